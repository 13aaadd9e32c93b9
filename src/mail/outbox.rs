//! From an [`OutMail`] to an RFC 5322 message (lettre's builder), and the transport edge.
//!
//! [`build_message`] is pure: the same mail and date give the same bytes. The date is passed
//! in (this module never reads the clock), the Message-ID is the mail's own deterministic id,
//! and the multipart boundary is derived from that id (lettre would pick a random one).
//!
//! Headers follow `shared/MAIL.md` ("Never start a mail loop"): acknowledgements carry
//! `Auto-Submitted: auto-replied` with `In-Reply-To`/`References`; everything else
//! `Auto-Submitted: auto-generated`; the newspaper adds `List-Id`, `List-Unsubscribe` and
//! `Precedence: list`, unless it is posted to a list manager (`to_list_manager`), which adds
//! its own. Every mail also asks Exchange not to auto-answer it
//! (`X-Auto-Response-Suppress: All`), since many vacation responders ignore `Auto-Submitted`.
//!
//! **Invariant:** no CR or LF from a mail's fields reaches a header: they are stripped here
//! (and lettre would encode them anyway), so echoed player text cannot inject a header.
//!
//! [`MailTransport`] is the I/O edge: [`FileOutbox`] writes `.eml` files (the embedded
//! default and the tests), [`MemoryOutbox`] records them in memory; SMTP comes later behind
//! the same trait, with [`SendError::is_transient`] deciding retries.

use std::fs::{self, File, OpenOptions};
use std::future::Future;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::SystemTime;

use lettre::Message;
use lettre::message::header::{ContentType, HeaderName, HeaderValue, InReplyTo, References};
use lettre::message::{Mailbox, MultiPart, SinglePart};
use sha2::{Digest, Sha256};
use thiserror::Error;

use super::{MailKind, OutMail};

/// Why a mail could not be turned into a message. Always permanent: the mail itself is wrong.
#[derive(Debug, Error)]
pub enum OutboxError {
    #[error("the {field} address {value:?} of mail {message_id} is not a valid mailbox: {source}")]
    Address {
        message_id: String,
        field: &'static str,
        value: String,
        #[source]
        source: lettre::address::AddressError,
    },
    #[error("the Message-ID {0:?} is empty once angle brackets and spaces are removed")]
    BadMessageId(String),
    #[error("the newspaper {message_id} has no list id, and must not go out without List-Id")]
    MissingListId { message_id: String },
    #[error("lettre refused to build mail {message_id}: {source}")]
    Build {
        message_id: String,
        #[source]
        source: lettre::error::Error,
    },
}

