//! `gaslamp bench ai`: how many ISMCTS iterations per second one core runs.
//!
//! For each player count, positions are taken from random games (several seeds; after
//! about 10, 40 and 80 random actions in a 4-player game, proportionally fewer with
//! fewer players). The search of `gaslamp_ai` (default parameters, one thread, a time
//! budget) runs from the view of the seat to act in each position for an equal share
//! of `--seconds`; the figure is all iterations over all search time. The mean time
//! of a decision of the default bot (`DEFAULT_ITERATIONS` iterations) follows from it.
//!
//! Spyrium's goal is 100,000 iterations per second on one core for 4 players; the
//! other games have no goal (their figures are reported as they are).

use anyhow::bail;
use gaslamp_ai::{Budget, Config, DEFAULT_ITERATIONS};
use gaslamp_core::{rng_from_seed, Game, Match, Observer, Seat};
use serde::Serialize;
use std::io::Write;
use std::time::Duration;

/// ISMCTS iterations per second one core should reach with 4 players in Spyrium.
pub const GOAL_ITERATIONS_PER_SECOND: f64 = 100_000.0;
/// The player count the goal is stated for.
pub const GOAL_PLAYERS: usize = 4;

/// The search speed goal of a game, if it has one.
fn goal_for(game: &str) -> Option<f64> {
    (game == "spyrium").then_some(GOAL_ITERATIONS_PER_SECOND)
}

/// Random games the positions are taken from.
const SEEDS: u64 = 4;
/// Random actions before each position, in a 4-player game.
const DEPTHS_4P: [usize; 3] = [10, 40, 80];

/// One player count's figures.
#[derive(Clone, Debug, Serialize)]
pub struct AiBenchRow {
    pub players: usize,
    pub positions: usize,
    pub mean_legal_actions: f64,
    pub iterations: u64,
    pub seconds: f64,
    pub iterations_per_second: f64,
    /// Mean milliseconds of a decision of the default ISMCTS bot on one core.
    pub ms_per_default_decision: f64,
}

#[derive(Clone, Debug, Serialize)]
pub struct AiBenchReport {
    pub game: String,
    /// Whether this was an optimized build (debug figures mean little).
    pub release_build: bool,
    pub threads: usize,
    pub seconds_per_player_count: f64,
    /// The iterations of a decision of the default bot.
    pub default_iterations: u64,
    pub rollout_depth: u32,
    /// Rollouts end at the game's next checkpoint, the depth only capping them.
    pub rollout_to_checkpoint: bool,
    /// Rollout actions are the best of this many random candidates (1 = random).
    pub rollout_candidates: u32,
    pub results: Vec<AiBenchRow>,
    /// `None` for a game without a search speed goal.
    pub goal_iterations_per_second: Option<f64>,
    pub goal_players: usize,
    /// Whether the 4-player figure reaches the goal (`null` when 4 players were not
    /// measured, or without a goal).
    pub goal_met: Option<bool>,
}

/// Positions (state, seat to act) from random games of `players` players.
fn positions<G: Game>(
    components: &G::Components,
    players: usize,
) -> anyhow::Result<Vec<(G, Seat)>> {
    let mut out = Vec::new();
    let mut legal = Vec::new();
    for seed in 0..SEEDS {
        let mut m = Match::<G>::new(components, players, seed, None)
            .map_err(|e| anyhow::anyhow!("cannot start a game: {e}"))?;
        let mut rng = rng_from_seed(seed ^ 0xA1B2);
        let mut done = 0usize;
        for depth in DEPTHS_4P {
            let depth = (depth * players).div_ceil(GOAL_PLAYERS);
            while done < depth && !m.is_over() {
                crate::games::random_step(&mut m, &mut rng, &mut legal, seed)?;
                done += 1;
            }
            if m.is_over() {
                break;
            }
            let g = m.state();
            let seat = g
                .to_act()
                .first()
                .expect("a running game has a seat to act");
            out.push((g.clone(), seat));
        }
    }
    if out.is_empty() {
        bail!("no position could be taken from random games");
    }
    Ok(out)
}

/// The search parameters of an ISMCTS bot specification (default: the default bot).
pub fn search_config(spec: Option<&str>) -> anyhow::Result<Config> {
    use gaslamp_ai::BotSpec;
    match spec.map(BotSpec::parse).transpose()? {
        None | Some(BotSpec::Ismcts(_)) => Ok(Config::default()),
        Some(BotSpec::IsmctsTuned(cfg)) => Ok(cfg),
        Some(other) => crate::games::bad_argument!(
            "`{other}` is not an ISMCTS bot; `bench ai` measures the search"
        ),
    }
}

