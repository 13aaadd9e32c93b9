//! The titles the King grants (003, 6.0): the ladder from Chevalier d'Honneur to Duc, the
//! social level a man needs for each, the level it raises him to, its status points and its
//! monthly pension. Data: `data/titles.toml`. The rules that grant them are
//! `rules::titles`.

use super::birth::Title;
use super::{TableError, from_toml, load};
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

const TABLE: &str = "titles.toml";

/// A title of the French nobility as 003 ranks them, lowest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NobleTitle {
    /// "Chevalier d'Honneur" (a lady: "Dame").
    Chevalier,
    Baron,
    /// "Viscomte", as 003 spells it.
    Viscomte,
    Comte,
    Marquis,
    Duc,
}

impl NobleTitle {
    /// Every title, lowest first.
    pub const ALL: &'static [NobleTitle] = &[
        NobleTitle::Chevalier,
        NobleTitle::Baron,
        NobleTitle::Viscomte,
        NobleTitle::Comte,
        NobleTitle::Marquis,
        NobleTitle::Duc,
    ];

    /// The key templates name it by ("chevalier", "viscomte").
    pub fn id(self) -> &'static str {
        match self {
            NobleTitle::Chevalier => "chevalier",
            NobleTitle::Baron => "baron",
            NobleTitle::Viscomte => "viscomte",
            NobleTitle::Comte => "comte",
            NobleTitle::Marquis => "marquis",
            NobleTitle::Duc => "duc",
        }
    }

    /// The title as Paris says it, in either language (003 keeps the French).
    pub fn name(self) -> &'static str {
        match self {
            NobleTitle::Chevalier => "Chevalier d'Honneur",
            NobleTitle::Baron => "Baron",
            NobleTitle::Viscomte => "Vicomte",
            NobleTitle::Comte => "Comte",
            NobleTitle::Marquis => "Marquis",
            NobleTitle::Duc => "Duc",
        }
    }

    /// The next title up the ladder; `None` above a Duc (6.0.8: the Ducal Princes are of the
    /// blood royal).
    pub fn next(self) -> Option<NobleTitle> {
        NobleTitle::ALL.get(self as usize + 1).copied()
    }

    /// The title of 003's ladder that a father's title of Birth Table D (000) is: a Knight
    /// is a Chevalier, an Earl or a Count a Comte.
    pub fn of_birth(title: Title) -> NobleTitle {
        match title {
            Title::Knight => NobleTitle::Chevalier,
            Title::Baron => NobleTitle::Baron,
            Title::Viscount => NobleTitle::Viscomte,
            Title::Earl | Title::Count => NobleTitle::Comte,
            Title::Marquis => NobleTitle::Marquis,
        }
    }
}

/// One row of the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TitleRow {
    pub title: NobleTitle,
    /// "Nivel mínimo": below it the title is not granted (6.0.4).
    pub min_level: u8,
    /// "Nivel nuevo": a man below it is raised to it (6.0.4).
    pub new_level: u8,
    /// "Puntos status": received once, the month the title is granted (6.0.3).
    pub status: u8,
    /// "Pensión mensual", in crowns (none for a Chevalier).
    pub pension: u32,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Data {
    title: Vec<TitleRow>,
}

fn parse() -> Result<Data, TableError> {
    let data: Data = from_toml(TABLE, include_str!("data/titles.toml"))?;
    if data.title.iter().map(|r| r.title).collect::<Vec<_>>() != NobleTitle::ALL {
        return Err(TableError::invalid(
            TABLE,
            "title: one row per title, lowest first",
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

/// The row of `title`.
pub fn row(title: NobleTitle) -> TitleRow {
    data().title[title as usize]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_of_6_0() {
        // "Chevalier d'Honneur | Dame | 6 | 10 | 10 | --" ... "Duc | Duchesse | 11 | 15 | 20 | 100".
        let c = row(NobleTitle::Chevalier);
        assert_eq!(
            (c.min_level, c.new_level, c.status, c.pension),
            (6, 10, 10, 0)
        );
        let v = row(NobleTitle::Viscomte);
        assert_eq!(
            (v.min_level, v.new_level, v.status, v.pension),
            (8, 12, 15, 15)
        );
        let d = row(NobleTitle::Duc);
        assert_eq!(
            (d.min_level, d.new_level, d.status, d.pension),
            (11, 15, 20, 100)
        );
        assert_eq!(NobleTitle::Duc.next(), None);
        assert_eq!(NobleTitle::Baron.next(), Some(NobleTitle::Viscomte));
        for t in NobleTitle::ALL {
            let json = serde_json::to_string(t).unwrap();
            assert_eq!(json, format!("\"{}\"", t.id()));
        }
    }

    #[test]
    fn a_fathers_title_on_the_ladder() {
        assert_eq!(NobleTitle::of_birth(Title::Knight), NobleTitle::Chevalier);
        assert_eq!(NobleTitle::of_birth(Title::Earl), NobleTitle::Comte);
        assert_eq!(NobleTitle::of_birth(Title::Count), NobleTitle::Comte);
    }
}
