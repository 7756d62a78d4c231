//! Refusals: why an action is not legal, as a cheap [`Why`] (made by the predicates of
//! the rule modules, no allocation) that becomes a [`Refusal`] — a stable code from
//! [`REFUSAL_CODES`] and a message — only when an action is really refused. Every
//! code is explained in `docs/refusal-codes.md`.
//!
//! The message ([`Spyrium::refusal_message`]) is a Fluent id `refusal-…` of
//! `locales/*.ftl` with typed arguments, like the events' messages: a card or an
//! event is named by its id, a technique by its card, a slot or a market space is
//! its own message, money and Spyrium are amounts. The edge says it to its reader;
//! the refusal's `message` is the same said to a reader without a table.

use crate::cards::{CardId, EventId, EventKind, Power};
use crate::costs::Cost;
use crate::market::{Pos, Slot, NUM_SLOTS};
use crate::state::Spyrium;
use crate::techniques::workers_needed;
use crate::texts::{card_value, event_value, TEXTS};
use gaslamp_core::{Message, Refusal, Seat, Value};
use std::borrow::Cow;

/// Every refusal code Spyrium gives besides the shared ones of `gaslamp_core::codes`
/// (Spyrium never gives `not_legal_now`). Documented in `docs/refusal-codes.md`.
pub const REFUSAL_CODES: &[&str] = &[
    "bonus_pending",
    "no_bonus_pending",
    "already_passed",
    "wrong_phase",
    "no_active_worker",
    "no_such_slot",
    "slot_empty",
    "no_worker_there",
    "not_adjacent",
    "no_card_there",
    "name_a_card",
    "no_token_left",
    "choose_token",
    "no_such_token",
    "no_tokens_on_card",
    "technique_not_owned",
    "technique_used",
    "not_a_building",
    "needs_placement",
    "residence_choice_needed",
    "no_residence_action",
    "residence_at_end",
    "nobody_to_lobby",
    "commerce_without_token",
    "commerce_same_value",
    "commerce_bad_value",
    "cannot_afford",
    "no_such_building",
    "building_has_no_use",
    "no_such_option",
    "building_inclined",
    "building_not_inclined",
    "not_enough_workers",
    "not_enough_spyrium",
    "event_used",
    "no_event",
    "event_no_token",
    "wrong_event",
    "event_does_nothing",
    "workers_in_market",
];

/// What a residence choice or a price belongs to, for the sentence.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Of {
    Card(CardId),
    /// Option `index` of the turn's event.
    EventOption(EventId, u8),
}

/// Why an action is not legal. Cheap to make; turned into a [`Refusal`] by
/// [`Spyrium::refusal`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Why {
    BonusPending,
    NoBonusPending,
    AlreadyPassed,
    /// `place` in Phase II.
    PlaceInPhaseTwo,
    /// `phase2` while already in Phase II.
    AlreadyInPhaseTwo,
    /// Late placement in Phase I without `phase2` (RULING 25).
    LatePlacementInPhaseOne,
    NoActiveWorker,
    NoSuchSlot,
    SlotEmpty(Slot),
    NoWorkerThere(Slot),
    NotAdjacent(Slot, Pos),
    NoCardThere(Pos),
    NameACard,
    NoTokenLeft(CardId),
    ChooseToken(CardId),
    NoSuchToken(CardId, u8),
    NoTokensOnCard(CardId),
    TechniqueNotOwned(Power),
    TechniqueUsed(Power),
    NotABuilding(CardId),
    NeedsPlacement(CardId),
    ResidenceChoiceNeeded(Of),
    NoResidenceAction(Of),
    ResidenceAtEnd,
    NobodyToLobby(CardId),
    CommerceWithoutToken,
    CommerceSameValue(u8),
    CommerceBadValue,
    /// Price of an activation or an event option.
    CannotAfford(Of, Cost),
    /// The £ of Overtime or Recruitment.
    CannotAffordEvent(EventId, u32),
    NoSuchBuilding(u8),
    BuildingHasNoUse(CardId),
    NoSuchBuildingOption(CardId),
    NoSuchEventOption(EventId),
    BuildingInclined(CardId),
    BuildingNotInclined(CardId),
    /// Workers or Spyrium short for a building option; `overtime`: used again by the
    /// Overtime event.
    NotEnoughWorkers {
        building: u8,
        option: u8,
        overtime: bool,
    },
    NotEnoughSpyrium {
        building: u8,
        option: u8,
        overtime: bool,
    },
    EventUsed,
    NoEvent,
    EventNoToken,
    WrongEvent(EventId),
    /// Recruitment at the maximum of workers (RULING 25).
    RecruitmentAtMax,
    WorkersInMarket,
}

