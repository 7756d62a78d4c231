//! Searches for people: a hint for the seat that must act, the win chances of a
//! finished game's analysis, and the coach's judgement of a seat's moves. Each is an ISMCTS search, run on the blocking pool
//! within the server's search budget ([`crate::Policy::searches`] at once; one more
//! is answered `503 busy` with `Retry-After`), apart from the bots' own budget, so
//! neither can starve the games in progress. A hint is given only to the seat's
//! holder (its seat token), from its view only, and kept until the game moves on; an
//! analysis point or a coach's judgement is computed once per finished game and
//! stored. The room decides
//! what to search and keeps the results; this side only runs the search.

use super::bearer;
use super::errors::{ApiError, BodyRejected, ErrorBody, JsonBody, QueryParams};
use super::finished::kept;
use super::lobby::room_id;
use crate::finished::Answer;
use crate::hub::Hub;
use crate::room::{Command, Search};
use crate::search_turns::{Asker, NoTurn, Priority};
use crate::secrets;
use axum::extract::ConnectInfo;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use axum::Json;
use gaslamp_core::i18n::{Lang, Texts};
use gaslamp_core::Reader;
use serde::Deserialize;
use serde_json::Value;
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;

/// Runs a search the room handed out when `asker` gets a turn ([`crate::search_turns`]),
/// and tells the room how it ended (in a task of its own, so a client that goes away
/// does not leave the room waiting).
async fn run(hub: &Arc<Hub>, asker: Asker, search: Search) -> Result<Value, ApiError> {
    let (task, kind, room) = match search {
        Search::Known(v) => return Ok(v),
        Search::Run { task, kind, room } => (task, kind, room),
    };
    let turn = match hub.searches.turn(asker).await {
        Ok(turn) => turn,
        Err(why) => {
            crate::metrics::search(false);
            room.send(Command::Searched { kind, result: None }).await;
            return Err(ApiError::busy(match why {
                NoTurn::OverShare => {
                    "you have a search running or waiting already; ask again when it has ended"
                }
                NoTurn::Busy => "the server's searches are all taken; try again in a moment",
            }));
        }
    };
    crate::metrics::search(true);
    let (tx, rx) = tokio::sync::oneshot::channel();
    tokio::spawn(async move {
        let result = tokio::task::spawn_blocking(task).await.ok();
        drop(turn);
        room.send(Command::Searched {
            kind,
            result: result.clone(),
        })
        .await;
        let _ = tx.send(result);
    });
    match rx.await {
        Ok(Some(v)) => Ok(v),
        _ => Err(ApiError::internal("a search failed")),
    }
}

