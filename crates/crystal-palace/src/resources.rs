//! Money, gears, energy, newspapers, income, victory points and loans: gaining and
//! paying them, the exchanges of the player mat, and effects (the component file's
//! vocabulary) applied to a seat.
//!
//! A payment a seat cannot cover becomes a *debt*: the seat pays what it has, and
//! before the game goes on it must raise the rest (spend newspapers, sell, take
//! loans: RULINGS 4). Money is therefore never negative, and since a loan can always
//! be taken, a game can never stall.

use crate::actions::Trade;
use crate::components::INCOME_TOP;
use crate::effects::{Atom, Effect, Stack};
use crate::events::Log;
use crate::messages::{self as m, about, amount};
use crate::state::{CrystalPalace, Decision, Slot};
use gaslamp_core::Seat;
use std::sync::Arc;

/// What one newspaper sells for, in pounds (the player mat's exchange).
pub(crate) const NEWSPAPER_SELLS_FOR: i32 = 1;
impl CrystalPalace {
    /// Gains £n; a debt is paid from it first.
    pub(crate) fn gain_money(&mut self, seat: Seat, n: i32) {
        let p = &mut self.p.players[seat];
        p.money += n.max(0);
        let paid = p.money.min(p.debt);
        p.money -= paid;
        p.debt -= paid;
    }

    /// Pays £n: what the seat has, the rest becomes a debt to raise.
    pub(crate) fn pay(&mut self, seat: Seat, n: i32, log: &mut Log) {
        if n <= 0 {
            return;
        }
        let p = &mut self.p.players[seat];
        let from = p.money.min(n);
        p.money -= from;
        p.debt += n - from;
        if n > from {
            log.note(Some(seat), || {
                about("log-short", seat).arg("short", amount("money", n - from))
            });
        }
    }

    pub(crate) fn gain_newspapers(&mut self, seat: Seat, n: i32) {
        let max = i32::from(self.c.rules.max_newspapers);
        let p = &mut self.p.players[seat];
        p.newspapers = (i32::from(p.newspapers) + n).clamp(0, max) as u8;
    }

    /// Moves on the income track: above the top each step gives £1, below 0 each
    /// step costs £1.
    pub(crate) fn move_income(&mut self, seat: Seat, n: i32, log: &mut Log) {
        let cur = i32::from(self.p.players[seat].income);
        let to = cur + n;
        let top = i32::from(INCOME_TOP);
        if to > top {
            self.p.players[seat].income = INCOME_TOP;
            self.gain_money(seat, to - top);
        } else if to < 0 {
            self.p.players[seat].income = 0;
            self.pay(seat, -to, log);
        } else {
            self.p.players[seat].income = to as u8;
        }
    }

    /// Gains (or pays, negative) gears; gears owed but missing are bought at the
    /// gear price.
    fn gain_gears(&mut self, seat: Seat, n: i32, log: &mut Log) {
        let p = &mut self.p.players[seat];
        let to = p.gears + n;
        if to >= 0 {
            p.gears = to;
        } else {
            p.gears = 0;
            let price = self.c.rules.gear_price;
            self.pay(seat, -to * price, log);
        }
    }

    fn gain_energy(&mut self, seat: Seat, n: i32, log: &mut Log) {
        let p = &mut self.p.players[seat];
        let to = p.energy + n;
        if to >= 0 {
            p.energy = to;
        } else {
            p.energy = 0;
            let price = self.c.rules.energy_price;
            self.pay(seat, -to * price, log);
        }
    }

    /// A new die, usable from the next round, if the seat has fewer than the most.
    pub(crate) fn gain_die(&mut self, seat: Seat, log: &mut Log) {
        if self.total_dice(seat) < self.c.rules.max_dice {
            self.p.players[seat].new_dice += 1;
            log.note(Some(seat), || about("log-gain-die", seat));
        }
    }

    /// Whether `seat` may advance its objective now.
    pub fn objective_ok(&self, seat: Seat) -> bool {
        let p = &self.p.players[seat];
        let nation = &self.c.nations[p.nation as usize];
        match nation.objective.get(p.objective as usize) {
            Some(level) => self.count(seat, level.count) >= level.need,
            None => false,
        }
    }

    pub(crate) fn advance_objective(&mut self, seat: Seat, log: &mut Log) {
        if self.objective_ok(seat) {
            self.p.players[seat].objective += 1;
            log.note(Some(seat), || {
                about("log-objective", seat).number("level", self.p.players[seat].objective)
            });
        }
    }