impl Why {
    /// The stable machine code (one of [`REFUSAL_CODES`]).
    pub(crate) fn code(self) -> &'static str {
        match self {
            Why::BonusPending => "bonus_pending",
            Why::NoBonusPending => "no_bonus_pending",
            Why::AlreadyPassed => "already_passed",
            Why::PlaceInPhaseTwo | Why::AlreadyInPhaseTwo | Why::LatePlacementInPhaseOne => {
                "wrong_phase"
            }
            Why::NoActiveWorker => "no_active_worker",
            Why::NoSuchSlot => "no_such_slot",
            Why::SlotEmpty(_) => "slot_empty",
            Why::NoWorkerThere(_) => "no_worker_there",
            Why::NotAdjacent(..) => "not_adjacent",
            Why::NoCardThere(_) => "no_card_there",
            Why::NameACard => "name_a_card",
            Why::NoTokenLeft(_) => "no_token_left",
            Why::ChooseToken(_) => "choose_token",
            Why::NoSuchToken(..) => "no_such_token",
            Why::NoTokensOnCard(_) => "no_tokens_on_card",
            Why::TechniqueNotOwned(_) => "technique_not_owned",
            Why::TechniqueUsed(_) => "technique_used",
            Why::NotABuilding(_) => "not_a_building",
            Why::NeedsPlacement(_) => "needs_placement",
            Why::ResidenceChoiceNeeded(_) => "residence_choice_needed",
            Why::NoResidenceAction(_) => "no_residence_action",
            Why::ResidenceAtEnd => "residence_at_end",
            Why::NobodyToLobby(_) => "nobody_to_lobby",
            Why::CommerceWithoutToken => "commerce_without_token",
            Why::CommerceSameValue(_) => "commerce_same_value",
            Why::CommerceBadValue => "commerce_bad_value",
            Why::CannotAfford(..) | Why::CannotAffordEvent(..) => "cannot_afford",
            Why::NoSuchBuilding(_) => "no_such_building",
            Why::BuildingHasNoUse(_) => "building_has_no_use",
            Why::NoSuchBuildingOption(_) | Why::NoSuchEventOption(_) => "no_such_option",
            Why::BuildingInclined(_) => "building_inclined",
            Why::BuildingNotInclined(_) => "building_not_inclined",
            Why::NotEnoughWorkers { .. } => "not_enough_workers",
            Why::NotEnoughSpyrium { .. } => "not_enough_spyrium",
            Why::EventUsed => "event_used",
            Why::NoEvent => "no_event",
            Why::EventNoToken => "event_no_token",
            Why::WrongEvent(_) => "wrong_event",
            Why::RecruitmentAtMax => "event_does_nothing",
            Why::WorkersInMarket => "workers_in_market",
        }
    }
}

impl Why {
    /// The message of a refusal that needs no argument, if this is one.
    fn plain_id(self) -> Option<&'static str> {
        Some(match self {
            Why::BonusPending => "refusal-bonus-pending",
            Why::NoBonusPending => "refusal-no-bonus-pending",
            Why::AlreadyPassed => "refusal-already-passed",
            Why::PlaceInPhaseTwo => "refusal-place-in-phase-two",
            Why::AlreadyInPhaseTwo => "refusal-already-in-phase-two",
            Why::LatePlacementInPhaseOne => "refusal-late-placement-in-phase-one",
            Why::NoActiveWorker => "refusal-no-active-worker",
            Why::NoSuchSlot => "refusal-no-such-slot",
            Why::NameACard => "refusal-name-a-card",
            Why::ResidenceAtEnd => "refusal-residence-at-end",
            Why::CommerceWithoutToken => "refusal-commerce-without-token",
            Why::CommerceBadValue => "refusal-commerce-bad-value",
            Why::EventUsed => "refusal-event-used",
            Why::NoEvent => "refusal-no-event",
            Why::EventNoToken => "refusal-event-no-token",
            Why::TechniqueNotOwned(Power::Taylorism) => "refusal-taylorism-not-owned",
            Why::TechniqueUsed(Power::Taylorism) => "refusal-taylorism-used",
            Why::TechniqueUsed(Power::Commerce) => "refusal-commerce-used",
            _ => return None,
        })
    }

    /// The message and the card of a refusal about one card (`$card`), if this is
    /// one.
    fn card_id(self) -> Option<(&'static str, CardId)> {
        Some(match self {
            Why::NoTokenLeft(c) => ("refusal-no-token-left", c),
            Why::ChooseToken(c) => ("refusal-choose-token", c),
            Why::NotABuilding(c) => ("refusal-not-a-building", c),
            Why::NeedsPlacement(c) => ("refusal-needs-placement", c),
            Why::NobodyToLobby(c) => ("refusal-nobody-to-lobby", c),
            Why::BuildingHasNoUse(c) => ("refusal-building-has-no-use", c),
            Why::BuildingInclined(c) => ("refusal-building-inclined", c),
            Why::BuildingNotInclined(c) => ("refusal-building-not-inclined", c),
            _ => return None,
        })
    }
}

