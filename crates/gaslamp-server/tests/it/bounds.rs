//! What a client cannot make the server spend: bots dearer than the operator allows,
//! rooms without end, chat without bound, searches over and over, huge request
//! heads and messages; and what only the operator sees (metrics) or relies on
//! (readiness), and which pages may open sockets.

use crate::common::*;
use serde_json::{json, Value};
use std::net::SocketAddr;
use std::time::Duration;

async fn create(addr: SocketAddr, key: &str, body: Value) -> (u16, Value) {
    http(addr, "POST", "/api/rooms", Some(key), Some(body)).await
}

/// A room's creator chooses among the bots the operator allows: a bot that would
/// think longer, search more or use more threads is refused with a code, as a seat
/// and as the clock bot; so is a move clock shorter than the policy's.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bots_dearer_than_the_servers_policy_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let (addr, stop, handle, _) =
        start_with_policy(&sqlite(&dir), gaslamp_server::Policy::default()).await;
    let key = new_player(addr, "Ada").await;
    for (game, dear) in [
        ("spyrium", "ismcts:3600s"),
        ("spyrium", "ismcts:100000000"),
        ("spyrium", "ismcts:100:threads=256"),
        // Within the iterations, but each iteration dearer than the budget allows:
        // long rollouts, many candidates, no progressive widening (13-31 s a move).
        ("crystal-palace", "ismcts:10000:depth=10000:stop=0:k=64:w=0"),
        ("crystal-palace", "ismcts:10000:depth=10000"),
        ("spyrium", "ismcts:10000:k=64"),
        ("spyrium", "ismcts:1s:depth=1000"),
    ] {
        let (st, r) = create(addr, &key, json!({"game": game, "seats": ["me", dear]})).await;
        assert_eq!(
            (st, r["code"].as_str()),
            (400, Some("bot_not_allowed")),
            "{dear}: {r}"
        );
        let (st, r) = create(
            addr,
            &key,
            json!({"game": game, "seats": ["me", "open"], "move_seconds": 60, "clock_bot": dear}),
        )
        .await;
        assert_eq!(
            (st, r["code"].as_str()),
            (400, Some("bot_not_allowed")),
            "{dear}: {r}"
        );
    }
    let (st, r) = create(
        addr,
        &key,
        json!({"game": "spyrium", "seats": ["me", "open"], "move_seconds": 1}),
    )
    .await;
    assert_eq!((st, r["code"].as_str()), (400, Some("bad_clock")), "{r}");
    for game in ["goofspiel", "crystal-palace"] {
        // The levels, and tuned settings no dearer than the budget as a whole.
        for level in [
            "easy",
            "medium",
            "hard",
            "expert",
            "random",
            "greedy",
            "ismcts:2000:depth=24:k=1",
        ] {
            let (st, r) = create(addr, &key, json!({"game": game, "seats": ["me", level]})).await;
            assert_eq!(st, 200, "{game} {level}: {r}");
        }
    }
    let _ = stop.send(());
    handle.await.unwrap();
}

fn sqlite(dir: &tempfile::TempDir) -> String {
    format!("sqlite://{}", dir.path().join("b.db").display())
}

/// A player may have only so many unfinished rooms, and create only so many an hour.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_has_only_so_many_rooms() {
    let dir = tempfile::tempdir().unwrap();
    let mut policy = test_policy();
    policy.rooms.open_per_player = 3;
    let (addr, stop, handle, _) = start_with_policy(&sqlite(&dir), policy).await;
    let key = new_player(addr, "Ada").await;
    let room = json!({"game": "spyrium", "seats": ["me", "open"]});
    for _ in 0..3 {
        assert_eq!(create(addr, &key, room.clone()).await.0, 200);
    }
    let (st, r) = create(addr, &key, room.clone()).await;
    assert_eq!(
        (st, r["code"].as_str()),
        (409, Some("too_many_rooms")),
        "{r}"
    );
    // Another player is not held back by Ada's rooms.
    let bob = new_player(addr, "Bob").await;
    assert_eq!(create(addr, &bob, room).await.0, 200);
    let _ = stop.send(());
    handle.await.unwrap();

    let dir = tempfile::tempdir().unwrap();
    let mut policy = test_policy();
    policy.rooms.created_per_player_hour = 2;
    let (addr, stop, handle, _) = start_with_policy(&sqlite(&dir), policy).await;
    let key = new_player(addr, "Ada").await;
    // Rooms whose games end at once (bots only) still count against the hour.
    let bots = json!({"game": "goofspiel", "seats": ["random", "random"]});
    for _ in 0..2 {
        assert_eq!(create(addr, &key, bots.clone()).await.0, 200);
    }
    let (st, head, body) = http_raw(addr, "POST", "/api/rooms", Some(&key), Some(bots)).await;
    assert_eq!(st, 429, "{body}");
    assert_eq!(json_of(&body)["code"], "too_fast");
    assert!(head.to_ascii_lowercase().contains("retry-after:"), "{head}");
    let _ = stop.send(());
    handle.await.unwrap();
}

