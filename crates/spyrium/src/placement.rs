//! Phase I, placement (RULINGS 1-2 and 14): a worker from the start card goes into a
//! market slot next to at least one card; and workers leaving the market.

use crate::market::{Slot, NUM_SLOTS};
use crate::refusals::Why;
use crate::state::{Player, Spyrium};
use gaslamp_core::Seat;

impl Spyrium {
    /// A worker on the start card to place (RULING 14).
    #[inline]
    pub(crate) fn active_worker_ok(pl: &Player) -> Result<(), Why> {
        if pl.active == 0 {
            Err(Why::NoActiveWorker)
        } else {
            Ok(())
        }
    }

    /// A worker may be placed in `slot`: it exists and a card is next to it (RULING 2).
    #[inline]
    pub(crate) fn open_slot_ok(&self, slot: Slot) -> Result<(), Why> {
        if slot as usize >= NUM_SLOTS {
            Err(Why::NoSuchSlot)
        } else if !self.p.market.slot_open(slot) {
            Err(Why::SlotEmpty(slot))
        } else {
            Ok(())
        }
    }

    pub(crate) fn place_worker(&mut self, seat: Seat, slot: Slot) {
        self.p.market.workers[slot as usize][seat] += 1;
        let pl = &mut self.p.players[seat];
        pl.active -= 1;
        pl.in_market += 1;
    }

    pub(crate) fn remove_worker(&mut self, seat: Seat, slot: Slot) {
        self.p.market.workers[slot as usize][seat] -= 1;
        self.p.players[seat].in_market -= 1;
    }
}
