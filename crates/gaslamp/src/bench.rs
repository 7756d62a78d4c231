//! `gaslamp bench`: how fast the engine runs on one thread.
//!
//! Seven measurements, each run for about `--seconds`:
//! - whole random games (new game, list, pick at random, `apply_unchecked`) per second;
//! - `apply_unchecked`, replaying recorded random games on prepared initial states;
//! - `legal_actions_into` a reused `Vec`, over states taken from random games;
//! - `clone` (and drop) of those states;
//! - `view` for the seat to act;
//! - `heuristic` (the position estimate bots use) of those states;
//! - `sample_from_view` from the view of the seat to act (what a search bot does on
//!   every iteration).
//!
//! Spyrium's goal is 20,000 random 4-player games per second on one core; the other
//! games have no goal (their figures are reported as they are).

use crate::sim::{random_game, DEFAULT_ACTION_CAP};
use anyhow::bail;
use gaslamp_core::{rng_from_seed, Game, Match, Observer, Seat};
use serde::Serialize;
use std::hint::black_box;
use std::io::Write;
use std::time::{Duration, Instant};

/// Random 4-player games per second Spyrium's engine should reach on one core.
pub const GOAL_GAMES_PER_SECOND: f64 = 20_000.0;

/// The goal of a game's engine, if it has one.
fn goal_for(game: &str) -> Option<f64> {
    (game == "spyrium").then_some(GOAL_GAMES_PER_SECOND)
}

/// Random games recorded for the per-operation measurements.
const SAMPLE_GAMES: u64 = 200;

#[derive(Clone, Debug, Serialize)]
pub struct BenchReport {
    pub game: String,
    pub players: usize,
    /// Whether this was an optimized build (debug figures mean little).
    pub release_build: bool,
    pub seconds_per_measurement: f64,
    pub games: u64,
    pub games_per_second: f64,
    pub mean_actions_per_game: f64,
    pub ns_per_game: f64,
    pub ns_per_apply: f64,
    pub ns_per_legal_listing: f64,
    pub mean_legal_actions: f64,
    pub ns_per_clone: f64,
    pub ns_per_view: f64,
    /// `Game::heuristic` (every seat's estimate).
    pub ns_per_heuristic: f64,
    /// `Game::sample_from_view` from the view of the seat to act.
    pub ns_per_sample: f64,
    /// `None` for a game without a speed goal.
    pub goal_games_per_second: Option<f64>,
    /// Only meaningful for 4 players in a release build; `None` without a goal.
    pub goal_met: Option<bool>,
}

/// Runs `round` until `budget` has passed; returns (operations, elapsed).
fn measure(budget: Duration, mut round: impl FnMut() -> (u64, Duration)) -> (u64, Duration) {
    let mut ops = 0;
    let mut spent = Duration::ZERO;
    let start = Instant::now();
    while start.elapsed() < budget || ops == 0 {
        let (n, t) = round();
        ops += n;
        spent += t;
    }
    (ops, spent)
}

fn ns(d: Duration, ops: u64) -> f64 {
    if ops == 0 {
        0.0
    } else {
        d.as_nanos() as f64 / ops as f64
    }
}

/// One recorded random game: its seed and its actions.
type Trajectory<G> = (u64, Vec<(Seat, <G as Game>::Action)>);
/// States met in random games, with the seat to act.
type Sampled<G> = Vec<(G, Seat)>;

fn record_games<G: Game>(
    components: &G::Components,
    players: usize,
) -> anyhow::Result<(Vec<Trajectory<G>>, Sampled<G>)> {
    let mut trajectories = Vec::new();
    let mut states = Vec::new();
    let mut legal = Vec::new();
    for seed in 0..SAMPLE_GAMES {
        let mut m = Match::<G>::new(components, players, seed, None)
            .map_err(|e| anyhow::anyhow!("cannot start a game: {e}"))?;
        let mut rng = rng_from_seed(seed ^ 0x5EED);
        while !m.is_over() {
            if m.version() % 3 == 0 {
                if let Some(seat) = m.to_act().first() {
                    states.push((m.state().clone(), seat));
                }
            }
            crate::games::random_step(&mut m, &mut rng, &mut legal, seed)?;
            if m.version() > DEFAULT_ACTION_CAP {
                bail!("seed {seed}: the game does not end");
            }
        }
        trajectories.push((seed, m.actions().to_vec()));
    }
    Ok((trajectories, states))
}

