//! The demo end to end: three months of its game played by the daemon's own rounds on the
//! demo's clock. Its months are a snapshot (`tests/snapshots/demo.<language>.txt`: the
//! closing summary, every mail's file, addressee and subject, and the three newspapers),
//! accepted with `BLESS=1 cargo test --test demo` (see `tests/snapshots/README.md`); and the
//! story the summary tells is checked here in the game's own terms, so that a change which
//! breaks it says what it broke.

mod snapshot;
use engarde::demo::{self, DemoGame, DemoReport};
use engarde::game::Game;
use engarde::mail::MailKind;
use engarde::rules::army::ArmyEvent;
use engarde::rules::{Event, Happening};
use engarde::turn;
use engarde::vocab::Language;
use mail_parser::MimeHeaders;
use std::collections::BTreeMap;
use std::path::Path;

fn snapshot(name: &str, actual: &str) {
    snapshot::snapshot("demo", name, actual);
}

fn header(mail: &str, name: &str) -> Option<String> {
    let prefix = format!("{name}: ");
    mail.lines()
        .take_while(|l| !l.is_empty())
        .find_map(|l| l.strip_prefix(&prefix).map(str::to_string))
}

/// The mails of an outbox, by file name.
fn mails(dir: &Path) -> BTreeMap<String, String> {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .map(|p| {
            let text = String::from_utf8_lossy(&std::fs::read(&p).unwrap()).into_owned();
            (p.file_name().unwrap().to_string_lossy().into_owned(), text)
        })
        .collect()
}

/// A demo played into a temporary folder, and its game opened again.
async fn play(demo: &DemoGame) -> (tempfile::TempDir, DemoReport, Game) {
    let out = tempfile::tempdir().unwrap();
    let report = demo::run(demo, out.path()).await.unwrap();
    let game = Game::open(demo::config(demo, out.path()).unwrap()).unwrap();
    (out, report, game)
}

/// Every event of the demo's months, with the turn it happened in.
fn events(game: &Game, report: &DemoReport) -> Vec<(u32, Event)> {
    report
        .turns
        .iter()
        .flat_map(|t| {
            let record = game.store.turn(*t).unwrap().unwrap();
            record.events.into_iter().map(move |e| (*t, e))
        })
        .collect()
}

fn who(e: &Event) -> &str {
    e.who.as_ref().map_or("", |w| w.as_str())
}

/// The months of a language's demo as a snapshot: the summary, every mail, the newspapers.
async fn months_snapshot(language: Language) {
    let demo = demo::game_of(language).unwrap();
    let (out, report, game) = play(demo).await;
    let at = out.path().display().to_string();
    let mut text = report.summary.replace(&at, "OUT");
    text.push_str("\n==== The mails: file, To, Subject\n\n");
    for (name, mail) in mails(&out.path().join("outbox")) {
        let subject = header(&mail, "Subject").unwrap_or_default();
        let to = header(&mail, "To").unwrap_or_default();
        text.push_str(&format!("{name}\n    {to} | {subject}\n"));
    }
    for turn in &report.turns {
        let paper = demo::newspaper(&game, *turn).unwrap().unwrap();
        text.push_str(&format!("\n==== The newspaper of turn {turn}\n\n{paper}"));
    }
    snapshot(&format!("demo.{}.txt", language.id()), &text);
}

#[tokio::test]
async fn the_english_months_are_a_snapshot() {
    months_snapshot(Language::English).await;
}

#[tokio::test]
async fn the_spanish_months_are_a_snapshot() {
    months_snapshot(Language::Spanish).await;
}

/// "A quarrel that ends in a duel told blow by blow, a courtship won, a night at the tables,
/// a commission bought, the summer campaign's battle, a letter the GM approves with a
/// correction by email, a player's press announcement, a reminder" (issue 16), and not one
/// order refused: the demo shows the game, not its refusals.
#[tokio::test]
async fn the_english_demo_tells_the_whole_story() {
    the_whole_story(&demo::ENGLISH).await;
}

/// The same story under *Preux et audacieux*, in Spanish.
#[tokio::test]
async fn the_spanish_demo_tells_the_whole_story() {
    the_whole_story(&demo::SPANISH).await;
}

