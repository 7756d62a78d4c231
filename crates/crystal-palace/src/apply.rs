//! Applying an action the engine has found legal: each kind of action handed to the
//! rule that carries it out, then the game advanced to its next decision.

use crate::actions::Action;
use crate::messages::about;
use crate::state::{CrystalPalace, Decision, Stage};
use gaslamp_core::Seat;

impl CrystalPalace {
    /// Applies a legal action (no checks).
    pub(crate) fn apply_action(
        &mut self,
        seat: Seat,
        action: &Action,
        log: &mut crate::events::Log,
    ) {
        if action.trade().is_none() {
            // Any other action closes the trading window.
            self.p.window = crate::state::Window::default();
        }
        match *action {
            Action::Dice { values, extra } => {
                self.h.commits[seat] = Some(crate::state::Commit { values, extra });
                self.p.committed[seat] = true;
                log.push(|| crate::events::Event::Committed {
                    seat,
                    dice: Some(values.iter().copied().filter(|&v| v > 0).collect()),
                    extra: Some(extra),
                });
            }
            Action::Trade { trade } => {
                // The window's record is kept by `do_trade`.
                log.acted(seat, || self.trade_message(seat, trade));
                self.do_trade(seat, trade, log);
            }
            Action::LoanOver { slot } => {
                log.acted(seat, || {
                    about("log-loan-over", seat)
                        .arg("tile", self.research_tile(seat, slot as usize))
                        .number("space", u32::from(slot) + 1)
                        .arg("loan", crate::messages::amount("money", self.c.rules.loan))
                });
                self.loan_over(seat, slot as usize, log);
            }
            Action::Place {
                value,
                location,
                space,
            } => self.place_die(seat, value, location as usize, space as usize, log),
            Action::Pass => match self.p.stage {
                Stage::Place { .. } => self.pass_placement(seat, log),
                Stage::Resolve => self.leave_die(seat, log),
                Stage::Build { .. } => self.end_build_turn(seat, log),
                _ => {}
            },
            Action::Patent { .. }
            | Action::Tile { .. }
            | Action::Share { .. }
            | Action::Westminster
            | Action::Character { .. }
            | Action::Times
            | Action::Possibility { .. } => self.take_action(seat, action, log),
            Action::Build { card, target } => self.build(seat, card, target as Seat, log),
            Action::Objective
            | Action::MarketNew
            | Action::MarketMove { .. }
            | Action::Skip
            | Action::Drop { .. }
            | Action::Green { .. }
            | Action::Choose { .. }
            | Action::Poster => {
                let Some(d) = self.p.queue.pop_front() else {
                    return;
                };
                // The action's message is made only when the log is on.
                log.acted(seat, || self.decision_message(seat, action, &d));
                match (*action, d) {
                    (Action::Objective, _) => self.advance_objective(seat, log),
                    (Action::MarketNew, Decision::Assistant { free, .. }) => {
                        self.market_new(seat, free, log)
                    }
                    (Action::MarketMove { space }, _) => {
                        self.market_move_up(seat, space as usize, log)
                    }
                    (Action::Drop { space }, _) => self.market_drop(seat, space as usize, log),
                    (Action::Green { source }, _) => {
                        if let Some(e) = self.green_effect(seat, source) {
                            self.apply_effect(seat, &e, "a green bonus", None, log);
                        }
                    }
                    (Action::Choose { alternative }, Decision::Choose { effect, .. }) => {
                        if let Some(atoms) = effect.alternatives.get(alternative as usize) {
                            self.apply_atoms(seat, atoms, None, log);
                        }
                    }
                    (Action::Poster, Decision::Poster { space, .. }) => {
                        self.place_token(seat, space, log)
                    }
                    _ => {}
                }
            }
        }
        self.advance(log);
    }
}
