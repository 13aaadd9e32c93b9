//! A favour that backs the request before it: "Ask the battalion commander to excuse me my
//! second week of duty – I'll back it with my class 1 favour", "I seek the post of Brigade
//! Major and I put my summer favour (class 2) for it", "y para ablandarle usaré el favor de
//! nivel 1 que guardo desde la primavera".
//!
//! A GM reads such words by what they hold, not by their phrasing: a verb of giving or
//! using, the player's own favour ("my", "the", "mi", "el", with its season or class), and
//! nothing that names another decision (no "on the Colonel", "ante", "against", "in support
//! of Porthos"). The words around them ("behind the request", "at him to sweeten the deal",
//! "para apoyar mi solicitud") say only that it goes to the request: they are read with it.
//! The week gives the favour to its request (see [`backed`]); a favour with no request before
//! it, or whose class is not said, is the GM's to ask about.

use crate::orders::{Action, Decision, FavourUse, Say};

/// The verbs of giving a favour to a request.
const VERBS: &[&str] = &[
    "back",
    "backing",
    "throw",
    "throwing",
    "chuck",
    "chucking",
    "put",
    "putting",
    "give",
    "giving",
    "add",
    "adding",
    "use",
    "using",
    "spend",
    "spending",
    "pledge",
    "pledging",
    "lay",
    "call",
    "calling",
    "bring",
    "play",
    "playing",
    "uses",
    "puts",
    "gives",
    "throws",
    "spends",
    "pledges",
    "adds",
    "uso",
    "usare",
    "usando",
    "usa",
    "utilizo",
    "utilizare",
    "utiliza",
    "empleo",
    "empleare",
    "emplea",
    "gasto",
    "gastare",
    "gasta",
    "pongo",
    "pondre",
    "pone",
    "doy",
    "dare",
    "da",
    "echo",
    "echare",
    "echa",
    "ofrezco",
    "ofrecere",
    "anado",
    "juego",
    "aporto",
    "meto",
];

/// The words that may stand about the verb before the favour: the subject, a pronoun for the
/// request, what it is for, adverbs.
const AROUND: &[&str] = &[
    "and",
    "y",
    "e",
    "then",
    "so",
    "also",
    "too",
    "as",
    "well",
    "tambien",
    "ademas",
    "i",
    "ill",
    "im",
    "id",
    "ive",
    "he",
    "hell",
    "hes",
    "will",
    "shall",
    "would",
    "am",
    "is",
    "going",
    "to",
    "gonna",
    "it",
    "this",
    "that",
    "him",
    "at",
    "behind",
    "in",
    "on",
    "for",
    "with",
    "con",
    "para",
    "eso",
    "ello",
    "esto",
    "lo",
    "la",
    "le",
    "me",
    "que",
    "cual",
    "ablandarle",
    "ablandarlo",
    "convencerle",
    "convencerlo",
    "ayudar",
    "ayudarle",
    "apoyarla",
    "apoyarlo",
    "help",
    "sweeten",
    "make",
    "sure",
    "end",
    "diga",
    "si",
    "de",
    "a",
    "al",
    "el",
    "una",
    "mano",
    "in",
    "all",
    "of",
    "course",
    "por",
    "supuesto",
    "claro",
    "too",
    "here",
    "there",
    "now",
];

/// Whose favour: the player's own ("my", "the", "mi", "el", "his" of a character told in the
/// third person).
const OWN: &[&str] = &["my", "the", "mi", "el", "his", "a", "un", "this", "our"];

/// What may be said of a favour before its noun.
const OF_IT: &[&str] = &[
    "new",
    "own",
    "last",
    "only",
    "one",
    "remaining",
    "seasonal",
    "season",
    "seasons",
    "summer",
    "summers",
    "winter",
    "winters",
    "spring",
    "springs",
    "autumn",
    "autumns",
    "fall",
    "single",
    "little",
    "class",
    "clase",
    "level",
    "nivel",
    "cl",
    "this",
    "lone",
];

/// Words that, after the favour, name another decision or another man: the grammar's
/// `use_favour` reads those.
const ELSEWHERE: &[&str] = &[
    "on", "upon", "ante", "sobre", "against", "contra", "vs", "versus", "with", "con",
];

/// Words that, after the favour, give it to someone; only the request itself may follow
/// ("for it", "in support of my application", "para apoyar mi solicitud").
const FOR: &[&str] = &[
    "for",
    "para",
    "support",
    "supporting",
    "behind",
    "favor",
    "favour",
];

/// Words between [`FOR`] and what it is for: "in support of", "para apoyar".
const TOWARDS: &[&str] = &[
    "of", "de", "del", "in", "to", "a", "al", "the", "la", "el", "apoyar", "ayudar", "support",
    "help", "sweeten", "make", "favor", "favour",
];

