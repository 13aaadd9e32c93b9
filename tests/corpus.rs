//! Golden tests for the order reader (parsed, then laid against the rules of the letter's
//! language, as `engarde check` does without a game): every `tests/corpus/NN-name.txt` is an
//! order email body;
//! `NN-name.json` beside it is its expected parse, `serde_json::to_string_pretty` of the
//! [`OrderSheet`](engarde::orders::OrderSheet) without the diagnostics' `say` (checked to make
//! their `message` and `suggestion`, then left out). The expected files are the spec: read them.
//!
//! On a mismatch the actual parse is written to `NN-name.json.failed` beside the expected file
//! (diff the two) and the test fails. To accept the parser's output as the new expectation,
//! run `BLESS=1 cargo test --test corpus`, then review the diff of the `.json` files in git.

use engarde::orders::parse_orders;
use engarde::rules::review::read_without_game;
use std::fs;
use std::path::{Path, PathBuf};

fn corpus() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
    let mut files: Vec<PathBuf> = fs::read_dir(&dir)
        .expect("tests/corpus exists")
        .map(|e| e.expect("readable directory").path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    files.sort();
    files
}

#[test]
fn every_corpus_file_parses_as_expected() {
    let bless = std::env::var_os("BLESS").is_some_and(|v| v == "1");
    let files = corpus();
    assert!(
        files.len() >= 20,
        "the corpus has {} order texts, expected at least 20",
        files.len()
    );
    let mut failed = Vec::new();
    for txt in &files {
        let text = fs::read_to_string(txt).expect("corpus files are UTF-8");
        let mut sheet = read_without_game(&text);
        // The goldens keep the English `message` and `suggestion`; `say`, the data they are
        // made from, is checked here and left out of the comparison.
        for d in &mut sheet.diagnostics {
            let say = d.say.take().expect("every diagnostic says something");
            assert_eq!(d.message, say.english(), "{}: {d:?}", txt.display());
            assert_eq!(d.suggestion, say.suggestion(), "{}: {d:?}", txt.display());
        }
        let actual = serde_json::to_string_pretty(&sheet).unwrap() + "\n";
        let expected_path = txt.with_extension("json");
        let failed_path = txt.with_extension("json.failed");
        if bless {
            fs::write(&expected_path, &actual).unwrap();
            let _ = fs::remove_file(&failed_path);
            continue;
        }
        let expected = fs::read_to_string(&expected_path).unwrap_or_default();
        if expected == actual {
            let _ = fs::remove_file(&failed_path);
        } else {
            fs::write(&failed_path, &actual).unwrap();
            failed.push(failed_path.display().to_string());
        }
    }
    assert!(
        failed.is_empty(),
        "parses differ from the expected JSON; see (and diff) {failed:#?}\n\
         If the new parses are right: BLESS=1 cargo test --test corpus"
    );
}

#[test]
fn no_prefix_of_a_corpus_file_makes_the_parser_panic() {
    for txt in corpus() {
        let text = fs::read_to_string(&txt).unwrap();
        for (n, _) in text.char_indices() {
            let sheet = parse_orders(&text[..n]);
            assert_eq!(
                sheet.weeks.len(),
                4,
                "{}: prefix of {n} bytes",
                txt.display()
            );
            for d in &sheet.diagnostics {
                assert!(d.line >= 1 && d.column >= 1, "{}: {d:?}", txt.display());
            }
        }
    }
}

/// The acknowledgement echoes every understood order in words: `templates/action.en.txt` and
/// `action.es.txt` render every action and monthly order of the corpus, none falling back to
/// its bare kind.
#[test]
fn every_corpus_order_renders_in_words_in_both_languages() {
    use engarde::vocab::{Club, Rank, Regiment, Weapon};
    use std::collections::BTreeMap;
    let mut names: BTreeMap<&str, BTreeMap<&str, &str>> = BTreeMap::new();
    names.insert(
        "clubs",
        Club::ALL.iter().map(|c| (c.id(), c.name())).collect(),
    );
    names.insert(
        "regiments",
        Regiment::ALL.iter().map(|c| (c.id(), c.name())).collect(),
    );
    names.insert(
        "weapons",
        Weapon::ALL.iter().map(|c| (c.id(), c.name())).collect(),
    );
    names.insert(
        "ranks",
        Rank::ALL.iter().map(|c| (c.id(), c.name())).collect(),
    );
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for lang in ["en", "es"] {
        let read = |name: &str| {
            fs::read_to_string(root.join(format!("templates/{name}.{lang}.txt"))).unwrap()
        };
        let mut tera = tera::Tera::default();
        let residence = format!("residence.{lang}.txt");
        tera.add_raw_templates([
            ("action_words", read("action_words")),
            ("action", read("action")),
            (residence.as_str(), read("residence")),
        ])
        .unwrap();
        for txt in corpus() {
            let sheet = parse_orders(&fs::read_to_string(&txt).unwrap());
            let values = serde_json::to_value(&sheet).unwrap();
            let mut all: Vec<serde_json::Value> = values["monthly"].as_array().unwrap().clone();
            for w in values["weeks"].as_array().unwrap() {
                all.extend(w["actions"].as_array().unwrap().iter().cloned());
            }
            for a in all {
                let mut context = tera::Context::new();
                context.insert("names", &names);
                context.insert("a", &a);
                let text = tera
                    .render("action", &context)
                    .unwrap_or_else(|e| panic!("{lang} {}: {a}: {e:?}", txt.display()));
                let kind = a["kind"].as_str().unwrap();
                assert!(
                    text.trim() != kind || kind == "rest",
                    "{lang}: {kind} has no words"
                );
                assert!(!text.contains("{{"), "{text}");
                if std::env::var_os("SHOW").is_some() {
                    eprintln!("{lang}: {}", text.trim());
                }
            }
        }
    }
}
