//! Whether the search's judge (rollouts and estimate) tells the dice choices apart at
//! all: every dice choice of a phase-1 position visited about equally (no widening,
//! a large exploration constant) in two searches from different seeds, then the
//! correlation of the two searches' win chances per choice, and the choices grouped
//! by their pips (what they cost).
//!
//! Then the search (at the same depth and temperature) at each budget, from several
//! seeds: the mean value of its choice by those win chances, and its regret against
//! the best choice. TUNINGS compares searches: each is the tail of a bot
//! specification (`w=0.5:c=0.5`; empty: the default), several separated by `/`.
//!
//! `cargo run --release -p crystal-palace --example dice_study -- [POSITIONS]
//! [VISITS_PER_CHOICE] [DEPTH] [K] [TEMP] [BUDGETS] [TUNINGS] [SEEDS]` (budgets
//! comma-separated; empty: none).

use crystal_palace::{Action, Components, CrystalPalace};
use gaslamp_ai::{search, BotSpec, Budget, Config};
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
    let tunings: Vec<String> = args.get(6).map_or(vec![String::new()], |x| {
        x.split('/').map(str::to_owned).collect()
    });
    let seeds: u64 = args.get(7).map_or(6, |x| x.parse().unwrap());
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
        for tuning in &tunings {
            if tunings.len() > 1 {
                println!("   search `{tuning}`:");
            }
            for &budget in &budgets {
                let spec = format!("ismcts:{budget}:depth={depth}:temp={temp}:{tuning}");
                let cfg = match BotSpec::parse(spec.trim_end_matches(':')) {
                    Ok(BotSpec::IsmctsTuned(cfg)) => cfg,
                    other => panic!("{spec}: {other:?}"),
                };
                // The value of the choice of each way of picking from the same
                // search: the most visited (the bot's), the best win chance among
                // the choices with at least half the most visits, and the best lower
                // bound (win chance less 0.3 / √visits, about a standard error).
                let mut picks = [Vec::new(), Vec::new(), Vec::new()];
                for s in 0..seeds {
                    let r = search::<CrystalPalace>(&view, &legal, &cfg, 500 + s);
                    let top = r.candidates[0].visits;
                    let by = |f: &dyn Fn(&gaslamp_ai::Candidate<Action>) -> f64| {
                        r.candidates
                            .iter()
                            .filter(|c| c.visits > 0)
                            .max_by(|a, b| f(a).total_cmp(&f(b)))
                            .map_or(0.0, |c| value[&c.action])
                    };
                    picks[0].push(value[&r.candidates[0].action]);
                    picks[1].push(by(&|c| {
                        if c.visits * 2 >= top {
                            c.win_chance
                        } else {
                            f64::MIN
                        }
                    }));
                    picks[2].push(by(&|c| c.win_chance - 0.3 / (c.visits as f64).sqrt()));
                }
                for (rule, picks) in ["visits", "half", "bound"].iter().zip(&picks) {
                    let mean = picks.iter().sum::<f64>() / seeds as f64;
                    let se = (picks.iter().map(|v| (v - mean).powi(2)).sum::<f64>()
                        / (seeds as f64 * (seeds as f64 - 1.0)).max(1.0))
                    .sqrt();
                    println!(
                        "   {budget:>6} iterations, by {rule:>6}: chosen {mean:.3}, regret {:.3} ± {se:.3}",
                        best - mean
                    );
                }
            }
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
