//! A new game's world: the players' characters rolled by the Birth Tables, as many ladies as
//! players, and every regiment's ten officers (non-player characters, their military
//! ability rolled only when needed).

use super::birth::{BirthRolls, roll_character};
use super::ladies::roll_ladies_besides;
use crate::calendar::Month;
use crate::dice::Dice;
use crate::vocab::{Rank, Regiment};
use crate::world::{Character, Lady, Officer, Roster, World};

/// Surnames for the regiments' officers.
const SURNAMES: [&str; 30] = [
    "de Tréville",
    "de Jussac",
    "de Cahusac",
    "de Biscarat",
    "de Rochefort",
    "de Bernajoux",
    "de Vardes",
    "de Guiche",
    "de Louvigny",
    "de Brissac",
    "de Bassompierre",
    "de Gassion",
    "de Schomberg",
    "de Chavigny",
    "de la Ferté",
    "de Créqui",
    "de Puységur",
    "de Montbazon",
    "de Candale",
    "de Saint-Luc",
    "de Turenne",
    "de Fabert",
    "de Lauzun",
    "d'Humières",
    "de Marsillac",
    "de Villeroy",
    "de Navailles",
    "de Lesdiguières",
    "de Sourdis",
    "d'Effiat",
];

/// A player joining at game creation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Newcomer {
    pub name: String,
    pub email: String,
}

/// Rolls a new world: characters in the order given, then the ladies, then the rosters.
pub fn new_world(
    month: Month,
    newcomers: &[Newcomer],
    dice: &mut dyn Dice,
) -> (World, Vec<(Character, BirthRolls)>) {
    new_world_with(month, newcomers, Vec::new(), Vec::new(), dice)
}

/// [`new_world`] with characters and ladies given whole (a cast, `super::cast`): the
/// newcomers are rolled, then as many more ladies as make one for each character, then the
/// rosters. With nothing given it is `new_world`, die for die.
pub fn new_world_with(
    month: Month,
    newcomers: &[Newcomer],
    given: Vec<Character>,
    ladies: Vec<Lady>,
    dice: &mut dyn Dice,
) -> (World, Vec<(Character, BirthRolls)>) {
    let mut world = World::new(month);
    let players = newcomers.len() + given.len();
    for c in given {
        world.characters.insert(c.id.clone(), c);
    }
    let mut births = Vec::new();
    for n in newcomers {
        let (c, rolls) = roll_character(&n.name, &n.email, dice);
        world.characters.insert(c.id.clone(), c.clone());
        births.push((c, rolls));
    }
    let wanted = players.saturating_sub(ladies.len());
    let taken: Vec<String> = ladies.iter().map(|l| l.name.clone()).collect();
    for lady in ladies {
        world.ladies.insert(lady.id.clone(), lady);
    }
    for lady in roll_ladies_besides(wanted, &taken, dice) {
        world.ladies.insert(lady.id.clone(), lady);
    }
    let mut next_name = 0usize;
    for regiment in Regiment::ALL.iter().copied() {
        let mut officers = Vec::new();
        for (rank, count) in Roster::SLOTS {
            for _ in 0..count {
                // Names are dealt round-robin, offset by a die so games differ.
                next_name += usize::from(dice.d6());
                let name = SURNAMES[next_name % SURNAMES.len()];
                officers.push(Officer {
                    rank,
                    name: Some(format!("{} {}", rank_title(rank), name)),
                    character: None,
                    military_ability: None,
                });
            }
        }
        world.regiments.insert(regiment, Roster { officers });
    }
    (world, births)
}

/// A non-player officer's name: his rank's title and a surname chosen by `key` (stable: the
/// same key gives the same name).
pub fn officer_name(rank: Rank, key: &str) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in key.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!(
        "{} {}",
        rank_title(rank),
        SURNAMES[(h % SURNAMES.len() as u64) as usize]
    )
}

fn rank_title(rank: Rank) -> &'static str {
    match rank {
        Rank::Colonel => "Colonel",
        Rank::LieutenantColonel => "Lt-Col.",
        Rank::Major => "Major",
        _ => "Captain",
    }
}
