//! Helpers that read a printed table row (`"5 5 4 4 - -"`) into typed cells.

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
                        TableError::invalid(table, format!("{what}: bad cell {cell:?} in {row:?}"))
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
            cell.ok_or_else(|| TableError::invalid(table, format!("{what}: empty cell in {row:?}")))
        })
        .collect()
}