/// Runs every measurement for about `seconds` each.
pub fn run<G: Game>(
    components: &G::Components,
    players: usize,
    seconds: f64,
) -> anyhow::Result<BenchReport> {
    crate::games::check_players::<G>(players)?;
    crate::games::check_seconds(seconds)?;
    let budget = Duration::from_secs_f64(seconds);

    // Warm up (caches, branch predictors, CPU clock) before the first measurement.
    let mut legal = Vec::new();
    let warm_up = Instant::now();
    let mut warm_seed = u64::MAX / 2;
    while warm_up.elapsed() < budget.min(Duration::from_millis(300)) / 2 {
        random_game::<G>(
            components,
            players,
            warm_seed,
            DEFAULT_ACTION_CAP,
            &mut legal,
        )?;
        warm_seed += 1;
    }

    // Whole games.
    let mut seed = 0u64;
    let mut total_actions = 0u64;
    let mut failure = None;
    let (games, games_time) = measure(budget, || {
        let t = Instant::now();
        match random_game::<G>(components, players, seed, DEFAULT_ACTION_CAP, &mut legal) {
            Ok(crate::sim::RandomGame::Finished { actions, .. }) => total_actions += actions,
            Ok(other) => failure = Some(format!("seed {seed}: {other:?}")),
            Err(e) => failure = Some(e.to_string()),
        }
        seed += 1;
        (1, t.elapsed())
    });
    if let Some(f) = failure {
        bail!("a random game failed: {f}");
    }

    let (trajectories, states) = record_games::<G>(components, players)?;

    // apply_unchecked, on prepared initial states (their creation is not timed).
    let (applies, apply_time) = measure(budget, || {
        let mut fresh: Vec<G> = trajectories
            .iter()
            .map(|(seed, _)| G::new_game(components, players, *seed, None).expect("started before"))
            .collect();
        let mut n = 0;
        let t = Instant::now();
        for (g, (_, actions)) in fresh.iter_mut().zip(&trajectories) {
            for (seat, a) in actions {
                g.apply_unchecked(*seat, a);
            }
            n += actions.len() as u64;
        }
        let elapsed = t.elapsed();
        black_box(&fresh);
        (n, elapsed)
    });

    // legal_actions_into a reused Vec.
    let mut listed = 0u64;
    let (listings, legal_time) = measure(budget, || {
        let t = Instant::now();
        for (g, seat) in &states {
            legal.clear();
            g.legal_actions_into(*seat, &mut legal);
            listed += black_box(legal.len()) as u64;
        }
        (states.len() as u64, t.elapsed())
    });

    // clone (and drop).
    let (clones, clone_time) = measure(budget, || {
        let t = Instant::now();
        for (g, _) in &states {
            black_box(g.clone());
        }
        (states.len() as u64, t.elapsed())
    });

    // view for the seat to act.
    let (views, view_time) = measure(budget, || {
        let t = Instant::now();
        for (g, seat) in &states {
            black_box(g.view(Observer::Seat(*seat)));
        }
        (states.len() as u64, t.elapsed())
    });

    // The position estimate bots use (every seat's).
    let (estimates, heuristic_time) = measure(budget, || {
        let t = Instant::now();
        for (g, _) in &states {
            black_box(g.heuristic());
        }
        (states.len() as u64, t.elapsed())
    });

    // A full state drawn from the seat's view, as a search bot does every iteration.
    let seat_views: Vec<G::View> = states
        .iter()
        .map(|(g, seat)| g.view(Observer::Seat(*seat)))
        .collect();
    let mut rng = gaslamp_core::rng_from_seed(0);
    let (samples, sample_time) = measure(budget, || {
        let t = Instant::now();
        for v in &seat_views {
            black_box(G::sample_from_view(v, &mut rng));
        }
        (seat_views.len() as u64, t.elapsed())
    });

    let games_per_second = games as f64 / games_time.as_secs_f64();
    let release_build = !cfg!(debug_assertions);
    Ok(BenchReport {
        game: G::info().name.to_string(),
        players,
        release_build,
        seconds_per_measurement: seconds,
        games,
        games_per_second,
        mean_actions_per_game: total_actions as f64 / games as f64,
        ns_per_game: ns(games_time, games),
        ns_per_apply: ns(apply_time, applies),
        ns_per_legal_listing: ns(legal_time, listings),
        mean_legal_actions: listed as f64 / listings.max(1) as f64,
        ns_per_clone: ns(clone_time, clones),
        ns_per_view: ns(view_time, views),
        ns_per_heuristic: ns(heuristic_time, estimates),
        ns_per_sample: ns(sample_time, samples),
        goal_games_per_second: goal_for(G::info().name),
        goal_met: goal_for(G::info().name).map(|g| games_per_second >= g),
    })
}

