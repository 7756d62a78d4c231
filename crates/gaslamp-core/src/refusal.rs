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
    /// A sentence saying what was wrong and, where it helps, what would be right.
    pub message: String,
}

impl Refusal {
    pub fn new(code: &'static str, message: impl Into<String>) -> Self {
        Refusal {
            code,
            message: message.into(),
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
    use crate::tr;
    if seat >= players {
        return Some(Refusal::new(
            codes::NO_SUCH_SEAT,
            tr!(SHARED, "no-such-seat", seat = seat, players = players),
        ));
    }
    if over {
        return Some(Refusal::new(codes::GAME_OVER, tr!(SHARED, "game-over")));
    }
    if !to_act.contains(seat) {
        let who: Vec<String> = to_act.iter().map(|s| s.to_string()).collect();
        let message = match who.len() {
            1 => tr!(SHARED, "not-your-turn", who = who[0].as_str(), seat = seat),
            _ => {
                let and = format!(" {} ", tr!(SHARED, "and"));
                tr!(
                    SHARED,
                    "not-your-turn-several",
                    who = who.join(&and),
                    seat = seat
                )
            }
        };
        return Some(Refusal::new(codes::NOT_YOUR_TURN, message));
    }
    None
}
