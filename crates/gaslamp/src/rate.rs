//! `gaslamp rate`: one report over the games of several arenas.
//!
//! A long arena can be played in parts — on several machines, or a few games at a
//! time — each part saved with `gaslamp arena ... --json --results`. `rate` reads
//! those files, joins bots of the same specification into one entrant across files,
//! and rates every game together (the arena's table, Bradley-Terry ratings with
//! bootstrap intervals, head to head). Games of one game only; the files may differ
//! in their bots, so that a ladder of five levels can be rated from 4-player arenas.

use crate::games::bad_argument;
use gaslamp_ai::{ArenaReport, BotSpec, GameResult};
use gaslamp_core::untrusted;
use serde::Deserialize;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};

/// The most arena files one report reads.
pub const MAX_FILES: usize = 10_000;
/// The largest arena file read (bytes).
pub const MAX_FILE_BYTES: u64 = 64 << 20;
/// The most games in one report, over every file.
pub const MAX_GAMES: usize = 1_000_000;
/// The longest bot specification kept from a file (characters).
const MAX_BOT_NAME: usize = 120;

/// What `rate` reads of an arena's JSON.
#[derive(Deserialize)]
struct ArenaFile {
    game: String,
    seed: u64,
    seconds: f64,
    entrants: Vec<Entrant>,
    /// Present when the arena ran with `--results`.
    results: Option<Vec<GameResult>>,
}

#[derive(Deserialize)]
struct Entrant {
    bot: String,
}

fn read_file(path: &Path) -> anyhow::Result<ArenaFile> {
    let shown = path.display();
    let file = std::fs::File::open(path)
        .map_err(|e| anyhow::anyhow!("cannot read the arena file {shown}: {e}"))?;
    let mut text = String::new();
    file.take(MAX_FILE_BYTES + 1)
        .read_to_string(&mut text)
        .map_err(|e| anyhow::anyhow!("cannot read the arena file {shown}: {e}"))?;
    if text.len() as u64 > MAX_FILE_BYTES {
        bad_argument!(
            "the arena file {shown} is larger than {} MB",
            MAX_FILE_BYTES >> 20
        );
    }
    serde_json::from_str(&text).map_err(|e| {
        anyhow::anyhow!(
            "{shown} is not the JSON of `gaslamp arena --json --results` ({})",
            untrusted(&e.to_string())
        )
    })
}

/// Checks one file's results against its own entrant list; its entrants' names in
/// the form the arena writes them (so that `ismcts:4000` and `hard` are one bot).
fn check(path: &Path, f: &ArenaFile) -> anyhow::Result<Vec<String>> {
    let shown = path.display();
    let Some(results) = &f.results else {
        bad_argument!("{shown} has no per-game results: play the arena with `--json --results`");
    };
    let mut names = Vec::with_capacity(f.entrants.len());
    for e in &f.entrants {
        match BotSpec::parse(&e.bot) {
            Ok(spec) if e.bot.chars().count() <= MAX_BOT_NAME => names.push(spec.to_string()),
            _ => bad_argument!(
                "{shown}: `{}` is not a bot specification",
                untrusted(&e.bot)
            ),
        }
    }
    for (i, r) in results.iter().enumerate() {
        let seats = r.entrants.len();
        let consistent = (2..=16).contains(&seats)
            && r.scores.len() == seats
            && r.ranks.len() == seats
            && r.win_shares.len() == seats
            && r.entrants.iter().all(|&e| e < f.entrants.len());
        if !consistent {
            bad_argument!(
                "{shown}: game {} (seed {}) does not match the file's {} entrant(s): one entrant index, score, rank and win share per seat are needed",
                i + 1,
                r.seed,
                f.entrants.len()
            );
        }
    }
    Ok(names)
}

/// One report over the games of `paths`.
pub fn merge(paths: &[PathBuf]) -> anyhow::Result<ArenaReport> {
    if paths.is_empty() {
        bad_argument!("name at least one arena file (`gaslamp arena ... --json --results`)");
    }
    if paths.len() > MAX_FILES {
        bad_argument!("{} arena files given; at most {MAX_FILES}", paths.len());
    }
    let mut game: Option<String> = None;
    let mut names: Vec<String> = Vec::new();
    let mut results = Vec::new();
    let (mut seed, mut seconds, mut players) = (u64::MAX, 0.0, 0);
    for path in paths {
        let f = read_file(path)?;
        let file_names = check(path, &f)?;
        match &game {
            None => game = Some(f.game.clone()),
            Some(g) if *g != f.game => bad_argument!(
                "{} holds games of {}, the files before it of {g}: rate one game at a time",
                path.display(),
                untrusted(&f.game)
            ),
            Some(_) => {}
        }
        // The file's entrants in the joined list, by their specification.
        let index: Vec<usize> = file_names
            .into_iter()
            .map(|name| match names.iter().position(|n| *n == name) {
                Some(i) => i,
                None => {
                    names.push(name);
                    names.len() - 1
                }
            })
            .collect();
        for mut r in f.results.unwrap_or_default() {
            r.entrants = r.entrants.iter().map(|&e| index[e]).collect();
            players = players.max(r.entrants.len());
            results.push(r);
        }
        if results.len() > MAX_GAMES {
            bad_argument!("more than {MAX_GAMES} games in the arena files");
        }
        seed = seed.min(f.seed);
        if f.seconds.is_finite() && f.seconds > 0.0 {
            seconds += f.seconds;
        }
    }
    if results.is_empty() {
        bad_argument!("the arena files hold no game");
    }
    let game = game.expect("at least one file was read");
    Ok(gaslamp_ai::summarize(
        &game, players, seed, &names, results, seconds,
    ))
}

