//! The seasons' campaigns (000, "h. Campaign and Volunteers", "i. Campaign Outcome"): the
//! summer campaign of the regular army (Force Commitment, Force Deployment, Force
//! Organisation), the Frontier and the RNHB always out, volunteers in any season, who is away
//! from Paris, and at the season's end the battle from the army down to each battalion, each
//! man's fate, the non-player officers' fates and the regiments' vacancies.
//!
//! House rules: the battle is fought once, at the end of the season's last month (the
//! month's `Poltroonery` / `RecklessBravery` orders apply); army, division and brigade
//! commanders are non-player staff (appointments are not in this copy of the rules), army and
//! division commanders new each summer, brigade commanders kept; the Frontier Regiments have
//! no brigade commander; a formation's mission for the newspaper is its units' commonest;
//! only regiments with a player on campaign are fought out.

use super::battle::{Commander, Fought, Level, fight};
use super::outcome::{self, Conduct, Cowardice, Post};
use super::promotion::{leave_regiment, mention, promote};
use super::roster::{self, commands, fill, officer_ma, roster_mut, staff_ma, vacate};
use super::tables::DeploymentColumn;
use super::{ArmyEvent, ArmyRefusal, ArmySource, news, record, record_mut, refuse, tell};
use crate::calendar::{Month, Season};
use crate::dice::Dice;
use crate::orders::Volunteer;
use crate::rules::Rulebook;
use crate::rules::events::Source;
use crate::rules::ledger::Ledger;
use crate::tables::campaign::{CommandLevel, Mission, interpretation};
use crate::tables::force_organisation::{ForceUnit, Formation, Organisation, force_organisation};
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
fn unit_of(state: &CampaignState, regiment: Regiment) -> ForceUnit {
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

fn unit_key(u: ForceUnit) -> String {
    match u {
        ForceUnit::Brigade(b) => b.id().to_string(),
        ForceUnit::Rnhb => "rnhb".to_string(),
    }
}

/// A regiment's mission this season; `None` when it is not on campaign.
pub fn mission_of(state: &CampaignState, regiment: Regiment) -> Option<Mission> {
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
    let (commitment, code, brigades) = if summer {
        let commitment = book.army.commitment_roll.roll(dice);
        (
            Some(commitment),
            None,
            tables.committed(commitment).to_vec(),
        )
    } else {
        (None, None, vec![])
    };
    let deployment = dice.d6();
    let code = code.or(commitment.map(|c| c * 10 + deployment));
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
            let always = matches!(com.regiment, Regiment::Frontier | Regiment::Rnhb);
            if (always || summer)
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

/// House rule: a volunteer keeps his own regiment's pay ("retains his position in his own
/// Regiment"); one without a regiment is paid as a Frontier Private ("the same pay as the
/// Gascon Regiment").
pub fn frontier_pay(ledger: &mut Ledger, who: &CharacterId) {
    let c = ledger.character(who);
    if c.commission.is_some() || !c.alive {
        return;
    }
    if record(ledger, who).campaign.is_some()
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
pub fn rnhb_requirement(ledger: &Ledger, who: &CharacterId) -> Option<String> {
    let c = ledger.character(who);
    let rec = record(ledger, who);
    let officer = c.commission.is_some_and(|com| com.rank > Rank::Private);
    if c.abilities.endurance < 110 {
        return Some("an endurance of 110".into());
    }
    if c.abilities.expertise < 9 {
        return Some("an expertise of 9".into());
    }
    if officer && !rec.merit_promotion && rec.mentions.is_empty() {
        return Some("a merit promotion or a mention in despatches".into());
    }
    if officer && c.military_ability <= 1 {
        return Some("a military ability above 1".into());
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
            if mine(colonel) {
                com.regiment
            } else if battalions.iter().any(|i| mine(Some(*i))) {
                // "all Battalions and Squadrons functioning as part of a Frontier Regiment"
                Regiment::Frontier
            } else {
                return refuse(ledger, w, who, order, ArmyRefusal::NoCommand);
            }
        }
    };
    record_mut(ledger, who).campaign = Some(CampaignService {
        with: serving,
        volunteer: true,
        since: month,
        until: state.ends,
    });
    if mission_of(&state, serving).is_none() {
        let m = state
            .missions
            .get("frontier")
            .copied()
            .unwrap_or(Mission::FieldOperations);
        if let Some(c) = ledger.world.army.campaign.as_mut() {
            c.missions.insert(serving.id().to_string(), m);
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
}

/// The season's end: the battle, then everybody home (the Frontier's own stay out); after
/// the summer, next year's Brigade Majors.
pub fn end_month(
    ledger: &mut Ledger,
    conduct: &dyn Fn(&CharacterId) -> Conduct,
    _book: &Rulebook,
    dice: &mut dyn Dice,
) {
    let month = ledger.world.month;
    let Some(state) = ledger.world.army.campaign.clone() else {
        return;
    };
    if state.ends != month {
        return;
    }
    resolve_season(ledger, &state, conduct, dice);
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

/// The results fought so far this season, by command.
struct Field<'a> {
    state: &'a CampaignState,
    org: Option<&'static Organisation>,
    fought: BTreeMap<String, (Fought, Mission)>,
}

impl Field<'_> {
    /// The commonest mission among a formation's units.
    fn formation_mission(&self, units: &[ForceUnit]) -> Mission {
        let mut counts: Vec<(Mission, usize)> = vec![];
        for u in units {
            if let Some(m) = self.state.missions.get(&unit_key(*u)) {
                match counts.iter_mut().find(|(k, _)| k == m) {
                    Some(c) => c.1 += 1,
                    None => counts.push((*m, 1)),
                }
            }
        }
        let best = counts.iter().map(|c| c.1).max().unwrap_or(0);
        counts
            .iter()
            .find(|c| c.1 == best)
            .map_or(Mission::FieldOperations, |c| c.0)
    }
}

/// Fights one command once, under `parent`, and publishes it.
#[allow(clippy::too_many_arguments)]
fn command(
    ledger: &mut Ledger,
    field: &mut Field<'_>,
    key: &str,
    unit: &str,
    c: Commander,
    parent: Option<&Fought>,
    mission: Mission,
    dice: &mut dyn Dice,
) -> Fought {
    if let Some((f, _)) = field.fought.get(key) {
        return *f;
    }
    let f = fight(c, parent.map_or(0, Fought::shift_down), dice);
    field.fought.insert(key.to_string(), (f, mission));
    news(
        ledger,
        ArmyEvent::Battle {
            unit: unit.to_string(),
            mission,
            fought: f,
            interpretation: interpretation(mission, f.result)
                .unwrap_or_default()
                .to_string(),
        },
    );
    f
}

fn staff(ledger: &mut Ledger, key: &str, dice: &mut dyn Dice) -> (u8, u8) {
    let ma = staff_ma(&mut ledger.world, &format!("{key}/commander"), dice);
    let adj = staff_ma(&mut ledger.world, &format!("{key}/adjutant"), dice);
    (ma, adj)
}

/// The commands above a regiment, fought from the top down: the last one is its immediate
/// superior. Empty out of summer ("all Regiments functioning independently").
fn superiors(
    ledger: &mut Ledger,
    field: &mut Field<'_>,
    regiment: Regiment,
    dice: &mut dyn Dice,
) -> Option<Fought> {
    let org = field.org?;
    let unit = unit_of(field.state, regiment);
    let year = ledger.world.month.year;
    let placement = org.placement(unit)?;
    let army = placement.army.to_string();
    let army_units: Vec<ForceUnit> = org
        .armies
        .iter()
        .find(|a| a.name == army)
        .map(|a| {
            a.formations
                .iter()
                .flat_map(|f| match f {
                    Formation::Division { units, .. } => units.clone(),
                    Formation::Brigade(b) => vec![ForceUnit::Brigade(*b)],
                })
                .collect()
        })
        .unwrap_or_default();
    let key = format!("{year}/{army}");
    let (ma, adj) = staff(ledger, &key, dice);
    let mission = field.formation_mission(&army_units);
    let c = Commander {
        level: Level::Army,
        ma,
        adjutant: Some(adj),
        bonus: 0,
    };
    let mut parent = command(ledger, field, &key, &army, c, None, mission, dice);
    if let Some(division) = placement.division {
        let units: Vec<ForceUnit> = org
            .armies
            .iter()
            .flat_map(|a| &a.formations)
            .find_map(|f| match f {
                Formation::Division { name, units } if name == division => Some(units.clone()),
                _ => None,
            })
            .unwrap_or_default();
        let key = format!("{year}/{army}/{division}");
        let (ma, adj) = staff(ledger, &key, dice);
        // "the Division containing the Royal North Highland Border Regiment rolls for its
        // battle result as if the Commander had a military ability one higher".
        let bonus = i32::from(units.contains(&ForceUnit::Rnhb));
        let mission = field.formation_mission(&units);
        let c = Commander {
            level: Level::Division,
            ma,
            adjutant: Some(adj),
            bonus,
        };
        parent = command(
            ledger,
            field,
            &key,
            division,
            c,
            Some(&parent),
            mission,
            dice,
        );
    }
    if let ForceUnit::Brigade(b) = unit
        && b != Brigade::Frontier
    {
        let key = format!("brigade/{}", b.id());
        let ma = staff_ma(&mut ledger.world, &format!("{key}/commander"), dice);
        // The Brigade Major: the senior Major of this year's regiment.
        let bm = ledger.world.army.brigade_majors.get(&b).copied();
        let bm_ma = bm.and_then(|r| {
            let roster = roster_mut(&mut ledger.world, r).clone();
            let i = roster::brigade_major_slot(&ledger.world, r, &roster)?;
            Some(officer_ma(&mut ledger.world, r, i, dice))
        });
        let mission = field.formation_mission(&[unit]);
        let c = Commander {
            level: Level::Brigade,
            ma,
            adjutant: bm_ma,
            bonus: 0,
        };
        parent = command(
            ledger,
            field,
            &key,
            b.name(),
            c,
            Some(&parent),
            mission,
            dice,
        );
    }
    Some(parent)
}

/// The battle of the season for everybody whose service ends now.
pub fn resolve_season(
    ledger: &mut Ledger,
    state: &CampaignState,
    conduct: &dyn Fn(&CharacterId) -> Conduct,
    dice: &mut dyn Dice,
) {
    let month = ledger.world.month;
    let mut by_regiment: BTreeMap<Regiment, Vec<CharacterId>> = BTreeMap::new();
    for (id, r) in &ledger.world.army.records {
        if let Some(s) = r.campaign
            && s.until == month
            && ledger.world.characters.get(id).is_some_and(|c| c.alive)
        {
            by_regiment.entry(s.with).or_default().push(id.clone());
        }
    }
    let org = state.code.and_then(force_organisation);
    let mut field = Field {
        state,
        org,
        fought: BTreeMap::new(),
    };
    for (regiment, men) in by_regiment {
        fight_regiment(ledger, &mut field, regiment, &men, conduct, dice);
    }
}

struct Won {
    who: CharacterId,
    rank: Rank,
}

fn fight_regiment(
    ledger: &mut Ledger,
    field: &mut Field<'_>,
    regiment: Regiment,
    men: &[CharacterId],
    conduct: &dyn Fn(&CharacterId) -> Conduct,
    dice: &mut dyn Dice,
) {
    let mission = mission_of(field.state, regiment)
        .or_else(|| field.state.missions.get(regiment.id()).copied())
        .unwrap_or(Mission::FieldOperations);
    let superior = superiors(ledger, field, regiment, dice);
    let roster = roster_mut(&mut ledger.world, regiment).clone();
    let (colonel, battalions) = commands(&ledger.world, regiment, &roster);
    let adj = staff_ma(
        &mut ledger.world,
        &format!("{}/adjutant", regiment.id()),
        dice,
    );
    let ma = match colonel {
        Some(i) => officer_ma(&mut ledger.world, regiment, i, dice),
        None => adj,
    };
    let key = format!("regiment/{}", regiment.id());
    let c = Commander {
        level: Level::Regiment,
        ma,
        adjutant: Some(adj),
        bonus: 0,
    };
    let fr = command(
        ledger,
        field,
        &key,
        regiment.name(),
        c,
        superior.as_ref(),
        mission,
        dice,
    );
    let holder = |i: Option<usize>| i.and_then(|i| roster.officers[i].character.clone());
    let colonel_player = holder(colonel);
    let bm =
        roster::brigade_major_slot(&ledger.world, regiment, &roster).and_then(|i| holder(Some(i)));

    let mut won: Vec<Won> = vec![];
    for who in men {
        let c = ledger.character(who).clone();
        let rank = c.commission.map_or(Rank::Private, |com| com.rank);
        let mut post = Post {
            regiment: Some(regiment),
            command: None,
            rank,
            against_superior: None,
            battalion_commander: false,
        };
        let mut result = fr.result;
        let in_own = c.commission.is_some_and(|com| com.regiment == regiment);
        let leads_battalion = if in_own {
            battalions
                .iter()
                .any(|i| holder(Some(*i)).as_ref() == Some(who))
        } else {
            rank >= Rank::Major
        };
        if colonel_player.as_ref() == Some(who) && in_own {
            if let Some(s) = superior {
                post.against_superior = Some((fr.result, s.result));
                raise_if_better(ledger, who, fr.result, s.result);
            }
        } else if rank >= Rank::BrigadierGeneral || (bm.as_ref() == Some(who) && in_own) {
            // Serving with the brigade's staff (house rule for generals without appointments).
            post.regiment = None;
            post.command = Some(CommandLevel::Brigade);
            result = superior.map_or(fr.result, |s| s.result);
        } else if leads_battalion {
            let cmd = Commander {
                level: Level::Battalion,
                ma: c.military_ability,
                adjutant: None,
                bonus: 0,
            };
            let fb = fight(cmd, fr.shift_down(), dice);
            let unit = format!("{}'s battalion, {}", c.name, regiment.name());
            let interpretation = interpretation(mission, fb.result)
                .unwrap_or_default()
                .to_string();
            tell(
                ledger,
                None,
                who,
                ArmyEvent::Battle {
                    unit,
                    mission,
                    fought: fb,
                    interpretation,
                },
            );
            post.against_superior = Some((fb.result, fr.result));
            post.battalion_commander = true;
            raise_if_better(ledger, who, fb.result, fr.result);
        }
        let conduct = conduct(who);
        let rolled = outcome::roll(mission, result, outcome::modifiers(post), conduct, dice);
        tell(
            ledger,
            None,
            who,
            ArmyEvent::Fate {
                with: regiment,
                rolled,
            },
        );
        if rolled.died {
            leave_regiment(ledger, who);
            ledger.character_mut(who).alive = false;
            tell(ledger, None, who, ArmyEvent::Killed { with: regiment });
            continue;
        }
        if let (Some(cowardice), Conduct::Poltroonery(modifier)) = (rolled.cowardice, conduct) {
            tell(
                ledger,
                None,
                who,
                ArmyEvent::Cowardice {
                    cowardice,
                    modifier,
                },
            );
            if cowardice != Cowardice::Unnoticed {
                record_mut(ledger, who).poltroonery = Some(modifier);
            }
            if cowardice == Cowardice::Dismissed
                && let Some(com) = ledger.character(who).commission
            {
                leave_regiment(ledger, who);
                let r = record_mut(ledger, who);
                r.dismissed = true;
                r.barred_from.push(com.regiment);
                tell(
                    ledger,
                    None,
                    who,
                    ArmyEvent::Dismissed {
                        regiment: com.regiment,
                    },
                );
            }
        }
        if rolled.mentioned {
            mention(ledger, who, regiment, dice);
        }
        if rolled.plunder > 0 {
            let army = ArmySource::Plunder;
            ledger.purse(None, who, i64::from(rolled.plunder), Source::Army { army });
        }
        if rolled.promoted {
            won.push(Won {
                who: who.clone(),
                rank,
            });
        }
    }
    npc_fates(ledger, regiment, mission, fr.result, won, dice);
}

fn raise_if_better(ledger: &mut Ledger, who: &CharacterId, own: u8, superior: u8) {
    if own < superior {
        let c = ledger.character_mut(who);
        c.military_ability = (c.military_ability + 1).min(10);
        let to = c.military_ability;
        tell(ledger, None, who, ArmyEvent::AbilityRaised { to });
    }
}

/// The non-player officers: death (their unfavourable regimental modifier only), then
/// promotion into openings from the top down, players first at each rank ("Player characters
/// have precedence over equally ranked non-player characters"), then the Subaltern's roll for
/// a Captaincy and the Captaincies "in excess of two ... filled by purchase".
///
/// House rule: a non-player Colonel promoted leaves to be a general, opening his place.
fn npc_fates(
    ledger: &mut Ledger,
    regiment: Regiment,
    mission: Mission,
    result: u8,
    won: Vec<Won>,
    dice: &mut dyn Dice,
) {
    let death = outcome::npc_death_needed(mission, result, regiment);
    let promotion = outcome::npc_promotion_needed(mission, result, regiment);
    let npcs: Vec<(String, Rank)> = roster_mut(&mut ledger.world, regiment)
        .officers
        .iter()
        .filter(|o| o.character.is_none())
        .filter_map(|o| o.name.clone().map(|n| (n, o.rank)))
        .collect();
    for (name, rank) in npcs {
        if outcome::roll_against(death, dice).1 {
            let roster = roster_mut(&mut ledger.world, regiment);
            if let Some(i) = roster
                .officers
                .iter()
                .position(|o| o.name.as_deref() == Some(&name) && o.character.is_none())
            {
                vacate(roster, i);
            }
            news(
                ledger,
                ArmyEvent::OfficerFell {
                    regiment,
                    officer: name,
                    rank,
                },
            );
        }
    }
    for rank in [
        Rank::Colonel,
        Rank::LieutenantColonel,
        Rank::Major,
        Rank::Captain,
        Rank::Subaltern,
        Rank::Private,
    ] {
        for w in won.iter().filter(|w| w.rank == rank) {
            promote(ledger, &w.who, dice);
        }
        if !roster::has_slots(rank) {
            continue;
        }
        let Some(to) = Rank::ALL.get(rank as usize + 1).copied() else {
            continue;
        };
        loop {
            let roster = roster_mut(&mut ledger.world, regiment);
            if roster::has_slots(to) && roster.vacancies(to) == 0 {
                break;
            }
            let candidates: Vec<String> = roster
                .officers
                .iter()
                .filter(|o| o.rank == rank && o.character.is_none())
                .filter_map(|o| o.name.clone())
                .collect();
            let mut promoted = None;
            for name in candidates {
                if outcome::roll_against(promotion, dice).1 {
                    promoted = Some(name);
                    break;
                }
            }
            let Some(name) = promoted else { break };
            let roster = roster_mut(&mut ledger.world, regiment);
            let Some(i) = roster
                .officers
                .iter()
                .position(|o| o.name.as_deref() == Some(&name) && o.character.is_none())
            else {
                break;
            };
            let ma = roster.officers[i].military_ability;
            vacate(roster, i);
            if roster::has_slots(to) {
                fill(roster, to, name.clone(), None, ma);
            }
            news(
                ledger,
                ArmyEvent::OfficerPromoted {
                    regiment,
                    officer: name,
                    to,
                },
            );
            if !roster::has_slots(to) {
                break;
            }
        }
    }
    // "At the conclusion of each battle where there is a Captain's vacancy, roll two dice on
    // the Personal Outcome Table to see if a Subaltern is promoted into that slot."
    let key = ledger.world.month.key();
    let roster = roster_mut(&mut ledger.world, regiment);
    if roster.vacancies(Rank::Captain) > 0 && outcome::roll_against(promotion, dice).1 {
        let name = format!(
            "Captain {} of the {} ({key})",
            1 + roster.vacancies(Rank::Captain),
            regiment.name()
        );
        fill(roster, Rank::Captain, name, None, None);
        news(
            ledger,
            ArmyEvent::CaptaincyFilled {
                regiment,
                purchased: false,
            },
        );
    }
    while roster_mut(&mut ledger.world, regiment).vacancies(Rank::Captain) > 2 {
        let roster = roster_mut(&mut ledger.world, regiment);
        let name = format!(
            "Captain {} of the {} ({key}, by purchase)",
            roster.vacancies(Rank::Captain),
            regiment.name()
        );
        fill(roster, Rank::Captain, name, None, None);
        news(
            ledger,
            ArmyEvent::CaptaincyFilled {
                regiment,
                purchased: true,
            },
        );
    }
}

/// A petition to substitute a regiment not sent for one that is (000, Substitutions): the
/// Field Marshal grants it on 7 on one die, altered by influence; among conflicting
/// petitions that succeed, the highest roll, then the highest social level; a tie is left
/// to the petitioners (withdrawal or a duel): `None`.
///
/// House rule: the order vocabulary has no petition yet; this is the ruling the GM (or a
/// later order) applies.
pub fn grant_petition(
    petitions: &[(CharacterId, i32, u8)],
    dice: &mut dyn Dice,
) -> (Vec<(CharacterId, u8, i32)>, Option<CharacterId>) {
    let rolled: Vec<(CharacterId, u8, i32)> = petitions
        .iter()
        .map(|(who, modifier, _)| (who.clone(), dice.d6(), *modifier))
        .collect();
    let level = |who: &CharacterId| petitions.iter().find(|p| &p.0 == who).map_or(0, |p| p.2);
    let mut best: Vec<&(CharacterId, u8, i32)> = rolled
        .iter()
        .filter(|(_, r, m)| i32::from(*r) + m >= 7)
        .collect();
    best.sort_by_key(|(who, r, m)| std::cmp::Reverse((i32::from(*r) + m, level(who))));
    let winner = match best.as_slice() {
        [] => None,
        [one] => Some(one.0.clone()),
        [a, b, ..]
            if (i32::from(a.1) + a.2, level(&a.0)) == (i32::from(b.1) + b.2, level(&b.0)) =>
        {
            None
        }
        [a, ..] => Some(a.0.clone()),
    };
    (rolled, winner)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::ScriptedDice;

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

    #[test]
    fn petitions() {
        // "The Field Marshal will grant a player's petition on a roll of 7 on one die. This
        // roll may be altered by influence." Highest roll, then highest Social Level.
        let a = CharacterId::from_name("A");
        let b = CharacterId::from_name("B");
        let mut d = ScriptedDice::new([6, 5]);
        let (_, w) = grant_petition(&[(a.clone(), 1, 9), (b.clone(), 2, 12)], &mut d);
        assert_eq!(w, Some(b.clone()), "7 each: the higher social level wins");
        let mut d = ScriptedDice::new([6, 5]);
        let (_, w) = grant_petition(&[(a.clone(), 1, 12), (b.clone(), 2, 12)], &mut d);
        assert_eq!(w, None, "a tie: withdraw or duel");
        let mut d = ScriptedDice::new([6]);
        assert_eq!(
            grant_petition(&[(a, 0, 12)], &mut d).1,
            None,
            "a 6 alone is not 7"
        );
    }
}
