//! Criterion benchmarks of the Crystal Palace engine (`cargo bench -p crystal-palace`).
//!
//! - `random_game_4p`: a whole random 4-player game (setup, listing, choice, apply);
//! - `apply_unchecked`, `legal_actions_into`, `clone`, `view`, `sample_from_view`:
//!   one operation on states taken from random 4-player games (the seat to act, its
//!   view, a legal action chosen at random).
//!
//! `gaslamp bench crystal-palace` gives the same figures without criterion, quickly.

use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use crystal_palace::{Action, Components, CrystalPalace};
use gaslamp_core::{rng_from_seed, Game, Observer, Seat};
use rand::Rng;
use std::hint::black_box;
use std::sync::Arc;

/// Plays a random game from `seed`; returns the number of actions.
fn random_game(c: &Arc<Components>, seed: u64, legal: &mut Vec<Action>) -> usize {
    let mut g = CrystalPalace::new_game(c, 4, seed, None).expect("4 players is valid");
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

/// States met in random 4-player games, each with its seat to act and a legal
/// action (every third state, as `gaslamp bench` takes them).
fn sample_states(games: u64) -> Vec<(CrystalPalace, Seat, Action)> {
    let c = Arc::new(Components::shipped());
    let mut out = Vec::new();
    let mut legal = Vec::new();
    for seed in 0..games {
        let mut g = CrystalPalace::new_game(&c, 4, seed, None).unwrap();
        let mut rng = rng_from_seed(seed ^ 0xBE7C);
        let mut step = 0u64;
        while !g.is_over() {
            let seat = g.to_act().first().unwrap();
            legal.clear();
            g.legal_actions_into(seat, &mut legal);
            let a = legal[rng.gen_range(0..legal.len())];
            if step.is_multiple_of(3) {
                out.push((g.clone(), seat, a));
            }
            g.apply_unchecked(seat, &a);
            step += 1;
        }
    }
    out
}

fn bench_games(c: &mut Criterion) {
    let components = Arc::new(Components::shipped());
    let mut legal = Vec::new();
    let mut seed = 0u64;
    let mut group = c.benchmark_group("crystal_palace");
    group.throughput(Throughput::Elements(1));
    group.bench_function("random_game_4p", |b| {
        b.iter(|| {
            seed += 1;
            black_box(random_game(&components, seed, &mut legal))
        })
    });
    group.bench_function("new_game_4p", |b| {
        b.iter(|| black_box(CrystalPalace::new_game(&components, 4, black_box(7), None).unwrap()))
    });
    group.finish();
}

fn bench_operations(c: &mut Criterion) {
    let states = sample_states(10);
    let n = states.len() as u64;
    let mut group = c.benchmark_group("crystal_palace_per_state");
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
    let views: Vec<_> = states
        .iter()
        .map(|(g, seat, _)| g.view(Observer::Seat(*seat)))
        .collect();
    let mut rng = rng_from_seed(11);
    group.bench_function("sample_from_view", |b| {
        b.iter(|| {
            for v in &views {
                black_box(CrystalPalace::sample_from_view(v, &mut rng));
            }
        })
    });
    group.finish();
}

criterion_group!(benches, bench_games, bench_operations);
criterion_main!(benches);
