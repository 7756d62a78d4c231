//! The lobby's lists, read from storage's rows: a room's entry follows its moves,
//! joins, leaves, renames, its game's end and its expiry, and always says what the
//! room itself says; a room whose rows cannot be read is left out of a list, which
//! still shows every other room; a room whose record no longer replays does not fail
//! the lists. On SQLite, and on PostgreSQL when `GASLAMP_TEST_POSTGRES` names a
//! server.

use crate::common::*;
use gaslamp_server::storage::{ActionRow, ListingRow};
use serde_json::{json, Value};
use std::net::SocketAddr;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rooms_entry_follows_the_room() {
    let dir = tempfile::tempdir().unwrap();
    entry_follows_the_room(&format!("sqlite://{}", dir.path().join("f.db").display())).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_room_whose_rows_cannot_be_read_is_left_out() {
    let dir = tempfile::tempdir().unwrap();
    unreadable_rows_left_out(&format!("sqlite://{}", dir.path().join("u.db").display())).await;
}

/// Both on one PostgreSQL database, one after the other: expiring rooms there ends
/// every old unstarted room of the database, and no other test of this binary must
/// see its rooms end meanwhile.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_postgres_an_entry_follows_its_room_and_unreadable_rows_are_left_out() {
    let Some(url) = postgres() else { return };
    entry_follows_the_room(&url).await;
    unreadable_rows_left_out(&url).await;
}

/// A Goofspiel room of Ada's, with a seat for Ben: its entry in the lists after each
/// change equals the room's own summary (`GET /api/rooms/{id}`).
async fn entry_follows_the_room(db: &str) {
    let mut policy = test_policy();
    // Rooms where nothing was played end at the next sweep (asked for below).
    policy.rooms.unstarted_expiry = std::time::Duration::from_millis(1);
    let (addr, stop, handle, hub) = start_with_policy(db, policy).await;
    let ada = new_player(addr, "Ada").await;
    let ben = new_player(addr, "Ben").await;
    let (room, ada_token) = new_room(addr, &ada, "goofspiel", &["me", "open"]).await;
    let e = entry(addr, &ada, &room).await.expect("Ada's room");
    assert_eq!(
        (e["version"].clone(), e["over"].clone()),
        (json!(0), json!(false))
    );
    assert_eq!(e["seats"][1]["kind"], "open");
    assert!(is_open(addr, &room).await);

    let _ = join(addr, &room, &ben).await;
    let e = entry(addr, &ben, &room).await.expect("Ben's room now");
    assert_eq!(e["seats"][1]["player"], "Ben");
    assert!(!is_open(addr, &room).await, "full");

    leave(addr, &room, &ben, 1).await;
    assert!(entry(addr, &ben, &room).await.is_none(), "no longer Ben's");
    let e = entry(addr, &ada, &room).await.unwrap();
    assert_eq!(e["seats"][1]["kind"], "open");
    assert!(is_open(addr, &room).await);

    let ben_token = join(addr, &room, &ben).await;
    rename(addr, &ada, "Ada Lovelace").await;
    let e = entry(addr, &ben, &room).await.unwrap();
    assert_eq!(e["seats"][0]["player"], "Ada Lovelace");

    let mut table = Table::sit(vec![
        connect(addr, &room, Some(&ada_token)).await,
        connect(addr, &room, Some(&ben_token)).await,
    ])
    .await;
    table.play(Some(3)).await;
    let e = entry(addr, &ada, &room).await.unwrap();
    assert_eq!(e["version"], 3);
    assert_eq!(e["to_act"], json!([1]), "Ben bids next");
    table.play(None).await;
    let e = entry(addr, &ada, &room).await.unwrap();
    assert_eq!(
        (e["over"].clone(), e["to_act"].clone()),
        (json!(true), json!([]))
    );
    assert!(!is_open(addr, &room).await);
    // A rename after the end shows too.
    rename(addr, &ben, "Ben Franklin").await;
    let e = entry(addr, &ada, &room).await.unwrap();
    assert_eq!(e["seats"][1]["player"], "Ben Franklin");

    // A room where nothing is played ends, and its entry says so.
    let (quiet, _) = new_room(addr, &ada, "goofspiel", &["me", "open"]).await;
    assert!(is_open(addr, &quiet).await);
    tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    hub.expire_rooms().await;
    let e = entry(addr, &ada, &quiet).await.unwrap();
    assert_eq!(e["expired"], true);
    assert!(!is_open(addr, &quiet).await);
    drop(table);
    let _ = stop.send(());
    handle.await.unwrap();
}

/// Three rooms of Ada's: one whose listing is not readable, one with a seat of no
/// kind the server knows; the lists leave those out and show the third.
async fn unreadable_rows_left_out(db: &str) {
    let (addr, stop, handle) = start_on(db).await;
    let ada = new_player(addr, "Ada").await;
    let mut rooms = Vec::new();
    for _ in 0..3 {
        rooms.push(new_room(addr, &ada, "spyrium", &["me", "open"]).await.0);
    }
    let (good, bad_listing, bad_seat) = (&rooms[0], &rooms[1], &rooms[2]);
    sql(
        db,
        "UPDATE listings SET to_act = 'not json' WHERE room_id = $1",
        bad_listing,
    )
    .await;
    sql(
        db,
        "UPDATE seats SET kind = 'robot' WHERE room_id = $1 AND seat = 1",
        bad_seat,
    )
    .await;
    let mine = list(addr, "/api/rooms/mine", Some(&ada)).await;
    assert_eq!(ids(&mine), vec![good.clone()]);
    let open = ids(&list(addr, "/api/rooms", None).await);
    assert!(open.contains(good), "{open:?}");
    assert!(
        !open.contains(bad_listing) && !open.contains(bad_seat),
        "{open:?}"
    );
    let _ = stop.send(());
    handle.await.unwrap();
}

