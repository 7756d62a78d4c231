//! A room: one game, owned by one task (its actor, [`actor`]) that holds the match, the
//! seats, the connections, the moves so far, the chat, the bots' and clocks' work in
//! progress and the room's timers. Nothing else holds any of it: the HTTP handlers,
//! the sockets, the other server nodes (through [`crate::nodes`]), the bots and the
//! clocks send it a [`Command`] and, where they need one, await its reply. The room
//! handles one command at a time, in the order they arrive, in one `match`
//! ([`actor::RoomActor::handle`]), so "who holds this seat" or "which version is
//! the game at" has one answer at every moment.
//!
//! An action goes: read (text or JSON) → checked by the engine → committed to storage
//! as the room's next action number (for a person's action, only while the seat is
//! still theirs) → applied → acknowledged → sent to every connection as *that
//! observer's* view, legal actions and log. A refusal changes nothing.
//!
//! A change of a seat's holder (a person leaves, someone joins, another node seated
//! someone) closes every connection of the old holder at once, in the same step: the
//! next message the room sends for that seat can only reach the new holder's
//! connections, and an action from an old connection finds no seat to act for.

pub mod actor;
mod chat;
mod connections;
pub mod listing;
mod moves;
mod play;
mod replays;
mod searches;
mod seats;

pub use actor::{NewRoom, RoomActor};
pub use chat::{CHAT_SENT, MAX_CHAT_LINES};
pub use moves::LOGS_KEPT;
pub use seats::Occupant;

use crate::protocol::ServerMessage;
use gaslamp_ai::BotSpec;
use gaslamp_core::{Record, Refusal, Seat};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::sync::Arc;
use tokio::sync::{mpsc, oneshot};

/// A message ready to send: serialized once in the room, and shared (not copied)
/// between the connections that get the same one.
pub type Outgoing = tokio_tungstenite::tungstenite::Utf8Bytes;

/// Messages waiting for a slow connection before it is dropped.
pub const OUTBOX: usize = 256;

/// Commands waiting for a room before their senders wait. They wait boxed, so a
/// room's mailbox takes a pointer a slot.
pub const MAILBOX: usize = 64;

/// A connection of a room, numbered by the room.
pub type ConnId = u64;

/// Where a reply goes.
pub type Reply<T> = oneshot::Sender<T>;

/// Everything a room can be asked or told. Each is handled by the room's task, one at
/// a time, in [`actor::RoomActor::handle`].
pub enum Command {
    /// A connection opens: as the seat whose token hashes to `holder`, or as a
    /// spectator. The reply carries its messages' receiving end.
    Watch {
        holder: Option<String>,
        since: u64,
        lang: gaslamp_core::i18n::Lang,
        reply: Reply<Result<Watching, RoomError>>,
    },
    /// A connection closed.
    Unwatch { conn: ConnId },
    /// An action from a connection, for the seat the connection holds now.
    Act {
        conn: ConnId,
        id: String,
        input: ActionInput,
        reply: Reply<ServerMessage>,
    },
    /// A chat line from a connection (only a seat's connections may chat).
    Chat {
        conn: ConnId,
        text: String,
        reply: Reply<Result<(), ServerMessage>>,
    },
    /// A player asks for a seat (`None`: the first open one).
    Join {
        player: Player,
        seat: Option<Seat>,
        reply: Reply<Result<Joined, RoomError>>,
    },
    /// A player leaves their seat.
    Leave {
        player: String,
        seat: Seat,
        reply: Reply<Result<(), RoomError>>,
    },
    /// What the lobby shows of the room.
    Summary { reply: Reply<Summary> },
    /// The lobby found no listing of the room (it was stored before listings were
    /// kept): the room writes it ([`crate::storage::Store::fill_listing`]) and
    /// answers its summary.
    FillListing { reply: Reply<Summary> },
    /// The full record, once the game is over.
    Record {
        reply: Reply<Result<Record, RoomError>>,
    },
    /// The finished game step by step.
    Replay {
        lang: gaslamp_core::i18n::Lang,
        reply: Reply<Result<Value, RoomError>>,
    },
    /// The win chances at one point of the finished game: stored, or a search to run.
    Analysis {
        point: usize,
        reply: Reply<Result<Search, RoomError>>,
    },
    /// The coach on a finished game: `seat`'s judged moves (`mv: None`), or the
    /// judgement of one of them: stored, or a search to run.
    Coach {
        seat: Seat,
        mv: Option<usize>,
        reply: Reply<Result<Search, RoomError>>,
    },
    /// A hint for the seat whose token hashes to `holder`: known, or a search to run.
    Hint {
        holder: String,
        lang: gaslamp_core::i18n::Lang,
        reply: Reply<Result<Search, RoomError>>,
    },
    /// A search the room handed out has ended: its result, or `None` (it did not run:
    /// the server was busy, or it failed).
    Searched {
        kind: SearchKind,
        result: Option<Value>,
    },
    /// A bot's decision for `seat` at `version` (`None`: the bot failed).
    BotDone {
        seat: Seat,
        version: u64,
        by_clock: bool,
        action: Option<Value>,
    },
    /// Another node committed actions: read and apply them.
    CatchUp,
    /// Another node changed seats: read them again.
    SeatsChanged,
    /// Another node added chat lines: read them.
    ChatChanged,
    /// Nothing happened in the room for too long ([`crate::RoomPolicy`]): it ends.
    Expire,
    /// Another node's news may have been missed (the room was being loaded, or the
    /// link to the other nodes was lost): read the seats, the actions, the chat and
    /// whether the room expired again, in that order (so no old holder sees a new
    /// move).
    Resync,
}

