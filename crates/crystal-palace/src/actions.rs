//! Actions and their text notation (`docs/record-format.md`, "Crystal Palace").
//!
//! | action | notation |
//! |---|---|
//! | phase 1: dice values (4 newspapers for an extra die: `extra`) | `dice 6 5 2 1`, `dice 6 5 3 2 1 extra` |
//! | phase 2: place a die (space 1-based, left to right) | `place 5 westminster 2` |
//! | phase 2 stop placing / phase 3 leave this die / phase 5 end turn | `pass` |
//! | phase 3 actions | `patent audiobook`, `tile ledger`, `tile ledger over 3`, `share s1a`, `westminster`, `character bronte`, `times`, `port gears`, `station energy` |
//! | phase 5: build a prototype, its effect for a seat | `build audiobook`, `build hydraulic-crane for 2` |
//! | Assistant action | `objective`, `market new`, `market move 3` (tier), `skip` |
//! | move a Black Market assistant down after placing | `drop 4` (its tier), `skip` |
//! | use a green bonus | `green tile 2` (research space), `green market 4`, `green character strauss`, `green watch` |
//! | choose an alternative of an effect | `choose 2` |
//! | place a buzz token on the poster reached | `poster`, `skip` |
//! | exchanges, purchases, loans | `newspapers die`, `newspapers income`, `newspapers gear`, `newspapers money`, `buy energy`, `buy gear`, `sell gear`, `sell energy`, `loan` (`loan over 3`: over the research tile on space 3, when every space is taken), `repay` |
//!
//! Words are case-insensitive and spaces free; locations may be written by their
//! short word (`patents museum bank westminster club times port station`), their
//! id (`british_museum`) or their number (1-8).

use crate::components::Location;
use crate::state::{CrystalPalace, GreenSource};
use crate::texts::TEXTS;
use gaslamp_core::{Message, ParseError, Seat, Value};
use serde::{Deserialize, Serialize};

/// Exchanges, purchases, sales and loans: offered while a seat decides something
/// anyway, and while it owes money (RULINGS 3-4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Trade {
    /// 4 newspapers: a die (usable next round).
    NewspapersDie,
    /// 3 newspapers: +1 income.
    NewspapersIncome,
    /// 2 newspapers: a gear.
    NewspapersGear,
    /// 1 newspaper: £1.
    NewspapersMoney,
    BuyEnergy,
    BuyGear,
    SellGear,
    SellEnergy,
    Loan,
    Repay,
}

impl Trade {
    pub const ALL: [Trade; 10] = [
        Trade::NewspapersDie,
        Trade::NewspapersIncome,
        Trade::NewspapersGear,
        Trade::NewspapersMoney,
        Trade::BuyEnergy,
        Trade::BuyGear,
        Trade::SellGear,
        Trade::SellEnergy,
        Trade::Loan,
        Trade::Repay,
    ];

    /// Every trade's bit.
    pub const EVERY: u16 = (1 << Trade::ALL.len()) - 1;

    /// The trades undoing those of `made` (a set of bits): their opposites.
    pub fn opposites(made: u16) -> u16 {
        // Bit `i`'s opposite's bit, for every `i`.
        const OPPOSITE: [u16; Trade::ALL.len()] = {
            let mut bits = [0; Trade::ALL.len()];
            let mut i = 0;
            while i < bits.len() {
                if let Some(o) = Trade::ALL[i].opposite() {
                    bits[i] = 1 << o as u16;
                }
                i += 1;
            }
            bits
        };
        let mut undoing = 0;
        for (i, o) in OPPOSITE.iter().enumerate() {
            // All ones when bit `i` is made, else none: no branch.
            undoing |= o & 0u16.wrapping_sub((made >> i) & 1);
        }
        undoing
    }

    /// The trade that undoes this one, if any: buying and selling the same good, a
    /// loan and a repayment. (Newspapers are never bought back.)
    pub const fn opposite(self) -> Option<Trade> {
        match self {
            Trade::BuyEnergy => Some(Trade::SellEnergy),
            Trade::SellEnergy => Some(Trade::BuyEnergy),
            Trade::BuyGear => Some(Trade::SellGear),
            Trade::SellGear => Some(Trade::BuyGear),
            Trade::Loan => Some(Trade::Repay),
            Trade::Repay => Some(Trade::Loan),
            Trade::NewspapersDie
            | Trade::NewspapersIncome
            | Trade::NewspapersGear
            | Trade::NewspapersMoney => None,
        }
    }

