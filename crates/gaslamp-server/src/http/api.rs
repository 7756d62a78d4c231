//! What the server says of itself and of its games: the API in words, health and
//! readiness, the games and their catalogs, and the metrics.

use super::errors::{ApiError, ErrorBody, LangQuery, QueryParams};
use crate::hub::Hub;
use axum::extract::{ConnectInfo, Path, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Serialize;
use serde_json::Value;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

/// How long the readiness check waits for the database.
pub const READY_TIMEOUT: Duration = Duration::from_secs(2);

/// Whether the process runs (a liveness check: it touches nothing else).
#[utoipa::path(get, path = "/healthz", responses((status = 200, description = "`ok` while the server runs")))]
pub async fn healthz() -> &'static str {
    "ok"
}

/// What the server's API serves, in words (the browser table is at `/`).
#[utoipa::path(get, path = "/api", responses((status = 200, description = "What the API serves, in words")))]
pub async fn home() -> &'static str {
    "Gaslamp game server. The browser table is at /.\n\n\
     GET  /api/games                 the games\n\
     POST /api/players               {\"name\"} -> a player key (send it as Authorization: Bearer KEY)\n\
     PUT  /api/players/me            {\"name\"} -> renames your player (its games stay yours)\n\
     POST /api/rooms                 {\"game\", \"seats\": [\"me\", \"open\", \"greedy\", ...]} -> room, invite, seat token\n\
     GET  /api/rooms                 open rooms; /api/rooms/mine: your rooms\n\
     POST /api/rooms/{id}/join       {\"seat\"?} -> seat token\n\
     GET  /api/rooms/{id}/ws?token=  play (WebSocket; without a token: watch)\n\
     GET  /api/rooms/{id}/record     the full record, once the game is over\n\n\
     GET  /openapi.json              this API as an OpenAPI document\n\
     GET  /healthz, /readyz          the process runs; it can serve (its database answers)\n\
     GET  /metrics                   Prometheus metrics (loopback, or with the operator's token)\n\n\
     The messages are described in docs/protocol.md.\n"
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct GameInfoOut {
    /// The game's code in URLs and records (`crystal-palace`).
    name: &'static str,
    /// The game's name for people, in the language asked for ("Crystal Palace").
    title: String,
    min_players: usize,
    max_players: usize,
    simultaneous: bool,
}

#[utoipa::path(get, path = "/api/games", params(LangQuery), responses((status = 200, body = Vec<GameInfoOut>, description = "Every game the server has")))]
pub async fn games(QueryParams(q): QueryParams<LangQuery>) -> Json<Vec<GameInfoOut>> {
    Json(
        gaslamp_games::all()
            .map(|g| {
                let i = g.info();
                GameInfoOut {
                    name: i.name,
                    title: g.texts().tr_in(q.lang, "game-title", &[]),
                    min_players: i.min_players,
                    max_players: i.max_players,
                    simultaneous: i.simultaneous,
                }
            })
            .collect(),
    )
}

/// The game called `name`, or `404 no_such_game`.
fn game_named(name: &str) -> Result<&'static dyn gaslamp_games::AnyGame, ApiError> {
    gaslamp_games::find(name).map_err(|_| {
        ApiError::new(
            StatusCode::NOT_FOUND,
            "no_such_game",
            "no such game: GET /api/games lists them",
        )
    })
}

/// A game's pieces as clients draw them (`AnyGame::catalog`): for Spyrium, every
/// card with its numbers, its rules in words and which numbers are provisional.
#[utoipa::path(get, path = "/api/games/{game}/catalog", params(("game" = String, Path, description = "The game's name"), LangQuery), responses((status = 200, body = Object, description = "The game's catalog (its own shape; `{}` for a game without one)"), (status = 404, body = ErrorBody)))]
pub async fn catalog(
    Path(game): Path<String>,
    QueryParams(q): QueryParams<LangQuery>,
) -> Result<Json<Value>, ApiError> {
    let g = game_named(&game)?;
    gaslamp_core::i18n::with_lang(q.lang, || g.catalog(&g.default_components()))
        .map(Json)
        .map_err(|e| ApiError::internal(e.0))
}

