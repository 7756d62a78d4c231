//! The actions of the Placement and Activation phases: what they cost and what they do.
//!
//! Which actions are legal, and why others are not, is decided in `legality.rs`;
//! `apply_action` carries out an action known to be legal.

use crate::actions::*;
use crate::cards::{Card, CardId, CardKind, Effect, EventKind, Power, TokenUse};
use crate::market::Slot;
use crate::state::{Phase, Spyrium};
use crate::techniques::{
    workers_needed, CAPITALIZATION_BONUS, CRANE_DISCOUNT, SHARED_SYMBOL_DISCOUNT,
};
use gaslamp_core::Seat;

/// What an action costs the player before any gain.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Cost {
    pub money: u32,
    pub spyrium: u32,
}

impl Spyrium {
    // ------------------------------------------------------------------ costs

    /// £ for a new building space: £1 per building owned; Crane £3 less (RULING 11).
    pub fn space_cost(&self, seat: Seat) -> u32 {
        let pl = self.player(seat);
        let base = pl.buildings.len() as u32;
        if pl.has(Power::Crane) {
            base.saturating_sub(CRANE_DISCOUNT)
        } else {
            base
        }
    }

    /// The price of building `new` in place of the owned building `old`: £3 less when
    /// they share a symbol, once (RULING 11); no space cost.
    pub(crate) fn replace_price(&self, old: CardId, new: CardId) -> u32 {
        let (old, new) = (self.cards.card(old), self.cards.card(new));
        let price = new.price as u32;
        if old.symbols & new.symbols != 0 {
            price.saturating_sub(SHARED_SYMBOL_DISCOUNT)
        } else {
            price
        }
    }

    /// The total cost of an activation (price, £1 per other adjacent worker unless
    /// Lobbying, space or replacement, token price, Spyrium), or why its choices do not
    /// fit the card on `a.card`.
    pub fn activation_cost(&self, seat: Seat, a: &Activation) -> Result<Cost, String> {
        let pos = a.card;
        let Some(&Some(c)) = self.p.market.cards.get(pos as usize) else {
            return Err(format!("there is no card on space {}", pos as u32 + 1));
        };
        self.placement_ok(self.player(seat), c, self.cards.card(c), a.placement)
            .map_err(|why| self.refusal(seat, why).message)?;
        let adjacent = (self.p.market.adjacent_workers(pos) as u32).max(1);
        Ok(self.activation_cost_of(seat, a, c, adjacent))
    }

    // ------------------------------------------------------------------ effects

    pub(crate) fn add_score(&mut self, seat: Seat, vp: u32) {
        self.p.players[seat].score += vp;
    }

    /// New workers, active at once, up to the maximum owned (RULING 13).
    pub(crate) fn gain_workers(&mut self, seat: Seat, n: u8) {
        let max = self.cards.rules.max_workers;
        let pl = &mut self.p.players[seat];
        let k = n.min(max - pl.workers);
        pl.workers += k;
        pl.active += k;
    }

    pub(crate) fn residence_action(&mut self, seat: Seat, choice: ResidenceChoice) {
        match choice {
            ResidenceChoice::Move => self.p.players[seat].residence += 1,
            ResidenceChoice::Score => {
                let v = self.residence_value(seat);
                self.add_score(seat, v);
            }
        }
    }

    /// A token taken from a market card: kept with Commerce (up to 7), else discarded.
    fn take_token(&mut self, seat: Seat, value: u8) {
        let cap = self.cards.rules.technique_cap;
        let pl = &mut self.p.players[seat];
        if pl.has(Power::Commerce) && pl.kept_total() < cap {
            pl.kept[value as usize - 1] += 1;
        } else {
            self.discard_token(value);
        }
    }

    /// Pays and gains an effect. `token` is the value used for the token part.
    fn resolve_effect(
        &mut self,
        seat: Seat,
        e: &Effect,
        token: u8,
        residence: Option<ResidenceChoice>,
    ) {
        let t = token as u32;
        {
            let pl = &mut self.p.players[seat];
            pl.money -= e.pay_money as u32;
            pl.spyrium -= e.pay_spyrium as u32;
            pl.money += e.gain_money as u32;
            pl.spyrium += e.gain_spyrium as u32;
            match e.token {
                Some(TokenUse::GainMoney) => pl.money += t,
                Some(TokenUse::GainSpyrium) => pl.spyrium += t,
                Some(TokenUse::PayMoney) => pl.money -= t,
                Some(TokenUse::GainVp) | None => {}
            }
        }
        let mut vp = e.gain_vp as u32;
        if e.token == Some(TokenUse::GainVp) {
            vp += t;
        }
        self.add_score(seat, vp);
        if e.gain_workers > 0 {
            self.gain_workers(seat, e.gain_workers);
        }
        if e.residence {
            self.residence_action(seat, residence.expect("residence choice is listed"));
        }
    }

    fn remove_worker(&mut self, seat: Seat, slot: Slot) {
        self.p.market.workers[slot as usize][seat] -= 1;
        self.p.players[seat].in_market -= 1;
    }

    fn place_worker(&mut self, seat: Seat, slot: Slot) {
        self.p.market.workers[slot as usize][seat] += 1;
        let pl = &mut self.p.players[seat];
        pl.active -= 1;
        pl.in_market += 1;
    }

