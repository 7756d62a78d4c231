//! The conformance harness every game must pass (feature `testing`).
//!
//! One call plays seeded random games of a game through its [`Game`] interface and
//! through [`Match`], and checks the promises the rest of Gaslamp relies on:
//!
//! ```ignore
//! gaslamp_core::testing::conformance::<Goofspiel>(&Components::default(), &Conformance::default());
//! ```
//!
//! At every step of every game, every seat in [`Game::to_act`] is served, in a random
//! order, with a random legal action (through [`Match::submit`],
//! [`Match::submit_text`] or [`Match::step_unchecked`] in turn), and:
//!
//! - **turns**: the game is over exactly when nobody must act; then nobody has legal
//!   actions and there is an outcome; otherwise exactly the seats in `to_act` have
//!   legal actions, without duplicates; only games that say they are `simultaneous`
//!   ever have several seats to act, and only they have [`Game::secret_pending`];
//! - **legal ⇔ accepted**: every listed action passes [`Game::check`]; actions listed
//!   elsewhere (other seats, other states, other games) that are not listed for a seat
//!   now — and every action for a seat that does not exist — are refused by `check`
//!   and by `apply` with the same non-empty code, a non-empty message, and no change
//!   (every observer's view, `to_act`, scores, legal lists); hostile texts never make
//!   [`Game::parse_action`] panic, and a refused submission leaves a [`Match`] as it was;
//! - **checked = unchecked**: `apply` and `apply_unchecked` of a listed action give
//!   equal states (every observer's view, `to_act`, scores, `is_over`, outcome, every
//!   seat's legal list, `secret_pending`);
//! - **notation**: `parse_action(action_text(a)) == a` for every listed action;
//! - **hidden information**: for every seat `p`, a state `s'` drawn by
//!   [`Game::sample_from_view`] from `p`'s view has the same view for `p`, the same
//!   `to_act` and the same legal actions for `p`; and for every acting seat's action
//!   (listed in both), whenever `p`'s views after the action are equal in `s` and `s'`,
//!   so are the events filtered for `p` (compared as JSON). Views after the action may
//!   legitimately differ when the action reveals hidden parts (a card drawn, the last
//!   secret bid); the events are then not compared, and the report counts both cases.
//!   So a view must hold everything an event has shown its observer (a revealed bid
//!   stays in the view's history): the view is the seat's whole knowledge, which is
//!   also what search bots sample from;
//! - **simultaneous seats** (see the crate documentation): when several seats must
//!   act, each one's action leaves the others in `to_act` with unchanged legal lists,
//!   makes `secret_pending` true, and whichever listed action it was, every other
//!   observer sees the same view and the same filtered events; applying every pending
//!   seat's action in two different orders gives equal states, with `secret_pending`
//!   true until the last and false after it;
//! - **records**: [`Match::record_for`] gives, before the end, a record without seed or
//!   setup that holds every action except other seats' unrevealed ones, and the full
//!   record once the game is over; the full record survives JSON and
//!   [`Match::from_record`] with equal states and version (checked at a random step of
//!   every game and at its end), and a withheld record refuses to replay;
//! - **replay**: [`Match::replay`] never stopped gives the match `from_record` gives
//!   (version, views, records), calling its closure at the start and after each
//!   action in order with the record's seats and texts; stopped after a random number
//!   `k` of actions, it gives the match at version `k`, equal to the replay of the
//!   record's first `k` actions;
//! - **termination**: every game ends within [`Conformance::max_steps`] actions.
//!
//! A failure panics with the game's name, the player count, the game's seed, the step
//! and what differed; [`check_game`] replays that one game.

use crate::{
    codes, Game, Match, Observer, Outcome, Record, ReplayError, Seat, SeatSet, RECORD_VERSION,
};
use rand::seq::SliceRandom;
use rand::Rng;
use std::collections::HashSet;
use std::fmt::Debug;
use std::ops::ControlFlow;

macro_rules! ensure {
    ($cond:expr, $($fmt:tt)+) => {
        if !$cond {
            return Err(format!($($fmt)+));
        }
    };
}

mod compare;
mod harness;
mod hostile;
mod records;
mod tensors;
mod words;
pub mod work;

use compare::*;
use harness::*;
use hostile::*;
#[cfg(test)]
mod tests;

pub use tensors::{tensors_conformance, TensorsReport};
pub use words::{notation_in, refusal_problems, HYPHENATED_WORDS};

/// How much to play.
#[derive(Clone, Debug)]
pub struct Conformance {
    /// The player counts to play; empty: every count of the game's range.
    pub players: Vec<usize>,
    /// Random games per player count.
    pub games: usize,
    /// A game that has not ended after this many actions is a failure.
    pub max_steps: usize,
    /// Game `i` with `n` players uses seed `seed + 1000 * n + i`.
    pub seed: u64,
    /// Every `deep_every`-th step checks every listed action of every seat in depth
    /// (checked and unchecked apply, notation, hidden information, simultaneous
    /// choices); the other steps check the actions played and a few refusals.
    /// 1 = every step.
    pub deep_every: usize,
    /// Unlisted candidates tried per seat and step.
    pub refusal_candidates: usize,
}

impl Default for Conformance {
    fn default() -> Self {
        Conformance {
            players: Vec::new(),
            games: 12,
            max_steps: 100_000,
            seed: 0,
            deep_every: 1,
            refusal_candidates: 6,
        }
    }
}

