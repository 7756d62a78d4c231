//! The game interface every Gaslamp game implements.
//!
//! Spyrium, Crystal Palace, the bots, the server, the command line and the Python API
//! all talk to a game through the [`Game`] trait only. A game is a value: it is created
//! from a setup and a seed ([`Game::new_game`]), answers which seats must act now
//! ([`Game::to_act`], a set because some games have simultaneous secret moves), lists the
//! legal actions of a seat, applies an action or explains why it is illegal without
//! changing anything, and shows each seat only what that seat may see
//! ([`Game::view`]). Randomness comes from a seeded generator held inside the state
//! ([`GameRng`]), so a [`record::Record`] (setup + seed + actions) replays bit-for-bit.
//!
//! [`Match`] runs one game for any front door (terminal, arena, server, Python): it
//! checks and applies actions, keeps the record and a version number, and gives each
//! observer only what it may see. A refused action is a [`Refusal`]: a stable code
//! and a sentence.
//!
//! # Simultaneous seats
//!
//! When [`Game::to_act`] holds several seats, their actions are *simultaneous*. A game
//! that has such moments promises:
//!
//! 1. one seat's legal actions do not depend on another seat's pending choice (a seat
//!    that has chosen leaves `to_act`; the others' lists stay as they were);
//! 2. the result does not depend on the order in which the pending seats' actions are
//!    applied;
//! 3. a pending choice is visible only to its own seat — in views, events (through
//!    [`Game::filter_event`]), logs and action texts — until the last seat is in, when
//!    all are revealed together; [`Game::secret_pending`] is true meanwhile, so
//!    that [`Match`] withholds those actions from the record it gives to others.
//!

#[cfg(feature = "criterion")]
pub mod benches;
pub mod bot;
mod game_match;
#[cfg(feature = "testing")]
pub mod golden;
pub mod i18n;
pub mod message;
pub mod record;
pub mod refusal;
mod seats;
mod sheet;
pub mod tensors;
#[cfg(feature = "testing")]
pub mod testing;
mod untrusted;

pub use bot::{Bot, RandomBot};
pub use game_match::{Accepted, Match, ReplayStep};
pub use message::{Message, Reader, Value};
pub use record::{Record, RecordedAction, ReplayError, RECORD_VERSION};
pub use refusal::{codes, seat_refusal, Refusal};
pub use seats::{Seat, SeatSet};
pub use sheet::{shown_width, Align, Cell, Content, Flow, Line, Sheet, WIDTH};
pub use tensors::{ActionBlock, Observation, Tensors};
pub use untrusted::{untrusted, SHOWN_CHARS};

use rand::SeedableRng;
use serde::{de::DeserializeOwned, Deserialize, Serialize};
use std::fmt::Debug;
use std::hash::Hash;

/// The random generator every game keeps in its state. ChaCha8 is portable and fast;
/// the same seed gives the same stream on every machine.
pub type GameRng = rand_chacha::ChaCha8Rng;

/// A generator from a 64-bit seed.
pub fn rng_from_seed(seed: u64) -> GameRng {
    GameRng::seed_from_u64(seed)
}

/// Static facts about a game, the same for every state.
#[derive(Clone, Debug, Serialize)]
pub struct GameInfo {
    /// The name used in records and on the command line, e.g. `"spyrium"`.
    pub name: &'static str,
    pub min_players: usize,
    pub max_players: usize,
    /// Whether several seats may have to act at the same time (secret simultaneous moves).
    pub simultaneous: bool,
    /// Whether the game has chance (shuffles, dice, token draws).
    pub chance: bool,
    /// Whether some information is hidden from some or all seats.
    pub hidden_information: bool,
}

/// Who is looking at a game. In JSON, `{"seat": N}` or `"spectator"`, the same for
/// every game's views.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Observer {
    /// A player: sees the public information plus what is private to that seat.
    Seat(Seat),
    /// A spectator: sees the public information only.
    Spectator,
}

impl Observer {
    /// The observer's seat; `None` for a spectator.
    pub fn seat(self) -> Option<Seat> {
        match self {
            Observer::Seat(s) => Some(s),
            Observer::Spectator => None,
        }
    }
}

/// Why a game could not be created (bad player count, bad setup override, …).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct SetupError(pub String);

/// Why a text action could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct ParseError {
    /// The reason in the thread's language, to a reader without a table (made from
    /// `words` when there are words).
    pub message: String,
    /// The reason as a message, for an edge to say to its own reader. Text the
    /// reader typed is in it as [`Value::Text`], already made safe to show
    /// ([`untrusted`]).
    pub words: Option<Message>,
}

