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
//!   its word lists in [`words`], and the table of every order's production (`ORDERS`);
//!   the productions of [`club`], [`court`], [`army`], [`society`], [`honour`] and [`loan`]
//!   orders in their own modules, and people's names in [`name`];
//! - [`week`]: the week rules (one long action a week, `and carouse` goes with the visit
//!   before it, `ditto`), and names put back as the player wrote them;
//! - [`conditional`]: conditional orders ("if she accepts, ...; otherwise ...");
//! - [`language`]: English or Spanish, by votes; [`diagnostic`]: what was not understood;
//! - [`letter`]: the letter as lines (markup stripped, wrapped lines joined, its closing
//!   block); [`finish`]: what the letter settles once read whole (ranges, names, a letter
//!   from the front, empty weeks);
//! - this file: sections, and the sheet being built.
//!
//! Precision before recall: what could mean two things, or is not understood, is left out with
//! an error diagnostic that quotes it and says what was expected; the GM reads those. Good
//! lines around a bad one are always kept.

mod action;
mod admissions;
mod anchor;
mod army;
mod backing;
mod character;
mod clause;
mod club;
mod company;
mod condition;
mod conditional;
mod context;
mod court;
mod diagnostic;
mod doubts;
mod duel;
mod finish;
mod heading;
mod honour;
mod influence;
mod ladies;
mod language;
mod leftover;
mod letter;
mod lex;
mod loan;
mod name;
mod numerals;
mod people;
mod piece;
mod pistol;
mod pleasantry;
mod pronouns;
mod read;
mod slots;
mod society;
mod standing;
mod surrender;
mod text;
mod walk;
mod week;
mod words;

use super::{Diagnostic, OrderSheet, Say, Severity};
use crate::vocab::Language;
use character::character_line;
use conditional::IfState;
use heading::{Heading, heading, week_in_sentence};
use letter::{
    closing_block, form_field, is_sign_off, question_paragraphs, split_lines, strip_markup,
    unwrapped,
};
use pleasantry::is_pleasantry;
use std::collections::BTreeMap;
use text::Line;

/// Parses the text of an order email. Never fails and never panics: what is not understood
/// becomes a [`Diagnostic`](super::Diagnostic).
pub fn parse_orders(text: &str) -> OrderSheet {
    parse_orders_in(text, "")
}

/// Parses the text of an order email, with `quoted`, the lines it quotes (the GM's results
/// it answers), as context: never read as orders, but what they say of the player's people
/// (his mistress) is used.
pub fn parse_orders_in(text: &str, quoted: &str) -> OrderSheet {
    heading::new_letter();
    let text = strip_markup(text);
    let text = text.as_ref();
    // The lines before a signature left over ("--"), each folded once.
    let lines: Vec<Line> = split_lines(text)
        .enumerate()
        .map(|(n, raw)| Line::new(n as u32 + 1, raw))
        .take_while(|line| line.folded != "--")
        .collect();
    let mut lines = unwrapped(text, lines);
    lines.iter_mut().for_each(Line::cells_as_words);
    let mut sheet = Sheet::new();
    // Labels known by their run ("Wik namba 1:", "Săpt. 2 –"), for the lines no label opens.
    let bodies: Vec<&str> = lines
        .iter()
        .map(|l| match l.folded.starts_with('>') {
            true => "",
            false => after_item_number(body(l)),
        })
        .collect();
    for (n, run) in heading::series(&bodies).into_iter().enumerate() {
        if let Some((end, week)) = run
            && heading(bodies[n], true).is_err()
        {
            let label = bodies[n][..end].to_string();
            sheet.series.insert(lines[n].number, (label, week));
        }
    }
    if !has_week_heading(&lines) && sheet.series.is_empty() {
        // No week is named: a GM reads the orders in the order written, one long action a
        // week.
        sheet.in_order = true;
        sheet.unlabelled = true;
        sheet.section = Section::Week(1);
    }
    // "... from a muddy ditch somewhere short of Saluzzo": a letter that tells of the
    // campaign (not in the GM's words quoted).
    sheet.tells_of_campaign = lines
        .iter()
        .any(|l| !l.folded.starts_with('>') && read::tells_of_campaign(&l.folded));
    sheet.told_of_him = finish::told_of_him(&lines);
    sheet.as_his_guest = lines
        .iter()
        .filter(|l| l.folded.contains("as his guest") && !l.folded.contains("me as his guest"))
        .map(|l| l.number)
        .collect();
    let closing = closing_block(&lines);
    let questions = question_paragraphs(&lines);
    let mut in_quote = false;
    for (n, line) in lines.iter().enumerate() {
        // A question to the GM is read past whole; in the closing block a sign-off or the
        // character's name needs no word, and anything else is said read past.
        if questions[n] || closing.contains(&n) {
            let b = body(line);
            let said = questions[n]
                || !(b.is_empty()
                    || is_pleasantry(b)
                    || is_sign_off(b)
                    || sheet.is_signature(line));
            if said {
                let original = line.original.trim();
                sheet.diag(
                    line,
                    &line.folded,
                    original,
                    Severity::Warning,
                    Say::ReadPast,
                );
            }
            continue;
        }
        // A letter that is mostly not understood is not read to its end: past so many
        // diagnostics, what is left goes to the GM unread (no letter, however built, costs
        // more than that to read).
        if sheet.sheet.diagnostics.len() >= READ_NO_FURTHER_AFTER {
            let left = lines.len() - n;
            sheet.diag(
                line,
                &line.folded,
                line.original.trim(),
                Severity::Error,
                Say::NotRead { lines: left },
            );
            break;
        }
        let quoted = line.folded.starts_with('>');
        if quoted && !in_quote {
            sheet.diag(
                line,
                &line.folded,
                line.original.trim(),
                Severity::Warning,
                Say::QuotedText,
            );
        }
        in_quote = quoted;
        if quoted {
            // ("> Both Quesnel cousins, Armand and Bastien, ...": the GM's word of them.)
            sheet.note_people(line);
        } else {
            sheet.line(line);
        }
    }
    let context: Vec<Line> = split_lines(quoted).map(|raw| Line::new(0, raw)).collect();
    context.iter().for_each(|line| sheet.note_people(line));
    let (mut sheet, from_the_front) = sheet.finish(|| {
        let mut named: Vec<String> = Vec::new();
        for line in lines.iter().chain(&context) {
            for n in people::named_in_full(line.original) {
                if !named.contains(&n) {
                    named.push(n);
                }
            }
        }
        named
    });
    people::mistress_among_guests(&mut sheet, lines.iter().chain(&context));
    // (From the front, what he tells of his month orders nothing.)
    if !from_the_front {
        doubts::doubt_what_holds_orders(&mut sheet.diagnostics);
    }
    doubts::totals_that_disagree(&mut sheet);
    doubts::sums_reckoned_after(&mut sheet.diagnostics);
    doubts::debts_that_disagree(&mut sheet);
    doubts::volunteers_for_less(&mut sheet);
    sheet
}

