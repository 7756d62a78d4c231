//! The lobby's lists, read from rows without loading any room: each room's listing
//! (what only its game knows, written with its actions) joined with its setup, its
//! seats and its people's names as they are now.

use super::{ListedRoom, ListingRow, Result, SeatRow, Store, UnreadableRow};
use sqlx::any::AnyRow;
use sqlx::Row;
use std::collections::HashMap;
use std::sync::LazyLock;

/// A list's rooms in order, each read, or why it cannot be.
pub type Listed = Vec<std::result::Result<ListedRoom, UnreadableRow>>;

/// A room's seats with their people's names, or why they cannot be read.
type NamedSeats = std::result::Result<(Vec<SeatRow>, Vec<Option<String>>), String>;

/// A list's rooms with their listings (`LEFT JOIN`: a room stored before listings
/// were kept has none), to be filtered and ordered.
/// The statement that writes a room's listing (`$1` room, `$2` version, `$3` seats to
/// act, `$4` game over, `$5` result) when `when` holds; a listing never replaces a
/// newer one.
pub(super) fn listing_upsert(when: &str) -> String {
    format!(
        "INSERT INTO listings (room_id, version, to_act, game_over, result) \
         SELECT $1, $2, $3, $4, $5 WHERE {when} \
         ON CONFLICT (room_id) DO UPDATE SET version = excluded.version, \
         to_act = excluded.to_act, game_over = excluded.game_over, result = excluded.result \
         WHERE listings.version < excluded.version"
    )
}

static LISTING_UPSERT: LazyLock<String> = LazyLock::new(|| listing_upsert("true"));

const LISTED: &str = "SELECT r.id, r.game, r.settings, r.created_at, r.expired_at, \
     l.version, l.to_act, l.game_over, l.result \
     FROM rooms r LEFT JOIN listings l ON l.room_id = r.id";

impl Store {
    /// Writes a room's listing within `tx` (the transaction that stores the room or
    /// the action it follows); a listing never replaces a newer one.
    pub(super) async fn put_listing(
        &self,
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        room: &str,
        l: &ListingRow,
    ) -> Result<()> {
        sqlx::query(&LISTING_UPSERT)
            .bind(room)
            .bind(l.version as i64)
            .bind(to_act_text(&l.to_act))
            .bind(l.over as i64)
            .bind(l.result.as_ref().map(|v| v.to_string()))
            .execute(&mut **tx)
            .await?;
        Ok(())
    }

