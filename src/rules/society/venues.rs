//! *Preux et audacieux*'s grand venues (003, 3.3 and 3.4), in games whose house rules open
//! them (`spanish_venues`): the Grand Casino of Paris and the Théâtre Royale.

use super::clubs::gamble_at;
use super::gambling::Table;
use super::toadying::company_points;
use super::{pay, refuse};
use crate::dice::Dice;
use crate::orders::{Action, Gamble, Seat};
use crate::rules::Rulebook;
use crate::rules::events::{Absent, Happening, Refusal, Requirement, Source, Venue};
use crate::rules::ledger::Ledger;
use crate::tables::venues;
use crate::world::CharacterId;

fn closed(ledger: &mut Ledger, who: &CharacterId, week: u8, order: &str, book: &Rulebook) -> bool {
    if book.spanish_venues {
        return false;
    }
    let what = match order {
        "casino" => Absent::GrandCasino,
        _ => Absent::TheatreRoyale,
    };
    refuse(
        ledger,
        who,
        Some(week),
        order,
        Refusal::NotInThisGame { what },
    );
    true
}

/// A week at the Grand Casino: social level 9 or more; at least one bet, each of 300 or
/// more, no limit, divisor 1500; 2 status points for being seen there; wins in a row score
/// +1, +2, +3... and the stake over the divisor counts once per win of the longest run, when
/// the week's stake reached the divisor (003, 3.3.3).
pub(in crate::rules) fn visit_casino(
    ledger: &mut Ledger,
    who: &CharacterId,
    week: u8,
    gamble: Option<&Gamble>,
    book: &Rulebook,
    dice: &mut dyn Dice,
) {
    if closed(ledger, who, week, "casino", book) {
        return;
    }
    let w = Some(week);
    let rules = venues::casino();
    if ledger.character(who).social_level < rules.min_social_level {
        let requirement = Requirement::SocialLevel {
            at_least: rules.min_social_level,
        };
        return refuse(ledger, who, w, "casino", Refusal::Barred { requirement });
    }
    let Some(gamble) = gamble.filter(|g| !g.bets.is_empty()) else {
        return refuse(ledger, who, w, "casino", Refusal::NoBet);
    };
    ledger.happen(w, who, Happening::VisitedCasino);
    let member = ledger.character(who).casino.is_some();
    if let Some(m) = ledger.character_mut(who).casino.as_mut() {
        m.months_absent = 0;
    }
    let (visit, consecutive) = if member {
        (rules.member_visit_status, rules.member_consecutive_from)
    } else {
        (rules.visit_status, rules.consecutive_from)
    };
    ledger.status(w, who, visit, Source::CasinoVisit);
    let table = Table {
        limit: None,
        minimum: Some(rules.minimum_bet),
        divisor: Some(rules.divisor),
        cut_stake: book.gambling_cut_stake,
        consecutive_from: Some(consecutive),
    };
    let purse = ledger.character(who).crowns;
    gamble_at(
        ledger,
        who,
        week,
        (Venue::Casino, table),
        gamble,
        purse,
        dice,
    );
}

/// Becoming a member of the Casino (003, 3.3.5): "Los socios pagan una cuota mensual de 40
/// CR, y ... ganan 3 p.s. por venir y jugar; además, el modificador para tiradas
/// consecutivas no empieza en +1, sino en +2. Un socio está obligado a asistir cada mes, al
/// menos durante los 4 primeros meses como socio. Si pasado este período deja de ir al Casino
/// durante 4 meses consecutivos, pierde el derecho de ser socio para siempre." The first
/// month's dues are paid on joining.
pub(in crate::rules) fn join_casino(
    ledger: &mut Ledger,
    who: &CharacterId,
    week: u8,
    book: &Rulebook,
) {
    if closed(ledger, who, week, "casino", book) {
        return;
    }
    let rules = venues::casino();
    let w = Some(week);
    let c = ledger.character(who);
    if c.casino_barred {
        let requirement = Requirement::RightToMembership;
        return refuse(
            ledger,
            who,
            w,
            "join_casino",
            Refusal::Barred { requirement },
        );
    }
    if c.social_level < rules.min_social_level {
        let requirement = Requirement::SocialLevel {
            at_least: rules.min_social_level,
        };
        return refuse(
            ledger,
            who,
            w,
            "join_casino",
            Refusal::Barred { requirement },
        );
    }
    if c.casino.is_some() {
        return;
    }
    if pay(
        ledger,
        who,
        week,
        "join_casino",
        i64::from(rules.member_dues),
        Source::CasinoVisit,
    ) {
        let since = ledger.world.month;
        ledger.character_mut(who).casino = Some(crate::world::CasinoMembership {
            since,
            months_absent: 0,
        });
        ledger.happen(w, who, Happening::JoinedCasino);
    }
}

