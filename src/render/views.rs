//! From events to the contexts the templates see.

use super::{Names, Renderer, Result};
use crate::calendar::Month;
use crate::orders::{Action, MonthlyOrder, OrderSheet};
use crate::rules::{Event, Happening};
use crate::store::GmItem;
use crate::world::{CharacterId, World};
use serde::Serialize;
use std::collections::BTreeMap;
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
    /// They arrived after the deadline of `month_closed` and were filed for `month`.
    pub late: Option<Month>,
}

/// What the GM report covers.
pub struct ReportInput<'a> {
    pub game: &'a GameInfo,
    pub month: Month,
    pub seed: String,
    pub queue: &'a [GmItem],
    pub missing: Vec<String>,
    pub events: &'a [Event],
    pub names: &'a Names,
}

#[derive(Serialize)]
struct WeekView {
    week: u8,
    actions: Vec<String>,
}

#[derive(Serialize)]
struct Line {
    amount: String,
    text: String,
}

#[derive(Serialize)]
struct WeekLines {
    week: u8,
    lines: Vec<String>,
}

#[derive(Serialize)]
struct WeaponView {
    weapon: String,
    expertise: u8,
    practice_weeks: u8,
}

#[derive(Serialize)]
struct SheetView {
    name: String,
    social_level: u8,
    crowns: i64,
    allowance: i64,
    strength: u8,
    constitution: u8,
    endurance: u16,
    current_endurance: i32,
    military_ability: u8,
    weapons: Vec<WeaponView>,
    regiment: Option<String>,
    rank: Option<String>,
    club: Option<String>,
    mistress: Option<String>,
}

#[derive(Serialize)]
struct Story {
    kind: &'static str,
    names: Vec<String>,
    /// The names as a phrase: "A", "A and B", "A, B and C".
    people: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    club: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    week: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    lady: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    level: Option<u8>,
    caroused: bool,
    /// Another person of the story (a host).
    #[serde(skip_serializing_if = "Option::is_none")]
    other: Option<String>,
    /// Crowns won or lost.
    #[serde(skip_serializing_if = "Option::is_none")]
    crowns: Option<i64>,
    /// A play's reception.
    #[serde(skip_serializing_if = "Option::is_none")]
    quality: Option<String>,
}

#[derive(Serialize)]
struct ListEntry {
    name: String,
    social_level: u8,
    regiment: Option<String>,
    rank: Option<String>,
    club: Option<String>,
}

const ORDINALS: [&str; 4] = ["first", "second", "third", "fourth"];

fn signed(n: i64) -> String {
    if n > 0 {
        format!("+{n}")
    } else {
        n.to_string()
    }
}

/// A small, stable hash for choosing among phrasings (FNV-1a).
fn variant(seed: &str, index: usize) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in seed.bytes().chain(index.to_le_bytes()) {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h % 3
}

impl Renderer {
    /// An action as words.
    fn action_text(&self, action: &impl Serialize, names: &Names) -> Result<String> {
        self.render_value("action", &[("a", &action)], names)
    }

    /// The echo of an order email.
    pub fn acknowledgement(&self, input: &AckInput<'_>, names: &Names) -> Result<String> {
        let mut weeks = Vec::new();
        for week in 1..=4u8 {
            let actions = input
                .sheet
                .week(week)
                .iter()
                .map(|a: &Action| self.action_text(a, names))
                .collect::<Result<Vec<_>>>()?;
            weeks.push(WeekView { week, actions });
        }
        let monthly = input
            .sheet
            .monthly
            .iter()
            .map(|m: &MonthlyOrder| self.action_text(m, names))
            .collect::<Result<Vec<_>>>()?;
        let mut context = Context::new();
        context.insert("game", &input.game.name);
        context.insert("deadline", &input.game.deadline);
        context.insert("character", input.character);
        context.insert("month", &input.month.to_string());
        context.insert("late", &input.late.is_some());
        context.insert("month_closed", &input.late.map(|m| m.to_string()));
        context.insert("queued", &input.queued);
        context.insert("weeks", &weeks);
        context.insert("monthly", &monthly);
        context.insert("diagnostics", &input.sheet.diagnostics);
        self.render("acknowledgement", "txt", &context)
    }