/// Why a mail was not sent. Retry when [`is_transient`](Self::is_transient); otherwise stop
/// and tell the GM.
#[derive(Debug, Error)]
pub enum SendError {
    /// The mail cannot be built: permanent.
    #[error(transparent)]
    Build(#[from] OutboxError),
    /// Writing failed (disk full, permissions...): transient, the file may be written later.
    #[error("writing the mail failed: {0}")]
    Io(#[from] io::Error),
    /// A server answered with a reply code: 4xx is transient, anything else permanent.
    #[error("the mail server refused the mail with {code}: {text}")]
    Rejected { code: u16, text: String },
}

impl SendError {
    /// Worth trying again later (I/O errors, 4xx replies).
    pub fn is_transient(&self) -> bool {
        match self {
            SendError::Build(_) => false,
            SendError::Io(_) => true,
            SendError::Rejected { code, .. } => (400..500).contains(code),
        }
    }

    /// Trying again will not help: the GM must look at it.
    pub fn is_permanent(&self) -> bool {
        !self.is_transient()
    }
}

/// Builds the RFC 5322 message for `mail`, dated `date`. Deterministic.
pub fn build_message(mail: &OutMail, date: SystemTime) -> Result<Message, OutboxError> {
    let id = bare_id(&mail.message_id)
        .ok_or_else(|| OutboxError::BadMessageId(mail.message_id.clone()))?;
    let from = mailbox(mail, "From", &mail.from)?;
    let to = mailbox(mail, "To", &mail.to)?;

    let mut builder = Message::builder()
        .from(from.clone())
        .to(to)
        .subject(one_line(&mail.subject))
        .date(date)
        .message_id(Some(format!("<{id}>")));

    let auto_submitted = match mail.kind {
        MailKind::Acknowledgement => "auto-replied",
        _ => "auto-generated",
    };
    builder = builder
        .raw_header(raw("Auto-Submitted", auto_submitted))
        .raw_header(raw("X-Auto-Response-Suppress", "All"));

    if mail.kind == MailKind::Acknowledgement {
        if let Some(answered) = mail.in_reply_to.as_deref().and_then(bare_id) {
            builder = builder
                .header(InReplyTo::from(format!("<{answered}>")))
                .header(References::from(format!("<{answered}>")));
        }
    } else if let Some(answered) = mail.in_reply_to.as_deref().and_then(bare_id) {
        builder = builder.header(InReplyTo::from(format!("<{answered}>")));
    }

    if mail.kind == MailKind::Newspaper && !mail.to_list_manager {
        let list_id = mail.list_id.as_deref().and_then(bare_id).ok_or_else(|| {
            OutboxError::MissingListId {
                message_id: mail.message_id.clone(),
            }
        })?;
        builder = builder
            .raw_header(raw("List-Id", &format!("<{list_id}>")))
            .raw_header(raw("Precedence", "list"));
        if let Some(target) = mail.list_unsubscribe.as_deref().and_then(unsubscribe_uri) {
            builder = builder.raw_header(raw("List-Unsubscribe", &format!("<{target}>")));
        }
    }

    // Every text is sent flowed at 72 columns: a flowed-aware client fits it to its window,
    // any other shows short lines, and no long word or name is broken.
    let plain = SinglePart::builder()
        .header(flowed_plain())
        .body(super::flowed::flow(&mail.text, super::flowed::WIDTH));
    let built = match &mail.html {
        None => builder.singlepart(plain),
        Some(html) => builder.multipart(
            MultiPart::alternative()
                .boundary(boundary(&id, &mail.text, html))
                .singlepart(plain)
                .singlepart(
                    SinglePart::builder()
                        .header(ContentType::TEXT_HTML)
                        .body(html.clone()),
                ),
        ),
    };
    built.map_err(|source| OutboxError::Build {
        message_id: mail.message_id.clone(),
        source,
    })
}

/// `text/plain; charset=utf-8; format=flowed` (RFC 3676, without DelSp).
fn flowed_plain() -> ContentType {
    ContentType::parse("text/plain; charset=utf-8; format=flowed")
        .expect("a constant content type parses")
}

/// The `List-Unsubscribe` URI for a configured target: a URL or `mailto:` as written, a bare
/// mailbox as a `mailto:` asking to unsubscribe. `None` when nothing usable is configured.
fn unsubscribe_uri(target: &str) -> Option<String> {
    let target = target.trim();
    if target.is_empty() || target.contains(['<', '>', ' ', '\r', '\n']) {
        return None;
    }
    if target.starts_with("https://")
        || target.starts_with("http://")
        || target.starts_with("mailto:")
    {
        return Some(target.to_string());
    }
    target
        .contains('@')
        .then(|| format!("mailto:{target}?subject=unsubscribe"))
}

/// Hands mails to the world. SMTP will implement it too; callers are generic over it.
pub trait MailTransport {
    /// Sends one mail dated `date`. Sending the same mail again must be harmless (the
    /// Message-ID is deterministic, so the receiver can recognise a resend).
    fn send(
        &self,
        mail: &OutMail,
        date: SystemTime,
    ) -> impl Future<Output = Result<(), SendError>> + Send;

    /// How many mails may be in flight at once (SMTP: the pool's size).
    fn parallel(&self) -> usize {
        1
    }

    /// Closes what was kept open too long unused (SMTP: idle connections); the post calls it
    /// after each round of sending.
    fn close_idle(&self) -> impl Future<Output = ()> + Send {
        async {}
    }
}

/// Writes each mail as `<dir>/<message id>.eml`: the embedded default outbox.
///
/// lettre's own `FileTransport` names files by a random UUID, so a resend would make a second
/// file and a test could not know the name; this writes `message.formatted()` itself, to a
/// name derived from the Message-ID, atomically (a dot-file in the same folder, synced, then
/// renamed over the target). Writing the same mail twice leaves one file with the same bytes.
#[derive(Debug, Clone)]
pub struct FileOutbox {
    dir: PathBuf,
}

impl FileOutbox {
    /// An outbox writing into `dir`, created if missing.
    pub fn new(dir: impl Into<PathBuf>) -> io::Result<Self> {
        let dir = dir.into();
        fs::create_dir_all(&dir)?;
        Ok(Self { dir })
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Where the mail with this Message-ID is (or will be) written.
    pub fn path_for(&self, message_id: &str) -> PathBuf {
        self.dir.join(format!("{}.eml", file_stem(message_id)))
    }

    /// Builds and writes the mail now, returning its path. Blocking.
    pub fn write(&self, mail: &OutMail, date: SystemTime) -> Result<PathBuf, SendError> {
        let bytes = build_message(mail, date)?.formatted();
        let path = self.path_for(&mail.message_id);
        write_atomically(&path, &bytes)?;
        Ok(path)
    }
}

impl MailTransport for FileOutbox {
    fn send(
        &self,
        mail: &OutMail,
        date: SystemTime,
    ) -> impl Future<Output = Result<(), SendError>> + Send {
        // Build now (pure, cheap); write on the blocking pool so the runtime is not held up
        // by fsync.
        let prepared =
            build_message(mail, date).map(|m| (self.path_for(&mail.message_id), m.formatted()));
        async move {
            let (path, bytes) = prepared?;
            tokio::task::spawn_blocking(move || write_atomically(&path, &bytes))
                .await
                .map_err(io::Error::other)??;
            Ok(())
        }
    }
}

/// Records formatted mails in memory, for tests of the code that sends.
#[derive(Debug, Default)]
pub struct MemoryOutbox {
    sent: Mutex<Vec<(String, Vec<u8>)>>,
}

impl MemoryOutbox {
    pub fn new() -> Self {
        Self::default()
    }

    /// `(message_id, formatted bytes)` of every mail sent, in order.
    pub fn sent(&self) -> Vec<(String, Vec<u8>)> {
        self.sent.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }
}

impl MailTransport for MemoryOutbox {
    fn send(
        &self,
        mail: &OutMail,
        date: SystemTime,
    ) -> impl Future<Output = Result<(), SendError>> + Send {
        let result = build_message(mail, date).map(|m| {
            self.sent
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .push((mail.message_id.clone(), m.formatted()));
        });
        async move { Ok(result?) }
    }
}

/// Makes the temporary names of concurrent writes distinct.
static WRITES: AtomicU64 = AtomicU64::new(0);

fn write_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let dir = path.parent().unwrap_or(Path::new("."));
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("mail");
    let tmp = dir.join(format!(
        ".{name}.{}.{}.tmp",
        std::process::id(),
        WRITES.fetch_add(1, Ordering::Relaxed)
    ));
    let result = (|| {
        let mut file = OpenOptions::new().write(true).create_new(true).open(&tmp)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        fs::rename(&tmp, path)?;
        File::open(dir)?.sync_all()
    })();
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    result
}

/// A file name stem for a Message-ID: safe characters kept, others `_`; when anything had to
/// change (or the id is long), a hash of the id is appended so two ids never share a file.
fn file_stem(message_id: &str) -> String {
    let safe: String = message_id
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || "._@+=-".contains(c) {
                c
            } else {
                '_'
            }
        })
        .collect();
    let clean = safe == message_id && !safe.is_empty() && !safe.starts_with('.');
    if clean && safe.len() <= 200 {
        return safe;
    }
    let hash = hex_sha256(message_id.as_bytes());
    let head: String = safe.trim_start_matches('.').chars().take(160).collect();
    format!("{head}-{}", &hash[..16])
}

