//! Golden playthroughs: complete recorded Spyrium games for 2, 3 and 5 players, with
//! the state after every action, checked in under `tests/golden/`.
//!
//! Each file `tests/golden/spyrium-<N>p.jsonl` holds one JSON value per line:
//!
//! ```text
//! {"record": {...}}                              the game record (setup, seed, actions)
//! {"step": 0, "state": {...}}                    the full state after setup
//! {"step": i, "seat": s, "action": "place 1-2",  one line per action (i from 1): the
//!  "legal": [...], "events": [...],              legal actions before it (text), the
//!  "state": {...}}                               events and the full state after it
//! {"end": true, "scores": [...], "outcome": {...}}
//! ```
//!
//! "state" is `Spyrium::full_state_json`, hidden piles included, so a change in the
//! shuffles, the dealing, the rules, the notation or the JSON form shows up at the first
//! step it affects. The test replays the file's record, rebuilds every line and fails
//! on the first difference, naming the step, the action and the JSON path of the field.
//!
//! REGENERATING. When a difference is intended (a rules fix, a new card file, a change
//! of the JSON form), rewrite the files deliberately with
//!
//! ```text
//! GASLAMP_BLESS=1 cargo test -p spyrium --test golden
//! ```
//!
//! then review `git diff crates/spyrium/tests/golden/` before committing. Blessing plays
//! a new game from each file's fixed seed with random legal actions (the old record may
//! no longer be legal), so the whole file changes when the legal actions change.

use gaslamp_core::{Game, Record};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};
use spyrium::{CardSet, Spyrium};
use std::path::PathBuf;

/// A game longer than this is not a complete game.
const MAX_ACTIONS: usize = 100_000;

fn golden_path(players: usize) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("golden")
        .join(format!("spyrium-{players}p.jsonl"))
}

fn blessing() -> bool {
    std::env::var("GASLAMP_BLESS").is_ok_and(|v| v == "1")
}

/// A complete game with random legal actions, from a fixed seed.
fn random_record(players: usize, seed: u64) -> Record {
    let cards = CardSet::builtin();
    let mut g = Spyrium::new_game(&cards, players, seed, None).expect("a valid setup");
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut record = Record::new::<Spyrium>(&cards, players, seed, None);
    while !g.is_over() {
        assert!(
            record.actions.len() < MAX_ACTIONS,
            "the game did not end after {MAX_ACTIONS} actions"
        );
        let seat = g.to_act().first().expect("someone acts in a running game");
        let legal = g.legal_actions(seat);
        let a = legal[rng.gen_range(0..legal.len())];
        record.push(&g, seat, &a);
        g.apply(seat, &a).expect("a listed action applies");
    }
    record
}

/// The lines of a playthrough, rebuilt from its record. On an error (an action that
/// no longer reads or applies), the lines rebuilt so far come with it.
fn playthrough(record: &Record) -> (Vec<Value>, Result<(), String>) {
    let cards = CardSet::builtin();
    let mut lines = vec![json!({ "record": record })];
    let mut g: Spyrium = match record.initial_state(&cards) {
        Ok(g) => g,
        Err(e) => return (lines, Err(format!("the record does not start: {e}"))),
    };
    lines.push(json!({ "step": 0, "state": g.full_state_json() }));
    for (i, ra) in record.actions.iter().enumerate() {
        let step = i + 1;
        let legal: Vec<String> = g
            .legal_actions(ra.seat)
            .iter()
            .map(|a| g.action_text(ra.seat, a))
            .collect();
        let action = match g.parse_action(ra.seat, &ra.action) {
            Ok(a) => a,
            Err(e) => {
                return (
                    lines,
                    Err(format!(
                        "step {step}: the recorded action `{}` of seat {} no longer reads: {e}",
                        ra.action, ra.seat
                    )),
                )
            }
        };
        let events = match g.apply(ra.seat, &action) {
            Ok(ev) => ev,
            Err(e) => {
                return (
                    lines,
                    Err(format!(
                        "step {step}: the recorded action `{}` of seat {} is now refused: {e}",
                        ra.action, ra.seat
                    )),
                )
            }
        };
        lines.push(json!({
            "step": step,
            "seat": ra.seat,
            "action": ra.action,
            "legal": legal,
            "events": events,
            "state": g.full_state_json(),
        }));
    }
    if !g.is_over() {
        return (
            lines,
            Err(format!(
                "the record's {} actions do not finish the game",
                record.actions.len()
            )),
        );
    }
    lines.push(json!({ "end": true, "scores": g.scores(), "outcome": g.outcome() }));
    (lines, Ok(()))
}

fn to_text(lines: &[Value]) -> String {
    let mut s = String::new();
    for l in lines {
        s.push_str(&serde_json::to_string(l).expect("JSON values serialize"));
        s.push('\n');
    }
    s
}

fn short(v: Option<&Value>) -> String {
    match v {
        None => "(absent)".into(),
        Some(v) => {
            let s = v.to_string();
            if s.chars().count() > 300 {
                format!("{}…", s.chars().take(300).collect::<String>())
            } else {
                s
            }
        }
    }
}

