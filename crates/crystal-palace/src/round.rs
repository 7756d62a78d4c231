//! The course of a round: who must decide now, and the steps that need nobody's
//! decision (the reveal of phase 1, salaries of phase 4, phase 6 step by step, the
//! preparation of phase 7, the end). `CrystalPalace::advance` runs those steps
//! until some seat must decide.

use crate::components::{AbilityPhase, Location, ROUND_NAMES};
use crate::events::{Event, Log};
use crate::messages::{self as m, about, amount};
use crate::state::{CrystalPalace, Decision, Slot, Stage, MAX_DICE, MAX_SEATS};
use gaslamp_core::Seat;
use std::sync::Arc;
use tinyvec::ArrayVec;

/// The phases' names, 1-7, in English (the texts are `phase-name-N` in the Fluent
/// files).
pub const PHASE_NAMES: [&str; 7] = [
    "decide on the value of your dice and pay",
    "place your dice",
    "take actions",
    "pay salary and use character abilities",
    "convert patents into prototypes",
    "income, permanent effects and the buzz track",
    "prepare for the next round",
];

impl CrystalPalace {
    /// The first seat, from the start player, that owes money.
    pub fn debtor(&self) -> Option<Seat> {
        // Most of the time nobody owes anything: say so without the seats' order.
        if self.p.players.iter().all(|p| p.debt <= 0) {
            return None;
        }
        (0..self.n())
            .map(|k| self.in_order(k))
            .find(|&s| self.p.players[s].debt > 0)
    }

    /// The seat that must decide now, outside phase 1 (where every seat that has not
    /// chosen its dice decides at once); `None` then and at the end.
    pub fn current_seat(&self) -> Option<Seat> {
        if matches!(self.p.stage, Stage::Over | Stage::Commit) {
            return None;
        }
        if let Some(s) = self.debtor() {
            return Some(s);
        }
        if let Some(d) = self.p.queue.front() {
            return Some(d.seat());
        }
        match self.p.stage {
            Stage::Place { turn } => Some(turn as Seat),
            Stage::Resolve => self
                .current_die()
                .map(|(l, s)| self.p.placed[l][s].map_or(0, |d| d.seat as Seat)),
            Stage::Build { k, .. } => Some(self.in_order(k as usize)),
            _ => None,
        }
    }

    /// Phase 3: the die resolved next, as (location, placement space): locations in
    /// order; at each, the highest die first, ties by the leftmost.
    pub fn current_die(&self) -> Option<(usize, usize)> {
        self.p.current_die()
    }

    /// Whether a queued decision has nothing to decide (and is dropped).
    fn decision_void(&self, d: &Decision) -> bool {
        match d {
            Decision::Assistant { seat, free } => {
                let s = *seat as Seat;
                !self.objective_ok(s)
                    && self.market_new_cost(s, *free).is_none()
                    && !self.can_move_up(s)
            }
            Decision::Drop { seat } => self.market_assistants(*seat as Seat) == 0,
            Decision::Green { seat } => self.green_sources_iter(*seat as Seat).next().is_none(),
            Decision::Choose { .. } => false,
            Decision::Poster { seat, space } => {
                let p = &self.p.players[*seat as usize];
                p.tokens.len() >= crate::buzz::TOKENS || p.tokens.contains(space)
            }
        }
    }

    /// Whether `seat` has a Black Market assistant with a free space above it.
    pub(crate) fn can_move_up(&self, seat: Seat) -> bool {
        (0..self.p.market.len())
            .any(|i| self.p.market[i] == Some(seat as u8) && self.market_free_above(i).is_some())
    }

