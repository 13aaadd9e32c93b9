//! *Preux et audacieux*'s pistols (003, 8.9): what a week's practice costs in status, and the
//! shot (8.9.4-8.9.5). Data: `data/pistols.toml`; the price is the price list's
//! (`venues::prices`, "pistol").

use super::venues::{Price, prices};
use super::{TableError, from_toml, load};
use serde::Deserialize;
use std::sync::OnceLock;

const TABLE: &str = "pistols.toml";

/// One row of 8.9.4's mastery modifiers: a mastery up to `up_to` gives `modifier`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MasteryRow {
    pub up_to: u8,
    pub modifier: i8,
}

/// The numbers of 003, 8.9.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Pistols {
    pub status_lost_per_practice_week: i32,
    pub hits_on: i8,
    pub fatal_on: i8,
    pub jams_on_natural: u8,
    pub mastery: Vec<MasteryRow>,
    pub moving_target: i8,
    pub beyond_25_metres: i8,
    pub beyond_50_metres: i8,
    pub point_blank: i8,
}

/// Where a shot fired lands (8.9.4-8.9.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Shot {
    /// A double one: the pistol jams and the shot fails, whatever the modifiers.
    Jammed,
    Missed,
    Hit,
    /// 11 or more: the shot kills.
    Fatal,
}

impl Pistols {
    /// 8.9.4's modifier for a shooter of this pistol mastery.
    pub fn mastery_modifier(&self, mastery: u8) -> i8 {
        self.mastery
            .iter()
            .find(|row| mastery <= row.up_to)
            .map_or(0, |row| row.modifier)
    }

    /// The shot: two dice (`dice`), the shooter's mastery and the circumstances' modifier.
    pub fn shot(&self, dice: (u8, u8), mastery: u8, circumstances: i8) -> Shot {
        let natural = dice.0 + dice.1;
        if natural <= self.jams_on_natural {
            return Shot::Jammed;
        }
        let total = natural as i8 + self.mastery_modifier(mastery) + circumstances;
        if total >= self.fatal_on {
            Shot::Fatal
        } else if total >= self.hits_on {
            Shot::Hit
        } else {
            Shot::Missed
        }
    }

    /// What a pistol costs: the price list's standard price.
    pub fn price(&self) -> u32 {
        prices()
            .iter()
            .find(|a| a.name == "pistol")
            .and_then(|a| a.standard)
            .map_or(0, |p| match p {
                Price::Crowns(c) => c,
                Price::TimesLevel(_) | Price::TimesLadysLevel(_) => 0,
            })
    }
}

fn parse() -> Result<Pistols, TableError> {
    let p: Pistols = from_toml(TABLE, include_str!("data/pistols.toml"))?;
    let ordered = p.mastery.windows(2).all(|w| w[0].up_to < w[1].up_to);
    if !ordered || p.mastery.last().is_none_or(|r| r.up_to != u8::MAX) {
        return Err(TableError::invalid(
            TABLE,
            "the mastery rows rise, and the last covers every mastery (up_to = 255)",
        ));
    }
    if p.hits_on > p.fatal_on {
        return Err(TableError::invalid(
            TABLE,
            "a fatal shot is a shot that hits",
        ));
    }
    Ok(p)
}

/// 003, 8.9's numbers.
pub fn pistols() -> &'static Pistols {
    static DATA: OnceLock<Pistols> = OnceLock::new();
    load(&DATA, parse)
}

pub(super) fn check() -> Result<(), TableError> {
    let p = parse()?;
    if p.price() == 0 {
        return Err(TableError::invalid(TABLE, "the price list has no pistol"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 8.9.4's table as printed.
    #[test]
    fn the_mastery_modifiers_of_8_9_4() {
        let p = pistols();
        let m: Vec<i8> = [1, 6, 7, 9, 10, 12, 13, 15, 16, 30]
            .iter()
            .map(|&m| p.mastery_modifier(m))
            .collect();
        assert_eq!(m, [-2, -2, -1, -1, 0, 0, 1, 1, 2, 2]);
        assert_eq!(
            (p.moving_target, p.beyond_25_metres, p.beyond_50_metres),
            (-4, -3, -6)
        );
        assert_eq!(p.point_blank, 5);
        assert_eq!(p.price(), 85);
    }

    /// "dará en el blanco con una tirada de 8 o más ... si el resultado es de 11 o más, el
    /// disparo resulta fatal"; "un doble uno ... automáticamente fallido" (8.9.5).
    #[test]
    fn the_shot_of_8_9_4_and_8_9_5() {
        let p = pistols();
        assert_eq!(p.shot((4, 4), 10, 0), Shot::Hit);
        assert_eq!(p.shot((4, 3), 10, 0), Shot::Missed);
        assert_eq!(p.shot((4, 3), 13, 0), Shot::Hit);
        assert_eq!(p.shot((4, 4), 6, 0), Shot::Missed);
        assert_eq!(p.shot((5, 6), 10, 0), Shot::Fatal);
        assert_eq!(p.shot((5, 5), 16, 0), Shot::Fatal);
        assert_eq!(p.shot((5, 5), 16, p.moving_target), Shot::Hit);
        // A double one jams even at point-blank range with the best of masteries.
        assert_eq!(p.shot((1, 1), 20, p.point_blank), Shot::Jammed);
        assert_eq!(p.shot((1, 2), 20, p.point_blank), Shot::Hit);
    }
}
