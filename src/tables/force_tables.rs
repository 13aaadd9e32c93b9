//! House rule: the Force Commitment and Force Deployment Tables, which the rulebook copy (000,
//! "h. Campaign and Volunteers") lost, reconstructed as data (`force_tables.toml`, whose
//! comments give the reasoning) and configurable per game (`[house_rules.army.force_tables]`),
//! and how the commitment die is read, since the Force Organisation Table runs to 7.

use crate::tables::campaign::Mission;
use crate::vocab::Brigade;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// A unit of the Force Deployment Table's columns.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DeploymentColumn {
    Brigade(Brigade),
    Rnhb,
}

/// The columns of the Force Deployment Table, in order: the eight brigades of Table C, the
/// Frontier Regiments, the RNHB.
pub const COLUMNS: [DeploymentColumn; 10] = [
    DeploymentColumn::Brigade(Brigade::Guards),
    DeploymentColumn::Brigade(Brigade::HorseGuards),
    DeploymentColumn::Brigade(Brigade::Heavy),
    DeploymentColumn::Brigade(Brigade::Dragoon),
    DeploymentColumn::Brigade(Brigade::Foot1st),
    DeploymentColumn::Brigade(Brigade::Foot2nd),
    DeploymentColumn::Brigade(Brigade::Foot3rd),
    DeploymentColumn::Brigade(Brigade::Foot4th),
    DeploymentColumn::Brigade(Brigade::Frontier),
    DeploymentColumn::Rnhb,
];

/// How the Force Commitment roll is made. The Force Organisation Table's first digit runs
/// from 1 to 7 while a die shows 1 to 6.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CommitmentRoll {
    /// House rule (default): one die; a 6 is rolled again and becomes 7 on a 4-6, so every
    /// row of the Force Organisation Table can happen and the whole army (7) goes to war one
    /// summer in twelve, as often as row 6.
    #[default]
    SixRerolled,
    /// One die, read as printed: row 7 never happens (a GM may still pick it by hand).
    OneDie,
}

/// The two tables, checked: a commitment row per roll 1-7, a deployment row per roll 1-6.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "RawTables", into = "RawTables")]
pub struct ForceTables {
    commitment: BTreeMap<u8, Vec<Brigade>>,
    deployment: BTreeMap<u8, [Mission; 10]>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTables {
    commitment: BTreeMap<String, Vec<Brigade>>,
    deployment: BTreeMap<String, String>,
}

impl TryFrom<RawTables> for ForceTables {
    type Error = String;
    fn try_from(raw: RawTables) -> Result<Self, String> {
        let mut commitment = BTreeMap::new();
        for (k, brigades) in raw.commitment {
            let n: u8 = k.parse().map_err(|_| format!("commitment row {k:?}"))?;
            if brigades.contains(&Brigade::Frontier) {
                return Err(format!(
                    "commitment {n}: the Frontier always goes; not listed"
                ));
            }
            commitment.insert(n, brigades);
        }
        if commitment.keys().copied().ne(1..=7) {
            return Err("commitment: one row per roll 1 to 7".into());
        }
        let mut deployment = BTreeMap::new();
        for (k, row) in raw.deployment {
            let n: u8 = k.parse().map_err(|_| format!("deployment row {k:?}"))?;
            let letters: Vec<Mission> = row
                .split_whitespace()
                .map(|l| {
                    let c = l.chars().next().filter(|_| l.len() == 1);
                    c.and_then(Mission::from_letter)
                        .ok_or_else(|| format!("deployment {n}: {l:?} is not A, D, F or S"))
                })
                .collect::<Result<_, _>>()?;
            let row: [Mission; 10] = letters
                .try_into()
                .map_err(|_| format!("deployment {n}: ten columns"))?;
            deployment.insert(n, row);
        }
        if deployment.keys().copied().ne(1..=6) {
            return Err("deployment: one row per roll 1 to 6".into());
        }
        Ok(ForceTables {
            commitment,
            deployment,
        })
    }
}

impl From<ForceTables> for RawTables {
    fn from(t: ForceTables) -> RawTables {
        RawTables {
            commitment: t
                .commitment
                .into_iter()
                .map(|(k, v)| (k.to_string(), v))
                .collect(),
            deployment: t
                .deployment
                .into_iter()
                .map(|(k, row)| {
                    let letters: Vec<String> = row.iter().map(|m| m.letter().to_string()).collect();
                    (k.to_string(), letters.join(" "))
                })
                .collect(),
        }
    }
}

impl Default for ForceTables {
    fn default() -> Self {
        static TABLES: OnceLock<ForceTables> = OnceLock::new();
        TABLES
            .get_or_init(|| {
                let raw: RawTables = toml::from_str(include_str!("data/force_tables.toml"))
                    .expect("force_tables.toml parses (tested)");
                ForceTables::try_from(raw).expect("force_tables.toml is valid (tested)")
            })
            .clone()
    }
}

impl ForceTables {
    /// The brigades of the regular army a commitment roll (1-7) sends (the Frontier
    /// Regiments and the RNHB go as well, always).
    pub fn committed(&self, roll: u8) -> &[Brigade] {
        self.commitment.get(&roll).map_or(&[], Vec::as_slice)
    }

