//! SQLite's writer: the thread where moves are stored, and the copying of the
//! write-ahead log into the database beside it.

use super::{Result, StoreError};
use sqlx::{AnyPool, Connection};
use std::time::Duration;

/// How often the write-ahead log is copied into the database, off the writer's
/// path: at a person's pace of 1,000 games (about 450 moves a second) a copy
/// takes a fraction of a millisecond's worth of pages, so the commit that finds
/// the log at SQLite's own limit (1,000 pages) has little left to copy.
const LOG_COPY_EVERY: Duration = Duration::from_millis(150);

/// A thread with a runtime of its own, where [`super::Store::append_action`] runs
/// on SQLite. SQLite takes one writer at a time (the pool's one connection), and
/// each call to SQLite's thread and back would, on the server's runtime, wait for
/// a worker thread busy with the rooms' work while the next move waits for the
/// connection. Here nothing else runs, so the connection is held only as long as
/// SQLite works. The thread ends when the last handle on it is dropped.
#[derive(Debug)]
pub(super) struct WriterThread {
    pub(super) runtime: tokio::runtime::Handle,
    /// Dropped with the thread's last handle: the thread then ends.
    _stop: tokio::sync::oneshot::Sender<()>,
}

impl WriterThread {
    pub(super) fn start() -> std::io::Result<WriterThread> {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()?;
        let handle = runtime.handle().clone();
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        std::thread::Builder::new()
            .name("gaslamp-writer".into())
            .spawn(move || {
                let _ = runtime.block_on(stopped);
            })?;
        Ok(WriterThread {
            runtime: handle,
            _stop: stop,
        })
    }

    /// Copies the database's write-ahead log into it every [`LOG_COPY_EVERY`],
    /// from a connection of its own, until `pool` is closed.
    ///
    /// Left to SQLite alone, the commit that brings the log to 1,000 pages copies
    /// them all before it returns (5-6 ms here, every half second under load),
    /// and the moves behind it wait for the connection: most of the slowest
    /// moves. A passive copy from another connection never blocks the writer;
    /// SQLite's own copy at 1,000 pages stays, with little left to do, and it is
    /// what lets the next commit start the log again from its beginning (a
    /// passive copy alone, while moves keep coming, never finds the log wholly
    /// copied, and the log grows without end).
    pub(super) async fn copy_the_log_in(&self, url: &str, pool: AnyPool) -> Result<()> {
        let mut conn = sqlx::AnyConnection::connect(url)
            .await
            .map_err(|e| StoreError::Db(format!("the log's copying connection: {e}")))?;
        self.runtime.spawn(async move {
            let mut every = tokio::time::interval(LOG_COPY_EVERY);
            every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            let mut failed = false;
            while !pool.is_closed() {
                every.tick().await;
                // Run to its end, so that the connection keeps no read open (an
                // open read would keep the log from starting again).
                let copied = sqlx::query("PRAGMA wal_checkpoint(PASSIVE)")
                    .execute(&mut conn)
                    .await;
                match copied {
                    Err(e) if !failed => {
                        tracing::warn!("copying the write-ahead log into the database: {e}");
                        failed = true;
                    }
                    Err(_) => {}
                    Ok(_) => failed = false,
                }
            }
            let _ = conn.close().await;
        });
        Ok(())
    }
}
