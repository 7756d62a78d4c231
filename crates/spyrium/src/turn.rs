//! A player's turn (RULINGS 14-15): carrying out one legal action, entering Phase II,
//! asking for a bonus, and moving play on to the next player.

use crate::actions::*;
use crate::cards::Power;
use crate::state::{Phase, Spyrium};
use gaslamp_core::Seat;

impl Spyrium {
    /// Applies a legal action of the seat to act.
    pub(crate) fn apply_action(&mut self, seat: Seat, action: &Action) {
        if let Action::Bonus { bonus } = action {
            self.give_bonus(seat, *bonus);
            self.settle_bonuses(seat);
            if !self.p.pending_bonus {
                self.advance();
            }
            return;
        }
        let enters_activation = match action {
            Action::Place { .. } => false,
            Action::Event {
                begin_activation, ..
            } => *begin_activation,
            _ => true,
        };
        if enters_activation {
            self.p.players[seat].phase = Phase::Activation;
        }
        match action {
            Action::Place { slot } => self.place_worker(seat, *slot),
            Action::GainMoney { slot, card } => self.gain_money(seat, *slot, *card),
            Action::Activate(a) => self.activate(seat, a),
            Action::UseBuilding {
                building,
                option,
                taylorism,
            } => {
                if *taylorism {
                    self.p.players[seat].powers_used |= Power::Taylorism.bit();
                }
                self.run_building(seat, *building as usize, *option as usize);
            }
            Action::Event { choice, .. } => self.use_event(seat, choice),
            Action::Pass => self.p.players[seat].phase = Phase::Passed,
            Action::Bonus { .. } => unreachable!(),
        }
        self.settle_bonuses(seat);
        if !self.p.pending_bonus {
            self.advance();
        }
    }
}