    /// Whether a loan of `seat` must say which research tile it replaces: every
    /// research space is taken and some hold tiles (RULINGS 17).
    pub fn loan_needs_a_tile(&self, seat: Seat) -> bool {
        let mut tile = false;
        for s in &self.p.players[seat].research {
            match s {
                Slot::Empty => return false,
                Slot::Tile { .. } => tile = true,
                Slot::Loan { .. } | Slot::Note => {}
            }
        }
        tile
    }

    /// Takes a loan: a loan tile on an empty research space, or over the research
    /// tile on space `over` (discarded; the borrower's choice when every space is
    /// taken, RULINGS 17), or beside the mat when every space holds a loan; and £10.
    pub(crate) fn take_loan(&mut self, seat: Seat, over: Option<usize>, log: &mut Log) {
        let penalty = match self.h.loans.pop() {
            Some(p) => {
                self.p.loans_left = self.p.loans_left.saturating_sub(1);
                p
            }
            // RULINGS 6: the box is empty, further loans count -10.
            None => -10,
        };
        let p = &mut self.p.players[seat];
        let tile = Slot::Loan {
            penalty,
            repaid: false,
        };
        let chosen = over.filter(|&i| matches!(p.research.get(i), Some(Slot::Tile { .. })));
        if let Some(s) = p.research.iter_mut().find(|s| **s == Slot::Empty) {
            *s = tile;
        } else if let Some(i) = chosen {
            p.research[i] = tile;
        } else if let Some(s) = p
            .research
            .iter_mut()
            .find(|s| matches!(s, Slot::Tile { .. }))
        {
            // Not reached through a legal action (a loan over a full row of tiles
            // names its tile); kept total for the unchecked path.
            *s = tile;
        } else {
            p.extra_loans.push((penalty, false));
        }
        log.note(Some(seat), || {
            about("log-loan", seat).arg("vp", amount("vp", i32::from(penalty)))
        });
        self.gain_money(seat, self.c.rules.loan);
    }

    /// Repays the open loan with the highest penalty.
    pub(crate) fn repay_loan(&mut self, seat: Seat) -> bool {
        let loan = self.c.rules.loan;
        let p = &mut self.p.players[seat];
        if p.money < loan {
            return false;
        }
        let mut best: Option<(i8, usize)> = None;
        for (i, s) in p.research.iter().enumerate() {
            if let Slot::Loan {
                penalty,
                repaid: false,
            } = *s
            {
                if best.is_none_or(|(b, _)| penalty < b) {
                    best = Some((penalty, i));
                }
            }
        }
        for (i, l) in p.extra_loans.iter().enumerate() {
            if !l.1 && best.is_none_or(|(b, _)| l.0 < b) {
                best = Some((l.0, 100 + i));
            }
        }
        let Some((_, i)) = best else {
            return false;
        };
        if i >= 100 {
            p.extra_loans[i - 100].1 = true;
        } else if let Slot::Loan { repaid, .. } = &mut p.research[i] {
            *repaid = true;
        }
        p.money -= loan;
        true
    }

    /// Whether `seat` may make `trade` now (legality of the trade itself; when a
    /// trade is offered at all is decided in `legality`). A seat that owes money may
    /// always raise it; otherwise the trading window's bounds hold
    /// ([`crate::state::Window`]).
    pub(crate) fn trade_possible(&self, seat: Seat, trade: Trade) -> bool {
        self.possible_trades(seat) & trade.bit() != 0
    }

    /// The trades `seat` may make now, as a set of [`Trade::bit`]s: every trade's
    /// conditions (see [`CrystalPalace::trade_possible`]) decided in one pass over
    /// the seat's record, which a listing of the legal actions reads once.
    pub(crate) fn possible_trades(&self, seat: Seat) -> u16 {
        let r = &self.c.rules;
        let p = &self.p.players[seat];
        // The trades the window forbids: those undoing a trade made in it, or all
        // once its bound is reached (a seat that owes money is never bound).
        let mut forbidden = 0u16;
        if p.debt == 0 {
            let w = &self.p.window;
            if w.count(seat) >= crate::state::Window::MAX_TRADES {
                return 0;
            }
            if w.seat as usize == seat {
                forbidden = Trade::opposites(w.made);
            }
        }
        // Each trade's conditions as plain booleans (`&`, not `&&`: no branches).
        let free = p.debt == 0;
        let allowed = [
            (
                Trade::NewspapersDie,
                (p.newspapers >= r.newspapers_for_die) & (self.total_dice(seat) < r.max_dice),
            ),
            (
                Trade::NewspapersIncome,
                p.newspapers >= r.newspapers_for_income,
            ),
            (Trade::NewspapersGear, p.newspapers >= r.newspapers_for_gear),
            (Trade::NewspapersMoney, p.newspapers >= 1),
            (Trade::BuyEnergy, free & (p.money >= r.energy_price)),
            (Trade::BuyGear, free & (p.money >= r.gear_price)),
            (Trade::SellGear, (p.gears >= 1) & (r.gear_sells_for > 0)),
            (
                Trade::SellEnergy,
                (p.energy >= 1) & (r.energy_sells_for > 0),
            ),
            (Trade::Loan, true),
            (
                Trade::Repay,
                free && p.money >= r.loan && self.has_open_loan(seat),
            ),
        ];
        let ok = allowed.iter().fold(0u16, |bits, &(trade, yes)| {
            bits | (trade.bit() * u16::from(yes))
        });
        ok & !forbidden
    }

