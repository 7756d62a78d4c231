//! The moves a room has played, kept for the connections that join or come back:
//! each move's seat, version and client id, and for the last [`LOGS_KEPT`] moves
//! their texts and each observer's log, serialized once.

use crate::protocol::{Move, RawJson};
use gaslamp_core::i18n::Lang;
use gaslamp_core::{Observer, Seat};
use gaslamp_games::{LogEntry, Submitted};
use serde::Serialize;

/// Moves whose logs a room keeps in memory: a reconnecting client is usually a few
/// moves behind; one that asks for older moves (a spectator arriving late, a seat
/// back after a long absence) has them rebuilt by replaying the room's record.
pub const LOGS_KEPT: usize = 8;

/// One accepted action.
///
/// Each observer's log is kept serialized (a JSON array), once: an observer whose
/// log equals the spectators' (the usual case: most events hide nothing) shares the
/// spectators' text rather than holding its own copy. Only the last [`LOGS_KEPT`]
/// moves keep their text and logs ([`Recent`]); an older move is a few numbers (its
/// text is in the match's record, its logs are made again from it when a connection
/// asks for them), so a room's memory hardly grows with its game.
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

/// What a recent move keeps for the connections that come back: its text, and its
/// words in every language ([`Lang::ALL`], in that order).
pub struct Recent {
    text: Box<str>,
    worded: Box<[RecentWords]>,
}

/// A recent move's words in one language.
struct RecentWords {
    description: Box<str>,
    /// The log of each seat, then the spectators' (last).
    logs: Box<[RawJson]>,
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

/// A move's log as sent: the clock's entry first when a bot played for a late
/// person, then the game's entries for the observer.
struct LogOut<'a> {
    clock: Option<&'a LogEntry>,
    entries: &'a [LogEntry],
}

impl Serialize for LogOut<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.clock.into_iter().chain(self.entries))
    }
}

/// The log entry of a move a clock bot played for `who` (a person's name), in `lang`.
fn clock_entry(seat: Seat, who: &str, lang: Lang) -> LogEntry {
    LogEntry {
        text: Some(crate::texts::TEXTS.tr_in(lang, "clock-played", &[("who", who.into())])),
        data: serde_json::json!({ "type": "clock", "seat": seat }),
    }
}

impl Recent {
    /// A move's text and every observer's log, in every language. `late`: the name
    /// of the person a clock bot played for.
    pub fn new(done: &Submitted, players: usize, late: Option<&str>) -> Recent {
        let worded = Lang::ALL
            .into_iter()
            .map(|lang| {
                let clock = late.map(|who| clock_entry(done.seat, who, lang));
                let spectator_entries = done.log_for(Observer::Spectator, lang);
                let spectator = RawJson::new(&LogOut {
                    clock: clock.as_ref(),
                    entries: spectator_entries,
                });
                let mut logs = Vec::with_capacity(players + 1);
                for s in 0..players {
                    let entries = done.log_for(Observer::Seat(s), lang);
                    logs.push(if entries == spectator_entries {
                        spectator.clone()
                    } else {
                        RawJson::new(&LogOut {
                            clock: clock.as_ref(),
                            entries,
                        })
                    });
                }
                logs.push(spectator);
                RecentWords {
                    description: done.description(lang).into(),
                    logs: logs.into_boxed_slice(),
                }
            })
            .collect();
        Recent {
            text: done.action.as_str().into(),
            worded,
        }
    }

    /// A move whose logs cannot be made again (never expected): its text, no logs.
    pub fn bare(text: &str, players: usize) -> Recent {
        let empty = RawJson::new(&Vec::<LogEntry>::new());
        Recent {
            text: text.into(),
            worded: Lang::ALL
                .iter()
                .map(|_| RecentWords {
                    description: "".into(),
                    logs: vec![empty.clone(); players + 1].into_boxed_slice(),
                })
                .collect(),
        }
    }

    fn words(&self, lang: Lang) -> &RecentWords {
        let i = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
        &self.worded[i]
    }
}

impl Played {
    pub fn seat(&self) -> Seat {
        self.seat as Seat
    }

    /// The move as `observer` sees it in `lang` (it is the room's move number
    /// `version`), with its text and log from `recent` (this move's own, or rebuilt
    /// ones when it has dropped them).
    fn for_observer_with(
        &self,
        version: u64,
        observer: Observer,
        lang: Lang,
        recent: &Recent,
    ) -> Move {
        let own = observer == Observer::Seat(self.seat());
        let words = recent.words(lang);
        let logs = &words.logs;
        let spectator = logs.len() - 1;
        let log = match observer {
            Observer::Seat(s) => logs[s.min(spectator)].clone(),
            Observer::Spectator => logs[spectator].clone(),
        };
        Move {
            version,
            seat: self.seat(),
            action: (!self.secret || own).then(|| recent.text.to_string()),
            description: (!self.secret || own).then(|| words.description.to_string()),
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

    pub fn all(&self) -> &[Played] {
        &self.played
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

    /// The last move as `observer` sees it in `lang`.
    pub fn last_for(&self, observer: Observer, lang: Lang) -> Option<Move> {
        let last = self.played.last()?;
        let recent = last.recent.as_ref()?;
        Some(last.for_observer_with(self.played.len() as u64, observer, lang, recent))
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

    /// The moves after `since` as `observer` sees them in `lang`; `rebuilt` holds the
    /// texts and logs of every move after `since` when some of them were dropped (in
    /// order): the moves that keep theirs use their own.
    pub fn since(
        &self,
        observer: Observer,
        lang: Lang,
        since: u64,
        rebuilt: Option<&[Recent]>,
    ) -> Vec<Move> {
        self.after(since)
            .map(|(version, p)| match (&p.recent, rebuilt) {
                (Some(recent), _) => p.for_observer_with(version, observer, lang, recent),
                (None, Some(r)) => {
                    p.for_observer_with(version, observer, lang, &r[(version - since - 1) as usize])
                }
                (None, None) => unreachable!("moves without logs come with rebuilt ones"),
            })
            .collect()
    }
}
