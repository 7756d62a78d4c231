//! Searches for people, as the room decides them: a hint for a seat's holder (kept
//! until the game moves on) and the win chances at a finished game's analysis points
//! (stored once computed). The room hands the search out ([`Search::Run`]) and stays
//! in memory until it hears how it ended; the HTTP side runs it within the server's
//! search budget.

use super::actor::RoomActor;
use super::{replays, seats, ErrorKind, RoomError, Search, SearchKind};
use serde_json::Value;

impl RoomActor {
    /// A hint for the seat whose token hashes to `holder`: the last one computed at
    /// this version, or the search that computes it, from that seat's view only.
    pub(super) async fn hint(&mut self, holder: &str) -> Result<Search, RoomError> {
        let Some(seat) = self.seat_of(holder).await else {
            return Err(RoomError::new(
                ErrorKind::Forbidden,
                "not_your_seat",
                "this is not a seat token of this room",
            ));
        };
        let version = self.m.version();
        if let Some((v, known)) = self.hints.get(&seat) {
            if *v == version {
                return Ok(Search::Known(known.clone()));
            }
        }
        let seed = version.wrapping_mul(0x2545_F491_4F6C_DD1D) ^ seat as u64;
        let task = self
            .m
            .to_act()
            .contains(&seat)
            .then(|| self.m.hint_task(seat, super::HINT_ITERATIONS, seed))
            .flatten();
        match task {
            Some(task) => Ok(self.hand_out(task, SearchKind::Hint { seat, version })),
            None => Err(RoomError::new(
                ErrorKind::Conflict,
                "not_your_turn",
                format!(
                    "{} does not have to act now: nothing to advise",
                    seats::name_of(&self.seats, seat)
                ),
            )),
        }
    }

    /// The win chances at `point` of the finished game: stored, or the search that
    /// computes them (once: its result is stored).
    pub(super) async fn analysis(&mut self, point: usize) -> Result<Search, RoomError> {
        if !self.m.is_over() {
            return Err(RoomError::not_over("a game is analysed"));
        }
        let record = self.m.record();
        if self.analysis.is_none() {
            let points = replays::analysis_points(&record).map_err(RoomError::unavailable)?;
            let done = Box::pin(self.hub.store.analyses(&self.id))
                .await
                .map_err(RoomError::unavailable)?;
            self.analysis = Some(replays::Analysis {
                points,
                done: done.into_iter().collect(),
            });
        }
        let replays::Analysis { points, done } = self.analysis.as_ref().expect("just made");
        let Some(&(version, turn)) = points.get(point) else {
            return Err(RoomError::new(
                ErrorKind::Bad,
                "no_such_point",
                format!("this game has analysis points 0 to {}", points.len() - 1),
            ));
        };
        if let Some(known) = done.get(&point) {
            return Ok(Search::Known(known.clone()));
        }
        let count = points.len();
        let unit = self.m.summary().progress.unit;
        let search = replays::analysis_search(&record, version, super::ANALYSIS_ITERATIONS)
            .map_err(RoomError::unavailable)?;
        let task = Box::new(move || {
            serde_json::json!({
                "points": count,
                "point": point,
                "version": version,
                "turn": turn,
                "unit": unit,
                "win_chance": search(),
            })
        });
        Ok(self.hand_out(task, SearchKind::Analysis { point }))
    }

    /// Hands a search out to run; the room waits for its end.
    fn hand_out(&mut self, task: Box<dyn FnOnce() -> Value + Send>, kind: SearchKind) -> Search {
        self.searching += 1;
        Search::Run {
            task,
            kind,
            room: self.handle.clone(),
        }
    }

    /// A search the room handed out ended: its result is kept (a hint until the
    /// game moves on, an analysis point in storage).
    pub(super) async fn searched(&mut self, kind: SearchKind, result: Option<Value>) {
        self.searching = self.searching.saturating_sub(1);
        let Some(result) = result else { return };
        match kind {
            SearchKind::Hint { seat, version } => {
                if version == self.m.version() {
                    self.hints.insert(seat, (version, result));
                }
            }
            SearchKind::Analysis { point } => {
                if let Err(e) =
                    Box::pin(self.hub.store.put_analysis(&self.id, point, &result)).await
                {
                    tracing::warn!(room = %self.id, error = %e, "an analysis point was not stored");
                }
                if let Some(a) = &mut self.analysis {
                    a.done.insert(point, result);
                }
            }
        }
    }
}
