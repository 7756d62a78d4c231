//! Rooms, their seats and actions (each room's record), rooms that end by
//! themselves, and finished games' analyses.

use super::{room_from, ROOM_COLUMNS};
use super::{
    ActionRow, ListingRow, Result, RoomRow, SeatRow, Store, StoreError, StoredRoom, CHAT_LOADED,
};
use sqlx::Row;
use std::sync::LazyLock;

/// Inserts action `$2` of room `$1` (`$6` seat, `$7` action, `$8` client id, `$9`
/// by the clock, `$10` time) only while `$11`, a person's token hash, holds the
/// seat (or `$11` is null: a bot or the clock).
const INSERT_ACTION: &str =
    "INSERT INTO actions (room_id, seq, seat, action, client_id, by_clock, at) \
     SELECT $1, $2, $6, $7, $8, $9, $10 \
     WHERE $11 IS NULL OR EXISTS \
     (SELECT 1 FROM seats WHERE room_id = $1 AND seat = $6 AND token_hash = $11)";

/// Whether action `$2` of room `$1` is stored.
const ACTION_STORED: &str = "EXISTS (SELECT 1 FROM actions WHERE room_id = $1 AND seq = $2)";

/// [`Store::append_action`] on SQLite, in one string and one transaction: the
/// action; the listing (`$3` to `$5`) and the room's end (`$4`) when the action
/// was stored; the seats' holders. `BEGIN IMMEDIATE` takes the write lock at
/// once (the one connection writes anyway).
static APPEND_IN_ONE_CALL: LazyLock<String> = LazyLock::new(|| {
    [
        "BEGIN IMMEDIATE",
        INSERT_ACTION,
        &super::listings::listing_upsert(ACTION_STORED),
        &format!("UPDATE rooms SET finished = 1 WHERE id = $1 AND $4 = 1 AND {ACTION_STORED}"),
        HOLDERS,
        "COMMIT",
    ]
    .join("; ")
});

/// `sql` with the arguments of an action's statements: `$1` room, `$2` action
/// number, `$3` to `$5` the listing's (null without one), `$6` to `$10` the
/// action's, `$11` the token hash that must hold the seat.
fn append_arguments<'q>(
    sql: &'q str,
    room: &'q str,
    a: &'q ActionRow,
    holder: Option<&str>,
    l: Option<&ListingRow>,
) -> sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>> {
    sqlx::query(sql)
        .bind(room)
        .bind(a.seq as i64)
        .bind(l.map(|l| super::listings::to_act_text(&l.to_act)))
        .bind(l.map(|l| l.over as i64))
        .bind(l.and_then(|l| l.result.as_ref()).map(|v| v.to_string()))
        .bind(a.seat as i64)
        .bind(&a.action)
        .bind(a.client_id.clone())
        .bind(a.by_clock as i64)
        .bind(a.at)
        .bind(holder.map(str::to_string))
}

/// Who holds each seat of room `$1` (token hashes, by seat): read as an action
/// commits, a node that has not yet heard of a seat changing on another node
/// learns it there, before it shows the move to anyone.
const HOLDERS: &str = "SELECT token_hash FROM seats WHERE room_id = $1 ORDER BY seat";

