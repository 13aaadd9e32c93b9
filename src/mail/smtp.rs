//! The SMTP transport: lettre's async SMTP client with a connection pool, behind
//! [`MailTransport`].
//!
//! lettre's own timeout covers only the connection, so every send is wrapped in a
//! `tokio::time::timeout`. lettre's errors are mapped onto [`SendError`]: a 5xx reply is
//! permanent (the post stops and tells the GM), a 4xx reply, a refused connection or a
//! timeout is transient (the post tries again later, with backoff).

use std::time::{Duration, SystemTime};

use lettre::transport::smtp::authentication::Credentials;
use lettre::transport::smtp::client::{Tls, TlsParameters};
use lettre::transport::smtp::{AsyncSmtpTransport, PoolConfig};
use lettre::{AsyncTransport, Tokio1Executor};

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

/// An SMTP server as a [`MailTransport`].
#[derive(Clone)]
pub struct SmtpTransport {
    inner: AsyncSmtpTransport<Tokio1Executor>,
    timeout: Duration,
    pool: u32,
}

impl SmtpTransport {
    /// Connects once, greets, negotiates TLS and logs in as configured, sends nothing:
    /// `engarde config check`. The error as lettre words it.
    pub async fn check(&self) -> Result<(), String> {
        match tokio::time::timeout(self.timeout, self.inner.test_connection()).await {
            Ok(Ok(true)) => Ok(()),
            Ok(Ok(false)) => Err("the server did not answer NOOP".to_string()),
            Ok(Err(e)) => Err(e.to_string()),
            Err(_) => Err(format!("no answer in {:?}", self.timeout)),
        }
    }

    pub fn new(s: &SmtpSettings) -> Result<Self, SendError> {
        let mut b = AsyncSmtpTransport::<Tokio1Executor>::builder_dangerous(&s.host)
            .port(s.port)
            .timeout(Some(s.timeout))
            .pool_config(
                PoolConfig::new()
                    .max_size(s.pool.max(1))
                    .idle_timeout(Duration::from_secs(30)),
            );
        let tls = || {
            TlsParameters::new_rustls(s.host.clone()).map_err(|e| SendError::Rejected {
                code: 554,
                text: format!("TLS set-up: {e}"),
            })
        };
        b = match s.tls {
            SmtpTls::None => b.tls(Tls::None),
            SmtpTls::StartTls => b.tls(Tls::Required(tls()?)),
            SmtpTls::Wrapper => b.tls(Tls::Wrapper(tls()?)),
        };
        if let (Some(user), Some(password)) = (&s.user, &s.password) {
            b = b.credentials(Credentials::new(user.clone(), password.clone()));
        }
        Ok(Self {
            inner: b.build(),
            timeout: s.timeout,
            pool: s.pool.max(1),
        })
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
        let inner = self.inner.clone();
        let limit = self.timeout;
        async move {
            let message = message?;
            match tokio::time::timeout(limit, inner.send(message)).await {
                Ok(Ok(_)) => Ok(()),
                Ok(Err(e)) => Err(map_error(e)),
                Err(_) => Err(SendError::Io(std::io::Error::new(
                    std::io::ErrorKind::TimedOut,
                    format!("no answer from the SMTP server within {limit:?}"),
                ))),
            }
        }
    }

    fn parallel(&self) -> usize {
        self.pool as usize
    }
}
