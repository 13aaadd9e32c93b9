//! Raw email bytes through the letter reader, the order parser and the clerk's masking: no
//! panic, the same output twice (parsing is a function of its input), no password quoted. Run with
//! `cargo +nightly fuzz run letter_and_orders -- -max_total_time=60` from the repository root;
//! the corpus files (`tests/corpus/*.txt`) make a good seed corpus. What it finds goes into
//! `tests/corpus/` as a regression case.
#![no_main]

use engarde::mail::read_letter;
use engarde::orders::parse_orders;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let first = read_letter(data).map(|l| l.text);
    let second = read_letter(data).map(|l| l.text);
    assert_eq!(first, second, "the letter reader is deterministic");
    if let Some(text) = first {
        let a = parse_orders(&text);
        let b = parse_orders(&text);
        assert_eq!(a, b, "the parser is deterministic");
        assert_eq!(a.weeks.len(), 4);
        // The clerk's own path: masking changes no order and leaves no password quoted.
        let masked = engarde::clerk::parse_masked(&text);
        assert_eq!(masked.weeks, a.weeks);
        if let Some(password) = masked.password.as_deref().filter(|p| p.len() >= 4) {
            assert!(masked.diagnostics.iter().all(|d| !d.text.contains(password)));
        }
    }
    // The body as a plain text, too (the parser also sees text that never was a mail).
    if let Ok(text) = std::str::from_utf8(data) {
        let a = parse_orders(text);
        assert_eq!(a, parse_orders(text));
        assert_eq!(a.weeks.len(), 4);
    }
});