/// Measures every player count in `player_counts` for about `seconds` each, with the
/// search parameters `params` (its budget and threads are replaced).
pub fn run<G: Game>(
    components: &G::Components,
    player_counts: &[usize],
    seconds: f64,
    params: Config,
) -> anyhow::Result<AiBenchReport> {
    for &players in player_counts {
        crate::games::check_players::<G>(players)?;
    }
    crate::games::check_seconds(seconds)?;
    let base = Config {
        threads: 1,
        ..params
    };
    let mut results = Vec::new();
    for &players in player_counts {
        let positions = positions::<G>(components, players)?;
        let share = Duration::from_secs_f64(seconds / positions.len() as f64);
        let cfg = Config {
            budget: Budget::Time(share),
            ..base.clone()
        };
        // Warm up (caches, CPU clock) on the first position.
        {
            let (g, seat) = &positions[0];
            let warm = Config {
                budget: Budget::Time(share.min(Duration::from_millis(100)) / 2),
                ..base.clone()
            };
            let legal = g.legal_actions(*seat);
            gaslamp_ai::search::<G>(&g.view(Observer::Seat(*seat)), &legal, &warm, 99);
        }
        let (mut iterations, mut time, mut legal_total) = (0u64, Duration::ZERO, 0usize);
        for (i, (g, seat)) in positions.iter().enumerate() {
            let legal = g.legal_actions(*seat);
            legal_total += legal.len();
            let view = g.view(Observer::Seat(*seat));
            let r = gaslamp_ai::search::<G>(&view, &legal, &cfg, i as u64);
            iterations += r.iterations;
            time += r.elapsed;
        }
        let rate = iterations as f64 / time.as_secs_f64().max(1e-9);
        results.push(AiBenchRow {
            players,
            positions: positions.len(),
            mean_legal_actions: legal_total as f64 / positions.len() as f64,
            iterations,
            seconds: time.as_secs_f64(),
            iterations_per_second: rate,
            ms_per_default_decision: 1000.0 * DEFAULT_ITERATIONS as f64 / rate.max(1e-9),
        });
    }
    let goal = goal_for(G::info().name);
    let goal_met = goal.and_then(|g| {
        results
            .iter()
            .find(|r| r.players == GOAL_PLAYERS)
            .map(|r| r.iterations_per_second >= g)
    });
    Ok(AiBenchReport {
        game: G::info().name.to_string(),
        release_build: !cfg!(debug_assertions),
        threads: 1,
        seconds_per_player_count: seconds,
        default_iterations: DEFAULT_ITERATIONS,
        rollout_depth: base.rollout_depth_in::<G>(),
        rollout_to_checkpoint: base.rollout_to_checkpoint_in::<G>(),
        rollout_candidates: base.rollout_candidates,
        results,
        goal_iterations_per_second: goal,
        goal_players: GOAL_PLAYERS,
        goal_met,
    })
}

impl AiBenchReport {
    pub fn print(&self, out: &mut dyn Write) -> std::io::Result<()> {
        writeln!(
            out,
            "{} ISMCTS search, one thread, rollout depth {}{}, rollout action = best of {} random candidate(s), ~{} s per player count{}",
            self.game,
            self.rollout_depth,
            if self.rollout_to_checkpoint {
                " (or to the next checkpoint)"
            } else {
                ""
            },
            self.rollout_candidates,
            self.seconds_per_player_count,
            if self.release_build {
                ""
            } else {
                " (DEBUG BUILD: use --release for real figures)"
            }
        )?;
        for r in &self.results {
            writeln!(
                out,
                "  {} players: {:>10.0} iterations/s  ({} iterations in {:.2} s over {} positions, {:.1} legal actions on average); {:.1} ms per {}-iteration decision",
                r.players,
                r.iterations_per_second,
                r.iterations,
                r.seconds,
                r.positions,
                r.mean_legal_actions,
                r.ms_per_default_decision,
                self.default_iterations
            )?;
        }
        let Some(goal) = self.goal_iterations_per_second else {
            return Ok(());
        };
        let verdict = match self.goal_met {
            Some(true) => "MET",
            Some(false) => "NOT MET",
            None => "not measured (add 4 players)",
        };
        writeln!(
            out,
            "  goal: >= {goal:.0} iterations/s on one core with {} players: {verdict}",
            self.goal_players
        )?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use spyrium::{Components, Spyrium};

    #[test]
    fn positions_come_from_running_games() {
        for players in [2, 4, 5] {
            let ps = positions::<Spyrium>(&Components::builtin(), players).unwrap();
            assert!(ps.len() >= SEEDS as usize * 2, "{players}: {}", ps.len());
            for (g, seat) in &ps {
                assert!(!g.is_over());
                assert!(g.to_act().contains(*seat));
            }
        }
    }

    #[test]
    fn a_short_bench_reports_both_player_counts() {
        let r = run::<Spyrium>(&Components::builtin(), &[2, 4], 0.02, Config::default()).unwrap();
        assert_eq!(r.results.len(), 2);
        for row in &r.results {
            assert!(row.iterations > 0 && row.iterations_per_second > 0.0);
            assert!(row.ms_per_default_decision > 0.0);
        }
        assert!(r.goal_met.is_some());
        let r = run::<Spyrium>(&Components::builtin(), &[3], 0.01, Config::default()).unwrap();
        assert_eq!(r.goal_met, None);
        assert!(run::<Spyrium>(&Components::builtin(), &[6], 0.01, Config::default()).is_err());
        assert!(run::<Spyrium>(&Components::builtin(), &[4], 0.0, Config::default()).is_err());
    }

    #[test]
    fn the_measured_bot_can_be_chosen() {
        assert_eq!(search_config(None).unwrap(), Config::default());
        let c = search_config(Some("ismcts:100:k=1:depth=4")).unwrap();
        assert_eq!((c.rollout_candidates, c.rollout_depth), (1, Some(4)));
        assert!(search_config(Some("greedy")).is_err());
        assert!(search_config(Some("ismcts:fast")).is_err());
    }
}
