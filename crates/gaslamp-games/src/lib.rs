//! The registry: the one list of Gaslamp games, and what every front door needs of a
//! game beyond its rules.
//!
//! Each game is one line of the `registry!` call below. For each, the registry
//! knows its static facts ([`gaslamp_core::GameInfo`]), its default component set,
//! how to load another component set from bytes or a file (validated, with a size
//! limit), and its presentation ([`Presented`]: the board in words, the view as JSON,
//! events in words, the final report). Front doors reach a game in one of two ways:
//!
//! - generic and monomorphised, for speed (bots, arena, benchmarks, the terminal):
//!   [`visit`] calls a [`GameVisitor`] with the game's type;
//! - type-erased, for code that holds "any game" (server rooms, Python objects):
//!   [`find`] gives a [`AnyGame`], whose matches ([`AnyMatch`]) take and give text
//!   and JSON, and whose environments ([`AnyEnv`], [`Batch`]) take action indices
//!   and give observation vectors, for learning agents.

pub mod batch;
pub mod coach;
mod crystal_palace_entry;
pub mod env;
mod erased;
pub mod evaluate;
mod goofspiel_entry;
mod spyrium_entry;
pub mod summary;

pub use batch::{Batch, BatchRefusal, Buffers};
pub use env::{AnyEnv, Reward};
pub use erased::{
    ActionIn, AnyComponents, AnyGame, AnyMatch, BotTask, LegalAction, LogEntry, ReadAction,
    Submitted,
};
pub use evaluate::{Contender, Evaluation, Policy};
pub use summary::{Progress, Scores, SeatScore, Summary};

use gaslamp_core::i18n::Texts;
use gaslamp_core::{untrusted, Message, Seat, Sheet, Tensors};
use std::path::Path;

/// What a front door needs from a game besides the rules ([`Game`](gaslamp_core::Game)) and their
/// numeric form for learning agents ([`Tensors`]).
pub trait Presented: Tensors {
    /// The largest component file accepted, in bytes; larger files are refused before
    /// they are read.
    const MAX_COMPONENT_BYTES: u64;

    /// The game's own refusal codes, beyond the shared ones (`gaslamp_core::codes`);
    /// each is documented in `docs/refusal-codes.md`.
    const REFUSAL_CODES: &'static [&'static str];

    /// The component set shipped with the game.
    fn default_components() -> Self::Components;

    /// A component set from a file's contents: validated, every problem listed.
    fn components_from_bytes(bytes: &[u8]) -> Result<Self::Components, String>;

    /// Where the game stands, in one line (`Turn 2 of 6 (period A)`), as a message.
    fn banner(&self) -> Message;

    /// The board as the view's observer sees it, laid out for a terminal: at most 80
    /// columns and about 20 lines, so that a log and a prompt fit one screen. A sheet
    /// of messages, said at the edge to its reader ([`sheet_said`]).
    fn board(view: &Self::View) -> Sheet;

    /// Everything the view shows (card texts and all), for a player who asks for
    /// details; the default is the board.
    fn details(view: &Self::View) -> Sheet {
        Self::board(view)
    }

    /// The view as JSON, for clients.
    fn view_json(view: &Self::View) -> serde_json::Value;

    /// The game's words: its Fluent files, with which its messages are said (the
    /// shared ones, `gaslamp_core::i18n::SHARED`, fill in what they lack).
    fn texts() -> &'static Texts;

    /// One event as a message, for logs (`None`: nothing worth a line).
    fn event_message(&self, event: &Self::Event) -> Option<Message>;

    /// What `action` of `seat` does, with its costs and gains, as a message (a
    /// menu's line; said to the seat that may take it).
    fn action_message(&self, seat: Seat, action: &Self::Action) -> Message;

    /// The whole state, hidden parts included, as JSON: for debugging and test files,
    /// never for a player.
    fn full_state_json(&self) -> serde_json::Value;

    /// The end of the game: final scores with their parts, the winners, as a sheet.
    fn final_report(&self) -> Sheet;

    /// What a client draws the game's pieces from (card faces, their texts, which
    /// numbers are provisional), for a component set; public, the same for everyone.
    /// A JSON object; empty for a game whose pieces need no catalog.
    fn catalog_json(components: &Self::Components) -> serde_json::Value {
        let _ = components;
        serde_json::json!({})
    }

    /// How far the game has gone, in its own unit of time (the shell's turn line,
    /// the analysis points, the charts' axis).
    fn progress(&self) -> Progress;

    /// Each seat's score with its named parts: final once the game is over, else
    /// the score if the game ended now; `None` for a game without such a figure.
    /// It must follow from what every observer sees (it is sent to everyone), and
    /// at the end its totals are the outcome's scores.
    fn scores_with_parts(&self) -> Option<Scores> {
        None
    }

    /// Each seat's final score with its parts, as JSON, once the game is over.
    fn final_json(&self) -> serde_json::Value {
        serde_json::Value::Null
    }
}

