//! Parisian life in the weeks: clubs, carousing, bawdyhouses, courting, mistresses
//! (000 sections c and d).

use super::Rulebook;
use super::events::{Happening, Refusal, Source};
use super::ledger::{Ledger, Place};
use crate::dice::Dice;
use crate::tables::clubs::{self, ClubRequirement};
use crate::tables::courting::courting_roll_needed;
use crate::tables::regiments;
use crate::vocab::Club;
use crate::world::{CharacterId, Membership};

fn refuse(ledger: &mut Ledger, who: &CharacterId, week: Option<u8>, order: &str, refusal: Refusal) {
    ledger.happen(
        week,
        who,
        Happening::Refused {
            order: order.to_string(),
            refusal,
        },
    );
}

/// Whether he can pay `cost` now; refuses `order` if not.
fn afford(
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

/// The month's dues, at its start: paid, or the member is expelled ("Characters ... must
/// pay their dues in order to retain membership in good standing").
pub(super) fn pay_dues(ledger: &mut Ledger, who: &CharacterId, book: &Rulebook) {
    let Some(membership) = ledger.character(who).club else {
        return;
    };
    let dues = i64::from(clubs::club(book.club_table, membership.club).dues);
    if ledger.character(who).crowns >= dues {
        ledger.purse(
            None,
            who,
            -dues,
            Source::ClubDues {
                club: membership.club,
            },
        );
    } else {
        ledger.character_mut(who).club = None;
        ledger.happen(
            None,
            who,
            Happening::ExpelledFromClub {
                club: membership.club,
            },
        );
    }
}

/// Why he may not join `club`, if he may not.
fn club_requirement_unmet(
    ledger: &Ledger,
    who: &CharacterId,
    club: Club,
    book: &Rulebook,
) -> Option<String> {
    let c = ledger.character(who);
    let posting = c
        .commission
        .and_then(|com| Some((regiments::regiment(com.regiment).brigade?, com.rank)));
    let unmet: Vec<String> = clubs::club(book.club_table, club)
        .requirements
        .iter()
        .filter(|r| !r.is_met(c.social_level, posting))
        .map(|r| match r {
            ClubRequirement::MinSocialLevel(level) => format!("social level {level} or more"),
            ClubRequirement::OfficerOfBrigade(brigade) => format!("an officer of the {brigade}"),
        })
        .collect();
    (!unmet.is_empty()).then(|| unmet.join(" and "))
}

/// Joining a club: automatic when qualified; the month's dues are paid on joining. Joining
/// another club resigns the old one (one club at a time).
pub(super) fn join_club(
    ledger: &mut Ledger,
    who: &CharacterId,
    week: u8,
    club: Club,
    book: &Rulebook,
) {
    let w = Some(week);
    let c = ledger.character(who);
    if c.club.is_some_and(|m| m.club == club) {
        return refuse(ledger, who, w, "join_club", Refusal::AlreadyMember { club });
    }
    if let Some(until) = c.club_bans.get(&club).copied()
        && ledger.world.month < until
    {
        let until = until.to_string();
        return refuse(
            ledger,
            who,
            w,
            "join_club",
            Refusal::ClubBanned { club, until },
        );
    }
    if let Some(requirement) = club_requirement_unmet(ledger, who, club, book) {
        return refuse(
            ledger,
            who,
            w,
            "join_club",
            Refusal::ClubRequirement { club, requirement },
        );
    }
    let dues = i64::from(clubs::club(book.club_table, club).dues);
    if !afford(ledger, who, w, "join_club", dues) {
        return;
    }
    if ledger.character(who).club.is_some() {
        resign_club(ledger, who, week);
    }
    let month = ledger.world.month;
    ledger.character_mut(who).club = Some(Membership { club, since: month });
    ledger.purse(w, who, -dues, Source::ClubDues { club });
    ledger.happen(w, who, Happening::JoinedClub { club });
}

/// Resigning: the rest of the month's dues are lost, and he may not rejoin for three months.
pub(super) fn resign_club(ledger: &mut Ledger, who: &CharacterId, week: u8) {
    let Some(membership) = ledger.character(who).club else {
        return refuse(ledger, who, Some(week), "resign_club", Refusal::NoClub);
    };
    let until = ledger.world.month.next().next().next();
    let c = ledger.character_mut(who);
    c.club = None;
    c.club_bans.insert(membership.club, until);
    ledger.happen(
        Some(week),
        who,
        Happening::ResignedClub {
            club: membership.club,
        },
    );
}

/// Carousing: liquid refreshment costing his social level in crowns, +1 status point.
fn carouse(ledger: &mut Ledger, who: &CharacterId, week: u8) -> bool {
    let cost = i64::from(ledger.character(who).social_level);
    if !afford(ledger, who, Some(week), "carouse", cost) {
        return false;
    }
    ledger.purse(Some(week), who, -cost, Source::Carousing);
    ledger.status(Some(week), who, 1, Source::Carousing);
    true
}

/// A week at a club: his own (or the one named, if he is a member of it).
pub(super) fn visit_club(
    ledger: &mut Ledger,
    who: &CharacterId,
    week: u8,
    club: Option<Club>,
    carousing: bool,
    with_mistress: bool,
) {
    let w = Some(week);
    let Some(member_of) = ledger.character(who).club.map(|m| m.club) else {
        return refuse(ledger, who, w, "visit_club", Refusal::NoClub);
    };
    if let Some(named) = club
        && named != member_of
    {
        return refuse(
            ledger,
            who,
            w,
            "visit_club",
            Refusal::NotAMember { club: named },
        );
    }
    let caroused = carousing && carouse(ledger, who, week);
    ledger.saw(week, Place::Club(member_of), who);
    ledger.happen(
        w,
        who,
        Happening::VisitedClub {
            club: member_of,
            caroused,
        },
    );
    if with_mistress {
        // House rule: her refreshment costs her social level in crowns ("Naturally, the
        // character is expected to purchase her liquid refreshment"; the price is not given).
        let Some(lady) = ledger.character(who).mistress.clone() else {
            return refuse(ledger, who, w, "visit_club", Refusal::NoMistress);
        };
        let cost = i64::from(ledger.world.ladies[&lady].social_level);
        if afford(ledger, who, w, "bring_mistress", cost) {
            ledger.purse(w, who, -cost, Source::Mistress { lady: lady.clone() });
            ledger.companionship.insert(who.clone());
            ledger.happen(w, who, Happening::VisitedMistress { lady });
        }
    }
}

/// A week at a bawdyhouse: carousing and companionship, each costing his social level.
pub(super) fn visit_bawdyhouse(
    ledger: &mut Ledger,
    who: &CharacterId,
    week: u8,
    carousing: bool,
    companionship: bool,
) {
    let w = Some(week);
    ledger.saw(week, Place::Bawdyhouse, who);
    let caroused = carousing && carouse(ledger, who, week);
    let mut company = false;
    if companionship {
        let cost = i64::from(ledger.character(who).social_level);
        if afford(ledger, who, w, "companionship", cost) {
            ledger.purse(w, who, -cost, Source::Companionship);
            ledger.companionship.insert(who.clone());
            company = true;
        }
    }
    ledger.happen(
        w,
        who,
        Happening::VisitedBawdyhouse {
            caroused,
            companionship: company,
        },
    );
}

/// A week courting a lady (000, Mistresses): 3 x her social level, more for extra gifts
/// (+1 each, not with a wealthy lady), one die against the Mistress Courting Table; a 1
/// always fails; -1 when she is another's mistress. A suitor who already has a mistress and
/// fails rolls for an indiscretion (a 6: his mistress throws him out).
pub(super) fn court(
    ledger: &mut Ledger,
    who: &CharacterId,
    week: u8,
    name: &str,
    extra_gifts: u8,
    dice: &mut dyn Dice,
) {
    let w = Some(week);
    let Some(lady) = ledger.world.lady_named(name).cloned() else {
        let name = name.to_string();
        return refuse(ledger, who, w, "court", Refusal::UnknownLady { name });
    };
    let suitor = ledger.character(who).clone();
    if suitor.mistress.as_ref() == Some(&lady.id) {
        return refuse(
            ledger,
            who,
            w,
            "court",
            Refusal::AlreadyHisMistress { lady: lady.id },
        );
    }
    let lot = 3 * i64::from(lady.social_level);
    let extra = if lady.wealthy { 0 } else { extra_gifts };
    let cost = lot * (1 + i64::from(extra));
    if !afford(ledger, who, w, "court", cost) {
        return;
    }
    ledger.purse(
        w,
        who,
        -cost,
        Source::Courting {
            lady: lady.id.clone(),
        },
    );
    let rival = lady.lover.clone().filter(|l| l != who);
    let modifier = i32::from(extra) - i32::from(rival.is_some());
    let needed =
        courting_roll_needed(i32::from(suitor.social_level) - i32::from(lady.social_level));
    let roll = dice.d6();
    let won = roll != 1 && i32::from(roll) + modifier >= i32::from(needed);
    ledger.happen(
        w,
        who,
        Happening::Courted {
            lady: lady.id.clone(),
            roll,
            modifier,
            needed,
            won,
        },
    );
    if won {
        if let Some(old) = suitor.mistress.clone() {
            if let Some(l) = ledger.world.ladies.get_mut(&old) {
                l.lover = None;
            }
            ledger.happen(w, who, Happening::LeftMistress { lady: old });
        }
        if let Some(rival) = rival {
            ledger.character_mut(&rival).mistress = None;
            ledger.happen(
                w,
                &rival,
                Happening::MistressLeft {
                    lady: lady.id.clone(),
                },
            );
        }
        if let Some(l) = ledger.world.ladies.get_mut(&lady.id) {
            l.lover = Some(who.clone());
        }
        ledger.character_mut(who).mistress = Some(lady.id);
        // House rule: a won courtship is a week in her company (003, 4.2: "pasa una semana
        // con su dama o conquista a una").
        ledger.companionship.insert(who.clone());
    } else if let Some(current) = suitor.mistress.clone()
        && dice.d6() == 6
    {
        // An indiscretion: his present mistress throws him out.
        if let Some(l) = ledger.world.ladies.get_mut(&current) {
            l.lover = None;
        }
        ledger.character_mut(who).mistress = None;
        ledger.happen(w, who, Happening::MistressLeft { lady: current });
    }
}

/// A week with his mistress: female companionship for the month.
pub(super) fn visit_mistress(ledger: &mut Ledger, who: &CharacterId, week: u8) {
    let Some(lady) = ledger.character(who).mistress.clone() else {
        return refuse(
            ledger,
            who,
            Some(week),
            "visit_mistress",
            Refusal::NoMistress,
        );
    };
    ledger.companionship.insert(who.clone());
    ledger.saw(week, Place::Lady(lady.clone()), who);
    ledger.happen(Some(week), who, Happening::VisitedMistress { lady });
}
