//! The Spyrium card set: loaded from a TOML (or JSON) data file, validated, and turned
//! into compact tables the rules use.
//!
//! The shipped file (`data/cards.toml`) is embedded at build time; another file can be
//! loaded at run time (its format, limits and validation are in `card_file.rs`). Every number in the file carries a provenance tag: `R` (stated
//! by the rulebook), `X` (pinned by a worked example of the rulebook) or `P`
//! (provisional, chosen by the project). Validation reports
//! every problem at once, each naming the card and the field.

use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::fmt;
use std::sync::Arc;

/// The largest card file accepted, in bytes (1 MiB; the shipped file is about 12 KiB).
/// A card file is untrusted input: a larger file is refused before it is read.
pub const MAX_CARD_FILE_BYTES: usize = 1024 * 1024;

/// The card file shipped with the crate.
pub const BUILTIN_CARDS: &str = include_str!("../data/cards.toml");

/// Index of a card type in [`Components::cards`].
pub type CardId = u8;
/// Index of an event in [`Components::events`].
pub type EventId = u8;

/// Where a number comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Source {
    /// Stated by the rulebook texts.
    R,
    /// Pinned by a worked example of the rulebook rather than stated: the Architect
    /// example makes the token the whole price of the Architect, Banker and Financier,
    /// so their printed price is 0 (RULING 24).
    X,
    /// Provisional: chosen by the project, not read off a printed card.
    P,
}

/// The three periods; each has its own deck.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Period {
    A,
    B,
    C,
}

impl Period {
    pub const ALL: [Period; 3] = [Period::A, Period::B, Period::C];
    pub fn index(self) -> usize {
        self as usize
    }
    pub(crate) fn parse(s: &str) -> Option<Period> {
        match s {
            "A" => Some(Period::A),
            "B" => Some(Period::B),
            "C" => Some(Period::C),
            _ => None,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum CardKind {
    Character,
    Building,
    Technique,
}

/// The seven technique powers. Their rules live in `techniques.rs`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Power {
    Crane,
    Capitalization,
    Commerce,
    Automation,
    Engineering,
    Taylorism,
    Lobbying,
}

impl Power {
    pub const ALL: [Power; 7] = [
        Power::Crane,
        Power::Capitalization,
        Power::Commerce,
        Power::Automation,
        Power::Engineering,
        Power::Taylorism,
        Power::Lobbying,
    ];
    pub fn bit(self) -> u8 {
        1 << (self as u8)
    }
    pub fn name(self) -> &'static str {
        match self {
            Power::Crane => "crane",
            Power::Capitalization => "capitalization",
            Power::Commerce => "commerce",
            Power::Automation => "automation",
            Power::Engineering => "engineering",
            Power::Taylorism => "taylorism",
            Power::Lobbying => "lobbying",
        }
    }
    pub(crate) fn parse(s: &str) -> Option<Power> {
        Power::ALL.into_iter().find(|p| p.name() == s)
    }
}

/// What a token's value is used for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum TokenUse {
    GainMoney,
    GainSpyrium,
    GainVp,
    PayMoney,
}

/// An immediate effect (character call, construction bonus, event option).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Effect {
    pub pay_money: u8,
    pub pay_spyrium: u8,
    pub gain_money: u8,
    pub gain_spyrium: u8,
    pub gain_vp: u8,
    pub gain_workers: u8,
    /// One residence action (move one space right, or score the current value).
    pub residence: bool,
    /// The value of the card's token is used this way.
    pub token: Option<TokenUse>,
}

/// One option of "use a building".
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct BuildingUse {
    pub workers: u8,
    pub pay_spyrium: u8,
    pub gain_spyrium: u8,
    pub gain_vp: u8,
}

/// Building symbols, as bits.
pub const SYMBOL_FACTORY: u8 = 1;
pub const SYMBOL_MINE: u8 = 2;
pub const SYMBOL_RESEARCH: u8 = 4;

/// The provenance tags of a card's numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct CardSources {
    pub period: Source,
    pub copies: Source,
    pub price: Source,
    pub vp: Option<Source>,
    pub effect: Source,
}

/// One card type (several physical copies may exist).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Card {
    pub id: String,
    pub name: String,
    pub kind: CardKind,
    pub period: Period,
    pub copies: u8,
    pub price: u8,
    /// End-game VP (buildings).
    pub vp: u8,
    /// Bits of SYMBOL_*.
    pub symbols: u8,
    /// Whether the card gets tokens when dealt (characters: players-1, buildings: 1).
    pub tokens: bool,
    /// Character: the effect of calling upon it.
    pub effect: Effect,
    /// Building: the options of using it (empty: cannot be used).
    pub uses: Vec<BuildingUse>,
    /// Building: the effect of constructing it.
    pub on_build: Effect,
    /// Technique: its power.
    pub power: Option<Power>,
    pub sources: CardSources,
}

