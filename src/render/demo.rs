//! The demo's closing words: what happened each month in a few lines, where the mails and
//! the web site are, and how to look at them. The demo (`crate::demo`) gathers the facts
//! from the turns' events and the store; `demo.{en,es}.txt` word them.

use super::{Names, Renderer, Result};
use crate::rules::army::ArmyEvent;
use crate::vocab::{Rank, Regiment};
use crate::world::{CharacterId, LadyId};
use serde::Serialize;

/// The demo's summary.
#[derive(Debug, Clone, Serialize)]
pub struct DemoView {
    pub game: String,
    pub months: Vec<DemoMonth>,
    /// The folder of the demo, and the mails written in its outbox.
    pub out: String,
    pub outbox: String,
    pub mails: usize,
    /// A mail to open first (a result with a duel), its file name.
    pub example: String,
    pub site: String,
    pub config: String,
}

/// One month of the demo.
#[derive(Debug, Clone, Serialize)]
pub struct DemoMonth {
    /// "June 1626", in the game's language.
    pub month: String,
    pub turn: u32,
    pub lines: Vec<Highlight>,
    /// The mails of the month.
    pub mails: usize,
}

/// Something worth telling of a month.
#[derive(Debug, Clone, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Highlight {
    /// A duel, blow by blow in both men's results. `lady`: the lady they quarrelled over.
    Duel {
        winner: Option<CharacterId>,
        loser: Option<CharacterId>,
        a: CharacterId,
        b: CharacterId,
        /// "surrendered", "killed", "both_killed", "fell", "both_fell", "first_blood",
        /// "parted", "turn_limit".
        ending: String,
        turns: u32,
        lady: Option<LadyId>,
    },
    /// A courtship won; `from`: the lover she left for him.
    Won {
        who: CharacterId,
        lady: LadyId,
        from: Option<CharacterId>,
    },
    /// A night at the tables, and what it left him (crowns won, or lost when negative).
    Tables { who: CharacterId, crowns: i64 },
    /// A commission bought.
    Commission {
        who: CharacterId,
        regiment: Regiment,
        rank: Rank,
    },
    /// The summer's battle, as the Field Army's despatch tells it.
    Battle { line: String },
    /// A player's fate in the battle.
    Campaign {
        who: CharacterId,
        regiment: Regiment,
        died: bool,
        mentioned: bool,
        promoted: Option<Rank>,
        plunder: u32,
    },
    /// The GM answered a letter of his queue by email.
    Approved {
        who: CharacterId,
        item: u64,
        corrected: bool,
    },
    /// A player's announcement in the newspaper.
    Press { who: CharacterId },
    /// Players reminded of the deadline, having sent no orders yet.
    Reminded { who: Vec<CharacterId> },
    /// Social levels that moved at the month's turn.
    Levels { rose: Vec<Level>, fell: Vec<Level> },
}

/// A man's new social level.
#[derive(Debug, Clone, Serialize)]
pub struct Level {
    pub who: CharacterId,
    pub to: u8,
}

impl Renderer {
    /// The demo's summary in the game's language.
    pub fn demo(&self, view: &DemoView, names: &Names) -> Result<String> {
        self.render_value("demo", &[("d", view)], names)
            .map(|s| format!("{s}\n"))
    }

    /// The Field Army's line of a battle, as the newspaper's front page gives it.
    pub fn battle_line(&self, event: &ArmyEvent, names: &Names) -> Result<String> {
        self.render_value("front", &[("a", event), ("v", &0u64)], names)
    }
}
