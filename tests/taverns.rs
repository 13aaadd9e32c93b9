//! *Preux et audacieux*'s taverns of the docks (003, 3.2.1) through the whole month resolver
//! with scripted dice: "se puede beber y jugar a los dados, ... no hay límite de cantidades
//! apostadas ni divisor de juego", and the pickpockets take "la cantidad de Coronas que
//! llevase encima en ese momento (especificada por el jugador en su jugada)".

mod month_fixture;

use engarde::calendar::Month;
use engarde::orders::{Action, Bet, Gamble, OrderSheet};
use engarde::rules::events::Venue;
use engarde::rules::{Outcome, Rulebook, Source};
use engarde::world::{CharacterId, World};
use month_fixture::{crowns_from, gentleman, play_scripted as play, status_from};
use std::collections::BTreeMap;

fn anselmo() -> CharacterId {
    CharacterId::from_name("Anselmo")
}

/// Anselmo (level 6, 500 crowns) in January 1626; in week 1 a tavern, drinking, with `bets`
/// at dice and `carried` crowns on him.
fn month(bets: &[u32], carried: Option<u32>) -> (World, BTreeMap<CharacterId, OrderSheet>) {
    let mut world = World::new(Month::new(1626, 1));
    let c = gentleman("Anselmo", 6, 500);
    world.characters.insert(c.id.clone(), c);
    let mut sheet = OrderSheet::empty();
    sheet.weeks[0].actions = vec![Action::Tavern {
        name: None,
        carouse: true,
        gamble: (!bets.is_empty()).then(|| Gamble {
            bets: bets.iter().map(|&crowns| Bet { crowns }).collect(),
            cut_at: None,
        }),
        crowns_carried: carried,
    }];
    (world, BTreeMap::from([(anselmo(), sheet)]))
}

/// The crowns from `source` in the month.
fn crowns(out: &Outcome, source: &Source) -> i64 {
    crowns_from(out, "Anselmo", |s| s == source)
}

/// Three bets of 200 at the docks, far above what a club of his level would allow, with no
/// divisor's status: won, lost, won (house then player each time), and no pickpocket (a 3).
#[test]
fn dice_at_the_docks_have_no_limit_nor_divisor() {
    let (world, orders) = month(&[200, 200, 200], Some(400));
    // The play's review (003, 3.4: a die a month), then house and gambler for each bet, then
    // the pickpockets' die.
    let out = play(
        &world,
        &orders,
        &Rulebook::preux(),
        &[4, 2, 5, 5, 1, 3, 6, 3],
    );
    let tavern = Source::Gambling {
        venue: Venue::Tavern,
    };
    let won_lost_won: [i64; 3] = [200, -200, 200];
    assert_eq!(crowns(&out, &tavern), won_lost_won.iter().sum::<i64>());
    let stake_points = status_from(&out, "Anselmo", |s| {
        matches!(s, Source::GamblingStake { .. })
    });
    assert_eq!(stake_points, 0, "no divisor at the docks");
}

/// "Pierde la cantidad de Coronas que llevase encima": 60 crowns carried, 6 spent on drink
/// (his level), the pickpockets (on a 6, the house rule's default) take the 54 left.
#[test]
fn the_pickpockets_take_what_he_carries() {
    let (world, orders) = month(&[], Some(60));
    let out = play(&world, &orders, &Rulebook::preux(), &[4, 6]);
    let robbed = Source::Robbed {
        venue: Venue::Tavern,
    };
    assert_eq!(crowns(&out, &robbed), -54);
}
