//! The daemon: file new letters, carry out the GM's commands, remind, resolve the turn at its
//! deadline, drain the outbox; until told to stop. The clock is read here and only here.
//!
//! With IMAP, the daemon waits between rounds in IDLE (woken by the server's push) for at
//! most `poll_seconds`, then searches the inbox anyway: the push is a hint, the search is the
//! truth. SIGTERM is only heard between rounds, so a round in flight (a letter being filed,
//! a turn being committed, mails being handed to SMTP) finishes first; what was not done is
//! found again by the next start, from the store and the inbox.

use crate::config::{Config, InboxKind, OutboxKind, secret};
use crate::game::Game;
use crate::mail::OutMail;
use crate::mail::imap::{ImapInbox, ImapSettings};
use crate::mail::maildir::Maildir;
use crate::mail::outbox::{FileOutbox, MailTransport, SendError};
use crate::mail::smtp::{SmtpSettings, SmtpTls, SmtpTransport};
use crate::post::{self, PostPolicy};
use anyhow::{Context as _, Result};
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

/// Where letters come from.
pub enum Inbox {
    Maildir(Maildir),
    Imap(Box<ImapInbox>),
}

/// Where mails go.
#[derive(Clone)]
pub enum Transport {
    Files(FileOutbox),
    Smtp(SmtpTransport),
}

impl MailTransport for Transport {
    async fn send(&self, mail: &OutMail, date: SystemTime) -> Result<(), SendError> {
        match self {
            Transport::Files(t) => t.send(mail, date).await,
            Transport::Smtp(t) => t.send(mail, date).await,
        }
    }

    fn parallel(&self) -> usize {
        match self {
            Transport::Files(t) => t.parallel(),
            Transport::Smtp(t) => t.parallel(),
        }
    }

    async fn close_idle(&self) {
        if let Transport::Smtp(t) = self {
            t.close_idle().await;
        }
    }
}

/// The inbox of a game's configuration.
pub fn inbox_of(c: &Config) -> Result<Inbox> {
    Ok(match c.inbox.kind {
        InboxKind::Maildir => Inbox::Maildir(Maildir::open(c.resolve(&c.inbox.path))?),
        InboxKind::Imap => {
            let i = c.inbox.imap.as_ref().context("[inbox.imap] is missing")?;
            Inbox::Imap(Box::new(ImapInbox::new(ImapSettings {
                host: i.host.clone(),
                port: i.port,
                tls: i.tls,
                user: i.user.clone(),
                password: secret(&i.password),
                mailbox: i.mailbox.clone(),
                processed: i.processed.clone(),
                quarantine: i.quarantine.clone(),
                timeout: Duration::from_secs(i.timeout_seconds.max(1)),
            })))
        }
    })
}

/// The transport of a game's configuration.
pub fn transport_of(c: &Config) -> Result<Transport> {
    Ok(match c.outbox.kind {
        OutboxKind::Files => Transport::Files(FileOutbox::new(c.resolve(&c.outbox.path))?),
        OutboxKind::Smtp => {
            let s = c.outbox.smtp.as_ref().context("[outbox.smtp] is missing")?;
            Transport::Smtp(SmtpTransport::new(&SmtpSettings {
                host: s.host.clone(),
                port: s.port,
                tls: match s.tls.as_str() {
                    "none" => SmtpTls::None,
                    "tls" => SmtpTls::Wrapper,
                    _ => SmtpTls::StartTls,
                },
                user: s.user.clone(),
                password: s.password.as_deref().map(secret),
                pool: s.pool,
                timeout: Duration::from_secs(s.timeout_seconds.max(1)),
            })?)
        }
    })
}

/// One round of the daemon with the embedded default's Maildir and file outbox.
pub async fn round(
    game: &Game,
    inbox: &Maildir,
    outbox: &FileOutbox,
    deadline: Deadline,
) -> Result<bool> {
    let mut inbox = Inbox::Maildir(inbox.clone());
    // The demo and the tests resolve without a clock (their mails dated at the deadline, the
    // same bytes every run) unless they ask for the clock's deadline.
    let clock = deadline == Deadline::Clock;
    round_at(
        game,
        &mut inbox,
        &Transport::Files(outbox.clone()),
        deadline,
        now(),
        clock,
    )
    .await
}

/// One round of the daemon, as [`run`] makes it, at `now` (seconds since the epoch) on a
/// clock of the caller's: the demo's, which fast-forwards from one letter to the next. The
/// deadline, the reminders and the dates of the mails all go by that clock, so the same
/// rounds give the same bytes.
pub async fn round_at_time(
    game: &Game,
    inbox: &Maildir,
    outbox: &FileOutbox,
    now: i64,
) -> Result<bool> {
    let mut inbox = Inbox::Maildir(inbox.clone());
    let outbox = Transport::Files(outbox.clone());
    round_at(game, &mut inbox, &outbox, Deadline::Clock, now, true).await
}

/// One round: file new letters, carry out the GM's commands, remind, resolve the turn if
/// its deadline passed, send what waits in the outbox. Returns whether a turn was resolved.
/// A turn resolved here is dated by the clock, when it was resolved.
pub async fn round_with(
    game: &Game,
    inbox: &mut Inbox,
    outbox: &Transport,
    deadline: Deadline,
) -> Result<bool> {
    round_at(game, inbox, outbox, deadline, now(), true).await
}

