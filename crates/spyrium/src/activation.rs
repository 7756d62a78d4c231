//! Phase II, gain money and activate a card (RULINGS 3-7): the worker next to the card,
//! the token chosen on a token character, what the activation does, and the effects
//! cards and events share (resources, score, new workers).

use crate::actions::*;
use crate::cards::{Card, CardId, CardKind, Effect, Power, TokenUse};
use crate::costs::Cost;
use crate::legality::{RESIDENCE_DOMAIN, TOKEN_DOMAIN};
use crate::market::{Market, Pos, Slot, NUM_SLOTS, SPACES};
use crate::refusals::{Of, Why};
use crate::state::Spyrium;
use crate::techniques::CAPITALIZATION_BONUS;
use gaslamp_core::Seat;

impl Spyrium {
    /// One of the seat's workers stands in `slot`.
    #[inline]
    pub(crate) fn my_worker_ok(&self, seat: Seat, slot: Slot) -> Result<(), Why> {
        if slot as usize >= NUM_SLOTS {
            Err(Why::NoSuchSlot)
        } else if self.p.market.workers[slot as usize][seat] == 0 {
            Err(Why::NoWorkerThere(slot))
        } else {
            Ok(())
        }
    }

    /// The card on `pos`, which must be next to `slot` (RULING 3).
    #[inline]
    pub(crate) fn adjacent_card(&self, slot: Slot, pos: Pos) -> Result<CardId, Why> {
        if pos as usize >= SPACES || !Market::touches(slot, pos) {
            return Err(Why::NotAdjacent(slot, pos));
        }
        self.p.market.cards[pos as usize].ok_or(Why::NoCardThere(pos))
    }

    /// The card named for Gain money: an adjacent card, or none when neither remains
    /// (RULING 5).
    #[inline]
    pub(crate) fn gain_money_card_ok(&self, slot: Slot, card: Option<Pos>) -> Result<(), Why> {
        match card {
            Some(p) => self.adjacent_card(slot, p).map(|_| ()),
            None if self.p.market.slot_cards(slot).next().is_some() => Err(Why::NameACard),
            None => Ok(()),
        }
    }

    /// The token chosen on a token character (RULING 7); other cards take none.
    #[inline]
    pub(crate) fn token_ok(
        &self,
        pos: Pos,
        c: CardId,
        card: &Card,
        token: Option<u8>,
    ) -> Result<(), Why> {
        let m = &self.p.market;
        if card.kind == CardKind::Character && card.tokens {
            if m.token_count(pos) == 0 {
                return Err(Why::NoTokenLeft(c));
            }
            match token {
                None => Err(Why::ChooseToken(c)),
                Some(v) if !(1..=3).contains(&v) || m.tokens[pos as usize][v as usize - 1] == 0 => {
                    Err(Why::NoSuchToken(c, v))
                }
                Some(_) => Ok(()),
            }
        } else if token.is_some() {
            Err(Why::NoTokensOnCard(c))
        } else {
            Ok(())
        }
    }

    /// The token whose value an activation uses: the chosen one on a character, the
    /// one on a token building.
    #[inline]
    pub(crate) fn shown_token(&self, pos: Pos, card: &Card, token: Option<u8>) -> Option<u8> {
        match card.kind {
            CardKind::Building if card.tokens => self.p.market.first_token(pos),
            CardKind::Character => token,
            _ => None,
        }
    }

    /// Whether a card's activation gives a residence action.
    #[inline]
    pub(crate) fn card_wants_residence(card: &Card) -> bool {
        match card.kind {
            CardKind::Character => card.effect.residence,
            CardKind::Building => card.on_build.residence,
            CardKind::Technique => false,
        }
    }

    /// Every check of an activation, in order; the cost when it is legal.
    pub(crate) fn activation_ok(&self, seat: Seat, a: &Activation) -> Result<Cost, Why> {
        let pl = self.player(seat);
        self.my_worker_ok(seat, a.slot)?;
        let c = self.adjacent_card(a.slot, a.card)?;
        let card = self.cards.card(c);
        self.token_ok(a.card, c, card, a.token)?;
        self.lobbying_ok(pl, a.card, c, a.lobbying)?;
        Self::commerce_ok(pl, self.shown_token(a.card, card, a.token), a.commerce)?;
        self.placement_ok(pl, c, card, a.placement)?;
        self.residence_ok(
            pl,
            Self::card_wants_residence(card),
            Of::Card(c),
            a.residence,
        )?;
        let adjacent = self.p.market.adjacent_workers(a.card) as u32;
        let cost = self.activation_cost_of(seat, a, c, adjacent);
        Self::afford_ok(pl, Of::Card(c), cost)?;
        Ok(cost)
    }

