//! Every game in the registry passes the shared conformance harness
//! (`gaslamp_core::testing`): legal ⇔ accepted, checked = unchecked apply, notation and
//! record round trips, views unchanged by resampling, no hidden data in views or
//! events, the simultaneous-seat contract, every random game ends, and games whose seats
//! always take the first or the last legal action end within the game's declared
//! bound (`Game::max_actions`).

use gaslamp_core::testing::{conformance, Conformance, Report};
use gaslamp_games::{GameVisitor, Presented, NAMES};

struct Run;

impl GameVisitor for Run {
    type Output = Report;
    fn visit<G: Presented>(self) -> Report {
        conformance::<G>(
            &G::default_components(),
            &Conformance {
                games: 4,
                deep_every: 3,
                refusal_candidates: 4,
                seed: 7,
                ..Conformance::default()
            },
        )
    }
}

#[test]
fn every_registered_game_passes_the_conformance_harness() {
    for name in NAMES {
        let report = gaslamp_games::visit(name, Run).unwrap();
        let info = gaslamp_games::find(name).unwrap().info();
        let counts = info.max_players - info.min_players + 1;
        assert_eq!(report.games, 4 * counts, "{name}: {report:?}");
        assert!(
            report.steps > 0 && report.refusals > 0,
            "{name}: {report:?}"
        );
        assert!(report.record_round_trips > 0, "{name}: {report:?}");
        assert_eq!(
            report.stalling_games,
            2 * report.games,
            "{name}: {report:?}"
        );
        if info.simultaneous {
            assert!(report.simultaneous_states > 0, "{name}: {report:?}");
            assert!(report.pending_pairs > 0, "{name}: {report:?}");
        }
    }
}
