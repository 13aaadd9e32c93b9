//! The deadline: the month resolved, its mails rendered, all committed at once.
//!
//! The turn's seed derives from the game's root seed and the turn number; the rules run on
//! the stored world and orders; every result, the newspaper and the GM report are rendered
//! from the events; then the turn record, the next world and every mail are written in one
//! flushed batch. Only after that does anything leave by mail (see `post`). A crash before
//! the commit leaves the turn open, to be resolved again identically; after it, the outbox
//! holds everything and is drained.

use crate::config::{Config, format_utc};
use crate::dice::{Seed, SeededDice};
use crate::mail::message_id::MessageId;
use crate::mail::{MailKind, OutMail};
use crate::orders::OrderSheet;
use crate::render::{GameInfo, Message, NewspaperInput, Press, RenderError, Renderer, ReportInput};
use crate::rules::{Outcome, resolve_month};
use crate::store::{Store, StoreError, TurnRecord};
use crate::world::{CharacterId, World};
use std::collections::BTreeMap;

#[derive(Debug, thiserror::Error)]
pub enum TurnError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error(transparent)]
    Render(#[from] RenderError),
    #[error("the world of turn {0} is missing from the store")]
    NoWorld(u32),
}

/// A resolved turn, before it is committed.
pub struct Resolution {
    pub record: TurnRecord,
    pub before: World,
    pub outcome: Outcome,
    pub mails: Vec<OutMail>,
}

impl Resolution {
    /// The newspaper's plain text.
    pub fn newspaper(&self) -> Option<&str> {
        self.mails
            .iter()
            .find(|m| m.kind == MailKind::Newspaper)
            .map(|m| m.text.as_str())
    }
}

/// The seed of a turn.
pub fn turn_seed(root: Seed, turn: u32) -> Seed {
    root.derive(&format!("turn {turn}"))
}

/// The current turn resolved, before its mails are rendered: the first half of [`prepare`].
pub struct Resolved {
    pub record: TurnRecord,
    pub before: World,
    pub outcome: Outcome,
    pub orders: BTreeMap<CharacterId, OrderSheet>,
}

/// Resolves the current turn without rendering or writing anything. `at` is when (seconds
/// since the epoch), recorded in the turn; `None` without a clock (the tests).
pub fn resolve(config: &Config, store: &Store, at: Option<i64>) -> Result<Resolved, TurnError> {
    let game = store.require_game()?;
    let turn = game.turn;
    let before = store.world(turn)?.ok_or(TurnError::NoWorld(turn))?;
    let orders: BTreeMap<CharacterId, OrderSheet> = store
        .orders(turn)?
        .into_iter()
        .map(|(who, record)| (who, record.sheet))
        .collect();
    let seed = turn_seed(game.seed, turn);
    let mut dice = SeededDice::new(seed);
    let outcome = resolve_month(&before, &orders, &config.house_rules, &mut dice);
    let record = TurnRecord {
        turn,
        month: before.month,
        seed,
        events: outcome.events.clone(),
        resolved_at: at,
        rulebook: Some(config.house_rules.clone()),
    };
    Ok(Resolved {
        record,
        before,
        outcome,
        orders,
    })
}

/// Resolves the current turn and renders its mails, without writing anything. `at` is when
/// (seconds since the epoch), recorded in the turn and dating its mails; `None` without a
/// clock (the tests), which dates them at the deadline.
pub fn prepare(
    config: &Config,
    store: &Store,
    renderer: &Renderer,
    at: Option<i64>,
) -> Result<Resolution, TurnError> {
    let Resolved {
        record,
        before,
        outcome,
        orders,
    } = resolve(config, store, at)?;
    let mails = render_turn(config, store, renderer, &record, &before, &outcome, &orders)?;
    Ok(Resolution {
        record,
        before,
        outcome,
        mails,
    })
}

