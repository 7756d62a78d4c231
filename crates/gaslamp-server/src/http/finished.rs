//! Serving what a finished game serves ([`crate::finished`]): from the cache when it
//! is there, else made by the room once and kept; with its entity tag (`ETag`; a
//! request whose `If-None-Match` names it gets `304` and no body), gzipped for a
//! client that accepts it, and revalidated by the client each time (`Cache-Control:
//! no-cache`: a summary changes when a player is renamed).

use super::errors::ApiError;
use crate::finished::{Answer, Made};
use crate::hub::Hub;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use serde_json::Value;
use std::future::Future;
use std::sync::Arc;

/// An answer to serve: one that is final (kept, or made now and kept), or one of a
/// game in progress, served as it is.
pub enum Served {
    Final(Arc<Made>),
    Fresh(Value),
}

/// Room `room`'s `answer`: kept, or made by `make` (its value, and whether it is
/// final: the game is over), and kept when final.
pub async fn kept(
    hub: &Hub,
    room: &str,
    answer: Answer,
    make: impl Future<Output = Result<(Value, bool), ApiError>>,
) -> Result<Served, ApiError> {
    if let Some(made) = hub.finished.get(room, &answer) {
        return Ok(Served::Final(made));
    }
    let (value, last) = make.await?;
    if !last {
        return Ok(Served::Fresh(value));
    }
    // Serializing and compressing a long replay takes milliseconds.
    let made = tokio::task::spawn_blocking(move || Made::new(&value))
        .await
        .map(Arc::new)
        .map_err(|_| ApiError::internal("an answer could not be made"))?;
    hub.finished.put(room, answer, made.clone());
    Ok(Served::Final(made))
}

impl Served {
    /// The answer for a request with `headers`.
    pub fn respond(&self, headers: &HeaderMap) -> Response {
        match self {
            Served::Final(made) => respond(headers, made),
            Served::Fresh(v) => axum::Json(v).into_response(),
        }
    }
}

/// A final answer for a request with `headers`.
fn respond(headers: &HeaderMap, made: &Made) -> Response {
    let etag = HeaderValue::from_str(&made.etag).expect("a hex tag");
    let no_cache = HeaderValue::from_static("no-cache");
    if matches_etag(headers, &made.etag) {
        return (
            StatusCode::NOT_MODIFIED,
            [(header::ETAG, etag), (header::CACHE_CONTROL, no_cache)],
        )
            .into_response();
    }
    let gzip = accepts_gzip(headers);
    let body = if gzip {
        made.gzip.clone()
    } else {
        made.json.clone()
    };
    let mut r = (
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static("application/json"),
            ),
            (header::ETAG, etag),
            (header::CACHE_CONTROL, no_cache),
            (header::VARY, HeaderValue::from_static("accept-encoding")),
        ],
        body,
    )
        .into_response();
    if gzip {
        r.headers_mut()
            .insert(header::CONTENT_ENCODING, HeaderValue::from_static("gzip"));
    }
    r
}

/// Whether `If-None-Match` names `etag` (or is `*`).
fn matches_etag(headers: &HeaderMap, etag: &str) -> bool {
    headers
        .get_all(header::IF_NONE_MATCH)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map(|t| t.trim().trim_start_matches("W/"))
        .any(|t| t == etag || t == "*")
}

/// Whether `Accept-Encoding` takes gzip (by name or `*`, with a weight above 0).
fn accepts_gzip(headers: &HeaderMap) -> bool {
    headers
        .get_all(header::ACCEPT_ENCODING)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .any(|coding| {
            let mut parts = coding.split(';').map(str::trim);
            let name = parts.next().unwrap_or_default();
            let weight = parts
                .find_map(|p| p.strip_prefix("q="))
                .and_then(|q| q.parse::<f32>().ok())
                .unwrap_or(1.0);
            (name.eq_ignore_ascii_case("gzip") || name == "*") && weight > 0.0
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(header::HeaderName, &str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.append(k.clone(), HeaderValue::from_str(v).unwrap());
        }
        h
    }

    #[test]
    fn gzip_is_sent_only_to_clients_that_take_it() {
        assert!(accepts_gzip(&headers(&[(
            header::ACCEPT_ENCODING,
            "gzip, deflate, br"
        )])));
        assert!(accepts_gzip(&headers(&[(
            header::ACCEPT_ENCODING,
            "br;q=1, *;q=0.5"
        )])));
        assert!(!accepts_gzip(&headers(&[(
            header::ACCEPT_ENCODING,
            "gzip;q=0, br"
        )])));
        assert!(!accepts_gzip(&headers(&[(
            header::ACCEPT_ENCODING,
            "identity"
        )])));
        assert!(!accepts_gzip(&HeaderMap::new()));
    }

    #[test]
    fn a_known_tag_gets_304() {
        let made = Made::new(&serde_json::json!({"a": 1}));
        let r = respond(&headers(&[(header::IF_NONE_MATCH, "\"other\", ")]), &made);
        assert_eq!(r.status(), StatusCode::OK);
        let tag = made.etag.clone();
        for sent in [
            tag.clone(),
            format!("W/{tag}"),
            format!("\"x\", {tag}"),
            "*".into(),
        ] {
            let r = respond(&headers(&[(header::IF_NONE_MATCH, &sent)]), &made);
            assert_eq!(r.status(), StatusCode::NOT_MODIFIED, "{sent}");
            assert_eq!(r.headers()[header::ETAG], tag.as_str());
        }
    }
}
