//! The bots on Crystal Palace: the search's progressive widening at the dice choice
//! (hundreds of actions), its rollouts' depth, and bots that keep their loans down.

use crystal_palace::{Components, CrystalPalace};
use gaslamp_ai::{search, Budget, Config};
use gaslamp_core::{Game, Observer};
use std::sync::Arc;

fn searched(widening: f64, iterations: u64) -> (usize, usize, Vec<(crystal_palace::Action, u64)>) {
    let c = Arc::new(Components::shipped());
    let g = CrystalPalace::new_game(&c, 4, 11, None).unwrap();
    let legal = g.legal_actions(0);
    let view = g.view(Observer::Seat(0));
    let cfg = Config {
        budget: Budget::Iterations(iterations),
        widening,
        ..Config::default()
    };
    let r = search::<CrystalPalace>(&view, &legal, &cfg, 5);
    let tried: Vec<_> = r
        .candidates
        .iter()
        .filter(|x| x.visits > 0)
        .map(|x| (x.action, x.visits))
        .collect();
    (legal.len(), tried.len(), tried)
}

/// Without widening a search of 100 iterations tries 100 of the 126 dice choices
/// once each; with it, at most 1 + √100 = 11, the best first by the seat's own
/// estimate one action ahead, and it spends its visits on them.
#[test]
fn widening_keeps_the_search_to_the_best_few_dice_choices() {
    let (legal, tried, _) = searched(0.0, 100);
    assert_eq!(legal, 126, "every multiset of 4 die values");
    assert_eq!(tried, 100, "every iteration tries a new choice");
    let (_, tried, visits) = searched(1.0, 100);
    assert!(tried <= 11, "{tried} choices tried");
    let most = visits.iter().map(|x| x.1).max().unwrap();
    assert!(most >= 15, "the search settles on some choices: {visits:?}");
    // The choice the seat's estimate likes best one action ahead is among them.
    let c = Arc::new(Components::shipped());
    let g = CrystalPalace::new_game(&c, 4, 11, None).unwrap();
    let value = |a: &crystal_palace::Action| {
        let mut h = g.clone();
        h.apply_unchecked(0, a);
        h.estimate(0)
    };
    let best = g
        .legal_actions(0)
        .into_iter()
        .max_by(|a, b| value(a).total_cmp(&value(b)))
        .unwrap();
    assert!(
        visits.iter().any(|x| value(&x.0) >= value(&best) - 1e-9),
        "the best choice by the prior is tried: {best:?}"
    );
}

/// Seat 0's first dice choice of a 4-player game (seed 11) searched with `cfg` from
/// search seed 5: each root action's visits and win chance (as bits, compared exactly).
fn first_dice_choice_searched(cfg: Config) -> Vec<(crystal_palace::Action, u64, u64)> {
    let c = Arc::new(Components::shipped());
    let g = CrystalPalace::new_game(&c, 4, 11, None).unwrap();
    let legal = g.legal_actions(0);
    let view = g.view(Observer::Seat(0));
    let r = search::<CrystalPalace>(&view, &legal, &cfg, 5);
    r.candidates
        .iter()
        .map(|x| (x.action, x.visits, x.win_chance.to_bits()))
        .collect()
}

/// The search's rollouts are Crystal Palace's own unless told otherwise: to the next
/// round's start, capped at 200 actions. The same search as `depth=200:stop=1`,
/// another than the fixed 80 actions of before (`depth=80:stop=0`).
#[test]
fn the_search_plays_rollouts_of_the_games_own_depth() {
    let visits = |depth: Option<u32>, stop: Option<bool>| {
        first_dice_choice_searched(Config {
            budget: Budget::Iterations(200),
            rollout_depth: depth,
            rollout_to_checkpoint: stop,
            ..Config::default()
        })
    };
    assert_eq!(CrystalPalace::rollout_depth(), 200);
    assert!(CrystalPalace::rollout_to_checkpoint());
    assert_eq!(visits(None, None), visits(Some(200), Some(true)));
    assert_ne!(visits(None, None), visits(Some(80), Some(false)));
    assert_ne!(visits(None, None), visits(None, Some(false)));
}

