//! The duel engine against the rule documents' worked examples and scenarios, with scripted
//! dice (000 "e. Duelling", 001 the *Elan* rules), and property tests: any sequences, any
//! dice, the engine never panics, never heals by a blow, and always ends.

use engarde::dice::{Dice, ScriptedDice};
use engarde::orders::{DuelOrders, Say, Sequence, SurrenderAt};
use engarde::rules::duel::aftermath::{Disgrace, StatusReason};
use engarde::rules::duel::record::{Blow, Hit, Note};
use engarde::rules::duel::sequence::{Reason, RoutineKind};
use engarde::rules::duel::{
    Challenge, DuelRecord, DuelRules, Duellist, Ending, RestSchedule, SequenceContext, Side,
    aftermath, check, check_from, fight, parse_codes,
};
use engarde::rules::review::corrected_sequences;
use engarde::tables::duelling::Act;
use engarde::vocab::{Regiment, Weapon};
use proptest::prelude::*;

fn acts(s: &str) -> Vec<Act> {
    let (a, bad) = parse_codes(s);
    assert!(bad.is_empty(), "{bad:?}");
    a
}

fn man(name: &str, strength: u8, endurance: i32, weapon: Weapon, seq: &str) -> Duellist {
    Duellist::new(name, strength, 10, endurance, weapon).with_sequence(acts(seq))
}

fn limited(turns: u32) -> DuelRules {
    DuelRules {
        turn_limit: turns,
        ..DuelRules::default()
    }
}

fn run(a: &Duellist, b: &Duellist, rules: &DuelRules, rolls: &[u8]) -> DuelRecord {
    let mut dice = ScriptedDice::new(rolls.iter().copied());
    let record = fight(a, b, rules, &mut dice);
    assert_eq!(dice.remaining(), 0, "unused dice");
    record
}

fn blow(r: &DuelRecord, turn: u32) -> &Blow {
    &r.blows[turn as usize - 1]
}

fn noted(r: &DuelRecord, wanted: &Note) -> Vec<u32> {
    r.blows
        .iter()
        .filter(|b| b.notes.contains(wanted))
        .map(|b| b.turn)
        .collect()
}

#[test]
fn porthos_lunges_with_a_sabre_while_cyrano_rests() {
    // 000: "Porthos lunges with a sabre while Cyrano rests. Porthos's Strength is 10;
    // Duelling Table B gives a multiplier of two and Table C gives a multiplier of ½;
    // therefore, Cyrano must subtract 10 from his Endurance (10 x 2 x ½ = 10)."
    let porthos = man("Porthos", 10, 120, Weapon::Sabre, "X L X");
    let cyrano = man("Cyrano", 12, 100, Weapon::Rapier, "X");
    let r = run(&porthos, &cyrano, &limited(3), &[]);
    let b = blow(&r, 2);
    assert_eq!(b.acts, [Act::Lunge, Act::Rest]);
    assert_eq!(
        b.hits[0],
        Some(Hit {
            weapon: Some(Weapon::Sabre),
            table_b: Some(2),
            table_c: Some((1, 2)),
            strength: 10,
            damage: 10,
            throw: None,
            breakage: None,
        })
    );
    assert_eq!(b.endurance, [120, 90]);
    assert_eq!(r.verdict.ending, Ending::TurnLimit);
    assert_eq!(r.verdict.winner, None);
}

#[test]
fn the_sample_sequence_is_valid_and_its_jump_back_ends_in_the_next() {
    // 000: "X L X CL K X X X X S P JB (X)": a lunge, a kick, a slash shortened after the
    // kick's rest, a parry, and a jump back completed by the next sequence's first rest.
    let ctx = SequenceContext::new(Weapon::Rapier);
    let c = check(&acts("X L X CL K X X X X S P JB"), &ctx);
    assert!(c.is_valid(), "{:?}", c.corrections);
    assert_eq!(c.carry.partial, vec![Act::JumpBack]);
    let next = check_from(&acts("X X L X"), &ctx, &c.carry);
    assert!(next.is_valid(), "{:?}", next.corrections);
    assert_eq!(next.routines[0].kind, RoutineKind::JumpBack);
    assert!(next.routines[0].continues);
    assert_eq!(next.acts(), acts("X X L X"));
    // A next sequence that forgets the rest: the GM completes the jump back.
    let forgot = check_from(&acts("L X B"), &ctx, &c.carry);
    assert_eq!(forgot.corrections.len(), 2);
    assert_eq!(forgot.corrections[0].reason, Reason::Unfinished);
    assert_eq!(forgot.corrections[0].played, acts("X"));
    // ... and "L X" is a lunge missing its opening rest.
    assert_eq!(forgot.corrections[1].reason, Reason::Incomplete);
    assert_eq!(forgot.corrections[1].played, acts("X L X"));
    assert_eq!(forgot.acts(), acts("X X L X B"));

    // In a duel: the sequence repeats, the jump back completes with its first rest.
    let a = man("A", 10, 100, Weapon::Rapier, "X L X CL K X X X X S P JB");
    let b = man("B", 10, 300, Weapon::Rapier, "B");
    let r = run(&a, &b, &limited(13), &[]);
    assert_eq!(blow(&r, 12).acts[0], Act::JumpBack);
    assert_eq!(blow(&r, 13).acts[0], Act::Rest);
}