/// The diagnostics after which a letter is read no further (see [`parse_orders`]).
const READ_NO_FURTHER_AFTER: usize = 1000;

/// Where a correction of a week starts inside `text`, after a sentence part ends.
fn correction_within(text: &str) -> Option<usize> {
    text.match_indices(['.', ',', ';', '!', '?'])
        .map(|(k, _)| k + 1)
        .find(|&k| heading::correction(lex::sp(&text[k..])).is_some())
        .map(|k| text.len() - lex::sp(&text[k..]).len())
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
    /// Each `ditto`: its week, line, column, text and the week it repeats.
    dittos: Vec<(u8, u32, u32, String, u8)>,
    english: u32,
    spanish: u32,
    /// The lady last named ("la", "her", "she" stand for her).
    person: Option<String>,
    /// The man last named ("him", "he", "lo" stand for him).
    man: Option<String>,
    /// The conditional order of the current week that "otherwise" goes with.
    last_if: Option<IfState>,
    /// Where on a line (its number, an offset of its folded text) words already read with an
    /// order before them end: "Campaign: reckless bravery. Take 1 off the number I need to
    /// roll to die.", the second sentence read with the first.
    read_to: Option<(u32, usize)>,
    /// The line on which an applicant was last admitted: a bare "refuse X" after it on that
    /// line refuses another applicant, not a challenge.
    admitting: Option<u32>,
    /// The ladies the letter has called his mistress so far, by the words of their names.
    mistresses: Vec<Vec<String>>,
    /// Standing duel orders as read, resolved at the end (the language decides the codes).
    duel: duel::DuelDraft,
    /// The words of the character's name, folded: a line of only these is a signature.
    name_words: Vec<String>,
    /// True while the reader files what it read: a venue named again is the same visit.
    reading: bool,
    /// Week ranges (`Weeks 1-2:`): the orders of the first week go to the others.
    ranges: Vec<(u8, u8)>,
    /// The player said he got his orders wrong ("sorry, I mixed them up", "me he liado"): a
    /// week named after it is written anew.
    correcting: bool,
    /// After the orders, the letter announced its questions ("Some questions, please answer
    /// when you have time:"): the numbered lines below it ask, they are no weeks.
    asking: bool,
    /// Two weeks apart given the same orders ("Weeks 1 and 3:"): the first's, and the other.
    pairs: Vec<(u8, u8)>,
    /// The weeks holding only their range's orders, copied when the week was named inside it
    /// on the range's own line (`within_range`): a long order of the week's own replaces them.
    inherited: [bool; 4],
    /// The line the last range was named on.
    range_line: Option<u32>,
    /// Whether the last range's first week was named by itself after it.
    range_divided: bool,
    /// For each week, the first text read past under it that is not a plain "nothing":
    /// a week with such text and no order goes to the GM.
    unread: [Option<(u32, u32, String)>; 4],
    /// For each week, whether the player said it is spoken for ("on campaign", "nothing"):
    /// prose under it then loses no order.
    spoken_for: [bool; 4],
    /// For each week, how many errors were said about it.
    week_errors: [u32; 4],
    /// The letter names no week: each long action after the first goes to the next week.
    in_order: bool,
    /// The letter names no week at all (`in_order` as it was before the first line).
    unlabelled: bool,
    /// The lines on which a week's heading stands.
    week_lines: Vec<u32>,
    /// The letter tells of the campaign, the front, a siege (see [`read::tells_of_campaign`]).
    tells_of_campaign: bool,
    /// The letter tells of the character as "he" ("He drinks like a musketeer"): "his" is his.
    told_of_him: bool,
    /// The lines that say "as his guest" (see `Sheet::his_guests_are_his`).
    as_his_guest: Vec<u32>,
    /// A sign-off ("Regards,") came after orders: what follows is the signature.
    signed_off: bool,
    /// How many times the reader has read (each reading numbered, from 1).
    readings: u32,
    /// For each week, the reading that filed its long action (0: not the reader): a venue
    /// named again in the same reading is the same visit, not the next week's.
    long_reading: [u32; 4],
    /// "every week", "todas las semanas": the week's orders go to the weeks after it.
    every_week: Option<u8>,
    /// The lines a run of labels opens (`heading::series`): the label's text and its week.
    series: BTreeMap<u32, (String, u8)>,
    /// The number of the last line read (its last, for a line joined from several).
    last_line: u32,
    /// Whether the line being read opens a paragraph (a blank line before it).
    new_paragraph: bool,
    /// Orders said above the weeks, as (the index of the error said of them, the kinds of
    /// their actions): "Me voy a la frontera antes de que se acabe el invierno", then the
    /// volunteering under its week. Said again under a week, they are an announcement.
    announced: Vec<(usize, Vec<std::mem::Discriminant<crate::orders::Action>>)>,
    /// The people of one family the letter names ("the cousins d'Aubry, Jean-Baptiste and
    /// Jules"), by their full names.
    kin: Vec<String>,
    /// After "Applications to the 69th:" alone on its line: the colonel's answers follow, one
    /// a line ("- Perrin Aubriot: admitted").
    answering_applicants: bool,
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
            read_to: None,
            admitting: None,
            mistresses: Vec::new(),
            duel: duel::DuelDraft::default(),
            name_words: Vec::new(),
            reading: false,
            ranges: Vec::new(),
            pairs: Vec::new(),
            correcting: false,
            asking: false,
            inherited: [false; 4],
            range_line: None,
            range_divided: false,
            unread: Default::default(),
            spoken_for: [false; 4],
            week_errors: [0; 4],
            in_order: false,
            unlabelled: false,
            week_lines: Vec::new(),
            tells_of_campaign: false,
            told_of_him: false,
            as_his_guest: Vec::new(),
            signed_off: false,
            readings: 0,
            long_reading: [0; 4],
            every_week: None,
            series: BTreeMap::new(),
            announced: Vec::new(),
            kin: Vec::new(),
            last_line: 0,
            new_paragraph: true,
            answering_applicants: false,
        }
    }

    /// The people `line` names in full, or as a family ("the cousins d'Aubry, Jean-Baptiste
    /// and Jules"), for the names the orders give shorter.
    fn note_people(&mut self, line: &Line) {
        for named in people::kin_named(line.original) {
            if !self.kin.contains(&named) {
                self.kin.push(named);
            }
        }
    }

    /// ```text
    /// line = character_line | pleasantry | [bullet] [heading] section_text (heading section_text)*
    /// ```
    fn line(&mut self, line: &Line) {
        // Whether a blank line stands before this one: it opens a paragraph.
        self.new_paragraph = line.number > self.last_line + 1;
        self.last_line = line.number + line.original.matches('\n').count() as u32;
        self.mistresses.extend(people::mistress_named(line));
        self.note_people(line);
        let body = body(line);
        if self.has_orders() && is_sign_off(body) {
            self.signed_off = true;
        }
        if body.is_empty() || is_pleasantry(body) || self.is_signature(line) {
            return;
        }
        const GOT_IT_WRONG: &[&str] = &[
            "me he liado",
            "me equivoque",
            "me he equivocado",
            "al reves",
            "i mixed",
            "i got them mixed",
            "i got it wrong",
            "i made a mistake",
            "my mistake",
            "mixed up",
            "the wrong way round",
            "wrong way around",
            "should read",
            "corrected orders",
            "ordenes corregidas",
        ];
        if GOT_IT_WRONG.iter().any(|w| line.folded.contains(w)) {
            self.correcting = true;
        }
        // "1. Red Phillips need social level 3 and I am 4 ... Is it 5 crowns each month?":
        // under the questions the letter announced, a numbered question is no week.
        if self.asking && doubts::is_numbered_question(body) {
            let text = line.original.trim();
            self.diag(line, body, text, Severity::Warning, Say::ReadPast);
            return;
        }
        self.asking = self.has_orders()
            && body.trim_end().ends_with(':')
            && ["question", "pregunta", "duda"]
                .iter()
                .any(|w| lex::holds(body, w));
        if self.asking {
            let text = line.original.trim();
            self.diag(line, body, text, Severity::Warning, Say::ReadPast);
            return;
        }
        for &(a, b) in &line.mended {
            let read = &line.folded[a..b];
            let written = line.original_of(read).trim().to_string();
            let say = Say::Mended {
                written: written.clone(),
                read: read.to_string(),
            };
            self.diag(line, read, &written, Severity::Warning, say);
        }
        // "Applications to the 69th:" then "- Perrin Aubriot: admitted, with his commission.":
        // a colonel's answers one a line; what follows an answer is his reason, read past.
        if self.answering_applicants {
            if let Some((rest, order)) = admissions::name_first(body) {
                let answer = &body[..body.len() - rest.len()];
                self.item(line, action::Item::Monthly(order), answer);
                let reason = rest.trim_start_matches([',', ';', '.', ' ']).trim_end();
                if !reason.is_empty() {
                    let original = line.original_of(reason).to_string();
                    self.diag(line, reason, &original, Severity::Warning, Say::ReadPast);
                }
                return;
            }
            self.answering_applicants = false;
        }
        if admissions::applicants_heading(body) {
            self.answering_applicants = true;
            let original = line.original.trim();
            self.diag(line, body, original, Severity::Warning, Say::ReadPast);
            return;
        }
        // "Regards,\nHugh Pemberton | Senior Analyst\nNorthgate Logistics | 14 Quayside Road":
        // after a sign-off that follows the orders, a signature, unless a week or a P.S.
        // opens orders again.
        // A postscript opens orders again.
        if lex::one_of(words::POSTSCRIPT)(body).is_ok() || lex::one_of(&["nb", "n.b"])(body).is_ok()
        {
            self.signed_off = false;
        }
        if self.signed_off && heading(body, true).is_err() {
            let original = line.original.trim();
            self.diag(line, body, original, Severity::Warning, Say::ReadPast);
            return;
        }
        // A Markdown task list: "- [ ] W2: seek the appointment" is still to do, so ordered;
        // "- [x] W1: regimental duty" is done already (last month's), so not.
        let bulleted = line.folded.trim_start().starts_with(['-', '*']);
        if let Some(task) = body
            .strip_prefix("- ")
            .or_else(|| body.strip_prefix("* "))
            .or(bulleted.then_some(body))
            && let Some(done) = checkbox(task)
            // A to-do list names its weeks ("- [ ] W2: ..."); a form's boxes name choices.
            && let after = lex::sp(&task[task.find(']').map_or(0, |k| k + 1)..])
            && matches!(heading(after, true), Ok((_, (Heading::Week(_), _))))
        {
            if done {
                let original = line.original.trim();
                self.diag(line, body, original, Severity::Warning, Say::ReadPast);
                return;
            }
            return self.line_body(line, after);
        }
        // A form's checkboxes: "[x] Court: ..." is chosen, "[ ] Rest" is not.
        let body = match checkbox(body) {
            Some(true) => lex::sp(&body[body.find(']').map_or(0, |k| k + 1)..]),
            Some(false) => {
                let original = line.original.trim();
                self.diag(line, body, original, Severity::Warning, Say::ReadPast);
                return;
            }
            None => body,
        };
        self.line_body(line, body);
    }

    /// A line's text past its list marks and checkboxes.
    fn line_body(&mut self, line: &Line, body: &str) {
        if body.is_empty() {
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
                self.error(line, e, body);
                return;
            }
            Err(_) => {}
        }
        // A form's field left empty: "Reckless bravery / poltroonery: n/a", "No quarter to: -".
        if form_field(body)
            && heading(body, true).is_err()
            && body.split_once(": ").is_some_and(|(_, value)| {
                [
                    "n/a",
                    "na",
                    "none",
                    "-",
                    "--",
                    "nada",
                    "ninguna",
                    "ninguno",
                    "nothing",
                    "no aplica",
                ]
                .contains(&value.trim_end_matches(['.', ' ']))
            })
        {
            return;
        }
        let mut i = after_item_number(body);
        // "...hang on, I've counted my purse. Scratch that, week 3 should be rest": a
        // correction after a sentence of its own; what stands before it is read first.
        if heading::correction(i).is_none()
            && let Some(k) = correction_within(i)
        {
            let before = &i[..k];
            self.piece(line, before);
            i = &i[k..];
        }
        let mut line_start = true;
        loop {
            if line_start && let Some((rest, n)) = heading::correction(i) {
                // The week's orders are replaced by what follows.
                let w = usize::from(n - 1);
                self.sheet.weeks[w].actions.clear();
                self.sources[w].clear();
                self.open(line, i, Heading::Week(n), None);
                self.in_order = false;
                self.signed_off = false;
                i = rest;
            } else if let Ok((rest, (h, lang))) = heading(i, line_start) {
                // "Perdon, me he liado: la 2a y la 3a van al reves. O sea: / 2a semana: ...":
                // after the player says he got it wrong, a week named again is written anew.
                if self.correcting
                    && line_start
                    && let Heading::Week(n @ 1..=4) = h
                {
                    let w = usize::from(n - 1);
                    self.sheet.weeks[w].actions.clear();
                    self.sources[w].clear();
                }
                self.open(line, i, h, lang);
                i = rest;
                // "Obs: en la S-4 pido también 300 coronas": a week named first thing under
                // the month's label.
                if h == Heading::Monthly
                    && let Some((rest, h, lang)) = week_in_sentence(lex::sp(i))
                {
                    self.open(line, i, h, lang);
                    i = rest;
                }
            } else if line_start
                && let Some((label, week)) = self.series.get(&line.number)
                && let Some(rest) = i.strip_prefix(label.as_str())
            {
                let week = *week;
                self.open(line, i, Heading::Week(week), None);
                i = rest;
            } else if let Some((rest, h, lang)) = week_in_sentence(i) {
                self.open(line, i, h, lang);
                i = rest;
            }
            line_start = false;
            let next = next_heading(i);
            let piece = &i[..i.len() - next.len()];
            if let Some((at, n, b)) = heading::except_week(piece)
                && self.section != Section::Duel
            {
                // "... every week except the third, which is regimental duty".
                let before = self.section;
                if !matches!(self.section, Section::Week(_)) {
                    self.open(line, piece, Heading::Week(1), None);
                }
                self.piece(line, &piece[..at]);
                self.open(line, &piece[b..], Heading::Week(n), None);
                self.piece(line, &piece[b..]);
                self.section = before;
            } else if let Some((at, weeks, lang)) = heading::week_at_end(piece)
                && self.section != Section::Duel
            {
                // "And buy a second horse in week 3.": that sentence is week 3's; "Fencing
                // (rapier) — weeks 1 and 3": that order in each week named.
                let before = self.section;
                for n in weeks {
                    self.open(line, &piece[at..], Heading::Week(n), lang);
                    self.piece(line, &piece[..at]);
                }
                self.section = before;
            } else {
                // "If she accepts then week 3 I bring her to the club": the week it names.
                if let Some(n) = heading::branch_week(piece)
                    && self.section != Section::Duel
                    && self.section != Section::Week(n)
                {
                    self.open(line, piece, Heading::Week(n), None);
                }
                self.piece(line, piece);
            }
            if next.is_empty() {
                break;
            }
            i = next;
        }
    }

    /// True when the line is just the character's name, or part of it ("Pierre", "Rodney
    /// Bergerac", "R. Bergerac"): a signature.
    /// True once an order has been read: a week's action, a monthly order or a duel order.
    fn has_orders(&self) -> bool {
        self.sheet.weeks.iter().any(|w| !w.actions.is_empty())
            || !self.sheet.monthly.is_empty()
            || self.duel.any
    }

    fn is_signature(&self, line: &Line) -> bool {
        let words = &self.name_words;
        let body = line.folded.trim_end_matches(['.', '!', ',', ' ']);
        let mut signed = 0;
        let mut long = false;
        for s in body
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
        {
            signed += 1;
            long |= s.len() > 2;
            let known = words
                .iter()
                .any(|w| w == s || (s.len() == 1 && w.starts_with(s)));
            if signed > words.len() || !known {
                return false;
            }
        }
        signed > 0 && long
    }

    fn character(&mut self, line: &Line, name: &str) {
        let name = line.original_of(name).trim().to_string();
        match &self.sheet.character {
            None => {
                self.name_words = crate::orders::names::fold(&name)
                    .split(|c: char| !c.is_alphanumeric())
                    .filter(|w| !w.is_empty())
                    .map(str::to_string)
                    .collect();
                self.sheet.character = Some(name);
            }
            Some(first) if *first == name => {}
            Some(first) => {
                let say = Say::SecondCharacter {
                    first: first.clone(),
                };
                self.diag(line, &line.folded, &name, Severity::Error, say);
            }
        }
    }

    /// Opens the section of heading `h`, found at `at`.
    fn open(&mut self, line: &Line, at: &str, h: Heading, lang: Option<Language>) {
        self.vote(lang, 2);
        if matches!(
            h,
            Heading::Week(_) | Heading::Weeks(..) | Heading::Pair(..) | Heading::Remaining
        ) {
            self.week_lines.push(line.number);
        }
        self.last = None;
        self.last_if = None;
        if h == Heading::Duel {
            self.duel.language = lang;
        }
        self.section = match h {
            Heading::Week(n @ 1..=4) => {
                // "Second fortnight:" then "- week 3 ...", "- week 4 ...": the range divided.
                if self.ranges.last().is_some_and(|&(a, _)| a == n) {
                    self.range_divided = true;
                }
                self.within_range(n, line.number);
                Section::Week(n)
            }
            Heading::Pair(a, b) => {
                self.pairs.push((a, b));
                Section::Week(a)
            }
            Heading::Weeks(a, b) => self.open_range(a, b, line.number),
            Heading::Monthly => Section::Monthly,
            // "Rest of the month: on campaign": the weeks after the last one read.
            Heading::Remaining => match self.last_week_read() {
                4.. => Section::Nowhere,
                3 => Section::Week(4),
                n => self.open_range(n + 1, 4, line.number),
            },
            Heading::Duel => Section::Duel,
            Heading::Next { other } => {
                let n = match self.section {
                    // "la otra semana" inside a pair is its second; "the week after" a
                    // range is the week after its last.
                    Section::Week(n) if other => n,
                    _ => self.last_week_read(),
                };
                if n >= 4 {
                    let text = line.original_of(at);
                    self.diag(
                        line,
                        at,
                        text,
                        Severity::Error,
                        Say::NoSuchWeek { week: n + 1 },
                    );
                    Section::Nowhere
                } else {
                    Section::Week(n + 1)
                }
            }
            Heading::Week(n) => {
                let text = line.original_of(at.split(':').next().unwrap_or(at));
                self.diag(line, at, text, Severity::Error, Say::NoSuchWeek { week: n });
                Section::Nowhere
            }
        };
    }

    /// The weeks `a` to `b`, with the same orders, named on line `number`.
    fn open_range(&mut self, a: u8, b: u8, number: u32) -> Section {
        self.ranges.push((a, b));
        self.range_line = Some(number);
        self.range_divided = false;
        Section::Week(a)
    }

    /// The last week of the section being read: its range's last when it opened one, 0
    /// outside the weeks.
    fn last_week_read(&self) -> u8 {
        match self.section {
            Section::Week(n) => self
                .ranges
                .iter()
                .filter(|(a, _)| *a == n)
                .map(|&(_, b)| b)
                .max()
                .unwrap_or(n),
            _ => 0,
        }
    }

    /// A week named again inside a range named before ("the two remaining weeks I'll be at
    /// Red Phillips. In the fourth week I'll also put 3 bets"): it starts with the range's
    /// orders, so what is said under it adds to them.
    fn within_range(&mut self, n: u8, line: u32) {
        let w = usize::from(n - 1);
        let Some(&(a, _)) = self.ranges.iter().find(|(a, b)| *a < n && n <= *b) else {
            return;
        };
        if !self.sheet.weeks[w].actions.is_empty() {
            return;
        }
        let first = usize::from(a - 1);
        self.sheet.weeks[w].actions = self.sheet.weeks[first].actions.clone();
        self.sources[w] = self.sources[first].clone();
        // Named on the range's own line, or on the line after its first week was named by
        // itself, the week divides the range ("Segunda quincena: la semana 3 ... En la 4,
        // ..."); after the range alone it is a second thought the GM is asked about ("Weeks
        // 1-2: duty" then "Week 2: court her").
        self.inherited[w] = self.range_line == Some(line) || self.range_divided;
        self.last = self.sheet.weeks[w].actions.iter().position(|x| x.is_long());
    }
}

