//! The seasons' campaigns (000, "h. Campaign and Volunteers", "i. Campaign Outcome"): the
//! summer campaign of the regular army (Force Commitment, Force Deployment, Force
//! Organisation), the Frontier and the RNHB always out, volunteers in any season, who is away
//! from Paris (petitions for substitution are in `petition`), and at the season's end the battle from the army down to each battalion, each
//! man's fate, the non-player officers' fates and the regiments' vacancies.
//!
//! House rule: the battle (`field`) is fought once, at the end of the season's last month
//! (the month's `Poltroonery` / `RecklessBravery` orders apply).

use super::Conduct;
use super::roster::{commands, roster_mut};
use super::{ArmyEvent, ArmyRefusal, ArmySource, news, record, record_mut, refuse, tell};
use crate::calendar::{Month, Season};
use crate::dice::Dice;
use crate::orders::Volunteer;
use crate::rules::Rulebook;
use crate::rules::events::{Requirement, Source};
use crate::rules::ledger::Ledger;
use crate::rules::society::influence::influence_on;
use crate::tables::campaign::Mission;
use crate::tables::force_organisation::ForceUnit;
use crate::tables::force_tables::DeploymentColumn;
use crate::tables::influence::Position;
use crate::tables::regiments;
use crate::vocab::{Brigade, Rank, Regiment};
use crate::world::{CampaignService, CampaignState, CharacterId};
use std::collections::BTreeMap;

fn season_bounds(month: Month) -> (Month, Month) {
    let mut begun = month;
    while !begun.starts_season() {
        begun = Month::new(
            if begun.month == 1 {
                begun.year - 1
            } else {
                begun.year
            },
            if begun.month == 1 {
                12
            } else {
                begun.month - 1
            },
        );
    }
    (begun, begun.next().next())
}

fn column_key(c: DeploymentColumn) -> String {
    match c {
        DeploymentColumn::Brigade(b) => b.id().to_string(),
        DeploymentColumn::Rnhb => "rnhb".to_string(),
    }
}

/// The unit a regiment marches with: its brigade, the RNHB, or (substituted) the brigade of
/// the regiment it replaces.
pub(super) fn unit_of(state: &CampaignState, regiment: Regiment) -> ForceUnit {
    let regiment = state
        .substitutions
        .iter()
        .find(|(r, _)| *r == regiment)
        .map_or(regiment, |(_, replaced)| *replaced);
    match regiments::regiment(regiment).brigade {
        Some(b) => ForceUnit::Brigade(b),
        None => ForceUnit::Rnhb,
    }
}

pub(super) fn unit_key(u: ForceUnit) -> String {
    match u {
        ForceUnit::Brigade(b) => b.id().to_string(),
        ForceUnit::Rnhb => "rnhb".to_string(),
    }
}

/// "The only season in which the regular army (all Regiments except the Frontier Regiments and
/// the Royal North Highland Border Regiment) campaigns is the summer season. The Frontier and
/// RNHB Regiments ... are always on campaign, year round" (000, Campaign Seasons).
pub fn campaigns_year_round(regiment: Regiment) -> bool {
    matches!(regiment, Regiment::Frontier | Regiment::Rnhb)
}

/// Whether `regiment` may be ordered to the front in `season` (volunteers apart).
pub fn may_be_ordered_out(regiment: Regiment, season: Season) -> bool {
    season == Season::Summer || campaigns_year_round(regiment)
}

/// A regiment's mission this season; `None` when it is not on campaign (or another was
/// substituted for it).
pub fn mission_of(state: &CampaignState, regiment: Regiment) -> Option<Mission> {
    if state.substitutions.iter().any(|(_, r)| *r == regiment) {
        return None;
    }
    state
        .missions
        .get(&unit_key(unit_of(state, regiment)))
        .copied()
}

