//! Paris society through the whole month resolver, each worked example of the rule documents
//! reproduced with scripted dice; then a month where several characters meet, gamble and
//! court the same lady, as their results and the newspaper tell it.

mod month_fixture;

use engarde::calendar::Month;
use engarde::dice::{Dice, ScriptedDice, Seed, SeededDice};

/// The rolls of a worked example, then (for what the example does not cover, such as the
/// duel its quarrel leads to) seeded dice.
struct ScriptThenSeeded(ScriptedDice, SeededDice);

impl Dice for ScriptThenSeeded {
    fn d6(&mut self) -> u8 {
        if self.0.remaining() > 0 {
            self.0.d6()
        } else {
            self.1.d6()
        }
    }
}

fn then_seeded(rolls: impl IntoIterator<Item = u8>) -> ScriptThenSeeded {
    ScriptThenSeeded(
        ScriptedDice::new(rolls),
        SeededDice::new(Seed::from_phrase("the duel")),
    )
}
use engarde::orders::{Action, Bet, Gamble, OrderSheet};
use engarde::render::{Names, Renderer};
use engarde::rules::events::Venue;
use engarde::rules::society::toadying::Mingling;
use engarde::rules::{Happening, Outcome, Rulebook, Source, resolve_month};
use engarde::vocab::{Club, Language};
use engarde::world::{Character, CharacterId, Lady, LadyId, Membership, World};
use std::collections::BTreeMap;

fn gentleman(name: &str, level: u8, crowns: i64, club: Option<Club>) -> Character {
    let mut c = month_fixture::gentleman(name, level, crowns);
    c.club = club.map(|club| Membership {
        club,
        since: Month::new(1626, 1),
    });
    c
}

fn lady(name: &str, level: u8) -> Lady {
    Lady::named(name, level)
}

fn world(characters: Vec<Character>, ladies: Vec<Lady>, month: Month) -> World {
    month_fixture::paris_in(month, characters, ladies)
}

fn week1(actions: Vec<Action>) -> OrderSheet {
    month_fixture::in_week(1, actions)
}

fn id(name: &str) -> CharacterId {
    CharacterId::from_name(name)
}

fn play(
    world: &World,
    orders: Vec<(&str, OrderSheet)>,
    book: &Rulebook,
    dice: &mut dyn Dice,
) -> Outcome {
    resolve_month(world, &month_fixture::orders_of(orders), book, dice)
}

/// Status points of week `week` for `who`.
fn week_points(out: &Outcome, who: &str, week: u8) -> Vec<(i32, Source)> {
    out.events
        .iter()
        .filter(|e| e.who == Some(id(who)) && e.week == Some(week))
        .filter_map(|e| match &e.what {
            Happening::Status { points, source } => Some((*points, source.clone())),
            _ => None,
        })
        .collect()
}

fn week_crowns(out: &Outcome, who: &str, week: u8) -> i64 {
    out.events
        .iter()
        .filter(|e| e.who == Some(id(who)) && e.week == Some(week))
        .filter_map(|e| match &e.what {
            Happening::Purse { crowns, .. } => Some(*crowns),
            _ => None,
        })
        .sum()
}

fn total(points: &[(i32, Source)]) -> i32 {
    points.iter().map(|(p, _)| p).sum()
}

fn club_visit(
    club: Option<Club>,
    carouse: bool,
    host: Option<&str>,
    guests: &[&str],
    gamble: Option<Gamble>,
) -> Action {
    Action::VisitClub {
        club,
        carouse,
        host: host.map(str::to_string),
        guests: guests.iter().map(|g| g.to_string()).collect(),
        with_mistress: false,
        gamble,
    }
}

fn bets(crowns: &[u32], cut_at: Option<u8>) -> Gamble {
    Gamble {
        bets: crowns.iter().map(|&crowns| Bet { crowns }).collect(),
        cut_at,
    }
}

