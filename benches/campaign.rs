//! A summer campaign season (June to August) for 1,000 characters spread over every
//! regiment and rank: three months resolved, the battle at the end.

use criterion::{Criterion, criterion_group, criterion_main};
use engarde::calendar::Month;
use engarde::dice::{Seed, SeededDice};
use engarde::rules::birth::roll_character;
use engarde::rules::{Rulebook, resolve_month};
use engarde::vocab::{Rank, Regiment};
use engarde::world::{Commission, World};
use std::collections::BTreeMap;
use std::hint::black_box;

fn world(n: usize) -> World {
    let mut dice = SeededDice::new(Seed::from_phrase("bench world"));
    let mut world = World::new(Month::new(1626, 6));
    let ranks = [
        Rank::Private,
        Rank::Subaltern,
        Rank::Subaltern,
        Rank::Captain,
    ];
    for i in 0..n {
        let (mut c, _) = roll_character(&format!("Soldier {i}"), "bench@example.org", &mut dice);
        c.social_level = 12;
        c.crowns = 1000;
        c.commission = Some(Commission {
            regiment: Regiment::ALL[i % Regiment::ALL.len()],
            rank: ranks[i % ranks.len()],
            since: Month::new(1625, 1),
        });
        world.characters.insert(c.id.clone(), c);
    }
    world
}

fn season(c: &mut Criterion) {
    let start = world(1000);
    let book = Rulebook::default();
    let orders = BTreeMap::new();
    c.bench_function("summer campaign season, 1000 characters", |b| {
        b.iter(|| {
            let mut dice = SeededDice::new(Seed::from_phrase("bench season"));
            let mut w = start.clone();
            for _ in 0..3 {
                w = resolve_month(&w, &orders, &book, &mut dice).world;
            }
            black_box(w)
        })
    });
}

criterion_group!(benches, season);
criterion_main!(benches);