/// Determines the season's campaign.
fn determine(ledger: &mut Ledger, book: &Rulebook, dice: &mut dyn Dice) {
    let month = ledger.world.month;
    let (begun, ends) = season_bounds(month);
    let tables = &book.army.force_tables;
    let summer = month.season() == Season::Summer;
    let mut missions = BTreeMap::new();
    let (commitment, brigades) = if summer {
        let commitment = book.army.commitment_roll.roll(dice);
        (Some(commitment), tables.committed(commitment).to_vec())
    } else {
        (None, vec![])
    };
    let deployment = dice.d6();
    let code = commitment.map(|c| c * 10 + deployment);
    let units = brigades
        .iter()
        .map(|b| DeploymentColumn::Brigade(*b))
        .chain([
            DeploymentColumn::Brigade(Brigade::Frontier),
            DeploymentColumn::Rnhb,
        ]);
    let frontier = tables
        .mission(deployment, DeploymentColumn::Brigade(Brigade::Frontier))
        .unwrap_or(Mission::FieldOperations);
    for u in units {
        // "The mission shown for a Frontier Regiment is that assigned to all units on
        // campaign" out of summer.
        let m = if summer {
            tables.mission(deployment, u).unwrap_or(frontier)
        } else {
            frontier
        };
        missions.insert(column_key(u), m);
    }
    ledger.world.army.campaign = Some(CampaignState {
        begun,
        ends,
        code,
        deployment,
        missions,
        substitutions: vec![],
    });
    news(
        ledger,
        ArmyEvent::CampaignDetermined {
            summer,
            commitment,
            deployment,
            code,
            brigades,
        },
    );
}

/// The season's campaign, determined if not yet known.
pub fn ensure_campaign(ledger: &mut Ledger, book: &Rulebook, dice: &mut dyn Dice) {
    let month = ledger.world.month;
    if ledger
        .world
        .army
        .campaign
        .as_ref()
        .is_none_or(|c| c.ends < month)
    {
        determine(ledger, book, dice);
    }
}

/// The month's start: the season's campaign if not yet known, the Brigade Majors if never
/// rolled this year, who marches, and who is away.
///
/// Dice are rolled only when needed: nothing happens in a world where nobody holds a
/// commission or serves as a volunteer.
pub fn begin_month(ledger: &mut Ledger, book: &Rulebook, dice: &mut dyn Dice) {
    let month = ledger.world.month;
    let soldiers = ledger.world.living().any(|c| c.commission.is_some())
        || ledger
            .world
            .army
            .records
            .values()
            .any(|r| r.campaign.is_some());
    if !soldiers {
        return;
    }
    ensure_campaign(ledger, book, dice);
    if ledger.world.army.brigade_majors_year.is_none() {
        super::roster::roll_brigade_majors(ledger, month.year, dice);
    }
    let Some(state) = ledger.world.army.campaign.clone() else {
        return;
    };
    let summer = month.season() == Season::Summer;
    let cast: Vec<CharacterId> = ledger.world.living().map(|c| c.id.clone()).collect();
    for who in cast {
        let Some(com) = ledger.character(&who).commission else {
            continue;
        };
        let mut rec = record(ledger, &who);
        if rec.campaign.is_none() {
            let always = campaigns_year_round(com.regiment);
            let brigadier = summer
                .then(|| brigade_commanded(ledger, book, &who, &state))
                .flatten();
            if let Some((regiment, mission)) = brigadier {
                // A player Brigadier marches with his brigade (with its first regiment,
                // unless he belongs to one of its own).
                rec.campaign = Some(CampaignService {
                    with: regiment,
                    volunteer: false,
                    since: month,
                    until: state.ends,
                });
                *record_mut(ledger, &who) = rec.clone();
                tell(ledger, None, &who, ArmyEvent::Ordered { regiment, mission });
            } else if (always || summer)
                && let Some(mission) = mission_of(&state, com.regiment)
            {
                rec.campaign = Some(CampaignService {
                    with: com.regiment,
                    volunteer: false,
                    since: month,
                    until: state.ends,
                });
                *record_mut(ledger, &who) = rec.clone();
                let regiment = com.regiment;
                tell(ledger, None, &who, ArmyEvent::Ordered { regiment, mission });
            }
        }
        if let Some(s) = rec.campaign {
            let (with, until, volunteer) = (s.with, s.until, s.volunteer);
            tell(
                ledger,
                None,
                &who,
                ArmyEvent::OnCampaign {
                    with,
                    until,
                    volunteer,
                },
            );
        }
    }
    // Volunteers without a regiment (not reached above) are reported too.
    let volunteers: Vec<(CharacterId, CampaignService)> = ledger
        .world
        .army
        .records
        .iter()
        .filter_map(|(id, r)| r.campaign.map(|s| (id.clone(), s)))
        .filter(|(id, _)| {
            ledger
                .world
                .characters
                .get(id)
                .is_some_and(|c| c.alive && c.commission.is_none())
        })
        .collect();
    for (who, s) in volunteers {
        let (with, until, volunteer) = (s.with, s.until, s.volunteer);
        tell(
            ledger,
            None,
            &who,
            ArmyEvent::OnCampaign {
                with,
                until,
                volunteer,
            },
        );
    }
}