/// A guest whose host does not come is turned away at the door.
#[test]
fn no_host_no_entry() {
    let w = world(
        vec![
            gentleman("Jacques", 4, 100, None),
            gentleman("Cyrano", 14, 500, Some(Club::Bothwells)),
        ],
        vec![],
        Month::new(1626, 7),
    );
    let orders = vec![(
        "Jacques",
        week1(vec![club_visit(
            Some(Club::Bothwells),
            true,
            Some("Cyrano"),
            &[],
            None,
        )]),
    )];
    let out = play(&w, orders, &Rulebook::default(), &mut ScriptedDice::new([]));
    assert!(week_points(&out, "Jacques", 1).is_empty());
    assert!(
        out.events
            .iter()
            .any(|e| matches!(&e.what, Happening::Refused { order, .. } if order == "visit_club"))
    );
}

/// 003, 3.3.5's example (+9 status points) is `tests/rule_cases/003-3.3.5-the-grand-casino.toml`
/// (as 000's Aramis and Jacques, 003's Pierre at the Tuiles Bleues, a box at the premiere and
/// 3.4.2's "si la obra es competente" are cases there); here, who may not play there.
#[test]
fn the_grand_casino() {
    let w = world(
        vec![gentleman("Athos", 12, 5000, None)],
        vec![],
        Month::new(1626, 8),
    );
    let casino = Action::Casino {
        gamble: Some(bets(&[300; 5], None)),
    };
    let book = Rulebook {
        spanish_venues: true,
        ..Rulebook::default()
    };
    // Not in a game without 003's venues; not below social level 9.
    let closed = play(
        &w,
        vec![("Athos", week1(vec![casino.clone()]))],
        &Rulebook::default(),
        &mut ScriptedDice::new([]),
    );
    assert!(week_points(&closed, "Athos", 1).is_empty());
    let poor = world(
        vec![gentleman("Athos", 8, 5000, None)],
        vec![],
        Month::new(1626, 8),
    );
    let barred = play(
        &poor,
        vec![("Athos", week1(vec![casino]))],
        &book,
        &mut ScriptedDice::new([4]),
    );
    assert!(week_points(&barred, "Athos", 1).is_empty());
}

/// 000, Bawdyhouses: footpads on a 6 take what he carried.
#[test]
fn footpads_take_what_is_left() {
    let w = world(
        vec![gentleman("Porthos", 5, 500, None)],
        vec![],
        Month::new(1626, 8),
    );
    let visit = Action::VisitBawdyhouse {
        carouse: true,
        companionship: true,
        gamble: None,
        crowns_carried: Some(100),
    };
    let out = play(
        &w,
        vec![("Porthos", week1(vec![visit.clone()]))],
        &Rulebook::default(),
        &mut ScriptedDice::new([6]),
    );
    // 5 for drink, 5 for company, 90 to the footpads.
    assert_eq!(week_crowns(&out, "Porthos", 1), -100);
    let safe = play(
        &w,
        vec![("Porthos", week1(vec![visit]))],
        &Rulebook::default(),
        &mut ScriptedDice::new([5]),
    );
    assert_eq!(week_crowns(&safe, "Porthos", 1), -10);
}

/// "The Hunter's with Léonie", when Léonie is his mistress: she comes as his mistress (000,
/// Mistresses: in lieu of the monthly visit, her refreshment on him), not as a guest.
#[test]
fn his_mistress_named_among_his_guests_comes_as_his_mistress() {
    let mut aramis = gentleman("Aramis", 5, 500, Some(Club::Hunters));
    aramis.mistress = Some(LadyId::from_name("Léonie Vasseur"));
    let mut leonie = lady("Léonie Vasseur", 8);
    leonie.lover = Some(id("Aramis"));
    let w = world(vec![aramis], vec![leonie], Month::new(1626, 8));
    for (guests, with_her) in [(&["Léonie"][..], true), (&["Porthos"][..], false)] {
        let visit = club_visit(None, false, None, guests, None);
        let out = play(
            &w,
            vec![("Aramis", week1(vec![visit]))],
            &Rulebook::default(),
            &mut ScriptedDice::new([6, 6, 6]),
        );
        let visited = out
            .events
            .iter()
            .any(|e| matches!(e.what, Happening::VisitedMistress { .. }));
        assert_eq!(visited, with_her, "guests {guests:?}");
        let cost = if with_her { -8 } else { 0 };
        assert_eq!(week_crowns(&out, "Aramis", 1), cost, "guests {guests:?}");
    }
}

