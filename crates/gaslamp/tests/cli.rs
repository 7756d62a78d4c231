//! The `gaslamp` binary, run as a user would run it.

use gaslamp_core::{Game, Record};
use rand::Rng;
use spyrium::{Components, Spyrium};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn gaslamp(args: &[&str], stdin: &str) -> Output {
    gaslamp_in(&std::env::temp_dir().join("gaslamp-cli-tests"), args, stdin)
}

/// Runs gaslamp with its data directory (saves) at `data`.
fn gaslamp_in(data: &Path, args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_gaslamp"))
        .args(args)
        .env("GASLAMP_DATA_DIR", data)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the gaslamp binary runs");
    // A program that stops before reading its input (a refused argument, say) closes
    // the pipe: the write then fails, which is no failure of the test.
    let _ = child.stdin.take().unwrap().write_all(stdin.as_bytes());
    child.wait_with_output().unwrap()
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).unwrap()
}

fn path_str(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// A record of `actions` random actions of a 3-player game, written to `dir`.
fn random_record(dir: &Path, seed: u64, actions: usize) -> (PathBuf, Record) {
    let cards = Components::builtin();
    let mut g = Spyrium::new_game(&cards, 3, seed, None).unwrap();
    let mut record = Record::new::<Spyrium>(&cards, 3, seed, None);
    let mut rng = gaslamp_core::rng_from_seed(seed);
    for _ in 0..actions {
        let seat = g.to_act().first().unwrap();
        let legal = g.legal_actions(seat);
        let a = legal[rng.gen_range(0..legal.len())];
        record.push(&g, seat, &a);
        g.apply(seat, &a).unwrap();
    }
    let path = dir.join(format!("record-{seed}-{actions}.json"));
    std::fs::write(&path, record.to_json_pretty()).unwrap();
    (path, record)
}

/// Whether any object in `v` has the key `key`, at any depth.
fn has_key(v: &serde_json::Value, key: &str) -> bool {
    match v {
        serde_json::Value::Object(m) => m.contains_key(key) || m.values().any(|x| has_key(x, key)),
        serde_json::Value::Array(a) => a.iter().any(|x| has_key(x, key)),
        _ => false,
    }
}

#[test]
fn sim_json_reports_its_fields_and_every_game_ends() {
    let o = gaslamp(
        &[
            "sim",
            "spyrium",
            "--players",
            "3",
            "--games",
            "20",
            "--seed",
            "7",
            "--json",
        ],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    for field in [
        "games",
        "games_per_second",
        "mean_actions",
        "mean_winning_score",
        "max_winning_score",
        "unfinished",
        "unfinished_seeds",
    ] {
        assert!(v.get(field).is_some(), "missing {field} in {v}");
    }
    assert_eq!(v["games"], 20);
    assert_eq!(v["unfinished"], 0);
    assert!(v["mean_actions"].as_f64().unwrap() > 10.0);
    assert!(v["max_winning_score"].as_f64().unwrap() >= v["mean_winning_score"].as_f64().unwrap());
}

#[test]
fn sim_text_output_names_the_figures() {
    let o = gaslamp(&["sim", "spyrium", "--players", "2", "--games", "5"], "");
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    for word in [
        "games/s",
        "actions per game",
        "winning score",
        "unfinished games:   0",
    ] {
        assert!(text.contains(word), "{word} missing in:\n{text}");
    }
}

#[test]
fn replay_prints_the_full_state_or_only_a_seats_view() {
    let dir = tempfile::tempdir().unwrap();
    let (path, _) = random_record(dir.path(), 11, 12);
    let o = gaslamp(&["replay", path_str(&path)], "");
    assert!(o.status.success(), "{}", stderr(&o));
    let full: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(full["players"].as_array().unwrap().len(), 3);
    assert_eq!(full["market"].as_array().unwrap().len(), 9);
    assert!(
        full.get("hidden").is_some(),
        "the full state shows the hidden piles"
    );

    let o = gaslamp(&["replay", path_str(&path), "--seat", "2"], "");
    assert!(o.status.success(), "{}", stderr(&o));
    let view: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert!(
        !has_key(&view, "hidden"),
        "a seat's view has no hidden part: {view}"
    );
    assert_eq!(view["observer"]["seat"], 2);
    assert_eq!(view["players"], full["players"]);
    assert_eq!(view["market"], full["market"]);

    let o = gaslamp(&["replay", path_str(&path), "--seat", "3"], "");
    assert_eq!(o.status.code(), Some(64), "a bad argument");
    assert!(stderr(&o).contains("no such seat"), "{}", stderr(&o));
}

/// A seat out of range is a bad argument (exit code 64), the same in every command
/// that takes `--seat`: the number past the table, and one too large to be a number.
fn seat_out_of_range_exits_with_64(command: &str, extra: &[&str]) {
    let dir = tempfile::tempdir().unwrap();
    let (path, _) = random_record(dir.path(), 11, 12);
    for (seat, says) in [
        (
            "3",
            "--seat 3: there is no such seat in a 3-player game (seats are 0 to 2)",
        ),
        ("99999999999999999999999", "--seat"),
    ] {
        let mut args = vec![command, path_str(&path), "--seat", seat];
        args.extend_from_slice(extra);
        let o = gaslamp(&args, "");
        assert_eq!(o.status.code(), Some(64), "{args:?}: {}", stderr(&o));
        assert!(stderr(&o).contains(says), "{args:?}: {}", stderr(&o));
        assert!(stdout(&o).is_empty(), "{args:?}");
    }
}

#[test]
fn replay_with_a_seat_out_of_range_exits_with_64() {
    seat_out_of_range_exits_with_64("replay", &[]);
}

#[test]
fn hint_with_a_seat_out_of_range_exits_with_64() {
    seat_out_of_range_exits_with_64("hint", &["--budget", "10"]);
}

#[test]
fn an_illegal_action_in_a_record_exits_with_2_and_names_its_index() {
    let dir = tempfile::tempdir().unwrap();
    let (path, mut record) = random_record(dir.path(), 5, 10);
    record.actions[6].action = "bonus worker".into();
    std::fs::write(&path, record.to_json_pretty()).unwrap();
    for cmd in ["replay", "legal"] {
        let o = gaslamp(&[cmd, path_str(&path)], "");
        assert_eq!(o.status.code(), Some(2), "{cmd}: {}", stderr(&o));
        let err = stderr(&o);
        assert!(err.contains("index 6"), "{cmd}: {err}");
        assert!(err.contains("bonus worker"), "{cmd}: {err}");
        assert!(stdout(&o).is_empty(), "{cmd} printed a state");
    }
}

#[test]
fn a_malformed_record_exits_with_1() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bad.json");
    std::fs::write(&path, r#"{"game": "spyrium", "players": 3}"#).unwrap();
    let o = gaslamp(&["replay", path_str(&path)], "");
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("malformed record"), "{}", stderr(&o));

    let o = gaslamp(&["replay", path_str(&dir.path().join("missing.json"))], "");
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("cannot read"), "{}", stderr(&o));

    std::fs::write(
        &path,
        r#"{"game": "chess", "cards": "x", "players": 2, "seed": 1, "actions": []}"#,
    )
    .unwrap();
    let o = gaslamp(&["legal", path_str(&path)], "");
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("`chess`"), "{}", stderr(&o));
}

