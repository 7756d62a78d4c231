//! Several server nodes on one PostgreSQL database: each node listens on
//! [`ACTIONS_CHANNEL`], where every accepted action, seat taken or left and chat line
//! is announced when it commits, and catches up the rooms it holds. Two nodes that both try to commit a room's next
//! action conflict on the action number: one wins, the other catches up and checks its
//! action again. A game cannot fork.
//!
//! What a node hears goes to the room's task as a command, in the order heard (the
//! order the changes committed), so a room held here learns that a seat changed
//! hands before it learns of the new holder's first move.

use crate::hub::Hub;
use crate::room::Command;
use crate::storage::{Announcement, ACTIONS_CHANNEL};
use sqlx::postgres::PgListener;
use std::sync::Arc;

/// Starts listening (returns once the listener is connected); a lost connection is
/// opened again, and every room held is caught up after it.
pub async fn listen(hub: Arc<Hub>, url: String) -> anyhow::Result<()> {
    let mut listener = PgListener::connect(&url).await?;
    listener.listen(ACTIONS_CHANNEL).await?;
    tokio::spawn(async move {
        loop {
            match listener.try_recv().await {
                Ok(Some(n)) => match Announcement::parse(n.payload()) {
                    Some(Announcement::Action { room }) => {
                        hub.tell(&room, || Command::CatchUp).await
                    }
                    Some(Announcement::Seats { room }) => {
                        // A finished room's kept summary names its players.
                        hub.finished.forget_summary(&room);
                        hub.tell(&room, || Command::SeatsChanged).await
                    }
                    Some(Announcement::Chat { room }) => {
                        hub.tell(&room, || Command::ChatChanged).await
                    }
                    Some(Announcement::Expired { room }) => {
                        hub.tell(&room, || Command::Expire).await
                    }
                    None => tracing::warn!("an announcement this server does not know"),
                },
                // The connection was lost and is open again: anything may have been
                // missed meanwhile (seats first, so no old holder sees a new move).
                Ok(None) => hub.tell_all(|| Command::Resync).await,
                Err(e) => {
                    tracing::error!(error = %e, "listening for other nodes failed");
                    tokio::time::sleep(std::time::Duration::from_secs(1)).await;
                }
            }
        }
    });
    Ok(())
}
