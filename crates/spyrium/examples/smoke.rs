use gaslamp_core::{Game, Observer};
use rand::{Rng, SeedableRng};
use spyrium::{CardSet, Spyrium};
fn main() {
    let cards = CardSet::builtin();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
    let mut total = 0;
    let t = std::time::Instant::now();
    for g in 0..2000u64 {
        let n = 2 + (g % 4) as usize;
        let mut s = Spyrium::new_game(&cards, n, g, None).unwrap();
        let mut steps = 0;
        let mut v = Vec::new();
        while !s.is_over() {
            let seat = s.to_act().first().unwrap();
            v.clear();
            s.legal_actions_into(seat, &mut v);
            assert!(!v.is_empty(), "no legal action");
            let a = v[rng.gen_range(0..v.len())];
            s.apply_unchecked(seat, &a);
            steps += 1;
            assert!(steps < 10000);
        }
        total += steps;
        if g == 0 {
            println!(
                "{}",
                serde_json::to_string_pretty(&s.view(Observer::Spectator))
                    .unwrap()
                    .len()
            );
            println!("{:?}", s.outcome());
        }
    }
    println!("{} actions, {:?}", total, t.elapsed());
}
