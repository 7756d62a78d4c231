//! Rooms: one game each, held in memory as the registry's type-erased match behind
//! one lock (one serial queue per room), with its seats, the moves so far, the chat
//! and the connections that watch it.
//!
//! An action goes: read (text or JSON) → checked by the engine → committed to storage
//! as the room's next action number → applied → acknowledged to its sender → sent to
//! every connection as *that observer's* view, legal actions and log. A refusal
//! changes nothing. Bots think on the blocking pool, from their seat's view only, and
//! their action goes through the same path.

use crate::protocol::{ChatLine, Move, RawJson, ServerMessage};
use crate::storage::{ActionRow, ChatRow, RoomRow, SeatRow, Store, StoreError};
use gaslamp_ai::BotSpec;
use gaslamp_core::{Observer, Refusal, Seat};
use gaslamp_games::{AnyMatch, LogEntry};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::HashMap;
use std::sync::Arc;
use tokio::sync::{mpsc, Mutex};

/// A message ready to send: serialized once in the room, and shared (not copied)
/// between the connections that get the same one.
pub type Outgoing = tokio_tungstenite::tungstenite::Utf8Bytes;

/// Messages waiting for a slow connection before it is dropped.
pub const OUTBOX: usize = 256;

/// Who sits at a seat.
#[derive(Clone, Debug, PartialEq)]
pub enum SeatKind {
    /// Free for a person to join.
    Open,
    /// A person, who holds the seat's token (only its hash is kept).
    Human { player: String, token_hash: String },
    /// A bot of the server.
    Bot(BotSpec),
}

impl SeatKind {
    fn stored(&self) -> String {
        match self {
            SeatKind::Open => "open".into(),
            SeatKind::Human { .. } => "human".into(),
            SeatKind::Bot(b) => format!("bot:{b}"),
        }
    }

    fn from_row(row: &SeatRow) -> Result<SeatKind, String> {
        match (row.kind.as_str(), &row.player_id, &row.token_hash) {
            ("open", _, _) => Ok(SeatKind::Open),
            ("human", Some(p), Some(t)) => Ok(SeatKind::Human {
                player: p.clone(),
                token_hash: t.clone(),
            }),
            (k, _, _) => match k.strip_prefix("bot:") {
                Some(spec) => BotSpec::parse(spec)
                    .map(SeatKind::Bot)
                    .map_err(|e| e.to_string()),
                None => Err(format!("unknown seat kind `{k}`")),
            },
        }
    }
}

/// A room's settings as stored (JSON).
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Settings {
    /// Seconds per move, if the room has a clock. When a person's time runs out, a
    /// bot (`Settings::clock_bot`) plays that move for them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub move_seconds: Option<u64>,
    /// The bot that plays for a person whose time ran out (default: greedy, the
    /// easy level).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock_bot: Option<String>,
    /// A turn-based room (a long clock; people come back to it over days).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub turn_based: bool,
}

impl Settings {
    fn clock_bot(&self) -> BotSpec {
        self.clock_bot
            .as_deref()
            .and_then(|b| BotSpec::parse(b).ok())
            .unwrap_or(BotSpec::Greedy)
    }
}

/// One accepted action, kept for connections that join or come back.
///
/// Each observer's log is kept serialized (a JSON array), once: an observer whose
/// log equals the spectators' (the usual case: most events hide nothing) shares the
/// spectators' text rather than holding its own copy.
///
/// Only the last [`LOGS_KEPT`] moves keep their text and logs ([`Recent`]); an older
/// move is a few numbers (its text is in the match's record, its logs are made again
/// from it when a connection asks for them), so a room's memory hardly grows with
/// its game.
struct Played {
    version: u64,
    seat: Seat,
    by_clock: bool,
    /// A simultaneous choice not revealed yet: its text is for its seat only.
    secret: bool,
    /// The client's action id, as a keyed hash ([`client_key`]).
    client: Option<u64>,
    recent: Option<Box<Recent>>,
}

/// What a recent move keeps for the connections that come back.
struct Recent {
    text: Box<str>,
    description: Box<str>,
    /// The log of each seat, then the spectators' (last).
    logs: Box<[RawJson]>,
}

/// A client's action id as kept by a room: a hash keyed per process (64 bits; two
/// ids of one seat in one room that collide would have the second answered as the
/// first: about one chance in 10^16 for a whole game's ids).
fn client_key(id: &str) -> u64 {
    use std::hash::BuildHasher;
    static KEY: std::sync::OnceLock<std::collections::hash_map::RandomState> =
        std::sync::OnceLock::new();
    KEY.get_or_init(Default::default).hash_one(id)
}

/// Moves whose logs a room keeps in memory: a reconnecting client is usually a few
/// moves behind; one that asks for older moves (a spectator arriving late, a seat
/// back after a long absence) has them rebuilt by replaying the room's record.
pub const LOGS_KEPT: usize = 32;

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