    /// Runs option `option` of building `b`: workers on it, Spyrium paid, gains; then
    /// the building is inclined (RULING 12).
    fn run_building(&mut self, seat: Seat, b: usize, option: usize) {
        let cards = self.cards.clone();
        let card = cards.card(self.p.players[seat].buildings[b]);
        let u = card.uses[option];
        let w = workers_needed(self, seat, card, option);
        let engineering = self.player(seat).has(Power::Engineering)
            && card.symbols & crate::cards::SYMBOL_FACTORY != 0;
        let pl = &mut self.p.players[seat];
        pl.active -= w;
        pl.spyrium -= u.pay_spyrium as u32;
        pl.spyrium += u.gain_spyrium as u32;
        pl.inclined |= 1 << b;
        let vp = u.gain_vp as u32 + if engineering { w as u32 } else { 0 };
        self.add_score(seat, vp);
    }

    fn activate(&mut self, seat: Seat, a: &Activation) {
        let pos = a.card as usize;
        let c = self.p.market.cards[pos].expect("listed cards exist");
        let adjacent = self.p.market.adjacent_workers(a.card) as u32;
        let cost = self.activation_cost_of(seat, a, c, adjacent);
        self.remove_worker(seat, a.slot);
        let cards = self.cards.clone();
        let card: &Card = cards.card(c);
        let pl = &mut self.p.players[seat];
        if a.lobbying {
            pl.powers_used |= Power::Lobbying.bit();
        }
        if a.commerce.is_some() {
            pl.powers_used |= Power::Commerce.bit();
        }
        // The worker just removed no longer counts among the "other" workers: the cost
        // was computed with adjacent - 1 before removal, which is the same number.
        match card.kind {
            CardKind::Character => {
                // Price, extra and the token part are paid by `resolve_effect` (token)
                // and here (price + extra).
                let token_part = match card.effect.token {
                    Some(TokenUse::PayMoney) => a.commerce.or(a.token).unwrap_or(0) as u32,
                    _ => 0,
                };
                let base = cost.money - card.effect.pay_money as u32 - token_part;
                self.p.players[seat].money -= base;
                let mut value = 0;
                if let Some(v) = a.token {
                    self.p.market.tokens[pos][v as usize - 1] -= 1;
                    self.take_token(seat, v);
                    value = a.commerce.unwrap_or(v);
                }
                let e = card.effect;
                self.resolve_effect(seat, &e, value, a.residence);
            }
            CardKind::Building => {
                pl.money -= cost.money;
                self.p.market.cards[pos] = None;
                let mut value = 0;
                if let Some(v) = self.p.market.first_token(a.card) {
                    self.p.market.tokens[pos][v as usize - 1] -= 1;
                    self.take_token(seat, v);
                    value = a.commerce.unwrap_or(v);
                }
                let pl = &mut self.p.players[seat];
                match a.placement.expect("listed buildings have a placement") {
                    Placement::NewSpace => pl.buildings.push(c),
                    Placement::Replace(i) => {
                        let old = std::mem::replace(&mut pl.buildings[i as usize], c);
                        pl.inclined &= !(1 << i);
                        self.p.discard.push(old);
                    }
                }
                let e = card.on_build;
                self.resolve_effect(seat, &e, value, a.residence);
            }
            CardKind::Technique => {
                pl.money -= cost.money;
                pl.techniques |= card.power.expect("techniques have a power").bit();
                self.p.market.cards[pos] = None;
            }
        }
    }

    fn use_event(&mut self, seat: Seat, choice: &EventChoice) {
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
            Action::GainMoney { slot, card } => {
                self.remove_worker(seat, *slot);
                let mut gain = card.map_or(0, |p| self.p.market.adjacent_workers(p) as u32);
                if self.player(seat).has(Power::Capitalization) {
                    gain += CAPITALIZATION_BONUS;
                }
                self.p.players[seat].money += gain;
            }
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

    // ------------------------------------------------------------------ bonus (RULING 20)

    fn give_bonus(&mut self, seat: Seat, kind: BonusKind) {
        let money = self.cards.rules.bonus_money as u32;
        let pl = &mut self.p.players[seat];
        pl.bonuses += 1;
        if pl.first_bonus.is_none() {
            pl.first_bonus = Some(kind);
        }
        match kind {
            BonusKind::Worker => self.gain_workers(seat, 1),
            BonusKind::Money => self.p.players[seat].money += money,
        }
    }

    /// Gives the bonuses a player's score-track total has reached; asks for the first
    /// one's choice when there is one (at 7 workers it must be the £5, RULING 13).
    fn settle_bonuses(&mut self, seat: Seat) {
        loop {
            let t = self.cards.rules.bonus_thresholds;
            let pl = self.player(seat);
            let reached = t.iter().filter(|&&x| pl.score >= x as u32).count() as u8;
            if pl.bonuses >= reached {
                self.p.pending_bonus = false;
                return;
            }
            if pl.bonuses == 0 {
                if pl.workers < self.cards.rules.max_workers {
                    self.p.pending_bonus = true;
                    return;
                }
                self.give_bonus(seat, BonusKind::Money);
            } else {
                let other = match pl.first_bonus {
                    Some(BonusKind::Worker) => BonusKind::Money,
                    _ => BonusKind::Worker,
                };
                self.give_bonus(seat, other);
            }
        }
    }
}