    /// One event as a sentence.
    pub fn event_text(&self, event: &Event, names: &Names) -> Result<String> {
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
            .and_then(|w| names.characters.get(&w.0).cloned())
            .unwrap_or_default();
        self.render_value(
            "event",
            &[
                ("e", event),
                ("source", &source),
                ("order", &order),
                ("refusal", &refusal),
                ("who", &who),
            ],
            names,
        )
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
        let Some(c) = after.characters.get(who) else {
            return Ok(String::new());
        };
        let was = before.characters.get(who).unwrap_or(c);
        let mine: Vec<&Event> = events
            .iter()
            .filter(|e| e.who.as_ref() == Some(who))
            .collect();
        let mut status_lines = Vec::new();
        let mut purse_lines = Vec::new();
        let mut weeks: Vec<WeekLines> = (1..=4)
            .map(|week| WeekLines {
                week,
                lines: vec![],
            })
            .collect();
        let mut month_lines = Vec::new();
        let mut status_total = 0;
        for e in &mine {
            let when = e.week.map_or(String::new(), |w| format!(" (week {w})"));
            match &e.what {
                Happening::Status { points, source } => {
                    status_total += points;
                    let text = format!(
                        "{}{when}",
                        self.render_value("source", &[("s", source)], names)?
                    );
                    status_lines.push(Line {
                        amount: format!("{:>4}", signed(i64::from(*points))),
                        text,
                    });
                }
                Happening::Purse { crowns, source } => {
                    let text = format!(
                        "{}{when}",
                        self.render_value("source", &[("s", source)], names)?
                    );
                    purse_lines.push(Line {
                        amount: format!("{:>6}", signed(*crowns)),
                        text,
                    });
                }
                _ => {
                    let text = self.event_text(e, names)?;
                    match e.week {
                        Some(w) => weeks[usize::from(w.clamp(1, 4) - 1)].lines.push(text),
                        None => month_lines.push(text),
                    }
                }
            }
        }
        let sheet = SheetView {
            name: c.name.clone(),
            social_level: c.social_level,
            crowns: c.crowns,
            allowance: c.allowance,
            strength: c.abilities.strength,
            constitution: c.abilities.constitution,
            endurance: c.abilities.endurance,
            current_endurance: c.current_endurance,
            military_ability: c.military_ability,
            weapons: weapon_views(c),
            regiment: c.commission.map(|k| k.regiment.name().to_string()),
            rank: c.commission.map(|k| k.rank.name().to_string()),
            club: c.club.map(|m| m.club.name().to_string()),
            mistress: c
                .mistress
                .as_ref()
                .and_then(|l| names.ladies.get(&l.0).cloned()),
        };
        let mut advice = vec![format!("Orders for {} by {}.", after.month, game.deadline)];
        if c.months_without_companionship > 0 {
            advice.push(format!(
                "He has gone {} month{} without female company: another month without costs {} status points.",
                c.months_without_companionship,
                if c.months_without_companionship > 1 { "s" } else { "" },
                2 * (u32::from(c.months_without_companionship) + 1)
            ));
        }
        if let Some(k) = c.commission {
            let duty = crate::tables::regiments::duty_weeks(k.rank);
            if duty > 0 {
                advice.push(format!(
                    "As a {} he owes {duty} week{} of regimental duty.",
                    k.rank,
                    if duty > 1 { "s" } else { "" }
                ));
            }
        }
        advice.push(format!(
            "To keep social level {} he needs {} status points; to rise, {}.",
            c.social_level,
            c.social_level,
            3 * (u32::from(c.social_level) + 1)
        ));
        let mut context = Context::new();
        context.insert("game", &game.name);
        context.insert("month", &before.month.to_string());
        context.insert("next_month", &after.month.to_string());
        context.insert("c", &sheet);
        context.insert("level_before", &was.social_level);
        context.insert("crowns_before", &was.crowns);
        context.insert("status_total", &status_total);
        context.insert("status_lines", &status_lines);
        context.insert("purse_lines", &purse_lines);
        context.insert("weeks", &weeks);
        context.insert("month_lines", &month_lines);
        context.insert("advice", &advice);
        self.render("result", "txt", &context)
    }

