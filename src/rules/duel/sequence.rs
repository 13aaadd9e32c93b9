//! Sequences: the routines of Duelling Table A as the engine plays them, the check of a
//! written sequence and the GM's *correction* of an invalid one (001: "If you make a mistake
//! in your sequence I will correct it, rather than penalizing your character"), and a random
//! valid sequence for a duellist with none on file.
//!
//! A sequence is read routine by routine, longest routine first. A routine may run past the
//! end of a sequence (000: "It is not necessary that a routine be completed within the limits
//! of a twelve turn sequence"); the [`Carry`] takes it into the next sequence, which must
//! complete it. Where no routine fits, the GM builds the routine the written action belongs
//! to around it, taking rests already written where he can, and reports a [`Correction`].
//!
//! The order parser (`orders`) reads the codes; this module needs only [`Act`]s, so it reads
//! codes itself ([`parse_codes`]) and does not depend on the parser.

use crate::dice::Dice;
use crate::tables::duelling::{self, Act};
pub use crate::tables::duelling::{Reason, RoutineKind};
use crate::vocab::Weapon;
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// What the check of a sequence needs to know.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SequenceContext {
    /// The weapon (a cutlass slashes -X-S-X-X-X-).
    pub weapon: Weapon,
    /// Whether OB, OP and Sur may be written.
    pub optional_routines: bool,
    /// 003's shared rests: every routine opening with a rest may drop it after a rest; and
    /// 003's slash, "-X-T-" ("-X-X-T-" with a cutlass or a two-handed sword).
    pub shared_rests: bool,
}

impl SequenceContext {
    /// The rulebook's context for a weapon.
    pub fn new(weapon: Weapon) -> Self {
        SequenceContext {
            weapon,
            optional_routines: false,
            shared_rests: false,
        }
    }
}

/// What passes from one sequence to the next.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Carry {
    /// The actions of a routine begun and not finished.
    pub partial: Vec<Act>,
    /// Whether the routine before the next one (before `partial`, if any) ended in a rest,
    /// so that a slash may be shortened to X-S.
    pub after_rest: bool,
}

/// A routine to play, or the part of one a sequence holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Planned {
    pub kind: RoutineKind,
    /// The actions to play (for a continuation, only the rest of the routine).
    pub acts: Vec<Act>,
    /// Its leading rest was dropped after a rest (the shortened slash, 003's shared rests).
    pub shortened: bool,
    /// The routine ends here (else it goes on in the next sequence).
    pub complete: bool,
    /// The rest of a routine begun in the previous sequence.
    pub continues: bool,
}

/// A change the GM made to a written sequence.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Correction {
    /// Index in the written sequence of the first action concerned.
    pub at: usize,
    /// The routine as written (the actions the correction took).
    #[serde(with = "super::record::codes")]
    pub written: Vec<Act>,
    /// The routine as it will be played.
    #[serde(with = "super::record::codes")]
    pub played: Vec<Act>,
    pub routine: RoutineKind,
    pub reason: Reason,
}

/// A checked sequence.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Checked {
    pub routines: Vec<Planned>,
    pub corrections: Vec<Correction>,
    /// What the next sequence must continue.
    pub carry: Carry,
}

impl Checked {
    /// The actions to be played, in order.
    pub fn acts(&self) -> Vec<Act> {
        self.routines
            .iter()
            .flat_map(|r| r.acts.iter().copied())
            .collect()
    }

    /// Whether the sequence was valid as written.
    pub fn is_valid(&self) -> bool {
        self.corrections.is_empty()
    }
}

struct Form {
    kind: RoutineKind,
    acts: Vec<Act>,
    shortened: bool,
}

struct Catalogue {
    /// Duelling Table A's routines, optional steps left out ("Slash" = X X S, "Parry" = P).
    full: Vec<(RoutineKind, Vec<Act>, bool)>,
    /// "Parry" with its riposte: P R.
    parry_riposte: Vec<Act>,
}

