//! Crystal Palace passes the shared conformance harness at every player count.

use crystal_palace::{Components, CrystalPalace};
use gaslamp_core::testing::{conformance, Conformance};
use std::sync::Arc;

#[test]
fn crystal_palace_passes_the_conformance_harness_for_2_to_5_players() {
    let r = conformance::<CrystalPalace>(
        &Arc::new(Components::shipped()),
        &Conformance {
            games: 2,
            deep_every: 7,
            refusal_candidates: 4,
            ..Conformance::default()
        },
    );
    assert_eq!(r.games, 4 * 2);
    assert!(r.simultaneous_states >= 10, "{r:?}");
    assert!(r.pending_pairs > 20, "{r:?}");
    assert!(r.withheld_with_pending > 10, "{r:?}");
    assert!(r.refusals > 100, "{r:?}");
}
