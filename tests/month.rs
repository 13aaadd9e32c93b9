//! The month's rules as the rulebook states them, each test quoting its paragraph, with
//! scripted dice.

mod month_fixture;

use month_fixture::gentleman;

use engarde::calendar::Month;
use engarde::dice::ScriptedDice;
use engarde::orders::{Action, MonthlyOrder, OrderSheet};
use engarde::rules::{Happening, Outcome, Rulebook, Source, resolve_month};
use engarde::vocab::{Club, Weapon};
use engarde::world::{Character, CharacterId, Lady, LadyId, Membership, World};

/// A character of social level `level` with `crowns` and no allowance.
fn world_with(characters: Vec<Character>) -> World {
    month_fixture::paris_in(Month::new(1626, 7), characters, vec![])
}

fn orders(weeks: [Vec<Action>; 4], monthly: Vec<MonthlyOrder>) -> OrderSheet {
    let mut sheet = OrderSheet::empty();
    for (i, actions) in weeks.into_iter().enumerate() {
        sheet.weeks[i].actions = actions;
    }
    sheet.monthly = monthly;
    sheet
}

fn play(world: &World, who: &str, sheet: OrderSheet, dice: &mut ScriptedDice) -> Outcome {
    let all = month_fixture::orders_of(vec![(who, sheet)]);
    resolve_month(world, &all, &Rulebook::default(), dice)
}

fn status_of(outcome: &Outcome, who: &str) -> Vec<(i32, Source)> {
    let id = CharacterId::from_name(who);
    outcome
        .events
        .iter()
        .filter(|e| e.who.as_ref() == Some(&id))
        .filter_map(|e| match &e.what {
            Happening::Status { points, source } => Some((*points, source.clone())),
            _ => None,
        })
        .collect()
}

fn purse_of(outcome: &Outcome, who: &str) -> Vec<(i64, Source)> {
    let id = CharacterId::from_name(who);
    outcome
        .events
        .iter()
        .filter(|e| e.who.as_ref() == Some(&id))
        .filter_map(|e| match &e.what {
            Happening::Purse { crowns, source } => Some((*crowns, source.clone())),
            _ => None,
        })
        .collect()
}

fn carouse_at_club() -> Vec<Action> {
    vec![month_fixture::carouse_at_club()]
}

/// 000, Status Points: "A character who, for instance, began July as a Social Level 3 and
/// who, during the course of the month, accumulated 7 Status Points, would have sufficient
/// points to maintain his level 3 position ... This character will enter the next month as a
/// Social Level 3."
#[test]
fn level_three_with_seven_points_keeps_level_three() {
    let mut c = gentleman("Jules", 3, 500);
    c.club = Some(Membership {
        club: Club::RedPhillips,
        since: Month::new(1626, 1),
    });
    let world = world_with(vec![c]);
    let bawdy = vec![Action::VisitBawdyhouse {
        carouse: true,
        companionship: true,
        gamble: None,
        crowns_carried: None,
    }];
    let sheet = orders(
        [
            bawdy,
            carouse_at_club(),
            carouse_at_club(),
            carouse_at_club(),
        ],
        vec![MonthlyOrder::ConspicuousConsumption],
    );
    // The one die: the footpads after the bawdyhouse (a 1: he goes home unrobbed).
    let out = play(&world, "Jules", sheet, &mut ScriptedDice::new([1]));
    let total: i32 = status_of(&out, "Jules").iter().map(|(p, _)| p).sum();
    // 4 carousings + Red Phillips's 2 + conspicuous consumption's 1.
    assert_eq!(total, 7);
    assert_eq!(
        out.world.characters[&CharacterId::from_name("Jules")].social_level,
        3
    );
    assert_eq!(out.world.month, Month::new(1626, 8));
}

/// "For a character of Social Level 4 to attain Level 5, he must accumulate 15 Status Points
/// in the four weeks of the month." 14 keeps him at 4; 15 raises him.
#[test]
fn level_four_needs_fifteen_to_reach_five() {
    for (membership, expected) in [(Club::FrogAndPeach, 4), (Club::Hunters, 5)] {
        let mut c = gentleman("Louis", 4, 1000);
        c.club = Some(Membership {
            club: membership,
            since: Month::new(1626, 1),
        });
        // Lady of level 9, beautiful: +1, +5 for her rank, +1 for her beauty = 7.
        c.mistress = Some(LadyId::from_name("Ninon"));
        let mut world = world_with(vec![c]);
        world.ladies.insert(
            LadyId::from_name("Ninon"),
            Lady {
                beautiful: true,
                lover: Some(CharacterId::from_name("Louis")),
                ..Lady::named("Ninon", 9)
            },
        );
        let sheet = orders(
            [
                carouse_at_club(),
                carouse_at_club(),
                vec![Action::VisitMistress],
                carouse_at_club(),
            ],
            vec![MonthlyOrder::ConspicuousConsumption],
        );
        let out = play(&world, "Louis", sheet, &mut ScriptedDice::new([]));
        let total: i32 = status_of(&out, "Louis").iter().map(|(p, _)| p).sum();
        // 3 carousings, CC 1, mistress 7, club 3 (Frog & Peach) or 6 (Hunter's).
        let club = if membership == Club::Hunters { 6 } else { 3 };
        assert_eq!(total, 3 + 1 + 7 + club);
        let level = out.world.characters[&CharacterId::from_name("Louis")].social_level;
        assert_eq!(level, expected, "{total} points");
    }
}

