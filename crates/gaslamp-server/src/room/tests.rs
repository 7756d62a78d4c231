//! The room's task, driven by its commands alone.

use super::*;
use crate::hub::Hub;
use crate::storage::Store;
use gaslamp_games::AnyMatch;

/// A Spyrium room of two seats on a fresh SQLite file: seat 0 a person (token
/// hash `h0`), seat 1 open; and a match that mirrors it (the same game and seed),
/// to know its legal actions.
async fn room() -> (Arc<Hub>, RoomHandle, Box<dyn AnyMatch>, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("r.db").display());
    let hub = Hub::new(Store::open(&url).await.unwrap(), crate::Policy::default());
    let g = gaslamp_games::find("spyrium").unwrap();
    let c = g.default_components();
    let room = NewRoom {
        id: "00000000000000r1".into(),
        invite: "00000000000000i1".into(),
        game: "spyrium".into(),
        m: g.new_match(&c, 2, 7, None).unwrap(),
        seats: vec![
            Occupant::Person {
                player: "p0".into(),
                name: "Ada".into(),
                token_hash: "h0".into(),
            },
            Occupant::Open,
        ],
        settings: Settings::default(),
        created_by: "p0".into(),
    };
    hub.create(room, 7).await.unwrap();
    let handle = hub.in_memory("00000000000000r1").unwrap();
    (hub, handle, g.new_match(&c, 2, 7, None).unwrap(), dir)
}

/// A connection of `holder` (a seat token's hash), or a spectator's.
async fn watch(room: &RoomHandle, holder: Option<&str>) -> Watching {
    watch_since(room, holder, 0).await
}

/// A connection that has seen the moves up to `since`.
async fn watch_since(room: &RoomHandle, holder: Option<&str>, since: u64) -> Watching {
    room.ask(|reply| Command::Watch {
        holder: holder.map(str::to_string),
        since,
        lang: gaslamp_core::i18n::Lang::EN,
        reply,
    })
    .await
    .unwrap()
    .unwrap()
}

async fn version(room: &RoomHandle) -> u64 {
    room.ask(|reply| Command::Summary { reply })
        .await
        .unwrap()
        .version
}

/// Plays the mirror's first legal action as a decision of the seat to act, made
/// for `at` (the room's version it was made for).
async fn decide(room: &RoomHandle, mirror: &dyn AnyMatch, at: u64) -> (Seat, Value) {
    let seat = mirror.to_act()[0];
    let action = mirror.legal(seat)[0].json.clone();
    room.send(Command::BotDone {
        seat,
        version: at,
        by_clock: false,
        action: Some(action.clone()),
    })
    .await;
    (seat, action)
}

/// A bot's decision is played only at the version it was made for: one that comes
/// back after the game moved on is dropped, even when it would be legal now (it was
/// chosen for another position).
#[tokio::test]
async fn a_bot_move_for_another_version_is_not_played() {
    let (_hub, room, mut mirror, _dir) = room().await;
    let (seat, action) = decide(&room, mirror.as_ref(), 0).await;
    mirror.submit_json(seat, &action).unwrap();
    assert_eq!(version(&room).await, 1);
    for other in [0, 2] {
        decide(&room, mirror.as_ref(), other).await;
        assert_eq!(version(&room).await, 1, "a decision made for {other}");
    }
    decide(&room, mirror.as_ref(), 1).await;
    assert_eq!(version(&room).await, 2);
}

/// Leaving a seat closes the connections that held it, in the same step: the
/// connection is told `seat_lost`, its queue closes, and an action sent on it
/// afterwards finds no seat.
#[tokio::test]
async fn leaving_a_seat_closes_its_connections_at_once() {
    let (_hub, room, _mirror, _dir) = room().await;
    let mut w = watch(&room, Some("h0")).await;
    assert_eq!(w.seat, Some(0));
    let welcome = w.outbox.recv().await.unwrap();
    assert!(welcome.as_str().contains("\"welcome\""));
    let left = room
        .ask(|reply| Command::Leave {
            player: "p0".into(),
            seat: 0,
            reply,
        })
        .await
        .unwrap();
    assert_eq!(left, Ok(()));
    let goodbye = w.outbox.recv().await.unwrap();
    assert!(goodbye.as_str().contains("seat_lost"), "{goodbye}");
    assert!(w.outbox.recv().await.is_none(), "the queue is closed");
    let reply = room
        .ask(|reply| Command::Act {
            conn: w.conn,
            id: "a1".into(),
            input: ActionInput::Text("pass".into()),
            reply,
        })
        .await
        .unwrap();
    assert!(
        matches!(&reply, crate::protocol::ServerMessage::Error { code, .. } if code == "seat_lost"),
        "{reply:?}"
    );
    assert_eq!(version(&room).await, 0);
}

/// A seat left through another node, which this room has not heard of, is learnt
/// when the next move is stored: the old holder's connection is told `seat_lost`
/// and closed before that move is shown on it.
#[tokio::test]
async fn a_seat_left_elsewhere_closes_its_connection_before_the_next_move_shows() {
    let (hub, room, mirror, _dir) = room().await;
    let mut w = watch(&room, Some("h0")).await;
    let welcome = w.outbox.recv().await.unwrap();
    assert!(welcome.as_str().contains("\"welcome\""));
    // Another node's doing: the storage changes, this room is not told.
    let left = hub.store.leave_seat("00000000000000r1", 0, "p0").await;
    assert_eq!(left.ok(), Some(true));
    decide(&room, mirror.as_ref(), 0).await;
    assert_eq!(version(&room).await, 1);
    let next = w.outbox.recv().await.unwrap();
    assert!(next.as_str().contains("seat_lost"), "{next}");
    assert!(w.outbox.recv().await.is_none(), "the queue is closed");
}

