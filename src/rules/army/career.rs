//! Getting in and getting on in Paris (000, Regiments; Regimental Tables A and B; duty):
//! applications and their rejections, commissions bought on joining and later, horses and
//! grooms and their upkeep, and being excused a week of duty.

use super::roster::{commands, fill, held_by_players, junior_npc, roster_mut, slot_of, vacate};
use super::{ArmyEvent, ArmyRefusal, ArmyRules, ArmySource, record, record_mut, refuse, tell};
use crate::dice::Dice;
use crate::orders::{Action, Decision, FavourUse, OrderSheet};
use crate::rules::events::{Refusal, Source};
use crate::rules::ledger::Ledger;
use crate::tables::influence::{Position, modifier};
use crate::tables::regiments::{
    self, Admission, GROOM_WAGE_PER_MONTH, HORSE_PRICE, HORSE_SUPPORT_PER_MONTH,
};
use crate::vocab::{Rank, Regiment};
use crate::world::{CharacterId, Commission};

fn cannot_afford(ledger: &mut Ledger, who: &CharacterId, week: u8, order: &str, cost: i64) {
    let crowns = ledger.character(who).crowns;
    ledger.happen(
        Some(week),
        who,
        crate::rules::Happening::Refused {
            order: order.to_string(),
            refusal: Refusal::CannotAfford { cost, crowns },
        },
    );
}

/// The die-roll modifier of a favour he holds and spends on a decision of `position`: the
/// favour is used up. `None` (and nothing spent) when he holds no favour of that class.
pub fn spend_favour(
    ledger: &mut Ledger,
    who: &CharacterId,
    favour: &FavourUse,
    position: Position,
) -> Option<i32> {
    let month = ledger.world.month;
    let c = ledger.character_mut(who);
    let i = c
        .favours
        .iter()
        .position(|f| f.class == favour.class && f.expires.is_none_or(|m| m >= month))?;
    c.favours.remove(i);
    let m = modifier(favour.class, position);
    Some(match favour.decision {
        Decision::For => m,
        Decision::Against => -m,
    })
}

