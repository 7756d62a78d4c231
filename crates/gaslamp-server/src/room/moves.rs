//! The moves a room has played, kept for the connections that join or come back:
//! each move's seat, version and client id, and for the last [`LOGS_KEPT`] moves
//! their texts and each observer's log as messages, said to each connection's reader
//! when it is sent.

use crate::protocol::{LogLine, Move, RawJson};
use gaslamp_core::i18n::Texts;
use gaslamp_core::{Message, Observer, Reader, Seat};
use gaslamp_games::{LogEntry, Submitted};
use std::sync::Arc;

/// Moves whose logs a room keeps in memory: a reconnecting client is usually a few
/// moves behind; one that asks for older moves (a spectator arriving late, a seat
/// back after a long absence) has them rebuilt by replaying the room's record.
pub const LOGS_KEPT: usize = 8;

/// One accepted action.
///
/// Each observer's log is kept as messages with the events' JSON serialized once: an
/// observer whose log equals the spectators' (the usual case: most events hide
/// nothing) shares the spectators' rather than holding its own copy. Only the last
/// [`LOGS_KEPT`] moves keep their text and logs ([`Recent`]); an older move is a few
/// numbers (its text is in the match's record, its logs are made again from it when
/// a connection asks for them), so a room's memory hardly grows with its game.
///
/// A room keeps one for every move of its game, so it is small: its version is its
/// place in the list, its seat a byte.
pub struct Played {
    seat: u8,
    pub by_clock: bool,
    /// A simultaneous choice not revealed yet: its text is for its seat only.
    pub secret: bool,
    /// The client's action id, as a keyed hash ([`client_key`]).
    client: Option<std::num::NonZeroU64>,
    recent: Option<Box<Recent>>,
}

/// What a recent move keeps for the connections that come back: its text, what it
/// does, and each observer's log, as messages.
pub struct Recent {
    text: Box<str>,
    description: Message,
    /// The log of each seat, then the spectators' (last).
    logs: Box<[Arc<[Entry]>]>,
}

/// One log entry as kept: its message, and its event's JSON serialized once.
#[derive(PartialEq)]
struct Entry {
    message: Option<Message>,
    data: RawJson,
}

/// A client's action id as kept by a room: a hash keyed per process (64 bits; two
/// ids of one seat in one room that collide would have the second answered as the
/// first: about one chance in 10^16 for a whole game's ids).
pub fn client_key(id: &str) -> std::num::NonZeroU64 {
    use std::hash::BuildHasher;
    static KEY: std::sync::OnceLock<std::collections::hash_map::RandomState> =
        std::sync::OnceLock::new();
    let h = KEY.get_or_init(Default::default).hash_one(id);
    std::num::NonZeroU64::new(h).unwrap_or(std::num::NonZeroU64::MIN)
}

/// The log line of a move a clock bot played for `seat`.
fn clock_line(seat: Seat, reader: &Reader, texts: &Texts) -> LogLine {
    let message = Message::new("clock-played").seat("who", seat);
    LogLine {
        text: Some(reader.say(texts, &message)),
        message: Some(message),
        data: RawJson::new(&serde_json::json!({ "type": "clock", "seat": seat })),
    }
}

fn kept(entries: &[LogEntry]) -> Arc<[Entry]> {
    entries
        .iter()
        .map(|e| Entry {
            message: e.message.clone(),
            data: RawJson::new(&e.data),
        })
        .collect()
}

impl Recent {
    /// A move's text, what it does and every observer's log.
    pub fn new(done: &Submitted, players: usize) -> Recent {
        let spectator_entries = done.log_for(Observer::Spectator);
        let spectator = kept(spectator_entries);
        let mut logs = Vec::with_capacity(players + 1);
        for s in 0..players {
            let entries = done.log_for(Observer::Seat(s));
            logs.push(if entries == spectator_entries {
                spectator.clone()
            } else {
                kept(entries)
            });
        }
        logs.push(spectator);
        Recent {
            text: done.action.as_str().into(),
            description: done.description.clone(),
            logs: logs.into_boxed_slice(),
        }
    }

    /// A move whose logs cannot be made again (never expected): its text, no logs.
    pub fn bare(text: &str, players: usize) -> Recent {
        let empty: Arc<[Entry]> = Arc::from(Vec::new());
        Recent {
            text: text.into(),
            description: Message::new(""),
            logs: vec![empty; players + 1].into_boxed_slice(),
        }
    }
}

impl Played {
    pub fn seat(&self) -> Seat {
        self.seat as Seat
    }

