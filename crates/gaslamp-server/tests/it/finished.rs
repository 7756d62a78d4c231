//! What a finished game serves is made once: anonymous reads of its summary, record,
//! replay and coach do not replay the game again, and they come with an entity tag
//! (`If-None-Match` answered `304`) and gzipped for clients that take it. (Alone in
//! its test binary: it reads the process's count of replays.)

use crate::common::*;
use gaslamp_server::metrics;
use std::io::Read;
use std::time::Duration;

/// A GET with extra head lines: status, head, body bytes.
async fn get(addr: std::net::SocketAddr, path: &str, head: &str) -> (u16, String, Vec<u8>) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut s = tokio::net::TcpStream::connect(addr).await.unwrap();
    let req = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\n{head}Connection: close\r\n\r\n");
    s.write_all(req.as_bytes()).await.unwrap();
    let mut out = Vec::new();
    s.read_to_end(&mut out).await.unwrap();
    let split = out.windows(4).position(|w| w == b"\r\n\r\n").unwrap();
    let head = String::from_utf8_lossy(&out[..split]).to_string();
    let status = head[9..12].parse().unwrap();
    (status, head, out[split + 4..].to_vec())
}

fn header<'a>(head: &'a str, name: &str) -> Option<&'a str> {
    head.lines().find_map(|l| {
        let (k, v) = l.split_once(':')?;
        k.trim().eq_ignore_ascii_case(name).then(|| v.trim())
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_games_answers_are_made_once_and_served_with_tags() {
    let dir = tempfile::tempdir().unwrap();
    let (addr, stop, handle) = start(&dir.path().join("f.db")).await;
    let key = new_player(addr, "Ada").await;
    let room = finished_room(addr, &key).await;
    // Wait until the room left memory, as a finished room does when nobody is in it.
    tokio::time::sleep(Duration::from_millis(300)).await;
    let paths = [
        format!("/api/rooms/{room}"),
        format!("/api/rooms/{room}/record"),
        format!("/api/rooms/{room}/replay"),
        format!("/api/rooms/{room}/replay?lang=fr"),
        format!("/api/rooms/{room}/coach?seat=0"),
    ];
    let before = metrics::replays();
    let mut first = Vec::new();
    for round in 0..6 {
        for p in &paths {
            let (st, head, body) = get(addr, p, "").await;
            assert_eq!(st, 200, "{p}: {head}");
            if round == 0 {
                first.push(body);
            } else {
                assert_eq!(
                    body,
                    first[paths.iter().position(|q| q == p).unwrap()],
                    "{p}"
                );
            }
        }
    }
    let replays = metrics::replays() - before;
    // Each answer is made once (a load and, for some, a pass of their own), not
    // once a read: 30 reads.
    assert!(
        replays <= 2 * paths.len() as u64,
        "{replays} replays for 30 reads"
    );
    // The replay as a browser gets it: gzipped, with its tag; asked again with the
    // tag, 304 and no body.
    let replay = &paths[2];
    let (st, head, body) = get(addr, replay, "Accept-Encoding: gzip, br\r\n").await;
    assert_eq!(st, 200);
    assert_eq!(header(&head, "content-encoding"), Some("gzip"), "{head}");
    let mut plain = Vec::new();
    flate2::read::GzDecoder::new(&body[..])
        .read_to_end(&mut plain)
        .unwrap();
    assert_eq!(plain, first[2]);
    assert!(
        body.len() * 4 < plain.len(),
        "{} gzipped of {}",
        body.len(),
        plain.len()
    );
    let etag = header(&head, "etag").expect("an ETag").to_string();
    let (st, head, body) = get(addr, replay, &format!("If-None-Match: {etag}\r\n")).await;
    assert_eq!(st, 304, "{head}");
    assert!(body.is_empty());
    assert_eq!(header(&head, "etag"), Some(etag.as_str()));
    let _ = stop.send(());
    handle.await.unwrap();
}
