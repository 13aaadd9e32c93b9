//! Honours and rank (000, Mention in Despatches, Promotion, Brevet Rank): a mention pays a die
//! of status points a month for three months, then one a month for life; promotion only into
//! an opening (else a mention), never skipping a rank; brevets for want of social level and
//! for general officer rank (a year; both slots held; converted on the next promotion; no
//! player Field Marshal but by brevet); three months below a rank's social level cost the
//! commission; a coward's disgrace until he is mentioned.

use super::career::promote_in_roster;
use super::roster::{brigade_major_slot, roster_mut, slot_of, vacate};
use super::{ArmyEvent, ArmySource, record, record_mut, tell};
use crate::dice::Dice;
use crate::rules::events::Source;
use crate::rules::ledger::Ledger;
use crate::tables::regiments;
use crate::vocab::{Rank, Regiment};
use crate::world::{Brevet, BrevetKind, CharacterId, Commission, Mention};

/// A brevet runs a year: "one year from the date of his promotion".
const BREVET_MONTHS: u8 = 12;

fn months_after(m: crate::calendar::Month, n: u8) -> crate::calendar::Month {
    (0..n).fold(m, |m, _| m.next())
}

/// The status points a mention pays in the month `age` (0 = its first month).
pub fn mention_points(points: u8, age: i32) -> i32 {
    match age {
        a if a < 0 => 0,
        0..=2 => i32::from(points),
        _ => 1,
    }
}

/// Mentioned in despatches: a die for the next three months' points. A mention redeems a
/// coward ("until he has redeemed himself by being mentioned in despatches").
pub fn mention(ledger: &mut Ledger, who: &CharacterId, serving: Regiment, dice: &mut dyn Dice) {
    let points = dice.d6();
    let from = ledger.world.month.next();
    let r = record_mut(ledger, who);
    r.mentions.push(Mention { from, points });
    let redeemed = r.poltroonery.is_some() || (r.dismissed && serving == Regiment::Frontier);
    if redeemed {
        r.poltroonery = None;
        if serving == Regiment::Frontier {
            r.dismissed = false;
        }
    }
    tell(ledger, None, who, ArmyEvent::Mentioned { points });
    if redeemed {
        tell(ledger, None, who, ArmyEvent::Redeemed);
    }
}

