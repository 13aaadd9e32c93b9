//! The letter as lines, before any order is read: HTML left over in the body stripped, the
//! text split at any line end, the lines a mail program wrapped joined again, and the closing
//! block and sign-offs told from orders.

use super::character::character_line;
use super::heading::{heading, week_in_sentence};
use super::pleasantry::is_pleasantry;
use super::text::Line;
use super::{action, body, duel, item_number, lex, surrender, words};

/// Whether `inner` (what stands between "<" and ">") is a tag of HTML, not a writer's own
/// brackets ("<Week 1>", "<rapier>").
fn is_html_tag(inner: &str) -> bool {
    const TAGS: &[&str] = &[
        "a",
        "b",
        "i",
        "u",
        "s",
        "p",
        "q",
        "br",
        "hr",
        "em",
        "strong",
        "span",
        "div",
        "font",
        "html",
        "head",
        "body",
        "meta",
        "title",
        "style",
        "table",
        "tbody",
        "thead",
        "tr",
        "td",
        "th",
        "ul",
        "ol",
        "li",
        "dl",
        "dt",
        "dd",
        "blockquote",
        "img",
        "center",
        "pre",
        "code",
        "small",
        "big",
        "sup",
        "sub",
        "strike",
        "del",
        "ins",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "section",
        "article",
        "header",
        "footer",
        "nav",
        "main",
        "tt",
        "wbr",
        "col",
        "colgroup",
        "caption",
        "label",
        "link",
        "base",
        "o:p",
        "v:shape",
        "xml",
        "script",
        "noscript",
        "mark",
        "cite",
        "abbr",
        "address",
    ];
    if inner.starts_with('!') {
        return true;
    }
    let name = inner.trim_start_matches('/');
    let end = name
        .find(|c: char| c.is_whitespace() || c == '/' || c == '>')
        .unwrap_or(name.len());
    let name = name[..end].to_ascii_lowercase();
    TAGS.contains(&name.as_str()) || name.contains(':')
}

/// HTML left over in a mail body (`<div>`, `&nbsp;`): tags become spaces and entities their
/// character, padded with spaces, so that every column still points where the player wrote.
pub(super) fn strip_markup(text: &str) -> std::borrow::Cow<'_, str> {
    if !text.bytes().any(|b| b == b'<' || b == b'&') {
        return std::borrow::Cow::Borrowed(text);
    }
    const ENTITIES: &[(&str, char)] = &[
        ("&nbsp;", ' '),
        ("&amp;", '&'),
        ("&lt;", '<'),
        ("&gt;", '>'),
        ("&quot;", '"'),
        ("&#39;", '\''),
        ("&apos;", '\''),
    ];
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < text.len() {
        let rest = &text[i..];
        let c = rest.chars().next().unwrap_or(' ');
        if c == '<'
            && rest[1..].starts_with(|c: char| c.is_ascii_alphabetic() || c == '/' || c == '!')
            && let Some(end) = rest.find('>')
            && end < 200
            && !rest[1..end].contains(['\n', '\r', '<'])
            && is_html_tag(&rest[1..end])
        {
            let tag = &rest[..=end];
            out.extend(std::iter::repeat_n(' ', tag.chars().count()));
            i += tag.len();
            continue;
        }
        if c == '&'
            && let Some((e, ch)) = ENTITIES.iter().find(|(e, _)| rest.starts_with(e))
        {
            out.push(*ch);
            out.extend(std::iter::repeat_n(' ', e.len() - 1));
            i += e.len();
            continue;
        }
        out.push(c);
        i += c.len_utf8();
    }
    std::borrow::Cow::Owned(out)
}

