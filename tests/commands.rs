//! Commands by email, filed by the clerk from raw letters against a game in a temporary
//! folder (the embedded default's six players): the players' JOIN, STATUS, RESEND, HELP,
//! PASSWORD, PRESS; the GM's PREVIEW, ROLLBACK, DEADLINE, EXTEND, BROADCAST; and what the
//! daemon does around them: reminders, late orders, standing duel orders, the daily reply
//! cap, a trusted `Authentication-Results`.

mod game_fixture;

use engarde::clerk::Filed;
use engarde::config::parse_utc;
use engarde::game::gm::Decision;
use engarde::game::{Game, password_for};
use engarde::mail::OutMail;
use engarde::orders::{DuelOrders, Sequence, parse_orders};
use engarde::store::OrdersRecord;
use engarde::world::CharacterId;
use game_fixture::{mail, mails_to, new_game};

const RODNEY: &str = "rodney@players.example";
const CYRANO: &str = "cyrano@elsewhere.example";

fn password(game: &Game, email: &str) -> String {
    game.store.player(email).unwrap().unwrap().password
}

/// A letter from Rodney with his password.
fn rodney(game: &Game, id: &str, body: &str) -> Vec<u8> {
    mail(
        RODNEY,
        id,
        &format!("{body}\nPassword: {}", password(game, RODNEY)),
    )
}

/// A command from the GM with his password.
fn gm(game: &Game, id: &str, body: &str) -> Vec<u8> {
    let pw = password_for(&game.config, &game.config.addresses.gm);
    mail("gm@engarde.example", id, &format!("{body}\nPassword: {pw}"))
}

const RODNEY_ORDERS: &str = "Character: Rodney Bergerac\nWeek 1: Practise with the rapier\nWeek 2: Practise with the rapier\nWeek 3: rest\nWeek 4: rest";

/// The acknowledgement of the letter `raw`, sent to `to`.
fn ack_of(game: &Game, to: &str, raw: &[u8]) -> OutMail {
    let id = engarde::clerk::letter_id(raw);
    mails_to(game, to)
        .into_iter()
        .find(|m| m.message_id.starts_with(&id))
        .expect("acknowledged")
}

fn file(game: &Game, key: &str, raw: &[u8]) -> Filed {
    game.clerk().file(key, raw).unwrap()
}

fn command(word: &str) -> Filed {
    Filed::Command { word: word.into() }
}

#[test]
fn join_without_approval_rolls_the_character_and_sends_the_password() {
    let (_dir, mut game) = new_game();
    // An open game ([joining] gm_approves = false): who writes JOIN plays at once.
    game.config.joining.gm_approves = false;
    let raw = mail(CYRANO, "j1", "JOIN Cyrano de Bergerac");
    assert_eq!(file(&game, "k1", &raw), command("JOIN"));
    // Filed now, carried out by the daemon's next step (once, even if asked twice).
    assert!(game.store.player(CYRANO).unwrap().is_none());
    game.carry_out().unwrap();
    game.carry_out().unwrap();
    let player = game.store.player(CYRANO).unwrap().expect("joined");
    assert_eq!(
        player.character,
        CharacterId::from_name("Cyrano de Bergerac")
    );
    let world = game.store.world(1).unwrap().unwrap();
    assert!(world.characters.contains_key(&player.character));
    let welcome = mails_to(&game, CYRANO);
    assert_eq!(welcome.len(), 1, "{welcome:?}");
    assert!(welcome[0].text.contains(&player.password));
    // A player cannot join twice; a taken name is refused.
    let again = rodney(&game, "j2", "JOIN Somebody Else");
    assert_eq!(file(&game, "k2", &again), command("JOIN"));
    assert!(
        mails_to(&game, RODNEY)
            .iter()
            .any(|m| m.text.contains("already play"))
    );
    let taken = mail("zorro@elsewhere.example", "j3", "JOIN Rodney Bergerac");
    file(&game, "k3", &taken);
    assert!(
        mails_to(&game, "zorro@elsewhere.example")[0]
            .text
            .contains("already exists")
    );
}

#[test]
fn join_with_approval_waits_for_the_gm() {
    // The default: joining is the GM's decision.
    let (_dir, game) = new_game();
    let raw = mail(CYRANO, "j1", "JOIN Cyrano de Bergerac");
    assert!(matches!(file(&game, "k1", &raw), Filed::ForTheGm { .. }));
    game.carry_out().unwrap();
    assert!(
        game.store.player(CYRANO).unwrap().is_none(),
        "not before the GM says so"
    );
    let item = game.store.gm_items().unwrap().remove(0);
    assert_eq!(item.join.as_deref(), Some("Cyrano de Bergerac"));
    assert!(
        mails_to(&game, CYRANO)[0]
            .text
            .contains("passed to the game master")
    );
    game.decide(item.id, Decision::Approve { corrected: None })
        .unwrap();
    let player = game.store.player(CYRANO).unwrap().expect("admitted");
    assert!(
        mails_to(&game, CYRANO)
            .iter()
            .any(|m| m.text.contains(&player.password))
    );
}

