//! Proposing marriage and the wedding (003, 4.4).
//!
//! - 4.4.1: he proposes to his lady during a visit to her (the week counts as his visit: female
//!   company for the month), with the ring, "obligatorio", at 3 x her social level (6 x for a
//!   titled lady). House rule (the odds are lost from 003): she answers by the Mistress
//!   Courting Table for the difference of levels, as a lady invited answers; gifts given her
//!   that week count +1 for each 3 x her level, unless she is rich (as in courting); a 1
//!   always refuses.
//! - 4.4.2: refused, he loses 5 status points; accepted, the wedding is announced a month
//!   ahead. House rule: it takes place at the end of the next month (or of the first month
//!   after it with the King's leave, when she is titled), without an order (the order language
//!   has none for the wedding).
//! - 4.4.3: a titled lady needs the King's leave: a 6 on one die, +1 for every three levels he
//!   stands above her, +1 when she is with child, modified by influence (class 9 favours pledged on the King, Influence
//!   Table B, on a decision whose words name the marriage: "marriage", "wedding", "leave",
//!   "boda", "matrimonio", "permiso"), a 1 always denied; one petition a month. House rule:
//!   with no order for it, the petition is made for him at the end of each month after the
//!   proposal's (the month's pledges counted), while he is in Paris, and the wedding follows
//!   at once when the King consents.
//! - 4.4.4: the dowry, her social level x 50, x 100 when she is rich or titled, x 150 both,
//!   received the month of the wedding.
//! - 4.4.8: a wedding that does not take place (she has left him, or he her) costs him a
//!   social level.
//!
//! - 4.4.5: the stag party, a week of the wedding's month as a friend's guest at his club
//!   (house rule), or 5 status points lost (`[house_rules.family] stag_party`).
//!
//! - 4.4.6: the newly-weds' status, its table lost: house rule `[house_rules.family]
//!   wedding_status`, points per level of the bride, x2 rich or titled, x3 both.
//! - 4.4.8: a husband whose month's points reach four times the level he rises to raises his
//!   wife with him (`[house_rules.family] wife_rises`).
//!
//! Pregnancy (4.3) is `family`, residences (4.5) `residence`, adultery (4.6) `adultery`.

use super::family::FamilyRules;
use super::influence::influence_on;
use super::{afford, refuse};
use crate::dice::Dice;
use crate::rules::events::{Happening, Refusal, Source};
use crate::rules::ledger::{Ledger, Place};
use crate::tables::courting::courting_roll_needed;
use crate::tables::influence::Position;
use crate::tables::marriage::marriage;
use crate::world::{CharacterId, Lady, Marriage};

