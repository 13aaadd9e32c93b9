//! Titles (003, 6.0) through whole months: a Major of the 69th Arquebusiers, mentioned in
//! despatches once already, fights the summer's last battle; a second mention makes him
//! worthy, the King's die decides, and the result, the newspaper and the next month's
//! status sheet tell it, in both languages.

mod month_fixture;

use engarde::calendar::Month;
use engarde::dice::{Seed, SeededDice};
use engarde::rules::army::ArmyEvent;
use engarde::rules::{Happening, Outcome, Rulebook, Source, resolve_month};
use engarde::tables::titles::NobleTitle;
use engarde::vocab::{Language, Rank, Regiment};
use engarde::world::{CampaignService, CharacterId, Commission, Mention, ServiceRecord, World};
use month_fixture::{gentleman, status_from, summer_of_the_4th_foot, told};
use std::collections::BTreeMap;

const HENRI: &str = "Henri Dupont";

/// August 1626, the summer's battle: Henri, Major of the 69th at social level `level`, on
/// campaign since June, mentioned once in the spring.
fn august(level: u8) -> World {
    let august = Month::new(1626, 8);
    let mut world = summer_of_the_4th_foot(august);
    let mut henri = gentleman(HENRI, level, 500);
    henri.commission = Some(Commission {
        regiment: Regiment::Arquebusiers69th,
        rank: Rank::Major,
        since: Month::new(1625, 1),
    });
    let id = henri.id.clone();
    world.characters.insert(id.clone(), henri);
    let record = ServiceRecord {
        mentions: vec![Mention {
            from: Month::new(1626, 4),
            points: 3,
        }],
        campaign: Some(CampaignService {
            with: Regiment::Arquebusiers69th,
            volunteer: false,
            since: Month::new(1626, 6),
            until: august,
        }),
        ..ServiceRecord::default()
    };
    world.army.records.insert(id, record);
    world
}

fn mentioned(out: &Outcome) -> bool {
    let id = CharacterId::from_name(HENRI);
    out.events.iter().any(|e| {
        e.who.as_ref() == Some(&id)
            && matches!(
                e.what,
                Happening::Army {
                    event: ArmyEvent::Mentioned { .. }
                }
            )
    })
}

fn sought(out: &Outcome) -> Vec<&Happening> {
    out.events
        .iter()
        .filter(|e| matches!(e.what, Happening::TitleSought { .. }))
        .map(|e| &e.what)
        .collect()
}

/// The August of the first seed for which `pick` holds.
fn august_where(level: u8, pick: impl Fn(&Outcome) -> bool) -> (World, Outcome) {
    let world = august(level);
    for n in 0..2000 {
        let mut dice = SeededDice::new(Seed::from_phrase(&format!("titles {n}")));
        let out = resolve_month(&world, &BTreeMap::new(), &Rulebook::default(), &mut dice);
        if pick(&out) {
            return (world, out);
        }
    }
    panic!("no seed gave the month sought");
}

#[test]
fn a_second_mention_makes_him_a_chevalier() {
    // Level 9, three above the Chevalier's minimum: +1; a 5 or 6 makes him Chevalier
    // d'Honneur and raises him to level 10 at once (6.0.4).
    let granted = |out: &Outcome| {
        sought(out)
            .iter()
            .any(|h| matches!(h, Happening::TitleSought { granted: true, .. }))
    };
    let (world, out) = august_where(9, granted);
    assert!(mentioned(&out));
    let id = CharacterId::from_name(HENRI);
    assert!(matches!(
        sought(&out)[..],
        [Happening::TitleSought {
            title: NobleTitle::Chevalier,
            modifier: 1,
            needed: 6,
            raised_to: Some(10),
            ..
        }]
    ));
    let henri = &out.world.characters[&id];
    assert_eq!(henri.titles, [NobleTitle::Chevalier]);
    assert_eq!(henri.social_level, 10);
    assert_eq!(henri.title_claims, 1);

    for (language, words) in [
        (
            Language::English,
            [
                "Mentioned in despatches for the 2nd time: worthy of a title",
                "His Majesty makes him Chevalier d'Honneur, and he rises to social level 10",
                "is made Chevalier d'Honneur for his deeds in the field",
                "Titles Chevalier d'Honneur",
            ],
        ),
        (
            Language::Spanish,
            [
                "Mencionado en despachos por 2ª vez: digno de un título",
                "Su Majestad lo hace Chevalier d'Honneur, y sube al nivel social 10",
                "es nombrado Chevalier d'Honneur por sus hazañas en campaña",
                "Títulos Chevalier d'Honneur",
            ],
        ),
    ] {
        let (result, paper) = told(language, &world, &out, HENRI);
        assert!(result.contains(words[0]), "{result}");
        assert!(result.contains(words[1]), "{result}");
        assert!(paper.contains(words[2]), "{paper}");
        assert!(result.contains(words[3]), "{result}");
    }

    // September, back in Paris: the title's ten status points count once.
    let mut dice = SeededDice::new(Seed::from_phrase("september"));
    let september = resolve_month(
        &out.world,
        &BTreeMap::new(),
        &Rulebook::default(),
        &mut dice,
    );
    let title = |s: &Source| matches!(s, Source::Title { .. });
    assert_eq!(status_from(&september, HENRI, title), 10);
    assert!(
        september.world.characters[&id]
            .titles_uncelebrated
            .is_empty()
    );
    let mut dice = SeededDice::new(Seed::from_phrase("october"));
    let october = resolve_month(
        &september.world,
        &BTreeMap::new(),
        &Rulebook::default(),
        &mut dice,
    );
    assert_eq!(status_from(&october, HENRI, title), 0);
}

