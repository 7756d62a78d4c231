//! Bots for every Gaslamp game, written against the `gaslamp_core::Game` interface
//! only: `random`, `greedy` (one-ply look-ahead with the game's position estimate) and
//! `ismcts` (information-set Monte Carlo tree search). A bot is handed its seat's
//! view, the legal actions and a random generator — never the game state — so it
//! cannot read hidden information; search bots draw the hidden parts themselves with
//! `Game::sample_from_view`.
//!
//! Also here: bot specifications (`ismcts:hard`, `ismcts:500ms` …), difficulty levels,
//! the arena (rotating seats, win shares, Bradley-Terry ratings with intervals) and
//! hints (the search's view of every candidate action).

pub mod arena;
pub mod cost;
pub mod greedy;
pub mod ismcts;
pub mod spec;

pub use arena::{run_arena, summarize, ArenaReport, EntrantStats, GameResult};
pub use cost::{BotCost, GameSearch};
pub use greedy::GreedyBot;
pub use ismcts::{search, Budget, Candidate, Config, IsmctsBot, SearchResult};
pub use spec::{BotSpec, Level, SpecError, DEFAULT_ITERATIONS};