    /// A unit's mission for a deployment roll (1-6).
    pub fn mission(&self, roll: u8, unit: DeploymentColumn) -> Option<Mission> {
        let i = COLUMNS.iter().position(|c| *c == unit)?;
        self.deployment.get(&roll).map(|row| row[i])
    }
}

impl CommitmentRoll {
    /// Rolls the Force Commitment die.
    pub fn roll(self, dice: &mut dyn crate::dice::Dice) -> u8 {
        let first = dice.d6();
        match self {
            CommitmentRoll::OneDie => first,
            CommitmentRoll::SixRerolled if first == 6 => {
                if dice.d6() >= 4 {
                    7
                } else {
                    6
                }
            }
            CommitmentRoll::SixRerolled => first,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::ScriptedDice;
    use crate::tables::force_organisation::{ForceUnit, force_organisation_for_rolls};

    #[test]
    fn commitment_five_sends_dragoons_and_three_brigades_of_foot() {
        // 000: "if a 5 is rolled, the Dragoon Brigade and the 1st, 2nd and 4th Brigades of
        // Foot of the regular army go".
        let t = ForceTables::default();
        let mut five = t.committed(5).to_vec();
        five.sort();
        assert_eq!(
            five,
            vec![
                Brigade::Dragoon,
                Brigade::Foot1st,
                Brigade::Foot2nd,
                Brigade::Foot4th
            ]
        );
    }

    #[test]
    fn commitment_rows_agree_with_every_force_organisation_entry() {
        // The first digit of the Force Organisation number is the commitment roll: each
        // entry N1..N6 must send exactly row N's brigades, plus the Frontier and the RNHB.
        let t = ForceTables::default();
        for commitment in 1..=7u8 {
            let mut want: Vec<ForceUnit> = t
                .committed(commitment)
                .iter()
                .map(|b| ForceUnit::Brigade(*b))
                .chain([ForceUnit::Brigade(Brigade::Frontier), ForceUnit::Rnhb])
                .collect();
            want.sort_by_key(|u| format!("{u:?}"));
            for deployment in 1..=6u8 {
                let org = force_organisation_for_rolls(commitment, deployment).expect("entry");
                let mut got: Vec<ForceUnit> = org.units().collect();
                got.sort_by_key(|u| format!("{u:?}"));
                assert_eq!(got, want, "entry {commitment}{deployment}");
            }
        }
    }

    #[test]
    fn deployment_three_is_dragoons_in_the_field_and_the_rest_assaulting() {
        // "A roll of 3, for example, would mean that the Dragoon Brigade was engaged in field
        // operations, while all the other units listed above as being sent would take part in
        // an assault."
        let t = ForceTables::default();
        let b = |b| DeploymentColumn::Brigade(b);
        assert_eq!(
            t.mission(3, b(Brigade::Dragoon)),
            Some(Mission::FieldOperations)
        );
        for unit in [
            b(Brigade::Foot1st),
            b(Brigade::Foot2nd),
            b(Brigade::Foot4th),
            b(Brigade::Frontier),
            DeploymentColumn::Rnhb,
        ] {
            assert_eq!(t.mission(3, unit), Some(Mission::Assault), "{unit:?}");
        }
        assert_eq!(t.mission(7, DeploymentColumn::Rnhb), None);
    }

    #[test]
    fn the_frontier_column_knows_every_mission() {
        // Out of summer the Frontier column's mission is everybody's: all four can happen.
        let t = ForceTables::default();
        let frontier = DeploymentColumn::Brigade(Brigade::Frontier);
        let mut seen: Vec<Mission> = (1..=6).filter_map(|r| t.mission(r, frontier)).collect();
        seen.sort();
        seen.dedup();
        assert_eq!(seen.len(), 4);
    }

    #[test]
    fn commitment_die_reads_a_six_again() {
        let mut d = ScriptedDice::new([6, 4, 6, 3, 2]);
        assert_eq!(CommitmentRoll::SixRerolled.roll(&mut d), 7);
        assert_eq!(CommitmentRoll::SixRerolled.roll(&mut d), 6);
        assert_eq!(CommitmentRoll::SixRerolled.roll(&mut d), 2);
        let mut d = ScriptedDice::new([6]);
        assert_eq!(CommitmentRoll::OneDie.roll(&mut d), 6);
    }

    #[test]
    fn tables_round_trip_through_the_configuration() {
        let t = ForceTables::default();
        // The toml crate is built to parse only: round-trip through JSON.
        let json = serde_json::to_string(&t).expect("serialises");
        let back: ForceTables = serde_json::from_str(&json).expect("parses");
        assert_eq!(back, t);
        let bad = json.replace("\"S F F F S S S S S S\"", "\"S F F\"");
        assert!(serde_json::from_str::<ForceTables>(&bad).is_err());
    }
}
