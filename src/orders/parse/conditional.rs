//! Conditional orders: "if C, A; otherwise B" ("si acepta, la cortejo; si no, bebo"), filed
//! as one `If` action of the week, with the visit before the condition taken into its
//! branches when a branch carouses, gambles or courts there.

use super::action::{Item, Modifier};
use super::condition::Cond;
use super::text::Line;
use super::week::{apply, is_visit, modifier_say, to_action};
use super::{Section, Sheet, walk};
use crate::orders::{Action, Condition, Say, Severity};

/// What "otherwise" needs to know of the condition before it.
pub(super) struct IfState {
    week: u8,
    /// Index of the `If` in the week.
    index: usize,
    /// The condition was negated ("if she refuses"): its first branch is `otherwise`.
    negated: bool,
    /// The visit the condition is about ("voy a mi club; si ..., la cortejo; si no, bebo"),
    /// when it was taken into the branches.
    base: Option<Action>,
    /// Index in the week of the visit just before the condition, not yet taken in.
    candidate: Option<usize>,
}

impl Sheet {
    /// "if C, A": files the conditional order.
    pub(super) fn conditional(
        &mut self,
        line: &Line,
        cond: Cond,
        then: Vec<(Item, &str)>,
        text: &str,
    ) {
        let original = line.original_of(text);
        let Section::Week(week) = self.section else {
            self.diag(line, text, original, Severity::Error, Say::NotUnderWeek);
            return;
        };
        let mut condition = cond.condition.clone();
        let unresolved =
            self.restore_names(line, text, |f| walk::condition_names_mut(&mut condition, f));
        if let Some(p) = unresolved {
            let say = Say::PronounInCondition { word: p };
            self.diag(line, text, original, Severity::Error, say);
            self.last_if = None;
            return;
        }
        // "Sem. 1: Si la obra tiene buenas críticas, voy al estreno": the premiere is the first
        // week, and the reviews come after it (003, 3.4.2).
        if week == 1 && condition == Condition::PlayIsGood {
            self.diag(
                line,
                text,
                original,
                Severity::Error,
                Say::ReviewsAfterPremiere,
            );
            self.last_if = None;
            return;
        }
        // "if she accepts, A; if she refuses, B": the second is the first's otherwise.
        if let Some(state) = &self.last_if
            && state.week == week
            && state.negated != cond.negated
            && matches!(
                self.sheet.weeks[usize::from(week - 1)].actions.get(state.index),
                Some(Action::If { condition: c, .. }) if same_question(c, &condition)
            )
        {
            self.otherwise(line, then, text);
            return;
        }
        match &condition {
            // "Si Vautrin acepta, voy con él": the one invited, whoever he or she is.
            Condition::Accepts { whom } => {
                self.person = Some(whom.clone());
                self.man = Some(whom.clone());
            }
            Condition::ChallengedBy { whom } => self.man = Some(whom.clone()),
            Condition::CourtingSucceeded { lady } => self.person = Some(lady.clone()),
            _ => {}
        }
        let Some((actions, mods)) = self.branch(line, then) else {
            return;
        };
        let w = usize::from(week - 1);
        let candidate = self
            .last
            .filter(|i| self.sheet.weeks[w].actions.get(*i).is_some_and(is_visit));
        let week_busy = self.sheet.weeks[w].actions.iter().any(Action::is_long);
        let needs_base = !mods.is_empty() || (week_busy && actions.iter().any(Action::is_long));
        let mut base = None;
        let mut first = actions;
        let mut second = Vec::new();
        if needs_base && let Some(i) = candidate {
            let b = self.sheet.weeks[w].actions.remove(i);
            self.sources[w].remove(i);
            let mut with = b.clone();
            let ok = mods.iter().all(|m| apply(m, &mut with));
            if !ok {
                self.diag(line, text, original, Severity::Error, Say::Condition);
                self.sheet.weeks[w].actions.insert(i, b);
                self.sources[w].insert(i, (line.number, original.to_string()));
                return;
            }
            let replaces = first.iter().any(|a| same_visit(a, &b));
            if !replaces
                && first
                    .iter()
                    .any(|a| a.is_long() && !matches!(a, Action::Court { .. }))
            {
                self.two_long(line, week, text);
                self.sheet.weeks[w].actions.insert(i, b);
                self.sources[w].insert(i, (line.number, original.to_string()));
                return;
            }
            if !replaces {
                first.insert(0, with);
            }
            second.push(without_guest(&b, &condition));
            base = Some(b);
        } else if !mods.is_empty() {
            // "If the new play is any good, I take a box, with X and Y as my guests": the
            // theatre the condition speaks of.
            let mut theatre = Action::Theatre {
                seat: crate::orders::Seat::Stalls,
                guests: Vec::new(),
            };
            let at_the_play = matches!(condition, Condition::PlayIsGood)
                && !first.iter().any(Action::is_long)
                && mods.iter().all(|m| apply(m, &mut theatre));
            if !at_the_play {
                let say = modifier_say(&mods[0]);
                self.diag(line, text, original, Severity::Error, say);
                return;
            }
            first.insert(0, theatre);
        }
        let (then, otherwise) = if cond.negated {
            (second, first)
        } else {
            (first, second)
        };
        let action = Action::If {
            condition,
            then,
            otherwise,
        };
        let index = self.add(week, action, line.number, original, line, text);
        self.last = None;
        self.last_if = index.map(|index| IfState {
            week,
            index,
            negated: cond.negated,
            candidate: if base.is_some() { None } else { candidate },
            base,
        });
    }

