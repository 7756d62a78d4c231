//! What the server tests share: a server on loopback with a temporary SQLite file, a
//! tiny HTTP client, and WebSocket helpers.
#![allow(dead_code)]

use futures_util::{SinkExt, StreamExt};
use gaslamp_server::{Server, ServerConfig};
use serde_json::Value;
use std::net::SocketAddr;
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

pub type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// A minimal HTTP/1.1 client for the lobby (JSON in, status and JSON out).
pub async fn http(
    addr: SocketAddr,
    method: &str,
    path: &str,
    key: Option<&str>,
    body: Option<Value>,
) -> (u16, Value) {
    let (status, _, body) = http_raw(addr, method, path, key, body).await;
    (status, json_of(&body))
}

/// An HTTP/1.1 request; returns the status, the head and the body as text.
pub async fn http_raw(
    addr: SocketAddr,
    method: &str,
    path: &str,
    key: Option<&str>,
    body: Option<Value>,
) -> (u16, String, String) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut s = TcpStream::connect(addr).await.unwrap();
    let body = body.map(|b| b.to_string()).unwrap_or_default();
    let auth = key
        .map(|k| format!("Authorization: Bearer {k}\r\n"))
        .unwrap_or_default();
    let req = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\n{auth}Content-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    s.write_all(req.as_bytes()).await.unwrap();
    let mut out = Vec::new();
    s.read_to_end(&mut out).await.unwrap();
    let text = String::from_utf8_lossy(&out).to_string();
    let status: u16 = text[9..12].parse().unwrap();
    let (head, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    (status, head.to_string(), body.to_string())
}

/// A request with the given extra head lines (each ending in `\r\n`) and any body
/// text, valid JSON or not; returns the status, the head and the body.
pub async fn http_text(
    addr: SocketAddr,
    method: &str,
    path: &str,
    head: &str,
    body: &str,
) -> (u16, String, String) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut s = TcpStream::connect(addr).await.unwrap();
    let req = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\n{head}Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    s.write_all(req.as_bytes()).await.unwrap();
    let mut out = Vec::new();
    s.read_to_end(&mut out).await.unwrap();
    let text = String::from_utf8_lossy(&out).to_string();
    let status: u16 = text[9..12].parse().unwrap();
    let (head, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    (status, head.to_string(), body.to_string())
}

/// The JSON in a response body (a chunked body holds it on one of its lines).
pub fn json_of(body: &str) -> Value {
    body.lines()
        .find_map(|l| serde_json::from_str::<Value>(l).ok())
        .unwrap_or(Value::Null)
}

pub async fn start(
    db: &std::path::Path,
) -> (
    SocketAddr,
    tokio::sync::oneshot::Sender<()>,
    tokio::task::JoinHandle<()>,
) {
    start_on(&format!("sqlite://{}", db.display())).await
}

