//! The army's house rules (`[house_rules.army]`).

use crate::tables::appointments::{PostRule, default_posts};
use crate::tables::force_tables::{CommitmentRoll, ForceTables};
use serde::{Deserialize, Serialize};

/// The army's house rules (`[house_rules.army]`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ArmyRules {
    /// How the Force Commitment die is read (the Force Organisation Table runs to 7).
    pub commitment_roll: CommitmentRoll,
    /// House rule: the reconstructed Force Commitment and Force Deployment Tables (see
    /// `src/tables/data/force_tables.toml`); a game may give its own.
    pub force_tables: ForceTables,
    /// House rule (000 forbids buying a rank only when players hold all its slots): a
    /// newcomer buying a Captaincy or Majority with no vacancy takes the junior non-player
    /// holder's place, who sells out. `false`: only into a vacancy (003, 9.3.4).
    pub purchase_displaces_npc: bool,
    /// House rule: the posts a player may be appointed to (the Military Appointments Tables
    /// are missing from this copy; see `src/tables/data/appointments.toml`).
    pub appointments: Vec<PostRule>,
    /// 003, 5.1.7: "Todas las tiradas fallan si en el dado sale un 1, sin tener en cuenta la
    /// influencia aplicada": a 1 fails an influenced roll (an application, an excusal, a
    /// petition, a post, a commander asked to volunteer) whatever the modifiers. Off by
    /// default: 000 has no such rule, and 003's own example (9.3.2: level 13 enters the 53rd
    /// "sacar un 1 y todavía entrar") contradicts it.
    pub one_always_fails: bool,
    /// "Members of Cavalry Regiments and Captains of any Regiment must buy one horse and
    /// equipment. Majors and above in any Regiment must buy three" (000): what happens to a
    /// man short of them at the month's end.
    pub horses: HorseRule,
}

/// How the horses a rank and regiment require are enforced (the rules say "must buy", and
/// nothing of a man who does not).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HorseRule {
    /// As the rules say: the regiment buys those he lacks for him, at his cost (100 crowns
    /// each, and a groom), as many as his purse pays at the month's end; he is told what he
    /// still lacks.
    #[default]
    Bought,
    /// He is only reminded, month after month.
    Reminded,
}

impl ArmyRules {
    /// Whether an influenced roll succeeds: `roll + modifier >= needed`, unless the house
    /// rule makes a 1 fail.
    pub fn succeeds(&self, roll: u8, modifier: i32, needed: i32) -> bool {
        !(self.one_always_fails && roll == 1) && i32::from(roll) + modifier >= needed
    }
}

impl Default for ArmyRules {
    fn default() -> Self {
        ArmyRules {
            commitment_roll: CommitmentRoll::default(),
            force_tables: ForceTables::default(),
            purchase_displaces_npc: true,
            appointments: default_posts(),
            one_always_fails: false,
            horses: HorseRule::default(),
        }
    }
}
