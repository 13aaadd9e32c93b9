//! The names of people (ladies, characters) laid against the game. The parser knows nothing
//! of the game; here a name that matches nobody becomes a diagnostic with a "did you mean"
//! when a name of the game is near (a typo), so the player reads it in his acknowledgement
//! and the GM can correct it. Nothing is changed in the orders: a guess is never made.

use crate::orders::names::{fold, suggest};
use crate::orders::say::{self, Say};
use crate::orders::{Action, Condition, Diagnostic, Lender, MonthlyOrder, OrderSheet, Severity};
use crate::world::World;

/// Which kind of person an order names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Who {
    Lady,
    Character,
    /// A guest may be either.
    Anyone,
}

fn named(action: &Action, out: &mut Vec<(String, Who)>) {
    let mut push = |name: &str, who| out.push((name.to_string(), who));
    match action {
        Action::Court { lady, .. } | Action::FollowLady { lady } | Action::Propose { lady }
            if !lady.starts_with('#') =>
        {
            push(lady, Who::Lady)
        }
        Action::Gift {
            whom: Some(whom), ..
        }
        | Action::Invite { whom, .. } => push(whom, Who::Anyone),
        // (A guest of a party the game does not know does not come: 003, 4.7 counts levels.)
        Action::Theatre { guests, .. } | Action::GiveParty { guests } => {
            guests.iter().for_each(|g| push(g, Who::Anyone))
        }
        Action::VisitClub { host, guests, .. } => {
            host.iter().for_each(|h| push(h, Who::Character));
            guests.iter().for_each(|g| push(g, Who::Anyone));
        }
        // A debt to a moneylender names no one.
        Action::Repay { whom, .. }
            if ![crate::orders::MONEYLENDER, "prestamista", "usurero"]
                .iter()
                .any(|m| fold(whom).contains(m)) =>
        {
            push(whom, Who::Character)
        }
        Action::Challenge { whom, .. }
        | Action::Apologise { whom }
        | Action::Insult { whom }
        | Action::Lend { whom, .. }
        | Action::DemandRepayment { whom } => push(whom, Who::Character),
        Action::AcceptChallenge { whom: Some(whom) }
        | Action::DeclineChallenge { whom: Some(whom) } => push(whom, Who::Character),
        Action::Borrow {
            from: Lender::Character { name },
            ..
        } => push(name, Who::Character),
        Action::UseFavour(f) => f.whom.iter().for_each(|w| push(w, Who::Character)),
        Action::Bribe(b) => b.whom.iter().for_each(|w| push(w, Who::Character)),
        Action::If {
            condition,
            then,
            otherwise,
        } => {
            match condition {
                Condition::Accepts { whom } => push(whom, Who::Anyone),
                Condition::ChallengedBy { whom } => push(whom, Who::Character),
                Condition::CourtingSucceeded { lady } => push(lady, Who::Lady),
                Condition::PlayIsGood | Condition::EnduranceBelowHalf => {}
            }
            for a in then.iter().chain(otherwise) {
                named(a, out);
            }
        }
        _ => {}
    }
}

/// Where `name` first stands in `text`: (line, column), 1-based; the start when not found.
fn locate(text: &str, name: &str) -> (u32, u32) {
    let wanted = fold(name);
    for (n, line) in text.lines().enumerate() {
        let folded = fold(line);
        if let Some(byte) = folded.find(&wanted) {
            // Columns in characters of the folded line: near enough to find it by eye.
            let column = folded[..byte].chars().count() as u32 + 1;
            return (n as u32 + 1, column);
        }
    }
    (1, 1)
}

/// The diagnostics for names of people no one in the game bears.
pub fn unknown_names(sheet: &OrderSheet, text: &str, world: &World) -> Vec<Diagnostic> {
    let mut names = Vec::new();
    for week in &sheet.weeks {
        for action in &week.actions {
            named(action, &mut names);
        }
    }
    for m in &sheet.monthly {
        if let MonthlyOrder::Admissions {
            whom: Some(whom), ..
        } = m
        {
            names.push((whom.clone(), Who::Character));
        }
    }
    let ladies: Vec<(String, usize)> = world
        .ladies
        .values()
        .enumerate()
        .map(|(i, l)| (fold(&l.name), i))
        .collect();
    let men: Vec<(String, usize)> = world
        .characters
        .values()
        .enumerate()
        .map(|(i, c)| (fold(&c.name), 1000 + i))
        .collect();
    let lady_names: Vec<&str> = world.ladies.values().map(|l| l.name.as_str()).collect();
    let men_names: Vec<&str> = world.characters.values().map(|c| c.name.as_str()).collect();
    let mut out: Vec<Diagnostic> = Vec::new();
    for (name, who) in names {
        let known = match who {
            Who::Lady => world.lady_named(&name).is_some(),
            Who::Character => world.character_named(&name).is_some(),
            Who::Anyone => {
                world.lady_named(&name).is_some() || world.character_named(&name).is_some()
            }
        };
        if known || out.iter().any(|d| d.text == name) {
            continue;
        }
        let mut table: Vec<(&str, usize)> = Vec::new();
        if who != Who::Character {
            table.extend(ladies.iter().map(|(n, i)| (n.as_str(), *i)));
        }
        if who != Who::Lady {
            table.extend(men.iter().map(|(n, i)| (n.as_str(), *i)));
        }
        let guess = suggest(&name, &table).map(|i| {
            let full = if i >= 1000 {
                men_names[i - 1000]
            } else {
                lady_names[i]
            };
            full.to_string()
        });
        let (line, column) = locate(text, &name);
        let who = match who {
            Who::Lady => say::Who::Lady,
            Who::Character => say::Who::Gentleman,
            Who::Anyone => say::Who::Anyone,
        };
        let say = Say::UnknownName {
            who,
            name: name.clone(),
            guess,
        };
        out.push(Diagnostic::new(line, column, Severity::Error, name, say));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calendar::Month;
    use crate::orders::parse_orders;
    use crate::world::{Lady, LadyId};

    #[test]
    fn a_near_miss_gets_a_suggestion_and_a_place() {
        let mut world = World::new(Month::new(1626, 8));
        world.ladies.insert(
            LadyId::from_name("Roxanne de Robin"),
            Lady::named("Roxanne de Robin", 9),
        );
        let text = "Character: X\nWeek 1: court Roxane de Robin\nWeek 2: court Roxanne\n";
        let sheet = parse_orders(text);
        let diags = unknown_names(&sheet, text, &world);
        assert_eq!(diags.len(), 1, "{diags:?}");
        assert_eq!(
            (diags[0].line, diags[0].text.as_str()),
            (2, "Roxane de Robin")
        );
        assert_eq!(
            diags[0].suggestion.as_deref(),
            Some("did you mean Roxanne de Robin?")
        );
    }
}
