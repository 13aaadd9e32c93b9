//! The duel itself: `fight(a, b, rules, dice) -> DuelRecord`. Both duellists play their
//! sequences action by action, simultaneously; the rules put in mandatory rests, closes for
//! daggers and the full slash after a mandatory rest; attacks are scored on Tables B and C,
//! throws and breakage rolled; death, first blood, surrender and the turn limit end it.
//!
//! Dice are drawn in a fixed order, so scripted dice can replay a worked example: at the
//! start, a random sequence for A then B if either has none; each turn, A's throw then B's
//! (one die, two for a cutlass or two-handed sword), then the breakage of B's blade (against
//! A's attack) then A's, a die only when the breakage number is 1 or more.

use super::Duellist;
use super::record::{
    Blow, BreakageRoll, DuelRecord, Ending, Hit, Note, SequenceCorrection, Side, ThrowRoll, Verdict,
};
use super::sequence::{self, Carry, Planned, RoutineKind, SequenceContext};
use super::surrender;
use super::variant::{DuelRules, rest_offsets};
use crate::dice::Dice;
use crate::tables::duelling::{self, Act, WeaponMultiplier};
use crate::vocab::Weapon;
use std::cmp::Ordering;
use std::collections::VecDeque;

/// What a duellist holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Arm {
    Whole(Weapon),
    /// "A broken weapon is treated as a dagger in all respects except for throwing. If
    /// thrown, it is treated as a sabre."
    Broken(Weapon),
    /// After a throw, or when a dagger (or a broken blade) breaks.
    Unarmed,
}

impl Arm {
    /// The weapon for Table C and the sequence's forms.
    fn fights_as(self) -> Option<Weapon> {
        match self {
            Arm::Whole(w) => Some(w),
            Arm::Broken(_) => Some(Weapon::Dagger),
            Arm::Unarmed => None,
        }
    }

    fn is_dagger(self) -> bool {
        self.fights_as() == Some(Weapon::Dagger)
    }

    fn broken(self) -> Arm {
        match self {
            Arm::Whole(Weapon::Dagger) | Arm::Broken(_) | Arm::Unarmed => Arm::Unarmed,
            Arm::Whole(w) => Arm::Broken(w),
        }
    }
}

struct Fighter<'d> {
    d: &'d Duellist,
    side: Side,
    endurance: i32,
    arm: Arm,
    sequences: Vec<Vec<Act>>,
    next_sequence: usize,
    carry: Carry,
    queue: VecDeque<(usize, Planned)>,
    current: Option<Planned>,
    pos: usize,
    /// The last routine finished was a mandatory rest.
    after_mandatory: bool,
    /// The turn the next sequence begins.
    window_end: u32,
    /// Turns at which mandatory rests fall due, not yet taken.
    rests_due: VecDeque<u32>,
    expertise_rests: u8,
    advantaged: bool,
    /// Close routines made since his last attack (daggers).
    closes: u8,
    /// He parried a lunge last turn (a riposte may follow).
    parried_lunge: bool,
    offered: bool,
    /// He refused his opponent's surrender.
    refused: bool,
}

impl<'d> Fighter<'d> {
    fn context(&self, rules: &DuelRules) -> SequenceContext {
        SequenceContext {
            weapon: self.arm.fights_as().unwrap_or(Weapon::Rapier),
            optional_routines: rules.optional_routines,
            shared_rests: rules.shared_rests,
        }
    }

    fn refill(&mut self, rules: &DuelRules, corrections: &mut Vec<SequenceCorrection>) {
        let ctx = self.context(rules);
        while self.queue.is_empty() {
            let index = self.next_sequence % self.sequences.len();
            self.next_sequence += 1;
            let checked = sequence::check_from(&self.sequences[index], &ctx, &self.carry);
            for c in checked.corrections {
                let c = SequenceCorrection {
                    side: self.side,
                    sequence: index,
                    correction: c,
                };
                if !corrections.contains(&c) {
                    corrections.push(c);
                }
            }
            self.carry = checked.carry;
            self.queue
                .extend(checked.routines.into_iter().map(|r| (index, r)));
        }
    }

    fn open_sequence(&mut self, turn: u32, rules: &DuelRules, notes: &mut Vec<Note>) {
        let length = if turn == 1 && self.advantaged && rules.short_first_sequence {
            6
        } else {
            12
        };
        let below_half = 2 * self.endurance < self.d.full_endurance;
        let rests = self.expertise_rests + u8::from(below_half);
        self.rests_due
            .extend(rest_offsets(rests, length).into_iter().map(|o| turn + o));
        self.window_end = turn + length;
        notes.push(Note::SequenceBegins {
            side: self.side,
            length,
            rests,
            below_half,
        });
    }

