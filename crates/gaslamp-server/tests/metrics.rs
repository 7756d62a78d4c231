//! `GET /metrics` after a whole game played through the server: every action of the
//! connected players is counted and timed. (One test in this file: the metrics are
//! the process's.)

use futures_util::{SinkExt, StreamExt};
use gaslamp_server::{Server, ServerConfig};
use serde_json::{json, Value};
use std::net::SocketAddr;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;

type Socket = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<TcpStream>>;

/// A minimal HTTP/1.1 request; returns the status, the headers and the body.
async fn http(
    addr: SocketAddr,
    method: &str,
    path: &str,
    key: Option<&str>,
    body: Option<Value>,
) -> (u16, String, String) {
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
    let (head, body) = text.split_once("\r\n\r\n").unwrap();
    (status, head.to_string(), body.to_string())
}

fn json_of(body: &str) -> Value {
    body.lines()
        .find_map(|l| serde_json::from_str::<Value>(l).ok())
        .unwrap_or(Value::Null)
}

async fn next(ws: &mut Socket) -> Value {
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

/// Plays random legal actions for one seat until the game is over.
async fn person(addr: SocketAddr, room: String, token: String, mut rng: u64) {
    let url = format!("ws://{addr}/api/rooms/{room}/ws?token={token}");
    let (mut ws, _) = tokio_tungstenite::connect_async(url).await.unwrap();
    let mut last = Value::Null;
    let mut in_flight = false;
    let mut sent = 0;
    loop {
        let m = next(&mut ws).await;
        match m["type"].as_str().unwrap() {
            "welcome" | "update" => last = m,
            "accepted" => in_flight = false,
            other => panic!("unexpected {other}: {m}"),
        }
        if last["over"] == true {
            return;
        }
        let legal = last["legal"].as_array().cloned().unwrap_or_default();
        if !in_flight && !legal.is_empty() {
            rng = rng
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let pick = &legal[(rng >> 33) as usize % legal.len()];
            sent += 1;
            let msg = json!({"type": "action", "id": format!("a{sent}"), "action": pick["text"]});
            ws.send(Message::Text(msg.to_string().into()))
                .await
                .unwrap();
            in_flight = true;
        }
    }
}

/// The value of an unlabelled metric line `name value`.
fn metric(text: &str, name: &str) -> f64 {
    text.lines()
        .find_map(|l| l.strip_prefix(&format!("{name} ")))
        .unwrap_or_else(|| panic!("no {name} in\n{text}"))
        .parse()
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_count_and_time_every_action_of_a_game() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&ServerConfig {
        addr: "127.0.0.1:0".parse().unwrap(),
        database: format!("sqlite://{}", dir.path().join("m.db").display()),
    })
    .await
    .unwrap();
    let addr = server.addr;
    let (stop, rx) = tokio::sync::oneshot::channel::<()>();
    let handle = tokio::spawn(server.run(async move {
        let _ = rx.await;
    }));

    let (_, _, before) = http(addr, "GET", "/metrics", None, None).await;
    assert_eq!(metric(&before, "gaslamp_actions_accepted_total"), 0.0);

    let mut keys = Vec::new();
    for name in ["Ada", "Bob"] {
        let (st, _, p) = http(
            addr,
            "POST",
            "/api/players",
            None,
            Some(json!({"name": name})),
        )
        .await;
        assert_eq!(st, 200, "{p}");
        keys.push(json_of(&p)["key"].as_str().unwrap().to_string());
    }
    let (st, _, created) = http(
        addr,
        "POST",
        "/api/rooms",
        Some(&keys[0]),
        Some(json!({"game": "spyrium", "seats": ["me", "open"]})),
    )
    .await;
    assert_eq!(st, 200, "{created}");
    let created = json_of(&created);
    let room = created["room"].as_str().unwrap().to_string();
    let (st, _, joined) = http(
        addr,
        "POST",
        &format!("/api/rooms/{room}/join"),
        Some(&keys[1]),
        Some(json!({})),
    )
    .await;
    assert_eq!(st, 200, "{joined}");
    let a = tokio::spawn(person(
        addr,
        room.clone(),
        created["token"].as_str().unwrap().into(),
        1,
    ));
    let b = tokio::spawn(person(
        addr,
        room.clone(),
        json_of(&joined)["token"].as_str().unwrap().into(),
        2,
    ));
    a.await.unwrap();
    b.await.unwrap();

    let (_, _, summary) = http(addr, "GET", &format!("/api/rooms/{room}"), None, None).await;
    let version = json_of(&summary)["version"].as_u64().unwrap();
    assert!(version > 0);
    let (st, head, text) = http(addr, "GET", "/metrics", None, None).await;
    assert_eq!(st, 200);
    assert!(
        head.to_ascii_lowercase()
            .contains("content-type: text/plain; version=0.0.4"),
        "{head}"
    );
    assert_eq!(
        metric(&text, "gaslamp_actions_accepted_total"),
        version as f64,
        "{text}"
    );
    assert_eq!(metric(&text, "gaslamp_actions_refused_total"), 0.0);
    assert_eq!(metric(&text, "gaslamp_move_seconds_count"), version as f64);
    assert!(metric(&text, "gaslamp_move_seconds_sum") > 0.0);
    assert!(metric(&text, "gaslamp_rooms") >= 1.0);
    assert!(metric(&text, "process_resident_memory_bytes") > 0.0);
    let _ = stop.send(());
    handle.await.unwrap().unwrap();
}
