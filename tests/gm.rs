//! The GM's queue: what the clerk could not decide reaches the GM, who approves (as is or
//! corrected) or rejects, and the player is told.

mod game_fixture;

use engarde::clerk::Filed;
use engarde::game::Game;
use engarde::game::gm::Decision;
use engarde::mail::MailKind;
use engarde::orders::Action;
use engarde::vocab::Club;
use engarde::world::CharacterId;
use game_fixture::{letter, new_game};

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
    game.decide(
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
        .filter(|r| r.mail.kind == MailKind::Notice && r.mail.to != "gm@engarde.example")
        .collect();
    assert_eq!(notices.len(), 1);
    assert_eq!(notices[0].mail.to, "gaston@players.example");
    // A decision is taken once.
    assert!(
        game.decide(
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
    game.decide(
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
            // The GM hears of each item the moment it enters his queue.
            "gm@engarde.example".to_string(),
            "gm@engarde.example".to_string(),
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

/// The passwords of the letters that go to the GM (Gaston's garbled orders, Jacques's
/// threat, a wrong password close to the right one) and a GM command without his password.
fn queue_with_passwords(game: &Game) -> Vec<String> {
    let gaston = game
        .store
        .player("gaston@players.example")
        .unwrap()
        .unwrap();
    let jacques = game
        .store
        .player("jacques@players.example")
        .unwrap()
        .unwrap();
    game.clerk().file("g", letter("gaston")).unwrap();
    game.clerk().file("j", letter("jacques")).unwrap();
    let near_miss = format!("{}x", gaston.password);
    let wrong = format!(
        "From: gaston@players.example\r\nTo: orders@engarde.example\r\nSubject: orders\r\nMessage-ID: <w1@players.example>\r\n\r\nCharacter: Gaston Lafleur / Contraseña: {near_miss}\r\nWeek 1: rest\r\n"
    );
    game.clerk().file("w", wrong.as_bytes()).unwrap();
    let gm = b"From: gm@engarde.example\r\nTo: orders@engarde.example\r\nSubject: q\r\nMessage-ID: <gq1@engarde.example>\r\n\r\nRESOLVE\r\nPassword: not-the-gms-guess\r\n";
    // A GM command with a wrong password is refused in one reply, and is no item.
    assert!(matches!(
        game.clerk().file("q", gm).unwrap(),
        Filed::Command { .. }
    ));
    assert_eq!(game.store.gm_items().unwrap().len(), 3);
    vec![
        gaston.password,
        jacques.password,
        near_miss,
        "not-the-gms-guess".into(),
    ]
}

#[test]
fn the_gms_queue_never_keeps_a_password() {
    let (_dir, game) = new_game();
    let passwords = queue_with_passwords(&game);
    for item in game.store.gm_items().unwrap() {
        for p in &passwords {
            assert!(!item.text.contains(p.as_str()), "{p} in {item:?}");
        }
        // The line stays, masked, so that the diagnostics' line numbers still fit.
        assert!(item.text.contains("******"), "{item:?}");
    }
    // Nor does any mail: the GM's notices of the items, the refusal of his command. (Only
    // the welcome tells each founding player his own.)
    for r in game.store.outbox().unwrap() {
        if r.mail.message_id.starts_with("founding.") {
            continue;
        }
        for p in &passwords {
            assert!(!r.mail.text.contains(p.as_str()), "{p} in {:?}", r.mail);
        }
    }
    // The letter itself keeps it.
    let item = game.store.gm_items().unwrap().remove(0);
    let kept = game.store.letter(&item.letter).unwrap().unwrap();
    assert!(kept.letter.unwrap().text.contains(&passwords[0]));
}

#[test]
fn the_gms_queue_by_email_and_the_approval_never_show_a_password() {
    let (_dir, game) = new_game();
    let passwords = queue_with_passwords(&game);
    let gm_password = engarde::game::password_for(&game.config, &game.config.addresses.gm);
    let ask = format!(
        "From: gm@engarde.example\r\nTo: orders@engarde.example\r\nSubject: q\r\nMessage-ID: <gq2@engarde.example>\r\n\r\nQUEUE\r\nPassword: {gm_password}\r\n"
    );
    assert_eq!(
        game.clerk().file("q2", ask.as_bytes()).unwrap(),
        Filed::Command {
            word: "QUEUE".into()
        }
    );
    let queue = game
        .store
        .outbox()
        .unwrap()
        .into_iter()
        .find(|r| {
            r.mail
                .message_id
                .starts_with(&engarde::clerk::letter_id(ask.as_bytes()))
        })
        .expect("the queue by email")
        .mail;
    assert!(queue.text.contains("Gaston Lafleur"), "{}", queue.text);
    for p in passwords.iter().chain([&gm_password]) {
        assert!(!queue.text.contains(p.as_str()), "{p} in {}", queue.text);
    }

    // Approved as it is: the orders filed are the letter's, as the clerk understood them.
    let gaston = CharacterId::from_name("Gaston Lafleur");
    let filed = game.store.orders(1).unwrap()[&gaston].sheet.clone();
    let item = game.store.gm_items().unwrap().remove(0);
    game.decide(item.id, Decision::Approve { corrected: None })
        .unwrap();
    let approved = game.store.orders(1).unwrap()[&gaston].sheet.clone();
    assert_eq!(approved, filed);
    assert_eq!(approved.password.as_deref(), Some(passwords[0].as_str()));
    let told = game
        .store
        .outbox()
        .unwrap()
        .into_iter()
        .find(|r| r.mail.message_id.ends_with(".approved@engarde.example"))
        .unwrap()
        .mail;
    assert!(told.text.contains("join Hunterz"), "{}", told.text);
    assert!(!told.text.contains(&passwords[0]), "{}", told.text);
}

#[test]
fn the_gms_queue_on_the_command_line_never_shows_a_password() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("engarde.toml");
    std::fs::write(&path, game_fixture::config_text()).unwrap();
    let passwords = {
        let game = Game::open(engarde::config::Config::load(&path).unwrap()).unwrap();
        game.create().unwrap();
        queue_with_passwords(&game)
    };
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_engarde"))
        .args(["gm", "--config"])
        .arg(&path)
        .arg("queue")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let shown = String::from_utf8_lossy(&out.stdout);
    assert!(shown.contains("Gaston Lafleur"), "{shown}");
    for p in &passwords {
        assert!(!shown.contains(p.as_str()), "{p} in {shown}");
    }
}

/// The GM hears of an item the moment it enters his queue (who, why, the letter, what was
/// understood, how to answer), and replying "APPROVE" or "REJECT reason" to that notice is
/// enough: the item is recognised from the reply's In-Reply-To.
#[test]
fn the_gm_is_told_at_once_and_answers_by_replying() {
    let (_dir, game) = new_game();
    game.clerk().file("k1", letter("gaston")).unwrap();
    let item = game.store.gm_items().unwrap().remove(0);
    let notice = game
        .store
        .outbox()
        .unwrap()
        .into_iter()
        .map(|r| r.mail)
        .find(|m| m.to == "gm@engarde.example")
        .expect("the GM is told");
    assert_eq!(
        notice.message_id,
        format!("gm-item-{}@engarde.example", item.id)
    );
    assert!(
        notice.subject.contains(&format!("#{}", item.id)),
        "{}",
        notice.subject
    );
    for part in [
        "gaston@players.example",
        "Week 1",
        "What was understood",
        "APPROVE",
        "REJECT",
    ] {
        assert!(notice.text.contains(part), "{part} in {}", notice.text);
    }

    // The GM replies to the notice with corrected orders, and his password.
    let pw = engarde::game::password_for(&game.config, &game.config.addresses.gm);
    let reply = format!(
        "From: gm@engarde.example\r\nTo: orders@engarde.example\r\nSubject: Re: {}\r\n\
         Message-ID: <r1@engarde.example>\r\nIn-Reply-To: <{}>\r\n\r\nAPPROVE\r\n\
         Character: Gaston Lafleur\r\nWeek 1: join Red Phillips\r\nPassword: {pw}\r\n\r\n\
         > A letter waits for your decision\r\n",
        notice.subject, notice.message_id
    );
    assert_eq!(
        game.clerk().file("r1", reply.as_bytes()).unwrap(),
        Filed::Command {
            word: "APPROVE".into()
        }
    );
    game.carry_out().unwrap();
    assert!(game.store.gm_items().unwrap().iter().all(|i| !i.open));
    // His confirmation names the player and the item, threads under his reply, is signed.
    let confirmed = game
        .store
        .outbox()
        .unwrap()
        .into_iter()
        .map(|r| r.mail)
        .find(|m| m.message_id.ends_with(".done@engarde.example"))
        .expect("a confirmation");
    assert_eq!(confirmed.in_reply_to.as_deref(), Some("r1@engarde.example"));
    assert!(
        confirmed.text.contains(&format!(
            "#{} approved: the letter of gaston@players.example (Gaston Lafleur)",
            item.id
        )),
        "{}",
        confirmed.text
    );
    assert!(confirmed.text.contains("\n-- \n"), "{}", confirmed.text);
    let gaston = &game.store.orders(1).unwrap()[&CharacterId::from_name("Gaston Lafleur")];
    assert_eq!(
        gaston.sheet.week(1),
        &[Action::JoinClub {
            club: Club::RedPhillips
        }]
    );

    // A stranger's letter, rejected by a reply: the whole line after REJECT is the reason.
    game.clerk().file("k2", b"From: cyrano@elsewhere.example\r\nTo: orders@engarde.example\r\nSubject: hi\r\nMessage-ID: <c1@elsewhere.example>\r\n\r\nWeek 1: rest\r\n").unwrap();
    let stranger = game
        .store
        .gm_items()
        .unwrap()
        .into_iter()
        .find(|i| i.open)
        .expect("an item");
    let reject = format!(
        "From: gm@engarde.example\r\nTo: orders@engarde.example\r\nSubject: Re\r\n\
         Message-ID: <r2@engarde.example>\r\nIn-Reply-To: <gm-item-{}@engarde.example>\r\n\r\n\
         REJECT not a player of ours\r\nPassword: {pw}\r\n",
        stranger.id
    );
    game.clerk().file("r2", reject.as_bytes()).unwrap();
    game.carry_out().unwrap();
    let closed = game
        .store
        .gm_items()
        .unwrap()
        .into_iter()
        .find(|i| i.id == stranger.id)
        .unwrap();
    assert!(!closed.open, "{closed:?}");
}

/// A stranger gets one answer (this address runs a game; how to join), never a second: not
/// for his next letters, not when the GM rejects them. A forged sender cannot make the game
/// a source of backscatter.
#[test]
fn a_stranger_gets_one_answer_and_no_more() {
    let (_dir, game) = new_game();
    let stranger = |n: u32| {
        format!(
            "From: cyrano@elsewhere.example\r\nTo: orders@engarde.example\r\nSubject: hi\r\n\
             Message-ID: <s{n}@elsewhere.example>\r\n\r\nWeek {n}: rest\r\n"
        )
    };
    let to_him = |game: &Game| {
        game.store
            .outbox()
            .unwrap()
            .into_iter()
            .filter(|r| r.mail.to == "cyrano@elsewhere.example")
            .map(|r| r.mail)
            .collect::<Vec<_>>()
    };
    for n in 1..=2 {
        let filed = game
            .clerk()
            .file(&format!("s{n}"), stranger(n).as_bytes())
            .unwrap();
        assert!(matches!(filed, Filed::ForTheGm { .. }), "{filed:?}");
    }
    let told = to_him(&game);
    assert_eq!(told.len(), 1, "{told:?}");
    assert!(told[0].text.contains("JOIN"), "{}", told[0].text);
    // The GM still hears of both, and rejecting them tells the stranger nothing more.
    let items = game.store.gm_items().unwrap();
    assert_eq!(items.len(), 2);
    for item in items {
        game.decide(
            item.id,
            Decision::Reject {
                reason: "no".into(),
            },
        )
        .unwrap();
    }
    assert_eq!(to_him(&game).len(), 1);
}

/// With `[gm] digest_minutes`, the GM is not mailed each item as it comes: the items that
/// entered his queue are gathered into one mail at most every so many minutes.
#[test]
fn a_gm_who_asks_for_a_digest_gets_one_mail_every_so_often() {
    let (_dir, mut game) = new_game();
    game.config.gm.digest_minutes = 30;
    let stranger = |id: &str| {
        format!(
            "From: cyrano@elsewhere.example\r\nTo: orders@engarde.example\r\nSubject: orders\r\nMessage-ID: <{id}@x.example>\r\n\r\nWeek 1: practise rapier\r\n"
        )
        .into_bytes()
    };
    let digests = |game: &Game| {
        game.store
            .outbox()
            .unwrap()
            .into_iter()
            .map(|r| r.mail)
            .filter(|m| m.to == "gm@engarde.example" && m.subject.contains("wait for you"))
            .collect::<Vec<_>>()
    };
    game.clerk().file("k1", letter("gaston")).unwrap();
    game.clerk().file("k2", &stranger("s1")).unwrap();
    let items = game.store.open_gm_items().unwrap();
    assert_eq!(items.len(), 2);
    assert!(digests(&game).is_empty(), "no notice at once");

    let t = 2_000_000_000;
    assert!(game.digest(t).unwrap());
    let sent = digests(&game);
    assert_eq!(sent.len(), 1);
    assert!(
        sent[0].subject.contains("2 new item(s)"),
        "{}",
        sent[0].subject
    );
    for i in &items {
        assert!(
            sent[0].text.contains(&format!("#{}", i.id)),
            "{}",
            sent[0].text
        );
    }
    assert!(
        sent[0].text.contains("What was understood of it"),
        "{}",
        sent[0].text
    );
    // Nothing new: nothing sent; something new: not before the half hour is out.
    assert!(!game.digest(t + 60).unwrap());
    game.clerk().file("k3", &stranger("s2")).unwrap();
    assert!(!game.digest(t + 600).unwrap());
    assert!(game.digest(t + 1800).unwrap());
    let sent = digests(&game);
    assert_eq!(sent.len(), 2);
    let newest = sent
        .iter()
        .find(|m| m.subject.contains("1 new item(s)"))
        .unwrap();
    assert!(
        !newest.text.contains(&format!("#{} ", items[0].id)),
        "{}",
        newest.text
    );
}