/// A room whose stored actions no longer apply cannot be loaded: its own summary is
/// an error, but the lists, read from rows, still answer, with it and the others.
#[tokio::test]
async fn a_room_whose_record_no_longer_replays_does_not_fail_the_lists() {
    let dir = tempfile::tempdir().unwrap();
    let db = format!("sqlite://{}", dir.path().join("lobby.db").display());
    let (addr, stop, handle, hub) = start_with_hub(&db).await;
    let key = new_player(addr, "Ada").await;
    let (good, _) = new_room(addr, &key, "spyrium", &["me", "open"]).await;
    let (broken, _) = new_room(addr, &key, "spyrium", &["me", "open"]).await;
    // An action no game can read, stored as if a server had accepted it.
    let row = ActionRow {
        seq: 1,
        seat: 0,
        action: "not an action".into(),
        client_id: None,
        by_clock: false,
        at: gaslamp_server::room::actor::now(),
    };
    let listing = ListingRow {
        version: 1,
        to_act: vec![1],
        over: false,
        result: None,
    };
    hub.store
        .append_action(&broken, &row, None, &listing)
        .await
        .unwrap();
    let _ = stop.send(());
    handle.await.unwrap();

    // A new server on the same file: the broken room cannot be loaded.
    let (addr, stop, handle, _) = start_with_hub(&db).await;
    let (st, _) = http(addr, "GET", &format!("/api/rooms/{broken}"), None, None).await;
    assert!(st >= 400, "the broken room itself is an error ({st})");
    let mut both = vec![broken.clone(), good.clone()];
    both.sort();
    for path in ["/api/rooms", "/api/rooms/mine"] {
        let mut rooms = ids(&list(addr, path, Some(&key)).await);
        rooms.sort();
        assert_eq!(rooms, both, "{path}");
    }
    let _ = stop.send(());
    handle.await.unwrap();
}

/// Room `room`'s entry in `key`'s rooms, if it is there; checked equal to what the
/// room itself says.
async fn entry(addr: SocketAddr, key: &str, room: &str) -> Option<Value> {
    let mine = list(addr, "/api/rooms/mine", Some(key)).await;
    let e = mine.into_iter().find(|s| s["room"] == room)?;
    let (st, asked) = http(addr, "GET", &format!("/api/rooms/{room}"), None, None).await;
    assert_eq!(st, 200, "{asked}");
    assert_eq!(e, asked, "the list says what the room says");
    Some(e)
}

/// Whether `room` is among the open rooms.
async fn is_open(addr: SocketAddr, room: &str) -> bool {
    let open = list(addr, "/api/rooms", None).await;
    open.iter().any(|s| s["room"] == room)
}

async fn list(addr: SocketAddr, path: &str, key: Option<&str>) -> Vec<Value> {
    let (st, list) = http(addr, "GET", path, key, None).await;
    assert_eq!(st, 200, "{path}: {list}");
    list.as_array().unwrap().clone()
}

fn ids(list: &[Value]) -> Vec<String> {
    list.iter()
        .map(|s| s["room"].as_str().unwrap().to_string())
        .collect()
}

async fn leave(addr: SocketAddr, room: &str, key: &str, seat: usize) {
    let path = format!("/api/rooms/{room}/leave");
    let (st, r) = http(
        addr,
        "POST",
        &path,
        Some(key),
        Some(json!({ "seat": seat })),
    )
    .await;
    assert_eq!(st, 200, "{r}");
}

/// People's sockets on one room, by seat, with each seat's legal actions now.
struct Table {
    seats: Vec<Socket>,
    legal: Vec<Value>,
    version: u64,
}

impl Table {
    /// The sockets (by seat), once each has its welcome.
    async fn sit(mut seats: Vec<Socket>) -> Table {
        let mut legal = Vec::new();
        let mut version = 0;
        for ws in seats.iter_mut() {
            let welcome = until(ws, "welcome").await;
            legal.push(welcome["legal"].clone());
            version = welcome["version"].as_u64().unwrap();
        }
        Table {
            seats,
            legal,
            version,
        }
    }

    /// Plays each seat's first legal action while it must act, until the game's
    /// version is `until_version` (or it is over): each socket sees one update per
    /// move, whose legal actions are its seat's next.
    async fn play(&mut self, until_version: Option<u64>) {
        while until_version.is_none_or(|v| self.version < v) {
            let Some(seat) = self.legal.iter().position(|l| l[0].is_object()) else {
                return;
            };
            let action = self.legal[seat][0]["text"].clone();
            let id = format!("m{}", self.version);
            let message = json!({"type": "action", "id": id, "action": action});
            send(&mut self.seats[seat], message).await;
            self.version += 1;
            for (s, ws) in self.seats.iter_mut().enumerate() {
                let mut update = until(ws, "update").await;
                while update["move"]["version"] != self.version {
                    update = until(ws, "update").await;
                }
                self.legal[s] = update["legal"].clone();
            }
        }
    }
}

/// Runs one statement with one parameter on the database, behind the server's back.
async fn sql(db: &str, statement: &str, param: &str) {
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(db).await.unwrap();
    let done = sqlx::query(statement)
        .bind(param)
        .execute(&pool)
        .await
        .unwrap();
    assert_eq!(done.rows_affected(), 1, "{statement}");
    pool.close().await;
}
