//! Names of people as players write them (`Mme. Roxanne`, `"Juliette Labelle"`), and the
//! near misses of names the parser knows (a club, a weapon), for a "did you mean".

use super::lex::{PErr, PResult, one_of, punct, sp, word};
use super::words::NAME_STOPS;
use crate::orders::Say;
use nom::Parser;
use nom::combinator::opt;

/// The words at `input` (up to four, stopping at a name stop) and what `guess` makes of the
/// longest run of them that it recognises.
pub fn near_miss<T>(input: &str, guess: impl Fn(&str) -> Option<T>) -> (&str, Option<T>) {
    let start = sp(input);
    let mut ends = Vec::new();
    let mut i = start;
    while ends.len() < 4 {
        if one_of(NAME_STOPS)(i).is_ok() {
            break;
        }
        match word(i) {
            Ok((rest, _)) => {
                ends.push(start.len() - rest.len());
                i = rest;
            }
            Err(_) => break,
        }
    }
    let span = &start[..ends.last().copied().unwrap_or(0)];
    for end in ends.iter().rev() {
        if let Some(g) = guess(&start[..*end]) {
            return (span, Some(g));
        }
    }
    (span, None)
}

/// A name, or an error saying `what()`.
pub fn name_after<'a>(input: &'a str, what: impl Fn() -> Say) -> PResult<'a, &'a str> {
    name(input).or_else(|_| PErr::expected(sp(input), 0, what()).miss())
}

/// ```text
/// name = ["\""] name_word+ ["\""]
/// name_word = WORD ["."]      (the "." only after a title: "Mme.", "St.")
/// ```
/// A name stops before a stop word (`with`, `and`, `con`, `y`, `as`, `if`...) and at
/// punctuation.
pub fn name(input: &str) -> PResult<'_, &str> {
    const ABBREVIATIONS: &[&str] = &[
        "mme", "mlle", "mr", "mrs", "st", "sr", "sra", "srta", "dr", "d", "dna", "don", "m",
        "mons", "capt", "lt", "col", "maj", "sgt", "gen", "pvt", "cpt", "cpl", "ens", "lieut",
        "brig", "subt", "tte", "cap", "sarg", "sold",
    ];
    let (i, q) = opt(punct('"')).parse(input)?;
    let i = sp(i);
    let mut end = 0;
    let mut rest = i;
    loop {
        if one_of(NAME_STOPS)(rest).is_ok() {
            break;
        }
        // "Lt. Hugues Drancy of the 13th Fusiliers – they are enemies": a dash standing apart
        // ends the name ("Saint-Amand" keeps its own).
        if rest.starts_with(' ') && rest.trim_start().starts_with('-') {
            break;
        }
        let Ok((after, w)) = word(rest) else { break };
        // "lend Mathis Aubrac 40cr": a number, even with its unit glued on, ends a name.
        let unit = w.trim_start_matches(|c: char| c.is_ascii_digit());
        if w.starts_with(|c: char| c.is_ascii_digit())
            && matches!(unit, "" | "cr" | "c" | "crowns" | "coronas" | "cor")
        {
            break;
        }
        let after = match after.strip_prefix('.') {
            Some(a) if ABBREVIATIONS.contains(&w) => a,
            _ => after,
        };
        end = i.len() - after.len();
        rest = after;
    }
    // "al capitan Remi Sauvaget del 53": a particle before a number is the regiment's, not
    // the name's.
    let regiment_number = |r: &str| {
        let r = sp(r);
        let digits = r.len() - r.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        digits == 2 && !sp(&r[digits..]).starts_with(|c: char| c.is_alphabetic())
    };
    for particle in [" del", " de"] {
        if i[..end].ends_with(particle) && regiment_number(&i[end..]) {
            end -= particle.len();
            rest = &i[end..];
            break;
        }
    }
    if end == 0 {
        return PErr::at(i).miss();
    }
    let rest = if q.is_some() {
        opt(punct('"')).parse(rest)?.0
    } else {
        rest
    };
    Ok((rest, &i[..end]))
}

/// `bracketed_name = "(" name ")"`
pub fn bracketed_name(input: &str) -> PResult<'_, &str> {
    let (rest, _) = punct('(')(input)?;
    let (rest, n) = name(rest)?;
    let (rest, _) = punct(')')(rest)?;
    Ok((rest, n))
}
