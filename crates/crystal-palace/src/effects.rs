//! The effect vocabulary of the component file: what a card, tile, flyer, share,
//! bonus or action space does, written as a short text (`"gear 1, energy 1"`,
//! `"newspaper 2, buzz 4 | gear 1, money 2"`) and read into an [`Effect`].
//!
//! # The text form
//!
//! An effect is one or more *alternatives* separated by `|` (the receiver chooses
//! one); an alternative is a list of *atoms* separated by `,`, all applied in order.
//! An empty text is the effect that does nothing. Atoms:
//!
//! | atom | meaning |
//! |---|---|
//! | `money N` | gain £N (negative: pay; a payment that cannot be covered raises money, RULINGS 4) |
//! | `gear N`, `energy N`, `newspaper N` | gain (or pay) gears, energy, newspapers (newspapers stay within 0..=7) |
//! | `income N` | move on the income track (above 12: £1 a step; below 0: pay £1 a step) |
//! | `vp N` | victory points |
//! | `buzz N` | steps on the buzz track |
//! | `westminster N` | steps on the Westminster track, each with its bonus |
//! | `assistant N` | N Assistant actions |
//! | `assistant-free N` | N Assistant actions, the first Black Market placement free (RULINGS 8, 9) |
//! | `die N` | N new dice (usable from the next round; at most 6 a seat) |
//! | `green N` | use one of your green phase-6 bonuses once, N times |
//! | `objective` | advance your objective one level if its condition holds |
//! | `violet blue`, `violet orange` | take the top violet research tile of that stack |
//! | `watch` | take the Pocket Watch (a green phase-6 bonus: its holder gains the watch's effect) |
//! | `ticket` | the Port's ticket: a die's value plus the year's VP, the die stays out |
//! | `vp-per COUNT K N` | N VP for every K of COUNT |
//! | `money-per COUNT K N` | £N for every K of COUNT |
//!
//! COUNT is one of `characters`, `prototypes`, `patents`, `cards` (characters and
//! prototypes), `newspapers`, `gears`, `energy`, `shares`, `tiles` (research tiles),
//! `dice`, `loans`, `westminster` (steps taken), `assistants` (on the Black Market),
//! `buzz-tokens` (on posters).

use serde::{Deserialize, Serialize};
use std::fmt;

/// Something of a seat that can be counted (for conditions and per-count gains).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Count {
    Characters,
    Prototypes,
    Patents,
    /// Characters and prototypes together.
    Cards,
    Newspapers,
    Gears,
    Energy,
    Shares,
    Tiles,
    Dice,
    Loans,
    Westminster,
    Assistants,
    BuzzTokens,
}

impl Count {
    pub const ALL: [Count; 14] = [
        Count::Characters,
        Count::Prototypes,
        Count::Patents,
        Count::Cards,
        Count::Newspapers,
        Count::Gears,
        Count::Energy,
        Count::Shares,
        Count::Tiles,
        Count::Dice,
        Count::Loans,
        Count::Westminster,
        Count::Assistants,
        Count::BuzzTokens,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Count::Characters => "characters",
            Count::Prototypes => "prototypes",
            Count::Patents => "patents",
            Count::Cards => "cards",
            Count::Newspapers => "newspapers",
            Count::Gears => "gears",
            Count::Energy => "energy",
            Count::Shares => "shares",
            Count::Tiles => "tiles",
            Count::Dice => "dice",
            Count::Loans => "loans",
            Count::Westminster => "westminster",
            Count::Assistants => "assistants",
            Count::BuzzTokens => "buzz-tokens",
        }
    }

    fn from_name(s: &str) -> Option<Count> {
        Count::ALL.into_iter().find(|c| c.name() == s)
    }
}

/// The two violet research stacks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Stack {
    Blue,
    Orange,
}

/// One step of an effect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "atom", rename_all = "kebab-case")]
pub enum Atom {
    Money { n: i32 },
    Gear { n: i32 },
    Energy { n: i32 },
    Newspaper { n: i32 },
    Income { n: i32 },
    Vp { n: i32 },
    Buzz { n: i32 },
    Westminster { n: i32 },
    Assistant { n: i32, free_first: bool },
    Die { n: i32 },
    Green { n: i32 },
    Objective,
    Violet { stack: Stack },
    Watch,
    Ticket,
    VpPer { count: Count, per: i32, n: i32 },
    MoneyPer { count: Count, per: i32, n: i32 },
}

