//! *Preux et audacieux*'s pregnancies and births (003, 4.3): the term of the wedding, the lady
//! who leaves Paris, the months she keeps to the house, the birth table, what children cost
//! and bring. Data: `data/family.toml`.
//!
//! 003 lost the footnote on twins and the table of a difficult birth ("Problemas de parto;
//! tirar dado:"), and gives no term for the birth: the data file says how they are read, as
//! house rules.

use super::{TableError, from_toml, load};
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

const TABLE: &str = "family.toml";

/// A child's sex (003, 4.3.5: a son brings 5 status points, a daughter 3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Sex {
    Son,
    Daughter,
}

/// One row of the birth table (4.3.4), or of the difficult birth's second die.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BirthRow {
    Son,
    Daughter,
    /// "Gemelos": two children, each one's sex by a die.
    Twins,
    /// "Problemas de parto; tirar dado": the second die.
    Difficult,
    /// The child does not live (only on the second die).
    Lost,
}

/// The numbers of 003, 4.3.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Family {
    pub wedding_within_months: i32,
    pub wedding_overdue_levels: u8,
    pub leaves_paris_after_months: i32,
    pub cad_levels: u8,
    pub confined_from_month: i32,
    pub confined_months_after_birth: i32,
    pub born_after_months: i32,
    pub upkeep_per_level: u32,
    pub son_status: i32,
    pub daughter_status: i32,
    pub status_months: i32,
    pub birth: [BirthRow; 6],
    pub twin_son_on_or_below: u8,
    pub difficult: [BirthRow; 6],
}

impl Family {
    /// The row of the birth table for `die` (1 to 6).
    pub fn birth_row(&self, die: u8) -> BirthRow {
        self.birth[usize::from(die.clamp(1, 6) - 1)]
    }

    /// The row of a difficult birth's second die.
    pub fn difficult_row(&self, die: u8) -> BirthRow {
        self.difficult[usize::from(die.clamp(1, 6) - 1)]
    }

    /// A twin's sex by its die.
    pub fn twin(&self, die: u8) -> Sex {
        if die <= self.twin_son_on_or_below {
            Sex::Son
        } else {
            Sex::Daughter
        }
    }

    /// The status a child brings his father in each of its first months.
    pub fn status(&self, sex: Sex) -> i32 {
        match sex {
            Sex::Son => self.son_status,
            Sex::Daughter => self.daughter_status,
        }
    }
}

fn parse() -> Result<Family, TableError> {
    let f: Family = from_toml(TABLE, include_str!("data/family.toml"))?;
    let nested = |rows: &[BirthRow]| {
        rows.iter()
            .any(|r| matches!(r, BirthRow::Difficult | BirthRow::Twins))
    };
    if f.birth.contains(&BirthRow::Lost) || nested(&f.difficult) {
        return Err(TableError::invalid(
            TABLE,
            "a child is lost only on the difficult birth's die, which rolls no further",
        ));
    }
    if f.wedding_within_months >= f.leaves_paris_after_months
        || f.confined_from_month > f.born_after_months
    {
        return Err(TableError::invalid(
            TABLE,
            "the wedding's term comes before she leaves, her confinement before the birth",
        ));
    }
    Ok(f)
}

/// 003, 4.3's numbers.
pub fn family() -> &'static Family {
    static DATA: OnceLock<Family> = OnceLock::new();
    load(&DATA, parse)
}

pub(super) fn check() -> Result<(), TableError> {
    parse().map(|_| ())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 4.3.4's table as printed and 4.3.5's numbers.
    #[test]
    fn the_birth_table_of_4_3_4() {
        let f = family();
        let rows: Vec<BirthRow> = (1..=6).map(|d| f.birth_row(d)).collect();
        use BirthRow::*;
        assert_eq!(rows, [Son, Son, Daughter, Daughter, Twins, Difficult]);
        assert_eq!((f.status(Sex::Son), f.status(Sex::Daughter)), (5, 3));
        assert_eq!(f.status_months, 3);
        // "si la dama concibe en Marzo, la boda deberá tener lugar en la cuarta semana de
        // Junio como máximo": three months on.
        assert_eq!(f.wedding_within_months, 3);
        assert_eq!(f.wedding_overdue_levels, 3);
    }
}
