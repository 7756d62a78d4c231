//! The `gaslamp` binary, run as a user would run it.

use gaslamp_core::{Game, Record};
use rand::Rng;
use spyrium::{CardSet, Spyrium};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn gaslamp(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_gaslamp"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the gaslamp binary runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
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
    let cards = CardSet::builtin();
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
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("no such seat"), "{}", stderr(&o));
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
        let g: Spyrium = record.replay(&CardSet::builtin()).unwrap();
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
fn a_record_made_with_other_cards_asks_for_its_card_file() {
    let dir = tempfile::tempdir().unwrap();
    let other = dir.path().join("other.toml");
    std::fs::write(
        &other,
        spyrium::cards::BUILTIN_CARDS.replacen("version = 1", "version = 2", 1),
    )
    .unwrap();
    let (record, _) = random_record(dir.path(), 4, 3);
    let o = gaslamp(
        &["replay", path_str(&record), "--cards", path_str(&other)],
        "",
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("--cards"), "{}", stderr(&o));
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
        "1\nnot an action\n42\n?\nb\nplace 2-5\n2\nq\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.contains("Market"), "{text}");
    assert!(text.contains("Your legal actions (seat 0)"), "{text}");
    assert!(text.contains("seat 0 (you): "), "{text}");
    assert!(text.contains("Cannot read `not an action`"), "{text}");
    assert!(text.contains("There is no action 42"), "{text}");
    assert!(text.contains("Game left after"), "{text}");
    let record = Record::from_json(&std::fs::read_to_string(&rec).unwrap()).unwrap();
    let mine: Vec<_> = record.actions.iter().filter(|a| a.seat == 0).collect();
    assert!(mine.len() >= 2, "{mine:?}");
    record.replay::<Spyrium>(&CardSet::builtin()).unwrap();
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
    assert!(err.contains("human") && err.contains("random"), "{err}");

    let o = gaslamp(
        &["play", "spyrium", "--players", "6", "--seats", "random"],
        "",
    );
    assert_eq!(o.status.code(), Some(1));
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
}
