//! The daemon: poll the inbox, resolve the turn at its deadline, drain the outbox; until told
//! to stop. The clock is read here and only here.

use crate::game::Game;
use crate::mail::maildir::Maildir;
use crate::mail::outbox::FileOutbox;
use crate::post;
use anyhow::Result;
use std::future::Future;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// Seconds since the Unix epoch, now.
pub fn now() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0)
}

/// When a round resolves the turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Deadline {
    /// When the clock says the turn's deadline has passed.
    Clock,
    /// Now (the GM's RESOLVE, the demo).
    Now,
    /// Not in this round.
    NotYet,
}

/// One round of the daemon: file new letters, resolve the turn if its deadline passed,
/// send what waits in the outbox. Returns whether a turn was resolved.
pub async fn round(
    game: &Game,
    inbox: &Maildir,
    outbox: &FileOutbox,
    deadline: Deadline,
) -> Result<bool> {
    game.poll_maildir(inbox)?;
    let due = match deadline {
        Deadline::Clock => game.deadline_passed(now())?,
        Deadline::Now => true,
        Deadline::NotYet => false,
    };
    let resolved = if due {
        let resolution = game.resolve()?;
        tracing::info!(turn = resolution.record.turn, month = %resolution.record.month, "turn resolved");
        true
    } else {
        false
    };
    let report = post::drain(&game.store, outbox, SystemTime::now()).await?;
    if !report.sent.is_empty() || !report.deferred.is_empty() {
        tracing::info!(
            sent = report.sent.len(),
            deferred = report.deferred.len(),
            "post"
        );
    }
    Ok(resolved)
}

/// Runs until `shutdown` completes; a round in progress is finished first.
pub async fn run(game: Game, shutdown: impl Future<Output = ()>) -> Result<()> {
    let inbox = Maildir::open(game.config.resolve(&game.config.inbox.path))?;
    let outbox = FileOutbox::new(game.config.resolve(&game.config.outbox.path))?;
    let every = Duration::from_secs(game.config.inbox.poll_seconds.max(1));
    tracing::info!(game = %game.config.game.name, inbox = %inbox.root().display(), "engarde running");
    tokio::pin!(shutdown);
    loop {
        if let Err(e) = round(&game, &inbox, &outbox, Deadline::Clock).await {
            tracing::error!(error = %e, "round failed; trying again next round");
        }
        tokio::select! {
            _ = &mut shutdown => break,
            _ = tokio::time::sleep(every) => {}
        }
    }
    tracing::info!("engarde stopped");
    Ok(())
}
