//! The IMAP inbox: async-imap over tokio, TLS by rustls when configured (plain on loopback).
//!
//! Every call is wrapped in a timeout (async-imap has none outside IDLE: a dead connection
//! would hang forever); any error or timeout drops the session, and the next call reconnects
//! after a backoff that doubles up to a minute. Nothing here parses mail or knows the game:
//! the caller asks for [`ImapInbox::pending`] (UIDs still in the inbox, with their RFC822.SIZE
//! and dedupe key `imap:<mailbox>:<uidvalidity>:<uid>`), fetches each by UID with
//! `BODY.PEEK[]`, stores it, and only then calls [`ImapInbox::file_away`] to move it to
//! `Processed` (UID MOVE, or UID COPY + `\Deleted` + UIDPLUS UID EXPUNGE; never a plain
//! EXPUNGE) or `Quarantine`.
//!
//! [`ImapInbox::idle`] waits for the server's push (IDLE) at most a given time; IDLE can miss
//! what arrived before it started, so the caller searches again after every wake-up and on its
//! own timer (the safety net), and never trusts the notification alone.

use std::fmt;
use std::sync::Arc;
use std::time::{Duration, Instant};

use async_imap::Session;
use futures_util::TryStreamExt;
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::net::TcpStream;
use tokio::time::timeout;
use tokio_rustls::TlsConnector;
use tokio_rustls::rustls;

/// Where and how to reach the mailbox.
#[derive(Debug, Clone)]
pub struct ImapSettings {
    pub host: String,
    pub port: u16,
    /// TLS from the first byte (IMAPS, usually port 993); plain otherwise (loopback only).
    pub tls: bool,
    pub user: String,
    pub password: String,
    /// The folder orders arrive in.
    pub mailbox: String,
    /// Where handled letters go.
    pub processed: String,
    /// Where letters that failed three times go.
    pub quarantine: String,
    /// The timeout of every IMAP call.
    pub timeout: Duration,
}

/// A failed IMAP step. The session is gone; the next call reconnects.
#[derive(Debug, thiserror::Error)]
pub enum ImapError {
    #[error("IMAP {step} timed out after {0:?}", .timeout)]
    Timeout {
        step: &'static str,
        timeout: Duration,
    },
    #[error("IMAP {step}: {message}")]
    Failed { step: &'static str, message: String },
    #[error("IMAP: waiting {0:?} before reconnecting")]
    Backoff(Duration),
}

/// A letter waiting in the inbox.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Waiting {
    pub uid: u32,
    pub size: u32,
    /// `imap:<mailbox>:<uidvalidity>:<uid>`: the clerk's inbox key.
    pub key: String,
}

/// Where a handled letter goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Folder {
    Processed,
    Quarantine,
}

/// Why [`ImapInbox::idle`] returned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Wake {
    /// The server said something (new mail, probably).
    News,
    /// The time was up.
    Timeout,
}

trait Stream: AsyncRead + AsyncWrite + Unpin + Send + Sync + fmt::Debug {}
impl<T: AsyncRead + AsyncWrite + Unpin + Send + Sync + fmt::Debug> Stream for T {}

type ImapSession = Session<Box<dyn Stream>>;

struct Connected {
    session: ImapSession,
    uidvalidity: u32,
    can_move: bool,
}

/// One game's IMAP inbox, reconnecting as needed.
pub struct ImapInbox {
    settings: ImapSettings,
    conn: Option<Connected>,
    /// After a failure: not before this instant, and the next wait.
    retry_at: Option<Instant>,
    backoff: Duration,
}

fn failed(step: &'static str) -> impl Fn(async_imap::error::Error) -> ImapError {
    move |e| ImapError::Failed {
        step,
        message: e.to_string(),
    }
}

