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
}
