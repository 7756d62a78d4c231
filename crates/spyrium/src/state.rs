//! The game state, setup, and the flow of turns (beginning of turn, end of turn, end
//! of game).
//!
//! The state is split into what everybody sees ([`Public`]) and what nobody sees
//! ([`Hidden`]: the order of the undealt decks, the face-down events, the face-down
//! token reserve, and the random generator). A seat's view is the public part; a
//! search bot rebuilds a hidden part at random from it (see `sample.rs`).

use crate::cards::{CardId, CardKind, Components, EventId, Period, Power, SYMBOL_FACTORY};
use crate::market::{Market, SPACES};
use crate::texts::TEXTS;
use crate::tokens::Tokens;
use gaslamp_core::{tr, GameRng, Seat, SetupError};
use rand::seq::SliceRandom;
use rand::Rng;
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use tinyvec::{ArrayVec, TinyVec};

pub const MAX_PLAYERS: usize = 5;
pub const MAX_BUILDINGS: usize = 64;

/// A player's phase in the current turn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Phase I.
    #[default]
    Placement,
    /// Phase II.
    Activation,
    /// Passed: no more actions this turn.
    Passed,
}

/// Everything about one player; all of it is public. `Copy`, like the rest of the
/// public state's fixed-size parts, so that copying a state (which search bots do
/// millions of times) is a plain memory copy.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Player {
    pub money: u32,
    pub spyrium: u32,
    /// Points on the score track (scored during play).
    pub score: u32,
    /// Index of the disc on the residence track (0 = the first space).
    pub residence: u8,
    /// Workers owned (3..=7).
    pub workers: u8,
    /// Workers on the start card, active.
    pub active: u8,
    /// Workers in the market.
    pub in_market: u8,
    /// Buildings in the neighbourhood, left to right.
    pub buildings: ArrayVec<[CardId; MAX_BUILDINGS]>,
    /// Bit `i`: building `i` is inclined.
    pub inclined: u64,
    /// Bits of `Power::bit`: techniques patented.
    pub techniques: u8,
    /// Bits of `Power::bit`: once-per-turn powers used this turn.
    pub powers_used: u8,
    /// Tokens kept with Commerce, by value 1, 2, 3.
    pub kept: [u8; 3],
    pub phase: Phase,
    pub event_used: bool,
    /// How many score-track bonuses were given (0, 1, 2).
    pub bonuses: u8,
    /// The first bonus taken, if any.
    pub first_bonus: Option<crate::actions::BonusKind>,
}

impl Player {
    pub fn has(&self, p: Power) -> bool {
        self.techniques & p.bit() != 0
    }
    /// Whether a once-per-turn power is owned and still unused this turn.
    pub fn power_ready(&self, p: Power) -> bool {
        self.has(p) && self.powers_used & p.bit() == 0
    }
    pub fn is_inclined(&self, b: usize) -> bool {
        self.inclined & (1 << b) != 0
    }
    /// Workers spent this turn (placed on buildings or removed from the market).
    pub fn used(&self) -> u8 {
        self.workers - self.active - self.in_market
    }
    pub fn kept_total(&self) -> u8 {
        self.kept.iter().sum()
    }
    /// How the resources went from `self` to `after`, signed: money, Spyrium, score,
    /// workers owned, residence space.
    pub fn changes_to(&self, after: &Player) -> [i64; 5] {
        let d = |x: u32, y: u32| i64::from(y) - i64::from(x);
        [
            d(self.money, after.money),
            d(self.spyrium, after.spyrium),
            d(self.score, after.score),
            d(self.workers.into(), after.workers.into()),
            d(self.residence.into(), after.residence.into()),
        ]
    }
}

/// The public part of the state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Public {
    pub players: ArrayVec<[Player; MAX_PLAYERS]>,
    /// 1-based turn; `turns + 1` once the game is over.
    pub turn: u8,
    pub first_player: u8,
    /// The seat whose turn it is (or who must choose a bonus).
    pub current: u8,
    /// The acting player must choose the 8 VP bonus before play goes on.
    pub pending_bonus: bool,
    pub market: Market,
    pub event: Option<EventId>,
    pub event_token: Option<u8>,
    pub future_event: Option<EventId>,
    pub future_token: Option<u8>,
    /// Cards dealt so far from each period deck.
    pub deck_drawn: [u8; 3],
    /// Events revealed so far (turn's events and the future event).
    pub events_revealed: u8,
    /// Discarded cards (market leftovers, replaced buildings), in discard order.
    pub discard: TinyVec<[CardId; 48]>,
    /// Discarded events, in order.
    pub events_discarded: ArrayVec<[EventId; 16]>,
    /// Tokens in the discard pile, by value.
    pub token_discard: [u8; 3],
    pub over: bool,
    /// Final scores once the game is over.
    pub final_scores: Option<ArrayVec<[i32; MAX_PLAYERS]>>,
}

