//! Week labels known by their run, not by their words.
//!
//! Players label their weeks in every language they speak: "Wik namba 1:", "Săpt. 1 –",
//! "1주차 (week 1):", "La 1ª:", "Sem. 1 /", "Vecka 1 -". No list of words holds them all, but a
//! GM knows them at a glance: the same few words at the start of three or four lines, a number
//! that runs 1, 2, 3 (4), and a mark before the orders. That shape is what is read here, for
//! lines that no known label opens.
//!
//! ```text
//! series_label = prefix NUMBER [suffix] [word] [ "(" gloss ")" ] separator
//! prefix       = up to three words, no digit, no ":" "," ";" (may be empty)
//! suffix       = letters glued to the number ("ª", "st", "주차"), the same on every line
//! separator    = one to three of : - – — / ~ = > ) | . + * » •, then text
//! ```
//!
//! A run is the lines sharing one prefix and suffix whose numbers go up, line after line, over
//! at least three of the month's weeks. Fewer is not a run: "Bet 2: ..." once is not a label.

/// The shape of a line's label: what must be the same on every line of a run (its prefix and
/// suffix), the week it names, and where the orders after it start (a byte offset in the line).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Shape {
    key: String,
    week: u8,
    end: usize,
}

/// For each of `lines` (folded text, past list marks), the week its label names and where the
/// text after the label starts, when the line belongs to a run of labels.
pub fn series(lines: &[&str]) -> Vec<Option<(usize, u8)>> {
    let shapes: Vec<Option<Shape>> = lines.iter().map(|l| shape(l)).collect();
    let mut out = vec![None; lines.len()];
    let mut keys: Vec<&str> = shapes.iter().flatten().map(|s| s.key.as_str()).collect();
    keys.sort_unstable();
    keys.dedup();
    for key in keys {
        let run: Vec<(usize, &Shape)> = shapes
            .iter()
            .enumerate()
            .filter_map(|(n, s)| s.as_ref().filter(|s| s.key == key).map(|s| (n, s)))
            .collect();
        let rising = run.windows(2).all(|w| w[0].1.week < w[1].1.week);
        if rising && run.len() >= 3 {
            for (n, s) in run {
                out[n] = Some((s.end, s.week));
            }
        }
    }
    out
}

/// A line's label shape, if it opens with one.
fn shape(line: &str) -> Option<Shape> {
    // "First ouk:", "Segunda semmana -": an ordinal word opening the line stands for the number.
    if let Some((week, rest)) = ordinal_word(line) {
        return after_number(line, "", week, rest);
    }
    let digit = line.find(|c: char| c.is_ascii_digit())?;
    let prefix = line[..digit].trim_end();
    if prefix.len() > 20
        || prefix.split_whitespace().count() > 3
        || prefix.contains([':', ',', ';', '"', '('])
        || prefix.starts_with('>')
    {
        return None;
    }
    let rest = &line[digit..];
    let len = rest
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(rest.len());
    if len > 1 {
        return None;
    }
    let week = rest[..len]
        .parse::<u8>()
        .ok()
        .filter(|n| (1..=4).contains(n))?;
    let rest = &rest[len..];
    // Letters glued to the number: "1a" (1ª), "1st", "1주차". English ordinals differ by number.
    let glued = rest
        .find(|c: char| !c.is_alphabetic())
        .unwrap_or(rest.len());
    if glued > 12 {
        return None;
    }
    let suffix = match &rest[..glued] {
        "st" | "nd" | "rd" | "th" => "th",
        s => s,
    };
    let key = format!("{prefix}#{suffix}");
    after_number(line, &key, week, &rest[glued..])
}

/// The ordinal word a line opens with, as a week, and what follows it.
fn ordinal_word(line: &str) -> Option<(u8, &str)> {
    // Yorkshire's "T'first week" (the apostrophe folded away: "tfirst").
    let line = line
        .strip_prefix('t')
        .filter(|l| {
            let w = l.find(|c: char| !c.is_alphabetic()).unwrap_or(l.len());
            super::super::words::ORDINAL_WORDS
                .iter()
                .any(|(o, _)| *o == &l[..w])
        })
        .unwrap_or(line);
    let w = line
        .find(|c: char| !c.is_alphabetic())
        .unwrap_or(line.len());
    let week = super::super::words::ORDINAL_WORDS
        .iter()
        .find(|(o, _)| *o == &line[..w])?
        .1;
    Some((week, &line[w..]))
}