/// A language the server has texts in.
#[derive(Serialize, utoipa::ToSchema)]
pub struct LanguageOut {
    /// Its code, as `lang` takes it (`en`, `fr`, `en-XA`).
    code: &'static str,
    /// Its name in itself ("Français").
    name: String,
    /// A pseudo-locale (`en-XA`): a test of the texts, not offered to players.
    pseudo: bool,
}

/// The languages of the texts, English first: one per folder of `locales/`
/// (docs/i18n.md). The page offers the ones that are not pseudo-locales; its files
/// are at `/locales/{code}/{name}.ftl`.
#[utoipa::path(get, path = "/api/languages", responses((status = 200, body = Vec<LanguageOut>)))]
pub async fn languages() -> Json<Vec<LanguageOut>> {
    Json(
        gaslamp_core::i18n::Lang::all()
            .map(|l| LanguageOut {
                code: l.code(),
                name: l.name(),
                pseudo: l.is_pseudo(),
            })
            .collect(),
    )
}

/// A game's words in one language: its Fluent file and the shared one, with which
/// a client says the game's messages itself (docs/i18n.md).
#[derive(Serialize, utoipa::ToSchema)]
pub struct WordsOut {
    lang: &'static str,
    /// The game's Fluent file.
    game: &'static str,
    /// The sentences every game shares (a message the game's file lacks is here).
    shared: &'static str,
}

/// A game's words: the Fluent files a client says the game's messages with.
#[utoipa::path(get, path = "/api/games/{game}/words", params(("game" = String, Path, description = "The game's name"), LangQuery), responses((status = 200, body = WordsOut, description = "The game's Fluent file and the shared one, in the language asked for"), (status = 404, body = ErrorBody)))]
pub async fn words(
    Path(game): Path<String>,
    QueryParams(q): QueryParams<LangQuery>,
) -> Result<Json<WordsOut>, ApiError> {
    let g = game_named(&game)?;
    let file = |name| gaslamp_core::i18n::source(q.lang, name).unwrap_or_default();
    Ok(Json(WordsOut {
        lang: q.lang.code(),
        game: file(g.texts().name()),
        shared: file("shared"),
    }))
}

/// Whether the server can serve: its database answers within [`READY_TIMEOUT`].
/// A load balancer sends players only to ready nodes.
#[utoipa::path(get, path = "/readyz", responses((status = 200, description = "`ready`: the database answers"), (status = 503, body = ErrorBody, description = "The database does not answer")))]
pub async fn readyz(State(hub): State<Arc<Hub>>) -> Result<&'static str, ApiError> {
    match tokio::time::timeout(READY_TIMEOUT, hub.store.ping()).await {
        Ok(Ok(())) => Ok("ready"),
        Ok(Err(e)) => {
            tracing::warn!(error = %e, "not ready: the database does not answer");
            Err(not_ready())
        }
        Err(_) => {
            tracing::warn!("not ready: the database did not answer in time");
            Err(not_ready())
        }
    }
}

fn not_ready() -> ApiError {
    ApiError::new(
        StatusCode::SERVICE_UNAVAILABLE,
        "storage_unavailable",
        "the server's database does not answer",
    )
}

/// Prometheus metrics, for the operator: with the configured token
/// (`Authorization: Bearer TOKEN`), or from the server's own machine when there is
/// no token.
pub async fn metrics(
    State(hub): State<Arc<Hub>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
) -> Response {
    let allowed = match &hub.policy.metrics_token {
        Some(token) => super::bearer(&headers).is_some_and(|given| {
            // Compared in full, whatever the first difference.
            given.len() == token.len()
                && given
                    .bytes()
                    .zip(token.bytes())
                    .fold(0u8, |d, (a, b)| d | (a ^ b))
                    == 0
        }),
        None => peer.ip().is_loopback(),
    };
    if !allowed {
        return ApiError::new(
            StatusCode::FORBIDDEN,
            "metrics_not_allowed",
            "the metrics are for the server's operator",
        )
        .into_response();
    }
    (
        [(header::CONTENT_TYPE, "text/plain; version=0.0.4")],
        crate::metrics::render(),
    )
        .into_response()
}
