//! The browser client as the server serves it: the page at `/`, its files under
//! `/web/`, each with its type and the page's security headers; nothing outside the
//! embedded files; and the catalog the page draws Spyrium's cards from.

use crate::common::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_and_its_files_are_served_from_the_binary() {
    let dir = tempfile::tempdir().unwrap();
    let (addr, stop, handle) = start(&dir.path().join("w.db")).await;
    let (st, head, body) = http_raw(addr, "GET", "/", None, None).await;
    assert_eq!(st, 200);
    let head = head.to_ascii_lowercase();
    assert!(head.contains("content-type: text/html"), "{head}");
    assert!(
        head.contains("content-security-policy: default-src 'self'; script-src 'self'"),
        "{head}"
    );
    assert!(head.contains("x-content-type-options: nosniff"), "{head}");
    assert!(
        body.contains(r#"<script type="module" src="/web/app.js">"#),
        "{body}"
    );
    for file in gaslamp_server::web::files() {
        let (st, head, _) = http_raw(addr, "GET", &format!("/web/{file}"), None, None).await;
        assert_eq!(st, 200, "{file}");
        if file.ends_with(".js") {
            assert!(
                head.to_ascii_lowercase()
                    .contains("content-type: text/javascript"),
                "{file}: {head}"
            );
        }
    }
    // Only the embedded files: no tests, no packages, nothing above the folder.
    assert!(gaslamp_server::web::files().all(|f| !f.starts_with("test/") && !f.starts_with("e2e/")));
    for path in [
        "/web/nope.js",
        "/web/../Cargo.toml",
        "/web/%2e%2e/Cargo.toml",
        "/web/e2e/package.json",
    ] {
        let (st, _, body) = http_raw(addr, "GET", path, None, None).await;
        assert_eq!(st, 404, "{path}: {body}");
    }
    let _ = stop.send(());
    handle.await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_spyrium_catalog_has_every_card_and_marks_provisional_numbers() {
    let dir = tempfile::tempdir().unwrap();
    let (addr, stop, handle) = start(&dir.path().join("c.db")).await;
    let (st, c) = http(addr, "GET", "/api/games/spyrium/catalog", None, None).await;
    assert_eq!(st, 200, "{c}");
    let set = spyrium::Components::builtin();
    let cards = c["cards"].as_array().unwrap();
    assert_eq!(cards.len(), set.cards.len());
    for (json, card) in cards.iter().zip(&set.cards) {
        assert_eq!(json["id"], card.id.as_str());
        assert_eq!(json["price"], card.price);
        assert!(!json["text"].as_str().unwrap().is_empty(), "{json}");
        let provisional: Vec<&str> = json["provisional"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_str().unwrap())
            .collect();
        let p = spyrium::cards::Source::P;
        assert_eq!(
            provisional.contains(&"price"),
            card.sources.price == p,
            "{json}"
        );
        assert_eq!(
            provisional.contains(&"vp"),
            card.sources.vp == Some(p),
            "{json}"
        );
    }
    assert_eq!(c["events"].as_array().unwrap().len(), set.events.len());
    let (st, e) = http(addr, "GET", "/api/games/nope/catalog", None, None).await;
    assert_eq!((st, e["code"].as_str()), (404, Some("no_such_game")));
    let _ = stop.send(());
    handle.await.unwrap();
}

/// Every game's catalog is a JSON object, empty when the game needs none.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_games_catalog_is_an_object() {
    let dir = tempfile::tempdir().unwrap();
    let (addr, stop, handle) = start(&dir.path().join("g.db")).await;
    for name in gaslamp_games::NAMES {
        let (st, c) = http(
            addr,
            "GET",
            &format!("/api/games/{name}/catalog"),
            None,
            None,
        )
        .await;
        assert_eq!(st, 200, "{name}");
        assert!(c.is_object(), "{name}: {c}");
    }
    let _ = stop.send(());
    handle.await.unwrap();
}

/// The page says the games' messages with the files the server gives it: a game's
/// Fluent file and the shared one, in the language asked for; an unknown game is 404.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_games_words_are_served_in_the_language_asked_for() {
    let dir = tempfile::tempdir().unwrap();
    let (addr, stop, handle) = start(&dir.path().join("w.db")).await;
    let (st, fr) = http(
        addr,
        "GET",
        "/api/games/goofspiel/words?lang=fr-CA",
        None,
        None,
    )
    .await;
    assert_eq!(st, 200, "{fr}");
    assert_eq!(fr["lang"], "fr");
    assert!(
        fr["game"].as_str().unwrap().contains("Vous avez misé"),
        "{fr}"
    );
    assert!(fr["shared"]
        .as_str()
        .unwrap()
        .contains("ce n'est pas votre tour"));
    let (_, en) = http(addr, "GET", "/api/games/goofspiel/words", None, None).await;
    assert!(en["game"].as_str().unwrap().contains("You have bid"));
    let (st, e) = http(addr, "GET", "/api/games/nonesuch/words", None, None).await;
    assert_eq!((st, e["code"].as_str()), (404, Some("no_such_game")));
    let _ = stop.send(());
    handle.await.unwrap();
}
