//! The seat-filler interface: anything that picks actions for a seat.
//!
//! A bot is handed only what its seat may see (the view), the legal actions, and a
//! random generator, so it cannot read hidden information: the types do not give it
//! the state. Stronger bots (greedy, ISMCTS) implement the same trait.

use crate::{Game, GameRng};
use rand::Rng;

/// Chooses actions for one seat.
pub trait Bot<G: Game>: Send {
    /// A short name for tables and logs, e.g. `"random"`.
    fn name(&self) -> String;

    /// Picks one of `legal` (never empty) for the seat that `view` belongs to.
    fn choose(&mut self, view: &G::View, legal: &[G::Action], rng: &mut GameRng) -> G::Action;
}

/// Picks a legal action uniformly at random.
#[derive(Clone, Debug, Default)]
pub struct RandomBot;

impl<G: Game> Bot<G> for RandomBot {
    fn name(&self) -> String {
        "random".into()
    }

    fn choose(&mut self, _view: &G::View, legal: &[G::Action], rng: &mut GameRng) -> G::Action {
        legal[rng.gen_range(0..legal.len())].clone()
    }
}
