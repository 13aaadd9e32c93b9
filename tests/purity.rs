//! Architecture invariant: the pure core (rules, tables, world, dice, calendar, vocabulary,
//! orders) does no I/O, reads no clock or environment, and knows nothing of the store, the
//! mail or the templates. This test reads its sources and fails on any such name.

use std::path::Path;

const CORE: &[&str] = &[
    "src/rules",
    "src/tables",
    "src/world",
    "src/orders",
    "src/dice.rs",
    "src/calendar.rs",
    "src/vocab.rs",
];

const FORBIDDEN: &[&str] = &[
    "tokio",
    "sled",
    "lettre",
    "tera",
    "async_imap",
    "mail_parser",
    "std::time",
    "SystemTime",
    "Instant::now",
    "std::env",
    "std::fs",
    "std::net",
    "std::process",
    "thread_rng",
    "crate::store",
    "crate::mail",
    "crate::render",
    "crate::config",
];

fn sources(path: &Path, out: &mut Vec<std::path::PathBuf>) {
    if path.is_dir() {
        for entry in std::fs::read_dir(path).unwrap() {
            sources(&entry.unwrap().path(), out);
        }
    } else if path.extension().is_some_and(|e| e == "rs") {
        out.push(path.to_path_buf());
    }
}

/// Whether `word` stands in `code` as a whole name (not inside `Iterator` or `literal`).
fn contains_word(code: &str, word: &str) -> bool {
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    code.match_indices(word).any(|(i, _)| {
        let before = code[..i].chars().next_back();
        let after = code[i + word.len()..].chars().next();
        !before.is_some_and(ident) && !after.is_some_and(ident)
    })
}

#[test]
fn the_word_matcher_finds_names_not_fragments() {
    assert!(contains_word("use tokio::time;", "tokio"));
    assert!(contains_word(
        "let t = std::time::Instant::now();",
        "std::time"
    ));
    assert!(!contains_word("impl Iterator<Item = u8>", "tera"));
}

#[test]
fn the_core_imports_no_io_clock_or_shell() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in CORE {
        sources(&root.join(dir), &mut files);
    }
    assert!(files.len() > 10, "the core was not found: {files:?}");
    let mut offences = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            for word in FORBIDDEN {
                if contains_word(code, word) {
                    offences.push(format!(
                        "{}:{}: {word}: {}",
                        file.display(),
                        n + 1,
                        line.trim()
                    ));
                }
            }
        }
    }
    assert!(
        offences.is_empty(),
        "the pure core reaches outside:\n{}",
        offences.join("\n")
    );
}
