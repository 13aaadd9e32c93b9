//! What the letter settles once it is read whole: a range's orders given to its weeks, names
//! completed against the people the letter names, invitations to weeks spoken for, a letter
//! written from the front, weeks left empty, the duel, the language.

use super::{Diagnostic, Language, OrderSheet, Say, Severity, Sheet, people, read};
use crate::orders::{Action, MonthlyOrder};

impl Sheet {
    /// The finished sheet, and whether the letter was written from the front (see
    /// [`Sheet::is_from_the_front`]). `named_in_prose` gives the people the letter's prose names
    /// in full (worked out only when an order names someone by one word).
    pub(super) fn finish(
        mut self,
        named_in_prose: impl FnOnce() -> Vec<String>,
    ) -> (OrderSheet, bool) {
        self.resolve_dittos();
        if let Some(w) = self.every_week {
            self.ranges.push((w, 4));
        }
        if self.in_order {
            self.in_order_finish();
        }
        self.spread_ranges();
        for (w, k, say) in people::complete_names(&mut self.sheet, &self.kin, named_in_prose) {
            if let Some((line, text)) = self.sources[w].get(k).cloned() {
                let d = Diagnostic::new(line, 1, Severity::Error, text, say);
                self.sheet.diagnostics.push(d);
            }
        }
        self.invitations_to_weeks_taken();
        if self.told_of_him {
            self.his_guests_are_his();
        }
        // "as the guest of Colonel\nde Sérignan ... He drinks with the Colonel": a name the
        // mail program wrapped is one name, and, completed, the Colonel is his host, who is no
        // guest of his.
        let one_spaced = |name: &str| name.split_whitespace().collect::<Vec<_>>().join(" ");
        for week in &mut self.sheet.weeks {
            for action in &mut week.actions {
                if let Action::VisitClub { host, guests, .. } = action {
                    if let Some(h) = host.as_mut() {
                        *h = one_spaced(h);
                    }
                    for g in guests.iter_mut() {
                        *g = one_spaced(g);
                    }
                    guests.retain(|g| host.as_ref() != Some(g));
                }
            }
        }
        // Each action's line, for the acknowledgement (the sources are kept beside the actions
        // through every rule above; if they ever part, no line is better than a wrong one).
        for (w, sources) in self.sources.iter().enumerate() {
            let week = &mut self.sheet.weeks[w];
            if sources.len() == week.actions.len() {
                week.lines = sources.iter().map(|(line, _)| *line).collect();
            }
        }
        let front = self.is_from_the_front();
        if front {
            self.written_from_the_front();
        }
        self.empty_weeks(front);
        self.announcements();
        self.sheet.language = if self.spanish > self.english {
            Language::Spanish
        } else {
            Language::English
        };
        let (duel, diagnostics) = std::mem::take(&mut self.duel).finish(self.sheet.language);
        self.sheet.duel = duel;
        self.sheet.diagnostics.extend(diagnostics);
        self.sheet.diagnostics.sort_by_key(|d| (d.line, d.column));
        self.sheet.cap_diagnostics();
        (self.sheet, front)
    }

    /// "Hunter's, with Noirmont as his guest. He drinks like a musketeer": in a letter told of
    /// the character, "as his guest" is the character's guest, not a host's (read as the host
    /// where "his" may be the man named: "with Porthos as his guest" in a letter of "I").
    fn his_guests_are_his(&mut self) {
        for (w, week) in self.sheet.weeks.iter_mut().enumerate() {
            for (k, action) in week.actions.iter_mut().enumerate() {
                let line = self.sources[w].get(k).map(|(n, _)| *n);
                if let Action::VisitClub { host, guests, .. } = action
                    && host.is_some()
                    && line.is_some_and(|n| self.as_his_guest.contains(&n))
                {
                    guests.extend(host.take());
                }
            }
        }
    }

