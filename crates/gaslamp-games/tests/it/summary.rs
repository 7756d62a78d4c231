//! A game's summary (progress, scores with their parts, winners) is sent to every
//! observer, so it must follow from what every observer sees: for every game, it
//! equals the summary of any state that agrees with a spectator's view (hidden parts
//! drawn at random), all through random games; its parts add up to its totals; and
//! at the end its scores are final and equal the outcome's.

use gaslamp_core::{rng_from_seed, Game, Match, Observer};
use gaslamp_games::{Presented, Scores};

fn check_scores(scores: &Scores, players: usize) {
    assert_eq!(scores.seats.len(), players);
    for seat in &scores.seats {
        assert_eq!(seat.parts.len(), scores.parts.len());
        assert_eq!(
            seat.parts.iter().sum::<i32>(),
            seat.total,
            "the parts {:?} of {:?} add up to the total",
            seat.parts,
            scores.parts
        );
    }
}

fn summaries_follow_from_the_public_view<G: Presented>(components: &G::Components, seeds: u64) {
    for seed in 0..seeds {
        let players = 2 + (seed as usize % 3);
        let mut m = Match::<G>::new(components, players, seed, None).unwrap();
        let mut rng = rng_from_seed(seed);
        let mut legal = Vec::new();
        let mut last_at = 0;
        while !m.is_over() {
            let g = m.state();
            let (progress, scores) = (g.progress(), g.scores_with_parts());
            let other = G::sample_from_view(&m.view(Observer::Spectator), &mut rng);
            assert_eq!(
                progress,
                other.progress(),
                "seed {seed}, version {}",
                m.version()
            );
            assert_eq!(
                scores,
                other.scores_with_parts(),
                "seed {seed}, version {}",
                m.version()
            );
            assert!(progress.at >= last_at && (1..=progress.of).contains(&progress.at));
            last_at = progress.at;
            if let Some(s) = &scores {
                assert!(!s.is_final);
                check_scores(s, players);
            }
            m.step_random(&mut rng, &mut legal).unwrap();
        }
        let o = m.outcome().unwrap();
        let g = m.state();
        assert_eq!(
            g.progress().at,
            g.progress().of,
            "the end is in the last unit"
        );
        if let Some(s) = g.scores_with_parts() {
            assert!(s.is_final);
            check_scores(&s, players);
            assert_eq!(
                s.totals(),
                o.scores,
                "seed {seed}: the final totals are the outcome's"
            );
        }
    }
}

#[test]
fn spyrium_summaries_follow_from_the_public_view() {
    summaries_follow_from_the_public_view::<spyrium::Spyrium>(&spyrium::Components::builtin(), 4);
}

#[test]
fn crystal_palace_summaries_follow_from_the_public_view() {
    summaries_follow_from_the_public_view::<crystal_palace::CrystalPalace>(
        &crystal_palace::CrystalPalace::default_components(),
        3,
    );
}

#[test]
fn goofspiel_summaries_follow_from_the_public_view() {
    summaries_follow_from_the_public_view::<goofspiel::Goofspiel>(
        &goofspiel::Goofspiel::default_components(),
        6,
    );
}

/// Crystal Palace's scores if it ended now are the end's scoring applied to a copy
/// of the table, with its seven named parts: at the start the track part is each
/// seat's starting VP and nobody has loan VP.
#[test]
fn crystal_palace_projection_at_the_start_is_the_end_scoring_of_the_start() {
    let c = crystal_palace::CrystalPalace::default_components();
    let g = crystal_palace::CrystalPalace::new_game(&c, 4, 9, None).unwrap();
    let s = g.scores_with_parts().unwrap();
    assert_eq!(
        s.parts,
        [
            "track",
            "buzz",
            "market",
            "objective",
            "loans",
            "empty_research",
            "abilities"
        ]
    );
    // Nobody has a loan or a built prototype yet: no loan VP; the track is the start.
    for (seat, score) in s.seats.iter().enumerate() {
        assert_eq!(score.parts[0], g.player(seat).vp, "seat {seat}'s track");
        assert_eq!(score.parts[4], 0, "seat {seat} has no loan");
    }
}
