//! Clients that stall: requests whose headers never end and WebSockets that never
//! read. A game among well-behaved clients goes on to its end meanwhile, the
//! server's memory stays bounded, and the unfinished requests are closed. (Alone in its test binary: it reads the process's
//! resident memory.)

use crate::common::*;
use serde_json::{json, Value};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// A WebSocket whose client never reads, with a small receive buffer so that the
/// server's writes stall at once.
async fn stalled(addr: std::net::SocketAddr, room: &str) -> impl Sized {
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.set_recv_buffer_size(2048).unwrap();
    let stream = socket.connect(addr).await.unwrap();
    let url = format!("ws://{addr}/api/rooms/{room}/ws");
    tokio_tungstenite::client_async(url, stream)
        .await
        .unwrap()
        .0
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn clients_that_never_read_neither_stop_a_game_nor_grow_memory_without_bound() {
    let dir = tempfile::tempdir().unwrap();
    let (addr, stop, handle) = start(&dir.path().join("s.db")).await;
    let ada = new_player(addr, "A").await;
    let bob = new_player(addr, "B").await;
    let (room, ada_token) = new_room(addr, &ada, "spyrium", &["me", "open"]).await;
    let tokens = [ada_token, join(addr, &room, &bob).await];
    let before = gaslamp_server::metrics::resident_bytes().unwrap();
    // 40 spectators that never read, and 40 requests whose headers never end.
    let mut idle = Vec::new();
    for _ in 0..40 {
        idle.push(stalled(addr, &room).await);
    }
    let mut unfinished = Vec::new();
    for _ in 0..40 {
        let mut s = TcpStream::connect(addr).await.unwrap();
        s.write_all(b"GET /api/rooms HTTP/1.1\r\nHost: x\r\nX-Slow: ")
            .await
            .unwrap();
        unfinished.push(s);
    }
    // Both seats play a whole game meanwhile.
    let mut seats = Vec::new();
    for t in &tokens {
        seats.push(connect(addr, &room, Some(t)).await);
    }
    let mut last: Vec<Value> = Vec::new();
    for ws in seats.iter_mut() {
        last.push(next(ws).await);
    }
    let mut sent = 0;
    let mut peak = before;
    while last[0]["over"] != true {
        let Some(seat) = (0..2).find(|&s| !last[s]["legal"].as_array().unwrap().is_empty()) else {
            panic!("nobody can act: {}", last[0]);
        };
        let action = last[seat]["legal"][0]["text"].clone();
        sent += 1;
        send(
            &mut seats[seat],
            json!({"type": "action", "id": format!("m{sent}"), "action": action}),
        )
        .await;
        // Each seat reads up to the update of this move (and the mover its `accepted`).
        for s in 0..2 {
            loop {
                let m = next(&mut seats[s]).await;
                if m["type"] == "update" && m["move"]["version"] == sent {
                    last[s] = m;
                    break;
                }
            }
        }
        if sent % 20 == 0 {
            peak = peak.max(gaslamp_server::metrics::resident_bytes().unwrap());
        }
    }
    assert!(sent > 30, "a whole game was played ({sent} actions)");
    eprintln!(
        "{sent} actions; the process grew by {} KB",
        peak.saturating_sub(before) >> 10
    );
    let grown = peak.saturating_sub(before);
    // Each stalled connection holds at most its outbox (256 messages) of views of a
    // few KB; far less is reached here. The bound is generous for a test process that
    // also holds its own clients.
    assert!(
        grown < 64 << 20,
        "the process grew by {} MB with 80 stalled clients",
        grown >> 20
    );
    let (st, _) = http(addr, "GET", "/healthz", None, None).await;
    assert_eq!(st, 200);
    // The requests whose headers never ended are closed by the server
    // (gaslamp_server::ConnectionPolicy::head_timeout), not kept for ever.
    for mut s in unfinished {
        let mut rest = Vec::new();
        let closed = tokio::time::timeout(
            gaslamp_server::ConnectionPolicy::default().head_timeout * 3,
            s.read_to_end(&mut rest),
        )
        .await;
        assert!(closed.is_ok(), "an unfinished request was kept open");
    }
    drop(idle);
    let _ = stop.send(());
    handle.await.unwrap();
}
