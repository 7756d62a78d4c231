//! `gaslamp loadtest`: plays many concurrent games against a running server, every
//! seat a WebSocket client choosing a random legal action, and reports the move round
//! trips, the throughput, the errors and the server's memory per room.
//!
//! Bounded: it connects only to the address given, refuses absurd game counts, and
//! stops by itself when every game has ended or after `--seconds`.

use crate::games::bad_argument;
use futures_util::{SinkExt, StreamExt};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;

/// The most games one run may play.
pub const MAX_GAMES: usize = 20_000;
/// The longest a run may last, in seconds.
pub const MAX_SECONDS: u64 = 3600;
/// How long one HTTP request or one awaited message may take.
const STEP_TIMEOUT: Duration = Duration::from_secs(30);
/// Games being set up at once (HTTP requests and connections in flight).
const SETUP_CONCURRENCY: usize = 64;

/// What to run.
#[derive(Clone, Debug)]
pub struct LoadConfig {
    pub addr: SocketAddr,
    pub games: usize,
    pub players: usize,
    pub game: String,
    pub seconds: u64,
    /// A pause before each action, in milliseconds (0: act at once, which measures
    /// the server saturated; people think for seconds).
    pub think_ms: u64,
    pub json: bool,
}

type Socket = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<TcpStream>>;

/// What one seat saw.
#[derive(Default)]
struct SeatStats {
    /// Round trips of accepted actions, in microseconds.
    rtt_us: Vec<u32>,
    refused: u64,
    server_errors: u64,
    disconnects: u64,
    timeouts: u64,
    finished: bool,
}

/// Runs the load test and prints its report.
pub fn loadtest(c: LoadConfig) -> anyhow::Result<()> {
    if c.games == 0 || c.games > MAX_GAMES {
        bad_argument!("--games is from 1 to {MAX_GAMES}, not {}", c.games);
    }
    if !(1..=8).contains(&c.players) {
        bad_argument!("--players is from 1 to 8, not {}", c.players);
    }
    if c.seconds == 0 || c.seconds > MAX_SECONDS {
        bad_argument!("--seconds is from 1 to {MAX_SECONDS}, not {}", c.seconds);
    }
    if c.think_ms > 600_000 {
        bad_argument!("--think-ms is at most 600000, not {}", c.think_ms);
    }
    let sockets = c.games * c.players;
    let limit = raise_open_files();
    if let Some(limit) = limit {
        // Each socket is a file; keep some for the runtime and standard streams.
        if (sockets as u64) + 64 > limit {
            eprintln!(
                "warning: {sockets} sockets will not fit in this process's limit of {limit} open \
                 files (ulimit -n); some connections will fail. On loopback the server needs \
                 as many again."
            );
        }
    }
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    let report = runtime.block_on(run(&c))?;
    if c.json {
        println!("{}", serde_json::to_string(&report)?);
    } else {
        print_text(&report);
    }
    Ok(())
}

/// Raises the soft limit on open files to the hard limit; returns the soft limit now.
fn raise_open_files() -> Option<u64> {
    #[cfg(unix)]
    {
        let mut lim = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        // SAFETY: getrlimit/setrlimit only read and write the struct given.
        unsafe {
            if libc::getrlimit(libc::RLIMIT_NOFILE, &mut lim) != 0 {
                return None;
            }
            if lim.rlim_cur < lim.rlim_max {
                let want = libc::rlimit {
                    rlim_cur: lim.rlim_max,
                    rlim_max: lim.rlim_max,
                };
                if libc::setrlimit(libc::RLIMIT_NOFILE, &want) == 0 {
                    lim.rlim_cur = lim.rlim_max;
                }
            }
        }
        // `rlim_t` is u64 on Linux but not on every Unix.
        #[allow(clippy::unnecessary_cast)]
        Some(lim.rlim_cur as u64)
    }
    #[cfg(not(unix))]
    {
        None
    }
}

