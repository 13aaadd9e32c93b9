//! Diagnostics: what was not understood, quoted as the player wrote it, with the column where
//! the trouble starts and what was expected.

use super::Sheet;
use super::lex::{self, PErr};
use super::text::Line;
use crate::orders::{Diagnostic, Severity};

/// The message for orders that are not understood at all.
const EXPECTED_ACTION: &str = "expected an order: practice, visit a club, the theatre, the \
     Casino, a tavern or the bawdyhouse, court, join a club or a regiment, duty, a challenge, \
     a loan, a favour... (see the order language)";

impl Sheet {
    /// Turns a parse error into a diagnostic: the text is the whole order that is left out,
    /// the column where the trouble starts.
    pub(super) fn error(&mut self, line: &Line, e: &PErr, clause: &str) {
        let clause_start = line.offset(clause);
        let clause_end = clause_start + clause.len();
        let at = line.offset(lex::sp(e.at));
        let at = if (clause_start..clause_end).contains(&at) {
            at
        } else {
            clause_start
        };
        let message = if e.trailing {
            let understood = line.original_range(clause_start, at);
            format!(
                "expected \";\" or another order after \"{}\"; what follows is not \
                 understood, so this order is left out",
                understood.trim()
            )
        } else {
            e.expected
                .clone()
                .unwrap_or_else(|| EXPECTED_ACTION.to_string())
        };
        let text = line.original_of(clause);
        let at = &line.folded[at..];
        self.diag(
            line,
            at,
            text,
            Severity::Error,
            message,
            e.suggestion.clone(),
        );
    }

    pub(super) fn diag(
        &mut self,
        line: &Line,
        at: &str,
        text: &str,
        severity: Severity,
        message: String,
        suggestion: Option<String>,
    ) {
        self.sheet.diagnostics.push(Diagnostic {
            line: line.number,
            column: line.column(at),
            severity,
            text: text.trim().to_string(),
            message,
            suggestion,
        });
    }
}
