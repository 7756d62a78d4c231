//! Phase 3 and the eight locations' actions. At each location in order, the
//! highest die first (ties: the leftmost) moves to the leftmost free action space,
//! gets that space's bonus or pays its cost, then takes the location's action; its
//! owner may instead leave it unused. A die with no action space left (or nothing
//! to take) gives £1.

use crate::actions::Action;
use crate::components::{Location, WESTMINSTER_TOP};
use crate::events::Log;
use crate::messages::{self as m, about, amount};
use crate::state::{CrystalPalace, Slot};
use gaslamp_core::Seat;
use std::sync::Arc;

/// Where the actions a location offers go: the legal actions' list, or a count when
/// only whether there is any matters (without allocating a list).
pub(crate) trait Sink {
    fn push(&mut self, action: Action);

    fn extend(&mut self, actions: impl IntoIterator<Item = Action>) {
        for a in actions {
            self.push(a);
        }
    }
}

impl Sink for Vec<Action> {
    fn push(&mut self, action: Action) {
        Vec::push(self, action);
    }

    fn extend(&mut self, actions: impl IntoIterator<Item = Action>) {
        Extend::extend(self, actions);
    }
}

/// A count of the actions offered.
struct Count(usize);

impl Sink for Count {
    fn push(&mut self, _: Action) {
        self.0 += 1;
    }
}

impl CrystalPalace {
    /// The leftmost free action space of `loc`.
    pub fn free_action_space(&self, loc: usize) -> Option<usize> {
        self.p.acted[loc].iter().position(Option::is_none)
    }

    /// Whether the die on (`loc`, `space`) has an action to take.
    pub(crate) fn die_has_action(&self, loc: usize, space: usize) -> bool {
        let Some(d) = self.p.placed[loc][space] else {
            return false;
        };
        // Counted, not collected: this is asked on every step of phase 3.
        let mut count = Count(0);
        self.location_actions(d.seat as Seat, loc, d.value, &mut count);
        count.0 > 0
    }

    /// The actions a die of `value` of `seat` may take at `loc` now.
    pub(crate) fn location_actions(&self, seat: Seat, loc: usize, value: u8, out: &mut impl Sink) {
        if self.free_action_space(loc).is_none() {
            return;
        }
        let p = &self.p.players[seat];
        match Location::from_index(loc) {
            Location::PatentOffice => {
                out.extend(
                    self.p
                        .patent_display
                        .iter()
                        .flatten()
                        .map(|&card| Action::Patent { card }),
                );
            }
            Location::BritishMuseum => {
                let empty = p.research.contains(&Slot::Empty);
                for &tile in self.p.museum.iter().flatten() {
                    if empty {
                        out.push(Action::Tile { tile, over: None });
                    } else {
                        for (i, s) in p.research.iter().enumerate() {
                            if matches!(s, Slot::Tile { .. }) {
                                out.push(Action::Tile {
                                    tile,
                                    over: Some(i as u8),
                                });
                            }
                        }
                    }
                }
            }
            Location::BankOfEngland => {
                out.extend(
                    self.p
                        .bank
                        .iter()
                        .flatten()
                        .map(|&share| Action::Share { share }),
                );
            }
            Location::Westminster => out.push(Action::Westminster),
            Location::ReformClub => {
                for &card in self.p.character_display.iter().flatten() {
                    if self.can_pay_cost(seat, &self.c.characters[card as usize].cost) {
                        out.push(Action::Character { card });
                    }
                }
            }
            Location::LondonTimes => out.push(Action::Times),
            Location::PortOfLondon | Location::WaterlooStation => {
                let which = usize::from(loc == Location::WaterlooStation.index());
                let side = self.c.side(self.n(), Location::from_index(loc));
                for (i, poss) in side.possibilities.iter().enumerate() {
                    if self.p.used[which][i] {
                        continue;
                    }
                    let atoms = poss.effect.alternatives.iter().flatten();
                    let mut ok = true;
                    for a in atoms {
                        match a {
                            crate::effects::Atom::Ticket => {
                                ok &= self.p.tickets.iter().any(Option::is_none) && value > 0;
                            }
                            crate::effects::Atom::Die { .. } => {
                                ok &= self.total_dice(seat) < self.c.rules.max_dice;
                            }
                            _ => {}
                        }
                    }
                    if ok {
                        out.push(Action::Possibility { index: i as u8 });
                    }
                }
            }
        }
    }

