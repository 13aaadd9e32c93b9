//! The duelling rules a game is played by: which rest schedule, whether the optional routines
//! are allowed, the turn limit, the *Elan* defaults for surrender, 003's variants. A game sets
//! them in its configuration (`[house_rules.duel]`); every field has a default, so an empty
//! table is the English rulebook (000) with the *Elan* standing-order defaults (001).

use crate::orders::SurrenderAt;
use crate::tables::duelling;
use serde::{Deserialize, Serialize};

/// The variants of the duelling rules.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct DuelRules {
    /// Mandatory rests for the lower expertise: 000's schedule or *Elan*'s.
    pub rest_schedule: RestSchedule,
    /// The optional routines (Optional Block, Optional Parry, Optional Surrender) may be
    /// written in a sequence (000, Optional Routines). Off: a GM corrects them to a block, a
    /// parry and a rest. A surrender offered by the standing orders' threshold needs no
    /// option.
    pub optional_routines: bool,
    /// The duel ends at the first wound (a game may make every duel one; the challenge rules
    /// usually set it per duel).
    pub first_blood: bool,
    /// House rule: a duel is stopped after this many turns (default 120, ten twelve-turn
    /// sequences, about a minute of fighting at 003's half a second a turn). The seconds part
    /// the duellists: nobody wins, nobody loses; wounds stay. Zero is read as one.
    pub turn_limit: u32,
    /// 000, Sequencing: the advantaged player's first sequence is 6 turns, so his sequences
    /// (and the mandatory rests checked at each) start on turns 1, 7, 19...; off, every
    /// sequence is 12 turns for both (*Elan*, "every twelve turns").
    pub short_first_sequence: bool,
    /// 003, 8.2.4: a rest ending a routine may also be the first rest of the next
    /// ("las poses entre rutinas pueden solaparse"), for every routine, not only the slash;
    /// and the slash is 003's: "-X-T-" (8.2.2), with a Sable (the cutlass) or a Mandoble one
    /// rest more, "-X-X-T-" (8.2.3-8.2.4), so that after a rest a slash may be a bare "-T-"
    /// ("-SA-X-T-"), a heavy one "-X-T-" ("-SA-X-X-T-").
    pub shared_rests: bool,
    /// *Elan*: "If a parry successfully blocks an attack, a riposte will follow": a parry of
    /// a lunge is followed by a riposte even when none was written. Off (000), only a written
    /// "P R" ripostes.
    pub automatic_riposte: bool,
    /// *Elan*, default conditions: "Offer surrender when reduced to 1/2 END or less", for a
    /// duellist whose standing orders say nothing.
    pub offer_surrender_at: SurrenderAt,
    /// *Elan*, default conditions: "Accept all offers of surrender".
    pub accept_surrender: bool,
    /// *Elan*, default conditions: "Accept any offer to duel to first blood" (for the
    /// challenge rules, not the engine).
    pub accept_first_blood: bool,
    /// *Elan*: "A surviving loser of a duel receives credit for one practice session"; to
    /// first blood the winner gets the practice credit (instead of the expertise) and the
    /// loser nothing. Off (000): the winner's +1 expertise only.
    pub practice_credit: bool,
    /// How wounds heal.
    pub recovery: Recovery,
    /// 003's Duelling Table B, which differs from 000's in one cell: a kick against a man at
    /// rest is worth 2, not 3.
    pub preux_table_b: bool,
    /// 003, 8.8.2: endurance below zero is a grave wound, not death: "el personaje deberá
    /// guardar reposo (no podrá practicar esgrima, beber, batirse ni ir al frente) durante un
    /// mes completo; pasado ese mes, se recuperará semanalmente ... la constitución". A kill
    /// by a thrown two-handed sword or cutlass ("resulta automáticamente muerto") stays death.
    pub serious_wounds: bool,
    /// *Elan*: a blade may break only "when a slash is blocked or a lunge is parried"; off
    /// (000), whenever an attack is stopped dead (0 on Table B). Table B's zeros outside a
    /// jump back are exactly those stops (with the optional block and parry), so the two
    /// readings agree; the option states *Elan*'s wording for a game that changes Table B.
    pub elan_breakage: bool,
    /// 003, 7.3.3: "-1 Luchar contra un miembro de un Regimiento amigo": fighting a friendly
    /// regiment costs the point win or lose. Off (000, Table D): only the winner loses it
    /// ("Fights a member of a friendly Regiment and wins").
    pub friendly_fight_costs: bool,
    /// 003, 8.5.1: when an attack is stopped dead it is the ATTACKER's blade that may break
    /// ("hay una posibilidad de que se rompa el arma del atacante"), on the attacker's weapon
    /// number less the defender's, rolled by the defender, with no parry's -1. Off (000):
    /// the defender's blade, one less if he parried.
    pub attacker_blade_breaks: bool,
    /// 003, 8.2.2: a sequence is written in whole routines ("-X-T-SA-X-F-X-X-E-X-X-X-
    /// -->CORRECTO", "-T-SA-F- -->INCORRECTO"). On: a sequence that needs correcting goes to
    /// the GM with the correction proposed (an error); off (000), the GM corrects it by
    /// Duelling Table A and the player is told (a warning).
    pub loose_actions_to_gm: bool,
}

