//! Duelling: the actions and routines of Duelling Table A, the damage multipliers of Table B,
//! the optional weapons of Table C (multipliers and weapon numbers), the status changes of
//! Table D and the swordsmanship rests.
//!
//! Source: 000, section "e. Duelling"; 004 (the same rules with the tables laid out cell by
//! cell) to cross-check; 003 chapter 8 for the Spanish action codes and weapon names.
//! Data: `data/duelling.toml`.

use super::cells::{cells, numbers, optional_numbers};
use super::regiments::Relation;
use super::{TableError, from_toml, load};
use crate::vocab::Weapon;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;
use std::sync::OnceLock;

const TABLE: &str = "duelling.toml";

/// The routines of Duelling Table A, and the mandatory rest the rules insert.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RoutineKind {
    Rest,
    Lunge,
    Slash,
    FuriousSlash,
    FuriousLunge,
    Kick,
    JumpBack,
    Throw,
    Parry,
    Block,
    Close,
    OptionalBlock,
    OptionalParry,
    OptionalSurrender,
    /// A rest the rules impose (expertise, wounds): not written, not a player's rest for the
    /// slash's shortening.
    MandatoryRest,
}

impl RoutineKind {
    /// Whether the routine is an attack that a dagger must close for (000, Daggers: "all
    /// attacks (except throw)").
    pub fn is_attack(self) -> bool {
        matches!(
            self,
            RoutineKind::Lunge
                | RoutineKind::Slash
                | RoutineKind::FuriousSlash
                | RoutineKind::FuriousLunge
                | RoutineKind::Kick
        )
    }

    pub(crate) fn from_name(name: &str) -> Option<RoutineKind> {
        Some(match name {
            "Rest" => RoutineKind::Rest,
            "Lunge" => RoutineKind::Lunge,
            "Slash" => RoutineKind::Slash,
            "Furious Slash" => RoutineKind::FuriousSlash,
            "Furious Lunge" => RoutineKind::FuriousLunge,
            "Kick" => RoutineKind::Kick,
            "Jump Back" => RoutineKind::JumpBack,
            "Throw" => RoutineKind::Throw,
            "Parry" => RoutineKind::Parry,
            "Block" => RoutineKind::Block,
            "Close" => RoutineKind::Close,
            "Optional Block" => RoutineKind::OptionalBlock,
            "Optional Parry" => RoutineKind::OptionalParry,
            "Optional Surrender" => RoutineKind::OptionalSurrender,
            _ => return None,
        })
    }
}

/// Why the GM changed a sequence.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reason {
    /// Actions of the routine were missing ("L X" is no lunge: X-L-X).
    Incomplete,
    /// A routine begun in the previous sequence was not completed.
    Unfinished,
    /// A riposte not after a parry (a riposte "is part of the parry routine"): a rest.
    RiposteWithoutParry,
    /// A cut outside the furious routines (001: "not an action independent of these
    /// routines"): read as a slash.
    CutAlone,
    /// An optional routine where the game does not allow them: OB read as B, OP as P, Sur
    /// as X.
    OptionalRoutinesOff,
    /// An attack with a dagger not preceded by a close routine (000, Daggers): the duel puts
    /// the close in when it plays it.
    MustClose,
}

/// A duelling action (Duelling Table A).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Act {
    /// X: Rest/Guard/Recover.
    Rest,
    /// L: Lunge.
    Lunge,
    /// S: Slash.
    Slash,
    /// C: Cut.
    Cut,
    /// K: Kick.
    Kick,
    /// JB: Jump Back.
    JumpBack,
    /// CL: Close.
    Close,
    /// R: Riposte.
    Riposte,
    /// T: Throw.
    Throw,
    /// P: Parry.
    Parry,
    /// B: Block.
    Block,
    /// Sur: Surrender.
    Surrender,
    /// OP1: Optional Parry 1.
    OptionalParry1,
    /// OP2: Optional Parry 2.
    OptionalParry2,
    /// OB1: Optional Block 1.
    OptionalBlock1,
    /// OB2: Optional Block 2.
    OptionalBlock2,
}

