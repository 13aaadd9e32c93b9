//! The post: drains the outbox through a transport. A mail is marked sent only once the
//! transport accepted it; a transient failure (4xx, no connection, a timeout) leaves it
//! pending with a time for the next attempt (doubling from `retry` up to an hour); a
//! permanent one (5xx, a mail that cannot be built) is recorded, not retried, and the GM is
//! told by a notice (unless the mail that failed was itself for the GM).
//!
//! The store is flushed after the pending mail is read and before any of it is sent, so mail
//! staged with letters not yet flushed (`Store::stage`) never leaves ahead of them. The
//! outcomes are recorded by a writer thread, those that came back while it wrote the last
//! ones in one flushed write (a group commit that never waits for more), so the sessions in
//! flight are never held up by a flush.

use crate::mail::outbox::MailTransport;
use crate::mail::{MailKind, OutMail};
use crate::render::Message;
use crate::vocab::Language;

use crate::store::{Attempt, OutboxRecord, Store, StoreError};
use futures_util::{FutureExt, StreamExt};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// What a round of the post did.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct PostReport {
    pub sent: Vec<String>,
    /// (Message-ID, error), to be tried again.
    pub deferred: Vec<(String, String)>,
    /// (Message-ID, error), not to be tried again.
    pub failed: Vec<(String, String)>,
}

/// How the post retries, and whom it tells.
#[derive(Debug, Clone)]
pub struct PostPolicy {
    /// The first wait after a transient failure.
    pub retry: Duration,
    /// The GM's address and the game's sender, for the notice of a permanent failure.
    pub gm: Option<(String, String)>,
    /// The language of that notice (the game's).
    pub language: Language,
}

impl Default for PostPolicy {
    fn default() -> Self {
        Self {
            retry: Duration::from_secs(60),
            gm: None,
            language: Language::English,
        }
    }
}

fn secs(t: SystemTime) -> i64 {
    t.duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0)
}

/// Sends every pending mail once. `now` dates the mails that carry no date of their own.
pub async fn drain<T: MailTransport>(
    store: &Store,
    transport: &T,
    now: SystemTime,
) -> Result<PostReport, StoreError> {
    drain_with(store, transport, now, &PostPolicy::default()).await
}

/// [`drain`] with a policy: up to `transport.parallel()` mails in flight at once.
pub async fn drain_with<T: MailTransport>(
    store: &Store,
    transport: &T,
    now: SystemTime,
    policy: &PostPolicy,
) -> Result<PostReport, StoreError> {
    let mut report = PostReport::default();
    let now_secs = secs(now);
    let due: Vec<OutboxRecord> = store
        .pending_mail()?
        .into_iter()
        .filter(|r| {
            !r.last_error
                .as_deref()
                .is_some_and(|e| e.starts_with("permanent:"))
                && r.next_attempt.is_none_or(|t| t <= now_secs)
        })
        .collect();
    // What was read is on disk before any of it leaves: mail staged with a group of letters
    // not yet flushed (`Store::stage`) is flushed here, not sent ahead of its letters.
    store.flush()?;
    let mut results = futures_util::stream::iter(due.into_iter().map(|record| async move {
        let date = match record.mail.date {
            Some(secs) => UNIX_EPOCH + Duration::from_secs(secs.max(0) as u64),
            None => now,
        };
        let result = transport.send(&record.mail, date).await;
        (record, result)
    }))
    .buffer_unordered(transport.parallel().max(1));
    let mut notices = Vec::new();
    // The outcomes are written by a thread of their own, so that no flush holds up the
    // sessions in flight: it takes what came back while it wrote the last group and records
    // it in one flushed write (a group commit that never waits for more: an outcome alone
    // is written at once).
    let (outcomes, written) = std::sync::mpsc::channel::<Vec<Attempt>>();
    let writer = {
        let store = store.clone();
        tokio::task::spawn_blocking(move || -> Result<(), StoreError> {
            while let Ok(mut attempts) = written.recv() {
                attempts.extend(written.try_iter().flatten());
                store.mark_mails(attempts)?;
            }
            Ok(())
        })
    };
    while let Some(first) = results.next().await {
        let mut done = vec![first];
        while let Some(Some(more)) = results.next().now_or_never() {
            done.push(more);
        }
        let mut attempts = Vec::with_capacity(done.len());
        for (record, result) in done {
            let id = record.mail.message_id.clone();
            let attempt = |sent: bool, error: Option<String>, next_attempt: Option<i64>| Attempt {
                message_id: id.clone(),
                sent,
                error,
                next_attempt,
            };
            match result {
                Ok(()) => {
                    attempts.push(attempt(true, None, None));
                    tracing::info!(message_id = %id, to = %record.mail.to, "sent");
                    report.sent.push(id);
                }
                Err(e) if e.is_permanent() => {
                    attempts.push(attempt(false, Some(format!("permanent: {e}")), None));
                    tracing::error!(message_id = %id, to = %record.mail.to, error = %e, "refused for good");
                    if let Some((gm, from)) = &policy.gm
                        && !record.mail.to.eq_ignore_ascii_case(gm)
                        && !crate::mail::message_id::is_bounce(&record.mail.message_id)
                    {
                        let error = e.to_string();
                        let undeliverable = Message::Undeliverable {
                            to: &record.mail.to,
                            id: &id,
                            error: &error,
                            subject: &record.mail.subject,
                        };
                        notices.push(OutMail::new(
                            MailKind::Notice,
                            crate::mail::message_id::MessageId::Bounce { of: &id }.at(""),
                            from.clone(),
                            gm.clone(),
                            undeliverable.subject(policy.language),
                            undeliverable.text(policy.language),
                        ));
                    }
                    report.failed.push((id, e.to_string()));
                }
                Err(e) => {
                    let wait = policy
                        .retry
                        .saturating_mul(1 << record.attempts.min(12))
                        .min(Duration::from_secs(3600));
                    attempts.push(attempt(
                        false,
                        Some(format!("transient: {e}")),
                        Some(now_secs + wait.as_secs().max(1) as i64),
                    ));
                    tracing::warn!(message_id = %id, error = %e, retry_in = ?wait, "deferred");
                    report.deferred.push((id, e.to_string()));
                }
            }
        }
        if outcomes.send(attempts).is_err() {
            // The writer stopped on an error: it is reported below.
            break;
        }
    }
    drop(outcomes);
    writer.await.map_err(|e| StoreError::Io {
        path: "the post's writer".to_string(),
        source: std::io::Error::other(e.to_string()),
    })??;
    if !notices.is_empty() {
        store.queue_mails(notices)?;
    }
    transport.close_idle().await;
    Ok(report)
}
