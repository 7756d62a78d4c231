//! What the commands share about games: reading a game name (the registry decides
//! which exist), loading component sets, player counts, a random step.

use gaslamp_core::{Game, Match, Seat};
use gaslamp_games::Presented;
use std::path::Path;

/// Reads a game name on the command line: one of the registry's games.
pub fn parse_game(text: &str) -> Result<String, String> {
    gaslamp_games::find(text)
        .map(|g| g.info().name.to_string())
        .map_err(|e| e.to_string())
}

/// Loads a game's component set: its own, or the file given with `--components`
/// (every problem of a broken file is in the message).
pub fn load_options<G: Presented>(path: Option<&Path>) -> anyhow::Result<G::Options> {
    Ok(gaslamp_games::load_options::<G>(path)?)
}

/// Refuses a player count the game does not support.
pub fn check_players<G: Game>(players: usize) -> anyhow::Result<()> {
    let info = G::info();
    if !(info.min_players..=info.max_players).contains(&players) {
        anyhow::bail!(
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
    if !(seconds.is_finite() && seconds > 0.0) {
        anyhow::bail!("--seconds must be a positive number, not {seconds}");
    }
    Ok(())
}

/// A Spyrium record (3 players, seed 9) of `actions` deterministic legal actions, for
/// the tests of the commands that read records.
#[cfg(test)]
pub fn test_record(actions: usize) -> gaslamp_core::Record {
    use spyrium::{CardSet, Spyrium};
    let cards = CardSet::builtin();
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
        let e = load_options::<spyrium::Spyrium>(Some(Path::new("/nonexistent/cards.toml")))
            .unwrap_err();
        let msg = format!("{e:#}");
        assert!(msg.contains("/nonexistent/cards.toml"), "{msg}");
    }
}