    /// Runs the steps that need no decision, until a seat must decide or the game
    /// is over.
    pub(crate) fn advance(&mut self, log: &mut Log) {
        loop {
            self.commit_staged();
            match self.p.stage {
                Stage::Over => return,
                Stage::Commit => {
                    if self.p.committed.iter().all(|&c| c) {
                        self.reveal(log);
                        continue;
                    }
                    return;
                }
                _ => {}
            }
            if self.debtor().is_some() {
                return;
            }
            while let Some(d) = self.p.queue.front() {
                if self.decision_void(d) {
                    self.p.queue.pop_front();
                } else {
                    return;
                }
            }
            match self.p.stage {
                Stage::Place { turn } => {
                    let t = turn as Seat;
                    if !self.p.players[t].passed && self.has_placement(t) {
                        return;
                    }
                    self.p.players[t].passed = true;
                    match self.next_place_turn(t) {
                        Some(s) => self.p.stage = Stage::Place { turn: s as u8 },
                        None => self.begin_phase(3, log),
                    }
                }
                Stage::Resolve => match self.current_die() {
                    None => {
                        self.begin_phase(4, log);
                    }
                    Some((l, sp)) => {
                        if self.die_has_action(l, sp) {
                            return;
                        }
                        // No action space or nothing to take: the unused die's £1.
                        let seat = self.p.placed[l][sp].map_or(0, |d| d.seat as Seat);
                        self.p.resolve_die(l, sp);
                        let money = self.c.rules.unused_die_money;
                        self.gain_money(seat, money);
                        log.note(Some(seat), || {
                            about("log-die-no-action", seat)
                                .arg(
                                    "at",
                                    m::location(m::kind::LOCATION_AT, Location::from_index(l)),
                                )
                                .arg("money", amount("money", money))
                        });
                    }
                },
                Stage::Salary { k, paid } => {
                    if k as usize == self.n() {
                        self.begin_phase(5, log);
                        continue;
                    }
                    let seat = self.in_order(k as usize);
                    if paid {
                        self.abilities(seat, AbilityPhase::Phase4, log);
                        self.p.stage = Stage::Salary {
                            k: k + 1,
                            paid: false,
                        };
                    } else {
                        self.pay_salaries(seat, log);
                        self.p.stage = Stage::Salary { k, paid: true };
                    }
                }
                Stage::Build { k, started } => {
                    if k as usize == self.n() {
                        self.begin_phase(6, log);
                        continue;
                    }
                    let seat = self.in_order(k as usize);
                    if !started {
                        self.p.stage = Stage::Build { k, started: true };
                        self.abilities(seat, AbilityPhase::Phase5, log);
                        continue;
                    }
                    if self.p.players[seat].built < 2 && self.can_build_any(seat) {
                        return;
                    }
                    self.p.stage = Stage::Build {
                        k: k + 1,
                        started: false,
                    };
                }
                Stage::Income { step, k } => {
                    if k as usize == self.n() {
                        if step < 4 {
                            self.p.stage = Stage::Income {
                                step: step + 1,
                                k: 0,
                            };
                        } else if self.p.round as usize == ROUND_NAMES.len() {
                            self.final_scoring(log);
                        } else {
                            self.prepare_next_round(log);
                        }
                        continue;
                    }
                    let seat = self.in_order(k as usize);
                    self.income_step(seat, step, log);
                    self.p.stage = Stage::Income { step, k: k + 1 };
                }
                Stage::Commit | Stage::Over => {}
            }
        }
    }

    /// Starts phase `phase` (3-6) of the current round.
    fn begin_phase(&mut self, phase: u8, log: &mut Log) {
        self.p.stage = match phase {
            3 => Stage::Resolve,
            4 => Stage::Salary { k: 0, paid: false },
            5 => Stage::Build {
                k: 0,
                started: false,
            },
            _ => Stage::Income { step: 1, k: 0 },
        };
        self.p.update_die();
        let round = self.p.round;
        log.push(|| Event::Phase { round, phase });
    }