/// Renders every mail of a resolved turn: one result per player, the newspaper, the GM
/// report.
pub fn render_turn(
    config: &Config,
    store: &Store,
    renderer: &Renderer,
    record: &TurnRecord,
    before: &World,
    outcome: &Outcome,
    orders: &BTreeMap<CharacterId, OrderSheet>,
) -> Result<Vec<OutMail>, TurnError> {
    let turn = record.turn;
    let domain = &config.game.domain;
    let game = GameInfo {
        name: config.game.name.clone(),
        deadline: format_utc(
            store
                .deadline(turn + 1)?
                .unwrap_or_else(|| config.deadline_of(turn + 1)),
        ),
        turn,
    };
    let names = renderer.names(&outcome.world);
    // Every mail of the turn is dated when the turn was resolved, as recorded in the turn
    // (an early RESOLVE or a moved DEADLINE never dates a mail in the future), so the mails
    // committed with the turn, and a replay, are the same bytes. Without a recorded time,
    // the turn's deadline as it stands in the store (the GM's DEADLINE or EXTEND included).
    // (A store that cannot be read is an error here, never a fallback to the schedule.)
    let date = match record.resolved_at {
        Some(at) => at,
        None => store
            .deadline(turn)?
            .unwrap_or_else(|| config.deadline_of(turn)),
    };
    let from = format!("{} <{}>", config.game.name, config.addresses.orders);
    // The month in the game's language, for the subjects ("August 1626", "agosto de 1626").
    let month_words = renderer.month(record.month);
    let mut mails = Vec::new();
    let players = store.players()?;
    for p in &players {
        let Some(c) = outcome.world.characters.get(&p.character) else {
            continue;
        };
        let text = renderer.result(
            &game,
            before,
            &outcome.world,
            &outcome.events,
            &p.character,
            &names,
        )?;
        // The result in HTML too, for the mail clients that show it (a view of the text).
        let html = crate::render::html::from_text(&text, config.game.language.id());
        mails.push(OutMail {
            html: Some(html),
            date: Some(date),
            ..OutMail::new(
                MailKind::Result,
                MessageId::Result {
                    turn,
                    character: &p.character,
                }
                .at(domain),
                from.clone(),
                p.email.clone(),
                format!("[{}] {}: {}", config.game.name, month_words, c.name),
                text,
            )
        });
    }
    let press: Vec<Press> = store
        .press(turn)?
        .into_iter()
        .map(|p| Press {
            name: names
                .characters
                .get(&p.character.0)
                .cloned()
                .unwrap_or_else(|| p.character.0.clone()),
            text: p.text,
        })
        .collect();
    let (text, html) = renderer.newspaper_with(&NewspaperInput {
        game: &game,
        before,
        after: &outcome.world,
        events: &outcome.events,
        names: &names,
        seed: &record.seed.to_string(),
        press: &press,
    })?;
    // Posted to a list manager, it comes from the orders address, a member allowed to post;
    // sent as the list itself, from the list's address.
    let addresses = &config.addresses;
    let sender = match addresses.list_manager {
        true => &addresses.orders,
        false => &addresses.list,
    };
    mails.push(OutMail {
        html: Some(html),
        list_id: Some(format!("gazette.{domain}")).filter(|_| !addresses.list_manager),
        list_unsubscribe: addresses.unsubscribe.clone(),
        to_list_manager: addresses.list_manager,
        date: Some(date),
        ..OutMail::new(
            MailKind::Newspaper,
            MessageId::Gazette { turn }.at(domain),
            format!("{} <{}>", config.game.name, sender),
            config.addresses.list.clone(),
            format!("{}: {}", config.game.name, month_words),
            text,
        )
    });
    let queue: Vec<_> = store.gm_items()?.into_iter().filter(|i| i.open).collect();
    let missing = players
        .iter()
        .filter(|p| !orders.contains_key(&p.character))
        .map(|p| {
            format!(
                "{} ({})",
                names
                    .characters
                    .get(&p.character.0)
                    .cloned()
                    .unwrap_or_default(),
                p.email
            )
        })
        .collect();
    // Orders already filed for the next turn arrived after this one's deadline.
    let late = store
        .orders(turn + 1)?
        .into_keys()
        .map(|who| {
            names
                .characters
                .get(&who.0)
                .cloned()
                .unwrap_or_else(|| who.0.clone())
        })
        .collect();
    let report = renderer.gm_report(&ReportInput {
        game: &game,
        month: record.month,
        seed: record.seed.to_string(),
        queue: &queue,
        missing,
        late,
        events: &outcome.events,
        names: &names,
    })?;
    mails.push(OutMail {
        date: Some(date),
        ..OutMail::new(
            MailKind::GmReport,
            MessageId::GmReport { turn }.at(domain),
            from.clone(),
            config.addresses.gm.clone(),
            format!(
                "[{}] {}",
                config.game.name,
                Message::GmReport {
                    month: &month_words
                }
                .subject(config.game.language)
            ),
            report,
        )
    });
    Ok(mails)
}

/// Resolves the current turn at `at` and commits it with its mails. Returns the resolution.
pub fn close(
    config: &Config,
    store: &Store,
    renderer: &Renderer,
    at: Option<i64>,
) -> Result<Resolution, TurnError> {
    let resolution = prepare(config, store, renderer, at)?;
    store.close_turn(
        &resolution.record,
        &resolution.outcome.world,
        resolution.mails.clone(),
    )?;
    Ok(resolution)
}

/// Replays a resolved turn from the stored world, orders and seed; returns the stored record
/// and the replay's, which must be identical.
pub fn replay(
    config: &Config,
    store: &Store,
    turn: u32,
) -> Result<(TurnRecord, TurnRecord), TurnError> {
    let stored = store.turn(turn)?.ok_or(TurnError::NoWorld(turn))?;
    let before = store.world(turn)?.ok_or(TurnError::NoWorld(turn))?;
    let orders: BTreeMap<CharacterId, OrderSheet> = store
        .orders(turn)?
        .into_iter()
        .map(|(who, record)| (who, record.sheet))
        .collect();
    let mut dice = SeededDice::new(stored.seed);
    // Under the rules the turn was played by, whatever the configuration says today.
    let book = stored.rulebook.as_ref().unwrap_or(&config.house_rules);
    let outcome = resolve_month(&before, &orders, book, &mut dice);
    let replayed = TurnRecord {
        turn,
        month: before.month,
        seed: stored.seed,
        events: outcome.events,
        resolved_at: stored.resolved_at,
        rulebook: stored.rulebook.clone(),
    };
    Ok((stored, replayed))
}
