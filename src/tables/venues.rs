//! *Preux et audacieux*'s venues: the Grand Casino and the Théâtre Royale (003, 3.3 and
//! 3.4). Data: `data/venues.toml`.
//!
//! House rule: 003's theatre table ends with a row "Shakespeare -2" that belongs to no die
//! roll; it is read as the referee's joke at the English playwright's expense and left out.

use super::{TableError, from_toml, load};
use serde::Deserialize;
use std::sync::OnceLock;

const TABLE: &str = "venues.toml";

/// The Grand Casino's rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Casino {
    pub min_social_level: u8,
    pub minimum_bet: u32,
    pub divisor: u32,
    pub visit_status: i32,
    pub member_dues: u32,
    pub member_visit_status: i32,
    pub consecutive_from: i32,
    pub member_consecutive_from: i32,
}

/// How Paris received this month's play.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Review {
    /// The highest die roll giving this review.
    pub up_to: u8,
    /// `disaster`, `failure`, `competent`, `great_success`.
    pub quality: &'static str,
    /// Status for being seen at a performance.
    pub status: i32,
    /// Further status for being seen at the premiere (the first week).
    pub premiere_status: i32,
}

/// The Théâtre Royale's prices and reviews.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Theatre {
    pub stalls_price_per_level: u32,
    pub box_price_per_level: u32,
    pub box_seats: u8,
    pub premiere_price_factor: u32,
    pub box_status: i32,
    pub reviews: Vec<Review>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTheatre {
    stalls_price_per_level: u32,
    box_price_per_level: u32,
    box_seats: u8,
    premiere_price_factor: u32,
    reviews: String,
    box_status: i32,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    casino: Casino,
    theatre: RawTheatre,
    prices: String,
}

/// A price on 003's price list: fixed crowns, or so many times a social level.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Price {
    Crowns(u32),
    /// Times the buyer's social level.
    TimesLevel(u32),
    /// Times the lady's social level (a bouquet).
    TimesLadysLevel(u32),
}

/// One article of 003's price list: (economical, standard, luxury).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Article {
    pub name: String,
    pub economical: Option<Price>,
    pub standard: Option<Price>,
    pub luxury: Option<Price>,
}

fn price(cell: &str) -> Result<Option<Price>, TableError> {
    let bad = || TableError::invalid(TABLE, format!("prices: bad cell {cell:?}"));
    if cell == "-" {
        return Ok(None);
    }
    if let Some(n) = cell.strip_suffix("xLSL") {
        return Ok(Some(Price::TimesLadysLevel(n.parse().map_err(|_| bad())?)));
    }
    if let Some(n) = cell.strip_suffix("xSL") {
        return Ok(Some(Price::TimesLevel(n.parse().map_err(|_| bad())?)));
    }
    Ok(Some(Price::Crowns(cell.parse().map_err(|_| bad())?)))
}

struct Data {
    casino: Casino,
    theatre: Theatre,
    prices: Vec<Article>,
}

