//! The room's task: its state, its loop, and the one `match` over [`Command`]s.
//!
//! The loop waits for the next command, or for the room's next moment in time (a
//! move clock running out, the room leaving memory when nothing goes on in it), or
//! for the server to stop. Each command is handled to its end before the next one:
//! storage is awaited inside, so a room is one serial queue.

use super::chat::Chat;
use super::connections::Connections;
use super::listing;
use super::moves::{Moves, Recent};
use super::seats::{self, Occupant};
use super::{replays, ActionInput, Command, Outcome, RoomError, RoomHandle, Settings, Summary};
use crate::clocks::Clocks;
use crate::hub::Hub;
use crate::protocol::{self, Legal, ServerMessage};
use crate::storage::{RoomRow, SeatRow, StoredRoom};
use gaslamp_core::{Observer, Reader, Record, RecordedAction, Refusal, Seat};
use gaslamp_games::{AnyMatch, LegalAction, Submitted};
use serde_json::Value;
use std::collections::HashMap;
use std::ops::ControlFlow;
use std::sync::Arc;
use tokio::sync::mpsc;
use tokio::time::Instant;

/// A room's state, owned by its task.
pub struct RoomActor {
    pub(super) id: String,
    pub(super) game: String,
    pub(super) m: Box<dyn AnyMatch>,
    pub(super) seats: Vec<Occupant>,
    pub(super) settings: Settings,
    pub(super) created_by: String,
    pub(super) moves: Moves,
    pub(super) chat: Chat,
    pub(super) conns: Connections,
    /// Bots thinking now, by seat (the version they think about).
    pub(super) thinking: HashMap<Seat, u64>,
    pub(super) clocks: Clocks,
    /// When the current moment began (ms since the epoch): the last action's time, or
    /// the room's creation. Clocks count from it, also across restarts.
    pub(super) since_ms: i64,
    /// The room ended because nothing happened in it for too long.
    pub(super) expired: bool,
    /// The last hint computed for each seat, with the version and language it is for.
    pub(super) hints: HashMap<Seat, (u64, gaslamp_core::i18n::Lang, Value)>,
    /// Once asked for: the analysis points of the finished game, and the points
    /// computed so far (from storage).
    pub(super) analysis: Option<replays::Analysis>,
    /// Once asked for: the moves the coach judges in the finished game, and the
    /// judgements made so far (from storage).
    pub(super) coaching: Option<replays::Coaching>,
    /// Searches handed out and not ended yet.
    pub(super) searching: usize,
    /// Since when nothing goes on in the room (no connection, bot, clock or search).
    idle_since: Option<Instant>,
    pub(super) hub: Arc<Hub>,
    pub(super) handle: RoomHandle,
}

/// A new room's parts, before it is stored.
pub struct NewRoom {
    pub id: String,
    pub invite: String,
    pub game: String,
    pub m: Box<dyn AnyMatch>,
    pub seats: Vec<Occupant>,
    pub settings: Settings,
    pub created_by: String,
}

impl NewRoom {
    /// The rows that store it.
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
                created_at: now,
                finished: false,
                expired: false,
            },
            self.seats
                .iter()
                .enumerate()
                .map(|(seat, o)| o.row(seat))
                .collect(),
        )
    }
}

impl RoomActor {
    /// This task's handle.
    pub fn handle_of(&self) -> RoomHandle {
        self.handle.clone()
    }

    /// A room's task state for a new room (`created_at`: its creation time).
    pub fn new(hub: Arc<Hub>, handle: RoomHandle, room: NewRoom, created_at: i64) -> RoomActor {
        RoomActor {
            id: room.id,
            game: room.game,
            m: room.m,
            seats: room.seats,
            settings: room.settings,
            created_by: room.created_by,
            moves: Moves::default(),
            chat: Chat::default(),
            conns: Connections::default(),
            thinking: HashMap::new(),
            clocks: Clocks::default(),
            since_ms: created_at,
            expired: false,
            hints: HashMap::new(),
            analysis: None,
            coaching: None,
            searching: 0,
            idle_since: None,
            hub,
            handle,
        }
    }

