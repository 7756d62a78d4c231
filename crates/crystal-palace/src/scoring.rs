//! The end of the game (after phase 6 of Spring 1851): leftover energy, gears and
//! newspapers sold for £1 each, then loans repaid where £10 is at hand, most
//! expensive first (RULINGS 18, 5), then £10 notes on empty research spaces; then the buzz ranking, the Black Market's highest
//! assistants, the objective level, loans, empty research spaces and the characters'
//! end abilities. Most VP wins; ties share the win.

use crate::components::AbilityPhase;
use crate::events::{Event, Log};
use crate::state::{CrystalPalace, FinalScore, Slot, Stage};

impl CrystalPalace {
    /// Every seat's final score with its parts: the real ones once the game is
    /// over, else the end's scoring applied now to a copy of the table. It reads only
    /// the public table (secret dice are paid for at the reveal), so every observer
    /// may see it.
    pub fn scores_if_it_ended_now(&self) -> Vec<FinalScore> {
        if let Some(finals) = &self.p.final_scores {
            return finals.clone();
        }
        let mut copy = self.clone();
        copy.final_scoring(&mut Log::off());
        copy.p.final_scores.take().unwrap_or_default()
    }

    pub(crate) fn final_scoring(&mut self, log: &mut Log) {
        let n = self.n();
        for seat in 0..n {
            // RULINGS 18: the goods' money first, then the loans, then the notes.
            let p = &mut self.p.players[seat];
            p.money += p.gears.max(0) + p.energy.max(0) + i32::from(p.newspapers);
            p.gears = 0;
            p.energy = 0;
            p.newspapers = 0;
            while self.repay_loan(seat) {}
            let p = &mut self.p.players[seat];
            let loan = self.c.rules.loan;
            for s in p.research.iter_mut() {
                if *s == Slot::Empty && p.money >= loan {
                    *s = Slot::Note;
                    p.money -= loan;
                }
            }
        }
        let buzz = self.buzz_ranking();
        let market = self.market_ranking();
        let mut finals = Vec::with_capacity(n);
        for seat in 0..n {
            let before = self.p.players[seat].vp;
            let p = &self.p.players[seat];
            let nation = &self.c.nations[p.nation as usize];
            let objective = if p.objective == 0 {
                0
            } else {
                nation.objective[p.objective as usize - 1].vp
            };
            let r = &self.c.rules;
            let mut loans = 0;
            let mut empty = 0;
            for s in &p.research {
                match *s {
                    Slot::Loan { penalty, repaid } => {
                        loans += if repaid {
                            r.repaid_loan_vp
                        } else {
                            i32::from(penalty)
                        }
                    }
                    Slot::Empty => empty += r.empty_research_vp,
                    _ => {}
                }
            }
            for &(penalty, repaid) in &p.extra_loans {
                loans += if repaid {
                    r.repaid_loan_vp
                } else {
                    i32::from(penalty)
                };
            }
            self.abilities(seat, AbilityPhase::End, log);
            self.staged.clear();
            let abilities = self.p.players[seat].vp - before;
            let total = before + abilities + buzz[seat] + market[seat] + objective + loans + empty;
            self.p.players[seat].vp = total;
            finals.push(FinalScore {
                track: before,
                buzz: buzz[seat],
                market: market[seat],
                objective,
                loans,
                empty_research: empty,
                abilities,
                total,
            });
        }
        self.p.queue.clear();
        self.p.final_scores = Some(finals);
        self.p.stage = Stage::Over;
        self.p.update_die();
        let scores: Vec<i32> = self.p.players.iter().map(|p| p.vp).collect();
        log.push(|| Event::GameOver { scores });
    }
}
