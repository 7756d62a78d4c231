//! The browser client: the files of `web/` (plain HTML, CSS and ES modules, no build
//! step), embedded in the binary at compile time and served at `/` and `/web/…`.
//! The page routes itself with the URL's fragment (`/#/room/ID`), so a reload or a
//! shared link needs no route on the server.

use axum::extract::Path;
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;

#[derive(rust_embed::Embed)]
#[folder = "../../web/"]
#[exclude = "test/*"]
#[exclude = "e2e/*"]
#[exclude = "node_modules/*"]
#[exclude = "package*.json"]
struct Assets;

/// The content type of an asset, by its extension.
fn content_type(path: &str) -> &'static str {
    match path.rsplit('.').next() {
        Some("html") => "text/html; charset=utf-8",
        Some("js") | Some("mjs") => "text/javascript; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("svg") => "image/svg+xml",
        Some("json") => "application/json",
        Some("ftl") => "text/plain; charset=utf-8",
        Some("png") => "image/png",
        Some("ico") => "image/x-icon",
        _ => "application/octet-stream",
    }
}

/// The page's rules for what it may load and run: its own files only, no inline
/// script, no framing by other sites (chat lines and names are text, and this keeps
/// a mistake from ever running one).
const CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

fn asset(path: &str) -> Response {
    match Assets::get(path) {
        Some(file) => {
            let mut r = (
                [(header::CONTENT_TYPE, content_type(path))],
                file.data.into_owned(),
            )
                .into_response();
            let h = r.headers_mut();
            h.insert(
                header::CONTENT_SECURITY_POLICY,
                HeaderValue::from_static(CSP),
            );
            h.insert(
                header::X_CONTENT_TYPE_OPTIONS,
                HeaderValue::from_static("nosniff"),
            );
            // The files change with the binary: revalidate rather than keep stale ones.
            h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
            h.insert(
                header::ETAG,
                HeaderValue::from_str(&format!(
                    "\"{}\"",
                    file.metadata
                        .sha256_hash()
                        .iter()
                        .take(8)
                        .map(|b| format!("{b:02x}"))
                        .collect::<String>()
                ))
                .expect("hex is a valid header value"),
            );
            r
        }
        None => (
            StatusCode::NOT_FOUND,
            [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
            "no such file",
        )
            .into_response(),
    }
}

/// `/` (the page) and `/web/{path}` (its modules, styles and pictures).
pub fn routes() -> Router {
    Router::new()
        .route("/", get(|| async { asset("index.html") }))
        .route(
            "/web/{*path}",
            get(|Path(path): Path<String>| async move { asset(&path) }),
        )
}

/// Every embedded file's path (for tests and the docs).
pub fn files() -> impl Iterator<Item = String> {
    Assets::iter().map(|p| p.into_owned())
}
