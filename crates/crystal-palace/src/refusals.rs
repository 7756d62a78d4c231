//! Why an action is refused once [`crate::legality`] has found it is not listed: the
//! first rule it breaks, as one of legality's stable codes with a message, and what
//! the game waits for.
//!
//! A refusal is made with [`Refusal::said`]: its words are a Fluent message
//! `refusal-…` of `locales/*.ftl` with typed arguments, like the events' (the action
//! named in a few words, [`CrystalPalace::action_named`]; money and newspapers as
//! amounts; a seat the game waits for as a seat, "you" to the refused seat), and its
//! sentence is those words said to a reader without a table.

use crate::actions::{Action, Trade};
use crate::components::Location;
use crate::legality::{
    CANNOT_BUILD, NOT_AVAILABLE, NOT_NOW, NOT_POSSIBLE, NO_SUCH_DIE, SPACE_UNAVAILABLE,
    TRADES_EXHAUSTED, TRADE_UNAVAILABLE, TRADE_UNDOES,
};
use crate::messages::{self as m, amount};
use crate::state::{CrystalPalace, Decision, Stage, Window};
use crate::texts::TEXTS;
use gaslamp_core::{Message, Refusal, Seat};

/// A refusal of Crystal Palace: `code` with the message `words`.
pub(crate) fn refused(code: &'static str, words: Message) -> Refusal {
    Refusal::said(code, &TEXTS, words)
}

impl CrystalPalace {
    /// The refusal of an action that belongs to another moment of the game.
    pub(crate) fn not_now(&self, seat: Seat, action: &Action) -> Refusal {
        let words = Message::new("refusal-not-now")
            .message("action", self.action_named(seat, action))
            .message("waiting", self.waiting_message());
        refused(NOT_NOW, words)
    }

    /// What the game waits for, as a message: the seat it waits for is a seat.
    pub fn waiting_message(&self) -> Message {
        if self.p.stage == Stage::Commit {
            return Message::new("waiting-commit");
        }
        if let Some(s) = self.debtor() {
            return Message::new("waiting-debt")
                .seat("seat", s)
                .arg("debt", amount("money", self.p.players[s].debt));
        }
        if let Some(d) = self.p.queue.front() {
            return self.decision_waiting(d).seat("seat", d.seat());
        }
        match self.p.stage {
            Stage::Place { turn } => Message::new("waiting-place").seat("seat", turn as Seat),
            Stage::Resolve => match self.current_die() {
                Some((l, _)) => Message::new("waiting-resolve").arg(
                    "at",
                    m::location(m::kind::LOCATION_AT, Location::from_index(l)),
                ),
                None => Message::new("waiting-phase-3"),
            },
            Stage::Build { k, .. } => {
                Message::new("waiting-build").seat("seat", self.in_order(k as usize))
            }
            Stage::Over => Message::new("waiting-over"),
            _ => Message::new("waiting-round"),
        }
    }

    /// The decision `d` the game waits for, without its seat.
    fn decision_waiting(&self, d: &Decision) -> Message {
        match d {
            Decision::Assistant { .. } => Message::new("waiting-assistant"),
            Decision::Drop { .. } => Message::new("waiting-drop"),
            Decision::Green { .. } => Message::new("waiting-green"),
            Decision::Choose { effect, source, .. } => Message::new("waiting-choose")
                .message("effect", m::effect(effect))
                .arg("source", m::source(&self.c, source)),
            Decision::Poster { space, .. } => {
                Message::new("waiting-poster").number("space", *space)
            }
        }
    }

