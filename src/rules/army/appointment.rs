//! Appointments (000, Brevet Rank, Influence; the Military Appointments Tables themselves are
//! missing from this copy, so the posts are a house rule: see `appointments.toml`): seeking a
//! post, the appointing non-player's die altered by influence, the term to the end of the
//! next regular campaign season, the favour a season and the status it brings, a Brigadier
//! commanding his brigade in the field, and the brevet it keeps.
//!
//! House rules: a player holds one post at a time; a post held by another player is not open
//! until his term ends (or he dies, or loses the rank it needs); an appointment sought before
//! August runs to the end of that August's campaign season, one sought from August on to the
//! end of the next year's; the holder may seek it again in its last month to keep it.

use super::{ArmyEvent, ArmyRefusal, ArmySource, PostEnded, PostName, refuse, tell};
use crate::calendar::Month;
use crate::dice::Dice;
use crate::orders::names::fold;
use crate::rules::events::Source;
use crate::rules::ledger::Ledger;
use crate::rules::society::influence::influence_on;
use crate::tables::appointments::PostRule;
use crate::tables::regiments;
use crate::vocab::{Brigade, Rank};
use crate::world::{Appointment, CharacterId, Favour};
use std::sync::OnceLock;

/// One post: its rule and, for per-brigade posts, the brigade.
#[derive(Debug, Clone, Copy)]
pub struct Post<'a> {
    pub rule: &'a PostRule,
    pub brigade: Option<Brigade>,
}

impl Post<'_> {
    /// The post's key in the world's appointments.
    pub fn key(&self) -> String {
        match self.brigade {
            Some(b) => format!("{}/{}", self.rule.id, b.id()),
            None => self.rule.id.clone(),
        }
    }

    /// The post as events name it.
    pub fn name(&self) -> PostName {
        PostName {
            post: self.key(),
            title: self.rule.title.clone(),
            title_es: self.rule.title_es.clone(),
            brigade: self.brigade,
        }
    }
}

/// The brigades of the regular army, each with the names a player may give it (folded),
/// longest first.
fn brigade_names() -> &'static [(String, Brigade)] {
    static NAMES: OnceLock<Vec<(String, Brigade)>> = OnceLock::new();
    NAMES.get_or_init(|| {
        let mut out = Vec::new();
        for b in Brigade::ALL
            .iter()
            .copied()
            .filter(|b| *b != Brigade::Frontier)
        {
            let english = b.name();
            let spanish = b.spanish_name();
            let mut names = vec![
                fold(english),
                fold(&b.id().replace('_', " ")),
                fold(spanish),
                fold(english.trim_end_matches(" Brigade")),
                fold(
                    spanish
                        .trim_start_matches("Brigada de la ")
                        .trim_start_matches("Brigada "),
                ),
            ];
            if let Some(n) = english.strip_prefix("Brigade of ") {
                names.push(fold(n));
            }
            for n in names {
                out.push((n, b));
            }
        }
        out.sort_by_key(|(n, _)| std::cmp::Reverse(n.len()));
        out
    })
}

/// The post a player's words name, if any.
pub fn find<'a>(posts: &'a [PostRule], written: &str) -> Option<Post<'a>> {
    let text = fold(written);
    let brigade = brigade_names()
        .iter()
        .find(|(n, _)| contains_words(&text, n))
        .map(|(_, b)| *b);
    let titled = |rule: &PostRule, brigade: Option<Brigade>| {
        let fill = |t: &str, name: &str| fold(&t.replace("{brigade}", name));
        text == fill(&rule.title, brigade.map_or("", |b| b.name()))
            || text == fill(&rule.title_es, brigade.map_or("", |b| b.spanish_name()))
    };
    posts.iter().find_map(|rule| {
        let brigade = if rule.per_brigade {
            Some(brigade?)
        } else {
            None
        };
        let named =
            titled(rule, brigade) || rule.aliases.iter().any(|a| contains_words(&text, &fold(a)));
        named.then_some(Post { rule, brigade })
    })
}

fn contains_words(text: &str, words: &str) -> bool {
    !words.is_empty()
        && text.match_indices(words).any(|(i, _)| {
            let before = text[..i].chars().next_back();
            let after = text[i + words.len()..].chars().next();
            before.is_none_or(|c| !c.is_alphanumeric())
                && after.is_none_or(|c| !c.is_alphanumeric())
        })
}

/// The last month of an appointment made in `month`: the end of this year's regular campaign
/// season (August) before August, next year's from August on.
pub fn term_end(month: Month) -> Month {
    if month.month < 8 {
        Month::new(month.year, 8)
    } else {
        Month::new(month.year + 1, 8)
    }
}

