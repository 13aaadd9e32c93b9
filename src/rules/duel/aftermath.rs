//! After the duel: what the month resolver applies to each duellist. Duelling Table D's
//! status points, the winner's expertise, *Elan*'s practice credit, disgrace (fighting one's
//! own regiment, surrendering unwounded, murder), and the healing of wounds in the weeks
//! that follow. Pure functions: the resolver books them through its ledger.

use super::Duellist;
use super::record::{DuelRecord, Ending, Side};
use super::variant::{DuelRules, Recovery};
use crate::tables::duelling;
use crate::tables::regiments::{self, Relation};
use crate::vocab::Weapon;
use serde::{Deserialize, Serialize};

/// What a duel did to one duellist.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Consequences {
    /// Duelling Table D, line by line.
    pub status: Vec<StatusChange>,
    /// "The winner of a duel increases his Expertise by one" (001: "with the dueling
    /// weapon").
    pub expertise: Option<Weapon>,
    /// *Elan*: weeks of practice credited with the weapon (the loser who survives; the
    /// winner of a duel to first blood).
    pub practice_weeks: u8,
    pub disgrace: Vec<Disgrace>,
    pub dead: bool,
    /// He refused his opponent's surrender and killed him (001: murder; 003 7.2.2: he
    /// becomes a villain and loses a social level). The resolver decides the sequel.
    pub murderer: bool,
    /// Endurance after the duel, and what he lost in it (for [`recover`]).
    pub endurance: i32,
    pub lost: i32,
}

impl Consequences {
    /// The status points in all.
    pub fn status_points(&self) -> i32 {
        self.status.iter().map(|s| s.points).sum()
    }
}

/// One line of Duelling Table D.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct StatusChange {
    pub reason: StatusReason,
    pub points: i32,
}

/// Why status changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StatusReason {
    Won(Relation),
    Lost(Relation),
    /// "Kills his opponent, he gains 2".
    Killed,
    /// "accepts a duel [with less than 50% of his Endurance], he will gain 3 Status Points
    /// immediately, regardless of the outcome".
    AcceptedWounded,
    /// "Refuses a challenge that has cause".
    RefusedChallenge,
    /// "Challenges with insufficient cause".
    InsufficientCause,
    /// "Meets an opponent who refuses a challenge (with cause)".
    OpponentRefused,
}

/// Why a duellist is disgraced.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Disgrace {
    /// 001: "Anyone who fights a member of his own regiment is automatically disgraced";
    /// 003 7.3.3: "Desgracia: Luchar contra un miembro del mismo Regimiento".
    OwnRegiment,
    /// 001: "A character is disgraced if he surrenders before being wounded."
    SurrenderedUnwounded,
    /// House rule: a murder before the seconds is witnessed (001: "If there were witnesses he
    /// could be disgraced").
    Murder,
}

/// How the duel came about.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Challenge {
    /// Who challenged (the other accepted); `None` for an impromptu duel, which both
    /// accepted.
    pub challenger: Option<Side>,
    /// The players judged the cause insufficient: "Challenges with insufficient cause, he
    /// loses 2 Status Points".
    pub insufficient_cause: bool,
}

/// The consequences of a fought duel for both (A's, then B's).
///
/// House rules: a man without a regiment stands neutral to everyone; a duel with no winner
/// (both killed, parted, the turn limit) earns neither Table D's win nor its loss, nor
/// expertise or practice; fighting one's own regiment also counts as fighting a friend.
pub fn aftermath(
    record: &DuelRecord,
    a: &Duellist,
    b: &Duellist,
    rules: &DuelRules,
    challenge: Challenge,
) -> [Consequences; 2] {
    let d = duelling::duel_status();
    let verdict = record.verdict;
    let first_blood = verdict.ending == Ending::FirstBlood;
    let unwounded_surrender = match verdict.ending {
        Ending::Surrendered { by } => record.surrendered_unwounded().filter(|s| *s == by),
        _ => None,
    };
    let sides = [(Side::A, a, b), (Side::B, b, a)];
    sides.map(|(side, me, them)| {
        let i = side.index();
        let relation = match (me.regiment, them.regiment) {
            (Some(x), Some(y)) => regiments::relation(x, y),
            _ => Relation::Neutral,
        };
        let mut status = Vec::new();
        let accepted = challenge.challenger != Some(side);
        if challenge.challenger == Some(side) && challenge.insufficient_cause {
            status.push(StatusChange {
                reason: StatusReason::InsufficientCause,
                points: d.challenge_without_cause,
            });
        }
        let (now, full) = record.endurance_before[i];
        if accepted && 2 * now < full {
            status.push(StatusChange {
                reason: StatusReason::AcceptedWounded,
                points: d.accept_while_below_half_endurance,
            });
        }
        let won = verdict.winner == Some(side);
        let lost = verdict.loser() == Some(side);
        if won || lost {
            status.push(StatusChange {
                reason: if won {
                    StatusReason::Won(relation)
                } else {
                    StatusReason::Lost(relation)
                },
                // 003: fighting a friend costs the point whatever the outcome.
                points: if lost && relation == Relation::Friendly && rules.friendly_fight_costs {
                    d.friendly_win
                } else {
                    duelling::duel_outcome_status(relation, won)
                },
            });
        }
        let mut murderer = false;
        if let Ending::Killed { dead, murder } = verdict.ending
            && dead != side
        {
            status.push(StatusChange {
                reason: StatusReason::Killed,
                points: d.kill,
            });
            murderer = murder;
        }
        status.retain(|s| s.points != 0);
        let dead = verdict.died(side);
        let (expertise, practice_weeks) = match (won, lost, rules.practice_credit) {
            (true, _, true) if first_blood => (None, 1),
            (true, _, _) => (Some(me.weapon), 0),
            (_, true, true) if !first_blood && !dead => (None, 1),
            _ => (None, 0),
        };
        let mut disgrace = Vec::new();
        if me.regiment.is_some() && me.regiment == them.regiment {
            disgrace.push(Disgrace::OwnRegiment);
        }
        if unwounded_surrender == Some(side) {
            disgrace.push(Disgrace::SurrenderedUnwounded);
        }
        if murderer {
            disgrace.push(Disgrace::Murder);
        }
        Consequences {
            status,
            expertise,
            practice_weeks,
            disgrace,
            dead,
            murderer,
            endurance: record.endurance_after[i],
            lost: record.lost(side),
        }
    })
}

