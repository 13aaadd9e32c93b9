//! The demo: three months of a game played by the daemon's own rounds, with no mail server.
//!
//! The game is the embedded default configuration with the demo's few changes (its first
//! month, its seed, a web site; for `--language es`, a Spanish game of *Preux et audacieux*),
//! and its cast is fixed (`config/demo/cast.toml`, `rules::cast`) rather than rolled, so the
//! letters suit the men who write them. The letters of each month (`config/demo/monthN/`)
//! are delivered into a Maildir, each at the time its `Date:` header says, on a clock of the
//! demo's own that runs from one letter to the next: a round of the daemon at each letter
//! (filed, acknowledged, the GM told), at each reminder hour before a deadline, and at the
//! deadline (the month resolved, its mails sent, the web site written). The same letters
//! give the same bytes on every run.

use crate::config::{Config, DEFAULT};
use crate::daemon;
use crate::game::Game;
use crate::mail::MailKind;
use crate::mail::maildir::Maildir;
use crate::mail::outbox::FileOutbox;
use crate::render::{DemoMonth, DemoView, Highlight, Level, Names};
use crate::rules::army::ArmyEvent;
use crate::rules::cast::Cast;
use crate::rules::duel::Side;
use crate::rules::{Event, Happening};
use crate::vocab::Language;
use crate::vocab::Rank;
use crate::world::CharacterId;
use anyhow::{Context, Result, bail};
use std::path::{Path, PathBuf};

/// One letter of the demo: its path under `config/demo/`, and its raw bytes.
pub type Letter = (&'static str, &'static [u8]);

macro_rules! letters {
    ($($path:literal),* $(,)?) => {
        &[$(($path, include_bytes!(concat!("../config/demo/", $path)) as &[u8])),*]
    };
}

/// A demo game: its language, the changes it makes to the embedded default configuration,
/// its cast and its months' letters.
pub struct DemoGame {
    pub language: Language,
    /// (a line of the embedded default, the line the demo puts instead).
    pub changes: &'static [(&'static str, &'static str)],
    /// The cast file's text.
    pub cast: &'static str,
    /// Each month's letters, in the order of their folder.
    pub months: &'static [&'static [Letter]],
}

/// The English game: June to August 1626 under the rulebook.
pub const ENGLISH: DemoGame = DemoGame {
    language: Language::English,
    changes: &[
        ("start = \"1626-08\"", "start = \"1626-06\""),
        (
            "seed = \"Un pour tous, tous pour un\"",
            "seed = \"Tous pour un 158\"",
        ),
    ],
    cast: include_str!("../config/demo/cast.toml"),
    months: &[
        letters![
            "month1/01-henri.eml",
            "month1/02-rodney.eml",
            "month1/03-jacques.eml",
            "month1/04-pierre.eml",
            "month1/05-aramis.eml",
            "month1/06-gaston.eml",
            "month1/07-vacation.eml",
            "month1/08-gm-approves.eml",
        ],
        letters![
            "month2/01-rodney.eml",
            "month2/02-henri.eml",
            "month2/03-jacques.eml",
            "month2/04-pierre.eml",
            "month2/05-aramis.eml",
            "month2/06-jacques-press.eml",
            "month2/07-gaston.eml",
        ],
        letters![
            "month3/01-henri.eml",
            "month3/02-rodney.eml",
            "month3/03-jacques.eml",
            "month3/04-pierre.eml",
            "month3/05-aramis.eml",
            "month3/06-gaston.eml",
        ],
    ],
};