/// A room where nothing happens ends by itself (the times are the policy's): its
/// sockets are told and closed, it leaves the open rooms and memory, nobody can
/// join it, and a restarted server does not load it again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_room_nobody_plays_ends_by_itself() {
    let dir = tempfile::tempdir().unwrap();
    let db = sqlite(&dir);
    let mut policy = test_policy();
    policy.rooms.unstarted_expiry = Duration::from_secs(1);
    policy.rooms.sweep_every = Duration::from_millis(200);
    let (addr, stop, handle, hub) = start_with_policy(&db, policy.clone()).await;
    let key = new_player(addr, "Ada").await;
    let (room, token) = new_room(addr, &key, "spyrium", &["me", "open"]).await;
    let mut ws = connect(addr, &room, Some(&token)).await;
    until(&mut ws, "welcome").await;
    let ended = until(&mut ws, "error").await;
    assert_eq!(ended["code"], "room_expired", "{ended}");
    let (_, s) = http(addr, "GET", &format!("/api/rooms/{room}"), None, None).await;
    assert_eq!(s["expired"], true, "{s}");
    assert_eq!(s["over"], false);
    let (_, open) = http(addr, "GET", "/api/rooms", None, None).await;
    assert!(!open.to_string().contains(&room), "{open}");
    let bob = new_player(addr, "Bob").await;
    let (st, j) = http(
        addr,
        "POST",
        &format!("/api/rooms/{room}/join"),
        Some(&bob),
        Some(json!({})),
    )
    .await;
    assert_eq!((st, j["code"].as_str()), (409, Some("room_expired")), "{j}");
    let _ = stop.send(());
    handle.await.unwrap();
    drop(hub);
    let (_, stop, handle, hub) = start_with_policy(&db, policy).await;
    assert!(
        hub.in_memory(&room).is_none(),
        "an expired room was reloaded"
    );
    let _ = stop.send(());
    handle.await.unwrap();
}

/// A room in progress where nothing goes on (no socket, no bot, no clock) leaves
/// memory after the policy's time, and comes back when asked for.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_idle_room_leaves_memory_and_comes_back() {
    let dir = tempfile::tempdir().unwrap();
    let mut policy = test_policy();
    policy.rooms.unload_after = Duration::from_millis(200);
    let (addr, stop, handle, hub) = start_with_policy(&sqlite(&dir), policy).await;
    let key = new_player(addr, "Ada").await;
    let (room, token) = new_room(addr, &key, "spyrium", &["me", "open"]).await;
    let mut ws = connect(addr, &room, Some(&token)).await;
    let welcome = until(&mut ws, "welcome").await;
    drop(ws);
    let deadline = std::time::Instant::now() + Duration::from_secs(10);
    while hub.in_memory(&room).is_some() {
        assert!(std::time::Instant::now() < deadline, "the idle room stayed");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let mut ws = connect(addr, &room, Some(&token)).await;
    assert_eq!(until(&mut ws, "welcome").await, welcome);
    let _ = stop.send(());
    handle.await.unwrap();
}