/// The path of the first difference between two JSON values, with both sides.
fn first_diff(expected: &Value, actual: &Value, path: String) -> Option<(String, String, String)> {
    match (expected, actual) {
        (Value::Object(a), Value::Object(b)) => {
            let mut keys: Vec<&String> = a.keys().chain(b.keys()).collect();
            keys.sort();
            keys.dedup();
            for k in keys {
                match (a.get(k), b.get(k)) {
                    (Some(x), Some(y)) => {
                        if let Some(d) = first_diff(x, y, format!("{path}.{k}")) {
                            return Some(d);
                        }
                    }
                    (x, y) => return Some((format!("{path}.{k}"), short(x), short(y))),
                }
            }
            None
        }
        (Value::Array(a), Value::Array(b)) => {
            for (i, (x, y)) in a.iter().zip(b.iter()).enumerate() {
                if let Some(d) = first_diff(x, y, format!("{path}[{i}]")) {
                    return Some(d);
                }
            }
            if a.len() != b.len() {
                let i = a.len().min(b.len());
                return Some((
                    format!("{path}[{i}] (lengths {} and {})", a.len(), b.len()),
                    short(a.get(i)),
                    short(b.get(i)),
                ));
            }
            None
        }
        (a, b) if a == b => None,
        (a, b) => Some((path, short(Some(a)), short(Some(b)))),
    }
}

/// Describes a line of a playthrough for messages.
fn line_name(line: &Value, index: usize) -> String {
    if line.get("record").is_some() {
        "line 1 (the record)".into()
    } else if line.get("end").is_some() {
        format!("line {} (the end of the game)", index + 1)
    } else if let Some(step) = line.get("step").and_then(Value::as_u64) {
        match line.get("action").and_then(Value::as_str) {
            Some(a) => format!(
                "line {}, step {step} (seat {} `{a}`)",
                index + 1,
                line.get("seat").map_or("?".into(), |s| s.to_string())
            ),
            None => format!("line {}, step {step} (setup)", index + 1),
        }
    } else {
        format!("line {}", index + 1)
    }
}

const BLESS_HINT: &str = "if this change is intended, regenerate the golden files with \
     `GASLAMP_BLESS=1 cargo test -p spyrium --test golden` and review the diff";

fn check_golden(players: usize, seed: u64) {
    let path = golden_path(players);
    if blessing() {
        let record = random_record(players, seed);
        let (lines, result) = playthrough(&record);
        result.unwrap_or_else(|e| panic!("a fresh random game does not replay: {e}"));
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, to_text(&lines)).unwrap();
        eprintln!(
            "blessed {} ({} actions, {} bytes)",
            path.display(),
            record.actions.len(),
            std::fs::metadata(&path).unwrap().len()
        );
        return;
    }
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "cannot read the golden file {}: {e}; create it with \
             `GASLAMP_BLESS=1 cargo test -p spyrium --test golden`",
            path.display()
        )
    });
    let expected: Vec<Value> = text
        .lines()
        .enumerate()
        .map(|(i, l)| {
            serde_json::from_str(l)
                .unwrap_or_else(|e| panic!("{}: line {} is not JSON: {e}", path.display(), i + 1))
        })
        .collect();
    let record: Record = expected
        .first()
        .and_then(|l| l.get("record"))
        .map(|r| serde_json::from_value(r.clone()))
        .unwrap_or_else(|| panic!("{}: line 1 holds no record", path.display()))
        .unwrap_or_else(|e| panic!("{}: the record does not read: {e}", path.display()));
    assert_eq!(
        record.players,
        players,
        "{}: wrong player count",
        path.display()
    );
    let (actual, result) = playthrough(&record);
    for (i, (e, a)) in expected.iter().zip(actual.iter()).enumerate() {
        if let Some((field, want, got)) = first_diff(e, a, "$".into()) {
            panic!(
                "{}: {} differs at {field}:\n  golden file: {want}\n  engine now:  {got}\n{BLESS_HINT}",
                path.display(),
                line_name(e, i),
            );
        }
    }
    if let Err(e) = result {
        panic!("{}: {e}\n{BLESS_HINT}", path.display());
    }
    assert_eq!(
        expected.len(),
        actual.len(),
        "{}: the golden file has {} lines, the replay gives {}\n{BLESS_HINT}",
        path.display(),
        expected.len(),
        actual.len()
    );
    // The whole game replays in one go to the same final state too.
    let cards = CardSet::builtin();
    let replayed: Spyrium = record.replay(&cards).expect("the record replays");
    assert!(replayed.is_over(), "the golden game is complete");
}

#[test]
fn golden_playthrough_2_players() {
    check_golden(2, 2002);
}

#[test]
fn golden_playthrough_3_players() {
    check_golden(3, 3003);
}

#[test]
fn golden_playthrough_5_players() {
    check_golden(5, 5005);
}

/// The diff helper names the path of the first difference.
#[test]
fn golden_diff_names_the_field() {
    let a = json!({"players": [{"money": 3}, {"money": 4}], "turn": 1});
    let b = json!({"players": [{"money": 3}, {"money": 5}], "turn": 1});
    let (path, x, y) = first_diff(&a, &b, "$".into()).unwrap();
    assert_eq!(path, "$.players[1].money");
    assert_eq!((x.as_str(), y.as_str()), ("4", "5"));
    assert!(first_diff(&a, &a, "$".into()).is_none());
}