    /// A loan over the research tile on space `slot` (RULINGS 17).
    pub(crate) fn loan_over(&mut self, seat: Seat, slot: usize, log: &mut Log) {
        let owing = self.p.players[seat].debt > 0;
        self.p.window.record(seat, Trade::Loan, owing);
        self.take_loan(seat, Some(slot), log);
    }

    pub(crate) fn do_trade(&mut self, seat: Seat, trade: Trade, log: &mut Log) {
        let owing = self.p.players[seat].debt > 0;
        self.p.window.record(seat, trade, owing);
        let r = self.c.rules.clone_numbers();
        match trade {
            Trade::NewspapersDie => {
                self.gain_newspapers(seat, -i32::from(r.newspapers_for_die));
                self.gain_die(seat, log);
            }
            Trade::NewspapersIncome => {
                self.gain_newspapers(seat, -i32::from(r.newspapers_for_income));
                self.move_income(seat, 1, log);
            }
            Trade::NewspapersGear => {
                self.gain_newspapers(seat, -i32::from(r.newspapers_for_gear));
                self.p.players[seat].gears += 1;
            }
            Trade::NewspapersMoney => {
                self.gain_newspapers(seat, -1);
                self.gain_money(seat, NEWSPAPER_SELLS_FOR);
            }
            Trade::BuyEnergy => {
                self.p.players[seat].money -= r.energy_price;
                self.p.players[seat].energy += 1;
            }
            Trade::BuyGear => {
                self.p.players[seat].money -= r.gear_price;
                self.p.players[seat].gears += 1;
            }
            Trade::SellGear => {
                self.p.players[seat].gears -= 1;
                self.gain_money(seat, r.gear_sells_for);
            }
            Trade::SellEnergy => {
                self.p.players[seat].energy -= 1;
                self.gain_money(seat, r.energy_sells_for);
            }
            Trade::Loan => self.take_loan(seat, None, log),
            Trade::Repay => {
                self.repay_loan(seat);
            }
        }
    }

    /// Pays a cost of money, gears, energy and newspapers; missing gears and energy
    /// are bought at their prices (a shortfall of money becomes a debt).
    pub(crate) fn pay_cost(&mut self, seat: Seat, cost: &crate::effects::Cost, log: &mut Log) {
        self.gain_newspapers(seat, -cost.newspapers);
        self.gain_gears(seat, -cost.gears, log);
        self.gain_energy(seat, -cost.energy, log);
        self.pay(seat, cost.money, log);
    }

    /// Whether `seat` can pay `cost`: newspapers must be owned; missing gears and
    /// energy are bought, and money may be raised with loans.
    pub(crate) fn can_pay_cost(&self, seat: Seat, cost: &crate::effects::Cost) -> bool {
        i32::from(self.p.players[seat].newspapers) >= cost.newspapers
    }

    /// Applies an effect to `seat`. A choice between alternatives, Assistant
    /// actions, green bonuses and posters reached become decisions of `seat`, taken
    /// right after the current step (before anything else happens).
    pub(crate) fn apply_effect(
        &mut self,
        seat: Seat,
        effect: &Effect,
        source: &str,
        die: Option<u8>,
        log: &mut Log,
    ) {
        match effect.alternatives.len() {
            0 => {}
            1 => self.apply_atoms(seat, &effect.alternatives[0], die, log),
            _ => self.defer(Decision::Choose {
                seat: seat as u8,
                effect: effect.clone(),
                source: source.to_string(),
            }),
        }
    }

    pub(crate) fn apply_atoms(
        &mut self,
        seat: Seat,
        atoms: &[Atom],
        die: Option<u8>,
        log: &mut Log,
    ) {
        for &atom in atoms {
            self.apply_atom(seat, atom, die, log);
        }
    }

