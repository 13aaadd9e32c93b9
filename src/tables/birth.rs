//! Birth: Birth Tables A (class), B (sibling rank), C (father's position), D (father's title)
//! and the Initial Social Level table.
//!
//! Source: 000, section "a. Characters and Character Creation". Data: `data/birth.toml`.

use super::{TableError, from_toml, load};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::OnceLock;

const TABLE: &str = "birth.toml";

/// Birth Table A's classes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Class {
    /// Rolls 1-2.
    Commoner,
    /// Rolls 3-4.
    Gentleman,
    /// Rolls 5-6; roll on Birth Table D too.
    Nobleman,
}

impl Class {
    /// Every class, in table order.
    pub const ALL: &'static [Class] = &[Class::Commoner, Class::Gentleman, Class::Nobleman];
}

/// Birth Table B's sibling ranks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SiblingRank {
    /// Roll 1: +10% money, +1 social level, and a roll for being an orphan.
    FirstSon,
    /// Rolls 2-4.
    SecondSon,
    /// Rolls 5-6: -10% money, -1 social level.
    Bastard,
}

/// Birth Table D's titles, in the table's order (Knight lowest, Count highest).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Title {
    /// Roll 1; son of a Knight: social level 6.
    Knight,
    /// Roll 2; 7.
    Baron,
    /// Roll 3; 8.
    Marquis,
    /// Roll 4; 9.
    Earl,
    /// Roll 5; 10.
    Viscount,
    /// Roll 6; 11.
    Count,
}

impl Title {
    /// Every title, in table order.
    pub const ALL: &'static [Title] = &[
        Title::Knight,
        Title::Baron,
        Title::Marquis,
        Title::Earl,
        Title::Viscount,
        Title::Count,
    ];

    /// The English name as Birth Table D prints it.
    pub fn name(self) -> &'static str {
        match self {
            Title::Knight => "Knight",
            Title::Baron => "Baron",
            Title::Marquis => "Marquis",
            Title::Earl => "Earl",
            Title::Viscount => "Viscount",
            Title::Count => "Count",
        }
    }
}

/// One row of Birth Table C.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FatherPosition {
    /// The position as printed: "Peasant", "Small Merchant", "Well-to-do", "Very Wealthy"...
    pub name: String,
    /// Initial Funds, in crowns.
    pub funds: u32,
    /// Monthly allowance, in crowns.
    pub allowance: u32,
    /// Inheritance (paid instead of the Initial Funds to an orphan), in crowns.
    pub inheritance: u32,
    /// The Initial Social Level row this position is read as ("Merchant", "Gentleman"...).
    pub social_level_as: String,
    base_level: u8,
}

