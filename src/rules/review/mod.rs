//! Stage two of reading orders: a letter's orders laid against the game before the deadline.
//!
//! The parser (`orders`) reads syntax and knows nothing of the game. Here, when a letter is
//! filed (and by `engarde check`), what the game will not play as written becomes a
//! diagnostic in the acknowledgement, while the player can still change it: a name nobody of
//! the game bears ([`names`]), a duel sequence the GM corrects ([`sequences`], by the very
//! check the duel makes), a venue the game leaves out or a club he may not join yet
//! ([`venues`]), stakes above the purse carried where there is no credit ([`purse`]), a loan past what the
//! moneylenders lend a man of his level ([`loans`]), a Casino visit the month would refuse
//! ([`casino`]), an order for a week after he volunteers ([`campaign`]), a visit to a club the letter has
//! left ([`membership`]), a party with no week to prepare it ([`party`]), a month's order
//! the game's options leave out ([`options`]).
//! Nothing is changed in the orders: the month plays them by the same
//! rules, so what the player is told is what will happen.

mod campaign;
mod casino;
mod loans;
mod membership;
mod names;
mod options;
mod party;
mod purse;
mod sequences;
mod venues;

use super::Rulebook;
use crate::orders::{Diagnostic, OrderSheet};
use crate::vocab::Language;
use crate::world::{Character, World};

pub use campaign::orders_after_volunteering;
pub use casino::refused_casino_visits;
pub use loans::{over_the_loan_limit, stated_social_level};
pub use membership::visits_after_leaving;
pub use names::unknown_names;
pub use options::monthly_orders_left_out;
pub use party::unprepared_parties;
pub use purse::stakes_above_purse;
pub use sequences::corrected_sequences;
pub use venues::{clubs_above_stated_level, overfull_boxes, refused_orders};

/// What the orders are laid against.
#[derive(Debug, Clone, Copy)]
pub struct Against<'a> {
    /// The game's rules (its house rules).
    pub rulebook: &'a Rulebook,
    /// The game's world, when there is a game (names are checked only then).
    pub world: Option<&'a World>,
    /// The character the orders are for, when known (his regiment's weapon).
    pub character: Option<&'a Character>,
}

/// Lays `sheet`, read from `text` (the letter as filed, for the lines and columns of what is
/// reported), against the game: adds every diagnostic of stage two, the whole capped as
/// any report is ([`OrderSheet::cap_diagnostics`]).
pub fn review(sheet: &mut OrderSheet, text: &str, against: &Against) {
    let found = findings(sheet, text, against);
    sheet.diagnostics.extend(found);
    sheet.cap_diagnostics();
}

/// Every diagnostic of stage two for `sheet`.
fn findings(sheet: &OrderSheet, text: &str, against: &Against) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    if let Some(duel) = &sheet.duel {
        out.extend(corrected_sequences(
            duel,
            text,
            &against.rulebook.duel,
            against.character,
        ));
    }
    out.extend(stakes_above_purse(sheet, text));
    out.extend(orders_after_volunteering(sheet, text));
    out.extend(visits_after_leaving(sheet, text));
    out.extend(unprepared_parties(sheet, text));
    out.extend(over_the_loan_limit(sheet, text, against.character));
    let level = against
        .character
        .map(|c| c.social_level)
        .or_else(|| stated_social_level(text));
    // With no game, a letter that goes to the Casino or takes a box at the theatre is written
    // for a game that has them (003's venues), whatever its language: they are as 003 says.
    let venues = against.rulebook.spanish_venues || against.world.is_none();
    out.extend(refused_casino_visits(sheet, text, venues, level));
    out.extend(overfull_boxes(sheet, text, venues));
    // Who he is, from the letter alone: the game's own record says more (below).
    if against.character.is_none()
        && let Some(level) = level
    {
        out.extend(clubs_above_stated_level(
            sheet,
            text,
            against.rulebook,
            level,
        ));
    }
    // What depends on the game itself (its people, its options) only when a game is given.
    if let Some(world) = against.world {
        // 003, 8.8.2: what a man laid up by a grave wound may not do, by the month's own rule.
        if let Some(c) = against.character
            && super::duels::laid_up_in(c, world.month)
        {
            out.extend(errors_by_order(sheet, text, |a| {
                super::duels::barred_while_laid_up(a).then(|| crate::orders::say::Say::LaidUp {
                    order: a.kind().to_string(),
                })
            }));
        }
        out.extend(refused_orders(
            sheet,
            text,
            against.rulebook,
            against.character,
        ));
        out.extend(unknown_names(sheet, text, world));
        out.extend(monthly_orders_left_out(sheet, text, against.rulebook));
    }
    out
}

