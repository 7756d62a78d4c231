//! Actions as messages: the one-line description of a legal action with its costs
//! and gains, said to the seat that may take it ([`CrystalPalace::action_message`]),
//! what a seat did, said to everyone (the messages of [`crate::Event::Acted`]), and
//! any action, legal or not, named in a few words for its refusal
//! ([`CrystalPalace::action_named`]).

use crate::actions::{Action, Trade};
use crate::components::{Location, WESTMINSTER_TOP};
use crate::messages::{self as m, about, amount};
use crate::state::{CrystalPalace, Decision, GreenSource, Slot, Stage};
use gaslamp_core::{Message, Seat, Value};

/// When a research tile's effect applies: every phase 6, or once.
fn tile_when(permanent: bool) -> Message {
    Message::new(if permanent {
        "tile-permanent"
    } else {
        "tile-once"
    })
}

impl CrystalPalace {
    /// The one-line description of `action`, legal for `seat` now, with its costs
    /// and gains: what a menu shows that seat ("take the patent …"). A seat it names
    /// is a [`Value::Seat`].
    pub fn action_message(&self, seat: Seat, action: &Action) -> Message {
        let c = self.components();
        let r = &c.rules;
        let ri = (self.round() as usize).clamp(1, 5) - 1;
        let p = self.player(seat);
        match *action {
            Action::Dice { values, extra } => {
                let shown: Vec<u8> = values.iter().copied().filter(|&x| x > 0).collect();
                let pips: i32 = values.iter().map(|&x| i32::from(x)).sum();
                let msg = Message::new(if extra {
                    "desc-dice-extra"
                } else {
                    "desc-dice"
                })
                .message("dice", m::dice(&shown))
                .arg("pips", amount("money", pips));
                if extra {
                    msg.arg(
                        "newspapers",
                        amount("newspaper", i32::from(r.newspapers_for_die)),
                    )
                } else {
                    msg
                }
            }
            Action::Place {
                value,
                location,
                space,
            } => {
                let loc = Location::from_index(location as usize % 8);
                let at = m::location(m::kind::LOCATION_AT, loc);
                match c.side(self.n(), loc).placement.get(space as usize) {
                    Some(s) => Message::new("desc-place")
                        .number("value", value)
                        .arg("at", at)
                        .number("space", u32::from(space) + 1)
                        .number("min", s.min)
                        .arg("fee", amount("money", s.fee))
                        .number("assistant", u8::from(s.assistant)),
                    None => Message::new("desc-place-short")
                        .number("value", value)
                        .arg("at", at),
                }
            }
            Action::Pass => Message::new(match self.stage() {
                Stage::Place { .. } => "desc-pass-place",
                Stage::Resolve => "desc-pass-resolve",
                _ => "desc-pass-build",
            }),
            Action::Patent { card } => {
                let x = &c.patents[card as usize];
                Message::new("desc-patent")
                    .arg("name", m::patent(c, card as usize))
                    .message("cost", m::cost(&x.cost))
                    .arg("vp", amount("vp", x.vp[ri]))
                    .message("effect", m::effect(&x.effect))
            }
            Action::Tile { tile, over } => {
                let x = &c.tiles[tile as usize];
                let msg = Message::new(if over.is_some() {
                    "desc-tile-over"
                } else {
                    "desc-tile"
                })
                .arg("name", m::tile(c, tile as usize))
                .message("when", tile_when(x.permanent))
                .message("effect", m::effect(&x.effect));
                match over {
                    Some(s) => msg.number("space", u32::from(s) + 1),
                    None => msg,
                }
            }
            Action::Share { share } => {
                let x = &c.shares[share as usize];
                Message::new("desc-share")
                    .arg("income", amount("income", x.income))
                    .arg("vp", amount("vp", x.vp))
            }
            Action::Westminster => {
                if p.westminster < WESTMINSTER_TOP {
                    Message::new("desc-westminster")
                        .number("step", p.westminster + 1)
                        .message(
                            "effect",
                            m::effect(&r.westminster_steps[p.westminster as usize]),
                        )
                } else {
                    Message::new("desc-westminster-top")
                        .message("effect", m::effect(&r.westminster_beyond))
                }
            }
            Action::Character { card } => {
                let x = &c.characters[card as usize];
                let msg = Message::new(if x.instant.is_empty() {
                    "desc-character"
                } else {
                    "desc-character-instant"
                })
                .arg("name", m::character(c, card as usize))
                .message("cost", m::cost(&x.cost))
                .arg("vp", amount("vp", x.vp[ri]));
                if x.instant.is_empty() {
                    msg
                } else {
                    msg.message("instant", m::effect(&x.instant))
                }
            }
            Action::Times => {
                Message::new("desc-times").arg("buzz", amount("buzz", self.times_buzz(seat)))
            }
            Action::Possibility { index } => {
                let loc = self.possibility_location();
                let msg = Message::new("desc-possibility")
                    .arg("location", m::location(m::kind::LOCATION, loc));
                match c.side(self.n(), loc).possibilities.get(index as usize) {
                    Some(x) => msg.message("effect", m::effect(&x.effect)),
                    None => msg.message("effect", Message::new("effect-none")),
                }
            }
            Action::Build { card, target } => {
                let x = &c.patents[card as usize];
                Message::new(if target as Seat == seat {
                    "desc-build-self"
                } else {
                    "desc-build-other"
                })
                .arg("name", m::patent(c, card as usize))
                .message("cost", m::cost(&x.cost))
                .arg("vp", amount("vp", x.vp[ri]))
                .message("effect", m::effect(&x.effect))
                .seat("target", target as Seat)
            }
            Action::Objective => Message::new("desc-objective").number("level", p.objective + 1),
            Action::MarketNew => match self.market_lowest_free() {
                Some(t) => Message::new("desc-market-new")
                    .number("tier", t as i64 + 1)
                    .arg("cost", amount("money", self.market_new_cost_now(seat))),
                None => Message::new("desc-market-new-any"),
            },
            Action::MarketMove { space } => match self.market_free_above(space as usize) {
                Some(t) => Message::new("desc-market-move")
                    .number("from", u32::from(space) + 1)
                    .number("to", t as i64 + 1)
                    .arg(
                        "cost",
                        amount("money", c.market_side(self.n()).spaces[t].cost),
                    ),
                None => Message::new("desc-market-move-any"),
            },
            Action::Skip => Message::new(match self.public().queue.front() {
                Some(Decision::Assistant { .. }) => "desc-skip-assistant",
                Some(Decision::Drop { .. }) => "desc-skip-drop",
                Some(Decision::Poster { .. }) => "desc-skip-poster",
                _ => "desc-skip",
            }),
            Action::Drop { space } => {
                Message::new("desc-drop").number("tier", u32::from(space) + 1)
            }
            Action::Green { source } => match self.green_effect(seat, source) {
                Some(e) => Message::new("desc-green").message("effect", m::effect(&e)),
                None => Message::new("desc-green-any"),
            },
            Action::Choose { alternative } => match self.public().queue.front() {
                Some(Decision::Choose { effect, source, .. }) => {
                    match effect.alternatives.get(alternative as usize) {
                        Some(a) => Message::new("desc-choose")
                            .message("effect", m::atoms(a))
                            .arg("source", m::source(c, source)),
                        None => Message::new("desc-choose-any"),
                    }
                }
                _ => Message::new("desc-choose-any"),
            },
            Action::Poster => match self.public().queue.front() {
                Some(Decision::Poster { space, .. }) => {
                    let bonus = r.posters.iter().find(|x| x.space == *space);
                    Message::new("desc-poster").number("space", *space).message(
                        "bonus",
                        bonus.map_or(Message::new("effect-none"), |x| m::effect(&x.bonus)),
                    )
                }
                _ => Message::new("desc-poster-any"),
            },
            Action::LoanOver { slot } => Message::new("desc-loan-over")
                .arg("tile", self.research_tile(seat, slot as usize))
                .number("space", u32::from(slot) + 1)
                .arg("loan", amount("money", r.loan)),
            Action::Trade { trade } => self.trade_description(trade),
        }
    }

