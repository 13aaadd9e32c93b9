//! The newspaper (the chronicle of Paris) and the web site's pages: the month's events
//! gathered into the society pages, the field of honour, the news from the front, the press
//! announcements, and the gazette's lists (characters by social level, ladies, regiments).
//! Phrasing varies from month to month by a seeded choice among each template's variants.

use super::duel::duel_view;
use super::views::{GameInfo, challenger, name_of, variant};
use super::{Names, Renderer, Result};
use crate::rules::army::ArmyEvent;
use crate::rules::duel::Side;
use crate::rules::events::Venue;
use crate::rules::{Event, Happening};
use crate::tables::influence::BribeOutcome;
use crate::vocab::{Language, Rank};
use crate::world::{CharacterId, World};
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};
use tera::Context;

/// An announcement or challenge sent as press: who sent it and his words (a value, never
/// template source).
#[derive(Debug, Clone, Serialize)]
pub struct Press {
    pub name: String,
    pub text: String,
}

/// Everything an issue is made of.
pub struct NewspaperInput<'a> {
    pub game: &'a GameInfo,
    pub before: &'a World,
    pub after: &'a World,
    pub events: &'a [Event],
    pub names: &'a Names,
    /// The turn's seed: chooses the phrasings.
    pub seed: &'a str,
    pub press: &'a [Press],
}

/// A page of the web site: its path under the site's folder and its HTML.
#[derive(Debug, Clone)]
pub struct SitePage {
    pub path: String,
    pub html: String,
}

/// A past issue, for the site's archive.
#[derive(Debug, Clone, Serialize, serde::Deserialize, PartialEq, Eq)]
pub struct Issue {
    pub turn: u32,
    pub month: String,
    /// The page's path under the site's folder.
    pub path: String,
}

#[derive(Serialize)]
struct Story {
    kind: &'static str,
    names: Vec<String>,
    /// The names as a phrase: "A", "A and B", "A, B and C".
    people: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    club: Option<String>,
    /// club, bawdyhouse, tavern, casino.
    #[serde(skip_serializing_if = "Option::is_none")]
    venue: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    week: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    lady: Option<String>,
    /// The new levels of those who rose or fell, in the order of `names`.
    levels: Vec<u8>,
    caroused: bool,
    /// Another person of the story (a host).
    #[serde(skip_serializing_if = "Option::is_none")]
    other: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    crowns: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    quality: Option<String>,
    /// A birth: "son", "daughter", "twins", or "lost" (003, 4.3.4).
    #[serde(skip_serializing_if = "Option::is_none")]
    child: Option<&'static str>,
    /// A title the King granted (003, 6.0).
    #[serde(skip_serializing_if = "Option::is_none")]
    title: Option<&'static str>,
}

#[derive(Serialize)]
struct ListEntry {
    name: String,
    social_level: u8,
    regiment: Option<&'static str>,
    rank: Option<&'static str>,
    club: Option<&'static str>,
    mistress: Option<String>,
    away: bool,
}

#[derive(Serialize)]
struct LevelGroup {
    level: u8,
    people: Vec<ListEntry>,
}

#[derive(Serialize)]
struct LadyEntry {
    name: String,
    social_level: u8,
    beautiful: bool,
    influential: bool,
    wealthy: bool,
    lover: Option<String>,
}

#[derive(Serialize)]
struct OfficerEntry {
    rank: &'static str,
    name: Option<String>,
    player: bool,
}

#[derive(Serialize)]
struct RegimentEntry {
    id: &'static str,
    name: String,
    officers: Vec<OfficerEntry>,
    /// Player characters below Captain.
    juniors: Vec<OfficerEntry>,
    /// Player officers and juniors, most senior first.
    readers: Vec<OfficerEntry>,
    vacancies: u32,
    has_players: bool,
}

#[derive(Serialize)]
struct Lists {
    /// Some player holds a commission.
    readers_serve: bool,
    levels: Vec<LevelGroup>,
    ladies: Vec<LadyEntry>,
    regiments: Vec<RegimentEntry>,
}

