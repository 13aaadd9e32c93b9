//! A party with no week to prepare it (003, 4.7.1: "una semana para prepararla y otra para
//! celebrarla"): the week before it orders something else long, or it is in the first week.
//! The month's own rule is `society::party`: the week before a party prepares it only when
//! free, and an unprepared party is refused.

use super::errors_in_weeks;
use crate::orders::say::Say;
use crate::orders::{Action, Diagnostic, OrderSheet};

/// An error at each party whose week before is taken by another long order, or which is in
/// the first week.
pub fn unprepared_parties(sheet: &OrderSheet, text: &str) -> Vec<Diagnostic> {
    let free = |week: u8| {
        week >= 1
            && sheet.weeks[usize::from(week - 1)]
                .actions
                .iter()
                .all(|a| !a.is_long() || matches!(a, Action::GiveParty { .. }))
    };
    // ("Weeks 2-3: a party": the week 2 that orders it too is its preparation.)
    let party_in = |week: u8| {
        (1..=4).contains(&week)
            && sheet.weeks[usize::from(week - 1)]
                .actions
                .iter()
                .any(|a| matches!(a, Action::GiveParty { .. }))
    };
    errors_in_weeks(sheet, text, |w, action| {
        (matches!(action, Action::GiveParty { .. }) && !party_in(w + 1) && !free(w - 1))
            .then_some(Say::PartyUnprepared { week: w })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn said(text: &str) -> Vec<Say> {
        super::super::said_by(unprepared_parties, text)
    }

    /// A party after a week at the club, or in the first week, is asked about; one after a
    /// free week, or over two weeks, is not.
    #[test]
    fn a_party_needs_the_week_before() {
        let busy = "Week 2: Hunter's, carouse\nWeek 3: I give a party at my house for Athos\n";
        assert_eq!(said(busy), vec![Say::PartyUnprepared { week: 3 }]);
        let first = "Week 1: I give a party at my house for Athos\n";
        assert_eq!(said(first), vec![Say::PartyUnprepared { week: 1 }]);
        for text in [
            "Week 2: join the Blue Gables\nWeek 3: I give a party at my house for Athos\n",
            "Weeks 2-3: I give a party at my house for Athos\n",
            "Week 1: Hunter's, carouse\nWeeks 2-3: I give a party at my house for Athos\n",
        ] {
            assert_eq!(said(text), vec![], "{text}");
        }
    }
}
