//! The HTTP side: the lobby (JSON) and the WebSocket upgrade of a room.
//!
//! A player authenticates with `Authorization: Bearer PLAYER_KEY`; a seat with its
//! seat token in the WebSocket URL (`/api/rooms/{id}/ws?token=…`); without a token the
//! connection watches as a spectator. Errors are `{ "code", "message" }` with a
//! fitting status, never internal details.

use crate::limits::{Sender, CHAT_BURST, CHAT_SECONDS_PER_LINE, MESSAGE_BURST, MESSAGE_PER_SECOND};
use crate::protocol::{self, errors, ClientMessage, ServerMessage};
use crate::rooms::Outgoing;
use crate::rooms::{ActionInput, Hub, Outcome, RoomState, SeatKind, Settings};
use crate::secrets;
use axum::extract::{DefaultBodyLimit, Path, Query, State};
use axum::http::{header, HeaderValue};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use futures_util::{SinkExt, StreamExt};
use gaslamp_ai::BotSpec;
use gaslamp_core::{untrusted, Observer, Seat};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use std::sync::Arc;
use tokio_tungstenite::tungstenite::handshake::derive_accept_key;
use tokio_tungstenite::tungstenite::protocol::frame::coding::{Data, OpCode};
use tokio_tungstenite::tungstenite::protocol::frame::Frame;
use tokio_tungstenite::tungstenite::protocol::{Role, WebSocketConfig};
use tokio_tungstenite::tungstenite::{Error as WsError, Message};
use tokio_tungstenite::WebSocketStream;

/// A server's end of a WebSocket.
type Socket = WebSocketStream<hyper_util::rt::TokioIo<hyper::upgrade::Upgraded>>;

/// The largest request body, in bytes.
pub const MAX_BODY: usize = 64 * 1024;
/// The longest display name, in characters.
pub const MAX_NAME_CHARS: usize = 40;

/// The body of every error answer.
#[derive(Serialize, utoipa::ToSchema)]
pub struct ErrorBody {
    /// A stable machine code, e.g. `no_such_room`.
    pub code: String,
    /// A sentence for people.
    pub message: String,
}

/// An error answer: a status, a stable code and a sentence.
#[derive(Debug)]
pub struct ApiError {
    status: StatusCode,
    code: &'static str,
    message: String,
}

impl ApiError {
    fn new(status: StatusCode, code: &'static str, message: impl Into<String>) -> Self {
        ApiError {
            status,
            code,
            message: message.into(),
        }
    }
    fn bad(code: &'static str, message: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, code, message)
    }
    fn internal(e: impl std::fmt::Display) -> Self {
        tracing::error!(error = %e, "internal error");
        Self::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "unavailable",
            "the server cannot do this now; try again",
        )
    }
    fn no_room() -> Self {
        Self::new(
            StatusCode::NOT_FOUND,
            "no_such_room",
            "there is no such room",
        )
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        (
            self.status,
            Json(json!({ "code": self.code, "message": self.message })),
        )
            .into_response()
    }
}

type ApiResult<T> = Result<Json<T>, ApiError>;

/// A JSON request body: a JSON object with the fields of `T`. axum's own `Json`
/// answers a body it cannot take (no JSON content type, unreadable JSON, the wrong
/// fields, too large) in plain text, and takes a JSON array for a struct (serde reads
/// a struct from a sequence of its fields); this one refuses anything but an object,
/// and answers like an [`ApiError`], so every error of the API is
/// `{ "code", "message" }` as its OpenAPI document says.
struct JsonBody<T>(T);

impl<S, T> axum::extract::FromRequest<S> for JsonBody<T>
where
    T: serde::de::DeserializeOwned,
    S: Send + Sync,
{
    type Rejection = ApiError;

    async fn from_request(req: axum::extract::Request, state: &S) -> Result<Self, ApiError> {
        use axum::extract::rejection::JsonRejection as R;
        let wrong =
            |message: String| ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "bad_body", message);
        match Json::<Value>::from_request(req, state).await {
            Ok(Json(body @ Value::Object(_))) => serde_json::from_value(body)
                .map(JsonBody)
                .map_err(|e| wrong(untrusted(&e.to_string()))),
            Ok(Json(_)) => Err(wrong("the body is a JSON object".into())),
            Err(e) => {
                let code = match &e {
                    R::MissingJsonContentType(_) => "not_json",
                    R::JsonSyntaxError(_) => "bad_json",
                    R::JsonDataError(_) => "bad_body",
                    _ if e.status() == StatusCode::PAYLOAD_TOO_LARGE => "body_too_large",
                    _ => "unreadable_body",
                };
                Err(ApiError::new(e.status(), code, untrusted(&e.body_text())))
            }
        }
    }
}

/// A query string read into `T`, refused like every error of the API (`400
/// bad_query`, `{ "code", "message" }`) rather than with axum's plain-text answer.
struct QueryParams<T>(T);

impl<S, T> axum::extract::FromRequestParts<S> for QueryParams<T>
where
    T: serde::de::DeserializeOwned,
    S: Send + Sync,
{
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut axum::http::request::Parts,
        state: &S,
    ) -> Result<Self, ApiError> {
        Query::<T>::from_request_parts(parts, state)
            .await
            .map(|Query(q)| QueryParams(q))
            .map_err(|e| ApiError::bad("bad_query", untrusted(&e.body_text())))
    }
}

/// The answers to a JSON body the server cannot take ([`JsonBody`]); 400 (unreadable
/// JSON) is listed with each route's own 400s.
#[derive(utoipa::IntoResponses)]
#[allow(dead_code)]
enum BodyRejected {
    /// The body is larger than 64 KiB.
    #[response(status = 413)]
    TooLarge(ErrorBody),
    /// The request has no `Content-Type: application/json`.
    #[response(status = 415)]
    NotJson(ErrorBody),
    /// The JSON is not an object with the fields the route takes.
    #[response(status = 422)]
    WrongFields(ErrorBody),
}