/// Promotion won on campaign.
pub fn promote(ledger: &mut Ledger, who: &CharacterId, dice: &mut dyn Dice) {
    let c = ledger.character(who).clone();
    let Some(com) = c.commission else {
        // A volunteer without a regiment serves as a Frontier Private: a promotion is a
        // mention (he has no regiment to rise in).
        tell(
            ledger,
            None,
            who,
            ArmyEvent::NoVacancy {
                rank: Rank::Subaltern,
            },
        );
        return mention(ledger, who, Regiment::Frontier, dice);
    };
    let month = ledger.world.month;
    let rec = record(ledger, who);
    let regiment = com.regiment;
    let next = |r: Rank| Rank::ALL.get(r as usize + 1).copied();
    let promoted = |ledger: &mut Ledger, to: Rank, brevet: bool| {
        record_mut(ledger, who).merit_promotion = true;
        let from = com.rank;
        tell(
            ledger,
            None,
            who,
            ArmyEvent::Promoted {
                regiment,
                from,
                to,
                brevet,
            },
        );
    };
    match rec.brevet {
        // "Should such a player receive a promotion on campaign, he instead converts his
        // present brevet rank to his permanent rank".
        Some(b) if b.kind == BrevetKind::SocialLevel => {
            let roster = roster_mut(&mut ledger.world, regiment);
            if let Some(i) = slot_of(roster, who, b.permanent) {
                vacate(roster, i);
            }
            record_mut(ledger, who).brevet = None;
            ledger.character_mut(who).commission = Some(Commission {
                since: month,
                ..com
            });
            promoted(ledger, com.rank, false);
        }
        // "If, while serving as a brevet general officer, a player receives a promotion, his
        // brevet rank becomes his new permanent rank and he assumes the brevet rank of the
        // next higher general officer rank."
        Some(b) => {
            let Some(to) = next(com.rank) else {
                return mention(ledger, who, regiment, dice);
            };
            if b.permanent == Rank::Colonel {
                let roster = roster_mut(&mut ledger.world, regiment);
                if let Some(i) = slot_of(roster, who, Rank::Colonel) {
                    vacate(roster, i);
                }
            }
            record_mut(ledger, who).brevet = Some(Brevet {
                permanent: com.rank,
                kind: BrevetKind::GeneralOfficer,
                until: months_after(month, BREVET_MONTHS),
            });
            ledger.character_mut(who).commission = Some(Commission { rank: to, ..com });
            promoted(ledger, to, true);
        }
        None => {
            let Some(to) = next(com.rank) else {
                return mention(ledger, who, regiment, dice);
            };
            if com.rank >= Rank::Colonel {
                // General officer rank: a brevet, the Colonel's slot kept.
                record_mut(ledger, who).brevet = Some(Brevet {
                    permanent: com.rank,
                    kind: BrevetKind::GeneralOfficer,
                    until: months_after(month, BREVET_MONTHS),
                });
                ledger.character_mut(who).commission = Some(Commission { rank: to, ..com });
                return promoted(ledger, to, true);
            }
            if super::roster::has_slots(to)
                && roster_mut(&mut ledger.world, regiment).vacancies(to) == 0
            {
                // "If a character is promoted while on campaign but there is no vacancy in
                // the Regiment for the new rank, he is instead mentioned in despatches."
                tell(ledger, None, who, ArmyEvent::NoVacancy { rank: to });
                return mention(ledger, who, regiment, dice);
            }
            let needed = regiments::rank_row(regiment, to).and_then(|r| r.min_social_level);
            let brevet = needed.is_some_and(|n| c.social_level < n);
            promote_in_roster(ledger, who, regiment, com.rank, to, brevet);
            if brevet {
                record_mut(ledger, who).brevet = Some(Brevet {
                    permanent: com.rank,
                    kind: BrevetKind::SocialLevel,
                    until: months_after(month, BREVET_MONTHS),
                });
                ledger.character_mut(who).commission = Some(Commission { rank: to, ..com });
            } else {
                ledger.character_mut(who).commission = Some(Commission {
                    regiment,
                    rank: to,
                    since: month,
                });
            }
            promoted(ledger, to, brevet);
        }
    }
}

/// Before the status reckoning of a character in Paris: his mentions' points, a coward's
/// disgrace, the Brigade Major's brigade status.
pub fn honours(ledger: &mut Ledger, who: &CharacterId) {
    if super::away(ledger, who) {
        return;
    }
    let month = ledger.world.month;
    let rec = record(ledger, who);
    for m in &rec.mentions {
        let age = month.months_since(m.from);
        let points = mention_points(m.points, age);
        let army = ArmySource::Mention { month: age + 1 };
        ledger.status(None, who, points, Source::Army { army });
    }
    if let Some(k) = rec.poltroonery {
        let army = ArmySource::Disgrace;
        ledger.status(None, who, -2 * i32::from(k), Source::Army { army });
    }
    if let Some(com) = ledger.character(who).commission
        && let Some(brigade) = regiments::regiment(com.regiment).brigade
        && let Some(roster) = ledger.world.regiments.get(&com.regiment)
        && let Some(i) = brigade_major_slot(&ledger.world, com.regiment, roster)
        && roster.officers[i].character.as_ref() == Some(who)
        && let Some(bonus) = regiments::brigade(brigade).status_bonus
    {
        let army = ArmySource::BrigadePosition { brigade };
        ledger.status(None, who, i32::from(bonus), Source::Army { army });
    }
}

