//! Golden playthroughs: complete recorded Spyrium games for 2, 3 and 5 players, with
//! the full state (`Spyrium::full_state_json`, hidden piles included) after every
//! action, checked in under `tests/golden/` (the format: `gaslamp_core::golden`).
//!
//! REGENERATING. When a difference is intended (a rules fix, a new card file, a change
//! of the JSON form), rewrite the files deliberately with
//!
//! ```text
//! GASLAMP_BLESS=1 cargo test -p spyrium --test it golden
//! ```
//!
//! then review `git diff crates/spyrium/tests/golden/` before committing.

use gaslamp_core::golden::Golden;
use spyrium::{Components, Spyrium};
use std::path::PathBuf;

fn check_golden(players: usize, seed: u64) {
    Golden::<Spyrium> {
        components: &Components::builtin(),
        path: PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("tests")
            .join("golden")
            .join(format!("spyrium-{players}p.jsonl")),
        players,
        seed,
        state: Spyrium::full_state_json,
        bless: "GASLAMP_BLESS=1 cargo test -p spyrium --test it golden",
    }
    .check();
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