/// The words of a line, after the bullets, emoji and rules before them ("• Practice",
/// "🗓️ Week 1").
fn body<'a>(line: &'a Line) -> &'a str {
    let b = line
        .folded
        .trim_start_matches(|c: char| !c.is_alphanumeric() && !"(\"'<>[".contains(c));
    // "a) Me apunto a Les Tuiles Bleues", "(b) Practise": a sub-item's letter.
    let b2 = b.strip_prefix('(').unwrap_or(b);
    match b2.as_bytes() {
        [c, b')', b' ', ..] if (b'a'..=b'h').contains(c) => b2[3..].trim_start(),
        _ => b,
    }
}

/// Whether a line starts with a ticked box ("[x]", "[X]", "[*]", "[v]", "[✓]": `Some(true)`) or
/// an empty one ("[ ]", "[]": `Some(false)`).
fn checkbox(body: &str) -> Option<bool> {
    let inner = body.strip_prefix('[')?;
    let end = inner.find(']')?;
    match inner[..end].trim() {
        "" => Some(false),
        "x" | "*" | "v" | "✓" | "✔" | "+" => Some(true),
        _ => None,
    }
}

/// "1) Week 1: ...", "5) Also week 4:", "6) Duel:": the heading after an item number.
fn after_item_number(body: &str) -> &str {
    match item_number(body) {
        Some(rest) if heading(rest, true).is_ok() => rest,
        // "5. COMMAND AND SIGNAL.", "7. Month. The Character shall...": a paragraph's number
        // past the month's four weeks numbers the letter, not a week.
        Some(rest)
            if body
                .split(['.', ')', '-'])
                .next()
                .and_then(|n| n.parse::<u8>().ok())
                > Some(4) =>
        {
            rest
        }
        _ => body,
    }
}