#[test]
fn status_and_what_are_my_orders_tell_what_is_on_file() {
    let (_dir, game) = new_game();
    assert_eq!(
        file(&game, "k1", &rodney(&game, "s1", "STATUS")),
        command("STATUS")
    );
    // Subject and body say the same, and name the month.
    let none = &mails_to(&game, RODNEY)[0];
    assert!(none.subject.contains("No orders yet") && none.subject.contains("August 1626"));
    assert!(none.text.contains("No orders are on file yet") && none.text.contains("August 1626"));
    assert!(matches!(
        file(&game, "k2", &rodney(&game, "o1", RODNEY_ORDERS)),
        Filed::Orders { .. }
    ));
    assert_eq!(
        file(&game, "k3", &rodney(&game, "s2", "What are my orders?")),
        // The same command as STATUS, however it is asked.
        command("STATUS")
    );
    let answer = mails_to(&game, RODNEY)
        .into_iter()
        .find(|m| m.subject.contains("Orders on file for") && m.subject.contains("August 1626"))
        .expect("the orders on file");
    assert!(
        answer.text.to_lowercase().contains("rapier"),
        "{}",
        answer.text
    );
    // Not the acknowledgement's words: nothing was just received.
    assert!(
        answer.text.contains("These are the orders on file"),
        "{}",
        answer.text
    );
    assert!(!answer.text.contains("orders received"), "{}", answer.text);
    // Without the password, a command goes to the GM, not answered as asked.
    let bare = mail(RODNEY, "s3", "STATUS");
    assert!(matches!(file(&game, "k4", &bare), Filed::ForTheGm { .. }));
}

#[test]
fn resend_sends_the_last_result_again() {
    let (_dir, game) = new_game();
    file(&game, "k1", &rodney(&game, "r1", "RESEND"));
    assert!(mails_to(&game, RODNEY)[0].subject.contains("No result yet"));
    game.resolve().unwrap();
    file(&game, "k2", &rodney(&game, "r2", "RESEND"));
    let mails = mails_to(&game, RODNEY);
    let result = mails
        .iter()
        .find(|m| m.message_id.starts_with("turn-1.result."))
        .unwrap();
    let again = mails
        .iter()
        .find(|m| m.subject.ends_with("(again)"))
        .expect("the result again");
    assert_eq!(again.text, result.text);
    assert_ne!(again.message_id, result.message_id);
}

#[test]
fn help_answers_anyone() {
    let (_dir, game) = new_game();
    assert_eq!(
        file(&game, "k1", &mail(CYRANO, "h1", "HELP")),
        command("HELP")
    );
    let help = &mails_to(&game, CYRANO)[0];
    assert!(help.text.contains("PASSWORD <new>"), "{}", help.text);
}

#[test]
fn a_new_password_replaces_the_old_one() {
    let (_dir, game) = new_game();
    let old = password(&game, RODNEY);
    assert_eq!(
        file(
            &game,
            "k1",
            &rodney(&game, "p1", "PASSWORD rapier-and-cloak")
        ),
        command("PASSWORD")
    );
    assert_eq!(password(&game, RODNEY), "rapier-and-cloak");
    assert!(
        mails_to(&game, RODNEY)[0]
            .subject
            .contains("Password changed")
    );
    let with_old = mail(RODNEY, "o1", &format!("{RODNEY_ORDERS}\nPassword: {old}"));
    assert!(matches!(
        file(&game, "k2", &with_old),
        Filed::ForTheGm { reason } if reason.contains("wrong password")
    ));
    // He is told why in the second person, not in the GM's words about him.
    let told = mails_to(&game, RODNEY)
        .into_iter()
        .find(|m| {
            m.in_reply_to
                .as_deref()
                .is_some_and(|r| r.starts_with("o1@"))
        })
        .expect("the player is told");
    assert!(
        told.text.contains("the password in it is not yours"),
        "{}",
        told.text
    );
    assert!(!told.text.contains(RODNEY), "{}", told.text);
    let with_new = mail(
        RODNEY,
        "o2",
        &format!("{RODNEY_ORDERS}\nPassword: rapier-and-cloak"),
    );
    assert!(matches!(file(&game, "k3", &with_new), Filed::Orders { .. }));
    // Too short: refused, the password stays.
    file(
        &game,
        "k4",
        &mail(RODNEY, "p2", "PASSWORD ab\nPassword: rapier-and-cloak"),
    );
    assert_eq!(password(&game, RODNEY), "rapier-and-cloak");
}

#[test]
fn press_is_stored_for_the_turn() {
    let (_dir, game) = new_game();
    let raw = rodney(
        &game,
        "n1",
        "PRESS Rodney Bergerac challenges any Musketeer\nto meet him behind the Luxembourg.",
    );
    assert_eq!(file(&game, "k1", &raw), command("PRESS"));
    let press = game.store.press(1).unwrap();
    assert_eq!(press.len(), 1);
    assert_eq!(
        press[0].character,
        CharacterId::from_name("Rodney Bergerac")
    );
    assert!(press[0].text.contains("any Musketeer"));
    assert!(press[0].text.contains("Luxembourg"));
    assert!(!press[0].text.contains("Password"));
    assert!(game.store.press(2).unwrap().is_empty());
}

/// A password in any language stays out of the newspaper, and out of the acknowledgement
/// that quotes a line it could not read.
#[test]
fn a_password_is_never_printed_nor_echoed() {
    let (_dir, game) = new_game();
    let pw = password(&game, RODNEY);
    let raw = mail(
        RODNEY,
        "n1",
        &format!("PRESS Long live the King!\nContraseña: {pw}"),
    );
    assert_eq!(file(&game, "k1", &raw), command("PRESS"));
    assert_eq!(game.store.press(1).unwrap()[0].text, "Long live the King!");

    let raw = mail(
        RODNEY,
        "o1",
        &format!("Character: Rodney Bergerac / passwrd: {pw}\nPassword: {pw}\nWeek 1: rest"),
    );
    assert!(matches!(
        file(&game, "k2", &raw),
        Filed::Orders { for_gm: true, .. }
    ));
    let ack = mails_to(&game, RODNEY)
        .into_iter()
        .find(|m| m.kind == engarde::mail::MailKind::Acknowledgement)
        .unwrap();
    assert!(ack.text.contains("passwrd: ******"), "{}", ack.text);
    assert!(!ack.text.contains(&pw), "{}", ack.text);
}

