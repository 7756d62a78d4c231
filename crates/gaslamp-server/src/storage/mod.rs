//! Storage: players, rooms, seats, each room's accepted actions (its record) and chat,
//! on SQLite (embedded, the default) or PostgreSQL, with the same migrations
//! (`migrations/`) and the same runtime-checked queries (sqlx's `Any` driver; every
//! query uses `$n` parameters, which both databases read).
//!
//! A room is event-sourced: its row holds the setup (game, component set, players,
//! seed, setup overrides) and the `actions` table its accepted actions, numbered from
//! one. An action is accepted by inserting the next number: the primary key
//! `(room_id, seq)` makes two writers that both try number n+1 conflict, so a game can
//! never fork, whichever server node writes.

mod chat;
mod listings;
mod rooms;
mod writer;

pub use listings::Listed;

use sqlx::any::{AnyPoolOptions, AnyRow};
use sqlx::{AnyPool, Row};
use std::sync::Arc;

/// Why a storage call failed.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The row exists already (an action number taken by another writer, a unique key).
    #[error("conflict: the row exists already")]
    Conflict,
    /// A person's action for a seat their token no longer holds (they left, or
    /// someone else took it, maybe on another node): nothing was stored.
    #[error("the seat is no longer held by that token")]
    NotHeld,
    #[error("database error: {0}")]
    Db(String),
}

impl From<sqlx::Error> for StoreError {
    fn from(e: sqlx::Error) -> Self {
        match &e {
            sqlx::Error::Database(d) if d.is_unique_violation() => StoreError::Conflict,
            _ => StoreError::Db(e.to_string()),
        }
    }
}

pub type Result<T> = std::result::Result<T, StoreError>;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerRow {
    pub id: String,
    pub name: String,
}

/// A room's setup: everything its record needs besides the actions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoomRow {
    pub id: String,
    pub invite: String,
    pub game: String,
    /// The component set's id (`name@hash`).
    pub components: String,
    pub players: usize,
    pub seed: u64,
    /// Setup overrides (JSON), if any.
    pub setup: Option<String>,
    /// The room's settings (JSON: seat kinds, clocks, mode).
    pub settings: String,
    pub created_by: String,
    pub created_at: i64,
    pub finished: bool,
    /// The room ended because nothing happened in it for too long.
    pub expired: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatRow {
    pub seat: usize,
    /// `open`, `human` (taken) or `bot:SPEC`.
    pub kind: String,
    pub player_id: Option<String>,
    /// The SHA-256 of the seat token, hex (the token itself is never stored).
    pub token_hash: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ActionRow {
    /// 1 for the first action of the room.
    pub seq: u64,
    pub seat: usize,
    /// The action in text notation.
    pub action: String,
    /// The client's id for the action (a resent id is answered, never applied twice).
    pub client_id: Option<String>,
    /// Played for the seat by a bot when its clock ran out.
    pub by_clock: bool,
    pub at: i64,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChatRow {
    pub seq: u64,
    /// The seat of the player who wrote it.
    pub seat: Option<usize>,
    pub author: String,
    pub text: String,
    pub at: i64,
}

/// What the lobby lists of a room that only its game knows, as of its action
/// `version`: written with the room ([`Store::create_room`]) and with each action
/// ([`Store::append_action`]), in the same transaction, so it is never behind the
/// record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListingRow {
    /// How many actions were played.
    pub version: u64,
    /// The seats that must act now.
    pub to_act: Vec<usize>,
    pub over: bool,
    /// Once over: the final result.
    pub result: Option<serde_json::Value>,
}

/// One room of a lobby list as stored now: its setup, its seats with their people's
/// names as they are now (a rename shows at once), and its listing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListedRoom {
    pub id: String,
    pub game: String,
    /// The room's settings (JSON).
    pub settings: String,
    pub created_at: i64,
    /// The room ended because nothing happened in it for too long.
    pub expired: bool,
    pub seats: Vec<SeatRow>,
    /// Each seat's person's name, by seat.
    pub names: Vec<Option<String>>,
    /// `None` for a room stored before listings were kept (its room writes one when
    /// asked, [`Store::fill_listing`]).
    pub listing: Option<ListingRow>,
}

/// A room of a lobby list whose stored rows cannot be read: left out of the list.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("room {room}: {why}")]
pub struct UnreadableRow {
    pub room: String,
    pub why: String,
}

/// Everything stored of one room.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredRoom {
    pub room: RoomRow,
    pub seats: Vec<SeatRow>,
    pub actions: Vec<ActionRow>,
    /// The last chat lines ([`crate::room`]'s `CHAT_SENT`), oldest first.
    pub chat: Vec<ChatRow>,
}