/// The lines as the player wrote them, where his mail program wrapped them at its width
/// ("...in the Gazette for the\nremark about his sister."): a long line that ends no
/// sentence, followed by one that starts no heading, list item or table row, is one line.
pub(super) fn unwrapped<'s>(text: &'s str, lines: Vec<Line<'s>>) -> Vec<Line<'s>> {
    /// Shorter lines were ended by the player, not wrapped.
    const WRAP_WIDTH: usize = 60;
    /// Words no sentence ends on: a line ending so, wrapped by hand, goes on below
    /// ("... cut if the\nhoose rolls a six").
    const OPEN_ENDS: &[&str] = &[
        "the", "a", "an", "of", "if", "to", "and", "or", "with", "for", "at", "in", "on", "my",
        "his", "her", "de", "del", "la", "el", "los", "las", "y", "con", "al", "en", "que", "mi",
        "su", "un", "una", "por", "para",
    ];
    // The width the mail program wrapped at: the letter's longest line.
    let widest = lines
        .iter()
        .filter(|l| !l.folded.starts_with('>'))
        .map(|l| l.original.trim_end().chars().count())
        .max()
        .unwrap_or(0);
    let wrapped = |a: &Line, b: &Line| {
        let (fa, fb) = (body(a), body(b));
        let width = a.original.trim_end().chars().count();
        // ("Also challenge\nSubaltern Aubin Lestocq": a verb that wants its man or lady.)
        const VERBS: &[&str] = &[
            "challenge",
            "court",
            "visit",
            "invite",
            "follow",
            "lend",
            "repay",
            "admit",
            "refuse",
            "reto",
            "desafio",
            "cortejo",
            "visito",
            "invito",
            "sigo",
            "presto",
        ];
        let mut last_two = fa.rsplit(' ');
        let (last, before) = (last_two.next(), last_two.next());
        let unfinished = ends_unfinished(fa);
        let open_end = last.is_some_and(|w| {
            OPEN_ENDS.contains(&w)
                || (VERBS.contains(&w)
                    && before.is_none_or(|b| {
                        ![
                            "the", "a", "his", "my", "her", "el", "la", "su", "mi", "un", "no",
                        ]
                        .contains(&b)
                    }))
        });
        // "my guests are Captain Achille\nTournemine and ...": the next word would not have
        // fitted on the line.
        let next_word = b
            .original
            .split_whitespace()
            .next()
            .map_or(0, |w| w.chars().count());
        let would_not_fit =
            width >= 40 && (60..=80).contains(&widest) && width + 1 + next_word > widest;
        (width >= WRAP_WIDTH || (width >= 40 && open_end) || would_not_fit)
            && !fa.is_empty()
            && !fb.is_empty()
            && !a.folded.starts_with('>')
            && !b.folded.starts_with('>')
            && !fa.ends_with(['.', '!', '?', ';', ':'])
            && !a.folded.contains('|')
            && !b.folded.contains('|')
            // A form's fields, one a line: "Short actions (state week): ...".
            && !(form_field(fa) && form_field(fb))
            && b.folded
                .starts_with(|c: char| c.is_alphanumeric() || c == '(')
            && item_number(fb).is_none()
            // ("... para que venga a Les Chasseurs\nen la tercera semana.": the week the
            // sentence above names, ending it, is no label.)
            && (unfinished
                || ends_a_sentence(fb)
                || (heading(fb, true).is_err() && week_in_sentence(fb).is_none()))
            && character_line(fb).is_err()
            && !is_pleasantry(fb)
            && lex::one_of(SIGN_OFFS)(fb).is_err()
            && !duel::starts_with_codes(fb)
    };
    // A line that a run of labels opens ("W/2 - Practise rapier") starts a line of its own.
    let bodies: Vec<&str> = lines
        .iter()
        .map(|l| {
            if l.folded.starts_with('>') {
                ""
            } else {
                body(l)
            }
        })
        .collect();
    let runs = super::heading::series(&bodies);
    let joins: Vec<bool> = lines
        .windows(2)
        .enumerate()
        .map(|(k, w)| {
            (runs[k + 1].is_none() || ends_unfinished(body(&w[0]))) && wrapped(&w[0], &w[1])
        })
        .collect();
    if !joins.contains(&true) {
        return lines;
    }
    let base = text.as_ptr() as usize;
    let mut out: Vec<Line> = Vec::with_capacity(lines.len());
    let mut first: Option<(u32, usize)> = None;
    for (k, line) in lines.into_iter().enumerate() {
        let start = line.original.as_ptr() as usize - base;
        if joins.get(k) == Some(&true) {
            first.get_or_insert((line.number, start));
            continue;
        }
        match first.take() {
            None => out.push(line),
            Some((number, start)) => {
                let end = line.original.as_ptr() as usize - base + line.original.len();
                out.push(Line::new(number, &text[start..end]));
            }
        }
    }
    out
}