/// The Spanish game: the same months under *Preux et audacieux* (003), its players writing
/// in Spanish (`config/demo/es/`), with the same cast.
pub const SPANISH: DemoGame = DemoGame {
    language: Language::Spanish,
    changes: &[
        (
            "name = \"La Gazette de Paris\"",
            "name = \"La Gaceta de París\"",
        ),
        ("language = \"en\"", "language = \"es\""),
        ("start = \"1626-08\"", "start = \"1626-06\""),
        (
            "seed = \"Un pour tous, tous pour un\"",
            "seed = \"Todos para uno 84\"",
        ),
        (
            "club_table = \"rulebook\"",
            "club_table = \"preux_et_audacieux\"",
        ),
        (
            "# mingling = \"hosts_and_guests\"",
            "mingling = \"everyone\"",
        ),
        (
            "# gambling_cut_stake = \"half\"",
            "gambling_cut_stake = \"full\"",
        ),
        ("# spanish_venues = false", "spanish_venues = true"),
        ("# residences = false", "residences = true"),
        ("# [house_rules.duel]", "[house_rules.duel]"),
        ("# shared_rests = false", "shared_rests = true"),
        ("# recovery = \"rulebook\"", "recovery = \"preux\""),
        ("# preux_table_b = false", "preux_table_b = true"),
        ("# serious_wounds = false", "serious_wounds = true"),
        (
            "# friendly_fight_costs = false",
            "friendly_fight_costs = true",
        ),
        (
            "# attacker_blade_breaks = false",
            "attacker_blade_breaks = true",
        ),
        // 003's affairs of honour (7.1-7.2).
        ("# [house_rules.honour]", "[house_rules.honour]"),
        ("# insults = false", "insults = true"),
        ("# apologies = \"rulebook\"", "apologies = \"preux\""),
        (
            "# challenged_sets_terms = false",
            "challenged_sets_terms = true",
        ),
        ("# seconds = false", "seconds = true"),
        // 003's bribes (5.2).
        ("# [house_rules.influence]", "[house_rules.influence]"),
        ("# bribes = false", "bribes = true"),
        // 003's pregnancies and births (4.3).
        ("# [house_rules.family]", "[house_rules.family]"),
        ("# pregnancies = false", "pregnancies = true"),
        // 003's pistols (8.9).
        ("# [house_rules.pistols]", "[house_rules.pistols]"),
        ("# allowed = false", "allowed = true"),
        // (003's venereal disease, after 3.4, stays off: the demo's story was written to its
        // dice without it.)
    ],
    cast: include_str!("../config/demo/cast.toml"),
    months: &[
        letters![
            "es/month1/01-henri.eml",
            "es/month1/02-rodney.eml",
            "es/month1/03-jacques.eml",
            "es/month1/04-pierre.eml",
            "es/month1/05-aramis.eml",
            "es/month1/06-gaston.eml",
            "es/month1/07-vacation.eml",
            "es/month1/08-gm-approves.eml",
        ],
        letters![
            "es/month2/01-rodney.eml",
            "es/month2/02-henri.eml",
            "es/month2/03-jacques.eml",
            "es/month2/04-pierre.eml",
            "es/month2/05-aramis.eml",
            "es/month2/06-jacques-press.eml",
            "es/month2/07-gaston.eml",
        ],
        letters![
            "es/month3/01-henri.eml",
            "es/month3/02-rodney.eml",
            "es/month3/03-jacques.eml",
            "es/month3/04-pierre.eml",
            "es/month3/05-aramis.eml",
            "es/month3/06-gaston.eml",
        ],
    ],
};

/// The demo game of a language.
pub fn game_of(language: Language) -> Option<&'static DemoGame> {
    match language {
        Language::English => Some(&ENGLISH),
        Language::Spanish => Some(&SPANISH),
    }
}

/// Every letter of a demo game, month after month.
pub fn letters(demo: &DemoGame) -> impl Iterator<Item = &'static Letter> + '_ {
    demo.months.iter().flat_map(|m| m.iter())
}

/// The demo game's configuration: the embedded default with the demo's changes, its store,
/// inbox, outbox and web site in the folder of the file.
pub fn config_text(demo: &DemoGame) -> Result<String> {
    let paths = [
        ("path = \"../var/engarde.sled\"", "path = \"engarde.sled\""),
        ("path = \"../var/inbox\"", "path = \"inbox\""),
        ("path = \"../var/outbox\"", "path = \"outbox\""),
        ("# [site]\n", "[site]\n"),
        ("# path = \"../var/site\"", "path = \"site\""),
    ];
    let mut text = DEFAULT.to_string();
    for (from, to) in paths.iter().chain(demo.changes) {
        if !text.contains(from) {
            bail!("the embedded default has no line {from:?} for the demo to change");
        }
        text = text.replacen(from, to, 1);
    }
    Ok(text)
}

