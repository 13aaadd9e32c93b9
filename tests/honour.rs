//! Affairs of honour as *Preux et audacieux* rules them, through the whole month resolver
//! with scripted dice: the price of the insults one may not ignore (7.1.5, 7.1.7, 7.1.12; 7.1.3's
//! examples of those one may are rule cases, `tests/rule_cases/003-7.1.3-*`); apologies accepted and refused (7.1.9-7.1.10); the challenged
//! man's terms (7.1.8); seconds, and the cad who refuses the surrender of a man without one
//! (7.2); the English game's rules kept beside them; and how the result, the newspaper and
//! the GM report tell them in both languages.
//!
//! A month of 003's rules rolls one die before anything else: the Théâtre Royale's play
//! (3.4), the `3` that opens each script below.

mod month_fixture;

use engarde::calendar::Month;
use engarde::dice::ScriptedDice;
use engarde::orders::{Action, Cause, DuelOrders, MonthlyOrder, OrderSheet, Sequence};
use engarde::render::{Renderer, ReportInput};
use engarde::rules::birth::roll_character;
use engarde::rules::duel::record::Note;
use engarde::rules::duel::{Ending, StatusReason};
use engarde::rules::honour::{Affronted, HonourRules};
use engarde::rules::{Happening, Outcome, Refusal, Rulebook, Source, resolve_month};
use engarde::vocab::{Language, Rank, Regiment, Weapon};
use engarde::world::{Character, CharacterId, Commission, World};
use std::collections::BTreeMap;

fn id(name: &str) -> CharacterId {
    CharacterId::from_name(name)
}

/// A gentleman of `level`, with money, no allowance, no regiment, no club.
fn man(name: &str, level: u8) -> Character {
    let mut dice = ScriptedDice::new([4, 4, 4, 4, 4, 4, 4, 4, 4, 3, 2, 3, 3]);
    let (mut c, _) = roll_character(name, "p@example.org", &mut dice);
    c.social_level = level;
    c.crowns = 1000;
    c.allowance = 0;
    c.birth.title = None;
    c.birth.titled = false;
    c
}

fn in_regiment(mut c: Character, regiment: Regiment) -> Character {
    c.commission = Some(Commission {
        regiment,
        rank: Rank::Captain,
        since: Month::new(1626, 1),
    });
    c
}

fn world(men: Vec<Character>) -> World {
    month_fixture::paris_in(Month::new(1626, 8), men, vec![])
}

/// Orders: `week2` in the second week, standing duel orders, orders for the month.
fn sheet(week2: Vec<Action>, duel: Option<DuelOrders>, monthly: Vec<MonthlyOrder>) -> OrderSheet {
    let mut s = OrderSheet::empty();
    s.weeks[1].actions = week2;
    s.duel = duel;
    s.monthly = monthly;
    s
}

use month_fixture::{
    crowns_from as crowns, orders_of as orders, play_scripted as play, status_from as status,
};

/// The play's die of a month under 003's rules, and none under the English game's.
fn dice(book: &Rulebook) -> &'static [u8] {
    if book.spanish_venues { &[3] } else { &[] }
}

use month_fixture::happenings as his;

fn fought(out: &Outcome, who: &str) -> usize {
    his(out, who)
        .into_iter()
        .filter(|h| matches!(h, Happening::Fought { .. }))
        .count()
}

fn insult(whom: &str) -> Action {
    Action::Insult { whom: whom.into() }
}

fn challenge(whom: &str, weapon: Option<Weapon>) -> Action {
    Action::Challenge {
        whom: whom.into(),
        cause: Some(Cause::Insult),
        weapon,
    }
}

fn apologise(whom: &str) -> Action {
    Action::Apologise { whom: whom.into() }
}

fn declines_all() -> DuelOrders {
    DuelOrders {
        accept: Some(engarde::orders::AcceptPolicy::None),
        ..DuelOrders::default()
    }
}

fn insult_received(out: &Outcome, who: &str) -> Option<Affronted> {
    his(out, who).into_iter().find_map(|h| match h {
        Happening::InsultReceived { standing, .. } => Some(*standing),
        _ => None,
    })
}

fn unanswered(s: &Source) -> bool {
    matches!(s, Source::UnansweredInsult { .. })
}