    /// The action for this turn.
    fn next_act(
        &mut self,
        turn: u32,
        opponent: Arm,
        rules: &DuelRules,
        notes: &mut Vec<Note>,
        corrections: &mut Vec<SequenceCorrection>,
    ) -> Act {
        if turn >= self.window_end {
            self.open_sequence(turn, rules, notes);
        }
        let mut boundary = true;
        if let Some(cur) = &self.current {
            if self.pos < cur.acts.len() {
                let act = cur.acts[self.pos];
                let kind = cur.kind;
                self.pos += 1;
                return self.perform(act, kind, notes);
            }
            boundary = cur.complete;
            if cur.complete {
                self.after_mandatory = cur.kind == RoutineKind::MandatoryRest;
            }
        }
        if boundary && self.rests_due.front().is_some_and(|t| *t <= turn) {
            self.rests_due.pop_front();
            self.start(Planned {
                kind: RoutineKind::MandatoryRest,
                acts: vec![Act::Rest],
                shortened: false,
                complete: true,
                continues: false,
            });
            notes.push(Note::MandatoryRest { side: self.side });
            return self.next_from_current(notes);
        }
        self.refill(rules, corrections);
        let Some((index, mut routine)) = self.queue.pop_front() else {
            return Act::Rest;
        };
        if boundary && !routine.continues {
            let needed =
                closes_before(routine.kind, opponent == Arm::Whole(Weapon::TwoHandedSword));
            if self.arm.is_dagger() && self.closes < needed {
                self.queue.push_front((index, routine));
                self.start(Planned {
                    kind: RoutineKind::Close,
                    acts: vec![Act::Close],
                    shortened: false,
                    complete: true,
                    continues: false,
                });
                notes.push(Note::MustClose { side: self.side });
                return self.next_from_current(notes);
            }
            if routine.shortened && self.after_mandatory {
                routine.acts.insert(0, Act::Rest);
                routine.shortened = false;
                notes.push(Note::Lengthened {
                    side: self.side,
                    routine: routine.kind,
                });
            }
            if routine.kind.is_attack() {
                self.closes = 0;
            }
        }
        self.start(routine);
        self.next_from_current(notes)
    }

    fn start(&mut self, routine: Planned) {
        self.current = Some(routine);
        self.pos = 0;
    }

    fn next_from_current(&mut self, notes: &mut Vec<Note>) -> Act {
        let Some(cur) = &self.current else {
            return Act::Rest;
        };
        let (act, kind) = (cur.acts[0], cur.kind);
        self.pos = 1;
        self.perform(act, kind, notes)
    }

    /// The rules' last word on an action about to be played.
    fn perform(&mut self, act: Act, kind: RoutineKind, notes: &mut Vec<Note>) -> Act {
        let act = match act {
            Act::Riposte if !self.parried_lunge => {
                notes.push(Note::NoRiposte { side: self.side });
                Act::Rest
            }
            Act::Lunge | Act::Slash | Act::Cut | Act::Riposte | Act::Throw
                if self.arm == Arm::Unarmed =>
            {
                notes.push(Note::Unarmed {
                    side: self.side,
                    written: kind,
                });
                Act::Rest
            }
            a => a,
        };
        match act {
            Act::Close if kind == RoutineKind::Close => self.closes = self.closes.saturating_add(1),
            Act::JumpBack => self.closes = 0,
            _ => {}
        }
        act
    }
}

/// How many close routines a dagger (or a broken blade) must have made before `kind` (000,
/// Daggers: "precede all attacks (except throw) with a close routine. If duelling against a
/// two-handed sword, he must precede all attacks with two close routines"). The kick opens
/// with its own close.
pub fn closes_before(kind: RoutineKind, against_two_handed: bool) -> u8 {
    if !kind.is_attack() {
        return 0;
    }
    1 + u8::from(against_two_handed) - u8::from(kind == RoutineKind::Kick)
}

