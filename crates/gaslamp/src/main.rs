//! The `gaslamp` command: play a game in the terminal, simulate random games, replay a
//! record, list the legal actions after a record, play bots against each other (arena),
//! ask the search for a hint, and benchmark the engine and the search.
//!
//! Everything here talks to the games through `gaslamp_core::Game` (plus the small
//! [`games::CliGame`] trait for what only a terminal needs: loading a component file,
//! drawing a view as text). Seats are filled by humans or by the bots of `gaslamp_ai`,
//! chosen with [`seats::SeatKind`] (`human` or any `gaslamp_ai::BotSpec`).
//!
//! Exit codes: 0 success; 1 any error (bad arguments to a command, unreadable or
//! malformed record, broken card file, …); 2 a record holds an illegal action (and
//! clap's own usage errors, as usual for command-line tools).

mod arena;
mod bench;
mod bench_ai;
mod games;
mod hint;
mod play;
mod records;
mod seats;
mod sim;
mod spyrium_text;

use clap::{Args, Parser, Subcommand};
use games::GameName;
use gaslamp_core::{ReplayError, Seat};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser, Debug)]
#[command(
    name = "gaslamp",
    version,
    about = "Gaslamp: a digital edition of the board game Spyrium.",
    long_about = "Gaslamp: a digital edition of the board game Spyrium.\n\n\
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
    /// Ask the ISMCTS search which action to take after a game record.
    Hint(HintArgs),
    /// Measure the engine's speed (`spyrium`) or the search's (`ai`).
    Bench(BenchArgs),
}

#[derive(Args, Debug)]
struct PlayArgs {
    /// The game to play.
    game: GameName,
    /// Number of players (default: the number of --seats, or 4).
    #[arg(long)]
    players: Option<usize>,
    /// Who sits at each seat, comma-separated, seat 0 first: `human` or a bot: `random`,
    /// `greedy`, `ismcts`, `ismcts:LEVEL` (easy, medium, hard, expert), `ismcts:N`
    /// (iterations), `ismcts:500ms`, `ismcts:2s`, or a level on its own.
    /// Default: `human` then `random` for every other seat.
    #[arg(long, value_parser = seats::parse_seat_list)]
    seats: Option<seats::SeatList>,
    /// The game's random seed (default: from the clock; it is printed).
    #[arg(long)]
    seed: Option<u64>,
    /// A card file to use instead of the built-in card set.
    #[arg(long, value_name = "FILE")]
    cards: Option<PathBuf>,
    /// Save the game record (JSON) to this file when the game ends or is left.
    #[arg(long, value_name = "OUT.json")]
    record: Option<PathBuf>,
}

#[derive(Args, Debug)]
struct SimArgs {
    /// The game to simulate.
    game: GameName,
    /// Number of players.
    #[arg(long, default_value_t = 4)]
    players: usize,
    /// Number of games.
    #[arg(long, default_value_t = 1000)]
    games: u64,
    /// Seed of the first game; game i uses seed S+i.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
    /// A card file to use instead of the built-in card set.
    #[arg(long, value_name = "FILE")]
    cards: Option<PathBuf>,
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
    /// The card file the record was made with (default: the built-in card set).
    #[arg(long, value_name = "FILE")]
    cards: Option<PathBuf>,
}

#[derive(Args, Debug)]
struct LegalArgs {
    /// The game record (JSON).
    record: PathBuf,
    /// The card file the record was made with (default: the built-in card set).
    #[arg(long, value_name = "FILE")]
    cards: Option<PathBuf>,
}

#[derive(Args, Debug)]
struct ArenaArgs {
    /// The game to play.
    game: GameName,
    /// Number of players (default: the number of --bots; if given, it must equal it).
    #[arg(long)]
    players: Option<usize>,
    /// One bot per seat, comma-separated: `random`, `greedy`, `ismcts`, `ismcts:LEVEL`,
    /// `ismcts:N` (iterations), `ismcts:500ms`, `ismcts:N:depth=D:c=C:temp=T`, or a
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
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
    /// With --json: include every game's result (seed, entrants, scores, ranks).
    #[arg(long)]
    results: bool,
    /// A card file to use instead of the built-in card set.
    #[arg(long, value_name = "FILE")]
    cards: Option<PathBuf>,
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
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
    /// The card file the record was made with (default: the built-in card set).
    #[arg(long, value_name = "FILE")]
    cards: Option<PathBuf>,
}

/// What `gaslamp bench` measures.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
enum BenchTarget {
    /// The Spyrium rules engine (random games per second, ns per operation).
    Spyrium,
    /// The ISMCTS search on Spyrium (iterations per second on one core).
    Ai,
}

