//! Plays random games quickly (a development aid; `gaslamp bench` is the benchmark).
use gaslamp_core::Game;
use rand::{Rng, SeedableRng};
use spyrium::{Components, Spyrium};
fn main() {
    let n: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(4);
    let games: u64 = std::env::args()
        .nth(2)
        .and_then(|a| a.parse().ok())
        .unwrap_or(20000);
    let cards = Components::builtin();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
    let mut total = 0;
    let mut v = Vec::new();
    let t = std::time::Instant::now();
    for g in 0..games {
        let mut s = Spyrium::new_game(&cards, n, g, None).unwrap();
        while !s.is_over() {
            let seat = s.to_act().first().unwrap();
            v.clear();
            s.legal_actions_into(seat, &mut v);
            let a = v[rng.gen_range(0..v.len())];
            s.apply_unchecked(seat, &a);
            total += 1;
        }
    }
    let el = t.elapsed().as_secs_f64();
    println!(
        "{n}p: {:.0} games/s, {:.1} actions/game",
        games as f64 / el,
        total as f64 / games as f64
    );
}
