//! Goofspiel passes the shared conformance harness at every player count and hand size.

use gaslamp_core::testing::{conformance, Conformance};
use goofspiel::{Components, Goofspiel};

#[test]
fn goofspiel_passes_the_conformance_harness_for_2_to_5_players() {
    let r = conformance::<Goofspiel>(
        &Components::default(),
        &Conformance {
            games: 8,
            ..Conformance::default()
        },
    );
    assert_eq!(r.games, 4 * 8);
    // The simultaneous and hidden-information checks really ran.
    assert!(r.simultaneous_states > 100, "{r:?}");
    assert!(r.pending_pairs > 1000, "{r:?}");
    assert!(r.withheld_with_pending > 100, "{r:?}");
    assert!(r.events_compared > 1000, "{r:?}");
    assert!(r.views_revealed > 10, "{r:?}");
    assert!(r.refusals > 1000, "{r:?}");
    assert!(r.record_round_trips >= 2 * 32, "{r:?}");
}

#[test]
fn small_and_large_hands_pass_too() {
    for cards in [1, 2, 13] {
        conformance::<Goofspiel>(
            &Components::new(cards).unwrap(),
            &Conformance {
                games: 3,
                seed: 77,
                deep_every: if cards == 13 { 3 } else { 1 },
                ..Conformance::default()
            },
        );
    }
}