    /// "si salió mala, B" after "si la obra salió buena, A": the other branch of the
    /// condition before, asked again in fewer words. True when it was.
    pub(super) fn other_answer(&mut self, line: &Line, text: &str) -> bool {
        let Some(state) = &self.last_if else {
            return false;
        };
        let w = usize::from(state.week - 1);
        let Some(Action::If { condition, .. }) = self.sheet.weeks[w].actions.get(state.index)
        else {
            return false;
        };
        let Some(rest) = super::condition::other_answer(condition, state.negated, text) else {
            return false;
        };
        let Some(items) = super::read::branch(line, rest) else {
            return false;
        };
        self.otherwise(line, items, rest);
        true
    }

    /// "le pido al jefe de mi batallón que me libere... Si me lo da, practico con el sable":
    /// an excusal granted is what frees the week, so what he does with it is the week's
    /// order. True when `text` was read so.
    pub(super) fn if_excused(&mut self, line: &Line, text: &str) -> bool {
        const GRANTED: &[&str] = &[
            "if he grants it",
            "if he lets me",
            "if granted",
            "if excused",
            "if it is granted",
            "if he says yes",
            "si me lo da",
            "si me lo concede",
            "si me deja",
            "si me libera",
            "si acepta",
            "si dice que si",
        ];
        let Section::Week(week) = self.section else {
            return false;
        };
        let excused = self.sheet.weeks[usize::from(week - 1)]
            .actions
            .iter()
            .any(|a| matches!(a, Action::ExcuseDuty { .. }));
        let Ok((rest, _)) = super::lex::one_of(GRANTED)(text) else {
            return false;
        };
        let rest = super::lex::sp(rest).trim_start_matches([',', ':', ' ']);
        if !excused || rest.is_empty() {
            return false;
        }
        let Some(items) = super::read::branch(line, rest) else {
            return false;
        };
        for (item, t) in items {
            self.item(line, item, t);
        }
        true
    }

