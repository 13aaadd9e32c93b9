//! Dice: the only source of chance in the rules.
//!
//! The rules take a `&mut dyn Dice` and never touch a global RNG or the clock. A turn's dice
//! are a [`SeededDice`] built from a 32-byte seed that the store records with the turn, so a
//! turn replays byte for byte. Tests use [`ScriptedDice`], which returns the rolls a worked
//! example of the rulebook gives, in order.
//!
//! The generator is ChaCha12 (`rand_chacha`, version pinned) and dice are drawn from its raw
//! `next_u64` stream by rejection sampling, so no change of `rand`'s range sampling can alter
//! a stored game. `tests` pins the first rolls of a known seed.

use rand_chacha::ChaCha12Rng;
use rand_core::{Rng, SeedableRng};
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;
use std::fmt;

/// A source of six-sided dice.
pub trait Dice {
    /// One six-sided die: 1 to 6.
    fn d6(&mut self) -> u8;

    /// The sum of `n` six-sided dice.
    fn sum(&mut self, n: u8) -> u32 {
        (0..n).map(|_| u32::from(self.d6())).sum()
    }
}

/// A turn's seed: 32 bytes, written as 64 hex digits.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Seed(pub [u8; 32]);

impl Seed {
    /// A seed derived from a text (for the demo and tests): its SHA-256.
    pub fn from_phrase(phrase: &str) -> Seed {
        use sha2::{Digest, Sha256};
        Seed(Sha256::digest(phrase.as_bytes()).into())
    }

    /// A seed derived from this one and a label, for independent streams (e.g. one per turn).
    pub fn derive(&self, label: &str) -> Seed {
        Seed::from_phrase(&format!("{self}/{label}"))
    }
}

impl fmt::Display for Seed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for b in self.0 {
            write!(f, "{b:02x}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for Seed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Seed({self})")
    }
}

impl From<Seed> for String {
    fn from(s: Seed) -> String {
        s.to_string()
    }
}

impl TryFrom<String> for Seed {
    type Error = String;
    fn try_from(s: String) -> Result<Seed, String> {
        let bytes = s.as_bytes();
        if bytes.len() != 64 {
            return Err(format!("a seed is 64 hex digits, not {}", bytes.len()));
        }
        let mut out = [0u8; 32];
        for (i, pair) in bytes.chunks(2).enumerate() {
            let text = std::str::from_utf8(pair).map_err(|e| e.to_string())?;
            out[i] = u8::from_str_radix(text, 16).map_err(|e| format!("{text}: {e}"))?;
        }
        Ok(Seed(out))
    }
}

/// Dice from a seed: reproducible, and counted.
pub struct SeededDice {
    rng: ChaCha12Rng,
    rolled: u64,
}

impl SeededDice {
    pub fn new(seed: Seed) -> Self {
        SeededDice {
            rng: ChaCha12Rng::from_seed(seed.0),
            rolled: 0,
        }
    }

    /// How many dice have been rolled so far.
    pub fn rolled(&self) -> u64 {
        self.rolled
    }
}

impl Dice for SeededDice {
    fn d6(&mut self) -> u8 {
        // Rejection sampling on the raw stream: values >= the largest multiple of 6 below
        // 2^64 are drawn again, so every face is equally likely.
        const ZONE: u64 = u64::MAX - (u64::MAX % 6);
        loop {
            let v = self.rng.next_u64();
            if v < ZONE {
                self.rolled += 1;
                return (v % 6) as u8 + 1;
            }
        }
    }
}

/// Dice that return a script, for tests that reproduce the rulebook's worked examples.
///
/// Running out of script is a bug in the test (the rules rolled more than the example says),
/// so it panics with the number of rolls made.
#[derive(Debug, Clone, Default)]
pub struct ScriptedDice {
    script: VecDeque<u8>,
    used: usize,
}

impl ScriptedDice {
    pub fn new(rolls: impl IntoIterator<Item = u8>) -> Self {
        let script: VecDeque<u8> = rolls.into_iter().collect();
        assert!(
            script.iter().all(|r| (1..=6).contains(r)),
            "a scripted die shows 1 to 6: {script:?}"
        );
        ScriptedDice { script, used: 0 }
    }

    /// Rolls left unused: a test usually wants none.
    pub fn remaining(&self) -> usize {
        self.script.len()
    }
}

impl Dice for ScriptedDice {
    fn d6(&mut self) -> u8 {
        self.used += 1;
        match self.script.pop_front() {
            Some(r) => r,
            None => panic!("the script ran out at roll {}", self.used),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_known_seed_rolls_known_dice() {
        // Pinned: if this changes, every stored game would replay differently.
        let mut dice = SeededDice::new(Seed::from_phrase("engarde"));
        let rolls: Vec<u8> = (0..12).map(|_| dice.d6()).collect();
        assert_eq!(rolls, PINNED);
    }

    const PINNED: [u8; 12] = [3, 5, 4, 2, 3, 3, 1, 1, 1, 1, 6, 5];

    #[test]
    fn seeded_dice_are_fair_enough() {
        let mut dice = SeededDice::new(Seed::from_phrase("fairness"));
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            counts[usize::from(dice.d6() - 1)] += 1;
        }
        for c in counts {
            assert!((9_400..10_600).contains(&c), "{counts:?}");
        }
    }

    #[test]
    fn seeds_round_trip_as_hex() {
        let seed = Seed::from_phrase("x");
        let text = seed.to_string();
        assert_eq!(Seed::try_from(text).unwrap(), seed);
        assert!(Seed::try_from("zz".to_string()).is_err());
    }

    #[test]
    fn scripted_dice_follow_the_script() {
        let mut dice = ScriptedDice::new([5, 1, 3]);
        assert_eq!(dice.sum(2), 6);
        assert_eq!(dice.d6(), 3);
        assert_eq!(dice.remaining(), 0);
    }
}
