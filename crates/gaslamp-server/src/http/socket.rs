//! A room's WebSocket: the upgrade (its origin, its token and its shape checked
//! first), then one task per connection that sends the room's messages out and the
//! client's actions and chat lines in, as commands to the room. The room decides
//! what the connection is (a seat's or a spectator's) for as long as it lives: when
//! the seat changes hands, the room closes the connection's queue and the
//! connection closes.

use super::errors::{ApiError, ErrorBody, QueryParams};
use super::lobby::room_id;
use crate::hub::Hub;
use crate::limits::{Sender, CHAT_BURST, CHAT_SECONDS_PER_LINE, MESSAGE_BURST, MESSAGE_PER_SECOND};
use crate::protocol::{self, errors, ClientMessage, ServerMessage};
use crate::room::{ActionInput, Command, Outgoing, Watching};
use crate::{secrets, Policy};
use axum::extract::{Path, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use futures_util::{SinkExt, StreamExt};
use gaslamp_core::untrusted;
use serde::Deserialize;
use serde_json::Value;
use std::sync::Arc;
use tokio_tungstenite::tungstenite::handshake::derive_accept_key;
use tokio_tungstenite::tungstenite::protocol::frame::coding::{CloseCode, Data, OpCode};
use tokio_tungstenite::tungstenite::protocol::frame::{CloseFrame, Frame};
use tokio_tungstenite::tungstenite::protocol::{Role, WebSocketConfig};
use tokio_tungstenite::tungstenite::{Error as WsError, Message};
use tokio_tungstenite::WebSocketStream;

/// A server's end of a WebSocket.
type Socket = WebSocketStream<hyper_util::rt::TokioIo<hyper::upgrade::Upgraded>>;

#[derive(Deserialize)]
pub struct SocketQuery {
    token: Option<String>,
    /// The last version the client has seen (a reconnecting client gets the moves
    /// after it).
    #[serde(default)]
    since: u64,
    /// The language of the texts it is sent (`en`, the default, or `fr`; another tag gets its nearest language, or English).
    #[serde(default)]
    lang: gaslamp_core::i18n::Lang,
}

#[utoipa::path(get, path = "/api/rooms/{id}/ws", params(("id" = String, Path, description = "The room"), ("token" = Option<String>, Query, description = "The seat token; without it, watch"), ("since" = Option<u64>, Query, description = "The last version seen"), ("lang" = Option<String>, Query, description = "The language of the texts: `en` (default) or `fr`; another tag gets its nearest language (`fr-CA`: French), or English")), responses((status = 101, description = "WebSocket play (docs/protocol.md)"), (status = 400, body = ErrorBody, description = "An unreadable query string, or not a WebSocket upgrade"), (status = 403, body = ErrorBody, description = "A token that holds no seat of the room, or a page of another origin"), (status = 404, body = ErrorBody)))]
pub async fn room_socket(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    QueryParams(q): QueryParams<SocketQuery>,
    mut req: axum::extract::Request,
) -> Response {
    match open(&hub, &id, q, &mut req).await {
        Ok(r) => r,
        Err(e) => e.into_response(),
    }
}

async fn open(
    hub: &Arc<Hub>,
    id: &str,
    q: SocketQuery,
    req: &mut axum::extract::Request,
) -> Result<Response, ApiError> {
    let id = room_id(id)?;
    if !origin_allowed(&hub.policy, req.headers()) {
        return Err(ApiError::new(
            StatusCode::FORBIDDEN,
            "bad_origin",
            "pages of this origin may not open the server's WebSockets",
        ));
    }
    let holder = match &q.token {
        None => None,
        Some(t) if secrets::well_formed(t) => Some(secrets::hash(t)),
        Some(_) => return Err(bad_token()),
    };
    let (Some(key), Some(upgrade)) = (
        websocket_key(req.headers()).cloned(),
        req.extensions_mut().remove::<hyper::upgrade::OnUpgrade>(),
    ) else {
        return Err(ApiError::bad(
            "not_websocket",
            "this address takes a WebSocket upgrade (docs/protocol.md)",
        ));
    };
    // The connection's slot of its address's allowance, held while the socket lives.
    let slot = req
        .extensions_mut()
        .remove::<Arc<crate::limits::ConnectionSlot>>();
    let watching = hub
        .ask(id, |reply| Command::Watch {
            holder: holder.clone(),
            since: q.since,
            lang: q.lang,
            reply,
        })
        .await??;
    let hub = hub.clone();
    tokio::spawn(async move {
        let Ok(upgraded) = upgrade.await else { return };
        // Small buffers: four seats per room with the default 128 KiB read buffer
        // each took most of a room's memory (docs/server.md, "Load"). A client's
        // messages are actions and chat lines of a few hundred bytes.
        let config = WebSocketConfig::default()
            .max_message_size(Some(protocol::MAX_CLIENT_FRAME))
            .max_frame_size(Some(protocol::MAX_CLIENT_FRAME))
            .read_buffer_size(1024)
            .write_buffer_size(0);
        let socket = WebSocketStream::from_raw_socket(
            hyper_util::rt::TokioIo::new(upgraded),
            Role::Server,
            Some(config),
        )
        .await;
        play(hub, watching, socket).await;
        drop(slot);
    });
    let mut r = Response::new(axum::body::Body::empty());
    *r.status_mut() = StatusCode::SWITCHING_PROTOCOLS;
    let h = r.headers_mut();
    h.insert(header::CONNECTION, HeaderValue::from_static("upgrade"));
    h.insert(header::UPGRADE, HeaderValue::from_static("websocket"));
    if let Ok(accept) = HeaderValue::from_str(&derive_accept_key(key.as_bytes())) {
        h.insert(header::SEC_WEBSOCKET_ACCEPT, accept);
    }
    Ok(r)
}

fn bad_token() -> ApiError {
    ApiError::new(
        StatusCode::FORBIDDEN,
        "bad_token",
        "this token holds no seat of this room",
    )
}

/// Whether a page of the request's `Origin` may open a WebSocket: the server's own
/// ([`Policy::own_origins`], compared whole: scheme, host and port), one the operator
/// lists, or no `Origin` at all (not a browser: a browser always sends one, and
/// another site's page cannot make it lie). A server that knows no origin of its own
/// (listening on every address without a public URL) takes the request's `Host` as
/// its host.
pub fn origin_allowed(policy: &Policy, h: &HeaderMap) -> bool {
    let Some(origin) = h.get(header::ORIGIN) else {
        return true;
    };
    let Some(origin) = origin.to_str().ok().and_then(origin_of) else {
        return false;
    };
    let known = |list: &[String]| {
        list.iter()
            .filter_map(|o| origin_of(o))
            .any(|o| o == origin)
    };
    if known(&policy.origins) {
        return true;
    }
    if !policy.own_origins.is_empty() {
        return known(&policy.own_origins);
    }
    let host = h.get(header::HOST).and_then(|v| v.to_str().ok());
    let origin_host = origin
        .strip_prefix("http://")
        .or_else(|| origin.strip_prefix("https://"));
    matches!((origin_host, host), (Some(o), Some(h)) if o.eq_ignore_ascii_case(h))
}

/// The origin of a URL or origin text, as compared: `scheme://host[:port]` in lower
/// case, without a default port or a path; `None` if it is neither http nor https.
pub fn origin_of(url: &str) -> Option<String> {
    let url = url.trim().to_ascii_lowercase();
    let (scheme, rest) = url.split_once("://")?;
    let default = match scheme {
        "http" => ":80",
        "https" => ":443",
        _ => return None,
    };
    let host = rest.split(['/', '?', '#']).next().unwrap_or_default();
    if host.is_empty() || host.contains('@') {
        return None;
    }
    let host = host.strip_suffix(default).unwrap_or(host);
    Some(format!("{scheme}://{host}"))
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
    let bytes: axum::body::Bytes = text.into();
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

/// Messages refused for speed before the connection is closed.
pub const MAX_REFUSED_FOR_SPEED: u32 = 100;

/// Numbers spectator connections, each its own sender for the rate limits.
static SPECTATORS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

fn error(code: &str, message: String) -> ServerMessage {
    ServerMessage::Error {
        code: code.into(),
        message,
    }
}

/// One connection: the room's messages out, the client's actions and chat in.
async fn play(hub: Arc<Hub>, watching: Watching, mut socket: Socket) {
    let _open = crate::metrics::Connection::open();
    let Watching {
        conn,
        seat,
        welcome,
        mut outbox,
        room,
    } = watching;
    // A welcome with old moves is made here, by replaying the record, while the room
    // goes on (what it sends meanwhile waits in the outbox, after the welcome).
    let welcomed = match welcome {
        None => true,
        Some(make) => {
            let turn = hub.rebuilds.clone().acquire_owned().await;
            let made = tokio::task::spawn_blocking(make).await;
            drop(turn);
            match made {
                Ok(text) => send_text(&mut socket, text).await.is_ok(),
                Err(_) => false,
            }
        }
    };
    let sender = match seat {
        Some(seat) => Sender::Seat {
            room: room.id.to_string(),
            seat,
        },
        None => Sender::Spectator(SPECTATORS.fetch_add(1, std::sync::atomic::Ordering::Relaxed)),
    };
    let mut refused_for_speed = 0;
    let mut stopping = hub.stopping();
    // A ping every period; a client that sent nothing since the last one (not even
    // its pong) is gone, and its connection closes.
    let every = hub.policy.connections.ping_every;
    let mut ping = tokio::time::interval_at(tokio::time::Instant::now() + every, every);
    let mut heard = true;
    loop {
        if !welcomed {
            break;
        }
        tokio::select! {
            _ = stopping.changed() => {
                let _ = socket.send(Message::Close(None)).await;
                break;
            }
            _ = ping.tick() => {
                if !heard {
                    let _ = socket.send(Message::Close(Some(CloseFrame {
                        code: CloseCode::Away,
                        reason: "no answer to a ping".into(),
                    }))).await;
                    break;
                }
                heard = false;
                if socket.send(Message::Ping(Default::default())).await.is_err() {
                    break;
                }
            }
            out = outbox.recv() => {
                // Serialized by the room already. A closed queue: the room closed
                // this connection (its seat changed hands, the room ended).
                let Some(text) = out else {
                    let _ = socket.send(Message::Close(None)).await;
                    break;
                };
                if send_text(&mut socket, text).await.is_err() {
                    break;
                }
            }
            incoming = socket.next() => {
                heard = true;
                let text = match incoming {
                    Some(Ok(Message::Text(t))) => Some(t),
                    Some(Err(WsError::Capacity(_))) => {
                        let _ = send_text(&mut socket, too_large().to_text()).await;
                        let _ = socket.send(Message::Close(Some(CloseFrame {
                            code: CloseCode::Size,
                            reason: "message too large".into(),
                        }))).await;
                        break;
                    }
                    Some(Ok(Message::Close(_))) | None | Some(Err(_)) => break,
                    // Binary frames, pings and pongs are not read, but they count
                    // against the sender's allowance like any message.
                    Some(Ok(_)) => None,
                };
                let reply = if hub.limits.message(&sender).is_err() {
                    refused_for_speed += 1;
                    if refused_for_speed > MAX_REFUSED_FOR_SPEED {
                        break;
                    }
                    Some(error(errors::TOO_FAST, format!("at most {MESSAGE_PER_SECOND} messages a second per seat (bursts of {MESSAGE_BURST}); this one was dropped")))
                } else if let Some(text) = text {
                    if text.len() > protocol::MAX_CLIENT_MESSAGE {
                        Some(too_large())
                    } else {
                        match serde_json::from_str::<ClientMessage>(&text) {
                            Err(e) => Some(error(errors::MALFORMED, format!("not a message: {}", untrusted(&e.to_string())))),
                            // Boxed: handling a message awaits the room, and its state
                            // would otherwise be part of every idle connection's task.
                            Ok(msg) => Box::pin(handle(&hub, &room, conn, &sender, msg)).await,
                        }
                    }
                } else {
                    None
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
    // memory when nothing goes on in it any more.
    drop(outbox);
    room.send(Command::Unwatch { conn }).await;
}

fn too_large() -> ServerMessage {
    error(
        errors::TOO_LARGE,
        format!(
            "a message has at most {} bytes; this one was dropped",
            protocol::MAX_CLIENT_MESSAGE
        ),
    )
}

/// Passes a client's message to the room; the answer for the client, if any.
async fn handle(
    hub: &Hub,
    room: &crate::room::RoomHandle,
    conn: crate::room::ConnId,
    sender: &Sender,
    msg: ClientMessage,
) -> Option<ServerMessage> {
    let gone = || {
        error(
            errors::STORAGE,
            "the room could not take this now; nothing changed, send it again".into(),
        )
    };
    match msg {
        ClientMessage::Action { id, action } => {
            if id.is_empty()
                || id.len() > protocol::MAX_CLIENT_ID
                || id.chars().any(char::is_control)
            {
                return Some(error(
                    errors::BAD_ID,
                    format!(
                        "an action id has 1 to {} characters",
                        protocol::MAX_CLIENT_ID
                    ),
                ));
            }
            let input = match action {
                Value::String(t) => ActionInput::Text(t),
                other => ActionInput::Json(other),
            };
            Some(
                room.ask(|reply| Command::Act {
                    conn,
                    id,
                    input,
                    reply,
                })
                .await
                .unwrap_or_else(gone),
            )
        }
        ClientMessage::Chat { text } => {
            let text = text.trim().to_string();
            if text.is_empty()
                || text.chars().count() > protocol::MAX_CHAT_CHARS
                || text.chars().any(char::is_control)
            {
                return Some(error(
                    errors::CHAT_TOO_LONG,
                    format!(
                        "a chat line has 1 to {} characters and no control characters",
                        protocol::MAX_CHAT_CHARS
                    ),
                ));
            }
            if hub.limits.chat(sender).is_err() {
                return Some(error(
                    errors::TOO_FAST,
                    format!("at most {CHAT_BURST} chat lines at once, then one every {CHAT_SECONDS_PER_LINE} s; this one was dropped"),
                ));
            }
            match room.ask(|reply| Command::Chat { conn, text, reply }).await {
                Some(Ok(())) => None,
                Some(Err(m)) => Some(m),
                None => Some(gone()),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(origin: Option<&str>, host: &str) -> HeaderMap {
        let mut h = HeaderMap::new();
        h.insert(header::HOST, HeaderValue::from_str(host).unwrap());
        if let Some(o) = origin {
            h.insert(header::ORIGIN, HeaderValue::from_str(o).unwrap());
        }
        h
    }

    #[test]
    fn only_the_servers_own_pages_and_listed_origins_open_sockets() {
        let mut p = Policy::default();
        assert!(origin_allowed(&p, &headers(None, "play.example:8080")));
        assert!(origin_allowed(
            &p,
            &headers(Some("http://play.example:8080"), "play.example:8080")
        ));
        assert!(origin_allowed(
            &p,
            &headers(Some("https://PLAY.example"), "play.example")
        ));
        for bad in ["http://evil.example", "null", "http://play.example:9999"] {
            assert!(
                !origin_allowed(&p, &headers(Some(bad), "play.example:8080")),
                "{bad}"
            );
        }
        p.origins.push("https://friends.example".into());
        assert!(origin_allowed(
            &p,
            &headers(Some("https://friends.example"), "play.example")
        ));
    }

    #[test]
    fn a_server_that_knows_its_origin_compares_it_whole_and_trusts_no_host() {
        let p = Policy {
            own_origins: vec![origin_of("https://Play.example:443/table").unwrap()],
            ..Policy::default()
        };
        assert_eq!(p.own_origins, ["https://play.example"]);
        assert!(origin_allowed(
            &p,
            &headers(Some("https://play.example"), "play.example")
        ));
        for (bad, host) in [
            // Another scheme, another port.
            ("http://play.example", "play.example"),
            ("https://play.example:8443", "play.example:8443"),
            // A page of another name that resolves to the server (DNS rebinding):
            // its Host is its own name.
            ("http://evil.example", "evil.example"),
        ] {
            assert!(!origin_allowed(&p, &headers(Some(bad), host)), "{bad}");
        }
        assert_eq!(origin_of("ftp://x"), None);
        assert_eq!(origin_of("http://a@b"), None);
        assert_eq!(
            origin_of("http://localhost:8080/"),
            Some("http://localhost:8080".into())
        );
    }
}
