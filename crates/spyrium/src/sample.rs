//! States rebuilt from a view: [`sample`] deals the unseen cards, events and tokens at
//! random, which is how search bots see the game (they never read hidden information).

use crate::cards::{CardId, EventId, Power};
use crate::state::{Hidden, Piles, Spyrium};
use crate::tokens::Tokens;
use crate::view::View;
use gaslamp_core::GameRng;
use rand::seq::SliceRandom;
use rand::Rng;
use std::sync::{Arc, OnceLock};

/// What is unseen in a view, worked out once per view: search bots draw thousands of
/// full states from the same view.
#[derive(Clone, Debug, Default)]
pub(crate) struct SampleCache(OnceLock<Arc<Unseen>>);

impl PartialEq for SampleCache {
    /// A cache is derived from the rest of the view, so it never tells views apart.
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

#[derive(Debug)]
struct Unseen {
    /// Each period deck: the cards already dealt (their order is never read again),
    /// then the unseen ones, to be shuffled; and the events seen so far, then the
    /// unseen ones, to be shuffled.
    piles: Piles,
    /// How many cards of each deck were dealt.
    dealt: [usize; 3],
    /// How many events were seen.
    revealed: usize,
    /// Face-down tokens in the reserve, by value.
    reserve: [u8; 3],
}

fn unseen(view: &View) -> Unseen {
    let cards = &view.cards;
    let p = &view.public;
    // Cards seen so far: market, discard pile, buildings, techniques.
    let mut seen = vec![0u16; cards.cards.len()];
    let mut mark = |c: CardId| seen[c as usize] += 1;
    p.market.cards.iter().flatten().for_each(|&c| mark(c));
    p.discard.iter().for_each(|&c| mark(c));
    for pl in &p.players {
        pl.buildings.iter().for_each(|&c| mark(c));
        for power in Power::ALL {
            if pl.has(power) {
                if let Some(c) = cards.technique_of[power as usize] {
                    mark(c);
                }
            }
        }
    }
    let mut dealt = [0; 3];
    let decks: [Vec<CardId>; 3] = std::array::from_fn(|k| {
        let mut left = seen.clone();
        let mut deck = Vec::with_capacity(cards.period_cards[k].len());
        let mut unseen = Vec::new();
        for &c in &cards.period_cards[k] {
            if left[c as usize] > 0 {
                left[c as usize] -= 1;
                deck.push(c);
            } else {
                unseen.push(c);
            }
        }
        dealt[k] = deck.len();
        deck.extend(unseen);
        deck
    });
    let mut events: Vec<EventId> = p.events_discarded.to_vec();
    events.extend(p.event);
    events.extend(p.future_event);
    let revealed = events.len();
    for e in 0..cards.events.len() as EventId {
        if !events[..revealed].contains(&e) {
            events.push(e);
        }
    }
    // Tokens in the reserve: all tokens minus every face-up one.
    let mut reserve = cards.rules.tokens;
    let mut take = |c: &[u8; 3]| (0..3).for_each(|v| reserve[v] -= c[v]);
    take(&p.token_discard);
    p.market.tokens.iter().for_each(&mut take);
    p.players.iter().for_each(|pl| take(&pl.kept));
    for t in [p.event_token, p.future_token].into_iter().flatten() {
        reserve[t as usize - 1] -= 1;
    }
    Unseen {
        piles: Piles::new([&decks[0], &decks[1], &decks[2]], &events),
        dealt,
        revealed,
        reserve,
    }
}

/// A full state consistent with `view`; hidden piles are drawn at random from `rng`.
pub fn sample(view: &View, rng: &mut GameRng) -> Spyrium {
    let u = view.cache.0.get_or_init(|| Arc::new(unseen(view)));
    let mut piles = u.piles.clone();
    let (order, starts) = piles.parts_mut();
    for k in 0..3 {
        order[starts[k] + u.dealt[k]..starts[k + 1]].shuffle(rng);
    }
    order[starts[3] + u.revealed..starts[4]].shuffle(rng);
    let mut reserve = Tokens::from_counts(u.reserve);
    reserve.shuffle(rng);
    Spyrium {
        cards: view.cards.clone(),
        p: view.public.clone(),
        h: Hidden {
            piles: Arc::new(piles),
            reserve,
            rng: gaslamp_core::rng_from_seed(rng.gen()),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Components;
    use gaslamp_core::{rng_from_seed, Game, Observer};

    /// The unseen piles are worked out once per view; later draws from the same view
    /// (or a copy of it) are the same as draws from a fresh view with the same seed.
    #[test]
    fn draws_from_a_reused_view_match_draws_from_a_fresh_one() {
        let mut g = Spyrium::new_game(&Components::builtin(), 3, 11, None).unwrap();
        let mut legal = Vec::new();
        let mut rng = rng_from_seed(3);
        for step in 0..120 {
            if g.is_over() {
                break;
            }
            let seat = g.to_act().first().unwrap();
            if step % 10 == 0 {
                let reused = g.view(Observer::Seat(seat));
                for seed in 0..3 {
                    let a = sample(&reused, &mut rng_from_seed(seed));
                    let copy = reused.clone();
                    let b = sample(&copy, &mut rng_from_seed(seed));
                    let fresh = sample(&g.view(Observer::Seat(seat)), &mut rng_from_seed(seed));
                    assert_eq!(a, b);
                    assert_eq!(a, fresh);
                    assert_eq!(a.view(Observer::Seat(seat)), reused);
                }
            }
            legal.clear();
            g.legal_actions_into(seat, &mut legal);
            let a = legal[rand::Rng::gen_range(&mut rng, 0..legal.len())];
            g.apply_unchecked(seat, &a);
        }
    }
}
