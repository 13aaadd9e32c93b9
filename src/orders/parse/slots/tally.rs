//! Stakes told in groups, as a GM tallies them whatever the words between: "a couple of bets,
//! say two at 100", "hago tres apuestas: dos de 200 coronas y la tercera de 100", "I bet 100,
//! after 100, after 50", "apuesto 300 y luego dos veces 150", "I play 3 times with 50
//! crowns". Each group is a count and a stake (a stake alone is one bet; "the third of 100"
//! is one); a total said before them ("three bets:") must be what the groups make, or
//! nothing is read. Every word of the stretch must be one of a tally's; the stretch ends at
//! the sentence's end or the first word that is not.

use super::stakes::{BET_NOUNS, count};
use crate::orders::parse::lex::{amount, one_of, sp};

/// Words between the groups that say nothing of them.
const BETWEEN: &[&str] = &[
    ",",
    ":",
    "and",
    "then",
    "after",
    "afterwards",
    "later",
    "y",
    "luego",
    "despues",
    "and then",
    "y luego",
    "y despues",
    "say",
    "digamos",
    "o sea",
    "that is",
    "with",
    "con",
    "i bet",
    "i play",
    "bet",
    "play",
    "apuesto",
    "juego",
];

/// Words that join a count to its stake ("two at 100", "dos de 200", "3 times with 50").
const COUNT_TO_STAKE: &[&str] = &[
    "at",
    "of",
    "de",
    "a",
    "x",
    "times",
    "veces",
    "times with",
    "veces con",
    "times of",
    "veces de",
    "times at",
];

/// The ordinals of a single bet told in its turn ("the third of 100", "la tercera de 100").
const ORDINALS: &[&str] = &[
    "the first",
    "the second",
    "the third",
    "the fourth",
    "the last",
    "the other",
    "another",
    "one more",
    "la primera",
    "la segunda",
    "la tercera",
    "la cuarta",
    "la ultima",
    "la otra",
    "otra",
    "una mas",
    "el primero",
    "el segundo",
    "el tercero",
    "el ultimo",
    "el otro",
];

/// Words that end a stake ("100 crowns", "200 coronas", "50 each").
const UNITS: &[&str] = &[
    "crowns", "crown", "cr", "coronas", "corona", "each", "cada una", "apiece",
];

/// The stakes of `input` told in groups, and the text after them.
pub(super) fn tally(input: &str) -> Option<(&str, Vec<u32>)> {
    let mut i = input;
    let mut total: Option<u8> = None;
    let mut list: Vec<u32> = Vec::new();
    let mut groups = 0;
    // (One group is a tally only with its count: "3 times with 50 crowns".)
    let mut counted = false;
    loop {
        let before = i;
        i = sp(i);
        if i.is_empty() || i.starts_with(['.', ';', '(', '?', '!']) {
            break;
        }
        if let Ok((r, _)) = one_of(BETWEEN)(i) {
            i = r;
            continue;
        }
        // A total said before the groups: "three bets:", "a couple of bets,".
        if total.is_none()
            && groups == 0
            && let Ok((r, n)) = count(i)
            && let Ok((r, _)) = one_of(BET_NOUNS)(r)
            && sp(r).starts_with([':', ','])
        {
            total = Some(n);
            i = r;
            continue;
        }
        // "the third of 100": one bet in its turn.
        if let Ok((r, _)) = one_of(ORDINALS)(i)
            && let r = one_of(&["of", "de", "at", "a", "for"])(r).map_or(r, |(r, _)| r)
            && let Ok((r, stake)) = amount(r)
        {
            list.push(stake);
            groups += 1;
            i = units(r);
            continue;
        }
        // "two at 100", "dos veces 150", "3 times with 50 crowns".
        if let Ok((r, n)) = count(i)
            && let Ok((r, _)) = one_of(COUNT_TO_STAKE)(r)
            && let Ok((r, stake)) = amount(r)
            && (1..=9).contains(&n)
        {
            list.extend(std::iter::repeat_n(stake, usize::from(n)));
            groups += 1;
            counted = true;
            i = units(r);
            continue;
        }
        // "100", "150 crowns": a stake alone is one bet (what follows it is a tally's).
        if let Ok((r, stake)) = amount(i)
            && (!sp(r).starts_with(|c: char| c.is_alphanumeric())
                || one_of(UNITS)(r).is_ok()
                || one_of(BETWEEN)(r).is_ok())
        {
            list.push(stake);
            groups += 1;
            i = units(r);
            continue;
        }
        i = before;
        break;
    }
    let told = total.is_none_or(|t| usize::from(t) == list.len());
    ((groups >= 2 || counted)
        && told
        && (1..=9).contains(&list.len())
        && list.iter().all(|&s| s > 0))
    .then_some((i, list))
}

/// `i` past the unit of a stake, if any.
fn units(i: &str) -> &str {
    one_of(UNITS)(i).map_or(i, |(r, _)| r)
}

#[cfg(test)]
mod tests {
    use super::tally;

    #[test]
    fn stakes_told_in_groups() {
        for (text, bets) in [
            ("a couple of bets, say two at 100", vec![100, 100]),
            (
                "tres apuestas: dos de 200 coronas y la tercera de 100",
                vec![200, 200, 100],
            ),
            ("100, after 100, after 50", vec![100, 100, 50]),
            ("300 y luego dos veces 150", vec![300, 150, 150]),
        ] {
            assert_eq!(tally(text).map(|(_, b)| b), Some(bets), "{text}");
        }
        // A total the groups do not make, one group only, or words not a tally's.
        assert_eq!(
            tally("three bets: two of 50 and the third of 100, and one more 20"),
            None
        );
        assert_eq!(
            tally("3 times with 50 crowns").map(|(_, b)| b),
            Some(vec![50; 3])
        );
        assert_eq!(tally("100"), None);
        assert_eq!(tally("100 for the horse and 50 for the groom"), None);
    }
}
