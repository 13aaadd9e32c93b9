//! Duels in the month: challenges answered, refusals with and without cause, regimental
//! enemies meeting, apologies, wounds that heal (000, Cause for duels, Status, Recovery;
//! 001's default conditions).

mod month_fixture;

use month_fixture::status_from as status;

use engarde::calendar::Month;
use engarde::dice::{ScriptedDice, Seed, SeededDice};
use engarde::orders::{AcceptPolicy, Action, Cause, DuelOrders, OrderSheet, Sequence};
use engarde::rules::birth::roll_character;
use engarde::rules::{Happening, Outcome, Rulebook, Source, resolve_month};
use engarde::vocab::{Club, Language, Rank, Regiment};
use engarde::world::{Character, CharacterId, Commission, Membership, World};
use std::collections::BTreeMap;

fn man(name: &str, level: u8, regiment: Option<Regiment>) -> Character {
    let mut dice = ScriptedDice::new([4, 4, 4, 4, 4, 4, 4, 4, 4, 3, 2, 3, 3]);
    let (mut c, _) = roll_character(name, "p@example.org", &mut dice);
    c.social_level = level;
    c.crowns = 1000;
    c.allowance = 0;
    c.commission = regiment.map(|regiment| Commission {
        regiment,
        rank: Rank::Captain,
        since: Month::new(1626, 1),
    });
    c.club = Some(Membership {
        club: Club::RedPhillips,
        since: Month::new(1626, 1),
    });
    c
}

fn id(name: &str) -> CharacterId {
    CharacterId::from_name(name)
}

fn world(men: Vec<Character>) -> World {
    month_fixture::paris_in(Month::new(1626, 8), men, vec![])
}

fn sheet(week1: Vec<Action>, duel: Option<DuelOrders>) -> OrderSheet {
    let mut s = OrderSheet::empty();
    s.weeks[0].actions = week1;
    s.duel = duel;
    s
}

fn fierce() -> DuelOrders {
    DuelOrders {
        sequences: vec![Sequence::new(
            None,
            "X L X X L X CL K X X X"
                .split(' ')
                .map(String::from)
                .collect(),
        )],
        ..DuelOrders::default()
    }
}

fn play(w: &World, orders: Vec<(&str, OrderSheet)>) -> Outcome {
    resolve_month(
        w,
        &month_fixture::orders_of(orders),
        &Rulebook::default(),
        &mut SeededDice::new(Seed::from_phrase("duels")),
    )
}

fn fought(out: &Outcome, who: &str) -> usize {
    out.events
        .iter()
        .filter(|e| e.who == Some(id(who)) && matches!(e.what, Happening::Fought { .. }))
        .count()
}

fn challenge(whom: &str, cause: Option<Cause>) -> Action {
    Action::Challenge {
        whom: whom.into(),
        cause,
        weapon: None,
    }
}

#[test]
fn a_challenge_with_cause_is_fought_and_the_winner_learns() {
    let w = world(vec![man("Athos", 8, None), man("Jussac", 8, None)]);
    let out = play(
        &w,
        vec![
            (
                "Athos",
                sheet(
                    vec![challenge("Jussac", Some(Cause::Insult))],
                    Some(fierce()),
                ),
            ),
            ("Jussac", sheet(vec![], Some(fierce()))),
        ],
    );
    assert_eq!(fought(&out, "Athos"), 1);
    assert_eq!(fought(&out, "Jussac"), 1);
    let record = out
        .events
        .iter()
        .find_map(|e| match &e.what {
            Happening::Fought { record, .. } => Some(record.clone()),
            _ => None,
        })
        .unwrap();
    let winner = record
        .verdict
        .winner
        .map(|s| record.names[s.index()].clone());
    if let Some(winner) = winner {
        // "The winner of a duel increases his Expertise by one" (with the duelling weapon).
        let c = &out.world.characters[&id(&winner)];
        assert_eq!(
            c.weapons.values().map(|s| s.gained).sum::<u8>(),
            1,
            "{winner}"
        );
        // Neutral regiments (none): the winner gains 2 (Duelling Table D).
        assert!(status(&out, &winner, |s| matches!(s, Source::Duel { .. })) >= 2);
    }
}

