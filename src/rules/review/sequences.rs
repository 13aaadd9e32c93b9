//! Duel sequences laid against Duelling Table A by the game's duel rules, with
//! [`check_from`], the check the duel engine makes when it plays them: the correction the
//! player reads in his acknowledgement is the one his duel will play.
//!
//! The sequences a duellist fights with are those written against his opponent (or his
//! regiment), else those for anyone; each group is checked in order, each sequence from the
//! routine the one before left unfinished, and, as the duel goes back to the first sequence
//! after the last, the first again from the last's.

use crate::orders::say::{Fix, Say};
use crate::orders::{Diagnostic, DuelOrders, Sequence, Severity};
use crate::rules::duel::sequence::{
    Carry, Checked, Correction, SequenceContext, check_from, parse_codes,
};
use crate::rules::duel::{DuelRules, closes_before, weapon_of};
use crate::tables::duelling::{Act, Reason, RoutineKind};
use crate::vocab::Weapon;
use crate::world::Character;

/// A warning for each sequence the GM corrects, saying how it will be played (an error,
/// for the GM to rule on, under 003's [`DuelRules::loose_actions_to_gm`]).
pub fn corrected_sequences(
    orders: &DuelOrders,
    text: &str,
    rules: &DuelRules,
    character: Option<&Character>,
) -> Vec<Diagnostic> {
    let weapon = weapon_of(character, orders);
    let ctx = SequenceContext {
        weapon,
        optional_routines: rules.optional_routines,
        shared_rests: rules.shared_rests,
    };
    let mut groups: Vec<Vec<&Sequence>> = Vec::new();
    for s in &orders.sequences {
        let key = |s: &Sequence| s.against.as_deref().map(str::to_lowercase);
        match groups.iter_mut().find(|g| key(g[0]) == key(s)) {
            Some(g) => g.push(s),
            None => groups.push(vec![s]),
        }
    }
    let mut out = Vec::new();
    for group in groups {
        let acts: Vec<Vec<Act>> = group
            .iter()
            .map(|s| parse_codes(&s.actions.join(" ")).0)
            .collect();
        let mut carry = Carry::default();
        let mut closes = 0;
        for (n, (s, written)) in group.iter().zip(&acts).enumerate() {
            let checked = check_from(written, &ctx, &carry);
            let mut corrections = checked.corrections.clone();
            let mut now = checked.acts();
            if weapon == Weapon::Dagger {
                closed(&checked, &mut closes, &mut corrections, &mut now);
            }
            if !corrections.is_empty() {
                let to_gm = rules.loose_actions_to_gm && loose(written, n == 0);
                out.push(diagnostic(s, text, weapon, &corrections, &now, to_gm));
            }
            carry = checked.carry;
        }
        if !carry.partial.is_empty() {
            // The duel goes back to the first sequence, which must finish the routine.
            let checked = check_from(&acts[0], &ctx, &carry);
            let unfinished: Vec<Correction> = checked
                .corrections
                .into_iter()
                .filter(|c| c.reason == Reason::Unfinished)
                .collect();
            if !unfinished.is_empty() {
                let last = group[group.len() - 1];
                out.push(diagnostic(
                    last,
                    text,
                    weapon,
                    &unfinished,
                    &checked.routines[0].acts,
                    false,
                ));
            }
        }
    }
    out
}

/// A dagger's attacks each after a close routine, as the duel plays them
/// ([`closes_before`]; the opponent is not known yet: one close): a correction for each
/// attack without, and the close put into `now`. `closes` counts the closes made, from one
/// sequence to the next.
fn closed(checked: &Checked, closes: &mut u8, out: &mut Vec<Correction>, now: &mut Vec<Act>) {
    let mut at = 0;
    let mut inserted = 0;
    for r in &checked.routines {
        if !r.continues && *closes < closes_before(r.kind, false) {
            let mut played = vec![Act::Close];
            played.extend_from_slice(&r.acts);
            out.push(Correction {
                at,
                written: r.acts.clone(),
                played,
                routine: r.kind,
                reason: Reason::MustClose,
            });
            now.insert(at + inserted, Act::Close);
            inserted += 1;
        }
        if r.kind.is_attack() || r.acts.contains(&Act::JumpBack) {
            *closes = 0;
        }
        if r.kind == RoutineKind::Close {
            *closes += 1;
        }
        at += r.acts.len();
    }
}

/// 003, 8.2.2-8.2.3: "No deben anotarse acciones sueltas": an attack written with no rest
/// before it ("-T-SA-F-", "-K-T-": INCORRECTO), where a kick may follow its close ("-AC-K-")
/// and a sequence after the first may open on a routine the one before began.
fn loose(written: &[Act], first: bool) -> bool {
    written.iter().enumerate().any(|(i, act)| {
        let attack = matches!(act, Act::Lunge | Act::Slash | Act::Cut | Act::Kick);
        let before = if i == 0 { None } else { Some(written[i - 1]) };
        attack
            && match before {
                None => first,
                Some(Act::Rest) => false,
                Some(Act::Close) => *act != Act::Kick,
                Some(_) => true,
            }
    })
}

fn diagnostic(
    s: &Sequence,
    text: &str,
    weapon: Weapon,
    corrections: &[Correction],
    now: &[Act],
    to_gm: bool,
) -> Diagnostic {
    let fixes = corrections
        .iter()
        .map(|c| Fix {
            at: c.at + 1,
            written: codes(&c.written),
            played: codes(&c.played),
            routine: c.routine,
            reason: c.reason,
        })
        .collect();
    let say = Say::SequenceCorrected {
        weapon,
        fixes,
        now: codes(now),
    };
    let (line, column) = if s.line == 0 {
        (1, 1)
    } else {
        (s.line, s.column.max(1))
    };
    // 003 (8.2.2) calls such a sequence wrong: the GM rules on it, the correction proposed.
    let severity = if to_gm {
        Severity::Error
    } else {
        Severity::Warning
    };
    Diagnostic::new(
        line,
        column,
        severity,
        super::written_at(text, s.line, s.column).unwrap_or_else(|| s.actions.join("-")),
        say,
    )
}

/// Codes joined as the rules print them: "X-L-X".
fn codes(acts: &[Act]) -> String {
    acts.iter().map(|a| a.code()).collect::<Vec<_>>().join("-")
}

#[cfg(test)]
mod loose_tests {
    use super::*;

    #[test]
    fn loose_actions_as_003_prints_them() {
        let acts = |t: &str| parse_codes(t).0;
        // 8.2.2 and 8.2.3: INCORRECTO.
        assert!(loose(&acts("S JB L"), true));
        assert!(loose(&acts("K S"), true));
        // CORRECTO.
        assert!(!loose(&acts("X S JB X L X X JB X X X"), true));
        assert!(!loose(&acts("CL K X X X X S"), true));
        // A later sequence may open on the routine the one before began.
        assert!(!loose(&acts("L X"), false));
    }
}
