//! The storage layer on SQLite (always) and on PostgreSQL (when
//! `GASLAMP_TEST_POSTGRES` names a server, as `.ci/run` does).

use gaslamp_server::storage::{
    ActionRow, ChatRow, Listed, ListedRoom, ListingRow, RoomRow, SeatRow, Store, StoreError,
};

fn room(id: &str) -> RoomRow {
    RoomRow {
        id: id.into(),
        invite: format!("inv-{id}"),
        game: "spyrium".into(),
        components: "spyrium-base@x".into(),
        players: 2,
        seed: u64::MAX - 5,
        setup: None,
        settings: "{}".into(),
        created_by: "p1".into(),
        created_at: 10,
        finished: false,
        expired: false,
    }
}

fn action(seq: u64, text: &str) -> ActionRow {
    ActionRow {
        seq,
        seat: 0,
        action: text.into(),
        client_id: Some(format!("c{seq}")),
        by_clock: false,
        at: 11,
    }
}

/// The listing of a game at `version`, seat 0 to act (none once over).
fn listing(version: u64, over: bool) -> ListingRow {
    ListingRow {
        version,
        to_act: if over { vec![] } else { vec![0] },
        over,
        result: over.then(|| serde_json::json!({"seats": [{"seat": 0, "total": 7}]})),
    }
}

/// Room `id` of a lobby list, read. (On PostgreSQL the list may hold other tests'
/// rooms, some made unreadable on purpose.)
fn listed_room(list: Listed, id: &str) -> Option<ListedRoom> {
    let mut rooms = list.into_iter().filter_map(Result::ok);
    rooms.find(|r| r.id == id)
}

