//! The connections that watch a room: each with its observer (a seat or a
//! spectator), the seat token it came with, and the queue of its messages; and what
//! a connection gets first (its welcome).

use super::actor::RoomActor;
use super::moves::Recent;
use super::{replays, ConnId, ErrorKind, Outgoing, RoomError, Watching, OUTBOX};
use crate::protocol::{Legal, Move, ServerMessage};
use gaslamp_core::i18n::Lang;
use gaslamp_core::{Observer, Reader, Seat};
use tokio::sync::mpsc;

/// One connection.
pub struct Watcher {
    pub conn: ConnId,
    pub observer: Observer,
    /// The hash of the seat token it opened with (a seat's connection).
    pub holder: Option<String>,
    /// The language its texts are written in.
    pub lang: Lang,
    tx: mpsc::Sender<Outgoing>,
}

/// Every connection of a room.
#[derive(Default)]
pub struct Connections {
    watchers: Vec<Watcher>,
    next: ConnId,
}

impl Connections {
    /// Adds a connection whose first message is `welcome` (when the room made it);
    /// returns its number and its receiving end.
    pub fn add(
        &mut self,
        observer: Observer,
        holder: Option<String>,
        lang: Lang,
        welcome: Option<Outgoing>,
    ) -> (ConnId, mpsc::Receiver<Outgoing>) {
        let (tx, rx) = mpsc::channel(OUTBOX);
        if let Some(welcome) = welcome {
            let _ = tx.try_send(welcome);
        }
        self.next += 1;
        let conn = self.next;
        self.watchers.push(Watcher {
            conn,
            observer,
            holder,
            lang,
            tx,
        });
        (conn, rx)
    }

    pub fn get(&self, conn: ConnId) -> Option<&Watcher> {
        self.watchers.iter().find(|w| w.conn == conn)
    }

    pub fn remove(&mut self, conn: ConnId) {
        self.watchers.retain(|w| w.conn != conn);
    }

    /// Forgets the connections that are gone; returns how many remain.
    pub fn prune(&mut self) -> usize {
        self.watchers.retain(|w| !w.tx.is_closed());
        self.watchers.len()
    }

    /// Sends every connection its own message, made once per observer and language
    /// (every spectator of a language gets the same text); drops the connections
    /// that are gone or too slow to keep up.
    pub fn broadcast(&mut self, mut make: impl FnMut(Observer, Lang) -> Outgoing) {
        let mut made: Vec<(Observer, Lang, Outgoing)> = Vec::new();
        self.watchers.retain(|w| {
            let text = match made
                .iter()
                .find(|(o, l, _)| *o == w.observer && *l == w.lang)
            {
                Some((_, _, t)) => t.clone(),
                None => {
                    let t = make(w.observer, w.lang);
                    made.push((w.observer, w.lang, t.clone()));
                    t
                }
            };
            w.tx.try_send(text).is_ok()
        });
    }

    /// Closes every seat connection whose token no longer holds its seat
    /// (`holder_of(seat)`: the hash of the token that holds it now): each gets
    /// `goodbye` in its language, then its queue closes, and the connection with it.
    /// Returns how many were closed.
    pub fn close_lost<'a>(
        &mut self,
        holder_of: impl Fn(Seat) -> Option<&'a str>,
        goodbye: impl Fn(Lang) -> Outgoing,
    ) -> usize {
        let before = self.watchers.len();
        self.watchers.retain(|w| {
            let kept = match w.observer {
                Observer::Seat(s) => w.holder.is_some() && holder_of(s) == w.holder.as_deref(),
                Observer::Spectator => true,
            };
            if !kept {
                let _ = w.tx.try_send(goodbye(w.lang));
            }
            kept
        });
        before - self.watchers.len()
    }

    /// Closes every connection, each after `goodbye` in its language.
    pub fn close_all(&mut self, goodbye: impl Fn(Lang) -> Outgoing) {
        for w in self.watchers.drain(..) {
            let _ = w.tx.try_send(goodbye(w.lang));
        }
    }
}

