//! Clubs: the Clubs Table (the rulebook's and *Preux et audacieux*'s), the clubs' French
//! names, and the Toady Table.
//!
//! Source: 000, section "c. Clubs" (Clubs Table, Toadying, Gambling); 003, 3.1 (clubs with
//! French names and abbreviations, and its own numbers). Data: `data/clubs.toml`.

use super::{TableError, from_toml, load};
use crate::vocab::{Brigade, Club, Rank};
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

const TABLE: &str = "clubs.toml";

/// Which Clubs Table the game uses.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ClubTableVariant {
    /// 000's Clubs Table.
    #[default]
    Rulebook,
    /// 003's table: La Garde Montante needs social level 7 as well as a commission in the
    /// mounted brigade and gives 5 status a month; Phillippe le Rouge's divisor is 100.
    PreuxEtAudacieux,
}

/// One requirement to join a club (all of a club's requirements must be met).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ClubRequirement {
    /// "SL of N+".
    MinSocialLevel(u8),
    /// "Officer of Horse Guards Brigade".
    OfficerOfBrigade(Brigade),
}

impl ClubRequirement {
    /// Whether a character meets this requirement. `posting` is the brigade of his
    /// regiment (or command) and his rank, if he serves.
    ///
    /// House rule: "officer" means any rank above Private (003: "oficial o superior").
    pub fn is_met(self, social_level: u8, posting: Option<(Brigade, Rank)>) -> bool {
        match self {
            ClubRequirement::MinSocialLevel(min) => social_level >= min,
            ClubRequirement::OfficerOfBrigade(brigade) => {
                matches!(posting, Some((b, rank)) if b == brigade && rank > Rank::Private)
            }
        }
    }
}

/// One row of the Clubs Table.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClubRow {
    /// The club.
    pub club: Club,
    /// Every requirement to join.
    pub requirements: Vec<ClubRequirement>,
    /// Monthly dues, in crowns.
    pub dues: u32,
    /// Status points a month for membership.
    pub status: u32,
    /// The largest bet allowed; `None` for Bothwell's ("None; min of 100").
    #[serde(default)]
    pub house_limit: Option<u32>,
    /// The smallest bet allowed, where there is one (Bothwell's: 100).
    #[serde(default)]
    pub minimum_bet: Option<u32>,
    /// The gambling divisor: a week's total stake divided by it (fractions dropped) is extra status.
    pub divisor: u32,
}

impl ClubRow {
    /// The club's rank on the table: 1 (Bothwell's) to 6 (Red Phillips).
    pub fn rank(&self) -> u8 {
        self.club.rank()
    }

    /// The social level the club asks for, if it asks for one.
    pub fn min_social_level(&self) -> Option<u8> {
        self.requirements.iter().find_map(|r| match r {
            ClubRequirement::MinSocialLevel(n) => Some(*n),
            ClubRequirement::OfficerOfBrigade(_) => None,
        })
    }

    /// Whether a character meets every requirement (see [`ClubRequirement::is_met`]).
    pub fn may_join(&self, social_level: u8, posting: Option<(Brigade, Rank)>) -> bool {
        self.requirements
            .iter()
            .all(|r| r.is_met(social_level, posting))
    }
}

/// A club's names in 003.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
struct ClubName {
    club: Club,
    french: String,
    abbreviation: String,
    aliases: Vec<String>,
}

