//! The `gaslamp` command: play a game in the terminal, simulate random games, replay a
//! record, list the legal actions after a record, play bots against each other (arena),
//! ask the search for a hint, and benchmark the engine and the search.
//!
//! This crate is glue: the games, their component sets and their presentation come
//! from the registry (`gaslamp_games`), games run in `gaslamp_core::Match`, seats are
//! filled by humans or by the bots of `gaslamp_ai`, chosen with [`seats::SeatKind`]
//! (`human` or any `gaslamp_ai::BotSpec`).
//!
//! Exit codes: 0 success; 1 any error (unreadable or malformed record, broken
//! component file, …); 2 a record holds an illegal action; 64 a bad argument (an
//! unknown flag or game, a player count the game does not allow, `--seat` out of
//! range in any command, an absurd number).

mod arena;
mod bench;
mod bench_ai;
mod games;
mod hint;
mod loadtest;
mod paths;
mod play;
mod rate;
mod records;
mod seats;
mod sim;

use clap::{Args, Parser, Subcommand};
use gaslamp_core::{ReplayError, Seat};
use gaslamp_games::{GameVisitor, Presented};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser, Debug)]
#[command(
    name = "gaslamp",
    version,
    about = "Gaslamp: a digital edition of the board games Spyrium and Crystal Palace.",
    long_about = "Gaslamp: a digital edition of the board games Spyrium and Crystal Palace.\n\n\
        Play in the terminal against bots, simulate random games, replay game records, \
        play bots against each other, ask the search for a hint, and benchmark the rules \
        engine and the search."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Play a game in the terminal (humans and bots).
    Play(PlayArgs),
    /// Play many random games quickly and report statistics.
    Sim(SimArgs),
    /// Replay a game record and print the final state as JSON.
    Replay(ReplayArgs),
    /// Print the legal actions after a game record, one per line in text notation.
    Legal(LegalArgs),
    /// Play many games between bots (seats rotate) and rate them.
    Arena(ArenaArgs),
    /// Rate bots over the games of several arenas (files of `arena --json --results`).
    Rate(RateArgs),
    /// Ask the ISMCTS search which action to take after a game record.
    Hint(HintArgs),
    /// Measure a game engine's speed, or the search's with --ai.
    Bench(BenchArgs),
    /// Run the game server (lobby over HTTP, play over WebSocket) and print its URL.
    Serve(ServeArgs),
    /// Play many concurrent games against a running server and report move round
    /// trips, throughput, errors and the server's memory per room.
    Loadtest(LoadtestArgs),
}

#[derive(Args, Debug)]
struct LoadtestArgs {
    /// The server's address (HOST:PORT); nothing else is contacted.
    #[arg(long)]
    addr: std::net::SocketAddr,
    /// Concurrent games (1 to 20000).
    #[arg(long)]
    games: usize,
    /// Seats per game, each its own WebSocket.
    #[arg(long, default_value_t = 4)]
    players: usize,
    /// The game played.
    #[arg(long, default_value = "spyrium")]
    game: String,
    /// Stop after this many seconds even if games are still going.
    #[arg(long, default_value_t = 300)]
    seconds: u64,
    /// Pause about this many milliseconds (uniform from half to 1.5 times) before
    /// each action, as a person would; 0 acts at once and saturates the server.
    #[arg(long, default_value_t = 0)]
    think_ms: u64,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
}