/// The demo game's configuration with its paths under `out`.
pub fn config(demo: &DemoGame, out: &Path) -> Result<Config> {
    Ok(Config::parse(
        &config_text(demo)?,
        Path::new("(the demo)"),
        out.to_path_buf(),
    )?)
}

/// What the demo did.
pub struct DemoReport {
    pub out: PathBuf,
    /// Each month's resolved turn, in order.
    pub turns: Vec<u32>,
    pub mails: Vec<PathBuf>,
    pub site: PathBuf,
    /// What happened each month, where the mails and the site are, and how to look at them.
    pub summary: String,
}

/// When a letter was written: its `Date:` header, in seconds since the epoch.
pub fn date_of(raw: &[u8]) -> Option<i64> {
    mail_parser::MessageParser::default()
        .parse(raw)?
        .date()
        .map(|d| d.to_timestamp())
}

/// A moment of the demo's clock: a letter arrives, or the daemon's round comes anyway (a
/// reminder hour, a deadline).
enum Moment {
    Letter(&'static Letter),
    Round,
}

/// Plays the demo game into `out` (emptied of a previous demo first).
pub async fn run(demo: &DemoGame, out: &Path) -> Result<DemoReport> {
    for sub in ["engarde.sled", "inbox", "outbox", "site"] {
        let p = out.join(sub);
        if p.exists() {
            std::fs::remove_dir_all(&p).with_context(|| format!("clearing {}", p.display()))?;
        }
    }
    std::fs::create_dir_all(out)?;
    // The configuration is written beside the game, so the GM's commands can go on with it:
    // engarde gm --config out/engarde.toml queue
    std::fs::write(out.join("engarde.toml"), config_text(demo)?)?;
    let config = config(demo, out)?;
    let cast = Cast::parse(demo.cast)?;
    let game = Game::open(config)?;
    game.create_with(Some(&cast))?;
    let inbox = Maildir::open(game.config.resolve(&game.config.inbox.path))?;
    let outbox = FileOutbox::new(game.config.resolve(&game.config.outbox.path))?;

    // The demo's clock: every letter at its date, every reminder hour and deadline.
    let mut moments: Vec<(i64, Moment)> = Vec::new();
    let mut opened = i64::MIN;
    for (i, month) in demo.months.iter().enumerate() {
        let turn = i as u32 + 1;
        let deadline = game.config.deadline_of(turn);
        for letter in month.iter() {
            let at = date_of(letter.1).with_context(|| format!("{} has no Date", letter.0))?;
            if at < opened || at >= deadline {
                bail!(
                    "{} is dated outside turn {turn} (its letters must arrive before {})",
                    letter.0,
                    crate::config::format_utc(deadline)
                );
            }
            moments.push((at, Moment::Letter(letter)));
        }
        for hours in &game.config.deadline.reminders_hours {
            moments.push((deadline - i64::from(*hours) * 3600, Moment::Round));
        }
        moments.push((deadline, Moment::Round));
        opened = deadline;
    }
    moments.sort_by_key(|(at, _)| *at);
    // Each month's resolved turn, and how many mails the game had sent by then.
    let mut turns = Vec::new();
    let mut sent = Vec::new();
    for (at, moment) in moments {
        if let Moment::Letter((_, raw)) = moment {
            inbox.deliver(raw)?;
        }
        let turn = game.store.require_game()?.turn;
        if daemon::round_at_time(&game, &inbox, &outbox, at).await? {
            turns.push(turn);
            sent.push(eml_files(outbox.dir())?.len());
        }
    }
    let mails = eml_files(outbox.dir())?;
    let site = game
        .config
        .site
        .as_ref()
        .map(|s| game.config.resolve(&s.path))
        .unwrap_or_default();
    let summary = summary(&game, &turns, &sent, out, &site)?;
    Ok(DemoReport {
        out: out.to_path_buf(),
        turns,
        mails,
        site,
        summary,
    })
}

/// The newspaper of a turn, as mailed to the list.
pub fn newspaper(game: &Game, turn: u32) -> Result<Option<String>> {
    let prefix = format!("turn-{turn}.");
    Ok(game
        .store
        .outbox()?
        .into_iter()
        .find(|r| r.mail.kind == MailKind::Newspaper && r.mail.message_id.starts_with(&prefix))
        .map(|r| r.mail.text))
}

/// The .eml files of a folder, sorted.
fn eml_files(dir: &Path) -> Result<Vec<PathBuf>> {
    let mut mails: Vec<PathBuf> = std::fs::read_dir(dir)?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "eml"))
        .collect();
    mails.sort();
    Ok(mails)
}

