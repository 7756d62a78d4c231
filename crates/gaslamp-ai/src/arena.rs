//! The arena: many games between bots with rotating seats, and their ratings.
//!
//! Game `i` uses seed `seed + i`; its seats are the bot list rotated by `i`, so every
//! bot plays every seat equally often. Bots with the same specification are one
//! entrant in the tables. Ratings are Bradley-Terry strengths fitted to the pairwise
//! results of every game (a higher final score beats a lower one, equal scores are a
//! half each), shown on the Elo scale with a bootstrap 95 % interval.

use crate::spec::BotSpec;
use gaslamp_core::{Bot, Game, GameRng, Match, Observer, Seat, SetupError};
use rand::{Rng, SeedableRng};
use serde::{Deserialize, Serialize};

/// The result of one arena game.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct GameResult {
    pub seed: u64,
    /// The entrant (index into the report's bots) at each seat.
    pub entrants: Vec<usize>,
    pub scores: Vec<i32>,
    pub ranks: Vec<u32>,
    pub win_shares: Vec<f64>,
    pub actions: usize,
}

/// One entrant's figures.
#[derive(Clone, Debug, Serialize)]
pub struct EntrantStats {
    pub bot: String,
    /// Seats played (games × seats it filled).
    pub games: usize,
    /// Share of the wins per seat played (ties shared).
    pub win_share: f64,
    pub mean_score: f64,
    pub mean_rank: f64,
    pub rating: f64,
    pub rating_low: f64,
    pub rating_high: f64,
}

/// How one entrant fared against another, seat against seat.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct HeadToHead {
    /// Index into the report's entrants.
    pub entrant: usize,
    pub against: usize,
    /// Pairings of a seat of `entrant` with a seat of `against` in the same game.
    pub pairings: usize,
    /// Share of those pairings `entrant` finished ahead in (equal scores a half).
    pub ahead: f64,
}

#[derive(Clone, Debug, Serialize)]
pub struct ArenaReport {
    pub game: String,
    pub players: usize,
    pub games: usize,
    pub seed: u64,
    pub entrants: Vec<EntrantStats>,
    /// Every ordered pair of entrants that met.
    pub head_to_head: Vec<HeadToHead>,
    pub results: Vec<GameResult>,
    pub seconds: f64,
}

/// Who chooses at one seat of an arena game.
pub enum Chooser<'a, G: Game> {
    /// A built-in bot: handed the seat's view, its legal actions and the game's
    /// random stream (one per game, drawn by its bots in seat order).
    Bot(&'a mut dyn Bot<G>),
    /// The caller's policy, handed the game and the seat. It must decide from what the
    /// seat may see: the Python API's `evaluate` hands its policy the seat's
    /// observation and legal action indices, both made from the seat's view.
    Caller(&'a mut CallerPolicy<'a, G>),
}

/// A caller's policy ([`Chooser::Caller`]): the action of a seat in a game.
pub type CallerPolicy<'a, G> =
    dyn FnMut(&G, Seat) -> Result<<G as Game>::Action, String> + Send + 'a;

/// Plays one game between `bots` (one per seat) with checked moves; a game that
/// outlives [`Game::max_actions`] is an error.
pub fn play_game<G: Game>(
    components: &G::Components,
    seed: u64,
    bots: &mut [Box<dyn Bot<G>>],
) -> Result<(G, usize), String> {
    let mut choosers: Vec<Chooser<G>> = bots.iter_mut().map(|b| Chooser::Bot(b.as_mut())).collect();
    play_game_by(components, seed, &mut choosers)
}

