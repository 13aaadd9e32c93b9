//! Orders the game cannot carry out as things stand, said while the player can change them:
//! a venue this game leaves out (003's taverns, Casino and theatre, `spanish_venues`), a
//! bribe where it has none or below the least (003, 5.2), a club whose requirements the
//! character does not meet. The month refuses the same orders by the same rules
//! (`society::venues`, `society::bawdyhouse`, `society::influence`, `society::clubs`).

use crate::orders::say::Say;
use crate::orders::{Action, Diagnostic, OrderSheet, Severity};
use crate::rules::Rulebook;
use crate::rules::society::clubs::requirements_unmet;
use crate::vocab::SpanishVenue as Absent;
use crate::world::Character;

/// A diagnostic for each order of `sheet` the game will refuse as things stand: an error
/// for a venue the game has not (it will never be played), a warning for a club he may not
/// join yet (his standing may rise before the week comes).
pub fn refused_orders(
    sheet: &OrderSheet,
    text: &str,
    rulebook: &Rulebook,
    character: Option<&Character>,
) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for week in &sheet.weeks {
        for (i, action) in week.actions.iter().enumerate() {
            let line = week.lines.get(i).copied().unwrap_or(0);
            let mut said = Vec::new();
            judge(action, rulebook, character, &mut said);
            for (severity, say) in said {
                if out
                    .iter()
                    .any(|d: &Diagnostic| d.line == line && d.say.as_ref() == Some(&say))
                {
                    continue;
                }
                let written = super::written_at(text, line, 1).unwrap_or_default();
                out.push(Diagnostic::new(line.max(1), 1, severity, written, say));
            }
        }
    }
    out
}

/// An error for each club the letter joins whose social level is above the one the letter
/// states ("SL 7"), when no game says who he is: 000's Clubs table refuses him, and nothing
/// ordered this month raises his level first (no commission bought, no regiment joined, no
/// appointment sought, any of which may).
pub fn clubs_above_stated_level(
    sheet: &OrderSheet,
    text: &str,
    rulebook: &Rulebook,
    level: u8,
) -> Vec<Diagnostic> {
    let mut rises = false;
    super::errors_by_order(sheet, text, |a| {
        rises |= matches!(
            a,
            Action::BuyRank { .. } | Action::ApplyRegiment { .. } | Action::SeekAppointment { .. }
        );
        None
    });
    if rises {
        return Vec::new();
    }
    super::errors_by_order(sheet, text, |action| match action {
        Action::JoinClub { club } => {
            let row = crate::tables::clubs::club(rulebook.club_table, *club);
            let at_least = row.min_social_level().filter(|n| level < *n)?;
            let unmet = vec![crate::tables::clubs::ClubRequirement::MinSocialLevel(
                at_least,
            )];
            Some(Say::ClubBarred { club: *club, unmet })
        }
        _ => None,
    })
}

/// An error for each theatre box with more guests than it seats (003, 3.4.2), where the game
/// has the theatre (`theatre`): the month would seat only the first of them.
pub fn overfull_boxes(sheet: &OrderSheet, text: &str, theatre: bool) -> Vec<Diagnostic> {
    if !theatre {
        return Vec::new();
    }
    let seats = crate::tables::venues::theatre().box_seats;
    super::errors_by_order(sheet, text, |action| match action {
        Action::Theatre {
            seat: crate::orders::Seat::Box,
            guests,
        } if guests.len() > usize::from(seats) => Some(Say::BoxFull {
            guests: guests.len(),
            seats,
        }),
        _ => None,
    })
}