fn catalogue() -> &'static Catalogue {
    static CAT: OnceLock<Catalogue> = OnceLock::new();
    CAT.get_or_init(|| {
        let mut full = Vec::new();
        let mut parry_riposte = vec![Act::Parry, Act::Riposte];
        for r in duelling::routines() {
            let Some(kind) = RoutineKind::from_name(&r.name) else {
                continue;
            };
            let all: Vec<Act> = r.steps.iter().map(|s| s.act).collect();
            if kind == RoutineKind::Parry {
                parry_riposte = all;
                let bare = r.steps.iter().filter(|s| !s.optional).map(|s| s.act);
                full.push((kind, bare.collect(), r.optional));
            } else {
                // Slash1 "-(X)-X-S-": the bracketed rest is the one a rest before may replace;
                // the full form keeps it.
                full.push((kind, all, r.optional));
            }
        }
        Catalogue {
            full,
            parry_riposte,
        }
    })
}

/// 000, Cutlass: "The slash routine for a cutlass is -X-S-X-X-X-, not -(X)-X-S-"; 001: "and
/// is never shortened".
const CUTLASS_SLASH: [Act; 5] = [Act::Rest, Act::Slash, Act::Rest, Act::Rest, Act::Rest];

/// The routines that may begin here.
fn candidates(ctx: &SequenceContext, after_rest: bool) -> Vec<Form> {
    let cat = catalogue();
    let mut out = Vec::with_capacity(20);
    for (kind, acts, optional) in &cat.full {
        if *optional && !ctx.optional_routines {
            continue;
        }
        let kind = *kind;
        if kind == RoutineKind::Slash && ctx.shared_rests {
            // 003, 8.2.2-8.2.4: the slash is "-X-T-", with a Sable (the cutlass) "una pose
            // más al inicio del tajo", and so with a Mandoble: "-X-X-T-"; after a rest its
            // first rest may be that rest ("-SA-X-" + "-X-T-" = "-SA-X-T-").
            let heavy = matches!(ctx.weapon, Weapon::Cutlass | Weapon::TwoHandedSword);
            let form: &[Act] = if heavy {
                &[Act::Rest, Act::Rest, Act::Slash]
            } else {
                &[Act::Rest, Act::Slash]
            };
            out.push(Form {
                kind,
                acts: form.to_vec(),
                shortened: false,
            });
            if after_rest {
                out.push(Form {
                    kind,
                    acts: form[1..].to_vec(),
                    shortened: true,
                });
            }
            continue;
        }
        if kind == RoutineKind::Slash && ctx.weapon == Weapon::Cutlass {
            out.push(Form {
                kind,
                acts: CUTLASS_SLASH.to_vec(),
                shortened: false,
            });
            continue;
        }
        if kind == RoutineKind::Parry {
            out.push(Form {
                kind,
                acts: cat.parry_riposte.clone(),
                shortened: false,
            });
        }
        out.push(Form {
            kind,
            acts: acts.clone(),
            shortened: false,
        });
        let shortenable = kind == RoutineKind::Slash || ctx.shared_rests;
        if after_rest && shortenable && acts.len() > 1 && acts[0] == Act::Rest {
            out.push(Form {
                kind,
                acts: acts[1..].to_vec(),
                shortened: true,
            });
        }
    }
    out
}

/// The routine a stray action belongs to, and whether the action is read as another
/// (`Some(act)`: the action it stands for).
fn repair(a: Act, ctx: &SequenceContext) -> (RoutineKind, Option<Act>, Reason) {
    use RoutineKind as K;
    let off = !ctx.optional_routines;
    match a {
        Act::Riposte => (K::Rest, Some(Act::Rest), Reason::RiposteWithoutParry),
        Act::Cut => (K::Slash, Some(Act::Slash), Reason::CutAlone),
        Act::OptionalBlock1 | Act::OptionalBlock2 if off => {
            (K::Block, Some(Act::Block), Reason::OptionalRoutinesOff)
        }
        Act::OptionalParry1 | Act::OptionalParry2 if off => {
            (K::Parry, Some(Act::Parry), Reason::OptionalRoutinesOff)
        }
        Act::Surrender if off => (K::Rest, Some(Act::Rest), Reason::OptionalRoutinesOff),
        Act::OptionalBlock1 | Act::OptionalBlock2 => (K::OptionalBlock, None, Reason::Incomplete),
        Act::OptionalParry1 | Act::OptionalParry2 => (K::OptionalParry, None, Reason::Incomplete),
        Act::Surrender => (K::OptionalSurrender, None, Reason::Incomplete),
        Act::Lunge => (K::Lunge, None, Reason::Incomplete),
        Act::Slash => (K::Slash, None, Reason::Incomplete),
        Act::Kick => (K::Kick, None, Reason::Incomplete),
        Act::Throw => (K::Throw, None, Reason::Incomplete),
        Act::JumpBack => (K::JumpBack, None, Reason::Incomplete),
        Act::Parry => (K::Parry, None, Reason::Incomplete),
        Act::Block => (K::Block, None, Reason::Incomplete),
        Act::Close => (K::Close, None, Reason::Incomplete),
        Act::Rest => (K::Rest, None, Reason::Incomplete),
    }
}