/// 7.1.5: "La penalización es de la mitad del nivel social en puntos de status, cada mes,
/// acumulativa durante tres meses, hasta que se lance el reto"; 7.1.7: "Si un personaje decide
/// no retar, sufriendo la penalización, el asunto ha concluído." Insulted in August (the
/// month he learns of it costs nothing: house rule), he pays half his level in September,
/// October and November, and nothing after.
#[test]
fn an_insult_left_unanswered_costs_half_the_level_for_three_months() {
    let preux = Rulebook::preux();
    let mut w = world(vec![man("Athos", 14), man("Jussac", 12)]);
    let insulted = orders(vec![("Jussac", sheet(vec![insult("Athos")], None, vec![]))]);
    let mut paid = Vec::new();
    for month in 0..5 {
        let o = if month == 0 {
            insulted.clone()
        } else {
            BTreeMap::new()
        };
        let level = w.characters[&id("Athos")].social_level;
        let out = play(&w, &o, &preux, dice(&preux));
        let points = status(&out, "Athos", unanswered);
        let told = his(&out, "Athos").into_iter().find_map(|h| match h {
            Happening::InsultUnanswered {
                by,
                months,
                concluded,
                ..
            } => Some((by.clone(), *months, *concluded)),
            _ => None,
        });
        paid.push((points, told));
        if (1..=3).contains(&month) {
            assert_eq!(points, -i32::from(level / 2), "half of level {level}");
        }
        w = out.world;
    }
    let jussac = id("Jussac");
    let months: Vec<_> = paid.iter().map(|(_, t)| t.clone()).collect();
    assert_eq!(
        months,
        vec![
            None,
            Some((jussac.clone(), 1, false)),
            Some((jussac.clone(), 2, false)),
            Some((jussac, 3, true)),
            None,
        ]
    );
    assert_eq!((paid[0].0, paid[4].0), (0, 0));
    assert!(w.characters[&id("Athos")].affronts.is_empty());
}

/// "hasta que se lance el reto": a challenge ends it, whether the insulter fights or declines.
#[test]
fn a_challenge_answers_the_insult() {
    let preux = Rulebook::preux();
    let w = world(vec![man("Athos", 14), man("Jussac", 12)]);
    let o = orders(vec![("Jussac", sheet(vec![insult("Athos")], None, vec![]))]);
    let august = play(&w, &o, &preux, dice(&preux));
    assert_eq!(august.world.characters[&id("Athos")].affronts.len(), 1);
    let o = orders(vec![
        (
            "Athos",
            sheet(vec![challenge("Jussac", None)], None, vec![]),
        ),
        ("Jussac", sheet(vec![], Some(declines_all()), vec![])),
    ]);
    let september = play(&august.world, &o, &preux, dice(&preux));
    assert_eq!(status(&september, "Athos", unanswered), 0);
    assert!(september.world.characters[&id("Athos")].affronts.is_empty());
    // Jussac, who insulted and then would not fight, pays for declining: half his level.
    let level = august.world.characters[&id("Jussac")].social_level;
    let declined = |s: &Source| matches!(s, Source::Challenge { refused: true, .. });
    assert_eq!(
        status(&september, "Jussac", declined),
        -i32::from(level / 2)
    );
}

/// An insult from a man beneath his notice costs nothing, however long it goes unanswered;
/// and he may still challenge for it, with full cause (7.1.5: "Si un insulto no puede o no
/// quiere ignorarse").
#[test]
fn an_insult_from_beneath_his_notice_may_go_unanswered_or_be_answered() {
    let preux = Rulebook::preux();
    let w = world(vec![man("Athos", 23), man("Jussac", 11)]);
    let o = orders(vec![("Jussac", sheet(vec![insult("Athos")], None, vec![]))]);
    let august = play(&w, &o, &preux, dice(&preux));
    let september = play(&august.world, &BTreeMap::new(), &preux, dice(&preux));
    assert_eq!(status(&september, "Athos", unanswered), 0);

    let o = orders(vec![
        (
            "Athos",
            sheet(vec![challenge("Jussac", None)], None, vec![]),
        ),
        ("Jussac", sheet(vec![], Some(declines_all()), vec![])),
    ]);
    let answered = play(&september.world, &o, &preux, dice(&preux));
    let challenge = |s: &Source| matches!(s, Source::Challenge { .. });
    assert_eq!(
        status(&answered, "Athos", challenge),
        2,
        "a challenge with cause declined"
    );
    let level = september.world.characters[&id("Jussac")].social_level;
    assert_eq!(
        status(&answered, "Jussac", challenge),
        -i32::from(level / 2),
        "half his level"
    );
}

