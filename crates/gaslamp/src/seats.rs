//! Who sits at a seat: a human at this terminal or a bot.
//!
//! A seat kind is `human` or any bot specification of `gaslamp_ai::BotSpec`: `random`,
//! `greedy`, `ismcts`, `ismcts:LEVEL`, `ismcts:N` (iterations per decision),
//! `ismcts:500ms` / `ismcts:2s` (time per decision), `ismcts:N:depth=D:c=C:temp=T:k=K:w=W`
//! (tuned), or a level on its own (`easy`, `medium`, `hard`, `expert`). New bots are
//! added to `BotSpec` and become seat kinds here without any change. Bots implement
//! `gaslamp_core::Bot`: they are handed only their seat's view, the legal actions and
//! a random generator.

use crate::play::TEXTS;
use gaslamp_ai::{BotSpec, Budget, Level};
use gaslamp_core::tr;
use gaslamp_core::{untrusted, Bot, Game};
use std::fmt;
use std::str::FromStr;

/// What fills one seat.
#[derive(Clone, Debug, PartialEq)]
pub enum SeatKind {
    /// A person typing at this terminal.
    Human,
    /// A bot, as specified on the command line.
    Bot(BotSpec),
}

/// Every form of seat kind and what it is (for help and error messages).
pub const KNOWN: &[(&str, &str)] = &[
    ("human", "a person at this terminal"),
    ("random", "picks a legal action uniformly at random"),
    (
        "greedy",
        "one-ply look-ahead with the game's position estimate",
    ),
    (
        "ismcts",
        "information-set Monte Carlo tree search, 4000 iterations per decision",
    ),
    (
        "ismcts:LEVEL",
        "ISMCTS at a search level: medium, hard or expert",
    ),
    ("ismcts:N", "ISMCTS with N iterations per decision"),
    (
        "ismcts:500ms",
        "ISMCTS with a time per decision, likewise ismcts:2s or ismcts:1.5s",
    ),
    (
        "ismcts:N:depth=D:c=C:temp=T:k=K:w=W",
        "ISMCTS with tuned rollout depth, exploration and temperature",
    ),
    ("easy|medium|hard|expert", "a difficulty level on its own"),
];

/// The known seat kinds as one line, for error messages.
pub fn known_list() -> String {
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
        match (name, param) {
            ("", _) => Err(format!("empty seat kind; known kinds: {}", known_list())),
            ("human", None) => Ok(SeatKind::Human),
            ("human" | "random" | "greedy", Some(p)) => Err(format!(
                "the seat kind `{name}` takes no parameter, but `:{}` was given",
                untrusted(p)
            )),
            _ => match BotSpec::parse(&lower) {
                Ok(spec) => Ok(SeatKind::Bot(spec)),
                // The bot specification says what was wrong (a budget out of range, a
                // level that is not a search …); the user's text in it is escaped.
                Err(e) if name == "ismcts" => Err(format!(
                    "cannot read the ISMCTS seat kind `{}`: {e}; after `ismcts:` give a search level (medium, hard, expert), a number of iterations (e.g. 4000), a time (e.g. 500ms, 2s), optionally followed by :depth=D, :c=C, :temp=T, :k=K, :w=W; known kinds: {}",
                    untrusted(text.trim()),
                    known_list()
                )),
                Err(_) => Err(format!(
                    "unknown seat kind `{}`; known kinds: {}",
                    untrusted(text.trim()),
                    known_list()
                )),
            },
        }
    }
}

impl fmt::Display for SeatKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SeatKind::Human => f.write_str("human"),
            SeatKind::Bot(spec) => write!(f, "{spec}"),
        }
    }
}

/// The number of cores of this machine (at least 1).
pub fn cores() -> usize {
    std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1)
}

/// A sentence saying what a bot specification stands for, e.g.
/// `ISMCTS, 4000 iterations per decision, level hard`.
pub fn describe_spec(spec: &BotSpec) -> String {
    let budget = |b: &Budget| match b {
        Budget::Iterations(n) => tr!(TEXTS, "bot-iterations", n = *n),
        Budget::Time(d) => tr!(TEXTS, "bot-seconds", s = d.as_secs_f64().to_string()),
    };
    let what = match spec {
        BotSpec::Random => tr!(TEXTS, "bot-random"),
        BotSpec::Greedy => tr!(TEXTS, "bot-greedy"),
        BotSpec::Ismcts(b) => tr!(TEXTS, "bot-ismcts", budget = budget(b)),
        BotSpec::IsmctsTuned(c) => tr!(
            TEXTS,
            "bot-ismcts-tuned",
            budget = budget(&c.budget),
            depth = c
                .rollout_depth
                .map_or_else(|| tr!(TEXTS, "bot-own-depth"), |d| d.to_string()),
            c = c.exploration.to_string(),
            t = c.temperature.to_string()
        ),
    };
    match Level::ALL.into_iter().find(|l| l.spec() == *spec) {
        Some(l) => {
            let level = tr!(TEXTS, &format!("level-{}", l.name()));
            tr!(TEXTS, "bot-level", what = what, level = level)
        }
        None => what,
    }
}

impl SeatKind {
    pub fn is_human(&self) -> bool {
        matches!(self, SeatKind::Human)
    }

    /// What fills the seat, in words.
    pub fn describe(&self) -> String {
        match self {
            SeatKind::Human => tr!(TEXTS, "seat-human"),
            SeatKind::Bot(spec) => describe_spec(spec),
        }
    }

