//! Whole games through the server as clients play them: HTTP for the lobby, real
//! WebSockets on loopback for the play, SQLite underneath.

use crate::common::*;
use serde_json::{json, Value};

/// A 4-seat Spyrium game: two people driven by the test (random legal actions), two
/// bots on the server, to the end. Every message each seat receives is scanned for
/// hidden data; the final scores equal those of replaying the stored record.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_four_seat_game_with_two_people_and_two_bots_plays_to_the_end() {
    let dir = tempfile::tempdir().unwrap();
    let db = format!("sqlite://{}", dir.path().join("s.db").display());
    let (addr, stop, handle, hub) = start_with_hub(&db).await;
    let (st, ada) = http(
        addr,
        "POST",
        "/api/players",
        None,
        Some(json!({"name": "Ada"})),
    )
    .await;
    assert_eq!(st, 200, "{ada}");
    let (_, bob) = http(
        addr,
        "POST",
        "/api/players",
        None,
        Some(json!({"name": "Bob"})),
    )
    .await;
    let ada_key = ada["key"].as_str().unwrap();
    let bob_key = bob["key"].as_str().unwrap();
    let (st, created) = http(
        addr,
        "POST",
        "/api/rooms",
        Some(ada_key),
        Some(json!({"game": "spyrium", "seats": ["me", "greedy", "open", "random"]})),
    )
    .await;
    assert_eq!(st, 200, "{created}");
    let room = created["room"].as_str().unwrap().to_string();
    let ada_token = created["token"].as_str().unwrap().to_string();
    let (st, joined) = http(
        addr,
        "POST",
        &format!("/api/rooms/{room}/join"),
        Some(bob_key),
        Some(json!({})),
    )
    .await;
    assert_eq!(st, 200, "{joined}");
    assert_eq!(joined["seat"], 2);
    let bob_token = joined["token"].as_str().unwrap().to_string();
    // A wrong token is refused before the upgrade; the record is not given mid-game.
    let (st, _) = http(
        addr,
        "GET",
        &format!("/api/rooms/{room}/record"),
        None,
        None,
    )
    .await;
    assert_eq!(st, 409);

    // Each person is a client of its own: it reads every message in order and acts
    // (a random legal action, as text or JSON in turn) whenever its seat must.
    let person = |seat: usize, token: String, seed: u64| {
        let room = room.clone();
        tokio::spawn(async move {
            let mut ws = connect(addr, &room, Some(&token)).await;
            let mut seen = Vec::new();
            let mut rng = seed;
            let mut in_flight: Option<String> = None;
            let mut sent = 0;
            let mut last = Value::Null;
            loop {
                let m = next(&mut ws).await;
                seen.push(m.clone());
                match m["type"].as_str().unwrap() {
                    "welcome" | "update" => last = m.clone(),
                    "accepted" => {
                        assert_eq!(
                            Some(m["id"].as_str().unwrap().to_string()),
                            in_flight.take()
                        );
                    }
                    "refused" => panic!("seat {seat}: a listed action was refused: {m}"),
                    _ => {}
                }
                if last["over"] == true {
                    return (seen, last);
                }
                let legal = last["legal"].as_array().cloned().unwrap_or_default();
                // The update an action caused comes before its `accepted`, so `last`
                // is current whenever nothing is in flight.
                if in_flight.is_none() && !legal.is_empty() {
                    rng = rng
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    let pick = &legal[(rng >> 33) as usize % legal.len()];
                    let id = format!("s{seat}-{sent}");
                    sent += 1;
                    let action = if sent % 2 == 0 {
                        pick["text"].clone()
                    } else {
                        pick["json"].clone()
                    };
                    send(
                        &mut ws,
                        json!({"type": "action", "id": id, "action": action}),
                    )
                    .await;
                    in_flight = Some(id);
                }
            }
        })
    };
    let a = person(0, ada_token.clone(), 1);
    let b = person(2, bob_token.clone(), 2);
    let mut spectator = connect(addr, &room, None).await;
    let (seen_a, last_a) = a.await.unwrap();
    let (seen_b, _) = b.await.unwrap();
    let seen_by = [seen_a, seen_b];
    let latest = [last_a];
    // The stored record, given after the end, replays to the same scores.
    let (st, record) = http(
        addr,
        "GET",
        &format!("/api/rooms/{room}/record"),
        None,
        None,
    )
    .await;
    assert_eq!(st, 200, "{record}");
    let record: gaslamp_core::Record = serde_json::from_value(record).unwrap();
    let g = gaslamp_games::find("spyrium").unwrap();
    let replayed = g.resume(&record, &g.default_components()).unwrap();
    let final_scores = latest[0]["view"]["final_scores"].clone();
    assert_eq!(json!(replayed.outcome().unwrap().scores), final_scores);
    // Nothing hidden ever reached the people: no seed, no hidden piles.
    let seed = record.seed.unwrap().to_string();
    for msgs in &seen_by {
        for m in msgs {
            let text = m.to_string();
            assert!(!text.contains("\"hidden\""), "{text}");
            assert!(!text.contains("\"seed\""), "{text}");
            assert!(!text.contains(&seed), "the seed leaked: {text}");
        }
    }
    let w = next(&mut spectator).await;
    assert_eq!(w["type"], "welcome");
    assert!(w["legal"].as_array().unwrap().is_empty());

    // Once the game is over and its last socket closed, the room leaves memory; a
    // client who comes back gets the same welcome, rebuilt from storage.
    let mut late = connect(addr, &room, Some(&bob_token)).await;
    let before = next(&mut late).await;
    assert_eq!(before["over"], true);
    assert!(hub.in_memory(&room).is_some());
    drop(late);
    drop(spectator);
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while hub.in_memory(&room).is_some() {
        assert!(
            std::time::Instant::now() < deadline,
            "the finished room is still in memory"
        );
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    let mut back = connect(addr, &room, Some(&bob_token)).await;
    assert_eq!(next(&mut back).await, before);
    drop(back);
    let _ = stop.send(());
    handle.await.unwrap();
}

