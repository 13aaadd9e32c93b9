//! *Preux et audacieux*'s ladies beyond courting, through the whole month resolver with
//! scripted dice: following a lady on the reconstructed table of 4.1.7, a wedding that cannot
//! be (4.4.8), the English game without them, and how the result and the newspaper tell them
//! in both languages. 003's worked examples (the proposal accepted, refused, a titled bride's
//! leave, a class 9 favour on the King's) and the GM's own following table are rule cases in
//! `tests/rule_cases/`, written as players write their orders.

mod month_fixture;

use engarde::calendar::Month;
use engarde::orders::{Action, OrderSheet};
use engarde::rules::society::following::Whereabouts;
use engarde::rules::{Happening, Outcome, Refusal, Rulebook, Source};
use engarde::vocab::Language;
use engarde::world::{CharacterId, Lady, LadyId, World};
use month_fixture::{gentleman, in_week, orders_of, paris_in, play_scripted as play};
use std::collections::BTreeMap;

fn constance(level: u8) -> Lady {
    Lady {
        influential: true,
        ..Lady::named("Constance", level)
    }
}

fn athos_id() -> CharacterId {
    CharacterId::from_name("Athos")
}

/// Athos (2000 crowns) and Constance in August 1626; `lovers`: she is his mistress.
fn paris(his_level: u8, mut lady: Lady, lovers: bool) -> World {
    let mut athos = gentleman("Athos", his_level, 2000);
    if lovers {
        athos.mistress = Some(lady.id.clone());
        athos.affair_since = Some(Month::new(1626, 5));
        lady.lover = Some(athos.id.clone());
    }
    paris_in(Month::new(1626, 8), vec![athos], vec![lady])
}

fn week2(actions: Vec<Action>) -> BTreeMap<CharacterId, OrderSheet> {
    orders_of(vec![("Athos", in_week(2, actions))])
}

/// The English rulebook with 003's marriage and following, which it has not: what these
/// tests play apart from 003's other rules (its theatre's die).
fn wedding_book() -> Rulebook {
    let english = Rulebook::default();
    Rulebook {
        following: true,
        family: engarde::rules::rulebook::society::FamilyRules {
            marriage: true,
            ..english.family.clone()
        },
        ..english
    }
}

fn his(out: &Outcome) -> Vec<&Happening> {
    month_fixture::happenings(out, "Athos")
}

fn followed(out: &Outcome) -> (Whereabouts, bool, Option<bool>) {
    his(out)
        .into_iter()
        .find_map(|h| match h {
            Happening::Followed {
                place,
                met,
                influential,
                ..
            } => Some((*place, *met, *influential)),
            _ => None,
        })
        .expect("he followed her")
}

fn crowns(out: &Outcome, pick: impl Fn(&Source) -> bool) -> i64 {
    month_fixture::crowns_from(out, "Athos", pick)
}

fn follow() -> Vec<Action> {
    vec![Action::FollowLady {
        lady: "Constance".into(),
    }]
}

/// 003, 4.1.6: he goes where she goes; at home she opens to no stranger; where he cannot
/// enter (the Casino, a club above him) he loses her; once they speak he knows whether she is
/// influential (4.1.3). The die reads the reconstructed table (house rule).
#[test]
fn following_a_lady_by_the_reconstructed_table() {
    let preux = Rulebook::preux();
    let world = paris(8, constance(9), false);
    // The month's play is rolled first (003, 3.4), then his die.
    let cases = [
        (1, Whereabouts::Home, false),
        (2, Whereabouts::Church, true),
        (3, Whereabouts::Promenade, true),
        (4, Whereabouts::Theatre, true),
        (5, Whereabouts::Salon, false),
        (6, Whereabouts::Casino, false),
    ];
    for (roll, place, met) in cases {
        let out = play(&world, &week2(follow()), &preux, &[3, roll]);
        assert_eq!(
            followed(&out),
            (place, met, met.then_some(true)),
            "a {roll}"
        );
        // The theatre's stalls at his level (not the premiere: week 2).
        let seat = crowns(&out, |s| *s == Source::Theatre);
        assert_eq!(seat, if place == Whereabouts::Theatre { -8 } else { 0 });
    }
    // A man of her level is received at her club.
    let out = play(
        &paris(9, constance(9), false),
        &week2(follow()),
        &preux,
        &[3, 5],
    );
    assert_eq!(followed(&out), (Whereabouts::Salon, true, Some(true)));
    // Without 003's venues the theatre is a walk, the Casino a reception.
    let book = wedding_book();
    let out = play(&world, &week2(follow()), &book, &[4]);
    assert_eq!(followed(&out).0, Whereabouts::Promenade);
    let out = play(&world, &week2(follow()), &book, &[6]);
    assert_eq!(followed(&out).0, Whereabouts::Salon);
    // (The GM's own table, `[house_rules] follow_lady`, is the rule case
    // 003-4.1.7-the-gms-own-following-table.)
}