impl Played {
    fn new(
        done: &gaslamp_games::Submitted,
        seat: Seat,
        players: usize,
        by_clock: bool,
        secret: bool,
        client: Option<u64>,
    ) -> Played {
        let clock = by_clock.then(|| LogEntry {
            text: Some(format!(
                "seat {seat}'s time ran out: a bot played this move for it"
            )),
            data: serde_json::json!({ "type": "clock", "seat": seat }),
        });
        let spectator_entries = done.log_for(Observer::Spectator);
        let spectator = RawJson::new(&LogOut {
            clock: clock.as_ref(),
            entries: spectator_entries,
        });
        let mut logs = Vec::with_capacity(players + 1);
        for s in 0..players {
            let entries = done.log_for(Observer::Seat(s));
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
        Played {
            version: done.version,
            seat,
            by_clock,
            secret,
            client,
            recent: Some(Box::new(Recent {
                text: done.action.as_str().into(),
                description: done.description.as_str().into(),
                logs: logs.into_boxed_slice(),
            })),
        }
    }

    /// The move as `observer` sees it, with its text and log from `recent` (this
    /// move's own, or rebuilt ones when it has dropped them).
    fn for_observer_with(&self, observer: Observer, recent: &Recent) -> Move {
        let own = observer == Observer::Seat(self.seat);
        let logs = &recent.logs;
        let spectator = logs.len() - 1;
        let log = match observer {
            Observer::Seat(s) => logs[s.min(spectator)].clone(),
            Observer::Spectator => logs[spectator].clone(),
        };
        Move {
            version: self.version,
            seat: self.seat,
            action: (!self.secret || own).then(|| recent.text.to_string()),
            description: (!self.secret || own).then(|| recent.description.to_string()),
            by_clock: self.by_clock,
            log,
        }
    }

    fn for_observer(&self, observer: Observer) -> Move {
        let recent = self.recent.as_ref().expect("a recent move keeps its logs");
        self.for_observer_with(observer, recent)
    }
}

struct Watcher {
    observer: Observer,
    tx: mpsc::Sender<Outgoing>,
}

/// A room's state, behind the room's lock.
pub struct RoomState {
    pub id: String,
    pub invite: String,
    pub game: String,
    pub m: Box<dyn AnyMatch>,
    pub seats: Vec<SeatKind>,
    pub settings: Settings,
    pub created_by: String,
    played: Vec<Played>,
    chat: Vec<ChatLine>,
    watchers: Vec<Watcher>,
    /// Bots thinking now, by seat (the version they think about).
    thinking: HashMap<Seat, u64>,
    /// When the current moment began (ms since the epoch): the last action's time, or
    /// the room's creation. Clocks count from it, also across restarts.
    since_ms: i64,
    /// Clocks running, by seat and version.
    clocks: std::collections::HashSet<(Seat, u64)>,
}

/// One room.
pub struct Room {
    pub state: Mutex<RoomState>,
}

/// How an action reached the room.
pub enum ActionInput {
    Text(String),
    Json(Value),
}

/// What became of a submitted action.
#[derive(Debug, PartialEq)]
pub enum Outcome {
    Accepted {
        version: u64,
    },
    Refused(Refusal),
    /// The game was no longer at the version the action was meant for (a bot's or
    /// a clock's move that came too late): nothing was applied.
    Stale,
    /// Storage failed: nothing was applied.
    Failed(String),
}

impl RoomState {
    /// Rebuilds a room from storage: its match replayed action by action.
    pub fn load(stored: crate::storage::StoredRoom) -> Result<RoomState, String> {
        let r = &stored.room;
        let g = gaslamp_games::find(&r.game).map_err(|e| e.to_string())?;
        let components = g.default_components();
        if components.id() != r.components {
            return Err(format!(
                "room {} was made with the component set {}, which this server does not have",
                r.id, r.components
            ));
        }
        let setup = match &r.setup {
            None => None,
            Some(s) => Some(serde_json::from_str(s).map_err(|e| e.to_string())?),
        };
        let m = g
            .new_match(&components, r.players, r.seed, setup)
            .map_err(|e| e.to_string())?;
        let seats = stored
            .seats
            .iter()
            .map(SeatKind::from_row)
            .collect::<Result<Vec<_>, _>>()?;
        let mut room = RoomState {
            id: r.id.clone(),
            invite: r.invite.clone(),
            game: r.game.clone(),
            m,
            seats,
            settings: serde_json::from_str(&r.settings).unwrap_or_default(),
            created_by: r.created_by.clone(),
            played: Vec::new(),
            chat: stored
                .chat
                .iter()
                .map(|c| ChatLine {
                    seq: c.seq,
                    from: c.author.clone(),
                    text: c.text.clone(),
                })
                .collect(),
            watchers: Vec::new(),
            thinking: HashMap::new(),
            since_ms: r.created_at,
            clocks: Default::default(),
        };
        for a in &stored.actions {
            if a.seq != room.m.version() + 1 {
                return Err(format!(
                    "room {}: action {} is missing",
                    r.id,
                    room.m.version() + 1
                ));
            }
            room.apply_committed(a.seat, &a.action, a.client_id.clone(), a.by_clock)
                .map_err(|e| format!("room {}: stored action {}: {}", r.id, a.seq, e.message))?;
            room.since_ms = a.at;
        }
        Ok(room)
    }

    /// Creates the rows of a new room.
    pub fn rows(&self, seed: u64, now: i64) -> (RoomRow, Vec<SeatRow>) {
        let rec = self.m.record();
        (
            RoomRow {
                id: self.id.clone(),
                invite: self.invite.clone(),
                game: self.game.clone(),
                components: rec.components,
                players: self.m.num_players(),
                seed,
                setup: rec.setup.map(|s| s.to_string()),
                settings: serde_json::to_string(&self.settings).unwrap_or_else(|_| "{}".into()),
                created_by: self.created_by.clone(),
                created_at: self.since_ms.min(now),
                finished: false,
            },
            self.seats
                .iter()
                .enumerate()
                .map(|(seat, k)| SeatRow {
                    seat,
                    kind: k.stored(),
                    player_id: match k {
                        SeatKind::Human { player, .. } => Some(player.clone()),
                        _ => None,
                    },
                    token_hash: match k {
                        SeatKind::Human { token_hash, .. } => Some(token_hash.clone()),
                        _ => None,
                    },
                })
                .collect(),
        )
    }