#[test]
fn invalid_sequences_are_corrected() {
    let ctx = SequenceContext::new(Weapon::Rapier);
    let one = |s: &str, ctx: &SequenceContext| {
        let c = check(&acts(s), ctx);
        assert_eq!(c.corrections.len(), 1, "{s}: {:?}", c.corrections);
        (c.corrections[0].clone(), c.acts())
    };
    // A lunge without its opening rest.
    // (At the end of a sequence "L X" would be the start of a furious lunge, which may run
    // on into the next sequence.)
    let (c, played) = one("L X B", &ctx);
    assert_eq!(
        (c.at, c.routine, c.reason),
        (0, RoutineKind::Lunge, Reason::Incomplete)
    );
    assert_eq!((c.written, c.played), (acts("L X"), acts("X L X")));
    assert_eq!(played, acts("X L X B"));
    // A kick must close first.
    let (c, played) = one("K X X X", &ctx);
    assert_eq!(c.played, acts("CL K X X X"));
    assert_eq!(played, acts("CL K X X X"));
    // A slash shortened with no routine before it: X-S only after a rest routine.
    let (c, played) = one("X S B", &ctx);
    assert_eq!((c.at, c.written, c.played), (1, acts("S"), acts("X S")));
    assert_eq!(played, acts("X X S B"));
    // A riposte without a parry is a rest.
    let (c, played) = one("X R", &ctx);
    assert_eq!(c.reason, Reason::RiposteWithoutParry);
    assert_eq!(played, acts("X X"));
    // A cut alone is read as a slash.
    let (c, played) = one("X X C", &ctx);
    assert_eq!(
        (c.reason, c.written, c.played),
        (Reason::CutAlone, acts("X C"), acts("X S"))
    );
    assert_eq!(played, acts("X X S"));
    // The cutlass slashes -X-S-X-X-X-: the rest written before serves as its first.
    let cutlass = SequenceContext::new(Weapon::Cutlass);
    let (c, played) = one("X X S B", &cutlass);
    assert_eq!(
        (c.at, c.written, c.played),
        (1, acts("X S"), acts("X S X X X"))
    );
    assert_eq!(played, acts("X X S X X X B"));
    // Optional routines where the game does not allow them.
    let c = check(&acts("OB1 OB2 Sur"), &ctx);
    assert!(
        c.corrections
            .iter()
            .all(|c| c.reason == Reason::OptionalRoutinesOff)
    );
    assert_eq!(c.acts(), acts("B B X"));
    let optional = SequenceContext {
        optional_routines: true,
        ..ctx
    };
    assert!(check(&acts("OB1 OB2 OP1 OP2 Sur"), &optional).is_valid());
}

#[test]
fn a_corrected_sequence_is_reported_in_the_record() {
    let a = man("A", 10, 100, Weapon::Rapier, "L X B");
    let b = man("B", 10, 100, Weapon::Rapier, "X");
    let r = run(&a, &b, &limited(8), &[]);
    // Reported once, though the sequence is played twice.
    assert_eq!(r.corrections.len(), 1);
    assert_eq!(r.corrections[0].side, Side::A);
    assert_eq!(r.corrections[0].correction.played, acts("X L X"));
    let played: Vec<Act> = r.blows.iter().map(|b| b.acts[0]).collect();
    assert_eq!(played, acts("X L X B X L X B"));
}

#[test]
fn a_throw_that_hits_and_one_that_misses() {
    // "On a 1 or 2, the throw is successful ... In either case the thrower is now unarmed."
    let a = man("A", 10, 100, Weapon::Rapier, "JB X T");
    let b = man("B", 10, 100, Weapon::Rapier, "X");
    let r = run(&a, &b, &limited(3), &[2]);
    let hit = blow(&r, 3).hits[0].clone().unwrap();
    assert_eq!((hit.table_b, hit.damage), (Some(4), 40));
    assert!(hit.throw.unwrap().hit);
    assert!(
        blow(&r, 3)
            .notes
            .contains(&Note::Disarmed { side: Side::A })
    );
    assert_eq!(r.endurance_after, [100, 60]);

    let r = run(&a, &b, &limited(6), &[3]);
    assert_eq!(blow(&r, 3).hits[0].as_ref().unwrap().damage, 0);
    assert_eq!(r.endurance_after, [100, 100]);
    // Unarmed, his next lunge... he has none; his next throw is a rest.
    assert_eq!(blow(&r, 6).acts[0], Act::Rest);
    assert!(blow(&r, 6).notes.contains(&Note::Unarmed {
        side: Side::A,
        written: RoutineKind::Throw
    }));

    // "When daggers are thrown, they hit on a roll of 1, 2 or 3": 10 x 4 x 2.
    let d = man("D", 10, 100, Weapon::Dagger, "JB X T");
    let r = run(&d, &b, &limited(3), &[3]);
    assert_eq!(blow(&r, 3).hits[0].as_ref().unwrap().damage, 80);

    // "Two-handed swords and cutlasses ... Roll two dice: on a roll of 2 the opponent has
    // been hit and is immediately killed."
    let c = man("C", 10, 100, Weapon::Cutlass, "JB X T");
    let r = run(&c, &b, &limited(3), &[1, 1]);
    assert_eq!(
        r.verdict.ending,
        Ending::Killed {
            dead: Side::B,
            murder: false
        }
    );
    assert_eq!(r.verdict.winner, Some(Side::A));
    let r = run(&c, &b, &limited(3), &[1, 2]);
    assert_eq!(r.endurance_after, [100, 100]);
}