/// Only the players at the table chat; a spectator's line is refused and stored
/// nowhere.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn spectators_cannot_chat() {
    let dir = tempfile::tempdir().unwrap();
    let (addr, stop, handle) = start(&dir.path().join("c.db")).await;
    let key = new_player(addr, "Ada").await;
    let (room, _) = new_room(addr, &key, "spyrium", &["me", "open"]).await;
    let mut watcher = connect(addr, &room, None).await;
    until(&mut watcher, "welcome").await;
    send(&mut watcher, json!({"type": "chat", "text": "spam"})).await;
    let e = until(&mut watcher, "error").await;
    assert_eq!(e["code"], "spectators_cannot_chat", "{e}");
    let mut again = connect(addr, &room, None).await;
    let w = until(&mut again, "welcome").await;
    assert!(w["chat"].as_array().unwrap().is_empty(), "{w}");
    let _ = stop.send(());
    handle.await.unwrap();
}

fn metric(text: &str, name: &str) -> f64 {
    text.lines()
        .find_map(|l| l.strip_prefix(&format!("{name} ")))
        .and_then(|v| v.parse().ok())
        .unwrap_or(0.0)
}

async fn searches_run(addr: SocketAddr) -> f64 {
    let (_, _, body) = http_raw(addr, "GET", "/metrics", None, None).await;
    metric(&body, "gaslamp_searches_total")
}

/// An analysis point of a finished game is computed once and stored: asked again,
/// also after a restart, it is read, not searched again. A hint is computed once per
/// move of its seat, and only for the seat's holder.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_analysis_is_computed_once_and_a_hint_once_per_move() {
    let dir = tempfile::tempdir().unwrap();
    let db = sqlite(&dir);
    let (addr, stop, handle, _) = start_with_policy(&db, test_policy()).await;
    let key = new_player(addr, "Ada").await;
    let (room, token) = new_room(addr, &key, "spyrium", &["me", "random"]).await;
    let mut ws = connect(addr, &room, Some(&token)).await;
    let mut latest = until(&mut ws, "welcome").await;
    while latest["to_act"] != json!([0]) {
        latest = until(&mut ws, "update").await;
    }
    // A hint: once for this move, however often it is asked.
    let before = searches_run(addr).await;
    let hint = |t: String| {
        let room = room.clone();
        async move {
            http(
                addr,
                "POST",
                &format!("/api/rooms/{room}/hint"),
                None,
                Some(json!({"token": t})),
            )
            .await
        }
    };
    let (st, first) = hint(token.clone()).await;
    assert_eq!(st, 200, "{first}");
    let (st, second) = hint(token.clone()).await;
    assert_eq!(st, 200);
    assert_eq!(first, second);
    assert_eq!(searches_run(addr).await - before, 1.0);
    let (st, _) = hint("0123456789abcdef0123456789abcdef".into()).await;
    assert_eq!(st, 403, "a hint is for the seat's holder");
    // Play the game out.
    let mut n = 0;
    while latest["over"] != true {
        if latest["to_act"] == json!([0]) && !latest["legal"].as_array().unwrap().is_empty() {
            let a = latest["legal"][0]["text"].clone();
            send(
                &mut ws,
                json!({"type": "action", "id": format!("a{n}"), "action": a}),
            )
            .await;
            n += 1;
        }
        latest = until(&mut ws, "update").await;
    }
    let analysis = |k: usize| {
        let room = room.clone();
        async move {
            http(
                addr,
                "GET",
                &format!("/api/rooms/{room}/analysis?point={k}"),
                None,
                None,
            )
            .await
        }
    };
    let before = searches_run(addr).await;
    let (st, a0) = analysis(1).await;
    assert_eq!(st, 200, "{a0}");
    for _ in 0..5 {
        assert_eq!(analysis(1).await, (200, a0.clone()));
    }
    assert_eq!(
        searches_run(addr).await - before,
        1.0,
        "asked six times, searched once"
    );
    let _ = stop.send(());
    handle.await.unwrap();
    let (addr, stop, handle, _) = start_with_policy(&db, test_policy()).await;
    let before = searches_run(addr).await;
    let (st, again) = http(
        addr,
        "GET",
        &format!("/api/rooms/{room}/analysis?point=1"),
        None,
        None,
    )
    .await;
    assert_eq!((st, &again), (200, &a0));
    assert_eq!(
        searches_run(addr).await - before,
        0.0,
        "stored, not searched again"
    );
    let _ = stop.send(());
    handle.await.unwrap();
}

