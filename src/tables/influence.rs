//! Influence: Influence Table A (favours from social level) and Table B (the class of favour
//! needed to sway a position), and the die-roll modifier a favour gives.
//!
//! Source: 000, section "f. Influence"; the bribes of 003, 5.2. Influence Table C (mistresses)
//! is in [`super::courting`]. Data: `data/influence.toml`.

use super::{TableError, from_toml, load};
use crate::vocab::Rank;
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

const TABLE: &str = "influence.toml";

/// Influence Table B's positions, highest first: 000's (the King, the court and the army's
/// ranks) and those 003, 5.1.3 adds (the Queen, titles and the clergy).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Position {
    /// Class 9.
    King,
    /// Class 9 (003, 5.1.3: "Papa").
    Pope,
    /// Class 8 (003: "le Dauphin").
    CrownPrince,
    /// Class 8 (003: "La Reine").
    Queen,
    /// Class 8: Richelieu (000: "Cardinal"; 003: "le Cardinal Richelieu").
    Cardinal,
    /// Class 8 (003: "Prince Ducal (Grandée)").
    PrinceDucal,
    /// Class 7.
    Minister,
    /// Class 7.
    FieldMarshal,
    /// Class 7 (003: "Duc").
    Duke,
    /// Class 7 (003).
    Marquis,
    /// Class 7: a cardinal of the Church other than Richelieu (003: "Cardenal").
    OtherCardinal,
    /// Class 6.
    General,
    /// Class 6 (003: "Comte").
    Count,
    /// Class 6 (003: "Arzobispo").
    Archbishop,
    /// Class 5.
    LieutenantGeneral,
    /// Class 5 (003: "Viscomte").
    Viscount,
    /// Class 4.
    BrigadierGeneral,
    /// Class 4 (003).
    Baron,
    /// Class 4 (003: "Obispo").
    Bishop,
    /// Class 3.
    Colonel,
    /// Class 3 (003: "Chevalier d'Honneur").
    ChevalierDHonneur,
    /// Class 2.
    LieutenantColonel,
    /// Class 2 (003: "Vicario").
    Vicar,
    /// Class 1.
    Major,
    /// Class 1.
    Captain,
    /// Class 1 (003: "Abad").
    Abbot,
}

impl Position {
    /// Every position, in table order.
    pub const ALL: &'static [Position] = &[
        Position::King,
        Position::Pope,
        Position::CrownPrince,
        Position::Queen,
        Position::Cardinal,
        Position::PrinceDucal,
        Position::Minister,
        Position::FieldMarshal,
        Position::Duke,
        Position::Marquis,
        Position::OtherCardinal,
        Position::General,
        Position::Count,
        Position::Archbishop,
        Position::LieutenantGeneral,
        Position::Viscount,
        Position::BrigadierGeneral,
        Position::Baron,
        Position::Bishop,
        Position::Colonel,
        Position::ChevalierDHonneur,
        Position::LieutenantColonel,
        Position::Vicar,
        Position::Major,
        Position::Captain,
        Position::Abbot,
    ];

    /// The position of a non-player officer of this rank; `None` for Privates and Subalterns,
    /// whom Table B does not list.
    pub fn from_rank(rank: Rank) -> Option<Position> {
        Some(match rank {
            Rank::Private | Rank::Subaltern => return None,
            Rank::Captain => Position::Captain,
            Rank::Major => Position::Major,
            Rank::LieutenantColonel => Position::LieutenantColonel,
            Rank::Colonel => Position::Colonel,
            Rank::BrigadierGeneral => Position::BrigadierGeneral,
            Rank::LieutenantGeneral => Position::LieutenantGeneral,
            Rank::General => Position::General,
            Rank::FieldMarshal => Position::FieldMarshal,
        })
    }
}

#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(deny_unknown_fields)]
struct LevelRow {
    from: u8,
    class: u8,
}

#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(deny_unknown_fields)]
struct PositionRow {
    position: Position,
    needed: u8,
}

#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(deny_unknown_fields)]
struct BribeRow {
    class: u8,
    crowns: u32,
}