/// Checks a sequence from the start of a duel.
pub fn check(written: &[Act], ctx: &SequenceContext) -> Checked {
    check_from(written, ctx, &Carry::default())
}

/// Checks a sequence that follows another (whose [`Checked::carry`] is `carry`), correcting
/// what is invalid. Never fails: every input gives a playable sequence.
pub fn check_from(written: &[Act], ctx: &SequenceContext, carry: &Carry) -> Checked {
    let mut out: Vec<Planned> = Vec::new();
    // Whether the routine before each planned one ended in a rest (parallel to `out`).
    let mut before: Vec<bool> = Vec::new();
    let mut corrections = Vec::new();
    let mut after_rest = carry.after_rest;
    let mut i = 0;

    if !carry.partial.is_empty() {
        let k = carry.partial.len();
        let forms: Vec<Form> = candidates(ctx, carry.after_rest)
            .into_iter()
            .filter(|f| f.acts.len() > k && f.acts.starts_with(&carry.partial))
            .collect();
        let complete = forms
            .iter()
            .filter(|f| written.starts_with(&f.acts[k..]))
            .max_by_key(|f| f.acts.len());
        let pending = forms
            .iter()
            .filter(|f| f.acts[k..].starts_with(written))
            .min_by_key(|f| f.acts.len());
        if let Some(f) = complete {
            out.push(planned(f, f.acts[k..].to_vec(), true, true));
            before.push(carry.after_rest);
            i = f.acts.len() - k;
            after_rest = f.acts.last() == Some(&Act::Rest);
        } else if let Some(f) = pending {
            let mut partial = carry.partial.clone();
            partial.extend_from_slice(written);
            return Checked {
                routines: vec![planned(f, written.to_vec(), false, true)],
                corrections,
                carry: Carry {
                    partial,
                    after_rest: carry.after_rest,
                },
            };
        } else if let Some(f) = forms.iter().min_by_key(|f| f.acts.len()) {
            let rest = &f.acts[k..];
            let took = written.iter().zip(rest).take_while(|(w, r)| w == r).count();
            corrections.push(Correction {
                at: 0,
                written: written[..took].to_vec(),
                played: rest.to_vec(),
                routine: f.kind,
                reason: Reason::Unfinished,
            });
            out.push(planned(f, rest.to_vec(), true, true));
            before.push(carry.after_rest);
            i = took;
            after_rest = rest.last() == Some(&Act::Rest);
        }
    }

    // 000: "It is not necessary that a routine be completed within the limits of a twelve
    // turn sequence": a sequence of twelve actions (or 24...) may end inside a routine, which
    // the next sequence completes. Any other ends where its last routine ends: a routine
    // begun at its end is completed there ("L X": X-L-X, not a furious lunge begun).
    let may_run_on = !written.is_empty() && written.len().is_multiple_of(12);
    while i < written.len() {
        let rest = &written[i..];
        let forms = candidates(ctx, after_rest);
        let whole = forms
            .iter()
            .filter(|f| rest.starts_with(&f.acts))
            .max_by_key(|f| f.acts.len());
        // At the end of the sequence, a routine begun and running on into the next one
        // takes precedence over a shorter one complete ("CL K": a kick, not a close). Rests
        // alone begin nothing: "X X X" at the end are three rests, not a slash or a lunge
        // whose attack the GM would have to make up at the start of the next sequence.
        let begun = rest.iter().any(|a| *a != Act::Rest);
        let running_on = forms
            .iter()
            .filter(|f| {
                may_run_on && begun && f.acts.len() > rest.len() && f.acts.starts_with(rest)
            })
            .min_by_key(|f| f.acts.len());
        if let Some(f) = whole.filter(|f| running_on.is_none() || f.acts.len() == rest.len()) {
            out.push(planned(f, f.acts.clone(), true, false));
            before.push(after_rest);
            i += f.acts.len();
            after_rest = f.acts.last() == Some(&Act::Rest);
            continue;
        }
        if let Some(f) = running_on {
            out.push(planned(f, rest.to_vec(), false, false));
            return Checked {
                routines: out,
                corrections,
                carry: Carry {
                    partial: rest.to_vec(),
                    after_rest,
                },
            };
        }

        // No routine fits: the GM builds the routine the action belongs to around it.
        let (kind, read_as, reason) = repair(rest[0], ctx);
        let anchor = read_as.unwrap_or(rest[0]);
        // Rests written just before may serve as the routine's opening rests.
        let trailing = out
            .iter()
            .rev()
            .take_while(|p| p.kind == RoutineKind::Rest && !p.continues)
            .count();
        let mut best: Option<(usize, Form, usize)> = None;
        for absorb in 0..=trailing.min(2) {
            let state = if absorb == 0 {
                after_rest
            } else {
                before[out.len() - absorb]
            };
            let Some(form) = candidates(ctx, state)
                .into_iter()
                .filter(|f| f.kind == kind && f.acts.contains(&anchor))
                .min_by_key(|f| f.acts.len())
            else {
                continue;
            };
            let pos = form.acts.iter().position(|a| *a == anchor).unwrap_or(0);
            if pos < absorb {
                continue;
            }
            let inserted = pos - absorb;
            if best.as_ref().is_none_or(|(b, _, _)| inserted < *b) {
                best = Some((inserted, form, absorb));
            }
        }
        let Some((_, form, absorb)) = best else {
            // Nothing to build: play a rest instead.
            out.push(Planned {
                kind: RoutineKind::Rest,
                acts: vec![Act::Rest],
                shortened: false,
                complete: true,
                continues: false,
            });
            before.push(after_rest);
            corrections.push(Correction {
                at: i,
                written: vec![rest[0]],
                played: vec![Act::Rest],
                routine: RoutineKind::Rest,
                reason,
            });
            i += 1;
            after_rest = true;
            continue;
        };
        let state = if absorb == 0 {
            after_rest
        } else {
            before[out.len() - absorb]
        };
        out.truncate(out.len() - absorb);
        before.truncate(before.len() - absorb);
        let pos = form.acts.iter().position(|a| *a == anchor).unwrap_or(0);
        let post = &form.acts[pos + 1..];
        let matched = rest[1..]
            .iter()
            .zip(post)
            .take_while(|(w, p)| w == p)
            .count();
        let mut written_part = vec![Act::Rest; absorb];
        written_part.extend_from_slice(&rest[..1 + matched]);
        let at = i - absorb;
        i += 1 + matched;
        let ran_out = may_run_on && i == written.len() && matched < post.len();
        if ran_out {
            // The routine goes on in the next sequence.
            let acts = form.acts[..pos + 1 + matched].to_vec();
            corrections.push(Correction {
                at,
                written: written_part,
                played: acts.clone(),
                routine: kind,
                reason,
            });
            out.push(planned(&form, acts.clone(), false, false));
            return Checked {
                routines: out,
                corrections,
                carry: Carry {
                    partial: acts,
                    after_rest: state,
                },
            };
        }
        corrections.push(Correction {
            at,
            written: written_part,
            played: form.acts.clone(),
            routine: kind,
            reason,
        });
        out.push(planned(&form, form.acts.clone(), true, false));
        before.push(state);
        after_rest = form.acts.last() == Some(&Act::Rest);
    }
    Checked {
        routines: out,
        corrections,
        carry: Carry {
            partial: Vec::new(),
            after_rest,
        },
    }
}

