//! From events to the contexts of the private mails: the acknowledgement, the player's
//! result (status sheet, status and crowns line by line, his month week by week with every
//! roll, what to know for next month) and the GM report. Facts only: every word is in the
//! templates, so a Spanish game reads Spanish throughout.

use super::duel::{blow_views, cause_view, duel_view};
use super::standing::standing;
use super::{Names, Renderer, Result};
use crate::calendar::Month;
use crate::orders::{Action, Diagnostic, MonthlyOrder, OrderSheet};
use crate::rules::duel::Side;
use crate::rules::{Event, Happening};
use crate::store::GmItem;
use crate::world::{CharacterId, World};
use serde::Serialize;
use tera::Context;

/// What every mail says about the game.
#[derive(Debug, Clone, Serialize)]
pub struct GameInfo {
    pub name: String,
    /// The deadline of the turn being collected, in words.
    pub deadline: String,
    pub turn: u32,
}

/// What an acknowledgement answers.
pub struct AckInput<'a> {
    pub game: &'a GameInfo,
    pub character: &'a str,
    pub month: Month,
    pub sheet: &'a OrderSheet,
    /// The orders went to the GM instead of being filed.
    pub queued: bool,
    /// The answer to STATUS: the orders on file, not a letter just received.
    pub status: bool,
    /// They arrived after the deadline of `month_closed` and were filed for `month`.
    pub late: Option<Month>,
    /// The letter as written (passwords masked), to show each line beside what was read in
    /// it; `None` where the letter is not at hand (orders already on file).
    pub text: Option<&'a str>,
}

/// One line of the player's letter beside what was read in it.
#[derive(Serialize)]
struct LetterLine {
    number: u32,
    text: String,
    /// The orders read in it, each with its week (`None`: the whole month).
    understood: Vec<ReadOrder>,
    /// The diagnostics on it: what was read past, what the GM will read.
    notes: Vec<String>,
}

/// An order read in a line of the letter.
#[derive(Serialize)]
struct ReadOrder {
    week: Option<u8>,
    order: String,
}

/// At most this many lines of a letter are shown beside their reading.
const LETTER_LINES: usize = 120;

/// What the GM report covers.
pub struct ReportInput<'a> {
    pub game: &'a GameInfo,
    pub month: Month,
    pub seed: String,
    pub queue: &'a [GmItem],
    pub missing: Vec<String>,
    /// Players whose orders came after the deadline (filed for the next month).
    pub late: Vec<String>,
    pub events: &'a [Event],
    pub names: &'a Names,
}

#[derive(Serialize)]
struct WeekView {
    week: u8,
    actions: Vec<String>,
}

/// A diagnostic, and what it says in the reader's language (`diagnostic.{en,es}.txt`).
#[derive(Serialize)]
struct DiagnosticView<'a> {
    #[serde(flatten)]
    diagnostic: &'a Diagnostic,
    says: String,
}

/// An order sheet as words (see `Renderer::sheet_in_words`).
struct SheetInWords<'s> {
    weeks: Vec<WeekView>,
    monthly: Vec<String>,
    /// The standing duel orders in words, if any were given.
    duel: Option<String>,
    diagnostics: Vec<DiagnosticView<'s>>,
}

/// A line of the status or crowns account.
#[derive(Serialize)]
struct Line {
    amount: String,
    text: String,
    week: Option<u8>,
}

/// One thing of his month, with its details (a duel's blows).
#[derive(Serialize)]
struct Item {
    text: String,
    detail: Vec<String>,
}

#[derive(Serialize)]
struct WeekLines {
    week: u8,
    lines: Vec<Item>,
}

#[derive(Serialize)]
struct WeaponView {
    weapon: String,
    expertise: u8,
    practice_weeks: u8,
}

#[derive(Serialize)]
struct FavourView {
    class: u8,
    from: String,
    expires: Option<String>,
}

