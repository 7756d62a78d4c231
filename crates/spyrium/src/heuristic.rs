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

use crate::cards::{Card, CardKind, Components, Effect};
use crate::state::{Phase, Spyrium};
use gaslamp_core::Seat;
use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

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
        Weights::DEFAULT
    }
}

impl Weights {
    /// Tuned by greedy-bot matches (each candidate against three copies of the
    /// previous weights, 600 games): building uses and workers counted too high made
    /// the bot overbuild.
    pub const DEFAULT: Weights = Weights {
        money: 0.55,
        spyrium: 0.9,
        worker_turn: 0.9,
        revenue_turn: 0.35,
        building_use: 0.3,
        market_worker: 0.45,
        active_worker: 0.6,
    };
}

impl Spyrium {
    /// The estimated final score of every seat (the final scores once the game is over).
    pub fn estimate(&self, w: &Weights) -> Vec<f64> {
        let mut out = Vec::with_capacity(self.num_players());
        self.estimate_into(w, &mut out);
        out
    }

    /// [`Spyrium::estimate`] into a reused buffer (search bots call it millions of
    /// times).
    pub fn estimate_into(&self, w: &Weights, out: &mut Vec<f64>) {
        out.clear();
        if let Some(f) = &self.p.final_scores {
            out.extend(f.iter().map(|&s| s as f64));
            return;
        }
        self.with_card_values(w, |table| {
            let turns_after = (self.cards.turns() - self.turn()) as f64;
            // The market cards' values are the same for every seat except for the
            // space cost of a building, so they are computed once.
            let workers = self.p.market.workers;
            let market = self.market_values(table, w, turns_after, |slot| {
                workers[slot].iter().any(|&n| n > 0)
            });
            for seat in 0..self.num_players() {
                out.push(self.estimate_seat(table, seat, w, turns_after, &market));
            }
        })
    }

    /// The estimated final score of one seat: the same as its entry in
    /// [`Spyrium::estimate`], without working out the others'.
    pub fn estimate_one(&self, seat: Seat, w: &Weights) -> f64 {
        if let Some(f) = &self.p.final_scores {
            return f[seat] as f64;
        }
        self.with_card_values(w, |table| {
            let turns_after = (self.cards.turns() - self.turn()) as f64;
            let workers = self.p.market.workers;
            let market = self.market_values(table, w, turns_after, |slot| workers[slot][seat] > 0);
            self.estimate_seat(table, seat, w, turns_after, &market)
        })
    }

    /// Runs `f` with the table of card values for `w`: for the default weights, the
    /// table of this state's card set, built once (see [`DefaultTables`]); for other
    /// weights, worked out on the fly.
    fn with_card_values<R>(&self, w: &Weights, f: impl FnOnce(&[CardValue]) -> R) -> R {
        if *w != Weights::DEFAULT {
            let table: Vec<CardValue> = self.cards.cards.iter().map(|c| card_value(c, w)).collect();
            return f(&table);
        }
        LAST_TABLE.with(|last| {
            let hit = matches!(&*last.borrow(), Some(t) if Arc::ptr_eq(&t.cards, &self.cards));
            if !hit {
                *last.borrow_mut() = Some(ThreadTable {
                    cards: self.cards.clone(),
                    values: DefaultTables::get(&self.cards),
                });
            }
            let last = last.borrow();
            f(&last.as_ref().expect("set just above").values)
        })
    }

    fn estimate_seat(
        &self,
        table: &[CardValue],
        seat: Seat,
        w: &Weights,
        turns_after: f64,
        mv: &MarketValues,
    ) -> f64 {
        let pl = self.player(seat);
        // The score if the game ended now (as `final_total`, in one pass with the
        // buildings' uses).
        let mut total = pl.score;
        let (mut uses_all, mut uses_upright) = (0.0, 0.0);
        for (i, &b) in pl.buildings.iter().enumerate() {
            let q = &table[b as usize];
            total += q.vp;
            let u = q.best_use;
            uses_all += u;
            if !pl.is_inclined(i) {
                uses_upright += u;
            }
        }
        if pl.techniques != 0 {
            total += self.technique_vps(seat).map(|t| t.1).sum::<u32>();
        }
        let mut v = total as f64;
        v += pl.money as f64 * w.money + pl.spyrium as f64 * w.spyrium;
        v += pl.workers as f64 * w.worker_turn * turns_after;
        v += self.residence_value(seat) as f64 * w.revenue_turn * turns_after;
        // A building can be used once per turn left, and once more this turn if it
        // is still upright and its owner has not passed.
        let this_turn = if pl.phase != Phase::Passed {
            uses_upright
        } else {
            0.0
        };
        v += (uses_all * turns_after + this_turn) * w.building_use;
        // Workers in the market: the best card each could still activate.
        if pl.in_market > 0 {
            let space_cost = self.space_cost(seat) as f64 * w.money;
            let value = |pos: u8| {
                let pos = pos as usize;
                if mv.building & (1 << pos) != 0 {
                    mv.value[pos] - space_cost
                } else {
                    mv.value[pos]
                }
            };
            let m = &self.p.market;
            for (slot, &(a, b)) in crate::market::SLOT_SPACES.iter().enumerate() {
                let n = m.workers[slot][seat];
                if n == 0 {
                    continue;
                }
                let best = value(a).max(value(b)).max(0.0);
                v += n as f64 * best * w.market_worker;
            }
        }
        if pl.phase == Phase::Placement {
            v += pl.active as f64 * w.active_worker;
        }
        v
    }

