//! Goofspiel for 2-5 players: the simultaneous-move game of Gaslamp, and the test bed
//! for simultaneous seats (see "Simultaneous seats" in `gaslamp_core`).
//!
//! # Rules as implemented
//!
//! - Every player holds the cards `1..=N` ([`Components::cards`], default 8, 1 to 13).
//! - A prize deck `1..=N` is shuffled from the seed (its order is hidden; which prizes
//!   are left is public). At the start of each round its top card is turned face up:
//!   the *prize*, worth its number in points.
//! - Every player bids one card from hand, secretly and at the same time: all seats
//!   that have not bid yet are in [`Game::to_act`], in any order.
//! - When the last bid is in, all bids are revealed together. The single highest bid
//!   wins the prize. **If several players tie for the highest bid, the prize is
//!   discarded** (nobody scores it; lower bids do not get a second chance). Bid cards
//!   are discarded in every case.
//! - After `N` rounds the game ends; the score is the sum of the prizes won, the
//!   highest score wins (ties share the win).
//!
//! # What each seat sees
//!
//! Every hand is public (cards played are revealed each round, so everyone can work
//! them out in the real game), as are the prize, the prizes left (not their order),
//! the scores, every past round, and *which* seats have bid this round. A pending bid
//! is seen only by its own seat ([`View::my_bid`]); in a seat's hand it still counts
//! as held until the reveal, so hands give nothing away. Events: [`Event::Bid`] shows
//! the card to the bidder only (others get `card: null`); [`Event::Revealed`] shows
//! every bid at once.
//!
//! # Notation
//!
//! `bid 5` (case and spacing free: ` BID  5 `).
//!
//! # Refusal codes
//!
//! The shared `no_such_seat`, `game_over`, `not_your_turn` (also for a seat that has
//! already bid this round: it is no longer in `to_act`), `unreadable_action` (from the
//! match runner), and the game's own, listed in [`REFUSAL_CODES`]:
//! - `no_such_card`: the bid is not a card of this game (`0`, or above `N`);
//! - `card_not_in_hand`: the card was already played in an earlier round.
//!
//! # Setup overrides
//!
//! `{"prizes": [3, 1, 2]}` fixes the prize order (first revealed first); it must be a
//! permutation of `1..=N`.

use gaslamp_core::{
    seat_refusal, Game, GameInfo, GameRng, Message, Observer, Outcome, ParseError, Refusal, Seat,
    SeatSet, SetupError, Value,
};
use rand::seq::SliceRandom;
use rand::Rng;
use serde::{Deserialize, Serialize};

pub mod tensors;
pub mod text;
use text::TEXTS;

/// The game's name in records and on the command line.
pub const NAME: &str = "goofspiel";
/// The largest hand ([`Components::cards`]).
pub const MAX_CARDS: u8 = 13;

/// The bid is not a card of this game (0, or above the number of cards).
pub const NO_SUCH_CARD: &str = "no_such_card";
/// The card was already played in an earlier round.
pub const CARD_NOT_IN_HAND: &str = "card_not_in_hand";

/// Goofspiel's own refusal codes (beyond the shared ones in `gaslamp_core::codes`).
pub const REFUSAL_CODES: &[&str] = &[NO_SUCH_CARD, CARD_NOT_IN_HAND];

/// What a game is played with: the number of cards per hand (and prizes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Components {
    /// Cards `1..=cards` in every hand and in the prize deck; 1 to [`MAX_CARDS`].
    pub cards: u8,
}

impl Default for Components {
    fn default() -> Self {
        Components { cards: 8 }
    }
}

impl Components {
    /// The component set of `cards` cards per hand, validated.
    pub fn new(cards: u8) -> Result<Self, SetupError> {
        let o = Components { cards };
        o.validate()?;
        Ok(o)
    }

    /// Whether the number of cards is allowed.
    pub fn validate(&self) -> Result<(), SetupError> {
        if (1..=MAX_CARDS).contains(&self.cards) {
            Ok(())
        } else {
            Err(SetupError(format!(
                "Goofspiel is played with 1 to {MAX_CARDS} cards per hand, not {}",
                self.cards
            )))
        }
    }

