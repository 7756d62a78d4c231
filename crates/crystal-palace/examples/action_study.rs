//! Whether more iterations still move the search's choice outside the dice choice:
//! decisions of one seat with several legal actions (placing a die, resolving one,
//! building), reached by greedy play of 4 players in rounds 2 and 3, searched by the
//! default bot at each budget from several seeds and at a reference budget from two.
//!
//! For each budget it prints how often two of its seeds pick the same action, and how
//! often its pick is one of the reference searches' picks. Where the reference
//! searches agree with each other, a budget whose picks keep drawing nearer them is
//! still converging (more iterations change its choice); one whose picks match them
//! as often as the budget below does has settled on what its judge prefers.
//!
//! `cargo run --release -p crystal-palace --example action_study -- [GAMES]
//! [POSITIONS_PER_GAME] [SEEDS] [REFERENCE] [BUDGETS] [SPACING] [FIRST_GAME] [TUNING]`
//! (budgets comma-separated; every SPACING-th decision is taken, 3 unless given; game
//! `g` is dealt from seed 900 + `g`, for `g` from FIRST_GAME, 0 unless given; TUNING
//! is the tail of a bot specification, such as `depth=160`, for every search).

use crystal_palace::{Action, Components, CrystalPalace};
use gaslamp_ai::{search, BotSpec, GreedyBot};
use gaslamp_core::{Bot, Game, Observer};
use std::sync::Arc;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: u64 = args.first().map_or(4, |x| x.parse().unwrap());
    let per_game: usize = args.get(1).map_or(5, |x| x.parse().unwrap());
    let seeds: u64 = args.get(2).map_or(6, |x| x.parse().unwrap());
    let reference: u64 = args.get(3).map_or(64000, |x| x.parse().unwrap());
    let budgets: Vec<u64> = args.get(4).map_or(vec![2000, 4000, 8000, 16000], |x| {
        x.split(',').map(|b| b.parse().unwrap()).collect()
    });
    let spacing: usize = args.get(5).map_or(3, |x| x.parse().unwrap());
    let first_game: u64 = args.get(6).map_or(0, |x| x.parse().unwrap());
    let tuning: String = args.get(7).cloned().unwrap_or_default();
    let c = Arc::new(Components::shipped());
    let pick = |view: &_, legal: &[Action], budget: u64, seed: u64| -> Action {
        // `threads=1` (the default) makes the specification a tuned one, whose
        // configuration it holds, even when TUNING is empty.
        let spec = format!("ismcts:{budget}:threads=1:{tuning}");
        let cfg = match BotSpec::parse(spec.trim_end_matches(':')) {
            Ok(BotSpec::IsmctsTuned(cfg)) => cfg,
            other => panic!("{spec}: {other:?}"),
        };
        search::<CrystalPalace>(view, legal, &cfg, seed).candidates[0].action
    };
    // Per budget: pairs of seeds agreeing, pairs in all; picks among the reference's,
    // picks in all (over positions where the reference searches agree).
    let mut totals = vec![[0u64; 4]; budgets.len()];
    for game in first_game..first_game + games {
        for (pos, (g, legal)) in positions(&c, 900 + game, per_game, spacing)
            .into_iter()
            .enumerate()
        {
            let seat = g.to_act().first().unwrap();
            let view = g.view(Observer::Seat(seat));
            let refs: Vec<Action> = (0..2)
                .map(|s| pick(&view, &legal, reference, 700 + s))
                .collect();
            let settled = refs[0] == refs[1];
            println!(
                "game {game} position {pos}: round {}, {:?}, {} actions; the reference searches {}",
                g.public().round,
                g.stage(),
                legal.len(),
                if settled { "agree" } else { "differ" }
            );
            for (b, &budget) in budgets.iter().enumerate() {
                let picks: Vec<Action> = (0..seeds)
                    .map(|s| pick(&view, &legal, budget, 500 + s))
                    .collect();
                let mut same = 0;
                let mut pairs = 0;
                for i in 0..picks.len() {
                    for j in i + 1..picks.len() {
                        pairs += 1;
                        same += u64::from(picks[i] == picks[j]);
                    }
                }
                let hits = picks.iter().filter(|p| refs.contains(p)).count() as u64;
                totals[b][0] += same;
                totals[b][1] += pairs;
                if settled {
                    totals[b][2] += hits;
                    totals[b][3] += picks.len() as u64;
                }
                println!(
                    "   {budget:>6}: seeds agree in {same}/{pairs} pairs, {hits}/{} picks are the reference's",
                    picks.len()
                );
            }
        }
    }
    println!("all positions:");
    for (b, &budget) in budgets.iter().enumerate() {
        let [same, pairs, hits, n] = totals[b];
        println!(
            "   {budget:>6}: seeds agree {:.1} %, the reference's pick (where its seeds agree) {:.1} %",
            100.0 * same as f64 / pairs.max(1) as f64,
            100.0 * hits as f64 / n.max(1) as f64
        );
    }
}

/// Up to `n` decisions of one seat with at least four legal actions in rounds 2 and 3
/// of a greedy game of 4 players from `seed`, spread over those rounds (every
/// `spacing`-th such decision), with their legal actions.
fn positions(
    c: &Arc<Components>,
    seed: u64,
    n: usize,
    spacing: usize,
) -> Vec<(CrystalPalace, Vec<Action>)> {
    let mut g = CrystalPalace::new_game(c, 4, seed, None).unwrap();
    let mut rng = gaslamp_core::rng_from_seed(seed);
    let mut bot = GreedyBot;
    let mut found = Vec::new();
    let mut seen = 0;
    while !g.is_over() && g.public().round <= 3 && found.len() < n {
        let to_act = g.to_act();
        for s in to_act.iter() {
            let legal = g.legal_actions(s);
            let v = g.view(Observer::Seat(s));
            let a = Bot::<CrystalPalace>::choose(&mut bot, &v, &legal, &mut rng);
            if to_act.len() == 1
                && legal.len() >= 4
                && g.public().round >= 2
                && !matches!(legal[0], Action::Dice { .. })
            {
                if seen % spacing == 0 {
                    found.push((g.clone(), legal));
                }
                seen += 1;
            }
            g.apply_unchecked(s, &a);
        }
    }
    found
}
