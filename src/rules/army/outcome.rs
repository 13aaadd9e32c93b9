//! The personal outcome of a campaign (000, Personal Outcome Table and its modifiers,
//! Poltroonery, Reckless Bravery, Non-Player Characters): two dice against the numbers for
//! death, mention in despatches, promotion and plunder, after the modifiers of the command
//! served with, the regiment, the rank and the result against the immediate superior.

use crate::dice::Dice;
use crate::rules::events::army::{Conduct, Cowardice, Rolled};
use crate::tables::campaign::Mission;
use crate::tables::campaign::{
    CommandLevel, ModifiedOutcome, OutcomeModifiers, PersonalOutcome, Plunder, command_modifiers,
    personal_outcome, rank_modifiers, regiment_modifiers, result_against_superior,
};
use crate::vocab::{Rank, Regiment};

impl Cowardice {
    pub fn from_die(die: u8) -> Cowardice {
        match die {
            1 | 2 => Cowardice::Unnoticed,
            3..=5 => Cowardice::Seen,
            _ => Cowardice::Dismissed,
        }
    }
}

/// Who he is on the field, for the modifiers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Post {
    /// The regiment he serves with (its modifiers), or `None` when serving with a higher
    /// command (whose modifiers apply instead).
    pub regiment: Option<Regiment>,
    pub command: Option<CommandLevel>,
    pub rank: Rank,
    /// His own result and his immediate superior's, if he is a commander.
    pub against_superior: Option<(u8, u8)>,
    pub battalion_commander: bool,
}

/// The modifiers of a post, summed.
pub fn modifiers(post: Post) -> OutcomeModifiers {
    let mut m = rank_modifiers(post.rank);
    if let Some(r) = post.regiment {
        m = m + regiment_modifiers(r);
    }
    if let Some(c) = post.command {
        m = m + command_modifiers(c);
    }
    if let Some((own, superior)) = post.against_superior {
        m = m + result_against_superior(own, superior, post.battalion_commander);
    }
    m
}

fn two_dice(dice: &mut dyn Dice) -> u8 {
    dice.d6() + dice.d6()
}

/// The numbers needed: the table's row after the modifiers, then his conduct (poltroonery on
/// death only; reckless bravery on all four).
pub fn needed(base: PersonalOutcome, m: OutcomeModifiers, conduct: Conduct) -> ModifiedOutcome {
    let mut n = base.modified(m);
    match conduct {
        Conduct::Steady => {}
        Conduct::Poltroonery(k) => n.death += i16::from(k),
        Conduct::RecklessBravery(k) => {
            let k = i16::from(k);
            n.death -= k;
            n.mention -= k;
            n.promotion -= k;
            n.crowns = n.crowns.map(|(r, p)| (r - k, p));
        }
    }
    n
}

/// Rolls a player's outcome: death (two dice), then the cowardice die if he ran, then
/// mention, promotion and plunder (two dice each) and the plunder's dice.
///
/// House rule (the text lets only an unnoticed coward roll "normally for mention in
/// despatches and promotion"): a coward who was seen rolls for nothing more.
pub fn roll(
    mission: Mission,
    result: u8,
    m: OutcomeModifiers,
    conduct: Conduct,
    dice: &mut dyn Dice,
) -> Rolled {
    let base = personal_outcome(mission, result).unwrap_or(PersonalOutcome {
        death: 12,
        mention: 12,
        promotion: 12,
        crowns: None,
    });
    let n = needed(base, m, conduct);
    let death_roll = two_dice(dice);
    let died = i16::from(death_roll) >= n.death;
    let mut out = Rolled {
        mission,
        result,
        death_needed: n.death,
        mention_needed: n.mention,
        promotion_needed: n.promotion,
        plunder_needed: n.crowns.map(|(r, _)| r),
        conduct,
        death_roll,
        died,
        cowardice: None,
        mention_roll: None,
        mentioned: false,
        promotion_roll: None,
        promoted: false,
        plunder_roll: None,
        plunder: 0,
    };
    if died {
        return out;
    }
    let mut may_plunder = true;
    if let Conduct::Poltroonery(_) = conduct {
        let c = Cowardice::from_die(dice.d6());
        out.cowardice = Some(c);
        may_plunder = false;
        if c != Cowardice::Unnoticed {
            return out;
        }
    }
    let r = two_dice(dice);
    out.mention_roll = Some(r);
    out.mentioned = i16::from(r) >= n.mention;
    let r = two_dice(dice);
    out.promotion_roll = Some(r);
    out.promoted = i16::from(r) >= n.promotion;
    if let (
        true,
        Some((
            needed,
            Plunder {
                dice: k,
                crowns_per_pip,
                ..
            },
        )),
    ) = (may_plunder, n.crowns)
    {
        let r = two_dice(dice);
        out.plunder_roll = Some(r);
        if i16::from(r) >= needed {
            out.plunder = dice.sum(k) * crowns_per_pip;
        }
    }
    out
}

