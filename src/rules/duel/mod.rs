//! Duels (000, "e. Duelling"; 001, the *Elan* PBeM rules; 003, chapter 8): a pure engine
//! from two duellists, the game's duelling rules and the dice to a blow-by-blow record, and
//! the pure functions the month resolver calls afterwards.
//!
//! - [`variant`]: the game's choices in [`DuelRules`] (rest schedule, optional routines, first
//!   blood, turn limit, *Elan* and 003 variants), with serde and defaults.
//! - [`sequence`]: the routines of Duelling Table A, the check of a written sequence and the
//!   GM's correction of an invalid one; a random sequence for a man with none on file.
//! - [`engine`]: the fight itself, [`fight`].
//! - [`surrender`]: thresholds, quarter, murder.
//! - [`record`]: [`DuelRecord`], what happened turn by turn and how it ended.
//! - [`aftermath`]: Duelling Table D, expertise, practice credit, disgrace, and the healing of
//!   wounds over the following weeks ([`aftermath()`], [`recover`]).
//!
//! The tables' numbers are read from [`crate::tables::duelling`]; nothing here rolls but
//! through the [`crate::dice::Dice`] passed in.

pub mod aftermath;
pub mod engine;
pub mod record;
pub mod sequence;
pub mod surrender;
pub mod variant;

pub use aftermath::{Challenge, Consequences, Disgrace, StatusReason, aftermath, recover};
pub use engine::{closes_before, fight};
pub use record::{DuelRecord, Ending, Side, Verdict};
pub use sequence::{Checked, Correction, SequenceContext, check, check_from, parse_codes};
pub use variant::{DuelRules, Recovery, RestSchedule};

use crate::orders::{DuelOrders, SurrenderAt};
use crate::tables::duelling::Act;
use crate::tables::regiments;
use crate::vocab::{Regiment, Weapon};
use crate::world::Character;

/// A man about to fight, as the engine needs him.
#[derive(Debug, Clone, PartialEq)]
pub struct Duellist {
    pub name: String,
    pub regiment: Option<Regiment>,
    pub strength: u8,
    /// Expertise with the weapon he fights with.
    pub expertise: u8,
    /// Endurance now (he may come wounded).
    pub endurance: i32,
    /// Endurance unwounded.
    pub full_endurance: i32,
    pub weapon: Weapon,
    /// His sequences for this opponent, played in turn and repeated when they run out
    /// (001, 003 8.2.1). None: the GM draws a random one.
    pub sequences: Vec<Vec<Act>>,
    /// When he offers surrender; `None`: the game's default.
    pub surrender_at: Option<SurrenderAt>,
    /// Whether he accepts this opponent's surrender; `None`: the game's default.
    pub gives_quarter: Option<bool>,
    /// He came with a second (003, 7.2): his surrender cannot be refused ("o se vea obligado
    /// a aceptarla por los padrinos de su contrario", 8.3.1).
    pub second: bool,
}

impl Duellist {
    /// A duellist unwounded, with no sequence and default standing orders.
    pub fn new(name: &str, strength: u8, expertise: u8, endurance: i32, weapon: Weapon) -> Self {
        Duellist {
            name: name.to_string(),
            regiment: None,
            strength,
            expertise,
            endurance,
            full_endurance: endurance,
            weapon,
            sequences: Vec::new(),
            surrender_at: None,
            gives_quarter: None,
            second: false,
        }
    }

    /// The same with one more sequence.
    pub fn with_sequence(mut self, acts: Vec<Act>) -> Self {
        self.sequences.push(acts);
        self
    }

    /// A character with his standing orders, against an opponent: the weapon ordered (else
    /// his regiment's, else the rapier), his expertise with it, the sequences written against
    /// this opponent or his regiment (else those for anyone), his surrender threshold, and no
    /// quarter if the opponent's name or regiment, or "all"/"everyone", is on his list.
    /// Returns the codes that could not be read.
    pub fn from_character(
        c: &Character,
        orders: &DuelOrders,
        opponent: &Character,
    ) -> (Duellist, Vec<String>) {
        let weapon = weapon_of(Some(c), orders);
        let names_opponent = |who: &str| {
            let who = who.trim();
            who.eq_ignore_ascii_case(&opponent.name)
                || opponent.regiment().is_some_and(|r| {
                    who.eq_ignore_ascii_case(r.id()) || who.eq_ignore_ascii_case(r.name())
                })
        };
        let aimed: Vec<_> = orders
            .sequences
            .iter()
            .filter(|s| s.against.as_deref().is_some_and(names_opponent))
            .collect();
        let chosen = if aimed.is_empty() {
            orders
                .sequences
                .iter()
                .filter(|s| s.against.is_none())
                .collect()
        } else {
            aimed
        };
        let mut unread = Vec::new();
        let sequences = chosen
            .iter()
            .map(|s| {
                let (acts, bad) = parse_codes(&s.actions.join(" "));
                unread.extend(bad);
                acts
            })
            .filter(|s| !s.is_empty())
            .collect();
        let no_quarter = orders.no_quarter.iter().any(|n| {
            names_opponent(n)
                || ["all", "everyone", "anyone", "everybody"]
                    .iter()
                    .any(|w| n.trim().eq_ignore_ascii_case(w))
        });
        let d = Duellist {
            name: c.name.clone(),
            regiment: c.regiment(),
            strength: c.abilities.strength,
            expertise: c.expertise_with(weapon),
            endurance: c.current_endurance,
            full_endurance: i32::from(c.abilities.endurance),
            weapon,
            sequences,
            surrender_at: orders.surrender_at,
            gives_quarter: no_quarter.then_some(false),
            second: false,
        };
        (d, unread)
    }
}

/// The weapon a character fights with: the one his duel orders name, else his regiment's,
/// else the rapier.
pub fn weapon_of(c: Option<&Character>, orders: &DuelOrders) -> Weapon {
    let regiment_weapon = c
        .and_then(Character::regiment)
        .map(|r| regiments::regiment(r).weapon);
    orders.weapon.or(regiment_weapon).unwrap_or(Weapon::Rapier)
}
