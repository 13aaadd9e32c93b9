//! What a GM asks every morning (`engarde status`), and the game as JSON for his own tools
//! (`engarde export`): views of the store, read alone or through the running daemon
//! ([`crate::control`]).

use super::Game;
use crate::config::format_utc;
use serde::Serialize;
use std::fmt;

/// The turn, its deadline, who has written and who not, what waits for the GM.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Status {
    pub game: String,
    pub turn: u32,
    /// The month being played ("August 1626").
    pub month: String,
    /// The deadline, UTC, RFC 3339.
    pub deadline: String,
    /// Seconds until the deadline (negative once past).
    pub seconds_left: i64,
    pub players: Vec<PlayerStatus>,
    /// The GM's open items, oldest first.
    pub queue: Vec<QueueItem>,
    /// Mails not yet accepted by the mail server.
    pub mail_waiting: usize,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayerStatus {
    pub character: String,
    pub email: String,
    /// "orders" (on file for this turn), "with the GM" (a letter waits in his queue) or
    /// "none".
    pub orders: &'static str,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct QueueItem {
    pub id: u64,
    pub from: String,
    pub reason: String,
}

/// The game's status at `now` (seconds since the epoch).
pub fn status(game: &Game, now: i64) -> anyhow::Result<Status> {
    let record = game.store.require_game()?;
    let turn = record.turn;
    let world = game.store.world(turn)?;
    let month = world
        .as_ref()
        .map(|w| w.month.to_string())
        .unwrap_or_default();
    let deadline = game.deadline_of(turn);
    let orders = game.store.orders(turn)?;
    let open = game.store.open_gm_items()?;
    let players = game
        .store
        .players()?
        .into_iter()
        .map(|p| {
            let state = if orders.contains_key(&p.character) {
                "orders"
            } else if open
                .iter()
                .any(|i| i.turn == turn && i.character.as_ref() == Some(&p.character))
            {
                "with the GM"
            } else {
                "none"
            };
            PlayerStatus {
                character: game.character_name(&p.character),
                email: p.email,
                orders: state,
            }
        })
        .collect();
    Ok(Status {
        game: record.name,
        turn,
        month,
        deadline: format_utc(deadline),
        seconds_left: deadline - now,
        players,
        queue: open
            .into_iter()
            .map(|i| QueueItem {
                id: i.id,
                from: i.from,
                reason: i.reason,
            })
            .collect(),
        mail_waiting: game.store.pending_mail()?.len(),
    })
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let left = self.seconds_left;
        let when = if left >= 0 {
            format!("in {}h{:02}", left / 3600, (left % 3600) / 60)
        } else {
            "passed: the turn resolves at the next round".to_string()
        };
        writeln!(f, "{}: turn {} ({})", self.game, self.turn, self.month)?;
        writeln!(f, "Deadline {} ({when})", self.deadline)?;
        let written = self.players.iter().filter(|p| p.orders == "orders").count();
        writeln!(f, "Orders: {written} of {} players", self.players.len())?;
        for p in &self.players {
            writeln!(f, "  {:<12} {} <{}>", p.orders, p.character, p.email)?;
        }
        if self.queue.is_empty() {
            writeln!(f, "The GM's queue is empty.")?;
        } else {
            writeln!(f, "The GM's queue: {} open", self.queue.len())?;
            for i in &self.queue {
                writeln!(f, "  {:>3}  {}  {}", i.id, i.from, i.reason)?;
            }
        }
        if self.mail_waiting > 0 {
            writeln!(f, "{} mails wait for the mail server.", self.mail_waiting)?;
        }
        Ok(())
    }
}

/// The game for a GM's own tools: the game, its players, every turn resolved (with its
/// events), every world, the orders of every turn, and the GM's queue.
pub fn export(game: &Game) -> anyhow::Result<serde_json::Value> {
    let record = game.store.require_game()?;
    let mut turns = Vec::new();
    let mut worlds = serde_json::Map::new();
    let mut orders = serde_json::Map::new();
    for n in 1..=record.turn {
        if let Some(t) = game.store.turn(n)? {
            turns.push(serde_json::to_value(t)?);
        }
        if let Some(w) = game.store.world(n)? {
            worlds.insert(n.to_string(), serde_json::to_value(w)?);
        }
        let mut filed = game.store.orders(n)?;
        // The passwords the letters carried stay out, as the players' do below.
        for record in filed.values_mut() {
            record.sheet.password = None;
        }
        if !filed.is_empty() {
            orders.insert(n.to_string(), serde_json::to_value(filed)?);
        }
    }
    // No password: the export is for tools, and may be shared.
    let players: Vec<_> = game
        .store
        .players()?
        .into_iter()
        .map(|p| serde_json::json!({"email": p.email, "character": p.character}))
        .collect();
    Ok(serde_json::json!({
        "game": {"name": record.name, "turn": record.turn, "seed": record.seed},
        "players": players,
        "turns": turns,
        "worlds": worlds,
        "orders": orders,
        "gm_queue": game.store.gm_items()?,
    }))
}
