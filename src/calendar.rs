//! The calendar: weeks, months, seasons, years.
//!
//! "Four weeks make a game month, three months make a season and four seasons make a year"
//! (000, Time Sequence). The campaign seasons begin in March (spring), June (summer),
//! September (autumn) and December (winter) (000, Campaign).

use serde::{Deserialize, Serialize};
use std::fmt;

/// The four campaign seasons.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Season {
    Spring,
    Summer,
    Autumn,
    Winter,
}

/// A game month: the unit of a turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Month {
    pub year: u16,
    /// 1 (January) to 12 (December).
    pub month: u8,
}

const NAMES_EN: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

const NAMES_ES: [&str; 12] = [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
];

/// The number (1-12) of the month a word names, whole or shortened as English writes it
/// ("Sept", "oct"; its dot, if any, already gone).
pub fn month_by_word(word: &str) -> Option<u8> {
    const SHORT: &[&str] = &[
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
    ];
    let short = if word.eq_ignore_ascii_case("sept") {
        "sep"
    } else {
        word
    };
    month_by_name(word).or_else(|| {
        SHORT
            .iter()
            .position(|s| s.eq_ignore_ascii_case(short))
            .map(|k| k as u8 + 1)
    })
}

/// The number (1-12) of the month a word names, in English or Spanish, in any case.
pub fn month_by_name(word: &str) -> Option<u8> {
    // "setiembre": September as Latin America (and the RAE) also spells it.
    if word.eq_ignore_ascii_case("setiembre") {
        return Some(9);
    }
    NAMES_EN
        .iter()
        .chain(NAMES_ES.iter())
        .position(|n| n.eq_ignore_ascii_case(word))
        .map(|k| (k % 12) as u8 + 1)
}

impl Month {
    /// A month; `month` is clamped into 1..=12.
    pub fn new(year: u16, month: u8) -> Month {
        Month {
            year,
            month: month.clamp(1, 12),
        }
    }

    /// The month after this one.
    pub fn next(self) -> Month {
        if self.month == 12 {
            Month::new(self.year + 1, 1)
        } else {
            Month::new(self.year, self.month + 1)
        }
    }

    /// Months from `earlier` to `self` (negative if `earlier` is later).
    pub fn months_since(self, earlier: Month) -> i32 {
        (i32::from(self.year) * 12 + i32::from(self.month))
            - (i32::from(earlier.year) * 12 + i32::from(earlier.month))
    }

    /// The campaign season this month belongs to.
    pub fn season(self) -> Season {
        match self.month {
            3..=5 => Season::Spring,
            6..=8 => Season::Summer,
            9..=11 => Season::Autumn,
            _ => Season::Winter,
        }
    }

    /// True for the first month of a season (when seasonal favours are given).
    pub fn starts_season(self) -> bool {
        matches!(self.month, 3 | 6 | 9 | 12)
    }

    /// The English name of the month.
    pub fn name(self) -> &'static str {
        NAMES_EN[usize::from(self.month - 1)]
    }

    /// The Spanish name of the month.
    pub fn name_es(self) -> &'static str {
        NAMES_ES[usize::from(self.month - 1)]
    }

    /// A sortable key, `1626-08`.
    pub fn key(self) -> String {
        format!("{:04}-{:02}", self.year, self.month)
    }
}

impl fmt::Display for Month {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.name(), self.year)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn months_roll_over_the_year() {
        assert_eq!(Month::new(1626, 12).next(), Month::new(1627, 1));
        assert_eq!(Month::new(1627, 2).months_since(Month::new(1626, 11)), 3);
    }

    #[test]
    fn seasons_start_in_march_june_september_december() {
        assert_eq!(Month::new(1607, 6).season(), Season::Summer);
        assert_eq!(Month::new(1607, 2).season(), Season::Winter);
        assert!(Month::new(1607, 9).starts_season());
        assert_eq!(Month::new(1607, 4).to_string(), "April 1607");
    }
}
