//! The military career (000 "g. MA and Regiments", "h. Campaign and Volunteers", "i. Campaign
//! Outcome"; 003 chapter 9): applying to regiments, buying ranks, horses, duty and excusal,
//! the regiments' officers, the seasons' campaigns, the battle, each man's fate, mentions in
//! despatches, promotion and brevets.
//!
//! The month calls in at three points: [`month_start`] (the season's campaign, who is away),
//! [`play`] (the army's orders in a week), and [`month_end_status`] / [`month_end`] (upkeep
//! and honours before the status reckoning; the battle, brevets and rank minimums after).
//! Everything here is pure: chance comes from the `Dice` passed in.
//!
//! Files: `appointment` (posts; the reconstructed posts and Force Commitment and Deployment
//! Tables are data in `crate::tables`), `roster`
//! (officers and seniority), `career` (application, purchase, horses, excusal), `campaign`
//! (seasons, volunteers), `petition` (substitutions), `field` (the season's battle, command by command),
//! `battle`, `outcome` (personal outcome),
//! `promotion` (promotion, brevets, mentions, rank minimums).

mod appointment;
mod battle;
mod campaign;
mod career;
mod field;
mod outcome;
mod petition;
pub(super) mod promotion;
mod roster;

pub use crate::rules::events::army::{
    ArmyEvent, ArmyRefusal, ArmySource, Conduct, Cowardice, Fought, Level, PostEnded, PostName,
    Rolled, Unit,
};
pub use crate::tables::appointments::{PostRule, default_posts};
pub use crate::tables::force_tables::{CommitmentRoll, ForceTables};
pub use battle::{Commander, fight, fight_chain};
pub use campaign::{campaigns_year_round, may_be_ordered_out};
pub use field::resolve_season;
pub use outcome::{Post, modifiers, needed, roll};

use super::Rulebook;
use super::events::{Happening, Refusal};
use super::ledger::Ledger;
use super::plan::Plan;
use crate::dice::Dice;
use crate::orders::{Action, MonthlyOrder, OrderSheet};
pub use crate::rules::rulebook::army::{ArmyRules, HorseRule};
use crate::world::{CharacterId, ServiceRecord};

/// Records an army event.
pub(super) fn tell(ledger: &mut Ledger, week: Option<u8>, who: &CharacterId, event: ArmyEvent) {
    ledger.happen(week, who, Happening::Army { event });
}

/// Records world news (no character).
pub(super) fn news(ledger: &mut Ledger, event: ArmyEvent) {
    ledger.events.push(super::events::Event {
        week: None,
        who: None,
        what: Happening::Army { event },
    });
}

/// Refuses an army order with its reason.
pub(super) fn refuse(
    ledger: &mut Ledger,
    week: Option<u8>,
    who: &CharacterId,
    order: &str,
    why: ArmyRefusal,
) {
    ledger.happen(
        week,
        who,
        Happening::Refused {
            order: order.to_string(),
            refusal: Refusal::Army { army: why },
        },
    );
}

/// His service record (a clean one when none is kept).
pub(super) fn record(ledger: &Ledger, who: &CharacterId) -> ServiceRecord {
    ledger
        .world
        .army
        .records
        .get(who)
        .cloned()
        .unwrap_or_default()
}

/// His service record, to change.
pub(super) fn record_mut<'a>(ledger: &'a mut Ledger, who: &CharacterId) -> &'a mut ServiceRecord {
    ledger.world.army.records.entry(who.clone()).or_default()
}

/// His campaign service, if he is away (read in place: no copy of his record).
pub(super) fn service(ledger: &Ledger, who: &CharacterId) -> Option<crate::world::CampaignService> {
    ledger.world.army.records.get(who).and_then(|r| r.campaign)
}

/// The month's beginning: the season's campaign, who goes, and pay on the Frontier.
pub(super) fn month_start(ledger: &mut Ledger, book: &Rulebook, dice: &mut dyn Dice) {
    campaign::begin_month(ledger, book, dice);
    let holders: Vec<CharacterId> = ledger
        .world
        .army
        .appointments
        .values()
        .map(|a| a.holder.clone())
        .collect();
    for who in holders {
        if ledger.world.characters.get(&who).is_some_and(|c| c.alive) {
            appointment::favours(ledger, &book.army.appointments, &who);
        }
    }
}

/// Income at the month's start or end: his allowance and pay; a volunteer without a
/// regiment is paid as a Frontier Private.
pub(super) fn income(ledger: &mut Ledger, who: &CharacterId) {
    super::status::income(ledger, who);
    campaign::frontier_pay(ledger, who);
}

