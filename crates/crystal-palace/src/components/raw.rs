//! The component file as written: the fields of the TOML (or JSON), before validation.

use super::{AbilityPhase, FlyerColor, TileBack};
use serde::Deserialize;
use std::collections::BTreeMap;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawFile {
    pub(super) meta: RawMeta,
    pub(super) rules: RawRules,
    #[serde(default)]
    pub(super) locations: Vec<RawLocation>,
    #[serde(default)]
    pub(super) black_market: Vec<RawMarket>,
    #[serde(default)]
    pub(super) patents: Vec<RawPatent>,
    #[serde(default)]
    pub(super) characters: Vec<RawCharacter>,
    #[serde(default)]
    pub(super) research: Vec<RawTile>,
    #[serde(default)]
    pub(super) shares: Vec<RawShare>,
    #[serde(default)]
    pub(super) flyers: Vec<RawFlyer>,
    #[serde(default)]
    pub(super) publishers: Vec<RawPublisher>,
    #[serde(default)]
    pub(super) nations: Vec<RawNation>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawMeta {
    pub(super) name: String,
    pub(super) provisional: bool,
    #[serde(default)]
    pub(super) note: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawRules {
    pub(super) start_money: i32,
    pub(super) start_gears: i32,
    pub(super) start_energy: i32,
    pub(super) start_dice: u8,
    pub(super) max_dice: u8,
    pub(super) start_vp: i32,
    pub(super) assistants: u8,
    pub(super) max_newspapers: u8,
    pub(super) energy_price: i32,
    pub(super) gear_price: i32,
    pub(super) gear_newspapers: i32,
    pub(super) gear_sells_for: i32,
    pub(super) energy_sells_for: i32,
    pub(super) newspapers_for_die: u8,
    pub(super) newspapers_for_income: u8,
    pub(super) newspapers_for_gear: u8,
    pub(super) loan: i32,
    pub(super) loans: Vec<i32>,
    pub(super) repaid_loan_vp: i32,
    pub(super) empty_research_vp: i32,
    pub(super) market_end_vp: Vec<i32>,
    pub(super) buzz_end_vp: Vec<i32>,
    pub(super) unused_die_money: i32,
    pub(super) income_money: Vec<i32>,
    pub(super) income_start: u8,
    pub(super) income_zero_vp: i32,
    pub(super) income_drop: u8,
    pub(super) posters: Vec<RawPoster>,
    pub(super) flyer_spaces: Vec<RawFlyerSpace>,
    pub(super) westminster_steps: Vec<String>,
    pub(super) westminster_beyond: String,
    pub(super) ticket_vp: Vec<i32>,
    pub(super) tickets: u8,
    pub(super) watch: String,
    pub(super) tag: String,
    #[serde(default)]
    pub(super) tags: BTreeMap<String, String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawPoster {
    pub(super) space: u8,
    pub(super) bonus: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawFlyerSpace {
    pub(super) space: u8,
    pub(super) color: FlyerColor,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawPlacement {
    pub(super) min: u8,
    #[serde(default)]
    pub(super) assistant: bool,
    #[serde(default)]
    pub(super) fee: i32,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawPossibility {
    pub(super) name: String,
    pub(super) effect: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawLocation {
    pub(super) id: String,
    pub(super) players: Vec<usize>,
    pub(super) placement: Vec<RawPlacement>,
    pub(super) actions: Vec<String>,
    #[serde(default)]
    pub(super) possibilities: Vec<RawPossibility>,
    pub(super) tag: String,
    #[serde(default)]
    pub(super) tags: BTreeMap<String, String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawMarketSpace {
    pub(super) cost: i32,
    pub(super) bonus: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawMarket {
    pub(super) players: Vec<usize>,
    pub(super) gears: u8,
    pub(super) gear_tier: u8,
    pub(super) spaces: Vec<RawMarketSpace>,
    pub(super) tag: String,
    #[serde(default)]
    pub(super) tags: BTreeMap<String, String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawPatent {
    pub(super) id: String,
    pub(super) name: String,
    pub(super) cost: String,
    pub(super) vp: Vec<i32>,
    #[serde(default)]
    pub(super) link: Option<String>,
    #[serde(default)]
    pub(super) effect: String,
    pub(super) tag: String,
    #[serde(default)]
    pub(super) tags: BTreeMap<String, String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawAbility {
    pub(super) phase: AbilityPhase,
    pub(super) effect: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawCharacter {
    pub(super) id: String,
    pub(super) name: String,
    pub(super) cost: String,
    pub(super) vp: Vec<i32>,
    pub(super) salary: Vec<i32>,
    #[serde(default)]
    pub(super) instant: String,
    #[serde(default)]
    pub(super) ability: Option<RawAbility>,
    pub(super) tag: String,
    #[serde(default)]
    pub(super) tags: BTreeMap<String, String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawTile {
    pub(super) id: String,
    pub(super) name: String,
    pub(super) back: TileBack,
    pub(super) permanent: bool,
    pub(super) effect: String,
    pub(super) tag: String,
    #[serde(default)]
    pub(super) tags: BTreeMap<String, String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawShare {
    pub(super) id: String,
    pub(super) round: u8,
    pub(super) income: i32,
    pub(super) vp: i32,
    pub(super) tag: String,
    #[serde(default)]
    pub(super) tags: BTreeMap<String, String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawFlyer {
    pub(super) id: String,
    pub(super) color: FlyerColor,
    pub(super) effect: String,
    pub(super) tag: String,
    #[serde(default)]
    pub(super) tags: BTreeMap<String, String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawPublisherRound {
    pub(super) count: String,
    pub(super) levels: Vec<i32>,
    pub(super) buzz: Vec<i32>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawPublisher {
    pub(super) id: String,
    pub(super) rounds: Vec<RawPublisherRound>,
    pub(super) tag: String,
    #[serde(default)]
    pub(super) tags: BTreeMap<String, String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawObjective {
    pub(super) count: String,
    pub(super) need: i32,
    pub(super) vp: i32,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawNation {
    pub(super) id: String,
    pub(super) name: String,
    pub(super) research_spaces: u8,
    pub(super) objective: Vec<RawObjective>,
    pub(super) tag: String,
    #[serde(default)]
    pub(super) tags: BTreeMap<String, String>,
}