    /// The net value in VP of activating each market card next to a slot that
    /// `wanted` picks, now (gains minus costs), without the space cost of a building
    /// (it depends on the seat).
    fn market_values(
        &self,
        table: &[CardValue],
        w: &Weights,
        turns_after: f64,
        wanted: impl Fn(usize) -> bool,
    ) -> MarketValues {
        let mut mv = MarketValues {
            value: [f64::NEG_INFINITY; crate::market::SPACES],
            building: 0,
        };
        let mut positions = 0u16;
        for (slot, &(a, b)) in crate::market::SLOT_SPACES.iter().enumerate() {
            if wanted(slot) {
                positions |= (1 << a) | (1 << b);
            }
        }
        let m = &self.p.market;
        let turns_left = turns_after + 0.5;
        while positions != 0 {
            let pos = positions.trailing_zeros() as u8;
            positions &= positions - 1;
            let Some(c) = m.cards[pos as usize] else {
                continue;
            };
            let q = &table[c as usize];
            if q.needs_token && m.token_count(pos) == 0 {
                mv.value[pos as usize] = 0.0;
                continue;
            }
            if q.building {
                mv.building |= 1 << pos;
            }
            let extra = m.adjacent_workers(pos).saturating_sub(1) as f64;
            let token = m.first_token(pos).unwrap_or(0) as f64;
            mv.value[pos as usize] =
                q.fixed + q.per_token * token + q.per_turn * turns_left - extra * w.money;
        }
        mv
    }
}

/// The card values at the default weights, one table per card set, keyed by the card
/// set's id (`name@hash` of the file's content). The estimate belongs to the bots, not
/// to the card data, so the table lives here rather than in [`Components`]; it is built
/// the first time a card set is evaluated.
pub(crate) struct DefaultTables;

impl DefaultTables {
    fn get(cards: &Components) -> Arc<[CardValue]> {
        static TABLES: OnceLock<Mutex<HashMap<String, Arc<[CardValue]>>>> = OnceLock::new();
        let mut tables = TABLES
            .get_or_init(Default::default)
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        tables
            .entry(cards.id.clone())
            .or_insert_with(|| {
                cards
                    .cards
                    .iter()
                    .map(|c| card_value(c, &Weights::DEFAULT))
                    .collect()
            })
            .clone()
    }
}

/// The default table of the card set this thread evaluated last. Search bots evaluate
/// positions of one game millions of times: the lookup is then a pointer comparison,
/// without a lock or a reference count change. Holding the card set keeps its address
/// from being reused by another one.
struct ThreadTable {
    cards: Arc<Components>,
    values: Arc<[CardValue]>,
}

thread_local! {
    static LAST_TABLE: RefCell<Option<ThreadTable>> = const { RefCell::new(None) };
}

/// The value of each market space's card for a worker next to it (`-inf`: no card).
struct MarketValues {
    value: [f64; crate::market::SPACES],
    /// Bit `pos`: the card is a building (its seat's space cost is still to be paid).
    building: u16,
}

/// What the estimate needs of a card, for one set of weights: its end VP, its best
/// use as a building, and the net value of activating it from the market, which is
/// `fixed + per_token * token value + per_turn * turns left - extra workers * money
/// weight` (minus the space cost for a building).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(crate) struct CardValue {
    vp: u32,
    best_use: f64,
    building: bool,
    /// A character that cannot be called upon without a token on it (RULING 7).
    needs_token: bool,
    fixed: f64,
    per_token: f64,
    per_turn: f64,
}