/// An application to a regiment (Regimental Table A), with a commission bought on joining.
///
/// House rule: a regiment commanded by a player is rolled for like any other ("the Commander
/// decides who is accepted"): the event names him, so that he can overrule it through the GM
/// until such decisions are orders of their own.
pub fn apply(
    ledger: &mut Ledger,
    who: &CharacterId,
    week: u8,
    regiment: Regiment,
    rank: Option<Rank>,
    rules: &ArmyRules,
    dice: &mut dyn Dice,
) {
    let order = "apply_regiment";
    let w = Some(week);
    let c = ledger.character(who).clone();
    let rec = record(ledger, who);
    if let Some(com) = c.commission {
        let why = ArmyRefusal::AlreadyInRegiment {
            regiment: com.regiment,
        };
        return refuse(ledger, w, who, order, why);
    }
    if rec.barred_from.contains(&regiment) {
        return refuse(ledger, w, who, order, ArmyRefusal::NeverAgain { regiment });
    }
    if rec.dismissed && regiment != Regiment::Frontier {
        return refuse(ledger, w, who, order, ArmyRefusal::Disgraced);
    }
    if let Some((m, wk, rejected)) = rec.last_rejection
        && m == ledger.world.month
        && wk == week
        && regiment <= rejected
    {
        return refuse(ledger, w, who, order, ArmyRefusal::NotLower { rejected });
    }
    let rank = rank.unwrap_or(Rank::Private);
    // The commission first: no point rolling for what cannot be bought.
    let Some(price) = regiments::initial_commission_price(regiment, rank) else {
        return refuse(ledger, w, who, order, ArmyRefusal::NotOnJoining { rank });
    };
    if regiment == Regiment::Rnhb {
        return refuse(ledger, w, who, order, ArmyRefusal::RnhbByVolunteering);
    }
    if let Some(needed) = regiments::rank_row(regiment, rank).and_then(|r| r.min_social_level)
        && c.social_level < needed
    {
        return refuse(
            ledger,
            w,
            who,
            order,
            ArmyRefusal::SocialLevelBelow { rank, needed },
        );
    }
    if c.crowns < i64::from(price) {
        return cannot_afford(ledger, who, week, order, i64::from(price));
    }
    let has_slots = super::roster::has_slots(rank);
    if has_slots {
        let roster = roster_mut(&mut ledger.world, regiment);
        if held_by_players(roster, rank) {
            return refuse(ledger, w, who, order, ArmyRefusal::HeldByPlayers { rank });
        }
        if roster.vacancies(rank) == 0 && !rules.purchase_displaces_npc {
            return refuse(ledger, w, who, order, ArmyRefusal::NoVacancy { rank });
        }
    }

    // "This die roll may be modified by influence with the Regimental Commander": favours
    // pledged this month on an application (to the regiment) for or against him, or on the
    // regiment by its number alone ("the Colonel of the 53rd", "el coronel del 53º").
    let name = regiment.name().to_lowercase();
    let ordinal = name
        .split(' ')
        .next()
        .filter(|w| w.starts_with(|c: char| c.is_ascii_digit()))
        .unwrap_or(regiment.id());
    let number = ordinal.trim_end_matches(char::is_alphabetic);
    let spanish = [format!("{number}º"), format!("{number}o ")];
    let pledged = crate::rules::society::influence::influence_on(
        &ledger.pledges,
        who,
        crate::tables::influence::Position::Colonel,
        &[
            "regiment",
            "appl",
            regiment.id(),
            &name,
            ordinal,
            &spanish[0],
            &spanish[1],
        ],
    );
    let modifier = -i32::from(rec.rejections / 2) + pledged;
    // "player colonels decide instead": the acting commander's word in his orders, on this
    // man or on all applicants. House rule: without a word from him, the roll stands.
    let colonel = {
        let roster = roster_mut(&mut ledger.world, regiment).clone();
        commands(&ledger.world, regiment, &roster)
            .0
            .and_then(|i| roster.officers[i].character.clone())
            .filter(|c| c != who && ledger.world.characters.get(c).is_some_and(|c| c.alive))
    };
    let word = colonel
        .as_ref()
        .and_then(|c| ledger.admissions.get(c))
        .and_then(|words| {
            words
                .iter()
                .find(|(_, w)| w.as_ref() == Some(who))
                .or_else(|| words.iter().find(|(_, w)| w.is_none()))
                .map(|(d, _)| *d)
        });
    let admission = regiments::admission(regiment, c.social_level);
    let by_colonel = word.is_some() && matches!(admission, Admission::Roll(_));
    let (roll, needed, accepted) = match admission {
        Admission::Barred => {
            return refuse(
                ledger,
                w,
                who,
                order,
                ArmyRefusal::SocialLevelTooLow { regiment },
            );
        }
        Admission::Special => {
            return refuse(ledger, w, who, order, ArmyRefusal::RnhbByVolunteering);
        }
        Admission::Automatic => (0, None, true),
        Admission::Roll(_) if word.is_some() => (0, None, word == Some(Decision::For)),
        Admission::Roll(n) => {
            let roll = dice.d6();
            (roll, Some(n), rules.succeeds(roll, modifier, i32::from(n)))
        }
    };
    if let Some(commander) = &colonel {
        let event = ArmyEvent::Applicant {
            who: who.clone(),
            regiment,
            accepted,
            by_colonel,
        };
        tell(ledger, w, commander, event);
    }
    tell(
        ledger,
        w,
        who,
        ArmyEvent::Applied {
            regiment,
            roll,
            modifier,
            needed,
            accepted,
            colonel,
            by_colonel,
        },
    );
    if !accepted {
        let month = ledger.world.month;
        let r = record_mut(ledger, who);
        r.rejections = r.rejections.saturating_add(1);
        r.last_rejection = Some((month, week, regiment));
        return;
    }
    {
        let r = record_mut(ledger, who);
        r.rejections = 0;
        r.last_rejection = None;
    }
    if has_slots {
        let name = c.name.clone();
        let roster = roster_mut(&mut ledger.world, regiment);
        if roster.vacancies(rank) == 0
            && let Some(j) = junior_npc(roster, rank)
        {
            let officer = roster.officers[j].name.clone().unwrap_or_default();
            vacate(roster, j);
            tell(ledger, w, who, ArmyEvent::Displaced { regiment, officer });
        }
        let roster = roster_mut(&mut ledger.world, regiment);
        fill(roster, rank, name, Some(who.clone()), None);
    }
    let month = ledger.world.month;
    ledger.character_mut(who).commission = Some(Commission {
        regiment,
        rank,
        since: month,
    });
    if price > 0 {
        ledger.purse(
            w,
            who,
            -i64::from(price),
            Source::Army {
                army: ArmySource::Commission { regiment, rank },
            },
        );
    }
    tell(ledger, w, who, ArmyEvent::Joined { regiment, rank });
}