    /// Phase 1 ends: every seat's dice are revealed together, paid for, the start
    /// player is found and the lowest total gets a newspaper.
    pub(crate) fn reveal(&mut self, log: &mut Log) {
        let n = self.n();
        let max_news = self.c.rules.max_newspapers;
        let for_die = self.c.rules.newspapers_for_die;
        // Each seat's dice, highest first, and their total (kept inline: a reveal
        // happens in every round of every simulated game).
        let mut dice = [ArrayVec::<[u8; MAX_DICE]>::new(); MAX_SEATS];
        let mut totals = [0u32; MAX_SEATS];
        for s in 0..n {
            let commit = self.h.commits[s].take().unwrap_or(crate::state::Commit {
                values: [1; 6],
                extra: false,
            });
            let p = &mut self.p.players[s];
            if commit.extra {
                p.newspapers = p.newspapers.saturating_sub(for_die);
                p.dice += 1;
            }
            let k = p.dice as usize;
            let v = &mut dice[s];
            v.extend_from_slice(&commit.values[..k.min(6)]);
            v.sort_unstable_by(|a, b| b.cmp(a));
            p.rolled = *v;
            p.unplaced = [0; 7];
            for &x in v.iter() {
                p.unplaced[x as usize] += 1;
            }
            p.passed = false;
            totals[s] = v.iter().map(|&x| u32::from(x)).sum();
        }
        // Start player: highest total, then highest single values in turn, then the
        // seat that went earlier last round (RULINGS: round 1 drawn at setup).
        let prev = if self.p.round == 1 {
            self.p.first_tiebreak as usize
        } else {
            self.p.start as usize
        };
        let key = |s: Seat| (totals[s], &dice[s][..], n - (s + n - prev) % n);
        let start = (0..n).max_by_key(|&s| key(s)).unwrap_or(0);
        self.p.start = start as u8;
        let totals = &totals[..n];
        let low = totals.iter().copied().min().unwrap_or(0);
        let all_tied = totals.iter().all(|&t| t == low);
        let newspapers = (0..n).filter(|&s| totals[s] == low && !(all_tied && s == start));
        for s in newspapers.clone() {
            let p = &mut self.p.players[s];
            p.newspapers = (p.newspapers + 1).min(max_news);
        }
        for k in 0..n {
            let s = self.in_order(k);
            self.pay(s, totals[s] as i32, log);
        }
        for c in &mut self.p.committed {
            *c = false;
        }
        log.push(|| Event::Revealed {
            dice: dice[..n].iter().map(|d| d.to_vec()).collect(),
            start,
            newspapers: newspapers.collect(),
        });
        self.p.stage = Stage::Place { turn: start as u8 };
        let round = self.p.round;
        log.push(|| Event::Phase { round, phase: 2 });
    }

    /// Phase 4 for one seat: salaries by Westminster position (its abilities follow
    /// once a shortfall is raised, as in the rulebook's phase-4 example).
    fn pay_salaries(&mut self, seat: Seat, log: &mut Log) {
        let w = self.p.players[seat].westminster as usize;
        let total: i32 = self.p.players[seat]
            .characters
            .iter()
            .map(|c| self.c.characters[c as usize].salary[w])
            .sum();
        if total > 0 {
            log.note(Some(seat), || {
                about("log-salaries", seat).arg("money", amount("money", total))
            });
            self.pay(seat, total, log);
        }
    }

    /// The abilities of `seat`'s characters for `phase`.
    pub(crate) fn abilities(&mut self, seat: Seat, phase: AbilityPhase, log: &mut Log) {
        let cards = self.p.players[seat].characters;
        let c = Arc::clone(&self.c);
        for card in cards {
            if let Some((ph, e)) = &c.characters[card as usize].ability {
                if *ph == phase {
                    let name = &c.characters[card as usize].name;
                    log.note(Some(seat), || {
                        about("log-ability", seat)
                            .arg("name", m::character(&c, card as usize))
                            .message("effect", m::effect(e))
                    });
                    self.apply_effect(seat, e, name, None, log);
                }
            }
        }
    }