    /// Writes the listing of a room stored before listings were kept, made by its
    /// room at action `l.version`. Nothing is written when the room has a listing
    /// already, or when its record is no longer at `l.version` (another node played
    /// meanwhile, and wrote the listing with its action). Whether it wrote.
    pub async fn fill_listing(&self, room: &str, l: &ListingRow) -> Result<bool> {
        let done = sqlx::query(
            "INSERT INTO listings (room_id, version, to_act, game_over, result) \
             SELECT $1, $2, $3, $4, $5 \
             WHERE $2 = COALESCE((SELECT MAX(seq) FROM actions WHERE room_id = $1), 0) \
             ON CONFLICT (room_id) DO NOTHING",
        )
        .bind(room)
        .bind(l.version as i64)
        .bind(to_act_text(&l.to_act))
        .bind(l.over as i64)
        .bind(l.result.as_ref().map(|v| v.to_string()))
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Unfinished, unexpired rooms with an open seat, newest first (at most `limit`).
    pub async fn open_listed(&self, limit: i64) -> Result<Listed> {
        let sql = format!(
            "{LISTED} WHERE r.finished = 0 AND r.expired_at IS NULL AND EXISTS \
             (SELECT 1 FROM seats s WHERE s.room_id = r.id AND s.kind = 'open') \
             ORDER BY r.created_at DESC, r.id LIMIT $1"
        );
        let rows = sqlx::query(&sql).bind(limit).fetch_all(&self.pool).await?;
        self.listed(&rows).await
    }

    /// The rooms where `player` holds a seat, newest first (at most `limit`).
    pub async fn listed_of(&self, player: &str, limit: i64) -> Result<Listed> {
        let sql = format!(
            "{LISTED} WHERE r.id IN (SELECT s.room_id FROM seats s WHERE s.player_id = $1) \
             ORDER BY r.created_at DESC, r.id LIMIT $2"
        );
        let rows = sqlx::query(&sql)
            .bind(player)
            .bind(limit)
            .fetch_all(&self.pool)
            .await?;
        self.listed(&rows).await
    }

    /// The rooms of `rows` (of [`LISTED`]), with their seats and names.
    async fn listed(&self, rows: &[AnyRow]) -> Result<Listed> {
        let ids: Vec<String> = rows.iter().filter_map(|r| r.try_get("id").ok()).collect();
        let mut seats = self.seats_named(&ids).await?;
        Ok(rows
            .iter()
            .map(|r| {
                let room: String = r.try_get("id").unwrap_or_else(|_| "?".into());
                let named = seats
                    .remove(&room)
                    .unwrap_or_else(|| Ok(Default::default()));
                listed_room(r, named).map_err(|why| UnreadableRow { room, why })
            })
            .collect())
    }

    /// The seats of `rooms`, in order, with their people's names as they are now.
    async fn seats_named(&self, rooms: &[String]) -> Result<HashMap<String, NamedSeats>> {
        let mut out: HashMap<String, NamedSeats> = HashMap::new();
        if rooms.is_empty() {
            return Ok(out);
        }
        let marks: Vec<String> = (1..=rooms.len()).map(|i| format!("${i}")).collect();
        let sql = format!(
            "SELECT s.room_id, s.seat, s.kind, s.player_id, s.token_hash, p.name \
             FROM seats s LEFT JOIN players p ON p.id = s.player_id \
             WHERE s.room_id IN ({}) ORDER BY s.room_id, s.seat",
            marks.join(", ")
        );
        let mut query = sqlx::query(&sql);
        for room in rooms {
            query = query.bind(room);
        }
        for r in query.fetch_all(&self.pool).await? {
            let Ok(room) = r.try_get::<String, _>("room_id") else {
                continue;
            };
            let seats = out.entry(room).or_insert_with(|| Ok(Default::default()));
            if let Ok((rows, names)) = seats {
                match named_seat(&r) {
                    Ok((row, name)) => {
                        rows.push(row);
                        names.push(name);
                    }
                    Err(e) => *seats = Err(format!("a seat: {e}")),
                }
            }
        }
        Ok(out)
    }
}

/// `to_act` as stored: a JSON array of seats.
pub(super) fn to_act_text(to_act: &[usize]) -> String {
    serde_json::to_string(to_act).expect("a list of numbers serializes")
}

fn named_seat(r: &AnyRow) -> std::result::Result<(SeatRow, Option<String>), sqlx::Error> {
    let seat = SeatRow {
        seat: r.try_get::<i64, _>("seat")? as usize,
        kind: r.try_get("kind")?,
        player_id: r.try_get("player_id")?,
        token_hash: r.try_get("token_hash")?,
    };
    Ok((seat, r.try_get("name")?))
}

/// A row of [`LISTED`] with the room's seats, or why it cannot be read.
fn listed_room(r: &AnyRow, seats: NamedSeats) -> std::result::Result<ListedRoom, String> {
    let (seats, names) = seats?;
    let text = |e: sqlx::Error| e.to_string();
    Ok(ListedRoom {
        id: r.try_get("id").map_err(text)?,
        game: r.try_get("game").map_err(text)?,
        settings: r.try_get("settings").map_err(text)?,
        created_at: r.try_get("created_at").map_err(text)?,
        expired: r
            .try_get::<Option<i64>, _>("expired_at")
            .map_err(text)?
            .is_some(),
        seats,
        names,
        listing: listing_from(r)?,
    })
}

/// The listing of a row of [`LISTED`]: `None` when the room has none yet.
fn listing_from(r: &AnyRow) -> std::result::Result<Option<ListingRow>, String> {
    let text = |e: sqlx::Error| e.to_string();
    let Some(version) = r.try_get::<Option<i64>, _>("version").map_err(text)? else {
        return Ok(None);
    };
    let version = u64::try_from(version).map_err(|_| format!("a negative version ({version})"))?;
    let to_act: String = r.try_get("to_act").map_err(text)?;
    let to_act = serde_json::from_str(&to_act)
        .map_err(|e| format!("who is to act ({to_act:?}) is not a list of seats: {e}"))?;
    let result = match r.try_get::<Option<String>, _>("result").map_err(text)? {
        Some(json) => {
            Some(serde_json::from_str(&json).map_err(|e| format!("the result is not JSON: {e}"))?)
        }
        None => None,
    };
    Ok(Some(ListingRow {
        version,
        to_act,
        over: r.try_get::<i64, _>("game_over").map_err(text)? != 0,
        result,
    }))
}