    /// Whether `action` belongs to the moment the game is at for `seat` (its own
    /// decision, a debt it owes, the phase's own actions).
    fn fits_now(&self, seat: Seat, action: &Action) -> bool {
        let debtor = self.debtor() == Some(seat);
        let decision = self.p.queue.front();
        let own_decision = matches!(
            self.p.stage,
            Stage::Place { .. } | Stage::Resolve | Stage::Build { .. }
        );
        let free = !debtor && decision.is_none();
        match action {
            Action::Trade { .. } | Action::LoanOver { .. } => {
                debtor || (own_decision && decision.is_none())
            }
            Action::Place { .. } => free && matches!(self.p.stage, Stage::Place { .. }),
            Action::Patent { .. }
            | Action::Tile { .. }
            | Action::Share { .. }
            | Action::Westminster
            | Action::Character { .. }
            | Action::Times
            | Action::Possibility { .. } => free && self.p.stage == Stage::Resolve,
            Action::Build { .. } => free && matches!(self.p.stage, Stage::Build { .. }),
            Action::Objective | Action::MarketNew | Action::MarketMove { .. } => {
                !debtor && matches!(decision, Some(Decision::Assistant { .. }))
            }
            Action::Drop { .. } => !debtor && matches!(decision, Some(Decision::Drop { .. })),
            Action::Green { .. } => !debtor && matches!(decision, Some(Decision::Green { .. })),
            Action::Choose { .. } => !debtor && matches!(decision, Some(Decision::Choose { .. })),
            Action::Pass | Action::Skip | Action::Poster | Action::Dice { .. } => false,
        }
    }

    /// Why `action`, not listed for `seat`, is refused: the first rule it breaks.
    pub(crate) fn why_not(&self, seat: Seat, action: &Action) -> Refusal {
        if !self.fits_now(seat, action) {
            return self.not_now(seat, action);
        }
        let named = self.action_named(seat, action);
        match action {
            Action::Trade { trade } => self.trade_refusal(seat, *trade),
            Action::LoanOver { slot } => self.loan_over_refusal(seat, *slot),
            Action::Place {
                value,
                location,
                space,
            } => self.place_refusal(seat, *value, *location, *space),
            Action::Build { card, .. } => {
                let id = if self.p.players[seat].patents.contains(*card) {
                    "refusal-cannot-build"
                } else {
                    "refusal-no-such-patent"
                };
                refused(CANNOT_BUILD, Message::new(id).message("action", named))
            }
            Action::Objective
            | Action::MarketNew
            | Action::MarketMove { .. }
            | Action::Drop { .. }
            | Action::Green { .. } => refused(
                NOT_POSSIBLE,
                Message::new("refusal-not-possible").message("action", named),
            ),
            Action::Choose { .. } => refused(
                NOT_POSSIBLE,
                Message::new("refusal-no-such-alternative").message("action", named),
            ),
            _ => refused(
                NOT_AVAILABLE,
                Message::new("refusal-not-available").message("action", named),
            ),
        }
    }

    /// Why a loan over the research tile on space `slot` is refused.
    fn loan_over_refusal(&self, seat: Seat, slot: u8) -> Refusal {
        if !self.trade_possible(seat, Trade::Loan) {
            return self.trade_refusal(seat, Trade::Loan);
        }
        let words = if self.loan_needs_a_tile(seat) {
            Message::new("refusal-loan-over-no-tile").number("space", u32::from(slot) + 1)
        } else {
            Message::new("refusal-loan-over-plain")
        };
        refused(TRADE_UNAVAILABLE, words)
    }

    /// Why `trade` is refused: a loan that must name its tile, a debt that it does
    /// not pay, a trade that undoes another, too many trades, or what it lacks.
    fn trade_refusal(&self, seat: Seat, trade: Trade) -> Refusal {
        let named = self.trade_named(trade);
        if trade == Trade::Loan
            && self.loan_needs_a_tile(seat)
            && self.trade_possible(seat, Trade::Loan)
        {
            return refused(TRADE_UNAVAILABLE, Message::new("refusal-loan-needs-tile"));
        }
        if self.debtor() == Some(seat) {
            let debt = amount("money", self.p.players[seat].debt);
            let words = Message::new("refusal-trade-debt")
                .message("action", named)
                .arg("debt", debt);
            return refused(TRADE_UNAVAILABLE, words);
        }
        if let Some(undone) = trade.opposite().filter(|&o| self.p.window.made(seat, o)) {
            let words = Message::new("refusal-trade-undoes")
                .message("action", named)
                .message("undone", self.trade_named(undone));
            return refused(TRADE_UNDOES, words);
        }
        if self.p.window.count(seat) >= Window::MAX_TRADES {
            let words = Message::new("refusal-trades-exhausted").number("n", Window::MAX_TRADES);
            return refused(TRADES_EXHAUSTED, words);
        }
        let words = Message::new("refusal-trade")
            .message("action", named)
            .message("reason", self.trade_reason(seat, trade));
        refused(TRADE_UNAVAILABLE, words)
    }