#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(deny_unknown_fields)]
struct ToadyRow {
    up_to: Option<u8>,
    points: i32,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Data {
    rulebook: Vec<ClubRow>,
    preux_et_audacieux: Vec<ClubRow>,
    name: Vec<ClubName>,
    toady: Vec<ToadyRow>,
}

fn parse() -> Result<Data, TableError> {
    let data: Data = from_toml(TABLE, include_str!("data/clubs.toml"))?;
    // Rows must be in the order of `Club::ALL`, so that `Club as usize` indexes them.
    for (what, clubs) in [
        (
            "rulebook",
            data.rulebook.iter().map(|r| r.club).collect::<Vec<_>>(),
        ),
        (
            "preux_et_audacieux",
            data.preux_et_audacieux.iter().map(|r| r.club).collect(),
        ),
        ("name", data.name.iter().map(|r| r.club).collect()),
    ] {
        if clubs != Club::ALL {
            return Err(TableError::invalid(
                TABLE,
                format!("{what}: one row per club, in rank order"),
            ));
        }
    }
    let open = data.toady.iter().filter(|r| r.up_to.is_none()).count();
    if open != 1 || data.toady.last().is_none_or(|r| r.up_to.is_some()) {
        return Err(TableError::invalid(
            TABLE,
            "toady: exactly the last row is open-ended",
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

/// A club's row on the chosen Clubs Table.
pub fn club(variant: ClubTableVariant, club: Club) -> &'static ClubRow {
    let rows = match variant {
        ClubTableVariant::Rulebook => &data().rulebook,
        ClubTableVariant::PreuxEtAudacieux => &data().preux_et_audacieux,
    };
    &rows[club as usize]
}

/// The highest-ranked club a character may join, if any.
pub fn highest_joinable(
    variant: ClubTableVariant,
    social_level: u8,
    posting: Option<(Brigade, Rank)>,
) -> Option<Club> {
    Club::ALL
        .iter()
        .copied()
        .find(|c| club(variant, *c).may_join(social_level, posting))
}

/// Status points for being a guest at a club: "the difference in rank between the highest
/// club he is able to join ... and the one he is guest at". A character who can join no club
/// ranks as "7 No club". Never negative.
pub fn guest_status_points(highest_joinable: Option<Club>, visited: Club) -> u8 {
    let own = highest_joinable.map_or(7, Club::rank);
    own.saturating_sub(visited.rank())
}

/// 003's French name of a club ("Les Tuiles Bleues").
pub fn french_name(club: Club) -> &'static str {
    &data().name[club as usize].french
}

/// 003's abbreviation of a club ("TB").
pub fn abbreviation(club: Club) -> &'static str {
    &data().name[club as usize].abbreviation
}

/// Finds a club by any of its names, ignoring case: the id (`blue_gables`), the English name
/// ("The Blue Gables", or without "The"), the French name, 003's abbreviation or a known alias
/// ("Teilles Bleues", as 003 misspells it).
pub fn club_from_name(name: &str) -> Option<Club> {
    let name = name.trim();
    let eq = |s: &str| s.eq_ignore_ascii_case(name) || s.to_lowercase() == name.to_lowercase();
    data().name.iter().find_map(|n| {
        let english = n.club.name();
        let hit = eq(n.club.id())
            || eq(english)
            || english.strip_prefix("The ").is_some_and(eq)
            || eq(&n.french)
            || eq(&n.abbreviation)
            || n.aliases.iter().any(|a| eq(a));
        hit.then_some(n.club)
    })
}

/// The Toady Table: status points for the higher-level character of a pair visiting a club,
/// by the difference in their social levels (0-3: +1, 4-6: 0, 7-8: -1, 9-10: -2, 11+: -3).
pub fn toady_points(sl_difference: u8) -> i32 {
    data()
        .toady
        .iter()
        .find(|r| r.up_to.is_none_or(|max| sl_difference <= max))
        .map_or(0, |r| r.points)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ClubTableVariant::*;

    #[test]
    fn rulebook_cells() {
        // "1 Bothwell's SL of 12+ 30 8 None; min of 100 500"
        let b = club(Rulebook, Club::Bothwells);
        assert_eq!(b.requirements, vec![ClubRequirement::MinSocialLevel(12)]);
        assert_eq!(
            (b.dues, b.status, b.house_limit, b.minimum_bet, b.divisor),
            (30, 8, None, Some(100), 500)
        );
        // "3 The Horse Guards Officer of Horse Guards Brigade 20 4 250 300"
        let h = club(Rulebook, Club::HorseGuards);
        assert_eq!(
            h.requirements,
            vec![ClubRequirement::OfficerOfBrigade(Brigade::HorseGuards)]
        );
        assert_eq!(
            (h.dues, h.status, h.house_limit, h.divisor),
            (20, 4, Some(250), 300)
        );
        assert_eq!(h.min_social_level(), None);
        // "6 Red Phillips SL of 3+ 5 2 50 150"
        let r = club(Rulebook, Club::RedPhillips);
        assert_eq!(
            (
                r.min_social_level(),
                r.dues,
                r.status,
                r.house_limit,
                r.divisor
            ),
            (Some(3), 5, 2, Some(50), 150)
        );
        assert_eq!(r.rank(), 6);
    }

    #[test]
    fn preux_et_audacieux_cells() {
        // "| La Garde Montante (%) | GM | 7 | 20 | 5 | 250 | 300 |"
        let g = club(PreuxEtAudacieux, Club::HorseGuards);
        assert_eq!(g.min_social_level(), Some(7));
        assert_eq!(
            (g.dues, g.status, g.house_limit, g.divisor),
            (20, 5, Some(250), 300)
        );
        assert!(g.may_join(7, Some((Brigade::HorseGuards, Rank::Subaltern))));
        assert!(!g.may_join(6, Some((Brigade::HorseGuards, Rank::Captain))));
        assert!(!g.may_join(9, Some((Brigade::HorseGuards, Rank::Private))));
        assert!(!g.may_join(9, Some((Brigade::Heavy, Rank::Captain))));
        // "| Phillippe Le Rouge | PR | 3 | 5 | 2 | 50 | 100 |"
        assert_eq!(club(PreuxEtAudacieux, Club::RedPhillips).divisor, 100);
        // "| Les Tuiles Bleues | TB | 7 | 15 | 4 | 150 | 200 |"
        let t = club(PreuxEtAudacieux, Club::BlueGables);
        assert_eq!(
            (
                t.min_social_level(),
                t.dues,
                t.status,
                t.house_limit,
                t.divisor
            ),
            (Some(7), 15, 4, Some(150), 200)
        );
    }

    #[test]
    fn french_names() {
        assert_eq!(french_name(Club::Bothwells), "L'Epée D'Or");
        assert_eq!(abbreviation(Club::Bothwells), "EO");
        assert_eq!(abbreviation(Club::Hunters), "CH");
        assert_eq!(abbreviation(Club::HorseGuards), "GM");
        assert_eq!(abbreviation(Club::BlueGables), "TB");
        assert_eq!(french_name(Club::FrogAndPeach), "Le Crapaud et l'Apricot");
        assert_eq!(abbreviation(Club::FrogAndPeach), "CA");
        assert_eq!(abbreviation(Club::RedPhillips), "PR");
        assert_eq!(club_from_name("tb"), Some(Club::BlueGables));
        assert_eq!(club_from_name("Teilles Bleues"), Some(Club::BlueGables));
        assert_eq!(club_from_name("l'epée d'or"), Some(Club::Bothwells));
        assert_eq!(club_from_name("Blue Gables"), Some(Club::BlueGables));
        assert_eq!(club_from_name("frog_and_peach"), Some(Club::FrogAndPeach));
        assert_eq!(club_from_name("White's"), None);
    }

    #[test]
    fn toady_table() {
        // "0-3 4-6 7-8 9-10 11+ / +1 0 -1 -2 -3"
        let got: Vec<i32> = (0..=13).map(toady_points).collect();
        assert_eq!(got, vec![1, 1, 1, 1, 0, 0, 0, -1, -1, -2, -2, -3, -3, -3]);
        assert_eq!(toady_points(u8::MAX), -3);
    }

    #[test]
    fn jacques_and_cyrano_example() {
        // "Jacques, Social Level 4, accompanies Cyrano, Social Level 14, to Bothwell's. He
        // receives 5 Status Points for being at Bothwell's, as the highest club Jacques could
        // join is Red Phillips ... Cyrano loses 2 Status Points for being seen in public with Jacques"
        let jacques = highest_joinable(Rulebook, 4, None);
        assert_eq!(jacques, Some(Club::RedPhillips));
        assert_eq!(guest_status_points(jacques, Club::Bothwells), 5);
        assert_eq!(toady_points(14 - 4), -2);
        // "7 No club"
        assert_eq!(highest_joinable(Rulebook, 2, None), None);
        assert_eq!(guest_status_points(None, Club::RedPhillips), 1);
    }
}
