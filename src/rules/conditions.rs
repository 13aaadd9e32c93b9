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
        // She accepts if he invited her this month and she said yes (never asked: no).
        Condition::Accepts { whom } => ledger.world.lady_named(whom).map(|lady| {
            let asked = (who.clone(), lady.id.clone());
            ledger.invitations.get(&asked).copied().unwrap_or(false)
        }),
        // The play is good when Paris found it competent or better (003, 3.4).
        Condition::PlayIsGood => ledger.play.map(|(roll, _)| roll >= 3),
        // Challenged by X: a challenge from him this month so far.
        Condition::ChallengedBy { whom } => {
            let by = ledger.world.character_named(whom)?.id.clone();
            Some(ledger.events.iter().any(|e| {
                e.who.as_ref() == Some(who) && matches!(&e.what, super::Happening::ChallengeReceived { by: b, .. } if *b == by)
            }))
        }
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