/// Buying the next rank later: "he may purchase the rank at any time, as long as all
/// requirements are met and the opening is still vacant. A character cannot, under any
/// circumstances, skip a rank."
pub fn buy_rank(ledger: &mut Ledger, who: &CharacterId, week: u8, rank: Rank) {
    let order = "buy_rank";
    let w = Some(week);
    let c = ledger.character(who).clone();
    let Some(com) = c.commission else {
        return ledger.happen(
            w,
            who,
            crate::rules::Happening::Refused {
                order: order.into(),
                refusal: Refusal::NoRegiment,
            },
        );
    };
    let next = Rank::ALL.get(com.rank as usize + 1).copied();
    let row = regiments::rank_row(com.regiment, rank);
    let price = row.and_then(|r| r.purchase_price);
    if next != Some(rank) || price.is_none() || record(ledger, who).brevet.is_some() {
        return refuse(ledger, w, who, order, ArmyRefusal::NotNextRank { rank });
    }
    let price = i64::from(price.unwrap_or(0));
    if let Some(needed) = row.and_then(|r| r.min_social_level)
        && c.social_level < needed
    {
        return refuse(
            ledger,
            w,
            who,
            order,
            ArmyRefusal::SocialLevelBelow { rank, needed },
        );
    }
    if super::roster::has_slots(rank)
        && roster_mut(&mut ledger.world, com.regiment).vacancies(rank) == 0
    {
        return refuse(ledger, w, who, order, ArmyRefusal::NoVacancy { rank });
    }
    if c.crowns < price {
        return cannot_afford(ledger, who, week, order, price);
    }
    promote_in_roster(ledger, who, com.regiment, com.rank, rank, false);
    let month = ledger.world.month;
    ledger.character_mut(who).commission = Some(Commission {
        regiment: com.regiment,
        rank,
        since: month,
    });
    ledger.purse(
        w,
        who,
        -price,
        Source::Army {
            army: ArmySource::Commission {
                regiment: com.regiment,
                rank,
            },
        },
    );
    tell(
        ledger,
        w,
        who,
        ArmyEvent::BoughtRank {
            regiment: com.regiment,
            rank,
        },
    );
}

/// Moves a player up in his regiment's roster: into the junior place of the new rank, out
/// of his old slot unless `keep_old` (a brevet occupies both).
pub fn promote_in_roster(
    ledger: &mut Ledger,
    who: &CharacterId,
    regiment: Regiment,
    from: Rank,
    to: Rank,
    keep_old: bool,
) {
    let name = ledger.character(who).name.clone();
    let roster = roster_mut(&mut ledger.world, regiment);
    if super::roster::has_slots(to) {
        fill(roster, to, name, Some(who.clone()), None);
    }
    if !keep_old && let Some(i) = slot_of(roster, who, from) {
        vacate(roster, i);
    }
}