/// What happened each month, where the mails and the site are, and how to look at them, in
/// the game's language: the turns' events and what the store holds of the GM's queue, the
/// press and the reminders.
fn summary(game: &Game, turns: &[u32], sent: &[usize], out: &Path, site: &Path) -> Result<String> {
    let last = game.store.require_game()?.turn;
    let world = game
        .store
        .world(last)?
        .context("the demo's last world is missing")?;
    let names = game.renderer.names(&world);
    let outbox = game.store.outbox()?;
    let items = game.store.gm_items()?;
    let mut months = Vec::new();
    let mut example = None;
    for (i, turn) in turns.iter().enumerate() {
        let record = game
            .store
            .turn(*turn)?
            .with_context(|| format!("turn {turn} is missing"))?;
        let (mut lines, levels) = highlights(game, &record.events, &names)?;
        // The GM's answers by email, the press and the reminders: the store's, not events.
        for item in items.iter().filter(|i| i.turn == *turn && !i.open) {
            let Some(who) = item.character.clone() else {
                continue;
            };
            let filed = game.store.orders(*turn)?.remove(&who);
            let written = game
                .store
                .letter(&item.letter)?
                .and_then(|r| r.letter)
                .map(|l| crate::orders::parse_orders(&l.text).weeks);
            let corrected = filed.is_some_and(|o| Some(o.sheet.weeks) != written);
            lines.push(Highlight::Approved {
                who,
                item: item.id,
                corrected,
            });
        }
        for press in game.store.press(*turn)? {
            lines.push(Highlight::Press {
                who: press.character,
            });
        }
        let prefix = format!("turn-{turn}.reminder-");
        let mut reminded = Vec::new();
        for r in outbox
            .iter()
            .filter(|r| r.mail.message_id.starts_with(&prefix))
        {
            if let Some(p) = game.store.player(&r.mail.to)? {
                reminded.push(p.character);
            }
        }
        if !reminded.is_empty() {
            lines.push(Highlight::Reminded { who: reminded });
        }
        lines.push(levels);
        if example.is_none()
            && let Some(Highlight::Duel { loser: Some(l), .. }) =
                lines.iter().find(|l| matches!(l, Highlight::Duel { .. }))
        {
            example = Some(format!(
                "turn-{turn}.result.{l}@{}.eml",
                game.config.game.domain
            ));
        }
        months.push(DemoMonth {
            month: game.renderer.month(record.month),
            turn: *turn,
            lines,
            mails: sent[i] - if i == 0 { 0 } else { sent[i - 1] },
        });
    }
    let outbox_dir = out.join("outbox");
    let example = example.unwrap_or_else(|| {
        format!(
            "turn-1.result.{}@{}.eml",
            world
                .characters
                .keys()
                .next()
                .map(|c| c.as_str())
                .unwrap_or_default(),
            game.config.game.domain
        )
    });
    let view = DemoView {
        game: game.config.game.name.clone(),
        months,
        out: out.display().to_string(),
        outbox: outbox_dir.display().to_string(),
        mails: sent.last().copied().unwrap_or_default(),
        example: outbox_dir.join(example).display().to_string(),
        site: site.display().to_string(),
        config: out.join("engarde.toml").display().to_string(),
    };
    Ok(game.renderer.demo(&view, &names)?)
}

