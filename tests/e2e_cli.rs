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
