//! The SMTP transport: lettre's async SMTP connection, in a pool of our own, behind
//! [`MailTransport`].
//!
//! Why not lettre's `AsyncSmtpTransport` and its pool: lettre leaves Nagle's algorithm on,
//! and writes a message's body and its closing `CRLF.CRLF` as two writes, so every mail waited
//! for the server's delayed ACK (40 ms on Linux) before the server saw its end; and its pool
//! sends a NOOP before every reuse of a connection, one more round trip per mail. Here each
//! connection is made with `TCP_NODELAY`, and a connection used in the last
//! [`TRUSTED_IDLE`] is used again without a NOOP (one idle longer is tested first, one idle
//! past [`IDLE_TIMEOUT`] is closed with QUIT). lettre still speaks the protocol: greeting,
//! EHLO, STARTTLS, AUTH, MAIL, RCPT, DATA. It does not offer PIPELINING, so neither do we.
//!
//! Every send, the connection included, is wrapped in a `tokio::time::timeout`. lettre's
//! errors are mapped onto [`SendError`]: a 5xx reply is permanent (the post stops and tells
//! the GM), a 4xx reply, a refused connection or a timeout is transient (the post tries
//! again later, with backoff). A connection that failed in any way is dropped, never reused.

use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::{Duration, Instant, SystemTime};

use lettre::address::Envelope;
use lettre::transport::smtp::authentication::{Credentials, DEFAULT_MECHANISMS};
use lettre::transport::smtp::client::{AsyncSmtpConnection, AsyncTokioStream, TlsParameters};
use lettre::transport::smtp::extension::ClientId;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::TcpStream;

use super::OutMail;
use super::outbox::{MailTransport, SendError, build_message};

/// How to speak TLS to the server.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SmtpTls {
    /// Plain text (loopback only).
    None,
    /// STARTTLS, required (submission, port 587).
    StartTls,
    /// TLS from the first byte (port 465).
    Wrapper,
}

/// Where and how to reach the server.
#[derive(Debug, Clone)]
pub struct SmtpSettings {
    pub host: String,
    pub port: u16,
    pub tls: SmtpTls,
    pub user: Option<String>,
    pub password: Option<String>,
    /// Connections kept open at most (and mails sent at once).
    pub pool: u32,
    /// The timeout of one send, connection included.
    pub timeout: Duration,
}

/// A connection used this recently is used again without a NOOP first.
pub const TRUSTED_IDLE: Duration = Duration::from_secs(2);
/// A connection idle this long is closed (QUIT) rather than used again.
pub const IDLE_TIMEOUT: Duration = Duration::from_secs(30);

/// An SMTP server as a [`MailTransport`].
#[derive(Clone)]
pub struct SmtpTransport {
    inner: Arc<Inner>,
}

struct Inner {
    host: String,
    port: u16,
    tls: SmtpTls,
    /// For STARTTLS (lettre upgrades its own stream).
    starttls: Option<TlsParameters>,
    credentials: Option<Credentials>,
    hello: ClientId,
    pool: u32,
    timeout: Duration,
    /// Connections between two mails, the most recently used last.
    idle: Mutex<Vec<Idle>>,
}

struct Idle {
    conn: AsyncSmtpConnection,
    since: Instant,
}

/// A TLS stream as lettre takes it (TLS from the first byte: port 465).
#[derive(Debug)]
struct Tls(tokio_rustls::client::TlsStream<TcpStream>);

impl AsyncRead for Tls {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.0).poll_read(cx, buf)
    }
}

impl AsyncWrite for Tls {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<std::io::Result<usize>> {
        Pin::new(&mut self.0).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.0).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.0).poll_shutdown(cx)
    }
}

impl AsyncTokioStream for Tls {
    fn peer_addr(&self) -> std::io::Result<std::net::SocketAddr> {
        self.0.get_ref().0.peer_addr()
    }
}

fn timed_out(limit: Duration) -> SendError {
    SendError::Io(std::io::Error::new(
        std::io::ErrorKind::TimedOut,
        format!("no answer from the SMTP server within {limit:?}"),
    ))
}

impl SmtpTransport {
    pub fn new(s: &SmtpSettings) -> Result<Self, SendError> {
        let starttls = match s.tls {
            SmtpTls::StartTls => Some(TlsParameters::new_rustls(s.host.clone()).map_err(|e| {
                SendError::Rejected {
                    code: 554,
                    text: format!("TLS set-up: {e}"),
                }
            })?),
            SmtpTls::None | SmtpTls::Wrapper => None,
        };
        let credentials = match (&s.user, &s.password) {
            (Some(user), Some(password)) => Some(Credentials::new(user.clone(), password.clone())),
            _ => None,
        };
        Ok(Self {
            inner: Arc::new(Inner {
                host: s.host.clone(),
                port: s.port,
                tls: s.tls,
                starttls,
                credentials,
                hello: ClientId::default(),
                pool: s.pool.max(1),
                timeout: s.timeout,
                idle: Mutex::default(),
            }),
        })
    }

    /// Connects once, greets, negotiates TLS and logs in as configured, sends nothing:
    /// `engarde config check`. The error as lettre words it.
    pub async fn check(&self) -> Result<(), String> {
        let limit = self.inner.timeout;
        match tokio::time::timeout(limit, self.inner.connect()).await {
            Ok(Ok(mut conn)) => {
                let _ = conn.quit().await;
                Ok(())
            }
            Ok(Err(e)) => Err(e.to_string()),
            Err(_) => Err(format!("no answer in {limit:?}")),
        }
    }
}

