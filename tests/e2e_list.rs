//! The chronicle through a real mailing list: an mlmmj list on the loopback stack
//! (deploy/mailstack list), set up as README.md says (the orders address a member who may
//! post and receives nothing, members only posting), and a game whose `[addresses] list` is
//! that list's posting address with `list_manager = true`.

mod e2e;

use e2e::*;

const LIST: &str = "chronicle@lists.engarde.example";
const LIST_ID: &str = "<chronicle.lists.engarde.example>";

/// A turn resolved over IMAP and SMTP posts its newspaper to the list; mlmmj takes it from
/// the orders address (not held as a non-member's post, not dropped as a loop) and sends it
/// to every subscriber once, players and readers alike, with the list's own List-Id and
/// List-Unsubscribe and none of the game's. The orders mailbox receives nothing back, and
/// a stranger's post to the same list is refused: the list does check its posters.
#[tokio::test(flavor = "multi_thread")]
async fn the_newspaper_reaches_every_subscriber_through_the_list() {
    let Some(stack) = Stack::start("list") else {
        return;
    };
    let readers = [
        "rodney@players.example",
        "aramis@players.example",
        "reader@elsewhere.example",
    ];
    stack.list("chronicle", "orders@engarde.example", &readers);
    let dir = tempfile::tempdir().unwrap();
    let config = stack.config(dir.path(), &THREE, "");
    let text = std::fs::read_to_string(&config).unwrap().replace(
        "list = \"gazette@engarde.example\"",
        &format!("list = \"{LIST}\"\nlist_manager = true"),
    );
    std::fs::write(&config, text).unwrap();
    let cfg = config.to_str().unwrap();
    engarde(&["new-game", "--config", cfg]);
    let said = engarde(&["resolve", "--config", cfg]);
    assert!(said.contains("Turn resolved"), "{said}");

    let is_newspaper = |m: &String| header(m, "List-Id").is_some();
    for reader in readers {
        let mails = stack
            .wait_for(reader, 60, |m| m.iter().any(is_newspaper))
            .await;
        let papers: Vec<_> = mails.iter().filter(|m| is_newspaper(m)).collect();
        assert_eq!(papers.len(), 1, "{reader}: {mails:#?}");
        let paper = papers[0];
        assert_eq!(
            header(paper, "List-Id").as_deref(),
            Some(LIST_ID),
            "{paper}"
        );
        assert_eq!(
            header(paper, "List-Unsubscribe").as_deref(),
            Some("<mailto:chronicle+unsubscribe@lists.engarde.example>")
        );
        assert_eq!(
            paper.matches("\nList-Id:").count(),
            1,
            "one List-Id, the list's: {paper}"
        );
        assert!(
            header(paper, "From").is_some_and(|f| f.contains("orders@engarde.example")),
            "{paper}"
        );
        assert!(
            header(paper, "Subject").is_some_and(|s| s.contains("August 1626")),
            "{paper}"
        );
    }
    // Nothing waits for a moderator, nothing came back to the game.
    let moderation = stack.dir.join("lists/chronicle/moderation");
    assert_eq!(std::fs::read_dir(&moderation).unwrap().count(), 0);
    let orders = stack.mailbox("orders@engarde.example", "INBOX").await;
    assert!(
        !orders.iter().any(|m| m.contains(LIST_ID)),
        "the list sent the game its own newspaper: {orders:#?}"
    );

    // A stranger is told no, and the subscribers hear nothing of it.
    stack
        .send(
            "stranger@elsewhere.example",
            LIST,
            b"From: <stranger@elsewhere.example>\r\nTo: <chronicle@lists.engarde.example>\r\nSubject: Buy my horse\r\nMessage-ID: <horse@elsewhere.example>\r\n\r\nA fine horse.\r\n",
        )
        .await;
    let stranger = stack
        .wait_for("stranger@elsewhere.example", 60, |m| !m.is_empty())
        .await;
    assert!(
        stranger
            .iter()
            .any(|m| header(m, "Subject").is_some_and(|s| s.contains("denied"))),
        "{stranger:#?}"
    );
    let reader = stack.mailbox("reader@elsewhere.example", "INBOX").await;
    assert_eq!(count(&reader, "Buy my horse"), 0);
}
