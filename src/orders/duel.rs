//! Standing duel orders (the *Elan* PBeM rules, 001): sequences submitted with the monthly
//! orders, repeating when they run out; the weapon; when to surrender; whom to refuse quarter;
//! which challenges to accept; whose apologies to refuse and which terms (003, 7.1). They
//! carry over from month to month.

use crate::vocab::Weapon;
use serde::{Deserialize, Serialize};

/// A character's standing duel orders.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct DuelOrders {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub weapon: Option<Weapon>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub surrender_at: Option<SurrenderAt>,
    /// Opponents whose surrender he will not accept.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub no_quarter: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub accept: Option<AcceptPolicy>,
    /// Whose apologies he refuses (003, 7.1.9: "no tienen por qué ser aceptadas"): names, or
    /// "all" / "everyone".
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub refuse_apologies: Vec<String>,
    /// Whose apologies he accepts, where the game's house rule (or his `refuse_apologies`
    /// "all") would refuse them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub accept_apologies: Vec<String>,
    /// The weapons he will not fight with when he challenges (003, 7.1.8: the challenged sets
    /// the terms; a challenger who refuses them loses what declining costs).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub refuse_weapons: Vec<Weapon>,
    /// Sequences, each for an opponent (or `None`: anyone), as duel action codes in English
    /// (`X`, `L`, `CL`...).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sequences: Vec<Sequence>,
}

impl Eq for DuelOrders {}

/// A sequence of duel actions, for a given opponent or regiment, or anyone.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sequence {
    /// Against whom (a name or a regiment), `None`: anyone.
    pub against: Option<String>,
    pub actions: Vec<String>,
    /// Where it was written in the letter (1-based; 0: not known, as in orders filed before
    /// this was kept), for the acknowledgement's review of it.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub line: u32,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub column: u32,
}

impl Sequence {
    /// A sequence for `against` (or anyone), its place in a letter not known.
    pub fn new(against: Option<String>, actions: Vec<String>) -> Self {
        Sequence {
            against,
            actions,
            line: 0,
            column: 0,
        }
    }
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// When to offer surrender.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SurrenderAt {
    /// At or below this endurance.
    Endurance(i32),
    /// At or below this fraction of full endurance (0.5: "below half").
    Fraction(f64),
    /// Never.
    Never,
}

/// Which challenges to accept.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AcceptPolicy {
    /// Every challenge.
    All,
    /// None (declining, with the status cost when there is cause).
    None,
    /// Only those with cause.
    WithCause,
    /// All but these people.
    AllBut(Vec<String>),
}
