//! Petitions for substitution (000, "h. Campaign and Volunteers", Substitutions): "a player
//! may petition to have a Regiment which is not going on campaign during the regular
//! campaign season substituted for one which is", of the same type; "The Field Marshal will
//! grant a player's petition on a roll of 7 on one die. This roll may be altered by
//! influence"; conflicting petitions go to the highest roll, then the highest social level,
//! and a tie is for the petitioners to settle ("either one must withdraw his petition or a
//! duel is required").
//!
//! House rules (the text does not say when petitions are heard): a petition is a monthly
//! order, heard at the end of June or July, once the summer's commitment is known and the
//! month's favours pledged (on "the Field Marshal" or "my petition"). A substitution granted
//! sends the replaced regiment home at once; the regiment substituted marches at the start
//! of the next month. August's petitions come too late: the season's battle is fought at its
//! end. A tie is settled by a duel the petitioners fought this month (before the petitions
//! are heard at its end), its winner's petition granted; else neither is granted this month,
//! and they may settle it (one withdraws, or they duel) and petition again. There is never a player Field Marshal
//! ("Brevet Rank": a Field Marshal's post is not for players), so petitions always go to
//! the non-player one.

use super::campaign::mission_of;
use super::{ArmyEvent, ArmyRefusal, news, record_mut, refuse, tell};
use crate::calendar::Season;
use crate::dice::Dice;
use crate::orders::{MonthlyOrder, OrderSheet};
use crate::rules::ledger::Ledger;
use crate::rules::society::influence::influence_on;
use crate::tables::influence::Position;
use crate::tables::regiments;
use crate::vocab::Regiment;
use crate::world::{CampaignState, CharacterId};
use std::collections::BTreeMap;

/// What a pledge must be about to sway the Field Marshal on a petition.
const SUBJECTS: &[&str] = &[
    "petition",
    "peticion",
    "substitut",
    "sustitu",
    "field marshal",
    "mariscal",
];

/// The roll a petition needs.
const NEEDED: i32 = 7;

struct Heard {
    who: CharacterId,
    regiment: Regiment,
    replaces: Regiment,
    roll: u8,
    modifier: i32,
    level: u8,
    /// A 1, under the house rule that a 1 always fails.
    failed_on_one: bool,
}

impl Heard {
    fn total(&self) -> i32 {
        if self.failed_on_one {
            return i32::MIN;
        }
        i32::from(self.roll) + self.modifier
    }

    fn key(&self) -> (i32, u8) {
        (self.total(), self.level)
    }

    fn conflicts(&self, other: &Heard) -> bool {
        [self.regiment, self.replaces]
            .iter()
            .any(|r| *r == other.regiment || *r == other.replaces)
    }
}

/// Why a regiment cannot be sent in place of another, if it cannot.
fn invalid(state: &CampaignState, regiment: Regiment, replaces: Regiment) -> Option<ArmyRefusal> {
    let irregular = |r: Regiment| {
        matches!(r, Regiment::Frontier | Regiment::Rnhb) || regiments::regiment(r).brigade.is_none()
    };
    for r in [regiment, replaces] {
        if irregular(r) {
            return Some(ArmyRefusal::NotSubstitutable { regiment: r });
        }
    }
    if regiment == replaces {
        return Some(ArmyRefusal::NotSubstitutable { regiment });
    }
    if mission_of(state, replaces).is_none() {
        return Some(ArmyRefusal::NotGoing { regiment: replaces });
    }
    if mission_of(state, regiment).is_some() {
        return Some(ArmyRefusal::AlreadyGoing { regiment });
    }
    if regiments::regiment(regiment).cavalry != regiments::regiment(replaces).cavalry {
        return Some(ArmyRefusal::NotSameArm { regiment, replaces });
    }
    None
}