#[derive(Args, Debug)]
struct ServeArgs {
    /// Where to listen.
    #[arg(long, default_value = "127.0.0.1:8080")]
    addr: std::net::SocketAddr,
    /// The database: `sqlite://FILE` or `postgres://USER@HOST/DB` (default: an SQLite
    /// file in the data directory).
    #[arg(long, value_name = "URL")]
    database: Option<String>,
    /// How the server's log lines (on standard error) are written: `text` for
    /// people, `json` (one object a line) for log collectors. Which lines: the
    /// `RUST_LOG` variable (default `info,sqlx=warn`).
    #[arg(long, value_enum, default_value_t = LogFormat::Text)]
    log_format: LogFormat,
    /// The most ISMCTS iterations a bot of a room may think per move (rooms asking
    /// for a dearer bot are refused).
    #[arg(long, value_name = "N", default_value_t = 10_000,
          value_parser = clap::value_parser!(u64).range(1..=gaslamp_ai::spec::MAX_ITERATIONS))]
    bot_iterations: u64,
    /// The longest time a bot of a room may think per move, in seconds.
    #[arg(long, value_name = "SECONDS", default_value = "1", value_parser = bot_seconds)]
    bot_seconds: std::time::Duration,
    /// Bots thinking at once, server-wide (default: the number of cores less one);
    /// the others wait for their turn.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=256))]
    bots_thinking: Option<u64>,
    /// Searches for people (hints, analyses of finished games) at once, server-wide.
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=64))]
    searches: u64,
    /// Moves of each player the coach judges after a game, at most (spread over the
    /// game when there were more); each costs two searches.
    #[arg(long, value_name = "N", default_value_t = 40, value_parser = clap::value_parser!(u64).range(1..=500))]
    coach_moves: u64,
    /// Unfinished rooms a player may have created at once.
    #[arg(long, value_name = "N", default_value_t = 20, value_parser = clap::value_parser!(u64).range(1..=10_000))]
    rooms_per_player: u64,
    /// Rooms one player key may create in an hour (one address: twice as many).
    #[arg(long, value_name = "N", default_value_t = 60, value_parser = clap::value_parser!(u32).range(1..=100_000))]
    rooms_per_hour: u32,
    /// An origin (`https://host[:port]`) whose pages may open the server's WebSockets,
    /// besides the server's own; may be given several times. The token `/metrics`
    /// asks for is read from `GASLAMP_METRICS_TOKEN` (without it, `/metrics` answers
    /// only the server's own machine).
    #[arg(long = "allowed-origin", value_name = "ORIGIN")]
    allowed_origins: Vec<String>,
    /// The URL people open, when it is not the address listened on (a proxy, a
    /// name, TLS in front): its origin is the only one of the server's own pages
    /// (scheme, host and port compared whole).
    #[arg(long, value_name = "URL", value_parser = public_url)]
    public_url: Option<String>,
    /// Open connections (HTTP and WebSocket) one address may hold; one more is
    /// refused (`429`) and closed.
    #[arg(long, value_name = "N", default_value_t = 64, value_parser = clap::value_parser!(u64).range(1..=100_000))]
    connections_per_address: u64,
    /// Limit clients on this machine (loopback) by address like any other. Without
    /// it they are exempt: the operator's tools, or a reverse proxy on the host that
    /// limits the real addresses itself.
    #[arg(long)]
    limit_loopback: bool,
}

/// A public URL: http or https, with a host.
fn public_url(text: &str) -> Result<String, String> {
    gaslamp_server::http::socket::origin_of(text)
        .map(|_| text.trim().to_string())
        .ok_or_else(|| "an http:// or https:// URL with a host".into())
}

/// A bot's time per move on the server: a number of seconds from 0.001 to 3600.
fn bot_seconds(text: &str) -> Result<std::time::Duration, String> {
    match text.trim().parse::<f64>() {
        Ok(s) if (0.001..=3600.0).contains(&s) => Ok(std::time::Duration::from_secs_f64(s)),
        _ => Err("a number of seconds from 0.001 to 3600".into()),
    }
}