fn parse() -> Result<Data, TableError> {
    let raw: Raw = from_toml(TABLE, include_str!("data/venues.toml"))?;
    let mut reviews = Vec::new();
    for line in raw.theatre.reviews.lines().filter(|l| !l.trim().is_empty()) {
        let cells: Vec<&str> = line.split_whitespace().collect();
        let bad = || TableError::invalid(TABLE, format!("reviews: bad row {line:?}"));
        let [up_to, quality, status, premiere] = cells.as_slice() else {
            return Err(bad());
        };
        let quality: &'static str = match *quality {
            "disaster" => "disaster",
            "failure" => "failure",
            "competent" => "competent",
            "great_success" => "great_success",
            _ => return Err(bad()),
        };
        reviews.push(Review {
            up_to: up_to.parse().map_err(|_| bad())?,
            quality,
            status: status.parse().map_err(|_| bad())?,
            premiere_status: premiere.parse().map_err(|_| bad())?,
        });
    }
    if reviews.last().map(|r| r.up_to) != Some(6)
        || !reviews.windows(2).all(|w| w[0].up_to < w[1].up_to)
    {
        return Err(TableError::invalid(
            TABLE,
            "reviews: die rolls ascending to 6",
        ));
    }
    let mut prices = Vec::new();
    for line in raw.prices.lines().filter(|l| !l.trim().is_empty()) {
        let cells: Vec<&str> = line.split_whitespace().collect();
        let [name, e, s, l] = cells.as_slice() else {
            return Err(TableError::invalid(
                TABLE,
                format!("prices: bad row {line:?}"),
            ));
        };
        prices.push(Article {
            name: name.to_string(),
            economical: price(e)?,
            standard: price(s)?,
            luxury: price(l)?,
        });
    }
    let t = raw.theatre;
    Ok(Data {
        prices,
        casino: raw.casino,
        theatre: Theatre {
            stalls_price_per_level: t.stalls_price_per_level,
            box_price_per_level: t.box_price_per_level,
            box_seats: t.box_seats,
            premiere_price_factor: t.premiere_price_factor,
            box_status: t.box_status,
            reviews,
        },
    })
}

fn data() -> &'static Data {
    static DATA: OnceLock<Data> = OnceLock::new();
    load(&DATA, parse)
}

pub(crate) fn check() -> Result<(), TableError> {
    parse().map(|_| ())
}

/// The Grand Casino.
pub fn casino() -> &'static Casino {
    &data().casino
}

/// The Théâtre Royale.
pub fn theatre() -> &'static Theatre {
    &data().theatre
}

/// 003's price list, for the referee (and the gifts of the orders).
pub fn prices() -> &'static [Article] {
    &data().prices
}

/// The review of a play for a die roll (1-6).
pub fn review(roll: u8) -> Review {
    let reviews = &data().theatre.reviews;
    *reviews
        .iter()
        .find(|r| roll <= r.up_to)
        .unwrap_or(&reviews[reviews.len() - 1])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_casino_as_003_prints_it() {
        check().unwrap();
        let c = casino();
        assert_eq!(
            (c.min_social_level, c.minimum_bet, c.divisor),
            (9, 300, 1500)
        );
        assert_eq!(
            (c.visit_status, c.member_dues, c.member_visit_status),
            (2, 40, 3)
        );
    }

    #[test]
    fn the_price_list_as_003_prints_it() {
        // "| Ramo de flores | 0 | 3 * NS dama | 6 * NS dama |", "| Carruaje (sin caballo) | 300 | 450 | 650 |"
        let find = |n: &str| prices().iter().find(|a| a.name == n).unwrap().clone();
        let bouquet = find("bouquet");
        assert_eq!(bouquet.standard, Some(Price::TimesLadysLevel(3)));
        assert_eq!(bouquet.luxury, Some(Price::TimesLadysLevel(6)));
        let carriage = find("carriage_without_horse");
        assert_eq!(
            (carriage.economical, carriage.luxury),
            (Some(Price::Crowns(300)), Some(Price::Crowns(650)))
        );
        assert_eq!(
            find("maintenance_monthly").luxury,
            Some(Price::TimesLevel(3))
        );
        assert_eq!(find("pistol").economical, None);
        assert_eq!(prices().len(), 15);
    }

    #[test]
    fn the_theatre_as_003_prints_it() {
        // "| 1 | Desastre | -1 | Estreno desastroso | -1 |", "| 3-5 | Competente | +1 | Estreno | +1 |"
        assert_eq!(review(1).quality, "disaster");
        assert_eq!((review(1).status, review(1).premiere_status), (-1, -1));
        assert_eq!(review(2).status, 0);
        assert_eq!(review(4).quality, "competent");
        assert_eq!((review(6).status, review(6).premiere_status), (2, 1));
        let t = theatre();
        assert_eq!(
            (t.stalls_price_per_level, t.box_price_per_level, t.box_seats),
            (1, 10, 6)
        );
        assert_eq!(t.box_status, 1);
    }
}
