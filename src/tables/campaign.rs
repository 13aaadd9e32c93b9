//! Campaigns: the Battle Result Table, its Interpretations, the Personal Outcome Table and its
//! modifiers. The Force Organisation Table is in [`super::force_organisation`].
//!
//! Source: 000, sections "i. Campaign Outcome" and "h. Campaign and Volunteers"; 002 (the
//! same rules, tables laid out cell by cell) to cross-check. Data: `data/campaign.toml`.
//!
//! 000's Personal Outcome Table prints the battle result in front of each row, so a row such
//! as "Siege 1 10 11 9 9 (3 x 100)" seems to have five numbers: it is result 1, death 10,
//! mention 11, promotion 9, crowns 9 with plunder 3 x 100. 002's layout agrees on every
//! cell, and on Henri's example (Assault 3: 7, 6, 6, 6 (4 x 100)).

use super::cells::numbers;
use super::{TableError, from_toml, load};
use crate::vocab::{Rank, Regiment};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::ops::Add;
use std::sync::OnceLock;

const TABLE: &str = "campaign.toml";

/// A campaign mission (the Force Deployment Table's letters).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mission {
    /// S.
    Siege,
    /// A.
    Assault,
    /// D.
    Defence,
    /// F.
    FieldOperations,
}

impl Mission {
    /// Every mission, in the Personal Outcome Table's order.
    pub const ALL: &'static [Mission] = &[
        Mission::Siege,
        Mission::Assault,
        Mission::Defence,
        Mission::FieldOperations,
    ];

    /// The Force Deployment Table's letter: "A = Assault; D= Defence; F = Field Operations; S = Siege".
    pub fn letter(self) -> char {
        match self {
            Mission::Siege => 'S',
            Mission::Assault => 'A',
            Mission::Defence => 'D',
            Mission::FieldOperations => 'F',
        }
    }

    /// Reads a Force Deployment letter.
    pub fn from_letter(letter: char) -> Option<Mission> {
        Mission::ALL
            .iter()
            .copied()
            .find(|m| m.letter() == letter.to_ascii_uppercase())
    }
}

/// The commands with their own Personal Outcome Table modifiers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CommandLevel {
    /// "Army commander".
    Army,
    /// "Division commander".
    Division,
    /// "Brigade commander".
    Brigade,
}

/// Plunder: the roll needed on two dice, then `dice` dice times `crowns_per_pip`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Plunder {
    /// The "Crowns" column: two dice, this or higher.
    pub roll_needed: u8,
    /// "(4 x 100)": four dice...
    pub dice: u8,
    /// ... times 100 (or 50).
    pub crowns_per_pip: u32,
}

/// One row of the Personal Outcome Table: two dice, this or higher.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PersonalOutcome {
    /// Roll this or higher and the character dies.
    pub death: u8,
    /// Mention in despatches.
    pub mention: u8,
    /// Promotion.
    pub promotion: u8,
    /// Plunder; `None` where the table has "-".
    pub crowns: Option<Plunder>,
}

/// Changes to the Personal Outcome Table's numbers (added to the roll needed).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct OutcomeModifiers {
    /// Death.
    pub death: i8,
    /// Mention in despatches.
    pub mention: i8,
    /// Promotion.
    pub promotion: i8,
    /// Crowns (plunder).
    pub crowns: i8,
}

impl Add for OutcomeModifiers {
    type Output = OutcomeModifiers;
    fn add(self, o: OutcomeModifiers) -> OutcomeModifiers {
        OutcomeModifiers {
            death: self.death + o.death,
            mention: self.mention + o.mention,
            promotion: self.promotion + o.promotion,
            crowns: self.crowns + o.crowns,
        }
    }
}

/// A Personal Outcome row after modifiers; the numbers may leave 2-12 (a 15 for death cannot
/// be rolled; a 2 or less for plunder is certain).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ModifiedOutcome {
    /// Death: two dice, this or higher.
    pub death: i16,
    /// Mention in despatches.
    pub mention: i16,
    /// Promotion.
    pub promotion: i16,
    /// Plunder roll needed and the unchanged dice; `None` where the table has "-".
    pub crowns: Option<(i16, Plunder)>,
}