/// The month's events worth a line: duels, courtships won, nights at the tables,
/// commissions bought, the summer's battle and the players' fates in it; and, apart, the
/// social levels that moved.
fn highlights(game: &Game, events: &[Event], names: &Names) -> Result<(Vec<Highlight>, Highlight)> {
    let mut lines = Vec::new();
    let mut rose = Vec::new();
    let mut fell = Vec::new();
    // The lady two men quarrelled over in a week.
    let lady_of = |week: Option<u8>, a: &CharacterId, b: &CharacterId| {
        events.iter().find_map(|e| {
            let who = e.who.as_ref()?;
            match &e.what {
                Happening::RivalSuitors { lady, rival }
                | Happening::CaughtCourting { lady, lover: rival }
                    if e.week == week && ((who == a && rival == b) || (who == b && rival == a)) =>
                {
                    Some(lady.clone())
                }
                _ => None,
            }
        })
    };
    let mut battle = false;
    for e in events {
        let Some(who) = e.who.clone() else {
            if let Happening::Army {
                event: event @ ArmyEvent::Battle { .. },
            } = &e.what
                && !battle
            {
                battle = true;
                let line = game.renderer.battle_line(event, names)?;
                lines.push(Highlight::Battle { line });
            }
            continue;
        };
        match &e.what {
            Happening::Fought {
                opponent,
                side: Side::A,
                record,
                ..
            } => {
                let verdict = record.verdict;
                let id = |side: Side| {
                    if side == Side::A {
                        who.clone()
                    } else {
                        opponent.clone()
                    }
                };
                let ending = serde_json::to_value(verdict.ending)?
                    .get("ending")
                    .and_then(|v| v.as_str())
                    .unwrap_or_default()
                    .to_string();
                lines.push(Highlight::Duel {
                    winner: verdict.winner.map(id),
                    loser: verdict.loser().map(id),
                    a: who.clone(),
                    b: opponent.clone(),
                    ending,
                    turns: verdict.turns,
                    lady: lady_of(e.week, &who, opponent),
                });
            }
            Happening::Courted {
                lady, won: true, ..
            } => {
                let from = events.iter().find_map(|m| match &m.what {
                    Happening::MistressLeft { lady: l }
                        if l == lady && m.who.as_ref() != Some(&who) =>
                    {
                        m.who.clone()
                    }
                    _ => None,
                });
                lines.push(Highlight::Won {
                    who,
                    lady: lady.clone(),
                    from,
                });
            }
            Happening::Gambled { crowns, .. } => lines.push(Highlight::Tables {
                who,
                crowns: *crowns,
            }),
            Happening::Army { event } => match event {
                ArmyEvent::Joined { regiment, rank } if *rank > Rank::Private => {
                    lines.push(Highlight::Commission {
                        who,
                        regiment: *regiment,
                        rank: *rank,
                    })
                }
                ArmyEvent::BoughtRank { regiment, rank } => lines.push(Highlight::Commission {
                    who,
                    regiment: *regiment,
                    rank: *rank,
                }),
                ArmyEvent::Fate { with, rolled } => {
                    let promoted = events.iter().find_map(|p| match &p.what {
                        Happening::Army {
                            event: ArmyEvent::Promoted { to, .. },
                        } if p.who.as_ref() == Some(&who) => Some(*to),
                        _ => None,
                    });
                    lines.push(Highlight::Campaign {
                        who,
                        regiment: *with,
                        died: rolled.died,
                        mentioned: rolled.mentioned,
                        promoted,
                        plunder: rolled.plunder,
                    });
                }
                _ => {}
            },
            Happening::SocialLevel { from, to, .. } if to > from => {
                rose.push(Level { who, to: *to })
            }
            Happening::SocialLevel { from, to, .. } if to < from => {
                fell.push(Level { who, to: *to })
            }
            _ => {}
        }
    }
    Ok((lines, Highlight::Levels { rose, fell }))
}
