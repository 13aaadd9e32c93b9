//! A game as the shell sees it: its configuration, its store and its templates, and the
//! steps the daemon, the demo and the command line take with them.

pub mod gm;
pub mod status;

use crate::clerk::{Clerk, ClerkError, Filed};
use crate::config::Config;
use crate::dice::SeededDice;
use crate::mail::imap::{Folder, ImapError, ImapInbox, Waiting};
use crate::mail::letter::Limits;
use crate::mail::maildir::Maildir;
use crate::mail::message_id::MessageId;
use crate::mail::{MailKind, OutMail};
use crate::render::{Message, Renderer, signed};
use crate::rules::birth::roll_character;
use crate::rules::cast::{Cast, cast_world};
use crate::rules::setup::{Newcomer, new_world};
use crate::store::Todo;
use crate::store::{GameRecord, PlayerRecord, Store};
use crate::turn::{self, Resolution, TurnError};
use crate::world::CharacterId;
use anyhow::{Context as _, Result, bail};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// The character a GM's command names: his whole name, or a part of it that names no one
/// else (case, accents and punctuation aside).
fn character_named<'a>(
    world: &crate::world::World,
    name: &'a str,
) -> Result<CharacterId, Message<'a>> {
    let wanted = CharacterId::from_name(name);
    if wanted.as_str().is_empty() {
        return Err(Message::NoSuchCharacter { name });
    }
    if world.characters.contains_key(&wanted) {
        return Ok(wanted);
    }
    let words = |id: &CharacterId| {
        id.as_str()
            .split(|c: char| !c.is_alphanumeric())
            .map(str::to_string)
            .collect::<Vec<_>>()
    };
    let asked = words(&wanted);
    let mut found = world
        .characters
        .keys()
        .filter(|id| {
            let have = words(id);
            asked.iter().all(|w| have.contains(w))
        })
        .cloned();
    match (found.next(), found.next()) {
        (Some(one), None) => Ok(one),
        (Some(_), Some(_)) => Err(Message::CharacterAmbiguous { name }),
        _ => Err(Message::NoSuchCharacter { name }),
    }
}

/// The GM's word on a nobleman's lands, carried out (`Game::set_lands`).
pub struct LandsSet {
    pub name: String,
    /// The month from which it holds.
    pub month: String,
    pub invaded: bool,
}

impl LandsSet {
    /// What the GM is told.
    pub fn message(&self) -> Message<'_> {
        let (name, month) = (self.name.as_str(), self.month.as_str());
        if self.invaded {
            Message::LandsInvaded { name, month }
        } else {
            Message::LandsRecovered { name, month }
        }
    }
}

/// An open game.
pub struct Game {
    pub config: Config,
    pub store: Store,
    pub renderer: Renderer,
    /// Set when the daemon is asked to stop: a poll files no further letter (those left
    /// wait in the inbox for the next start), so that SIGTERM is honoured between two letters.
    stopping: Arc<AtomicBool>,
    /// Held by the daemon through each round, and by a change the GM's command line asks of
    /// the running daemon (`control`): the two never interleave.
    pub desk: tokio::sync::Mutex<()>,
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

/// How many letters one IMAP round fetches, files (one flush) and moves together. At most
/// this many times `[inbox] max_bytes` in memory at once; each batch costs the server a FETCH
/// and a MOVE, whose time grows more slowly than the batch.
pub const IMAP_BATCH: usize = 100;

/// Why a poll of the IMAP inbox stopped: the server, or the store (then nothing more is
/// moved out of the inbox).
#[derive(Debug, thiserror::Error)]
pub enum PollError {
    #[error(transparent)]
    Imap(#[from] ImapError),
    #[error(transparent)]
    Store(#[from] crate::store::StoreError),
}

/// A batch filed and flushed, not yet moved: the UIDs for each folder.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct FiledBatch {
    pub processed: Vec<u32>,
    pub quarantined: Vec<u32>,
}

/// What a poll of the IMAP inbox did, and where its time went (the daemon logs it; the
/// `mail` bench prints it stage by stage).
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct PollReport {
    /// Letters filed (those seen before and only moved are not counted).
    pub filed: usize,
    /// Asking the server what waits (UID SEARCH, sizes) and fetching the bodies.
    pub fetching: Duration,
    /// Filing the letters, the store's flushes included.
    pub filing: Duration,
    /// Moving them out of the inbox (UID MOVE).
    pub moving: Duration,
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
        let templates = config.game.templates.as_ref().map(|t| config.resolve(t));
        let renderer = Renderer::new(config.game.language, templates.as_deref())?;
        Ok(Game {
            config,
            store,
            renderer,
            stopping: Arc::default(),
            desk: tokio::sync::Mutex::new(()),
        })
    }

