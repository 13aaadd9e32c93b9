//! The post: drains the outbox through a transport. A mail is marked sent only once the
//! transport accepted it; a transient failure (4xx, no connection, a timeout) leaves it
//! pending with a time for the next attempt (doubling from `retry` up to an hour); a
//! permanent one (5xx, a mail that cannot be built) is recorded, not retried, and the GM is
//! told by a notice (unless the mail that failed was itself for the GM).

use crate::mail::outbox::MailTransport;
use crate::mail::{MailKind, OutMail};
use crate::render::Message;
use crate::vocab::Language;

use crate::store::{OutboxRecord, Store, StoreError};
use futures_util::StreamExt;
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
    while let Some((record, result)) = results.next().await {
        let id = record.mail.message_id.clone();
        match result {
            Ok(()) => {
                store.mark_mail(&id, true, None)?;
                tracing::info!(message_id = %id, to = %record.mail.to, "sent");
                report.sent.push(id);
            }
            Err(e) if e.is_permanent() => {
                store.mark_mail(&id, false, Some(format!("permanent: {e}")))?;
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
                store.mark_mail_retry(
                    &id,
                    false,
                    Some(format!("transient: {e}")),
                    Some(now_secs + wait.as_secs().max(1) as i64),
                )?;
                tracing::warn!(message_id = %id, error = %e, retry_in = ?wait, "deferred");
                report.deferred.push((id, e.to_string()));
            }
        }
    }
    if !notices.is_empty() {
        store.queue_mails(notices)?;
    }
    Ok(report)
}