/// `message` of game `G` said in the thread's language to `seat` (a spectator:
/// `None`) at a table without names, where a seat reads "player N": the lines of
/// the terminal, which has no names but seats.
pub fn said<G: Presented>(message: &Message, seat: Option<Seat>) -> String {
    gaslamp_core::Reader {
        lang: gaslamp_core::i18n::lang(),
        seat,
        names: &[],
    }
    .say(G::texts(), message)
}

/// `sheet` of game `G` as text for `reader` (the terminal's boards, Python's
/// observation strings).
pub fn sheet_said<G: Presented>(sheet: &Sheet, reader: &gaslamp_core::Reader) -> String {
    sheet.said(reader, G::texts())
}

/// Receives a game's type from [`visit`].
pub trait GameVisitor {
    type Output;
    fn visit<G: Presented>(self) -> Self::Output;
}

/// A game name that is not in the registry.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("there is no game called `{}`; the games are: {}", untrusted(.0), NAMES.join(", "))]
pub struct UnknownGame(pub String);

/// Why a component set could not be loaded.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ComponentError {
    #[error("cannot read {path}: {reason}")]
    Unreadable { path: String, reason: String },
    #[error("{path} has {size} bytes; a component file may have at most {limit}")]
    TooLarge { path: String, size: u64, limit: u64 },
    #[error("{0}")]
    Invalid(String),
}

/// Reads a whole file of at most `limit` bytes; a larger one is refused from its size,
/// before anything is read (and a file that grows while read is cut at the limit).
pub fn read_limited(path: &Path, limit: u64) -> Result<Vec<u8>, ComponentError> {
    use std::io::Read;
    let shown = untrusted(&path.display().to_string());
    let unreadable = |e: std::io::Error| ComponentError::Unreadable {
        path: shown.clone(),
        reason: e.to_string(),
    };
    let file = std::fs::File::open(path).map_err(unreadable)?;
    let size = file.metadata().map_err(unreadable)?.len();
    let too_large = |size| ComponentError::TooLarge {
        path: shown.clone(),
        size,
        limit,
    };
    if size > limit {
        return Err(too_large(size));
    }
    let mut bytes = Vec::with_capacity(size as usize);
    file.take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(unreadable)?;
    if bytes.len() as u64 > limit {
        return Err(too_large(bytes.len() as u64));
    }
    Ok(bytes)
}

/// Loads a component set: the game's own, or the file at `path`.
pub fn load_components<G: Presented>(path: Option<&Path>) -> Result<G::Components, ComponentError> {
    match path {
        None => Ok(G::default_components()),
        Some(p) => {
            let bytes = read_limited(p, G::MAX_COMPONENT_BYTES)?;
            G::components_from_bytes(&bytes).map_err(|e| {
                ComponentError::Invalid(format!(
                    "the component file {} is not usable: {e}",
                    untrusted(&p.display().to_string())
                ))
            })
        }
    }
}

/// The registry: one line per game, `"name" => Type`. The name is the one records
/// and the command line use; a test checks it equals `Game::info().name`.
macro_rules! registry {
    ($($name:literal => $ty:ty),* $(,)?) => {
        /// Every game's name, in the registry's order.
        pub const NAMES: &[&str] = &[$($name),*];

        /// Calls `visitor` with the type of the game called `name`.
        pub fn visit<V: GameVisitor>(name: &str, visitor: V) -> Result<V::Output, UnknownGame> {
            match name {
                $($name => Ok(visitor.visit::<$ty>()),)*
                _ => Err(UnknownGame(name.to_string())),
            }
        }

        /// The game called `name`, type-erased.
        pub fn find(name: &str) -> Result<&'static dyn AnyGame, UnknownGame> {
            match name {
                $($name => Ok(&erased::Entry::<$ty>::NEW),)*
                _ => Err(UnknownGame(name.to_string())),
            }
        }
    };
}

registry! {
    "spyrium" => spyrium::Spyrium,
    "goofspiel" => goofspiel::Goofspiel,
    "crystal-palace" => crystal_palace::CrystalPalace,
}

/// Every game, type-erased, in the registry's order.
pub fn all() -> impl Iterator<Item = &'static dyn AnyGame> {
    NAMES
        .iter()
        .map(|n| find(n).expect("every listed name is found"))
}