    /// A new room in memory (not stored yet).
    pub fn new(
        id: String,
        invite: String,
        game: String,
        m: Box<dyn AnyMatch>,
        seats: Vec<SeatKind>,
        settings: Settings,
        created_by: String,
    ) -> RoomState {
        RoomState {
            id,
            invite,
            game,
            m,
            seats,
            settings,
            created_by,
            played: Vec::new(),
            chat: Vec::new(),
            watchers: Vec::new(),
            thinking: HashMap::new(),
            since_ms: now(),
            clocks: Default::default(),
        }
    }

    /// Applies an action that storage has accepted (or that is being reloaded).
    fn apply_committed(
        &mut self,
        seat: Seat,
        text: &str,
        client_id: Option<String>,
        by_clock: bool,
    ) -> Result<u64, Refusal> {
        let done = self.m.submit(seat, text)?;
        self.since_ms = now();
        let secret = self.m.secret_pending();
        if !secret {
            for p in self.played.iter_mut() {
                p.secret = false;
            }
        }
        let players = self.m.num_players();
        let client = client_id.as_deref().map(client_key);
        self.played
            .push(Played::new(&done, seat, players, by_clock, secret, client));
        if let Some(old) = self.played.len().checked_sub(LOGS_KEPT + 1) {
            self.played[old].recent = None;
        }
        Ok(done.version)
    }

    /// The seat whose token hashes to `token_hash`.
    pub fn seat_of_token(&self, token_hash: &str) -> Option<Seat> {
        self.seats
            .iter()
            .position(|k| matches!(k, SeatKind::Human { token_hash: t, .. } if t == token_hash))
    }

    fn legal_for(&self, observer: Observer) -> Vec<gaslamp_games::LegalAction> {
        match observer {
            Observer::Seat(s) if self.m.to_act().contains(&s) => self.m.legal(s),
            _ => Vec::new(),
        }
    }

    /// The first message of a connection: everything this observer may see, with the
    /// moves after `since`.
    pub fn welcome(&self, observer: Observer, since: u64) -> ServerMessage {
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
            legal: self.legal_for(observer),
            moves: self.moves_since(observer, since),
            chat: self.chat.clone(),
            projected: self.m.projected(),
            over: self.m.is_over(),
        }
    }

    /// The moves after `since` as `observer` sees them; the texts and logs of moves
    /// older than [`LOGS_KEPT`] are rebuilt by replaying the record.
    fn moves_since(&self, observer: Observer, since: u64) -> Vec<Move> {
        let wanted = self.played.iter().filter(|p| p.version > since);
        if wanted.clone().all(|p| p.recent.is_some()) {
            return wanted.map(|p| p.for_observer(observer)).collect();
        }
        let rebuilt = self.rebuilt(since);
        wanted
            .map(|p| match &p.recent {
                Some(recent) => p.for_observer_with(observer, recent),
                None => p.for_observer_with(observer, &rebuilt[(p.version - since - 1) as usize]),
            })
            .collect()
    }

    /// Every move's text and logs after `since` (in order), made again by replaying
    /// the room's record from its start, as each was made when it was played.
    fn rebuilt(&self, since: u64) -> Vec<Recent> {
        let record = self.m.record();
        let replay = || -> Result<Vec<Recent>, String> {
            let mut m = self.fresh_match(&record)?;
            let mut logs = Vec::new();
            for (a, p) in record.actions.iter().zip(&self.played) {
                let done = m.submit(a.seat, &a.action).map_err(|r| r.message)?;
                if done.version > since {
                    let again = Played::new(&done, a.seat, record.players, p.by_clock, false, None);
                    logs.push(*again.recent.expect("a new move has its logs"));
                }
            }
            Ok(logs)
        };
        replay().unwrap_or_else(|e| {
            // Cannot happen for a room that was played here; if it does, the moves
            // go out with empty logs rather than not at all.
            tracing::error!(room = %self.id, error = %e, "cannot rebuild the logs of old moves");
            let empty = RawJson::new(&Vec::<LogEntry>::new());
            self.played
                .iter()
                .filter(|p| p.version > since)
                .map(|p| Recent {
                    text: record.actions[(p.version - 1) as usize]
                        .action
                        .as_str()
                        .into(),
                    description: "".into(),
                    logs: vec![empty.clone(); self.m.num_players() + 1].into_boxed_slice(),
                })
                .collect()
        })
    }

    /// A new match of this room's game at the start of `record` (its seed and setup),
    /// to replay the record's actions on.
    fn fresh_match(&self, record: &gaslamp_core::Record) -> Result<Box<dyn AnyMatch>, String> {
        let g = gaslamp_games::find(&self.game).map_err(|e| e.to_string())?;
        let seed = record.seed.ok_or("the record has no seed")?;
        g.new_match(
            &g.default_components(),
            record.players,
            seed,
            record.setup.clone(),
        )
        .map_err(|e| e.to_string())
    }

    /// A finished game step by step, for the replay viewer: the spectators' view
    /// before the first action and after each one, and each move in words.
    pub fn replay_json(&self) -> Result<Value, String> {
        let record = self.m.record();
        let mut m = self.fresh_match(&record)?;
        let mut views = vec![m.view_json(Observer::Spectator)];
        let mut moves = Vec::new();
        for a in &record.actions {
            let done = m.submit(a.seat, &a.action).map_err(|r| r.message)?;
            moves.push(serde_json::json!({
                "version": done.version,
                "seat": a.seat,
                "action": a.action,
                "description": done.description,
            }));
            views.push(m.view_json(Observer::Spectator));
        }
        Ok(serde_json::json!({ "views": views, "moves": moves }))
    }