/// A technique by the name of its card (`card-crane`: "Crane").
fn technique(p: Power) -> Value {
    Value::Name {
        kind: Cow::Borrowed("card"),
        id: Cow::Borrowed(p.name()),
    }
}

impl Spyrium {
    /// The refusal for `why`: its code and a message saying what was wrong and, where
    /// it helps, what would be right.
    pub(crate) fn refusal(&self, seat: Seat, why: Why) -> Refusal {
        Refusal::said(why.code(), &TEXTS, self.refusal_message(seat, why))
    }

    /// Why an action of `seat` is refused, as a message (`refusal-…`).
    pub(crate) fn refusal_message(&self, seat: Seat, why: Why) -> Message {
        if let Some(id) = why.plain_id() {
            return Message::new(id);
        }
        if let Some((id, c)) = why.card_id() {
            return Message::new(id).arg("card", self.card(c));
        }
        let pl = self.player(seat);
        match why {
            Why::SlotEmpty(slot) => {
                Message::new("refusal-slot-empty").message("slot", self.slot_message(slot))
            }
            Why::NoWorkerThere(_) if pl.in_market == 0 => {
                Message::new("refusal-no-worker-in-market")
            }
            Why::NoWorkerThere(slot) => Message::new("refusal-no-worker-there")
                .message("slot", self.slot_message(slot))
                .message("slots", self.worker_slots(seat)),
            Why::NotAdjacent(slot, pos) => Message::new("refusal-not-adjacent")
                .message("card", self.space_message(pos))
                .message("slot", self.slot_message(slot)),
            Why::NoCardThere(pos) => {
                Message::new("refusal-no-card-there").number("space", pos as u32 + 1)
            }
            Why::NoSuchToken(c, v) => Message::new("refusal-no-such-token")
                .arg("card", self.card(c))
                .number("value", v),
            Why::NoTokensOnCard(c) => Message::new(if self.cards.card(c).tokens {
                "refusal-token-not-chosen"
            } else {
                "refusal-no-tokens-on-card"
            })
            .arg("card", self.card(c)),
            Why::TechniqueNotOwned(p) => {
                Message::new("refusal-technique-not-owned").arg("technique", technique(p))
            }
            Why::TechniqueUsed(p) => {
                Message::new("refusal-technique-used").arg("technique", technique(p))
            }
            Why::ResidenceChoiceNeeded(of) => {
                Message::new("refusal-residence-choice-needed").arg("what", self.of(of))
            }
            Why::NoResidenceAction(of) => {
                Message::new("refusal-no-residence-action").arg("what", self.of(of))
            }
            Why::CommerceSameValue(v) => {
                Message::new("refusal-commerce-same-value").number("value", v)
            }
            Why::CannotAfford(of, cost) => self.cannot_afford(seat, of, cost),
            Why::CannotAffordEvent(e, price) => self.cannot_afford_event(seat, e, price),
            Why::NoSuchBuilding(b) => Message::new("refusal-no-such-building")
                .number("number", b as u32 + 1)
                .number("count", pl.buildings.len() as i64),
            Why::NoSuchBuildingOption(c) => Message::new("refusal-options-count")
                .arg("card", self.card(c))
                .number("count", self.cards.card(c).uses.len() as i64),
            Why::NoSuchEventOption(e) => self.no_such_event_option(e),
            Why::NotEnoughWorkers {
                building,
                option,
                overtime,
            }
            | Why::NotEnoughSpyrium {
                building,
                option,
                overtime,
            } => self.option_needs(seat, building, option, overtime),
            Why::WrongEvent(e) => Message::new("refusal-wrong-event").arg("event", self.event(e)),
            Why::RecruitmentAtMax => Message::new("refusal-recruitment-at-max")
                .number("max", self.cards.rules.max_workers),
            Why::WorkersInMarket => Message::new("refusal-workers-in-market")
                .number("n", pl.in_market)
                .message("slots", self.worker_slots(seat)),
            Why::BonusPending
            | Why::NoBonusPending
            | Why::AlreadyPassed
            | Why::PlaceInPhaseTwo
            | Why::AlreadyInPhaseTwo
            | Why::LatePlacementInPhaseOne
            | Why::NoActiveWorker
            | Why::NoSuchSlot
            | Why::NameACard
            | Why::ResidenceAtEnd
            | Why::CommerceWithoutToken
            | Why::CommerceBadValue
            | Why::EventUsed
            | Why::NoEvent
            | Why::EventNoToken
            | Why::NoTokenLeft(_)
            | Why::ChooseToken(_)
            | Why::NotABuilding(_)
            | Why::NeedsPlacement(_)
            | Why::NobodyToLobby(_)
            | Why::BuildingHasNoUse(_)
            | Why::BuildingInclined(_)
            | Why::BuildingNotInclined(_) => unreachable!("{why:?} has a plain or card message"),
        }
    }