/// Status for a refused challenge (Duelling Table D): (challenger's, refuser's). With cause
/// the challenger gains 2 and the refuser loses half his social level, unless he was below
/// half his endurance ("may decline a duel, regardless of cause, without loss of status");
/// without cause the challenger loses 2.
pub fn challenge_refused(
    cause: bool,
    refuser_social_level: u8,
    refuser_below_half: bool,
) -> (i32, i32) {
    let d = duelling::duel_status();
    if !cause {
        return (d.challenge_without_cause, 0);
    }
    let refuser = if refuser_below_half {
        0
    } else {
        duelling::refusal_status(refuser_social_level)
    };
    (d.opponent_refuses, refuser)
}

/// Endurance `weeks` weeks after a duel that left him at `after_duel`, having lost `lost`
/// in it; never above `full`.
///
/// [`Recovery::Rulebook`] (000, 001): "One half of the Endurance points lost in a duel may
/// be recovered the first week after the duel. Each week thereafter, Endurance points equal
/// to the character's Constitution" (house rule: the half is rounded down).
/// [`Recovery::Preux`] (003, 8.8.1): the first week brings him back up to half his
/// endurance; if he was not below half, it brings his constitution; then his constitution
/// each week.
///
/// The dead do not heal: at zero or below the endurance is returned as it is.
pub fn recover(
    after_duel: i32,
    lost: i32,
    full: i32,
    constitution: u8,
    weeks: u32,
    recovery: Recovery,
) -> i32 {
    if after_duel <= 0 || weeks == 0 {
        return after_duel;
    }
    let con = i64::from(constitution);
    let later = i64::from(weeks - 1) * con;
    let half = i64::from(full) / 2;
    let now = i64::from(after_duel);
    let healed = match recovery {
        Recovery::Rulebook => now + i64::from(lost.max(0)) / 2 + later,
        Recovery::Preux if now < half => half + later,
        Recovery::Preux => now + con + later,
    };
    let healed = healed.min(i64::from(full)).max(now);
    i32::try_from(healed).unwrap_or(full)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recovery_rulebook() {
        // Endurance 100, constitution 10, left at 40 after losing 60: +30 the first week,
        // then +10 a week.
        let r = |w| recover(40, 60, 100, 10, w, Recovery::Rulebook);
        assert_eq!(
            [r(0), r(1), r(2), r(3), r(4), r(5)],
            [40, 70, 80, 90, 100, 100]
        );
    }

    #[test]
    fn recovery_preux() {
        let r = |w| recover(30, 70, 100, 10, w, Recovery::Preux);
        assert_eq!([r(1), r(2), r(6)], [50, 60, 100]);
        // Not below half: the constitution from the first week.
        assert_eq!(recover(80, 20, 100, 10, 1, Recovery::Preux), 90);
        assert_eq!(recover(0, 100, 100, 10, 3, Recovery::Rulebook), 0);
    }

    #[test]
    fn refused_challenges() {
        assert_eq!(challenge_refused(true, 9, false), (2, -4));
        assert_eq!(challenge_refused(true, 9, true), (2, 0));
        assert_eq!(challenge_refused(false, 9, false), (-2, 0));
    }
}
