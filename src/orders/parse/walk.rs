//! Every name of people (and text kept as written) inside an action, for the sheet to put
//! back what the player wrote and to resolve "her", "la", "she" to the person last named.

use crate::orders::{Action, Cause, Condition, Lender};

/// Calls `f` on every name of `action`, in the order they are written, branches included.
pub fn names_mut(action: &mut Action, f: &mut dyn FnMut(&mut String)) {
    match action {
        Action::VisitClub { host, guests, .. } => {
            host.iter_mut().for_each(&mut *f);
            guests.iter_mut().for_each(f);
        }
        Action::Court { lady, .. } | Action::FollowLady { lady } | Action::Propose { lady } => {
            f(lady)
        }
        Action::Challenge { whom, cause, .. } => {
            f(whom);
            if let Some(Cause::Other { text }) = cause {
                f(text);
            }
        }
        Action::AcceptChallenge { whom } | Action::DeclineChallenge { whom } => {
            whom.iter_mut().for_each(f)
        }
        Action::Apologise { whom }
        | Action::Insult { whom }
        | Action::Lend { whom, .. }
        | Action::Repay { whom, .. }
        | Action::DemandRepayment { whom }
        | Action::Invite { whom, .. } => f(whom),
        Action::Borrow {
            from: Lender::Character { name },
            ..
        } => f(name),
        Action::UseFavour(favour) => {
            f(&mut favour.on);
            favour.whom.iter_mut().for_each(f);
        }
        Action::Bribe(bribe) => {
            f(&mut bribe.on);
            bribe.whom.iter_mut().for_each(f);
        }
        Action::Theatre { guests, .. } | Action::GiveParty { guests } => {
            guests.iter_mut().for_each(f)
        }
        Action::Tavern { name, .. } => name.iter_mut().for_each(f),
        Action::Gift { whom, what, .. } => {
            whom.iter_mut().for_each(&mut *f);
            what.iter_mut().for_each(f);
        }
        Action::If {
            condition,
            then,
            otherwise,
        } => {
            condition_names_mut(condition, f);
            for a in then.iter_mut().chain(otherwise) {
                names_mut(a, f);
            }
        }
        _ => {}
    }
}

/// Calls `f` on the name in `condition`, if any.
pub fn condition_names_mut(condition: &mut Condition, f: &mut dyn FnMut(&mut String)) {
    match condition {
        Condition::Accepts { whom } | Condition::ChallengedBy { whom } => f(whom),
        Condition::CourtingSucceeded { lady } => f(lady),
        Condition::PlayIsGood | Condition::EnduranceBelowHalf => {}
    }
}
