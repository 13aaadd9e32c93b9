//! Practice (000, Practice): four weeks with a weapon, not necessarily consecutive, raise the
//! expertise with that weapon by one. A week costs crowns equal to the expertise, except with
//! the regiment's own weapon, which is free.

use super::events::{Happening, Refusal, Source};
use super::ledger::{Ledger, Place};
use crate::tables::regiments;
use crate::vocab::Weapon;
use crate::world::CharacterId;

/// Weeks of practice that make one point of expertise.
pub const WEEKS_PER_POINT: u8 = crate::world::WeaponSkill::WEEKS_PER_POINT;

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
    let improved = skill.practise_week();
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

/// Expertise given up for one point of strength (000, Practice: "At any time, a character may
/// subtract five from his Expertise to add one to his Strength ... irreversible").
pub const EXPERTISE_PER_STRENGTH: u8 = 5;

/// Trades five expertise for one strength. House rule: the five come from what he gained with
/// the weapon named (if any), then from his base expertise, which every weapon shares; his
/// endurance (constitution x strength) grows with his strength, and so does his current
/// endurance.
pub(super) fn trade_expertise(
    ledger: &mut Ledger,
    who: &CharacterId,
    week: u8,
    weapon: Option<Weapon>,
) {
    let c = ledger.character(who);
    let from_weapon = weapon.map_or(0, |w| c.weapons.get(&w).map_or(0, |s| s.gained));
    let available = from_weapon + c.abilities.expertise;
    if available < EXPERTISE_PER_STRENGTH + 1 {
        let refusal = Refusal::TooLittleExpertise { has: available };
        let order = "trade_expertise".to_string();
        return ledger.happen(Some(week), who, Happening::Refused { order, refusal });
    }
    let c = ledger.character_mut(who);
    let mut owed = EXPERTISE_PER_STRENGTH;
    if let Some(w) = weapon
        && let Some(skill) = c.weapons.get_mut(&w)
    {
        let take = skill.gained.min(owed);
        skill.gained -= take;
        owed -= take;
    }
    c.abilities.expertise -= owed;
    c.abilities.strength += 1;
    let gained = i32::from(c.abilities.constitution);
    c.abilities.endurance = u16::from(c.abilities.constitution) * u16::from(c.abilities.strength);
    c.current_endurance += gained;
    let strength = c.abilities.strength;
    ledger.happen(Some(week), who, Happening::TradedExpertise { strength });
}