impl ParseError {
    /// A reason written as it is (a test game's, or one with nothing to translate).
    pub fn new(message: impl Into<String>) -> ParseError {
        ParseError {
            message: message.into(),
            words: None,
        }
    }

    /// A reason made as a message of `texts` (a game's files, or the shared ones),
    /// said in the thread's language to a reader without a table.
    pub fn said(texts: &i18n::Texts, words: Message) -> ParseError {
        let message = Reader {
            lang: i18n::lang(),
            seat: None,
            names: &[],
        }
        .say(texts, &words);
        ParseError {
            message,
            words: Some(words),
        }
    }
}

/// The result of a finished game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Final score of every seat.
    pub scores: Vec<i32>,
    /// Every seat with the highest score (ties share the win).
    pub winners: Vec<Seat>,
    /// Rank of every seat, 1 = best; tied seats share a rank.
    pub ranks: Vec<u32>,
}

impl Outcome {
    /// Builds winners and ranks from final scores (higher is better, ties share).
    pub fn from_scores(scores: Vec<i32>) -> Self {
        let best = scores.iter().copied().max().unwrap_or(0);
        let winners = (0..scores.len()).filter(|&s| scores[s] == best).collect();
        let ranks = scores
            .iter()
            .map(|&s| 1 + scores.iter().filter(|&&o| o > s).count() as u32)
            .collect();
        Outcome {
            scores,
            winners,
            ranks,
        }
    }

    /// The share of the win of `seat`: 1/k if it is one of k tied winners, else 0.
    pub fn win_share(&self, seat: Seat) -> f64 {
        if self.winners.contains(&seat) {
            1.0 / self.winners.len() as f64
        } else {
            0.0
        }
    }
}

