//! A game's configuration: `config/engarde.toml`, commented there, every setting (a test
//! holds it: `the_file_documents_every_setting`). The sections are serialised only by the
//! tests: a configuration holds passwords.

use crate::calendar::Month;
use crate::dice::Seed;
use crate::rules::Rulebook;
use crate::vocab::Language;
use serde::Deserialize;
use std::env::VarError;
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
#[cfg_attr(test, derive(serde::Serialize))]
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
#[cfg_attr(test, derive(serde::Serialize))]
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
#[cfg_attr(test, derive(serde::Serialize))]
#[serde(deny_unknown_fields)]
pub struct SiteSection {
    /// The folder the site is written to, for any web server to serve.
    pub path: PathBuf,
}

#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(test, derive(serde::Serialize))]
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
    /// Whether `list` is a list manager's posting address (Mailman, mlmmj, Sympa...): the
    /// newspaper is then posted to it as a plain letter from the orders address, and the
    /// list adds its own List-Id and List-Unsubscribe. Otherwise the game sends it as a
    /// list would, with its own.
    #[serde(default)]
    pub list_manager: bool,
}

#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(test, derive(serde::Serialize))]
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
#[cfg_attr(test, derive(serde::Serialize))]
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
#[cfg_attr(test, derive(serde::Serialize))]
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
#[cfg_attr(test, derive(serde::Serialize))]
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
#[cfg_attr(test, derive(serde::Serialize))]
#[serde(deny_unknown_fields)]
pub struct PathSection {
    pub path: PathBuf,
}

#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(test, derive(serde::Serialize))]
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
#[cfg_attr(test, derive(serde::Serialize))]
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

/// A configured secret: `env:NAME` reads the environment variable NAME. A variable unset
/// (or empty) reads as empty here: [`Config::load`] and [`Config::parse`] refuse such a
/// configuration first, and [`read_secret`] says why.
pub fn secret(value: &str) -> String {
    read_secret(value).unwrap_or_default()
}

/// A configured secret, or why it cannot be read: `env:NAME` is the environment variable
/// NAME, which must be set and not empty; any other value is the secret itself.
pub fn read_secret(value: &str) -> Result<String, SecretError> {
    secret_in(value, &|name| std::env::var(name))
}

/// Where `env:NAME` looks NAME up: the process's environment, or a test's.
type Env<'a> = &'a dyn Fn(&str) -> Result<String, VarError>;

fn secret_in(value: &str, env: Env) -> Result<String, SecretError> {
    let Some(name) = value.strip_prefix("env:") else {
        return Ok(value.to_string());
    };
    let name = name.trim();
    if name.is_empty() {
        return Err(SecretError::NoName);
    }
    match env(name) {
        Ok(v) if v.is_empty() => Err(SecretError::Empty(name.to_string())),
        Ok(v) => Ok(v),
        Err(VarError::NotPresent) => Err(SecretError::Unset(name.to_string())),
        Err(VarError::NotUnicode(_)) => Err(SecretError::NotUnicode(name.to_string())),
    }
}

/// Why an `env:NAME` secret cannot be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SecretError {
    #[error("{0} is not set in the environment")]
    Unset(String),
    #[error("{0} is set in the environment but empty")]
    Empty(String),
    #[error("{0} is set in the environment but is not UTF-8")]
    NotUnicode(String),
    #[error("\"env:\" names no environment variable")]
    NoName,
}

impl SecretError {
    /// What to do about it.
    pub fn fix(&self) -> String {
        match self {
            SecretError::Unset(name) | SecretError::Empty(name) | SecretError::NotUnicode(name) => {
                format!(
                    "set it where engarde runs (export {name}=...; under systemd, a line \
                     {name}=... in /etc/engarde/GAME.env, the unit's EnvironmentFile)"
                )
            }
            SecretError::NoName => {
                "write \"env:NAME\", NAME the environment variable holding the password".to_string()
            }
        }
    }
}