    /// The components named by an [`Game::components_id`] such as `goofspiel-8`.
    pub fn from_id(id: &str) -> Result<Self, SetupError> {
        let n = id
            .strip_prefix("goofspiel-")
            .and_then(|n| n.parse::<u8>().ok())
            .ok_or_else(|| {
                SetupError(format!(
                    "`{}` is not a Goofspiel component set: expected `goofspiel-N` with N from 1 to {MAX_CARDS}",
                    shorten(id)
                ))
            })?;
        Components::new(n)
    }
}

/// One decision: the card a seat bids this round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Action {
    Bid(u8),
}

/// A finished round, public once revealed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundResult {
    pub prize: u8,
    /// Every seat's bid, by seat.
    pub bids: Vec<u8>,
    /// The single highest bidder; `None` when the highest bid was tied (prize discarded).
    pub winner: Option<Seat>,
}

/// Something that happened while an action was applied.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// A seat has bid. `card` is shown to that seat only; everybody else gets `None`.
    Bid { seat: Seat, card: Option<u8> },
    /// The last bid is in: every bid is revealed and the prize goes to `winner`
    /// (`None`: tied highest bids, the prize is discarded).
    Revealed {
        round: u8,
        prize: u8,
        bids: Vec<u8>,
        winner: Option<Seat>,
    },
    /// A new round's prize is turned face up (the first round's prize is in the
    /// initial view: a new game has no events).
    PrizeRevealed { round: u8, prize: u8 },
    /// The game ended with these final scores.
    GameOver { scores: Vec<i32> },
}

/// What one observer may see.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    pub observer: Observer,
    pub players: usize,
    pub cards: u8,
    /// The current round, 1-based (the last round's number once the game is over).
    pub round: u8,
    /// The prize of this round; `None` once the game is over.
    pub prize: Option<u8>,
    /// The prizes not revealed yet, ascending (their order is hidden).
    pub prizes_left: Vec<u8>,
    /// Every seat's hand, ascending; a pending bid still counts as held.
    pub hands: Vec<Vec<u8>>,
    pub scores: Vec<i32>,
    /// Which seats have bid this round (not what).
    pub has_bid: Vec<bool>,
    /// The observer's own bid this round, if it has bid.
    pub my_bid: Option<u8>,
    /// Every finished round.
    pub history: Vec<RoundResult>,
    pub over: bool,
}

/// A Goofspiel state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Goofspiel {
    cards: u8,
    /// Bit `c` set: card `c` still in hand (a pending bid is still in hand).
    hands: Vec<u16>,
    /// This round's bids, revealed when the last one is in.
    bids: Vec<Option<u8>>,
    /// The prizes not revealed yet; the next one is the last.
    deck: Vec<u8>,
    /// The face-up prize; `None` once the game is over.
    prize: Option<u8>,
    scores: Vec<i32>,
    history: Vec<RoundResult>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SetupOverrides {
    prizes: Vec<u8>,
}

fn cards_of(mask: u16) -> impl Iterator<Item = u8> {
    (1..=MAX_CARDS).filter(move |&c| mask & (1 << c) != 0)
}

fn full_hand(cards: u8) -> u16 {
    ((1u32 << (cards + 1)) - 2) as u16
}

/// Untrusted text made printable: control characters escaped, at most ~200 characters.
fn shorten(text: &str) -> String {
    let mut out = String::new();
    for (i, ch) in text.chars().enumerate() {
        if i >= 200 {
            out.push('…');
            break;
        }
        if ch.is_control() {
            out.extend(ch.escape_default());
        } else {
            out.push(ch);
        }
    }
    out
}

impl Goofspiel {
    /// What `action` of `seat` does, as a message for a menu: the card, the prize it
    /// is for and the cards left after it.
    pub fn action_message(&self, seat: Seat, action: &Action) -> gaslamp_core::Message {
        let Action::Bid(c) = *action;
        let left = cards_of(self.hands.get(seat).copied().unwrap_or(0) & !(1 << c));
        text::bid_message(c, self.prize, left)
    }

