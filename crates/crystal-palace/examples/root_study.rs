//! How the search sees the dice choice at the start of a round (phase 1) as its budget
//! grows: for positions reached by greedy play (4 players, the first phase 1 of round 2
//! or 3), searches of seat 0 at several budgets, widenings, exploration constants and
//! rollout depths, each from several seeds. Prints how many root actions were tried,
//! the most visited one's share of the iterations, the spread of the mean rewards
//! (win chances) of the actions with at least 1 % of the visits, and how often the
//! seeds agree on the choice (the figures of `docs/bots.md`, "The budget ladder").
//!
//! `cargo run --release -p crystal-palace --example root_study -- [POSITIONS] [SEEDS]
//! [WIDENINGS] [EXPLORATIONS] [DEPTHS] [BUDGETS]`, lists comma-separated, e.g.
//! `... -- 4 4 1 0.25 12,40 1000,2000,4000,8000,16000`.

use crystal_palace::{Components, CrystalPalace};
use gaslamp_ai::{search, Budget, Config};
use gaslamp_core::{Game, Observer};
use std::collections::HashMap;
use std::sync::Arc;

mod phase1;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let positions: u64 = args.first().map_or(4, |x| x.parse().unwrap());
    let seeds: u64 = args.get(1).map_or(6, |x| x.parse().unwrap());
    let widenings: Vec<f64> = args.get(2).map_or(vec![1.0], |x| {
        x.split(',').map(|w| w.parse().unwrap()).collect()
    });
    let explorations: Vec<f64> = args.get(3).map_or(vec![0.25], |x| {
        x.split(',').map(|w| w.parse().unwrap()).collect()
    });
    let depths: Vec<u32> = args.get(4).map_or(vec![12], |x| {
        x.split(',').map(|w| w.parse().unwrap()).collect()
    });
    let budgets: Vec<u64> = args
        .get(5)
        .map_or(vec![1000, 2000, 4000, 8000, 16000], |x| {
            x.split(',').map(|w| w.parse().unwrap()).collect()
        });
    let c = Arc::new(Components::shipped());
    for pos in 0..positions {
        let (g, target_round) = phase1::position(&c, pos);
        let seat = 0;
        let legal = g.legal_actions(seat);
        let view = g.view(Observer::Seat(seat));
        println!(
            "position {pos}: round {target_round}, {} dice choices",
            legal.len()
        );
        let mut combos = Vec::new();
        for &w in &widenings {
            for &x in &explorations {
                for &d in &depths {
                    combos.push((w, x, d));
                }
            }
        }
        for &(w, x, d) in &combos {
            for &budget in &budgets {
                let cfg = Config {
                    budget: Budget::Iterations(budget),
                    widening: w,
                    exploration: x,
                    rollout_depth: Some(d),
                    ..Config::default()
                };
                let mut picks: HashMap<String, u32> = HashMap::new();
                let (mut tried, mut share, mut spread) = (0.0, 0.0, 0.0);
                for s in 0..seeds {
                    let r = search::<CrystalPalace>(&view, &legal, &cfg, 77 + s);
                    let best = &r.candidates[0];
                    *picks.entry(format!("{:?}", best.action)).or_default() += 1;
                    tried += r.candidates.iter().filter(|c| c.visits > 0).count() as f64;
                    share += best.visits as f64 / r.iterations as f64;
                    // The spread of the mean rewards of children with 1 % of the visits.
                    let means: Vec<f64> = r
                        .candidates
                        .iter()
                        .filter(|c| c.visits * 100 >= r.iterations)
                        .map(|c| c.win_chance)
                        .collect();
                    let hi = means.iter().copied().fold(f64::MIN, f64::max);
                    let lo = means.iter().copied().fold(f64::MAX, f64::min);
                    spread += hi - lo;
                }
                let agree = picks.values().max().copied().unwrap_or(0);
                println!(
                    "  w={w} c={x} d={d} {budget:>6}: tried {:>5.1}, best's share {:>5.1} %, mean rewards' spread {:.3}, seeds agree {agree}/{seeds}, distinct choices {}",
                    tried / seeds as f64,
                    100.0 * share / seeds as f64,
                    spread / seeds as f64,
                    picks.len()
                );
            }
        }
    }
}