/// What a new character starts with, in crowns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct InitialMoney {
    /// Initial Funds (or the Inheritance, for an orphan).
    pub funds: u32,
    /// Monthly allowance (none for an orphan).
    pub allowance: u32,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPosition {
    name: String,
    funds: u32,
    allowance: u32,
    inheritance: u32,
    son_of: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPositions {
    commoner: Vec<RawPosition>,
    gentleman: Vec<RawPosition>,
    nobleman: Vec<RawPosition>,
}

#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(deny_unknown_fields)]
struct SiblingModifiers {
    first_son_money_percent: i32,
    first_son_social_level: i8,
    bastard_money_percent: i32,
    bastard_social_level: i8,
    orphan_roll: u8,
    orphan_noble_social_level: i8,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    class: Vec<Class>,
    sibling_rank: Vec<SiblingRank>,
    title: Vec<Title>,
    sibling_modifiers: SiblingModifiers,
    father_position: RawPositions,
    initial_social_level: BTreeMap<String, u8>,
}

struct Data {
    class: Vec<Class>,
    sibling_rank: Vec<SiblingRank>,
    title: Vec<Title>,
    modifiers: SiblingModifiers,
    /// Indexed by `Class as usize`, then roll - 1.
    positions: [Vec<FatherPosition>; 3],
    /// Indexed by `Title as usize`.
    title_level: [u8; 6],
}

fn parse() -> Result<Data, TableError> {
    let raw: Raw = from_toml(TABLE, include_str!("data/birth.toml"))?;
    for (what, len) in [
        ("class", raw.class.len()),
        ("sibling_rank", raw.sibling_rank.len()),
        ("title", raw.title.len()),
    ] {
        if len != 6 {
            return Err(TableError::invalid(
                TABLE,
                format!("{what}: {len} rows, want 6"),
            ));
        }
    }
    let level_of = |son_of: &str| {
        raw.initial_social_level
            .get(son_of)
            .copied()
            .ok_or_else(|| {
                TableError::invalid(TABLE, format!("no Initial Social Level row {son_of:?}"))
            })
    };
    let resolve = |rows: Vec<RawPosition>| -> Result<Vec<FatherPosition>, TableError> {
        if rows.len() != 6 {
            return Err(TableError::invalid(
                TABLE,
                "a Father's Position class needs 6 rows",
            ));
        }
        rows.into_iter()
            .map(|r| {
                Ok(FatherPosition {
                    base_level: level_of(&r.son_of)?,
                    name: r.name,
                    funds: r.funds,
                    allowance: r.allowance,
                    inheritance: r.inheritance,
                    social_level_as: r.son_of,
                })
            })
            .collect()
    };
    let RawPositions {
        commoner,
        gentleman,
        nobleman,
    } = raw.father_position;
    let positions = [resolve(commoner)?, resolve(gentleman)?, resolve(nobleman)?];
    let mut title_level = [0; 6];
    for t in Title::ALL {
        title_level[*t as usize] = level_of(t.name())?;
    }
    Ok(Data {
        class: raw.class,
        sibling_rank: raw.sibling_rank,
        title: raw.title,
        modifiers: raw.sibling_modifiers,
        positions,
        title_level,
    })
}

fn data() -> &'static Data {
    static DATA: OnceLock<Data> = OnceLock::new();
    load(&DATA, parse)
}

pub(crate) fn check() -> Result<(), TableError> {
    parse().map(|_| ())
}

fn by_roll<T: Copy>(rows: &[T], roll: u8) -> Option<T> {
    rows.get(usize::from(roll).checked_sub(1)?).copied()
}

/// Birth Table A: the class for a die roll (1-6); `None` for any other number.
pub fn class_for_roll(roll: u8) -> Option<Class> {
    by_roll(&data().class, roll)
}

/// Birth Table B: the sibling rank for a die roll (1-6); `None` for any other number.
pub fn sibling_rank_for_roll(roll: u8) -> Option<SiblingRank> {
    by_roll(&data().sibling_rank, roll)
}

/// Birth Table C: the father's position for a class and a die roll (1-6).
pub fn father_position(class: Class, roll: u8) -> Option<&'static FatherPosition> {
    data().positions[class as usize].get(usize::from(roll).checked_sub(1)?)
}

/// Birth Table D: the father's title for a die roll (1-6), rolled for noblemen only.
pub fn title_for_roll(roll: u8) -> Option<Title> {
    by_roll(&data().title, roll)
}

/// The Initial Social Level table, before the sibling-rank modifiers.
///
/// The table lists only "Son of: Peasant 2, Merchant 3, Gentleman 4, Very Wealthy Gentleman 5,
/// Knight 6 ... Count 11", so Birth Table C's positions have to be read onto those rows
/// (the reading is data: `son_of` in `birth.toml`, exposed as
/// [`FatherPosition::social_level_as`]):
/// - commoners: Peasant is 2; Small Merchant, Merchant, Wealthy Merchant and Very Wealthy
///   Merchant are all "Merchant", 3;
/// - gentlemen: Impoverished, Well-to-do and Wealthy are "Gentleman", 4; Very Wealthy is
///   "Very Wealthy Gentleman", 5;
/// - noblemen: the father's title decides: Knight 6, Baron 7, Marquis 8, Earl 9, Viscount 10,
///   Count 11.
///
/// House rule: a nobleman with no title given is read as a gentleman of the same wealth
/// (4, or 5 if Very Wealthy); a title given for a commoner or a gentleman is ignored.
pub fn base_social_level(class: Class, position: &FatherPosition, title: Option<Title>) -> u8 {
    match (class, title) {
        (Class::Nobleman, Some(t)) => data().title_level[t as usize],
        _ => position.base_level,
    }
}