impl Default for DuelRules {
    fn default() -> Self {
        DuelRules {
            rest_schedule: RestSchedule::Rulebook,
            optional_routines: false,
            first_blood: false,
            turn_limit: 120,
            short_first_sequence: true,
            shared_rests: false,
            automatic_riposte: false,
            offer_surrender_at: SurrenderAt::Fraction(0.5),
            accept_surrender: true,
            accept_first_blood: true,
            practice_credit: true,
            recovery: Recovery::Rulebook,
            preux_table_b: false,
            serious_wounds: false,
            elan_breakage: false,
            loose_actions_to_gm: false,
            friendly_fight_costs: false,
            attacker_blade_breaks: false,
        }
    }
}

impl DuelRules {
    /// The *Elan* PBeM rules (001): its rest schedule, twelve-turn sequences for both, the
    /// automatic riposte.
    pub fn elan() -> Self {
        DuelRules {
            rest_schedule: RestSchedule::Elan,
            short_first_sequence: false,
            automatic_riposte: true,
            elan_breakage: true,
            ..DuelRules::default()
        }
    }

    /// *Preux et audacieux* (003): shared rests between routines, its recovery, its Table B,
    /// grave wounds, and sequences in whole routines or to the GM.
    pub fn preux() -> Self {
        DuelRules {
            shared_rests: true,
            recovery: Recovery::Preux,
            preux_table_b: true,
            serious_wounds: true,
            elan_breakage: false,
            loose_actions_to_gm: true,
            friendly_fight_costs: true,
            attacker_blade_breaks: true,
            ..DuelRules::default()
        }
    }

    /// The turn limit, at least one.
    pub fn limit(&self) -> u32 {
        self.turn_limit.max(1)
    }
}

/// How many mandatory rests per sequence the lower expertise adds.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RestSchedule {
    /// 000, Swordsmanship: difference 3-4: 1, 5-6: 2, 7 or more: 3.
    #[default]
    Rulebook,
    /// 001, Swordsmanship: 0-1: 0, 2-3: 1, 4-5: 2, 6-7: 3, 8-9: 4, 10-11: 5, 12+: 6,
    /// "spread as evenly throughout the less-experienced duelist's schedule as possible".
    Elan,
}

impl RestSchedule {
    /// Mandatory rests per sequence for an expertise difference.
    pub fn rests(self, difference: u8) -> u8 {
        match self {
            RestSchedule::Rulebook => duelling::mandatory_rests(difference),
            // 001's table is two rows per rest from 2 up to 12: "2-3 1 ... 10-11 5, 12+ 6".
            RestSchedule::Elan => (difference / 2).min(6),
        }
    }
}

/// How wounds heal after a duel.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Recovery {
    /// 000 and 001: "One half of the Endurance points lost in a duel may be recovered the
    /// first week after the duel. Each week thereafter, Endurance points equal to the
    /// character's Constitution".
    #[default]
    Rulebook,
    /// 003, 8.8.1: the points lost below half the endurance come back at the end of the week
    /// after the duel; then the constitution each week (from that first week when the wounds
    /// did not reach half).
    Preux,
}

/// Offsets (0-based turns into a sequence of `len` turns) where `n` mandatory rests are
/// due: the centres of `n` equal slices, so they are spread evenly (001).
///
/// House rule: 000 does not say where the rests go; the same spreading serves both
/// schedules. A rest is taken at the first routine boundary at or after its offset.
pub fn rest_offsets(n: u8, len: u32) -> Vec<u32> {
    let n = u32::from(n);
    (0..n).map(|k| (2 * k + 1) * len / (2 * n)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elan_rest_table() {
        // "0-1 0, 2-3 1, 4-5 2, 6-7 3, 8-9 4, 10-11 5, 12+ 6"
        let got: Vec<u8> = (0..=14).map(|d| RestSchedule::Elan.rests(d)).collect();
        assert_eq!(got, vec![0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 6]);
        let got: Vec<u8> = (0..=8).map(|d| RestSchedule::Rulebook.rests(d)).collect();
        assert_eq!(got, vec![0, 0, 0, 1, 1, 2, 2, 3, 3]);
    }

    #[test]
    fn rests_are_spread_evenly() {
        assert_eq!(rest_offsets(1, 12), vec![6]);
        assert_eq!(rest_offsets(2, 12), vec![3, 9]);
        assert_eq!(rest_offsets(3, 12), vec![2, 6, 10]);
        assert_eq!(rest_offsets(6, 12), vec![1, 3, 5, 7, 9, 11]);
        assert_eq!(rest_offsets(0, 12), Vec::<u32>::new());
    }

    #[test]
    fn rules_read_from_an_empty_table() {
        let r: DuelRules = toml::from_str("").unwrap();
        assert_eq!(r, DuelRules::default());
        let r: DuelRules = toml::from_str("rest_schedule = \"elan\"\nturn_limit = 60").unwrap();
        assert_eq!(r.rest_schedule, RestSchedule::Elan);
        assert_eq!(r.turn_limit, 60);
    }
}
