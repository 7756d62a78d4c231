//! The lobby's lists: a room that cannot be read (its stored actions no longer
//! apply) is left out of a list, which still shows every other room.

mod common;

use common::*;
use gaslamp_server::storage::{ActionRow, ListingRow};

#[tokio::test]
async fn one_broken_room_does_not_fail_the_lists() {
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
        at: 0,
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
    for path in ["/api/rooms", "/api/rooms/mine"] {
        let (st, list) = http(addr, "GET", path, Some(&key), None).await;
        assert_eq!(st, 200, "{path}: {list}");
        let rooms: Vec<&str> = list
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["room"].as_str().unwrap())
            .collect();
        assert_eq!(rooms, vec![good.as_str()], "{path}");
    }
    let _ = stop.send(());
    handle.await.unwrap();
}