#[derive(utoipa::OpenApi)]
#[openapi(
    info(title = "Gaslamp", description = "The lobby of the Gaslamp game server; play goes over the WebSocket of a room (docs/protocol.md)."),
    modifiers(&PlayerKey)
)]
struct ApiDoc;

/// Every operation may answer `429 too_fast` (crate::limits), with `Retry-After`.
struct TooFast;

impl utoipa::Modify for TooFast {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        use utoipa::openapi::{ContentBuilder, Ref, ResponseBuilder};
        let response = ResponseBuilder::new()
            .description("Too many requests from this player key or address; `Retry-After` says how many seconds to wait")
            .content(
                "application/json",
                ContentBuilder::new()
                    .schema(Some(Ref::from_schema_name("ErrorBody")))
                    .build(),
            )
            .build();
        let limited = openapi
            .paths
            .paths
            .iter_mut()
            .filter(|(path, _)| path.as_str() != "/healthz");
        for (_, item) in limited {
            for op in [
                &mut item.get,
                &mut item.post,
                &mut item.put,
                &mut item.delete,
                &mut item.patch,
            ]
            .into_iter()
            .flatten()
            {
                op.responses
                    .responses
                    .insert("429".into(), response.clone().into());
            }
        }
    }
}

/// The `Authorization: Bearer PLAYER_KEY` scheme.
struct PlayerKey;

impl utoipa::Modify for PlayerKey {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
        openapi
            .components
            .get_or_insert_with(Default::default)
            .add_security_scheme(
                "player_key",
                SecurityScheme::Http(HttpBuilder::new().scheme(HttpAuthScheme::Bearer).build()),
            );
    }
}

/// The routes and the OpenAPI document, made from the same list so they cannot
/// drift apart.
pub fn routes(hub: Arc<Hub>) -> (Router, utoipa::openapi::OpenApi) {
    use utoipa::OpenApi;
    use utoipa_axum::{router::OpenApiRouter, routes};
    let (router, api) = OpenApiRouter::with_openapi(ApiDoc::openapi())
        .routes(routes!(home))
        .routes(routes!(healthz))
        .routes(routes!(games))
        .routes(routes!(catalog))
        .routes(routes!(new_player))
        .routes(routes!(create_room, open_rooms))
        .routes(routes!(my_rooms))
        .routes(routes!(room_summary))
        .routes(routes!(join_room))
        .routes(routes!(leave_room))
        .routes(routes!(hint))
        .routes(routes!(room_record))
        .routes(routes!(room_replay))
        .routes(routes!(room_analysis))
        .routes(routes!(room_socket))
        .routes(routes!(invite))
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .layer(axum::middleware::from_fn_with_state(
            hub.clone(),
            rate_limit,
        ))
        .with_state(hub)
        .split_for_parts();
    let mut api = api;
    // After the routes: the modifiers of `ApiDoc` run before its paths are added.
    utoipa::Modify::modify(&TooFast, &mut api);
    (router, api)
}

/// The server's routes, with its OpenAPI document at `/openapi.json`.
pub fn app(hub: Arc<Hub>) -> Router {
    let (router, api) = routes(hub);
    let doc = openapi_json(&api);
    router
        .route("/openapi.json", get(move || async move { Json(doc) }))
        .route("/metrics", get(crate::metrics::handler))
        .merge(crate::web::routes())
}

/// Refuses a request over its address's or player key's allowance (crate::limits).
async fn rate_limit(
    State(hub): State<Arc<Hub>>,
    req: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
    // Load balancers poll the health check.
    if req.uri().path() == "/healthz" {
        return next.run(req).await;
    }
    let peer = req
        .extensions()
        .get::<axum::extract::ConnectInfo<std::net::SocketAddr>>()
        .map(|c| c.0.ip());
    let key = bearer(req.headers())
        .filter(|k| secrets::well_formed(k))
        .map(secrets::hash);
    match hub.limits.request(peer, key.as_deref()) {
        Ok(()) => next.run(req).await,
        Err(wait) => {
            let secs = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
            let mut r = ApiError::new(
                StatusCode::TOO_MANY_REQUESTS,
                "too_fast",
                format!("too many requests; try again in {secs} s"),
            )
            .into_response();
            r.headers_mut()
                .insert(axum::http::header::RETRY_AFTER, secs.into());
            r
        }
    }
}

/// The key of an `Authorization: Bearer KEY` header.
fn bearer(headers: &HeaderMap) -> Option<&str> {
    headers
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
}

/// The OpenAPI document as served. utoipa 5.5 writes the fields of a response's
/// link in snake case (`operation_id`, `request_body`); OpenAPI names them
/// `operationId`, `operationRef` and `requestBody`, and clients ignore the others.
fn openapi_json(api: &utoipa::openapi::OpenApi) -> Value {
    let mut doc = serde_json::to_value(api).expect("the OpenAPI document serializes");
    let operations = doc["paths"]
        .as_object_mut()
        .into_iter()
        .flat_map(|paths| paths.values_mut())
        .filter_map(Value::as_object_mut)
        .flat_map(|item| item.values_mut());
    for operation in operations {
        let links = operation
            .get_mut("responses")
            .and_then(Value::as_object_mut)
            .into_iter()
            .flat_map(|responses| responses.values_mut())
            .filter_map(|response| response.get_mut("links").and_then(Value::as_object_mut))
            .flat_map(|links| links.values_mut())
            .filter_map(Value::as_object_mut);
        for link in links {
            for (from, to) in [
                ("operation_id", "operationId"),
                ("operation_ref", "operationRef"),
                ("request_body", "requestBody"),
            ] {
                if let Some(v) = link.remove(from) {
                    link.insert(to.to_string(), v);
                }
            }
        }
    }
    doc
}

