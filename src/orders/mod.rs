//! Orders: what a player tells his character to do this month.
//!
//! This module holds the *syntax tree* of an order email, as the parser understood it, knowing
//! nothing of the game state (stage one). Names of people stay strings here; `rules` resolves
//! them against the world and turns what cannot be done into events with a reason (stage two).
//!
//! The JSON form of [`OrderSheet`] is the interface of `engarde check --json`: kinds and ids
//! in snake_case, always four weeks. Fields may be added; none may be renamed.

mod action;
mod duel;
pub mod names;
pub mod parse;
pub mod say;

pub use action::{
    Action, Bet, Bribe, Cause, Condition, Decision, FavourUse, Gamble, Lender, MONEYLENDER,
    MonthlyOrder, Seat, Volunteer,
};
pub use duel::{AcceptPolicy, DuelOrders, Sequence, SurrenderAt};

use crate::vocab::Language;
use serde::{Deserialize, Serialize};

pub use parse::{parse_orders, parse_orders_in};
pub use say::Say;

/// One order email, understood: the character it is for, four weeks, the month's orders,
/// and every diagnostic about what could not be understood.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct OrderSheet {
    /// The character named on the character line, as written.
    pub character: Option<String>,
    /// The password given on the character line, if any (checked by the mail shell, never
    /// echoed back).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub password: Option<String>,
    /// The language the orders were written in (decided by the section headings and words).
    pub language: Language,
    /// Always four entries, weeks 1 to 4.
    pub weeks: Vec<WeekOrders>,
    /// Orders for the whole month.
    pub monthly: Vec<MonthlyOrder>,
    /// For each monthly order, the line it was read from (see [`WeekOrders::lines`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub monthly_lines: Vec<u32>,
    /// Standing duel orders, if any were given (they carry over from month to month).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub duel: Option<DuelOrders>,
    /// Everything that was not understood, with where it was.
    pub diagnostics: Vec<Diagnostic>,
}

/// The most diagnostics a sheet reports; past it, the last says how many more there were.
pub const MOST_DIAGNOSTICS: usize = 100;

impl OrderSheet {
    /// Whether anything was ordered: an action in some week, a monthly order or duel orders.
    pub fn holds_orders(&self) -> bool {
        self.weeks.iter().any(|w| !w.actions.is_empty())
            || !self.monthly.is_empty()
            || self.duel.is_some()
    }

    /// Keeps the first [`MOST_DIAGNOSTICS`] less one diagnostics and one more that says how
    /// many followed (an error if any of them was one), and last, if the letter was not read
    /// to its end, the diagnostic that says so, so that no letter, however built,
    /// makes a report, an acknowledgement or a GM's queue item of thousands of lines.
    pub fn cap_diagnostics(&mut self) {
        if self.diagnostics.len() <= MOST_DIAGNOSTICS {
            return;
        }
        // That the end of the letter was not read is said last, always.
        let not_read = self
            .diagnostics
            .iter()
            .position(|d| matches!(d.say, Some(Say::NotRead { .. })))
            .map(|i| self.diagnostics.remove(i));
        let keep = MOST_DIAGNOSTICS - 1 - usize::from(not_read.is_some());
        let cut = self.diagnostics.split_off(keep.min(self.diagnostics.len()));
        if cut.is_empty() {
            self.diagnostics.extend(not_read);
            return;
        }
        let severity = if cut.iter().any(|d| d.severity == Severity::Error) {
            Severity::Error
        } else {
            Severity::Warning
        };
        let first = &cut[0];
        let more = Diagnostic::new(
            first.line,
            first.column,
            severity,
            first.text.clone(),
            Say::More { more: cut.len() },
        );
        self.diagnostics.push(more);
        self.diagnostics.extend(not_read);
    }

    /// An empty sheet with its four weeks.
    pub fn empty() -> Self {
        OrderSheet {
            weeks: (1..=4)
                .map(|week| WeekOrders {
                    week,
                    actions: Vec::new(),
                    lines: Vec::new(),
                })
                .collect(),
            ..Default::default()
        }
    }

    /// The actions of week `week` (1 to 4).
    pub fn week(&self, week: u8) -> &[Action] {
        self.weeks
            .iter()
            .find(|w| w.week == week)
            .map(|w| w.actions.as_slice())
            .unwrap_or(&[])
    }

    /// True when some diagnostic is an error (something the GM must look at).
    pub fn has_errors(&self) -> bool {
        self.diagnostics
            .iter()
            .any(|d| d.severity == Severity::Error)
    }
}

/// The actions ordered for one week.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WeekOrders {
    pub week: u8,
    pub actions: Vec<Action>,
    /// For each action, the line of the letter it was read from (1-based), so that the
    /// acknowledgement can show each line beside what was understood from it. Empty when not
    /// known (orders written by the GM's hand).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub lines: Vec<u32>,
}

/// How bad a diagnostic is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Severity {
    /// Something was not understood (or was ambiguous) and was left out: the GM decides.
    Error,
    /// Something was understood but corrected or assumed; the player is told.
    Warning,
}

/// What could not be understood, and where.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Diagnostic {
    /// 1-based line in the order text.
    pub line: u32,
    /// 1-based column (in characters) where the trouble starts.
    pub column: u32,
    pub severity: Severity,
    /// The text that was not understood.
    pub text: String,
    /// What was expected, in words a player understands.
    pub message: String,
    /// A suggestion ("did you mean ...?"), where one can be made.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub suggestion: Option<String>,
    /// What the message says, as data, for the templates to word in the game's language
    /// (`message` and `suggestion` are its English). Absent in sheets stored before it was.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub say: Option<Say>,
}

impl Diagnostic {
    /// A diagnostic saying `say`, its English message and suggestion made from it.
    pub fn new(line: u32, column: u32, severity: Severity, text: String, say: Say) -> Self {
        Diagnostic {
            line,
            column,
            severity,
            text,
            message: say.english(),
            suggestion: say.suggestion(),
            say: Some(say),
        }
    }
}

/// A plain-text account of what was understood, for `engarde check`: one line per week and
/// one per diagnostic, `line:column: severity: message`.
pub fn describe(sheet: &OrderSheet) -> String {
    use std::fmt::Write;
    let mut out = String::new();
    let name = sheet.character.as_deref().unwrap_or("(no character named)");
    let _ = writeln!(out, "Character: {name}  [{}]", sheet.language.id());
    for w in &sheet.weeks {
        let actions: Vec<String> = w
            .actions
            .iter()
            .map(|a| serde_json::to_string(a).unwrap_or_default())
            .collect();
        let _ = writeln!(
            out,
            "Week {}: {}",
            w.week,
            if actions.is_empty() {
                "-".to_string()
            } else {
                actions.join(" ")
            }
        );
    }
    let monthly: Vec<String> = sheet
        .monthly
        .iter()
        .map(|m| serde_json::to_string(m).unwrap_or_default())
        .collect();
    let _ = writeln!(
        out,
        "Monthly: {}",
        if monthly.is_empty() {
            "-".to_string()
        } else {
            monthly.join(" ")
        }
    );
    for d in &sheet.diagnostics {
        let severity = match d.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
        };
        let _ = write!(
            out,
            "{}:{}: {severity}: {} ({:?})",
            d.line, d.column, d.message, d.text
        );
        if let Some(s) = &d.suggestion {
            let _ = write!(out, "; {s}");
        }
        out.push('\n');
    }
    out
}