    /// The research tile on `seat`'s research space `slot`, by name.
    pub(crate) fn research_tile(&self, seat: Seat, slot: usize) -> Value {
        match self.player(seat).research.get(slot) {
            Some(Slot::Tile { tile }) => m::tile(self.components(), *tile as usize),
            _ => Value::Message(Box::new(Message::new("desc-loan-over-any-tile"))),
        }
    }

    /// What a new Black Market assistant of `seat` costs now, for the menu (the
    /// Assistant action pending says whether it is free).
    fn market_new_cost_now(&self, seat: Seat) -> i32 {
        let free = matches!(
            self.public().queue.front(),
            Some(Decision::Assistant { free: true, .. })
        );
        self.market_new_cost(seat, free).unwrap_or(0)
    }

    /// A trade of the player mat, for the menu.
    fn trade_description(&self, trade: Trade) -> Message {
        let r = &self.components().rules;
        let newspapers = |n: u8| amount("newspaper", i32::from(n));
        match trade {
            Trade::NewspapersDie => Message::new("desc-trade-newspapers-die")
                .arg("newspapers", newspapers(r.newspapers_for_die)),
            Trade::NewspapersIncome => Message::new("desc-trade-newspapers-income")
                .arg("newspapers", newspapers(r.newspapers_for_income)),
            Trade::NewspapersGear => Message::new("desc-trade-newspapers-gear")
                .arg("newspapers", newspapers(r.newspapers_for_gear)),
            Trade::NewspapersMoney => {
                Message::new("desc-trade-newspapers-money").arg("money", newspaper_money())
            }
            Trade::BuyEnergy => {
                Message::new("desc-trade-buy-energy").arg("price", amount("money", r.energy_price))
            }
            Trade::BuyGear => {
                Message::new("desc-trade-buy-gear").arg("price", amount("money", r.gear_price))
            }
            Trade::SellGear => {
                Message::new("desc-trade-sell-gear").arg("price", amount("money", r.gear_sells_for))
            }
            Trade::SellEnergy => Message::new("desc-trade-sell-energy")
                .arg("price", amount("money", r.energy_sells_for)),
            Trade::Loan => Message::new("desc-trade-loan").arg("loan", amount("money", r.loan)),
            Trade::Repay => Message::new("desc-trade-repay")
                .arg("loan", amount("money", r.loan))
                .arg("vp", amount("vp", r.repaid_loan_vp)),
        }
    }

