//! The world of a game between two months: characters, ladies, regiments.
//!
//! Plain data, serialisable, with no behaviour beyond lookups. The rules take a `&World`
//! and return the next one; the store keeps one per turn.

mod character;
mod lady;
mod roster;
mod service;

pub use character::{
    Abilities, Affront, CasinoMembership, Character, Child, Commission, Debt, Entering, Favour,
    Lands, Marriage, Membership, WeaponSkill, Wound,
};
pub use lady::{Lady, Motherhood, Pregnancy};
pub use roster::{Officer, Roster};
pub use service::{
    Appointment, ArmyState, Brevet, BrevetKind, CampaignService, CampaignState, Mention,
    ServiceRecord,
};

use crate::calendar::Month;
use crate::tables::birth::{Class, SiblingRank, Title};
use crate::vocab::Regiment;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;

macro_rules! id_type {
    ($(#[$m:meta])* $name:ident) => {
        $(#[$m])*
        #[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
        #[serde(transparent)]
        pub struct $name(pub String);

        impl $name {
            /// The id of a name: lowercase ASCII letters and digits joined by `_`, accents
            /// folded (`Pierre de l'Exemple` -> `pierre_de_l_exemple`).
            pub fn from_name(name: &str) -> Self {
                $name(slug(name))
            }
            pub fn as_str(&self) -> &str {
                &self.0
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&self.0)
            }
        }
    };
}

id_type!(
    /// A character's stable id, the slug of his name.
    CharacterId
);
id_type!(
    /// A lady's stable id, the slug of her name.
    LadyId
);

/// Folds a name to its id form.
pub fn slug(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars().flat_map(fold_accent) {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.is_empty() && !out.ends_with('_') {
            out.push('_');
        }
    }
    out.trim_end_matches('_').to_string()
}

/// Latin letters with accents to their base letters (enough for French and Spanish names).
pub fn fold_accent(c: char) -> impl Iterator<Item = char> {
    let base = match c {
        'à' | 'á' | 'â' | 'ä' | 'ã' | 'å' => 'a',
        'À' | 'Á' | 'Â' | 'Ä' | 'Ã' | 'Å' => 'A',
        'è' | 'é' | 'ê' | 'ë' => 'e',
        'È' | 'É' | 'Ê' | 'Ë' => 'E',
        'ì' | 'í' | 'î' | 'ï' => 'i',
        'Ì' | 'Í' | 'Î' | 'Ï' => 'I',
        'ò' | 'ó' | 'ô' | 'ö' | 'õ' => 'o',
        'Ò' | 'Ó' | 'Ô' | 'Ö' | 'Õ' => 'O',
        'ù' | 'ú' | 'û' | 'ü' => 'u',
        'Ù' | 'Ú' | 'Û' | 'Ü' => 'U',
        'ç' => 'c',
        'Ç' => 'C',
        'ñ' => 'n',
        'Ñ' => 'N',
        '’' | '‘' => '\'',
        other => other,
    };
    std::iter::once(base)
}

/// How a character was born (000, Birth Tables A to D), kept for his sheet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Birth {
    pub class: Class,
    pub sibling: SiblingRank,
    pub orphan: bool,
    /// The father's position on Birth Table C ("Well-to-do"...).
    pub father: String,
    pub title: Option<Title>,
    /// Whether he holds the title himself (a noble orphan first son).
    pub titled: bool,
}

/// Everything that changes from month to month.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct World {
    /// The month about to be played (the current turn).
    pub month: Month,
    pub characters: BTreeMap<CharacterId, Character>,
    pub ladies: BTreeMap<LadyId, Lady>,
    pub regiments: BTreeMap<Regiment, Roster>,
    /// The army: service records, staff, Brigade Majors, the season's campaign.
    #[serde(default)]
    pub army: ArmyState,
}

impl World {
    /// An empty world whose first month is `month`.
    pub fn new(month: Month) -> World {
        World {
            month,
            characters: BTreeMap::new(),
            ladies: BTreeMap::new(),
            regiments: BTreeMap::new(),
            army: ArmyState::default(),
        }
    }

    /// The character with this name or id (names compared by their slug).
    pub fn character_named(&self, name: &str) -> Option<&Character> {
        let id = CharacterId::from_name(name);
        if let Some(c) = self.characters.get(&id) {
            return Some(c);
        }
        // A first name alone, when only one character bears it (as for ladies): the order
        // check (`orders::meaning`) accepts it, so the rules must find him by it too.
        let mut matches = self
            .characters
            .values()
            .filter(|c| !id.0.is_empty() && c.id.0.split('_').next() == Some(id.0.as_str()));
        match (matches.next(), matches.next()) {
            (Some(one), None) => Some(one),
            _ => None,
        }
    }

    /// The lady with this name or id (names compared by their slug; a first name alone is
    /// enough when only one lady bears it), unless she has left Paris (003, 4.3.3).
    pub fn lady_named(&self, name: &str) -> Option<&Lady> {
        let id = LadyId::from_name(name);
        if let Some(lady) = self.ladies.get(&id) {
            return (!lady.motherhood.left_paris).then_some(lady);
        }
        let mut matches = self.ladies.values().filter(|l| {
            !l.motherhood.left_paris
                && LadyId::from_name(&l.name)
                    .0
                    .split('_')
                    .any(|part| part == id.0)
        });
        match (matches.next(), matches.next()) {
            (Some(one), None) => Some(one),
            _ => None,
        }
    }

    /// Living characters, in id order.
    pub fn living(&self) -> impl Iterator<Item = &Character> {
        self.characters.values().filter(|c| c.alive)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_fold_to_ids() {
        assert_eq!(slug("Pierre de l'Exemple"), "pierre_de_l_exemple");
        assert_eq!(slug("  Hélène  d’Aubigné "), "helene_d_aubigne");
        assert_eq!(
            CharacterId::from_name("Rodney Bergerac").0,
            "rodney_bergerac"
        );
    }
}
