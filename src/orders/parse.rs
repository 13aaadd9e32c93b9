//! The order parser: the text of an order email in, an [`OrderSheet`] out. Never fails.
//!
//! The grammar is written out, with examples that are run as tests, in `grammar/orders.md`.
//! The work is split by level:
//! - [`text`]: a line folded for matching (lowercase, no accents...), with the way back to
//!   what the player wrote, for diagnostics and names;
//! - [`lex`]: the error type and word-level building blocks;
//! - [`heading`]: section headings (`Week 1:`, `1ª Semana:`, `Observaciones:`) and the
//!   character line;
//! - [`clause`]: a section's text cut into orders, conditions and what is not understood;
//! - [`action`]: one production per order (`practice`, `visit_club`, `court`...), with
//!   its word lists in [`words`];
//! - this file: lines and sections, the week rules (one long action a week, `and carouse`
//!   goes with the visit before it, `ditto`), the language, and the diagnostics.
//!
//! Precision before recall: what could mean two things, or is not understood, is left out with
//! an error diagnostic that quotes it and says what was expected; the GM reads those. Good
//! lines around a bad one are always kept.

mod action;
mod army;
mod clause;
mod condition;
mod duel;
mod heading;
mod lex;
mod society;
mod text;
mod walk;
mod words;

use super::{Action, Condition, Diagnostic, OrderSheet, Seat, Severity};
use crate::vocab::Language;
use action::{Draft, Item, Lady, Modifier};
use clause::Clause;
use condition::{Cond, is_pronoun};
use heading::{Heading, character_line, heading, is_pleasantry};
use lex::PErr;
use text::Line;

/// The message for orders that are not understood at all.
const EXPECTED_ACTION: &str = "expected an order: practice, visit a club, the theatre, the \
     Casino, a tavern or the bawdyhouse, court, join a club or a regiment, duty, a challenge, \
     a loan, a favour... (see the order language)";
/// The message for conditions that are not understood.
const CONDITION: &str = "this condition is not understood, so the sentence is left to the GM; \
     understood are: if X accepts, if the play is good, if my endurance is below half, if \
     challenged by X, if I won her (and their Spanish)";

/// Parses the text of an order email. Never fails and never panics: what is not understood
/// becomes a [`Diagnostic`].
pub fn parse_orders(text: &str) -> OrderSheet {
    let text = strip_markup(text);
    let text = text.as_ref();
    let mut sheet = Sheet::new();
    let mut in_quote = false;
    for (n, raw) in split_lines(text).enumerate() {
        let line = Line::new(n as u32 + 1, raw);
        if line.folded == "--" {
            break; // a signature left over
        }
        let quoted = line.folded.starts_with('>');
        if quoted && !in_quote {
            sheet.diag(
                &line,
                &line.folded,
                raw.trim(),
                Severity::Warning,
                "quoted text is ignored: write your orders outside the quote".into(),
                None,
            );
        }
        in_quote = quoted;
        if !quoted {
            sheet.line(&line);
        }
    }
    sheet.finish()
}

/// HTML left over in a mail body (`<div>`, `&nbsp;`): tags become spaces and entities their
/// character, padded with spaces, so that every column still points where the player wrote.
fn strip_markup(text: &str) -> std::borrow::Cow<'_, str> {
    if !text.contains(['<', '&']) {
        return std::borrow::Cow::Borrowed(text);
    }
    const ENTITIES: &[(&str, char)] = &[
        ("&nbsp;", ' '),
        ("&amp;", '&'),
        ("&lt;", '<'),
        ("&gt;", '>'),
        ("&quot;", '"'),
        ("&#39;", '\''),
        ("&apos;", '\''),
    ];
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < text.len() {
        let rest = &text[i..];
        let c = rest.chars().next().unwrap_or(' ');
        if c == '<'
            && rest[1..].starts_with(|c: char| c.is_ascii_alphabetic() || c == '/' || c == '!')
            && let Some(end) = rest.find('>')
            && end < 200
            && !rest[1..end].contains(['\n', '\r', '<'])
        {
            let tag = &rest[..=end];
            out.extend(std::iter::repeat_n(' ', tag.chars().count()));
            i += tag.len();
            continue;
        }
        if c == '&'
            && let Some((e, ch)) = ENTITIES.iter().find(|(e, _)| rest.starts_with(e))
        {
            out.push(*ch);
            out.extend(std::iter::repeat_n(' ', e.len() - 1));
            i += e.len();
            continue;
        }
        out.push(c);
        i += c.len_utf8();
    }
    std::borrow::Cow::Owned(out)
}