    /// The search threads a bot of this kind uses at the terminal: one for a number of
    /// iterations (the bot then plays exactly as rated in the arena, and a seed
    /// replays the same game on any machine), every core for a time budget.
    pub fn threads(&self) -> usize {
        match self {
            SeatKind::Bot(BotSpec::Ismcts(Budget::Time(_))) => cores(),
            SeatKind::Bot(BotSpec::IsmctsTuned(c)) if matches!(c.budget, Budget::Time(_)) => {
                cores()
            }
            _ => 1,
        }
    }

    /// The bot for this seat, or `None` for a human.
    pub fn make_bot<G: Game>(&self) -> Option<Box<dyn Bot<G>>> {
        match self {
            SeatKind::Human => None,
            SeatKind::Bot(spec) => Some(spec.build::<G>(self.threads())),
        }
    }
}

/// The `--seats` argument: one kind per seat, seat 0 first.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatList(pub Vec<SeatKind>);

/// Reads a comma-separated list of seat kinds, e.g. `human,ismcts:hard,greedy`.
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

/// Reads a comma-separated list of bot specifications (`--bots` of `gaslamp arena`).
pub fn parse_bot_list(text: &str) -> Result<Vec<BotSpec>, String> {
    let mut bots = Vec::new();
    for (i, part) in text.split(',').enumerate() {
        match part.parse::<SeatKind>() {
            Ok(SeatKind::Bot(spec)) => bots.push(spec),
            Ok(SeatKind::Human) => {
                return Err(format!(
                    "bot {i}: `human` cannot play in the arena; give bots only (random, greedy, ismcts, ismcts:LEVEL, ismcts:N, ismcts:500ms, or a level)"
                ))
            }
            Err(e) => {
                return Err(format!(
                    "bot {i}: {}",
                    e.replace("seat kind", "bot").replace(
                        "`human` (a person at this terminal), ",
                        ""
                    )
                ))
            }
        }
    }
    Ok(bots)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn reads_known_kinds_case_insensitively() {
        assert_eq!("human".parse(), Ok(SeatKind::Human));
        assert_eq!(" Random ".parse(), Ok(SeatKind::Bot(BotSpec::Random)));
        assert_eq!(
            parse_seat_list("human,greedy,ISMCTS:hard,ismcts:1s,easy"),
            Ok(SeatList(vec![
                SeatKind::Human,
                SeatKind::Bot(BotSpec::Greedy),
                SeatKind::Bot(Level::Hard.spec()),
                SeatKind::Bot(BotSpec::Ismcts(Budget::Time(Duration::from_secs(1)))),
                SeatKind::Bot(BotSpec::Greedy),
            ]))
        );
    }

    #[test]
    fn every_bot_spec_is_a_seat_kind() {
        for t in [
            "random",
            "greedy",
            "ismcts",
            "ismcts:medium",
            "ismcts:hard",
            "ismcts:expert",
            "ismcts:4000",
            "ismcts:500ms",
            "ismcts:2s",
            "ismcts:2000:depth=0:c=0.5",
            "medium",
            "expert",
        ] {
            let k: SeatKind = t.parse().unwrap_or_else(|e| panic!("{t}: {e}"));
            assert_eq!(k, SeatKind::Bot(BotSpec::parse(t).unwrap()), "{t}");
        }
    }

    #[test]
    fn unknown_kind_lists_the_known_ones() {
        let e = "wizard".parse::<SeatKind>().unwrap_err();
        assert!(e.contains("unknown seat kind `wizard`"), "{e}");
        for name in [
            "human",
            "random",
            "greedy",
            "ismcts:LEVEL",
            "ismcts:N",
            "hard",
        ] {
            assert!(e.contains(name), "{e} should list {name}");
        }
        let e = parse_seat_list("human,,random").unwrap_err();
        assert!(e.starts_with("seat 1: empty seat kind"), "{e}");
        let e = "ismcts:fast".parse::<SeatKind>().unwrap_err();
        assert!(e.contains("`ismcts:fast`") && e.contains("500ms"), "{e}");
    }

    #[test]
    fn kinds_without_parameters_reject_one() {
        for t in ["random:hard", "human:2", "greedy:3"] {
            let e = t.parse::<SeatKind>().unwrap_err();
            assert!(e.contains("takes no parameter"), "{e}");
        }
    }

    #[test]
    fn display_round_trips() {
        for t in ["human", "random", "greedy", "ismcts:4000", "ismcts:500ms"] {
            let k: SeatKind = t.parse().unwrap();
            assert_eq!(k.to_string(), t);
        }
        assert_eq!(
            "hard".parse::<SeatKind>().unwrap().describe(),
            "ISMCTS, 4000 iterations per decision, level hard"
        );
    }

    #[test]
    fn only_humans_have_no_bot() {
        assert!(SeatKind::Human.make_bot::<spyrium::Spyrium>().is_none());
        let bot = SeatKind::Bot(BotSpec::Random)
            .make_bot::<spyrium::Spyrium>()
            .unwrap();
        assert_eq!(bot.name(), "random");
        let bot = "ismcts:30"
            .parse::<SeatKind>()
            .unwrap()
            .make_bot::<spyrium::Spyrium>()
            .unwrap();
        assert_eq!(bot.name(), "ismcts:30");
    }

    #[test]
    fn bot_lists_refuse_humans() {
        assert_eq!(
            parse_bot_list("greedy,ismcts:50"),
            Ok(vec![
                BotSpec::Greedy,
                BotSpec::Ismcts(Budget::Iterations(50))
            ])
        );
        let e = parse_bot_list("greedy,human").unwrap_err();
        assert!(e.starts_with("bot 1: `human` cannot play"), "{e}");
        let e = parse_bot_list("greedy,wizard").unwrap_err();
        assert!(e.contains("unknown bot `wizard`"), "{e}");
        assert!(!e.contains("`human`"), "{e}");
    }
}