#[derive(Args, Debug)]
struct BenchArgs {
    /// What to benchmark: `spyrium` (the rules engine) or `ai` (the ISMCTS search).
    target: BenchTarget,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
    /// Seconds spent on each measurement (`ai`: on each player count).
    #[arg(long, default_value_t = 1.5)]
    seconds: f64,
    /// Number of players (default: 4 for `spyrium`; 2 and 4 for `ai`).
    #[arg(long)]
    players: Option<usize>,
    /// `ai` only: the ISMCTS bot to measure, e.g. `ismcts:4000:k=1` for random
    /// rollouts (default: the default `ismcts` bot). Its budget is ignored.
    #[arg(long, value_name = "SPEC")]
    bot: Option<String>,
    /// A card file to use instead of the built-in card set.
    #[arg(long, value_name = "FILE")]
    cards: Option<PathBuf>,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
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

/// 2 for an illegal action in a record, 1 for everything else.
fn exit_code(e: &anyhow::Error) -> u8 {
    match e.downcast_ref::<records::IllegalInRecord>() {
        Some(_) => 2,
        None => match e.downcast_ref::<ReplayError>() {
            Some(ReplayError::Illegal { .. }) => 2,
            _ => 1,
        },
    }
}

fn run(cli: Cli) -> anyhow::Result<()> {
    match cli.command {
        Command::Play(a) => match a.game {
            GameName::Spyrium => {
                let options = games::load_options::<spyrium::Spyrium>(a.cards.as_deref())?;
                let config = play::PlayConfig::new::<spyrium::Spyrium>(
                    a.players,
                    a.seats.map(|s| s.0),
                    a.seed,
                    a.record,
                )?;
                let stdin = std::io::stdin();
                let mut input = stdin.lock();
                let mut out = std::io::stdout().lock();
                play::play::<spyrium::Spyrium>(&options, &config, &mut input, &mut out)?;
                Ok(())
            }
        },
        Command::Sim(a) => match a.game {
            GameName::Spyrium => {
                let options = games::load_options::<spyrium::Spyrium>(a.cards.as_deref())?;
                let report = sim::simulate::<spyrium::Spyrium>(
                    &options,
                    a.players,
                    a.games,
                    a.seed,
                    a.max_actions,
                )?;
                let mut out = std::io::stdout().lock();
                if a.json {
                    writeln!(out, "{}", serde_json::to_string_pretty(&report)?)?;
                } else {
                    report.print(&mut out)?;
                }
                Ok(())
            }
        },
        Command::Replay(a) => records::replay(&a.record, a.seat, a.cards.as_deref()),
        Command::Legal(a) => records::legal(&a.record, a.cards.as_deref()),
        Command::Arena(a) => match a.game {
            GameName::Spyrium => {
                let players = arena::player_count::<spyrium::Spyrium>(a.players, &a.bots)?;
                debug_assert_eq!(players, a.bots.len());
                let options = games::load_options::<spyrium::Spyrium>(a.cards.as_deref())?;
                let threads = a.threads.unwrap_or_else(seats::cores);
                let report = arena::run::<spyrium::Spyrium>(
                    &options, &a.bots, a.games, a.seed, threads, !a.json,
                )?;
                let mut out = std::io::stdout().lock();
                if a.json {
                    let v = arena::to_json(&report, threads, a.results)?;
                    writeln!(out, "{}", serde_json::to_string_pretty(&v)?)?;
                } else {
                    arena::print(&report, &a.bots, threads, &mut out)?;
                }
                Ok(())
            }
        },
        Command::Hint(a) => {
            let request = hint::HintRequest {
                seat: a.seat,
                budget: a.budget,
                threads: a.threads.unwrap_or_else(seats::cores),
                seed: a.seed,
                top: a.top,
            };
            hint::hint(&a.record, &request, a.cards.as_deref(), a.json)
        }
        Command::Bench(a) => {
            let options = games::load_options::<spyrium::Spyrium>(a.cards.as_deref())?;
            let mut out = std::io::stdout().lock();
            let json = match a.target {
                BenchTarget::Spyrium => {
                    let players = a.players.unwrap_or(4);
                    let report = bench::run::<spyrium::Spyrium>(&options, players, a.seconds)?;
                    if !a.json {
                        report.print(&mut out)?;
                    }
                    serde_json::to_value(&report)?
                }
                BenchTarget::Ai => {
                    let counts = match a.players {
                        Some(p) => vec![p],
                        None => vec![2, 4],
                    };
                    let cfg = bench_ai::search_config(a.bot.as_deref())?;
                    let report =
                        bench_ai::run::<spyrium::Spyrium>(&options, &counts, a.seconds, cfg)?;
                    if !a.json {
                        report.print(&mut out)?;
                    }
                    serde_json::to_value(&report)?
                }
            };
            if a.json {
                writeln!(out, "{}", serde_json::to_string_pretty(&json)?)?;
            }
            Ok(())
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
    }
}