#[utoipa::path(get, path = "/healthz", responses((status = 200, description = "`ok` while the server runs")))]
async fn healthz() -> &'static str {
    "ok"
}

/// What the server's API serves, in words (the browser table is at `/`).
#[utoipa::path(get, path = "/api", responses((status = 200, description = "What the API serves, in words")))]
async fn home() -> &'static str {
    "Gaslamp game server. The browser table is at /.\n\n\
     GET  /api/games                 the games\n\
     POST /api/players               {\"name\"} -> a player key (send it as Authorization: Bearer KEY)\n\
     POST /api/rooms                 {\"game\", \"seats\": [\"me\", \"open\", \"greedy\", ...]} -> room, invite, seat token\n\
     GET  /api/rooms                 open rooms; /api/rooms/mine: your rooms\n\
     POST /api/rooms/{id}/join       {\"seat\"?} -> seat token\n\
     GET  /api/rooms/{id}/ws?token=  play (WebSocket; without a token: watch)\n\
     GET  /api/rooms/{id}/record     the full record, once the game is over\n\n\
     GET  /openapi.json              this API as an OpenAPI document\n\
     GET  /healthz, /metrics         health, Prometheus metrics\n\n\
     The messages are described in docs/protocol.md.\n"
}

#[derive(Serialize, utoipa::ToSchema)]
struct GameInfoOut {
    name: &'static str,
    min_players: usize,
    max_players: usize,
    simultaneous: bool,
}

#[utoipa::path(get, path = "/api/games", responses((status = 200, body = Vec<GameInfoOut>, description = "Every game the server has")))]
async fn games() -> Json<Vec<GameInfoOut>> {
    Json(
        gaslamp_games::all()
            .map(|g| {
                let i = g.info();
                GameInfoOut {
                    name: i.name,
                    min_players: i.min_players,
                    max_players: i.max_players,
                    simultaneous: i.simultaneous,
                }
            })
            .collect(),
    )
}

/// A game's pieces as clients draw them (`AnyGame::catalog`): for Spyrium, every
/// card with its numbers, its rules in words and which numbers are provisional.
#[utoipa::path(get, path = "/api/games/{game}/catalog", params(("game" = String, Path, description = "The game's name")), responses((status = 200, body = Object, description = "The game's catalog (its own shape; `{}` for a game without one)"), (status = 404, body = ErrorBody)))]
async fn catalog(Path(game): Path<String>) -> Result<Json<Value>, ApiError> {
    let g = gaslamp_games::find(&game).map_err(|_| {
        ApiError::new(
            StatusCode::NOT_FOUND,
            "no_such_game",
            "no such game: GET /api/games lists them",
        )
    })?;
    g.catalog(&g.default_components())
        .map(Json)
        .map_err(|e| ApiError::internal(e.0))
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
struct NewPlayer {
    name: String,
}

#[derive(Serialize, utoipa::ToSchema)]
struct PlayerOut {
    id: String,
    name: String,
    /// The player's key: the client keeps it; the server keeps only its hash.
    key: String,
}

fn clean_name(name: &str) -> Result<String, ApiError> {
    let name = name.trim();
    if name.is_empty()
        || name.chars().count() > MAX_NAME_CHARS
        || name.chars().any(char::is_control)
    {
        return Err(ApiError::bad(
            "bad_name",
            format!("a name has 1 to {MAX_NAME_CHARS} characters and no control characters"),
        ));
    }
    Ok(name.to_string())
}

#[utoipa::path(post, path = "/api/players", request_body = NewPlayer, responses((status = 200, body = PlayerOut, description = "A new anonymous player and its key"), (status = 400, body = ErrorBody, description = "A bad name, or unreadable JSON"), BodyRejected))]
async fn new_player(
    State(hub): State<Arc<Hub>>,
    JsonBody(p): JsonBody<NewPlayer>,
) -> ApiResult<PlayerOut> {
    let name = clean_name(&p.name)?;
    let key = secrets::new_secret();
    let id = secrets::new_id();
    hub.store
        .create_player(&id, &secrets::hash(&key), &name, 0)
        .await
        .map_err(ApiError::internal)?;
    Ok(Json(PlayerOut { id, name, key }))
}

/// The player of the request's `Authorization: Bearer KEY`.
async fn player(hub: &Hub, headers: &HeaderMap) -> Result<crate::storage::PlayerRow, ApiError> {
    let unauthorized = || {
        ApiError::new(
            StatusCode::UNAUTHORIZED,
            "no_player",
            "send your player key as `Authorization: Bearer KEY` (POST /api/players makes one)",
        )
    };
    let key = bearer(headers).ok_or_else(unauthorized)?;
    if !secrets::well_formed(key) {
        return Err(unauthorized());
    }
    hub.store
        .player_by_key_hash(&secrets::hash(key))
        .await
        .map_err(ApiError::internal)?
        .ok_or_else(unauthorized)
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
struct NewRoom {
    /// A game of `GET /api/games`.
    #[schema(example = "spyrium")]
    game: String,
    /// One entry per seat: `"open"` (a person may join), `"me"` (the creator sits
    /// there), or a bot (`"random"`, `"greedy"`, `"ismcts"`, a level …).
    #[schema(example = json!(["me", "open"]))]
    seats: Vec<String>,
    /// Seconds per move: when a person's time runs out, `clock_bot` plays for them.
    #[serde(default)]
    move_seconds: Option<u64>,
    /// The bot that plays for a late person (default `greedy`).
    #[serde(default)]
    clock_bot: Option<String>,
    /// A turn-based room: people come back to it over days. Its move clock is at
    /// least an hour (default one day).
    #[serde(default)]
    turn_based: bool,
}

/// The move clock of a turn-based room when none is given: one day.
pub const TURN_BASED_SECONDS: u64 = 24 * 3600;
/// The shortest move clock of a turn-based room: one hour.
pub const TURN_BASED_MIN_SECONDS: u64 = 3600;

#[derive(Serialize, utoipa::ToSchema)]
struct RoomCreated {
    room: String,
    invite: String,
    /// The creator's seat and its token, if the creator sits.
    #[serde(skip_serializing_if = "Option::is_none")]
    seat: Option<Seat>,
    #[serde(skip_serializing_if = "Option::is_none")]
    token: Option<String>,
}

#[utoipa::path(post, path = "/api/rooms", request_body = NewRoom, security(("player_key" = [])), responses(
    // The links tell an OpenAPI client (and the property-based run, `.ci/schemathesis`)
    // which routes take the new room's id and invite.
    (status = 200, body = RoomCreated, links(
        ("summary" = (operation_id = "room_summary", parameters(("id" = "$response.body#/room")))),
        ("join" = (operation_id = "join_room", parameters(("id" = "$response.body#/room")))),
        ("record" = (operation_id = "room_record", parameters(("id" = "$response.body#/room")))),
        ("invite" = (operation_id = "invite", parameters(("code" = "$response.body#/invite")))),
    )),
    (status = 400, body = ErrorBody, description = "A bad game, seat or clock, or unreadable JSON"), (status = 401, body = ErrorBody), BodyRejected))]
