//! A position estimate for the bots, on the scale of final VP: the VP already
//! scored, plus what money, income, dice, resources, cards, salaries, buzz, the
//! Black Market, the objective, loans and empty research spaces are worth with the
//! rounds left. It reads only what every seat sees (and a bot's own sampled piles).

use crate::components::AbilityPhase;
use crate::state::{CrystalPalace, Slot, Stage};
use gaslamp_core::Seat;

/// What a die of each value (1-6) is worth this round in VP: higher values reach
/// more placement spaces and act earlier, with diminishing returns.
const DIE_VALUE: [f64; 7] = [0.0, 1.0, 1.8, 2.4, 2.8, 3.1, 3.3];

impl CrystalPalace {
    /// One seat's estimate.
    pub fn estimate(&self, seat: Seat) -> f64 {
        if self.p.stage == Stage::Over {
            return f64::from(self.p.players[seat].vp);
        }
        let c = &self.c;
        let p = &self.p.players[seat];
        // Rounds still to play after this one, and this one's share left.
        let left = f64::from(5 - self.p.round.min(5));
        let money_vp = 0.4;
        let mut v = f64::from(p.vp);
        v += f64::from(p.money - p.debt) * money_vp;
        v += f64::from(p.gears) * 1.3 + f64::from(p.energy) * 1.0 + f64::from(p.newspapers) * 0.45;
        let income = f64::from(c.rules.income_money[p.income as usize]);
        v += income * money_vp * (left + 0.5).min(2.0);
        v += f64::from(p.dice + p.new_dice) * 0.8 * left.min(3.0);
        // This round's dice: chosen in secret (paid at the reveal), or to place and
        // placed in phase 2. In phase 3 a die is worth only what its action gives
        // (else a search would put off acting to keep a die's value).
        match self.p.stage {
            Stage::Commit => {
                if let Some(commit) = self.h.commits[seat] {
                    let pips: i32 = commit.values.iter().map(|&x| i32::from(x)).sum();
                    v -= f64::from(pips) * money_vp;
                    v += commit
                        .values
                        .iter()
                        .map(|&x| DIE_VALUE[x as usize])
                        .sum::<f64>();
                    if commit.extra {
                        v -= f64::from(c.rules.newspapers_for_die) * 0.35;
                    }
                }
            }
            Stage::Place { .. } => {
                v += (1..=6)
                    .map(|x| f64::from(p.unplaced[x]) * DIE_VALUE[x])
                    .sum::<f64>();
                for d in self.p.placed.iter().flatten().flatten() {
                    if d.seat as Seat == seat && !d.resolved {
                        v += DIE_VALUE[d.value as usize];
                    }
                }
            }
            _ => {}
        }
        // Salaries to come.
        let salaries: i32 = p
            .characters
            .iter()
            .map(|ch| c.characters[ch as usize].salary[p.westminster as usize])
            .sum();
        v -= f64::from(salaries) * money_vp * (left + 1.0);
        // Patents not built: their VP later, if the round comes.
        let ri = (self.p.round as usize).clamp(1, 5) - 1;
        for pa in p.patents {
            let vp = c.patents[pa as usize].vp[(ri + 1).min(4)];
            v += f64::from(vp) * if left > 0.0 { 0.6 } else { 0.3 };
        }
        // Buzz: poster bonuses for the rounds left, and the end ranking.
        v += f64::from(p.buzz) * 0.25;
        v += f64::from(p.tokens.iter().map(|&t| t as i32).sum::<i32>()) * 0.08 * left;
        // The Black Market: bonuses each round and the end's VP.
        v += self.market_assistants(seat) as f64 * (0.8 + 0.4 * left);
        // The objective level reached.
        if p.objective > 0 {
            v += f64::from(c.nations[p.nation as usize].objective[p.objective as usize - 1].vp);
        }
        v += f64::from(p.westminster) * 0.6;
        // Research: permanent tiles pay each round; empty spaces cost 2 at the end;
        // open loans their penalty.
        for s in &p.research {
            match *s {
                Slot::Empty => v -= 1.6,
                Slot::Tile { tile } if c.tiles[tile as usize].permanent => v += 1.0 * (left + 0.5),
                Slot::Loan { penalty, repaid } => {
                    v += if repaid {
                        f64::from(c.rules.repaid_loan_vp)
                    } else {
                        f64::from(penalty)
                    }
                }
                _ => {}
            }
        }
        for &(penalty, repaid) in &p.extra_loans {
            v += if repaid {
                -5.0
            } else {
                f64::from(penalty) + 2.5
            };
        }
        // End abilities on the table.
        for ch in p.characters {
            if let Some((AbilityPhase::End, _)) = &c.characters[ch as usize].ability {
                v += 2.0;
            }
        }
        v
    }
}
