//! Views of events: the acknowledgement, the player's result, the newspaper and the GM
//! report, rendered with tera from the templates in `templates/`.
//!
//! The templates are embedded in the binary; a GM may override any of them from a folder
//! named in the config. Player text reaches templates only as values, never as template
//! source; the HTML newspaper is autoescaped.

mod demo;
mod duel;
pub mod html;
mod messages;
mod newspaper;
mod standing;
mod views;

pub use demo::{DemoMonth, DemoView, Highlight, Level};
pub use messages::{Message, signed, unrollable};
pub use newspaper::{Issue, NewspaperInput, Press, SitePage};
pub use views::{AckInput, GameInfo, ReportInput};

use crate::calendar::Month;
use crate::tables::duelling::Act;
use crate::tables::titles::NobleTitle;
use crate::vocab::{Brigade, Club, Language, Rank, Regiment, Weapon};
use crate::world::World;
use serde::Serialize;
use std::collections::BTreeMap;
use std::path::Path;
use tera::{Context, Tera};

/// The embedded templates: (name, text). Every template exists in English (`.en.`) and in
/// Spanish (`.es.`); `tests` below checks that none lacks its Spanish twin.
macro_rules! templates {
    ($($name:literal),* $(,)?) => {
        &[$(($name, include_str!(concat!("../../templates/", $name)))),*]
    };
}

const TEMPLATES: &[(&str, &str)] = templates![
    "acknowledgement.en.txt",
    "acknowledgement.es.txt",
    "action.en.txt",
    "action_words.en.txt",
    "action.es.txt",
    "action_words.es.txt",
    "broadsheet.css.html",
    "blow.en.txt",
    "blow.es.txt",
    "cause.en.txt",
    "cause.es.txt",
    "demo.en.txt",
    "demo.es.txt",
    "diagnostic.en.txt",
    "diagnostic.es.txt",
    "duel.en.txt",
    "duel.es.txt",
    "event.en.txt",
    "event.es.txt",
    "favour_from.en.txt",
    "favour_from.es.txt",
    "front.en.txt",
    "front.es.txt",
    "gm_report.en.txt",
    "gm_report.es.txt",
    "interpretation.en.txt",
    "interpretation.es.txt",
    "mission.en.txt",
    "mission.es.txt",
    "post.en.txt",
    "post.es.txt",
    "newspaper.en.html",
    "newspaper.es.html",
    "newspaper.en.txt",
    "newspaper.es.txt",
    "order.en.txt",
    "order.es.txt",
    "refusal.en.txt",
    "refusal.es.txt",
    "requirement.en.txt",
    "requirement.es.txt",
    "residence.en.txt",
    "residence.es.txt",
    "result.en.txt",
    "result.es.txt",
    "site.css.html",
    "site.en.html",
    "site_nav.en.html",
    "site_nav.es.html",
    "site.es.html",
    "source.en.txt",
    "source.es.txt",
    "standing.en.txt",
    "standing.es.txt",
    "story.en.txt",
    "story.es.txt",
    "understood.en.txt",
    "understood.es.txt",
    "unit.en.txt",
    "unit.es.txt",
];

/// A template failed.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    #[error("template {name}: {message}")]
    Template { name: String, message: String },
    #[error("cannot read the template folder {0}: {1}")]
    Folder(String, std::io::Error),
}

pub type Result<T> = std::result::Result<T, RenderError>;

/// The templates of one game.
pub struct Renderer {
    tera: Tera,
    language: Language,
}

