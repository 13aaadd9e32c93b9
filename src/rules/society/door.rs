//! Two suitors at one lady's door (000, Mistresses): "If two characters discover each other
//! at the doorstep of the same young lady in the same week, either character may withdraw in
//! favour of the other ... If neither character withdraws, a duel is required to settle the
//! issue. Both players have spent the money before courting, regardless."
//!
//! A suitor whose orders decline a duel with his rival withdraws (losing the difference in
//! level when the rival is lower); if every rival withdraws he has the door to himself. Else
//! both wait on the week's duels (`duels::week_end`), and the duel settles the issue: the man
//! it leaves at her door courts her then, with what he paid and brought.
//!
//! House rules: nobody withdraws unless his orders decline the duel; a rival who gives way
//! when the quarrel is settled (declines the duel, or apologises) leaves the door to the
//! other as a loser would; a suitor with several rivals courts only if he is left at the door
//! by every one of them; a duel the seconds part, or one not fought that week, settles
//! nothing, and neither courts.

use super::courting::woo;
use crate::dice::Dice;
use crate::orders::Cause;
use crate::rules::events::{Happening, Source};
use crate::rules::ledger::{Ledger, Quarrel, Suit};
use crate::world::{CharacterId, LadyId};

/// The other characters courting `lady` this week.
fn rivals(ledger: &Ledger, who: &CharacterId, lady: &LadyId) -> Vec<CharacterId> {
    ledger
        .suitors
        .get(lady)
        .map(|s| s.iter().filter(|other| *other != who).cloned().collect())
        .unwrap_or_default()
}

/// A suitor, having paid, arrives at the door: whether he has it to himself and courts now.
/// If he withdraws, or a rival stands (a quarrel for the week's duels), he does not.
pub(super) fn alone_at_the_door(
    ledger: &mut Ledger,
    who: &CharacterId,
    week: u8,
    lady: &LadyId,
    suit: Suit,
) -> bool {
    let w = Some(week);
    let rivals = rivals(ledger, who, lady);
    if let Some(rival) = rivals.iter().find(|r| ledger.declines(who, r)).cloned() {
        let what = Happening::Withdrew {
            lady: lady.clone(),
            rival: rival.clone(),
        };
        ledger.happen(w, who, what);
        let below = i32::from(ledger.character(who).social_level)
            - i32::from(ledger.character(&rival).social_level);
        let source = Source::Withdrawal { lady: lady.clone() };
        ledger.status(w, who, -below.max(0), source);
        return false;
    }
    let standing: Vec<CharacterId> = rivals
        .into_iter()
        .filter(|r| !ledger.declines(r, who))
        .collect();
    if standing.is_empty() {
        return true;
    }
    for rival in standing {
        let what = Happening::RivalSuitors {
            lady: lady.clone(),
            rival: rival.clone(),
        };
        ledger.happen(w, who, what);
        ledger.quarrel(Quarrel {
            week,
            a: who.clone(),
            b: rival,
            cause: Cause::RivalSuitor,
        });
    }
    ledger.at_the_door.insert((lady.clone(), who.clone()), suit);
    false
}

/// After the week's duels: each suitor left at the door by every rival (he won their duel, or
/// the rival declined it or apologised) courts her, in the order of their names.
pub(in crate::rules) fn after_the_duels(ledger: &mut Ledger, week: u8, dice: &mut dyn Dice) {
    let waiting = std::mem::take(&mut ledger.at_the_door);
    for ((lady, who), suit) in &waiting {
        let mut rivals = waiting
            .keys()
            .filter(|(l, r)| l == lady && r != who)
            .map(|(_, r)| r);
        if ledger.character(who).alive && rivals.all(|r| gave_way(ledger, week, r, who)) {
            woo(ledger, who, week, lady, *suit, dice);
        }
    }
}

/// Whether `rival` gave way to `who` this week: lost their duel, declined it, apologised.
fn gave_way(ledger: &Ledger, week: u8, rival: &CharacterId, who: &CharacterId) -> bool {
    ledger
        .events
        .iter()
        .filter(|e| e.week == Some(week) && e.who.as_ref() == Some(rival))
        .any(|e| match &e.what {
            Happening::Fought {
                opponent,
                side,
                record,
                ..
            } => opponent == who && record.verdict.winner == Some(side.other()),
            Happening::DeclinedChallenge { by, .. } => by == who,
            Happening::Apologised { to, .. } => to == who,
            _ => false,
        })
}
