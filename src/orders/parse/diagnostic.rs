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
        if matches!(say, Say::ReadPast | Say::Unread) && self.joins_its_venue(at) {
            return;
        }
        // "④ Visit Isabeau", his mistress named so earlier in the letter.
        if severity == Severity::Error
            && let super::Section::Week(n) = self.section
            && super::people::visits_his_mistress(text, &self.mistresses)
        {
            let w = usize::from(n - 1);
            let source = (line.number, super::diagnostic::one_line(text));
            self.sheet.weeks[w]
                .actions
                .push(crate::orders::Action::VisitMistress);
            self.sources[w].push(source);
            return;
        }
        // "admito a Pierre Lasalle y rechazo a Gontran de Brissac": the next applicant
        // answered, after an admission on the same line.
        if severity == Severity::Error
            && self.admitting == Some(line.number)
            && let Ok((rest, order)) = super::army::refusal(at.trim())
            && (rest.trim_matches(['.', ' ']).is_empty()
                || rest.trim_start().starts_with([',', ';']))
        {
            self.tally(at);
            self.item(line, super::action::Item::Monthly(order), at);
            return;
        }
        if let super::Section::Week(n) = self.section {
            let w = usize::from(n - 1);
            if severity == Severity::Error {
                self.week_errors[w] += 1;
            } else if say == Say::ReadPast && super::read::is_nothing(at) {
                self.spoken_for[w] = true;
            } else if say == Say::ReadPast && self.unread[w].is_none() {
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

impl Sheet {
    /// "Al Gran Casino. Me hago socio y juego tres manos de 300": joining with no venue named
    /// joins the one the week goes to (the Casino, or a club named), said before the visit.
    /// True when `at` was read so.
    fn joins_its_venue(&mut self, at: &str) -> bool {
        use crate::orders::Action;
        const JOIN_ALONE: &[&str] = &[
            "me hago socio",
            "me hare socio",
            "hacerme socio",
            "me inscribo",
            "me apunto",
            "i join",
            "join",
            "joining",
            "i become a member",
            "become a member",
            "and join",
            "y me hago socio",
        ];
        let super::Section::Week(n) = self.section else {
            return false;
        };
        let t = at.trim().trim_end_matches(['.', ',', ';', '!']).trim();
        // ("I become a member and play two hands": the join, before what he does there.)
        let t = t
            .strip_suffix(" and")
            .or_else(|| t.strip_suffix(" y"))
            .unwrap_or(t);
        if !JOIN_ALONE.contains(&t) {
            return false;
        }
        let actions = &mut self.sheet.weeks[usize::from(n - 1)].actions;
        let join = actions.iter().find_map(|a| match a {
            Action::Casino { .. } => Some(Action::JoinCasino),
            Action::VisitClub {
                club: Some(club), ..
            } => Some(Action::JoinClub { club: *club }),
            _ => None,
        });
        let Some(join) = join else {
            return false;
        };
        if actions
            .iter()
            .any(|a| matches!(a, Action::JoinCasino | Action::JoinClub { .. }))
        {
            return false;
        }
        let at = actions.iter().position(Action::is_long).unwrap_or(0);
        actions.insert(at, join);
        let source = self.sources[usize::from(n - 1)]
            .get(at)
            .cloned()
            .unwrap_or_default();
        self.sources[usize::from(n - 1)].insert(at, source);
        true
    }
}
