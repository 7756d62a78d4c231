//! Bot specifications as written on the command line: `random`, `greedy`, `ismcts`,
//! `ismcts:hard`, `ismcts:500ms`, `ismcts:2s`, `ismcts:5000` (iterations), and the
//! difficulty levels `easy`, `medium`, `hard`, `expert` on their own.

use crate::greedy::GreedyBot;
use crate::ismcts::{Budget, Config, IsmctsBot};
use gaslamp_core::{Bot, Game, RandomBot};
use std::fmt;
use std::time::Duration;

/// A difficulty level for players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    Easy,
    Medium,
    Hard,
    Expert,
}

impl Level {
    pub const ALL: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Expert];

    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }

    fn parse(s: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name() == s)
    }

    /// The bot a level stands for.
    pub fn spec(self) -> BotSpec {
        match self {
            Level::Easy => BotSpec::Greedy,
            Level::Medium => BotSpec::Ismcts(Budget::Iterations(1000)),
            Level::Hard => BotSpec::Ismcts(Budget::Iterations(DEFAULT_ITERATIONS)),
            Level::Expert => BotSpec::Ismcts(Budget::Time(Duration::from_secs(1))),
        }
    }
}

/// The iterations of the default ISMCTS bot (about 0.05 s per decision on one core).
pub const DEFAULT_ITERATIONS: u64 = 4000;

/// Which bot fills a seat.
#[derive(Clone, Debug, PartialEq)]
pub enum BotSpec {
    Random,
    Greedy,
    /// ISMCTS with this budget and, optionally, tuned parameters
    /// (`ismcts:2000:depth=0:c=0.5:temp=3`).
    Ismcts(Budget),
    IsmctsTuned(Config),
}

/// A bot specification that could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown bot `{0}`: expected random, greedy, ismcts, ismcts:LEVEL (easy, medium, hard, expert), ismcts:N (iterations), ismcts:500ms or ismcts:2s, or a level on its own")]
pub struct SpecError(pub String);

impl BotSpec {
    pub fn parse(text: &str) -> Result<BotSpec, SpecError> {
        let t = text.trim().to_ascii_lowercase();
        let err = || SpecError(text.to_string());
        if let Some(l) = Level::parse(&t) {
            return Ok(l.spec());
        }
        let (name, arg) = match t.split_once(':') {
            Some((n, a)) => (n, Some(a)),
            None => (t.as_str(), None),
        };
        match (name, arg) {
            ("random", None) => Ok(BotSpec::Random),
            ("greedy", None) => Ok(BotSpec::Greedy),
            ("ismcts", None) => Ok(BotSpec::Ismcts(Budget::Iterations(DEFAULT_ITERATIONS))),
            ("ismcts", Some(a)) if a.contains(':') => {
                let mut parts = a.split(':');
                let budget = parts.next().and_then(parse_budget).ok_or_else(err)?;
                let mut cfg = Config {
                    budget,
                    ..Config::default()
                };
                for p in parts {
                    let (k, v) = p.split_once('=').ok_or_else(err)?;
                    match k {
                        "depth" => cfg.rollout_depth = v.parse().map_err(|_| err())?,
                        "c" => cfg.exploration = v.parse().map_err(|_| err())?,
                        "temp" => cfg.temperature = v.parse().map_err(|_| err())?,
                        "threads" => cfg.threads = v.parse().map_err(|_| err())?,
                        "k" => cfg.rollout_candidates = v.parse().map_err(|_| err())?,
                        _ => return Err(err()),
                    }
                }
                Ok(BotSpec::IsmctsTuned(cfg))
            }
            ("ismcts", Some(a)) => {
                if let Some(l) = Level::parse(a) {
                    return match l.spec() {
                        s @ BotSpec::Ismcts(_) => Ok(s),
                        _ => Ok(BotSpec::Ismcts(Budget::Iterations(100))),
                    };
                }
                parse_budget(a).map(BotSpec::Ismcts).ok_or_else(err)
            }
            _ => Err(err()),
        }
    }