/// A round at `now`; `clock`: a turn resolved is dated `now` (else at its deadline).
async fn round_at(
    game: &Game,
    inbox: &mut Inbox,
    outbox: &Transport,
    deadline: Deadline,
    now: i64,
    clock: bool,
) -> Result<bool> {
    let at = clock.then_some(now);
    match inbox {
        Inbox::Maildir(m) if deadline == Deadline::Clock => {
            game.poll_maildir_at(m, Some(now))?;
        }
        Inbox::Maildir(m) => {
            game.poll_maildir(m)?;
        }
        Inbox::Imap(i) => match game.poll_imap(i, now).await {
            Ok(r) if r.filed > 0 => tracing::info!(
                filed = r.filed,
                fetching = ?r.fetching,
                filing = ?r.filing,
                moving = ?r.moving,
                "inbox polled"
            ),
            Ok(_) => {}
            Err(e) => tracing::warn!(error = %e, "the inbox could not be read this round"),
        },
    }
    if game.is_stopping() {
        // Asked to stop mid-poll: the rest of the round waits for the next start.
        return Ok(false);
    }
    let turn_before = game.store.require_game()?.turn;
    game.carry_out_at(at)?;
    if deadline == Deadline::Clock {
        game.remind(now)?;
        game.digest(now)?;
    }
    let due = match deadline {
        Deadline::Clock => game.deadline_passed(now)?,
        Deadline::Now => true,
        Deadline::NotYet => false,
    };
    if due {
        let resolution = game.resolve_at(at)?;
        tracing::info!(turn = resolution.record.turn, month = %resolution.record.month, "turn resolved");
    }
    let resolved = game.store.require_game()?.turn != turn_before || due;
    let policy = PostPolicy {
        retry: Duration::from_secs(game.config.outbox.retry_seconds.max(1)),
        gm: Some((
            game.config.addresses.gm.clone(),
            format!(
                "{} <{}>",
                game.config.game.name, game.config.addresses.orders
            ),
        )),
        language: game.config.game.language,
    };
    let sent_at = UNIX_EPOCH + Duration::from_secs(now.max(0) as u64);
    let report = post::drain_with(&game.store, outbox, sent_at, &policy).await?;
    if !report.sent.is_empty() || !report.deferred.is_empty() || !report.failed.is_empty() {
        tracing::info!(
            sent = report.sent.len(),
            deferred = report.deferred.len(),
            failed = report.failed.len(),
            "post"
        );
    }
    Ok(resolved)
}

/// Runs until `shutdown` completes. A round in progress stops between two letters (those
/// left wait in the inbox), or, past its poll, finishes what it began: the turn and the
/// sending of its mail.
pub async fn run(game: Game, shutdown: impl Future<Output = ()> + Send + 'static) -> Result<()> {
    let game = std::sync::Arc::new(game);
    // The GM's command line asks through the store's socket; a change it makes wakes the
    // loop, which sends what was queued.
    let socket = crate::control::socket_of(&game.config.resolve(&game.config.storage.path));
    let wake = std::sync::Arc::new(tokio::sync::Notify::new());
    let control = {
        let (game, socket) = (std::sync::Arc::clone(&game), socket.clone());
        let wake = std::sync::Arc::clone(&wake);
        tokio::spawn(async move {
            if let Err(e) = crate::control::serve(game, socket.clone(), wake).await {
                tracing::warn!(
                    socket = %socket.display(), error = %e,
                    "the GM's command line cannot reach this daemon (status, gm, backup...)"
                );
            }
        })
    };
    let mut inbox = inbox_of(&game.config)?;
    let outbox = transport_of(&game.config)?;
    let every = Duration::from_secs(game.config.inbox.poll_seconds.max(1));
    tracing::info!(game = %game.config.game.name, "engarde running");
    // The signal is watched on a task of its own: a round files letters without yielding.
    let stopping = game.stop_flag();
    let stopped = std::sync::Arc::new(tokio::sync::Notify::new());
    let notify = std::sync::Arc::clone(&stopped);
    tokio::spawn(async move {
        shutdown.await;
        stopping.store(true, std::sync::atomic::Ordering::Relaxed);
        notify.notify_one();
    });
    let shutdown = stopped.notified();
    tokio::pin!(shutdown);
    loop {
        if game.is_stopping() {
            break;
        }
        {
            let _desk = game.desk.lock().await;
            if let Err(e) = round_with(&game, &mut inbox, &outbox, Deadline::Clock).await {
                tracing::error!(error = %e, "round failed; trying again next round");
            }
        }
        // Wake at the deadline, if it comes before the next poll.
        let wait = game
            .store
            .require_game()
            .ok()
            .map(|g| game.deadline_of(g.turn) - now())
            .filter(|s| *s > 0)
            .map_or(every, |s| every.min(Duration::from_secs(s as u64)));
        let wait = if game
            .store
            .pending_mail()
            .map(|m| !m.is_empty())
            .unwrap_or(false)
        {
            wait.min(Duration::from_secs(1))
        } else {
            wait
        };
        match &mut inbox {
            Inbox::Imap(i) => {
                tokio::select! {
                    _ = &mut shutdown => break,
                    _ = wake.notified() => {}
                    r = tokio::time::timeout(wait + Duration::from_secs(15), i.idle(wait)) => {
                        tracing::debug!(?r, "idle");
                        if !matches!(r, Ok(Ok(_))) {
                            i.reset();
                            // Not connected: do not spin; the next round reconnects.
                            tokio::select! {
                                _ = &mut shutdown => break,
                                _ = tokio::time::sleep(Duration::from_millis(500)) => {}
                            }
                        }
                    }
                }
            }
            Inbox::Maildir(_) => {
                tokio::select! {
                    _ = &mut shutdown => break,
                    _ = wake.notified() => {}
                    _ = tokio::time::sleep(wait) => {}
                }
            }
        }
    }
    if let Inbox::Imap(i) = &mut inbox {
        i.logout().await;
    }
    control.abort();
    let _ = std::fs::remove_file(&socket);
    tracing::info!("engarde stopped");
    Ok(())
}
