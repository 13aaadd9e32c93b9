//! The military career through the public API: Henri's campaign (000, "i. Campaign
//! Outcome") with scripted dice, and whole months with regiments, a summer campaign and
//! volunteers.

mod month_fixture;

use month_fixture::{gentleman, npc_officers, orders_of, paris_in, summer_of_the_4th_foot};

use engarde::calendar::Month;
use engarde::dice::{ScriptedDice, Seed, SeededDice};
use engarde::orders::{Action, MonthlyOrder, OrderSheet, Volunteer};
use engarde::rules::army::{
    ArmyEvent, ArmyRefusal, Commander, Conduct, Level, Post, Unit, fight_chain, needed, roll,
};
use engarde::rules::{Happening, Outcome, Rulebook, resolve_month};
use engarde::tables::campaign::{Mission, personal_outcome};
use engarde::vocab::{Brigade, Rank, Regiment};
use engarde::world::{Character, CharacterId, Commission, World};
use std::collections::BTreeMap;

fn army_events(outcome: &Outcome, who: Option<&str>) -> Vec<ArmyEvent> {
    let id = who.map(CharacterId::from_name);
    outcome
        .events
        .iter()
        .filter(|e| e.who == id)
        .filter_map(|e| match &e.what {
            Happening::Army { event } => Some(event.clone()),
            _ => None,
        })
        .collect()
}

/// 000, "i. Campaign Outcome": "Field Army Commander 5 / Adjutant 5 / 2nd Division
/// Commander 6 (7) / Adjutant 3 / 4th Brigade Commander 3 / Brigade Major 1 / Colonel of the
/// 69th Arquebusiers 2 (3) / Adjutant 5" ... "battle result of 2 ... 2 ... 5 ... 3 ... 2"; then
/// "If he rolls a 9 or higher, he dies. If he survives, he may roll for mention in despatches
/// (5 or higher on two dice), promotion (6 or higher) and crowns in plunder (2 or higher) ...
/// 4 x 100 indicates four dice".
#[test]
fn henri_major_of_the_69th() {
    let c = |level, ma, adjutant, bonus| Commander {
        level,
        ma,
        adjutant,
        bonus,
    };
    let chain = [
        c(Level::Army, 5, Some(5), 0),
        c(Level::Division, 6, Some(3), 1),
        c(Level::Brigade, 3, Some(1), 0),
        c(Level::Regiment, 2, Some(5), 0),
        c(Level::Battalion, 4, None, 0),
    ];
    let mut dice = ScriptedDice::new([5, 4, 1, 4, 6]);
    let fought = fight_chain(&chain, &mut dice);
    let results: Vec<u8> = fought.iter().map(|f| f.result).collect();
    assert_eq!(results, vec![2, 2, 5, 3, 2]);
    let regiment = fought[3].result;
    let own = fought[4].result;
    // "Henri ... would consult line 3 of the Assault section ... (since he is serving with his
    // Regiment and the regimental result was 3: a Pyrrhic victory)".
    let post = Post {
        regiment: Some(Regiment::Arquebusiers69th),
        command: None,
        rank: Rank::Major,
        against_superior: Some((own, regiment)),
        battalion_commander: true,
    };
    let m = engarde::rules::army::modifiers(post);
    let base = personal_outcome(Mission::Assault, regiment).expect("Assault 3");
    let n = needed(base, m, Conduct::Steady);
    assert_eq!((n.death, n.mention, n.promotion), (9, 5, 6));
    assert_eq!(
        n.crowns.map(|(r, p)| (r, p.dice, p.crowns_per_pip)),
        Some((2, 4, 100))
    );
    // Two dice: 6 + 2 = 8 lives; 3 + 3 mentioned; 2 + 2 not promoted; 1 + 1 plunder (certain);
    // four dice 1 + 2 + 3 + 4 = 10: 1,000 crowns.
    let mut dice = ScriptedDice::new([6, 2, 3, 3, 2, 2, 1, 1, 1, 2, 3, 4]);
    let r = roll(Mission::Assault, regiment, m, Conduct::Steady, &mut dice);
    assert!(!r.died && r.mentioned && !r.promoted);
    assert_eq!(r.plunder, 1000);
    assert_eq!(dice.remaining(), 0);
}

/// A favour of `class` used on `on`, for or against `whom` (himself when `None`).
fn pledge(class: u8, on: &str, decision: engarde::orders::Decision, whom: Option<&str>) -> Action {
    Action::UseFavour(engarde::orders::FavourUse {
        class,
        on: on.into(),
        decision,
        whom: whom.map(String::from),
    })
}

/// The first army event `is` picks reads, in English and in Spanish, with these words.
fn reads(outcome: &Outcome, is: impl Fn(&ArmyEvent) -> bool, words: [&str; 2]) {
    let event = outcome
        .events
        .iter()
        .find(|e| matches!(&e.what, Happening::Army { event } if is(event)))
        .expect("the event");
    for (language, words) in [
        engarde::vocab::Language::English,
        engarde::vocab::Language::Spanish,
    ]
    .into_iter()
    .zip(words)
    {
        let renderer = engarde::render::Renderer::new(language, None).expect("templates");
        let names = engarde::render::Names::in_language(&outcome.world, language);
        let text = renderer.event_text(event, &names).expect("renders");
        assert!(text.contains(words), "{text}");
    }
}

fn soldier(name: &str, level: u8, regiment: Regiment, rank: Rank, since: Month) -> Character {
    let mut c = gentleman(name, level, 500);
    c.commission = Some(Commission {
        regiment,
        rank,
        since,
    });
    c
}

fn one_sheet(who: &str, weeks: [Vec<Action>; 4]) -> BTreeMap<CharacterId, OrderSheet> {
    let mut sheet = OrderSheet::empty();
    for (i, a) in weeks.into_iter().enumerate() {
        sheet.weeks[i].actions = a;
    }
    orders_of(vec![(who, sheet)])
}