async fn create_room(
    State(hub): State<Arc<Hub>>,
    headers: HeaderMap,
    JsonBody(req): JsonBody<NewRoom>,
) -> ApiResult<RoomCreated> {
    let me = player(&hub, &headers).await?;
    let g =
        gaslamp_games::find(&req.game).map_err(|e| ApiError::bad("no_such_game", e.to_string()))?;
    let info = g.info();
    let n = req.seats.len();
    if !(info.min_players..=info.max_players).contains(&n) {
        return Err(ApiError::bad(
            "bad_player_count",
            format!(
                "{} is played by {} to {} players, not {n}",
                info.name, info.min_players, info.max_players
            ),
        ));
    }
    let mut token = None;
    let mut my_seat = None;
    let mut seats = Vec::new();
    for (i, s) in req.seats.iter().enumerate() {
        seats.push(match s.as_str() {
            "open" => SeatKind::Open,
            "me" if my_seat.is_none() => {
                let t = secrets::new_secret();
                let kind = SeatKind::Human {
                    player: me.id.clone(),
                    token_hash: secrets::hash(&t),
                };
                token = Some(t);
                my_seat = Some(i);
                kind
            }
            other => SeatKind::Bot(BotSpec::parse(other).map_err(|e| {
                ApiError::bad(
                    "bad_seat",
                    format!("seat {i}: {e} (or `open`, or `me` once)"),
                )
            })?),
        });
    }
    let move_seconds = match (req.move_seconds, req.turn_based) {
        (None, true) => Some(TURN_BASED_SECONDS),
        (s, _) => s,
    };
    if let Some(s) = move_seconds {
        if !(1..=7 * 24 * 3600).contains(&s) {
            return Err(ApiError::bad(
                "bad_clock",
                "a move clock is from 1 second to 7 days",
            ));
        }
        if req.turn_based && s < TURN_BASED_MIN_SECONDS {
            return Err(ApiError::bad(
                "bad_clock",
                "a turn-based room's move clock is from 1 hour to 7 days",
            ));
        }
    }
    if let Some(b) = &req.clock_bot {
        BotSpec::parse(b).map_err(|e| ApiError::bad("bad_clock_bot", e.to_string()))?;
    }
    let seed = rand::random::<u64>();
    let components = g.default_components();
    let m = g
        .new_match(&components, n, seed, None)
        .map_err(|e| ApiError::bad("bad_setup", e.0))?;
    let state = RoomState::new(
        secrets::new_id(),
        secrets::new_id(),
        info.name.to_string(),
        m,
        seats,
        Settings {
            move_seconds,
            clock_bot: req.clock_bot.clone(),
            turn_based: req.turn_based,
        },
        me.id.clone(),
    );
    let (room, invite) = (state.id.clone(), state.invite.clone());
    hub.add_room(state, seed)
        .await
        .map_err(ApiError::internal)?;
    Ok(Json(RoomCreated {
        room,
        invite,
        seat: my_seat,
        token,
    }))
}

