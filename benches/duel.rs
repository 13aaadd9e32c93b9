//! Duels per second of the engine: a fixed set of duellists (rapier, sabre, dagger, cutlass,
//! two-handed sword; written and random sequences), seeded dice; once with the default
//! surrender at half endurance, once with nobody surrendering.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use engarde::dice::{Seed, SeededDice};
use engarde::orders::SurrenderAt;
use engarde::rules::duel::{DuelRules, Duellist, fight, parse_codes};
use engarde::vocab::Weapon;
use std::hint::black_box;

fn man(name: &str, s: u8, e: u8, end: i32, w: Weapon, seq: &str) -> Duellist {
    let d = Duellist::new(name, s, e, end, w);
    if seq.is_empty() {
        d
    } else {
        d.with_sequence(parse_codes(seq).0)
    }
}

fn pairs() -> Vec<(Duellist, Duellist)> {
    vec![
        (
            man(
                "Athos",
                14,
                12,
                150,
                Weapon::Rapier,
                "X L X CL K X X X X S P JB",
            ),
            man("Rochefort", 12, 9, 130, Weapon::Sabre, "X X S P R B X L X"),
        ),
        (
            man(
                "Porthos",
                17,
                8,
                200,
                Weapon::TwoHandedSword,
                "X S X C X X X",
            ),
            man("Jussac", 10, 14, 110, Weapon::Dagger, "X L X B"),
        ),
        (
            man("Aramis", 11, 15, 120, Weapon::Foil, ""),
            man("Bernajoux", 13, 10, 140, Weapon::Cutlass, ""),
        ),
    ]
}

fn duels(c: &mut Criterion) {
    let rules = DuelRules::default();
    let pairs = pairs();
    let mut group = c.benchmark_group("duel");
    group.throughput(Throughput::Elements(1));
    group.bench_function("fight", |bench| {
        let mut dice = SeededDice::new(Seed::from_phrase("bench"));
        let mut i = 0usize;
        bench.iter(|| {
            let (a, b) = &pairs[i % pairs.len()];
            i += 1;
            black_box(fight(black_box(a), black_box(b), &rules, &mut dice))
        })
    });
    // The same men, none offering surrender: longer duels, to the death or the limit.
    let deadly: Vec<(Duellist, Duellist)> = pairs
        .iter()
        .map(|(a, b)| {
            let never = |d: &Duellist| Duellist {
                surrender_at: Some(SurrenderAt::Never),
                ..d.clone()
            };
            (never(a), never(b))
        })
        .collect();
    group.bench_function("fight_to_the_death", |bench| {
        let mut dice = SeededDice::new(Seed::from_phrase("bench"));
        let mut i = 0usize;
        bench.iter(|| {
            let (a, b) = &deadly[i % deadly.len()];
            i += 1;
            black_box(fight(black_box(a), black_box(b), &rules, &mut dice))
        })
    });
    group.finish();
}

criterion_group!(benches, duels);
criterion_main!(benches);