#[test]
fn application_and_horses() {
    // "Frontier Regiments: Automatic"; a Captain of a Frontier regiment buys his horse (and a
    // groom with it: "Anyone who buys a horse must also hire a groom").
    let c = gentleman("Jean Sans Terre", 3, 400);
    let world = paris_in(Month::new(1626, 1), vec![c], vec![]);
    let orders = one_sheet(
        "Jean Sans Terre",
        [
            vec![Action::ApplyRegiment {
                regiment: Regiment::Arquebusiers69th,
                rank: Some(Rank::Subaltern),
            }],
            vec![Action::BuyHorse { count: 1 }],
            vec![],
            vec![],
        ],
    );
    // Social level 3 needs a 3 for the 69th ("4 3 3 2 ..."): he rolls 3. No other dice: the
    // season's campaign is determined only once somebody holds a commission (next month).
    let mut dice = ScriptedDice::new([3]);
    let out = resolve_month(&world, &orders, &Rulebook::default(), &mut dice);
    assert_eq!(dice.remaining(), 0);
    let ev = army_events(&out, Some("Jean Sans Terre"));
    assert!(matches!(
        ev[0],
        ArmyEvent::Applied {
            regiment: Regiment::Arquebusiers69th,
            roll: 3,
            needed: Some(3),
            accepted: true,
            ..
        }
    ));
    assert!(ev.contains(&ArmyEvent::Joined {
        regiment: Regiment::Arquebusiers69th,
        rank: Rank::Subaltern
    }));
    assert!(ev.contains(&ArmyEvent::HiredGroom));
    let jean = &out.world.characters[&CharacterId::from_name("Jean Sans Terre")];
    // No pay yet (it came at the month's start, before he joined): 400 - 50 (a Subaltern's
    // commission, column 10) - 100 (the horse) - 3 (its upkeep) - 2 (the groom) - 6 (support).
    assert_eq!(jean.crowns, 239);
    assert_eq!(out.world.army.records[&jean.id].horses, 1);
}

/// The audit's "Hired a groom." printed twice: a horse bought hires the groom, and an order to
/// hire one besides is told that one serves all his horses, not hired (and paid) again.
#[test]
fn a_groom_is_hired_once() {
    let c = soldier(
        "Jean Sans Terre",
        8,
        Regiment::DragoonGuards,
        Rank::Captain,
        Month::new(1625, 1),
    );
    let world = paris_in(Month::new(1626, 1), vec![c], vec![]);
    let orders = one_sheet(
        "Jean Sans Terre",
        [
            vec![Action::BuyHorse { count: 1 }, Action::HireGroom],
            vec![Action::HireGroom],
            vec![],
            vec![],
        ],
    );
    let out = resolve_month(
        &world,
        &orders,
        &Rulebook::default(),
        &mut SeededDice::new(Seed::from_phrase("one groom")),
    );
    let hired = army_events(&out, Some("Jean Sans Terre"))
        .into_iter()
        .filter(|e| *e == ArmyEvent::HiredGroom)
        .count();
    assert_eq!(hired, 1);
    let kept = out
        .events
        .iter()
        .filter(|e| {
            matches!(
                &e.what,
                Happening::Refused {
                    refusal: engarde::rules::Refusal::Army {
                        army: ArmyRefusal::GroomKept
                    },
                    ..
                }
            )
        })
        .count();
    assert_eq!(kept, 2);
}

/// 000: "Members of Cavalry Regiments and Captains of any Regiment must buy one horse and
/// equipment. Majors and above in any Regiment must buy three." By default the horses a man
/// lacks are bought for him at the month's end, as many as his purse pays (100 each, a groom
/// with them), and he is told what he still lacks; `horses = "reminded"` only reminds him.
#[test]
fn the_horses_a_rank_requires_are_bought() {
    let quiet = |c: Character, book: &Rulebook| {
        let mut world = World::new(Month::new(1626, 1));
        let id = c.id.clone();
        world.characters.insert(id.clone(), c);
        let out = resolve_month(
            &world,
            &BTreeMap::new(),
            book,
            &mut SeededDice::new(Seed::from_phrase("horses")),
        );
        let horses = out.world.army.records.get(&id).map_or(0, |r| r.horses);
        (army_events(&out, Some("Jean Sans Terre")), horses)
    };
    let captain = |crowns| {
        let mut c = soldier(
            "Jean Sans Terre",
            8,
            Regiment::DragoonGuards,
            Rank::Captain,
            Month::new(1625, 1),
        );
        c.crowns = crowns;
        c
    };
    let (events, horses) = quiet(captain(500), &Rulebook::default());
    assert!(events.contains(&ArmyEvent::HorsesBoughtForHim {
        count: 1,
        horses: 1,
        required: 1
    }));
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, ArmyEvent::ShortOfHorses { .. }))
    );
    assert_eq!(horses, 1);
    // A Major with 250 crowns pays for two with their keep and a groom (2 x 103 + 2), and
    // still lacks one.
    let mut major = captain(250);
    major.commission.as_mut().unwrap().rank = Rank::Major;
    let (events, horses) = quiet(major.clone(), &Rulebook::default());
    assert!(events.contains(&ArmyEvent::HorsesBoughtForHim {
        count: 2,
        horses: 2,
        required: 3
    }));
    assert!(events.contains(&ArmyEvent::ShortOfHorses {
        horses: 2,
        required: 3
    }));
    assert_eq!(horses, 2);
    // The GM's reading: only a reminder.
    let mut book = Rulebook::default();
    book.army.horses = engarde::rules::army::HorseRule::Reminded;
    let (events, horses) = quiet(major, &book);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, ArmyEvent::HorsesBoughtForHim { .. }))
    );
    assert!(events.contains(&ArmyEvent::ShortOfHorses {
        horses: 0,
        required: 3
    }));
    assert_eq!(horses, 0);
}