    /// A range's first week's orders go to the weeks after it ("Weeks 1-2:"), a pair's to its
    /// other ("Weeks 1 and 3:").
    fn spread_ranges(&mut self) {
        let spans: Vec<(u8, u8, u8)> = std::mem::take(&mut self.ranges)
            .into_iter()
            .map(|(a, b)| (a, a + 1, b))
            .chain(
                std::mem::take(&mut self.pairs)
                    .into_iter()
                    .map(|(a, b)| (a, b, b)),
            )
            .collect();
        for (a, from, to) in spans {
            let first = self.sheet.weeks[usize::from(a - 1)].actions.clone();
            let source = self.sources[usize::from(a - 1)].clone();
            for w in from..=to {
                let w = usize::from(w - 1);
                if self.sheet.weeks[w].actions.is_empty() {
                    self.sheet.weeks[w].actions.clone_from(&first);
                    self.sources[w].clone_from(&source);
                } else if !self.sheet.weeks[w].actions.iter().any(Action::is_long)
                    && let Some(k) = first.iter().position(Action::is_long)
                {
                    // "Week 2 as well: a public apology": the range's long action, and the
                    // week's own short one.
                    self.sheet.weeks[w].actions.insert(0, first[k].clone());
                    self.sources[w].insert(0, source[k].clone());
                }
            }
        }
    }

    /// "W2: Invite Clarisse to the Blue Gables in week 3. W3: Practise rapier again": an
    /// invitation for a week whose long order goes elsewhere is a doubt the GM asks about.
    fn invitations_to_weeks_taken(&mut self) {
        let mut found = Vec::new();
        for (w, week) in self.sheet.weeks.iter().enumerate() {
            for (k, action) in week.actions.iter().enumerate() {
                let Action::Invite { week: Some(n), .. } = action else {
                    continue;
                };
                let Some(invited) = self.sheet.weeks.get(usize::from(*n).wrapping_sub(1)) else {
                    continue;
                };
                let long = invited.actions.iter().position(Action::is_long);
                let elsewhere = long.is_some()
                    && !invited.actions.iter().any(|a| {
                        matches!(
                            a,
                            Action::VisitClub { .. }
                                | Action::Theatre { .. }
                                | Action::Casino { .. }
                                | Action::If { .. }
                        )
                    });
                // Said at the invited week's order, which the invitation contradicts.
                let at = long.and_then(|l| self.sources[usize::from(*n) - 1].get(l));
                if elsewhere && let Some((line, text)) = at.or(self.sources[w].get(k)) {
                    found.push((*line, text.clone(), *n));
                }
            }
        }
        for (line, text, week) in found {
            self.sheet.diagnostics.push(Diagnostic::new(
                line,
                1,
                Severity::Error,
                text,
                Say::InvitedToAnotherWeek { week },
            ));
        }
    }

    /// True when the letter gives a campaign stance (orders for the death roll, 000).
    fn gives_a_stance(&self) -> bool {
        self.sheet.monthly.iter().any(|m| {
            matches!(
                m,
                MonthlyOrder::Poltroonery { .. } | MonthlyOrder::RecklessBravery { .. }
            )
        })
    }