/// True when some line of the letter, outside quotes, names a week.
fn has_week_heading(lines: &[Line]) -> bool {
    let names_week = |i: &str, line_start: bool| {
        matches!(
            heading(i, line_start),
            Ok((
                _,
                (Heading::Week(_) | Heading::Weeks(..) | Heading::Pair(..), _)
            ))
        ) || week_in_sentence(i).is_some_and(|(_, h, _)| !matches!(h, Heading::Next { .. }))
    };
    // ("The following week I invite her": a week after another, in a letter that names
    // none, is read in order too.)
    for line in lines {
        if line.folded.starts_with('>') {
            continue;
        }
        let mut i = after_item_number(body(line));
        if names_week(i, true) {
            return true;
        }
        loop {
            i = next_heading(i);
            if i.is_empty() {
                break;
            }
            if names_week(i, false) {
                return true;
            }
        }
    }
    false
}

/// What follows an item number ("1)", "5.", "6 -") and "also", or `None`.
fn item_number(i: &str) -> Option<&str> {
    let n = i.find(|c: char| !c.is_ascii_digit()).unwrap_or(i.len());
    if n == 0 || n > 2 {
        return None;
    }
    let rest = i[n..].strip_prefix([')', '.', '-'])?;
    let rest = lex::sp(rest);
    Some(lex::one_of(&["also", "and", "y", "tambien"])(rest).map_or(rest, |(r, _)| lex::sp(r)))
}

