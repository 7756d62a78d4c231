//! Two server nodes on one PostgreSQL database play many games at once, with moves
//! and room loads on both: each seat's client reconnects to a node chosen at random
//! every few moves, spectators come and go on both nodes, and rooms leave memory as
//! soon as nobody is connected, so rooms load on one node while the other commits.
//! Every game must finish, and both nodes must give the same record.
//!
//! Short in `.ci/run`; longer by hand (docs/server.md, "Several nodes"):
//! `GASLAMP_SOAK_GAMES=200 GASLAMP_SOAK_PARALLEL=16 cargo test -p gaslamp-server --test soak`.

use crate::common::*;
use futures_util::StreamExt;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde_json::{json, Value};
use std::net::SocketAddr;
use std::time::Duration;

/// How long a seat waits for its turn before the game counts as stalled.
const STALLED: Duration = Duration::from_secs(15);

fn setting(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// The next message on `ws`, or `None` when none comes within [`STALLED`].
async fn within(ws: &mut Socket) -> Option<Value> {
    loop {
        let m = tokio::time::timeout(STALLED, ws.next()).await.ok()?;
        match m {
            Some(Ok(tokio_tungstenite::tungstenite::Message::Text(t))) => {
                return Some(serde_json::from_str(&t).unwrap())
            }
            Some(Ok(_)) => continue,
            _ => panic!("a socket closed during the soak"),
        }
    }
}

/// Plays one seat of `room` to the game's end through `nodes`, reconnecting to a
/// node chosen at random every one to four moves.
async fn play_seat(nodes: [SocketAddr; 2], room: String, token: String, seed: u64) {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut since = 0u64;
    loop {
        let node = nodes[rng.gen_range(0..2)];
        let url = format!("ws://{node}/api/rooms/{room}/ws?token={token}&since={since}");
        let (mut ws, _) = tokio_tungstenite::connect_async(url).await.unwrap();
        let mut m = within(&mut ws).await.expect("a welcome");
        assert_eq!(m["type"], "welcome", "{m}");
        let mut moves_here = rng.gen_range(1..=4);
        loop {
            let version = m["version"]
                .as_u64()
                .or(m["move"]["version"].as_u64())
                .unwrap_or(since);
            since = since.max(version);
            if m["over"] == true {
                return;
            }
            let legal = m["legal"].as_array().cloned().unwrap_or_default();
            if !legal.is_empty() && moves_here > 0 {
                moves_here -= 1;
                let pick = legal[rng.gen_range(0..legal.len())]["text"].clone();
                let id = format!("s{seed}-{since}");
                send(&mut ws, json!({"type": "action", "id": id, "action": pick})).await;
            } else if !legal.is_empty() {
                break;
            }
            // The answer to an action, or the next move.
            loop {
                let Some(next) = within(&mut ws).await else {
                    panic!("room {room} stalled at version {since} on node {node}: this seat was never told to act")
                };
                match next["type"].as_str() {
                    Some("update") => {
                        m = next;
                        break;
                    }
                    Some("accepted") | Some("refused") | Some("chat") => continue,
                    _ => panic!("room {room}: {next}"),
                }
            }
        }
        drop(ws);
    }
}

/// Opens and closes spectator sockets on both nodes until `room`'s game is over.
async fn watch_and_leave(nodes: [SocketAddr; 2], room: String, seed: u64) {
    let mut rng = StdRng::seed_from_u64(seed);
    loop {
        let node = nodes[rng.gen_range(0..2)];
        let mut ws = connect(node, &room, None).await;
        let w = within(&mut ws).await.expect("a welcome");
        if w["over"] == true {
            return;
        }
        drop(ws);
        tokio::time::sleep(Duration::from_millis(rng.gen_range(0..30))).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_nodes_finish_every_game_with_moves_and_loads_on_both() {
    let Some(url) = postgres() else { return };
    let games = setting("GASLAMP_SOAK_GAMES", 24);
    let parallel = setting("GASLAMP_SOAK_PARALLEL", 8).max(1);
    // Rooms leave memory as soon as nobody is connected, so they load often.
    let mut policy = test_policy();
    policy.rooms.unload_after = Duration::from_millis(1);
    let (a, stop_a, handle_a, _) = start_with_policy(&url, policy.clone()).await;
    let (b, stop_b, handle_b, _) = start_with_policy(&url, policy).await;
    let nodes = [a, b];
    let ada = new_player(a, "Ada").await;
    let bob = new_player(b, "Bob").await;
    let mut finished = 0;
    for batch in (0..games).collect::<Vec<_>>().chunks(parallel) {
        let mut tasks = Vec::new();
        let mut rooms = Vec::new();
        for &g in batch {
            let (room, ada_token) = new_room(nodes[g % 2], &ada, "spyrium", &["me", "open"]).await;
            let bob_token = join(nodes[(g + 1) % 2], &room, &bob).await;
            let seed = 1000 * g as u64;
            tasks.push(tokio::spawn(play_seat(
                nodes,
                room.clone(),
                ada_token,
                seed,
            )));
            tasks.push(tokio::spawn(play_seat(
                nodes,
                room.clone(),
                bob_token,
                seed + 1,
            )));
            tasks.push(tokio::spawn(watch_and_leave(nodes, room.clone(), seed + 2)));
            rooms.push(room);
        }
        for t in tasks {
            t.await.expect("every game goes on to its end");
        }
        for room in rooms {
            let (sa, ra) = http(a, "GET", &format!("/api/rooms/{room}/record"), None, None).await;
            let (sb, rb) = http(b, "GET", &format!("/api/rooms/{room}/record"), None, None).await;
            assert_eq!((sa, sb), (200, 200), "{ra} {rb}");
            assert_eq!(ra, rb, "both nodes give the same record");
            finished += 1;
        }
    }
    assert_eq!(finished, games);
    let _ = (stop_a.send(()), stop_b.send(()));
    handle_a.await.unwrap();
    handle_b.await.unwrap();
}
