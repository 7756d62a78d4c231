//! Refusals: why an action was not accepted, as a stable machine code and a sentence.
//!
//! The code is for programs (the server, the browser client, Python, tests): it never
//! changes once published, and each game documents its list (`docs/refusal-codes.md`).
//! The message is for people: it says what was wrong and, where it helps, what would
//! be right. A refused action changes nothing.

use serde::Serialize;

/// Why an action was refused. The state is unchanged when this is returned.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize)]
#[error("{message}")]
pub struct Refusal {
    /// A stable machine code in `snake_case`, e.g. `not_your_turn`.
    pub code: &'static str,
    /// A sentence saying what was wrong and, where it helps, what would be right (in
    /// the thread's language, to a reader without a table when it was made from
    /// `words`).
    pub message: String,
    /// The same as a message, when the refusal was made as one: an edge says it to
    /// its own reader (the refused seat as "you", the others by name).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub words: Option<crate::Message>,
}

impl Refusal {
    pub fn new(code: &'static str, message: impl Into<String>) -> Self {
        Refusal {
            code,
            message: message.into(),
            words: None,
        }
    }

    /// A refusal made as a message of `texts` (a game's files, or the shared ones),
    /// its sentence said in the thread's language to a reader without a table.
    pub fn said(code: &'static str, texts: &crate::i18n::Texts, words: crate::Message) -> Self {
        let message = crate::Reader {
            lang: crate::i18n::lang(),
            seat: None,
            names: &[],
        }
        .say(texts, &words);
        Refusal {
            code,
            message,
            words: Some(words),
        }
    }
}

/// The codes every game shares. Games add their own (documented per game).
pub mod codes {
    /// The game is over; nobody acts any more.
    pub const GAME_OVER: &str = "game_over";
    /// The seat does not exist at this table.
    pub const NO_SUCH_SEAT: &str = "no_such_seat";
    /// The seat is not among the seats that must act now.
    pub const NOT_YOUR_TURN: &str = "not_your_turn";
    /// The action text could not be read in the game's notation.
    pub const UNREADABLE_ACTION: &str = "unreadable_action";
    /// The action is well formed and the seat may act, but the game's rules do not
    /// list it now. Only games without a finer explanation use it; Spyrium never does.
    pub const NOT_LEGAL_NOW: &str = "not_legal_now";

    /// Every shared code, for documentation tests.
    pub const ALL: &[&str] = &[
        GAME_OVER,
        NO_SUCH_SEAT,
        NOT_YOUR_TURN,
        UNREADABLE_ACTION,
        NOT_LEGAL_NOW,
    ];
}

/// The refusal every game gives for a seat that may not act now, before looking at
/// the action: the seat does not exist, the game is over, or it is not this seat's
/// turn. `None` when the seat is among `to_act`.
pub fn seat_refusal(
    players: usize,
    over: bool,
    to_act: crate::SeatSet,
    seat: crate::Seat,
) -> Option<Refusal> {
    use crate::i18n::SHARED;
    use crate::Message;
    if seat >= players {
        // A seat that does not exist has no name: it is its number, from 1.
        let words = Message::new("no-such-seat")
            .number("seat", seat as i64 + 1)
            .number("players", players as i64);
        return Some(Refusal::said(codes::NO_SUCH_SEAT, &SHARED, words));
    }
    if over {
        let words = Message::new("game-over");
        return Some(Refusal::said(codes::GAME_OVER, &SHARED, words));
    }
    if !to_act.contains(seat) {
        let words = Message::new("not-your-turn")
            .seat("seat", seat)
            .seats("who", to_act.iter().collect());
        return Some(Refusal::said(codes::NOT_YOUR_TURN, &SHARED, words));
    }
    None
}
