//! The lobby: players, rooms, seats and invites, and a finished game's record and
//! replay. A handler checks what it was sent, then asks the room (a command to the
//! room's task, [`crate::room`]) and answers with its reply; it changes nothing
//! itself. The lists of rooms are read from storage's rows instead, without asking
//! any room ([`crate::room::listing`]).

use super::errors::{
    ApiError, ApiResult, BodyRejected, ErrorBody, JsonBody, LangQuery, QueryParams,
};
use super::finished::{kept, Served};
use super::{bearer, peer_of};
use crate::finished::Answer;
use crate::hub::Hub;
use crate::room::{Command, NewRoom, Occupant, Player, Settings, Summary};
use crate::secrets;
use crate::storage::{Listed, ListedRoom, UnreadableRow};
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use axum::Json;
use gaslamp_ai::BotSpec;
use gaslamp_core::Seat;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewPlayer {
    name: String,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct PlayerOut {
    id: String,
    name: String,
    /// The player's key: the client keeps it; the server keeps only its hash.
    key: String,
}

/// A name as kept, or its refusal ([`crate::names`]).
fn clean_name(name: &str) -> Result<String, ApiError> {
    crate::names::clean(name).map_err(|e| ApiError::bad(e.code(), e.message()))
}

#[utoipa::path(post, path = "/api/players", request_body = NewPlayer, responses((status = 200, body = PlayerOut, description = "A new anonymous player and its key"), (status = 400, body = ErrorBody, description = "A bad name (`bad_name`: its length; `name_has_hidden_characters`: a control, direction-control or invisible character; `name_invisible`: nothing of it shows), or unreadable JSON"), BodyRejected))]
pub async fn new_player(
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

#[derive(Serialize, utoipa::ToSchema)]
pub struct RenamedOut {
    id: String,
    name: String,
}

/// Renames the request's player (its key and games stay its own); the rooms where
/// it holds seats show the new name at once.
#[utoipa::path(put, path = "/api/players/me", request_body = NewPlayer, responses((status = 200, body = RenamedOut, description = "The player with its new name"), (status = 400, body = ErrorBody, description = "A bad name (`bad_name`: its length; `name_has_hidden_characters`: a control, direction-control or invisible character; `name_invisible`: nothing of it shows), or unreadable JSON"), (status = 401, body = ErrorBody, description = "No player key"), BodyRejected))]
pub async fn rename_player(
    State(hub): State<Arc<Hub>>,
    headers: HeaderMap,
    JsonBody(p): JsonBody<NewPlayer>,
) -> ApiResult<RenamedOut> {
    let me = player(&hub, &headers).await?;
    let name = clean_name(&p.name)?;
    let rooms = hub
        .store
        .rename_player(&me.id, &name)
        .await
        .map_err(ApiError::internal)?;
    // The rooms where the player sits show the new name at once (other nodes hear
    // it announced).
    for room in rooms {
        hub.finished.forget_summary(&room);
        hub.tell(&room, || Command::SeatsChanged).await;
    }
    Ok(Json(RenamedOut { id: me.id, name }))
}

/// The player of the request's `Authorization: Bearer KEY`.
async fn player(hub: &Hub, headers: &HeaderMap) -> Result<Player, ApiError> {
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
    let row = hub
        .store
        .player_by_key_hash(&secrets::hash(key))
        .await
        .map_err(ApiError::internal)?
        .ok_or_else(unauthorized)?;
    Ok(Player {
        id: row.id,
        name: row.name,
    })
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewRoomReq {
    /// A game of `GET /api/games`.
    #[schema(example = "spyrium")]
    game: String,
    /// One entry per seat: `"open"` (a person may join), `"me"` (the creator sits
    /// there), or a bot the server allows (`"random"`, `"greedy"`, a level: `"easy"`,
    /// `"medium"`, `"hard"`, `"expert"` …).
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
/// The longest move clock: seven days.
pub const MAX_MOVE_SECONDS: u64 = 7 * 24 * 3600;

#[derive(Serialize, utoipa::ToSchema)]
pub struct RoomCreated {
    room: String,
    invite: String,
    /// The creator's seat and its token, if the creator sits.
    #[serde(skip_serializing_if = "Option::is_none")]
    seat: Option<Seat>,
    #[serde(skip_serializing_if = "Option::is_none")]
    token: Option<String>,
}

/// A bot the server allows in `game`, read from a room request's text.
fn allowed_bot(
    hub: &Hub,
    game: &dyn gaslamp_games::AnyGame,
    text: &str,
    code: &'static str,
) -> Result<BotSpec, ApiError> {
    let spec = BotSpec::parse(text).map_err(|e| ApiError::bad(code, e.to_string()))?;
    hub.policy
        .bots
        .check(&spec, game.search())
        .map_err(|why| ApiError::bad("bot_not_allowed", why))?;
    Ok(spec)
}

/// The move clock a room asks for, checked against the policy.
fn move_clock(hub: &Hub, req: &NewRoomReq) -> Result<Option<u64>, ApiError> {
    let seconds = match (req.move_seconds, req.turn_based) {
        (None, true) => Some(TURN_BASED_SECONDS),
        (s, _) => s,
    };
    if let Some(s) = seconds {
        let min = hub.policy.rooms.min_move_seconds.max(1);
        if !(min..=MAX_MOVE_SECONDS).contains(&s) {
            return Err(ApiError::bad(
                "bad_clock",
                format!("a move clock is from {min} seconds to 7 days"),
            ));
        }
        if req.turn_based && s < TURN_BASED_MIN_SECONDS {
            return Err(ApiError::bad(
                "bad_clock",
                "a turn-based room's move clock is from 1 hour to 7 days",
            ));
        }
    }
    Ok(seconds)
}

#[utoipa::path(post, path = "/api/rooms", request_body = NewRoomReq, security(("player_key" = [])), responses(
    // The links tell an OpenAPI client (and the property-based run, `.ci/schemathesis`)
    // which routes take the new room's id and invite.
    (status = 200, body = RoomCreated, links(
        ("summary" = (operation_id = "room_summary", parameters(("id" = "$response.body#/room")))),
        ("join" = (operation_id = "join_room", parameters(("id" = "$response.body#/room")))),
        ("record" = (operation_id = "room_record", parameters(("id" = "$response.body#/room")))),
        ("invite" = (operation_id = "invite", parameters(("code" = "$response.body#/invite")))),
    )),
    (status = 400, body = ErrorBody, description = "A bad game, seat, bot or clock (`bot_not_allowed`: a bot dearer than the server allows), or unreadable JSON"), (status = 401, body = ErrorBody), (status = 409, body = ErrorBody, description = "`too_many_rooms`: the player has as many unfinished rooms as the server allows"), BodyRejected))]
pub async fn create_room(
    State(hub): State<Arc<Hub>>,
    headers: HeaderMap,
    req: axum::extract::Request,
) -> ApiResult<RoomCreated> {
    let peer = peer_of(&req);
    let JsonBody(body) =
        <JsonBody<NewRoomReq> as axum::extract::FromRequest<()>>::from_request(req, &()).await?;
    create(hub, headers, peer, body).await
}

async fn create(
    hub: Arc<Hub>,
    headers: HeaderMap,
    peer: Option<std::net::IpAddr>,
    req: NewRoomReq,
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
            "open" => Occupant::Open,
            "me" if my_seat.is_none() => {
                let t = secrets::new_secret();
                let kind = Occupant::Person {
                    player: me.id.clone(),
                    name: me.name.clone(),
                    token_hash: secrets::hash(&t),
                };
                token = Some(t);
                my_seat = Some(i);
                kind
            }
            other => Occupant::Bot(allowed_bot(&hub, g, other, "bad_seat").map_err(|e| {
                if e.code() == "bad_seat" {
                    ApiError::bad(
                        "bad_seat",
                        format!("seat {i}: {} (or `open`, or `me` once)", e.message()),
                    )
                } else {
                    e
                }
            })?),
        });
    }
    let move_seconds = move_clock(&hub, &req)?;
    if let Some(b) = &req.clock_bot {
        allowed_bot(&hub, g, b, "bad_clock_bot")?;
    }
    // Limits last: a refused request costs no allowance.
    let open = hub
        .store
        .open_rooms_created_by(&me.id)
        .await
        .map_err(ApiError::internal)?;
    if open >= hub.policy.rooms.open_per_player {
        return Err(ApiError::new(
            StatusCode::CONFLICT,
            "too_many_rooms",
            format!(
                "you have {open} unfinished rooms, as many as this server allows; finish or leave one first"
            ),
        ));
    }
    let key_hash = bearer(&headers).map(secrets::hash).unwrap_or_default();
    if let Err(wait) = hub.limits.room(peer, &key_hash) {
        return Err(super::too_fast(wait, "rooms created"));
    }
    let seed = rand::random::<u64>();
    let components = g.default_components();
    let m = g
        .new_match(&components, n, seed, None)
        .map_err(|e| ApiError::bad("bad_setup", e.0))?;
    let room = NewRoom {
        id: secrets::new_id(),
        invite: secrets::new_id(),
        game: info.name.to_string(),
        m,
        seats,
        settings: Settings {
            move_seconds,
            clock_bot: req.clock_bot.clone(),
            turn_based: req.turn_based,
        },
        created_by: me.id.clone(),
    };
    let (id, invite) = (room.id.clone(), room.invite.clone());
    hub.create(room, seed).await.map_err(ApiError::internal)?;
    Ok(Json(RoomCreated {
        room: id,
        invite,
        seat: my_seat,
        token,
    }))
}

