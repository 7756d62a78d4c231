//! Golden playthroughs for any game: a complete recorded game with the state after
//! every action, checked in as a file and compared on every test run (feature
//! `testing`).
//!
//! Each file holds one JSON value per line:
//!
//! ```text
//! {"record": {...}}                              the game record (setup, seed, actions)
//! {"step": 0, "state": {...}}                    the state after setup
//! {"step": i, "seat": s, "action": "…",          one line per action (i from 1): the
//!  "legal": [...], "events": [...],              legal actions before it (text), the
//!  "state": {...}}                               events and the state after it
//! {"end": true, "scores": [...], "outcome": {...}}
//! ```
//!
//! The state is the game's own JSON form with its hidden parts, so a change in the
//! shuffles, the rules, the notation or the JSON form shows up at the first step it
//! affects; a failure names the step, the action and the JSON path of the field.
//!
//! Regenerating (when a difference is intended): set `GASLAMP_BLESS=1` and run the
//! game's golden test; blessing plays a new game from the file's fixed seed with random
//! legal actions. Review the diff before committing.
//!
//! [`generated_file`] keeps any other file made by code (a documentation page written
//! from the game data) equal to what the code makes now, blessed the same way.

use crate::{codes, Game, Match, Record, ReplayError};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};
use std::ops::ControlFlow;
use std::path::PathBuf;

/// A game longer than this is not a complete game.
const MAX_ACTIONS: usize = 100_000;

/// One golden playthrough of game `G`.
pub struct Golden<'a, G: Game> {
    pub components: &'a G::Components,
    /// The file (`…/tests/golden/NAME-Np.jsonl`).
    pub path: PathBuf,
    pub players: usize,
    /// The seed of a blessed game (its setup and its random actions).
    pub seed: u64,
    /// The state written after every step (hidden parts included).
    pub state: fn(&G) -> Value,
    /// The command that regenerates the files, for messages.
    pub bless: &'a str,
}

fn blessing() -> bool {
    std::env::var("GASLAMP_BLESS").is_ok_and(|v| v == "1")
}

/// Asserts that the file at `path` holds exactly `content` (line endings aside);
/// with `GASLAMP_BLESS=1` it writes `content` there first. `bless` is the command
/// that regenerates it, for the failure message.
pub fn generated_file(path: &std::path::Path, content: &str, bless: &str) {
    if blessing() {
        std::fs::write(path, content).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    }
    let on_disk = std::fs::read_to_string(path)
        .unwrap_or_default()
        .replace("\r\n", "\n");
    assert!(
        on_disk == content,
        "{} is stale: regenerate it with `{bless}`",
        path.display()
    );
}

impl<G: Game> Golden<'_, G> {
    /// A complete game with random legal actions, from the fixed seed.
    fn random_record(&self) -> Record {
        let mut g =
            G::new_game(self.components, self.players, self.seed, None).expect("a valid setup");
        let mut rng = ChaCha8Rng::seed_from_u64(self.seed);
        let mut record = Record::new::<G>(self.components, self.players, self.seed, None);
        while !g.is_over() {
            assert!(
                record.actions.len() < MAX_ACTIONS,
                "the game did not end after {MAX_ACTIONS} actions"
            );
            let seat = g.to_act().first().expect("someone acts in a running game");
            let legal = g.legal_actions(seat);
            let a = legal[rng.gen_range(0..legal.len())].clone();
            record.push(&g, seat, &a);
            g.apply(seat, &a).expect("a listed action applies");
        }
        record
    }

    /// The lines of a playthrough, rebuilt from its record by [`Match::replay`]. On an
    /// error (an action that no longer reads or applies), the lines rebuilt so far
    /// come with it.
    fn playthrough(&self, record: &Record) -> (Vec<Value>, Result<(), String>) {
        let mut lines = vec![json!({ "record": record })];
        // The legal actions of the seat of the next recorded action, listed before it
        // is played.
        let legal_before = |m: &Match<G>| -> Vec<String> {
            let Some(next) = record.actions.get(m.version() as usize) else {
                return Vec::new();
            };
            let g = m.state();
            g.legal_actions(next.seat)
                .iter()
                .map(|a| g.action_text(next.seat, a))
                .collect()
        };
        let mut legal = Vec::new();
        let replayed = Match::<G>::replay(record, self.components, |step| {
            let g = step.now.state();
            match step.action {
                None => lines.push(json!({ "step": 0, "state": (self.state)(g) })),
                Some((index, accepted)) => {
                    let ra = &record.actions[index];
                    lines.push(json!({
                        "step": index + 1,
                        "seat": ra.seat,
                        "action": ra.action,
                        "legal": std::mem::take(&mut legal),
                        "events": accepted.events,
                        "state": (self.state)(g),
                    }))
                }
            }
            legal = legal_before(step.now);
            ControlFlow::Continue(())
        });
        let g = match replayed {
            Ok(m) => m.into_state(),
            Err(ReplayError::Illegal {
                index,
                seat,
                action,
                code,
                reason,
            }) => {
                let how = if code == codes::UNREADABLE_ACTION {
                    "no longer reads"
                } else {
                    "is now refused"
                };
                let step = index + 1;
                return (
                    lines,
                    Err(format!(
                        "step {step}: the recorded action `{action}` of seat {seat} {how}: {reason} [{code}]"
                    )),
                );
            }
            Err(e) => return (lines, Err(format!("the record does not start: {e}"))),
        };
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

    /// Checks the file (or writes it when blessing); panics on the first difference.
    pub fn check(&self) {
        let path = &self.path;
        let hint = format!(
            "if this change is intended, regenerate the golden files with `{}` and review the diff",
            self.bless
        );
        if blessing() {
            let record = self.random_record();
            let (lines, result) = self.playthrough(&record);
            result.unwrap_or_else(|e| panic!("a fresh random game does not replay: {e}"));
            std::fs::create_dir_all(path.parent().expect("a file in a folder"))
                .expect("the folder is made");
            std::fs::write(path, to_text(&lines)).expect("the golden file is written");
            return;
        }
        let text = std::fs::read_to_string(path).unwrap_or_else(|e| {
            panic!(
                "cannot read the golden file {}: {e}; create it with `{}`",
                path.display(),
                self.bless
            )
        });
        let expected: Vec<Value> = text
            .lines()
            .enumerate()
            .map(|(i, l)| {
                serde_json::from_str(l).unwrap_or_else(|e| {
                    panic!("{}: line {} is not JSON: {e}", path.display(), i + 1)
                })
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
            self.players,
            "{}: wrong player count",
            path.display()
        );
        let (actual, result) = self.playthrough(&record);
        for (i, (e, a)) in expected.iter().zip(actual.iter()).enumerate() {
            if let Some((field, want, got)) = first_diff(e, a, "$".into()) {
                panic!(
                    "{}: {} differs at {field}:\n  golden file: {want}\n  engine now:  {got}\n{hint}",
                    path.display(),
                    line_name(e, i),
                );
            }
        }
        if let Err(e) = result {
            panic!("{}: {e}\n{hint}", path.display());
        }
        assert_eq!(
            expected.len(),
            actual.len(),
            "{}: the golden file has {} lines, the replay gives {}\n{hint}",
            path.display(),
            expected.len(),
            actual.len()
        );
    }
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
pub fn first_diff(
    expected: &Value,
    actual: &Value,
    path: String,
) -> Option<(String, String, String)> {
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

#[cfg(test)]
mod tests {
    use super::*;

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
}