    /// The newspaper: (plain text, HTML).
    pub fn newspaper(
        &self,
        game: &GameInfo,
        before: &World,
        after: &World,
        events: &[Event],
        names: &Names,
        seed: &str,
    ) -> Result<(String, String)> {
        let stories = society_stories(events, names);
        let mut society = Vec::new();
        for (i, story) in stories.iter().enumerate() {
            let v = variant(seed, i);
            society.push(self.render_value("story", &[("s", story), ("v", &v)], names)?);
        }
        let mut list: Vec<ListEntry> = after
            .living()
            .map(|c| ListEntry {
                name: c.name.clone(),
                social_level: c.social_level,
                regiment: c.commission.map(|k| k.regiment.name().to_string()),
                rank: c.commission.map(|k| k.rank.name().to_string()),
                club: c.club.map(|m| m.club.name().to_string()),
            })
            .collect();
        list.sort_by(|a, b| {
            b.social_level
                .cmp(&a.social_level)
                .then(a.name.cmp(&b.name))
        });
        let masthead = game.name.to_uppercase();
        let mut context = Context::new();
        context.insert("game", &game.name);
        context.insert("masthead", &masthead);
        context.insert("rule", &"=".repeat(masthead.chars().count()));
        context.insert("month", &before.month.to_string());
        context.insert("next_month", &after.month.to_string());
        context.insert("issue", &game.turn);
        context.insert("deadline", &game.deadline);
        context.insert("society", &society);
        context.insert(
            "quiet",
            "A quiet month in Paris: the salons found nothing worth repeating.",
        );
        context.insert("list", &list);
        let text = self.render("newspaper", "txt", &context)?;
        let html = self.render("newspaper", "html", &context)?;
        Ok((text, html))
    }

    /// The GM's report of the turn.
    pub fn gm_report(&self, input: &ReportInput<'_>) -> Result<String> {
        let names = input.names;
        let name_of = |who: &Option<CharacterId>| {
            who.as_ref()
                .map(|w| {
                    names
                        .characters
                        .get(&w.0)
                        .cloned()
                        .unwrap_or_else(|| w.0.clone())
                })
                .unwrap_or_else(|| "Paris".to_string())
        };
        let mut refusals = Vec::new();
        let mut rolls = Vec::new();
        let mut levels = Vec::new();
        for e in input.events {
            let when = e.week.map_or("month".to_string(), |w| format!("week {w}"));
            match &e.what {
                Happening::Refused { .. } => {
                    refusals.push(format!(
                        "{}, {when}: {}",
                        name_of(&e.who),
                        self.event_text(e, names)?
                    ));
                }
                Happening::Courted { .. } => {
                    rolls.push(format!(
                        "{}, {when}: {}",
                        name_of(&e.who),
                        self.event_text(e, names)?
                    ));
                }
                Happening::SocialLevel { .. } => {
                    levels.push(format!(
                        "{}: {}",
                        name_of(&e.who),
                        self.event_text(e, names)?
                    ));
                }
                _ => {}
            }
        }
        let mut context = Context::new();
        context.insert("game", &input.game.name);
        context.insert("turn", &input.game.turn);
        context.insert("month", &input.month.to_string());
        context.insert("seed", &input.seed);
        context.insert("queue", input.queue);
        context.insert("missing", &input.missing);
        context.insert("refusals", &refusals);
        context.insert("rolls", &rolls);
        context.insert("levels", &levels);
        self.render("gm_report", "txt", &context)
    }
}

fn weapon_views(c: &crate::world::Character) -> Vec<WeaponView> {
    let mut weapons: Vec<WeaponView> = c
        .weapons
        .iter()
        .map(|(w, skill)| WeaponView {
            weapon: w.name().to_string(),
            expertise: c.expertise_with(*w),
            practice_weeks: skill.practice_weeks,
        })
        .collect();
    if weapons.is_empty() {
        weapons.push(WeaponView {
            weapon: "any weapon".to_string(),
            expertise: c.abilities.expertise,
            practice_weeks: 0,
        });
    }
    weapons
}

/// Where gambling happened, for the newspaper.
fn venue_name(venue: &crate::rules::events::Venue) -> String {
    use crate::rules::events::Venue;
    match venue {
        Venue::Club { club } => club.name().to_string(),
        Venue::Bawdyhouse => "a house of ill repute".to_string(),
        Venue::Tavern => "a tavern of the docks".to_string(),
        Venue::Casino => "the Grand Casino".to_string(),
    }
}

