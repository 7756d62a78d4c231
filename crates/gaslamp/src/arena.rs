//! `gaslamp arena`: many games between bots, with win shares and ratings.
//!
//! The games are played by `gaslamp_ai::run_arena`: game `i` uses seed `S + i` and the
//! bot list rotated by `i`, so every bot plays every seat equally often; bots with the
//! same specification form one entrant. Ratings are Bradley-Terry strengths on the Elo
//! scale (mean 1500) with bootstrap 95 % intervals (see `docs/bots.md`).

use gaslamp_ai::{ArenaReport, BotSpec};
use gaslamp_core::Game;
use indicatif::{ProgressBar, ProgressStyle};
use std::io::{IsTerminal, Write};

/// The player count of an arena: `--players` if given, else one per bot; the two must
/// agree and suit the game.
pub fn player_count<G: Game>(players: Option<usize>, bots: &[BotSpec]) -> anyhow::Result<usize> {
    if bots.is_empty() {
        crate::games::bad_argument!(
            "--bots lists no bot; give one per seat, e.g. --bots ismcts,greedy,greedy,greedy"
        );
    }
    let players = players.unwrap_or(bots.len());
    if players != bots.len() {
        crate::games::bad_argument!(
            "--players is {players} but --bots lists {} bot(s); give exactly one bot per seat (the seats rotate from game to game)",
            bots.len()
        );
    }
    crate::games::check_players::<G>(players)?;
    Ok(players)
}

/// Plays the arena, with a progress bar on stderr when `progress` is set and stderr is
/// a terminal.
pub fn run<G: Game>(
    components: &G::Components,
    bots: &[BotSpec],
    games: usize,
    seed: u64,
    threads: usize,
    progress: bool,
) -> anyhow::Result<ArenaReport> {
    crate::games::check_games(games as u64)?;
    crate::games::check_threads(threads)?;
    let bar = if progress && std::io::stderr().is_terminal() {
        let bar = ProgressBar::new(games as u64);
        bar.set_style(
            ProgressStyle::with_template(
                "{elapsed_precise} [{bar:40}] {pos}/{len} games ({per_sec}, {eta} left)",
            )
            .expect("a valid template")
            .progress_chars("=> "),
        );
        bar
    } else {
        ProgressBar::hidden()
    };
    let tick = || bar.inc(1);
    let report = gaslamp_ai::run_arena::<G>(components, bots, games, seed, threads, &tick);
    bar.finish_and_clear();
    report.map_err(|e| anyhow::anyhow!("the arena stopped: {e}"))
}

/// Each entrant's total win shares (its wins, ties shared), in the report's order.
pub fn wins(report: &ArenaReport) -> Vec<f64> {
    let mut w = vec![0.0; report.entrants.len()];
    for r in &report.results {
        for (seat, &e) in r.entrants.iter().enumerate() {
            w[e] += r.win_shares[seat];
        }
    }
    w
}

/// The report as one JSON object: the `ArenaReport` fields (entrants in the order
/// they first appear in `--bots`, so that the per-game `entrants` indices point into
/// the list), each entrant's `wins`, the threads and games per second. The per-game
/// results only when `with_results` is set.
pub fn to_json(
    report: &ArenaReport,
    threads: usize,
    with_results: bool,
) -> anyhow::Result<serde_json::Value> {
    let wins = wins(report);
    let mut v = serde_json::to_value(report)?;
    let obj = v.as_object_mut().expect("the report is an object");
    if !with_results {
        obj.remove("results");
    }
    if let Some(entrants) = obj.get_mut("entrants").and_then(|e| e.as_array_mut()) {
        for (e, w) in entrants.iter_mut().zip(wins) {
            e["wins"] = serde_json::json!(w);
        }
    }
    obj.insert("threads".into(), serde_json::json!(threads));
    obj.insert(
        "games_per_second".into(),
        serde_json::json!(games_per_second(report)),
    );
    Ok(v)
}

fn games_per_second(report: &ArenaReport) -> f64 {
    if report.seconds > 0.0 {
        report.games as f64 / report.seconds
    } else {
        0.0
    }
}

/// The report as a table, best rating first.
pub fn print(
    report: &ArenaReport,
    bots: &[BotSpec],
    threads: usize,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let list: Vec<String> = bots.iter().map(ToString::to_string).collect();
    writeln!(
        out,
        "{} arena: {} players, {} game(s), seeds {} to {}, seats rotating; bots {}",
        report.game,
        report.players,
        report.games,
        report.seed,
        report.seed.wrapping_add(report.games as u64 - 1),
        list.join(", ")
    )?;
    print_table(report, out)?;
    writeln!(
        out,
        "total {:.1} s, {:.2} games/s on {threads} thread(s)",
        report.seconds,
        games_per_second(report)
    )?;
    Ok(())
}