impl Inner {
    /// A new connection: TCP (no Nagle), TLS as configured, greeting and EHLO, login.
    async fn connect(&self) -> Result<AsyncSmtpConnection, SendError> {
        let tcp = TcpStream::connect((self.host.as_str(), self.port)).await?;
        tcp.set_nodelay(true)?;
        let stream: Box<dyn AsyncTokioStream> = match self.tls {
            SmtpTls::Wrapper => {
                let name = tokio_rustls::rustls::pki_types::ServerName::try_from(self.host.clone())
                    .map_err(|e| SendError::Rejected {
                        code: 554,
                        text: format!("TLS set-up: {e}"),
                    })?;
                let tls = super::imap::tls_connector()
                    .connect(name, tcp)
                    .await
                    .map_err(|e| std::io::Error::other(format!("TLS handshake: {e}")))?;
                Box::new(Tls(tls))
            }
            SmtpTls::None | SmtpTls::StartTls => Box::new(tcp),
        };
        let mut conn = AsyncSmtpConnection::connect_with_transport(stream, &self.hello)
            .await
            .map_err(map_error)?;
        if let Some(tls) = &self.starttls {
            conn.starttls(tls.clone(), &self.hello)
                .await
                .map_err(map_error)?;
        }
        if let Some(credentials) = &self.credentials {
            conn.auth(DEFAULT_MECHANISMS, credentials)
                .await
                .map_err(map_error)?;
        }
        Ok(conn)
    }

    /// A kept connection fit to use, if there is one: used within [`TRUSTED_IDLE`], or
    /// answering a NOOP; those past [`IDLE_TIMEOUT`] or not answering are closed.
    async fn checkout(&self) -> Option<AsyncSmtpConnection> {
        loop {
            let Idle { mut conn, since } =
                self.idle.lock().unwrap_or_else(|e| e.into_inner()).pop()?;
            let idle = since.elapsed();
            if idle <= TRUSTED_IDLE || (idle <= IDLE_TIMEOUT && conn.test_connected().await) {
                return Some(conn);
            }
            conn.abort().await;
        }
    }

    /// Keeps a connection that delivered a mail, unless the pool is full.
    async fn checkin(&self, conn: AsyncSmtpConnection) {
        let extra = {
            let mut idle = self.idle.lock().unwrap_or_else(|e| e.into_inner());
            if idle.len() < self.pool as usize {
                idle.push(Idle {
                    conn,
                    since: Instant::now(),
                });
                None
            } else {
                Some(conn)
            }
        };
        if let Some(mut conn) = extra {
            conn.abort().await;
        }
    }

    /// One mail, on a kept connection or a new one. A connection that failed is dropped.
    async fn deliver(&self, envelope: &Envelope, bytes: &[u8]) -> Result<(), SendError> {
        let mut conn = match self.checkout().await {
            Some(conn) => conn,
            None => self.connect().await?,
        };
        // lettre ends (QUIT, close) a connection whose command failed.
        conn.send(envelope, bytes).await.map_err(map_error)?;
        self.checkin(conn).await;
        Ok(())
    }

    /// Closes (QUIT) the connections idle past [`IDLE_TIMEOUT`].
    async fn close_idle(&self) {
        let stale: Vec<Idle> = {
            let mut idle = self.idle.lock().unwrap_or_else(|e| e.into_inner());
            let (stale, fresh) = std::mem::take(&mut *idle)
                .into_iter()
                .partition(|i| i.since.elapsed() > IDLE_TIMEOUT);
            *idle = fresh;
            stale
        };
        for mut i in stale {
            let _ = tokio::time::timeout(self.timeout, i.conn.abort()).await;
        }
    }
}

/// lettre's error as ours: the reply code decides.
fn map_error(e: lettre::transport::smtp::Error) -> SendError {
    let code = e.status().map(|c| {
        let text = c.to_string();
        text.parse::<u16>()
            .unwrap_or(if e.is_permanent() { 550 } else { 451 })
    });
    match code {
        Some(code) => SendError::Rejected {
            code,
            text: e.to_string(),
        },
        None if e.is_permanent() => SendError::Rejected {
            code: 550,
            text: e.to_string(),
        },
        // Connection refused, reset, TLS trouble, timeouts: try again later.
        None => SendError::Io(std::io::Error::other(e.to_string())),
    }
}

impl MailTransport for SmtpTransport {
    fn send(
        &self,
        mail: &OutMail,
        date: SystemTime,
    ) -> impl Future<Output = Result<(), SendError>> + Send {
        let message = build_message(mail, date);
        let inner = Arc::clone(&self.inner);
        async move {
            let message = message?;
            let bytes = message.formatted();
            let limit = inner.timeout;
            tokio::time::timeout(limit, inner.deliver(message.envelope(), &bytes))
                .await
                .unwrap_or_else(|_| Err(timed_out(limit)))
        }
    }

    fn parallel(&self) -> usize {
        self.inner.pool as usize
    }

    fn close_idle(&self) -> impl Future<Output = ()> + Send {
        let inner = Arc::clone(&self.inner);
        async move { inner.close_idle().await }
    }
}
