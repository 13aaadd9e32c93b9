//! The ten officers of each regiment above Subaltern (000, Regimental Organisation): seniority
//! within a rank is the order of the roster; vacancies sit at the bottom of their rank; a
//! newcomer becomes the junior of his rank; the regiment's acting commander and battalion
//! commanders; military ability rolled only when needed; the Brigade Major's yearly roll.

use super::{ArmyEvent, news};
use crate::dice::Dice;
use crate::rules::ledger::Ledger;
use crate::vocab::{Brigade, Rank, Regiment};
use crate::world::{BrevetKind, CharacterId, Officer, Roster, World};

/// True for the ranks that have slots in a regiment's roster.
pub fn has_slots(rank: Rank) -> bool {
    Roster::SLOTS.iter().any(|(r, _)| *r == rank)
}

fn npc_name(regiment: Regiment, rank: Rank, n: usize) -> String {
    crate::rules::setup::officer_name(rank, &format!("{regiment} {n}"))
}

/// The regiment's roster, made (all non-player officers) if the world has none yet.
pub fn roster_mut(world: &mut World, regiment: Regiment) -> &mut Roster {
    world.regiments.entry(regiment).or_insert_with(|| {
        let mut officers = Vec::new();
        for (rank, count) in Roster::SLOTS {
            for i in 0..count {
                officers.push(Officer {
                    rank,
                    name: Some(npc_name(regiment, rank, i + 1)),
                    character: None,
                    military_ability: None,
                });
            }
        }
        Roster { officers }
    })
}

fn vacant(o: &Officer) -> bool {
    o.name.is_none() && o.character.is_none()
}

/// Empties a slot and moves the vacancy to the bottom of its rank.
pub fn vacate(roster: &mut Roster, index: usize) {
    let rank = roster.officers[index].rank;
    let mut slot = roster.officers.remove(index);
    slot.name = None;
    slot.character = None;
    slot.military_ability = None;
    let last = roster
        .officers
        .iter()
        .rposition(|o| o.rank == rank)
        .map_or(index, |i| i + 1);
    roster
        .officers
        .insert(last.min(roster.officers.len()), slot);
}

/// Puts a holder in the first vacancy of a rank (the junior place); `None` when none.
pub fn fill(
    roster: &mut Roster,
    rank: Rank,
    name: String,
    character: Option<CharacterId>,
    ma: Option<u8>,
) -> Option<usize> {
    let i = roster
        .officers
        .iter()
        .position(|o| o.rank == rank && vacant(o))?;
    roster.officers[i] = Officer {
        rank,
        name: Some(name),
        character,
        military_ability: ma,
    };
    Some(i)
}

/// The slot a character holds in a rank.
pub fn slot_of(roster: &Roster, who: &CharacterId, rank: Rank) -> Option<usize> {
    roster
        .officers
        .iter()
        .position(|o| o.rank == rank && o.character.as_ref() == Some(who))
}

/// Every slot a character holds (two with a brevet).
pub fn slots_of(roster: &Roster, who: &CharacterId) -> Vec<usize> {
    (0..roster.officers.len())
        .filter(|i| roster.officers[*i].character.as_ref() == Some(who))
        .collect()
}

/// True when players hold every slot of the rank.
pub fn held_by_players(roster: &Roster, rank: Rank) -> bool {
    roster
        .officers
        .iter()
        .filter(|o| o.rank == rank)
        .all(|o| o.character.is_some())
}

/// The junior non-player holder of a rank.
pub fn junior_npc(roster: &Roster, rank: Rank) -> Option<usize> {
    roster
        .officers
        .iter()
        .rposition(|o| o.rank == rank && o.character.is_none() && o.name.is_some())
}