pub(crate) fn card_value(card: &Card, w: &Weights) -> CardValue {
    let best_use = card
        .uses
        .iter()
        .map(|u| u.gain_vp as f64 + (u.gain_spyrium as f64 - u.pay_spyrium as f64) * w.spyrium)
        .fold(0.0, f64::max);
    let residence = |e: &Effect| if e.residence { 3.0 } else { 0.0 };
    let price = card.price as f64 * w.money;
    let mut v = CardValue {
        vp: card.vp as u32,
        best_use,
        building: card.kind == CardKind::Building,
        ..CardValue::default()
    };
    match card.kind {
        CardKind::Character => {
            v.needs_token = card.tokens;
            v.fixed = effect_value(&card.effect, w) + residence(&card.effect) - price;
            v.per_token = token_value(&card.effect, w);
        }
        CardKind::Building => {
            v.fixed = card.vp as f64 + effect_value(&card.on_build, w) + residence(&card.on_build)
                - price;
            v.per_token = token_value(&card.on_build, w);
            v.per_turn =
                card.on_build.gain_workers as f64 * w.worker_turn + best_use * w.building_use;
        }
        CardKind::Technique => v.fixed = 4.0 - price,
    }
    v
}

/// An effect's value without its token.
fn effect_value(e: &Effect, w: &Weights) -> f64 {
    e.gain_vp as f64 + e.gain_spyrium as f64 * w.spyrium + e.gain_money as f64 * w.money
        - e.pay_spyrium as f64 * w.spyrium
        - e.pay_money as f64 * w.money
}

/// What each point of the effect's token is worth.
fn token_value(e: &Effect, w: &Weights) -> f64 {
    use crate::cards::TokenUse;
    match e.token {
        Some(TokenUse::GainVp) => 1.0,
        Some(TokenUse::GainSpyrium) => w.spyrium,
        Some(TokenUse::GainMoney) => w.money,
        Some(TokenUse::PayMoney) => -w.money,
        None => 0.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Components;
    use gaslamp_core::{rng_from_seed, Game};
    use rand::Rng;

    #[test]
    fn one_seat_estimate_matches_the_whole_list() {
        let mut rng = rng_from_seed(7);
        let mut legal = Vec::new();
        for players in 2..=5 {
            let mut g =
                Spyrium::new_game(&Components::builtin(), players, players as u64, None).unwrap();
            let mut checked = 0;
            while !g.is_over() {
                let all = g.heuristic();
                assert_eq!(all.len(), players);
                for (seat, &v) in all.iter().enumerate() {
                    let one = g.heuristic_seat(seat);
                    assert!((one - v).abs() < 1e-9, "seat {seat}: {one} vs {v}");
                }
                checked += 1;
                let seat = g.to_act().first().unwrap();
                legal.clear();
                g.legal_actions_into(seat, &mut legal);
                let a = legal[rng.gen_range(0..legal.len())];
                g.apply_unchecked(seat, &a);
            }
            assert!(checked > 50);
            // Once the game is over the estimate is the final score.
            let scores: Vec<f64> = g.scores().into_iter().map(f64::from).collect();
            assert_eq!(g.heuristic(), scores);
            assert_eq!(g.heuristic_seat(0), scores[0]);
        }
    }

    /// The default weights' table is cached per card set: states of two card sets
    /// evaluated in turn on one thread each use their own set's values (checked
    /// against weights a hair off the default, which are worked out on the fly).
    #[test]
    fn the_cached_table_follows_each_states_card_set() {
        let builtin = Components::builtin();
        let changed = crate::cards::BUILTIN_CARDS
            .replacen("version = 1", "version = 99", 1)
            .replace(
                "price = { value = 5, source = \"P\" }",
                "price = { value = 1, source = \"P\" }",
            );
        let other = std::sync::Arc::new(Components::from_toml(&changed).unwrap());
        assert_ne!(builtin.id, other.id);
        assert_ne!(DefaultTables::get(&builtin), DefaultTables::get(&other));
        let nudged = Weights {
            money: Weights::DEFAULT.money + 1e-12,
            ..Weights::DEFAULT
        };
        let mut games: Vec<Spyrium> = [&builtin, &other]
            .iter()
            .map(|c| Spyrium::new_game(c, 3, 4, None).unwrap())
            .collect();
        let mut rng = rng_from_seed(1);
        let mut legal = Vec::new();
        for _ in 0..200 {
            for g in games.iter_mut() {
                if g.is_over() {
                    continue;
                }
                for seat in 0..3 {
                    let cached = g.estimate_one(seat, &Weights::DEFAULT);
                    let fresh = g.estimate_one(seat, &nudged);
                    assert!((cached - fresh).abs() < 1e-6, "{cached} vs {fresh}");
                }
                let seat = g.to_act().first().unwrap();
                legal.clear();
                g.legal_actions_into(seat, &mut legal);
                let a = legal[rng.gen_range(0..legal.len())];
                g.apply_unchecked(seat, &a);
            }
        }
    }
}
