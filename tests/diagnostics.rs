//! Order diagnostics in the reader's language: the acknowledgement of a Spanish game words
//! every diagnostic in Spanish (`templates/diagnostic.es.txt`), from the data it carries
//! (`Diagnostic::say`); an English game reads the English `message` as before.

use engarde::calendar::Month;
use engarde::orders::say::{Fix, ModifierKind, Who};
use engarde::orders::{Diagnostic, OrderSheet, Say, Severity, parse_orders};
use engarde::render::{AckInput, GameInfo, Names, Renderer};
use engarde::rules::review;
use engarde::tables::clubs::ClubRequirement;
use engarde::tables::duelling::{Reason, RoutineKind};
use engarde::vocab::{Brigade, Club, Language, SpanishVenue, Weapon};
use engarde::world::World;

/// A Spanish letter with mistakes of many kinds (some from `tests/corpus/`).
const LETTER: &str = "\
Personaje: Jacques
> Semana 1: descanso
Semana 1: Me apunto a Hunterz
Semana 2: Practico esgrima con el sabel
Semana 3: Descanso y bebo; la cortejo
Semana 4: Si me invitan, voy a su club.
Semana 5: descanso
Observaciones: voy al teatro
Personaje: Pierre
Duelo:
Arma: daga
F X
";

fn acknowledgement(language: Language, sheet: &OrderSheet) -> String {
    acknowledgement_of(language, sheet, None)
}

fn acknowledgement_of(language: Language, sheet: &OrderSheet, text: Option<&str>) -> String {
    let renderer = Renderer::new(language, None).expect("templates");
    let game = GameInfo {
        name: "En Garde".into(),
        deadline: "1 de septiembre".into(),
        turn: 1,
    };
    let input = AckInput {
        status: false,
        game: &game,
        character: "Jacques",
        month: Month::new(1626, 8),
        sheet,
        queued: true,
        late: None,
        text,
    };
    let names = Names::in_language(&World::new(Month::new(1626, 8)), language);
    renderer.acknowledgement(&input, &names).expect("renders")
}

/// Words that would betray English in a Spanish diagnostic, outside the quotes (which hold
/// what the player wrote).
const ENGLISH: &[&str] = &[
    "expected",
    " the ",
    "after",
    "week",
    "order",
    "did you mean",
    "left out",
    "understood",
    "called",
    "name",
    "with",
    "goes",
    "sequence",
    "added",
    "dropped",
    "routine",
    " is ",
];

fn unquoted(line: &str) -> String {
    line.split('"').step_by(2).collect::<Vec<_>>().join(" ")
}

fn assert_spanish(said: &str) {
    let words = unquoted(said).to_lowercase();
    for w in ENGLISH {
        assert!(!words.contains(w), "English \"{w}\" in: {said}");
    }
}

#[test]
fn a_spanish_game_reads_its_diagnostics_in_spanish() {
    let sheet = review::read_without_game(LETTER);
    let kinds: Vec<&str> = sheet
        .diagnostics
        .iter()
        .map(|d| d.message.split(':').next().unwrap_or(""))
        .collect();
    assert!(sheet.diagnostics.len() >= 7, "{kinds:#?}");
    let text = acknowledgement(Language::Spanish, &sheet);
    let lines: Vec<&str> = text.lines().filter(|l| l.starts_with("línea ")).collect();
    assert_eq!(lines.len(), sheet.diagnostics.len(), "{text}");
    for (line, d) in lines.iter().zip(&sheet.diagnostics) {
        // "línea L, columna C: "text": what it says"
        let quoted = format!(": \"{}\": ", d.text);
        let said = line.split_once(&quoted).map_or(*line, |(_, s)| s);
        assert!(!said.contains(&d.message), "{line}");
        assert_spanish(said);
    }
    assert!(text.contains("(¿quería decir Les Chasseurs?)"), "{text}");
    assert!(text.contains("se jugará como AC-X-F-X"), "{text}");
    assert!(text.contains("se esperaba un arma"), "{text}");
}

