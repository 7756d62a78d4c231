//! The economy of the component set, checked with the bots: in four-player games
//! between greedy bots every location is used, loans are common but not ruinous, and
//! scores are positive. (The numbers are provisional; this keeps them playable.)

use crystal_palace::components::{Location, LOCATIONS};
use crystal_palace::{Components, CrystalPalace};
use gaslamp_ai::GreedyBot;
use gaslamp_core::{rng_from_seed, Bot, Game, Observer};
use std::sync::Arc;

/// Per location, the dice that took its action; per seat, loans and final scores.
struct Tally {
    used: [usize; LOCATIONS],
    loans: Vec<usize>,
    scores: Vec<i32>,
}

fn play_greedy(players: usize, seed: u64) -> Tally {
    let c = Arc::new(Components::shipped());
    let mut g = CrystalPalace::new_game(&c, players, seed, None).unwrap();
    let mut rng = rng_from_seed(seed);
    let mut used = [0; LOCATIONS];
    let mut last = [0; LOCATIONS];
    let mut steps = 0;
    while !g.is_over() {
        let seat = g.to_act().first().unwrap();
        let legal = g.legal_actions(seat);
        let a = Bot::<CrystalPalace>::choose(
            &mut GreedyBot,
            &g.view(Observer::Seat(seat)),
            &legal,
            &mut rng,
        );
        g.apply(seat, &a).unwrap();
        steps += 1;
        assert!(steps < 5000, "a greedy game did not end");
        for (l, acted) in g.public().acted.iter().enumerate() {
            let occupied = acted.iter().filter(|a| a.is_some()).count();
            if occupied > last[l] {
                used[l] += occupied - last[l];
            }
            last[l] = occupied;
        }
    }
    Tally {
        used,
        loans: (0..players).map(|s| g.loans_of(s)).collect(),
        scores: g.scores(),
    }
}

#[test]
fn greedy_four_player_games_use_every_location_and_take_some_loans_without_ruin() {
    let games = 8;
    let mut used = [0; LOCATIONS];
    let mut loans = Vec::new();
    let mut scores = Vec::new();
    for seed in 0..games {
        let t = play_greedy(4, 900 + seed);
        for (u, t) in used.iter_mut().zip(t.used) {
            *u += t;
        }
        loans.extend(t.loans);
        scores.extend(t.scores);
    }
    let summary = format!("uses {used:?}, loans {loans:?}, scores {scores:?}");
    for (l, &u) in used.iter().enumerate() {
        assert!(u > 0, "{} never used: {summary}", Location::ALL[l].title());
    }
    let mean_loans = loans.iter().sum::<usize>() as f64 / loans.len() as f64;
    assert!(
        (0.2..=4.0).contains(&mean_loans),
        "mean loans a seat {mean_loans}: {summary}"
    );
    let mean_score = f64::from(scores.iter().sum::<i32>()) / scores.len() as f64;
    assert!(mean_score > 10.0, "mean score {mean_score}: {summary}");
    eprintln!("{summary}");
}
