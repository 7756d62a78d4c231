//! Two server nodes on one PostgreSQL database serve the same room: the same seat's
//! action sent to both nodes at once is taken once, every move reaches the sockets of
//! both nodes, and both end with the same record. A seat taken and a chat line written
//! on one node reach the other.

use crate::common::*;
use serde_json::{json, Value};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_nodes_on_one_postgres_play_one_consistent_game() {
    let Some(url) = postgres() else { return };
    let (a, stop_a, handle_a) = start_on(&url).await;
    let (b, stop_b, handle_b) = start_on(&url).await;
    let (_, ada) = http(
        a,
        "POST",
        "/api/players",
        None,
        Some(json!({"name": "Ada"})),
    )
    .await;
    let (_, bob) = http(
        b,
        "POST",
        "/api/players",
        None,
        Some(json!({"name": "Bob"})),
    )
    .await;
    let (st, created) = http(
        a,
        "POST",
        "/api/rooms",
        Some(ada["key"].as_str().unwrap()),
        Some(json!({"game": "goofspiel", "seats": ["me", "open"]})),
    )
    .await;
    assert_eq!(st, 200, "{created}");
    let room = created["room"].as_str().unwrap().to_string();
    let ada_token = created["token"].as_str().unwrap().to_string();
    // Bob joins through the other node.
    let (st, joined) = http(
        b,
        "POST",
        &format!("/api/rooms/{room}/join"),
        Some(bob["key"].as_str().unwrap()),
        Some(json!({})),
    )
    .await;
    assert_eq!(st, 200, "{joined}");
    let bob_token = joined["token"].as_str().unwrap().to_string();
    // Node A learns of Bob's seat from the announcement.
    let mut seen_on_a = false;
    for _ in 0..100 {
        let (_, s) = http(a, "GET", &format!("/api/rooms/{room}"), None, None).await;
        if s["seats"][1]["kind"] == "human" {
            assert_eq!(s["seats"][1]["player"], "Bob");
            seen_on_a = true;
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(seen_on_a, "node A never learnt that Bob took seat 1");
    // Ada is connected to both nodes, Bob to node B.
    let mut ada_a = connect(a, &room, Some(&ada_token)).await;
    let mut ada_b = connect(b, &room, Some(&ada_token)).await;
    let mut bob_b = connect(b, &room, Some(&bob_token)).await;
    let mut w = next(&mut ada_a).await;
    next(&mut ada_b).await;
    let wb = next(&mut bob_b).await;
    let mut bob_legal = wb["legal"].as_array().unwrap().clone();
    // A chat line written on node B reaches Ada's socket on node A.
    send(&mut bob_b, json!({"type": "chat", "text": "hello from B"})).await;
    loop {
        let m = next(&mut ada_a).await;
        if m["type"] == "chat" {
            assert_eq!(m["text"], "hello from B");
            assert_eq!(m["seq"], 1);
            break;
        }
    }
    // And one written on node A takes the next number, seen on node B.
    send(&mut ada_a, json!({"type": "chat", "text": "hello from A"})).await;
    loop {
        let m = next(&mut bob_b).await;
        if m["type"] == "chat" && m["text"] == "hello from A" {
            assert_eq!(m["seq"], 2);
            break;
        }
    }
    let cards = w["view"]["cards"].as_u64().unwrap();
    let mut round = 0;
    let mut versions_a = Vec::new();
    let mut versions_b = Vec::new();
    while round < cards {
        // Ada's bid goes to both nodes at once, with two ids: it is taken once.
        let legal = w["legal"].as_array().unwrap().clone();
        let bid = legal[0]["text"].clone();
        send(
            &mut ada_a,
            json!({"type": "action", "id": format!("a{round}"), "action": bid}),
        )
        .await;
        send(
            &mut ada_b,
            json!({"type": "action", "id": format!("b{round}"), "action": bid}),
        )
        .await;
        let mut answers = Vec::new();
        for (i, ws) in [&mut ada_a, &mut ada_b].into_iter().enumerate() {
            loop {
                let m = next(ws).await;
                match m["type"].as_str().unwrap() {
                    "accepted" | "refused" => {
                        answers.push(m);
                        break;
                    }
                    "update" if i == 0 => {
                        versions_a.push(m["move"]["version"].as_u64().unwrap());
                        w = m;
                    }
                    _ => {}
                }
            }
        }
        let accepted = answers.iter().filter(|m| m["type"] == "accepted").count();
        assert_eq!(accepted, 1, "{answers:?}");
        let refused: Vec<&Value> = answers.iter().filter(|m| m["type"] == "refused").collect();
        assert_eq!(refused[0]["code"], "not_your_turn", "{answers:?}");
        // Bob bids through node B.
        send(
            &mut bob_b,
            json!({"type": "action", "id": format!("c{round}"), "action": bob_legal[0]["text"]}),
        )
        .await;
        loop {
            let m = next(&mut bob_b).await;
            if m["type"] == "update" {
                versions_b.push(m["move"]["version"].as_u64().unwrap());
                bob_legal = m["legal"].as_array().cloned().unwrap_or_default();
            }
            if m["type"] == "accepted" {
                break;
            }
        }
        // Node A's socket sees both moves of the round.
        while versions_a.len() < 2 * (round as usize + 1) {
            let m = next(&mut ada_a).await;
            if m["type"] == "update" {
                versions_a.push(m["move"]["version"].as_u64().unwrap());
                w = m;
            }
        }
        round += 1;
    }
    assert_eq!(
        versions_a,
        (1..=2 * cards).collect::<Vec<_>>(),
        "node A saw every move once, in order"
    );
    assert_eq!(w["over"], true);
    let (_, ra) = http(a, "GET", &format!("/api/rooms/{room}/record"), None, None).await;
    let (_, rb) = http(b, "GET", &format!("/api/rooms/{room}/record"), None, None).await;
    assert_eq!(ra, rb);
    assert_eq!(ra["actions"].as_array().unwrap().len() as u64, 2 * cards);
    let _ = (stop_a.send(()), stop_b.send(()));
    handle_a.await.unwrap();
    handle_b.await.unwrap();
}

/// The deterministic interleaving of a room loading on node B while node A commits
/// its next move: B's load is held (a lock on the chat table, which B reads after
/// the actions) while A commits, so A's announcement reaches B before B holds the
/// room. B must still catch up: its seat is told to act.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_room_loading_while_another_node_commits_catches_up() {
    use sqlx::Connection;
    let Some(url) = postgres() else { return };
    let (a, stop_a, handle_a) = start_on(&url).await;
    let (b, stop_b, handle_b) = start_on(&url).await;
    let ada = new_player(a, "Ada").await;
    let bob = new_player(a, "Bob").await;
    let (room, ada_token) = new_room(a, &ada, "spyrium", &["me", "open"]).await;
    let bob_token = join(a, &room, &bob).await;
    // The first seat to act plays on node A; the other opens its socket on B.
    let mut first_a = connect(a, &room, Some(&ada_token)).await;
    let mut welcome = until(&mut first_a, "welcome").await;
    let (first, second_token): (u64, String) = if welcome["to_act"] == json!([0]) {
        (0, bob_token.clone())
    } else {
        first_a = connect(a, &room, Some(&bob_token)).await;
        welcome = until(&mut first_a, "welcome").await;
        (1, ada_token.clone())
    };
    assert_eq!(welcome["to_act"], json!([first]));
    // Hold every reader of the chat table.
    let mut lock = sqlx::PgConnection::connect(&url).await.unwrap();
    sqlx::query("BEGIN").execute(&mut lock).await.unwrap();
    sqlx::query("LOCK TABLE chat IN ACCESS EXCLUSIVE MODE")
        .execute(&mut lock)
        .await
        .unwrap();
    // The second seat opens its socket on node B, which loads the room and waits at
    // the chat.
    let room_b = room.clone();
    let second_b = tokio::spawn(async move { connect(b, &room_b, Some(&second_token)).await });
    let mut waiting = false;
    for _ in 0..200 {
        let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM pg_locks WHERE NOT granted")
            .fetch_one(&mut lock)
            .await
            .unwrap();
        if n > 0 {
            waiting = true;
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(25)).await;
    }
    assert!(waiting, "node B's load never reached the chat table");
    // Node A commits the first move meanwhile; its announcement reaches B mid-load.
    let action = welcome["legal"][0]["text"].clone();
    send(
        &mut first_a,
        json!({"type": "action", "id": "a1", "action": action}),
    )
    .await;
    let answer = until(&mut first_a, "accepted").await;
    assert_eq!(answer["version"], 1);
    tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    sqlx::query("COMMIT").execute(&mut lock).await.unwrap();
    // The second seat's socket on B learns the move and that it must act.
    let mut second_b = second_b.await.unwrap();
    let mut w = next(&mut second_b).await;
    assert_eq!(w["type"], "welcome");
    while w["version"] != 1 && w["move"]["version"] != 1 {
        w = tokio::time::timeout(std::time::Duration::from_secs(10), next(&mut second_b))
            .await
            .expect("node B never caught up with the move node A committed while it loaded");
    }
    assert_eq!(w["to_act"], json!([1 - first]));
    assert!(!w["legal"].as_array().unwrap().is_empty(), "{w}");
    let _ = (stop_a.send(()), stop_b.send(()));
    handle_a.await.unwrap();
    handle_b.await.unwrap();
}
