//! The Force Organisation Table: which armies, divisions and brigades a summer campaign
//! sends, by campaign number (Force Commitment roll, then Force Deployment roll).
//!
//! Source: 000, section "h. Campaign and Volunteers". The Force Commitment and Force
//! Deployment tables lost their contents in 000 and are not here.
//! Data: `data/force_organisation.toml`.

use super::{TableError, from_toml, load};
use crate::vocab::Brigade;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::sync::OnceLock;

const FORCES: &str = "force_organisation.toml";

/// A unit on the Force Organisation Table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ForceUnit {
    /// A brigade of Regimental Table C, or "Frontier Regts" ([`Brigade::Frontier`]).
    Brigade(Brigade),
    /// "RNH": the Royal North Highland Border Regiment.
    Rnhb,
}

/// A formation directly under an army.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Formation {
    /// "1st Division (1, 3, 4 Bdes)".
    Division {
        /// "1st Division", "Frontier Division", "Cavalry Division"...
        name: String,
        /// Its brigades (and the RNHB), in printed order.
        units: Vec<ForceUnit>,
    },
    /// An independent brigade ("Dragoon Bde").
    Brigade(Brigade),
}

/// An army of a campaign.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Army {
    /// "Field Army", "1st Army"...
    pub name: String,
    /// Its divisions and independent brigades, in printed order.
    pub formations: Vec<Formation>,
}

/// One entry of the Force Organisation Table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Organisation {
    /// The campaign number: Force Commitment roll, then Force Deployment roll (11-76).
    pub code: u8,
    /// "same as NN", as printed; [`Organisation::armies`] is already resolved.
    pub same_as: Option<u8>,
    /// The armies.
    pub armies: Vec<Army>,
}

/// Where a unit serves in a campaign.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Placement<'a> {
    /// The army's name.
    pub army: &'a str,
    /// The division's name, if the unit serves in one.
    pub division: Option<&'a str>,
}

impl Organisation {
    /// Every unit sent on this campaign.
    pub fn units(&self) -> impl Iterator<Item = ForceUnit> + '_ {
        self.armies.iter().flat_map(|a| {
            a.formations.iter().flat_map(|f| match f {
                Formation::Division { units, .. } => units.clone(),
                Formation::Brigade(b) => vec![ForceUnit::Brigade(*b)],
            })
        })
    }

    /// The army (and division) a unit serves in; `None` if it is not on this campaign.
    pub fn placement(&self, unit: ForceUnit) -> Option<Placement<'_>> {
        self.armies.iter().find_map(|a| {
            a.formations.iter().find_map(|f| match f {
                Formation::Division { name, units } if units.contains(&unit) => Some(Placement {
                    army: &a.name,
                    division: Some(name),
                }),
                Formation::Brigade(b) if ForceUnit::Brigade(*b) == unit => Some(Placement {
                    army: &a.name,
                    division: None,
                }),
                _ => None,
            })
        })
    }
}