fn planned(f: &Form, acts: Vec<Act>, complete: bool, continues: bool) -> Planned {
    Planned {
        kind: f.kind,
        acts,
        shortened: f.shortened,
        complete,
        continues,
    }
}

/// Reads a sequence written in the rulebook's codes ("X L X CL K", "X-L-X", "x,l,x"),
/// 003's codes where the English ones fail, brackets ignored ("(X)"). Returns the actions
/// and the words it could not read.
pub fn parse_codes(text: &str) -> (Vec<Act>, Vec<String>) {
    let mut acts = Vec::new();
    let mut unknown = Vec::new();
    for word in text
        .split(|c: char| c.is_whitespace() || c == '-' || c == ',' || c == ';')
        .map(|w| w.trim_matches(|c| c == '(' || c == ')' || c == '.'))
        .filter(|w| !w.is_empty())
    {
        match Act::from_code(word).or_else(|| Act::from_spanish_code(word)) {
            Some(a) => acts.push(a),
            None => unknown.push(word.to_string()),
        }
    }
    (acts, unknown)
}

/// House rule: the routines a GM draws for a duellist with no sequence on file (001: "Those
/// who do not will be assigned a sequence randomly"), by two dice. The throw is left out (a
/// GM does not throw a man's sword away for him).
const RANDOM_ROUTINES: [RoutineKind; 11] = [
    RoutineKind::Rest,         // 2
    RoutineKind::JumpBack,     // 3
    RoutineKind::FuriousSlash, // 4
    RoutineKind::Kick,         // 5
    RoutineKind::Slash,        // 6
    RoutineKind::Lunge,        // 7
    RoutineKind::Parry,        // 8
    RoutineKind::Block,        // 9
    RoutineKind::FuriousLunge, // 10
    RoutineKind::Close,        // 11
    RoutineKind::Rest,         // 12
];