async fn run(c: &LoadConfig) -> anyhow::Result<Value> {
    let addr = c.addr;
    let (st, _) = http(addr, "GET", "/healthz", None, None)
        .await
        .map_err(|e| anyhow::anyhow!("no Gaslamp server answers at {addr}: {e}"))?;
    if st != 200 {
        anyhow::bail!("{addr} answered /healthz with status {st}: is it a Gaslamp server?");
    }
    let rss_before = server_rss(addr).await;

    // Set up every game (players, room, seats, one connection per seat) before any
    // plays, so that all of them play at once.
    let started_setup = Instant::now();
    let gate = Arc::new(tokio::sync::Semaphore::new(SETUP_CONCURRENCY));
    let mut setups = Vec::with_capacity(c.games);
    for g in 0..c.games {
        let gate = gate.clone();
        let c = c.clone();
        setups.push(tokio::spawn(async move {
            let _permit = gate.acquire_owned().await;
            setup_game(&c, g).await
        }));
    }
    let mut tables = Vec::new();
    let mut setup_errors = Vec::new();
    for s in setups {
        match s.await {
            Ok(Ok(t)) => tables.push(t),
            Ok(Err(e)) => setup_errors.push(e.to_string()),
            Err(e) => setup_errors.push(e.to_string()),
        }
    }
    let setup_seconds = started_setup.elapsed().as_secs_f64();
    let rss_setup = server_rss(addr).await;

    let started = Instant::now();
    let deadline = tokio::time::Instant::now() + Duration::from_secs(c.seconds);
    let mut seats = Vec::new();
    for (g, sockets) in tables.into_iter().enumerate() {
        for (s, ws) in sockets.into_iter().enumerate() {
            let seed = (g as u64) << 8 | s as u64;
            seats.push((g, tokio::spawn(play_seat(ws, seed, deadline, c.think_ms))));
        }
    }
    let games_started = seats.iter().map(|(g, _)| *g).max().map_or(0, |g| g + 1);
    let mut finished = vec![true; games_started];
    let mut total = SeatStats::default();
    let mut rtts = Vec::new();
    for (g, h) in seats {
        let s = h.await.unwrap_or_else(|_| SeatStats {
            disconnects: 1,
            ..SeatStats::default()
        });
        finished[g] &= s.finished;
        rtts.extend(s.rtt_us);
        total.refused += s.refused;
        total.server_errors += s.server_errors;
        total.disconnects += s.disconnects;
        total.timeouts += s.timeouts;
    }
    let play_seconds = started.elapsed().as_secs_f64();
    let rss_end = server_rss(addr).await;

    rtts.sort_unstable();
    let pct = |p: f64| -> Option<f64> {
        if rtts.is_empty() {
            return None;
        }
        let i = ((rtts.len() as f64 * p).ceil() as usize).clamp(1, rtts.len()) - 1;
        Some(rtts[i] as f64 / 1000.0)
    };
    let per_room = |after: Option<u64>| -> Option<u64> {
        Some(after?.saturating_sub(rss_before?) / c.games as u64)
    };
    setup_errors.sort();
    setup_errors.dedup();
    Ok(json!({
        "addr": addr.to_string(),
        "game": c.game,
        "games": c.games,
        "players": c.players,
        "think_ms": c.think_ms,
        "games_set_up": games_started,
        "games_finished": finished.iter().filter(|f| **f).count(),
        "setup_seconds": setup_seconds,
        "play_seconds": play_seconds,
        "actions": rtts.len(),
        "actions_per_second": rtts.len() as f64 / play_seconds.max(1e-9),
        "rtt_ms": { "p50": pct(0.5), "p99": pct(0.99), "max": pct(1.0) },
        "errors": {
            "setup": c.games - games_started,
            "refused": total.refused,
            "server_errors": total.server_errors,
            "disconnects": total.disconnects,
            "timeouts": total.timeouts,
        },
        "setup_error_messages": setup_errors.into_iter().take(5).collect::<Vec<_>>(),
        "server_rss_bytes": { "before": rss_before, "after_setup": rss_setup, "end": rss_end },
        "server_bytes_per_room": { "after_setup": per_room(rss_setup), "end": per_room(rss_end) },
    }))
}

fn print_text(r: &Value) {
    let f = |v: &Value| v.as_f64().map_or("-".into(), |x| format!("{x:.2}"));
    let kb = |v: &Value| {
        v.as_u64()
            .map_or("-".into(), |x| format!("{:.1} KB", x as f64 / 1024.0))
    };
    println!(
        "{} games of {} ({} seats each) against {}",
        r["games"],
        r["game"].as_str().unwrap_or(""),
        r["players"],
        r["addr"].as_str().unwrap_or("")
    );
    println!(
        "set up {} in {:.1} s; finished {} in {:.1} s",
        r["games_set_up"],
        r["setup_seconds"].as_f64().unwrap_or(0.0),
        r["games_finished"],
        r["play_seconds"].as_f64().unwrap_or(0.0)
    );
    println!(
        "actions: {} ({:.0}/s)",
        r["actions"],
        r["actions_per_second"].as_f64().unwrap_or(0.0)
    );
    println!(
        "move round trip: p50 {} ms, p99 {} ms, max {} ms",
        f(&r["rtt_ms"]["p50"]),
        f(&r["rtt_ms"]["p99"]),
        f(&r["rtt_ms"]["max"])
    );
    let e = &r["errors"];
    println!(
        "errors: setup {}, refused {}, server errors {}, disconnects {}, timeouts {}",
        e["setup"], e["refused"], e["server_errors"], e["disconnects"], e["timeouts"]
    );
    for m in r["setup_error_messages"].as_array().into_iter().flatten() {
        println!("  setup error: {}", m.as_str().unwrap_or(""));
    }
    println!(
        "server memory per room: {} after setup, {} at the end",
        kb(&r["server_bytes_per_room"]["after_setup"]),
        kb(&r["server_bytes_per_room"]["end"])
    );
}