impl Act {
    /// Every action, in Duelling Table A's order.
    pub const ALL: &'static [Act] = &[
        Act::Rest,
        Act::Lunge,
        Act::Slash,
        Act::Cut,
        Act::Kick,
        Act::JumpBack,
        Act::Close,
        Act::Riposte,
        Act::Throw,
        Act::Parry,
        Act::Block,
        Act::Surrender,
        Act::OptionalParry1,
        Act::OptionalParry2,
        Act::OptionalBlock1,
        Act::OptionalBlock2,
    ];

    /// The rulebook's code: "X", "L", "JB", "Sur", "OP1"...
    pub fn code(self) -> &'static str {
        match self {
            Act::Rest => "X",
            Act::Lunge => "L",
            Act::Slash => "S",
            Act::Cut => "C",
            Act::Kick => "K",
            Act::JumpBack => "JB",
            Act::Close => "CL",
            Act::Riposte => "R",
            Act::Throw => "T",
            Act::Parry => "P",
            Act::Block => "B",
            Act::Surrender => "Sur",
            Act::OptionalParry1 => "OP1",
            Act::OptionalParry2 => "OP2",
            Act::OptionalBlock1 => "OB1",
            Act::OptionalBlock2 => "OB2",
        }
    }

    /// Reads a rulebook code, ignoring case ("sur", "jb").
    pub fn from_code(code: &str) -> Option<Act> {
        Act::ALL
            .iter()
            .copied()
            .find(|a| a.code().eq_ignore_ascii_case(code.trim()))
    }

    /// 003's code for the action, where it has one: X, F (lunge), T (slash), E (cut), K,
    /// SA (jump back), AC (close), A (throw), P, B, R. Note that 003's T is the slash.
    pub fn spanish_code(self) -> Option<&'static str> {
        Some(match self {
            Act::Rest => "X",
            Act::Lunge => "F",
            Act::Slash => "T",
            Act::Cut => "E",
            Act::Kick => "K",
            Act::JumpBack => "SA",
            Act::Close => "AC",
            Act::Throw => "A",
            Act::Parry => "P",
            Act::Block => "B",
            Act::Riposte => "R",
            _ => return None,
        })
    }

    /// Reads one of 003's codes, ignoring case.
    pub fn from_spanish_code(code: &str) -> Option<Act> {
        Act::ALL.iter().copied().find(|a| {
            a.spanish_code()
                .is_some_and(|c| c.eq_ignore_ascii_case(code.trim()))
        })
    }

    /// Whether the action is an attack: "a lunge, slash, cut, kick, throw or riposte".
    pub fn is_attack(self) -> bool {
        matches!(
            self,
            Act::Lunge | Act::Slash | Act::Cut | Act::Kick | Act::Throw | Act::Riposte
        )
    }
}

impl fmt::Display for Act {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// One step of a routine.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RoutineStep {
    /// The action.
    pub act: Act,
    /// Printed in brackets: the slash's leading "(X)" and the parry's "(R)".
    pub optional: bool,
}

/// A routine of Duelling Table A.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Routine {
    /// The name as printed ("Furious Lunge").
    pub name: String,
    /// The actions, in order.
    pub steps: Vec<RoutineStep>,
    /// One of the four optional routines that may replace a recorded one.
    pub optional: bool,
}

/// A cell of Duelling Table C.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WeaponMultiplier {
    /// The multiplier in halves: 1 is ½, 2 is 1, 8 is 4.
    Halves(u8),
    /// "*": a thrown cutlass or two-handed sword kills on a roll of 2 on two dice, else misses.
    SeeThrowNote,
}

impl WeaponMultiplier {
    /// The multiplier as a fraction (numerator, denominator), `None` for [`Self::SeeThrowNote`].
    pub fn ratio(self) -> Option<(u32, u32)> {
        match self {
            WeaponMultiplier::Halves(h) if h % 2 == 0 => Some((u32::from(h / 2), 1)),
            WeaponMultiplier::Halves(h) => Some((u32::from(h), 2)),
            WeaponMultiplier::SeeThrowNote => None,
        }
    }
}

