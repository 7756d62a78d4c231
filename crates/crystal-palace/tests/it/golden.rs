//! Golden playthroughs: complete recorded Crystal Palace games for 2, 3 and 5
//! players, with the full state (`CrystalPalace::full_state_json`, hidden piles and
//! pending dice included) after every action, checked in under `tests/golden/` (the
//! format: `gaslamp_core::golden`).
//!
//! REGENERATING. When a difference is intended (a rules fix, a new component file, a
//! change of the JSON form), rewrite the files deliberately with
//!
//! ```text
//! GASLAMP_BLESS=1 cargo test -p crystal-palace --test it golden
//! ```
//!
//! then review `git diff crates/crystal-palace/tests/golden/` before committing.

use crystal_palace::{Components, CrystalPalace};
use gaslamp_core::golden::Golden;
use std::path::PathBuf;
use std::sync::Arc;

fn check_golden(players: usize, seed: u64) {
    Golden::<CrystalPalace> {
        components: &Arc::new(Components::shipped()),
        path: PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("tests")
            .join("golden")
            .join(format!("crystal-palace-{players}p.jsonl")),
        players,
        seed,
        state: CrystalPalace::full_state_json,
        bless: "GASLAMP_BLESS=1 cargo test -p crystal-palace --test it golden",
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