async fn exercise(store: &Store, id: &str) {
    store
        .create_player(&format!("p-{id}"), &format!("hash-{id}"), "Ada", 1)
        .await
        .unwrap();
    let p = store
        .player_by_key_hash(&format!("hash-{id}"))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(p.name, "Ada");
    assert!(store.player_by_key_hash("nobody").await.unwrap().is_none());
    let seats = vec![
        SeatRow {
            seat: 0,
            kind: "open".into(),
            player_id: None,
            token_hash: None,
        },
        SeatRow {
            seat: 1,
            kind: "bot:hard".into(),
            player_id: None,
            token_hash: None,
        },
    ];
    store
        .create_room(&room(id), &seats, &listing(0, false))
        .await
        .unwrap();
    assert!(matches!(
        store
            .create_room(&room(id), &seats, &listing(0, false))
            .await,
        Err(StoreError::Conflict)
    ));
    // (A long list: on PostgreSQL other tests' rooms are newer.)
    let open = listed_room(store.open_listed(10_000).await.unwrap(), id).unwrap();
    assert_eq!(open.listing, Some(listing(0, false)));
    assert_eq!((open.game.as_str(), open.seats.len()), ("spyrium", 2));
    assert!(store.take_seat(id, 0, &p.id, "t0").await.unwrap());
    assert!(
        !store.take_seat(id, 0, &p.id, "t0").await.unwrap(),
        "a taken seat is not open"
    );
    assert!(
        !store.take_seat(id, 1, &p.id, "t1").await.unwrap(),
        "a bot seat is not open"
    );
    let mine = listed_room(store.listed_of(&p.id, 10).await.unwrap(), id).unwrap();
    assert_eq!(mine.names, vec![Some("Ada".to_string()), None]);
    assert!(listed_room(store.open_listed(10_000).await.unwrap(), id).is_none());
    // A person's action is stored only while their token holds the seat.
    assert!(matches!(
        store
            .append_action(
                id,
                &action(1, "place 1-2"),
                Some("not-t0"),
                &listing(1, false)
            )
            .await,
        Err(StoreError::NotHeld)
    ));
    let mine = listed_room(store.listed_of(&p.id, 10).await.unwrap(), id).unwrap();
    assert_eq!(
        mine.listing,
        Some(listing(0, false)),
        "a refused action writes nothing"
    );
    let holders = store
        .append_action(id, &action(1, "place 1-2"), Some("t0"), &listing(1, false))
        .await
        .unwrap();
    assert_eq!(
        holders,
        vec![Some("t0".to_string()), None],
        "the seats' holders"
    );
    store
        .append_action(id, &action(2, "pass"), None, &listing(2, false))
        .await
        .unwrap();
    // Number 2 is taken: a second writer cannot fork the game (and its refused
    // write leaves no transaction open: the writes below go through).
    assert!(matches!(
        store
            .append_action(id, &action(2, "place 2-3"), None, &listing(2, false))
            .await,
        Err(StoreError::Conflict)
    ));
    for seq in 1..=3 {
        store
            .append_chat(
                id,
                &ChatRow {
                    seq,
                    seat: Some(0),
                    author: "Ada".into(),
                    text: format!("hello {seq}"),
                    at: 12,
                },
            )
            .await
            .unwrap();
    }
    let tail = store.chat_tail(id, 2).await.unwrap();
    assert_eq!(
        tail.iter().map(|c| c.seq).collect::<Vec<_>>(),
        vec![2, 3],
        "the last lines, oldest first"
    );
    assert_eq!(tail[0].seat, Some(0));
    assert!(store.open_rooms_created_by("p1").await.unwrap() >= 1);
    store.ping().await.unwrap();
    // A finished game's analysis points are stored once.
    store
        .put_analysis(id, 3, &serde_json::json!({"turn": 2}))
        .await
        .unwrap();
    store
        .put_analysis(id, 3, &serde_json::json!({"turn": 9}))
        .await
        .unwrap();
    assert_eq!(
        store.analyses(id).await.unwrap(),
        vec![(3, serde_json::json!({"turn": 2}))]
    );
    // … and so are the coach's judgements, by seat and move.
    for (seat, mv, turn) in [(1, 0, 4), (1, 0, 7), (0, 0, 5)] {
        store
            .put_coaching(id, seat, mv, &serde_json::json!({ "turn": turn }))
            .await
            .unwrap();
    }
    let mut judged = store.coaching(id).await.unwrap();
    judged.sort_by_key(|(k, _)| *k);
    assert_eq!(
        judged,
        vec![
            ((0, 0), serde_json::json!({"turn": 5})),
            ((1, 0), serde_json::json!({"turn": 4}))
        ]
    );
    let r = store.room(id).await.unwrap().unwrap();
    assert_eq!(r.room, room(id));
    assert_eq!(r.seats[0].player_id.as_deref(), Some(p.id.as_str()));
    assert_eq!(r.actions, vec![action(1, "place 1-2"), action(2, "pass")]);
    assert_eq!(r.chat.len(), 3);
    assert_eq!(
        store.actions_after(id, 1).await.unwrap(),
        vec![action(2, "pass")]
    );
    assert!(store
        .unfinished_rooms()
        .await
        .unwrap()
        .contains(&id.to_string()));
    // The action that ends the game marks the room finished.
    store
        .append_action(id, &action(3, "pass"), None, &listing(3, true))
        .await
        .unwrap();
    // The listing follows the actions; a rename shows in it at once.
    store.rename_player(&p.id, "Ada L").await.unwrap();
    let mine = listed_room(store.listed_of(&p.id, 10).await.unwrap(), id).unwrap();
    assert_eq!(mine.listing, Some(listing(3, true)));
    assert_eq!(mine.names[0].as_deref(), Some("Ada L"));
    // A listing is filled only where there is none.
    assert!(!store.fill_listing(id, &listing(3, false)).await.unwrap());
    assert!(!store
        .unfinished_rooms()
        .await
        .unwrap()
        .contains(&id.to_string()));
    assert_eq!(
        store
            .room_by_invite(&format!("inv-{id}"))
            .await
            .unwrap()
            .as_deref(),
        Some(id)
    );
    assert!(store.leave_seat(id, 0, &p.id).await.unwrap());
    assert!(matches!(
        store
            .append_action(id, &action(4, "place 2-3"), Some("t0"), &listing(4, true))
            .await,
        Err(StoreError::NotHeld)
    ));
    expiry(store, id).await;
}