/// Fights a duel to its end. Never panics, always ends (see [`DuelRules::turn_limit`]).
pub fn fight(a: &Duellist, b: &Duellist, rules: &DuelRules, dice: &mut dyn Dice) -> DuelRecord {
    let advantage = match a.expertise.cmp(&b.expertise) {
        Ordering::Greater => Some(Side::A),
        Ordering::Less => Some(Side::B),
        Ordering::Equal => None,
    };
    let gap = rules.rest_schedule.rests(a.expertise.abs_diff(b.expertise));
    let expertise_rests = [
        if advantage == Some(Side::B) { gap } else { 0 },
        if advantage == Some(Side::A) { gap } else { 0 },
    ];
    let mut random_sequence = [false; 2];
    let mut fighters: Vec<Fighter> = Vec::with_capacity(2);
    for (side, d) in [(Side::A, a), (Side::B, b)] {
        let mut sequences: Vec<Vec<Act>> = d
            .sequences
            .iter()
            .filter(|s| !s.is_empty())
            .cloned()
            .collect();
        if sequences.is_empty() {
            let ctx = SequenceContext {
                weapon: d.weapon,
                optional_routines: rules.optional_routines,
                shared_rests: rules.shared_rests,
            };
            sequences.push(sequence::random_sequence(&ctx, dice));
            random_sequence[side.index()] = true;
        }
        fighters.push(Fighter {
            d,
            side,
            endurance: d.endurance,
            arm: Arm::Whole(d.weapon),
            sequences,
            next_sequence: 0,
            carry: Carry::default(),
            queue: VecDeque::new(),
            current: None,
            pos: 0,
            after_mandatory: false,
            window_end: 1,
            rests_due: VecDeque::new(),
            expertise_rests: expertise_rests[side.index()],
            advantaged: advantage == Some(side),
            closes: 0,
            parried_lunge: false,
            offered: false,
            refused: false,
        });
    }
    let mut corrections = Vec::new();
    let mut blows = Vec::new();
    let limit = rules.limit();
    let mut verdict = Verdict {
        winner: None,
        ending: Ending::TurnLimit,
        turns: limit,
    };
    for turn in 1..=limit {
        let mut notes = Vec::new();
        let arms = [fighters[0].arm, fighters[1].arm];
        let act_a = fighters[0].next_act(turn, arms[1], rules, &mut notes, &mut corrections);
        let act_b = fighters[1].next_act(turn, arms[0], rules, &mut notes, &mut corrections);
        let acts = [act_a, act_b];

        // Attacks, A's then B's (throws roll in this order).
        let mut hits: [Option<Hit>; 2] = [None, None];
        for s in Side::BOTH {
            let (i, o) = (s.index(), s.other().index());
            hits[i] = strike(
                fighters[i].d,
                arms[i],
                acts[i],
                acts[o],
                fighters[o].endurance,
                rules,
                dice,
            );
        }
        // Breakage: B's blade against A's attack, then A's against B's.
        for s in Side::BOTH {
            let (i, o) = (s.index(), s.other().index());
            let Some(hit) = hits[i].as_mut() else {
                continue;
            };
            if hit.table_b != Some(0) || acts[o] == Act::JumpBack {
                continue;
            }
            // *Elan*: "When a slash is blocked or a lunge is parried, there is a chance that
            // the defender's blade will break" (and only then).
            let elan_stop = matches!(
                (acts[i], acts[o]),
                (
                    Act::Slash,
                    Act::Block | Act::OptionalBlock1 | Act::OptionalBlock2
                ) | (
                    Act::Lunge,
                    Act::Parry | Act::OptionalParry1 | Act::OptionalParry2
                )
            );
            if rules.elan_breakage && !elan_stop {
                continue;
            }
            let (Some(att), Some(def)) = (arms[i].fights_as(), arms[o].fights_as()) else {
                continue;
            };
            let parried = matches!(
                acts[o],
                Act::Parry | Act::OptionalParry1 | Act::OptionalParry2
            );
            // 003, 8.5.1: the attacker's blade, and no parry's -1; 000: the defender's.
            let (number, breaks) = if rules.attacker_blade_breaks {
                (duelling::breakage_number(att, def, false), i)
            } else {
                (duelling::breakage_number(att, def, parried), o)
            };
            let roll = (number >= 1).then(|| dice.d6());
            let broke = roll.is_some_and(|r| i16::from(r) <= i16::from(number));
            hit.breakage = Some(BreakageRoll {
                number,
                roll,
                broke,
            });
            if broke {
                let f = &mut fighters[breaks];
                f.arm = f.arm.broken();
                notes.push(match f.arm {
                    Arm::Unarmed => Note::Disarmed { side: f.side },
                    _ => Note::Broke {
                        side: f.side,
                        weapon: f.d.weapon,
                    },
                });
            }
        }
        // Damage is simultaneous.
        for s in Side::BOTH {
            let (i, o) = (s.index(), s.other().index());
            if let Some(hit) = &hits[i] {
                let damage = i32::try_from(hit.damage).unwrap_or(i32::MAX);
                fighters[o].endurance = fighters[o].endurance.saturating_sub(damage);
            }
            if acts[i] == Act::Throw {
                fighters[i].arm = Arm::Unarmed;
                notes.push(Note::Disarmed { side: s });
            }
        }
        for s in Side::BOTH {
            let (i, o) = (s.index(), s.other().index());
            let parried = acts[i] == Act::Parry && acts[o] == Act::Lunge;
            let f = &mut fighters[i];
            f.parried_lunge = parried;
            if parried
                && rules.automatic_riposte
                && f.arm != Arm::Unarmed
                && let Some(cur) = f.current.as_mut()
                && cur.kind == RoutineKind::Parry
                && f.pos == cur.acts.len()
            {
                cur.acts.push(Act::Riposte);
                notes.push(Note::Riposte { side: s });
            }
        }

        let endurance = [fighters[0].endurance, fighters[1].endurance];
        let dealt = [
            hits[0].as_ref().map_or(0, |h| h.damage),
            hits[1].as_ref().map_or(0, |h| h.damage),
        ];
        let ended = judge(
            &mut fighters,
            acts,
            &hits,
            endurance,
            dealt,
            rules,
            &mut notes,
        );
        blows.push(Blow {
            turn,
            acts,
            hits,
            notes,
            endurance,
        });
        if let Some((winner, ending)) = ended {
            verdict = Verdict {
                winner,
                ending,
                turns: turn,
            };
            break;
        }
    }
    DuelRecord {
        names: [a.name.clone(), b.name.clone()],
        weapons: [a.weapon, b.weapon],
        expertise: [a.expertise, b.expertise],
        advantage,
        expertise_rests,
        random_sequence,
        corrections,
        endurance_before: [
            (a.endurance, a.full_endurance),
            (b.endurance, b.full_endurance),
        ],
        endurance_after: [fighters[0].endurance, fighters[1].endurance],
        blows,
        verdict,
    }
}

