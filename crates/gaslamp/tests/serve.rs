//! `gaslamp serve` as a process: it prints its URL, and a game survives the process
//! being killed (SIGKILL) in the middle: every acknowledged action is there after a
//! restart and the game goes on to the end, on SQLite and on PostgreSQL.

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;

/// Starts the server on a free loopback port; returns it and its address.
fn serve(database: &str) -> (Child, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_gaslamp"))
        .args(["serve", "--addr", "127.0.0.1:0", "--database", database])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let addr = line
        .split("http://")
        .nth(1)
        .and_then(|r| r.split('/').next())
        .unwrap_or_else(|| panic!("no URL printed: {line}"))
        .to_string();
    (child, addr)
}

async fn http(
    addr: &str,
    method: &str,
    path: &str,
    key: Option<&str>,
    body: Option<Value>,
) -> (u16, Value) {
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
    let json = text
        .split("\r\n\r\n")
        .nth(1)
        .unwrap_or("")
        .lines()
        .find_map(|l| serde_json::from_str::<Value>(l).ok())
        .unwrap_or(Value::Null);
    (status, json)
}

type Ws = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<TcpStream>>;

async fn next(ws: &mut Ws) -> Value {
    loop {
        let m = tokio::time::timeout(std::time::Duration::from_secs(20), ws.next())
            .await
            .expect("a message within 20 s")
            .expect("open")
            .unwrap();
        if let Message::Text(t) = m {
            return serde_json::from_str(&t).unwrap();
        }
    }
}

/// Plays seat 0's first legal action whenever it must act, until `stop` actions are
/// acknowledged or the game ends; returns the versions acknowledged.
async fn play(ws: &mut Ws, stop: usize) -> (Vec<u64>, bool) {
    let mut acked = Vec::new();
    let mut last = Value::Null;
    let mut in_flight = false;
    loop {
        let m = next(ws).await;
        match m["type"].as_str().unwrap() {
            "welcome" | "update" => last = m.clone(),
            "accepted" => {
                acked.push(m["version"].as_u64().unwrap());
                in_flight = false;
                if acked.len() >= stop {
                    return (acked, false);
                }
            }
            "refused" => panic!("{m}"),
            _ => {}
        }
        if last["over"] == true {
            return (acked, true);
        }
        let legal = last["legal"].as_array().cloned().unwrap_or_default();
        if !in_flight && !legal.is_empty() {
            let id = format!("x{}", acked.len());
            ws.send(Message::Text(
                json!({"type": "action", "id": id, "action": legal[0]["text"]})
                    .to_string()
                    .into(),
            ))
            .await
            .unwrap();
            in_flight = true;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_survives_the_server_being_killed_on_sqlite() {
    let dir = tempfile::tempdir().unwrap();
    let db = format!("sqlite://{}", dir.path().join("g.db").display());
    survives_kill(&db).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_survives_the_server_being_killed_on_postgres() {
    match std::env::var("GASLAMP_TEST_POSTGRES") {
        Ok(url) => survives_kill(&url).await,
        Err(_) => {
            assert!(
                std::env::var_os("CI").is_none(),
                "CI must set GASLAMP_TEST_POSTGRES (.ci/start-postgres)"
            );
            eprintln!("GASLAMP_TEST_POSTGRES is not set: this PostgreSQL test did not run");
        }
    }
}

/// Plays 12 acknowledged actions, kills the server, starts it again on the same
/// database and plays the game to the end.
async fn survives_kill(db: &str) {
    let (mut server, addr) = serve(db);
    let (st, p) = http(
        &addr,
        "POST",
        "/api/players",
        None,
        Some(json!({"name": "Ada"})),
    )
    .await;
    assert_eq!(st, 200, "{p}");
    let key = p["key"].as_str().unwrap().to_string();
    let (st, room) = http(
        &addr,
        "POST",
        "/api/rooms",
        Some(&key),
        Some(json!({"game": "spyrium", "seats": ["me", "greedy"]})),
    )
    .await;
    assert_eq!(st, 200, "{room}");
    let id = room["room"].as_str().unwrap().to_string();
    let token = room["token"].as_str().unwrap().to_string();
    let url = format!("ws://{addr}/api/rooms/{id}/ws?token={token}");
    let (mut ws, _) = tokio_tungstenite::connect_async(&url).await.unwrap();
    let (acked, over) = play(&mut ws, 12).await;
    assert!(!over && acked.len() == 12);
    server.kill().unwrap(); // SIGKILL
    server.wait().unwrap();

    let (mut server, addr) = serve(db);
    let (st, summary) = http(&addr, "GET", &format!("/api/rooms/{id}"), None, None).await;
    assert_eq!(st, 200, "{summary}");
    let version = summary["version"].as_u64().unwrap();
    assert!(
        version >= *acked.last().unwrap(),
        "acknowledged actions lost: {summary}"
    );
    let url = format!("ws://{addr}/api/rooms/{id}/ws?token={token}");
    let (mut ws, _) = tokio_tungstenite::connect_async(&url).await.unwrap();
    let (_, over) = play(&mut ws, usize::MAX).await;
    assert!(over);
    let (st, record) = http(&addr, "GET", &format!("/api/rooms/{id}/record"), None, None).await;
    assert_eq!(st, 200);
    let record: gaslamp_core::Record = serde_json::from_value(record).unwrap();
    let g: spyrium::Spyrium = record.replay(&spyrium::Components::builtin()).unwrap();
    assert!(gaslamp_core::Game::is_over(&g));
    server.kill().unwrap();
    server.wait().unwrap();
}

/// `--log-format json` writes one JSON object a line on standard error (the URL stays
/// alone on standard output), and SIGTERM stops the server cleanly.
#[test]
fn json_logs_and_a_clean_stop_on_sigterm() {
    let dir = tempfile::tempdir().unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_gaslamp"))
        .args([
            "serve",
            "--addr",
            "127.0.0.1:0",
            "--log-format",
            "json",
            "--database",
        ])
        .arg(format!("sqlite://{}", dir.path().join("l.db").display()))
        .env_remove("RUST_LOG")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut url = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut url)
        .unwrap();
    assert!(url.contains("http://127.0.0.1:"), "{url}");
    let pid = child.id().to_string();
    assert!(Command::new("kill")
        .args(["-TERM", &pid])
        .status()
        .unwrap()
        .success());
    let status = child.wait().unwrap();
    assert!(status.success(), "stopped with {status}");
    let mut logs = String::new();
    use std::io::Read;
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut logs)
        .unwrap();
    let lines: Vec<Value> = logs
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON ({e}): {l}")))
        .collect();
    let messages: Vec<&str> = lines
        .iter()
        .filter_map(|l| l["fields"]["message"].as_str())
        .collect();
    for m in ["rooms reloaded", "listening", "stopping", "stopped"] {
        assert!(messages.contains(&m), "no `{m}` in {messages:?}");
    }
    assert!(lines
        .iter()
        .all(|l| l["level"].is_string() && l["timestamp"].is_string()));
}