#[test]
fn the_acknowledgement_shows_each_line_beside_what_was_read_in_it() {
    let text = "Character: Jacques\r\n\r\nWeek 1: practise rapier, as every month\r\n\
                Week 2: Hunter's, carouse\r\nWeek 3: frobnicate 3 wombats\r\n\
                Conspicuous consumption\r\n";
    let sheet = parse_orders(text);
    let said = acknowledgement_of(Language::English, &sheet, Some(text));
    let view = &said[said.find("line by line").expect("the line view")..];
    // Each line of the letter with what stands under it. Line numbers count the blank line,
    // as the parser does (CRLF is one break).
    let mut blocks: Vec<(u32, String)> = Vec::new();
    for l in view.lines() {
        match l.split_once("| ").and_then(|(n, _)| n.parse().ok()) {
            Some(n) => blocks.push((n, format!("{l}\n"))),
            None => {
                if let Some((_, b)) = blocks.last_mut() {
                    b.push_str(l);
                    b.push('\n');
                }
            }
        }
    }
    let block = |n: u32| {
        blocks
            .iter()
            .find(|(k, _)| *k == n)
            .map(|(_, b)| b.as_str())
            .unwrap_or_else(|| panic!("no line {n} in {view}"))
    };
    assert!(block(3).starts_with("3| Week 1: practise rapier"), "{view}");
    for (n, under) in [
        (3, "-> Week 1: "),
        (3, "!! \"as every month\""),
        (4, "-> Week 2: "),
        (5, "!! \"frobnicate"),
        (6, "-> All month: "),
    ] {
        assert!(
            block(n).contains(under),
            "{under:?} not under line {n}: {view}"
        );
    }
    // Without the letter (orders already on file), the diagnostics are listed as before.
    let without = acknowledgement_of(Language::English, &sheet, None);
    assert!(!without.contains("line by line") && without.contains("Not understood:"));
}

#[test]
fn an_english_game_reads_the_english_message() {
    let sheet = parse_orders(LETTER);
    let text = acknowledgement(Language::English, &sheet);
    for d in &sheet.diagnostics {
        let mut want = format!(
            "line {}, column {}: \"{}\": {}",
            d.line, d.column, d.text, d.message
        );
        if let Some(s) = &d.suggestion {
            want.push_str(&format!(" ({s})"));
        }
        assert!(text.contains(&want), "{want}\n{text}");
    }
}