/// The GM report of the month of `w` whose events are `events`.
fn gm_report(
    renderer: &Renderer,
    w: &World,
    events: &[engarde::rules::Event],
    names: &Names,
) -> String {
    let game = month_fixture::test_game();
    renderer
        .gm_report(&engarde::render::ReportInput {
            game: &game,
            month: w.month,
            seed: "seed".into(),
            queue: &[],
            missing: vec![],
            late: vec![],
            events,
            names,
        })
        .unwrap()
}

/// The entries of a GM report's "everything rolled", in either language: one a die.
fn rolled(report: &str) -> Vec<&str> {
    report
        .lines()
        .skip_while(|l| !l.starts_with("EVERYTHING ROLLED") && !l.starts_with("TODAS LAS TIRADAS"))
        .skip(1)
        .take_while(|l| l.starts_with(' '))
        .filter(|l| !l.starts_with("   "))
        .collect()
}

/// The GM report's "everything rolled" lists every die of the month, also those that changed
/// nothing: the footpads who stayed away, the indiscretion that did not come out, the
/// invitation's roll.
#[test]
fn every_roll_of_the_month_is_in_the_gm_report() {
    let mut aramis = gentleman("Aramis", 5, 500, None);
    aramis.mistress = Some(LadyId::from_name("Milady"));
    let mut milady = lady("Milady", 4);
    milady.lover = Some(id("Aramis"));
    let w = world(
        vec![aramis, gentleman("Porthos", 5, 500, None)],
        vec![lady("Constance", 9), milady],
        Month::new(1626, 8),
    );
    let aramis_orders = week1(vec![Action::Court {
        lady: "Constance".into(),
        extra_gifts: 0,
    }]);
    let porthos_orders = week1(vec![
        Action::Invite {
            whom: "Constance".into(),
            week: None,
            club: None,
        },
        Action::VisitBawdyhouse {
            carouse: true,
            companionship: false,
            gamble: None,
            crowns_carried: Some(100),
        },
    ]);
    // Aramis courts (2: rejected) and his indiscretion does not come out (3); Porthos's
    // invitation is declined (4) and the footpads stay away (5).
    let mut dice = ScriptedDice::new([2, 3, 4, 5]);
    let out = play(
        &w,
        vec![("Aramis", aramis_orders), ("Porthos", porthos_orders)],
        &Rulebook::default(),
        &mut dice,
    );
    assert_eq!(dice.remaining(), 0);
    for (language, spared) in [
        (Language::English, "let him be"),
        (Language::Spanish, "le dejaron en paz"),
    ] {
        let renderer = Renderer::new(language, None).unwrap();
        let names = renderer.names(&out.world);
        let game = month_fixture::test_game();
        let report = gm_report(&renderer, &w, &out.events, &names);
        // One entry a die: four dice were rolled.
        assert_eq!(rolled(&report).len(), 4, "{report}");
        let result = renderer
            .result(&game, &w, &out.world, &out.events, &id("Porthos"), &names)
            .unwrap();
        // The GM's dice that changed nothing are not the player's to read.
        assert!(report.contains(spared), "{report}");
        assert!(!result.contains(spared), "{result}");
    }
}