#[derive(Serialize, utoipa::ToSchema)]
struct SeatOut {
    seat: Seat,
    /// `open`, `human` or `bot`.
    kind: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    bot: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    player: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
struct RoomOut {
    room: String,
    game: String,
    seats: Vec<SeatOut>,
    to_act: Vec<Seat>,
    version: u64,
    over: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    move_seconds: Option<u64>,
    /// Whether the room is turn-based (people come back to it over days).
    turn_based: bool,
    /// Once the game is over: each seat's final score with its parts (the game's
    /// own shape; Spyrium: `{"seats": [{"seat", "track", "buildings",
    /// "techniques": [{"power", "vp"}], "total"}]}`).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<Object>)]
    result: Option<Value>,
}

async fn summary(hub: &Hub, id: &str) -> Result<RoomOut, ApiError> {
    let room = find_room(hub, id).await?;
    let st = room.state.lock().await;
    let mut seats = Vec::new();
    for (seat, k) in st.seats.iter().enumerate() {
        seats.push(match k {
            SeatKind::Open => SeatOut {
                seat,
                kind: "open",
                bot: None,
                player: None,
            },
            SeatKind::Bot(b) => SeatOut {
                seat,
                kind: "bot",
                bot: Some(b.to_string()),
                player: None,
            },
            SeatKind::Human { player, .. } => SeatOut {
                seat,
                kind: "human",
                bot: None,
                player: hub
                    .store
                    .player_name(player)
                    .await
                    .map_err(ApiError::internal)?,
            },
        });
    }
    Ok(RoomOut {
        room: st.id.clone(),
        game: st.game.clone(),
        seats,
        to_act: st.m.to_act(),
        version: st.m.version(),
        over: st.m.is_over(),
        move_seconds: st.settings.move_seconds,
        turn_based: st.settings.turn_based,
        result: st.m.final_json().filter(|v| !v.is_null()),
    })
}

/// The room `id` (its shape checked before any lookup).
async fn find_room(hub: &Hub, id: &str) -> Result<Arc<crate::rooms::Room>, ApiError> {
    hub.room(room_id(id)?)
        .await
        .map_err(ApiError::internal)?
        .ok_or_else(ApiError::no_room)
}

fn room_id(id: &str) -> Result<&str, ApiError> {
    if id.len() == 16 && id.bytes().all(|b| b.is_ascii_hexdigit()) {
        Ok(id)
    } else {
        Err(ApiError::no_room())
    }
}

#[utoipa::path(get, path = "/api/rooms/{id}", params(("id" = String, Path, description = "The room")), responses((status = 200, body = RoomOut), (status = 404, body = ErrorBody)))]
async fn room_summary(State(hub): State<Arc<Hub>>, Path(id): Path<String>) -> ApiResult<RoomOut> {
    Ok(Json(summary(&hub, room_id(&id)?).await?))
}

#[utoipa::path(get, path = "/api/rooms", responses((status = 200, body = Vec<RoomOut>, description = "Unfinished rooms with an open seat, newest first")))]
async fn open_rooms(State(hub): State<Arc<Hub>>) -> ApiResult<Vec<RoomOut>> {
    let ids = hub.store.open_rooms(50).await.map_err(ApiError::internal)?;
    let mut out = Vec::new();
    for id in ids {
        out.push(summary(&hub, &id).await?);
    }
    Ok(Json(out))
}

#[utoipa::path(get, path = "/api/rooms/mine", security(("player_key" = [])), responses((status = 200, body = Vec<RoomOut>), (status = 401, body = ErrorBody)))]
async fn my_rooms(State(hub): State<Arc<Hub>>, headers: HeaderMap) -> ApiResult<Vec<RoomOut>> {
    let me = player(&hub, &headers).await?;
    let ids = hub
        .store
        .rooms_of(&me.id, 100)
        .await
        .map_err(ApiError::internal)?;
    let mut out = Vec::new();
    for id in ids {
        out.push(summary(&hub, &id).await?);
    }
    Ok(Json(out))
}

#[derive(Deserialize, Default, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
struct JoinReq {
    /// The seat wanted (default: the first open one).
    #[serde(default)]
    seat: Option<Seat>,
}

#[derive(Serialize, utoipa::ToSchema)]
struct Joined {
    seat: Seat,
    token: String,
}

#[utoipa::path(post, path = "/api/rooms/{id}/join", params(("id" = String, Path, description = "The room")), request_body = JoinReq, security(("player_key" = [])), responses((status = 200, body = Joined, links(("leave" = (operation_id = "leave_room", parameters(("id" = "$request.path.id")), request_body = json!({"seat": "$response.body#/seat"}))))), (status = 400, body = ErrorBody, description = "Unreadable JSON"), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), BodyRejected))]
async fn join_room(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    headers: HeaderMap,
    JsonBody(req): JsonBody<JoinReq>,
) -> ApiResult<Joined> {
    let me = player(&hub, &headers).await?;
    let room = find_room(&hub, &id).await?;
    let mut st = room.state.lock().await;
    let seat = match req.seat {
        Some(s) => s,
        None => st
            .seats
            .iter()
            .position(|k| *k == SeatKind::Open)
            .ok_or_else(|| ApiError::new(StatusCode::CONFLICT, "room_full", "no seat is open"))?,
    };
    if st.seats.get(seat) != Some(&SeatKind::Open) {
        return Err(ApiError::new(
            StatusCode::CONFLICT,
            "seat_taken",
            format!("seat {seat} is not open"),
        ));
    }
    let token = secrets::new_secret();
    let hash = secrets::hash(&token);
    if !hub
        .store
        .take_seat(&st.id, seat, &me.id, &hash)
        .await
        .map_err(ApiError::internal)?
    {
        return Err(ApiError::new(
            StatusCode::CONFLICT,
            "seat_taken",
            format!("seat {seat} is not open"),
        ));
    }
    st.seats[seat] = SeatKind::Human {
        player: me.id.clone(),
        token_hash: hash,
    };
    Ok(Json(Joined { seat, token }))
}

#[derive(Serialize, utoipa::ToSchema)]
struct Left {
    /// The seat left.
    left: Seat,
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
struct HintReq {
    /// The seat token of the seat that asks (a hint is computed from its view).
    token: String,
}

/// ISMCTS iterations behind a hint: about the "hard" bot's thinking.
pub const HINT_ITERATIONS: u64 = 3000;

/// Hints computed at once, server-wide: each takes a core for a moment.
static HINTS: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(2);

/// The AI's recommended action for a seat that must act, computed from that seat's
/// view only, with its estimated chance of winning and the next best candidates.
#[utoipa::path(post, path = "/api/rooms/{id}/hint", params(("id" = String, Path, description = "The room")), request_body = HintReq, responses((status = 200, body = Object, description = "`{\"action\", \"description\", \"win_chance\", \"candidates\": [{\"action\", \"description\", \"win_chance\", \"visits\"}], \"iterations\"}`"), (status = 400, body = ErrorBody, description = "Unreadable JSON"), (status = 403, body = ErrorBody, description = "Not a seat token of this room"), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody, description = "The seat does not have to act now"), (status = 503, body = ErrorBody, description = "Too many hints being computed; try again"), BodyRejected))]
async fn hint(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    JsonBody(req): JsonBody<HintReq>,
) -> Result<Json<Value>, ApiError> {
    let room = find_room(&hub, &id).await?;
    let not_yours = || {
        ApiError::new(
            StatusCode::FORBIDDEN,
            "not_your_seat",
            "this is not a seat token of this room",
        )
    };
    if !secrets::well_formed(&req.token) {
        return Err(not_yours());
    }
    let seat = hub
        .seat_of_token(&room, &secrets::hash(&req.token))
        .await
        .ok_or_else(not_yours)?;
    let task = {
        let st = room.state.lock().await;
        let seed = st.m.version().wrapping_mul(0x2545_F491_4F6C_DD1D) ^ seat as u64;
        st.m.to_act()
            .contains(&seat)
            .then(|| st.m.hint_task(seat, HINT_ITERATIONS, seed))
            .flatten()
    };
    let Some(task) = task else {
        return Err(ApiError::new(
            StatusCode::CONFLICT,
            "not_your_turn",
            format!("seat {seat} does not have to act now: nothing to advise"),
        ));
    };
    let Ok(_permit) = HINTS.try_acquire() else {
        return Err(ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "busy",
            "other hints are being computed; try again in a moment",
        ));
    };
    tokio::task::spawn_blocking(task)
        .await
        .map(Json)
        .map_err(ApiError::internal)
}

#[utoipa::path(post, path = "/api/rooms/{id}/leave", params(("id" = String, Path, description = "The room")), request_body = JoinReq, security(("player_key" = [])), responses((status = 200, body = Left, description = "The seat is open again"), (status = 400, body = ErrorBody, description = "No seat given, or unreadable JSON"), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), BodyRejected))]
async fn leave_room(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    headers: HeaderMap,
    JsonBody(req): JsonBody<JoinReq>,
) -> ApiResult<Left> {
    let me = player(&hub, &headers).await?;
    let room = find_room(&hub, &id).await?;
    let mut st = room.state.lock().await;
    let seat = req
        .seat
        .ok_or_else(|| ApiError::bad("no_seat", "say which seat you leave"))?;
    let mine =
        matches!(st.seats.get(seat), Some(SeatKind::Human { player, .. }) if *player == me.id);
    if !mine
        || !hub
            .store
            .leave_seat(&st.id, seat, &me.id)
            .await
            .map_err(ApiError::internal)?
    {
        return Err(ApiError::new(
            StatusCode::FORBIDDEN,
            "not_your_seat",
            format!("seat {seat} is not yours"),
        ));
    }
    st.seats[seat] = SeatKind::Open;
    Ok(Json(Left { left: seat }))
}

#[derive(Serialize, utoipa::ToSchema)]
struct InviteOut {
    /// The room the invite is for.
    room: String,
}

#[utoipa::path(get, path = "/api/invites/{code}", params(("code" = String, Path, description = "The invite code")), responses((status = 200, body = InviteOut, description = "The room of the invite"), (status = 404, body = ErrorBody)))]
async fn invite(State(hub): State<Arc<Hub>>, Path(code): Path<String>) -> ApiResult<InviteOut> {
    if code.len() != 16 || !code.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(ApiError::no_room());
    }
    let id = hub
        .store
        .room_by_invite(&code)
        .await
        .map_err(ApiError::internal)?
        .ok_or_else(ApiError::no_room)?;
    Ok(Json(InviteOut { room: id }))
}

