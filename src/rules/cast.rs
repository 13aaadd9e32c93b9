//! A cast: characters and ladies given whole, as a game already under way would have them,
//! instead of rolled by the Birth Tables. Only the demo uses one (`config/demo/cast.toml`),
//! so that its letters suit the men who write them: the man who does regimental duty holds a
//! commission, the one who visits his mistress has one, the one who buys a captaincy can
//! pay for it.
//!
//! A cast is TOML: `[[characters]]`, each a player's character by the name the game's
//! `[[players]]` give him (a player the cast does not name is rolled as usual), and
//! `[[ladies]]`, the ladies of Paris (more are rolled when there are fewer ladies than
//! players, as at any game's creation). What is not given takes the value of a new
//! character: no club, no mistress, no commission, no practice, no debts.

use super::birth::BirthRolls;
use super::setup::{Newcomer, new_world_with};
use crate::calendar::Month;
use crate::dice::Dice;
use crate::tables::birth::{Class, SiblingRank, Title};
use crate::vocab::{Club, Rank, Regiment, Weapon};
use crate::world::{
    Abilities, Birth, Character, CharacterId, Commission, Entering, Lady, Membership, WeaponSkill,
    World,
};
use serde::Deserialize;
use std::collections::BTreeMap;

/// The characters and ladies of a cast file.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Cast {
    #[serde(default)]
    pub characters: Vec<CastCharacter>,
    #[serde(default)]
    pub ladies: Vec<CastLady>,
}

/// One character as he stands when the game begins.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CastCharacter {
    /// His name, as the game's `[[players]]` give it.
    pub name: String,
    /// Birth Table A: "commoner", "gentleman" or "nobleman".
    pub class: Class,
    /// Birth Table B: "first_son", "second_son" or "bastard" (default "second_son").
    #[serde(default = "second_son")]
    pub sibling: SiblingRank,
    #[serde(default)]
    pub orphan: bool,
    /// Birth Table C's position, as printed ("Well-to-do", "Wealthy Merchant"...).
    pub father: String,
    /// Birth Table D, for a nobleman: "knight" ... "count".
    #[serde(default)]
    pub title: Option<Title>,
    pub social_level: u8,
    pub crowns: i64,
    pub allowance: i64,
    pub strength: u8,
    pub expertise: u8,
    pub constitution: u8,
    pub military_ability: u8,
    /// Expertise gained with a weapon over his base expertise (`{ rapier = 2 }`).
    #[serde(default)]
    pub weapons: BTreeMap<Weapon, u8>,
    #[serde(default)]
    pub commission: Option<CastCommission>,
    #[serde(default)]
    pub club: Option<Club>,
    /// A lady of the cast, his mistress since the game's first month.
    #[serde(default)]
    pub mistress: Option<String>,
}

fn second_son() -> SiblingRank {
    SiblingRank::SecondSon
}

/// A commission held since `since` ("YEAR-MM").
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CastCommission {
    pub regiment: Regiment,
    pub rank: Rank,
    pub since: String,
}

/// One lady of Paris.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CastLady {
    pub name: String,
    pub social_level: u8,
    #[serde(default)]
    pub beautiful: bool,
    #[serde(default)]
    pub influential: bool,
    #[serde(default)]
    pub wealthy: bool,
    /// A titled lady (003, 6.0; her marriage needs the King's leave, 4.4.3).
    #[serde(default)]
    pub titled: bool,
    /// Her title ("baron" for a Baronne), when the GM names it: she is titled, and the King's
    /// leave is reckoned from the title's social level (4.4.3).
    #[serde(default)]
    pub title: Option<crate::tables::titles::NobleTitle>,
}

/// What is wrong with a cast.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CastError {
    #[error("the cast is not valid TOML: {0}")]
    Toml(String),
    #[error("the cast names {0}, who is none of the game's players")]
    NotAPlayer(String),
    #[error("{who}'s mistress {lady} is none of the cast's ladies")]
    NoSuchLady { who: String, lady: String },
    #[error("{lady} cannot be the mistress of both {a} and {b}")]
    TwoLovers { lady: String, a: String, b: String },
    #[error("{who}'s commission: {since:?} is not YEAR-MM")]
    BadMonth { who: String, since: String },
    #[error("{who}: {rank} is not a rank a man holds in a regiment at the game's start")]
    BadRank { who: String, rank: Rank },
}

impl Cast {
    /// Reads a cast file's text.
    pub fn parse(text: &str) -> Result<Cast, CastError> {
        toml::from_str(text).map_err(|e| CastError::Toml(e.to_string()))
    }
}

