//! Spyrium through the shared conformance harness (a light run: the registry runs it
//! for every game).
//!
//! Ignored for now: it fails on one finding for the Spyrium engineers. For a seat whose
//! turn it is not, `Game::check` (the default) refuses with `not_your_turn`, but
//! `Spyrium::apply` refuses with `not_legal_now`, so `Match::submit` and
//! `Match::submit_text` give different codes for the same mistake. Every other check
//! passes (2-5 players, every step checked in depth).

use gaslamp_core::testing::{conformance, Conformance};
use spyrium::{CardSet, Spyrium};

#[test]
#[ignore = "Spyrium's apply refuses a seat out of turn with not_legal_now, check with not_your_turn"]
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
