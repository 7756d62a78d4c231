//! The Black Market: assistants placed on the lowest free space or moved up to the
//! next free space (paying that space's cost), moved down after a phase-2 placement
//! (a banner gear from tier 3 up), bursting when its last free space is taken, its
//! phase-6 bonuses (green), the phase-7 step down, and the end's VP for the highest
//! assistants.

use crate::events::Log;
use crate::messages::{about, amount};
use crate::state::CrystalPalace;
use gaslamp_core::{Message, Seat};

impl CrystalPalace {
    /// The lowest free space.
    pub fn market_lowest_free(&self) -> Option<usize> {
        self.p.market.iter().position(Option::is_none)
    }

    /// The next free space above `space`.
    pub fn market_free_above(&self, space: usize) -> Option<usize> {
        (space + 1..self.p.market.len()).find(|&i| self.p.market[i].is_none())
    }

    /// The next free space below `space`.
    fn market_free_below(&self, space: usize) -> Option<usize> {
        (0..space).rev().find(|&i| self.p.market[i].is_none())
    }

    /// The cost of a new assistant now (`free`: nothing), if one can be placed.
    pub fn market_new_cost(&self, seat: Seat, free: bool) -> Option<i32> {
        if self.supply_assistants(seat) == 0 {
            return None;
        }
        let s = self.market_lowest_free()?;
        Some(if free {
            0
        } else {
            self.c.market_side(self.n()).spaces[s].cost
        })
    }

    /// Places a new assistant of `seat` on the lowest free space.
    pub(crate) fn market_new(&mut self, seat: Seat, free: bool, log: &mut Log) {
        let Some(s) = self.market_lowest_free() else {
            return;
        };
        let cost = if free {
            0
        } else {
            self.c.market_side(self.n()).spaces[s].cost
        };
        self.pay(seat, cost, log);
        self.p.market[s] = Some(seat as u8);
        log.note(Some(seat), || {
            about("log-market-new", seat)
                .number("tier", s as i64 + 1)
                .arg("cost", amount("money", cost))
        });
        self.market_burst_check(s, log);
    }

    /// Moves `seat`'s assistant on `space` up to the next free space, paying its cost.
    pub(crate) fn market_move_up(&mut self, seat: Seat, space: usize, log: &mut Log) {
        let Some(to) = self.market_free_above(space) else {
            return;
        };
        let cost = self.c.market_side(self.n()).spaces[to].cost;
        self.pay(seat, cost, log);
        self.p.market[space] = None;
        self.p.market[to] = Some(seat as u8);
        log.note(Some(seat), || {
            about("log-market-move", seat)
                .number("from", space as i64 + 1)
                .number("to", to as i64 + 1)
                .arg("cost", amount("money", cost))
        });
        self.market_burst_check(to, log);
    }

    /// The last free space was just taken at `space`: every other assistant goes
    /// home.
    fn market_burst_check(&mut self, space: usize, log: &mut Log) {
        if self.p.market.iter().all(Option::is_some) {
            for (i, s) in self.p.market.iter_mut().enumerate() {
                if i != space {
                    *s = None;
                }
            }
            log.note(None, || Message::new("log-market-burst"));
        }
    }

    /// After a phase-2 placement: `seat`'s assistant on `space` moves to the next
    /// free space below (or leaves the market); from the gear tier up it takes a
    /// banner gear if one is left.
    pub(crate) fn market_drop(&mut self, seat: Seat, space: usize, log: &mut Log) {
        let side = self.c.market_side(self.n());
        let gear = space + 1 >= side.gear_tier as usize && self.p.market_gears > 0;
        let to = self.market_free_below(space);
        self.p.market[space] = None;
        if let Some(t) = to {
            self.p.market[t] = Some(seat as u8);
        }
        if gear {
            self.p.market_gears -= 1;
            self.p.players[seat].gears += 1;
        }
        log.note(Some(seat), || {
            let id = match (to, gear) {
                (Some(_), false) => "log-market-drop",
                (Some(_), true) => "log-market-drop-gear",
                (None, false) => "log-market-drop-off",
                (None, true) => "log-market-drop-off-gear",
            };
            let m = about(id, seat).number("from", space as i64 + 1);
            match to {
                Some(t) => m.number("to", t as i64 + 1),
                None => m,
            }
        });
    }

    /// Phase 7: every assistant one space down; those on the lowest go home. The
    /// banner gears are refilled.
    pub(crate) fn market_step_down(&mut self) {
        let m = &mut self.p.market;
        if !m.is_empty() {
            m.remove(0);
            m.push(None);
        }
        self.p.market_gears = self.c.market_side(self.n()).gears;
    }

    /// The end's VP for the highest assistants (3/2/1).
    pub(crate) fn market_ranking(&self) -> Vec<i32> {
        let mut out = vec![0; self.n()];
        let vp = &self.c.rules.market_end_vp;
        for (place, seat) in self.p.market.iter().rev().flatten().enumerate() {
            if let Some(v) = vp.get(place) {
                out[*seat as usize] += v;
            }
        }
        out
    }
}