/// "Favours for Social Level ... are received once each season" (000): a game (or a
/// character) that begins in the last month of the summer receives the summer's favour in
/// it, and the autumn's in September, but never two in one season. A character stored before
/// the season was kept receives his at the next season's start, as before.
#[test]
fn the_first_partial_season_gives_its_favour() {
    let w = world(
        vec![gentleman("Richelieu", 12, 5000, None)],
        vec![],
        Month::new(1626, 8),
    );
    let received = |out: &Outcome| {
        out.events
            .iter()
            .filter(|e| matches!(e.what, Happening::FavourReceived { .. }))
            .count()
    };
    let quiet = |w: &World| play(w, vec![], &Rulebook::default(), &mut ScriptedDice::new([]));
    let august = quiet(&w);
    assert_eq!(received(&august), 1);
    let richelieu = &august.world.characters[&id("Richelieu")];
    // It lapses with the summer.
    assert!(richelieu.favours.is_empty());
    let september = quiet(&august.world);
    assert_eq!(received(&september), 1);
    assert_eq!(
        september.world.characters[&id("Richelieu")].favours[0].expires,
        Some(Month::new(1626, 11))
    );
    let october = quiet(&september.world);
    assert_eq!(received(&october), 0);

    // A character stored before `season_favour` was kept.
    let mut stored = serde_json::to_value(&w.characters[&id("Richelieu")]).unwrap();
    stored.as_object_mut().unwrap().remove("season_favour");
    let mut legacy = w.clone();
    legacy
        .characters
        .insert(id("Richelieu"), serde_json::from_value(stored).unwrap());
    let august = quiet(&legacy);
    assert_eq!(received(&august), 0);
    assert_eq!(received(&quiet(&august.world)), 1);
}

/// A member whose level falls below his club's minimum: 000 sets the requirements on applying
/// and the dues for staying, so by default he keeps it; a GM's `club_members_below =
/// "struck_off"` holds him to them as an applicant is, at the next month's start, before his
/// dues, and he may join again when he qualifies.
#[test]
fn a_member_below_his_clubs_minimum() {
    // Hunter's asks social level 9; Aramis has fallen to 8.
    let w = world(
        vec![gentleman("Aramis", 8, 500, Some(Club::Hunters))],
        vec![],
        Month::new(1626, 8),
    );
    let quiet = |book: &Rulebook| play(&w, vec![], book, &mut ScriptedDice::new([]));
    let kept = quiet(&Rulebook::default());
    assert_eq!(
        kept.world.characters[&id("Aramis")].club.map(|m| m.club),
        Some(Club::Hunters)
    );
    let book = Rulebook {
        club_members_below: engarde::rules::society::MembersBelow::StruckOff,
        ..Rulebook::default()
    };
    let struck = quiet(&book);
    let aramis = &struck.world.characters[&id("Aramis")];
    assert_eq!(aramis.club, None);
    assert!(aramis.club_bans.is_empty(), "no three months' wait");
    let his: Vec<&Happening> = struck
        .events
        .iter()
        .filter(|e| e.who == Some(id("Aramis")))
        .map(|e| &e.what)
        .collect();
    assert!(his.contains(&&Happening::StruckFromClub {
        club: Club::Hunters,
        requirements: vec![engarde::rules::Requirement::SocialLevel { at_least: 9 }],
    }));
    // No dues paid, no membership status.
    assert!(!his.iter().any(|h| matches!(
        h,
        Happening::Purse {
            source: Source::ClubDues { .. },
            ..
        } | Happening::Status {
            source: Source::ClubMembership { .. },
            ..
        }
    )));
    let dues = |out: &Outcome| {
        out.events.iter().any(|e| {
            matches!(
                e.what,
                Happening::Purse {
                    source: Source::ClubDues { .. },
                    ..
                }
            )
        })
    };
    assert!(dues(&kept));
    assert!(!dues(&struck));
}

