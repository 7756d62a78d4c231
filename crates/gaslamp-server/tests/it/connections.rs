//! Connections a client holds without using them: silent sockets, HTTP/2 prefaces,
//! request heads and bodies that never come or dribble in, WebSockets that answer no
//! ping, and floods of frames the server does not read. Each is closed within the
//! operator's bounds (`gaslamp_server::ConnectionPolicy`), one address holds a
//! bounded number of connections, and a new client is served meanwhile.

use crate::common::*;
use futures_util::{SinkExt, StreamExt};
use gaslamp_server::ConnectionPolicy;
use std::net::SocketAddr;
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};
use tokio_tungstenite::tungstenite::Message;

/// A policy with short deadlines, where loopback counts as any other address.
fn policy() -> gaslamp_server::Policy {
    let mut p = test_policy();
    p.loopback_exempt = false;
    p.connections = ConnectionPolicy {
        per_address: 32,
        head_timeout: Duration::from_secs(1),
        request_timeout: Duration::from_secs(2),
        body_pause: Duration::from_secs(1),
        ping_every: Duration::from_millis(500),
    };
    p
}

/// A connection from the loopback address `from` (127.0.0.1, 127.0.0.2, …).
async fn connect_from(from: &str, addr: SocketAddr) -> std::io::Result<TcpStream> {
    let s = TcpSocket::new_v4()?;
    s.bind(format!("{from}:0").parse().unwrap())?;
    s.connect(addr).await
}

/// How a hostile client uses its connection.
#[derive(Clone, Copy, Debug)]
enum Stall {
    /// Connects and sends nothing.
    Silent,
    /// Sends HTTP/2's preface and nothing more.
    Http2,
    /// Sends a request head a byte every 300 ms.
    DribbledHead,
    /// Sends a whole head announcing a body that never comes.
    NoBody,
    /// Sends a whole head, then its body a byte every 300 ms.
    DribbledBody,
}

/// Plays `stall` until the server closes the connection; how long that took (`None`
/// if it was still open after `limit`).
async fn stall(
    from: &'static str,
    addr: SocketAddr,
    how: Stall,
    limit: Duration,
) -> Option<Duration> {
    let started = Instant::now();
    let Ok(mut s) = connect_from(from, addr).await else {
        return Some(Duration::ZERO);
    };
    let head = "POST /api/players HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n";
    let (first, dribble): (&[u8], &[u8]) = match how {
        Stall::Silent => (b"", b""),
        Stall::Http2 => (
            b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n\x00\x00\x00\x04\x00\x00\x00\x00\x00",
            b"",
        ),
        Stall::DribbledHead => (b"", head.as_bytes()),
        Stall::NoBody => (head.as_bytes(), b""),
        Stall::DribbledBody => (head.as_bytes(), &[b' '; 200]),
    };
    if s.write_all(first).await.is_err() {
        return Some(started.elapsed());
    }
    let mut next = 0;
    let mut buf = [0u8; 1024];
    let deadline = tokio::time::Instant::now() + limit;
    loop {
        tokio::select! {
            // A close that came is seen before a deadline that passed meanwhile.
            biased;
            r = s.read(&mut buf) => match r {
                Ok(0) | Err(_) => return Some(started.elapsed()),
                Ok(_) => continue,
            },
            _ = tokio::time::sleep(Duration::from_millis(300)), if next < dribble.len() => {
                if s.write_all(&dribble[next..next + 1]).await.is_err() {
                    return Some(started.elapsed());
                }
                next += 1;
            }
            _ = tokio::time::sleep_until(deadline) => return None,
        }
    }
}