fn default_poll() -> u64 {
    30
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[cfg_attr(test, derive(serde::Serialize))]
#[serde(rename_all = "snake_case")]
pub enum InboxKind {
    Maildir,
    Imap,
}

#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(test, derive(serde::Serialize))]
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
#[cfg_attr(test, derive(serde::Serialize))]
#[serde(rename_all = "snake_case")]
pub enum OutboxKind {
    Files,
    Smtp,
}

#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(test, derive(serde::Serialize))]
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
#[cfg_attr(test, derive(serde::Serialize))]
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

    /// Parses a configuration's text; `base` is the folder relative paths start from. The
    /// secrets it uses (`env:NAME`) are read from the environment, and must be there.
    pub fn parse(text: &str, name: &Path, base: PathBuf) -> Result<Config, ConfigError> {
        Config::parse_in(text, name, base, &|var| std::env::var(var))
    }

    /// [`Config::parse`] with the secrets looked up in `env`.
    fn parse_in(text: &str, name: &Path, base: PathBuf, env: Env) -> Result<Config, ConfigError> {
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
        config.check_secrets(env).map_err(invalid)?;
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

    /// Whether every secret the configuration uses can be read: the IMAP password with an
    /// IMAP inbox, the SMTP password with an SMTP outbox, the GM's password. What cannot is
    /// said setting by setting, with what to do.
    fn check_secrets(&self, env: Env) -> Result<(), String> {
        let mut used: Vec<(&str, &str)> = Vec::new();
        if self.inbox.kind == InboxKind::Imap
            && let Some(imap) = &self.inbox.imap
        {
            used.push(("[inbox.imap] password", &imap.password));
        }
        if self.outbox.kind == OutboxKind::Smtp
            && let Some(password) = self.outbox.smtp.as_ref().and_then(|s| s.password.as_ref())
        {
            used.push(("[outbox.smtp] password", password));
        }
        if let Some(password) = &self.security.gm_password {
            used.push(("[security] gm_password", password));
        }
        let wrong: Vec<String> = used
            .into_iter()
            .filter_map(|(setting, value)| {
                // Only an `env:` value can fail: a password written out is never quoted.
                let e = secret_in(value, env).err()?;
                Some(format!("{setting} = {value:?}, but {e}: {}", e.fix()))
            })
            .collect();
        if wrong.is_empty() {
            Ok(())
        } else {
            Err(wrong.join("; "))
        }
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
    use serde_json::Value;
    use std::collections::{BTreeSet, HashMap};

    /// An environment where every variable is set.
    fn full_env(name: &str) -> Result<String, VarError> {
        Ok(format!("the password in {name}"))
    }

    /// An environment where none is.
    fn empty_env(_: &str) -> Result<String, VarError> {
        Err(VarError::NotPresent)
    }

    fn parse_with(text: &str, env: Env) -> Result<Config, ConfigError> {
        Config::parse_in(
            text,
            Path::new("engarde.toml"),
            PathBuf::from("config"),
            env,
        )
    }

    /// Whether a line, its comment mark taken off, is a setting: `key = value`, or a
    /// `[table]` or `[[array]]` header.
    fn is_setting(line: &str) -> bool {
        let key = |k: &str| {
            !k.is_empty()
                && k.chars()
                    .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.'))
        };
        if let Some(header) = line.strip_prefix('[') {
            let header = header.strip_prefix('[').unwrap_or(header).trim_end();
            let header = header
                .strip_suffix(']')
                .map(|h| h.strip_suffix(']').unwrap_or(h));
            return header.is_some_and(key);
        }
        line.split_once(" = ").is_some_and(|(k, _)| key(k))
    }

    /// The file with the settings written behind `mark` taken as set: "# " the documented
    /// settings, "#~ " the alternatives. A setting taken replaces one of the same key in the
    /// same table above it (`kind = "imap"` for `kind = "maildir"`).
    fn uncommented(text: &str, mark: &str) -> String {
        let mut lines: Vec<Option<&str>> = Vec::new();
        let mut table = String::new();
        let mut set: HashMap<(String, String), usize> = HashMap::new();
        for (i, line) in text.lines().enumerate() {
            let written = (!line.starts_with('#')).then_some(line);
            let Some(setting) = line
                .strip_prefix(mark)
                .or(written)
                .filter(|l| is_setting(l))
            else {
                lines.push(Some(line));
                continue;
            };
            if setting.starts_with('[') {
                // Each table, and each element of an array of tables, has its own keys.
                table = format!("{setting} {i}");
            } else if let Some((key, _)) = setting.split_once(" = ")
                && let Some(above) = set.insert((table.clone(), key.to_string()), lines.len())
            {
                lines[above] = None;
            }
            lines.push(Some(setting));
        }
        lines.into_iter().flatten().collect::<Vec<_>>().join("\n")
    }

    /// Every key of a document by its path (`inbox.imap.host`; in an array of tables,
    /// `players[].name`).
    fn keys(value: &Value, at: &str, out: &mut BTreeSet<String>) {
        match value {
            Value::Object(map) => {
                for (k, v) in map {
                    let path = if at.is_empty() {
                        k.clone()
                    } else {
                        format!("{at}.{k}")
                    };
                    keys(v, &path, out);
                    out.insert(path);
                }
            }
            Value::Array(items) => {
                for item in items {
                    keys(item, &format!("{at}[]"), out);
                }
            }
            _ => {}
        }
    }

    /// config/engarde.toml documents every setting: with every "# key = value" and "# [table]"
    /// line taken, it sets every field of every section, as the configuration it makes says
    /// (an absent option serialised as null), so a field added to the code and not to the
    /// file fails here; and nothing the code does not read (`deny_unknown_fields` too).
    #[test]
    fn the_file_documents_every_setting() {
        let text = uncommented(DEFAULT, "# ");
        let config = parse_with(&text, &full_env).unwrap_or_else(|e| panic!("{e}"));
        let mut known = BTreeSet::new();
        keys(&serde_json::to_value(&config).unwrap(), "", &mut known);
        let table: toml::Table = toml::from_str(&text).unwrap();
        let mut written = BTreeSet::new();
        keys(&serde_json::to_value(&table).unwrap(), "", &mut written);
        let missing: Vec<_> = known.difference(&written).collect();
        assert!(
            missing.is_empty(),
            "config/engarde.toml does not document {missing:?}: add each, commented, with its \
             type and default"
        );
        let unknown: Vec<_> = written.difference(&known).collect();
        assert!(unknown.is_empty(), "the code reads no {unknown:?}");
        // The sections are all there, the hosted mailbox among them.
        let imap = config.inbox.imap.unwrap();
        assert_eq!((imap.port, imap.tls), (993, true));
        let smtp = config.outbox.smtp.unwrap();
        assert_eq!((smtp.port, smtp.tls.as_str()), (587, "starttls"));
        assert!(config.site.is_some());
    }

    /// Where `plain` (the file read without its optional settings) has a value, `shown` (read
    /// with them) has the same; where it has none (null), the file shows an example.
    fn same_defaults(plain: &Value, shown: &Value, at: &str, wrong: &mut Vec<String>) {
        match (plain, shown) {
            (Value::Null, _) => {}
            (Value::Object(p), Value::Object(s)) => {
                for (k, v) in p {
                    let path = if at.is_empty() {
                        k.clone()
                    } else {
                        format!("{at}.{k}")
                    };
                    same_defaults(v, s.get(k).unwrap_or(&Value::Null), &path, wrong);
                }
            }
            _ if plain != shown => wrong.push(format!(
                "{at}: the code's default is {plain}, the file shows {shown}"
            )),
            _ => {}
        }
    }

    /// Every default config/engarde.toml shows is the code's.
    #[test]
    fn the_file_shows_every_default_as_it_is() {
        let plain = parse_with(DEFAULT, &empty_env).unwrap();
        let shown = parse_with(&uncommented(DEFAULT, "# "), &full_env).unwrap();
        let mut wrong = Vec::new();
        same_defaults(
            &serde_json::to_value(&plain).unwrap(),
            &serde_json::to_value(&shown).unwrap(),
            "",
            &mut wrong,
        );
        assert!(wrong.is_empty(), "{wrong:#?}");
    }

    /// The "#~" alternatives are the loopback test stack (deploy/mailstack, as tests/e2e
    /// configures it): taken, the game reads Dovecot and sends through Postfix in plain text
    /// on 127.0.0.1, with no secret from the environment and no SMTP login.
    #[test]
    fn the_alternatives_are_the_loopback_stack() {
        let c =
            parse_with(&uncommented(DEFAULT, "#~ "), &empty_env).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(c.inbox.kind, InboxKind::Imap);
        let imap = c.inbox.imap.unwrap();
        assert_eq!(
            (imap.host.as_str(), imap.tls, imap.password.as_str()),
            ("127.0.0.1", false, "secret")
        );
        assert_eq!(imap.user, c.addresses.orders);
        assert_eq!(c.outbox.kind, OutboxKind::Smtp);
        let smtp = c.outbox.smtp.unwrap();
        assert_eq!(
            (
                smtp.host.as_str(),
                smtp.tls.as_str(),
                smtp.user,
                smtp.password
            ),
            ("127.0.0.1", "none", None, None)
        );
    }

    /// An `env:NAME` secret whose variable is unset is refused when the configuration is read,
    /// naming the setting and the variable and saying where to set it (it used to read as
    /// empty, and the login failed forever). Only the secrets the game uses are read.
    #[test]
    fn an_unset_secret_is_refused_with_its_variable() {
        // The documented hosted mailbox, used.
        let text = uncommented(DEFAULT, "# ")
            .replace("kind = \"maildir\"", "kind = \"imap\"")
            .replace("kind = \"files\"", "kind = \"smtp\"");
        let err = parse_with(&text, &empty_env).unwrap_err().to_string();
        for said in [
            "[inbox.imap] password = \"env:ENGARDE_IMAP_PASSWORD\", but ENGARDE_IMAP_PASSWORD \
             is not set in the environment",
            "[outbox.smtp] password = \"env:ENGARDE_SMTP_PASSWORD\", but ENGARDE_SMTP_PASSWORD \
             is not set in the environment",
            "[security] gm_password = \"env:ENGARDE_GM_PASSWORD\", but ENGARDE_GM_PASSWORD is \
             not set in the environment",
            "ENGARDE_IMAP_PASSWORD=... in /etc/engarde/GAME.env",
        ] {
            assert!(err.contains(said), "{err}");
        }
        let c = parse_with(&text, &full_env).unwrap();
        assert_eq!(
            secret_in(&c.inbox.imap.unwrap().password, &full_env).unwrap(),
            "the password in ENGARDE_IMAP_PASSWORD"
        );
        let empty = |_: &str| Ok::<_, VarError>(String::new());
        let err = parse_with(&text, &empty).unwrap_err().to_string();
        assert!(
            err.contains("ENGARDE_SMTP_PASSWORD is set in the environment but empty"),
            "{err}"
        );
        // A Maildir and files: the mailbox's secrets are not read; the GM's is.
        let err = parse_with(&uncommented(DEFAULT, "# "), &empty_env)
            .unwrap_err()
            .to_string();
        assert!(!err.contains("IMAP") && !err.contains("SMTP"), "{err}");
        assert!(err.contains("ENGARDE_GM_PASSWORD"), "{err}");
        // Through the process's own environment, as the daemon reads the file.
        let text = uncommented(DEFAULT, "#~ ").replace(
            "password = \"secret\"",
            "password = \"env:ENGARDE_TEST_NEVER_SET_4F1C\"",
        );
        let err = Config::parse(&text, Path::new("game.toml"), PathBuf::new()).unwrap_err();
        assert!(
            err.to_string().starts_with(
                "game.toml: [inbox.imap] password = \"env:ENGARDE_TEST_NEVER_SET_4F1C\", but \
                 ENGARDE_TEST_NEVER_SET_4F1C is not set in the environment: set it"
            ),
            "{err}"
        );
    }

    #[test]
    fn a_secret_is_written_or_read_from_the_environment() {
        let env = |name: &str| match name {
            "SET" => Ok("hunter2".to_string()),
            "EMPTY" => Ok(String::new()),
            _ => Err(VarError::NotPresent),
        };
        assert_eq!(secret_in("hunter2", &env), Ok("hunter2".into()));
        assert_eq!(secret_in("env:SET", &env), Ok("hunter2".into()));
        assert_eq!(secret_in("env: SET ", &env), Ok("hunter2".into()));
        assert_eq!(
            secret_in("env:UNSET", &env),
            Err(SecretError::Unset("UNSET".into()))
        );
        assert_eq!(
            secret_in("env:EMPTY", &env),
            Err(SecretError::Empty("EMPTY".into()))
        );
        assert_eq!(secret_in("env:", &env), Err(SecretError::NoName));
        // The callers' `secret` still reads an unset variable as empty (the configuration
        // was refused before).
        let unset = "env:ENGARDE_TEST_NEVER_SET_4F1C";
        assert_eq!(
            read_secret(unset),
            Err(SecretError::Unset("ENGARDE_TEST_NEVER_SET_4F1C".into()))
        );
        assert_eq!(secret(unset), "");
        assert_eq!(secret("written"), "written");
    }

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