impl Card {
    /// The symbols as letters, e.g. "FR".
    pub fn symbol_letters(&self) -> String {
        let mut s = String::new();
        for (bit, c) in [
            (SYMBOL_FACTORY, 'F'),
            (SYMBOL_MINE, 'M'),
            (SYMBOL_RESEARCH, 'R'),
        ] {
            if self.symbols & bit != 0 {
                s.push(c);
            }
        }
        s
    }
}

/// How an event card works.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum EventKind {
    /// Gain the token's value as £, Spyrium or VP (a token is placed when revealed).
    Windfall,
    /// Choose one of these options.
    Options(Vec<Effect>),
    /// Pay £cost: straighten an inclined building and use it again.
    Overtime { cost: u8 },
    /// Pay £cost per worker owned: one more worker, active.
    Recruitment { cost: u8 },
    /// Place a worker from the start card in the market, also in Phase II.
    LatePlacement,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct EventCard {
    pub id: String,
    pub name: String,
    pub kind: EventKind,
    pub source: Source,
}

impl EventCard {
    pub fn uses_token(&self) -> bool {
        matches!(self.kind, EventKind::Windfall)
    }
}

/// Board and supply numbers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Rules {
    pub start_money: u8,
    pub start_spyrium: u8,
    pub start_workers: u8,
    pub max_workers: u8,
    /// Revenue / score value of each residence track space, left to right.
    pub residence_track: Vec<u8>,
    pub bonus_thresholds: [u8; 2],
    pub bonus_money: u8,
    pub technique_cap: u8,
    /// Number of tokens of value 1, 2, 3.
    pub tokens: [u8; 3],
    /// The period of each turn; its length is the number of turns.
    pub turns: Vec<Period>,
    /// Names of the rule numbers tagged provisional.
    pub provisional: Vec<String>,
}

/// Spyrium's component set (`Game::Components`): the validated card set of a card
/// file (its cards, events and rule numbers), shared by every game that uses it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Components {
    pub name: String,
    pub version: u32,
    /// `name@hash`: the identity stored in game records.
    pub id: String,
    pub rules: Rules,
    pub cards: Vec<Card>,
    pub events: Vec<EventCard>,
    /// For each period, every physical card (copies expanded), in file order.
    pub period_cards: [Vec<CardId>; 3],
    /// The technique card of each power, if the set has it.
    pub technique_of: [Option<CardId>; 7],
    #[serde(skip)]
    pub(crate) by_id: HashMap<String, CardId>,
    #[serde(skip)]
    pub(crate) event_by_id: HashMap<String, EventId>,
}

impl Components {
    /// The card set shipped with Gaslamp.
    pub fn builtin() -> Arc<Components> {
        static BUILTIN: std::sync::OnceLock<Arc<Components>> = std::sync::OnceLock::new();
        BUILTIN
            .get_or_init(|| {
                Arc::new(
                    Components::from_toml(BUILTIN_CARDS).expect("the shipped card file is valid"),
                )
            })
            .clone()
    }

    /// Loads a card file; `.json` files are read as JSON, everything else as TOML.
    /// A file is untrusted input: see `card_file.rs` for the checks.
    pub fn load(path: &std::path::Path) -> Result<Components, CardFileError> {
        crate::card_file::load(path)
    }

    /// Reads and validates a TOML card file.
    pub fn from_toml(text: &str) -> Result<Components, CardFileError> {
        crate::card_file::from_toml(text)
    }

    /// Reads and validates a JSON card file (the same fields as TOML).
    pub fn from_json(text: &str) -> Result<Components, CardFileError> {
        crate::card_file::from_json(text)
    }

    pub fn card(&self, id: CardId) -> &Card {
        &self.cards[id as usize]
    }
    pub fn event(&self, id: EventId) -> &EventCard {
        &self.events[id as usize]
    }
    /// The card type with this text id (e.g. `"mine-1"`).
    pub fn card_by_id(&self, id: &str) -> Option<CardId> {
        self.by_id.get(id).copied()
    }
    pub fn event_by_id(&self, id: &str) -> Option<EventId> {
        self.event_by_id.get(id).copied()
    }
    /// The period of a 1-based turn (turns past the last count as the last).
    pub fn period_of_turn(&self, turn: usize) -> Period {
        self.rules.turns[turn.clamp(1, self.turns()) - 1]
    }

    /// Number of turns in a game.
    pub fn turns(&self) -> usize {
        self.rules.turns.len()
    }
}

/// Every problem found in a card file.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct CardFileError {
    pub problems: Vec<String>,
}

impl fmt::Display for CardFileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the card file has {} problem(s):", self.problems.len())?;
        for p in &self.problems {
            write!(f, "\n  - {p}")?;
        }
        Ok(())
    }
}
