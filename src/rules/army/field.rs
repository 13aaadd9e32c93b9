//! The battle of a season's end (000, "i. Campaign Outcome"): the commands above each
//! regiment with a player on campaign, fought once each from the army down, then the
//! regiment, its player battalion commanders, every player's fate, and the non-player
//! officers' deaths and promotions and the regiment's vacancies.
//!
//! House rules: army and division commanders are non-player staff, new each summer; brigade
//! commanders are non-player staff, kept, unless a player is appointed Brigadier (then he
//! marches with his brigade and commands it); the Frontier Regiments have no brigade commander; a formation's mission
//! for the newspaper is its units' commonest; a general officer or Brigade Major serves with
//! the brigade's staff; only regiments with a player on campaign are fought out.

use super::Conduct;
use super::Cowardice;
use super::PostRule;
use super::battle::{Commander, fight};
use super::campaign::{mission_of, unit_key, unit_of};
use super::outcome::{self, Post};
use super::promotion::{leave_regiment, mention, promote};
use super::roster::{self, commands, fill, officer_ma, roster_mut, staff_ma, vacate};
use super::{ArmyEvent, ArmySource, news, record_mut, tell};
use super::{Fought, Level, Unit};
use crate::dice::Dice;
use crate::rules::events::{Source, TitleDeed};
use crate::rules::ledger::Ledger;
use crate::tables::campaign::{CommandLevel, Mission, interpretation};
use crate::tables::force_organisation::{ForceUnit, Formation, Organisation, force_organisation};
use crate::vocab::{Brigade, Rank, Regiment};
use crate::world::{CampaignState, CharacterId};
use std::collections::BTreeMap;

impl Unit {
    /// An army or division as the Force Organisation Table names it ("1st Army", "Field
    /// Army", "Cavalry Division").
    pub fn formation(name: &str) -> Unit {
        let ordinal = |n: &str| {
            n.trim_end_matches(|c: char| c.is_ascii_alphabetic())
                .parse::<u8>()
                .ok()
        };
        match name.split_once(' ') {
            Some(("Field", "Army")) => Unit::FieldArmy,
            Some(("Cavalry", "Division")) => Unit::CavalryDivision,
            Some(("Frontier", "Division")) => Unit::FrontierDivision,
            Some((n, "Army")) if ordinal(n).is_some() => Unit::Army {
                number: ordinal(n).unwrap_or(1),
            },
            Some((n, "Division")) if ordinal(n).is_some() => Unit::Division {
                number: ordinal(n).unwrap_or(1),
            },
            _ => Unit::Named {
                name: name.to_string(),
            },
        }
    }
}

