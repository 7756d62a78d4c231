//! The WebSocket messages (JSON, one object per text frame), as described in
//! `docs/protocol.md`. Every message has a `type`.

use gaslamp_core::i18n::Texts;
use gaslamp_core::{Message, Reader};
use gaslamp_games::{LegalAction, Summary};
use serde::{Deserialize, Serialize, Serializer};
use serde_json::value::RawValue;
use serde_json::Value;
use std::sync::Arc;

/// The protocol's version; a client says which it speaks in the connection URL
/// (`?protocol=1`) and the server answers with its own in `welcome`.
pub const PROTOCOL_VERSION: u32 = 1;

/// The largest message a client may send, in bytes: a larger one is answered
/// `message_too_large` and dropped.
pub const MAX_CLIENT_MESSAGE: usize = 16 * 1024;
/// The largest message or frame read at all: a larger one closes the connection
/// (close code 1009, after a `message_too_large`).
pub const MAX_CLIENT_FRAME: usize = 64 * 1024;
/// The longest chat text, in characters.
pub const MAX_CHAT_CHARS: usize = 500;
/// The longest client action id, in bytes.
pub const MAX_CLIENT_ID: usize = 64;

/// What a client sends.
#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMessage {
    /// An action of the client's seat: text notation (`"place 1-2"`) or the game's
    /// action JSON. `id` is the client's id for it: a resent id is answered again,
    /// never applied twice.
    Action { id: String, action: Value },
    /// A chat line for the table.
    Chat { text: String },
}

/// One line of the table's chat.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct ChatLine {
    pub seq: u64,
    /// The seat of the player who wrote it.
    pub seat: Option<usize>,
    /// The player's name.
    pub from: String,
    pub text: String,
}

/// One accepted action as an observer sees it.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct Move {
    /// The room's version after the action (1 for the first).
    pub version: u64,
    pub seat: usize,
    /// The action's text, or `null` while it is a secret simultaneous choice of
    /// another seat.
    pub action: Option<String>,
    /// What the action does, in words for this connection's reader (`null` exactly
    /// when `action` is).
    pub description: Option<String>,
    /// The same as a message (`gaslamp_core::Message`), for a client that says it
    /// itself.
    pub message: Option<Message>,
    /// Played by a bot for the seat when its clock ran out.
    pub by_clock: bool,
    /// What this observer may see of what happened.
    pub log: Vec<LogLine>,
}

/// One line of a move's log as a connection's reader sees it: in words, as a
/// message, and the event as JSON.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct LogLine {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<Message>,
    pub data: RawJson,
}

/// One legal action as a connection's reader sees it.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct Legal {
    /// The text notation (what a client sends back).
    pub text: String,
    /// The action as JSON (the game's action type).
    pub json: Value,
    /// What it does, with its costs and gains, in words for the reader.
    pub description: String,
    /// The same as a message.
    pub message: Message,
}

impl Legal {
    /// `legal` as `reader` reads them, said with `texts`.
    pub fn said(legal: Vec<LegalAction>, reader: &Reader, texts: &Texts) -> Vec<Legal> {
        legal
            .into_iter()
            .map(|a| Legal {
                description: reader.say(texts, &a.description),
                text: a.text,
                json: a.json,
                message: a.description,
            })
            .collect()
    }
}

/// JSON text serialized once and written as is into every message that carries it
/// (shared, not copied, between the observers that see the same text).
#[derive(Clone, Debug)]
pub struct RawJson(Arc<RawValue>);

impl RawJson {
    /// Serializes `value`.
    pub fn new<T: Serialize + ?Sized>(value: &T) -> RawJson {
        RawJson(Arc::from(
            serde_json::value::to_raw_value(value).expect("log entries serialize"),
        ))
    }

    /// The JSON text.
    pub fn get(&self) -> &str {
        self.0.get()
    }
}

impl PartialEq for RawJson {
    fn eq(&self, other: &RawJson) -> bool {
        Arc::ptr_eq(&self.0, &other.0) || self.get() == other.get()
    }
}

impl Serialize for RawJson {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(s)
    }
}

/// What the server sends.
#[derive(Clone, Debug, Serialize, PartialEq)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMessage {
    /// The first message on a connection: the room, the observer's seat (or `null`
    /// for a spectator), the current view, the legal actions if the seat must act,
    /// every move so far as this observer may see it (or those after the client's
    /// `since`), and the chat.
    Welcome {
        protocol: u32,
        room: String,
        game: String,
        seat: Option<usize>,
        version: u64,
        to_act: Vec<usize>,
        view: Value,
        legal: Vec<Legal>,
        moves: Vec<Move>,
        chat: Vec<ChatLine>,
        /// Where the game stands in game-neutral terms: progress, scores with
        /// their parts (final, or if the game ended now), winners at the end.
        summary: Summary,
        over: bool,
    },
    /// After every accepted action: the move, and this observer's new view and legal
    /// actions.
    Update {
        #[serde(rename = "move")]
        mv: Move,
        to_act: Vec<usize>,
        view: Value,
        legal: Vec<Legal>,
        /// Where the game stands in game-neutral terms: progress, scores with
        /// their parts (final, or if the game ended now), winners at the end.
        summary: Summary,
        over: bool,
    },
    /// The client's action `id` was accepted as the room's version `version`.
    Accepted { id: String, version: u64 },
    /// The client's action `id` was refused: the engine's code and sentence. Nothing
    /// changed.
    Refused {
        id: String,
        code: String,
        message: String,
        /// The refusal as a message, when the engine made it as one (`message` is
        /// then its words for this connection's reader).
        #[serde(skip_serializing_if = "Option::is_none")]
        words: Option<Message>,
    },
    /// A chat line.
    Chat(ChatLine),
    /// A message that could not be taken (malformed, too large, too fast, not a
    /// seat …): a code and a sentence. Nothing changed.
    Error { code: String, message: String },
}

impl ServerMessage {
    /// The message as the text of a WebSocket frame.
    pub fn to_text(&self) -> tokio_tungstenite::tungstenite::Utf8Bytes {
        serde_json::to_string(self)
            .expect("messages serialize")
            .into()
    }
}

/// Error codes of [`ServerMessage::Error`] (the engine's refusals have their own).
pub mod errors {
    pub const MALFORMED: &str = "malformed_message";
    pub const TOO_LARGE: &str = "message_too_large";
    pub const TOO_FAST: &str = "too_many_messages";
    pub const SPECTATOR: &str = "spectators_cannot_act";
    pub const BAD_ID: &str = "bad_action_id";
    pub const CHAT_TOO_LONG: &str = "chat_too_long";
    pub const STORAGE: &str = "storage_unavailable";
    /// The connection's token no longer holds its seat: the connection closes.
    pub const SEAT_LOST: &str = "seat_lost";
    /// The room ended (nothing happened in it for too long): the connection closes.
    pub const ROOM_EXPIRED: &str = "room_expired";
    pub const SPECTATOR_CHAT: &str = "spectators_cannot_chat";
    pub const CHAT_FULL: &str = "chat_full";
    /// The room's stored game cannot be replayed (HTTP 500; lists leave it out).
    pub const ROOM_UNREADABLE: &str = "room_unreadable";
}
