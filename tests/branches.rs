//! Every kind of event, refusal, source, requirement and diagnostic has its own branch in the
//! templates of both languages, so that none is ever printed as its raw kind
//! (`hired_groom`) in a result, the newspaper or the GM report: the kinds are read from the
//! enums' source (their serde names, snake_case), the branches from the templates.
//!
//! The English diagnostic template prints the `message` that `src/orders/say.rs` makes from a
//! diagnostic's `Say` by an exhaustive match (the compiler keeps that one whole); the Spanish
//! one words each `Say` itself, and is checked here.

use std::path::Path;

/// The variants of `pub enum name` in a source file, as serde's snake_case names.
fn kinds(file: &str, name: &str) -> Vec<String> {
    let src = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(file)).unwrap();
    let start = src
        .find(&format!("pub enum {name} {{"))
        .unwrap_or_else(|| panic!("no enum {name} in {file}"));
    let mut depth = 0i32;
    let mut kinds = Vec::new();
    for line in src[start..].lines().skip(1) {
        let line = line.trim();
        if line.starts_with("//") || line.starts_with("#[") {
            continue;
        }
        if depth == 0 {
            if line.starts_with('}') {
                break;
            }
            let ident: String = line
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric())
                .collect();
            if ident.starts_with(|c: char| c.is_ascii_uppercase()) {
                kinds.push(snake_case(&ident));
            }
        }
        depth += line.matches('{').count() as i32 - line.matches('}').count() as i32;
    }
    assert!(!kinds.is_empty(), "no variants read in {name}");
    kinds
}

fn snake_case(ident: &str) -> String {
    let mut out = String::new();
    for (i, c) in ident.chars().enumerate() {
        if c.is_ascii_uppercase() {
            if i > 0 {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// The kinds of `name` that template `base` (in `languages`) has no `test == "kind"` for.
fn missing(file: &str, name: &str, base: &str, test: &str, languages: &[&str]) -> Vec<String> {
    let mut missing = Vec::new();
    for language in languages {
        let path = format!("templates/{base}.{language}.txt");
        let template =
            std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(&path)).unwrap();
        for kind in kinds(file, name) {
            if !template.contains(&format!("{test} == \"{kind}\"")) {
                missing.push(format!("{path}: {name}::{kind} ({test})"));
            }
        }
    }
    missing
}

#[test]
fn every_kind_has_its_branch_in_both_languages() {
    const EVENTS: &str = "src/rules/events/mod.rs";
    const ARMY: &str = "src/rules/events/army.rs";
    const DUEL: &str = "src/rules/duel/record.rs";
    let both: &[&str] = &["en", "es"];
    let mut missing = Vec::new();
    for (file, name, base, test, languages) in [
        (EVENTS, "Happening", "event", "k", both),
        (EVENTS, "Chance", "event", "e.what.chance", both),
        (
            "src/rules/duel/aftermath.rs",
            "Disgrace",
            "event",
            "e.what.why",
            both,
        ),
        (ARMY, "ArmyEvent", "event", "ak", both),
        (EVENTS, "Refusal", "refusal", "k", both),
        (ARMY, "ArmyRefusal", "refusal", "a.why", both),
        (EVENTS, "Source", "source", "k", both),
        (ARMY, "ArmySource", "source", "a.item", both),
        (EVENTS, "Requirement", "requirement", "n", both),
        ("src/orders/say.rs", "Say", "diagnostic", "k", &["es"]),
        (DUEL, "Ending", "duel", "d.ending", both),
        (DUEL, "Ending", "event", "d.ending", both),
        (DUEL, "Ending", "demo", "l.ending", both),
    ] {
        missing.extend(self::missing(file, name, base, test, languages));
    }
    assert!(missing.is_empty(), "no branch for:\n{}", missing.join("\n"));
}

/// The reader of the enums reads what it should (a test of the test).
#[test]
fn the_kinds_are_read_from_the_source() {
    let chance = kinds("src/rules/events/mod.rs", "Chance");
    assert_eq!(
        chance,
        [
            "robbers",
            "indiscretion",
            "husband_learns",
            "conception",
            "infection"
        ]
    );
    let happening = kinds("src/rules/events/mod.rs", "Happening");
    for kind in ["purse", "no_orders", "rolled", "social_level", "army"] {
        assert!(
            happening.contains(&kind.to_string()),
            "{kind} in {happening:?}"
        );
    }
    assert!(
        !happening.contains(&"crowns".to_string()),
        "fields are not kinds"
    );
}

/// The gap this test found: a disgrace in a duel was printed as "disgraced_in_duel".
#[test]
fn a_disgrace_in_a_duel_is_worded() {
    use engarde::calendar::Month;
    use engarde::render::{Names, Renderer};
    use engarde::rules::duel::Disgrace;
    use engarde::rules::{Event, Happening};
    use engarde::vocab::Language;
    use engarde::world::{CharacterId, World};

    let world = World::new(Month::new(1626, 8));
    for (language, words) in [
        (
            Language::English,
            "Disgraced by the duel: he surrendered before he was wounded.",
        ),
        (
            Language::Spanish,
            "Deshonrado por el duelo: se rindió antes de estar herido.",
        ),
    ] {
        let renderer = Renderer::new(language, None).unwrap();
        let names = Names::in_language(&world, language);
        let event = Event {
            week: Some(2),
            who: Some(CharacterId("athos".into())),
            what: Happening::DisgracedInDuel {
                why: Disgrace::SurrenderedUnwounded,
            },
        };
        assert_eq!(renderer.event_text(&event, &names).unwrap(), words);
    }
}
