//! The component set: every board side, track, card, tile, share, flyer, publisher
//! side and nation, as validated data. It is read from the component file
//! (`data/components.toml`, embedded; another file can replace it at run time), and
//! validation lists every problem at once, naming the item and the field.
//!
//! The printed values of the game are not public: the shipped file is the project's
//! own provisional set. Every item carries a provenance tag (`R` rulebook, `X` pinned
//! by a worked example of the rulebook, `S` known from a public review, `P`
//! provisional), with per-field tags where the fields differ; the tags are kept in
//! [`Tagged`] so that the presentation can say which numbers are provisional.

use crate::effects::{Cost, Count, Effect};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

mod problems;
mod raw;
#[cfg(test)]
mod tests;
mod validate;

use raw::RawFile;
use validate::validate;

/// The component file shipped with the game.
pub const DEFAULT_FILE: &str = include_str!("../../data/components.toml");
/// The largest component file accepted, in bytes.
pub const MAX_FILE_BYTES: usize = 1 << 20;
/// Rounds in a game.
pub const ROUNDS: usize = 5;
/// The rounds' names, as the round tracker shows them.
pub const ROUND_NAMES: [&str; ROUNDS] = [
    "Spring 1849",
    "Autumn 1849",
    "Spring 1850",
    "Autumn 1850",
    "Spring 1851",
];
/// Locations on the table, in phase-3 order.
pub const LOCATIONS: usize = 8;
/// The highest Westminster position (V); the start (the star) is 0.
pub const WESTMINSTER_TOP: u8 = 4;
/// The last space of the buzz track.
pub const BUZZ_END: u8 = 40;
/// The top of the income track.
pub const INCOME_TOP: u8 = 12;

/// The eight locations, numbered as on the boards (RULINGS 1: Port 7, Station 8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Location {
    PatentOffice,
    BritishMuseum,
    BankOfEngland,
    Westminster,
    ReformClub,
    LondonTimes,
    PortOfLondon,
    WaterlooStation,
}

impl Location {
    pub const ALL: [Location; LOCATIONS] = [
        Location::PatentOffice,
        Location::BritishMuseum,
        Location::BankOfEngland,
        Location::Westminster,
        Location::ReformClub,
        Location::LondonTimes,
        Location::PortOfLondon,
        Location::WaterlooStation,
    ];

    /// The location's number on its board, 1 to 8.
    pub fn number(self) -> usize {
        self as usize + 1
    }

    pub fn index(self) -> usize {
        self as usize
    }

    /// The word used in the notation and in the component file.
    pub fn key(self) -> &'static str {
        match self {
            Location::PatentOffice => "patent_office",
            Location::BritishMuseum => "british_museum",
            Location::BankOfEngland => "bank_of_england",
            Location::Westminster => "westminster",
            Location::ReformClub => "reform_club",
            Location::LondonTimes => "london_times",
            Location::PortOfLondon => "port_of_london",
            Location::WaterlooStation => "waterloo_station",
        }
    }

    /// A short word for the notation (`place 5 museum 2`).
    pub fn short(self) -> &'static str {
        match self {
            Location::PatentOffice => "patents",
            Location::BritishMuseum => "museum",
            Location::BankOfEngland => "bank",
            Location::Westminster => "westminster",
            Location::ReformClub => "club",
            Location::LondonTimes => "times",
            Location::PortOfLondon => "port",
            Location::WaterlooStation => "station",
        }
    }

    pub fn title(self) -> &'static str {
        match self {
            Location::PatentOffice => "Patent Office",
            Location::BritishMuseum => "British Museum",
            Location::BankOfEngland => "Bank of England",
            Location::Westminster => "Westminster",
            Location::ReformClub => "Reform Club",
            Location::LondonTimes => "London Times",
            Location::PortOfLondon => "Port of London",
            Location::WaterlooStation => "Waterloo Station",
        }
    }

    /// The name as it reads in a sentence: "the Patent Office", "Westminster".
    pub fn the(self) -> &'static str {
        match self {
            Location::PatentOffice => "the Patent Office",
            Location::BritishMuseum => "the British Museum",
            Location::BankOfEngland => "the Bank of England",
            Location::Westminster => "Westminster",
            Location::ReformClub => "the Reform Club",
            Location::LondonTimes => "the London Times",
            Location::PortOfLondon => "the Port of London",
            Location::WaterlooStation => "Waterloo Station",
        }
    }

    pub fn from_word(w: &str) -> Option<Location> {
        Location::ALL
            .into_iter()
            .find(|l| l.short() == w || l.key() == w || l.number().to_string() == w)
    }

    pub fn from_index(i: usize) -> Location {
        Location::ALL[i]
    }

    /// Whether the action is one of several possibilities, each once a round.
    pub fn has_possibilities(self) -> bool {
        matches!(self, Location::PortOfLondon | Location::WaterlooStation)
    }
}

