//! The greedy bot: one-ply look-ahead with the game's position estimate.
//!
//! It rebuilds a full state from its seat's view (hidden parts drawn at random, so it
//! never reads the true hidden state), tries every legal action on a copy, and keeps
//! the action after which its estimate leads the best opponent's by the most, or,
//! where the game says so ([`Game::greedy_by_margin`]), the one after which its own
//! estimate is highest.

use gaslamp_core::{Bot, Game, GameRng, Observer};
use rand::Rng;

/// One-ply look-ahead with [`Game::heuristic`].
#[derive(Clone, Debug, Default)]
pub struct GreedyBot;

/// How good `h` is for `seat`: its estimate minus the best other estimate.
pub fn margin(h: &[f64], seat: usize) -> f64 {
    let best_other = h
        .iter()
        .enumerate()
        .filter(|&(s, _)| s != seat)
        .map(|(_, &v)| v)
        .fold(f64::NEG_INFINITY, f64::max);
    h[seat]
        - if best_other.is_finite() {
            best_other
        } else {
            0.0
        }
}

impl<G: Game> Bot<G> for GreedyBot {
    fn name(&self) -> String {
        "greedy".into()
    }

    fn choose(&mut self, view: &G::View, legal: &[G::Action], rng: &mut GameRng) -> G::Action {
        if legal.len() == 1 {
            return legal[0].clone();
        }
        let Observer::Seat(seat) = G::view_observer(view) else {
            return legal[0].clone();
        };
        let base = G::sample_from_view(view, rng);
        let by_margin = G::greedy_by_margin();
        let mut best = f64::NEG_INFINITY;
        let mut choice = 0;
        let mut ties = 0u32;
        // Each action is tried on one scratch copy, written over from `base` each time.
        let mut s = base.clone();
        for (i, a) in legal.iter().enumerate() {
            if i > 0 {
                s.clone_from(&base);
            }
            s.apply_unchecked(seat, a);
            let v = if by_margin {
                margin(&s.heuristic(), seat)
            } else {
                s.heuristic_seat(seat)
            };
            if v > best + 1e-9 {
                best = v;
                choice = i;
                ties = 1;
            } else if (v - best).abs() <= 1e-9 {
                // Break ties uniformly (reservoir sampling).
                ties += 1;
                if rng.gen_range(0..ties) == 0 {
                    choice = i;
                }
            }
        }
        legal[choice].clone()
    }
}
