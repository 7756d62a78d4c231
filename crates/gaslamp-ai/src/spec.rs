//! Bot specifications as written on the command line: `random`, `greedy`, `ismcts`,
//! `ismcts:hard`, `ismcts:500ms`, `ismcts:2s`, `ismcts:5000` (iterations), and the
//! difficulty levels `easy`, `medium`, `hard`, `expert` on their own.
//!
//! Specifications come from users (command line, server, Python), so every number is
//! checked against a sane range before it is used: a budget of 1 to [`MAX_ITERATIONS`]
//! iterations or 1 ms to [`MAX_TIME`], finite tuning parameters, at most
//! [`MAX_THREADS`] threads. A refusal names the limit, and quotes the user's text with
//! control characters escaped and at most 200 characters.

use crate::greedy::GreedyBot;
use crate::ismcts::{Budget, Config, IsmctsBot};
use gaslamp_core::{untrusted, Bot, Game, RandomBot};
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

    /// The level a bot stands for, if it is one of them (what people are shown).
    pub fn of(spec: &BotSpec) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.spec() == *spec)
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

/// The largest iteration budget accepted.
pub const MAX_ITERATIONS: u64 = 100_000_000;
/// The longest time budget accepted (per decision).
pub const MAX_TIME: Duration = Duration::from_secs(3600);
/// The shortest time budget accepted.
pub const MIN_TIME: Duration = Duration::from_millis(1);
/// The most search threads accepted.
pub const MAX_THREADS: usize = 256;
/// The longest rollout accepted (actions below the tree).
pub const MAX_ROLLOUT_DEPTH: u32 = 10_000;
/// The most rollout candidates accepted.
pub const MAX_ROLLOUT_CANDIDATES: u32 = 64;

/// A bot specification that could not be read: the whole message, with the user's
/// text escaped and shortened ([`gaslamp_core::untrusted`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct SpecError(pub String);

const EXPECTED: &str = "expected random, greedy, ismcts, ismcts:LEVEL (medium, hard, expert), ismcts:N (iterations), ismcts:500ms or ismcts:2s, or a level on its own";

impl SpecError {
    fn unknown(text: &str) -> Self {
        SpecError(format!(
            "unknown bot `{}`: {EXPECTED}",
            untrusted(text.trim())
        ))
    }

    fn bad(text: &str, why: impl fmt::Display) -> Self {
        SpecError(format!("bad bot `{}`: {why}", untrusted(text.trim())))
    }
}

/// Why a budget text was not accepted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BudgetError {
    /// Not written as a budget at all (`fast`).
    NotABudget,
    /// A number, but outside the accepted range; the message names the range.
    OutOfRange(String),
}

impl fmt::Display for BudgetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BudgetError::NotABudget => write!(
                f,
                "a search budget is a number of iterations (e.g. 4000) or a time (e.g. 500ms, 2s)"
            ),
            BudgetError::OutOfRange(m) => f.write_str(m),
        }
    }
}

