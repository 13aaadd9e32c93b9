//! The parser's error type and its word-level building blocks.
//!
//! Every production works on folded text (lowercase, no accents, no apostrophes, single
//! spaces) and skips the spaces before its own tokens, so productions compose without caring
//! about whitespace. Keywords match whole words only: `rest` does not match `restaurant`.
//!
//! Errors carry what was expected in a player's words; a production that has recognised its
//! verb commits (`cut`) so the player hears "expected a club name after 'join'", not "expected
//! an action".

use crate::orders::Say;
use nom::IResult;
use nom::error::{ErrorKind, ParseError};

/// Result of a production on folded text.
pub type PResult<'a, T> = IResult<&'a str, T, PErr<'a>>;

/// Why a production failed, and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PErr<'a> {
    /// The input where the trouble starts.
    pub at: &'a str,
    /// How many bytes of `at` are the trouble (0: up to the end of the order).
    pub len: usize,
    /// What was expected, for the player; `None` for a plain "no match here". Boxed: an
    /// error is moved through every production that fails, and most say nothing.
    pub expected: Option<Box<Say>>,
    /// Set when an order was understood up to `at` and what follows is not understood.
    pub trailing: bool,
}

impl<'a> PErr<'a> {
    /// A plain "no match here" at `at`.
    pub fn at(at: &'a str) -> Self {
        PErr {
            at,
            len: 0,
            expected: None,
            trailing: false,
        }
    }

    /// An error saying what was expected, for the player.
    pub fn expected(at: &'a str, len: usize, what: Say) -> Self {
        PErr {
            at,
            len,
            expected: Some(Box::new(what)),
            trailing: false,
        }
    }

    /// As a nom failure: no alternative is tried after it.
    pub fn fail<T>(self) -> Result<T, nom::Err<Self>> {
        Err(nom::Err::Failure(self))
    }

    /// As a nom error: alternatives are tried.
    pub fn miss<T>(self) -> Result<T, nom::Err<Self>> {
        Err(nom::Err::Error(self))
    }
}

impl<'a> ParseError<&'a str> for PErr<'a> {
    fn from_error_kind(input: &'a str, _kind: ErrorKind) -> Self {
        PErr::at(input)
    }

    fn append(_input: &'a str, _kind: ErrorKind, other: Self) -> Self {
        other
    }

    /// Of two failed alternatives, keep the one that says something, else the one that got
    /// further.
    fn or(self, other: Self) -> Self {
        match (self.expected.is_some(), other.expected.is_some()) {
            (true, false) => self,
            (false, true) => other,
            _ if self.at.len() < other.at.len() => self,
            _ => other,
        }
    }
}

/// True when `c` can be part of a word.
pub fn is_word_char(c: char) -> bool {
    c.is_alphanumeric()
}

/// Past an aside in brackets with no number in it, said of what stands before: "my class 3
/// favour (the one from my Social Level - use it or lose it) with the Colonel", "mi favor de
/// nivel 1 (el de mi nivel social, que caduca con la primavera)". Unchanged when none.
pub fn past_aside(i: &str) -> &str {
    match sp(i).strip_prefix('(') {
        Some(inner)
            if let Some(close) = inner.find(')')
                && !inner[..close].contains(|c: char| c.is_ascii_digit()) =>
        {
            &inner[close + 1..]
        }
        _ => i,
    }
}

/// Skips spaces.
pub fn sp(i: &str) -> &str {
    i.trim_start_matches(' ')
}

/// `kw = WORDS` (after optional spaces; the last word must end there). `words` is folded and
/// may contain several words separated by single spaces.
pub fn kw<'a>(words: &'static str) -> impl Fn(&'a str) -> PResult<'a, &'a str> {
    move |input: &'a str| {
        let i = sp(input);
        if let Some(rest) = strip_word_prefix(i, words) {
            let ends_word = !words.ends_with(is_word_char) || !rest.starts_with(is_word_char);
            if ends_word {
                return Ok((rest, &i[..words.len()]));
            }
        }
        PErr::at(i).miss()
    }
}

/// `i` past `prefix`, if it starts with it. (The words of the tables are short, and most
/// differ from the text in their first letters: a loop of bytes answers sooner than a call
/// to `memcmp`, which `str::strip_prefix` makes for each.)
#[inline]
pub fn strip_word_prefix<'a>(i: &'a str, prefix: &str) -> Option<&'a str> {
    let (h, p) = (i.as_bytes(), prefix.as_bytes());
    if h.len() < p.len() || h.iter().zip(p).any(|(a, b)| a != b) {
        return None;
    }
    // (A whole prefix of a `str` ends where a character ends in the text too.)
    Some(&i[p.len()..])
}

/// Whether `needle` occurs in `h`: for a short needle in a line of a letter, where
/// `str::contains` spends longer preparing its search than searching.
pub fn holds(h: &str, needle: &str) -> bool {
    let (h, n) = (h.as_bytes(), needle.as_bytes());
    let Some((&first, tail)) = n.split_first() else {
        return true;
    };
    h.len() >= n.len()
        && (0..=h.len() - n.len())
            .any(|k| h[k] == first && h[k + 1..k + n.len()].iter().zip(tail).all(|(a, b)| a == b))
}