/// Where the next heading on this line starts, after a sentence end (or `""`).
fn next_heading(i: &str) -> &str {
    let conditional = |t: &str| lex::one_of(&["if", "si", "and if", "y si"])(t).is_ok();
    // Whether the sentence being scanned opens with a condition.
    let mut opens_with_condition = conditional(i);
    for (n, c) in i.char_indices() {
        // "Forgot - in week 2 also lend Fabre 50 crowns": a dash between words too.
        let dash = matches!(c, '-' | ':') && i[n + 1..].starts_with(' ');
        if c == ' ' && n > 0 && heading::bare_week_label(&i[..n], &i[n + 1..]).is_some() {
            return &i[n + 1..];
        }
        if matches!(c, '.' | ';' | '!' | '?' | ',' | ')') || dash {
            let candidate = lex::sp(&i[n + c.len_utf8()..]);
            // "If she accepts, then week 3 I take her ...": the condition's own branch.
            if opens_with_condition
                && !matches!(c, '.' | ';' | '!' | '?')
                && lex::one_of(&["then", "entonces"])(candidate).is_ok()
            {
                continue;
            }
            if matches!(c, '.' | ';' | '!' | '?') {
                opens_with_condition = conditional(candidate);
                // "... haha. If the courting works then week 3 I bring her ...": a sentence
                // of its own week.
                if n > 0 && heading::branch_week(candidate).is_some() {
                    return candidate;
                }
            }
            if heading(candidate, false).is_ok() || week_in_sentence(candidate).is_some() {
                return candidate;
            }
        }
    }
    ""
}