/// "A", "A and B", "A, B and C" (`and` in the game's language).
fn phrase(names: &[String], and: &str) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} {and} {last}", rest.join(", ")),
    }
}

impl Renderer {
    fn and(&self) -> &'static str {
        match self.language {
            Language::Spanish => "y",
            _ => "and",
        }
    }

    /// The newspaper without press announcements: (plain text, HTML).
    pub fn newspaper(
        &self,
        game: &GameInfo,
        before: &World,
        after: &World,
        events: &[Event],
        names: &Names,
        seed: &str,
    ) -> Result<(String, String)> {
        self.newspaper_with(&NewspaperInput {
            game,
            before,
            after,
            events,
            names,
            seed,
            press: &[],
        })
    }

    /// The newspaper: (plain text, HTML).
    pub fn newspaper_with(&self, input: &NewspaperInput<'_>) -> Result<(String, String)> {
        let names = input.names;
        let mut n = 0;
        let mut next_variant = || {
            n += 1;
            variant(input.seed, n)
        };
        let mut society = Vec::new();
        for story in self.society_stories(input.events, names) {
            let v = next_variant();
            society.push(self.render_value("story", &[("s", &story), ("v", &v)], names)?);
        }
        let mut honour = Vec::new();
        for (kind, values) in honour_items(input.events, names) {
            let v = next_variant();
            honour.push(self.render_value(
                "duel",
                &[("kind", &kind), ("d", &values), ("v", &v)],
                names,
            )?);
        }
        let (battles, front) = self.front(input.events, names, &mut next_variant)?;
        let masthead = input.game.name.to_uppercase();
        let mut context = Context::new();
        context.insert("game", &input.game.name);
        context.insert("masthead", &masthead);
        context.insert("rule", &"=".repeat(masthead.chars().count()));
        context.insert("month", &self.month(input.before.month));
        context.insert("next_month", &self.month(input.after.month));
        context.insert("issue", &input.game.turn);
        context.insert("deadline", &input.game.deadline);
        context.insert("society", &society);
        context.insert("honour", &honour);
        context.insert("battles", &battles);
        context.insert("front", &front);
        context.insert("press", input.press);
        context.insert("quiet", &next_variant());
        context.insert("lists", &lists(input.after, names));
        context.insert_value("names", names.value());
        let text = self.render("newspaper", "txt", &context)?;
        let html = self.render("newspaper", "html", &context)?;
        Ok((text, html))
    }

    /// The links atop an issue's page on the web site (to the archive, the lists, the
    /// latest issue): the mailed newspaper has none.
    pub fn issue_nav(&self, issues: &[Issue]) -> Result<String> {
        let mut context = Context::new();
        context.insert("root", "../");
        context.insert("latest", &issues.last());
        self.render("site_nav", "html", &context)
    }

    /// The web site's pages besides the issues themselves: the front page with the archive,
    /// the lists, and one roster page per regiment.
    pub fn site_pages(
        &self,
        game: &GameInfo,
        world: &World,
        issues: &[Issue],
        names: &Names,
    ) -> Result<Vec<SitePage>> {
        let lists = lists(world, names);
        let mut pages = Vec::new();
        let mut page = |path: String, kind: &str, regiment: Option<&RegimentEntry>| {
            let mut context = Context::new();
            context.insert("game", &game.name);
            context.insert("page", kind);
            context.insert("root", if path.contains('/') { "../" } else { "" });
            context.insert("month", &self.month(world.month));
            context.insert("deadline", &game.deadline);
            context.insert("issues", issues);
            context.insert("latest", &issues.last());
            context.insert("lists", &lists);
            context.insert("regiment", &regiment);
            context.insert_value("names", names.value());
            let html = self.render("site", "html", &context)?;
            pages.push(SitePage { path, html });
            Ok::<(), super::RenderError>(())
        };
        page("index.html".into(), "index", None)?;
        page("lists.html".into(), "lists", None)?;
        for r in &lists.regiments {
            page(format!("regiments/{}.html", r.id), "regiment", Some(r))?;
        }
        Ok(pages)
    }

    /// The month's society news, gathered from the events.
    fn society_stories(&self, events: &[Event], names: &Names) -> Vec<Story> {
        let and = self.and();
        let name =
            |who: &Option<CharacterId>| who.as_ref().map(|w| name_of(names, w)).unwrap_or_default();
        let lady = |id: &str| {
            names
                .ladies
                .get(id)
                .cloned()
                .unwrap_or_else(|| id.to_string())
        };
        let club_name = |c: crate::vocab::Club| names.clubs[c.id()].to_string();
        let story = |kind, names: Vec<String>| Story {
            kind,
            people: phrase(&names, and),
            names,
            club: None,
            venue: None,
            week: None,
            lady: None,
            levels: vec![],
            caroused: false,
            other: None,
            crowns: None,
            quality: None,
            child: None,
            title: None,
        };
        let at = |venue: &Venue| match venue {
            Venue::Club { club } => (Some(club_name(*club)), "club"),
            Venue::Bawdyhouse => (None, "bawdyhouse"),
            Venue::Tavern => (None, "tavern"),
            Venue::Casino => (None, "casino"),
        };
        let mut stories = Vec::new();
        let mut clubs: BTreeMap<(u8, &'static str), (Vec<String>, bool)> = BTreeMap::new();
        let mut joined: BTreeMap<&'static str, Vec<String>> = BTreeMap::new();
        let mut rebuffed: BTreeMap<String, Vec<String>> = BTreeMap::new();
        let mut casino = Vec::new();
        let mut premiere = Vec::new();
        let (mut rose, mut fell) = (Vec::new(), Vec::new());
        for e in events {
            match &e.what {
                Happening::VisitedClub { club, caroused } => {
                    let entry = clubs.entry((e.week.unwrap_or(1), club.id())).or_default();
                    entry.0.push(name(&e.who));
                    entry.1 |= caroused;
                }
                Happening::JoinedClub { club } => {
                    joined.entry(club.id()).or_default().push(name(&e.who))
                }
                Happening::ExpelledFromClub { club } => stories.push(Story {
                    club: Some(club_name(*club)),
                    ..story("expelled", vec![name(&e.who)])
                }),
                Happening::StruckFromClub { club, .. } => stories.push(Story {
                    club: Some(club_name(*club)),
                    ..story("struck_off", vec![name(&e.who)])
                }),
                // (An affair begun in secret is not in the papers: 003, 4.6.)
                Happening::Courted {
                    lady: l, won: true, ..
                } if !events.iter().any(|x| {
                    x.who == e.who
                        && matches!(&x.what, Happening::SecretAffair { lady, .. } if lady == l)
                }) =>
                {
                    stories.push(Story {
                        lady: Some(lady(&l.0)),
                        ..story("liaison", vec![name(&e.who)])
                    })
                }
                Happening::Courted {
                    lady: l,
                    won: false,
                    ..
                } => {
                    // A suitor turned away twice in the month is named once.
                    let suitors = rebuffed.entry(lady(&l.0)).or_default();
                    let suitor = name(&e.who);
                    if !suitors.contains(&suitor) {
                        suitors.push(suitor);
                    }
                }
                Happening::Proposed {
                    lady: l, accepted, ..
                } => stories.push(Story {
                    lady: Some(lady(&l.0)),
                    ..story(
                        if *accepted {
                            "engaged"
                        } else {
                            "proposal_refused"
                        },
                        vec![name(&e.who)],
                    )
                }),
                Happening::KingsLeave {
                    lady: l,
                    granted: true,
                    ..
                } => stories.push(Story {
                    lady: Some(lady(&l.0)),
                    ..story("kings_leave", vec![name(&e.who)])
                }),
                Happening::Married { lady: l, dowry } => stories.push(Story {
                    lady: Some(lady(&l.0)),
                    crowns: Some(*dowry),
                    ..story("wedding", vec![name(&e.who)])
                }),
                Happening::Born {
                    lady: l, children, ..
                } => stories.push(Story {
                    lady: Some(lady(&l.0)),
                    child: Some(match children.as_slice() {
                        [] => "lost",
                        [crate::tables::family::Sex::Son] => "son",
                        [_] => "daughter",
                        _ => "twins",
                    }),
                    ..story("birth", vec![name(&e.who)])
                }),
                Happening::LeftParisWithChild { lady: l, .. } => stories.push(Story {
                    lady: Some(lady(&l.0)),
                    ..story("left_paris", vec![name(&e.who)])
                }),
                Happening::TitleSought {
                    title,
                    granted: true,
                    ..
                } => stories.push(Story {
                    title: Some(title.name()),
                    ..story("title", vec![name(&e.who)])
                }),
                Happening::LandsHeld { first: true, .. } => {
                    stories.push(story("lands_invaded", vec![name(&e.who)]))
                }
                Happening::LandsRecovered => {
                    stories.push(story("lands_recovered", vec![name(&e.who)]))
                }
                Happening::PartyGiven {
                    gentlemen, cost, ..
                } => {
                    let guests: Vec<String> = gentlemen.iter().map(|g| name_of(names, g)).collect();
                    stories.push(Story {
                        other: (!guests.is_empty()).then(|| phrase(&guests, and)),
                        crowns: Some(*cost),
                        ..story("party", vec![name(&e.who)])
                    })
                }
                Happening::WeddingFailed { lady: l, .. } => stories.push(Story {
                    lady: Some(lady(&l.0)),
                    ..story("wedding_failed", vec![name(&e.who)])
                }),
                Happening::MistressLeft { lady: l } => stories.push(Story {
                    lady: Some(lady(&l.0)),
                    ..story("parted", vec![name(&e.who)])
                }),
                Happening::GuestOf { host, club } => stories.push(Story {
                    club: Some(club_name(*club)),
                    other: Some(name_of(names, host)),
                    ..story("guest", vec![name(&e.who)])
                }),
                Happening::Gambled { venue, crowns, .. } if crowns.abs() >= 100 => {
                    let (club, venue) = at(venue);
                    stories.push(Story {
                        club,
                        venue: Some(venue),
                        crowns: Some(*crowns),
                        ..story("gambling", vec![name(&e.who)])
                    })
                }
                Happening::RivalSuitors { lady: l, rival } if e.who.as_ref() < Some(rival) => {
                    stories.push(Story {
                        lady: Some(lady(&l.0)),
                        ..story("rivals", vec![name(&e.who), name_of(names, rival)])
                    })
                }
                Happening::CaughtCourting { lady: l, lover } => stories.push(Story {
                    lady: Some(lady(&l.0)),
                    ..story("caught", vec![name(&e.who), name_of(names, lover)])
                }),
                Happening::Robbed { venue, crowns, .. } if *crowns > 0 => {
                    let (club, venue) = at(venue);
                    stories.push(Story {
                        club,
                        venue: Some(venue),
                        ..story("robbed", vec![name(&e.who)])
                    })
                }
                Happening::FiredPistol {
                    shot: crate::tables::pistols::Shot::Fatal,
                    ..
                } => stories.push(story("footpad_shot", vec![name(&e.who)])),
                Happening::Disgraced { .. } => stories.push(story("disgraced", vec![name(&e.who)])),
                // 003, 5.2.3: only a bribe denounced is anybody's business.
                Happening::Bribed {
                    outcome: BribeOutcome::Denounced,
                    on,
                    crowns,
                    ..
                } => stories.push(Story {
                    other: Some(on.clone()),
                    crowns: Some(i64::from(*crowns)),
                    ..story("bribe_denounced", vec![name(&e.who)])
                }),
                Happening::PlayReviewed { quality, .. } => stories.push(Story {
                    quality: Some(quality.clone()),
                    ..story("play", vec![])
                }),
                Happening::VisitedCasino => casino.push(name(&e.who)),
                Happening::WentToTheatre { premiere: true, .. } => premiere.push(name(&e.who)),
                Happening::SocialLevel { from, to, .. } if to > from => {
                    rose.push((name(&e.who), *to))
                }
                Happening::SocialLevel { from, to, .. } if to < from => {
                    fell.push((name(&e.who), *to))
                }
                _ => {}
            }
        }
        for ((week, club), (people, caroused)) in clubs {
            stories.push(Story {
                club: Some(names.clubs[club].to_string()),
                week: Some(week),
                caroused,
                ..story("club", people)
            });
        }
        for (club, people) in joined {
            stories.push(Story {
                club: Some(names.clubs[club].to_string()),
                ..story("joined", people)
            });
        }
        for (l, people) in rebuffed {
            stories.push(Story {
                lady: Some(l),
                ..story("rebuffed", people)
            });
        }
        if !casino.is_empty() {
            stories.push(story("casino", casino));
        }
        if !premiere.is_empty() {
            stories.push(story("premiere", premiere));
        }
        for (kind, mut moved) in [("rose", rose), ("fell", fell)] {
            if moved.is_empty() {
                continue;
            }
            moved.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
            let (people, levels): (Vec<String>, Vec<u8>) = moved.into_iter().unzip();
            stories.push(Story {
                levels,
                ..story(kind, people)
            });
        }
        stories
    }

    /// The news from the front: (the order of battle, the other items), each a sentence.
    fn front(
        &self,
        events: &[Event],
        names: &Names,
        next_variant: &mut impl FnMut() -> u64,
    ) -> Result<(Vec<String>, Vec<String>)> {
        let mut battles = Vec::new();
        let mut front = Vec::new();
        let mut ordered = BTreeSet::new();
        // Officers who are not players: their falls told per regiment, the Brigade Majors
        // in one item; their promotions only show in the rosters.
        let mut fallen: BTreeMap<crate::vocab::Regiment, BTreeMap<Rank, u32>> = BTreeMap::new();
        let mut majors = Vec::new();
        for e in events {
            let Happening::Army { event } = &e.what else {
                continue;
            };
            let newsworthy = match event {
                ArmyEvent::Battle { .. } => {
                    let who = e.who.as_ref().map(|w| name_of(names, w));
                    battles.push(self.render_value(
                        "front",
                        &[("a", event), ("who", &who), ("v", &0u64)],
                        names,
                    )?);
                    continue;
                }
                ArmyEvent::Ordered { regiment, .. } => ordered.insert(*regiment),
                ArmyEvent::OfficerFell { regiment, rank, .. } => {
                    *fallen
                        .entry(*regiment)
                        .or_default()
                        .entry(*rank)
                        .or_default() += 1;
                    continue;
                }
                ArmyEvent::BrigadeMajor {
                    brigade, regiment, ..
                } => {
                    majors.push(serde_json::json!({"brigade": brigade, "regiment": regiment}));
                    continue;
                }
                ArmyEvent::Fate { rolled, .. } => rolled.plunder > 0,
                ArmyEvent::Cowardice { cowardice, .. } => {
                    *cowardice != crate::rules::army::Cowardice::Unnoticed
                }
                ArmyEvent::CampaignDetermined { .. }
                | ArmyEvent::Joined { .. }
                | ArmyEvent::Volunteered { .. }
                | ArmyEvent::Returned { .. }
                | ArmyEvent::Killed { .. }
                | ArmyEvent::Mentioned { .. }
                | ArmyEvent::Promoted { .. }
                | ArmyEvent::NoVacancy { .. }
                | ArmyEvent::BrevetConfirmed { .. }
                | ArmyEvent::Dismissed { .. }
                | ArmyEvent::Expelled { .. }
                | ArmyEvent::Substituted { .. }
                | ArmyEvent::Appointed { .. }
                | ArmyEvent::BrevetExtended { .. } => true,
                _ => false,
            };
            if newsworthy {
                let who = e.who.as_ref().map(|w| name_of(names, w));
                let v = next_variant();
                front.push(self.render_value(
                    "front",
                    &[("a", event), ("who", &who), ("v", &v)],
                    names,
                )?);
            }
        }
        for (regiment, ranks) in fallen {
            let ranks: Vec<_> = ranks
                .into_iter()
                .rev()
                .map(|(rank, count)| serde_json::json!({"rank": rank, "count": count}))
                .collect();
            let a =
                serde_json::json!({"kind": "officers_fell", "regiment": regiment, "ranks": ranks});
            let v = next_variant();
            front.push(self.render_value("front", &[("a", &a), ("v", &v)], names)?);
        }
        if !majors.is_empty() {
            let a = serde_json::json!({"kind": "brigade_majors", "majors": majors});
            front.push(self.render_value("front", &[("a", &a), ("v", &0u64)], names)?);
        }
        Ok((battles, front))
    }
}