/// A provenance tag: where a number comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Tag {
    /// Given by the rulebook text.
    R,
    /// Pinned by a worked example of the rulebook.
    X,
    /// Known from a public review.
    S,
    /// Provisional: the project's own choice.
    P,
}

impl Tag {
    fn parse(s: &str) -> Option<Tag> {
        match s {
            "R" => Some(Tag::R),
            "X" => Some(Tag::X),
            "S" => Some(Tag::S),
            "P" => Some(Tag::P),
            _ => None,
        }
    }
}

/// An item's provenance: its tag, and per-field tags where a field differs.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Tagged {
    pub tag: Option<Tag>,
    pub fields: BTreeMap<String, Tag>,
}

impl Tagged {
    /// The tag of one field (the item's own tag when the field has none).
    pub fn of(&self, field: &str) -> Tag {
        self.fields
            .get(field)
            .copied()
            .or(self.tag)
            .unwrap_or(Tag::P)
    }

    /// Whether any number of the item is provisional.
    pub fn any_provisional(&self) -> bool {
        self.tag == Some(Tag::P) || self.fields.values().any(|&t| t == Tag::P)
    }
}

/// A dice placement space.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlacementSpace {
    /// The least die value that may be placed here.
    pub min: u8,
    /// An Assistant symbol: the placer may take an Assistant action at once.
    pub assistant: bool,
    /// A fee paid when placing (£).
    pub fee: i32,
}

/// A Port or Station possibility, each usable once a round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Possibility {
    /// The word in the notation (`port gears`).
    pub name: String,
    pub effect: Effect,
}

/// One side of a location board (for some player counts).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LocationSide {
    pub placement: Vec<PlacementSpace>,
    /// The action spaces, left to right: the bonus (or cost, a negative amount) of each.
    pub actions: Vec<Effect>,
    /// Port and Station: the possibilities; empty elsewhere.
    pub possibilities: Vec<Possibility>,
    pub tagged: Tagged,
}

/// A Black Market space, bottom (0) to top.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MarketSpace {
    /// The £ paid to place an assistant here or move one here.
    pub cost: i32,
    /// The phase-6 bonus of an assistant here (a green bonus).
    pub bonus: Effect,
}

/// The Black Market side for some player counts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MarketSide {
    pub spaces: Vec<MarketSpace>,
    /// Gears on the yellow banner at the start of each round.
    pub gears: u8,
    /// Moving an assistant down from this tier (1-based) or higher gives a banner gear.
    pub gear_tier: u8,
    pub tagged: Tagged,
}

/// A patent card (a prototype on its back).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Patent {
    pub id: String,
    pub name: String,
    pub cost: Cost,
    /// VP for building it, by round.
    pub vp: [i32; ROUNDS],
    /// The character it is linked to (+4 VP when both are owned).
    pub link: Option<usize>,
    /// Applied completely to a player of the builder's choice.
    pub effect: Effect,
    pub tagged: Tagged,
}

/// When a character's ability works.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum AbilityPhase {
    /// After salaries in phase 4.
    Phase4,
    /// At the start of the owner's phase-5 turn.
    Phase5,
    /// With the green bonuses of phase 6.
    Phase6,
    /// At the end of the game.
    End,
}

/// A character card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Character {
    pub id: String,
    pub name: String,
    pub cost: Cost,
    /// VP for recruiting, by round.
    pub vp: [i32; ROUNDS],
    /// Salary in phase 4 by Westminster position (star, II, III, IV, V).
    pub salary: [i32; WESTMINSTER_TOP as usize + 1],
    /// The instant bonus on recruiting.
    pub instant: Effect,
    pub ability: Option<(AbilityPhase, Effect)>,
    pub tagged: Tagged,
}