#[test]
fn a_summer_campaign_with_several_regiments() {
    let june = Month::new(1626, 6);
    let mut world = World::new(june);
    let since = Month::new(1625, 1);
    for (name, regiment, rank, level) in [
        ("Henri Dupont", Regiment::Arquebusiers69th, Rank::Major, 6),
        ("Gaston Leroux", Regiment::Gascon, Rank::Private, 3),
        ("Aramis Blanc", Regiment::RoyalFootGuards, Rank::Captain, 10),
        ("Porthos Gros", Regiment::DragoonGuards, Rank::Subaltern, 8),
        ("Pierre Frontin", Regiment::Frontier, Rank::Captain, 4),
        (
            "Louis Picard",
            Regiment::PicardyMusketeers,
            Rank::Subaltern,
            6,
        ),
    ] {
        let c = soldier(name, level, regiment, rank, since);
        world.characters.insert(c.id.clone(), c);
    }
    let mut civilian = gentleman("Rene Volontaire", 5, 200);
    civilian.abilities.endurance = 150;
    civilian.abilities.expertise = 12;
    world.characters.insert(civilian.id.clone(), civilian);
    let book = Rulebook::default();
    let mut dice = SeededDice::new(Seed::from_phrase("summer of 1626"));
    let mut all = Vec::new();
    let mut w = world;
    for month in 0..3 {
        let orders = if month == 0 {
            one_sheet(
                "Rene Volontaire",
                [
                    vec![Action::Volunteer {
                        with: Volunteer::Frontier,
                    }],
                    vec![Action::Rest],
                    vec![],
                    vec![],
                ],
            )
        } else {
            BTreeMap::new()
        };
        let out = resolve_month(&w, &orders, &book, &mut dice);
        all.extend(out.events.clone());
        w = out.world;
    }
    assert_eq!(w.month, Month::new(1626, 9));
    let news: Vec<&ArmyEvent> = all
        .iter()
        .filter(|e| e.who.is_none())
        .filter_map(|e| match &e.what {
            Happening::Army { event } => Some(event),
            _ => None,
        })
        .collect();
    let Some(ArmyEvent::CampaignDetermined {
        summer: true,
        code: Some(code),
        brigades,
        ..
    }) = news
        .iter()
        .find(|e| matches!(e, ArmyEvent::CampaignDetermined { .. }))
        .copied()
    else {
        panic!("no campaign: {news:?}");
    };
    assert!((11..=76).contains(code));
    assert!(!brigades.is_empty());
    // The order of battle was published, from the army down.
    assert!(
        news.iter()
            .any(|e| matches!(e, ArmyEvent::Battle { fought, .. } if fought.level == Level::Army))
    );
    assert!(
        news.iter()
            .any(|e| matches!(e, ArmyEvent::Battle { unit, .. } if *unit == Unit::Regiment { regiment: Regiment::Frontier }))
    );
    // The Frontier captain and the volunteer always go; each campaigner has a fate.
    let ids: Vec<CharacterId> = all
        .iter()
        .filter(|e| {
            matches!(
                &e.what,
                Happening::Army {
                    event: ArmyEvent::Fate { .. }
                }
            )
        })
        .filter_map(|e| e.who.clone())
        .collect();
    assert!(ids.contains(&CharacterId::from_name("Pierre Frontin")));
    assert!(ids.contains(&CharacterId::from_name("Rene Volontaire")));
    for id in &ids {
        // Away the whole season: no status reckoning while on campaign.
        assert!(
            !all.iter()
                .any(|e| e.who.as_ref() == Some(id)
                    && matches!(e.what, Happening::SocialLevel { .. }))
        );
    }
    // The volunteer's second week was refused: he was out of Paris.
    assert!(
        all.iter()
            .any(|e| e.who == Some(CharacterId::from_name("Rene Volontaire"))
                && matches!(&e.what, Happening::Refused { order, .. } if order == "rest"))
    );
    // Everybody but the Frontier's own and the dead is home, and next year's Brigade Majors
    // are rolled.
    for (id, r) in &w.army.records {
        if id.as_str() != "pierre_frontin" {
            assert!(r.campaign.is_none(), "{id} still away");
        }
    }
    assert_eq!(w.army.brigade_majors_year, Some(1627));
    // Rosters keep ten places per regiment, vacancies at the bottom of each rank.
    for (regiment, roster) in &w.regiments {
        assert_eq!(roster.officers.len(), 10, "{regiment:?}");
    }
    // Every event reads as a sentence (no bare kind left by the templates' fallbacks).
    let renderer =
        engarde::render::Renderer::new(engarde::vocab::Language::English, None).expect("templates");
    let names = engarde::render::Names::of(&w);
    for e in &all {
        let text = renderer.event_text(e, &names).expect("renders");
        assert!(text.contains(' '), "{text:?} for {e:?}");
    }
}

fn favour_on_the_field_marshal(class: u8) -> Action {
    pledge(
        class,
        "the Field Marshal, for my petition",
        engarde::orders::Decision::For,
        None,
    )
}

fn with_petition(
    orders: &mut BTreeMap<CharacterId, OrderSheet>,
    who: &str,
    regiment: Regiment,
    replaces: Regiment,
) {
    orders
        .entry(CharacterId::from_name(who))
        .or_insert_with(OrderSheet::empty)
        .monthly
        .push(MonthlyOrder::Petition { regiment, replaces });
}

