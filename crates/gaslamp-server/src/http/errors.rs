//! The HTTP API's errors and the extractors that answer like them: every error is
//! `{ "code", "message" }` with a fitting status, never internal details.

use crate::room::{ErrorKind, RoomError};
use axum::extract::Query;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use gaslamp_core::untrusted;
use serde::Serialize;
use serde_json::{json, Value};

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
    /// Seconds to wait before trying again (`Retry-After`), when there is a wait.
    retry_after: Option<u64>,
}

impl ApiError {
    pub fn new(status: StatusCode, code: &'static str, message: impl Into<String>) -> Self {
        ApiError {
            status,
            code,
            message: message.into(),
            retry_after: None,
        }
    }

    /// The same answer, saying to try again in `secs` seconds.
    pub fn retry_after(mut self, secs: u64) -> Self {
        self.retry_after = Some(secs);
        self
    }

    pub fn code(&self) -> &'static str {
        self.code
    }

    pub fn message(&self) -> &str {
        &self.message
    }

    /// `503 busy`: the server's searches are all running; try again in a second.
    pub fn busy(message: impl Into<String>) -> Self {
        Self::new(StatusCode::SERVICE_UNAVAILABLE, "busy", message).retry_after(1)
    }

    pub fn bad(code: &'static str, message: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, code, message)
    }
    pub fn internal(e: impl std::fmt::Display) -> Self {
        tracing::error!(error = %e, "internal error");
        Self::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "unavailable",
            "the server cannot do this now; try again",
        )
    }
    pub fn no_room() -> Self {
        Self::new(
            StatusCode::NOT_FOUND,
            "no_such_room",
            "there is no such room",
        )
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let mut r = (
            self.status,
            Json(json!({ "code": self.code, "message": self.message })),
        )
            .into_response();
        if let Some(secs) = self.retry_after {
            r.headers_mut()
                .insert(axum::http::header::RETRY_AFTER, secs.into());
        }
        r
    }
}

pub type ApiResult<T> = Result<Json<T>, ApiError>;

/// A JSON request body: a JSON object with the fields of `T`. axum's own `Json`
/// answers a body it cannot take (no JSON content type, unreadable JSON, the wrong
/// fields, too large) in plain text, and takes a JSON array for a struct (serde reads
/// a struct from a sequence of its fields); this one refuses anything but an object,
/// and answers like an [`ApiError`], so every error of the API is
/// `{ "code", "message" }` as its OpenAPI document says.
pub struct JsonBody<T>(pub T);

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
pub struct QueryParams<T>(pub T);

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
pub enum BodyRejected {
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

impl From<RoomError> for ApiError {
    fn from(e: RoomError) -> Self {
        let status = match e.kind {
            ErrorKind::Bad => StatusCode::BAD_REQUEST,
            ErrorKind::Forbidden => StatusCode::FORBIDDEN,
            ErrorKind::NotFound => StatusCode::NOT_FOUND,
            ErrorKind::Conflict => StatusCode::CONFLICT,
            ErrorKind::Busy | ErrorKind::Unavailable => StatusCode::SERVICE_UNAVAILABLE,
            ErrorKind::Unreadable => StatusCode::INTERNAL_SERVER_ERROR,
        };
        let busy = e.kind == ErrorKind::Busy;
        let out = ApiError::new(status, e.code, e.message);
        if busy {
            out.retry_after(1)
        } else {
            out
        }
    }
}

/// The language a request's texts are written in: `?lang=en` (the default) or
/// `?lang=fr`.
#[derive(serde::Deserialize, utoipa::IntoParams)]
pub struct LangQuery {
    /// `en` (default) or `fr`; another tag gets its nearest language (`fr-CA`: French), or English.
    #[serde(default)]
    #[param(value_type = Option<String>)]
    pub lang: gaslamp_core::i18n::Lang,
}