/// The full record, seed included, once the game is over.
#[utoipa::path(get, path = "/api/rooms/{id}/record", params(("id" = String, Path, description = "The room")), responses((status = 200, description = "The full game record (docs/record-format.md), once the game is over"), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
async fn room_record(State(hub): State<Arc<Hub>>, Path(id): Path<String>) -> Response {
    let room = match find_room(&hub, &id).await {
        Ok(r) => r,
        Err(e) => return e.into_response(),
    };
    let st = room.state.lock().await;
    if !st.m.is_over() {
        return ApiError::new(
            StatusCode::CONFLICT,
            "game_not_over",
            "the record (with its seed) is given once the game is over",
        )
        .into_response();
    }
    Json(st.m.record()).into_response()
}

/// A finished game step by step, for the replay viewer: `{"views": [the
/// spectators' view before the first action and after each], "moves": [{"version",
/// "seat", "action", "description"}]}`.
#[utoipa::path(get, path = "/api/rooms/{id}/replay", params(("id" = String, Path, description = "The room")), responses((status = 200, body = Object, description = "Every step of the finished game"), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
async fn room_replay(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
) -> Result<Json<Value>, ApiError> {
    let room = find_room(&hub, &id).await?;
    let st = room.state.lock().await;
    if !st.m.is_over() {
        return Err(ApiError::new(
            StatusCode::CONFLICT,
            "game_not_over",
            "a game is replayed once it is over",
        ));
    }
    st.replay_json().map(Json).map_err(ApiError::internal)
}

#[derive(Deserialize, utoipa::IntoParams)]
struct AnalysisQuery {
    /// Which point of the game: 0 (the start) to `points - 1`.
    #[serde(default)]
    point: usize,
}

/// ISMCTS iterations behind each seat's win chance in an analysis.
pub const ANALYSIS_ITERATIONS: u64 = 1000;

/// The AI's estimate of each seat's chance of winning at one point of a finished
/// game (the start of each turn), from each seat's own view: `{"points", "point",
/// "version", "turn", "win_chance": [per seat, or null]}`. A client asks for the
/// points one after another and shows its progress.
#[utoipa::path(get, path = "/api/rooms/{id}/analysis", params(("id" = String, Path, description = "The room"), AnalysisQuery), responses((status = 200, body = Object, description = "The win chances at that point"), (status = 400, body = ErrorBody, description = "No such point, or an unreadable query string"), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 503, body = ErrorBody, description = "Too many searches at once; try again")))]
async fn room_analysis(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    QueryParams(q): QueryParams<AnalysisQuery>,
) -> Result<Json<Value>, ApiError> {
    let room = find_room(&hub, &id).await?;
    let crate::rooms::Analysis {
        points,
        version,
        turn,
        run,
    } = {
        let st = room.state.lock().await;
        if !st.m.is_over() {
            return Err(ApiError::new(
                StatusCode::CONFLICT,
                "game_not_over",
                "a game is analysed once it is over",
            ));
        }
        st.analysis_task(q.point, ANALYSIS_ITERATIONS)
            .map_err(|e| ApiError::bad("no_such_point", e))?
    };
    let Ok(_permit) = HINTS.try_acquire() else {
        return Err(ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "busy",
            "other searches are running; try again in a moment",
        ));
    };
    let chances = tokio::task::spawn_blocking(run)
        .await
        .map_err(ApiError::internal)?;
    Ok(Json(json!({
        "points": points,
        "point": q.point,
        "version": version,
        "turn": turn,
        "win_chance": chances,
    })))
}

