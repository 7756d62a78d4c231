//! Why an action is refused once [`crate::legality`] has found it is not listed: the
//! first rule it breaks, as one of legality's stable codes with a sentence, and what
//! the game waits for.

use crate::actions::{Action, Trade};
use crate::components::Location;
use crate::legality::{
    CANNOT_BUILD, NOT_AVAILABLE, NOT_NOW, NOT_POSSIBLE, NO_SUCH_DIE, SPACE_UNAVAILABLE,
    TRADES_EXHAUSTED, TRADE_UNAVAILABLE, TRADE_UNDOES,
};
use crate::state::{CrystalPalace, Decision, Stage};
use crate::texts::{self as tx, TEXTS};
use gaslamp_core::tr;
use gaslamp_core::{Refusal, Seat};

impl CrystalPalace {
    /// The refusal of an action that belongs to another moment of the game.
    pub(crate) fn not_now(&self, action: &Action) -> Refusal {
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

    /// Why `action`, not listed for `seat`, is refused: the first rule it breaks.
    pub(crate) fn why_not(&self, seat: Seat, action: &Action) -> Refusal {
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
}

/// The refusal of a seat that may not act now (the words of
/// [`gaslamp_core::seat_refusal`], in the thread's language).
pub(crate) fn seat_refusal_words(
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
