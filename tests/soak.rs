//! Three years of a crowded game with orders drawn at random from every kind, through the
//! whole rules core: no panic, and the world's invariants hold after every month (ten
//! officers a regiment, no one in two slots of one rank, the dead hold no place, post or
//! campaign, no purse below zero), no ruled order comes back "not ruled yet", and every event
//! and mail renders in English and Spanish. Seeded: a failure replays exactly.

mod month_fixture;

use engarde::calendar::Month;
use engarde::dice::{Dice, Seed, SeededDice};
use engarde::orders::{
    Action, Bet, Cause, Condition, Decision, DuelOrders, FavourUse, Gamble, Lender, MonthlyOrder,
    OrderSheet, Seat, Volunteer,
};
use engarde::render::{GameInfo, Names, Renderer, ReportInput};
use engarde::rules::setup::{Newcomer, new_world};
use engarde::rules::{Rulebook, resolve_month};
use engarde::vocab::{Club, Language, Rank, Regiment, Weapon};
use engarde::world::{Brevet, BrevetKind, CharacterId, Commission, World};
use std::collections::BTreeMap;

/// Picks one of `n` with the dice (n at most 36).
fn pick(dice: &mut dyn Dice, n: usize) -> usize {
    let roll = usize::from(dice.d6() - 1) * 6 + usize::from(dice.d6() - 1);
    roll % n
}

fn one<T: Clone>(dice: &mut dyn Dice, items: &[T]) -> T {
    items[pick(dice, items.len())].clone()
}

/// A random order of any kind, naming people of this world.
fn action(dice: &mut dyn Dice, world: &World, me: &CharacterId) -> Action {
    let men: Vec<String> = world
        .characters
        .values()
        .filter(|c| c.id != *me)
        .map(|c| c.name.clone())
        .collect();
    let ladies: Vec<String> = world.ladies.values().map(|l| l.name.clone()).collect();
    let man = one(dice, &men);
    let lady = one(dice, &ladies);
    let club = one(dice, Club::ALL);
    let regiment = one(dice, Regiment::ALL);
    let rank = one(
        dice,
        &[Rank::Private, Rank::Subaltern, Rank::Captain, Rank::Major],
    );
    let gamble = Gamble {
        bets: vec![Bet { crowns: 10 }, Bet { crowns: 20 }],
        cut_at: Some(6),
    };
    match pick(dice, 37) {
        0 => Action::Practice {
            weapon: Some(one(dice, Weapon::ALL)),
        },
        1 => Action::VisitClub {
            club: None,
            carouse: true,
            host: None,
            guests: vec![],
            with_mistress: false,
            gamble: Some(gamble),
        },
        2 => Action::VisitClub {
            club: Some(club),
            carouse: false,
            host: Some(man),
            guests: vec![],
            with_mistress: true,
            gamble: None,
        },
        3 => Action::JoinClub { club },
        4 => Action::VisitBawdyhouse {
            carouse: true,
            companionship: true,
            gamble: Some(gamble),
            crowns_carried: Some(50),
        },
        5 => Action::Court {
            lady,
            extra_gifts: 1,
        },
        6 => Action::VisitMistress,
        7 => Action::RegimentalDuty,
        8 => Action::ExcuseDuty { favour: None },
        9 => Action::ApplyRegiment {
            regiment,
            rank: Some(rank),
        },
        10 => Action::BuyRank { rank },
        11 => Action::BuyHorse { count: 2 },
        12 => Action::Volunteer {
            with: one(
                dice,
                &[Volunteer::OwnUnit, Volunteer::Frontier, Volunteer::Rnhb],
            ),
        },
        13 => Action::SeekAppointment {
            post: one(
                dice,
                &[
                    "Brigadier of the Brigade of Guards".to_string(),
                    "jefe de la brigada de dragones".to_string(),
                    "Inspector-General of Cavalry".to_string(),
                ],
            ),
        },
        14 => Action::Challenge {
            whom: man,
            cause: Some(one(
                dice,
                &[Cause::Insult, Cause::EnemyRegiment, Cause::Mistress],
            )),
            weapon: None,
        },
        15 => Action::AcceptChallenge { whom: None },
        16 => Action::Apologise { whom: man },
        17 => Action::Lend {
            whom: man,
            crowns: 30,
        },
        18 => Action::Borrow {
            from: Lender::Moneylender,
            crowns: 100,
        },
        19 => Action::Repay {
            whom: "moneylender".into(),
            crowns: None,
        },
        20 => Action::UseFavour(FavourUse {
            class: 1 + dice.d6() / 2,
            on: "the Field Marshal, for my petition and my appointment".into(),
            decision: Decision::For,
            whom: None,
        }),
        21 => Action::TradeExpertise { weapon: None },
        22 => Action::Theatre {
            seat: Seat::Box,
            guests: vec![lady],
        },
        23 => Action::Casino {
            gamble: Some(gamble),
        },
        24 => Action::Tavern {
            name: None,
            carouse: true,
            gamble: Some(gamble),
            crowns_carried: Some(60),
        },
        25 => Action::Gift {
            whom: Some(lady),
            crowns: 30,
            what: None,
        },
        26 => Action::Invite {
            whom: lady,
            week: Some(3),
            club: None,
        },
        27 => Action::DeclineChallenge { whom: Some(man) },
        28 => Action::HireGroom,
        29 => Action::If {
            condition: one(
                dice,
                &[
                    Condition::PlayIsGood,
                    Condition::EnduranceBelowHalf,
                    Condition::Accepts { whom: lady.clone() },
                    Condition::ChallengedBy { whom: man.clone() },
                    Condition::CourtingSucceeded { lady: lady.clone() },
                ],
            ),
            then: vec![Action::Theatre {
                seat: Seat::Stalls,
                guests: vec![],
            }],
            otherwise: vec![month_fixture::carouse_at_club()],
        },
        30 => Action::JoinCasino,
        31 => Action::ResignClub,
        32 => Action::DemandRepayment { whom: man },
        33 => Action::FollowLady { lady },
        // To his own lady when he has one (the only proposal 003 rules on).
        34 => Action::Propose {
            lady: world.characters[me]
                .mistress
                .as_ref()
                .and_then(|l| world.ladies.get(l))
                .map_or(lady, |l| l.name.clone()),
        },
        35 => Action::Insult { whom: man },
        _ => Action::Rest,
    }
}

