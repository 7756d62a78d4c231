//! How bots fare at Crystal Palace, seat by seat: win share, mean score, its parts,
//! and loans at the end (the figures of `docs/bots.md`).
//!
//! `cargo run --release -p crystal-palace --example bot_report -- BOTS GAMES [SEED] [THREADS]`
//! e.g. `... -- ismcts,greedy,greedy,greedy 200 0 2`. Game `i` has seed `SEED + i` and
//! the bot list rotated by `i`, as in `gaslamp arena`.

use crystal_palace::{Components, CrystalPalace};
use gaslamp_ai::arena::play_game;
use gaslamp_ai::BotSpec;
use gaslamp_core::Game;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

#[derive(Default, Clone)]
struct Tally {
    seats: f64,
    wins: f64,
    score: f64,
    open_loans: f64,
    loans: f64,
    loan_vp: f64,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let specs: Vec<BotSpec> = args
        .first()
        .expect("BOTS: a comma-separated list")
        .split(',')
        .map(|s| BotSpec::parse(s).expect("a bot specification"))
        .collect();
    let games: usize = args.get(1).map_or(20, |x| x.parse().expect("GAMES"));
    let seed: u64 = args.get(2).map_or(0, |x| x.parse().expect("SEED"));
    let threads: usize = args.get(3).map_or(1, |x| x.parse().expect("THREADS"));
    let c = Arc::new(Components::shipped());
    let n = specs.len();
    let next = AtomicUsize::new(0);
    let tallies: Mutex<BTreeMap<String, Tally>> = Mutex::new(BTreeMap::new());
    let start = std::time::Instant::now();
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= games {
                    return;
                }
                let seats: Vec<&BotSpec> = (0..n).map(|s| &specs[(s + i) % n]).collect();
                let mut bots: Vec<_> = seats.iter().map(|b| b.build::<CrystalPalace>(1)).collect();
                let (g, _) = play_game::<CrystalPalace>(&c, seed + i as u64, &mut bots)
                    .expect("the game ends");
                let o = g.outcome().unwrap();
                let finals = g.public().final_scores.clone().unwrap();
                let mut t = tallies.lock().unwrap();
                for (seat, b) in seats.iter().enumerate() {
                    let e = t.entry(b.to_string()).or_default();
                    e.seats += 1.0;
                    e.wins += o.win_share(seat);
                    e.score += f64::from(o.scores[seat]);
                    e.open_loans += g.open_loans(seat) as f64;
                    e.loans += g.loans_of(seat) as f64;
                    e.loan_vp += f64::from(finals[seat].loans);
                }
            });
        }
    });
    println!(
        "{games} games of {n} players, seeds {seed}..{}, {:.0} s",
        seed + games as u64 - 1,
        start.elapsed().as_secs_f64()
    );
    println!(
        "{:<24} {:>6} {:>7} {:>7} {:>11} {:>6} {:>8}",
        "bot", "seats", "wins", "score", "open loans", "loans", "loan VP"
    );
    for (bot, t) in tallies.into_inner().unwrap() {
        let k = t.seats;
        println!(
            "{bot:<24} {:>6} {:>6.1}% {:>7.1} {:>11.2} {:>6.2} {:>8.1}",
            k,
            100.0 * t.wins / k,
            t.score / k,
            t.open_loans / k,
            t.loans / k,
            t.loan_vp / k
        );
    }
}