/// One attack: Table B x Strength x Table C, or a throw.
fn strike(
    attacker: &Duellist,
    arm: Arm,
    act: Act,
    defence: Act,
    defender_endurance: i32,
    rules: &DuelRules,
    dice: &mut dyn Dice,
) -> Option<Hit> {
    if !act.is_attack() {
        return None;
    }
    // House rule: Table B has no column for a surrender; the surrendering man is read as
    // resting (he has lowered his blade).
    let defence = if defence == Act::Surrender {
        Act::Rest
    } else {
        defence
    };
    // 003's Table B gives a kick against a man at rest 2, where 000 gives 3.
    let table_b = match (act, defence) {
        (Act::Kick, Act::Rest) if rules.preux_table_b => Some(2),
        _ => duelling::table_b(act, defence),
    };
    let strength = attacker.strength;
    let mut hit = Hit {
        weapon: None,
        table_b,
        table_c: None,
        strength,
        damage: 0,
        throw: None,
        breakage: None,
    };
    let scored = |c: Option<(u32, u32)>| match (table_b, c) {
        (Some(b), Some((num, den))) => u32::from(strength) * u32::from(b) * num / den,
        _ => 0,
    };
    if act == Act::Throw {
        let thrown = match arm {
            Arm::Whole(w) => w,
            Arm::Broken(_) => Weapon::Sabre,
            Arm::Unarmed => return None,
        };
        hit.weapon = Some(thrown);
        match duelling::weapon_multiplier(thrown, Act::Throw) {
            Some(WeaponMultiplier::SeeThrowNote) => {
                // "Roll two dice: on a roll of 2 the opponent has been hit and is
                // immediately killed."
                let roll = dice.sum(2);
                let kills = roll == 2;
                hit.throw = Some(ThrowRoll {
                    roll,
                    hit: kills,
                    kills,
                });
                if kills {
                    hit.damage = u32::try_from(defender_endurance.max(1)).unwrap_or(1);
                }
            }
            m => {
                // "On a 1 or 2, the throw is successful ... daggers ... 1, 2 or 3."
                let roll = u32::from(dice.d6());
                let needed = if thrown == Weapon::Dagger { 3 } else { 2 };
                let landed = roll <= needed;
                hit.table_c = m.and_then(WeaponMultiplier::ratio);
                hit.throw = Some(ThrowRoll {
                    roll,
                    hit: landed,
                    kills: false,
                });
                if landed {
                    hit.damage = scored(hit.table_c);
                }
            }
        }
        return Some(hit);
    }
    match arm.fights_as() {
        Some(w) => {
            hit.weapon = Some(w);
            hit.table_c = duelling::weapon_multiplier(w, act).and_then(WeaponMultiplier::ratio);
        }
        // House rule: an unarmed man can still kick, at the multiplier 1.
        None if act == Act::Kick => hit.table_c = Some((1, 1)),
        None => {}
    }
    hit.damage = scored(hit.table_c);
    Some(hit)
}