/// The full initial social level: [`base_social_level`] plus the notes to Birth Table B
/// (first son +1; bastard -1; an orphan of a noble father +3 more).
pub fn initial_social_level(
    class: Class,
    position: &FatherPosition,
    title: Option<Title>,
    sibling: SiblingRank,
    orphan: bool,
) -> u8 {
    let m = data().modifiers;
    let mut level = i16::from(base_social_level(class, position, title));
    level += i16::from(match sibling {
        SiblingRank::FirstSon => m.first_son_social_level,
        SiblingRank::SecondSon => 0,
        SiblingRank::Bastard => m.bastard_social_level,
    });
    if orphan && class == Class::Nobleman {
        level += i16::from(m.orphan_noble_social_level);
    }
    u8::try_from(level.max(1)).unwrap_or(1)
}

/// The die roll (on the extra roll a first son makes) that makes him an orphan: 1.
pub fn orphan_roll() -> u8 {
    data().modifiers.orphan_roll
}

/// Initial Funds and Allowance after the notes to Birth Table B: first son +10%, bastard
/// -10%; an orphan gets the Inheritance instead of the Initial Funds and no Allowance.
///
/// House rule: fractions of a crown are dropped (25 + 10% = 27). The orphan's Inheritance
/// is not increased by 10%: the note increases the Initial Funds, which he does not receive.
pub fn initial_money(
    position: &FatherPosition,
    sibling: SiblingRank,
    orphan: bool,
) -> InitialMoney {
    let m = data().modifiers;
    let percent = match sibling {
        SiblingRank::FirstSon => m.first_son_money_percent,
        SiblingRank::SecondSon => 0,
        SiblingRank::Bastard => m.bastard_money_percent,
    };
    let adjust = |amount: u32| {
        let scaled = i64::from(amount) * i64::from(100 + percent) / 100;
        u32::try_from(scaled.max(0)).unwrap_or(0)
    };
    if orphan {
        InitialMoney {
            funds: position.inheritance,
            allowance: 0,
        }
    } else {
        InitialMoney {
            funds: adjust(position.funds),
            allowance: adjust(position.allowance),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_a_b_d_cells() {
        // "1 Commoner ... 3 Gentleman ... 6 Nobleman"
        assert_eq!(class_for_roll(1), Some(Class::Commoner));
        assert_eq!(class_for_roll(3), Some(Class::Gentleman));
        assert_eq!(class_for_roll(6), Some(Class::Nobleman));
        assert_eq!(class_for_roll(7), None);
        assert_eq!(class_for_roll(0), None);
        // "1 First son / 4 Second son / 5 Bastard"
        assert_eq!(sibling_rank_for_roll(1), Some(SiblingRank::FirstSon));
        assert_eq!(sibling_rank_for_roll(4), Some(SiblingRank::SecondSon));
        assert_eq!(sibling_rank_for_roll(5), Some(SiblingRank::Bastard));
        // "4 Earl", "6 Count"
        assert_eq!(title_for_roll(4), Some(Title::Earl));
        assert_eq!(title_for_roll(6), Some(Title::Count));
    }

    #[test]
    fn table_c_cells() {
        // "3 Small Merchant 25 5 100"
        let p = father_position(Class::Commoner, 3).expect("row");
        assert_eq!(
            (p.name.as_str(), p.funds, p.allowance, p.inheritance),
            ("Small Merchant", 25, 5, 100)
        );
        // "6 Very Wealthy Merchant 500 100 4000"
        let p = father_position(Class::Commoner, 6).expect("row");
        assert_eq!(
            (p.name.as_str(), p.funds, p.allowance, p.inheritance),
            ("Very Wealthy Merchant", 500, 100, 4000)
        );
        // Gentleman "6 Very Wealthy 750 125 5000"
        let p = father_position(Class::Gentleman, 6).expect("row");
        assert_eq!(
            (p.name.as_str(), p.funds, p.allowance, p.inheritance),
            ("Very Wealthy", 750, 125, 5000)
        );
        // Nobleman "4 Wealthy 500 100 4000"
        let p = father_position(Class::Nobleman, 4).expect("row");
        assert_eq!((p.name.as_str(), p.funds), ("Wealthy", 500));
        assert!(father_position(Class::Nobleman, 7).is_none());
    }

    #[test]
    fn initial_social_level_reading() {
        let pos = |c, r| father_position(c, r).expect("row");
        // "Peasant 2", "Merchant 3"
        assert_eq!(
            base_social_level(Class::Commoner, pos(Class::Commoner, 1), None),
            2
        );
        for roll in 3..=6 {
            assert_eq!(
                base_social_level(Class::Commoner, pos(Class::Commoner, roll), None),
                3
            );
        }
        // "Gentleman 4", "Very Wealthy Gentleman 5"
        for roll in 1..=5 {
            assert_eq!(
                base_social_level(Class::Gentleman, pos(Class::Gentleman, roll), None),
                4
            );
        }
        assert_eq!(
            base_social_level(Class::Gentleman, pos(Class::Gentleman, 6), None),
            5
        );
        // "Knight 6" ... "Count 11"
        let noble = pos(Class::Nobleman, 1);
        assert_eq!(
            base_social_level(Class::Nobleman, noble, Some(Title::Knight)),
            6
        );
        assert_eq!(
            base_social_level(Class::Nobleman, noble, Some(Title::Marquis)),
            8
        );
        assert_eq!(
            base_social_level(Class::Nobleman, noble, Some(Title::Count)),
            11
        );
    }

    #[test]
    fn bergerac_example() {
        // "A five is rolled on Birth Table A, a 1 on Birth Table B ... Rolling a three on the
        // nobles section of Table C shows that the character's father is welltodo, and the
        // character has an initial fortune of (250 + 10%) 275 Crowns ... a monthly allowance
        // of (50 + 10%) 55 Crowns. A four rolled on Table D shows that the senior Bergerac is
        // an Earl. ... an initial Social Level of 9, plus one for being a first son, or 10 total."
        let class = class_for_roll(5).expect("class");
        let sibling = sibling_rank_for_roll(1).expect("sibling");
        let pos = father_position(class, 3).expect("position");
        let title = title_for_roll(4);
        assert_eq!(pos.name, "Well-to-do");
        assert_eq!(
            initial_money(pos, sibling, false),
            InitialMoney {
                funds: 275,
                allowance: 55
            }
        );
        assert_eq!(base_social_level(class, pos, title), 9);
        assert_eq!(initial_social_level(class, pos, title, sibling, false), 10);
        // An orphan noble: "receive your Father's Title and increase your Initial Social Level by another 3".
        assert_eq!(initial_social_level(class, pos, title, sibling, true), 13);
        assert_eq!(
            initial_money(pos, sibling, true),
            InitialMoney {
                funds: 1500,
                allowance: 0
            }
        );
        assert_eq!(orphan_roll(), 1);
    }

    #[test]
    fn bastard_money() {
        // "Decrease Initial Funds and Allowance by 10% and subtract 1 from Initial Social Level."
        let pos = father_position(Class::Commoner, 4).expect("row");
        assert_eq!(
            initial_money(pos, SiblingRank::Bastard, false),
            InitialMoney {
                funds: 135,
                allowance: 18
            }
        );
        assert_eq!(
            initial_social_level(Class::Commoner, pos, None, SiblingRank::Bastard, false),
            2
        );
    }
}