/// Display names for every id a template may meet, in the game's language.
#[derive(Debug, Clone, Serialize, Default)]
pub struct Names {
    pub clubs: BTreeMap<&'static str, &'static str>,
    pub regiments: BTreeMap<&'static str, &'static str>,
    /// The regiment with its article ("the Gascon Regiment", "la Guardia Real").
    pub the_regiments: BTreeMap<&'static str, String>,
    /// The same after "of" ("of the Gascon Regiment", "del 69º Regimiento de Arcabuceros").
    pub of_regiments: BTreeMap<&'static str, String>,
    pub weapons: BTreeMap<&'static str, &'static str>,
    /// The weapon with its article ("the rapier", "la ropera", "el florete").
    pub the_weapons: BTreeMap<&'static str, String>,
    pub ranks: BTreeMap<&'static str, &'static str>,
    pub brigades: BTreeMap<&'static str, &'static str>,
    /// Titles of nobility (003 keeps them in French in both languages).
    pub titles: BTreeMap<&'static str, &'static str>,
    /// Duelling Table A's actions by code ("L": "lunge").
    pub acts: BTreeMap<&'static str, &'static str>,
    /// Duelling Table A's codes as the game's language writes them ("L": "F" in Spanish).
    pub act_codes: BTreeMap<&'static str, &'static str>,
    pub ladies: BTreeMap<String, String>,
    pub characters: BTreeMap<String, String>,
    /// The names above as a template value, made the first time a template needs them and
    /// shared by every template after (a result renders a template per line: made anew
    /// each time, every name of the world was serialised for every line of every mail).
    /// So the names are not to be changed once rendering began.
    #[serde(skip)]
    value: std::sync::OnceLock<tera::Value>,
}

/// Spanish names of the weapons, as 003 calls them ("Daga | Rapier | Florete | Espada |
/// Sable | Mandoble"), in `Weapon::ALL`'s order: 003's Espada is the sabre and its Sable the
/// cutlass (its breakage values; `tables/data/duelling.toml`, `spanish_weapon_name`). But
/// the rapier is the "ropera", as Spanish players write it (003's table keeps the loanword;
/// the reader takes both).
const WEAPONS_ES: [&str; 6] = ["ropera", "daga", "florete", "espada", "sable", "mandoble"];
/// Their articles: a Spanish weapon is "la" or "el".
const WEAPON_ARTICLES_ES: [&str; 6] = ["la", "la", "el", "la", "el", "el"];

/// 003's ranks (its table of conditions), in `Rank::ALL`'s order.
const RANKS_ES: [&str; 10] = [
    "Soldado",
    "Subalterno",
    "Capitán",
    "Mayor",
    "Teniente Coronel",
    "Coronel",
    "Brigadier General",
    "Teniente General",
    "General",
    "Mariscal de Campo",
];

/// Duelling Table A's actions as nouns: (code, English, Spanish).
const ACTS: [(&str, &str, &str); 16] = [
    ("X", "rest", "descanso"),
    ("L", "lunge", "estocada a fondo"),
    ("S", "slash", "tajo"),
    ("C", "cut", "corte"),
    ("K", "kick", "patada"),
    ("JB", "jump back", "salto atrás"),
    ("CL", "close", "acercamiento"),
    ("R", "riposte", "respuesta"),
    ("T", "throw", "lanzamiento"),
    ("P", "parry", "parada"),
    ("B", "block", "bloqueo"),
    ("Sur", "surrender", "rendición"),
    ("OP1", "parry", "parada"),
    ("OP2", "parry", "parada"),
    ("OB1", "block", "bloqueo"),
    ("OB2", "block", "bloqueo"),
];

impl Names {
    /// The names as the templates take them, made once (see `value`).
    pub(crate) fn value(&self) -> tera::Value {
        self.value
            .get_or_init(|| tera::Value::from_serializable(self))
            .clone()
    }

    /// The English names of the vocabulary and the names of the world's people.
    pub fn of(world: &World) -> Names {
        Names::in_language(world, Language::English)
    }