/// Lines, split at `\n`, `\r\n` or a lone `\r`.
fn split_lines(text: &str) -> impl Iterator<Item = &str> {
    let mut rest = Some(text);
    std::iter::from_fn(move || {
        let t = rest?;
        match t.find(['\n', '\r']) {
            Some(n) => {
                let skip = if t[n..].starts_with("\r\n") { 2 } else { 1 };
                rest = Some(&t[n + skip..]);
                Some(&t[..n])
            }
            None => {
                rest = None;
                Some(t)
            }
        }
    })
}

/// Where the text being read belongs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Section {
    /// Before any heading.
    Preamble,
    Week(u8),
    Monthly,
    /// Under a heading for a week that does not exist.
    Nowhere,
    /// Standing duel orders.
    Duel,
}

/// The sheet being built, and what the week rules need to remember.
struct Sheet {
    sheet: OrderSheet,
    section: Section,
    /// For each week, where each of its actions came from: (line, text).
    sources: [Vec<(u32, String)>; 4],
    /// The action of the current week that `and carouse` would go with.
    last: Option<usize>,
    /// `ditto` orders, resolved at the end: (week, line, column, text).
    dittos: Vec<(u8, u32, u32, String)>,
    english: u32,
    spanish: u32,
    /// The lady last named ("la", "her", "she" stand for her).
    person: Option<String>,
    /// The man last named ("him", "he", "lo" stand for him).
    man: Option<String>,
    /// The conditional order of the current week that "otherwise" goes with.
    last_if: Option<IfState>,
    /// Standing duel orders as read, resolved at the end (the language decides the codes).
    duel: duel::DuelDraft,
}

/// What "otherwise" needs to know of the condition before it.
struct IfState {
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
    fn new() -> Self {
        Sheet {
            sheet: OrderSheet::empty(),
            section: Section::Preamble,
            sources: Default::default(),
            last: None,
            dittos: Vec::new(),
            english: 0,
            spanish: 0,
            person: None,
            man: None,
            last_if: None,
            duel: duel::DuelDraft::default(),
        }
    }

    /// ```text
    /// line = character_line | pleasantry | [bullet] [heading] section_text (heading section_text)*
    /// ```
    fn line(&mut self, line: &Line) {
        let body = line.folded.trim_start_matches(['-', '*', '+', ' ']);
        if body.is_empty() || is_pleasantry(body) || self.is_signature(line) {
            return;
        }
        match character_line(body) {
            Ok((_, c)) => {
                self.vote(Some(c.language), 1);
                if let Some(name) = c.name {
                    self.character(line, name);
                }
                if let Some(password) = c.password
                    && self.sheet.password.is_none()
                {
                    let column = line.column(password) as usize - 1;
                    let original: String = line.original.chars().skip(column).collect();
                    self.sheet.password = Some(original.trim().to_string());
                }
                return;
            }
            Err(nom::Err::Failure(e)) => {
                self.error(line, &e, body);
                return;
            }
            Err(_) => {}
        }
        let mut i = body;
        let mut line_start = true;
        loop {
            if let Ok((rest, (h, lang))) = heading(i, line_start) {
                self.open(line, i, h, lang);
                i = rest;
            }
            line_start = false;
            let next = next_heading(i);
            let piece = &i[..i.len() - next.len()];
            self.piece(line, piece);
            if next.is_empty() {
                break;
            }
            i = next;
        }
    }

    /// True when the line is just the character's name, or part of it ("Pierre", "Rodney
    /// Bergerac", "R. Bergerac"): a signature.
    fn is_signature(&self, line: &Line) -> bool {
        let Some(name) = self
            .sheet
            .character
            .as_deref()
            .map(crate::orders::names::fold)
        else {
            return false;
        };
        let words: Vec<&str> = name
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .collect();
        let body = line.folded.trim_end_matches(['.', '!', ',', ' ']);
        let signed: Vec<&str> = body
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .collect();
        !signed.is_empty()
            && signed.len() <= words.len()
            && signed.iter().any(|w| w.len() > 2)
            && signed.iter().all(|s| {
                words
                    .iter()
                    .any(|w| w == s || (s.len() == 1 && w.starts_with(s)))
            })
    }

    fn character(&mut self, line: &Line, name: &str) {
        let name = line.original_of(name).trim().to_string();
        match &self.sheet.character {
            None => self.sheet.character = Some(name),
            Some(first) if *first == name => {}
            Some(first) => {
                let message = format!(
                    "a second character line: these orders are for {first}; one order \
                     email is for one character"
                );
                self.diag(line, &line.folded, &name, Severity::Error, message, None);
            }
        }
    }