#[test]
fn legal_prints_actions_that_parse_back_to_the_legal_ones() {
    let dir = tempfile::tempdir().unwrap();
    for (seed, n) in [(1, 0), (2, 9), (3, 25)] {
        let (path, record) = random_record(dir.path(), seed, n);
        let o = gaslamp(&["legal", path_str(&path)], "");
        assert!(o.status.success(), "{}", stderr(&o));
        let g: Spyrium = record.replay(&Components::builtin()).unwrap();
        let seat = g.to_act().first().unwrap();
        let legal = g.legal_actions(seat);
        let lines: Vec<String> = stdout(&o).lines().map(str::to_string).collect();
        assert_eq!(lines.len(), legal.len());
        for line in &lines {
            let a = g.parse_action(seat, line).unwrap();
            assert!(legal.contains(&a), "`{line}` is not legal");
        }
    }
}

#[test]
fn a_broken_card_file_is_rejected_naming_every_bad_card_and_field() {
    let dir = tempfile::tempdir().unwrap();
    let text = spyrium::cards::BUILTIN_CARDS
        .replacen(
            "price = { value = 0, source = \"P\" }",
            "price = { value = -2, source = \"P\" }",
            1,
        )
        .replacen(
            "copies = { value = 1, source = \"P\" }",
            "copies = { value = -1, source = \"P\" }",
            1,
        );
    assert_ne!(text, spyrium::cards::BUILTIN_CARDS);
    let cards = dir.path().join("broken.toml");
    std::fs::write(&cards, text).unwrap();
    let (record, _) = random_record(dir.path(), 1, 3);
    for args in [
        vec![
            "sim",
            "spyrium",
            "--games",
            "1",
            "--cards",
            path_str(&cards),
        ],
        vec![
            "play",
            "spyrium",
            "--seats",
            "random,random",
            "--cards",
            path_str(&cards),
        ],
        vec![
            "bench",
            "spyrium",
            "--seconds",
            "0.01",
            "--cards",
            path_str(&cards),
        ],
        vec!["replay", path_str(&record), "--cards", path_str(&cards)],
        vec!["legal", path_str(&record), "--cards", path_str(&cards)],
        vec![
            "arena",
            "spyrium",
            "--bots",
            "random,random",
            "--games",
            "1",
            "--cards",
            path_str(&cards),
        ],
        vec![
            "hint",
            path_str(&record),
            "--seat",
            "0",
            "--budget",
            "10",
            "--cards",
            path_str(&cards),
        ],
        vec![
            "bench",
            "ai",
            "--seconds",
            "0.01",
            "--cards",
            path_str(&cards),
        ],
    ] {
        let o = gaslamp(&args, "");
        assert_eq!(o.status.code(), Some(1), "{args:?}");
        let err = stderr(&o);
        assert!(err.contains("2 problem(s)"), "{args:?}: {err}");
        assert!(
            err.contains("'miner'") && err.contains("`price`"),
            "{args:?}: {err}"
        );
        assert!(err.contains("`copies`"), "{args:?}: {err}");
        assert!(err.contains("broken.toml"), "{args:?}: {err}");
    }
}