/// A month where four characters meet at a club, gamble and court the same lady, resolved
/// and then told in their results and in the newspaper.
#[test]
fn a_crowded_month_in_their_results_and_the_newspaper() {
    let w = world(
        vec![
            gentleman("Athos", 10, 2000, Some(Club::Hunters)),
            gentleman("Porthos", 9, 2000, Some(Club::Hunters)),
            gentleman("Aramis", 9, 2000, Some(Club::Hunters)),
            gentleman("Jussac", 10, 2000, None),
        ],
        vec![lady("Constance", 9)],
        Month::new(1626, 8),
    );
    let at_hunters = |gamble| club_visit(None, true, None, &[], gamble);
    let court = Action::Court {
        lady: "Constance".into(),
        extra_gifts: 0,
    };
    let orders = vec![
        (
            "Athos",
            week1(vec![at_hunters(Some(bets(&[200, 200], None)))]),
        ),
        ("Porthos", week1(vec![at_hunters(None)])),
        ("Aramis", week1(vec![court.clone()])),
        ("Jussac", week1(vec![court])),
    ];
    let book = Rulebook {
        mingling: Mingling::Everyone,
        ..Rulebook::default()
    };
    let out = play(&w, orders, &book, &mut then_seeded([1, 6, 2, 5]));
    // Athos and Porthos keep each other's company; Athos gambles (won, won).
    assert!(week_points(&out, "Athos", 1).contains(&(
        1,
        Source::Company {
            with: id("Porthos")
        }
    )));
    assert!(out.events.iter().any(|e| matches!(
        &e.what,
        Happening::Gambled {
            venue: Venue::Club { .. },
            crowns: 400,
            ..
        }
    )));

    let renderer = Renderer::new(Language::English, None).unwrap();
    let names = Names::of(&out.world);
    let game = month_fixture::test_game();
    let result = renderer
        .result(&game, &w, &out.world, &out.events, &id("Athos"), &names)
        .unwrap();
    assert!(result.contains("Gambled at Hunter's"), "{result}");
    assert!(result.contains("the company of Porthos"), "{result}");
    let aramis = renderer
        .result(&game, &w, &out.world, &out.events, &id("Aramis"), &names)
        .unwrap();
    assert!(
        aramis.contains("Found Jussac at the door of Constance"),
        "{aramis}"
    );
    let (paper, html) = renderer
        .newspaper(&game, &w, &out.world, &out.events, &names, "seed")
        .unwrap();
    assert!(
        paper.contains("Aramis and Jussac met on the doorstep of Constance"),
        "{paper}"
    );
    assert!(paper.contains("400 crowns the richer"), "{paper}");
    assert!(paper.contains("Hunter's"), "{paper}");
    assert!(html.contains("Constance"));
}

