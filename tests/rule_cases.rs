//! Rule cases as a table, as Diplomacy's adjudicators are tested against the DATC: each file
//! of `tests/rule_cases/` is one case of the rules, a few lines of TOML — the month, the
//! rulebook, the people, their orders **as a player writes them** (read by the reader, as a
//! letter is), the dice, and the events the month must (or must not) give. A case is
//! matched on what it names: an expected event matches when its `who` (and `week`, if
//! given) are the event's and every field of its `what` is the event's own.
//!
//! Adding a case is adding a file; the worked examples of the rule documents belong here.

mod month_fixture;

use engarde::calendar::Month;
use engarde::orders::{OrderSheet, parse_orders};
use engarde::rules::{Happening, Outcome, Rulebook, resolve_month};
use engarde::world::{
    CharacterId, Commission, Favour, Lady, LadyId, Lands, Marriage, Membership, Pregnancy, World,
};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::Path;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Case {
    /// What the case holds, and the rule it comes from.
    about: String,
    /// "rulebook" (000) or "preux" (003).
    rulebook: String,
    /// The GM's own house rules over it, as a game's `[house_rules]` holds them (a table
    /// named here replaces the rulebook's, field by field).
    #[serde(default)]
    house_rules: toml::Table,
    /// The month played, "1627-06".
    month: String,
    /// Months played from it (1 unless said): `orders` are the first month's letters,
    /// `later_orders` a later month's; expectations look at the events of them all.
    #[serde(default = "one")]
    months: u8,
    /// Every die of the months, in the order rolled.
    dice: Vec<u8>,
    /// The campaign under way when the case's month begins (its season's first and last
    /// months, its deployment roll, each unit's mission).
    campaign: Option<engarde::world::CampaignState>,
    #[serde(default)]
    gentleman: Vec<Gentleman>,
    #[serde(default)]
    lady: Vec<LadyCase>,
    /// Each gentleman's letter, by name.
    #[serde(default)]
    orders: BTreeMap<String, String>,
    /// The letters of a later month ("1626-09"), by name: `[later_orders."1626-09"]`.
    #[serde(default)]
    later_orders: BTreeMap<String, BTreeMap<String, String>>,
    #[serde(default)]
    expect: Vec<Expected>,
    /// Events that must not happen.
    #[serde(default)]
    absent: Vec<Expected>,
    /// Sums over a man's month (or one week of it): the status points and crowns all its
    /// events gave him.
    #[serde(default)]
    sum: Vec<Sum>,
    /// Phrases a man's result and the newspaper must hold, in a language.
    #[serde(default)]
    told: Vec<Told>,
}