    fn apply_atom(&mut self, seat: Seat, atom: Atom, die: Option<u8>, log: &mut Log) {
        match atom {
            Atom::Money { n } => {
                if n >= 0 {
                    self.gain_money(seat, n);
                } else {
                    self.pay(seat, -n, log);
                }
            }
            Atom::Gear { n } => self.gain_gears(seat, n, log),
            Atom::Energy { n } => self.gain_energy(seat, n, log),
            Atom::Newspaper { n } => self.gain_newspapers(seat, n),
            Atom::Income { n } => self.move_income(seat, n, log),
            Atom::Vp { n } => self.p.players[seat].vp += n,
            Atom::Buzz { n } => self.move_buzz(seat, n, log),
            Atom::Westminster { n } => {
                for _ in 0..n {
                    self.westminster_step(seat, log);
                }
            }
            Atom::Assistant { n, free_first } => {
                for i in 0..n {
                    self.defer(Decision::Assistant {
                        seat: seat as u8,
                        free: free_first && i == 0,
                    });
                }
            }
            Atom::Die { n } => {
                for _ in 0..n {
                    self.gain_die(seat, log);
                }
            }
            Atom::Green { n } => {
                for _ in 0..n {
                    self.defer(Decision::Green { seat: seat as u8 });
                }
            }
            Atom::Objective => self.advance_objective(seat, log),
            Atom::Violet { stack } => {
                // RULINGS 12: every research space holds a loan: no tile, and the
                // stack keeps its top one.
                let Some(slot) = self.research_space_for_tile(seat) else {
                    return;
                };
                let tile = match stack {
                    Stack::Blue => self.h.violet_blue.pop(),
                    Stack::Orange => self.h.violet_orange.pop(),
                };
                if let Some(t) = tile {
                    match stack {
                        Stack::Blue => self.p.violet_left[0] -= 1,
                        Stack::Orange => self.p.violet_left[1] -= 1,
                    }
                    self.place_tile(seat, u16::from(t), slot, log);
                }
            }
            Atom::Watch => {
                self.p.watch = Some(seat as u8);
                log.note(Some(seat), || about("log-watch", seat));
            }
            Atom::Ticket => {
                if let Some(value) = die {
                    self.take_ticket(seat, value, log);
                }
            }
            Atom::VpPer { count, per, n } => {
                let k = self.count(seat, count) / per.max(1);
                self.p.players[seat].vp += k * n;
            }
            Atom::MoneyPer { count, per, n } => {
                let k = self.count(seat, count) / per.max(1);
                if k * n >= 0 {
                    self.gain_money(seat, k * n);
                } else {
                    self.pay(seat, -k * n, log);
                }
            }
        }
    }

    /// Where a violet research tile of `seat` goes: its first empty research space,
    /// else its first space holding a tile (which the new one replaces); `None`
    /// when every space holds a loan (RULINGS 12).
    fn research_space_for_tile(&self, seat: Seat) -> Option<usize> {
        let research = &self.p.players[seat].research;
        research
            .iter()
            .position(|s| *s == Slot::Empty)
            .or_else(|| research.iter().position(|s| matches!(s, Slot::Tile { .. })))
    }

    /// A research tile on research space `slot` (a tile there is discarded); a
    /// one-time tile's effect is gained at once.
    pub(crate) fn place_tile(&mut self, seat: Seat, tile: u16, slot: usize, log: &mut Log) {
        self.p.players[seat].research[slot] = Slot::Tile { tile };
        let c = Arc::clone(&self.c);
        let t = &c.tiles[tile as usize];
        log.note(Some(seat), || {
            about("log-tile", seat)
                .arg("name", m::tile(&c, tile as usize))
                .number("space", slot as i64 + 1)
        });
        if !t.permanent {
            self.apply_effect(seat, &t.effect, &t.name, None, log);
        }
    }

    /// A decision to take right after the current step.
    pub(crate) fn defer(&mut self, d: Decision) {
        self.staged.push(d);
    }

    /// Moves the decisions of the step just applied to the front of the queue.
    pub(crate) fn commit_staged(&mut self) {
        // Popped rather than taken, so that the buffer keeps its capacity.
        while let Some(d) = self.staged.pop() {
            self.p.queue.push_front(d);
        }
    }
}

/// The rules' plain numbers, copied so that a trade can change the state while it
/// reads them.
pub(crate) struct Numbers {
    pub newspapers_for_die: u8,
    pub newspapers_for_income: u8,
    pub newspapers_for_gear: u8,
    pub energy_price: i32,
    pub gear_price: i32,
    pub gear_sells_for: i32,
    pub energy_sells_for: i32,
}

impl crate::components::Rules {
    pub(crate) fn clone_numbers(&self) -> Numbers {
        Numbers {
            newspapers_for_die: self.newspapers_for_die,
            newspapers_for_income: self.newspapers_for_income,
            newspapers_for_gear: self.newspapers_for_gear,
            energy_price: self.energy_price,
            gear_price: self.gear_price,
            gear_sells_for: self.gear_sells_for,
            energy_sells_for: self.energy_sells_for,
        }
    }
}