impl BotSpec {
    pub fn parse(text: &str) -> Result<BotSpec, SpecError> {
        let t = text.trim().to_ascii_lowercase();
        let err = || SpecError::unknown(text);
        let budget = |a: &str| {
            read_budget(a).map_err(|e| match e {
                BudgetError::NotABudget => SpecError::unknown(text),
                e => SpecError::bad(text, e),
            })
        };
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
                let budget = budget(parts.next().unwrap_or(""))?;
                let mut cfg = Config {
                    budget,
                    ..Config::default()
                };
                for p in parts {
                    let (k, v) = p.split_once('=').ok_or_else(err)?;
                    let range = |what: &str| {
                        SpecError::bad(text, format!("`{k}` ({what}) must be {}", range_of(k)))
                    };
                    match k {
                        "depth" => {
                            cfg.rollout_depth = Some(
                                v.parse()
                                    .ok()
                                    .filter(|&d| d <= MAX_ROLLOUT_DEPTH)
                                    .ok_or_else(|| range("rollout depth"))?,
                            )
                        }
                        "c" => {
                            cfg.exploration = v
                                .parse()
                                .ok()
                                .filter(|c: &f64| c.is_finite() && *c >= 0.0 && *c <= 100.0)
                                .ok_or_else(|| range("exploration"))?
                        }
                        "temp" => {
                            cfg.temperature = v
                                .parse()
                                .ok()
                                .filter(|t: &f64| t.is_finite() && *t >= 0.001 && *t <= 1e6)
                                .ok_or_else(|| range("temperature"))?
                        }
                        "threads" => {
                            cfg.threads = v
                                .parse()
                                .ok()
                                .filter(|t| (1..=MAX_THREADS).contains(t))
                                .ok_or_else(|| range("threads"))?
                        }
                        "w" => {
                            cfg.widening = v
                                .parse()
                                .ok()
                                .filter(|w: &f64| w.is_finite() && *w >= 0.0 && *w <= 1000.0)
                                .ok_or_else(|| range("widening"))?
                        }
                        "mix" => {
                            cfg.simultaneous_mix = v
                                .parse()
                                .ok()
                                .filter(|m: &f64| (0.0..=1.0).contains(m))
                                .ok_or_else(|| range("simultaneous mix"))?
                        }
                        "stop" => {
                            cfg.rollout_to_checkpoint = match v {
                                "0" => Some(false),
                                "1" => Some(true),
                                _ => return Err(range("rollouts to the checkpoint")),
                            }
                        }
                        "k" => {
                            cfg.rollout_candidates = v
                                .parse()
                                .ok()
                                .filter(|k| (1..=MAX_ROLLOUT_CANDIDATES).contains(k))
                                .ok_or_else(|| range("rollout candidates"))?
                        }
                        _ => return Err(err()),
                    }
                }
                Ok(BotSpec::IsmctsTuned(cfg))
            }
            ("ismcts", Some(a)) => {
                // A level name means one bot everywhere: `ismcts:LEVEL` is that
                // level, so it exists only for the levels that are searches.
                if let Some(l) = Level::parse(a) {
                    return match l.spec() {
                        s @ BotSpec::Ismcts(_) => Ok(s),
                        other => Err(SpecError(format!(
                            "`{}` is not a search level: {} is the {other} bot; write `{}` (or `{other}`), or a small search such as `ismcts:100`",
                            untrusted(text.trim()),
                            l.name(),
                            l.name()
                        ))),
                    };
                }
                budget(a).map(BotSpec::Ismcts)
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

/// The accepted range of a tuning parameter, for messages.
fn range_of(key: &str) -> String {
    match key {
        "depth" => format!("a whole number from 0 to {MAX_ROLLOUT_DEPTH}"),
        "c" => "a number from 0 to 100".into(),
        "temp" => "a number from 0.001 to 1000000".into(),
        "threads" => format!("a whole number from 1 to {MAX_THREADS}"),
        "w" => "a number from 0 to 1000".into(),
        "mix" => "a number from 0 to 1".into(),
        "stop" => "0 or 1".into(),
        _ => format!("a whole number from 1 to {MAX_ROLLOUT_CANDIDATES}"),
    }
}

/// `5000` = iterations, `500ms` / `2s` / `1.5s` = time; `None` for anything else,
/// including budgets outside the accepted ranges ([`read_budget`] says why).
pub fn parse_budget(a: &str) -> Option<Budget> {
    read_budget(a).ok()
}

/// Reads a budget (lower case): `5000` iterations (1 to [`MAX_ITERATIONS`]), or
/// `500ms`, `2s`, `1.5s` (from [`MIN_TIME`] to [`MAX_TIME`]).
pub fn read_budget(a: &str) -> Result<Budget, BudgetError> {
    let time = |number: &str, scale: f64| -> Result<Budget, BudgetError> {
        let v: f64 = number.parse().map_err(|_| BudgetError::NotABudget)?;
        let secs = v * scale;
        if secs.is_finite() && secs >= MIN_TIME.as_secs_f64() && secs <= MAX_TIME.as_secs_f64() {
            Ok(Budget::Time(Duration::from_secs_f64(secs)))
        } else {
            Err(BudgetError::OutOfRange(format!(
                "a search time must be from 1 ms to 3600 s (1 hour), not `{}`",
                untrusted(a)
            )))
        }
    };
    if let Some(ms) = a.strip_suffix("ms") {
        return time(ms, 0.001);
    }
    if let Some(s) = a.strip_suffix('s') {
        return time(s, 1.0);
    }
    let out_of_range = || {
        BudgetError::OutOfRange(format!(
            "a number of iterations must be a whole number from 1 to {MAX_ITERATIONS} (100 million), not `{}`",
            untrusted(a)
        ))
    };
    match a.parse::<u64>() {
        Ok(n) if (1..=MAX_ITERATIONS).contains(&n) => Ok(Budget::Iterations(n)),
        Ok(_) => Err(out_of_range()),
        // Too large for u64, negative, fractional, `inf`, `nan`: a number all the same.
        Err(_)
            if a.parse::<f64>().is_ok()
                || (!a.is_empty() && a.bytes().all(|b| b.is_ascii_digit())) =>
        {
            Err(out_of_range())
        }
        Err(_) => Err(BudgetError::NotABudget),
    }
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
                if let Some(depth) = c.rollout_depth {
                    write!(f, ":depth={depth}")?;
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
                if c.widening != d.widening {
                    write!(f, ":w={}", c.widening)?;
                }
                if c.simultaneous_mix != d.simultaneous_mix {
                    write!(f, ":mix={}", c.simultaneous_mix)?;
                }
                if let Some(stop) = c.rollout_to_checkpoint {
                    write!(f, ":stop={}", u8::from(stop))?;
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
            "ismcts:300:depth=12",
            "ismcts:300:w=0",
            "ismcts:300:mix=0",
            "ismcts:300:k=1:w=2.5",
            "ismcts:300:depth=200:stop=1",
            "ismcts:300:stop=0",
        ] {
            assert_eq!(BotSpec::parse(t).unwrap().to_string(), t);
        }
        assert_eq!(
            BotSpec::parse("ismcts:1s").unwrap(),
            BotSpec::Ismcts(Budget::Time(Duration::from_secs(1)))
        );
        assert_eq!(BotSpec::parse("easy").unwrap(), BotSpec::Greedy);
        for level in Level::ALL {
            assert_eq!(Level::of(&level.spec()), Some(level));
        }
        assert_eq!(Level::of(&BotSpec::Random), None);
        assert_eq!(BotSpec::parse("ismcts:hard").unwrap(), Level::Hard.spec());
        assert_eq!(
            BotSpec::parse("ismcts:medium").unwrap(),
            Level::Medium.spec()
        );
        // `easy` is greedy; as a search level it would mean something else, so it is
        // refused with the ways to say what was meant.
        let e = BotSpec::parse("ismcts:easy").unwrap_err().to_string();
        assert!(e.contains("greedy") && e.contains("ismcts:100"), "{e}");
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

    fn refusal(text: &str) -> String {
        match BotSpec::parse(text) {
            Ok(s) => panic!("`{text}` was accepted as {s:?}"),
            Err(e) => e.to_string(),
        }
    }

    #[test]
    fn hostile_time_budgets_are_refused_naming_the_limit() {
        for t in [
            "ismcts:infs",
            "ismcts:nans",
            "ismcts:-1s",
            "ismcts:1e400s",
            "ismcts:3601s",
            "ismcts:3600001ms",
            "ismcts:0s",
            "ismcts:0.0001ms",
            "ismcts:infms",
            "ismcts:-infs",
            "ismcts:1e400s:depth=3",
        ] {
            let m = refusal(t);
            assert!(m.contains("1 hour") && m.contains("1 ms"), "{t}: {m}");
            assert!(
                parse_budget(t.trim_start_matches("ismcts:")).is_none(),
                "{t}"
            );
        }
        // The limits themselves are accepted.
        assert_eq!(
            BotSpec::parse("ismcts:3600s").unwrap(),
            BotSpec::Ismcts(Budget::Time(MAX_TIME))
        );
        assert_eq!(
            BotSpec::parse("ismcts:1ms").unwrap(),
            BotSpec::Ismcts(Budget::Time(MIN_TIME))
        );
    }

    #[test]
    fn hostile_iteration_budgets_are_refused_naming_the_limit() {
        for t in [
            "ismcts:100000001",
            "ismcts:99999999999999999999999",
            "ismcts:-5",
            "ismcts:inf",
            "ismcts:nan",
            "ismcts:1e9",
            "ismcts:2.5",
            "ismcts:0",
            "ismcts:100000001:c=1",
        ] {
            let m = refusal(t);
            assert!(
                m.contains("100000000") && m.contains("100 million"),
                "{t}: {m}"
            );
        }
        assert_eq!(
            BotSpec::parse("ismcts:100000000").unwrap(),
            BotSpec::Ismcts(Budget::Iterations(MAX_ITERATIONS))
        );
    }

    #[test]
    fn hostile_tuning_parameters_are_refused_naming_the_range() {
        for (t, range) in [
            ("ismcts:100:c=nan", "0 to 100"),
            ("ismcts:100:c=inf", "0 to 100"),
            ("ismcts:100:c=-1", "0 to 100"),
            ("ismcts:100:temp=0", "0.001"),
            ("ismcts:100:temp=inf", "0.001"),
            ("ismcts:100:threads=0", "1 to 256"),
            ("ismcts:100:threads=100000", "1 to 256"),
            ("ismcts:100:depth=4000000000", "0 to 10000"),
            ("ismcts:100:k=0", "1 to 64"),
            ("ismcts:100:w=-1", "0 to 1000"),
            ("ismcts:100:w=nan", "0 to 1000"),
            ("ismcts:100:mix=1.5", "0 to 1"),
            ("ismcts:100:stop=yes", "0 or 1"),
        ] {
            let m = refusal(t);
            assert!(m.contains(range), "{t}: {m}");
        }
    }

    #[test]
    fn refusals_escape_control_characters_and_stay_short() {
        let hostile = format!("ismcts:\u{1b}[2J\u{7}{}\n", "x".repeat(10_000));
        let m = refusal(&hostile);
        assert!(!m.chars().any(|c| c.is_control()), "{m:?}");
        assert!(m.contains("\\u{1b}"), "{m}");
        assert!(m.chars().count() < 500, "{} characters", m.chars().count());
        let m = refusal("ismcts:\u{1b}s");
        assert!(m.starts_with("unknown bot `ismcts:\\u{1b}s`"), "{m:?}");
        let m = refusal("minimax\r\n");
        assert!(m.starts_with("unknown bot `minimax`"), "{m:?}");
        let m = refusal("mini\u{0}max");
        assert!(m.contains("mini\\u{0}max"), "{m:?}");
    }
}