#[derive(Serialize)]
struct DebtView {
    /// A character's name, or "moneylender".
    creditor: String,
    amount: i64,
    due: String,
    /// Due at the end of the coming month or already.
    pressing: bool,
}

#[derive(Serialize)]
struct SheetView {
    name: String,
    alive: bool,
    social_level: u8,
    crowns: i64,
    allowance: i64,
    strength: u8,
    constitution: u8,
    endurance: u16,
    current_endurance: i32,
    wounded: bool,
    military_ability: u8,
    /// The base expertise (any weapon not practised).
    expertise: u8,
    weapons: Vec<WeaponView>,
    /// His pistol mastery (003, 8.9), when he has a pistol.
    pistol: Option<WeaponView>,
    /// The regiment's and rank's ids, for the names maps.
    regiment: Option<&'static str>,
    rank: Option<&'static str>,
    /// The month of his permanent rank.
    seniority: Option<String>,
    horses: u8,
    club: Option<&'static str>,
    club_since: Option<String>,
    mistress: Option<String>,
    favours: Vec<FavourView>,
    debts: Vec<DebtView>,
    disgraced: bool,
    away: Option<Away>,
    /// His titles (003, 6.0), an inherited one first, by their names.
    titles: Vec<&'static str>,
}

/// On campaign until a month's end.
#[derive(Serialize)]
struct Away {
    with: &'static str,
    until: String,
}

/// What he should know for next month.
#[derive(Serialize)]
struct Advice {
    deadline: String,
    next_month: String,
    companionship_months: u8,
    companionship_cost: u32,
    /// Weeks of duty his rank owes each month.
    duty: u8,
    keep: u8,
    rise: u32,
    /// A campaign season begins next month and he holds a commission.
    season_begins: bool,
    season: &'static str,
    debts_due: Vec<DebtView>,
    favours_expiring: Vec<FavourView>,
}

const SEASONS: [&str; 4] = ["spring", "summer", "autumn", "winter"];

fn signed(n: i64) -> String {
    if n > 0 {
        format!("+{n}")
    } else {
        n.to_string()
    }
}

/// A small, stable hash for choosing among phrasings (FNV-1a): 0, 1 or 2.
pub(super) fn variant(seed: &str, index: usize) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in seed.bytes().chain(index.to_le_bytes()) {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h % 3
}

/// A character's name, or his id when unknown.
pub(super) fn name_of(names: &Names, who: &CharacterId) -> String {
    names
        .characters
        .get(&who.0)
        .cloned()
        .unwrap_or_else(|| who.0.clone())
}

/// Which side of a fought duel challenged, from the month's challenges.
pub(super) fn challenger(
    events: &[Event],
    me: &CharacterId,
    opponent: &CharacterId,
    side: Side,
) -> Option<Side> {
    events.iter().find_map(|e| match &e.what {
        Happening::Challenged { whom, .. } if e.who.as_ref() == Some(me) && whom == opponent => {
            Some(side)
        }
        Happening::Challenged { whom, .. } if e.who.as_ref() == Some(opponent) && whom == me => {
            Some(side.other())
        }
        _ => None,
    })
}

impl Renderer {
    /// An action as words.
    pub(super) fn action_text(&self, action: &impl Serialize, names: &Names) -> Result<String> {
        self.render_value("action", &[("a", &action)], names)
    }

    /// What a diagnostic says, in the game's language: its message and suggestion.
    pub fn diagnostic_text(&self, diagnostic: &Diagnostic, names: &Names) -> Result<String> {
        self.render_value("diagnostic", &[("d", &diagnostic)], names)
    }

