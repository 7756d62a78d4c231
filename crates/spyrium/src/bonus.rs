//! The score-track bonuses (RULINGS 13 and 20): at 8 VP a choice of one more worker or
//! £5, at 20 VP the other.

use crate::actions::*;
use crate::state::Spyrium;
use gaslamp_core::Seat;

impl Spyrium {
    pub(crate) fn give_bonus(&mut self, seat: Seat, kind: BonusKind) {
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
    pub(crate) fn settle_bonuses(&mut self, seat: Seat) {
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
