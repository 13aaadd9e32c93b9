//! `engarde config check`: the game's mailboxes tried once, as the daemon will use them,
//! and what is wrong said in words that point at the fix. The daemon refuses to start on
//! what this finds (a wrong password or TLS setting cannot succeed by retrying).

use crate::config::Config;
use crate::daemon::{Inbox, Transport, inbox_of, transport_of};

/// One mailbox tried: what it is and how it went.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Checked {
    pub what: String,
    pub outcome: Result<String, String>,
}

impl Checked {
    /// A failure that retrying cannot mend: a wrong password, TLS asked of the wrong port,
    /// STARTTLS not offered. (A server down or unreachable may come back.)
    pub fn hopeless(&self) -> bool {
        self.outcome
            .as_ref()
            .err()
            .is_some_and(|e| HOPELESS.iter().any(|h| e.contains(h)))
    }
}

/// The hints of the failures retrying cannot mend (see [`imap_hint`] and [`smtp_hint`]).
const HOPELESS: &[&str] = &[
    "the user or password is wrong",
    "tls = true expects IMAPS",
    "the server does not offer STARTTLS there",
    "tls = \"tls\" expects a TLS port",
    "the mailbox does not exist",
];

/// Tries the inbox and the outbox of configuration `c` once each.
pub async fn check(c: &Config) -> Vec<Checked> {
    let mut out = Vec::new();
    match inbox_of(c) {
        Err(e) => out.push(Checked {
            what: "inbox".to_string(),
            outcome: Err(format!("{e:#}")),
        }),
        Ok(Inbox::Maildir(_)) => out.push(Checked {
            what: format!("inbox: the Maildir {}", c.resolve(&c.inbox.path).display()),
            outcome: Ok("ready".to_string()),
        }),
        Ok(Inbox::Imap(mut imap)) => {
            let i = c.inbox.imap.as_ref();
            let what = i.map_or_else(
                || "inbox: IMAP".to_string(),
                |i| {
                    format!(
                        "inbox: IMAP {}:{} ({}), user {}",
                        i.host,
                        i.port,
                        if i.tls { "TLS" } else { "plain" },
                        i.user
                    )
                },
            );
            let outcome = match imap.pending().await {
                Ok(waiting) => Ok(format!(
                    "logged in; {} letter(s) waiting in {}",
                    waiting.len(),
                    i.map_or("INBOX", |i| i.mailbox.as_str())
                )),
                Err(e) => Err(imap_hint(&e.to_string(), i.is_some_and(|i| i.tls))),
            };
            imap.logout().await;
            out.push(Checked { what, outcome });
        }
    }
    match transport_of(c) {
        Err(e) => out.push(Checked {
            what: "outbox".to_string(),
            outcome: Err(format!("{e:#}")),
        }),
        Ok(Transport::Files(_)) => out.push(Checked {
            what: format!("outbox: files in {}", c.resolve(&c.outbox.path).display()),
            outcome: Ok("ready".to_string()),
        }),
        Ok(Transport::Smtp(smtp)) => {
            let s = c.outbox.smtp.as_ref();
            let what = s.map_or_else(
                || "outbox: SMTP".to_string(),
                |s| format!("outbox: SMTP {}:{} (tls = \"{}\")", s.host, s.port, s.tls),
            );
            let outcome = match smtp.check().await {
                Ok(()) => Ok("connected, greeted and logged in as configured".to_string()),
                Err(e) => Err(smtp_hint(&e, s.map_or("", |s| s.tls.as_str()))),
            };
            out.push(Checked { what, outcome });
        }
    }
    out
}

/// The IMAP error, and what usually causes it.
fn imap_hint(error: &str, tls: bool) -> String {
    let e = error.to_lowercase();
    let hint = if e.contains("authenticat") || e.contains("login") || e.contains("credentials") {
        "the user or password is wrong ([inbox.imap] user, password)"
    } else if tls
        && (e.contains("tls")
            || e.contains("handshake")
            || e.contains("corrupt")
            || e.contains("eof"))
    {
        "tls = true expects IMAPS (usually port 993); a plain port (143, or the loopback stack) needs tls = false"
    } else if !tls && (e.contains("timed out") || e.contains("eof") || e.contains("greeting")) {
        "a TLS port (993) needs tls = true"
    } else if e.contains("refused") {
        "nothing listens there: check [inbox.imap] host and port"
    } else if e.contains("select") || e.contains("mailbox") {
        "the mailbox does not exist: check [inbox.imap] mailbox"
    } else {
        ""
    };
    if hint.is_empty() {
        error.to_string()
    } else {
        format!("{error}: {hint}")
    }
}

/// The SMTP error, and what usually causes it.
fn smtp_hint(error: &str, tls: &str) -> String {
    let e = error.to_lowercase();
    let hint = if e.contains("auth") || e.contains("535") || e.contains("credentials") {
        "the user or password is wrong ([outbox.smtp] user, password)"
    } else if tls == "starttls" && (e.contains("starttls") || e.contains("tls")) {
        "the server does not offer STARTTLS there: submission (587) offers it; \"tls\" is for port 465, \"none\" for loopback only"
    } else if tls == "tls"
        && (e.contains("tls") || e.contains("handshake") || e.contains("corrupt"))
    {
        "tls = \"tls\" expects a TLS port (465); port 587 needs \"starttls\""
    } else if e.contains("refused") {
        "nothing listens there: check [outbox.smtp] host and port"
    } else {
        ""
    };
    if hint.is_empty() {
        error.to_string()
    } else {
        format!("{error}: {hint}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hints_point_at_the_setting() {
        assert!(imap_hint("IMAP login: NO [AUTHENTICATIONFAILED]", false).contains("password"));
        assert!(imap_hint("IMAP connect: Connection refused", false).contains("port"));
        assert!(smtp_hint("STARTTLS is not supported", "starttls").contains("587"));
        assert_eq!(smtp_hint("odd", "none"), "odd");
    }
}
