//! The GM's clerk: reads each letter once, files orders, answers, and sends the GM what he
//! cannot decide.
//!
//! For every letter, one atomic, flushed write to the store holds: the raw bytes, the dedupe
//! keys (the inbox's own key, the Message-ID, the body hash), what became of it (orders
//! filed, a GM item, or ignored with the reason), and the reply. Only then does the caller
//! mark the letter processed in its inbox; a crash in between finds the letter again and the
//! dedupe keys say it was handled. Nothing is lost, nothing is done twice.

use crate::config::Config;
use crate::mail::letter::{Limits, read_letter_with};
use crate::mail::message_id::MessageId;
use crate::mail::{Letter, MailKind, OutMail};
use crate::orders::{OrderSheet, parse_orders_in};
use crate::render::{AckInput, GameInfo, Message, Names, Renderer, signed};
use crate::rules::review::{Against, review};
use crate::store::{GmItem, Ingest, LetterFate, LetterRecord, OrdersRecord, PlayerRecord, Store};

pub mod command;
mod commands;
mod mask;
use crate::world::{CharacterId, World};
pub use mask::{is_password_line, mask_diagnostics, mask_passwords, parse_masked};
use sha2::{Digest, Sha256};
use std::sync::Arc;

/// Why a letter goes to the GM: in his words (the sender in the third person) and in the
/// words its sender reads (to him, in the second).
#[derive(Debug, Default)]
pub(crate) struct Doubt {
    pub gm: String,
    pub sender: String,
}

/// What went wrong while filing a letter (the letter itself is never the problem: bad
/// letters are outcomes).
#[derive(Debug, thiserror::Error)]
pub enum ClerkError {
    #[error(transparent)]
    Store(#[from] crate::store::StoreError),
    #[error(transparent)]
    Render(#[from] crate::render::RenderError),
}

/// What the clerk did with a letter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Filed {
    /// Seen before (by any of its dedupe keys): nothing done again.
    Duplicate { letter: String },
    /// Orders filed for a character; `for_gm` when some lines went to the GM.
    Orders {
        character: CharacterId,
        for_gm: bool,
    },
    /// Sent to the GM (unknown sender, wrong character, refused mail...).
    ForTheGm { reason: String },
    /// A command (a player's STATUS, HELP...; the GM's APPROVE, RESOLVE...).
    Command { word: String },
    /// Not answered (auto-reply, bounce, list mail, our own mail).
    Ignored { why: String },
}

/// The clerk of one game, made for one poll of the inbox (it reads a turn's world once and
/// keeps it: filing a letter never changes a world).
pub struct Clerk<'a> {
    pub config: &'a Config,
    pub store: &'a Store,
    pub renderer: &'a Renderer,
    pub limits: Limits,
    /// The time the letter is filed (seconds since the epoch): late orders and the daily
    /// reply cap depend on it. `None` (the demo, tests): never late, no cap.
    pub now: Option<i64>,
    /// Whether each letter's write waits for the disk (`false`: see [`Clerk::grouped`]).
    grouped: bool,
    /// The world of a turn and its names, as read for the first letter that needed them.
    world: std::sync::Mutex<Option<(u32, Option<TurnWorld>)>>,
}

/// A turn's world with its names in the game's language.
type TurnWorld = Arc<(World, Names)>;

/// What was understood of a letter's orders, in words in the game's language, for the GM
/// (`None` when the turn's world cannot be read: the notice goes without it).
pub fn understood(
    store: &Store,
    renderer: &Renderer,
    orders: &crate::store::OrdersRecord,
) -> Option<String> {
    let world = store.world(orders.turn).ok().flatten()?;
    let names = renderer.names(&world);
    renderer.understood(&orders.sheet, world.month, &names).ok()
}

/// The id of a letter: the first 16 hex digits of its SHA-256.
pub fn letter_id(raw: &[u8]) -> String {
    let digest = Sha256::digest(raw);
    digest.iter().take(8).map(|b| format!("{b:02x}")).collect()
}

