//! A seat that changes hands is closed everywhere: when a person leaves a seat, every
//! socket they opened on it is told (`seat_lost`) and closed before the seat's next
//! holder gets anything, on this node or another; an action sent on an old socket
//! is never played for the new holder, and an old socket never receives the new
//! holder's secrets (Crystal Palace's dice).

use crate::common::*;
use serde_json::{json, Value};
use std::net::SocketAddr;
use std::time::Duration;

/// Everything a socket receives until it closes, or until `wait` passes with
/// nothing more (then the last entry is `"still open"`).
async fn drain(ws: &mut Socket, wait: Duration) -> Vec<Value> {
    use futures_util::StreamExt;
    use tokio_tungstenite::tungstenite::Message;
    let mut out = Vec::new();
    loop {
        match tokio::time::timeout(wait, ws.next()).await {
            Err(_) => {
                out.push(json!("still open"));
                return out;
            }
            Ok(None) | Ok(Some(Err(_))) | Ok(Some(Ok(Message::Close(_)))) => return out,
            Ok(Some(Ok(Message::Text(t)))) => out.push(serde_json::from_str(&t).unwrap()),
            Ok(Some(Ok(_))) => {}
        }
    }
}

async fn summary(addr: SocketAddr, room: &str) -> Value {
    let (st, s) = http(addr, "GET", &format!("/api/rooms/{room}"), None, None).await;
    assert_eq!(st, 200, "{s}");
    s
}