/// The room id of a path, its shape checked before any lookup.
pub fn room_id(id: &str) -> Result<&str, ApiError> {
    if id.len() == 16 && id.bytes().all(|b| b.is_ascii_hexdigit()) {
        Ok(id)
    } else {
        Err(ApiError::no_room())
    }
}

/// A room's summary: kept once its game is over or the room expired
/// ([`crate::finished`]), else asked of the room.
async fn summary(hub: &Arc<Hub>, id: &str) -> Result<Served, ApiError> {
    let id = room_id(id)?;
    kept(hub, id, Answer::Summary, async {
        let s = hub.ask(id, |reply| Command::Summary { reply }).await?;
        let last = s.over || s.expired;
        Ok((serde_json::to_value(s).map_err(ApiError::internal)?, last))
    })
    .await
}

#[utoipa::path(get, path = "/api/rooms/{id}", params(("id" = String, Path, description = "The room")), responses((status = 200, body = Summary, description = "The room (with an `ETag`)"), (status = 304, description = "Not modified: the `If-None-Match` tag is the summary's"), (status = 404, body = ErrorBody), (status = 500, body = ErrorBody, description = "`room_unreadable`: the room's stored game cannot be replayed")))]
pub async fn room_summary(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    Ok(summary(&hub, &id).await?.respond(&headers))
}

