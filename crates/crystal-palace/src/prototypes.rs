//! Phase 5: in turn order, each seat converts up to two of its patents into
//! prototypes: pays the cost (missing gears and energy bought), gains the year's VP
//! and 4 for each linked character, and gives the card's effect, completely, to a
//! seat of its choice (itself included). Phase-5 abilities work at the start of the
//! seat's turn.

use crate::events::Log;
use crate::messages::{self as m, about, amount};
use crate::state::CrystalPalace;
use gaslamp_core::Seat;
use std::sync::Arc;

/// Prototypes a seat may build in one round.
pub const BUILDS_PER_ROUND: u8 = 2;

impl CrystalPalace {
    /// Whether `seat` can build any of its patents now.
    pub(crate) fn can_build_any(&self, seat: Seat) -> bool {
        let p = &self.p.players[seat];
        p.built < BUILDS_PER_ROUND
            && p.patents
                .iter()
                .any(|c| self.can_pay_cost(seat, &self.c.patents[c as usize].cost))
    }

    /// Builds `card` (a legal choice) and gives its effect to `target`.
    pub(crate) fn build(&mut self, seat: Seat, card: u16, target: Seat, log: &mut Log) {
        // A second handle on the components (a reference count) lends the card's
        // effect and name while the state changes, instead of copies of them.
        let c = Arc::clone(&self.c);
        let patent = &c.patents[card as usize];
        let cost = patent.cost;
        let effect = &patent.effect;
        let name = &patent.name;
        let linked = patent
            .link
            .is_some_and(|l| self.p.players[seat].characters.contains(l as u16));
        let vp = patent.vp[self.ri()] + if linked { 4 } else { 0 };
        self.pay_cost(seat, &cost, log);
        let p = &mut self.p.players[seat];
        p.patents.remove(card);
        p.built += 1;
        p.vp += vp;
        log.acted(seat, || {
            let id = if target == seat {
                "log-build-self"
            } else {
                "log-build-other"
            };
            about(id, seat)
                .arg("name", m::patent(&c, card as usize))
                .message("cost", m::cost(&cost))
                .arg("vp", amount("vp", vp))
                .seat("target", target)
                .message("effect", m::effect(effect))
        });
        // RULINGS 16: the effect first, then the card is placed as a prototype, so
        // the effect does not count the prototype being built.
        self.apply_effect(target, effect, name, None, log);
        self.p.players[seat].prototypes.insert(card);
    }

    /// `seat` ends its phase-5 turn.
    pub(crate) fn end_build_turn(&mut self, seat: Seat, log: &mut Log) {
        self.p.players[seat].built = BUILDS_PER_ROUND;
        log.acted(seat, || about("log-pass-build", seat));
    }
}