    /// Rebuilds a room from storage: its record replayed, each move kept as it was
    /// played (its action id, whether a clock played it, its time). `names`: each
    /// seat's person's name.
    pub fn load(
        hub: Arc<Hub>,
        handle: RoomHandle,
        stored: StoredRoom,
        names: Vec<Option<String>>,
    ) -> Result<RoomActor, String> {
        let r = &stored.room;
        let setup = match &r.setup {
            None => None,
            Some(s) => Some(serde_json::from_str(s).map_err(|e| e.to_string())?),
        };
        for (i, a) in stored.actions.iter().enumerate() {
            if a.seq != i as u64 + 1 {
                return Err(format!("room {}: action {} is missing", r.id, i + 1));
            }
        }
        let record = Record {
            version: gaslamp_core::RECORD_VERSION,
            game: r.game.clone(),
            components: r.components.clone(),
            players: r.players,
            seed: Some(r.seed),
            setup,
            actions: stored
                .actions
                .iter()
                .map(|a| RecordedAction {
                    seat: a.seat,
                    action: a.action.clone(),
                })
                .collect(),
        };
        let seats = stored
            .seats
            .iter()
            .zip(names.into_iter().chain(std::iter::repeat(None)))
            .map(|(row, name)| Occupant::from_row(row, name))
            .collect::<Result<Vec<_>, _>>()?;
        let mut moves = Moves::default();
        let mut since_ms = r.created_at;
        let m = replays::replay(&record, &mut |m, done| {
            if let Some(done) = done {
                let a = &stored.actions[(done.version - 1) as usize];
                let recent = Recent::new(done, r.players);
                moves.push(
                    done,
                    recent,
                    m.secret_pending(),
                    a.client_id.as_deref(),
                    a.by_clock,
                );
                since_ms = a.at;
            }
            ControlFlow::Continue(())
        })
        .map_err(|e| format!("room {}: {e}", r.id))?;
        let room = NewRoom {
            id: r.id.clone(),
            invite: r.invite.clone(),
            game: r.game.clone(),
            m,
            seats,
            settings: Settings::read(&r.settings),
            created_by: r.created_by.clone(),
        };
        let mut actor = RoomActor::new(hub, handle, room, since_ms);
        actor.moves = moves;
        actor.expired = r.expired;
        actor.chat = Chat::from_rows(stored.chat);
        Ok(actor)
    }

    /// The room's loop: commands one at a time, the room's moments in time, until
    /// the room leaves memory or the server stops.
    pub async fn run(mut self, mut rx: mpsc::Receiver<Box<Command>>) {
        let mut stopping = self.hub.stopping();
        self.settle();
        loop {
            if *stopping.borrow() {
                break;
            }
            let wake = self.next_wake();
            tokio::select! {
                command = rx.recv() => match command {
                    // Boxed: the room's task keeps only the size of its state between
                    // commands, not that of the deepest storage call.
                    Some(c) => Box::pin(self.handle(*c)).await,
                    None => break,
                },
                _ = sleep_until(wake) => Box::pin(self.on_time()).await,
                _ = stopping.changed() => break,
            }
            self.settle();
            // A room leaves only with its mailbox empty: a command queued behind the
            // one that let it go (a node's news waking a finished game) is answered,
            // not dropped for its sender to load the room again, perhaps behind
            // the same news.
            if self.leaving() && rx.is_empty() && self.hub.forget(&self.handle) {
                break;
            }
        }
        // Commands sent between the last look at the mailbox and leaving the hub's
        // map get no reply: their senders ask the hub again, which loads the room
        // anew.
        rx.close();
        while rx.try_recv().is_ok() {}
    }