fn month_of(who: &str, since: &str) -> Result<Month, CastError> {
    let bad = || CastError::BadMonth {
        who: who.to_string(),
        since: since.to_string(),
    };
    let (y, m) = since.split_once('-').ok_or_else(bad)?;
    let year: u16 = y.trim().parse().map_err(|_| bad())?;
    let month: u8 = m.trim().parse().map_err(|_| bad())?;
    if !(1..=12).contains(&month) {
        return Err(bad());
    }
    Ok(Month::new(year, month))
}

impl CastCharacter {
    /// The character, for the player at `email`, at the game's first month.
    fn character(&self, email: &str, month: Month) -> Result<Character, CastError> {
        let (crowns, allowance) = (self.crowns, self.allowance);
        let endurance = u16::from(self.constitution) * u16::from(self.strength);
        let commission = match &self.commission {
            Some(c) => {
                if c.rank > Rank::Colonel {
                    return Err(CastError::BadRank {
                        who: self.name.clone(),
                        rank: c.rank,
                    });
                }
                Some(Commission {
                    regiment: c.regiment,
                    rank: c.rank,
                    since: month_of(&self.name, &c.since)?,
                })
            }
            None => None,
        };
        Ok(Character {
            weapons: self
                .weapons
                .iter()
                .map(|(w, gained)| {
                    let skill = WeaponSkill {
                        practice_weeks: 0,
                        gained: *gained,
                    };
                    (*w, skill)
                })
                .collect(),
            commission,
            club: self.club.map(|club| Membership { club, since: month }),
            ..Character::entering(Entering {
                name: self.name.clone(),
                player: email.to_string(),
                birth: Birth {
                    class: self.class,
                    sibling: self.sibling,
                    orphan: self.orphan,
                    father: self.father.clone(),
                    title: self.title,
                    titled: self.orphan && self.class == Class::Nobleman,
                },
                social_level: self.social_level,
                crowns,
                allowance,
                abilities: Abilities {
                    strength: self.strength,
                    expertise: self.expertise,
                    constitution: self.constitution,
                    endurance,
                },
                military_ability: self.military_ability,
            })
        })
    }
}

