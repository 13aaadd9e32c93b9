//! What the month's rule tests share: a month played on a worked example's scripted dice
//! (every die rolled, none left over), and the game the results are rendered for. Each test
//! target uses what it needs of it.
#![allow(dead_code)]

use engarde::dice::ScriptedDice;
use engarde::orders::OrderSheet;
use engarde::render::GameInfo;
use engarde::rules::{Happening, Outcome, Rulebook, Source, resolve_month};
use engarde::world::{CharacterId, World};
use std::collections::BTreeMap;

/// The month of `world` under `book`, with `rolls` as its dice, every one of them rolled.
pub fn play_scripted(
    world: &World,
    orders: &BTreeMap<CharacterId, OrderSheet>,
    book: &Rulebook,
    rolls: &[u8],
) -> Outcome {
    let mut dice = ScriptedDice::new(rolls.iter().copied());
    let out = resolve_month(world, orders, book, &mut dice);
    assert_eq!(dice.remaining(), 0, "every scripted die was rolled");
    out
}

/// A gentleman of `level` with `crowns` and no allowance, on the same dice each time (the
/// character most rule tests start from).
pub fn gentleman(name: &str, level: u8, crowns: i64) -> engarde::world::Character {
    let mut dice = ScriptedDice::new([3, 3, 4, 3, 3, 4, 3, 3, 4, 3, 2, 3, 3]);
    let (mut c, _) = engarde::rules::birth::roll_character(name, "player@example.org", &mut dice);
    c.social_level = level;
    c.crowns = crowns;
    c.allowance = 0;
    c
}

/// Paris in `month`, with `men` and `ladies` in it (the world most rule tests start from).
pub fn paris_in(
    month: engarde::calendar::Month,
    men: Vec<engarde::world::Character>,
    ladies: Vec<engarde::world::Lady>,
) -> World {
    let mut w = World::new(month);
    for c in men {
        w.characters.insert(c.id.clone(), c);
    }
    for l in ladies {
        w.ladies.insert(l.id.clone(), l);
    }
    w
}

/// The month's orders, each sheet under its character's name.
pub fn orders_of(sheets: Vec<(&str, OrderSheet)>) -> BTreeMap<CharacterId, OrderSheet> {
    sheets
        .into_iter()
        .map(|(n, s)| (CharacterId::from_name(n), s))
        .collect()
}

/// Orders with `actions` in week `week` (1 to 4) and nothing else.
pub fn in_week(week: usize, actions: Vec<engarde::orders::Action>) -> OrderSheet {
    let mut sheet = OrderSheet::empty();
    sheet.weeks[week - 1].actions = actions;
    sheet
}

/// What happened to `who` in the month, in order.
pub fn happenings<'o>(out: &'o Outcome, who: &str) -> Vec<&'o Happening> {
    let who = CharacterId::from_name(who);
    out.events
        .iter()
        .filter(|e| e.who.as_ref() == Some(&who))
        .map(|e| &e.what)
        .collect()
}

/// The crowns `who` received (plus) or paid (minus) in the month, from the sources `pick`
/// chooses.
pub fn crowns_from(out: &Outcome, who: &str, pick: impl Fn(&Source) -> bool) -> i64 {
    let who = CharacterId::from_name(who);
    out.events
        .iter()
        .filter(|e| e.who.as_ref() == Some(&who))
        .filter_map(|e| match &e.what {
            Happening::Purse { crowns, source } if pick(source) => Some(*crowns),
            _ => None,
        })
        .sum()
}

/// The status points `who` gained or lost in the month, from the sources `pick` chooses.
pub fn status_from(out: &Outcome, who: &str, pick: impl Fn(&Source) -> bool) -> i32 {
    let who = CharacterId::from_name(who);
    out.events
        .iter()
        .filter(|e| e.who.as_ref() == Some(&who))
        .filter_map(|e| match &e.what {
            Happening::Status { points, source } if pick(source) => Some(*points),
            _ => None,
        })
        .sum()
}

/// The game a test's results, newspaper and GM report are written for.
pub fn test_game() -> GameInfo {
    GameInfo {
        name: "Test".into(),
        deadline: "soon".into(),
        turn: 1,
    }
}

/// The month as told in `language`: `who`'s result and the newspaper, their whitespace
/// flattened to single spaces (so a test can look for a phrase across line breaks).
pub fn told(
    language: engarde::vocab::Language,
    before: &World,
    out: &Outcome,
    who: &str,
) -> (String, String) {
    let renderer = engarde::render::Renderer::new(language, None).unwrap();
    let game = test_game();
    let names = renderer.names(&out.world);
    let who = CharacterId::from_name(who);
    let result = renderer
        .result(&game, before, &out.world, &out.events, &who, &names)
        .unwrap();
    let (paper, _) = renderer
        .newspaper(&game, before, &out.world, &out.events, &names, "seed")
        .unwrap();
    let flat = |t: &str| t.split_whitespace().collect::<Vec<_>>().join(" ");
    (flat(&result), flat(&paper))
}

/// A week at his own club, drinking (the order most rule tests give a man who is elsewhere).
pub fn carouse_at_club() -> engarde::orders::Action {
    engarde::orders::Action::VisitClub {
        club: None,
        carouse: true,
        host: None,
        guests: vec![],
        with_mistress: false,
        gamble: None,
    }
}

/// A summer whose regular campaign sends only the 4th Brigade of Foot (the 69th
/// Arquebusiers and the Gascons), announced already, with this year's Brigade Majors known:
/// no dice are rolled for either.
pub fn summer_of_the_4th_foot(month: engarde::calendar::Month) -> World {
    let mut world = World::new(month);
    world.army.brigade_majors_year = Some(month.year);
    world.army.campaign = Some(engarde::world::CampaignState {
        begun: engarde::calendar::Month::new(month.year, 6),
        ends: engarde::calendar::Month::new(month.year, 8),
        code: Some(11),
        deployment: 1,
        missions: BTreeMap::from([
            (
                "4th_foot".to_string(),
                engarde::tables::campaign::Mission::Assault,
            ),
            (
                "frontier".to_string(),
                engarde::tables::campaign::Mission::FieldOperations,
            ),
            (
                "rnhb".to_string(),
                engarde::tables::campaign::Mission::FieldOperations,
            ),
        ]),
        substitutions: vec![],
    });
    world
}

/// A regiment's ten officers, all non-players.
pub fn npc_officers() -> Vec<engarde::world::Officer> {
    let mut officers = Vec::new();
    for (rank, count) in engarde::world::Roster::SLOTS {
        for n in 0..count {
            officers.push(engarde::world::Officer {
                rank,
                name: Some(format!("{rank:?} {n}")),
                character: None,
                military_ability: None,
            });
        }
    }
    officers
}
