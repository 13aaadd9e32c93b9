//! Practice (000, Practice): four weeks with a weapon, not necessarily consecutive, raise the
//! expertise with that weapon by one. A week costs crowns equal to the expertise, except with
//! the regiment's own weapon, which is free.

use super::events::{Happening, Refusal, Source};
use super::ledger::{Ledger, Place};
use crate::tables::regiments;
use crate::vocab::Weapon;
use crate::world::CharacterId;

/// Weeks of practice that make one point of expertise.
pub const WEEKS_PER_POINT: u8 = 4;

/// A week at the fencing school. `weapon: None` means the regiment's weapon, or the rapier
/// for a man without a regiment (house rule: the rapier is "the common weapon used for
/// duelling").
pub(super) fn practise(ledger: &mut Ledger, who: &CharacterId, week: u8, weapon: Option<Weapon>) {
    let w = Some(week);
    let c = ledger.character(who);
    let regiment_weapon = c.regiment().map(|r| regiments::regiment(r).weapon);
    let weapon = weapon.or(regiment_weapon).unwrap_or(Weapon::Rapier);
    let cost = if Some(weapon) == regiment_weapon {
        0
    } else {
        i64::from(c.expertise_with(weapon))
    };
    if c.crowns < cost {
        let crowns = c.crowns;
        ledger.happen(
            w,
            who,
            Happening::Refused {
                order: "practice".to_string(),
                refusal: Refusal::CannotAfford { cost, crowns },
            },
        );
        return;
    }
    ledger.purse(w, who, -cost, Source::Practice { weapon });
    ledger.saw(week, Place::FencingSchool, who);
    let c = ledger.character_mut(who);
    let skill = c.weapons.entry(weapon).or_default();
    skill.practice_weeks += 1;
    let improved = skill.practice_weeks >= WEEKS_PER_POINT;
    if improved {
        skill.practice_weeks = 0;
        skill.gained += 1;
    }
    let weeks = skill.practice_weeks;
    let expertise = c.expertise_with(weapon);
    ledger.happen(
        w,
        who,
        Happening::Practised {
            weapon,
            weeks,
            improved,
            expertise,
        },
    );
}
