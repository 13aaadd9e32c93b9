//! Regiments: Regimental Table A (application), Table B (ranks: minimum social level,
//! purchase price, pay, status), Table C (brigades, brigade status, weapons), the friends and
//! enemies of *Preux et audacieux*, duty weeks, horses, and the regiments' Spanish names.
//!
//! Source: 000, section "g. MA and Regiments" (and "h. Campaign and Volunteers" for the
//! Frontier and RNHB regiments); 003, chapter 9 (table of regiments with prestige, cavalry,
//! weapon, abbreviation, friends and enemies; rank table; application table).
//! Data: `data/regiments.toml`.
//!
//! The two Cuirassier regiments: 003 gives the Coraceros del Príncipe de Condé prestige 4 and
//! the Coraceros del Delfín prestige 5, and its application rows match 000's Archduke Leopold
//! (first roll at social level 4) and Crown Prince (at 3); 000's Table B puts Archduke Leopold
//! in column 4 and Crown Prince in column 5. So Condé = Archduke Leopold, Delfín = Crown Prince.

use super::cells::{numbers, optional_numbers};
use super::{TableError, from_toml, load};
use crate::vocab::{Brigade, Rank, Regiment, Weapon};
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

const TABLE: &str = "regiments.toml";

/// What a horse costs, in crowns ("A horse costs 100 crowns").
pub const HORSE_PRICE: u32 = 100;
/// A horse's support, in crowns a month ("requires support of 3 crowns per month").
pub const HORSE_SUPPORT_PER_MONTH: u32 = 3;
/// A groom's wage, in crowns a month; one groom serves any number of horses.
pub const GROOM_WAGE_PER_MONTH: u32 = 2;

/// How a character gets into a regiment (Regimental Table A).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Admission {
    /// Roll this number or more on one die (influence may modify the roll).
    Roll(i8),
    /// "Frontier Regiments: Automatic".
    Automatic,
    /// "-": the social level is too low.
    Barred,
    /// Not on Table A: the RNHB takes volunteers who meet its own requirements
    /// (Endurance 110+, Expertise 9; officers a merit promotion or a mention, MA above 1).
    Special,
}

/// How two regiments stand to each other (003's friends and enemies; Duelling Table D).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Relation {
    /// Regimental friends.
    Friendly,
    /// Neither friends nor enemies.
    Neutral,
    /// Regimental enemies: a meeting is cause for a duel.
    Enemy,
}

/// One regiment: its place on Tables A, B and C and in 003's table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RegimentRow {
    /// The regiment.
    pub regiment: Regiment,
    /// The Table B column it uses (003's "prestigio"), 1 to 10.
    pub column: u8,
    /// "* Cavalry Regiment".
    pub cavalry: bool,
    /// Table C's brigade; `None` for the RNHB, which belongs to no brigade.
    pub brigade: Option<Brigade>,
    /// Table C's regimental weapon (free practice).
    pub weapon: Weapon,
    /// The name in 003 ("Guardia Real").
    pub spanish_name: String,
    /// 003's abbreviation ("GR"); the Frontier regiments have none.
    pub abbreviation: Option<String>,
    /// Other spellings found in 003 (the short names of its application table...).
    pub spanish_aliases: Vec<String>,
    /// 003's friends column, resolved.
    pub friends: Vec<Regiment>,
    /// 003's enemies column, resolved.
    pub enemies: Vec<Regiment>,
    application: Application,
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Application {
    Rolls(Vec<Option<i8>>),
    Automatic,
    Special,
}

/// One cell group of Regimental Table B: a rank in one column.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RankRow {
    /// "Min. social level"; `None` where the table has "-" (no minimum).
    pub min_social_level: Option<u8>,
    /// "Purchase price" from the rank below; `None` for "-" (Privates, general officers).
    pub purchase_price: Option<u32>,
    /// "Monthly pay", in crowns.
    pub monthly_pay: u32,
    /// "Monthly status".
    pub monthly_status: u32,
}

