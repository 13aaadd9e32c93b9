//! Mistresses: the Mistress Courting Table and Influence Table C (a mistress's favours).
//!
//! Source: 000, section "d. Female Companionship and Loans" (Mistresses, Mistress Courting
//! Table) and section "f. Influence" (Influence Table C). Data: `data/courting.toml`.

use super::cells::optional_numbers;
use super::{TableError, from_toml, load};
use serde::Deserialize;
use std::sync::OnceLock;

const TABLE: &str = "courting.toml";

/// The lowest and highest social levels on Influence Table C (a mistress's level is 3d6).
pub const MISTRESS_SOCIAL_LEVELS: std::ops::RangeInclusive<u8> = 3..=18;

/// A mistress's favours a year, from Influence Table C.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MistressInfluence {
    /// "Normal influence": the class of the one favour a year; `None` where the table has "-".
    pub normal: Option<u8>,
    /// "Additionally, if Influential": the class of the extra favour an influential mistress gives.
    pub if_influential: u8,
}

#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(deny_unknown_fields)]
struct CourtingRow {
    up_to: Option<i32>,
    roll: u8,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    courting: Vec<CourtingRow>,
    influence: String,
}

struct Data {
    courting: Vec<CourtingRow>,
    /// Indexed by social level - 3.
    influence: Vec<MistressInfluence>,
}

fn parse() -> Result<Data, TableError> {
    let raw: Raw = from_toml(TABLE, include_str!("data/courting.toml"))?;
    if raw.courting.last().is_none_or(|r| r.up_to.is_some())
        || raw.courting.iter().filter(|r| r.up_to.is_none()).count() != 1
        || !raw
            .courting
            .windows(2)
            .all(|w| w[0].up_to < w[1].up_to || w[1].up_to.is_none())
    {
        return Err(TableError::invalid(
            TABLE,
            "courting: rows ascending, only the last open",
        ));
    }
    let mut influence = vec![None; MISTRESS_SOCIAL_LEVELS.len()];
    for line in raw.influence.lines().filter(|l| !l.trim().is_empty()) {
        let cells = optional_numbers::<u8>(TABLE, "influence", line, 3)?;
        let (Some(level), normal, Some(extra)) = (cells[0], cells[1], cells[2]) else {
            return Err(TableError::invalid(
                TABLE,
                format!("influence: bad row {line:?}"),
            ));
        };
        let slot = usize::from(level)
            .checked_sub(usize::from(*MISTRESS_SOCIAL_LEVELS.start()))
            .and_then(|i| influence.get_mut(i))
            .ok_or_else(|| TableError::invalid(TABLE, format!("influence: level {level}")))?;
        if slot.is_some() {
            return Err(TableError::invalid(
                TABLE,
                format!("influence: level {level} twice"),
            ));
        }
        *slot = Some(MistressInfluence {
            normal,
            if_influential: extra,
        });
    }
    let influence = influence
        .into_iter()
        .collect::<Option<Vec<_>>>()
        .ok_or_else(|| TableError::invalid(TABLE, "influence: a social level 3-18 is missing"))?;
    Ok(Data {
        courting: raw.courting,
        influence,
    })
}

fn data() -> &'static Data {
    static DATA: OnceLock<Data> = OnceLock::new();
    load(&DATA, parse)
}

pub(crate) fn check() -> Result<(), TableError> {
    parse().map(|_| ())
}

/// The Mistress Courting Table: the die roll (or higher) needed on one die, by the character's
/// social level minus the mistress's (-6: 6; -5, -4: 5; -3..-1: 4; 0..+2: 3; +3 or more: 2).
///
/// House rule: the table's first row reads "-6 6"; we read it as "-6 or worse needs 6", so a
/// character further below the lady may still court her with a 6 (and paid modifiers). A roll
/// of 1 always fails, whatever the modifiers; that is for the caller.
pub fn courting_roll_needed(diff: i32) -> u8 {
    data()
        .courting
        .iter()
        .find(|r| r.up_to.is_none_or(|max| diff <= max))
        .map_or(6, |r| r.roll)
}

/// Influence Table C: a mistress's favours by her social level.
///
/// `None` below 3.
///
/// House rule: above 18 the 18 row applies (003 prints it as "18+").
pub fn mistress_influence(social_level: u8) -> Option<MistressInfluence> {
    let start = *MISTRESS_SOCIAL_LEVELS.start();
    let level = social_level.min(*MISTRESS_SOCIAL_LEVELS.end());
    data()
        .influence
        .get(usize::from(level.checked_sub(start)?))
        .copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn courting_table() {
        // "-6 6 / -5, -4 5 / -3, -2, -1 4 / 0, +1, +2 3 / +3 or more 2"
        let got: Vec<u8> = (-8..=5).map(courting_roll_needed).collect();
        assert_eq!(got, vec![6, 6, 6, 5, 5, 4, 4, 4, 3, 3, 3, 2, 2, 2]);
        assert_eq!(courting_roll_needed(i32::MIN), 6);
        assert_eq!(courting_roll_needed(i32::MAX), 2);
    }

    #[test]
    fn influence_table_c() {
        // "18 9 9"
        assert_eq!(
            mistress_influence(18),
            Some(MistressInfluence {
                normal: Some(9),
                if_influential: 9
            })
        );
        // "15 6 7"
        assert_eq!(
            mistress_influence(15),
            Some(MistressInfluence {
                normal: Some(6),
                if_influential: 7
            })
        );
        // "8 1 3"
        assert_eq!(
            mistress_influence(8),
            Some(MistressInfluence {
                normal: Some(1),
                if_influential: 3
            })
        );
        // "7 - 2"
        assert_eq!(
            mistress_influence(7),
            Some(MistressInfluence {
                normal: None,
                if_influential: 2
            })
        );
        // "3 - 1"
        assert_eq!(
            mistress_influence(3),
            Some(MistressInfluence {
                normal: None,
                if_influential: 1
            })
        );
        assert_eq!(mistress_influence(2), None);
        assert_eq!(mistress_influence(20), mistress_influence(18));
    }
}
