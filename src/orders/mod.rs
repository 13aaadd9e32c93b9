//! Orders: what a player tells his character to do this month.
//!
//! This module holds the *syntax tree* of an order email, as the parser understood it, knowing
//! nothing of the game state (stage one). Names of people stay strings here; `rules` resolves
//! them against the world and turns what cannot be done into events with a reason (stage two).
//!
//! The JSON form of [`OrderSheet`] is the interface of `engarde check --json`: kinds and ids
//! in snake_case, always four weeks. Fields may be added; none may be renamed.

pub mod names;
pub mod parse;

use crate::vocab::{Club, Language, Weapon};
use serde::{Deserialize, Serialize};

pub use parse::parse_orders;

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
    /// Everything that was not understood, with where it was.
    pub diagnostics: Vec<Diagnostic>,
}

impl OrderSheet {
    /// An empty sheet with its four weeks.
    pub fn empty() -> Self {
        OrderSheet {
            weeks: (1..=4)
                .map(|week| WeekOrders {
                    week,
                    actions: Vec::new(),
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
}

/// One thing a character does in a week. Long actions fill the week; short ones do not.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Action {
    /// Practise with a weapon at a fencing school (long). `None`: the regiment's weapon.
    Practice {
        #[serde(default)]
        weapon: Option<Weapon>,
    },
    /// Visit a club (long): one's own when `club` is `None`, or a named one (as a member, or
    /// as the guest of `host`).
    VisitClub {
        #[serde(default)]
        club: Option<Club>,
        #[serde(default)]
        carouse: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        host: Option<String>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        guests: Vec<String>,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        with_mistress: bool,
    },
    /// Join a club (short).
    JoinClub { club: Club },
    /// Resign from one's club (short).
    ResignClub,
    /// Visit a bawdyhouse (long): carouse and/or take female companionship.
    VisitBawdyhouse {
        #[serde(default)]
        carouse: bool,
        #[serde(default)]
        companionship: bool,
    },
    /// Court a lady (long), optionally paying `extra_gifts` further lots of 3 x her SL for +1 each.
    Court {
        lady: String,
        #[serde(default, skip_serializing_if = "is_zero")]
        extra_gifts: u8,
    },
    /// Visit one's mistress (long).
    VisitMistress,
    /// A week of regimental duty (long).
    RegimentalDuty,
    /// Rest (long): do nothing, recover.
    Rest,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

impl Action {
    /// The action's kind as it appears in JSON (`practice`, `visit_club`...).
    pub fn kind(&self) -> &'static str {
        match self {
            Action::Practice { .. } => "practice",
            Action::VisitClub { .. } => "visit_club",
            Action::JoinClub { .. } => "join_club",
            Action::ResignClub => "resign_club",
            Action::VisitBawdyhouse { .. } => "visit_bawdyhouse",
            Action::Court { .. } => "court",
            Action::VisitMistress => "visit_mistress",
            Action::RegimentalDuty => "regimental_duty",
            Action::Rest => "rest",
        }
    }

    /// Long actions fill the week; a week holds at most one.
    pub fn is_long(&self) -> bool {
        !matches!(self, Action::JoinClub { .. } | Action::ResignClub)
    }
}

/// An order for the whole month.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum MonthlyOrder {
    /// Spend 3 x SL on support instead of 2 x SL, for +1 status point.
    ConspicuousConsumption,
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
}