/// 000, Substitutions: "if the Second Brigade of Foot is to go on campaign, but the Brigade
/// of Guards is not, a player may petition to have the Cardinal's Guard replace the 69th
/// Arquebusiers. The Field Marshal will grant a player's petition on a roll of 7 on one die.
/// This roll may be altered by influence." Aramis calls in a class 8 favour on the Field
/// Marshal (class 7 needed: +2) and rolls 5: granted. The 69th comes home at June's end;
/// the Cardinal's Guard marches in July, in the 4th Brigade of Foot, on its mission.
#[test]
fn a_petition_sends_the_cardinals_guard_in_place_of_the_69th() {
    let june = Month::new(1626, 6);
    let mut world = summer_of_the_4th_foot(june);
    let since = Month::new(1625, 1);
    for (name, regiment, rank, level) in [
        ("Aramis Blanc", Regiment::CardinalsGuard, Rank::Captain, 10),
        ("Henri Dupont", Regiment::Arquebusiers69th, Rank::Major, 6),
        ("Gaston Leroux", Regiment::Gascon, Rank::Private, 3),
        ("Porthos Gros", Regiment::DragoonGuards, Rank::Subaltern, 8),
    ] {
        let c = soldier(name, level, regiment, rank, since);
        world.characters.insert(c.id.clone(), c);
    }
    let aramis = CharacterId::from_name("Aramis Blanc");
    world
        .characters
        .get_mut(&aramis)
        .expect("Aramis")
        .favours
        .push(engarde::world::Favour {
            class: 8,
            from: "the Duc de Chevreuse".into(),
            expires: None,
        });
    let mut orders = one_sheet(
        "Aramis Blanc",
        [vec![favour_on_the_field_marshal(8)], vec![], vec![], vec![]],
    );
    with_petition(
        &mut orders,
        "Aramis Blanc",
        Regiment::CardinalsGuard,
        Regiment::Arquebusiers69th,
    );
    // Porthos's Dragoon Guards are cavalry: no substitute for infantry.
    with_petition(
        &mut orders,
        "Porthos Gros",
        Regiment::DragoonGuards,
        Regiment::Gascon,
    );
    let book = Rulebook::default();
    let mut dice = ScriptedDice::new([5]);
    let out = resolve_month(&world, &orders, &book, &mut dice);
    assert_eq!(dice.remaining(), 0, "one die: Aramis's petition");
    let ev = army_events(&out, Some("Aramis Blanc"));
    assert!(
        ev.contains(&ArmyEvent::Petitioned {
            regiment: Regiment::CardinalsGuard,
            replaces: Regiment::Arquebusiers69th,
            roll: 5,
            modifier: 2,
            granted: true,
            outranked_by: vec![],
            tied_with: vec![],
        }),
        "{ev:?}"
    );
    assert!(out.events.iter().any(|e| e.who.is_none()
        && e.what
            == Happening::Army {
                event: ArmyEvent::Substituted {
                    regiment: Regiment::CardinalsGuard,
                    replaces: Regiment::Arquebusiers69th
                }
            }));
    assert!(
        out.events.iter().any(
            |e| e.who.as_ref() == Some(&CharacterId::from_name("Porthos Gros"))
                && matches!(&e.what, Happening::Refused { order, .. } if order == "petition")
        ),
        "cavalry for infantry is refused"
    );
    // The petition reads as the Field Marshal's answer, in both languages.
    reads(
        &out,
        |e| matches!(e, ArmyEvent::Petitioned { .. }),
        [
            "granted; the Cardinal's Guard marches next month",
            "concedido",
        ],
    );
    // Henri marched in June with the 69th and is home at its end; the Gascons stay out.
    assert!(
        army_events(&out, Some("Henri Dupont")).contains(&ArmyEvent::Returned {
            with: Regiment::Arquebusiers69th
        })
    );
    let w = out.world;
    assert!(
        w.army
            .records
            .get(&CharacterId::from_name("Henri Dupont"))
            .is_none_or(|r| r.campaign.is_none())
    );
    assert!(
        w.army.records[&CharacterId::from_name("Gaston Leroux")]
            .campaign
            .is_some()
    );
    // July: the Cardinal's Guard marches on the 4th Brigade of Foot's assault; the 69th
    // stays in Paris.
    let mut dice = ScriptedDice::new([]);
    let out = resolve_month(&w, &BTreeMap::new(), &book, &mut dice);
    assert!(
        army_events(&out, Some("Aramis Blanc")).contains(&ArmyEvent::Ordered {
            regiment: Regiment::CardinalsGuard,
            mission: Mission::Assault
        })
    );
    assert!(
        !army_events(&out, Some("Henri Dupont"))
            .iter()
            .any(|e| matches!(e, ArmyEvent::Ordered { .. }))
    );
}

/// "If several players submit conflicting petitions and receive modified die rolls of 7 or
/// higher, the petition is granted to the player with the highest die roll. If several
/// players have equally high die rolls, the Field Marshal will grant the petition of the
/// player with the highest Social Level. If several players have equally high Social Levels,
/// either one must withdraw his petition or a duel is required."
#[test]
fn conflicting_petitions_highest_roll_then_social_level_then_a_tie() {
    let july = Month::new(1626, 7);
    let since = Month::new(1625, 1);
    let petition = |levels: [u8; 2], dice: [u8; 2]| {
        let mut world = summer_of_the_4th_foot(july);
        let mut orders = BTreeMap::new();
        for ((name, regiment), level) in [
            ("Athos Premier", Regiment::RoyalFootGuards),
            ("Porthos Second", Regiment::KingsMusketeers),
        ]
        .into_iter()
        .zip(levels)
        {
            // A class 7 favour each, on the Field Marshal: +1, so a 6 makes 7.
            let mut c = soldier(name, level, regiment, Rank::Captain, since);
            c.favours.push(engarde::world::Favour {
                class: 7,
                from: "a minister".into(),
                expires: None,
            });
            world.characters.insert(c.id.clone(), c);
            orders.insert(
                CharacterId::from_name(name),
                one_sheet(
                    name,
                    [vec![favour_on_the_field_marshal(7)], vec![], vec![], vec![]],
                )
                .into_values()
                .next()
                .expect("sheet"),
            );
            with_petition(&mut orders, name, regiment, Regiment::Gascon);
        }
        // Petitions are heard in character order: Athos, then Porthos.
        let mut d = ScriptedDice::new(dice);
        let out = resolve_month(&world, &orders, &Rulebook::default(), &mut d);
        assert_eq!(d.remaining(), 0);
        let verdict = |who: &str| {
            army_events(&out, Some(who))
                .into_iter()
                .find_map(|e| match e {
                    ArmyEvent::Petitioned {
                        granted,
                        outranked_by,
                        tied_with,
                        ..
                    } => Some((granted, outranked_by.len(), tied_with.len())),
                    _ => None,
                })
                .expect("heard")
        };
        (verdict("Athos Premier"), verdict("Porthos Second"))
    };
    // Athos 7, Porthos 6: Athos.
    assert_eq!(petition([9, 9], [6, 5]), ((true, 0, 0), (false, 0, 0)));
    // Both 7: the higher social level, Porthos.
    assert_eq!(petition([9, 11], [6, 6]), ((false, 1, 0), (true, 0, 0)));
    // Both 7, both level 9: neither, until one withdraws or a duel decides.
    assert_eq!(petition([9, 9], [6, 6]), ((false, 0, 1), (false, 0, 1)));
    // Both 6: neither ("a roll of 7 on one die" needs influence).
    assert_eq!(petition([9, 9], [5, 5]), ((false, 0, 0), (false, 0, 0)));
}

