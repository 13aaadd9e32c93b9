//! 003's Grand Casino (3.3.2), where the game plays it: a visit the month would refuse, said
//! while the player can change it. The month refuses by the same table (`tables::venues::
//! casino`, played in `society::venues::visit_casino`): a man below its social level is not
//! admitted, and nobody goes there but to play.

use crate::orders::say::Say;
use crate::orders::{Action, Diagnostic, OrderSheet};
use crate::rules::Rulebook;

/// An error for each Casino visit the month would refuse: without a bet, or (when his level
/// is known, from the game or from the letter) below the Casino's social level.
pub fn refused_casino_visits(
    sheet: &OrderSheet,
    text: &str,
    rulebook: &Rulebook,
    level: Option<u8>,
) -> Vec<Diagnostic> {
    if !rulebook.spanish_venues {
        // Not in this game at all: `venues` says so.
        return Vec::new();
    }
    let at_least = crate::tables::venues::casino().min_social_level;
    super::errors_by_order(sheet, text, |action| match action {
        Action::Casino { gamble } => match level.filter(|l| *l < at_least) {
            Some(level) => Some(Say::CasinoBarred { level, at_least }),
            None => gamble
                .as_ref()
                .is_none_or(|g| g.bets.is_empty())
                .then_some(Say::CasinoWithoutBet),
        },
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::orders::parse_orders;

    #[test]
    fn a_casino_visit_the_month_would_refuse_is_asked_about() {
        let book = Rulebook::preux();
        let text = "Semana 1: voy al Gran Casino y apuesto 2 veces 300\n\
                    Semana 2: voy al Gran Casino\n";
        let sheet = parse_orders(text);
        let said = refused_casino_visits(&sheet, text, &book, None);
        assert_eq!(said.len(), 1, "{said:?}");
        assert_eq!(said[0].line, 2);
        let said = refused_casino_visits(&sheet, text, &book, Some(7));
        assert_eq!(said.len(), 2, "{said:?}");
        assert!(said[0].message.contains('7'), "{}", said[0].message);
        assert!(refused_casino_visits(&sheet, text, &Rulebook::default(), Some(7)).is_empty());
    }
}
