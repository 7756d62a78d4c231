//! What the commands share about games: reading a game name (the registry decides
//! which exist), loading component sets, player counts, a random step.

use gaslamp_core::{Game, Match, Seat};
use gaslamp_games::Presented;
use std::path::Path;

/// A bad argument to a command (exit code 64, like the command line's own usage
/// errors), as opposed to a bad file or an illegal action in a record.
#[derive(Debug)]
pub struct ArgumentError(pub String);

impl std::fmt::Display for ArgumentError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ArgumentError {}

/// Returns an [`ArgumentError`] from the current function.
macro_rules! bad_argument {
    ($($t:tt)*) => {
        return Err(anyhow::Error::new($crate::games::ArgumentError(format!($($t)*))))
    };
}
pub(crate) use bad_argument;

/// The longest a timed measurement may run, in seconds.
pub const MAX_SECONDS: f64 = 3600.0;
/// The most games one `sim` or `arena` run plays.
pub const MAX_GAMES: u64 = 100_000_000;
/// The most threads a command starts.
pub const MAX_THREADS: usize = 1024;

/// Refuses a number of games that is zero or absurd.
pub fn check_games(games: u64) -> anyhow::Result<()> {
    if !(1..=MAX_GAMES).contains(&games) {
        bad_argument!("--games must be from 1 to {MAX_GAMES}, not {games}");
    }
    Ok(())
}

/// Refuses a number of threads that is zero or absurd.
pub fn check_threads(threads: usize) -> anyhow::Result<()> {
    if !(1..=MAX_THREADS).contains(&threads) {
        bad_argument!("--threads must be from 1 to {MAX_THREADS}, not {threads}");
    }
    Ok(())
}

/// Refuses a `--seat` that is not a seat of a `players`-player game: a bad argument
/// (exit code 64) in every command that takes a seat.
pub fn check_seat(seat: Seat, players: usize) -> anyhow::Result<()> {
    if seat >= players {
        bad_argument!(
            "--seat {seat}: there is no such seat in a {players}-player game (seats are 0 to {})",
            players.saturating_sub(1)
        );
    }
    Ok(())
}

/// Reads a game name on the command line: one of the registry's games.
pub fn parse_game(text: &str) -> Result<String, String> {
    gaslamp_games::find(text)
        .map(|g| g.info().name.to_string())
        .map_err(|e| e.to_string())
}

/// Loads a game's component set: its own, or the file given with `--components`
/// (every problem of a broken file is in the message).
pub fn load_components<G: Presented>(path: Option<&Path>) -> anyhow::Result<G::Components> {
    Ok(gaslamp_games::load_components::<G>(path)?)
}

/// Refuses a player count the game does not support.
pub fn check_players<G: Game>(players: usize) -> anyhow::Result<()> {
    let info = G::info();
    if !(info.min_players..=info.max_players).contains(&players) {
        bad_argument!(
            "{} is played by {} to {} players, not {players}",
            info.name,
            info.min_players,
            info.max_players
        );
    }
    Ok(())
}

/// Plays one random legal action of a random pending seat, returning who played
/// what; an error if no seat has a legal action in a running game (an engine bug).
pub fn random_step<G: Game>(
    m: &mut Match<G>,
    rng: &mut gaslamp_core::GameRng,
    legal: &mut Vec<G::Action>,
    seed: u64,
) -> anyhow::Result<(Seat, G::Action)> {
    m.step_random(rng, legal).ok_or_else(|| {
        anyhow::anyhow!("seed {seed}: no seat can act in a running game (an engine bug)")
    })
}

/// Refuses a `--seconds` value that is not a positive number.
pub fn check_seconds(seconds: f64) -> anyhow::Result<()> {
    if !(seconds.is_finite() && seconds > 0.0 && seconds <= MAX_SECONDS) {
        bad_argument!(
            "--seconds must be a positive number of at most {MAX_SECONDS}, not {seconds}"
        );
    }
    Ok(())
}

/// A Spyrium record (3 players, seed 9) of `actions` deterministic legal actions, for
/// the tests of the commands that read records.
#[cfg(test)]
pub fn test_record(actions: usize) -> gaslamp_core::Record {
    use spyrium::{Components, Spyrium};
    let cards = Components::builtin();
    let mut g = Spyrium::new_game(&cards, 3, 9, None).unwrap();
    let mut r = gaslamp_core::Record::new::<Spyrium>(&cards, 3, 9, None);
    for i in 0..actions {
        let seat = g.to_act().first().unwrap();
        let legal = g.legal_actions(seat);
        let a = legal[i % legal.len()];
        r.push(&g, seat, &a);
        g.apply(seat, &a).unwrap();
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn missing_card_file_is_reported_with_its_path() {
        let e = load_components::<spyrium::Spyrium>(Some(Path::new("/nonexistent/cards.toml")))
            .unwrap_err();
        let msg = format!("{e:#}");
        assert!(msg.contains("/nonexistent/cards.toml"), "{msg}");
    }
}