/// Which slots are away from the regiment: a player Colonel brevetted general, a Brigade
/// Major. Their slots stay filled, but they command nothing in it.
pub fn detached(world: &World, regiment: Regiment, roster: &Roster) -> Vec<bool> {
    let bm = brigade_major_slot(world, regiment, roster);
    roster
        .officers
        .iter()
        .enumerate()
        .map(|(i, o)| {
            let general_brevet = o.character.as_ref().is_some_and(|c| {
                world.army.records.get(c).is_some_and(|r| {
                    r.brevet
                        .is_some_and(|b| b.kind == BrevetKind::GeneralOfficer)
                })
            });
            // A player holding two slots (a brevet) commands from the higher one only.
            let lower_of_two = o.character.as_ref().is_some_and(|c| {
                roster.officers[..i]
                    .iter()
                    .any(|p| p.character.as_ref() == Some(c))
            });
            general_brevet || lower_of_two || Some(i) == bm
        })
        .collect()
}

/// The Brigade Major's slot in this regiment, if this year's comes from it: its senior Major.
pub fn brigade_major_slot(world: &World, regiment: Regiment, roster: &Roster) -> Option<usize> {
    let brigade = crate::tables::regiments::regiment(regiment).brigade?;
    if world.army.brigade_majors.get(&brigade) != Some(&regiment) {
        return None;
    }
    roster
        .officers
        .iter()
        .position(|o| o.rank == Rank::Major && !vacant(o))
}

/// The acting regimental commander and the battalion commanders (up to three), in order of
/// seniority among those present.
pub fn commands(world: &World, regiment: Regiment, roster: &Roster) -> (Option<usize>, Vec<usize>) {
    let away = detached(world, regiment, roster);
    let mut present =
        (0..roster.officers.len()).filter(|i| !vacant(&roster.officers[*i]) && !away[*i]);
    let colonel = present.next();
    let battalions = present.take(3).collect();
    (colonel, battalions)
}

/// An officer's military ability: a player's own, or a non-player's, rolled when first
/// needed and kept.
pub fn officer_ma(world: &mut World, regiment: Regiment, index: usize, dice: &mut dyn Dice) -> u8 {
    let officer = &world.regiments[&regiment].officers[index];
    if let Some(c) = &officer.character {
        return world.characters.get(c).map_or(1, |c| c.military_ability);
    }
    if let Some(ma) = officer.military_ability {
        return ma;
    }
    let ma = if regiment == Regiment::Rnhb && index == 0 {
        // "roll for the military ability of the Commander of the unit in the normal manner,
        // adding three to the die roll" (held to 10).
        (dice.d6() + 3).min(10)
    } else {
        dice.d6()
    };
    roster_mut(world, regiment).officers[index].military_ability = Some(ma);
    ma
}

/// A staff officer's military ability, rolled when first needed and kept.
pub fn staff_ma(world: &mut World, key: &str, dice: &mut dyn Dice) -> u8 {
    if let Some(ma) = world.army.staff.get(key) {
        return *ma;
    }
    let ma = dice.d6();
    world.army.staff.insert(key.to_string(), ma);
    ma
}

/// The Brigade Major roll, once a year for each brigade of Table C: "On a roll of 1 through
/// 3, the Brigade Major is from the first named Regiment of the Brigade; on a 4 through 6,
/// he is from the second named Regiment. In the Guards Brigade ... from the Royal Foot
/// Guards on a roll of 1 or 2, from the King's Musketeers on a roll of 3 or 4 and from the
/// Cardinal's Guard on a roll of 5 or 6."
pub fn brigade_major_regiment(brigade: Brigade, roll: u8) -> Option<Regiment> {
    if brigade == Brigade::Guards {
        return Some(match roll {
            1 | 2 => Regiment::RoyalFootGuards,
            3 | 4 => Regiment::KingsMusketeers,
            _ => Regiment::CardinalsGuard,
        });
    }
    let regiments = &crate::tables::regiments::brigade(brigade).regiments;
    match (brigade, roll) {
        (Brigade::Frontier, _) => None,
        (_, 1..=3) => regiments.first().copied(),
        _ => regiments.get(1).copied(),
    }
}