/// A plain request from `from`: its status, and how long it took.
async fn served(from: &str, addr: SocketAddr) -> (u16, Duration) {
    let started = Instant::now();
    let mut s = connect_from(from, addr).await.unwrap();
    s.write_all(b"GET /api/games HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        .await
        .unwrap();
    let mut out = Vec::new();
    let _ = tokio::time::timeout(Duration::from_secs(10), s.read_to_end(&mut out)).await;
    let text = String::from_utf8_lossy(&out);
    let status = text.get(9..12).and_then(|c| c.parse().ok()).unwrap_or(0);
    (status, started.elapsed())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn silent_and_dribbling_connections_are_closed_and_a_new_client_is_served() {
    let dir = tempfile::tempdir().unwrap();
    let (addr, stop, handle, hub) = start_with_policy(
        &format!("sqlite://{}", dir.path().join("c.db").display()),
        policy(),
    )
    .await;
    let kinds = [
        Stall::Silent,
        Stall::Http2,
        Stall::DribbledHead,
        Stall::NoBody,
        Stall::DribbledBody,
    ];
    // 300 hostile connections from one address, 60 of each kind.
    let started = Instant::now();
    let mut hostile = Vec::new();
    for i in 0..300 {
        let how = kinds[i % kinds.len()];
        hostile.push((
            how,
            tokio::spawn(stall("127.0.0.1", addr, how, Duration::from_secs(30))),
        ));
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
    // That address holds no more than its share.
    assert!(hub.limits.connections_of("127.0.0.1".parse().unwrap()) <= 32);
    // Another client is served at once meanwhile.
    let (status, took) = served("127.0.0.2", addr).await;
    assert_eq!(status, 200);
    assert!(
        took < Duration::from_secs(2),
        "a new client waited {took:?}"
    );
    // The server lets go of every hostile connection within its deadlines (1-2 s
    // here), by its own count of the address's connections: what the clients'
    // tasks, sharing this test's two threads, see may come later on a busy machine.
    let ip = "127.0.0.1".parse().unwrap();
    while hub.limits.connections_of(ip) > 0 {
        assert!(
            started.elapsed() < Duration::from_secs(6),
            "{} connections still held after 6 s",
            hub.limits.connections_of(ip)
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    // And every client sees its connection closed.
    for (how, h) in hostile {
        assert!(
            h.await.unwrap().is_some(),
            "a {how:?} connection was still open after 30 s"
        );
    }
    // Their address is served again once they are gone.
    let (status, _) = served("127.0.0.1", addr).await;
    assert_eq!(status, 200);
    let _ = stop.send(());
    handle.await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_websocket_that_answers_no_ping_is_closed_and_one_that_answers_stays() {
    let dir = tempfile::tempdir().unwrap();
    let (addr, stop, handle, _) = start_with_policy(
        &format!("sqlite://{}", dir.path().join("w.db").display()),
        policy(),
    )
    .await;
    let ada = new_player(addr, "Ada").await;
    let (room, _) = new_room(addr, &ada, "goofspiel", &["me", "open"]).await;
    // A client that upgrades, then never reads or answers anything.
    let mut mute = TcpStream::connect(addr).await.unwrap();
    let upgrade = format!(
        "GET /api/rooms/{room}/ws HTTP/1.1\r\nHost: {addr}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n"
    );
    mute.write_all(upgrade.as_bytes()).await.unwrap();
    // A client that reads (tungstenite answers pings by itself), read meanwhile.
    let mut live = connect(addr, &room, None).await;
    let reading = tokio::spawn(async move {
        let welcome = next(&mut live).await;
        assert_eq!(welcome["type"], "welcome");
        let until = tokio::time::Instant::now() + Duration::from_secs(4);
        while let Ok(m) = tokio::time::timeout_at(until, live.next()).await {
            assert!(
                matches!(m, Some(Ok(Message::Ping(_)))),
                "the live socket got {m:?}"
            );
        }
    });
    let started = Instant::now();
    let mut rest = Vec::new();
    let closed = tokio::time::timeout(Duration::from_secs(5), mute.read_to_end(&mut rest)).await;
    assert!(
        closed.is_ok(),
        "a socket that answered no ping was still open after 5 s"
    );
    assert!(started.elapsed() >= Duration::from_millis(500));
    // The live one stays open all along.
    reading.await.unwrap();
    let _ = stop.send(());
    handle.await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn binary_frames_and_pings_count_against_the_message_allowance() {
    let dir = tempfile::tempdir().unwrap();
    let (addr, stop, handle) = start(&dir.path().join("b.db")).await;
    let ada = new_player(addr, "Ada").await;
    let (room, _) = new_room(addr, &ada, "goofspiel", &["me", "open"]).await;
    for flood in [
        Message::Binary(vec![1u8; 16].into()),
        Message::Ping(vec![2u8; 8].into()),
    ] {
        let mut ws = connect(addr, &room, None).await;
        until(&mut ws, "welcome").await;
        for _ in 0..300 {
            if ws.send(flood.clone()).await.is_err() {
                break;
            }
        }
        // The server drops what is over the allowance (answering `too_many_messages`
        // while it can) and closes the socket after 100 dropped: the client sees
        // the close, or a reset when its flood was still unread.
        let mut closed = false;
        while let Ok(Some(m)) = tokio::time::timeout(Duration::from_secs(5), ws.next()).await {
            match m {
                Ok(Message::Text(t)) => {
                    let v: serde_json::Value = serde_json::from_str(&t).unwrap();
                    assert_eq!(v["code"], "too_many_messages", "{v}");
                }
                Ok(Message::Close(_)) | Err(_) => {
                    closed = true;
                    break;
                }
                Ok(_) => {}
            }
        }
        assert!(
            closed,
            "a flood of 300 {flood:?} frames did not close the socket"
        );
    }
    let _ = stop.send(());
    handle.await.unwrap();
}