    /// The names in a game's language: in Spanish, 003's Spanish regiments and ranks and the
    /// clubs' French names.
    pub fn in_language(world: &World, language: Language) -> Names {
        let es = language == Language::Spanish;
        let pick = |en: &'static str, es_name: &'static str| if es { es_name } else { en };
        let regiment_name = |r: &Regiment| {
            let spanish = crate::tables::regiments::regiment(*r).spanish_name.as_str();
            // "The Gascon Regiment": the templates say "the" themselves.
            let english = r.name().strip_prefix("The ").unwrap_or(r.name());
            if es { spanish } else { english }
        };
        let with_article = |r: &Regiment, of: bool| {
            let name = regiment_name(r);
            if !es {
                return format!("{}the {name}", if of { "of " } else { "" });
            }
            let first = name.split(' ').next().unwrap_or("");
            let article = if first.ends_with('º') || first == "Regimiento" {
                if of { "del" } else { "el" }
            } else if first.ends_with('s') {
                if of { "de los" } else { "los" }
            } else if of {
                "de la"
            } else {
                "la"
            };
            format!("{article} {name}")
        };
        Names {
            the_regiments: Regiment::ALL
                .iter()
                .map(|r| (r.id(), with_article(r, false)))
                .collect(),
            of_regiments: Regiment::ALL
                .iter()
                .map(|r| (r.id(), with_article(r, true)))
                .collect(),
            clubs: Club::ALL
                .iter()
                .map(|c| {
                    (
                        c.id(),
                        pick(c.name(), crate::tables::clubs::french_name(*c)),
                    )
                })
                .collect(),
            regiments: Regiment::ALL
                .iter()
                .map(|r| (r.id(), regiment_name(r)))
                .collect(),
            weapons: Weapon::ALL
                .iter()
                .zip(WEAPONS_ES)
                .map(|(w, s)| (w.id(), pick(w.name(), s)))
                .collect(),
            the_weapons: Weapon::ALL
                .iter()
                .zip(WEAPONS_ES)
                .zip(WEAPON_ARTICLES_ES)
                .map(|((w, s), article)| {
                    let the = if es {
                        format!("{article} {s}")
                    } else {
                        format!("the {}", w.name())
                    };
                    (w.id(), the)
                })
                .collect(),
            ranks: Rank::ALL
                .iter()
                .zip(RANKS_ES)
                .map(|(r, s)| (r.id(), pick(r.name(), s)))
                .collect(),
            brigades: Brigade::ALL
                .iter()
                .map(|b| (b.id(), pick(b.name(), b.spanish_name())))
                .collect(),
            titles: NobleTitle::ALL.iter().map(|t| (t.id(), t.name())).collect(),
            acts: ACTS.iter().map(|(c, en, s)| (*c, pick(en, s))).collect(),
            act_codes: Act::ALL
                .iter()
                .map(|a| {
                    (
                        a.code(),
                        pick(a.code(), a.spanish_code().unwrap_or(a.code())),
                    )
                })
                .collect(),
            ladies: world
                .ladies
                .values()
                .map(|l| (l.id.0.clone(), l.name.clone()))
                .collect(),
            characters: world
                .characters
                .values()
                .map(|c| (c.id.0.clone(), c.name.clone()))
                .collect(),
            value: std::sync::OnceLock::new(),
        }
    }
}

impl Renderer {
    /// The embedded templates, each replaced by a file of the same name in `overrides`, if
    /// given and present.
    pub fn new(language: Language, overrides: Option<&Path>) -> Result<Renderer> {
        let mut tera = Tera::new();
        tera.autoescape_on(vec![".html"]);
        tera.register_filter("wrap", filters::wrap);
        tera.register_filter("lpad", filters::lpad);
        tera.register_filter("ucfirst", filters::ucfirst);
        tera.register_filter(
            "month",
            move |value: tera::Value, _: tera::Kwargs, _: &tera::State| {
                filters::month(language, &value)
            },
        );
        let mut sources: BTreeMap<String, String> = TEMPLATES
            .iter()
            .map(|(n, t)| (n.to_string(), t.to_string()))
            .collect();
        if let Some(dir) = overrides {
            let entries = std::fs::read_dir(dir)
                .map_err(|e| RenderError::Folder(dir.display().to_string(), e))?;
            for entry in entries.flatten() {
                let name = entry.file_name().to_string_lossy().into_owned();
                if let Ok(text) = std::fs::read_to_string(entry.path()) {
                    sources.insert(name, text);
                }
            }
        }
        // All at once: templates include each other (causes, missions).
        tera.add_raw_templates(sources.iter())
            .map_err(|e| RenderError::Template {
                name: overrides
                    .map_or_else(|| "(embedded)".to_string(), |d| d.display().to_string()),
                message: error_chain(&e),
            })?;
        Ok(Renderer { tera, language })
    }

    /// The game's language.
    pub fn language(&self) -> Language {
        self.language
    }

    /// The display names of a world in the game's language.
    pub fn names(&self, world: &World) -> Names {
        Names::in_language(world, self.language)
    }

    /// A month in words: "August 1626", "agosto de 1626". Templates say the same of a
    /// month in an event with the filter `month` (`{{ r.until | month }}`).
    pub fn month(&self, month: Month) -> String {
        month_in_words(self.language, month)
    }

    /// The template for `base` in the game's language, falling back to English.
    fn pick(&self, base: &str, ext: &str) -> String {
        let wanted = format!("{base}.{}.{ext}", self.language.id());
        if self.tera.contains_template(&wanted) {
            wanted
        } else {
            format!("{base}.en.{ext}")
        }
    }

