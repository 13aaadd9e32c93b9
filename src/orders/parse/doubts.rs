//! What the finished sheet doubts, looking back over the whole letter: text read past that
//! holds an order's words goes to the GM (the reader never drops a line that holds orders
//! without saying so), and a total the letter gives that the week's stakes contradict.

use super::Severity;
use crate::orders::{Diagnostic, OrderSheet, Say};

/// "4 bets of 50 (150 cr all told)": a total read past beside a week's stakes that do not
/// add up to it is a doubt the GM must settle (numbers that contradict each other).
pub(super) fn totals_that_disagree(sheet: &mut OrderSheet) {
    use crate::orders::Action;
    fn staked(a: &Action) -> Option<u32> {
        let gamble = match a {
            Action::VisitClub { gamble, .. }
            | Action::VisitBawdyhouse { gamble, .. }
            | Action::Tavern { gamble, .. }
            | Action::Casino { gamble } => gamble.as_ref()?,
            _ => return None,
        };
        (!gamble.bets.is_empty()).then(|| gamble.bets.iter().map(|b| b.crowns).sum())
    }
    for d in sheet.diagnostics.iter_mut() {
        if d.say != Some(Say::ReadPast) {
            continue;
        }
        let Some(total) = a_total(&d.text) else {
            continue;
        };
        let week = sheet.weeks.iter().find(|w| w.lines.contains(&d.line));
        let sums: Vec<u32> = week
            .map(|w| w.actions.iter().filter_map(staked).collect())
            .unwrap_or_default();
        if let [sum] = sums[..]
            && sum != total
        {
            let say = Say::StakesDisagree { total, staked: sum };
            *d = Diagnostic::new(d.line, d.column, Severity::Error, d.text.clone(), say);
        }
    }
}

/// The total in "150 cr all told", "200 crowns in all", "in total 300", "300 en total".
fn a_total(text: &str) -> Option<u32> {
    let folded = crate::orders::names::fold(text);
    let words: Vec<&str> = folded
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    const MONEY: &[&str] = &["cr", "crs", "crowns", "coronas", "c"];
    let after = |k: usize| -> &[&str] {
        let k = if words.get(k + 1).is_some_and(|w| MONEY.contains(w)) {
            k + 2
        } else {
            k + 1
        };
        words.get(k..).unwrap_or(&[])
    };
    words.iter().enumerate().find_map(|(k, w)| {
        let n: u32 = w.parse().ok()?;
        let next = after(k);
        let before = &words[..k];
        let totalled = next.starts_with(&["all", "told"])
            || next.starts_with(&["in", "all"])
            || next.starts_with(&["in", "total"])
            || next.starts_with(&["total"])
            || next.starts_with(&["en", "total"])
            || before.ends_with(&["total"])
            || before.ends_with(&["total", "of"]);
        totalled.then_some(n)
    })
}

/// Words that only an order's text holds: prose read past, or ignored before the weeks,
/// that holds one of them may hold an order ("at the start of that same week he accepts
/// Dufresne's challenge", "while he's there he makes his public apology to Captain
/// Vautrin"), and goes to the GM rather than being lost with a warning.
const ORDER_WORDS: &[&str] = &[
    "challenge",
    "apologis",
    "apologiz",
    "apology",
    "disculpo",
    "disculpas a",
    "rapier",
    "sabre",
    "cutlass",
    "dagger",
    "ropera",
    "florete",
    "practis",
    "practic",
    "borrow",
    "repay",
    "presto",
];

/// A warning that reads past, or ignores, text holding an order's words becomes an error:
/// the GM reads it (the reader never drops a line that holds orders without saying so).
pub(super) fn doubt_what_holds_orders(diagnostics: &mut [Diagnostic]) {
    for d in diagnostics.iter_mut() {
        if d.severity != Severity::Warning || !matches!(d.say, Some(Say::ReadPast | Say::Ignored)) {
            continue;
        }
        let folded = d.text.to_lowercase();
        // A weapon's name alone, or last month told, holds no order of this month.
        let alone = !folded.trim().contains(' ');
        let past = ["last month", "el mes pasado", "the month before"]
            .iter()
            .any(|w| folded.contains(w));
        // "(not rapier)": what he does not mean, beside what he does.
        let denied = ["not ", "no ", "not the "]
            .iter()
            .any(|w| folded.trim().starts_with(w))
            && folded.split_whitespace().count() <= 3;
        // Before the orders, practice is any practice ("the rowing practice", "the band is
        // practising"): only with a blade or the fencing hall is it his.
        let chatter = d.say == Some(Say::Ignored)
            && ![
                "fenc", "esgrima", "sword", "espada", "blade", "foil", "salle",
            ]
            .iter()
            .any(|w| folded.contains(w));
        let holds = ORDER_WORDS
            .iter()
            .filter(|w| !(chatter && ["practis", "practic"].contains(w)))
            .any(|w| folded.contains(w));
        if !alone && !past && !denied && holds {
            *d = Diagnostic::new(
                d.line,
                d.column,
                Severity::Error,
                d.text.clone(),
                Say::Unread,
            );
        }
    }
}
