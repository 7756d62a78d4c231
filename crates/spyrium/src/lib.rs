//! The Spyrium rules engine: every rule of the rulebook for 2-5 players, with the card
//! set loaded from a data file (`data/cards.toml`, embedded; another file can be
//! loaded at run time).
//!
//! Where the rule lives (a module per rulebook concept):
//! - `state.rs`: setup, beginning and end of turn, end of game and its scoring;
//! - `market.rs`: the 3×3 market and its 12 worker slots;
//! - `placement.rs`: Phase I, placing a worker (and workers leaving the market);
//! - `activation.rs`: Phase II, gain money and activate a card, and the effects cards
//!   and events share;
//! - `costs.rs`: what an activation costs and whether it is affordable;
//! - `buildings.rs`: where a building goes, using a building (Taylorism, Overtime);
//! - `events.rs`: the turn's event and its choices;
//! - `residence.rs`: the residence track;
//! - `bonus.rs`: the 8 / 20 VP score-track bonuses;
//! - `techniques.rs`: the seven techniques (end values, once-per-turn powers);
//! - `turn.rs`: carrying out one action and moving play on;
//! - `legality.rs`: the driver of the legality checks: the legal list and
//!   `Game::check` run the same predicates (kept in the modules above);
//! - `refusals.rs`: why an action is refused: the refusal codes and messages;
//! - `view.rs`: what a seat sees; `sample.rs`: states rebuilt from a view;
//!   `view_json.rs`: the JSON forms of views and states;
//! - `notation.rs`: the text notation of actions;
//! - `messages.rs`: events and actions as messages (`gaslamp_core::Message`), said at
//!   the edge to one reader: log lines, menu descriptions;
//! - `cards.rs`: the card set the rules read; `card_file.rs`: the card file, read as
//!   untrusted input, and its validation;
//! - `heuristic.rs`: the position estimate bots use.
//! - `text.rs`: the board, the details, the final report (sheets) and the cards'
//!   texts as messages, said at the edge to one reader; `texts.rs`: the
//!   Fluent files their words come from (`locales/*/spyrium.ftl` at the project's root).
//!
//! Unclear points follow `RULINGS.md`; `docs/spyrium-rules.md` lists each ruling.

pub mod actions;
mod activation;
mod bonus;
mod buildings;
mod card_file;
pub mod cards;
mod costs;
mod events;
pub mod heuristic;
mod legality;
pub mod market;
pub mod messages;
pub mod notation;
mod placement;
mod refusals;
mod residence;
mod sample;
pub mod state;
pub mod techniques;
pub mod tensors;
pub mod text;
pub mod texts;
pub mod tokens;
mod turn;
pub mod view;
pub mod view_json;

pub use actions::*;
pub use cards::{CardFileError, Components};
pub use costs::Cost;
pub use refusals::REFUSAL_CODES;
pub use state::{FinalScore, Phase, SetupOverrides, Spyrium};
pub use view::View;

use gaslamp_core::{
    Game, GameInfo, GameRng, Message, Observer, Outcome, ParseError, Refusal, Seat, SeatSet,
    SetupError,
};
use serde::Serialize;
use std::sync::Arc;

/// Something that happened during an action, for logs and clients: data, said to
/// each reader with [`Spyrium::event_message`]. All of it is public.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// A seat took an action: its text notation, and the action told to every reader
    /// ([`Spyrium::acted_message`], made from the position it was played in: the
    /// market changes with the action).
    Acted {
        seat: Seat,
        action: String,
        message: Message,
    },
    /// A player's resources changed by these amounts (signed: the message says
    /// "pays" or "gains").
    Changed {
        seat: Seat,
        money: i64,
        spyrium: i64,
        score: i64,
        workers: i64,
        residence: i64,
    },
    /// A new turn began (revenue paid, event revealed, market dealt).
    TurnStarted { turn: u8 },
    /// The game ended with these final scores.
    GameOver { scores: Vec<i32> },
}

impl Game for Spyrium {
    type Action = Action;
    type View = View;
    type Event = Event;
    type Components = Arc<Components>;

    fn info() -> GameInfo {
        GameInfo {
            name: "spyrium",
            min_players: 2,
            max_players: 5,
            simultaneous: false,
            chance: true,
            hidden_information: true,
        }
    }