#[test]
fn preview_goes_to_the_gm_only_and_commits_nothing() {
    let (_dir, game) = new_game();
    file(&game, "k0", &rodney(&game, "o1", RODNEY_ORDERS));
    let before = game.store.outbox().unwrap().len();
    assert_eq!(
        file(&game, "k1", &gm(&game, "g1", "PREVIEW")),
        command("PREVIEW")
    );
    game.carry_out().unwrap();
    assert_eq!(game.store.require_game().unwrap().turn, 1);
    assert!(game.store.turn(1).unwrap().is_none());
    let outbox = game.store.outbox().unwrap();
    assert_eq!(outbox.len(), before + 1, "one mail, the preview");
    let preview = outbox
        .iter()
        .map(|r| &r.mail)
        .find(|m| m.subject.contains("Preview"))
        .unwrap();
    assert_eq!(preview.to, "gm@engarde.example");
    assert!(preview.text.contains("nothing was committed"));
    assert!(preview.text.contains("To: rodney@players.example"));
    assert!(
        !outbox
            .iter()
            .any(|r| r.mail.message_id.starts_with("turn-1."))
    );
}

#[test]
fn rollback_before_the_results_leave_and_not_after() {
    let (_dir, game) = new_game();
    game.resolve().unwrap();
    assert_eq!(game.store.require_game().unwrap().turn, 2);
    file(&game, "k1", &gm(&game, "g1", "ROLLBACK"));
    game.carry_out().unwrap();
    assert_eq!(game.store.require_game().unwrap().turn, 1);
    assert!(game.store.turn(1).unwrap().is_none());
    assert!(
        !game
            .store
            .outbox()
            .unwrap()
            .iter()
            .any(|r| r.mail.message_id.starts_with("turn-1."))
    );
    assert!(
        mails_to(&game, "gm@engarde.example")
            .iter()
            .any(|m| m.text.contains("Turn 1 is rolled back"))
    );
    // Resolved again, and one result has left: no rollback.
    game.resolve().unwrap();
    let sent = format!(
        "turn-1.result.{}@engarde.example",
        CharacterId::from_name("Rodney Bergerac")
    );
    game.store.mark_mail(&sent, true, None).unwrap();
    file(&game, "k2", &gm(&game, "g2", "ROLLBACK"));
    game.carry_out().unwrap();
    assert_eq!(game.store.require_game().unwrap().turn, 2);
    assert!(game.store.turn(1).unwrap().is_some());
    assert!(
        mails_to(&game, "gm@engarde.example")
            .iter()
            .any(|m| m.text.contains("Nothing was rolled back"))
    );
}

#[test]
fn deadline_and_extend_move_the_deadline_and_date_the_turn_mails() {
    let (_dir, game) = new_game();
    let scheduled = game.config.deadline_of(1);
    assert_eq!(game.deadline_of(1), scheduled);
    file(
        &game,
        "k1",
        &gm(&game, "g1", "DEADLINE 2026-12-20T12:00:00Z"),
    );
    let set = parse_utc("2026-12-20T12:00:00Z").unwrap();
    assert_eq!(game.store.deadline(1).unwrap(), Some(set));
    file(&game, "k2", &gm(&game, "g2", "EXTEND 48 hours"));
    let extended = set + 48 * 3600;
    assert_eq!(game.deadline_of(1), extended);
    assert!(
        mails_to(&game, "gm@engarde.example")
            .iter()
            .any(|m| m.text.contains("2026-12-22"))
    );
    // Not the GM's: refused, nothing moved.
    file(
        &game,
        "k3",
        &mail(RODNEY, "x", "DEADLINE 2030-01-01T00:00:00Z"),
    );
    assert_eq!(game.deadline_of(1), extended);
    // The turn's mails carry the deadline as it stands (not the schedule's), so resolving
    // again gives the same bytes.
    let first = engarde::turn::prepare(&game.config, &game.store, &game.renderer, None).unwrap();
    assert!(first.mails.iter().all(|m| m.date == Some(extended)));
    game.resolve().unwrap();
    let stored: Vec<OutMail> = game
        .store
        .outbox()
        .unwrap()
        .into_iter()
        .map(|r| r.mail)
        .filter(|m| m.message_id.starts_with("turn-1."))
        .collect();
    assert_eq!(stored.len(), first.mails.len());
    for m in &first.mails {
        assert!(stored.contains(m), "{} differs", m.message_id);
    }
}

/// An early RESOLVE dates the turn's mails when it happened, not at a deadline still weeks
/// away (mail clients would sort them to the top, spam filters score them); the time is
/// recorded in the turn, so the replay and a resend are the same bytes.
#[test]
fn an_early_resolution_is_dated_when_it_happened() {
    let (_dir, game) = new_game();
    let deadline = game.deadline_of(1);
    let early = deadline - 9 * 86_400;
    game.resolve_at(Some(early)).unwrap();
    let turn = game.store.turn(1).unwrap().unwrap();
    assert_eq!(turn.resolved_at, Some(early));
    let dates: Vec<Option<i64>> = game
        .store
        .outbox()
        .unwrap()
        .into_iter()
        .filter(|r| r.mail.message_id.starts_with("turn-1."))
        .map(|r| r.mail.date)
        .collect();
    assert!(!dates.is_empty());
    assert!(dates.iter().all(|d| *d == Some(early)), "{dates:?}");
    let (stored, replayed) = engarde::turn::replay(&game.config, &game.store, 1).unwrap();
    assert_eq!(stored, replayed);
}