/// The request itself, by a pronoun or a word that names it ("for it", "behind the request",
/// "to sweeten the deal").
const THE_REQUEST: &[&str] = &[
    "it",
    "this",
    "that",
    "ello",
    "eso",
    "esto",
    "him",
    "le",
    "lo",
    "me",
    "request",
    "application",
    "appl",
    "bid",
    "petition",
    "candidacy",
    "appointment",
    "excusal",
    "solicitud",
    "peticion",
    "candidatura",
    "deal",
    "good",
    "measure",
    "luck",
    "sure",
];

/// True when `words`, after a word of [`FOR`], say the request itself ("it", "my
/// application", "mi solicitud de ingreso"), not another man's ("young Amaury Quérard's
/// application", "la solicitud de Bastien").
fn for_the_request(words: &[&str]) -> bool {
    let mut n = 0;
    while words.get(n).is_some_and(|w| TOWARDS.contains(w)) {
        n += 1;
    }
    let own = words
        .get(n)
        .is_some_and(|w| ["my", "mi", "his", "su"].contains(w));
    if own {
        n += 1;
    }
    match words.get(n) {
        None => true,
        Some(w) if !THE_REQUEST.contains(w) => false,
        // "the application of Gaspard", "la solicitud de Bastien": another's.
        Some(_) => {
            own || !matches!(words.get(n + 1), Some(&"of" | &"de"))
                || words
                    .get(n + 2)
                    .is_some_and(|w| ["ingreso", "admission", "entry", "entrada"].contains(w))
        }
    }
}

/// A favour backing the request before it, read from `input` (folded text, at a word): what
/// follows the words that say it, and the favour's class when it is said (1-9).
pub fn backing(input: &str) -> Option<(&str, Option<u8>)> {
    // (Tried at every word the reader reads: no favour, no reading.)
    if !input.contains("favo") {
        return None;
    }
    let end = part_end(input);
    let part = &input[..end];
    let words = words(part);
    let k = words
        .iter()
        .take(14)
        .position(|(_, w)| matches!(*w, "favour" | "favor"))?;
    let (favour_at, favour) = words[k];
    let before = &words[..k];
    if !before.iter().any(|(_, w)| VERBS.contains(w)) {
        return None;
    }
    // Before the favour: the verb and the words about it, then whose favour and what it is.
    let mut class = None;
    let mut owned = false;
    for (j, (_, w)) in before.iter().enumerate() {
        let after_class_word =
            j > 0 && ["class", "clase", "level", "nivel", "cl"].contains(&before[j - 1].1);
        if let Ok(n) = w.parse::<u8>() {
            if !after_class_word || !(1..=9).contains(&n) {
                return None;
            }
            class = Some(n);
            continue;
        }
        if OWN.contains(w) {
            owned = true;
        } else if !(VERBS.contains(w) || AROUND.contains(w) || OF_IT.contains(w)) {
            return None;
        }
    }
    if !owned {
        return None;
    }
    // After it, to the sentence's end: no other decision, no one else's favour.
    let after = &part[favour_at + favour.len()..];
    let sentence = &input[favour_at + favour.len()..sentence_end(input)];
    let tail = words_outside_brackets(sentence);
    if tail.iter().any(|w| ELSEWHERE.contains(w)) {
        return None;
    }
    if tail
        .iter()
        .enumerate()
        .any(|(j, w)| FOR.contains(w) && !for_the_request(&tail[j + 1..]))
    {
        return None;
    }
    if class.is_none() {
        class = class_said(after);
    }
    Some((&input[end..], class))
}

/// The end of the sentence part that starts `input`: a full stop, a semicolon, a comma, an
/// "and" before another order, outside brackets.
fn part_end(input: &str) -> usize {
    end_outside_brackets(input, |k, c| {
        matches!(
            c,
            '.' | ';' | ',' | '!' | '?' | ':' | '\u{2013}' | '\u{2014}'
        ) || c == ' '
            && ["and ", "y ", "then ", "luego ", "e "]
                .iter()
                .find_map(|a| input[k + 1..].strip_prefix(a))
                .is_some_and(super::action::is_order_start)
    })
}

/// The end of the sentence that starts `input`: a full stop, a semicolon, outside brackets.
fn sentence_end(input: &str) -> usize {
    end_outside_brackets(input, |_, c| matches!(c, '.' | ';' | '!' | '?'))
}

/// The first offset of `input`, outside brackets, at which `ends` holds.
fn end_outside_brackets(input: &str, ends: impl Fn(usize, char) -> bool) -> usize {
    let mut depth = 0usize;
    for (k, c) in input.char_indices() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth = depth.saturating_sub(1),
            _ if depth == 0 && ends(k, c) => return k,
            _ => {}
        }
    }
    input.len()
}

/// The words of `text` with their offsets.
fn words(text: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = None;
    for (k, c) in text.char_indices() {
        match (c.is_alphanumeric(), start) {
            (true, None) => start = Some(k),
            (false, Some(s)) => {
                out.push((s, &text[s..k]));
                start = None;
            }
            _ => {}
        }
    }
    if let Some(s) = start {
        out.push((s, &text[s..]));
    }
    out
}