/// 7.1.12: "Cuando un personaje está en desgracia ... Dicho personaje deberá aceptar ser
/// llamado 'cobarde', etc. como un justo comentario. Si llegase a lanzar un reto, sería
/// penalizado por causa insuficiente, y el retado puede, evidentemente, ignorar el reto."
#[test]
fn a_man_in_disgrace_takes_insults_as_fair_comment() {
    let preux = Rulebook::preux();
    let mut athos = man("Athos", 14);
    athos.disgrace = Some(None);
    let w = world(vec![athos, man("Jussac", 12)]);
    let o = orders(vec![("Jussac", sheet(vec![insult("Athos")], None, vec![]))]);
    let august = play(&w, &o, &preux, dice(&preux));
    assert_eq!(
        insult_received(&august, "Athos"),
        Some(Affronted::FairComment)
    );
    assert!(august.world.characters[&id("Athos")].affronts.is_empty());

    // Still in disgrace in September (a debt unpaid would keep him so; the month's end
    // lifts a disgrace that has none).
    let mut still = august.world.clone();
    still.characters.get_mut(&id("Athos")).unwrap().disgrace = Some(None);
    let o = orders(vec![
        (
            "Athos",
            sheet(vec![challenge("Jussac", None)], None, vec![]),
        ),
        ("Jussac", sheet(vec![], Some(declines_all()), vec![])),
    ]);
    let september = play(&still, &o, &preux, dice(&preux));
    let challenge = |s: &Source| matches!(s, Source::Challenge { .. });
    assert_eq!(
        status(&september, "Athos", challenge),
        -2,
        "insufficient cause"
    );
    assert_eq!(
        status(&september, "Jussac", challenge),
        0,
        "ignored at no cost"
    );
}

/// The English game: an insult is a cause to challenge, and costs nothing let pass.
#[test]
fn in_the_english_game_an_insult_is_a_cause_and_no_more() {
    let book = Rulebook::default();
    let w = world(vec![man("Athos", 14), man("Jussac", 12)]);
    let o = orders(vec![("Jussac", sheet(vec![insult("Athos")], None, vec![]))]);
    let august = play(&w, &o, &book, dice(&book));
    assert_eq!(insult_received(&august, "Athos"), Some(Affronted::Cause));
    assert!(august.world.characters[&id("Athos")].affronts.is_empty());
    let september = play(&august.world, &BTreeMap::new(), &book, dice(&book));
    assert_eq!(status(&september, "Athos", unanswered), 0);
}

/// House rule `ignore_challenges_beneath_notice` (003 is silent; 7.1.4: "Un caballero
/// raramente se molestará en mantener su honor ante gente de fuera de su círculo social"): a
/// challenge from a man beneath his notice is declined at no cost, the challenger gaining
/// nothing. By default (and 003's rules) declining it costs half his level, as any challenge
/// with cause.
#[test]
fn a_challenge_from_beneath_his_notice() {
    let w = world(vec![man("Athos", 23), man("Jussac", 10)]);
    let o = orders(vec![
        (
            "Jussac",
            sheet(vec![challenge("Athos", None)], None, vec![]),
        ),
        ("Athos", sheet(vec![], Some(declines_all()), vec![])),
    ]);
    let challenge = |s: &Source| matches!(s, Source::Challenge { .. });
    let preux = Rulebook::preux();
    let out = play(&w, &o, &preux, dice(&preux));
    assert_eq!(status(&out, "Athos", challenge), -11, "half of 23");
    assert_eq!(status(&out, "Jussac", challenge), 2);

    let aloof = Rulebook {
        honour: HonourRules {
            ignore_challenges_beneath_notice: true,
            ..HonourRules::preux()
        },
        ..Rulebook::preux()
    };
    let out = play(&w, &o, &aloof, dice(&aloof));
    assert!(his(&out, "Athos").contains(&&Happening::DeclinedChallenge {
        by: id("Jussac"),
        free: true,
        beneath_notice: true,
    }));
    assert_eq!(status(&out, "Athos", challenge), 0);
    assert_eq!(status(&out, "Jussac", challenge), 0);
}

