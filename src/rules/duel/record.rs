//! The record of a duel, blow by blow: each turn's two actions, the damage each way with the
//! table cells used, throws and breakage rolls, the rests the rules inserted, surrender
//! offered, accepted or refused; and the verdict. It is what the month's events carry and
//! what the result letter, the gazette and the GM report tell.

use super::sequence::{Correction, RoutineKind};
use crate::tables::duelling::Act;
use crate::vocab::Weapon;
use serde::{Deserialize, Serialize};

/// One of the two duellists: `A` is the first argument of `fight`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Side {
    A,
    B,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::A, Side::B];

    /// 0 for A, 1 for B: the index into the record's pairs.
    pub fn index(self) -> usize {
        match self {
            Side::A => 0,
            Side::B => 1,
        }
    }

    pub fn other(self) -> Side {
        match self {
            Side::A => Side::B,
            Side::B => Side::A,
        }
    }
}

/// A whole duel.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DuelRecord {
    pub names: [String; 2],
    /// The weapons each drew.
    pub weapons: [Weapon; 2],
    pub expertise: [u8; 2],
    /// The higher expertise (000, Swordsmanship); `None` when equal.
    pub advantage: Option<Side>,
    /// Mandatory rests per sequence from the expertise difference.
    pub expertise_rests: [u8; 2],
    /// Whether each fought a random sequence, having none on file.
    pub random_sequence: [bool; 2],
    /// The GM's corrections of the written sequences, each reported once.
    pub corrections: Vec<SequenceCorrection>,
    /// Endurance (current, full) when the duel began.
    pub endurance_before: [(i32, i32); 2],
    pub endurance_after: [i32; 2],
    pub blows: Vec<Blow>,
    pub verdict: Verdict,
}

impl DuelRecord {
    /// Whether `side` fell below zero and lives, gravely wounded (003, 8.8.2); beside a
    /// killing throw the other way, the thrower may have fallen too.
    pub fn fell(&self, side: Side) -> bool {
        self.endurance_after[side.index()] <= 0 && !self.verdict.died(side)
    }

    /// Endurance lost in the duel.
    pub fn lost(&self, side: Side) -> i32 {
        let i = side.index();
        (self.endurance_before[i].0 - self.endurance_after[i]).max(0)
    }

    /// Whether `side` offered surrender before losing a point (001: "A character is
    /// disgraced if he surrenders before being wounded").
    pub fn surrendered_unwounded(&self) -> Option<Side> {
        self.blows.iter().find_map(|b| {
            b.notes.iter().find_map(|n| match n {
                Note::SurrenderOffered {
                    side,
                    wounded: false,
                } => Some(*side),
                _ => None,
            })
        })
    }
}

/// A correction to one duellist's sequence.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SequenceCorrection {
    pub side: Side,
    /// Which of his sequences (0-based, in the order given).
    pub sequence: usize,
    pub correction: Correction,
}

/// One turn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Blow {
    pub turn: u32,
    /// The actions performed (after the rules' changes), A's then B's.
    #[serde(with = "pair")]
    pub acts: [Act; 2],
    /// What each side's attack did to the other: `hits[0]` is A's attack on B.
    pub hits: [Option<Hit>; 2],
    pub notes: Vec<Note>,
    /// Endurance after the turn.
    pub endurance: [i32; 2],
}

/// An attack and what came of it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hit {
    /// The weapon the attack counted as (a broken blade is a dagger, thrown a sabre).
    pub weapon: Option<Weapon>,
    /// Duelling Table B's cell; `None` for "-" (no damage possible).
    pub table_b: Option<u8>,
    /// Duelling Table C's multiplier as a fraction; `None` for the thrown cutlass or
    /// two-handed sword (see `throw`) and for an unarmed man's blade attacks.
    pub table_c: Option<(u32, u32)>,
    pub strength: u8,
    /// Endurance taken from the defender.
    pub damage: u32,
    pub throw: Option<ThrowRoll>,
    /// The defender's blade stopped the attack and might break.
    pub breakage: Option<BreakageRoll>,
}

/// A thrown weapon (000, note to Table B).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ThrowRoll {
    /// One die, or two for a cutlass or two-handed sword.
    pub roll: u32,
    pub hit: bool,
    /// A cutlass or two-handed sword that hit: "immediately killed".
    pub kills: bool,
}