/// The order of the card decks and the events, fixed when the state is made (at
/// setup, or when a bot draws a full state from a view). Play only reads it (the
/// public state counts what was dealt), so copies of a state share it. The three
/// decks and the events are kept end to end in one list (card and event ids are
/// both bytes), so that making one costs a single allocation.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Piles {
    order: Vec<u8>,
    /// Where each deck and the events start in `order`, and where they end.
    starts: [usize; 5],
}

impl Piles {
    /// Each period deck in dealing order, and the events in revealing order.
    pub fn new(decks: [&[CardId]; 3], events: &[EventId]) -> Self {
        let mut order =
            Vec::with_capacity(decks.iter().map(|d| d.len()).sum::<usize>() + events.len());
        let mut starts = [0; 5];
        for (k, d) in decks.iter().enumerate() {
            order.extend_from_slice(d);
            starts[k + 1] = order.len();
        }
        order.extend_from_slice(events);
        starts[4] = order.len();
        Piles { order, starts }
    }

    /// A period deck in dealing order (the first `deck_drawn` are already dealt).
    pub fn deck(&self, k: usize) -> &[CardId] {
        &self.order[self.starts[k]..self.starts[k + 1]]
    }

    /// The events in revealing order (the first `events_revealed` are already seen).
    pub fn events(&self) -> &[EventId] {
        &self.order[self.starts[3]..self.starts[4]]
    }

    /// The whole list and the bounds of its parts, for drawing new orders from it.
    pub(crate) fn parts_mut(&mut self) -> (&mut [u8], [usize; 5]) {
        (&mut self.order, self.starts)
    }
}

/// The hidden part of the state: seen by nobody.
#[derive(Debug, PartialEq)]
pub struct Hidden {
    pub piles: Arc<Piles>,
    /// The face-down token reserve; the last is drawn first.
    pub reserve: Tokens,
    pub rng: GameRng,
}

/// A Spyrium game.
#[derive(Debug, PartialEq)]
pub struct Spyrium {
    pub(crate) cards: Arc<Components>,
    pub(crate) p: Public,
    pub(crate) h: Hidden,
}

// Copies share the card set and the hidden piles. `clone_from` leaves a shared part
// alone when the target already holds the same one, so that search bots, which copy
// states of one determinization over and over, do not touch reference counts.
impl Clone for Hidden {
    fn clone(&self) -> Self {
        Hidden {
            piles: self.piles.clone(),
            reserve: self.reserve,
            rng: self.rng.clone(),
        }
    }

    fn clone_from(&mut self, source: &Self) {
        if !Arc::ptr_eq(&self.piles, &source.piles) {
            self.piles = source.piles.clone();
        }
        self.reserve = source.reserve;
        self.rng.clone_from(&source.rng);
    }
}

impl Clone for Spyrium {
    fn clone(&self) -> Self {
        Spyrium {
            cards: self.cards.clone(),
            p: self.p.clone(),
            h: self.h.clone(),
        }
    }

    fn clone_from(&mut self, source: &Self) {
        if !Arc::ptr_eq(&self.cards, &source.cards) {
            self.cards = source.cards.clone();
        }
        self.p.clone_from(&source.p);
        self.h.clone_from(&source.h);
    }
}

/// Explicit setup instead of shuffling (record field `setup`). Each list is put on top
/// of its pile in order; whatever it leaves out is shuffled below it from the seed.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SetupOverrides {
    /// Card ids by period (`"A"`, `"B"`, `"C"`), top of the deck first.
    #[serde(default)]
    pub decks: std::collections::BTreeMap<String, Vec<String>>,
    /// Event ids, first revealed first (the first is the future event at setup).
    #[serde(default)]
    pub events: Vec<String>,
    /// Token values in drawing order.
    #[serde(default)]
    pub tokens: Vec<u8>,
    /// The first player's seat.
    #[serde(default)]
    pub first_player: Option<usize>,
}

