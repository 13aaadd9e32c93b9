//! Pistols (003, 8.9), a game option (`[house_rules.pistols] allowed`).
//!
//! - 8.9.1: "impropias de un verdadero caballero ... se usarán únicamente en ocasiones muy
//!   especiales, como emboscadas ... En ningún caso se utilizarán en un duelo, bajo pena de
//!   caer en desgracia." A duel with pistols is no order the month carries out: the reader
//!   sends it to the GM.
//! - 8.9.2: pistol mastery rises by practice "al mismo coste que las armas de hoja, es decir,
//!   la maestría en coronas", four weeks a point as with a blade, "pero con cada semana de
//!   práctica se perderán además dos puntos de status".
//! - 8.9.3: "un personaje que tenga pistola no la lleva consigo a menos que lo indique
//!   expresamente": a monthly order carries it, loaded.
//! - 8.9.4-8.9.5: the shot (`tables::pistols`). The one ambush the month plays is the
//!   bawdyhouse's footpads (000: on a 6): a man who carries his pistol fires at them, and a
//!   hit (or a kill) sends them running with nothing. House rule (003 gives the modifiers, not
//!   the footpads' range or pace): `against_footpads` is the modifier for the circumstances,
//!   0 by default (none of 8.9.4's range or movement modifiers applied).
//! - The price is the price list's (2.0.3, "Pistola (¡cobarde!)": 85 crowns).

use super::events::{Happening, Refusal, Source};
use super::ledger::Ledger;
use super::ledger::refuse;
use crate::dice::Dice;
use crate::orders::{Action, MonthlyOrder, OrderSheet};
pub use crate::rules::rulebook::pistols::PistolRules;
use crate::tables::pistols::{Shot, pistols};
use crate::world::{CharacterId, WeaponSkill};
use std::collections::BTreeMap;

/// Buys a pistol at the price list's price.
pub(super) fn buy(ledger: &mut Ledger, who: &CharacterId, week: u8, rules: &PistolRules) {
    let w = Some(week);
    if !rules.allowed {
        return refuse(ledger, who, w, "buy_pistol", Refusal::NoPistols);
    }
    let c = ledger.character(who);
    if c.pistol.is_some() {
        return refuse(ledger, who, w, "buy_pistol", Refusal::HasPistol);
    }
    let cost = i64::from(pistols().price());
    if c.crowns < cost {
        let crowns = c.crowns;
        return refuse(
            ledger,
            who,
            w,
            "buy_pistol",
            Refusal::CannotAfford { cost, crowns },
        );
    }
    ledger.purse(w, who, -cost, Source::Pistol);
    ledger.character_mut(who).pistol = Some(WeaponSkill::default());
    ledger.happen(w, who, Happening::BoughtPistol { crowns: cost });
}

/// A week's practice with his pistol: his mastery in crowns, two status points, and a point
/// of mastery every four weeks.
pub(super) fn practise(ledger: &mut Ledger, who: &CharacterId, week: u8, rules: &PistolRules) {
    let w = Some(week);
    let order = "practice_pistol";
    if !rules.allowed {
        return refuse(ledger, who, w, order, Refusal::NoPistols);
    }
    let c = ledger.character(who);
    let Some(mastery) = c.pistol_mastery() else {
        return refuse(ledger, who, w, order, Refusal::NoPistol);
    };
    let cost = i64::from(mastery);
    if c.crowns < cost {
        let crowns = c.crowns;
        return refuse(
            ledger,
            who,
            w,
            order,
            Refusal::CannotAfford { cost, crowns },
        );
    }
    ledger.purse(w, who, -cost, Source::Pistol);
    let lost = pistols().status_lost_per_practice_week;
    ledger.status(w, who, -lost, Source::Pistol);
    let c = ledger.character_mut(who);
    let skill = c.pistol.get_or_insert_with(WeaponSkill::default);
    let improved = skill.practise_week();
    let weeks = skill.practice_weeks;
    let mastery = c.pistol_mastery().unwrap_or(mastery);
    let practised = Happening::PractisedPistol {
        weeks,
        improved,
        mastery,
    };
    ledger.happen(w, who, practised);
}

/// Who carries his pistol this month (8.9.3). An order to carry a pistol he neither has nor
/// buys this month is refused at the month's start.
pub(super) fn carry(
    ledger: &mut Ledger,
    orders: &BTreeMap<CharacterId, OrderSheet>,
    rules: &PistolRules,
) {
    for (who, sheet) in orders {
        let carries = sheet
            .monthly
            .iter()
            .any(|m| matches!(m, MonthlyOrder::CarryPistol));
        let here = ledger.world.characters.get(who).is_some_and(|c| c.alive);
        if !carries || !here {
            continue;
        }
        if !rules.allowed {
            refuse(ledger, who, None, "carry_pistol", Refusal::NoPistols);
            continue;
        }
        let buys = (1..=4).any(|w| sheet.week(w).contains(&Action::BuyPistol));
        if ledger.character(who).pistol.is_none() && !buys {
            refuse(ledger, who, None, "carry_pistol", Refusal::NoPistol);
            continue;
        }
        ledger.armed.insert(who.clone());
    }
}

/// Footpads set upon him (their die, `footpads`): if he carries his loaded pistol, he fires
/// (8.9.4-8.9.5). True when the shot sends them running, his purse safe.
pub(super) fn fire_at_footpads(
    ledger: &mut Ledger,
    who: &CharacterId,
    week: u8,
    footpads: u8,
    rules: &PistolRules,
    dice: &mut dyn Dice,
) -> bool {
    let mastery = ledger.character(who).pistol_mastery();
    let Some(mastery) = mastery.filter(|_| ledger.armed.contains(who)) else {
        return false;
    };
    let roll = (dice.d6(), dice.d6());
    let table = pistols();
    let modifier = table.mastery_modifier(mastery) + rules.against_footpads;
    let shot = table.shot(roll, mastery, rules.against_footpads);
    let fired = Happening::FiredPistol {
        footpads,
        dice: roll,
        modifier,
        shot,
    };
    ledger.happen(Some(week), who, fired);
    matches!(shot, Shot::Hit | Shot::Fatal)
}