/// Plays one game with a chooser per seat, as [`play_game`] does.
pub fn play_game_by<G: Game>(
    components: &G::Components,
    seed: u64,
    choosers: &mut [Chooser<G>],
) -> Result<(G, usize), String> {
    let max_actions = G::max_actions(components, choosers.len());
    let mut m =
        Match::<G>::new(components, choosers.len(), seed, None).map_err(|e: SetupError| e.0)?;
    let mut rng = GameRng::seed_from_u64(seed ^ 0xA5A5_5A5A_0F0F_F0F0);
    while !m.is_over() {
        if m.version() >= max_actions {
            return Err(format!(
                "game {seed} did not end within {max_actions} actions, the bound the game declares"
            ));
        }
        // Every seat that must act now chooses from its own view; at simultaneous
        // moments those views do not show the others' pending choices.
        for seat in m.to_act().iter() {
            let chooser = &mut choosers[seat];
            let a = match chooser {
                Chooser::Bot(bot) => {
                    let legal = m.legal(seat);
                    let view = m.view(Observer::Seat(seat));
                    bot.choose(&view, &legal, &mut rng)
                }
                Chooser::Caller(policy) => policy(m.state(), seat)?,
            };
            m.submit(seat, &a).map_err(|e| {
                let who = match chooser {
                    Chooser::Bot(bot) => format!("bot {}", bot.name()),
                    Chooser::Caller(_) => format!("the policy at seat {seat}"),
                };
                format!(
                    "{who} chose an illegal action in game {seed}: {} [{}]",
                    e.message, e.code
                )
            })?;
        }
    }
    let actions = m.version() as usize;
    Ok((m.state().clone(), actions))
}

/// Entrants in order of first appearance in `seats` (a name per seat; seats of the
/// same name are one entrant), and each seat's entrant.
pub fn entrants_named(seats: &[String]) -> (Vec<String>, Vec<usize>) {
    let mut names: Vec<String> = Vec::new();
    let mut of = Vec::new();
    for n in seats {
        let i = names.iter().position(|x| x == n).unwrap_or_else(|| {
            names.push(n.clone());
            names.len() - 1
        });
        of.push(i);
    }
    (names, of)
}

/// Runs `games` games. `threads` games run at once; `progress` is called after each.
pub fn run_arena<G: Game>(
    components: &G::Components,
    bots: &[BotSpec],
    games: usize,
    seed: u64,
    threads: usize,
    progress: &(dyn Fn() + Sync),
) -> Result<ArenaReport, String> {
    let lineup: Vec<String> = bots.iter().map(|b| b.to_string()).collect();
    let play = |game_seed: u64, seat_entry: &[usize]| {
        let mut seat_bots: Vec<Box<dyn Bot<G>>> =
            seat_entry.iter().map(|&b| bots[b].build::<G>(1)).collect();
        play_game(components, game_seed, &mut seat_bots)
    };
    let games = Games {
        lineup: &lineup,
        games,
        seed,
        rotate: true,
        threads,
    };
    run_games::<G>(&games, &play, progress)
}

/// Which games an arena plays.
pub struct Games<'a> {
    /// A name per seat of the lineup (the seat a game's seat 0 takes before rotation);
    /// seats of the same name are one entrant.
    pub lineup: &'a [String],
    pub games: usize,
    /// Game `i` is played with seed `seed + i`.
    pub seed: u64,
    /// Game `i` seats the lineup rotated by `i` (every entrant plays every seat equally
    /// often); without, every game seats it as it is.
    pub rotate: bool,
    /// Games played at once.
    pub threads: usize,
}

/// Plays the arena's games with `play(seed, lineup seat of each seat)` and reports
/// them; `progress` is called after each game.
#[allow(clippy::type_complexity)]
pub fn run_games<G: Game>(
    arena: &Games,
    play: &(dyn Fn(u64, &[usize]) -> Result<(G, usize), String> + Sync),
    progress: &(dyn Fn() + Sync),
) -> Result<ArenaReport, String> {
    let start = std::time::Instant::now();
    let players = arena.lineup.len();
    let (names, of) = entrants_named(arena.lineup);
    let one = |i: usize| -> Result<GameResult, String> {
        let game_seed = arena.seed.wrapping_add(i as u64);
        let turn = if arena.rotate { i } else { 0 };
        let seat_entry: Vec<usize> = (0..players).map(|s| (s + turn) % players).collect();
        let (g, actions) = play(game_seed, &seat_entry)?;
        let o = g.outcome().expect("finished games have an outcome");
        progress();
        Ok(GameResult {
            seed: game_seed,
            entrants: seat_entry.iter().map(|&b| of[b]).collect(),
            win_shares: (0..players).map(|s| o.win_share(s)).collect(),
            scores: o.scores,
            ranks: o.ranks,
            actions,
        })
    };
    let results: Vec<GameResult> = if arena.threads <= 1 {
        (0..arena.games).map(one).collect::<Result<_, _>>()?
    } else {
        use rayon::prelude::*;
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(arena.threads)
            .build()
            .map_err(|e| e.to_string())?;
        pool.install(|| {
            (0..arena.games)
                .into_par_iter()
                .map(one)
                .collect::<Result<_, _>>()
        })?
    };
    Ok(summarize(
        G::info().name,
        players,
        arena.seed,
        &names,
        results,
        start.elapsed().as_secs_f64(),
    ))
}

