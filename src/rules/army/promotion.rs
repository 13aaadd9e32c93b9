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
use crate::rules::events::{Source, TitleDeed};
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
    let mentions = u8::try_from(r.mentions.len()).unwrap_or(u8::MAX);
    let redeemed = r.poltroonery.is_some() || (r.dismissed && serving == Regiment::Frontier);
    if redeemed {
        r.poltroonery = None;
        if serving == Regiment::Frontier {
            r.dismissed = false;
        }
    }
    tell(ledger, None, who, ArmyEvent::Mentioned { points });
    let deed = TitleDeed::Mentioned { mentions };
    ledger.deeds.push((who.clone(), deed));
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
    if ledger.away(who) {
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
        if ledger.away(&id) {
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

/// Empties every place he holds in a roster.
fn vacate_his(roster: &mut crate::world::Roster, who: &CharacterId) {
    while let Some(i) = super::roster::slots_of(roster, who).first().copied() {
        vacate(roster, i);
    }
}

/// Empties every place he holds in any regiment's roster.
pub fn vacate_everywhere(ledger: &mut Ledger, who: &CharacterId) {
    for roster in ledger.world.regiments.values_mut() {
        vacate_his(roster, who);
    }
}

/// Takes him out of his regiment: his slots fall vacant, his commission goes.
pub fn leave_regiment(ledger: &mut Ledger, who: &CharacterId) {
    if let Some(com) = ledger.character(who).commission {
        vacate_his(roster_mut(&mut ledger.world, com.regiment), who);
        ledger.character_mut(who).commission = None;
        let r = record_mut(ledger, who);
        r.brevet = None;
        r.months_below_rank = 0;
    }
}

/// A character dies (in a duel, on campaign): out of his regiment (his slot falls vacant),
/// his club and his affair.
pub(in crate::rules) fn dies(ledger: &mut Ledger, who: &CharacterId) {
    leave_regiment(ledger, who);
    // A man disgraced to the Frontier keeps the place of his own regiment to return to: the
    // dead return to none.
    vacate_everywhere(ledger, who);
    if let Some(lady) = ledger.character(who).mistress.clone() {
        crate::rules::society::part(ledger, who, &lady);
    }
    let c = ledger.character_mut(who);
    c.club = None;
    c.alive = false;
    c.wound = None;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calendar::Month;
    use crate::dice::ScriptedDice;
    use crate::world::{Officer, Roster, World};

    /// A Royal Foot Guards officer of `rank` and social level `level`, with his slot (if his
    /// rank has slots) in a roster of non-players where one place of `open` is vacant.
    fn guard(level: u8, rank: Rank, open: Rank) -> (Ledger, CharacterId) {
        let month = Month::new(1626, 8);
        let mut world = World::new(month);
        let (mut c, _) = crate::rules::birth::roll_character(
            "Jean de la Garde",
            "j@example.org",
            &mut ScriptedDice::new([3; 15]),
        );
        c.social_level = level;
        c.commission = Some(Commission {
            regiment: Regiment::RoyalFootGuards,
            rank,
            since: Month::new(1620, 1),
        });
        let id = c.id.clone();
        let name = c.name.clone();
        world.characters.insert(id.clone(), c);
        let roster = roster_mut(&mut world, Regiment::RoyalFootGuards);
        if let Some(i) = roster.officers.iter().rposition(|o| o.rank == open) {
            vacate(roster, i);
        }
        if super::super::roster::has_slots(rank) {
            let i = roster
                .officers
                .iter()
                .rposition(|o| o.rank == rank)
                .expect("a slot");
            vacate(roster, i);
            super::super::roster::fill(roster, rank, name, Some(id.clone()), None);
        }
        (Ledger::new(world), id)
    }

    fn promoted(ledger: &Ledger) -> Vec<ArmyEvent> {
        ledger
            .events
            .iter()
            .filter_map(|e| match &e.what {
                crate::rules::events::Happening::Army { event } => Some(event.clone()),
                _ => None,
            })
            .collect()
    }

    /// 000, Brevet Rank: "a Subaltern in the Foot Guards with a Social Level of 8 is promoted.
    /// The next highest rank is Captain, but in the Foot Guards this rank requires a Social
    /// Level of 9. Consequently, our Subaltern would be promoted to brevet Captain. He then has
    /// one year ... Immediately upon doing so, his brevet rank becomes his permanent rank. If,
    /// at the end of that year, he has not done so, he reverts to his former permanent rank".
    #[test]
    fn a_subaltern_of_level_8_becomes_brevet_captain() {
        let (mut ledger, id) = guard(8, Rank::Subaltern, Rank::Captain);
        promote(&mut ledger, &id, &mut ScriptedDice::new([]));
        assert!(promoted(&ledger).contains(&ArmyEvent::Promoted {
            regiment: Regiment::RoyalFootGuards,
            from: Rank::Subaltern,
            to: Rank::Captain,
            brevet: true
        }));
        let brevet = record(&ledger, &id).brevet.expect("a brevet");
        assert_eq!(
            (brevet.permanent, brevet.kind, brevet.until),
            (
                Rank::Subaltern,
                BrevetKind::SocialLevel,
                Month::new(1627, 8)
            )
        );
        assert_eq!(
            ledger.character(&id).commission.map(|c| c.rank),
            Some(Rank::Captain)
        );
        let world = ledger.world.clone();

        // Level 9 reached: permanent at once.
        let mut raised = Ledger::new(world.clone());
        raised.character_mut(&id).social_level = 9;
        review(&mut raised, &[]);
        assert!(promoted(&raised).contains(&ArmyEvent::BrevetConfirmed {
            rank: Rank::Captain
        }));
        assert!(record(&raised, &id).brevet.is_none());

        // Still level 8 when the year is out: a Subaltern again, the Captaincy open.
        let mut late = Ledger::new(world);
        late.world.month = Month::new(1627, 9);
        review(&mut late, &[]);
        assert!(promoted(&late).contains(&ArmyEvent::BrevetLapsed {
            rank: Rank::Captain,
            back_to: Rank::Subaltern
        }));
        let roster = &late.world.regiments[&Regiment::RoyalFootGuards];
        assert_eq!(roster.vacancies(Rank::Captain), 1);
    }

    /// "In terms of openings for rank in a Regiment, players occupy both their brevet and
    /// permanent ranks. In other words, a Captain serving as brevet Major occupies both a
    /// Major's and a Captain's slot."
    #[test]
    fn a_brevet_major_holds_both_slots() {
        // The Foot Guards' Majors need social level 10: a Captain of level 9 is brevetted.
        let (mut ledger, id) = guard(9, Rank::Captain, Rank::Major);
        promote(&mut ledger, &id, &mut ScriptedDice::new([]));
        let roster = &ledger.world.regiments[&Regiment::RoyalFootGuards];
        let held: Vec<Rank> = super::super::roster::slots_of(roster, &id)
            .into_iter()
            .map(|i| roster.officers[i].rank)
            .collect();
        assert_eq!(held.len(), 2, "{held:?}");
        assert!(held.contains(&Rank::Major) && held.contains(&Rank::Captain));
        assert_eq!(
            (
                roster.vacancies(Rank::Major),
                roster.vacancies(Rank::Captain)
            ),
            (0, 0)
        );
    }

    /// "The character is a brevet Lieutenant-Colonel of the Foot Guards, with a Social Level of
    /// 10. He receives a promotion, but the minimum Social Level for the next higher rank,
    /// Colonel of the Foot Guards, is 12. ... he is made full Lieutenant-Colonel (no brevet
    /// rank)".
    #[test]
    fn a_brevet_lieutenant_colonel_is_made_full() {
        let (mut ledger, id) = guard(10, Rank::Major, Rank::LieutenantColonel);
        // First promoted to brevet Lieutenant-Colonel (it needs level 11).
        promote(&mut ledger, &id, &mut ScriptedDice::new([]));
        assert_eq!(
            record(&ledger, &id).brevet.map(|b| (b.permanent, b.kind)),
            Some((Rank::Major, BrevetKind::SocialLevel))
        );
        ledger.events.clear();
        promote(&mut ledger, &id, &mut ScriptedDice::new([]));
        assert!(promoted(&ledger).contains(&ArmyEvent::Promoted {
            regiment: Regiment::RoyalFootGuards,
            from: Rank::LieutenantColonel,
            to: Rank::LieutenantColonel,
            brevet: false
        }));
        assert!(record(&ledger, &id).brevet.is_none());
        let roster = &ledger.world.regiments[&Regiment::RoyalFootGuards];
        assert_eq!(
            roster.vacancies(Rank::Major),
            1,
            "his Major's slot is freed"
        );
    }

    /// "the Colonel of a Regiment is promoted. He becomes brevet Brigadier-General, but retains
    /// the permanent rank of Colonel. ... In the next year's campaign, he receives another
    /// promotion. His permanent rank is now Brigadier-General, and he assumes the brevet rank of
    /// Lieutenant-General." "A Colonel brevetted to Brigadier-General still occupies the
    /// Colonel's slot in the Regiment and will continue to do so until his permanent rank is
    /// Brigadier-General."
    #[test]
    fn a_colonel_rises_by_brevet_through_the_general_ranks() {
        let (mut ledger, id) = guard(12, Rank::Colonel, Rank::Captain);
        promote(&mut ledger, &id, &mut ScriptedDice::new([]));
        let b = record(&ledger, &id).brevet.expect("brevet");
        assert_eq!(
            (b.permanent, b.kind),
            (Rank::Colonel, BrevetKind::GeneralOfficer)
        );
        assert_eq!(
            ledger.character(&id).commission.map(|c| c.rank),
            Some(Rank::BrigadierGeneral)
        );
        let roster = &ledger.world.regiments[&Regiment::RoyalFootGuards];
        assert!(
            slot_of(roster, &id, Rank::Colonel).is_some(),
            "the Colonel's slot kept"
        );
        promote(&mut ledger, &id, &mut ScriptedDice::new([]));
        let b = record(&ledger, &id).brevet.expect("brevet");
        assert_eq!(b.permanent, Rank::BrigadierGeneral);
        assert_eq!(
            ledger.character(&id).commission.map(|c| c.rank),
            Some(Rank::LieutenantGeneral)
        );
        let roster = &ledger.world.regiments[&Regiment::RoyalFootGuards];
        assert!(
            slot_of(roster, &id, Rank::Colonel).is_none(),
            "the Colonel's slot opens"
        );
        assert_eq!(roster.vacancies(Rank::Colonel), 1);
    }

    #[test]
    fn mention_pays_its_die_three_months_then_one_for_life() {
        // "he rolls one die. The result is the number of Status Points per month he receives
        // for the next three months. After the three months have passed, he receives one
        // point per month for as long as he lives."
        let paid: Vec<i32> = (0..6).map(|age| mention_points(4, age)).collect();
        assert_eq!(paid, vec![4, 4, 4, 1, 1, 1]);
        assert_eq!(mention_points(4, -1), 0);
    }

    /// A man disgraced to the Frontier keeps his Captain's place in the 69th to return to; if
    /// he dies there, the place falls vacant (it stayed held by the dead before).
    #[test]
    fn the_dead_hold_no_place_in_any_regiment() {
        let mut world = World::new(Month::new(1626, 8));
        let (mut c, _) = crate::rules::birth::roll_character(
            "Jean Endette",
            "j@example.org",
            &mut ScriptedDice::new([3; 15]),
        );
        let id = c.id.clone();
        let own = Commission {
            regiment: Regiment::Arquebusiers69th,
            rank: Rank::Captain,
            since: Month::new(1625, 1),
        };
        c.disgrace = Some(Some(own));
        c.commission = Some(Commission {
            regiment: Regiment::Frontier,
            ..own
        });
        let name = c.name.clone();
        world.characters.insert(id.clone(), c);
        let mut officers: Vec<Officer> = Roster::SLOTS
            .iter()
            .flat_map(|(rank, n)| {
                (0..*n).map(move |k| Officer {
                    rank: *rank,
                    name: Some(format!("{rank:?} {k}")),
                    character: None,
                    military_ability: None,
                })
            })
            .collect();
        let i = officers
            .iter()
            .rposition(|o| o.rank == Rank::Captain)
            .expect("a Captain");
        officers[i].name = Some(name);
        officers[i].character = Some(id.clone());
        world
            .regiments
            .insert(Regiment::Arquebusiers69th, Roster { officers });
        let mut ledger = Ledger::new(world);
        dies(&mut ledger, &id);
        let roster = &ledger.world.regiments[&Regiment::Arquebusiers69th];
        assert!(
            roster
                .officers
                .iter()
                .all(|o| o.character.as_ref() != Some(&id))
        );
        assert_eq!(roster.vacancies(Rank::Captain), 1);
    }
}