/// The brigade a player commands as Brigadier, if it is sent this summer: the regiment he
/// marches with and its mission.
fn brigade_commanded(
    ledger: &Ledger,
    book: &Rulebook,
    who: &CharacterId,
    state: &CampaignState,
) -> Option<(Regiment, Mission)> {
    let brigade = super::appointment::brigade_of(ledger, &book.army.appointments, who)?;
    let mission = state.missions.get(brigade.id()).copied()?;
    Some((brigadier_regiment(ledger, who, brigade)?, mission))
}

/// The regiment a Brigadier marches with: his own if it is of his brigade, else its first.
fn brigadier_regiment(ledger: &Ledger, who: &CharacterId, brigade: Brigade) -> Option<Regiment> {
    let own = ledger.character(who).commission.map(|c| c.regiment);
    let members = &regiments::brigade(brigade).regiments;
    own.filter(|r| members.contains(r))
        .or_else(|| members.first().copied())
}

/// House rule: a volunteer keeps his own regiment's pay ("retains his position in his own
/// Regiment"); one without a regiment is paid as a Frontier Private ("the same pay as the
/// Gascon Regiment").
pub fn frontier_pay(ledger: &mut Ledger, who: &CharacterId) {
    let c = ledger.character(who);
    if c.commission.is_some() || !c.alive {
        return;
    }
    if ledger.away(who)
        && let Some(row) = regiments::rank_row(Regiment::Frontier, Rank::Private)
    {
        let army = ArmySource::FrontierPay {
            rank: Rank::Private,
        };
        ledger.purse(None, who, i64::from(row.monthly_pay), Source::Army { army });
    }
}

/// "Officers may campaign with the RNHB only if they meet the requirements for Privates [an
/// Endurance of 110 or more and an Expertise of 9] and, in addition, have received one merit
/// promotion (non-purchased) or have been mentioned in despatches. Officers with a military
/// ability of 1 are not accepted."
pub fn rnhb_requirement(ledger: &Ledger, who: &CharacterId) -> Option<Requirement> {
    const ENDURANCE: u16 = 110;
    const EXPERTISE: u8 = 9;
    const ABILITY_ABOVE: u8 = 1;
    let c = ledger.character(who);
    let rec = record(ledger, who);
    let officer = c.commission.is_some_and(|com| com.rank > Rank::Private);
    if c.abilities.endurance < ENDURANCE {
        return Some(Requirement::Endurance {
            at_least: ENDURANCE,
        });
    }
    if c.abilities.expertise < EXPERTISE {
        return Some(Requirement::Expertise {
            at_least: EXPERTISE,
        });
    }
    if officer && !rec.merit_promotion && rec.mentions.is_empty() {
        return Some(Requirement::MeritPromotionOrMention);
    }
    if officer && c.military_ability <= ABILITY_ABOVE {
        return Some(Requirement::MilitaryAbilityAbove {
            above: ABILITY_ABOVE,
        });
    }
    None
}

