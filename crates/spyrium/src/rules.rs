//! The actions of the Placement and Activation phases: which are legal, and what they do.
//!
//! `legal_into` lists every legal action; `apply_action` carries out one that is known
//! to be legal; `explain_illegal` says why an action is not legal. The checked apply
//! (in `lib.rs`) accepts exactly the listed actions, so the two can never disagree.

use crate::actions::*;
use crate::cards::{Card, CardKind, Effect, EventKind, Power, TokenUse};
use crate::market::{Market, Pos, Slot, NUM_SLOTS, SLOT_SPACES};
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

    /// The residence choices open to a player: move (unless on the last space), score.
    pub(crate) fn residence_choices(&self, seat: Seat) -> &'static [ResidenceChoice] {
        let last = self.cards.rules.residence_track.len() as u8 - 1;
        if self.player(seat).residence < last {
            &[ResidenceChoice::Move, ResidenceChoice::Score]
        } else {
            &[ResidenceChoice::Score]
        }
    }

    /// The total cost of an activation, or why its choices do not fit the card.
    /// The worker in `a.slot` is assumed already removed when `removed` is true.
    pub fn activation_cost(&self, seat: Seat, a: &Activation) -> Result<Cost, String> {
        let pos = a.card;
        let Some(&Some(c)) = self.p.market.cards.get(pos as usize) else {
            return Err(format!("there is no card on space {}", pos as u32 + 1));
        };
        let adjacent = self.p.market.adjacent_workers(pos) as u32;
        self.activation_cost_of(seat, a, self.cards.card(c), adjacent)
    }

    /// [`Spyrium::activation_cost`] for the card `card` on `a.card`, with `adjacent`
    /// workers next to it (the listing of legal actions knows both already).
    fn activation_cost_of(
        &self,
        seat: Seat,
        a: &Activation,
        card: &Card,
        adjacent: u32,
    ) -> Result<Cost, String> {
        let pl = self.player(seat);
        // Other workers adjacent to the card: all of them but the one removed.
        let extra = if a.lobbying { 0 } else { adjacent - 1 };
        let mut cost = Cost {
            money: extra,
            spyrium: 0,
        };
        let token_value = a.commerce.or(a.token).unwrap_or(0) as u32;
        match card.kind {
            CardKind::Character => {
                cost.money += card.price as u32 + card.effect.pay_money as u32;
                cost.spyrium += card.effect.pay_spyrium as u32;
                if card.effect.token == Some(TokenUse::PayMoney) {
                    cost.money += token_value;
                }
            }
            CardKind::Building => {
                let price = card.price as u32;
                match a.placement {
                    Some(Placement::NewSpace) => cost.money += price + self.space_cost(seat),
                    Some(Placement::Replace(i)) => {
                        let Some(&old) = pl.buildings.get(i as usize) else {
                            return Err(format!("you have no building number {}", i as u32 + 1));
                        };
                        if self.cards.card(old).symbols & card.symbols != 0 {
                            cost.money += price.saturating_sub(SHARED_SYMBOL_DISCOUNT);
                        } else {
                            cost.money += price;
                        }
                    }
                    None => return Err("a building needs a place: `new` or `replace N`".into()),
                }
            }
            CardKind::Technique => cost.money += card.price as u32,
        }
        Ok(cost)
    }

    fn affordable(&self, seat: Seat, cost: Cost) -> bool {
        let pl = self.player(seat);
        pl.money >= cost.money && pl.spyrium >= cost.spyrium
    }

    /// Whether option `option` of building `b` could be run now (workers and Spyrium).
    fn can_run_building(&self, seat: Seat, b: usize, option: usize) -> bool {
        let pl = self.player(seat);
        let card = self.cards.card(pl.buildings[b]);
        let u = &card.uses[option];
        pl.active >= workers_needed(self, seat, card, option) && pl.spyrium >= u.pay_spyrium as u32
    }

    // ------------------------------------------------------------------ legal actions

    /// Appends the legal actions of `seat`.
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
                if pl.active > 0 {
                    for slot in 0..NUM_SLOTS as Slot {
                        if self.p.market.slot_open(slot) {
                            out.push(Action::Place { slot });
                        }
                    }
                }
                self.event_actions(seat, false, out);
                self.activation_phase_actions(seat, true, out);
            }
            Phase::Activation => self.activation_phase_actions(seat, false, out),
            Phase::Passed => {}
        }
    }

    fn activation_phase_actions(&self, seat: Seat, from_placement: bool, out: &mut Vec<Action>) {
        let pl = self.player(seat);
        let m = &self.p.market;
        for slot in 0..NUM_SLOTS as Slot {
            if m.workers[slot as usize][seat] == 0 {
                continue;
            }
            let mut any = false;
            for pos in m.slot_cards(slot) {
                any = true;
                out.push(Action::GainMoney {
                    slot,
                    card: Some(pos),
                });
                self.activations(seat, slot, pos, out);
            }
            if !any {
                out.push(Action::GainMoney { slot, card: None });
            }
        }
        for b in 0..pl.buildings.len() {
            let card = self.cards.card(pl.buildings[b]);
            let taylorism = pl.is_inclined(b);
            if taylorism && !pl.power_ready(Power::Taylorism) {
                continue;
            }
            for option in 0..card.uses.len() {
                if self.can_run_building(seat, b, option) {
                    out.push(Action::UseBuilding {
                        building: b as u8,
                        option: option as u8,
                        taylorism,
                    });
                }
            }
        }
        self.event_actions(seat, from_placement, out);
        if pl.in_market == 0 {
            out.push(Action::Pass);
        }
    }

    /// Every way to activate the card at `pos` with the worker in `slot`.
    fn activations(&self, seat: Seat, slot: Slot, pos: Pos, out: &mut Vec<Action>) {
        let c = self.p.market.cards[pos as usize].expect("listed cards exist");
        let card = self.cards.card(c);
        let pl = self.player(seat);
        let adjacent = self.p.market.adjacent_workers(pos) as u32;
        let lobbying: &[bool] = if adjacent > 1 && pl.power_ready(Power::Lobbying) {
            &[false, true]
        } else {
            &[false]
        };
        let commerce_ready = pl.power_ready(Power::Commerce);
        let mut tokens = [None; 3];
        let mut n_tokens = 0;
        match card.kind {
            CardKind::Character if card.tokens => {
                for v in 1..=3u8 {
                    if self.p.market.tokens[pos as usize][v as usize - 1] > 0 {
                        tokens[n_tokens] = Some(v);
                        n_tokens += 1;
                    }
                }
                if n_tokens == 0 {
                    return; // RULING 7: no token left, cannot be called upon
                }
            }
            _ => n_tokens = 1,
        }
        // The token whose value a building's construction uses (not chosen).
        let building_token = if card.kind == CardKind::Building && card.tokens {
            self.p.market.first_token(pos)
        } else {
            None
        };
        let residence: &[ResidenceChoice] = match card.kind {
            CardKind::Character if card.effect.residence => self.residence_choices(seat),
            CardKind::Building if card.on_build.residence => self.residence_choices(seat),
            _ => &[],
        };
        let n_placements = if card.kind == CardKind::Building {
            1 + pl.buildings.len()
        } else {
            1
        };
        for &tok in &tokens[..n_tokens] {
            let shown = tok.or(building_token);
            for commerce in 0..=3u8 {
                // 0 = Commerce not used; else the chosen value (different from the token's).
                if commerce > 0 && !(commerce_ready && shown.is_some() && Some(commerce) != shown) {
                    continue;
                }
                for &lobby in lobbying {
                    for pi in 0..n_placements {
                        let placement = match (card.kind, pi) {
                            (CardKind::Building, 0) => Some(Placement::NewSpace),
                            (CardKind::Building, i) => Some(Placement::Replace(i as u8 - 1)),
                            _ => None,
                        };
                        let mut a = Activation::new(slot, pos);
                        a.token = tok;
                        a.commerce = (commerce > 0).then_some(commerce);
                        a.lobbying = lobby;
                        a.placement = placement;
                        let Ok(cost) = self.activation_cost_of(seat, &a, card, adjacent) else {
                            continue;
                        };
                        if !self.affordable(seat, cost) {
                            continue;
                        }
                        if residence.is_empty() {
                            out.push(Action::Activate(a));
                        } else {
                            for &r in residence {
                                a.residence = Some(r);
                                out.push(Action::Activate(a));
                            }
                        }
                    }
                }
            }
        }
    }

    /// Every way to use the turn's event.
    fn event_actions(&self, seat: Seat, begin_activation: bool, out: &mut Vec<Action>) {
        let pl = self.player(seat);
        let Some(e) = self.p.event else { return };
        if pl.event_used {
            return;
        }
        let mut push = |choice| {
            out.push(Action::Event {
                begin_activation,
                choice,
            })
        };
        match &self.cards.event(e).kind {
            EventKind::Windfall => {
                let Some(v) = self.p.event_token else { return };
                for gain in [Gain::Money, Gain::Spyrium, Gain::Vp] {
                    push(EventChoice::Windfall {
                        gain,
                        commerce: None,
                    });
                    if pl.power_ready(Power::Commerce) {
                        for c in (1..=3).filter(|&c| c != v) {
                            push(EventChoice::Windfall {
                                gain,
                                commerce: Some(c),
                            });
                        }
                    }
                }
            }
            EventKind::Options(opts) => {
                for (i, o) in opts.iter().enumerate() {
                    if pl.money < o.pay_money as u32 || pl.spyrium < o.pay_spyrium as u32 {
                        continue;
                    }
                    if o.residence {
                        for &r in self.residence_choices(seat) {
                            push(EventChoice::Option {
                                index: i as u8,
                                residence: Some(r),
                            });
                        }
                    } else {
                        push(EventChoice::Option {
                            index: i as u8,
                            residence: None,
                        });
                    }
                }
            }
            EventKind::Overtime { cost } => {
                if pl.money < *cost as u32 {
                    return;
                }
                for b in 0..pl.buildings.len() {
                    if !pl.is_inclined(b) {
                        continue;
                    }
                    let card = self.cards.card(pl.buildings[b]);
                    for option in 0..card.uses.len() {
                        if self.can_run_building(seat, b, option) {
                            push(EventChoice::Overtime {
                                building: b as u8,
                                option: option as u8,
                            });
                        }
                    }
                }
            }
            EventKind::Recruitment { cost } => {
                if pl.money >= *cost as u32 * pl.workers as u32 {
                    push(EventChoice::Recruitment);
                }
            }
            EventKind::LatePlacement => {
                if pl.active > 0 {
                    for slot in 0..NUM_SLOTS as Slot {
                        if self.p.market.slot_open(slot) {
                            push(EventChoice::LatePlacement { slot });
                        }
                    }
                }
            }
        }
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
        let cost = self
            .activation_cost(seat, a)
            .expect("listed activations fit their card");
        self.remove_worker(seat, a.slot);
        let pos = a.card as usize;
        let c = self.p.market.cards[pos].expect("listed cards exist");
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

    // ------------------------------------------------------------------ explanations

    /// Why `action` is not legal for `seat` now (used when it is not in the legal list).
    pub(crate) fn explain_illegal(&self, seat: Seat, action: &Action) -> String {
        let n = self.num_players();
        if seat >= n {
            return format!("seat {seat} does not exist in a {n}-player game");
        }
        if self.p.over {
            return "the game is over".into();
        }
        let cur = self.p.current as usize;
        if seat != cur {
            return format!("it is seat {cur}'s turn, not seat {seat}'s");
        }
        if self.p.pending_bonus {
            return "you reached the bonus threshold: choose `bonus worker` or `bonus money` first"
                .into();
        }
        let pl = self.player(seat);
        let m = &self.p.market;
        let phase2 = |what: &str| -> Option<String> {
            if pl.phase == Phase::Passed {
                Some(format!("{what}: you have passed this turn"))
            } else {
                None
            }
        };
        let my_worker = |slot: Slot| -> Option<String> {
            if slot as usize >= NUM_SLOTS {
                return Some("there is no such slot".into());
            }
            if m.workers[slot as usize][seat] == 0 {
                Some(if pl.in_market == 0 {
                    "you have no worker in the market".to_string()
                } else {
                    format!(
                        "you have no worker in slot {}; your workers are in {}",
                        crate::market::slot_name(slot),
                        worker_slots(m, seat)
                    )
                })
            } else {
                None
            }
        };
        match action {
            Action::Bonus { .. } => "there is no bonus to choose now".into(),
            Action::Place { slot } => {
                if pl.phase != Phase::Placement {
                    "placing a worker is a Phase I action; you are in Phase II".into()
                } else if pl.active == 0 {
                    "you have no active worker on your start card".into()
                } else if *slot as usize >= NUM_SLOTS {
                    "there is no such slot".into()
                } else if !m.slot_open(*slot) {
                    format!(
                        "both spaces of slot {} are empty; a worker must stand next to a card",
                        crate::market::slot_name(*slot)
                    )
                } else {
                    "this placement is not legal now".into()
                }
            }
            Action::GainMoney { slot, card } => {
                if let Some(r) = phase2("gain money").or_else(|| my_worker(*slot)) {
                    return r;
                }
                match card {
                    Some(p) if !Market::touches(*slot, *p) => format!(
                        "the card on space {} is not next to slot {}",
                        *p as u32 + 1,
                        crate::market::slot_name(*slot)
                    ),
                    Some(p) if m.cards[*p as usize].is_none() => {
                        format!("there is no card left on space {}", *p as u32 + 1)
                    }
                    None if m.slot_cards(*slot).next().is_some() => {
                        "name one of the cards next to the worker (e.g. `@5`)".into()
                    }
                    _ => "this action is not legal now".into(),
                }
            }
            Action::Activate(a) => {
                if let Some(r) = phase2("activate a card").or_else(|| my_worker(a.slot)) {
                    return r;
                }
                if !Market::touches(a.slot, a.card) || a.card as usize >= 9 {
                    return format!(
                        "the card on space {} is not next to slot {}",
                        a.card as u32 + 1,
                        crate::market::slot_name(a.slot)
                    );
                }
                let Some(c) = m.cards[a.card as usize] else {
                    return format!("there is no card left on space {}", a.card as u32 + 1);
                };
                let card = self.cards.card(c);
                if card.kind == CardKind::Character && card.tokens {
                    if m.token_count(a.card) == 0 {
                        return format!(
                            "{} has no token left and cannot be called upon (it can still serve to gain money)",
                            card.name
                        );
                    }
                    match a.token {
                        None => {
                            return format!(
                                "choose one of the tokens on {} (e.g. `token 2`)",
                                card.name
                            )
                        }
                        Some(v)
                            if !(1..=3).contains(&v)
                                || m.tokens[a.card as usize][v as usize - 1] == 0 =>
                        {
                            return format!("{} has no token of value {v}", card.name)
                        }
                        _ => {}
                    }
                } else if a.token.is_some() {
                    return format!("{} has no tokens to choose from", card.name);
                }
                if a.lobbying && !pl.power_ready(Power::Lobbying) {
                    return if pl.has(Power::Lobbying) {
                        "you have already used Lobbying this turn".into()
                    } else {
                        "you do not have the Lobbying technique".into()
                    };
                }
                if a.commerce.is_some() && !pl.power_ready(Power::Commerce) {
                    return if pl.has(Power::Commerce) {
                        "you have already used Commerce's value choice this turn".into()
                    } else {
                        "you do not have the Commerce technique".into()
                    };
                }
                if card.kind != CardKind::Building && a.placement.is_some() {
                    return format!("{} is not a building; it needs no place", card.name);
                }
                let wants_res = match card.kind {
                    CardKind::Character => card.effect.residence,
                    CardKind::Building => card.on_build.residence,
                    CardKind::Technique => false,
                };
                if wants_res && a.residence.is_none() {
                    return format!(
                        "{} gives a residence action: add `move` or `score`",
                        card.name
                    );
                }
                if !wants_res && a.residence.is_some() {
                    return format!("{} gives no residence action", card.name);
                }
                if a.residence == Some(ResidenceChoice::Move)
                    && !self
                        .residence_choices(seat)
                        .contains(&ResidenceChoice::Move)
                {
                    return "your disc is on the last residence space; it can only score".into();
                }
                if a.lobbying && m.adjacent_workers(a.card) <= 1 {
                    return format!(
                        "Lobbying saves the £1 per other worker, and no other worker is next to {}",
                        card.name
                    );
                }
                if let Some(v) = a.commerce {
                    let shown = a.token.or(if card.kind == CardKind::Building {
                        m.first_token(a.card)
                    } else {
                        None
                    });
                    match shown {
                        None => {
                            return format!(
                                "{} has no token whose value Commerce could choose",
                                card.name
                            )
                        }
                        Some(t) if t == v => {
                            return format!(
                                "the token's value is already {v}: leave out `commerce` or choose another value"
                            )
                        }
                        Some(_) if !(1..=3).contains(&v) => {
                            return "Commerce chooses a value of 1, 2 or 3".into()
                        }
                        _ => {}
                    }
                }
                match self.activation_cost(seat, a) {
                    Err(e) => e,
                    Ok(cost) if !self.affordable(seat, cost) => format!(
                        "activating {} costs £{} and {} Spyrium; you have £{} and {} Spyrium",
                        card.name, cost.money, cost.spyrium, pl.money, pl.spyrium
                    ),
                    Ok(_) => "this activation is not legal now".into(),
                }
            }
            Action::UseBuilding {
                building,
                option,
                taylorism,
            } => {
                if let Some(r) = phase2("use a building") {
                    return r;
                }
                let b = *building as usize;
                let Some(&c) = pl.buildings.get(b) else {
                    return format!("you have no building number {}", b + 1);
                };
                let card = self.cards.card(c);
                if card.uses.is_empty() {
                    return format!("{} has no effect in Phase II and cannot be used", card.name);
                }
                if *option as usize >= card.uses.len() {
                    return format!("{} has {} option(s)", card.name, card.uses.len());
                }
                if pl.is_inclined(b) && !taylorism {
                    return format!(
                        "{} is inclined: it was already used this turn (Taylorism or Overtime can use it again)",
                        card.name
                    );
                }
                if !pl.is_inclined(b) && *taylorism {
                    return format!("{} is not inclined; use it normally", card.name);
                }
                if *taylorism && !pl.power_ready(Power::Taylorism) {
                    return "Taylorism is not available (not owned or already used this turn)"
                        .into();
                }
                let need = workers_needed(self, seat, card, *option as usize);
                let u = card.uses[*option as usize];
                format!(
                    "that option needs {need} active worker(s) and {} Spyrium; you have {} and {}",
                    u.pay_spyrium, pl.active, pl.spyrium
                )
            }
            Action::Event {
                begin_activation,
                choice,
            } => {
                if pl.phase == Phase::Passed {
                    return "you have passed this turn".into();
                }
                if *begin_activation && pl.phase != Phase::Placement {
                    return "you are already in Phase II".into();
                }
                if pl.event_used {
                    return "you have already used this turn's event".into();
                }
                let Some(e) = self.p.event else {
                    return "there is no event this turn".into();
                };
                let ev = self.cards.event(e);
                match (choice, &ev.kind) {
                    (EventChoice::Windfall { .. }, EventKind::Windfall) => {
                        if self.p.event_token.is_none() {
                            "the event has no token (the reserve was empty)".into()
                        } else {
                            "Commerce's value choice is not available, or that is already the token's value".into()
                        }
                    }
                    (EventChoice::Option { index, residence }, EventKind::Options(o)) => match o.get(*index as usize) {
                        None => format!("{} has {} option(s)", ev.name, o.len()),
                        Some(o) if o.residence && residence.is_none() => {
                            format!("{} gives a residence action: add `move` or `score`", ev.name)
                        }
                        Some(o) if !o.residence && residence.is_some() => {
                            format!("that option of {} gives no residence action", ev.name)
                        }
                        Some(_) if *residence == Some(ResidenceChoice::Move)
                            && !self.residence_choices(seat).contains(&ResidenceChoice::Move) =>
                        {
                            "your disc is on the last residence space; it can only score".into()
                        }
                        Some(o) => format!(
                            "that option of {} costs £{} and {} Spyrium and may need `move` or `score`; you have £{} and {} Spyrium",
                            ev.name, o.pay_money, o.pay_spyrium, pl.money, pl.spyrium
                        ),
                    },
                    (EventChoice::Overtime { .. }, EventKind::Overtime { cost }) => format!(
                        "Overtime costs £{cost} and needs one of your inclined buildings with workers and Spyrium for the option"
                    ),
                    (EventChoice::Recruitment, EventKind::Recruitment { cost }) => format!(
                        "Recruitment costs £{} (£{cost} per worker owned); you have £{}",
                        *cost as u32 * pl.workers as u32,
                        pl.money
                    ),
                    (EventChoice::LatePlacement { .. }, EventKind::LatePlacement) => {
                        "Late placement needs an active worker and a slot next to a card".into()
                    }
                    _ => format!("this turn's event is {}", ev.name),
                }
            }
            Action::Pass => {
                if pl.in_market > 0 {
                    format!(
                        "you still have {} worker(s) in the market ({}); remove them first (gain money or activate)",
                        pl.in_market,
                        worker_slots(m, seat)
                    )
                } else {
                    "you cannot pass now".into()
                }
            }
        }
    }
}

fn worker_slots(m: &Market, seat: Seat) -> String {
    let v: Vec<String> = (0..NUM_SLOTS)
        .filter(|&s| m.workers[s][seat] > 0)
        .map(|s| {
            let (a, b) = SLOT_SPACES[s];
            format!("{}-{}", a + 1, b + 1)
        })
        .collect();
    if v.is_empty() {
        "nowhere".into()
    } else {
        v.join(", ")
    }
}