/// One of each kind of diagnostic: a kind added to `Say` must be added here (the match
/// below does not compile otherwise), and so be worded in Spanish.
fn every_say() -> Vec<Say> {
    let text = || "Juliette".to_string();
    let all = vec![
        Say::QuotedText,
        Say::SecondCharacter { first: text() },
        Say::NoSuchWeek { week: 5 },
        Say::UnderNoWeek,
        Say::Action,
        Say::Trailing { understood: text() },
        Say::Ignored,
        Say::ReadPast,
        Say::Unread,
        Say::EmptyWeek { week: 2 },
        Say::InOrder { weeks: 3 },
        Say::Stakes,
        Say::HouseRule {
            club: text(),
            over: true,
            crowns: 50,
        },
        Say::NotUnderWeek,
        Say::OneWeekOrder,
        Say::MistressNamed { name: text() },
        Say::Mended {
            written: text(),
            read: text(),
        },
        Say::LongTaken {
            week: 2,
            first: text(),
            first_line: 3,
        },
        Say::Pronoun { word: text() },
        Say::PronounInCondition { word: text() },
        Say::DittoWeekOne,
        Say::DittoNothing { week: 2 },
        Say::DittoInCondition,
        Say::Condition,
        Say::OtherwiseWithoutIf,
        Say::BranchElsewhere { week: 2 },
        Say::Modifier {
            modifier: ModifierKind::Carouse,
        },
        Say::Modifier {
            modifier: ModifierKind::Companionship,
        },
        Say::Modifier {
            modifier: ModifierKind::Gamble,
        },
        Say::Modifier {
            modifier: ModifierKind::Invitation,
        },
        Say::Modifier {
            modifier: ModifierKind::Box,
        },
        Say::ModifierNumber { which: text() },
        Say::Weapon {
            guess: Some(Weapon::Rapier),
        },
        Say::Rank,
        Say::Regiment,
        Say::HorseCount,
        Say::VolunteerWith,
        Say::Petition,
        Say::Post,
        Say::FavourClass,
        Say::Club {
            verb: "me apunto a".into(),
            own: true,
            join: true,
            guess: Some(Club::Hunters),
        },
        Say::LadyToCourt,
        Say::Host,
        Say::Companion,
        Say::NameAfter { after: "to".into() },
        Say::NameAfter {
            after: "challenge from".into(),
        },
        Say::WhomAfter {
            verb: "me disculpo".into(),
        },
        Say::ChallengeCause,
        Say::LendTo,
        Say::LendHowMuch,
        Say::BorrowHowMuch,
        Say::BorrowFrom,
        Say::FavourOn,
        Say::FavourOnExample,
        Say::FavourWhichClass,
        Say::BribeSum,
        Say::NineBets,
        Say::CutAt,
        Say::SmallNumber,
        Say::BigNumber,
        Say::PasswordAfterName,
        Say::Password,
        Say::DuelOrder,
        Say::MixedCodes,
        Say::SurrenderTwice,
        Say::LaidUp {
            order: "practice".into(),
        },
        Say::OnCampaignFrom { week: 1 },
        Say::NotAMember {
            club: Club::Hunters,
            week: 1,
            joined: Some(Club::BlueGables),
        },
        Say::NotAMember {
            club: Club::Hunters,
            week: 2,
            joined: None,
        },
        Say::PartyUnprepared { week: 3 },
        Say::PartyUnprepared { week: 1 },
        Say::VolunteersForLess,
        Say::NameOfTwo {
            name: "Armand".into(),
            first: "Lt. Armand Séverac".into(),
            second: "Cornet Armand Bellocq".into(),
        },
        Say::DebtDisagrees {
            owed: 400,
            percent: 10,
            due: 440,
            total: 420,
        },
        Say::StakesDisagree {
            total: 150,
            staked: 200,
        },
        Say::NotInTheseRules {
            order: "residence".into(),
        },
        Say::SurrenderDisagrees {
            percent: 50,
            endurance: 20,
            total: 60,
        },
        Say::SequenceCorrected {
            weapon: Weapon::Dagger,
            fixes: [
                (Reason::Incomplete, RoutineKind::Lunge, "L", "X-L-X"),
                (Reason::Unfinished, RoutineKind::Kick, "X", "X-X"),
                (Reason::RiposteWithoutParry, RoutineKind::Rest, "R", "X"),
                (Reason::CutAlone, RoutineKind::Slash, "C", "X-X-S"),
                (
                    Reason::OptionalRoutinesOff,
                    RoutineKind::Block,
                    "OB1-OB2",
                    "B",
                ),
                (Reason::MustClose, RoutineKind::Lunge, "X-L-X", "CL-X-L-X"),
            ]
            .into_iter()
            .enumerate()
            .map(|(i, (reason, routine, written, played))| Fix {
                at: i + 1,
                written: written.into(),
                played: played.into(),
                routine,
                reason,
            })
            .collect(),
            now: "CL-X-L-X".into(),
        },
        Say::More { more: 89_901 },
        Say::NotRead { lines: 398_990 },
        Say::NotInThisGame {
            what: SpanishVenue::Taverns,
        },
        Say::NotInThisGame {
            what: SpanishVenue::GrandCasino,
        },
        Say::NoBribes,
        Say::BribeTooSmall { least: 75 },
        Say::StakesAbovePurse {
            carried: 40,
            staked: 300,
        },
        Say::CasinoBarred {
            level: 7,
            at_least: 9,
        },
        Say::CasinoWithoutBet,
        Say::CasinoBetsBelowMinimum { minimum: 300 },
        Say::BoxFull {
            guests: 8,
            seats: 6,
        },
        Say::ReviewsAfterPremiere,
        Say::EitherOr,
        Say::PremiereIsWeekOne { week: 2 },
        Say::InvitedToAnotherWeek { week: 3 },
        Say::BraveryAndPoltroonery,
        Say::OverTheLoanLimit {
            level: 8,
            limit: 800,
            owed: 100,
            asked: 2000,
        },
        Say::ClubBarred {
            club: Club::HorseGuards,
            unmet: vec![
                ClubRequirement::MinSocialLevel(7),
                ClubRequirement::OfficerOfBrigade(Brigade::HorseGuards),
            ],
        },
        Say::UnknownName {
            who: Who::Lady,
            name: text(),
            guess: Some("Juliette Labelle".into()),
        },
        Say::UnknownName {
            who: Who::Gentleman,
            name: text(),
            guess: None,
        },
        Say::UnknownName {
            who: Who::Anyone,
            name: text(),
            guess: None,
        },
    ];
    for say in &all {
        match say {
            Say::QuotedText
            | Say::SecondCharacter { .. }
            | Say::NoSuchWeek { .. }
            | Say::UnderNoWeek
            | Say::Action
            | Say::Trailing { .. }
            | Say::Ignored
            | Say::ReadPast
            | Say::Unread
            | Say::EmptyWeek { .. }
            | Say::InOrder { .. }
            | Say::Stakes
            | Say::HouseRule { .. }
            | Say::NotUnderWeek
            | Say::OneWeekOrder
            | Say::MistressNamed { .. }
            | Say::Mended { .. }
            | Say::LongTaken { .. }
            | Say::Pronoun { .. }
            | Say::PronounInCondition { .. }
            | Say::DittoWeekOne
            | Say::DittoNothing { .. }
            | Say::DittoInCondition
            | Say::Condition
            | Say::OtherwiseWithoutIf
            | Say::BranchElsewhere { .. }
            | Say::Modifier { .. }
            | Say::ModifierNumber { .. }
            | Say::Weapon { .. }
            | Say::Rank
            | Say::Regiment
            | Say::HorseCount
            | Say::VolunteerWith
            | Say::Petition
            | Say::Post
            | Say::FavourClass
            | Say::Club { .. }
            | Say::LadyToCourt
            | Say::Host
            | Say::Companion
            | Say::NameAfter { .. }
            | Say::WhomAfter { .. }
            | Say::ChallengeCause
            | Say::LendTo
            | Say::LendHowMuch
            | Say::BorrowHowMuch
            | Say::BorrowFrom
            | Say::FavourOn
            | Say::FavourOnExample
            | Say::FavourWhichClass
            | Say::BribeSum
            | Say::NineBets
            | Say::CutAt
            | Say::SmallNumber
            | Say::BigNumber
            | Say::PasswordAfterName
            | Say::Password
            | Say::DuelOrder
            | Say::MixedCodes
            | Say::SurrenderTwice
            | Say::SurrenderDisagrees { .. }
            | Say::LaidUp { .. }
            | Say::OnCampaignFrom { .. }
            | Say::NotAMember { .. }
            | Say::PartyUnprepared { .. }
            | Say::VolunteersForLess
            | Say::NameOfTwo { .. }
            | Say::StakesDisagree { .. }
            | Say::DebtDisagrees { .. }
            | Say::NotInTheseRules { .. }
            | Say::SequenceCorrected { .. }
            | Say::More { .. }
            | Say::NotRead { .. }
            | Say::NotInThisGame { .. }
            | Say::NoBribes
            | Say::BribeTooSmall { .. }
            | Say::StakesAbovePurse { .. }
            | Say::OverTheLoanLimit { .. }
            | Say::CasinoBarred { .. }
            | Say::CasinoWithoutBet
            | Say::CasinoBetsBelowMinimum { .. }
            | Say::BoxFull { .. }
            | Say::ReviewsAfterPremiere
            | Say::EitherOr
            | Say::PremiereIsWeekOne { .. }
            | Say::InvitedToAnotherWeek { .. }
            | Say::BraveryAndPoltroonery
            | Say::ClubBarred { .. }
            | Say::UnknownName { .. } => {}
        }
    }
    all
}