/// A week proposing to `name`, his lady.
pub(in crate::rules) fn propose(
    ledger: &mut Ledger,
    who: &CharacterId,
    week: u8,
    name: &str,
    family: &FamilyRules,
    dice: &mut dyn Dice,
) {
    let w = Some(week);
    let order = "propose";
    if !family.marriage {
        return refuse(ledger, who, w, order, Refusal::NoMarriage);
    }
    let Some(lady) = ledger.world.lady_named(name).cloned() else {
        let name = name.to_string();
        return refuse(ledger, who, w, order, Refusal::UnknownLady { name });
    };
    let suitor = ledger.character(who).clone();
    if let Some(m) = &suitor.marriage {
        let refusal = Refusal::Promised {
            lady: m.lady.clone(),
            wed: m.wed.is_some(),
        };
        return refuse(ledger, who, w, order, refusal);
    }
    if suitor.mistress.as_ref() != Some(&lady.id) {
        let refusal = Refusal::NotHisMistress { lady: lady.id };
        return refuse(ledger, who, w, order, refusal);
    }
    let rules = marriage();
    let ring = rules.ring(lady.social_level, lady.titled);
    if !afford(ledger, who, w, order, ring) {
        return;
    }
    let source = Source::Ring {
        lady: lady.id.clone(),
    };
    ledger.purse(w, who, -ring, source);
    // "Esta acción se debe realizar durante una visita a la interesada."
    super::family::keep_company(ledger, who, week, &lady.id);
    ledger.saw(week, Place::Lady(lady.id.clone()), who);
    let gifts = ledger
        .gifts
        .remove(&(who.clone(), lady.id.clone()))
        .unwrap_or(0);
    let lot = 3 * i64::from(lady.social_level.max(1));
    let modifier = if lady.wealthy {
        0
    } else {
        i32::try_from(i64::from(gifts) / lot).unwrap_or(i32::MAX)
    };
    let needed =
        courting_roll_needed(i32::from(suitor.social_level) - i32::from(lady.social_level));
    let roll = dice.d6();
    // "Si la dama en cuestión está embarazada, es casi seguro que aceptará."
    let expecting = family.pregnant_accepts && lady.motherhood.expecting.is_some();
    let accepted = roll != 1 && (expecting || i32::from(roll) + modifier >= i32::from(needed));
    let what = Happening::Proposed {
        lady: lady.id.clone(),
        roll,
        modifier,
        needed,
        accepted,
        expecting,
    };
    ledger.happen(w, who, what);
    if accepted {
        let month = ledger.world.month;
        ledger.character_mut(who).marriage = Some(Marriage {
            lady: lady.id,
            accepted: month,
            leave: !lady.titled,
            wed: None,
        });
    } else {
        let source = Source::Proposal { lady: lady.id };
        ledger.status(w, who, rules.refused_status, source);
    }
}

/// At a month's end, for a man engaged to a titled lady: his petition for the King's leave.
pub(in crate::rules) fn petition_the_king(
    ledger: &mut Ledger,
    who: &CharacterId,
    dice: &mut dyn Dice,
) {
    let Some(m) = ledger.character(who).marriage.clone() else {
        return;
    };
    if m.leave || m.wed.is_some() || m.accepted >= ledger.world.month {
        return;
    }
    let Some(lady) = ledger.world.ladies.get(&m.lady).cloned() else {
        return;
    };
    let rules = marriage();
    let subjects = ["marri", "wedding", "leave", "boda", "matrimonio", "permiso"];
    let influence = influence_on(&ledger.pledges, who, Position::King, &subjects);
    // "Si la dama está embarazada, el Rey tiende a ser indulgente" (+1).
    let indulgent = i32::from(lady.motherhood.expecting.is_some());
    // "+1 por cada tres niveles sociales que el personaje esté por encima del título de su
    // prometida (ver tabla de niveles sociales)": the social level of her title (its minimum
    // on 003's Titles table; 000's Initial Social Level gives a Baron's daughter the same 7).
    // House rule: a titled lady whose title the cast does not name, by her own level.
    let her_level = lady.title.map_or(lady.social_level, |t| {
        crate::tables::titles::row(t).min_level
    });
    let modifier =
        rules.kings_modifier(ledger.character(who).social_level, her_level) + influence + indulgent;
    let needed = rules.kings_leave_roll;
    let roll = dice.d6();
    let granted = roll != 1 && i32::from(roll) + modifier >= i32::from(needed);
    let what = Happening::KingsLeave {
        lady: lady.id,
        roll,
        modifier,
        needed,
        granted,
    };
    ledger.happen(None, who, what);
    if granted && let Some(m) = ledger.character_mut(who).marriage.as_mut() {
        m.leave = true;
    }
}

