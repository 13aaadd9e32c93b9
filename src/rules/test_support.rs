//! What the rules' unit tests share: a plain gentleman of a given level, and a month's ledger
//! with a cast.

use super::ledger::Ledger;
use crate::calendar::Month;
use crate::dice::ScriptedDice;
use crate::world::{Character, Lady, Marriage, World};

/// A gentleman of `level`, every die of his birth a 3.
pub fn gentleman(name: &str, level: u8) -> Character {
    let (mut c, _) =
        super::birth::roll_character(name, "p@example.org", &mut ScriptedDice::new([3; 15]));
    c.social_level = level;
    c
}

/// A ledger for September 1628 with `cast` in Paris.
pub fn ledger_of(cast: Vec<Character>) -> Ledger {
    let mut world = World::new(Month::new(1628, 9));
    for c in cast {
        world.characters.insert(c.id.clone(), c);
    }
    Ledger::new(world)
}

/// Makes `husband` the husband of `wife`, wed in February 1627: she is his lady and he her
/// lover.
pub fn wed(husband: &mut Character, wife: &mut Lady) {
    wife.lover = Some(husband.id.clone());
    husband.mistress = Some(wife.id.clone());
    husband.marriage = Some(Marriage {
        lady: wife.id.clone(),
        accepted: Month::new(1627, 1),
        leave: true,
        wed: Some(Month::new(1627, 2)),
    });
}
