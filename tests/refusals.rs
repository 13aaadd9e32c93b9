//! Refusals and events carry data (requirements, months, venues, the commands of a battle),
//! and the templates word them: a Spanish game reads no English in them, and the English
//! reads as it did.

use engarde::calendar::Month;
use engarde::render::{Names, Renderer};
use engarde::rules::army::ArmyRefusal;
use engarde::rules::{Absent, Event, Happening, Refusal, Requirement, Source};
use engarde::vocab::{Brigade, Club, Language};
use engarde::world::{CharacterId, World};

fn refused(order: &str, refusal: Refusal) -> Happening {
    Happening::Refused {
        order: order.into(),
        refusal,
    }
}

/// Every refusal (and event) whose words used to be built in Rust, with its order.
fn cases() -> Vec<Happening> {
    let rnhb = |requirement| {
        refused(
            "volunteer",
            Refusal::Army {
                army: ArmyRefusal::RnhbRequirement { requirement },
            },
        )
    };
    vec![
        refused(
            "join_club",
            Refusal::ClubRequirement {
                club: Club::HorseGuards,
                requirements: vec![
                    Requirement::SocialLevel { at_least: 7 },
                    Requirement::OfficerOf {
                        brigade: Brigade::HorseGuards,
                    },
                ],
            },
        ),
        refused(
            "join_club",
            Refusal::ClubBanned {
                club: Club::Hunters,
                until: Month::new(1626, 11),
            },
        ),
        refused(
            "casino",
            Refusal::Barred {
                requirement: Requirement::SocialLevel { at_least: 9 },
            },
        ),
        refused(
            "join_casino",
            Refusal::Barred {
                requirement: Requirement::RightToMembership,
            },
        ),
        refused(
            "demand_repayment",
            Refusal::TooSoon {
                until: Month::new(1626, 9),
            },
        ),
        refused(
            "casino",
            Refusal::NotInThisGame {
                what: Absent::GrandCasino,
            },
        ),
        refused(
            "theatre",
            Refusal::NotInThisGame {
                what: Absent::TheatreRoyale,
            },
        ),
        refused(
            "tavern",
            Refusal::NotInThisGame {
                what: Absent::Taverns,
            },
        ),
        refused("trade_expertise", Refusal::TooLittleExpertise { has: 5 }),
        refused("use_favour", Refusal::NoSuchFavour { class: 3 }),
        refused(
            "if",
            Refusal::NotALady {
                name: "Porthos".into(),
            },
        ),
        rnhb(Requirement::Endurance { at_least: 110 }),
        rnhb(Requirement::Expertise { at_least: 9 }),
        rnhb(Requirement::MeritPromotionOrMention),
        rnhb(Requirement::MilitaryAbilityAbove { above: 1 }),
        Happening::LaidUp {
            until: Month::new(1626, 9),
        },
        Happening::Borrowed {
            from: "moneylender".into(),
            crowns: 300,
            due: Month::new(1627, 2),
        },
        Happening::Purse {
            crowns: 300,
            source: Source::Loan {
                with: "moneylender".into(),
            },
        },
    ]
}

fn text(language: Language, what: Happening) -> String {
    let world = World::new(Month::new(1626, 8));
    let renderer = Renderer::new(language, None).expect("templates");
    let names = Names::in_language(&world, language);
    let event = Event {
        week: Some(2),
        who: Some(CharacterId("athos".into())),
        what,
    };
    renderer.event_text(&event, &names).expect("renders")
}

/// The English words the rules used to put in these refusals, and the English months.
const ENGLISH: &[&str] = &[
    "social level",
    "or more",
    "officer of",
    "requires",
    "not having lost",
    "right to membership",
    "endurance of",
    "expertise",
    "merit promotion",
    "mention in despatches",
    "military ability",
    "Grand Casino",
    "taverns",
    "docks",
    "not in this game",
    "class 3 favour",
    "below 1",
    "he has",
    "of this kind",
    "rules engine",
    "January",
    "February",
    "September",
    "November",
    "moneylender",
    "Could not",
];

#[test]
fn spanish_refusals_carry_no_english() {
    for case in cases() {
        let es = text(Language::Spanish, case.clone());
        for word in ENGLISH {
            assert!(!es.contains(word), "{word:?} in {es:?} ({case:?})");
        }
        // Nothing left unworded: no snake_case id fell through to the text.
        assert!(!es.contains('_'), "{es}");
    }
}