/// One brigade of Regimental Table C.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BrigadeRow {
    /// The brigade.
    pub brigade: Brigade,
    /// "Status for Brigade position": extra monthly status for the Brigade commander and the
    /// Brigade Major (+6 to +0); `None` for the Frontier Regiments, which are not on Table C.
    pub status_bonus: Option<u8>,
    /// Component regiments in printed order (the Brigade Major roll picks by this order).
    pub regiments: Vec<Regiment>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRegiment {
    id: Regiment,
    application: String,
    column: u8,
    cavalry: bool,
    #[serde(default)]
    brigade: Option<Brigade>,
    weapon: Weapon,
    spanish_name: String,
    #[serde(default)]
    abbreviation: Option<String>,
    spanish_aliases: Vec<String>,
    friends: Vec<String>,
    enemies: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRank {
    rank: Rank,
    min_social_level: String,
    purchase_price: String,
    monthly_pay: String,
    monthly_status: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawGeneralRank {
    rank: Rank,
    min_social_level: u8,
    monthly_pay: u32,
    monthly_status: u32,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBrigade {
    id: Brigade,
    #[serde(default)]
    status: Option<u8>,
    regiments: Vec<Regiment>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    regiment: Vec<RawRegiment>,
    rank: Vec<RawRank>,
    general_rank: Vec<RawGeneralRank>,
    brigade: Vec<RawBrigade>,
}

struct Data {
    regiments: Vec<RegimentRow>,
    /// Indexed by `Rank as usize`, then column - 1.
    ranks: Vec<Vec<RankRow>>,
    brigades: Vec<BrigadeRow>,
}

const COLUMNS: usize = 10;
const SOCIAL_LEVELS: usize = 16;

fn parse() -> Result<Data, TableError> {
    let raw: Raw = from_toml(TABLE, include_str!("data/regiments.toml"))?;
    let ids: Vec<Regiment> = raw.regiment.iter().map(|r| r.id).collect();
    if ids != Regiment::ALL {
        return Err(TableError::invalid(
            TABLE,
            "one [[regiment]] per regiment, in Table A's order",
        ));
    }
    let by_abbreviation = |abbr: &str| {
        raw.regiment
            .iter()
            .find(|r| r.abbreviation.as_deref() == Some(abbr))
            .map(|r| r.id)
            .ok_or_else(|| TableError::invalid(TABLE, format!("unknown abbreviation {abbr:?}")))
    };
    let mut regiments = Vec::with_capacity(raw.regiment.len());
    for r in &raw.regiment {
        let what = r.id.id();
        let application = match r.application.trim() {
            "automatic" => Application::Automatic,
            "special" => Application::Special,
            row => Application::Rolls(optional_numbers(TABLE, what, row, SOCIAL_LEVELS)?),
        };
        if !(1..=COLUMNS as u8).contains(&r.column) {
            return Err(TableError::invalid(
                TABLE,
                format!("{what}: column {}", r.column),
            ));
        }
        let resolve = |list: &[String]| {
            list.iter()
                .map(|a| by_abbreviation(a))
                .collect::<Result<Vec<_>, _>>()
        };
        regiments.push(RegimentRow {
            regiment: r.id,
            column: r.column,
            cavalry: r.cavalry,
            brigade: r.brigade,
            weapon: r.weapon,
            spanish_name: r.spanish_name.clone(),
            abbreviation: r.abbreviation.clone(),
            spanish_aliases: r.spanish_aliases.clone(),
            friends: resolve(&r.friends)?,
            enemies: resolve(&r.enemies)?,
            application,
        });
    }
    // 003's columns are symmetric: check it, so that `relation` does not depend on the order.
    for row in &regiments {
        for (list, other_list, what) in [
            (
                &row.friends,
                (|o: &RegimentRow| &o.friends) as fn(&RegimentRow) -> &Vec<Regiment>,
                "friend",
            ),
            (&row.enemies, |o: &RegimentRow| &o.enemies, "enemy"),
        ] {
            for other in list {
                if !other_list(&regiments[*other as usize]).contains(&row.regiment) {
                    return Err(TableError::invalid(
                        TABLE,
                        format!(
                            "{} lists {} as {what}, not the other way round",
                            row.regiment.id(),
                            other.id()
                        ),
                    ));
                }
            }
        }
    }

    let mut ranks = Vec::new();
    let regimental: Vec<Rank> = raw.rank.iter().map(|r| r.rank).collect();
    let general: Vec<Rank> = raw.general_rank.iter().map(|r| r.rank).collect();
    if [regimental.as_slice(), general.as_slice()].concat() != Rank::ALL {
        return Err(TableError::invalid(
            TABLE,
            "ranks: one row per rank, lowest first",
        ));
    }
    for r in &raw.rank {
        let what = r.rank.id();
        let min = optional_numbers::<u8>(TABLE, what, &r.min_social_level, COLUMNS)?;
        let price = optional_numbers::<u32>(TABLE, what, &r.purchase_price, COLUMNS)?;
        let pay = numbers::<u32>(TABLE, what, &r.monthly_pay, COLUMNS)?;
        let status = numbers::<u32>(TABLE, what, &r.monthly_status, COLUMNS)?;
        ranks.push(
            (0..COLUMNS)
                .map(|i| RankRow {
                    min_social_level: min[i],
                    purchase_price: price[i],
                    monthly_pay: pay[i],
                    monthly_status: status[i],
                })
                .collect(),
        );
    }
    for g in &raw.general_rank {
        let row = RankRow {
            min_social_level: Some(g.min_social_level),
            purchase_price: None,
            monthly_pay: g.monthly_pay,
            monthly_status: g.monthly_status,
        };
        ranks.push(vec![row; COLUMNS]);
    }

    let brigade_ids: Vec<Brigade> = raw.brigade.iter().map(|b| b.id).collect();
    if brigade_ids != Brigade::ALL {
        return Err(TableError::invalid(
            TABLE,
            "one [[brigade]] per brigade, in vocabulary order",
        ));
    }
    for row in &regiments {
        let listed: Vec<Brigade> = raw
            .brigade
            .iter()
            .filter(|b| b.regiments.contains(&row.regiment))
            .map(|b| b.id)
            .collect();
        if listed != row.brigade.into_iter().collect::<Vec<_>>() {
            return Err(TableError::invalid(
                TABLE,
                format!(
                    "{}: its brigade and Table C's lists disagree",
                    row.regiment.id()
                ),
            ));
        }
    }
    let brigades = raw
        .brigade
        .into_iter()
        .map(|b| BrigadeRow {
            brigade: b.id,
            status_bonus: b.status,
            regiments: b.regiments,
        })
        .collect();
    Ok(Data {
        regiments,
        ranks,
        brigades,
    })
}

fn data() -> &'static Data {
    static DATA: OnceLock<Data> = OnceLock::new();
    load(&DATA, parse)
}

pub(crate) fn check() -> Result<(), TableError> {
    parse().map(|_| ())
}

/// A regiment's row.
///
/// The Frontier Regiments and the RNHB are on neither Table B nor Table C. Their column is
/// 10: "Frontier Regiments receive the same pay as the Gascon Regiment" (Volunteers), and the
/// RNHB is "an élite Frontier Regiment" (003's Cazadores de Montaña: "status y paga igual que
/// los de un Fronterizo"). This is how we read it.
///
/// House rule: the Frontier Regiments and the RNHB count as infantry, and their regimental
/// weapon (free practice) is the rapier, "the common weapon used for duelling"; Table C lists
/// none for them. The Frontier Regiments are [`Brigade::Frontier`], with no brigade status.
pub fn regiment(r: Regiment) -> &'static RegimentRow {
    &data().regiments[r as usize]
}

/// Regimental Table B for a column (1-10) and a rank; `None` for a column outside 1-10.
/// General officers (Brigadier-General and up) have the same row in every column.
pub fn rank_row_in_column(column: u8, rank: Rank) -> Option<RankRow> {
    let i = usize::from(column).checked_sub(1)?;
    data().ranks[rank as usize].get(i).copied()
}

/// Regimental Table B for a regiment (through its column, see [`regiment`]) and a rank.
pub fn rank_row(r: Regiment, rank: Rank) -> Option<RankRow> {
    rank_row_in_column(regiment(r).column, rank)
}

/// What it costs to buy `rank` on joining `r`: the purchase prices of every rank from
/// Subaltern up to it ("to initially buy a Majority ... pay the costs of the rank of Captain
/// and Subaltern in addition to the cost of Major"). `Some(0)` for Private; `None` above
/// Major ("commissions may not be bought initially").
pub fn initial_commission_price(r: Regiment, rank: Rank) -> Option<u32> {
    if rank > Rank::Major {
        return None;
    }
    Rank::ALL
        .iter()
        .filter(|k| **k > Rank::Private && **k <= rank)
        .map(|k| rank_row(r, *k).and_then(|row| row.purchase_price))
        .sum()
}

/// Regimental Table A: how a character of this social level gets into the regiment.
/// Social levels above 16 read the 16 column; 0 reads as 1.
pub fn admission(r: Regiment, social_level: u8) -> Admission {
    match &regiment(r).application {
        Application::Automatic => Admission::Automatic,
        Application::Special => Admission::Special,
        Application::Rolls(rolls) => {
            let i = usize::from(social_level.clamp(1, SOCIAL_LEVELS as u8)) - 1;
            rolls[i].map_or(Admission::Barred, Admission::Roll)
        }
    }
}

/// Regimental Table A: the die roll needed to be accepted (influence may modify the roll).
///
/// `None`: not eligible by application (too low a social level, or the RNHB, which takes
/// volunteers by its own requirements). The Frontier Regiments ("Automatic") give
/// `Some(i8::MIN)`: any roll succeeds. Use [`admission`] to tell the cases apart.
/// Social levels above 16 use the 16 column.
pub fn application_roll_needed(r: Regiment, social_level: u8) -> Option<i8> {
    match admission(r, social_level) {
        Admission::Roll(n) => Some(n),
        Admission::Automatic => Some(i8::MIN),
        Admission::Barred | Admission::Special => None,
    }
}

/// 003's friends of a regiment (none for the Frontier Regiments and the RNHB).
pub fn friends(r: Regiment) -> &'static [Regiment] {
    &regiment(r).friends
}