/// Players, a room with every seat for a person, the seats joined and connected.
async fn setup_game(c: &LoadConfig, g: usize) -> anyhow::Result<Vec<Socket>> {
    let addr = c.addr;
    let mut keys = Vec::new();
    for s in 0..c.players {
        let (st, p) = http(
            addr,
            "POST",
            "/api/players",
            None,
            Some(json!({ "name": format!("load {g}.{s}") })),
        )
        .await?;
        if st != 200 {
            anyhow::bail!("POST /api/players: {st} {p}");
        }
        keys.push(p["key"].as_str().unwrap_or_default().to_string());
    }
    let mut seats = vec!["open"; c.players];
    seats[0] = "me";
    let (st, room) = http(
        addr,
        "POST",
        "/api/rooms",
        Some(&keys[0]),
        Some(json!({ "game": c.game, "seats": seats })),
    )
    .await?;
    if st != 200 {
        anyhow::bail!("POST /api/rooms: {st} {room}");
    }
    let id = room["room"].as_str().unwrap_or_default().to_string();
    let mut tokens = vec![room["token"].as_str().unwrap_or_default().to_string()];
    for key in &keys[1..] {
        let (st, j) = http(
            addr,
            "POST",
            &format!("/api/rooms/{id}/join"),
            Some(key),
            Some(json!({})),
        )
        .await?;
        if st != 200 {
            anyhow::bail!("POST /api/rooms/{id}/join: {st} {j}");
        }
        tokens.push(j["token"].as_str().unwrap_or_default().to_string());
    }
    let mut sockets = Vec::new();
    for t in tokens {
        let url = format!("ws://{addr}/api/rooms/{id}/ws?token={t}");
        let (ws, _) = tokio::time::timeout(
            STEP_TIMEOUT,
            tokio_tungstenite::connect_async_with_config(url, None, true),
        )
        .await
        .map_err(|_| anyhow::anyhow!("connecting a WebSocket took over 30 s"))??;
        sockets.push(ws);
    }
    Ok(sockets)
}

/// The fields of a server message that a seat uses; the rest (views, logs, the
/// legal actions' JSON and descriptions) is skipped without being built, so the
/// client spends little of the machine's CPU, which it shares with the server.
#[derive(Deserialize)]
struct Incoming<'a> {
    #[serde(rename = "type", borrow)]
    kind: std::borrow::Cow<'a, str>,
    #[serde(default, borrow)]
    id: Option<std::borrow::Cow<'a, str>>,
    #[serde(default)]
    over: bool,
    #[serde(default)]
    legal: Vec<Legal>,
}

/// A legal action: only its text, which the seat sends back.
#[derive(Deserialize)]
struct Legal {
    text: String,
}

/// An action as the seat sends it.
#[derive(Serialize)]
struct Outgoing<'a> {
    #[serde(rename = "type")]
    kind: &'static str,
    id: &'a str,
    action: &'a str,
}