/// The defect, played out: the host sits at seat 0 (node `a`); P1 takes seat 1 and
/// opens a socket on node `a`; P1 leaves and P3 takes seat 1 through node `b` and
/// plays there. P1's old socket must end with `seat_lost`, never see P3's moves or
/// view, and its action must not be played for P3.
async fn a_left_seat_is_closed(a: SocketAddr, b: SocketAddr, game: &str) {
    let host = new_player(a, "Host").await;
    let p1 = new_player(a, "P1").await;
    let p3 = new_player(b, "P3").await;
    let (room, host_token) = new_room(a, &host, game, &["me", "open"]).await;
    let join = |addr: SocketAddr, key: String| {
        let room = room.clone();
        async move {
            let (st, j) = http(
                addr,
                "POST",
                &format!("/api/rooms/{room}/join"),
                Some(&key),
                Some(json!({"seat": 1})),
            )
            .await;
            assert_eq!(st, 200, "{j}");
            j["token"].as_str().unwrap().to_string()
        }
    };
    let t1 = join(a, p1.clone()).await;
    let mut old = connect(a, &room, Some(&t1)).await;
    assert_eq!(until(&mut old, "welcome").await["seat"], 1);

    let (st, left) = http(
        b,
        "POST",
        &format!("/api/rooms/{room}/leave"),
        Some(&p1),
        Some(json!({"seat": 1})),
    )
    .await;
    assert_eq!(st, 200, "{left}");
    let t3 = join(b, p3).await;
    let mut new = connect(b, &room, Some(&t3)).await;
    let mut latest = until(&mut new, "welcome").await;
    // The host plays until seat 1 must act (at once in Crystal Palace, whose dice
    // are chosen by every seat together).
    let mut host_ws = connect(a, &room, Some(&host_token)).await;
    let mut host_latest = until(&mut host_ws, "welcome").await;
    let mut n = 0;
    while !latest["to_act"].as_array().unwrap().contains(&json!(1)) {
        let action = host_latest["legal"][0]["text"].clone();
        send(
            &mut host_ws,
            json!({"type": "action", "id": format!("h{n}"), "action": action}),
        )
        .await;
        host_latest = until(&mut host_ws, "update").await;
        latest = until(&mut new, "update").await;
        n += 1;
    }
    let before = latest["version"]
        .as_u64()
        .or(latest["move"]["version"].as_u64())
        .unwrap();
    let legal = latest["legal"][0]["text"].clone();
    // The old socket tries to act for seat 1 (its send may fail: it is closed).
    {
        use futures_util::SinkExt;
        let _ = old
            .send(tokio_tungstenite::tungstenite::Message::Text(
                json!({"type": "action", "id": "stale", "action": legal})
                    .to_string()
                    .into(),
            ))
            .await;
    }
    // P3 plays their own move: it is the next version, nothing came in between.
    send(
        &mut new,
        json!({"type": "action", "id": "p3", "action": legal}),
    )
    .await;
    let accepted = until(&mut new, "accepted").await;
    assert_eq!(accepted["version"], before + 1, "{accepted}");
    // Node `a` hears of it (at once on one node, shortly on two) and has nothing else.
    let deadline = std::time::Instant::now() + Duration::from_secs(10);
    let mut on_a = summary(a, &room).await["version"].as_u64().unwrap();
    while on_a < before + 1 && std::time::Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(20)).await;
        on_a = summary(a, &room).await["version"].as_u64().unwrap();
    }
    assert_eq!(on_a, before + 1);

    let got = drain(&mut old, Duration::from_secs(5)).await;
    assert!(
        got.iter()
            .any(|m| m["type"] == "error" && m["code"] == "seat_lost"),
        "the old socket was not told: {got:?}"
    );
    assert_ne!(
        got.last(),
        Some(&json!("still open")),
        "the old socket stayed open: {got:?}"
    );
    let after_leave: Vec<&Value> = got
        .iter()
        .filter(|m| m["type"] == "update" || m["type"] == "welcome" || m["type"] == "accepted")
        .collect();
    assert!(
        after_leave.is_empty(),
        "the old socket received the new holder's game: {after_leave:?}"
    );
    let text = serde_json::to_string(&got).unwrap();
    assert!(!text.contains("my_dice"), "{text}");
    // Its token opens nothing any more.
    match tokio_tungstenite::connect_async(format!("ws://{a}/api/rooms/{room}/ws?token={t1}")).await
    {
        Err(tokio_tungstenite::tungstenite::Error::Http(r)) => assert_eq!(r.status(), 403),
        other => panic!("the old token opened a socket: {:?}", other.map(|_| ())),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_spyrium_seat_left_closes_its_socket_and_it_cannot_act_for_the_next_holder() {
    let dir = tempfile::tempdir().unwrap();
    let (addr, stop, handle) = start(&dir.path().join("s.db")).await;
    a_left_seat_is_closed(addr, addr, "spyrium").await;
    let _ = stop.send(());
    handle.await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_crystal_palace_seat_left_never_shows_the_next_holders_secret_dice() {
    let dir = tempfile::tempdir().unwrap();
    let (addr, stop, handle) = start(&dir.path().join("c.db")).await;
    a_left_seat_is_closed(addr, addr, "crystal-palace").await;
    let _ = stop.send(());
    handle.await.unwrap();
}

/// The same across two nodes on one PostgreSQL: the seat is left and taken on node
/// B while the old socket is on node A.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_left_on_another_node_is_closed_there_too() {
    let Some(url) = postgres() else { return };
    let (a, stop_a, handle_a) = start_on(&url).await;
    let (b, stop_b, handle_b) = start_on(&url).await;
    a_left_seat_is_closed(a, b, "spyrium").await;
    a_left_seat_is_closed(a, b, "crystal-palace").await;
    for (stop, handle) in [(stop_a, handle_a), (stop_b, handle_b)] {
        let _ = stop.send(());
        handle.await.unwrap();
    }
}

/// A player holds at most one seat of a room; the room's creator may hold several
/// (people sharing one device).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_player_cannot_take_every_seat_of_someone_elses_room() {
    let dir = tempfile::tempdir().unwrap();
    let (addr, stop, handle) = start(&dir.path().join("o.db")).await;
    let host = new_player(addr, "Host").await;
    let grabber = new_player(addr, "Grabber").await;
    let (room, _) = new_room(addr, &host, "spyrium", &["me", "open", "open", "open"]).await;
    let join = |key: String| {
        let room = room.clone();
        async move {
            http(
                addr,
                "POST",
                &format!("/api/rooms/{room}/join"),
                Some(&key),
                Some(json!({})),
            )
            .await
        }
    };
    assert_eq!(join(grabber.clone()).await.0, 200);
    let (st, again) = join(grabber).await;
    assert_eq!(st, 409, "{again}");
    assert_eq!(again["code"], "already_seated");
    let (st, host_again) = join(host).await;
    assert_eq!(st, 200, "the creator may take another seat: {host_again}");
    let _ = stop.send(());
    handle.await.unwrap();
}

/// A player who changes their name keeps their key and their games ("My games"),
/// and the lobby shows the new name in the rooms it joins next.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_renamed_player_keeps_their_games() {
    let dir = tempfile::tempdir().unwrap();
    let (addr, stop, handle) = start(&dir.path().join("r.db")).await;
    let ada = new_player(addr, "Ada").await;
    let (room, _) = new_room(addr, &ada, "spyrium", &["me", "open"]).await;
    let (st, renamed) = http(
        addr,
        "PUT",
        "/api/players/me",
        Some(&ada),
        Some(json!({"name": "Ada Lovelace"})),
    )
    .await;
    assert_eq!(st, 200, "{renamed}");
    assert_eq!(renamed["name"], "Ada Lovelace");
    let (st, mine) = http(addr, "GET", "/api/rooms/mine", Some(&ada), None).await;
    assert_eq!(st, 200, "{mine}");
    assert!(
        mine.as_array()
            .unwrap()
            .iter()
            .any(|r| r["room"] == room.as_str()),
        "the room is still among the player's games: {mine}"
    );
    let (again, _) = new_room(addr, &ada, "spyrium", &["me", "open"]).await;
    assert_eq!(
        summary(addr, &again).await["seats"][0]["player"],
        "Ada Lovelace"
    );
    let _ = stop.send(());
    handle.await.unwrap();
}