fn monthly(dice: &mut dyn Dice, world: &World) -> Vec<MonthlyOrder> {
    let men: Vec<String> = world.characters.values().map(|c| c.name.clone()).collect();
    match pick(dice, 8) {
        0 => vec![MonthlyOrder::ConspicuousConsumption],
        1 => vec![MonthlyOrder::Poltroonery { modifier: 2 }],
        2 => vec![MonthlyOrder::RecklessBravery { modifier: 1 }],
        3 => vec![MonthlyOrder::Petition {
            regiment: one(dice, Regiment::ALL),
            replaces: one(dice, Regiment::ALL),
        }],
        4 => vec![MonthlyOrder::Admissions {
            decision: one(dice, &[Decision::For, Decision::Against]),
            whom: Some(one(dice, &men)),
        }],
        5 => vec![MonthlyOrder::HireSecond],
        _ => vec![],
    }
}

/// Standing duel orders now and then: no quarter, apologies refused or accepted, terms
/// refused (003, 7.1-7.2).
fn standing(dice: &mut dyn Dice, world: &World, me: &CharacterId) -> Option<DuelOrders> {
    let men: Vec<String> = world
        .characters
        .values()
        .filter(|c| c.id != *me)
        .map(|c| c.name.clone())
        .collect();
    let man = one(dice, &men);
    match pick(dice, 6) {
        0 => Some(DuelOrders {
            no_quarter: vec![man],
            ..DuelOrders::default()
        }),
        1 => Some(DuelOrders {
            refuse_apologies: vec!["all".into()],
            accept_apologies: vec![man],
            ..DuelOrders::default()
        }),
        2 => Some(DuelOrders {
            refuse_weapons: vec![one(dice, Weapon::ALL)],
            weapon: Some(one(dice, Weapon::ALL)),
            ..DuelOrders::default()
        }),
        _ => None,
    }
}

/// What must hold between two months.
fn check(world: &World) {
    for (regiment, roster) in &world.regiments {
        assert_eq!(roster.officers.len(), 10, "{regiment:?}");
        for o in &roster.officers {
            if let Some(who) = &o.character {
                let c = &world.characters[who];
                assert!(
                    c.alive,
                    "{} is dead but holds a place in the {regiment:?}",
                    c.name
                );
                let same_rank = roster
                    .officers
                    .iter()
                    .filter(|x| x.rank == o.rank && x.character.as_ref() == Some(who))
                    .count();
                assert_eq!(same_rank, 1, "{} twice a {:?}", c.name, o.rank);
            }
        }
    }
    for (post, a) in &world.army.appointments {
        assert!(world.characters[&a.holder].alive, "the dead hold {post}");
    }
    for (who, record) in &world.army.records {
        if record.campaign.is_some() {
            assert!(world.characters[who].alive, "{who} campaigns dead");
        }
    }
    for c in world.characters.values() {
        assert!(c.social_level >= 1, "{} below level 1", c.name);
        assert!(c.crowns >= 0, "{} has {} crowns", c.name, c.crowns);
    }
}

