//! The OpenAPI document at `/openapi.json` describes the routes the server has: every
//! documented path and method is routed (never the router's bare 404 or 405), and the
//! lobby's routes are all documented.

use crate::common::*;
use serde_json::{json, Value};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_openapi_document_matches_the_routes() {
    let dir = tempfile::tempdir().unwrap();
    let (addr, stop, handle) = start(&dir.path().join("o.db")).await;
    let (st, doc) = http(addr, "GET", "/openapi.json", None, None).await;
    assert_eq!(st, 200);
    assert!(doc["openapi"].as_str().unwrap().starts_with("3."), "{doc}");
    let paths = doc["paths"].as_object().unwrap();
    for p in [
        "/api",
        "/healthz",
        "/api/games",
        "/api/games/{game}/catalog",
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
            .replace("{code}", "0123456789abcdef")
            .replace("{game}", "spyrium");
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

/// The responses the document lists for `method` on `path` (a templated path).
fn documented(doc: &Value, method: &str, path: &str) -> Vec<u16> {
    doc["paths"][path][method]["responses"]
        .as_object()
        .unwrap_or_else(|| panic!("{method} {path} is not documented"))
        .keys()
        .map(|k| k.parse().unwrap())
        .collect()
}

/// A player's key, and a room with two open seats (its id and invite).
async fn player_and_room(addr: std::net::SocketAddr) -> (String, String, String) {
    let key = new_player(addr, "Ada").await;
    let (st, r) = http(
        addr,
        "POST",
        "/api/rooms",
        Some(&key),
        Some(json!({"game": "spyrium", "seats": ["open", "open"]})),
    )
    .await;
    assert_eq!(st, 200, "{r}");
    (
        key,
        r["room"].as_str().unwrap().into(),
        r["invite"].as_str().unwrap().into(),
    )
}

/// A body the server cannot take (no JSON content type, unreadable JSON, the wrong
/// fields, too large) is answered `{ "code", "message" }` in JSON, with a status the
/// document lists, on every route that takes a body. (axum's own answers were plain
/// text with statuses the document did not list.)
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bodies_the_server_cannot_take_get_documented_json_errors() {
    let dir = tempfile::tempdir().unwrap();
    let (addr, stop, handle) = start(&dir.path().join("b.db")).await;
    let (_, doc) = http(addr, "GET", "/openapi.json", None, None).await;
    let (key, room, _) = player_and_room(addr).await;
    let auth = format!("Authorization: Bearer {key}\r\n");
    let json = "Content-Type: application/json\r\n";
    let huge = json!({"name": "x".repeat(100_000)}).to_string();
    for (path, concrete) in [
        ("/api/players", "/api/players".to_string()),
        ("/api/rooms", "/api/rooms".to_string()),
        ("/api/rooms/{id}/join", format!("/api/rooms/{room}/join")),
        ("/api/rooms/{id}/leave", format!("/api/rooms/{room}/leave")),
    ] {
        for (head, body, status, code) in [
            (auth.clone(), "{}", 415, "not_json"),
            (format!("{auth}{json}"), "\u{0}", 400, "bad_json"),
            (format!("{auth}{json}"), "{\"nom\": 1}", 422, "bad_body"),
            (
                format!("{auth}{json}"),
                huge.as_str(),
                413,
                "body_too_large",
            ),
        ] {
            let (st, head, text) = http_text(addr, "POST", &concrete, &head, body).await;
            assert_eq!(st, status, "POST {concrete} {body:.20}: {text}");
            assert!(
                head.to_lowercase()
                    .contains("content-type: application/json"),
                "POST {concrete}: {head}"
            );
            let answer = json_of(&text);
            assert_eq!(answer["code"], code, "POST {concrete}: {text}");
            assert!(answer["message"].is_string(), "{text}");
            assert!(
                documented(&doc, "post", path).contains(&st),
                "POST {path} answers {st}, which its document does not list"
            );
        }
    }
    // serde reads a struct from an array of its fields too: such bodies were taken
    // (a join with `[]`), though the document asks for an object.
    for (path, body) in [
        ("/api/players".to_string(), "[\"Ada\"]"),
        (format!("/api/rooms/{room}/join"), "[]"),
        (format!("/api/rooms/{room}/leave"), "[0]"),
        (
            "/api/rooms".to_string(),
            "[\"spyrium\", [\"open\", \"open\"]]",
        ),
    ] {
        let (st, _, text) = http_text(addr, "POST", &path, &format!("{auth}{json}"), body).await;
        assert_eq!(st, 422, "POST {path} {body}: {text}");
        assert_eq!(json_of(&text)["code"], "bad_body", "{text}");
    }
    let _ = stop.send(());
    handle.await.unwrap();
}

/// The errors of the handlers themselves are listed in the document too, and the
/// bodies of the answers that had none documented have a schema with their fields.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_answer_of_the_lobby_is_documented() {
    let dir = tempfile::tempdir().unwrap();
    let (addr, stop, handle) = start(&dir.path().join("d.db")).await;
    let (_, doc) = http(addr, "GET", "/openapi.json", None, None).await;
    let (key, room, invite) = player_and_room(addr).await;
    let no_room = "0123456789abcdef";
    for (method, path, concrete, auth, body, status) in [
        (
            "get",
            "/api/rooms/{id}/record",
            format!("/api/rooms/{no_room}/record"),
            None,
            None,
            404,
        ),
        (
            "post",
            "/api/rooms/{id}/leave",
            format!("/api/rooms/{room}/leave"),
            None,
            Some(json!({"seat": 0})),
            401,
        ),
        (
            "post",
            "/api/rooms/{id}/leave",
            format!("/api/rooms/{room}/leave"),
            Some(key.as_str()),
            Some(json!({})),
            400,
        ),
        (
            "post",
            "/api/rooms/{id}/join",
            format!("/api/rooms/{room}/join"),
            Some(key.as_str()),
            Some(json!({"seat": 1})),
            200,
        ),
        (
            "post",
            "/api/rooms/{id}/leave",
            format!("/api/rooms/{room}/leave"),
            Some(key.as_str()),
            Some(json!({"seat": 1})),
            200,
        ),
        (
            "get",
            "/api/invites/{code}",
            format!("/api/invites/{invite}"),
            None,
            None,
            200,
        ),
    ] {
        let m = method.to_uppercase();
        let (st, answer) = http(addr, &m, &concrete, auth, body).await;
        assert_eq!(st, status, "{m} {concrete}: {answer}");
        assert!(
            documented(&doc, method, path).contains(&st),
            "{m} {path} answers {st}, which its document does not list"
        );
    }
    let schemas = &doc["components"]["schemas"];
    let body = |method: &str, path: &str| {
        let r = &doc["paths"][path][method]["responses"]["200"]["content"]["application/json"]
            ["schema"]["$ref"];
        let name = r.as_str().unwrap().rsplit('/').next().unwrap().to_string();
        schemas[name]["properties"].clone()
    };
    assert!(body("post", "/api/rooms/{id}/leave")["left"].is_object());
    assert!(body("get", "/api/invites/{code}")["room"].is_object());
    let _ = stop.send(());
    handle.await.unwrap();
}

/// The links of a new room lead to operations the document has, under the names
/// OpenAPI gives their fields (`operationId`, `requestBody`): utoipa 5.5 writes them
/// in snake case, which clients ignore.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_links_of_the_document_name_real_operations() {
    let dir = tempfile::tempdir().unwrap();
    let (addr, stop, handle) = start(&dir.path().join("l.db")).await;
    let (_, doc) = http(addr, "GET", "/openapi.json", None, None).await;
    let ids: Vec<&str> = doc["paths"]
        .as_object()
        .unwrap()
        .values()
        .flat_map(|item| item.as_object().unwrap().values())
        .filter_map(|op| op["operationId"].as_str())
        .collect();
    let mut links = 0;
    for (path, method) in [("/api/rooms", "post"), ("/api/rooms/{id}/join", "post")] {
        let found = doc["paths"][path][method]["responses"]["200"]["links"]
            .as_object()
            .unwrap_or_else(|| panic!("{method} {path} has no links"));
        for (name, link) in found {
            let text = link.to_string();
            assert!(!text.contains("operation_id"), "{name}: {text}");
            assert!(!text.contains("request_body"), "{name}: {text}");
            let target = link["operationId"].as_str().unwrap();
            assert!(ids.contains(&target), "{name}: no operation {target}");
            links += 1;
        }
    }
    assert_eq!(links, 5);
    assert_eq!(
        doc["paths"]["/api/rooms/{id}/join"]["post"]["responses"]["200"]["links"]["leave"]
            ["requestBody"],
        json!({"seat": "$response.body#/seat"})
    );
    let _ = stop.send(());
    handle.await.unwrap();
}