/// Horses: 100 crowns each; buying the first hires a groom too ("Anyone who buys a horse
/// must also hire a groom").
pub fn buy_horses(ledger: &mut Ledger, who: &CharacterId, week: u8, count: u8) {
    let cost = i64::from(HORSE_PRICE) * i64::from(count);
    if ledger.character(who).crowns < cost {
        return cannot_afford(ledger, who, week, "buy_horse", cost);
    }
    ledger.purse(
        Some(week),
        who,
        -cost,
        Source::Army {
            army: ArmySource::Horses { count },
        },
    );
    let r = record_mut(ledger, who);
    r.horses = r.horses.saturating_add(count);
    let horses = r.horses;
    let hire = !r.groom && count > 0;
    r.groom |= count > 0;
    tell(
        ledger,
        Some(week),
        who,
        ArmyEvent::BoughtHorses { count, horses },
    );
    if hire {
        tell(ledger, Some(week), who, ArmyEvent::HiredGroom);
    }
}

/// A groom (a man keeps one, however many horses: "Anyone who buys a horse must also hire a
/// groom"). One already in his service, hired with his first horse perhaps, is not hired twice.
pub fn hire_groom(ledger: &mut Ledger, who: &CharacterId, week: u8) {
    if record(ledger, who).groom {
        return refuse(
            ledger,
            Some(week),
            who,
            "hire_groom",
            ArmyRefusal::GroomKept,
        );
    }
    record_mut(ledger, who).groom = true;
    tell(ledger, Some(week), who, ArmyEvent::HiredGroom);
}

/// The month's upkeep in Paris: first the horses his rank and regiment require and he lacks,
/// bought for him (`HorseRule::Bought`); then 3 crowns a horse, 2 for the groom; and what he
/// still lacks, told.
///
/// House rule (the rules do not say what happens to a man who cannot pay): horses he cannot
/// feed are lost (he keeps as many as he can feed), and a groom he cannot pay leaves him; the
/// horses bought for him are as many as his purse pays with their first month's keep.
pub fn upkeep(ledger: &mut Ledger, who: &CharacterId, rule: super::HorseRule) {
    if rule == super::HorseRule::Bought {
        buy_required_horses(ledger, who);
    }
    let rec = record(ledger, who);
    if rec.horses > 0 {
        let per_horse = i64::from(HORSE_SUPPORT_PER_MONTH);
        let purse = ledger.character(who).crowns.max(0);
        let fed = u8::try_from((purse / per_horse).min(i64::from(rec.horses))).unwrap_or(0);
        if fed < rec.horses {
            record_mut(ledger, who).horses = fed;
            let lost = rec.horses - fed;
            tell(ledger, None, who, ArmyEvent::HorsesLost { lost, kept: fed });
        }
        if fed > 0 {
            let army = ArmySource::HorseUpkeep { horses: fed };
            ledger.purse(
                None,
                who,
                -per_horse * i64::from(fed),
                Source::Army { army },
            );
        }
    }
    if rec.groom {
        let wage = i64::from(GROOM_WAGE_PER_MONTH);
        if ledger.character(who).crowns >= wage {
            let army = ArmySource::Groom;
            ledger.purse(None, who, -wage, Source::Army { army });
        } else {
            record_mut(ledger, who).groom = false;
            tell(ledger, None, who, ArmyEvent::GroomLeft);
        }
    }
    if let Some(com) = ledger.character(who).commission {
        let required = regiments::horses_required(com.regiment, com.rank);
        let horses = record(ledger, who).horses;
        if horses < required {
            tell(
                ledger,
                None,
                who,
                ArmyEvent::ShortOfHorses { horses, required },
            );
        }
    }
}

/// "Must buy one horse" (three for a Major and above): those he lacks, bought at his cost.
fn buy_required_horses(ledger: &mut Ledger, who: &CharacterId) {
    let Some(com) = ledger.character(who).commission else {
        return;
    };
    let required = regiments::horses_required(com.regiment, com.rank);
    let rec = record(ledger, who);
    if rec.horses >= required {
        return;
    }
    let groom = if rec.groom {
        0
    } else {
        i64::from(GROOM_WAGE_PER_MONTH)
    };
    let each = i64::from(HORSE_PRICE) + i64::from(HORSE_SUPPORT_PER_MONTH);
    let purse = (ledger.character(who).crowns - groom).max(0);
    let count = u8::try_from((purse / each).min(i64::from(required - rec.horses))).unwrap_or(0);
    if count == 0 {
        return;
    }
    let army = ArmySource::Horses { count };
    let cost = i64::from(HORSE_PRICE) * i64::from(count);
    ledger.purse(None, who, -cost, Source::Army { army });
    let r = record_mut(ledger, who);
    r.horses += count;
    r.groom = true;
    let horses = r.horses;
    let what = ArmyEvent::HorsesBoughtForHim {
        count,
        horses,
        required,
    };
    tell(ledger, None, who, what);
}

