//! Refusals: why an action is not legal, as a cheap [`Why`] (made by the predicates of
//! the rule modules, no allocation) that becomes a [`Refusal`] — a stable code from
//! [`REFUSAL_CODES`] and a sentence — only when an action is really refused. Every
//! code is explained in `docs/refusal-codes.md`.

use crate::cards::{CardId, EventId, EventKind, Power};
use crate::costs::Cost;
use crate::market::{Pos, Slot, NUM_SLOTS};
use crate::state::Spyrium;
use crate::techniques::workers_needed;
use crate::texts::{card_name, event_name, power_title, semicolon_join, TEXTS};
use gaslamp_core::{tr, Refusal, Seat};

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

impl Spyrium {
    /// The slots holding `seat`'s workers, in words.
    fn worker_slots(&self, seat: Seat) -> String {
        let v: Vec<String> = (0..NUM_SLOTS)
            .filter(|&s| self.p.market.workers[s][seat] > 0)
            .map(|s| self.slot_words(s as Slot))
            .collect();
        if v.is_empty() {
            tr!(TEXTS, "refusal-nowhere")
        } else {
            semicolon_join(&v)
        }
    }

    /// The refusal for `why`: its code and a sentence saying what was wrong and, where
    /// it helps, what would be right.
    pub(crate) fn refusal(&self, seat: Seat, why: Why) -> Refusal {
        Refusal::new(why.code(), self.sentence(seat, why))
    }