    /// Card `c` as a message argument.
    fn card(&self, c: CardId) -> Value {
        card_value(self.cards.card(c))
    }

    /// Event `e` as a message argument.
    fn event(&self, e: EventId) -> Value {
        event_value(self.cards.event(e))
    }

    /// What a residence choice or a price belongs to: a card, or "that option of"
    /// the event.
    fn of(&self, of: Of) -> Value {
        match of {
            Of::Card(c) => self.card(c),
            Of::EventOption(e, _) => Value::Message(Box::new(
                Message::new("refusal-that-option-of").arg("event", self.event(e)),
            )),
        }
    }

    /// The slots holding `seat`'s workers, separated by semicolons ("nowhere" for
    /// none).
    fn worker_slots(&self, seat: Seat) -> Message {
        (0..NUM_SLOTS)
            .filter(|&s| self.p.market.workers[s][seat] > 0)
            .map(|s| self.slot_message(s as Slot))
            .reduce(|a, b| {
                Message::new("join-semicolon")
                    .message("a", a)
                    .message("b", b)
            })
            .unwrap_or_else(|| Message::new("refusal-nowhere"))
    }

    /// An activation or an event option that costs more money or Spyrium than
    /// `seat` has.
    fn cannot_afford(&self, seat: Seat, of: Of, cost: Cost) -> Message {
        let pl = self.player(seat);
        let what = match of {
            Of::Card(c) => Value::Message(Box::new(
                Message::new("refusal-activating").arg("card", self.card(c)),
            )),
            Of::EventOption(..) => self.of(of),
        };
        Message::new("refusal-cannot-afford")
            .arg("what", what)
            .amount("money", "money", cost.money)
            .amount("spyrium", "spyrium", cost.spyrium)
            .amount("have_money", "money", pl.money)
            .amount("have_spyrium", "spyrium", pl.spyrium)
    }

    /// The £ of an event (Overtime, Recruitment) that `seat` does not have.
    fn cannot_afford_event(&self, seat: Seat, e: EventId, price: u32) -> Message {
        let m = match self.cards.event(e).kind {
            EventKind::Recruitment { cost } => Message::new("refusal-cannot-afford-recruitment")
                .amount("cost", "money", u32::from(cost)),
            _ => Message::new("refusal-cannot-afford-event"),
        };
        m.arg("event", self.event(e))
            .amount("price", "money", price)
            .amount("have_money", "money", self.player(seat).money)
    }

    /// An option the event `e` does not have.
    fn no_such_event_option(&self, e: EventId) -> Message {
        match &self.cards.event(e).kind {
            EventKind::Options(o) => Message::new("refusal-options-count")
                .arg("card", self.event(e))
                .number("count", o.len() as i64),
            _ => Message::new("refusal-event-has-no-options").arg("event", self.event(e)),
        }
    }

    /// The workers and Spyrium a building's option needs, and what `seat` has;
    /// said of Overtime when it is Overtime that uses the building again.
    fn option_needs(&self, seat: Seat, building: u8, option: u8, overtime: bool) -> Message {
        let pl = self.player(seat);
        let c = pl.buildings[building as usize];
        let card = self.cards.card(c);
        let needs = Message::new("refusal-option-needs")
            .number("workers", workers_needed(self, seat, card, option as usize))
            .amount(
                "spyrium",
                "spyrium",
                u32::from(card.uses[option as usize].pay_spyrium),
            )
            .number("active", pl.active)
            .amount("have_spyrium", "spyrium", pl.spyrium);
        if overtime {
            Message::new("refusal-overtime-uses-again")
                .arg("card", self.card(c))
                .message("needs", needs)
        } else {
            needs
        }
    }
}
