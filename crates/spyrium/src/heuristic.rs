//! A hand-written evaluation of a Spyrium position for bots: an estimate of each
//! player's final score.
//!
//! It starts from the score the player would have if the game ended now (score track,
//! buildings, techniques with their cap) and adds what the player's resources are
//! likely to turn into before the end: money and Spyrium, workers and revenue for the
//! turns left, buildings that can still be used, and the workers standing in the
//! market next to cards they can still activate. The weights are rough exchange rates
//! read off the cards (about £1 per VP for buildings, 1 Spyrium → 3 VP on a Workshop
//! with a worker), damped because every conversion costs actions.

use crate::cards::CardKind;
use crate::state::{Phase, Spyrium};
use gaslamp_core::Seat;

/// The weights of the evaluation, in VP.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    /// Per £ held.
    pub money: f64,
    /// Per Spyrium crystal held.
    pub spyrium: f64,
    /// Per worker owned, per turn still to be played after this one.
    pub worker_turn: f64,
    /// Per £ of residence revenue, per turn still to come.
    pub revenue_turn: f64,
    /// Share of a building's best use counted per turn it can still be used.
    pub building_use: f64,
    /// Share of the net value of the best card next to a worker in the market.
    pub market_worker: f64,
    /// Per active worker still in Phase I this turn.
    pub active_worker: f64,
}

impl Default for Weights {
    fn default() -> Self {
        // Tuned by greedy-bot matches (each candidate against three copies of the
        // previous weights, 600 games): building uses and workers counted too high
        // made the bot overbuild.
        Weights {
            money: 0.55,
            spyrium: 0.9,
            worker_turn: 0.9,
            revenue_turn: 0.35,
            building_use: 0.3,
            market_worker: 0.45,
            active_worker: 0.6,
        }
    }
}

impl Spyrium {
    /// The estimated final score of every seat (the final scores once the game is over).
    pub fn estimate(&self, w: &Weights) -> Vec<f64> {
        if let Some(f) = &self.p.final_scores {
            return f.iter().map(|&s| s as f64).collect();
        }
        (0..self.num_players())
            .map(|s| self.estimate_seat(s, w))
            .collect()
    }

    fn estimate_seat(&self, seat: Seat, w: &Weights) -> f64 {
        let pl = self.player(seat);
        let turns_after = (self.cards.turns() - self.turn()) as f64;
        let mut v = self.final_total(seat) as f64;
        v += pl.money as f64 * w.money + pl.spyrium as f64 * w.spyrium;
        v += pl.workers as f64 * w.worker_turn * turns_after;
        v += self.residence_value(seat) as f64 * w.revenue_turn * turns_after;
        for (i, &b) in pl.buildings.iter().enumerate() {
            let card = self.cards.card(b);
            let best = card
                .uses
                .iter()
                .map(|u| {
                    u.gain_vp as f64 + u.gain_spyrium as f64 * w.spyrium
                        - u.pay_spyrium as f64 * w.spyrium
                })
                .fold(0.0, f64::max);
            let uses_left = turns_after
                + if pl.is_inclined(i) || pl.phase == Phase::Passed {
                    0.0
                } else {
                    1.0
                };
            v += best * w.building_use * uses_left;
        }
        // Workers in the market: the best card each could still activate.
        let m = &self.p.market;
        for slot in 0..crate::market::NUM_SLOTS {
            let n = m.workers[slot][seat];
            if n == 0 {
                continue;
            }
            let best = m
                .slot_cards(slot as u8)
                .map(|pos| self.card_value(seat, pos, w))
                .fold(0.0, f64::max);
            v += n as f64 * best * w.market_worker;
        }
        if pl.phase == Phase::Placement {
            v += pl.active as f64 * w.active_worker;
        }
        v
    }

    /// The net value in VP of activating the card at `pos` now (gains minus costs).
    fn card_value(&self, seat: Seat, pos: u8, w: &Weights) -> f64 {
        let Some(c) = self.p.market.cards[pos as usize] else {
            return 0.0;
        };
        let card = self.cards.card(c);
        let extra = self.p.market.adjacent_workers(pos).saturating_sub(1) as f64;
        let token = self.p.market.first_token(pos).unwrap_or(0) as f64;
        let price = card.price as f64 + extra;
        let turns_left = (self.cards.turns() - self.turn()) as f64 + 0.5;
        let gain = match card.kind {
            CardKind::Character => {
                if card.tokens && self.p.market.token_count(pos) == 0 {
                    return 0.0;
                }
                effect_value(&card.effect, token, w) + if card.effect.residence { 3.0 } else { 0.0 }
            }
            CardKind::Building => {
                let best_use = card
                    .uses
                    .iter()
                    .map(|u| {
                        u.gain_vp as f64
                            + (u.gain_spyrium as f64 - u.pay_spyrium as f64) * w.spyrium
                    })
                    .fold(0.0, f64::max);
                card.vp as f64
                    + effect_value(&card.on_build, token, w)
                    + card.on_build.gain_workers as f64 * w.worker_turn * turns_left
                    + if card.on_build.residence { 3.0 } else { 0.0 }
                    + best_use * w.building_use * turns_left
                    - self.space_cost(seat) as f64 * w.money
            }
            CardKind::Technique => 4.0,
        };
        gain - price * w.money
    }
}

fn effect_value(e: &crate::cards::Effect, token: f64, w: &Weights) -> f64 {
    use crate::cards::TokenUse;
    let mut v =
        e.gain_vp as f64 + e.gain_spyrium as f64 * w.spyrium + e.gain_money as f64 * w.money
            - e.pay_spyrium as f64 * w.spyrium
            - e.pay_money as f64 * w.money;
    v += match e.token {
        Some(TokenUse::GainVp) => token,
        Some(TokenUse::GainSpyrium) => token * w.spyrium,
        Some(TokenUse::GainMoney) => token * w.money,
        Some(TokenUse::PayMoney) => -token * w.money,
        None => 0.0,
    };
    v
}
