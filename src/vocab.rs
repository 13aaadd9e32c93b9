//! The game's own vocabulary: weapons, clubs, regiments, ranks.
//!
//! These are closed sets fixed by the rulebook (000: Clubs Table, Regimental Tables A-C,
//! Duelling Table C). Their ids serialise in snake_case (`blue_gables`, `royal_foot_guards`,
//! `69th_arquebusiers`, `two_handed_sword`) and are what orders, the store and templates use.
//! The numbers attached to them (dues, pay, prices...) live in `tables`, as data.

use serde::{Deserialize, Serialize};
use std::fmt;

macro_rules! vocabulary {
    ($(#[$m:meta])* $name:ident { $($(#[$vm:meta])* $variant:ident = $id:literal, $display:literal;)* }) => {
        $(#[$m])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
        pub enum $name {
            $($(#[$vm])* #[serde(rename = $id)] $variant,)*
        }
        impl $name {
            /// Every value, in the rulebook's order.
            pub const ALL: &'static [$name] = &[$($name::$variant,)*];
            /// The snake_case id used in JSON, the store and templates.
            pub fn id(self) -> &'static str {
                match self { $($name::$variant => $id,)* }
            }
            /// The English name as the rulebook prints it.
            pub fn name(self) -> &'static str {
                match self { $($name::$variant => $display,)* }
            }
            /// Looks a value up by its id.
            pub fn from_id(id: &str) -> Option<$name> {
                match id { $($id => Some($name::$variant),)* _ => None }
            }
        }
        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.name())
            }
        }
    };
}

vocabulary! {
    /// Duelling Table C's weapons.
    Weapon {
        Rapier = "rapier", "rapier";
        Dagger = "dagger", "dagger";
        Foil = "foil", "foil";
        Sabre = "sabre", "sabre";
        Cutlass = "cutlass", "cutlass";
        TwoHandedSword = "two_handed_sword", "two-handed sword";
    }
}

vocabulary! {
    /// The Clubs Table, in rank order (1 = Bothwell's, the highest).
    Club {
        Bothwells = "bothwells", "Bothwell's";
        Hunters = "hunters", "Hunter's";
        HorseGuards = "horse_guards", "The Horse Guards";
        BlueGables = "blue_gables", "The Blue Gables";
        FrogAndPeach = "frog_and_peach", "The Frog & Peach";
        RedPhillips = "red_phillips", "Red Phillips";
    }
}

impl Club {
    /// The club's rank on the Clubs Table: 1 (Bothwell's) to 6 (Red Phillips).
    pub fn rank(self) -> u8 {
        Club::ALL.iter().position(|c| *c == self).unwrap_or(0) as u8 + 1
    }
}

vocabulary! {
    /// Regimental Table A, in order of social standing (the Royal Foot Guards highest).
    Regiment {
        RoyalFootGuards = "royal_foot_guards", "Royal Foot Guards";
        CardinalsGuard = "cardinals_guard", "Cardinal's Guard";
        KingsMusketeers = "kings_musketeers", "King's Musketeers";
        DragoonGuards = "dragoon_guards", "Dragoon Guards";
        QueensOwnCarabiniers = "queens_own_carabiniers", "Queen's Own Carabiniers";
        ArchdukeLeopoldCuirassiers = "archduke_leopold_cuirassiers", "Archduke Leopold Cuirassiers";
        CrownPrinceCuirassiers = "crown_prince_cuirassiers", "Crown Prince Cuirassiers";
        RoyalMarines = "royal_marines", "Royal Marines";
        GrandDukeMaxsDragoons = "grand_duke_maxs_dragoons", "Grand Duke Max's Dragoons";
        PicardyMusketeers = "picardy_musketeers", "Picardy Musketeers";
        Fusiliers13th = "13th_fusiliers", "13th Fusiliers";
        PrincessLouisasLightDragoons = "princess_louisas_light_dragoons", "Princess Louisa's Light Dragoons";
        Fusiliers53rd = "53rd_fusiliers", "53rd Fusiliers";
        Musketeers27th = "27th_musketeers", "27th Musketeers";
        Arquebusiers4th = "4th_arquebusiers", "4th Arquebusiers";
        Arquebusiers69th = "69th_arquebusiers", "69th Arquebusiers";
        Gascon = "gascon", "The Gascon Regiment";
        Frontier = "frontier", "Frontier Regiment";
        Rnhb = "rnhb", "Royal North Highland Border Regiment";
    }
}

vocabulary! {
    /// Regimental Table B's ranks, lowest first.
    Rank {
        Private = "private", "Private";
        Subaltern = "subaltern", "Subaltern";
        Captain = "captain", "Captain";
        Major = "major", "Major";
        LieutenantColonel = "lieutenant_colonel", "Lieutenant-Colonel";
        Colonel = "colonel", "Colonel";
        BrigadierGeneral = "brigadier_general", "Brigadier-General";
        LieutenantGeneral = "lieutenant_general", "Lieutenant-General";
        General = "general", "General";
        FieldMarshal = "field_marshal", "Field Marshal";
    }
}

vocabulary! {
    /// The game's languages: the English rulebook and the Spanish *Preux et audacieux*.
    #[derive(Default)]
    Language {
        #[default]
        English = "en", "English";
        Spanish = "es", "Spanish";
    }
}

vocabulary! {
    /// Regimental Table C's brigades.
    Brigade {
        Guards = "guards", "Brigade of Guards";
        HorseGuards = "horse_guards", "Horse Guards Brigade";
        Heavy = "heavy", "Heavy Brigade";
        Dragoon = "dragoon", "Dragoon Brigade";
        Foot1st = "1st_foot", "1st Brigade of Foot";
        Foot2nd = "2nd_foot", "2nd Brigade of Foot";
        Foot3rd = "3rd_foot", "3rd Brigade of Foot";
        Foot4th = "4th_foot", "4th Brigade of Foot";
        Frontier = "frontier", "Frontier Regiments";
    }
}

impl Brigade {
    /// The brigade's name in Spanish (003's "Brigada de la Guardia"...).
    pub fn spanish_name(self) -> &'static str {
        match self {
            Brigade::Guards => "Brigada de la Guardia",
            Brigade::HorseGuards => "Brigada de la Guardia Montada",
            Brigade::Heavy => "Brigada Pesada",
            Brigade::Dragoon => "Brigada de Dragones",
            Brigade::Foot1st => "1ª Brigada de Infantería",
            Brigade::Foot2nd => "2ª Brigada de Infantería",
            Brigade::Foot3rd => "3ª Brigada de Infantería",
            Brigade::Foot4th => "4ª Brigada de Infantería",
            Brigade::Frontier => "Regimientos Fronterizos",
        }
    }
}

vocabulary! {
    /// *Preux et audacieux*'s venues (003, 3.2-3.4), in a game only with its house rules
    /// (`spanish_venues`).
    SpanishVenue {
        GrandCasino = "grand_casino", "the Grand Casino";
        TheatreRoyale = "theatre_royale", "the Théâtre Royale";
        Taverns = "taverns", "the taverns of the docks";
    }
}
