//! The OpenAPI document at `/openapi.json` describes the routes the server has: every
//! documented path and method is routed (never the router's bare 404 or 405), and the
//! lobby's routes are all documented.

mod common;

use common::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_openapi_document_matches_the_routes() {
    let dir = tempfile::tempdir().unwrap();
    let (addr, stop, handle) = start(&dir.path().join("o.db")).await;
    let (st, doc) = http(addr, "GET", "/openapi.json", None, None).await;
    assert_eq!(st, 200);
    assert!(doc["openapi"].as_str().unwrap().starts_with("3."), "{doc}");
    let paths = doc["paths"].as_object().unwrap();
    for p in [
        "/",
        "/healthz",
        "/api/games",
        "/api/players",
        "/api/rooms",
        "/api/rooms/mine",
        "/api/rooms/{id}",
        "/api/rooms/{id}/join",
        "/api/rooms/{id}/leave",
        "/api/rooms/{id}/record",
        "/api/rooms/{id}/ws",
        "/api/invites/{code}",
    ] {
        assert!(paths.contains_key(p), "{p} is not documented");
    }
    for (path, item) in paths {
        let concrete = path
            .replace("{id}", "0123456789abcdef")
            .replace("{code}", "0123456789abcdef");
        for method in item.as_object().unwrap().keys() {
            let m = method.to_uppercase();
            if !["GET", "POST"].contains(&m.as_str()) {
                continue;
            }
            let body = (m == "POST").then(|| serde_json::json!({}));
            let (st, answer) = http(addr, &m, &concrete, None, body).await;
            assert_ne!(st, 405, "{m} {path} is documented but not routed");
            assert!(
                st != 404 || answer.get("code").is_some(),
                "{m} {path} is documented but not routed"
            );
        }
    }
    let _ = stop.send(());
    handle.await.unwrap();
}