/// A turn keeps the house rules it was played under: the GM may edit `[house_rules]` later
/// and the replay still gives the same events (the turn is replayed by its own rulebook).
#[test]
fn a_turn_replays_under_the_rules_it_was_played_by() {
    let (_dir, game) = new_game();
    game.resolve_at(None).unwrap();
    let turn = game.store.turn(1).unwrap().unwrap();
    assert_eq!(turn.rulebook.as_ref(), Some(&game.config.house_rules));
    let mut edited = game.config.clone();
    edited.house_rules = engarde::rules::Rulebook::preux();
    edited.house_rules.pickpockets_on = 1;
    assert_ne!(edited.house_rules, game.config.house_rules);
    let (stored, replayed) = engarde::turn::replay(&edited, &game.store, 1).unwrap();
    assert_eq!(stored, replayed);
}

#[test]
fn broadcast_reaches_every_player_once() {
    let (_dir, game) = new_game();
    file(
        &game,
        "k1",
        &gm(&game, "g1", "BROADCAST\nThe King rides to La Rochelle."),
    );
    game.carry_out().unwrap();
    game.carry_out().unwrap();
    let players = game.store.players().unwrap();
    for p in &players {
        let got: Vec<_> = mails_to(&game, &p.email)
            .into_iter()
            .filter(|m| m.text.contains("La Rochelle"))
            .collect();
        assert_eq!(got.len(), 1, "{}", p.email);
    }
}

#[test]
fn reminders_go_once_each_and_only_to_players_without_orders() {
    let (_dir, game) = new_game();
    file(&game, "k1", &rodney(&game, "o1", RODNEY_ORDERS));
    let deadline = game.deadline_of(1);
    // Too early: nobody.
    assert_eq!(game.remind(deadline - 48 * 3600).unwrap(), 0);
    let players = game.store.players().unwrap().len();
    assert_eq!(game.remind(deadline - 10 * 3600).unwrap(), players - 1);
    assert_eq!(game.remind(deadline - 9 * 3600).unwrap(), 0, "once each");
    assert!(
        !mails_to(&game, RODNEY)
            .iter()
            .any(|m| m.subject.contains("No orders yet"))
    );
    assert_eq!(
        mails_to(&game, "aramis@players.example")
            .iter()
            .filter(|m| m.subject.contains("No orders yet"))
            .count(),
        1
    );
    // After the deadline: no more reminders.
    assert_eq!(game.remind(deadline + 1).unwrap(), 0);
}

/// Before the deadline the GM is reminded, once at each reminder, of what still waits for
/// his decision; with nothing waiting he is not written to.
#[test]
fn the_gm_is_reminded_of_what_waits_before_the_deadline() {
    let (_dir, game) = new_game();
    let deadline = game.deadline_of(1);
    let reminded = |game: &Game| {
        mails_to(game, "gm@engarde.example")
            .into_iter()
            .filter(|m| m.subject.contains("Before the deadline"))
            .collect::<Vec<_>>()
    };
    game.remind(deadline - 10 * 3600).unwrap();
    assert!(reminded(&game).is_empty(), "nothing waits: no reminder");

    let (_dir, game) = new_game();
    file(&game, "k1", &mail(CYRANO, "c1", "Week 1: practise rapier"));
    let open = game.store.gm_items().unwrap();
    assert_eq!(open.len(), 1);
    game.remind(deadline - 10 * 3600).unwrap();
    game.remind(deadline - 9 * 3600).unwrap();
    let sent = reminded(&game);
    assert_eq!(sent.len(), 1, "once at each reminder");
    assert!(
        sent[0].subject.contains("1 item(s) wait"),
        "{}",
        sent[0].subject
    );
    assert!(
        sent[0].text.contains(&format!("#{}", open[0].id)),
        "{}",
        sent[0].text
    );
    assert!(
        sent[0].text.contains("2026-12-15 18:00 UTC"),
        "{}",
        sent[0].text
    );
}

#[test]
fn late_orders_are_filed_for_the_next_turn_and_the_player_is_told() {
    let (_dir, game) = new_game();
    let late = game.deadline_of(1) + 60;
    let filed = game
        .clerk_at(late)
        .file("k1", &rodney(&game, "o1", RODNEY_ORDERS))
        .unwrap();
    assert!(matches!(filed, Filed::Orders { .. }));
    let rodney_id = CharacterId::from_name("Rodney Bergerac");
    assert!(!game.store.orders(1).unwrap().contains_key(&rodney_id));
    assert!(game.store.orders(2).unwrap().contains_key(&rodney_id));
    let ack = &mails_to(&game, RODNEY)[0];
    assert!(
        ack.text.contains("arrived after the deadline"),
        "{}",
        ack.text
    );
    // The same letter on time is filed for this turn.
    let (_dir2, game2) = new_game();
    game2
        .clerk_at(game2.deadline_of(1) - 60)
        .file("k1", &rodney(&game2, "o1", RODNEY_ORDERS))
        .unwrap();
    assert!(game2.store.orders(1).unwrap().contains_key(&rodney_id));
}

#[test]
fn standing_duel_orders_carry_forward() {
    let (_dir, game) = new_game();
    let rodney_id = CharacterId::from_name("Rodney Bergerac");
    let duel = DuelOrders {
        sequences: vec![Sequence::new(
            None,
            ["X", "L", "X", "CL"].map(String::from).to_vec(),
        )],
        ..DuelOrders::default()
    };
    game.store
        .file_orders(&OrdersRecord {
            character: rodney_id.clone(),
            turn: 1,
            letter: "l1".into(),
            sheet: engarde::orders::OrderSheet {
                duel: Some(duel.clone()),
                ..parse_orders(RODNEY_ORDERS)
            },
        })
        .unwrap();
    game.resolve().unwrap();
    // Turn 2: Rodney sends nothing; Aramis sends orders.
    game.carry_standing_orders().unwrap();
    let orders = game.store.orders(2).unwrap();
    let carried = &orders[&rodney_id];
    assert_eq!(carried.sheet.duel.as_ref(), Some(&duel));
    assert_eq!(carried.letter, "standing-from-turn-1");
    assert!(
        carried.sheet.week(1).is_empty(),
        "only the duel orders carry"
    );
    // Nobody without duel orders gets any.
    assert_eq!(orders.len(), 1);
    // New orders of his own replace them... and are not overwritten by the carry.
    file(&game, "k2", &rodney(&game, "o2", RODNEY_ORDERS));
    game.carry_standing_orders().unwrap();
    assert_ne!(
        game.store.orders(2).unwrap()[&rodney_id].letter,
        "standing-from-turn-1"
    );
}

