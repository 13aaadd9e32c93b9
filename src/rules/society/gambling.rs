//! Gambling (000, Gambling; 003, 3.1.8-3.3 for the Casino).
//!
//! "The character announces the amount he is betting. This amount cannot exceed the house
//! limit ... Another character, acting as croupier, rolls one die. The gambler must roll a
//! die and obtain a result higher than the croupier to win, or withdraw without rolling and
//! take a loss of half the amount bet (known as cutting losses or a cut). ... Each time a
//! character wins a bet, he receives one Status Point; each time he loses a bet or cuts, he
//! loses one Status Point. In addition, after all betting is done for the week, a player
//! gambling at a club (but not at a bawdyhouse) adds up the total amount bet that week ...
//! and divides it by the gambling divisor of the club ..., dropping fractions. A cut counts as
//! half the amount originally bet. ... A character may place only nine bets in any one week."
//!
//! This file is the game at the table, a pure function of the bets, the house's rules and
//! the dice; `society` books its crowns and points.

use crate::dice::Dice;
use crate::orders::Gamble;
pub use crate::rules::events::{BetRefusal, BetResult, BetRoll};
pub use crate::rules::rulebook::society::CutStake;
use serde::{Deserialize, Serialize};

/// The most bets a week.
pub const MAX_BETS: usize = 9;

/// The house's rules where the gambling happens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Table {
    /// The largest bet; `None`: no limit.
    pub limit: Option<u32>,
    /// The smallest bet (Bothwell's 100, the Casino 300).
    pub minimum: Option<u32>,
    /// The gambling divisor; `None` (bawdyhouses, taverns): no status for the stake.
    pub divisor: Option<u32>,
    pub cut_stake: CutStake,
    /// The Casino's escalating points for consecutive wins (003, 3.3.3): the first win of a
    /// run scores `Some(start)`, the next one more, and so on.
    pub consecutive_from: Option<i32>,
}

/// A night at the tables.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Night {
    pub bets: Vec<BetRoll>,
    /// Crowns won (positive) or lost.
    pub crowns: i64,
    /// Status from the bets themselves.
    pub bet_points: i32,
    /// The week's stake, as it counts towards the divisor.
    pub stake: u32,
    /// Status from the stake (stake / divisor, fractions dropped; at the Casino, times the
    /// longest run of wins).
    pub stake_points: i32,
}