/// Refuses a campaigner's week: he is out of Paris. Returns true when the week is not his.
pub(super) fn skip_week(ledger: &mut Ledger, who: &CharacterId, week: u8, plan: &Plan) -> bool {
    let Some(service) = service(ledger, who) else {
        return false;
    };
    let actions: &[Action] = match plan {
        Plan::Act(a) => a,
        Plan::Duty { short, .. } | Plan::PrepareParty { short } => short,
    };
    for a in actions {
        refuse(
            ledger,
            Some(week),
            who,
            a.kind(),
            ArmyRefusal::OnCampaign {
                until: service.until,
            },
        );
    }
    true
}

/// The army's orders in a week.
pub(super) fn play(
    ledger: &mut Ledger,
    who: &CharacterId,
    week: u8,
    action: &Action,
    book: &Rulebook,
    dice: &mut dyn Dice,
) {
    if let Some(service) = service(ledger, who) {
        let until = service.until;
        refuse(
            ledger,
            Some(week),
            who,
            action.kind(),
            ArmyRefusal::OnCampaign { until },
        );
        return;
    }
    match action {
        Action::ApplyRegiment { regiment, rank } => {
            career::apply(ledger, who, week, *regiment, *rank, &book.army, dice)
        }
        Action::BuyRank { rank } => career::buy_rank(ledger, who, week, *rank),
        Action::BuyHorse { count } => career::buy_horses(ledger, who, week, *count),
        Action::HireGroom => career::hire_groom(ledger, who, week),
        Action::Volunteer { with } => campaign::volunteer(ledger, who, week, with, book, dice),
        Action::SeekAppointment { post } => {
            appointment::seek(ledger, who, week, post, &book.army, dice)
        }
        // Excusal is settled when the weeks are planned (see `excuse_duty`).
        Action::ExcuseDuty { .. } => {}
        _ => {}
    }
}

/// Each player's word on his regiment's applicants, from his month's orders (read when a
/// man applies to a regiment he commands).
pub(super) fn admissions(
    ledger: &mut Ledger,
    orders: &std::collections::BTreeMap<CharacterId, OrderSheet>,
) {
    for (who, sheet) in orders {
        let words: Vec<_> = sheet
            .monthly
            .iter()
            .filter_map(|m| match m {
                MonthlyOrder::Admissions { decision, whom } => Some((
                    *decision,
                    whom.as_deref()
                        .and_then(|n| ledger.world.character_named(n))
                        .map(|c| c.id.clone()),
                    whom.is_some(),
                )),
                _ => None,
            })
            // A name nobody bears (already reported to the GM) decides nothing.
            .filter(|(_, id, named)| id.is_some() || !named)
            .map(|(d, id, _)| (d, id))
            .collect();
        if !words.is_empty() {
            ledger.admissions.insert(who.clone(), words);
        }
    }
}

/// Asks to be excused duty for each `ExcuseDuty` order of the month (one die, 5 or more,
/// modified by a favour on the Battalion commander, given with the request or pledged on it
/// in any letter's weeks): returns the weeks excused.
pub(super) fn excuse_duty(
    ledger: &mut Ledger,
    who: &CharacterId,
    orders: &std::collections::BTreeMap<CharacterId, OrderSheet>,
    book: &Rulebook,
    dice: &mut dyn Dice,
) -> u8 {
    let Some(sheet) = orders.get(who) else {
        return 0;
    };
    let pledged = crate::rules::society::influence::pledged_ahead(
        ledger,
        orders,
        who,
        crate::tables::influence::Position::Major,
        crate::rules::society::influence::ON_EXCUSAL,
    );
    career::excuse_duty(ledger, who, sheet, &book.army, pledged, dice)
}

/// Before the status reckoning: horse upkeep, mentions, disgrace, the Brigade Major's and
/// appointments' status.
pub(super) fn month_end_status(ledger: &mut Ledger, who: &CharacterId, book: &Rulebook) {
    if ledger.away(who) {
        return;
    }
    career::upkeep(ledger, who, book.army.horses);
    promotion::honours(ledger, who);
    appointment::status(ledger, &book.army.appointments, who);
}

/// After the status reckoning: the season's battle if it ends now, the campaigners' return,
/// brevets, rank minimums, the Brigade Majors after the summer.
pub(super) fn month_end(
    ledger: &mut Ledger,
    orders: &std::collections::BTreeMap<CharacterId, OrderSheet>,
    book: &Rulebook,
    dice: &mut dyn Dice,
) {
    let conduct = |who: &CharacterId| {
        orders
            .get(who)
            .and_then(|s| {
                s.monthly.iter().find_map(|m| match m {
                    MonthlyOrder::Poltroonery { modifier } => Some(Conduct::Poltroonery(*modifier)),
                    MonthlyOrder::RecklessBravery { modifier } => {
                        Some(Conduct::RecklessBravery(*modifier))
                    }
                    _ => None,
                })
            })
            .unwrap_or_default()
    };
    petition::hear(ledger, orders, &book.army, dice);
    campaign::end_month(ledger, &conduct, book, dice);
    promotion::review(ledger, &book.army.appointments);
    appointment::review(ledger, &book.army.appointments);
}