impl fmt::Display for Atom {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Atom::Money { n } => write!(f, "money {n}"),
            Atom::Gear { n } => write!(f, "gear {n}"),
            Atom::Energy { n } => write!(f, "energy {n}"),
            Atom::Newspaper { n } => write!(f, "newspaper {n}"),
            Atom::Income { n } => write!(f, "income {n}"),
            Atom::Vp { n } => write!(f, "vp {n}"),
            Atom::Buzz { n } => write!(f, "buzz {n}"),
            Atom::Westminster { n } => write!(f, "westminster {n}"),
            Atom::Assistant {
                n,
                free_first: false,
            } => write!(f, "assistant {n}"),
            Atom::Assistant {
                n,
                free_first: true,
            } => write!(f, "assistant-free {n}"),
            Atom::Die { n } => write!(f, "die {n}"),
            Atom::Green { n } => write!(f, "green {n}"),
            Atom::Objective => write!(f, "objective"),
            Atom::Violet { stack: Stack::Blue } => write!(f, "violet blue"),
            Atom::Violet {
                stack: Stack::Orange,
            } => write!(f, "violet orange"),
            Atom::Watch => write!(f, "watch"),
            Atom::Ticket => write!(f, "ticket"),
            Atom::VpPer { count, per, n } => write!(f, "vp-per {} {per} {n}", count.name()),
            Atom::MoneyPer { count, per, n } => {
                write!(f, "money-per {} {per} {n}", count.name())
            }
        }
    }
}

/// An effect: one or more alternatives (the receiver chooses one), each a list of
/// atoms applied in order. No alternatives: the effect does nothing.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Effect {
    pub alternatives: Vec<Vec<Atom>>,
}

impl Effect {
    /// The effect that does nothing.
    pub fn none() -> Self {
        Effect::default()
    }

    /// An effect of one alternative.
    pub fn all(atoms: Vec<Atom>) -> Self {
        Effect {
            alternatives: vec![atoms],
        }
    }

    pub fn is_empty(&self) -> bool {
        self.alternatives.iter().all(Vec::is_empty)
    }

    /// Whether the receiver must choose between alternatives.
    pub fn is_choice(&self) -> bool {
        self.alternatives.len() > 1
    }

    /// Reads the text form (see the module documentation).
    pub fn parse(text: &str) -> Result<Effect, String> {
        let text = text.trim();
        if text.is_empty() {
            return Ok(Effect::none());
        }
        let mut alternatives = Vec::new();
        for alt in text.split('|') {
            let mut atoms = Vec::new();
            for atom in alt.split(',') {
                atoms.push(parse_atom(atom.trim())?);
            }
            alternatives.push(atoms);
        }
        Ok(Effect { alternatives })
    }
}

impl fmt::Display for Effect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, alt) in self.alternatives.iter().enumerate() {
            if i > 0 {
                f.write_str(" | ")?;
            }
            for (j, a) in alt.iter().enumerate() {
                if j > 0 {
                    f.write_str(", ")?;
                }
                write!(f, "{a}")?;
            }
        }
        Ok(())
    }
}

fn number(word: Option<&str>, atom: &str) -> Result<i32, String> {
    let w = word.ok_or_else(|| format!("`{atom}` needs a number"))?;
    let n: i32 = w
        .parse()
        .map_err(|_| format!("`{w}` in `{atom}` is not a whole number"))?;
    if !(-99..=99).contains(&n) {
        return Err(format!("{n} in `{atom}` is out of range (-99 to 99)"));
    }
    Ok(n)
}

fn positive(word: Option<&str>, atom: &str) -> Result<i32, String> {
    let n = number(word, atom)?;
    if n < 1 {
        return Err(format!("`{atom}` needs a number of at least 1"));
    }
    Ok(n)
}

fn parse_atom(atom: &str) -> Result<Atom, String> {
    if atom.is_empty() {
        return Err("an empty step between two commas".into());
    }
    let mut words = atom.split_whitespace();
    let head = words.next().unwrap_or_default();
    let a = match head {
        "money" | "£" => Atom::Money {
            n: number(words.next(), atom)?,
        },
        "gear" => Atom::Gear {
            n: number(words.next(), atom)?,
        },
        "energy" => Atom::Energy {
            n: number(words.next(), atom)?,
        },
        "newspaper" => Atom::Newspaper {
            n: number(words.next(), atom)?,
        },
        "income" => Atom::Income {
            n: number(words.next(), atom)?,
        },
        "vp" => Atom::Vp {
            n: number(words.next(), atom)?,
        },
        "buzz" => Atom::Buzz {
            n: positive(words.next(), atom)?,
        },
        "westminster" => Atom::Westminster {
            n: positive(words.next(), atom)?,
        },
        "assistant" | "assistant-free" => Atom::Assistant {
            n: positive(words.next(), atom)?,
            free_first: head == "assistant-free",
        },
        "die" => Atom::Die {
            n: positive(words.next(), atom)?,
        },
        "green" => Atom::Green {
            n: positive(words.next(), atom)?,
        },
        "objective" => Atom::Objective,
        "violet" => match words.next() {
            Some("blue") => Atom::Violet { stack: Stack::Blue },
            Some("orange") => Atom::Violet {
                stack: Stack::Orange,
            },
            _ => return Err(format!("`{atom}`: the violet stacks are `blue` and `orange`")),
        },
        "watch" => Atom::Watch,
        "ticket" => Atom::Ticket,
        "vp-per" | "money-per" => {
            let name = words
                .next()
                .ok_or_else(|| format!("`{atom}` needs what to count"))?;
            let count = Count::from_name(name).ok_or_else(|| {
                format!(
                    "`{name}` in `{atom}` is not something to count; one of: {}",
                    Count::ALL.map(Count::name).join(", ")
                )
            })?;
            let per = positive(words.next(), atom)?;
            let n = number(words.next(), atom)?;
            if head == "vp-per" {
                Atom::VpPer { count, per, n }
            } else {
                Atom::MoneyPer { count, per, n }
            }
        }
        other => {
            return Err(format!(
                "`{other}` is not an effect; effects are money, gear, energy, newspaper, income, vp, buzz, westminster, assistant, assistant-free, die, green, objective, violet, watch, ticket, vp-per, money-per"
            ))
        }
    };
    if let Some(extra) = words.next() {
        return Err(format!("`{atom}` has an extra word `{extra}`"));
    }
    Ok(a)
}

