//! The buzz track: steps forward, flyers (a one-time bonus for every seat that
//! reaches or passes one), posters (a buzz token may be placed on arrival, and gives
//! its bonus in every phase 6), and the race to space 40 (tickets I, II, III).

use crate::components::BUZZ_END;
use crate::events::Log;
use crate::messages::{self as m, about};
use crate::state::{CrystalPalace, Decision, Stage};
use gaslamp_core::Seat;
use std::sync::Arc;

/// Buzz tokens of a seat.
pub const TOKENS: usize = 2;

impl CrystalPalace {
    /// `seat` advances `n` spaces; buzz beyond space 40 is lost.
    pub(crate) fn move_buzz(&mut self, seat: Seat, n: i32, log: &mut Log) {
        let from = self.p.players[seat].buzz;
        if n <= 0 || from >= BUZZ_END {
            return;
        }
        let to = (i32::from(from) + n).min(i32::from(BUZZ_END)) as u8;
        self.p.players[seat].buzz = to;
        log.note(Some(seat), || {
            about("log-buzz", seat)
                .number("from", from)
                .number("to", to)
        });
        for space in from + 1..=to {
            let flyer = self.c.rules.flyer_spaces.iter().position(|f| f.0 == space);
            if let Some(i) = flyer {
                let f = self.p.flyers[i];
                self.p.players[seat].flyers.push(f);
                let c = Arc::clone(&self.c);
                let e = &c.flyers[f as usize].effect;
                log.note(Some(seat), || {
                    about("log-flyer", seat)
                        .number("space", space)
                        .message("effect", m::effect(e))
                });
                self.apply_effect(seat, e, "a flyer", None, log);
            }
            if self.c.rules.posters.iter().any(|p| p.space == space)
                && self.p.players[seat].tokens.len() < TOKENS
            {
                self.defer(Decision::Poster {
                    seat: seat as u8,
                    space,
                });
            }
        }
        if to == BUZZ_END && !self.p.arrivals.contains(&(seat as u8)) {
            self.p.arrivals.push(seat as u8);
            let place = self.p.arrivals.len();
            log.note(Some(seat), || {
                about("log-buzz-end", seat).number("place", place as i64)
            });
        }
    }

    /// `seat` places a buzz token on the poster at `space`; in phase 6 its bonus
    /// is gained at once (the rulebook's buzz-track note).
    pub(crate) fn place_token(&mut self, seat: Seat, space: u8, log: &mut Log) {
        let p = &mut self.p.players[seat];
        if p.tokens.len() >= TOKENS || p.tokens.contains(&space) {
            return;
        }
        p.tokens.push(space);
        log.note(Some(seat), || {
            about("log-poster", seat).number("space", space)
        });
        if matches!(self.p.stage, Stage::Income { step: 4, .. }) {
            let c = Arc::clone(&self.c);
            if let Some(poster) = c.rules.posters.iter().find(|p| p.space == space) {
                self.apply_effect(seat, &poster.bonus, "a poster", None, log);
            }
        }
    }

    /// The phase-6 bonuses of `seat`'s buzz tokens.
    pub(crate) fn poster_bonuses(&mut self, seat: Seat, log: &mut Log) {
        let tokens = self.p.players[seat].tokens;
        for space in tokens {
            let c = Arc::clone(&self.c);
            if let Some(poster) = c.rules.posters.iter().find(|p| p.space == space) {
                self.apply_effect(seat, &poster.bonus, "a poster", None, log);
            }
        }
    }

    /// The end's buzz ranking: VP of each seat (6/4/2; equal positions share the
    /// places and split their VP, rounded down; at space 40 the arrival order
    /// decides, RULINGS 10).
    pub(crate) fn buzz_ranking(&self) -> Vec<i32> {
        let n = self.n();
        let vp = &self.c.rules.buzz_end_vp;
        // A key that orders seats: position, then (at 40) earlier arrival.
        let key = |s: Seat| -> i32 {
            let b = i32::from(self.p.players[s].buzz) * 10;
            match self.p.arrivals.iter().position(|&a| a as Seat == s) {
                Some(i) => b + 9 - i as i32,
                None => b,
            }
        };
        (0..n)
            .map(|s| {
                let k = key(s);
                let better = (0..n).filter(|&o| key(o) > k).count();
                let tied = (0..n).filter(|&o| key(o) == k).count();
                let sum: i32 = (better..better + tied)
                    .map(|place| vp.get(place).copied().unwrap_or(0))
                    .sum();
                sum / tied as i32
            })
            .collect()
    }
}