#[test]
fn replies_to_one_sender_are_capped_per_day() {
    let (_dir, mut game) = new_game();
    game.config.security.replies_per_day = 2;
    let now = game.deadline_of(1) - 86_400;
    for i in 0..4 {
        let filed = game
            .clerk_at(now + i)
            .file(&format!("k{i}"), &mail(CYRANO, &format!("h{i}"), "HELP"))
            .unwrap();
        assert_eq!(filed, command("HELP"), "filed even when not answered");
    }
    assert_eq!(mails_to(&game, CYRANO).len(), 2);
    assert_eq!(
        game.store.replies(CYRANO, now.div_euclid(86_400)).unwrap(),
        2
    );
    // Every letter is kept.
    for i in 0..4 {
        assert!(game.store.seen(&[format!("k{i}")]).unwrap().is_some());
    }
    // The next day, answered again.
    game.clerk_at(now + 86_400)
        .file("k9", &mail(CYRANO, "h9", "HELP"))
        .unwrap();
    assert_eq!(mails_to(&game, CYRANO).len(), 3);
}

#[test]
fn only_our_own_mtas_authentication_results_stands_for_a_password() {
    let (_dir, mut game) = new_game();
    game.config.security.trusted_authserv_id = Some("mail.engarde.example".into());
    let with_ar = |id: &str, ar: &str| {
        format!(
            "Authentication-Results: {ar}\r\nFrom: {RODNEY}\r\nTo: orders@engarde.example\r\nSubject: orders\r\nMessage-ID: <{id}@x.example>\r\n\r\n{}\r\n",
            RODNEY_ORDERS.replace('\n', "\r\n")
        )
        .into_bytes()
    };
    // Someone else's authserv-id (or a header the sender wrote himself): not trusted.
    let forged = with_ar(
        "a1",
        "mx.elsewhere.example; dkim=pass header.d=players.example; dmarc=pass header.from=players.example",
    );
    assert!(matches!(
        file(&game, "k1", &forged),
        Filed::ForTheGm { reason } if reason.contains("no password")
    ));
    // Ours, but failing: not trusted.
    let failed = with_ar(
        "a2",
        "mail.engarde.example; dkim=fail header.d=players.example; dmarc=fail header.from=players.example",
    );
    assert!(matches!(file(&game, "k2", &failed), Filed::ForTheGm { .. }));
    // Ours, passing for another domain: not trusted.
    let other = with_ar(
        "a3",
        "mail.engarde.example; dkim=pass header.d=elsewhere.example",
    );
    assert!(matches!(file(&game, "k3", &other), Filed::ForTheGm { .. }));
    // Ours, passing for the sender's domain: filed without a password.
    let trusted = with_ar(
        "a4",
        "mail.engarde.example; spf=pass smtp.mailfrom=players.example; dkim=pass header.d=players.example",
    );
    assert!(matches!(file(&game, "k4", &trusted), Filed::Orders { .. }));
    // Only the topmost is ours (our MTA adds its own above what came in): a passing header
    // the sender wrote below it with our id is worth nothing.
    let mut below = with_ar(
        "a6",
        "mail.engarde.example; dkim=fail header.d=players.example",
    );
    let forged = b"Authentication-Results: mail.engarde.example; dkim=pass header.d=players.example; dmarc=pass header.from=players.example\r\n";
    let at = below
        .windows(6)
        .position(|w| w == b"From: ")
        .expect("a From");
    below.splice(at..at, forged.iter().copied());
    assert!(matches!(file(&game, "k6", &below), Filed::ForTheGm { .. }));
    // And with no trusted authserv-id configured, the same header is worth nothing.
    game.config.security.trusted_authserv_id = None;
    let again = with_ar(
        "a5",
        "mail.engarde.example; dkim=pass header.d=players.example",
    );
    assert!(matches!(file(&game, "k5", &again), Filed::ForTheGm { .. }));
}

/// The embedded default game, in Spanish.
fn spanish_game() -> (tempfile::TempDir, Game) {
    let dir = tempfile::tempdir().unwrap();
    let text = game_fixture::config_text().replace("language = \"en\"", "language = \"es\"");
    let config = engarde::config::Config::parse(
        &text,
        std::path::Path::new("(spanish)"),
        dir.path().to_path_buf(),
    )
    .unwrap();
    assert_eq!(config.game.language, engarde::vocab::Language::Spanish);
    let game = Game::open(config).unwrap();
    game.create().unwrap();
    (dir, game)
}

/// What a Spanish game's mails must never say: English of the shell's own replies.
fn assert_spanish(mail: &OutMail) {
    for english in [
        "Your ",
        "You ",
        "your ",
        " the ",
        "Orders",
        "Help",
        "Password ",
        "item(s)",
        "Write ",
        "Joining",
        "approved",
        "rejected",
    ] {
        assert!(
            !mail.subject.contains(english) && !mail.text.contains(english),
            "{english:?} in a Spanish game's mail:\n{}\n\n{}",
            mail.subject,
            mail.text
        );
    }
}