#[test]
fn a_dagger_must_close_first() {
    // "he must precede all attacks (except throw) with a close routine. If duelling against a
    // two-handed sword, he must precede all attacks with two close routines."
    let d = man("D", 10, 100, Weapon::Dagger, "X L X");
    let b = man("B", 10, 100, Weapon::Rapier, "X");
    let r = run(&d, &b, &limited(8), &[]);
    let played: Vec<Act> = r.blows.iter().map(|b| b.acts[0]).collect();
    assert_eq!(played, acts("CL X L X CL X L X"));
    assert_eq!(noted(&r, &Note::MustClose { side: Side::A }), vec![1, 5]);
    // Table C: dagger lunge x1, L vs X x2.
    assert_eq!(blow(&r, 3).hits[0].as_ref().unwrap().damage, 20);

    let big = man("B", 10, 100, Weapon::TwoHandedSword, "X");
    let r = run(&d, &big, &limited(5), &[]);
    let played: Vec<Act> = r.blows.iter().map(|b| b.acts[0]).collect();
    assert_eq!(played, acts("CL CL X L X"));
    // A kick closes by itself; against a two-handed sword it needs one close more.
    let k = man("K", 10, 100, Weapon::Dagger, "CL K X X X");
    let r = run(&k, &b, &limited(5), &[]);
    assert!(noted(&r, &Note::MustClose { side: Side::A }).is_empty());
}

#[test]
fn a_blade_breaks_on_a_block() {
    // A cutlass (3) slashes, a rapier (1) blocks: Table B S vs B is 0, so the blade may break
    // on 3 - 1 = 2 or less; he rolls 1.
    let a = man("A", 10, 100, Weapon::Cutlass, "X S X X X");
    let b = man("B", 10, 100, Weapon::Rapier, "B");
    let r = run(&a, &b, &limited(2), &[1]);
    let hit = blow(&r, 2).hits[0].clone().unwrap();
    assert_eq!(hit.damage, 0);
    let br = hit.breakage.unwrap();
    assert_eq!((br.number, br.roll, br.broke), (2, Some(1), true));
    assert!(blow(&r, 2).notes.contains(&Note::Broke {
        side: Side::B,
        weapon: Weapon::Rapier
    }));
    // A roll of 3 saves it.
    let r = run(&a, &b, &limited(2), &[3]);
    assert!(
        !blow(&r, 2).hits[0]
            .as_ref()
            .unwrap()
            .breakage
            .unwrap()
            .broke
    );
    // "If the defender parried, subtract one more": a sabre lunge on a rapier's parry is
    // 2 - 1 - 1 = 0: no die. "This rule does not apply if the defender has just executed a
    // jump back action."
    let s = man("S", 10, 100, Weapon::Sabre, "X L X");
    let p = man("P", 10, 100, Weapon::Rapier, "P");
    let r = run(&s, &p, &limited(2), &[]);
    let br = blow(&r, 2).hits[0].as_ref().unwrap().breakage.unwrap();
    assert_eq!((br.number, br.roll), (0, None));
    let j = man("J", 10, 100, Weapon::Rapier, "JB X");
    let r = run(&a, &j, &limited(2), &[]);
    assert_eq!(blow(&r, 2).hits[0].as_ref().unwrap().breakage, None);
}

/// 003, 8.5.1 (`attacker_blade_breaks`): "hay una posibilidad de que se rompa el arma del
/// atacante"; the attacker's number less the defender's, and no parry's -1.
#[test]
fn under_003_the_attackers_blade_breaks() {
    let preux = DuelRules {
        attacker_blade_breaks: true,
        ..limited(2)
    };
    // The cutlass (3) slashes into the rapier's (1) block: 3 - 1 = 2, the defender rolls 1:
    // the cutlass breaks, the rapier stands.
    let a = man("A", 10, 100, Weapon::Cutlass, "X S X X X");
    let b = man("B", 10, 100, Weapon::Rapier, "B");
    let r = run(&a, &b, &preux, &[1]);
    let br = blow(&r, 2).hits[0].as_ref().unwrap().breakage.unwrap();
    assert_eq!((br.number, br.roll, br.broke), (2, Some(1), true));
    assert!(blow(&r, 2).notes.contains(&Note::Broke {
        side: Side::A,
        weapon: Weapon::Cutlass
    }));
    // A sabre (2) lunge on a rapier's parry: 2 - 1 = 1 with no -1 for the parry (000 gives
    // 0, no die); a 1 breaks the sabre.
    let s = man("S", 10, 100, Weapon::Sabre, "X L X");
    let p = man("P", 10, 100, Weapon::Rapier, "P");
    let r = run(&s, &p, &preux, &[1]);
    let br = blow(&r, 2).hits[0].as_ref().unwrap().breakage.unwrap();
    assert_eq!((br.number, br.roll, br.broke), (1, Some(1), true));
    assert!(blow(&r, 2).notes.contains(&Note::Broke {
        side: Side::A,
        weapon: Weapon::Sabre
    }));
}

