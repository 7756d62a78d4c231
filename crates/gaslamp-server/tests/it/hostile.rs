//! Hostile and careless clients: every bad message gets a clear error, the server
//! stays up, and no game state changes.

use crate::common::*;
use futures_util::SinkExt;
use serde_json::json;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;

/// A player with a 2-seat Spyrium room (the player at seat 0, a greedy bot at 1).
async fn table(addr: std::net::SocketAddr) -> (String, String, String) {
    let key = new_player(addr, "Eve").await;
    let (room, token) = new_room(addr, &key, "spyrium", &["me", "greedy"]).await;
    (key, room, token)
}

/// Waits until seat 0 must act (the bot at seat 1 may move first), then gives the
/// room's version.
async fn settled(addr: std::net::SocketAddr, room: &str) -> u64 {
    for _ in 0..100 {
        let (_, s) = http(addr, "GET", &format!("/api/rooms/{room}"), None, None).await;
        if s["to_act"] == json!([0]) {
            return s["version"].as_u64().unwrap();
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("seat 0 never had to act");
}

async fn version(addr: std::net::SocketAddr, room: &str) -> u64 {
    let (st, s) = http(addr, "GET", &format!("/api/rooms/{room}"), None, None).await;
    assert_eq!(st, 200, "{s}");
    s["version"].as_u64().unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_http_requests_get_clear_errors_and_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let (addr, stop, handle) = start(&dir.path().join("h.db")).await;
    let (key, room, _) = table(addr).await;
    let v = settled(addr, &room).await;
    for (method, path, auth, body, status) in [
        ("POST", "/api/players", None, Some(json!({"name": ""})), 400),
        (
            "POST",
            "/api/players",
            None,
            Some(json!({"name": "a\u{1b}[2J"})),
            400,
        ),
        ("POST", "/api/players", None, Some(json!({"nom": "x"})), 422),
        (
            "PUT",
            "/api/players/me",
            None,
            Some(json!({"name": "Ada"})),
            401,
        ),
        (
            "PUT",
            "/api/players/me",
            Some(key.as_str()),
            Some(json!({"name": " "})),
            400,
        ),
        (
            "POST",
            "/api/rooms",
            None,
            Some(json!({"game": "spyrium", "seats": ["open", "open"]})),
            401,
        ),
        (
            "POST",
            "/api/rooms",
            Some("0123456789abcdef0123456789abcdef"),
            Some(json!({"game": "spyrium", "seats": ["open", "open"]})),
            401,
        ),
        (
            "POST",
            "/api/rooms",
            Some(key.as_str()),
            Some(json!({"game": "chess", "seats": ["open", "open"]})),
            400,
        ),
        (
            "POST",
            "/api/rooms",
            Some(key.as_str()),
            Some(json!({"game": "spyrium", "seats": ["open"]})),
            400,
        ),
        (
            "POST",
            "/api/rooms",
            Some(key.as_str()),
            Some(json!({"game": "spyrium", "seats": ["me", "ismcts:infs"]})),
            400,
        ),
        ("GET", "/api/rooms/../../etc/passwd", None, None, 404),
        ("GET", "/api/rooms/0123456789abcdef", None, None, 404),
        (
            "POST",
            &format!("/api/rooms/{room}/join"),
            Some(key.as_str()),
            Some(json!({"seat": 1})),
            409,
        ),
        (
            "POST",
            &format!("/api/rooms/{room}/join"),
            Some(key.as_str()),
            Some(json!({"seat": 99})),
            409,
        ),
        (
            "POST",
            &format!("/api/rooms/{room}/leave"),
            Some(key.as_str()),
            Some(json!({"seat": 1})),
            403,
        ),
        ("GET", &format!("/api/rooms/{room}/record"), None, None, 409),
    ] {
        let (st, body) = http(addr, method, path, auth, body).await;
        assert_eq!(st, status, "{method} {path}: {body}");
        if st != 422 && st != 404 || body.is_object() {
            assert!(
                body.get("code").is_some() || st == 422 || st == 404,
                "{method} {path}: {body}"
            );
        }
        let text = body.to_string();
        assert!(!text.contains('\u{1b}'), "{text}");
    }
    // A body over the limit is refused.
    let huge = json!({"name": "x".repeat(200_000)});
    let (st, _) = http(addr, "POST", "/api/players", None, Some(huge)).await;
    assert_eq!(st, 413);
    assert_eq!(version(addr, &room).await, v);
    let _ = stop.send(());
    handle.await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_socket_messages_get_errors_and_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let (addr, stop, handle) = start(&dir.path().join("w.db")).await;
    let (_, room, token) = table(addr).await;
    let (_, other_room, other_token) = table(addr).await;
    settled(addr, &room).await;
    // Tokens that hold no seat of this room are refused before the upgrade.
    for bad in [
        "nonsense",
        "0123456789abcdef0123456789abcdef",
        other_token.as_str(),
    ] {
        let url = format!("ws://{addr}/api/rooms/{room}/ws?token={bad}");
        assert!(
            tokio_tungstenite::connect_async(url).await.is_err(),
            "{bad}"
        );
    }
    let _ = other_room;
    let mut ws = connect(addr, &room, Some(&token)).await;
    let welcome = until(&mut ws, "welcome").await;
    let v = welcome["version"].as_u64().unwrap();
    let legal = welcome["legal"].as_array().unwrap().clone();
    assert!(
        !legal.is_empty(),
        "seat 0 acts first in this seed? {welcome}"
    );
    // Malformed JSON, unknown types, random text: errors.
    for text in [
        "{",
        "[]",
        "{\"type\":\"dance\"}",
        "\u{0}\u{1}garbage",
        "{\"type\":\"action\",\"id\":\"x\"}",
    ] {
        ws.send(Message::Text(text.into())).await.unwrap();
        let e = until(&mut ws, "error").await;
        assert_eq!(e["code"], "malformed_message", "{text}: {e}");
        assert!(!e.to_string().contains('\u{0}'));
    }
    // Binary frames are ignored.
    ws.send(Message::Binary(vec![0xff; 100].into()))
        .await
        .unwrap();
    // A bad action id, an unreadable action, an illegal one: refused.
    send(
        &mut ws,
        json!({"type": "action", "id": "", "action": "pass"}),
    )
    .await;
    assert_eq!(until(&mut ws, "error").await["code"], "bad_action_id");
    send(
        &mut ws,
        json!({"type": "action", "id": "a1", "action": "fly away"}),
    )
    .await;
    assert_eq!(until(&mut ws, "refused").await["code"], "unreadable_action");
    send(
        &mut ws,
        json!({"type": "action", "id": "a2", "action": {"type": "place", "slot": 250}}),
    )
    .await;
    let r = until(&mut ws, "refused").await;
    assert_ne!(r["code"], "not_legal_now", "{r}");
    send(
        &mut ws,
        json!({"type": "action", "id": "a3", "action": {"nonsense": true}}),
    )
    .await;
    assert_eq!(until(&mut ws, "refused").await["code"], "unreadable_action");
    // Chat: too long or with control characters is refused.
    send(&mut ws, json!({"type": "chat", "text": "x".repeat(501)})).await;
    assert_eq!(until(&mut ws, "error").await["code"], "chat_too_long");
    assert_eq!(version(addr, &room).await, v, "nothing changed");
    // A legal action, then the same id again: answered twice, applied once.
    send(
        &mut ws,
        json!({"type": "action", "id": "ok1", "action": legal[0]["text"]}),
    )
    .await;
    let first = until(&mut ws, "accepted").await;
    send(
        &mut ws,
        json!({"type": "action", "id": "ok1", "action": legal[0]["text"]}),
    )
    .await;
    let again = until(&mut ws, "accepted").await;
    assert_eq!(first["version"], again["version"]);
    // The bot answers; the version counts each action once.
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let after = version(addr, &room).await;
    assert!(after > v);
    // A spectator cannot act.
    let mut watcher = connect(addr, &room, None).await;
    until(&mut watcher, "welcome").await;
    send(
        &mut watcher,
        json!({"type": "action", "id": "s", "action": "pass"}),
    )
    .await;
    assert_eq!(
        until(&mut watcher, "error").await["code"],
        "spectators_cannot_act"
    );
    // A flood is cut down to the allowance.
    let mut errors = 0;
    for i in 0..150 {
        send(
            &mut watcher,
            json!({"type": "chat", "text": format!("spam {i}")}),
        )
        .await;
    }
    for _ in 0..300 {
        let m = next(&mut watcher).await;
        if m["type"] == "error" && m["code"] == "too_many_messages" {
            errors += 1;
            break;
        }
    }
    assert!(errors > 0);
    // An oversized message closes that connection; the server stays up.
    let big = json!({"type": "chat", "text": "y".repeat(100_000)}).to_string();
    let _ = ws.send(Message::Text(big.into())).await;
    let (st, _) = http(addr, "GET", "/healthz", None, None).await;
    assert_eq!(st, 200);
    let _ = stop.send(());
    handle.await.unwrap();
}

/// A seat that drops and comes back with its token gets the current view and the moves
/// it missed (`since`).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_that_reconnects_gets_the_moves_it_missed() {
    let dir = tempfile::tempdir().unwrap();
    let (addr, stop, handle) = start(&dir.path().join("r.db")).await;
    let (_, room, token) = table(addr).await;
    settled(addr, &room).await;
    let mut ws = connect(addr, &room, Some(&token)).await;
    let w = until(&mut ws, "welcome").await;
    let legal = w["legal"].as_array().unwrap().clone();
    send(
        &mut ws,
        json!({"type": "action", "id": "m1", "action": legal[0]["text"]}),
    )
    .await;
    let acc = until(&mut ws, "accepted").await;
    let seen = acc["version"].as_u64().unwrap();
    drop(ws);
    // Meanwhile the bot plays.
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let now = version(addr, &room).await;
    let url = format!("ws://{addr}/api/rooms/{room}/ws?token={token}&since={seen}");
    let (mut ws, _) = tokio_tungstenite::connect_async(url).await.unwrap();
    let w = until(&mut ws, "welcome").await;
    assert_eq!(w["version"].as_u64().unwrap(), now);
    let moves = w["moves"].as_array().unwrap();
    assert_eq!(moves.len() as u64, now - seen, "{w}");
    assert!(moves.iter().all(|m| m["version"].as_u64().unwrap() > seen));
    let _ = stop.send(());
    handle.await.unwrap();
}

/// A few bytes of a simple generator, reproducible.
fn noise(seed: u64, len: usize) -> Vec<u8> {
    let mut x = seed | 1;
    (0..len)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x >> 24) as u8
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn random_bytes_on_the_port_are_refused_and_the_server_stays_up() {
    let dir = tempfile::tempdir().unwrap();
    let (addr, stop, handle) = start(&dir.path().join("r.db")).await;
    for (i, len) in [1, 17, 512, 4096, 70_000, 1 << 20].into_iter().enumerate() {
        let mut s = TcpStream::connect(addr).await.unwrap();
        // The server may close before all of it is written.
        let _ = s.write_all(&noise(i as u64 + 1, len)).await;
        let _ = s.shutdown().await;
        let mut answer = Vec::new();
        let _ = tokio::time::timeout(
            std::time::Duration::from_secs(10),
            s.read_to_end(&mut answer),
        )
        .await
        .expect("the server answers or closes");
        let text = String::from_utf8_lossy(&answer);
        assert!(
            answer.is_empty() || text.starts_with("HTTP/1.1 4"),
            "{len} random bytes got: {text}"
        );
    }
    // A WebSocket upgrade followed by random bytes instead of frames.
    let (st, p) = http(
        addr,
        "POST",
        "/api/players",
        None,
        Some(json!({"name": "R"})),
    )
    .await;
    assert_eq!(st, 200);
    let (_, r) = http(
        addr,
        "POST",
        "/api/rooms",
        p["key"].as_str(),
        Some(json!({"game": "spyrium", "seats": ["me", "open"]})),
    )
    .await;
    let room = r["room"].as_str().unwrap().to_string();
    let stream = TcpStream::connect(addr).await.unwrap();
    let url = format!(
        "ws://{addr}/api/rooms/{room}/ws?token={}",
        r["token"].as_str().unwrap()
    );
    let mut ws = tokio_tungstenite::client_async(url, stream)
        .await
        .unwrap()
        .0;
    let raw = ws.get_mut();
    let _ = raw.write_all(&noise(99, 10_000)).await;
    let mut rest = Vec::new();
    let _ = tokio::time::timeout(
        std::time::Duration::from_secs(10),
        raw.read_to_end(&mut rest),
    )
    .await
    .expect("the server closes a socket that sends garbage");
    let (st, summary) = http(addr, "GET", &format!("/api/rooms/{room}"), None, None).await;
    assert_eq!(st, 200);
    assert_eq!(summary["version"], 0, "garbage changed the game: {summary}");
    let (st, _) = http(addr, "GET", "/healthz", None, None).await;
    assert_eq!(st, 200);
    let _ = stop.send(());
    handle.await.unwrap();
}

/// A language tag with a region, or a language without texts, gets the nearest
/// language (as `Accept-Language` negotiation would), not `400`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_language_tag_gets_the_nearest_language() {
    let dir = tempfile::tempdir().unwrap();
    let (addr, stop, handle) = start(&dir.path().join("l.db")).await;
    let ada = new_player(addr, "Ada").await;
    let (room, token) = new_room(addr, &ada, "goofspiel", &["me", "random"]).await;
    let mut described = std::collections::HashMap::new();
    for lang in ["en", "fr", "fr-CA", "de"] {
        let url = format!("ws://{addr}/api/rooms/{room}/ws?token={token}&lang={lang}");
        let (mut ws, _) = tokio_tungstenite::connect_async(url)
            .await
            .unwrap_or_else(|e| panic!("lang={lang}: {e}"));
        let w = until(&mut ws, "welcome").await;
        described.insert(lang, w["legal"][0]["description"].clone());
    }
    assert_ne!(described["fr"], described["en"]);
    assert_eq!(described["fr-CA"], described["fr"]);
    assert_eq!(described["de"], described["en"]);
    let (st, r) = http(
        addr,
        "GET",
        &format!("/api/rooms/{room}/replay?lang=fr-CA"),
        None,
        None,
    )
    .await;
    assert_eq!(
        (st, r["code"].as_str()),
        (409, Some("game_not_over")),
        "{r}"
    );
    let _ = stop.send(());
    handle.await.unwrap();
}
