//! The demo: one month of the embedded default game, through the same pipeline the daemon
//! runs, with no mail server. Order emails shipped in `config/demo/` are delivered into a
//! Maildir, filed, acknowledged; the deadline passes; the month is resolved and every mail is
//! written as an .eml file.

use crate::config::{Config, DEFAULT};
use crate::daemon::{self, Deadline};
use crate::game::Game;
use crate::mail::maildir::Maildir;
use crate::mail::outbox::FileOutbox;
use anyhow::{Context, Result};
use std::path::{Path, PathBuf};

/// The demo's order emails: (file name, raw bytes).
pub const LETTERS: &[(&str, &[u8])] = &[
    (
        "01-rodney.eml",
        include_bytes!("../config/demo/01-rodney.eml"),
    ),
    (
        "02-pierre.eml",
        include_bytes!("../config/demo/02-pierre.eml"),
    ),
    (
        "03-jacques.eml",
        include_bytes!("../config/demo/03-jacques.eml"),
    ),
    (
        "04-henri.eml",
        include_bytes!("../config/demo/04-henri.eml"),
    ),
    (
        "05-aramis.eml",
        include_bytes!("../config/demo/05-aramis.eml"),
    ),
    (
        "06-gaston.eml",
        include_bytes!("../config/demo/06-gaston.eml"),
    ),
    (
        "07-vacation.eml",
        include_bytes!("../config/demo/07-vacation.eml"),
    ),
];

/// What the demo did.
pub struct DemoReport {
    pub out: PathBuf,
    pub newspaper: String,
    pub mails: Vec<PathBuf>,
}

/// The embedded default configuration, its paths made relative to the demo's folder.
pub fn config_text() -> String {
    DEFAULT
        .replace("\"../var/engarde.sled\"", "\"engarde.sled\"")
        .replace("\"../var/inbox\"", "\"inbox\"")
        .replace("\"../var/outbox\"", "\"outbox\"")
}

/// The embedded default configuration with its paths under `out`.
pub fn config(out: &Path) -> Result<Config> {
    let config = Config::parse(
        &config_text(),
        Path::new("(embedded default)"),
        out.to_path_buf(),
    )?;
    debug_assert_eq!(config.storage.path, PathBuf::from("engarde.sled"));
    Ok(config)
}

/// Plays the demo month into `out` (emptied of a previous demo first).
pub async fn run(out: &Path) -> Result<DemoReport> {
    for sub in ["engarde.sled", "inbox", "outbox"] {
        let p = out.join(sub);
        if p.exists() {
            std::fs::remove_dir_all(&p).with_context(|| format!("clearing {}", p.display()))?;
        }
    }
    std::fs::create_dir_all(out)?;
    // The configuration is written beside the game, so the GM's commands can go on with it:
    // engarde gm --config out/engarde.toml queue
    std::fs::write(out.join("engarde.toml"), config_text())?;
    let config = config(out)?;
    let game = Game::open(config)?;
    game.create()?;
    let inbox = Maildir::open(game.config.resolve(&game.config.inbox.path))?;
    for (_, raw) in LETTERS {
        inbox.deliver(raw)?;
    }
    let outbox = FileOutbox::new(game.config.resolve(&game.config.outbox.path))?;
    // The players' letters arrive and are answered...
    daemon::round(&game, &inbox, &outbox, Deadline::NotYet).await?;
    // ...then the deadline passes.
    daemon::round(&game, &inbox, &outbox, Deadline::Now).await?;
    let newspaper = game
        .store
        .outbox()?
        .into_iter()
        .find(|r| r.mail.kind == crate::mail::MailKind::Newspaper)
        .map(|r| r.mail.text)
        .unwrap_or_default();
    let mut mails: Vec<PathBuf> = std::fs::read_dir(outbox.dir())?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "eml"))
        .collect();
    mails.sort();
    Ok(DemoReport {
        out: out.to_path_buf(),
        newspaper,
        mails,
    })
}