    /// The current phase-3 die takes `action` (legal).
    pub(crate) fn take_action(&mut self, seat: Seat, action: &Action, log: &mut Log) {
        let Some((loc, space)) = self.current_die() else {
            return;
        };
        let value = self.p.placed[loc][space].map_or(0, |d| d.value);
        self.p.resolve_die(loc, space);
        let a = self.free_action_space(loc).unwrap_or(0);
        self.p.acted[loc][a] = Some(seat as u8);
        let location = Location::from_index(loc);
        // The action's message is made only when the log is on (not in searches).
        log.acted(seat, || {
            about("log-action", seat)
                .number("value", value)
                .arg("at", m::location(m::kind::LOCATION_AT, location))
                .number("space", a as i64 + 1)
                .message("what", self.taken_message(seat, action))
        });
        // The action space's bonus or cost comes first. The effects are read from
        // a second handle on the components (a reference count, not a copy of the
        // effect) while the state changes.
        let c = Arc::clone(&self.c);
        let bonus = &c.side(self.n(), location).actions[a];
        self.apply_effect(seat, bonus, "an action space", None, log);
        match *action {
            Action::Patent { card } => {
                if let Some(slot) = self.p.patent_display.iter_mut().find(|c| **c == Some(card)) {
                    *slot = None;
                }
                self.p.players[seat].patents.insert(card);
            }
            Action::Tile { tile, over } => {
                if let Some(slot) = self.p.museum.iter_mut().find(|c| **c == Some(tile)) {
                    *slot = None;
                }
                let slot = match over {
                    Some(s) => Some(s as usize),
                    None => self.p.players[seat]
                        .research
                        .iter()
                        .position(|s| *s == Slot::Empty),
                };
                if let Some(slot) = slot {
                    self.place_tile(seat, tile, slot, log);
                }
            }
            Action::Share { share } => {
                if let Some(slot) = self.p.bank.iter_mut().find(|c| **c == Some(share)) {
                    *slot = None;
                }
                let s = &self.c.shares[share as usize];
                let (income, vp) = (s.income, s.vp);
                self.p.players[seat].shares.insert(share);
                self.p.players[seat].vp += vp;
                self.move_income(seat, income, log);
            }
            Action::Westminster => self.westminster_step(seat, log),
            Action::Character { card } => self.recruit(seat, card, log),
            Action::Times => {
                let buzz = self.times_buzz(seat);
                self.move_buzz(seat, buzz, log);
            }
            Action::Possibility { index } => {
                let which = usize::from(location == Location::WaterlooStation);
                self.p.used[which][index as usize] = true;
                let e = &c.side(self.n(), location).possibilities[index as usize].effect;
                self.apply_effect(seat, e, location.title(), Some(value), log);
            }
            _ => {}
        }
    }

    /// The current phase-3 die is left unused.
    pub(crate) fn leave_die(&mut self, seat: Seat, log: &mut Log) {
        if let Some((loc, space)) = self.current_die() {
            self.p.resolve_die(loc, space);
            log.acted(seat, || {
                about("log-leave-die", seat).arg(
                    "at",
                    m::location(m::kind::LOCATION_AT, Location::from_index(loc)),
                )
            });
        }
    }

    /// Westminster: one step with its bonus; on V the token stays and the seat gets
    /// one of the bonuses below V.
    pub(crate) fn westminster_step(&mut self, seat: Seat, log: &mut Log) {
        let pos = self.p.players[seat].westminster;
        let c = Arc::clone(&self.c);
        let e = if pos < WESTMINSTER_TOP {
            self.p.players[seat].westminster = pos + 1;
            &c.rules.westminster_steps[pos as usize]
        } else {
            &c.rules.westminster_beyond
        };
        log.note(Some(seat), || {
            about("log-westminster", seat)
                .number("step", self.p.players[seat].westminster)
                .message("effect", m::effect(e))
        });
        self.apply_effect(seat, e, "Westminster", None, log);
    }

    /// Reform Club: pays the character, takes its instant bonus, then its VP for the
    /// year and 4 for each linked prototype.
    fn recruit(&mut self, seat: Seat, card: u16, log: &mut Log) {
        if let Some(slot) = self
            .p
            .character_display
            .iter_mut()
            .find(|c| **c == Some(card))
        {
            *slot = None;
        }
        let c = Arc::clone(&self.c);
        let ch = &c.characters[card as usize];
        let cost = ch.cost;
        let instant = &ch.instant;
        let name = &ch.name;
        let links = self.p.players[seat]
            .prototypes
            .iter()
            .filter(|&p| self.c.patents[p as usize].link == Some(card as usize))
            .count() as i32;
        let vp = ch.vp[self.ri()] + 4 * links;
        self.pay_cost(seat, &cost, log);
        // RULINGS 16: the instant bonus (and any objective check in it) first, then
        // the character is placed, so it does not count for itself.
        self.apply_effect(seat, instant, name, None, log);
        self.p.players[seat].characters.insert(card);
        self.p.players[seat].vp += vp;
        log.note(Some(seat), || {
            about("log-recruit", seat)
                .arg("name", m::character(&c, card as usize))
                .message("cost", m::cost(&cost))
                .arg("vp", amount("vp", vp))
        });
    }

    /// London Times: the buzz `seat` gets by the publisher tile's condition this
    /// round.
    pub fn times_buzz(&self, seat: Seat) -> i32 {
        let publisher = &self.c.publishers[self.p.publisher as usize];
        let Some(r) = publisher.rounds.get(self.ri()) else {
            return 0;
        };
        let count: i32 = r.counts.iter().map(|&c| self.count(seat, c)).sum();
        let level = r.levels.iter().filter(|&&l| count >= l).count();
        if level == 0 {
            0
        } else {
            r.buzz[level - 1]
        }
    }

    /// Port: the die at the Port goes under a ticket for the rest of the game, for
    /// the year's VP plus its value.
    pub(crate) fn take_ticket(&mut self, seat: Seat, value: u8, log: &mut Log) {
        let Some(i) = self.p.tickets.iter().position(Option::is_none) else {
            return;
        };
        self.p.tickets[i] = Some((seat as u8, value));
        let vp = self.c.rules.ticket_vp[self.ri()] + i32::from(value);
        let p = &mut self.p.players[seat];
        p.vp += vp;
        p.dice = p.dice.saturating_sub(1);
        p.ticketed += 1;
        log.note(Some(seat), || {
            about("log-ticket", seat)
                .number("value", value)
                .arg("vp", amount("vp", vp))
        });
    }
}
