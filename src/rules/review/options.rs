//! A month's order that the game's options leave out: a house kept (003, 4.5: `residences`),
//! a child wished for (4.3: `[house_rules.family] pregnancies`), a second hired (7.2:
//! `[house_rules.honour] seconds`). The month refuses them at no cost; the acknowledgement
//! says so while the player can still change his letter. Only when a game is given: a
//! letter read without one is read for a game that may have them.

use super::written_at;
use crate::orders::say::Say;
use crate::orders::{Diagnostic, MonthlyOrder, OrderSheet, Severity};
use crate::rules::Rulebook;

/// An error at each monthly order the game's rules leave out.
pub fn monthly_orders_left_out(
    sheet: &OrderSheet,
    text: &str,
    rulebook: &Rulebook,
) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for (i, order) in sheet.monthly.iter().enumerate() {
        let played = match order {
            MonthlyOrder::Residence { .. } => rulebook.residences,
            MonthlyOrder::TryForAChild => rulebook.family.pregnancies,
            MonthlyOrder::HireSecond => rulebook.honour.seconds,
            MonthlyOrder::CarryPistol => rulebook.pistols.allowed,
            MonthlyOrder::SeekTreatment => rulebook.disease.venereal,
            _ => true,
        };
        if played {
            continue;
        }
        let line = sheet.monthly_lines.get(i).copied().unwrap_or(0);
        let written = written_at(text, line, 1).unwrap_or_default();
        let say = Say::NotInTheseRules {
            order: order.kind().to_string(),
        };
        out.push(Diagnostic::new(
            line.max(1),
            1,
            Severity::Error,
            written,
            say,
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::orders::parse_orders;

    /// The English game keeps no houses, wishes for no heirs and hires no seconds; *Preux et
    /// audacieux* plays all three.
    #[test]
    fn a_monthly_order_the_game_leaves_out_is_said() {
        let text = "Week 1: rest\nResidence: a mansion.\nTry for an heir this month.\n\
                    Hire a second for the month\n";
        let sheet = parse_orders(text);
        let said: Vec<(u32, Say)> = monthly_orders_left_out(&sheet, text, &Rulebook::default())
            .into_iter()
            .map(|d| (d.line, d.say.expect("says")))
            .collect();
        let off = |order: &str| Say::NotInTheseRules {
            order: order.into(),
        };
        assert_eq!(
            said,
            vec![
                (2, off("residence")),
                (3, off("try_for_a_child")),
                (4, off("hire_second"))
            ]
        );
        assert!(monthly_orders_left_out(&sheet, text, &Rulebook::preux()).is_empty());
    }
}