/// A player as the lobby knows them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    pub id: String,
    pub name: String,
}

/// A connection's end of a room: what it is, its messages, and the room to send to.
pub struct Watching {
    pub conn: ConnId,
    /// The seat it holds, if any (for the rate limits).
    pub seat: Option<Seat>,
    /// Its welcome, when it asked for moves whose logs the room no longer keeps:
    /// made by replaying the record, which the connection does away from the room
    /// (then sends before anything of its outbox). Otherwise the welcome is the
    /// outbox's first message.
    pub welcome: Option<WelcomeTask>,
    pub outbox: mpsc::Receiver<Outgoing>,
    pub room: RoomHandle,
}

/// Work that makes a connection's welcome.
pub type WelcomeTask = Box<dyn FnOnce() -> Outgoing + Send>;

/// A seat given to a player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Joined {
    pub seat: Seat,
    /// The seat token: given once, only its hash is kept.
    pub token: String,
}

/// ISMCTS iterations behind a hint: about the "hard" bot's thinking.
pub const HINT_ITERATIONS: u64 = 3000;

/// ISMCTS iterations behind each seat's win chance at an analysis point.
pub const ANALYSIS_ITERATIONS: u64 = 1000;

/// ISMCTS iterations of each of the coach's two searches on a move
/// ([`gaslamp_games::coach::judge`]).
pub const COACH_ITERATIONS: u64 = 1000;

/// A search for people (a hint, a point of an analysis, a coach's judgement): its answer when the room
/// has it already, or the work to run under the server's search budget. The room
/// stays in memory until it hears how a search it handed out ended
/// ([`Command::Searched`], sent to `room`), and keeps its result.
pub enum Search {
    Known(Value),
    Run {
        task: Box<dyn FnOnce() -> Value + Send>,
        kind: SearchKind,
        room: RoomHandle,
    },
}

/// What a search is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SearchKind {
    Hint {
        seat: Seat,
        version: u64,
        lang: gaslamp_core::i18n::Lang,
    },
    Analysis {
        point: usize,
    },
    Coach {
        seat: Seat,
        mv: usize,
    },
}

/// How an action reached the room.
#[derive(Clone, Debug)]
pub enum ActionInput {
    Text(String),
    Json(Value),
}

impl ActionInput {
    /// The action as the match reads it.
    pub fn as_in(&self) -> gaslamp_games::ActionIn<'_> {
        match self {
            ActionInput::Text(t) => gaslamp_games::ActionIn::Text(t),
            ActionInput::Json(v) => gaslamp_games::ActionIn::Json(v),
        }
    }
}

/// What became of an action.
#[derive(Debug, PartialEq)]
pub enum Outcome {
    Accepted {
        version: u64,
    },
    Refused(Refusal),
    /// The game was no longer at the version the action was meant for (a bot's or
    /// a clock's move that came too late): nothing was applied.
    Stale,
    /// Storage failed: nothing was applied.
    Failed(String),
}

/// Why a room refused a request: a kind (the HTTP layer's status), a stable code and
/// a sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoomError {
    pub kind: ErrorKind,
    pub code: &'static str,
    pub message: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    Bad,
    Forbidden,
    NotFound,
    Conflict,
    /// Too much work already (a search): try again in a moment.
    Busy,
    /// Storage failed or the server is stopping: nothing changed.
    Unavailable,
    /// The room's stored game cannot be replayed (a record that no longer applies):
    /// trying again does not help.
    Unreadable,
}