    /// A new game with the prizes revealed in `prizes` order (first revealed first).
    fn with_prizes(cards: u8, players: usize, prizes: &[u8]) -> Self {
        let mut deck: Vec<u8> = prizes.iter().rev().copied().collect();
        let prize = deck.pop();
        Goofspiel {
            cards,
            hands: vec![full_hand(cards); players],
            bids: vec![None; players],
            deck,
            prize,
            scores: vec![0; players],
            history: Vec::new(),
        }
    }

    /// The current round, 1-based (the last round once the game is over).
    pub fn round(&self) -> u8 {
        (self.history.len() as u8 + u8::from(self.prize.is_some())).max(1)
    }

    /// The number of cards in each hand, and of rounds.
    pub fn cards(&self) -> u8 {
        self.cards
    }

    /// The face-up prize; `None` once the game is over.
    pub fn prize(&self) -> Option<u8> {
        self.prize
    }

    /// The cards of `seat` still in hand (a pending bid included), ascending.
    pub fn hand(&self, seat: Seat) -> Vec<u8> {
        cards_of(self.hands[seat]).collect()
    }

    /// Every finished round.
    pub fn history(&self) -> &[RoundResult] {
        &self.history
    }

    /// Why `seat` may not take `action` now, as a message (`None`: it may): the
    /// shared seat refusals, a card the game does not have, a card already played.
    fn refuse(&self, seat: Seat, action: &Action) -> Option<Refusal> {
        if let Some(r) = seat_refusal(self.num_players(), self.is_over(), self.to_act(), seat) {
            return Some(r);
        }
        let Action::Bid(card) = *action;
        if card == 0 || card > self.cards {
            let words = Message::new("no-such-card")
                .number("card", card)
                .number("cards", self.cards);
            return Some(Refusal::said(NO_SUCH_CARD, &TEXTS, words));
        }
        if self.hands[seat] & (1 << card) == 0 {
            let words = Message::new("card-not-in-hand")
                .number("card", card)
                .list("hand", text::cards_listed(cards_of(self.hands[seat])));
            return Some(Refusal::said(CARD_NOT_IN_HAND, &TEXTS, words));
        }
        None
    }

    /// Records a bid; when it is the last one, reveals and scores the round.
    fn bid(&mut self, seat: Seat, card: u8, events: Option<&mut Vec<Event>>) {
        self.bids[seat] = Some(card);
        if self.bids.iter().any(Option::is_none) {
            return;
        }
        let bids: Vec<u8> = self.bids.iter().map(|b| b.unwrap_or(0)).collect();
        let prize = self.prize.unwrap_or(0);
        let high = bids.iter().copied().max().unwrap_or(0);
        let mut top = (0..bids.len()).filter(|&s| bids[s] == high);
        let winner = match (top.next(), top.next()) {
            (Some(s), None) => Some(s),
            _ => None,
        };
        if let Some(w) = winner {
            self.scores[w] += i32::from(prize);
        }
        for (s, &b) in bids.iter().enumerate() {
            self.hands[s] &= !(1 << b);
            self.bids[s] = None;
        }
        let round = self.round();
        self.history.push(RoundResult {
            prize,
            bids: bids.clone(),
            winner,
        });
        self.prize = self.deck.pop();
        if let Some(events) = events {
            events.push(Event::Revealed {
                round,
                prize,
                bids,
                winner,
            });
            match self.prize {
                Some(p) => events.push(Event::PrizeRevealed {
                    round: round + 1,
                    prize: p,
                }),
                None => events.push(Event::GameOver {
                    scores: self.scores.clone(),
                }),
            }
        }
    }

    /// The chance that `seat` wins the current prize with `card`, against the bids
    /// already in (sampled ones, in a search) and a uniformly random card of every
    /// other seat's hand.
    fn win_chance(&self, seat: Seat, card: u8) -> f64 {
        let mut p = 1.0;
        for q in 0..self.hands.len() {
            if q == seat {
                continue;
            }
            match self.bids[q] {
                Some(b) => {
                    if b >= card {
                        return 0.0;
                    }
                }
                None => {
                    let hand = self.hands[q];
                    let below = hand & ((1u16 << card) - 1);
                    p *= below.count_ones() as f64 / hand.count_ones().max(1) as f64;
                }
            }
        }
        p
    }

