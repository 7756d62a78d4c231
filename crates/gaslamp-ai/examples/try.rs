use gaslamp_ai::*;
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let bots: Vec<BotSpec> = args[1]
        .split(',')
        .map(|s| BotSpec::parse(s).unwrap())
        .collect();
    let games: usize = args[2].parse().unwrap();
    let cards = spyrium::CardSet::builtin();
    let r = run_arena::<spyrium::Spyrium>(&cards, &bots, games, 1, 2, &|| {}).unwrap();
    println!("{:.1}s", r.seconds);
    for e in &r.entrants {
        println!(
            "{:12} games {:4} win {:.3} score {:.1} rank {:.2} elo {:.0} [{:.0},{:.0}]",
            e.bot,
            e.games,
            e.win_share,
            e.mean_score,
            e.mean_rank,
            e.rating,
            e.rating_low,
            e.rating_high
        );
    }
}