/// Excusal from duty: "A non-player Battalion Commander will excuse a player from one week
/// of duty on a roll of 5 or greater on one die. This may be modified by influence." Each
/// `ExcuseDuty` order of the month is one request (a favour given with it is spent on the
/// Battalion commander, a Major's position on Influence Table B). `pledged`: what the
/// favours pledged on his excusal in the month's weeks bring (house rule: they sway every
/// request of that month, the commander's mind being made up once). Returns the weeks excused.
pub fn excuse_duty(
    ledger: &mut Ledger,
    who: &CharacterId,
    sheet: &OrderSheet,
    rules: &ArmyRules,
    pledged: i32,
    dice: &mut dyn Dice,
) -> u8 {
    let mut excused = 0u8;
    for week in 1..=4u8 {
        for action in sheet.week(week) {
            let Action::ExcuseDuty { favour } = action else {
                continue;
            };
            let w = Some(week);
            if let Some(s) = super::service(ledger, who) {
                let until = s.until;
                refuse(
                    ledger,
                    w,
                    who,
                    "excuse_duty",
                    ArmyRefusal::OnCampaign { until },
                );
                continue;
            }
            let owed = ledger
                .character(who)
                .commission
                .map_or(0, |c| regiments::duty_weeks(c.rank));
            if owed <= excused {
                refuse(ledger, w, who, "excuse_duty", ArmyRefusal::NoDutyOwed);
                continue;
            }
            let mut m = pledged;
            if let Some(f) = favour {
                match spend_favour(ledger, who, f, Position::Major) {
                    Some(k) => m += k,
                    None => {
                        let why = ArmyRefusal::NoSuchFavour { class: f.class };
                        refuse(ledger, w, who, "use_favour", why);
                    }
                }
            }
            let roll = dice.d6();
            let granted = rules.succeeds(roll, m, 5);
            excused += u8::from(granted);
            tell(
                ledger,
                w,
                who,
                ArmyEvent::Excused {
                    roll,
                    modifier: m,
                    needed: 5,
                    granted,
                },
            );
        }
    }
    if excused > 0 {
        let month = ledger.world.month;
        record_mut(ledger, who).excused = Some((month, excused));
    }
    excused
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calendar::Month;
    use crate::dice::ScriptedDice;
    use crate::world::World;

    /// House rule: a man with 7 crowns, three horses (3 a month each) and a groom (2) feeds
    /// two horses (6), loses the third, and cannot pay the groom, who leaves. No purse goes
    /// below zero.
    #[test]
    fn what_a_man_cannot_pay_for_he_loses() {
        let mut world = World::new(Month::new(1626, 8));
        let (mut c, _) = crate::rules::birth::roll_character(
            "Jean Sans Sou",
            "j@example.org",
            &mut ScriptedDice::new([3; 15]),
        );
        c.crowns = 7;
        let id = c.id.clone();
        world.characters.insert(id.clone(), c);
        let mut ledger = Ledger::new(world);
        {
            let r = record_mut(&mut ledger, &id);
            r.horses = 3;
            r.groom = true;
        }
        upkeep(&mut ledger, &id, super::super::HorseRule::Reminded);
        let rec = record(&ledger, &id);
        assert_eq!((rec.horses, rec.groom), (2, false));
        assert_eq!(ledger.character(&id).crowns, 1);
        let told: Vec<ArmyEvent> = ledger
            .events
            .iter()
            .filter_map(|e| match &e.what {
                crate::rules::events::Happening::Army { event } => Some(event.clone()),
                _ => None,
            })
            .collect();
        assert!(told.contains(&ArmyEvent::HorsesLost { lost: 1, kept: 2 }));
        assert!(told.contains(&ArmyEvent::GroomLeft));
    }
}
