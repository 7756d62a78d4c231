//! The Gaslamp game server: rooms, seats, bots on the server, WebSocket play, and
//! storage on SQLite (embedded, the default) or PostgreSQL.

pub mod bots;
pub mod clocks;
pub mod finished;
pub mod http;
pub mod hub;
pub mod limits;
pub mod memory;
pub mod metrics;
pub mod names;
pub mod nodes;
pub mod protocol;
pub mod room;
pub mod search_turns;
pub mod secrets;
pub mod storage;
mod texts;
pub mod web;

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

/// How to start a server.
#[derive(Clone, Debug)]
pub struct ServerConfig {
    /// Where to listen (default: loopback, port 8080).
    pub addr: SocketAddr,
    /// `sqlite://FILE` or `postgres://…`.
    pub database: String,
    /// What the operator allows.
    pub policy: Policy,
}

impl ServerConfig {
    /// A server on `addr` and `database` with the default policy.
    pub fn new(addr: SocketAddr, database: impl Into<String>) -> Self {
        ServerConfig {
            addr,
            database: database.into(),
            policy: Policy::default(),
        }
    }
}

/// What the operator allows: bots, rooms, searches, origins, metrics.
#[derive(Clone, Debug)]
pub struct Policy {
    pub bots: bots::BotPolicy,
    pub rooms: RoomPolicy,
    /// Searches for people (hints, analyses, the coach) at once, server-wide; the
    /// others wait in line for a turn, shared fairly ([`search_turns`]).
    pub searches: usize,
    /// Moves of each seat the coach judges in a finished game, at most (spread over
    /// the game when it made more choices): each costs two searches.
    pub coach_moves: usize,
    /// Origins (`scheme://host[:port]`) whose pages may open WebSockets, besides the
    /// server's own ([`Policy::public_url`]). A request without `Origin` (not a
    /// browser) is not refused for it.
    pub origins: Vec<String>,
    /// The URL people open (`https://play.example`), behind a proxy or a name: its
    /// origin is the server's own. Without it, the server's own origins are those of
    /// the address it listens on (with `localhost` for loopback), or, listening on
    /// every address, any origin whose host is the request's `Host`.
    pub public_url: Option<String>,
    /// The server's own origins, compared whole (scheme, host and port) with a
    /// page's `Origin`: set when the server starts, from [`Policy::public_url`] or
    /// its address. Empty: the request's `Host` decides.
    pub own_origins: Vec<String>,
    /// The token `/metrics` asks for (`Authorization: Bearer TOKEN`); without one,
    /// `/metrics` answers only requests from the server's own machine (loopback).
    pub metrics_token: Option<String>,
    /// How long connections may stay silent, and how many one address may hold.
    pub connections: ConnectionPolicy,
    /// The bytes of finished games' answers (summaries, records, replays, analyses,
    /// the coach's judgements) kept in memory to be served again without replaying
    /// their games ([`finished`]).
    pub finished_bytes: u64,
    /// Whether clients on the server's own machine (loopback) are exempt from the
    /// per-address limits (requests, rooms created, open connections): they are the
    /// operator's tools, or a reverse proxy on the host that limits the real
    /// addresses itself. `gaslamp serve --limit-loopback` turns it off.
    pub loopback_exempt: bool,
}

/// What the operator allows of connections: every way a client can hold one open
/// without using it ends, and one address holds a bounded number of them.
#[derive(Clone, Debug)]
pub struct ConnectionPolicy {
    /// Open connections (HTTP and WebSocket) of one peer address; one more is
    /// answered `429` and closed.
    pub per_address: usize,
    /// How long a client may take to send a request's head, from the connection's
    /// first byte on, or after its previous answer (hyper's header read timeout):
    /// a connection that sends nothing, or dribbles its head, is closed.
    pub head_timeout: Duration,
    /// How long a request may take from its head to its answer, its body included:
    /// a body that never comes or dribbles in is answered `408` and its connection
    /// closed.
    pub request_timeout: Duration,
    /// The longest pause within a request's body.
    pub body_pause: Duration,
    /// How often the server pings an open WebSocket; one that sends nothing, not
    /// even the pong, for a whole period after a ping is closed.
    pub ping_every: Duration,
}

impl Default for ConnectionPolicy {
    fn default() -> Self {
        ConnectionPolicy {
            per_address: 64,
            head_timeout: Duration::from_secs(10),
            request_timeout: Duration::from_secs(30),
            body_pause: Duration::from_secs(10),
            ping_every: Duration::from_secs(30),
        }
    }
}

