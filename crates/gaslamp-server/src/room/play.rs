//! Playing a room's moves: a person's action from a connection, a bot's or a clock's
//! decision, and the actions other server nodes committed.

use super::actor::{now, RoomActor};
use super::{ActionInput, ConnId, Outcome};
use crate::protocol::{errors, ServerMessage};
use crate::storage::{ActionRow, StoreError};
use crate::texts::TEXTS;
use gaslamp_core::i18n::{with_lang, Lang};
use gaslamp_core::Reader;
use gaslamp_core::{Observer, Refusal, Seat};

/// Who plays a move.
pub enum By {
    /// A person, through a connection opened with the token that hashes to `holder`
    /// and reading `lang` (the language of a refusal): storage takes the move only
    /// while that token still holds the seat.
    Person { holder: String, lang: Lang },
    /// A bot of the seat, deciding for `version`.
    Bot { version: u64 },
    /// The room's clock bot, for a person whose time ran out at `version`.
    Clock { version: u64 },
}

impl By {
    fn version(&self) -> Option<u64> {
        match self {
            By::Person { .. } => None,
            By::Bot { version } | By::Clock { version } => Some(*version),
        }
    }

    fn holder(&self) -> Option<&str> {
        match self {
            By::Person { holder, .. } => Some(holder),
            _ => None,
        }
    }

    /// The language of a refusal: the person's, or English for the server's bots
    /// (their refusals go to the server's log).
    fn lang(&self) -> Lang {
        match self {
            By::Person { lang, .. } => *lang,
            _ => Lang::EN,
        }
    }
}

/// An error for a connection reading `lang`: its code and the server's message `id`.
fn error(code: &str, id: &str, lang: Lang) -> ServerMessage {
    ServerMessage::Error {
        code: code.into(),
        message: TEXTS.tr_in(lang, id, &[]),
    }
}

/// What a connection that no longer holds its seat is told, in `lang`.
pub fn seat_lost(lang: Lang) -> ServerMessage {
    error(errors::SEAT_LOST, "seat-lost", lang)
}

impl RoomActor {
    /// An action from connection `conn`, for the seat it holds now; the answer for
    /// the connection.
    pub(super) async fn act(
        &mut self,
        conn: ConnId,
        id: String,
        input: ActionInput,
    ) -> ServerMessage {
        let Some(w) = self.conns.get(conn) else {
            return seat_lost(Lang::EN);
        };
        let lang = w.lang;
        let (Observer::Seat(seat), Some(holder)) = (w.observer, w.holder.clone()) else {
            return error(errors::SPECTATOR, "spectator-cannot-act", lang);
        };
        let by = By::Person { holder, lang };
        let outcome = crate::metrics::timed(self.submit(seat, &input, Some(&id), &by)).await;
        match outcome {
            Outcome::Accepted { version } => ServerMessage::Accepted { id, version },
            Outcome::Refused(r) if r.code == errors::SEAT_LOST => seat_lost(lang),
            Outcome::Refused(r) => {
                let names = super::seats::shown_names(&self.seats);
                let reader = Reader {
                    lang,
                    seat: Some(seat),
                    names: &names,
                };
                ServerMessage::Refused {
                    id,
                    code: r.code.into(),
                    message: match &r.words {
                        Some(words) => reader.say(self.m.texts(), words),
                        None => r.message,
                    },
                    words: r.words,
                }
            }
            // A person's action names no version, so it is never stale (and nothing
            // changed either way: send it again).
            Outcome::Stale | Outcome::Failed(_) => {
                if let Outcome::Failed(m) = outcome {
                    tracing::error!(room = %self.id, error = %m, "an action could not be stored");
                }
                error(errors::STORAGE, "storage-failed", lang)
            }
        }
    }

    /// Checks, commits and applies an action of `seat`, then tells every connection.
    pub(super) async fn submit(
        &mut self,
        seat: Seat,
        input: &ActionInput,
        client_id: Option<&str>,
        by: &By,
    ) -> Outcome {
        // A few tries: when another server node took the next action number first,
        // this node catches up with it and checks the action again.
        for _ in 0..3 {
            if self.hub.is_closed() {
                return Outcome::Failed("the server is stopping".into());
            }
            if self.expired {
                return Outcome::Refused(Refusal::new(
                    errors::ROOM_EXPIRED,
                    TEXTS.tr_in(by.lang(), "room-expired", &[]),
                ));
            }
            if let Some(version) = client_id.and_then(|id| self.moves.seen(seat, id)) {
                return Outcome::Accepted { version };
            }
            if by.version().is_some_and(|v| v != self.m.version()) {
                return Outcome::Stale;
            }
            // Read once, then checked and applied once by the game; a refusal
            // changes nothing.
            let played = with_lang(by.lang(), || {
                let read = self.m.read(seat, input.as_in())?;
                self.m.play(read)
            });
            let done = match played {
                Ok(done) => done,
                Err(r) => return Outcome::Refused(r),
            };
            // Committed before it is acknowledged or shown: an acknowledged action
            // is never lost. Until then no connection has seen it, and a failed
            // commit takes it back.
            let by_clock = matches!(by, By::Clock { .. });
            let row = ActionRow {
                seq: done.version,
                seat,
                action: done.action.clone(),
                client_id: client_id.map(str::to_string),
                by_clock,
                at: now(),
            };
            // The lobby's listing of the room after the action, stored with it.
            let listing = super::listing::listing_of(&*self.m);
            let stored = Box::pin(self.hub.store.append_action(
                &self.id,
                &row,
                by.holder(),
                &listing,
            ))
            .await;
            if stored.is_err() {
                self.take_back_last();
            }
            match stored {
                Ok(holders) => {
                    // A seat changed on another node that this one has not heard of
                    // yet: its old holder's connections close before the move shows.
                    let known = self.seats.iter().map(|o| o.holder().map(str::to_string));
                    if !holders.iter().cloned().eq(known) {
                        self.reload_seats().await;
                    }
                }
                Err(StoreError::Conflict) => {
                    self.catch_up().await;
                    continue;
                }
                Err(StoreError::NotHeld) => {
                    // Another node gave the seat to someone else: this node learns it
                    // now, and closes the old holder's connections.
                    self.reload_seats().await;
                    return Outcome::Refused(Refusal::new(
                        errors::SEAT_LOST,
                        "this seat is no longer yours",
                    ));
                }
                Err(e) => return Outcome::Failed(e.to_string()),
            }
            let version = self.played(&done, client_id, by_clock, row.at);
            self.broadcast_last_move();
            if self.m.is_over() {
                // Storage marked the room finished with the action.
                tracing::info!(room = %self.id, actions = version, "game over");
            }
            return Outcome::Accepted { version };
        }
        Outcome::Failed("another server kept taking the move first".into())
    }

    /// Applies the actions another server node committed (after its announcement, or
    /// a taken action number), and tells the connections.
    pub(super) async fn catch_up(&mut self) {
        let rows = match Box::pin(self.hub.store.actions_after(&self.id, self.m.version())).await {
            Ok(r) => r,
            Err(e) => return tracing::error!(room = %self.id, error = %e, "cannot catch up"),
        };
        for a in rows {
            if a.seq != self.m.version() + 1 {
                break;
            }
            if let Err(r) = self.apply(a.seat, &a.action, a.client_id.as_deref(), a.by_clock, a.at)
            {
                tracing::error!(room = %self.id, seq = a.seq, code = r.code, "a stored action does not apply");
                break;
            }
            self.broadcast_last_move();
        }
    }
}
