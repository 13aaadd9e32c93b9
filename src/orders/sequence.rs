//! Checking a duel sequence against Duelling Table A, and correcting it as the GM would.
//!
//! A sequence is a list of routines (000, Recording Actions; 001, D): every action is part of
//! a routine, in the table's order, and a routine is finished before the next begins. The
//! *Elan* rules (001) say "if you make a mistake in your sequence I will correct it, rather
//! than penalizing your character": [`validate_sequence`] does the same, giving the corrected
//! sequence and each correction, for the player's acknowledgement and for the duel engine.
//!
//! The rules applied:
//! - the routines of [`routines`] with their actions in order; a step printed in brackets is
//!   optional: the parry's riposte always, the slash's first rest only after a routine that
//!   ended in a rest (`X-S`), and at the start of the sequence (the duellists begin on guard;
//!   003 writes its slash `-X-T-` from the start);
//! - with a cutlass the slash is `X-S-X-X-X` and is never shortened (000, Cutlass; 001);
//! - with a dagger every routine with a lunge, slash or cut is preceded by a close routine
//!   (000, Daggers: "precede all attacks (except throw) with a close routine"); the kick
//!   opens with its own close, and the parry's riposte is not held to it. House rule: the
//!   second close against a two-handed sword depends on the opponent, so the duel engine
//!   checks it, not this function;
//! - a sequence of 12 actions (or 24...) may end inside a routine: the routine runs over into
//!   the next sequence (000: "It is not necessary that a routine be completed within the
//!   limits of a twelve turn sequence"). Any other sequence must end on a routine's end.
//!
//! The correction is the cheapest edit into a valid sequence: adding a missing action costs
//! 1, dropping one that was written costs 5 (what the player wrote is kept where it can be).
//! Of equally cheap corrections the first found is taken, so the result is deterministic.

use crate::tables::duelling::{Act, routines};
use crate::vocab::Weapon;
use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::fmt;
use std::sync::OnceLock;

/// The longest sequence that is checked; actions beyond it are dropped (with a correction).
pub const MAX_ACTIONS: usize = 96;

/// One change made to a sequence.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Correction {
    /// `act` was added at index `at` of the corrected sequence, to complete `routine` (a
    /// key of [`routine_words`]).
    Inserted {
        at: usize,
        act: Act,
        routine: &'static str,
    },
    /// `act`, at index `at` of the sequence as written, belonged to no routine and was dropped.
    Removed { at: usize, act: Act },
}

impl fmt::Display for Correction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Correction::Inserted { at, act, routine } => {
                let routine = routine_words(routine);
                write!(f, "added {act} at action {} ({routine})", at + 1)
            }
            Correction::Removed { at, act } => {
                write!(f, "dropped {act} at action {} (part of no routine)", at + 1)
            }
        }
    }
}

/// A routine as the automaton uses it: one way of writing a routine of Table A.
#[derive(Debug, Clone)]
struct Pattern {
    name: &'static str,
    acts: Vec<Act>,
    /// Allowed only after a routine that ended in a rest, or at the start.
    after_rest: bool,
    /// With a dagger, must follow a close routine.
    needs_close: bool,
    /// This routine is the close routine.
    is_close: bool,
}

/// The patterns for `weapon`, made once.
fn patterns(weapon: Weapon) -> &'static [Pattern] {
    static ALL: OnceLock<Vec<Vec<Pattern>>> = OnceLock::new();
    let all = ALL.get_or_init(|| Weapon::ALL.iter().map(|w| make_patterns(*w)).collect());
    let k = Weapon::ALL.iter().position(|w| *w == weapon).unwrap_or(0);
    &all[k]
}

