//! Whether the search's judge (rollouts and estimate) tells the dice choices apart at
//! all: every dice choice of a phase-1 position visited about equally (no widening,
//! a large exploration constant) in two searches from different seeds, then the
//! correlation of the two searches' win chances per choice, and the choices grouped
//! by their pips (what they cost).
//!
//! Then the default search (at the same depth and temperature) at each budget, from
//! six seeds: the mean value of its choice by those win chances, and its regret
//! against the best choice.
//!
//! `cargo run --release -p crystal-palace --example dice_study -- [POSITIONS]
//! [VISITS_PER_CHOICE] [DEPTH] [K] [TEMP] [BUDGETS]` (budgets comma-separated;
//! empty: none).

use crystal_palace::{Action, Components, CrystalPalace};
use gaslamp_ai::{search, Budget, Config};
use gaslamp_core::{Game, Observer};
use std::collections::BTreeMap;
use std::collections::HashMap;
use std::sync::Arc;

mod phase1;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let positions: u64 = args.first().map_or(4, |x| x.parse().unwrap());
    let per_choice: u64 = args.get(1).map_or(400, |x| x.parse().unwrap());
    let depth: u32 = args.get(2).map_or(40, |x| x.parse().unwrap());
    let k: u32 = args.get(3).map_or(3, |x| x.parse().unwrap());
    let temp: f64 = args.get(4).map_or(4.0, |x| x.parse().unwrap());
    let budgets: Vec<u64> = args
        .get(5)
        .map_or(vec![1000, 2000, 4000, 8000, 16000], |x| {
            x.split(',')
                .filter(|b| !b.is_empty())
                .map(|b| b.parse().unwrap())
                .collect()
        });
    let c = Arc::new(Components::shipped());
    for pos in 0..positions {
        let (g, target_round) = phase1::position(&c, pos);
        let legal = g.legal_actions(0);
        let view = g.view(Observer::Seat(0));
        let cfg = Config {
            budget: Budget::Iterations(per_choice * legal.len() as u64),
            widening: 0.0,
            exploration: 100.0,
            rollout_depth: Some(depth),
            rollout_candidates: k,
            temperature: temp,
            ..Config::default()
        };
        let runs: Vec<HashMap<Action, f64>> = (0..2)
            .map(|s| {
                search::<CrystalPalace>(&view, &legal, &cfg, 11 + s)
                    .candidates
                    .into_iter()
                    .map(|c| (c.action, c.win_chance))
                    .collect()
            })
            .collect();
        let xs: Vec<(f64, f64)> = legal.iter().map(|a| (runs[0][a], runs[1][a])).collect();
        let n = xs.len() as f64;
        let (ma, mb) = (
            xs.iter().map(|x| x.0).sum::<f64>() / n,
            xs.iter().map(|x| x.1).sum::<f64>() / n,
        );
        let cov: f64 = xs.iter().map(|x| (x.0 - ma) * (x.1 - mb)).sum::<f64>();
        let va: f64 = xs.iter().map(|x| (x.0 - ma).powi(2)).sum::<f64>();
        let vb: f64 = xs.iter().map(|x| (x.1 - mb).powi(2)).sum::<f64>();
        let sd = (va / n).sqrt();
        println!(
            "position {pos}: round {target_round}, {} choices, mean {ma:.3}, sd {sd:.3}, split-half correlation {:.2}",
            legal.len(),
            cov / (va * vb).sqrt()
        );
        let mut order: Vec<(f64, &Action)> = xs
            .iter()
            .zip(&legal)
            .map(|(x, a)| ((x.0 + x.1) / 2.0, a))
            .collect();
        order.sort_by(|a, b| b.0.total_cmp(&a.0));
        for (v, a) in order.iter().take(8).chain(order.iter().rev().take(3)) {
            println!("   {v:.3} {a:?}");
        }
        // How good the default search's choice is by these values, at each budget:
        // the mean value of its choice over seeds, and the regret against the best.
        let value: HashMap<Action, f64> = legal
            .iter()
            .zip(&xs)
            .map(|(a, x)| (*a, (x.0 + x.1) / 2.0))
            .collect();
        let best = value.values().copied().fold(f64::MIN, f64::max);
        for &budget in &budgets {
            let cfg = Config {
                budget: Budget::Iterations(budget),
                temperature: temp,
                rollout_depth: Some(depth),
                ..Config::default()
            };
            let seeds = 6;
            let mean = (0..seeds)
                .map(|s| {
                    let r = search::<CrystalPalace>(&view, &legal, &cfg, 500 + s);
                    value[&r.candidates[0].action]
                })
                .sum::<f64>()
                / seeds as f64;
            println!(
                "   {budget:>6} iterations: chosen {mean:.3}, regret {:.3}",
                best - mean
            );
        }
        let mut groups: BTreeMap<u32, Vec<f64>> = BTreeMap::new();
        for (a, x) in legal.iter().zip(&xs) {
            if let Action::Dice { values, extra } = a {
                let pips: u32 = values.iter().map(|&v| u32::from(v)).sum();
                groups
                    .entry(pips + if *extra { 100 } else { 0 })
                    .or_default()
                    .push((x.0 + x.1) / 2.0);
            }
        }
        for (pips, v) in groups {
            let m = v.iter().sum::<f64>() / v.len() as f64;
            println!("   pips {pips:>3}: {:>3} choices, mean {m:.3}", v.len());
        }
    }
}