impl<'a> Clerk<'a> {
    /// A clerk whose every letter is written and flushed on its own.
    pub fn new(
        config: &'a Config,
        store: &'a Store,
        renderer: &'a Renderer,
        limits: Limits,
        now: Option<i64>,
    ) -> Clerk<'a> {
        Clerk {
            config,
            store,
            renderer,
            limits,
            now,
            grouped: false,
            world: std::sync::Mutex::default(),
        }
    }

    /// The same clerk filing letters in a group (a group commit): each letter's write is
    /// applied at once, whole, and later letters see it, but the disk is not waited for
    /// ([`Store::stage`]). The caller flushes the group ([`Store::flush`]) before it moves
    /// any of its letters out of the inbox; the post flushes before it sends.
    pub fn grouped(self) -> Clerk<'a> {
        Clerk {
            grouped: true,
            ..self
        }
    }

    /// The world of `turn` and its names, read once for the clerk's letters.
    fn world(&self, turn: u32) -> Result<Option<TurnWorld>, ClerkError> {
        let mut cached = self.world.lock().unwrap_or_else(|e| e.into_inner());
        if let Some((t, world)) = cached.as_ref()
            && *t == turn
        {
            return Ok(world.clone());
        }
        let world = self.store.world(turn)?.map(|w| {
            let names = self.renderer.names(&w);
            Arc::new((w, names))
        });
        *cached = Some((turn, world.clone()));
        Ok(world)
    }

    fn game_info(&self, turn: u32) -> GameInfo {
        GameInfo {
            name: self.config.game.name.clone(),
            deadline: crate::config::format_utc(deadline_of(self.config, self.store, turn)),
            turn,
        }
    }

    /// Files a letter that was not read (too large to fetch): kept as a refusal for the GM.
    pub fn file_refused(
        &self,
        inbox_key: &str,
        note: &[u8],
        size: usize,
    ) -> Result<Filed, ClerkError> {
        let id = letter_id(note);
        let game = self.store.require_game()?;
        let refusal = crate::mail::letter::Refusal::TooLarge {
            size,
            max: self.limits.max_bytes,
        };
        let reason = self.say(Message::MailRefused { refusal: &refusal });
        let item = self.gm_item(&id, "(unknown)", None, game.turn, &reason, "")?;
        self.commit(Ingest {
            raw: note.to_vec(),
            keys: vec![inbox_key.to_string()],
            letter: Some(LetterRecord {
                id: id.clone(),
                letter: None,
                fate: LetterFate::ForTheGm { item: item.id },
            }),
            gm_item: Some(item),
            ..Ingest::default()
        })?;
        Ok(Filed::ForTheGm { reason })
    }

    /// Files one letter that arrived with the inbox key `inbox_key`: screened first (a
    /// letter seen before, one we will not read, our own or a machine's), then answered as a
    /// command or read as orders; each decides what the letter changes and composes its
    /// mails into one [`Ingest`], written at once.
    pub fn file(&self, inbox_key: &str, raw: &[u8]) -> Result<Filed, ClerkError> {
        let id = letter_id(raw);
        let mut keys = vec![inbox_key.to_string(), format!("hash:{id}")];
        let letter = read_letter_with(raw, &self.limits);
        if let Ok(l) = &letter
            && let Some(mid) = &l.message_id
        {
            keys.push(format!("msgid:{mid}"));
        }
        if let Some(seen) = self.store.seen(&keys)? {
            return Ok(Filed::Duplicate { letter: seen });
        }
        let game = self.store.require_game()?;
        let turn = game.turn;
        let mut ingest = Ingest {
            raw: raw.to_vec(),
            keys,
            ..Ingest::default()
        };
        let record = |letter: Option<Letter>, fate: LetterFate| LetterRecord {
            id: id.clone(),
            letter,
            fate,
        };

        let letter = match letter {
            Ok(l) => l,
            Err(refusal) => {
                // A mail we will not read is still kept, and the GM is told.
                let reason = self.say(Message::MailRefused { refusal: &refusal });
                let item = self.gm_item(&id, "(unknown)", None, turn, &reason, "")?;
                ingest.letter = Some(record(None, LetterFate::ForTheGm { item: item.id }));
                ingest.gm_item = Some(item);
                self.commit(ingest)?;
                return Ok(Filed::ForTheGm { reason });
            }
        };
        let ours = [&self.config.addresses.orders, &self.config.addresses.list]
            .iter()
            .any(|a| a.eq_ignore_ascii_case(&letter.from));
        if ours || !letter.is_answerable() {
            let why = if ours {
                "our own mail".to_string()
            } else {
                format!("{:?} mail is never answered", letter.kind).to_lowercase()
            };
            ingest.letter = Some(record(
                Some(letter),
                LetterFate::Ignored { why: why.clone() },
            ));
            self.commit(ingest)?;
            return Ok(Filed::Ignored { why });
        }

        let may_reply = self.reply_cap(&letter, &mut ingest)?;
        if let Some(filed) = self.dispatch(&id, &letter, turn, &mut ingest)? {
            return self.file_command(&id, &letter, ingest, filed, may_reply);
        }
        self.file_orders(&id, &letter, ingest, turn, may_reply)
    }

    /// The daily cap on replies to one address (a mail-loop brake): whether this letter may
    /// be answered. The reply is counted in the letter's own write.
    fn reply_cap(&self, letter: &Letter, ingest: &mut Ingest) -> Result<bool, ClerkError> {
        let day = self.now.map(|n| n.div_euclid(86_400));
        let may_reply = match day {
            Some(d) => self.store.replies(&letter.from, d)? < self.config.security.replies_per_day,
            None => true,
        };
        if let Some(d) = day {
            ingest.replied = Some((letter.from.clone(), d));
        }
        Ok(may_reply)
    }

    /// Writes a command's letter with what the command decided and its answers.
    fn file_command(
        &self,
        id: &str,
        letter: &Letter,
        mut ingest: Ingest,
        filed: Filed,
        may_reply: bool,
    ) -> Result<Filed, ClerkError> {
        // A command answers a sender no longer answered again.
        if matches!(filed, Filed::Command { .. }) && self.store.fruitless(&letter.from)? > 0 {
            ingest.fruitless = Some((letter.from.clone(), 0));
        }
        if !may_reply && !ingest.mails.is_empty() {
            tracing::warn!(from = %letter.from, "daily reply cap reached: no answer sent");
            ingest.mails.clear();
        }
        if ingest.mails.is_empty() {
            ingest.replied = None;
        }
        if ingest.letter.is_none() {
            ingest.letter = Some(LetterRecord {
                id: id.to_string(),
                letter: Some(letter.clone()),
                fate: LetterFate::Ignored {
                    why: format!("{filed:?}"),
                },
            });
        }
        self.commit(ingest)?;
        Ok(filed)
    }

    /// Reads a letter's orders, lays them against the game, decides whose they are and
    /// whether the GM must see them, and writes the letter with its acknowledgement.
    fn file_orders(
        &self,
        id: &str,
        letter: &Letter,
        mut ingest: Ingest,
        turn: u32,
        may_reply: bool,
    ) -> Result<Filed, ClerkError> {
        let record = |letter: Option<Letter>, fate: LetterFate| LetterRecord {
            id: id.to_string(),
            letter,
            fate,
        };
        let mut sheet = parse_orders_in(&letter.text, &letter.quoted);
        // A sender whose letters hold no orders and keep coming is a machine answering our
        // answers: past the brake he is no longer answered, and the GM is told once.
        let from_gm = letter.from.eq_ignore_ascii_case(&self.config.addresses.gm);
        let before = self.store.fruitless(&letter.from)?;
        let fruitless = if sheet.holds_orders() || from_gm {
            0
        } else {
            before + 1
        };
        if fruitless != before {
            ingest.fruitless = Some((letter.from.clone(), fruitless));
        }
        let brake = self.config.security.fruitless_letters;
        if brake > 0 && fruitless >= brake {
            return self.no_longer_answered(
                id,
                letter,
                turn,
                ingest,
                fruitless == brake,
                fruitless,
            );
        }
        let player = self.store.player(&letter.from)?;
        // The world of the turn, read once for the clerk's letters: the review, the
        // deadline's month, the names.
        let cached = self.world(turn)?;
        let world = cached.as_deref().map(|(w, _)| w);
        // Stage two: the orders laid against the game (names, duel sequences).
        let against = Against {
            rulebook: &self.config.house_rules,
            world,
            character: player
                .as_ref()
                .and_then(|p| world?.characters.get(&p.character)),
        };
        review(&mut sheet, &letter.text, &against);
        // The diagnostics echo the letter's lines: never its password.
        mask_diagnostics(&mut sheet, &letter.text);
        // Orders after the deadline belong to the next turn, and the player is told so.
        let closed_month = match self.now {
            Some(now) if now >= deadline_of(self.config, self.store, turn) => {
                world.as_ref().map(|w| w.month)
            }
            _ => None,
        };
        let turn = if closed_month.is_some() {
            turn + 1
        } else {
            turn
        };
        let no_names = Names::default();
        let names = cached.as_deref().map_or(&no_names, |(_, n)| n);
        let problem = self.doubt_about(letter, &sheet, player.as_ref());

        let character_name = |who: &CharacterId| {
            names
                .characters
                .get(&who.0)
                .cloned()
                .unwrap_or_else(|| who.0.clone())
        };
        let filed = match (&player, problem) {
            (Some(p), None) => {
                let for_gm = sheet.has_errors();
                if for_gm {
                    let errors = sheet
                        .diagnostics
                        .iter()
                        .filter(|d| d.severity == crate::orders::Severity::Error)
                        .count();
                    let reason = self.say(Message::NotUnderstood {
                        errors,
                        character: &character_name(&p.character),
                    });
                    let item = self.gm_item(
                        id,
                        &letter.from,
                        Some(p.character.clone()),
                        turn,
                        &reason,
                        &letter.text,
                    )?;
                    ingest.gm_item = Some(item);
                }
                ingest.orders = Some(OrdersRecord {
                    character: p.character.clone(),
                    turn,
                    letter: id.to_string(),
                    sheet: sheet.clone(),
                });
                ingest.letter = Some(record(
                    Some(letter.clone()),
                    LetterFate::Orders {
                        character: p.character.clone(),
                        turn,
                    },
                ));
                let input = AckInput {
                    status: false,
                    game: &self.game_info(turn),
                    character: &character_name(&p.character),
                    month: world
                        .as_ref()
                        .map(|w| {
                            if closed_month.is_some() {
                                w.month.next()
                            } else {
                                w.month
                            }
                        })
                        .unwrap_or(crate::calendar::Month::new(1600, 1)),
                    sheet: &sheet,
                    queued: for_gm,
                    late: closed_month,
                    text: Some(&mask_passwords(&letter.text)),
                };
                let text = self.renderer.acknowledgement(&input, names)?;
                ingest.mails.push(
                    self.reply(
                        id,
                        letter,
                        MailKind::Acknowledgement,
                        &Message::OrdersReceived {
                            character: input.character,
                        }
                        .subject(self.config.game.language),
                        text,
                    ),
                );
                Filed::Orders {
                    character: p.character.clone(),
                    for_gm,
                }
            }
            (_, problem) => {
                let Doubt { gm: reason, sender } = problem.unwrap_or_default();
                let character = player.as_ref().map(|p| p.character.clone());
                let item =
                    self.gm_item(id, &letter.from, character, turn, &reason, &letter.text)?;
                let filed = self.send_to_gm(id, letter, &mut ingest, item);
                let told = Message::SentToGm {
                    game: &self.config.game.name,
                    reason: &sender,
                    orders: true,
                };
                self.tell_sender(id, letter, &mut ingest, told)?;
                filed
            }
        };
        if !may_reply {
            tracing::warn!(from = %letter.from, "daily reply cap reached: no answer sent");
            ingest.mails.clear();
            ingest.replied = None;
        }
        self.commit(ingest)?;
        Ok(filed)
    }

    /// Files the letter of a sender no longer answered (see
    /// [`SecuritySection::fruitless_letters`](crate::config::SecuritySection)): kept, not
    /// answered; the first time, one item tells the GM.
    fn no_longer_answered(
        &self,
        id: &str,
        letter: &Letter,
        turn: u32,
        mut ingest: Ingest,
        first: bool,
        letters: u32,
    ) -> Result<Filed, ClerkError> {
        let reason = self.say(Message::NoLongerAnswered {
            from: &letter.from,
            letters,
        });
        ingest.replied = None;
        ingest.mails.clear();
        let fate = if first {
            let character = self.store.player(&letter.from)?.map(|p| p.character);
            let item = self.gm_item(id, &letter.from, character, turn, &reason, &letter.text)?;
            let fate = LetterFate::ForTheGm { item: item.id };
            ingest.gm_item = Some(item);
            fate
        } else {
            LetterFate::Ignored {
                why: reason.clone(),
            }
        };
        ingest.letter = Some(LetterRecord {
            id: id.to_string(),
            letter: Some(letter.clone()),
            fate,
        });
        self.commit(ingest)?;
        tracing::warn!(from = %letter.from, letters, "a sender no longer answered");
        Ok(if first {
            Filed::ForTheGm { reason }
        } else {
            Filed::Ignored { why: reason }
        })
    }

    /// Whether the letter speaks for the player whose password is `password`: the password
    /// in the orders, or (where configured) our own MTA's `Authentication-Results`.
    fn authenticate(
        &self,
        letter: &Letter,
        sheet: &OrderSheet,
        password: &str,
    ) -> Result<(), Doubt> {
        if let Some(given) = &sheet.password {
            return if given == password {
                Ok(())
            } else {
                Err(self.doubt(
                    Message::WrongPassword { from: &letter.from },
                    Message::YourPasswordIsWrong,
                ))
            };
        }
        if self.trusted_sender(letter) || !self.config.security.password_required {
            return Ok(());
        }
        Err(self.doubt(
            Message::NoPassword { from: &letter.from },
            Message::YourPasswordIsMissing,
        ))
    }

    /// Why orders may not be filed as they come: a stranger's, for another's character, or
    /// without the right password. `None`: they are his to file.
    fn doubt_about(
        &self,
        letter: &Letter,
        sheet: &OrderSheet,
        player: Option<&PlayerRecord>,
    ) -> Option<Doubt> {
        let Some(p) = player else {
            return Some(self.doubt(
                Message::NotAPlayer { from: &letter.from },
                // A stranger is never told the GM's reason (`tell_sender`).
                Message::NotAPlayer { from: &letter.from },
            ));
        };
        let named = sheet.character.as_deref().map(CharacterId::from_name);
        if named.as_ref().is_some_and(|n| *n != p.character) {
            let named = sheet.character.as_deref().unwrap_or_default();
            return Some(self.doubt(
                Message::NotHisCharacter {
                    from: &letter.from,
                    named,
                    character: &p.character.0,
                },
                Message::NotYourCharacter { named },
            ));
        }
        self.authenticate(letter, sheet, &p.password).err()
    }

    /// Puts the letter in the GM's queue as `item`, in the same write as the rest: the
    /// letter's fate says so. (The sender is told by the caller: a player why, a stranger
    /// once that this address runs a game, a newcomer that his JOIN waits.)
    pub(super) fn send_to_gm(
        &self,
        id: &str,
        letter: &Letter,
        ingest: &mut Ingest,
        item: GmItem,
    ) -> Filed {
        let reason = item.reason.clone();
        ingest.letter = Some(LetterRecord {
            id: id.to_string(),
            letter: Some(letter.clone()),
            fate: LetterFate::ForTheGm { item: item.id },
        });
        ingest.gm_item = Some(item);
        Filed::ForTheGm { reason }
    }

    /// Why a letter goes to the GM, said to him and to its sender.
    fn doubt(&self, gm: Message<'_>, sender: Message<'_>) -> Doubt {
        Doubt {
            gm: self.say(gm),
            sender: self.say(sender),
        }
    }

    /// Whether our own MTA vouched for the sender: an `Authentication-Results` header with
    /// the configured authserv-id, saying `dmarc=pass` or `dkim=pass` for the From domain.
    fn trusted_sender(&self, letter: &Letter) -> bool {
        let (Some(id), Some(ar)) = (
            &self.config.security.trusted_authserv_id,
            &letter.authentication_results,
        ) else {
            return false;
        };
        let ar = ar.trim().to_lowercase();
        let Some(rest) = ar.strip_prefix(&id.to_lowercase()) else {
            return false;
        };
        if !rest.starts_with([';', ' ']) {
            return false;
        }
        let domain = letter.from.rsplit('@').next().unwrap_or_default();
        rest.split(';').any(|m| {
            let m = m.trim();
            m.starts_with("dmarc=pass") && m.contains(&format!("header.from={domain}"))
                || m.starts_with("dkim=pass") && m.contains(&format!("header.d={domain}"))
        })
    }

    fn gm_item(
        &self,
        letter: &str,
        from: &str,
        character: Option<CharacterId>,
        turn: u32,
        reason: &str,
        text: &str,
    ) -> Result<GmItem, ClerkError> {
        Ok(GmItem {
            id: self.store.next_id()?,
            letter: letter.to_string(),
            from: from.to_string(),
            character,
            turn,
            reason: reason.to_string(),
            // What the GM reads: the password masked (the letter itself keeps it).
            text: mask_passwords(text),
            open: true,
            join: None,
        })
    }

    /// A message in the game's language.
    fn say(&self, message: Message<'_>) -> String {
        message.text(self.config.game.language)
    }

    /// A notice answering a letter: the message's subject, its text signed.
    /// Writes what a letter changes. When it puts an item in the GM's queue, a notice goes to
    /// the GM in the same write: he hears of it at once, and can answer by replying to it
    /// (see [`crate::mail::message_id::item_of_reply`]). The daily cap on a sender's replies does not hold it back.
    fn commit(&self, mut ingest: Ingest) -> Result<(), ClerkError> {
        // The GM hears of the item at once, unless he asked for a digest (`game::digest`).
        if let Some(item) = ingest
            .gm_item
            .as_ref()
            .filter(|_| self.config.gm.digest_minutes == 0)
        {
            let understood = ingest
                .orders
                .as_ref()
                .and_then(|o| understood(self.store, self.renderer, o));
            let notice = self.item_notice(item, understood.as_deref());
            ingest.mails.push(notice);
        }
        if self.grouped {
            self.store.stage(ingest)?;
        } else {
            self.store.ingest(ingest)?;
        }
        Ok(())
    }

    /// The notice to the GM of an item entering his queue.
    fn item_notice(&self, item: &GmItem, understood: Option<&str>) -> OutMail {
        let language = self.config.game.language;
        let message = Message::ItemWaits {
            id: item.id,
            from: &item.from,
            reason: &item.reason,
            text: &item.text,
            understood,
        };
        OutMail::new(
            MailKind::Notice,
            MessageId::GmItem { item: item.id }.at(&self.config.game.domain),
            format!(
                "{} <{}>",
                self.config.game.name, self.config.addresses.orders
            ),
            self.config.addresses.gm.clone(),
            format!("[{}] {}", self.config.game.name, message.subject(language)),
            message.text(language),
        )
    }

    /// Tells the sender of a letter that went to the GM: a player, what `message` says; a
    /// stranger, once and only once, that this address runs a game and how to join it (a
    /// forged sender must not make us a source of backscatter).
    fn tell_sender(
        &self,
        id: &str,
        letter: &Letter,
        ingest: &mut Ingest,
        message: Message<'_>,
    ) -> Result<(), ClerkError> {
        if self.store.player(&letter.from)?.is_some() {
            ingest.mails.push(self.notice(id, letter, message));
        } else if !self.store.stranger_answered(&letter.from)? {
            let game = &self.config.game.name;
            ingest
                .mails
                .push(self.notice(id, letter, Message::Stranger { game }));
            ingest
                .extra
                .push((Store::stranger_key(&letter.from), b"1".to_vec()));
        }
        Ok(())
    }

    /// A notice answering the letter (a player's, a stranger's or the GM's), signed with the
    /// game's name.
    fn notice(&self, id: &str, letter: &Letter, message: Message<'_>) -> OutMail {
        let language = self.config.game.language;
        let text = signed(&message.text(language), &self.config.game.name);
        self.reply(
            id,
            letter,
            MailKind::Notice,
            &message.subject(language),
            text,
        )
    }

    fn reply(
        &self,
        id: &str,
        letter: &Letter,
        kind: MailKind,
        subject: &str,
        text: String,
    ) -> OutMail {
        let kind_name = match kind {
            MailKind::Acknowledgement => "ack",
            _ => "notice",
        };
        let message_id = MessageId::Answer {
            letter: id,
            what: kind_name,
        }
        .at(&self.config.game.domain);
        OutMail {
            in_reply_to: letter.message_id.clone(),
            // Dated when the letter was filed (the round sends it at that same time), so a
            // resend after a crash between the server's 250 and its record is the same bytes.
            date: self.now,
            ..OutMail::new(
                kind,
                message_id,
                format!(
                    "{} <{}>",
                    self.config.game.name, self.config.addresses.orders
                ),
                letter.from.clone(),
                format!("[{}] {subject}", self.config.game.name),
                text,
            )
        }
    }
}

/// A turn's deadline: the GM's, if he set one, else the schedule's.
pub fn deadline_of(config: &Config, store: &Store, turn: u32) -> i64 {
    store
        .deadline(turn)
        .ok()
        .flatten()
        .unwrap_or_else(|| config.deadline_of(turn))
}