/// Puts `top` (must be a sub-multiset of `all`) first, shuffles the rest below it.
fn stack<T: Copy + PartialEq>(all: &[T], top: &[T], rng: &mut GameRng) -> Option<Vec<T>> {
    let mut rest = all.to_vec();
    for t in top {
        let i = rest.iter().position(|x| x == t)?;
        rest.swap_remove(i);
    }
    rest.shuffle(rng);
    let mut out = top.to_vec();
    out.extend(rest);
    Some(out)
}

impl Spyrium {
    /// A new game with `players` seats. See [`SetupOverrides`] for `setup`.
    pub fn new(
        cards: Arc<Components>,
        players: usize,
        seed: u64,
        setup: &SetupOverrides,
    ) -> Result<Self, SetupError> {
        if !(2..=MAX_PLAYERS).contains(&players) {
            return Err(SetupError(tr!(TEXTS, "setup-players", players = players)));
        }
        let mut rng = gaslamp_core::rng_from_seed(seed);
        let mut decks: [Vec<CardId>; 3] = Default::default();
        for key in setup.decks.keys() {
            if !["A", "B", "C"].contains(&key.as_str()) {
                return Err(SetupError(tr!(
                    TEXTS,
                    "setup-unknown-period",
                    period = crate::card_file::escape_controls(key, false)
                )));
            }
        }
        for period in Period::ALL {
            let name = format!("{period:?}");
            let mut top = Vec::new();
            for id in setup.decks.get(&name).into_iter().flatten() {
                let c = cards.card_by_id(id).ok_or_else(|| {
                    SetupError(tr!(
                        TEXTS,
                        "setup-unknown-card",
                        deck = name.as_str(),
                        id = crate::card_file::escape_controls(id, false)
                    ))
                })?;
                if cards.card(c).period != period {
                    return Err(SetupError(tr!(
                        TEXTS,
                        "setup-card-period",
                        deck = name.as_str(),
                        id = id.as_str(),
                        period = format!("{:?}", cards.card(c).period)
                    )));
                }
                top.push(c);
            }
            let deck =
                stack(&cards.period_cards[period.index()], &top, &mut rng).ok_or_else(|| {
                    SetupError(tr!(TEXTS, "setup-too-many-copies", deck = name.as_str()))
                })?;
            decks[period.index()] = deck;
        }
        let mut top = Vec::new();
        for id in &setup.events {
            top.push(cards.event_by_id(id).ok_or_else(|| {
                SetupError(tr!(
                    TEXTS,
                    "setup-unknown-event",
                    id = crate::card_file::escape_controls(id, false)
                ))
            })?);
        }
        let all_events: Vec<EventId> = (0..cards.events.len() as EventId).collect();
        let events = stack(&all_events, &top, &mut rng)
            .ok_or_else(|| SetupError(tr!(TEXTS, "setup-event-twice")))?;
        let mut all_tokens = Vec::new();
        for (v, &n) in cards.rules.tokens.iter().enumerate() {
            all_tokens.extend(std::iter::repeat_n(v as u8 + 1, n as usize));
        }
        if let Some(t) = setup.tokens.iter().find(|t| !(1..=3).contains(*t)) {
            return Err(SetupError(tr!(TEXTS, "setup-bad-token", value = *t)));
        }
        let order = stack(&all_tokens, &setup.tokens, &mut rng)
            .ok_or_else(|| SetupError(tr!(TEXTS, "setup-too-many-tokens")))?;
        // The reserve draws from its end: reverse so that `order[0]` is drawn first.
        let reserve = Tokens::from_iter(order.into_iter().rev());
        let first = match setup.first_player {
            Some(f) if f < players => f,
            Some(f) => {
                return Err(SetupError(tr!(
                    TEXTS,
                    "setup-no-such-seat",
                    seat = f,
                    players = players
                )))
            }
            None => rng.gen_range(0..players),
        };
        let r = &cards.rules;
        let player = Player {
            money: r.start_money as u32,
            spyrium: r.start_spyrium as u32,
            score: 0,
            residence: 0,
            workers: r.start_workers,
            active: r.start_workers,
            in_market: 0,
            buildings: ArrayVec::new(),
            inclined: 0,
            techniques: 0,
            powers_used: 0,
            kept: [0; 3],
            phase: Phase::Placement,
            event_used: false,
            bonuses: 0,
            first_bonus: None,
        };
        let mut g = Spyrium {
            p: Public {
                players: (0..players).map(|_| player).collect(),
                turn: 0,
                first_player: first as u8,
                current: first as u8,
                pending_bonus: false,
                market: Market::default(),
                event: None,
                event_token: None,
                future_event: None,
                future_token: None,
                deck_drawn: [0; 3],
                events_revealed: 0,
                discard: TinyVec::new(),
                events_discarded: ArrayVec::new(),
                token_discard: [0; 3],
                over: false,
                final_scores: None,
            },
            h: Hidden {
                piles: Arc::new(Piles::new([&decks[0], &decks[1], &decks[2]], &events)),
                reserve,
                rng,
            },
            cards,
        };
        // Setup: the first event is revealed on the Future events space (RULING 9).
        g.reveal_future_event();
        g.begin_turn();
        Ok(g)
    }

