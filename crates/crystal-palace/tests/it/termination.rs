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
    /// A loan whenever one is offered, else a random action.
    LoansFirst,
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
        Policy::LoansFirst => *legal
            .iter()
            .find(|a| a.trade() == Some(Trade::Loan))
            .unwrap_or(&legal[rng.gen_range(0..legal.len())]),
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
        let bound = CrystalPalace::max_actions(&c, players);
        for policy in [
            Policy::First,
            Policy::Last,
            Policy::Trader,
            Policy::Undoer,
            Policy::LoansFirst,
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

/// What trades move of a seat: its money, debt, goods, newspapers, income, dice and
/// open loans (a loan and its repayment bring them back where they were).
fn holdings(g: &CrystalPalace, seat: usize) -> (i32, i32, i32, i32, u8, u8, u8, usize) {
    let p = g.player(seat);
    (
        p.money,
        p.debt,
        p.gears,
        p.energy,
        p.newspapers,
        p.income,
        p.dice + p.new_dice,
        g.open_loans(seat),
    )
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(300))]

    /// From a position reached by random play, any sequence of trades of one seat in
    /// one window never comes back to holdings it had before (the free-action graph
    /// inside a window has no cycle), and it stops within 12 trades plus one per £ of
    /// debt.
    #[test]
    fn the_free_action_graph_inside_a_window_is_acyclic(
        players in 2usize..=5,
        seed in 0u64..10_000,
        steps in 0usize..400,
        picks in proptest::collection::vec(0usize..64, 40),
    ) {
        let c = Arc::new(Components::shipped());
        let mut g = CrystalPalace::new_game(&c, players, seed, None).unwrap();
        let mut rng = rng_from_seed(seed);
        // Random non-trade play to a position where a seat may trade.
        let mut seat = None;
        for _ in 0..steps {
            if g.is_over() {
                break;
            }
            let s = g.to_act().iter().next().unwrap();
            let legal = g.legal_actions(s);
            if legal.iter().any(|a| matches!(a, Action::Trade { .. })) {
                seat = Some(s);
            }
            let moves: Vec<&Action> = legal
                .iter()
                .filter(|a| !matches!(a, Action::Trade { .. }))
                .collect();
            let a = if moves.is_empty() {
                legal[rng.gen_range(0..legal.len())]
            } else {
                *moves[rng.gen_range(0..moves.len())]
            };
            g.apply(s, &a).unwrap();
        }
        let Some(seat) = seat.filter(|_| !g.is_over()) else {
            return Ok(());
        };
        if !g.to_act().contains(seat) {
            return Ok(());
        }
        let mut seen = vec![holdings(&g, seat)];
        let debt = g.player(seat).debt.max(0) as usize;
        for pick in picks {
            let trades: Vec<Action> = g
                .legal_actions(seat)
                .into_iter()
                .filter(|a| matches!(a, Action::Trade { .. }))
                .collect();
            if trades.is_empty() {
                break;
            }
            let a = trades[pick % trades.len()];
            g.apply(seat, &a).unwrap();
            let now = holdings(&g, seat);
            proptest::prop_assert!(
                !seen.contains(&now),
                "{players} players, seed {seed}: {a:?} came back to {now:?} after {seen:?}"
            );
            seen.push(now);
            proptest::prop_assert!(
                seen.len() - 1 <= usize::from(crystal_palace::state::Window::MAX_TRADES) + debt,
                "{players} players, seed {seed}: {} trades in one window",
                seen.len() - 1
            );
        }
    }
}
