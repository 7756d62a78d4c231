//! Who sits at a seat: a human at this terminal or a bot.
//!
//! A seat kind is written `NAME` or `NAME:PARAM` (e.g. `human`, `random`, and later
//! `greedy` or `ismcts:hard`). To add a bot: add a variant to [`SeatKind`], a row to
//! [`KNOWN`], a branch in [`SeatKind::from_str`] (reading its parameter, if any) and one
//! in [`SeatKind::make_bot`]. Bots implement `gaslamp_core::Bot`: they are handed only
//! their seat's view, the legal actions and a random generator.

use gaslamp_core::{Bot, Game, RandomBot};
use std::fmt;
use std::str::FromStr;

/// What fills one seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatKind {
    /// A person typing at this terminal.
    Human,
    /// Picks a legal action uniformly at random.
    Random,
}

/// Every seat kind: its name, its parameter (if it takes one) and what it is.
pub const KNOWN: &[(&str, &str)] = &[
    ("human", "a person at this terminal"),
    (
        "random",
        "a bot that picks a legal action uniformly at random",
    ),
];

fn known_list() -> String {
    KNOWN
        .iter()
        .map(|(name, what)| format!("`{name}` ({what})"))
        .collect::<Vec<_>>()
        .join(", ")
}

impl FromStr for SeatKind {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        let lower = text.trim().to_ascii_lowercase();
        let (name, param) = match lower.split_once(':') {
            Some((n, p)) => (n.trim(), Some(p.trim())),
            None => (lower.as_str(), None),
        };
        let no_param = |kind: SeatKind| match param {
            None => Ok(kind),
            Some(p) => Err(format!(
                "the seat kind `{name}` takes no parameter, but `:{p}` was given"
            )),
        };
        match name {
            "human" => no_param(SeatKind::Human),
            "random" => no_param(SeatKind::Random),
            "" => Err(format!("empty seat kind; known kinds: {}", known_list())),
            other => Err(format!(
                "unknown seat kind `{other}`; known kinds: {}",
                known_list()
            )),
        }
    }
}

impl fmt::Display for SeatKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SeatKind::Human => "human",
            SeatKind::Random => "random",
        })
    }
}

impl SeatKind {
    pub fn is_human(&self) -> bool {
        matches!(self, SeatKind::Human)
    }

    /// The bot for this seat, or `None` for a human.
    pub fn make_bot<G: Game>(&self) -> Option<Box<dyn Bot<G>>> {
        match self {
            SeatKind::Human => None,
            SeatKind::Random => Some(Box::new(RandomBot)),
        }
    }
}

/// The `--seats` argument: one kind per seat, seat 0 first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatList(pub Vec<SeatKind>);

/// Reads a comma-separated list of seat kinds, e.g. `human,random,random`.
pub fn parse_seat_list(text: &str) -> Result<SeatList, String> {
    let mut kinds = Vec::new();
    for (i, part) in text.split(',').enumerate() {
        let kind = part
            .parse::<SeatKind>()
            .map_err(|e| format!("seat {i}: {e}"))?;
        kinds.push(kind);
    }
    Ok(SeatList(kinds))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_known_kinds_case_insensitively() {
        assert_eq!("human".parse(), Ok(SeatKind::Human));
        assert_eq!(" Random ".parse(), Ok(SeatKind::Random));
        assert_eq!(
            parse_seat_list("human,random,RANDOM"),
            Ok(SeatList(vec![
                SeatKind::Human,
                SeatKind::Random,
                SeatKind::Random
            ]))
        );
    }

    #[test]
    fn unknown_kind_lists_the_known_ones() {
        let e = "greedy".parse::<SeatKind>().unwrap_err();
        assert!(e.contains("unknown seat kind `greedy`"), "{e}");
        for (name, _) in KNOWN {
            assert!(e.contains(name), "{e} should list {name}");
        }
        let e = parse_seat_list("human,,random").unwrap_err();
        assert!(e.starts_with("seat 1: empty seat kind"), "{e}");
    }

    #[test]
    fn kinds_without_parameters_reject_one() {
        let e = "random:hard".parse::<SeatKind>().unwrap_err();
        assert!(e.contains("takes no parameter"), "{e}");
    }

    #[test]
    fn display_round_trips() {
        for (name, _) in KNOWN {
            let k: SeatKind = name.parse().unwrap();
            assert_eq!(k.to_string(), *name);
        }
    }

    #[test]
    fn only_humans_have_no_bot() {
        assert!(SeatKind::Human.make_bot::<spyrium::Spyrium>().is_none());
        let bot = SeatKind::Random.make_bot::<spyrium::Spyrium>().unwrap();
        assert_eq!(bot.name(), "random");
    }
}