impl ServeArgs {
    /// What the operator allows, from the flags.
    fn policy(&self) -> gaslamp_server::Policy {
        let mut p = gaslamp_server::Policy::default();
        p.bots.max_iterations = self.bot_iterations;
        p.bots.max_move_time = self.bot_seconds;
        if let Some(n) = self.bots_thinking {
            p.bots.thinking = n as usize;
        }
        p.searches = self.searches as usize;
        p.coach_moves = self.coach_moves as usize;
        p.rooms.open_per_player = self.rooms_per_player;
        p.rooms.created_per_player_hour = self.rooms_per_hour;
        p.rooms.created_per_address_hour = self.rooms_per_hour.saturating_mul(2);
        p.origins = self.allowed_origins.clone();
        p.public_url = self.public_url.clone();
        p.connections.per_address = self.connections_per_address as usize;
        p.loopback_exempt = !self.limit_loopback;
        p.metrics_token = std::env::var("GASLAMP_METRICS_TOKEN")
            .ok()
            .filter(|t| !t.is_empty());
        p
    }
}

#[derive(clap::ValueEnum, Clone, Copy, Debug)]
enum LogFormat {
    Text,
    Json,
}

/// The component set flag, shared by every command.
#[derive(Args, Debug, Clone, Default)]
struct ComponentsArg {
    /// A component file (Spyrium: a card file) to use instead of the game's own; a
    /// record must be read with the file it was made with.
    #[arg(long = "components", alias = "cards", value_name = "FILE")]
    components: Option<PathBuf>,
}

/// The output flag, shared by the commands that report.
#[derive(Args, Debug, Clone, Copy, Default)]
struct OutputArg {
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
}

impl ComponentsArg {
    fn path(&self) -> Option<&std::path::Path> {
        self.components.as_deref()
    }
}

#[derive(Args, Debug)]
struct PlayArgs {
    /// The game to play (`spyrium`).
    #[arg(value_parser = games::parse_game, required_unless_present = "resume")]
    game: Option<String>,
    /// Number of players (default: the number of --seats, or 4).
    #[arg(long)]
    players: Option<usize>,
    /// Who sits at each seat, comma-separated, seat 0 first: `human` or a bot: `random`,
    /// `greedy`, `ismcts`, `ismcts:LEVEL` (medium, hard, expert), `ismcts:N`
    /// (iterations), `ismcts:500ms`, `ismcts:2s`, or a level on its own.
    /// Default: `human` then `random` for every other seat.
    #[arg(long, value_parser = seats::parse_seat_list)]
    seats: Option<seats::SeatList>,
    /// The game's random seed (default: from the clock; shown when the game ends).
    #[arg(long, conflicts_with = "resume")]
    seed: Option<u64>,
    /// Continue a game saved with --record (the game, players and component set are
    /// the record's; give --seats again).
    #[arg(long, value_name = "RECORD.json")]
    resume: Option<PathBuf>,
    #[command(flatten)]
    components: ComponentsArg,
    /// Save the game record (JSON) to this file before the first action and after
    /// every action (default with --resume: the resumed file; with a human seated and
    /// no --record: a new file in the data directory's `saves/`).
    #[arg(long, value_name = "OUT.json")]
    record: Option<PathBuf>,
    /// The language of the game's texts: `en` or `fr` (default: English).
    #[arg(long, value_name = "LANG", default_value = "en")]
    lang: gaslamp_core::i18n::Lang,
    /// The players' names, comma-separated, seat 0 first (default: "player 1",
    /// "player 2", …); the board, the log and the report say "you" to the one person
    /// at the terminal and name everyone else.
    #[arg(long, value_delimiter = ',', value_name = "NAME,NAME,…")]
    names: Option<Vec<String>>,
}

#[derive(Args, Debug)]
struct SimArgs {
    /// The game to simulate.
    #[arg(value_parser = games::parse_game)]
    game: String,
    /// Number of players.
    #[arg(long, default_value_t = 4)]
    players: usize,
    /// Number of games.
    #[arg(long, default_value_t = 1000)]
    games: u64,
    /// Seed of the first game; game i uses seed S+i.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    #[command(flatten)]
    output: OutputArg,
    #[command(flatten)]
    components: ComponentsArg,
    /// Give up a game after this many actions (it is then reported as unfinished).
    #[arg(long, default_value_t = sim::DEFAULT_ACTION_CAP)]
    max_actions: u64,
}

