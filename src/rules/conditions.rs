//! Conditional orders: whether a condition holds at the moment the order is carried out.

use super::ledger::Ledger;
use crate::orders::Condition;
use crate::world::CharacterId;

/// Whether `condition` holds for `who` now; `None` when this version cannot tell (the order
/// is then refused, and the GM sees it).
pub(super) fn holds(ledger: &Ledger, who: &CharacterId, condition: &Condition) -> Option<bool> {
    let c = ledger.character(who);
    match condition {
        Condition::EnduranceBelowHalf => {
            Some(2 * c.current_endurance < i32::from(c.abilities.endurance))
        }
        Condition::CourtingSucceeded { lady } => {
            let lady = ledger.world.lady_named(lady)?;
            Some(c.mistress.as_ref() == Some(&lady.id))
        }
        Condition::Accepts { .. } | Condition::PlayIsGood | Condition::ChallengedBy { .. } => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calendar::Month;
    use crate::dice::ScriptedDice;
    use crate::rules::birth::roll_character;
    use crate::world::World;

    #[test]
    fn endurance_below_half() {
        let (mut c, _) = roll_character("Blessé", "b@example.org", &mut ScriptedDice::new([3; 15]));
        c.current_endurance = i32::from(c.abilities.endurance) / 2 - 1;
        let id = c.id.clone();
        let mut world = World::new(Month::new(1626, 1));
        world.characters.insert(id.clone(), c);
        let ledger = Ledger::new(world);
        assert_eq!(
            holds(&ledger, &id, &Condition::EnduranceBelowHalf),
            Some(true)
        );
        assert_eq!(holds(&ledger, &id, &Condition::PlayIsGood), None);
    }
}
