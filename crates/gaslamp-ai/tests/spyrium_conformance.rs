//! Spyrium through the shared conformance harness (a light run: the registry runs it
//! for every game).
//!
//! Ignored for now: it fails on two findings for the Spyrium engineers.
//!
//! 1. For a seat whose turn it is not, `Game::check` (the default) refuses with
//!    `not_your_turn`, but `Spyrium::apply` refuses with `not_legal_now`, so
//!    `Match::submit` and `Match::submit_text` give different codes for one mistake.
//! 2. `apply` of `Place { slot: 255 }` (as a JSON client could send it) by a seat whose
//!    turn it is not panics: index out of bounds in `market.rs` (game seed 2000,
//!    2 players, step 1, seat 1).
//!
//! With the first check relaxed and before the mutated actions were added, every
//! other check passed (2-5 players, every step checked in depth).

use gaslamp_core::testing::{conformance, Conformance};
use spyrium::{CardSet, Spyrium};

#[test]
#[ignore = "Spyrium: apply and check disagree on codes out of turn; Place { slot: 255 } out of turn panics"]
fn spyrium_passes_the_conformance_harness() {
    conformance::<Spyrium>(
        &CardSet::builtin(),
        &Conformance {
            games: 3,
            deep_every: 4,
            refusal_candidates: 3,
            ..Conformance::default()
        },
    );
}
