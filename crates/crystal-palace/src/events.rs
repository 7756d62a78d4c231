//! What happened while an action was applied, for logs and clients.

use gaslamp_core::Seat;
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
    /// A seat's action, in words.
    Acted { seat: Seat, text: String },
    /// A new phase begins.
    Phase { round: u8, phase: u8, name: String },
    /// A consequence, in words (gains, payments, loans, the Black Market bursting …).
    Note { seat: Option<Seat>, text: String },
    /// The game is over: final scores.
    GameOver { scores: Vec<i32> },
}

/// The events of one action; off during searches (nothing is formatted then).
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

    pub(crate) fn note(&mut self, seat: Option<Seat>, text: impl FnOnce() -> String) {
        if self.on {
            self.events.push(Event::Note { seat, text: text() });
        }
    }

    pub(crate) fn push(&mut self, event: impl FnOnce() -> Event) {
        if self.on {
            self.events.push(event());
        }
    }
}