#[test]
fn a_spanish_game_answers_commands_in_spanish() {
    let (_dir, mut game) = spanish_game();
    // An open game, so that the welcome is sent at once.
    game.config.joining.gm_approves = false;
    let asked = [
        ("HELP", "Ayuda", "Cómo jugar por correo"),
        (
            "STATUS",
            "Aún no hay órdenes de Rodney Bergerac, agosto de 1626",
            "Aún no hay órdenes registradas de Rodney Bergerac para agosto de 1626",
        ),
        (
            "RESEND",
            "Aún no hay resultado",
            "se está jugando el primer mes",
        ),
        ("PASSWORD x", "Contraseña sin cambiar", "escriba PASSWORD"),
        (
            "PRESS ¡Viva el Rey!",
            "Para el periódico",
            "Su anuncio aparecerá",
        ),
        (
            "JOIN Pierre de l'Exemple",
            "Unirse a la partida",
            "Ya juega en esta partida",
        ),
    ];
    for (n, (command, subject, text)) in asked.iter().enumerate() {
        let raw = rodney(&game, &format!("es{n}"), command);
        file(&game, &format!("k{n}"), &raw);
        let answer = mails_to(&game, RODNEY)
            .into_iter()
            .find(|m| m.message_id.starts_with(&engarde::clerk::letter_id(&raw)))
            .unwrap_or_else(|| panic!("no answer to {command}"));
        assert!(
            answer.subject.contains(subject),
            "{command}: {}",
            answer.subject
        );
        assert!(answer.text.contains(text), "{command}: {}", answer.text);
        assert_spanish(&answer);
    }
    // A newcomer's name taken, and the welcome of one admitted.
    file(&game, "kj1", &mail(CYRANO, "j1", "JOIN Rodney Bergerac"));
    file(
        &game,
        "kj2",
        &mail("zorro@elsewhere.example", "j2", "JOIN Diego de la Vega"),
    );
    game.carry_out().unwrap();
    let taken = &mails_to(&game, CYRANO)[0];
    assert!(
        taken.text.contains("Ya existe un personaje"),
        "{}",
        taken.text
    );
    let welcome = &mails_to(&game, "zorro@elsewhere.example")[0];
    assert!(
        welcome.text.contains("Su contraseña es"),
        "{}",
        welcome.text
    );
    for m in [taken, welcome] {
        assert_spanish(m);
    }

    // The GM's commands.
    let queue = gm(&game, "gq", "QUEUE");
    file(&game, "kg1", &queue);
    let deadline = gm(&game, "gd", "DEADLINE tomorrow");
    file(&game, "kg2", &deadline);
    let gms = mails_to(&game, "gm@engarde.example");
    let answer = |raw: &[u8]| {
        gms.iter()
            .find(|m| m.message_id.starts_with(&engarde::clerk::letter_id(raw)))
            .unwrap()
    };
    assert!(answer(&queue).text.contains("esperan su decisión"));
    // The GM's answers are signed, as every mail of the game.
    assert!(
        answer(&queue)
            .text
            .ends_with("\n-- \nLa Gazette de Paris\n")
    );
    assert!(
        answer(&deadline)
            .subject
            .contains("Fecha límite sin cambiar")
    );
    for raw in [&queue, &deadline] {
        assert_spanish(answer(raw));
    }
}

#[test]
fn a_spanish_game_tells_the_gm_and_the_player_in_spanish() {
    let (_dir, game) = spanish_game();
    // Orders with a line not understood; a stranger; a wrong password.
    let orders = rodney(
        &game,
        "o1",
        "Personaje: Rodney Bergerac\n1ª Semana: descanso\n2ª Semana: bailo la sardana",
    );
    assert!(matches!(
        file(&game, "k1", &orders),
        Filed::Orders { for_gm: true, .. }
    ));
    file(
        &game,
        "k2",
        &mail(CYRANO, "c1", "Personaje: Cyrano\n1ª Semana: descanso"),
    );
    let wrong = mail(
        RODNEY,
        "w1",
        "Personaje: Rodney Bergerac\nContraseña: nada\n1ª Semana: descanso",
    );
    file(&game, "k3", &wrong);
    let reasons: Vec<String> = game
        .store
        .gm_items()
        .unwrap()
        .into_iter()
        .map(|i| i.reason)
        .collect();
    assert_eq!(reasons.len(), 3);
    assert!(reasons[0].contains("sin entender"), "{}", reasons[0]);
    assert!(
        reasons[1].contains("no juega en esta partida"),
        "{}",
        reasons[1]
    );
    assert!(
        reasons[2].contains("contraseña equivocada"),
        "{}",
        reasons[2]
    );
    for r in &reasons {
        assert!(!r.contains(" not ") && !r.contains(" gave "), "{r}");
    }
    // A stranger is told, once, that this address runs a game and how to join it.
    let told = &mails_to(&game, CYRANO)[0];
    assert!(told.subject.contains("Sobre "), "{}", told.subject);
    assert!(told.text.contains("JOIN"), "{}", told.text);
    assert_spanish(told);

    // The GM decides: the players are told in Spanish, and so is he.
    let items = game.store.gm_items().unwrap();
    let approve = gm(&game, "a1", &format!("APPROVE {}", items[0].id));
    file(&game, "k4", &approve);
    let reject = gm(&game, "r1", &format!("REJECT {} no es usted", items[2].id));
    file(&game, "k5", &reject);
    game.carry_out().unwrap();
    let rodney_told: Vec<OutMail> = mails_to(&game, RODNEY)
        .into_iter()
        .filter(|m| m.message_id.starts_with("gm-"))
        .collect();
    assert_eq!(rodney_told.len(), 2);
    assert!(rodney_told.iter().any(|m| m.subject.contains("aprobadas")));
    assert!(rodney_told.iter().any(|m| m.text.contains("no es usted")));
    let done: Vec<OutMail> = mails_to(&game, "gm@engarde.example")
        .into_iter()
        .filter(|m| m.message_id.contains(".done@"))
        .collect();
    assert!(done.iter().any(|m| m.text.contains("aprobado")), "{done:?}");
    for m in rodney_told.iter().chain(&done) {
        assert_spanish(m);
    }
}

