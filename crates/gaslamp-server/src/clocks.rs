//! Move clocks: a room may give each person a time per move
//! ([`crate::room::Settings::move_seconds`]). When a person who must act has not
//! acted in time, the room's clock bot plays that move for them. A clock runs only
//! for a person: an open seat has nobody to be late, so a game waits there for
//! someone to join (and the room expires if nobody does, docs/server.md).
//!
//! The clock counts from when the current moment began (the stored time of the last
//! move, or the room's creation), so it goes on after a restart.

use crate::room::Settings;
use gaslamp_core::Seat;
use std::collections::HashSet;

/// The clock bots a room has started, by seat and version.
#[derive(Default)]
pub struct Clocks {
    started: HashSet<(Seat, u64)>,
}

impl Clocks {
    /// When the clock of the people in `waiting` runs out (ms since the epoch), if
    /// the room has a clock and someone waits.
    pub fn deadline(&self, settings: &Settings, since_ms: i64, waiting: Vec<Seat>) -> Option<i64> {
        let secs = settings.move_seconds?;
        (!waiting.is_empty()).then(|| since_ms.saturating_add(secs as i64 * 1000))
    }

    /// Whether the clock bot of `seat` was started for `version`.
    pub fn started(&self, seat: Seat, version: u64) -> bool {
        self.started.contains(&(seat, version))
    }

    /// The clock bot of `seat` starts thinking about `version`.
    pub fn start(&mut self, seat: Seat, version: u64) {
        self.started.insert((seat, version));
    }

    /// The clock bot's decision came back (played, or stale).
    pub fn done(&mut self, seat: Seat, version: u64) {
        self.started.remove(&(seat, version));
    }

    /// Whether a clock bot is thinking.
    pub fn running(&self) -> bool {
        !self.started.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clock_runs_for_waiting_people_of_rooms_with_a_clock() {
        let mut c = Clocks::default();
        let with = Settings {
            move_seconds: Some(30),
            ..Settings::default()
        };
        assert_eq!(c.deadline(&with, 1_000, vec![1]), Some(31_000));
        assert_eq!(c.deadline(&with, 1_000, vec![]), None);
        assert_eq!(c.deadline(&Settings::default(), 1_000, vec![1]), None);
        c.start(1, 4);
        assert!(c.started(1, 4) && c.running());
        assert!(!c.started(1, 5));
        c.done(1, 4);
        assert!(!c.running());
    }
}
