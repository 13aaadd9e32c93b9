//! A game's configuration: `config/engarde.toml`, commented there.

use crate::calendar::Month;
use crate::dice::Seed;
use crate::rules::Rulebook;
use crate::vocab::Language;
use serde::Deserialize;
use std::path::{Path, PathBuf};

/// The embedded default configuration (the demo game).
pub const DEFAULT: &str = include_str!("../config/engarde.toml");

/// What is wrong with a configuration.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("cannot read {path}: {source}")]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{path}: {message}")]
    Invalid { path: PathBuf, message: String },
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Config {
    pub game: GameSection,
    pub addresses: Addresses,
    pub deadline: DeadlineSection,
    pub storage: PathSection,
    pub inbox: InboxSection,
    pub outbox: OutboxSection,
    #[serde(default)]
    pub security: SecuritySection,
    #[serde(default)]
    pub joining: JoiningSection,
    #[serde(default)]
    pub gm: GmSection,
    #[serde(default)]
    pub house_rules: Rulebook,
    #[serde(default)]
    pub players: Vec<PlayerEntry>,
    /// The static web site written after each turn (none: no site).
    #[serde(default)]
    pub site: Option<SiteSection>,
    /// Where the file was; relative paths are resolved against it.
    #[serde(skip)]
    pub base: PathBuf,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameSection {
    pub name: String,
    #[serde(default)]
    pub language: Language,
    pub start: String,
    pub seed: String,
    pub domain: String,
    /// A folder of templates overriding the embedded ones by file name (no rebuild).
    #[serde(default)]
    pub templates: Option<PathBuf>,
}

/// The game's web site.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SiteSection {
    /// The folder the site is written to, for any web server to serve.
    pub path: PathBuf,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Addresses {
    pub gm: String,
    pub orders: String,
    pub list: String,
    /// Where a reader of the newspaper unsubscribes: the list's -request address, or a URL.
    /// Sent as `List-Unsubscribe`; without it the newspaper carries none (never the list's
    /// posting address, which would mail every reader).
    #[serde(default)]
    pub unsubscribe: Option<String>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DeadlineSection {
    pub first: String,
    pub every_days: u32,
    /// Hours before the deadline at which players without orders are reminded (once each).
    #[serde(default = "default_reminders")]
    pub reminders_hours: Vec<u32>,
}

fn default_reminders() -> Vec<u32> {
    vec![24]
}

/// Who is speaking, and how much the game answers.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SecuritySection {
    /// Orders must carry the player's password (`Password: ...`); without it they go to the
    /// GM's queue (never silently applied or dropped).
    #[serde(default = "yes")]
    pub password_required: bool,
    /// Trust an `Authentication-Results` header carrying this authserv-id (our own MTA's)
    /// with `dmarc=pass` or `dkim=pass` for the sender's domain instead of a password. Only
    /// the topmost is read; the MTA must strip incoming ones with this id (RFC 8601, 5).
    #[serde(default)]
    pub trusted_authserv_id: Option<String>,
    /// Replies the game sends one address in one day at most (mail-loop brake).
    #[serde(default = "default_replies")]
    pub replies_per_day: u32,
    /// After this many letters in a row with no orders in them (an auto-responder answering
    /// our answers), a sender is no longer answered and the GM is told, once; his letters
    /// are kept. Orders or a command from him answer him again. Zero: never.
    #[serde(default = "default_fruitless")]
    pub fruitless_letters: u32,
    /// The GM's password for commands by email; by default derived from the seed like a
    /// player's (`engarde players` prints it).
    #[serde(default)]
    pub gm_password: Option<String>,
}

fn yes() -> bool {
    true
}

fn default_replies() -> u32 {
    20
}

fn default_fruitless() -> u32 {
    3
}

impl Default for SecuritySection {
    fn default() -> Self {
        Self {
            password_required: true,
            trusted_authserv_id: None,
            replies_per_day: default_replies(),
            fruitless_letters: default_fruitless(),
            gm_password: None,
        }
    }
}

/// How the GM hears of what waits for him.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GmSection {
    /// 0 (the default): each item of the queue is mailed to the GM as it arrives, and a
    /// reply to that mail answers it. N: the items are gathered into one digest at most
    /// every N minutes (answered by number).
    #[serde(default)]
    pub digest_minutes: u32,
}

/// Newcomers by email (`JOIN <name>`).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct JoiningSection {
    /// Whether a stranger may join by email at all.
    #[serde(default = "yes")]
    pub open: bool,
    /// Whether the GM approves each newcomer first (the default: who plays is his decision;
    /// false opens the game to anyone who writes JOIN).
    #[serde(default = "yes")]
    pub gm_approves: bool,
}

