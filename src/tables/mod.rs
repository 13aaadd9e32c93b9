//! Every table of the rule documents, as data.
//!
//! The numbers live in TOML files under `src/tables/data/`, embedded with `include_str!`,
//! parsed once into `OnceLock` statics and read through small typed functions. The cells are
//! written as close to the printed layout as TOML allows (a row of a printed table is usually
//! one string of whitespace-separated cells, `-` for an empty cell) so that they can be checked
//! against the rule text by eye. [`check_all`] parses and validates every file; the tests call
//! it, so a typo in the data fails `cargo test`, never a player's turn.
//!
//! | module | tables | rule section |
//! |---|---|---|
//! | [`birth`] | Birth Tables A-D, Initial Social Level | 000 a |
//! | [`clubs`] | Clubs Table (rulebook and *Preux et audacieux* variants), Toady Table | 000 c; 003 3.1 |
//! | [`courting`] | Mistress Courting Table, Influence Table C | 000 d, f |
//! | [`influence`] | Influence Tables A and B | 000 f |
//! | [`regiments`] | Regimental Tables A, B, C; friends and enemies; duty; horses; Spanish names | 000 g; 003 9 |
//! | [`campaign`] | Battle Result Table, Interpretations, Personal Outcome Table and modifiers | 000 i; 002 |
//! | [`force_organisation`] | Force Organisation Table | 000 h |
//! | [`force_tables`] | House rule: the Force Commitment and Deployment Tables, reconstructed | 000 h |
//! | [`appointments`] | House rule: the posts of the Military Appointments Tables, reconstructed | 000 g |
//! | [`duelling`] | Duelling Tables A (actions, routines), B, C, D; swordsmanship rests | 000 e; 004 |
//! | [`venues`] | The Grand Casino, the Théâtre Royale's prices and reviews | 003 3.3, 3.4 |
//! | [`marriage`] | The ring, the King's leave, the dowry | 003 4.4 |
//! | [`honour`] | Insults one may ignore, unanswered insults, apologies refused, seconds | 003 7.1, 7.2 |
//!
//! Doc comments starting `House rule:` mark the places where the rules are silent or
//! contradictory and a reading had to be chosen.

pub mod appointments;
pub mod birth;
pub mod campaign;
pub mod clubs;
pub mod courting;
pub mod duelling;
pub mod family;
pub mod force_organisation;
pub mod force_tables;
pub mod honour;
pub mod influence;
pub mod marriage;
pub mod pistols;
pub mod regiments;
pub mod residences;
pub mod titles;
pub mod venues;

use std::sync::OnceLock;

/// A rule table that failed to parse or to validate. Only ever seen by the tests
/// (and by [`check_all`]): the accessors load data that the tests have already checked.
#[derive(Debug, thiserror::Error)]
pub enum TableError {
    /// The TOML file does not parse into the table's shape.
    #[error("rule table {table}: {source}")]
    Toml {
        /// The data file's name.
        table: &'static str,
        /// What the TOML parser said.
        #[source]
        source: toml::de::Error,
    },
    /// The file parses but a cell or a row is wrong (missing, duplicated, out of range).
    #[error("rule table {table}: {message}")]
    Invalid {
        /// The data file's name.
        table: &'static str,
        /// What is wrong.
        message: String,
    },
}

impl TableError {
    pub(crate) fn invalid(table: &'static str, message: impl Into<String>) -> Self {
        TableError::Invalid {
            table,
            message: message.into(),
        }
    }
}

/// Parses and validates every table. Call it at start-up to fail fast; the tests call it too.
pub fn check_all() -> Result<(), TableError> {
    birth::check()?;
    clubs::check()?;
    courting::check()?;
    influence::check()?;
    marriage::check()?;
    family::check()?;
    honour::check()?;
    regiments::check()?;
    campaign::check()?;
    force_organisation::check()?;
    duelling::check()?;
    venues::check()?;
    residences::check()?;
    pistols::check()?;
    titles::check()?;
    Ok(())
}

/// Deserialises one embedded TOML file.
pub(crate) fn from_toml<T: serde::de::DeserializeOwned>(
    table: &'static str,
    text: &str,
) -> Result<T, TableError> {
    toml::from_str(text).map_err(|source| TableError::Toml { table, source })
}

/// The one place where table data is unwrapped: the first access parses the file.
///
/// A failure here is a bug in `src/tables/data`, which `cargo test` (through [`check_all`])
/// catches before any release; it is never a player's error.
pub(crate) fn load<T>(
    cell: &'static OnceLock<T>,
    parse: fn() -> Result<T, TableError>,
) -> &'static T {
    cell.get_or_init(|| match parse() {
        Ok(data) => data,
        Err(e) => panic!("{e} (the tables are checked by `cargo test`)"),
    })
}

/// Helpers that read a printed table row (`"5 5 4 4 - -"`) into typed cells.
mod cells {
    use super::TableError;
    use std::str::FromStr;

    /// Splits a row into its cells and checks their number.
    pub(crate) fn cells<'a>(
        table: &'static str,
        what: &str,
        row: &'a str,
        expected: usize,
    ) -> Result<Vec<&'a str>, TableError> {
        let cells: Vec<&str> = row.split_whitespace().collect();
        if cells.len() != expected {
            return Err(TableError::invalid(
                table,
                format!(
                    "{what}: expected {expected} cells, found {} in {row:?}",
                    cells.len()
                ),
            ));
        }
        Ok(cells)
    }

    /// Reads a row of numbers where `-` stands for an empty cell.
    pub(crate) fn optional_numbers<T: FromStr>(
        table: &'static str,
        what: &str,
        row: &str,
        expected: usize,
    ) -> Result<Vec<Option<T>>, TableError> {
        cells(table, what, row, expected)?
            .into_iter()
            .map(|cell| {
                if cell == "-" {
                    Ok(None)
                } else {
                    cell.trim_start_matches('+')
                        .parse::<T>()
                        .map(Some)
                        .map_err(|_| {
                            TableError::invalid(
                                table,
                                format!("{what}: bad cell {cell:?} in {row:?}"),
                            )
                        })
                }
            })
            .collect()
    }

    /// Reads a row of numbers that has no empty cells.
    pub(crate) fn numbers<T: FromStr>(
        table: &'static str,
        what: &str,
        row: &str,
        expected: usize,
    ) -> Result<Vec<T>, TableError> {
        optional_numbers(table, what, row, expected)?
            .into_iter()
            .map(|cell| {
                cell.ok_or_else(|| {
                    TableError::invalid(table, format!("{what}: empty cell in {row:?}"))
                })
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_table_parses_and_validates() {
        if let Err(e) = super::check_all() {
            panic!("{e}");
        }
    }
}