/// Rolls this year's Brigade Majors (at the end of the summer, or when first needed).
pub fn roll_brigade_majors(ledger: &mut Ledger, year: u16, dice: &mut dyn Dice) {
    for brigade in Brigade::ALL.iter().copied() {
        if brigade == Brigade::Frontier {
            continue;
        }
        let roll = dice.d6();
        if let Some(regiment) = brigade_major_regiment(brigade, roll) {
            ledger.world.army.brigade_majors.insert(brigade, regiment);
            news(
                ledger,
                ArmyEvent::BrigadeMajor {
                    brigade,
                    regiment,
                    roll,
                },
            );
        }
    }
    ledger.world.army.brigade_majors_year = Some(year);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calendar::Month;

    fn names(r: &Roster) -> Vec<Option<String>> {
        r.officers.iter().map(|o| o.name.clone()).collect()
    }

    #[test]
    fn vacancies_move_to_the_bottom_and_newcomers_are_junior() {
        // "When a vacancy occurs at the top, all others of that rank move up and the vacancy
        // is shown at the bottom." "Upon achieving the rank of Captain or above a player
        // becomes the junior officer holding that rank in the Regiment."
        let mut w = World::new(Month::new(1626, 1));
        let r = roster_mut(&mut w, Regiment::DragoonGuards);
        assert_eq!(r.officers.len(), 10);
        let before = names(r);
        vacate(r, 4); // the senior Captain
        let n = names(r);
        assert_eq!(n[4], before[5], "the second Captain moves up");
        assert_eq!(n[9], None);
        vacate(r, 2); // the senior Major
        assert_eq!(r.officers[2].name, before[3], "the second Major moves up");
        assert_eq!(r.officers[3].name, None);
        let who = CharacterId::from_name("Captain X");
        let i = fill(
            r,
            Rank::Captain,
            "Captain X".into(),
            Some(who.clone()),
            None,
        );
        assert_eq!(i, Some(9));
        assert_eq!(r.vacancies(Rank::Captain), 0);
        assert_eq!(slot_of(r, &who, Rank::Captain), Some(9));
        assert!(!held_by_players(r, Rank::Captain));
        assert_eq!(junior_npc(r, Rank::Captain), Some(8));
    }

    #[test]
    fn acting_commanders() {
        // Sample Organisation II: the Colonel away (brevet Brigadier-General), a Major as
        // Brigade Major, the other Major's place vacant: the Lieutenant-Colonel commands the
        // regiment and three Captains the squadrons.
        let mut w = World::new(Month::new(1626, 1));
        let colonel = CharacterId::from_name("Colonel P");
        roster_mut(&mut w, Regiment::DragoonGuards);
        {
            let r = w
                .regiments
                .get_mut(&Regiment::DragoonGuards)
                .expect("roster");
            r.officers[0].character = Some(colonel.clone());
            vacate(r, 3);
        }
        w.army.records.entry(colonel).or_default().brevet = Some(crate::world::Brevet {
            permanent: Rank::Colonel,
            kind: BrevetKind::GeneralOfficer,
            until: Month::new(1627, 8),
        });
        w.army
            .brigade_majors
            .insert(Brigade::HorseGuards, Regiment::DragoonGuards);
        let r = w.regiments[&Regiment::DragoonGuards].clone();
        let (commander, battalions) = commands(&w, Regiment::DragoonGuards, &r);
        assert_eq!(commander, Some(1));
        assert_eq!(battalions, vec![4, 5, 6]);
    }

    #[test]
    fn brigade_major_rolls() {
        assert_eq!(
            brigade_major_regiment(Brigade::Foot4th, 3),
            Some(Regiment::Arquebusiers69th)
        );
        assert_eq!(
            brigade_major_regiment(Brigade::Foot4th, 4),
            Some(Regiment::Gascon)
        );
        assert_eq!(
            brigade_major_regiment(Brigade::Guards, 4),
            Some(Regiment::KingsMusketeers)
        );
        assert_eq!(
            brigade_major_regiment(Brigade::Guards, 6),
            Some(Regiment::CardinalsGuard)
        );
        assert_eq!(brigade_major_regiment(Brigade::Frontier, 1), None);
    }
}