#[test]
fn a_record_made_with_other_components_asks_for_its_component_file() {
    let dir = tempfile::tempdir().unwrap();
    let other = dir.path().join("other.toml");
    std::fs::write(
        &other,
        spyrium::cards::BUILTIN_CARDS.replacen("version = 1", "version = 2", 1),
    )
    .unwrap();
    let (record, _) = random_record(dir.path(), 4, 3);
    let o = gaslamp(
        &[
            "replay",
            path_str(&record),
            "--components",
            path_str(&other),
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("--components"), "{}", stderr(&o));
    // The same file given to play and replay works both ways.
    let rec2 = dir.path().join("other-game.json");
    let o = gaslamp(
        &[
            "play",
            "spyrium",
            "--seats",
            "random,random",
            "--seed",
            "3",
            "--cards",
            path_str(&other),
            "--record",
            path_str(&rec2),
        ],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let o = gaslamp(
        &["replay", path_str(&rec2), "--cards", path_str(&other)],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
}

#[test]
fn play_with_bots_only_runs_to_the_end_and_saves_a_replayable_record() {
    let dir = tempfile::tempdir().unwrap();
    let rec = dir.path().join("game.json");
    let o = gaslamp(
        &[
            "play",
            "spyrium",
            "--players",
            "3",
            "--seats",
            "random,random,random",
            "--seed",
            "21",
            "--record",
            path_str(&rec),
        ],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.contains("seed 21"), "{text}");
    assert!(text.contains("=== Turn 6 of 6"), "{text}");
    assert!(text.contains("Final scores"), "{text}");
    assert!(text.contains("Winner"), "{text}");
    assert!(text.contains("seat 1 (random): "), "{text}");

    let o = gaslamp(&["replay", path_str(&rec)], "");
    assert!(o.status.success(), "{}", stderr(&o));
    let full: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(full["over"], true);
    let scores: Vec<i64> = full["final_scores"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_i64().unwrap())
        .collect();
    for (seat, score) in scores.iter().enumerate() {
        assert!(
            text.contains(&format!("seat {seat}: {score:>3} =")),
            "seat {seat} scored {score}:\n{text}"
        );
    }

    // The same seed plays the same game.
    let again = gaslamp(
        &[
            "play",
            "spyrium",
            "--seats",
            "random,random,random",
            "--seed",
            "21",
        ],
        "",
    );
    let first_lines = |t: &str| t.lines().filter(|l| l.starts_with("  seat")).count();
    assert_eq!(first_lines(&stdout(&again)), first_lines(&text));
}

#[test]
fn play_with_a_human_reads_numbers_and_text_from_stdin() {
    let dir = tempfile::tempdir().unwrap();
    let rec = dir.path().join("partial.json");
    let o = gaslamp(
        &[
            "play",
            "spyrium",
            "--players",
            "2",
            "--seats",
            "human,random",
            "--seed",
            "8",
            "--record",
            path_str(&rec),
        ],
        "1\nnot an action\n42\n?\nb\nc\nplace 2-5\n2\nq\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.contains("Decks A/B/C"), "{text}");
    // `c` shows every card's text.
    assert!(text.contains("Cards in the market:"), "{text}");
    assert!(text.contains("Your legal actions (seat 0)"), "{text}");
    assert!(text.contains("seat 0 (you): "), "{text}");
    assert!(text.contains("Cannot read `not an action`"), "{text}");
    assert!(text.contains("There is no action 42"), "{text}");
    assert!(text.contains("Game left after"), "{text}");
    let record = Record::from_json(&std::fs::read_to_string(&rec).unwrap()).unwrap();
    let mine: Vec<_> = record.actions.iter().filter(|a| a.seat == 0).collect();
    assert!(mine.len() >= 2, "{mine:?}");
    record.replay::<Spyrium>(&Components::builtin()).unwrap();
}

#[test]
fn play_stops_cleanly_at_end_of_input() {
    let o = gaslamp(
        &["play", "spyrium", "--seats", "random,human", "--seed", "2"],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("Game left after"));
}

#[test]
fn play_explains_an_illegal_action_with_the_engines_reason() {
    let o = gaslamp(
        &["play", "spyrium", "--seats", "human,random", "--seed", "8"],
        "money 1-2 @1\nq\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("Not allowed: "), "{}", stdout(&o));
}

#[test]
fn unknown_seat_kinds_and_bad_player_counts_are_explained() {
    let o = gaslamp(&["play", "spyrium", "--seats", "human,wizard"], "");
    assert!(!o.status.success());
    let err = stderr(&o);
    assert!(err.contains("unknown seat kind `wizard`"), "{err}");
    for kind in [
        "`human`",
        "`random`",
        "`greedy`",
        "`ismcts`",
        "`ismcts:LEVEL`",
        "`ismcts:N`",
        "`ismcts:500ms`",
        "easy|medium|hard|expert",
    ] {
        assert!(err.contains(kind), "{kind} missing in: {err}");
    }
    let o = gaslamp(&["play", "spyrium", "--seats", "greedy,ismcts:quickly"], "");
    assert_eq!(o.status.code(), Some(64), "a usage error");
    assert!(stderr(&o).contains("`ismcts:quickly`"), "{}", stderr(&o));

    let o = gaslamp(
        &["play", "spyrium", "--players", "6", "--seats", "random"],
        "",
    );
    assert_eq!(o.status.code(), Some(64), "a bad argument");
    assert!(stderr(&o).contains("2 to 5 players"), "{}", stderr(&o));
}

#[test]
fn bench_json_reports_every_figure() {
    let o = gaslamp(&["bench", "spyrium", "--json", "--seconds", "0.02"], "");
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    for field in [
        "games_per_second",
        "ns_per_apply",
        "ns_per_legal_listing",
        "ns_per_clone",
        "goal_games_per_second",
        "goal_met",
    ] {
        assert!(v.get(field).is_some(), "missing {field} in {v}");
    }
    assert!(v["games_per_second"].as_f64().unwrap() > 0.0);
    assert_eq!(v["goal_games_per_second"], 20000.0);
    // Crystal Palace's engine is measured too; only Spyrium has a speed goal.
    let o = gaslamp(
        &["bench", "crystal-palace", "--json", "--seconds", "0.02"],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert!(v["games_per_second"].as_f64().unwrap() > 0.0);
    assert!(v["goal_met"].is_null(), "{v}");
}

/// The actions `gaslamp legal` prints after the record at `path`.
fn legal_lines(path: &Path) -> Vec<String> {
    let o = gaslamp(&["legal", path_str(path)], "");
    assert!(o.status.success(), "{}", stderr(&o));
    stdout(&o).lines().map(str::to_string).collect()
}

/// The seat to act after a record.
fn seat_to_act(record: &Record) -> usize {
    let g: Spyrium = record.replay(&Components::builtin()).unwrap();
    g.to_act().first().unwrap()
}

#[test]
fn play_with_search_bots_runs_to_the_end_and_names_each_seats_bot() {
    let o = gaslamp(
        &[
            "play",
            "spyrium",
            "--seats",
            "greedy,ismcts:30",
            "--seed",
            "5",
        ],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.contains("  0: greedy (one-ply look-ahead"), "{text}");
    assert!(
        text.contains("  1: ismcts:30 (ISMCTS, 30 iterations per decision)"),
        "{text}"
    );
    assert!(text.contains("seat 0 (greedy): "), "{text}");
    assert!(text.contains("seat 1 (ismcts:30): "), "{text}");
    assert!(text.contains("Final scores"), "{text}");
    assert!(text.contains("Winner"), "{text}");
}

#[test]
fn arena_json_reports_both_entrants_and_every_win() {
    let args = [
        "arena",
        "spyrium",
        "--bots",
        "greedy,random",
        "--games",
        "6",
        "--seed",
        "3",
        "--json",
    ];
    let o = gaslamp(&args, "");
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["games"], 6);
    assert_eq!(v["players"], 2);
    assert!(
        v.get("results").is_none(),
        "no per-game results without --results"
    );
    let entrants = v["entrants"].as_array().unwrap();
    let names: Vec<&str> = entrants
        .iter()
        .map(|e| e["bot"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["greedy", "random"]);
    let mut total = 0.0;
    for e in entrants {
        assert_eq!(e["games"], 6, "{e}");
        for field in [
            "mean_score",
            "mean_rank",
            "rating",
            "rating_low",
            "rating_high",
        ] {
            assert!(e[field].as_f64().is_some(), "missing {field} in {e}");
        }
        assert!(e["rating_low"].as_f64() <= e["rating"].as_f64(), "{e}");
        assert!(e["rating"].as_f64() <= e["rating_high"].as_f64(), "{e}");
        total += e["win_share"].as_f64().unwrap() * e["games"].as_f64().unwrap();
        assert!(
            (e["wins"].as_f64().unwrap() - e["win_share"].as_f64().unwrap() * 6.0).abs() < 1e-9
        );
    }
    assert!((total - 6.0).abs() < 1e-9, "win shares add up to {total}");
    let mean = entrants
        .iter()
        .map(|e| e["rating"].as_f64().unwrap())
        .sum::<f64>()
        / 2.0;
    assert!((mean - 1500.0).abs() < 1e-6, "{mean}");
    // Head to head: one pairing per game, each way, the two shares adding up to 1.
    let h = v["head_to_head"].as_array().unwrap();
    assert_eq!(h.len(), 2, "{h:?}");
    for x in h {
        assert_eq!(x["pairings"], 6, "{x}");
    }
    let ahead: f64 = h.iter().map(|x| x["ahead"].as_f64().unwrap()).sum();
    assert!((ahead - 1.0).abs() < 1e-9, "{h:?}");

    let mut with_results = args.to_vec();
    with_results.extend(["--results", "--threads", "1"]);
    let o = gaslamp(&with_results, "");
    assert!(o.status.success(), "{}", stderr(&o));
    let w: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(w["results"].as_array().unwrap().len(), 6);
    assert_eq!(
        w["entrants"], v["entrants"],
        "the same seeds give the same games"
    );
}

#[test]
fn arena_text_lists_the_bots_by_rating() {
    let o = gaslamp(
        &[
            "arena",
            "spyrium",
            "--players",
            "3",
            "--bots",
            "random,greedy,random",
            "--games",
            "3",
        ],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    for word in [
        "win share",
        "mean score",
        "mean rank",
        "rating",
        "95% interval",
        "games/s",
    ] {
        assert!(text.contains(word), "{word} missing in:\n{text}");
    }
    // One row per entrant: the two random seats are one entrant with 6 seats.
    let rows: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with("greedy") || l.starts_with("random"))
        .collect();
    assert_eq!(rows.len(), 2, "{text}");
}

#[test]
fn arena_text_shows_head_to_head_for_three_entrants_or_more() {
    let o = gaslamp(
        &[
            "arena",
            "spyrium",
            "--bots",
            "random,greedy,ismcts:10",
            "--games",
            "3",
            "--seed",
            "5",
        ],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    let at = text.find("head to head").expect(&text);
    let table: Vec<&str> = text[at..].lines().skip(1).take(4).collect();
    // A header of the three bots, then one row per bot with a `-` against itself.
    for bot in ["random", "greedy", "ismcts:10"] {
        assert!(table[0].contains(bot), "{text}");
        let row = table.iter().find(|l| l.starts_with(bot)).expect(&text);
        assert_eq!(row.matches('%').count(), 2, "{row}");
        assert_eq!(
            row.split_whitespace().filter(|c| *c == "-").count(),
            1,
            "{row}"
        );
    }
}

/// Crystal Palace games in which a greedy bot looped through trades for ever (seed 78
/// of this arena never ended) end since the trading windows
/// (`docs/crystal-palace-rules.md`).
#[test]
fn crystal_palace_arena_games_that_looped_now_end() {
    let o = gaslamp(
        &[
            "arena",
            "crystal-palace",
            "--players",
            "4",
            "--bots",
            "greedy,random,random,random",
            "--games",
            "2",
            "--seed",
            "77",
            "--threads",
            "1",
            "--json",
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let report: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(report["games"], 2, "{report}");
}

#[test]
fn arena_refuses_a_player_count_other_than_the_number_of_bots() {
    let o = gaslamp(
        &[
            "arena",
            "spyrium",
            "--players",
            "3",
            "--bots",
            "greedy,random",
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(64), "a bad argument");
    let err = stderr(&o);
    assert!(err.contains("--players is 3 but --bots lists 2"), "{err}");
    assert!(stdout(&o).is_empty());

    let o = gaslamp(&["arena", "spyrium", "--bots", "greedy,wizard"], "");
    assert!(!o.status.success());
    let err = stderr(&o);
    assert!(err.contains("unknown bot `wizard`"), "{err}");
    assert!(err.contains("`ismcts:N`"), "{err}");

    let o = gaslamp(&["arena", "spyrium", "--bots", "human,greedy"], "");
    assert!(!o.status.success());
    assert!(stderr(&o).contains("`human` cannot play"), "{}", stderr(&o));
}

#[test]
fn hint_recommends_one_of_the_legal_actions() {
    let dir = tempfile::tempdir().unwrap();
    let (path, record) = random_record(dir.path(), 6, 9);
    let legal = legal_lines(&path);
    let seat = seat_to_act(&record).to_string();
    let o = gaslamp(
        &[
            "hint",
            path_str(&path),
            "--seat",
            &seat,
            "--budget",
            "200",
            "--top",
            "3",
        ],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    let recommended = text
        .lines()
        .find_map(|l| l.strip_prefix("Recommended: "))
        .unwrap_or_else(|| panic!("no recommendation in:\n{text}"));
    assert!(
        legal.iter().any(|l| l == recommended),
        "`{recommended}` is not one of {legal:?}"
    );
    assert!(
        text.contains("win chance") && text.contains("visits"),
        "{text}"
    );
    assert!(text.contains("iterations"), "{text}");

    let o = gaslamp(
        &[
            "hint",
            path_str(&path),
            "--seat",
            &seat,
            "--budget",
            "200",
            "--json",
        ],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["seat"].as_u64(), Some(seat.parse().unwrap()));
    let rec = v["recommended"].as_str().unwrap();
    assert!(legal.iter().any(|l| l == rec), "`{rec}` is not legal");
    let candidates = v["candidates"].as_array().unwrap();
    assert_eq!(candidates.len(), legal.len().min(5));
    assert_eq!(candidates[0]["action"], v["recommended"]);
    for c in candidates {
        assert!(
            legal.iter().any(|l| l == c["action"].as_str().unwrap()),
            "{c}"
        );
        assert!(c["description"].is_string(), "{c}");
        let w = c["win_chance"].as_f64().unwrap();
        assert!((0.0..=1.0).contains(&w), "{c}");
        assert!(c["visits"].as_u64().is_some(), "{c}");
    }
    assert!(v["iterations"].as_u64().unwrap() >= 200);
    assert!(v["seconds"].as_f64().unwrap() >= 0.0);
}

#[test]
fn hint_for_a_seat_not_to_act_or_an_illegal_record_fails_clearly() {
    let dir = tempfile::tempdir().unwrap();
    let (path, mut record) = random_record(dir.path(), 7, 8);
    let other = ((seat_to_act(&record) + 1) % 3).to_string();
    let o = gaslamp(
        &["hint", path_str(&path), "--seat", &other, "--budget", "50"],
        "",
    );
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(
        err.contains(&format!("seat {other} is not to act")),
        "{err}"
    );
    assert!(stdout(&o).is_empty());

    let o = gaslamp(&["hint", path_str(&path), "--seat", "3"], "");
    assert_eq!(o.status.code(), Some(64), "a bad argument");
    assert!(stderr(&o).contains("no such seat"), "{}", stderr(&o));

    record.actions[5].action = "bonus worker".into();
    std::fs::write(&path, record.to_json_pretty()).unwrap();
    let o = gaslamp(
        &["hint", path_str(&path), "--seat", "0", "--budget", "50"],
        "",
    );
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("index 5"), "{}", stderr(&o));
}

#[test]
fn bench_ai_json_reports_iterations_per_second_for_2_and_4_players() {
    let o = gaslamp(&["bench", "ai", "--json", "--seconds", "0.02"], "");
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    let rows = v["results"].as_array().unwrap();
    let players: Vec<u64> = rows
        .iter()
        .map(|r| r["players"].as_u64().unwrap())
        .collect();
    assert_eq!(players, [2, 4]);
    for r in rows {
        assert!(r["iterations_per_second"].as_f64().unwrap() > 0.0, "{r}");
        assert!(r["ms_per_default_decision"].as_f64().unwrap() > 0.0, "{r}");
    }
    assert_eq!(v["goal_iterations_per_second"], 100000.0);
    assert!(v["goal_met"].is_boolean(), "{v}");

    let o = gaslamp(&["bench", "ai", "--seconds", "0.02", "--players", "3"], "");
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(
        text.contains("3 players:") && text.contains("iterations/s"),
        "{text}"
    );
    assert!(text.contains("goal: >= 100000 iterations/s"), "{text}");
}

/// The first line that names a seed, if any.
fn seed_lines(text: &str) -> Vec<&str> {
    text.lines().filter(|l| l.contains("seed")).collect()
}

#[test]
fn a_seed_from_the_clock_is_shown_only_when_the_game_is_left_or_over() {
    let o = gaslamp(&["play", "spyrium", "--seats", "human,random"], "q\n");
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    let before_end = &text[..text.find("Game left").expect("the game was left")];
    assert!(
        !before_end.chars().any(|c| c.is_ascii_digit())
            || seed_lines(before_end)
                .iter()
                .all(|l| l.contains("shown when the game ends")),
        "{before_end}"
    );
    let after = &text[text.find("Game left").unwrap()..];
    assert!(after.contains("The seed was "), "{after}");
}

#[test]
fn the_record_is_saved_after_every_action_and_a_left_game_resumes() {
    let dir = tempfile::tempdir().unwrap();
    let rec = dir.path().join("save.json");
    // Two human actions, then leave.
    let o = gaslamp(
        &[
            "play",
            "spyrium",
            "--seats",
            "human,greedy",
            "--seed",
            "8",
            "--record",
            path_str(&rec),
        ],
        "1\n1\nq\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let saved = Record::from_json(&std::fs::read_to_string(&rec).unwrap()).unwrap();
    assert_eq!(saved.seed, Some(8));
    assert!(saved.actions.len() >= 3, "{:?}", saved.actions);
    let before = saved.actions.len();
    // Continue it with bots at every seat: the game finishes and the file holds it all.
    let o = gaslamp(
        &[
            "play",
            "--resume",
            path_str(&rec),
            "--seats",
            "random,random",
        ],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(
        text.contains(&format!("continued after {before} action(s)")),
        "{text}"
    );
    assert!(text.contains("Final scores"), "{text}");
    let done = Record::from_json(&std::fs::read_to_string(&rec).unwrap()).unwrap();
    assert_eq!(done.actions[..before], saved.actions[..]);
    let g: Spyrium = done.replay(&Components::builtin()).unwrap();
    assert!(g.is_over());
}

#[test]
fn an_unwritable_record_path_is_refused_before_the_game_starts() {
    let dir = tempfile::tempdir().unwrap();
    let rec = dir.path().join("no-such-dir").join("save.json");
    let o = gaslamp(
        &[
            "play",
            "spyrium",
            "--seats",
            "human,random",
            "--record",
            path_str(&rec),
        ],
        "1\n",
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("cannot write the record"),
        "{}",
        stderr(&o)
    );
    assert!(!stdout(&o).contains("Seats:"), "{}", stdout(&o));
}

#[test]
fn components_is_the_flag_and_cards_its_alias() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("cards.toml");
    std::fs::write(&file, spyrium::cards::BUILTIN_CARDS).unwrap();
    for flag in ["--components", "--cards"] {
        let o = gaslamp(
            &[
                "sim",
                "spyrium",
                "--games",
                "2",
                "--players",
                "2",
                flag,
                path_str(&file),
            ],
            "",
        );
        assert!(o.status.success(), "{flag}: {}", stderr(&o));
    }
}

#[test]
fn an_unknown_game_is_refused_with_the_list_and_escaped() {
    let o = gaslamp(&["sim", "chess\u{1b}[2J"], "");
    assert_eq!(o.status.code(), Some(64));
    let err = stderr(&o);
    assert!(err.contains("spyrium"), "{err}");
    assert!(!err.contains('\u{1b}'), "{err}");
}

#[test]
fn hostile_action_text_is_not_echoed_raw() {
    let o = gaslamp(
        &["play", "spyrium", "--seats", "human,random", "--seed", "2"],
        "\u{1b}]0;pwned\u{7}\nq\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.contains("Cannot read"), "{text}");
    assert!(
        !text.contains('\u{1b}') && !text.contains('\u{7}'),
        "{text}"
    );
}

#[test]
fn bad_and_absurd_arguments_exit_with_64_and_say_why() {
    for (args, says) in [
        (vec!["sim", "spyrium", "--games", "x"], "invalid value"),
        (
            vec!["sim", "spyrium", "--games", "1000000000000"],
            "--games must be from 1",
        ),
        (vec!["sim", "spyrium", "--players", "9"], "2 to 5 players"),
        (
            vec!["bench", "spyrium", "--seconds", "1e9"],
            "--seconds must be",
        ),
        (
            vec!["bench", "spyrium", "--seconds", "NaN"],
            "--seconds must be",
        ),
        (
            vec![
                "arena",
                "spyrium",
                "--bots",
                "random,random",
                "--threads",
                "100000",
            ],
            "--threads must be",
        ),
        (vec!["play", "spyrium", "--no-such-flag"], "no-such-flag"),
    ] {
        let o = gaslamp(&args, "");
        assert_eq!(o.status.code(), Some(64), "{args:?}: {}", stderr(&o));
        assert!(stderr(&o).contains(says), "{args:?}: {}", stderr(&o));
    }
    let o = gaslamp(&["--help"], "");
    assert_eq!(o.status.code(), Some(0));
}

/// The operator's policy flags of `serve` refuse absurd numbers before anything
/// starts (no database opened, nothing listening).
#[test]
fn serve_refuses_absurd_policy_numbers() {
    for (args, says) in [
        (vec!["serve", "--bot-iterations", "0"], "--bot-iterations"),
        (vec!["serve", "--bot-seconds", "1e9"], "--bot-seconds"),
        (
            vec!["serve", "--bots-thinking", "100000"],
            "--bots-thinking",
        ),
        (vec!["serve", "--searches", "0"], "--searches"),
        (
            vec!["serve", "--rooms-per-player", "0"],
            "--rooms-per-player",
        ),
        (vec!["serve", "--rooms-per-hour", "0"], "--rooms-per-hour"),
    ] {
        let o = gaslamp(&args, "");
        assert_eq!(o.status.code(), Some(64), "{args:?}: {}", stderr(&o));
        assert!(stderr(&o).contains(says), "{args:?}: {}", stderr(&o));
    }
}

#[test]
fn goofspiel_at_the_terminal_keeps_every_bid_secret_until_the_reveal() {
    let dir = tempfile::tempdir().unwrap();
    let rec = dir.path().join("goof.json");
    let o = gaslamp(
        &[
            "play",
            "goofspiel",
            "--seats",
            "random,greedy,human",
            "--seed",
            "4",
            "--record",
            path_str(&rec),
        ],
        &"1\n".repeat(10),
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    let record = Record::from_json(&std::fs::read_to_string(&rec).unwrap()).unwrap();
    assert_eq!(record.game, "goofspiel");
    // Each round: the bots bid first (seats 0 and 1), then the human. Before each of
    // the human's prompts, nothing printed tells what the bots bid this round.
    let rounds = text.split("your action (").collect::<Vec<_>>();
    assert!(rounds.len() > 5, "{text}");
    for (r, before_prompt) in rounds.iter().enumerate().take(rounds.len() - 1) {
        // The part of this round: after the previous round's reveal.
        let this_round = before_prompt
            .rsplit("=== Round")
            .next()
            .unwrap_or(before_prompt);
        for seat in [0usize, 1] {
            let bid = &record.actions[3 * r + seat];
            assert_eq!(bid.seat, seat);
            for line in this_round.lines() {
                let about_seat = line.contains(&format!("seat {seat} "))
                    || line.contains(&format!("seat {seat}:"));
                assert!(
                    !(about_seat && line.contains(&bid.action)),
                    "round {}: seat {seat}'s `{}` shows before the reveal: {line}\n{this_round}",
                    r + 1,
                    bid.action
                );
            }
        }
        assert!(this_round.contains("has chosen (secret"), "{this_round}");
    }
    // And after the human's bid the round is revealed.
    assert!(text.contains("round 1: bids "), "{text}");
}

#[test]
fn a_game_with_a_person_is_saved_in_the_data_directory_without_record() {
    let dir = tempfile::tempdir().unwrap();
    let o = gaslamp_in(
        dir.path(),
        &["play", "spyrium", "--seats", "human,random", "--seed", "6"],
        "1\nq\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let saves: Vec<_> = std::fs::read_dir(dir.path().join("saves"))
        .unwrap()
        .collect();
    assert_eq!(saves.len(), 1);
    let path = saves[0].as_ref().unwrap().path();
    assert!(
        stdout(&o).contains(path.to_str().unwrap()),
        "{}",
        stdout(&o)
    );
    let r = Record::from_json(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert!(!r.actions.is_empty());
    // A game of bots only is not saved unless asked.
    let o = gaslamp_in(
        dir.path(),
        &["play", "spyrium", "--seats", "random,random", "--seed", "6"],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(
        std::fs::read_dir(dir.path().join("saves")).unwrap().count(),
        1
    );
}

#[test]
fn replay_stages_a_crystal_palace_rulebook_example_from_a_records_setup() {
    // The Reform Club example: Spring 1850, Brontë with the audiobook built.
    let dir = tempfile::tempdir().unwrap();
    let components = gaslamp_games::find("crystal-palace")
        .unwrap()
        .default_components();
    let record = serde_json::json!({
        "version": 3,
        "game": "crystal-palace",
        "components": components.id(),
        "players": 2,
        "seed": 1,
        "setup": {"first_player": 0, "round": 3, "characters": ["bronte"],
                  "players": [{"gears": 2, "energy": 1, "prototypes": ["audiobook"]}]},
        "actions": [
            {"seat": 0, "action": "dice 6 1 1 1"},
            {"seat": 1, "action": "dice 1 1 1 1"},
            {"seat": 0, "action": "place 6 club 1"},
            {"seat": 1, "action": "place 1 station 1"},
            {"seat": 0, "action": "pass"},
            {"seat": 1, "action": "pass"},
            {"seat": 0, "action": "character bronte"},
            {"seat": 0, "action": "market new"}
        ]
    });
    let path = dir.path().join("bronte.json");
    std::fs::write(&path, record.to_string()).unwrap();
    let o = gaslamp(&["replay", path_str(&path)], "");
    assert!(o.status.success(), "{}", stderr(&o));
    let full: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(
        full["components"]["provisional"], true,
        "replay says the set is provisional"
    );
    let blue = &full["public"]["players"][0];
    assert_eq!(
        blue["vp"],
        5 + 10 + 4,
        "10 VP in Spring 1850 and 4 for the audiobook"
    );
    assert_eq!(blue["buzz"], 1);
    assert_eq!(full["public"]["market"][0], 0, "the free assistant");
    let o = gaslamp(&["legal", path_str(&path)], "");
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o).lines().any(|l| l.starts_with("station ")),
        "{}",
        stdout(&o)
    );
}