/// Volunteering (000, Volunteers): his own unit out of summer, if he commands one; the
/// Frontier or the RNHB in any season. "All volunteers must be on campaign for at least one
/// month ...: the first week in May is the latest a player could volunteer for the Spring
/// campaign."
pub fn volunteer(
    ledger: &mut Ledger,
    who: &CharacterId,
    week: u8,
    with: &Volunteer,
    book: &Rulebook,
    dice: &mut dyn Dice,
) {
    ensure_campaign(ledger, book, dice);
    let w = Some(week);
    let order = "volunteer";
    let month = ledger.world.month;
    let Some(state) = ledger.world.army.campaign.clone() else {
        return refuse(ledger, w, who, order, ArmyRefusal::NotThisSeason);
    };
    if month == state.ends && week > 1 {
        return refuse(ledger, w, who, order, ArmyRefusal::TooLateToVolunteer);
    }
    // The regiments whose players march with him.
    let mut marching: Vec<Regiment> = vec![];
    let serving = match with {
        Volunteer::Frontier => Regiment::Frontier,
        Volunteer::Rnhb => {
            if let Some(requirement) = rnhb_requirement(ledger, who) {
                let why = ArmyRefusal::RnhbRequirement { requirement };
                return refuse(ledger, w, who, order, why);
            }
            Regiment::Rnhb
        }
        Volunteer::OwnUnit => {
            if month.season() == Season::Summer {
                return refuse(ledger, w, who, order, ArmyRefusal::NotThisSeason);
            }
            let Some(com) = ledger.character(who).commission else {
                return refuse(ledger, w, who, order, ArmyRefusal::NoCommand);
            };
            let r = roster_mut(&mut ledger.world, com.regiment).clone();
            let (colonel, battalions) = commands(&ledger.world, com.regiment, &r);
            let mine =
                |i: Option<usize>| i.is_some_and(|i| r.officers[i].character.as_ref() == Some(who));
            let brigade = super::appointment::brigade_of(ledger, &book.army.appointments, who);
            if let Some(b) = brigade
                && let Some(regiment) = brigadier_regiment(ledger, who, b)
            {
                // "Players who command Brigades may volunteer their entire Brigade".
                marching = regiments::brigade(b).regiments.clone();
                regiment
            } else if mine(colonel) {
                marching = vec![com.regiment];
                com.regiment
            } else if battalions.iter().any(|i| mine(Some(*i))) {
                // "all Battalions and Squadrons functioning as part of a Frontier Regiment"
                Regiment::Frontier
            } else {
                match colonel.map(|i| r.officers[i].character.clone()) {
                    // "A non-player Commander of a Regiment ... will volunteer his unit on a
                    // die roll of 6 on one die. This roll may be modified by influence."
                    Some(None) => {
                        if !npc_commander_volunteers(ledger, who, w, com.regiment, book, dice) {
                            return;
                        }
                        marching = vec![com.regiment];
                        com.regiment
                    }
                    Some(Some(commander)) => {
                        let why = ArmyRefusal::CommanderDecides { commander };
                        return refuse(ledger, w, who, order, why);
                    }
                    None => return refuse(ledger, w, who, order, ArmyRefusal::NoCommand),
                }
            }
        }
    };
    record_mut(ledger, who).campaign = Some(CampaignService {
        with: serving,
        volunteer: true,
        since: month,
        until: state.ends,
    });
    // Out of summer "The mission shown for a Frontier Regiment is that assigned to all units
    // on campaign".
    let frontier = state
        .missions
        .get("frontier")
        .copied()
        .unwrap_or(Mission::FieldOperations);
    for r in marching.iter().chain([&serving]) {
        if mission_of(&state, *r).is_none()
            && let Some(c) = ledger.world.army.campaign.as_mut()
        {
            c.missions.entry(r.id().to_string()).or_insert(frontier);
        }
    }
    tell(
        ledger,
        w,
        who,
        ArmyEvent::Volunteered {
            with: serving,
            until: state.ends,
        },
    );
    for regiment in marching {
        march_with(ledger, who, regiment, &state);
    }
}

