//! Process-wide metrics in the Prometheus text format (version 0.0.4), served at
//! `GET /metrics`: rooms in memory, open WebSocket connections, accepted and refused
//! actions, a histogram of the time from receiving an action to its acknowledgement,
//! and the process's resident memory.
//!
//! Plain atomics, written by hand: no registry, no locks on the hot path. The figures
//! are the process's (one server per process), not a server's.

use crate::room::Outcome;
use std::fmt::Write;
use std::future::Future;
use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// The upper bounds of the move latency histogram, in seconds.
pub const BUCKETS: [f64; 12] = [
    0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5,
];

static ROOMS: AtomicI64 = AtomicI64::new(0);
static CONNECTIONS: AtomicI64 = AtomicI64::new(0);
static ACCEPTED: AtomicU64 = AtomicU64::new(0);
static REFUSED: AtomicU64 = AtomicU64::new(0);
/// Bots' (and clocks') moves by outcome: played, stale (the game moved on before
/// the move came back), refused (never expected: a bot chose an illegal action).
static BOT_PLAYED: AtomicU64 = AtomicU64::new(0);
static BOT_STALE: AtomicU64 = AtomicU64::new(0);
static BOT_REFUSED: AtomicU64 = AtomicU64::new(0);
/// Searches for people (hints, analysis points) run, and refused as busy.
static SEARCHES: AtomicU64 = AtomicU64::new(0);
static SEARCHES_BUSY: AtomicU64 = AtomicU64::new(0);
static CONNECTIONS_REFUSED: AtomicU64 = AtomicU64::new(0);
static REPLAYS: AtomicU64 = AtomicU64::new(0);
/// Not cumulative: `LATENCY[i]` counts the observations in bucket `i` only (the last
/// slot is above the largest bound); cumulated when rendered.
static LATENCY: [AtomicU64; BUCKETS.len() + 1] = [const { AtomicU64::new(0) }; BUCKETS.len() + 1];
static LATENCY_COUNT: AtomicU64 = AtomicU64::new(0);
static LATENCY_SUM_NANOS: AtomicU64 = AtomicU64::new(0);

/// A room was put in memory (created or loaded from storage).
pub fn room_added() {
    ROOMS.fetch_add(1, Ordering::Relaxed);
}

/// A room left memory (its game over and nobody watching it).
pub fn room_removed() {
    ROOMS.fetch_sub(1, Ordering::Relaxed);
}

/// Counts an open WebSocket connection for as long as it lives.
pub struct Connection(());

impl Connection {
    pub fn open() -> Connection {
        CONNECTIONS.fetch_add(1, Ordering::Relaxed);
        Connection(())
    }
}

impl Drop for Connection {
    fn drop(&mut self) {
        CONNECTIONS.fetch_sub(1, Ordering::Relaxed);
    }
}

/// Records one action's outcome and, if it was accepted or refused, how long it
/// took (storage failures and stale bot moves are neither).
pub fn action(outcome: &Outcome, took: Duration) {
    match outcome {
        Outcome::Accepted { .. } => ACCEPTED.fetch_add(1, Ordering::Relaxed),
        Outcome::Refused(_) => REFUSED.fetch_add(1, Ordering::Relaxed),
        Outcome::Stale | Outcome::Failed(_) => return,
    };
    observe(took);
}

/// Records the outcome of a bot's (or a clock's) move.
pub fn bot_move(outcome: &Outcome) {
    match outcome {
        Outcome::Accepted { .. } => &BOT_PLAYED,
        Outcome::Stale => &BOT_STALE,
        Outcome::Refused(_) => &BOT_REFUSED,
        Outcome::Failed(_) => return,
    }
    .fetch_add(1, Ordering::Relaxed);
}

/// A search for people ran (`true`), or was refused because the server's searches
/// were all running.
pub fn search(ran: bool) {
    if ran { &SEARCHES } else { &SEARCHES_BUSY }.fetch_add(1, Ordering::Relaxed);
}

/// A room's record was replayed from its start (a room loaded, old moves' logs
/// made again, a replay, an analysis, the coach's work).
pub fn replayed() {
    REPLAYS.fetch_add(1, Ordering::Relaxed);
}

/// Records replayed so far.
pub fn replays() -> u64 {
    REPLAYS.load(Ordering::Relaxed)
}

/// A connection was refused: its address held as many as it may.
pub fn connection_refused() {
    CONNECTIONS_REFUSED.fetch_add(1, Ordering::Relaxed);
}

/// Awaits a submission and records its outcome and its time.
pub async fn timed(submit: impl Future<Output = Outcome>) -> Outcome {
    let started = Instant::now();
    let outcome = submit.await;
    action(&outcome, started.elapsed());
    outcome
}

fn observe(took: Duration) {
    let s = took.as_secs_f64();
    let i = BUCKETS
        .iter()
        .position(|b| s <= *b)
        .unwrap_or(BUCKETS.len());
    LATENCY[i].fetch_add(1, Ordering::Relaxed);
    LATENCY_SUM_NANOS.fetch_add(took.as_nanos() as u64, Ordering::Relaxed);
    LATENCY_COUNT.fetch_add(1, Ordering::Relaxed);
}