    /// The flag that asks the game's polls to stop between two letters (see
    /// [`Game::is_stopping`]).
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.stopping)
    }

    /// Whether the daemon was asked to stop.
    pub fn is_stopping(&self) -> bool {
        self.stopping.load(Ordering::Relaxed)
    }

    /// Creates the game: rolls the characters of the configured players, the ladies and the
    /// regiments, and records it all. Refuses if the store already holds a game.
    pub fn create(&self) -> Result<Vec<PlayerRecord>> {
        self.create_with(None)
    }

    /// Creates the game with the characters and ladies of a cast given whole instead of
    /// rolled (`rules::cast`: the demo's `config/demo/cast.toml`); the players the cast does
    /// not name are rolled. `None`: [`Game::create`].
    pub fn create_with(&self, cast: Option<&Cast>) -> Result<Vec<PlayerRecord>> {
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
        let month = self.config.start_month().map_err(anyhow::Error::msg)?;
        let (world, characters): (_, Vec<crate::world::Character>) = match cast {
            None => {
                let (world, births) = new_world(month, &newcomers, &mut dice);
                (world, births.into_iter().map(|(c, _)| c).collect())
            }
            Some(cast) => {
                let (world, characters) = cast_world(month, &newcomers, cast, &mut dice)?;
                (world, characters.into_iter().map(|(c, _)| c).collect())
            }
        };
        let players: Vec<PlayerRecord> = characters
            .iter()
            .map(|c| PlayerRecord {
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
        // The founding players are welcomed as newcomers are: sheet, password, deadline,
        // how to write orders (the GM need not copy passwords out of `engarde players`).
        // Queued with the game itself, and sent by the first round.
        let welcomes = players
            .iter()
            .map(|p| {
                let key = format!("founding.{}", p.character);
                welcome_in(self, &world, 1, self.config.deadline_of(1), p, &key)
            })
            .collect::<Result<Vec<_>>>()?;
        self.store.create_game(&game, &world, &players, welcomes)?;
        Ok(players)
    }

    /// Adds a player to the running game, rolling his character now.
    pub fn add_player(&self, name: &str, email: &str) -> Result<PlayerRecord> {
        let game = self.store.require_game()?;
        let email = email.to_lowercase();
        let language = self.config.game.language;
        if self.store.player(&email)?.is_some() {
            bail!(Message::AlreadyPlays { email: &email }.text(language));
        }
        let mut world = self
            .store
            .world(game.turn)?
            .context("the current world is missing")?;
        let id = CharacterId::from_name(name);
        if world.characters.contains_key(&id) {
            bail!(Message::CharacterExists { name }.text(language));
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

    /// The GM's word on a nobleman's lands (003, 6.0.6): invaded by the enemy from the month
    /// to be played, or recovered. `name` is his character's name, or a part of it that names
    /// him alone. What the GM is told is returned; a command that cannot be carried out is an
    /// error that says why, and changes nothing.
    pub fn set_lands(&self, name: &str, invaded: bool) -> Result<LandsSet> {
        use crate::world::Lands;
        let game = self.store.require_game()?;
        let language = self.config.game.language;
        let refused = |m: Message<'_>| anyhow::anyhow!(m.text(language).trim_end().to_string());
        let mut world = self
            .store
            .world(game.turn)?
            .context("the current world is missing")?;
        let id = character_named(&world, name).map_err(refused)?;
        let month = world.month;
        let c = world.characters.get_mut(&id).expect("found above");
        let who = c.name.clone();
        match (invaded, c.lands) {
            (true, _) if c.highest_title().is_none() => {
                return Err(refused(Message::LandsWithoutTitle { name: &who }));
            }
            (true, Some(Lands::Invaded { since })) => {
                let since = self.renderer.month(since);
                let held = Message::LandsAlreadyHeld {
                    name: &who,
                    since: &since,
                };
                return Err(refused(held));
            }
            (true, _) => c.lands = Some(Lands::Invaded { since: month }),
            // Declared for this month and not yet played: they never fell.
            (false, Some(Lands::Invaded { since })) if since == month => c.lands = None,
            (false, Some(Lands::Invaded { .. })) => c.lands = Some(Lands::Recovered),
            (false, _) => return Err(refused(Message::LandsNotHeld { name: &who })),
        }
        self.store.put_world(game.turn, &world)?;
        Ok(LandsSet {
            name: who,
            month: self.renderer.month(month),
            invaded,
        })
    }

    /// The clerk who files this game's letters (no clock: never late, no reply cap).
    pub fn clerk(&self) -> Clerk<'_> {
        self.clerk_when(None)
    }

    /// The clerk at a time: late orders go to the next turn, replies are capped per day.
    pub fn clerk_at(&self, now: i64) -> Clerk<'_> {
        self.clerk_when(Some(now))
    }

    fn clerk_when(&self, now: Option<i64>) -> Clerk<'_> {
        let limits = Limits {
            max_bytes: self.config.inbox.max_bytes,
            ..Limits::default()
        };
        Clerk::new(&self.config, &self.store, &self.renderer, limits, now)
    }

    /// Files every letter waiting in the IMAP inbox, exactly once in effect: a letter is
    /// moved to Processed only after the store holds it; one that fails three times goes to
    /// Quarantine and the GM is told.
    ///
    /// Letters go in batches of [`IMAP_BATCH`]: one FETCH for the batch's bodies, each letter
    /// filed in turn without waiting for the disk, one flush for the batch (a group commit),
    /// then one MOVE for those filed. Nothing waits for more letters: a batch is what the
    /// inbox holds, one letter alone is filed and moved at once. A crash before the flush
    /// leaves the batch's letters in the inbox, each in the store whole or not at all; one
    /// between the flush and the MOVE leaves them filed and in the inbox: the next poll finds
    /// them in the store (their dedupe keys) and only moves them.
    pub async fn poll_imap(
        &self,
        inbox: &mut ImapInbox,
        now: i64,
    ) -> Result<PollReport, PollError> {
        let clerk = self.clerk_at(now).grouped();
        let mut report = PollReport::default();
        let started = Instant::now();
        let pending = inbox.pending().await?;
        report.fetching += started.elapsed();
        for batch in pending.chunks(IMAP_BATCH) {
            if self.is_stopping() {
                break;
            }
            let filed = self.file_batch(&clerk, inbox, batch, &mut report).await?;
            let started = Instant::now();
            inbox
                .file_away_many(&filed.processed, Folder::Processed)
                .await?;
            inbox
                .file_away_many(&filed.quarantined, Folder::Quarantine)
                .await?;
            report.moving += started.elapsed();
        }
        Ok(report)
    }

    /// The first half of a poll's batch: one FETCH, each letter filed by `clerk` (a
    /// [`Clerk::grouped`] one), one flush. When it returns, the batch is on disk and still in
    /// the inbox; what is to be moved where is returned (those seen before are moved too).
    pub async fn file_batch(
        &self,
        clerk: &Clerk<'_>,
        inbox: &mut ImapInbox,
        batch: &[Waiting],
        report: &mut PollReport,
    ) -> Result<FiledBatch, PollError> {
        let mut filed = FiledBatch::default();
        let mut wanted = Vec::new();
        for w in batch {
            if let Ok(Some(_)) = self.store.seen(std::slice::from_ref(&w.key)) {
                filed.processed.push(w.uid);
            } else if w.size as usize <= self.config.inbox.max_bytes {
                wanted.push(w.uid);
            }
        }
        let started = Instant::now();
        let mut bodies = inbox.fetch_many(&wanted).await?;
        report.fetching += started.elapsed();
        let started = Instant::now();
        for w in batch {
            if filed.processed.contains(&w.uid) {
                continue;
            }
            if self.is_stopping() {
                // Left in the inbox, unfetched or fetched again at the next start.
                break;
            }
            let outcome = if w.size as usize > self.config.inbox.max_bytes {
                // Not fetched at all: a synthetic letter says so to the GM.
                let note = format!(
                    "From: <unknown@invalid>\r\nSubject: (not fetched)\r\nX-Engarde-Refused: {}\r\n\r\nA mail of {} bytes (more than {}) waited in the inbox as {}; it was not fetched.\r\n",
                    w.key, w.size, self.config.inbox.max_bytes, w.key
                );
                clerk.file_refused(&w.key, note.as_bytes(), w.size as usize)
            } else {
                match bodies.remove(&w.uid) {
                    Some(raw) => clerk.file(&w.key, &raw),
                    None => continue,
                }
            };
            match outcome {
                Ok(outcome) => {
                    tracing::info!(key = %w.key, ?outcome, "letter filed");
                    filed.processed.push(w.uid);
                    report.filed += 1;
                }
                Err(e) => {
                    let n = self.store.note_failure(&w.key).unwrap_or(3);
                    tracing::error!(key = %w.key, error = %e, attempt = n, "filing failed");
                    if n >= 3 {
                        self.tell_gm_quarantined(&w.key, &e.to_string(), inbox);
                        filed.quarantined.push(w.uid);
                    }
                }
            }
        }
        // The group commit: every letter of the batch on disk before any leaves the inbox
        // (those seen before too: a poll whose flush failed may have staged them).
        self.store.flush()?;
        report.filing += started.elapsed();
        Ok(filed)
    }

    /// Tells the GM a letter goes to Quarantine after failing three times.
    fn tell_gm_quarantined(&self, key: &str, error: &str, inbox: &ImapInbox) {
        let quarantined = Message::Quarantined {
            key,
            error,
            folder: &inbox.settings().quarantine,
        };
        let language = self.config.game.language;
        let mail = OutMail::new(
            MailKind::Notice,
            MessageId::Quarantine {
                letter: &crate::clerk::letter_id(key.as_bytes()),
            }
            .at(&self.config.game.domain),
            format!(
                "{} <{}>",
                self.config.game.name, self.config.addresses.orders
            ),
            self.config.addresses.gm.clone(),
            format!(
                "[{}] {}",
                self.config.game.name,
                quarantined.subject(language)
            ),
            quarantined.text(language),
        );
        let _ = self.store.queue_mails(vec![mail]);
    }

    /// The name of a character as the game writes it (his id when the world has none).
    pub fn character_name(&self, id: &CharacterId) -> String {
        let world = self
            .store
            .require_game()
            .ok()
            .and_then(|g| self.store.world(g.turn).ok().flatten());
        world
            .and_then(|w| w.characters.get(id).map(|c| c.name.clone()))
            .unwrap_or_else(|| id.0.clone())
    }

    /// Carries out the GM's commands filed by the clerk (and JOINs), oldest first, without a
    /// clock (a RESOLVE dates the turn's mails at its deadline).
    pub fn carry_out(&self) -> Result<()> {
        self.carry_out_at(None)
    }

    /// Carries out the GM's commands filed by the clerk (and JOINs), oldest first, at `now`
    /// (seconds since the epoch; a RESOLVE dates the turn then). Each is idempotent, and
    /// removed with the mails it produces in one write.
    pub fn carry_out_at(&self, now: Option<i64>) -> Result<()> {
        let language = self.config.game.language;
        for (letter, todo) in self.store.todos()? {
            let name = &self.config.game.name;
            // The answer threads under the GM's command, signed like every mail of the game.
            let command_id = self
                .store
                .letter(&letter)?
                .and_then(|r| r.letter)
                .and_then(|l| l.message_id);
            let answer = |message: Message<'_>| {
                self.notice(
                    MessageId::Answer {
                        letter: &letter,
                        what: "done",
                    }
                    .at(&self.config.game.domain),
                    self.config.addresses.gm.clone(),
                    &message,
                    command_id.clone(),
                )
            };
            let decided = |item: u64, approved: bool, r: Result<()>| match r {
                Ok(()) => answer(Message::Decided {
                    item,
                    approved,
                    whose: &self.whose(item),
                }),
                Err(e) => answer(Message::NotDecided {
                    item,
                    error: &e.to_string(),
                }),
            };
            let game = self.store.require_game()?;
            let mut mails = Vec::new();
            match &todo {
                Todo::Resolve { turn } if *turn == game.turn => {
                    let r = self.resolve_at(now)?;
                    tracing::info!(turn = r.record.turn, month = %r.record.month, "turn resolved at the GM's word");
                }
                Todo::Resolve { .. } | Todo::Rollback { .. } | Todo::Preview { .. } => {}
                Todo::Approve { item, corrected } => {
                    let r = self.decide(
                        *item,
                        gm::Decision::Approve {
                            corrected: corrected.clone(),
                        },
                    );
                    mails.push(decided(*item, true, r));
                }
                Todo::Reject { item, reason } => {
                    let r = self.decide(
                        *item,
                        gm::Decision::Reject {
                            reason: reason.clone(),
                        },
                    );
                    mails.push(decided(*item, false, r));
                }
                Todo::Lands { name, invaded } => mails.push(match self.set_lands(name, *invaded) {
                    Ok(set) => answer(set.message()),
                    Err(e) => answer(Message::LandsNotChanged {
                        error: &e.to_string(),
                    }),
                }),
                Todo::Broadcast { text } => {
                    let from = format!("{name} <{}>", self.config.addresses.orders);
                    mails.extend(self.broadcast(&letter, &from, text)?);
                }
                Todo::Join { email, name: who } => {
                    if self.store.player(email)?.is_none() {
                        match self.add_player(who, email) {
                            Ok(player) => mails.push(welcome(self, &player, &letter)?),
                            Err(e) => {
                                let failed = Message::JoinFailed {
                                    error: &e.to_string(),
                                };
                                mails.push(OutMail {
                                    to: email.clone(),
                                    text: signed(&failed.text(language), name),
                                    ..answer(failed)
                                })
                            }
                        }
                    }
                }
            }
            // The turn-dependent commands whose turn is still current.
            match &todo {
                Todo::Preview { turn } if *turn == game.turn => {
                    let preview = self.preview()?;
                    mails.push(OutMail {
                        text: preview,
                        ..answer(Message::Preview {
                            turn: *turn,
                            month: "",
                        })
                    });
                }
                Todo::Rollback { turn } if *turn == game.turn => {
                    let done = match self.store.rollback()? {
                        Ok(t) => answer(Message::RolledBack { turn: t }),
                        Err(why) => answer(Message::NotRolledBack { why: &why }),
                    };
                    mails.push(OutMail {
                        text: format!("{}\n", done.text),
                        ..done
                    });
                }
                _ => {}
            }
            self.store.done(&letter, mails)?;
        }
        Ok(())
    }

    /// The GM's broadcast: a mail to every player, from `from`, with the Message-IDs of
    /// `key` (the GM's letter, or the text's own id on the command line).
    pub fn broadcast(&self, key: &str, from: &str, text: &str) -> Result<Vec<OutMail>> {
        let name = &self.config.game.name;
        let subject = Message::FromTheGm.subject(self.config.game.language);
        Ok(self
            .store
            .players()?
            .into_iter()
            .map(|p| {
                OutMail::new(
                    MailKind::Notice,
                    MessageId::Broadcast {
                        key,
                        character: &p.character,
                    }
                    .at(&self.config.game.domain),
                    from.to_string(),
                    p.email,
                    format!("[{name}] {subject}"),
                    signed(text, name),
                )
            })
            .collect())
    }

    /// A notice of the game to `to`: the message in the game's language, its subject
    /// prefixed with the game's name, signed, from the orders address.
    pub fn notice(
        &self,
        message_id: String,
        to: String,
        message: &Message<'_>,
        in_reply_to: Option<String>,
    ) -> OutMail {
        let language = self.config.game.language;
        let name = &self.config.game.name;
        OutMail {
            in_reply_to,
            ..OutMail::new(
                MailKind::Notice,
                message_id,
                format!("{name} <{}>", self.config.addresses.orders),
                to,
                format!("[{name}] {}", message.subject(language)),
                signed(&message.text(language), name),
            )
        }
    }

    /// A dry run of the current turn, every mail it would send, in words for the GM: nothing
    /// is committed.
    pub fn preview(&self) -> Result<String> {
        let r = crate::turn::prepare(&self.config, &self.store, &self.renderer, None)?;
        let month = self.renderer.month(r.record.month);
        let mut text = Message::Preview {
            turn: r.record.turn,
            month: &month,
        }
        .text(self.config.game.language);
        text.push_str("\n\n");
        for m in &r.mails {
            text.push_str(&format!(
                "==== To: {} -- {}\n\n{}\n\n",
                m.to, m.subject, m.text
            ));
        }
        Ok(text)
    }

    /// Reminds, once each, the players without orders at the configured hours before the
    /// deadline, and the GM of the items still waiting for his decision.
    pub fn remind(&self, now: i64) -> Result<usize> {
        let game = self.store.require_game()?;
        let deadline = self.deadline_of(game.turn);
        let Some(hours) = self
            .config
            .deadline
            .reminders_hours
            .iter()
            .filter(|h| now >= deadline - i64::from(**h) * 3600 && now < deadline)
            .min()
        else {
            return Ok(0);
        };
        let orders = self.store.orders(game.turn)?;
        let language = self.config.game.language;
        let deadline = crate::config::format_utc(deadline);
        let reminder = Message::NoOrdersYet {
            deadline: &deadline,
        };
        let mut mails = Vec::new();
        for p in self.store.players()? {
            let key = format!("{}h:{}", hours, p.email);
            if orders.contains_key(&p.character) || self.store.reminded(game.turn, &key)? {
                continue;
            }
            let id = MessageId::Reminder {
                turn: game.turn,
                hours: *hours,
                to: &p.character.0,
            }
            .at(&self.config.game.domain);
            mails.push((key, self.notice(id, p.email.clone(), &reminder, None)));
        }
        // The GM, once at each reminder, of what still waits for his decision.
        let key = format!("{hours}h:gm");
        let waiting = self.store.open_gm_items()?;
        if !waiting.is_empty() && !self.store.reminded(game.turn, &key)? {
            let listed: String = waiting
                .iter()
                .map(|i| gm::describe(i, language) + "\n")
                .collect();
            let message = Message::QueueBeforeDeadline {
                count: waiting.len(),
                items: &listed,
                deadline: &deadline,
            };
            let id = MessageId::Reminder {
                turn: game.turn,
                hours: *hours,
                to: "gm",
            }
            .at(&self.config.game.domain);
            let gm = self.config.addresses.gm.clone();
            mails.push((key, self.notice(id, gm, &message, None)));
        }
        let n = mails.len();
        if n > 0 {
            self.store.remind(game.turn, mails)?;
        }
        Ok(n)
    }

    /// With `[gm] digest_minutes`, gathers the items that entered the GM's queue since the
    /// last digest into one mail, at most every so many minutes. Returns whether one went.
    pub fn digest(&self, now: i64) -> Result<bool> {
        let every = i64::from(self.config.gm.digest_minutes) * 60;
        if every == 0 {
            return Ok(false);
        }
        let (last, at) = self.store.digest_state()?;
        if now < at + every {
            return Ok(false);
        }
        let new: Vec<_> = self
            .store
            .open_gm_items()?
            .into_iter()
            .filter(|i| i.id > last)
            .collect();
        let Some(newest) = new.iter().map(|i| i.id).max() else {
            return Ok(false);
        };
        let language = self.config.game.language;
        let mut listed = String::new();
        for item in &new {
            listed.push_str(&gm::describe(item, language));
            // What the clerk understood of the letter, as the single notice says it.
            let understood = item.character.as_ref().and_then(|who| {
                let orders = self.store.orders(item.turn).ok()?.remove(who)?;
                (orders.letter == item.letter)
                    .then(|| crate::clerk::understood(&self.store, &self.renderer, &orders))
                    .flatten()
            });
            if let Some(u) = understood {
                listed.push_str(&Message::Understood { orders: &u }.text(language));
            }
            listed.push('\n');
        }
        let message = Message::Digest {
            count: new.len(),
            items: &listed,
        };
        let id = MessageId::Digest { newest }.at(&self.config.game.domain);
        let mail = self.notice(id, self.config.addresses.gm.clone(), &message, None);
        self.store.digest(newest, now, mail)?;
        Ok(true)
    }

    /// Files standing orders for the players without orders this turn: their last standing
    /// duel orders carry over (the duel engine rolls a sequence for those with none).
    pub fn carry_standing_orders(&self) -> crate::store::Result<()> {
        let game = self.store.require_game()?;
        if game.turn < 2 {
            return Ok(());
        }
        let now = self.store.orders(game.turn)?;
        let mut filed = Vec::new();
        for p in self.store.players()? {
            if now.contains_key(&p.character) {
                continue;
            }
            let last = (1..game.turn).rev().find_map(|t| {
                self.store
                    .orders(t)
                    .ok()?
                    .remove(&p.character)
                    .and_then(|o| o.sheet.duel.map(|d| (t, d)))
            });
            if let Some((t, duel)) = last {
                let sheet = crate::orders::OrderSheet {
                    duel: Some(duel),
                    ..crate::orders::parse_orders("")
                };
                filed.push(crate::store::OrdersRecord {
                    character: p.character.clone(),
                    turn: game.turn,
                    letter: format!("standing-from-turn-{t}"),
                    sheet,
                });
            }
        }
        for o in filed {
            self.store.file_orders(&o)?;
        }
        Ok(())
    }

    /// A turn's deadline: the GM's, if he set one, else the schedule's.
    pub fn deadline_of(&self, turn: u32) -> i64 {
        crate::clerk::deadline_of(&self.config, &self.store, turn)
    }

    /// Files every pending letter of a Maildir, marking each processed only after the store
    /// holds it.
    pub fn poll_maildir(&self, inbox: &Maildir) -> Result<Vec<Filed>> {
        self.poll_maildir_at(inbox, None)
    }

    /// [`Game::poll_maildir`] at a time (late orders, the reply cap).
    pub fn poll_maildir_at(&self, inbox: &Maildir, now: Option<i64>) -> Result<Vec<Filed>> {
        let clerk = self.clerk_when(now);
        let mut filed = Vec::new();
        for entry in inbox.pending()? {
            if self.is_stopping() {
                break;
            }
            let raw = match entry.read() {
                Ok(raw) => raw,
                Err(e) => {
                    tracing::warn!(key = %entry.key, error = %e, "cannot read a letter; it stays for the next poll");
                    continue;
                }
            };
            let outcome = clerk
                .file(&format!("maildir:{}", entry.key), &raw)
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
        Ok(now >= self.deadline_of(game.turn))
    }

    /// Resolves the current turn and commits it with its mails.
    /// Then writes the web site, if configured: after the commit, as a copy (a failure is
    /// logged, and the next turn writes the site again).
    /// Without a clock, the turn's mails are dated at its deadline.
    pub fn resolve(&self) -> Result<Resolution, TurnError> {
        self.resolve_at(None)
    }

    /// Resolves the current turn at `at` (seconds since the epoch), which dates its mails.
    pub fn resolve_at(&self, at: Option<i64>) -> Result<Resolution, TurnError> {
        // Standing duel orders carry over on every path to the resolution: the deadline, the
        // GM's RESOLVE by mail, the command line.
        self.carry_standing_orders()?;
        let resolution = turn::close(&self.config, &self.store, &self.renderer, at)?;
        match crate::site::publish_turn(&self.config, &self.renderer, &resolution) {
            Ok(files) if !files.is_empty() => {
                tracing::info!(files = files.len(), "web site written")
            }
            Ok(_) => {}
            Err(e) => tracing::warn!(error = %e, "the web site could not be written"),
        }
        Ok(resolution)
    }
}

