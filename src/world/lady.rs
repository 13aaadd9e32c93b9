//! The ladies of Paris: the game's mistresses (000, Female Companionship).

use serde::{Deserialize, Serialize};

use super::{CharacterId, LadyId};

/// A lady, rolled at game creation: 3d6 social level and, on a 1-2 each, beauty, influence
/// and wealth.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lady {
    pub id: LadyId,
    pub name: String,
    pub social_level: u8,
    pub beautiful: bool,
    pub influential: bool,
    pub wealthy: bool,
    /// Her lover, if she has one.
    #[serde(default)]
    pub lover: Option<CharacterId>,
    /// A titled lady (003, 6.0: a Dame or above): her ring costs double, her marriage needs
    /// the King's leave and her dowry is larger (003, 4.4). Given by the GM (the cast), not
    /// rolled.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub titled: bool,
}