    /// The component set this game is played with (its card file, validated).
    pub fn components(&self) -> &Arc<Components> {
        &self.cards
    }
    pub fn public(&self) -> &Public {
        &self.p
    }
    /// Direct access to the public state, bypassing the rules: for tests that set up a
    /// rulebook situation, and for tools. Games played through `Game::apply` never
    /// need it.
    #[doc(hidden)]
    pub fn edit(&mut self) -> &mut Public {
        &mut self.p
    }
    pub fn player(&self, seat: Seat) -> &Player {
        &self.p.players[seat]
    }
    pub fn num_players(&self) -> usize {
        self.p.players.len()
    }
    pub fn turn(&self) -> usize {
        self.p.turn as usize
    }
    /// The period of the current turn.
    pub fn period(&self) -> Period {
        self.cards.period_of_turn(self.p.turn as usize)
    }
    /// The residence track value of a player's disc.
    pub fn residence_value(&self, seat: Seat) -> u32 {
        self.cards.rules.residence_track[self.p.players[seat].residence as usize] as u32
    }
    /// Token reserve size (face-down).
    pub fn reserve_len(&self) -> usize {
        self.h.reserve.len()
    }
    /// Undealt cards left in each period deck.
    pub fn deck_left(&self) -> [usize; 3] {
        std::array::from_fn(|k| self.h.piles.deck(k).len() - self.p.deck_drawn[k] as usize)
    }
    /// Events not yet revealed.
    pub fn events_left(&self) -> usize {
        self.h.piles.events().len() - self.p.events_revealed as usize
    }

    /// Draws a token from the reserve, reshuffling the discard pile into it when it is
    /// empty (RULING 8). `None` when both are empty.
    pub(crate) fn draw_token(&mut self) -> Option<u8> {
        if self.h.reserve.is_empty() {
            let d = std::mem::take(&mut self.p.token_discard);
            if d == [0; 3] {
                return None;
            }
            self.h.reserve = Tokens::from_counts(d);
            self.h.reserve.shuffle(&mut self.h.rng);
        }
        self.h.reserve.pop()
    }

    /// A used token goes to the discard pile.
    pub(crate) fn discard_token(&mut self, value: u8) {
        self.p.token_discard[value as usize - 1] += 1;
    }

    fn reveal_future_event(&mut self) {
        let i = self.p.events_revealed as usize;
        if i < self.h.piles.events().len() {
            let e = self.h.piles.events()[i];
            self.p.events_revealed += 1;
            self.p.future_event = Some(e);
            self.p.future_token = if self.cards.event(e).uses_token() {
                self.draw_token()
            } else {
                None
            };
        } else {
            self.p.future_event = None;
            self.p.future_token = None;
        }
    }

    /// Beginning of a turn: revenue, event, market, workers.
    fn begin_turn(&mut self) {
        self.p.turn += 1;
        // 1. Revenue from the residence track.
        for s in 0..self.num_players() {
            let v = self.residence_value(s);
            self.p.players[s].money += v;
        }
        // 2. The future event becomes the turn's event; the next one is revealed.
        self.p.event = self.p.future_event.take();
        self.p.event_token = self.p.future_token.take();
        self.reveal_future_event();
        // 3. The market: 9 cards of the current period, then their tokens.
        let k = self.period().index();
        let n = self.num_players() as u8;
        for pos in 0..SPACES {
            let i = self.p.deck_drawn[k] as usize;
            let card = self.h.piles.deck(k).get(i).copied();
            if card.is_some() {
                self.p.deck_drawn[k] += 1;
            }
            self.p.market.cards[pos] = card;
            self.p.market.tokens[pos] = [0; 3];
        }
        for pos in 0..SPACES {
            let Some(c) = self.p.market.cards[pos] else {
                continue;
            };
            let card = self.cards.card(c);
            if !card.tokens {
                continue;
            }
            // RULING 9: characters get players-1 tokens, buildings 1.
            let count = if card.kind == CardKind::Character {
                n - 1
            } else {
                1
            };
            for _ in 0..count {
                if let Some(v) = self.draw_token() {
                    self.p.market.tokens[pos][v as usize - 1] += 1;
                }
            }
        }
        // 4. Workers become active; everybody starts in Phase I.
        for pl in self.p.players.iter_mut() {
            pl.active = pl.workers;
            pl.in_market = 0;
            pl.phase = Phase::Placement;
            pl.event_used = false;
            pl.powers_used = 0;
        }
        self.p.current = self.p.first_player;
    }

