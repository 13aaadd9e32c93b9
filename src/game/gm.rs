//! The game master's decisions on what the clerk could not decide: approve as is, approve
//! with corrected orders, or reject with a reason. Every decision tells the player.

use super::Game;
use crate::clerk::{mask_passwords, parse_masked};
use crate::mail::OutMail;
use crate::mail::message_id::MessageId;
use crate::render::Message;
use crate::store::{GmItem, OrdersRecord};
use crate::vocab::Language;
use anyhow::{Result, bail};

/// What the GM decided.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Decision {
    /// File the orders as the clerk understood them (or, with `corrected`, these instead).
    Approve { corrected: Option<String> },
    /// Refuse them, saying why.
    Reject { reason: String },
}

/// The notice telling the player what became of his item: the message signed.
fn notice(game: &Game, item: &GmItem, message: Message<'_>, n: &str) -> OutMail {
    let id = MessageId::GmDecision {
        item: item.id,
        what: n,
    }
    .at(&game.config.game.domain);
    game.notice(id, item.from.clone(), &message, None)
}

/// An item of the queue as the GM reads it (by email or on the command line), its letter's
/// password masked (items filed before passwords were masked kept it).
pub fn describe(item: &GmItem, language: Language) -> String {
    Message::QueueItem {
        id: item.id,
        from: &item.from,
        turn: item.turn,
        reason: &item.reason,
        text: &mask_passwords(&item.text),
    }
    .text(language)
}

impl Game {
    /// Whose letter item `id` was: his address, and his character's name when he has one.
    pub fn whose(&self, id: u64) -> String {
        let items = self.store.gm_items().unwrap_or_default();
        items
            .iter()
            .find(|i| i.id == id)
            .map(|i| match &i.character {
                Some(c) => format!("{} ({})", i.from, self.character_name(c)),
                None => i.from.clone(),
            })
            .unwrap_or_default()
    }

    /// Applies the GM's decision to an open item of his queue, and tells its sender.
    pub fn decide(&self, id: u64, decision: Decision) -> Result<()> {
        decide(self, id, decision)
    }
}

fn decide(game: &Game, id: u64, decision: Decision) -> Result<()> {
    let language = game.config.game.language;
    let Some(item) = game.store.gm_items()?.into_iter().find(|i| i.id == id) else {
        bail!(Message::NoSuchItem { item: id }.text(language));
    };
    if !item.open {
        bail!(Message::AlreadyDecided { item: id }.text(language));
    }
    match decision {
        Decision::Approve { corrected: _ } if item.join.is_some() => {
            let name = item.join.clone().unwrap_or_default();
            let player = game.add_player(&name, &item.from)?;
            let mail = super::welcome(game, &player, &format!("gm-{}", item.id))?;
            game.store.close_gm_item(id, None, vec![mail])?;
        }
        Decision::Approve { corrected } => {
            let Some(character) = item.character.clone() else {
                bail!(Message::NoCharacter { item: id }.text(language));
            };
            // The item shows the letter with its password masked; the orders filed are the
            // letter's own, read again from the store (or the GM's correction).
            let original = match game.store.letter(&item.letter)?.and_then(|r| r.letter) {
                Some(letter) => letter.text,
                None => item.text.clone(),
            };
            let (orders_text, text) = match corrected {
                Some(c) => {
                    let shown = mask_passwords(&c);
                    (c, shown)
                }
                None => (original, mask_passwords(&item.text)),
            };
            let sheet = parse_masked(&orders_text);
            // Orders approved after their turn was resolved are filed for the current turn.
            let turn = game.store.require_game()?.turn.max(item.turn);
            let orders = OrdersRecord {
                character,
                turn,
                letter: item.letter.clone(),
                sheet,
            };
            let mail = notice(game, &item, Message::Approved { orders: &text }, "approved");
            game.store.close_gm_item(id, Some(orders), vec![mail])?;
        }
        Decision::Reject { reason } => {
            // A stranger had his one answer when his letter came: a rejection tells him
            // nothing more (only a JOIN, which asked for this decision, is answered).
            let stranger = item.join.is_none() && game.store.player(&item.from)?.is_none();
            let mails = if stranger {
                Vec::new()
            } else {
                vec![notice(
                    game,
                    &item,
                    Message::Rejected { reason: &reason },
                    "rejected",
                )]
            };
            game.store.close_gm_item(id, None, mails)?;
        }
    }
    Ok(())
}
