//! The hub: a map from room id to the room's handle ([`RoomHandle`]), loading a room
//! from storage when it is asked for, and what every room shares (storage, the
//! operator's policy, the bots' and searches' budgets, the rate limits, stopping).
//!
//! The hub holds no room state: it only finds rooms and passes commands to them.

use crate::bots::Bots;
use crate::limits::Limits;
use crate::room::{Command, ErrorKind, NewRoom, Reply, RoomActor, RoomError, RoomHandle, MAILBOX};
use crate::storage::{Store, StoreError};
use crate::Policy;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use tokio::sync::{mpsc, Semaphore};

/// Every room in memory, and what they share.
pub struct Hub {
    pub store: Store,
    pub policy: Policy,
    rooms: Mutex<HashMap<String, RoomHandle>>,
    generation: AtomicU64,
    /// The server's bots at work.
    pub bots: Bots,
    /// Turns to run searches for people (hints, analyses, the coach), shared fairly.
    pub searches: Arc<crate::search_turns::SearchTurns>,
    /// Welcomes being made by replaying a record (a connection that asked for moves
    /// its room no longer keeps the logs of), as many at once as bots think.
    pub rebuilds: Arc<Semaphore>,
    /// Set when the server stops: nothing is committed after it.
    closed: AtomicBool,
    /// Becomes true when the server begins to stop: connections and rooms close.
    stopping: tokio::sync::watch::Sender<bool>,
    /// How fast clients may go.
    pub limits: Limits,
    /// What finished games serve, made once.
    pub finished: crate::finished::Finished,
}

impl Hub {
    /// A hub on `store`; starts its housekeeping (forgetting idle rate-limit buckets,
    /// expiring rooms). Call it within the server's runtime.
    pub fn new(store: Store, policy: Policy) -> Arc<Hub> {
        let hub = Arc::new(Hub {
            store,
            bots: Bots::new(&policy.bots),
            searches: crate::search_turns::SearchTurns::new(policy.searches),
            rebuilds: Arc::new(Semaphore::new(policy.bots.thinking.max(1))),
            limits: Limits::new(&policy),
            finished: crate::finished::Finished::new(policy.finished_bytes),
            policy,
            rooms: Mutex::new(HashMap::new()),
            generation: AtomicU64::new(0),
            closed: Default::default(),
            stopping: tokio::sync::watch::channel(false).0,
        });
        let weak = Arc::downgrade(&hub);
        tokio::spawn(async move {
            let mut every = tokio::time::interval(crate::limits::FORGET_EVERY);
            loop {
                every.tick().await;
                let Some(hub) = weak.upgrade() else { break };
                hub.limits.forget_idle();
            }
        });
        let weak = Arc::downgrade(&hub);
        let sweep_every = hub.policy.rooms.sweep_every;
        tokio::spawn(async move {
            let mut every = tokio::time::interval(sweep_every);
            every.tick().await;
            loop {
                every.tick().await;
                let Some(hub) = weak.upgrade() else { break };
                hub.expire_rooms().await;
            }
        });
        hub
    }