/// No bot level ends a game with more than two open loans on average: the search
/// (a small budget, for the test's time) in one seat against three greedy bots, seats
/// rotating, and the greedy bots themselves.
#[test]
fn bots_end_their_games_with_at_most_two_open_loans_on_average() {
    use gaslamp_ai::arena::play_game;
    use gaslamp_ai::BotSpec;
    let c = Arc::new(Components::shipped());
    let specs = [
        BotSpec::parse("ismcts:200").unwrap(),
        BotSpec::Greedy,
        BotSpec::Greedy,
        BotSpec::Greedy,
    ];
    let (mut search, mut greedy) = (Vec::new(), Vec::new());
    for i in 0..4 {
        let seats: Vec<&BotSpec> = (0..4).map(|s| &specs[(s + i) % 4]).collect();
        let mut bots: Vec<_> = seats.iter().map(|b| b.build::<CrystalPalace>(1)).collect();
        let (g, _) = play_game::<CrystalPalace>(&c, 40 + i as u64, &mut bots).unwrap();
        for (seat, b) in seats.iter().enumerate() {
            let open = g.open_loans(seat) as f64;
            if **b == BotSpec::Greedy {
                greedy.push(open);
            } else {
                search.push(open);
            }
        }
    }
    let mean = |v: &[f64]| v.iter().sum::<f64>() / v.len() as f64;
    assert!(mean(&search) <= 2.0, "the search's open loans: {search:?}");
    assert!(
        mean(&greedy) <= 2.0,
        "the greedy bots' open loans: {greedy:?}"
    );
}

/// The greedy bot borrowed to put off the other seats' steps: ranked by its margin
/// over the best other seat, its `done` in phase 5 carried the game into the others'
/// building and income, which counted against it, while a loan (owing nothing) did
/// not. Ranked by its own estimate (`Game::greedy_by_margin`), it borrows only to
/// raise what it owes, or hardly ever otherwise.
#[test]
fn greedy_bots_do_not_borrow_to_put_off_the_other_seats_steps() {
    use crystal_palace::actions::{Action, Trade};
    use gaslamp_ai::greedy::GreedyBot;
    use gaslamp_core::{Bot, GameRng};
    use rand::SeedableRng;
    assert!(!CrystalPalace::greedy_by_margin());
    let c = Arc::new(Components::shipped());
    let games = 12;
    let mut unforced = 0;
    for seed in 60..60 + games {
        let mut g = CrystalPalace::new_game(&c, 4, seed, None).unwrap();
        let mut rng = GameRng::seed_from_u64(seed);
        while !g.is_over() {
            for seat in g.to_act().iter() {
                let legal = g.legal_actions(seat);
                let view = g.view(Observer::Seat(seat));
                let a = Bot::<CrystalPalace>::choose(&mut GreedyBot, &view, &legal, &mut rng);
                let loan = matches!(
                    a,
                    Action::Trade { trade: Trade::Loan } | Action::LoanOver { .. }
                );
                unforced += usize::from(loan && g.player(seat).debt == 0);
                g.apply(seat, &a).unwrap();
            }
        }
    }
    let per_seat = unforced as f64 / (games * 4) as f64;
    assert!(
        per_seat <= 0.1,
        "loans taken while owing nothing: {per_seat:.2} a seat and game"
    );
}

/// A rollout's checkpoint (where `ismcts:N:stop=1` ends its rollouts) is the start of
/// each round, before any dice are chosen, and the end of the game: once a round, in
/// games played at random.
#[test]
fn the_rollout_checkpoint_is_the_start_of_each_round_and_the_end() {
    use crystal_palace::state::Stage;
    use rand::{Rng, SeedableRng};
    let c = Arc::new(Components::shipped());
    for (players, seed) in [(2, 1), (3, 2), (4, 3), (5, 4)] {
        let mut g = CrystalPalace::new_game(&c, players, seed, None).unwrap();
        let mut rng = gaslamp_core::GameRng::seed_from_u64(seed);
        let mut rounds = Vec::new();
        loop {
            let to_act = g.to_act();
            let round_start = g.stage() == Stage::Commit && to_act.len() == players;
            assert_eq!(g.rollout_checkpoint(), round_start || g.is_over());
            if g.rollout_checkpoint() {
                rounds.push(if g.is_over() { 0 } else { g.round() });
            }
            let Some(seat) = to_act.first() else { break };
            let legal = g.legal_actions(seat);
            let a = legal[rng.gen_range(0..legal.len())];
            g.apply_unchecked(seat, &a);
        }
        assert_eq!(rounds, [1, 2, 3, 4, 5, 0], "{players} players");
    }
}

/// With `stop=1` the rollouts end at the next round's start: from the first round's
/// dice choice the search is the same with a cap of 1000 actions or 10000 (no rollout
/// reaches either), and another than rollouts of 1000 actions that do not stop.
#[test]
fn rollouts_told_to_stop_end_at_the_next_rounds_start() {
    let visits = |depth: u32, stop: bool| {
        first_dice_choice_searched(Config {
            budget: Budget::Iterations(150),
            rollout_depth: Some(depth),
            rollout_to_checkpoint: Some(stop),
            ..Config::default()
        })
    };
    assert_eq!(visits(1000, true), visits(10_000, true));
    assert_ne!(visits(1000, true), visits(1000, false));
}