/// Goofspiel through the server: a seat's bid stays its secret until every seat has
/// bid, in everything the other seat receives; then both see the reveal.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_simultaneous_bid_stays_secret_until_the_reveal() {
    let dir = tempfile::tempdir().unwrap();
    let (addr, stop, handle) = start(&dir.path().join("g.db")).await;
    let (_, ada) = http(
        addr,
        "POST",
        "/api/players",
        None,
        Some(json!({"name": "Ada"})),
    )
    .await;
    let (_, bob) = http(
        addr,
        "POST",
        "/api/players",
        None,
        Some(json!({"name": "Bob"})),
    )
    .await;
    let (st, created) = http(
        addr,
        "POST",
        "/api/rooms",
        Some(ada["key"].as_str().unwrap()),
        Some(json!({"game": "goofspiel", "seats": ["me", "open"]})),
    )
    .await;
    assert_eq!(st, 200, "{created}");
    let room = created["room"].as_str().unwrap().to_string();
    let (_, joined) = http(
        addr,
        "POST",
        &format!("/api/rooms/{room}/join"),
        Some(bob["key"].as_str().unwrap()),
        Some(json!({})),
    )
    .await;
    let mut a = connect(addr, &room, created["token"].as_str()).await;
    let mut b = connect(addr, &room, joined["token"].as_str()).await;
    let wa = next(&mut a).await;
    let wb = next(&mut b).await;
    assert_eq!(wa["to_act"], json!([0, 1]));
    // Ada bids her highest card.
    let legal = wa["legal"].as_array().unwrap();
    let pick = legal.last().unwrap().clone();
    send(
        &mut a,
        json!({"type": "action", "id": "a1", "action": pick["text"]}),
    )
    .await;
    let card = pick["json"]["Bid"].clone();
    assert!(card.is_u64(), "{pick}");
    // What Bob receives about it: that seat 0 has bid, not what.
    let update = loop {
        let m = next(&mut b).await;
        if m["type"] == "update" {
            break m;
        }
    };
    assert_eq!(update["move"]["seat"], 0);
    assert_eq!(update["move"]["action"], Value::Null, "{update}");
    for e in update["move"]["log"].as_array().unwrap() {
        assert!(e["data"].get("card").is_none_or(|c| c.is_null()), "{e}");
    }
    assert_eq!(update["view"]["my_bid"], Value::Null);
    assert_eq!(update["view"]["has_bid"], json!([true, false]));
    assert!(
        !update.to_string().contains(&format!("seat 0 bid {card}")),
        "{update}"
    );
    // Bob bids; both see every bid revealed together.
    let legal_b = wb["legal"].as_array().unwrap();
    send(
        &mut b,
        json!({"type": "action", "id": "b1", "action": legal_b[0]["text"]}),
    )
    .await;
    for ws in [&mut a, &mut b] {
        let reveal = loop {
            let m = next(ws).await;
            if m["type"] == "update" && m["move"]["seat"] == 1 {
                break m;
            }
        };
        let text = reveal.to_string();
        assert!(text.contains("\"revealed\""), "{text}");
        assert_eq!(reveal["view"]["history"][0]["bids"][0], card, "{text}");
    }
    let _ = stop.send(());
    handle.await.unwrap();
}