/// The field of honour: each duel once (from its first duellist's event), challenges
/// declined and apologies: (kind, facts).
fn honour_items(events: &[Event], names: &Names) -> Vec<(&'static str, serde_json::Value)> {
    let mut items = Vec::new();
    let mut settled: BTreeSet<(CharacterId, CharacterId)> = BTreeSet::new();
    let pair = |a: &CharacterId, b: &CharacterId| {
        if a < b {
            (a.clone(), b.clone())
        } else {
            (b.clone(), a.clone())
        }
    };
    for e in events {
        let Some(me) = &e.who else { continue };
        match &e.what {
            Happening::Fought {
                opponent,
                side,
                record,
                cause,
            } => {
                settled.insert(pair(me, opponent));
                let fought_by_a = events.iter().any(|o| {
                    o.who.as_ref() == Some(opponent)
                        && matches!(&o.what, Happening::Fought { opponent: x, side: Side::A, .. } if x == me)
                });
                if *side == Side::A || !fought_by_a {
                    let view = duel_view(
                        record,
                        names,
                        challenger(events, me, opponent, *side),
                        cause.as_ref(),
                    );
                    items.push(("duel", serde_json::to_value(view).unwrap_or_default()));
                }
            }
            Happening::DeclinedChallenge {
                by,
                free,
                beneath_notice,
            } => {
                settled.insert(pair(me, by));
                items.push((
                    "declined",
                    serde_json::json!({
                        "who": name_of(names, me),
                        "by": name_of(names, by),
                        "free": free,
                        "beneath_notice": beneath_notice,
                    }),
                ));
            }
            Happening::Apologised { to, accepted } => {
                settled.insert(pair(me, to));
                items.push((
                    "apologised",
                    serde_json::json!({
                        "who": name_of(names, me),
                        "to": name_of(names, to),
                        "accepted": accepted,
                    }),
                ));
            }
            Happening::RefusedTerms { with, weapon } => {
                settled.insert(pair(me, with));
                items.push((
                    "terms_refused",
                    serde_json::json!({
                        "who": name_of(names, me),
                        "by": name_of(names, with),
                        "weapon": weapon.id(),
                    }),
                ));
            }
            Happening::Insulted { whom } => items.push((
                "insulted",
                serde_json::json!({"who": name_of(names, me), "whom": name_of(names, whom)}),
            )),
            Happening::InsultUnanswered {
                by,
                months,
                concluded,
                declined,
            } => items.push((
                "unanswered",
                serde_json::json!({
                    "who": name_of(names, me),
                    "by": name_of(names, by),
                    "months": months,
                    "concluded": concluded,
                    "declined": declined,
                }),
            )),
            Happening::BecameCad { opponent, .. } => items.push((
                "cad",
                serde_json::json!({"who": name_of(names, me), "opponent": name_of(names, opponent)}),
            )),
            _ => {}
        }
    }
    for e in events {
        if let (Some(me), Happening::Challenged { whom, cause }) = (&e.who, &e.what)
            && !settled.contains(&pair(me, whom))
        {
            items.push((
                "challenged",
                serde_json::json!({
                    "who": name_of(names, me),
                    "whom": name_of(names, whom),
                    "cause": cause.as_ref().map(super::duel::cause_view),
                }),
            ));
        }
    }
    items
}