/// The results fought so far this season, by command.
struct Field<'a> {
    state: &'a CampaignState,
    posts: &'a [PostRule],
    org: Option<&'static Organisation>,
    fought: BTreeMap<String, Fought>,
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
    unit: Unit,
    c: Commander,
    parent: Option<&Fought>,
    mission: Mission,
    dice: &mut dyn Dice,
) -> Fought {
    if let Some(f) = field.fought.get(key) {
        return *f;
    }
    let f = fight(c, parent.map_or(0, Fought::shift_down), dice);
    field.fought.insert(key.to_string(), f);
    news(
        ledger,
        ArmyEvent::Battle {
            unit,
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
/// superior. Out of summer none ("all Regiments functioning independently"), "unless a
/// Brigadier volunteers his Brigade": then the brigade, under him.
fn superiors(
    ledger: &mut Ledger,
    field: &mut Field<'_>,
    regiment: Regiment,
    dice: &mut dyn Dice,
) -> Option<Fought> {
    let Some(org) = field.org else {
        let b = crate::tables::regiments::regiment(regiment).brigade?;
        let brigadier = super::appointment::brigade_commander(ledger, field.posts, b)
            .filter(|who| ledger.away(who))?;
        let c = Commander {
            level: Level::Brigade,
            ma: ledger.character(&brigadier).military_ability,
            adjutant: None,
            bonus: 0,
        };
        let mission = field.formation_mission(&[ForceUnit::Brigade(b)]);
        let key = format!("brigade/{}", b.id());
        return Some(command(
            ledger,
            field,
            &key,
            Unit::Brigade { brigade: b },
            c,
            None,
            mission,
            dice,
        ));
    };
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
    let named = Unit::formation(&army);
    let mut parent = command(ledger, field, &key, named, c, None, mission, dice);
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
            Unit::formation(division),
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
        // A player appointed Brigadier commands his brigade in the field.
        let ma = match super::appointment::brigade_commander(ledger, field.posts, b) {
            Some(brigadier) if ledger.away(&brigadier) => {
                ledger.character(&brigadier).military_ability
            }
            _ => staff_ma(&mut ledger.world, &format!("{key}/commander"), dice),
        };
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
            Unit::Brigade { brigade: b },
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
    posts: &[PostRule],
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
        posts,
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
        Unit::Regiment { regiment },
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
            let unit = Unit::Battalion {
                commander: who.clone(),
                regiment,
            };
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
            super::promotion::dies(ledger, who);
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

/// A commander's result against his immediate superior's: better raises his military
/// ability, and the deed is recorded for the King's judgement on titles (`rules::titles`).
fn raise_if_better(ledger: &mut Ledger, who: &CharacterId, own: u8, superior: u8) {
    let deed = TitleDeed::Commanded {
        result: own,
        superior,
    };
    ledger.deeds.push((who.clone(), deed));
    let c = ledger.character_mut(who);
    if own < superior && c.military_ability < 10 {
        c.military_ability += 1;
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
    // Players of a general's rank (by brevet) rise by brevet: no opening needed.
    for w in won.iter().filter(|w| w.rank > Rank::Colonel) {
        promote(ledger, &w.who, dice);
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
        // Each non-player of the rank rolls once, the senior first, while openings remain.
        let candidates: Vec<String> = roster_mut(&mut ledger.world, regiment)
            .officers
            .iter()
            .filter(|o| o.rank == rank && o.character.is_none())
            .filter_map(|o| o.name.clone())
            .collect();
        for name in candidates {
            let roster = roster_mut(&mut ledger.world, regiment);
            if roster::has_slots(to) && roster.vacancies(to) == 0 {
                break;
            }
            if !outcome::roll_against(promotion, dice).1 {
                continue;
            }
            let Some(i) = roster
                .officers
                .iter()
                .position(|o| o.name.as_deref() == Some(&name) && o.character.is_none())
            else {
                continue;
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
        let name =
            crate::rules::setup::officer_name(Rank::Captain, &format!("{key} {regiment} promoted"));
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
        let name = crate::rules::setup::officer_name(
            Rank::Captain,
            &format!(
                "{key} {regiment} purchase {}",
                roster.vacancies(Rank::Captain)
            ),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calendar::Month;
    use crate::dice::ScriptedDice;
    use crate::world::World;

    /// 000: "If a Commander obtains a battle result that is better than his immediate
    /// superior's, his military ability is increased permanently by one" (Henri: 2 against
    /// his Colonel's 3; the Colonel: 3 against the brigade's 5). Held to 10.
    #[test]
    fn a_better_result_than_his_superior_raises_his_ability() {
        let mut world = World::new(Month::new(1626, 8));
        let (mut henri, _) = crate::rules::birth::roll_character(
            "Henri",
            "h@example.org",
            &mut ScriptedDice::new([3; 15]),
        );
        henri.military_ability = 4;
        let id = henri.id.clone();
        world.characters.insert(id.clone(), henri);
        let mut ledger = Ledger::new(world);
        raise_if_better(&mut ledger, &id, 2, 3);
        assert_eq!(ledger.character(&id).military_ability, 5);
        raise_if_better(&mut ledger, &id, 3, 3);
        raise_if_better(&mut ledger, &id, 5, 3);
        assert_eq!(
            ledger.character(&id).military_ability,
            5,
            "equal or worse: no rise"
        );
        ledger.character_mut(&id).military_ability = 10;
        raise_if_better(&mut ledger, &id, 1, 6);
        assert_eq!(ledger.character(&id).military_ability, 10, "held to 10");
        let raised = ledger
            .events
            .iter()
            .filter(|e| {
                matches!(
                    e.what,
                    crate::rules::events::Happening::Army {
                        event: ArmyEvent::AbilityRaised { .. }
                    }
                )
            })
            .count();
        assert_eq!(raised, 1, "told only when it rises");
    }
}