/// The words of `t`: its runs of letters and digits, what lies between them left out.
pub fn words_in(t: &str) -> impl Iterator<Item = &str> {
    t.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
}

/// `one_of = WORD | WORD | ...`: the longest of `list` that matches here.
pub fn one_of<'a>(list: &'static [&'static str]) -> impl Fn(&'a str) -> PResult<'a, &'a str> {
    move |input: &'a str| longest(input, list.iter().map(|w| (*w, ()))).map(|(r, (m, ()))| (r, m))
}

/// The longest entry of `table` whose name matches at the start of `input` (after spaces), as
/// whole words.
pub fn longest<'a, T>(
    input: &'a str,
    table: impl IntoIterator<Item = (&'static str, T)>,
) -> PResult<'a, (&'a str, T)> {
    let i = sp(input);
    let Some(&first) = i.as_bytes().first() else {
        return PErr::at(i).miss();
    };
    let mut best: Option<(usize, T)> = None;
    for (name, value) in table {
        // Most names differ at the first byte: test it before comparing the rest.
        if name.as_bytes().first() != Some(&first) || name.len() <= best.as_ref().map_or(0, |b| b.0)
        {
            continue;
        }
        if let Some(rest) = strip_word_prefix(i, name)
            && (!name.ends_with(is_word_char) || !rest.starts_with(is_word_char))
        {
            best = Some((name.len(), value));
        }
    }
    match best {
        Some((n, v)) => Ok((&i[n..], (&i[..n], v))),
        None => PErr::at(i).miss(),
    }
}

/// `punct = CHAR` after optional spaces.
pub fn punct<'a>(c: char) -> impl Fn(&'a str) -> PResult<'a, &'a str> {
    move |input: &'a str| {
        let i = sp(input);
        match i.strip_prefix(c) {
            Some(rest) => Ok((rest, &i[..c.len_utf8()])),
            None => PErr::at(i).miss(),
        }
    }
}

/// `word = (letter | digit | "-" | "&")+`: one word of a name, after optional spaces.
pub fn word(input: &str) -> PResult<'_, &str> {
    let i = sp(input);
    let n = i
        .char_indices()
        .find(|(_, c)| !(is_word_char(*c) || *c == '-' || *c == '&'))
        .map_or(i.len(), |(n, _)| n);
    if n == 0 {
        return PErr::at(i).miss();
    }
    Ok((&i[n..], &i[..n]))
}

/// `small_number = DIGITS | "one" | "two" | ... | "uno" | "dos" | ...` (0 to 99).
pub fn small_number(input: &str) -> PResult<'_, u8> {
    const WORDS: &[(&str, u8)] = &[
        ("a", 1),
        ("an", 1),
        ("one", 1),
        ("two", 2),
        ("three", 3),
        ("four", 4),
        ("five", 5),
        ("un", 1),
        ("una", 1),
        ("uno", 1),
        ("dos", 2),
        ("tres", 3),
        ("cuatro", 4),
        ("cinco", 5),
    ];
    let i = sp(input);
    let digits = i.find(|c: char| !c.is_ascii_digit()).unwrap_or(i.len());
    if digits > 0 {
        if i[digits..].starts_with(is_word_char) {
            return PErr::at(i).miss();
        }
        return match i[..digits].parse::<u8>() {
            Ok(n) if n < 100 => Ok((&i[digits..], n)),
            _ => PErr::expected(i, digits, Say::SmallNumber).fail(),
        };
    }
    longest(i, WORDS.iter().copied()).map(|(r, (_, n))| (r, n))
}

/// `amount = DIGITS | numeral | small_number` (up to 9 digits): a sum of crowns, a count.
pub fn amount(input: &str) -> PResult<'_, u32> {
    let i = sp(input);
    let digits = i.find(|c: char| !c.is_ascii_digit()).unwrap_or(i.len());
    if digits > 0 {
        // "10cr", "50crowns": the unit glued to the number is read as if apart.
        let glued = i[digits..]
            .find(|c: char| !is_word_char(c))
            .map_or(&i[digits..], |n| &i[digits..digits + n]);
        if !glued.is_empty()
            && !matches!(glued, "cr" | "crowns" | "crown" | "c" | "coronas" | "cor")
        {
            return PErr::at(i).miss();
        }
        return match i[..digits].parse::<u32>() {
            Ok(n) if digits <= 9 => Ok((&i[digits..], n)),
            _ => PErr::expected(i, digits, Say::BigNumber).fail(),
        };
    }
    super::numerals::numeral(i).or_else(|_| small_number(i).map(|(r, n)| (r, u32::from(n))))
}

/// `crowns = amount ["crowns" | "crown" | "cr" | "coronas" | "corona"]`
pub fn crowns(input: &str) -> PResult<'_, u32> {
    let (rest, n) = amount(input)?;
    let rest = one_of(CROWN_UNITS)(rest).map_or(rest, |(r, _)| r);
    Ok((rest, n))
}

