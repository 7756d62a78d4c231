//! Crystal Palace as numbers (`gaslamp_core::tensors`): a fixed action index space
//! and an observation vector made from a view.
//!
//! # The action index space
//!
//! The space follows from the component set and the player count alone (never from
//! the position). Its blocks, in index order (`action_blocks` gives each one's length
//! and how an index inside it is made):
//!
//! | block | indices |
//! |---|---|
//! | `dice <values>` | every multiset of 0 to `max_dice` die values (1-6): by size, then in increasing lexicographic order of the values written highest first (`dice 1 1 1 1` before `dice 2 1 1 1`) |
//! | `dice <values> extra` | likewise, sizes 1 to `max_dice` (the extra die included) |
//! | `place <value> <location> <space>` | locations in phase-3 order, their placement spaces left to right, the values the space accepts (its minimum to 6) |
//! | `pass`, `westminster`, `times`, `objective`, `market new`, `skip`, `poster` | one each |
//! | `patent <card>` | one per patent of the set |
//! | `tile <tile>` | one per green research tile (only green tiles are displayed in the Museum) |
//! | `tile <tile> over <space>` | green tile × research space (up to the most research spaces of a nation) |
//! | `share <share>`, `character <card>` | one per share, per character |
//! | `port\|station <possibility>` | one per possibility index (the Port's or the Station's, whichever location is acting; as many as the larger side has) |
//! | `build <card> for <target>` | patent × target, the target counted from the acting seat (0: itself, 1: the next seat, …) so that one policy serves every seat |
//! | `market move <tier>` | Black Market tiers but the top one (nothing is above it) |
//! | `drop <tier>` | Black Market tiers |
//! | `green tile <space>` | research spaces |
//! | `green market <tier>` | the Black Market tiers that have a bonus |
//! | `green character <card>` | the characters with a phase-6 ability |
//! | `green watch` | one |
//! | `choose <alternative>` | up to the most alternatives of an effect of the set (0 if no effect offers a choice) |
//! | the ten trades (`newspapers die` … `repay`) | one each, in [`Trade::ALL`](crate::Trade::ALL)'s order |
//!
//! # The observation
//!
//! Written from the view alone; seats are written from the observer on (the
//! observer first; a spectator from seat 0), and every seat that appears as a value
//! (the seat of a placed die, of a Black Market assistant, the start player, …) is
//! written as its place in that order. In order:
//!
//! - the game: the observer's seat (absolute), over, the round, the phase (one-hot) and
//!   whose turn it is in phases 2, 4, 5 and 6, the salary/build flags and the income
//!   step, the start player, the round-1 tie-break seat;
//! - the decision at the head of the queue (kind, seat, free placement, the number of
//!   alternatives of a choice, the poster) and the queue's length; the phase-3 die that
//!   acts next;
//! - the boards: every placement space (the die's seat, value, resolved), every action
//!   space (the seat that took it), the Port's and the Station's used possibilities,
//!   the ticket spaces, the Black Market tiers, the banner gears;
//! - the displays as presence over the set (patents, characters, Museum tiles, Bank
//!   shares), the decks' top cards, the cards under the decks, the publisher, the flyer
//!   on each flyer space, the Pocket Watch, the loan tiles and violet tiles left;
//! - the observer's own dice before the reveal (counts by value, extra) and no one
//!   else's;
//! - the face-down piles, whose contents are public knowledge: presence over the set
//!   (and the loans by penalty);
//! - each seat: nation, money, debt, gears, energy, newspapers, income, VP, dice (owned,
//!   new, ticketed), this round's rolled and unplaced dice by value, passed, built,
//!   Westminster, buzz, buzz tokens (by poster), objective, committed, place of arrival
//!   at the end of the buzz track, each research space (kind, tile, loan penalty,
//!   repaid), the loans beyond the research spaces, patents, prototypes, characters,
//!   shares and flyers held (presence over the set), and the final score's parts once
//!   the game is over.
//!
//! Fixed bounds: the research spaces are written up to the most research spaces of a
//! nation of the set (a seat's missing spaces are all 0); lists of the set's items
//! (cards held, piles) are presence vectors over the set; everything else has one
//! entry per space, seat or item of the set and player count.

mod action_space;
mod observation;
#[cfg(test)]
mod tests;

use crate::actions::Action;
use crate::components::Components;
use crate::{CrystalPalace, View};
use action_space::Space;
use gaslamp_core::tensors::{ActionBlock, Observation, Tensors};
use gaslamp_core::Seat;
use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;

/// Die faces.
const FACES: usize = 6;

/// Spaces computed so far on this thread, by component set (the same `Arc`) and
/// player count; the most recent first.
const CACHED: usize = 8;

/// A cached space: the component set, the player count, the space.
type Cached = (Arc<Components>, usize, Rc<Space>);

thread_local! {
    static SPACES: RefCell<Vec<Cached>> =
        const { RefCell::new(Vec::new()) };
}

/// The space of the set `c` at `players` seats, from this thread's cache.
fn space_of(c: &Arc<Components>, players: usize) -> Rc<Space> {
    SPACES.with(|cell| {
        let mut v = cell.borrow_mut();
        if let Some(i) = v
            .iter()
            .position(|(k, p, _)| *p == players && Arc::ptr_eq(k, c))
        {
            if i > 0 {
                let e = v.remove(i);
                v.insert(0, e);
            }
            return v[0].2.clone();
        }
        let s = Rc::new(Space::new(c, players));
        v.insert(0, (c.clone(), players, s.clone()));
        v.truncate(CACHED);
        s
    })
}

impl CrystalPalace {
    /// This game's action index space.
    fn space(&self) -> Rc<Space> {
        space_of(&self.c, self.n())
    }
}

impl Tensors for CrystalPalace {
    fn action_blocks(&self) -> Vec<ActionBlock> {
        self.space().blocks(&self.c)
    }

    fn num_distinct_actions(&self) -> usize {
        self.space().total
    }

    fn action_index(&self, seat: Seat, action: &Action) -> Option<usize> {
        self.space().index(seat, action)
    }

    fn index_action(&self, seat: Seat, index: usize) -> Option<Action> {
        self.space().action(seat, index)
    }

    fn encode_view(v: &View, out: &mut Observation) {
        observation::encode(v, out);
    }
}
