//! `engarde duel`: simulate a duel between two characters (or two made-up duellists with
//! their sequences) many times, each with its own seed, and print the odds. Clap-free: the
//! binary parses the arguments and calls [`duellist`], [`odds`], [`format_odds`] and, for
//! one duel told blow by blow, [`format_record`].

use crate::dice::{Seed, SeededDice};
use crate::rules::duel::record::{Ending, Note, Side};
use crate::rules::duel::{DuelRecord, DuelRules, Duellist, fight, parse_codes};
use crate::tables::duelling;
use std::fmt::Write;

/// What many duels between the same two gave.
#[derive(Debug, Clone, PartialEq)]
pub struct Odds {
    pub names: [String; 2],
    pub runs: u32,
    /// Duels each won (by death, surrender or first blood).
    pub wins: [u32; 2],
    /// Duels in which each died.
    pub deaths: [u32; 2],
    /// Duels each lost by surrender.
    pub surrenders: [u32; 2],
    /// Kills after a refused surrender, by the killer.
    pub murders: [u32; 2],
    /// No winner: both killed, parted, or the turn limit.
    pub draws: u32,
    pub total_turns: u64,
}

impl Odds {
    /// Turns per duel on average.
    pub fn average_turns(&self) -> f64 {
        if self.runs == 0 {
            0.0
        } else {
            self.total_turns as f64 / f64::from(self.runs)
        }
    }

    fn percent(&self, n: u32) -> f64 {
        if self.runs == 0 {
            0.0
        } else {
            100.0 * f64::from(n) / f64::from(self.runs)
        }
    }
}

/// Fights `runs` duels between `a` and `b`, the i-th with the dice of `seed.derive("duel/i")`.
pub fn odds(a: &Duellist, b: &Duellist, rules: &DuelRules, runs: u32, seed: Seed) -> Odds {
    let mut o = Odds {
        names: [a.name.clone(), b.name.clone()],
        runs,
        wins: [0; 2],
        deaths: [0; 2],
        surrenders: [0; 2],
        murders: [0; 2],
        draws: 0,
        total_turns: 0,
    };
    for i in 0..runs {
        let mut dice = SeededDice::new(seed.derive(&format!("duel/{i}")));
        let r = fight(a, b, rules, &mut dice);
        o.total_turns += u64::from(r.verdict.turns);
        match r.verdict.winner {
            Some(w) => o.wins[w.index()] += 1,
            None => o.draws += 1,
        }
        for s in Side::BOTH {
            if r.verdict.died(s) {
                o.deaths[s.index()] += 1;
            }
        }
        match r.verdict.ending {
            Ending::Surrendered { by } => o.surrenders[by.index()] += 1,
            Ending::Killed { dead, murder: true } => o.murders[dead.other().index()] += 1,
            _ => {}
        }
    }
    o
}

/// The odds as a few lines of plain text.
pub fn format_odds(o: &Odds) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "{} against {}: {} duels, {:.1} turns on average",
        o.names[0],
        o.names[1],
        o.runs,
        o.average_turns()
    );
    let width = o.names.iter().map(|n| n.chars().count()).max().unwrap_or(0);
    for i in 0..2 {
        let _ = writeln!(
            s,
            "  {:<width$}  wins {:5.1}%  dies {:5.1}%  surrenders {:5.1}%  murders {:5.1}%",
            o.names[i],
            o.percent(o.wins[i]),
            o.percent(o.deaths[i]),
            o.percent(o.surrenders[i]),
            o.percent(o.murders[i]),
        );
    }
    let _ = writeln!(s, "  no winner {:5.1}%", o.percent(o.draws));
    s
}

/// A duellist from the command line's words: a weapon by any of its names ("sabre",
/// "Espada") and a sequence in the rulebook's or 003's codes ("X L X CL K X X X"). An empty
/// sequence leaves it to the dice. Errors name what could not be read.
pub fn duellist(
    name: &str,
    strength: u8,
    expertise: u8,
    endurance: i32,
    weapon: &str,
    sequence: &str,
) -> Result<Duellist, String> {
    let weapon =
        duelling::weapon_from_name(weapon).ok_or_else(|| format!("no such weapon: {weapon:?}"))?;
    let (acts, unknown) = parse_codes(sequence);
    if !unknown.is_empty() {
        return Err(format!("not duel actions: {}", unknown.join(", ")));
    }
    let mut d = Duellist::new(name, strength, expertise, endurance, weapon);
    if !acts.is_empty() {
        d.sequences.push(acts);
    }
    Ok(d)
}