/// A breakage roll (000, Weapons Breakage).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct BreakageRoll {
    /// Attacker's weapon number - defender's (one less after a parry); the die must show this
    /// or less.
    pub number: i8,
    /// `None` when the number is below 1: no die is rolled.
    pub roll: Option<u8>,
    pub broke: bool,
}

/// Something the rules did in a turn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "note")]
pub enum Note {
    /// A sequence begins (the 6-turn first one for the advantaged, then 12 turns).
    SequenceBegins {
        side: Side,
        length: u32,
        /// Mandatory rests due in it: expertise and wounds.
        rests: u8,
        below_half: bool,
    },
    /// A mandatory rest routine was played.
    MandatoryRest {
        side: Side,
    },
    /// A shortened slash after a mandatory rest is played in full (000: the shortening "does
    /// not apply if the previous routine was a mandatory rest").
    Lengthened {
        side: Side,
        routine: RoutineKind,
    },
    /// A dagger (or broken blade) must close before attacking (twice against a two-handed
    /// sword): a close routine was put in.
    MustClose {
        side: Side,
    },
    /// A written riposte with no parried lunge before it: he rests instead.
    NoRiposte {
        side: Side,
    },
    /// *Elan*: a parried lunge is followed by a riposte.
    Riposte {
        side: Side,
    },
    /// An unarmed man's blade action: he rests instead.
    Unarmed {
        side: Side,
        written: RoutineKind,
    },
    /// His blade broke: he now fights with it as a dagger.
    Broke {
        side: Side,
        weapon: Weapon,
    },
    /// Disarmed: by a throw, or a broken dagger or broken blade breaking.
    Disarmed {
        side: Side,
    },
    SurrenderOffered {
        side: Side,
        wounded: bool,
    },
    SurrenderAccepted {
        by: Side,
    },
    SurrenderRefused {
        by: Side,
    },
    /// He would have refused it, but the surrendering man's second made him accept (003,
    /// 8.3.1: "o se vea obligado a aceptarla por los padrinos de su contrario").
    SurrenderEnforced {
        by: Side,
    },
}

/// How it ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Verdict {
    pub winner: Option<Side>,
    pub ending: Ending,
    /// Turns fought.
    pub turns: u32,
}

impl Verdict {
    pub fn loser(&self) -> Option<Side> {
        self.winner.map(Side::other)
    }

    /// Whether `side` died.
    pub fn died(&self, side: Side) -> bool {
        match self.ending {
            Ending::Killed { dead, .. } => dead == side,
            Ending::BothKilled => true,
            _ => false,
        }
    }
}

/// The ways a duel ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "ending")]
pub enum Ending {
    /// "If a player's Endurance reaches zero or below, he is dead." `murder`: the winner
    /// had refused the dead man's surrender (001: "he has committed a murder").
    Killed { dead: Side, murder: bool },
    /// Both fell in the same turn.
    BothKilled,
    /// 003, 8.8.2 (`serious_wounds`): he fell below zero but lives, gravely wounded, and is
    /// laid up a month; the man still standing wins.
    Fell { fallen: Side },
    /// Both fell gravely wounded in the same turn.
    BothFell,
    /// A surrender offered and accepted.
    Surrendered { by: Side },
    /// A duel to first blood: the winner drew it (the greater wound, when both bled).
    FirstBlood,
    /// House rule: both offered surrender in the same turn with the same share of endurance
    /// left, or both bled equally at first blood: the seconds part them.
    Parted,
    /// House rule: the turn limit; the seconds part them.
    TurnLimit,
}

/// Serde for action codes ("X", "JB"): `Act` is table data without serde.
pub(crate) mod codes {
    use crate::tables::duelling::Act;
    use serde::{Deserialize, Deserializer, Serializer, de::Error};

    pub fn serialize<S: Serializer>(acts: &[Act], s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(acts.iter().map(|a| a.code()))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Act>, D::Error> {
        Vec::<String>::deserialize(d)?
            .iter()
            .map(|c| Act::from_code(c).ok_or_else(|| D::Error::custom(format!("action {c:?}"))))
            .collect()
    }
}

mod pair {
    use crate::tables::duelling::Act;
    use serde::{Deserializer, Serializer, de::Error};

    pub fn serialize<S: Serializer>(acts: &[Act; 2], s: S) -> Result<S::Ok, S::Error> {
        super::codes::serialize(acts, s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<[Act; 2], D::Error> {
        let v = super::codes::deserialize(d)?;
        <[Act; 2]>::try_from(v).map_err(|_| D::Error::custom("two actions"))
    }
}