/// A room with a move clock: a person who does not move in time has the move played
/// for them by the room's clock bot, and the log says so; the clock counts from the
/// stored time of the last move, so it also runs after a restart.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn when_a_persons_time_runs_out_a_bot_plays_for_them() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("c.db");
    let (addr, stop, handle) = start(&db).await;
    let (_, ada) = http(
        addr,
        "POST",
        "/api/players",
        None,
        Some(json!({"name": "Ada"})),
    )
    .await;
    let (st, created) = http(
        addr,
        "POST",
        "/api/rooms",
        Some(ada["key"].as_str().unwrap()),
        Some(json!({"game": "goofspiel", "seats": ["me", "random"], "move_seconds": 1})),
    )
    .await;
    assert_eq!(st, 200, "{created}");
    let room = created["room"].as_str().unwrap().to_string();
    let mut a = connect(addr, &room, created["token"].as_str()).await;
    // Ada never moves: within a few seconds the clock bot has played for her.
    let started = std::time::Instant::now();
    let clock_move = loop {
        let m = next(&mut a).await;
        if m["type"] == "update" && m["move"]["seat"] == 0 {
            break m;
        }
    };
    assert!(started.elapsed() >= std::time::Duration::from_millis(900));
    assert_eq!(clock_move["move"]["by_clock"], true, "{clock_move}");
    // Said to Ada, the clock's line is about her time.
    let log = clock_move["move"]["log"].to_string();
    assert!(log.contains("Your time ran out"), "{log}");
    // Said to a spectator, it names her, isolated in the sentence: whatever its
    // direction, the name cannot turn the sentence around.
    let mut watcher = connect(addr, &room, None).await;
    let welcome = until(&mut watcher, "welcome").await;
    let by_clock = welcome["moves"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["by_clock"] == true)
        .expect("the clock's move");
    let log = by_clock["log"].to_string();
    assert!(log.contains("\u{2068}Ada\u{2069}'s time ran out"), "{log}");
    drop(watcher);
    let _ = stop.send(());
    handle.await.unwrap();
    // After a restart the clock goes on from the stored time of the last move.
    let (addr, stop, handle) = start(&db).await;
    let (_, s) = http(addr, "GET", &format!("/api/rooms/{room}"), None, None).await;
    let v = s["version"].as_u64().unwrap();
    tokio::time::sleep(std::time::Duration::from_millis(2500)).await;
    let (_, s) = http(addr, "GET", &format!("/api/rooms/{room}"), None, None).await;
    assert!(
        s["version"].as_u64().unwrap() > v,
        "the clock did not run after the restart: {s}"
    );
    let _ = stop.send(());
    handle.await.unwrap();
}