#[derive(Args, Debug)]
struct ReplayArgs {
    /// The game record (JSON).
    record: PathBuf,
    /// Print only what this seat may see (its view) instead of the full state.
    #[arg(long)]
    seat: Option<Seat>,
    #[command(flatten)]
    components: ComponentsArg,
}

#[derive(Args, Debug)]
struct LegalArgs {
    /// The game record (JSON).
    record: PathBuf,
    #[command(flatten)]
    components: ComponentsArg,
}

#[derive(Args, Debug)]
struct RateArgs {
    /// Arena files, each the output of `gaslamp arena ... --json --results`; bots of
    /// the same specification are one entrant across files.
    #[arg(required = true, value_name = "FILE")]
    files: Vec<PathBuf>,
    #[command(flatten)]
    output: OutputArg,
}

#[derive(Args, Debug)]
struct ArenaArgs {
    /// The game to play.
    #[arg(value_parser = games::parse_game)]
    game: String,
    /// Number of players (default: the number of --bots; if given, it must equal it).
    #[arg(long)]
    players: Option<usize>,
    /// One bot per seat, comma-separated: `random`, `greedy`, `ismcts`, `ismcts:LEVEL`,
    /// `ismcts:N` (iterations), `ismcts:500ms`, `ismcts:N:depth=D:c=C:temp=T:k=K:w=W`, or a
    /// level. The seats rotate from game to game; equal bots form one entrant.
    #[arg(long, value_parser = seats::parse_bot_list, value_name = "BOT,BOT,...")]
    bots: std::vec::Vec<gaslamp_ai::BotSpec>,
    /// Number of games.
    #[arg(long, default_value_t = 100)]
    games: usize,
    /// Seed of the first game; game i uses seed S+i.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Games played at once (default: the number of cores). Each bot searches on one
    /// thread.
    #[arg(long)]
    threads: Option<usize>,
    #[command(flatten)]
    output: OutputArg,
    /// With --json: include every game's result (seed, entrants, scores, ranks).
    #[arg(long)]
    results: bool,
    #[command(flatten)]
    components: ComponentsArg,
}

#[derive(Args, Debug)]
struct HintArgs {
    /// The game record (JSON).
    record: PathBuf,
    /// The seat asking for advice (it must be the seat to act).
    #[arg(long)]
    seat: Seat,
    /// Search budget: a time (`1s`, `500ms`, `2.5s`) or a number of iterations (`20000`).
    #[arg(long, default_value = "1s", value_parser = hint::parse_budget)]
    budget: gaslamp_ai::Budget,
    /// How many candidate actions to show.
    #[arg(long, default_value_t = 5)]
    top: usize,
    /// Seed of the search.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Search threads (default: the number of cores).
    #[arg(long)]
    threads: Option<usize>,
    #[command(flatten)]
    output: OutputArg,
    #[command(flatten)]
    components: ComponentsArg,
}

#[derive(Args, Debug)]
struct BenchArgs {
    /// The game whose engine (or, with --ai, search) is measured. `ai` alone is short
    /// for `spyrium --ai`.
    #[arg(value_parser = parse_bench_target)]
    game: String,
    /// Measure the ISMCTS search (iterations per second) instead of the engine.
    #[arg(long)]
    ai: bool,
    #[command(flatten)]
    output: OutputArg,
    /// Seconds spent on each measurement (`ai`: on each player count).
    #[arg(long, default_value_t = 1.5)]
    seconds: f64,
    /// Number of players (default: 4 for the engine; 2 and 4 for --ai).
    #[arg(long)]
    players: Option<usize>,
    /// --ai only: the ISMCTS bot to measure, e.g. `ismcts:4000:k=1` for random
    /// rollouts (default: the default `ismcts` bot). Its budget is ignored.
    #[arg(long, value_name = "SPEC")]
    bot: Option<String>,
    #[command(flatten)]
    components: ComponentsArg,
}

