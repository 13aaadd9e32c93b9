//! The demo pipeline end to end, on the embedded default: the same steps the daemon takes.

use engarde::config::Config;
use engarde::demo;
use engarde::game::Game;
use engarde::turn;
use mail_parser::MimeHeaders;
use std::collections::BTreeMap;
use std::path::Path;

fn header(mail: &str, name: &str) -> Option<String> {
    let prefix = format!("{name}: ");
    mail.lines()
        .take_while(|l| !l.is_empty())
        .find_map(|l| l.strip_prefix(&prefix).map(str::to_string))
}

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

#[tokio::test]
async fn the_demo_sends_every_mail_to_the_right_address() {
    let out = tempfile::tempdir().unwrap();
    let report = demo::run(out.path()).await.unwrap();
    let config = demo::config(out.path()).unwrap();
    let mails = mails(&out.path().join("outbox"));
    let to = |name: &str| {
        mails
            .iter()
            .filter(|(n, _)| n.contains(name))
            .map(|(_, m)| header(m, "To").unwrap())
            .collect::<Vec<_>>()
    };

    // One acknowledgement per order email (the vacation auto-reply gets none).
    let acks = to(".ack@");
    let order_letters = demo::LETTERS
        .iter()
        .filter(|(n, _)| !n.contains("vacation"))
        .count();
    assert_eq!(acks.len(), order_letters, "{:?}", mails.keys());
    // One result per player, to him.
    let players: Vec<String> = config.players.iter().map(|p| p.email.clone()).collect();
    let mut results = to(".result.");
    results.sort();
    let mut expected = players.clone();
    expected.sort();
    assert_eq!(results, expected);
    // One newspaper to the list, one GM report to the GM.
    assert_eq!(to(".gazette@"), vec![config.addresses.list.clone()]);
    assert_eq!(to(".gm-report@"), vec![config.addresses.gm.clone()]);
    assert_eq!(report.mails.len(), mails.len());
    assert!(report.newspaper.contains("THE SOCIETY PAGES"));

    // Each result speaks of its character's month.
    for p in &config.players {
        let (_, mail) = mails
            .iter()
            .find(|(n, m)| {
                n.contains(".result.") && header(m, "To").as_deref() == Some(p.email.as_str())
            })
            .unwrap();
        let subject = header(mail, "Subject").unwrap();
        assert!(
            subject.contains("August 1626") && subject.contains(&p.name),
            "{subject}"
        );
        assert!(
            mail.contains("STATUS SHEET") && mail.contains("Week 4"),
            "{mail}"
        );
    }
}

#[tokio::test]
async fn a_replayed_turn_gives_the_same_events_and_byte_identical_mails() {
    let first = tempfile::tempdir().unwrap();
    let second = tempfile::tempdir().unwrap();
    demo::run(first.path()).await.unwrap();
    demo::run(second.path()).await.unwrap();
    let a = mails(&first.path().join("outbox"));
    let b = mails(&second.path().join("outbox"));
    let turn_mails: Vec<&String> = a.keys().filter(|k| k.starts_with("turn-1.")).collect();
    assert_eq!(turn_mails.len(), 8);
    for name in turn_mails {
        assert_eq!(a[name], b[name], "{name} differs between two runs");
    }

    // And from the store: the stored world, orders and seed replay to the stored events.
    let game = Game::open(demo::config(first.path()).unwrap()).unwrap();
    let (stored, replayed) = turn::replay(&game.config, &game.store, 1).unwrap();
    assert!(!stored.events.is_empty());
    assert_eq!(stored, replayed);
}

#[tokio::test]
async fn filing_the_same_letters_again_does_nothing_twice() {
    let out = tempfile::tempdir().unwrap();
    demo::run(out.path()).await.unwrap();
    let game = Game::open(demo::config(out.path()).unwrap()).unwrap();
    let before = game.store.outbox().unwrap().len();
    for (name, raw) in demo::LETTERS {
        let filed = game.clerk().file(&format!("again-{name}"), raw).unwrap();
        assert!(
            matches!(filed, engarde::clerk::Filed::Duplicate { .. }),
            "{name}: {filed:?}"
        );
    }
    assert_eq!(game.store.outbox().unwrap().len(), before);
}

#[test]
fn the_configuration_shipped_in_config_is_the_embedded_default() {
    let shipped = Config::load(Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/config/engarde.toml"
    )))
    .unwrap();
    assert_eq!(
        shipped.game.name,
        demo::config(Path::new("x")).unwrap().game.name
    );
}

/// Every mail the game sends is `format=flowed` text: no line of it longer than 72
/// columns unless it is a single word (a URL, a long name), and a flowed reading gives back
/// the long lines the templates wrote.
#[tokio::test]
async fn every_mail_is_flowed_at_72_columns() {
    let out = tempfile::tempdir().unwrap();
    demo::run(out.path()).await.unwrap();
    let mails = mails(&out.path().join("outbox"));
    assert!(mails.len() > 8);
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
    let out = tempfile::tempdir().unwrap();
    demo::run(out.path()).await.unwrap();
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
}
