//! Refusals: why an action is not legal, as a cheap [`Why`] (made by the predicates of
//! the rule modules, no allocation) that becomes a [`Refusal`] — a stable code from
//! [`REFUSAL_CODES`] and a sentence — only when an action is really refused. Every
//! code is explained in `docs/refusal-codes.md`.

use crate::cards::{CardId, EventId, EventKind, Power};
use crate::costs::Cost;
use crate::market::{Pos, Slot, NUM_SLOTS};
use crate::state::Spyrium;
use crate::techniques::workers_needed;
use gaslamp_core::{Refusal, Seat};

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
            "nowhere".into()
        } else {
            v.join("; ")
        }
    }

    /// The refusal for `why`: its code and a sentence saying what was wrong and, where
    /// it helps, what would be right.
    pub(crate) fn refusal(&self, seat: Seat, why: Why) -> Refusal {
        Refusal::new(why.code(), self.sentence(seat, why))
    }

    pub(crate) fn sentence(&self, seat: Seat, why: Why) -> String {
        let pl = self.player(seat);
        let name = |c: CardId| self.cards.card(c).name.as_str();
        let event_name = |e: EventId| self.cards.event(e).name.as_str();
        let of_name = |of: Of| match of {
            Of::Card(c) => name(c).to_string(),
            Of::EventOption(e, _) => format!("that option of {}", event_name(e)),
        };
        match why {
            Why::BonusPending => {
                "you reached the bonus threshold: choose `bonus worker` or `bonus money` first"
                    .into()
            }
            Why::NoBonusPending => "there is no bonus to choose now".into(),
            Why::AlreadyPassed => "you have passed this turn".into(),
            Why::PlaceInPhaseTwo => {
                "placing a worker is a Phase I action; you are in Phase II".into()
            }
            Why::AlreadyInPhaseTwo => "you are already in Phase II".into(),
            Why::LatePlacementInPhaseOne => {
                "Late placement is a Phase II action: in Phase I, place a worker normally or \
                 enter Phase II with it (`phase2 event place S`)"
                    .into()
            }
            Why::NoActiveWorker => "you have no active worker on your start card".into(),
            Why::NoSuchSlot => "there is no such slot".into(),
            Why::SlotEmpty(slot) => format!(
                "{} has no card on either side; a worker must stand next to a card",
                self.slot_words(slot)
            ),
            Why::NoWorkerThere(slot) => {
                if pl.in_market == 0 {
                    "you have no worker in the market".to_string()
                } else {
                    format!(
                        "you have no worker in {}; your workers are in {}",
                        self.slot_words(slot),
                        self.worker_slots(seat)
                    )
                }
            }
            Why::NotAdjacent(slot, pos) => format!(
                "{} is not next to {}",
                self.card_at(pos),
                self.slot_words(slot)
            ),
            Why::NoCardThere(pos) => {
                format!("there is no card left on space {}", pos as u32 + 1)
            }
            Why::NameACard => "name one of the cards next to the worker (e.g. `@5`)".into(),
            Why::NoTokenLeft(c) => format!(
                "{} has no token left and cannot be called upon (it can still serve to gain money)",
                name(c)
            ),
            Why::ChooseToken(c) => {
                format!("choose one of the tokens on {} (e.g. `token 2`)", name(c))
            }
            Why::NoSuchToken(c, v) => format!("{} has no token of value {v}", name(c)),
            Why::NoTokensOnCard(c) => {
                if self.cards.card(c).tokens {
                    format!(
                        "the token of {} is not chosen: leave out `token`",
                        name(c)
                    )
                } else {
                    format!("{} has no tokens to choose from", name(c))
                }
            }
            Why::TechniqueNotOwned(p) => match p {
                Power::Taylorism => {
                    "Taylorism is not available: you do not have the Taylorism technique".into()
                }
                Power::Commerce => "you do not have the Commerce technique".into(),
                _ => format!("you do not have the {} technique", power_title(p)),
            },
            Why::TechniqueUsed(p) => match p {
                Power::Taylorism => {
                    "Taylorism is not available: you have already used it this turn".into()
                }
                Power::Commerce => {
                    "you have already used Commerce's value choice this turn".into()
                }
                _ => format!("you have already used {} this turn", power_title(p)),
            },
            Why::NotABuilding(c) => format!("{} is not a building; it needs no place", name(c)),
            Why::NeedsPlacement(c) => format!(
                "{} is a building and needs a place: `new` or `replace N`",
                name(c)
            ),
            Why::ResidenceChoiceNeeded(of) => format!(
                "{} gives a residence action: add `move` or `score`",
                of_name(of)
            ),
            Why::NoResidenceAction(of) => format!("{} gives no residence action", of_name(of)),
            Why::ResidenceAtEnd => {
                "your disc is on the last residence space; it can only score".into()
            }
            Why::NobodyToLobby(c) => format!(
                "Lobbying saves the £1 per other worker, and no other worker is next to {}",
                name(c)
            ),
            Why::CommerceWithoutToken => {
                "there is no token whose value Commerce could choose".into()
            }
            Why::CommerceSameValue(v) => format!(
                "the token's value is already {v}: Commerce must choose another value (or leave out `commerce`)"
            ),
            Why::CommerceBadValue => "Commerce chooses a value of 1, 2 or 3".into(),
            Why::CannotAfford(of, cost) => {
                let what = match of {
                    Of::Card(c) => format!("activating {}", name(c)),
                    Of::EventOption(e, _) => format!("that option of {}", event_name(e)),
                };
                format!(
                    "{what} costs £{} and {} Spyrium; you have £{} and {} Spyrium",
                    cost.money, cost.spyrium, pl.money, pl.spyrium
                )
            }
            Why::CannotAffordEvent(e, price) => match self.cards.event(e).kind {
                EventKind::Recruitment { cost } => format!(
                    "{} costs £{price} (£{cost} per worker owned); you have £{}",
                    event_name(e),
                    pl.money
                ),
                _ => format!("{} costs £{price}; you have £{}", event_name(e), pl.money),
            },
            Why::NoSuchBuilding(b) => format!(
                "you have no building number {} (you have {})",
                b as u32 + 1,
                pl.buildings.len()
            ),
            Why::BuildingHasNoUse(c) => {
                format!("{} has no effect in Phase II and cannot be used", name(c))
            }
            Why::NoSuchBuildingOption(c) => format!(
                "{} has {} option(s)",
                name(c),
                self.cards.card(c).uses.len()
            ),
            Why::NoSuchEventOption(e) => match &self.cards.event(e).kind {
                EventKind::Options(o) => format!("{} has {} option(s)", event_name(e), o.len()),
                _ => format!("{} has no options", event_name(e)),
            },
            Why::BuildingInclined(c) => format!(
                "{} is inclined: it was already used this turn (Taylorism or Overtime can use it again)",
                name(c)
            ),
            Why::BuildingNotInclined(c) => format!(
                "{} is not inclined; use it normally (Taylorism and Overtime use an inclined building again)",
                name(c)
            ),
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
                    format!("Overtime uses {} again: ", card.name)
                } else {
                    String::new()
                };
                format!(
                    "{via}that option needs {need} active worker(s) and {} Spyrium; you have {} and {}",
                    u.pay_spyrium, pl.active, pl.spyrium
                )
            }
            Why::EventUsed => "you have already used this turn's event".into(),
            Why::NoEvent => "there is no event this turn".into(),
            Why::EventNoToken => {
                "the event has no token (the reserve was empty) and cannot be used".into()
            }
            Why::WrongEvent(e) => format!(
                "this turn's event is {}; that choice belongs to another event",
                event_name(e)
            ),
            Why::RecruitmentAtMax => format!(
                "you already own {} workers, the most a player can have: Recruitment would give nothing",
                self.cards.rules.max_workers
            ),
            Why::WorkersInMarket => format!(
                "you still have {} worker(s) in the market ({}); remove them first (gain money or activate)",
                pl.in_market,
                self.worker_slots(seat)
            ),
        }
    }
}

/// A technique's name with a capital, for sentences.
fn power_title(p: Power) -> String {
    let n = p.name();
    let mut s = n[..1].to_uppercase();
    s.push_str(&n[1..]);
    s
}