/// Exit codes (also in the README).
const EXIT_ERROR: u8 = 1;
const EXIT_ILLEGAL_IN_RECORD: u8 = 2;
const EXIT_BAD_ARGUMENT: u8 = 64;

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            // Help and version go to standard output with success; usage errors
            // get their own exit code, apart from illegal actions in records.
            let _ = e.print();
            return if e.use_stderr() {
                ExitCode::from(EXIT_BAD_ARGUMENT)
            } else {
                ExitCode::SUCCESS
            };
        }
    };
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            // Broken pipes (e.g. `gaslamp legal x.json | head`) are not worth a message.
            if let Some(io) = e.downcast_ref::<std::io::Error>() {
                if io.kind() == std::io::ErrorKind::BrokenPipe {
                    return ExitCode::SUCCESS;
                }
            }
            let _ = std::io::stdout().flush();
            eprintln!("error: {e:#}");
            ExitCode::from(exit_code(&e))
        }
    }
}

/// 2 for an illegal action in a record, 64 for a bad argument, 1 for everything else.
fn exit_code(e: &anyhow::Error) -> u8 {
    if e.downcast_ref::<games::ArgumentError>().is_some()
        || e.downcast_ref::<gaslamp_games::UnknownGame>().is_some()
    {
        return EXIT_BAD_ARGUMENT;
    }
    match e.downcast_ref::<records::IllegalInRecord>() {
        Some(_) => EXIT_ILLEGAL_IN_RECORD,
        None => match e.downcast_ref::<ReplayError>() {
            Some(ReplayError::Illegal { .. }) => EXIT_ILLEGAL_IN_RECORD,
            _ => EXIT_ERROR,
        },
    }
}

/// `gaslamp serve`: the server on its own runtime until Ctrl-C.
fn serve(a: ServeArgs) -> anyhow::Result<()> {
    let policy = a.policy();
    let database = match a.database {
        Some(d) => d,
        None => {
            let dir = paths::data_dir();
            std::fs::create_dir_all(&dir).map_err(|e| {
                anyhow::anyhow!(
                    "cannot create the data directory {}: {e} (set GASLAMP_DATA_DIR or give --database)",
                    gaslamp_core::untrusted(&dir.display().to_string())
                )
            })?;
            format!("sqlite://{}", dir.join("gaslamp.db").display())
        }
    };
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info,sqlx=warn"));
    let logs = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr);
    match a.log_format {
        LogFormat::Text => logs.init(),
        LogFormat::Json => logs.json().init(),
    }
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async move {
        let stop = stop_signal()?;
        let server = gaslamp_server::Server::start(&gaslamp_server::ServerConfig {
            addr: a.addr,
            database: database.clone(),
            policy,
        })
        .await?;
        let shown = database
            .split('@')
            .next_back()
            .unwrap_or(&database)
            .to_string();
        let url = match &a.public_url {
            Some(u) => u.clone(),
            None => format!("http://{}/", server.addr),
        };
        println!("Gaslamp is serving at {url} (database: {shown}); Ctrl-C stops it.");
        server.run(stop).await
    })
}

/// Ctrl-C (SIGINT), or SIGTERM (what service managers and containers send). The
/// handlers are installed when this is called (before the URL is printed), so a signal
/// that comes at once is not missed; the future completes when one arrives.
fn stop_signal() -> std::io::Result<impl std::future::Future<Output = ()> + Send + 'static> {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        let mut interrupt = signal(SignalKind::interrupt())?;
        let mut terminate = signal(SignalKind::terminate())?;
        Ok(async move {
            tokio::select! {
                _ = interrupt.recv() => {}
                _ = terminate.recv() => {}
            }
            tracing::info!("stopping");
        })
    }
    #[cfg(not(unix))]
    {
        Ok(async {
            let _ = tokio::signal::ctrl_c().await;
            tracing::info!("stopping");
        })
    }
}