/// The words of `text` that are not in brackets.
fn words_outside_brackets(text: &str) -> Vec<&str> {
    let mut depth = 0usize;
    let mut plain = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth = depth.saturating_sub(1),
            _ => {}
        }
        // (A bracketed character's bytes become as many spaces: the offsets stay.)
        if depth == 0 {
            plain.push(c);
        } else {
            plain.extend(std::iter::repeat_n(' ', c.len_utf8()));
        }
    }
    words(&plain)
        .into_iter()
        .map(|(s, w)| &text[s..s + w.len()])
        .collect()
}

/// The favour's class said after it: "of class 2", "(class 1, the one from his Social
/// Level)", "de nivel 1", "(de clase 1)". `None` when none is said, or two different ones.
fn class_said(after: &str) -> Option<u8> {
    let words = words(after);
    let mut found = None;
    for pair in words.windows(2) {
        if ["class", "clase", "level", "nivel", "cl"].contains(&pair[0].1)
            && let Ok(n) = pair[1].1.parse::<u8>()
            && (1..=9).contains(&n)
        {
            if found.is_some_and(|f| f != n) {
                return None;
            }
            found = Some(n);
        }
    }
    found
}

/// Gives a backing favour of `class` to the request of `actions` it follows (the action at
/// `last`, or the week's latest request): an excusal takes it as its own; an application, a
/// post sought or a proposal gets a favour used on its decision, returned to be added to the
/// week. `Err` says what the GM must be asked.
pub(super) fn backed(
    actions: &mut [Action],
    last: Option<usize>,
    class: Option<u8>,
) -> Result<Option<Action>, Say> {
    let is_request = |a: &Action| {
        matches!(
            a,
            Action::ExcuseDuty { favour: None }
                | Action::ApplyRegiment { .. }
                | Action::SeekAppointment { .. }
                | Action::Propose { .. }
        )
    };
    let at = last
        .filter(|&i| actions.get(i).is_some_and(is_request))
        .or_else(|| actions.iter().rposition(is_request))
        .ok_or(Say::FavourOnExample)?;
    let class = class.ok_or(Say::FavourWhichClass)?;
    let used = |on: String| FavourUse {
        class,
        on,
        decision: Decision::For,
        whom: None,
    };
    Ok(match &mut actions[at] {
        Action::ExcuseDuty { favour } => {
            *favour = Some(used("excuse from duty".to_string()));
            None
        }
        Action::ApplyRegiment { regiment, .. } => Some(Action::UseFavour(used(format!(
            "my application to the {}",
            regiment.name()
        )))),
        Action::SeekAppointment { post } => {
            Some(Action::UseFavour(used(format!("my appointment as {post}"))))
        }
        Action::Propose { lady } => Some(Action::UseFavour(used(format!(
            "the King for my marriage to {lady}"
        )))),
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::orders::names::fold;

    fn read(text: &str) -> Option<(String, Option<u8>)> {
        let folded = fold(text);
        backing(&folded).map(|(rest, class)| (rest.to_string(), class))
    }

    #[test]
    fn a_favour_given_to_the_request_before_it() {
        for (text, class) in [
            ("I'll back it with my class 1 favour", Some(1)),
            (
                "and I'm throwing my summer favour behind the request (class 1, the one from his Social Level)",
                Some(1),
            ),
            (
                "and chuck my class 1 favour at him to sweeten the deal",
                Some(1),
            ),
            (
                "y para ablandarle usaré el favor de nivel 1 que guardo desde la primavera",
                Some(1),
            ),
            (
                "y uso mi favor de nivel 2 de esta estación para apoyar mi solicitud (si no lo uso ahora se pierde, ¿no?)",
                Some(2),
            ),
            ("and I put my summer favour (class 2) for it", Some(2)),
            (
                "and for this I give the favour of my lady Agathe (class 1)",
                Some(1),
            ),
            (
                "and use the class 3 favour my mistress gave me at New Year in support of it",
                Some(3),
            ),
            ("and I put my summer favour", None),
        ] {
            let (rest, got) = read(text).unwrap_or_else(|| panic!("not read: {text}"));
            assert_eq!(got, class, "{text}");
            assert!(rest.is_empty(), "{text}: left {rest:?}");
        }
    }

    #[test]
    fn another_decision_or_another_man_is_not_backing() {
        for text in [
            "I use my class 2 favour on the Colonel of the 69th",
            "uso mi favor de nivel 2 ante el coronel",
            "and I put my class 2 favour against Brissac's application",
            "and I use my class 2 favour for Porthos",
            "she did me the favour of a dance",
            "in my favour",
            "the Duke owes me a favour",
            "I ask the Duke for his favour",
        ] {
            assert_eq!(read(text), None, "{text}");
        }
    }

    #[test]
    fn an_order_after_it_is_left_to_read() {
        let (rest, class) = read("I'll back it with my class 1 favour and practise sabre").unwrap();
        assert_eq!(class, Some(1));
        assert_eq!(rest, " and practise sabre");
    }
}