/// After the status reckoning: brevets made permanent or lapsed, and the social level each
/// permanent rank needs ("three game months to raise his Social Level ... If he does not, he
/// is expelled from the Regiment").
///
/// House rule: months on campaign do not count (status is not kept there). A general
/// officer's brevet lapses after its year unless he holds an appointment that requires it
/// beyond this month, which keeps it to the appointment's end.
pub fn review(ledger: &mut Ledger, posts: &[super::PostRule]) {
    let month = ledger.world.month;
    let who: Vec<CharacterId> = ledger.world.living().map(|c| c.id.clone()).collect();
    for id in who {
        let Some(com) = ledger.character(&id).commission else {
            continue;
        };
        if super::away(ledger, &id) {
            continue;
        }
        let level = ledger.character(&id).social_level;
        let rec = record(ledger, &id);
        if let Some(b) = rec.brevet {
            let needed =
                regiments::rank_row(com.regiment, com.rank).and_then(|r| r.min_social_level);
            if b.kind == BrevetKind::SocialLevel && needed.is_none_or(|n| level >= n) {
                // "Immediately upon doing so, his brevet rank becomes his permanent rank."
                let roster = roster_mut(&mut ledger.world, com.regiment);
                if let Some(i) = slot_of(roster, &id, b.permanent) {
                    vacate(roster, i);
                }
                record_mut(ledger, &id).brevet = None;
                ledger.character_mut(&id).commission = Some(Commission {
                    since: month,
                    ..com
                });
                tell(
                    ledger,
                    None,
                    &id,
                    ArmyEvent::BrevetConfirmed { rank: com.rank },
                );
                continue;
            }
            if month > b.until
                && let Some(until) =
                    super::appointment::keeps_brevet(ledger, posts, &id, com.rank, month)
            {
                record_mut(ledger, &id).brevet = Some(Brevet { until, ..b });
                let rank = com.rank;
                tell(ledger, None, &id, ArmyEvent::BrevetExtended { rank, until });
                continue;
            }
            if month > b.until {
                let roster = roster_mut(&mut ledger.world, com.regiment);
                if let Some(i) = slot_of(roster, &id, com.rank) {
                    vacate(roster, i);
                }
                record_mut(ledger, &id).brevet = None;
                ledger.character_mut(&id).commission = Some(Commission {
                    rank: b.permanent,
                    ..com
                });
                let back_to = b.permanent;
                tell(
                    ledger,
                    None,
                    &id,
                    ArmyEvent::BrevetLapsed {
                        rank: com.rank,
                        back_to,
                    },
                );
            }
            continue;
        }
        let needed = regiments::rank_row(com.regiment, com.rank).and_then(|r| r.min_social_level);
        if needed.is_some_and(|n| level < n) {
            let months = rec.months_below_rank + 1;
            record_mut(ledger, &id).months_below_rank = months;
            tell(
                ledger,
                None,
                &id,
                ArmyEvent::BelowRank {
                    rank: com.rank,
                    months,
                },
            );
            if months >= 3 {
                leave_regiment(ledger, &id);
                let (regiment, rank) = (com.regiment, com.rank);
                tell(ledger, None, &id, ArmyEvent::Expelled { regiment, rank });
            }
        } else if rec.months_below_rank > 0 {
            record_mut(ledger, &id).months_below_rank = 0;
        }
    }
}

/// Takes him out of his regiment: his slots fall vacant, his commission goes.
pub fn leave_regiment(ledger: &mut Ledger, who: &CharacterId) {
    if let Some(com) = ledger.character(who).commission {
        let roster = roster_mut(&mut ledger.world, com.regiment);
        while let Some(i) = super::roster::slots_of(roster, who).first().copied() {
            vacate(roster, i);
        }
        ledger.character_mut(who).commission = None;
        let r = record_mut(ledger, who);
        r.brevet = None;
        r.months_below_rank = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mention_pays_its_die_three_months_then_one_for_life() {
        // "he rolls one die. The result is the number of Status Points per month he receives
        // for the next three months. After the three months have passed, he receives one
        // point per month for as long as he lives."
        let paid: Vec<i32> = (0..6).map(|age| mention_points(4, age)).collect();
        assert_eq!(paid, vec![4, 4, 4, 1, 1, 1]);
        assert_eq!(mention_points(4, -1), 0);
    }
}