async fn the_whole_story(demo: &DemoGame) {
    let (out, report, game) = play(demo).await;
    assert_eq!(report.turns, vec![1, 2, 3], "three months resolved");
    let events = events(&game, &report);
    let refused: Vec<_> = events
        .iter()
        .filter(|(_, e)| {
            matches!(
                e.what,
                Happening::Refused { .. } | Happening::NoOrders | Happening::Idle
            )
        })
        .collect();
    assert!(refused.is_empty(), "orders refused or missing: {refused:?}");
    let happened = |f: &dyn Fn(&Event) -> bool| events.iter().any(|(_, e)| f(e));
    // The quarrel of two suitors at one door, and its duel, in both men's results.
    assert!(happened(&|e| matches!(
        e.what,
        Happening::RivalSuitors { .. }
    )));
    let (turn, duel) = events
        .iter()
        .find(|(_, e)| matches!(e.what, Happening::Fought { .. }))
        .expect("a duel");
    let Happening::Fought { opponent, .. } = &duel.what else {
        unreachable!()
    };
    let mails = mails(&out.path().join("outbox"));
    for man in [who(duel), opponent.as_str()] {
        let result = &mails[&format!("turn-{turn}.result.{man}@engarde.example.eml")];
        let blows = match demo.language {
            Language::English => "Blow by blow:",
            Language::Spanish => "Golpe a golpe:",
        };
        let text = mail_parser::MessageParser::default()
            .parse(result.as_bytes())
            .and_then(|m| m.body_text(0).map(|t| t.into_owned()))
            .unwrap_or_default();
        let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(text.contains(blows), "{text}");
        // "su espada contra un ropera" was how the Spanish result put it: la ropera.
        assert!(!text.contains("contra un ropera"), "{text}");
    }
    // The Spanish game plays 003's affairs of honour (7.2): Pierre hires a second for the
    // month of his duel, and pays his social level for him.
    if demo.language == Language::Spanish {
        let result = &mails["turn-3.result.pierre_de_l_exemple@engarde.example.eml"];
        let text = mail_parser::MessageParser::default()
            .parse(result.as_bytes())
            .and_then(|m| m.body_text(0).map(|t| t.into_owned()))
            .unwrap_or_default();
        assert!(
            text.contains("-6  un padrino para los duelos del mes"),
            "{text}"
        );
    }
    assert!(happened(&|e| matches!(
        e.what,
        Happening::Courted { won: true, .. }
    )));
    assert!(happened(&|e| matches!(e.what, Happening::Gambled { .. })));
    assert!(happened(&|e| matches!(
        &e.what,
        Happening::Army {
            event: ArmyEvent::Joined { .. }
        }
    )));
    assert!(happened(&|e| matches!(
        &e.what,
        Happening::Army {
            event: ArmyEvent::Battle { .. }
        }
    )));
    assert!(happened(&|e| who(e) == "aramis_d_herblay"
        && matches!(
            &e.what,
            Happening::Army {
                event: ArmyEvent::Fate { .. }
            }
        )));
    // Henri serves in his regiment and visits the mistress he has: they stay in Paris.
    assert!(happened(
        &|e| who(e) == "henri_de_navarre" && matches!(e.what, Happening::ServedDuty { .. })
    ));
    assert!(happened(
        &|e| who(e) == "henri_de_navarre" && matches!(e.what, Happening::VisitedMistress { .. })
    ));
    // The GM's reply approved item 1 with its correction, and the player was told.
    let item = &game.store.gm_items().unwrap()[0];
    assert!(!item.open, "{item:?}");
    assert!(mails.contains_key("gm-1.approved@engarde.example.eml"));
    // ... having read, in the notice, what was understood in words of his language (it was
    // JSON and English before, even in a Spanish game).
    let notice = mail_parser::MessageParser::default()
        .parse(mails["gm-item-1@engarde.example.eml"].as_bytes())
        .and_then(|m| m.body_text(0).map(|t| t.into_owned()))
        .unwrap();
    assert!(!notice.contains("\"kind\""), "{notice}");
    let week = match demo.language {
        Language::English => "Week 2: visit a bawdyhouse",
        Language::Spanish => "Semana 2: ir al burdel",
    };
    assert!(notice.contains(week), "{notice}");
    let filed = game
        .store
        .orders(1)
        .unwrap()
        .remove(&item.character.clone().unwrap());
    assert_eq!(filed.unwrap().letter, item.letter);
    // The press announcement is in July's newspaper; Gaston was reminded that month.
    let july = demo::newspaper(&game, 2).unwrap().unwrap();
    let press = &game.store.press(2).unwrap()[0];
    assert_eq!(press.character.as_str(), "jacques_bonhomme");
    let opening: String = press
        .text
        .split_whitespace()
        .take(4)
        .collect::<Vec<_>>()
        .join(" ");
    assert!(july.contains(&opening), "{opening} in {july}");
    assert!(mails.contains_key("turn-2.reminder-24h.gaston_lafleur@engarde.example.eml"));
    // The web site has the three issues.
    let site = out.path().join("site");
    for n in 1..=3 {
        assert!(site.join(format!("issues/{n:04}.html")).exists());
    }
    let index = std::fs::read_to_string(site.join("index.html")).unwrap();
    let august = game.renderer.month(engarde::calendar::Month::new(1626, 8));
    assert!(index.contains(&august), "{august} in {index}");
}

