//! Compares weight sets of Spyrium's position estimate by greedy-bot matches: each
//! candidate plays one seat against three greedy bots using the current default
//! weights (or three random bots with `--vs-random`), seats rotating, and its win
//! share is printed (parity is 0.25). This is how the default weights in
//! `crates/spyrium/src/heuristic.rs` were chosen; rerun it after changing card numbers.
//!
//! ```sh
//! cargo run --release -p gaslamp-ai --example tune_weights -- [--games 600] [--vs-random]
//! ```

use gaslamp_ai::arena::play_game;
use gaslamp_ai::greedy::margin;
use gaslamp_core::{Bot, Game, GameRng, Observer, RandomBot};
use rand::Rng;
use spyrium::heuristic::Weights;
use spyrium::{Action, Components, Spyrium, View};

/// The greedy bot with explicit weights.
struct WeightedGreedy(Weights);

impl Bot<Spyrium> for WeightedGreedy {
    fn name(&self) -> String {
        "weighted greedy".into()
    }

    fn choose(&mut self, view: &View, legal: &[Action], rng: &mut GameRng) -> Action {
        let Observer::Seat(seat) = view.observer else {
            return legal[0];
        };
        let base = Spyrium::sample_from_view(view, rng);
        let (mut best, mut pick, mut ties) = (f64::NEG_INFINITY, 0, 0);
        for (i, a) in legal.iter().enumerate() {
            let mut s = base.clone();
            s.apply_unchecked(seat, a);
            let v = margin(&s.estimate(&self.0), seat);
            if v > best + 1e-9 {
                (best, pick, ties) = (v, i, 1);
            } else if (v - best).abs() <= 1e-9 {
                ties += 1;
                if rng.gen_range(0..ties) == 0 {
                    pick = i;
                }
            }
        }
        legal[pick]
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games: usize = args
        .iter()
        .position(|a| a == "--games")
        .and_then(|i| args.get(i + 1)?.parse().ok())
        .unwrap_or(600);
    let vs_random = args.iter().any(|a| a == "--vs-random");
    let cards = Components::builtin();
    let d = Weights::default();
    let candidates = [
        ("default", d),
        (
            "money -0.1",
            Weights {
                money: d.money - 0.1,
                ..d
            },
        ),
        (
            "money +0.1",
            Weights {
                money: d.money + 0.1,
                ..d
            },
        ),
        (
            "spyrium -0.2",
            Weights {
                spyrium: d.spyrium - 0.2,
                ..d
            },
        ),
        (
            "spyrium +0.2",
            Weights {
                spyrium: d.spyrium + 0.2,
                ..d
            },
        ),
        (
            "worker_turn -0.2",
            Weights {
                worker_turn: d.worker_turn - 0.2,
                ..d
            },
        ),
        (
            "worker_turn +0.2",
            Weights {
                worker_turn: d.worker_turn + 0.2,
                ..d
            },
        ),
        (
            "building_use -0.1",
            Weights {
                building_use: d.building_use - 0.1,
                ..d
            },
        ),
        (
            "building_use +0.1",
            Weights {
                building_use: d.building_use + 0.1,
                ..d
            },
        ),
        (
            "market_worker -0.15",
            Weights {
                market_worker: d.market_worker - 0.15,
                ..d
            },
        ),
        (
            "market_worker +0.15",
            Weights {
                market_worker: d.market_worker + 0.15,
                ..d
            },
        ),
    ];
    println!(
        "{games} games each, one seat against three {} bots",
        if vs_random {
            "random"
        } else {
            "default greedy"
        }
    );
    for (name, w) in candidates {
        let (mut share, mut score) = (0.0, 0.0);
        for g in 0..games {
            let me = g % 4;
            let mut bots: Vec<Box<dyn Bot<Spyrium>>> = (0..4)
                .map(|s| -> Box<dyn Bot<Spyrium>> {
                    if s == me {
                        Box::new(WeightedGreedy(w))
                    } else if vs_random {
                        Box::new(RandomBot)
                    } else {
                        Box::new(WeightedGreedy(d))
                    }
                })
                .collect();
            let (end, _) = play_game::<Spyrium>(&cards, 1000 + g as u64, &mut bots)
                .expect("bots play legal actions");
            let o = end.outcome().expect("the game is over");
            share += o.win_share(me);
            score += o.scores[me] as f64;
        }
        println!(
            "{name:20} win share {:.3}  mean score {:.1}",
            share / games as f64,
            score / games as f64
        );
    }
}