pub async fn connect(addr: SocketAddr, room: &str, token: Option<&str>) -> Socket {
    let q = token.map(|t| format!("?token={t}")).unwrap_or_default();
    let (ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/api/rooms/{room}/ws{q}"))
        .await
        .unwrap();
    ws
}

pub async fn next(ws: &mut Socket) -> Value {
    loop {
        let m = tokio::time::timeout(std::time::Duration::from_secs(20), ws.next())
            .await
            .expect("a message within 20 s")
            .expect("the connection is open")
            .unwrap();
        if let Message::Text(t) = m {
            return serde_json::from_str(&t).unwrap();
        }
    }
}

pub async fn send(ws: &mut Socket, v: Value) {
    ws.send(Message::Text(v.to_string().into())).await.unwrap();
}

/// Starts a server on `database` (any URL).
pub async fn start_on(
    database: &str,
) -> (
    SocketAddr,
    tokio::sync::oneshot::Sender<()>,
    tokio::task::JoinHandle<()>,
) {
    let (addr, stop, handle, _) = start_with_hub(database).await;
    (addr, stop, handle)
}

/// Starts a server on `database` (any URL); also returns its hub, to look inside.
pub async fn start_with_hub(
    database: &str,
) -> (
    SocketAddr,
    tokio::sync::oneshot::Sender<()>,
    tokio::task::JoinHandle<()>,
    std::sync::Arc<gaslamp_server::hub::Hub>,
) {
    start_with_policy(database, test_policy()).await
}

/// The policy of the tests' servers: the default one, with move clocks from one
/// second (so clocks can be seen running out).
pub fn test_policy() -> gaslamp_server::Policy {
    let mut p = gaslamp_server::Policy::default();
    p.rooms.min_move_seconds = 1;
    p
}

/// Starts a server on `database` with `policy`; also returns its hub.
pub async fn start_with_policy(
    database: &str,
    policy: gaslamp_server::Policy,
) -> (
    SocketAddr,
    tokio::sync::oneshot::Sender<()>,
    tokio::task::JoinHandle<()>,
    std::sync::Arc<gaslamp_server::hub::Hub>,
) {
    let mut config = ServerConfig::new("127.0.0.1:0".parse().unwrap(), database);
    config.policy = policy;
    let server = Server::start(&config).await.unwrap();
    let addr = server.addr;
    let hub = server.hub.clone();
    let (tx, rx) = tokio::sync::oneshot::channel::<()>();
    let handle = tokio::spawn(async move {
        server
            .run(async move {
                let _ = rx.await;
            })
            .await
            .unwrap();
    });
    (addr, tx, handle, hub)
}

/// The PostgreSQL server of the tests, if there is one (`.ci/run` starts one; in CI a
/// missing one is a failure).
pub fn postgres() -> Option<String> {
    match std::env::var("GASLAMP_TEST_POSTGRES") {
        Ok(url) => Some(url),
        Err(_) => {
            assert!(
                std::env::var_os("CI").is_none(),
                "CI must set GASLAMP_TEST_POSTGRES (.ci/start-postgres)"
            );
            eprintln!("GASLAMP_TEST_POSTGRES is not set: this PostgreSQL test did not run");
            None
        }
    }
}

/// Reads until a message of `kind`.
pub async fn until(ws: &mut Socket, kind: &str) -> Value {
    loop {
        let m = next(ws).await;
        if m["type"] == kind {
            return m;
        }
    }
}

/// A new player's key.
pub async fn new_player(addr: SocketAddr, name: &str) -> String {
    let (st, p) = http(
        addr,
        "POST",
        "/api/players",
        None,
        Some(serde_json::json!({ "name": name })),
    )
    .await;
    assert_eq!(st, 200, "{p}");
    p["key"].as_str().unwrap().to_string()
}

/// Renames the player of `key` (`PUT /api/players/me`), which must succeed.
pub async fn rename(addr: SocketAddr, key: &str, name: &str) {
    let body = Some(serde_json::json!({ "name": name }));
    let (st, r) = http(addr, "PUT", "/api/players/me", Some(key), body).await;
    assert_eq!(st, 200, "{r}");
}

/// A room of `game` made by `key` (seats as `POST /api/rooms` takes them); its id
/// and the creator's seat token (empty if the creator does not sit).
pub async fn new_room(addr: SocketAddr, key: &str, game: &str, seats: &[&str]) -> (String, String) {
    let (st, r) = http(
        addr,
        "POST",
        "/api/rooms",
        Some(key),
        Some(serde_json::json!({ "game": game, "seats": seats })),
    )
    .await;
    assert_eq!(st, 200, "{r}");
    (
        r["room"].as_str().unwrap().to_string(),
        r["token"].as_str().unwrap_or_default().to_string(),
    )
}

/// `key` joins a free seat of `room`; its seat token.
pub async fn join(addr: SocketAddr, room: &str, key: &str) -> String {
    let (st, j) = http(
        addr,
        "POST",
        &format!("/api/rooms/{room}/join"),
        Some(key),
        Some(serde_json::json!({})),
    )
    .await;
    assert_eq!(st, 200, "{j}");
    j["token"].as_str().unwrap().to_string()
}

/// A room of two greedy bots made by `key`, played to its end by itself; its id.
pub async fn finished_room(addr: SocketAddr, key: &str) -> String {
    let (room, _) = new_room(addr, key, "spyrium", &["easy", "easy"]).await;
    for _ in 0..600 {
        let (_, s) = http(addr, "GET", &format!("/api/rooms/{room}"), None, None).await;
        if s["over"] == true {
            return room;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("the bots' game did not end");
}
