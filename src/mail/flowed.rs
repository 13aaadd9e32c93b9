//! `format=flowed` bodies (RFC 3676), both ways.
//!
//! Reading: mail-parser gives them as sent, soft breaks and all; [`unflow`] gives back the
//! lines their writer meant, so a sentence wrapped by the mail client is one order line again.
//!
//! Writing: [`flow`] wraps every mail we send at [`WIDTH`] columns with soft breaks, so a
//! flowed-aware client rejoins them to fit its window and any other shows 72-column lines;
//! a word longer than the line (an address, a long name) is never broken.

use super::letter::clean::normalise;

/// The width our mails are wrapped at.
pub const WIDTH: usize = 72;

/// `text` as a `format=flowed` body (without DelSp): each line longer than `width` characters
/// is broken after a space, the space left at the end of the line (a soft break); a hard line
/// loses its trailing spaces (they would make it soft); a line that starts with a space,
/// `From ` or `>` (when not a quote) is space-stuffed; a quoted line (`> `) keeps its marks
/// on every piece; the signature separator `-- ` stays as it is. [`unflow`] gives `text`
/// back, but for trailing spaces.
pub fn flow(text: &str, width: usize) -> String {
    let text = normalise(text);
    let mut out = String::with_capacity(text.len() + text.len() / 32);
    for (i, line) in text.split('\n').enumerate() {
        if i > 0 {
            out.push_str("\r\n");
        }
        if line == "-- " {
            out.push_str(line);
            continue;
        }
        let (depth, rest) = quote_prefix(line);
        let prefix = if depth > 0 {
            format!("{} ", ">".repeat(depth))
        } else {
            String::new()
        };
        let content = if depth > 0 {
            rest.strip_prefix(' ').unwrap_or(rest)
        } else {
            rest
        };
        let content = content.trim_end_matches([' ', '\t']);
        let room = width.saturating_sub(prefix.chars().count()).max(20);
        for (j, piece) in pieces(content, room).into_iter().enumerate() {
            if j > 0 {
                out.push_str("\r\n");
            }
            out.push_str(&prefix);
            if depth == 0 && (piece.starts_with([' ', '>']) || piece.starts_with("From ")) {
                out.push(' ');
            }
            out.push_str(piece);
        }
    }
    out
}

/// `content` cut after spaces into pieces of at most `room` characters where it can be:
/// each piece but the last ends with the space it was cut after. A word longer than `room`
/// is a piece of its own.
fn pieces(content: &str, room: usize) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = content;
    while rest.chars().count() > room {
        // The byte index of the character at position `room`: a piece may take everything
        // before it (a space at `room - 1` ends a piece of exactly `room` characters).
        let limit = rest.char_indices().nth(room).map_or(rest.len(), |(b, _)| b);
        // A piece holds a word: one of spaces alone would read as a blank line.
        let word = rest.len() - rest.trim_start_matches(' ').len();
        let cut = match rest[..limit].rfind(' ').filter(|&p| p > word) {
            Some(p) => p,
            None => {
                let from = limit.max(word);
                match rest[from..].find(' ') {
                    Some(p) => from + p,
                    None => break,
                }
            }
        };
        out.push(&rest[..=cut]);
        rest = &rest[cut + 1..];
    }
    out.push(rest);
    out
}

/// A `format=flowed` text (RFC 3676) as the lines its writer meant. A line ending in a space
/// is soft-broken and joins the next line (with `delsp`, that one space is deleted); lines
/// join only at the same quote depth; a space-stuffed line loses its leading space; the
/// signature separator `-- ` is never joined, nor is a blank line (a sender that leaves a
/// space before a paragraph break does not merge two paragraphs). Quoted lines come out as
/// `> ` marks and their text.
pub(super) fn unflow(text: &str, delsp: bool) -> String {
    let text = normalise(text);
    let mut out: Vec<String> = Vec::new();
    // A paragraph still open (its last line was soft-broken): its quote depth and text.
    let mut open: Option<(usize, String)> = None;
    for raw in text.split('\n') {
        let (depth, rest) = quote_prefix(raw);
        let content = rest.strip_prefix(' ').unwrap_or(rest);
        let signature = content == "-- ";
        let blank = content.trim().is_empty();
        if let Some((d, paragraph)) = open.take_if(|(d, _)| *d != depth || signature || blank) {
            out.push(quoted(d, &paragraph));
        }
        let soft = content.ends_with(' ') && !signature && !blank;
        let piece = if soft && delsp {
            &content[..content.len() - 1]
        } else {
            content
        };
        let paragraph = match open.take() {
            Some((_, mut paragraph)) => {
                paragraph.push_str(piece);
                paragraph
            }
            None => piece.to_string(),
        };
        if soft {
            open = Some((depth, paragraph));
        } else {
            out.push(quoted(depth, &paragraph));
        }
    }
    if let Some((d, paragraph)) = open {
        out.push(quoted(d, &paragraph));
    }
    out.join("\n")
}

