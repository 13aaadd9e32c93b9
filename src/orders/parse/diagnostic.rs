//! Diagnostics: what was not understood, quoted as the player wrote it, with the column where
//! the trouble starts and what was expected.

use super::Sheet;
use super::lex::{self, PErr};
use super::text::Line;
use crate::orders::{Diagnostic, Say, Severity};

impl Sheet {
    /// Turns a parse error into a diagnostic: the text is the whole order that is left out,
    /// the column where the trouble starts.
    pub(super) fn error(&mut self, line: &Line, e: PErr, clause: &str) {
        let clause_start = line.offset(clause);
        let clause_end = clause_start + clause.len();
        let at = line.offset(lex::sp(e.at));
        let at = if (clause_start..clause_end).contains(&at) {
            at
        } else {
            clause_start
        };
        let say = if e.trailing {
            let understood = line.original_range(clause_start, at);
            Say::Trailing {
                understood: understood.trim().to_string(),
            }
        } else {
            e.expected.map_or(Say::Action, |say| *say)
        };
        let text = line.original_of(clause);
        let at = &line.folded[at..];
        self.diag(line, at, text, Severity::Error, say);
    }

    pub(super) fn diag(&mut self, line: &Line, at: &str, text: &str, severity: Severity, say: Say) {
        // What is left over may be an order in light of the letter so far.
        if self.read_in_context(line, at, text, severity, &say) {
            return;
        }
        if let super::Section::Week(n) = self.section {
            let w = usize::from(n - 1);
            if severity == Severity::Error {
                self.week_errors[w] += 1;
            } else if say == Say::ReadPast
                && (super::read::is_nothing(at)
                    // "Zamorano se va ... a la campaña de verano", in a letter that names no
                    // week: the month is spent away.
                    // ("Woch 1: with the regiment at the siege": a few words of it, under
                    // a week.)
                    || super::read::tells_of_campaign(at)
                        && (self.in_order || at.split_whitespace().count() <= 8))
            {
                self.spoken_for[w] = true;
            } else if say == Say::ReadPast
                && self.unread[w].is_none()
                // ("Hi, GM:" above the orders of a letter that names no week.)
                && !super::pleasantry::is_pleasantry(&line.folded)
            {
                let (number, column) = line.at(at);
                self.unread[w] = Some((number, column, one_line(text)));
            }
        }
        let (number, column) = line.at(at);
        self.sheet.diagnostics.push(Diagnostic::new(
            number,
            column,
            severity,
            one_line(text),
            say,
        ));
    }
}

/// The text a diagnostic quotes, on one line even where the player's was wrapped.
pub(super) fn one_line(text: &str) -> String {
    let text = text.trim();
    if text.contains(['\n', '\r']) {
        text.split_whitespace().collect::<Vec<_>>().join(" ")
    } else {
        text.to_string()
    }
}