    /// What `seat` did with a trade of the player mat (the log; the trade is not made
    /// yet).
    pub(crate) fn trade_message(&self, seat: Seat, trade: Trade) -> Message {
        let r = &self.components().rules;
        let newspapers = |n: u8| amount("newspaper", i32::from(n));
        match trade {
            Trade::NewspapersDie => about("log-trade-newspapers-die", seat)
                .arg("newspapers", newspapers(r.newspapers_for_die)),
            Trade::NewspapersIncome => about("log-trade-newspapers-income", seat)
                .arg("newspapers", newspapers(r.newspapers_for_income)),
            Trade::NewspapersGear => about("log-trade-newspapers-gear", seat)
                .arg("newspapers", newspapers(r.newspapers_for_gear)),
            Trade::NewspapersMoney => {
                about("log-trade-newspapers-money", seat).arg("money", newspaper_money())
            }
            Trade::BuyEnergy => {
                about("log-trade-buy-energy", seat).arg("price", amount("money", r.energy_price))
            }
            Trade::BuyGear => {
                about("log-trade-buy-gear", seat).arg("price", amount("money", r.gear_price))
            }
            Trade::SellGear => {
                about("log-trade-sell-gear", seat).arg("price", amount("money", r.gear_sells_for))
            }
            Trade::SellEnergy => about("log-trade-sell-energy", seat)
                .arg("price", amount("money", r.energy_sells_for)),
            Trade::Loan => about("log-trade-loan", seat).arg("loan", amount("money", r.loan)),
            Trade::Repay => about("log-trade-repay", seat)
                .arg("loan", amount("money", r.loan))
                .arg("vp", amount("vp", r.repaid_loan_vp)),
        }
    }

