//! The Gaslamp game server: rooms, seats, bots on the server, WebSocket play, and
//! storage on SQLite (embedded, the default) or PostgreSQL.

pub mod http;
pub mod metrics;
pub mod nodes;
pub mod protocol;
pub mod rooms;
pub mod secrets;
pub mod storage;

use std::net::SocketAddr;
use std::sync::Arc;

/// How to start a server.
#[derive(Clone, Debug)]
pub struct ServerConfig {
    /// Where to listen (default: loopback, port 8080).
    pub addr: SocketAddr,
    /// `sqlite://FILE` or `postgres://…`.
    pub database: String,
}

/// A started server: its address and its hub.
pub struct Server {
    pub addr: SocketAddr,
    pub hub: Arc<rooms::Hub>,
    listener: tokio::net::TcpListener,
}

impl Server {
    /// Opens the database (creating and migrating it if needed), reloads every
    /// unfinished room, and binds the address.
    pub async fn start(config: &ServerConfig) -> anyhow::Result<Server> {
        let store = storage::Store::open(&config.database).await?;
        let hub = rooms::Hub::new(store);
        let resumed = hub.resume_all().await.map_err(anyhow::Error::msg)?;
        if let Some(url) = hub.store.postgres_url() {
            nodes::listen(hub.clone(), url.to_string()).await?;
        }
        tracing::info!(resumed, "rooms reloaded");
        let listener = tokio::net::TcpListener::bind(config.addr).await?;
        let addr = listener.local_addr()?;
        Ok(Server {
            addr,
            hub,
            listener,
        })
    }

    /// Serves until `shutdown` completes, then stops taking connections.
    pub async fn run(
        self,
        shutdown: impl std::future::Future<Output = ()> + Send + 'static,
    ) -> anyhow::Result<()> {
        let hub = self.hub.clone();
        let signal = self.hub.clone();
        // An update and its `accepted` are two small writes: without NODELAY, Nagle
        // and delayed ACKs hold the second one for ~40 ms.
        use axum::serve::ListenerExt;
        let listener = self.listener.tap_io(|tcp| {
            let _ = tcp.set_nodelay(true);
        });
        // As a make-service, the router is shared by every connection (an `Arc`
        // clone); given as a `Router`, axum deep-clones its route table (the
        // OpenAPI document's handlers included) for each accepted connection, which
        // cost memory and time per connection (docs/server.md, "Load").
        let app = http::app(self.hub).into_make_service();
        let result = axum::serve(listener, app)
            .with_graceful_shutdown(async move {
                shutdown.await;
                // Open connections are closed with a close frame (clients reconnect
                // to another node, or later, with `since`).
                signal.begin_stopping();
            })
            .await;
        // Bots and clocks still running commit nothing more.
        hub.close();
        result?;
        Ok(())
    }
}