/// Plays a night's bets with `purse` crowns in hand. Dice: for each bet the house's die,
/// then, unless he cuts, his own.
pub fn play(gamble: &Gamble, table: Table, purse: i64, dice: &mut dyn Dice) -> Night {
    let mut night = Night {
        bets: Vec::new(),
        crowns: 0,
        bet_points: 0,
        stake: 0,
        stake_points: 0,
    };
    let mut run = 0i32;
    let mut longest = 0i32;
    let mut results: Vec<(u32, BetResult)> = Vec::new();
    for (i, bet) in gamble.bets.iter().enumerate() {
        let crowns = bet.crowns;
        let refused = if i >= MAX_BETS {
            Some(BetRefusal::MoreThanNineBets)
        } else if table.limit.is_some_and(|l| crowns > l) {
            Some(BetRefusal::OverTheLimit)
        } else if table.minimum.is_some_and(|m| crowns < m) {
            Some(BetRefusal::UnderTheMinimum)
        } else if i64::from(crowns) > purse + night.crowns {
            Some(BetRefusal::NotEnoughCrowns)
        } else {
            None
        };
        if let Some(why) = refused {
            results.push((crowns, BetResult::Refused { why }));
            continue;
        }
        let house = dice.d6();
        let result = if gamble.cut_at.is_some_and(|c| house >= c) {
            BetResult::Cut { house }
        } else {
            let gambler = dice.d6();
            if gambler > house {
                BetResult::Won { house, gambler }
            } else {
                BetResult::Lost { house, gambler }
            }
        };
        match result {
            BetResult::Won { .. } => {
                night.crowns += i64::from(crowns);
                night.stake += crowns;
                run += 1;
                longest = longest.max(run);
            }
            BetResult::Lost { .. } => {
                night.crowns -= i64::from(crowns);
                night.stake += crowns;
                run = 0;
            }
            BetResult::Cut { .. } => {
                night.crowns -= i64::from(crowns / 2);
                night.stake += match table.cut_stake {
                    CutStake::Half => crowns / 2,
                    CutStake::Full => crowns,
                };
                run = 0;
            }
            BetResult::Refused { .. } => {}
        }
        results.push((crowns, result));
    }
    let escalate = table
        .consecutive_from
        .filter(|_| table.divisor.is_some_and(|d| night.stake >= d));
    let mut run = 0i32;
    for (crowns, result) in results {
        night.bet_points += match (result, escalate) {
            (BetResult::Won { .. }, Some(start)) => {
                run += 1;
                start + run - 1
            }
            (BetResult::Won { .. }, None) => 1,
            (BetResult::Lost { .. } | BetResult::Cut { .. }, _) => {
                run = 0;
                -1
            }
            (BetResult::Refused { .. }, _) => 0,
        };
        night.bets.push(BetRoll { crowns, result });
    }
    if let Some(divisor) = table.divisor.filter(|d| *d > 0) {
        let multiples = (night.stake / divisor) as i32;
        night.stake_points = if escalate.is_some() {
            multiples * longest
        } else {
            multiples
        };
    }
    night
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::ScriptedDice;
    use crate::orders::Bet;

    fn bets(crowns: &[u32], cut_at: Option<u8>) -> Gamble {
        Gamble {
            bets: crowns.iter().map(|&crowns| Bet { crowns }).collect(),
            cut_at,
        }
    }

    const RED_PHILLIPS: Table = Table {
        limit: Some(50),
        minimum: None,
        divisor: Some(150),
        cut_stake: CutStake::Half,
        consecutive_from: None,
    };

    /// 000, Gambling: "Aramis decides to wager four bets of 50 crowns each at the Red Phillips
    /// Club. ... House 2, Aramis 3: wins; 4, 1: loses; 6, cuts; 5, 5: loses ... This leaves
    /// him down 75 crowns and -1 Status Point for the week (+50 -50 -25 -50 = -75 crowns; win
    /// = 1 Status Point, 2 losses and 1 cut = -3 Status Points, +1 Status Point for wagering
    /// at least 150 crowns gives -1 Status Points)."
    #[test]
    fn aramis_at_red_phillips() {
        let mut dice = ScriptedDice::new([2, 3, 4, 1, 6, 5, 5]);
        let night = play(
            &bets(&[50, 50, 50, 50], Some(6)),
            RED_PHILLIPS,
            500,
            &mut dice,
        );
        assert_eq!(dice.remaining(), 0);
        assert_eq!(night.crowns, -75);
        assert_eq!(night.stake, 175);
        assert_eq!(night.bet_points, -2);
        assert_eq!(night.stake_points, 1);
        assert_eq!(night.bet_points + night.stake_points, -1);
        assert_eq!(night.bets[2].result, BetResult::Cut { house: 6 });
    }

    /// 003, 3.1.9: Pierre at the Tuiles Bleues bets 150, 150 and 125, cutting if the house
    /// rolls a 6; wins, cuts, wins: "+150 -75 +125 coronas, es decir, un total de 200 coronas
    /// ... el balance neto queda con 1 punto de status ... 425/200 = 2 puntos de status más
    /// ... un total de 3 puntos de status." (003 counts the cut bet whole.)
    #[test]
    fn pierre_at_the_tuiles_bleues() {
        let table = Table {
            limit: Some(150),
            minimum: None,
            divisor: Some(200),
            cut_stake: CutStake::Full,
            consecutive_from: None,
        };
        let mut dice = ScriptedDice::new([3, 5, 6, 2, 4]);
        let night = play(&bets(&[150, 150, 125], Some(6)), table, 1000, &mut dice);
        assert_eq!(night.crowns, 200);
        assert_eq!(night.stake, 425);
        assert_eq!(night.bet_points + night.stake_points, 3);
        // By the rulebook's count the cut is half: 350 / 200 = 1, so 2 points.
        let mut dice = ScriptedDice::new([3, 5, 6, 2, 4]);
        let rulebook = Table {
            cut_stake: CutStake::Half,
            ..table
        };
        let night = play(&bets(&[150, 150, 125], Some(6)), rulebook, 1000, &mut dice);
        assert_eq!(night.bet_points + night.stake_points, 2);
    }

    /// 003, 3.3.3-3.3.5: the Casino, five hands of 300: loses, wins, wins, wins, loses:
    /// "-1, +1, +2, +3, -1 = +4; divisor x consecutive wins 1 x 3 = +3; 2 for attending:
    /// +9" (the 2 for attending is booked by the Casino visit itself).
    #[test]
    fn the_casino_example() {
        let table = Table {
            limit: None,
            minimum: Some(300),
            divisor: Some(1500),
            cut_stake: CutStake::Half,
            consecutive_from: Some(1),
        };
        let mut dice = ScriptedDice::new([5, 2, 1, 4, 2, 6, 3, 4, 6, 1]);
        let night = play(&bets(&[300; 5], None), table, 5000, &mut dice);
        assert_eq!(night.crowns, 300);
        assert_eq!(night.bet_points, 4);
        assert_eq!(night.stake_points, 3);
        assert_eq!(night.bet_points + night.stake_points + 2, 9);
    }

    #[test]
    fn limits_minimums_purse_and_nine_bets() {
        let mut dice = ScriptedDice::new([1, 2]);
        let night = play(&bets(&[60, 100], None), RED_PHILLIPS, 1000, &mut dice);
        assert_eq!(
            night.bets[0].result,
            BetResult::Refused {
                why: BetRefusal::OverTheLimit
            }
        );
        let bothwells = Table {
            limit: None,
            minimum: Some(100),
            divisor: Some(500),
            ..RED_PHILLIPS
        };
        let mut dice = ScriptedDice::new([1, 2]);
        let night = play(&bets(&[50, 200, 900], None), bothwells, 300, &mut dice);
        assert_eq!(
            night.bets[0].result,
            BetResult::Refused {
                why: BetRefusal::UnderTheMinimum
            }
        );
        assert_eq!(
            night.bets[2].result,
            BetResult::Refused {
                why: BetRefusal::NotEnoughCrowns
            }
        );
        let mut dice = ScriptedDice::new([1, 2].repeat(9));
        let night = play(&bets(&[10; 10], None), RED_PHILLIPS, 1000, &mut dice);
        assert_eq!(
            night.bets[9].result,
            BetResult::Refused {
                why: BetRefusal::MoreThanNineBets
            }
        );
        assert_eq!(night.crowns, 90);
    }
}