/// `bench`'s game argument: a game, or `ai` (short for `spyrium --ai`).
fn parse_bench_target(text: &str) -> Result<String, String> {
    if text == "ai" {
        return Ok(text.into());
    }
    games::parse_game(text)
}

/// Runs a command with the type of its game (the registry decides which exist).
fn with_game<V: GameVisitor<Output = anyhow::Result<()>>>(name: &str, v: V) -> anyhow::Result<()> {
    gaslamp_games::visit(name, v)?
}

struct PlayCmd(PlayArgs, Option<gaslamp_core::Record>);
impl GameVisitor for PlayCmd {
    type Output = anyhow::Result<()>;
    fn visit<G: Presented>(self) -> Self::Output {
        let PlayCmd(a, resume) = self;
        let components = games::load_components::<G>(a.components.path())?;
        let (players, seed, record) = match &resume {
            Some(r) => (
                Some(r.players),
                Some(r.seed.ok_or(ReplayError::SeedWithheld)?),
                a.record.or(a.resume.clone()),
            ),
            None => (a.players, a.seed, a.record),
        };
        // A game with a person in it is never lost: without --record it is saved in
        // the data directory.
        let humans = a
            .seats
            .as_ref()
            .is_none_or(|s| s.0.iter().any(seats::SeatKind::is_human));
        let record = match record {
            Some(r) => Some(r),
            None if humans => Some(paths::new_save_path(G::info().name).map_err(|e| {
                anyhow::anyhow!(
                    "cannot create the save directory in {}: {e} (give --record FILE, or set GASLAMP_DATA_DIR)",
                    gaslamp_core::untrusted(&paths::data_dir().display().to_string())
                )
            })?),
            None => None,
        };
        let config =
            play::PlayConfig::new::<G>(players, a.seats.map(|s| s.0), seed, record, a.names)?;
        let stdin = std::io::stdin();
        let mut input = stdin.lock();
        let mut out = std::io::stdout().lock();
        gaslamp_core::i18n::with_lang(a.lang, || {
            play::play::<G>(&components, &config, resume.as_ref(), &mut input, &mut out)
        })?;
        Ok(())
    }
}

struct SimCmd(SimArgs);
impl GameVisitor for SimCmd {
    type Output = anyhow::Result<()>;
    fn visit<G: Presented>(self) -> Self::Output {
        let a = self.0;
        let components = games::load_components::<G>(a.components.path())?;
        let report = sim::simulate::<G>(&components, a.players, a.games, a.seed, a.max_actions)?;
        let mut out = std::io::stdout().lock();
        if a.output.json {
            writeln!(out, "{}", serde_json::to_string_pretty(&report)?)?;
        } else {
            report.print(&mut out)?;
        }
        Ok(())
    }
}

struct ArenaCmd(ArenaArgs);
impl GameVisitor for ArenaCmd {
    type Output = anyhow::Result<()>;
    fn visit<G: Presented>(self) -> Self::Output {
        let a = self.0;
        let players = arena::player_count::<G>(a.players, &a.bots)?;
        debug_assert_eq!(players, a.bots.len());
        let components = games::load_components::<G>(a.components.path())?;
        let threads = a.threads.unwrap_or_else(seats::cores);
        let report = arena::run::<G>(
            &components,
            &a.bots,
            a.games,
            a.seed,
            threads,
            !a.output.json,
        )?;
        let mut out = std::io::stdout().lock();
        if a.output.json {
            let v = arena::to_json(&report, threads, a.results)?;
            writeln!(out, "{}", serde_json::to_string_pretty(&v)?)?;
        } else {
            arena::print(&report, &a.bots, threads, &mut out)?;
        }
        Ok(())
    }
}

