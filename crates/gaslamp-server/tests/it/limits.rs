//! Rate limits as clients meet them: per player key over HTTP (429 with Retry-After),
//! per seat over WebSockets (every connection of a seat shares one allowance), and
//! chat far slower than actions. What is refused changes nothing.

use crate::common::*;
use gaslamp_server::limits::{CHAT_BURST, KEY_BURST, MESSAGE_BURST};
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_key_over_its_allowance_gets_429_and_others_do_not() {
    let dir = tempfile::tempdir().unwrap();
    let (addr, stop, handle) = start(&dir.path().join("l.db")).await;
    let ada = new_player(addr, "Ada").await;
    let bob = new_player(addr, "Bob").await;
    let mut refused = None;
    for _ in 0..KEY_BURST + 20 {
        let (st, head, body) = http_raw(addr, "GET", "/api/rooms/mine", Some(&ada), None).await;
        if st == 429 {
            refused = Some((head, body));
            break;
        }
        assert_eq!(st, 200, "{body}");
    }
    let (head, body) = refused.expect("the key's requests were never refused");
    assert_eq!(json_of(&body)["code"], "too_fast", "{body}");
    let retry = head
        .lines()
        .find_map(|l| {
            l.to_ascii_lowercase()
                .strip_prefix("retry-after: ")
                .map(str::to_string)
        })
        .expect("a Retry-After header");
    assert!(retry.trim().parse::<u64>().unwrap() >= 1);
    // A refused request changes nothing: no room was made.
    let (st, _) = http(
        addr,
        "POST",
        "/api/rooms",
        Some(&ada),
        Some(json!({"game": "spyrium", "seats": ["me", "greedy"]})),
    )
    .await;
    assert_eq!(st, 429);
    let (st, rooms) = http(addr, "GET", "/api/rooms/mine", Some(&bob), None).await;
    assert_eq!(st, 200);
    assert_eq!(rooms, json!([]));
    let (st, open) = http(addr, "GET", "/api/rooms", None, None).await;
    assert_eq!(st, 200);
    assert_eq!(open, json!([]));
    // The health check is never limited.
    let (st, _) = http(addr, "GET", "/healthz", None, None).await;
    assert_eq!(st, 200);
    let _ = stop.send(());
    handle.await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seats_connections_share_one_allowance_and_chat_is_slower() {
    let dir = tempfile::tempdir().unwrap();
    let (addr, stop, handle) = start(&dir.path().join("l.db")).await;
    let key = new_player(addr, "Ada").await;
    let (room, token) = new_room(addr, &key, "spyrium", &["me", "open"]).await;

    // Chat: a burst of lines, then the next one is dropped and not stored.
    let mut a = connect(addr, &room, Some(&token)).await;
    until(&mut a, "welcome").await;
    for i in 0..CHAT_BURST {
        send(&mut a, json!({"type": "chat", "text": format!("line {i}")})).await;
        assert_eq!(until(&mut a, "chat").await["text"], format!("line {i}"));
    }
    send(&mut a, json!({"type": "chat", "text": "one too many"})).await;
    assert_eq!(until(&mut a, "error").await["code"], "too_many_messages");
    let mut watcher = connect(addr, &room, None).await;
    let w = until(&mut watcher, "welcome").await;
    assert_eq!(w["chat"].as_array().unwrap().len(), CHAT_BURST as usize);

    // Messages: what one connection of the seat used up, a second one lacks.
    let used = MESSAGE_BURST - CHAT_BURST - 1;
    for _ in 0..used {
        send(&mut a, json!({"type": "nonsense"})).await;
    }
    let mut malformed = 0;
    while malformed < used {
        let m = next(&mut a).await;
        assert_eq!(m["type"], "error", "{m}");
        assert_eq!(m["code"], "malformed_message", "{m}");
        malformed += 1;
    }
    let mut b = connect(addr, &room, Some(&token)).await;
    let welcome = until(&mut b, "welcome").await;
    let version = welcome["version"].clone();
    let legal = welcome["legal"][0]["text"].clone();
    send(
        &mut b,
        json!({"type": "action", "id": "late", "action": legal}),
    )
    .await;
    assert_eq!(until(&mut b, "error").await["code"], "too_many_messages");
    // The dropped action changed nothing.
    let (_, summary) = http(addr, "GET", &format!("/api/rooms/{room}"), None, None).await;
    assert_eq!(summary["version"], version);
    // Another seat's allowance is its own: its player may still talk.
    let bob = new_player(addr, "Bob").await;
    let bob_token = join(addr, &room, &bob).await;
    let mut c = connect(addr, &room, Some(&bob_token)).await;
    until(&mut c, "welcome").await;
    send(&mut c, json!({"type": "chat", "text": "hello"})).await;
    let line = until(&mut watcher, "chat").await;
    assert_eq!(line["text"], "hello");
    assert_eq!(line["from"], "Bob", "a line says who wrote it, by name");
    let _ = stop.send(());
    handle.await.unwrap();
}