    /// Opens the section of heading `h`, found at `at`.
    fn open(&mut self, line: &Line, at: &str, h: Heading, lang: Option<Language>) {
        self.vote(lang, 2);
        self.last = None;
        self.last_if = None;
        if h == Heading::Duel {
            self.duel.language = lang;
        }
        self.section = match h {
            Heading::Week(n @ 1..=4) => Section::Week(n),
            Heading::Monthly => Section::Monthly,
            Heading::Duel => Section::Duel,
            Heading::Week(n) => {
                let text = line.original_of(at.split(':').next().unwrap_or(at));
                let message = format!(
                    "there is no week {n}: a month has weeks 1 to 4; what follows this heading \
                     is left out"
                );
                self.diag(line, at, text, Severity::Error, message, None);
                Section::Nowhere
            }
        };
    }

    /// Reads the text of one section on one line.
    fn piece(&mut self, line: &Line, piece: &str) {
        if piece.trim().is_empty() {
            return;
        }
        if self.section == Section::Nowhere {
            let text = line.original_of(piece.trim());
            let message = "left out: under the heading of a week that does not exist".into();
            self.diag(
                line,
                piece.trim_start(),
                text,
                Severity::Error,
                message,
                None,
            );
            return;
        }
        if matches!(self.section, Section::Duel | Section::Monthly) {
            let mut rest = piece;
            while !rest.trim().is_empty() {
                let end = rest.find([';', '.']).map_or(rest.len(), |n| n + 1);
                let part = &rest[..end];
                if !self.duel.line(line, part, self.section == Section::Duel) {
                    self.clauses(line, part);
                }
                rest = &rest[end..];
            }
            return;
        }
        self.clauses(line, piece);
    }

    /// Reads the orders of `piece`.
    fn clauses(&mut self, line: &Line, piece: &str) {
        for clause in clause::clauses(piece) {
            match clause {
                Clause::Item { item, text } => {
                    self.tally(text);
                    self.item(line, item, text);
                }
                Clause::If { cond, then, text } => {
                    self.tally(text);
                    self.conditional(line, cond, then, text);
                }
                Clause::Else { items, text } => {
                    self.tally(text);
                    self.otherwise(line, items, text);
                }
                Clause::Conditional { text } => {
                    self.last = None;
                    self.last_if = None;
                    let original = line.original_of(text);
                    self.diag(
                        line,
                        text,
                        original,
                        Severity::Error,
                        CONDITION.into(),
                        None,
                    );
                }
                Clause::Unknown { text, error } => {
                    self.last = None;
                    if self.section == Section::Preamble
                        && !error.trailing
                        && error.expected.is_none()
                    {
                        let message =
                            "not understood, and not under a week heading: ignored".into();
                        self.diag(
                            line,
                            text,
                            line.original_of(text),
                            Severity::Warning,
                            message,
                            None,
                        );
                    } else {
                        self.error(line, &error, text);
                    }
                }
            }
        }
    }

    /// Files one order where it belongs.
    fn item(&mut self, line: &Line, item: Item, text: &str) {
        let original = line.original_of(text);
        if let Item::Monthly(mut order) = item {
            if let crate::orders::MonthlyOrder::Admissions { whom: Some(n), .. } = &mut order {
                restore(line, text, n, &(None, None), &mut None);
            }
            if !self.sheet.monthly.contains(&order) {
                self.sheet.monthly.push(order);
            }
            return;
        }
        let week = match self.section {
            Section::Week(n) => n,
            Section::Monthly => {
                let message = "this is an order for one week: put it under a week heading \
                     (\"Week 1:\", \"1ª Semana:\")";
                self.diag(line, text, original, Severity::Error, message.into(), None);
                return;
            }
            _ => {
                let message = "this order is not under a week heading: write \"Week 1:\" \
                     (or \"1ª Semana:\") before it";
                self.diag(line, text, original, Severity::Error, message.into(), None);
                return;
            }
        };
        match item {
            Item::Action(draft) => {
                if let Draft::VisitMistress { named: Some(name) } = &draft {
                    let message = format!(
                        "understood as \"visit my mistress\": the name \"{}\" is not needed",
                        line.original_of(name)
                    );
                    self.diag(line, text, original, Severity::Warning, message, None);
                }
                let Some(action) = self.resolve(line, text, to_action(line, draft)) else {
                    self.last = None;
                    return;
                };
                self.note_person(&action);
                self.last = self.add(week, action, line.number, original, line, text);
            }
            Item::Modifier(m) => {
                let m = self.resolve_modifier(line, text, m);
                self.modify(line, week, m, text)
            }
            Item::Ditto => {
                self.last = None;
                let column = line.column(text);
                self.dittos
                    .push((week, line.number, column, original.to_string()));
            }
            Item::Monthly(_) => {}
        }
    }