#[test]
fn spanish_refusals_read_in_003_s_words() {
    let expected = [
        "La Garde Montante exige nivel social 7 o más y ser oficial de la Brigada de la \
         Guardia Montada",
        "no puede volver antes de noviembre de 1626",
        "exige nivel social 9 o más",
        "exige no haber perdido el derecho de ser socio",
        "desde septiembre de 1626",
        "el Gran Casino no forma parte de esta partida",
        "el Théâtre Royale no forma parte de esta partida",
        "las tabernas del puerto no forman parte de esta partida",
        "cambiar cinco puntos de maestría le dejaría por debajo de 1 (tiene 5)",
        "no tiene ningún favor de clase 3",
        "\"Porthos\" es un caballero de la partida: solo una dama acepta una invitación",
        "los Cazadores de Montaña exigen una resistencia de 110",
        "los Cazadores de Montaña exigen una maestría de 9",
        "exigen un ascenso por méritos o una mención en la orden del día",
        "exigen una habilidad militar superior a 1",
        "guarda reposo hasta septiembre de 1626",
        "a devolver con un 10% antes de febrero de 1627",
        "Préstamo, el prestamista: +300 coronas.",
    ];
    assert_eq!(cases().len(), expected.len());
    for (case, words) in cases().into_iter().zip(expected) {
        let es = text(Language::Spanish, case);
        assert!(es.contains(words), "{es:?} lacks {words:?}");
    }
}

/// The English reads as it did when the rules wrote these words themselves (with a verb for
/// every order in "Could not ...").
#[test]
fn english_refusals_read_as_before() {
    let expected = [
        "Could not join the club: The Horse Guards requires social level 7 or more and an \
         officer of the Horse Guards Brigade.",
        "Could not join the club: he resigned from Hunter's and may not rejoin before \
         November 1626.",
        "Could not play at the Casino: it requires social level 9 or more.",
        "Could not join the Casino: it requires not having lost the right to membership.",
        "Could not call in the loan: a loan may be called in only three months after it was \
         made, from September 1626.",
        "Could not play at the Casino: the Grand Casino is not in this game.",
        "Could not go to the theatre: the Théâtre Royale is not in this game.",
        "Could not go to the taverns: the taverns of the docks are not in this game.",
        "Could not trade expertise for strength: trading five points of expertise would leave him below 1 \
         (he has 5).",
        "Could not use the favour: he holds no class 3 favour (nor two of the class below).",
        "Could not carry out the conditional order: \"Porthos\" is a gentleman of the game: only a \
         lady accepts an invitation.",
        "Could not volunteer: the RNHB requires an endurance of 110.",
        "Could not volunteer: the RNHB requires an expertise of 9.",
        "Could not volunteer: the RNHB requires a merit promotion or a mention in despatches.",
        "Could not volunteer: the RNHB requires a military ability above 1.",
        "Gravely wounded: laid up until September 1626 (no fencing, no drink, no duels, no \
         campaign).",
        "Borrowed 300 crowns from a moneylender (to repay with 10% by February 1627).",
        "loan, moneylender: +300 crowns.",
    ];
    assert_eq!(cases().len(), expected.len());
    for (case, words) in cases().into_iter().zip(expected) {
        assert_eq!(text(Language::English, case), words);
    }
}

/// The rules themselves refuse with data: a club's unmet requirements, as numbers.
#[test]
fn a_club_refuses_with_its_requirements() {
    use engarde::dice::{ScriptedDice, Seed, SeededDice};
    use engarde::orders::{Action, OrderSheet};
    use engarde::rules::birth::roll_character;
    use engarde::rules::{Rulebook, resolve_month};
    use std::collections::BTreeMap;

    let mut world = World::new(Month::new(1626, 8));
    let mut dice = ScriptedDice::new([3, 3, 4, 3, 3, 4, 3, 3, 4, 3, 2, 3, 3]);
    let (mut athos, _) = roll_character("Athos", "athos@example.org", &mut dice);
    athos.social_level = 4;
    let id = athos.id.clone();
    world.characters.insert(id.clone(), athos);
    let mut sheet = OrderSheet::empty();
    sheet.weeks[0].actions = vec![Action::JoinClub {
        club: Club::Hunters,
    }];
    let orders = BTreeMap::from([(id.clone(), sheet)]);
    let mut dice = SeededDice::new(Seed::from_phrase("a club too high"));
    let outcome = resolve_month(&world, &orders, &Rulebook::default(), &mut dice);
    let refusal = Refusal::ClubRequirement {
        club: Club::Hunters,
        requirements: vec![Requirement::SocialLevel { at_least: 9 }],
    };
    assert!(
        outcome
            .events
            .iter()
            .any(|e| e.who.as_ref() == Some(&id) && e.what == refused("join_club", refusal.clone())),
        "{:?}",
        outcome.events
    );
}

fn battle(unit: engarde::rules::army::Unit) -> Happening {
    use engarde::rules::army::{ArmyEvent, Fought, Level};
    Happening::Army {
        event: ArmyEvent::Battle {
            unit,
            mission: engarde::tables::campaign::Mission::Siege,
            fought: Fought {
                level: Level::Division,
                ma: 4,
                adjutant: None,
                bonus: 0,
                shift: 0,
                effective: 4,
                roll: 3,
                result: 3,
            },
            interpretation: "Inconclusive".into(),
        },
    }
}