/// A new world with the cast's characters and ladies; the players the cast does not name
/// are rolled by the Birth Tables, the missing ladies and the regiments' officers as
/// [`super::setup::new_world`] rolls them. A commissioned officer of a rank with places in
/// the roster (Captain and up) takes the junior non-player holder's place.
///
/// Returns the world, and each player's character with his birth rolls (none for the cast).
#[allow(clippy::type_complexity)]
pub fn cast_world(
    month: Month,
    newcomers: &[Newcomer],
    cast: &Cast,
    dice: &mut dyn Dice,
) -> Result<(World, Vec<(Character, Option<BirthRolls>)>), CastError> {
    for c in &cast.characters {
        if !newcomers
            .iter()
            .any(|n| CharacterId::from_name(&n.name) == CharacterId::from_name(&c.name))
        {
            return Err(CastError::NotAPlayer(c.name.clone()));
        }
    }
    let given = |n: &Newcomer| {
        cast.characters
            .iter()
            .find(|c| CharacterId::from_name(&c.name) == CharacterId::from_name(&n.name))
    };
    let mut fixed = Vec::new();
    for n in newcomers {
        if let Some(c) = given(n) {
            fixed.push(c.character(&n.email, month)?);
        }
    }
    let rolled: Vec<Newcomer> = newcomers
        .iter()
        .filter(|n| given(n).is_none())
        .cloned()
        .collect();
    let ladies: Vec<Lady> = cast
        .ladies
        .iter()
        .map(|l| Lady {
            beautiful: l.beautiful,
            influential: l.influential,
            wealthy: l.wealthy,
            titled: l.titled || l.title.is_some(),
            title: l.title,
            ..Lady::named(&l.name, l.social_level)
        })
        .collect();
    let (mut world, births) = new_world_with(month, &rolled, fixed.clone(), ladies, dice);
    // Affairs under way.
    for c in &cast.characters {
        let Some(name) = &c.mistress else { continue };
        let id = CharacterId::from_name(&c.name);
        let Some(lady) = world.lady_named(name).map(|l| l.id.clone()) else {
            return Err(CastError::NoSuchLady {
                who: c.name.clone(),
                lady: name.clone(),
            });
        };
        let her = world.ladies.get_mut(&lady).expect("found by name");
        if let Some(other) = &her.lover {
            return Err(CastError::TwoLovers {
                lady: her.name.clone(),
                a: other.to_string(),
                b: c.name.clone(),
            });
        }
        her.lover = Some(id.clone());
        let ch = world.characters.get_mut(&id).expect("a cast character");
        ch.mistress = Some(lady);
        ch.affair_since = Some(month);
    }
    // Officers in their regiments' rosters.
    for ch in &fixed {
        let Some(com) = ch.commission else { continue };
        let Some(roster) = world.regiments.get_mut(&com.regiment) else {
            continue;
        };
        if let Some(slot) = roster
            .officers
            .iter_mut()
            .rev()
            .find(|o| o.rank == com.rank && o.character.is_none())
        {
            slot.name = Some(ch.name.clone());
            slot.character = Some(ch.id.clone());
            slot.military_ability = None;
        }
    }
    let mut out: Vec<(Character, Option<BirthRolls>)> = Vec::new();
    for n in newcomers {
        let id = CharacterId::from_name(&n.name);
        let rolls = births
            .iter()
            .find(|(c, _)| c.id == id)
            .map(|(_, r)| r.clone());
        out.push((world.characters[&id].clone(), rolls));
    }
    Ok((world, out))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::ScriptedDice;
    use crate::world::LadyId;

    const CAST: &str = r#"
[[characters]]
name = "Henri de Navarre"
class = "nobleman"
father = "Well-to-do"
title = "baron"
social_level = 8
crowns = 120
allowance = 50
strength = 12
expertise = 11
constitution = 13
military_ability = 4
weapons = { rapier = 1 }
commission = { regiment = "royal_foot_guards", rank = "captain", since = "1625-03" }
club = "blue_gables"
mistress = "Constance Bonacieux"

[[ladies]]
name = "Constance Bonacieux"
social_level = 9
influential = true
"#;

    fn newcomers() -> Vec<Newcomer> {
        ["Henri de Navarre", "Jean Rolled"]
            .iter()
            .map(|n| Newcomer {
                name: n.to_string(),
                email: format!("{}@example.org", CharacterId::from_name(n)),
            })
            .collect()
    }

    #[test]
    fn a_cast_character_stands_as_given_and_the_others_are_rolled() {
        let cast = Cast::parse(CAST).unwrap();
        let mut dice = ScriptedDice::new(std::iter::repeat_n(3, 400));
        let (world, players) =
            cast_world(Month::new(1626, 6), &newcomers(), &cast, &mut dice).unwrap();
        let henri = &world.characters[&CharacterId::from_name("Henri de Navarre")];
        assert_eq!(henri.player, "henri_de_navarre@example.org");
        assert_eq!(henri.abilities.endurance, 156);
        assert_eq!(henri.expertise_with(Weapon::Rapier), 12);
        assert_eq!(henri.club.map(|m| m.club), Some(Club::BlueGables));
        let lady = LadyId::from_name("Constance Bonacieux");
        assert_eq!(henri.mistress.as_ref(), Some(&lady));
        assert_eq!(world.ladies[&lady].lover.as_ref(), Some(&henri.id));
        // Two players, two ladies: one from the cast, one rolled.
        assert_eq!(world.ladies.len(), 2);
        // His captaincy is a place in the roster.
        let roster = &world.regiments[&Regiment::RoyalFootGuards];
        assert_eq!(
            roster
                .officers
                .iter()
                .filter(|o| o.character.as_ref() == Some(&henri.id))
                .count(),
            1
        );
        assert!(
            roster
                .officers
                .iter()
                .all(|o| o.rank != Rank::Captain || o.name.is_some())
        );
        assert!(players[0].1.is_none(), "the cast's man rolls no birth");
        assert!(players[1].1.is_some(), "the other is rolled");
    }

    #[test]
    fn a_cast_must_name_players_and_ladies_it_has() {
        let stranger = CAST.replace("Henri de Navarre", "Nobody Known");
        let err = cast_world(
            Month::new(1626, 6),
            &newcomers(),
            &Cast::parse(&stranger).unwrap(),
            &mut ScriptedDice::new(std::iter::repeat_n(3, 400)),
        )
        .unwrap_err();
        assert_eq!(err, CastError::NotAPlayer("Nobody Known".into()));
        let unknown = CAST.replace("mistress = \"Constance Bonacieux\"", "mistress = \"Ninon\"");
        let err = cast_world(
            Month::new(1626, 6),
            &newcomers(),
            &Cast::parse(&unknown).unwrap(),
            &mut ScriptedDice::new(std::iter::repeat_n(3, 400)),
        )
        .unwrap_err();
        assert!(matches!(err, CastError::NoSuchLady { .. }), "{err}");
        assert!(Cast::parse("[[characters]]\nname = 3").is_err());
    }
}
