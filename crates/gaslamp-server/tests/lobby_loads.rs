//! The lobby's lists are read from storage's rows: listing a player's 1,000 finished
//! rooms (the newest 100, as many as `GET /api/rooms/mine` gives) and the open rooms
//! loads no room and replays no record, before and after a rename. A room stored
//! before listings were kept is loaded once, writes its listing, and is listed from
//! it afterwards. On SQLite, and on PostgreSQL when `GASLAMP_TEST_POSTGRES` names a
//! server. (Alone in its test binary: it reads the process's counts of records
//! replayed and actions applied.)

mod common;

use common::*;
use gaslamp_core::testing::work::work;
use gaslamp_server::hub::Hub;
use gaslamp_server::metrics::replays;
use gaslamp_server::storage::{ActionRow, ListingRow, RoomRow, SeatRow};
use serde_json::{json, Value};
use std::net::SocketAddr;

/// The finished rooms of the player.
const FINISHED: usize = 1000;
/// As many as `GET /api/rooms/mine` lists.
const MINE: usize = 100;
/// More open rooms than `GET /api/rooms` lists (50).
const OPEN: usize = 60;
const OPEN_LISTED: usize = 50;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lists_load_no_room() {
    let dir = tempfile::tempdir().unwrap();
    let file = format!("sqlite://{}", dir.path().join("lists.db").display());
    lists_load_no_room(&file).await;
    if let Some(url) = postgres() {
        lists_load_no_room(&url).await;
    }
}

async fn lists_load_no_room(db: &str) {
    let (addr, stop, handle, hub) = start_with_hub(db).await;
    let (key, ada) = player(addr, "Ada").await;
    let now = now_ms();
    let mut finished = Vec::new();
    for i in 0..FINISHED {
        let id = gaslamp_server::secrets::new_id();
        let room = room_row(&id, &ada, now - (FINISHED - i) as i64, true);
        let seats = [person(0, &ada, i), bot(1)];
        hub.store
            .create_room(&room, &seats, &over_listing())
            .await
            .unwrap();
        finished.push(id);
    }
    let newest: Vec<String> = finished.iter().rev().take(MINE).cloned().collect();
    let counts = || (replays(), work());
    let before = counts();
    let mine = list(addr, "/api/rooms/mine", Some(&key)).await;
    assert_eq!(counts(), before, "listing the finished rooms loaded rooms");
    assert_eq!(ids(&mine), newest, "the newest, newest first");
    for s in &mine {
        assert_finished(s, "Ada");
    }

    // A rename shows at once, still without loading a room.
    rename(addr, &key, "Ada Lovelace").await;
    let mine = list(addr, "/api/rooms/mine", Some(&key)).await;
    assert_eq!(counts(), before, "listing after a rename loaded rooms");
    assert_eq!(ids(&mine), newest);
    for s in &mine {
        assert_finished(s, "Ada Lovelace");
    }

    open_rooms_load_none(addr, &hub, &ada).await;
    an_old_room_is_loaded_once(addr, &hub, db, &key, &ada).await;
    let _ = stop.send(());
    handle.await.unwrap();
}

/// More open rooms than the list shows, the newest of the database: the newest 50
/// are listed without loading any.
async fn open_rooms_load_none(addr: SocketAddr, hub: &Hub, ada: &str) {
    let now = now_ms();
    let mut open = Vec::new();
    for i in 0..OPEN {
        let id = gaslamp_server::secrets::new_id();
        let room = room_row(&id, ada, now + i as i64, false);
        let listing = ListingRow {
            version: 0,
            to_act: vec![0],
            over: false,
            result: None,
        };
        hub.store
            .create_room(&room, &[person(0, ada, i), open_seat(1)], &listing)
            .await
            .unwrap();
        open.push(id);
    }
    let before = (replays(), work());
    let list = list(addr, "/api/rooms", None).await;
    assert_eq!(
        (replays(), work()),
        before,
        "listing open rooms loaded rooms"
    );
    let newest: Vec<String> = open.iter().rev().take(OPEN_LISTED).cloned().collect();
    assert_eq!(ids(&list), newest);
    assert_eq!(list[0]["seats"][1]["kind"], "open");
    assert_eq!(list[0]["to_act"], json!([0]));
    assert_eq!(list[0]["over"], false);
}

/// A real finished game stored without a listing (as before listings were kept):
/// the first list loads its room once, which writes its listing; the next loads
/// nothing, and both show what the room says.
async fn an_old_room_is_loaded_once(addr: SocketAddr, hub: &Hub, db: &str, key: &str, ada: &str) {
    let id = gaslamp_server::secrets::new_id();
    let (room, actions, listing) = played_game(&id, ada);
    let seats = [person(0, ada, FINISHED + OPEN), bot(1)];
    hub.store
        .create_room(&room, &seats, &first_listing())
        .await
        .unwrap();
    for (a, l) in &actions {
        hub.store.append_action(&id, a, None, l).await.unwrap();
    }
    forget_listing(db, &id).await;
    let before = replays();
    let mine = list(addr, "/api/rooms/mine", Some(key)).await;
    assert_eq!(replays() - before, 1, "the old room is loaded once");
    assert_eq!(mine[0]["room"], id.as_str());
    let again = list(addr, "/api/rooms/mine", Some(key)).await;
    assert_eq!(replays() - before, 1, "then it is listed from its listing");
    assert_eq!(again, mine);
    assert_eq!(mine[0]["over"], true);
    assert_eq!(mine[0]["version"], listing.version);
    assert_eq!(mine[0].get("result"), listing.result.as_ref());
    let (_, asked) = http(addr, "GET", &format!("/api/rooms/{id}"), None, None).await;
    assert_eq!(mine[0], asked, "the list says what the room says");
}