    /// Every way to activate the card at `pos` with the worker in `slot`.
    ///
    /// Each choice walks a domain of values and keeps those the predicates accept.
    /// The domains are narrowed first where a value could only be refused (no token
    /// choice on a card without chosen tokens, no Commerce or Lobbying without the
    /// power ready, no residence choice where the effect has none): the listing is
    /// hot in search loops. The predicates still decide; a domain narrowed too far
    /// would miss legal actions, which the property tests would catch.
    pub(crate) fn activations(&self, seat: Seat, slot: Slot, pos: Pos, out: &mut Vec<Action>) {
        let Ok(c) = self.adjacent_card(slot, pos) else {
            return;
        };
        let card = self.cards.card(c);
        let pl = self.player(seat);
        let adjacent = self.p.market.adjacent_workers(pos) as u32;
        let wants_residence = Self::card_wants_residence(card);
        let tokens: &[Option<u8>] = if card.kind == CardKind::Character && card.tokens {
            &TOKEN_DOMAIN[1..]
        } else {
            &TOKEN_DOMAIN[..1]
        };
        let commerce_domain: &[Option<u8>] = if pl.power_ready(Power::Commerce) {
            &TOKEN_DOMAIN
        } else {
            &TOKEN_DOMAIN[..1]
        };
        let lobbying_domain: &[bool] = if pl.power_ready(Power::Lobbying) {
            &[false, true]
        } else {
            &[false]
        };
        let residences: &[Option<ResidenceChoice>] = if wants_residence {
            &RESIDENCE_DOMAIN[1..]
        } else {
            &RESIDENCE_DOMAIN[..1]
        };
        // No place for a non-building; a new space, then each building to replace.
        let placements = if card.kind == CardKind::Building {
            1..2 + pl.buildings.len()
        } else {
            0..1
        };
        for &token in tokens {
            if self.token_ok(pos, c, card, token).is_err() {
                continue;
            }
            let shown = self.shown_token(pos, card, token);
            for &commerce in commerce_domain {
                if Self::commerce_ok(pl, shown, commerce).is_err() {
                    continue;
                }
                for &lobbying in lobbying_domain {
                    if self.lobbying_ok(pl, pos, c, lobbying).is_err() {
                        continue;
                    }
                    for pi in placements.clone() {
                        let placement = match pi {
                            0 => None,
                            1 => Some(Placement::NewSpace),
                            i => Some(Placement::Replace(i as u8 - 2)),
                        };
                        if self.placement_ok(pl, c, card, placement).is_err() {
                            continue;
                        }
                        let mut a = Activation::new(slot, pos);
                        a.token = token;
                        a.commerce = commerce;
                        a.lobbying = lobbying;
                        a.placement = placement;
                        let cost = self.activation_cost_of(seat, &a, c, adjacent);
                        if Self::afford_ok(pl, Of::Card(c), cost).is_err() {
                            continue;
                        }
                        for &residence in residences {
                            if self
                                .residence_ok(pl, wants_residence, Of::Card(c), residence)
                                .is_ok()
                            {
                                a.residence = residence;
                                out.push(Action::Activate(a));
                            }
                        }
                    }
                }
            }
        }
    }

    pub(crate) fn activate(&mut self, seat: Seat, a: &Activation) {
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

    /// A token taken from a market card: kept with Commerce (up to 7), else discarded.
    pub(crate) fn take_token(&mut self, seat: Seat, value: u8) {
        let cap = self.cards.rules.technique_cap;
        let pl = &mut self.p.players[seat];
        if pl.has(Power::Commerce) && pl.kept_total() < cap {
            pl.kept[value as usize - 1] += 1;
        } else {
            self.discard_token(value);
        }
    }

    /// Pays and gains an effect. `token` is the value used for the token part.
    pub(crate) fn resolve_effect(
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

    /// Gain money (RULING 5): the worker leaves the market; £1 per other worker still
    /// next to the named card (£0 without one), Capitalization £2 more.
    pub(crate) fn gain_money(&mut self, seat: Seat, slot: Slot, card: Option<Pos>) {
        self.remove_worker(seat, slot);
        let mut gain = card.map_or(0, |p| self.p.market.adjacent_workers(p) as u32);
        if self.player(seat).has(Power::Capitalization) {
            gain += CAPITALIZATION_BONUS;
        }
        self.p.players[seat].money += gain;
    }
}