/// 003, 1.0.5: Pierre de l'Exemple's sample order email, parsed and played through a
/// *Preux et audacieux* month: fencing with the regiment's weapon and joining the Tuiles
/// Bleues; a box at the theatre inviting Juliette Labelle; if she accepts, his club, a
/// bouquet of roses worth 30 crowns and courting her, else drinking; duty; conspicuous
/// consumption.
#[test]
fn pierre_de_l_exemple_plays_the_spanish_sample() {
    let text = include_str!("corpus/04-pierre-sample-003.txt");
    let sheet = engarde::orders::parse_orders(text);
    assert!(!sheet.has_errors(), "{:?}", sheet.diagnostics);
    let mut pierre = gentleman("Pierre de l'Exemple", 8, 2000, None);
    pierre.commission = Some(engarde::world::Commission {
        regiment: engarde::vocab::Regiment::Musketeers27th,
        rank: engarde::vocab::Rank::Subaltern,
        since: Month::new(1626, 1),
    });
    // October: no campaign to roll for (the regular army goes out in the summer).
    let w = world(
        vec![pierre],
        vec![lady("Juliette Labelle", 9)],
        Month::new(1626, 10),
    );
    let book = Rulebook {
        spanish_venues: true,
        club_table: engarde::tables::clubs::ClubTableVariant::PreuxEtAudacieux,
        ..Rulebook::default()
    };
    // The play (a 4: competent); the army's dice of a commissioned man's first month (the
    // season's Force Deployment die and the year's eight Brigade Majors); Juliette's answer
    // to the box (a 5 against 4: yes); the courting roll (a 3, +1 for the roses: 30 crowns
    // against 3 x 9 = 27, needing 4: won).
    let orders: BTreeMap<CharacterId, OrderSheet> = [(id("Pierre de l'Exemple"), sheet)].into();
    let out = resolve_month(
        &w,
        &orders,
        &book,
        &mut ScriptedDice::new([4, 1, 1, 1, 1, 1, 1, 1, 1, 1, 5, 3]),
    );
    let who = id("Pierre de l'Exemple");
    let kinds: Vec<String> = out
        .events
        .iter()
        .filter(|e| e.who.as_ref() == Some(&who))
        .map(|e| {
            serde_json::to_value(&e.what).unwrap()["kind"]
                .as_str()
                .unwrap_or("")
                .to_string()
        })
        .collect();
    for expected in [
        "practised",
        "joined_club",
        "went_to_theatre",
        "invited",
        "visited_club",
        "courted",
        "served_duty",
    ] {
        let refusals: Vec<_> = out
            .events
            .iter()
            .filter(|e| matches!(e.what, Happening::Refused { .. }))
            .collect();
        assert!(
            kinds.iter().any(|k| k == expected),
            "{expected} missing from {kinds:?}; {refusals:?}"
        );
    }
    let pierre = &out.world.characters[&who];
    assert_eq!(pierre.club.map(|m| m.club), Some(Club::BlueGables));
    assert_eq!(pierre.mistress, Some(LadyId::from_name("Juliette Labelle")));
    assert!(out.events.iter().any(|e| matches!(
        e.what,
        Happening::Courted {
            modifier: 1,
            won: true,
            ..
        }
    )));
    assert!(status_of_month(&out, &who).contains(&(1, Source::ConspicuousConsumption)));
}

fn status_of_month(out: &Outcome, who: &CharacterId) -> Vec<(i32, Source)> {
    out.events
        .iter()
        .filter(|e| e.who.as_ref() == Some(who))
        .filter_map(|e| match &e.what {
            Happening::Status { points, source } => Some((*points, source.clone())),
            _ => None,
        })
        .collect()
}

/// 003, 3.3.5: a member of the Casino pays 40 a month, scores 3 for coming and starts his runs
/// of wins at +2; a member who stays away in his first four months loses the right for good.
#[test]
fn casino_membership() {
    let w = world(
        vec![gentleman("Athos", 12, 5000, None)],
        vec![],
        Month::new(1626, 8),
    );
    let book = Rulebook {
        spanish_venues: true,
        ..Rulebook::default()
    };
    let mut sheet = week1(vec![Action::JoinCasino]);
    sheet.weeks[1].actions = vec![Action::Casino {
        gamble: Some(bets(&[300; 5], None)),
    }];
    // The play (a 4); then the hands of week 2: lose, win, win, win, lose.
    let mut dice = ScriptedDice::new([4, 5, 2, 1, 4, 2, 6, 3, 4, 6, 1]);
    let orders: BTreeMap<CharacterId, OrderSheet> = [(id("Athos"), sheet)].into();
    let out = resolve_month(&w, &orders, &book, &mut dice);
    assert_eq!(week_crowns(&out, "Athos", 1), -40);
    // 3 for coming; -1, +2, +3, +4, -1 = 7; the stake 1 x the run of 3 = 3.
    assert_eq!(total(&week_points(&out, "Athos", 2)), 3 + 7 + 3);
    assert!(out.world.characters[&id("Athos")].casino.is_some());
    // September: he stays away in his first four months, and loses the right for good.
    let next = resolve_month(
        &out.world,
        &BTreeMap::new(),
        &book,
        &mut ScriptedDice::new([4]),
    );
    let athos = &next.world.characters[&id("Athos")];
    assert!(athos.casino.is_none() && athos.casino_barred);
    assert_eq!(week_crowns(&next, "Athos", 1), 0);
}