#[test]
fn a_broken_blade_fights_as_a_dagger_and_a_broken_dagger_disarms() {
    let a = man("A", 10, 100, Weapon::TwoHandedSword, "X X S");
    let b = man("B", 10, 100, Weapon::Rapier, "X X B X L X");
    // Turn 3 A slashes into B's block: 4 - 1 = 3, he rolls 2: broken. B then lunges with a
    // dagger against a two-handed sword: two closes first.
    let r = run(&a, &b, &limited(8), &[2]);
    assert!(blow(&r, 3).notes.contains(&Note::Broke {
        side: Side::B,
        weapon: Weapon::Rapier
    }));
    let played: Vec<Act> = r.blows.iter().map(|b| b.acts[1]).collect();
    assert_eq!(&played[3..8], &acts("CL CL X L X")[..]);
    let d = man("D", 10, 100, Weapon::Dagger, "B");
    let r = run(&a, &d, &limited(3), &[2]);
    assert!(
        blow(&r, 3)
            .notes
            .contains(&Note::Disarmed { side: Side::B })
    );
}

fn kicker(quarter: Option<bool>) -> Duellist {
    let mut k = man("Kicker", 18, 100, Weapon::Rapier, "CL K X X X");
    k.gives_quarter = quarter;
    k
}

#[test]
fn a_surrender_accepted() {
    // K vs X: 3 x 18 = 54; 60 - 54 = 6, at or below half: he offers, and is accepted.
    let b = man("B", 10, 60, Weapon::Rapier, "X");
    let r = run(&kicker(None), &b, &limited(20), &[]);
    assert_eq!(r.verdict.ending, Ending::Surrendered { by: Side::B });
    assert_eq!((r.verdict.winner, r.verdict.turns), (Some(Side::A), 2));
    let notes = &blow(&r, 2).notes;
    assert!(notes.contains(&Note::SurrenderOffered {
        side: Side::B,
        wounded: true
    }));
    assert!(notes.contains(&Note::SurrenderAccepted { by: Side::A }));
    let [a_after, b_after] = aftermath(
        &r,
        &kicker(None),
        &b,
        &DuelRules::default(),
        Challenge::default(),
    );
    assert_eq!(a_after.expertise, Some(Weapon::Rapier));
    assert_eq!(
        b_after.practice_weeks, 1,
        "Elan: the surviving loser practises"
    );
    assert!(b_after.disgrace.is_empty());
}

#[test]
fn a_surrender_refused_and_a_murder() {
    // "If a character refuses an offer of surrender and instead slays his opponent ... he
    // has committed a murder."
    let b = man("B", 10, 60, Weapon::Rapier, "X");
    let r = run(&kicker(Some(false)), &b, &limited(20), &[]);
    assert!(
        blow(&r, 2)
            .notes
            .contains(&Note::SurrenderRefused { by: Side::A })
    );
    assert_eq!(
        r.verdict.ending,
        Ending::Killed {
            dead: Side::B,
            murder: true
        }
    );
    assert_eq!(r.verdict.turns, 7);
    let [a_after, b_after] = aftermath(
        &r,
        &kicker(Some(false)),
        &b,
        &DuelRules::default(),
        Challenge::default(),
    );
    assert!(a_after.murderer && a_after.disgrace.contains(&Disgrace::Murder));
    assert!(b_after.dead);
}

/// 003, 8.3.1: "El combate terminará cuando uno de los dos oponentes se rinda (y el otro
/// acepte la rendición, o se vea obligado a aceptarla por los padrinos de su contrario)": the
/// same duel as the murder above, but B came with a second (7.2), and A, who gives no quarter,
/// must accept his surrender.
#[test]
fn a_second_makes_the_surrender_stand() {
    let mut b = man("B", 10, 60, Weapon::Rapier, "X");
    b.second = true;
    let r = run(&kicker(Some(false)), &b, &limited(20), &[]);
    let notes = &blow(&r, 2).notes;
    assert!(notes.contains(&Note::SurrenderEnforced { by: Side::A }));
    assert!(!notes.contains(&Note::SurrenderRefused { by: Side::A }));
    assert_eq!(r.verdict.ending, Ending::Surrendered { by: Side::B });
    assert_eq!((r.verdict.winner, r.verdict.turns), (Some(Side::A), 2));
    let [a_after, b_after] = aftermath(
        &r,
        &kicker(Some(false)),
        &b,
        &DuelRules::default(),
        Challenge::default(),
    );
    assert!(!a_after.murderer && a_after.disgrace.is_empty());
    assert!(!b_after.dead);
}