#[tokio::test]
async fn the_demo_sends_every_mail_to_the_right_address() {
    let (out, report, game) = play(&demo::ENGLISH).await;
    let config = &game.config;
    let mails = mails(&out.path().join("outbox"));
    assert_eq!(report.mails.len(), mails.len());
    let to = |name: &str| {
        mails
            .iter()
            .filter(|(n, _)| n.contains(name))
            .map(|(_, m)| header(m, "To").unwrap())
            .collect::<Vec<_>>()
    };
    // One acknowledgement per order letter (neither the auto-reply, the GM's command nor
    // the press announcement is one).
    let orders = demo::letters(&demo::ENGLISH)
        .filter(|(n, _)| !["vacation", "gm-", "press"].iter().any(|x| n.contains(x)))
        .count();
    assert_eq!(to(".ack@").len(), orders, "{:?}", mails.keys());
    let mut players: Vec<String> = config.players.iter().map(|p| p.email.clone()).collect();
    players.sort();
    for turn in &report.turns {
        let mut results = to(&format!("turn-{turn}.result."));
        results.sort();
        assert_eq!(results, players, "turn {turn}");
        assert_eq!(
            to(&format!("turn-{turn}.gazette@")),
            vec![config.addresses.list.clone()]
        );
        assert_eq!(
            to(&format!("turn-{turn}.gm-report@")),
            vec![config.addresses.gm.clone()]
        );
    }
    // Each result speaks of its character's month.
    for p in &config.players {
        let mail = &mails[&format!("turn-1.result.{}@engarde.example.eml", {
            game.store.player(&p.email).unwrap().unwrap().character
        })];
        let subject = header(mail, "Subject").unwrap();
        assert!(
            subject.contains("June 1626") && subject.contains(&p.name),
            "{subject}"
        );
        assert!(mail.contains("STATUS SHEET") && mail.contains("Week 4"));
    }
}

/// The demo's clock is its own: two runs write the same files, byte for byte, and every
/// stored turn replays to its stored events.
#[tokio::test]
async fn the_demo_is_the_same_on_every_run() {
    let (first, _, game) = play(&demo::ENGLISH).await;
    let (second, _, _) = play(&demo::ENGLISH).await;
    let a = mails(&first.path().join("outbox"));
    let b = mails(&second.path().join("outbox"));
    assert_eq!(a.keys().collect::<Vec<_>>(), b.keys().collect::<Vec<_>>());
    for (name, mail) in &a {
        assert_eq!(mail, &b[name], "{name} differs between two runs");
    }
    for n in 1..=3 {
        let (stored, replayed) = turn::replay(&game.config, &game.store, n).unwrap();
        assert!(!stored.events.is_empty());
        assert_eq!(stored, replayed, "turn {n}");
    }
}

#[tokio::test]
async fn filing_the_same_letters_again_does_nothing_twice() {
    let (_out, _, game) = play(&demo::ENGLISH).await;
    let before = game.store.outbox().unwrap().len();
    for (name, raw) in demo::letters(&demo::ENGLISH) {
        let filed = game.clerk().file(&format!("again-{name}"), raw).unwrap();
        assert!(
            matches!(filed, engarde::clerk::Filed::Duplicate { .. }),
            "{name}: {filed:?}"
        );
    }
    assert_eq!(game.store.outbox().unwrap().len(), before);
}

