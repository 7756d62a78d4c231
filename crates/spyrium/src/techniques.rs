//! The seven techniques: their ongoing effects are applied where the rule they change
//! lives (costs, buildings, activation); this module holds their end-of-game values,
//! the helpers the rules call, and the readiness of the once-per-turn powers (Commerce's
//! value choice, Lobbying, Taylorism).

use crate::cards::{Card, CardId, Power, SYMBOL_MINE};
use crate::market::Pos;
use crate::refusals::Why;
use crate::state::Player;
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

/// Readiness of the once-per-turn powers (Commerce, Lobbying, Taylorism).
impl Spyrium {
    /// A once-per-turn technique power is owned and unused this turn.
    #[inline]
    pub(crate) fn power_ok(pl: &Player, p: Power) -> Result<(), Why> {
        if !pl.has(p) {
            Err(Why::TechniqueNotOwned(p))
        } else if !pl.power_ready(p) {
            Err(Why::TechniqueUsed(p))
        } else {
            Ok(())
        }
    }

    /// Commerce's value choice (RULING 10): once per turn, a token to change, another
    /// value of 1, 2 or 3.
    #[inline]
    pub(crate) fn commerce_ok(
        pl: &Player,
        shown: Option<u8>,
        commerce: Option<u8>,
    ) -> Result<(), Why> {
        let Some(v) = commerce else { return Ok(()) };
        Self::power_ok(pl, Power::Commerce)?;
        match shown {
            None => Err(Why::CommerceWithoutToken),
            Some(t) if t == v => Err(Why::CommerceSameValue(v)),
            Some(_) if !(1..=3).contains(&v) => Err(Why::CommerceBadValue),
            Some(_) => Ok(()),
        }
    }

    /// Lobbying (once per turn) saves the £1 per other adjacent worker: there must be one.
    #[inline]
    pub(crate) fn lobbying_ok(
        &self,
        pl: &Player,
        pos: Pos,
        c: CardId,
        lobbying: bool,
    ) -> Result<(), Why> {
        if !lobbying {
            return Ok(());
        }
        Self::power_ok(pl, Power::Lobbying)?;
        if self.p.market.adjacent_workers(pos) <= 1 {
            return Err(Why::NobodyToLobby(c));
        }
        Ok(())
    }
}