/// 000, Volunteers: "A non-player Commander of a Regiment or a Battalion/Squadron will
/// volunteer his unit on a die roll of 6 on one die. This roll may be modified by
/// influence." Jacques, a Subaltern of the 69th, calls in a class 3 favour on his Colonel
/// (+1) and rolls 5: the 69th volunteers for the autumn, and Henri, its Major, marches too.
#[test]
fn a_non_player_colonel_volunteers_his_regiment_on_a_six() {
    let october = Month::new(1626, 10);
    let mut world = World::new(october);
    world.army.brigade_majors_year = Some(1626);
    let since = Month::new(1625, 1);
    for (name, rank) in [
        ("Jacques Bonhomme", Rank::Subaltern),
        ("Henri Dupont", Rank::Major),
    ] {
        let mut c = soldier(name, 6, Regiment::Arquebusiers69th, rank, since);
        c.favours.push(engarde::world::Favour {
            class: 3,
            from: "his aunt".into(),
            expires: None,
        });
        world.characters.insert(c.id.clone(), c);
    }
    let orders = one_sheet(
        "Jacques Bonhomme",
        [
            vec![
                pledge(
                    3,
                    "the Colonel of the 69th, to volunteer",
                    engarde::orders::Decision::For,
                    None,
                ),
                Action::Volunteer {
                    with: Volunteer::OwnUnit,
                },
            ],
            vec![],
            vec![],
            vec![],
        ],
    );
    // The autumn's deployment die (3), then Jacques's die for the Colonel (5).
    let mut dice = ScriptedDice::new([3, 5]);
    let out = resolve_month(&world, &orders, &Rulebook::default(), &mut dice);
    assert_eq!(dice.remaining(), 0);
    let jacques = army_events(&out, Some("Jacques Bonhomme"));
    assert!(
        jacques.contains(&ArmyEvent::CommanderAsked {
            regiment: Regiment::Arquebusiers69th,
            roll: 5,
            modifier: 1,
            needed: 6,
            granted: true
        }),
        "{jacques:?}"
    );
    assert!(jacques.contains(&ArmyEvent::Volunteered {
        with: Regiment::Arquebusiers69th,
        until: Month::new(1626, 11)
    }));
    assert!(
        army_events(&out, Some("Henri Dupont"))
            .iter()
            .any(|e| matches!(
                e,
                ArmyEvent::Ordered {
                    regiment: Regiment::Arquebusiers69th,
                    ..
                }
            ))
    );
    for who in ["Jacques Bonhomme", "Henri Dupont"] {
        let service = out.world.army.records[&CharacterId::from_name(who)]
            .campaign
            .expect("away");
        assert_eq!(service.until, Month::new(1626, 11), "{who}");
    }
    // A 4 and the favour make 5: the Colonel will not hear of it, and nobody goes.
    let mut dice = ScriptedDice::new([3, 4]);
    let out = resolve_month(&world, &orders, &Rulebook::default(), &mut dice);
    assert!(
        army_events(&out, Some("Jacques Bonhomme"))
            .iter()
            .any(|e| matches!(e, ArmyEvent::CommanderAsked { granted: false, .. }))
    );
    assert!(
        out.world
            .army
            .records
            .values()
            .all(|r| r.campaign.is_none())
    );
}

/// An autumn with only the Frontier out, announced already: no dice for the campaign.
fn autumn(month: Month) -> World {
    let mut world = World::new(month);
    world.army.brigade_majors_year = Some(month.year);
    world.army.campaign = Some(engarde::world::CampaignState {
        begun: Month::new(month.year, 9),
        ends: Month::new(month.year, 11),
        code: None,
        deployment: 2,
        missions: BTreeMap::from([
            ("frontier".to_string(), Mission::FieldOperations),
            ("rnhb".to_string(), Mission::FieldOperations),
        ]),
        substitutions: vec![],
    });
    world
}

/// A Colonel of the Royal Foot Guards brevetted Brigadier-General (the brevet to run out at
/// the end of `brevet_until`).
fn brevet_brigadier(name: &str, brevet_until: Month) -> (Character, engarde::world::ServiceRecord) {
    let c = soldier(
        name,
        12,
        Regiment::RoyalFootGuards,
        Rank::BrigadierGeneral,
        Month::new(1625, 1),
    );
    let record = engarde::world::ServiceRecord {
        brevet: Some(engarde::world::Brevet {
            permanent: Rank::Colonel,
            kind: engarde::world::BrevetKind::GeneralOfficer,
            until: brevet_until,
        }),
        ..Default::default()
    };
    (c, record)
}