#[test]
fn every_kind_of_diagnostic_is_worded_in_spanish() {
    let spanish = Renderer::new(Language::Spanish, None).expect("templates");
    let english = Renderer::new(Language::English, None).expect("templates");
    let world = World::new(Month::new(1626, 8));
    let es = Names::in_language(&world, Language::Spanish);
    let en = Names::in_language(&world, Language::English);
    for say in every_say() {
        let d = Diagnostic::new(3, 1, Severity::Error, "Juliette".into(), say);
        let said = spanish.diagnostic_text(&d, &es).expect("renders");
        assert!(
            !said.is_empty() && !said.contains(&d.message),
            "{d:?}: {said}"
        );
        assert_spanish(&said);
        let mut want = d.message.clone();
        if let Some(s) = &d.suggestion {
            want.push_str(&format!(" ({s})"));
        }
        assert_eq!(english.diagnostic_text(&d, &en).expect("renders"), want);
    }
}

#[test]
fn a_diagnostic_stored_before_say_is_read_in_english() {
    let mut d = Diagnostic::new(1, 1, Severity::Error, "x".into(), Say::Action);
    d.say = None;
    let spanish = Renderer::new(Language::Spanish, None).expect("templates");
    let names = Names::in_language(&World::new(Month::new(1626, 8)), Language::Spanish);
    assert_eq!(spanish.diagnostic_text(&d, &names).unwrap(), d.message);
}