/// One seat: reads every message, and whenever it must act and has nothing in
/// flight, sends a random legal action and times it until its `accepted`.
async fn play_seat(
    mut ws: Socket,
    seed: u64,
    deadline: tokio::time::Instant,
    think_ms: u64,
) -> SeatStats {
    let mut stats = SeatStats::default();
    let mut rng = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    // From the last `welcome` or `update`.
    let mut legal: Vec<Legal> = Vec::new();
    let mut over = false;
    let mut in_flight: Option<(String, Instant)> = None;
    let mut sent = 0u64;
    loop {
        let step = tokio::time::Instant::now() + STEP_TIMEOUT;
        let m = match tokio::time::timeout_at(step.min(deadline), ws.next()).await {
            Err(_) => {
                // The run's end, or a server that went quiet.
                if tokio::time::Instant::now() < deadline {
                    stats.timeouts += 1;
                }
                break;
            }
            Ok(None) | Ok(Some(Err(_))) => {
                stats.disconnects += 1;
                break;
            }
            Ok(Some(Ok(Message::Text(t)))) => t,
            Ok(Some(Ok(Message::Close(_)))) => {
                stats.disconnects += 1;
                break;
            }
            Ok(Some(Ok(_))) => continue,
        };
        let m = match serde_json::from_str::<Incoming>(m.as_str()) {
            Ok(m) => m,
            Err(_) => {
                stats.server_errors += 1;
                continue;
            }
        };
        match &*m.kind {
            "welcome" | "update" => {
                legal = m.legal;
                over = m.over;
            }
            "accepted" => {
                if let Some((id, at)) = in_flight.take() {
                    if m.id.as_deref() == Some(id.as_str()) {
                        stats
                            .rtt_us
                            .push(at.elapsed().as_micros().min(u32::MAX as u128) as u32);
                    }
                }
            }
            "refused" => {
                stats.refused += 1;
                in_flight = None;
            }
            "error" => {
                stats.server_errors += 1;
                in_flight = None;
            }
            _ => {}
        }
        if over {
            stats.finished = true;
            break;
        }
        if in_flight.is_none() && !legal.is_empty() {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            let pick = (rng % legal.len() as u64) as usize;
            if think_ms > 0 {
                // Uniform in [think/2, 3·think/2), so the seats do not act in step.
                let pause = think_ms / 2 + (rng >> 20) % think_ms.max(1);
                tokio::time::sleep(Duration::from_millis(pause)).await;
            }
            sent += 1;
            let id = format!("l{sent}");
            let msg = serde_json::to_string(&Outgoing {
                kind: "action",
                id: &id,
                action: &legal[pick].text,
            })
            .expect("an action serializes");
            in_flight = Some((id, Instant::now()));
            if ws.send(Message::Text(msg.into())).await.is_err() {
                stats.disconnects += 1;
                break;
            }
        }
    }
    let _ = ws.close(None).await;
    stats
}

/// The server's resident memory from its `/metrics`, if it says.
async fn server_rss(addr: SocketAddr) -> Option<u64> {
    let (_, body) = http_text(addr, "GET", "/metrics", None, None).await.ok()?;
    body.lines()
        .find_map(|l| l.strip_prefix("process_resident_memory_bytes "))?
        .trim()
        .parse()
        .ok()
}

async fn http(
    addr: SocketAddr,
    method: &str,
    path: &str,
    key: Option<&str>,
    body: Option<Value>,
) -> anyhow::Result<(u16, Value)> {
    let (st, body) = http_text(addr, method, path, key, body).await?;
    let json = body
        .lines()
        .find_map(|l| serde_json::from_str::<Value>(l).ok())
        .unwrap_or(Value::Null);
    Ok((st, json))
}

/// A minimal HTTP/1.1 request (one connection each); returns the status and body.
async fn http_text(
    addr: SocketAddr,
    method: &str,
    path: &str,
    key: Option<&str>,
    body: Option<Value>,
) -> anyhow::Result<(u16, String)> {
    let exchange = async {
        let mut s = TcpStream::connect(addr).await?;
        let body = body.map(|b| b.to_string()).unwrap_or_default();
        let auth = key
            .map(|k| format!("Authorization: Bearer {k}\r\n"))
            .unwrap_or_default();
        let req = format!(
            "{method} {path} HTTP/1.1\r\nHost: {addr}\r\n{auth}Content-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        );
        s.write_all(req.as_bytes()).await?;
        let mut out = Vec::new();
        s.read_to_end(&mut out).await?;
        anyhow::Ok(out)
    };
    let out = tokio::time::timeout(STEP_TIMEOUT, exchange)
        .await
        .map_err(|_| anyhow::anyhow!("{method} {path} took over 30 s"))??;
    let text = String::from_utf8_lossy(&out);
    let status = text
        .get(9..12)
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| anyhow::anyhow!("{method} {path}: not an HTTP answer"))?;
    let body = text
        .split_once("\r\n\r\n")
        .map(|(_, b)| b)
        .unwrap_or("")
        .to_string();
    Ok((status, body))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config(games: usize) -> LoadConfig {
        LoadConfig {
            addr: "127.0.0.1:9".parse().unwrap(),
            games,
            players: 4,
            game: "spyrium".into(),
            seconds: 10,
            think_ms: 0,
            json: true,
        }
    }

    #[test]
    fn absurd_game_counts_are_refused_before_anything_is_contacted() {
        for games in [0, MAX_GAMES + 1] {
            let e = loadtest(config(games)).unwrap_err();
            let msg = e
                .downcast_ref::<crate::games::ArgumentError>()
                .expect("a bad argument")
                .0
                .clone();
            assert!(msg.contains("--games is from 1 to 20000"), "{msg}");
        }
        let mut c = config(1);
        c.seconds = 0;
        assert!(loadtest(c).is_err());
    }

    #[test]
    fn a_missing_server_is_named() {
        // Port 9 (discard) on loopback: nothing listens there in a test.
        let e = loadtest(config(1)).unwrap_err().to_string();
        assert!(
            e.contains("no Gaslamp server answers at 127.0.0.1:9"),
            "{e}"
        );
    }
}
