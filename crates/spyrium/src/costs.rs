//! What actions cost (RULINGS 6 and 11): the price of an activation with the £1 per
//! other adjacent worker, a building's space or replacement, the token price of the
//! Architect, Banker and Financier (RULING 24), and whether a player can pay it all.

use crate::actions::*;
use crate::cards::{CardId, CardKind, Power, TokenUse};
use crate::refusals::{Of, Why};
use crate::state::{Player, Spyrium};
use crate::techniques::{CRANE_DISCOUNT, SHARED_SYMBOL_DISCOUNT};
use gaslamp_core::Seat;

/// What an action costs the player before any gain.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Cost {
    pub money: u32,
    pub spyrium: u32,
}

impl Spyrium {
    /// £ for a new building space: £1 per building owned; Crane £3 less (RULING 11).
    pub fn space_cost(&self, seat: Seat) -> u32 {
        let pl = self.player(seat);
        let base = pl.buildings.len() as u32;
        if pl.has(Power::Crane) {
            base.saturating_sub(CRANE_DISCOUNT)
        } else {
            base
        }
    }

    /// The price of building `new` in place of the owned building `old`: £3 less when
    /// they share a symbol, once (RULING 11); no space cost.
    pub(crate) fn replace_price(&self, old: CardId, new: CardId) -> u32 {
        let (old, new) = (self.cards.card(old), self.cards.card(new));
        let price = new.price as u32;
        if old.symbols & new.symbols != 0 {
            price.saturating_sub(SHARED_SYMBOL_DISCOUNT)
        } else {
            price
        }
    }

    /// The total cost of an activation (price, £1 per other adjacent worker unless
    /// Lobbying, space or replacement, token price, Spyrium), or why its choices do not
    /// fit the card on `a.card`.
    pub fn activation_cost(&self, seat: Seat, a: &Activation) -> Result<Cost, String> {
        let pos = a.card;
        let Some(&Some(c)) = self.p.market.cards.get(pos as usize) else {
            return Err(gaslamp_core::tr!(
                crate::texts::TEXTS,
                "refusal-no-card-on-space",
                space = pos as u32 + 1
            ));
        };
        self.placement_ok(self.player(seat), c, self.cards.card(c), a.placement)
            .map_err(|why| self.refusal(seat, why).message)?;
        let adjacent = (self.p.market.adjacent_workers(pos) as u32).max(1);
        Ok(self.activation_cost_of(seat, a, c, adjacent))
    }

    /// The player can pay everything (RULING 6).
    #[inline]
    pub(crate) fn afford_ok(pl: &Player, of: Of, cost: Cost) -> Result<(), Why> {
        if pl.money >= cost.money && pl.spyrium >= cost.spyrium {
            Ok(())
        } else {
            Err(Why::CannotAfford(of, cost))
        }
    }

    /// The total cost of an activation whose card, token, Lobbying and placement
    /// choices were accepted; `adjacent` workers stand next to the card.
    pub(crate) fn activation_cost_of(
        &self,
        seat: Seat,
        a: &Activation,
        c: CardId,
        adjacent: u32,
    ) -> Cost {
        let card = self.cards.card(c);
        let pl = self.player(seat);
        // Other workers adjacent to the card: all of them but the one removed.
        let extra = if a.lobbying { 0 } else { adjacent - 1 };
        let mut cost = Cost {
            money: extra,
            spyrium: 0,
        };
        let token_value = a.commerce.or(a.token).unwrap_or(0) as u32;
        match card.kind {
            CardKind::Character => {
                cost.money += card.price as u32 + card.effect.pay_money as u32;
                cost.spyrium += card.effect.pay_spyrium as u32;
                if card.effect.token == Some(TokenUse::PayMoney) {
                    cost.money += token_value;
                }
            }
            CardKind::Building => {
                cost.money += match a.placement {
                    Some(Placement::Replace(i)) => {
                        let old = pl.buildings[i as usize];
                        self.replace_price(old, c)
                    }
                    _ => card.price as u32 + self.space_cost(seat),
                };
            }
            CardKind::Technique => cost.money += card.price as u32,
        }
        cost
    }
}