    /// This trade's bit in a window's record: bit `i` for `Trade::ALL[i]` (the
    /// declaration order, so the discriminant is the position).
    pub fn bit(self) -> u16 {
        1 << self as u16
    }

    pub fn text(self) -> &'static str {
        match self {
            Trade::NewspapersDie => "newspapers die",
            Trade::NewspapersIncome => "newspapers income",
            Trade::NewspapersGear => "newspapers gear",
            Trade::NewspapersMoney => "newspapers money",
            Trade::BuyEnergy => "buy energy",
            Trade::BuyGear => "buy gear",
            Trade::SellGear => "sell gear",
            Trade::SellEnergy => "sell energy",
            Trade::Loan => "loan",
            Trade::Repay => "repay",
        }
    }
}

impl Action {
    /// The kind of trade this action is, if it is one.
    pub fn trade(&self) -> Option<Trade> {
        match *self {
            Action::Trade { trade } => Some(trade),
            Action::LoanOver { .. } => Some(Trade::Loan),
            _ => None,
        }
    }
}

/// One decision of one seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    /// Phase 1: the values of every die, highest first (0 pads), and whether 4
    /// newspapers buy an extra die rolled at once.
    Dice {
        values: [u8; 6],
        extra: bool,
    },
    /// Phase 2: a die of `value` on placement space `space` (0-based) of `location`
    /// (0-based, phase-3 order).
    Place {
        value: u8,
        location: u8,
        space: u8,
    },
    /// Phase 2: place no more dice; phase 3: leave this die unused; phase 5: end
    /// the turn.
    Pass,
    /// Patent Office: a face-up patent.
    Patent {
        card: u16,
    },
    /// British Museum: a research tile, on an empty research space or `over` a
    /// research tile's space (0-based).
    Tile {
        tile: u16,
        over: Option<u8>,
    },
    /// Bank of England: a share.
    Share {
        share: u16,
    },
    /// Westminster: a step.
    Westminster,
    /// Reform Club: a character.
    Character {
        card: u16,
    },
    /// London Times: buzz by the publisher tile.
    Times,
    /// Port or Station: possibility `index` of the side.
    Possibility {
        index: u8,
    },
    /// Phase 5: build a prototype, its effect for `target`.
    Build {
        card: u16,
        target: u8,
    },
    /// Assistant action: advance the objective.
    Objective,
    /// Assistant action: a new assistant on the lowest free Black Market space.
    MarketNew,
    /// Assistant action: the assistant on `space` up to the next free space.
    MarketMove {
        space: u8,
    },
    /// Decline: an Assistant action, a drop, a poster.
    Skip,
    /// After placing: the own assistant on `space` one step down.
    Drop {
        space: u8,
    },
    /// Use a green bonus.
    Green {
        source: GreenSource,
    },
    /// An alternative (0-based) of the effect being chosen.
    Choose {
        alternative: u8,
    },
    /// Place a buzz token on the poster reached.
    Poster,
    /// A loan when every research space is taken and some hold research tiles: the
    /// loan replaces the tile on research space `slot`, which is discarded (the
    /// borrower's choice, RULINGS 17). A trade of the kind [`Trade::Loan`].
    LoanOver {
        slot: u8,
    },
    Trade {
        trade: Trade,
    },
}

/// Why `text` cannot be read: the typed text quoted, then `why`.
fn bad(text: &str, why: Message) -> ParseError {
    let m = Message::new("parse-in")
        .arg("text", typed(text))
        .message("why", why);
    ParseError::said(&TEXTS, m)
}

/// Words the reader typed, quoted in a reason: made safe to show.
fn typed(word: &str) -> Value {
    Value::Text(gaslamp_core::untrusted(word))
}

/// A number; `what`: the message naming it (`what-…`).
fn num(word: Option<&str>, text: &str, what: &'static str) -> Result<u32, ParseError> {
    let what = || Message::new(what);
    let missing = || Message::new("parse-missing").message("what", what());
    let w = word.ok_or_else(|| bad(text, missing()))?;
    w.parse::<u32>().map_err(|_| {
        let why = Message::new("parse-not-number")
            .arg("word", typed(w))
            .message("what", what());
        bad(text, why)
    })
}

