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
use crate::mail::{Letter, MailKind, OutMail};
use crate::orders::{OrderSheet, parse_orders};
use crate::render::{AckInput, GameInfo, Names, Renderer};
use crate::store::{GmItem, Ingest, LetterFate, LetterRecord, OrdersRecord, Store};
use crate::world::CharacterId;
use sha2::{Digest, Sha256};

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
    /// Not answered (auto-reply, bounce, list mail, our own mail).
    Ignored { why: String },
}

/// The clerk of one game.
pub struct Clerk<'a> {
    pub config: &'a Config,
    pub store: &'a Store,
    pub renderer: &'a Renderer,
    pub limits: Limits,
}

/// The id of a letter: the first 16 hex digits of its SHA-256.
pub fn letter_id(raw: &[u8]) -> String {
    let digest = Sha256::digest(raw);
    digest.iter().take(8).map(|b| format!("{b:02x}")).collect()
}

impl Clerk<'_> {
    fn game_info(&self, turn: u32) -> GameInfo {
        GameInfo {
            name: self.config.game.name.clone(),
            deadline: crate::config::format_utc(self.config.deadline_of(turn)),
            turn,
        }
    }

    /// Files one letter that arrived with the inbox key `inbox_key`.
    pub fn file(&self, inbox_key: &str, raw: &[u8]) -> Result<Filed, ClerkError> {
        let id = letter_id(raw);
        let mut keys = vec![format!("inbox:{inbox_key}"), format!("hash:{id}")];
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
                let reason = format!("a mail was refused: {refusal}");
                let item = self.gm_item(&id, "(unknown)", None, turn, &reason, "")?;
                ingest.letter = Some(record(None, LetterFate::ForTheGm { item: item.id }));
                ingest.gm_item = Some(item);
                self.store.ingest(ingest)?;
                return Ok(Filed::ForTheGm { reason });
            }
        };
        let ours = [
            &self.config.addresses.orders,
            &self.config.addresses.gm,
            &self.config.addresses.list,
        ]
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
            self.store.ingest(ingest)?;
            return Ok(Filed::Ignored { why });
        }

        let sheet = parse_orders(&letter.text);
        let player = self.store.player(&letter.from)?;
        let world = self.store.world(turn)?;
        let names = world.as_ref().map(Names::of).unwrap_or_default();
        let problem = match &player {
            None => Some(format!("{} is not a player of this game", letter.from)),
            Some(p) => {
                let named = sheet.character.as_deref().map(CharacterId::from_name);
                if named.as_ref().is_some_and(|n| *n != p.character) {
                    Some(format!(
                        "{} sent orders for {:?}, who is not his character ({})",
                        letter.from,
                        sheet.character.as_deref().unwrap_or_default(),
                        p.character
                    ))
                } else if sheet.password.as_ref().is_some_and(|pw| *pw != p.password) {
                    Some(format!("{} gave a wrong password", letter.from))
                } else {
                    None
                }
            }
        };

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
                    let reason = format!(
                        "{errors} line{} of {}'s orders not understood; the rest is filed",
                        if errors == 1 { "" } else { "s" },
                        character_name(&p.character)
                    );
                    let item = self.gm_item(
                        &id,
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
                    letter: id.clone(),
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
                    game: &self.game_info(turn),
                    character: &character_name(&p.character),
                    month: world
                        .as_ref()
                        .map(|w| w.month)
                        .unwrap_or(crate::calendar::Month::new(1600, 1)),
                    sheet: &sheet,
                    queued: for_gm,
                    late: None,
                };
                let text = self.renderer.acknowledgement(&input, &names)?;
                ingest.mails.push(self.reply(
                    &id,
                    &letter,
                    MailKind::Acknowledgement,
                    &format!("Orders received: {}", input.character),
                    text,
                ));
                Filed::Orders {
                    character: p.character.clone(),
                    for_gm,
                }
            }
            (_, problem) => {
                let reason = problem.unwrap_or_default();
                let item = self.gm_item(
                    &id,
                    &letter.from,
                    player.as_ref().map(|p| p.character.clone()),
                    turn,
                    &reason,
                    &letter.text,
                )?;
                ingest.letter = Some(record(
                    Some(letter.clone()),
                    LetterFate::ForTheGm { item: item.id },
                ));
                ingest.gm_item = Some(item);
                let text = format!(
                    "Your letter to {} could not be filed as orders: {reason}.\n\nIt has been passed to the game master, who will decide. Nothing you wrote is lost.\n\n-- \n{}\n",
                    self.config.game.name, self.config.game.name
                );
                ingest.mails.push(self.reply(
                    &id,
                    &letter,
                    MailKind::Notice,
                    "Your letter went to the game master",
                    text,
                ));
                Filed::ForTheGm { reason }
            }
        };
        self.store.ingest(ingest)?;
        Ok(filed)
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
            text: text.to_string(),
            open: true,
        })
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
        OutMail {
            message_id: format!("{id}.{kind_name}@{}", self.config.game.domain),
            kind,
            from: format!(
                "{} <{}>",
                self.config.game.name, self.config.addresses.orders
            ),
            to: letter.from.clone(),
            subject: format!("[{}] {subject}", self.config.game.name),
            text,
            html: None,
            in_reply_to: letter.message_id.clone(),
            list_id: None,
            date: None,
        }
    }
}

/// Parses an order text as the clerk would (for `engarde check`).
pub fn check(text: &str) -> OrderSheet {
    parse_orders(text)
}
