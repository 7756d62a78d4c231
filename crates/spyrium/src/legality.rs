//! The legality driver: one set of checks decides both which actions are listed
//! (`legal_into`) and why an action is refused (`Game::check`), so the two cannot drift.
//!
//! The checks are small predicates living with the rule they check (`placement.rs`,
//! `activation.rs`, `buildings.rs`, `events.rs`, `residence.rs`, `costs.rs`,
//! `techniques.rs`). Each returns `Result<_, Why>` (`refusals.rs`): a small value, no
//! allocation, cheap enough for the listing, which tries many candidates; it becomes
//! a `Refusal` with a stable code and a message only when an action is really
//! refused. The listing walks the small domain of each choice (slot, token, Commerce
//! value, Lobbying, placement, residence choice, building option, …) and keeps what the
//! predicates accept; `why_not` runs the same predicates on one action in a fixed
//! order. `docs/refusal-codes.md` explains every code.

use crate::actions::*;
use crate::market::{Slot, NUM_SLOTS, SLOT_SPACES};
use crate::refusals::Why;
use crate::state::{Phase, Spyrium};
use gaslamp_core::{seat_refusal, Game, Refusal, Seat};

/// Values a choice can take, tried in this order by the listing.
pub(crate) const TOKEN_DOMAIN: [Option<u8>; 4] = [None, Some(1), Some(2), Some(3)];
pub(crate) const RESIDENCE_DOMAIN: [Option<ResidenceChoice>; 3] = [
    None,
    Some(ResidenceChoice::Move),
    Some(ResidenceChoice::Score),
];

impl Spyrium {
    // ------------------------------------------------------------------ predicates

    // ------------------------------------------------------------------ one action

    /// Why `action` is not legal for `seat` (who may act now), or `Ok`.
    pub(crate) fn why_not(&self, seat: Seat, action: &Action) -> Result<(), Why> {
        if self.p.pending_bonus {
            return match action {
                Action::Bonus { .. } => Ok(()),
                _ => Err(Why::BonusPending),
            };
        }
        let pl = self.player(seat);
        if let Action::Bonus { .. } = action {
            return Err(Why::NoBonusPending);
        }
        if pl.phase == Phase::Passed {
            return Err(Why::AlreadyPassed);
        }
        match action {
            Action::Place { slot } => {
                if pl.phase != Phase::Placement {
                    return Err(Why::PlaceInPhaseTwo);
                }
                Self::active_worker_ok(pl)?;
                self.open_slot_ok(*slot)
            }
            Action::GainMoney { slot, card } => {
                self.my_worker_ok(seat, *slot)?;
                self.gain_money_card_ok(*slot, *card)
            }
            Action::Activate(a) => self.activation_ok(seat, a).map(|_| ()),
            Action::UseBuilding {
                building,
                option,
                taylorism,
            } => self.use_building_ok(seat, *building, *option, *taylorism),
            Action::Event {
                begin_activation,
                choice,
            } => self.event_choice_ok(seat, *begin_activation, choice),
            Action::Pass => {
                if pl.in_market > 0 {
                    Err(Why::WorkersInMarket)
                } else {
                    Ok(())
                }
            }
            Action::Bonus { .. } => unreachable!("handled above"),
        }
    }

    /// [`Game::check`]: the shared seat refusals, then [`Spyrium::why_not`].
    pub(crate) fn check_action(&self, seat: Seat, action: &Action) -> Result<(), Refusal> {
        if let Some(r) = seat_refusal(self.num_players(), self.p.over, self.to_act(), seat) {
            return Err(r);
        }
        self.why_not(seat, action)
            .map_err(|why| self.refusal(seat, why))
    }

    // ------------------------------------------------------------------ the listing

    /// Appends the legal actions of `seat`: every action `why_not` accepts.
    pub(crate) fn legal_into(&self, seat: Seat, out: &mut Vec<Action>) {
        if self.p.over || seat != self.p.current as usize {
            return;
        }
        if self.p.pending_bonus {
            out.push(Action::Bonus {
                bonus: BonusKind::Worker,
            });
            out.push(Action::Bonus {
                bonus: BonusKind::Money,
            });
            return;
        }
        let pl = self.player(seat);
        match pl.phase {
            Phase::Placement => {
                if Self::active_worker_ok(pl).is_ok() {
                    for slot in 0..NUM_SLOTS as Slot {
                        if self.open_slot_ok(slot).is_ok() {
                            out.push(Action::Place { slot });
                        }
                    }
                }
                self.event_actions(seat, false, out);
                self.phase_two_actions(seat, true, out);
            }
            Phase::Activation => self.phase_two_actions(seat, false, out),
            Phase::Passed => {}
        }
    }

    fn phase_two_actions(&self, seat: Seat, from_placement: bool, out: &mut Vec<Action>) {
        let pl = self.player(seat);
        let slots = if pl.in_market > 0 {
            NUM_SLOTS as Slot
        } else {
            0
        };
        for slot in 0..slots {
            if self.my_worker_ok(seat, slot).is_err() {
                continue;
            }
            let (a, b) = SLOT_SPACES[slot as usize];
            for card in [None, Some(a), Some(b)] {
                if self.gain_money_card_ok(slot, card).is_ok() {
                    out.push(Action::GainMoney { slot, card });
                    if let Some(pos) = card {
                        self.activations(seat, slot, pos, out);
                    }
                }
            }
        }
        self.use_building_actions(seat, out);
        self.event_actions(seat, from_placement, out);
        if pl.in_market == 0 {
            out.push(Action::Pass);
        }
    }
}