/// Someone else leaving or joining closes nobody's connection.
#[tokio::test]
async fn a_change_of_another_seat_keeps_a_connection() {
    let (_hub, room, _mirror, _dir) = room().await;
    let mut w = watch(&room, Some("h0")).await;
    w.outbox.recv().await.unwrap();
    let joined = room
        .ask(|reply| Command::Join {
            player: Player {
                id: "p1".into(),
                name: "Bob".into(),
            },
            seat: None,
            reply,
        })
        .await
        .unwrap()
        .unwrap();
    assert_eq!(joined.seat, 1);
    room.ask(|reply| Command::Leave {
        player: "p1".into(),
        seat: 1,
        reply,
    })
    .await
    .unwrap()
    .unwrap();
    assert!(
        w.outbox.try_recv().is_err(),
        "nothing was sent, nothing closed"
    );
}

/// A welcome carries the last chat lines only, however long the chat; the room
/// keeps counting them.
#[tokio::test]
async fn a_welcome_carries_the_last_chat_lines() {
    let (_hub, room, _mirror, _dir) = room().await;
    let w = watch(&room, Some("h0")).await;
    let lines = CHAT_SENT as u64 + 10;
    for i in 1..=lines {
        let r = room
            .ask(|reply| Command::Chat {
                conn: w.conn,
                text: format!("line {i}"),
                reply,
            })
            .await
            .unwrap();
        assert_eq!(r, Ok(()));
    }
    let mut spectator = watch(&room, None).await;
    let welcome: Value = serde_json::from_str(&spectator.outbox.recv().await.unwrap()).unwrap();
    let chat = welcome["chat"].as_array().unwrap();
    assert_eq!(chat.len(), CHAT_SENT);
    assert_eq!(chat[0]["seq"], lines - CHAT_SENT as u64 + 1);
    assert_eq!(chat.last().unwrap()["text"], format!("line {lines}"));
    assert_eq!(chat[0]["from"], "Ada");
}

/// A room's mailbox holds boxed commands and its move list small entries: both are
/// per-room memory that the 1,000-room load run counts (docs/server.md, "Load").
#[test]
fn a_rooms_queued_commands_and_moves_are_small() {
    assert_eq!(
        std::mem::size_of::<Box<Command>>(),
        std::mem::size_of::<usize>()
    );
    assert!(std::mem::size_of::<super::moves::Played>() <= 24);
}

/// A finished game leaves memory as soon as it is idle, but not with commands
/// waiting: a question queued behind a node's news (`CatchUp`) is answered, where
/// the room used to leave and drop it (three such losses in a row made the hub
/// answer `unavailable`).
#[tokio::test]
async fn a_finished_room_answers_what_waits_in_its_mailbox_before_leaving() {
    let (hub, room, mut mirror, _dir) = room().await;
    let mut at = 0;
    while !mirror.is_over() {
        let (seat, action) = decide(&room, mirror.as_ref(), at).await;
        mirror.submit_json(seat, &action).unwrap();
        at += 1;
        if !mirror.is_over() {
            assert_eq!(version(&room).await, at);
        }
    }
    let id = "00000000000000r1";
    for _ in 0..3 {
        let room = hub.room(id).await.unwrap().unwrap();
        // Both commands wait in the mailbox before the room's task runs (this
        // test's runtime has one thread).
        room.send(Command::CatchUp).await;
        let summary = room.ask(|reply| Command::Summary { reply }).await;
        assert_eq!(
            summary.map(|s| s.version),
            Some(at),
            "the question was dropped"
        );
    }
}

/// A connection that asks for moves whose logs the room no longer keeps gets its
/// welcome made away from the room: the room hands the replay out (nothing is in the
/// connection's queue yet) and goes on; the welcome made carries every move. One
/// that asks only for kept moves gets its welcome from the room.
#[tokio::test]
async fn a_welcome_with_old_moves_is_made_away_from_the_room() {
    let (_hub, room, mut mirror, _dir) = room().await;
    let n = LOGS_KEPT as u64 + 5;
    for at in 0..n {
        let (seat, action) = decide(&room, mirror.as_ref(), at).await;
        mirror.submit_json(seat, &action).unwrap();
    }
    assert_eq!(version(&room).await, n);
    let mut w = watch(&room, None).await;
    assert!(
        w.outbox.try_recv().is_err(),
        "the room made the welcome itself"
    );
    let make = w
        .welcome
        .take()
        .expect("the welcome's replay is handed out");
    // The room answers meanwhile.
    assert_eq!(version(&room).await, n);
    let welcome: Value = serde_json::from_str(&make()).unwrap();
    assert_eq!(welcome["type"], "welcome");
    assert_eq!(welcome["version"], n);
    let moves = welcome["moves"].as_array().unwrap();
    assert_eq!(moves.len() as u64, n);
    assert!(moves.iter().all(|m| m["action"].is_string()), "{welcome}");
    let mut recent = watch_since(&room, None, n - 2).await;
    assert!(recent.welcome.is_none());
    let welcome: Value = serde_json::from_str(&recent.outbox.recv().await.unwrap()).unwrap();
    assert_eq!(welcome["moves"].as_array().unwrap().len(), 2);
}