    /// The move as `reader` sees it (it is the room's move number `version`), said
    /// with `texts`, with its text and log from `recent` (this move's own, or rebuilt
    /// ones when it has dropped them).
    fn for_reader_with(
        &self,
        version: u64,
        reader: &Reader,
        texts: &Texts,
        recent: &Recent,
    ) -> Move {
        let own = reader.seat == Some(self.seat());
        let logs = &recent.logs;
        let spectator = logs.len() - 1;
        let entries = match reader.seat {
            Some(s) => &logs[s.min(spectator)],
            None => &logs[spectator],
        };
        let clock = self
            .by_clock
            .then(|| clock_line(self.seat(), reader, texts));
        let log = clock
            .into_iter()
            .chain(entries.iter().map(|e| LogLine {
                text: e.message.as_ref().map(|m| reader.say(texts, m)),
                message: e.message.clone(),
                data: e.data.clone(),
            }))
            .collect();
        let shown = !self.secret || own;
        Move {
            version,
            seat: self.seat(),
            action: shown.then(|| recent.text.to_string()),
            description: shown.then(|| reader.say(texts, &recent.description)),
            message: shown.then(|| recent.description.clone()),
            by_clock: self.by_clock,
            log,
        }
    }
}

/// Every move of a room, in order.
#[derive(Default)]
pub struct Moves {
    played: Vec<Played>,
}

impl Moves {
    /// Adds the move just applied. `secret`: whether it is a simultaneous choice not
    /// revealed yet (when it is not, every earlier choice is revealed too).
    pub fn push(
        &mut self,
        done: &Submitted,
        recent: Recent,
        secret: bool,
        client: Option<&str>,
        by_clock: bool,
    ) {
        if !secret {
            for p in self.played.iter_mut() {
                p.secret = false;
            }
        }
        debug_assert_eq!(done.version, self.played.len() as u64 + 1);
        self.played.push(Played {
            seat: u8::try_from(done.seat).expect("a game has at most 255 seats"),
            by_clock,
            secret,
            client: client.map(client_key),
            recent: Some(Box::new(recent)),
        });
        if let Some(old) = self.played.len().checked_sub(LOGS_KEPT + 1) {
            self.played[old].recent = None;
        }
    }

    /// Every move without its text and logs (a few bytes each): what a connection
    /// needs, with the logs made again, to show the moves as its observer sees them.
    pub fn numbers(&self) -> Moves {
        Moves {
            played: self
                .played
                .iter()
                .map(|p| Played {
                    seat: p.seat,
                    by_clock: p.by_clock,
                    secret: p.secret,
                    client: None,
                    recent: None,
                })
                .collect(),
        }
    }

    /// The last move as `reader` sees it, said with `texts`.
    pub fn last_for(&self, reader: &Reader, texts: &Texts) -> Option<Move> {
        let last = self.played.last()?;
        let recent = last.recent.as_ref()?;
        Some(last.for_reader_with(self.played.len() as u64, reader, texts, recent))
    }

    /// Whether an action id of `seat` was accepted already, and as which version.
    pub fn seen(&self, seat: Seat, id: &str) -> Option<u64> {
        let key = client_key(id);
        self.played
            .iter()
            .rposition(|p| p.seat() == seat && p.client == Some(key))
            .map(|i| i as u64 + 1)
    }

    /// The moves numbered above `since`, with their numbers.
    fn after(&self, since: u64) -> impl Iterator<Item = (u64, &Played)> {
        self.played
            .iter()
            .enumerate()
            .skip(since.min(self.played.len() as u64) as usize)
            .map(|(i, p)| (i as u64 + 1, p))
    }

    /// Whether every move after `since` still has its logs.
    pub fn kept_since(&self, since: u64) -> bool {
        self.after(since).all(|(_, p)| p.recent.is_some())
    }

    /// The moves after `since` as `reader` sees them, said with `texts`; `rebuilt`
    /// holds the texts and logs of every move after `since` when some of them were
    /// dropped (in order): the moves that keep theirs use their own.
    pub fn since(
        &self,
        reader: &Reader,
        texts: &Texts,
        since: u64,
        rebuilt: Option<&[Recent]>,
    ) -> Vec<Move> {
        self.after(since)
            .map(|(version, p)| match (&p.recent, rebuilt) {
                (Some(recent), _) => p.for_reader_with(version, reader, texts, recent),
                (None, Some(r)) => {
                    p.for_reader_with(version, reader, texts, &r[(version - since - 1) as usize])
                }
                (None, None) => unreachable!("moves without logs come with rebuilt ones"),
            })
            .collect()
    }
}
