//! Criterion benchmarks of the Spyrium engine (`cargo bench -p spyrium`).
//!
//! - `random_game_4p`: a whole random 4-player game (setup, listing, choice, apply);
//! - `apply_unchecked`, `legal_actions_into`, `clone`, `view`: one operation on states
//!   taken from random 4-player games.
//!
//! `gaslamp bench spyrium` gives the same figures without criterion, quickly.

use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use gaslamp_core::{rng_from_seed, Game, Observer, Seat};
use rand::Rng;
use spyrium::{Action, Components, Spyrium};
use std::hint::black_box;

/// Plays a random game from `seed`; returns the number of actions.
fn random_game(cards: &std::sync::Arc<Components>, seed: u64, legal: &mut Vec<Action>) -> usize {
    let mut g = Spyrium::new_game(cards, 4, seed, None).expect("4 players is valid");
    let mut rng = rng_from_seed(seed);
    let mut n = 0;
    while !g.is_over() {
        let seat = g
            .to_act()
            .first()
            .expect("a running game has a seat to act");
        legal.clear();
        g.legal_actions_into(seat, legal);
        let a = legal[rng.gen_range(0..legal.len())];
        g.apply_unchecked(seat, &a);
        n += 1;
    }
    n
}

/// States met in random 4-player games, each with its seat to act and a legal action.
fn sample_states(games: u64) -> Vec<(Spyrium, Seat, Action)> {
    let cards = Components::builtin();
    let mut out = Vec::new();
    let mut legal = Vec::new();
    for seed in 0..games {
        let mut g = Spyrium::new_game(&cards, 4, seed, None).unwrap();
        let mut rng = rng_from_seed(seed ^ 0xBE7C);
        while !g.is_over() {
            let seat = g.to_act().first().unwrap();
            legal.clear();
            g.legal_actions_into(seat, &mut legal);
            let a = legal[rng.gen_range(0..legal.len())];
            out.push((g.clone(), seat, a));
            g.apply_unchecked(seat, &a);
        }
    }
    out
}

fn bench_games(c: &mut Criterion) {
    let cards = Components::builtin();
    let mut legal = Vec::new();
    let mut seed = 0u64;
    let mut group = c.benchmark_group("spyrium");
    group.throughput(Throughput::Elements(1));
    group.bench_function("random_game_4p", |b| {
        b.iter(|| {
            seed += 1;
            black_box(random_game(&cards, seed, &mut legal))
        })
    });
    group.bench_function("new_game_4p", |b| {
        b.iter(|| black_box(Spyrium::new_game(&cards, 4, black_box(7), None).unwrap()))
    });
    group.finish();
}

fn bench_operations(c: &mut Criterion) {
    let states = sample_states(20);
    let n = states.len() as u64;
    let mut group = c.benchmark_group("spyrium_per_state");
    // Each iteration runs the operation once on every sampled state.
    group.throughput(Throughput::Elements(n));

    group.bench_function("apply_unchecked", |b| {
        b.iter_batched_ref(
            || states.clone(),
            |batch| {
                for (g, seat, a) in batch.iter_mut() {
                    g.apply_unchecked(*seat, a);
                }
            },
            BatchSize::LargeInput,
        )
    });
    let mut legal = Vec::new();
    group.bench_function("legal_actions_into", |b| {
        b.iter(|| {
            let mut total = 0;
            for (g, seat, _) in &states {
                legal.clear();
                g.legal_actions_into(*seat, &mut legal);
                total += legal.len();
            }
            black_box(total)
        })
    });
    group.bench_function("clone", |b| {
        b.iter(|| {
            for (g, _, _) in &states {
                black_box(g.clone());
            }
        })
    });
    group.bench_function("view", |b| {
        b.iter(|| {
            for (g, seat, _) in &states {
                black_box(g.view(Observer::Seat(*seat)));
            }
        })
    });
    group.bench_function("apply_checked", |b| {
        b.iter_batched_ref(
            || states.clone(),
            |batch| {
                for (g, seat, a) in batch.iter_mut() {
                    black_box(g.apply(*seat, a).is_ok());
                }
            },
            BatchSize::LargeInput,
        )
    });
    group.finish();
}

criterion_group!(benches, bench_games, bench_operations);
criterion_main!(benches);
