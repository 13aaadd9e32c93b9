//! Snapshot tests' one helper: `tests/snapshots/NAME` holds the expected text; a difference
//! writes `NAME.new` beside it and fails; `BLESS=1` accepts the new text.

use std::path::Path;

/// Compares `actual` with `tests/snapshots/NAME`; `test` is the test target to re-run with
/// `BLESS=1` (`gazette`, `demo`).
pub fn snapshot(test: &str, name: &str, actual: &str) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/snapshots");
    let path = dir.join(name);
    let new = dir.join(format!("{name}.new"));
    if std::env::var("BLESS").as_deref() == Ok("1") {
        std::fs::write(&path, actual).unwrap();
        let _ = std::fs::remove_file(&new);
        return;
    }
    match std::fs::read_to_string(&path) {
        Ok(expected) if expected == actual => {
            let _ = std::fs::remove_file(&new);
        }
        _ => {
            std::fs::write(&new, actual).unwrap();
            panic!(
                "snapshot {name} differs (or is missing): the new text is in {}; \
                 accept it with BLESS=1 cargo test --test {test}",
                new.display()
            );
        }
    }
}
