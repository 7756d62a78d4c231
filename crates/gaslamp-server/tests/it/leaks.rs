//! The leak test: whole games through the server with every seat a WebSocket client
//! (plus a spectator, a seat that drops and comes back, and a spectator arriving after
//! the end), and every message each of them received checked against what that
//! recipient may see.
//!
//! After the game the stored record is replayed here, action by action. A message of
//! version v must hold exactly the recipient's own view at v, its own legal actions,
//! and, for each move, exactly the log entries the game gives that recipient, with
//! another seat's action text only once no secret choice of it is pending. Besides,
//! no message may hold the seed, a `hidden` key, or the order of a hidden pile (the
//! next undealt cards or events of Spyrium). The game crates prove their views show
//! nothing hidden (resampling tests); this proves the server sends nothing else.

use crate::common::*;
use gaslamp_core::{Match, Observer, Record};
use serde_json::{json, Value};

/// What a recipient may see at each version, rebuilt from the record.
struct Truth {
    players: usize,
    /// `views[v][o]`: observer `o`'s view JSON after `v` actions (o = players is the
    /// spectator).
    views: Vec<Vec<Value>>,
    legal: Vec<Vec<Value>>,
    /// `logs[v][o]`: the log entries of action v (1-based) for observer o.
    logs: Vec<Vec<Value>>,
    /// Whether a secret choice was pending after action v.
    secret_after: Vec<bool>,
    /// Strings that must never go out at version v.
    forbidden: Vec<Vec<String>>,
    actions: Vec<(usize, String)>,
}

fn observers(players: usize) -> impl Iterator<Item = Observer> {
    (0..players)
        .map(Observer::Seat)
        .chain([Observer::Spectator])
}

fn index(o: Observer, players: usize) -> usize {
    match o {
        Observer::Seat(s) => s,
        Observer::Spectator => players,
    }
}

/// The order of Spyrium's hidden piles after the record's first `n` actions, as the
/// JSON a leak would show (the next three ids of each pile).
fn spyrium_hidden_orders(record: &Record, n: usize) -> Vec<String> {
    let mut prefix = record.clone();
    prefix.actions.truncate(n);
    let m = Match::<spyrium::Spyrium>::from_record(&prefix, &spyrium::Components::builtin())
        .expect("a prefix of the stored record replays");
    let full = m.state().full_state_json();
    let hidden = &full["hidden"];
    ["A", "B", "C"]
        .iter()
        .map(|k| &hidden["decks"][*k])
        .chain([&hidden["events"]])
        .filter_map(|pile| pile.as_array().filter(|v| v.len() >= 3).cloned())
        .map(|ids| serde_json::to_string(&ids[..3]).unwrap())
        .collect()
}

/// The order of Crystal Palace's hidden piles after the record's first `n` actions,
/// as a leak would show them (three ids of each pile in their hidden order).
fn crystal_palace_hidden_orders(record: &Record, n: usize) -> Vec<String> {
    let mut prefix = record.clone();
    prefix.actions.truncate(n);
    let m = Match::<crystal_palace::CrystalPalace>::from_record(
        &prefix,
        &std::sync::Arc::new(crystal_palace::Components::shipped()),
    )
    .expect("a prefix of the stored record replays");
    let full = m.state().full_state_json();
    let hidden = &full["hidden"];
    ["patent_middle", "character_middle", "green", "loans"]
        .iter()
        .map(|k| &hidden[*k])
        .filter_map(|pile| pile.as_array().filter(|v| v.len() >= 3).cloned())
        // A sorted run is what the views show of a pile's contents.
        .filter(|ids| !(ids[0].as_i64() <= ids[1].as_i64() && ids[1].as_i64() <= ids[2].as_i64()))
        .map(|ids| serde_json::to_string(&ids[..3]).unwrap())
        .collect()
}

fn truth(record: &Record) -> Truth {
    let g = gaslamp_games::find(&record.game).unwrap();
    let mut m = g
        .new_match(
            &g.default_components(),
            record.players,
            record
                .seed
                .expect("the record of a finished game has its seed"),
            record.setup.clone(),
        )
        .unwrap();
    let players = record.players;
    let seed = record.seed.unwrap().to_string();
    let mut t = Truth {
        players,
        views: Vec::new(),
        legal: Vec::new(),
        logs: vec![Vec::new()],
        secret_after: vec![false],
        forbidden: Vec::new(),
        actions: Vec::new(),
    };
    let snapshot = |m: &dyn gaslamp_games::AnyMatch, t: &mut Truth, n: usize| {
        t.views
            .push(observers(players).map(|o| m.view_json(o)).collect());
        t.legal.push(
            observers(players)
                .map(|o| match o {
                    Observer::Seat(s) if m.to_act().contains(&s) => {
                        serde_json::to_value(m.legal(s)).unwrap()
                    }
                    _ => json!([]),
                })
                .collect(),
        );
        let mut forbidden = vec![seed.clone(), "\"hidden\"".to_string()];
        if record.game == "spyrium" {
            forbidden.extend(spyrium_hidden_orders(record, n));
        }
        if record.game == "crystal-palace" {
            forbidden.extend(crystal_palace_hidden_orders(record, n));
        }
        t.forbidden.push(forbidden);
    };
    snapshot(m.as_ref(), &mut t, 0);
    for (i, a) in record.actions.iter().enumerate() {
        let done = m.submit(a.seat, &a.action).unwrap();
        t.logs.push(
            observers(players)
                .map(|o| serde_json::to_value(done.log_for(o)).unwrap())
                .collect(),
        );
        t.secret_after.push(m.secret_pending());
        t.actions.push((a.seat, a.action.clone()));
        snapshot(m.as_ref(), &mut t, i + 1);
    }
    t
}

