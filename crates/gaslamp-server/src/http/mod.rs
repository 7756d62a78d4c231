//! The HTTP side: the API's routes and their OpenAPI document, made from one list,
//! and the rate limits in front of them. The handlers are by role: [`api`] (the
//! server and its games), [`lobby`] (players, rooms, seats), [`searches`] (hints
//! and analyses), [`socket`] (a room's WebSocket). A handler checks what it was
//! sent and asks the room; a room's state is changed only by the room.
//!
//! A player authenticates with `Authorization: Bearer PLAYER_KEY`; a seat with its
//! seat token in the WebSocket URL (`/api/rooms/{id}/ws?token=…`); without a token the
//! connection watches as a spectator. Errors are `{ "code", "message" }` with a
//! fitting status, never internal details ([`errors`]).

pub mod api;
pub mod errors;
pub mod finished;
pub mod lobby;
pub mod searches;
pub mod socket;

use crate::hub::Hub;
use crate::secrets;
use api::*;
use axum::extract::{DefaultBodyLimit, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use errors::ApiError;
use lobby::*;
use searches::*;
use serde_json::Value;
use socket::*;
use std::sync::Arc;

pub use crate::names::MAX_NAME_CHARS;

/// The largest request body, in bytes.
pub const MAX_BODY: usize = 64 * 1024;

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
            .filter(|(path, _)| !matches!(path.as_str(), "/healthz" | "/readyz"));
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
        .routes(routes!(readyz))
        .routes(routes!(games))
        .routes(routes!(catalog))
        .routes(routes!(words))
        .routes(routes!(languages))
        .routes(routes!(new_player))
        .routes(routes!(rename_player))
        .routes(routes!(create_room, open_rooms))
        .routes(routes!(my_rooms))
        .routes(routes!(room_summary))
        .routes(routes!(join_room))
        .routes(routes!(leave_room))
        .routes(routes!(hint))
        .routes(routes!(room_record))
        .routes(routes!(room_replay))
        .routes(routes!(room_analysis))
        .routes(routes!(room_coach))
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
    let (router, doc) = routes(hub.clone());
    let doc = openapi_json(&doc);
    router
        .route("/openapi.json", get(move || async move { Json(doc) }))
        .route("/metrics", get(api::metrics).with_state(hub))
        .merge(crate::web::routes())
}

/// Refuses a request over its address's or player key's allowance (crate::limits).
async fn rate_limit(
    State(hub): State<Arc<Hub>>,
    req: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
    // Load balancers poll the health checks.
    if matches!(req.uri().path(), "/healthz" | "/readyz") {
        return next.run(req).await;
    }
    let peer = peer_of(&req);
    let key = bearer(req.headers())
        .filter(|k| secrets::well_formed(k))
        .map(secrets::hash);
    match hub.limits.request(peer, key.as_deref()) {
        Ok(()) => next.run(req).await,
        Err(wait) => too_fast(wait, "requests").into_response(),
    }
}

/// `429 too_fast`: too many of `what`; `Retry-After` says when to try again.
pub fn too_fast(wait: std::time::Duration, what: &str) -> ApiError {
    let secs = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
    ApiError::new(
        StatusCode::TOO_MANY_REQUESTS,
        "too_fast",
        format!("too many {what}; try again in {secs} s"),
    )
    .retry_after(secs)
}

/// The peer address of a request (set by the server's accept loop).
pub fn peer_of(req: &axum::extract::Request) -> Option<std::net::IpAddr> {
    req.extensions()
        .get::<axum::extract::ConnectInfo<std::net::SocketAddr>>()
        .map(|c| c.0.ip())
}

/// The key of an `Authorization: Bearer KEY` header.
pub fn bearer(headers: &HeaderMap) -> Option<&str> {
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
