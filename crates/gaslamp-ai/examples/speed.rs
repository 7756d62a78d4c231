use gaslamp_ai::*;
use gaslamp_core::{Game, Observer};
use rand::{Rng, SeedableRng};
fn main() {
    let cards = spyrium::CardSet::builtin();
    let depth: u32 = std::env::args()
        .nth(1)
        .map(|a| a.parse().unwrap())
        .unwrap_or(12);
    for n in [2usize, 4] {
        let mut total_it = 0u64;
        let mut total_t = 0.0;
        for seed in 0..6u64 {
            let mut g = spyrium::Spyrium::new_game(&cards, n, seed, None).unwrap();
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            for _ in 0..(10 + seed * 15) {
                if g.is_over() {
                    break;
                }
                let s = g.to_act().first().unwrap();
                let l = g.legal_actions(s);
                let a = l[rng.gen_range(0..l.len())];
                g.apply_unchecked(s, &a);
            }
            if g.is_over() {
                continue;
            }
            let s = g.to_act().first().unwrap();
            let legal = g.legal_actions(s);
            let view = g.view(Observer::Seat(s));
            let cfg = Config {
                budget: Budget::Iterations(20000),
                rollout_depth: depth,
                ..Config::default()
            };
            let r = search::<spyrium::Spyrium>(&view, &legal, &cfg, 1);
            total_it += r.iterations;
            total_t += r.elapsed.as_secs_f64();
        }
        println!(
            "{n}p depth {depth}: {:.0} iterations/s",
            total_it as f64 / total_t
        );
    }
}