struct BenchCmd(BenchArgs);
impl GameVisitor for BenchCmd {
    type Output = anyhow::Result<()>;
    fn visit<G: Presented>(self) -> Self::Output {
        let a = self.0;
        let components = games::load_components::<G>(a.components.path())?;
        let mut out = std::io::stdout().lock();
        let json = if a.ai || a.game == "ai" {
            let counts = match a.players {
                Some(p) => vec![p],
                None => vec![2, 4],
            };
            let cfg = bench_ai::search_config(a.bot.as_deref())?;
            let report = bench_ai::run::<G>(&components, &counts, a.seconds, cfg)?;
            if !a.output.json {
                report.print(&mut out)?;
            }
            serde_json::to_value(&report)?
        } else {
            let players = a.players.unwrap_or(4);
            let report = bench::run::<G>(&components, players, a.seconds)?;
            if !a.output.json {
                report.print(&mut out)?;
            }
            serde_json::to_value(&report)?
        };
        if a.output.json {
            writeln!(out, "{}", serde_json::to_string_pretty(&json)?)?;
        }
        Ok(())
    }
}

fn run(cli: Cli) -> anyhow::Result<()> {
    match cli.command {
        Command::Play(a) => match &a.resume {
            Some(path) => {
                let record = records::read_record(path)?;
                let game = record.game.clone();
                with_game(&game, PlayCmd(a, Some(record)))
            }
            None => {
                let game = a
                    .game
                    .clone()
                    .expect("clap requires a game without --resume");
                with_game(&game, PlayCmd(a, None))
            }
        },
        Command::Sim(a) => with_game(&a.game.clone(), SimCmd(a)),
        Command::Replay(a) => records::replay(&a.record, a.seat, a.components.path()),
        Command::Legal(a) => records::legal(&a.record, a.components.path()),
        Command::Arena(a) => with_game(&a.game.clone(), ArenaCmd(a)),
        Command::Rate(a) => {
            let report = rate::merge(&a.files)?;
            let mut out = std::io::stdout().lock();
            if a.output.json {
                let v = rate::to_json(&report, a.files.len())?;
                writeln!(out, "{}", serde_json::to_string_pretty(&v)?)?;
            } else {
                rate::print(&report, a.files.len(), &mut out)?;
            }
            Ok(())
        }
        Command::Hint(a) => {
            let request = hint::HintRequest {
                seat: a.seat,
                budget: a.budget,
                threads: a.threads.unwrap_or_else(seats::cores),
                seed: a.seed,
                top: a.top,
            };
            hint::hint(&a.record, &request, a.components.path(), a.output.json)
        }
        Command::Serve(a) => serve(a),
        Command::Loadtest(a) => loadtest::loadtest(loadtest::LoadConfig {
            addr: a.addr,
            games: a.games,
            players: a.players,
            game: a.game,
            seconds: a.seconds,
            think_ms: a.think_ms,
            json: a.json,
        }),
        Command::Bench(a) => {
            let game = if a.game == "ai" {
                "spyrium".to_string()
            } else {
                a.game.clone()
            };
            with_game(&game, BenchCmd(a))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn cli_definition_is_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn illegal_record_actions_exit_with_2_and_other_errors_with_1() {
        let illegal = anyhow::Error::new(ReplayError::Illegal {
            index: 3,
            seat: 0,
            action: "pass".into(),
            code: "not_your_turn",
            reason: "no".into(),
        });
        assert_eq!(exit_code(&illegal), 2);
        let malformed = anyhow::Error::new(ReplayError::Malformed("x".into()));
        assert_eq!(exit_code(&malformed), 1);
        assert_eq!(exit_code(&anyhow::anyhow!("other")), 1);
        let bad = anyhow::Error::new(games::ArgumentError("--seconds".into()));
        assert_eq!(exit_code(&bad), 64);
    }
}