/// Athos of the King's Musketeers challenges Jussac of the Cardinal's Guard (enemy
/// regiments, 003's Regimental Table C) for an insult; Jussac apologises. No die decides it.
fn an_apology(athos: DuelOrders, book: &Rulebook) -> Outcome {
    let w = world(vec![
        in_regiment(man("Athos", 14), Regiment::KingsMusketeers),
        in_regiment(man("Jussac", 10), Regiment::CardinalsGuard),
    ]);
    let o = orders(vec![
        (
            "Athos",
            sheet(vec![challenge("Jussac", None)], Some(athos), vec![]),
        ),
        ("Jussac", sheet(vec![apologise("Athos")], None, vec![])),
    ]);
    // Officers bring the army's dice (the season's campaign, the Brigade Majors), which
    // decide nothing here: seeded dice, in December, when no regiment marches.
    let mut w = w;
    w.month = Month::new(1626, 12);
    let seed = engarde::dice::Seed::from_phrase("honour");
    let out = resolve_month(&w, &o, book, &mut engarde::dice::SeededDice::new(seed));
    assert!(
        his(&out, "Athos").contains(&&Happening::Challenged {
            whom: id("Jussac"),
            cause: Some(Cause::Insult),
        }),
        "both in Paris"
    );
    out
}

fn apology(s: &Source) -> bool {
    matches!(s, Source::Apology { .. })
}

/// 7.1.9-7.1.10 (the accepted and the refused apology are rule cases in `tests/rule_cases/`):
/// "all" refuses everyone's apologies; a name accepted is accepted whatever the rest.
#[test]
fn all_refused_but_the_names_accepted() {
    let preux = Rulebook::preux();
    let all_but = DuelOrders {
        refuse_apologies: vec!["all".into()],
        accept_apologies: vec!["Jussac".into()],
        ..DuelOrders::default()
    };
    let out = an_apology(all_but, &preux);
    assert!(his(&out, "Athos").contains(&&Happening::ApologyReceived {
        from: id("Jussac"),
        accepted: true,
    }));
    assert_eq!(status(&out, "Athos", apology), 5);
    let all = DuelOrders {
        refuse_apologies: vec!["all".into()],
        ..DuelOrders::default()
    };
    assert_eq!(status(&an_apology(all, &preux), "Jussac", apology), -10);
}

/// House rule `accept_apologies` (003 says only "no tienen por qué ser aceptadas"): an apology
/// his orders do not answer is accepted by default, refused when the game says so.
#[test]
fn an_apology_nobody_answered() {
    let refusing = Rulebook {
        honour: HonourRules {
            accept_apologies: false,
            ..HonourRules::preux()
        },
        ..Rulebook::preux()
    };
    let out = an_apology(DuelOrders::default(), &refusing);
    assert_eq!(status(&out, "Jussac", apology), -10);
    let accepts = DuelOrders {
        accept_apologies: vec!["Jussac".into()],
        ..DuelOrders::default()
    };
    assert_eq!(
        status(&an_apology(accepts, &refusing), "Jussac", apology),
        -2
    );
}

/// The English game keeps its free apology: it ends the quarrel, and nobody's status moves.
#[test]
fn in_the_english_game_an_apology_is_free() {
    let refuses = DuelOrders {
        refuse_apologies: vec!["Jussac".into()],
        ..DuelOrders::default()
    };
    let out = an_apology(refuses, &Rulebook::default());
    assert!(his(&out, "Jussac").contains(&&Happening::Apologised {
        to: id("Athos"),
        accepted: None,
    }));
    assert_eq!(status(&out, "Jussac", apology), 0);
    assert_eq!(status(&out, "Athos", apology), 0);
    assert_eq!(fought(&out, "Athos"), 0);
}

/// A strong man who closes and kicks (no die is rolled: no throw, nothing stopped), against
/// a man who only stands: the kick brings him to his surrender (half his endurance).
fn kicker(name: &str, level: u8) -> Character {
    let mut c = man(name, level);
    c.abilities.strength = 18;
    c.abilities.endurance = 200;
    c.current_endurance = 200;
    c
}

fn stander(name: &str, level: u8) -> Character {
    let mut c = man(name, level);
    c.abilities.endurance = 60;
    c.current_endurance = 60;
    c
}

fn sequence(codes: &str) -> Vec<Sequence> {
    vec![Sequence::new(
        None,
        codes.split(' ').map(String::from).collect(),
    )]
}