    /// A new bot of this kind.
    pub fn build<G: Game>(&self, threads: usize) -> Box<dyn Bot<G>> {
        match self {
            BotSpec::Random => Box::new(RandomBot),
            BotSpec::Greedy => Box::new(GreedyBot),
            BotSpec::Ismcts(budget) => Box::new(IsmctsBot::new(
                Config {
                    budget: *budget,
                    threads,
                    ..Config::default()
                },
                self.to_string(),
            )),
            BotSpec::IsmctsTuned(cfg) => Box::new(IsmctsBot::new(
                Config {
                    threads: cfg.threads.max(threads),
                    ..cfg.clone()
                },
                self.to_string(),
            )),
        }
    }
}

/// `5000` = iterations, `500ms` / `2s` / `1.5s` = time.
pub fn parse_budget(a: &str) -> Option<Budget> {
    if let Some(ms) = a.strip_suffix("ms") {
        let v: f64 = ms.parse().ok()?;
        return (v > 0.0).then(|| Budget::Time(Duration::from_secs_f64(v / 1000.0)));
    }
    if let Some(s) = a.strip_suffix('s') {
        let v: f64 = s.parse().ok()?;
        return (v > 0.0).then(|| Budget::Time(Duration::from_secs_f64(v)));
    }
    let n: u64 = a.parse().ok()?;
    (n > 0).then_some(Budget::Iterations(n))
}

fn budget_text(b: &Budget) -> String {
    match b {
        Budget::Iterations(n) => n.to_string(),
        Budget::Time(d) => {
            let ms = d.as_millis();
            if ms % 1000 == 0 {
                format!("{}s", ms / 1000)
            } else {
                format!("{ms}ms")
            }
        }
    }
}

impl fmt::Display for BotSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BotSpec::Random => write!(f, "random"),
            BotSpec::Greedy => write!(f, "greedy"),
            BotSpec::Ismcts(b) => write!(f, "ismcts:{}", budget_text(b)),
            BotSpec::IsmctsTuned(c) => {
                let d = Config::default();
                write!(f, "ismcts:{}", budget_text(&c.budget))?;
                if c.rollout_depth != d.rollout_depth {
                    write!(f, ":depth={}", c.rollout_depth)?;
                }
                if c.exploration != d.exploration {
                    write!(f, ":c={}", c.exploration)?;
                }
                if c.temperature != d.temperature {
                    write!(f, ":temp={}", c.temperature)?;
                }
                if c.threads != d.threads {
                    write!(f, ":threads={}", c.threads)?;
                }
                if c.rollout_candidates != d.rollout_candidates {
                    write!(f, ":k={}", c.rollout_candidates)?;
                }
                Ok(())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn specs_parse_and_print_back() {
        for t in [
            "random",
            "greedy",
            "ismcts:4000",
            "ismcts:500ms",
            "ismcts:2s",
            "ismcts:300:depth=0:c=0.5:temp=3",
        ] {
            assert_eq!(BotSpec::parse(t).unwrap().to_string(), t);
        }
        assert_eq!(
            BotSpec::parse("ismcts:1s").unwrap(),
            BotSpec::Ismcts(Budget::Time(Duration::from_secs(1)))
        );
        assert_eq!(BotSpec::parse("easy").unwrap(), BotSpec::Greedy);
        assert_eq!(BotSpec::parse("ismcts:hard").unwrap(), Level::Hard.spec());
        assert_eq!(
            BotSpec::parse("ISMCTS").unwrap(),
            BotSpec::Ismcts(Budget::Iterations(DEFAULT_ITERATIONS))
        );
        for bad in [
            "",
            "minimax",
            "ismcts:",
            "ismcts:0",
            "ismcts:-1s",
            "greedy:3",
            "ismcts:100:depth",
            "ismcts:100:speed=3",
        ] {
            assert!(BotSpec::parse(bad).is_err(), "{bad}");
        }
    }
}