/// A request whose head is larger than the server takes is refused (431) before it
/// reaches a handler.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn huge_request_heads_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let (addr, stop, handle) = start(&dir.path().join("h.db")).await;
    let big = format!("X-Padding: {}\r\n", "a".repeat(100 * 1024));
    let (st, _, _) = http_text(addr, "GET", "/api/games", &big, "").await;
    assert_eq!(st, 431);
    let (st, _, _) = http_text(addr, "GET", "/api/games", "X-Small: a\r\n", "").await;
    assert_eq!(st, 200);
    let _ = stop.send(());
    handle.await.unwrap();
}

async fn upgrade_with_origin(addr: SocketAddr, room: &str, origin: &str) -> u16 {
    upgrade_with_origin_and_host(addr, room, origin, None).await
}

/// An upgrade from a page of `origin`, naming `host` (a page of another name that
/// resolves to the server: DNS rebinding).
async fn upgrade_with_origin_and_host(
    addr: SocketAddr,
    room: &str,
    origin: &str,
    host: Option<&str>,
) -> u16 {
    use tokio_tungstenite::tungstenite::client::IntoClientRequest;
    let mut req = format!("ws://{addr}/api/rooms/{room}/ws")
        .into_client_request()
        .unwrap();
    req.headers_mut().insert("Origin", origin.parse().unwrap());
    if let Some(h) = host {
        req.headers_mut().insert("Host", h.parse().unwrap());
    }
    match tokio_tungstenite::connect_async(req).await {
        Ok(_) => 101,
        Err(tokio_tungstenite::tungstenite::Error::Http(r)) => r.status().as_u16(),
        Err(e) => panic!("{e}"),
    }
}

/// A browser page of another site cannot open the server's sockets (with its
/// visitor's cookies or tokens); the server's own pages and the origins the
/// operator lists can.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sockets_from_pages_of_other_origins_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let mut policy = test_policy();
    policy.origins = vec!["https://friends.example".into()];
    let (addr, stop, handle, _) = start_with_policy(&sqlite(&dir), policy).await;
    let key = new_player(addr, "Ada").await;
    let (room, _) = new_room(addr, &key, "spyrium", &["me", "open"]).await;
    assert_eq!(
        upgrade_with_origin(addr, &room, "http://evil.example").await,
        403
    );
    assert_eq!(
        upgrade_with_origin(addr, &room, &format!("http://{addr}")).await,
        101
    );
    assert_eq!(
        upgrade_with_origin(addr, &room, "https://friends.example").await,
        101
    );
    assert_eq!(
        upgrade_with_origin(addr, &room, &format!("http://localhost:{}", addr.port())).await,
        101
    );
    // The scheme counts, and the request's Host is not trusted: a page of another
    // name that resolves to the server sends its own name as Host.
    assert_eq!(
        upgrade_with_origin(addr, &room, &format!("https://{addr}")).await,
        403
    );
    assert_eq!(
        upgrade_with_origin_and_host(addr, &room, "http://evil.example", Some("evil.example"))
            .await,
        403
    );
    let _ = stop.send(());
    handle.await.unwrap();
}

/// A message over 16 KiB is answered `message_too_large` and dropped (the socket
/// stays); one over 64 KiB closes the socket.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_message_too_large_is_answered_and_a_huge_one_closes() {
    use futures_util::{SinkExt, StreamExt};
    use tokio_tungstenite::tungstenite::Message;
    let dir = tempfile::tempdir().unwrap();
    let (addr, stop, handle) = start(&dir.path().join("m.db")).await;
    let key = new_player(addr, "Ada").await;
    let (room, token) = new_room(addr, &key, "spyrium", &["me", "open"]).await;
    let mut ws = connect(addr, &room, Some(&token)).await;
    until(&mut ws, "welcome").await;
    let big = json!({"type": "chat", "text": "x".repeat(20 * 1024)}).to_string();
    ws.send(Message::Text(big.into())).await.unwrap();
    assert_eq!(until(&mut ws, "error").await["code"], "message_too_large");
    send(&mut ws, json!({"type": "chat", "text": "still here"})).await;
    assert_eq!(until(&mut ws, "chat").await["text"], "still here");
    let huge = "y".repeat(100 * 1024);
    let _ = ws.send(Message::Text(huge.into())).await;
    let closed = tokio::time::timeout(Duration::from_secs(10), async {
        loop {
            match ws.next().await {
                None | Some(Err(_)) | Some(Ok(Message::Close(_))) => break,
                Some(Ok(_)) => {}
            }
        }
    })
    .await;
    assert!(closed.is_ok(), "the socket stayed open");
    let _ = stop.send(());
    handle.await.unwrap();
}