/// The welcome mail of a newcomer: his character sheet and his password.
pub fn welcome(game: &Game, player: &PlayerRecord, key: &str) -> Result<OutMail> {
    let state = game.store.require_game()?;
    let world = game
        .store
        .world(state.turn)?
        .context("the current world is missing")?;
    welcome_in(
        game,
        &world,
        state.turn,
        game.deadline_of(state.turn),
        player,
        key,
    )
}

/// The welcome mail of a player in `world` at `turn`: his character sheet, his password,
/// the deadline and how to write orders.
fn welcome_in(
    game: &Game,
    world: &crate::world::World,
    turn: u32,
    deadline: i64,
    player: &PlayerRecord,
    key: &str,
) -> Result<OutMail> {
    let names = game.renderer.names(world);
    let info = crate::render::GameInfo {
        name: game.config.game.name.clone(),
        deadline: crate::config::format_utc(deadline),
        turn,
    };
    let sheet = game
        .renderer
        .sheet(&info, world, &player.character, &names)?;
    let name = &game.config.game.name;
    let language = game.config.game.language;
    let welcome = Message::Welcome {
        game: name,
        password: &player.password,
        deadline: &info.deadline,
        sheet: &sheet,
    };
    let text = format!(
        "{}\n\n{}\n\n-- \n{name}\n",
        welcome.text(language).trim_end(),
        Message::Help.text(language).trim_end()
    );
    Ok(OutMail::new(
        MailKind::Notice,
        MessageId::Welcome { key }.at(&game.config.game.domain),
        format!("{name} <{}>", game.config.addresses.orders),
        player.email.clone(),
        format!("[{name}] {}", welcome.subject(language)),
        text,
    ))
}
