//! The week's plan: a character's orders for a week, once laid against his regimental duty
//! (`regiment::plan_weeks`). Part of the rules' ground floor: it imports no domain.

use crate::orders::Action;

/// What a character does in one week, once the orders are laid against his duties.
#[derive(Debug, Clone, PartialEq)]
pub enum Plan {
    /// Short actions first (joining a club...), then the long one.
    Act(Vec<Action>),
    /// Regimental duty (`imposed` when the orders did not give it), and the week's short
    /// actions, which duty does not prevent.
    Duty { imposed: bool, short: Vec<Action> },
    /// The week before his party, preparing it (003, 4.7.1), and the week's short actions.
    PrepareParty { short: Vec<Action> },
}