/// "Invito a Mlle Héloïse a acompañarme la\nsemana 3. Practico ...": a line that ends on an
/// article or a preposition goes on below, even where the next starts like a week's label.
fn ends_unfinished(body: &str) -> bool {
    body.rsplit(' ').next().is_some_and(|w| {
        [
            "the", "a", "an", "of", "to", "for", "at", "in", "on", "my", "his", "de", "del", "la",
            "el", "los", "las", "con", "al", "en", "mi", "su", "un", "una", "por", "para",
        ]
        .contains(&w)
    })
}

/// "en la tercera semana.", "in the fourth week.": a week named in a few words that end a
/// sentence, with nothing after them.
fn ends_a_sentence(body: &str) -> bool {
    let t = body.trim_end();
    let Some(words) = t.strip_suffix('.') else {
        return false;
    };
    !words.contains([':', '.', ';', '-', '>'])
        && words.split_whitespace().count() <= 4
        && lex::one_of(&[
            "en la",
            "in the",
            "for the",
            "para la",
            "on the",
            "during the",
        ])(words)
        .is_ok()
}

/// True when a line starts with a short label and a colon: "Conspicuous consumption (Y/N): Y".
pub(super) fn form_field(body: &str) -> bool {
    body.find(": ")
        .is_some_and(|k| k <= 40 && !body[..k].contains(['.', ',', ';']))
}

/// The first words of a sign-off: a line starting so is not the line before it, wrapped.
const SIGN_OFFS: &[&str] = &[
    "thank",
    "thanks",
    "cheers",
    "regards",
    "best",
    "yours",
    "your servant",
    "kind regards",
    "sincerely",
    "vive",
    "viva",
    "long live",
    "god save",
    "ps",
    "gracias",
    "saludos",
    "un saludo",
    "atentamente",
    "suyo",
    "vuestro",
];

/// The lines of a letter's closing block: its last paragraph, when it is a few short lines
/// with no order in them ("Dwayne Hollis / 1SG, USA (Ret.) / Valdosta, GA", "Karthik /
/// Sent from my phone"): a signature, however it is written, read past.
pub(super) fn closing_block(lines: &[Line]) -> std::ops::Range<usize> {
    let blank = |l: &Line| l.folded.trim().is_empty();
    let Some(last) = lines.iter().rposition(|l| !blank(l)) else {
        return 0..0;
    };
    let first = lines[..last].iter().rposition(blank).map_or(0, |k| k + 1);
    let before = lines[..first].iter().any(|l| !blank(l));
    let short = |l: &Line| {
        let t = l.folded.trim();
        t.split_whitespace().count() <= 6
            && !t.starts_with('>')
            && lex::one_of(words::POSTSCRIPT)(t).is_err()
            && heading(t, true).is_err()
            && !duel::holds_codes(t)
            && !t
                .char_indices()
                .filter(|(k, _)| *k == 0 || t[..*k].ends_with(' '))
                .any(|(k, _)| {
                    action::is_order_word(&t[k..]) || surrender::starts_with_surrender(&t[k..])
                })
    };
    if before && last + 1 - first <= 4 && lines[first..=last].iter().all(short) {
        first..last + 1
    } else {
        0..0
    }
}