    fn render(&self, base: &str, ext: &str, context: &Context) -> Result<String> {
        let name = self.pick(base, ext);
        self.tera
            .render(&name, context)
            .map_err(|e| RenderError::Template {
                name,
                message: error_chain(&e),
            })
    }

    fn render_value(
        &self,
        base: &str,
        values: &[(&'static str, &dyn erased::Value)],
        names: &Names,
    ) -> Result<String> {
        let mut context = Context::new();
        context.insert_value("names", names.value());
        for (k, v) in values {
            v.insert_into(&mut context, k);
        }
        Ok(self.render(base, "txt", &context)?.trim().to_string())
    }
}

/// A month in words in a language: "August 1626", "agosto de 1626".
fn month_in_words(language: Language, month: Month) -> String {
    match language {
        Language::Spanish => format!("{} de {}", month.name_es(), month.year),
        _ => month.to_string(),
    }
}

/// A tera error with its causes.
fn error_chain(e: &dyn std::error::Error) -> String {
    let mut message = e.to_string();
    let mut source = e.source();
    while let Some(s) = source {
        message.push_str(": ");
        message.push_str(&s.to_string());
        source = s.source();
    }
    message
}

mod filters {
    //! Filters for plain-text mail: paragraphs wrapped to 72 columns, numbers aligned.
    use crate::calendar::Month;
    use crate::vocab::Language;
    use tera::{Error, Kwargs, State, TeraResult, Value};

    /// A month of an event (`{"year": 1626, "month": 8}`) in words, in the game's language.
    pub fn month(language: Language, value: &Value) -> TeraResult<String> {
        let field = |name: &str| value.get_from_path(name).and_then(Value::as_u64);
        match (field("year"), field("month")) {
            (Some(year), Some(month @ 1..=12)) => Ok(super::month_in_words(
                language,
                Month::new(u16::try_from(year).map_err(Error::message)?, month as u8),
            )),
            _ => Err(Error::message(format!("not a month: {value}"))),
        }
    }

    /// Wraps each line of the text at `width` (72) columns; the first line of each
    /// paragraph starts with `indent`, the others with `hang` (both "" by default). Runs of
    /// spaces inside a line are kept (aligned columns).
    pub fn wrap(value: Value, kwargs: Kwargs, _: &State) -> TeraResult<String> {
        let text = value
            .as_str()
            .map_or_else(|| value.to_string(), str::to_string);
        let width = kwargs.get::<usize>("width")?.unwrap_or(72);
        let indent = kwargs.get::<&str>("indent")?.unwrap_or("").to_string();
        let hang = kwargs
            .get::<&str>("hang")?
            .map_or_else(|| indent.clone(), str::to_string);
        Ok(wrap_text(&text, width, &indent, &hang))
    }

    pub fn wrap_text(text: &str, width: usize, indent: &str, hang: &str) -> String {
        let mut out = Vec::new();
        for paragraph in text.lines() {
            let body = paragraph.trim_start();
            let mut line = format!("{indent}{}", &paragraph[..paragraph.len() - body.len()]);
            let mut fresh = true;
            for word in body.split(' ') {
                let len = line.chars().count() + usize::from(!fresh) + word.chars().count();
                if !fresh && !word.is_empty() && len > width {
                    out.push(line.trim_end().to_string());
                    line = hang.to_string();
                    fresh = true;
                }
                if !fresh {
                    line.push(' ');
                }
                line.push_str(word);
                fresh = false;
            }
            out.push(line.trim_end().to_string());
        }
        out.join("\n")
    }

    /// The first letter in capitals, the rest untouched (unlike `capitalize`).
    pub fn ucfirst(value: Value, _: Kwargs, _: &State) -> TeraResult<String> {
        let text = value
            .as_str()
            .map_or_else(|| value.to_string(), str::to_string);
        let mut chars = text.chars();
        Ok(chars
            .next()
            .map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect()))
    }

    /// Right-aligns a value in `width` columns.
    pub fn lpad(value: Value, kwargs: Kwargs, _: &State) -> TeraResult<String> {
        let text = value
            .as_str()
            .map_or_else(|| value.to_string(), str::to_string);
        let width = kwargs.get::<usize>("width")?.unwrap_or(0);
        Ok(format!("{text:>width$}"))
    }

    #[cfg(test)]
    #[test]
    fn wrapping_keeps_columns_and_hangs() {
        assert_eq!(wrap_text(" 9  a b c", 7, "- ", "  "), "-  9  a\n  b c");
    }
}

mod erased {
    //! Inserting values of different types into a context from one list.
    use serde::Serialize;
    use tera::Context;