    /// Handles one command.
    pub async fn handle(&mut self, command: Command) {
        match command {
            Command::Watch {
                holder,
                since,
                lang,
                reply,
            } => {
                let r = self.watch(holder, since, lang).await;
                let _ = reply.send(r);
            }
            Command::Unwatch { conn } => self.conns.remove(conn),
            Command::Act {
                conn,
                id,
                input,
                reply,
            } => {
                let r = self.act(conn, id, input).await;
                let _ = reply.send(r);
            }
            Command::Chat { conn, text, reply } => {
                let r = self.post_chat(conn, text).await;
                let _ = reply.send(r);
            }
            Command::Join {
                player,
                seat,
                reply,
            } => {
                let r = self.join(player, seat).await;
                let _ = reply.send(r);
            }
            Command::Leave {
                player,
                seat,
                reply,
            } => {
                let r = self.leave(&player, seat).await;
                let _ = reply.send(r);
            }
            Command::Summary { reply } => {
                let _ = reply.send(self.summary());
            }
            Command::FillListing { reply } => {
                self.fill_listing().await;
                let _ = reply.send(self.summary());
            }
            Command::Record { reply } => {
                let r = if self.m.is_over() {
                    Ok(self.m.record())
                } else {
                    Err(RoomError::not_over("the record (with its seed) is given"))
                };
                let _ = reply.send(r);
            }
            Command::Replay { lang, reply } => {
                let r = if self.m.is_over() {
                    let names = seats::shown_names(&self.seats);
                    replays::replay_json(&self.m.record(), lang, &names)
                        .map_err(RoomError::unavailable)
                } else {
                    Err(RoomError::not_over("a game is replayed"))
                };
                let _ = reply.send(r);
            }
            Command::Analysis { point, reply } => {
                let r = self.analysis(point).await;
                let _ = reply.send(r);
            }
            Command::Coach { seat, mv, reply } => {
                let r = self.coach(seat, mv).await;
                let _ = reply.send(r);
            }
            Command::Hint {
                holder,
                lang,
                reply,
            } => {
                let r = self.hint(&holder, lang).await;
                let _ = reply.send(r);
            }
            Command::Searched { kind, result } => self.searched(kind, result).await,
            Command::BotDone {
                seat,
                version,
                by_clock,
                action,
            } => self.bot_done(seat, version, by_clock, action).await,
            Command::CatchUp => self.catch_up().await,
            Command::SeatsChanged => self.reload_seats().await,
            Command::ChatChanged => self.catch_up_chat().await,
            Command::Expire => self.expire(),
            Command::Resync => self.resync().await,
        }
    }

    /// Starts what the room's moment needs: every bot that must act and is not
    /// thinking about this version yet (a bot still thinking about an older one will
    /// find its move stale).
    pub(super) fn settle(&mut self) {
        if !self.m.is_over() && !self.expired {
            let version = self.m.version();
            for seat in self.m.to_act() {
                let Some(Occupant::Bot(spec)) = self.seats.get(seat) else {
                    continue;
                };
                if self.thinking.get(&seat) == Some(&version) {
                    continue;
                }
                let seed = replays::bot_seed(version, seat);
                if let Some(task) = self.m.bot_task(seat, spec, seed) {
                    self.thinking.insert(seat, version);
                    self.hub
                        .bots
                        .think(self.handle.clone(), seat, version, false, task);
                }
            }
        }
        let idle = self.conns.prune() == 0
            && self.thinking.is_empty()
            && self.searching == 0
            && !self.clocks.running()
            && self.clock_deadline().is_none();
        self.idle_since = match (idle, self.idle_since) {
            (false, _) => None,
            (true, Some(t)) => Some(t),
            (true, None) => Some(Instant::now()),
        };
    }

    /// When the room leaves memory if nothing happens meanwhile: at once for a
    /// finished or expired game, after a while for a game in progress.
    fn leave_at(&self) -> Option<Instant> {
        let since = self.idle_since?;
        Some(if self.m.is_over() || self.expired {
            since
        } else {
            since + self.hub.policy.rooms.unload_after
        })
    }

    fn leaving(&self) -> bool {
        self.leave_at().is_some_and(|t| t <= Instant::now())
    }

