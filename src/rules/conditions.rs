//! Conditional orders: whether a condition holds at the moment the order is carried out.

use super::events::{Absent, Refusal};
use super::ledger::Ledger;
use crate::orders::Condition;
use crate::world::CharacterId;

/// Whether `condition` holds for `who` now; when it cannot be judged (a lady or a man the
/// game does not know, a play in a game without the theatre), why: the order is refused so,
/// and the player and the GM read it.
pub(super) fn holds(
    ledger: &Ledger,
    who: &CharacterId,
    condition: &Condition,
) -> Result<bool, Refusal> {
    let c = ledger.character(who);
    let lady = |name: &String| {
        ledger.world.lady_named(name).ok_or_else(|| {
            // "If Porthos accepts": only a lady is invited.
            match ledger.world.character_named(name) {
                Some(_) => Refusal::NotALady { name: name.clone() },
                None => Refusal::UnknownLady { name: name.clone() },
            }
        })
    };
    match condition {
        Condition::EnduranceBelowHalf => {
            Ok(2 * c.current_endurance < i32::from(c.abilities.endurance))
        }
        Condition::CourtingSucceeded { lady: name } => {
            Ok(c.mistress.as_ref() == Some(&lady(name)?.id))
        }
        // She accepts if he invited her this month and she said yes (never asked: no).
        Condition::Accepts { whom } => {
            let asked = (who.clone(), lady(whom)?.id.clone());
            Ok(ledger.invitations.get(&asked).copied().unwrap_or(false))
        }
        // The play is good when Paris found it competent or better (003, 3.4); without 003's
        // theatre there is no play to judge.
        Condition::PlayIsGood => {
            ledger
                .play
                .map(|(roll, _)| roll >= 3)
                .ok_or(Refusal::NotInThisGame {
                    what: Absent::TheatreRoyale,
                })
        }
        // Challenged by X: a challenge from him this month so far.
        Condition::ChallengedBy { whom } => {
            let by = &ledger
                .world
                .character_named(whom)
                .ok_or_else(|| Refusal::UnknownCharacter { name: whom.clone() })?
                .id;
            Ok(ledger.events.iter().any(|e| {
                e.who.as_ref() == Some(who) && matches!(&e.what, super::Happening::ChallengeReceived { by: b, .. } if b == by)
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
            Ok(true)
        );
        assert!(matches!(
            holds(&ledger, &id, &Condition::PlayIsGood),
            Err(Refusal::NotInThisGame { .. })
        ));
        let nobody = Condition::ChallengedBy {
            whom: "Nobody".into(),
        };
        assert!(matches!(
            holds(&ledger, &id, &nobody),
            Err(Refusal::UnknownCharacter { .. })
        ));
        // "If Blessé accepts": a man is not invited.
        let him = Condition::Accepts {
            whom: "Blessé".into(),
        };
        assert!(matches!(
            holds(&ledger, &id, &him),
            Err(Refusal::NotALady { .. })
        ));
    }
}