/// Duelling Table D: status points after a duel (000's wording).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DuelStatus {
    /// "Fights a member of a friendly Regiment and wins, he loses 1 Status Point".
    pub friendly_win: i32,
    /// House rule: 0; 000's table has no entry for losing to a friend.
    pub friendly_loss: i32,
    /// "Fights a member of a neutral Regiment and wins, he gains 2".
    pub neutral_win: i32,
    /// House rule: 0; 000's table has no entry, 003 has "0 Perder contra un miembro de un
    /// Regimiento neutral".
    pub neutral_loss: i32,
    /// "Fights a member of an enemy Regiment and wins, he gains 5".
    pub enemy_win: i32,
    /// "Fights a member of an enemy Regiment and loses, he loses 2 Status Points".
    ///
    /// House rule: 004 prints "+2 Status Points" here; 000 says "loses 2" and 003 "-2", so -2.
    pub enemy_loss: i32,
    /// "Challenges with insufficient cause, he loses 2".
    pub challenge_without_cause: i32,
    /// "Meets an opponent who refuses a challenge (with cause), he gains 2".
    pub opponent_refuses: i32,
    /// "Kills his opponent, he gains 2".
    pub kill: i32,
    /// Recovery: accepting a duel with less than half his Endurance "will gain 3 Status Points".
    pub accept_while_below_half_endurance: i32,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRoutine {
    name: String,
    actions: String,
    #[serde(default)]
    optional: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SpanishWeapon {
    weapon: Weapon,
    name: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RestRow {
    from: u8,
    rests: u8,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    spanish_weapons: Vec<SpanishWeapon>,
    routines: Vec<RawRoutine>,
    table_b: BTreeMap<String, String>,
    table_c: BTreeMap<String, String>,
    table_d: DuelStatus,
    rests: Vec<RestRow>,
}

struct Data {
    spanish_weapons: Vec<SpanishWeapon>,
    routines: Vec<Routine>,
    /// (attacker, defender) -> multiplier; absent = "-" or no such column.
    table_b: BTreeMap<(Act, Act), u8>,
    /// Indexed by `Weapon as usize`.
    weapon_numbers: Vec<u8>,
    /// (attack, weapon) -> multiplier.
    table_c: BTreeMap<(Act, Weapon), WeaponMultiplier>,
    table_d: DuelStatus,
    rests: Vec<RestRow>,
}

fn act(code: &str) -> Result<Act, TableError> {
    Act::from_code(code)
        .ok_or_else(|| TableError::invalid(TABLE, format!("unknown action {code:?}")))
}

fn parse() -> Result<Data, TableError> {
    let mut raw: Raw = from_toml(TABLE, include_str!("data/duelling.toml"))?;
    let routines = raw
        .routines
        .iter()
        .map(|r| {
            let steps = r
                .actions
                .split_whitespace()
                .map(|s| {
                    let inner = s.strip_prefix('(').and_then(|s| s.strip_suffix(')'));
                    Ok(RoutineStep {
                        act: act(inner.unwrap_or(s))?,
                        optional: inner.is_some(),
                    })
                })
                .collect::<Result<Vec<_>, TableError>>()?;
            Ok(Routine {
                name: r.name.clone(),
                steps,
                optional: r.optional,
            })
        })
        .collect::<Result<Vec<_>, TableError>>()?;

    let header = raw
        .table_b
        .remove("defenders")
        .ok_or_else(|| TableError::invalid(TABLE, "table_b: no defenders header"))?;
    let defenders = header
        .split_whitespace()
        .map(act)
        .collect::<Result<Vec<_>, _>>()?;
    let mut table_b = BTreeMap::new();
    for (code, row) in &raw.table_b {
        let attacker = act(code)?;
        if !attacker.is_attack() {
            return Err(TableError::invalid(
                TABLE,
                format!("table_b: {code} is no attack"),
            ));
        }
        let row = optional_numbers::<u8>(TABLE, code, row, defenders.len())?;
        for (defender, cell) in defenders.iter().zip(row) {
            if let Some(m) = cell {
                table_b.insert((attacker, *defender), m);
            }
        }
    }

    let take = |t: &mut BTreeMap<String, String>, key: &str| {
        t.remove(key)
            .ok_or_else(|| TableError::invalid(TABLE, format!("table_c: no {key} row")))
    };
    let weapons_row = take(&mut raw.table_c, "weapons")?;
    let weapons = weapons_row
        .split_whitespace()
        .map(|id| {
            Weapon::from_id(id).ok_or_else(|| TableError::invalid(TABLE, format!("weapon {id:?}")))
        })
        .collect::<Result<Vec<_>, _>>()?;
    if weapons != Weapon::ALL {
        return Err(TableError::invalid(
            TABLE,
            "table_c: one column per weapon, in vocabulary order",
        ));
    }
    let weapon_numbers = numbers::<u8>(
        TABLE,
        "numbers",
        &take(&mut raw.table_c, "numbers")?,
        weapons.len(),
    )?;
    let mut table_c = BTreeMap::new();
    for (code, row) in &raw.table_c {
        let attack = act(code)?;
        for (weapon, cell) in weapons.iter().zip(cells(TABLE, code, row, weapons.len())?) {
            let m = match cell {
                "*" => WeaponMultiplier::SeeThrowNote,
                "½" => WeaponMultiplier::Halves(1),
                n => WeaponMultiplier::Halves(
                    n.parse::<u8>()
                        .ok()
                        .and_then(|n| n.checked_mul(2))
                        .ok_or_else(|| {
                            TableError::invalid(TABLE, format!("table_c: cell {n:?}"))
                        })?,
                ),
            };
            table_c.insert((attack, *weapon), m);
        }
    }
    let attacks: Vec<Act> = Act::ALL.iter().copied().filter(|a| a.is_attack()).collect();
    for a in &attacks {
        if !raw.table_b.contains_key(a.code()) || !raw.table_c.contains_key(a.code()) {
            return Err(TableError::invalid(
                TABLE,
                format!("tables B and C need a row for {a}"),
            ));
        }
    }
    if raw
        .spanish_weapons
        .iter()
        .map(|w| w.weapon)
        .collect::<Vec<_>>()
        != Weapon::ALL
    {
        return Err(TableError::invalid(
            TABLE,
            "spanish_weapons: one per weapon, in order",
        ));
    }
    Ok(Data {
        spanish_weapons: raw.spanish_weapons,
        routines,
        table_b,
        weapon_numbers,
        table_c,
        table_d: raw.table_d,
        rests: raw.rests,
    })
}

fn data() -> &'static Data {
    static DATA: OnceLock<Data> = OnceLock::new();
    load(&DATA, parse)
}

pub(crate) fn check() -> Result<(), TableError> {
    parse().map(|_| ())
}

/// Duelling Table A's routines, in printed order.
pub fn routines() -> &'static [Routine] {
    &data().routines
}

