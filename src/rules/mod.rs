//! The rules of *En Garde!*: a pure function from (world, orders, dice) to (next world,
//! events).
//!
//! **Architecture invariant:** nothing in this module does I/O, reads the clock or the
//! environment, or touches the store, the mail or the templates. Chance comes only from the
//! `Dice` passed in. `tests/purity.rs` checks the imports.
//!
//! A month is played in phases (see [`month`]): the month's beginning (income), weeks 1 to
//! 4 (each character's actions, in id order), and the month's end (support, dues, mistresses,
//! companionship, the status reckoning). Duels, society and the army slot into these phases.

pub mod army;
pub mod birth;
pub mod cast;
mod conditions;
pub mod duel;
mod duels;
pub mod events;
pub mod honour;
pub mod ladies;
pub mod ledger;
mod month;
pub mod pistols;
mod plan;
mod practice;
mod regiment;
pub mod review;
pub mod rulebook;
pub mod setup;
pub mod society;
mod status;
#[cfg(test)]
mod test_support;
pub mod titles;

pub use events::{Absent, Chance, Event, Happening, Refusal, Requirement, Source};
pub use month::resolve_month;
pub use rulebook::Rulebook;

use crate::world::World;

/// What a month produced: the next world and everything that happened.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Outcome {
    pub world: World,
    pub events: Vec<Event>,
}
