//! Phase 2: from the start player clockwise, one die at a time on a free placement
//! space whose minimum it meets (paying its fee; its Assistant symbol gives an
//! Assistant action at once), then an optional step down of an own Black Market
//! assistant. A seat that passes places no more dice this round.

use crate::components::Location;
use crate::events::Log;
use crate::messages::{self as m, about, amount};
use crate::state::{CrystalPalace, Decision, PlacedDie, Stage};
use gaslamp_core::Seat;

impl CrystalPalace {
    /// Whether `seat` can place some die somewhere.
    pub(crate) fn has_placement(&self, seat: Seat) -> bool {
        let p = &self.p.players[seat];
        let best = (1..=6u8).rev().find(|&v| p.unplaced[v as usize] > 0);
        let Some(best) = best else {
            return false;
        };
        // A board's placement spaces are its side's (`empty_boards`).
        let sides = &self.c.locations[self.n() - 2];
        self.p.placed.iter().zip(sides).any(|(placed, side)| {
            placed
                .iter()
                .zip(&side.placement)
                .any(|(die, s)| die.is_none() && s.min <= best)
        })
    }

    /// The seat after `from` (clockwise) that still places dice; `from` itself last.
    pub(crate) fn next_place_turn(&self, from: Seat) -> Option<Seat> {
        let n = self.n();
        (1..=n)
            .map(|i| (from + i) % n)
            .find(|&s| !self.p.players[s].passed && self.has_placement(s))
    }

    /// Places a die (the action is legal).
    pub(crate) fn place_die(
        &mut self,
        seat: Seat,
        value: u8,
        loc: usize,
        space: usize,
        log: &mut Log,
    ) {
        let spec = &self.c.side(self.n(), Location::from_index(loc)).placement[space];
        let (fee, assistant) = (spec.fee, spec.assistant);
        self.p.placed[loc][space] = Some(PlacedDie {
            seat: seat as u8,
            value,
            resolved: false,
        });
        self.p.players[seat].unplaced[value as usize] -= 1;
        log.acted(seat, || {
            about("log-place", seat)
                .number("value", value)
                .arg(
                    "on",
                    m::location(m::kind::LOCATION_ON, Location::from_index(loc)),
                )
                .number("space", space as i64 + 1)
                .arg("fee", amount("money", fee))
        });
        self.pay(seat, fee, log);
        if assistant {
            self.defer(Decision::Assistant {
                seat: seat as u8,
                free: false,
            });
        }
        self.defer(Decision::Drop { seat: seat as u8 });
        self.end_place_turn(seat);
    }

    /// `seat` passes: no more dice this round.
    pub(crate) fn pass_placement(&mut self, seat: Seat, log: &mut Log) {
        self.p.players[seat].passed = true;
        log.acted(seat, || about("log-pass-place", seat));
        self.end_place_turn(seat);
    }

    fn end_place_turn(&mut self, seat: Seat) {
        self.p.stage = match self.next_place_turn(seat) {
            Some(s) => Stage::Place { turn: s as u8 },
            // Nobody places any more: the driver starts phase 3 once the
            // placer's pending decisions are taken.
            None => Stage::Place { turn: seat as u8 },
        };
        if self.next_place_turn(seat).is_none() {
            self.p.players[seat].passed = true;
        }
    }
}
