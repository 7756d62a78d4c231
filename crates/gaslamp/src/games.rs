//! The games the command knows, and what a terminal needs from a game beyond
//! `gaslamp_core::Game`: loading its component file and drawing it as text.

use anyhow::Context;
use gaslamp_core::{Game, Seat};
use std::path::Path;
use std::sync::Arc;

/// A game name on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum GameName {
    Spyrium,
}

/// The names accepted in a record's `game` field.
pub const KNOWN_GAMES: &[&str] = &["spyrium"];

/// What the command line needs from a game besides [`Game`].
pub trait CliGame: Game {
    /// Loads the component set: the built-in one, or a file given with `--cards`.
    fn options_from(path: Option<&Path>) -> anyhow::Result<Self::Options>;

    /// The whole state as JSON, hidden parts included (`gaslamp replay` without `--seat`).
    fn full_state_json(&self) -> serde_json::Value;

    /// A short line saying where the game stands, e.g. `Turn 2 of 6 (period A)`.
    /// A new banner is printed whenever it changes.
    fn banner(&self) -> String;

    /// The board as `seat` sees it, for a human about to act.
    fn render_view(view: &Self::View, seat: Seat) -> String;

    /// The end of the game: final scores (with any breakdown) and winners.
    fn final_report(&self) -> String;
}

/// Loads a game's component set, with every problem of a broken file in the message.
pub fn load_options<G: CliGame>(path: Option<&Path>) -> anyhow::Result<G::Options> {
    G::options_from(path)
}

/// The Spyrium card set: built-in, or from a file (every problem is listed).
pub fn spyrium_cards(path: Option<&Path>) -> anyhow::Result<Arc<spyrium::CardSet>> {
    match path {
        None => Ok(spyrium::CardSet::builtin()),
        Some(p) => {
            let set = spyrium::CardSet::load(p)
                .with_context(|| format!("cannot use the card file {}", p.display()))?;
            Ok(Arc::new(set))
        }
    }
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

/// Plays one uniformly random legal action, returning who played what; an error if
/// the game has no seat to act or that seat has no legal action (an engine bug).
pub fn random_step<G: Game>(
    g: &mut G,
    rng: &mut gaslamp_core::GameRng,
    legal: &mut Vec<G::Action>,
    seed: u64,
) -> anyhow::Result<(Seat, G::Action)> {
    use rand::Rng;
    let Some(seat) = g.to_act().first() else {
        anyhow::bail!("seed {seed}: no seat to act in a running game");
    };
    legal.clear();
    g.legal_actions_into(seat, legal);
    if legal.is_empty() {
        anyhow::bail!("seed {seed}: seat {seat} has no legal action");
    }
    let a = legal[rng.gen_range(0..legal.len())].clone();
    g.apply_unchecked(seat, &a);
    Ok((seat, a))
}

/// Refuses a `--seconds` value that is not a positive number.
pub fn check_seconds(seconds: f64) -> anyhow::Result<()> {
    if !(seconds.is_finite() && seconds > 0.0) {
        anyhow::bail!("--seconds must be a positive number, not {seconds}");
    }
    Ok(())
}

/// Names of the seats that won, e.g. `seat 1 and seat 3`.
pub fn seat_names(seats: &[Seat]) -> String {
    let names: Vec<String> = seats.iter().map(|s| format!("seat {s}")).collect();
    match names.len() {
        0 => "nobody".into(),
        1 => names[0].clone(),
        n => format!("{} and {}", names[..n - 1].join(", "), names[n - 1]),
    }
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
    fn seat_names_read_as_english() {
        assert_eq!(seat_names(&[2]), "seat 2");
        assert_eq!(seat_names(&[0, 3]), "seat 0 and seat 3");
        assert_eq!(seat_names(&[0, 1, 2]), "seat 0, seat 1 and seat 2");
    }

    #[test]
    fn missing_card_file_is_reported_with_its_path() {
        let e = spyrium_cards(Some(Path::new("/nonexistent/cards.toml"))).unwrap_err();
        let msg = format!("{e:#}");
        assert!(msg.contains("/nonexistent/cards.toml"), "{msg}");
    }
}