/// Stopping the server closes its connections with a close frame.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stopping_the_server_closes_its_sockets() {
    use futures_util::StreamExt;
    let dir = tempfile::tempdir().unwrap();
    let (addr, stop, handle) = start(&dir.path().join("x.db")).await;
    let (_, ada) = http(
        addr,
        "POST",
        "/api/players",
        None,
        Some(json!({"name": "Ada"})),
    )
    .await;
    let (_, created) = http(
        addr,
        "POST",
        "/api/rooms",
        Some(ada["key"].as_str().unwrap()),
        Some(json!({"game": "spyrium", "seats": ["me", "open"]})),
    )
    .await;
    let mut ws = connect(addr, created["room"].as_str().unwrap(), None).await;
    assert_eq!(next(&mut ws).await["type"], "welcome");
    let _ = stop.send(());
    let end = tokio::time::timeout(std::time::Duration::from_secs(10), ws.next())
        .await
        .unwrap();
    assert!(
        matches!(
            end,
            Some(Ok(tokio_tungstenite::tungstenite::Message::Close(_))) | None
        ),
        "{end:?}"
    );
    tokio::time::timeout(std::time::Duration::from_secs(10), handle)
        .await
        .unwrap()
        .unwrap();
}

/// A turn-based room gets a clock of a day unless it asks for another of at least an
/// hour; its summary (and so "my games") says it is turn-based, also after a restart.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_based_room_has_a_long_clock_and_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let (addr, stop, handle) = start(&db).await;
    let key = new_player(addr, "Ada").await;
    let (st, r) = http(
        addr,
        "POST",
        "/api/rooms",
        Some(&key),
        Some(json!({"game": "spyrium", "seats": ["me", "open"], "turn_based": true})),
    )
    .await;
    assert_eq!(st, 200, "{r}");
    let room = r["room"].as_str().unwrap().to_string();
    let (_, s) = http(addr, "GET", &format!("/api/rooms/{room}"), None, None).await;
    assert_eq!(s["turn_based"], true, "{s}");
    assert_eq!(s["move_seconds"], 24 * 3600, "{s}");
    let (_, mine) = http(addr, "GET", "/api/rooms/mine", Some(&key), None).await;
    assert_eq!(mine[0]["turn_based"], true, "{mine}");
    // A short clock is no turn-based clock; a room without the flag may have one.
    for (body, want) in [
        (
            json!({"game": "spyrium", "seats": ["me", "open"], "turn_based": true, "move_seconds": 60}),
            400,
        ),
        (
            json!({"game": "spyrium", "seats": ["me", "open"], "turn_based": true, "move_seconds": 7200}),
            200,
        ),
        (
            json!({"game": "spyrium", "seats": ["me", "open"], "move_seconds": 60}),
            200,
        ),
    ] {
        let (st, r) = http(addr, "POST", "/api/rooms", Some(&key), Some(body.clone())).await;
        assert_eq!(st, want, "{body}: {r}");
        if st == 400 {
            assert_eq!(r["code"], "bad_clock");
        }
    }
    let _ = stop.send(());
    handle.await.unwrap();
    // After a restart the room is still turn-based.
    let (addr, stop, handle) = start(&db).await;
    let (_, s) = http(addr, "GET", &format!("/api/rooms/{room}"), None, None).await;
    assert_eq!(s["turn_based"], true, "{s}");
    let _ = stop.send(());
    handle.await.unwrap();
}