/// Checks every message `o` received; returns how many carried a view.
fn check(t: &Truth, o: Observer, messages: &[String]) -> usize {
    let oi = index(o, t.players);
    let mut views = 0;
    for text in messages {
        let m: Value = serde_json::from_str(text).unwrap();
        let version = match m["type"].as_str().unwrap() {
            "welcome" => m["version"].as_u64().unwrap(),
            "update" => m["move"]["version"].as_u64().unwrap(),
            _ => {
                // accepted, refused, error and chat carry nothing of the game's state.
                for f in t.forbidden.last().unwrap() {
                    assert!(!text.contains(f.as_str()), "{o:?} received {f}: {text}");
                }
                continue;
            }
        } as usize;
        for f in &t.forbidden[version] {
            assert!(
                !text.contains(f.as_str()),
                "{o:?} received `{f}` at version {version}: {text}"
            );
        }
        assert_eq!(
            m["view"], t.views[version][oi],
            "{o:?}: the view at version {version} is not its own"
        );
        // A legal action's words are said from its message to this reader: as data
        // it is the seat's own legal action.
        let mut legal = m["legal"].clone();
        for l in legal.as_array_mut().into_iter().flatten() {
            if let Some(l) = l.as_object_mut() {
                if let Some(message) = l.remove("message") {
                    l.insert("description".into(), message);
                }
            }
        }
        assert_eq!(
            legal, t.legal[version][oi],
            "{o:?}: the legal actions at version {version} are not its own"
        );
        views += 1;
        let moves: Vec<&Value> = match m["type"].as_str().unwrap() {
            "welcome" => m["moves"].as_array().unwrap().iter().collect(),
            _ => vec![&m["move"]],
        };
        for mv in moves {
            let n = mv["version"].as_u64().unwrap() as usize;
            assert!(
                n >= 1 && n <= version,
                "{o:?}: move {n} at version {version}"
            );
            // Each entry's words are said from its message for this reader: the
            // entries without them are the observer's own filtered log.
            let mut log = mv["log"].clone();
            for e in log.as_array_mut().into_iter().flatten() {
                if let Some(e) = e.as_object_mut() {
                    e.remove("text");
                }
            }
            assert_eq!(
                log, t.logs[n][oi],
                "{o:?}: the log of move {n} is not its own"
            );
            let (seat, action) = &t.actions[n - 1];
            assert_eq!(mv["seat"], *seat);
            let own = o == Observer::Seat(*seat);
            let revealed = (n..=version).any(|u| !t.secret_after[u]);
            if own || revealed {
                assert_eq!(mv["action"], json!(action), "{o:?}: move {n}");
                assert!(
                    mv["description"].as_str().is_some_and(|d| !d.is_empty()),
                    "{o:?}: move {n} has no description: {mv}"
                );
            } else {
                assert!(
                    mv.get("action").is_none_or(Value::is_null)
                        && mv.get("description").is_none_or(Value::is_null),
                    "{o:?} saw seat {seat}'s secret choice of move {n}: {mv}"
                );
            }
        }
    }
    views
}