/// What becomes of a bribe (003, 5.2.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BribeOutcome {
    /// 2-5: "¡Denunciado al Comisionado de Seguridad Pública!"
    Denounced,
    /// 6-8: "Dinero embolsillado sin recibir el favor": the money is gone, nothing done.
    Pocketed,
    /// 9-12: "Influencia conseguida": as a favour of the class the money bought.
    Favour,
}

#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(deny_unknown_fields)]
struct BribeRollRow {
    from: u8,
    outcome: BribeOutcome,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Data {
    social_level: Vec<LevelRow>,
    position: Vec<PositionRow>,
    bribe: Vec<BribeRow>,
    bribe_roll: Vec<BribeRollRow>,
}

fn parse() -> Result<Data, TableError> {
    let data: Data = from_toml(TABLE, include_str!("data/influence.toml"))?;
    if !data
        .social_level
        .windows(2)
        .all(|w| w[0].from < w[1].from && w[0].class < w[1].class)
    {
        return Err(TableError::invalid(TABLE, "social_level: rows must ascend"));
    }
    if data.position.iter().map(|r| r.position).collect::<Vec<_>>() != Position::ALL {
        return Err(TableError::invalid(
            TABLE,
            "position: one row per position, in table order",
        ));
    }
    if data.bribe.iter().map(|r| r.class).collect::<Vec<_>>() != (1..=9).collect::<Vec<_>>()
        || !data.bribe.windows(2).all(|w| w[0].crowns < w[1].crowns)
    {
        return Err(TableError::invalid(
            TABLE,
            "bribe: one row per class 1 to 9, the sums ascending",
        ));
    }
    if data.bribe_roll.first().map(|r| r.from) != Some(2)
        || !data.bribe_roll.windows(2).all(|w| w[0].from < w[1].from)
    {
        return Err(TableError::invalid(
            TABLE,
            "bribe_roll: rows ascend from a roll of 2",
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

/// Influence Table A: the class of the favour a character of this social level receives each
/// season (8-9: 1, 10-11: 2, ... 22-23: 8, 24+: 9); `None` below 8.
pub fn favour_class_for_social_level(social_level: u8) -> Option<u8> {
    data()
        .social_level
        .iter()
        .rev()
        .find(|r| social_level >= r.from)
        .map(|r| r.class)
}

/// Influence Table B: the class of favour needed for a die-roll modification of one.
pub fn class_needed(position: Position) -> u8 {
    data()
        .position
        .iter()
        .find(|r| r.position == position)
        .map_or(9, |r| r.needed)
}

/// The die-roll modification a favour of `favour_class` gives on a decision of `position`:
/// 0 below the class needed, else 1 plus one per class above it ("a class 9 favour will
/// obtain a die roll modification of 4 on the decisions of a General"). The caller chooses
/// whether it is added or subtracted.
pub fn modifier(favour_class: u8, position: Position) -> i32 {
    let needed = class_needed(position);
    if favour_class < needed {
        0
    } else {
        1 + i32::from(favour_class) - i32::from(needed)
    }
}

/// Bribes (003, 5.2.2): the class of the favour `crowns` given buy, the highest whose sum they
/// reach; `None` below the least (75 crowns for a class 1).
pub fn bribe_class(crowns: u32) -> Option<u8> {
    data()
        .bribe
        .iter()
        .rev()
        .find(|r| crowns >= r.crowns)
        .map(|r| r.class)
}

/// The sum that buys a favour of `class` (003, 5.2.2).
pub fn bribe_price(class: u8) -> Option<u32> {
    data()
        .bribe
        .iter()
        .find(|r| r.class == class)
        .map(|r| r.crowns)
}

/// What becomes of a bribe on this roll of two dice (003, 5.2.3).
pub fn bribe_outcome(roll: u8) -> BribeOutcome {
    data()
        .bribe_roll
        .iter()
        .rev()
        .find(|r| roll >= r.from)
        .map_or(BribeOutcome::Denounced, |r| r.outcome)
}

/// Two favours of one class make one of the next class ("two class 4 favours make a class 5").
/// `None` for class 9, the highest.
pub fn combined_class(class: u8) -> Option<u8> {
    (class < 9).then_some(class + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_a() {
        // "8 or 9 1 / 10 or 11 2 / ... / 22 or 23 8 / 24+ 9"
        assert_eq!(favour_class_for_social_level(7), None);
        assert_eq!(favour_class_for_social_level(8), Some(1));
        assert_eq!(favour_class_for_social_level(9), Some(1));
        assert_eq!(favour_class_for_social_level(10), Some(2));
        assert_eq!(favour_class_for_social_level(17), Some(5));
        assert_eq!(favour_class_for_social_level(23), Some(8));
        assert_eq!(favour_class_for_social_level(24), Some(9));
        assert_eq!(favour_class_for_social_level(40), Some(9));
    }

    #[test]
    fn table_b() {
        // "King 9 / Crown Prince, Cardinal 8 / Minister, Field Marshal 7 / ... / Major, Captain 1"
        assert_eq!(class_needed(Position::King), 9);
        assert_eq!(class_needed(Position::Cardinal), 8);
        assert_eq!(class_needed(Position::FieldMarshal), 7);
        assert_eq!(class_needed(Position::LieutenantGeneral), 5);
        assert_eq!(class_needed(Position::Captain), 1);
        assert_eq!(Position::from_rank(Rank::General), Some(Position::General));
        assert_eq!(Position::from_rank(Rank::Subaltern), None);
        // 003, 5.1.3: "9 Le Roi, Papa / 8 La Reine, le Dauphin, le Cardinal Richelieu, Prince
        // Ducal / 7 ..., Duc, Marquis, Cardenal / 6 ..., Comte, Arzobispo / 5 ..., Viscomte /
        // 4 ..., Baron, Obispo / 3 Coronel, Chevalier d'Honneur / 2 ..., Vicario / 1 ..., Abad".
        let classes: Vec<u8> = [
            Position::Pope,
            Position::Queen,
            Position::PrinceDucal,
            Position::Duke,
            Position::Marquis,
            Position::OtherCardinal,
            Position::Count,
            Position::Archbishop,
            Position::Viscount,
            Position::Baron,
            Position::Bishop,
            Position::ChevalierDHonneur,
            Position::Vicar,
            Position::Abbot,
        ]
        .into_iter()
        .map(class_needed)
        .collect();
        assert_eq!(classes, [9, 8, 8, 7, 7, 7, 6, 6, 5, 4, 4, 3, 2, 1]);
    }

    #[test]
    fn athos_porthos_cyrano() {
        // "a class 9 favour will obtain a die roll modification of 4 on the decisions of a General"
        assert_eq!(modifier(9, Position::General), 4);
        // "Porthos has a class 8 favour and uses it to influence the minister on Athos's behalf,
        // giving him two favourable die roll modifiers"
        assert_eq!(modifier(8, Position::Minister), 2);
        // "Cyrano ... uses a class 9 favour to give an unfavourable die roll modification of 3"
        assert_eq!(modifier(9, Position::Minister), 3);
        // "The final die roll necessary ... now becomes 6 – 2 + 3 = 7"
        assert_eq!(
            6 - modifier(8, Position::Minister) + modifier(9, Position::Minister),
            7
        );
        assert_eq!(modifier(6, Position::Minister), 0);
        assert_eq!(combined_class(4), Some(5));
        assert_eq!(combined_class(9), None);
    }

    #[test]
    fn bribes() {
        // 003, 5.2.2: "1 75 Cr / 2 150 Cr / 3 300 Cr / ... / 8 9600 Cr / 9 12000 Cr".
        assert_eq!(bribe_class(74), None);
        assert_eq!(bribe_class(75), Some(1));
        assert_eq!(bribe_class(299), Some(2));
        assert_eq!(bribe_class(300), Some(3));
        assert_eq!(bribe_class(11_999), Some(8));
        assert_eq!(bribe_class(50_000), Some(9));
        assert_eq!(bribe_price(4), Some(600));
        assert_eq!(bribe_price(10), None);
        // 5.2.3: "2-5 ¡Denunciado! / 6-8 Dinero embolsillado / 9-12 Influencia conseguida".
        let outcomes: Vec<_> = (2..=12).map(bribe_outcome).collect();
        use BribeOutcome::*;
        assert_eq!(
            outcomes,
            [
                Denounced, Denounced, Denounced, Denounced, Pocketed, Pocketed, Pocketed, Favour,
                Favour, Favour, Favour
            ]
        );
    }
}