    /// The points of a finished game where the win chances are estimated: the first
    /// version of each turn (the view's `turn` field; every tenth of the game for a
    /// game without one), with the turn number.
    fn analysis_points(&self) -> Result<Vec<(u64, u64)>, String> {
        let record = self.m.record();
        let mut m = self.fresh_match(&record)?;
        let turn_of = |m: &dyn AnyMatch| m.view_json(Observer::Spectator)["turn"].as_u64();
        let n = record.actions.len() as u64;
        let mut points = vec![(0, turn_of(m.as_ref()).unwrap_or(1))];
        for a in &record.actions {
            m.submit(a.seat, &a.action).map_err(|r| r.message)?;
            let v = m.version();
            match turn_of(m.as_ref()) {
                Some(t) if !m.is_over() && t != points.last().map_or(0, |p| p.1) => {
                    points.push((v, t))
                }
                None if n >= 10 && v % (n / 10) == 0 && v < n => points.push((v, v / (n / 10) + 1)),
                _ => {}
            }
        }
        Ok(points)
    }

    /// The win chance of each seat at analysis point `k` of a finished game (see
    /// `RoomState::analysis_points`): for each seat, the AI's estimate from its own
    /// view at the first moment from that point on when it must act.
    pub fn analysis_task(&self, k: usize, iterations: u64) -> Result<Analysis, String> {
        let points = self.analysis_points()?;
        let &(version, turn) = points.get(k).ok_or("no such point")?;
        let record = self.m.record();
        let mut m = self.fresh_match(&record)?;
        let mut tasks: Vec<Option<gaslamp_games::BotTask>> =
            (0..record.players).map(|_| None).collect();
        for (i, a) in record.actions.iter().enumerate() {
            if i as u64 >= version {
                for seat in m.to_act() {
                    if tasks[seat].is_none() {
                        tasks[seat] = m.hint_task(seat, iterations, version ^ seat as u64);
                    }
                }
                if tasks.iter().all(Option::is_some) {
                    break;
                }
            }
            m.submit(a.seat, &a.action).map_err(|r| r.message)?;
        }
        let run = move || {
            tasks
                .into_iter()
                .map(|t| t.and_then(|t| t()["win_chance"].as_f64()))
                .collect()
        };
        Ok(Analysis {
            points: points.len(),
            version,
            turn,
            run: Box::new(run),
        })
    }

    /// Adds a connection; returns its receiving end.
    pub fn watch(&mut self, observer: Observer, since: u64) -> mpsc::Receiver<Outgoing> {
        let (tx, rx) = mpsc::channel(OUTBOX);
        let _ = tx.try_send(self.welcome(observer, since).to_text());
        self.watchers.push(Watcher { observer, tx });
        rx
    }

    /// Forgets the connections that are gone; returns how many remain.
    pub fn unwatch_closed(&mut self) -> usize {
        self.watchers.retain(|w| !w.tx.is_closed());
        self.watchers.len()
    }

    /// Sends every connection its own message, serialized once per observer (every
    /// spectator gets the same text); drops the connections that are gone or too
    /// slow to keep up.
    fn broadcast(&mut self, make: impl Fn(&RoomState, Observer) -> ServerMessage) {
        let mut watchers = std::mem::take(&mut self.watchers);
        let mut made: Vec<(Observer, Outgoing)> = Vec::new();
        watchers.retain(|w| {
            let text = match made.iter().find(|(o, _)| *o == w.observer) {
                Some((_, t)) => t.clone(),
                None => {
                    let t = make(self, w.observer).to_text();
                    made.push((w.observer, t.clone()));
                    t
                }
            };
            w.tx.try_send(text).is_ok()
        });
        self.watchers = watchers;
    }

    fn broadcast_last_move(&mut self) {
        let to_act = self.m.to_act();
        let over = self.m.is_over();
        self.broadcast(|room, observer| {
            let last = room.played.last().expect("a move was just played");
            ServerMessage::Update {
                mv: last.for_observer(observer),
                to_act: to_act.clone(),
                view: room.m.view_json(observer),
                legal: room.legal_for(observer),
                projected: room.m.projected(),
                over,
            }
        });
    }

    /// Whether an action id of `seat` was accepted already, and as which version.
    pub fn seen(&self, seat: Seat, id: &str) -> Option<u64> {
        let key = client_key(id);
        self.played
            .iter()
            .rev()
            .find(|p| p.seat == seat && p.client == Some(key))
            .map(|p| p.version)
    }

    /// Seats of bots that must act now and are not thinking about this version yet
    /// (a bot still thinking about an older one will find its move stale).
    fn idle_bots(&self) -> Vec<(Seat, BotSpec)> {
        if self.m.is_over() {
            return Vec::new();
        }
        self.m
            .to_act()
            .into_iter()
            .filter(|s| self.thinking.get(s) != Some(&self.m.version()))
            .filter_map(|s| match &self.seats[s] {
                SeatKind::Bot(b) => Some((s, b.clone())),
                _ => None,
            })
            .collect()
    }

    /// Adds a chat line.
    pub fn push_chat(&mut self, line: ChatLine) {
        self.chat.push(line.clone());
        self.broadcast(|_, _| ServerMessage::Chat(line.clone()));
    }

    pub fn next_chat_seq(&self) -> u64 {
        self.chat.len() as u64 + 1
    }
}

fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}

/// One point of a finished game's analysis: where it is, and the search to run off
/// the async runtime that gives each seat's win chance there.
pub struct Analysis {
    /// How many points the game has.
    pub points: usize,
    pub version: u64,
    pub turn: u64,
    pub run: Box<dyn FnOnce() -> Vec<Option<f64>> + Send>,
}

/// A bot's decision, on its way back to its room.
struct BotMove {
    room: Arc<Room>,
    seat: Seat,
    action: Value,
    /// The version the decision was made for: it is played only there.
    version: u64,
    /// Played for a person whose time ran out.
    by_clock: bool,
}

/// Every room in memory, and the storage behind them.
pub struct Hub {
    pub store: Store,
    rooms: Mutex<HashMap<String, Arc<Room>>>,
    /// Bots' decisions go back to their rooms through one queue.
    bot_moves: mpsc::UnboundedSender<BotMove>,
    /// Set when the server stops: nothing is committed after it.
    closed: std::sync::atomic::AtomicBool,
    /// Becomes true when the server begins to stop: connections close.
    stopping: tokio::sync::watch::Sender<bool>,
    /// How fast clients may go.
    pub limits: crate::limits::Limits,
}

impl Hub {
    /// A hub on `store`; starts the task that plays the bots' decisions (call it
    /// within the server's runtime).
    pub fn new(store: Store) -> Arc<Hub> {
        let (tx, mut rx) = mpsc::unbounded_channel::<BotMove>();
        let hub = Arc::new(Hub {
            store,
            rooms: Mutex::new(HashMap::new()),
            bot_moves: tx,
            closed: Default::default(),
            stopping: tokio::sync::watch::channel(false).0,
            limits: Default::default(),
        });
        let weak_limits = Arc::downgrade(&hub);
        tokio::spawn(async move {
            let mut every = tokio::time::interval(crate::limits::FORGET_EVERY);
            loop {
                every.tick().await;
                let Some(hub) = weak_limits.upgrade() else {
                    break;
                };
                hub.limits.forget_idle();
            }
        });
        let weak = Arc::downgrade(&hub);
        tokio::spawn(async move {
            while let Some(b) = rx.recv().await {
                let Some(hub) = weak.upgrade() else { break };
                hub.play_bot_move(b).await;
            }
        });
        hub
    }

    /// Tells every connection to close (the server is stopping).
    pub fn begin_stopping(&self) {
        self.stopping.send_replace(true);
    }

    /// Becomes true when the server begins to stop.
    pub fn stopping(&self) -> tokio::sync::watch::Receiver<bool> {
        self.stopping.subscribe()
    }

    /// Stops committing anything (the server is stopping); bots and clocks still
    /// running find the hub closed.
    pub fn close(&self) {
        self.closed.store(true, std::sync::atomic::Ordering::SeqCst);
    }

    async fn play_bot_move(self: &Arc<Self>, b: BotMove) {
        let seat = b.seat;
        // The seat stays marked as thinking about this version until the action is
        // committed, so nothing starts a second bot for the same move meanwhile.
        let forget = |st: &mut RoomState| {
            if b.by_clock {
                st.clocks.remove(&(seat, b.version));
            } else if st.thinking.get(&seat) == Some(&b.version) {
                st.thinking.remove(&seat);
            }
        };
        {
            let mut st = b.room.state.lock().await;
            // The game moved on meanwhile (the person played in time, another node
            // acted): whoever moved it started what the new version needs.
            if st.m.version() != b.version || !st.m.to_act().contains(&seat) {
                forget(&mut st);
                crate::metrics::bot_move(&Outcome::Stale);
                return;
            }
        }
        let outcome = self
            .submit(
                &b.room,
                seat,
                ActionInput::Json(b.action.clone()),
                None,
                b.by_clock,
                Some(b.version),
            )
            .await;
        forget(&mut *b.room.state.lock().await);
        crate::metrics::bot_move(&outcome);
        match outcome {
            Outcome::Accepted { .. } | Outcome::Stale => {}
            Outcome::Refused(r) => {
                tracing::error!(seat, code = r.code, message = %r.message, "a bot's action was refused")
            }
            Outcome::Failed(m) => {
                tracing::error!(seat, error = %m, "a bot's action was not stored")
            }
        }
    }

    /// Loads every unfinished room and starts its bots (after a restart).
    pub async fn resume_all(self: &Arc<Self>) -> Result<usize, String> {
        let ids = self
            .store
            .unfinished_rooms()
            .await
            .map_err(|e| e.to_string())?;
        let mut n = 0;
        for id in ids {
            match self.room(&id).await {
                Ok(Some(room)) => {
                    self.wake_bots(&room).await;
                    n += 1;
                }
                Ok(None) => {}
                Err(e) => tracing::error!(room = %id, error = %e, "cannot load room"),
            }
        }
        Ok(n)
    }

    /// The room `id`, loaded from storage if it is not in memory.
    pub async fn room(&self, id: &str) -> Result<Option<Arc<Room>>, String> {
        let mut rooms = self.rooms.lock().await;
        if let Some(r) = rooms.get(id) {
            return Ok(Some(r.clone()));
        }
        let Some(stored) = self.store.room(id).await.map_err(|e| e.to_string())? else {
            return Ok(None);
        };
        let room = Arc::new(Room {
            state: Mutex::new(RoomState::load(stored)?),
        });
        rooms.insert(id.to_string(), room.clone());
        crate::metrics::room_added();
        Ok(Some(room))
    }

