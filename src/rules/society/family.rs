//! Pregnancies and births (003, 4.3), a game option (`[house_rules.family] pregnancies`).
//!
//! - 4.3.1: "Existe una pequeña posibilidad de dejar embarazada a una dama siempre que se
//!   cumpla con el requisito de compañía femenina; dicha posibilidad se incrementa si el
//!   jugador manifiesta que su intención es provocar el embarazo." House rule (no odds are
//!   given): at the month's end, a man who spent a week with his lady rolls two dice, and she
//!   conceives on `conception_on` (12: one chance in 36), or on `intended_conception_on` (10:
//!   one in six) when his orders say he means it (a monthly order, "we try for an heir").
//! - 4.3.2: he must marry her within three months of the conception ("si la dama concibe en
//!   Marzo, la boda deberá tener lugar en la cuarta semana de Junio como máximo"), or lose
//!   three social levels, "sin tener en cuenta si el personaje está en el frente o no".
//! - 4.3.3: unwed five months after it, she leaves Paris and the game, and the father is
//!   "considerado un bellaco": a cad's social level lost, as 7.2.2's.
//! - 4.3.4: from the sixth month of her pregnancy until a month after the birth, a week with
//!   her is no female companionship. The birth table, on one die; house rules for what 003
//!   lost (the twins' note, the difficult birth's second die) and for the term (the end of the
//!   ninth month after the conception's): `tables::family`.
//! - 4.3.5: each child costs the father his social level in crowns a month, as part of his
//!   support (house rule: from the month after the birth; unpaid, it is his support unpaid);
//!   a son brings 5 status points, a daughter 3, the month of the birth and the two after it.
//! - 4.4.3: the King is indulgent to a lady with child (+1 to his leave: `marriage`).

use crate::dice::Dice;
use crate::orders::{MonthlyOrder, OrderSheet};
use crate::rules::Rulebook;
use crate::rules::events::{Chance, Happening, Refusal, Source};
use crate::rules::ledger::{Ledger, Place};
pub use crate::rules::rulebook::society::FamilyRules;
use crate::tables::family::{BirthRow, Sex, family};
use crate::world::{CharacterId, Child, LadyId, Pregnancy};

/// Whether a week with `lady` is female companionship this month: not from the sixth month
/// of her pregnancy until a month after the birth (4.3.4).
pub(in crate::rules) fn her_company_counts(ledger: &Ledger, lady: &LadyId) -> bool {
    let Some(her) = ledger.world.ladies.get(lady) else {
        return true;
    };
    let month = ledger.world.month;
    let rules = family();
    let heavy = her
        .motherhood
        .expecting
        .as_ref()
        .is_some_and(|p| month.months_since(p.conceived) + 1 >= rules.confined_from_month);
    let lying_in = her
        .motherhood
        .delivered
        .is_some_and(|d| month.months_since(d) <= rules.confined_months_after_birth);
    !(heavy || lying_in)
}

/// A week with his lady: female companionship for the month, unless she is heavy with child
/// or lying in (4.3.4), which his result says.
pub(in crate::rules) fn keep_company(
    ledger: &mut Ledger,
    who: &CharacterId,
    week: u8,
    lady: &LadyId,
) {
    if her_company_counts(ledger, lady) {
        ledger.companionship.insert(who.clone());
    } else {
        let lady = lady.clone();
        ledger.happen(Some(week), who, Happening::LyingIn { lady });
    }
}

/// The month's end, for a man not at the war: did a week with his lady give her a child?
pub(in crate::rules) fn conception(
    ledger: &mut Ledger,
    who: &CharacterId,
    sheet: &OrderSheet,
    book: &Rulebook,
    dice: &mut dyn Dice,
) {
    let rules = &book.family;
    let intended = sheet
        .monthly
        .iter()
        .any(|m| matches!(m, MonthlyOrder::TryForAChild));
    let order = "try_for_a_child";
    if intended && !rules.pregnancies {
        return super::refuse(ledger, who, None, order, Refusal::NoPregnancies);
    }
    let Some(lady) = ledger.character(who).mistress.clone() else {
        if intended {
            super::refuse(ledger, who, None, order, Refusal::NoMistress);
        }
        return;
    };
    let with_her = ledger
        .seen
        .iter()
        .any(|((_, place), seen)| *place == Place::Lady(lady.clone()) && seen.contains(who));
    let free = ledger
        .world
        .ladies
        .get(&lady)
        .is_some_and(|l| l.motherhood.expecting.is_none() && !l.motherhood.left_paris);
    if !rules.pregnancies || !with_her || !free || !her_company_counts(ledger, &lady) {
        return;
    }
    let needed = if intended {
        rules.intended_conception_on
    } else {
        rules.conception_on
    };
    let roll = dice.d6() + dice.d6();
    if roll < needed {
        let chance = Chance::Conception { lady, intended };
        return ledger.happen(
            None,
            who,
            Happening::Rolled {
                chance,
                roll,
                needed,
            },
        );
    }
    let conceived = ledger.world.month;
    if let Some(l) = ledger.world.ladies.get_mut(&lady) {
        l.motherhood.expecting = Some(Pregnancy {
            father: who.clone(),
            conceived,
            overdue: false,
        });
    }
    let what = Happening::Conceived {
        lady,
        roll,
        needed,
        intended,
    };
    ledger.happen(None, who, what);
}

