//! What a seat may see.
//!
//! In Spyrium everything on the table is public; hidden from everybody are the order
//! of the undealt period decks, the events below the future event, and the face-down
//! token reserve. A [`View`] is the public part of the state plus the sizes of those
//! hidden piles. States are rebuilt from a view in `sample.rs` ([`sample`]); the JSON
//! forms of views and states are in `view_json.rs`.

use crate::cards::{Components, Power};
use crate::market::SPACES;
use crate::state::{Public, Spyrium};
use gaslamp_core::Observer;
use std::sync::Arc;

pub use crate::sample::sample;
pub(crate) use crate::sample::SampleCache;

/// What one observer sees. Serializes to the JSON described in `docs/record-format.md`.
#[derive(Clone, Debug, PartialEq)]
pub struct View {
    pub observer: Observer,
    pub cards: Arc<Components>,
    pub public: Public,
    /// Undealt cards in each period deck (their order and identity are hidden).
    pub deck_left: [u8; 3],
    /// Events not yet revealed.
    pub events_left: u8,
    /// Face-down tokens in the reserve.
    pub reserve: u8,
    pub(crate) cache: SampleCache,
}

impl Spyrium {
    pub(crate) fn make_view(&self, observer: Observer) -> View {
        let d = self.deck_left();
        View {
            observer,
            cards: self.cards.clone(),
            public: self.p.clone(),
            deck_left: [d[0] as u8, d[1] as u8, d[2] as u8],
            events_left: self.events_left() as u8,
            reserve: self.reserve_len() as u8,
            cache: SampleCache::default(),
        }
    }
}

/// Counts used by conservation checks: every card type's copies across all piles.
pub fn card_counts(g: &Spyrium) -> Vec<u16> {
    let cards = &g.cards;
    let mut n = vec![0u16; cards.cards.len()];
    for k in 0..3 {
        for &c in &g.h.piles.deck(k)[g.p.deck_drawn[k] as usize..] {
            n[c as usize] += 1;
        }
    }
    g.p.market
        .cards
        .iter()
        .flatten()
        .for_each(|&c| n[c as usize] += 1);
    g.p.discard.iter().for_each(|&c| n[c as usize] += 1);
    for pl in &g.p.players {
        pl.buildings.iter().for_each(|&c| n[c as usize] += 1);
        for power in Power::ALL {
            if pl.has(power) {
                if let Some(c) = cards.technique_of[power as usize] {
                    n[c as usize] += 1;
                }
            }
        }
    }
    n
}

/// Every token's whereabouts by value: reserve + discard + market + events + kept.
pub fn token_counts(g: &Spyrium) -> [u32; 3] {
    let mut c = [0u32; 3];
    let r = g.h.reserve.counts();
    for v in 0..3 {
        c[v] += r[v] as u32 + g.p.token_discard[v] as u32;
        for pos in 0..SPACES {
            c[v] += g.p.market.tokens[pos][v] as u32;
        }
        for pl in &g.p.players {
            c[v] += pl.kept[v] as u32;
        }
    }
    for t in [g.p.event_token, g.p.future_token].into_iter().flatten() {
        c[t as usize - 1] += 1;
    }
    c
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Components;
    use gaslamp_core::Game;

    /// `clone_from` (which search bots use to reuse scratch states) gives a state
    /// equal to its source, whether the target shared its hidden piles or not.
    #[test]
    fn copying_into_a_state_gives_an_equal_state() {
        let a = Spyrium::new_game(&Components::builtin(), 3, 1, None).unwrap();
        let other = Spyrium::new_game(&Components::builtin(), 4, 2, None).unwrap();
        let mut c = other.clone();
        c.clone_from(&a);
        assert_eq!(c, a);
        let mut played = a.clone();
        let mut legal = Vec::new();
        for _ in 0..30 {
            let seat = played.to_act().first().unwrap();
            legal.clear();
            played.legal_actions_into(seat, &mut legal);
            played.apply_unchecked(seat, &legal[0]);
        }
        assert_ne!(played, a);
        played.clone_from(&a);
        assert_eq!(played, a);
        // The copy plays on exactly like the original.
        let (mut x, mut y) = (a.clone(), played);
        for _ in 0..60 {
            let seat = x.to_act().first().unwrap();
            legal.clear();
            x.legal_actions_into(seat, &mut legal);
            let act = legal[legal.len() / 2];
            x.apply_unchecked(seat, &act);
            y.apply_unchecked(seat, &act);
            assert_eq!(x, y);
        }
    }
}
