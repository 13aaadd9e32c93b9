//! The rulebook a game is played by: the English rules with the house rules a GM chose.
//!
//! Where the rule documents are silent or disagree, the default follows the English rulebook
//! (000) and each choice is a variant here, set per game in `config/` (`[house_rules]`).
//! ARCHITECTURE.md lists them.

pub mod army;
pub mod honour;
pub mod pistols;
pub mod society;

use super::duel::DuelRules;
use crate::tables::clubs::ClubTableVariant;
use army::ArmyRules;
use honour::HonourRules;
use pistols::PistolRules;
use serde::{Deserialize, Serialize};
use society::{
    CutStake, DiseaseRules, FamilyRules, InfluenceRules, MembersBelow, Mingling, TitleRules,
    Whereabouts,
};

/// The house rules of one game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Rulebook {
    /// Which Clubs Table: the rulebook's (000) or *Preux et audacieux*'s (003, 3.1).
    pub club_table: ClubTableVariant,
    /// House rule (the rules are silent on when money comes in): allowance and pay are
    /// received at the start of the month, before the weeks are played, so they can be spent.
    pub income_at_start: bool,
    /// House rule (the rules say privates "must spend two weeks" on duty, subalterns one, but
    /// not what happens when the orders forget): the missing duty weeks are imposed on the
    /// last weeks with no long action, else on the last weeks, whose orders are then refused.
    pub impose_duty: bool,
    /// A member below his club's requirements keeps his membership (000: requirements on
    /// applying, dues for staying), or (house rule) is struck off at the next month's start,
    /// as a man of his level applying would be refused.
    pub club_members_below: MembersBelow,
    /// Who counts as company at a club: hosts and their guests (000), or everyone who meets
    /// there (003, 3.1.3).
    pub mingling: Mingling,
    /// How a cut bet counts towards the week's stake: half (000) or whole (003's example).
    pub gambling_cut_stake: CutStake,
    /// *Preux et audacieux*'s venues (003, 3.2-3.4): the taverns of the docks, the Grand
    /// Casino and the Théâtre Royale.
    pub spanish_venues: bool,
    /// House rule (003 says only "existe una posibilidad"): pickpockets strike in a tavern on
    /// this roll of one die or higher (the bawdyhouse's footpads strike on a 6, as 000 says).
    pub pickpockets_on: u8,
    /// House rule (003, 4.1.7's table is lost): where a lady followed goes this week, on one
    /// die (1 to 6). See `society::following`.
    pub follow_lady: [Whereabouts; 6],
    /// 003, 4.1.6: a lady may be followed (where she goes, `follow_lady`). Off (000 has
    /// none): the order is refused as not in this game.
    pub following: bool,
    /// The army's house rules (`[house_rules.army]`): how the Force Commitment die is read,
    /// the reconstructed Force Commitment and Deployment Tables, purchase over non-players.
    pub army: ArmyRules,
    /// The duel's variants (`[house_rules.duel]`): the rest schedule (the rulebook's or
    /// *Elan*'s), optional routines, first blood, the turn limit, surrender defaults.
    pub duel: DuelRules,
    /// Affairs of honour (`[house_rules.honour]`): insults, apologies, the terms of a duel,
    /// seconds; the English game's or *Preux et audacieux*'s (003, 7.1-7.2).
    pub honour: HonourRules,
    /// Influence (`[house_rules.influence]`): 003's bribes (5.2), and what a briber
    /// denounced loses.
    pub influence: InfluenceRules,
    /// *Preux et audacieux*'s residences (003, 4.5): a house kept month after month, its rent
    /// and its status. Off (000 has none): the order is refused.
    pub residences: bool,
    /// *Preux et audacieux*'s pregnancies and births (`[house_rules.family]`, 003, 4.3): off
    /// (000 has none), or on, with the odds of a conception (a house rule).
    pub family: FamilyRules,
    /// *Preux et audacieux*'s pistols (`[house_rules.pistols]`, 003, 8.9): bought, practised
    /// at a cost in status, carried and fired at footpads. Off (000 has none).
    pub pistols: PistolRules,
    /// *Preux et audacieux*'s venereal disease (`[house_rules.disease]`, 003 after 3.4): the
    /// bawdyhouse's company may infect, a lover passes it on, a cure is paid for. Off (000).
    pub disease: DiseaseRules,
    /// Titles (`[house_rules.titles]`, 003, 6.0): the deeds that make a man worthy of one and
    /// the King's die (6.0.1-6.0.2 are lost: a house rule). On in both games.
    pub titles: TitleRules,
}

impl Rulebook {
    /// *Preux et audacieux*'s rules (003): its Clubs Table, everyone met at a club counted as
    /// company (3.1.3), a cut bet counted whole (its example), the taverns, the Casino and the
    /// theatre, its duel, its affairs of honour (7.1-7.2), its bribes (5.2), its residences
    /// (4.5), its pregnancies (4.3), its pistols (8.9) and its venereal disease (after 3.4).
    pub fn preux() -> Self {
        Rulebook {
            club_table: ClubTableVariant::PreuxEtAudacieux,
            mingling: Mingling::Everyone,
            gambling_cut_stake: CutStake::Full,
            spanish_venues: true,
            duel: DuelRules::preux(),
            honour: HonourRules::preux(),
            influence: InfluenceRules {
                bribes: true,
                ..InfluenceRules::default()
            },
            residences: true,
            following: true,
            family: FamilyRules {
                marriage: true,
                pregnancies: true,
                stag_party: true,
                wedding_status: 1,
                wife_rises: true,
                husband_learns_on: 6,
                ..FamilyRules::default()
            },
            pistols: PistolRules {
                allowed: true,
                ..PistolRules::default()
            },
            disease: DiseaseRules {
                venereal: true,
                ..DiseaseRules::default()
            },
            ..Rulebook::default()
        }
    }
}

impl Default for Rulebook {
    fn default() -> Self {
        Rulebook {
            club_table: ClubTableVariant::Rulebook,
            income_at_start: true,
            impose_duty: true,
            club_members_below: MembersBelow::default(),
            mingling: Mingling::HostsAndGuests,
            gambling_cut_stake: CutStake::Half,
            spanish_venues: false,
            pickpockets_on: 6,
            follow_lady: society::DEFAULT_TABLE,
            following: false,
            army: ArmyRules::default(),
            duel: DuelRules::default(),
            honour: HonourRules::default(),
            influence: InfluenceRules::default(),
            residences: false,
            family: FamilyRules::default(),
            pistols: PistolRules::default(),
            disease: DiseaseRules::default(),
            titles: TitleRules::default(),
        }
    }
}
