//! `gaslamp sim`: many random games as fast as possible, with a few statistics.
//!
//! Each seat picks a legal action uniformly at random (what `gaslamp_core::RandomBot`
//! does, without building views, so that games run at engine speed) and actions are
//! applied with `apply_unchecked`. Game `i` uses seed `S + i` for the game and for the
//! choices, so a reported seed reproduces its game.

use gaslamp_core::{rng_from_seed, Game, Match, Seat};

use serde::Serialize;
use std::io::Write;
use std::time::Instant;

/// A game still running after this many actions is given up and reported.
pub const DEFAULT_ACTION_CAP: u64 = 100_000;

/// What `gaslamp sim` reports.
#[derive(Clone, Debug, Serialize)]
pub struct SimReport {
    pub game: String,
    pub players: usize,
    pub seed: u64,
    pub games: u64,
    pub seconds: f64,
    pub games_per_second: f64,
    pub mean_actions: f64,
    pub max_actions: u64,
    pub mean_winning_score: f64,
    pub max_winning_score: i32,
    pub mean_score: f64,
    /// Games that had not ended after the action cap, or where a seat to act had no
    /// legal action. There should be none.
    pub unfinished: u64,
    pub unfinished_seeds: Vec<u64>,
}

/// How one random game went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RandomGame {
    Finished {
        actions: u64,
        scores: Vec<i32>,
    },
    /// Still running after the action cap.
    TooLong,
    /// A seat had to act but had no legal action (an engine bug).
    Stuck {
        seat: Seat,
        actions: u64,
    },
}

/// Plays one random game from `seed`, reusing `legal` as the action buffer.
pub fn random_game<G: Game>(
    components: &G::Components,
    players: usize,
    seed: u64,
    cap: u64,
    legal: &mut Vec<G::Action>,
) -> anyhow::Result<RandomGame> {
    let mut m = Match::<G>::new(components, players, seed, None)
        .map_err(|e| anyhow::anyhow!("cannot start a game: {e}"))?;
    let mut rng = rng_from_seed(seed);
    while !m.is_over() {
        if m.version() >= cap {
            return Ok(RandomGame::TooLong);
        }
        if m.step_random(&mut rng, legal).is_none() {
            return Ok(RandomGame::Stuck {
                seat: m.to_act().first().unwrap_or(0),
                actions: m.version(),
            });
        }
    }
    Ok(RandomGame::Finished {
        actions: m.version(),
        scores: m.state().scores(),
    })
}

/// Plays `games` random games with seeds `seed..seed+games`.
pub fn simulate<G: Game>(
    components: &G::Components,
    players: usize,
    games: u64,
    seed: u64,
    cap: u64,
) -> anyhow::Result<SimReport> {
    crate::games::check_players::<G>(players)?;
    if games > 0 {
        crate::games::check_games(games)?;
    }
    let start = Instant::now();
    let mut legal = Vec::new();
    let (mut total_actions, mut max_actions) = (0u64, 0u64);
    let (mut win_sum, mut win_max) = (0i64, i32::MIN);
    let (mut score_sum, mut score_n) = (0i64, 0u64);
    let mut finished = 0u64;
    let mut unfinished_seeds = Vec::new();
    for i in 0..games {
        let s = seed.wrapping_add(i);
        match random_game::<G>(components, players, s, cap, &mut legal)? {
            RandomGame::Finished { actions, scores } => {
                finished += 1;
                total_actions += actions;
                max_actions = max_actions.max(actions);
                let best = scores.iter().copied().max().unwrap_or(0);
                win_sum += best as i64;
                win_max = win_max.max(best);
                score_sum += scores.iter().map(|&x| x as i64).sum::<i64>();
                score_n += scores.len() as u64;
            }
            RandomGame::TooLong | RandomGame::Stuck { .. } => unfinished_seeds.push(s),
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    let per = |x: f64, n: u64| if n == 0 { 0.0 } else { x / n as f64 };
    Ok(SimReport {
        game: G::info().name.to_string(),
        players,
        seed,
        games,
        seconds,
        games_per_second: if seconds > 0.0 {
            games as f64 / seconds
        } else {
            0.0
        },
        mean_actions: per(total_actions as f64, finished),
        max_actions,
        mean_winning_score: per(win_sum as f64, finished),
        max_winning_score: if finished == 0 { 0 } else { win_max },
        mean_score: per(score_sum as f64, score_n),
        unfinished: unfinished_seeds.len() as u64,
        unfinished_seeds,
    })
}

impl SimReport {
    pub fn print(&self, out: &mut dyn Write) -> std::io::Result<()> {
        writeln!(
            out,
            "{} random {}-player games of {} (seeds {}..{})",
            self.games,
            self.players,
            self.game,
            self.seed,
            self.seed.wrapping_add(self.games)
        )?;
        writeln!(
            out,
            "  time:               {:.3} s ({:.0} games/s, one thread)",
            self.seconds, self.games_per_second
        )?;
        writeln!(
            out,
            "  actions per game:   mean {:.1}, max {}",
            self.mean_actions, self.max_actions
        )?;
        writeln!(
            out,
            "  winning score:      mean {:.1}, max {}",
            self.mean_winning_score, self.max_winning_score
        )?;
        writeln!(out, "  mean score:         {:.1}", self.mean_score)?;
        if self.unfinished == 0 {
            writeln!(out, "  unfinished games:   0")?;
        } else {
            let seeds: Vec<String> = self.unfinished_seeds.iter().map(u64::to_string).collect();
            writeln!(
                out,
                "  unfinished games:   {} (seeds: {}) - an engine bug",
                self.unfinished,
                seeds.join(", ")
            )?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use spyrium::{Components, Spyrium};

    #[test]
    fn random_games_end_and_are_reproducible() {
        let cards = Components::builtin();
        let mut legal = Vec::new();
        let a = random_game::<Spyrium>(&cards, 4, 42, DEFAULT_ACTION_CAP, &mut legal).unwrap();
        let b = random_game::<Spyrium>(&cards, 4, 42, DEFAULT_ACTION_CAP, &mut legal).unwrap();
        assert_eq!(a, b);
        assert!(matches!(a, RandomGame::Finished { .. }));
    }

    #[test]
    fn a_tiny_cap_reports_the_game_as_unfinished() {
        let r = simulate::<Spyrium>(&Components::builtin(), 2, 3, 100, 5).unwrap();
        assert_eq!(r.unfinished, 3);
        assert_eq!(r.unfinished_seeds, vec![100, 101, 102]);
    }

    #[test]
    fn report_counts_games_and_scores() {
        let r = simulate::<Spyrium>(&Components::builtin(), 3, 10, 0, DEFAULT_ACTION_CAP).unwrap();
        assert_eq!(r.games, 10);
        assert_eq!(r.unfinished, 0);
        assert!(r.mean_actions > 0.0);
        assert!(r.max_winning_score as f64 >= r.mean_winning_score);
        assert!(r.mean_winning_score >= r.mean_score);
        let bad = simulate::<Spyrium>(&Components::builtin(), 6, 1, 0, 10).unwrap_err();
        assert!(bad.to_string().contains("2 to 5 players"), "{bad}");
    }
}