    /// Tells every connection and room to close (the server is stopping).
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
        self.closed.store(true, Ordering::SeqCst);
        self.begin_stopping();
    }

    pub fn is_closed(&self) -> bool {
        self.closed.load(Ordering::SeqCst)
    }

    /// The room `id`'s handle, its task started from storage if it is not in memory.
    pub async fn room(self: &Arc<Self>, id: &str) -> Result<Option<RoomHandle>, RoomError> {
        if let Some(h) = self.in_memory(id) {
            return Ok(Some(h));
        }
        self.load(id, None).await
    }

    /// Starts room `id`'s task from storage, with `first` queued in its mailbox
    /// before anyone else can reach it (sent after the others' commands if another
    /// request loaded the room meanwhile); `None` if there is no such room.
    ///
    /// With other nodes, a room that was being read when another node committed a
    /// change of it missed that node's announcement (the room was not in the map
    /// yet): its first command reads seats, actions, chat and expiry again
    /// ([`Command::Resync`]), once it is in the map and hears every announcement.
    async fn load(
        self: &Arc<Self>,
        id: &str,
        mut first: Option<Command>,
    ) -> Result<Option<RoomHandle>, RoomError> {
        let Some(stored) = self.store.room(id).await.map_err(RoomError::unavailable)? else {
            return Ok(None);
        };
        let mut names = Vec::new();
        for s in &stored.seats {
            names.push(match &s.player_id {
                Some(p) => self
                    .store
                    .player_name(p)
                    .await
                    .map_err(RoomError::unavailable)?,
                None => None,
            });
        }
        let (handle, rx) = self.new_handle(id);
        // Replaying a long record takes milliseconds: off the async threads.
        let (hub, h) = (self.clone(), handle.clone());
        let actor = tokio::task::spawn_blocking(move || RoomActor::load(hub, h, stored, names))
            .await
            .map_err(RoomError::unavailable)?
            .map_err(|e| RoomError::unreadable(id, e))?;
        // Another request may have loaded the room meanwhile: the first one stays.
        let loaded = {
            let mut rooms = self.rooms.lock().expect("the rooms' map");
            let loaded = rooms.get(id).cloned();
            if loaded.is_none() {
                // Another node's news of this room reaches it only from now on:
                // what that node committed while the room was read is read again
                // (several nodes share only a PostgreSQL database).
                let shared = self.store.postgres_url().is_some();
                let resync = shared.then_some(Command::Resync);
                for c in resync.into_iter().chain(first.take()) {
                    // A new mailbox is empty: this cannot fail (were it to, a
                    // command's reply would be dropped and its sender would ask again).
                    let queued = handle.tx.try_send(Box::new(c)).is_ok();
                    debug_assert!(queued, "a new room's mailbox takes two commands");
                }
                rooms.insert(id.to_string(), handle.clone());
            }
            loaded
        };
        if let Some(h) = loaded {
            if let Some(c) = first {
                h.send(c).await;
            }
            return Ok(Some(h));
        }
        self.spawn(actor, rx);
        Ok(Some(handle))
    }

    /// The room `id`'s handle if the room is in memory now.
    pub fn in_memory(&self, id: &str) -> Option<RoomHandle> {
        self.rooms.lock().expect("the rooms' map").get(id).cloned()
    }

    /// How many rooms are in memory.
    pub fn rooms_in_memory(&self) -> usize {
        self.rooms.lock().expect("the rooms' map").len()
    }

    fn new_handle(&self, id: &str) -> (RoomHandle, mpsc::Receiver<Box<Command>>) {
        let (tx, rx) = mpsc::channel(MAILBOX);
        let handle = RoomHandle {
            id: id.into(),
            generation: self.generation.fetch_add(1, Ordering::Relaxed),
            tx,
        };
        (handle, rx)
    }

    /// Starts a room's task. When it ends (the room left memory, or a bug made it
    /// panic), the room leaves the map.
    fn spawn(self: &Arc<Self>, actor: RoomActor, rx: mpsc::Receiver<Box<Command>>) {
        use futures_util::FutureExt;
        crate::metrics::room_added();
        let hub = self.clone();
        let handle = actor.handle_of();
        tokio::spawn(async move {
            let run = std::panic::AssertUnwindSafe(actor.run(rx)).catch_unwind();
            if run.await.is_err() {
                tracing::error!(room = %handle.id, "a room's task failed; it is loaded again when asked for");
            }
            hub.forget(&handle);
            crate::metrics::room_removed();
            crate::memory::room_left();
        });
    }

    /// Takes a room's task out of the map (it leaves memory); `false` if the map
    /// holds another task of the room.
    pub fn forget(&self, handle: &RoomHandle) -> bool {
        let mut rooms = self.rooms.lock().expect("the rooms' map");
        match rooms.get(&*handle.id) {
            Some(h) if h.generation == handle.generation => {
                rooms.remove(&*handle.id);
                true
            }
            Some(_) => false,
            None => true,
        }
    }

    /// Stores a new room and starts its task.
    pub async fn create(self: &Arc<Self>, room: NewRoom, seed: u64) -> Result<(), StoreError> {
        let now = crate::room::actor::now();
        let (row, seats) = room.rows(seed, now);
        let listing = crate::room::listing::listing_of(&*room.m);
        self.store.create_room(&row, &seats, &listing).await?;
        tracing::info!(room = %row.id, game = %row.game, players = row.players, "room created");
        let (handle, rx) = self.new_handle(&row.id);
        let actor = RoomActor::new(self.clone(), handle.clone(), room, now);
        self.rooms
            .lock()
            .expect("the rooms' map")
            .insert(row.id.clone(), handle);
        self.spawn(actor, rx);
        Ok(())
    }

    /// Asks room `id` and waits for its reply, loading the room if needed. A room
    /// that leaves memory while asked is loaded again and asked again.
    pub async fn ask<T>(
        self: &Arc<Self>,
        id: &str,
        make: impl Fn(Reply<T>) -> Command,
    ) -> Result<T, RoomError> {
        for _ in 0..3 {
            let (tx, rx) = tokio::sync::oneshot::channel();
            let command = make(tx);
            // A command a room drops (it left memory meanwhile) drops its reply's
            // sender: `rx` then fails and the room is asked again.
            match self.in_memory(id) {
                Some(h) => {
                    h.send(command).await;
                }
                // A room loaded for this question has it first in its mailbox: no
                // news reaching the room meanwhile lets it leave before answering.
                None => {
                    if self.load(id, Some(command)).await?.is_none() {
                        return Err(RoomError::no_room());
                    }
                }
            }
            if let Ok(reply) = rx.await {
                return Ok(reply);
            }
        }
        Err(RoomError::new(
            ErrorKind::Unavailable,
            "unavailable",
            "the room is busy leaving memory; try again",
        ))
    }

    /// Tells room `id` something if it is in memory here (another node's news).
    pub async fn tell(&self, id: &str, make: impl Fn() -> Command) {
        if let Some(h) = self.in_memory(id) {
            h.send(make()).await;
        }
    }

    /// Tells every room in memory something (the link to other nodes came back).
    pub async fn tell_all(&self, make: impl Fn() -> Command) {
        let handles: Vec<RoomHandle> = self
            .rooms
            .lock()
            .expect("the rooms' map")
            .values()
            .cloned()
            .collect();
        for h in handles {
            h.send(make()).await;
        }
    }

    /// Loads every unfinished room, which starts its bots and clocks (after a
    /// restart). Rooms that expired meanwhile are ended first and not loaded.
    pub async fn resume_all(self: &Arc<Self>) -> Result<usize, String> {
        self.expire_rooms().await;
        let ids = self
            .store
            .unfinished_rooms()
            .await
            .map_err(|e| e.to_string())?;
        let mut n = 0;
        for id in ids {
            match self.room(&id).await {
                Ok(Some(_)) => n += 1,
                Ok(None) => {}
                Err(e) => tracing::error!(room = %id, error = %e.message, "cannot load room"),
            }
        }
        Ok(n)
    }

    /// Ends the rooms where nothing happened for too long (docs/server.md, "Rooms
    /// that end by themselves"), and tells those held here.
    pub async fn expire_rooms(&self) {
        let rooms = &self.policy.rooms;
        let now = crate::room::actor::now();
        let before = |d: std::time::Duration| now.saturating_sub(d.as_millis() as i64);
        match self
            .store
            .expire_rooms(
                now,
                before(rooms.unstarted_expiry),
                before(rooms.idle_expiry),
            )
            .await
        {
            Ok(ids) => {
                for id in ids {
                    self.tell(&id, || Command::Expire).await;
                }
            }
            Err(e) => tracing::error!(error = %e, "cannot expire rooms"),
        }
    }
}
