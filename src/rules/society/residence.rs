//! Residences (003, 4.5): "Un hombre casado debe mantener a su mujer en el estilo al que está
//! acostumbrada. Con este fin, debe pagar (además de su mantenimiento) una residencia para
//! vivir juntos." The house is chosen by a monthly order and kept month after month; its
//! rent and its status come at the month's end (Residence table, `tables::residences`).
//!
//! - House rule (003 does not say what an unpaid rent does): a man who cannot pay it leaves
//!   the house for lodgings that cost nothing, and it brings nothing that month.
//! - House rule ("Niv.máx." is printed without a word): a house brings its status to a man of
//!   social level up to its maximum; above it, a house beneath his standing brings none.
//! - Any gentleman may keep one; 4.5.1 obliges a married man (his week a month with his wife
//!   is `marriage::keeping`; the parties of 4.7, within its room, are `party`). House rule
//!   (003 does not say what befalls one who keeps none): his wife counts a month neglected
//!   (`unhoused_wife_neglected`, `wife_unhoused`).

use super::refuse;
use crate::orders::{MonthlyOrder, OrderSheet};
use crate::rules::Rulebook;
use crate::rules::events::{Happening, Refusal, Source};
use crate::rules::ledger::Ledger;
use crate::tables::residences::{self, Residence};
use crate::world::CharacterId;

/// The month's end: the house he chose this month, if any, then its rent and its status.
pub(in crate::rules) fn month_end(
    ledger: &mut Ledger,
    who: &CharacterId,
    sheet: &OrderSheet,
    book: &Rulebook,
) {
    let chosen = sheet.monthly.iter().find_map(|m| match m {
        MonthlyOrder::Residence { residence } => Some(*residence),
        _ => None,
    });
    if let Some(residence) = chosen {
        if !book.residences {
            return refuse(ledger, who, None, "residence", Refusal::NoResidences);
        }
        let keeps = (residence != Residence::Garret).then_some(residence);
        if ledger.character(who).residence != keeps {
            ledger.character_mut(who).residence = keeps;
            ledger.happen(None, who, Happening::MovedInto { residence });
        }
    }
    let Some(residence) = ledger.character(who).residence else {
        return;
    };
    let row = residences::row(residence);
    let cost = i64::from(row.crowns);
    let crowns = ledger.character(who).crowns;
    if crowns < cost {
        ledger.character_mut(who).residence = None;
        let lost = Happening::ResidenceLost {
            residence,
            cost,
            crowns,
        };
        return ledger.happen(None, who, lost);
    }
    let source = Source::Residence { residence };
    ledger.purse(None, who, -cost, source.clone());
    let level = ledger.character(who).social_level;
    if row.max_level.is_none_or(|most| level <= most) {
        ledger.status(None, who, row.status, source);
    }
}

/// The month's end for a married man in a game with residences: no house of his (the rent
/// paid or not), his wife counts a month neglected (003, 4.5.1; house rule).
pub(in crate::rules) fn wife_unhoused(ledger: &mut Ledger, who: &CharacterId, book: &Rulebook) {
    if !(book.residences && book.family.unhoused_wife_neglected) {
        return;
    }
    let c = ledger.character(who);
    let Some(m) = c.marriage.clone() else {
        return;
    };
    if c.residence.is_some() || m.wed.is_none_or(|wed| wed >= ledger.world.month) {
        return;
    }
    let Some(months) = super::marriage::neglect(ledger, &m.lady) else {
        return;
    };
    ledger.happen(
        None,
        who,
        Happening::WifeUnhoused {
            lady: m.lady,
            months,
        },
    );
}