/// A random valid sequence of at least twelve actions: routines drawn by two dice each (see
/// [`RANDOM_ROUTINES`]), in their full forms.
pub fn random_sequence(ctx: &SequenceContext, dice: &mut dyn Dice) -> Vec<Act> {
    let forms = candidates(ctx, false);
    let mut acts = Vec::with_capacity(16);
    while acts.len() < 12 {
        let kind = RANDOM_ROUTINES[(dice.sum(2) - 2) as usize];
        if let Some(f) = forms
            .iter()
            .filter(|f| f.kind == kind)
            .min_by_key(|f| f.acts.len())
        {
            acts.extend_from_slice(&f.acts);
        }
    }
    acts
}

#[cfg(test)]
mod tests {
    use super::*;

    fn codes(s: &str) -> Vec<Act> {
        let (a, bad) = parse_codes(s);
        assert!(bad.is_empty(), "{bad:?}");
        a
    }

    #[test]
    fn the_sample_sequence_is_valid() {
        let c = check(
            &codes("X L X CL K X X X X S P JB"),
            &SequenceContext::new(Weapon::Rapier),
        );
        assert!(c.is_valid(), "{:?}", c.corrections);
        let kinds: Vec<RoutineKind> = c.routines.iter().map(|r| r.kind).collect();
        use RoutineKind::*;
        assert_eq!(kinds, vec![Lunge, Kick, Slash, Parry, JumpBack]);
        assert!(c.routines[2].shortened);
        assert_eq!(c.carry.partial, vec![Act::JumpBack]);
        // "(X)": the next sequence opens with the rest completing the jump back.
        let next = check_from(
            &codes("X X L X"),
            &SequenceContext::new(Weapon::Rapier),
            &c.carry,
        );
        assert!(next.is_valid(), "{:?}", next.corrections);
        assert!(next.routines[0].continues && next.routines[0].acts == vec![Act::Rest]);
    }

    /// Twelve actions ending in rests end there: the rests begin no routine that the next
    /// sequence must finish. ("X L X X S X X X P X X X" used to be read as ending in a slash
    /// begun, and the GM's correction made up its S.)
    #[test]
    fn rests_at_the_end_of_twelve_begin_nothing() {
        let ctx = SequenceContext::new(Weapon::Rapier);
        let c = check(&codes("X L X X S X X X P X X X"), &ctx);
        assert!(c.is_valid(), "{:?}", c.corrections);
        assert!(c.carry.partial.is_empty(), "{:?}", c.carry);
        // What is begun still runs on: a lunge whose rest comes next time.
        let c = check(&codes("X L X X S X X X P X X L"), &ctx);
        assert_eq!(c.carry.partial, codes("X L"));
    }

    #[test]
    fn parse_codes_reads_both_languages() {
        assert_eq!(
            codes("x-l-x (X)"),
            vec![Act::Rest, Act::Lunge, Act::Rest, Act::Rest]
        );
        assert_eq!(parse_codes("F SA Q").1, vec!["Q".to_string()]);
    }
}
