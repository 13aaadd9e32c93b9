//! Views of events: the acknowledgement, the player's result, the newspaper and the GM
//! report, rendered with tera from the templates in `templates/`.
//!
//! The templates are embedded in the binary; a GM may override any of them from a folder
//! named in the config. Player text reaches templates only as values, never as template
//! source; the HTML newspaper is autoescaped.

mod views;

pub use views::{AckInput, GameInfo, ReportInput};

use crate::vocab::{Club, Language, Rank, Regiment, Weapon};
use crate::world::World;
use serde::Serialize;
use std::collections::BTreeMap;
use std::path::Path;
use tera::{Context, Tera};

/// The embedded templates: (name, text).
const TEMPLATES: &[(&str, &str)] = &[
    (
        "acknowledgement.en.txt",
        include_str!("../../templates/acknowledgement.en.txt"),
    ),
    (
        "action.en.txt",
        include_str!("../../templates/action.en.txt"),
    ),
    (
        "action.es.txt",
        include_str!("../../templates/action.es.txt"),
    ),
    ("event.en.txt", include_str!("../../templates/event.en.txt")),
    ("order.en.txt", include_str!("../../templates/order.en.txt")),
    (
        "source.en.txt",
        include_str!("../../templates/source.en.txt"),
    ),
    (
        "refusal.en.txt",
        include_str!("../../templates/refusal.en.txt"),
    ),
    (
        "result.en.txt",
        include_str!("../../templates/result.en.txt"),
    ),
    ("story.en.txt", include_str!("../../templates/story.en.txt")),
    (
        "newspaper.en.txt",
        include_str!("../../templates/newspaper.en.txt"),
    ),
    (
        "newspaper.en.html",
        include_str!("../../templates/newspaper.en.html"),
    ),
    (
        "gm_report.en.txt",
        include_str!("../../templates/gm_report.en.txt"),
    ),
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

/// Display names for every id a template may meet.
#[derive(Debug, Clone, Serialize, Default)]
pub struct Names {
    pub clubs: BTreeMap<&'static str, &'static str>,
    pub regiments: BTreeMap<&'static str, &'static str>,
    pub weapons: BTreeMap<&'static str, &'static str>,
    pub ranks: BTreeMap<&'static str, &'static str>,
    pub ladies: BTreeMap<String, String>,
    pub characters: BTreeMap<String, String>,
}

impl Names {
    /// The names of the vocabulary and of the world's people.
    pub fn of(world: &World) -> Names {
        Names {
            clubs: Club::ALL.iter().map(|c| (c.id(), c.name())).collect(),
            regiments: Regiment::ALL.iter().map(|c| (c.id(), c.name())).collect(),
            weapons: Weapon::ALL.iter().map(|c| (c.id(), c.name())).collect(),
            ranks: Rank::ALL.iter().map(|c| (c.id(), c.name())).collect(),
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
        }
    }
}

impl Renderer {
    /// The embedded templates, each replaced by a file of the same name in `overrides`, if
    /// given and present.
    pub fn new(language: Language, overrides: Option<&Path>) -> Result<Renderer> {
        let mut tera = Tera::new();
        tera.autoescape_on(vec![".html"]);
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
        for (name, text) in &sources {
            tera.add_raw_template(name, text)
                .map_err(|e| RenderError::Template {
                    name: name.clone(),
                    message: error_chain(&e),
                })?;
        }
        Ok(Renderer { tera, language })
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
        context.insert("names", names);
        for (k, v) in values {
            v.insert_into(&mut context, k);
        }
        Ok(self.render(base, "txt", &context)?.trim().to_string())
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
