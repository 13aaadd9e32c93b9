//! A regiment's ten officers above Subaltern (000, Regimental Organisation).

use crate::vocab::Rank;
use serde::{Deserialize, Serialize};

use super::CharacterId;

/// The officers of a regiment in order of seniority within each rank: a Colonel, a
/// Lieutenant-Colonel, two Majors and six Captains. Vacancies are `None` and sit at the
/// bottom of their rank.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Roster {
    pub officers: Vec<Officer>,
}

/// One officer's slot.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Officer {
    pub rank: Rank,
    /// The name of the holder (a non-player character), or `None` when vacant.
    pub name: Option<String>,
    /// Set when a player character holds the slot.
    #[serde(default)]
    pub character: Option<CharacterId>,
    /// Military ability, rolled only when needed.
    #[serde(default)]
    pub military_ability: Option<u8>,
}

impl Roster {
    /// The slots of the organisation: 1 Colonel, 1 Lieutenant-Colonel, 2 Majors, 6 Captains.
    pub const SLOTS: [(Rank, usize); 4] = [
        (Rank::Colonel, 1),
        (Rank::LieutenantColonel, 1),
        (Rank::Major, 2),
        (Rank::Captain, 6),
    ];

    /// Free slots of a rank.
    pub fn vacancies(&self, rank: Rank) -> usize {
        self.officers
            .iter()
            .filter(|o| o.rank == rank && o.name.is_none() && o.character.is_none())
            .count()
    }
}