/// The demo's game is the embedded default with a few lines changed (and so the file an
/// operator copies is the one the demo shows working).
#[test]
fn the_demo_plays_the_shipped_configuration() {
    let shipped = engarde::config::Config::load(Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/config/engarde.toml"
    )))
    .unwrap();
    let config = demo::config(&demo::ENGLISH, Path::new("x")).unwrap();
    assert_eq!(shipped.game.name, config.game.name);
    let emails = |c: &engarde::config::Config| {
        c.players
            .iter()
            .map(|p| p.email.clone())
            .collect::<Vec<_>>()
    };
    assert_eq!(emails(&shipped), emails(&config));
    assert_eq!(config.game.start, "1626-06");
    assert!(config.site.is_some());
}

/// Every mail the game sends is `format=flowed` text: no line of it longer than 72
/// columns unless it is a single word (a URL, a long name), and a flowed reading gives back
/// the long lines the templates wrote.
#[tokio::test]
async fn every_mail_is_flowed_at_72_columns() {
    let (out, _, _) = play(&demo::ENGLISH).await;
    let mails = mails(&out.path().join("outbox"));
    let mut soft = 0;
    for (name, raw) in &mails {
        let m = mail_parser::MessageParser::default()
            .parse(raw.as_bytes())
            .unwrap();
        let part = m.text_part(0).unwrap();
        let ct = part.content_type().unwrap();
        assert_eq!(ct.attribute("format"), Some("flowed"), "{name}");
        let body = m.body_text(0).unwrap();
        for line in body.lines() {
            let words = line.trim().split(' ').filter(|w| !w.is_empty()).count();
            assert!(
                line.chars().count() <= 73 || words <= 1,
                "{name}: {} columns: {line:?}",
                line.chars().count()
            );
            soft += usize::from(line.ends_with(' ') && !line.trim().is_empty() && line != "-- ");
        }
    }
    assert!(
        soft > 0,
        "no line was long enough to wrap: the test tests nothing"
    );
}

/// A result goes out as text and as HTML (multipart/alternative), like the newspaper: the
/// HTML is the same words, escaped, with the sections as headings.
#[tokio::test]
async fn results_carry_an_html_part() {
    let (out, _, game) = play(&demo::ENGLISH).await;
    let mails = mails(&out.path().join("outbox"));
    let (name, raw) = mails.iter().find(|(n, _)| n.contains(".result.")).unwrap();
    let m = mail_parser::MessageParser::default()
        .parse(raw.as_bytes())
        .unwrap();
    let html = m
        .body_html(0)
        .unwrap_or_else(|| panic!("{name} has no HTML"));
    let text = m.body_text(0).unwrap();
    assert!(html.contains("<h2>STATUS SHEET</h2>"), "{html}");
    assert!(html.contains("<h2>HIS MONTH</h2>"), "{html}");
    let title = text.lines().next().unwrap().replace('\'', "&#39;");
    assert!(html.contains(&title), "{title} in {html}");
    let newspapers = game
        .store
        .outbox()
        .unwrap()
        .into_iter()
        .filter(|r| r.mail.kind == MailKind::Newspaper)
        .count();
    assert_eq!(newspapers, 3);
}

/// `engarde demo` as a newcomer runs it: the story on standard output, ending with where to
/// look; nothing on standard error (its rounds log only what went wrong).
#[test]
fn the_command_tells_the_story_and_logs_nothing() {
    for language in ["en", "es"] {
        let dir = tempfile::tempdir().unwrap();
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_engarde"))
            .args(["demo", "--language", language, "--out"])
            .arg(dir.path())
            .env_remove("RUST_LOG")
            .output()
            .unwrap();
        assert!(out.status.success(), "{out:?}");
        let stdout = String::from_utf8(out.stdout).unwrap();
        assert!(
            out.stderr.is_empty(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let queue = format!(
            "engarde gm --config {}",
            dir.path().join("engarde.toml").display()
        );
        assert!(
            stdout.trim_end().ends_with(&format!("{queue} queue")),
            "{stdout}"
        );
        assert!(dir.path().join("site/index.html").exists());
    }
}
