//! *Preux et audacieux*'s residences (003, 4.5): what a house costs a month, the status it
//! brings, whom it holds. Data: `data/residences.toml`.
//!
//! House rule (003 prints the column "Niv.máx." without a word on it): a house brings its
//! status to a man of social level up to its `max_level`; above it, a house beneath his
//! standing brings none (see `rules::society::residence`).

use super::{TableError, from_toml, load};
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

const TABLE: &str = "residences.toml";

/// A class of house (003, 4.5.2), lowest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Residence {
    /// Class 0: "Buhardilla".
    Garret,
    /// Class 1: "Piso".
    Flat,
    /// Class 2: "Casita".
    Cottage,
    /// Class 3: "Casa grande".
    LargeHouse,
    /// Class 4: "Mansión".
    Mansion,
    /// Class 5: "Palacete".
    SmallPalace,
}

impl Residence {
    /// Every class, lowest first.
    pub const ALL: &'static [Residence] = &[
        Residence::Garret,
        Residence::Flat,
        Residence::Cottage,
        Residence::LargeHouse,
        Residence::Mansion,
        Residence::SmallPalace,
    ];
}

/// One row of the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ResidenceRow {
    pub residence: Residence,
    /// Crowns a month ("Cr/mes").
    pub crowns: u32,
    /// Status points a month ("Stat/mes").
    pub status: i32,
    /// Guests it holds at a party ("Capacidad"); `None`: "Ilimitada".
    pub capacity: Option<u32>,
    /// "Niv.máx."; `None`: "No hay".
    pub max_level: Option<u8>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Data {
    residence: Vec<ResidenceRow>,
}

fn parse() -> Result<Data, TableError> {
    let data: Data = from_toml(TABLE, include_str!("data/residences.toml"))?;
    if data
        .residence
        .iter()
        .map(|r| r.residence)
        .collect::<Vec<_>>()
        != Residence::ALL
    {
        return Err(TableError::invalid(
            TABLE,
            "residence: one row per class, lowest first",
        ));
    }
    Ok(data)
}

fn data() -> &'static Data {
    static DATA: OnceLock<Data> = OnceLock::new();
    load(&DATA, parse)
}

pub(crate) fn check() -> Result<(), TableError> {
    parse().map(|_| ())
}

/// The row of `residence`.
pub fn row(residence: Residence) -> ResidenceRow {
    data().residence[residence as usize]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_of_4_5_2() {
        // "1 Piso 30 1 3 5 / 2 Casita 50 2 5 10 / 3 Casa grande 90 4 10 15 / 4 Mansión 150 6
        // 15 20 / 5 Palacete 250 8 Ilimitada No hay".
        let flat = row(Residence::Flat);
        assert_eq!(
            (flat.crowns, flat.status, flat.capacity, flat.max_level),
            (30, 1, Some(3), Some(5))
        );
        let mansion = row(Residence::Mansion);
        assert_eq!((mansion.crowns, mansion.status), (150, 6));
        let palace = row(Residence::SmallPalace);
        assert_eq!(
            (
                palace.crowns,
                palace.status,
                palace.capacity,
                palace.max_level
            ),
            (250, 8, None, None)
        );
        assert_eq!(row(Residence::Garret).crowns, 0);
    }
}
