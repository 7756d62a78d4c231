//! What a seat may see, and states rebuilt from it.
//!
//! In Spyrium everything on the table is public; hidden from everybody are the order
//! of the undealt period decks, the events below the future event, and the face-down
//! token reserve. A [`View`] is the public part of the state plus the sizes of those
//! hidden piles. [`sample`] rebuilds a full state from a view by dealing the unseen
//! cards, events and tokens at random: it is how search bots see the game.

use crate::cards::{CardId, CardSet, EventId, Power};
use crate::market::{slot_name, NUM_SLOTS, SPACES};
use crate::state::{Hidden, Phase, Piles, Public, Spyrium};
use crate::tokens::Tokens;
use gaslamp_core::{GameRng, Observer};
use rand::seq::SliceRandom;
use rand::Rng;
use serde::ser::{Serialize, Serializer};
use std::sync::{Arc, OnceLock};

/// What one observer sees. Serializes to the JSON described in `docs/record-format.md`.
#[derive(Clone, Debug, PartialEq)]
pub struct View {
    pub observer: Observer,
    pub cards: Arc<CardSet>,
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

// ------------------------------------------------------------------ JSON form

fn phase_name(p: Phase) -> &'static str {
    match p {
        Phase::Placement => "placement",
        Phase::Activation => "activation",
        Phase::Passed => "passed",
    }
}

fn token_list(counts: &[u8; 3]) -> Vec<u8> {
    let mut v = Vec::new();
    for (i, &n) in counts.iter().enumerate() {
        v.extend(std::iter::repeat_n(i as u8 + 1, n as usize));
    }
    v
}

/// The public state as JSON (shared by views and the full state).
pub(crate) fn public_json(
    cards: &CardSet,
    p: &Public,
    deck_left: [u8; 3],
    events_left: u8,
    reserve: u8,
) -> serde_json::Value {
    use serde_json::json;
    let card_json = |c: CardId| {
        let k = cards.card(c);
        json!({ "id": k.id, "name": k.name })
    };
    let event_json = |e: Option<EventId>, token: Option<u8>| {
        e.map(|e| {
            let ev = cards.event(e);
            json!({ "id": ev.id, "name": ev.name, "token": token })
        })
    };
    let market: Vec<_> = (0..SPACES)
        .map(|pos| {
            p.market.cards[pos].map(|c| {
                let k = cards.card(c);
                json!({
                    "space": pos + 1,
                    "id": k.id,
                    "name": k.name,
                    "kind": k.kind,
                    "price": k.price,
                    "tokens": token_list(&p.market.tokens[pos]),
                    "adjacent_workers": p.market.adjacent_workers(pos as u8),
                })
            })
        })
        .collect();
    let slots: Vec<_> = (0..NUM_SLOTS)
        .map(|s| {
            json!({
                "slot": slot_name(s as u8),
                "workers": &p.market.workers[s][..p.players.len()],
            })
        })
        .collect();
    let turns = cards.turns();
    let players: Vec<_> = p
        .players
        .iter()
        .enumerate()
        .map(|(seat, pl)| {
            json!({
                "seat": seat,
                "money": pl.money,
                "spyrium": pl.spyrium,
                "score": pl.score,
                "residence": {
                    "space": pl.residence + 1,
                    "value": cards.rules.residence_track[pl.residence as usize],
                },
                "phase": phase_name(pl.phase),
                "event_used": pl.event_used,
                "workers": {
                    "owned": pl.workers,
                    "active": pl.active,
                    "in_market": pl.in_market,
                    "used": pl.used(),
                },
                "buildings": pl.buildings.iter().enumerate().map(|(i, &b)| {
                    let k = cards.card(b);
                    json!({ "number": i + 1, "id": k.id, "name": k.name,
                            "vp": k.vp, "symbols": k.symbol_letters(),
                            "inclined": pl.is_inclined(i) })
                }).collect::<Vec<_>>(),
                "techniques": Power::ALL.iter().filter(|&&w| pl.has(w))
                    .map(|&w| w.name()).collect::<Vec<_>>(),
                "techniques_used_this_turn": Power::ALL.iter()
                    .filter(|&&w| pl.powers_used & w.bit() != 0)
                    .map(|&w| w.name()).collect::<Vec<_>>(),
                "kept_tokens": token_list(&pl.kept),
                "bonuses_taken": pl.bonuses,
                "first_bonus": pl.first_bonus,
            })
        })
        .collect();
    let to_act: Vec<usize> = if p.over {
        vec![]
    } else {
        vec![p.current as usize]
    };
    json!({
        "game": "spyrium",
        "cards": cards.id,
        "turn": p.turn.min(turns as u8),
        "turns": turns,
        "period": format!("{:?}", cards.period_of_turn(p.turn as usize)),
        "over": p.over,
        "first_player": p.first_player,
        "to_act": to_act,
        "pending_bonus": p.pending_bonus,
        "event": event_json(p.event, p.event_token),
        "future_event": event_json(p.future_event, p.future_token),
        "market": market,
        "slots": slots,
        "decks_left": { "A": deck_left[0], "B": deck_left[1], "C": deck_left[2] },
        "events_left": events_left,
        "token_reserve": reserve,
        "token_discard": token_list(&p.token_discard),
        "discard": p.discard.iter().map(|&c| card_json(c)).collect::<Vec<_>>(),
        "events_discarded": p.events_discarded.iter().map(|&e| cards.event(e).id.clone()).collect::<Vec<_>>(),
        "players": players,
        "final_scores": p.final_scores.as_ref().map(|s| s.to_vec()),
    })
}

