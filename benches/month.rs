//! A month for 1,000 characters with full orders: every week a club visit with carousing and
//! gambling, a bawdyhouse, courting or practice; guests, conspicuous consumption. The rules
//! should take milliseconds, not seconds.

use criterion::{Criterion, criterion_group, criterion_main};
use engarde::calendar::Month;
use engarde::dice::{Seed, SeededDice};
use engarde::orders::{Action, Bet, Gamble, MonthlyOrder, OrderSheet};
use engarde::rules::setup::{Newcomer, new_world};
use engarde::rules::{Rulebook, resolve_month};
use engarde::vocab::{Club, Weapon};
use engarde::world::{CharacterId, Membership, World};
use std::collections::BTreeMap;
use std::hint::black_box;

const CHARACTERS: usize = 1000;

fn game() -> (World, BTreeMap<CharacterId, OrderSheet>) {
    let newcomers: Vec<Newcomer> = (0..CHARACTERS)
        .map(|i| Newcomer {
            name: format!("Gentleman {i}"),
            email: format!("p{i}@example.org"),
        })
        .collect();
    let mut dice = SeededDice::new(Seed::from_phrase("bench"));
    let (mut world, _) = new_world(Month::new(1626, 8), &newcomers, &mut dice);
    let ladies: Vec<String> = world.ladies.values().map(|l| l.name.clone()).collect();
    let ids: Vec<CharacterId> = world.characters.keys().cloned().collect();
    for (i, c) in world.characters.values_mut().enumerate() {
        c.crowns += 2000;
        c.social_level = c.social_level.max(3);
        c.club = Some(Membership {
            club: Club::RedPhillips,
            since: Month::new(1626, 1),
        });
        if i % 5 == 0 {
            c.social_level = 12;
            c.club = Some(Membership {
                club: Club::Bothwells,
                since: Month::new(1626, 1),
            });
        }
    }
    let mut orders = BTreeMap::new();
    for (i, who) in ids.iter().enumerate() {
        let gamble = Gamble {
            bets: vec![Bet { crowns: 50 }; 4],
            cut_at: Some(6),
        };
        let visit = Action::VisitClub {
            club: None,
            carouse: true,
            host: None,
            guests: vec![],
            with_mistress: false,
            gamble: Some(gamble),
        };
        let mut sheet = OrderSheet::empty();
        sheet.weeks[0].actions = vec![visit.clone()];
        sheet.weeks[1].actions = vec![Action::VisitBawdyhouse {
            carouse: true,
            companionship: true,
            gamble: None,
            crowns_carried: Some(100),
        }];
        sheet.weeks[2].actions = vec![if i % 2 == 0 {
            Action::Court {
                lady: ladies[i % ladies.len()].clone(),
                extra_gifts: 1,
            }
        } else {
            Action::Practice {
                weapon: Some(Weapon::Rapier),
            }
        }];
        sheet.weeks[3].actions = vec![visit];
        sheet.monthly = vec![MonthlyOrder::ConspicuousConsumption];
        orders.insert(who.clone(), sheet);
    }
    (world, orders)
}

fn month(c: &mut Criterion) {
    let (world, orders) = game();
    let book = Rulebook::default();
    let mut group = c.benchmark_group("month");
    group.sample_size(20);
    group.bench_function("1000 characters, full orders", |b| {
        b.iter(|| {
            let mut dice = SeededDice::new(Seed::from_phrase("month"));
            black_box(resolve_month(&world, &orders, &book, &mut dice))
        })
    });
    group.finish();
}

criterion_group!(benches, month);
criterion_main!(benches);
