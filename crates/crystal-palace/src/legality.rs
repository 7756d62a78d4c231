//! The one place that decides what a seat may do now: the list of legal actions,
//! and for anything else a refusal with a stable code and a sentence. A refusal is
//! given exactly when the action is not listed (tested by property).

use crate::actions::{Action, Trade};
use crate::components::{Location, LOCATIONS};
use crate::state::{CrystalPalace, Decision, Stage, MAX_SPACES};
use crate::texts::{self as tx, TEXTS};
use gaslamp_core::tr;
use gaslamp_core::{seat_refusal, Refusal, Seat};

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
        if let Some(mut r) = seat_refusal(self.n(), self.is_over_now(), to_act, seat) {
            r.message = seat_refusal_words(r.code, self.n(), to_act, seat);
            return Some(r);
        }
        if let Action::Dice { values, extra } = action {
            if self.p.stage != Stage::Commit {
                return Some(self.not_now(action));
            }
            let k = self.p.players[seat].dice as usize + usize::from(*extra);
            if *extra && !self.extra_die_possible(seat) {
                return Some(Refusal::new(
                    NO_EXTRA_DIE,
                    tr!(
                        TEXTS,
                        "refusal-no-extra-die",
                        need = self.c.rules.newspapers_for_die,
                        max = self.c.rules.max_dice,
                        newspapers = self.p.players[seat].newspapers,
                        dice = self.total_dice(seat)
                    ),
                ));
            }
            let n = values.iter().filter(|&&v| v > 0).count();
            let sorted = values.windows(2).all(|w| w[0] >= w[1]);
            if n != k || values[..n].iter().any(|&v| !(1..=6).contains(&v)) || !sorted {
                return Some(Refusal::new(
                    WRONG_DICE,
                    tr!(TEXTS, "refusal-wrong-dice", k = k),
                ));
            }
            return None;
        }
        let mut legal = Vec::new();
        self.legal_into(seat, &mut legal);
        if legal.contains(action) {
            return None;
        }
        Some(self.why_not(seat, action))
    }

    fn not_now(&self, action: &Action) -> Refusal {
        Refusal::new(
            NOT_NOW,
            tr!(
                TEXTS,
                "refusal-not-now",
                action = self.action_text_of(action),
                waiting = self.waiting_for()
            ),
        )
    }

    /// What the game waits for, in words.
    pub fn waiting_for(&self) -> String {
        if self.p.stage == Stage::Commit {
            return tr!(TEXTS, "waiting-commit");
        }
        if let Some(s) = self.debtor() {
            return tr!(
                TEXTS,
                "waiting-debt",
                seat = tx::seat(s),
                debt = self.p.players[s].debt
            );
        }
        if let Some(d) = self.p.queue.front() {
            return match d {
                Decision::Assistant { seat, .. } => {
                    tr!(TEXTS, "waiting-assistant", seat = tx::seat(*seat as Seat))
                }
                Decision::Drop { seat } => {
                    tr!(TEXTS, "waiting-drop", seat = tx::seat(*seat as Seat))
                }
                Decision::Green { seat } => {
                    tr!(TEXTS, "waiting-green", seat = tx::seat(*seat as Seat))
                }
                Decision::Choose {
                    seat,
                    effect,
                    source,
                } => tr!(
                    TEXTS,
                    "waiting-choose",
                    seat = tx::seat(*seat as Seat),
                    effect = tx::effect_words(effect),
                    source = tx::source_words(&self.c, source)
                ),
                Decision::Poster { seat, space } => tr!(
                    TEXTS,
                    "waiting-poster",
                    seat = tx::seat(*seat as Seat),
                    space = *space
                ),
            };
        }
        match self.p.stage {
            Stage::Place { turn } => {
                tr!(TEXTS, "waiting-place", seat = tx::seat(turn as Seat))
            }
            Stage::Resolve => match self.current_die() {
                Some((l, _)) => tr!(
                    TEXTS,
                    "waiting-resolve",
                    at = tx::location_as(Location::from_index(l), "at")
                ),
                None => tr!(TEXTS, "waiting-phase-3"),
            },
            Stage::Build { k, .. } => tr!(
                TEXTS,
                "waiting-build",
                seat = tx::seat(self.in_order(k as usize))
            ),
            Stage::Over => tr!(TEXTS, "waiting-over"),
            _ => tr!(TEXTS, "waiting-round"),
        }
    }

    fn why_not(&self, seat: Seat, action: &Action) -> Refusal {
        let debtor = self.debtor() == Some(seat);
        let decision = self.p.queue.front();
        let own_decision = matches!(
            self.p.stage,
            Stage::Place { .. } | Stage::Resolve | Stage::Build { .. }
        );
        let fits = match action {
            Action::Trade { .. } | Action::LoanOver { .. } => {
                debtor || (own_decision && decision.is_none())
            }
            Action::Place { .. } => {
                !debtor && decision.is_none() && matches!(self.p.stage, Stage::Place { .. })
            }
            Action::Patent { .. }
            | Action::Tile { .. }
            | Action::Share { .. }
            | Action::Westminster
            | Action::Character { .. }
            | Action::Times
            | Action::Possibility { .. } => {
                !debtor && decision.is_none() && self.p.stage == Stage::Resolve
            }
            Action::Build { .. } => {
                !debtor && decision.is_none() && matches!(self.p.stage, Stage::Build { .. })
            }
            Action::Pass => false,
            Action::Objective | Action::MarketNew | Action::MarketMove { .. } => {
                !debtor && matches!(decision, Some(Decision::Assistant { .. }))
            }
            Action::Drop { .. } => !debtor && matches!(decision, Some(Decision::Drop { .. })),
            Action::Skip => false,
            Action::Green { .. } => !debtor && matches!(decision, Some(Decision::Green { .. })),
            Action::Choose { .. } => !debtor && matches!(decision, Some(Decision::Choose { .. })),
            Action::Poster => false,
            Action::Dice { .. } => false,
        };
        if !fits {
            return self.not_now(action);
        }
        let text = self.action_text_of(action);
        match action {
            Action::Trade { trade: Trade::Loan }
                if self.loan_needs_a_tile(seat) && self.trade_possible(seat, Trade::Loan) =>
            {
                Refusal::new(TRADE_UNAVAILABLE, tr!(TEXTS, "refusal-loan-needs-tile"))
            }
            Action::LoanOver { slot } => {
                if !self.trade_possible(seat, Trade::Loan) {
                    return self.why_not(seat, &Action::Trade { trade: Trade::Loan });
                }
                Refusal::new(
                    TRADE_UNAVAILABLE,
                    if self.loan_needs_a_tile(seat) {
                        tr!(
                            TEXTS,
                            "refusal-loan-over-no-tile",
                            space = u32::from(*slot) + 1
                        )
                    } else {
                        tr!(TEXTS, "refusal-loan-over-plain")
                    },
                )
            }
            Action::Trade { trade } => {
                if debtor {
                    Refusal::new(
                        TRADE_UNAVAILABLE,
                        tr!(
                            TEXTS,
                            "refusal-trade-debt",
                            action = text.as_str(),
                            debt = self.p.players[seat].debt
                        ),
                    )
                } else if let Some(undone) =
                    trade.opposite().filter(|&o| self.p.window.made(seat, o))
                {
                    Refusal::new(
                        TRADE_UNDOES,
                        tr!(
                            TEXTS,
                            "refusal-trade-undoes",
                            action = text.as_str(),
                            undone = undone.text()
                        ),
                    )
                } else if self.p.window.count(seat) >= crate::state::Window::MAX_TRADES {
                    Refusal::new(
                        TRADES_EXHAUSTED,
                        tr!(
                            TEXTS,
                            "refusal-trades-exhausted",
                            n = crate::state::Window::MAX_TRADES
                        ),
                    )
                } else {
                    Refusal::new(
                        TRADE_UNAVAILABLE,
                        tr!(
                            TEXTS,
                            "refusal-trade",
                            action = text.as_str(),
                            reason = self.trade_reason(seat, *trade)
                        ),
                    )
                }
            }
            Action::Place {
                value,
                location,
                space,
            } => {
                let p = &self.p.players[seat];
                if !(1..=6).contains(value) || p.unplaced[*value as usize] == 0 {
                    let have: Vec<String> = (1..=6u8)
                        .rev()
                        .flat_map(|v| {
                            std::iter::repeat_n(v.to_string(), p.unplaced[v as usize] as usize)
                        })
                        .collect();
                    return Refusal::new(
                        NO_SUCH_DIE,
                        tr!(
                            TEXTS,
                            "refusal-no-such-die",
                            value = *value,
                            dice = if have.is_empty() {
                                tr!(TEXTS, "refusal-no-dice")
                            } else {
                                have.join(" ")
                            }
                        ),
                    );
                }
                let loc = Location::from_index(*location as usize % 8);
                let side = self.c.side(self.n(), loc);
                let why = match side.placement.get(*space as usize) {
                    None => tr!(
                        TEXTS,
                        "refusal-no-such-space",
                        location = tx::location_as(loc, "the"),
                        n = side.placement.len()
                    ),
                    Some(_) if self.p.placed[loc.index()][*space as usize].is_some() => tr!(
                        TEXTS,
                        "refusal-space-taken",
                        space = space + 1,
                        of = tx::location_as(loc, "of")
                    ),
                    Some(s) => tr!(
                        TEXTS,
                        "refusal-space-needs",
                        space = space + 1,
                        of = tx::location_as(loc, "of"),
                        min = s.min
                    ),
                };
                Refusal::new(SPACE_UNAVAILABLE, why)
            }
            Action::Build { card, .. } => Refusal::new(
                CANNOT_BUILD,
                if self.p.players[seat].patents.contains(*card) {
                    tr!(TEXTS, "refusal-cannot-build", action = text.as_str())
                } else {
                    tr!(TEXTS, "refusal-no-such-patent", action = text.as_str())
                },
            ),
            Action::Objective
            | Action::MarketNew
            | Action::MarketMove { .. }
            | Action::Drop { .. }
            | Action::Green { .. } => Refusal::new(
                NOT_POSSIBLE,
                tr!(TEXTS, "refusal-not-possible", action = text.as_str()),
            ),
            Action::Choose { .. } => Refusal::new(
                NOT_POSSIBLE,
                tr!(TEXTS, "refusal-no-such-alternative", action = text.as_str()),
            ),
            _ => Refusal::new(
                NOT_AVAILABLE,
                tr!(TEXTS, "refusal-not-available", action = text.as_str()),
            ),
        }
    }

    fn trade_reason(&self, seat: Seat, trade: Trade) -> String {
        let r = &self.c.rules;
        let p = &self.p.players[seat];
        match trade {
            Trade::NewspapersDie => tr!(
                TEXTS,
                "trade-reason-newspapers-die",
                need = r.newspapers_for_die,
                max = r.max_dice,
                newspapers = p.newspapers,
                dice = self.total_dice(seat)
            ),
            Trade::NewspapersIncome => tr!(
                TEXTS,
                "trade-reason-newspapers",
                need = r.newspapers_for_income,
                newspapers = p.newspapers
            ),
            Trade::NewspapersGear => tr!(
                TEXTS,
                "trade-reason-newspapers",
                need = r.newspapers_for_gear,
                newspapers = p.newspapers
            ),
            Trade::NewspapersMoney => tr!(TEXTS, "trade-reason-no-newspaper"),
            Trade::BuyEnergy => tr!(
                TEXTS,
                "trade-reason-buy-energy",
                price = r.energy_price,
                money = p.money
            ),
            Trade::BuyGear => tr!(
                TEXTS,
                "trade-reason-buy-gear",
                price = r.gear_price,
                money = p.money
            ),
            Trade::SellGear => tr!(TEXTS, "trade-reason-no-gear"),
            Trade::SellEnergy => tr!(TEXTS, "trade-reason-no-energy"),
            Trade::Loan => tr!(TEXTS, "trade-reason-loan"),
            Trade::Repay => tr!(TEXTS, "trade-reason-repay", loan = r.loan, money = p.money),
        }
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

    /// Applies a legal action (no checks).
    pub(crate) fn apply_action(
        &mut self,
        seat: Seat,
        action: &Action,
        log: &mut crate::events::Log,
    ) {
        if action.trade().is_none() {
            // Any other action closes the trading window.
            self.p.window = crate::state::Window::default();
        }
        match *action {
            Action::Dice { values, extra } => {
                self.h.commits[seat] = Some(crate::state::Commit { values, extra });
                self.p.committed[seat] = true;
                log.push(|| crate::events::Event::Committed {
                    seat,
                    dice: Some(values.iter().copied().filter(|&v| v > 0).collect()),
                    extra: Some(extra),
                });
            }
            Action::Trade { trade } => {
                // The window's record is kept by `do_trade`.
                log.push(|| crate::events::Event::Acted {
                    seat,
                    text: tr!(
                        TEXTS,
                        "log-acted",
                        seat = tx::seat(seat),
                        action = trade.text()
                    ),
                });
                self.do_trade(seat, trade, log);
            }
            Action::LoanOver { slot } => {
                log.push(|| crate::events::Event::Acted {
                    seat,
                    text: tr!(
                        TEXTS,
                        "log-acted",
                        seat = tx::seat(seat),
                        action = format!("loan over {}", u32::from(slot) + 1)
                    ),
                });
                self.loan_over(seat, slot as usize, log);
            }
            Action::Place {
                value,
                location,
                space,
            } => self.place_die(seat, value, location as usize, space as usize, log),
            Action::Pass => match self.p.stage {
                Stage::Place { .. } => self.pass_placement(seat, log),
                Stage::Resolve => self.leave_die(seat, log),
                Stage::Build { .. } => self.end_build_turn(seat, log),
                _ => {}
            },
            Action::Patent { .. }
            | Action::Tile { .. }
            | Action::Share { .. }
            | Action::Westminster
            | Action::Character { .. }
            | Action::Times
            | Action::Possibility { .. } => self.take_action(seat, action, log),
            Action::Build { card, target } => self.build(seat, card, target as Seat, log),
            Action::Objective
            | Action::MarketNew
            | Action::MarketMove { .. }
            | Action::Skip
            | Action::Drop { .. }
            | Action::Green { .. }
            | Action::Choose { .. }
            | Action::Poster => {
                let Some(d) = self.p.queue.pop_front() else {
                    return;
                };
                // The action's text is made only when the log is on.
                log.push(|| crate::events::Event::Acted {
                    seat,
                    text: tr!(
                        TEXTS,
                        "log-acted",
                        seat = tx::seat(seat),
                        action = self.action_text_of(action)
                    ),
                });
                match (*action, d) {
                    (Action::Objective, _) => self.advance_objective(seat, log),
                    (Action::MarketNew, Decision::Assistant { free, .. }) => {
                        self.market_new(seat, free, log)
                    }
                    (Action::MarketMove { space }, _) => {
                        self.market_move_up(seat, space as usize, log)
                    }
                    (Action::Drop { space }, _) => self.market_drop(seat, space as usize, log),
                    (Action::Green { source }, _) => {
                        if let Some(e) = self.green_effect(seat, source) {
                            self.apply_effect(seat, &e, "a green bonus", None, log);
                        }
                    }
                    (Action::Choose { alternative }, Decision::Choose { effect, .. }) => {
                        if let Some(atoms) = effect.alternatives.get(alternative as usize) {
                            self.apply_atoms(seat, atoms, None, log);
                        }
                    }
                    (Action::Poster, Decision::Poster { space, .. }) => {
                        self.place_token(seat, space, log)
                    }
                    _ => {}
                }
            }
        }
        self.advance(log);
    }
}

/// The refusal of a seat that may not act now (the words of
/// [`gaslamp_core::seat_refusal`], in the thread's language).
fn seat_refusal_words(
    code: &str,
    players: usize,
    to_act: gaslamp_core::SeatSet,
    seat: Seat,
) -> String {
    match code {
        gaslamp_core::codes::NO_SUCH_SEAT => tr!(
            TEXTS,
            "refusal-no-such-seat",
            seat = tx::seat(seat),
            players = players
        ),
        gaslamp_core::codes::GAME_OVER => tr!(TEXTS, "waiting-over"),
        _ => {
            let who: Vec<Seat> = to_act.iter().collect();
            match who.len() {
                1 => tr!(
                    TEXTS,
                    "refusal-not-your-turn",
                    turn = tx::seat(who[0]),
                    seat = tx::seat(seat)
                ),
                _ => tr!(
                    TEXTS,
                    "refusal-not-your-turn-many",
                    seats = who
                        .iter()
                        .map(|s| s.to_string())
                        .collect::<Vec<_>>()
                        .join(&tr!(TEXTS, "refusal-seats-and")),
                    seat = tx::seat(seat)
                ),
            }
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