impl Default for JoiningSection {
    fn default() -> Self {
        Self {
            open: true,
            gm_approves: true,
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PathSection {
    pub path: PathBuf,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InboxSection {
    pub kind: InboxKind,
    /// The Maildir (kind = "maildir").
    #[serde(default)]
    pub path: PathBuf,
    /// Seconds between searches of the inbox (with IMAP: the safety net under IDLE).
    #[serde(default = "default_poll")]
    pub poll_seconds: u64,
    /// The IMAP server (kind = "imap").
    #[serde(default)]
    pub imap: Option<ImapSection>,
    /// Largest letter read, in bytes (checked before fetching).
    #[serde(default = "default_max_bytes")]
    pub max_bytes: usize,
}

fn default_max_bytes() -> usize {
    1024 * 1024
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ImapSection {
    pub host: String,
    pub port: u16,
    /// TLS (rustls) from the first byte; false only on loopback.
    #[serde(default = "yes")]
    pub tls: bool,
    pub user: String,
    /// The password, or the name of an environment variable holding it (`env:NAME`).
    pub password: String,
    #[serde(default = "default_mailbox")]
    pub mailbox: String,
    #[serde(default = "default_processed")]
    pub processed: String,
    #[serde(default = "default_quarantine")]
    pub quarantine: String,
    /// The timeout of every IMAP call.
    #[serde(default = "default_timeout")]
    pub timeout_seconds: u64,
}

fn default_mailbox() -> String {
    "INBOX".into()
}
fn default_processed() -> String {
    "Processed".into()
}
fn default_quarantine() -> String {
    "Quarantine".into()
}
fn default_timeout() -> u64 {
    30
}

/// A configured secret: `env:NAME` reads the environment variable NAME.
pub fn secret(value: &str) -> String {
    match value.strip_prefix("env:") {
        Some(name) => std::env::var(name).unwrap_or_default(),
        None => value.to_string(),
    }
}

fn default_poll() -> u64 {
    30
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum InboxKind {
    Maildir,
    Imap,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OutboxSection {
    pub kind: OutboxKind,
    /// The folder of .eml files (kind = "files").
    #[serde(default)]
    pub path: PathBuf,
    /// The SMTP server (kind = "smtp").
    #[serde(default)]
    pub smtp: Option<SmtpSection>,
    /// The first wait after a transient failure; it doubles with each attempt, up to an hour.
    #[serde(default = "default_retry")]
    pub retry_seconds: u64,
}

fn default_retry() -> u64 {
    60
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OutboxKind {
    Files,
    Smtp,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SmtpSection {
    pub host: String,
    pub port: u16,
    /// "none" (loopback only), "starttls" or "tls".
    #[serde(default = "default_smtp_tls")]
    pub tls: String,
    #[serde(default)]
    pub user: Option<String>,
    /// The password, or `env:NAME`.
    #[serde(default)]
    pub password: Option<String>,
    /// Connections in the pool (and mails in flight).
    #[serde(default = "default_pool")]
    pub pool: u32,
    #[serde(default = "default_timeout")]
    pub timeout_seconds: u64,
}

fn default_smtp_tls() -> String {
    "starttls".into()
}
fn default_pool() -> u32 {
    4
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerEntry {
    pub name: String,
    pub email: String,
}

impl Config {
    /// Reads and checks a configuration file.
    pub fn load(path: &Path) -> Result<Config, ConfigError> {
        let text = std::fs::read_to_string(path).map_err(|source| ConfigError::Read {
            path: path.to_path_buf(),
            source,
        })?;
        let base = path.parent().unwrap_or(Path::new(".")).to_path_buf();
        Config::parse(&text, path, base)
    }

    /// Parses a configuration's text; `base` is the folder relative paths start from.
    pub fn parse(text: &str, name: &Path, base: PathBuf) -> Result<Config, ConfigError> {
        let invalid = |message: String| ConfigError::Invalid {
            path: name.to_path_buf(),
            message,
        };
        let mut config: Config = toml::from_str(text).map_err(|e| invalid(e.to_string()))?;
        config.base = base;
        config.start_month().map_err(invalid)?;
        config.first_deadline().map_err(invalid)?;
        if config.inbox.kind == InboxKind::Imap && config.inbox.imap.is_none() {
            return Err(invalid(
                "inbox.kind = \"imap\" needs an [inbox.imap] table".into(),
            ));
        }
        if config.outbox.kind == OutboxKind::Smtp && config.outbox.smtp.is_none() {
            return Err(invalid(
                "outbox.kind = \"smtp\" needs an [outbox.smtp] table".into(),
            ));
        }
        if let Some(smtp) = &config.outbox.smtp
            && !["none", "starttls", "tls"].contains(&smtp.tls.as_str())
        {
            return Err(invalid(format!(
                "outbox.smtp.tls: {:?} is not none, starttls or tls",
                smtp.tls
            )));
        }
        for p in &config.players {
            if !p.email.contains('@') {
                return Err(invalid(format!(
                    "player {}: {} is not an address",
                    p.name, p.email
                )));
            }
        }
        Ok(config)
    }

    /// A path of the configuration, resolved against the file's folder.
    pub fn resolve(&self, path: &Path) -> PathBuf {
        if path.is_absolute() {
            path.to_path_buf()
        } else {
            self.base.join(path)
        }
    }

    /// The first month played.
    pub fn start_month(&self) -> Result<Month, String> {
        let bad = || format!("game.start: {:?} is not YEAR-MM", self.game.start);
        let (y, m) = self.game.start.split_once('-').ok_or_else(bad)?;
        let year: u16 = y.trim().parse().map_err(|_| bad())?;
        let month: u8 = m.trim().parse().map_err(|_| bad())?;
        if !(1..=12).contains(&month) {
            return Err(bad());
        }
        Ok(Month::new(year, month))
    }

    /// The root seed of the game.
    pub fn seed(&self) -> Seed {
        Seed::try_from(self.game.seed.clone())
            .unwrap_or_else(|_| Seed::from_phrase(&self.game.seed))
    }

    /// The first deadline, in seconds since the Unix epoch.
    pub fn first_deadline(&self) -> Result<i64, String> {
        parse_utc(&self.deadline.first).ok_or_else(|| {
            format!(
                "deadline.first: {:?} is not YYYY-MM-DDTHH:MM:SSZ",
                self.deadline.first
            )
        })
    }

    /// The deadline of `turn` (1 is the first), in seconds since the Unix epoch.
    pub fn deadline_of(&self, turn: u32) -> i64 {
        let first = self.first_deadline().unwrap_or(0);
        first + i64::from(turn.saturating_sub(1)) * i64::from(self.deadline.every_days) * 86_400
    }
}

/// Parses `YYYY-MM-DDTHH:MM:SSZ` (UTC) into seconds since the Unix epoch.
pub fn parse_utc(text: &str) -> Option<i64> {
    let t = text.trim();
    let b = t.as_bytes();
    if b.len() != 20
        || b[4] != b'-'
        || b[7] != b'-'
        || b[10] != b'T'
        || b[13] != b':'
        || b[16] != b':'
        || b[19] != b'Z'
    {
        return None;
    }
    let num = |r: std::ops::Range<usize>| t.get(r)?.parse::<i64>().ok();
    let (y, mo, d) = (num(0..4)?, num(5..7)?, num(8..10)?);
    let (h, mi, s) = (num(11..13)?, num(14..16)?, num(17..19)?);
    if !(1..=12).contains(&mo) || !(1..=31).contains(&d) || h > 23 || mi > 59 || s > 60 {
        return None;
    }
    Some(days_from_civil(y, mo, d) * 86_400 + h * 3600 + mi * 60 + s)
}

/// Formats seconds since the Unix epoch as `YYYY-MM-DD HH:MM UTC`.
pub fn format_utc(secs: i64) -> String {
    let days = secs.div_euclid(86_400);
    let rem = secs.rem_euclid(86_400);
    let (y, m, d) = civil_from_days(days);
    format!(
        "{y:04}-{m:02}-{d:02} {:02}:{:02} UTC",
        rem / 3600,
        rem % 3600 / 60
    )
}

// Howard Hinnant's days-from-civil algorithms.
fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let doy = (153 * (m + if m > 2 { -3 } else { 9 }) + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

fn civil_from_days(z: i64) -> (i64, i64, i64) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    (
        if m <= 2 {
            yoe + era * 400 + 1
        } else {
            yoe + era * 400
        },
        m,
        d,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_embedded_default_is_valid() {
        let c = Config::parse(DEFAULT, Path::new("engarde.toml"), PathBuf::from("config")).unwrap();
        assert_eq!(c.start_month().unwrap(), Month::new(1626, 8));
        assert_eq!(c.players.len(), 6);
        assert_eq!(c.house_rules, Rulebook::default());
    }

    #[test]
    fn utc_times_round_trip() {
        let t = parse_utc("2026-12-15T18:00:00Z").unwrap();
        assert_eq!(t, 1_797_357_600);
        assert_eq!(format_utc(t), "2026-12-15 18:00 UTC");
        assert_eq!(parse_utc("2026-13-01T00:00:00Z"), None);
        assert_eq!(parse_utc("yesterday"), None);
    }

    #[test]
    fn an_unknown_key_is_refused_with_its_name() {
        let text = DEFAULT.replace("[house_rules]", "[house_rules]\nfree_duels = true");
        let err = Config::parse(&text, Path::new("x.toml"), PathBuf::new()).unwrap_err();
        assert!(err.to_string().contains("free_duels"), "{err}");
    }
}