/// The month's end for a father, at the war or not (4.3.2 holds "sin tener en cuenta si el
/// personaje está en el frente"): the wedding's term, the lady who leaves Paris, the birth.
pub(in crate::rules) fn pregnancies(ledger: &mut Ledger, who: &CharacterId, dice: &mut dyn Dice) {
    let expecting: Vec<(LadyId, Pregnancy)> = ledger
        .world
        .ladies
        .values()
        .filter_map(|l| {
            let p = l.motherhood.expecting.as_ref()?;
            (&p.father == who).then(|| (l.id.clone(), p.clone()))
        })
        .collect();
    for (lady, pregnancy) in expecting {
        let months = ledger.world.month.months_since(pregnancy.conceived);
        let wed = ledger
            .character(who)
            .marriage
            .as_ref()
            .is_some_and(|m| m.lady == lady && m.wed.is_some());
        let rules = family();
        if !wed && months >= rules.leaves_paris_after_months {
            leaves_paris(ledger, who, &lady);
        } else if !wed && months >= rules.wedding_within_months && !pregnancy.overdue {
            let c = ledger.character_mut(who);
            c.social_level = c
                .social_level
                .saturating_sub(rules.wedding_overdue_levels)
                .max(1);
            let to = c.social_level;
            if let Some(p) = ledger
                .world
                .ladies
                .get_mut(&lady)
                .and_then(|l| l.motherhood.expecting.as_mut())
            {
                p.overdue = true;
            }
            ledger.happen(None, who, Happening::WeddingOverdue { lady, to });
        } else if months >= rules.born_after_months {
            birth(ledger, who, &lady, dice);
        }
    }
}

/// Unwed five months on (4.3.3): she leaves Paris and the game; he is a cad.
fn leaves_paris(ledger: &mut Ledger, who: &CharacterId, lady: &LadyId) {
    super::part(ledger, who, lady);
    if let Some(l) = ledger.world.ladies.get_mut(lady) {
        l.motherhood.expecting = None;
        l.motherhood.left_paris = true;
        l.lover = None;
    }
    let c = ledger.character_mut(who);
    if c.marriage.as_ref().is_some_and(|m| &m.lady == lady) {
        c.marriage = None;
    }
    c.social_level = c.social_level.saturating_sub(family().cad_levels).max(1);
    let to = c.social_level;
    let lady = lady.clone();
    ledger.happen(None, who, Happening::LeftParisWithChild { lady, to });
}

/// The birth (4.3.4's table, one die; twins and a difficult birth roll again).
fn birth(ledger: &mut Ledger, who: &CharacterId, lady: &LadyId, dice: &mut dyn Dice) {
    let rules = family();
    let mut rolls = vec![dice.d6()];
    let children = match rules.birth_row(rolls[0]) {
        BirthRow::Son => vec![Sex::Son],
        BirthRow::Daughter => vec![Sex::Daughter],
        BirthRow::Twins => {
            let (a, b) = (dice.d6(), dice.d6());
            rolls.extend([a, b]);
            vec![rules.twin(a), rules.twin(b)]
        }
        BirthRow::Difficult | BirthRow::Lost => {
            let second = dice.d6();
            rolls.push(second);
            match rules.difficult_row(second) {
                BirthRow::Son => vec![Sex::Son],
                BirthRow::Daughter => vec![Sex::Daughter],
                _ => Vec::new(),
            }
        }
    };
    let born = ledger.world.month;
    if let Some(l) = ledger.world.ladies.get_mut(lady) {
        l.motherhood.expecting = None;
        l.motherhood.delivered = Some(born);
    }
    let c = ledger.character_mut(who);
    for &sex in &children {
        c.children.push(Child {
            mother: lady.clone(),
            born,
            sex,
        });
    }
    let lady = lady.clone();
    ledger.happen(
        None,
        who,
        Happening::Born {
            lady,
            rolls,
            children,
        },
    );
}

/// The month's end, before his support: his children's status in their first months, then
/// their keeping. Returns whether the keeping went unpaid (his support unpaid, 4.3.5).
pub(in crate::rules) fn children(ledger: &mut Ledger, who: &CharacterId) -> bool {
    let rules = family();
    let month = ledger.world.month;
    let c = ledger.character(who).clone();
    for child in &c.children {
        let age = month.months_since(child.born);
        if (0..rules.status_months).contains(&age) {
            let source = Source::Child { sex: child.sex };
            ledger.status(None, who, rules.status(child.sex), source);
        }
    }
    let kept = c
        .children
        .iter()
        .filter(|child| month.months_since(child.born) >= 1)
        .count();
    let count = u32::try_from(kept).unwrap_or(u32::MAX);
    let cost = i64::from(count) * i64::from(rules.upkeep_per_level) * i64::from(c.social_level);
    if cost == 0 {
        return false;
    }
    if c.crowns < cost {
        let what = Happening::ChildrenUnkept {
            needed: cost,
            crowns: c.crowns,
        };
        ledger.happen(None, who, what);
        return true;
    }
    ledger.purse(None, who, -cost, Source::Children { count });
    false
}
