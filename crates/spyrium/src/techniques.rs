//! The seven techniques: their ongoing effects are applied where the rule they change
//! lives (see `rules.rs`); this module holds their end-of-game values and the helpers
//! the rules call.

use crate::cards::{Card, Power, SYMBOL_MINE};
use crate::state::Spyrium;
use gaslamp_core::Seat;

/// A technique's end-of-game value before the cap of 7 (RULING 21).
pub fn end_value(g: &Spyrium, seat: Seat, power: Power) -> u32 {
    let pl = g.player(seat);
    match power {
        // 1 VP per Spyrium crystal owned.
        Power::Automation => pl.spyrium,
        // 1 VP per £2 owned.
        Power::Capitalization => pl.money / 2,
        // The end VP of the buildings with a factory symbol.
        Power::Engineering => g.factory_vp(seat),
        // 1 VP per building owned.
        Power::Crane => pl.buildings.len() as u32,
        // The value of the residence track space.
        Power::Lobbying => g.residence_value(seat),
        // 1 VP per worker owned.
        Power::Taylorism => pl.workers as u32,
        // 1 VP per kept token, whatever its value.
        Power::Commerce => pl.kept_total() as u32,
    }
}

/// Capitalization: £2 more for each Gain money action.
pub const CAPITALIZATION_BONUS: u32 = 2;
/// Crane: a new building space costs £3 less (min £0).
pub const CRANE_DISCOUNT: u32 = 3;
/// Replacing a building that shares a symbol: the price is £3 less (min £0).
pub const SHARED_SYMBOL_DISCOUNT: u32 = 3;

/// Workers needed for one option of a building (Automation: none for a Mine).
pub fn workers_needed(g: &Spyrium, seat: Seat, card: &Card, option: usize) -> u8 {
    if g.player(seat).has(Power::Automation) && card.symbols & SYMBOL_MINE != 0 {
        0
    } else {
        card.uses[option].workers
    }
}