/// Every army and division of the Force Organisation Table is a command the templates
/// know, and the English names it as the table does.
#[test]
fn the_order_of_battle_names_the_table_s_formations() {
    use engarde::rules::army::Unit;
    use engarde::tables::force_organisation::{Formation, force_organisations};

    let mut names: Vec<&str> = vec![];
    for o in force_organisations() {
        for a in &o.armies {
            names.push(&a.name);
            for f in &a.formations {
                if let Formation::Division { name, .. } = f {
                    names.push(name);
                }
            }
        }
    }
    names.sort_unstable();
    names.dedup();
    for name in names {
        let unit = Unit::formation(name);
        assert!(!matches!(unit, Unit::Named { .. }), "{name}");
        let en = text(Language::English, battle(unit.clone()));
        assert!(en.starts_with(&format!("{name} (")), "{en}");
        let es = text(Language::Spanish, battle(unit));
        assert!(!es.contains("Army") && !es.contains("Division"), "{es}");
    }
}

#[test]
fn battles_name_their_commands_in_spanish() {
    use engarde::rules::army::Unit;
    use engarde::vocab::Regiment;

    let mut world = World::new(Month::new(1626, 8));
    let mut dice = engarde::dice::ScriptedDice::new([3, 3, 4, 3, 3, 4, 3, 3, 4, 3, 2, 3, 3]);
    let (athos, _) = engarde::rules::birth::roll_character("Athos", "athos@example.org", &mut dice);
    let id = athos.id.clone();
    world.characters.insert(id.clone(), athos);
    let cases = [
        (Unit::FieldArmy, "Field Army (", "Ejército de campaña ("),
        (Unit::Army { number: 2 }, "2nd Army (", "2º Ejército ("),
        (
            Unit::Division { number: 3 },
            "3rd Division (",
            "3ª División (",
        ),
        (
            Unit::CavalryDivision,
            "Cavalry Division (",
            "División de Caballería (",
        ),
        (
            Unit::Brigade {
                brigade: Brigade::Foot4th,
            },
            "4th Brigade of Foot (",
            "4ª Brigada de Infantería (",
        ),
        (
            Unit::Regiment {
                regiment: Regiment::Arquebusiers69th,
            },
            "69th Arquebusiers (",
            "69º Regimiento de Arcabuceros (",
        ),
        (
            Unit::Battalion {
                commander: id.clone(),
                regiment: Regiment::Gascon,
            },
            "Athos's battalion, Gascon Regiment (",
            "Batallón de Athos, Regimiento de Cadetes de la Gascuña (",
        ),
    ];
    for (unit, en, es) in cases {
        for (language, words) in [(Language::English, en), (Language::Spanish, es)] {
            let renderer = Renderer::new(language, None).expect("templates");
            let names = Names::in_language(&world, language);
            let event = Event {
                week: None,
                who: None,
                what: battle(unit.clone()),
            };
            let text = renderer.event_text(&event, &names).expect("renders");
            assert!(text.starts_with(words), "{text}");
        }
    }
}

/// A favour's source is worded, not shown as the rules record it ("social level",
/// "mistress:<lady>", "appointment <post>").
#[test]
fn favours_say_where_they_came_from() {
    for (from, en, es) in [
        ("social level", "(his social level)", "(su nivel social)"),
        (
            "appointment brigadier/guards",
            "(his appointment)",
            "(su cargo)",
        ),
        (
            "mistress:nobody",
            "(his mistress, a lady)",
            "(su amante, una dama)",
        ),
    ] {
        let what = || Happening::FavourReceived {
            class: 3,
            from: from.into(),
        };
        assert!(text(Language::English, what()).contains(en), "{from}");
        assert!(text(Language::Spanish, what()).contains(es), "{from}");
    }
}

/// "Could not ..." has a verb for every kind of order in both languages: each kind
/// `Action::kind` names (read from its source), and the month's orders that can be refused.
#[test]
fn every_order_has_its_verb_for_a_refusal() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let source = std::fs::read_to_string(root.join("src/orders/action.rs")).expect("action.rs");
    let mut kinds: Vec<String> = source
        .lines()
        .filter(|l| l.trim_start().starts_with("Action::") && l.contains("=> \""))
        .filter_map(|l| l.split('"').nth(1).map(str::to_string))
        .collect();
    assert!(kinds.len() > 30, "{kinds:?}");
    kinds.extend(["petition", "admissions", "conspicuous_consumption"].map(String::from));
    for lang in ["en", "es"] {
        let words = std::fs::read_to_string(root.join(format!("templates/order.{lang}.txt")))
            .expect("order");
        for kind in &kinds {
            assert!(
                words.contains(&format!("order == \"{kind}\"")),
                "templates/order.{lang}.txt has no verb for {kind}"
            );
        }
    }
}

/// An application to the Frontier has no number needed (it is automatic): its result reads in
/// both languages. (The templates once tested the absent field with `is none`, which fails.)
#[test]
fn a_frontier_application_reads() {
    let applied = || Happening::Army {
        event: engarde::rules::army::ArmyEvent::Applied {
            regiment: engarde::vocab::Regiment::Frontier,
            roll: 0,
            modifier: 0,
            needed: None,
            accepted: true,
            colonel: None,
            by_colonel: false,
        },
    };
    assert!(text(Language::English, applied()).contains("the Frontier takes every man"));
    assert!(text(Language::Spanish, applied()).contains("la Frontera acepta a todos"));
}