/// The colour of a research tile's back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TileBack {
    Green,
    /// Violet, blue box: the stack by the Patent Office.
    Blue,
    /// Violet, orange box: the stack by the Reform Club.
    Orange,
}

/// A research tile.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Tile {
    pub id: String,
    pub name: String,
    pub back: TileBack,
    /// A green phase-6 bonus (every round), or else a one-time bonus on taking it.
    pub permanent: bool,
    pub effect: Effect,
    pub tagged: Tagged,
}

/// A share of the Bank of England.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Share {
    pub id: String,
    /// The round (1-5) on its back.
    pub round: u8,
    pub income: i32,
    pub vp: i32,
    pub tagged: Tagged,
}

/// The colour of a flyer (and of its spaces on the buzz track).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum FlyerColor {
    Blue,
    Green,
    Violet,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Flyer {
    pub id: String,
    pub color: FlyerColor,
    pub effect: Effect,
    pub tagged: Tagged,
}

/// One round's condition on a publisher side: count these, reach a level, get buzz.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PublisherRound {
    /// Summed: the seat's count for the condition.
    pub counts: Vec<Count>,
    /// Level k is reached with a count of at least `levels[k-1]`.
    pub levels: Vec<i32>,
    /// Buzz for level k: `buzz[k-1]`.
    pub buzz: Vec<i32>,
}

/// A publisher tile side.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Publisher {
    pub id: String,
    pub rounds: Vec<PublisherRound>,
    pub tagged: Tagged,
}

/// One level of a nation's objective.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ObjectiveLevel {
    pub count: Count,
    pub need: i32,
    pub vp: i32,
}

/// A nation (a player mat side).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Nation {
    pub id: String,
    pub name: String,
    pub research_spaces: u8,
    pub objective: Vec<ObjectiveLevel>,
    pub tagged: Tagged,
}

/// A poster on the buzz track.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Poster {
    pub space: u8,
    /// Gained every phase 6 by a buzz token here.
    pub bonus: Effect,
}

/// Numbers of the rules and tracks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Rules {
    pub start_money: i32,
    pub start_gears: i32,
    pub start_energy: i32,
    pub start_dice: u8,
    pub max_dice: u8,
    pub start_vp: i32,
    /// Assistants of a seat (one lives on the objective track).
    pub assistants: u8,
    pub max_newspapers: u8,
    pub energy_price: i32,
    pub gear_price: i32,
    pub gear_newspapers: i32,
    pub gear_sells_for: i32,
    pub energy_sells_for: i32,
    pub newspapers_for_die: u8,
    pub newspapers_for_income: u8,
    pub newspapers_for_gear: u8,
    pub loan: i32,
    /// The loan tiles' penalties (negative VP), one entry a tile.
    pub loans: Vec<i32>,
    pub repaid_loan_vp: i32,
    pub empty_research_vp: i32,
    pub market_end_vp: Vec<i32>,
    pub buzz_end_vp: Vec<i32>,
    pub unused_die_money: i32,
    /// £ by income position, 0 to 12.
    pub income_money: Vec<i32>,
    pub income_start: u8,
    /// VP lost in phase 6 on income 0.
    pub income_zero_vp: i32,
    pub income_drop: u8,
    pub posters: Vec<Poster>,
    /// The buzz-track spaces that hold a flyer, with their colours.
    pub flyer_spaces: Vec<(u8, FlyerColor)>,
    /// Bonus of a step to Westminster II, III, IV, V.
    pub westminster_steps: Vec<Effect>,
    /// Bonus of a step taken on V.
    pub westminster_beyond: Effect,
    /// VP of a ticket by round.
    pub ticket_vp: [i32; ROUNDS],
    /// Dice spaces below the Port's tickets.
    pub tickets: u8,
    /// The Pocket Watch's phase-6 effect.
    pub watch: Effect,
    pub tagged: Tagged,
}