/// Support: "A character must pay Crowns ... equal to twice his Social Level each month";
/// conspicuous consumption: "spending three times his Social Level ... rather than two" for
/// one more status point.
#[test]
fn support_and_conspicuous_consumption() {
    let world = world_with(vec![gentleman("Jules", 6, 100)]);
    let plain = play(
        &world,
        "Jules",
        orders(Default::default(), vec![]),
        &mut ScriptedDice::new([]),
    );
    assert!(purse_of(&plain, "Jules").contains(&(-12, Source::Support)));
    assert!(
        !status_of(&plain, "Jules")
            .iter()
            .any(|(_, s)| *s == Source::ConspicuousConsumption)
    );

    let sheet = orders(
        Default::default(),
        vec![MonthlyOrder::ConspicuousConsumption],
    );
    let lavish = play(&world, "Jules", sheet, &mut ScriptedDice::new([]));
    assert!(purse_of(&lavish, "Jules").contains(&(-18, Source::ConspicuousConsumption)));
    assert!(status_of(&lavish, "Jules").contains(&(1, Source::ConspicuousConsumption)));
    assert_eq!(
        lavish.world.characters[&CharacterId::from_name("Jules")].crowns,
        100 - 18
    );
}

/// "A character who fails to do so loses one Social Level" (and never more than one a month).
#[test]
fn unpaid_support_costs_a_level() {
    let world = world_with(vec![gentleman("Pauvre", 6, 5)]);
    let out = play(
        &world,
        "Pauvre",
        orders(Default::default(), vec![]),
        &mut ScriptedDice::new([]),
    );
    let c = &out.world.characters[&CharacterId::from_name("Pauvre")];
    assert_eq!(c.social_level, 5);
    assert_eq!(c.crowns, 5, "nothing is taken when support cannot be paid");
    assert!(out.events.iter().any(|e| matches!(
        e.what,
        Happening::SupportUnpaid {
            needed: 12,
            crowns: 5
        }
    )));
}

/// 000, Practice: "For every four weeks of practice (not necessarily consecutive) a player
/// raises his Expertise characteristic by one"; "Characters who do not belong to a Regiment
/// must pay crowns equal to their Expertise for each week of practice."
#[test]
fn four_weeks_of_practice_make_a_point_of_expertise() {
    let c = gentleman("Escrimeur", 5, 200);
    let base = c.abilities.expertise;
    let world = world_with(vec![c]);
    let practise = || {
        vec![Action::Practice {
            weapon: Some(Weapon::Sabre),
        }]
    };
    let sheet = orders([practise(), practise(), practise(), practise()], vec![]);
    let out = play(&world, "Escrimeur", sheet, &mut ScriptedDice::new([]));
    let c = &out.world.characters[&CharacterId::from_name("Escrimeur")];
    assert_eq!(c.expertise_with(Weapon::Sabre), base + 1);
    assert_eq!(
        c.expertise_with(Weapon::Rapier),
        base,
        "expertise is kept per weapon"
    );
    let paid: i64 = purse_of(&out, "Escrimeur")
        .iter()
        .filter(|(_, s)| matches!(s, Source::Practice { .. }))
        .map(|(c, _)| -c)
        .sum();
    assert_eq!(paid, 4 * i64::from(base), "each week costs the expertise");
}

/// 000, Female Companionship: "Characters lose 2 Status Points the first month in which they
/// lack feminine company and an additional 2 points each consecutive month thereafter."
#[test]
fn companionship_lacking_costs_two_then_four() {
    let world = world_with(vec![gentleman("Moine", 5, 500)]);
    let first = play(
        &world,
        "Moine",
        orders(Default::default(), vec![]),
        &mut ScriptedDice::new([]),
    );
    assert!(status_of(&first, "Moine").contains(&(-2, Source::NoCompanionship { months: 1 })));
    let second = play(
        &first.world,
        "Moine",
        orders(Default::default(), vec![]),
        &mut ScriptedDice::new([]),
    );
    assert!(status_of(&second, "Moine").contains(&(-4, Source::NoCompanionship { months: 2 })));
}