#[derive(Deserialize)]
struct SocketQuery {
    token: Option<String>,
    /// The last version the client has seen (a reconnecting client gets the moves
    /// after it).
    #[serde(default)]
    since: u64,
}

#[utoipa::path(get, path = "/api/rooms/{id}/ws", params(("id" = String, Path, description = "The room"), ("token" = Option<String>, Query, description = "The seat token; without it, watch"), ("since" = Option<u64>, Query, description = "The last version seen")), responses((status = 101, description = "WebSocket play (docs/protocol.md)"), (status = 400, body = ErrorBody, description = "An unreadable query string, or not a WebSocket upgrade"), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
async fn room_socket(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    QueryParams(q): QueryParams<SocketQuery>,
    mut req: axum::extract::Request,
) -> Response {
    let room = match find_room(&hub, &id).await {
        Ok(r) => r,
        Err(e) => return e.into_response(),
    };
    let observer = match &q.token {
        None => Observer::Spectator,
        Some(t) => {
            let seat = if secrets::well_formed(t) {
                hub.seat_of_token(&room, &secrets::hash(t)).await
            } else {
                None
            };
            match seat {
                Some(s) => Observer::Seat(s),
                None => {
                    return ApiError::new(
                        StatusCode::FORBIDDEN,
                        "bad_token",
                        "this token holds no seat of this room",
                    )
                    .into_response()
                }
            }
        }
    };
    let (Some(key), Some(upgrade)) = (
        websocket_key(req.headers()).cloned(),
        req.extensions_mut().remove::<hyper::upgrade::OnUpgrade>(),
    ) else {
        return ApiError::bad(
            "not_websocket",
            "this address takes a WebSocket upgrade (docs/protocol.md)",
        )
        .into_response();
    };
    tokio::spawn(async move {
        let Ok(upgraded) = upgrade.await else { return };
        // Small buffers: four seats per room with the default 128 KiB read buffer
        // each took most of a room's memory (docs/server.md, "Load"). A client's
        // messages are actions and chat lines of a few hundred bytes.
        let config = WebSocketConfig::default()
            .max_message_size(Some(protocol::MAX_CLIENT_MESSAGE))
            .max_frame_size(Some(protocol::MAX_CLIENT_MESSAGE))
            .read_buffer_size(1024)
            .write_buffer_size(0);
        let socket = WebSocketStream::from_raw_socket(
            hyper_util::rt::TokioIo::new(upgraded),
            Role::Server,
            Some(config),
        )
        .await;
        play(hub, room, observer, q.since, socket).await
    });
    let mut r = Response::new(axum::body::Body::empty());
    *r.status_mut() = StatusCode::SWITCHING_PROTOCOLS;
    let h = r.headers_mut();
    h.insert(header::CONNECTION, HeaderValue::from_static("upgrade"));
    h.insert(header::UPGRADE, HeaderValue::from_static("websocket"));
    if let Ok(accept) = HeaderValue::from_str(&derive_accept_key(key.as_bytes())) {
        h.insert(header::SEC_WEBSOCKET_ACCEPT, accept);
    }
    r
}

/// The `Sec-WebSocket-Key` of a well-formed WebSocket upgrade request (RFC 6455:
/// `Connection: upgrade`, `Upgrade: websocket`, version 13), if it is one.
fn websocket_key(h: &HeaderMap) -> Option<&HeaderValue> {
    let has_token = |name: header::HeaderName, token: &str| {
        h.get_all(name).iter().any(|v| {
            v.to_str()
                .is_ok_and(|v| v.split(',').any(|t| t.trim().eq_ignore_ascii_case(token)))
        })
    };
    let version = h
        .get(header::SEC_WEBSOCKET_VERSION)
        .and_then(|v| v.to_str().ok());
    (has_token(header::CONNECTION, "upgrade")
        && has_token(header::UPGRADE, "websocket")
        && version == Some("13"))
    .then(|| h.get(header::SEC_WEBSOCKET_KEY))
    .flatten()
}

/// Outgoing messages above this size go as fragments of it: the socket's write
/// buffer keeps the size of the largest frame it wrote, so whole views (3 to 8 KB)
/// would keep four such buffers per room (docs/server.md, "Load").
pub const FRAGMENT: usize = 1024;

/// Sends a text message, in fragments of [`FRAGMENT`] bytes when it is longer.
async fn send_text(socket: &mut Socket, text: Outgoing) -> Result<(), WsError> {
    if text.len() <= FRAGMENT {
        return socket.send(Message::Text(text)).await;
    }
    let bytes = bytes_of(text);
    let mut start = 0;
    while start < bytes.len() {
        let end = (start + FRAGMENT).min(bytes.len());
        let opcode = if start == 0 {
            Data::Text
        } else {
            Data::Continue
        };
        let frame = Frame::message(
            bytes.slice(start..end),
            OpCode::Data(opcode),
            end == bytes.len(),
        );
        socket.feed(Message::Frame(frame)).await?;
        start = end;
    }
    socket.flush().await
}

fn bytes_of(text: Outgoing) -> axum::body::Bytes {
    text.into()
}

/// Messages refused for speed before the connection is closed.
pub const MAX_REFUSED_FOR_SPEED: u32 = 100;