/// What the harness exercised (so a game's test can assert the checks really ran).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    pub games: usize,
    /// Actions applied in all.
    pub steps: usize,
    pub deep_steps: usize,
    /// Unlisted actions refused.
    pub refusals: usize,
    /// Listed actions applied both checked and unchecked.
    pub checked_unchecked: usize,
    /// Resampled states whose views after an action were equal, so their events were
    /// compared.
    pub events_compared: usize,
    /// … and those whose views after the action differed (the action revealed
    /// hidden parts).
    pub views_revealed: usize,
    /// States where several seats had to act.
    pub simultaneous_states: usize,
    /// Pairs of different pending choices whose effect on the other observers was
    /// compared.
    pub pending_pairs: usize,
    /// Withheld records checked while a secret choice was pending.
    pub withheld_with_pending: usize,
    pub record_round_trips: usize,
    /// Games played by stalling policies (always the last legal action, always the
    /// first), each ended within [`Game::max_actions`].
    pub stalling_games: usize,
}

impl Report {
    fn add(&mut self, o: &Report) {
        self.games += o.games;
        self.steps += o.steps;
        self.deep_steps += o.deep_steps;
        self.refusals += o.refusals;
        self.checked_unchecked += o.checked_unchecked;
        self.events_compared += o.events_compared;
        self.views_revealed += o.views_revealed;
        self.simultaneous_states += o.simultaneous_states;
        self.pending_pairs += o.pending_pairs;
        self.withheld_with_pending += o.withheld_with_pending;
        self.record_round_trips += o.record_round_trips;
        self.stalling_games += o.stalling_games;
    }
}

/// Plays the random games of `config` and checks every promise listed in the module
/// documentation; panics with the game, player count, seed and step of the first
/// failure. Returns what was exercised.
pub fn conformance<G: Game>(components: &G::Components, config: &Conformance) -> Report {
    let info = G::info();
    let players: Vec<usize> = if config.players.is_empty() {
        (info.min_players..=info.max_players).collect()
    } else {
        config.players.clone()
    };
    let mut total = Report::default();
    for &n in &players {
        for i in 0..config.games {
            let seed = config
                .seed
                .wrapping_add(1000 * n as u64)
                .wrapping_add(i as u64);
            match check_game::<G>(components, n, seed, config) {
                Ok(r) => total.add(&r),
                Err(e) => panic!("{e}"),
            }
            for policy in [Stalling::Last, Stalling::First] {
                if let Err(e) = ends_within_bound::<G>(components, n, seed, policy) {
                    panic!("{e}");
                }
                total.stalling_games += 1;
            }
        }
    }
    total
}

/// A policy chosen to make a game last: every seat that must act takes the last of
/// its legal actions, or the first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stalling {
    Last,
    First,
}

/// Plays a game of `players` and `seed` with `policy` for every seat; the number of
/// actions it took, or an error if it did not end within [`Game::max_actions`].
pub fn ends_within_bound<G: Game>(
    components: &G::Components,
    players: usize,
    seed: u64,
    policy: Stalling,
) -> Result<u64, String> {
    let name = G::info().name;
    let bound = G::max_actions(components, players);
    let mut g = G::new_game(components, players, seed, None)
        .map_err(|e| format!("{name}: {players} players, seed {seed}: {e}"))?;
    let mut n = 0u64;
    let mut legal = Vec::new();
    while !g.is_over() {
        let seat = g.to_act().iter().next().ok_or_else(|| {
            format!("{name}: {players} players, seed {seed}: nobody acts and the game is not over")
        })?;
        legal.clear();
        g.legal_actions_into(seat, &mut legal);
        let a = match policy {
            Stalling::Last => legal.last(),
            Stalling::First => legal.first(),
        }
        .ok_or_else(|| format!("{name}: {players} players, seed {seed}: seat {seat} must act but has no legal action"))?
        .clone();
        g.apply_unchecked(seat, &a);
        n += 1;
        if n > bound {
            return Err(format!(
                "{name}: {players} players, seed {seed}, every seat taking the {} legal action: not over after {bound} actions, the bound the game declares",
                match policy {
                    Stalling::Last => "last",
                    Stalling::First => "first",
                }
            ));
        }
    }
    Ok(n)
}

/// Plays and checks the one game of `players` players and `seed`; the error names
/// the game, the seed, the step and what was wrong.
pub fn check_game<G: Game>(
    components: &G::Components,
    players: usize,
    seed: u64,
    config: &Conformance,
) -> Result<Report, String> {
    let mut h = Harness::<G> {
        components,
        config,
        n: players,
        seed,
        rng: crate::rng_from_seed(seed ^ 0x5EED_C0DE_F00D_0001),
        pool: Vec::new(),
        pooled: HashSet::new(),
        pending: Vec::new(),
        report: Report::default(),
        step: 0,
        at: String::new(),
    };
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| h.play()))
        .unwrap_or_else(|p| {
            Err(format!(
                "panic: {}",
                p.downcast_ref::<String>()
                    .cloned()
                    .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_else(|| "(no message)".into())
            ))
        });
    let name = G::info().name;
    match result {
        Ok(()) => {
            h.report.games = 1;
            Ok(h.report)
        }
        Err(e) => Err(format!(
            "conformance of `{name}` failed: {players} players, game seed {seed}, step {}{}: {e}\n\
             (reproduce with gaslamp_core::testing::check_game(&components, {players}, {seed}, &config))",
            h.step,
            if h.at.is_empty() {
                String::new()
            } else {
                format!(" ({})", h.at)
            },
        )),
    }
}