/// The report of `results`, games between the entrants `names` (a result's
/// `entrants` index into it): each entrant's figures and rating, the head-to-head
/// table. `seed` seeds the bootstrap of the rating intervals. The arena's own report,
/// and a report over several arenas' results together (`gaslamp rate`).
pub fn summarize(
    game: &str,
    players: usize,
    seed: u64,
    names: &[String],
    results: Vec<GameResult>,
    seconds: f64,
) -> ArenaReport {
    let ratings = rate(names.len(), &results);
    let head_to_head = head_to_head(names.len(), &results);
    let intervals = bootstrap(names.len(), &results, 200, seed);
    let entrants = names
        .iter()
        .enumerate()
        .map(|(e, name)| {
            let mut n = 0usize;
            let (mut win, mut score, mut rank) = (0.0, 0.0, 0.0);
            for r in &results {
                for s in 0..r.entrants.len() {
                    if r.entrants[s] == e {
                        n += 1;
                        win += r.win_shares[s];
                        score += r.scores[s] as f64;
                        rank += r.ranks[s] as f64;
                    }
                }
            }
            let d = n.max(1) as f64;
            EntrantStats {
                bot: name.clone(),
                games: n,
                win_share: win / d,
                mean_score: score / d,
                mean_rank: rank / d,
                rating: ratings[e],
                rating_low: intervals[e].0,
                rating_high: intervals[e].1,
            }
        })
        .collect();
    ArenaReport {
        game: game.to_string(),
        players,
        games: results.len(),
        seed,
        entrants,
        head_to_head,
        results,
        seconds,
    }
}

/// Bradley-Terry ratings on the Elo scale (mean 1500) from pairwise game results.
pub fn rate(k: usize, results: &[GameResult]) -> Vec<f64> {
    let refs: Vec<&GameResult> = results.iter().collect();
    rate_refs(k, &refs)
}

/// Pairwise results of games: `(points, comparisons)` where `points[i][j]` counts
/// the pairings of a seat of entrant `i` with a seat of entrant `j` in one game that
/// `i` finished ahead in (a higher final score; equal scores count a half), and
/// `comparisons[i][j]` all their pairings. Seats of the same entrant are not paired.
pub fn pairings(k: usize, results: &[&GameResult]) -> (Vec<Vec<f64>>, Vec<Vec<f64>>) {
    let mut wins = vec![vec![0.0f64; k]; k];
    let mut n = vec![vec![0.0f64; k]; k];
    for r in results {
        let p = r.scores.len();
        for a in 0..p {
            for b in 0..p {
                let (ea, eb) = (r.entrants[a], r.entrants[b]);
                if a == b || ea == eb {
                    continue;
                }
                n[ea][eb] += 1.0;
                wins[ea][eb] += match r.scores[a].cmp(&r.scores[b]) {
                    std::cmp::Ordering::Greater => 1.0,
                    std::cmp::Ordering::Equal => 0.5,
                    std::cmp::Ordering::Less => 0.0,
                };
            }
        }
    }
    (wins, n)
}

/// Each pair of entrants that met: how often the first finished ahead of the second.
pub fn head_to_head(k: usize, results: &[GameResult]) -> Vec<HeadToHead> {
    let refs: Vec<&GameResult> = results.iter().collect();
    let (wins, n) = pairings(k, &refs);
    let mut out = Vec::new();
    for i in 0..k {
        for j in 0..k {
            if i != j && n[i][j] > 0.0 {
                out.push(HeadToHead {
                    entrant: i,
                    against: j,
                    pairings: n[i][j] as usize,
                    ahead: wins[i][j] / n[i][j],
                });
            }
        }
    }
    out
}