#[test]
fn death_and_table_d() {
    let mut a = kicker(None);
    a.regiment = Some(Regiment::RoyalFootGuards);
    let mut b = man("B", 10, 50, Weapon::Rapier, "X");
    b.surrender_at = Some(SurrenderAt::Never);
    b.regiment = Some(Regiment::RoyalFootGuards);
    let r = run(&a, &b, &limited(20), &[]);
    assert_eq!(
        r.verdict.ending,
        Ending::Killed {
            dead: Side::B,
            murder: false
        }
    );
    assert_eq!(r.endurance_after, [100, -4]);
    let challenged_by_a = Challenge {
        challenger: Some(Side::A),
        insufficient_cause: false,
    };
    let [a_after, b_after] = aftermath(&r, &a, &b, &DuelRules::default(), challenged_by_a);
    // His own regiment: a friend (-1 for winning), +2 for the kill, and disgrace.
    assert_eq!(a_after.status_points(), -1 + 2);
    assert!(
        a_after
            .status
            .iter()
            .any(|s| s.reason == StatusReason::Killed)
    );
    assert_eq!(a_after.disgrace, vec![Disgrace::OwnRegiment]);
    assert!(b_after.dead);
    assert_eq!(b_after.practice_weeks, 0);
    // 000's Table D has no loss for the man who lost to a friend; 003 (7.3.3, "-1 Luchar
    // contra un miembro de un Regimiento amigo") charges the fight itself, win or lose.
    assert_eq!(b_after.status_points(), 0);
    let preux = DuelRules {
        friendly_fight_costs: true,
        ..DuelRules::default()
    };
    let [a_after, b_after] = aftermath(&r, &a, &b, &preux, challenged_by_a);
    assert_eq!(a_after.status_points(), -1 + 2);
    assert_eq!(b_after.status_points(), -1);
}

#[test]
fn a_duel_to_first_blood() {
    let rules = DuelRules {
        first_blood: true,
        ..limited(20)
    };
    let a = man("A", 10, 100, Weapon::Rapier, "X L X");
    let b = man("B", 10, 100, Weapon::Rapier, "X X S");
    let r = run(&a, &b, &rules, &[]);
    // Turn 2: A's lunge draws blood (20); B is still on his rests.
    assert_eq!(r.verdict.ending, Ending::FirstBlood);
    assert_eq!((r.verdict.winner, r.verdict.turns), (Some(Side::A), 2));
    let [a_after, b_after] = aftermath(&r, &a, &b, &rules, Challenge::default());
    // Elan: "If the duel was only to first blood then the winner receives credit for one
    // practice session while the loser receives nothing."
    assert_eq!((a_after.expertise, a_after.practice_weeks), (None, 1));
    assert_eq!(b_after.practice_weeks, 0);
}

#[test]
fn a_wounded_man_who_accepts_and_a_challenge_without_cause() {
    // "If, however, a character in such a condition accepts a duel, he will gain 3 Status
    // Points immediately, regardless of the outcome"; "Challenges with insufficient cause,
    // he loses 2 Status Points".
    let a = kicker(None);
    let mut b = man("B", 10, 60, Weapon::Rapier, "X");
    b.full_endurance = 130;
    let r = run(&a, &b, &limited(20), &[]);
    let challenge = Challenge {
        challenger: Some(Side::A),
        insufficient_cause: true,
    };
    let [a_after, b_after] = aftermath(&r, &a, &b, &DuelRules::default(), challenge);
    assert!(
        b_after
            .status
            .iter()
            .any(|s| s.reason == StatusReason::AcceptedWounded && s.points == 3)
    );
    assert!(
        a_after
            .status
            .iter()
            .any(|s| s.reason == StatusReason::InsufficientCause && s.points == -2)
    );
    // Neither has a regiment: neutral, +2 for the win, 0 for the loss.
    assert_eq!(a_after.status_points(), -2 + 2);
    assert_eq!(b_after.status_points(), 3);
    // He came below his threshold and offered only once hit.
    assert_eq!(r.verdict.ending, Ending::Surrendered { by: Side::B });
    assert_eq!(r.verdict.turns, 2);
    assert!(b_after.disgrace.is_empty());
}

fn rests_in_first_sequence(schedule: RestSchedule) -> (u8, Vec<u32>) {
    let rules = DuelRules {
        rest_schedule: schedule,
        ..limited(12)
    };
    let mut a = man("A", 10, 100, Weapon::Rapier, "X");
    a.expertise = 14;
    a.surrender_at = Some(SurrenderAt::Never);
    let b = man("B", 10, 100, Weapon::Rapier, "X L X");
    let r = run(&a, &b, &rules, &[]);
    assert_eq!(r.advantage, Some(Side::A));
    (
        r.expertise_rests[1],
        noted(&r, &Note::MandatoryRest { side: Side::B }),
    )
}

#[test]
fn mandatory_rests_from_an_expertise_gap() {
    // A difference of 4: 000 "3 or 4 ... one mandatory rest routine into every sequence";
    // 001 "4-5 ... 2", spread evenly. They fall between routines: B lunges on turns 1-3,
    // 4-6...
    assert_eq!(
        rests_in_first_sequence(RestSchedule::Rulebook),
        (1, vec![7])
    );
    assert_eq!(
        rests_in_first_sequence(RestSchedule::Elan),
        (2, vec![4, 11])
    );
}

#[test]
fn a_shortened_slash_after_a_mandatory_rest_is_played_in_full() {
    let rules = limited(12);
    let mut a = man("A", 10, 100, Weapon::Rapier, "X");
    a.expertise = 13;
    // Kick then shortened slash, then a lunge: the mandatory rest falls on turn 7, before
    // the slash.
    let b = man("B", 10, 100, Weapon::Rapier, "X CL K X X X X S X L X");
    let r = run(&a, &b, &rules, &[]);
    assert_eq!(noted(&r, &Note::MandatoryRest { side: Side::B }), vec![7]);
    assert_eq!(
        noted(
            &r,
            &Note::Lengthened {
                side: Side::B,
                routine: RoutineKind::Slash
            }
        ),
        vec![8]
    );
    let played: Vec<Act> = r.blows.iter().map(|b| b.acts[1]).collect();
    assert_eq!(played, acts("X CL K X X X X X X S X L"));
}