/// One game's rules. A value of this type is a complete game state.
///
/// Implementations are pure: no I/O, no clock, no global randomness.
pub trait Game: Clone + Send + Sync + 'static {
    /// One decision of one seat. Every choice a card offers is a distinct action.
    type Action: Clone + PartialEq + Eq + Hash + Debug + Send + Sync + Serialize + DeserializeOwned;
    /// What one observer may see. Serializable; never contains hidden information.
    type View: Clone + Debug + PartialEq + Send + Sync + Serialize;
    /// Something that happened while an action was applied (for logs and clients).
    type Event: Clone + Debug + Send + Sync + Serialize;
    /// What a game is played with besides players and seed: its component set.
    type Components: Clone + Send + Sync + 'static;

    /// Static facts about the game.
    fn info() -> GameInfo;

    /// A new game. `setup` may fix the outcome of setup shuffles exactly (game-specific
    /// JSON, see the game's record documentation); everything it leaves open is drawn
    /// from `seed`.
    fn new_game(
        components: &Self::Components,
        players: usize,
        seed: u64,
        setup: Option<&serde_json::Value>,
    ) -> Result<Self, SetupError>;

    /// An identity of the component set in use (name and content hash), stored in records.
    fn components_id(components: &Self::Components) -> String;

    /// The most actions a game of `players` with `components` can take, whatever its
    /// players do: every game ends within it. Derived from the rules and the
    /// component set (each game documents how); harnesses stop a game there
    /// (`gaslamp_core::testing` fails a game that does not end within it, and
    /// learning environments report truncation at it).
    fn max_actions(components: &Self::Components, players: usize) -> u64;

    fn num_players(&self) -> usize;

    /// The seats that must act now; empty when the game is over.
    fn to_act(&self) -> SeatSet;

    /// Appends the legal actions of `seat` to `out` (nothing if `seat` need not act),
    /// in a stable order.
    fn legal_actions_into(&self, seat: Seat, out: &mut Vec<Self::Action>);

    /// The legal actions of `seat`.
    fn legal_actions(&self, seat: Seat) -> Vec<Self::Action> {
        let mut v = Vec::new();
        self.legal_actions_into(seat, &mut v);
        v
    }

    /// Whether `seat` may take `action` now, and if not, why: the same decision as
    /// membership of [`Game::legal_actions`], with a specific [`Refusal`]. It does not
    /// change or copy the state. The default looks the action up in the legal list
    /// and refuses with [`codes::NOT_LEGAL_NOW`]; games override it to say more.
    fn check(&self, seat: Seat, action: &Self::Action) -> Result<(), Refusal> {
        if let Some(r) = seat_refusal(self.num_players(), self.is_over(), self.to_act(), seat) {
            return Err(r);
        }
        if self.legal_actions(seat).contains(action) {
            Ok(())
        } else {
            Err(Refusal::new(
                codes::NOT_LEGAL_NOW,
                crate::tr!(
                    crate::i18n::SHARED,
                    "not-legal-now",
                    action = self.action_text(seat, action)
                ),
            ))
        }
    }

    /// Applies an action after checking it ([`Game::check`]). On error nothing has
    /// changed.
    fn apply(&mut self, seat: Seat, action: &Self::Action) -> Result<Vec<Self::Event>, Refusal>;

    /// Applies an action known to be legal (taken from [`Game::legal_actions`]), without
    /// checks or event log. For search loops; an illegal action here is a logic error.
    fn apply_unchecked(&mut self, seat: Seat, action: &Self::Action);

    /// What `observer` may see now.
    fn view(&self, observer: Observer) -> Self::View;

    /// The observer a view was made for (a bot learns its seat from it).
    fn view_observer(view: &Self::View) -> Observer;

    /// True while some seat has made a simultaneous choice that is not revealed yet
    /// (see "Simultaneous seats" above). Games without simultaneous moves keep the
    /// default, `false`.
    fn secret_pending(&self) -> bool {
        false
    }

    /// Filters an event for an observer; `None` when the observer may not see it.
    fn filter_event(&self, event: &Self::Event, observer: Observer) -> Option<Self::Event> {
        let _ = observer;
        Some(event.clone())
    }

    /// A full state consistent with `view`, with every hidden part (deck order, face-down
    /// tokens, secret choices) drawn at random. Used by search bots, which therefore never
    /// read hidden information. For any state `s` and seat `p`,
    /// `sample_from_view(&s.view(Seat(p)), rng).view(Seat(p)) == s.view(Seat(p))`.
    fn sample_from_view(view: &Self::View, rng: &mut GameRng) -> Self;

    fn is_over(&self) -> bool;

    /// The current score of every seat (the final score once the game is over).
    fn scores(&self) -> Vec<i32>;

    /// A quick estimate of how well each seat stands, on the scale of final scores
    /// (higher is better). Bots use it to judge a position without playing it to the
    /// end; at the end of the game it should be the final scores. It may only use what
    /// the state holds publicly plus the sampled hidden parts a bot itself drew.
    /// The default is the current scores.
    fn heuristic(&self) -> Vec<f64> {
        let mut out = Vec::with_capacity(self.num_players());
        self.heuristic_into(&mut out);
        out
    }

    /// [`Game::heuristic`] into a reused buffer (cleared first); search bots call it
    /// in their inner loop. A game implements this one or both.
    fn heuristic_into(&self, out: &mut Vec<f64>) {
        out.clear();
        out.extend(self.scores().into_iter().map(f64::from));
    }

    /// One seat's entry of [`Game::heuristic`]. Search rollouts use it to rank a
    /// seat's candidate actions, so a game may make it cheaper than the whole list.
    fn heuristic_seat(&self, seat: Seat) -> f64 {
        let mut out = Vec::with_capacity(self.num_players());
        self.heuristic_into(&mut out);
        out[seat]
    }

    /// How many actions a search bot's cheap rollout plays below its tree before it
    /// judges the position with [`Game::heuristic`], unless the bot is told
    /// otherwise: enough for a typical decision's consequences to reach the estimate.
    fn rollout_depth() -> u32 {
        12
    }

    /// Whether this state is a checkpoint: a point in the game where its estimate
    /// judges every seat alike (in Crystal Palace the start of a round, before any dice
    /// are chosen). A search that ends its rollouts at checkpoints (the game's own
    /// choice, [`Game::rollout_to_checkpoint`], or `ismcts:N:stop=1`) ends each rollout
    /// at the next one instead of after a fixed number of actions, the rollout depth
    /// then only capping it. The default: no state is one.
    fn rollout_checkpoint(&self) -> bool {
        false
    }

    /// Whether a search bot ends its rollouts at the next checkpoint
    /// ([`Game::rollout_checkpoint`]) unless told otherwise (`stop=0`). The default:
    /// no, they run the whole rollout depth.
    fn rollout_to_checkpoint() -> bool {
        false
    }

    /// How the greedy bot ranks the positions its legal actions lead to: by its seat's
    /// estimate minus the best other seat's (`true`, the default), or by its seat's
    /// estimate alone (`false`). The margin suits a game where one seat's gain is
    /// another's loss. It misleads where an action can carry the game on through steps
    /// that pay the other seats (their income, their turns): those gains then count
    /// against the action, and a free action that only puts them off (a loan) looks
    /// best.
    fn greedy_by_margin() -> bool {
        true
    }

    /// The result, once the game is over.
    fn outcome(&self) -> Option<Outcome>;

    /// The text notation of an action (see `docs/record-format.md`).
    fn action_text(&self, seat: Seat, action: &Self::Action) -> String;

    /// Reads an action in text notation for `seat` in the current state.
    fn parse_action(&self, seat: Seat, text: &str) -> Result<Self::Action, ParseError>;
}