fn kicking(no_quarter: bool, weapon: Option<Weapon>, refuse: Vec<Weapon>) -> DuelOrders {
    DuelOrders {
        sequences: sequence("CL K X X X"),
        no_quarter: if no_quarter {
            vec!["Jussac".into()]
        } else {
            vec![]
        },
        weapon,
        refuse_weapons: refuse,
        ..DuelOrders::default()
    }
}

fn standing(weapon: Option<Weapon>) -> DuelOrders {
    DuelOrders {
        sequences: sequence("X"),
        weapon,
        ..DuelOrders::default()
    }
}

fn the_duel(out: &Outcome) -> engarde::rules::duel::DuelRecord {
    out.events
        .iter()
        .find_map(|e| match &e.what {
            Happening::Fought { record, .. } => Some((**record).clone()),
            _ => None,
        })
        .expect("a duel was fought")
}

/// Athos challenges Jussac (with the rapier, his challenge says) and kicks; Jussac stands.
fn kicked(
    athos: DuelOrders,
    jussac: DuelOrders,
    jussac_month: Vec<MonthlyOrder>,
    book: &Rulebook,
) -> Outcome {
    let w = world(vec![kicker("Athos", 14), stander("Jussac", 12)]);
    let o = orders(vec![
        (
            "Athos",
            sheet(
                vec![challenge("Jussac", Some(Weapon::Rapier))],
                Some(athos),
                vec![],
            ),
        ),
        ("Jussac", sheet(vec![], Some(jussac), jussac_month)),
    ]);
    play(&w, &o, book, dice(book))
}

/// 7.1.8: "Los personajes que reten no pueden imponer condiciones, ya que este derecho lo
/// tienen los retados. El personaje retado puede y debe especificar armas": Athos's challenge
/// names the rapier, Jussac's orders the sabre, and both fight with the sabre. In the English
/// game each draws his own.
#[test]
fn the_challenged_chooses_the_weapons() {
    let preux = Rulebook::preux();
    let out = kicked(
        kicking(false, None, vec![]),
        standing(Some(Weapon::Sabre)),
        vec![],
        &preux,
    );
    assert_eq!(the_duel(&out).weapons, [Weapon::Sabre, Weapon::Sabre]);
    let book = Rulebook::default();
    let out = kicked(
        kicking(false, None, vec![]),
        standing(Some(Weapon::Sabre)),
        vec![],
        &book,
    );
    assert_eq!(the_duel(&out).weapons, [Weapon::Rapier, Weapon::Sabre]);
}

/// "Si el desafiador rechaza los términos que dicta el desafiado, sufrirá la misma pérdida de
/// puntos de status que acarrea el rechazar un duelo": half of 14; Jussac gains what meeting
/// a man who declines gives (003, 7.3.3: +2).
#[test]
fn a_challenger_who_refuses_the_terms_pays_as_if_he_declined() {
    let preux = Rulebook::preux();
    let out = kicked(
        kicking(false, None, vec![Weapon::Sabre]),
        standing(Some(Weapon::Sabre)),
        vec![],
        &preux,
    );
    assert_eq!(fought(&out, "Athos"), 0);
    assert!(his(&out, "Athos").contains(&&Happening::RefusedTerms {
        with: id("Jussac"),
        weapon: Weapon::Sabre,
    }));
    let terms = |s: &Source| matches!(s, Source::Terms { .. });
    assert_eq!(status(&out, "Athos", terms), -7);
    assert_eq!(status(&out, "Jussac", terms), 2);
    // Terms he does not refuse, he fights by.
    let out = kicked(
        kicking(false, None, vec![Weapon::Sabre]),
        standing(Some(Weapon::Rapier)),
        vec![],
        &preux,
    );
    assert_eq!(fought(&out, "Athos"), 1);
}

fn cad(out: &Outcome) -> Option<u8> {
    his(out, "Athos").into_iter().find_map(|h| match h {
        Happening::BecameCad { opponent, to } if *opponent == id("Jussac") => Some(*to),
        _ => None,
    })
}

