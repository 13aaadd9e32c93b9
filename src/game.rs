//! A game as the shell sees it: its configuration, its store and its templates, and the
//! steps the daemon, the demo and the command line take with them.

use crate::clerk::{Clerk, ClerkError, Filed};
use crate::config::Config;
use crate::dice::SeededDice;
use crate::mail::letter::Limits;
use crate::mail::maildir::Maildir;
use crate::render::Renderer;
use crate::rules::birth::roll_character;
use crate::rules::setup::{Newcomer, new_world};
use crate::store::{GameRecord, PlayerRecord, Store};
use crate::turn::{self, Resolution, TurnError};
use crate::world::CharacterId;
use anyhow::{Context as _, Result, bail};

/// An open game.
pub struct Game {
    pub config: Config,
    pub store: Store,
    pub renderer: Renderer,
}

/// A player's password: derived from the game's secret seed and his address, so it needs no
/// storage of its own and cannot be guessed without the seed.
pub fn password_for(config: &Config, email: &str) -> String {
    const ALPHABET: &[u8] = b"abcdefghjkmnpqrstuvwxyz23456789";
    let seed = config
        .seed()
        .derive(&format!("password {}", email.to_lowercase()));
    seed.0
        .iter()
        .take(8)
        .map(|b| ALPHABET[usize::from(*b) % ALPHABET.len()] as char)
        .collect()
}

impl Game {
    /// Opens the game of a configuration (its store is created if missing).
    pub fn open(config: Config) -> Result<Game> {
        let path = config.resolve(&config.storage.path);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)
                .with_context(|| format!("creating {}", parent.display()))?;
        }
        let store =
            Store::open(&path).with_context(|| format!("opening the store {}", path.display()))?;
        let renderer = Renderer::new(config.game.language, None)?;
        Ok(Game {
            config,
            store,
            renderer,
        })
    }

    /// Creates the game: rolls the characters of the configured players, the ladies and the
    /// regiments, and records it all. Refuses if the store already holds a game.
    pub fn create(&self) -> Result<Vec<PlayerRecord>> {
        if self.store.game()?.is_some() {
            bail!(
                "this store already holds a game ({})",
                self.config.storage.path.display()
            );
        }
        let newcomers: Vec<Newcomer> = self
            .config
            .players
            .iter()
            .map(|p| Newcomer {
                name: p.name.clone(),
                email: p.email.to_lowercase(),
            })
            .collect();
        let root = self.config.seed();
        let mut dice = SeededDice::new(root.derive("creation"));
        let (world, births) = new_world(
            self.config.start_month().map_err(anyhow::Error::msg)?,
            &newcomers,
            &mut dice,
        );
        let players: Vec<PlayerRecord> = births
            .iter()
            .map(|(c, _)| PlayerRecord {
                email: c.player.clone(),
                character: c.id.clone(),
                password: password_for(&self.config, &c.player),
            })
            .collect();
        let game = GameRecord {
            name: self.config.game.name.clone(),
            turn: 1,
            seed: root,
        };
        self.store.create_game(&game, &world, &players)?;
        Ok(players)
    }

    /// Adds a player to the running game, rolling his character now.
    pub fn add_player(&self, name: &str, email: &str) -> Result<PlayerRecord> {
        let game = self.store.require_game()?;
        let email = email.to_lowercase();
        if self.store.player(&email)?.is_some() {
            bail!("{email} already plays in this game");
        }
        let mut world = self
            .store
            .world(game.turn)?
            .context("the current world is missing")?;
        let id = CharacterId::from_name(name);
        if world.characters.contains_key(&id) {
            bail!("a character called {name} already exists");
        }
        let mut dice = SeededDice::new(game.seed.derive(&format!("join {email}")));
        let (character, _) = roll_character(name, &email, &mut dice);
        world.characters.insert(id.clone(), character);
        let player = PlayerRecord {
            email: email.clone(),
            character: id,
            password: password_for(&self.config, &email),
        };
        self.store.put_player(&player, Some((game.turn, &world)))?;
        Ok(player)
    }

    /// The clerk who files this game's letters.
    pub fn clerk(&self) -> Clerk<'_> {
        Clerk {
            config: &self.config,
            store: &self.store,
            renderer: &self.renderer,
            limits: Limits::default(),
        }
    }

    /// Files every pending letter of a Maildir, marking each processed only after the store
    /// holds it.
    pub fn poll_maildir(&self, inbox: &Maildir) -> Result<Vec<Filed>> {
        let clerk = self.clerk();
        let mut filed = Vec::new();
        for entry in inbox.pending()? {
            let raw = match entry.read() {
                Ok(raw) => raw,
                Err(e) => {
                    tracing::warn!(key = %entry.key, error = %e, "cannot read a letter; it stays for the next poll");
                    continue;
                }
            };
            let outcome = clerk
                .file(&entry.key, &raw)
                .map_err(|e: ClerkError| anyhow::anyhow!(e))?;
            tracing::info!(key = %entry.key, ?outcome, "letter filed");
            inbox.mark_processed(&entry)?;
            filed.push(outcome);
        }
        Ok(filed)
    }

    /// Whether the current turn's deadline has passed at `now` (seconds since the epoch).
    pub fn deadline_passed(&self, now: i64) -> Result<bool> {
        let game = self.store.require_game()?;
        Ok(now >= self.config.deadline_of(game.turn))
    }

    /// Resolves the current turn and commits it with its mails.
    pub fn resolve(&self) -> Result<Resolution, TurnError> {
        turn::close(&self.config, &self.store, &self.renderer)
    }
}