    /// Adds `action` to `week`, unless the week already has a long action. Gives its index.
    fn add(
        &mut self,
        week: u8,
        action: Action,
        number: u32,
        original: &str,
        line: &Line,
        text: &str,
    ) -> Option<usize> {
        let w = usize::from(week - 1);
        if action.is_long()
            && let Some(first) = self.sheet.weeks[w].actions.iter().position(Action::is_long)
        {
            let (first_line, first_text) = &self.sources[w][first];
            let message = format!(
                "week {week} already has a long action: \"{first_text}\" (line \
                 {first_line}); this one is left out"
            );
            self.diag(line, text, original, Severity::Error, message, None);
            return None;
        }
        self.sheet.weeks[w].actions.push(action);
        self.sources[w].push((number, original.to_string()));
        Some(self.sheet.weeks[w].actions.len() - 1)
    }

    /// `and carouse`, `with female companionship`, `y alquilo un palco`: adds to the action
    /// just before.
    fn modify(&mut self, line: &Line, week: u8, m: Modifier, text: &str) {
        let w = usize::from(week - 1);
        let target = self
            .last
            .and_then(|i| self.sheet.weeks[w].actions.get_mut(i));
        let done = target.is_some_and(|t| apply(&m, t));
        if !done {
            let message = modifier_message(&m);
            let original = line.original_of(text);
            self.diag(line, text, original, Severity::Error, message.into(), None);
        }
    }

    /// Names as the player wrote them, and pronouns as the person they stand for.
    fn resolve(&mut self, line: &Line, text: &str, mut action: Action) -> Option<Action> {
        let people = (self.person.clone(), self.man.clone());
        let mut unresolved = None;
        walk::names_mut(&mut action, &mut |n: &mut String| {
            restore(line, text, n, &people, &mut unresolved)
        });
        if let Some(p) = unresolved {
            let message = format!(
                "\"{p}\": nobody is named before it, so whom does \"her\" (\"la\") stand for? \
                 Name the person; this order is left out"
            );
            let original = line.original_of(text);
            self.diag(line, text, original, Severity::Error, message, None);
            return None;
        }
        Some(action)
    }