impl RoomError {
    pub fn new(kind: ErrorKind, code: &'static str, message: impl Into<String>) -> Self {
        RoomError {
            kind,
            code,
            message: message.into(),
        }
    }

    pub fn unavailable(e: impl std::fmt::Display) -> Self {
        tracing::error!(error = %e, "a room could not do what it was asked");
        Self::new(
            ErrorKind::Unavailable,
            "unavailable",
            "the server cannot do this now; try again",
        )
    }

    /// The room's stored game cannot be replayed; `e` says why (in the log only).
    pub fn unreadable(room: &str, e: impl std::fmt::Display) -> Self {
        tracing::error!(room = %room, error = %e, "a stored room cannot be read");
        Self::new(
            ErrorKind::Unreadable,
            crate::protocol::errors::ROOM_UNREADABLE,
            "this room's stored game cannot be read",
        )
    }

    pub fn no_room() -> Self {
        Self::new(ErrorKind::NotFound, "no_such_room", "there is no such room")
    }

    pub fn not_over(what: &str) -> Self {
        Self::new(
            ErrorKind::Conflict,
            "game_not_over",
            format!("{what} once the game is over"),
        )
    }
}

/// A room's settings as stored (JSON).
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Settings {
    /// Seconds per move, if the room has a clock. When a person's time runs out, a
    /// bot (`Settings::clock_bot`) plays that move for them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub move_seconds: Option<u64>,
    /// The bot that plays for a person whose time ran out (default: greedy, the
    /// easy level).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock_bot: Option<String>,
    /// A turn-based room (a long clock; people come back to it over days).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub turn_based: bool,
}

impl Settings {
    /// The settings as stored (JSON); unreadable ones are the defaults.
    pub fn read(stored: &str) -> Settings {
        serde_json::from_str(stored).unwrap_or_default()
    }

    pub fn clock_bot(&self) -> BotSpec {
        self.clock_bot
            .as_deref()
            .and_then(|b| BotSpec::parse(b).ok())
            .unwrap_or(BotSpec::Greedy)
    }
}

/// One seat as the lobby shows it.
#[derive(Clone, Debug, Serialize, utoipa::ToSchema)]
pub struct SeatSummary {
    pub seat: Seat,
    /// `open`, `human` or `bot`.
    pub kind: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bot: Option<String>,
    /// The level the bot stands for (`easy` … `expert`), if it is one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub level: Option<&'static str>,
    /// The person's name.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub player: Option<String>,
}

/// A room as the lobby shows it.
#[derive(Clone, Debug, Serialize, utoipa::ToSchema)]
pub struct Summary {
    pub room: String,
    pub game: String,
    pub seats: Vec<SeatSummary>,
    pub to_act: Vec<Seat>,
    pub version: u64,
    pub over: bool,
    /// The room ended because nothing happened in it for too long (docs/server.md,
    /// "Rooms that end by themselves"); its game is not over.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub expired: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub move_seconds: Option<u64>,
    /// Whether the room is turn-based (people come back to it over days).
    pub turn_based: bool,
    /// Once the game is over: each seat's final score with its parts (the game's
    /// own shape; Spyrium: `{"seats": [{"seat", "track", "buildings",
    /// "techniques": [{"power", "vp"}], "total"}]}`).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<Object>)]
    pub result: Option<Value>,
}

/// A cheap handle on a room's task: what everything outside the room holds.
#[derive(Clone)]
pub struct RoomHandle {
    pub id: Arc<str>,
    /// Tells handles of two tasks of the same room apart (one left memory, another
    /// was loaded).
    pub generation: u64,
    pub tx: mpsc::Sender<Box<Command>>,
}

impl RoomHandle {
    /// Sends a command; `false` when the room's task is gone.
    pub async fn send(&self, command: Command) -> bool {
        self.tx.send(Box::new(command)).await.is_ok()
    }

    /// Asks the room and waits for its reply; `None` when the room's task is gone
    /// (it left memory meanwhile: ask the hub for the room again).
    pub async fn ask<T>(&self, make: impl FnOnce(Reply<T>) -> Command) -> Option<T> {
        let (tx, rx) = oneshot::channel();
        if !self.send(make(tx)).await {
            return None;
        }
        rx.await.ok()
    }
}

#[cfg(test)]
mod tests;