    /// What `seat` takes with a phase-3 action (the log; the action is not applied
    /// yet): "the patent …", "a share (…)".
    pub(crate) fn taken_message(&self, seat: Seat, action: &Action) -> Message {
        let c = self.components();
        match *action {
            Action::Patent { card } => {
                Message::new("taken-patent").arg("name", m::patent(c, card as usize))
            }
            Action::Tile { tile, over } => {
                let msg = Message::new(if over.is_some() {
                    "taken-tile-over"
                } else {
                    "taken-tile"
                })
                .arg("name", m::tile(c, tile as usize));
                match over {
                    Some(s) => msg
                        .number("space", u32::from(s) + 1)
                        .arg("over", self.research_tile(seat, s as usize)),
                    None => msg,
                }
            }
            Action::Share { share } => {
                let x = &c.shares[share as usize];
                Message::new("taken-share")
                    .arg("income", amount("income", x.income))
                    .arg("vp", amount("vp", x.vp))
            }
            Action::Westminster => Message::new("taken-westminster"),
            Action::Character { card } => {
                Message::new("taken-character").arg("name", m::character(c, card as usize))
            }
            Action::Times => Message::new("taken-times"),
            Action::Possibility { index } => {
                let loc = self.possibility_location();
                match c.side(self.n(), loc).possibilities.get(index as usize) {
                    Some(x) => m::effect(&x.effect),
                    None => Message::new("effect-none"),
                }
            }
            _ => Message::new("effect-none"),
        }
    }

    /// What `seat` decided with `action` on the pending `decision` (the log; the
    /// decision is not carried out yet).
    pub(crate) fn decision_message(
        &self,
        seat: Seat,
        action: &Action,
        decision: &Decision,
    ) -> Message {
        match (*action, decision) {
            (Action::Objective, _) => about("log-use-objective", seat),
            (Action::MarketNew, _) => about("log-use-market-new", seat),
            (Action::MarketMove { .. }, _) => about("log-use-market-move", seat),
            (Action::Drop { .. }, _) => about("log-use-drop", seat),
            (Action::Poster, _) => about("log-use-poster", seat),
            (Action::Green { source }, _) => about("log-use-green", seat).message(
                "effect",
                self.green_effect(seat, source)
                    .map_or(Message::new("effect-none"), |e| m::effect(&e)),
            ),
            (Action::Choose { alternative }, Decision::Choose { effect, source, .. }) => {
                about("log-use-choice", seat)
                    .message(
                        "effect",
                        effect
                            .alternatives
                            .get(alternative as usize)
                            .map_or(Message::new("effect-none"), |a| m::atoms(a)),
                    )
                    .arg("source", m::source(self.components(), source))
            }
            (_, Decision::Assistant { .. }) => about("log-skip-assistant", seat),
            (_, Decision::Drop { .. }) => about("log-skip-drop", seat),
            (_, Decision::Poster { .. }) => about("log-skip-poster", seat),
            _ => about("log-skip", seat),
        }
    }
}

/// Component `i` of a list of `len` by its name, or words for one that does not
/// exist (an action made by a program, not read from notation, may name one).
fn or_unknown(i: u16, len: usize, name: impl FnOnce(usize) -> Value) -> Value {
    if (i as usize) < len {
        name(i as usize)
    } else {
        Value::Message(Box::new(Message::new("act-no-such-component")))
    }
}