/// The rest of a label after its number: a word, a gloss, the mark, then orders.
fn after_number(line: &str, key: &str, week: u8, rest: &str) -> Option<Shape> {
    let mut rest = rest.trim_start();
    // A word after the number: "Namba 1 wik:", "1 hafta -".
    let mut word = "";
    if !rest.starts_with(|c: char| ":-–—/~=>)|.+*»•(►▶→".contains(c)) {
        let w = rest
            .find(|c: char| !c.is_alphabetic())
            .unwrap_or(rest.len());
        if w == 0 || w > 8 {
            return None;
        }
        word = &rest[..w];
        rest = rest[w..].trim_start();
    }
    // A gloss in brackets: "1주차 (week 1):".
    if let Some(inner) = rest.strip_prefix('(') {
        let close = inner.find(')').filter(|&k| k <= 24)?;
        rest = inner[close + 1..].trim_start();
    }
    let marks = rest
        .find(|c: char| !":-–—/~=>)|.+*»•►▶→".contains(c))
        .unwrap_or(rest.len());
    if marks == 0 || marks > 3 {
        return None;
    }
    let after = &rest[marks..];
    // The mark stands apart from what follows it ("1.5 crowns" is no label), and orders follow.
    if !after.starts_with(' ') || !after.trim_start().starts_with(|c: char| c.is_alphabetic()) {
        return None;
    }
    let end = line.len() - after.trim_start().len();
    Some(Shape {
        key: format!("{key}#{word}"),
        week,
        end,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn weeks(lines: &[&str]) -> Vec<Option<u8>> {
        series(lines).iter().map(|s| s.map(|(_, w)| w)).collect()
    }

    #[test]
    fn runs_of_labels_in_any_language_name_weeks() {
        for run in [
            [
                "wik namba 1: i go",
                "wik namba 2: duty",
                "wik namba 3: duty",
            ],
            ["sapt. 1 - i ask", "sapt. 2 - i court", "sapt. 3 - i make"],
            [
                "1주차 (week 1): i ask",
                "2주차 (week 2): blue",
                "3주차 (week 3): i trade",
            ],
            ["la 1a: voy al", "la 2a: en les", "la 3a: practico"],
            ["sem. 1 / l'epee", "sem. 2 / visito", "sem. 3 / practico"],
            [
                "namba 1 wik: hunter's",
                "namba 2 wik: practise",
                "namba 3 wik: court",
            ],
            ["1st - duty", "2nd - duty", "3rd - practise"],
            // A word of his own dialect after an ordinal: Orkney's "ouk", a week.
            [
                "first ouk: duty",
                "second ouk: practise",
                "third ouk: the blue",
            ],
        ] {
            assert_eq!(weeks(&run), [Some(1), Some(2), Some(3)], "{run:?}");
        }
        let lines = ["wik namba 1: i go to hunter's"];
        assert_eq!(
            series(&[lines[0], "wik namba 2: x", "wik namba 4: y"])[0],
            Some((13, 1))
        );
    }

    #[test]
    fn numbers_that_do_not_run_are_no_labels() {
        // Two lines are not a run; numbers that do not rise are a list of something else.
        assert_eq!(weeks(&["bet 1: x", "bet 2: y"]), [None, None]);
        assert_eq!(
            weeks(&["bets 3 - a", "bets 2 - b", "bets 1 - c"]),
            [None, None, None]
        );
        // Amounts and prose are no labels.
        assert_eq!(
            weeks(&["i bet 2.5 crowns", "i bet 3.5 crowns", "i bet 4.5 crowns"]),
            [None, None, None]
        );
        assert_eq!(
            weeks(&["week 12: x", "i have 3 horses", "and 4 grooms: many"]),
            [None, None, None]
        );
    }
}