    fn estimate(&self, seat: Seat, strength: &[f64], total: f64, future: f64) -> f64 {
        let score = f64::from(self.scores[seat]);
        let Some(prize) = self.prize else {
            return score;
        };
        let current = match self.bids[seat] {
            Some(b) => self.win_chance(seat, b),
            None => {
                let hand = self.hands[seat];
                cards_of(hand)
                    .map(|c| self.win_chance(seat, c))
                    .sum::<f64>()
                    / hand.count_ones().max(1) as f64
            }
        };
        let share = if total > 0.0 {
            strength[seat] / total
        } else {
            1.0 / strength.len() as f64
        };
        score + f64::from(prize) * current + future * share
    }

    /// The strength of every seat's cards after this round (a pending bid spent, an
    /// unknown one counted as an average card), their total, and the points left in
    /// the prize deck.
    fn strengths(&self) -> (Vec<f64>, f64, f64) {
        let strength: Vec<f64> = (0..self.hands.len())
            .map(|s| {
                let sum: f64 = cards_of(self.hands[s]).map(f64::from).sum();
                let n = self.hands[s].count_ones().max(1) as f64;
                match self.bids[s] {
                    Some(b) => sum - f64::from(b),
                    None => sum - sum / n,
                }
            })
            .collect();
        let total = strength.iter().sum();
        let future = self.deck.iter().copied().map(f64::from).sum();
        (strength, total, future)
    }
}

impl Game for Goofspiel {
    type Action = Action;
    type View = View;
    type Event = Event;
    type Components = Components;

    fn info() -> GameInfo {
        GameInfo {
            name: NAME,
            min_players: 2,
            max_players: 5,
            simultaneous: true,
            chance: true,
            hidden_information: true,
        }
    }

    fn new_game(
        components: &Components,
        players: usize,
        seed: u64,
        setup: Option<&serde_json::Value>,
    ) -> Result<Self, SetupError> {
        components.validate()?;
        let info = Self::info();
        if !(info.min_players..=info.max_players).contains(&players) {
            return Err(SetupError(format!(
                "Goofspiel is for {} to {} players, not {players}",
                info.min_players, info.max_players
            )));
        }
        let n = components.cards;
        let prizes: Vec<u8> = match setup {
            None => {
                let mut p: Vec<u8> = (1..=n).collect();
                p.shuffle(&mut gaslamp_core::rng_from_seed(seed));
                p
            }
            Some(v) => {
                let o: SetupOverrides = serde_json::from_value(v.clone()).map_err(|e| {
                    SetupError(format!("setup: {e}; expected {{\"prizes\": [...]}}"))
                })?;
                let mut sorted = o.prizes.clone();
                sorted.sort_unstable();
                if sorted != (1..=n).collect::<Vec<u8>>() {
                    return Err(SetupError(format!(
                        "setup: `prizes` must hold each of 1 to {n} exactly once, in the order they are revealed; got {:?}",
                        o.prizes
                    )));
                }
                o.prizes
            }
        };
        Ok(Goofspiel::with_prizes(n, players, &prizes))
    }

    fn components_id(components: &Components) -> String {
        format!("{NAME}-{}", components.cards)
    }

    /// One bid a seat and round, one round a prize card.
    fn max_actions(components: &Components, players: usize) -> u64 {
        u64::from(components.cards) * players as u64
    }

    fn num_players(&self) -> usize {
        self.hands.len()
    }

    fn to_act(&self) -> SeatSet {
        if self.prize.is_none() {
            return SeatSet::EMPTY;
        }
        (0..self.bids.len())
            .filter(|&s| self.bids[s].is_none())
            .collect()
    }

    fn legal_actions_into(&self, seat: Seat, out: &mut Vec<Action>) {
        if self.prize.is_some() && seat < self.bids.len() && self.bids[seat].is_none() {
            out.extend(cards_of(self.hands[seat]).map(Action::Bid));
        }
    }