/// A validated component set.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Components {
    pub name: String,
    pub provisional: bool,
    pub note: String,
    pub rules: Rules,
    /// `locations[player count - 2][location]`.
    pub locations: Vec<Vec<LocationSide>>,
    /// `market[player count - 2]`.
    pub market: Vec<MarketSide>,
    pub patents: Vec<Patent>,
    pub characters: Vec<Character>,
    pub tiles: Vec<Tile>,
    pub shares: Vec<Share>,
    pub flyers: Vec<Flyer>,
    pub publishers: Vec<Publisher>,
    pub nations: Vec<Nation>,
    /// `name@` and the first 12 hex digits of the file's SHA-256.
    pub id: String,
}

impl Components {
    /// The shipped component set.
    pub fn shipped() -> Components {
        Components::from_toml(DEFAULT_FILE).expect("the shipped component file is valid")
    }

    pub fn side(&self, players: usize, loc: Location) -> &LocationSide {
        &self.locations[players - 2][loc.index()]
    }

    /// The most research spaces of a nation of the set (the tensors' fixed bound).
    pub fn max_research_spaces(&self) -> usize {
        self.nations
            .iter()
            .map(|n| n.research_spaces as usize)
            .max()
            .unwrap_or(0)
    }

    pub fn market_side(&self, players: usize) -> &MarketSide {
        &self.market[players - 2]
    }

    pub fn patent_index(&self, id: &str) -> Option<usize> {
        self.patents.iter().position(|p| p.id == id)
    }

    pub fn character_index(&self, id: &str) -> Option<usize> {
        self.characters.iter().position(|c| c.id == id)
    }

    pub fn tile_index(&self, id: &str) -> Option<usize> {
        self.tiles.iter().position(|c| c.id == id)
    }

    pub fn share_index(&self, id: &str) -> Option<usize> {
        self.shares.iter().position(|c| c.id == id)
    }

    pub fn flyer_index(&self, id: &str) -> Option<usize> {
        self.flyers.iter().position(|c| c.id == id)
    }

    pub fn publisher_index(&self, id: &str) -> Option<usize> {
        self.publishers.iter().position(|c| c.id == id)
    }

    pub fn nation_index(&self, id: &str) -> Option<usize> {
        self.nations.iter().position(|c| c.id == id)
    }

    /// Reads and validates a component file in TOML.
    pub fn from_toml(text: &str) -> Result<Components, ComponentFileError> {
        check_size(text)?;
        let raw: RawFile = toml::from_str(text).map_err(|e| ComponentFileError {
            problems: vec![escape(&e.to_string())],
        })?;
        validate(raw, text)
    }

    /// Reads and validates a component file in JSON (the same fields as the TOML).
    pub fn from_json(text: &str) -> Result<Components, ComponentFileError> {
        check_size(text)?;
        let raw: RawFile = serde_json::from_str(text).map_err(|e| ComponentFileError {
            problems: vec![escape(&e.to_string())],
        })?;
        validate(raw, text)
    }

    /// Reads a component file's contents, JSON when it starts with `{`, else TOML.
    pub fn from_bytes(bytes: &[u8]) -> Result<Components, ComponentFileError> {
        if bytes.len() > MAX_FILE_BYTES {
            return Err(ComponentFileError {
                problems: vec![format!(
                    "the component file has {} bytes; at most {MAX_FILE_BYTES} are accepted",
                    bytes.len()
                )],
            });
        }
        let text = std::str::from_utf8(bytes).map_err(|e| ComponentFileError {
            problems: vec![format!("the component file is not UTF-8 text ({e})")],
        })?;
        if text.trim_start().starts_with('{') {
            Components::from_json(text)
        } else {
            Components::from_toml(text)
        }
    }
}

/// Every problem of a component file, each naming the item and the field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComponentFileError {
    pub problems: Vec<String>,
}

impl std::fmt::Display for ComponentFileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} problem{}: {}",
            self.problems.len(),
            if self.problems.len() == 1 { "" } else { "s" },
            self.problems.join("; ")
        )
    }
}

impl std::error::Error for ComponentFileError {}

fn check_size(text: &str) -> Result<(), ComponentFileError> {
    if text.len() > MAX_FILE_BYTES {
        return Err(ComponentFileError {
            problems: vec![format!(
                "the component file has {} bytes; at most {MAX_FILE_BYTES} are accepted",
                text.len()
            )],
        });
    }
    Ok(())
}

/// Untrusted text from a file, printable: control characters escaped, cut to 200
/// characters.
fn escape(text: &str) -> String {
    gaslamp_core::untrusted(text)
}