    /// One step of phase 6 for one seat.
    fn income_step(&mut self, seat: Seat, step: u8, log: &mut Log) {
        match step {
            1 => {
                let pos = self.p.players[seat].income as usize;
                let money = self.c.rules.income_money[pos];
                self.gain_money(seat, money);
                if pos == 0 {
                    self.p.players[seat].vp += self.c.rules.income_zero_vp;
                }
                log.note(Some(seat), || {
                    about("log-income", seat).arg("money", amount("money", money))
                });
            }
            2 => {
                let drop = self.c.rules.income_drop;
                let p = &mut self.p.players[seat];
                let can = p.income.min(drop);
                p.income -= can;
                let short = i32::from(drop - can);
                self.pay(seat, short, log);
            }
            3 => {
                for source in self.green_sources(seat) {
                    if let Some(e) = self.green_effect(seat, source) {
                        self.apply_effect(seat, &e, "a green bonus", None, log);
                    }
                }
            }
            _ => self.poster_bonuses(seat, log),
        }
    }

    /// Phase 7: the boards are prepared for the next round.
    fn prepare_next_round(&mut self, log: &mut Log) {
        let n = self.n();
        self.market_step_down();
        let (placed, acted) = crate::state::empty_boards(&self.c, n);
        self.p.placed = placed;
        self.p.acted = acted;
        for u in &mut self.p.used {
            u.iter_mut().for_each(|x| *x = false);
        }
        for p in &mut self.p.players {
            p.dice += p.new_dice;
            p.new_dice = 0;
            p.rolled.clear();
            p.unplaced = [0; 7];
            p.passed = false;
            p.built = 0;
        }
        // Patent Office and Reform Club: leftovers under the deck, then refilled.
        let left: Vec<u16> = self.p.patent_display.iter().flatten().copied().collect();
        self.p.patent_bottom.extend(left);
        for i in 0..self.p.patent_display.len() {
            self.p.patent_display[i] = self.draw_patent();
        }
        let left: Vec<u16> = self.p.character_display.iter().flatten().copied().collect();
        self.p.character_bottom.extend(left);
        for i in 0..self.p.character_display.len() {
            self.p.character_display[i] = self.draw_character();
        }
        // Museum: leftovers leave the game; new tiles.
        for i in 0..self.p.museum.len() {
            self.p.museum[i] = self.h.green.pop().map(u16::from);
        }
        // Bank: leftovers leave the game; the next round's shares.
        let next = self.p.round as usize; // index of the next round's pool
        for i in 0..self.p.bank.len() {
            self.p.bank[i] = self
                .h
                .shares
                .get_mut(next)
                .and_then(|pool| pool.pop())
                .map(u16::from);
        }
        if let Some(pool) = self.h.shares.get_mut(next) {
            pool.clear();
        }
        self.p.round += 1;
        self.p.stage = Stage::Commit;
        let round = self.p.round;
        log.push(|| Event::Phase { round, phase: 1 });
    }

    /// The next card of the patent deck (top, then the unseen middle, then the cards
    /// put back under it); the new top card turns face up.
    fn draw_patent(&mut self) -> Option<u16> {
        let card = self.p.patent_top.take()?;
        self.p.patent_top = match self.h.patent_middle.pop() {
            Some(c) => Some(u16::from(c)),
            None if !self.p.patent_bottom.is_empty() => Some(self.p.patent_bottom.remove(0)),
            None => None,
        };
        Some(card)
    }

    fn draw_character(&mut self) -> Option<u16> {
        let card = self.p.character_top.take()?;
        self.p.character_top = match self.h.character_middle.pop() {
            Some(c) => Some(u16::from(c)),
            None if !self.p.character_bottom.is_empty() => Some(self.p.character_bottom.remove(0)),
            None => None,
        };
        Some(card)
    }

    /// Whether `seat` still has an empty research space.
    pub fn has_empty_research(&self, seat: Seat) -> bool {
        self.p.players[seat].research.contains(&Slot::Empty)
    }
}