fn judge(
    action: &Action,
    rulebook: &Rulebook,
    character: Option<&Character>,
    out: &mut Vec<(Severity, Say)>,
) {
    let absent = match action {
        Action::Tavern { .. } => Some(Absent::Taverns),
        Action::Casino { .. } | Action::JoinCasino => Some(Absent::GrandCasino),
        Action::Theatre { .. } => Some(Absent::TheatreRoyale),
        _ => None,
    };
    if let Some(what) = absent.filter(|_| !rulebook.spanish_venues) {
        out.push((Severity::Error, Say::NotInThisGame { what }));
    }
    // 003's pistols, proposals and following, in a game whose rules have none.
    let unruled = match action {
        Action::BuyPistol | Action::PractisePistol => !rulebook.pistols.allowed,
        Action::Propose { .. } => !rulebook.family.marriage,
        Action::FollowLady { .. } => !rulebook.following,
        _ => false,
    };
    if unruled {
        let order = action.kind().to_string();
        out.push((Severity::Error, Say::NotInTheseRules { order }));
    }
    if let Action::Bribe(bribe) = action {
        if !rulebook.influence.bribes {
            out.push((Severity::Error, Say::NoBribes));
        } else if crate::tables::influence::bribe_class(bribe.crowns).is_none() {
            let least = crate::tables::influence::bribe_price(1).unwrap_or_default();
            out.push((Severity::Error, Say::BribeTooSmall { least }));
        }
    }

    if let (Action::JoinClub { club }, Some(c)) = (action, character) {
        let unmet = requirements_unmet(c, *club, rulebook);
        if !unmet.is_empty() {
            out.push((Severity::Warning, Say::ClubBarred { club: *club, unmet }));
        }
    }
    if let Action::If {
        then, otherwise, ..
    } = action
    {
        for a in then.iter().chain(otherwise) {
            judge(a, rulebook, character, out);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::{Seed, SeededDice};
    use crate::orders::parse_orders;
    use crate::rules::birth::roll_character;
    use crate::tables::clubs::ClubRequirement;
    use crate::vocab::Club;

    const LETTER: &str = "Character: Jacques\nWeek 1: tavern, carouse\n\
                          Week 2: join Bothwell's\nWeek 3: casino, 2 bets of 300\n";

    fn said(rulebook: &Rulebook, social_level: u8) -> Vec<(u32, Severity, Say)> {
        let mut dice = SeededDice::new(Seed::from_phrase("review"));
        let (mut c, _) = roll_character("Jacques", "j@example.org", &mut dice);
        c.social_level = social_level;
        let sheet = parse_orders(LETTER);
        assert!(sheet.diagnostics.is_empty(), "{:?}", sheet.diagnostics);
        refused_orders(&sheet, LETTER, rulebook, Some(&c))
            .into_iter()
            .map(|d| (d.line, d.severity, d.say.expect("says")))
            .collect()
    }

    #[test]
    fn a_box_with_more_guests_than_seats_is_asked_about() {
        let text = "Semana 1: voy al teatro y alquilo un palco; invito a Ana, Bea, Clara, \
                    Dora, Eva, Flor y Gema\nSemana 2: voy al teatro y alquilo un palco; \
                    invito a Ana\n";
        let sheet = parse_orders(text);
        let said = overfull_boxes(&sheet, text, Rulebook::preux().spanish_venues);
        assert_eq!(said.len(), 1, "{said:?}");
        assert_eq!(said[0].line, 1);
        assert!(overfull_boxes(&sheet, text, Rulebook::default().spanish_venues).is_empty());
    }

    #[test]
    fn a_club_above_the_level_the_letter_states_is_asked_about() {
        let text = "Week 1: practise rapier\nWeek 2: join Hunter's, then carouse there\n";
        let sheet = parse_orders(text);
        let book = Rulebook::default();
        let said = clubs_above_stated_level(&sheet, text, &book, 7);
        assert_eq!(said.len(), 1, "{said:?}");
        assert_eq!((said[0].line, said[0].severity), (2, Severity::Error));
        assert!(clubs_above_stated_level(&sheet, text, &book, 9).is_empty());
        // A commission bought this month may raise him first: the month decides.
        let text = "Week 1: buy the rank of Captain\nWeek 2: join Hunter's\n";
        let sheet = parse_orders(text);
        assert!(clubs_above_stated_level(&sheet, text, &book, 7).is_empty());
    }

    #[test]
    fn a_venue_the_game_leaves_out_and_a_club_out_of_reach_are_said() {
        let got = said(&Rulebook::default(), 3);
        assert_eq!(got.len(), 3, "{got:?}");
        let taverns = Say::NotInThisGame {
            what: Absent::Taverns,
        };
        assert_eq!(got[0], (2, Severity::Error, taverns));
        assert!(
            matches!(&got[1], (3, Severity::Warning, Say::ClubBarred { club: Club::Bothwells, unmet })
                if unmet.iter().any(|r| matches!(r, ClubRequirement::MinSocialLevel(_)))),
            "{got:?}"
        );
        let casino = Say::NotInThisGame {
            what: Absent::GrandCasino,
        };
        assert_eq!(got[2], (4, Severity::Error, casino));
        // Under Preux et audacieux the taverns and the Casino are open; a gentleman of
        // standing may join Bothwell's.
        assert_eq!(said(&Rulebook::preux(), 20), vec![]);
    }

    #[test]
    fn a_bribe_the_game_will_refuse_is_said() {
        let text = "Week 1: bribe the Colonel of the 53rd with 300 crowns for my application\n\
                    Week 2: bribe the Major with 50 crowns\n";
        let sheet = parse_orders(text);
        assert!(sheet.diagnostics.is_empty(), "{:?}", sheet.diagnostics);
        let said = |rulebook: &Rulebook| -> Vec<(u32, Say)> {
            refused_orders(&sheet, text, rulebook, None)
                .into_iter()
                .map(|d| (d.line, d.say.expect("says")))
                .collect()
        };
        assert_eq!(
            said(&Rulebook::default()),
            vec![(1, Say::NoBribes), (2, Say::NoBribes)]
        );
        assert_eq!(
            said(&Rulebook::preux()),
            vec![(2, Say::BribeTooSmall { least: 75 })]
        );
    }
}