    /// End of the turn (RULING 18), then the next turn or the end of the game.
    pub(crate) fn end_turn(&mut self) {
        for pos in 0..SPACES {
            if let Some(c) = self.p.market.cards[pos].take() {
                self.p.discard.push(c);
            }
            for v in 0..3 {
                self.p.token_discard[v] += self.p.market.tokens[pos][v];
            }
            self.p.market.tokens[pos] = [0; 3];
        }
        self.p.market.workers = Default::default();
        if let Some(e) = self.p.event.take() {
            self.p.events_discarded.push(e);
        }
        if let Some(t) = self.p.event_token.take() {
            self.discard_token(t);
        }
        for pl in self.p.players.iter_mut() {
            pl.inclined = 0;
            pl.powers_used = 0;
            pl.event_used = false;
        }
        let n = self.num_players() as u8;
        self.p.first_player = (self.p.first_player + 1) % n;
        if self.p.turn as usize >= self.cards.turns() {
            self.p.turn += 1;
            self.p.over = true;
            let scores = (0..self.num_players())
                .map(|s| self.final_total(s) as i32)
                .collect();
            self.p.final_scores = Some(scores);
        } else {
            self.begin_turn();
        }
    }

    /// Moves play to the next player who has not passed, or ends the turn.
    pub(crate) fn advance(&mut self) {
        let n = self.num_players() as u8;
        for k in 1..=n {
            let s = (self.p.current + k) % n;
            if self.p.players[s as usize].phase != Phase::Passed {
                self.p.current = s;
                return;
            }
        }
        self.end_turn();
    }

    /// The end VP of a seat's buildings.
    fn buildings_vp(&self, seat: Seat) -> u32 {
        self.p.players[seat]
            .buildings
            .iter()
            .map(|&b| self.cards.card(b).vp as u32)
            .sum()
    }

    /// Each patented technique's end VP, after the cap.
    pub(crate) fn technique_vps(&self, seat: Seat) -> impl Iterator<Item = (Power, u32)> + '_ {
        let cap = self.cards.rules.technique_cap as u32;
        let pl = &self.p.players[seat];
        Power::ALL
            .into_iter()
            .filter(move |&p| pl.has(p))
            .map(move |p| (p, crate::techniques::end_value(self, seat, p).min(cap)))
    }

    /// The end-of-game total of a seat if the game ended now (RULING 21), without
    /// the breakdown of [`Spyrium::final_score`] (no allocation: bots call it often).
    pub fn final_total(&self, seat: Seat) -> u32 {
        self.p.players[seat].score
            + self.buildings_vp(seat)
            + self.technique_vps(seat).map(|t| t.1).sum::<u32>()
    }

    /// The end-of-game score of a seat, broken down (RULING 21).
    pub fn final_score(&self, seat: Seat) -> FinalScore {
        FinalScore {
            track: self.p.players[seat].score as i32,
            buildings: self.buildings_vp(seat) as i32,
            techniques: self
                .technique_vps(seat)
                .map(|(p, v)| (p, v as i32))
                .collect(),
            total: self.final_total(seat) as i32,
        }
    }

    /// Sum of the end VP of a player's buildings with the factory symbol.
    pub(crate) fn factory_vp(&self, seat: Seat) -> u32 {
        self.p.players[seat]
            .buildings
            .iter()
            .map(|&b| self.cards.card(b))
            .filter(|c| c.symbols & SYMBOL_FACTORY != 0)
            .map(|c| c.vp as u32)
            .sum()
    }
}

/// A player's end-of-game score, broken down.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FinalScore {
    pub track: i32,
    pub buildings: i32,
    /// Each technique's VP, after the cap.
    pub techniques: Vec<(Power, i32)>,
    pub total: i32,
}