/// Rooms of bots woken again and again while they play (as a node catching up
/// does): no bot's move comes too late to apply, and every game reaches its end
/// instead of stalling on a seat marked as thinking.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bots_woken_while_they_play_still_finish_their_games() {
    let dir = tempfile::tempdir().unwrap();
    let db = format!("sqlite://{}", dir.path().join("w.db").display());
    let (addr, stop, handle, hub) = start_with_hub(&db).await;
    let key = new_player(addr, "Ada").await;
    let mut rooms = Vec::new();
    let mut wakers = Vec::new();
    for _ in 0..8 {
        let (id, _) = new_room(addr, &key, "spyrium", &["random", "random"]).await;
        let hub = hub.clone();
        let room = id.clone();
        wakers.push(tokio::spawn(async move {
            loop {
                hub.tell(&room, || gaslamp_server::room::Command::CatchUp)
                    .await;
                tokio::time::sleep(std::time::Duration::from_millis(2)).await;
            }
        }));
        rooms.push(id);
    }
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(90);
    for id in &rooms {
        let summary = loop {
            let (st, s) = http(addr, "GET", &format!("/api/rooms/{id}"), None, None).await;
            assert_eq!(st, 200, "{s}");
            if s["over"] == true {
                break s;
            }
            assert!(std::time::Instant::now() < deadline, "a game stalled: {s}");
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        };
        let (st, record) = http(addr, "GET", &format!("/api/rooms/{id}/record"), None, None).await;
        assert_eq!(st, 200, "{record}");
        let record: gaslamp_core::Record = serde_json::from_value(record).unwrap();
        assert_eq!(
            record.actions.len() as u64,
            summary["version"].as_u64().unwrap()
        );
        let g: spyrium::Spyrium = record.replay(&spyrium::Components::builtin()).unwrap();
        assert!(gaslamp_core::Game::is_over(&g));
        // The replay: a view before the first action and after each, ending on the
        // final scores.
        let (st, replay) = http(addr, "GET", &format!("/api/rooms/{id}/replay"), None, None).await;
        assert_eq!(st, 200);
        let views = replay["views"].as_array().unwrap();
        assert_eq!(views.len() as u64, summary["version"].as_u64().unwrap() + 1);
        assert_eq!(replay["moves"].as_array().unwrap().len() + 1, views.len());
        assert_eq!(views[0]["turn"], 1);
        assert_eq!(
            views.last().unwrap()["final_scores"],
            json!((0..2).map(|s| g.final_score(s).total).collect::<Vec<_>>())
        );
        assert!(views.iter().all(|v| v["observer"] == "spectator"));
        // The analysis: each seat's win chance at the start of each of the 6 turns.
        if id == &rooms[0] {
            for point in 0..6 {
                let path = format!("/api/rooms/{id}/analysis?point={point}");
                let (st, a) = http(addr, "GET", &path, None, None).await;
                assert_eq!(st, 200, "{a}");
                assert_eq!(
                    (a["points"].as_u64(), a["turn"].as_u64()),
                    (Some(6), Some(point + 1)),
                    "{a}"
                );
                let chances = a["win_chance"].as_array().unwrap();
                assert_eq!(chances.len(), 2);
                assert!(
                    chances
                        .iter()
                        .all(|c| (0.0..=1.0).contains(&c.as_f64().unwrap())),
                    "{a}"
                );
                let v = a["version"].as_u64().unwrap() as usize;
                assert_eq!(views[v]["turn"].as_u64(), Some(point + 1));
                assert!(v == 0 || views[v - 1]["turn"].as_u64() == Some(point));
            }
            let (st, e) = http(
                addr,
                "GET",
                &format!("/api/rooms/{id}/analysis?point=6"),
                None,
                None,
            )
            .await;
            assert_eq!((st, e["code"].as_str()), (400, Some("no_such_point")));
        }
        // The summary gives each seat's final score with its parts, as replayed.
        for seat in 0..2 {
            let f = g.final_score(seat);
            let r = &summary["result"]["seats"][seat];
            assert_eq!(r["total"], f.total, "{summary}");
            assert_eq!(r["track"], f.track, "{summary}");
            assert_eq!(r["buildings"], f.buildings, "{summary}");
        }
    }
    for w in wakers {
        w.abort();
    }
    // No bot's move was refused (in any test of this process).
    let (_, _, metrics) = http_raw(addr, "GET", "/metrics", None, None).await;
    let refused = metrics
        .lines()
        .find_map(|l| l.strip_prefix("gaslamp_bot_moves_total{outcome=\"refused\"} "))
        .expect("the bot moves metric");
    assert_eq!(refused, "0", "{metrics}");
    let _ = stop.send(());
    handle.await.unwrap();
}

