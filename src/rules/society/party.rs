//! Parties and social events at a married man's residence (003, 4.7).
//!
//! - 4.7.1: "Un personaje casado puede organizar fiestas": two weeks, one to prepare it and one
//!   to hold it; only those invited come, as many as his house holds (Residence table,
//!   4.5.2); it costs 2 x the highest social level present x the guests, ladies counted.
//!   House rule (003 gives no order's form): the party is ordered in the week it is held, and
//!   the week before must be free of other long orders (or order the party too), else it is
//!   not prepared and is refused.
//! - 4.7.2: ladies count neither for his status nor for the house's room.
//! - 4.7.3: the host gains the guests' social levels (ladies left out) / 7, at least 1.
//! - 4.7.4, what the guests gain, is lost. House rule `[house_rules.family]
//!   party_guest_status`: each guest who is a gentleman of the game gains that many points.
//!
//! A guest the game does not know (neither a gentleman nor a lady of it) is said not to come:
//! his level is not known, and the rules count levels.

use super::{afford, refuse};
use crate::orders::Action;
use crate::rules::events::{Happening, Refusal, Source};
use crate::rules::ledger::Ledger;
use crate::rules::plan::Plan;
use crate::tables::residences;
use crate::world::CharacterId;

/// The weeks before parties, once the orders are laid against duty: each week before a party
/// that orders nothing else long (or the party itself, "Weeks 2-3: a party") becomes the
/// party's preparation.
pub(in crate::rules) fn plan_preparations(plan: &mut [Plan; 4]) {
    for held in (1..4).rev() {
        let Plan::Act(actions) = &plan[held] else {
            continue;
        };
        if !actions
            .iter()
            .any(|a| matches!(a, Action::GiveParty { .. }))
        {
            continue;
        }
        if let Plan::Act(before) = &plan[held - 1]
            && before
                .iter()
                .all(|a| !a.is_long() || matches!(a, Action::GiveParty { .. }))
        {
            let short = before.iter().filter(|a| !a.is_long()).cloned().collect();
            plan[held - 1] = Plan::PrepareParty { short };
        }
    }
}

/// A week preparing his party (its short orders are played by the caller).
pub(in crate::rules) fn prepare(ledger: &mut Ledger, who: &CharacterId, week: u8) {
    ledger.parties_prepared.insert((who.clone(), week));
    ledger.happen(Some(week), who, Happening::PartyPrepared);
}

/// A week holding a party for `guests`, with `guest_status` points for each guest who is a
/// gentleman of the game.
pub(in crate::rules) fn give(
    ledger: &mut Ledger,
    who: &CharacterId,
    week: u8,
    guests: &[String],
    residences_played: bool,
    guest_status: u8,
) {
    let w = Some(week);
    let order = "give_party";
    if !residences_played {
        return refuse(ledger, who, w, order, Refusal::NoResidences);
    }
    let host = ledger.character(who).clone();
    if host.marriage.as_ref().is_none_or(|m| m.wed.is_none()) {
        return refuse(ledger, who, w, order, Refusal::NotMarried);
    }
    let Some(residence) = host.residence else {
        return refuse(ledger, who, w, order, Refusal::NoHouse);
    };
    if !ledger.parties_prepared.contains(&(who.clone(), week - 1)) {
        return refuse(ledger, who, w, order, Refusal::PartyUnprepared);
    }
    // Those who come: gentlemen and ladies of the game.
    let mut gentlemen: Vec<(CharacterId, u8)> = Vec::new();
    let mut ladies: Vec<u8> = Vec::new();
    for name in guests {
        if let Some(c) = ledger.world.character_named(name)
            && c.id != *who
            && c.alive
            && !ledger.away(&c.id)
        {
            gentlemen.push((c.id.clone(), c.social_level));
        } else if let Some(lady) = ledger.world.lady_named(name) {
            ladies.push(lady.social_level);
        } else {
            let name = name.clone();
            ledger.happen(w, who, Happening::GuestUnknown { name });
        }
    }
    let room = residences::row(residence).capacity;
    if let Some(room) = room
        && gentlemen.len() > room as usize
    {
        let invited = gentlemen.len();
        let refusal = Refusal::HouseTooSmall {
            residence,
            room,
            invited,
        };
        return refuse(ledger, who, w, order, refusal);
    }
    let present = gentlemen.len() + ladies.len();
    let highest = gentlemen
        .iter()
        .map(|(_, l)| *l)
        .chain(ladies.iter().copied())
        .chain([host.social_level])
        .max()
        .unwrap_or(1);
    let cost = 2 * i64::from(highest) * present as i64;
    if !afford(ledger, who, w, order, cost) {
        return;
    }
    ledger.purse(w, who, -cost, Source::Party);
    let levels: i32 = gentlemen.iter().map(|(_, l)| i32::from(*l)).sum();
    let status = (levels / 7).max(1);
    let what = Happening::PartyGiven {
        gentlemen: gentlemen.iter().map(|(id, _)| id.clone()).collect(),
        ladies: ladies.len() as u32,
        cost,
    };
    ledger.happen(w, who, what);
    ledger.status(w, who, status, Source::Party);
    for (guest, _) in &gentlemen {
        let host = who.clone();
        ledger.happen(w, guest, Happening::PartyGuest { host: host.clone() });
        let points = i32::from(guest_status);
        ledger.status(w, guest, points, Source::PartyGuest { host });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// "Weeks 2-3: a party", or a free week 2 before it, prepares it; a week 2 at the club
    /// leaves it unprepared; week 1 has no week before it.
    #[test]
    fn the_week_before_a_party_prepares_it() {
        let party = || Action::GiveParty { guests: vec![] };
        let mut plan = [
            Plan::Act(vec![Action::Rest]),
            Plan::Act(vec![Action::JoinCasino]),
            Plan::Act(vec![party()]),
            Plan::Act(vec![]),
        ];
        plan_preparations(&mut plan);
        assert_eq!(
            plan[1],
            Plan::PrepareParty {
                short: vec![Action::JoinCasino]
            }
        );
        assert_eq!(plan[2], Plan::Act(vec![party()]));
        assert_eq!(plan[0], Plan::Act(vec![Action::Rest]));
        let mut both = [
            Plan::Act(vec![]),
            Plan::Act(vec![]),
            Plan::Act(vec![party()]),
            Plan::Act(vec![party()]),
        ];
        plan_preparations(&mut both);
        assert_eq!(both[2], Plan::PrepareParty { short: vec![] });
        assert_eq!(both[3], Plan::Act(vec![party()]));
        assert_eq!(both[1], Plan::Act(vec![]));
        let mut busy = [
            Plan::Act(vec![party()]),
            Plan::Act(vec![Action::VisitMistress]),
            Plan::Act(vec![party()]),
            Plan::Act(vec![]),
        ];
        plan_preparations(&mut busy);
        assert_eq!(busy[1], Plan::Act(vec![Action::VisitMistress]));
        assert_eq!(busy[0], Plan::Act(vec![party()]));
    }
}