/// For each line, whether it is in a paragraph that puts a question to the GM under a label
/// ("A question: Fabrice promised to lend Bastien 60 crowns. Does he write it in his orders
/// or do I?", "Una pregunta: ..."): what the player asks orders nothing, and is read past
/// whole, even where its numbers would look like a duel's or an order's details.
pub(super) fn question_paragraphs(lines: &[Line]) -> Vec<bool> {
    const LABELS: &[&str] = &[
        "a question",
        "question",
        "questions",
        "some questions",
        "two questions",
        "three questions",
        "a couple of questions",
        "a few questions",
        "dos preguntas",
        "tres preguntas",
        "un par de preguntas",
        "algunas preguntas",
        "my questions",
        "questions for the gm",
        "preguntas",
        "dudas",
        "unas preguntas",
        "unas dudas",
        "quick question",
        "one question",
        "a quick question",
        "q",
        "una pregunta",
        "pregunta",
        "una consulta",
        "consulta",
        "una duda",
        "duda",
    ];
    let blank = |l: &Line| l.folded.trim().is_empty();
    let mut found = vec![false; lines.len()];
    let mut k = 0;
    while k < lines.len() {
        let start = k;
        while k < lines.len() && !blank(&lines[k]) {
            k += 1;
        }
        // ("Oh, and one question: ..."), from the line the label opens to the paragraph's end.
        let labelled = |l: &Line| {
            let first = l.folded.trim();
            let first = lex::one_of(&[
                "oh and",
                "oh",
                "and",
                "also",
                "one more thing",
                "ps",
                "p.s.",
            ])(first)
            .map_or(first, |(r, _)| lex::sp(r).trim_start_matches([',', ' ']));
            let first = lex::one_of(&["and"])(first).map_or(first, |(r, _)| r);
            // "Dos preguntas, si me permite: ...", "Two questions if you don't mind:": a few
            // words of courtesy before the colon.
            lex::one_of(LABELS)(first).is_ok_and(|(r, _)| {
                let r = lex::sp(r);
                r.find(':')
                    .is_some_and(|k| k < 30 && !r[..k].contains(['.', '?', '!', ';']))
            })
        };
        if let Some(from) = (start..k).find(|&j| labelled(&lines[j]))
            && lines[from..k].iter().any(|l| l.folded.contains('?'))
        {
            found[from..k].fill(true);
        }
        k += 1;
    }
    found
}

/// A line that only signs off: "Regards,", "Yours in haste,", "Thanks!", "Un abrazo,".
pub(super) fn is_sign_off(body: &str) -> bool {
    let words = body.split_whitespace().count();
    let closes = body.ends_with([',', '!']) || words <= 2;
    (lex::one_of(SIGN_OFFS)(body).is_ok()
        || lex::one_of(&[
            "un abrazo",
            "abrazos",
            // Catalan: "Una abraçada".
            "una abracada",
            "abracades",
        ])(body)
        .is_ok())
        && lex::one_of(&["ps"])(body).is_err()
        && words <= 4
        && closes
}

/// Lines, split at `\n`, `\r\n` or a lone `\r`.
pub(super) fn split_lines(text: &str) -> impl Iterator<Item = &str> {
    let mut rest = Some(text);
    std::iter::from_fn(move || {
        let t = rest?;
        match t.bytes().position(|b| b == b'\n' || b == b'\r') {
            Some(n) => {
                let skip = if t[n..].starts_with("\r\n") { 2 } else { 1 };
                rest = Some(&t[n + skip..]);
                Some(&t[..n])
            }
            None => {
                rest = None;
                Some(t)
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_split_at_every_kind_of_line_end() {
        let lines: Vec<&str> = split_lines("a\r\nb\rc\n\nd").collect();
        assert_eq!(lines, ["a", "b", "c", "", "d"]);
    }
}