/// An error for each thing `judge` says of an order of `sheet` (those in a condition's
/// branches too), placed at the order's line.
fn errors_by_order(
    sheet: &OrderSheet,
    text: &str,
    mut judge: impl FnMut(&crate::orders::Action) -> Option<crate::orders::say::Say>,
) -> Vec<Diagnostic> {
    fn each(
        a: &crate::orders::Action,
        f: &mut dyn FnMut(&crate::orders::Action) -> Option<crate::orders::say::Say>,
        found: &mut Vec<crate::orders::say::Say>,
    ) {
        found.extend(f(a));
        if let crate::orders::Action::If {
            then, otherwise, ..
        } = a
        {
            for b in then.iter().chain(otherwise) {
                each(b, f, found);
            }
        }
    }
    errors_in_weeks(sheet, text, |_, action| {
        let mut found = Vec::new();
        each(action, &mut judge, &mut found);
        found
    })
}

/// An error for each thing `judge` says of an order of `sheet` in its week (1 to 4), placed
/// at the order's line.
fn errors_in_weeks<S: IntoIterator<Item = crate::orders::say::Say>>(
    sheet: &OrderSheet,
    text: &str,
    mut judge: impl FnMut(u8, &crate::orders::Action) -> S,
) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for (w, week) in (1u8..).zip(&sheet.weeks) {
        for (i, action) in week.actions.iter().enumerate() {
            let line = week.lines.get(i).copied().unwrap_or(0);
            for say in judge(w, action) {
                let written = written_at(text, line, 1).unwrap_or_default();
                out.push(Diagnostic::new(
                    line.max(1),
                    1,
                    crate::orders::Severity::Error,
                    written,
                    say,
                ));
            }
        }
    }
    out
}

/// The rules a letter is checked against when no game is given (`engarde check` without a
/// configuration): the rulebook for an English letter, *Preux et audacieux* for a Spanish
/// one, as the embedded games of each language play.
pub fn rulebook_for(language: Language) -> Rulebook {
    match language {
        Language::English => Rulebook::default(),
        Language::Spanish => Rulebook::preux(),
    }
}

/// A letter read and laid against the rules of its language, with no game: what `engarde
/// check` says of it without a configuration.
pub fn read_without_game(text: &str) -> OrderSheet {
    read_without_game_in(text, "")
}

/// [`read_without_game`], with the lines the letter quotes as the reader's context.
pub fn read_without_game_in(text: &str, quoted: &str) -> OrderSheet {
    let mut sheet = crate::orders::parse_orders_in(text, quoted);
    let rulebook = rulebook_for(sheet.language);
    let against = Against {
        rulebook: &rulebook,
        world: None,
        character: None,
    };
    review(&mut sheet, text, &against);
    sheet
}

/// What the player wrote on line `line` (1-based) of `text` from column `column` (1-based,
/// in characters), trimmed; `None` for a line the letter has not.
fn written_at(text: &str, line: u32, column: u32) -> Option<String> {
    let line = text.lines().nth((line as usize).checked_sub(1)?)?;
    let from: String = line
        .chars()
        .skip(column.saturating_sub(1) as usize)
        .collect();
    Some(from.trim().to_string())
}

/// What a check of the letter alone says of `text`, in order (for the checks' tests).
#[cfg(test)]
fn said_by(
    check: fn(&OrderSheet, &str) -> Vec<Diagnostic>,
    text: &str,
) -> Vec<crate::orders::say::Say> {
    let sheet = crate::orders::parse_orders(text);
    check(&sheet, text)
        .into_iter()
        .filter_map(|d| d.say)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calendar::Month;
    use crate::dice::{Seed, SeededDice};
    use crate::orders::parse_orders;
    use crate::orders::say::Say;
    use crate::rules::birth::roll_character;

    /// 003, 8.8.2: a man laid up by a grave wound is told, while he can still change them,
    /// which of his orders the month will refuse (by the month's own rule).
    #[test]
    fn a_man_laid_up_is_told_what_the_month_will_refuse() {
        let text = "Semana 1: Descanso.\nSemana 2: Practico con el rapier.\n\
                    Semana 3: Al Crapaud et l'Apricot a beber.\nSemana 4: Visito a mi dama.\n";
        let sheet = parse_orders(text);
        let mut dice = SeededDice::new(Seed::from_phrase("laid up"));
        let (mut c, _) = roll_character("Ginés", "g@example.org", &mut dice);
        let world = World::new(Month::new(1628, 3));
        let book = Rulebook::preux();
        let laid_up = |c: &Character| {
            let against = Against {
                rulebook: &book,
                world: Some(&world),
                character: Some(c),
            };
            findings(&sheet, text, &against)
                .into_iter()
                .filter(|d| matches!(d.say, Some(Say::LaidUp { .. })))
                .map(|d| d.line)
                .collect::<Vec<_>>()
        };
        assert_eq!(laid_up(&c), Vec::<u32>::new(), "not laid up");
        c.laid_up_until = Some(Month::new(1628, 4));
        assert_eq!(
            laid_up(&c),
            vec![2, 3],
            "fencing and drinking, not rest or his lady"
        );
        c.laid_up_until = Some(Month::new(1628, 3));
        assert_eq!(laid_up(&c), Vec::<u32>::new(), "up again this month");
    }
}
