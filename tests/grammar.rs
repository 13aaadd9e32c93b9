//! Runs every example of `grammar/orders.md`, so that the grammar document and the parser
//! cannot drift apart.
//!
//! An example is a fenced block tagged `orders` (the input) followed by a fenced block tagged
//! `json` (the expectation). The expectation is a JSON object whose keys are checked against
//! the `serde_json` form of the parsed `OrderSheet`:
//! - `character`, `password`, `language`, `weeks`, `monthly`: equal to the sheet's field;
//! - `week1` .. `week4`: equal to the `actions` of that week;
//! - `diagnostics`: as many diagnostics as listed, each with (at least) the fields given;
//!   when absent, the sheet must have no diagnostics at all.
//!
//! Keys not listed are not checked (other than `diagnostics`).

use engarde::rules::review::read_without_game;
use serde_json::Value;

/// The (line, input, expectation) of every example in the document.
fn examples(doc: &str) -> Vec<(usize, String, String)> {
    let mut out = Vec::new();
    let mut blocks: Vec<(usize, String, String)> = Vec::new(); // (line, tag, body)
    let mut current: Option<(usize, String, String)> = None;
    for (n, line) in doc.lines().enumerate() {
        match (&mut current, line.strip_prefix("```")) {
            (None, Some(tag)) => current = Some((n + 1, tag.trim().to_string(), String::new())),
            (Some(_), Some(_)) => blocks.push(current.take().unwrap()),
            (Some((_, _, body)), None) => {
                body.push_str(line);
                body.push('\n');
            }
            (None, None) => {}
        }
    }
    let mut iter = blocks.into_iter().peekable();
    while let Some((line, tag, body)) = iter.next() {
        if tag != "orders" {
            continue;
        }
        match iter.peek() {
            Some((_, t, json)) if t == "json" => out.push((line, body, json.clone())),
            _ => {
                panic!("grammar/orders.md:{line}: an orders block must be followed by a json block")
            }
        }
    }
    out
}

fn check(input: &str, expected: &Value) -> Result<(), String> {
    let sheet = read_without_game(input);
    let actual = serde_json::to_value(&sheet).unwrap();
    let expected = expected
        .as_object()
        .ok_or("the expectation must be a JSON object")?;
    let differ = |what: &str, want: &Value, got: &Value| {
        Err(format!(
            "{what}: expected {want}\n  got {got}\n  whole parse: {actual:#}"
        ))
    };
    for (key, want) in expected {
        match key.as_str() {
            "week1" | "week2" | "week3" | "week4" => {
                let n: usize = key[4..].parse().unwrap();
                let got = &actual["weeks"][n - 1]["actions"];
                if got != want {
                    return differ(key, want, got);
                }
            }
            "diagnostics" => {
                let got = actual["diagnostics"].as_array().unwrap();
                let want_list = want.as_array().ok_or("diagnostics must be a list")?;
                let matches = got.len() == want_list.len()
                    && got.iter().zip(want_list).all(|(g, w)| {
                        w.as_object()
                            .is_some_and(|w| w.iter().all(|(k, v)| &g[k] == v))
                    });
                if !matches {
                    return differ(key, want, &actual["diagnostics"]);
                }
            }
            "character" | "password" | "language" | "weeks" | "monthly" | "duel" => {
                let mut got = actual.get(key).cloned().unwrap_or(Value::Null);
                // Where each sequence was written is for the review, not the language.
                if let Some(seqs) = got.get_mut("sequences").and_then(Value::as_array_mut) {
                    for s in seqs.iter_mut().filter_map(Value::as_object_mut) {
                        s.remove("line");
                        s.remove("column");
                    }
                }
                if &got != want {
                    return differ(key, want, &got);
                }
            }
            other => return Err(format!("unknown key {other:?} in the expectation")),
        }
    }
    if !expected.contains_key("diagnostics") && !sheet.diagnostics.is_empty() {
        return differ("diagnostics", &Value::Array(vec![]), &actual["diagnostics"]);
    }
    Ok(())
}

#[test]
fn every_example_of_the_grammar_holds() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/grammar/orders.md");
    let doc = std::fs::read_to_string(path).expect("grammar/orders.md exists");
    let examples = examples(&doc);
    assert!(
        examples.len() >= 30,
        "only {} examples in the grammar",
        examples.len()
    );
    let mut failures = Vec::new();
    for (line, input, json) in &examples {
        let expected: Value = match serde_json::from_str(json) {
            Ok(v) => v,
            Err(e) => {
                failures.push(format!("grammar/orders.md:{line}: bad JSON: {e}"));
                continue;
            }
        };
        if let Err(e) = check(input, &expected) {
            failures.push(format!("grammar/orders.md:{line}:\n{input}  {e}"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} example(s) fail:\n\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}