impl PersonalOutcome {
    /// Applies the (summed) modifiers.
    pub fn modified(self, m: OutcomeModifiers) -> ModifiedOutcome {
        let add = |n: u8, d: i8| i16::from(n) + i16::from(d);
        ModifiedOutcome {
            death: add(self.death, m.death),
            mention: add(self.mention, m.mention),
            promotion: add(self.promotion, m.promotion),
            crowns: self.crowns.map(|p| (add(p.roll_needed, m.crowns), p)),
        }
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PerMission<T> {
    siege: T,
    assault: T,
    defence: T,
    field_operations: T,
}

impl<T> PerMission<T> {
    fn get(&self, m: Mission) -> &T {
        match m {
            Mission::Siege => &self.siege,
            Mission::Assault => &self.assault,
            Mission::Defence => &self.defence,
            Mission::FieldOperations => &self.field_operations,
        }
    }
    fn try_map<U>(
        self,
        f: impl Fn(T) -> Result<U, TableError>,
    ) -> Result<PerMission<U>, TableError> {
        Ok(PerMission {
            siege: f(self.siege)?,
            assault: f(self.assault)?,
            defence: f(self.defence)?,
            field_operations: f(self.field_operations)?,
        })
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawModifiers {
    commander: BTreeMap<String, String>,
    regiment: BTreeMap<String, String>,
    rank: BTreeMap<String, String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    battle_result: Vec<String>,
    interpretation: PerMission<Vec<String>>,
    personal_outcome: PerMission<Vec<String>>,
    modifiers: RawModifiers,
}

struct Data {
    /// [MA - 1][roll - 1].
    battle_result: Vec<Vec<u8>>,
    interpretation: PerMission<Vec<String>>,
    personal_outcome: PerMission<Vec<PersonalOutcome>>,
    commander: [OutcomeModifiers; 3],
    /// Indexed by `Regiment as usize`.
    regiment: Vec<OutcomeModifiers>,
    /// Indexed by `Rank as usize`.
    rank: Vec<OutcomeModifiers>,
}

fn modifiers_row(what: &str, row: &str) -> Result<OutcomeModifiers, TableError> {
    let n = numbers::<i8>(TABLE, what, row, 4)?;
    Ok(OutcomeModifiers {
        death: n[0],
        mention: n[1],
        promotion: n[2],
        crowns: n[3],
    })
}

fn outcome_row(row: &str) -> Result<PersonalOutcome, TableError> {
    let (cells, plunder) = match row.split_once('(') {
        Some((cells, rest)) => (cells, Some(rest.trim().trim_end_matches(')'))),
        None => (row, None),
    };
    let n = super::cells::optional_numbers::<u8>(TABLE, "personal_outcome", cells, 4)?;
    let bad = || TableError::invalid(TABLE, format!("personal_outcome: bad row {row:?}"));
    let (Some(death), Some(mention), Some(promotion)) = (n[0], n[1], n[2]) else {
        return Err(bad());
    };
    let crowns = match (n[3], plunder) {
        (None, None) => None,
        (Some(roll_needed), Some(p)) => {
            let (dice, per) = p.split_once('x').ok_or_else(bad)?;
            Some(Plunder {
                roll_needed,
                dice: dice.trim().parse().map_err(|_| bad())?,
                crowns_per_pip: per.trim().parse().map_err(|_| bad())?,
            })
        }
        _ => return Err(bad()),
    };
    Ok(PersonalOutcome {
        death,
        mention,
        promotion,
        crowns,
    })
}

fn parse() -> Result<Data, TableError> {
    let raw: Raw = from_toml(TABLE, include_str!("data/campaign.toml"))?;
    if raw.battle_result.len() != 10 {
        return Err(TableError::invalid(
            TABLE,
            "battle_result: one row per MA 1-10",
        ));
    }
    let battle_result = raw
        .battle_result
        .iter()
        .map(|r| numbers::<u8>(TABLE, "battle_result", r, 6))
        .collect::<Result<Vec<_>, _>>()?;
    let six = |v: Vec<String>| {
        if v.len() == 6 {
            Ok(v)
        } else {
            Err(TableError::invalid(TABLE, "six results per mission"))
        }
    };
    let interpretation = raw.interpretation.try_map(six)?;
    let personal_outcome = raw
        .personal_outcome
        .try_map(six)?
        .try_map(|rows| rows.iter().map(|r| outcome_row(r)).collect())?;

    let m = raw.modifiers;
    let commander_row = |key: &str| {
        m.commander
            .get(key)
            .ok_or_else(|| TableError::invalid(TABLE, format!("modifiers: no {key} commander")))
            .and_then(|r| modifiers_row(key, r))
    };
    let commander = [
        commander_row("army")?,
        commander_row("division")?,
        commander_row("brigade")?,
    ];
    if m.commander.len() != 3 {
        return Err(TableError::invalid(
            TABLE,
            "modifiers: unknown commander row",
        ));
    }
    let mut regiment = vec![None; Regiment::ALL.len()];
    for (id, row) in &m.regiment {
        let r = Regiment::from_id(id)
            .ok_or_else(|| TableError::invalid(TABLE, format!("regiment {id:?}")))?;
        regiment[r as usize] = Some(modifiers_row(id, row)?);
    }
    let regiment = regiment
        .into_iter()
        .collect::<Option<Vec<_>>>()
        .ok_or_else(|| TableError::invalid(TABLE, "modifiers: a regiment is missing"))?;
    let mut rank = vec![OutcomeModifiers::default(); Rank::ALL.len()];
    for (id, row) in &m.rank {
        let r =
            Rank::from_id(id).ok_or_else(|| TableError::invalid(TABLE, format!("rank {id:?}")))?;
        rank[r as usize] = modifiers_row(id, row)?;
    }
    Ok(Data {
        battle_result,
        interpretation,
        personal_outcome,
        commander,
        regiment,
        rank,
    })
}

fn data() -> &'static Data {
    static DATA: OnceLock<Data> = OnceLock::new();
    load(&DATA, parse)
}

pub(crate) fn check() -> Result<(), TableError> {
    parse().map(|_| ())
}

/// The Battle Result Table: the result (1 best to 6 worst) for a commander's effective
/// military ability and a die roll. The ability is held to 1-10 ("A character's effective
/// military ability may not be reduced below 1 or increased above 10"); `None` for a roll
/// outside 1-6.
pub fn battle_result(military_ability: i32, roll: u8) -> Option<u8> {
    let ma = usize::try_from(military_ability.clamp(1, 10) - 1).ok()?;
    data().battle_result[ma]
        .get(usize::from(roll).checked_sub(1)?)
        .copied()
}

/// How a commander's result moves his subordinates' abilities: 1 or 2 gives +1, 5 or 6
/// gives -1, 3 or 4 nothing. The effects are cumulative down the chain.
pub fn subordinate_ability_shift(result: u8) -> i32 {
    match result {
        1 | 2 => 1,
        5 | 6 => -1,
        _ => 0,
    }
}

/// The Interpretations: what a battle result (1-6) means for a mission.
pub fn interpretation(mission: Mission, result: u8) -> Option<&'static str> {
    let rows = data().interpretation.get(mission);
    rows.get(usize::from(result).checked_sub(1)?)
        .map(String::as_str)
}

/// The Personal Outcome Table for a mission and a battle result (1-6).
pub fn personal_outcome(mission: Mission, result: u8) -> Option<PersonalOutcome> {
    let rows = data().personal_outcome.get(mission);
    rows.get(usize::from(result).checked_sub(1)?).copied()
}

/// Personal Outcome Table Modifiers for those serving with a higher command.
pub fn command_modifiers(level: CommandLevel) -> OutcomeModifiers {
    data().commander[level as usize]
}

/// Personal Outcome Table Modifiers of a regiment (the Frontier Regiments and the RNHB
/// included).
pub fn regiment_modifiers(r: Regiment) -> OutcomeModifiers {
    data().regiment[r as usize]
}

/// Personal Outcome Table Modifiers of a rank. The table has no row for Private nor for Field
/// Marshal (who does not go on campaign): those get none.
pub fn rank_modifiers(rank: Rank) -> OutcomeModifiers {
    data().rank[rank as usize]
}

/// The modifiers for a commander's result against his immediate superior's: better (a lower
/// number) gives -1 mention and promotion (a Battalion/Squadron commander also +1 death);
/// two or more worse gives +1 mention and promotion (and -1 death for a Battalion/Squadron
/// commander). The permanent +1 military ability for a better result is for the caller.
pub fn result_against_superior(
    own: u8,
    superior: u8,
    battalion_commander: bool,
) -> OutcomeModifiers {
    let death = i8::from(battalion_commander);
    if own < superior {
        OutcomeModifiers {
            death,
            mention: -1,
            promotion: -1,
            crowns: 0,
        }
    } else if own >= superior.saturating_add(2) {
        OutcomeModifiers {
            death: -death,
            mention: 1,
            promotion: 1,
            crowns: 0,
        }
    } else {
        OutcomeModifiers::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn battle_result_table() {
        // "The Army Commander's MA is 5 and he receives a die roll of 5, giving a battle result of 2."
        assert_eq!(battle_result(5, 5), Some(2));
        // "The Division Commander's MA is 7, plus one ... equals 8. A die roll of 4 gives a battle result of 2."
        assert_eq!(battle_result(8, 4), Some(2));
        // "The Brigade Commander's MA is 3, plus one ..., plus one more ... equals 5. A die roll of 1 gives a battle result of 5."
        assert_eq!(battle_result(5, 1), Some(5));
        // "The Colonel's MA ... equals 4. A die roll of 4 gives a battle result of 3."
        assert_eq!(battle_result(4, 4), Some(3));
        // "giving him a modified MA of 5. A die roll of 6 gives a battle result of 2."
        assert_eq!(battle_result(5, 6), Some(2));
        // "1 6 6 5 4 4 3", "10 3 3 2 1 1 1"
        assert_eq!(battle_result(1, 1), Some(6));
        assert_eq!(battle_result(10, 1), Some(3));
        assert_eq!(battle_result(-2, 1), Some(6));
        assert_eq!(battle_result(12, 6), Some(1));
        assert_eq!(battle_result(5, 7), None);
        // The chain of Henri's example: 7 + 1 (army 2) = 8.
        assert_eq!(7 + subordinate_ability_shift(2), 8);
        assert_eq!(3 + 1 + 1 + subordinate_ability_shift(5), 4);
    }

    #[test]
    fn interpretations() {
        assert_eq!(interpretation(Mission::Assault, 3), Some("Pyrrhic victory"));
        assert_eq!(
            interpretation(Mission::Siege, 1),
            Some("Success – siege works")
        );
        assert_eq!(
            interpretation(Mission::Defence, 6),
            Some("Falls to siege works")
        );
        assert_eq!(
            interpretation(Mission::FieldOperations, 5),
            Some("Own driven from field")
        );
        assert_eq!(interpretation(Mission::FieldOperations, 0), None);
        assert_eq!(Mission::from_letter('f'), Some(Mission::FieldOperations));
    }

    #[test]
    fn personal_outcome_cells() {
        // Siege "1 10 11 9 9 (3 x 100)"
        let s1 = personal_outcome(Mission::Siege, 1).expect("row");
        assert_eq!((s1.death, s1.mention, s1.promotion), (10, 11, 9));
        assert_eq!(
            s1.crowns,
            Some(Plunder {
                roll_needed: 9,
                dice: 3,
                crowns_per_pip: 100
            })
        );
        // "For instance, on a Siege outcome of 5, a 9 or higher must be rolled for the character to die."
        assert_eq!(
            personal_outcome(Mission::Siege, 5).map(|o| o.death),
            Some(9)
        );
        assert_eq!(
            personal_outcome(Mission::Siege, 5).and_then(|o| o.crowns),
            None
        );
        // "Assault result 2 shows 6 x 100"
        let a2 = personal_outcome(Mission::Assault, 2)
            .and_then(|o| o.crowns)
            .expect("plunder");
        assert_eq!((a2.dice, a2.crowns_per_pip), (6, 100));
        // Assault 3: death 7, mention 6, promotion 6, crowns 6 (4 x 100).
        let a3 = personal_outcome(Mission::Assault, 3).expect("row");
        assert_eq!(
            a3,
            PersonalOutcome {
                death: 7,
                mention: 6,
                promotion: 6,
                crowns: Some(Plunder {
                    roll_needed: 6,
                    dice: 4,
                    crowns_per_pip: 100
                })
            }
        );
        // Defence "2 8 10 7 9 (2 x 50)"; Field Ops "6 6 7 5 -"
        let d2 = personal_outcome(Mission::Defence, 2).expect("row");
        assert_eq!(
            d2.crowns,
            Some(Plunder {
                roll_needed: 9,
                dice: 2,
                crowns_per_pip: 50
            })
        );
        let f6 = personal_outcome(Mission::FieldOperations, 6).expect("row");
        assert_eq!(
            (f6.death, f6.mention, f6.promotion, f6.crowns),
            (6, 7, 5, None)
        );
        assert_eq!(personal_outcome(Mission::Siege, 7), None);
    }

    #[test]
    fn modifier_cells() {
        // "Army commander +4 0 0 -3"
        assert_eq!(
            command_modifiers(CommandLevel::Army),
            OutcomeModifiers {
                death: 4,
                mention: 0,
                promotion: 0,
                crowns: -3
            }
        );
        // "RNHB Regiment -1 -2 -1 -2"
        assert_eq!(
            regiment_modifiers(Regiment::Rnhb),
            OutcomeModifiers {
                death: -1,
                mention: -2,
                promotion: -1,
                crowns: -2
            }
        );
        // "Crown Prince Cuirassiers +1 -1 -1 0"
        assert_eq!(
            regiment_modifiers(Regiment::CrownPrinceCuirassiers),
            OutcomeModifiers {
                death: 1,
                mention: -1,
                promotion: -1,
                crowns: 0
            }
        );
        // "Frontier Regiment -1 0 +1 -1"
        assert_eq!(regiment_modifiers(Regiment::Frontier).crowns, -1);
        // "Brigadier-General +3 0 -1 -4", "General +5 0 0 -6"
        assert_eq!(rank_modifiers(Rank::BrigadierGeneral).promotion, -1);
        assert_eq!(rank_modifiers(Rank::General).crowns, -6);
        assert_eq!(rank_modifiers(Rank::Private), OutcomeModifiers::default());
        // "If he is a member of the Gascon regiment, the death modifier is -1, which means he
        // must roll an 8 or higher to be killed."
        let s5 = personal_outcome(Mission::Siege, 5).expect("row");
        assert_eq!(s5.modified(regiment_modifiers(Regiment::Gascon)).death, 8);
    }

    #[test]
    fn henri_personal_outcome() {
        // "His regimental modifiers for being in the 69th are -1 for death, +1 for promotion and
        // -2 for plunder. For being a Major he receives a +2 for death and -2 for plunder. For
        // obtaining a battle result better than his immediate superior ... +1 for death and a -1
        // for mention in despatches and promotion." ... "If he rolls a 9 or higher, he dies. ...
        // mention in despatches (5 or higher on two dice), promotion (6 or higher) and crowns
        // in plunder (2 or higher)."
        let m = regiment_modifiers(Regiment::Arquebusiers69th)
            + rank_modifiers(Rank::Major)
            + result_against_superior(2, 3, true);
        let out = personal_outcome(Mission::Assault, 3)
            .expect("row")
            .modified(m);
        assert_eq!((out.death, out.mention, out.promotion), (9, 5, 6));
        let (needed, plunder) = out.crowns.expect("plunder");
        assert_eq!((needed, plunder.dice, plunder.crowns_per_pip), (2, 4, 100));
        assert_eq!(
            result_against_superior(5, 3, true),
            OutcomeModifiers {
                death: -1,
                mention: 1,
                promotion: 1,
                crowns: 0
            }
        );
        assert_eq!(
            result_against_superior(4, 3, true),
            OutcomeModifiers::default()
        );
    }
}