/// 7.2.3: "Es posible contratar a un segundo pagando una cantidad igual al nivel social del
/// duelista"; 8.3.1: the surrender of a man with a second must be accepted ("o se vea obligado
/// a aceptarla por los padrinos de su contrario"). Jussac (12) pays 12 crowns; Athos, who
/// gives him no quarter, must accept his surrender, and is no cad.
#[test]
fn a_second_costs_the_social_level_and_holds_the_opponent_to_quarter() {
    let preux = Rulebook::preux();
    let out = kicked(
        kicking(true, None, vec![]),
        standing(None),
        vec![MonthlyOrder::HireSecond],
        &preux,
    );
    assert_eq!(crowns(&out, "Jussac", |s| *s == Source::Second), -12);
    let record = the_duel(&out);
    assert_eq!(
        record.verdict.ending,
        Ending::Surrendered {
            by: engarde::rules::duel::Side::B
        }
    );
    let notes: Vec<&Note> = record.blows.iter().flat_map(|b| &b.notes).collect();
    assert!(notes.contains(&&Note::SurrenderEnforced {
        by: engarde::rules::duel::Side::A
    }));
    assert_eq!(cad(&out), None);
    assert!(
        out.world.characters[&id("Jussac")].current_endurance > 0,
        "he left the field alive"
    );
}

/// 7.2.2: "en el caso de que un personaje no fuese acompañado de un segundo y se rindiera ...
/// su oponente podría rechazar la rendición y continuar luchando (aunque eso sí, convirtiéndose
/// automáticamente en bellaco y perdiendo un nivel social)". Athos (14) falls to 13 at once,
/// and once only, though he goes on to lay Jussac low (a murder, 001).
#[test]
fn refusing_the_surrender_of_a_man_without_a_second_makes_a_cad() {
    let preux = Rulebook::preux();
    let out = kicked(kicking(true, None, vec![]), standing(None), vec![], &preux);
    let record = the_duel(&out);
    let notes: Vec<&Note> = record.blows.iter().flat_map(|b| &b.notes).collect();
    assert!(notes.contains(&&Note::SurrenderRefused {
        by: engarde::rules::duel::Side::A
    }));
    assert_eq!(cad(&out), Some(13));
    let level = his(&out, "Athos").into_iter().find_map(|h| match h {
        Happening::SocialLevel { from, .. } => Some(*from),
        _ => None,
    });
    assert_eq!(level, Some(13), "the month's reckoning starts from 13");
    // Without the refusal (he gives quarter), no cad.
    let out = kicked(kicking(false, None, vec![]), standing(None), vec![], &preux);
    assert_eq!(cad(&out), None);
}

/// The English game: no hired seconds (the order is refused, nothing paid); refusing quarter
/// makes no cad (a murder, if he kills, as before).
#[test]
fn in_the_english_game_there_are_no_hired_seconds() {
    let book = Rulebook::default();
    let out = kicked(
        kicking(true, None, vec![]),
        standing(None),
        vec![MonthlyOrder::HireSecond],
        &book,
    );
    assert!(his(&out, "Jussac").contains(&&Happening::Refused {
        order: "hire_second".into(),
        refusal: Refusal::NoHiredSeconds,
    }));
    assert_eq!(crowns(&out, "Jussac", |s| *s == Source::Second), 0);
    assert_eq!(cad(&out), None);
    let notes: Vec<Note> = the_duel(&out)
        .blows
        .iter()
        .flat_map(|b| b.notes.clone())
        .collect();
    assert!(notes.contains(&Note::SurrenderRefused {
        by: engarde::rules::duel::Side::A
    }));
}

/// A second he cannot pay for he does not have.
#[test]
fn a_second_he_cannot_pay_for() {
    let preux = Rulebook::preux();
    let mut w = world(vec![man("Jussac", 12)]);
    w.characters.get_mut(&id("Jussac")).unwrap().crowns = 5;
    let o = orders(vec![(
        "Jussac",
        sheet(vec![], None, vec![MonthlyOrder::HireSecond]),
    )]);
    let out = play(&w, &o, &preux, dice(&preux));
    assert!(his(&out, "Jussac").contains(&&Happening::Refused {
        order: "hire_second".into(),
        refusal: Refusal::CannotAfford {
            cost: 12,
            crowns: 5
        },
    }));
}