#[cfg(test)]
mod tests {

    /// What a reviewer found read into harmless words, read past now: a thing asked for that
    /// is no debt, a duel watched, a manner of speaking with "favour" in it.
    #[test]
    fn words_near_an_order_make_none() {
        for text in [
            "Week 1: I ask Porthos for my sword.",
            "Week 1: rest. If Porthos fights Jussac, I go to see it.",
            "Week 2: court Mlle Aude. The dice have not been in my favour lately, but I go on.",
        ] {
            let sheet = parse_orders(text);
            let actions: Vec<_> = sheet.weeks.iter().flat_map(|w| &w.actions).collect();
            assert!(
                !actions.iter().any(|a| matches!(
                    a,
                    crate::orders::Action::DemandRepayment { .. }
                        | crate::orders::Action::Theatre { .. }
                )),
                "{text}: {actions:?}"
            );
            assert!(
                !sheet
                    .diagnostics
                    .iter()
                    .any(|d| d.severity == Severity::Error && d.text.contains("favour")),
                "{text}: {:?}",
                sheet.diagnostics
            );
        }
    }

    /// Prose read past that holds an order's words goes to the GM; a weapon named alone,
    /// or last month told, does not.
    #[test]
    fn prose_that_holds_an_order_is_doubted_not_dropped() {
        let sheet = parse_orders(
            "Week 3: the Frog & Peach, and while he's there he makes his public apology to Captain Vautrin\nWeek 4: rest",
        );
        assert!(
            sheet
                .diagnostics
                .iter()
                .any(|d| d.severity == Severity::Error && d.text.contains("apology")),
            "{:?}",
            sheet.diagnostics
        );
        let sheet = parse_orders("Week 1: rest; last month he challenged Jussac, to no avail");
        assert!(
            sheet
                .diagnostics
                .iter()
                .all(|d| d.severity != Severity::Error),
            "{:?}",
            sheet.diagnostics
        );
    }

    use super::*;
    use crate::orders::Action;
    use crate::orders::Say;
    use crate::vocab::{Club, Weapon};

    fn no_errors(sheet: &OrderSheet) -> bool {
        sheet
            .diagnostics
            .iter()
            .all(|d| d.severity != Severity::Error)
    }