/// 003's enemies of a regiment (none for the Frontier Regiments and the RNHB).
pub fn enemies(r: Regiment) -> &'static [Regiment] {
    &regiment(r).enemies
}

/// How members of `a` and `b` stand to each other.
///
/// House rule: a regiment is friendly to itself (003 makes a duel with a member of one's own
/// regiment a disgrace, 001 too; that is for the duel rules to apply).
pub fn relation(a: Regiment, b: Regiment) -> Relation {
    if a == b || friends(a).contains(&b) {
        Relation::Friendly
    } else if enemies(a).contains(&b) {
        Relation::Enemy
    } else {
        Relation::Neutral
    }
}

/// Regimental Table C's row for a brigade.
pub fn brigade(b: Brigade) -> &'static BrigadeRow {
    &data().brigades[b as usize]
}

/// Finds a regiment by its 003 name, one of 003's other spellings or its abbreviation,
/// ignoring case ("Guardia Real", "gr", "Coraceros Prínc. Condé", "69").
pub fn regiment_from_spanish(name: &str) -> Option<Regiment> {
    let name = name.trim().to_lowercase();
    data().regiments.iter().find_map(|r| {
        let hit = r.spanish_name.to_lowercase() == name
            || r.abbreviation
                .as_deref()
                .is_some_and(|a| a.to_lowercase() == name)
            || r.spanish_aliases.iter().any(|a| a.to_lowercase() == name);
        hit.then_some(r.regiment)
    })
}