#[test]
fn refusing_a_challenge_with_cause_costs_half_the_social_level() {
    let w = world(vec![man("Athos", 8, None), man("Jussac", 10, None)]);
    let decline = DuelOrders {
        accept: Some(AcceptPolicy::None),
        ..DuelOrders::default()
    };
    let out = play(
        &w,
        vec![
            (
                "Athos",
                sheet(vec![challenge("Jussac", Some(Cause::Insult))], None),
            ),
            ("Jussac", sheet(vec![], Some(decline))),
        ],
    );
    assert_eq!(fought(&out, "Athos"), 0);
    let refused = |s: &Source| matches!(s, Source::Challenge { .. });
    assert_eq!(status(&out, "Jussac", refused), -5, "half of 10");
    assert_eq!(
        status(&out, "Athos", refused),
        2,
        "meets an opponent who refuses"
    );
}

#[test]
fn a_challenge_without_cause_is_declined_and_costs_the_challenger() {
    let w = world(vec![man("Athos", 8, None), man("Jussac", 10, None)]);
    let out = play(
        &w,
        vec![("Athos", sheet(vec![challenge("Jussac", None)], None))],
    );
    assert_eq!(fought(&out, "Athos"), 0);
    let challenge = |s: &Source| matches!(s, Source::Challenge { .. });
    assert_eq!(
        status(&out, "Athos", challenge),
        -2,
        "challenges with insufficient cause"
    );
    assert_eq!(status(&out, "Jussac", challenge), 0);
}

#[test]
fn an_apology_ends_the_quarrel() {
    let w = world(vec![man("Athos", 8, None), man("Jussac", 10, None)]);
    let out = play(
        &w,
        vec![
            (
                "Athos",
                sheet(vec![challenge("Jussac", Some(Cause::Insult))], None),
            ),
            (
                "Jussac",
                sheet(
                    vec![Action::Apologise {
                        whom: "Athos".into(),
                    }],
                    None,
                ),
            ),
        ],
    );
    assert_eq!(fought(&out, "Athos"), 0);
    assert!(
        out.events
            .iter()
            .any(|e| matches!(e.what, Happening::Apologised { .. }))
    );
    // The challenge and the apology are ruled on, not also refused as "not ruled yet" (they
    // were, before: the week's orders reached the catch-all as well as the duels).
    assert!(
        !out.events
            .iter()
            .any(|e| matches!(e.what, Happening::Refused { .. })),
        "{:?}",
        out.events
    );
}

/// "Two characters of two unfriendly Regiments meeting": the Cardinal's Guard and the King's
/// Musketeers at Red Phillips in the same week come to blows (003's enemies: MDR / GC).
#[test]
fn regimental_enemies_at_the_same_club_fight() {
    let w = world(vec![
        man("Porthos", 8, Some(Regiment::KingsMusketeers)),
        man("Jussac", 8, Some(Regiment::CardinalsGuard)),
        man("Passant", 8, None),
    ]);
    let visit = || Action::VisitClub {
        club: None,
        carouse: false,
        host: None,
        guests: vec![],
        with_mistress: false,
        gamble: None,
    };
    let out = play(
        &w,
        vec![
            ("Porthos", sheet(vec![visit()], Some(fierce()))),
            ("Jussac", sheet(vec![visit()], Some(fierce()))),
            ("Passant", sheet(vec![visit()], None)),
        ],
    );
    assert_eq!(fought(&out, "Porthos"), 1);
    assert_eq!(fought(&out, "Jussac"), 1);
    assert_eq!(fought(&out, "Passant"), 0, "no cause, no duel");
}

/// 000, Recovery: "One half of the Endurance points lost in a duel may be recovered the first
/// week after the duel. Each week thereafter, Endurance points equal to the character's
/// Constitution may be recovered."
#[test]
fn wounds_heal_week_by_week() {
    let mut hurt = man("Blessé", 8, None);
    let full = i32::from(hurt.abilities.endurance);
    hurt.current_endurance = full - 40;
    hurt.wound = Some(engarde::world::Wound {
        after_duel: full - 40,
        lost: 40,
        weeks: 0,
    });
    let con = i32::from(hurt.abilities.constitution);
    let w = world(vec![hurt]);
    let out = play(&w, vec![]);
    let healed = out.world.characters[&id("Blessé")].current_endurance;
    assert_eq!(healed, (full - 40 + 20 + 3 * con).min(full));
}