impl View {
    pub fn to_json(&self) -> serde_json::Value {
        let mut v = public_json(
            &self.cards,
            &self.public,
            self.deck_left,
            self.events_left,
            self.reserve,
        );
        v["observer"] = match self.observer {
            Observer::Seat(s) => serde_json::json!({ "seat": s }),
            Observer::Spectator => serde_json::json!("spectator"),
        };
        v
    }
}

impl Serialize for View {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.to_json().serialize(s)
    }
}

impl Spyrium {
    /// The whole state as JSON, hidden piles included (for `gaslamp replay` without
    /// `--seat`, debugging and golden files). Never send this to a player.
    pub fn full_state_json(&self) -> serde_json::Value {
        let d = self.deck_left();
        let mut v = public_json(
            &self.cards,
            &self.p,
            [d[0] as u8, d[1] as u8, d[2] as u8],
            self.events_left() as u8,
            self.reserve_len() as u8,
        );
        let deck = |k: usize| -> Vec<String> {
            self.h.piles.deck(k)[self.p.deck_drawn[k] as usize..]
                .iter()
                .map(|&c| self.cards.card(c).id.clone())
                .collect()
        };
        let mut reserve: Vec<u8> = self.h.reserve.as_slice().to_vec();
        reserve.reverse();
        v["hidden"] = serde_json::json!({
            "decks": { "A": deck(0), "B": deck(1), "C": deck(2) },
            "events": self.h.piles.events()[self.p.events_revealed as usize..]
                .iter().map(|&e| self.cards.event(e).id.clone()).collect::<Vec<_>>(),
            "token_reserve": reserve,
        });
        if self.p.over {
            let breakdown: Vec<_> = (0..self.num_players())
                .map(|s| serde_json::to_value(self.final_score(s)).expect("serializable"))
                .collect();
            v["final_breakdown"] = serde_json::Value::Array(breakdown);
        }
        v
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
    use crate::CardSet;
    use gaslamp_core::{rng_from_seed, Game};

    /// The unseen piles are worked out once per view; later draws from the same view
    /// (or a copy of it) are the same as draws from a fresh view with the same seed.
    #[test]
    fn draws_from_a_reused_view_match_draws_from_a_fresh_one() {
        let mut g = Spyrium::new_game(&CardSet::builtin(), 3, 11, None).unwrap();
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

    /// `clone_from` (which search bots use to reuse scratch states) gives a state
    /// equal to its source, whether the target shared its hidden piles or not.
    #[test]
    fn copying_into_a_state_gives_an_equal_state() {
        let a = Spyrium::new_game(&CardSet::builtin(), 3, 1, None).unwrap();
        let other = Spyrium::new_game(&CardSet::builtin(), 4, 2, None).unwrap();
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