/// A hint is the AI's recommendation for the seat that asks with its token, when it
/// must act: one of its legal actions with a win chance; other tokens are refused.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hint_recommends_one_of_the_seats_legal_actions() {
    let dir = tempfile::tempdir().unwrap();
    let (addr, stop, handle) = start(&dir.path().join("h.db")).await;
    let ada = new_player(addr, "Ada").await;
    let bob = new_player(addr, "Bob").await;
    let (room, ada_token) = new_room(addr, &ada, "spyrium", &["me", "open"]).await;
    let bob_token = join(addr, &room, &bob).await;
    let mut ws = connect(addr, &room, Some(&ada_token)).await;
    let welcome = until(&mut ws, "welcome").await;
    let (acting, waiting) = if welcome["to_act"][0] == 0 {
        (&ada_token, &bob_token)
    } else {
        (&bob_token, &ada_token)
    };
    let path = format!("/api/rooms/{room}/hint");
    let (st, h) = http(addr, "POST", &path, None, Some(json!({ "token": acting }))).await;
    assert_eq!(st, 200, "{h}");
    let acting_seat = welcome["to_act"][0].as_u64().unwrap() as usize;
    let mut seat_ws = connect(addr, &room, Some(acting)).await;
    let legal: Vec<String> = until(&mut seat_ws, "welcome").await["legal"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["text"].as_str().unwrap().to_string())
        .collect();
    assert!(
        legal.contains(&h["action"].as_str().unwrap().to_string()),
        "{h} not in {legal:?} (seat {acting_seat})"
    );
    let chance = h["win_chance"].as_f64().unwrap();
    assert!((0.0..=1.0).contains(&chance), "{h}");
    assert!(!h["description"].as_str().unwrap().is_empty());
    let (st, e) = http(addr, "POST", &path, None, Some(json!({ "token": waiting }))).await;
    assert_eq!(
        (st, e["code"].as_str()),
        (409, Some("not_your_turn")),
        "{e}"
    );
    let (st, e) = http(
        addr,
        "POST",
        &path,
        None,
        Some(json!({ "token": "0".repeat(32) })),
    )
    .await;
    assert_eq!(
        (st, e["code"].as_str()),
        (403, Some("not_your_seat")),
        "{e}"
    );
    let (st, _) = http(addr, "POST", &path, None, Some(json!({ "token": "<b>" }))).await;
    assert_eq!(st, 403);
    // An unfinished game is neither replayed nor analysed.
    for what in ["replay", "analysis"] {
        let (st, e) = http(
            addr,
            "GET",
            &format!("/api/rooms/{room}/{what}"),
            None,
            None,
        )
        .await;
        assert_eq!(
            (st, e["code"].as_str()),
            (409, Some("game_not_over")),
            "{what}"
        );
    }
    let _ = stop.send(());
    handle.await.unwrap();
}