fn make_patterns(weapon: Weapon) -> Vec<Pattern> {
    let mut out = Vec::new();
    for r in routines() {
        let name: &'static str = r.name.as_str();
        let is_slash = name.eq_ignore_ascii_case("slash");
        let all: Vec<Act> = r.steps.iter().map(|s| s.act).collect();
        let needs_close = weapon == Weapon::Dagger
            && all
                .iter()
                .any(|a| matches!(a, Act::Lunge | Act::Slash | Act::Cut))
            && all.first() != Some(&Act::Close);
        if is_slash && weapon == Weapon::Cutlass {
            // 000, Cutlass: "-X-S-X-X-X-, not -(X)-X-S-".
            out.push(Pattern {
                name: "cutlass_slash",
                acts: vec![Act::Rest, Act::Slash, Act::Rest, Act::Rest, Act::Rest],
                after_rest: false,
                needs_close,
                is_close: false,
            });
            continue;
        }
        let full = Pattern {
            name: routine_label(name),
            acts: all.clone(),
            after_rest: false,
            needs_close,
            is_close: all == [Act::Close],
        };
        out.push(full);
        if r.steps.iter().any(|s| s.optional) {
            let short: Vec<Act> = r
                .steps
                .iter()
                .filter(|s| !s.optional)
                .map(|s| s.act)
                .collect();
            out.push(Pattern {
                name: routine_label(name),
                acts: short,
                after_rest: is_slash,
                needs_close,
                is_close: false,
            });
        }
    }
    debug_assert!(out.iter().all(|p| p.acts.len() <= 8), "see State::index");
    out
}

/// The key a correction gives for a routine of Table A (see [`routine_words`]).
fn routine_label(name: &str) -> &'static str {
    match name.to_ascii_lowercase().as_str() {
        "rest" => "rest",
        "lunge" => "lunge",
        "slash" => "slash",
        "furious slash" => "furious_slash",
        "furious lunge" => "furious_lunge",
        "kick" => "kick",
        "jump back" => "jump_back",
        "throw" => "throw",
        "parry" => "parry",
        "block" => "block",
        "close" => "close",
        "optional block" => "optional_block",
        "optional parry" => "optional_parry",
        "optional surrender" => "optional_surrender",
        _ => "routine",
    }
}

/// What a correction says in English of the routine it completes, by its key
/// (`templates/diagnostic.es.txt` says it in Spanish).
pub fn routine_words(key: &str) -> &'static str {
    match key {
        "rest" => "a rest is X",
        "lunge" => "a lunge is X-L-X",
        "slash" => "a slash is X-X-S, or X-S after a rest",
        "cutlass_slash" => "the cutlass slash is X-S-X-X-X",
        "furious_slash" => "a furious slash is X-S-X-C-X-X-X",
        "furious_lunge" => "a furious lunge is L-X-X-C-X-X-X",
        "kick" => "a kick is CL-K-X-X-X",
        "jump_back" => "a jump back is JB-X",
        "throw" => "a throw is JB-X-T",
        "parry" => "a parry is P, or P-R",
        "block" => "a block is B",
        "close" => "with a dagger, an attack follows a close (CL)",
        "optional_block" => "the optional block is OB1-OB2",
        "optional_parry" => "the optional parry is OP1-OP2",
        "optional_surrender" => "surrender is Sur",
        _ => "a routine of Duelling Table A",
    }
}

/// Where the automaton is: between routines (with what the last one was), or inside one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum State {
    Between { rest: bool, close: bool },
    In { pattern: usize, step: usize },
}

impl State {
    /// The state's number among the states of one position (a pattern has at most 8 steps).
    fn index(self) -> usize {
        match self {
            State::Between { rest, close } => usize::from(rest) + 2 * usize::from(close),
            State::In { pattern, step } => 4 + pattern * 8 + step,
        }
    }

    /// The state numbered `index` (see [`State::index`]).
    fn from_index(index: usize) -> State {
        match index {
            0..4 => State::Between {
                rest: index & 1 != 0,
                close: index & 2 != 0,
            },
            _ => State::In {
                pattern: (index - 4) / 8,
                step: (index - 4) % 8,
            },
        }
    }
}

