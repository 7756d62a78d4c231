//! What a bot's decision may cost, as a whole: the cost model a server checks a
//! room's bots against ([`BotSpec::cost`]).
//!
//! A search decision's work is its iterations, and an iteration's is mostly its
//! rollout: at most `depth` actions below the tree (the rollout depth caps it also
//! when rollouts stop at the game's next checkpoint), each chosen as the best of `k`
//! candidates by the position estimate, so at most `depth × k` estimates. The tree's
//! own step weighs at most `1 + w × √visits` actions of a node (progressive
//! widening); a wider setting scales that part, and `w = 0` (every action weighed at
//! every visit: hundreds in a Crystal Palace dice choice) is not bounded by anything
//! but the game's branching. Threads multiply the whole.
//!
//! So a decision costs at most `iterations × threads × depth × k × max(1, w / w₀)`
//! estimates (`w₀` the default widening), with the game's own depth where the spec
//! names none. A server allows a bot whose bound is at most that of the default
//! search at its iteration limit ([`BotCost::within`]); a time budget bounds the
//! iterations itself, so only its cost per iteration is checked against the default's.
//! Either must think on one thread: the server counts its bots' threads by decisions.

use crate::ismcts::{Budget, Config};
use crate::spec::BotSpec;
use gaslamp_core::Game;
use std::time::Duration;

/// What a game's search plays unless a spec says otherwise.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameSearch {
    /// The rollout depth ([`Game::rollout_depth`]): a cap when rollouts stop at
    /// checkpoints.
    pub rollout_depth: u32,
}

impl GameSearch {
    /// Game `G`'s.
    pub fn of<G: Game>() -> GameSearch {
        GameSearch {
            rollout_depth: G::rollout_depth(),
        }
    }
}

/// The bound of one decision's cost.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum BotCost {
    /// At most one estimate per legal action (random, greedy).
    OnePly,
    /// At most `estimates` position estimates in all, on `threads` threads.
    Estimates { estimates: u64, threads: u64 },
    /// At most `time` of iterations of at most `per_iteration` estimates each, on
    /// `threads` threads.
    Timed {
        time: Duration,
        per_iteration: u64,
        threads: u64,
    },
    /// Nothing but the game's branching bounds it (progressive widening off).
    Unbounded,
}

impl BotCost {
    /// Whether this cost is within that of the default search of `game` with
    /// `max_iterations` iterations or `max_time` a decision, on one thread.
    pub fn within(&self, game: GameSearch, max_iterations: u64, max_time: Duration) -> bool {
        let per_iteration = per_iteration(&Config::default(), game);
        match *self {
            BotCost::OnePly => true,
            BotCost::Estimates { estimates, threads } => {
                estimates <= max_iterations.saturating_mul(per_iteration) && threads == 1
            }
            BotCost::Timed {
                time,
                per_iteration: p,
                threads,
            } => time <= max_time && p <= per_iteration && threads == 1,
            BotCost::Unbounded => false,
        }
    }
}

/// The most estimates one iteration of `cfg` may make in `game`.
fn per_iteration(cfg: &Config, game: GameSearch) -> u64 {
    let depth = u64::from(cfg.rollout_depth.unwrap_or(game.rollout_depth).max(1));
    let k = u64::from(cfg.rollout_candidates.max(1));
    let wide = (cfg.widening / Config::default().widening).max(1.0);
    let tree = if wide.is_finite() && wide < 1e6 {
        wide.ceil() as u64
    } else {
        u64::MAX
    };
    depth.saturating_mul(k).saturating_mul(tree)
}

impl BotSpec {
    /// The bound of one decision's cost in `game` (the module's model).
    pub fn cost(&self, game: GameSearch) -> BotCost {
        let default = Config::default();
        let cfg = match self {
            BotSpec::Random | BotSpec::Greedy => return BotCost::OnePly,
            BotSpec::Ismcts(budget) => &Config {
                budget: *budget,
                ..default
            },
            BotSpec::IsmctsTuned(cfg) => cfg,
        };
        if cfg.widening <= 0.0 {
            return BotCost::Unbounded;
        }
        let per_iteration = per_iteration(cfg, game);
        let threads = cfg.threads.max(1) as u64;
        match cfg.budget {
            Budget::Iterations(n) => BotCost::Estimates {
                estimates: n.saturating_mul(threads).saturating_mul(per_iteration),
                threads,
            },
            Budget::Time(time) => BotCost::Timed {
                time,
                per_iteration,
                threads,
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const CRYSTAL_PALACE: GameSearch = GameSearch { rollout_depth: 200 };
    const SPYRIUM: GameSearch = GameSearch { rollout_depth: 12 };

    fn allowed(spec: &str, game: GameSearch) -> bool {
        BotSpec::parse(spec)
            .unwrap()
            .cost(game)
            .within(game, 10_000, Duration::from_secs(1))
    }

    #[test]
    fn the_levels_and_plain_budgets_are_within_the_default_limits() {
        for game in [CRYSTAL_PALACE, SPYRIUM] {
            for ok in [
                "random",
                "greedy",
                "easy",
                "medium",
                "hard",
                "expert",
                "ismcts:10000",
                "ismcts:500ms",
                "ismcts:1s",
            ] {
                assert!(allowed(ok, game), "{ok}");
            }
        }
    }

    #[test]
    fn settings_beyond_the_budget_are_refused_as_a_whole() {
        for game in [CRYSTAL_PALACE, SPYRIUM] {
            for dear in [
                "ismcts:10000:depth=10000:stop=0:k=64:w=0",
                "ismcts:10000:depth=10000",
                "ismcts:10000:k=64",
                "ismcts:10000:w=8",
                "ismcts:100:w=0",
                "ismcts:1s:k=64",
                "ismcts:20000",
                "ismcts:2s",
                "ismcts:100:threads=4:k=64",
                "ismcts:100:threads=2",
            ] {
                assert!(!allowed(dear, game), "{dear}");
            }
        }
    }

    #[test]
    fn cheaper_settings_buy_more_of_another() {
        // Uniform rollouts (k=1) are a third of the default's candidates: three
        // times the depth costs the same.
        assert!(allowed("ismcts:10000:k=1:depth=600", CRYSTAL_PALACE));
        assert!(!allowed("ismcts:10000:k=1:depth=601", CRYSTAL_PALACE));
        assert!(allowed("ismcts:5000:depth=24", SPYRIUM));
        assert!(!allowed("ismcts:5001:depth=24", SPYRIUM));
    }
}