    fn errors(sheet: &OrderSheet) -> Vec<(u32, u32, &str)> {
        sheet
            .diagnostics
            .iter()
            .map(|d| (d.line, d.column, d.text.as_str()))
            .collect()
    }

    #[test]
    fn lines_wrapped_by_the_mail_program_are_read_as_one() {
        let text = "Week 1: Rest; I'm still wounded from the Raimbaut affair. And I apologise\n\
                    to Hippolyte Garnier for the remark about his sister, in the Gazette\n\
                    Week 2: practise rapier\n";
        let sheet = parse_orders(text);
        assert_eq!(
            sheet.week(1),
            [
                Action::Rest,
                Action::Apologise {
                    whom: "Hippolyte Garnier".into()
                }
            ]
        );
        // A diagnostic on the second line of a wrapped one points at that line.
        let at = sheet
            .diagnostics
            .iter()
            .find(|d| d.text == "in the Gazette");
        assert_eq!(at.map(|d| (d.line, d.column)), Some((2, 55)));
        // A short line, or one that ends a sentence, was ended by the player.
        let sheet = parse_orders("Week 1: rest\nand practise\n");
        assert_eq!(sheet.week(1), [Action::Rest]);
        let text = "Week 1: For the duel I shall have the rapier, and accept all challenges\n\
                    Thank you very much and best regards\n";
        let sheet = parse_orders(text);
        assert!(sheet.diagnostics.iter().any(|d| d.line == 2));
    }

    #[test]
    fn a_table_row_is_one_order_across_its_cells() {
        let sheet = parse_orders(
            "Week | Action   | Details\n  1  | Fencing  | sabre\n  3  | Court    | Lady Marguerite\n",
        );
        assert_eq!(
            sheet.week(1),
            [Action::Practice {
                weapon: Some(Weapon::Sabre)
            }]
        );
        assert!(
            matches!(sheet.week(3), [Action::Court { lady, .. }] if lady.contains("Marguerite"))
        );
        assert!(no_errors(&sheet), "{:?}", sheet.diagnostics);
    }

    #[test]
    fn a_forms_ticked_boxes_are_orders_and_its_empty_ones_are_not() {
        let sheet = parse_orders(
            "## Week 1\n- [x] Court: Mme Eleonore de Breze, with 2 extra lots of gifts\n\
             - [ ] Rest\n## Week 2\n- [ ] Regimental duty\n- [X] Practise rapier\n",
        );
        assert!(matches!(
            sheet.week(1),
            [Action::Court { extra_gifts: 2, .. }]
        ));
        assert!(matches!(sheet.week(2), [Action::Practice { .. }]));
        assert!(no_errors(&sheet), "{:?}", sheet.diagnostics);
    }

    #[test]
    fn a_forms_fields_are_details() {
        let sheet =
            parse_orders("Week 3: Bawdyhouse - companionship: yes - gamble: no - purse: 40 cr");
        assert!(matches!(
            sheet.week(3),
            [Action::VisitBawdyhouse {
                companionship: true,
                crowns_carried: Some(40),
                ..
            }]
        ));
        assert!(no_errors(&sheet), "{:?}", sheet.diagnostics);
    }

    #[test]
    fn a_forms_duel_fields_are_read_and_its_empty_ones_are_not_names() {
        let sheet = parse_orders(
            "Week 1: rest\nDuel weapon: dagger\nSurrender at (END): 25\nNo quarter to: -\n",
        );
        let duel = sheet.duel.as_ref().expect("duel orders");
        assert_eq!(
            duel.surrender_at,
            Some(crate::orders::SurrenderAt::Endurance(25))
        );
        assert!(duel.no_quarter.is_empty(), "{:?}", duel.no_quarter);
        assert!(no_errors(&sheet), "{:?}", sheet.diagnostics);
    }