/// `/readyz` touches the database: ready while it answers (`/healthz` only says the
/// process runs).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn readiness_says_whether_the_database_answers() {
    let dir = tempfile::tempdir().unwrap();
    let (addr, stop, handle) = start(&dir.path().join("r.db")).await;
    let (st, _, body) = http_raw(addr, "GET", "/readyz", None, None).await;
    assert_eq!((st, body.trim()), (200, "ready"));
    let _ = stop.send(());
    handle.await.unwrap();

    // PostgreSQL behind a relay the test can cut.
    let Some(url) = postgres() else { return };
    let relay = PgRelay::start(&url).await;
    let (addr, stop, handle) = start_on(&relay.url).await;
    let (st, _, _) = http_raw(addr, "GET", "/readyz", None, None).await;
    assert_eq!(st, 200);
    relay.cut();
    let (st, _, body) = http_raw(addr, "GET", "/readyz", None, None).await;
    assert_eq!(st, 503, "{body}");
    assert_eq!(json_of(&body)["code"], "storage_unavailable");
    let (st, _, _) = http_raw(addr, "GET", "/healthz", None, None).await;
    assert_eq!(st, 200);
    let _ = stop.send(());
    let _ = tokio::time::timeout(Duration::from_secs(30), handle).await;
}

/// A relay of PostgreSQL's Unix socket, in a directory of its own, that the test
/// can cut (every connection and the listener), as if the database went away.
struct PgRelay {
    url: String,
    tasks: std::sync::Arc<std::sync::Mutex<Vec<tokio::task::AbortHandle>>>,
    _dir: tempfile::TempDir,
}

impl PgRelay {
    async fn start(url: &str) -> PgRelay {
        let (base, host) = url.split_once("host=").expect("a Unix socket URL");
        let target = format!("{}/.s.PGSQL.5432", host.split('&').next().unwrap());
        let dir = tempfile::tempdir().unwrap();
        let listener = tokio::net::UnixListener::bind(dir.path().join(".s.PGSQL.5432")).unwrap();
        let tasks = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let inner = tasks.clone();
        let accept = tokio::spawn(async move {
            while let Ok((mut client, _)) = listener.accept().await {
                let target = target.clone();
                let t = tokio::spawn(async move {
                    if let Ok(mut server) = tokio::net::UnixStream::connect(&target).await {
                        let _ = tokio::io::copy_bidirectional(&mut client, &mut server).await;
                    }
                });
                inner.lock().unwrap().push(t.abort_handle());
            }
        });
        tasks.lock().unwrap().push(accept.abort_handle());
        PgRelay {
            url: format!("{base}host={}", dir.path().display()),
            tasks,
            _dir: dir,
        }
    }

    fn cut(&self) {
        for t in self.tasks.lock().unwrap().drain(..) {
            t.abort();
        }
    }
}

/// With a metrics token, `/metrics` answers only requests that bring it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_are_for_the_operator() {
    let dir = tempfile::tempdir().unwrap();
    let mut policy = test_policy();
    policy.metrics_token = Some("0123456789abcdef0123456789abcdef".into());
    let (addr, stop, handle, _) = start_with_policy(&sqlite(&dir), policy).await;
    let (st, _, _) = http_raw(addr, "GET", "/metrics", None, None).await;
    assert_eq!(st, 403);
    let (st, _, _) = http_raw(
        addr,
        "GET",
        "/metrics",
        Some("0123456789abcdef0123456789abcdee"),
        None,
    )
    .await;
    assert_eq!(st, 403);
    let (st, _, body) = http_raw(
        addr,
        "GET",
        "/metrics",
        Some("0123456789abcdef0123456789abcdef"),
        None,
    )
    .await;
    assert_eq!(st, 200);
    assert!(body.contains("gaslamp_rooms"));
    let _ = stop.send(());
    handle.await.unwrap();
}