/// No letter makes a report of thousands of lines: past a hundred diagnostics, the last says
/// how many more there were, and is an error when any of them was.
#[test]
fn a_garbled_letter_reports_a_hundred_diagnostics_and_how_many_more() {
    let mut text = String::from("Character: Jacques\nWeek 1: rest\n");
    for n in 0..500 {
        text.push_str(&format!("Week 2: frobnicate {n} wombats\n"));
    }
    let sheet = parse_orders(&text);
    assert_eq!(sheet.diagnostics.len(), engarde::orders::MOST_DIAGNOSTICS);
    let last = sheet.diagnostics.last().expect("a last diagnostic");
    assert_eq!(last.severity, Severity::Error);
    let shown = sheet.diagnostics.len() - 1;
    let Some(Say::More { more }) = &last.say else {
        panic!("{last:?}");
    };
    assert!(*more >= 500 - shown, "{more}");
    assert!(
        last.message.starts_with(&format!("and {more} more")),
        "{}",
        last.message
    );
}

/// A letter mostly not understood is not read to its end: its cost is bounded whatever its
/// length, and what was not read goes to the GM, said so.
#[test]
fn a_letter_of_garbage_is_read_no_further_than_a_thousand_diagnostics() {
    let mut text = String::from("Character: Jacques\nWeek 1: rest\n");
    text.push_str(&"frob the wombat\n".repeat(20_000));
    let sheet = parse_orders(&text);
    assert_eq!(sheet.diagnostics.len(), engarde::orders::MOST_DIAGNOSTICS);
    assert_eq!(
        sheet.weeks[0].actions.len(),
        1,
        "the rest before it is kept"
    );
    let says: Vec<Say> = sheet
        .diagnostics
        .iter()
        .filter_map(|d| d.say.clone())
        .collect();
    let [.., Say::More { more }, Say::NotRead { lines }] = says.as_slice() else {
        panic!("{:?}", &says[says.len() - 2..]);
    };
    // A thousand diagnostics read, ninety-eight shown; the last lines not read.
    assert_eq!(*more, 1000 - (engarde::orders::MOST_DIAGNOSTICS - 2));
    assert!(*lines > 18_000 && *lines < 20_000, "{lines}");
    assert_eq!(
        sheet.diagnostics.last().map(|d| d.severity),
        Some(Severity::Error)
    );
}

