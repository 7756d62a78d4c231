//! The turn's event (RULINGS 16 and 25): when it can be used, each event's choices,
//! and what they do.

use crate::actions::*;
use crate::cards::{EventId, EventKind, Power};
use crate::costs::Cost;
use crate::legality::{RESIDENCE_DOMAIN, TOKEN_DOMAIN};
use crate::market::{Slot, NUM_SLOTS};
use crate::refusals::{Of, Why};
use crate::state::{Phase, Player, Spyrium};
use gaslamp_core::Seat;

impl Spyrium {
    /// The turn's event, not used yet by this seat (RULING 16).
    #[inline]
    pub(crate) fn event_ok(&self, pl: &Player) -> Result<EventId, Why> {
        if pl.event_used {
            return Err(Why::EventUsed);
        }
        self.p.event.ok_or(Why::NoEvent)
    }

    /// Late placement is a Phase II action (RULING 25).
    #[inline]
    pub(crate) fn late_placement_phase_ok(pl: &Player, begin_activation: bool) -> Result<(), Why> {
        if pl.phase == Phase::Placement && !begin_activation {
            Err(Why::LatePlacementInPhaseOne)
        } else {
            Ok(())
        }
    }

    /// Recruitment gives a worker only below the maximum (RULING 25), for £1 per
    /// worker owned.
    #[inline]
    pub(crate) fn recruitment_ok(&self, pl: &Player, e: EventId, cost: u8) -> Result<(), Why> {
        if pl.workers >= self.cards.rules.max_workers {
            return Err(Why::RecruitmentAtMax);
        }
        let price = cost as u32 * pl.workers as u32;
        if pl.money < price {
            return Err(Why::CannotAffordEvent(e, price));
        }
        Ok(())
    }

    /// Every check of an event use, in order.
    pub(crate) fn event_choice_ok(
        &self,
        seat: Seat,
        begin_activation: bool,
        choice: &EventChoice,
    ) -> Result<(), Why> {
        let pl = self.player(seat);
        if begin_activation && pl.phase != Phase::Placement {
            return Err(Why::AlreadyInPhaseTwo);
        }
        let e = self.event_ok(pl)?;
        match (choice, &self.cards.event(e).kind) {
            (EventChoice::Windfall { commerce, .. }, EventKind::Windfall) => {
                let token = self.p.event_token.ok_or(Why::EventNoToken)?;
                Self::commerce_ok(pl, Some(token), *commerce)
            }
            (EventChoice::Option { index, residence }, EventKind::Options(opts)) => {
                let o = opts.get(*index as usize).ok_or(Why::NoSuchEventOption(e))?;
                let of = Of::EventOption(e, *index);
                self.residence_ok(pl, o.residence, of, *residence)?;
                let cost = Cost {
                    money: o.pay_money as u32,
                    spyrium: o.pay_spyrium as u32,
                };
                Self::afford_ok(pl, of, cost)
            }
            (EventChoice::Overtime { building, option }, EventKind::Overtime { cost }) => {
                if pl.money < *cost as u32 {
                    return Err(Why::CannotAffordEvent(e, *cost as u32));
                }
                self.overtime_ok(seat, *building, *option)
            }
            (EventChoice::Recruitment, EventKind::Recruitment { cost }) => {
                self.recruitment_ok(pl, e, *cost)
            }
            (EventChoice::LatePlacement { slot }, EventKind::LatePlacement) => {
                Self::late_placement_phase_ok(pl, begin_activation)?;
                Self::active_worker_ok(pl)?;
                self.open_slot_ok(*slot)
            }
            _ => Err(Why::WrongEvent(e)),
        }
    }