/// The words a sum of crowns is written with, after its number.
pub const CROWN_UNITS: &[&str] = &["crowns", "crown", "cr", "coronas", "corona", "c"];

/// One [`is_mark`] character, after spaces.
pub fn mark(input: &str) -> PResult<'_, &str> {
    let t = sp(input);
    // "Semana 4 ~> ...", "Week 1 => ...", "W2 -> ...": an arrow typed as two characters.
    for arrow in ["~>", "=>", "->", ">>", "-->", "==>", "<<"] {
        if let Some(r) = t.strip_prefix(arrow) {
            let r = r.trim_start_matches(['>', '<']);
            return Ok((r, &t[..t.len() - r.len()]));
        }
    }
    // ("Week 2 »» Frog & Peach", "Week 1 >>> duty": a run of them is one.)
    let n = t
        .char_indices()
        .find(|(_, c)| !is_mark(*c))
        .map_or(t.len(), |(k, _)| k);
    if n == 0 {
        return PErr::at(input).miss();
    }
    Ok((&t[n..], &t[..n]))
}

/// An arrow, an arrowhead or a guillemet a writer puts between a label and its orders, or
/// between orders ("Week 1 ▸ prac rapier", "Sem 1 › ...", "rapier → X-L-X").
pub fn is_mark(c: char) -> bool {
    matches!(
        c,
        '»' | '›'
            // "Semana 1 ¦ Cortejo a ...": the broken bar.
            | '¦'
            | '►'
            | '▶'
            | '▸'
            | '▹'
            | '▷'
            | '‣'
            | '•'
            | '➔'
            | '➜'
            | '➝'
            | '➞'
            | '➡'
            | '➤'
    ) || is_writers_symbol(c)
        || ('\u{2190}'..='\u{21ff}').contains(&c)
        || ('\u{2794}'..='\u{27bf}').contains(&c)
        || ('\u{25a0}'..='\u{25ff}').contains(&c)
        || ('\u{27f0}'..='\u{27ff}').contains(&c)
        || ('\u{2900}'..='\u{297f}').contains(&c)
        || ('\u{2b00}'..='\u{2b2f}').contains(&c)
}

/// A symbol of the writer's own choosing, beyond the arrows and guillemets we know: the
/// pilcrow, the section sign, a star, a dingbat ("Week 1 ¶ duty", "Sem. 2 § ...", "Week 3 ✦
/// Hunter's"). Any character that is no letter, digit, space or quotation, and says no sum
/// or count ("€", "£", "×") marks, as a colon would ("Week 1 ¤": the currency sign no
/// currency is written with). (In folded text quotation marks,
/// dashes and bullets are already '"', '-' and '*'.)
fn is_writers_symbol(c: char) -> bool {
    const NOT_MARKS: &[char] = &[
        '€', '£', '¥', '¢', '₤', '₧', '×', '÷', '±', '¿', '¡', '‰', '…',
    ];
    !c.is_ascii()
        && !c.is_alphanumeric()
        && !c.is_whitespace()
        && !c.is_control()
        && !NOT_MARKS.contains(&c)
        && !('\u{20a0}'..='\u{20cf}').contains(&c)
        // (Nor an accent combined with the letter before it, as decomposed mail writes them.)
        && !('\u{0300}'..='\u{036f}').contains(&c)
        && !('\u{1ab0}'..='\u{1aff}').contains(&c)
        && !('\u{1dc0}'..='\u{1dff}').contains(&c)
        && !('\u{20d0}'..='\u{20ff}').contains(&c)
        && !('\u{fe20}'..='\u{fe2f}').contains(&c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keywords_match_whole_words() {
        assert_eq!(kw("rest")(" rest now"), Ok((" now", "rest")));
        assert!(kw("rest")("restaurant").is_err());
        assert_eq!(kw("go to")("go to hunters"), Ok((" hunters", "go to")));
        assert_eq!(kw("(")("(rapier)"), Ok(("rapier)", "(")));
    }

    #[test]
    fn the_longest_alternative_wins() {
        let words: &[&str] = &["bebo", "bebo hasta reventar"];
        assert_eq!(
            one_of(words)("bebo hasta reventar."),
            Ok((".", "bebo hasta reventar"))
        );
        assert_eq!(one_of(words)("bebo."), Ok((".", "bebo")));
    }

    #[test]
    fn a_unit_glued_to_its_number() {
        assert_eq!(crowns("10cr 3 times"), Ok((" 3 times", 10)));
        assert_eq!(crowns("50crowns"), Ok(("", 50)));
        assert!(amount("3rd").is_err());
        assert!(amount("2x40").is_err());
    }

    #[test]
    fn small_numbers() {
        assert_eq!(small_number(" 2 extra"), Ok((" extra", 2)));
        assert_eq!(small_number("dos regalos"), Ok((" regalos", 2)));
        assert!(small_number("2nd").is_err());
        assert!(small_number("999").is_err());
    }

    #[test]
    fn words_of_names() {
        assert_eq!(word(" labelle, and"), Ok((", and", "labelle")));
        assert!(word(" (x)").is_err());
    }
}
