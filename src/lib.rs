//! engarde: a play-by-email daemon for *En Garde!*.
//!
//! # Layout
//! The pure core:
//! - [`vocab`]: the game's closed vocabularies (weapons, clubs, regiments, ranks).
//! - [`tables`]: every table of the rule documents, as data.
//! - [`calendar`], [`world`]: the state of a game between two months.
//! - [`dice`]: the only source of chance, seeded or scripted.
//! - [`orders`]: the order language (syntax only) and its nom parser.
//! - [`rules`]: `resolve_month(world, orders, dice) -> (next world, events)`.
//!
//! The shell:
//! - [`mail`]: letters in (mail-parser, Maildir), mails out (lettre).
//! - [`store`]: everything remembered, in sled.
//! - [`render`]: events into mails (tera).
//! - [`clerk`] files letters; [`turn`] resolves a turn at its deadline; [`post`] drains the
//!   outbox; [`game`] ties them to a configuration (and `game::gm` applies the GM's decisions);
//!   [`daemon`] runs them on a clock; [`demo`] plays the embedded default.
//! - [`backup`] writes and reads a store's consistent snapshot; [`control`] lets the GM's
//!   command line ask the running daemon (status, backup, export) through a socket.
//!
//! See ARCHITECTURE.md for the map and the invariants.

pub mod backup;
pub mod calendar;
pub mod clerk;
pub mod config;
pub mod control;
pub mod daemon;
pub mod demo;
pub mod dice;
pub mod duel_cli;
pub mod game;
pub mod mail;
pub mod orders;
pub mod post;
pub mod render;
pub mod rules;
pub mod site;
pub mod store;
pub mod tables;
pub mod turn;
pub mod vocab;
pub mod world;
