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

use sqlx::any::{AnyPoolOptions, AnyRow};
use sqlx::{AnyPool, Row};

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
        let pool = AnyPoolOptions::new()
            .max_connections(max)
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
        Ok(Store { pool, postgres })
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

    /// Creates a room with its seats, in one transaction.
    pub async fn create_room(&self, room: &RoomRow, seats: &[SeatRow]) -> Result<()> {
        let mut tx = self.pool.begin().await?;
        sqlx::query(
            "INSERT INTO rooms (id, invite, game, components, players, seed, setup, settings, created_by, created_at, finished) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
        )
        .bind(&room.id)
        .bind(&room.invite)
        .bind(&room.game)
        .bind(&room.components)
        .bind(room.players as i64)
        .bind(room.seed as i64)
        .bind(room.setup.clone())
        .bind(&room.settings)
        .bind(&room.created_by)
        .bind(room.created_at)
        .bind(room.finished as i64)
        .execute(&mut *tx)
        .await?;
        for s in seats {
            sqlx::query(
                "INSERT INTO seats (room_id, seat, kind, player_id, token_hash) VALUES ($1, $2, $3, $4, $5)",
            )
            .bind(&room.id)
            .bind(s.seat as i64)
            .bind(&s.kind)
            .bind(s.player_id.clone())
            .bind(s.token_hash.clone())
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Gives an open seat to a player; `false` if the seat is not open any more.
    pub async fn take_seat(
        &self,
        room: &str,
        seat: usize,
        player: &str,
        token_hash: &str,
    ) -> Result<bool> {
        let mut tx = self.pool.begin().await?;
        let done = sqlx::query(
            "UPDATE seats SET kind = 'human', player_id = $1, token_hash = $2 \
             WHERE room_id = $3 AND seat = $4 AND kind = 'open'",
        )
        .bind(player)
        .bind(token_hash)
        .bind(room)
        .bind(seat as i64)
        .execute(&mut *tx)
        .await?;
        let taken = done.rows_affected() == 1;
        if taken {
            self.announce(&mut tx, &format!("{room} seats")).await?;
        }
        tx.commit().await?;
        Ok(taken)
    }

    /// Tells the other server nodes (PostgreSQL only) of a change, when the
    /// transaction `tx` commits: the nodes hear the changes in the order they
    /// committed.
    async fn announce(
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

    /// Opens a human seat again (its player left); `false` if it was not theirs.
    pub async fn leave_seat(&self, room: &str, seat: usize, player: &str) -> Result<bool> {
        let mut tx = self.pool.begin().await?;
        let done = sqlx::query(
            "UPDATE seats SET kind = 'open', player_id = NULL, token_hash = NULL \
             WHERE room_id = $1 AND seat = $2 AND player_id = $3",
        )
        .bind(room)
        .bind(seat as i64)
        .bind(player)
        .execute(&mut *tx)
        .await?;
        let left = done.rows_affected() == 1;
        if left {
            self.announce(&mut tx, &format!("{room} seats")).await?;
        }
        tx.commit().await?;
        Ok(left)
    }

    /// A room's seats, in order.
    pub async fn seats(&self, room: &str) -> Result<Vec<SeatRow>> {
        Ok(sqlx::query(
            "SELECT seat, kind, player_id, token_hash FROM seats WHERE room_id = $1 ORDER BY seat",
        )
        .bind(room)
        .fetch_all(&self.pool)
        .await?
        .iter()
        .map(|r| {
            Ok(SeatRow {
                seat: r.try_get::<i64, _>("seat")? as usize,
                kind: r.try_get("kind")?,
                player_id: r.try_get("player_id")?,
                token_hash: r.try_get("token_hash")?,
            })
        })
        .collect::<std::result::Result<Vec<_>, sqlx::Error>>()?)
    }

    /// Accepts an action: inserts number `a.seq`. [`StoreError::Conflict`] when that
    /// number is taken (another writer was first). `holder`: for a person's action,
    /// the hash of the token it came with: the action is stored only while that
    /// token holds the seat ([`StoreError::NotHeld`] otherwise), whichever node
    /// changed the seat.
    pub async fn append_action(
        &self,
        room: &str,
        a: &ActionRow,
        holder: Option<&str>,
    ) -> Result<()> {
        let mut tx = self.pool.begin().await?;
        let done = sqlx::query(
            "INSERT INTO actions (room_id, seq, seat, action, client_id, by_clock, at) \
             SELECT $1, $2, $3, $4, $5, $6, $7 \
             WHERE $8 IS NULL OR EXISTS \
             (SELECT 1 FROM seats WHERE room_id = $1 AND seat = $3 AND token_hash = $8)",
        )
        .bind(room)
        .bind(a.seq as i64)
        .bind(a.seat as i64)
        .bind(&a.action)
        .bind(a.client_id.clone())
        .bind(a.by_clock as i64)
        .bind(a.at)
        .bind(holder.map(str::to_string))
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() != 1 {
            return Err(StoreError::NotHeld);
        }
        // Delivered to the other nodes when the action commits.
        self.announce(&mut tx, &format!("{room} {}", a.seq)).await?;
        tx.commit().await?;
        Ok(())
    }

    pub async fn finish_room(&self, room: &str) -> Result<()> {
        sqlx::query("UPDATE rooms SET finished = 1 WHERE id = $1")
            .bind(room)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    pub async fn append_chat(&self, room: &str, c: &ChatRow) -> Result<()> {
        let mut tx = self.pool.begin().await?;
        sqlx::query(
            "INSERT INTO chat (room_id, seq, seat, author, text, at) VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(room)
        .bind(c.seq as i64)
        .bind(c.seat.map(|s| s as i64))
        .bind(&c.author)
        .bind(&c.text)
        .bind(c.at)
        .execute(&mut *tx)
        .await?;
        self.announce(&mut tx, &format!("{room} chat {}", c.seq))
            .await?;
        tx.commit().await?;
        Ok(())
    }

    /// The room's chat lines numbered above `seq`, in order.
    pub async fn chat_after(&self, room: &str, seq: u64) -> Result<Vec<ChatRow>> {
        Ok(sqlx::query(
            "SELECT seq, seat, author, text, at FROM chat WHERE room_id = $1 AND seq > $2 ORDER BY seq",
        )
        .bind(room)
        .bind(seq as i64)
        .fetch_all(&self.pool)
        .await?
        .iter()
        .map(chat_from)
        .collect::<std::result::Result<Vec<_>, sqlx::Error>>()?)
    }

    /// The room's last `n` chat lines, oldest first.
    pub async fn chat_tail(&self, room: &str, n: usize) -> Result<Vec<ChatRow>> {
        let mut rows = sqlx::query(
            "SELECT seq, seat, author, text, at FROM chat WHERE room_id = $1 ORDER BY seq DESC LIMIT $2",
        )
        .bind(room)
        .bind(n as i64)
        .fetch_all(&self.pool)
        .await?
        .iter()
        .map(chat_from)
        .collect::<std::result::Result<Vec<_>, sqlx::Error>>()?;
        rows.reverse();
        Ok(rows)
    }

    /// A room with its seats, actions (in order) and chat.
    pub async fn room(&self, id: &str) -> Result<Option<StoredRoom>> {
        let Some(r) = sqlx::query(&format!("SELECT {ROOM_COLUMNS} FROM rooms WHERE id = $1"))
            .bind(id)
            .fetch_optional(&self.pool)
            .await?
        else {
            return Ok(None);
        };
        let room = room_from(&r)?;
        let seats = self.seats(id).await?;
        let actions = self.actions_after(id, 0).await?;
        let chat = self.chat_tail(id, CHAT_LOADED).await?;
        Ok(Some(StoredRoom {
            room,
            seats,
            actions,
            chat,
        }))
    }

    /// The room's actions numbered above `seq`, in order.
    pub async fn actions_after(&self, room: &str, seq: u64) -> Result<Vec<ActionRow>> {
        Ok(sqlx::query(
            "SELECT seq, seat, action, client_id, by_clock, at FROM actions WHERE room_id = $1 AND seq > $2 ORDER BY seq",
        )
        .bind(room)
        .bind(seq as i64)
        .fetch_all(&self.pool)
        .await?
        .iter()
        .map(|r| {
            Ok(ActionRow {
                seq: r.try_get::<i64, _>("seq")? as u64,
                seat: r.try_get::<i64, _>("seat")? as usize,
                action: r.try_get("action")?,
                client_id: r.try_get("client_id")?,
                by_clock: r.try_get::<i64, _>("by_clock")? != 0,
                at: r.try_get("at")?,
            })
        })
        .collect::<std::result::Result<Vec<_>, sqlx::Error>>()?)
    }

    /// The ids of every room whose game is not over (and that has not expired).
    pub async fn unfinished_rooms(&self) -> Result<Vec<String>> {
        Ok(sqlx::query(
            "SELECT id FROM rooms WHERE finished = 0 AND expired_at IS NULL ORDER BY created_at",
        )
        .fetch_all(&self.pool)
        .await?
        .iter()
        .map(|r| r.try_get("id"))
        .collect::<std::result::Result<Vec<_>, sqlx::Error>>()?)
    }

    /// The room whose invite code is `invite`.
    pub async fn room_by_invite(&self, invite: &str) -> Result<Option<String>> {
        let row = sqlx::query("SELECT id FROM rooms WHERE invite = $1")
            .bind(invite)
            .fetch_optional(&self.pool)
            .await?;
        Ok(match row {
            None => None,
            Some(r) => Some(r.try_get("id")?),
        })
    }

    /// Unfinished rooms with an open seat, newest first (at most `limit`).
    pub async fn open_rooms(&self, limit: i64) -> Result<Vec<String>> {
        Ok(sqlx::query(
            "SELECT DISTINCT r.id, r.created_at FROM rooms r JOIN seats s ON s.room_id = r.id \
             WHERE r.finished = 0 AND r.expired_at IS NULL AND s.kind = 'open' \
             ORDER BY r.created_at DESC LIMIT $1",
        )
        .bind(limit)
        .fetch_all(&self.pool)
        .await?
        .iter()
        .map(|r| r.try_get("id"))
        .collect::<std::result::Result<Vec<_>, sqlx::Error>>()?)
    }

    /// The rooms where `player` holds a seat, newest first (at most `limit`).
    pub async fn rooms_of(&self, player: &str, limit: i64) -> Result<Vec<String>> {
        Ok(sqlx::query(
            "SELECT DISTINCT r.id, r.created_at FROM rooms r JOIN seats s ON s.room_id = r.id \
             WHERE s.player_id = $1 ORDER BY r.created_at DESC LIMIT $2",
        )
        .bind(player)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?
        .iter()
        .map(|r| r.try_get("id"))
        .collect::<std::result::Result<Vec<_>, sqlx::Error>>()?)
    }

    /// How many rooms `player` created whose game is not over and that have not
    /// expired.
    pub async fn open_rooms_created_by(&self, player: &str) -> Result<u64> {
        let r = sqlx::query(
            "SELECT COUNT(*) AS n FROM rooms WHERE created_by = $1 AND finished = 0 AND expired_at IS NULL",
        )
        .bind(player)
        .fetch_one(&self.pool)
        .await?;
        Ok(r.try_get::<i64, _>("n")? as u64)
    }

    /// Ends (`expired_at = now`) the unfinished rooms where no action was played and
    /// that were created before `unstarted_before`, and those whose last action was
    /// before `idle_before`; returns their ids.
    pub async fn expire_rooms(
        &self,
        now: i64,
        unstarted_before: i64,
        idle_before: i64,
    ) -> Result<Vec<String>> {
        let ids: Vec<String> = sqlx::query(
            "SELECT r.id FROM rooms r WHERE r.finished = 0 AND r.expired_at IS NULL AND ( \
               (r.created_at < $1 AND NOT EXISTS (SELECT 1 FROM actions a WHERE a.room_id = r.id)) \
               OR (SELECT MAX(a.at) FROM actions a WHERE a.room_id = r.id) < $2)",
        )
        .bind(unstarted_before)
        .bind(idle_before)
        .fetch_all(&self.pool)
        .await?
        .iter()
        .map(|r| r.try_get("id"))
        .collect::<std::result::Result<Vec<_>, sqlx::Error>>()?;
        let mut ended = Vec::new();
        for id in ids {
            let mut tx = self.pool.begin().await?;
            let done = sqlx::query(
                "UPDATE rooms SET expired_at = $1 WHERE id = $2 AND expired_at IS NULL AND finished = 0",
            )
            .bind(now)
            .bind(&id)
            .execute(&mut *tx)
            .await?;
            if done.rows_affected() == 1 {
                self.announce(&mut tx, &format!("{id} expired")).await?;
                ended.push(id);
            }
            tx.commit().await?;
        }
        Ok(ended)
    }

    /// The stored analysis points of a finished game's room.
    pub async fn analyses(&self, room: &str) -> Result<Vec<(usize, serde_json::Value)>> {
        sqlx::query("SELECT point, result FROM analyses WHERE room_id = $1")
            .bind(room)
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(|r| {
                let point = r.try_get::<i64, _>("point")? as usize;
                let text: String = r.try_get("result")?;
                let value = serde_json::from_str(&text)
                    .map_err(|e| StoreError::Db(format!("a stored analysis: {e}")))?;
                Ok((point, value))
            })
            .collect()
    }

    /// Stores one point of a finished game's analysis (a point stored already is
    /// kept: the same search gives the same answer).
    pub async fn put_analysis(
        &self,
        room: &str,
        point: usize,
        result: &serde_json::Value,
    ) -> Result<()> {
        match sqlx::query("INSERT INTO analyses (room_id, point, result) VALUES ($1, $2, $3)")
            .bind(room)
            .bind(point as i64)
            .bind(result.to_string())
            .execute(&self.pool)
            .await
        {
            Ok(_) => Ok(()),
            Err(e) => match StoreError::from(e) {
                StoreError::Conflict => Ok(()),
                e => Err(e),
            },
        }
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
