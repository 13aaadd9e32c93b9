//! Stakes the purse cannot cover where there is no credit: at the bawdyhouse (000,
//! Bawdyhouses) and in the taverns of the docks (003, 3.2.1) a man plays with what he carried
//! and nothing more (`society::bawdyhouse` plays the bets his purse allows and drops the rest). A letter that brings 40 crowns and stakes 300
//! asks the GM which he meant, so it is said while the player can answer.

use crate::orders::say::Say;
use crate::orders::{Action, Diagnostic, OrderSheet};

/// An error for each bawdyhouse or tavern visit whose stakes add up to more than the purse
/// carried.
pub fn stakes_above_purse(sheet: &OrderSheet, text: &str) -> Vec<Diagnostic> {
    super::errors_by_order(sheet, text, |action| match action {
        Action::VisitBawdyhouse {
            gamble: Some(gamble),
            crowns_carried: Some(carried),
            ..
        }
        | Action::Tavern {
            gamble: Some(gamble),
            crowns_carried: Some(carried),
            ..
        } => {
            let staked: u32 = gamble.bets.iter().map(|b| b.crowns).sum();
            (staked > *carried).then_some(Say::StakesAbovePurse {
                carried: *carried,
                staked,
            })
        }
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::orders::parse_orders;

    #[test]
    fn a_purse_smaller_than_the_stakes_is_asked_about() {
        let text = "Week 1: the bawdyhouse, carouse, bringing 40 crowns; 3 bets of 100\n\
                    Week 2: the bawdyhouse, carouse, bringing 400 crowns; 3 bets of 100\n";
        let sheet = parse_orders(text);
        let said = stakes_above_purse(&sheet, text);
        assert_eq!(said.len(), 1, "{said:?}");
        assert_eq!(said[0].line, 1);
        assert!(said[0].message.contains("40 crowns"), "{}", said[0].message);
        assert!(said[0].message.contains("300"), "{}", said[0].message);
    }
}