/// A player asks his regiment's non-player commander to volunteer the regiment: one die,
/// 6 or more, modified by favours pledged this month on the Colonel's decision to volunteer.
///
/// House rule: players' postings to battalions are not kept, so a player who commands
/// nothing asks his regiment's acting commander (the battalion would go "as part of a
/// Frontier Regiment" without him otherwise).
fn npc_commander_volunteers(
    ledger: &mut Ledger,
    who: &CharacterId,
    week: Option<u8>,
    regiment: Regiment,
    book: &Rulebook,
    dice: &mut dyn Dice,
) -> bool {
    let name = regiment.name().to_lowercase();
    let modifier = influence_on(
        &ledger.pledges,
        who,
        Position::Colonel,
        &[
            "volunteer",
            "voluntari",
            "campaign",
            "campana",
            regiment.id(),
            &name,
        ],
    );
    let roll = dice.d6();
    let needed = 6;
    let granted = book.army.succeeds(roll, modifier, i32::from(needed));
    tell(
        ledger,
        week,
        who,
        ArmyEvent::CommanderAsked {
            regiment,
            roll,
            modifier,
            needed,
            granted,
        },
    );
    granted
}

/// A regiment volunteered (alone or with its brigade): its other players in Paris march with
/// it, until the season ends.
fn march_with(
    ledger: &mut Ledger,
    volunteer: &CharacterId,
    regiment: Regiment,
    state: &CampaignState,
) {
    let mission = ledger
        .world
        .army
        .campaign
        .as_ref()
        .and_then(|c| c.missions.get(regiment.id()).copied())
        .unwrap_or(Mission::FieldOperations);
    let month = ledger.world.month;
    let comrades: Vec<CharacterId> = ledger
        .world
        .living()
        .filter(|c| c.id != *volunteer && c.commission.is_some_and(|com| com.regiment == regiment))
        .map(|c| c.id.clone())
        .collect();
    for who in comrades {
        if ledger.away(&who) {
            continue;
        }
        record_mut(ledger, &who).campaign = Some(CampaignService {
            with: regiment,
            volunteer: false,
            since: month,
            until: state.ends,
        });
        tell(ledger, None, &who, ArmyEvent::Ordered { regiment, mission });
    }
}

/// The season's end: the battle, then everybody home (the Frontier's own stay out); after
/// the summer, next year's Brigade Majors.
pub fn end_month(
    ledger: &mut Ledger,
    conduct: &dyn Fn(&CharacterId) -> Conduct,
    book: &Rulebook,
    dice: &mut dyn Dice,
) {
    let month = ledger.world.month;
    let Some(state) = ledger.world.army.campaign.clone() else {
        return;
    };
    if state.ends != month {
        return;
    }
    super::field::resolve_season(ledger, &state, &book.army.appointments, conduct, dice);
    let out: Vec<(CharacterId, Regiment)> = ledger
        .world
        .army
        .records
        .iter()
        .filter_map(|(id, r)| {
            r.campaign
                .filter(|s| s.until <= month)
                .map(|s| (id.clone(), s.with))
        })
        .collect();
    for (who, with) in out {
        record_mut(ledger, &who).campaign = None;
        let alive = ledger.world.characters.get(&who).is_some_and(|c| c.alive);
        let member = ledger.character(&who).commission.map(|c| c.regiment);
        if alive && !matches!(member, Some(Regiment::Frontier | Regiment::Rnhb)) {
            tell(ledger, None, &who, ArmyEvent::Returned { with });
        }
    }
    ledger.world.army.records.retain(|_, r| !r.is_clean());
    let soldiers = ledger.world.living().any(|c| c.commission.is_some());
    if soldiers && month.season() == Season::Summer {
        // "Re-roll Brigade Major assignments at the end of the regular campaign season."
        super::roster::roll_brigade_majors(ledger, month.year + 1, dice);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seasons() {
        assert_eq!(
            season_bounds(Month::new(1626, 7)),
            (Month::new(1626, 6), Month::new(1626, 8))
        );
        assert_eq!(
            season_bounds(Month::new(1627, 1)),
            (Month::new(1626, 12), Month::new(1627, 2))
        );
        assert_eq!(
            season_bounds(Month::new(1627, 5)),
            (Month::new(1627, 3), Month::new(1627, 5))
        );
    }
}