#[test]
fn wounds_below_half_add_a_rest_and_the_advantaged_writes_six_first() {
    let mut a = man("A", 10, 100, Weapon::Rapier, "X L X");
    a.endurance = 40;
    a.expertise = 12;
    a.surrender_at = Some(SurrenderAt::Never);
    let b = man("B", 10, 100, Weapon::Rapier, "X");
    let r = run(&a, &b, &limited(12), &[]);
    // His sequences start on turns 1 and 7 (000, Sequencing: 6 turns first for the higher
    // expertise); below half his endurance, one rest in each.
    let begins: Vec<u32> = r
        .blows
        .iter()
        .filter(|b| {
            b.notes
                .iter()
                .any(|n| matches!(n, Note::SequenceBegins { side: Side::A, .. }))
        })
        .map(|b| b.turn)
        .collect();
    assert_eq!(begins, vec![1, 7]);
    // The first in the middle of his 6-turn sequence; the second's middle is turn 13.
    assert_eq!(noted(&r, &Note::MandatoryRest { side: Side::A }), vec![4]);
}

/// Dice that cycle through a list (for property tests: any dice, never running out).
struct Cycle(Vec<u8>, usize);

impl Dice for Cycle {
    fn d6(&mut self) -> u8 {
        let r = self.0[self.1 % self.0.len()];
        self.1 += 1;
        r
    }
}

/// A sequence in 003's codes only (its T is the slash, not the English throw).
fn spanish(s: &str) -> Vec<Act> {
    s.split('-')
        .filter(|w| !w.is_empty())
        .map(|w| Act::from_spanish_code(w).unwrap_or_else(|| panic!("{w}")))
        .collect()
}

/// The sequence context of a *Preux et audacieux* game.
fn preux(weapon: Weapon) -> SequenceContext {
    let rules = DuelRules::preux();
    SequenceContext {
        weapon,
        optional_routines: rules.optional_routines,
        shared_rests: rules.shared_rests,
    }
}

fn kinds(c: &engarde::rules::duel::sequence::Checked) -> Vec<RoutineKind> {
    c.routines.iter().map(|r| r.kind).collect()
}

/// 003, 8.2.2: "-X-T-SA-X-F-X-X-E-X-X-X-, es decir, "-X-T-" + "-SA-X-" +
/// "-F-X-X-E-X-X-X-" -->CORRECTO"; "-T-SA-F- -->INCORRECTO".
#[test]
fn preux_a_slash_a_jump_back_and_a_furious_lunge() {
    use RoutineKind::*;
    let ctx = preux(Weapon::Rapier);
    let c = check(&spanish("-X-T-SA-X-F-X-X-E-X-X-X-"), &ctx);
    assert!(c.is_valid(), "{:?}", c.corrections);
    assert_eq!(kinds(&c), vec![Slash, JumpBack, FuriousLunge]);
    assert!(c.carry.partial.is_empty());

    let c = check(&spanish("-T-SA-F-"), &ctx);
    assert!(!c.is_valid());
    // The GM builds the slash and the jump back around what was written.
    assert_eq!(
        (c.corrections[0].routine, c.corrections[0].played.clone()),
        (Slash, spanish("-X-T-"))
    );
    assert_eq!(
        (c.corrections[1].routine, c.corrections[1].played.clone()),
        (JumpBack, spanish("-SA-X-"))
    );
    assert!(c.acts().starts_with(&spanish("-X-T-SA-X-F-")));
}

/// 003, 8.2.3: "-AC-K-X-X-X-T-, es decir, "-AC-K-X-X-X-" + "-X-T-" -->CORRECTO (asumimos que
/// no estamos usando mandoble)"; "-K-T- -->INCORRECTO"; 8.2.4: the kick's last rest is the
/// slash's first.
#[test]
fn preux_a_kick_and_a_slash_share_a_rest() {
    use RoutineKind::*;
    let ctx = preux(Weapon::Rapier);
    let c = check(&spanish("-AC-K-X-X-X-T-"), &ctx);
    assert!(c.is_valid(), "{:?}", c.corrections);
    assert_eq!(kinds(&c), vec![Kick, Slash]);
    assert!(c.routines[1].shortened);
    assert_eq!(c.routines[1].acts, spanish("-T-"));

    // Without shared rests (the rulebook) the slash needs its rest: X-S after the kick.
    let c = check(
        &spanish("-AC-K-X-X-X-T-"),
        &SequenceContext::new(Weapon::Rapier),
    );
    assert!(!c.is_valid());

    // "-K-T-": the kick must close first; the GM's correction is the sequence 003 calls
    // correct.
    let c = check(&spanish("-K-T-"), &ctx);
    assert_eq!(c.corrections.len(), 1, "{:?}", c.corrections);
    assert_eq!(c.corrections[0].routine, Kick);
    assert_eq!(c.acts(), spanish("-AC-K-X-X-X-T-"));

    // With a two-handed sword the slash is -X-X-T-: one rest is shared, not both. The
    // sequence is not twelve actions long, so nothing runs on into the next: "-T-" after the
    // rest is not a furious slash begun but a slash short of a rest.
    let mandoble = preux(Weapon::TwoHandedSword);
    let c = check(&spanish("-AC-K-X-X-X-T-"), &mandoble);
    assert_eq!(kinds(&c), vec![Kick, Slash]);
    assert_eq!(c.acts(), spanish("-AC-K-X-X-X-X-T-"));
    assert!(c.carry.partial.is_empty());
    // Twelve actions may end inside a routine: the furious slash runs on.
    let c = check(&spanish("-X-X-X-X-X-X-AC-K-X-X-X-T-"), &mandoble);
    assert_eq!(c.routines.last().map(|r| r.kind), Some(FuriousSlash));
    assert!(!c.carry.partial.is_empty());
    let c = check(&spanish("-AC-K-X-X-X-T-B-"), &mandoble);
    assert_eq!(c.acts(), spanish("-AC-K-X-X-X-X-T-B-"));
    let c = check(&spanish("-AC-K-X-X-X-X-T-"), &mandoble);
    assert!(c.is_valid(), "{:?}", c.corrections);
    assert_eq!(kinds(&c), vec![Kick, Slash]);
}