/// A Spanish game's acknowledgement words its diagnostics in Spanish: the parser's and the
/// names laid against the game ("¿quería decir...?").
#[test]
fn a_spanish_game_acknowledges_mistakes_in_spanish() {
    let (_dir, game) = spanish_game();
    let orders = rodney(
        &game,
        "d1",
        "Personaje: Rodney Bergerac\n1ª Semana: me apunto a Hunterz\n2ª Semana: cortejo a \
         Madame Nadie\n3ª Semana: practico esgrima con el sabel\n4ª Semana: descanso y bebo",
    );
    file(&game, "kd1", &orders);
    let ack = ack_of(&game, RODNEY, &orders);
    // Each diagnostic stands under the line of the letter it is about.
    let lines: Vec<&str> = ack
        .text
        .lines()
        .filter(|l| l.trim_start().starts_with("!! "))
        .collect();
    assert_eq!(lines.len(), 4, "{}", ack.text);
    for line in &lines {
        for english in [
            "expected",
            "did you mean",
            "goes with",
            "is called",
            " after ",
        ] {
            assert!(!line.contains(english), "{english:?} in {line}");
        }
    }
    for said in [
        "se esperaba el nombre de un club",
        "¿quería decir",
        "ninguna dama de esta partida se llama \"Madame Nadie\"",
        "beber va con una visita",
    ] {
        assert!(ack.text.contains(said), "{said:?} not in:\n{}", ack.text);
    }
}

/// A Spanish game echoes the orders with the game's names: Hunter's is Les Chasseurs there
/// (003's Clubs Table), as in its results.
#[test]
fn a_spanish_game_echoes_orders_with_its_own_names() {
    let (_dir, game) = spanish_game();
    let orders = rodney(
        &game,
        "d2",
        "Personaje: Rodney Bergerac\n1ª Semana: visito Hunter's y bebo\n2ª Semana: descanso\n3ª Semana: practico con el rapier",
    );
    file(&game, "kd2", &orders);
    let ack = ack_of(&game, RODNEY, &orders);
    assert!(ack.text.contains("Les Chasseurs"), "{}", ack.text);
    // Only the player's own lines, quoted as "N| ...", may say Hunter's.
    let ours = ack.text.lines().filter(|l| {
        l.split_once("| ")
            .is_none_or(|(n, _)| n.parse::<u32>().is_err())
    });
    assert!(
        ours.clone().all(|l| !l.contains("Hunter's")),
        "{}",
        ack.text
    );
    assert!(
        ours.clone()
            .any(|l| l.contains("-> Semana 1: ir a Les Chasseurs"))
    );
    // The rapier is the "ropera" in a Spanish game's words, whatever the player wrote.
    assert!(ours.clone().any(|l| l.contains("ropera")), "{}", ack.text);
    assert!(ours.clone().all(|l| !l.contains("rapier")), "{}", ack.text);
}

/// Stage two in the acknowledgement: what the game will not play as written is said while
/// the player can still change it (the English demo game has no taverns; the duel's
/// correction is the duel's own).
#[test]
fn the_acknowledgement_says_what_the_game_will_not_play_as_written() {
    let (_dir, game) = new_game();
    let orders = rodney(
        &game,
        "r1",
        "Character: Rodney Bergerac\nWeek 1: tavern, carouse\nWeek 2: rest\nWeek 3: rest\n\
         Week 4: rest\nDuel: L X",
    );
    file(&game, "kr1", &orders);
    let ack = ack_of(&game, RODNEY, &orders);
    assert!(
        ack.text
            .contains("the taverns of the docks are not in this game"),
        "{}",
        ack.text
    );
    assert!(
        ack.text.contains("it will be played as X-L-X"),
        "{}",
        ack.text
    );
    // The sequence is filed as written: the duel corrects it by the same check.
    let turn = game.store.require_game().unwrap().turn;
    let filed = game.store.orders(turn).unwrap();
    let seqs: Vec<Vec<String>> = filed
        .values()
        .filter_map(|r| r.sheet.duel.as_ref())
        .flat_map(|d| d.sequences.iter().map(|s| s.actions.clone()))
        .collect();
    assert_eq!(seqs, vec![vec!["L".to_string(), "X".to_string()]]);
}