    fn resolve_modifier<'a>(&mut self, line: &Line, text: &str, m: Modifier<'a>) -> Modifier<'a> {
        if let Modifier::Guests(g) = &m {
            let mut names: Vec<String> = Vec::new();
            let people = (self.person.clone(), self.man.clone());
            let mut unresolved = None;
            for n in g {
                let mut s = n.to_string();
                restore(line, text, &mut s, &people, &mut unresolved);
                names.push(s);
            }
            if let Some(last) = names.last() {
                self.person = Some(last.clone());
            }
            return Modifier::Named(names);
        }
        m
    }

    /// Remembers the person an action names last, for "her" and "la" after it.
    fn note_person(&mut self, action: &Action) {
        if let Some(p) = person_of(action) {
            self.person = Some(p);
        }
        if let Some(m) = man_of(action) {
            self.man = Some(m);
        }
    }

    /// "if C, A": files the conditional order.
    fn conditional(&mut self, line: &Line, cond: Cond, then: Vec<(Item, &str)>, text: &str) {
        let original = line.original_of(text);
        let Section::Week(week) = self.section else {
            let message = "this order is not under a week heading: write \"Week 1:\" (or \"1ª \
                 Semana:\") before it";
            self.diag(line, text, original, Severity::Error, message.into(), None);
            return;
        };
        let mut condition = cond.condition.clone();
        let people = (self.person.clone(), self.man.clone());
        let mut unresolved = None;
        walk::condition_names_mut(&mut condition, &mut |n: &mut String| {
            restore(line, text, n, &people, &mut unresolved)
        });
        if let Some(p) = unresolved {
            let message = format!(
                "\"{p}\": whom does the condition speak of? Name the person; the GM will read this"
            );
            self.diag(line, text, original, Severity::Error, message, None);
            self.last_if = None;
            return;
        }
        match &condition {
            Condition::Accepts { whom } => self.person = Some(whom.clone()),
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
                self.diag(
                    line,
                    text,
                    original,
                    Severity::Error,
                    CONDITION.into(),
                    None,
                );
                self.sheet.weeks[w].actions.insert(i, b);
                self.sources[w].insert(i, (line.number, original.to_string()));
                return;
            }
            if first
                .iter()
                .any(|a| a.is_long() && !matches!(a, Action::Court { .. }))
            {
                self.two_long(line, week, text);
                self.sheet.weeks[w].actions.insert(i, b);
                self.sources[w].insert(i, (line.number, original.to_string()));
                return;
            }
            first.insert(0, with);
            second.push(b.clone());
            base = Some(b);
        } else if !mods.is_empty() {
            let message = modifier_message(&mods[0]);
            self.diag(line, text, original, Severity::Error, message.into(), None);
            return;
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

    /// "otherwise B": the other branch of the condition before.
    fn otherwise(&mut self, line: &Line, items: Vec<(Item, &str)>, text: &str) {
        let original = line.original_of(text);
        let Some(state) = self.last_if.take() else {
            let message = "\"otherwise\" needs a condition before it (\"if she accepts, ...; \
                 otherwise ...\")";
            self.diag(line, text, original, Severity::Error, message.into(), None);
            return;
        };
        let Some((mut actions, mods)) = self.branch(line, items) else {
            return;
        };
        let w = usize::from(state.week - 1);
        let mut index = state.index;
        let mut base = state.base.clone();
        if !mods.is_empty() && base.is_none() {
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
            } else {
                let message = modifier_message(&mods[0]);
                self.diag(line, text, original, Severity::Error, message.into(), None);
                return;
            }
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
                let message = modifier_message(&mods[0]);
                self.diag(line, text, original, Severity::Error, message.into(), None);
                return;
            }
            actions.insert(0, with);
        }
        if let Some(Action::If {
            then, otherwise, ..
        }) = self.sheet.weeks[w].actions.get_mut(index)
        {
            let second = if state.negated { then } else { otherwise };
            *second = actions;
        }
    }

    /// A branch with a long action of its own after the week's visit.
    fn two_long(&mut self, line: &Line, week: u8, text: &str) {
        let message = format!(
            "week {week} already has a long action (the visit before the condition); a branch \
             may court there, carouse or gamble there, but not go elsewhere: left to the GM"
        );
        let original = line.original_of(text);
        self.diag(line, text, original, Severity::Error, message, None);
    }

    /// The actions of a branch, and the modifiers meant for the visit before the condition.
    fn branch<'a>(
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
                    actions.push(a);
                }
                Item::Modifier(m) => {
                    let m = self.resolve_modifier(line, text, m);
                    let applied = actions.last_mut().is_some_and(|a| apply(&m, a));
                    if !applied {
                        mods.push(m);
                    }
                }
                Item::Ditto | Item::Monthly(_) => {
                    let message = "\"ditto\" and the month's orders cannot depend on a condition";
                    let original = line.original_of(text);
                    self.diag(line, text, original, Severity::Error, message.into(), None);
                    return None;
                }
            }
        }
        Some((actions, mods))
    }

    /// Turns a parse error into a diagnostic: the text is the whole order that is left out,
    /// the column where the trouble starts.
    fn error(&mut self, line: &Line, e: &PErr, clause: &str) {
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

    fn diag(
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

    fn vote(&mut self, lang: Option<Language>, weight: u32) {
        match lang {
            Some(Language::English) => self.english += weight,
            Some(Language::Spanish) => self.spanish += weight,
            None => {}
        }
    }

    /// Counts the English and Spanish words of an order that was understood.
    fn tally(&mut self, folded: &str) {
        const ES: &[&str] = &[
            "practico",
            "practicar",
            "esgrima",
            "con",
            "el",
            "del",
            "al",
            "mi",
            "mis",
            "y",
            "la",
            "voy",
            "visito",
            "cortejo",
            "burdel",
            "descanso",
            "obligaciones",
            "regimentales",
            "servicio",
            "regimiento",
            "gastos",
            "ostentosos",
            "bebo",
            "apunto",
            "dedico",
            "todo",
            "mes",
            "dama",
            "arma",
            "semana",
            "club",
        ];
        const EN: &[&str] = &[
            "practice",
            "practise",
            "with",
            "the",
            "my",
            "visit",
            "go",
            "to",
            "and",
            "court",
            "rest",
            "duty",
            "regimental",
            "carouse",
            "join",
            "month",
            "week",
            "bawdyhouse",
            "mistress",
            "resign",
            "conspicuous",
            "consumption",
            "club",
        ];
        for w in folded
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
        {
            self.spanish += u32::from(ES.contains(&w));
            self.english += u32::from(EN.contains(&w));
        }
    }

    /// Resolves `ditto`s and decides the language.
    fn finish(mut self) -> OrderSheet {
        let mut dittos = std::mem::take(&mut self.dittos);
        dittos.sort_by_key(|d| d.0);
        for (week, line, column, text) in dittos {
            let previous = if week > 1 {
                self.sheet.weeks[usize::from(week - 2)]
                    .actions
                    .iter()
                    .find(|a| a.is_long())
                    .cloned()
            } else {
                None
            };
            let w = usize::from(week - 1);
            let trouble = match &previous {
                None if week == 1 => {
                    Some("\"ditto\" in week 1: there is no week before it".to_string())
                }
                None => Some(format!(
                    "\"ditto\": week {} has no long action to repeat",
                    week - 1
                )),
                Some(_) => self.sheet.weeks[w]
                    .actions
                    .iter()
                    .position(Action::is_long)
                    .map(|first| {
                        let (first_line, first_text) = &self.sources[w][first];
                        format!(
                            "week {week} already has a long action: \"{first_text}\" (line \
                         {first_line}); this one is left out"
                        )
                    }),
            };
            match (trouble, previous) {
                (None, Some(action)) => {
                    self.sheet.weeks[w].actions.push(action);
                    self.sources[w].push((line, text));
                }
                (message, _) => self.sheet.diagnostics.push(Diagnostic {
                    line,
                    column,
                    severity: Severity::Error,
                    text,
                    message: message.unwrap_or_default(),
                    suggestion: None,
                }),
            }
        }
        self.sheet.language = if self.spanish > self.english {
            Language::Spanish
        } else {
            Language::English
        };
        let (duel, diagnostics) = std::mem::take(&mut self.duel).finish(self.sheet.language);
        self.sheet.duel = duel;
        self.sheet.diagnostics.extend(diagnostics);
        self.sheet.diagnostics.sort_by_key(|d| (d.line, d.column));
        self.sheet
    }
}

/// Where the next heading on this line starts, after a sentence end (or `""`).
fn next_heading(i: &str) -> &str {
    for (n, c) in i.char_indices() {
        if matches!(c, '.' | ';' | '!' | '?' | ',' | ')') {
            let candidate = lex::sp(&i[n + c.len_utf8()..]);
            if heading(candidate, false).is_ok() {
                return candidate;
            }
        }
    }
    ""
}

/// Adds modifier `m` to `action`, if it goes with it.
fn apply(m: &Modifier, action: &mut Action) -> bool {
    match (m, action) {
        (Modifier::Carouse, Action::VisitClub { carouse, .. })
        | (Modifier::Carouse, Action::VisitBawdyhouse { carouse, .. })
        | (Modifier::Carouse, Action::Tavern { carouse, .. }) => {
            *carouse = true;
            true
        }
        (Modifier::Companionship, Action::VisitBawdyhouse { companionship, .. }) => {
            *companionship = true;
            true
        }
        (Modifier::Gamble(g), Action::VisitClub { gamble, .. })
        | (Modifier::Gamble(g), Action::VisitBawdyhouse { gamble, .. })
        | (Modifier::Gamble(g), Action::Casino { gamble }) => {
            *gamble = Some(g.clone());
            true
        }
        (Modifier::Box, Action::Theatre { seat, .. }) => {
            *seat = Seat::Box;
            true
        }
        (Modifier::Named(names), Action::Theatre { guests, seat }) => {
            guests.extend(names.iter().cloned());
            *seat = Seat::Box;
            true
        }
        (Modifier::Named(names), Action::VisitClub { guests, .. }) => {
            guests.extend(names.iter().cloned());
            true
        }
        _ => false,
    }
}

fn modifier_message(m: &Modifier) -> &'static str {
    match m {
        Modifier::Carouse => {
            "carousing goes with a visit to a club, a tavern or the bawdyhouse: \"visit my \
             club and carouse\", \"voy a mi club y bebo\""
        }
        Modifier::Companionship => {
            "female companionship goes with a visit to the bawdyhouse: \"visit the \
             bawdyhouse and take female companionship\""
        }
        Modifier::Gamble(_) => {
            "gambling goes with a visit to a club, the Casino or the bawdyhouse: \"visit \
             Hunter's and bet 50 four times, cut if the house rolls 6\""
        }
        Modifier::Guests(_) | Modifier::Named(_) => {
            "an invitation goes with a theatre box or a club visit: \"go to the theatre and \
             take a box; invite Juliette\""
        }
        Modifier::Box => "a box goes with the theatre: \"voy al teatro y alquilo un palco\"",
    }
}