/// 000, Mistresses: the Mistress Courting Table (difference 0: 3 or more), a 1 always fails,
/// +1 per extra 3 x her SL spent.
#[test]
fn courting_by_the_table() {
    let mut world = world_with(vec![gentleman("Galant", 8, 500)]);
    world
        .ladies
        .insert(LadyId::from_name("Roxanne"), Lady::named("Roxanne", 8));
    let court = |extra| {
        vec![Action::Court {
            lady: "Roxanne".into(),
            extra_gifts: extra,
        }]
    };
    // A 2 with one extra gift (+1) makes 3: won, for 2 x 24 crowns.
    let sheet = orders([court(1), vec![], vec![], vec![]], vec![]);
    let won = play(&world, "Galant", sheet, &mut ScriptedDice::new([2]));
    let c = &won.world.characters[&CharacterId::from_name("Galant")];
    assert_eq!(c.mistress, Some(LadyId::from_name("Roxanne")));
    assert!(purse_of(&won, "Galant").contains(&(
        -48,
        Source::Courting {
            lady: LadyId::from_name("Roxanne")
        }
    )));
    // A 1 fails whatever the gifts.
    let sheet = orders([court(5), vec![], vec![], vec![]], vec![]);
    let lost = play(&world, "Galant", sheet, &mut ScriptedDice::new([1]));
    assert_eq!(
        lost.world.characters[&CharacterId::from_name("Galant")].mistress,
        None
    );
}

/// 000, Practice: "a character may subtract five from his Expertise to add one to his
/// Strength" (and endurance is constitution x strength).
#[test]
fn five_expertise_for_a_point_of_strength() {
    let c = gentleman("Hercule", 5, 100);
    let (strength, expertise, constitution) = (
        c.abilities.strength,
        c.abilities.expertise,
        c.abilities.constitution,
    );
    let world = world_with(vec![c]);
    let sheet = orders(
        [
            vec![Action::TradeExpertise { weapon: None }],
            vec![],
            vec![],
            vec![],
        ],
        vec![],
    );
    let out = play(&world, "Hercule", sheet, &mut ScriptedDice::new([]));
    let c = &out.world.characters[&CharacterId::from_name("Hercule")];
    assert_eq!(c.abilities.strength, strength + 1);
    assert_eq!(c.abilities.expertise, expertise - 5);
    assert_eq!(
        c.abilities.endurance,
        u16::from(constitution) * u16::from(strength + 1)
    );
}

/// 000, Status Points: "Please note that while Status Points are dropped, Social Levels are
/// not. A player who is promoted from level 6 to level 7 during June starts July as a level
/// 7." A level 6 rises with 3 x 7 = 21 points in June; in July he is reckoned as a level 7,
/// by July's points alone.
#[test]
fn promoted_from_six_to_seven_in_june_starts_july_as_a_seven() {
    let mut c = gentleman("Louis", 6, 1000);
    c.club = Some(Membership {
        club: Club::Hunters,
        since: Month::new(1626, 1),
    });
    // A level 15 lady, beautiful: +1, +9 for her rank above his, +1 for her beauty = 11.
    c.mistress = Some(LadyId::from_name("Marion"));
    let mut world = world_with(vec![c]);
    world.month = Month::new(1626, 6);
    world.ladies.insert(
        LadyId::from_name("Marion"),
        Lady {
            beautiful: true,
            lover: Some(CharacterId::from_name("Louis")),
            ..Lady::named("Marion", 15)
        },
    );
    let month = || {
        orders(
            [
                carouse_at_club(),
                carouse_at_club(),
                vec![Action::VisitMistress],
                carouse_at_club(),
            ],
            vec![MonthlyOrder::ConspicuousConsumption],
        )
    };
    let id = CharacterId::from_name("Louis");
    let june = play(&world, "Louis", month(), &mut ScriptedDice::new([]));
    let total: i32 = status_of(&june, "Louis").iter().map(|(p, _)| p).sum();
    // 3 carousings, conspicuous consumption 1, the mistress 11, the Hunter's 6.
    assert_eq!(total, 3 + 1 + 11 + 6);
    assert_eq!(june.world.month, Month::new(1626, 7));
    assert_eq!(june.world.characters[&id].social_level, 7);

    // July: the same month is worth one point less (the lady is 8 levels above him now),
    // 20: enough to keep level 7, short of the 24 for level 8; June's 21 are not counted.
    let july = play(&june.world, "Louis", month(), &mut ScriptedDice::new([]));
    let reckoning: Vec<(u8, u8, i32)> = july
        .events
        .iter()
        .filter_map(|e| match e.what {
            Happening::SocialLevel {
                from, to, points, ..
            } => Some((from, to, points)),
            _ => None,
        })
        .collect();
    assert_eq!(reckoning, vec![(7, 7, 20)]);
    assert_eq!(july.world.characters[&id].social_level, 7);
}