    /// The room's next moment in time: a clock running out, or leaving memory.
    fn next_wake(&self) -> Option<Instant> {
        let clock = self.clock_deadline().map(|ms| {
            let wait = (ms - now()).max(0) as u64;
            Instant::now() + std::time::Duration::from_millis(wait)
        });
        match (clock, self.leave_at()) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// What the lobby shows of the room.
    fn summary(&self) -> Summary {
        Summary {
            room: self.id.clone(),
            game: self.game.clone(),
            seats: seats::summaries(&self.seats),
            to_act: self.m.to_act(),
            version: self.m.version(),
            over: self.m.is_over(),
            expired: self.expired,
            move_seconds: self.settings.move_seconds,
            turn_based: self.settings.turn_based,
            result: listing::result_of(&*self.m),
        }
    }

    /// Writes the room's listing, which it lacks (it was stored before listings
    /// were kept): from now on the lobby lists the room without loading it.
    async fn fill_listing(&mut self) {
        let listing = listing::listing_of(&*self.m);
        match Box::pin(self.hub.store.fill_listing(&self.id, &listing)).await {
            Ok(true) => tracing::info!(room = %self.id, "the room's listing is written"),
            Ok(false) => {}
            Err(e) => {
                tracing::error!(room = %self.id, error = %e, "cannot write the room's listing")
            }
        }
    }

    /// Reads again what other nodes may have changed while this node did not hear
    /// them: seats first (no old holder sees a new move), then actions, chat, and
    /// whether the room expired.
    async fn resync(&mut self) {
        self.reload_seats().await;
        self.catch_up().await;
        self.catch_up_chat().await;
        if !self.expired {
            match Box::pin(self.hub.store.room_expired(&self.id)).await {
                Ok(true) => self.expire(),
                Ok(false) => {}
                Err(e) => {
                    tracing::error!(room = %self.id, error = %e, "cannot read whether the room expired")
                }
            }
        }
    }

    /// The room ends: nothing happened in it for too long. Every connection is told
    /// and closed; bots still thinking find their moves stale.
    fn expire(&mut self) {
        self.expired = true;
        self.thinking.clear();
        tracing::info!(room = %self.id, "room expired");
        self.conns.close_all(|lang| {
            ServerMessage::Error {
                code: protocol::errors::ROOM_EXPIRED.into(),
                message: crate::texts::TEXTS.tr_in(lang, "room-expired", &[]),
            }
            .to_text()
        });
    }

    /// The legal actions `observer` is sent: a seat's own while it must act.
    pub(super) fn legal_for(&self, observer: Observer) -> Vec<LegalAction> {
        match observer {
            Observer::Seat(s) if self.m.to_act().contains(&s) => self.m.legal(s),
            _ => Vec::new(),
        }
    }

    /// Applies an action that storage has accepted (read from storage: another
    /// node's, or one being reloaded), at time `at`.
    pub(super) fn apply(
        &mut self,
        seat: Seat,
        text: &str,
        client_id: Option<&str>,
        by_clock: bool,
        at: i64,
    ) -> Result<u64, Refusal> {
        let done = self.m.submit(seat, text)?;
        Ok(self.played(&done, client_id, by_clock, at))
    }

    /// Keeps an action the match has just applied, at time `at`: its move for the
    /// connections, the room's clock, and the hints it made stale.
    pub(super) fn played(
        &mut self,
        done: &Submitted,
        client_id: Option<&str>,
        by_clock: bool,
        at: i64,
    ) -> u64 {
        self.since_ms = at;
        let recent = Recent::new(done, self.m.num_players());
        let secret = self.m.secret_pending();
        self.moves.push(done, recent, secret, client_id, by_clock);
        self.hints.clear();
        done.version
    }

    /// Takes back the action the match has just applied and storage did not keep
    /// (never shown to anyone): the match is the record without it, replayed. Rare
    /// (another node took the action's number first, or the database failed), so
    /// it costs a replay rather than a copy of every position.
    pub(super) fn take_back_last(&mut self) {
        let mut record = self.m.record();
        record.actions.pop();
        match replays::replay(&record, &mut |_, _| ControlFlow::Continue(())) {
            Ok(m) => self.m = m,
            Err(e) => {
                tracing::error!(room = %self.id, error = %e, "cannot take back an action storage refused")
            }
        }
    }

    /// Sends every connection the last move, with its own view and legal actions.
    pub(super) fn broadcast_last_move(&mut self) {
        let to_act = self.m.to_act();
        let over = self.m.is_over();
        let summary = self.m.summary();
        let (m, moves) = (&self.m, &self.moves);
        let names = seats::shown_names(&self.seats);
        let texts = m.texts();
        self.conns.broadcast(|observer, lang| {
            let reader = Reader {
                lang,
                seat: observer.seat(),
                names: &names,
            };
            ServerMessage::Update {
                mv: moves
                    .last_for(&reader, texts)
                    .expect("a move was just played"),
                to_act: to_act.clone(),
                view: m.view_json(observer),
                legal: match observer {
                    Observer::Seat(s) if to_act.contains(&s) => {
                        Legal::said(m.legal(s), &reader, texts)
                    }
                    _ => Vec::new(),
                },
                summary: summary.clone(),
                over,
            }
            .to_text()
        });
    }

    /// A bot's decision came back: it is played only at the version it was made
    /// for (one that comes back after the game moved on is dropped, even when it
    /// would be legal now: it was chosen for another position).
    async fn bot_done(&mut self, seat: Seat, version: u64, by_clock: bool, action: Option<Value>) {
        let current = self.m.version() == version && self.m.to_act().contains(&seat);
        let Some(action) = action else {
            // A bot that failed (a panic in its search) must not leave its seat
            // waiting for ever: the random bot plays this move instead.
            tracing::error!(room = %self.id, seat, "a bot failed; the random bot plays this move");
            let task = current
                .then(|| {
                    let seed = replays::bot_seed(version, seat);
                    self.m.bot_task(seat, &gaslamp_ai::BotSpec::Random, seed)
                })
                .flatten();
            match task {
                Some(task) => {
                    self.hub
                        .bots
                        .think(self.handle.clone(), seat, version, by_clock, task)
                }
                None => self.forget_bot(seat, version, by_clock),
            }
            return;
        };
        let outcome = if current {
            let by = if by_clock {
                super::play::By::Clock { version }
            } else {
                super::play::By::Bot { version }
            };
            self.submit(seat, &ActionInput::Json(action), None, &by)
                .await
        } else {
            Outcome::Stale
        };
        self.forget_bot(seat, version, by_clock);
        crate::metrics::bot_move(&outcome);
        match outcome {
            Outcome::Accepted { .. } | Outcome::Stale => {}
            Outcome::Refused(r) => {
                tracing::error!(room = %self.id, seat, code = r.code, message = %r.message, "a bot's action was refused")
            }
            Outcome::Failed(m) => {
                tracing::error!(room = %self.id, seat, error = %m, "a bot's action was not stored")
            }
        }
    }

    fn forget_bot(&mut self, seat: Seat, version: u64, by_clock: bool) {
        if by_clock {
            self.clocks.done(seat, version);
        } else if self.thinking.get(&seat) == Some(&version) {
            self.thinking.remove(&seat);
        }
    }

    /// The time (ms since the epoch) when the move clock of a person who must act
    /// runs out, if the room has a clock and someone's is running.
    fn clock_deadline(&self) -> Option<i64> {
        if self.m.is_over() || self.expired {
            return None;
        }
        self.clocks
            .deadline(&self.settings, self.since_ms, self.waiting_people())
    }

    /// The people who must act now and whose clock bot has not started.
    fn waiting_people(&self) -> Vec<Seat> {
        let version = self.m.version();
        self.m
            .to_act()
            .into_iter()
            .filter(|&s| self.seats.get(s).is_some_and(Occupant::is_person))
            .filter(|&s| !self.clocks.started(s, version))
            .collect()
    }

    /// A moment in time came: a clock ran out (its clock bot plays for the late
    /// person), or the room may leave memory (the loop sees to that).
    async fn on_time(&mut self) {
        let Some(deadline) = self.clock_deadline() else {
            return;
        };
        if deadline > now() {
            return;
        }
        let version = self.m.version();
        let mut spec = self.settings.clock_bot();
        let search = gaslamp_games::find(&self.game).map(|g| g.search());
        if search.map_or(true, |g| self.hub.policy.bots.check(&spec, g).is_err()) {
            spec = gaslamp_ai::BotSpec::Greedy;
        }
        for seat in self.waiting_people() {
            let Some(task) = self.m.bot_task(seat, &spec, version ^ 0xC10C) else {
                continue;
            };
            self.clocks.start(seat, version);
            self.hub
                .bots
                .think(self.handle.clone(), seat, version, true, task);
        }
    }
}

/// Sleeps until `at`, or for ever.
async fn sleep_until(at: Option<Instant>) {
    match at {
        Some(at) => tokio::time::sleep_until(at).await,
        None => std::future::pending().await,
    }
}

/// Milliseconds since the epoch.
pub fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}