impl Default for Policy {
    fn default() -> Self {
        Policy {
            bots: bots::BotPolicy::default(),
            rooms: RoomPolicy::default(),
            searches: 1,
            coach_moves: 40,
            origins: Vec::new(),
            public_url: None,
            own_origins: Vec::new(),
            metrics_token: None,
            connections: ConnectionPolicy::default(),
            finished_bytes: 64 << 20,
            loopback_exempt: true,
        }
    }
}

/// What the operator allows of rooms: how many a player may have, how fast they may
/// be created, and when rooms where nothing happens end.
#[derive(Clone, Debug)]
pub struct RoomPolicy {
    /// Rooms a player may have created whose games are neither over nor expired.
    pub open_per_player: u64,
    /// Rooms a player key may create in an hour.
    pub created_per_player_hour: u32,
    /// Rooms one address may create in an hour (loopback is exempt, like the other
    /// per-address limits).
    pub created_per_address_hour: u32,
    /// A room where no move was played ends this long after its creation.
    pub unstarted_expiry: Duration,
    /// A room where no move was played for this long ends (longer than the longest
    /// move clock, 7 days, so a room with a clock ends only when it waits on an open
    /// seat).
    pub idle_expiry: Duration,
    /// How often the server looks for rooms to end.
    pub sweep_every: Duration,
    /// How long a room in progress where nothing goes on (no connection, no bot
    /// thinking, no clock running) stays in memory; it is loaded again when asked
    /// for. A finished room leaves at once.
    pub unload_after: Duration,
    /// The shortest move clock a room may have, in seconds.
    pub min_move_seconds: u64,
}

impl Default for RoomPolicy {
    fn default() -> Self {
        RoomPolicy {
            open_per_player: 20,
            created_per_player_hour: 60,
            created_per_address_hour: 120,
            unstarted_expiry: Duration::from_secs(24 * 3600),
            idle_expiry: Duration::from_secs(14 * 24 * 3600),
            sweep_every: Duration::from_secs(300),
            unload_after: Duration::from_secs(60),
            min_move_seconds: 10,
        }
    }
}

/// A started server: its address and its hub.
pub struct Server {
    pub addr: SocketAddr,
    pub hub: Arc<hub::Hub>,
    listener: tokio::net::TcpListener,
}

impl Server {
    /// Opens the database (creating and migrating it if needed), reloads every
    /// unfinished room, and binds the address.
    pub async fn start(config: &ServerConfig) -> anyhow::Result<Server> {
        let store = storage::Store::open(&config.database).await?;
        let listener = tokio::net::TcpListener::bind(config.addr).await?;
        let addr = listener.local_addr()?;
        let mut policy = config.policy.clone();
        if policy.own_origins.is_empty() {
            policy.own_origins = own_origins(policy.public_url.as_deref(), addr);
        }
        let hub = hub::Hub::new(store, policy);
        let resumed = hub.resume_all().await.map_err(anyhow::Error::msg)?;
        if let Some(url) = hub.store.postgres_url() {
            nodes::listen(hub.clone(), url.to_string()).await?;
        }
        tracing::info!(resumed, "rooms reloaded");
        Ok(Server {
            addr,
            hub,
            listener,
        })
    }

    /// Serves until `shutdown` completes, then stops taking connections, closes the
    /// open WebSockets and waits (at most [`DRAIN`]) for the connections to end.
    ///
    /// Each connection is HTTP/1.1, served by hyper with a deadline for each
    /// request's head from the connection's first byte on
    /// ([`ConnectionPolicy::head_timeout`]), so a client that sends nothing or never
    /// finishes a request does not hold its connection for ever; with its peer
    /// address for the rate limits; and only while its address holds fewer than
    /// [`ConnectionPolicy::per_address`] connections. (HTTP/2 is not served: browsers
    /// speak it only over TLS, which a proxy in front of the server ends; a client
    /// that opens with HTTP/2's preface is answered with an error and closed.)
    pub async fn run(
        self,
        shutdown: impl std::future::Future<Output = ()> + Send + 'static,
    ) -> anyhow::Result<()> {
        let hub = self.hub.clone();
        let app = http::app(self.hub);
        // Every connection's task holds a clone: when all are dropped, every
        // connection has ended.
        let (open_tx, mut all_closed) = tokio::sync::mpsc::channel::<()>(1);
        tracing::info!(addr = %self.addr, "listening");
        let mut shutdown = std::pin::pin!(shutdown);
        loop {
            let (tcp, peer) = tokio::select! {
                _ = &mut shutdown => break,
                accepted = self.listener.accept() => match accepted {
                    Ok(a) => a,
                    Err(e) => {
                        // Out of file descriptors, say: wait rather than spin.
                        tracing::warn!(error = %e, "cannot accept a connection");
                        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
                        continue;
                    }
                },
            };
            let Some(slot) = hub.limits.connection(peer.ip()) else {
                refuse_connection(tcp);
                continue;
            };
            // An update and its `accepted` are two small writes: without NODELAY,
            // Nagle and delayed ACKs hold the second one for ~40 ms.
            let _ = tcp.set_nodelay(true);
            tokio::spawn(serve_connection(
                hub.clone(),
                app.clone(),
                tcp,
                peer,
                Arc::new(slot),
                open_tx.clone(),
            ));
        }
        drop(self.listener);
        drop(open_tx);
        // Open WebSockets are closed with a close frame (clients reconnect to another
        // node, or later, with `since`), and connections between requests close.
        hub.begin_stopping();
        if tokio::time::timeout(DRAIN, all_closed.recv())
            .await
            .is_err()
        {
            tracing::warn!("connections still open after {} s", DRAIN.as_secs());
        }
        // Bots and clocks still running commit nothing more.
        hub.close();
        tracing::info!("stopped");
        Ok(())
    }
}