/// The most rooms `GET /api/rooms` lists.
pub const OPEN_LISTED: i64 = 50;
/// The most rooms `GET /api/rooms/mine` lists.
pub const MINE_LISTED: i64 = 100;

#[utoipa::path(get, path = "/api/rooms", responses((status = 200, body = Vec<Summary>, description = "Unfinished rooms with an open seat, newest first (a room whose stored listing cannot be read is left out)")))]
pub async fn open_rooms(State(hub): State<Arc<Hub>>) -> ApiResult<Vec<Summary>> {
    let rooms = hub
        .store
        .open_listed(OPEN_LISTED)
        .await
        .map_err(ApiError::internal)?;
    Ok(Json(listed(&hub, rooms).await))
}

#[utoipa::path(get, path = "/api/rooms/mine", security(("player_key" = [])), responses((status = 200, body = Vec<Summary>, description = "The player's rooms, newest first (a room whose stored listing cannot be read is left out)"), (status = 401, body = ErrorBody)))]
pub async fn my_rooms(State(hub): State<Arc<Hub>>, headers: HeaderMap) -> ApiResult<Vec<Summary>> {
    let me = player(&hub, &headers).await?;
    let rooms = hub
        .store
        .listed_of(&me.id, MINE_LISTED)
        .await
        .map_err(ApiError::internal)?;
    Ok(Json(listed(&hub, rooms).await))
}

/// The summaries of a list's rooms, in order, read from their stored rows: no room
/// is loaded and no record replayed. A room whose rows cannot be read is left out
/// (the server's log names it), so one broken room does not hide the others.
async fn listed(hub: &Arc<Hub>, rooms: Listed) -> Vec<Summary> {
    let mut out = Vec::with_capacity(rooms.len());
    for room in rooms {
        match listed_summary(hub, room).await {
            Ok(s) => out.push(s),
            Err(e) => {
                tracing::error!(room = %e.room, error = %e.why, "a room is left out of a list: its rows cannot be read")
            }
        }
    }
    out
}

/// A listed room's summary, from its rows; a room stored before listings were kept
/// is asked for it instead (loading it once: it writes its listing).
async fn listed_summary(
    hub: &Arc<Hub>,
    room: Result<ListedRoom, UnreadableRow>,
) -> Result<Summary, UnreadableRow> {
    let room = room?;
    let unreadable = |why: String| UnreadableRow {
        room: room.id.clone(),
        why,
    };
    match &room.listing {
        Some(listing) => Summary::listed(&room, listing).map_err(unreadable),
        None => hub
            .ask(&room.id, |reply| Command::FillListing { reply })
            .await
            .map_err(|e| unreadable(e.message)),
    }
}