/// A client of a seat (or a spectator without a token): keeps every message as
/// received and plays a random legal action whenever it must. With `drop_after`, it
/// closes its socket after that many messages and comes back with `since`.
async fn client(
    addr: std::net::SocketAddr,
    room: String,
    token: Option<String>,
    mut rng: u64,
    drop_after: Option<usize>,
) -> Vec<String> {
    use futures_util::StreamExt;
    let mut ws = connect(addr, &room, token.as_deref()).await;
    let mut got = Vec::new();
    let mut last = Value::Null;
    let mut in_flight = false;
    let mut dropped = false;
    let mut sent = 0;
    loop {
        let msg = tokio::time::timeout(std::time::Duration::from_secs(30), ws.next())
            .await
            .expect("a message within 30 s")
            .expect("the connection is open")
            .unwrap();
        let tokio_tungstenite::tungstenite::Message::Text(text) = msg else {
            continue;
        };
        got.push(text.to_string());
        let m: Value = serde_json::from_str(&text).unwrap();
        match m["type"].as_str().unwrap() {
            "welcome" | "update" => last = m,
            "accepted" => in_flight = false,
            "refused" | "error" => panic!("{token:?}: {m}"),
            _ => {}
        }
        if last["over"] == true {
            return got;
        }
        if !dropped && !in_flight && drop_after.is_some_and(|d| got.len() >= d) {
            dropped = true;
            let since = match last["type"].as_str() {
                Some("welcome") => last["version"].as_u64().unwrap(),
                _ => last["move"]["version"].as_u64().unwrap(),
            };
            drop(ws);
            let q = token
                .as_ref()
                .map(|t| format!("token={t}&"))
                .unwrap_or_default();
            let url = format!("ws://{addr}/api/rooms/{room}/ws?{q}since={since}");
            ws = tokio_tungstenite::connect_async(url).await.unwrap().0;
            continue;
        }
        let legal = last["legal"].as_array().cloned().unwrap_or_default();
        if token.is_some() && !in_flight && !legal.is_empty() {
            rng = rng
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let pick = &legal[(rng >> 33) as usize % legal.len()];
            // At most ~45 actions a second, below the per-seat allowance of 50 (a
            // Crystal Palace seat may act many times in a row).
            tokio::time::sleep(std::time::Duration::from_millis(22)).await;
            sent += 1;
            send(
                &mut ws,
                json!({"type": "action", "id": format!("a{sent}"), "action": pick["text"]}),
            )
            .await;
            in_flight = true;
        }
    }
}

/// Plays one whole game of `game` with every seat a client of the test; checks every
/// message of every seat and of a spectator.
async fn whole_game(addr: std::net::SocketAddr, game: &str, players: usize, seed: u64) {
    let mut keys = Vec::new();
    for s in 0..players {
        keys.push(new_player(addr, &format!("p{s}")).await);
    }
    let mut seats = vec!["open"; players];
    seats[0] = "me";
    let (room, token) = new_room(addr, &keys[0], game, &seats).await;
    let mut tokens = vec![token];
    for key in &keys[1..] {
        tokens.push(join(addr, &room, key).await);
    }
    let spectator = tokio::spawn(client(addr, room.clone(), None, 0, Some(40)));
    let seats: Vec<_> = tokens
        .into_iter()
        .enumerate()
        .map(|(s, t)| {
            // The last seat drops and comes back in the middle of the game.
            let drop_after = (s == players - 1).then_some(25);
            tokio::spawn(client(
                addr,
                room.clone(),
                Some(t),
                seed + s as u64,
                drop_after,
            ))
        })
        .collect();
    let mut received = Vec::new();
    for h in seats {
        received.push(h.await.unwrap());
    }
    received.push(spectator.await.unwrap());
    // A spectator arriving after the end gets every move, older ones' logs rebuilt
    // from the record (gaslamp_server::room::LOGS_KEPT).
    let mut late = connect(addr, &room, None).await;
    let welcome = until(&mut late, "welcome").await;
    if game == "spyrium" {
        assert!(welcome["moves"].as_array().unwrap().len() > gaslamp_server::room::LOGS_KEPT);
    }
    let (st, record) = http(
        addr,
        "GET",
        &format!("/api/rooms/{room}/record"),
        None,
        None,
    )
    .await;
    assert_eq!(st, 200, "{record}");
    let record: Record = serde_json::from_value(record).unwrap();
    let t = truth(&record);
    check(&t, Observer::Spectator, &[welcome.to_string()]);
    for (o, messages) in observers(players).zip(&received) {
        let views = check(&t, o, messages);
        // Every seat and the spectator followed the game to its end.
        assert!(views > 10, "{game}: {o:?} received only {views} views");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_message_of_whole_spyrium_games_holds_what_its_recipient_may_not_see() {
    let dir = tempfile::tempdir().unwrap();
    let (addr, stop, handle) = start(&dir.path().join("leaks.db")).await;
    for (players, seed) in [(4, 11), (2, 23), (3, 37)] {
        whole_game(addr, "spyrium", players, seed).await;
    }
    let _ = stop.send(());
    handle.await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_message_of_whole_crystal_palace_games_shows_dice_before_the_reveal_or_a_pile_order() {
    let dir = tempfile::tempdir().unwrap();
    let (addr, stop, handle) = start(&dir.path().join("leaks.db")).await;
    for (players, seed) in [(3, 7), (2, 13)] {
        whole_game(addr, "crystal-palace", players, seed).await;
    }
    let _ = stop.send(());
    handle.await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_message_of_whole_goofspiel_games_shows_a_bid_before_its_reveal() {
    let dir = tempfile::tempdir().unwrap();
    let (addr, stop, handle) = start(&dir.path().join("leaks.db")).await;
    for (players, seed) in [(2, 5), (3, 9)] {
        whole_game(addr, "goofspiel", players, seed).await;
    }
    let _ = stop.send(());
    handle.await.unwrap();
}