    pub(crate) fn sentence(&self, seat: Seat, why: Why) -> String {
        let pl = self.player(seat);
        let name = |c: CardId| card_name(self.cards.card(c));
        let event_title = |e: EventId| event_name(self.cards.event(e));
        let of_name = |of: Of| match of {
            Of::Card(c) => name(c),
            Of::EventOption(e, _) => tr!(TEXTS, "refusal-that-option-of", event = event_title(e)),
        };
        match why {
            Why::BonusPending => tr!(TEXTS, "refusal-bonus-pending"),
            Why::NoBonusPending => tr!(TEXTS, "refusal-no-bonus-pending"),
            Why::AlreadyPassed => tr!(TEXTS, "refusal-already-passed"),
            Why::PlaceInPhaseTwo => tr!(TEXTS, "refusal-place-in-phase-two"),
            Why::AlreadyInPhaseTwo => tr!(TEXTS, "refusal-already-in-phase-two"),
            Why::LatePlacementInPhaseOne => tr!(TEXTS, "refusal-late-placement-in-phase-one"),
            Why::NoActiveWorker => tr!(TEXTS, "refusal-no-active-worker"),
            Why::NoSuchSlot => tr!(TEXTS, "refusal-no-such-slot"),
            Why::SlotEmpty(slot) => tr!(TEXTS, "refusal-slot-empty", slot = self.slot_words(slot)),
            Why::NoWorkerThere(slot) => {
                if pl.in_market == 0 {
                    tr!(TEXTS, "refusal-no-worker-in-market")
                } else {
                    tr!(
                        TEXTS,
                        "refusal-no-worker-there",
                        slot = self.slot_words(slot),
                        slots = self.worker_slots(seat)
                    )
                }
            }
            Why::NotAdjacent(slot, pos) => tr!(
                TEXTS,
                "refusal-not-adjacent",
                card = self.card_at(pos),
                slot = self.slot_words(slot)
            ),
            Why::NoCardThere(pos) => tr!(TEXTS, "refusal-no-card-there", space = pos as u32 + 1),
            Why::NameACard => tr!(TEXTS, "refusal-name-a-card"),
            Why::NoTokenLeft(c) => tr!(TEXTS, "refusal-no-token-left", card = name(c)),
            Why::ChooseToken(c) => tr!(TEXTS, "refusal-choose-token", card = name(c)),
            Why::NoSuchToken(c, v) => {
                tr!(TEXTS, "refusal-no-such-token", card = name(c), value = v)
            }
            Why::NoTokensOnCard(c) => {
                if self.cards.card(c).tokens {
                    tr!(TEXTS, "refusal-token-not-chosen", card = name(c))
                } else {
                    tr!(TEXTS, "refusal-no-tokens-on-card", card = name(c))
                }
            }
            Why::TechniqueNotOwned(p) => match p {
                Power::Taylorism => tr!(TEXTS, "refusal-taylorism-not-owned"),
                _ => tr!(
                    TEXTS,
                    "refusal-technique-not-owned",
                    technique = power_title(p)
                ),
            },
            Why::TechniqueUsed(p) => match p {
                Power::Taylorism => tr!(TEXTS, "refusal-taylorism-used"),
                Power::Commerce => tr!(TEXTS, "refusal-commerce-used"),
                _ => tr!(TEXTS, "refusal-technique-used", technique = power_title(p)),
            },
            Why::NotABuilding(c) => tr!(TEXTS, "refusal-not-a-building", card = name(c)),
            Why::NeedsPlacement(c) => tr!(TEXTS, "refusal-needs-placement", card = name(c)),
            Why::ResidenceChoiceNeeded(of) => {
                tr!(TEXTS, "refusal-residence-choice-needed", what = of_name(of))
            }
            Why::NoResidenceAction(of) => {
                tr!(TEXTS, "refusal-no-residence-action", what = of_name(of))
            }
            Why::ResidenceAtEnd => tr!(TEXTS, "refusal-residence-at-end"),
            Why::NobodyToLobby(c) => tr!(TEXTS, "refusal-nobody-to-lobby", card = name(c)),
            Why::CommerceWithoutToken => tr!(TEXTS, "refusal-commerce-without-token"),
            Why::CommerceSameValue(v) => tr!(TEXTS, "refusal-commerce-same-value", value = v),
            Why::CommerceBadValue => tr!(TEXTS, "refusal-commerce-bad-value"),
            Why::CannotAfford(of, cost) => {
                let what = match of {
                    Of::Card(c) => tr!(TEXTS, "refusal-activating", card = name(c)),
                    Of::EventOption(e, _) => {
                        tr!(TEXTS, "refusal-that-option-of", event = event_title(e))
                    }
                };
                tr!(
                    TEXTS,
                    "refusal-cannot-afford",
                    what = what,
                    money = cost.money,
                    spyrium = cost.spyrium,
                    have_money = pl.money,
                    have_spyrium = pl.spyrium
                )
            }
            Why::CannotAffordEvent(e, price) => match self.cards.event(e).kind {
                EventKind::Recruitment { cost } => tr!(
                    TEXTS,
                    "refusal-cannot-afford-recruitment",
                    event = event_title(e),
                    price = price,
                    cost = cost,
                    have_money = pl.money
                ),
                _ => tr!(
                    TEXTS,
                    "refusal-cannot-afford-event",
                    event = event_title(e),
                    price = price,
                    have_money = pl.money
                ),
            },
            Why::NoSuchBuilding(b) => tr!(
                TEXTS,
                "refusal-no-such-building",
                number = b as u32 + 1,
                count = pl.buildings.len()
            ),
            Why::BuildingHasNoUse(c) => tr!(TEXTS, "refusal-building-has-no-use", card = name(c)),
            Why::NoSuchBuildingOption(c) => tr!(
                TEXTS,
                "refusal-options-count",
                card = name(c),
                count = self.cards.card(c).uses.len()
            ),
            Why::NoSuchEventOption(e) => match &self.cards.event(e).kind {
                EventKind::Options(o) => tr!(
                    TEXTS,
                    "refusal-options-count",
                    card = event_title(e),
                    count = o.len()
                ),
                _ => tr!(
                    TEXTS,
                    "refusal-event-has-no-options",
                    event = event_title(e)
                ),
            },
            Why::BuildingInclined(c) => tr!(TEXTS, "refusal-building-inclined", card = name(c)),
            Why::BuildingNotInclined(c) => {
                tr!(TEXTS, "refusal-building-not-inclined", card = name(c))
            }
            Why::NotEnoughWorkers {
                building,
                option,
                overtime,
            }
            | Why::NotEnoughSpyrium {
                building,
                option,
                overtime,
            } => {
                let card = self.cards.card(pl.buildings[building as usize]);
                let need = workers_needed(self, seat, card, option as usize);
                let u = card.uses[option as usize];
                let via = if overtime {
                    let t = tr!(TEXTS, "refusal-overtime-uses-again", card = card_name(card));
                    format!("{t} ")
                } else {
                    String::new()
                };
                let t = tr!(
                    TEXTS,
                    "refusal-option-needs",
                    workers = need,
                    spyrium = u.pay_spyrium,
                    active = pl.active,
                    have_spyrium = pl.spyrium
                );
                format!("{via}{t}")
            }
            Why::EventUsed => tr!(TEXTS, "refusal-event-used"),
            Why::NoEvent => tr!(TEXTS, "refusal-no-event"),
            Why::EventNoToken => tr!(TEXTS, "refusal-event-no-token"),
            Why::WrongEvent(e) => tr!(TEXTS, "refusal-wrong-event", event = event_title(e)),
            Why::RecruitmentAtMax => tr!(
                TEXTS,
                "refusal-recruitment-at-max",
                max = self.cards.rules.max_workers
            ),
            Why::WorkersInMarket => tr!(
                TEXTS,
                "refusal-workers-in-market",
                n = pl.in_market,
                slots = self.worker_slots(seat)
            ),
        }
    }
}