    /// "So there is nothing for Paris this month ... with the regiment in Piedmont. No club, no
    /// duty roster ... Campaign stance: poltroonery.": a letter that tells of the campaign and
    /// gives his stance, and names no week ("-- weeks 1 to 4 -- Still with the Frontier
    /// regiment on the spring campaign. Nothing to order in Paris": or reads nothing but rest
    /// in the weeks it names, no order beside a week's label in doubt), is written from the
    /// front.
    fn is_from_the_front(&self) -> bool {
        // ("Week 4: I ride back to Paris and court ...": an order in doubt beside a label;
        // "Semanas 1 a 4: sigo en campaña con los Cazadores de Montaña": the campaign itself.)
        let in_doubt = |d: &Diagnostic| {
            d.severity == Severity::Error
                && self.week_lines.contains(&d.line)
                && !read::tells_of_campaign(&crate::orders::names::fold(&d.text))
        };
        let idle = || {
            !self.sheet.diagnostics.iter().any(in_doubt)
                && self
                    .sheet
                    .weeks
                    .iter()
                    .all(|w| w.actions.iter().all(|a| matches!(a, Action::Rest)))
        };
        // ("Repay the 40 crowns I owe Firmin Lacoste, then volunteer for a Frontier regiment":
        // volunteering, understood or in doubt, he is not at the front yet.)
        let orders_in_doubt = self.sheet.diagnostics.iter().any(|d| {
            let folded = crate::orders::names::fold(&d.text);
            d.severity == Severity::Error
                && folded.contains("volunt")
                && !read::tells_of_campaign(&folded)
        });
        // (Nor is a letter in which he volunteers: he goes to the front this month.)
        let volunteers = self.sheet.weeks.iter().any(|w| {
            w.actions
                .iter()
                .any(|a| matches!(a, Action::Volunteer { .. }))
        });
        self.gives_a_stance()
            && self.tells_of_campaign
            && !volunteers
            && (self.unlabelled || idle())
            && !orders_in_doubt
    }

    /// A letter from the front: he is not in Paris, so what was read of its weeks is his news,
    /// read past (each action said so at its line), and what was said of them is no error
    /// (the stance's own doubts stay).
    fn written_from_the_front(&mut self) {
        for (w, week) in self.sheet.weeks.iter_mut().enumerate() {
            for (line, text) in self.sources[w].drain(..) {
                self.sheet.diagnostics.push(Diagnostic::new(
                    line,
                    1,
                    Severity::Warning,
                    text,
                    Say::ReadPast,
                ));
            }
            week.actions.clear();
        }
        for d in &mut self.sheet.diagnostics {
            if d.severity == Severity::Error
                && !matches!(
                    d.say,
                    Some(Say::BraveryAndPoltroonery | Say::ModifierNumber { .. })
                )
            {
                d.severity = Severity::Warning;
            }
        }
        self.week_errors = [0; 4];
    }

    /// A week with text read past under it and no order is sent to the GM, unless the player
    /// said it is spoken for, the campaign he volunteered for holds it, or the letter is one of
    /// the front's ("Observaciones: en campaña, valentía temeraria" and no week ordered).
    fn empty_weeks(&mut self, front: bool) {
        // "Vko 2 (week 2): in the mountains", after he volunteered in week 1: the weeks of
        // the campaign he is away on are spoken for, whatever he says of them.
        let away_from = self.sheet.weeks.iter().position(|w| {
            w.actions
                .iter()
                .any(|a| matches!(a, Action::Volunteer { .. }))
        });
        let stance_alone =
            self.gives_a_stance() && self.sheet.weeks.iter().all(|w| w.actions.is_empty());
        for w in 0..4 {
            if let Some((line, column, text)) = self.unread[w].take()
                && self.sheet.weeks[w].actions.is_empty()
                && self.week_errors[w] == 0
                && !self.spoken_for[w]
                && !stance_alone
                && !front
                && away_from.is_none_or(|v| w <= v)
            {
                self.sheet.diagnostics.push(Diagnostic::new(
                    line,
                    column,
                    Severity::Error,
                    text,
                    Say::EmptyWeek { week: w as u8 + 1 },
                ));
            }
        }
    }
}

/// Whether the letter tells of the character as "he": more of its sentences open with "he"
/// ("He drinks like a musketeer", "he'll practise") than with "I", and at least two.
pub(super) fn told_of_him(lines: &[super::text::Line]) -> bool {
    let mut he = 0;
    let mut i = 0;
    for line in lines.iter().filter(|l| !l.folded.starts_with('>')) {
        for sentence in line.folded.split(['.', ';', '!', '?', ':']) {
            match sentence.split_whitespace().next() {
                Some("he" | "hes" | "hell" | "hed") => he += 1,
                Some("i" | "im" | "ill" | "ive" | "id") => i += 1,
                _ => {}
            }
        }
    }
    he >= 2 && he > i
}
