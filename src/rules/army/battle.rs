//! The battle (000, "i. Campaign Outcome"): from the top down, each commander rolls one die on
//! the Battle Result Table with his military ability, +1 when his adjutant (or Brigade Major)
//! is two or more better, +1 for the division holding the RNHB, and +1 / -1 for every superior
//! above him who got a result of 1-2 / 5-6 (cumulative), held to 1..10.

use crate::dice::Dice;
use crate::rules::events::army::{Fought, Level};
use crate::tables::campaign::{battle_result, subordinate_ability_shift};

/// A commander about to roll.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Commander {
    pub level: Level,
    /// His military ability.
    pub ma: u8,
    /// His adjutant's (or Brigade Major's) military ability, if he has one.
    pub adjutant: Option<u8>,
    /// Other fixed bonuses: +1 for the division with the RNHB.
    pub bonus: i32,
}

impl Fought {
    /// The shift his subordinates roll with: his superiors' and his own.
    pub fn shift_down(&self) -> i32 {
        self.shift + subordinate_ability_shift(self.result)
    }
}

/// +1 when the adjutant's ability is two or more above the commander's.
pub fn adjutant_bonus(ma: u8, adjutant: Option<u8>) -> i32 {
    i32::from(adjutant.is_some_and(|a| a >= ma.saturating_add(2)))
}

/// One commander's roll, `shift` being the sum of his superiors' effects.
pub fn fight(c: Commander, shift: i32, dice: &mut dyn Dice) -> Fought {
    let bonus = adjutant_bonus(c.ma, c.adjutant) + c.bonus;
    let effective = (i32::from(c.ma) + bonus + shift).clamp(1, 10);
    let roll = dice.d6();
    let result = battle_result(effective, roll).unwrap_or(6);
    Fought {
        level: c.level,
        ma: c.ma,
        adjutant: c.adjutant,
        bonus,
        shift,
        effective,
        roll,
        result,
    }
}

/// A whole chain from the top down (army first), each under the one before.
pub fn fight_chain(chain: &[Commander], dice: &mut dyn Dice) -> Vec<Fought> {
    let mut shift = 0;
    let mut out = Vec::with_capacity(chain.len());
    for c in chain {
        let f = fight(*c, shift, dice);
        shift = f.shift_down();
        out.push(f);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::ScriptedDice;

    /// 000, "i. Campaign Outcome": Henri, Major of the 69th Arquebusiers, type 53 campaign.
    /// "Field Army Commander 5 / Adjutant 5 / 2nd Division Commander 6 (7) / Adjutant 3 /
    /// 4th Brigade Commander 3 / Brigade Major 1 / Colonel of the 69th Arquebusiers 2 (3) /
    /// Adjutant 5" ... "Suppose his military ability is 4."
    #[test]
    fn henri_battle_results() {
        let chain = [
            Commander {
                level: Level::Army,
                ma: 5,
                adjutant: Some(5),
                bonus: 0,
            },
            Commander {
                level: Level::Division,
                ma: 6,
                adjutant: Some(3),
                bonus: 1, // "since the RNHB Regiment is in his Division"
            },
            Commander {
                level: Level::Brigade,
                ma: 3,
                adjutant: Some(1),
                bonus: 0,
            },
            Commander {
                level: Level::Regiment,
                ma: 2,
                adjutant: Some(5),
                bonus: 0,
            },
            Commander {
                level: Level::Battalion,
                ma: 4,
                adjutant: None, // "As a Battalion Commander he has no Adjutant."
                bonus: 0,
            },
        ];
        let mut dice = ScriptedDice::new([5, 4, 1, 4, 6]);
        let f = fight_chain(&chain, &mut dice);
        assert_eq!(dice.remaining(), 0);
        let eff: Vec<i32> = f.iter().map(|f| f.effective).collect();
        let results: Vec<u8> = f.iter().map(|f| f.result).collect();
        // "The Army Commander's MA is 5 ... a die roll of 5, giving a battle result of 2. The
        // Division Commander's MA is 7, plus one ... equals 8. A die roll of 4 gives a battle
        // result of 2. The Brigade Commander's MA is 3, plus one ..., plus one more ... equals
        // 5. A die roll of 1 gives a battle result of 5. The Colonel's MA is 3, plus one ...,
        // plus one ..., minus one ... equals 4. A die roll of 4 gives a battle result of 3. ...
        // giving him a modified MA of 5. A die roll of 6 gives a battle result of 2."
        assert_eq!(eff, vec![5, 8, 5, 4, 5]);
        assert_eq!(results, vec![2, 2, 5, 3, 2]);
        // "the Colonel of the 69th Arquebusiers has an effective military ability of 3 due to
        // his superior Adjutant"; the Division's own 7 with the RNHB.
        assert_eq!(f[3].bonus, 1);
        assert_eq!(i32::from(f[1].ma) + f[1].bonus, 7);
        assert_eq!(f[2].bonus, 0, "a Brigade Major of 1 does not help");
    }

    #[test]
    fn effects_are_cumulative_and_held_to_one_to_ten() {
        // "if a player commands a Brigade and both the Army and Divisional Commanders get a
        // result of 5 or 6, the player commanding the Brigade rolls as if his Military Ability
        // is two less than it actually is."
        let c = |level, ma| Commander {
            level,
            ma,
            adjutant: None,
            bonus: 0,
        };
        let mut dice = ScriptedDice::new([1, 1, 6]);
        let f = fight_chain(
            &[
                c(Level::Army, 1),
                c(Level::Division, 1),
                c(Level::Brigade, 4),
            ],
            &mut dice,
        );
        assert_eq!((f[0].result, f[1].result), (6, 6));
        assert_eq!(f[2].shift, -2);
        assert_eq!(f[2].effective, 2);
        assert_eq!(f[1].effective, 1, "never below 1");
        let mut dice = ScriptedDice::new([6]);
        let top = fight(c(Level::Army, 10), 3, &mut dice);
        assert_eq!(top.effective, 10, "never above 10");
    }
}