    fn new_game(
        components: &Arc<Components>,
        players: usize,
        seed: u64,
        setup: Option<&serde_json::Value>,
    ) -> Result<Self, SetupError> {
        let overrides = match setup {
            None => SetupOverrides::default(),
            Some(v) => serde_json::from_value(v.clone()).map_err(|e| {
                SetupError(gaslamp_core::tr!(
                    texts::TEXTS,
                    "setup-unreadable",
                    error = e.to_string()
                ))
            })?,
        };
        Spyrium::new(components.clone(), players, seed, &overrides)
    }

    fn components_id(components: &Arc<Components>) -> String {
        components.id.clone()
    }

    /// Per seat and turn: a placement per worker (at most `max_workers`) in Phase I,
    /// a removal per worker (money or an activation) in Phase II, one use per owned
    /// building (a use inclines it; at most [`tensors::max_buildings`] owned), two more
    /// with the once-a-turn Taylorism and Overtime, the turn's one event and a pass;
    /// and once a game the first bonus's choice (`docs/spyrium-rules.md`, "Every game
    /// ends").
    fn max_actions(components: &Arc<Components>, players: usize) -> u64 {
        let workers = u64::from(components.rules.max_workers);
        let buildings = tensors::max_buildings(components) as u64;
        let per_turn = 2 * workers + buildings + 2 + 1 + 1;
        players as u64 * (components.turns() as u64 * per_turn + 1)
    }

    fn num_players(&self) -> usize {
        self.p.players.len()
    }

    fn to_act(&self) -> SeatSet {
        if self.p.over {
            SeatSet::EMPTY
        } else {
            SeatSet::single(self.p.current as usize)
        }
    }

    fn legal_actions_into(&self, seat: Seat, out: &mut Vec<Action>) {
        self.legal_into(seat, out);
    }

    fn check(&self, seat: Seat, action: &Action) -> Result<(), Refusal> {
        self.check_action(seat, action)
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, Refusal> {
        self.check(seat, action)?;
        let before: Vec<_> = self.p.players.iter().cloned().collect();
        let turn = self.p.turn;
        let mut events = vec![Event::Acted {
            seat,
            action: notation::action_text(action),
            message: self.acted_message(seat, action),
        }];
        self.apply_action(seat, action);
        // A new turn begins before its revenue is paid.
        if !self.p.over && self.p.turn != turn {
            events.push(Event::TurnStarted { turn: self.p.turn });
        }
        for (s, (b, a)) in before.iter().zip(self.p.players.iter()).enumerate() {
            let [money, spyrium, score, workers, residence] = b.changes_to(a);
            if [money, spyrium, score, workers, residence] != [0; 5] {
                events.push(Event::Changed {
                    seat: s,
                    money,
                    spyrium,
                    score,
                    workers,
                    residence,
                });
            }
        }
        if self.p.over {
            events.push(Event::GameOver {
                scores: self.scores(),
            });
        }
        Ok(events)
    }

    fn apply_unchecked(&mut self, seat: Seat, action: &Action) {
        self.apply_action(seat, action);
    }

    fn view(&self, observer: Observer) -> View {
        self.make_view(observer)
    }

    fn view_observer(view: &View) -> Observer {
        view.observer
    }

    fn sample_from_view(view: &View, rng: &mut GameRng) -> Self {
        view::sample(view, rng)
    }

    fn is_over(&self) -> bool {
        self.p.over
    }

    fn scores(&self) -> Vec<i32> {
        match &self.p.final_scores {
            Some(s) => s.to_vec(),
            None => self.p.players.iter().map(|p| p.score as i32).collect(),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        self.p
            .final_scores
            .as_ref()
            .map(|s| Outcome::from_scores(s.to_vec()))
    }

    fn action_text(&self, _seat: Seat, action: &Action) -> String {
        notation::action_text(action)
    }

    fn parse_action(&self, _seat: Seat, text: &str) -> Result<Action, ParseError> {
        notation::parse_action(text)
    }

    fn heuristic_into(&self, out: &mut Vec<f64>) {
        self.estimate_into(&heuristic::Weights::default(), out)
    }

    fn heuristic_seat(&self, seat: Seat) -> f64 {
        self.estimate_one(seat, &heuristic::Weights::DEFAULT)
    }
}
