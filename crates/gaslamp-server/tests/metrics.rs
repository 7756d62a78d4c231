//! `GET /metrics` after a whole game played through the server: every action of the
//! connected players is counted and timed. (One test in this file: the metrics are
//! the process's.)

mod common;

use common::*;
use futures_util::SinkExt;
use serde_json::{json, Value};
use std::net::SocketAddr;
use tokio_tungstenite::tungstenite::Message;

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
    let (addr, stop, handle) = start(&dir.path().join("m.db")).await;

    let (_, _, before) = http_raw(addr, "GET", "/metrics", None, None).await;
    assert_eq!(metric(&before, "gaslamp_actions_accepted_total"), 0.0);

    let mut keys = Vec::new();
    for name in ["Ada", "Bob"] {
        let (st, _, p) = http_raw(
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
    let (st, _, created) = http_raw(
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
    let (st, _, joined) = http_raw(
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

    let (_, _, summary) = http_raw(addr, "GET", &format!("/api/rooms/{room}"), None, None).await;
    let version = json_of(&summary)["version"].as_u64().unwrap();
    assert!(version > 0);
    // A finished room leaves memory when its last socket closes; a spectator keeps it.
    let mut spectator = connect(addr, &room, None).await;
    assert_eq!(next(&mut spectator).await["type"], "welcome");
    let (st, head, text) = http_raw(addr, "GET", "/metrics", None, None).await;
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
    handle.await.unwrap();
}
