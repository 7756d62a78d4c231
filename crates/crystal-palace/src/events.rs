//! What happened while an action was applied, for logs and clients: data, never
//! sentences. What a seat did and what followed are messages
//! ([`gaslamp_core::Message`], said to each reader at the edge;
//! [`crate::CrystalPalace::event_message`] gives every event as one).

use gaslamp_core::{Message, Seat};
use serde::Serialize;

/// Something that happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// A seat has chosen its dice. `dice` (values, highest first) and `extra` are
    /// shown to that seat only; everybody else gets `None` until the reveal.
    Committed {
        seat: Seat,
        dice: Option<Vec<u8>>,
        extra: Option<bool>,
    },
    /// Every seat's dice, revealed together; the start player; who got a newspaper
    /// for the lowest total.
    Revealed {
        dice: Vec<Vec<u8>>,
        start: Seat,
        newspapers: Vec<Seat>,
    },
    /// A seat's action: what it did, as a message about it.
    Acted { seat: Seat, message: Message },
    /// Phase `phase` (1-7) of round `round` (1-5) begins.
    Phase { round: u8, phase: u8 },
    /// A consequence (gains, payments, loans, the Black Market bursting …), as a
    /// message; `seat`: whom it is about, if anyone.
    Note {
        seat: Option<Seat>,
        message: Message,
    },
    /// The game is over: final scores.
    GameOver { scores: Vec<i32> },
}

/// The events of one action; off during searches (no message is made then).
pub(crate) struct Log {
    on: bool,
    pub(crate) events: Vec<Event>,
}

impl Log {
    pub(crate) fn on() -> Self {
        Log {
            on: true,
            events: Vec::new(),
        }
    }

    pub(crate) fn off() -> Self {
        Log {
            on: false,
            events: Vec::new(),
        }
    }

    /// A consequence about `seat` (or nobody), its message made only when the log
    /// is on.
    pub(crate) fn note(&mut self, seat: Option<Seat>, message: impl FnOnce() -> Message) {
        if self.on {
            self.events.push(Event::Note {
                seat,
                message: message(),
            });
        }
    }

    /// What `seat` did, its message made only when the log is on.
    pub(crate) fn acted(&mut self, seat: Seat, message: impl FnOnce() -> Message) {
        if self.on {
            self.events.push(Event::Acted {
                seat,
                message: message(),
            });
        }
    }

    pub(crate) fn push(&mut self, event: impl FnOnce() -> Event) {
        if self.on {
            self.events.push(event());
        }
    }
}