/// The database.
#[derive(Clone, Debug)]
pub struct Store {
    pool: AnyPool,
    /// The PostgreSQL URL, when the database is PostgreSQL (other server nodes may
    /// share it; accepted actions are announced on [`ACTIONS_CHANNEL`]).
    postgres: Option<String>,
    /// On SQLite, the thread that stores the actions of moves.
    writer: Option<Arc<writer::WriterThread>>,
}

/// The PostgreSQL channel on which every change to a room is announced, so that every
/// server node on the database learns of it: `ROOM SEQ` (action SEQ was accepted),
/// `ROOM seats` (a seat was taken or left), `ROOM chat SEQ` (chat line SEQ was added),
/// `ROOM expired` (the room ended: nothing happened in it for too long).
pub const ACTIONS_CHANNEL: &str = "gaslamp_actions";

/// What a node heard on [`ACTIONS_CHANNEL`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Announcement {
    Action {
        room: String,
    },
    Seats {
        room: String,
    },
    Chat {
        room: String,
    },
    /// The room ended because nothing happened in it for too long.
    Expired {
        room: String,
    },
}

impl Announcement {
    /// Reads a payload; `None` for one this server does not know.
    pub fn parse(payload: &str) -> Option<Announcement> {
        let mut words = payload.split(' ');
        let room = words.next().filter(|r| !r.is_empty())?.to_string();
        match words.next()? {
            "seats" => Some(Announcement::Seats { room }),
            "expired" => Some(Announcement::Expired { room }),
            "chat" => Some(Announcement::Chat { room }),
            n if n.parse::<u64>().is_ok() => Some(Announcement::Action { room }),
            _ => None,
        }
    }
}

/// The chat lines a room is loaded with (the last ones).
pub const CHAT_LOADED: usize = crate::room::CHAT_SENT;

static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("./migrations");

fn room_from(r: &AnyRow) -> std::result::Result<RoomRow, sqlx::Error> {
    Ok(RoomRow {
        id: r.try_get("id")?,
        invite: r.try_get("invite")?,
        game: r.try_get("game")?,
        components: r.try_get("components")?,
        players: r.try_get::<i64, _>("players")? as usize,
        seed: r.try_get::<i64, _>("seed")? as u64,
        setup: r.try_get("setup")?,
        settings: r.try_get("settings")?,
        created_by: r.try_get("created_by")?,
        created_at: r.try_get("created_at")?,
        finished: r.try_get::<i64, _>("finished")? != 0,
        expired: r.try_get::<Option<i64>, _>("expired_at")?.is_some(),
    })
}

const ROOM_COLUMNS: &str =
    "id, invite, game, components, players, seed, setup, settings, created_by, created_at, finished, expired_at";

fn chat_from(r: &AnyRow) -> std::result::Result<ChatRow, sqlx::Error> {
    Ok(ChatRow {
        seq: r.try_get::<i64, _>("seq")? as u64,
        seat: r.try_get::<Option<i64>, _>("seat")?.map(|s| s as usize),
        author: r.try_get("author")?,
        text: r.try_get("text")?,
        at: r.try_get("at")?,
    })
}

impl Store {
    /// Opens (creating it if needed) the database at `url` (`sqlite://FILE`,
    /// `sqlite::memory:`, `postgres://…`) and brings its tables up to date.
    pub async fn open(url: &str) -> Result<Store> {
        sqlx::any::install_default_drivers();
        let sqlite = url.starts_with("sqlite:");
        let url = if sqlite && !url.contains("mode=") && !url.contains(":memory:") {
            format!("{url}{}mode=rwc", if url.contains('?') { "&" } else { "?" })
        } else {
            url.to_string()
        };
        // SQLite takes one writer at a time: with several connections, a writer that
        // finds the database locked sleeps in SQLite's busy handler (1, 2, 5, 10 …
        // ms), which made the slowest moves under load. One connection queues the
        // statements in the pool instead, in order, and reads are short. (An
        // in-memory SQLite database lives in one connection anyway.) PostgreSQL
        // takes concurrent writers.
        let max = if sqlite { 1 } else { 8 };
        // A SQLite connection is a file in this process: nothing to check before
        // each use (the check would be one more call to SQLite's thread per move).
        let pool = AnyPoolOptions::new()
            .max_connections(max)
            .test_before_acquire(!sqlite)
            .after_connect(move |conn, _| {
                Box::pin(async move {
                    if sqlite {
                        // In WAL mode, NORMAL writes each commit to the WAL file
                        // without waiting for fsync (the WAL is synced at checkpoints):
                        // a committed action survives the process being killed (the
                        // operating system holds the write), but not a power loss or
                        // kernel crash, which may lose the last commits (never
                        // corrupt the file). The server promises the former: an
                        // acknowledged action survives a crash of the server.
                        sqlx::query("PRAGMA synchronous = NORMAL")
                            .execute(&mut *conn)
                            .await?;
                    }
                    Ok(())
                })
            })
            .connect(&url)
            .await?;
        if sqlite && !url.contains(":memory:") {
            sqlx::query("PRAGMA journal_mode = WAL")
                .execute(&pool)
                .await?;
        }
        MIGRATOR
            .run(&pool)
            .await
            .map_err(|e| StoreError::Db(format!("migrations: {e}")))?;
        let postgres = url.starts_with("postgres").then(|| url.to_string());
        let writer = match sqlite {
            true => {
                let writer = writer::WriterThread::start()
                    .map_err(|e| StoreError::Db(format!("cannot start the writer thread: {e}")))?;
                if !url.contains(":memory:") {
                    writer.copy_the_log_in(&url, pool.clone()).await?;
                }
                Some(Arc::new(writer))
            }
            false => None,
        };
        Ok(Store {
            pool,
            postgres,
            writer,
        })
    }

