//! engarde: a play-by-email daemon for *En Garde!*.
//!
//! # Layout
//! - [`vocab`]: the game's closed vocabularies (weapons, clubs, regiments, ranks).
//! - [`tables`]: every table of the rule documents, as data.
//! - [`orders`]: the order language (syntax only) and its nom parser.
//! - [`mail`]: letters in (mail-parser, Maildir), mails out (lettre).
//!
//! See ARCHITECTURE.md for the map and the invariants.

pub mod mail;
pub mod orders;
pub mod tables;
pub mod vocab;