impl RoomActor {
    /// A connection opens, as the seat whose token hashes to `holder` or as a
    /// spectator, reading texts in `lang`; its first message is its welcome.
    pub(super) async fn watch(
        &mut self,
        holder: Option<String>,
        since: u64,
        lang: Lang,
    ) -> Result<Watching, RoomError> {
        let observer = match &holder {
            None => Observer::Spectator,
            Some(h) => match self.seat_of(h).await {
                Some(s) => Observer::Seat(s),
                None => {
                    return Err(RoomError::new(
                        ErrorKind::Forbidden,
                        "bad_token",
                        "this token holds no seat of this room",
                    ))
                }
            },
        };
        // Moves whose logs the room dropped are made again by replaying the record:
        // the connection does that away from the room, which goes on meanwhile.
        let (ready, later) = if self.moves.kept_since(since) {
            (Some(self.welcome(observer, since, lang).to_text()), None)
        } else {
            (None, Some(self.welcome_later(observer, since, lang)))
        };
        let (conn, outbox) = self.conns.add(observer, holder, lang, ready);
        Ok(Watching {
            conn,
            seat: match observer {
                Observer::Seat(s) => Some(s),
                Observer::Spectator => None,
            },
            welcome: later,
            outbox,
            room: self.handle.clone(),
        })
    }

    /// The first message of a connection: everything this observer may see, with the
    /// moves after `since` (the room keeps them all) and the last chat lines, its
    /// texts in `lang`.
    pub(super) fn welcome(&self, observer: Observer, since: u64, lang: Lang) -> ServerMessage {
        let names = super::seats::shown_names(&self.seats);
        let reader = Reader {
            lang,
            seat: observer.seat(),
            names: &names,
        };
        let moves = self.moves.since(&reader, self.m.texts(), since, None);
        self.welcome_with(observer, &reader, moves)
    }

    fn welcome_with(&self, observer: Observer, reader: &Reader, moves: Vec<Move>) -> ServerMessage {
        ServerMessage::Welcome {
            protocol: crate::protocol::PROTOCOL_VERSION,
            room: self.id.clone(),
            game: self.game.clone(),
            seat: match observer {
                Observer::Seat(s) => Some(s),
                Observer::Spectator => None,
            },
            version: self.m.version(),
            to_act: self.m.to_act(),
            view: self.m.view_json(observer),
            legal: Legal::said(self.legal_for(observer), reader, self.m.texts()),
            moves,
            chat: self.chat.recent(),
            summary: self.m.summary(),
            over: self.m.is_over(),
        }
    }

    /// The work that makes a welcome with moves the room no longer keeps the logs
    /// of: everything but those moves is taken now; the moves after `since` are made
    /// again, as each was made when it was played, by replaying the record.
    fn welcome_later(&self, observer: Observer, since: u64, lang: Lang) -> super::WelcomeTask {
        let names = super::seats::shown_names(&self.seats);
        let texts = self.m.texts();
        let reader = Reader {
            lang,
            seat: observer.seat(),
            names: &names,
        };
        let mut message = self.welcome_with(observer, &reader, Vec::new());
        let record = self.m.record();
        let played = self.moves.numbers();
        let id = self.id.clone();
        Box::new(move || {
            let reader = Reader {
                lang,
                seat: observer.seat(),
                names: &names,
            };
            let rebuilt = replays::rebuilt(&record, since).unwrap_or_else(|e| {
                // Cannot happen for a room that was played here; if it does, the
                // moves go out with empty logs rather than not at all.
                tracing::error!(room = %id, error = %e, "cannot rebuild the logs of old moves");
                record.actions[since as usize..]
                    .iter()
                    .map(|a| Recent::bare(&a.action, record.players))
                    .collect()
            });
            if let ServerMessage::Welcome { moves, .. } = &mut message {
                *moves = played.since(&reader, texts, since, Some(&rebuilt));
            }
            message.to_text()
        })
    }
}