fn propose() -> Vec<Action> {
    vec![Action::Propose {
        lady: "Constance".into(),
    }]
}

fn is_ring(s: &Source) -> bool {
    matches!(s, Source::Ring { .. })
}

/// 4.4.1: one proposes to his own lady; 4.4.8: a wedding that cannot be (she left him) costs
/// a social level.
#[test]
fn only_his_lady_and_only_if_she_stays() {
    let world = paris(8, constance(8), false);
    let out = play(&world, &week2(propose()), &wedding_book(), &[]);
    assert!(his(&out).contains(&&Happening::Refused {
        order: "propose".into(),
        refusal: Refusal::NotHisMistress {
            lady: LadyId::from_name("Constance")
        },
    }));
    assert_eq!(crowns(&out, is_ring), 0);

    let world = paris(8, constance(8), true);
    let mut august = play(&world, &week2(propose()), &wedding_book(), &[5]).world;
    let level = august.characters[&athos_id()].social_level;
    // She leaves him before the wedding.
    august
        .ladies
        .get_mut(&LadyId::from_name("Constance"))
        .unwrap()
        .lover = None;
    august.characters.get_mut(&athos_id()).unwrap().mistress = None;
    let september = play(&august, &BTreeMap::new(), &wedding_book(), &[]);
    assert!(his(&september).contains(&&Happening::WeddingFailed {
        lady: LadyId::from_name("Constance"),
        to: level - 1,
    }));
}

/// The proposal, the King's leave and the wedding in the result, the GM report's rolls and
/// the newspaper, in both languages.
#[test]
fn the_betrothal_and_the_wedding_are_told() {
    let world = paris(8, constance(8), true);
    let august = play(&world, &week2(propose()), &wedding_book(), &[4]);
    let september = play(&august.world, &BTreeMap::new(), &wedding_book(), &[]);
    for (language, words) in [
        (
            Language::English,
            [
                "Proposed marriage to Constance: rolled 4, needing 3",
                "the hand of Constance|Constance is to marry Athos|a betrothal to talk of",
                "Married Constance; her family gives a dowry of 400 crowns.",
                "Athos and Constance were married this month",
            ],
        ),
        (
            Language::Spanish,
            [
                "Propuso matrimonio a Constance: sacó un 4, necesitaba un 3",
                "la mano de Constance|Constance se casará con Athos|un compromiso del que hablar",
                "Se casó con Constance; su familia le entrega una dote de 400 coronas.",
                "Athos y Constance se casaron este mes",
            ],
        ),
    ] {
        let (result, paper) = month_fixture::told(language, &world, &august, "Athos");
        assert!(result.contains(words[0]), "{result}");
        let (result2, paper2) = month_fixture::told(language, &august.world, &september, "Athos");
        assert!(result2.contains(words[2]), "{result2}");
        // The newspaper varies its phrasing: the betrothal in one of its three, the wedding.
        assert!(words[1].split('|').any(|w| paper.contains(w)), "{paper}");
        assert!(paper2.contains(words[3]), "{paper2}");
    }
}

/// 000 has no proposals and no following: in the English game (the rules as written) both are
/// refused as not in this game's rules, and cost nothing.
#[test]
fn the_english_game_has_no_marriage_and_no_following() {
    let world = paris(8, constance(9), false);
    for (orders, refusal) in [
        (propose(), Refusal::NoMarriage),
        (follow(), Refusal::NoFollowing),
    ] {
        let out = play(&world, &week2(orders), &Rulebook::default(), &[]);
        assert!(
            out.events.iter().any(|e| matches!(
                &e.what,
                Happening::Refused { refusal: r, .. } if *r == refusal
            )),
            "{:?}",
            out.events
        );
        assert!(
            !out.events
                .iter()
                .any(|e| matches!(e.what, Happening::Purse { .. } if e.week == Some(2))),
            "{:?}",
            out.events
        );
    }
}