/// A new player's key and id.
async fn player(addr: SocketAddr, name: &str) -> (String, String) {
    let (st, p) = http(
        addr,
        "POST",
        "/api/players",
        None,
        Some(json!({ "name": name })),
    )
    .await;
    assert_eq!(st, 200, "{p}");
    (
        p["key"].as_str().unwrap().into(),
        p["id"].as_str().unwrap().into(),
    )
}

async fn list(addr: SocketAddr, path: &str, key: Option<&str>) -> Vec<Value> {
    let (st, list) = http(addr, "GET", path, key, None).await;
    assert_eq!(st, 200, "{list}");
    list.as_array().unwrap().clone()
}

fn ids(list: &[Value]) -> Vec<String> {
    list.iter()
        .map(|s| s["room"].as_str().unwrap().to_string())
        .collect()
}

fn assert_finished(s: &Value, name: &str) {
    assert_eq!(s["game"], "goofspiel", "{s}");
    assert_eq!(s["over"], true, "{s}");
    assert_eq!(s["version"], 26, "{s}");
    assert_eq!(s["to_act"], json!([]), "{s}");
    assert_eq!(s["result"], result(), "{s}");
    assert_eq!(s["seats"][0]["kind"], "human", "{s}");
    assert_eq!(s["seats"][0]["player"], name, "{s}");
    assert_eq!(s["seats"][1]["kind"], "bot", "{s}");
    assert_eq!(s["seats"][1]["level"], "easy", "{s}");
}

fn result() -> Value {
    json!({"seats": [{"seat": 0, "total": 50}, {"seat": 1, "total": 41}]})
}

fn over_listing() -> ListingRow {
    ListingRow {
        version: 26,
        to_act: vec![],
        over: true,
        result: Some(result()),
    }
}

fn first_listing() -> ListingRow {
    ListingRow {
        version: 0,
        to_act: vec![0, 1],
        over: false,
        result: None,
    }
}

fn room_row(id: &str, creator: &str, created_at: i64, finished: bool) -> RoomRow {
    RoomRow {
        id: id.into(),
        invite: gaslamp_server::secrets::new_id(),
        game: "goofspiel".into(),
        components: "goofspiel-base@x".into(),
        players: 2,
        seed: 7,
        setup: None,
        settings: "{}".into(),
        created_by: creator.into(),
        created_at,
        finished,
        expired: false,
    }
}

fn person(seat: usize, player: &str, n: usize) -> SeatRow {
    SeatRow {
        seat,
        kind: "human".into(),
        player_id: Some(player.into()),
        token_hash: Some(format!("token-{n}")),
    }
}

fn bot(seat: usize) -> SeatRow {
    SeatRow {
        seat,
        kind: "bot:easy".into(),
        player_id: None,
        token_hash: None,
    }
}

fn open_seat(seat: usize) -> SeatRow {
    SeatRow {
        seat,
        kind: "open".into(),
        player_id: None,
        token_hash: None,
    }
}

/// A whole game of Goofspiel played by its first legal actions: the room's row,
/// each action with the listing after it, and the last listing.
fn played_game(id: &str, creator: &str) -> (RoomRow, Vec<(ActionRow, ListingRow)>, ListingRow) {
    let g = gaslamp_games::find("goofspiel").unwrap();
    let mut m = g.new_match(&g.default_components(), 2, 11, None).unwrap();
    let mut room = room_row(id, creator, now_ms() + 1_000, false);
    room.components = m.record().components;
    room.seed = 11;
    let mut actions = Vec::new();
    while !m.is_over() {
        let seat = m.to_act()[0];
        let text = m.legal(seat)[0].text.clone();
        m.submit(seat, &text).unwrap();
        let row = ActionRow {
            seq: m.version(),
            seat,
            action: text,
            client_id: None,
            by_clock: false,
            at: now_ms(),
        };
        actions.push((row, gaslamp_server::room::listing::listing_of(&*m)));
    }
    let last = actions.last().unwrap().1.clone();
    (room, actions, last)
}

/// Deletes a room's listing, as if it was stored before listings were kept.
async fn forget_listing(db: &str, room: &str) {
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(db).await.unwrap();
    sqlx::query("DELETE FROM listings WHERE room_id = $1")
        .bind(room)
        .execute(&pool)
        .await
        .unwrap();
    pool.close().await;
}

fn now_ms() -> i64 {
    gaslamp_server::room::actor::now()
}
