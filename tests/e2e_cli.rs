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
