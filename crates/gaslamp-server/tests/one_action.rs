//! An action a client sends is read once, checked once and applied once by its
//! room (as text notation or as JSON), and each connection gets its log said to its
//! own reader: "you" for its seat, the other seat by name. (Alone in its test
//! binary: it reads the process's counts of matches' work.)

mod common;

use common::*;
use gaslamp_core::testing::work::{work, Work};
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_action_is_read_checked_and_applied_once() {
    let dir = tempfile::tempdir().unwrap();
    let (addr, stop, handle) = start(&dir.path().join("one.db")).await;
    let ada = new_player(addr, "Ada").await;
    let ben = new_player(addr, "Ben").await;
    let (room, ada_token) = new_room(addr, &ada, "goofspiel", &["me", "open"]).await;
    let ben_token = join(addr, &room, &ben).await;
    let mut a = connect(addr, &room, Some(&ada_token)).await;
    let mut b = connect(addr, &room, Some(&ben_token)).await;
    let welcome = until(&mut a, "welcome").await;
    let ben_legal = until(&mut b, "welcome").await["legal"].clone();
    let legal = welcome["legal"].as_array().unwrap().clone();
    assert!(!legal.is_empty());
    // Each legal action carries its words for its seat and its message.
    assert!(legal[0]["description"]
        .as_str()
        .unwrap()
        .starts_with("Bid your"));
    assert_eq!(legal[0]["message"]["id"], "describe-bid");

    let once = Work {
        parsed: 1,
        checked: 1,
        applied: 1,
    };
    // Ada, in text notation.
    let before = work();
    send(
        &mut a,
        json!({"type": "action", "id": "a1", "action": legal[0]["text"]}),
    )
    .await;
    until(&mut a, "accepted").await;
    assert_eq!(work() - before, once, "an action in text notation");
    // Ben, as JSON: the last bid of the round reveals both.
    let before = work();
    let bid3 = ben_legal
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["text"] == "bid 3")
        .unwrap()["json"]
        .clone();
    send(
        &mut b,
        json!({"type": "action", "id": "b1", "action": bid3}),
    )
    .await;
    // (Ben's update of Ada's move came first.)
    let mut update = until(&mut b, "update").await;
    while update["move"]["seat"] != 1 {
        update = until(&mut b, "update").await;
    }
    until(&mut b, "accepted").await;
    assert_eq!(work() - before, once, "an action as JSON");
    // A refused action is read and checked, never applied.
    let before = work();
    // Goofspiel's JSON for a card nobody holds.
    let bid99 = json!({"Bid": 99});
    send(
        &mut b,
        json!({"type": "action", "id": "b2", "action": bid99}),
    )
    .await;
    until(&mut b, "refused").await;
    let refused = work() - before;
    assert_eq!((refused.parsed, refused.applied), (1, 0), "{refused:?}");

    // Ben's log of his bid, said to him, and Ada's of the same move, said to her.
    let lines = |u: &serde_json::Value| -> Vec<String> {
        u["move"]["log"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|e| e["text"].as_str())
            .map(|t| t.replace(['\u{2068}', '\u{2069}'], ""))
            .collect()
    };
    let ben_reads = lines(&update);
    assert!(
        ben_reads
            .iter()
            .any(|l| l.contains("you bid 3") && l.contains("Ada bid")),
        "{ben_reads:?}"
    );
    // (Ada's update of her own move came before her `accepted`.)
    let ada_update = until(&mut a, "update").await;
    assert_eq!(ada_update["move"]["seat"], 1);
    let ada_reads = lines(&ada_update);
    assert!(
        ada_reads
            .iter()
            .any(|l| l.contains("Ben bid 3") && l.contains("you bid")),
        "{ada_reads:?}"
    );
    // Every line also travels as a message, in no language.
    assert!(ada_update["move"]["log"]
        .as_array()
        .unwrap()
        .iter()
        .all(|e| e["message"]["id"].is_string()));
    drop((a, b));
    stop.send(()).ok();
    handle.await.ok();
}
