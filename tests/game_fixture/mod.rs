//! The game the command and GM tests play: the embedded default (six players), created,
//! with its founding players' welcomes sent, as the daemon's first round sends them.
#![allow(dead_code)]

use engarde::demo;
use engarde::game::Game;

/// A new game whose founding players' welcomes are sent (as the daemon's first round does).
pub fn new_game() -> (tempfile::TempDir, Game) {
    let dir = tempfile::tempdir().unwrap();
    let game = Game::open(demo::config(dir.path()).unwrap()).unwrap();
    game.create().unwrap();
    for r in game.store.pending_mail().unwrap() {
        assert!(r.mail.message_id.starts_with("founding."), "{r:?}");
        game.store
            .mark_mail(&r.mail.message_id, true, None)
            .unwrap();
    }
    (dir, game)
}