/// What led to a node of the search: the node before, and what was done.
#[derive(Debug, Clone, Copy)]
enum Step {
    Keep(Act),
    Insert(Act, &'static str),
    Drop(Act),
}

/// Checks `actions` (a sequence as written, in any order the player liked) against Duelling
/// Table A for `weapon`, and corrects it as the GM would: gives the corrected sequence and
/// every correction made (empty when the sequence was right).
///
/// The duel engine can call this on any sequence it is about to use; a sequence it returns
/// is always valid (`validate_sequence(&fixed, weapon).1` is empty).
pub fn validate_sequence(actions: &[Act], weapon: Weapon) -> (Vec<Act>, Vec<Correction>) {
    let mut corrections = Vec::new();
    let input: &[Act] = if actions.len() > MAX_ACTIONS {
        for (at, act) in actions.iter().enumerate().skip(MAX_ACTIONS) {
            corrections.push(Correction::Removed { at, act: *act });
        }
        &actions[..MAX_ACTIONS]
    } else {
        actions
    };
    let pats = patterns(weapon);
    let n = input.len();
    let states = 4 + pats.len() * 8;
    let node = |i: usize, s: State| i * states + s.index();
    let total = (n + 1) * states;
    let mut best = vec![u32::MAX; total];
    // How each node was best reached: an index in `steps_taken` (u32::MAX: the start, or not
    // reached), which holds the node before and what was done.
    let mut back = vec![u32::MAX; total];
    let mut steps_taken: Vec<(usize, Step)> = Vec::new();
    let mut heap = BinaryHeap::new();
    let start = State::Between {
        rest: true,
        close: false,
    };
    let mut order = 0u64;
    best[node(0, start)] = 0;
    heap.push(Reverse(heap_key(0, order, 0, start.index())));
    let runs_over_ok = n > 0 && n.is_multiple_of(12);
    let mut end: Option<usize> = None;
    let mut moves: Vec<(usize, State, u32, Step)> = Vec::new();
    while let Some(Reverse(key)) = heap.pop() {
        let (cost, i, si) = from_heap_key(key);
        let here = i * states + si;
        if cost > best[here] {
            continue;
        }
        let state = State::from_index(si);
        if i == n && (matches!(state, State::Between { .. }) || runs_over_ok) {
            end = Some(here);
            break;
        }
        moves.clear();
        let mut advance = |pattern: usize, step: usize, act: Act, keep: bool| {
            let p = &pats[pattern];
            let next = if step + 1 == p.acts.len() {
                State::Between {
                    rest: p.acts.last() == Some(&Act::Rest),
                    close: p.is_close,
                }
            } else {
                State::In {
                    pattern,
                    step: step + 1,
                }
            };
            if keep {
                moves.push((i + 1, next, 0, Step::Keep(act)));
            } else {
                moves.push((i, next, 1, Step::Insert(act, p.name)));
            }
        };
        match state {
            State::Between { rest, close } => {
                for (k, p) in pats.iter().enumerate() {
                    if (p.after_rest && !rest) || (p.needs_close && !close) {
                        continue;
                    }
                    let act = p.acts[0];
                    if input.get(i) == Some(&act) {
                        advance(k, 0, act, true);
                    }
                    advance(k, 0, act, false);
                }
            }
            State::In { pattern, step } => {
                let act = pats[pattern].acts[step];
                if input.get(i) == Some(&act) {
                    advance(pattern, step, act, true);
                }
                advance(pattern, step, act, false);
            }
        }
        if let Some(act) = input.get(i) {
            moves.push((i + 1, state, 5, Step::Drop(*act)));
        }
        for (j, next, c, step) in moves.drain(..) {
            let there = node(j, next);
            let c = cost + c;
            if c < best[there] {
                best[there] = c;
                back[there] = steps_taken.len() as u32;
                steps_taken.push((here, step));
                order += 1;
                heap.push(Reverse(heap_key(c, order, j, next.index())));
            }
        }
    }
    let Some(mut at) = end else {
        // Unreachable: dropping every action always reaches the end.
        return (Vec::new(), corrections);
    };
    let mut steps = Vec::new();
    while let Some(&(prev, step)) = steps_taken.get(back[at] as usize) {
        steps.push(step);
        at = prev;
    }
    steps.reverse();
    let mut fixed = Vec::with_capacity(n);
    let mut written = 0;
    let mut found = Vec::new();
    for step in steps {
        match step {
            Step::Keep(act) => {
                fixed.push(act);
                written += 1;
            }
            Step::Insert(act, routine) => {
                found.push(Correction::Inserted {
                    at: fixed.len(),
                    act,
                    routine,
                });
                fixed.push(act);
            }
            Step::Drop(act) => {
                found.push(Correction::Removed { at: written, act });
                written += 1;
            }
        }
    }
    found.extend(corrections);
    (fixed, found)
}

/// A node of the search as one number that orders as the tuple (cost, order, position,
/// state) would: the heap compares one integer instead of four. Positions and states are
/// below 2^16 (`MAX_ACTIONS` actions, some twenty patterns of 8 steps).
fn heap_key(cost: u32, order: u64, i: usize, si: usize) -> u128 {
    debug_assert!(i < 1 << 16 && si < 1 << 16);
    (u128::from(cost) << 96) | (u128::from(order) << 32) | ((i as u128) << 16) | si as u128
}

/// The cost, position and state of a [`heap_key`].
fn from_heap_key(key: u128) -> (u32, usize, usize) {
    (
        (key >> 96) as u32,
        ((key >> 16) & 0xffff) as usize,
        (key & 0xffff) as usize,
    )
}

/// The sequence as codes joined by dashes: `X-L-X-CL-K`.
pub fn codes(actions: &[Act]) -> String {
    actions
        .iter()
        .map(|a| a.code())
        .collect::<Vec<_>>()
        .join("-")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn acts(codes: &str) -> Vec<Act> {
        codes
            .split([' ', '-'])
            .filter(|c| !c.is_empty())
            .map(|c| Act::from_code(c).unwrap())
            .collect()
    }

    fn check(input: &str, weapon: Weapon) -> (String, Vec<String>) {
        let (fixed, corrections) = validate_sequence(&acts(input), weapon);
        let again = validate_sequence(&fixed, weapon);
        assert!(
            again.1.is_empty(),
            "a corrected sequence is valid: {again:?}"
        );
        (
            codes(&fixed),
            corrections.iter().map(|c| c.to_string()).collect(),
        )
    }

    #[test]
    fn the_rulebooks_sample_is_valid_and_runs_over() {
        // 000's sample: 12 actions ending with the first action of a jump back.
        let (fixed, corrections) = check("X L X CL K X X X X S P JB", Weapon::Rapier);
        assert_eq!(fixed, "X-L-X-CL-K-X-X-X-X-S-P-JB");
        assert!(corrections.is_empty());
        // 001's sample, 13 actions, completes the jump back.
        let (_, corrections) = check("X L X CL K X X X X S P JB X", Weapon::Rapier);
        assert!(corrections.is_empty());
    }

    #[test]
    fn an_unfinished_routine_is_completed() {
        let (fixed, corrections) = check("X L X CL K X X X X S P JB X L", Weapon::Rapier);
        // The jump back's rest is its own: the lunge needs another (no sharing in 000).
        assert_eq!(fixed, "X-L-X-CL-K-X-X-X-X-S-P-JB-X-X-L-X");
        assert_eq!(
            corrections,
            [
                "added X at action 14 (a lunge is X-L-X)",
                "added X at action 16 (a lunge is X-L-X)"
            ]
        );
    }

    #[test]
    fn the_slash_is_shortened_only_after_a_rest() {
        assert!(check("X L X X S", Weapon::Rapier).1.is_empty());
        assert!(check("X S", Weapon::Rapier).1.is_empty(), "from guard");
        let (fixed, c) = check("P X S", Weapon::Rapier);
        assert_eq!(fixed, "P-X-X-S");
        assert_eq!(c.len(), 1);
    }

    #[test]
    fn the_cutlass_slash_is_long_and_never_short() {
        assert!(check("X S X X X", Weapon::Cutlass).1.is_empty());
        let (fixed, _) = check("X L X X S", Weapon::Cutlass);
        assert_eq!(fixed, "X-L-X-X-S-X-X-X");
    }

    #[test]
    fn the_dagger_closes_before_attacking() {
        let (fixed, c) = check("X L X", Weapon::Dagger);
        assert_eq!(fixed, "CL-X-L-X");
        assert_eq!(
            c,
            ["added CL at action 1 (with a dagger, an attack follows a close (CL))"]
        );
        assert!(check("CL K X X X JB X T", Weapon::Dagger).1.is_empty());
    }

    #[test]
    fn what_belongs_to_no_routine_is_completed_or_dropped() {
        // 003's wrong example, in English codes: K then slash.
        let (fixed, _) = check("K S", Weapon::Rapier);
        assert_eq!(fixed, "CL-K-X-X-X-X-S");
        let (fixed, c) = check("R", Weapon::Rapier);
        assert_eq!(fixed, "P-R");
        assert_eq!(c, ["added P at action 1 (a parry is P, or P-R)"]);
    }

    #[test]
    fn long_sequences_are_cut() {
        let long: Vec<Act> = std::iter::repeat_n(Act::Block, MAX_ACTIONS + 3).collect();
        let (fixed, c) = validate_sequence(&long, Weapon::Rapier);
        assert_eq!(fixed.len(), MAX_ACTIONS);
        assert_eq!(c.len(), 3);
    }
}