/// A naive auto-responder (no Auto-Submitted) answering every answer of ours: after three
/// letters in a row with no orders it is no longer answered, the GM is told once, and its
/// letters are still kept; orders from the same address answer it again.
#[test]
fn a_machine_answering_our_answers_is_stopped_and_the_gm_told_once() {
    let (_dir, game) = new_game();
    let bot = "rodney@players.example";
    let auto = |n: u32| {
        mail(
            bot,
            &format!("auto{n}"),
            "Thank you for your message. I am away until Monday and will answer then.",
        )
    };
    let queue = |game: &Game| game.store.gm_items().unwrap().len();
    let mails = |game: &Game| mails_to(game, bot).len();
    let (items0, mails0) = (queue(&game), mails(&game));
    // The first two are answered as ever (each goes to the GM: nothing in them is orders).
    for n in 1..=2 {
        assert!(matches!(
            file(&game, &format!("k{n}"), &auto(n)),
            Filed::ForTheGm { .. }
        ));
    }
    assert_eq!(mails(&game), mails0 + 2);
    // The third: not answered; one item tells the GM why.
    let third = file(&game, "k3", &auto(3));
    assert!(
        matches!(&third, Filed::ForTheGm { reason } if reason.contains("no longer answered")),
        "{third:?}"
    );
    assert_eq!(mails(&game), mails0 + 2);
    assert_eq!(queue(&game), items0 + 3);
    // Then nothing more: no answer, no item, the letters kept.
    for n in 4..=6 {
        let filed = file(&game, &format!("k{n}"), &auto(n));
        assert!(matches!(filed, Filed::Ignored { .. }), "{filed:?}");
        assert!(matches!(
            file(&game, &format!("k{n}"), &auto(n)),
            Filed::Duplicate { .. }
        ));
    }
    assert_eq!(mails(&game), mails0 + 2);
    assert_eq!(queue(&game), items0 + 3);
    // His orders are answered again, and the brake starts over.
    let orders = rodney(&game, "real", RODNEY_ORDERS);
    assert!(matches!(file(&game, "k7", &orders), Filed::Orders { .. }));
    assert_eq!(mails(&game), mails0 + 3);
    assert!(matches!(
        file(&game, "k8", &auto(8)),
        Filed::ForTheGm { .. }
    ));
    assert_eq!(mails(&game), mails0 + 4);
}

/// The founding players are welcomed by mail when the game is created, as newcomers who
/// JOIN are: each his own password, his character's sheet, the deadline and how to write
/// orders, in the game's language. The GM copies nothing out of `engarde players`.
#[test]
fn founding_players_are_welcomed_by_mail() {
    for (language, (_dir, game)) in [("en", new_game()), ("es", spanish_game())] {
        let players = game.store.players().unwrap();
        assert_eq!(players.len(), 6);
        let outbox = game.store.outbox().unwrap();
        for p in &players {
            let welcome = outbox
                .iter()
                .map(|r| &r.mail)
                .find(|m| {
                    m.message_id
                        .starts_with(&format!("founding.{}.", p.character))
                })
                .unwrap_or_else(|| panic!("{language}: no welcome for {}", p.email));
            assert_eq!(welcome.to, p.email);
            let text = &welcome.text;
            assert!(text.contains(&p.password), "{language}: {text}");
            let (sheet, help, deadline) = match language {
                "en" => (
                    "STATUS SHEET",
                    "How to play by email",
                    "2026-12-15 18:00 UTC",
                ),
                _ => (
                    "HOJA DE ESTADO",
                    "Cómo jugar por correo",
                    "2026-12-15 18:00 UTC",
                ),
            };
            assert!(text.contains(sheet), "{language}: {text}");
            assert!(text.contains(help), "{language}: {text}");
            assert!(text.contains(deadline), "{language}: {text}");
            // A sheet, not a month's result: no empty weeks, one signature.
            assert!(
                !text.contains("(nothing recorded)") && !text.contains("(nada"),
                "{text}"
            );
            assert_eq!(text.matches("\n-- \n").count(), 1, "{text}");
            // No other player's password.
            for other in players.iter().filter(|o| o.email != p.email) {
                assert!(!text.contains(&other.password), "{text}");
            }
        }
    }
}

/// Every mail of a Spanish month, as it goes out: `format=flowed` at 72 columns, dated,
/// an acknowledgement threaded under the letter it answers, the newspaper a list mail whose
/// `List-Unsubscribe` is only what the game configures. (The English month: tests/demo.rs.)
#[test]
fn a_spanish_months_mails_carry_their_headers() {
    use mail_parser::{MessageParser, MimeHeaders};
    let (_dir, game) = spanish_game();
    let orders = rodney(
        &game,
        "h1",
        "Personaje: Rodney Bergerac\n1ª Semana: practico con la ropera toda la semana, y después voy a Les Chasseurs a beber hasta bien entrada la noche con mis camaradas de regimiento\n2ª Semana: descanso",
    );
    file(&game, "kh1", &orders);
    game.resolve().unwrap();
    let date = std::time::UNIX_EPOCH + std::time::Duration::from_secs(1_800_000_000);
    let mut kinds = std::collections::BTreeSet::new();
    for r in game.store.outbox().unwrap() {
        let bytes = engarde::mail::outbox::build_message(&r.mail, date)
            .unwrap()
            .formatted();
        let m = MessageParser::default().parse(&bytes).unwrap();
        let id = &r.mail.message_id;
        assert!(m.date().is_some(), "{id}: no Date");
        let part = m.text_part(0).unwrap();
        assert_eq!(
            part.content_type().unwrap().attribute("format"),
            Some("flowed"),
            "{id}"
        );
        for line in m.body_text(0).unwrap().lines() {
            assert!(
                line.chars().count() <= 73 || !line.trim().contains(' '),
                "{id}: {line:?}"
            );
        }
        match r.mail.kind {
            engarde::mail::MailKind::Acknowledgement => {
                assert_eq!(
                    m.in_reply_to().as_text(),
                    Some("h1@x.example"),
                    "{id}: an acknowledgement answers its letter"
                );
            }
            engarde::mail::MailKind::Newspaper => {
                assert!(m.header_raw("List-Id").is_some(), "{id}");
                assert!(m.header_raw("List-Unsubscribe").is_none(), "{id}");
            }
            _ => {}
        }
        kinds.insert(format!("{:?}", r.mail.kind));
    }
    for kind in [
        "Acknowledgement",
        "Result",
        "Newspaper",
        "GmReport",
        "Notice",
    ] {
        assert!(kinds.contains(kind), "no {kind} among {kinds:?}");
    }
}
