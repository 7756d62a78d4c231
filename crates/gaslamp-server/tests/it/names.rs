//! Players' names as other players meet them: refused when they hold controls,
//! direction overrides or invisible characters, or show nothing; normalized; a
//! rename shown at once in the rooms where the player sits; and two people of one
//! name told apart in a room.

use crate::common::*;
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn names_with_hidden_characters_are_refused_with_their_code() {
    let dir = tempfile::tempdir().unwrap();
    let (addr, stop, handle) = start(&dir.path().join("n.db")).await;
    for (name, code) in [
        ("Ada\u{202E}live", "name_has_hidden_characters"),
        ("\u{2066}Ada\u{2069}", "name_has_hidden_characters"),
        ("A\u{200B}da", "name_has_hidden_characters"),
        ("\u{200B}", "name_has_hidden_characters"),
        ("\u{200D}", "name_invisible"),
        ("\u{3000}\u{200C}", "name_invisible"),
        ("Ada\u{0007}", "name_has_hidden_characters"),
        ("", "bad_name"),
    ] {
        let (st, r) = http(
            addr,
            "POST",
            "/api/players",
            None,
            Some(json!({ "name": name })),
        )
        .await;
        assert_eq!((st, r["code"].as_str()), (400, Some(code)), "{name:?}: {r}");
        let message = r["message"].as_str().unwrap();
        assert!(
            !message
                .chars()
                .any(|c| c.is_control() || ('\u{2000}'..='\u{206F}').contains(&c)),
            "the refusal echoes what it refused: {message:?}"
        );
    }
    // A name is kept in one form (NFC) whatever way it was typed.
    let (st, r) = http(
        addr,
        "POST",
        "/api/players",
        None,
        Some(json!({ "name": "Zoe\u{0301}" })),
    )
    .await;
    assert_eq!(st, 200, "{r}");
    assert_eq!(r["name"], "Zo\u{00E9}");
    // A rename is checked the same way.
    let key = r["key"].as_str().unwrap();
    let (st, r) = http(
        addr,
        "PUT",
        "/api/players/me",
        Some(key),
        Some(json!({ "name": "\u{202E}x" })),
    )
    .await;
    assert_eq!(
        (st, r["code"].as_str()),
        (400, Some("name_has_hidden_characters")),
        "{r}"
    );
    let _ = stop.send(());
    handle.await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rename_shows_at_once_and_two_people_of_one_name_are_told_apart() {
    let dir = tempfile::tempdir().unwrap();
    let (addr, stop, handle) = start(&dir.path().join("r.db")).await;
    let ada = new_player(addr, "Ada").await;
    let other_ada = new_player(addr, "ada").await;
    let (room, ada_token) = new_room(addr, &ada, "spyrium", &["me", "open", "open"]).await;
    let other_token = join(addr, &room, &other_ada).await;
    let summary = |room: String| async move {
        http(addr, "GET", &format!("/api/rooms/{room}"), None, None)
            .await
            .1
    };
    let s = summary(room.clone()).await;
    assert_eq!(s["seats"][0]["player"], "Ada");
    assert_eq!(s["seats"][1]["player"], "ada (2)");
    // A chat line says which of them wrote it.
    let mut ws = connect(addr, &room, Some(&other_token)).await;
    until(&mut ws, "welcome").await;
    send(&mut ws, json!({"type": "chat", "text": "hello"})).await;
    let line = until(&mut ws, "chat").await;
    assert_eq!(line["from"], "ada (2)");
    // The second one renames: the room shows the new name at once, and the first
    // Ada is alone with hers again.
    rename(addr, &other_ada, "Grace").await;
    let s = summary(room.clone()).await;
    assert_eq!(s["seats"][0]["player"], "Ada");
    assert_eq!(s["seats"][1]["player"], "Grace", "{s}");
    drop(ws);
    let _ = ada_token;
    let _ = stop.send(());
    handle.await.unwrap();
}