#[derive(Deserialize, Default, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct JoinReq {
    /// The seat wanted (default: the first open one).
    #[serde(default)]
    seat: Option<Seat>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct JoinedOut {
    seat: Seat,
    token: String,
}

#[utoipa::path(post, path = "/api/rooms/{id}/join", params(("id" = String, Path, description = "The room")), request_body = JoinReq, security(("player_key" = [])), responses((status = 200, body = JoinedOut, links(("leave" = (operation_id = "leave_room", parameters(("id" = "$request.path.id")), request_body = json!({"seat": "$response.body#/seat"}))))), (status = 400, body = ErrorBody, description = "Unreadable JSON"), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody, description = "The seat is taken, no seat is open, the player holds a seat already (only the room's creator may hold several), or the room's game is over or expired"), BodyRejected))]
pub async fn join_room(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    headers: HeaderMap,
    JsonBody(req): JsonBody<JoinReq>,
) -> ApiResult<JoinedOut> {
    let me = player(&hub, &headers).await?;
    let joined = hub
        .ask(room_id(&id)?, |reply| Command::Join {
            player: me.clone(),
            seat: req.seat,
            reply,
        })
        .await??;
    Ok(Json(JoinedOut {
        seat: joined.seat,
        token: joined.token,
    }))
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct Left {
    /// The seat left.
    left: Seat,
}

#[utoipa::path(post, path = "/api/rooms/{id}/leave", params(("id" = String, Path, description = "The room")), request_body = JoinReq, security(("player_key" = [])), responses((status = 200, body = Left, description = "The seat is open again; the connections that held it are closed"), (status = 400, body = ErrorBody, description = "No seat given, or unreadable JSON"), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), BodyRejected))]
pub async fn leave_room(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    headers: HeaderMap,
    JsonBody(req): JsonBody<JoinReq>,
) -> ApiResult<Left> {
    let me = player(&hub, &headers).await?;
    let seat = req
        .seat
        .ok_or_else(|| ApiError::bad("no_seat", "say which seat you leave"))?;
    hub.ask(room_id(&id)?, |reply| Command::Leave {
        player: me.id.clone(),
        seat,
        reply,
    })
    .await??;
    Ok(Json(Left { left: seat }))
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct InviteOut {
    /// The room the invite is for.
    room: String,
}

#[utoipa::path(get, path = "/api/invites/{code}", params(("code" = String, Path, description = "The invite code")), responses((status = 200, body = InviteOut, description = "The room of the invite"), (status = 404, body = ErrorBody)))]
pub async fn invite(State(hub): State<Arc<Hub>>, Path(code): Path<String>) -> ApiResult<InviteOut> {
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
#[utoipa::path(get, path = "/api/rooms/{id}/record", params(("id" = String, Path, description = "The room")), responses((status = 200, description = "The full game record (docs/record-format.md), once the game is over"), (status = 304, description = "Not modified: the `If-None-Match` tag is the answer's (a finished game's answers carry an `ETag`)"), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn room_record(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let id = room_id(&id)?;
    let served = kept(&hub, id, Answer::Record, async {
        let record = hub.ask(id, |reply| Command::Record { reply }).await??;
        Ok((
            serde_json::to_value(record).map_err(ApiError::internal)?,
            true,
        ))
    })
    .await?;
    Ok(served.respond(&headers))
}

/// A finished game step by step, for the replay viewer: `{"views": [the
/// spectators' view before the first action and after each], "moves": [{"version",
/// "seat", "action", "description"}]}`.
#[utoipa::path(get, path = "/api/rooms/{id}/replay", params(("id" = String, Path, description = "The room"), LangQuery), responses((status = 200, body = Object, description = "Every step of the finished game"), (status = 304, description = "Not modified: the `If-None-Match` tag is the answer's (a finished game's answers carry an `ETag`)"), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn room_replay(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    QueryParams(q): QueryParams<LangQuery>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let id = room_id(&id)?;
    let served = kept(&hub, id, Answer::Replay(q.lang), async {
        let replay = hub
            .ask(id, |reply| Command::Replay {
                lang: q.lang,
                reply,
            })
            .await??;
        Ok((replay, true))
    })
    .await?;
    Ok(served.respond(&headers))
}
