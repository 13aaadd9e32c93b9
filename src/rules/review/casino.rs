//! 003's Grand Casino (3.3.2), where the game plays it: a visit the month would refuse, said
//! while the player can change it. The month refuses by the same table (`tables::venues::
//! casino`, played in `society::venues::visit_casino`): a man below its social level is not
//! admitted, and nobody goes there but to play.

use crate::orders::say::Say;
use crate::orders::{Action, Diagnostic, OrderSheet};

/// An error for each Casino visit the month would refuse: without a bet, or (when his level
/// is known, from the game or from the letter) below the Casino's social level; and for bets
/// under its least stake, which the month refuses. `casino`: the game has the Casino (with no
/// game, a letter that goes there is written for one that has).
pub fn refused_casino_visits(
    sheet: &OrderSheet,
    text: &str,
    casino: bool,
    level: Option<u8>,
) -> Vec<Diagnostic> {
    if !casino {
        // Not in this game at all: `venues` says so.
        return Vec::new();
    }
    let table = crate::tables::venues::casino();
    let at_least = table.min_social_level;
    let minimum = table.minimum_bet;
    super::errors_by_order(sheet, text, |action| match action {
        Action::Casino { gamble } => match level.filter(|l| *l < at_least) {
            Some(level) => Some(Say::CasinoBarred { level, at_least }),
            None => match gamble {
                Some(g) if g.bets.iter().any(|b| b.crowns < minimum) => {
                    Some(Say::CasinoBetsBelowMinimum { minimum })
                }
                Some(g) if !g.bets.is_empty() => None,
                _ => Some(Say::CasinoWithoutBet),
            },
        },
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::orders::parse_orders;
    use crate::rules::Rulebook;

    #[test]
    fn a_casino_visit_the_month_would_refuse_is_asked_about() {
        let book = Rulebook::preux();
        let text = "Semana 1: voy al Gran Casino y apuesto 2 veces 300\n\
                    Semana 2: voy al Gran Casino\n\
                    Semana 3: voy al Gran Casino y hago 3 apuestas de 200\n";
        let sheet = parse_orders(text);
        let casino = book.spanish_venues;
        let said = refused_casino_visits(&sheet, text, casino, None);
        assert_eq!(said.len(), 2, "{said:?}");
        assert_eq!(said[0].line, 2);
        assert_eq!(
            (said[1].line, said[1].say.clone()),
            (3, Some(Say::CasinoBetsBelowMinimum { minimum: 300 }))
        );
        let said = refused_casino_visits(&sheet, text, casino, Some(7));
        assert_eq!(said.len(), 3, "{said:?}");
        assert!(said[0].message.contains('7'), "{}", said[0].message);
        let english = Rulebook::default().spanish_venues;
        assert!(refused_casino_visits(&sheet, text, english, Some(7)).is_empty());
    }
}
