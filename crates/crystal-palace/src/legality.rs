//! The one place that decides what a seat may do now: the list of legal actions,
//! and for anything else a refusal with a stable code (its message is made in
//! `refusals.rs`). A refusal is given exactly when the action is not listed
//! (tested by property). Applying a legal action is `apply.rs`'s.

use crate::actions::{Action, Trade};
use crate::components::LOCATIONS;
use crate::messages::amount;
use crate::refusals::refused;
use crate::state::{CrystalPalace, Decision, Stage, MAX_SPACES};
use gaslamp_core::{seat_refusal, Message, Refusal, Seat};

/// The action belongs to another moment of the game (another phase or decision).
pub const NOT_NOW: &str = "not_now";
/// The dice chosen do not match the seat's dice (count or values).
pub const WRONG_DICE: &str = "wrong_dice";
/// 4 newspapers (and a free die) are needed for an extra die.
pub const NO_EXTRA_DIE: &str = "no_extra_die";
/// No unplaced die of that value.
pub const NO_SUCH_DIE: &str = "no_such_die";
/// The placement space does not exist, is taken, or needs a higher die.
pub const SPACE_UNAVAILABLE: &str = "space_unavailable";
/// The card, tile, share or possibility is not available here now.
pub const NOT_AVAILABLE: &str = "not_available";
/// The seat cannot pay (newspapers are missing) or has no such patent.
pub const CANNOT_BUILD: &str = "cannot_build";
/// The Assistant action, drop or green bonus is not possible.
pub const NOT_POSSIBLE: &str = "not_possible";
/// The exchange, purchase, sale or repayment is not possible now.
pub const TRADE_UNAVAILABLE: &str = "trade_unavailable";
/// The trade would undo one made in the same trading window.
pub const TRADE_UNDOES: &str = "trade_undoes_trade";
/// The seat made as many trades in this trading window as a window allows.
pub const TRADES_EXHAUSTED: &str = "too_many_trades";

/// Crystal Palace's own refusal codes.
pub const REFUSAL_CODES: &[&str] = &[
    NOT_NOW,
    WRONG_DICE,
    NO_EXTRA_DIE,
    NO_SUCH_DIE,
    SPACE_UNAVAILABLE,
    NOT_AVAILABLE,
    CANNOT_BUILD,
    NOT_POSSIBLE,
    TRADE_UNAVAILABLE,
    TRADE_UNDOES,
    TRADES_EXHAUSTED,
];

/// Every multiset of `k` die values, highest first, into `out`.
///
/// Phase 1 lists every one of them (126 with 4 dice, 462 with 6), so the lists are
/// made once, for 0 to 6 dice with and without the extra die, and copied.
fn multisets(k: usize, extra: bool, out: &mut Vec<Action>) {
    static TABLE: std::sync::OnceLock<[Vec<Action>; 14]> = std::sync::OnceLock::new();
    let table = TABLE.get_or_init(|| std::array::from_fn(|i| multisets_made(i / 2, i % 2 == 1)));
    out.extend_from_slice(&table[k.min(6) * 2 + usize::from(extra)]);
}

/// Every multiset of `k` die values (at most 6), highest first, in the listing's
/// order: the highest values first.
fn multisets_made(k: usize, extra: bool) -> Vec<Action> {
    fn rec(k: usize, max: u8, cur: &mut Vec<u8>, extra: bool, out: &mut Vec<Action>) {
        if cur.len() == k {
            let mut values = [0u8; 6];
            values[..k].copy_from_slice(cur);
            out.push(Action::Dice { values, extra });
            return;
        }
        for v in (1..=max).rev() {
            cur.push(v);
            rec(k, v, cur, extra, out);
            cur.pop();
        }
    }
    let mut out = Vec::new();
    rec(k.min(6), 6, &mut Vec::with_capacity(6), extra, &mut out);
    out
}

/// The trades of `bits` (a set of [`Trade::bit`]s) in [`Trade::ALL`]'s order, into
/// `out`. Their positions are gathered first, so that the list grows once for all.
fn trades_listed(bits: u16, out: &mut Vec<Action>) {
    let mut at = [0u8; Trade::ALL.len()];
    let mut len = 0;
    let mut rest = bits & Trade::EVERY;
    while rest != 0 {
        at[len] = rest.trailing_zeros() as u8;
        len += 1;
        rest &= rest - 1;
    }
    out.extend(at[..len].iter().map(|&i| Action::Trade {
        trade: Trade::ALL[usize::from(i)],
    }));
}