/// A routine by name, ignoring case ("lunge", "Furious Slash").
pub fn routine(name: &str) -> Option<&'static Routine> {
    routines()
        .iter()
        .find(|r| r.name.eq_ignore_ascii_case(name.trim()))
}

/// Duelling Table B: the multiplier of the attacker's Strength when `attacker` meets
/// `defender`. `None` where the table has "-", where `attacker` is no attack, and for a
/// defender's action the table has no column for (R, Sur).
///
/// House rule: the callers treat `None` as no damage.
pub fn table_b(attacker: Act, defender: Act) -> Option<u8> {
    data().table_b.get(&(attacker, defender)).copied()
}

/// Duelling Table C: the weapon's multiplier for an attack; `None` if `attack` is no attack.
pub fn weapon_multiplier(weapon: Weapon, attack: Act) -> Option<WeaponMultiplier> {
    data().table_c.get(&(attack, weapon)).copied()
}

/// Duelling Table C's weapon number (in brackets): Rapier, Dagger, Foil 1; Sabre 2;
/// Cutlass 3; Two-Handed Sword 4. Used for breakage.
pub fn weapon_number(weapon: Weapon) -> u8 {
    data().weapon_numbers[weapon as usize]
}

/// Weapons breakage: the defender's blade breaks if he rolls this number or less on one die
/// (attacker's weapon number - defender's, one less if he parried). Zero or less: it cannot break.
pub fn breakage_number(attacker: Weapon, defender: Weapon, parried: bool) -> i8 {
    let n = weapon_number(attacker) as i8 - weapon_number(defender) as i8;
    if parried { n - 1 } else { n }
}

/// Damage of one attack: Strength x Table B x Table C.
///
/// `None` where Table B has no entry, and for a cutlass or two-handed sword thrown ("*":
/// see the note to Table B).
///
/// House rule: a half point is dropped (Strength 11 x 1 x ½ = 5).
pub fn damage(strength: u32, attack: Act, defence: Act, weapon: Weapon) -> Option<u32> {
    let b = u32::from(table_b(attack, defence)?);
    let (num, den) = weapon_multiplier(weapon, attack)?.ratio()?;
    Some(strength * b * num / den)
}

/// Duelling Table D's numbers.
pub fn duel_status() -> &'static DuelStatus {
    &data().table_d
}

