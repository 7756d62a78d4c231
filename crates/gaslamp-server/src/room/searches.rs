//! Searches for people, as the room decides them: a hint for a seat's holder (kept
//! until the game moves on) and the win chances at a finished game's analysis points
//! (stored once computed), and the coach's judgement of a seat's moves in a finished
//! game (stored too). The room hands the search out ([`Search::Run`]) and stays
//! in memory until it hears how it ended; the HTTP side runs it within the server's
//! search budget.

use super::actor::RoomActor;
use super::{replays, seats, ErrorKind, RoomError, Search, SearchKind};
use gaslamp_core::i18n::Lang;
use gaslamp_core::{Reader, Seat};
use serde_json::Value;

impl RoomActor {
    /// A hint for the seat whose token hashes to `holder`, in `lang`: the last one
    /// computed at this version, or the search that computes it, from that seat's
    /// view only.
    pub(super) async fn hint(&mut self, holder: &str, lang: Lang) -> Result<Search, RoomError> {
        let Some(seat) = self.seat_of(holder).await else {
            return Err(RoomError::new(
                ErrorKind::Forbidden,
                "not_your_seat",
                "this is not a seat token of this room",
            ));
        };
        let version = self.m.version();
        if let Some((v, l, known)) = self.hints.get(&seat) {
            if *v == version && *l == lang {
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
            Some(task) => {
                let names = seats::shown_names(&self.seats);
                let texts = self.m.texts();
                let task = Box::new(move || {
                    let mut answer = task();
                    let reader = Reader {
                        lang,
                        seat: Some(seat),
                        names: &names,
                    };
                    crate::texts::say_at(&mut answer, "/description", &reader, texts);
                    let candidates = answer["candidates"].as_array().map_or(0, Vec::len);
                    for i in 0..candidates {
                        let at = format!("/candidates/{i}/description");
                        crate::texts::say_at(&mut answer, &at, &reader, texts);
                    }
                    answer
                });
                Ok(self.hand_out(
                    task,
                    SearchKind::Hint {
                        seat,
                        version,
                        lang,
                    },
                ))
            }
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

    /// The coach on `seat`'s moves of the finished game: with `mv: None`, which moves
    /// it judges (`{"seat", "moves", "choices", "unit"}`, no search); with a move, its
    /// judgement, stored or the search that makes it (once: it is stored).
    pub(super) async fn coach(
        &mut self,
        seat: Seat,
        mv: Option<usize>,
    ) -> Result<Search, RoomError> {
        if !self.m.is_over() {
            return Err(RoomError::not_over("a game is coached"));
        }
        if seat >= self.m.num_players() {
            return Err(RoomError::new(
                ErrorKind::Bad,
                "no_such_seat",
                format!("this game has seats 0 to {}", self.m.num_players() - 1),
            ));
        }
        let record = self.m.record();
        if self.coaching.is_none() {
            let cap = self.hub.policy.coach_moves;
            let (moves, choices) =
                replays::coached_moves(&record, cap).map_err(RoomError::unavailable)?;
            let done = Box::pin(self.hub.store.coaching(&self.id))
                .await
                .map_err(RoomError::unavailable)?;
            self.coaching = Some(replays::Coaching {
                moves,
                choices,
                done: done.into_iter().collect(),
            });
        }
        let unit = self.m.summary().progress.unit;
        let name = seats::name_of(&self.seats, seat);
        let c = self.coaching.as_ref().expect("just made");
        let (moves, choices) = (&c.moves[seat], c.choices[seat]);
        let Some(k) = mv else {
            return Ok(Search::Known(serde_json::json!({
                "seat": seat,
                "moves": moves.len(),
                "choices": choices,
                "unit": unit,
            })));
        };
        let Some(judged) = moves.get(k).cloned() else {
            return Err(RoomError::new(
                ErrorKind::Bad,
                "no_such_move",
                match moves.len() {
                    0 => format!("{name} made no choice to judge"),
                    n => format!("the coach judges {name}'s moves 0 to {}", n - 1),
                },
            ));
        };
        if let Some(known) = c.done.get(&(seat, k)) {
            return Ok(Search::Known(known.clone()));
        }
        let count = moves.len();
        let search = replays::coach_search(&record, seat, &judged, super::COACH_ITERATIONS)
            .map_err(RoomError::unavailable)?;
        let task = Box::new(move || {
            let mut v = search();
            if let Value::Object(o) = &mut v {
                o.insert("seat".into(), seat.into());
                o.insert("moves".into(), count.into());
                o.insert("choices".into(), choices.into());
                o.insert("move".into(), k.into());
                o.insert("version".into(), judged.version.into());
                o.insert("turn".into(), judged.turn.into());
                o.insert("unit".into(), unit.into());
            }
            v
        });
        Ok(self.hand_out(task, SearchKind::Coach { seat, mv: k }))
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
            SearchKind::Hint {
                seat,
                version,
                lang,
            } => {
                if version == self.m.version() {
                    self.hints.insert(seat, (version, lang, result));
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
            SearchKind::Coach { seat, mv } => {
                if let Err(e) =
                    Box::pin(self.hub.store.put_coaching(&self.id, seat, mv, &result)).await
                {
                    tracing::warn!(room = %self.id, error = %e, "a coach's judgement was not stored");
                }
                if let Some(c) = &mut self.coaching {
                    c.done.insert((seat, mv), result);
                }
            }
        }
    }
}
