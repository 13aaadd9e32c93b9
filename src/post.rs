//! The post: drains the outbox through a transport. A mail is marked sent only once the
//! transport accepted it; a transient failure leaves it pending for the next round, a
//! permanent one is recorded (and the GM is told by the daemon).

use crate::mail::outbox::MailTransport;
use crate::store::{Store, StoreError};
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

/// Sends every pending mail once. `now` dates the mails that carry no date of their own.
pub async fn drain<T: MailTransport>(
    store: &Store,
    transport: &T,
    now: SystemTime,
) -> Result<PostReport, StoreError> {
    let mut report = PostReport::default();
    for record in store.pending_mail()? {
        let id = record.mail.message_id.clone();
        if record
            .last_error
            .as_deref()
            .is_some_and(|e| e.starts_with("permanent:"))
        {
            continue;
        }
        let date = match record.mail.date {
            Some(secs) => UNIX_EPOCH + Duration::from_secs(secs.max(0) as u64),
            None => now,
        };
        match transport.send(&record.mail, date).await {
            Ok(()) => {
                store.mark_mail(&id, true, None)?;
                tracing::info!(message_id = %id, to = %record.mail.to, "sent");
                report.sent.push(id);
            }
            Err(e) if e.is_permanent() => {
                store.mark_mail(&id, false, Some(format!("permanent: {e}")))?;
                tracing::error!(message_id = %id, error = %e, "refused for good");
                report.failed.push((id, e.to_string()));
            }
            Err(e) => {
                store.mark_mail(&id, false, Some(format!("transient: {e}")))?;
                tracing::warn!(message_id = %id, error = %e, "deferred");
                report.deferred.push((id, e.to_string()));
            }
        }
    }
    Ok(report)
}