/// 000, Brevet Rank: "After the campaign he applies for the post of Brigadier (Brigade
/// Commander) ... this time successfully. Thus his brevet rank is extended for another
/// year." Influence: the appointing Minister is swayed by a class 7 favour (+1), a class 8
/// giving +2. Athos, brevet Brigadier-General, seeks the Brigade of Guards with Porthos's
/// class 8 favour behind him and rolls 4: 6, appointed until next August. Each month in
/// Paris the post pays the brigade's status (6, Regimental Table C).
#[test]
fn athos_is_appointed_brigadier_and_keeps_his_brevet() {
    let september = Month::new(1626, 9);
    let mut world = autumn(september);
    let (athos, record) = brevet_brigadier("Athos de la Fere", Month::new(1627, 8));
    world.army.records.insert(athos.id.clone(), record);
    world.characters.insert(athos.id.clone(), athos);
    let mut porthos = gentleman("Porthos du Vallon", 9, 100);
    porthos.favours.push(engarde::world::Favour {
        class: 8,
        from: "the Queen".into(),
        expires: None,
    });
    world.characters.insert(porthos.id.clone(), porthos);
    let mut orders = one_sheet(
        "Athos de la Fere",
        [
            vec![],
            vec![Action::SeekAppointment {
                post: "brigadier of the brigade of guards".into(),
            }],
            vec![],
            vec![],
        ],
    );
    orders.extend(one_sheet(
        "Porthos du Vallon",
        [
            vec![pledge(
                8,
                "the Minister, for the appointment",
                engarde::orders::Decision::For,
                Some("Athos de la Fere"),
            )],
            vec![],
            vec![],
            vec![],
        ],
    ));
    let mut dice = ScriptedDice::new([4]);
    let out = resolve_month(&world, &orders, &Rulebook::default(), &mut dice);
    assert_eq!(dice.remaining(), 0);
    let ev = army_events(&out, Some("Athos de la Fere"));
    assert!(
        ev.iter().any(|e| matches!(
            e,
            ArmyEvent::SoughtPost {
                roll: 4,
                modifier: 2,
                needed: 6,
                granted: true,
                ..
            }
        )),
        "{ev:?}"
    );
    let athos = CharacterId::from_name("Athos de la Fere");
    let held = &out.world.army.appointments["brigadier/guards"];
    assert_eq!((&held.holder, held.until), (&athos, Month::new(1627, 8)));
    assert!(out.events.iter().any(|e| e.who.as_ref() == Some(&athos)
        && matches!(&e.what, Happening::Status { source: engarde::rules::Source::Army { army: engarde::rules::army::ArmySource::Appointment { post } }, points: 6 } if post == "brigadier/guards")));
    // The news and his result name the post in the reader's language.
    reads(
        &out,
        |e| matches!(e, ArmyEvent::Appointed { .. }),
        [
            "Appointed Brigadier of the Brigade of Guards",
            "Nombrado Jefe de la Brigada de la Guardia",
        ],
    );
    // Aramis, a Captain, may not seek it, and nobody may take a post held.
    let mut w = out.world.clone();
    let aramis = soldier(
        "Aramis d'Herblay",
        10,
        Regiment::CardinalsGuard,
        Rank::Captain,
        september,
    );
    w.characters.insert(aramis.id.clone(), aramis);
    let orders = one_sheet(
        "Aramis d'Herblay",
        [
            vec![Action::SeekAppointment {
                post: "Jefe de la Brigada de la Guardia".into(),
            }],
            vec![Action::SeekAppointment {
                post: "Governor of the Bastille".into(),
            }],
            vec![],
            vec![],
        ],
    );
    let out = resolve_month(
        &w,
        &orders,
        &Rulebook::default(),
        &mut ScriptedDice::new([]),
    );
    let refusals: Vec<String> = out
        .events
        .iter()
        .filter_map(|e| match &e.what {
            Happening::Refused { refusal, .. } => Some(format!("{refusal:?}")),
            _ => None,
        })
        .collect();
    assert!(refusals[0].contains("RankTooLow"), "{refusals:?}");
    assert!(refusals[1].contains("NoSuchPost"), "{refusals:?}");

    // A year on: his brevet's year is out at the end of August 1627, but he sought the post
    // again in August and holds it to August 1628: "Thus his brevet rank is extended".
    let mut w = autumn(Month::new(1627, 9));
    let (athos_c, record) = brevet_brigadier("Athos de la Fere", Month::new(1627, 8));
    w.army.records.insert(athos.clone(), record.clone());
    w.characters.insert(athos.clone(), athos_c.clone());
    let appointment = engarde::world::Appointment {
        holder: athos.clone(),
        since: Month::new(1626, 9),
        until: Month::new(1628, 8),
    };
    w.army
        .appointments
        .insert("brigadier/guards".into(), appointment.clone());
    let out = resolve_month(
        &w,
        &BTreeMap::new(),
        &Rulebook::default(),
        &mut ScriptedDice::new([]),
    );
    assert!(
        army_events(&out, Some("Athos de la Fere")).contains(&ArmyEvent::BrevetExtended {
            rank: Rank::BrigadierGeneral,
            until: Month::new(1628, 8)
        })
    );
    assert_eq!(
        out.world.characters[&athos].commission.map(|c| c.rank),
        Some(Rank::BrigadierGeneral)
    );
    // "Favours for Social Level and appointment are received once each season": September
    // opens the autumn, and a Brigadier-General's post gives a class 4 favour (Influence
    // Table B's class for his rank).
    assert!(out.events.iter().any(|e| e.who.as_ref() == Some(&athos)
        && matches!(&e.what, Happening::FavourReceived { class: 4, from } if from.contains("brigadier"))));
    // Without the post, the brevet lapses and he is a Colonel again.
    w.army.appointments.clear();
    let out = resolve_month(
        &w,
        &BTreeMap::new(),
        &Rulebook::default(),
        &mut ScriptedDice::new([]),
    );
    assert_eq!(
        out.world.characters[&athos].commission.map(|c| c.rank),
        Some(Rank::Colonel)
    );
    // A term that ends this month ends, and says so; the brevet goes with the rank.
    let mut w2 = autumn(Month::new(1627, 10));
    w2.characters.insert(athos.clone(), athos_c);
    w2.army.records.insert(
        athos.clone(),
        engarde::world::ServiceRecord {
            brevet: Some(engarde::world::Brevet {
                until: Month::new(1628, 8),
                ..record.brevet.expect("brevet")
            }),
            ..Default::default()
        },
    );
    w2.army.appointments.insert(
        "brigadier/guards".into(),
        engarde::world::Appointment {
            until: Month::new(1627, 10),
            ..appointment
        },
    );
    let out = resolve_month(
        &w2,
        &BTreeMap::new(),
        &Rulebook::default(),
        &mut ScriptedDice::new([]),
    );
    assert!(out.world.army.appointments.is_empty());
    assert!(
        army_events(&out, Some("Athos de la Fere"))
            .iter()
            .any(|e| matches!(
                e,
                ArmyEvent::PostEnded {
                    why: engarde::rules::army::PostEnded::Term,
                    ..
                }
            ))
    );
}

/// Athos, brevet Brigadier-General of military ability `ma`, appointed Brigadier of the 4th
/// Brigade of Foot until `until`.
fn athos_brigadier_of_the_4th_foot(world: &mut World, ma: u8, until: Month) {
    let (mut athos, record) = brevet_brigadier("Athos de la Fere", Month::new(1627, 8));
    athos.military_ability = ma;
    world.army.records.insert(athos.id.clone(), record);
    world.army.appointments.insert(
        "brigadier/4th_foot".into(),
        engarde::world::Appointment {
            holder: athos.id.clone(),
            since: Month::new(1625, 9),
            until,
        },
    );
    world.characters.insert(athos.id.clone(), athos);
}

fn the_4th_foots_battle(out: &Outcome) -> engarde::rules::army::Fought {
    out.events
        .iter()
        .find_map(|e| match &e.what {
            Happening::Army {
                event: ArmyEvent::Battle { unit, fought, .. },
            } if *unit
                == Unit::Brigade {
                    brigade: Brigade::Foot4th,
                } =>
            {
                Some(*fought)
            }
            _ => None,
        })
        .expect("the brigade fought")
}

/// A player appointed Brigadier marches with his brigade in the summer and commands it in
/// the field: his own military ability, not a non-player's rolled for the brigade.
#[test]
fn a_player_brigadier_commands_his_brigade_in_the_field() {
    let august = Month::new(1626, 8);
    let mut world = summer_of_the_4th_foot(august);
    athos_brigadier_of_the_4th_foot(&mut world, 6, Month::new(1626, 8));
    let mut dice = SeededDice::new(Seed::from_phrase("the 4th brigade of foot"));
    let out = resolve_month(&world, &BTreeMap::new(), &Rulebook::default(), &mut dice);
    let ev = army_events(&out, Some("Athos de la Fere"));
    assert!(
        ev.contains(&ArmyEvent::Ordered {
            regiment: Regiment::Arquebusiers69th,
            mission: Mission::Assault
        }),
        "he marches with the brigade's first regiment: {ev:?}"
    );
    assert!(
        ev.iter().any(|e| matches!(e, ArmyEvent::Fate { .. })),
        "{ev:?}"
    );
    assert!(
        !out.world
            .army
            .staff
            .contains_key("brigade/4th_foot/commander"),
        "no non-player Brigadier was needed"
    );
    let brigade_battle = the_4th_foots_battle(&out);
    assert_eq!(brigade_battle.level, Level::Brigade);
    assert_eq!(brigade_battle.ma, 6, "{brigade_battle:?}");
}