/// A non-player officer's death number: "do not give them the benefit of rank or Regiment ...
/// In those Regiments where there is an unfavourable modification for death, give it".
pub fn npc_death_needed(mission: Mission, result: u8, regiment: Regiment) -> i16 {
    let base = personal_outcome(mission, result).map_or(12, |o| i16::from(o.death));
    base + i16::from(regiment_modifiers(regiment).death.min(0))
}

/// A non-player officer's promotion number: "Do give them the benefit of their regimental
/// modifiers when rolling for promotion" (also used for the Subaltern's promotion roll).
pub fn npc_promotion_needed(mission: Mission, result: u8, regiment: Regiment) -> i16 {
    let base = personal_outcome(mission, result).map_or(12, |o| i16::from(o.promotion));
    base + i16::from(regiment_modifiers(regiment).promotion)
}

/// Two dice against a number.
pub fn roll_against(needed: i16, dice: &mut dyn Dice) -> (u8, bool) {
    let r = two_dice(dice);
    (r, i16::from(r) >= needed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::ScriptedDice;

    fn henri() -> OutcomeModifiers {
        modifiers(Post {
            regiment: Some(Regiment::Arquebusiers69th),
            command: None,
            rank: Rank::Major,
            against_superior: Some((2, 3)),
            battalion_commander: true,
        })
    }

    /// 000: "His regimental modifiers for being in the 69th are -1 for death, +1 for promotion
    /// and -2 for plunder. For being a Major he receives a +2 for death and -2 for plunder.
    /// For obtaining a battle result better than his immediate superior ... he receives +1 for
    /// death and a -1 for mention in despatches and promotion." "If he rolls a 9 or higher, he
    /// dies. If he survives, he may roll for mention in despatches (5 or higher on two dice),
    /// promotion (6 or higher) and crowns in plunder (2 or higher) ... 4 x 100".
    /// 000, Reckless Bravery: "A player who must, for example, roll a 15 for death is
    /// permitted to choose an unfavourable modification of two, making it still impossible
    /// for him to be killed, and still reap the benefits of heroism." A Subaltern of the
    /// Royal Foot Guards after a Siege result of 3 needs 15 to die.
    #[test]
    fn reckless_bravery_at_fifteen_cannot_kill_him() {
        let guard = modifiers(Post {
            regiment: Some(Regiment::RoyalFootGuards),
            command: None,
            rank: Rank::Subaltern,
            against_superior: None,
            battalion_commander: false,
        });
        let base = personal_outcome(Mission::Siege, 3).expect("Siege 3");
        let steady = needed(base, guard, Conduct::Steady);
        assert_eq!(steady.death, 15);
        let bold = needed(base, guard, Conduct::RecklessBravery(2));
        assert_eq!(bold.death, 13, "still out of reach of two dice");
        assert_eq!(
            (bold.mention, bold.promotion),
            (steady.mention - 2, steady.promotion - 2),
            "the benefits of heroism"
        );
        assert_eq!(
            bold.crowns.map(|c| c.0),
            steady.crowns.map(|c| c.0 - 2),
            "and of plunder"
        );
        // Double six: he lives.
        let mut dice = ScriptedDice::new([6, 6, 1, 1, 1, 1, 1, 1, 1, 1]);
        let r = roll(
            Mission::Siege,
            3,
            guard,
            Conduct::RecklessBravery(2),
            &mut dice,
        );
        assert!(!r.died);
    }

    /// 000: "Assault result 2 shows 6 x 100 for the amount of plunder received: roll six dice
    /// and multiply the sum by 100."
    #[test]
    fn assault_two_plunders_six_dice_times_a_hundred() {
        let none = OutcomeModifiers::default();
        let base = personal_outcome(Mission::Assault, 2).expect("Assault 2");
        let n = needed(base, none, Conduct::Steady);
        let (at, plunder) = n.crowns.expect("plunder");
        assert_eq!((plunder.dice, plunder.crowns_per_pip), (6, 100));
        // Lives on 2, no mention (2), no promotion (2), plunder on 12, then 1..6 = 21.
        let mut dice = ScriptedDice::new([1, 1, 1, 1, 1, 1, 6, 6, 1, 2, 3, 4, 5, 6]);
        assert!(at <= 12);
        let r = roll(Mission::Assault, 2, none, Conduct::Steady, &mut dice);
        assert_eq!(dice.remaining(), 0);
        assert!(!r.died);
        assert_eq!(r.plunder, 2_100);
    }

    #[test]
    fn henri_personal_outcome() {
        let base = personal_outcome(Mission::Assault, 3).expect("Assault 3");
        let n = needed(base, henri(), Conduct::Steady);
        assert_eq!((n.death, n.mention, n.promotion), (9, 5, 6));
        let (plunder_needed, plunder) = n.crowns.expect("plunder");
        assert_eq!(plunder_needed, 2, "a certain result");
        assert_eq!((plunder.dice, plunder.crowns_per_pip), (4, 100));

        // He rolls 8 (lives), 5 (mentioned), 5 (not promoted), 2 (plunder) and 3+4+5+6.
        let mut dice = ScriptedDice::new([4, 4, 2, 3, 1, 4, 1, 1, 3, 4, 5, 6]);
        let r = roll(Mission::Assault, 3, henri(), Conduct::Steady, &mut dice);
        assert_eq!(dice.remaining(), 0);
        assert!(!r.died && r.mentioned && !r.promoted);
        assert_eq!(r.plunder, 1800);
    }

    #[test]
    fn poltroonery_and_reckless_bravery() {
        // "add any number he feels necessary to the die roll needed for death": 9 + 4 = 13.
        let base = personal_outcome(Mission::Assault, 3).expect("row");
        assert_eq!(
            needed(base, henri(), Conduct::Poltroonery(4)).death,
            13,
            "impossible to die"
        );
        // Unnoticed (die 2): mention and promotion, but no plunder.
        let mut dice = ScriptedDice::new([6, 6, 2, 3, 3, 3, 3]);
        let r = roll(
            Mission::Assault,
            3,
            henri(),
            Conduct::Poltroonery(4),
            &mut dice,
        );
        assert!(!r.died);
        assert_eq!(r.cowardice, Some(Cowardice::Unnoticed));
        assert!(r.mentioned && r.promoted);
        assert_eq!(r.plunder_roll, None);
        assert_eq!(dice.remaining(), 0);
        // Seen (die 4): nothing more.
        let mut dice = ScriptedDice::new([1, 1, 4]);
        let r = roll(
            Mission::Assault,
            3,
            henri(),
            Conduct::Poltroonery(1),
            &mut dice,
        );
        assert_eq!(r.cowardice, Some(Cowardice::Seen));
        assert_eq!(r.mention_roll, None);
        assert_eq!(Cowardice::from_die(6), Cowardice::Dismissed);
        // "If he lives, he may use the same modifier for his rolls for mention in despatches,
        // promotion and plunder."
        let n = needed(base, henri(), Conduct::RecklessBravery(2));
        assert_eq!((n.death, n.mention, n.promotion), (7, 3, 4));
        assert_eq!(n.crowns.map(|c| c.0), Some(0));
    }

    #[test]
    fn npc_numbers() {
        // Siege 5: death 9; the Gascons' -1 is unfavourable and given; the Foot Guards' +3
        // is a benefit and not.
        assert_eq!(npc_death_needed(Mission::Siege, 5, Regiment::Gascon), 8);
        assert_eq!(
            npc_death_needed(Mission::Siege, 5, Regiment::RoyalFootGuards),
            9
        );
        // Promotion with the regiment's modifier: Siege 5 promotion 8, Picardy +1.
        assert_eq!(
            npc_promotion_needed(Mission::Siege, 5, Regiment::PicardyMusketeers),
            9
        );
    }
}
