//! The CLI's commands against the real mail stack (deploy/mailstack: Postfix and Dovecot on
//! loopback), where the README offers them to an operator, not only against the file outbox.

mod e2e;

use e2e::*;

/// `engarde resolve` brings the deadline forward on a game served by IMAP and SMTP: it reads
/// the letters waiting, acknowledges them, resolves the month and sends every result. (It
/// used to panic before doing anything: the SMTP pool was built outside the runtime.)
#[tokio::test(flavor = "multi_thread")]
async fn resolve_plays_the_month_over_imap_and_smtp() {
    let Some(stack) = Stack::start("cli") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let config = stack.config(dir.path(), &THREE, "");
    let cfg = config.to_str().unwrap();
    engarde(&["new-game", "--config", cfg]);
    stack
        .send(
            "rodney@players.example",
            "orders@engarde.example",
            &letter("rodney"),
        )
        .await;
    // Delivered to the orders mailbox before the command runs.
    let waiting = stack
        .wait_for("orders@engarde.example", 30, |m| !m.is_empty())
        .await;
    assert_eq!(waiting.len(), 1);

    let said = engarde(&["resolve", "--config", cfg]);
    assert!(said.contains("Turn resolved"), "{said}");

    let rodney = stack
        .wait_for("rodney@players.example", 60, |m| {
            count(m, "Orders received") == 1 && count(m, "August 1626") == 1
        })
        .await;
    assert_eq!(count(&rodney, "Orders received"), 1, "{rodney:?}");
    assert_eq!(count(&rodney, "August 1626"), 1, "{rodney:?}");
    for (_, email) in &THREE[1..] {
        let mails = stack
            .wait_for(email, 60, |m| count(m, "August 1626") == 1)
            .await;
        assert_eq!(count(&mails, "August 1626"), 1, "{email}: {mails:?}");
    }
    // The letter was filed away, and the turn is over: resolving again plays the next one.
    assert!(
        stack
            .mailbox("orders@engarde.example", "INBOX")
            .await
            .is_empty()
    );
}

/// `engarde config check` tries the real IMAP and SMTP servers once and says what is wrong,
/// pointing at the setting: a good configuration passes; a wrong password, and TLS asked of
/// a plain port, fail with exit status 1 and words about the fix.
#[tokio::test(flavor = "multi_thread")]
async fn config_check_tries_the_mailboxes_and_points_at_the_fix() {
    let Some(stack) = Stack::start("check") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let config = stack.config(dir.path(), &THREE, "");
    let check = |path: &std::path::Path| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_engarde"))
            .args(["config", "check", "--config"])
            .arg(path)
            .output()
            .unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
        )
    };
    let (code, said) = check(&config);
    assert_eq!(code, Some(0), "{said}");
    assert!(said.contains("ok    inbox: IMAP 127.0.0.1"), "{said}");
    assert!(
        said.contains("logged in; 0 letter(s) waiting in INBOX"),
        "{said}"
    );
    assert!(said.contains("ok    outbox: SMTP 127.0.0.1"), "{said}");

    let text = std::fs::read_to_string(&config).unwrap();
    let wrong = dir.path().join("wrong-password.toml");
    std::fs::write(
        &wrong,
        text.replace("password = \"secret\"", "password = \"nope\""),
    )
    .unwrap();
    let (code, said) = check(&wrong);
    assert_eq!(code, Some(1), "{said}");
    assert!(said.contains("FAIL  inbox: IMAP"), "{said}");
    assert!(said.contains("password"), "{said}");

    // The daemon refuses to start on it, instead of retrying forever.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_engarde"))
        .args(["run", "--config"])
        .arg(&wrong)
        .env("NO_COLOR", "1")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{stderr}");
    assert!(stderr.contains("does not start"), "{stderr}");
    assert!(stderr.contains("password"), "{stderr}");

    let tls = dir.path().join("tls.toml");
    std::fs::write(&tls, text.replace("tls = false", "tls = true")).unwrap();
    let (code, said) = check(&tls);
    assert_eq!(code, Some(1), "{said}");
    assert!(said.contains("FAIL  inbox: IMAP"), "{said}");
    assert!(said.contains("tls = false"), "{said}");
}