impl BenchReport {
    pub fn print(&self, out: &mut dyn Write) -> std::io::Result<()> {
        writeln!(
            out,
            "{} engine, {} players, one thread, ~{} s per measurement{}",
            self.game,
            self.players,
            self.seconds_per_measurement,
            if self.release_build {
                ""
            } else {
                " (DEBUG BUILD: use --release for real figures)"
            }
        )?;
        writeln!(
            out,
            "  random games:         {:>10.0} games/s  ({} games, {:.1} actions each, {:.1} us per game)",
            self.games_per_second,
            self.games,
            self.mean_actions_per_game,
            self.ns_per_game / 1000.0
        )?;
        writeln!(
            out,
            "  apply_unchecked:      {:>10.1} ns",
            self.ns_per_apply
        )?;
        writeln!(
            out,
            "  legal_actions_into:   {:>10.1} ns  ({:.1} actions listed on average)",
            self.ns_per_legal_listing, self.mean_legal_actions
        )?;
        writeln!(
            out,
            "  clone:                {:>10.1} ns",
            self.ns_per_clone
        )?;
        writeln!(out, "  view:                 {:>10.1} ns", self.ns_per_view)?;
        writeln!(
            out,
            "  heuristic:            {:>10.1} ns  (every seat's estimate)",
            self.ns_per_heuristic
        )?;
        writeln!(
            out,
            "  sample_from_view:     {:>10.1} ns",
            self.ns_per_sample
        )?;
        if let (Some(goal), Some(met)) = (self.goal_games_per_second, self.goal_met) {
            writeln!(
                out,
                "  goal: >= {goal:.0} random {}-player games/s on one core: {}",
                self.players,
                if met { "MET" } else { "NOT MET" }
            )?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use spyrium::{Components, Spyrium};

    #[test]
    fn a_short_bench_reports_every_figure() {
        let r = run::<Spyrium>(&Components::builtin(), 4, 0.01).unwrap();
        assert!(r.games >= 1);
        for (name, v) in [
            ("games/s", r.games_per_second),
            ("apply", r.ns_per_apply),
            ("legal", r.ns_per_legal_listing),
            ("clone", r.ns_per_clone),
            ("view", r.ns_per_view),
            ("heuristic", r.ns_per_heuristic),
            ("sample", r.ns_per_sample),
        ] {
            assert!(v.is_finite() && v > 0.0, "{name}: {v}");
        }
        assert!(r.mean_legal_actions >= 1.0);
        assert!(run::<Spyrium>(&Components::builtin(), 4, 0.0).is_err());
    }
}