/// 000, Volunteers: "Players who command Brigades may volunteer their entire Brigade", and
/// out of summer "No Army, Division or Brigade organisation is needed (unless a Brigadier
/// volunteers his Brigade)". Athos, Brigadier of the 4th Brigade of Foot, volunteers it for
/// the autumn: the 69th's and the Gascons' players march, and at November's end the brigade
/// fights under him.
#[test]
fn a_player_brigadier_volunteers_his_brigade_out_of_summer() {
    let october = Month::new(1626, 10);
    let mut world = autumn(october);
    athos_brigadier_of_the_4th_foot(&mut world, 7, Month::new(1627, 8));
    let since = Month::new(1625, 1);
    for (name, regiment, rank) in [
        ("Henri Dupont", Regiment::Arquebusiers69th, Rank::Major),
        ("Gaston Leroux", Regiment::Gascon, Rank::Private),
    ] {
        let c = soldier(name, 6, regiment, rank, since);
        world.characters.insert(c.id.clone(), c);
    }
    let orders = one_sheet(
        "Athos de la Fere",
        [
            vec![Action::Volunteer {
                with: Volunteer::OwnUnit,
            }],
            vec![],
            vec![],
            vec![],
        ],
    );
    let book = Rulebook::default();
    let mut dice = SeededDice::new(Seed::from_phrase("an autumn in the field"));
    let out = resolve_month(&world, &orders, &book, &mut dice);
    assert!(
        army_events(&out, Some("Athos de la Fere")).contains(&ArmyEvent::Volunteered {
            with: Regiment::Arquebusiers69th,
            until: Month::new(1626, 11)
        })
    );
    for (who, regiment) in [
        ("Henri Dupont", Regiment::Arquebusiers69th),
        ("Gaston Leroux", Regiment::Gascon),
    ] {
        assert!(
            army_events(&out, Some(who))
                .iter()
                .any(|e| matches!(e, ArmyEvent::Ordered { regiment: r, .. } if *r == regiment)),
            "{who}"
        );
    }
    let out = resolve_month(&out.world, &BTreeMap::new(), &book, &mut dice);
    let brigade = the_4th_foots_battle(&out);
    assert_eq!((brigade.level, brigade.ma), (Level::Brigade, 7));
    for who in ["Athos de la Fere", "Henri Dupont", "Gaston Leroux"] {
        assert!(
            army_events(&out, Some(who))
                .iter()
                .any(|e| matches!(e, ArmyEvent::Fate { .. })),
            "{who}"
        );
    }
}

/// Regimental Table A: "player colonels decide instead" of the roll. Henri commands the 69th;
/// his orders admit Jacques and turn every other applicant away. Cyrano is turned away
/// without a die; an application to the 27th, whose colonel is no player, still rolls.
#[test]
fn a_player_colonel_decides_his_regiments_applicants() {
    use engarde::world::Roster;
    let january = Month::new(1626, 1);
    let mut world = World::new(january);
    world.army.brigade_majors_year = Some(1626);
    let henri = soldier(
        "Henri Dupont",
        9,
        Regiment::Arquebusiers69th,
        Rank::Colonel,
        Month::new(1620, 1),
    );
    let mut officers = npc_officers();
    officers[0].name = Some(henri.name.clone());
    officers[0].character = Some(henri.id.clone());
    world
        .regiments
        .insert(Regiment::Arquebusiers69th, Roster { officers });
    world.characters.insert(henri.id.clone(), henri);
    for name in ["Jacques Bonhomme", "Cyrano Savinien", "Rene Volontaire"] {
        let c = gentleman(name, 6, 200);
        world.characters.insert(c.id.clone(), c);
    }
    let apply = |regiment| {
        [
            vec![Action::ApplyRegiment {
                regiment,
                rank: None,
            }],
            vec![],
            vec![],
            vec![],
        ]
    };
    let mut orders = one_sheet("Jacques Bonhomme", apply(Regiment::Arquebusiers69th));
    orders.extend(one_sheet(
        "Cyrano Savinien",
        apply(Regiment::Arquebusiers69th),
    ));
    orders.extend(one_sheet(
        "Rene Volontaire",
        apply(Regiment::Musketeers27th),
    ));
    let mut colonel = OrderSheet::empty();
    colonel.monthly = vec![
        MonthlyOrder::Admissions {
            decision: engarde::orders::Decision::For,
            whom: Some("Jacques Bonhomme".into()),
        },
        MonthlyOrder::Admissions {
            decision: engarde::orders::Decision::Against,
            whom: None,
        },
    ];
    orders.insert(CharacterId::from_name("Henri Dupont"), colonel);
    // The winter's deployment die, then Rene's roll for the 27th (SL 6 needs 3 or so).
    let mut dice = ScriptedDice::new([2, 6]);
    let out = resolve_month(&world, &orders, &Rulebook::default(), &mut dice);
    assert_eq!(dice.remaining(), 0, "no die for the 69th's applicants");
    let decided = |who: &str| {
        army_events(&out, Some(who))
            .into_iter()
            .find_map(|e| match e {
                ArmyEvent::Applied {
                    accepted,
                    by_colonel,
                    ..
                } => Some((accepted, by_colonel)),
                _ => None,
            })
    };
    assert_eq!(decided("Jacques Bonhomme"), Some((true, true)));
    assert_eq!(decided("Cyrano Savinien"), Some((false, true)));
    assert_eq!(decided("Rene Volontaire"), Some((true, false)));
    // Henri hears of both applicants to his regiment.
    let told: Vec<bool> = army_events(&out, Some("Henri Dupont"))
        .into_iter()
        .filter_map(|e| match e {
            ArmyEvent::Applicant { accepted, .. } => Some(accepted),
            _ => None,
        })
        .collect();
    assert_eq!(told.len(), 2);
    reads(
        &out,
        |e| {
            matches!(
                e,
                ArmyEvent::Applied {
                    by_colonel: true,
                    accepted: false,
                    ..
                }
            )
        },
        ["its commander, Henri Dupont, turns him away", "lo rechaza"],
    );
}

