//! Character creation (000, Birth): abilities, the Birth Tables A to D, initial social level,
//! funds and allowance, military ability.
//!
//! The dice are rolled in the order the rulebook gives them: strength, expertise and
//! constitution (3d6 each; endurance = constitution x strength), then Birth Table A (class),
//! B (sibling rank) and, for a first son, the orphan die, then C (father's position) and, for
//! a nobleman, D (father's title); last the military ability (1d6).

use crate::dice::Dice;
use crate::tables::birth::{self, Class, SiblingRank};
use crate::world::{Abilities, Birth, Character, Entering};
use serde::{Deserialize, Serialize};

/// Every die of a birth, for the GM report and the character sheet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BirthRolls {
    pub strength: u32,
    pub expertise: u32,
    pub constitution: u32,
    pub class: u8,
    pub sibling: u8,
    /// The orphan die, rolled only for a first son (1 = orphan).
    pub orphan: Option<u8>,
    pub position: u8,
    /// The title die, rolled only for a nobleman.
    pub title: Option<u8>,
    pub military_ability: u8,
}

/// Rolls a new character. The house rules of the Birth Tables (fractions of a crown dropped,
/// an orphan's inheritance not raised by 10%) are documented in `tables::birth`.
pub fn roll_character(name: &str, player: &str, dice: &mut dyn Dice) -> (Character, BirthRolls) {
    let strength = dice.sum(3);
    let expertise = dice.sum(3);
    let constitution = dice.sum(3);
    const DIE: &str = "a die shows 1 to 6, and every table has six rows";
    let class_die = dice.d6();
    let class = birth::class_for_roll(class_die).expect(DIE);
    let sibling_die = dice.d6();
    let sibling = birth::sibling_rank_for_roll(sibling_die).expect(DIE);
    let orphan_die = (sibling == SiblingRank::FirstSon).then(|| dice.d6());
    let orphan = orphan_die == Some(birth::orphan_roll());
    let position_die = dice.d6();
    let position = birth::father_position(class, position_die).expect(DIE);
    let title_die = (class == Class::Nobleman).then(|| dice.d6());
    let title = title_die.map(|d| birth::title_for_roll(d).expect(DIE));
    let military_ability = dice.d6();

    let level = birth::initial_social_level(class, position, title, sibling, orphan);
    let titled = orphan && class == Class::Nobleman;
    let money = birth::initial_money(position, sibling, orphan);
    let (crowns, allowance) = (i64::from(money.funds), i64::from(money.allowance));
    let endurance = (constitution * strength) as u16;
    let character = Character::entering(Entering {
        name: name.to_string(),
        player: player.to_string(),
        birth: Birth {
            class,
            sibling,
            orphan,
            father: position.name.clone(),
            title,
            titled,
        },
        social_level: level,
        crowns,
        allowance,
        abilities: Abilities {
            strength: strength as u8,
            expertise: expertise as u8,
            constitution: constitution as u8,
            endurance,
        },
        military_ability,
    });
    let rolls = BirthRolls {
        strength,
        expertise,
        constitution,
        class: class_die,
        sibling: sibling_die,
        orphan: orphan_die,
        position: position_die,
        title: title_die,
        military_ability,
    };
    (character, rolls)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::ScriptedDice;
    use crate::tables::birth::Title;

    /// 000, Birth: "The Bergerac family is blessed with a son. A five is rolled on Birth
    /// Table A, a 1 on Birth Table B: ... the first son of a nobleman. Rolling again ..., he
    /// is not yet an orphan. Rolling a three on the nobles section of Table C shows that the
    /// character's father is well-to-do, ... an initial fortune of (250 + 10%) 275 Crowns ...
    /// a monthly allowance of (50 + 10%) 55 Crowns. A four rolled on Table D shows that the
    /// senior Bergerac is an Earl. ... an initial Social Level of 9, plus one for being a first
    /// son, or 10 total."
    #[test]
    fn the_bergerac_birth() {
        let mut dice = ScriptedDice::new([
            4, 3, 3, // strength 10
            5, 4, 3, // expertise 12
            6, 5, 4, // constitution 15
            5, // Table A: nobleman
            1, // Table B: first son
            4, // the orphan die: not an orphan
            3, // Table C: well-to-do
            4, // Table D: Earl
            3, // military ability
        ]);
        let (rodney, rolls) = roll_character("Rodney Bergerac", "rodney@example.org", &mut dice);
        assert_eq!(dice.remaining(), 0);
        assert_eq!(rodney.birth.class, Class::Nobleman);
        assert_eq!(rodney.birth.sibling, SiblingRank::FirstSon);
        assert!(!rodney.birth.orphan);
        assert_eq!(rodney.birth.father, "Well-to-do");
        assert_eq!(rodney.birth.title, Some(Title::Earl));
        assert_eq!(rodney.crowns, 275);
        assert_eq!(rodney.allowance, 55);
        assert_eq!(rodney.social_level, 10);
        assert_eq!(rodney.abilities.endurance, 150, "endurance = con x str");
        assert_eq!(rodney.military_ability, 3);
        assert_eq!(rolls.orphan, Some(4));
    }

    #[test]
    fn a_noble_orphan_first_son_takes_the_title_and_the_inheritance() {
        let mut dice = ScriptedDice::new([3, 3, 3, 3, 3, 3, 3, 3, 3, 6, 1, 1, 5, 6, 2]);
        let (c, _) = roll_character("Orphan", "o@example.org", &mut dice);
        // Very Wealthy (5000 inheritance), Count 11, +1 first son, +3 title.
        assert!(c.birth.orphan && c.birth.titled);
        assert_eq!(c.crowns, 5000);
        assert_eq!(c.allowance, 0);
        assert_eq!(c.social_level, 15);
    }

    #[test]
    fn a_bastard_commoner_loses_a_tenth_and_a_level() {
        let mut dice = ScriptedDice::new([3, 3, 3, 3, 3, 3, 3, 3, 3, 1, 6, 4, 2]);
        let (c, rolls) = roll_character("Jean", "j@example.org", &mut dice);
        assert_eq!(rolls.orphan, None, "only first sons roll the orphan die");
        assert_eq!(rolls.title, None, "only noblemen roll for a title");
        assert_eq!(c.birth.father, "Merchant");
        assert_eq!(c.crowns, 135); // 150 - 10%
        assert_eq!(c.allowance, 18); // 20 - 10%
        assert_eq!(c.social_level, 2); // Merchant 3, -1 bastard
    }
}