/// Hears the month's petitions (see the module's house rules): refusals, rolls, the
/// Field Marshal's choice among conflicting ones, and the substitutions granted.
pub fn hear(
    ledger: &mut Ledger,
    orders: &BTreeMap<CharacterId, OrderSheet>,
    rules: &super::ArmyRules,
    dice: &mut dyn Dice,
) {
    let petitions: Vec<(CharacterId, Regiment, Regiment)> = orders
        .iter()
        .filter(|(who, _)| ledger.world.characters.get(*who).is_some_and(|c| c.alive))
        .flat_map(|(who, sheet)| {
            sheet.monthly.iter().filter_map(move |m| match m {
                MonthlyOrder::Petition { regiment, replaces } => {
                    Some((who.clone(), *regiment, *replaces))
                }
                _ => None,
            })
        })
        .collect();
    if petitions.is_empty() {
        return;
    }
    let month = ledger.world.month;
    let order = "petition";
    let state = ledger
        .world
        .army
        .campaign
        .clone()
        .filter(|s| month.season() == Season::Summer && s.code.is_some());
    let mut heard = Vec::new();
    for (who, regiment, replaces) in petitions {
        let Some(state) = &state else {
            refuse(ledger, None, &who, order, ArmyRefusal::NotThisSeason);
            continue;
        };
        if month >= state.ends {
            refuse(ledger, None, &who, order, ArmyRefusal::TooLateToPetition);
            continue;
        }
        if let Some(why) = invalid(state, regiment, replaces) {
            refuse(ledger, None, &who, order, why);
            continue;
        }
        let modifier = influence_on(&ledger.pledges, &who, Position::FieldMarshal, SUBJECTS);
        let roll = dice.d6();
        heard.push(Heard {
            level: ledger.character(&who).social_level,
            who,
            regiment,
            replaces,
            roll,
            modifier,
            failed_on_one: rules.one_always_fails && roll == 1,
        });
    }
    // The Field Marshal takes them from the highest roll (then social level) down: each
    // granted unless it conflicts with one granted already, or ties with a rival still in
    // the running.
    let mut order_of: Vec<usize> = (0..heard.len()).collect();
    order_of.sort_by_key(|i| std::cmp::Reverse(heard[*i].key()));
    let mut granted: Vec<usize> = Vec::new();
    let mut verdicts: Vec<(Vec<CharacterId>, Vec<CharacterId>)> =
        vec![(vec![], vec![]); heard.len()];
    for &i in &order_of {
        let p = &heard[i];
        if p.total() < NEEDED {
            continue;
        }
        let lost_to: Vec<CharacterId> = granted
            .iter()
            .filter(|g| p.conflicts(&heard[**g]))
            .map(|g| heard[*g].who.clone())
            .collect();
        if !lost_to.is_empty() {
            verdicts[i].0 = lost_to;
            continue;
        }
        let tied: Vec<CharacterId> = heard
            .iter()
            .enumerate()
            .filter(|(j, q)| {
                *j != i
                    && q.key() == p.key()
                    && p.conflicts(q)
                    && !granted.iter().any(|g| q.conflicts(&heard[*g]))
            })
            .map(|(_, q)| q.who.clone())
            .collect();
        // "The petition is granted to the winner of the duel": a duel this month between
        // the tied petitioners settles it (the loser's petition is outranked by his).
        let beaten_by = tied.iter().find(|q| won_duel(ledger, q, &p.who)).cloned();
        if let Some(winner) = beaten_by {
            verdicts[i].0 = vec![winner];
        } else if tied.is_empty() || tied.iter().all(|q| won_duel(ledger, &p.who, q)) {
            granted.push(i);
        } else {
            verdicts[i].1 = tied;
        }
    }
    for (i, p) in heard.iter().enumerate() {
        let (outranked_by, tied_with) = verdicts[i].clone();
        let is_granted = granted.contains(&i);
        tell(
            ledger,
            None,
            &p.who,
            ArmyEvent::Petitioned {
                regiment: p.regiment,
                replaces: p.replaces,
                roll: p.roll,
                modifier: p.modifier,
                granted: is_granted,
                outranked_by,
                tied_with,
            },
        );
        if is_granted {
            substitute(ledger, p.regiment, p.replaces);
        }
    }
}

/// True when `winner` beat `loser` in a duel this month.
fn won_duel(ledger: &Ledger, winner: &CharacterId, loser: &CharacterId) -> bool {
    ledger.events.iter().any(|e| {
        e.who.as_ref() == Some(winner)
            && matches!(
                &e.what,
                crate::rules::events::Happening::Fought { opponent, side, record, .. }
                    if opponent == loser && record.verdict.winner == Some(*side)
            )
    })
}

/// Sends `regiment` in place of `replaces`: the replaced regiment's men come home now; the
/// substitute's march when the next month begins.
fn substitute(ledger: &mut Ledger, regiment: Regiment, replaces: Regiment) {
    if let Some(state) = ledger.world.army.campaign.as_mut() {
        state.substitutions.push((regiment, replaces));
    }
    news(ledger, ArmyEvent::Substituted { regiment, replaces });
    let home: Vec<CharacterId> = ledger
        .world
        .army
        .records
        .iter()
        .filter(|(_, r)| {
            r.campaign
                .is_some_and(|s| s.with == replaces && !s.volunteer)
        })
        .map(|(id, _)| id.clone())
        .collect();
    for who in home {
        record_mut(ledger, &who).campaign = None;
        tell(ledger, None, &who, ArmyEvent::Returned { with: replaces });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn heard(who: &str, regiment: Regiment, replaces: Regiment, roll: u8, level: u8) -> Heard {
        Heard {
            who: CharacterId::from_name(who),
            regiment,
            replaces,
            roll,
            modifier: 0,
            level,
            failed_on_one: false,
        }
    }

    #[test]
    fn conflicting_petitions_share_a_regiment() {
        use Regiment::*;
        let a = heard("A", CardinalsGuard, Arquebusiers69th, 6, 9);
        let b = heard("B", KingsMusketeers, Arquebusiers69th, 6, 9);
        let c = heard("C", CardinalsGuard, Arquebusiers4th, 6, 9);
        let d = heard("D", KingsMusketeers, Arquebusiers4th, 6, 9);
        assert!(a.conflicts(&b), "the same regiment replaced");
        assert!(a.conflicts(&c), "the same regiment sent");
        assert!(!a.conflicts(&d), "nothing in common");
    }
}
