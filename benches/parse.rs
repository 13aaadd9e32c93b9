//! Parse throughput over the whole corpus of order emails (`tests/corpus/*.txt`), in bytes
//! per second: `cargo bench --bench parse -- --warm-up-time 1 --measurement-time 3`.
//!
//! And filing time by size and shape (`filing/...`): the clerk's own path (parse, then mask
//! the passwords every diagnostic might quote) on one long line of orders not understood, and
//! on many short bad lines. Time must grow with the size, not its square (issue 15: a 144 KB
//! line took 91 s).

use criterion::BenchmarkId;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use engarde::clerk::parse_masked;
use engarde::orders::parse_orders;
use std::hint::black_box;
use std::path::Path;

fn corpus() -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .expect("tests/corpus exists")
        .map(|e| e.expect("readable").path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    files.sort();
    files
        .iter()
        .map(|p| std::fs::read_to_string(p).expect("UTF-8"))
        .collect()
}

fn parse(c: &mut Criterion) {
    let texts = corpus();
    let bytes: usize = texts.iter().map(String::len).sum();
    let mut group = c.benchmark_group("parse");
    group.throughput(Throughput::Bytes(bytes as u64));
    group.bench_function("whole_corpus", |b| {
        b.iter(|| {
            for t in &texts {
                black_box(parse_orders(black_box(t)));
            }
        })
    });
    group.finish();
}

/// A letter of `kb` kilobytes in one `shape`.
fn letter(shape: &str, kb: usize) -> String {
    let unit = match shape {
        "one_long_line" => "visit Hunter's and bet 50 zorkmids, pw: x; ",
        _ => "Week 1: frobnicate the 7 wombats\n",
    };
    let mut text = String::from("Character: Rodney / password: sekrit\nWeek 1: ");
    while text.len() < kb * 1024 {
        text.push_str(unit);
    }
    text
}

fn filing(c: &mut Criterion) {
    let mut group = c.benchmark_group("filing");
    group.sample_size(10);
    for shape in ["one_long_line", "short_bad_lines"] {
        // Up to the daemon's size limit (1 MiB): any letter it reads is filed in under a second.
        for kb in [9, 36, 144, 1024] {
            let text = letter(shape, kb);
            group.throughput(Throughput::Bytes(text.len() as u64));
            group.bench_with_input(BenchmarkId::new(shape, kb), &text, |b, t| {
                b.iter(|| black_box(parse_masked(black_box(t))))
            });
        }
    }
    group.finish();
}

criterion_group!(benches, parse, filing);
criterion_main!(benches);