/// 003, 8.2.4: ""-SA-X-" + "-X-T-" en principio sería "-SA-X-X-T-", lo cual es técnicamente
/// correcto, pero innecesario ... esta "X" puede ser compartida: "-SA-X-T-". Del mismo modo,
/// la misma secuencia utilizando un sable ... sería "-SA-X-X-T-", compartiendo una de las dos
/// "X" pero respetando la otra."
#[test]
fn preux_a_jump_back_and_a_slash_share_a_rest() {
    use RoutineKind::*;
    let ctx = preux(Weapon::Rapier);
    let shared = check(&spanish("-SA-X-T-"), &ctx);
    assert!(shared.is_valid(), "{:?}", shared.corrections);
    assert_eq!(kinds(&shared), vec![JumpBack, Slash]);
    assert!(shared.carry.partial.is_empty());
    // Technically correct: the two routines one after the other.
    let whole = check(&spanish("-SA-X-X-T-"), &ctx);
    assert!(whole.is_valid(), "{:?}", whole.corrections);
    assert_eq!(kinds(&whole), vec![JumpBack, Slash]);
    assert_eq!(whole.acts(), spanish("-SA-X-X-T-"));

    // The Sable (the cutlass) needs one rest more at the start of its slash: it shares one
    // of its two rests; "-SA-X-T-" is corrected to the sequence 003 gives.
    let sable = preux(Weapon::Cutlass);
    let c = check(&spanish("-SA-X-X-T-"), &sable);
    assert!(c.is_valid(), "{:?}", c.corrections);
    assert_eq!(kinds(&c), vec![JumpBack, Slash]);
    assert!(c.carry.partial.is_empty());
    let c = check(&spanish("-SA-X-T-B-"), &sable);
    assert_eq!(c.corrections.len(), 1, "{:?}", c.corrections);
    assert_eq!(c.acts(), spanish("-SA-X-X-T-B-"));
}

/// The engine plays 003's "-SA-X-T-" as written in a *Preux* duel: the slash falls on the
/// third turn, no rest added, nothing corrected.
#[test]
fn preux_duel_plays_the_shared_rest_as_written() {
    let rules = DuelRules {
        turn_limit: 3,
        ..DuelRules::preux()
    };
    let a = Duellist::new("Pierre", 10, 10, 100, Weapon::Rapier).with_sequence(spanish("-SA-X-T-"));
    let b = Duellist::new("Louis", 10, 10, 100, Weapon::Rapier).with_sequence(spanish("-X-"));
    let r = run(&a, &b, &rules, &[]);
    assert!(r.corrections.is_empty(), "{:?}", r.corrections);
    let played: Vec<Act> = r.blows.iter().map(|b| b.acts[0]).collect();
    assert_eq!(played, spanish("-SA-X-T-"));
    // A slash on a man at rest: Table B 1, Table C (rapier) 1, Strength 10.
    assert_eq!(blow(&r, 3).endurance, [100, 90]);
}

fn any_act() -> impl Strategy<Value = Act> {
    prop::sample::select(Act::ALL.to_vec())
}

fn any_weapon() -> impl Strategy<Value = Weapon> {
    prop::sample::select(Weapon::ALL.to_vec())
}

fn any_duellist() -> impl Strategy<Value = Duellist> {
    (
        3u8..=18,
        3u8..=24,
        1i32..=250,
        1i32..=250,
        any_weapon(),
        prop::collection::vec(prop::collection::vec(any_act(), 0..20), 0..3),
        prop_oneof![
            Just(None),
            Just(Some(SurrenderAt::Never)),
            (-10i32..100).prop_map(|n| Some(SurrenderAt::Endurance(n))),
            (0.0f64..1.0).prop_map(|f| Some(SurrenderAt::Fraction(f))),
        ],
        prop::option::of(any::<bool>()),
    )
        .prop_map(|(s, e, now, full, w, seqs, at, quarter)| Duellist {
            name: "X".into(),
            regiment: None,
            strength: s,
            expertise: e,
            endurance: now.min(full),
            full_endurance: full,
            weapon: w,
            sequences: seqs,
            surrender_at: at,
            gives_quarter: quarter,
            second: false,
        })
}