/// The quote depth of a flowed line (its leading `>`, also written `> > `) and the rest.
fn quote_prefix(line: &str) -> (usize, &str) {
    let bytes = line.as_bytes();
    let (mut depth, mut i) = (0, 0);
    loop {
        match bytes.get(i) {
            Some(b'>') => {
                depth += 1;
                i += 1;
            }
            Some(b' ') if depth > 0 && bytes.get(i + 1) == Some(&b'>') => i += 1,
            _ => return (depth, &line[i..]),
        }
    }
}

fn quoted(depth: usize, text: &str) -> String {
    if depth == 0 {
        text.to_string()
    } else {
        format!("{} {text}", ">".repeat(depth))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn order_text(body: &str) -> String {
        crate::mail::letter::clean::order_text(body, &crate::mail::letter::clean::Sender::default())
    }

    fn trimmed(text: &str) -> String {
        text.split('\n')
            .map(|l| if l == "-- " { l } else { l.trim_end() })
            .collect::<Vec<_>>()
            .join("\n")
    }

    #[test]
    fn flow_wraps_at_72_and_unflows_to_the_same_text() {
        let long = "Gaston Lafleur practised the rapier with such zeal that the whole of the Rue Saint-Honoré heard of it, and his purse is 40 crowns lighter.";
        let flowed = flow(long, WIDTH);
        assert!(flowed.lines().count() > 1);
        for line in flowed.split("\r\n") {
            assert!(line.chars().count() <= WIDTH, "{line:?}");
        }
        let lines: Vec<&str> = flowed.split("\r\n").collect();
        assert!(lines[..lines.len() - 1].iter().all(|l| l.ends_with(' ')));
        assert_eq!(unflow(&flowed, false), long);
    }

    #[test]
    fn flow_keeps_long_words_quotes_signatures_and_stuffs() {
        let url = format!("See https://example.org/{} now", "x".repeat(90));
        let flowed = flow(&url, WIDTH);
        assert!(flowed.split("\r\n").any(|l| l.contains(&"x".repeat(90))));
        assert_eq!(unflow(&flowed, false), url);

        let text = "> Week 1: practise the rapier every single day, morning and evening, until the blade sings\nFrom the front: nothing\n  indented\nhard line with spaces   \n-- \nLa Gazette";
        let flowed = flow(text, WIDTH);
        let lines: Vec<&str> = flowed.split("\r\n").collect();
        assert!(
            lines[0].starts_with("> ") && lines[1].starts_with("> "),
            "{lines:?}"
        );
        assert!(lines.contains(&" From the front: nothing"));
        assert!(lines.contains(&"   indented"));
        assert!(lines.contains(&"hard line with spaces"));
        assert!(lines.contains(&"-- "));
        assert_eq!(unflow(&flowed, false), trimmed(text));

        // A piece that would start with '>' is stuffed, or it would read as a quote.
        let text = format!("{} > not a quote", "x".repeat(19));
        let flowed = flow(&text, 20);
        assert!(flowed.contains("\r\n > not a quote"), "{flowed:?}");
        assert_eq!(unflow(&flowed, false), text);
    }

    #[test]
    fn flow_round_trips_whatever_the_text() {
        // Every text of words, spaces and long runs comes back, but for trailing spaces; no line is longer than the width unless one word is.
        let words = [
            "a",
            "From",
            " ",
            "duel",
            "Gaston",
            "x".repeat(80).leak(),
            "é",
            "--",
            "\n",
        ];
        let mut seed = 7u64;
        for _ in 0..500 {
            let mut text = String::new();
            for _ in 0..(seed % 60) {
                seed = seed
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                text.push_str(words[(seed >> 33) as usize % words.len()]);
                if seed & 1 == 0 {
                    text.push(' ');
                }
            }
            let flowed = flow(&text, WIDTH);
            assert_eq!(unflow(&flowed, false), trimmed(&text), "{text:?}");
            for line in flowed.split("\r\n") {
                assert!(
                    line.chars().count() <= WIDTH + 1 || !line.trim().contains(' '),
                    "{line:?}"
                );
            }
        }
    }

    #[test]
    fn flowed_soft_breaks_join() {
        let body = "Week 2: Court Mademoiselle Juliette de Lys, spending an extra 30 \r\ncrowns on gifts.\r\nWeek 3: Regimental duty.\r\n";
        assert_eq!(
            unflow(body, false),
            "Week 2: Court Mademoiselle Juliette de Lys, spending an extra 30 crowns on gifts.\n\
             Week 3: Regimental duty.\n"
        );
        // A hard break (no trailing space) stays a break.
        assert_eq!(
            unflow("Week 1: rapier\nWeek 2: club", false),
            "Week 1: rapier\nWeek 2: club"
        );
    }

    #[test]
    fn flowed_delsp_deletes_the_soft_space() {
        // DelSp=yes: the space before the break was added by the sender, not written.
        assert_eq!(
            unflow("Visit the Horse Gu \nards club\n", true),
            "Visit the Horse Guards club\n"
        );
        assert_eq!(
            unflow("Visit the Horse Gu \nards club\n", false),
            "Visit the Horse Gu ards club\n"
        );
        assert_eq!(
            unflow("Week 1: practise \nrapier\n", true),
            "Week 1: practiserapier\n",
            "with DelSp=yes the sender put the word's space before the soft one"
        );
        assert_eq!(
            unflow("Week 1: practise  \nrapier\n", true),
            "Week 1: practise rapier\n"
        );
    }

    #[test]
    fn flowed_space_stuffing_is_undone() {
        assert_eq!(
            unflow(
                " From the front: rest\n >not a quote\n  two spaces\n",
                false
            ),
            "From the front: rest\n>not a quote\n two spaces\n"
        );
    }

    #[test]
    fn flowed_quotes_join_only_at_the_same_depth() {
        let body = "> Your orders for April \n> were received.\n>> Older \n>> text\n> A soft line before a deeper one \n>> stays apart\nWEEK 1 \nPRAY\n";
        assert_eq!(
            unflow(body, false),
            "> Your orders for April were received.\n\
             >> Older text\n\
             > A soft line before a deeper one \n\
             >> stays apart\n\
             WEEK 1 PRAY\n"
        );
        // A quoted soft line never swallows the unquoted answer under it.
        assert_eq!(
            unflow("> Orders? \nATTEND BALL\n", false),
            "> Orders? \nATTEND BALL\n"
        );
        // The order text of such a letter is the answer alone.
        assert_eq!(
            order_text(&unflow(
                "ATTEND \nBALL\n\nOn Mon, Engarde wrote:\n> Your orders \n> were received.\n",
                false
            )),
            "ATTEND BALL"
        );
    }

    #[test]
    fn flowed_signature_separator_is_never_joined() {
        let body = "WEEK 1 DUEL \nAramis\n-- \nAthos, \nMusketeer\n";
        assert_eq!(
            unflow(body, false),
            "WEEK 1 DUEL Aramis\n-- \nAthos, Musketeer\n"
        );
        assert_eq!(order_text(&unflow(body, false)), "WEEK 1 DUEL Aramis");
        // A soft line right above the separator does not take it in either.
        // (DelSp=yes deletes the soft space whether or not a line follows.)
        assert_eq!(
            unflow("WEEK 1 PRAY \n-- \nAthos\n", true),
            "WEEK 1 PRAY\n-- \nAthos\n"
        );
        assert_eq!(
            unflow("WEEK 1 PRAY \n-- \nAthos\n", false),
            "WEEK 1 PRAY \n-- \nAthos\n"
        );
        assert_eq!(
            order_text(&unflow("WEEK 1 PRAY \n-- \nAthos\n", true)),
            "WEEK 1 PRAY"
        );
    }

    #[test]
    fn flowed_blank_line_ends_a_paragraph() {
        // A sender that leaves a space before a paragraph break does not merge paragraphs.
        assert_eq!(
            unflow("Greetings from Paris! \n\nWeek 1: rest\n", false),
            "Greetings from Paris! \n\nWeek 1: rest\n"
        );
        assert_eq!(unflow("a \n \nb", false), "a \n\nb");
    }
}