    /// "otherwise B": the other branch of the condition before.
    pub(super) fn otherwise(&mut self, line: &Line, items: Vec<(Item, &str)>, text: &str) {
        let original = line.original_of(text);
        let Some(state) = self.last_if.take() else {
            // "Borrow 300 and lend 150 of it. Otherwise rest": no condition before, short
            // orders before it and the week still free: what he does with the rest of it.
            // ("Week 3: Otherwise rest" alone answers something not written: the GM asks.)
            if let super::Section::Week(n) = self.section
                && !items.is_empty()
                && let week = &self.sheet.weeks[usize::from(n - 1)].actions
                && !week.is_empty()
                && !week
                    .iter()
                    .any(|a| a.is_long() || matches!(a, Action::If { .. }))
            {
                for (item, t) in items {
                    self.item(line, item, t);
                }
                return;
            }
            self.diag(
                line,
                text,
                original,
                Severity::Error,
                Say::OtherwiseWithoutIf,
            );
            return;
        };
        let Some((mut actions, mods)) = self.branch(line, items) else {
            return;
        };
        let w = usize::from(state.week - 1);
        let mut index = state.index;
        let mut base = state.base.clone();
        let candidate_made_otherwise = state.candidate.is_some_and(|i| {
            self.sheet.weeks[w]
                .actions
                .get(i)
                .is_some_and(|b| actions.iter().any(|a| same_visit(a, b)))
        });
        if (!mods.is_empty() || candidate_made_otherwise) && base.is_none() {
            if let Some(i) = state.candidate {
                let b = self.sheet.weeks[w].actions.remove(i);
                self.sources[w].remove(i);
                if i < index {
                    index -= 1;
                }
                if let Some(Action::If {
                    then, otherwise, ..
                }) = self.sheet.weeks[w].actions.get_mut(index)
                {
                    let first = if state.negated { otherwise } else { then };
                    first.insert(0, b.clone());
                }
                base = Some(b);
            } else if let Some(alone) = self.alone_instead(&state, text) {
                // "la llevo a Les Chasseurs y bebemos; si no, voy solo y bebo igual": the
                // visit of the first branch, without its company.
                base = Some(alone);
            } else {
                let say = modifier_say(&mods[0]);
                self.diag(line, text, original, Severity::Error, say);
                return;
            }
        }
        // "si no, voy solo a platea" after "voy al teatro e invito a Isabelle; si acepta,
        // alquilo un palco": the same visit, otherwise made; it stands for the one before.
        if let Some(b) = base.as_ref()
            && mods.is_empty()
            && actions.iter().any(|a| same_visit(a, b))
        {
            base = None;
        }
        if let Some(b) = base {
            if actions
                .iter()
                .any(|a| a.is_long() && !matches!(a, Action::Court { .. }))
            {
                self.two_long(line, state.week, text);
                return;
            }
            let mut with = b;
            if !mods.iter().all(|m| apply(m, &mut with)) {
                let say = modifier_say(&mods[0]);
                self.diag(line, text, original, Severity::Error, say);
                return;
            }
            actions.insert(0, with);
        }
        if let Some(Action::If {
            then, otherwise, ..
        }) = self.sheet.weeks[w].actions.get_mut(index)
        {
            let (first, second) = if state.negated {
                (otherwise, then)
            } else {
                (then, otherwise)
            };
            // "..., la llevo a Phillippe Le Rouge. Si no aceptó, voy solo al club": the club
            // just named ("my club" is his own, which may be another).
            let the_same = ["al club", "el club", "the club", "alone", "solo", "sola"]
                .iter()
                .any(|w| text.contains(w))
                && !["my club", "mi club", "our club"]
                    .iter()
                    .any(|w| text.contains(w));
            let named = first
                .iter()
                .find_map(|a| match a {
                    Action::VisitClub { club: Some(c), .. } => Some(*c),
                    _ => None,
                })
                .filter(|_| the_same);
            for a in &mut actions {
                if let (
                    Action::VisitClub {
                        club: club @ None, ..
                    },
                    Some(c),
                ) = (a, named)
                {
                    *club = Some(c);
                }
            }
            *second = actions;
        }
    }

    /// The first branch's visit without its company, when the other branch says he goes
    /// alone ("si no, voy solo", "otherwise I go alone").
    fn alone_instead(&self, state: &IfState, text: &str) -> Option<Action> {
        const ALONE: &[&str] = &[
            "alone",
            "on my own",
            "by myself",
            "on his own",
            "by himself",
            "without her",
            "without them",
            "solo",
            "sola",
            "yo solo",
            "a solas",
        ];
        let words: Vec<&str> = text.split(|c: char| !c.is_alphanumeric()).collect();
        let said = ALONE.iter().any(|a| {
            let a: Vec<&str> = a.split(' ').collect();
            words.windows(a.len()).any(|w| w == a.as_slice())
        });
        if !said {
            return None;
        }
        let w = usize::from(state.week - 1);
        let Some(Action::If {
            then, otherwise, ..
        }) = self.sheet.weeks[w].actions.get(state.index)
        else {
            return None;
        };
        let first = if state.negated { otherwise } else { then };
        first.iter().find_map(|a| match a {
            Action::VisitClub { club, host, .. } => Some(Action::VisitClub {
                club: *club,
                carouse: false,
                host: host.clone(),
                guests: Vec::new(),
                with_mistress: false,
                gamble: None,
            }),
            _ => None,
        })
    }

    /// A branch with a long action of its own after the week's visit.
    pub(super) fn two_long(&mut self, line: &Line, week: u8, text: &str) {
        let original = line.original_of(text);
        self.diag(
            line,
            text,
            original,
            Severity::Error,
            Say::BranchElsewhere { week },
        );
    }