/// A member's month at the Casino: dues at the start (or he is struck off); at the end, the
/// attendance the rules demand.
pub(in crate::rules) fn casino_dues(ledger: &mut Ledger, who: &CharacterId) {
    let month = ledger.world.month;
    let Some(m) = ledger.character(who).casino else {
        return;
    };
    if m.since == month {
        return;
    }
    let dues = i64::from(venues::casino().member_dues);
    if ledger.character(who).crowns >= dues {
        ledger.purse(None, who, -dues, Source::CasinoVisit);
    } else {
        ledger.character_mut(who).casino = None;
        ledger.happen(None, who, Happening::LeftCasino { barred: false });
    }
}

/// At the month's end: a member who did not come counts a month absent; absent in his first
/// four months, or four months in a row after, he loses the right for good.
pub(in crate::rules) fn casino_attendance(ledger: &mut Ledger, who: &CharacterId) {
    let month = ledger.world.month;
    let Some(mut m) = ledger.character(who).casino else {
        return;
    };
    let came = ledger
        .events
        .iter()
        .any(|e| e.who.as_ref() == Some(who) && matches!(e.what, Happening::VisitedCasino));
    if came {
        return;
    }
    m.months_absent += 1;
    let probation = month.months_since(m.since) < 4;
    let c = ledger.character_mut(who);
    if probation || m.months_absent >= 4 {
        c.casino = None;
        c.casino_barred = true;
        ledger.happen(None, who, Happening::LeftCasino { barred: true });
    } else {
        c.casino = Some(m);
    }
}

/// The month's play opens: its reception is rolled once, at the month's start.
pub(in crate::rules) fn stage_play(ledger: &mut Ledger, dice: &mut dyn Dice) {
    the_play(ledger, dice);
}

/// The play of the month, rolled once.
fn the_play(ledger: &mut Ledger, dice: &mut dyn Dice) -> (u8, &'static str) {
    if let Some(play) = ledger.play {
        return play;
    }
    let roll = dice.d6();
    let review = venues::review(roll);
    ledger.play = Some((roll, review.quality));
    ledger.events.push(crate::rules::Event {
        week: None,
        who: None,
        what: Happening::PlayReviewed {
            roll,
            quality: review.quality.to_string(),
        },
    });
    (roll, review.quality)
}

/// A week at the Théâtre Royale: a seat in the stalls (his level in crowns) or a box (ten
/// times, with up to six guests he mingles with), doubled at the premiere (the first week);
/// status by the play's reception, and more at the premiere and for a box.
pub(in crate::rules) fn go_to_theatre(
    ledger: &mut Ledger,
    who: &CharacterId,
    week: u8,
    seat: Seat,
    guests: &[String],
    book: &Rulebook,
    dice: &mut dyn Dice,
) {
    if closed(ledger, who, week, "theatre", book) {
        return;
    }
    let w = Some(week);
    let rules = venues::theatre();
    let level = ledger.character(who).social_level;
    let premiere = week == 1;
    let per_level = match seat {
        Seat::Stalls => rules.stalls_price_per_level,
        Seat::Box => rules.box_price_per_level,
    };
    let factor = if premiere {
        rules.premiere_price_factor
    } else {
        1
    };
    let price = i64::from(per_level * factor) * i64::from(level);
    if !pay(ledger, who, week, "theatre", price, Source::Theatre) {
        return;
    }
    let (roll, _) = the_play(ledger, dice);
    let review = venues::review(roll);
    // Guests who are characters and came to the theatre that week share his box.
    let mut company = Vec::new();
    if seat == Seat::Box {
        for name in guests.iter().take(usize::from(rules.box_seats)) {
            // A lady invited to his box answers the invitation.
            if ledger.world.lady_named(name).is_some() {
                super::invite(ledger, who, week, name, dice);
                continue;
            }
            let Some(guest) = ledger.world.character_named(name).map(|c| c.id.clone()) else {
                continue;
            };
            let came = ledger
                .planned(&guest)
                .into_iter()
                .any(|a| matches!(a, Action::Theatre { .. }));
            if came && guest != *who {
                company.push(guest);
            }
        }
    }
    ledger.happen(
        w,
        who,
        Happening::WentToTheatre {
            seat,
            premiere,
            guests: company.clone(),
        },
    );
    ledger.status(w, who, review.status, Source::Theatre);
    if premiere {
        ledger.status(w, who, review.premiere_status, Source::Theatre);
    }
    if seat == Seat::Box {
        ledger.status(w, who, rules.box_status, Source::Theatre);
    }
    for guest in company {
        let points = company_points(level, ledger.character(&guest).social_level);
        ledger.status(w, who, points, Source::Company { with: guest });
    }
}