/// 003, 8.8.2: in a *Preux et audacieux* game, endurance below zero is a grave wound, not
/// death: a month laid up (no fencing, drink, duels or campaign), then his constitution back
/// each week.
#[test]
fn a_grave_wound_lays_a_man_up_instead_of_killing_him() {
    let mut weak = man("Jussac", 8, None);
    weak.current_endurance = 6;
    let w = world(vec![man("Athos", 8, None), weak]);
    let book = Rulebook {
        duel: engarde::rules::duel::DuelRules::preux(),
        ..Rulebook::default()
    };
    let never = DuelOrders {
        surrender_at: Some(engarde::orders::SurrenderAt::Never),
        no_quarter: vec!["Jussac".into()],
        ..fierce()
    };
    let orders: BTreeMap<CharacterId, OrderSheet> = [
        (
            id("Athos"),
            sheet(
                vec![challenge("Jussac", Some(Cause::Insult))],
                Some(never.clone()),
            ),
        ),
        (id("Jussac"), {
            // Wounded as he is, he could decline freely; he accepts.
            let mut s = sheet(
                vec![],
                Some(DuelOrders {
                    surrender_at: Some(engarde::orders::SurrenderAt::Never),
                    accept: Some(AcceptPolicy::All),
                    ..fierce()
                }),
            );
            s.weeks[1].actions = vec![Action::Practice { weapon: None }];
            // 003, 8.8.2: "no podrá ... beber": no carousing either, even at a club.
            s.weeks[2].actions = vec![month_fixture::carouse_at_club()];
            s
        }),
    ]
    .into();
    let out = resolve_month(
        &w,
        &orders,
        &book,
        &mut SeededDice::new(Seed::from_phrase("grave")),
    );
    let jussac = &out.world.characters[&id("Jussac")];
    assert!(jussac.alive, "a grave wound, not death");
    assert_eq!(jussac.laid_up_until, Some(Month::new(1626, 9)));
    assert!(
        !out.events
            .iter()
            .any(|e| matches!(e.what, Happening::Died { .. }))
    );
    // Laid up, he cannot fence in week 2, nor carouse at his club in week 3.
    for refused in ["practice", "visit_club"] {
        assert!(
            out.events.iter().any(|e| e.who == Some(id("Jussac"))
                && matches!(&e.what, Happening::Refused { order, .. } if order == refused)),
            "{refused}"
        );
    }
    // The duel itself says he fell and lives, in both men's results and both languages.
    let fought = out
        .events
        .iter()
        .find(|e| matches!(e.what, Happening::Fought { .. }))
        .expect("the duel");
    let Happening::Fought { record, side, .. } = &fought.what else {
        unreachable!()
    };
    let fallen = if fought.who == Some(id("Jussac")) {
        *side
    } else {
        side.other()
    };
    assert_eq!(
        record.verdict.ending,
        engarde::rules::duel::Ending::Fell { fallen }
    );
    for (language, lives, dead) in [
        (Language::English, "fell gravely wounded", "killed"),
        (Language::Spanish, "cayó gravemente herido", "mató"),
    ] {
        let renderer = engarde::render::Renderer::new(language, None).expect("templates");
        let names = renderer.names(&out.world);
        let text = renderer.event_text(fought, &names).unwrap();
        assert!(text.contains(lives), "{text}");
        assert!(!text.contains(dead), "{text}");
    }
}

/// A man named by his first name alone, when only one bears it, is found by the rules as by
/// the order check that accepted the name (before, the check passed and the challenge was
/// refused for want of anyone so called).
#[test]
fn a_first_name_alone_finds_its_man() {
    let w = world(vec![
        man("Athos de la Fere", 8, None),
        man("Jussac de Cahusac", 8, None),
    ]);
    let out = play(
        &w,
        vec![
            (
                "Athos de la Fere",
                sheet(
                    vec![challenge("Jussac", Some(Cause::Insult))],
                    Some(fierce()),
                ),
            ),
            ("Jussac de Cahusac", sheet(vec![], Some(fierce()))),
        ],
    );
    assert_eq!(fought(&out, "Athos de la Fere"), 1);
}