fn flat(t: &str) -> String {
    t.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// What the month told each party, and Paris, in a language.
fn told(language: Language, before: &World, out: &Outcome, who: &str) -> (String, String, String) {
    let renderer = Renderer::new(language, None).unwrap();
    let names = renderer.names(&out.world);
    let game = month_fixture::test_game();
    let result = renderer
        .result(&game, before, &out.world, &out.events, &id(who), &names)
        .unwrap();
    let (paper, _) = renderer
        .newspaper(&game, before, &out.world, &out.events, &names, "seed")
        .unwrap();
    let report = renderer
        .gm_report(&ReportInput {
            game: &game,
            month: before.month,
            seed: "seed".into(),
            queue: &[],
            missing: vec![],
            late: vec![],
            events: &out.events,
            names: &names,
        })
        .unwrap();
    (flat(&result), flat(&paper), flat(&report))
}

/// The insult, the apology refused, the cad: in the results, the newspaper and the GM report,
/// in both languages.
#[test]
fn affairs_of_honour_are_told() {
    let preux = Rulebook::preux();
    // An insult he must answer, and a month later the penalty.
    let w = world(vec![man("Athos", 14), man("Jussac", 12)]);
    let o = orders(vec![("Jussac", sheet(vec![insult("Athos")], None, vec![]))]);
    let august = play(&w, &o, &preux, dice(&preux));
    let september = play(&august.world, &BTreeMap::new(), &preux, dice(&preux));
    // An apology refused.
    let refuses = DuelOrders {
        refuse_apologies: vec!["Jussac".into()],
        ..DuelOrders::default()
    };
    let refused = an_apology(refuses, &preux);
    let mut before_refused = world(vec![
        in_regiment(man("Athos", 14), Regiment::KingsMusketeers),
        in_regiment(man("Jussac", 10), Regiment::CardinalsGuard),
    ]);
    before_refused.month = Month::new(1626, 12);
    // A cad.
    let cad = kicked(kicking(true, None, vec![]), standing(None), vec![], &preux);
    let before_cad = world(vec![kicker("Athos", 14), stander("Jussac", 12)]);
    for (language, words) in [
        (
            Language::English,
            [
                "Was insulted publicly by Jussac: he must challenge him, or lose half his social level",
                "has insulted Athos before all Paris|Words were said by Jussac of Athos",
                "The insult of Jussac is still unanswered (1 month): a challenge would end the penalty.",
                "the insult of Jussac unanswered",
                "Refused the public apology of Jussac",
                "Jussac made a public apology to Athos, who would not hear of it.",
                "Refused the surrender of Jussac, who had no second, and fought on: a cad in the eyes of Paris, he falls to social level 13.",
                "Paris calls Athos a cad",
            ],
        ),
        (
            Language::Spanish,
            [
                "Fue insultado públicamente por Jussac: debe retarle, o perderá la mitad de su nivel social",
                "ha insultado a Athos ante todo París|ha dicho de Athos palabras",
                "El insulto de Jussac sigue sin respuesta (1 mes): un reto pondría fin a la penalización.",
                "el insulto de Jussac sin respuesta",
                "Rechazó las disculpas públicas de Jussac",
                "Jussac presentó disculpas públicas a Athos, que no quiso oírlas.",
                "Rechazó la rendición de Jussac, que no tenía padrino, y siguió luchando: un bellaco a ojos de París, cae al nivel social 13.",
                "París llama bellaco a Athos",
            ],
        ),
    ] {
        let (result, paper, _) = told(language, &w, &august, "Athos");
        assert!(result.contains(words[0]), "{result}");
        assert!(words[1].split('|').any(|x| paper.contains(x)), "{paper}");
        let (result, _, report) = told(language, &august.world, &september, "Athos");
        assert!(result.contains(words[2]), "{result}");
        assert!(result.contains(words[3]), "{result}");
        assert!(report.contains(words[2]), "the GM sees it: {report}");
        let (result, paper, _) = told(language, &before_refused, &refused, "Athos");
        assert!(result.contains(words[4]), "{result}");
        assert!(paper.contains(words[5]), "{paper}");
        let (result, paper, report) = told(language, &before_cad, &cad, "Athos");
        assert!(result.contains(words[6]), "{result}");
        assert!(paper.contains(words[7]), "{paper}");
        assert!(report.contains(words[6]), "the GM sees it: {report}");
    }
}

/// The reason a duel is ruled as it is: a status source for an accepted apology is a won or
/// lost duel's number, never the duel's own line (no Duelling Table D line is booked twice).
#[test]
fn an_apology_books_no_duel() {
    let out = an_apology(DuelOrders::default(), &Rulebook::preux());
    let duel = |s: &Source| {
        matches!(
            s,
            Source::Duel {
                reason: StatusReason::Won(_) | StatusReason::Lost(_),
                ..
            }
        )
    };
    assert_eq!(status(&out, "Athos", duel), 0);
    assert_eq!(status(&out, "Jussac", duel), 0);
}