/// The post's appointment, if a living player holds it.
fn holder(ledger: &Ledger, key: &str) -> Option<Appointment> {
    ledger
        .world
        .army
        .appointments
        .get(key)
        .filter(|a| {
            ledger
                .world
                .characters
                .get(&a.holder)
                .is_some_and(|c| c.alive)
        })
        .cloned()
}

/// The player appointed Brigadier of `brigade`, if any.
pub fn brigade_commander(
    ledger: &Ledger,
    posts: &[PostRule],
    brigade: Brigade,
) -> Option<CharacterId> {
    posts
        .iter()
        .filter(|r| r.per_brigade && r.commands_brigade)
        .find_map(|rule| {
            let post = Post {
                rule,
                brigade: Some(brigade),
            };
            holder(ledger, &post.key()).map(|a| a.holder)
        })
}

/// The brigade he commands as Brigadier, if he does.
pub fn brigade_of(ledger: &Ledger, posts: &[PostRule], who: &CharacterId) -> Option<Brigade> {
    held_by(ledger, posts, who)
        .into_iter()
        .filter(|(_, p, _)| p.rule.commands_brigade)
        .find_map(|(_, p, _)| p.brigade)
}

/// The posts he holds, with their keys.
pub fn held_by<'a>(
    ledger: &Ledger,
    posts: &'a [PostRule],
    who: &CharacterId,
) -> Vec<(String, Post<'a>, Appointment)> {
    ledger
        .world
        .army
        .appointments
        .iter()
        .filter(|(_, a)| a.holder == *who)
        .filter_map(|(key, a)| {
            let (id, brigade) = match key.split_once('/') {
                Some((id, b)) => (id, Brigade::ALL.iter().copied().find(|x| x.id() == b)),
                None => (key.as_str(), None),
            };
            let rule = posts.iter().find(|r| r.id == id)?;
            Some((key.clone(), Post { rule, brigade }, a.clone()))
        })
        .collect()
}

