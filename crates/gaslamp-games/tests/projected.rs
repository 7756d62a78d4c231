//! A projected score is sent to every observer, so it must follow from what every
//! observer sees: Spyrium's equals the final total of any state that agrees with a
//! spectator's view (hidden piles dealt at random), all through random games.

use gaslamp_core::{Match, Observer};
use gaslamp_games::Presented;
use spyrium::{Components, Spyrium};

#[test]
fn spyrium_projected_scores_follow_from_the_public_view() {
    let cards = Components::builtin();
    for seed in 0..6u64 {
        let players = 2 + (seed as usize % 4);
        let mut m = Match::<Spyrium>::new(&cards, players, seed, None).unwrap();
        let mut rng = gaslamp_core::rng_from_seed(seed);
        let mut legal = Vec::new();
        let mut checked = 0;
        while !m.is_over() {
            let projected = m.state().projected_scores().unwrap();
            let view = m.view(Observer::Spectator);
            let other = spyrium::view::sample(&view, &mut rng);
            let again: Vec<i32> = (0..players).map(|s| other.final_total(s) as i32).collect();
            assert_eq!(projected, again, "seed {seed}, version {}", m.version());
            checked += 1;
            m.step_random(&mut rng, &mut legal).unwrap();
        }
        // At the end the projection is the final score.
        let o = m.outcome().unwrap();
        assert_eq!(m.state().projected_scores().unwrap(), o.scores);
        assert!(checked > 50);
    }
}
