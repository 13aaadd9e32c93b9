//! The game the command and GM tests play: the embedded default (six players), created,
//! with its founding players' welcomes sent, as the daemon's first round sends them; and the
//! seven letters its players write for its first month (`letters/`: tidy, Spanish, HTML-only
//! from Outlook, a top-posted Latin-1 reply, numbered lines, typos, a vacation auto-reply),
//! with the passwords of its seed.
#![allow(dead_code)]

use engarde::config::{Config, DEFAULT};
use engarde::game::Game;
use engarde::mail::OutMail;
use std::path::{Path, PathBuf};

/// The fixture's letters: (file name, raw bytes).
pub const LETTERS: &[(&str, &[u8])] = &[
    ("01-rodney.eml", include_bytes!("letters/01-rodney.eml")),
    ("02-pierre.eml", include_bytes!("letters/02-pierre.eml")),
    ("03-jacques.eml", include_bytes!("letters/03-jacques.eml")),
    ("04-henri.eml", include_bytes!("letters/04-henri.eml")),
    ("05-aramis.eml", include_bytes!("letters/05-aramis.eml")),
    ("06-gaston.eml", include_bytes!("letters/06-gaston.eml")),
    ("07-vacation.eml", include_bytes!("letters/07-vacation.eml")),
];

/// A letter of the fixture, by a part of its file name.
pub fn letter(name: &str) -> &'static [u8] {
    LETTERS
        .iter()
        .find(|(n, _)| n.contains(name))
        .unwrap_or_else(|| panic!("no fixture letter {name}"))
        .1
}

/// The embedded default configuration, its store, inbox and outbox beside the file.
pub fn config_text() -> String {
    DEFAULT
        .replace("\"../var/engarde.sled\"", "\"engarde.sled\"")
        .replace("\"../var/inbox\"", "\"inbox\"")
        .replace("\"../var/outbox\"", "\"outbox\"")
}

/// The embedded default configuration with its paths under `dir`.
pub fn config(dir: &Path) -> Config {
    let config = Config::parse(
        &config_text(),
        Path::new("(embedded default)"),
        dir.to_path_buf(),
    )
    .unwrap();
    assert_eq!(config.storage.path, PathBuf::from("engarde.sled"));
    config
}

/// A new game whose founding players' welcomes are sent (as the daemon's first round does).
pub fn new_game() -> (tempfile::TempDir, Game) {
    let dir = tempfile::tempdir().unwrap();
    let game = Game::open(config(dir.path())).unwrap();
    game.create().unwrap();
    for r in game.store.pending_mail().unwrap() {
        assert!(r.mail.message_id.starts_with("founding."), "{r:?}");
        game.store
            .mark_mail(&r.mail.message_id, true, None)
            .unwrap();
    }
    (dir, game)
}

/// A letter from `from` to the game with this body (lines joined by CRLF).
pub fn mail(from: &str, id: &str, body: &str) -> Vec<u8> {
    format!(
        "From: {from}\r\nTo: orders@engarde.example\r\nSubject: a letter\r\nMessage-ID: <{id}@x.example>\r\nDate: Mon, 30 Nov 2026 10:00:00 +0000\r\n\r\n{}\r\n",
        body.replace('\n', "\r\n")
    )
    .into_bytes()
}

/// The mails in the outbox to `to`.
pub fn mails_to(game: &Game, to: &str) -> Vec<OutMail> {
    game.store
        .outbox()
        .unwrap()
        .into_iter()
        .map(|r| r.mail)
        .filter(|m| m.to.eq_ignore_ascii_case(to))
        .collect()
}
