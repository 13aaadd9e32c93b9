//! End to end against real servers on loopback (deploy/mailstack): three players and a GM,
//! orders by SMTP, acknowledgements and results read by IMAP, the GM working by email.

mod e2e;

use e2e::*;

#[tokio::test(flavor = "multi_thread")]
async fn three_players_and_a_gm_play_a_month_by_mail() {
    let Some(stack) = Stack::start("game") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let config = stack.config(dir.path(), &THREE, "");
    let cfg = config.to_str().unwrap();
    engarde(&["new-game", "--config", cfg]);
    let mut child = daemon(&config, dir.path());

    for (name, email) in [
        ("rodney", "rodney@players.example"),
        ("aramis", "aramis@players.example"),
        ("gaston", "gaston@players.example"),
    ] {
        stack
            .send(email, "orders@engarde.example", &letter(name))
            .await;
    }
    // Each acknowledgement arrives in the right inbox and quotes what was understood.
    let rodney = stack
        .wait_for("rodney@players.example", 30, |m| {
            count(m, "Orders received") == 1
        })
        .await;
    assert_eq!(count(&rodney, "Orders received"), 1, "{rodney:?}");
    let ack = |mails: &[String]| {
        mails
            .iter()
            .find(|m| header(m, "Subject").is_some_and(|s| s.contains("Orders received")))
            .cloned()
            .unwrap()
    };
    assert!(ack(&rodney).contains("Roxanne"), "{}", ack(&rodney));
    let aramis = stack
        .wait_for("aramis@players.example", 30, |m| {
            count(m, "Orders received") == 1
        })
        .await;
    assert!(ack(&aramis).contains("Anne de Breuil"), "{}", ack(&aramis));
    let gaston = stack
        .wait_for("gaston@players.example", 30, |m| {
            count(m, "Orders received") == 1
        })
        .await;
    assert_eq!(count(&gaston, "Orders received"), 1);

    // The garbled order reached the GM's queue; the GM reads it by email...
    stack
        .send(
            "gm@engarde.example",
            "orders@engarde.example",
            &gm_mail(1, "QUEUE"),
        )
        .await;
    let gm = stack
        .wait_for("gm@engarde.example", 30, |m| count(m, "The queue") == 1)
        .await;
    let queue = gm
        .iter()
        .find(|m| m.contains("wait for you"))
        .expect("the queue");
    assert!(queue.contains("gaston@players.example"), "{queue}");
    // Gaston's item (the queue may hold others: Aramis courts a lady this three-player game
    // does not have, and the clerk asks the GM about the name).
    let id: u64 = queue
        .split('#')
        .skip(1)
        .find(|item| {
            item.lines()
                .next()
                .is_some_and(|l| l.contains("gaston@players.example"))
        })
        .and_then(|s| s.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .expect("an item number");
    // He was told of it at once, in a mail of its own ...
    let notice = gm
        .iter()
        .find(|m| {
            header(m, "Subject")
                .is_some_and(|s| s.contains(&format!("#{id} waits for you: gaston@")))
        })
        .expect("the GM's notice of Gaston's letter");
    let notice_id = header(notice, "Message-ID").expect("the notice's Message-ID");
    // ... and answers it by replying to that mail, with a correction, no number needed.
    let reply = format!(
        "From: The GM <gm@engarde.example>\r\nTo: orders@engarde.example\r\nSubject: Re: #{id}\r\nMessage-ID: <gm-reply-1@engarde.example>\r\nIn-Reply-To: {notice_id}\r\nReferences: {notice_id}\r\nDate: Mon, 30 Nov 2026 10:05:00 +0000\r\n\r\nAPPROVE\r\nCharacter: Gaston Lafleur\r\nWeek 1: join Red Phillips\r\nWeek 2: visit the bawdyhouse and carouse\r\nWeek 4: rest\r\nPassword: {GM_PASSWORD}\r\n\r\nOn Mon, the game wrote:\r\n> #{id} waits for you\r\n"
    );
    stack
        .send(
            "gm@engarde.example",
            "orders@engarde.example",
            reply.as_bytes(),
        )
        .await;
    let gaston = stack
        .wait_for("gaston@players.example", 30, |m| count(m, "approved") == 1)
        .await;
    assert_eq!(count(&gaston, "approved"), 1, "{gaston:?}");
    // His confirmation threads under his reply and names the player.
    let gm = stack
        .wait_for("gm@engarde.example", 30, |m| {
            m.iter()
                .any(|x| header(x, "In-Reply-To").is_some_and(|r| r.contains("gm-reply-1@")))
        })
        .await;
    let confirmation = gm
        .iter()
        .find(|x| header(x, "In-Reply-To").is_some_and(|r| r.contains("gm-reply-1@")))
        .unwrap();
    assert!(confirmation.contains("Gaston Lafleur"), "{confirmation}");
    // ... and resolves the month now.
    stack
        .send(
            "gm@engarde.example",
            "orders@engarde.example",
            &gm_mail(3, "RESOLVE"),
        )
        .await;

    for (_, email) in THREE {
        let mails = stack
            .wait_for(email, 60, |m| count(m, "August 1626") == 1)
            .await;
        assert_eq!(count(&mails, "August 1626"), 1, "{email}: {mails:?}");
        if email.starts_with("gaston") {
            // The GM's correction is what was played.
            let result = mails
                .iter()
                .find(|m| header(m, "Subject").is_some_and(|s| s.contains("August 1626")))
                .unwrap();
            assert!(result.contains("Red Phillips"), "{result}");
        }
        // Welcomed once, when the game began.
        assert_eq!(
            count(&mails, "Welcome to the game"),
            1,
            "{email}: {mails:?}"
        );
    }
    let list = stack
        .wait_for("gazette@engarde.example", 30, |m| m.len() == 1)
        .await;
    assert_eq!(list.len(), 1);
    assert!(header(&list[0], "List-Id").is_some());
    // Nothing is left in the orders inbox: everything went to Processed.
    assert!(
        stack
            .mailbox("orders@engarde.example", "INBOX")
            .await
            .is_empty()
    );
    assert_eq!(
        stack
            .mailbox("orders@engarde.example", "Processed")
            .await
            .len(),
        6
    );
    terminate(&mut child);
    let log = std::fs::read_to_string(dir.path().join("daemon.log")).unwrap();
    assert!(log.contains("engarde stopped"), "{log}");
}