/// The gazette's lists: the living by social level, the ladies, the regiments.
fn lists(world: &World, names: &Names) -> Lists {
    let mut by_level: BTreeMap<std::cmp::Reverse<u8>, Vec<ListEntry>> = BTreeMap::new();
    for c in world.living() {
        by_level
            .entry(std::cmp::Reverse(c.social_level))
            .or_default()
            .push(ListEntry {
                name: c.name.clone(),
                social_level: c.social_level,
                regiment: c.commission.map(|k| k.regiment.id()),
                rank: c.commission.map(|k| k.rank.id()),
                club: c.club.map(|m| m.club.id()),
                mistress: c
                    .mistress
                    .as_ref()
                    .and_then(|l| names.ladies.get(&l.0).cloned()),
                away: world
                    .army
                    .records
                    .get(&c.id)
                    .is_some_and(|r| r.campaign.is_some()),
            });
    }
    let levels = by_level
        .into_iter()
        .map(|(level, mut people)| {
            people.sort_by(|a, b| a.name.cmp(&b.name));
            LevelGroup {
                level: level.0,
                people,
            }
        })
        .collect();
    let mut ladies: Vec<LadyEntry> = world
        .ladies
        .values()
        .map(|l| LadyEntry {
            name: l.name.clone(),
            social_level: l.social_level,
            beautiful: l.beautiful,
            influential: l.influential,
            wealthy: l.wealthy,
            lover: l
                .lover
                .as_ref()
                .or_else(|| {
                    world
                        .living()
                        .find(|c| c.mistress.as_ref() == Some(&l.id))
                        .map(|c| &c.id)
                })
                .map(|w| name_of(names, w)),
        })
        .collect();
    ladies.sort_by(|a, b| {
        b.social_level
            .cmp(&a.social_level)
            .then(a.name.cmp(&b.name))
    });
    let regiments: Vec<RegimentEntry> = crate::vocab::Regiment::ALL
        .iter()
        .map(|r| {
            let officers: Vec<OfficerEntry> = world
                .regiments
                .get(r)
                .map(|roster| {
                    roster
                        .officers
                        .iter()
                        .map(|o| OfficerEntry {
                            rank: o.rank.id(),
                            name: o
                                .character
                                .as_ref()
                                .map(|w| name_of(names, w))
                                .or_else(|| o.name.clone()),
                            player: o.character.is_some(),
                        })
                        .collect()
                })
                .unwrap_or_default();
            let mut juniors: Vec<(Rank, String)> = world
                .living()
                .filter_map(|c| c.commission.map(|k| (k, c)))
                .filter(|(k, _)| k.regiment == *r && k.rank < Rank::Captain)
                .map(|(k, c)| (k.rank, c.name.clone()))
                .collect();
            juniors.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
            let juniors: Vec<OfficerEntry> = juniors
                .into_iter()
                .map(|(rank, name)| OfficerEntry {
                    rank: rank.id(),
                    name: Some(name),
                    player: true,
                })
                .collect();
            let mut readers: Vec<(Rank, String)> = world
                .living()
                .filter_map(|c| c.commission.map(|k| (k, c)))
                .filter(|(k, _)| k.regiment == *r)
                .map(|(k, c)| (k.rank, c.name.clone()))
                .collect();
            readers.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
            let readers: Vec<OfficerEntry> = readers
                .into_iter()
                .map(|(rank, name)| OfficerEntry {
                    rank: rank.id(),
                    name: Some(name),
                    player: true,
                })
                .collect();
            RegimentEntry {
                vacancies: officers.iter().filter(|o| o.name.is_none()).count() as u32,
                has_players: !readers.is_empty(),
                readers,
                id: r.id(),
                name: names.regiments[r.id()].to_string(),
                officers,
                juniors,
            }
        })
        .collect();
    Lists {
        readers_serve: regiments.iter().any(|r: &RegimentEntry| r.has_players),
        levels,
        ladies,
        regiments,
    }
}
