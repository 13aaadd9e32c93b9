//! *Preux et audacieux*'s residences (003, 4.5) through the whole month resolver: the house
//! chosen by a monthly order, kept month after month, its rent and its status at the month's
//! end (4.5.2's table), and the house rules where 003 says nothing (an unpaid rent, a house
//! beneath his standing).

mod month_fixture;

use engarde::calendar::Month;
use engarde::orders::{MonthlyOrder, OrderSheet};
use engarde::render::{Names, Renderer};
use engarde::rules::{Happening, Outcome, Refusal, Rulebook, Source};
use engarde::tables::residences::Residence;
use engarde::vocab::Language;
use engarde::world::{CharacterId, World};
use month_fixture::{crowns_from, gentleman, play_scripted as play, status_from};
use std::collections::BTreeMap;

fn julien() -> CharacterId {
    CharacterId::from_name("Julien")
}

/// Julien (of `level`, with `crowns`) in January 1626, keeping `kept` already.
fn paris(level: u8, crowns: i64, kept: Option<Residence>) -> World {
    let mut c = gentleman("Julien", level, crowns);
    c.residence = kept;
    month_fixture::paris_in(Month::new(1626, 1), vec![c], vec![])
}

/// His month: nothing in the weeks, `monthly` for the month.
fn orders(monthly: Vec<MonthlyOrder>) -> BTreeMap<CharacterId, OrderSheet> {
    let mut sheet = OrderSheet::empty();
    sheet.monthly = monthly;
    BTreeMap::from([(julien(), sheet)])
}

/// The crowns and status points his house cost and brought.
fn house(out: &Outcome) -> (i64, i32) {
    let his_house = |s: &Source| matches!(s, Source::Residence { .. });
    (
        crowns_from(out, "Julien", his_house),
        status_from(out, "Julien", his_house),
    )
}

/// 4.5.2: "4 Mansión 150 6 15 20": taken this month, 150 crowns and 6 status points, kept for
/// the next; "3 Casa grande 90 4 10 15" for a man who already keeps one and orders nothing.
#[test]
fn a_mansion_costs_150_and_brings_6() {
    let world = paris(12, 1000, None);
    let mansion = MonthlyOrder::Residence {
        residence: Residence::Mansion,
    };
    // The play's review (003, 3.4) is the month's only die.
    let out = play(&world, &orders(vec![mansion]), &Rulebook::preux(), &[4]);
    assert_eq!(house(&out), (-150, 6));
    assert_eq!(
        out.world.characters[&julien()].residence,
        Some(Residence::Mansion)
    );
    let world = paris(12, 1000, Some(Residence::LargeHouse));
    let out = play(&world, &orders(vec![]), &Rulebook::preux(), &[4]);
    assert_eq!(house(&out), (-90, 4), "a house kept is paid each month");
    for language in [Language::English, Language::Spanish] {
        let renderer = Renderer::new(language, None).unwrap();
        let names = Names::in_language(&out.world, language);
        let event = out
            .events
            .iter()
            .find(|e| {
                matches!(
                    &e.what,
                    Happening::Status {
                        source: Source::Residence { .. },
                        ..
                    }
                )
            })
            .unwrap();
        let text = renderer.event_text(event, &names).unwrap();
        let words = match language {
            Language::English => "a large house",
            _ => "una casa grande",
        };
        assert!(text.contains(words), "{text}");
    }
}

/// House rules: a rent he cannot pay sends him to lodgings that cost nothing; a house beneath
/// his standing ("Niv.máx." 5 for a flat) brings no status to a man of level 8. The English
/// game has no residences: refused, nothing paid.
#[test]
fn an_unpaid_rent_and_a_house_beneath_him() {
    let world = paris(12, 100, Some(Residence::Mansion));
    let out = play(&world, &orders(vec![]), &Rulebook::preux(), &[4]);
    assert_eq!(house(&out), (0, 0));
    assert!(out.events.iter().any(|e| matches!(
        e.what,
        Happening::ResidenceLost {
            residence: Residence::Mansion,
            cost: 150,
            ..
        }
    )));
    assert_eq!(out.world.characters[&julien()].residence, None);

    let flat = MonthlyOrder::Residence {
        residence: Residence::Flat,
    };
    let world = paris(8, 500, None);
    let out = play(
        &world,
        &orders(vec![flat.clone()]),
        &Rulebook::preux(),
        &[4],
    );
    assert_eq!(house(&out), (-30, 0));

    let out = play(&world, &orders(vec![flat]), &Rulebook::default(), &[]);
    assert_eq!(house(&out), (0, 0));
    assert!(out.events.iter().any(|e| matches!(
        &e.what,
        Happening::Refused {
            refusal: Refusal::NoResidences,
            ..
        }
    )));
}