impl CrystalPalace {
    /// Whether `seat` may buy an extra die with newspapers in phase 1.
    pub(crate) fn extra_die_possible(&self, seat: Seat) -> bool {
        self.p.players[seat].newspapers >= self.c.rules.newspapers_for_die
            && self.total_dice(seat) < self.c.rules.max_dice
    }

    /// The trades offered to `seat` in its own decisions (RULINGS 3).
    fn trades_into(&self, seat: Seat, out: &mut Vec<Action>) {
        self.offered_trades_into(seat, Trade::EVERY, out);
    }

    /// The trades of `kinds` (a set of [`Trade::bit`]s) that `seat` may make now, in
    /// [`Trade::ALL`]'s order, a loan over a full row of research tiles once per tile
    /// (RULINGS 17).
    fn offered_trades_into(&self, seat: Seat, kinds: u16, out: &mut Vec<Action>) {
        let offered = self.possible_trades(seat) & kinds;
        let loan = Trade::Loan.bit();
        if offered & loan == 0 || !self.loan_needs_a_tile(seat) {
            trades_listed(offered, out);
            return;
        }
        // A loan over each research tile, in the loan's place in the order.
        trades_listed(offered & (loan - 1), out);
        for (i, s) in self.p.players[seat].research.iter().enumerate() {
            if matches!(s, crate::state::Slot::Tile { .. }) {
                out.push(Action::LoanOver { slot: i as u8 });
            }
        }
        trades_listed(offered & !(loan | (loan - 1)), out);
    }

    /// The legal actions of `seat`, in a stable order.
    pub(crate) fn legal_into(&self, seat: Seat, out: &mut Vec<Action>) {
        if seat >= self.n() {
            return;
        }
        match self.p.stage {
            Stage::Over => return,
            Stage::Commit => {
                if !self.p.committed[seat] {
                    let k = self.p.players[seat].dice as usize;
                    multisets(k, false, out);
                    if self.extra_die_possible(seat) {
                        multisets(k + 1, true, out);
                    }
                }
                return;
            }
            _ => {}
        }
        if self.current_seat() != Some(seat) {
            return;
        }
        if self.debtor() == Some(seat) {
            self.offered_trades_into(
                seat,
                Trade::NewspapersMoney.bit()
                    | Trade::SellGear.bit()
                    | Trade::SellEnergy.bit()
                    | Trade::Loan.bit(),
                out,
            );
            return;
        }
        if let Some(d) = self.p.queue.front() {
            self.decision_actions(d, out);
            return;
        }
        match self.p.stage {
            Stage::Place { .. } => {
                let p = &self.p.players[seat];
                // The free placement spaces in board order, with the least die each
                // takes, found once for all of the seat's die values.
                let mut free = [(0u8, 0u8, 0u8); LOCATIONS * MAX_SPACES];
                let mut free_len = 0;
                // A board's placement spaces are its side's (`empty_boards`).
                let sides = &self.c.locations[self.n() - 2];
                for (loc, (placed, side)) in self.p.placed.iter().zip(sides).enumerate() {
                    for (i, (die, s)) in placed.iter().zip(&side.placement).enumerate() {
                        free[free_len] = (loc as u8, i as u8, s.min);
                        free_len += usize::from(die.is_none());
                    }
                }
                for value in (1..=6u8).rev() {
                    if p.unplaced[value as usize] == 0 {
                        continue;
                    }
                    // The spaces the die meets, gathered without a branch a random
                    // board would mispredict (each free space is written, and kept
                    // when met), then listed at once.
                    let mut met = [(0u8, 0u8); LOCATIONS * MAX_SPACES];
                    let mut kept = 0;
                    for &(location, space, min) in &free[..free_len] {
                        met[kept] = (location, space);
                        kept += usize::from(min <= value);
                    }
                    out.extend(met[..kept].iter().map(|&(location, space)| Action::Place {
                        value,
                        location,
                        space,
                    }));
                }
                out.push(Action::Pass);
                self.trades_into(seat, out);
            }
            Stage::Resolve => {
                if let Some((loc, space)) = self.current_die() {
                    let value = self.p.placed[loc][space].map_or(0, |d| d.value);
                    self.location_actions(seat, loc, value, out);
                    out.push(Action::Pass);
                    self.trades_into(seat, out);
                }
            }
            Stage::Build { .. } => {
                let p = &self.p.players[seat];
                for card in p.patents {
                    if self.can_pay_cost(seat, &self.c.patents[card as usize].cost) {
                        for target in 0..self.n() {
                            out.push(Action::Build {
                                card,
                                target: target as u8,
                            });
                        }
                    }
                }
                out.push(Action::Pass);
                self.trades_into(seat, out);
            }
            _ => {}
        }
    }