fn any_rules() -> impl Strategy<Value = DuelRules> {
    (any::<bool>(), any::<[bool; 5]>(), 0u32..300).prop_map(|(elan, flags, limit)| DuelRules {
        rest_schedule: if elan {
            RestSchedule::Elan
        } else {
            RestSchedule::Rulebook
        },
        optional_routines: flags[0],
        first_blood: flags[1],
        short_first_sequence: flags[2],
        shared_rests: flags[3],
        automatic_riposte: flags[4],
        turn_limit: limit,
        ..DuelRules::default()
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn any_duel_ends_within_the_limit_and_never_heals(
        a in any_duellist(),
        b in any_duellist(),
        rules in any_rules(),
        rolls in prop::collection::vec(1u8..=6, 1..50),
    ) {
        let r = fight(&a, &b, &rules, &mut Cycle(rolls, 0));
        prop_assert!(r.verdict.turns >= 1 && r.verdict.turns <= rules.limit());
        prop_assert_eq!(r.blows.len() as u32, r.verdict.turns);
        let mut before = [a.endurance, b.endurance];
        for blow in &r.blows {
            // Damage is a count (never negative): endurance only goes down, by the damage
            // the record shows.
            for side in Side::BOTH {
                let (s, o) = (side.index(), side.other().index());
                let taken = blow.hits[o].as_ref().map_or(0, |h| i64::from(h.damage));
                prop_assert!(blow.endurance[s] <= before[s]);
                prop_assert_eq!(i64::from(before[s]) - i64::from(blow.endurance[s]), taken);
            }
            before = blow.endurance;
        }
        if r.verdict.ending == Ending::TurnLimit {
            prop_assert_eq!(r.verdict.turns, rules.limit());
        }
    }

    /// One rule, one place: what the acknowledgement tells a player of his sequence (the
    /// review of his orders) is what his duel plays, action for action.
    #[test]
    fn the_acknowledgement_says_what_the_duel_plays(
        // A riposte is played only after a parried lunge, which a resting opponent never
        // makes; after a throw the thrower is unarmed: both are decided in play.
        written in prop::collection::vec(
            prop::sample::select(
                Act::ALL.iter().copied().filter(|a| !matches!(a, Act::Riposte | Act::Throw)).collect::<Vec<_>>(),
            ),
            1..16,
        ),
        weapon in prop::sample::select(vec![Weapon::Rapier, Weapon::Cutlass, Weapon::Dagger, Weapon::Sabre]),
        preux in any::<bool>(),
    ) {
        let rules = if preux { DuelRules::preux() } else { DuelRules::default() };
        let orders = DuelOrders {
            weapon: Some(weapon),
            sequences: vec![Sequence {
                against: None,
                actions: written.iter().map(|a| a.code().to_string()).collect(),
                line: 1,
                column: 1,
            }],
            ..DuelOrders::default()
        };
        let said = corrected_sequences(&orders, "", &rules, None);
        let now = match said.first().and_then(|d| d.say.as_ref()) {
            Some(Say::SequenceCorrected { now, .. }) => now.split('-').map(String::from).collect(),
            _ => orders.sequences[0].actions.clone(),
        };
        let a = Duellist::new("A", 10, 10, 1000, weapon).with_sequence(written.clone());
        let b = man("B", 10, 1000, Weapon::Rapier, "X");
        let rules = DuelRules { turn_limit: now.len() as u32, ..rules };
        let r = fight(&a, &b, &rules, &mut Cycle(vec![3, 4, 5], 0));
        let played: Vec<String> = r.blows.iter().map(|b| b.acts[0].code().to_string()).collect();
        prop_assert_eq!(played, now);
    }

    #[test]
    fn every_written_sequence_is_corrected_to_a_valid_one(
        written in prop::collection::vec(any_act(), 0..30),
        weapon in any_weapon(),
        optional in any::<bool>(),
        shared in any::<bool>(),
    ) {
        let ctx = SequenceContext { weapon, optional_routines: optional, shared_rests: shared };
        let c = check(&written, &ctx);
        // What the GM made of it is valid as it stands. (A routine running on into the next
        // sequence may do so only at the end of twelve actions, the length written.)
        prop_assume!(c.carry.partial.is_empty());
        let again = check(&c.acts(), &ctx);
        prop_assert!(again.is_valid(), "{:?} -> {:?}: {:?}", written, c.acts(), again.corrections);
        prop_assert_eq!(again.acts(), c.acts());
    }
}

/// 003's Duelling Table B gives a kick against a man at rest 2, where 000's gives 3
/// (`preux_table_b`).
#[test]
fn under_003_a_kick_against_a_rest_counts_two() {
    let kicker = man("Athos", 10, 120, Weapon::Rapier, "CL K X X X");
    let rester = man("Porthos", 10, 120, Weapon::Rapier, "X X X X X");
    let kick = |preux_table_b: bool| {
        let rules = DuelRules {
            preux_table_b,
            ..limited(2)
        };
        let r = run(&kicker, &rester, &rules, &[]);
        let b = blow(&r, 2);
        assert_eq!(b.acts, [Act::Kick, Act::Rest]);
        b.hits[0].as_ref().and_then(|h| h.table_b)
    };
    assert_eq!(kick(false), Some(3));
    assert_eq!(kick(true), Some(2));
}