/// Puts back what the player wrote for the folded name `n` (found in `text`, a slice of the
/// folded line), or the person a pronoun stands for.
fn restore(
    line: &Line,
    text: &str,
    n: &mut String,
    people: &(Option<String>, Option<String>),
    unresolved: &mut Option<String>,
) {
    let folded = crate::orders::names::fold(n);
    if is_pronoun(&folded) {
        let masculine = matches!(folded.as_str(), "him" | "he" | "lo" | "el");
        let person = if masculine {
            people.1.as_deref()
        } else {
            people.0.as_deref()
        };
        match person {
            Some(p) => *n = p.to_string(),
            None => *unresolved = Some(line.original_of(text).to_string()),
        }
        return;
    }
    if let Some(at) = text.find(n.as_str()) {
        let part = &text[at..at + n.len()];
        *n = line
            .original_of(part)
            .trim_matches(['"', '“', '”', ' '])
            .to_string();
    }
}

/// The lady an action names last: whom "her" or "la" would stand for after it.
fn person_of(action: &Action) -> Option<String> {
    match action {
        Action::Court { lady, .. } | Action::FollowLady { lady } | Action::Propose { lady } => {
            Some(lady.clone())
        }
        Action::Theatre { guests, .. } => guests.last().cloned(),
        Action::Invite { whom, .. } => Some(whom.clone()),
        Action::Gift { whom, .. } => whom.clone(),
        _ => None,
    }
}

