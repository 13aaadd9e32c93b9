//! What a leftover means in light of the letter so far: words the reader could not place on
//! their own that, beside what the week or the line already holds, are an order after all.
//! The one place a diagnostic about to be reported is read again
//! ([`Sheet::read_in_context`], called by [`Sheet::diag`]).

use super::action::Item;
use super::text::Line;
use super::{Section, Sheet};
use crate::orders::{Action, Say, Severity};

impl Sheet {
    /// True when `at` (the words a diagnostic was about to report) was read as an order:
    /// joining the week's venue, the week with his mistress named by her first name, the
    /// next applicant answered.
    pub(super) fn read_in_context(
        &mut self,
        line: &Line,
        at: &str,
        text: &str,
        severity: Severity,
        say: &Say,
    ) -> bool {
        // ("Grand Casino: join as a member": the join verb asked for a club the week already
        // has; the whole clause says it.)
        if let Say::Club { .. } = say
            && self.joins_its_venue(&crate::orders::names::fold(text))
        {
            return true;
        }
        if matches!(say, Say::ReadPast | Say::Unread)
            && (self.joins_its_venue(at) || self.stays_where_he_joined(line, at))
        {
            return true;
        }
        if severity != Severity::Error {
            return false;
        }
        // "④ Visit Isabeau", his mistress named so earlier in the letter; "A quiet week with
        // Clémence", the week's rest spent with her.
        if let Section::Week(n) = self.section
            && (super::people::visits_his_mistress(text, &self.mistresses)
                || self.sheet.weeks[usize::from(n - 1)].actions == [Action::Rest]
                    && super::people::with_his_mistress(text, &self.mistresses))
        {
            let w = usize::from(n - 1);
            self.sheet.weeks[w].actions.retain(|a| *a != Action::Rest);
            let source = (line.number, super::diagnostic::one_line(text));
            self.sheet.weeks[w].actions.push(Action::VisitMistress);
            self.sources[w].push(source);
            return true;
        }
        // "admito a Pierre Lasalle y rechazo a Gontran de Brissac".
        self.answers_next_applicant(line, at.trim())
    }

    /// "admit Jacques Bonhomme; refuse the Vicomte", "Admissions: Bastide - yes. Vernier -
    /// no": after an admission on the same line, the next applicant refused or answered (his
    /// reason may follow a dash or a comma). True when `text` was read so.
    pub(super) fn answers_next_applicant(&mut self, line: &Line, text: &str) -> bool {
        // (Or, a refusal, on an item of the list just below it: "- Admit Malestroit." then
        // "- Refuse Tessandier.")
        let same_line = self.admitting == Some(line.number);
        let item_below = self
            .admitting
            .is_some_and(|n| (n + 1..=n + 3).contains(&line.number))
            && line.original.trim_start().starts_with(['-', '*', '•', '–']);
        if !same_line && !item_below {
            return false;
        }
        let answer = super::admissions::refusal(text).or_else(|e| {
            if same_line {
                super::admissions::answered_applicant(text)
            } else {
                Err(e)
            }
        });
        let Ok((rest, order)) = answer else {
            return false;
        };
        let rest = rest.trim_start();
        if !(rest.trim_matches(['.', ' ']).is_empty()
            || rest.starts_with(['-', '–', '—', ',', '(', ':', ';']))
        {
            return false;
        }
        self.tally(text);
        self.item(line, Item::Monthly(order), text);
        true
    }

    /// "Join the Blue Gables, then spend the week there": the week at the club (or the
    /// Casino) he joined, said in a sentence of its own. True when `at` was read so.
    fn stays_where_he_joined(&mut self, line: &Line, at: &str) -> bool {
        let Section::Week(n) = self.section else {
            return false;
        };
        let t = crate::orders::names::fold(at);
        let t = t.trim().trim_end_matches(['.', ',', ';', '!']);
        let t = ["then ", "and then ", "and ", "y luego ", "luego ", "y "]
            .iter()
            .find_map(|p| t.strip_prefix(p))
            .unwrap_or(t);
        if !super::lex::one_of(super::anchor::STAY_THERE)(t).is_ok_and(|(r, _)| r.trim().is_empty())
        {
            return false;
        }
        let w = usize::from(n - 1);
        let actions = &self.sheet.weeks[w].actions;
        if actions.iter().any(Action::is_long) {
            return false;
        }
        let visit = actions
            .iter()
            .rev()
            .find_map(super::week::visit_after_joining);
        let Some(visit) = visit else {
            return false;
        };
        self.sheet.weeks[w].actions.push(visit);
        let source = (line.number, super::diagnostic::one_line(at));
        self.sources[w].push(source);
        true
    }

    /// "Al Gran Casino. Me hago socio y juego tres manos de 300": joining with no venue named
    /// joins the one the week goes to (the Casino, or a club named), said before the visit.
    /// True when `at` was read so.
    fn joins_its_venue(&mut self, at: &str) -> bool {
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
        let Section::Week(n) = self.section else {
            return false;
        };
        let t = at.trim().trim_end_matches(['.', ',', ';', '!']).trim();
        // ("I become a member and play two hands": the join, before what he does there.)
        let t = t
            .strip_suffix(" and")
            .or_else(|| t.strip_suffix(" y"))
            .unwrap_or(t);
        // ("I join as a member this time", "join at last", "me hago socio por fin": words of
        // how and when, after it.)
        const AFTER: &[&str] = &[
            " this time",
            " at last",
            " finally",
            " there",
            " now",
            " as a member",
            " as member",
            " por fin",
            " alli",
            " ahora",
            " como socio",
        ];
        let mut t = t;
        while let Some(shorter) = AFTER.iter().find_map(|a| t.strip_suffix(a)) {
            t = shorter;
        }
        // ("I shall become a member at last": the join said in the future.)
        let t = ["i shall ", "i will ", "ill ", "he will ", "shall ", "will "]
            .iter()
            .find_map(|p| t.strip_prefix(p))
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