/// At a month's end: the wedding announced a month ahead, with the King's leave when she
/// needs it; or the wedding that cannot be, when she is his lady no more.
pub(in crate::rules) fn wedding(ledger: &mut Ledger, who: &CharacterId, family: &FamilyRules) {
    let Some(m) = ledger.character(who).marriage.clone() else {
        return;
    };
    if m.wed.is_some() || m.accepted >= ledger.world.month {
        return;
    }
    let Some(lady) = ledger.world.ladies.get(&m.lady).cloned() else {
        return;
    };
    let rules = marriage();
    if lady.lover.as_ref() != Some(who) {
        let c = ledger.character_mut(who);
        c.marriage = None;
        c.social_level = c
            .social_level
            .saturating_sub(rules.failed_wedding_levels)
            .max(1);
        let to = c.social_level;
        ledger.happen(None, who, Happening::WeddingFailed { lady: lady.id, to });
        return;
    }
    if !m.leave {
        return;
    }
    let month = ledger.world.month;
    if let Some(m) = ledger.character_mut(who).marriage.as_mut() {
        m.wed = Some(month);
    }
    let dowry = rules.dowry(lady.social_level, lady.wealthy, lady.titled);
    let what = Happening::Married {
        lady: lady.id.clone(),
        dowry,
    };
    ledger.happen(None, who, what);
    ledger.purse(
        None,
        who,
        dowry,
        Source::Dowry {
            lady: lady.id.clone(),
        },
    );
    let status = newly_weds_status(family.wedding_status, &lady);
    if status > 0 {
        ledger.status(None, who, status, Source::Wedding { lady: lady.id });
    }
    if family.stag_party {
        stag(ledger, who);
    }
}

/// 003, 4.4.6: the newly-weds' status, by the lost table's house rule (`per_level`, see
/// [`FamilyRules::wedding_status`]): per level of the bride, x2 when she is rich or titled,
/// x3 both, as her dowry goes.
fn newly_weds_status(per_level: u8, lady: &Lady) -> i32 {
    let times = 1 + i32::from(lady.wealthy) + i32::from(lady.titled);
    i32::from(per_level) * i32::from(lady.social_level) * times
}

/// 003, 4.4.8: a husband rising a level raises his wife's with his own when his month's
/// points reach four times the level he rises to (`points`; three times raise him alone).
/// She never rises above his new level (house rule). Only once wed, before this month.
pub(in crate::rules) fn rise_together(
    ledger: &mut Ledger,
    who: &CharacterId,
    from: u8,
    to: u8,
    points: i32,
) {
    let Some(m) = ledger.character(who).marriage.clone() else {
        return;
    };
    if to <= from || points < 4 * i32::from(to) || m.wed.is_none_or(|w| w >= ledger.world.month) {
        return;
    }
    let Some(lady) = ledger.world.ladies.get_mut(&m.lady) else {
        return;
    };
    if lady.social_level >= to {
        return;
    }
    lady.social_level += 1;
    let to = lady.social_level;
    ledger.happen(None, who, Happening::WifeRose { lady: m.lady, to });
}

/// Status points a groom loses with no stag party (003, 4.4.5).
const NO_STAG_PARTY: i32 = -5;

/// 003, 4.4.5: before the wedding his friends give him a stag party, men only, at a club "como
/// si de una velada de alterne se tratase", at their cost; a groom without one (no friends,
/// or none willing) loses 5 status points. House rule: it is a week of the wedding's month as
/// a friend's guest at his club.
fn stag(ledger: &mut Ledger, who: &CharacterId) {
    let friend = ledger.events.iter().find_map(|e| match &e.what {
        Happening::GuestOf { host, club } if e.who.as_ref() == Some(who) => {
            Some((host.clone(), *club))
        }
        _ => None,
    });
    match friend {
        Some((host, club)) => ledger.happen(None, who, Happening::StagParty { host, club }),
        None => {
            ledger.happen(None, who, Happening::NoStagParty);
            ledger.status(None, who, NO_STAG_PARTY, Source::NoStagParty);
        }
    }
}