/// Duelling Table D: status for the outcome of a duel against a member of a regiment standing
/// in `relation` (see [`super::regiments::relation`]); killing the opponent adds
/// [`DuelStatus::kill`]. Fighting one's own regiment is a disgrace (001, 003), for the caller.
pub fn duel_outcome_status(relation: Relation, won: bool) -> i32 {
    let d = duel_status();
    match (relation, won) {
        (Relation::Friendly, true) => d.friendly_win,
        (Relation::Friendly, false) => d.friendly_loss,
        (Relation::Neutral, true) => d.neutral_win,
        (Relation::Neutral, false) => d.neutral_loss,
        (Relation::Enemy, true) => d.enemy_win,
        (Relation::Enemy, false) => d.enemy_loss,
    }
}

/// "Refuses a challenge that has cause, he loses Status Points equal to half his Social Level".
///
/// House rule: the half is rounded down.
pub fn refusal_status(social_level: u8) -> i32 {
    -i32::from(social_level / 2)
}

/// Swordsmanship: mandatory rest routines per sequence for the lower Expertise
/// (difference 3-4: 1, 5-6: 2, 7+: 3; less: none).
pub fn mandatory_rests(expertise_difference: u8) -> u8 {
    data()
        .rests
        .iter()
        .rev()
        .find(|r| expertise_difference >= r.from)
        .map_or(0, |r| r.rests)
}

/// 003's name of a weapon ("Espada" is the sabre, "Sable" the cutlass).
pub fn spanish_weapon_name(weapon: Weapon) -> &'static str {
    &data().spanish_weapons[weapon as usize].name
}

