//! The speed of the environments the Python API wraps, from Rust: the baseline the
//! Python figures in docs/python.md are compared with.
//!
//! `cargo run --release -p gaslamp-games --example env_speed -- [GAME] [PLAYERS] [SECONDS]`
//!
//! Three loops of random games, each measured in environment steps per second:
//! - `bare`: legal indices and apply (no observation);
//! - `observed`: as an agent sees it: after every step the next seat's observation
//!   vector and legal-action mask are written (what a single-game Python loop gets);
//! - `batch 256`: 256 games stepped together by `Batch` (rayon), with observations
//!   and masks, as `gaslamp.VectorEnv` does; the time inside `Batch::step` alone is
//!   reported too (the random choice from the masks is the driver's).

use gaslamp_core::Observer;
use gaslamp_games::batch::Output;
use gaslamp_games::{Batch, Reward};
use rand::Rng;
use std::time::{Duration, Instant};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let name = args.first().map_or("spyrium", String::as_str);
    let players: usize = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(4);
    let seconds: f64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(3.0);
    let budget = Duration::from_secs_f64(seconds);
    let game = gaslamp_games::find(name).unwrap_or_else(|e| panic!("{e}"));
    let c = game.default_components();
    let mut rng = gaslamp_core::rng_from_seed(1);

    for observed in [false, true] {
        let start = Instant::now();
        let mut steps = 0u64;
        let mut seed = 0;
        let mut legal = Vec::new();
        let probe = game.new_env(&c, players, 0, None).unwrap();
        let mut obs = vec![0f32; probe.observation_len()];
        let mut mask = vec![0u8; probe.num_distinct_actions()];
        while start.elapsed() < budget {
            let mut env = game.new_env(&c, players, seed, None).unwrap();
            seed += 1;
            while !env.is_over() {
                let seat = env.to_act()[0];
                env.legal_indices(seat, &mut legal);
                let i = legal[rng.gen_range(0..legal.len())];
                env.apply_index(seat, i).unwrap();
                steps += 1;
                if observed && !env.is_over() {
                    let next = env.to_act()[0];
                    env.observation_into(Observer::Seat(next), &mut obs);
                    mask.fill(0);
                    env.legal_indices(next, &mut legal);
                    for &i in &legal {
                        mask[i] = 1;
                    }
                }
            }
        }
        let rate = steps as f64 / start.elapsed().as_secs_f64();
        println!(
            "{name} {players}p {}: {rate:.0} steps/s ({:.2} µs/step)",
            if observed { "observed" } else { "bare" },
            1e6 / rate
        );
    }

    let n = 256;
    let mut batch = Batch::new(game, &c, players, n, 0, Reward::Win).unwrap();
    let mut out = Output::for_batch(&batch);
    batch.observe(out.buffers()).unwrap();
    let start = Instant::now();
    let mut steps = 0u64;
    let mut actions = vec![0i64; n];
    let mut in_step = Duration::ZERO;
    let mut legal = Vec::new();
    while start.elapsed() < budget {
        for (row, act) in actions.iter_mut().enumerate() {
            legal.clear();
            legal.extend(
                out.mask(row)
                    .iter()
                    .enumerate()
                    .filter(|(_, &x)| x == 1)
                    .map(|(i, _)| i),
            );
            *act = legal[rng.gen_range(0..legal.len())] as i64;
        }
        let t = Instant::now();
        batch.step(&actions, out.buffers()).unwrap();
        in_step += t.elapsed();
        steps += n as u64;
    }
    let rate = steps as f64 / start.elapsed().as_secs_f64();
    let step_rate = steps as f64 / in_step.as_secs_f64();
    println!(
        "{name} {players}p batch {n}: {rate:.0} steps/s ({:.2} µs/step with a random legal index drawn from each mask; {:.2} µs/step in Batch::step alone, {} threads)",
        1e6 / rate,
        1e6 / step_rate,
        rayon::current_num_threads()
    );
}