/// A UID set: `4,7,9`.
fn uid_set(uids: &[u32]) -> String {
    uids.iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

async fn timed<T, F>(limit: Duration, step: &'static str, f: F) -> Result<T, ImapError>
where
    F: Future<Output = Result<T, async_imap::error::Error>>,
{
    match timeout(limit, f).await {
        Ok(r) => r.map_err(failed(step)),
        Err(_) => Err(ImapError::Timeout {
            step,
            timeout: limit,
        }),
    }
}

/// TLS by rustls with the web's roots (IMAPS here, SMTP on port 465 in `smtp`).
pub(crate) fn tls_connector() -> TlsConnector {
    let roots = rustls::RootCertStore {
        roots: webpki_roots::TLS_SERVER_ROOTS.to_vec(),
    };
    let config = rustls::ClientConfig::builder_with_provider(Arc::new(
        rustls::crypto::ring::default_provider(),
    ))
    .with_safe_default_protocol_versions()
    .expect("ring supports the default protocol versions")
    .with_root_certificates(roots)
    .with_no_client_auth();
    TlsConnector::from(Arc::new(config))
}

impl ImapInbox {
    pub fn new(settings: ImapSettings) -> Self {
        Self {
            settings,
            conn: None,
            retry_at: None,
            backoff: Duration::from_millis(500),
        }
    }

    pub fn settings(&self) -> &ImapSettings {
        &self.settings
    }

    /// Whether a session is open now.
    pub fn is_connected(&self) -> bool {
        self.conn.is_some()
    }

    async fn connect(&self) -> Result<Connected, ImapError> {
        let s = &self.settings;
        let t = s.timeout;
        let tcp = match timeout(t, TcpStream::connect((s.host.as_str(), s.port))).await {
            Ok(Ok(tcp)) => tcp,
            Ok(Err(e)) => {
                return Err(ImapError::Failed {
                    step: "connect",
                    message: e.to_string(),
                });
            }
            Err(_) => {
                return Err(ImapError::Timeout {
                    step: "connect",
                    timeout: t,
                });
            }
        };
        tcp.set_nodelay(true).ok();
        let stream: Box<dyn Stream> = if s.tls {
            let name = rustls::pki_types::ServerName::try_from(s.host.clone()).map_err(|e| {
                ImapError::Failed {
                    step: "tls",
                    message: e.to_string(),
                }
            })?;
            match timeout(t, tls_connector().connect(name, tcp)).await {
                Ok(Ok(tls)) => Box::new(tls),
                Ok(Err(e)) => {
                    return Err(ImapError::Failed {
                        step: "tls",
                        message: e.to_string(),
                    });
                }
                Err(_) => {
                    return Err(ImapError::Timeout {
                        step: "tls",
                        timeout: t,
                    });
                }
            }
        } else {
            Box::new(tcp)
        };
        let mut client = async_imap::Client::new(stream);
        match timeout(t, client.read_response()).await {
            Ok(Ok(Some(_))) => {}
            Ok(Ok(None)) => {
                return Err(ImapError::Failed {
                    step: "greeting",
                    message: "the server closed the connection".into(),
                });
            }
            Ok(Err(e)) => {
                return Err(ImapError::Failed {
                    step: "greeting",
                    message: e.to_string(),
                });
            }
            Err(_) => {
                return Err(ImapError::Timeout {
                    step: "greeting",
                    timeout: t,
                });
            }
        }
        let mut session = match timeout(t, client.login(&s.user, &s.password)).await {
            Ok(Ok(session)) => session,
            Ok(Err((e, _))) => return Err(failed("login")(e)),
            Err(_) => {
                return Err(ImapError::Timeout {
                    step: "login",
                    timeout: t,
                });
            }
        };
        let caps = timed(t, "capability", session.capabilities()).await?;
        let can_move = caps.has_str("MOVE");
        for folder in [&s.processed, &s.quarantine] {
            // Already there is fine (the server says NO); anything else shows at the move.
            let _ = timed(t, "create", session.create(folder)).await;
        }
        let mailbox = timed(t, "select", session.select(&s.mailbox)).await?;
        let uidvalidity = mailbox.uid_validity.unwrap_or(0);
        tracing::info!(host = %s.host, port = s.port, mailbox = %s.mailbox, uidvalidity, can_move, "IMAP connected");
        Ok(Connected {
            session,
            uidvalidity,
            can_move,
        })
    }

    /// The open session, connecting (after the backoff, if the last attempt failed).
    async fn session(&mut self) -> Result<&mut Connected, ImapError> {
        if self.conn.is_none() {
            if let Some(at) = self.retry_at {
                let now = Instant::now();
                if now < at {
                    return Err(ImapError::Backoff(at - now));
                }
            }
            match self.connect().await {
                Ok(c) => {
                    self.conn = Some(c);
                    self.retry_at = None;
                    self.backoff = Duration::from_millis(500);
                }
                Err(e) => {
                    self.note_failure();
                    return Err(e);
                }
            }
        }
        Ok(self.conn.as_mut().expect("connected just above"))
    }

    fn note_failure(&mut self) {
        self.conn = None;
        self.retry_at = Some(Instant::now() + self.backoff);
        self.backoff = (self.backoff * 2).min(Duration::from_secs(60));
    }

    /// Runs `result`; on error drops the session (the next call reconnects).
    fn check<T>(&mut self, result: Result<T, ImapError>) -> Result<T, ImapError> {
        match &result {
            // Still waiting to reconnect: not a new failure.
            Err(ImapError::Backoff(_)) => {}
            Err(e) => {
                tracing::warn!(error = %e, "IMAP session dropped");
                self.note_failure();
            }
            Ok(_) => {}
        }
        result
    }

    /// The letters in the inbox, oldest UID first, with their size and key.
    pub async fn pending(&mut self) -> Result<Vec<Waiting>, ImapError> {
        let t = self.settings.timeout;
        let mailbox = self.settings.mailbox.clone();
        let result = async {
            let c = self.session().await?;
            drain_unsolicited(&c.session);
            // NOOP first, so the server tells us of what arrived since the SELECT.
            timed(t, "noop", c.session.noop()).await?;
            let mut uids: Vec<u32> = timed(t, "uid search", c.session.uid_search("ALL"))
                .await?
                .into_iter()
                .collect();
            uids.sort_unstable();
            let mut waiting = Vec::new();
            for chunk in uids.chunks(200) {
                let set = uid_set(chunk);
                let fetches: Vec<_> = timed(t, "uid fetch size", async {
                    c.session
                        .uid_fetch(&set, "(UID RFC822.SIZE)")
                        .await?
                        .try_collect::<Vec<_>>()
                        .await
                })
                .await?;
                for f in fetches {
                    if let Some(uid) = f.uid {
                        waiting.push(Waiting {
                            uid,
                            size: f.size.unwrap_or(0),
                            key: format!("imap:{mailbox}:{}:{uid}", c.uidvalidity),
                        });
                    }
                }
            }
            drain_unsolicited(&c.session);
            waiting.sort_by_key(|w| w.uid);
            Ok(waiting)
        }
        .await;
        self.check(result)
    }

    /// The raw bytes of a letter, fetched with `BODY.PEEK[]` (the \Seen flag is not set).
    pub async fn fetch(&mut self, uid: u32) -> Result<Option<Vec<u8>>, ImapError> {
        Ok(self.fetch_many(&[uid]).await?.remove(&uid))
    }

    /// The raw bytes of several letters in one `UID FETCH ... BODY.PEEK[]` (the \Seen flag is
    /// not set); a letter gone meanwhile is simply absent.
    pub async fn fetch_many(
        &mut self,
        uids: &[u32],
    ) -> Result<std::collections::BTreeMap<u32, Vec<u8>>, ImapError> {
        if uids.is_empty() {
            return Ok(Default::default());
        }
        let t = self.settings.timeout;
        let set = uid_set(uids);
        let result = async {
            let c = self.session().await?;
            let fetches: Vec<_> = timed(t, "uid fetch", async {
                c.session
                    .uid_fetch(&set, "(UID BODY.PEEK[])")
                    .await?
                    .try_collect::<Vec<_>>()
                    .await
            })
            .await?;
            Ok(fetches
                .iter()
                .filter_map(|f| Some((f.uid?, f.body()?.to_vec())))
                .filter(|(uid, _)| uids.contains(uid))
                .collect())
        }
        .await;
        self.check(result)
    }

    /// Moves a handled letter out of the inbox: UID MOVE, or COPY + `\Deleted` + UID EXPUNGE.
    pub async fn file_away(&mut self, uid: u32, folder: Folder) -> Result<(), ImapError> {
        self.file_away_many(&[uid], folder).await
    }

    /// Moves handled letters out of the inbox in one command (or one COPY, STORE and EXPUNGE).
    pub async fn file_away_many(&mut self, uids: &[u32], folder: Folder) -> Result<(), ImapError> {
        if uids.is_empty() {
            return Ok(());
        }
        let t = self.settings.timeout;
        let target = match folder {
            Folder::Processed => self.settings.processed.clone(),
            Folder::Quarantine => self.settings.quarantine.clone(),
        };
        let result = async {
            let c = self.session().await?;
            let set = uid_set(uids);
            if c.can_move {
                timed(t, "uid move", c.session.uid_mv(&set, &target)).await?;
            } else {
                timed(t, "uid copy", c.session.uid_copy(&set, &target)).await?;
                timed(t, "uid store", async {
                    c.session
                        .uid_store(&set, "+FLAGS.SILENT (\\Deleted)")
                        .await?
                        .try_collect::<Vec<_>>()
                        .await
                })
                .await?;
                timed(t, "uid expunge", async {
                    c.session
                        .uid_expunge(&set)
                        .await?
                        .try_collect::<Vec<_>>()
                        .await
                })
                .await?;
            }
            drain_unsolicited(&c.session);
            Ok(())
        }
        .await;
        self.check(result)
    }

    /// Waits at most `wait` for the server to announce something (IDLE). Returns at once when
    /// not connected and the connection fails (the caller's next poll reconnects).
    pub async fn idle(&mut self, wait: Duration) -> Result<Wake, ImapError> {
        let t = self.settings.timeout;
        let result = async {
            self.session().await?;
            let conn = self.conn.take().expect("connected just above");
            let Connected {
                session,
                uidvalidity,
                can_move,
            } = conn;
            let mut handle = session.idle();
            timed(t, "idle", handle.init()).await?;
            let (wait_fut, _stop) = handle.wait_with_timeout(wait);
            // The idle's own timeout covers silence; this one covers a server that keeps
            // talking nonsense.
            let wake = match timeout(wait + t, wait_fut).await {
                Ok(Ok(async_imap::extensions::idle::IdleResponse::NewData(_))) => Wake::News,
                Ok(Ok(_)) => Wake::Timeout,
                Ok(Err(e)) => return Err(failed("idle")(e)),
                Err(_) => {
                    return Err(ImapError::Timeout {
                        step: "idle",
                        timeout: wait + t,
                    });
                }
            };
            let session = timed(t, "idle done", handle.done()).await?;
            drain_unsolicited(&session);
            self.conn = Some(Connected {
                session,
                uidvalidity,
                can_move,
            });
            Ok(wake)
        }
        .await;
        self.check(result)
    }

    /// Forgets the session (a watchdog gave up on it); the next call reconnects.
    pub fn reset(&mut self) {
        if self.conn.is_some() {
            self.note_failure();
        }
    }

    /// Logs out politely (SIGTERM).
    pub async fn logout(&mut self) {
        if let Some(mut c) = self.conn.take() {
            let _ = timeout(self.settings.timeout, c.session.logout()).await;
        }
    }
}

/// The unsolicited-responses channel holds 100; nobody reads it but us, and we need nothing
/// from it (we search instead of trusting notifications).
fn drain_unsolicited(session: &ImapSession) {
    while session.unsolicited_responses.try_recv().is_ok() {}
}