fn one() -> u8 {
    1
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Told {
    who: String,
    /// "en" or "es".
    language: String,
    /// A phrase of his result (whitespace flattened).
    result: Option<String>,
    /// A phrase of the newspaper.
    paper: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Sum {
    who: String,
    week: Option<u8>,
    status: Option<i32>,
    crowns: Option<i64>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Gentleman {
    name: String,
    social_level: u8,
    crowns: i64,
    /// His mistress, by name (she is then his lady, and he her lover).
    mistress: Option<String>,
    /// The month he married his mistress.
    wed: Option<String>,
    /// The month his mistress accepted his proposal (the wedding is at the next month's
    /// end, the King's leave had).
    engaged: Option<String>,
    /// His base expertise, when the case needs it (else the fixture's).
    expertise: Option<u8>,
    /// His military ability, when the case needs it (else the fixture's).
    military_ability: Option<u8>,
    /// He has a pistol (003, 8.9).
    #[serde(default)]
    pistol: bool,
    /// The month he caught the pox, untreated (003, after 3.4).
    infected: Option<String>,
    /// The house he keeps ("large_house"), since before the month (003, 4.5).
    residence: Option<engarde::tables::residences::Residence>,
    /// The club he is a member of ("red_phillips"), since January.
    club: Option<engarde::vocab::Club>,
    /// His regiment and rank ("arquebusiers_69th", "subaltern"), since the year before.
    regiment: Option<engarde::vocab::Regiment>,
    rank: Option<engarde::vocab::Rank>,
    /// The classes of the favours he holds, none expiring.
    #[serde(default)]
    favours: Vec<u8>,
    /// The classes of the favours his lady gave him (his mistress's or wife's, or those of
    /// the wife whose secret lover he is).
    #[serde(default)]
    lady_favours: Vec<u8>,
    /// The titles the King granted him, lowest first ("baron").
    #[serde(default)]
    titles: Vec<engarde::tables::titles::NobleTitle>,
    /// The month his lands fell to the enemy, by the GM's word (003, 6.0.6).
    lands_invaded: Option<String>,
    /// His lands recovered since the last month, by the GM's word.
    #[serde(default)]
    lands_recovered: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LadyCase {
    name: String,
    social_level: u8,
    #[serde(default)]
    beautiful: bool,
    #[serde(default)]
    wealthy: bool,
    #[serde(default)]
    influential: bool,
    #[serde(default)]
    titled: bool,
    /// Her title ("baron": a Baronne); she is then titled.
    title: Option<engarde::tables::titles::NobleTitle>,
    /// Married, the months her husband has neglected her (003, 4.5.1).
    #[serde(default)]
    neglected: u8,
    /// With child: `{ father = "Athos", conceived = "1627-03" }`.
    expecting: Option<Expecting>,
    /// She carries the pox through this month (003, after 3.4).
    infectious_until: Option<String>,
    /// Her secret lover, by name (003, 4.6): she is another's wife.
    paramour: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Expecting {
    father: String,
    conceived: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Expected {
    /// Whose event it is.
    who: Option<String>,
    /// The month's own event (a campaign determined), no man's: said, so that a `who` left
    /// out by mistake is not taken for it.
    #[serde(default)]
    month: bool,
    week: Option<u8>,
    what: serde_json::Value,
}

fn month(text: &str) -> Month {
    let (year, month) = text.split_once('-').expect("a month is YYYY-MM");
    Month::new(year.parse().unwrap(), month.parse().unwrap())
}

fn world(case: &Case) -> World {
    let mut world = World::new(month(&case.month));
    world.army.campaign = case.campaign.clone();
    for l in &case.lady {
        let mut lady = Lady {
            beautiful: l.beautiful,
            influential: l.influential,
            wealthy: l.wealthy,
            titled: l.titled || l.title.is_some(),
            title: l.title,
            neglected: l.neglected,
            ..Lady::named(&l.name, l.social_level)
        };
        lady.infectious_until = l.infectious_until.as_deref().map(month);
        lady.paramour = l.paramour.as_deref().map(CharacterId::from_name);
        lady.motherhood.expecting = l.expecting.as_ref().map(|e| Pregnancy {
            father: CharacterId::from_name(&e.father),
            conceived: month(&e.conceived),
            overdue: false,
        });
        world.ladies.insert(lady.id.clone(), lady);
    }
    for g in &case.gentleman {
        let mut c = month_fixture::gentleman(&g.name, g.social_level, g.crowns);
        if let Some(ma) = g.military_ability {
            c.military_ability = ma;
        }
        if let Some(e) = g.expertise {
            c.abilities.expertise = e;
        }
        c.pistol = g.pistol.then(Default::default);
        c.infected = g.infected.as_deref().map(month);
        c.residence = g.residence;
        c.titles = g.titles.clone();
        c.lands = match (&g.lands_invaded, g.lands_recovered) {
            (Some(since), _) => Some(Lands::Invaded {
                since: month(since),
            }),
            (None, true) => Some(Lands::Recovered),
            (None, false) => None,
        };
        c.commission = g.regiment.zip(g.rank).map(|(regiment, rank)| Commission {
            regiment,
            rank,
            since: Month::new(month(&case.month).year - 1, 1),
        });
        c.favours = g
            .favours
            .iter()
            .map(|&class| Favour {
                class,
                from: "social level".to_string(),
                expires: None,
            })
            .collect();
        // His lady's favours: his mistress's, or those of the wife he is the secret lover of.
        let paramour_of = case
            .lady
            .iter()
            .find(|l| l.paramour.as_deref() == Some(g.name.as_str()))
            .map(|l| LadyId::from_name(&l.name));
        c.paramour = paramour_of.clone();
        let from = match (&paramour_of, &g.mistress) {
            (Some(l), _) => format!("paramour:{l}"),
            (None, Some(m)) => format!("mistress:{}", LadyId::from_name(m)),
            (None, None) => {
                assert!(
                    g.lady_favours.is_empty(),
                    "{}: lady's favours and no lady",
                    g.name
                );
                String::new()
            }
        };
        c.favours.extend(g.lady_favours.iter().map(|&class| Favour {
            class,
            from: from.clone(),
            expires: None,
        }));
        c.club = g.club.map(|club| Membership {
            club,
            since: Month::new(month(&case.month).year, 1),
        });
        if let Some(name) = &g.mistress {
            let lady = LadyId::from_name(name);
            world
                .ladies
                .get_mut(&lady)
                .expect("his lady is a lady of the case")
                .lover = Some(c.id.clone());
            c.mistress = Some(lady.clone());
            c.affair_since = Some(month(&case.month));
            if let Some(wed) = &g.wed {
                c.marriage = Some(Marriage {
                    lady,
                    accepted: month(wed),
                    leave: true,
                    wed: Some(month(wed)),
                });
            } else if let Some(engaged) = &g.engaged {
                c.marriage = Some(Marriage {
                    lady,
                    accepted: month(engaged),
                    leave: true,
                    wed: None,
                });
            }
        }
        if let Some(commission) = &c.commission {
            seat(&mut world, commission, &c);
        }
        world.characters.insert(c.id.clone(), c);
    }
    world
}

/// A gentleman with a commission takes his rank's place in his regiment's roster (its other
/// officers the regiment's own, non-players), as a game's records would show him.
fn seat(world: &mut World, commission: &Commission, c: &engarde::world::Character) {
    use engarde::world::Roster;
    // (A subaltern or a general has no place of the roster's.)
    if !Roster::SLOTS
        .iter()
        .any(|(rank, _)| *rank == commission.rank)
    {
        return;
    }
    let roster = world
        .regiments
        .entry(commission.regiment)
        .or_insert_with(|| Roster {
            officers: month_fixture::npc_officers(),
        });
    let slot = roster
        .officers
        .iter_mut()
        .find(|o| o.rank == commission.rank && o.character.is_none())
        .unwrap_or_else(|| panic!("{}: no {:?}'s place left for him", c.name, commission.rank));
    slot.name = Some(c.name.clone());
    slot.character = Some(c.id.clone());
}

/// Whether `found` holds every field of `wanted` (tables compared field by field).
fn holds(found: &serde_json::Value, wanted: &serde_json::Value) -> bool {
    match (found, wanted) {
        (serde_json::Value::Object(f), serde_json::Value::Object(w)) => w
            .iter()
            .all(|(k, v)| f.get(k).is_some_and(|fv| holds(fv, v))),
        _ => found == wanted,
    }
}

fn happened(out: &Outcome, e: &Expected) -> bool {
    assert!(
        e.who.is_some() != e.month,
        "an expected event names its man (who) or is the month's own (month = true): {}",
        e.what
    );
    let who = e.who.as_deref().map(CharacterId::from_name);
    out.events.iter().any(|ev| {
        ev.who == who
            && e.week.is_none_or(|w| ev.week == Some(w))
            && holds(&serde_json::to_value(&ev.what).unwrap(), &e.what)
    })
}

/// The status points and crowns `sum.who` was given in the month (or the week named).
fn summed(out: &Outcome, sum: &Sum) -> (i32, i64) {
    let who = CharacterId::from_name(&sum.who);
    let mut totals = (0, 0);
    for e in &out.events {
        if e.who.as_ref() != Some(&who) || sum.week.is_some_and(|w| e.week != Some(w)) {
            continue;
        }
        match &e.what {
            Happening::Status { points, .. } => totals.0 += points,
            Happening::Purse { crowns, .. } => totals.1 += crowns,
            _ => {}
        }
    }
    totals
}

/// The case's rulebook: the one it names, with its house rules laid over it.
fn rulebook(case: &Case) -> Rulebook {
    let book = match case.rulebook.as_str() {
        "preux" => Rulebook::preux(),
        "rulebook" => Rulebook::default(),
        other => panic!("no rulebook {other:?}"),
    };
    let mut table = toml::Table::try_from(&book).expect("a rulebook is a table");
    overlay(&mut table, &case.house_rules);
    table
        .try_into()
        .expect("the case's house rules are a game's")
}

/// `over`'s values laid on `base`, tables merged key by key.
fn overlay(base: &mut toml::Table, over: &toml::Table) {
    for (key, value) in over {
        match (base.get_mut(key), value) {
            (Some(toml::Value::Table(b)), toml::Value::Table(o)) => overlay(b, o),
            _ => {
                base.insert(key.clone(), value.clone());
            }
        }
    }
}

/// The letters, each read as the reader reads a letter, and read whole; each is a
/// gentleman's of the case (a misspelt name would drop his letter).
fn sheets(case: &Case, letters: &BTreeMap<String, String>) -> BTreeMap<CharacterId, OrderSheet> {
    letters
        .iter()
        .map(|(who, letter)| {
            assert!(
                case.gentleman.iter().any(|g| g.name == *who),
                "{}: the letter of {who}, who is no gentleman of the case",
                case.about
            );
            let sheet = parse_orders(letter);
            let errors: Vec<_> = sheet
                .diagnostics
                .iter()
                .filter(|d| d.severity == engarde::orders::Severity::Error)
                .collect();
            assert!(
                errors.is_empty(),
                "{who}'s letter is read whole: {errors:?}"
            );
            (CharacterId::from_name(who), sheet)
        })
        .collect()
}

fn play(case: &Case) -> Outcome {
    let book = rulebook(case);
    let first = month(&case.month);
    for later in case.later_orders.keys() {
        let m = month(later);
        let played: Vec<Month> = std::iter::successors(Some(first), |m| Some(m.next()))
            .take(case.months as usize)
            .collect();
        assert!(
            m > first && played.contains(&m),
            "{}: the letters of {later} are of a month the case plays after its first",
            case.about
        );
    }
    let mut dice = engarde::dice::ScriptedDice::new(case.dice.iter().copied());
    let mut out = resolve_month(&world(case), &sheets(case, &case.orders), &book, &mut dice);
    for _ in 1..case.months {
        let now = out.world.month;
        let letters = case
            .later_orders
            .iter()
            .find(|(m, _)| month(m) == now)
            .map(|(_, letters)| sheets(case, letters))
            .unwrap_or_default();
        let next = resolve_month(&out.world, &letters, &book, &mut dice);
        out.events.extend(next.events);
        out.world = next.world;
    }
    assert_eq!(
        dice.remaining(),
        0,
        "{}: every die of the case is rolled ({} of {} left)",
        case.about,
        dice.remaining(),
        case.dice.len()
    );
    out
}

#[test]
fn every_rule_case_holds() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/rule_cases");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "cases in {}", dir.display());
    let mut failed = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        let case: Case = toml::from_str(&text).unwrap_or_else(|e| panic!("{file:?}: {e}"));
        // A case whose dice run out (or that fails in play) is named, and the others still
        // played.
        let out = match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| play(&case))) {
            Ok(out) => out,
            Err(panic) => {
                let why = panic
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_default();
                let name = file.file_name().unwrap().to_string_lossy();
                failed.push(format!("{name}: {why}"));
                continue;
            }
        };
        let before = world(&case);
        for t in &case.told {
            let language = engarde::vocab::Language::from_id(&t.language).expect("en or es");
            let (result, paper) = month_fixture::told(language, &before, &out, &t.who);
            for (wanted, text, what) in
                [(&t.result, &result, "result"), (&t.paper, &paper, "paper")]
            {
                if let Some(phrase) = wanted.as_deref().filter(|p| !text.contains(p)) {
                    let name = file.file_name().unwrap().to_string_lossy();
                    failed.push(format!(
                        "{name}: the {what} ({}) lacks {phrase:?}: {text}",
                        t.language
                    ));
                }
            }
        }
        let name = file.file_name().unwrap().to_string_lossy().to_string();
        for e in &case.expect {
            if !happened(&out, e) {
                failed.push(format!(
                    "{name} ({}): missing {} {}",
                    case.about,
                    e.who.as_deref().unwrap_or("(the month)"),
                    e.what
                ));
            }
        }
        for e in &case.absent {
            if happened(&out, e) {
                failed.push(format!(
                    "{name} ({}): unwanted {} {}",
                    case.about,
                    e.who.as_deref().unwrap_or("(the month)"),
                    e.what
                ));
            }
        }
        for sum in &case.sum {
            let (status, crowns) = summed(&out, sum);
            if sum.status.is_some_and(|s| s != status) || sum.crowns.is_some_and(|c| c != crowns) {
                failed.push(format!(
                    "{name} ({}): {} had {status} status points and {crowns} crowns",
                    case.about, sum.who
                ));
            }
        }
        if !failed.is_empty() && failed.last().is_some_and(|f| f.starts_with(&name)) {
            let events: Vec<String> = out
                .events
                .iter()
                .map(|e| serde_json::to_string(e).unwrap())
                .collect();
            failed.push(format!("  its events:\n  {}", events.join("\n  ")));
        }
    }
    assert!(failed.is_empty(), "{}", failed.join("\n"));
}

/// A test of the test: an event is matched on the fields a case names, and no other.
#[test]
fn a_case_matches_on_the_fields_it_names() {
    let found = serde_json::json!({"kind": "born", "lady": "constance", "rolls": [5, 1, 6]});
    assert!(holds(&found, &serde_json::json!({"kind": "born"})));
    assert!(holds(
        &found,
        &serde_json::json!({"kind": "born", "rolls": [5, 1, 6]})
    ));
    assert!(!holds(
        &found,
        &serde_json::json!({"kind": "born", "rolls": [5]})
    ));
    assert!(!holds(&found, &serde_json::json!({"kind": "married"})));
}