/// Every `engarde gm` command and `add-player` while the daemon runs against the real
/// servers: the command line reaches the running game through its socket (it alone has the
/// store open), the change is made between two of its rounds, and the mail it queues goes
/// out at once, not at the next poll. Then `status` and the daemon's log agree.
#[tokio::test(flavor = "multi_thread")]
async fn the_gm_command_line_works_while_the_daemon_runs() {
    let Some(stack) = Stack::start("cli-gm") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    // A poll far away: only the command line's wake makes the daemon send soon.
    let config = stack.config(dir.path(), &THREE, "");
    let text = std::fs::read_to_string(&config)
        .unwrap()
        .replace("poll_seconds = 2", "poll_seconds = 600");
    std::fs::write(&config, text).unwrap();
    let cfg = config.to_str().unwrap();
    engarde(&["new-game", "--config", cfg]);
    let mut child = daemon(&config, dir.path());
    let welcomed = stack
        .wait_for("gaston@players.example", 30, |m| {
            count(m, "Welcome to the game") == 1
        })
        .await;
    assert_eq!(count(&welcomed, "Welcome to the game"), 1);

    let said = engarde(&["gm", "--config", cfg, "queue"]);
    assert!(said.contains("Nothing waits in your queue"), "{said}");

    // Gaston's garbled letter goes to the GM's queue.
    stack
        .send(
            "gaston@players.example",
            "orders@engarde.example",
            &letter("gaston"),
        )
        .await;
    stack
        .wait_for("gaston@players.example", 30, |m| {
            count(m, "Orders received") == 1
        })
        .await;
    let queue = engarde(&["gm", "--config", cfg, "queue"]);
    let id = queue
        .split('#')
        .skip(1)
        .find(|item| item.contains("gaston@players.example"))
        .and_then(|item| item.split_whitespace().next())
        .and_then(|n| n.parse::<u64>().ok())
        .unwrap_or_else(|| panic!("no item of Gaston's in {queue}"));

    // Approved with a correction from a file: Gaston is told by mail.
    let corrected = dir.path().join("gaston.txt");
    std::fs::write(
        &corrected,
        "Character: Gaston Lafleur\nWeek 1: join Red Phillips\nWeek 2: rest\n",
    )
    .unwrap();
    let said = engarde(&[
        "gm",
        "--config",
        cfg,
        "approve",
        &id.to_string(),
        "--orders",
        corrected.to_str().unwrap(),
    ]);
    assert!(said.contains(&format!("#{id}")), "{said}");
    let gaston = stack
        .wait_for("gaston@players.example", 10, |m| count(m, "approved") == 1)
        .await;
    assert_eq!(count(&gaston, "approved"), 1, "{gaston:?}");
    // Decided once: a second approval is refused, in words, with a failing status.
    let again = std::process::Command::new(env!("CARGO_BIN_EXE_engarde"))
        .args(["gm", "--config", cfg, "approve", &id.to_string()])
        .output()
        .unwrap();
    assert!(!again.status.success());
    assert!(
        String::from_utf8_lossy(&again.stderr).contains(&format!("#{id}")),
        "{again:?}"
    );

    // A newcomer, welcomed by mail at once.
    let said = engarde(&[
        "add-player",
        "--config",
        cfg,
        "--name",
        "Porthos du Vallon",
        "--email",
        "porthos@players.example",
    ]);
    assert!(said.contains("porthos@players.example"), "{said}");
    let porthos = stack
        .wait_for("porthos@players.example", 10, |m| {
            count(m, "Welcome to the game") == 1
        })
        .await;
    assert_eq!(count(&porthos, "Welcome to the game"), 1, "{porthos:?}");

    // A word to every player, four of them now.
    let said = engarde(&[
        "gm",
        "--config",
        cfg,
        "broadcast",
        "The King hunts at Fontainebleau.",
    ]);
    assert!(said.contains('4'), "{said}");
    for email in [
        "rodney@players.example",
        "aramis@players.example",
        "gaston@players.example",
        "porthos@players.example",
    ] {
        let mails = stack
            .wait_for(email, 10, |m| {
                m.iter()
                    .any(|x| x.contains("The King hunts at Fontainebleau."))
            })
            .await;
        assert!(
            mails
                .iter()
                .any(|x| x.contains("The King hunts at Fontainebleau.")),
            "{email}: {mails:?}"
        );
    }

    // The deadline moved; the preview shows the month to come; nothing to roll back yet.
    let said = engarde(&["gm", "--config", cfg, "deadline", "2099-12-20T18:00:00Z"]);
    assert!(said.contains("2099-12-20"), "{said}");
    let status = engarde(&["status", "--config", cfg]);
    assert!(status.contains("2099-12-20"), "{status}");
    let preview = engarde(&["gm", "--config", cfg, "preview"]);
    assert!(preview.contains("August 1626"), "{preview}");
    let rollback = std::process::Command::new(env!("CARGO_BIN_EXE_engarde"))
        .args(["gm", "--config", cfg, "rollback"])
        .output()
        .unwrap();
    assert!(!rollback.status.success(), "{rollback:?}");

    // A rejection of an item that is not there is refused in words.
    let reject = std::process::Command::new(env!("CARGO_BIN_EXE_engarde"))
        .args(["gm", "--config", cfg, "reject", "999", "--reason", "no"])
        .output()
        .unwrap();
    assert!(!reject.status.success());
    assert!(String::from_utf8_lossy(&reject.stderr).contains("999"));
    // So is an invasion of the lands of a man with no title (003, 6.0.6), through the daemon.
    let invade = std::process::Command::new(env!("CARGO_BIN_EXE_engarde"))
        .args(["gm", "--config", cfg, "invade", "Rodney"])
        .output()
        .unwrap();
    assert!(!invade.status.success());
    assert!(String::from_utf8_lossy(&invade.stderr).contains("holds no title"));

    // A backup and an export of the running game, which hold the newcomer.
    let backup = dir.path().join("game.backup");
    engarde(&["backup", "--config", cfg, backup.to_str().unwrap()]);
    let export = engarde(&["export", "--config", cfg]);
    assert!(export.contains("porthos@players.example"), "{export}");

    terminate(&mut child);
    let log = std::fs::read_to_string(dir.path().join("daemon.log")).unwrap();
    assert!(log.contains("engarde stopped"), "{log}");

    // The backup restored beside it is the same game: four players, Gaston's orders filed.
    let other = dir.path().join("other.toml");
    let text = std::fs::read_to_string(&config)
        .unwrap()
        .replace("path = \"engarde.sled\"", "path = \"restored.sled\"");
    std::fs::write(&other, text).unwrap();
    let other = other.to_str().unwrap();
    engarde(&["restore", "--config", other, backup.to_str().unwrap()]);
    let players = engarde(&["players", "--config", other]);
    assert_eq!(players.matches("@players.example").count(), 4, "{players}");
    assert!(players.contains("porthos@players.example"), "{players}");
    let status = engarde(&["status", "--config", other]);
    assert!(status.contains("2099-12-20"), "{status}");
}