/// One duel, blow by blow, as plain text.
pub fn format_record(r: &DuelRecord) -> String {
    let mut s = String::new();
    let [a, b] = &r.names;
    let _ = writeln!(
        s,
        "{a} ({}, expertise {}) against {b} ({}, expertise {})",
        r.weapons[0], r.expertise[0], r.weapons[1], r.expertise[1]
    );
    for c in &r.corrections {
        let codes =
            |acts: &[duelling::Act]| acts.iter().map(|a| a.code()).collect::<Vec<_>>().join("-");
        let _ = writeln!(
            s,
            "  {}'s sequence {} corrected at action {}: {} played as {} ({:?})",
            r.names[c.side.index()],
            c.sequence + 1,
            c.correction.at + 1,
            codes(&c.correction.written),
            codes(&c.correction.played),
            c.correction.reason
        );
    }
    for blow in &r.blows {
        let damage = |i: usize| blow.hits[i].as_ref().map_or(0, |h| h.damage);
        let _ = write!(
            s,
            "{:4}  {:>3} {:>3}  {:>4} {:>4}  endurance {} / {}",
            blow.turn,
            blow.acts[0].code(),
            blow.acts[1].code(),
            damage(0),
            damage(1),
            blow.endurance[0],
            blow.endurance[1]
        );
        let notes: Vec<String> = blow
            .notes
            .iter()
            .filter(|n| !matches!(n, Note::SequenceBegins { .. }))
            .map(|n| format!("{n:?}"))
            .collect();
        if !notes.is_empty() {
            let _ = write!(s, "  {}", notes.join("; "));
        }
        s.push('\n');
    }
    let v = r.verdict;
    let who = |side: Side| r.names[side.index()].as_str();
    let _ = match v.ending {
        Ending::Killed { dead, murder } => writeln!(
            s,
            "{} is dead after {} turns{}",
            who(dead),
            v.turns,
            if murder { ": murder" } else { "" }
        ),
        Ending::BothKilled => writeln!(s, "both are dead after {} turns", v.turns),
        Ending::Fell { fallen } => writeln!(
            s,
            "{} falls gravely wounded after {} turns",
            who(fallen),
            v.turns
        ),
        Ending::BothFell => writeln!(s, "both fall gravely wounded after {} turns", v.turns),
        Ending::Surrendered { by } => {
            writeln!(s, "{} surrenders after {} turns", who(by), v.turns)
        }
        Ending::FirstBlood => writeln!(
            s,
            "first blood to {} after {} turns",
            v.winner.map_or("nobody", who),
            v.turns
        ),
        Ending::Parted => writeln!(s, "the seconds part them after {} turns", v.turns),
        Ending::TurnLimit => writeln!(s, "stopped at the turn limit ({} turns)", v.turns),
    };
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn odds_add_up_and_repeat() {
        let a = duellist("Athos", 14, 12, 150, "rapier", "X L X P R X X S").unwrap();
        let b = duellist("Rochefort", 12, 10, 130, "Espada", "").unwrap();
        let rules = DuelRules::default();
        let o = odds(&a, &b, &rules, 200, Seed::from_phrase("odds"));
        assert_eq!(o.wins[0] + o.wins[1] + o.draws, 200);
        assert!(o.average_turns() >= 1.0);
        assert_eq!(o, odds(&a, &b, &rules, 200, Seed::from_phrase("odds")));
        let text = format_odds(&o);
        assert!(
            text.starts_with("Athos against Rochefort: 200 duels"),
            "{text}"
        );
        assert!(duellist("X", 1, 1, 1, "spoon", "").is_err());
        assert!(duellist("X", 1, 1, 1, "rapier", "X Q").is_err());
        let mut dice = SeededDice::new(Seed::from_phrase("one"));
        let text = format_record(&fight(&a, &b, &rules, &mut dice));
        assert!(text.lines().count() > 2, "{text}");
    }
}