    pub trait Value {
        fn insert_into(&self, context: &mut Context, key: &'static str);
    }

    impl<T: Serialize> Value for T {
        fn insert_into(&self, context: &mut Context, key: &'static str) {
            context.insert(key, self);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A conditional order's branches are worded by the same component as any order, in both
    /// languages, a branch inside a branch too.
    #[test]
    fn conditional_orders_read_branch_by_branch() {
        use crate::orders::{Action, Condition};
        let order = Action::If {
            condition: Condition::Accepts {
                whom: "Juliette".into(),
            },
            then: vec![Action::VisitClub {
                club: None,
                carouse: true,
                host: None,
                guests: vec![],
                with_mistress: false,
                gamble: None,
            }],
            otherwise: vec![
                Action::Rest,
                Action::If {
                    condition: Condition::PlayIsGood,
                    then: vec![Action::Rest],
                    otherwise: vec![],
                },
            ],
        };
        let world = World::new(Month::new(1626, 8));
        for (language, want) in [
            (
                Language::English,
                "if Juliette accepts: visit his club and carouse; otherwise: rest, if the play \
                 is good: rest",
            ),
            (Language::Spanish, "si Juliette acepta"),
        ] {
            let r = Renderer::new(language, None).expect("templates");
            let text = r
                .action_text(&order, &Names::in_language(&world, language))
                .expect("renders");
            assert!(text.starts_with(want), "{text}");
        }
    }

    #[test]
    fn every_template_has_its_spanish_twin() {
        for (name, _) in TEMPLATES {
            if let Some(base) = name
                .strip_suffix(".en.txt")
                .or(name.strip_suffix(".en.html"))
            {
                let ext = if name.ends_with(".txt") {
                    "txt"
                } else {
                    "html"
                };
                let twin = format!("{base}.es.{ext}");
                assert!(
                    TEMPLATES.iter().any(|(n, _)| *n == twin),
                    "{name} has no Spanish version"
                );
            }
        }
    }

    #[test]
    fn an_event_s_month_reads_in_the_game_s_language() {
        let world = World::new(Month::new(1626, 8));
        let event = crate::rules::Event {
            week: Some(1),
            who: None,
            what: crate::rules::Happening::LaidUp {
                until: Month::new(1626, 9),
            },
        };
        for (language, words) in [
            (Language::English, "laid up until September 1626 ("),
            (
                Language::Spanish,
                "guarda reposo hasta septiembre de 1626 (",
            ),
        ] {
            let renderer = Renderer::new(language, None).unwrap();
            let names = Names::in_language(&world, language);
            let text = renderer.event_text(&event, &names).unwrap();
            assert!(text.contains(words), "{text}");
        }
    }

    #[test]
    fn spanish_names_follow_003() {
        let names = Names::in_language(&World::new(Month::new(1626, 8)), Language::Spanish);
        assert_eq!(names.regiments["royal_foot_guards"], "Guardia Real");
        assert_eq!(names.clubs["hunters"], "Les Chasseurs");
        assert_eq!(names.ranks["major"], "Mayor");
        assert_eq!(names.weapons["two_handed_sword"], "mandoble");
        // 003, 8.4.4 by breakage: Espada 2 (the sabre), Sable 3 (the cutlass).
        assert_eq!(names.weapons["sabre"], "espada");
        assert_eq!(names.weapons["cutlass"], "sable");
        assert_eq!(names.the_weapons["dagger"], "la daga");
        assert_eq!(names.the_weapons["foil"], "el florete");
        assert_eq!(
            names.of_regiments["69th_arquebusiers"],
            "del 69º Regimiento de Arcabuceros"
        );
        assert_eq!(
            names.the_regiments["kings_musketeers"],
            "los Mosqueteros del Rey"
        );
        assert_eq!(
            names.the_regiments["cardinals_guard"],
            "la Guardia del Cardenal"
        );
    }
}
