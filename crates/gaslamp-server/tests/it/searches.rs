//! Searches for people are shared fairly: while an anonymous client keeps asking for
//! the coach's judgements of a finished game, several at once, a seat's holder who
//! asks for hints gets every one (a hint goes first in line), and the anonymous
//! client has one search at a time (its others are refused `503 busy`).

use crate::common::*;
use serde_json::json;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_holders_hints_go_before_an_anonymous_coach_loop() {
    let dir = tempfile::tempdir().unwrap();
    let (addr, stop, handle) = start(&dir.path().join("s.db")).await;
    let ada = new_player(addr, "Ada").await;
    let finished = finished_room(addr, &ada).await;
    // The anonymous loop: four requests at once, each for a move not judged yet.
    let done = Arc::new(AtomicBool::new(false));
    let judged = Arc::new(AtomicUsize::new(0));
    let refused = Arc::new(AtomicUsize::new(0));
    let mut flood = Vec::new();
    for worker in 0..4usize {
        let (done, judged, refused, room) = (
            done.clone(),
            judged.clone(),
            refused.clone(),
            finished.clone(),
        );
        flood.push(tokio::spawn(async move {
            let mut k = worker;
            while !done.load(Ordering::SeqCst) && k < 80 {
                let (seat, mv) = (k % 2, k / 2);
                let path = format!("/api/rooms/{room}/coach?seat={seat}&move={mv}");
                let (st, body) = http(addr, "GET", &path, None, None).await;
                match st {
                    200 => {
                        judged.fetch_add(1, Ordering::SeqCst);
                        k += 4;
                    }
                    503 => {
                        assert_eq!(body["code"], "busy", "{body}");
                        refused.fetch_add(1, Ordering::SeqCst);
                        tokio::time::sleep(Duration::from_millis(20)).await;
                    }
                    400 => k += 4, // a seat with fewer judged moves
                    _ => panic!("{st}: {body}"),
                }
            }
        }));
    }
    // Meanwhile Ada plays a game against a bot and asks a hint before each of her
    // first moves.
    let (room, token) = new_room(addr, &ada, "spyrium", &["me", "easy"]).await;
    let mut ws = connect(addr, &room, Some(&token)).await;
    let mut m = until(&mut ws, "welcome").await;
    let mut hints = 0;
    let mut sent = 0;
    while hints < 5 {
        if m["over"] == true {
            break;
        }
        if m["legal"].as_array().is_some_and(|l| !l.is_empty()) {
            let (st, hint) = http(
                addr,
                "POST",
                &format!("/api/rooms/{room}/hint"),
                None,
                Some(json!({ "token": token })),
            )
            .await;
            assert_eq!(st, 200, "hint {hints} was refused: {hint}");
            hints += 1;
            sent += 1;
            send(
                &mut ws,
                json!({"type": "action", "id": format!("a{sent}"), "action": hint["action"]}),
            )
            .await;
        }
        m = loop {
            let next = next(&mut ws).await;
            if next["type"] == "update" {
                break next;
            }
        };
    }
    assert_eq!(hints, 5);
    // The loop's searches run too, one at a time.
    for _ in 0..300 {
        if judged.load(Ordering::SeqCst) > 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    done.store(true, Ordering::SeqCst);
    for f in flood {
        f.await.unwrap();
    }
    // The loop had its share: its searches ran one at a time, the others refused.
    assert!(judged.load(Ordering::SeqCst) > 0);
    assert!(
        refused.load(Ordering::SeqCst) > 0,
        "four at once were never refused"
    );
    let _ = stop.send(());
    handle.await.unwrap();
}
