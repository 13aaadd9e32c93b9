//! Venereal disease (003, after 3.4), a game option (`[house_rules.disease] venereal`).
//!
//! "La compañía femenina profesional no está exenta de riesgos. Existe una posibilidad de
//! contagiarse una enfermedad venérea. Dichas enfermedades serán notificadas por el árbitro
//! y, para curarlas, deberá satisfacerse una cantidad de coronas que el árbitro indicará en
//! cada caso. De no hacerlo, a partir de los tres meses se irá perdiendo una cantidad variable
//! de puntos de resistencia hasta que se pague el importe del tratamiento. Además, si el
//! caballero pasa una semana con su dama o conquista a una durante el período de infección,
//! ésta quedará infectada y transmitirá la enfermedad a todo caballero que se relacione con
//! ella en un período de tres meses."
//!
//! 003 gives no odds, no price and no measure of the loss: house rules, each configurable.
//! - The bawdyhouse's company infects him on `infected_on` or more on two dice (12).
//! - The cure costs `treatment_per_level` crowns a social level (10), paid at the month's end
//!   by a monthly order ("I see a physician").
//! - From the third month of the infection on, untreated, he loses one die of endurance at
//!   each month's end (never below one: the pox wears a man, it does not kill him here).
//! - A week at his lady's door (a visit, or the week he wins her) passes it to her, and she
//!   passes it to any lover of hers for three months; 003's "tres meses" are data here too.

use crate::dice::Dice;
use crate::orders::{MonthlyOrder, OrderSheet};
use crate::rules::events::{Chance, Happening, Refusal, Source};
use crate::rules::ledger::{Ledger, Place};
pub use crate::rules::rulebook::society::DiseaseRules;
use crate::world::CharacterId;

/// After a week of professional company: two dice for the pox.
pub(in crate::rules) fn after_company(
    ledger: &mut Ledger,
    who: &CharacterId,
    week: u8,
    rules: &DiseaseRules,
    dice: &mut dyn Dice,
) {
    if !rules.venereal || ledger.character(who).infected.is_some() {
        return;
    }
    let roll = dice.d6() + dice.d6();
    let w = Some(week);
    if roll < rules.infected_on {
        return ledger.rolled(w, who, Chance::Infection, roll, rules.infected_on);
    }
    ledger.character_mut(who).infected = Some(ledger.world.month);
    let infected = Happening::Infected {
        roll: Some(roll),
        from: None,
    };
    ledger.happen(w, who, infected);
}

/// The month's end for a man in Paris: the weeks at his lady's door pass the disease between
/// them; a cure ordered is paid; an untreated disease wears him from its third month.
pub(in crate::rules) fn month_end(
    ledger: &mut Ledger,
    who: &CharacterId,
    sheet: &OrderSheet,
    rules: &DiseaseRules,
    dice: &mut dyn Dice,
) {
    let treated = sheet
        .monthly
        .iter()
        .any(|m| matches!(m, MonthlyOrder::SeekTreatment));
    if !rules.venereal {
        if treated {
            super::refuse(ledger, who, None, "seek_treatment", Refusal::NoDiseases);
        }
        return;
    }
    pass_between_lovers(ledger, who, rules);
    let month = ledger.world.month;
    let Some(since) = ledger.character(who).infected else {
        if treated {
            super::refuse(ledger, who, None, "seek_treatment", Refusal::NotInfected);
        }
        return;
    };
    if treated {
        let c = ledger.character(who);
        let cost = i64::from(c.social_level) * i64::from(rules.treatment_per_level);
        if c.crowns >= cost {
            ledger.purse(None, who, -cost, Source::Treatment);
            ledger.character_mut(who).infected = None;
            return ledger.happen(None, who, Happening::Cured { crowns: cost });
        }
        let refusal = Refusal::CannotAfford {
            cost,
            crowns: c.crowns,
        };
        super::refuse(ledger, who, None, "seek_treatment", refusal);
    }
    // "a partir de los tres meses": the month of the infection is its first.
    if month.months_since(since) + 1 >= rules.worsens_from_month {
        let c = ledger.character_mut(who);
        let before = c.current_endurance;
        c.current_endurance = (before - i32::from(dice.d6())).max(1);
        let (lost, endurance) = (before - c.current_endurance, c.current_endurance);
        ledger.happen(None, who, Happening::DiseaseWorsens { lost, endurance });
    }
}

/// The weeks he spent at his mistress's door: an infected lover infects her, and a lady who
/// carries it infects him.
fn pass_between_lovers(ledger: &mut Ledger, who: &CharacterId, rules: &DiseaseRules) {
    let Some(lady) = ledger.character(who).mistress.clone() else {
        return;
    };
    let with_her = ledger
        .seen
        .iter()
        .any(|((_, place), people)| *place == Place::Lady(lady.clone()) && people.contains(who));
    if !with_her {
        return;
    }
    let month = ledger.world.month;
    let carries = ledger
        .world
        .ladies
        .get(&lady)
        .and_then(|l| l.infectious_until)
        .is_some_and(|until| until >= month);
    if ledger.character(who).infected.is_some() {
        if !carries && let Some(l) = ledger.world.ladies.get_mut(&lady) {
            let mut until = month;
            for _ in 1..rules.lady_infectious_months {
                until = until.next();
            }
            l.infectious_until = Some(until);
            ledger.happen(None, who, Happening::InfectedLady { lady });
        }
    } else if carries {
        ledger.character_mut(who).infected = Some(month);
        let infected = Happening::Infected {
            roll: None,
            from: Some(lady),
        };
        ledger.happen(None, who, infected);
    }
}