impl CrystalPalace {
    /// The text notation of an action.
    pub fn action_text_of(&self, action: &Action) -> String {
        let c = &self.c;
        match *action {
            Action::Dice { values, extra } => {
                let v: Vec<String> = values
                    .iter()
                    .filter(|&&v| v > 0)
                    .map(|v| v.to_string())
                    .collect();
                format!("dice {}{}", v.join(" "), if extra { " extra" } else { "" })
            }
            Action::Place {
                value,
                location,
                space,
            } => format!(
                "place {value} {} {}",
                Location::from_index(location as usize % 8).short(),
                u32::from(space) + 1
            ),
            Action::Pass => "pass".into(),
            Action::Patent { card } => format!("patent {}", id_of(&c.patents, card, |p| &p.id)),
            Action::Tile { tile, over } => match over {
                None => format!("tile {}", id_of(&c.tiles, tile, |t| &t.id)),
                Some(s) => format!(
                    "tile {} over {}",
                    id_of(&c.tiles, tile, |t| &t.id),
                    u32::from(s) + 1
                ),
            },
            Action::Share { share } => format!("share {}", id_of(&c.shares, share, |s| &s.id)),
            Action::Westminster => "westminster".into(),
            Action::Character { card } => {
                format!("character {}", id_of(&c.characters, card, |x| &x.id))
            }
            Action::Times => "times".into(),
            Action::Possibility { index } => {
                let loc = self.possibility_location();
                let name = c
                    .side(self.n(), loc)
                    .possibilities
                    .get(index as usize)
                    .map_or_else(|| format!("#{index}"), |p| p.name.clone());
                format!("{} {name}", loc.short())
            }
            Action::Build { card, target } => {
                let id = id_of(&c.patents, card, |p| &p.id);
                match self.current_seat() {
                    Some(s) if s == target as Seat => format!("build {id}"),
                    _ => format!("build {id} for {target}"),
                }
            }
            Action::Objective => "objective".into(),
            Action::MarketNew => "market new".into(),
            Action::MarketMove { space } => format!("market move {}", u32::from(space) + 1),
            Action::Skip => "skip".into(),
            Action::Drop { space } => format!("drop {}", u32::from(space) + 1),
            Action::Green { source } => match source {
                GreenSource::Tile { slot } => format!("green tile {}", u32::from(slot) + 1),
                GreenSource::Market { space } => format!("green market {}", u32::from(space) + 1),
                GreenSource::Character { card } => {
                    format!("green character {}", id_of(&c.characters, card, |x| &x.id))
                }
                GreenSource::Watch => "green watch".into(),
            },
            Action::Choose { alternative } => format!("choose {}", u32::from(alternative) + 1),
            Action::Poster => "poster".into(),
            Action::LoanOver { slot } => format!("loan over {}", u32::from(slot) + 1),
            Action::Trade { trade } => trade.text().into(),
        }
    }

    /// The location whose possibilities a phase-3 die is choosing (the Port when
    /// not in phase 3).
    pub(crate) fn possibility_location(&self) -> Location {
        match self.current_die() {
            Some((loc, _)) if loc == Location::WaterlooStation.index() => Location::WaterlooStation,
            _ => Location::PortOfLondon,
        }
    }