/// Rooms where nothing happened end: one where nobody played since it was made,
/// one whose last move is old; a busy one, and finished ones, stay.
async fn expiry(store: &Store, id: &str) {
    let seats = [SeatRow {
        seat: 0,
        kind: "open".into(),
        player_id: None,
        token_hash: None,
    }];
    let make = |suffix: &str, created_at: i64| {
        let mut r = room(&format!("{id}-{suffix}"));
        r.invite = format!("inv-{id}-{suffix}");
        r.created_at = created_at;
        r
    };
    for (suffix, created) in [("new", 1_000), ("old", 10), ("idle", 10), ("busy", 10)] {
        store
            .create_room(&make(suffix, created), &seats, &listing(0, false))
            .await
            .unwrap();
    }
    let played = |at: i64| ActionRow {
        at,
        ..action(1, "pass")
    };
    store
        .append_action(&format!("{id}-idle"), &played(20), None, &listing(1, false))
        .await
        .unwrap();
    store
        .append_action(
            &format!("{id}-busy"),
            &played(900),
            None,
            &listing(1, false),
        )
        .await
        .unwrap();
    // Now = 1000: unstarted rooms made before 500 end, rooms idle since before 500 end.
    let mut ended = store.expire_rooms(1_000, 500, 500).await.unwrap();
    ended.retain(|r| r.starts_with(id));
    ended.sort();
    assert_eq!(ended, vec![format!("{id}-idle"), format!("{id}-old")]);
    let unfinished = store.unfinished_rooms().await.unwrap();
    assert!(!unfinished.contains(&format!("{id}-old")));
    assert!(unfinished.contains(&format!("{id}-new")));
    assert!(unfinished.contains(&format!("{id}-busy")));
    assert!(
        store
            .room(&format!("{id}-old"))
            .await
            .unwrap()
            .unwrap()
            .room
            .expired
    );
    let idle = format!("{id}-idle");
    assert!(listed_room(store.open_listed(10_000).await.unwrap(), &idle).is_none());
    // Asked again, nothing more ends.
    let again = store.expire_rooms(1_000, 500, 500).await.unwrap();
    assert!(!again.iter().any(|r| r.starts_with(id)));
}

#[tokio::test]
async fn sqlite_keeps_rooms_actions_and_refuses_a_forked_game() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("g.db").display());
    let store = Store::open(&url).await.unwrap();
    exercise(&store, "r1").await;
    store.close().await;
    // Reopened: everything is still there, the migrations run again harmlessly.
    let store = Store::open(&url).await.unwrap();
    assert_eq!(store.room("r1").await.unwrap().unwrap().actions.len(), 3);
}

/// From SQLite's shared-memory file (its documented format, native byte order):
/// the frames in the write-ahead log (`mxFrame`) and how many of them are copied
/// into the database (`nBackfill`).
fn log_frames_and_copied(db: &std::path::Path) -> (u32, u32) {
    let shm = std::fs::read(db.with_extension("db-shm")).unwrap();
    let word = |at: usize| u32::from_ne_bytes(shm[at..at + 4].try_into().unwrap());
    (word(16), word(96))
}

#[tokio::test]
async fn sqlite_copies_its_log_into_the_database_without_a_move_waiting() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("g.db");
    let store = Store::open(&format!("sqlite://{}", db.display()))
        .await
        .unwrap();
    let seats = [SeatRow {
        seat: 0,
        kind: "bot:hard".into(),
        player_id: None,
        token_hash: None,
    }];
    store
        .create_room(&room("r1"), &seats, &listing(0, false))
        .await
        .unwrap();
    for seq in 1..=5 {
        store
            .append_action("r1", &action(seq, "pass"), None, &listing(seq, false))
            .await
            .unwrap();
    }
    // A handful of frames, far below SQLite's own copy at 1,000: without a copy
    // beside the writer, none of them is in the database yet.
    let mut waited = 0;
    loop {
        let (frames, copied) = log_frames_and_copied(&db);
        assert!(frames > 0 && frames < 1000, "{frames} frames in the log");
        if copied == frames {
            break;
        }
        waited += 1;
        assert!(
            waited < 100,
            "after 10 s, {copied} of {frames} frames copied"
        );
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
}

#[tokio::test]
async fn postgres_keeps_rooms_actions_and_refuses_a_forked_game() {
    let Ok(url) = std::env::var("GASLAMP_TEST_POSTGRES") else {
        // CI always has a server (.ci/run starts one): there, a missing one fails.
        assert!(
            std::env::var_os("CI").is_none(),
            "CI must set GASLAMP_TEST_POSTGRES (.ci/start-postgres)"
        );
        eprintln!("GASLAMP_TEST_POSTGRES is not set: the PostgreSQL storage test did not run");
        return;
    };
    let store = Store::open(&url).await.unwrap();
    let id = format!("pg-{}", std::process::id());
    exercise(&store, &id).await;
}
