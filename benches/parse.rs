//! Parse throughput over the whole corpus of order emails (`tests/corpus/*.txt`), in bytes
//! per second: `cargo bench --bench parse -- --warm-up-time 1 --measurement-time 3`.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
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

criterion_group!(benches, parse);
criterion_main!(benches);