/// Finds a regiment by its 003 abbreviation exactly ("MDR", "CPC", "13").
pub fn regiment_from_abbreviation(abbreviation: &str) -> Option<Regiment> {
    data()
        .regiments
        .iter()
        .find(|r| r.abbreviation.as_deref() == Some(abbreviation))
        .map(|r| r.regiment)
}

/// Weeks of regimental duty a month: Private 2, Subaltern 1, higher ranks none.
pub fn duty_weeks(rank: Rank) -> u8 {
    match rank {
        Rank::Private => 2,
        Rank::Subaltern => 1,
        _ => 0,
    }
}

/// Horses a member must buy: "Members of Cavalry Regiments and Captains of any Regiment
/// must buy one horse ... Majors and above in any Regiment must buy three". Anyone with a
/// horse also hires one groom ([`GROOM_WAGE_PER_MONTH`]).
pub fn horses_required(r: Regiment, rank: Rank) -> u8 {
    if rank >= Rank::Major {
        3
    } else if rank == Rank::Captain || regiment(r).cavalry {
        1
    } else {
        0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Regiment::*;

    #[test]
    fn table_a_cells() {
        // "Royal Foot Guards - - - - - - 5 5 4 4 3 3 2 2 1 1"
        assert_eq!(application_roll_needed(RoyalFootGuards, 6), None);
        assert_eq!(application_roll_needed(RoyalFootGuards, 7), Some(5));
        assert_eq!(application_roll_needed(RoyalFootGuards, 16), Some(1));
        assert_eq!(application_roll_needed(RoyalFootGuards, 30), Some(1));
        // "Crown Prince Cuirassiers* - - 5 5 4 4 3 3 2 2 1 1 0 0 -1 -1"
        assert_eq!(application_roll_needed(CrownPrinceCuirassiers, 3), Some(5));
        assert_eq!(
            application_roll_needed(CrownPrinceCuirassiers, 16),
            Some(-1)
        );
        // "The Gascon Regiment 4 3 3 2 2 1 1 0 0 -1 -1 -2 -2 -3 -3 -4"
        assert_eq!(application_roll_needed(Gascon, 1), Some(4));
        assert_eq!(application_roll_needed(Gascon, 16), Some(-4));
        // "Frontier Regiments Automatic"
        assert_eq!(admission(Frontier, 1), Admission::Automatic);
        assert_eq!(application_roll_needed(Frontier, 1), Some(i8::MIN));
        assert_eq!(admission(Rnhb, 12), Admission::Special);
        assert_eq!(application_roll_needed(Rnhb, 12), None);
        assert_eq!(admission(CardinalsGuard, 5), Admission::Barred);
    }

    #[test]
    fn table_b_cells() {
        // "Subaltern 8 7 6 5 4 3 2 2 - -" / "140 130 ... 50" / "16 14 14 10 10 8 6 6 4 4" / "7 6 5 4 4 3 2 1 0 0"
        let s = rank_row(RoyalFootGuards, Rank::Subaltern).expect("row");
        assert_eq!(
            s,
            RankRow {
                min_social_level: Some(8),
                purchase_price: Some(140),
                monthly_pay: 16,
                monthly_status: 7
            }
        );
        let s = rank_row(Gascon, Rank::Subaltern).expect("row");
        assert_eq!(
            s,
            RankRow {
                min_social_level: None,
                purchase_price: Some(50),
                monthly_pay: 4,
                monthly_status: 0
            }
        );
        // "Lieutenant-Colonel 11 10 9 8 7 6 5 5 4 4 / 190 ... 100 / 26 ... 16 / 10 ... 2"
        let l = rank_row(PicardyMusketeers, Rank::LieutenantColonel).expect("row");
        assert_eq!(
            l,
            RankRow {
                min_social_level: Some(5),
                purchase_price: Some(130),
                monthly_pay: 18,
                monthly_status: 5
            }
        );
        // "Private 7 6 5 4 3 2 - - - -", no price; the Frontier pays as the Gascon Regiment
        let p = rank_row(Frontier, Rank::Private).expect("row");
        assert_eq!(
            p,
            RankRow {
                min_social_level: None,
                purchase_price: None,
                monthly_pay: 2,
                monthly_status: 0
            }
        );
        // "Field Marshal 12 Min. social level 45 Monthly pay 20 Monthly status"
        let f = rank_row(Gascon, Rank::FieldMarshal).expect("row");
        assert_eq!(
            f,
            RankRow {
                min_social_level: Some(12),
                purchase_price: None,
                monthly_pay: 45,
                monthly_status: 20
            }
        );
        assert_eq!(
            rank_row(RoyalFootGuards, Rank::BrigadierGeneral),
            rank_row(Gascon, Rank::BrigadierGeneral)
        );
        assert_eq!(rank_row_in_column(11, Rank::Captain), None);
        assert_eq!(rank_row_in_column(0, Rank::Captain), None);
        // Brevet example: "in the Foot Guards this rank [Captain] requires a Social Level of 9";
        // "Colonel of the Foot Guards, is 12".
        assert_eq!(
            rank_row(RoyalFootGuards, Rank::Captain).and_then(|r| r.min_social_level),
            Some(9)
        );
        assert_eq!(
            rank_row(RoyalFootGuards, Rank::Colonel).and_then(|r| r.min_social_level),
            Some(12)
        );
    }

    #[test]
    fn columns_follow_table_b_listing() {
        // "1 Royal Foot Guards / 2 Cardinal's Guard, King's Musketeers / 3 Dragoon Guards* /
        // 4 Queen's Own Carabiniers*, Archduke Leopold Cuirassiers* / 5 Crown Prince Cuirassiers* /
        // 6 Royal Marines, Grand Duke Max's Dragoons* / 7 Picardy Musketeers / 8 13th Fusiliers,
        // Princess Louisa's Light Dragoons* / 9 53rd Fusiliers, 27th Musketeers, 4th Arquebusiers /
        // 10 69th Arquebusiers, Gascon Regiment"
        let columns: Vec<u8> = Regiment::ALL.iter().map(|r| regiment(*r).column).collect();
        assert_eq!(
            columns,
            vec![1, 2, 2, 3, 4, 4, 5, 6, 6, 7, 8, 8, 9, 9, 9, 10, 10, 10, 10]
        );
        let cavalry: Vec<Regiment> = Regiment::ALL
            .iter()
            .copied()
            .filter(|r| regiment(*r).cavalry)
            .collect();
        assert_eq!(
            cavalry,
            vec![
                DragoonGuards,
                QueensOwnCarabiniers,
                ArchdukeLeopoldCuirassiers,
                CrownPrinceCuirassiers,
                GrandDukeMaxsDragoons,
                PrincessLouisasLightDragoons
            ]
        );
    }

    #[test]
    fn cuirassiers_mapping_follows_prestige() {
        // 003: "Coraceros del Príncipe de Condé | 4 |" and "Coraceros del Delfín | 5 |";
        // 000 Table B: "4 ... Archduke Leopold Cuirassiers*", "5 Crown Prince Cuirassiers*".
        let conde = regiment_from_spanish("Coraceros del Príncipe de Condé").expect("Condé");
        let delfin = regiment_from_spanish("Coraceros del Delfín").expect("Delfín");
        assert_eq!(conde, ArchdukeLeopoldCuirassiers);
        assert_eq!(delfin, CrownPrinceCuirassiers);
        assert_eq!(regiment(conde).column, 4);
        assert_eq!(regiment(delfin).column, 5);
        // 003 9.3.4: "para ser Mayor de los Coraceros del Delfín (de prestigio 5), deberán
        // pagarse 100+110+130=340 coronas".
        assert_eq!(initial_commission_price(delfin, Rank::Major), Some(340));
        // 003's application table: "Coraceros Prínc. Condé | - | - | - | 5 |" and
        // "Coraceros del Delfín | - | - | 5 |".
        assert_eq!(application_roll_needed(conde, 3), None);
        assert_eq!(application_roll_needed(conde, 4), Some(5));
        assert_eq!(application_roll_needed(delfin, 3), Some(5));
        assert_eq!(
            regiment_from_abbreviation("CPC"),
            Some(ArchdukeLeopoldCuirassiers)
        );
        assert_eq!(
            regiment_from_abbreviation("CDD"),
            Some(CrownPrinceCuirassiers)
        );
    }

    #[test]
    fn commission_prices() {
        // "In order to initially buy a Majority ... pay the costs of the rank of Captain and
        // Subaltern in addition to the cost of Major": Royal Foot Guards 140 + 150 + 170.
        assert_eq!(
            initial_commission_price(RoyalFootGuards, Rank::Major),
            Some(460)
        );
        assert_eq!(
            initial_commission_price(RoyalFootGuards, Rank::Private),
            Some(0)
        );
        assert_eq!(
            initial_commission_price(RoyalFootGuards, Rank::LieutenantColonel),
            None
        );
    }

    #[test]
    fn table_c_cells() {
        // "+6 Brigade of Guards: Royal Foot Guards, Cardinal's Guard, King's Musketeers, Rapier"
        let g = brigade(Brigade::Guards);
        assert_eq!(g.status_bonus, Some(6));
        assert_eq!(
            g.regiments,
            vec![RoyalFootGuards, CardinalsGuard, KingsMusketeers]
        );
        // "+4 Heavy Brigade: Crown Prince Cuirassiers, Archduke Leopold Cuirassiers"
        assert_eq!(
            brigade(Brigade::Heavy).regiments,
            vec![CrownPrinceCuirassiers, ArchdukeLeopoldCuirassiers]
        );
        // "+1 3rd Brigade of Foot", "+0 4th Brigade of Foot"
        assert_eq!(brigade(Brigade::Foot3rd).status_bonus, Some(1));
        assert_eq!(brigade(Brigade::Foot4th).status_bonus, Some(0));
        assert_eq!(brigade(Brigade::Frontier).status_bonus, None);
        // "Royal Marines Cutlass"; 003 "Marines Reales | 6 | No | Sable": Sable is the cutlass.
        assert_eq!(regiment(RoyalMarines).weapon, Weapon::Cutlass);
        assert_eq!(regiment(RoyalMarines).brigade, Some(Brigade::Foot1st));
        assert_eq!(regiment(DragoonGuards).weapon, Weapon::Sabre);
        assert_eq!(regiment(Musketeers27th).weapon, Weapon::Rapier);
        assert_eq!(regiment(Rnhb).brigade, None);
    }

    #[test]
    fn friends_and_enemies() {
        // "| Guardia del Cardenal | 2 | No | Rapier | GC | -- | MDR |"
        assert_eq!(relation(CardinalsGuard, KingsMusketeers), Relation::Enemy);
        assert_eq!(relation(KingsMusketeers, CardinalsGuard), Relation::Enemy);
        // "| Mosqueteros del Rey | 2 | No | Rapier | MDR | GR | GC |"
        assert_eq!(
            relation(KingsMusketeers, RoyalFootGuards),
            Relation::Friendly
        );
        // "| Coraceros del Delfín | 5 | Sí | Espada | CDD | CDR | 53 |"
        assert_eq!(friends(CrownPrinceCuirassiers), &[QueensOwnCarabiniers]);
        assert_eq!(enemies(CrownPrinceCuirassiers), &[Fusiliers53rd]);
        // "| 69º Regimiento de Arcabuceros | 10 | No | Rapier | 69 | DPL | MR |"
        assert_eq!(friends(Arquebusiers69th), &[PrincessLouisasLightDragoons]);
        assert_eq!(enemies(Arquebusiers69th), &[RoyalMarines]);
        // "| Regimiento de Cadetes de la Gascuña | 10 | No | Rapier | RCG | 4 | DPL |"
        assert_eq!(relation(Gascon, Arquebusiers4th), Relation::Friendly);
        assert_eq!(
            relation(Gascon, PrincessLouisasLightDragoons),
            Relation::Enemy
        );
        assert_eq!(relation(Gascon, RoyalFootGuards), Relation::Neutral);
        assert_eq!(relation(Frontier, Gascon), Relation::Neutral);
        assert_eq!(relation(Gascon, Gascon), Relation::Friendly);
        assert!(friends(RoyalFootGuards).contains(&KingsMusketeers));
        assert!(enemies(RoyalFootGuards).is_empty());
    }

    #[test]
    fn spanish_names() {
        assert_eq!(regiment_from_spanish("Guardia Real"), Some(RoyalFootGuards));
        assert_eq!(
            regiment_from_spanish("guardia del cardenal"),
            Some(CardinalsGuard)
        );
        assert_eq!(
            regiment_from_spanish("Dragones Lig. Princ. Luisa"),
            Some(PrincessLouisasLightDragoons)
        );
        assert_eq!(regiment_from_spanish("Cadetes de la Gascuña"), Some(Gascon));
        assert_eq!(regiment_from_spanish("13º Fusileros"), Some(Fusiliers13th));
        assert_eq!(
            regiment_from_spanish("Regimientos Fronterizos"),
            Some(Frontier)
        );
        assert_eq!(regiment_from_spanish("mdp"), Some(PicardyMusketeers));
        assert_eq!(regiment_from_spanish("Tercios Viejos"), None);
        for r in Regiment::ALL {
            assert_eq!(regiment_from_spanish(&regiment(*r).spanish_name), Some(*r));
        }
    }

    #[test]
    fn duty_and_horses() {
        // "Characters with the rank of Private must spend two weeks ... Subalterns must spend one week"
        assert_eq!(duty_weeks(Rank::Private), 2);
        assert_eq!(duty_weeks(Rank::Subaltern), 1);
        assert_eq!(duty_weeks(Rank::Captain), 0);
        assert_eq!(horses_required(Gascon, Rank::Subaltern), 0);
        assert_eq!(horses_required(DragoonGuards, Rank::Private), 1);
        assert_eq!(horses_required(Gascon, Rank::Captain), 1);
        assert_eq!(horses_required(Gascon, Rank::Major), 3);
        assert_eq!(horses_required(DragoonGuards, Rank::General), 3);
        assert_eq!(
            (HORSE_PRICE, HORSE_SUPPORT_PER_MONTH, GROOM_WAGE_PER_MONTH),
            (100, 3, 2)
        );
    }
}