    /// Whether the room `id` is held in memory now.
    pub async fn in_memory(&self, id: &str) -> bool {
        self.rooms.lock().await.contains_key(id)
    }

    /// Stores a new room and keeps it in memory.
    pub async fn add_room(
        self: &Arc<Self>,
        state: RoomState,
        seed: u64,
    ) -> Result<Arc<Room>, StoreError> {
        let (row, seats) = state.rows(seed, now());
        self.store.create_room(&row, &seats).await?;
        let id = state.id.clone();
        tracing::info!(room = %id, game = %state.game, players = state.m.num_players(), "room created");
        let room = Arc::new(Room {
            state: Mutex::new(state),
        });
        self.rooms.lock().await.insert(id, room.clone());
        crate::metrics::room_added();
        self.wake_bots(&room).await;
        Ok(room)
    }

    /// Checks, commits and applies an action of `seat`, then tells every connection.
    pub async fn submit(
        self: &Arc<Self>,
        room: &Arc<Room>,
        seat: Seat,
        input: ActionInput,
        client_id: Option<String>,
        by_clock: bool,
        at_version: Option<u64>,
    ) -> Outcome {
        // A few tries: when another server node took the next action number first,
        // this node catches up with it and checks the action again.
        let mut outcome = Outcome::Failed("another server kept taking the move first".into());
        for _ in 0..3 {
            let mut st = room.state.lock().await;
            if self.closed.load(std::sync::atomic::Ordering::SeqCst) {
                return Outcome::Failed("the server is stopping".into());
            }
            if let Some(id) = &client_id {
                if let Some(version) = st.seen(seat, id) {
                    return Outcome::Accepted { version };
                }
            }
            if at_version.is_some_and(|v| v != st.m.version()) {
                return Outcome::Stale;
            }
            let text = match &input {
                ActionInput::Text(t) => t.clone(),
                ActionInput::Json(v) => match st.m.json_to_text(seat, v) {
                    Ok(t) => t,
                    Err(r) => return Outcome::Refused(r),
                },
            };
            if let Err(r) = st.m.check(seat, &text) {
                return Outcome::Refused(r);
            }
            // Committed before it is applied or acknowledged: an acknowledged action
            // is never lost.
            let row = ActionRow {
                seq: st.m.version() + 1,
                seat,
                action: text.clone(),
                client_id: client_id.clone(),
                by_clock,
                at: now(),
            };
            match self.store.append_action(&st.id, &row).await {
                Ok(()) => {}
                Err(StoreError::Conflict) => {
                    self.catch_up_locked(&mut st).await;
                    continue;
                }
                Err(e) => return Outcome::Failed(e.to_string()),
            }
            let version = match st.apply_committed(seat, &text, client_id.clone(), by_clock) {
                Ok(v) => v,
                Err(r) => {
                    tracing::error!(room = %st.id, code = r.code, "a checked action was refused");
                    return Outcome::Refused(r);
                }
            };
            st.broadcast_last_move();
            if st.m.is_over() {
                tracing::info!(room = %st.id, actions = version, "game over");
                if let Err(e) = self.store.finish_room(&st.id).await {
                    tracing::error!(room = %st.id, error = %e, "cannot mark the room finished");
                }
            }
            outcome = Outcome::Accepted { version };
            break;
        }
        self.wake_bots(room).await;
        outcome
    }

    /// Applies the actions another server node committed for a room held here (after
    /// its announcement, or a taken action number), and tells the connections.
    pub async fn catch_up(self: &Arc<Self>, room_id: &str) {
        let room = self.rooms.lock().await.get(room_id).cloned();
        let Some(room) = room else { return };
        {
            let mut st = room.state.lock().await;
            self.catch_up_locked(&mut st).await;
        }
        self.wake_bots(&room).await;
    }

    /// The seat whose token hashes to `token_hash`; when this node does not know it,
    /// the seats are read again from storage (another node may have seated someone
    /// before its announcement arrived).
    pub async fn seat_of_token(&self, room: &Arc<Room>, token_hash: &str) -> Option<Seat> {
        let mut st = room.state.lock().await;
        if let Some(s) = st.seat_of_token(token_hash) {
            return Some(s);
        }
        self.reload_seats_locked(&mut st).await;
        st.seat_of_token(token_hash)
    }

    /// Reads a room's seats again from storage (another node seated someone or saw
    /// them leave), and starts what must start (a clock for a new person).
    pub async fn reload_seats(self: &Arc<Self>, room_id: &str) {
        let room = self.rooms.lock().await.get(room_id).cloned();
        let Some(room) = room else { return };
        self.reload_seats_locked(&mut *room.state.lock().await)
            .await;
        self.wake_bots(&room).await;
    }

    async fn reload_seats_locked(&self, st: &mut RoomState) {
        let stored = match self.store.room(&st.id).await {
            Ok(Some(r)) => r,
            Ok(None) => return,
            Err(e) => return tracing::error!(room = %st.id, error = %e, "cannot read the seats"),
        };
        match stored.seats.iter().map(SeatKind::from_row).collect() {
            Ok(seats) => st.seats = seats,
            Err(e) => tracing::error!(room = %st.id, error = %e, "a stored seat is unreadable"),
        }
    }

    /// Adds the chat lines another node stored for a room held here, and sends them.
    pub async fn catch_up_chat(&self, room_id: &str) {
        let room = self.rooms.lock().await.get(room_id).cloned();
        let Some(room) = room else { return };
        self.catch_up_chat_locked(&mut *room.state.lock().await)
            .await;
    }