#[test]
fn below_the_chevaliers_minimum_no_die_is_rolled() {
    let (_, out) = august_where(5, mentioned);
    assert!(matches!(
        sought(&out)[..],
        [Happening::TitleSought {
            below_minimum: Some(6),
            roll: None,
            granted: false,
            ..
        }]
    ));
    let henri = &out.world.characters[&CharacterId::from_name(HENRI)];
    assert!(henri.titles.is_empty());
    assert_eq!(henri.title_claims, 1);
}

#[test]
fn a_game_without_titles_grants_none() {
    let world = august(9);
    let mut book = Rulebook::default();
    book.titles.granted = false;
    for n in 0..200 {
        let mut dice = SeededDice::new(Seed::from_phrase(&format!("titles {n}")));
        let out = resolve_month(&world, &BTreeMap::new(), &book, &mut dice);
        assert!(sought(&out).is_empty());
    }
}

/// 003, 6.0.6: "Ya que no se tienen en cuenta los puntos de status mientras se está en el
/// frente, esto servirá de incentivo para que el personaje marche a luchar por sus tierras."
/// A Baron whose lands are held is paid no pension at the front either, but loses no status
/// there; back in Paris the month costs him his title's points.
#[test]
fn invaded_lands_cost_no_status_at_the_front() {
    use engarde::world::Lands;
    let mut world = august(9);
    let id = CharacterId::from_name(HENRI);
    let henri = world.characters.get_mut(&id).unwrap();
    henri.titles = vec![NobleTitle::Chevalier, NobleTitle::Baron];
    henri.lands = Some(Lands::Invaded {
        since: Month::new(1626, 7),
    });
    let lands = |s: &Source| matches!(s, Source::LandsInvaded { .. });
    let pension = |s: &Source| matches!(s, Source::Pension);
    let held = |out: &Outcome| {
        out.events.iter().any(|e| {
            e.who.as_ref() == Some(&id)
                && matches!(
                    e.what,
                    Happening::LandsHeld {
                        pension: 10,
                        first: false,
                        ..
                    }
                )
        })
    };
    let crowns_from = |out: &Outcome, pick: &dyn Fn(&Source) -> bool| -> i64 {
        out.events
            .iter()
            .filter(|e| e.who.as_ref() == Some(&id))
            .filter_map(|e| match &e.what {
                Happening::Purse { crowns, source } if pick(source) => Some(*crowns),
                _ => None,
            })
            .sum()
    };
    let mut dice = SeededDice::new(Seed::from_phrase("invaded august"));
    let august = resolve_month(&world, &BTreeMap::new(), &Rulebook::preux(), &mut dice);
    assert!(held(&august));
    assert_eq!(crowns_from(&august, &pension), 0);
    assert_eq!(status_from(&august, HENRI, lands), 0);

    // September, back in Paris: the Baron's 10 points, lost.
    let mut dice = SeededDice::new(Seed::from_phrase("invaded september"));
    let september = resolve_month(
        &august.world,
        &BTreeMap::new(),
        &Rulebook::preux(),
        &mut dice,
    );
    assert!(held(&september));
    assert_eq!(status_from(&september, HENRI, lands), -10);
}
