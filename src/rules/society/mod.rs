//! Parisian life in the weeks (000 sections c and d; 003 chapters 2-4 where a game takes its
//! house rules): clubs, carousing, gambling and toadying; bawdyhouses and taverns; ladies;
//! the Casino and the theatre; loans; favours. One file per concept; this one dispatches a
//! week's society orders and holds what they share.

mod adultery;
mod bawdyhouse;
pub(in crate::rules) mod clubs;
mod courting;
pub mod disease;
mod door;
pub mod family;
pub mod following;
pub mod gambling;
pub mod influence;
pub(in crate::rules) mod loans;
mod marriage;
pub(in crate::rules) mod party;
pub mod residence;
pub mod toadying;
mod venues;

pub(super) use adultery::refuses;
pub(super) use bawdyhouse::{visit_bawdyhouse, visit_tavern};
pub use clubs::MembersBelow;
pub(super) use clubs::{join_club, mistress_among, pay_dues, resign_club, visit_club};
pub(super) use courting::{court, give_gift, invite, mistress_favours, part, visit_mistress};
pub(super) use door::after_the_duels;
pub(super) use following::follow;
pub(super) use loans::{borrow, demand, lend, repay};
pub(super) use marriage::{keeping, petition_the_king, propose, rise_together, wedding};
pub(super) use venues::{go_to_theatre, join_casino, stage_play, visit_casino};

/// Before a week is played: who will be where (clubs, ladies' doors), from everyone's orders.
pub(super) fn prepare_week(ledger: &mut Ledger) {
    // A gift counts towards the courting of its own week only.
    ledger.gifts.clear();
    ledger.at_the_door.clear();
    ledger.club_company = clubs::club_company(ledger);
    ledger.suitors = courting::suitors(ledger);
}

/// The month's beginning for one character: favours of the season and of his mistress; the
/// Casino's dues.
pub(super) fn month_start(ledger: &mut Ledger, who: &CharacterId) {
    influence::month_start(ledger, who);
    venues::casino_dues(ledger, who);
}

/// The month's end for one character: debts that fall due; favours that lapse.
pub(super) fn month_end(ledger: &mut Ledger, who: &CharacterId) {
    venues::casino_attendance(ledger, who);
    loans::month_end(ledger, who);
    influence::month_end(ledger, who);
}

use super::events::{Refusal, Source};
use super::ledger::Ledger;
use crate::world::CharacterId;

pub(super) use super::ledger::refuse;

/// Whether he can pay `cost` now; refuses `order` if not.
pub(super) fn afford(
    ledger: &mut Ledger,
    who: &CharacterId,
    week: Option<u8>,
    order: &str,
    cost: i64,
) -> bool {
    let crowns = ledger.character(who).crowns;
    if crowns >= cost {
        true
    } else {
        refuse(
            ledger,
            who,
            week,
            order,
            Refusal::CannotAfford { cost, crowns },
        );
        false
    }
}

/// Pays `cost` for `source` if he can, refusing `order` otherwise.
pub(super) fn pay(
    ledger: &mut Ledger,
    who: &CharacterId,
    week: u8,
    order: &str,
    cost: i64,
    source: Source,
) -> bool {
    if !afford(ledger, who, Some(week), order, cost) {
        return false;
    }
    ledger.purse(Some(week), who, -cost, source);
    true
}