/// Reads a weapon from its id, its English name or its 003 name, ignoring case.
pub fn weapon_from_name(name: &str) -> Option<Weapon> {
    let name = name.trim().to_lowercase();
    data().spanish_weapons.iter().find_map(|w| {
        let hit = w.name.to_lowercase() == name
            || w.weapon.id() == name
            || w.weapon.name().to_lowercase() == name;
        hit.then_some(w.weapon)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use Act::*;

    #[test]
    fn codes_round_trip() {
        for a in Act::ALL {
            assert_eq!(Act::from_code(a.code()), Some(*a));
            if let Some(c) = a.spanish_code() {
                assert_eq!(Act::from_spanish_code(c), Some(*a));
            }
        }
        assert_eq!(Act::from_code("sur"), Some(Surrender));
        assert_eq!(Act::from_code("T"), Some(Throw));
        assert_eq!(Act::from_spanish_code("T"), Some(Slash));
        assert_eq!(Act::from_spanish_code("SA"), Some(JumpBack));
        assert_eq!(Act::from_code("Q"), None);
    }

    #[test]
    fn routines_table_a() {
        // "Furious Lunge = -L-X-X-C-X-X-X-"
        let fl = routine("furious lunge").expect("routine");
        let acts: Vec<Act> = fl.steps.iter().map(|s| s.act).collect();
        assert_eq!(acts, vec![Lunge, Rest, Rest, Cut, Rest, Rest, Rest]);
        // "Slash1 = -(X)-X-S-"
        let s = routine("Slash").expect("routine");
        assert!(s.steps[0].optional && !s.steps[1].optional);
        // "Parry2 = -P-(R)-"
        assert_eq!(
            routine("Parry").expect("routine").steps[1],
            RoutineStep {
                act: Riposte,
                optional: true
            }
        );
        assert!(routine("Optional Block").expect("routine").optional);
        assert_eq!(routines().len(), 14);
    }

    #[test]
    fn table_b_cells() {
        // "L 2 2 1 1 2 0 3 2 0 2 2 2 1 0" under "X L S C K JB CL T P B OB1 OB2 OP1 OP2"
        assert_eq!(table_b(Lunge, Rest), Some(2));
        assert_eq!(table_b(Lunge, JumpBack), Some(0));
        assert_eq!(table_b(Lunge, Close), Some(3));
        assert_eq!(table_b(Lunge, Parry), Some(0));
        assert_eq!(table_b(Lunge, OptionalParry2), Some(0));
        // "S 1 1 1 1 1 0 2 1 1 0 1 0 1 1"
        assert_eq!(table_b(Slash, Block), Some(0));
        assert_eq!(table_b(Slash, OptionalBlock2), Some(0));
        // "K 3 2 2 2 1 0 3 3 3 3 3 3 3 3" (003 prints 2 for K against X; 000 and 004 say 3)
        assert_eq!(table_b(Kick, Rest), Some(3));
        // "T* 4 4 4 4 3 4 3 4 ..."
        assert_eq!(table_b(Throw, JumpBack), Some(4));
        assert_eq!(table_b(Throw, Close), Some(3));
        // "R 1 - - - ..."
        assert_eq!(table_b(Riposte, Rest), Some(1));
        assert_eq!(table_b(Riposte, Lunge), None);
        assert_eq!(table_b(Rest, Rest), None);
        assert_eq!(table_b(Lunge, Riposte), None);
    }

    #[test]
    fn table_c_cells() {
        use Weapon::*;
        // "L 1 1 1 ½ 0 0"
        assert_eq!(
            weapon_multiplier(Sabre, Lunge),
            Some(WeaponMultiplier::Halves(1))
        );
        assert_eq!(
            weapon_multiplier(Cutlass, Lunge),
            Some(WeaponMultiplier::Halves(0))
        );
        // "S 1 ½ 0 2 4 3"
        assert_eq!(
            weapon_multiplier(Cutlass, Slash).and_then(WeaponMultiplier::ratio),
            Some((4, 1))
        );
        assert_eq!(
            weapon_multiplier(Dagger, Slash).and_then(WeaponMultiplier::ratio),
            Some((1, 2))
        );
        // "T 1 2 1 ½ * *"
        assert_eq!(
            weapon_multiplier(Dagger, Throw),
            Some(WeaponMultiplier::Halves(4))
        );
        assert_eq!(
            weapon_multiplier(TwoHandedSword, Throw),
            Some(WeaponMultiplier::SeeThrowNote)
        );
        assert_eq!(weapon_multiplier(Rapier, Parry), None);
        // "Rapier (1) Dagger (1) Foil (1) Sabre (2) Cutlass (3) Two-Handed Sword (4)"
        let nums: Vec<u8> = Weapon::ALL.iter().map(|w| weapon_number(*w)).collect();
        assert_eq!(nums, vec![1, 1, 1, 2, 3, 4]);
        assert_eq!(breakage_number(TwoHandedSword, Rapier, true), 2);
    }

    #[test]
    fn porthos_sabre_lunge() {
        // "Porthos's Strength is 10; Duelling Table B gives a multiplier of two and Table C
        // gives a multiplier of ½; therefore, Cyrano must subtract 10 from his Endurance
        // (10 x 2 x ½ = 10)."
        assert_eq!(table_b(Lunge, Rest), Some(2));
        assert_eq!(
            weapon_multiplier(Weapon::Sabre, Lunge).and_then(WeaponMultiplier::ratio),
            Some((1, 2))
        );
        assert_eq!(damage(10, Lunge, Rest, Weapon::Sabre), Some(10));
        assert_eq!(damage(11, Lunge, Slash, Weapon::Sabre), Some(5));
        assert_eq!(damage(12, Kick, Rest, Weapon::Rapier), Some(36));
        assert_eq!(damage(12, Throw, Rest, Weapon::Cutlass), None);
    }

    #[test]
    fn table_d_and_rests() {
        // "Fights a member of an enemy Regiment and wins, he gains 5 Status Points"
        assert_eq!(duel_outcome_status(Relation::Enemy, true), 5);
        // "Fights a member of an enemy Regiment and loses, he loses 2 Status Points"
        assert_eq!(duel_outcome_status(Relation::Enemy, false), -2);
        assert_eq!(duel_outcome_status(Relation::Friendly, true), -1);
        assert_eq!(duel_outcome_status(Relation::Neutral, true), 2);
        assert_eq!(duel_status().kill, 2);
        assert_eq!(refusal_status(9), -4);
        // "difference in Expertise is 3 or 4 ... one ... 5 or 6 ... two ... 7 or more ... 3"
        let got: Vec<u8> = (0..=9).map(mandatory_rests).collect();
        assert_eq!(got, vec![0, 0, 0, 1, 1, 2, 2, 3, 3, 3]);
    }

    #[test]
    fn spanish_weapons() {
        assert_eq!(spanish_weapon_name(Weapon::Sabre), "Espada");
        assert_eq!(spanish_weapon_name(Weapon::Cutlass), "Sable");
        assert_eq!(weapon_from_name("sable"), Some(Weapon::Cutlass));
        assert_eq!(weapon_from_name("Mandoble"), Some(Weapon::TwoHandedSword));
        assert_eq!(
            weapon_from_name("two-handed sword"),
            Some(Weapon::TwoHandedSword)
        );
        assert_eq!(weapon_from_name("rapier"), Some(Weapon::Rapier));
    }
}