/// A cost: what a seat pays to recruit a character or build a prototype.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Cost {
    pub money: i32,
    pub gears: i32,
    pub energy: i32,
    pub newspapers: i32,
}

impl Cost {
    /// Reads a cost written like an effect with positive amounts of money, gear,
    /// energy and newspaper (`"gear 2, energy 1"`).
    pub fn parse(text: &str) -> Result<Cost, String> {
        let e = Effect::parse(text)?;
        if e.is_choice() {
            return Err("a cost cannot offer a choice (`|`)".into());
        }
        let mut c = Cost::default();
        for atom in e.alternatives.into_iter().flatten() {
            match atom {
                Atom::Money { n } if n > 0 => c.money += n,
                Atom::Gear { n } if n > 0 => c.gears += n,
                Atom::Energy { n } if n > 0 => c.energy += n,
                Atom::Newspaper { n } if n > 0 => c.newspapers += n,
                other => {
                    return Err(format!(
                        "`{other}` cannot be a cost: costs are positive amounts of money, gear, energy and newspaper"
                    ))
                }
            }
        }
        Ok(c)
    }

    pub fn is_free(&self) -> bool {
        *self == Cost::default()
    }
}

impl fmt::Display for Cost {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts = Vec::new();
        if self.money > 0 {
            parts.push(format!("£{}", self.money));
        }
        if self.gears > 0 {
            parts.push(format!(
                "{} gear{}",
                self.gears,
                if self.gears == 1 { "" } else { "s" }
            ));
        }
        if self.energy > 0 {
            parts.push(format!("{} energy", self.energy));
        }
        if self.newspapers > 0 {
            parts.push(format!(
                "{} newspaper{}",
                self.newspapers,
                if self.newspapers == 1 { "" } else { "s" }
            ));
        }
        if parts.is_empty() {
            f.write_str("free")
        } else {
            f.write_str(&parts.join(" + "))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn effects_read_and_write_back() {
        for text in [
            "money 8",
            "newspaper 2, buzz 4 | gear 1, money 2",
            "vp-per prototypes 1 1, money -2",
            "assistant-free 1",
            "violet orange, watch",
            "energy 1 | buzz 2",
        ] {
            let e = Effect::parse(text).unwrap();
            assert_eq!(e.to_string(), text);
        }
        assert!(Effect::parse("").unwrap().is_empty());
        assert!(Effect::parse("newspaper 2, buzz 4 | gear 1")
            .unwrap()
            .is_choice());
    }

    #[test]
    fn bad_effects_say_what_is_wrong() {
        let cases = [
            ("money", "needs a number"),
            ("money x", "not a whole number"),
            ("cake 2", "`cake` is not an effect"),
            ("buzz 0", "at least 1"),
            ("vp-per hats 1 1", "`hats`"),
            ("money 1,", "empty step"),
            ("gear 1 2", "extra word"),
            ("money 1000", "out of range"),
        ];
        for (text, want) in cases {
            let err = Effect::parse(text).unwrap_err();
            assert!(err.contains(want), "{text}: {err}");
        }
    }

    #[test]
    fn costs_are_positive_amounts() {
        let c = Cost::parse("gear 2, energy 1").unwrap();
        assert_eq!(
            c,
            Cost {
                gears: 2,
                energy: 1,
                ..Cost::default()
            }
        );
        assert_eq!(c.to_string(), "2 gears + 1 energy");
        assert!(Cost::parse("vp 2").is_err());
        assert!(Cost::parse("money -2").is_err());
        assert!(Cost::parse("gear 1 | energy 1").is_err());
    }
}