    #[test]
    fn no_character_name_carries_the_password() {
        // An HTML mail whose orders stand in one <span>: one line.
        let sheet = parse_orders("Character: Rodney Bergerac password: Hunter2 Week 1: rest");
        assert_eq!(sheet.character.as_deref(), Some("Rodney Bergerac"));
        assert!(
            sheet
                .password
                .as_deref()
                .is_some_and(|p| p.starts_with("Hunter2"))
        );
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
    fn spanish_weeks_as_players_label_them() {
        let sheet = parse_orders(
            "la 1 practico florete, la 2 al club con mi dama, la 3 cuartel, la 4 me tiro a descansar.",
        );
        assert!(no_errors(&sheet), "{:?}", sheet.diagnostics);
        assert_eq!(sheet.week(4), [Action::Rest]);
        let sheet =
            parse_orders("1ª Semana: servicio.\nDe la 2ª a la 4ª semana: practico con el sable.");
        assert!(no_errors(&sheet), "{:?}", sheet.diagnostics);
        for week in 2..=4 {
            assert_eq!(
                sheet.week(week),
                [Action::Practice {
                    weapon: Some(Weapon::Cutlass)
                }]
            );
        }
        let sheet = parse_orders(
            "1) Primera semana:\n   a) Me apunto a Les Tuiles Bleues.\n   b) Practico con la ropera.",
        );
        assert!(no_errors(&sheet), "{:?}", sheet.diagnostics);
        assert_eq!(sheet.week(1).len(), 2);
    }

    #[test]
    fn the_months_order_inside_what_looks_like_an_aside() {
        let sheet = parse_orders(
            "Semana 1: descanso.\nSepa vuestra merced, además, que durante todo el mes don \
             Beltrán hará gastos ostentosos, como corresponde a un caballero de su alcurnia.",
        );
        assert!(no_errors(&sheet), "{:?}", sheet.diagnostics);
        assert_eq!(sheet.monthly.len(), 1);
    }

    #[test]
    fn every_week_but_one() {
        let sheet = parse_orders(
            "Rapier practice every week this month except the third, which is regimental duty.\n\
             \nWeek 2 as well: a public apology to the Chevalier de Mauvoisin.",
        );
        let practice = Action::Practice {
            weapon: Some(Weapon::Rapier),
        };
        assert_eq!(sheet.week(1), std::slice::from_ref(&practice));
        assert_eq!(sheet.week(2).len(), 2, "{:?}", sheet.week(2));
        assert_eq!(sheet.week(2)[0], practice);
        assert_eq!(sheet.week(3), [Action::RegimentalDuty]);
        assert_eq!(sheet.week(4), [practice]);
        let sheet = parse_orders(
            "Este mes practico con la ropera todas las semanas menos la tercera, que la paso con mi dama.",
        );
        assert_eq!(sheet.week(3), [Action::VisitMistress]);
        assert_eq!(sheet.week(4).len(), 1);
    }

    #[test]
    fn struck_text_and_empty_form_fields_order_nothing() {
        let sheet = parse_orders(
            "Week 3: ~~Regimental duty~~ Practise rapier\nWeek 4: ~~Rest~~ Visit my mistress\n\
             Reckless bravery / poltroonery: n/a\nShort actions (state week): wk1 apologise to \
             Hector Malbec for the business at the Blue Gables\nConspicuous consumption (Y/N): Y",
        );
        assert!(no_errors(&sheet), "{:?}", sheet.diagnostics);
        assert_eq!(sheet.week(4), [Action::VisitMistress]);
        assert_eq!(
            sheet.week(1).len(),
            1,
            "the apology only: {:?}",
            sheet.week(1)
        );
        assert_eq!(sheet.monthly.len(), 1);
    }

    #[test]
    fn a_detail_after_a_sentences_end_goes_with_the_weeks_visit() {
        let sheet =
            parse_orders("Semana 3: al lupanar con 50 coronas; vino y mozas, pero nada de dados.");
        assert!(no_errors(&sheet), "{:?}", sheet.diagnostics);
        assert!(matches!(
            sheet.week(3),
            [Action::VisitBawdyhouse {
                carouse: true,
                companionship: true,
                ..
            }]
        ));
        // "nothing fancy" beside an order adds no second one.
        let sheet = parse_orders("Week 2: Théâtre Royale: stalls, nothing fancy");
        assert!(no_errors(&sheet), "{:?}", sheet.diagnostics);
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
    fn a_letter_naming_no_week_is_read_in_order() {
        let sheet = parse_orders("Practise rapier\nRegimental duty\n");
        assert_eq!(
            sheet.week(1),
            [Action::Practice {
                weapon: Some(Weapon::Rapier)
            }]
        );
        assert_eq!(sheet.week(2), [Action::RegimentalDuty]);
        // Two weeks of four: the GM reads the letter.
        let d = &sheet.diagnostics[0];
        assert_eq!(d.severity, Severity::Error);
        assert_eq!(d.say, Some(Say::InOrder { weeks: 2 }));
        // A letter that names a week anywhere is not read in order.
        let sheet = parse_orders("Practise rapier\nWeek 2: rest\n");
        assert_eq!(sheet.week(1), []);
        assert_eq!(sheet.diagnostics[0].say, Some(Say::NotUnderWeek));
    }

    #[test]
    fn words_players_use() {
        let sheet = parse_orders(
            "Week 1: he visits his mistress\n\
             Week 2: Me paso la semana en el cuartel\n\
             Week 3: cortejo a Ninon y le llevo flores de 30 coronas\n\
             Week 4: apply to the Cardinal's Guard, buying the rank of Captain",
        );
        assert_eq!(sheet.week(1), [Action::VisitMistress]);
        assert_eq!(sheet.week(2), [Action::RegimentalDuty]);
        assert!(matches!(
            sheet.week(3),
            [Action::Court { .. }, Action::Gift { crowns: 30, .. }]
        ));
        assert!(matches!(
            sheet.week(4),
            [Action::ApplyRegiment { rank: Some(_), .. }]
        ));
        assert!(
            sheet
                .diagnostics
                .iter()
                .all(|d| d.severity == Severity::Warning),
            "{:?}",
            sheet.diagnostics
        );
    }

    #[test]
    fn box_drawn_tables_and_french_labels() {
        let sheet = parse_orders("1   │ Practise rapier   │\nSemaine 2: rest\n");
        assert_eq!(
            sheet.week(1),
            [Action::Practice {
                weapon: Some(Weapon::Rapier)
            }]
        );
        assert_eq!(sheet.week(2), [Action::Rest]);
    }

    #[test]
    fn surrender_as_players_write_it() {
        use crate::orders::SurrenderAt;
        for (text, at) in [
            ("Duel: surrender at 40%", SurrenderAt::Fraction(0.4)),
            (
                "Duel: I will surrender at 50 percent of my endurance",
                SurrenderAt::Fraction(0.5),
            ),
            ("Duel: - Surrender: ½ END", SurrenderAt::Fraction(0.5)),
            (
                "Duelo: Rendición: cuando baje al 40% de mi resistencia",
                SurrenderAt::Fraction(0.4),
            ),
            (
                "Duel: I'll ask for quarter when I'm down to 20",
                SurrenderAt::Endurance(20),
            ),
            ("Duel: surrender: I shall not yield", SurrenderAt::Never),
        ] {
            let sheet = parse_orders(text);
            let got = sheet.duel.and_then(|d| d.surrender_at);
            assert_eq!(got, Some(at), "{text}");
        }
    }

    #[test]
    fn conditions_are_left_to_the_gm() {
        let sheet = parse_orders("Week 1: rest\nWeek 2: si llueve, descanso");
        assert_eq!(sheet.week(2), []);
        assert_eq!(sheet.diagnostics[0].message, Say::Condition.english());
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