    /// The PostgreSQL URL, if the database is PostgreSQL.
    pub fn postgres_url(&self) -> Option<&str> {
        self.postgres.as_deref()
    }

    pub async fn create_player(
        &self,
        id: &str,
        key_hash: &str,
        name: &str,
        now: i64,
    ) -> Result<()> {
        sqlx::query("INSERT INTO players (id, key_hash, name, created_at) VALUES ($1, $2, $3, $4)")
            .bind(id)
            .bind(key_hash)
            .bind(name)
            .bind(now)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Renames a player; returns the rooms where they hold a seat, whose seats are
    /// announced as changed (other nodes read their names again).
    pub async fn rename_player(&self, id: &str, name: &str) -> Result<Vec<String>> {
        let mut tx = self.pool.begin().await?;
        sqlx::query("UPDATE players SET name = $1 WHERE id = $2")
            .bind(name)
            .bind(id)
            .execute(&mut *tx)
            .await?;
        let rooms: Vec<String> =
            sqlx::query("SELECT DISTINCT room_id FROM seats WHERE player_id = $1")
                .bind(id)
                .fetch_all(&mut *tx)
                .await?
                .iter()
                .map(|r| r.try_get("room_id"))
                .collect::<std::result::Result<_, sqlx::Error>>()?;
        for room in &rooms {
            self.announce(&mut tx, &format!("{room} seats")).await?;
        }
        tx.commit().await?;
        Ok(rooms)
    }

    pub async fn player_by_key_hash(&self, key_hash: &str) -> Result<Option<PlayerRow>> {
        let row = sqlx::query("SELECT id, name FROM players WHERE key_hash = $1")
            .bind(key_hash)
            .fetch_optional(&self.pool)
            .await?;
        Ok(match row {
            None => None,
            Some(r) => Some(PlayerRow {
                id: r.try_get("id")?,
                name: r.try_get("name")?,
            }),
        })
    }

    pub async fn player_name(&self, id: &str) -> Result<Option<String>> {
        let row = sqlx::query("SELECT name FROM players WHERE id = $1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(match row {
            None => None,
            Some(r) => Some(r.try_get("name")?),
        })
    }

    /// Tells the other server nodes (PostgreSQL only) of a change, when the
    /// transaction `tx` commits: the nodes hear the changes in the order they
    /// committed.
    pub(crate) async fn announce(
        &self,
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        payload: &str,
    ) -> Result<()> {
        if self.postgres.is_some() {
            sqlx::query("SELECT pg_notify($1, $2)")
                .bind(ACTIONS_CHANNEL)
                .bind(payload)
                .execute(&mut **tx)
                .await?;
        }
        Ok(())
    }

    /// Whether the database answers (a readiness check).
    pub async fn ping(&self) -> Result<()> {
        sqlx::query("SELECT 1").execute(&self.pool).await?;
        Ok(())
    }

    pub async fn close(&self) {
        self.pool.close().await;
    }
}

#[cfg(test)]
mod tests {
    use super::Announcement;

    #[test]
    fn announcements_are_read_and_unknown_ones_are_not() {
        let room = || "ab12".to_string();
        assert_eq!(
            Announcement::parse("ab12 7"),
            Some(Announcement::Action { room: room() })
        );
        assert_eq!(
            Announcement::parse("ab12 seats"),
            Some(Announcement::Seats { room: room() })
        );
        assert_eq!(
            Announcement::parse("ab12 chat 3"),
            Some(Announcement::Chat { room: room() })
        );
        assert_eq!(
            Announcement::parse("ab12 expired"),
            Some(Announcement::Expired { room: room() })
        );
        for bad in ["", "ab12", "ab12 x", " 7"] {
            assert_eq!(Announcement::parse(bad), None, "{bad:?}");
        }
    }
}
