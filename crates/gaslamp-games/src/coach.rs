//! The coach after a game: for one of a seat's moves, how much chance of winning it
//! gave up against the move the AI prefers there, judged from the seat's own view at
//! that moment (no hindsight of hidden cards or of what came later).
//!
//! Two searches per move, each of the same budget: the first finds the AI's favourite
//! moves at the position; the second compares them and the move played side by side
//! (its root limited to those), so that the two win chances are estimated alike.
//! The loss is the best chance minus the played move's; a loss of at least
//! [`INACCURACY`], [`MISTAKE`] or [`BLUNDER`] marks the move.

use gaslamp_ai::{search, Budget, Config};
use gaslamp_core::Game;

/// A loss of winning chance (0 to 1) from which a move is an inaccuracy.
pub const INACCURACY: f64 = 0.05;
/// … a mistake.
pub const MISTAKE: f64 = 0.10;
/// … a blunder.
pub const BLUNDER: f64 = 0.20;

/// How many of the first search's favourites the second search weighs against the
/// move played.
const FAVOURITES: usize = 3;

/// The mark of a move that gave up `loss` of winning chance, if any.
pub fn mark(loss: f64) -> Option<&'static str> {
    if loss >= BLUNDER {
        Some("blunder")
    } else if loss >= MISTAKE {
        Some("mistake")
    } else if loss >= INACCURACY {
        Some("inaccuracy")
    } else {
        None
    }
}

/// One move judged: the AI's favourite and the move played, with the win chance the
/// second search gives each, and the loss (never below 0).
#[derive(Clone, Debug, PartialEq)]
pub struct Judged<A> {
    pub best: A,
    pub best_chance: f64,
    pub played_chance: f64,
    pub loss: f64,
}

/// Judges `played` among `legal` at `view` (the seat's own view), with `iterations`
/// per search.
pub fn judge<G: Game>(
    view: &G::View,
    legal: &[G::Action],
    played: &G::Action,
    iterations: u64,
    seed: u64,
) -> Judged<G::Action> {
    let cfg = Config {
        budget: Budget::Iterations(iterations),
        ..Default::default()
    };
    let first = search::<G>(view, legal, &cfg, seed);
    let mut shortlist: Vec<G::Action> = first
        .candidates
        .iter()
        .take(FAVOURITES)
        .map(|c| c.action.clone())
        .collect();
    if !shortlist.contains(played) {
        shortlist.push(played.clone());
    }
    if shortlist.len() == 1 {
        return Judged {
            best: played.clone(),
            best_chance: first.candidates.first().map_or(0.0, |c| c.win_chance),
            played_chance: first.candidates.first().map_or(0.0, |c| c.win_chance),
            loss: 0.0,
        };
    }
    let second = search::<G>(view, &shortlist, &cfg, seed ^ 0xC0AC);
    let chance = |a: &G::Action| {
        second
            .candidates
            .iter()
            .find(|c| c.action == *a)
            .map_or(0.0, |c| c.win_chance)
    };
    let best = second
        .candidates
        .iter()
        .max_by(|a, b| a.win_chance.total_cmp(&b.win_chance))
        .map_or_else(|| played.clone(), |c| c.action.clone());
    let (best_chance, played_chance) = (chance(&best), chance(played));
    Judged {
        best,
        best_chance,
        played_chance,
        loss: (best_chance - played_chance).max(0.0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_follow_the_documented_thresholds() {
        assert_eq!(mark(0.0), None);
        assert_eq!(mark(0.049), None);
        assert_eq!(mark(0.05), Some("inaccuracy"));
        assert_eq!(mark(0.1), Some("mistake"));
        assert_eq!(mark(0.25), Some("blunder"));
    }
}

#[cfg(test)]
mod judged {
    use super::*;
    use gaslamp_core::{Game, Observer};
    use goofspiel::Goofspiel;

    /// Goofspiel with 2 cards, the prize 2 first: bidding 2 on it is never worse
    /// than bidding 1, whatever the other bids (a draw or a win against a loss or a
    /// draw), so bidding 1 gives up a large share of the win; bidding 2 is the AI's
    /// choice.
    #[test]
    fn a_dominated_bid_is_marked_and_the_dominant_one_is_preferred() {
        let components = goofspiel::Components::new(2).unwrap();
        let setup = serde_json::json!({"prizes": [2, 1]});
        let g = Goofspiel::new_game(&components, 2, 7, Some(&setup)).unwrap();
        let view = g.view(Observer::Seat(0));
        let mut legal = Vec::new();
        g.legal_actions_into(0, &mut legal);
        let bid = |c: &str| g.parse_action(0, c).unwrap();
        let low = judge::<Goofspiel>(&view, &legal, &bid("bid 1"), 3000, 11);
        assert_eq!(g.action_text(0, &low.best), "bid 2", "{low:?}");
        assert!(
            low.loss >= MISTAKE,
            "bidding 1 on the 2 loses {:.3}: {low:?}",
            low.loss
        );
        assert!(mark(low.loss).is_some());
        let top = judge::<Goofspiel>(&view, &legal, &bid("bid 2"), 3000, 11);
        assert!(
            top.loss < INACCURACY,
            "the AI's own choice loses {:.3}",
            top.loss
        );
        for j in [&low, &top] {
            assert!((0.0..=1.0).contains(&j.best_chance) && (0.0..=1.0).contains(&j.played_chance));
            assert!(j.best_chance >= j.played_chance);
        }
    }
}
