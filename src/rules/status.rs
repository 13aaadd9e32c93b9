//! Money in, and the month's status reckoning (000, Status Points and Social Level; Support;
//! Mistresses; Female Companionship; Clubs; Regimental Table B).

use super::Rulebook;
use super::events::{Happening, Refusal, Source};
use super::ledger::Ledger;
use crate::tables::{clubs, regiments};
use crate::world::CharacterId;

/// Allowance and regimental pay.
pub(super) fn income(ledger: &mut Ledger, who: &CharacterId) {
    let c = ledger.character(who);
    let allowance = c.allowance;
    let commission = c.commission;
    ledger.purse(None, who, allowance, Source::Allowance);
    if let Some(com) = commission
        && let Some(row) = regiments::rank_row(com.regiment, com.rank)
    {
        let source = Source::Pay {
            regiment: com.regiment,
            rank: com.rank,
        };
        ledger.purse(None, who, i64::from(row.monthly_pay), source);
    }
    super::titles::pension_or_lands(ledger, who);
}

/// Points needed to rise from `level` to the next: three times the level sought.
pub fn points_to_rise(level: u8) -> i32 {
    3 * (i32::from(level) + 1)
}

/// The level a month's status points lead to from `level`: up one with 3 x (level + 1),
/// kept with `level`, down one otherwise; never below 1.
pub fn reckon(level: u8, points: i32) -> u8 {
    if points >= points_to_rise(level) {
        level + 1
    } else if points >= i32::from(level) {
        level
    } else {
        level.saturating_sub(1).max(1)
    }
}

/// The month's end for one character: monthly status from regiment, club and mistress, her
/// support, his own support (with conspicuous consumption; his children's keeping unpaid is
/// his support unpaid, 003 4.3.5), the companionship requirement, then the reckoning of his
/// social level.
pub(super) fn month_end(
    ledger: &mut Ledger,
    who: &CharacterId,
    conspicuous: bool,
    children_unkept: bool,
    book: &Rulebook,
) {
    let c = ledger.character(who).clone();
    if !c.alive {
        return;
    }
    if let Some(com) = c.commission
        && let Some(row) = regiments::rank_row(com.regiment, com.rank)
    {
        let source = Source::RegimentalStatus {
            regiment: com.regiment,
            rank: com.rank,
        };
        ledger.status(None, who, row.monthly_status as i32, source);
    }
    if let Some(m) = c.club {
        let points = clubs::club(book.club_table, m.club).status as i32;
        ledger.status(None, who, points, Source::ClubMembership { club: m.club });
    }
    keep_mistress(ledger, who);
    super::titles::celebrate(ledger, who);
    super::titles::lands_held(ledger, who, book.titles.invaded_loss);

    // Support: 2 x SL, or 3 x SL with conspicuous consumption (+1 status point, and no more
    // for spending more).
    let level = i64::from(c.social_level);
    let crowns = ledger.character(who).crowns;
    let mut unpaid = children_unkept;
    if conspicuous && crowns >= 3 * level {
        ledger.purse(None, who, -3 * level, Source::ConspicuousConsumption);
        ledger.status(None, who, 1, Source::ConspicuousConsumption);
    } else {
        if conspicuous {
            let refusal = Refusal::CannotAfford {
                cost: 3 * level,
                crowns,
            };
            let order = "conspicuous_consumption".to_string();
            ledger.happen(None, who, Happening::Refused { order, refusal });
        }
        if crowns >= 2 * level {
            ledger.purse(None, who, -2 * level, Source::Support);
        } else {
            unpaid = true;
            ledger.happen(
                None,
                who,
                Happening::SupportUnpaid {
                    needed: 2 * level,
                    crowns,
                },
            );
        }
    }

    // Female companionship: 2 points lost the first month without, 2 more each month after.
    if ledger.companionship.contains(who) {
        ledger.character_mut(who).months_without_companionship = 0;
    } else {
        let months = c.months_without_companionship + 1;
        ledger.character_mut(who).months_without_companionship = months;
        ledger.status(
            None,
            who,
            -2 * i32::from(months),
            Source::NoCompanionship { months },
        );
    }

    // The reckoning: one level a month at most; unpaid support costs a level.
    let points = ledger.points_of(who);
    let mut to = reckon(c.social_level, points);
    if unpaid {
        to = to
            .saturating_sub(1)
            .max(c.social_level.saturating_sub(1))
            .max(1);
    }
    ledger.happen(
        None,
        who,
        Happening::SocialLevel {
            from: c.social_level,
            to,
            points,
            keep: i32::from(c.social_level),
            rise: points_to_rise(c.social_level),
        },
    );
    if book.family.wife_rises {
        super::society::rise_together(ledger, who, c.social_level, to, points);
    }
    let c = ledger.character_mut(who);
    c.social_level = to;
    c.status_points = points;
}

/// A mistress's support (3 x her SL) or a wealthy lady's gifts (2 x the difference when hers
/// is higher); then her status: +1, + the difference if hers is higher, +1 if beautiful.
/// House rule (the rules are silent): a lady whose support goes unpaid leaves him.
fn keep_mistress(ledger: &mut Ledger, who: &CharacterId) {
    let c = ledger.character(who);
    let Some(lady_id) = c.mistress.clone() else {
        return;
    };
    let lady = ledger.world.ladies[&lady_id].clone();
    let above = i32::from(lady.social_level) - i32::from(c.social_level);
    // (A wife who refuses her unfaithful husband makes him no gifts: 003, 4.6.4.)
    let refuses = super::society::refuses(ledger, &lady_id);
    if lady.wealthy {
        if above > 0 && !refuses {
            let gifts = 2 * i64::from(above);
            ledger.purse(
                None,
                who,
                gifts,
                Source::MistressGifts {
                    lady: lady_id.clone(),
                },
            );
        }
    } else {
        let support = 3 * i64::from(lady.social_level);
        if c.crowns < support {
            super::society::part(ledger, who, &lady_id);
            ledger.happen(None, who, Happening::MistressLeft { lady: lady_id });
            return;
        }
        ledger.purse(
            None,
            who,
            -support,
            Source::MistressSupport {
                lady: lady_id.clone(),
            },
        );
    }
    ledger.status(
        None,
        who,
        1,
        Source::Mistress {
            lady: lady_id.clone(),
        },
    );
    if above > 0 {
        ledger.status(
            None,
            who,
            above,
            Source::MistressRank {
                lady: lady_id.clone(),
            },
        );
    }
    if lady.beautiful {
        ledger.status(None, who, 1, Source::MistressBeauty { lady: lady_id });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn level_three_with_seven_points_stays_at_three() {
        // 000, Status Points: "began July as a Social Level 3 and ... accumulated 7 Status
        // Points, would have sufficient points to maintain his level 3 ... (3 x 4 = 12)".
        assert_eq!(reckon(3, 7), 3);
        assert_eq!(points_to_rise(3), 12);
    }

    #[test]
    fn level_three_with_one_point_drops_to_two() {
        // "If the level 3 character ... had attained only 1 Status Point in July, he would
        // have entered August as a level 2."
        assert_eq!(reckon(3, 1), 2);
    }

    #[test]
    fn level_four_needs_fifteen_to_reach_five() {
        // "For a character of Social Level 4 to attain Level 5, he must accumulate 15".
        assert_eq!(points_to_rise(4), 15);
        assert_eq!(reckon(4, 14), 4);
        assert_eq!(reckon(4, 15), 5);
        assert_eq!(reckon(4, 40), 5, "one level a month at most");
    }
}
