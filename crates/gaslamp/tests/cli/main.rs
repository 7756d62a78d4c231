//! The `gaslamp` binary, run as a user would run it.

use gaslamp_core::{Game, Record};
use rand::Rng;
use spyrium::{Components, Spyrium};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

mod arena;
mod arguments;
mod components;
mod hint;
mod play;
mod records;
mod sim_and_bench;

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

/// The seat to act after a record.
fn seat_to_act(record: &Record) -> usize {
    let g: Spyrium = record.replay(&Components::builtin()).unwrap();
    g.to_act().first().unwrap()
}
