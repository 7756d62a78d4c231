//! The storage layer on SQLite (always) and on PostgreSQL (when
//! `GASLAMP_TEST_POSTGRES` names a server, as `.ci/run` does).

use gaslamp_server::storage::{ActionRow, ChatRow, RoomRow, SeatRow, Store, StoreError};

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
    store.create_room(&room(id), &seats).await.unwrap();
    assert!(matches!(
        store.create_room(&room(id), &seats).await,
        Err(StoreError::Conflict)
    ));
    assert!(store
        .open_rooms(10)
        .await
        .unwrap()
        .contains(&id.to_string()));
    assert!(store.take_seat(id, 0, &p.id, "t0").await.unwrap());
    assert!(
        !store.take_seat(id, 0, &p.id, "t0").await.unwrap(),
        "a taken seat is not open"
    );
    assert!(
        !store.take_seat(id, 1, &p.id, "t1").await.unwrap(),
        "a bot seat is not open"
    );
    assert!(store
        .rooms_of(&p.id, 10)
        .await
        .unwrap()
        .contains(&id.to_string()));
    store
        .append_action(id, &action(1, "place 1-2"))
        .await
        .unwrap();
    store.append_action(id, &action(2, "pass")).await.unwrap();
    // Number 2 is taken: a second writer cannot fork the game.
    assert!(matches!(
        store.append_action(id, &action(2, "place 2-3")).await,
        Err(StoreError::Conflict)
    ));
    store
        .append_chat(
            id,
            &ChatRow {
                seq: 1,
                author: "Ada".into(),
                text: "hello".into(),
                at: 12,
            },
        )
        .await
        .unwrap();
    let r = store.room(id).await.unwrap().unwrap();
    assert_eq!(r.room, room(id));
    assert_eq!(r.seats[0].player_id.as_deref(), Some(p.id.as_str()));
    assert_eq!(r.actions, vec![action(1, "place 1-2"), action(2, "pass")]);
    assert_eq!(r.chat.len(), 1);
    assert_eq!(
        store.actions_after(id, 1).await.unwrap(),
        vec![action(2, "pass")]
    );
    assert!(store
        .unfinished_rooms()
        .await
        .unwrap()
        .contains(&id.to_string()));
    store.finish_room(id).await.unwrap();
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
    assert_eq!(store.room("r1").await.unwrap().unwrap().actions.len(), 2);
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
