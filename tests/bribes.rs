//! *Preux et audacieux*'s bribes (003, 5.2) through the whole month resolver with scripted
//! dice: the sum buys a favour of its class (5.2.2), two dice say whether it is taken
//! (5.2.3), and a bribe taken sways a decision as a favour pledged would; a bribe denounced
//! is a scandal in the newspaper; a game without bribes refuses the order at no cost.

mod month_fixture;

use engarde::calendar::Month;
use engarde::orders::{Action, Bribe, Decision, OrderSheet};
use engarde::render::{Names, Renderer};
use engarde::rules::army::ArmyEvent;
use engarde::rules::society::influence::Denounced;
use engarde::rules::{Happening, Outcome, Refusal, Rulebook, Source};
use engarde::tables::influence::BribeOutcome;
use engarde::vocab::{Language, Regiment};
use engarde::world::{CharacterId, World};
use month_fixture::{crowns_from, gentleman, play_scripted as play, status_from};
use std::collections::BTreeMap;

fn henri() -> CharacterId {
    CharacterId::from_name("Henri")
}

/// Henri (level 13, 1000 crowns) in January 1626, alone in Paris.
fn paris() -> World {
    month_fixture::paris_in(
        Month::new(1626, 1),
        vec![gentleman("Henri", 13, 1000)],
        vec![],
    )
}

/// Henri's month: `first` in week 1, an application to the 53rd Fusiliers in week 2.
fn orders(first: Action) -> BTreeMap<CharacterId, OrderSheet> {
    let mut sheet = OrderSheet::empty();
    sheet.weeks[0].actions = vec![first];
    sheet.weeks[1].actions = vec![Action::ApplyRegiment {
        regiment: Regiment::Fusiliers53rd,
        rank: None,
    }];
    BTreeMap::from([(henri(), sheet)])
}

fn bribe(crowns: u32) -> Action {
    Action::Bribe(Bribe {
        crowns,
        on: "the Colonel of the 53rd, on my application".into(),
        decision: Decision::For,
        whom: None,
    })
}

fn his(out: &Outcome) -> Vec<&Happening> {
    month_fixture::happenings(out, "Henri")
}

/// What his bribes cost him.
fn paid(out: &Outcome) -> i64 {
    crowns_from(out, "Henri", |s| *s == Source::Bribe)
}

/// The newspaper of the month, in `language`.
fn newspaper(before: &World, out: &Outcome, language: Language) -> String {
    let renderer = Renderer::new(language, None).unwrap();
    let names = Names::in_language(&out.world, language);
    let game = month_fixture::test_game();
    let (text, _) = renderer
        .newspaper(&game, before, &out.world, &out.events, &names, "seed")
        .unwrap();
    text
}

fn application_modifier(out: &Outcome) -> i32 {
    his(out)
        .into_iter()
        .find_map(|h| match h {
            Happening::Army {
                event: ArmyEvent::Applied { modifier, .. },
            } => Some(*modifier),
            _ => None,
        })
        .expect("he applied")
}

fn bribed(out: &Outcome) -> (u8, u8, BribeOutcome) {
    his(out)
        .into_iter()
        .find_map(|h| match h {
            Happening::Bribed {
                class,
                roll,
                outcome,
                ..
            } => Some((*class, *roll, *outcome)),
            _ => None,
        })
        .expect("he bribed")
}

/// 003, 5.2.2-5.2.3: 300 crowns buy a class 3 favour, the class a Colonel needs for a
/// modification of one (5.1.3); two dice of 9 take it ("Influencia conseguida"), and the
/// application's die is +1 as with a class 3 favour pledged.
#[test]
fn three_hundred_crowns_taken_sway_the_colonel_as_a_class_3_favour() {
    let world = paris();
    // The theatre's play is reviewed first (003, 3.4: a die each month), then the bribe's two
    // dice (4 + 5), then the application's die.
    let out = play(
        &world,
        &orders(bribe(300)),
        &Rulebook::preux(),
        &[4, 4, 5, 3],
    );
    assert_eq!(bribed(&out), (3, 9, BribeOutcome::Favour));
    assert_eq!(application_modifier(&out), 1);
    assert_eq!(paid(&out), -300, "the bribe is paid");
    // The same month with a class 3 favour pledged instead gives the same modification.
    let mut world = paris();
    let favour = engarde::world::Favour {
        class: 3,
        from: "social level".into(),
        expires: None,
    };
    world
        .characters
        .get_mut(&henri())
        .unwrap()
        .favours
        .push(favour);
    let pledge = Action::UseFavour(engarde::orders::FavourUse {
        class: 3,
        on: "the Colonel of the 53rd, on my application".into(),
        decision: Decision::For,
        whom: None,
    });
    let out = play(&world, &orders(pledge), &Rulebook::preux(), &[4, 3]);
    assert_eq!(application_modifier(&out), 1);
}