impl Store {
    /// Creates a room with its seats and its first listing, in one transaction.
    pub async fn create_room(
        &self,
        room: &RoomRow,
        seats: &[SeatRow],
        listing: &ListingRow,
    ) -> Result<()> {
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
        self.put_listing(&mut tx, &room.id, listing).await?;
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
    /// changed the seat. `listing`: the room's listing after the action, stored with
    /// it (and the room marked finished when the action ends the game), so the
    /// lobby's lists are never behind the record. Gives the seats' holders (token
    /// hashes, by seat) as the action commits.
    pub async fn append_action(
        &self,
        room: &str,
        a: &ActionRow,
        holder: Option<&str>,
        listing: &ListingRow,
    ) -> Result<Vec<Option<String>>> {
        let Some(writer) = &self.writer else {
            return self.append_here(room, a, holder, listing).await;
        };
        let (store, room, a) = (self.clone(), room.to_string(), a.clone());
        let (holder, listing) = (holder.map(str::to_string), listing.clone());
        writer
            .runtime
            .spawn(async move {
                store
                    .append_here(&room, &a, holder.as_deref(), &listing)
                    .await
            })
            .await
            .map_err(|e| StoreError::Db(format!("the writer thread: {e}")))?
    }

    /// [`Store::append_action`], on the thread that calls it.
    async fn append_here(
        &self,
        room: &str,
        a: &ActionRow,
        holder: Option<&str>,
        listing: &ListingRow,
    ) -> Result<Vec<Option<String>>> {
        debug_assert_eq!(a.seq, listing.version, "the listing follows the action");
        let (inserted, holders) = if self.postgres.is_some() {
            let mut tx = self.pool.begin().await?;
            let (inserted, holders) = self
                .append_statements(&mut tx, room, a, holder, listing)
                .await?;
            if inserted {
                // Delivered to the other nodes when the action commits.
                self.announce(&mut tx, &format!("{room} {}", a.seq)).await?;
                tx.commit().await?;
            }
            (inserted, holders)
        } else {
            self.append_in_one_call(room, a, holder, listing).await?
        };
        if !inserted {
            return Err(StoreError::NotHeld);
        }
        Ok(holders)
    }

    /// [`Store::append_action`]'s statements on SQLite, with their transaction's
    /// beginning and end: one string, run by SQLite's thread in one call. SQLite
    /// takes one writer at a time (the pool's one connection): each call to that
    /// thread and back may wait for a busy core, so the fewer calls a move makes,
    /// the sooner the next move has the connection. The listing and the room's
    /// end are written only when the action was (its row exists: a taken number
    /// fails the insert instead, and the transaction is rolled back).
    async fn append_in_one_call(
        &self,
        room: &str,
        a: &ActionRow,
        holder: Option<&str>,
        l: &ListingRow,
    ) -> Result<(bool, Vec<Option<String>>)> {
        use futures_util::TryStreamExt;
        let mut conn = self.pool.acquire().await?;
        let mut inserted = None;
        let mut holders = Vec::new();
        let run = async {
            // sqlx 0.8 runs a SQLite string of several statements with its
            // arguments (numbered: each statement reads the ones it names); it
            // marks this deprecated, for its next major version. Without it, the
            // statements of `append_statements` in a transaction give the same
            // result, in more calls.
            #[allow(deprecated)]
            let mut results = append_arguments(&APPEND_IN_ONE_CALL, room, a, holder, Some(l))
                .fetch_many(&mut *conn);
            // In order: each statement's count of changed rows (the first is
            // BEGIN's, the second the action's), the holders' rows before the
            // last two counts.
            let mut done = 0;
            while let Some(step) = results.try_next().await? {
                match step {
                    sqlx::Either::Left(d) => {
                        done += 1;
                        if done == 2 {
                            inserted = Some(d.rows_affected() == 1);
                        }
                    }
                    sqlx::Either::Right(row) => holders.push(row.try_get("token_hash")?),
                }
            }
            Ok::<_, StoreError>(())
        };
        if let Err(e) = run.await {
            // A statement failed after BEGIN: nothing of the move stays. A
            // connection that cannot roll back is closed, not given to the next
            // caller inside an open transaction.
            if sqlx::query("ROLLBACK").execute(&mut *conn).await.is_err() {
                conn.close_on_drop();
            }
            return Err(e);
        }
        Ok((inserted == Some(true), holders))
    }

    /// [`Store::append_action`]'s statements one by one (PostgreSQL prepares one
    /// statement at a time; its connections work side by side).
    async fn append_statements(
        &self,
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        room: &str,
        a: &ActionRow,
        holder: Option<&str>,
        listing: &ListingRow,
    ) -> Result<(bool, Vec<Option<String>>)> {
        let done = append_arguments(INSERT_ACTION, room, a, holder, None)
            .execute(&mut **tx)
            .await?;
        if done.rows_affected() != 1 {
            return Ok((false, Vec::new()));
        }
        self.put_listing(tx, room, listing).await?;
        if listing.over {
            sqlx::query("UPDATE rooms SET finished = 1 WHERE id = $1")
                .bind(room)
                .execute(&mut **tx)
                .await?;
        }
        let holders = sqlx::query(HOLDERS)
            .bind(room)
            .fetch_all(&mut **tx)
            .await?
            .iter()
            .map(|r| r.try_get::<Option<String>, _>("token_hash"))
            .collect::<std::result::Result<Vec<_>, sqlx::Error>>()?;
        Ok((true, holders))
    }

    /// Whether the room ended because nothing happened in it for too long.
    pub async fn room_expired(&self, room: &str) -> Result<bool> {
        let r = sqlx::query("SELECT expired_at FROM rooms WHERE id = $1")
            .bind(room)
            .fetch_optional(&self.pool)
            .await?;
        Ok(match r {
            Some(r) => r.try_get::<Option<i64>, _>("expired_at")?.is_some(),
            None => false,
        })
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

    /// The coach's stored judgements of a finished game's room, by (seat, move).
    pub async fn coaching(&self, room: &str) -> Result<Vec<((usize, usize), serde_json::Value)>> {
        sqlx::query("SELECT seat, move, result FROM coaching WHERE room_id = $1")
            .bind(room)
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(|r| {
                let seat = r.try_get::<i64, _>("seat")? as usize;
                let mv = r.try_get::<i64, _>("move")? as usize;
                let text: String = r.try_get("result")?;
                let value = serde_json::from_str(&text)
                    .map_err(|e| StoreError::Db(format!("a stored judgement: {e}")))?;
                Ok(((seat, mv), value))
            })
            .collect()
    }

    /// Stores the coach's judgement of one of a seat's moves (one stored already is
    /// kept: the same search gives the same answer).
    pub async fn put_coaching(
        &self,
        room: &str,
        seat: usize,
        mv: usize,
        result: &serde_json::Value,
    ) -> Result<()> {
        match sqlx::query(
            "INSERT INTO coaching (room_id, seat, move, result) VALUES ($1, $2, $3, $4)",
        )
        .bind(room)
        .bind(seat as i64)
        .bind(mv as i64)
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
}