/// 000, Mistresses: "Either character may withdraw in favour of the other. If a character
/// withdraws in favour of a character of a lower Social Level than himself, he loses Status
/// Points equal to the difference". A suitor who declines duels withdraws; his rival courts.
#[test]
fn a_suitor_withdraws_in_favour_of_a_lower_rival() {
    let w = world(
        vec![
            gentleman("Athos", 10, 500, None),
            gentleman("Rochefort", 7, 500, None),
        ],
        vec![lady("Milady", 8)],
        Month::new(1626, 8),
    );
    let court = || Action::Court {
        lady: "Milady".into(),
        extra_gifts: 0,
    };
    let mut athos = week1(vec![court()]);
    athos.duel = Some(engarde::orders::DuelOrders {
        accept: Some(engarde::orders::AcceptPolicy::None),
        ..Default::default()
    });
    // Rochefort's roll: a 5 against 4 (7 - 8 = -1): won.
    let out = play(
        &w,
        vec![("Athos", athos), ("Rochefort", week1(vec![court()]))],
        &Rulebook::default(),
        &mut ScriptedDice::new([5]),
    );
    assert!(week_points(&out, "Athos", 1).contains(&(
        -3,
        Source::Withdrawal {
            lady: LadyId::from_name("Milady")
        }
    )));
    assert_eq!(
        out.world.ladies[&LadyId::from_name("Milady")].lover,
        Some(id("Rochefort"))
    );
    assert!(
        !out.events
            .iter()
            .any(|e| matches!(e.what, Happening::Fought { .. }))
    );
}

/// Every die the month rolled is in the GM report, also of rules added since the report was
/// written: the King's die for a title, a conception that took, a birth's dice; and a
/// wedding is in its society.
#[test]
fn a_title_a_conception_and_a_birth_are_rolls_of_the_gm_report() {
    use engarde::rules::Event;
    use engarde::rules::events::TitleDeed;
    use engarde::tables::family::Sex;
    use engarde::tables::titles::NobleTitle;
    let mut aramis = gentleman("Aramis", 9, 500, None);
    aramis.mistress = Some(LadyId::from_name("Milady"));
    let w = world(vec![aramis], vec![lady("Milady", 8)], Month::new(1626, 8));
    let event = |what: Happening| Event {
        week: None,
        who: Some(id("Aramis")),
        what,
    };
    let milady = LadyId::from_name("Milady");
    let events = vec![
        event(Happening::TitleSought {
            deed: TitleDeed::Mentioned { mentions: 2 },
            title: NobleTitle::Chevalier,
            roll: Some(6),
            modifier: 0,
            needed: 6,
            granted: true,
            below_minimum: None,
            raised_to: Some(10),
            beyond_sixth: false,
        }),
        event(Happening::Conceived {
            lady: milady.clone(),
            roll: 12,
            needed: 12,
            intended: false,
        }),
        event(Happening::Born {
            lady: milady,
            rolls: vec![4, 2],
            children: vec![Sex::Son],
        }),
        // Not a roll, but society's news: the wedding.
        event(Happening::Married {
            lady: LadyId::from_name("Milady"),
            dowry: 400,
        }),
        // Neither: the status the title gave him.
        event(Happening::Status {
            points: 10,
            source: Source::Title {
                title: NobleTitle::Chevalier,
            },
        }),
    ];
    let renderer = Renderer::new(Language::English, None).unwrap();
    let names = renderer.names(&w);
    let report = gm_report(&renderer, &w, &events, &names);
    assert_eq!(rolled(&report).len(), 3, "{report}");
    // The wedding is in the report's society.
    let society: Vec<&str> = report
        .lines()
        .skip_while(|l| !l.starts_with("SOCIETY"))
        .skip(1)
        .take_while(|l| l.starts_with(' '))
        .collect();
    assert!(
        society.iter().any(|l| l.contains("Married Milady")),
        "{report}"
    );
    assert!(
        report.contains("The King's die for the title of"),
        "{report}"
    );
}