/// A line of orders above the first heading the reader knows, under a label it does not
/// ("Erste Woche:"), is an error the GM reads, never a greeting ignored; prose above the
/// weeks that merely names a club stays a warning.
#[test]
fn orders_under_an_unknown_label_reach_the_gm() {
    let sheet = parse_orders(
        "Hello GM,\nErste Woche: regimental duty.\nWeek 2: practise rapier\nWeek 3: rest\n",
    );
    let errors: Vec<_> = sheet
        .diagnostics
        .iter()
        .filter(|d| d.severity == Severity::Error)
        .collect();
    assert_eq!(errors.len(), 1, "{:?}", sheet.diagnostics);
    assert_eq!(
        (errors[0].line, errors[0].say.clone()),
        (2, Some(Say::NotUnderWeek))
    );
    let sheet = parse_orders(
        "Armand spent February at the Blue Gables nursing his pride.\nWeek 1: rest\nWeek 2: rest\n",
    );
    assert!(!sheet.has_errors(), "{:?}", sheet.diagnostics);
}

/// "him" is the man named earlier in the same sentence as the one who does something, even
/// outside an order ("Porthos has asked me for money: lend him 50 crowns"); with nobody
/// there, it stands for nobody, and the GM is asked.
#[test]
fn him_is_the_man_named_earlier_in_the_sentence() {
    let sheet = parse_orders(
        "Week 1: Practise rapier. Porthos has asked me for money: lend him 50 crowns.",
    );
    assert!(!sheet.has_errors(), "{:?}", sheet.diagnostics);
    let lent = serde_json::to_string(&sheet.weeks[0].actions).unwrap();
    assert!(lent.contains("\"whom\":\"Porthos\""), "{lent}");
    let sheet = parse_orders("Week 1: Practise rapier. Lend him 50 crowns.");
    assert!(sheet.has_errors(), "{:?}", sheet.diagnostics);
}

/// The standing duel orders are echoed too, in the game's words and codes, so that a misread
/// surrender point or sequence is seen before the deadline like a misread week.
#[test]
fn the_acknowledgement_echoes_the_standing_duel_orders() {
    let sheet = parse_orders(
        "Week 1: practise rapier\nDuel: rapier\nX-L-X P-R\nSurrender at 20 endurance\n\
         No quarter for Jussac\nI will not fight with the cutlass\n",
    );
    let text = acknowledgement(Language::English, &sheet);
    assert!(
        text.contains(
            "Duel: fights with the rapier; sequence X-L-X-P-R; surrenders at 20 endurance; \
             no quarter for Jussac; will not fight with the cutlass\n"
        ),
        "{text}"
    );
    let sheet = parse_orders(
        "Semana 1: practico con la ropera\nDuelo:\nArma: ropera\nSecuencia: X-F-X-SA-X\n\
         Me rindo a la mitad\nNo me batiré con sable\n",
    );
    let text = acknowledgement(Language::Spanish, &sheet);
    assert!(
        text.contains(
            "Duelo: se bate con la ropera; secuencia X-F-X-SA-X; se rinde al 50% de su \
             resistencia; no se bate con el sable\n"
        ),
        "{text}"
    );
    // No duel orders, no line.
    let text = acknowledgement(Language::English, &parse_orders("Week 1: rest\n"));
    assert!(!text.contains("Duel:"), "{text}");
}