    fn check(&self, seat: Seat, action: &Action) -> Result<(), Refusal> {
        match self.refuse(seat, action) {
            Some(r) => Err(r),
            None => Ok(()),
        }
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, Refusal> {
        self.check(seat, action)?;
        let Action::Bid(card) = *action;
        let mut events = vec![Event::Bid {
            seat,
            card: Some(card),
        }];
        self.bid(seat, card, Some(&mut events));
        Ok(events)
    }

    fn apply_unchecked(&mut self, seat: Seat, action: &Action) {
        let Action::Bid(card) = *action;
        self.bid(seat, card, None);
    }

    fn view(&self, observer: Observer) -> View {
        let mut prizes_left = self.deck.clone();
        prizes_left.sort_unstable();
        View {
            observer,
            players: self.num_players(),
            cards: self.cards,
            round: self.round(),
            prize: self.prize,
            prizes_left,
            hands: (0..self.num_players()).map(|s| self.hand(s)).collect(),
            scores: self.scores.clone(),
            has_bid: self.bids.iter().map(Option::is_some).collect(),
            my_bid: match observer {
                Observer::Seat(s) => self.bids.get(s).copied().flatten(),
                Observer::Spectator => None,
            },
            history: self.history.clone(),
            over: self.is_over(),
        }
    }

    fn view_observer(view: &View) -> Observer {
        view.observer
    }

    fn secret_pending(&self) -> bool {
        self.bids.iter().any(Option::is_some)
    }

    fn filter_event(&self, event: &Event, observer: Observer) -> Option<Event> {
        match event {
            Event::Bid { seat, card } if observer != Observer::Seat(*seat) && card.is_some() => {
                Some(Event::Bid {
                    seat: *seat,
                    card: None,
                })
            }
            e => Some(e.clone()),
        }
    }

    fn sample_from_view(view: &View, rng: &mut GameRng) -> Self {
        let mut deck = view.prizes_left.clone();
        deck.shuffle(rng);
        let hands: Vec<u16> = view
            .hands
            .iter()
            .map(|h| h.iter().fold(0u16, |m, &c| m | (1 << c)))
            .collect();
        let bids = (0..view.players)
            .map(|s| {
                if !view.has_bid[s] {
                    None
                } else if view.observer == Observer::Seat(s) {
                    view.my_bid
                } else {
                    // A card it still holds (a pending bid is still in hand).
                    let h = &view.hands[s];
                    (!h.is_empty()).then(|| h[rng.gen_range(0..h.len())])
                }
            })
            .collect();
        Goofspiel {
            cards: view.cards,
            hands,
            bids,
            deck,
            prize: view.prize,
            scores: view.scores.clone(),
            history: view.history.clone(),
        }
    }

    fn is_over(&self) -> bool {
        self.prize.is_none()
    }

    fn scores(&self) -> Vec<i32> {
        self.scores.clone()
    }

    fn heuristic_into(&self, out: &mut Vec<f64>) {
        out.clear();
        let (strength, total, future) = self.strengths();
        out.extend((0..self.num_players()).map(|s| self.estimate(s, &strength, total, future)));
    }

    fn heuristic_seat(&self, seat: Seat) -> f64 {
        let (strength, total, future) = self.strengths();
        self.estimate(seat, &strength, total, future)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.is_over()
            .then(|| Outcome::from_scores(self.scores.clone()))
    }

    fn action_text(&self, _seat: Seat, action: &Action) -> String {
        let Action::Bid(c) = action;
        format!("bid {c}")
    }

    fn parse_action(&self, _seat: Seat, text: &str) -> Result<Action, ParseError> {
        let lower = text.trim().to_ascii_lowercase();
        let mut words = lower.split_whitespace();
        // Why it cannot be read, then what to write: every reason ends with it.
        let why = |id: &'static str, word: Option<&str>| {
            let mut m = Message::new(id).message("expected", Message::new("parse-expected"));
            if let Some(w) = word {
                m = m.arg("word", Value::Text(gaslamp_core::untrusted(w)));
            }
            Err(ParseError::said(&TEXTS, m))
        };
        match (words.next(), words.next(), words.next()) {
            (None, _, _) => why("parse-empty", None),
            (Some("bid"), None, _) => why("parse-needs-card", None),
            (Some("bid"), Some(n), None) => match n.parse::<u8>() {
                Ok(c) => Ok(Action::Bid(c)),
                Err(_) => why("parse-not-number", Some(n)),
            },
            (Some("bid"), Some(_), Some(_)) => why("parse-one-card", None),
            (Some(w), _, _) => why("parse-unknown", Some(w)),
        }
    }
}

#[cfg(test)]
mod tests;