/// Every operation a client may be refused for speed documents its `429`, with the
/// error body; the health and readiness checks, never limited, do not.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_limited_operation_documents_429() {
    let dir = tempfile::tempdir().unwrap();
    let (addr, stop, handle) = start(&dir.path().join("o.db")).await;
    let (_, doc) = http(addr, "GET", "/openapi.json", None, None).await;
    let mut limited = 0;
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, op) in item.as_object().unwrap() {
            let too_fast = &op["responses"]["429"];
            if path == "/healthz" || path == "/readyz" {
                assert!(too_fast.is_null(), "{method} {path}");
            } else {
                assert_eq!(
                    too_fast["content"]["application/json"]["schema"]["$ref"],
                    "#/components/schemas/ErrorBody",
                    "{method} {path}"
                );
                limited += 1;
            }
        }
    }
    assert!(limited >= 12, "{limited}");
    let _ = stop.send(());
    handle.await.unwrap();
}

/// An unreadable query string is refused like every error of the API: JSON with a
/// code, as the document says (schemathesis found axum's plain-text answer).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unreadable_query_string_is_a_json_error() {
    let dir = tempfile::tempdir().unwrap();
    let (addr, stop, handle) = start(&dir.path().join("q.db")).await;
    for path in [
        "/api/rooms/0123456789abcdef/analysis?point=null&point=null",
        "/api/rooms/0123456789abcdef/analysis?point=-1",
        "/api/rooms/0123456789abcdef/ws?since=x",
    ] {
        let (st, head, body) = http_raw(addr, "GET", path, None, None).await;
        assert_eq!(st, 400, "{path}: {body}");
        assert!(
            head.to_ascii_lowercase()
                .contains("content-type: application/json"),
            "{path}: {head}"
        );
        assert_eq!(json_of(&body)["code"], "bad_query", "{path}: {body}");
    }
    let _ = stop.send(());
    handle.await.unwrap();
}