/// The man an action names last: whom "him" would stand for after it.
fn man_of(action: &Action) -> Option<String> {
    match action {
        Action::Challenge { whom, .. }
        | Action::Apologise { whom }
        | Action::Lend { whom, .. }
        | Action::Repay { whom, .. }
        | Action::DemandRepayment { whom } => Some(whom.clone()),
        Action::AcceptChallenge { whom } | Action::DeclineChallenge { whom } => whom.clone(),
        _ => None,
    }
}

/// A visit a condition may be about (and carousing or gambling may go with).
fn is_visit(a: &Action) -> bool {
    matches!(
        a,
        Action::VisitClub { .. }
            | Action::VisitBawdyhouse { .. }
            | Action::Tavern { .. }
            | Action::Casino { .. }
            | Action::Theatre { .. }
    )
}

/// An action from its draft, names quoted as the player wrote them.
fn to_action(line: &Line, draft: Draft) -> Action {
    let name = |s: &str| {
        line.original_of(s)
            .trim_matches(['"', '“', '”', ' '])
            .to_string()
    };
    match draft {
        Draft::Practice(weapon) => Action::Practice { weapon },
        Draft::VisitClub {
            club,
            carouse,
            host,
            guests,
            with_mistress,
        } => Action::VisitClub {
            club,
            carouse,
            host: host.map(name),
            guests: guests.into_iter().map(name).collect(),
            with_mistress,
            gamble: None,
        },
        Draft::JoinClub(club) => Action::JoinClub { club },
        Draft::ResignClub => Action::ResignClub,
        Draft::VisitBawdyhouse {
            carouse,
            companionship,
        } => Action::VisitBawdyhouse {
            carouse,
            companionship,
            gamble: None,
            crowns_carried: None,
        },
        Draft::Court { lady, extra_gifts } => Action::Court {
            lady: match lady {
                Lady::Name(n) => name(n),
                Lady::Number(n) => format!("#{n}"),
            },
            extra_gifts,
        },
        Draft::VisitMistress { .. } => Action::VisitMistress,
        Draft::RegimentalDuty => Action::RegimentalDuty,
        Draft::Rest => Action::Rest,
        Draft::Done(a) => a,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vocab::{Club, Weapon};

    fn errors(sheet: &OrderSheet) -> Vec<(u32, u32, &str)> {
        sheet
            .diagnostics
            .iter()
            .map(|d| (d.line, d.column, d.text.as_str()))
            .collect()
    }

    #[test]
    fn lines_split_at_every_kind_of_line_end() {
        let lines: Vec<&str> = split_lines("a\r\nb\rc\n\nd").collect();
        assert_eq!(lines, ["a", "b", "c", "", "d"]);
    }

    #[test]
    fn character_line_with_password_keeps_its_case() {
        let sheet = parse_orders("Character: Rodney Bergerac / password: SeKrit\n");
        assert_eq!(sheet.character.as_deref(), Some("Rodney Bergerac"));
        assert_eq!(sheet.password.as_deref(), Some("SeKrit"));
        let sheet = parse_orders("Personaje: Pierre de l’Exemple\nContraseña: Ñu’s\n");
        assert_eq!(sheet.character.as_deref(), Some("Pierre de l’Exemple"));
        assert_eq!(sheet.password.as_deref(), Some("Ñu’s"));
        assert_eq!(sheet.language, Language::Spanish);
    }

    #[test]
    fn a_week_holds_one_long_action_and_any_short_ones() {
        let sheet = parse_orders("Week 1: join Hunter's; visit Hunter's; rest; resign");
        assert_eq!(
            sheet.week(1),
            [
                Action::JoinClub {
                    club: Club::Hunters
                },
                Action::VisitClub {
                    club: Some(Club::Hunters),
                    carouse: false,
                    host: None,
                    guests: vec![],
                    with_mistress: false,
                    gamble: None
                },
                Action::ResignClub,
            ]
        );
        assert_eq!(errors(&sheet), [(1, 40, "rest")]);
        assert!(
            sheet.diagnostics[0]
                .message
                .starts_with("week 1 already has a long action")
        );
    }

    #[test]
    fn a_modifier_goes_with_the_action_before_it() {
        let sheet = parse_orders("Week 1: visit the bawdyhouse\n and carouse\nWeek 2: carouse");
        assert_eq!(
            sheet.week(1),
            [Action::VisitBawdyhouse {
                carouse: true,
                companionship: false,
                gamble: None,
                crowns_carried: None
            }]
        );
        assert_eq!(errors(&sheet), [(3, 9, "carouse")]);
    }

    #[test]
    fn a_bad_order_never_loses_the_good_ones() {
        let sheet = parse_orders("Week 1: practice with sabre; fly to the moon; join TB");
        assert_eq!(
            sheet.week(1),
            [
                Action::Practice {
                    weapon: Some(Weapon::Sabre)
                },
                Action::JoinClub {
                    club: Club::BlueGables
                }
            ]
        );
        assert_eq!(errors(&sheet), [(1, 30, "fly to the moon")]);
    }

    #[test]
    fn ditto_repeats_the_previous_long_action_in_week_order() {
        let sheet = parse_orders("Week 3: ditto\nWeek 2: ditto\nWeek 1: join CH. practice foil");
        let practice = [Action::Practice {
            weapon: Some(Weapon::Foil),
        }];
        assert_eq!(sheet.week(2), practice);
        assert_eq!(sheet.week(3), practice);
        assert!(sheet.diagnostics.is_empty());
    }

    #[test]
    fn headings_mid_line_after_a_sentence_end() {
        let sheet = parse_orders("Semana 1: descanso. Semana 2: descanso; W3: rest, Week 4 - rest");
        for w in 1..=4 {
            assert_eq!(sheet.week(w), [Action::Rest], "week {w}");
        }
    }

    #[test]
    fn conditions_are_left_to_the_gm() {
        let sheet = parse_orders("Week 1: rest\nWeek 2: si llueve, descanso");
        assert_eq!(sheet.week(2), []);
        assert_eq!(sheet.diagnostics[0].message, CONDITION);
        assert_eq!(sheet.diagnostics[0].severity, Severity::Error);
    }

    #[test]
    fn language_follows_the_words() {
        assert_eq!(parse_orders("Week 1: rest").language, Language::English);
        assert_eq!(
            parse_orders("1ª Semana: descanso").language,
            Language::Spanish
        );
        assert_eq!(parse_orders("").language, Language::English);
    }

    #[test]
    fn odd_input_never_panics() {
        for text in [
            "",
            "\u{feff}",
            "\r\r\n\n",
            "Week",
            "Week 1:",
            "Week 255: rest",
            "Week 99999999999: rest",
            "1ª",
            "court",
            "court (",
            "court mistress no.",
            "Week 1: court Roxanne with 200 extra gifts",
            "Week 1: visit my club with ,,, and",
            "Character:",
            "Character: / password:",
            "Password:",
            "; . ! ? , ) - * \"",
            "Week 1: İstanbul ǅ ß ﬁ ẞ",
            "Week 1: \u{0}\u{1}\u{7f}",
            "W1: ditto; ditto",
            ">",
            "--",
            "Semana 1: practico esgrima con el arma del regimiento(",
            "Week 1: practice with the regimental weapon (rapier",
        ] {
            let sheet = parse_orders(text);
            assert_eq!(sheet.weeks.len(), 4, "{text:?}");
        }
    }
}
