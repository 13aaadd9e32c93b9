//! Sums written in words, as players write them in a letter: "fifty", "a hundred", "one
//! hundred and fifty (150)", "two hundred", "ochenta", "ciento cincuenta", "treinta y cinco",
//! "doscientas". Folded text (lowercase, no accents).
//!
//! ```text
//! numeral   = hundreds [["and" | "y"] below_100] | below_100
//! hundreds  = ("a" | "one" | "two" | ... | "nine") "hundred" | "cien" | "ciento" | "doscientos" | ...
//! below_100 = tens ["-" | " " | "y"] [unit] | teen | unit
//! ```
//! A figure in brackets after the words ("one hundred and fifty (150)") is the same sum, read
//! past. Counts up to five stay with [`super::lex::small_number`]: a numeral here is at least
//! six, so that "a" and "one" keep meaning one bet.

use super::lex::{PErr, PResult, is_word_char, sp};

const UNITS: &[(&str, u32)] = &[
    ("one", 1),
    ("two", 2),
    ("three", 3),
    ("four", 4),
    ("five", 5),
    ("six", 6),
    ("seven", 7),
    ("eight", 8),
    ("nine", 9),
    ("uno", 1),
    ("un", 1),
    ("una", 1),
    ("dos", 2),
    ("tres", 3),
    ("cuatro", 4),
    ("cinco", 5),
    ("seis", 6),
    ("siete", 7),
    ("ocho", 8),
    ("nueve", 9),
];

const TEENS: &[(&str, u32)] = &[
    ("ten", 10),
    ("eleven", 11),
    ("twelve", 12),
    ("thirteen", 13),
    ("fourteen", 14),
    ("fifteen", 15),
    ("sixteen", 16),
    ("seventeen", 17),
    ("eighteen", 18),
    ("nineteen", 19),
    ("diez", 10),
    // "once" is left out: in English it is no number ("bet 50 once").
    ("doce", 12),
    ("trece", 13),
    ("catorce", 14),
    ("quince", 15),
    ("dieciseis", 16),
    ("diecisiete", 17),
    ("dieciocho", 18),
    ("diecinueve", 19),
    ("veinte", 20),
    ("veintiuno", 21),
    ("veintidos", 22),
    ("veintitres", 23),
    ("veinticuatro", 24),
    ("veinticinco", 25),
];

const TENS: &[(&str, u32)] = &[
    ("twenty", 20),
    ("thirty", 30),
    ("forty", 40),
    ("fourty", 40),
    ("fifty", 50),
    ("sixty", 60),
    ("seventy", 70),
    ("eighty", 80),
    ("ninety", 90),
    ("treinta", 30),
    ("cuarenta", 40),
    ("cincuenta", 50),
    ("sesenta", 60),
    ("setenta", 70),
    ("ochenta", 80),
    ("noventa", 90),
];

const HUNDREDS_ES: &[(&str, u32)] = &[
    ("cien", 100),
    ("ciento", 100),
    ("doscientos", 200),
    ("doscientas", 200),
    ("trescientos", 300),
    ("trescientas", 300),
    ("cuatrocientos", 400),
    ("cuatrocientas", 400),
    ("quinientos", 500),
    ("quinientas", 500),
    ("seiscientos", 600),
    ("seiscientas", 600),
    ("setecientos", 700),
    ("setecientas", 700),
    ("ochocientos", 800),
    ("ochocientas", 800),
    ("novecientos", 900),
    ("novecientas", 900),
    ("mil", 1000),
];

/// The whole word at the start of `input` if it is in `table`.
fn word_in<'a>(input: &'a str, table: &[(&str, u32)]) -> Option<(&'a str, u32)> {
    let i = sp(input);
    let n = i.find(|c: char| !is_word_char(c)).unwrap_or(i.len());
    let w = &i[..n];
    table
        .iter()
        .find(|(name, _)| *name == w)
        .map(|(_, v)| (&i[n..], *v))
}