/// Waits for a room's game to end (its bots play it).
async fn until_over(addr: std::net::SocketAddr, room: &str) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(120);
    loop {
        let (st, s) = http(addr, "GET", &format!("/api/rooms/{room}"), None, None).await;
        assert_eq!(st, 200, "{s}");
        if s["over"] == true {
            return;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the game did not end: {s}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
}

/// The coach after a finished game: for each seat, the moves where it had a choice
/// (at most the operator's number, spread over the game), each judged from the
/// seat's view before it: the move played as recorded, the AI's preferred move, the
/// two win chances and the mark the loss earns; stored once made; bad seats, moves
/// and unfinished games refused with a code.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_coach_judges_each_seats_choices_in_a_finished_game() {
    let dir = tempfile::tempdir().unwrap();
    let db = format!("sqlite://{}", dir.path().join("c.db").display());
    let mut policy = test_policy();
    policy.coach_moves = 5;
    let (addr, stop, handle, _) = start_with_policy(&db, policy).await;
    let key = new_player(addr, "Ada").await;
    // Unfinished: refused.
    let (open, _) = new_room(addr, &key, "goofspiel", &["me", "random"]).await;
    let (st, e) = http(
        addr,
        "GET",
        &format!("/api/rooms/{open}/coach?seat=0"),
        None,
        None,
    )
    .await;
    assert_eq!(
        (st, e["code"].as_str()),
        (409, Some("game_not_over")),
        "{e}"
    );

    let (room, _) = new_room(addr, &key, "goofspiel", &["random", "random"]).await;
    until_over(addr, &room).await;
    let (_, record) = http(
        addr,
        "GET",
        &format!("/api/rooms/{room}/record"),
        None,
        None,
    )
    .await;
    let actions: Vec<(u64, String)> = record["actions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| {
            (
                a["seat"].as_u64().unwrap(),
                a["action"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    let coach = |q: String| {
        let path = format!("/api/rooms/{room}/coach?{q}");
        async move { http(addr, "GET", &path, None, None).await }
    };
    for seat in 0..2u64 {
        let (st, list) = coach(format!("seat={seat}")).await;
        assert_eq!(st, 200, "{list}");
        // Goofspiel's bids: a choice at every prize but the last (one card left).
        let choices = list["choices"].as_u64().unwrap();
        let bids = actions.iter().filter(|(s, _)| *s == seat).count() as u64;
        assert_eq!(choices, bids - 1, "{list}");
        assert_eq!(list["moves"], 5, "at most the operator's number: {list}");
        let mut versions = Vec::new();
        for k in 0..5 {
            let (st, j) = coach(format!("seat={seat}&move={k}")).await;
            assert_eq!(st, 200, "{j}");
            let v = j["version"].as_u64().unwrap() as usize;
            versions.push(v);
            assert_eq!(
                actions[v].0, seat,
                "the move after version {v} is the seat's: {j}"
            );
            assert_eq!(j["played"]["action"], actions[v].1.as_str(), "{j}");
            let (best, played) = (
                j["best_chance"].as_f64().unwrap(),
                j["played_chance"].as_f64().unwrap(),
            );
            assert!(
                (0.0..=1.0).contains(&best) && (0.0..=1.0).contains(&played),
                "{j}"
            );
            let loss = j["loss"].as_f64().unwrap();
            assert!((loss - (best - played).max(0.0)).abs() < 1e-9, "{j}");
            let mark = gaslamp_games::coach::mark(loss);
            assert_eq!(j["mark"].as_str(), mark, "{j}");
            assert!(!j["best"]["description"].as_str().unwrap().is_empty());
            assert!(
                j["best"]["json"].is_object()
                    || j["best"]["json"].is_number()
                    || j["best"]["json"].is_string(),
                "{j}"
            );
            // Stored: asked again, the same answer.
            let (_, again) = coach(format!("seat={seat}&move={k}")).await;
            assert_eq!(again, j);
        }
        assert!(
            versions.windows(2).all(|w| w[0] < w[1]),
            "spread over the game in order: {versions:?}"
        );
    }
    for (q, code) in [
        ("seat=2", "no_such_seat"),
        ("seat=0&move=5", "no_such_move"),
        ("seat=-1", "bad_query"),
        ("move=1", "bad_query"),
    ] {
        let (st, e) = coach(q.to_string()).await;
        assert_eq!((st, e["code"].as_str()), (400, Some(code)), "{q}: {e}");
    }
    let _ = stop.send(());
    handle.await.unwrap();
}
