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

use crate::effects::{Atom, Cost, Count, Effect};
use crate::state::{
    MAX_CHARACTERS, MAX_FLYER_SPACES, MAX_LOANS, MAX_MARKET, MAX_PATENTS, MAX_POSSIBILITIES,
    MAX_RESEARCH, MAX_SHARES, MAX_SPACES, MAX_TICKETS, MAX_TILES,
};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::collections::{BTreeMap, HashMap, HashSet};

/// The component file shipped with the game.
pub const DEFAULT_FILE: &str = include_str!("../data/components.toml");
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

// ---------------------------------------------------------------------------------
// The file as written.

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFile {
    meta: RawMeta,
    rules: RawRules,
    #[serde(default)]
    locations: Vec<RawLocation>,
    #[serde(default)]
    black_market: Vec<RawMarket>,
    #[serde(default)]
    patents: Vec<RawPatent>,
    #[serde(default)]
    characters: Vec<RawCharacter>,
    #[serde(default)]
    research: Vec<RawTile>,
    #[serde(default)]
    shares: Vec<RawShare>,
    #[serde(default)]
    flyers: Vec<RawFlyer>,
    #[serde(default)]
    publishers: Vec<RawPublisher>,
    #[serde(default)]
    nations: Vec<RawNation>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMeta {
    name: String,
    provisional: bool,
    #[serde(default)]
    note: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRules {
    start_money: i32,
    start_gears: i32,
    start_energy: i32,
    start_dice: u8,
    max_dice: u8,
    start_vp: i32,
    assistants: u8,
    max_newspapers: u8,
    energy_price: i32,
    gear_price: i32,
    gear_newspapers: i32,
    gear_sells_for: i32,
    energy_sells_for: i32,
    newspapers_for_die: u8,
    newspapers_for_income: u8,
    newspapers_for_gear: u8,
    loan: i32,
    loans: Vec<i32>,
    repaid_loan_vp: i32,
    empty_research_vp: i32,
    market_end_vp: Vec<i32>,
    buzz_end_vp: Vec<i32>,
    unused_die_money: i32,
    income_money: Vec<i32>,
    income_start: u8,
    income_zero_vp: i32,
    income_drop: u8,
    posters: Vec<RawPoster>,
    flyer_spaces: Vec<RawFlyerSpace>,
    westminster_steps: Vec<String>,
    westminster_beyond: String,
    ticket_vp: Vec<i32>,
    tickets: u8,
    watch: String,
    tag: String,
    #[serde(default)]
    tags: BTreeMap<String, String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPoster {
    space: u8,
    bonus: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFlyerSpace {
    space: u8,
    color: FlyerColor,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPlacement {
    min: u8,
    #[serde(default)]
    assistant: bool,
    #[serde(default)]
    fee: i32,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPossibility {
    name: String,
    effect: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLocation {
    id: String,
    players: Vec<usize>,
    placement: Vec<RawPlacement>,
    actions: Vec<String>,
    #[serde(default)]
    possibilities: Vec<RawPossibility>,
    tag: String,
    #[serde(default)]
    tags: BTreeMap<String, String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMarketSpace {
    cost: i32,
    bonus: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMarket {
    players: Vec<usize>,
    gears: u8,
    gear_tier: u8,
    spaces: Vec<RawMarketSpace>,
    tag: String,
    #[serde(default)]
    tags: BTreeMap<String, String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPatent {
    id: String,
    name: String,
    cost: String,
    vp: Vec<i32>,
    #[serde(default)]
    link: Option<String>,
    #[serde(default)]
    effect: String,
    tag: String,
    #[serde(default)]
    tags: BTreeMap<String, String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawAbility {
    phase: AbilityPhase,
    effect: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCharacter {
    id: String,
    name: String,
    cost: String,
    vp: Vec<i32>,
    salary: Vec<i32>,
    #[serde(default)]
    instant: String,
    #[serde(default)]
    ability: Option<RawAbility>,
    tag: String,
    #[serde(default)]
    tags: BTreeMap<String, String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTile {
    id: String,
    name: String,
    back: TileBack,
    permanent: bool,
    effect: String,
    tag: String,
    #[serde(default)]
    tags: BTreeMap<String, String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawShare {
    id: String,
    round: u8,
    income: i32,
    vp: i32,
    tag: String,
    #[serde(default)]
    tags: BTreeMap<String, String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFlyer {
    id: String,
    color: FlyerColor,
    effect: String,
    tag: String,
    #[serde(default)]
    tags: BTreeMap<String, String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPublisherRound {
    count: String,
    levels: Vec<i32>,
    buzz: Vec<i32>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPublisher {
    id: String,
    rounds: Vec<RawPublisherRound>,
    tag: String,
    #[serde(default)]
    tags: BTreeMap<String, String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawObjective {
    count: String,
    need: i32,
    vp: i32,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawNation {
    id: String,
    name: String,
    research_spaces: u8,
    objective: Vec<RawObjective>,
    tag: String,
    #[serde(default)]
    tags: BTreeMap<String, String>,
}

// ---------------------------------------------------------------------------------
// Validation: every problem, each naming its item and field.

struct Problems(Vec<String>);

impl Problems {
    fn push(&mut self, item: &str, field: &str, what: impl std::fmt::Display) {
        self.0.push(format!("{}, {field}: {what}", escape(item)));
    }

    fn effect(&mut self, item: &str, field: &str, text: &str) -> Effect {
        match Effect::parse(text) {
            Ok(e) => e,
            Err(e) => {
                self.push(item, field, escape(&e));
                Effect::none()
            }
        }
    }

    fn cost(&mut self, item: &str, field: &str, text: &str) -> Cost {
        match Cost::parse(text) {
            Ok(c) => c,
            Err(e) => {
                self.push(item, field, escape(&e));
                Cost::default()
            }
        }
    }

    fn tagged(
        &mut self,
        item: &str,
        tag: &str,
        tags: &BTreeMap<String, String>,
        fields: &[&str],
    ) -> Tagged {
        let mut t = Tagged::default();
        match Tag::parse(tag) {
            Some(x) => t.tag = Some(x),
            None => self.push(
                item,
                "tag",
                format!("`{}` is not a tag; tags are R, X, S and P", escape(tag)),
            ),
        }
        for (field, tag) in tags {
            if !fields.contains(&field.as_str()) {
                self.push(
                    item,
                    "tags",
                    format!(
                        "`{}` is not a field of this item (fields: {})",
                        escape(field),
                        fields.join(", ")
                    ),
                );
            }
            match Tag::parse(tag) {
                Some(x) => {
                    t.fields.insert(field.clone(), x);
                }
                None => self.push(
                    item,
                    &format!("tags.{}", escape(field)),
                    format!("`{}` is not a tag; tags are R, X, S and P", escape(tag)),
                ),
            }
        }
        t
    }

    fn rounds(&mut self, item: &str, field: &str, v: &[i32]) -> [i32; ROUNDS] {
        let mut out = [0; ROUNDS];
        if v.len() == ROUNDS {
            out.copy_from_slice(v);
        } else {
            self.push(
                item,
                field,
                format!("needs {ROUNDS} numbers, one a round; it has {}", v.len()),
            );
        }
        for &x in v {
            if !(-99..=99).contains(&x) {
                self.push(item, field, format!("{x} is out of range (-99 to 99)"));
            }
        }
        out
    }

    fn ids<'a>(&mut self, kind: &str, ids: impl Iterator<Item = &'a str>) {
        let mut seen = HashSet::new();
        for id in ids {
            if id.is_empty()
                || !id
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            {
                self.push(
                    &format!("{kind} `{id}`"),
                    "id",
                    "ids are lowercase letters, digits and `-`",
                );
            }
            if !seen.insert(id) {
                self.push(&format!("{kind} `{id}`"), "id", "appears twice");
            }
        }
    }
}

fn counts(text: &str) -> Result<Vec<Count>, String> {
    let mut out = Vec::new();
    for part in text.split('+') {
        let p = part.trim();
        let c = Count::ALL
            .into_iter()
            .find(|c| c.name() == p)
            .ok_or_else(|| {
                format!(
                    "`{p}` is not something to count; one of: {}",
                    Count::ALL.map(Count::name).join(", ")
                )
            })?;
        out.push(c);
    }
    Ok(out)
}

fn count(text: &str) -> Result<Count, String> {
    let v = counts(text)?;
    if v.len() != 1 {
        return Err("one thing to count, without `+`".into());
    }
    Ok(v[0])
}

fn validate(raw: RawFile, text: &str) -> Result<Components, ComponentFileError> {
    let mut p = Problems(Vec::new());
    let r = &raw.rules;
    let rules_fields = [
        "start_money",
        "start_gears",
        "start_energy",
        "start_dice",
        "max_dice",
        "start_vp",
        "assistants",
        "max_newspapers",
        "energy_price",
        "gear_price",
        "gear_newspapers",
        "gear_sells_for",
        "energy_sells_for",
        "newspapers_for_die",
        "newspapers_for_income",
        "newspapers_for_gear",
        "loan",
        "loans",
        "repaid_loan_vp",
        "empty_research_vp",
        "market_end_vp",
        "buzz_end_vp",
        "unused_die_money",
        "income_money",
        "income_start",
        "income_zero_vp",
        "income_drop",
        "posters",
        "flyer_spaces",
        "westminster_steps",
        "westminster_beyond",
        "ticket_vp",
        "tickets",
        "watch",
    ];
    let rules_tagged = p.tagged("rules", &r.tag, &r.tags, &rules_fields);
    let item = "rules";
    if !(1..=6).contains(&r.start_dice) || r.start_dice > r.max_dice || r.max_dice > 6 {
        p.push(
            item,
            "start_dice",
            "1 to 6 dice at the start, at most max_dice (at most 6)",
        );
    }
    if !(2..=6).contains(&r.assistants) {
        p.push(item, "assistants", "2 to 6 assistants a seat");
    }
    if !(4..=15).contains(&r.max_newspapers) {
        p.push(item, "max_newspapers", "4 to 15");
    }
    for (field, v) in [
        ("start_money", r.start_money),
        ("energy_price", r.energy_price),
        ("gear_price", r.gear_price),
        ("loan", r.loan),
    ] {
        if !(1..=999).contains(&v) {
            p.push(item, field, format!("{v} is out of range (1 to 999)"));
        }
    }
    for (field, v) in [
        ("start_gears", r.start_gears),
        ("start_energy", r.start_energy),
        ("start_vp", r.start_vp),
        ("gear_sells_for", r.gear_sells_for),
        ("energy_sells_for", r.energy_sells_for),
        ("gear_newspapers", r.gear_newspapers),
        ("unused_die_money", r.unused_die_money),
    ] {
        if !(0..=99).contains(&v) {
            p.push(item, field, format!("{v} is out of range (0 to 99)"));
        }
    }
    if r.gear_sells_for >= r.gear_price || r.energy_sells_for >= r.energy_price {
        p.push(
            item,
            "gear_sells_for",
            "selling must give less than buying costs (or money could be made from nothing)",
        );
    }
    for (field, v) in [
        ("newspapers_for_die", r.newspapers_for_die),
        ("newspapers_for_income", r.newspapers_for_income),
        ("newspapers_for_gear", r.newspapers_for_gear),
    ] {
        if v == 0 || v > r.max_newspapers {
            p.push(item, field, "1 to max_newspapers");
        }
    }
    if r.loans.is_empty() || r.loans.iter().any(|&v| !(-99..=0).contains(&v)) {
        p.push(
            item,
            "loans",
            "one penalty (0 to -99) per loan tile, at least one tile",
        );
    }
    if r.loans.len() > MAX_LOANS {
        p.push(
            item,
            "loans",
            format!(
                "{} loan tiles; at most {MAX_LOANS} are supported",
                r.loans.len()
            ),
        );
    }
    for (field, v) in [
        ("market_end_vp", &r.market_end_vp),
        ("buzz_end_vp", &r.buzz_end_vp),
    ] {
        if v.is_empty() || v.len() > 5 || v.iter().any(|x| !(0..=99).contains(x)) {
            p.push(item, field, "1 to 5 numbers, each 0 to 99");
        }
    }
    if r.income_money.len() != INCOME_TOP as usize + 1 {
        p.push(
            item,
            "income_money",
            format!(
                "needs {} numbers, £ for income 0 to {INCOME_TOP}",
                INCOME_TOP + 1
            ),
        );
    }
    if r.income_start > INCOME_TOP {
        p.push(item, "income_start", format!("0 to {INCOME_TOP}"));
    }
    if r.income_drop > INCOME_TOP {
        p.push(item, "income_drop", format!("0 to {INCOME_TOP}"));
    }
    let mut posters = Vec::new();
    let mut poster_spaces = HashSet::new();
    for (i, ps) in r.posters.iter().enumerate() {
        let field = format!("posters[{i}]");
        if ps.space == 0 || ps.space >= BUZZ_END || !poster_spaces.insert(ps.space) {
            p.push(
                item,
                &field,
                format!(
                    "space {} must be 1 to {} and appear once",
                    ps.space,
                    BUZZ_END - 1
                ),
            );
        }
        let bonus = p.effect(item, &field, &ps.bonus);
        posters.push(Poster {
            space: ps.space,
            bonus,
        });
    }
    posters.sort_by_key(|p| p.space);
    let mut flyer_spaces = Vec::new();
    let mut seen_flyers = HashSet::new();
    for (i, f) in r.flyer_spaces.iter().enumerate() {
        if f.space == 0 || f.space >= BUZZ_END || !seen_flyers.insert(f.space) {
            p.push(
                item,
                &format!("flyer_spaces[{i}]"),
                format!(
                    "space {} must be 1 to {} and appear once",
                    f.space,
                    BUZZ_END - 1
                ),
            );
        }
        flyer_spaces.push((f.space, f.color));
    }
    flyer_spaces.sort_by_key(|f| f.0);
    if r.flyer_spaces.len() > MAX_FLYER_SPACES {
        p.push(
            item,
            "flyer_spaces",
            format!(
                "{} flyer spaces; at most {MAX_FLYER_SPACES} are supported",
                r.flyer_spaces.len()
            ),
        );
    }
    if r.westminster_steps.len() != WESTMINSTER_TOP as usize {
        p.push(
            item,
            "westminster_steps",
            "needs 4 bonuses, for the steps to II, III, IV and V",
        );
    }
    let westminster_steps: Vec<Effect> = r
        .westminster_steps
        .iter()
        .enumerate()
        .map(|(i, t)| p.effect(item, &format!("westminster_steps[{i}]"), t))
        .collect();
    let westminster_beyond = p.effect(item, "westminster_beyond", &r.westminster_beyond);
    let ticket_vp = p.rounds(item, "ticket_vp", &r.ticket_vp);
    if !(1..=MAX_TICKETS as u8).contains(&r.tickets) {
        p.push(item, "tickets", format!("1 to {MAX_TICKETS} ticket spaces"));
    }
    let watch = p.effect(item, "watch", &r.watch);
    let rules = Rules {
        start_money: r.start_money,
        start_gears: r.start_gears,
        start_energy: r.start_energy,
        start_dice: r.start_dice,
        max_dice: r.max_dice,
        start_vp: r.start_vp,
        assistants: r.assistants,
        max_newspapers: r.max_newspapers,
        energy_price: r.energy_price,
        gear_price: r.gear_price,
        gear_newspapers: r.gear_newspapers,
        gear_sells_for: r.gear_sells_for,
        energy_sells_for: r.energy_sells_for,
        newspapers_for_die: r.newspapers_for_die,
        newspapers_for_income: r.newspapers_for_income,
        newspapers_for_gear: r.newspapers_for_gear,
        loan: r.loan,
        loans: r.loans.clone(),
        repaid_loan_vp: r.repaid_loan_vp,
        empty_research_vp: r.empty_research_vp,
        market_end_vp: r.market_end_vp.clone(),
        buzz_end_vp: r.buzz_end_vp.clone(),
        unused_die_money: r.unused_die_money,
        income_money: r.income_money.clone(),
        income_start: r.income_start,
        income_zero_vp: r.income_zero_vp,
        income_drop: r.income_drop,
        posters,
        flyer_spaces,
        westminster_steps,
        westminster_beyond,
        ticket_vp,
        tickets: r.tickets,
        watch,
        tagged: rules_tagged,
    };

    // Characters first: patents link to them.
    p.ids("character", raw.characters.iter().map(|c| c.id.as_str()));
    let char_ids: HashMap<&str, usize> = raw
        .characters
        .iter()
        .enumerate()
        .map(|(i, c)| (c.id.as_str(), i))
        .collect();
    let mut characters = Vec::new();
    for c in &raw.characters {
        let item = format!("character `{}`", c.id);
        let tagged = p.tagged(
            &item,
            &c.tag,
            &c.tags,
            &["name", "cost", "vp", "salary", "instant", "ability"],
        );
        let cost = p.cost(&item, "cost", &c.cost);
        let vp = p.rounds(&item, "vp", &c.vp);
        let mut salary = [0; WESTMINSTER_TOP as usize + 1];
        if c.salary.len() == salary.len() {
            salary.copy_from_slice(&c.salary);
        } else {
            p.push(
                &item,
                "salary",
                "needs 5 numbers, by Westminster position (star, II, III, IV, V)",
            );
        }
        if c.salary.iter().any(|s| !(0..=99).contains(s)) {
            p.push(&item, "salary", "salaries are 0 to 99");
        }
        let instant = p.effect(&item, "instant", &c.instant);
        let ability = c
            .ability
            .as_ref()
            .map(|a| (a.phase, p.effect(&item, "ability.effect", &a.effect)));
        characters.push(Character {
            id: c.id.clone(),
            name: c.name.clone(),
            cost,
            vp,
            salary,
            instant,
            ability,
            tagged,
        });
    }

    p.ids("patent", raw.patents.iter().map(|c| c.id.as_str()));
    let mut patents = Vec::new();
    for c in &raw.patents {
        let item = format!("patent `{}`", c.id);
        let tagged = p.tagged(
            &item,
            &c.tag,
            &c.tags,
            &["name", "cost", "vp", "link", "effect"],
        );
        let cost = p.cost(&item, "cost", &c.cost);
        let vp = p.rounds(&item, "vp", &c.vp);
        let link = match &c.link {
            None => None,
            Some(l) => match char_ids.get(l.as_str()) {
                Some(&i) => Some(i),
                None => {
                    p.push(
                        &item,
                        "link",
                        format!("there is no character `{}`", escape(l)),
                    );
                    None
                }
            },
        };
        let effect = p.effect(&item, "effect", &c.effect);
        patents.push(Patent {
            id: c.id.clone(),
            name: c.name.clone(),
            cost,
            vp,
            link,
            effect,
            tagged,
        });
    }
    for (i, c) in characters.iter().enumerate() {
        let links = patents.iter().filter(|p| p.link == Some(i)).count();
        if links > 2 {
            p.push(
                &format!("character `{}`", c.id),
                "link",
                format!("{links} patents link to it; at most 2 may"),
            );
        }
    }

    p.ids("research tile", raw.research.iter().map(|c| c.id.as_str()));
    let mut tiles = Vec::new();
    for c in &raw.research {
        let item = format!("research tile `{}`", c.id);
        let tagged = p.tagged(&item, &c.tag, &c.tags, &["name", "effect"]);
        let effect = p.effect(&item, "effect", &c.effect);
        if effect
            .alternatives
            .iter()
            .flatten()
            .any(|a| matches!(a, Atom::Ticket))
        {
            p.push(&item, "effect", "`ticket` is the Port's alone");
        }
        tiles.push(Tile {
            id: c.id.clone(),
            name: c.name.clone(),
            back: c.back,
            permanent: c.permanent,
            effect,
            tagged,
        });
    }

    p.ids("share", raw.shares.iter().map(|c| c.id.as_str()));
    let mut shares = Vec::new();
    for c in &raw.shares {
        let item = format!("share `{}`", c.id);
        let tagged = p.tagged(&item, &c.tag, &c.tags, &["income", "vp"]);
        if !(1..=ROUNDS as u8).contains(&c.round) {
            p.push(&item, "round", "1 to 5");
        }
        if !(0..=12).contains(&c.income) || !(0..=99).contains(&c.vp) {
            p.push(&item, "income", "income 0 to 12, vp 0 to 99");
        }
        shares.push(Share {
            id: c.id.clone(),
            round: c.round,
            income: c.income,
            vp: c.vp,
            tagged,
        });
    }

    p.ids("flyer", raw.flyers.iter().map(|c| c.id.as_str()));
    let mut flyers = Vec::new();
    for c in &raw.flyers {
        let item = format!("flyer `{}`", c.id);
        let tagged = p.tagged(&item, &c.tag, &c.tags, &["effect"]);
        let effect = p.effect(&item, "effect", &c.effect);
        flyers.push(Flyer {
            id: c.id.clone(),
            color: c.color,
            effect,
            tagged,
        });
    }
    for color in [FlyerColor::Blue, FlyerColor::Green, FlyerColor::Violet] {
        let spaces = rules.flyer_spaces.iter().filter(|f| f.1 == color).count();
        let have = flyers.iter().filter(|f| f.color == color).count();
        if have < spaces {
            p.push(
                "flyers",
                "color",
                format!(
                    "{have} {color:?} flyers for {spaces} {color:?} flyer spaces; every space needs one"
                ),
            );
        }
    }

    p.ids("publisher", raw.publishers.iter().map(|c| c.id.as_str()));
    let mut publishers = Vec::new();
    for c in &raw.publishers {
        let item = format!("publisher `{}`", c.id);
        let tagged = p.tagged(&item, &c.tag, &c.tags, &["rounds"]);
        if c.rounds.len() != ROUNDS {
            p.push(&item, "rounds", "needs 5 conditions, one a round");
        }
        let mut rounds = Vec::new();
        for (i, pr) in c.rounds.iter().enumerate() {
            let field = format!("rounds[{i}]");
            let cs = match counts(&pr.count) {
                Ok(cs) => cs,
                Err(e) => {
                    p.push(&item, &format!("{field}.count"), escape(&e));
                    Vec::new()
                }
            };
            if pr.levels.is_empty()
                || pr.levels.len() != pr.buzz.len()
                || pr.levels.windows(2).any(|w| w[0] >= w[1])
                || pr.levels[0] < 1
                || pr.buzz.iter().any(|b| !(0..=40).contains(b))
            {
                p.push(
                    &item,
                    &field,
                    "levels rising from at least 1, one buzz (0 to 40) for each level",
                );
            }
            rounds.push(PublisherRound {
                counts: cs,
                levels: pr.levels.clone(),
                buzz: pr.buzz.clone(),
            });
        }
        publishers.push(Publisher {
            id: c.id.clone(),
            rounds,
            tagged,
        });
    }

    p.ids("nation", raw.nations.iter().map(|c| c.id.as_str()));
    let mut nations = Vec::new();
    for c in &raw.nations {
        let item = format!("nation `{}`", c.id);
        let tagged = p.tagged(
            &item,
            &c.tag,
            &c.tags,
            &["name", "research_spaces", "objective"],
        );
        if !(1..=MAX_RESEARCH as u8).contains(&c.research_spaces) {
            p.push(&item, "research_spaces", format!("1 to {MAX_RESEARCH}"));
        }
        if c.objective.len() != 3 {
            p.push(&item, "objective", "needs 3 levels");
        }
        let mut objective = Vec::new();
        for (i, o) in c.objective.iter().enumerate() {
            let field = format!("objective[{i}]");
            let cnt = match count(&o.count) {
                Ok(x) => x,
                Err(e) => {
                    p.push(&item, &format!("{field}.count"), escape(&e));
                    Count::Characters
                }
            };
            if !(0..=99).contains(&o.need) || !(0..=99).contains(&o.vp) {
                p.push(&item, &field, "need and vp are 0 to 99");
            }
            objective.push(ObjectiveLevel {
                count: cnt,
                need: o.need,
                vp: o.vp,
            });
        }
        if objective.windows(2).any(|w| w[1].vp < w[0].vp) {
            p.push(
                &item,
                "objective",
                "a higher level gives at least as many VP",
            );
        }
        nations.push(Nation {
            id: c.id.clone(),
            name: c.name.clone(),
            research_spaces: c.research_spaces,
            objective,
            tagged,
        });
    }

    // Locations: one side for every location and player count.
    let mut sides: Vec<Vec<Option<LocationSide>>> = vec![vec![None; LOCATIONS]; 4];
    for (i, l) in raw.locations.iter().enumerate() {
        let Some(loc) = Location::ALL.into_iter().find(|x| x.key() == l.id) else {
            p.push(
                &format!("locations[{i}]"),
                "id",
                format!(
                    "`{}` is not a location; the locations are {}",
                    escape(&l.id),
                    Location::ALL.map(Location::key).join(", ")
                ),
            );
            continue;
        };
        let item = format!("location `{}` for {:?} players", l.id, l.players);
        let tagged = p.tagged(
            &item,
            &l.tag,
            &l.tags,
            &["placement", "actions", "possibilities"],
        );
        if l.placement.is_empty() || l.placement.len() > MAX_SPACES {
            p.push(
                &item,
                "placement",
                format!("1 to {MAX_SPACES} placement spaces"),
            );
        }
        let placement: Vec<PlacementSpace> = l
            .placement
            .iter()
            .enumerate()
            .map(|(j, s)| {
                if !(1..=6).contains(&s.min) || !(0..=99).contains(&s.fee) {
                    p.push(&item, &format!("placement[{j}]"), "min 1 to 6, fee 0 to 99");
                }
                PlacementSpace {
                    min: s.min,
                    assistant: s.assistant,
                    fee: s.fee,
                }
            })
            .collect();
        if l.actions.is_empty() || l.actions.len() > MAX_SPACES {
            p.push(&item, "actions", format!("1 to {MAX_SPACES} action spaces"));
        }
        let actions: Vec<Effect> = l
            .actions
            .iter()
            .enumerate()
            .map(|(j, t)| p.effect(&item, &format!("actions[{j}]"), t))
            .collect();
        let possibilities: Vec<Possibility> = l
            .possibilities
            .iter()
            .enumerate()
            .map(|(j, x)| Possibility {
                name: x.name.clone(),
                effect: p.effect(&item, &format!("possibilities[{j}]"), &x.effect),
            })
            .collect();
        if loc.has_possibilities() == possibilities.is_empty() {
            p.push(
                &item,
                "possibilities",
                "the Port and the Station have possibilities; the other locations none",
            );
        }
        if possibilities.iter().any(|x| {
            x.name.is_empty()
                || !x
                    .name
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c == '-' || c.is_ascii_digit())
        }) {
            p.push(
                &item,
                "possibilities",
                "names are lowercase words (letters, digits, `-`)",
            );
        }
        if possibilities.len() > MAX_POSSIBILITIES {
            p.push(
                &item,
                "possibilities",
                format!(
                    "{} possibilities; at most {MAX_POSSIBILITIES} are supported",
                    possibilities.len()
                ),
            );
        }
        let names: HashSet<&str> = possibilities.iter().map(|x| x.name.as_str()).collect();
        if names.len() != possibilities.len() {
            p.push(&item, "possibilities", "two possibilities share a name");
        }
        let side = LocationSide {
            placement,
            actions,
            possibilities,
            tagged,
        };
        for &n in &l.players {
            if !(2..=5).contains(&n) {
                p.push(
                    &item,
                    "players",
                    format!("{n} is not a player count (2 to 5)"),
                );
                continue;
            }
            if sides[n - 2][loc.index()].is_some() {
                p.push(&item, "players", format!("a second side for {n} players"));
            }
            sides[n - 2][loc.index()] = Some(side.clone());
        }
    }
    let mut locations = Vec::new();
    for (n, row) in sides.into_iter().enumerate() {
        let mut out = Vec::new();
        for (i, s) in row.into_iter().enumerate() {
            match s {
                Some(s) => out.push(s),
                None => {
                    p.push(
                        &format!("location `{}`", Location::ALL[i].key()),
                        "players",
                        format!("no side for {} players", n + 2),
                    );
                }
            }
        }
        locations.push(out);
    }

    let mut markets: Vec<Option<MarketSide>> = vec![None; 4];
    for (i, m) in raw.black_market.iter().enumerate() {
        let item = format!("black_market[{i}] for {:?} players", m.players);
        let tagged = p.tagged(&item, &m.tag, &m.tags, &["spaces", "gears", "gear_tier"]);
        if m.spaces.len() < 2 || m.spaces.len() > MAX_MARKET {
            p.push(&item, "spaces", format!("2 to {MAX_MARKET} spaces"));
        }
        if m.gear_tier == 0 || m.gear_tier as usize > m.spaces.len() {
            p.push(&item, "gear_tier", "a tier of the market (1-based)");
        }
        let spaces: Vec<MarketSpace> = m
            .spaces
            .iter()
            .enumerate()
            .map(|(j, s)| {
                if !(0..=99).contains(&s.cost) {
                    p.push(&item, &format!("spaces[{j}].cost"), "0 to 99");
                }
                MarketSpace {
                    cost: s.cost,
                    bonus: p.effect(&item, &format!("spaces[{j}].bonus"), &s.bonus),
                }
            })
            .collect();
        let side = MarketSide {
            spaces,
            gears: m.gears,
            gear_tier: m.gear_tier,
            tagged,
        };
        for &n in &m.players {
            if !(2..=5).contains(&n) {
                p.push(
                    &item,
                    "players",
                    format!("{n} is not a player count (2 to 5)"),
                );
                continue;
            }
            if markets[n - 2].is_some() {
                p.push(&item, "players", format!("a second side for {n} players"));
            }
            markets[n - 2] = Some(side.clone());
        }
    }
    let mut market = Vec::new();
    for (n, m) in markets.into_iter().enumerate() {
        match m {
            Some(m) => market.push(m),
            None => p.push(
                "black_market",
                "players",
                format!("no side for {} players", n + 2),
            ),
        }
    }

    // Enough of everything for five rounds at five players.
    let green = tiles.iter().filter(|t| t.back == TileBack::Green).count();
    if patents.len() < 8 {
        p.push("patents", "count", "at least 8 patents");
    }
    if characters.len() < 8 {
        p.push("characters", "count", "at least 8 characters");
    }
    if green < 6 {
        p.push("research", "count", "at least 6 green research tiles");
    }
    for round in 1..=ROUNDS as u8 {
        if !shares.iter().any(|s| s.round == round) {
            p.push("shares", "round", format!("no share for round {round}"));
        }
    }
    if publishers.is_empty() {
        p.push("publishers", "count", "at least one publisher side");
    }
    // At most as many of each as the game state has room for (`crate::state`).
    for (kind, field, n, max) in [
        ("patents", "count", patents.len(), MAX_PATENTS),
        ("characters", "count", characters.len(), MAX_CHARACTERS),
        ("research", "count", tiles.len(), MAX_TILES),
        ("shares", "count", shares.len(), MAX_SHARES),
    ] {
        if n > max {
            p.push(
                kind,
                field,
                format!("{n} items; at most {max} are supported"),
            );
        }
    }
    if nations.len() < 5 {
        p.push("nations", "count", "at least 5 nations (one a seat)");
    }

    if !p.0.is_empty() {
        return Err(ComponentFileError { problems: p.0 });
    }
    let hash = Sha256::digest(text.replace("\r\n", "\n").as_bytes());
    let hex: String = hash.iter().take(6).map(|b| format!("{b:02x}")).collect();
    let name = raw.meta.name.clone();
    let components = Components {
        id: format!("{}@{hex}", escape(&name)),
        name,
        provisional: raw.meta.provisional,
        note: raw.meta.note,
        rules,
        locations,
        market,
        patents,
        characters,
        tiles,
        shares,
        flyers,
        publishers,
        nations,
    };
    // Every game must end within a bound the set allows (`crate::bound`).
    let mut unbounded: Vec<String> = (2..=5)
        .filter_map(|players| crate::bound::action_bound(&components, players).err())
        .collect();
    unbounded.dedup();
    if !unbounded.is_empty() {
        return Err(ComponentFileError {
            problems: unbounded
                .into_iter()
                .map(|why| format!("effects: {why}"))
                .collect(),
        });
    }
    Ok(components)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_set_whose_green_bonus_raises_a_green_bonus_is_refused() {
        let bad = DEFAULT_FILE.replacen("watch = \"money 3\"", "watch = \"money 3, green 1\"", 1);
        assert_ne!(bad, DEFAULT_FILE, "the test's edit applies");
        let err = Components::from_toml(&bad).unwrap_err();
        assert!(err.to_string().contains("without end"), "{err}");
    }

    #[test]
    fn a_set_larger_than_the_state_holds_is_refused() {
        // 19 more patents (49 in all) and 41 loan tiles: beyond the game state's
        // capacities (`crate::state`), each named with its item and field.
        let mut big = DEFAULT_FILE.to_string();
        for i in 0..19 {
            big.push_str(&format!(
                "\n[[patents]]\nid = \"extra-{i}\"\nname = \"Extra {i}\"\ntag = \"P\"\n\
                 cost = \"gear 1\"\nvp = [1, 1, 1, 1, 1]\neffect = \"money 1\"\n"
            ));
        }
        let loans = format!("loans = [{}]", vec!["-8"; 41].join(", "));
        let line = DEFAULT_FILE
            .lines()
            .find(|l| l.starts_with("loans = ["))
            .expect("the shipped file lists its loans on one line");
        let big = big.replacen(line, &loans, 1);
        let err = Components::from_toml(&big).unwrap_err();
        let text = err.to_string();
        assert!(
            text.contains("patents, count: 49 items; at most 48 are supported"),
            "{err}"
        );
        assert!(
            text.contains("loans: 41 loan tiles; at most 40 are supported"),
            "{err}"
        );
        // At the capacities themselves the set is accepted.
        let mut fits = DEFAULT_FILE.to_string();
        for i in 0..18 {
            fits.push_str(&format!(
                "\n[[patents]]\nid = \"extra-{i}\"\nname = \"Extra {i}\"\ntag = \"P\"\n\
                 cost = \"gear 1\"\nvp = [1, 1, 1, 1, 1]\neffect = \"money 1\"\n"
            ));
        }
        let fits = fits.replacen(line, &format!("loans = [{}]", vec!["-8"; 40].join(", ")), 1);
        let c = Components::from_toml(&fits).unwrap();
        assert_eq!(c.patents.len(), MAX_PATENTS);
        assert_eq!(c.rules.loans.len(), MAX_LOANS);
    }

    #[test]
    fn the_shipped_file_is_valid() {
        let c = Components::shipped();
        assert!(c.provisional);
        assert_eq!(c.locations.len(), 4);
    }

    #[test]
    fn problems_are_all_listed_with_item_and_field() {
        let bad = DEFAULT_FILE
            .replacen("cost = \"gear 2, energy 1\"", "cost = \"cake 2\"", 1)
            .replacen("tag = \"P\"", "tag = \"Q\"", 1);
        let err = Components::from_toml(&bad).unwrap_err();
        assert!(err.problems.len() >= 2, "{err}");
        assert!(err.to_string().contains("`cake` is not an effect"), "{err}");
        assert!(err.to_string().contains("`Q` is not a tag"), "{err}");
    }
}