    /// Why a die of `value` cannot go on placement space `space` of `location`: no
    /// such die, no such space, a space taken, or a die too low.
    fn place_refusal(&self, seat: Seat, value: u8, location: u8, space: u8) -> Refusal {
        let p = &self.p.players[seat];
        if !(1..=6).contains(&value) || p.unplaced[value as usize] == 0 {
            let have: Vec<u8> = (1..=6u8)
                .rev()
                .flat_map(|v| std::iter::repeat_n(v, p.unplaced[v as usize] as usize))
                .collect();
            let dice = if have.is_empty() {
                Message::new("refusal-no-dice")
            } else {
                m::dice(&have)
            };
            let words = Message::new("refusal-no-such-die")
                .number("value", value)
                .message("dice", dice);
            return refused(NO_SUCH_DIE, words);
        }
        let loc = Location::from_index(location as usize % 8);
        let side = self.c.side(self.n(), loc);
        let of = m::location(m::kind::LOCATION_OF, loc);
        let words = match side.placement.get(space as usize) {
            None => Message::new("refusal-no-such-space")
                .arg("location", m::location(m::kind::LOCATION_THE, loc))
                .number("n", side.placement.len() as i64),
            Some(_) if self.p.placed[loc.index()][space as usize].is_some() => {
                Message::new("refusal-space-taken")
                    .number("space", space + 1)
                    .arg("of", of)
            }
            Some(s) => Message::new("refusal-space-needs")
                .number("space", space + 1)
                .arg("of", of)
                .number("min", s.min),
        };
        refused(SPACE_UNAVAILABLE, words)
    }

    /// What `seat` lacks for `trade`.
    fn trade_reason(&self, seat: Seat, trade: Trade) -> Message {
        let r = &self.c.rules;
        let p = &self.p.players[seat];
        let newspapers = |n: u8| amount("newspaper", i32::from(n));
        let money = |n: i32| amount("money", n);
        let have_money = money(p.money.max(0));
        match trade {
            Trade::NewspapersDie => Message::new("trade-reason-newspapers-die")
                .arg("need", newspapers(r.newspapers_for_die))
                .number("max", r.max_dice)
                .arg("newspapers", newspapers(p.newspapers))
                .number("dice", self.total_dice(seat)),
            Trade::NewspapersIncome | Trade::NewspapersGear => {
                let need = match trade {
                    Trade::NewspapersIncome => r.newspapers_for_income,
                    _ => r.newspapers_for_gear,
                };
                Message::new("trade-reason-newspapers")
                    .arg("need", newspapers(need))
                    .arg("newspapers", newspapers(p.newspapers))
            }
            Trade::NewspapersMoney => Message::new("trade-reason-no-newspaper"),
            Trade::BuyEnergy => Message::new("trade-reason-buy-energy")
                .arg("price", money(r.energy_price))
                .arg("money", have_money),
            Trade::BuyGear => Message::new("trade-reason-buy-gear")
                .arg("price", money(r.gear_price))
                .arg("money", have_money),
            Trade::SellGear => Message::new("trade-reason-no-gear"),
            Trade::SellEnergy => Message::new("trade-reason-no-energy"),
            Trade::Loan => Message::new("trade-reason-loan"),
            Trade::Repay => Message::new("trade-reason-repay")
                .arg("loan", money(r.loan))
                .arg("money", have_money),
        }
    }
}