/// Seeks a post (a short order): the rank it needs, open (or his own in its last month),
/// one post at a time, then the appointing non-player's die, altered by the favours pledged
/// on him this month.
pub fn seek(
    ledger: &mut Ledger,
    who: &CharacterId,
    week: u8,
    written: &str,
    rules: &super::ArmyRules,
    dice: &mut dyn Dice,
) {
    let posts = &rules.appointments;
    let w = Some(week);
    let order = "seek_appointment";
    let Some(post) = find(posts, written) else {
        let why = ArmyRefusal::NoSuchPost {
            post: written.to_string(),
        };
        return refuse(ledger, w, who, order, why);
    };
    let key = post.key();
    let month = ledger.world.month;
    let rank = ledger.character(who).commission.map(|c| c.rank);
    if rank.is_none_or(|r| r < post.rule.rank) {
        let why = ArmyRefusal::RankTooLow {
            rank: post.rule.rank,
        };
        return refuse(ledger, w, who, order, why);
    }
    if let Some(a) = holder(ledger, &key) {
        if a.holder != *who {
            let why = ArmyRefusal::PostHeld { holder: a.holder };
            return refuse(ledger, w, who, order, why);
        }
        if a.until > month {
            let why = ArmyRefusal::AlreadyHeld { until: a.until };
            return refuse(ledger, w, who, order, why);
        }
    }
    if held_by(ledger, posts, who)
        .iter()
        .any(|(k, _, a)| *k != key && a.until > month)
    {
        return refuse(ledger, w, who, order, ArmyRefusal::OnePostAtATime);
    }
    let mut subjects: Vec<String> = ["appointment", "nombramiento", "cargo", "post", "puesto"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    subjects.extend(post.rule.aliases.iter().map(|a| fold(a)));
    subjects.push(fold(&post.rule.title.replace("{brigade}", "")));
    let subjects: Vec<&str> = subjects.iter().map(String::as_str).collect();
    let modifier = influence_on(&ledger.pledges, who, post.rule.appointed_by, &subjects);
    let roll = dice.d6();
    let needed = post.rule.needed;
    let granted = rules.succeeds(roll, modifier, i32::from(needed));
    let until = term_end(month);
    tell(
        ledger,
        w,
        who,
        ArmyEvent::SoughtPost {
            post: post.name(),
            appointed_by: post.rule.appointed_by,
            roll,
            modifier,
            needed,
            granted,
        },
    );
    if granted {
        let since = holder(ledger, &key).map_or(month, |a| a.since);
        ledger.world.army.appointments.insert(
            key.clone(),
            Appointment {
                holder: who.clone(),
                since,
                until,
            },
        );
        let post = post.name();
        tell(ledger, w, who, ArmyEvent::Appointed { post, until });
    }
}

/// The season's favour of each post he holds (a season's first month).
pub fn favours(ledger: &mut Ledger, posts: &[PostRule], who: &CharacterId) {
    let month = ledger.world.month;
    if !month.starts_season() {
        return;
    }
    for (key, post, _) in held_by(ledger, posts, who) {
        if let Some(class) = post.rule.favour {
            let from = format!("appointment {key}");
            ledger.character_mut(who).favours.push(Favour {
                class,
                from: from.clone(),
                expires: Some(month.next().next()),
            });
            ledger.happen(
                None,
                who,
                crate::rules::events::Happening::FavourReceived { class, from },
            );
        }
    }
}

/// The status of each post he holds (in Paris, before the status reckoning).
pub fn status(ledger: &mut Ledger, posts: &[PostRule], who: &CharacterId) {
    for (key, post, _) in held_by(ledger, posts, who) {
        let mut points = i32::from(post.rule.status);
        if post.rule.brigade_status
            && let Some(b) = post.brigade
        {
            points += i32::from(regiments::brigade(b).status_bonus.unwrap_or(0));
        }
        if points != 0 {
            let army = ArmySource::Appointment { post: key };
            ledger.status(None, who, points, Source::Army { army });
        }
    }
}

/// The month's end: posts whose term is over, whose holder died or no longer holds the rank.
pub fn review(ledger: &mut Ledger, posts: &[PostRule]) {
    let month = ledger.world.month;
    let keys: Vec<String> = ledger.world.army.appointments.keys().cloned().collect();
    for key in keys {
        let a = ledger.world.army.appointments[&key].clone();
        let c = ledger.world.characters.get(&a.holder);
        let alive = c.is_some_and(|c| c.alive);
        let rank = c.and_then(|c| c.commission).map(|com| com.rank);
        let post = held_by(ledger, posts, &a.holder)
            .into_iter()
            .find(|(k, _, _)| *k == key)
            .map(|(_, p, _)| (p.rule.rank, p.name()));
        let needed = post.as_ref().map(|p| p.0);
        let why = if !alive {
            Some(PostEnded::Died)
        } else if needed.is_none_or(|n| rank.is_none_or(|r| r < n)) {
            Some(PostEnded::Rank)
        } else if a.until <= month {
            Some(PostEnded::Term)
        } else {
            None
        };
        if let Some(why) = why {
            ledger.world.army.appointments.remove(&key);
            if alive && let Some((_, post)) = post {
                tell(ledger, None, &a.holder, ArmyEvent::PostEnded { post, why });
            }
        }
    }
}

/// True when he holds a post needing `rank` beyond `month`: his brevet of that rank is
/// extended ("So long as the player receives appointments requiring his brevet rank, he
/// maintains that rank").
pub fn keeps_brevet(
    ledger: &Ledger,
    posts: &[PostRule],
    who: &CharacterId,
    rank: Rank,
    month: Month,
) -> Option<Month> {
    held_by(ledger, posts, who)
        .into_iter()
        .filter(|(_, p, a)| p.rule.rank == rank && a.until > month)
        .map(|(_, _, a)| a.until)
        .max()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tables::appointments::default_posts;

    #[test]
    fn posts_by_the_names_players_give_them() {
        let posts = default_posts();
        for (text, key) in [
            ("brigadier of the brigade of guards", "brigadier/guards"),
            (
                "Brigadier of the Horse Guards Brigade",
                "brigadier/horse_guards",
            ),
            ("command of the 4th brigade of foot", "brigadier/4th_foot"),
            ("jefe de la brigada de dragones", "brigadier/dragoon"),
            ("Jefe de la 2ª Brigada de Infantería", "brigadier/2nd_foot"),
            (
                "inspector-general of cavalry",
                "inspector_general_of_cavalry",
            ),
            (
                "Inspector General de Caballería",
                "inspector_general_of_cavalry",
            ),
        ] {
            let post = find(&posts, text).unwrap_or_else(|| panic!("{text}"));
            assert_eq!(post.key(), key, "{text}");
        }
        assert!(find(&posts, "brigadier").is_none(), "which brigade?");
        assert!(find(&posts, "governor of the bastille").is_none());
    }

    #[test]
    fn terms_run_to_the_end_of_a_summer_campaign() {
        assert_eq!(term_end(Month::new(1626, 9)), Month::new(1627, 8));
        assert_eq!(term_end(Month::new(1627, 8)), Month::new(1628, 8));
        assert_eq!(term_end(Month::new(1627, 3)), Month::new(1627, 8));
    }
}