/// "A", "A and B", "A, B and C".
fn phrase(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// The month's society news, gathered from the events.
fn society_stories(events: &[Event], names: &Names) -> Vec<Story> {
    let name = |who: &Option<CharacterId>| {
        who.as_ref()
            .and_then(|w| names.characters.get(&w.0).cloned())
            .unwrap_or_default()
    };
    let lady = |id: &str| {
        names
            .ladies
            .get(id)
            .cloned()
            .unwrap_or_else(|| id.to_string())
    };
    let story = |kind, names: Vec<String>| Story {
        kind,
        people: phrase(&names),
        names,
        club: None,
        week: None,
        lady: None,
        level: None,
        caroused: false,
        other: None,
        crowns: None,
        quality: None,
    };
    let mut stories = Vec::new();
    // Who was seen where: one story per club and week.
    let mut clubs: BTreeMap<(u8, &'static str), (Vec<String>, bool)> = BTreeMap::new();
    let mut joined: BTreeMap<&'static str, Vec<String>> = BTreeMap::new();
    let mut rebuffed: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for e in events {
        match &e.what {
            Happening::VisitedClub { club, caroused } => {
                let entry = clubs.entry((e.week.unwrap_or(0), club.name())).or_default();
                entry.0.push(name(&e.who));
                entry.1 |= caroused;
            }
            Happening::JoinedClub { club } => {
                joined.entry(club.name()).or_default().push(name(&e.who))
            }
            Happening::ExpelledFromClub { club } => stories.push(Story {
                club: Some(club.name().to_string()),
                ..story("expelled", vec![name(&e.who)])
            }),
            Happening::Courted {
                lady: l, won: true, ..
            } => stories.push(Story {
                lady: Some(lady(&l.0)),
                ..story("liaison", vec![name(&e.who)])
            }),
            Happening::Courted {
                lady: l,
                won: false,
                ..
            } => rebuffed.entry(lady(&l.0)).or_default().push(name(&e.who)),
            Happening::MistressLeft { lady: l } => stories.push(Story {
                lady: Some(lady(&l.0)),
                ..story("parted", vec![name(&e.who)])
            }),
            Happening::GuestOf { host, club } => stories.push(Story {
                club: Some(club.name().to_string()),
                other: names.characters.get(&host.0).cloned(),
                ..story("guest", vec![name(&e.who)])
            }),
            Happening::Gambled { venue, crowns, .. } if crowns.abs() >= 100 => {
                stories.push(Story {
                    club: Some(venue_name(venue)),
                    crowns: Some(*crowns),
                    ..story("gambling", vec![name(&e.who)])
                })
            }
            Happening::RivalSuitors { lady: l, rival } if e.who.as_ref() < Some(rival) => stories
                .push(Story {
                    lady: Some(lady(&l.0)),
                    ..story("rivals", vec![name(&e.who), name(&Some(rival.clone()))])
                }),
            Happening::CaughtCourting { lady: l, lover } => stories.push(Story {
                lady: Some(lady(&l.0)),
                ..story("caught", vec![name(&e.who), name(&Some(lover.clone()))])
            }),
            Happening::Robbed { venue, crowns, .. } if *crowns > 0 => stories.push(Story {
                club: Some(venue_name(venue)),
                ..story("robbed", vec![name(&e.who)])
            }),
            Happening::Disgraced { .. } => stories.push(story("disgraced", vec![name(&e.who)])),
            Happening::PlayReviewed { quality, .. } => stories.push(Story {
                quality: Some(quality.clone()),
                ..story("play", vec![])
            }),
            Happening::SocialLevel { from, to, .. } if to != from => stories.push(Story {
                level: Some(*to),
                ..story(if to > from { "rose" } else { "fell" }, vec![name(&e.who)])
            }),
            _ => {}
        }
    }
    for ((week, club), (people, caroused)) in clubs {
        stories.push(Story {
            club: Some(club.to_string()),
            week: ORDINALS.get(usize::from(week.max(1) - 1)).copied(),
            caroused,
            ..story("club", people)
        });
    }
    for (club, people) in joined {
        stories.push(Story {
            club: Some(club.to_string()),
            ..story("joined", people)
        });
    }
    for (l, people) in rebuffed {
        stories.push(Story {
            lady: Some(l),
            ..story("rebuffed", people)
        });
    }
    stories
}
