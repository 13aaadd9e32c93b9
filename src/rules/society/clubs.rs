//! Clubs (000, Clubs; Carousing; Toadying; Gambling): membership, dues, visits as member or
//! guest, carousing, gambling at the club's table, and the company one keeps there.

use super::gambling::{self, Table};
use super::toadying::{Mingling, company_points, guest_carousing_cost};
use super::{afford, refuse};
use crate::dice::Dice;
use crate::orders::{Action, Gamble};
use crate::rules::Rulebook;
use crate::rules::events::{Happening, Refusal, Requirement, Source, Venue};
use crate::rules::ledger::{Ledger, Place};
pub use crate::rules::rulebook::society::MembersBelow;
use crate::tables::clubs::{self, ClubRequirement, guest_status_points, highest_joinable};
use crate::tables::regiments::{self, Relation};
use crate::vocab::Club;
use crate::world::{Character, CharacterId, Membership};

/// The month's dues, at its start: paid, or the member is expelled ("Characters ... must
/// pay their dues in order to retain membership in good standing").
pub(in crate::rules) fn pay_dues(ledger: &mut Ledger, who: &CharacterId, book: &Rulebook) {
    let Some(membership) = ledger.character(who).club else {
        return;
    };
    // `club_members_below = "struck_off"`: a member who no longer meets his club's
    // requirements (his level fell, he left the brigade) is held to them as an applicant is.
    let requirements = lacking(ledger.character(who), membership.club, book);
    if book.club_members_below == MembersBelow::StruckOff && !requirements.is_empty() {
        ledger.character_mut(who).club = None;
        let club = membership.club;
        let what = Happening::StruckFromClub { club, requirements };
        return ledger.happen(None, who, what);
    }
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

/// The requirements of `club` he does not meet (none: he may join).
pub(in crate::rules) fn requirements_unmet(
    c: &Character,
    club: Club,
    book: &Rulebook,
) -> Vec<ClubRequirement> {
    let posting = c
        .commission
        .and_then(|com| Some((regiments::regiment(com.regiment).brigade?, com.rank)));
    clubs::club(book.club_table, club)
        .requirements
        .iter()
        .copied()
        .filter(|r| !r.is_met(c.social_level, posting))
        .collect()
}

/// The requirements of `club` he does not meet, as the rules' events tell them.
fn lacking(c: &Character, club: Club, book: &Rulebook) -> Vec<Requirement> {
    requirements_unmet(c, club, book)
        .into_iter()
        .map(|r| match r {
            ClubRequirement::MinSocialLevel(at_least) => Requirement::SocialLevel { at_least },
            ClubRequirement::OfficerOfBrigade(brigade) => Requirement::OfficerOf { brigade },
        })
        .collect()
}

/// Joining a club: automatic when qualified; the month's dues are paid on joining. Joining
/// another club resigns the old one (one club at a time).
pub(in crate::rules) fn join_club(
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
        return refuse(
            ledger,
            who,
            w,
            "join_club",
            Refusal::ClubBanned { club, until },
        );
    }
    let requirements = lacking(ledger.character(who), club, book);
    if !requirements.is_empty() {
        return refuse(
            ledger,
            who,
            w,
            "join_club",
            Refusal::ClubRequirement { club, requirements },
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
pub(in crate::rules) fn resign_club(ledger: &mut Ledger, who: &CharacterId, week: u8) {
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

/// Carousing: liquid refreshment costing `cost` crowns (his social level, or his host's),
/// +1 status point. "A player may carouse once a week provided he visits a club or
/// bawdyhouse that week."
pub(in crate::rules) fn carouse(
    ledger: &mut Ledger,
    who: &CharacterId,
    week: u8,
    cost: i64,
) -> bool {
    if ledger
        .character(who)
        .laid_up_until
        .is_some_and(|m| m > ledger.world.month)
    {
        refuse(ledger, who, Some(week), "carouse", Refusal::LaidUp);
        return false;
    }
    if !afford(ledger, who, Some(week), "carouse", cost) {
        return false;
    }
    ledger.purse(Some(week), who, -cost, Source::Carousing);
    ledger.status(Some(week), who, 1, Source::Carousing);
    true
}

/// Where a character's club visit of this week takes him, and as whose guest, as his orders
/// say (checked when he gets there): (club, host).
fn planned_visit(ledger: &Ledger, who: &CharacterId) -> Option<(Club, Option<CharacterId>)> {
    let (club, host) = ledger.planned(who).into_iter().find_map(|a| match a {
        Action::VisitClub { club, host, .. } => Some((*club, host.clone())),
        _ => None,
    })?;
    if let Some(host) = host {
        let host = ledger.world.character_named(&host)?;
        let venue = club.or(host.club.map(|m| m.club))?;
        return Some((venue, Some(host.id.clone())));
    }
    let own = ledger.character(who).club.map(|m| m.club);
    let venue = club.or(own)?;
    if own == Some(venue) {
        return Some((venue, None));
    }
    // Not a member: a guest if a member going there names him among his guests.
    let name = &ledger.character(who).name;
    let host = ledger.week_actions.keys().find_map(|h| {
        let lists_him = ledger.planned(h).into_iter().any(|a| match a {
            Action::VisitClub { guests, .. } => guests
                .iter()
                .any(|g| CharacterId::from_name(g) == CharacterId::from_name(name)),
            _ => false,
        });
        (h != who && lists_him && is_member_visit(ledger, h, venue)).then(|| h.clone())
    });
    Some((venue, host))
}

/// Whether `who` goes to `club` this week as a member of it.
fn is_member_visit(ledger: &Ledger, who: &CharacterId, club: Club) -> bool {
    let member = ledger.character(who).club.is_some_and(|m| m.club == club)
        || ledger
            .planned(who)
            .into_iter()
            .any(|a| matches!(a, Action::JoinClub { club: c } if *c == club));
    member && matches!(planned_visit(ledger, who), Some((c, None)) if c == club)
}

/// Works out who goes to which club this week, with his host if he is a guest.
pub(in crate::rules) fn club_company(
    ledger: &Ledger,
) -> std::collections::BTreeMap<Club, Vec<(CharacterId, Option<CharacterId>)>> {
    let mut company: std::collections::BTreeMap<Club, Vec<(CharacterId, Option<CharacterId>)>> =
        Default::default();
    for who in ledger.week_actions.keys() {
        if let Some((club, host)) = planned_visit(ledger, who) {
            company.entry(club).or_default().push((who.clone(), host));
        }
    }
    company
}

/// The club's gambling table.
fn table(book: &Rulebook, club: Club) -> Table {
    let row = clubs::club(book.club_table, club);
    Table {
        limit: row.house_limit,
        minimum: row.minimum_bet,
        divisor: Some(row.divisor),
        cut_stake: book.gambling_cut_stake,
        consecutive_from: None,
    }
}

/// Plays a night's gambling at `venue`, by its table's rules, with `purse` crowns in hand,
/// and books it.
pub(in crate::rules) fn gamble_at(
    ledger: &mut Ledger,
    who: &CharacterId,
    week: u8,
    (venue, table): (Venue, Table),
    gamble: &Gamble,
    purse: i64,
    dice: &mut dyn Dice,
) -> gambling::Night {
    let night = gambling::play(gamble, table, purse, dice);
    let w = Some(week);
    ledger.happen(
        w,
        who,
        Happening::Gambled {
            venue,
            bets: night.bets.clone(),
            crowns: night.crowns,
            stake: night.stake,
        },
    );
    ledger.purse(w, who, night.crowns, Source::Gambling { venue });
    ledger.status(w, who, night.bet_points, Source::Gambling { venue });
    ledger.status(w, who, night.stake_points, Source::GamblingStake { venue });
    night
}

/// A week at a club, as a member or as a guest: carousing, gambling, his mistress, and the
/// company he keeps.
#[allow(clippy::too_many_arguments)]
pub(in crate::rules) fn visit_club(
    ledger: &mut Ledger,
    who: &CharacterId,
    week: u8,
    named: Option<Club>,
    carousing: bool,
    with_mistress: bool,
    gamble: Option<&Gamble>,
    book: &Rulebook,
    dice: &mut dyn Dice,
) {
    let w = Some(week);
    let Some((club, host)) = planned_visit(ledger, who) else {
        return match named {
            Some(club) => refuse(ledger, who, w, "visit_club", Refusal::NotAMember { club }),
            None => refuse(ledger, who, w, "visit_club", Refusal::NoClub),
        };
    };
    let member = ledger.character(who).club.is_some_and(|m| m.club == club);
    let level = ledger.character(who).social_level;
    let mut carousing_cost = i64::from(level);
    match &host {
        None if !member => {
            return refuse(ledger, who, w, "visit_club", Refusal::NotAMember { club });
        }
        Some(h) if !is_member_visit(ledger, h, club) => {
            let host = ledger.character(h).name.clone();
            return refuse(ledger, who, w, "visit_club", Refusal::NoHost { host });
        }
        Some(h) if !member => {
            // A guest: the points of being at a club above his reach, and his host's
            // carousing price if the host's level is higher.
            let c = ledger.character(who);
            let posting = c
                .commission
                .and_then(|k| Some((regiments::regiment(k.regiment).brigade?, k.rank)));
            let reach = highest_joinable(book.club_table, level, posting);
            let host_level = ledger.character(h).social_level;
            carousing_cost = guest_carousing_cost(level, host_level);
            ledger.happen(
                w,
                who,
                Happening::GuestOf {
                    host: h.clone(),
                    club,
                },
            );
            let points = i32::from(guest_status_points(reach, club));
            ledger.status(w, who, points, Source::GuestAt { club });
        }
        Some(_) | None => {}
    }
    ledger.saw(week, Place::Club(club), who);
    let caroused = carousing && carouse(ledger, who, week, carousing_cost);
    ledger.happen(w, who, Happening::VisitedClub { club, caroused });

    // The company he keeps.
    let present: &[(CharacterId, Option<CharacterId>)] =
        ledger.club_company.get(&club).map_or(&[], Vec::as_slice);
    let companions: Vec<CharacterId> = match book.mingling {
        Mingling::HostsAndGuests => present
            .iter()
            .filter(|(other, their_host)| {
                other != who && (their_host.as_ref() == Some(who) || host.as_ref() == Some(other))
            })
            .map(|(other, _)| other.clone())
            .collect(),
        Mingling::Everyone => {
            let mine = ledger.character(who).regiment();
            present
                .iter()
                .map(|(other, _)| other)
                .filter(|other| *other != who)
                .filter(|other| {
                    let theirs = ledger.character(other).regiment();
                    !matches!((mine, theirs), (Some(a), Some(b)) if regiments::relation(a, b) == Relation::Enemy)
                })
                .cloned()
                .collect()
        }
    };
    for other in companions {
        let points = company_points(level, ledger.character(&other).social_level);
        ledger.status(w, who, points, Source::Company { with: other });
    }

    if let Some(gamble) = gamble {
        let purse = ledger.character(who).crowns;
        gamble_at(
            ledger,
            who,
            week,
            (Venue::Club { club }, table(book, club)),
            gamble,
            purse,
            dice,
        );
    }
    if with_mistress {
        bring_mistress(ledger, who, week);
    }
}

/// Whether his mistress is among the guests he names ("the Hunter's with Léonie", when
/// Léonie is his mistress): she comes as his mistress, not as a guest.
pub(in crate::rules) fn mistress_among(
    ledger: &Ledger,
    who: &CharacterId,
    guests: &[String],
) -> bool {
    let Some(mistress) = &ledger.character(who).mistress else {
        return false;
    };
    guests.iter().any(|g| {
        ledger
            .world
            .lady_named(g)
            .is_some_and(|l| &l.id == mistress)
    })
}

/// His mistress at the club: "Mistresses accompanying their lovers to a club count in lieu
/// of the monthly visit. Naturally, the character is expected to purchase her liquid
/// refreshment." House rule: her refreshment costs her social level in crowns.
fn bring_mistress(ledger: &mut Ledger, who: &CharacterId, week: u8) {
    let w = Some(week);
    let Some(lady) = ledger.character(who).mistress.clone() else {
        return refuse(ledger, who, w, "bring_mistress", Refusal::NoMistress);
    };
    let cost = i64::from(ledger.world.ladies[&lady].social_level);
    if afford(ledger, who, w, "bring_mistress", cost) {
        ledger.purse(w, who, -cost, Source::Mistress { lady: lady.clone() });
        super::family::keep_company(ledger, who, week, &lady);
        ledger.saw(week, Place::Lady(lady.clone()), who);
        ledger.happen(w, who, Happening::VisitedMistress { lady });
    }
}