    /// Reads an action in text notation for `seat`.
    pub fn parse_action_text(&self, seat: Seat, text: &str) -> Result<Action, ParseError> {
        if text.len() > 200 {
            return Err(bad(text, Message::new("parse-too-long")));
        }
        let lower = text.trim().to_ascii_lowercase();
        let mut w = lower.split_whitespace();
        let head = w
            .next()
            .ok_or_else(|| bad(text, Message::new("parse-empty")))?;
        let c = &self.c;
        let a = match head {
            "dice" => {
                let mut values = [0u8; 6];
                let mut n = 0;
                let mut extra = false;
                for word in w.by_ref() {
                    if word == "extra" {
                        extra = true;
                        continue;
                    }
                    let v: u8 = word.parse().map_err(|_| {
                        bad(
                            text,
                            Message::new("parse-not-die-word").arg("word", typed(word)),
                        )
                    })?;
                    if !(1..=6).contains(&v) {
                        return Err(bad(text, Message::new("parse-not-die").number("value", v)));
                    }
                    if n == 6 {
                        return Err(bad(text, Message::new("parse-at-most-6")));
                    }
                    values[n] = v;
                    n += 1;
                }
                values.sort_unstable_by(|a, b| b.cmp(a));
                Action::Dice { values, extra }
            }
            "place" => {
                let value = num(w.next(), text, "what-die-value")?;
                let lw = w.next().ok_or_else(|| {
                    bad(
                        text,
                        Message::new("parse-missing")
                            .message("what", Message::new("what-location")),
                    )
                })?;
                let loc = Location::from_word(lw).ok_or_else(|| {
                    bad(
                        text,
                        Message::new("parse-not-location").arg("word", typed(lw)),
                    )
                })?;
                let space = num(w.next(), text, "what-placement-space")?;
                if !(1..=6).contains(&value) || space == 0 || space > 99 {
                    return Err(bad(text, Message::new("parse-die-and-space")));
                }
                Action::Place {
                    value: value as u8,
                    location: loc.index() as u8,
                    space: (space - 1) as u8,
                }
            }
            "pass" => Action::Pass,
            "patent" => Action::Patent {
                card: find_id(&c.patents, w.next(), text, "patent", |p| &p.id)?,
            },
            "tile" => {
                let tile = find_id(&c.tiles, w.next(), text, "research-tile", |t| &t.id)?;
                let over = match w.next() {
                    None => None,
                    Some("over") => {
                        let s = num(w.next(), text, "what-research-space")?;
                        if s == 0 || s > 99 {
                            return Err(bad(text, Message::new("parse-research-from-1")));
                        }
                        Some((s - 1) as u8)
                    }
                    Some(x) => {
                        return Err(bad(
                            text,
                            Message::new("parse-expected-over").arg("word", typed(x)),
                        ))
                    }
                };
                Action::Tile { tile, over }
            }
            "share" => Action::Share {
                share: find_id(&c.shares, w.next(), text, "share", |s| &s.id)?,
            },
            "westminster" => Action::Westminster,
            "character" => Action::Character {
                card: find_id(&c.characters, w.next(), text, "character", |x| &x.id)?,
            },
            "times" => Action::Times,
            "port" | "station" => {
                let loc = if head == "port" {
                    Location::PortOfLondon
                } else {
                    Location::WaterlooStation
                };
                let name = w.next().ok_or_else(|| {
                    bad(
                        text,
                        Message::new("parse-missing")
                            .message("what", Message::new("what-possibility")),
                    )
                })?;
                let side = c.side(self.n(), loc);
                let index = side
                    .possibilities
                    .iter()
                    .position(|p| p.name == name)
                    .ok_or_else(|| {
                        let names: Vec<&str> =
                            side.possibilities.iter().map(|p| p.name.as_str()).collect();
                        let why = Message::new("parse-not-possibility")
                            .arg("word", typed(name))
                            .arg("names", Value::Text(names.join(", ")));
                        bad(text, why)
                    })?;
                Action::Possibility { index: index as u8 }
            }
            "build" => {
                let card = find_id(&c.patents, w.next(), text, "patent", |p| &p.id)?;
                let target = match w.next() {
                    None => seat as u32,
                    Some("for") => num(w.next(), text, "what-seat")?,
                    Some(x) => {
                        return Err(bad(
                            text,
                            Message::new("parse-expected-for").arg("word", typed(x)),
                        ))
                    }
                };
                if target as usize >= self.n() {
                    return Err(bad(
                        text,
                        Message::new("parse-no-seat").number("seat", target),
                    ));
                }
                Action::Build {
                    card,
                    target: target as u8,
                }
            }
            "objective" => Action::Objective,
            "market" => match w.next() {
                Some("new") => Action::MarketNew,
                Some("move") => {
                    let s = num(w.next(), text, "what-tier")?;
                    if s == 0 || s > 99 {
                        return Err(bad(text, Message::new("parse-tiers-from-1")));
                    }
                    Action::MarketMove {
                        space: (s - 1) as u8,
                    }
                }
                _ => return Err(bad(text, Message::new("parse-market-forms"))),
            },
            "skip" => Action::Skip,
            "drop" => {
                let s = num(w.next(), text, "what-tier")?;
                if s == 0 || s > 99 {
                    return Err(bad(text, Message::new("parse-tiers-from-1")));
                }
                Action::Drop {
                    space: (s - 1) as u8,
                }
            }
            "green" => {
                let source = match w.next() {
                    Some("tile") => {
                        let s = num(w.next(), text, "what-research-space")?;
                        if s == 0 || s > 99 {
                            return Err(bad(text, Message::new("parse-research-from-1")));
                        }
                        GreenSource::Tile {
                            slot: (s - 1) as u8,
                        }
                    }
                    Some("market") => {
                        let s = num(w.next(), text, "what-tier")?;
                        if s == 0 || s > 99 {
                            return Err(bad(text, Message::new("parse-tiers-from-1")));
                        }
                        GreenSource::Market {
                            space: (s - 1) as u8,
                        }
                    }
                    Some("character") => GreenSource::Character {
                        card: find_id(&c.characters, w.next(), text, "character", |x| &x.id)?,
                    },
                    Some("watch") => GreenSource::Watch,
                    _ => return Err(bad(text, Message::new("parse-green-forms"))),
                };
                Action::Green { source }
            }
            "choose" => {
                let a = num(w.next(), text, "what-alternative")?;
                if a == 0 || a > 9 {
                    return Err(bad(text, Message::new("parse-alternatives")));
                }
                Action::Choose {
                    alternative: (a - 1) as u8,
                }
            }
            "poster" => Action::Poster,
            "loan" => match w.next() {
                None => Action::Trade { trade: Trade::Loan },
                Some("over") => {
                    let s = num(w.next(), text, "what-research-space")?;
                    if s == 0 || s > 99 {
                        return Err(bad(text, Message::new("parse-research-from-1")));
                    }
                    Action::LoanOver {
                        slot: (s - 1) as u8,
                    }
                }
                Some(_) => return Err(bad(text, Message::new("parse-loan-forms"))),
            },
            "repay" => Action::Trade {
                trade: Trade::Repay,
            },
            "newspapers" | "buy" | "sell" => {
                let second = w.next().unwrap_or_default();
                let phrase = format!("{head} {second}");
                let trade = Trade::ALL
                    .into_iter()
                    .find(|t| t.text() == phrase)
                    .ok_or_else(|| bad(text, Message::new("parse-trade-forms")))?;
                Action::Trade { trade }
            }
            other => {
                return Err(bad(
                    text,
                    Message::new("parse-not-action").arg("word", typed(other)),
                ))
            }
        };
        if let Some(extra) = w.next() {
            return Err(bad(
                text,
                Message::new("parse-unexpected").arg("word", typed(extra)),
            ));
        }
        Ok(a)
    }
}

