//! A club visited after the letter leaves it (000, Clubs: "A character may belong to only one
//! club at a time, and may not visit a club unless he is a member of that club or a guest of
//! a member"): "Semana 1: me doy de baja de Les Chasseurs ... Semana 3: voy a Les Chasseurs".
//! The month's own rule is `society::clubs`: a visit to a club he is no member of, with no
//! host, is refused.

use super::errors_in_weeks;
use crate::orders::say::Say;
use crate::orders::{Action, Diagnostic, OrderSheet};
use crate::vocab::Club;

/// An error at each visit, with no host, to a club other than the one the letter's earlier
/// weeks leave him in: none after he resigns, the new one after he joins another.
pub fn visits_after_leaving(sheet: &OrderSheet, text: &str) -> Vec<Diagnostic> {
    // What the weeks before say of his club: the week it was said in, and the club.
    let mut left: Option<(u8, Option<Club>)> = None;
    let mut said_in_week: Option<(u8, Option<Club>)> = None;
    let mut current = 0;
    errors_in_weeks(sheet, text, |w, action| {
        if w != current {
            // What a week orders counts from the next (its orders' order is not known).
            left = said_in_week.or(left);
            current = w;
        }
        match action {
            Action::ResignClub => said_in_week = Some((w, None)),
            Action::JoinClub { club } => said_in_week = Some((w, Some(*club))),
            _ => {}
        }
        let Action::VisitClub {
            club: Some(club),
            host: None,
            ..
        } = action
        else {
            return None;
        };
        let (week, joined) = left?;
        (joined != Some(*club)).then_some(Say::NotAMember {
            club: *club,
            week,
            joined,
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn said(text: &str) -> Vec<Say> {
        super::super::said_by(visits_after_leaving, text)
    }

    /// Resigning, or joining another club, makes a later visit to the old one a refusal; a
    /// visit as a member's guest, to the new club, or in the same week, is not asked about.
    #[test]
    fn a_club_left_is_not_visited() {
        let text = "Semana 1: me doy de baja de Les Chasseurs y me apunto a Les Tuiles Bleues\n\
                    Semana 3: voy a Les Chasseurs y bebo\n\
                    Semana 4: voy a Les Tuiles Bleues y bebo\n";
        assert_eq!(
            said(text),
            vec![Say::NotAMember {
                club: Club::Hunters,
                week: 1,
                joined: Some(Club::BlueGables),
            }]
        );
        let text = "Week 1: resign from my club\nWeek 2: Hunter's, carouse\n";
        assert_eq!(
            said(text),
            vec![Say::NotAMember {
                club: Club::Hunters,
                week: 1,
                joined: None,
            }]
        );
        for text in [
            "Week 1: resign from my club\nWeek 2: Hunter's as Major Duval's guest\n",
            "Week 1: join Hunter's\nWeek 2: Hunter's, carouse\n",
            "Week 1: Hunter's, carouse\nWeek 2: join the Blue Gables\n",
        ] {
            assert_eq!(said(text), vec![], "{text}");
        }
    }
}
