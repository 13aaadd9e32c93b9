//! Architecture invariant: the rules are built in floors. The ground floor holds the month's
//! shared vocabulary (`events`, `ledger`, `rulebook`, the week's `plan`) and the pure duel
//! engine (`duel`); the domains (`army`, `society`, `honour`, `pistols`...) stand on it and the
//! month (`month`) on them. The ground imports no domain, and no two modules of `rules` import
//! each other, however indirectly: a new rule is added above the ground without touching a
//! circle. This test reads the sources of `src/rules` and fails on any import that breaks it.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The ground floor: it may import only from itself.
const GROUND: &[&str] = &["events", "ledger", "rulebook", "plan", "duel"];

fn sources(path: &Path, out: &mut Vec<PathBuf>) {
    if path.is_dir() {
        for entry in std::fs::read_dir(path).unwrap() {
            sources(&entry.unwrap().path(), out);
        }
    } else if path.extension().is_some_and(|e| e == "rs") {
        out.push(path.to_path_buf());
    }
}

/// The module path of a file under `src/rules` ("army/field.rs" -> ["army", "field"]).
fn module_of(relative: &Path) -> Vec<String> {
    let mut parts: Vec<String> = relative
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    let last = parts.pop().unwrap();
    let stem = last.trim_end_matches(".rs");
    if stem != "mod" {
        parts.push(stem.to_string());
    }
    parts
}

/// The code of a file before its tests, without comments.
fn code_of(text: &str) -> String {
    let before_tests = text.split("#[cfg(test)]").next().unwrap_or("");
    before_tests
        .lines()
        .map(|l| l.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The paths written in `code` that start at the rules' root or climb with `super`, each
/// resolved against `module` to a path from the root (brace lists expanded one level).
fn paths_in(code: &str, module: &[String]) -> Vec<Vec<String>> {
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    let mut out = Vec::new();
    let mut rest = code;
    while let Some(i) = rest.find(['s', 'c']) {
        let here = &rest[i..];
        let boundary = !rest[..i].chars().next_back().is_some_and(ident);
        let start = if !boundary {
            None
        } else if let Some(tail) = here.strip_prefix("crate::rules::") {
            Some((Vec::new(), tail))
        } else if here.starts_with("super::") {
            let mut base = module.to_vec();
            let mut tail = here;
            while let Some(t) = tail.strip_prefix("super::") {
                base.pop();
                tail = t;
            }
            Some((base, tail))
        } else {
            None
        };
        let Some((base, tail)) = start else {
            rest = &rest[i + 1..];
            continue;
        };
        let mut segments = Vec::new();
        let mut t = tail;
        loop {
            let name: String = t.chars().take_while(|c| ident(*c)).collect();
            if name.is_empty() {
                break;
            }
            t = &t[name.len()..];
            segments.push(name);
            match t.strip_prefix("::") {
                Some(next) => t = next,
                None => break,
            }
        }
        if let Some(list) = t.strip_prefix('{') {
            let list = &list[..list.find('}').unwrap_or(list.len())];
            for item in list.split(',') {
                let first: String = item.trim().chars().take_while(|c| ident(*c)).collect();
                if !first.is_empty() && first != "self" {
                    let mut p = base.clone();
                    p.extend(segments.iter().cloned());
                    p.push(first);
                    out.push(p);
                }
            }
        }
        let mut p = base;
        p.extend(segments);
        out.push(p);
        rest = &rest[i + 1..];
    }
    out
}

/// The names `src/rules/mod.rs` re-exports, and the module each comes from.
fn reexports(root: &str) -> BTreeMap<String, String> {
    let mut map = BTreeMap::new();
    for statement in code_of(root).split(';') {
        let Some(s) = statement.trim().strip_prefix("pub use ") else {
            continue;
        };
        let (module, names) = s.split_once("::").unwrap();
        for name in names.trim_matches(|c| c == '{' || c == '}').split(',') {
            map.insert(name.trim().to_string(), module.to_string());
        }
    }
    map
}

/// Which top-level modules of `rules` each top-level module imports.
fn top_level_imports(root: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let mut files = Vec::new();
    sources(root, &mut files);
    let tops: BTreeSet<String> = files
        .iter()
        .filter_map(|f| module_of(f.strip_prefix(root).unwrap()).first().cloned())
        .collect();
    let reexported = reexports(&std::fs::read_to_string(root.join("mod.rs")).unwrap());
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in &files {
        let module = module_of(file.strip_prefix(root).unwrap());
        let Some(top) = module.first() else { continue };
        let code = code_of(&std::fs::read_to_string(file).unwrap());
        for path in paths_in(&code, &module) {
            let Some(first) = path.first() else { continue };
            let target = if tops.contains(first) {
                first.clone()
            } else if let Some(m) = reexported.get(first) {
                m.clone()
            } else {
                continue;
            };
            if &target != top {
                graph.entry(top.clone()).or_default().insert(target);
            }
        }
    }
    graph
}

/// A cycle in `graph`, if it has one.
fn cycle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(i) = path.iter().position(|n| n == node) {
            let mut found = path[i..].to_vec();
            found.push(node.to_string());
            return Some(found);
        }
        if done.contains(node) {
            return None;
        }
        path.push(node.to_string());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(c) = visit(next, graph, path, done) {
                return Some(c);
            }
        }
        path.pop();
        done.insert(node.to_string());
        None
    }
    let mut done = BTreeSet::new();
    graph
        .keys()
        .find_map(|n| visit(n, graph, &mut Vec::new(), &mut done))
}

fn rules_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src/rules")
}

#[test]
fn paths_are_resolved_from_the_file_that_writes_them() {
    let module = vec!["society".to_string(), "clubs".to_string()];
    let code = "use super::{refuse, gambling};\nuse crate::rules::events::Happening;\n\
                let x = super::super::army::away(l);";
    let paths = paths_in(code, &module);
    assert!(paths.contains(&vec!["society".into(), "gambling".into()]));
    assert!(paths.contains(&vec!["events".into(), "Happening".into()]));
    assert!(paths.contains(&vec!["army".into(), "away".into()]));
    let mut graph = BTreeMap::new();
    graph.insert("a".to_string(), BTreeSet::from(["b".to_string()]));
    graph.insert("b".to_string(), BTreeSet::from(["a".to_string()]));
    assert_eq!(
        cycle(&graph),
        Some(vec!["a".into(), "b".into(), "a".into()])
    );
}

#[test]
fn the_ground_floor_imports_no_domain() {
    let graph = top_level_imports(&rules_root());
    assert!(
        graph.contains_key("army"),
        "the rules were not read: {graph:?}"
    );
    let mut offences = Vec::new();
    for ground in GROUND {
        for target in graph.get(*ground).into_iter().flatten() {
            if !GROUND.contains(&target.as_str()) {
                offences.push(format!("rules::{ground} imports rules::{target}"));
            }
        }
    }
    assert!(
        offences.is_empty(),
        "the ground floor must not stand on a domain:\n{}",
        offences.join("\n")
    );
}

#[test]
fn no_two_modules_of_the_rules_import_each_other() {
    let graph = top_level_imports(&rules_root());
    assert_eq!(cycle(&graph), None, "an import circle in rules: {graph:#?}");
}
