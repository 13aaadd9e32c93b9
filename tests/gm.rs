//! The GM's queue: what the clerk could not decide reaches the GM, who approves (as is or
//! corrected) or rejects, and the player is told.

use engarde::clerk::Filed;
use engarde::demo;
use engarde::game::Game;
use engarde::gm::{Decision, decide};
use engarde::mail::MailKind;
use engarde::orders::Action;
use engarde::vocab::Club;
use engarde::world::CharacterId;

fn letter(name: &str) -> &'static [u8] {
    demo::LETTERS
        .iter()
        .find(|(n, _)| n.contains(name))
        .unwrap()
        .1
}

fn new_game() -> (tempfile::TempDir, Game) {
    let dir = tempfile::tempdir().unwrap();
    let game = Game::open(demo::config(dir.path()).unwrap()).unwrap();
    game.create().unwrap();
    (dir, game)
}

#[test]
fn a_garbled_line_reaches_the_gm_who_approves_a_correction() {
    let (_dir, game) = new_game();
    let filed = game.clerk().file("k1", letter("gaston")).unwrap();
    assert_eq!(
        filed,
        Filed::Orders {
            character: CharacterId::from_name("Gaston Lafleur"),
            for_gm: true
        }
    );
    let items = game.store.gm_items().unwrap();
    assert_eq!(items.len(), 1);
    assert!(
        items[0].reason.contains("Gaston Lafleur"),
        "{}",
        items[0].reason
    );
    // The good lines are filed meanwhile.
    let orders = game.store.orders(1).unwrap();
    let gaston = &orders[&CharacterId::from_name("Gaston Lafleur")];
    assert!(!gaston.sheet.week(2).is_empty());

    let corrected = "Character: Gaston Lafleur\nWeek 1: join Red Phillips\nWeek 2: visit the bawdyhouse and carouse\nWeek 4: rest\n";
    decide(
        &game,
        items[0].id,
        Decision::Approve {
            corrected: Some(corrected.into()),
        },
    )
    .unwrap();
    let orders = game.store.orders(1).unwrap();
    let gaston = &orders[&CharacterId::from_name("Gaston Lafleur")];
    assert_eq!(
        gaston.sheet.week(1),
        &[Action::JoinClub {
            club: Club::RedPhillips
        }]
    );
    assert!(game.store.gm_items().unwrap().iter().all(|i| !i.open));
    let notices: Vec<_> = game
        .store
        .pending_mail()
        .unwrap()
        .into_iter()
        .filter(|r| r.mail.kind == MailKind::Notice)
        .collect();
    assert_eq!(notices.len(), 1);
    assert_eq!(notices[0].mail.to, "gaston@players.example");
    // A decision is taken once.
    assert!(
        decide(
            &game,
            items[0].id,
            Decision::Reject {
                reason: "twice".into()
            }
        )
        .is_err()
    );
}

#[test]
fn a_rejection_withdraws_the_orders_and_tells_the_player() {
    let (_dir, game) = new_game();
    game.clerk().file("k1", letter("jacques")).unwrap();
    let item = game.store.gm_items().unwrap().remove(0);
    decide(
        &game,
        item.id,
        Decision::Reject {
            reason: "threats are not orders".into(),
        },
    )
    .unwrap();
    assert!(game.store.orders(1).unwrap().is_empty());
    let mail = game
        .store
        .pending_mail()
        .unwrap()
        .into_iter()
        .find(|r| r.mail.kind == MailKind::Notice)
        .unwrap();
    assert!(mail.mail.text.contains("threats are not orders"));
}

#[test]
fn a_stranger_and_a_forger_go_to_the_gm_and_are_told() {
    let (_dir, game) = new_game();
    let stranger = b"From: Cyrano <cyrano@elsewhere.example>\r\nTo: orders@engarde.example\r\nSubject: orders\r\nMessage-ID: <c1@elsewhere.example>\r\n\r\nCharacter: Cyrano\r\nWeek 1: rest\r\n";
    assert!(matches!(
        game.clerk().file("s", stranger).unwrap(),
        Filed::ForTheGm { .. }
    ));
    // Rodney's address ordering for Pierre.
    let forged = b"From: rodney@players.example\r\nTo: orders@engarde.example\r\nSubject: orders\r\nMessage-ID: <f1@players.example>\r\n\r\nCharacter: Pierre de l'Exemple\r\nWeek 1: rest\r\n";
    assert!(matches!(
        game.clerk().file("f", forged).unwrap(),
        Filed::ForTheGm { .. }
    ));
    assert!(
        game.store.orders(1).unwrap().is_empty(),
        "nobody orders for another's character"
    );
    assert_eq!(game.store.gm_items().unwrap().len(), 2);
    let mut told: Vec<String> = game
        .store
        .pending_mail()
        .unwrap()
        .into_iter()
        .map(|r| r.mail.to)
        .collect();
    told.sort();
    assert_eq!(
        told,
        vec![
            "cyrano@elsewhere.example".to_string(),
            "rodney@players.example".to_string()
        ]
    );
}

#[test]
fn machines_are_never_answered() {
    let (_dir, game) = new_game();
    let filed = game.clerk().file("v", letter("vacation")).unwrap();
    assert!(matches!(filed, Filed::Ignored { .. }), "{filed:?}");
    let ours = b"From: La Gazette <orders@engarde.example>\r\nTo: orders@engarde.example\r\nSubject: loop\r\nMessage-ID: <o1@engarde.example>\r\n\r\nWeek 1: rest\r\n";
    assert!(matches!(
        game.clerk().file("o", ours).unwrap(),
        Filed::Ignored { .. }
    ));
    assert!(game.store.pending_mail().unwrap().is_empty());
}

/// A lady's name misspelt: the GM's queue gets the line with a "did you mean", and the player
/// reads it in his acknowledgement; the good lines are filed.
#[test]
fn a_misspelt_name_reaches_the_gm_with_a_suggestion() {
    let (_dir, game) = new_game();
    let rodney = game
        .store
        .player("rodney@players.example")
        .unwrap()
        .unwrap();
    let raw = format!(
        "From: rodney@players.example\r\nTo: orders@engarde.example\r\nSubject: orders\r\nMessage-ID: <typo-1@players.example>\r\n\r\nCharacter: Rodney Bergerac\r\nPassword: {}\r\nWeek 1: court Roxane de Robin\r\nWeek 2: rest\r\n",
        rodney.password
    );
    let filed = game.clerk().file("typo", raw.as_bytes()).unwrap();
    assert!(
        matches!(filed, Filed::Orders { for_gm: true, .. }),
        "{filed:?}"
    );
    let orders = game.store.orders(1).unwrap();
    let sheet = &orders[&CharacterId::from_name("Rodney Bergerac")].sheet;
    let d = sheet
        .diagnostics
        .iter()
        .find(|d| d.text == "Roxane de Robin")
        .unwrap();
    assert_eq!(
        d.suggestion.as_deref(),
        Some("did you mean Roxanne de Robin?")
    );
    let ack = game
        .store
        .pending_mail()
        .unwrap()
        .into_iter()
        .find(|r| r.mail.kind == MailKind::Acknowledgement)
        .unwrap();
    assert!(
        ack.mail.text.contains("did you mean Roxanne de Robin?"),
        "{}",
        ack.mail.text
    );
}