    async fn catch_up_chat_locked(&self, st: &mut RoomState) {
        let rows = match self.store.chat_after(&st.id, st.chat.len() as u64).await {
            Ok(r) => r,
            Err(e) => return tracing::error!(room = %st.id, error = %e, "cannot read the chat"),
        };
        for c in rows {
            if c.seq != st.next_chat_seq() {
                break;
            }
            st.push_chat(ChatLine {
                seq: c.seq,
                from: c.author,
                text: c.text,
            });
        }
    }

    /// Catches up every room held here.
    pub async fn catch_up_all(self: &Arc<Self>) {
        let ids: Vec<String> = self.rooms.lock().await.keys().cloned().collect();
        for id in ids {
            self.catch_up(&id).await;
        }
    }

    async fn catch_up_locked(&self, st: &mut RoomState) {
        let rows = match self.store.actions_after(&st.id, st.m.version()).await {
            Ok(r) => r,
            Err(e) => return tracing::error!(room = %st.id, error = %e, "cannot catch up"),
        };
        for a in rows {
            if a.seq != st.m.version() + 1 {
                break;
            }
            if let Err(r) = st.apply_committed(a.seat, &a.action, a.client_id.clone(), a.by_clock) {
                tracing::error!(room = %st.id, seq = a.seq, code = r.code, "a stored action does not apply");
                break;
            }
            st.since_ms = a.at;
            st.broadcast_last_move();
        }
    }

    /// Starts every bot that must act now, each on the blocking pool.
    pub async fn wake_bots(self: &Arc<Self>, room: &Arc<Room>) {
        let mut st = room.state.lock().await;
        let version = st.m.version();
        for (seat, spec) in st.idle_bots() {
            // The bot's generator follows the room and the move, so a room's bots are
            // reproducible from its record.
            let seed = version.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ seat as u64;
            let Some(task) = st.m.bot_task(seat, &spec, seed) else {
                continue;
            };
            st.thinking.insert(seat, version);
            let tx = self.bot_moves.clone();
            let room = room.clone();
            tokio::spawn(async move {
                let action = match tokio::task::spawn_blocking(task).await {
                    Ok(action) => Some(action),
                    // A bot that fails (a panic in its search) must not leave its seat
                    // thinking for ever: the random bot plays this move instead.
                    Err(e) => {
                        tracing::error!(seat, error = %e, "a bot failed; the random bot plays this move");
                        let fallback =
                            room.state
                                .lock()
                                .await
                                .m
                                .bot_task(seat, &BotSpec::Random, seed);
                        match fallback {
                            Some(task) => tokio::task::spawn_blocking(task).await.ok(),
                            None => None,
                        }
                    }
                };
                match action {
                    Some(action) => {
                        let _ = tx.send(BotMove {
                            room,
                            seat,
                            action,
                            version,
                            by_clock: false,
                        });
                    }
                    None => {
                        let mut st = room.state.lock().await;
                        if st.thinking.get(&seat) == Some(&version) {
                            st.thinking.remove(&seat);
                        }
                    }
                }
            });
        }
        self.start_clocks(room, &mut st);
    }

    /// Starts the clock of every person who must act now, if the room has one: when
    /// it runs out, the room's clock bot plays that move for them.
    fn start_clocks(self: &Arc<Self>, room: &Arc<Room>, st: &mut RoomState) {
        let Some(secs) = st.settings.move_seconds else {
            return;
        };
        if st.m.is_over() {
            return;
        }
        let version = st.m.version();
        let deadline = st.since_ms + secs as i64 * 1000;
        for seat in st.m.to_act() {
            if !matches!(st.seats[seat], SeatKind::Human { .. } | SeatKind::Open)
                || !st.clocks.insert((seat, version))
            {
                continue;
            }
            let wait = (deadline - now()).max(0) as u64;
            let tx = self.bot_moves.clone();
            let room = room.clone();
            tokio::spawn(async move {
                tokio::time::sleep(std::time::Duration::from_millis(wait)).await;
                let task = {
                    let st = room.state.lock().await;
                    if st.m.version() != version || !st.m.to_act().contains(&seat) {
                        drop(st);
                        room.state.lock().await.clocks.remove(&(seat, version));
                        return;
                    }
                    let spec = st.settings.clock_bot();
                    st.m.bot_task(seat, &spec, version ^ 0xC10C)
                };
                let Some(task) = task else { return };
                if let Ok(action) = tokio::task::spawn_blocking(task).await {
                    let _ = tx.send(BotMove {
                        room,
                        seat,
                        action,
                        version,
                        by_clock: true,
                    });
                }
            });
        }
    }

    /// After a connection to `room` closed: when the room's game is over and no
    /// connection, bot or clock is left on it, it leaves memory (everything it
    /// holds is in storage, and [`Hub::room`] loads it again if someone comes back).
    pub async fn left(&self, room: &Arc<Room>) {
        let idle = |st: &RoomState| {
            st.m.is_over()
                && st.watchers.is_empty()
                && st.thinking.is_empty()
                && st.clocks.is_empty()
        };
        {
            let mut st = room.state.lock().await;
            st.unwatch_closed();
            if !idle(&st) {
                return;
            }
        }
        // The map's lock before the room's (the order every other path keeps: none
        // waits for the map while holding a room).
        let mut rooms = self.rooms.lock().await;
        let st = room.state.lock().await;
        if !idle(&st) {
            return;
        }
        if rooms.get(&st.id).is_some_and(|r| Arc::ptr_eq(r, room)) {
            rooms.remove(&st.id);
            crate::metrics::room_removed();
        }
    }