    fn decision_actions(&self, d: &Decision, out: &mut Vec<Action>) {
        match d {
            Decision::Assistant { seat, free } => {
                let s = *seat as Seat;
                if self.objective_ok(s) {
                    out.push(Action::Objective);
                }
                if self.market_new_cost(s, *free).is_some() {
                    out.push(Action::MarketNew);
                }
                for i in 0..self.p.market.len() {
                    if self.p.market[i] == Some(*seat) && self.market_free_above(i).is_some() {
                        out.push(Action::MarketMove { space: i as u8 });
                    }
                }
                out.push(Action::Skip);
            }
            Decision::Drop { seat } => {
                for i in 0..self.p.market.len() {
                    if self.p.market[i] == Some(*seat) {
                        out.push(Action::Drop { space: i as u8 });
                    }
                }
                out.push(Action::Skip);
            }
            Decision::Green { seat } => {
                out.extend(
                    self.green_sources_iter(*seat as Seat)
                        .map(|source| Action::Green { source }),
                );
            }
            Decision::Choose { effect, .. } => {
                out.extend((0..effect.alternatives.len()).map(|i| Action::Choose {
                    alternative: i as u8,
                }));
            }
            Decision::Poster { .. } => {
                out.push(Action::Poster);
                out.push(Action::Skip);
            }
        }
    }

    /// Whether `seat` may take `action` now, and if not, why.
    pub(crate) fn refusal(&self, seat: Seat, action: &Action) -> Option<Refusal> {
        let to_act = self.to_act_now();
        if let Some(r) = seat_refusal(self.n(), self.is_over_now(), to_act, seat) {
            return Some(r);
        }
        if let Action::Dice { values, extra } = action {
            return self.dice_refusal(seat, action, values, *extra);
        }
        let mut legal = Vec::new();
        self.legal_into(seat, &mut legal);
        if legal.contains(action) {
            return None;
        }
        Some(self.why_not(seat, action))
    }

    /// Why the dice `values` (with an `extra` die bought) are refused for `seat`, if
    /// they are.
    fn dice_refusal(
        &self,
        seat: Seat,
        action: &Action,
        values: &[u8; 6],
        extra: bool,
    ) -> Option<Refusal> {
        if self.p.stage != Stage::Commit {
            return Some(self.not_now(seat, action));
        }
        let k = self.p.players[seat].dice as usize + usize::from(extra);
        if extra && !self.extra_die_possible(seat) {
            let newspapers = |n: u8| amount("newspaper", i32::from(n));
            let words = Message::new("refusal-no-extra-die")
                .arg("need", newspapers(self.c.rules.newspapers_for_die))
                .number("max", self.c.rules.max_dice)
                .arg("newspapers", newspapers(self.p.players[seat].newspapers))
                .number("dice", self.total_dice(seat));
            return Some(refused(NO_EXTRA_DIE, words));
        }
        let n = values.iter().filter(|&&v| v > 0).count();
        let sorted = values.windows(2).all(|w| w[0] >= w[1]);
        if n != k || values[..n].iter().any(|&v| !(1..=6).contains(&v)) || !sorted {
            let words = Message::new("refusal-wrong-dice").number("k", k as i64);
            return Some(refused(WRONG_DICE, words));
        }
        None
    }

    pub(crate) fn is_over_now(&self) -> bool {
        self.p.stage == Stage::Over
    }

    pub(crate) fn to_act_now(&self) -> gaslamp_core::SeatSet {
        match self.p.stage {
            Stage::Over => gaslamp_core::SeatSet::EMPTY,
            Stage::Commit => (0..self.n()).filter(|&s| !self.p.committed[s]).collect(),
            _ => self
                .current_seat()
                .map_or(gaslamp_core::SeatSet::EMPTY, gaslamp_core::SeatSet::single),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{multisets, multisets_made};

    #[test]
    fn the_dice_lists_are_every_multiset_highest_first() {
        // C(k + 5, 5) multisets of k values among 6.
        let counts = [1, 6, 21, 56, 126, 252, 462];
        for k in 0..=7 {
            for extra in [false, true] {
                let mut listed = Vec::new();
                multisets(k, extra, &mut listed);
                assert_eq!(listed, multisets_made(k, extra));
                assert_eq!(listed.len(), counts[k.min(6)]);
            }
        }
    }
}