fn rate_refs(k: usize, results: &[&GameResult]) -> Vec<f64> {
    let (mut wins, mut n) = pairings(k, results);
    // A virtual tie between every pair that met keeps strengths finite.
    for i in 0..k {
        for j in 0..k {
            if i != j && n[i][j] > 0.0 {
                n[i][j] += 1.0;
                wins[i][j] += 0.5;
            }
        }
    }
    let mut g = vec![1.0f64; k];
    for _ in 0..500 {
        let mut next = g.clone();
        for i in 0..k {
            let w: f64 = wins[i].iter().sum();
            let d: f64 = (0..k)
                .filter(|&j| j != i && n[i][j] > 0.0)
                .map(|j| n[i][j] / (g[i] + g[j]))
                .sum();
            if d > 0.0 {
                next[i] = w / d;
            }
        }
        let mean_log = next.iter().map(|x| x.ln()).sum::<f64>() / k as f64;
        for x in next.iter_mut() {
            *x = (x.ln() - mean_log).exp();
        }
        g = next;
    }
    g.iter().map(|x| 1500.0 + 400.0 * x.log10()).collect()
}

/// 95 % intervals of the ratings by resampling games.
fn bootstrap(k: usize, results: &[GameResult], rounds: usize, seed: u64) -> Vec<(f64, f64)> {
    if results.is_empty() {
        return vec![(1500.0, 1500.0); k];
    }
    let mut rng = GameRng::seed_from_u64(seed ^ 0xB007);
    let mut samples = vec![Vec::with_capacity(rounds); k];
    for _ in 0..rounds {
        let pick: Vec<&GameResult> = (0..results.len())
            .map(|_| &results[rng.gen_range(0..results.len())])
            .collect();
        for (e, r) in rate_refs(k, &pick).into_iter().enumerate() {
            samples[e].push(r);
        }
    }
    samples
        .into_iter()
        .map(|mut s| {
            s.sort_by(|a, b| a.partial_cmp(b).unwrap());
            let at = |q: f64| s[((s.len() - 1) as f64 * q).round() as usize];
            (at(0.025), at(0.975))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn result(entrants: Vec<usize>, scores: Vec<i32>) -> GameResult {
        GameResult {
            seed: 0,
            entrants,
            ranks: vec![],
            win_shares: vec![],
            scores,
            actions: 0,
        }
    }

    #[test]
    fn the_stronger_entrant_gets_the_higher_rating() {
        let mut rs = Vec::new();
        for i in 0..40 {
            // entrant 0 beats entrant 1 three times out of four
            let win = i % 4 != 0;
            rs.push(result(
                vec![0, 1],
                if win { vec![10, 5] } else { vec![5, 10] },
            ));
        }
        let r = rate(2, &rs);
        assert!(r[0] > r[1] + 100.0, "{r:?}");
        assert!((r[0] + r[1] - 3000.0).abs() < 1e-6);
        // Bradley-Terry with 30-10 (plus one virtual tie): 400*log10(30.5/10.5) apart.
        let expected = 400.0 * (30.5f64 / 10.5).log10();
        assert!((r[0] - r[1] - expected).abs() < 1.0, "{r:?}");
    }

    #[test]
    fn equal_entrants_rate_equally_and_ties_count_half() {
        let rs: Vec<_> = (0..10)
            .map(|_| result(vec![0, 1, 1], vec![7, 7, 7]))
            .collect();
        let r = rate(2, &rs);
        assert!((r[0] - r[1]).abs() < 1e-6, "{r:?}");
    }

    #[test]
    fn head_to_head_counts_pairings_between_entrants_only() {
        // Three seats: entrant 0 twice, entrant 1 once.
        let rs = vec![
            result(vec![0, 0, 1], vec![10, 4, 6]), // one 0 ahead of 1, one behind
            result(vec![1, 0, 0], vec![7, 7, 9]),  // a tie and a 0 ahead
        ];
        let h = head_to_head(2, &rs);
        assert_eq!(h.len(), 2);
        let zero = h.iter().find(|x| x.entrant == 0).unwrap();
        let one = h.iter().find(|x| x.entrant == 1).unwrap();
        assert_eq!((zero.against, zero.pairings), (1, 4));
        assert_eq!((one.against, one.pairings), (0, 4));
        // 0 ahead in: 10>6, 9>7 and half of 7=7 -> 2.5 of 4.
        assert!((zero.ahead - 0.625).abs() < 1e-12);
        assert!((one.ahead - 0.375).abs() < 1e-12);
    }
}