/// At a month's end, a husband's duty to his wife (003, 4.5.1): "Un marido debe pasar, al
/// menos, una semana al mes en compañía de su mujer". From the month after the wedding, a
/// month in Paris with no week in her company is held against him: she counts it, and another
/// gentleman courting her has +1 for each such month (`courting::woo`). `forgiven`: a month
/// with her wipes the count (`[house_rules.family] neglect_forgiven`).
pub(in crate::rules) fn keeping(ledger: &mut Ledger, who: &CharacterId, forgiven: bool) {
    let Some(m) = ledger.character(who).marriage.clone() else {
        return;
    };
    if m.wed.is_none_or(|wed| wed >= ledger.world.month) || ledger.away(who) {
        return;
    }
    let with_her = ledger
        .seen
        .iter()
        .any(|((_, place), seen)| *place == Place::Lady(m.lady.clone()) && seen.contains(who));
    if with_her {
        if forgiven && let Some(lady) = ledger.world.ladies.get_mut(&m.lady) {
            lady.neglected = 0;
        }
        return;
    }
    let Some(months) = neglect(ledger, &m.lady) else {
        return;
    };
    ledger.happen(
        None,
        who,
        Happening::WifeNeglected {
            lady: m.lady,
            months,
        },
    );
}

/// A month of neglect more for a wife (4.5.1: +1 to another suitor's die for each): the
/// months now, `None` for a lady the world does not hold.
pub(in crate::rules) fn neglect(ledger: &mut Ledger, lady: &crate::world::LadyId) -> Option<u8> {
    let lady = ledger.world.ladies.get_mut(lady)?;
    lady.neglected = lady.neglected.saturating_add(1);
    Some(lady.neglected)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::test_support::{gentleman, ledger_of, wed};

    /// Athos, wed in February 1627, and Constance, neglected twice; `with_her`: a week with
    /// her this month.
    fn husband(with_her: bool) -> (Ledger, CharacterId, crate::world::LadyId) {
        let mut c = gentleman("Athos", 5);
        let mut lady = Lady {
            neglected: 2,
            ..Lady::named("Constance", 8)
        };
        wed(&mut c, &mut lady);
        let (id, lady_id) = (c.id.clone(), lady.id.clone());
        let mut ledger = ledger_of(vec![c]);
        ledger.world.ladies.insert(lady.id.clone(), lady);
        if with_her {
            ledger.saw(2, Place::Lady(lady_id.clone()), &id);
        }
        (ledger, id, lady_id)
    }

    /// 003, 4.4.8: rising from 5 to 6, Athos needs 24 points (four times 6) to raise
    /// Constance (5) with him; 23 raise him alone (18, three times, is his own rise), and a
    /// wife already at his new level stays there.
    #[test]
    fn a_wife_rises_with_four_times_the_level() {
        for (points, wife_before, wife_after) in [(24, 5, 6), (23, 5, 5), (30, 6, 6)] {
            let (mut ledger, who, lady) = husband(true);
            ledger.world.ladies.get_mut(&lady).unwrap().social_level = wife_before;
            rise_together(&mut ledger, &who, 5, 6, points);
            assert_eq!(
                ledger.world.ladies[&lady].social_level, wife_after,
                "{points}"
            );
            let rose = ledger
                .events
                .iter()
                .any(|e| matches!(e.what, Happening::WifeRose { to: 6, .. }));
            assert_eq!(rose, wife_after > wife_before, "{points}");
        }
        // Not rising, or not yet wed a month: she stays.
        let (mut ledger, who, lady) = husband(true);
        rise_together(&mut ledger, &who, 5, 5, 40);
        assert_eq!(ledger.world.ladies[&lady].social_level, 8);
    }

    #[test]
    fn a_month_with_his_wife_wipes_the_count_only_by_the_house_rule() {
        let (mut kept, who, lady) = husband(true);
        keeping(&mut kept, &who, false);
        assert_eq!(kept.world.ladies[&lady].neglected, 2);
        let (mut forgiven, who, lady) = husband(true);
        keeping(&mut forgiven, &who, true);
        assert_eq!(forgiven.world.ladies[&lady].neglected, 0);
        let (mut neglected, who, lady) = husband(false);
        keeping(&mut neglected, &who, true);
        assert_eq!(neglected.world.ladies[&lady].neglected, 3);
        assert!(
            neglected
                .events
                .iter()
                .any(|e| matches!(e.what, Happening::WifeNeglected { months: 3, .. }))
        );
    }
}