#[derive(Deserialize)]
#[serde(untagged)]
enum RawFormation {
    Division { division: String, of: Vec<String> },
    Brigade { brigade: Brigade },
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawArmy {
    name: String,
    formations: Vec<RawFormation>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCampaign {
    code: u8,
    #[serde(default)]
    same_as: Option<u8>,
    #[serde(default)]
    armies: Vec<RawArmy>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawForces {
    campaign: Vec<RawCampaign>,
}

fn force_unit(id: &str) -> Result<ForceUnit, TableError> {
    if id == "rnhb" {
        return Ok(ForceUnit::Rnhb);
    }
    Brigade::from_id(id)
        .map(ForceUnit::Brigade)
        .ok_or_else(|| TableError::invalid(FORCES, format!("unknown unit {id:?}")))
}

fn parse_forces() -> Result<Vec<Organisation>, TableError> {
    let raw: RawForces = from_toml(FORCES, include_str!("data/force_organisation.toml"))?;
    let mut own = BTreeMap::new();
    for c in &raw.campaign {
        let armies = c
            .armies
            .iter()
            .map(|a| {
                let formations = a
                    .formations
                    .iter()
                    .map(|f| match f {
                        RawFormation::Division { division, of } => Ok(Formation::Division {
                            name: division.clone(),
                            units: of.iter().map(|u| force_unit(u)).collect::<Result<_, _>>()?,
                        }),
                        RawFormation::Brigade { brigade } => Ok(Formation::Brigade(*brigade)),
                    })
                    .collect::<Result<Vec<_>, TableError>>()?;
                Ok(Army {
                    name: a.name.clone(),
                    formations,
                })
            })
            .collect::<Result<Vec<_>, TableError>>()?;
        if c.same_as.is_some() != armies.is_empty() {
            return Err(TableError::invalid(
                FORCES,
                format!("{}: armies or same_as, not both", c.code),
            ));
        }
        if !(1..=7).contains(&(c.code / 10)) || !(1..=6).contains(&(c.code % 10)) {
            return Err(TableError::invalid(
                FORCES,
                format!("bad campaign number {}", c.code),
            ));
        }
        if own.insert(c.code, armies).is_some() {
            return Err(TableError::invalid(
                FORCES,
                format!("campaign {} twice", c.code),
            ));
        }
    }
    let mut out = Vec::new();
    for c in &raw.campaign {
        let armies = match c.same_as {
            None => own.get(&c.code),
            Some(target) => own.get(&target).filter(|a| !a.is_empty()),
        }
        .cloned()
        .ok_or_else(|| {
            TableError::invalid(FORCES, format!("{}: same as an empty entry", c.code))
        })?;
        let org = Organisation {
            code: c.code,
            same_as: c.same_as,
            armies,
        };
        let units: Vec<ForceUnit> = org.units().collect();
        for (i, u) in units.iter().enumerate() {
            if units[..i].contains(u) {
                return Err(TableError::invalid(
                    FORCES,
                    format!("{}: {u:?} twice", c.code),
                ));
            }
        }
        // "Notice that the Frontier Regiments and the Royal North Highland Border Regiment always go."
        if !units.contains(&ForceUnit::Rnhb)
            || !units.contains(&ForceUnit::Brigade(Brigade::Frontier))
        {
            return Err(TableError::invalid(
                FORCES,
                format!("{}: the Frontier and RNHB always go", c.code),
            ));
        }
        out.push(org);
    }
    Ok(out)
}

fn forces() -> &'static [Organisation] {
    static DATA: OnceLock<Vec<Organisation>> = OnceLock::new();
    load(&DATA, parse_forces).as_slice()
}

/// The Force Organisation Table entry for a campaign number (11-76), "same as" resolved.
pub fn force_organisation(code: u8) -> Option<&'static Organisation> {
    forces().iter().find(|o| o.code == code)
}

/// The Force Organisation Table entry for a Force Commitment roll and a Force Deployment roll.
pub fn force_organisation_for_rolls(
    commitment: u8,
    deployment: u8,
) -> Option<&'static Organisation> {
    force_organisation(commitment.checked_mul(10)?.checked_add(deployment)?)
}

/// Every entry of the Force Organisation Table, in printed order.
pub fn force_organisations() -> &'static [Organisation] {
    forces()
}

pub(crate) fn check() -> Result<(), TableError> {
    parse_forces().map(|_| ())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn force_organisation_table() {
        assert_eq!(force_organisations().len(), 42);
        // "EXAMPLE: Type 53 Campaign Organisation / Field Army: 1st Division (1st & 2nd Brigades)
        // 2nd Division (4th Brigade & RNHB) / Frontier Division / Dragoon Brigade"; "53 same as 51".
        let o = force_organisation_for_rolls(5, 3).expect("53");
        assert_eq!(o.same_as, Some(51));
        assert_eq!(o.armies.len(), 1);
        assert_eq!(o.armies[0].name, "Field Army");
        assert_eq!(
            o.armies[0].formations,
            vec![
                Formation::Division {
                    name: "1st Division".into(),
                    units: vec![
                        ForceUnit::Brigade(Brigade::Foot1st),
                        ForceUnit::Brigade(Brigade::Foot2nd)
                    ]
                },
                Formation::Division {
                    name: "2nd Division".into(),
                    units: vec![ForceUnit::Brigade(Brigade::Foot4th), ForceUnit::Rnhb]
                },
                Formation::Division {
                    name: "Frontier Division".into(),
                    units: vec![ForceUnit::Brigade(Brigade::Frontier)]
                },
                Formation::Brigade(Brigade::Dragoon),
            ]
        );
        // Henri's 69th is in the 4th Brigade: "the Commanders of the 4th Brigade of Foot, the 2nd
        // Division and the Field Army ... are his superiors".
        assert_eq!(
            o.placement(ForceUnit::Brigade(Brigade::Foot4th)),
            Some(Placement {
                army: "Field Army",
                division: Some("2nd Division")
            })
        );
        assert_eq!(o.placement(ForceUnit::Brigade(Brigade::Guards)), None);
        // "23 ... 3rd Army Gds Bde"
        let o = force_organisation(23).expect("23");
        assert_eq!(
            o.placement(ForceUnit::Brigade(Brigade::Guards)),
            Some(Placement {
                army: "3rd Army",
                division: None
            })
        );
        // "76 same as 71"
        assert_eq!(
            force_organisation(76).map(|o| &o.armies),
            force_organisation(71).map(|o| &o.armies)
        );
        assert_eq!(force_organisation(17), None);
        assert_eq!(force_organisation(81), None);
    }
}