    /// Adds a chat line from `from` and stores it. When another node took its number
    /// first, this node reads the lines it missed and tries again.
    pub async fn chat(&self, room: &Arc<Room>, from: String, text: String) -> Result<(), String> {
        let mut st = room.state.lock().await;
        for _ in 0..3 {
            let line = ChatLine {
                seq: st.next_chat_seq(),
                from: from.clone(),
                text: text.clone(),
            };
            let row = ChatRow {
                seq: line.seq,
                author: line.from.clone(),
                text: line.text.clone(),
                at: now(),
            };
            match self.store.append_chat(&st.id, &row).await {
                Ok(()) => {
                    st.push_chat(line);
                    return Ok(());
                }
                Err(StoreError::Conflict) => self.catch_up_chat_locked(&mut st).await,
                Err(e) => return Err(e.to_string()),
            }
        }
        Err("other servers kept taking the chat line's number first".into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A room of two open seats (nothing starts by itself) on a fresh SQLite file,
    /// two first-legal actions in.
    async fn room_in_play() -> (Arc<Hub>, Arc<Room>, tempfile::TempDir) {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}", dir.path().join("r.db").display());
        let hub = Hub::new(Store::open(&url).await.unwrap());
        let g = gaslamp_games::find("spyrium").unwrap();
        let m = g.new_match(&g.default_components(), 2, 7, None).unwrap();
        let state = RoomState::new(
            "r1".into(),
            "i1".into(),
            "spyrium".into(),
            m,
            vec![SeatKind::Open, SeatKind::Open],
            Settings::default(),
            "p1".into(),
        );
        let room = hub.add_room(state, 7).await.unwrap();
        for _ in 0..2 {
            let (seat, action) = first_legal(&room).await;
            let done = hub
                .submit(&room, seat, ActionInput::Json(action), None, false, None)
                .await;
            assert!(matches!(done, Outcome::Accepted { .. }));
        }
        (hub, room, dir)
    }

    async fn first_legal(room: &Arc<Room>) -> (Seat, Value) {
        let st = room.state.lock().await;
        let seat = st.m.to_act()[0];
        (seat, st.m.legal(seat)[0].json.clone())
    }

    /// A bot's decision is played only at the version it was made for: one that
    /// comes back after the game moved on is dropped, even when it would be legal
    /// now (it was chosen for another position).
    #[tokio::test]
    async fn a_bot_move_for_an_older_version_is_not_played() {
        let (hub, room, _dir) = room_in_play().await;
        let (seat, action) = first_legal(&room).await;
        let version = room.state.lock().await.m.version();
        for old in [version - 1, version + 1] {
            hub.play_bot_move(BotMove {
                room: room.clone(),
                seat,
                action: action.clone(),
                version: old,
                by_clock: false,
            })
            .await;
            assert_eq!(room.state.lock().await.m.version(), version);
        }
        hub.play_bot_move(BotMove {
            room: room.clone(),
            seat,
            action,
            version,
            by_clock: false,
        })
        .await;
        assert_eq!(room.state.lock().await.m.version(), version + 1);
    }

    /// Only when the seat's bot has come back does the seat stop thinking: waking the
    /// room's bots meanwhile does not start a second one for the same move.
    #[tokio::test]
    async fn a_seat_thinks_about_a_version_until_its_move_comes_back() {
        let (hub, room, _dir) = room_in_play().await;
        let (seat, action) = first_legal(&room).await;
        let version = {
            let mut st = room.state.lock().await;
            let version = st.m.version();
            st.thinking.insert(seat, version);
            st.seats[seat] = SeatKind::Bot(BotSpec::Random);
            version
        };
        assert!(room.state.lock().await.idle_bots().is_empty());
        hub.play_bot_move(BotMove {
            room: room.clone(),
            seat,
            action,
            version,
            by_clock: false,
        })
        .await;
        let st = room.state.lock().await;
        assert_eq!(st.m.version(), version + 1);
        assert_ne!(st.thinking.get(&seat), Some(&version));
    }

    /// An action id is answered with its version for the whole game, also once its
    /// move is older than the moves that keep their texts and logs.
    #[tokio::test]
    async fn a_resent_action_id_is_answered_long_after_its_move() {
        let (hub, room, _dir) = room_in_play().await;
        let (seat, action) = first_legal(&room).await;
        let first = hub
            .submit(
                &room,
                seat,
                ActionInput::Json(action),
                Some("c0".into()),
                false,
                None,
            )
            .await;
        let Outcome::Accepted { version } = first else {
            panic!("{first:?}")
        };
        for i in 0..LOGS_KEPT + 8 {
            let (seat, action) = first_legal(&room).await;
            let done = hub
                .submit(
                    &room,
                    seat,
                    ActionInput::Json(action),
                    Some(format!("d{i}")),
                    false,
                    None,
                )
                .await;
            assert!(matches!(done, Outcome::Accepted { .. }));
        }
        let now = room.state.lock().await.m.version();
        let (_, action) = first_legal(&room).await;
        let again = hub
            .submit(
                &room,
                seat,
                ActionInput::Json(action),
                Some("c0".into()),
                false,
                None,
            )
            .await;
        assert_eq!(again, Outcome::Accepted { version });
        assert_eq!(room.state.lock().await.m.version(), now);
        let st = room.state.lock().await;
        assert!(
            st.played[0].recent.is_none(),
            "an old move keeps only numbers"
        );
        // Its text comes back from the record for a connection that asks.
        let moves = st.moves_since(Observer::Spectator, 0);
        assert_eq!(moves.len() as u64, now);
        assert!(moves.iter().all(|m| m.action.is_some()));
    }
}
