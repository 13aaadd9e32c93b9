//! The stable stand-in for `fuzz/fuzz_targets/letter_and_orders.rs` (cargo-fuzz needs
//! nightly): random bytes, and corpus order texts wrapped as mails and then mutated (bytes
//! flipped, inserted, deleted, spliced), through `read_letter` and `parse_orders`, for a
//! bounded number of cases. Neither may panic, and both give the same output twice.
//! A failure proptest finds is minimised and printed: add it to `tests/corpus/`.

use engarde::mail::read_letter;
use engarde::orders::parse_orders;
use proptest::prelude::*;
use std::path::Path;
use std::sync::OnceLock;

fn corpus() -> &'static [Vec<u8>] {
    static CORPUS: OnceLock<Vec<Vec<u8>>> = OnceLock::new();
    CORPUS.get_or_init(|| {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
        let mut files: Vec<_> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "txt"))
            .collect();
        files.sort();
        files.iter().map(|p| std::fs::read(p).unwrap()).collect()
    })
}

/// A corpus text as a plain mail.
fn as_mail(body: &[u8]) -> Vec<u8> {
    let mut mail = b"From: Athos <athos@example.org>\r\nTo: gm@example.org\r\n\
Subject: orders\r\nMessage-ID: <1@example.org>\r\nDate: Mon, 1 Jan 2024 10:00:00 +0000\r\n\
Content-Type: text/plain; charset=utf-8\r\n\r\n"
        .to_vec();
    mail.extend_from_slice(body);
    mail
}

fn check(raw: &[u8]) {
    let first = read_letter(raw).map(|l| l.text);
    let second = read_letter(raw).map(|l| l.text);
    assert_eq!(first, second);
    if let Some(text) = first {
        let a = parse_orders(&text);
        assert_eq!(a, parse_orders(&text));
        assert_eq!(a.weeks.len(), 4);
        clerk_path(&text);
    }
    let text = String::from_utf8_lossy(raw);
    let a = parse_orders(&text);
    assert_eq!(a, parse_orders(&text));
    for d in &a.diagnostics {
        assert!(d.line >= 1 && d.column >= 1);
    }
}

/// The clerk's own path (parse, then mask what the diagnostics quote): the same orders, and
/// no diagnostic quoting the password.
fn clerk_path(text: &str) {
    let masked = engarde::clerk::parse_masked(text);
    assert_eq!(masked.weeks, parse_orders(text).weeks);
    if let Some(password) = masked.password.as_deref().filter(|p| p.len() >= 4) {
        for d in &masked.diagnostics {
            assert!(!d.text.contains(password), "{d:?} quotes the password");
        }
    }
}

#[derive(Debug, Clone)]
enum Mutation {
    Flip(usize, u8),
    Insert(usize, Vec<u8>),
    Delete(usize, usize),
    Splice(usize, usize, usize),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        (any::<usize>(), any::<u8>()).prop_map(|(a, b)| Mutation::Flip(a, b)),
        (
            any::<usize>(),
            prop_oneof![
                proptest::collection::vec(any::<u8>(), 1..8),
                Just("\u{feff}".as_bytes().to_vec()),
                Just("\r\n".as_bytes().to_vec()),
                Just("“".as_bytes().to_vec()),
                Just(" si no, ".as_bytes().to_vec()),
                Just("; if she accepts, ".as_bytes().to_vec()),
                Just("Duel:\n".as_bytes().to_vec()),
                Just(" X-L-X-CL ".as_bytes().to_vec()),
                Just("Week 3: ".as_bytes().to_vec()),
                Just("<div>".as_bytes().to_vec()),
                Just("&nbsp;".as_bytes().to_vec()),
            ]
        )
            .prop_map(|(a, b)| Mutation::Insert(a, b)),
        (any::<usize>(), 1usize..16).prop_map(|(a, n)| Mutation::Delete(a, n)),
        (any::<usize>(), any::<usize>(), 1usize..40)
            .prop_map(|(a, b, n)| Mutation::Splice(a, b, n)),
    ]
}

fn mutate(mut bytes: Vec<u8>, mutations: &[Mutation], donor: &[u8]) -> Vec<u8> {
    for m in mutations {
        let len = bytes.len().max(1);
        match m {
            Mutation::Flip(at, b) => {
                if !bytes.is_empty() {
                    bytes[at % len] = *b;
                }
            }
            Mutation::Insert(at, b) => {
                let at = at % (bytes.len() + 1);
                bytes.splice(at..at, b.iter().copied());
            }
            Mutation::Delete(at, n) => {
                let at = at % len;
                let end = (at + n).min(bytes.len());
                if at < end {
                    bytes.drain(at..end);
                }
            }
            Mutation::Splice(at, from, n) => {
                if !donor.is_empty() {
                    let from = from % donor.len();
                    let end = (from + n).min(donor.len());
                    let at = at % (bytes.len() + 1);
                    bytes.splice(at..at, donor[from..end].iter().copied());
                }
            }
        }
    }
    bytes
}

proptest! {
    // 400 cases each by default; `PROPTEST_CASES=50000` for a longer run.
    #![proptest_config(ProptestConfig {
        cases: std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(400),
        failure_persistence: None,
        .. ProptestConfig::default()
    })]

    #[test]
    fn random_bytes_never_panic(raw in proptest::collection::vec(any::<u8>(), 0..600)) {
        check(&raw);
    }

    #[test]
    fn random_text_never_panics(text in "\\PC{0,300}") {
        check(text.as_bytes());
    }

    #[test]
    fn mutated_corpus_mails_never_panic(
        which in any::<usize>(),
        donor in any::<usize>(),
        mail in any::<bool>(),
        mutations in proptest::collection::vec(mutation(), 1..8),
    ) {
        let files = corpus();
        let body = files[which % files.len()].clone();
        let donor = &files[donor % files.len()];
        let base = if mail { as_mail(&body) } else { body };
        check(&mutate(base, &mutations, donor));
    }
}