/// The server's own origins: `public_url`'s, else those of `addr` (and
/// `localhost`'s for loopback); none when it listens on every address and has no
/// public URL (the request's `Host` decides then).
fn own_origins(public_url: Option<&str>, addr: SocketAddr) -> Vec<String> {
    if let Some(url) = public_url {
        return http::socket::origin_of(url).into_iter().collect();
    }
    if addr.ip().is_unspecified() {
        return Vec::new();
    }
    let mut own = vec![format!("http://{addr}")];
    if addr.ip().is_loopback() {
        own.push(format!("http://localhost:{}", addr.port()));
    }
    own
}

/// Serves one HTTP/1.1 connection until it ends, or until the server stops (then
/// the request in progress is answered and the connection closes).
async fn serve_connection(
    hub: Arc<hub::Hub>,
    app: axum::Router,
    tcp: tokio::net::TcpStream,
    peer: SocketAddr,
    slot: Arc<limits::ConnectionSlot>,
    _open: tokio::sync::mpsc::Sender<()>,
) {
    use hyper_util::rt::{TokioIo, TokioTimer};
    use tower_http::timeout::{RequestBodyTimeoutLayer, TimeoutLayer};
    let policy = &hub.policy.connections;
    // A request's body that never comes, pauses or dribbles in: its request ends
    // `408` within `request_timeout`, and hyper closes a connection whose body was
    // not read to its end.
    let app = tower::ServiceBuilder::new()
        .layer(TimeoutLayer::with_status_code(
            axum::http::StatusCode::REQUEST_TIMEOUT,
            policy.request_timeout,
        ))
        .layer(RequestBodyTimeoutLayer::new(policy.body_pause))
        .service(app);
    let service =
        hyper::service::service_fn(move |mut req: hyper::Request<hyper::body::Incoming>| {
            req.extensions_mut()
                .insert(axum::extract::ConnectInfo(peer));
            // A WebSocket keeps its connection's slot for as long as it lives.
            req.extensions_mut().insert(slot.clone());
            // An `Arc` clone: every connection shares the one route table (a deep
            // copy per connection cost memory and time, docs/server.md, "Load").
            tower::ServiceExt::oneshot(app.clone(), req)
        });
    let conn = hyper::server::conn::http1::Builder::new()
        .timer(TokioTimer::new())
        .header_read_timeout(policy.head_timeout)
        .max_buf_size(MAX_HEAD)
        .serve_connection(TokioIo::new(tcp), service)
        .with_upgrades();
    let mut conn = std::pin::pin!(conn);
    let mut stopping = hub.stopping();
    let stopped = async move {
        let _ = stopping.wait_for(|s| *s).await;
    };
    let ended = tokio::select! {
        ended = conn.as_mut() => ended,
        () = stopped => {
            conn.as_mut().graceful_shutdown();
            conn.await
        }
    };
    if let Err(e) = ended {
        tracing::debug!(error = %e, "a connection ended with an error");
    }
}

/// Answers a connection over its address's allowance `429` (if its socket takes the
/// few bytes at once) and closes it.
fn refuse_connection(tcp: tokio::net::TcpStream) {
    crate::metrics::connection_refused();
    let _ = tcp.try_write(
        b"HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Length: 0\r\n\r\n",
    );
}

/// The largest request head (request line and headers) read, in bytes: a larger one
/// is answered `431 Request Header Fields Too Large`.
pub const MAX_HEAD: usize = 16 * 1024;
/// How long a stopping server waits for its connections to end.
pub const DRAIN: std::time::Duration = std::time::Duration::from_secs(10);