/// A boundary derived from the Message-ID that occurs in neither body.
fn boundary(id: &str, text: &str, html: &str) -> String {
    (0u32..)
        .map(|salt| {
            format!(
                "=_engarde_{}",
                &hex_sha256(format!("{id}/{salt}").as_bytes())[..32]
            )
        })
        .find(|b| !text.contains(b.as_str()) && !html.contains(b.as_str()))
        .unwrap_or_default()
}

fn mailbox(mail: &OutMail, field: &'static str, value: &str) -> Result<Mailbox, OutboxError> {
    one_line(value)
        .parse::<Mailbox>()
        .map_err(|source| OutboxError::Address {
            message_id: mail.message_id.clone(),
            field,
            value: value.to_owned(),
            source,
        })
}

fn raw(name: &'static str, value: &str) -> HeaderValue {
    HeaderValue::new(HeaderName::new_from_ascii_str(name), one_line(value))
}

/// CR/LF (and the whitespace around them) become one space; other controls go.
fn one_line(s: &str) -> String {
    s.split(['\r', '\n'])
        .map(|part| {
            part.chars()
                .filter(|c| !c.is_control() || *c == '\t')
                .collect::<String>()
        })
        .map(|part| part.trim().to_owned())
        .filter(|part| !part.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// A message id without angle brackets, whitespace or controls; `None` if nothing is left.
fn bare_id(id: &str) -> Option<String> {
    let id: String = id
        .chars()
        .filter(|c| !c.is_whitespace() && !c.is_control() && *c != '<' && *c != '>')
        .collect();
    (!id.is_empty()).then_some(id)
}

fn hex_sha256(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_stems() {
        assert_eq!(
            file_stem("1626-04.ack.athos@engarde.example"),
            "1626-04.ack.athos@engarde.example"
        );
        let odd = file_stem("a/b");
        assert!(odd.starts_with("a_b-") && odd.len() == 4 + 16, "{odd}");
        assert_ne!(file_stem("a/b"), file_stem("a_b"));
        assert!(!file_stem("../x").starts_with('.'));
        assert!(file_stem(&"x".repeat(300)).len() < 200);
    }

    #[test]
    fn predicates() {
        let r = |code| SendError::Rejected {
            code,
            text: String::new(),
        };
        assert!(r(451).is_transient() && !r(451).is_permanent());
        assert!(r(550).is_permanent() && !r(550).is_transient());
        assert!(SendError::Io(io::Error::other("disk")).is_transient());
        assert!(SendError::Build(OutboxError::BadMessageId(String::new())).is_permanent());
    }
}