/// Whether the turn ended the duel: death, a grave wound, first blood, surrender, in that
/// order.
fn judge(
    fighters: &mut [Fighter],
    acts: [Act; 2],
    hits: &[Option<Hit>; 2],
    endurance: [i32; 2],
    dealt: [u32; 2],
    rules: &DuelRules,
    notes: &mut Vec<Note>,
) -> Option<(Option<Side>, Ending)> {
    let fallen = [endurance[0] <= 0, endurance[1] <= 0];
    // 000: "If a player's Endurance reaches zero or below, he is dead"; 003, 8.8.2: he is
    // gravely wounded, unless a thrown sabre or two-hander felled him ("resulta
    // automáticamente muerto").
    let mortal = |s: Side| {
        fallen[s.index()]
            && (!rules.serious_wounds
                || hits[s.other().index()]
                    .as_ref()
                    .and_then(|h| h.throw)
                    .is_some_and(|t| t.kills))
    };
    match (mortal(Side::A), mortal(Side::B)) {
        (true, true) => return Some((None, Ending::BothKilled)),
        (true, false) | (false, true) => {
            let dead = if mortal(Side::A) { Side::A } else { Side::B };
            let winner = dead.other();
            let murder = fighters[winner.index()].refused;
            return Some((Some(winner), Ending::Killed { dead, murder }));
        }
        (false, false) => {}
    }
    match fallen {
        [true, true] => return Some((None, Ending::BothFell)),
        [true, false] | [false, true] => {
            let fallen = if fallen[0] { Side::A } else { Side::B };
            return Some((Some(fallen.other()), Ending::Fell { fallen }));
        }
        [false, false] => {}
    }
    if rules.first_blood && (dealt[0] > 0 || dealt[1] > 0) {
        return Some(match dealt[0].cmp(&dealt[1]) {
            Ordering::Greater => (Some(Side::A), Ending::FirstBlood),
            Ordering::Less => (Some(Side::B), Ending::FirstBlood),
            Ordering::Equal => (None, Ending::Parted),
        });
    }
    let wants: Vec<Side> = Side::BOTH
        .into_iter()
        .filter(|s| {
            let f = &fighters[s.index()];
            acts[s.index()] == Act::Surrender
                || (!f.offered && surrender::wants_to_surrender(f.d, f.endurance, rules))
        })
        .collect();
    let offerer = match wants.as_slice() {
        [] => return None,
        [s] => *s,
        _ => {
            let share = |s: Side| (endurance[s.index()], fighters[s.index()].d.full_endurance);
            match surrender::worse_off(share(Side::A), share(Side::B)) {
                Ordering::Less => Side::A,
                Ordering::Greater => Side::B,
                Ordering::Equal => {
                    for s in Side::BOTH {
                        fighters[s.index()].offered = true;
                        notes.push(Note::SurrenderOffered {
                            side: s,
                            wounded: endurance[s.index()] < fighters[s.index()].d.endurance,
                        });
                    }
                    return Some((None, Ending::Parted));
                }
            }
        }
    };
    let (i, o) = (offerer.index(), offerer.other().index());
    fighters[i].offered = true;
    notes.push(Note::SurrenderOffered {
        side: offerer,
        wounded: endurance[i] < fighters[i].d.endurance,
    });
    if surrender::gives_quarter(fighters[o].d, rules) {
        notes.push(Note::SurrenderAccepted {
            by: offerer.other(),
        });
        Some((Some(offerer.other()), Ending::Surrendered { by: offerer }))
    } else if fighters[i].d.second {
        notes.push(Note::SurrenderEnforced {
            by: offerer.other(),
        });
        Some((Some(offerer.other()), Ending::Surrendered { by: offerer }))
    } else {
        fighters[o].refused = true;
        notes.push(Note::SurrenderRefused {
            by: offerer.other(),
        });
        None
    }
}
