//! Each room's chat lines, numbered per room like its actions.

use super::{chat_from, ChatRow, Result, Store};

impl Store {
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
}