    /// An order sheet as words: each week's orders, the monthly ones and what each
    /// diagnostic says, naming only the vocabulary of `month` (the game's language).
    fn sheet_in_words<'s>(
        &self,
        sheet: &'s OrderSheet,
        month: Month,
        names: &Names,
    ) -> Result<SheetInWords<'s>> {
        let weeks = (1..=4u8)
            .map(|week| {
                let actions = sheet
                    .week(week)
                    .iter()
                    .map(|a: &Action| self.action_text(a, names))
                    .collect::<Result<Vec<_>>>()?;
                Ok(WeekView { week, actions })
            })
            .collect::<Result<Vec<_>>>()?;
        let monthly = sheet
            .monthly
            .iter()
            .map(|m: &MonthlyOrder| self.action_text(m, names))
            .collect::<Result<Vec<_>>>()?;
        let vocabulary = self.names(&World::new(month));
        let diagnostics = sheet
            .diagnostics
            .iter()
            .map(|d| {
                Ok(DiagnosticView {
                    diagnostic: d,
                    says: self.diagnostic_text(d, &vocabulary)?,
                })
            })
            .collect::<Result<Vec<_>>>()?;
        let duel = match &sheet.duel {
            Some(orders) => {
                let parts = standing(orders, self.language);
                (!parts.is_empty())
                    .then(|| self.render_value("standing", &[("parts", &parts)], names))
                    .transpose()?
            }
            None => None,
        };
        Ok(SheetInWords {
            weeks,
            monthly,
            duel,
            diagnostics,
        })
    }

    /// What the clerk understood of a letter, in words, for the GM: the orders week by week
    /// as the acknowledgement echoes them, and what was not understood. `month`: the month
    /// the orders are for (the diagnostics name its vocabulary only).
    pub fn understood(&self, sheet: &OrderSheet, month: Month, names: &Names) -> Result<String> {
        let words = self.sheet_in_words(sheet, month, names)?;
        let mut context = Context::new();
        let character = sheet.character.as_deref().unwrap_or("-");
        context.insert("character", character);
        context.insert("weeks", &words.weeks);
        context.insert("monthly", &words.monthly);
        context.insert("duel", &words.duel);
        context.insert("diagnostics", &words.diagnostics);
        Ok(self
            .render("understood", "txt", &context)?
            .trim_end()
            .to_string())
    }

    /// The echo of an order email.
    pub fn acknowledgement(&self, input: &AckInput<'_>, names: &Names) -> Result<String> {
        // The diagnostics name only the game's vocabulary, in the game's language.
        let SheetInWords {
            weeks,
            monthly,
            duel,
            diagnostics,
        } = self.sheet_in_words(input.sheet, input.month, names)?;
        let mut context = Context::new();
        context.insert("game", &input.game.name);
        context.insert("deadline", &input.game.deadline);
        context.insert("character", input.character);
        context.insert("month", &self.month(input.month));
        context.insert("late", &input.late.is_some());
        context.insert("month_closed", &input.late.map(|m| self.month(m)));
        context.insert("queued", &input.queued);
        context.insert("status", &input.status);
        context.insert("weeks", &weeks);
        context.insert("monthly", &monthly);
        context.insert("duel", &duel);
        let (lines, more_lines) = match input.text {
            Some(text) => Self::letter_lines(text, input.sheet, &weeks, &monthly, &diagnostics),
            None => (Vec::new(), 0),
        };
        context.insert("diagnostics", &diagnostics);
        context.insert("lines", &lines);
        context.insert("more_lines", &more_lines);
        self.render("acknowledgement", "txt", &context)
    }

    /// The letter's lines that hold something, each with what was read in it (see
    /// [`AckInput::text`]), and how many more were left out of the view.
    fn letter_lines(
        text: &str,
        sheet: &OrderSheet,
        weeks: &[WeekView],
        monthly: &[String],
        diagnostics: &[DiagnosticView<'_>],
    ) -> (Vec<LetterLine>, usize) {
        let mut out = Vec::new();
        let mut more = 0;
        // Lines as the order parser counts them: broken by CRLF, LF or a lone CR.
        let text = text.replace("\r\n", "\n").replace('\r', "\n");
        for (line, number) in text.split('\n').zip(1u32..) {
            let shown = line.trim_end();
            if shown.trim().is_empty() {
                continue;
            }
            if out.len() == LETTER_LINES {
                more += 1;
                continue;
            }
            let mut understood = Vec::new();
            for (w, view) in sheet.weeks.iter().zip(weeks) {
                for (l, action) in w.lines.iter().zip(&view.actions) {
                    if *l == number {
                        understood.push(ReadOrder {
                            week: Some(w.week),
                            order: action.clone(),
                        });
                    }
                }
            }
            for (l, order) in sheet.monthly_lines.iter().zip(monthly) {
                if *l == number {
                    understood.push(ReadOrder {
                        week: None,
                        order: order.clone(),
                    });
                }
            }
            let notes = diagnostics
                .iter()
                .filter(|d| d.diagnostic.line == number)
                .map(|d| format!("\"{}\": {}", d.diagnostic.text, d.says))
                .collect();
            out.push(LetterLine {
                number,
                text: shown.to_string(),
                understood,
                notes,
            });
        }
        (out, more)
    }

    /// One event as a sentence. A duel's summary needs the month's other events (who
    /// challenged): see [`Renderer::event_in`].
    pub fn event_text(&self, event: &Event, names: &Names) -> Result<String> {
        self.event_in(event, &[], names)
    }

    /// One event as a sentence, among the month's events.
    pub(super) fn event_in(
        &self,
        event: &Event,
        events: &[Event],
        names: &Names,
    ) -> Result<String> {
        let source = match &event.what {
            Happening::Purse { source, .. } | Happening::Status { source, .. } => {
                self.render_value("source", &[("s", source)], names)?
            }
            _ => String::new(),
        };
        let (order, refusal) = match &event.what {
            Happening::Refused { order, refusal } => (
                self.render_value("order", &[("order", order)], names)?,
                self.render_value("refusal", &[("r", refusal)], names)?,
            ),
            _ => (String::new(), String::new()),
        };
        let who = event
            .who
            .as_ref()
            .map(|w| name_of(names, w))
            .unwrap_or_default();
        let cause = match &event.what {
            Happening::Challenged { cause, .. }
            | Happening::ChallengeReceived { cause, .. }
            | Happening::Fought { cause, .. } => cause.as_ref().map(cause_view),
            _ => None,
        };
        let duel = match (&event.what, &event.who) {
            (
                Happening::Fought {
                    opponent,
                    side,
                    record,
                    cause,
                },
                Some(me),
            ) => Some(duel_view(
                record,
                names,
                challenger(events, me, opponent, *side),
                cause.as_ref(),
            )),
            _ => None,
        };
        self.render_value(
            "event",
            &[
                ("e", event),
                ("source", &source),
                ("order", &order),
                ("refusal", &refusal),
                ("who", &who),
                ("cause", &cause),
                ("d", &duel),
            ],
            names,
        )
    }

    /// A duel's turns, one line each.
    pub(super) fn blow_lines(
        &self,
        record: &crate::rules::duel::DuelRecord,
        names: &Names,
    ) -> Result<Vec<String>> {
        blow_views(record, names)
            .iter()
            .map(|b| self.render_value("blow", &[("b", b)], names))
            .collect()
    }

    /// A player's result: his status sheet and his month, week by week.
    pub fn result(
        &self,
        game: &GameInfo,
        before: &World,
        after: &World,
        events: &[Event],
        who: &CharacterId,
        names: &Names,
    ) -> Result<String> {
        self.result_or_sheet(game, before, after, events, who, names, false)
    }

    /// A character's status sheet and what this month asks of him, without a month played
    /// (the welcome of a newcomer): no accounts, no weeks, no signature.
    pub fn sheet(
        &self,
        game: &GameInfo,
        world: &World,
        who: &CharacterId,
        names: &Names,
    ) -> Result<String> {
        self.result_or_sheet(game, world, world, &[], who, names, true)
    }

    #[allow(clippy::too_many_arguments)]
    fn result_or_sheet(
        &self,
        game: &GameInfo,
        before: &World,
        after: &World,
        events: &[Event],
        who: &CharacterId,
        names: &Names,
        sheet_only: bool,
    ) -> Result<String> {
        let Some(c) = after.characters.get(who) else {
            return Ok(String::new());
        };
        let was = before.characters.get(who).unwrap_or(c);
        let mut status_lines = Vec::new();
        let mut purse_lines = Vec::new();
        let mut weeks: Vec<WeekLines> = (1..=4)
            .map(|week| WeekLines {
                week,
                lines: vec![],
            })
            .collect();
        let mut month_lines = Vec::new();
        let (mut status_total, mut crowns_in, mut crowns_out) = (0, 0, 0);
        for e in events.iter().filter(|e| e.who.as_ref() == Some(who)) {
            match &e.what {
                Happening::Status { points, source } => {
                    status_total += points;
                    status_lines.push(Line {
                        amount: format!("{:>4}", signed(i64::from(*points))),
                        text: self.render_value("source", &[("s", source)], names)?,
                        week: e.week,
                    });
                }
                Happening::Purse { crowns, source } => {
                    if *crowns > 0 {
                        crowns_in += crowns;
                    } else {
                        crowns_out -= crowns;
                    }
                    purse_lines.push(Line {
                        amount: format!("{:>6}", signed(*crowns)),
                        text: self.render_value("source", &[("s", source)], names)?,
                        week: e.week,
                    });
                }
                // The GM's dice that changed nothing stay behind his screen.
                Happening::Rolled { .. } => {}
                _ => {
                    let detail = match &e.what {
                        Happening::Fought { record, .. } => self.blow_lines(record, names)?,
                        _ => Vec::new(),
                    };
                    let item = Item {
                        text: self.event_in(e, events, names)?,
                        detail,
                    };
                    match e.week {
                        Some(w) => weeks[usize::from(w.clamp(1, 4) - 1)].lines.push(item),
                        None => month_lines.push(item),
                    }
                }
            }
        }
        let next = after.month;
        let debt_view = |d: &crate::world::Debt| DebtView {
            creditor: if d.creditor == crate::orders::MONEYLENDER {
                d.creditor.clone()
            } else {
                name_of(names, &CharacterId(d.creditor.clone()))
            },
            amount: d.amount,
            due: self.month(d.due),
            pressing: d.due <= next,
        };
        let favour_view = |f: &crate::world::Favour| FavourView {
            class: f.class,
            from: f.from.clone(),
            expires: f.expires.map(|m| self.month(m)),
        };
        let record = after.army.records.get(who);
        let sheet = SheetView {
            name: c.name.clone(),
            alive: c.alive,
            social_level: c.social_level,
            crowns: c.crowns,
            allowance: c.allowance,
            strength: c.abilities.strength,
            constitution: c.abilities.constitution,
            endurance: c.abilities.endurance,
            current_endurance: c.current_endurance,
            wounded: c.current_endurance < i32::from(c.abilities.endurance),
            military_ability: c.military_ability,
            expertise: c.abilities.expertise,
            weapons: weapon_views(c, names),
            pistol: c
                .pistol
                .zip(c.pistol_mastery())
                .map(|(p, mastery)| WeaponView {
                    weapon: "pistol".to_string(),
                    expertise: mastery,
                    practice_weeks: p.practice_weeks,
                }),
            regiment: c.commission.map(|k| k.regiment.id()),
            rank: c.commission.map(|k| k.rank.id()),
            seniority: c.commission.map(|k| self.month(k.since)),
            horses: record.map_or(0, |r| r.horses),
            club: c.club.map(|m| m.club.id()),
            club_since: c.club.map(|m| self.month(m.since)),
            mistress: c
                .mistress
                .as_ref()
                .and_then(|l| names.ladies.get(&l.0).cloned()),
            favours: c.favours.iter().map(favour_view).collect(),
            debts: c.debts.iter().map(debt_view).collect(),
            disgraced: c.disgrace.is_some(),
            titles: c.titles_held().map(|t| t.name()).collect(),
            away: record.and_then(|r| r.campaign.as_ref()).map(|s| Away {
                with: s.with.id(),
                until: self.month(s.until),
            }),
        };
        let advice = Advice {
            deadline: game.deadline.clone(),
            next_month: self.month(next),
            companionship_months: c.months_without_companionship,
            companionship_cost: 2 * (u32::from(c.months_without_companionship) + 1),
            duty: c
                .commission
                .map_or(0, |k| crate::tables::regiments::duty_weeks(k.rank)),
            keep: c.social_level,
            rise: 3 * (u32::from(c.social_level) + 1),
            season_begins: next.starts_season()
                && c.commission.is_some_and(|k| {
                    crate::rules::army::may_be_ordered_out(k.regiment, next.season())
                }),
            season: SEASONS[next.season() as usize],
            debts_due: c
                .debts
                .iter()
                .filter(|d| d.due <= next)
                .map(debt_view)
                .collect(),
            favours_expiring: c
                .favours
                .iter()
                .filter(|f| f.expires == Some(next))
                .map(favour_view)
                .collect(),
        };
        let mut context = Context::new();
        context.insert("game", &game.name);
        context.insert("month", &self.month(before.month));
        context.insert("next_month", &self.month(after.month));
        context.insert("c", &sheet);
        context.insert_value("names", names.value());
        context.insert("level_before", &was.social_level);
        context.insert("crowns_before", &was.crowns);
        context.insert("status_total", &status_total);
        context.insert("status_lines", &status_lines);
        context.insert("purse_lines", &purse_lines);
        context.insert("crowns_in", &crowns_in);
        context.insert("crowns_out", &crowns_out);
        context.insert("weeks", &weeks);
        context.insert("month_lines", &month_lines);
        context.insert("advice", &advice);
        context.insert("sheet", &sheet_only);
        self.render("result", "txt", &context)
    }

    /// The GM's report of the turn.
    pub fn gm_report(&self, input: &ReportInput<'_>) -> Result<String> {
        let names = input.names;
        let mut refusals = Vec::new();
        let mut rolls = Vec::new();
        let mut anomalies = Vec::new();
        let mut levels = Vec::new();
        let mut society = Vec::new();
        for e in input.events {
            #[derive(Serialize)]
            struct GmLine {
                who: Option<String>,
                week: Option<u8>,
                text: String,
                detail: Vec<String>,
            }
            let line = |text: String, detail: Vec<String>| GmLine {
                who: e.who.as_ref().map(|w| name_of(names, w)),
                week: e.week,
                text,
                detail,
            };
            use crate::rules::army::ArmyEvent as A;
            match &e.what {
                Happening::Refused { .. } => {
                    refusals.push(line(self.event_in(e, input.events, names)?, vec![]));
                }
                Happening::Courted { .. }
                | Happening::Gambled { .. }
                | Happening::Robbed { .. }
                | Happening::FiredPistol { .. }
                | Happening::Infected { .. }
                | Happening::Rolled { .. }
                | Happening::Invited { roll: Some(_), .. }
                | Happening::Followed { .. }
                | Happening::Proposed { .. }
                | Happening::KingsLeave { .. }
                | Happening::Bribed { .. }
                | Happening::PlayReviewed { .. }
                | Happening::DiseaseWorsens { .. }
                | Happening::Army {
                    event:
                        A::Applied { .. }
                        | A::Excused { .. }
                        | A::Fate { .. }
                        | A::Battle { .. }
                        | A::CampaignDetermined { .. }
                        | A::BrigadeMajor { .. }
                        | A::Petitioned { .. }
                        | A::CommanderAsked { .. }
                        | A::Mentioned { .. }
                        | A::SoughtPost { .. },
                } => rolls.push(line(self.event_in(e, input.events, names)?, vec![])),
                Happening::Fought { side, record, .. } => {
                    if *side == Side::A {
                        rolls.push(line(
                            self.event_in(e, input.events, names)?,
                            self.blow_lines(record, names)?,
                        ));
                    }
                    if matches!(
                        record.verdict.ending,
                        crate::rules::duel::Ending::Killed { murder: true, dead }
                            if dead != *side
                    ) {
                        anomalies.push(line(self.event_in(e, input.events, names)?, vec![]));
                    }
                }
                Happening::SocialLevel { .. } => {
                    levels.push(line(self.event_in(e, input.events, names)?, vec![]));
                }
                // What society will talk of (births and titles are rolls, above).
                Happening::Married { .. }
                | Happening::StagParty { .. }
                | Happening::PartyGiven { .. }
                | Happening::WifeRose { .. }
                | Happening::AffairDiscovered { .. }
                | Happening::LandsHeld { first: true, .. }
                | Happening::LandsRecovered => {
                    society.push(line(self.event_in(e, input.events, names)?, vec![]));
                }
                Happening::ExpelledFromClub { .. }
                | Happening::StruckFromClub { .. }
                | Happening::Disgraced { .. }
                | Happening::Died { .. }
                | Happening::DeclinedChallenge { .. }
                | Happening::RefusedTerms { .. }
                | Happening::BecameCad { .. }
                | Happening::InsultUnanswered { .. }
                | Happening::SupportUnpaid { .. }
                | Happening::MistressLeft { .. }
                | Happening::WeddingFailed { .. }
                | Happening::WeddingOverdue { .. }
                | Happening::LeftParisWithChild { .. }
                | Happening::ChildrenUnkept { .. }
                | Happening::Army {
                    event:
                        A::Killed { .. }
                        | A::Dismissed { .. }
                        | A::Expelled { .. }
                        | A::Cowardice { .. }
                        | A::BelowRank { .. },
                } => anomalies.push(line(self.event_in(e, input.events, names)?, vec![])),
                // Any other event a die decided (the King's die for a title, a conception,
                // a birth's dice): every roll of the month is listed.
                what if carries_a_roll(what) => {
                    rolls.push(line(self.event_in(e, input.events, names)?, vec![]))
                }
                _ => {}
            }
        }
        let mut context = Context::new();
        context.insert("game", &input.game.name);
        context.insert("turn", &input.game.turn);
        context.insert("month", &self.month(input.month));
        context.insert("seed", &input.seed);
        context.insert("queue", input.queue);
        context.insert("missing", &input.missing);
        context.insert("late", &input.late);
        context.insert("refusals", &refusals);
        context.insert("rolls", &rolls);
        context.insert("anomalies", &anomalies);
        context.insert("levels", &levels);
        context.insert("society", &society);
        self.render("gm_report", "txt", &context)
    }
}

fn weapon_views(c: &crate::world::Character, names: &Names) -> Vec<WeaponView> {
    c.weapons
        .iter()
        .map(|(w, skill)| WeaponView {
            weapon: names
                .weapons
                .get(w.id())
                .map_or_else(|| w.name().to_string(), |s| s.to_string()),
            expertise: c.expertise_with(*w),
            practice_weeks: skill.practice_weeks,
        })
        .collect()
}

/// Whether an event says the die (or dice) that decided it: a `roll`, `rolls` or `dice` of
/// its own, anywhere in it.
fn carries_a_roll(what: &Happening) -> bool {
    fn holds(v: &serde_json::Value) -> bool {
        match v {
            serde_json::Value::Object(map) => map.iter().any(|(k, v)| {
                (matches!(k.as_str(), "roll" | "rolls" | "dice") && !v.is_null()) || holds(v)
            }),
            serde_json::Value::Array(items) => items.iter().any(holds),
            _ => false,
        }
    }
    serde_json::to_value(what).is_ok_and(|v| holds(&v))
}