/// Each entrant's figures, best rating first, and the head-to-head table.
pub fn print_table(report: &ArenaReport, out: &mut dyn Write) -> std::io::Result<()> {
    let mut order: Vec<usize> = (0..report.entrants.len()).collect();
    order.sort_by(|&a, &b| {
        report.entrants[b]
            .rating
            .partial_cmp(&report.entrants[a].rating)
            .unwrap_or(std::cmp::Ordering::Equal)
    });
    let width = report
        .entrants
        .iter()
        .map(|e| e.bot.len())
        .max()
        .unwrap_or(0)
        .max(3);
    writeln!(
        out,
        "\n{:<width$}  {:>6}  {:>9}  {:>10}  {:>9}  {:>6}  95% interval",
        "bot", "seats", "win share", "mean score", "mean rank", "rating"
    )?;
    for &i in &order {
        let e = &report.entrants[i];
        writeln!(
            out,
            "{:<width$}  {:>6}  {:>8.1}%  {:>10.1}  {:>9.2}  {:>6.0}  {:.0} to {:.0}",
            e.bot,
            e.games,
            100.0 * e.win_share,
            e.mean_score,
            e.mean_rank,
            e.rating,
            e.rating_low,
            e.rating_high
        )?;
    }
    writeln!(
        out,
        "\nseats: games x seats filled; win share: wins per seat played, ties shared; \
         rating: Bradley-Terry on the Elo scale (mean 1500), 95% bootstrap interval over games."
    )?;
    if report.entrants.len() > 2 {
        print_head_to_head(report, &order, width, out)?;
    }
    Ok(())
}

/// The share of pairings each entrant (row) finished ahead of each other (column),
/// in rating order.
fn print_head_to_head(
    report: &ArenaReport,
    order: &[usize],
    width: usize,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    writeln!(
        out,
        "\nhead to head: share of the pairings (a seat of the row's bot and one of the \
         column's in the same game) the row finished ahead in"
    )?;
    // `width` fits the longest bot name; a column also fits "100.0%".
    let col = width.max(6);
    write!(out, "{:<width$}", "")?;
    for &j in order {
        write!(out, "  {:>col$}", report.entrants[j].bot)?;
    }
    writeln!(out)?;
    for &i in order {
        write!(out, "{:<width$}", report.entrants[i].bot)?;
        for &j in order {
            let cell = report
                .head_to_head
                .iter()
                .find(|h| h.entrant == i && h.against == j)
                .map(|h| format!("{:.1}%", 100.0 * h.ahead))
                .unwrap_or_else(|| "-".into());
            write!(out, "  {cell:>col$}")?;
        }
        writeln!(out)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use spyrium::{Components, Spyrium};

    #[test]
    fn players_must_match_the_bots() {
        let bots = vec![BotSpec::Greedy, BotSpec::Random];
        assert_eq!(player_count::<Spyrium>(None, &bots).unwrap(), 2);
        assert_eq!(player_count::<Spyrium>(Some(2), &bots).unwrap(), 2);
        let e = player_count::<Spyrium>(Some(3), &bots).unwrap_err();
        assert!(e.to_string().contains("--players is 3"), "{e}");
        let e = player_count::<Spyrium>(None, &[BotSpec::Greedy]).unwrap_err();
        assert!(e.to_string().contains("2 to 5 players"), "{e}");
    }

    #[test]
    fn a_small_arena_reports_every_entrant() {
        let bots = vec![BotSpec::Greedy, BotSpec::Random, BotSpec::Random];
        let r = run::<Spyrium>(&Components::builtin(), &bots, 3, 1, 1, false).unwrap();
        assert_eq!(r.entrants.len(), 2);
        let total: f64 = wins(&r).iter().sum();
        assert!((total - 3.0).abs() < 1e-9, "{total}");
        let v = to_json(&r, 1, false).unwrap();
        assert!(v.get("results").is_none());
        assert_eq!(v["entrants"][1]["games"], 6);
        assert!(to_json(&r, 1, true).unwrap()["results"].is_array());
        let mut out = Vec::new();
        print(&r, &bots, 1, &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(
            text.contains("greedy") && text.contains("games/s"),
            "{text}"
        );
        assert!(run::<Spyrium>(&Components::builtin(), &bots, 0, 1, 1, false).is_err());
    }
}