/// Numbers spectator connections, each its own sender for the rate limits.
static SPECTATORS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// One connection: the room's messages out, the client's actions and chat in.
async fn play(
    hub: Arc<Hub>,
    room: Arc<crate::rooms::Room>,
    observer: Observer,
    since: u64,
    mut socket: Socket,
) {
    let _open = crate::metrics::Connection::open();
    let (mut outbox, sender) = {
        let mut st = room.state.lock().await;
        let sender = match observer {
            Observer::Seat(seat) => Sender::Seat {
                room: st.id.clone(),
                seat,
            },
            Observer::Spectator => {
                Sender::Spectator(SPECTATORS.fetch_add(1, std::sync::atomic::Ordering::Relaxed))
            }
        };
        (st.watch(observer, since), sender)
    };
    let error = |code: &str, message: String| ServerMessage::Error {
        code: code.into(),
        message,
    };
    let mut refused_for_speed = 0;
    let mut stopping = hub.stopping();
    loop {
        tokio::select! {
            _ = stopping.changed() => {
                let _ = socket.send(Message::Close(None)).await;
                break;
            }
            out = outbox.recv() => {
                // Serialized by the room already.
                let Some(text) = out else { break };
                if send_text(&mut socket, text).await.is_err() {
                    break;
                }
            }
            incoming = socket.next() => {
                let text = match incoming {
                    Some(Ok(Message::Text(t))) => t,
                    Some(Ok(Message::Close(_))) | None | Some(Err(_)) => break,
                    Some(Ok(_)) => continue,
                };
                let reply = if hub.limits.message(&sender).is_err() {
                    refused_for_speed += 1;
                    if refused_for_speed > MAX_REFUSED_FOR_SPEED {
                        break;
                    }
                    Some(error(errors::TOO_FAST, format!("at most {MESSAGE_PER_SECOND} messages a second per seat (bursts of {MESSAGE_BURST}); this one was dropped")))
                } else {
                    match serde_json::from_str::<ClientMessage>(&text) {
                        Err(e) => Some(error(errors::MALFORMED, format!("not a message: {}", untrusted(&e.to_string())))),
                        // Boxed: handling an action awaits storage, and its state
                        // would otherwise be part of every idle connection's task.
                        Ok(msg) => Box::pin(handle(&hub, &room, observer, &sender, msg)).await,
                    }
                };
                if let Some(r) = reply {
                    // What the action caused (queued while it was applied) goes out
                    // first: a client reads the update before its `accepted`.
                    let mut queued = Vec::new();
                    while let Ok(m) = outbox.try_recv() {
                        queued.push(m);
                    }
                    queued.push(r.to_text());
                    let mut gone = false;
                    for text in queued {
                        if send_text(&mut socket, text).await.is_err() {
                            gone = true;
                            break;
                        }
                    }
                    if gone {
                        break;
                    }
                }
            }
        }
    }
    // The room forgets this connection now (not at its next message), and leaves
    // memory when its game is over and nobody watches it any more.
    drop(outbox);
    hub.left(&room).await;
}

async fn handle(
    hub: &Arc<Hub>,
    room: &Arc<crate::rooms::Room>,
    observer: Observer,
    sender: &Sender,
    msg: ClientMessage,
) -> Option<ServerMessage> {
    let error = |code: &str, message: String| {
        Some(ServerMessage::Error {
            code: code.into(),
            message,
        })
    };
    match msg {
        ClientMessage::Action { id, action } => {
            let Observer::Seat(seat) = observer else {
                return error(
                    errors::SPECTATOR,
                    "a spectator cannot act; join a seat".into(),
                );
            };
            if id.is_empty()
                || id.len() > protocol::MAX_CLIENT_ID
                || id.chars().any(char::is_control)
            {
                return error(
                    errors::BAD_ID,
                    format!(
                        "an action id has 1 to {} characters",
                        protocol::MAX_CLIENT_ID
                    ),
                );
            }
            let input = match action {
                Value::String(t) => ActionInput::Text(t),
                other => ActionInput::Json(other),
            };
            Some(
                match crate::metrics::timed(hub.submit(
                    room,
                    seat,
                    input,
                    Some(id.clone()),
                    false,
                    None,
                ))
                .await
                {
                    Outcome::Accepted { version } => ServerMessage::Accepted { id, version },
                    Outcome::Refused(r) => ServerMessage::Refused {
                        id,
                        code: r.code.into(),
                        message: r.message,
                    },
                    // A person's action names no version, so it is never stale
                    // (and nothing changed either way: send it again).
                    outcome @ (Outcome::Stale | Outcome::Failed(_)) => {
                        if let Outcome::Failed(m) = outcome {
                            tracing::error!(error = %m, "an action could not be stored");
                        }
                        ServerMessage::Error {
                            code: errors::STORAGE.into(),
                            message:
                                "the action could not be stored; nothing changed, send it again"
                                    .into(),
                        }
                    }
                },
            )
        }
        ClientMessage::Chat { text } => {
            let text = text.trim().to_string();
            if text.is_empty()
                || text.chars().count() > protocol::MAX_CHAT_CHARS
                || text.chars().any(char::is_control)
            {
                return error(
                    errors::CHAT_TOO_LONG,
                    format!(
                        "a chat line has 1 to {} characters and no control characters",
                        protocol::MAX_CHAT_CHARS
                    ),
                );
            }
            if hub.limits.chat(sender).is_err() {
                return error(
                    errors::TOO_FAST,
                    format!("at most {CHAT_BURST} chat lines at once, then one every {CHAT_SECONDS_PER_LINE} s; this one was dropped"),
                );
            }
            let from = match observer {
                Observer::Seat(s) => format!("seat {s}"),
                Observer::Spectator => "spectator".into(),
            };
            match hub.chat(room, from, text).await {
                Ok(()) => None,
                Err(_) => error(errors::STORAGE, "the chat line could not be stored".into()),
            }
        }
    }
}
