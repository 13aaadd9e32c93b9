//! *Preux et audacieux*'s weddings (003, 4.4): the ring, the refusal's humiliation, the King's
//! leave for a titled lady, the dowry, a wedding that does not take place. Data:
//! `data/marriage.toml`.
//!
//! 4.4.1's odds of her accepting ("se incrementan a medida que se le hacen regalos") and 4.4.6's
//! status for the newly-weds ("según la siguiente relación:") are lost from the copy: see
//! `rules::society::marriage` for how the rules read them.

use super::{TableError, from_toml, load};
use serde::Deserialize;
use std::sync::OnceLock;

const TABLE: &str = "marriage.toml";

/// The numbers of 003, 4.4.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Marriage {
    pub ring_per_level: u32,
    pub titled_ring_per_level: u32,
    pub refused_status: i32,
    pub kings_leave_roll: u8,
    pub levels_per_kings_point: u8,
    pub dowry_per_level: u32,
    pub rich_or_titled_dowry_per_level: u32,
    pub rich_and_titled_dowry_per_level: u32,
    pub failed_wedding_levels: u8,
}

impl Marriage {
    /// The ring for a lady of `level`: 3 x her level, 6 x for a titled lady (4.4.1).
    pub fn ring(&self, level: u8, titled: bool) -> i64 {
        let per = if titled {
            self.titled_ring_per_level
        } else {
            self.ring_per_level
        };
        i64::from(per) * i64::from(level)
    }

    /// The dowry of a bride of `level`: x 50, x 100 when rich or titled, x 150 both (4.4.4).
    pub fn dowry(&self, level: u8, wealthy: bool, titled: bool) -> i64 {
        let per = match (wealthy, titled) {
            (true, true) => self.rich_and_titled_dowry_per_level,
            (false, false) => self.dowry_per_level,
            _ => self.rich_or_titled_dowry_per_level,
        };
        i64::from(per) * i64::from(level)
    }

    /// The King's modifier: +1 for every three levels the suitor stands above her (4.4.3).
    pub fn kings_modifier(&self, his_level: u8, her_level: u8) -> i32 {
        let above = i32::from(his_level) - i32::from(her_level);
        (above / i32::from(self.levels_per_kings_point.max(1))).max(0)
    }
}

fn parse() -> Result<Marriage, TableError> {
    let m: Marriage = from_toml(TABLE, include_str!("data/marriage.toml"))?;
    if m.levels_per_kings_point == 0 || !(1..=6).contains(&m.kings_leave_roll) {
        return Err(TableError::invalid(TABLE, "the King's roll is one die"));
    }
    Ok(m)
}

/// 003, 4.4's numbers.
pub fn marriage() -> &'static Marriage {
    static DATA: OnceLock<Marriage> = OnceLock::new();
    load(&DATA, parse)
}

pub(super) fn check() -> Result<(), TableError> {
    parse().map(|_| ())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 4.4.1 and 4.4.4 as printed, for a lady of social level 8.
    #[test]
    fn rings_and_dowries_as_003_prints_them() {
        let m = marriage();
        assert_eq!(m.ring(8, false), 24);
        assert_eq!(m.ring(8, true), 48);
        assert_eq!(m.dowry(8, false, false), 400);
        assert_eq!(m.dowry(8, true, false), 800);
        assert_eq!(m.dowry(8, false, true), 800);
        assert_eq!(m.dowry(8, true, true), 1200);
        assert_eq!(m.refused_status, -5);
    }

    /// "+1 por cada tres niveles sociales que el personaje esté por encima".
    #[test]
    fn the_king_favours_a_suitor_three_levels_above_her() {
        let m = marriage();
        assert_eq!(m.kings_modifier(10, 8), 0);
        assert_eq!(m.kings_modifier(11, 8), 1);
        assert_eq!(m.kings_modifier(14, 8), 2);
        assert_eq!(m.kings_modifier(5, 8), 0);
    }
}