/// The process's resident memory in bytes (Linux: `/proc/self/status`, `VmRSS`),
/// or `None` where it cannot be read.
pub fn resident_bytes() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    let kb: u64 = line
        .trim_start_matches("VmRSS:")
        .trim()
        .trim_end_matches("kB")
        .trim()
        .parse()
        .ok()?;
    Some(kb * 1024)
}

/// Every metric, in the Prometheus text format.
pub fn render() -> String {
    let mut o = String::new();
    let mut metric = |name: &str, kind: &str, help: &str, value: String| {
        let _ = writeln!(
            o,
            "# HELP {name} {help}\n# TYPE {name} {kind}\n{name} {value}"
        );
    };
    metric(
        "gaslamp_searches_total",
        "counter",
        "Searches for people (hints, analysis points) run.",
        SEARCHES.load(Ordering::Relaxed).to_string(),
    );
    metric(
        "gaslamp_searches_busy_total",
        "counter",
        "Searches for people refused because the server's searches were all running.",
        SEARCHES_BUSY.load(Ordering::Relaxed).to_string(),
    );
    metric(
        "gaslamp_rooms",
        "gauge",
        "Rooms held in memory.",
        ROOMS.load(Ordering::Relaxed).to_string(),
    );
    metric(
        "gaslamp_connections",
        "gauge",
        "Open WebSocket connections.",
        CONNECTIONS.load(Ordering::Relaxed).to_string(),
    );
    metric(
        "gaslamp_replays_total",
        "counter",
        "Records replayed from their start (rooms loaded, old moves' logs made again, replays, analyses, the coach).",
        REPLAYS.load(Ordering::Relaxed).to_string(),
    );
    metric(
        "gaslamp_connections_refused_total",
        "counter",
        "Connections refused because their address held as many as it may.",
        CONNECTIONS_REFUSED.load(Ordering::Relaxed).to_string(),
    );
    metric(
        "gaslamp_actions_accepted_total",
        "counter",
        "Actions of connected players accepted.",
        ACCEPTED.load(Ordering::Relaxed).to_string(),
    );
    metric(
        "gaslamp_actions_refused_total",
        "counter",
        "Actions of connected players refused.",
        REFUSED.load(Ordering::Relaxed).to_string(),
    );
    if let Some(rss) = resident_bytes() {
        metric(
            "process_resident_memory_bytes",
            "gauge",
            "Resident memory of the server process.",
            rss.to_string(),
        );
    }
    let name = "gaslamp_bot_moves_total";
    let _ = writeln!(
        o,
        "# HELP {name} Moves of bots and of clocks by outcome (refused: a bot chose an illegal action).\n# TYPE {name} counter"
    );
    for (outcome, n) in [
        ("played", &BOT_PLAYED),
        ("stale", &BOT_STALE),
        ("refused", &BOT_REFUSED),
    ] {
        let _ = writeln!(
            o,
            "{name}{{outcome=\"{outcome}\"}} {}",
            n.load(Ordering::Relaxed)
        );
    }
    let name = "gaslamp_move_seconds";
    let _ = writeln!(
        o,
        "# HELP {name} Time from receiving an action to its acknowledgement.\n# TYPE {name} histogram"
    );
    let mut cumulative = 0;
    for (i, bound) in BUCKETS.iter().enumerate() {
        cumulative += LATENCY[i].load(Ordering::Relaxed);
        let _ = writeln!(o, "{name}_bucket{{le=\"{bound}\"}} {cumulative}");
    }
    cumulative += LATENCY[BUCKETS.len()].load(Ordering::Relaxed);
    let _ = writeln!(o, "{name}_bucket{{le=\"+Inf\"}} {cumulative}");
    let sum = LATENCY_SUM_NANOS.load(Ordering::Relaxed) as f64 / 1e9;
    let _ = writeln!(o, "{name}_sum {sum}");
    // The count is the +Inf bucket's, so the two always agree in one scrape.
    let _ = writeln!(o, "{name}_count {cumulative}");
    o
}

/// `GET /metrics`.
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn observations_fall_in_cumulative_buckets() {
        observe(Duration::from_micros(300));
        observe(Duration::from_millis(3));
        observe(Duration::from_secs(5));
        let text = render();
        let bucket = |le: &str| -> u64 {
            let prefix = format!("gaslamp_move_seconds_bucket{{le=\"{le}\"}} ");
            text.lines()
                .find_map(|l| l.strip_prefix(&prefix))
                .unwrap()
                .parse()
                .unwrap()
        };
        // Other tests of this process may observe too: compare differences only.
        assert!(bucket("0.0005") >= 1);
        assert!(bucket("0.005") > bucket("0.0005"));
        assert!(bucket("+Inf") > bucket("2.5"));
        assert!(text.contains("# TYPE gaslamp_move_seconds histogram"));
        assert!(text.contains("gaslamp_rooms "));
    }

    #[test]
    fn resident_memory_is_read_on_linux() {
        if cfg!(target_os = "linux") {
            assert!(resident_bytes().unwrap() > 0);
        }
    }
}