/// 5.2.3: "6-8 Dinero embolsillado sin recibir el favor": the money is gone, the application
/// is unmoved, and Paris hears nothing of it.
#[test]
fn a_bribe_pocketed_is_money_gone() {
    let world = paris();
    let out = play(
        &world,
        &orders(bribe(299)),
        &Rulebook::preux(),
        &[4, 3, 5, 3],
    );
    assert_eq!(bribed(&out), (2, 8, BribeOutcome::Pocketed));
    assert_eq!(application_modifier(&out), 0);
    assert_eq!(paid(&out), -299);
    let newspaper = newspaper(&world, &out, Language::English);
    assert!(!newspaper.contains("Commissioner"), "{newspaper}");
}

/// 5.2.3: "2-5 ¡Denunciado al Comisionado de Seguridad Pública!": the money is gone, and the
/// house rule prices the scandal (his social level in status points by default, half of it or
/// nothing as the GM chooses); the newspaper tells it in both languages.
#[test]
fn a_bribe_denounced_is_a_scandal() {
    let world = paris();
    let out = play(
        &world,
        &orders(bribe(600)),
        &Rulebook::preux(),
        &[4, 2, 3, 3],
    );
    assert_eq!(bribed(&out), (4, 5, BribeOutcome::Denounced));
    assert_eq!(application_modifier(&out), 0);
    let lost = |out: &Outcome| status_from(out, "Henri", |s| *s == Source::Bribe);
    assert_eq!(lost(&out), -13);
    for (language, words) in [
        (
            Language::English,
            "denounced to the Commissioner of Public Safety",
        ),
        (
            Language::Spanish,
            "denunciado al Comisionado de Seguridad Pública",
        ),
    ] {
        let newspaper = newspaper(&world, &out, language);
        assert!(newspaper.contains(words), "{newspaper}");
        let renderer = Renderer::new(language, None).unwrap();
        let names = Names::in_language(&out.world, language);
        let event = out
            .events
            .iter()
            .find(|e| matches!(e.what, Happening::Bribed { .. }))
            .unwrap();
        let text = renderer.event_text(event, &names).unwrap();
        assert!(text.contains("600"), "{text}");
    }
    let mut book = Rulebook::preux();
    book.influence.bribe_denounced = Denounced::HalfSocialLevel;
    let out = play(&world, &orders(bribe(600)), &book, &[4, 2, 3, 3]);
    assert_eq!(lost(&out), -6);
    book.influence.bribe_denounced = Denounced::Nothing;
    let out = play(&world, &orders(bribe(600)), &book, &[4, 2, 3, 3]);
    assert_eq!(lost(&out), 0);
    assert_eq!(paid(&out), -600);
}

/// The English game has no bribes (000 is silent): the order is refused, no die is rolled and
/// nothing is paid. Under 003, less than 75 crowns buys no favour (5.2.2), and a man cannot
/// give what he has not got.
#[test]
fn bribes_refused() {
    let world = paris();
    let refusal = |out: &Outcome| {
        his(out).into_iter().find_map(|h| match h {
            Happening::Refused { order, refusal } if order == "bribe" => Some(refusal.clone()),
            _ => None,
        })
    };
    let out = play(&world, &orders(bribe(300)), &Rulebook::default(), &[3]);
    assert_eq!(refusal(&out), Some(Refusal::NoBribes));
    assert_eq!(paid(&out), 0);
    let out = play(&world, &orders(bribe(50)), &Rulebook::preux(), &[4, 3]);
    assert_eq!(refusal(&out), Some(Refusal::BribeTooSmall { least: 75 }));
    let out = play(&world, &orders(bribe(2400)), &Rulebook::preux(), &[4, 3]);
    assert_eq!(
        refusal(&out),
        Some(Refusal::CannotAfford {
            cost: 2400,
            crowns: 1000
        })
    );
}
