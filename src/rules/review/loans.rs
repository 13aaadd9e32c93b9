//! A moneylender's loan past what the rules let a man owe (100 crowns a social level: 000,
//! Loans; 003 2.1.2), said while the player can change it. The month refuses the same loan
//! by the same limit (`society::loans::moneylender_limit`). Against a game the character's
//! own level and debts count; without one (`engarde check`), the level the letter itself
//! states ("Social Level 8", "SL 11", "NS 7"), if it states one.

use crate::orders::say::Say;
use crate::orders::{Action, Diagnostic, Lender, OrderSheet};
use crate::rules::society::loans::{borrowed_from_moneylenders, moneylender_limit};
use crate::world::Character;

/// An error for each loan from the moneylender that would take what he owes them past the
/// limit of his social level: the character's, or else the level the letter states.
pub fn over_the_loan_limit(
    sheet: &OrderSheet,
    text: &str,
    character: Option<&Character>,
) -> Vec<Diagnostic> {
    let (level, mut owed) = match character {
        Some(c) => (c.social_level, borrowed_from_moneylenders(c)),
        None => match stated_social_level(text) {
            Some(level) => (level, 0),
            None => return Vec::new(),
        },
    };
    let limit = moneylender_limit(level);
    super::errors_by_order(sheet, text, |action| {
        let Action::Borrow {
            from: Lender::Moneylender,
            crowns,
        } = action
        else {
            return None;
        };
        let asked = i64::from(*crowns);
        if owed + asked > limit {
            return Some(Say::OverTheLoanLimit {
                level,
                limit,
                owed,
                asked,
            });
        }
        owed += asked;
        None
    })
}

/// The social level a letter states for its character: "Social Level 8", "SL 11", "SL: 9",
/// "NS 7", "nivel social 6", "N.S. 10". The first one stated; a level past 30 is no level.
pub fn stated_social_level(text: &str) -> Option<u8> {
    const LABELS: &[&str] = &[
        "social level",
        "social standing",
        "nivel social",
        "sl",
        "ns",
        "n.s.",
        "s.l.",
    ];
    let low = text.to_lowercase();
    for (at, _) in low.char_indices() {
        if at > 0 && low[..at].ends_with(|c: char| c.is_alphanumeric()) {
            continue;
        }
        let rest = &low[at..];
        let Some(label) = LABELS.iter().find(|l| rest.starts_with(**l)) else {
            continue;
        };
        let after = &rest[label.len()..];
        if after.starts_with(|c: char| c.is_alphanumeric()) && !label.ends_with('.') {
            continue;
        }
        let after = after.trim_start_matches([' ', ':', '=', '-', '(']);
        let after = after
            .strip_prefix("of ")
            .or_else(|| after.strip_prefix("de "))
            .unwrap_or(after);
        let digits: String = after.chars().take_while(char::is_ascii_digit).collect();
        if let Ok(n) = digits.parse::<u8>()
            && (1..=30).contains(&n)
        {
            return Some(n);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::orders::parse_orders;

    #[test]
    fn a_level_stated_however_it_is_written() {
        for (text, level) in [
            ("Nicolas (Social Level 8 at the moment, sadly)", Some(8)),
            ("I am SL 11, so this is allowed", Some(11)),
            ("NS: 7, Fuerza 12", Some(7)),
            ("tengo nivel social 6", Some(6)),
            ("SLOW week; 3 bets", None),
            ("Week 1: the bawdyhouse", None),
        ] {
            assert_eq!(stated_social_level(text), level, "{text}");
        }
    }

    #[test]
    fn a_loan_past_a_hundred_crowns_a_level_is_asked_about() {
        let text = "Social Level 8.\nWeek 1: borrow 2,000 crowns from the moneylender\n\
                    Week 2: borrow 500 crowns from the moneylender\n";
        let sheet = parse_orders(text);
        let said = over_the_loan_limit(&sheet, text, None);
        assert_eq!(said.len(), 1, "{said:?}");
        assert_eq!(said[0].line, 2);
        assert!(said[0].message.contains("800"), "{}", said[0].message);
        // Within the limit, or with no level known, nothing is said.
        let text = "SL 8\nWeek 1: borrow 500 crowns from the moneylender\n";
        assert!(over_the_loan_limit(&parse_orders(text), text, None).is_empty());
        let text = "Week 1: borrow 2000 crowns from the moneylender\n";
        assert!(over_the_loan_limit(&parse_orders(text), text, None).is_empty());
    }
}