    /// Every way to use the turn's event.
    pub(crate) fn event_actions(&self, seat: Seat, begin_activation: bool, out: &mut Vec<Action>) {
        let pl = self.player(seat);
        let Ok(e) = self.event_ok(pl) else { return };
        let mut push = |choice| {
            out.push(Action::Event {
                begin_activation,
                choice,
            })
        };
        match &self.cards.event(e).kind {
            EventKind::Windfall => {
                let Some(token) = self.p.event_token else {
                    return;
                };
                let commerce_domain: &[Option<u8>] = if pl.power_ready(Power::Commerce) {
                    &TOKEN_DOMAIN
                } else {
                    &TOKEN_DOMAIN[..1]
                };
                for gain in [Gain::Money, Gain::Spyrium, Gain::Vp] {
                    for &commerce in commerce_domain {
                        if Self::commerce_ok(pl, Some(token), commerce).is_ok() {
                            push(EventChoice::Windfall { gain, commerce });
                        }
                    }
                }
            }
            EventKind::Options(opts) => {
                for (i, o) in opts.iter().enumerate() {
                    let of = Of::EventOption(e, i as u8);
                    let cost = Cost {
                        money: o.pay_money as u32,
                        spyrium: o.pay_spyrium as u32,
                    };
                    if Self::afford_ok(pl, of, cost).is_err() {
                        continue;
                    }
                    let residences = if o.residence {
                        &RESIDENCE_DOMAIN[1..]
                    } else {
                        &RESIDENCE_DOMAIN[..1]
                    };
                    for &residence in residences {
                        if self.residence_ok(pl, o.residence, of, residence).is_ok() {
                            push(EventChoice::Option {
                                index: i as u8,
                                residence,
                            });
                        }
                    }
                }
            }
            EventKind::Overtime { cost } => {
                if pl.money < *cost as u32 {
                    return;
                }
                for b in 0..pl.buildings.len() as u8 {
                    let uses = self.cards.card(pl.buildings[b as usize]).uses.len() as u8;
                    for option in 0..uses {
                        if self.overtime_ok(seat, b, option).is_ok() {
                            push(EventChoice::Overtime {
                                building: b,
                                option,
                            });
                        }
                    }
                }
            }
            EventKind::Recruitment { cost } => {
                if self.recruitment_ok(pl, e, *cost).is_ok() {
                    push(EventChoice::Recruitment);
                }
            }
            EventKind::LatePlacement => {
                if Self::late_placement_phase_ok(pl, begin_activation).is_ok()
                    && Self::active_worker_ok(pl).is_ok()
                {
                    for slot in 0..NUM_SLOTS as Slot {
                        if self.open_slot_ok(slot).is_ok() {
                            push(EventChoice::LatePlacement { slot });
                        }
                    }
                }
            }
        }
    }

    pub(crate) fn use_event(&mut self, seat: Seat, choice: &EventChoice) {
        let cards = self.cards.clone();
        let e = cards.event(self.p.event.expect("listed events exist"));
        self.p.players[seat].event_used = true;
        match (choice, &e.kind) {
            (EventChoice::Windfall { gain, commerce }, EventKind::Windfall) => {
                let v = commerce.or(self.p.event_token).unwrap_or(0) as u32;
                if commerce.is_some() {
                    self.p.players[seat].powers_used |= Power::Commerce.bit();
                }
                match gain {
                    Gain::Money => self.p.players[seat].money += v,
                    Gain::Spyrium => self.p.players[seat].spyrium += v,
                    Gain::Vp => self.add_score(seat, v),
                }
            }
            (EventChoice::Option { index, residence }, EventKind::Options(opts)) => {
                let o = opts[*index as usize];
                self.resolve_effect(seat, &o, 0, *residence);
            }
            (EventChoice::Overtime { building, option }, EventKind::Overtime { cost }) => {
                self.p.players[seat].money -= *cost as u32;
                self.run_building(seat, *building as usize, *option as usize);
            }
            (EventChoice::Recruitment, EventKind::Recruitment { cost }) => {
                let pl = &mut self.p.players[seat];
                pl.money -= *cost as u32 * pl.workers as u32;
                self.gain_workers(seat, 1);
            }
            (EventChoice::LatePlacement { slot }, EventKind::LatePlacement) => {
                self.place_worker(seat, *slot);
            }
            _ => unreachable!("listed event choices match the event"),
        }
    }
}
