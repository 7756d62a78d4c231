//! Where a game stands, in the game-neutral terms every client's shell reads: how
//! far the game has gone, and each seat's score with its named parts (final once
//! the game is over, else the score if it ended now). The browser's page draws the
//! turn line, the tab title, the scores, the end table and the charts from this alone
//! (docs/web.md, "The shell's contract"). It is sent to every observer, so a game's
//! summary follows from what every observer sees.

use serde::Serialize;

/// A game's summary at one moment.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Summary {
    pub progress: Progress,
    /// `None` for a game without a score before its end.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub scores: Option<Scores>,
    /// The winners, once the game is over (ties share the win).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winners: Option<Vec<usize>>,
}

/// How far the game has gone, in the game's own unit of time: `at` of `of`
/// (`of` is the last one; `at` stays at it once the game is over).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Progress {
    /// A word the client translates: `turn` (Spyrium), `round` (Crystal Palace,
    /// Goofspiel).
    pub unit: &'static str,
    pub at: u32,
    pub of: u32,
}

/// Every seat's score with its parts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Scores {
    /// The final scores (the game is over), or each seat's score if it ended now.
    #[serde(rename = "final")]
    pub is_final: bool,
    /// The parts' names, words the client translates (e.g. `track`, `buzz`), in
    /// the order of every seat's `parts`.
    pub parts: Vec<&'static str>,
    /// Per seat, in seat order.
    pub seats: Vec<SeatScore>,
}

/// One seat's score: its total and the value of each part.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeatScore {
    pub total: i32,
    pub parts: Vec<i32>,
}

impl Scores {
    /// The totals, in seat order.
    pub fn totals(&self) -> Vec<i32> {
        self.seats.iter().map(|s| s.total).collect()
    }
}