impl CrystalPalace {
    /// `action` of `seat` named in a few words, without its costs and gains, as a
    /// refusal says what cannot be done ("you cannot *take the patent Audiobook*
    /// now"): an infinitive in French, the plain verb in English. Any action is named,
    /// legal or not.
    pub(crate) fn action_named(&self, seat: Seat, action: &Action) -> Message {
        let c = self.components();
        let number = |n: u8| i64::from(n) + 1;
        match *action {
            Action::Dice { values, extra } => {
                let shown: Vec<u8> = values.iter().copied().filter(|&x| x > 0).collect();
                let id = if extra { "act-dice-extra" } else { "act-dice" };
                Message::new(id).message("dice", m::dice(&shown))
            }
            Action::Place {
                value,
                location,
                space,
            } => Message::new("act-place")
                .number("value", value)
                .number("space", number(space))
                .arg(
                    "of",
                    m::location(
                        m::kind::LOCATION_OF,
                        Location::from_index(location as usize % 8),
                    ),
                ),
            Action::Pass => Message::new("act-pass"),
            Action::Patent { card } => Message::new("act-patent").arg(
                "name",
                or_unknown(card, c.patents.len(), |i| m::patent(c, i)),
            ),
            Action::Tile { tile, over } => {
                let name = or_unknown(tile, c.tiles.len(), |i| m::tile(c, i));
                let named = |id| Message::new(id).arg("name", name);
                match over {
                    Some(s) => named("act-tile-over").number("space", number(s)),
                    None => named("act-tile"),
                }
            }
            Action::Share { share } => match c.shares.get(share as usize) {
                Some(x) => Message::new("act-share")
                    .arg("income", amount("income", x.income))
                    .arg("vp", amount("vp", x.vp)),
                None => Message::new("act-share-any"),
            },
            Action::Westminster => Message::new("act-westminster"),
            Action::Character { card } => Message::new("act-character").arg(
                "name",
                or_unknown(card, c.characters.len(), |i| m::character(c, i)),
            ),
            Action::Times => Message::new("act-times"),
            Action::Possibility { index } => self.possibility_named(index),
            Action::Build { card, target } => {
                let name = or_unknown(card, c.patents.len(), |i| m::patent(c, i));
                let named = |id| Message::new(id).arg("name", name);
                if target as Seat == seat {
                    named("act-build")
                } else {
                    named("act-build-for").seat("target", target as Seat)
                }
            }
            Action::Objective => Message::new("act-objective"),
            Action::MarketNew => Message::new("act-market-new"),
            Action::MarketMove { space } => {
                Message::new("act-market-move").number("tier", number(space))
            }
            Action::Skip => Message::new("act-skip"),
            Action::Drop { space } => Message::new("act-drop").number("tier", number(space)),
            Action::Green { source } => self.green_named(source),
            Action::Choose { alternative } => {
                Message::new("act-choose").number("n", number(alternative))
            }
            Action::Poster => Message::new("act-poster"),
            Action::LoanOver { slot } => {
                Message::new("act-loan-over").number("space", number(slot))
            }
            Action::Trade { trade } => self.trade_named(trade),
        }
    }

    /// A Port or Station possibility named by its effect, at the location of the
    /// die acting now.
    fn possibility_named(&self, index: u8) -> Message {
        let loc = self.possibility_location();
        let at = m::location(m::kind::LOCATION_AT, loc);
        match self
            .components()
            .side(self.n(), loc)
            .possibilities
            .get(index as usize)
        {
            Some(x) => Message::new("act-possibility")
                .message("effect", m::effect(&x.effect))
                .arg("at", at),
            None => Message::new("act-possibility-any").arg("at", at),
        }
    }

    /// A green bonus named by where it is.
    fn green_named(&self, source: GreenSource) -> Message {
        match source {
            GreenSource::Tile { slot } => {
                Message::new("act-green-tile").number("space", i64::from(slot) + 1)
            }
            GreenSource::Market { space } => {
                Message::new("act-green-market").number("tier", i64::from(space) + 1)
            }
            GreenSource::Character { card } => {
                let c = self.components();
                let name = or_unknown(card, c.characters.len(), |i| m::character(c, i));
                Message::new("act-green-character").arg("name", name)
            }
            GreenSource::Watch => Message::new("act-green-watch"),
        }
    }

    /// A trade of the player mat named without its price.
    pub(crate) fn trade_named(&self, trade: Trade) -> Message {
        let r = &self.components().rules;
        let newspapers = |n: u8| amount("newspaper", i32::from(n));
        match trade {
            Trade::NewspapersDie => Message::new("act-trade-newspapers-die")
                .arg("newspapers", newspapers(r.newspapers_for_die)),
            Trade::NewspapersIncome => Message::new("act-trade-newspapers-income")
                .arg("newspapers", newspapers(r.newspapers_for_income)),
            Trade::NewspapersGear => Message::new("act-trade-newspapers-gear")
                .arg("newspapers", newspapers(r.newspapers_for_gear)),
            Trade::NewspapersMoney => {
                Message::new("act-trade-newspapers-money").arg("money", newspaper_money())
            }
            Trade::BuyEnergy => Message::new("act-trade-buy-energy"),
            Trade::BuyGear => Message::new("act-trade-buy-gear"),
            Trade::SellGear => Message::new("act-trade-sell-gear"),
            Trade::SellEnergy => Message::new("act-trade-sell-energy"),
            Trade::Loan => Message::new("act-trade-loan"),
            Trade::Repay => Message::new("act-trade-repay"),
        }
    }
}

/// What a newspaper sells for, as an amount of money (the mat's exchange).
fn newspaper_money() -> Value {
    amount("money", crate::resources::NEWSPAPER_SELLS_FOR)
}
