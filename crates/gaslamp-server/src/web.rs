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
        Some(file) => served(
            content_type(path),
            file.data.into_owned(),
            &file.metadata.sha256_hash()[..8],
        ),
        None => not_found(),
    }
}

/// A Fluent file of `locales/` (`/locales/fr/page.ftl`), embedded by
/// `gaslamp_core::i18n`: the page's words and its tables' are said from them.
fn locale(code: &str, file: &str) -> Response {
    let source = file.strip_suffix(".ftl").and_then(|name| {
        let lang = gaslamp_core::i18n::Lang::with_code(code)?;
        (lang.code() == code).then_some(())?;
        gaslamp_core::i18n::source(lang, name)
    });
    match source {
        Some(text) => {
            use std::hash::{Hash, Hasher};
            let mut h = std::hash::DefaultHasher::new();
            text.hash(&mut h);
            served(
                content_type(file),
                text.as_bytes().to_vec(),
                &h.finish().to_be_bytes(),
            )
        }
        None => not_found(),
    }
}

/// A file's answer: its type, the page's rules (CSP), and an `ETag` of `tag`.
fn served(content_type: &'static str, data: Vec<u8>, tag: &[u8]) -> Response {
    let mut r = ([(header::CONTENT_TYPE, content_type)], data).into_response();
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
            tag.iter().map(|b| format!("{b:02x}")).collect::<String>()
        ))
        .expect("hex is a valid header value"),
    );
    r
}

fn not_found() -> Response {
    (
        StatusCode::NOT_FOUND,
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        "no such file",
    )
        .into_response()
}

/// `/` (the page), `/web/{path}` (its modules, styles and pictures) and
/// `/locales/{code}/{file}` (the words of every language).
pub fn routes() -> Router {
    Router::new()
        .route("/", get(|| async { asset("index.html") }))
        .route(
            "/locales/{code}/{file}",
            get(|Path((code, file)): Path<(String, String)>| async move { locale(&code, &file) }),
        )
        .route(
            "/web/{*path}",
            get(|Path(path): Path<String>| async move { asset(&path) }),
        )
}

/// Every embedded file's path (for tests and the docs).
pub fn files() -> impl Iterator<Item = String> {
    Assets::iter().map(|p| p.into_owned())
}