/// The joined report as a table, best rating first.
pub fn print(report: &ArenaReport, files: usize, out: &mut dyn Write) -> std::io::Result<()> {
    writeln!(
        out,
        "{}: {} game(s) from {files} arena file(s), rated together",
        report.game, report.games
    )?;
    crate::arena::print_table(report, out)
}

/// The joined report as one JSON object: the arena's fields (without the per-game
/// results, the threads and the speed, which belong to each arena) and the number of
/// files.
pub fn to_json(report: &ArenaReport, files: usize) -> anyhow::Result<serde_json::Value> {
    let mut v = crate::arena::to_json(report, 0, false)?;
    let obj = v.as_object_mut().expect("the report is an object");
    obj.remove("threads");
    obj.remove("games_per_second");
    obj.insert("files".into(), serde_json::json!(files));
    Ok(v)
}

#[cfg(test)]
mod tests {
    use super::*;
    use gaslamp_ai::BotSpec;
    use spyrium::{Components, Spyrium};

    /// An arena's `--json --results` file.
    fn arena_file(dir: &Path, name: &str, bots: &[BotSpec], games: usize, seed: u64) -> PathBuf {
        let r = crate::arena::run::<Spyrium>(&Components::builtin(), bots, games, seed, 1, false)
            .unwrap();
        let path = dir.join(name);
        let v = crate::arena::to_json(&r, 1, true).unwrap();
        std::fs::write(&path, serde_json::to_string(&v).unwrap()).unwrap();
        path
    }

    #[test]
    fn arenas_with_different_bots_are_rated_together() {
        let dir = tempfile::tempdir().unwrap();
        let greedy = BotSpec::Greedy;
        let random = BotSpec::Random;
        let a = arena_file(
            dir.path(),
            "a.json",
            &[greedy.clone(), random.clone()],
            4,
            10,
        );
        let b = arena_file(
            dir.path(),
            "b.json",
            &[random.clone(), greedy, random],
            3,
            20,
        );
        let r = merge(&[a.clone(), b]).unwrap();
        assert_eq!(r.games, 7);
        assert_eq!(r.players, 3, "the largest table");
        let names: Vec<&str> = r.entrants.iter().map(|e| e.bot.as_str()).collect();
        assert_eq!(
            names,
            ["greedy", "random"],
            "one entrant per bot across files"
        );
        // Seats: 4 games x 1 seat and 3 games x 1 seat for greedy.
        assert_eq!(r.entrants[0].games, 7);
        assert_eq!(r.entrants[1].games, 4 + 6);
        assert_eq!(r.seed, 10);
        // The same results as the first file alone when it is the only one.
        let alone = merge(&[a]).unwrap();
        assert_eq!(alone.games, 4);
        let mut out = Vec::new();
        print(&r, 2, &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(
            text.starts_with("spyrium: 7 game(s) from 2 arena file(s)"),
            "{text}"
        );
        let v = to_json(&r, 2).unwrap();
        assert_eq!(v["files"], 2);
        assert!(v.get("results").is_none() && v.get("threads").is_none());
    }

    #[test]
    fn a_bad_arena_file_is_refused_with_its_name() {
        let dir = tempfile::tempdir().unwrap();
        let good = arena_file(
            dir.path(),
            "good.json",
            &[BotSpec::Greedy, BotSpec::Random],
            2,
            1,
        );
        let text = std::fs::read_to_string(&good).unwrap();
        let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
        let write = |name: &str, v: &serde_json::Value| {
            let p = dir.path().join(name);
            std::fs::write(&p, serde_json::to_string(v).unwrap()).unwrap();
            p
        };
        let err = |paths: &[PathBuf]| merge(paths).unwrap_err().to_string();

        let mut no_results = v.clone();
        no_results.as_object_mut().unwrap().remove("results");
        let e = err(&[write("plain.json", &no_results)]);
        assert!(e.contains("plain.json") && e.contains("--results"), "{e}");

        let mut out_of_range = v.clone();
        out_of_range["results"][0]["entrants"][0] = serde_json::json!(7);
        let e = err(&[write("range.json", &out_of_range)]);
        assert!(e.contains("range.json") && e.contains("game 1"), "{e}");

        let mut other_game = v.clone();
        other_game["game"] = serde_json::json!("crystal-palace");
        let e = err(&[good.clone(), write("other.json", &other_game)]);
        assert!(e.contains("one game at a time"), "{e}");

        v["entrants"][0]["bot"] = serde_json::json!("greedy\u{1b}[2J\u{202e}");
        let e = err(&[write("hostile.json", &v)]);
        assert!(e.contains("not a bot specification"), "{e}");
        assert!(
            !e.contains('\u{1b}') && !e.contains('\u{202e}'),
            "escaped: {e:?}"
        );

        std::fs::write(dir.path().join("junk.json"), "not json").unwrap();
        let e = err(&[dir.path().join("junk.json")]);
        assert!(e.contains("is not the JSON of `gaslamp arena"), "{e}");
        assert!(err(&[]).contains("at least one arena file"));
    }
}