    /// The actions of a branch, and the modifiers meant for the visit before the condition.
    pub(super) fn branch<'a>(
        &mut self,
        line: &Line,
        items: Vec<(Item<'a>, &'a str)>,
    ) -> Option<(Vec<Action>, Vec<Modifier<'a>>)> {
        let mut actions: Vec<Action> = Vec::new();
        let mut mods = Vec::new();
        for (item, text) in items {
            match item {
                Item::Action(draft) => {
                    let a = self.resolve(line, text, to_action(line, draft))?;
                    self.note_person(&a);
                    // "me quedo en casa descansando": one rest said twice; "I go to my club,
                    // Hunter's": one visit named twice.
                    let same = actions.last_mut().is_some_and(|last| {
                        *last == a || (a.is_long() && super::week::merge(last, &a))
                    });
                    if !same {
                        actions.push(a);
                    }
                }
                Item::Modifier(m) => {
                    let m = self.resolve_modifier(line, text, m);
                    let applied = actions.last_mut().is_some_and(|a| apply(&m, a));
                    // "le propongo matrimonio (24 coronas)": a sum no order of the branch
                    // takes is said, not carried to the visit before.
                    let told = matches!(m, Modifier::Detail(super::slots::Detail::Purse(_)))
                        && !actions.is_empty();
                    if !applied && !told {
                        mods.push(m);
                    }
                }
                // "si no, voy solo igual": "igual" is "anyway" there, not "the same".
                Item::Ditto(_) if text.trim() == "igual" => {}
                Item::Ditto(_) | Item::Monthly(_) => {
                    let original = line.original_of(text);
                    self.diag(line, text, original, Severity::Error, Say::DittoInCondition);
                    return None;
                }
            }
        }
        // "if she said yes, I will spend this week with her": her company alone, with no
        // visit in the branch to take it, is a visit to her.
        if actions.is_empty()
            && !mods.is_empty()
            && mods
                .iter()
                .all(|m| matches!(m, Modifier::Detail(super::slots::Detail::WithMistress)))
        {
            actions.push(Action::VisitMistress);
            mods.clear();
        }
        Some((actions, mods))
    }
}

/// The visit `b` as it goes when the condition fails: without the lady who did not accept
/// its invitation ("invito a Isabelle; si acepta, alquilo un palco").
fn without_guest(b: &Action, condition: &Condition) -> Action {
    let mut b = b.clone();
    if let (Condition::Accepts { whom }, Action::Theatre { guests, .. }) = (condition, &mut b) {
        let whom = crate::orders::names::fold(whom);
        guests.retain(|g| crate::orders::names::fold(g) != whom);
    }
    b
}

/// Whether `a`, in a branch, is the visit `b` before the condition made another way: the
/// theatre again (a seat in the stalls instead of a box), the same club.
fn same_visit(a: &Action, b: &Action) -> bool {
    match (a, b) {
        (Action::Theatre { .. }, Action::Theatre { .. }) => true,
        (Action::VisitClub { club: x, .. }, Action::VisitClub { club: y, .. }) => {
            x.is_some() && x == y
        }
        _ => false,
    }
}

/// Whether two conditions ask the same thing: equal, or a lady's yes asked two ways ("if
/// she said yes ...; if she turned me down ..." after courting her).
fn same_question(a: &Condition, b: &Condition) -> bool {
    match (a, b) {
        (Condition::Accepts { whom }, Condition::CourtingSucceeded { lady })
        | (Condition::CourtingSucceeded { lady }, Condition::Accepts { whom })
        | (Condition::Accepts { whom }, Condition::Accepts { whom: lady })
        | (Condition::CourtingSucceeded { lady: whom }, Condition::CourtingSucceeded { lady }) => {
            same_person(whom, lady)
        }
        _ => a == b,
    }
}

/// "the Comtesse" and "the Comtesse de Maulevrier": the same lady, named shorter (every word
/// of the one, articles aside, in the other).
fn same_person(a: &str, b: &str) -> bool {
    let words = |n: &str| -> Vec<String> {
        crate::orders::names::fold(n)
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty() && !matches!(*w, "the" | "la" | "el" | "de" | "d"))
            .map(str::to_string)
            .collect()
    };
    let (a, b) = (words(a), words(b));
    let within = |x: &[String], y: &[String]| !x.is_empty() && x.iter().all(|w| y.contains(w));
    a == b || within(&a, &b) || within(&b, &a)
}