fn id_of<T>(items: &[T], i: u16, id: impl Fn(&T) -> &String) -> String {
    items
        .get(i as usize)
        .map_or_else(|| format!("#{i}"), |x| id(x).clone())
}

fn find_id<T>(
    items: &[T],
    word: Option<&str>,
    text: &str,
    what: &str,
    id: impl Fn(&T) -> &String,
) -> Result<u16, ParseError> {
    // `what`: the kind's word in the messages (`what-…`, `parse-no-such-…`).
    let missing =
        || Message::new("parse-missing").message("what", Message::new(format!("what-{what}")));
    let w = word.ok_or_else(|| bad(text, missing()))?;
    items
        .iter()
        .position(|x| id(x) == w)
        .map(|i| i as u16)
        .ok_or_else(|| {
            let why = Message::new(format!("parse-no-such-{what}")).arg("id", typed(w));
            bad(text, why)
        })
}

#[cfg(test)]
mod tests {
    use super::Trade;

    #[test]
    fn a_trades_bit_is_its_position_in_all() {
        for (i, t) in Trade::ALL.into_iter().enumerate() {
            assert_eq!(t.bit(), 1 << i, "{t:?}");
        }
        assert_eq!(Trade::EVERY.count_ones() as usize, Trade::ALL.len());
    }

    #[test]
    fn the_opposites_of_a_set_of_trades_are_each_ones_opposite() {
        for made in 0..=Trade::EVERY {
            let expected = Trade::ALL
                .into_iter()
                .filter(|t| made & t.bit() != 0)
                .filter_map(Trade::opposite)
                .fold(0, |bits, o| bits | o.bit());
            assert_eq!(Trade::opposites(made), expected, "{made:#b}");
        }
    }
}