/// Who asks for an analysis or a coach's judgement: a player (by the request's
/// player key), or an anonymous client (by its address).
fn asker_of(hub: &Hub, headers: &HeaderMap, peer: Option<IpAddr>) -> Asker {
    let address = hub.limits.counted(peer);
    match bearer(headers).filter(|k| secrets::well_formed(k)) {
        Some(key) => Asker {
            priority: Priority::Player,
            client: format!("key {}", secrets::hash(key)),
            address,
        },
        None => Asker {
            priority: Priority::Anonymous,
            client: format!(
                "address {}",
                peer.map_or_else(|| "?".to_string(), |p| p.to_string())
            ),
            address,
        },
    }
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct HintReq {
    /// The seat token of the seat that asks (a hint is computed from its view).
    token: String,
    /// The language of the descriptions: `en` (default) or `fr`; another tag gets its nearest language (`fr-CA`: French), or English.
    #[serde(default)]
    #[schema(value_type = Option<String>)]
    lang: Lang,
}

/// The AI's recommended action for a seat that must act, computed from that seat's
/// view only, with its estimated chance of winning and the next best candidates.
#[utoipa::path(post, path = "/api/rooms/{id}/hint", params(("id" = String, Path, description = "The room")), request_body = HintReq, responses((status = 200, body = Object, description = "`{\"action\", \"description\", \"win_chance\", \"candidates\": [{\"action\", \"description\", \"win_chance\", \"visits\"}], \"iterations\"}`"), (status = 400, body = ErrorBody, description = "Unreadable JSON"), (status = 403, body = ErrorBody, description = "Not a seat token of this room"), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody, description = "The seat does not have to act now"), (status = 503, body = ErrorBody, description = "The server's searches are all running; try again (`Retry-After`)"), BodyRejected))]
pub async fn hint(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    JsonBody(req): JsonBody<HintReq>,
) -> Result<Json<Value>, ApiError> {
    let id = room_id(&id)?;
    if !secrets::well_formed(&req.token) {
        return Err(ApiError::new(
            StatusCode::FORBIDDEN,
            "not_your_seat",
            "this is not a seat token of this room",
        ));
    }
    let holder = secrets::hash(&req.token);
    let search = hub
        .ask(id, |reply| Command::Hint {
            holder: holder.clone(),
            lang: req.lang,
            reply,
        })
        .await??;
    // The seat's holder asking for the move it must make goes first.
    let asker = Asker {
        priority: Priority::Hint,
        client: format!("seat {holder}"),
        address: hub.limits.counted(Some(peer.ip())),
    };
    Ok(Json(run(&hub, asker, search).await?))
}

#[derive(Deserialize, utoipa::IntoParams)]
pub struct AnalysisQuery {
    /// Which point of the game: 0 (the start) to `points - 1`.
    #[serde(default)]
    point: usize,
}

/// The AI's estimate of each seat's chance of winning at one point of a finished
/// game (the start of each unit of its progress: turn, round), from each seat's own
/// view: `{"points", "point", "version", "turn" (the unit's number), "unit",
/// "win_chance": [per seat, or null]}`. A client asks for the
/// points one after another and shows its progress.
#[utoipa::path(get, path = "/api/rooms/{id}/analysis", params(("id" = String, Path, description = "The room"), AnalysisQuery), responses((status = 200, body = Object, description = "The win chances at that point"), (status = 400, body = ErrorBody, description = "No such point, or an unreadable query string"), (status = 304, description = "Not modified: the `If-None-Match` tag is the answer's (a finished game's answers carry an `ETag`)"), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 503, body = ErrorBody, description = "The server's searches are all running; try again (`Retry-After`)")))]
pub async fn room_analysis(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    QueryParams(q): QueryParams<AnalysisQuery>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let id = room_id(&id)?;
    let asker = asker_of(&hub, &headers, Some(peer.ip()));
    let served = kept(&hub, id, Answer::Analysis { point: q.point }, async {
        let search = hub
            .ask(id, |reply| Command::Analysis {
                point: q.point,
                reply,
            })
            .await??;
        Ok((run(&hub, asker, search).await?, true))
    })
    .await?;
    Ok(served.respond(&headers))
}

#[derive(Deserialize, utoipa::IntoParams)]
pub struct CoachQuery {
    /// The seat whose moves are judged.
    seat: usize,
    /// Which of its judged moves: 0 to `moves - 1`; without it, the list's size.
    #[serde(rename = "move")]
    mv: Option<usize>,
    /// The language of the moves' descriptions: `en` (default) or `fr`; another tag gets its nearest language (`fr-CA`: French), or English.
    #[serde(default)]
    #[param(value_type = Option<String>)]
    lang: Lang,
}

/// A judgement with its descriptions (kept as messages) said in `lang` to the
/// judged seat (the room's game's words).
fn judged_in(mut v: Value, lang: Lang, texts: &'static Texts) -> Value {
    let seat = v["seat"].as_u64().map(|s| s as usize);
    let reader = Reader {
        lang,
        seat,
        names: &[],
    };
    for side in ["played", "best"] {
        crate::texts::say_at(&mut v, &format!("/{side}/description"), &reader, texts);
    }
    v
}

/// The coach after a finished game. Without `move`: how many of the seat's moves it
/// judges, `{"seat", "moves", "choices" (the moves where the seat had a choice), "unit"}`.
/// With `move=K`: the judgement of that move from the seat's own view before it,
/// `{"seat", "move", "moves", "choices", "version" (before the move), "turn", "unit",
/// "played": {"action", "description"}, "best": {"action", "description", "json"},
/// "best_chance", "played_chance", "loss", "mark" ("inaccuracy", "mistake",
/// "blunder" or null)}`. A client asks for the moves one after another and shows
/// its progress; each is computed once and stored.
#[utoipa::path(get, path = "/api/rooms/{id}/coach", params(("id" = String, Path, description = "The room"), CoachQuery), responses((status = 200, body = Object, description = "The judged moves, or one move's judgement"), (status = 400, body = ErrorBody, description = "No such seat or move, or an unreadable query string"), (status = 304, description = "Not modified: the `If-None-Match` tag is the answer's (a finished game's answers carry an `ETag`)"), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody, description = "The game is not over"), (status = 503, body = ErrorBody, description = "The server's searches are all running; try again (`Retry-After`)")))]
pub async fn room_coach(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    QueryParams(q): QueryParams<CoachQuery>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let id = room_id(&id)?;
    let asker = asker_of(&hub, &headers, Some(peer.ip()));
    let answer = Answer::Coach {
        seat: q.seat,
        mv: q.mv,
        lang: q.lang,
    };
    let served = kept(&hub, id, answer, async {
        let search = hub
            .ask(id, |reply| Command::Coach {
                seat: q.seat,
                mv: q.mv,
                reply,
            })
            .await??;
        let game = hub.ask(id, |reply| Command::Summary { reply }).await?.game;
        let texts = gaslamp_games::find(&game)
            .map_err(|e| {
                ApiError::new(
                    StatusCode::INTERNAL_SERVER_ERROR,
                    "room_unreadable",
                    e.to_string(),
                )
            })?
            .texts();
        Ok((
            judged_in(run(&hub, asker, search).await?, q.lang, texts),
            true,
        ))
    })
    .await?;
    Ok(served.respond(&headers))
}