/// Plays three years under `book`, rendering every event in both languages.
fn three_years(book: &Rulebook, phrase: &str) {
    let mut dice = SeededDice::new(Seed::from_phrase(phrase));
    let renderers = [Language::English, Language::Spanish]
        .map(|l| (l, Renderer::new(l, None).expect("templates")));
    let newcomers: Vec<Newcomer> = (0..40)
        .map(|i| Newcomer {
            name: format!("Gentleman {i}"),
            email: format!("g{i}@example.org"),
        })
        .collect();
    let (mut world, _) = new_world(Month::new(1626, 1), &newcomers, &mut dice);
    // Some start rich enough to buy commissions, and high enough to hold them.
    for (i, c) in world.characters.values_mut().enumerate() {
        c.crowns += 300 * (i as i64 % 4);
        c.social_level = c.social_level.max(3 + (i as u8 % 8));
    }
    // Eight of them start as the Colonels of eight regiments, four of those brevetted
    // Brigadier-General, so that colonels' words, petitions and appointments are played.
    let ids: Vec<CharacterId> = world.characters.keys().cloned().collect();
    for (k, who) in ids.iter().take(8).enumerate() {
        let regiment = Regiment::ALL[k];
        let general = k % 2 == 1;
        let c = world.characters.get_mut(who).expect("rolled");
        c.social_level = c.social_level.max(13);
        c.military_ability = 2 + (k as u8 % 5);
        c.commission = Some(Commission {
            regiment,
            rank: if general {
                Rank::BrigadierGeneral
            } else {
                Rank::Colonel
            },
            since: Month::new(1620, 1),
        });
        let roster = world.regiments.get_mut(&regiment).expect("a roster");
        roster.officers[0].character = Some(who.clone());
        roster.officers[0].name = Some(c.name.clone());
        if general {
            world.army.records.entry(who.clone()).or_default().brevet = Some(Brevet {
                permanent: Rank::Colonel,
                kind: BrevetKind::GeneralOfficer,
                until: Month::new(1626, 12),
            });
        }
    }
    let mut months: u32 = 0;
    let mut served = false;
    let mut events = 0;
    let mut kinds: BTreeMap<String, usize> = BTreeMap::new();
    while months < 36 {
        let mut orders: BTreeMap<CharacterId, OrderSheet> = BTreeMap::new();
        let alive: Vec<CharacterId> = world.living().map(|c| c.id.clone()).collect();
        for who in &alive {
            let mut sheet = OrderSheet::empty();
            for week in 0..4 {
                for _ in 0..(1 + pick(&mut dice, 2)) {
                    sheet.weeks[week]
                        .actions
                        .push(action(&mut dice, &world, who));
                }
            }
            sheet.monthly = monthly(&mut dice, &world);
            sheet.duel = standing(&mut dice, &world, who);
            orders.insert(who.clone(), sheet);
        }
        let out = resolve_month(&world, &orders, book, &mut dice);
        for (language, renderer) in &renderers {
            let names = Names::in_language(&out.world, *language);
            for e in &out.events {
                let text = renderer
                    .event_text(e, &names)
                    .unwrap_or_else(|err| panic!("{err} for {e:?}"));
                assert!(!text.trim().is_empty(), "nothing said of {e:?}");
            }
            // Every third month, the mails themselves: the newspaper, each man's result and
            // the GM's report.
            if months % 3 == 2 {
                let game = GameInfo {
                    name: "Soak".into(),
                    deadline: "soon".into(),
                    turn: months + 1,
                };
                renderer
                    .newspaper(&game, &world, &out.world, &out.events, &names, "soak")
                    .unwrap_or_else(|err| panic!("the newspaper, month {months}: {err}"));
                for who in world.characters.keys() {
                    renderer
                        .result(&game, &world, &out.world, &out.events, who, &names)
                        .unwrap_or_else(|err| panic!("{who}'s result, month {months}: {err}"));
                }
                renderer
                    .gm_report(&ReportInput {
                        game: &game,
                        month: world.month,
                        seed: "soak".into(),
                        queue: &[],
                        missing: vec![],
                        late: vec![],
                        events: &out.events,
                        names: &names,
                    })
                    .unwrap_or_else(|err| panic!("the GM report, month {months}: {err}"));
            }
        }
        events += out.events.len();
        for e in &out.events {
            let kind = match &e.what {
                engarde::rules::Happening::Army { event } => {
                    format!("army:{}", serde_json::to_value(event).unwrap()["kind"])
                }
                engarde::rules::Happening::Refused { refusal, order } => {
                    format!(
                        "refused:{}:{order}",
                        serde_json::to_value(refusal).unwrap()["reason"]
                    )
                }
                other => serde_json::to_value(other).unwrap()["kind"].to_string(),
            };
            *kinds.entry(kind).or_insert(0usize) += 1;
        }
        world = out.world;
        check(&world);
        served |= world
            .regiments
            .values()
            .any(|r| r.officers.iter().any(|o| o.character.is_some()));
        months += 1;
    }
    assert!(events > 10_000, "{events} events in three years");
    assert!(served, "somebody held a regiment's place at some time");
}

#[test]
fn three_years_of_random_orders_keep_the_world_whole() {
    three_years(&Rulebook::default(), "three years in Paris");
}

/// The same under 003's house rules: its Clubs Table, mingling, a cut counted whole, the
/// taverns, the Casino and the theatre, and its duel.
#[test]
fn three_years_under_preux_et_audacieux() {
    three_years(&Rulebook::preux(), "tres años en París");
}