/// 000, Campaign Determination: "if a 5 is rolled, the Dragoon Brigade and the 1st, 2nd and
/// 4th Brigades of Foot of the regular army go ... A roll of 3, for example, would mean that
/// the Dragoon Brigade was engaged in field operations, while all the other units listed above
/// as being sent would take part in an assault. ... The above example would create the number
/// 53." A June with a Captain of the 69th (4th Brigade of Foot), dice 5 and 3.
#[test]
fn commitment_five_and_deployment_three_make_campaign_53() {
    let june = Month::new(1626, 6);
    let mut world = World::new(june);
    world.army.brigade_majors_year = Some(1626);
    let henri = soldier(
        "Henri Dupont",
        6,
        Regiment::Arquebusiers69th,
        Rank::Captain,
        Month::new(1625, 1),
    );
    world.characters.insert(henri.id.clone(), henri);
    let mut dice = ScriptedDice::new([5, 3]);
    let out = resolve_month(&world, &BTreeMap::new(), &Rulebook::default(), &mut dice);
    assert_eq!(dice.remaining(), 0);
    let determined = out
        .events
        .iter()
        .find_map(|e| match &e.what {
            Happening::Army {
                event: event @ ArmyEvent::CampaignDetermined { .. },
            } => Some(event.clone()),
            _ => None,
        })
        .expect("determined");
    assert_eq!(
        determined,
        ArmyEvent::CampaignDetermined {
            summer: true,
            commitment: Some(5),
            deployment: 3,
            code: Some(53),
            brigades: vec![
                engarde::vocab::Brigade::Dragoon,
                engarde::vocab::Brigade::Foot1st,
                engarde::vocab::Brigade::Foot2nd,
                engarde::vocab::Brigade::Foot4th,
            ],
        }
    );
    let state = out.world.army.campaign.as_ref().expect("the campaign");
    assert_eq!(state.missions["dragoon"], Mission::FieldOperations);
    for b in ["1st_foot", "2nd_foot", "4th_foot"] {
        assert_eq!(state.missions[b], Mission::Assault, "{b}");
    }
    assert!(
        army_events(&out, Some("Henri Dupont")).contains(&ArmyEvent::Ordered {
            regiment: Regiment::Arquebusiers69th,
            mission: Mission::Assault
        })
    );
}

/// Seeded dice that give way to a script for the last rolls of a run (found by a first run
/// that counts them): the petitions heard at the month's end roll last.
struct SeededThenScripted {
    seeded: SeededDice,
    rolled: usize,
    switch_at: usize,
    script: Vec<u8>,
}

impl engarde::dice::Dice for SeededThenScripted {
    fn d6(&mut self) -> u8 {
        self.rolled += 1;
        if self.rolled > self.switch_at {
            return self.script.remove(0);
        }
        self.seeded.d6()
    }
}

/// "If several players have equally high Social Levels, either one must withdraw his
/// petition or a duel is required. The petition is granted to the winner of the duel."
/// Athos and Porthos both petition to replace the Gascons and both make 7 at level 9; Athos
/// challenges Porthos in the first week, and the duel's winner has his petition.
#[test]
fn a_duel_settles_tied_petitions() {
    let july = Month::new(1626, 7);
    let mut world = summer_of_the_4th_foot(july);
    let mut orders = BTreeMap::new();
    let fierce = engarde::orders::DuelOrders {
        sequences: vec![engarde::orders::Sequence::new(
            None,
            "X L X X L X CL K X X X"
                .split(' ')
                .map(String::from)
                .collect(),
        )],
        ..Default::default()
    };
    for (name, regiment) in [
        ("Athos Premier", Regiment::RoyalFootGuards),
        ("Porthos Second", Regiment::KingsMusketeers),
    ] {
        let mut c = soldier(name, 9, regiment, Rank::Captain, Month::new(1625, 1));
        c.favours.push(engarde::world::Favour {
            class: 7,
            from: "a minister".into(),
            expires: None,
        });
        world.characters.insert(c.id.clone(), c);
        let mut week1 = vec![favour_on_the_field_marshal(7)];
        if name == "Athos Premier" {
            week1.push(Action::Challenge {
                whom: "Porthos Second".into(),
                cause: Some(engarde::orders::Cause::Insult),
                weapon: None,
            });
        }
        let mut sheet = one_sheet(name, [week1, vec![], vec![], vec![]])
            .into_values()
            .next()
            .expect("sheet");
        let mut duel = fierce.clone();
        if name == "Porthos Second" {
            duel.sequences[0].actions = "X S P JB X L X X X X X X"
                .split(' ')
                .map(String::from)
                .collect();
        }
        sheet.duel = Some(duel);
        orders.insert(CharacterId::from_name(name), sheet);
        with_petition(&mut orders, name, regiment, Regiment::Gascon);
    }
    let seed = Seed::from_phrase("a quarrel over the Gascons");
    let mut counting = SeededThenScripted {
        seeded: SeededDice::new(seed),
        rolled: 0,
        switch_at: usize::MAX,
        script: vec![],
    };
    resolve_month(&world, &orders, &Rulebook::default(), &mut counting);
    let mut dice = SeededThenScripted {
        seeded: SeededDice::new(seed),
        rolled: 0,
        switch_at: counting.rolled - 2,
        script: vec![6, 6],
    };
    let out = resolve_month(&world, &orders, &Rulebook::default(), &mut dice);
    let winner = out.events.iter().find_map(|e| match &e.what {
        Happening::Fought { side, record, .. } if record.verdict.winner == Some(*side) => {
            e.who.clone()
        }
        _ => None,
    });
    let verdict = |who: &str| {
        army_events(&out, Some(who))
            .into_iter()
            .find_map(|e| match e {
                ArmyEvent::Petitioned {
                    roll,
                    modifier,
                    granted,
                    outranked_by,
                    ..
                } => Some((roll, modifier, granted, outranked_by)),
                _ => None,
            })
            .expect("heard")
    };
    let (athos, porthos) = (verdict("Athos Premier"), verdict("Porthos Second"));
    assert_eq!(
        (athos.0 + athos.1 as u8, porthos.0 + porthos.1 as u8),
        (7, 7)
    );
    let w = winner.expect("the duel has a winner (Porthos fights defensively)");
    let (won, lost) = if w == CharacterId::from_name("Athos Premier") {
        (athos, porthos)
    } else {
        (porthos, athos)
    };
    assert!(won.2, "the duel's winner has his petition");
    assert_eq!((lost.2, lost.3), (false, vec![w]));
}