fn keyword<'a>(input: &'a str, words: &[&str]) -> Option<&'a str> {
    let i = sp(input);
    let n = i.find(|c: char| !is_word_char(c)).unwrap_or(i.len());
    words.contains(&&i[..n]).then(|| &i[n..])
}

/// 1 to 99 in words.
fn below_100(input: &str) -> Option<(&str, u32)> {
    if let Some((r, t)) = word_in(input, TENS) {
        // "fifty-five", "fifty five", "treinta y cinco".
        let after = r.strip_prefix('-').unwrap_or(r);
        let after = keyword(after, &["y"]).unwrap_or(after);
        if let Some((r2, u)) = word_in(after, UNITS) {
            return Some((r2, t + u));
        }
        return Some((r, t));
    }
    word_in(input, TEENS).or_else(|| word_in(input, UNITS))
}

/// A sum in words (see the module documentation), at least six.
pub fn numeral(input: &str) -> PResult<'_, u32> {
    let i = sp(input);
    // Most words are no numeral: one look in the sorted list of the words a sum may start
    // with settles it.
    let n = i.find(|c: char| !is_word_char(c)).unwrap_or(i.len());
    if starting_words().binary_search(&&i[..n]).is_err() {
        return PErr::at(i).miss();
    }
    let (rest, value) = hundreds(i)
        .or_else(|| below_100(i))
        .ok_or_else(|| nom::Err::Error(PErr::at(i)))?;
    if value < 6 {
        return PErr::at(i).miss();
    }
    // "(150)": the same sum in figures.
    let rest = match sp(rest).strip_prefix('(') {
        Some(inner) => {
            let digits = inner.find(|c: char| !c.is_ascii_digit()).unwrap_or(0);
            match inner[digits..].strip_prefix(')') {
                Some(after) if inner[..digits].parse() == Ok(value) => after,
                _ => rest,
            }
        }
        None => rest,
    };
    Ok((rest, value))
}

/// Every word a sum in words may start with, sorted.
fn starting_words() -> &'static [&'static str] {
    static WORDS: std::sync::OnceLock<Vec<&'static str>> = std::sync::OnceLock::new();
    WORDS.get_or_init(|| {
        let mut words: Vec<&str> = [UNITS, TEENS, TENS, HUNDREDS_ES]
            .iter()
            .flat_map(|t| t.iter().map(|(w, _)| *w))
            .chain(["a", "an"])
            .collect();
        words.sort_unstable();
        words.dedup();
        words
    })
}

fn hundreds(i: &str) -> Option<(&str, u32)> {
    let (rest, h) = if let Some((r, h)) = word_in(i, HUNDREDS_ES) {
        (r, h)
    } else {
        let (r, n) = keyword(i, &["a", "an"])
            .map(|r| (r, 1))
            .or_else(|| word_in(i, UNITS))?;
        let r = keyword(r, &["hundred"])?;
        (r, n * 100)
    };
    let after = keyword(rest, &["and", "y"]).unwrap_or(rest);
    match below_100(after) {
        Some((r, n)) => Some((r, h + n)),
        None => Some((rest, h)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sums_in_words() {
        for (text, n) in [
            ("fifty crowns", 50),
            ("a hundred crowns", 100),
            ("one hundred and fifty (150) crowns", 150),
            ("two hundred", 200),
            ("fifty-five", 55),
            ("ochenta coronas", 80),
            ("ciento cincuenta", 150),
            ("treinta y cinco", 35),
            ("doscientas coronas", 200),
            ("cien coronas", 100),
            ("twelve", 12),
        ] {
            assert_eq!(numeral(text).map(|(_, v)| v), Ok(n), "{text}");
        }
        assert_eq!(
            numeral("one hundred and fifty (150) crowns").unwrap().0,
            " crowns"
        );
        // Counts up to five are small numbers, and words are whole.
        assert!(numeral("three bets").is_err());
        assert!(numeral("a bet").is_err());
        assert!(numeral("fiftyish").is_err());
    }
}
