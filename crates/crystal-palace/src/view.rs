//! What one observer sees, and a full state drawn from it for the bots.
//!
//! Everything on the table is public: every seat's belongings and positions, the
//! boards, the face-up cards and the decks' top cards, cards put back under the
//! decks (in order), which seats have chosen their dice. Hidden from everyone: the
//! order of the face-down piles (their contents are public knowledge, so the view
//! lists them sorted) and, until the reveal, the other seats' dice (RULINGS 13, 14).

use crate::components::Components;
use crate::components::ROUNDS;
use crate::state::{
    narrow, widen, Cards, Commit, CrystalPalace, Hidden, Public, MAX_CHARACTERS, MAX_LOANS,
    MAX_PATENTS, MAX_SHARES, MAX_TILES,
};
use gaslamp_core::{GameRng, Observer};
use rand::seq::SliceRandom;
use rand::Rng;
use serde::Serialize;
use std::sync::Arc;
use tinyvec::ArrayVec;

/// The contents of the face-down piles, sorted (their order is hidden).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Unseen {
    pub patents: Cards<MAX_PATENTS>,
    pub characters: Cards<MAX_CHARACTERS>,
    pub green: Cards<MAX_TILES>,
    pub violet_blue: Cards<MAX_TILES>,
    pub violet_orange: Cards<MAX_TILES>,
    /// The shares still to come, by round (index 0 = round 1).
    pub shares: [Cards<MAX_SHARES>; ROUNDS],
    pub loans: ArrayVec<[i8; MAX_LOANS]>,
}

/// What one observer may see.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    pub observer: Observer,
    /// Whether the game is over.
    pub over: bool,
    /// The component set's identity (`name@hash`).
    pub component_set: String,
    /// Whether the component set is provisional (numbers not the printed ones).
    pub provisional: bool,
    pub public: Public,
    /// For each seat, what its nation's objective counts now, as the rules count it
    /// (characters, Westminster steps, dice, research tiles …): the count its next
    /// level needs, or its last level's once every level is reached.
    pub objective_counts: Vec<i32>,
    /// The observer's own dice choice before the reveal.
    pub my_dice: Option<Commit>,
    pub unseen: Unseen,
    #[serde(skip)]
    pub(crate) components: Arc<Components>,
}

impl View {
    pub fn components(&self) -> &Components {
        &self.components
    }
}

/// `v` sorted.
fn sorted<A: tinyvec::Array>(mut v: ArrayVec<A>) -> ArrayVec<A>
where
    A::Item: Ord,
{
    v.sort_unstable();
    v
}

/// `v` shuffled.
fn shuffled<A: tinyvec::Array>(mut v: ArrayVec<A>, rng: &mut GameRng) -> ArrayVec<A> {
    v.shuffle(rng);
    v
}

impl CrystalPalace {
    pub(crate) fn make_view(&self, observer: Observer) -> View {
        let my_dice = match observer {
            Observer::Seat(s) => self.h.commits.get(s).copied().flatten(),
            Observer::Spectator => None,
        };
        View {
            observer,
            over: self.p.stage == crate::state::Stage::Over,
            component_set: self.c.id.clone(),
            provisional: self.c.provisional,
            public: self.p.clone(),
            objective_counts: (0..self.p.players.len())
                .map(|s| {
                    let p = &self.p.players[s];
                    let levels = &self.c.nations[p.nation as usize].objective;
                    levels
                        .get(p.objective as usize)
                        .or(levels.last())
                        .map_or(0, |level| self.count(s, level.count))
                })
                .collect(),
            my_dice,
            unseen: Unseen {
                patents: sorted(widen(&self.h.patent_middle)),
                characters: sorted(widen(&self.h.character_middle)),
                green: sorted(widen(&self.h.green)),
                violet_blue: sorted(widen(&self.h.violet_blue)),
                violet_orange: sorted(widen(&self.h.violet_orange)),
                shares: std::array::from_fn(|r| sorted(widen(&self.h.shares[r]))),
                loans: sorted(self.h.loans),
            },
            components: self.c.clone(),
        }
    }

    /// A full state consistent with `view`: the piles shuffled, the other seats'
    /// pending dice drawn at random.
    pub(crate) fn from_view(view: &View, rng: &mut GameRng) -> CrystalPalace {
        // The same draws from `rng`, in the same order, as ever: each pile shuffled
        // in turn, then the loans, then the pending dice.
        let patent_middle = narrow(&shuffled(view.unseen.patents, rng));
        let character_middle = narrow(&shuffled(view.unseen.characters, rng));
        let green = narrow(&shuffled(view.unseen.green, rng));
        let violet_blue = narrow(&shuffled(view.unseen.violet_blue, rng));
        let violet_orange = narrow(&shuffled(view.unseen.violet_orange, rng));
        let mut shares = view.unseen.shares;
        for pool in &mut shares {
            pool.shuffle(rng);
        }
        let shares = shares.map(|pool| narrow(&pool));
        let loans = shuffled(view.unseen.loans, rng);
        let n = view.public.players.len();
        let commits = (0..n)
            .map(|s| {
                if view.observer == Observer::Seat(s) {
                    return view.my_dice;
                }
                if !view.public.committed[s] || view.public.stage != crate::state::Stage::Commit {
                    return None;
                }
                let k = view.public.players[s].dice as usize;
                let mut values = [0u8; 6];
                for v in values.iter_mut().take(k.min(6)) {
                    *v = rng.gen_range(1..=6);
                }
                values[..k.min(6)].sort_unstable_by(|a, b| b.cmp(a));
                Some(Commit {
                    values,
                    extra: false,
                })
            })
            .collect();
        CrystalPalace {
            c: view.components.clone(),
            p: view.public.clone(),
            h: Hidden {
                patent_middle,
                character_middle,
                green,
                violet_blue,
                violet_orange,
                shares,
                loans,
                commits,
            },
            staged: Vec::new(),
        }
    }
}

impl CrystalPalace {
    /// The whole state, hidden parts included, as JSON: for debugging, golden files
    /// and `gaslamp replay`, never for a player.
    pub fn full_state_json(&self) -> serde_json::Value {
        serde_json::json!({
            "components": {"id": self.c.id, "provisional": self.c.provisional, "note": self.c.note},
            "public": self.p,
            "hidden": self.h,
        })
    }
}
