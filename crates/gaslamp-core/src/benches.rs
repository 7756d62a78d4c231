//! The criterion benchmarks every game's engine runs (feature `criterion`), one
//! definition for all games: each game's `benches/engine.rs` names itself and its
//! component set.
//!
//! - `random_game_4p`: a whole random 4-player game through [`Match::step_random`]
//!   (setup, listing, choice, apply), as `gaslamp bench` plays it;
//! - `new_game_4p`: the setup alone;
//! - per state, on every third state of ten random 4-player games (the seat to act
//!   and a legal action drawn there): `apply_unchecked`, `apply_checked`,
//!   `legal_actions_into`, `clone`, `view` (of the seat to act) and
//!   `sample_from_view` (a full state drawn from that view, as search bots do).
//!
//! `gaslamp bench GAME` gives the same figures without criterion, quickly.

use crate::{rng_from_seed, Game, Match, Observer, Seat};
use criterion::{BatchSize, Criterion, Throughput};
use rand::Rng;
use std::hint::black_box;

/// The players of every benchmark.
const PLAYERS: usize = 4;

/// Runs every benchmark of `G`'s engine in the groups `NAME` and `NAME_per_state`.
pub fn engine<G: Game>(c: &mut Criterion, name: &str, components: &G::Components) {
    games::<G>(c, name, components);
    operations::<G>(c, name, components);
}

/// Plays a random game from `seed`; returns the number of actions.
fn random_game<G: Game>(components: &G::Components, seed: u64, legal: &mut Vec<G::Action>) -> u64 {
    let mut m = Match::<G>::new(components, PLAYERS, seed, None).expect("4 players is valid");
    let mut rng = rng_from_seed(seed);
    while m.step_random(&mut rng, legal).is_some() {}
    m.version()
}

/// States met in random games, each with its seat to act and a legal action drawn
/// there (every third state).
fn sample_states<G: Game>(components: &G::Components, games: u64) -> Vec<(G, Seat, G::Action)> {
    let mut out = Vec::new();
    let mut legal = Vec::new();
    for seed in 0..games {
        let mut g = G::new_game(components, PLAYERS, seed, None).expect("4 players is valid");
        let mut rng = rng_from_seed(seed ^ 0xBE7C);
        let mut step = 0u64;
        while let Some(seat) = g.to_act().first() {
            legal.clear();
            g.legal_actions_into(seat, &mut legal);
            let a = legal[rng.gen_range(0..legal.len())].clone();
            if step.is_multiple_of(3) {
                out.push((g.clone(), seat, a.clone()));
            }
            g.apply_unchecked(seat, &a);
            step += 1;
        }
    }
    out
}

fn games<G: Game>(c: &mut Criterion, name: &str, components: &G::Components) {
    let mut legal = Vec::new();
    let mut seed = 0u64;
    let mut group = c.benchmark_group(name);
    group.throughput(Throughput::Elements(1));
    group.bench_function("random_game_4p", |b| {
        b.iter(|| {
            seed += 1;
            black_box(random_game::<G>(components, seed, &mut legal))
        })
    });
    group.bench_function("new_game_4p", |b| {
        b.iter(|| black_box(G::new_game(components, PLAYERS, black_box(7), None).expect("valid")))
    });
    group.finish();
}

fn operations<G: Game>(c: &mut Criterion, name: &str, components: &G::Components) {
    let states = sample_states::<G>(components, 10);
    let mut group = c.benchmark_group(format!("{name}_per_state"));
    // Each iteration runs the operation once on every sampled state.
    group.throughput(Throughput::Elements(states.len() as u64));
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
    let views: Vec<G::View> = states
        .iter()
        .map(|(g, seat, _)| g.view(Observer::Seat(*seat)))
        .collect();
    let mut rng = rng_from_seed(11);
    group.bench_function("sample_from_view", |b| {
        b.iter(|| {
            for v in &views {
                black_box(G::sample_from_view(v, &mut rng));
            }
        })
    });
    group.finish();
}
