//! One set of legality checks: the same predicates decide which actions are listed
//! (`legal_into`) and why an action is refused (`Game::check`), so the two cannot drift.
//!
//! Each predicate returns `Result<_, Why>`: [`Why`] is a small value (no allocation,
//! cheap enough for the listing, which tries many candidates) that becomes a
//! [`Refusal`] — a stable code from [`REFUSAL_CODES`] and a sentence — only when an
//! action is really refused. The listing walks the small domain of each choice (slot,
//! token, Commerce value, Lobbying, placement, residence choice, building option, …)
//! and keeps what the predicates accept; `why_not` runs the same predicates on one
//! action in a fixed order. `docs/refusal-codes.md` explains every code.

use crate::actions::*;
use crate::cards::{Card, CardId, CardKind, EventId, EventKind, Power, TokenUse};
use crate::market::{slot_name, Market, Pos, Slot, NUM_SLOTS, SLOT_SPACES, SPACES};
use crate::rules::Cost;
use crate::state::{Phase, Player, Spyrium};
use crate::techniques::workers_needed;
use gaslamp_core::{seat_refusal, Game, Refusal, Seat};

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

/// Values a choice can take, tried in this order by the listing.
const TOKEN_DOMAIN: [Option<u8>; 4] = [None, Some(1), Some(2), Some(3)];
const RESIDENCE_DOMAIN: [Option<ResidenceChoice>; 3] = [
    None,
    Some(ResidenceChoice::Move),
    Some(ResidenceChoice::Score),
];

impl Spyrium {
    // ------------------------------------------------------------------ predicates

    /// A once-per-turn technique power is owned and unused this turn.
    #[inline]
    pub(crate) fn power_ok(pl: &Player, p: Power) -> Result<(), Why> {
        if !pl.has(p) {
            Err(Why::TechniqueNotOwned(p))
        } else if !pl.power_ready(p) {
            Err(Why::TechniqueUsed(p))
        } else {
            Ok(())
        }
    }

    /// A worker on the start card to place (RULING 14).
    #[inline]
    fn active_worker_ok(pl: &Player) -> Result<(), Why> {
        if pl.active == 0 {
            Err(Why::NoActiveWorker)
        } else {
            Ok(())
        }
    }

    /// A worker may be placed in `slot`: it exists and a card is next to it (RULING 2).
    #[inline]
    fn open_slot_ok(&self, slot: Slot) -> Result<(), Why> {
        if slot as usize >= NUM_SLOTS {
            Err(Why::NoSuchSlot)
        } else if !self.p.market.slot_open(slot) {
            Err(Why::SlotEmpty(slot))
        } else {
            Ok(())
        }
    }

    /// One of the seat's workers stands in `slot`.
    #[inline]
    fn my_worker_ok(&self, seat: Seat, slot: Slot) -> Result<(), Why> {
        if slot as usize >= NUM_SLOTS {
            Err(Why::NoSuchSlot)
        } else if self.p.market.workers[slot as usize][seat] == 0 {
            Err(Why::NoWorkerThere(slot))
        } else {
            Ok(())
        }
    }

    /// The card on `pos`, which must be next to `slot` (RULING 3).
    #[inline]
    fn adjacent_card(&self, slot: Slot, pos: Pos) -> Result<CardId, Why> {
        if pos as usize >= SPACES || !Market::touches(slot, pos) {
            return Err(Why::NotAdjacent(slot, pos));
        }
        self.p.market.cards[pos as usize].ok_or(Why::NoCardThere(pos))
    }

    /// The card named for Gain money: an adjacent card, or none when neither remains
    /// (RULING 5).
    #[inline]
    fn gain_money_card_ok(&self, slot: Slot, card: Option<Pos>) -> Result<(), Why> {
        match card {
            Some(p) => self.adjacent_card(slot, p).map(|_| ()),
            None if self.p.market.slot_cards(slot).next().is_some() => Err(Why::NameACard),
            None => Ok(()),
        }
    }

    /// The token chosen on a token character (RULING 7); other cards take none.
    #[inline]
    fn token_ok(&self, pos: Pos, c: CardId, card: &Card, token: Option<u8>) -> Result<(), Why> {
        let m = &self.p.market;
        if card.kind == CardKind::Character && card.tokens {
            if m.token_count(pos) == 0 {
                return Err(Why::NoTokenLeft(c));
            }
            match token {
                None => Err(Why::ChooseToken(c)),
                Some(v) if !(1..=3).contains(&v) || m.tokens[pos as usize][v as usize - 1] == 0 => {
                    Err(Why::NoSuchToken(c, v))
                }
                Some(_) => Ok(()),
            }
        } else if token.is_some() {
            Err(Why::NoTokensOnCard(c))
        } else {
            Ok(())
        }
    }

    /// The token whose value an activation uses: the chosen one on a character, the
    /// one on a token building.
    #[inline]
    fn shown_token(&self, pos: Pos, card: &Card, token: Option<u8>) -> Option<u8> {
        match card.kind {
            CardKind::Building if card.tokens => self.p.market.first_token(pos),
            CardKind::Character => token,
            _ => None,
        }
    }

    /// Commerce's value choice (RULING 10): once per turn, a token to change, another
    /// value of 1, 2 or 3.
    #[inline]
    fn commerce_ok(pl: &Player, shown: Option<u8>, commerce: Option<u8>) -> Result<(), Why> {
        let Some(v) = commerce else { return Ok(()) };
        Self::power_ok(pl, Power::Commerce)?;
        match shown {
            None => Err(Why::CommerceWithoutToken),
            Some(t) if t == v => Err(Why::CommerceSameValue(v)),
            Some(_) if !(1..=3).contains(&v) => Err(Why::CommerceBadValue),
            Some(_) => Ok(()),
        }
    }

    /// Lobbying (once per turn) saves the £1 per other adjacent worker: there must be one.
    #[inline]
    fn lobbying_ok(&self, pl: &Player, pos: Pos, c: CardId, lobbying: bool) -> Result<(), Why> {
        if !lobbying {
            return Ok(());
        }
        Self::power_ok(pl, Power::Lobbying)?;
        if self.p.market.adjacent_workers(pos) <= 1 {
            return Err(Why::NobodyToLobby(c));
        }
        Ok(())
    }

    /// Where a building goes; other cards take no place.
    #[inline]
    pub(crate) fn placement_ok(
        &self,
        pl: &Player,
        c: CardId,
        card: &Card,
        placement: Option<Placement>,
    ) -> Result<(), Why> {
        let building = card.kind == CardKind::Building;
        match (building, placement) {
            (false, Some(_)) => Err(Why::NotABuilding(c)),
            (false, None) | (true, Some(Placement::NewSpace)) => Ok(()),
            (true, None) => Err(Why::NeedsPlacement(c)),
            (true, Some(Placement::Replace(i))) => {
                if (i as usize) < pl.buildings.len() {
                    Ok(())
                } else {
                    Err(Why::NoSuchBuilding(i))
                }
            }
        }
    }

    /// A residence choice where the effect gives a residence action, none elsewhere;
    /// `move` only before the last space.
    #[inline]
    fn residence_ok(
        &self,
        pl: &Player,
        wanted: bool,
        of: Of,
        choice: Option<ResidenceChoice>,
    ) -> Result<(), Why> {
        match (wanted, choice) {
            (true, None) => Err(Why::ResidenceChoiceNeeded(of)),
            (false, Some(_)) => Err(Why::NoResidenceAction(of)),
            (false, None) | (true, Some(ResidenceChoice::Score)) => Ok(()),
            (true, Some(ResidenceChoice::Move)) => {
                let last = self.cards.rules.residence_track.len() as u8 - 1;
                if pl.residence < last {
                    Ok(())
                } else {
                    Err(Why::ResidenceAtEnd)
                }
            }
        }
    }

    /// Whether a card's activation gives a residence action.
    #[inline]
    fn card_wants_residence(card: &Card) -> bool {
        match card.kind {
            CardKind::Character => card.effect.residence,
            CardKind::Building => card.on_build.residence,
            CardKind::Technique => false,
        }
    }

    /// The player can pay everything (RULING 6).
    #[inline]
    fn afford_ok(pl: &Player, of: Of, cost: Cost) -> Result<(), Why> {
        if pl.money >= cost.money && pl.spyrium >= cost.spyrium {
            Ok(())
        } else {
            Err(Why::CannotAfford(of, cost))
        }
    }

    /// The total cost of an activation whose card, token, Lobbying and placement
    /// choices were accepted; `adjacent` workers stand next to the card.
    pub(crate) fn activation_cost_of(
        &self,
        seat: Seat,
        a: &Activation,
        c: CardId,
        adjacent: u32,
    ) -> Cost {
        let card = self.cards.card(c);
        let pl = self.player(seat);
        // Other workers adjacent to the card: all of them but the one removed.
        let extra = if a.lobbying { 0 } else { adjacent - 1 };
        let mut cost = Cost {
            money: extra,
            spyrium: 0,
        };
        let token_value = a.commerce.or(a.token).unwrap_or(0) as u32;
        match card.kind {
            CardKind::Character => {
                cost.money += card.price as u32 + card.effect.pay_money as u32;
                cost.spyrium += card.effect.pay_spyrium as u32;
                if card.effect.token == Some(TokenUse::PayMoney) {
                    cost.money += token_value;
                }
            }
            CardKind::Building => {
                cost.money += match a.placement {
                    Some(Placement::Replace(i)) => {
                        let old = pl.buildings[i as usize];
                        self.replace_price(old, c)
                    }
                    _ => card.price as u32 + self.space_cost(seat),
                };
            }
            CardKind::Technique => cost.money += card.price as u32,
        }
        cost
    }

    /// A building of the seat's neighbourhood, with option `option` (RULING 12).
    #[inline]
    fn building_option(&self, pl: &Player, b: u8, option: u8) -> Result<CardId, Why> {
        let Some(&c) = pl.buildings.get(b as usize) else {
            return Err(Why::NoSuchBuilding(b));
        };
        let card = self.cards.card(c);
        if card.uses.is_empty() {
            return Err(Why::BuildingHasNoUse(c));
        }
        if option as usize >= card.uses.len() {
            return Err(Why::NoSuchBuildingOption(c));
        }
        Ok(c)
    }

    /// The workers and Spyrium that option `option` of building `b` needs are there.
    #[inline]
    fn can_run_ok(&self, seat: Seat, b: u8, option: u8, overtime: bool) -> Result<(), Why> {
        let pl = self.player(seat);
        let card = self.cards.card(pl.buildings[b as usize]);
        let u = &card.uses[option as usize];
        if pl.active < workers_needed(self, seat, card, option as usize) {
            Err(Why::NotEnoughWorkers {
                building: b,
                option,
                overtime,
            })
        } else if pl.spyrium < u.pay_spyrium as u32 {
            Err(Why::NotEnoughSpyrium {
                building: b,
                option,
                overtime,
            })
        } else {
            Ok(())
        }
    }

    /// Use a building: upright, or inclined with Taylorism (RULING 12).
    fn use_building_ok(&self, seat: Seat, b: u8, option: u8, taylorism: bool) -> Result<(), Why> {
        let pl = self.player(seat);
        let c = self.building_option(pl, b, option)?;
        match (pl.is_inclined(b as usize), taylorism) {
            (true, false) => return Err(Why::BuildingInclined(c)),
            (false, true) => return Err(Why::BuildingNotInclined(c)),
            (true, true) => Self::power_ok(pl, Power::Taylorism)?,
            (false, false) => {}
        }
        self.can_run_ok(seat, b, option, false)
    }

    /// Overtime: an inclined building used again (its £ is checked apart).
    fn overtime_ok(&self, seat: Seat, b: u8, option: u8) -> Result<(), Why> {
        let pl = self.player(seat);
        let c = self.building_option(pl, b, option)?;
        if !pl.is_inclined(b as usize) {
            return Err(Why::BuildingNotInclined(c));
        }
        self.can_run_ok(seat, b, option, true)
    }

    /// The turn's event, not used yet by this seat (RULING 16).
    #[inline]
    fn event_ok(&self, pl: &Player) -> Result<EventId, Why> {
        if pl.event_used {
            return Err(Why::EventUsed);
        }
        self.p.event.ok_or(Why::NoEvent)
    }

    /// Late placement is a Phase II action (RULING 25).
    #[inline]
    fn late_placement_phase_ok(pl: &Player, begin_activation: bool) -> Result<(), Why> {
        if pl.phase == Phase::Placement && !begin_activation {
            Err(Why::LatePlacementInPhaseOne)
        } else {
            Ok(())
        }
    }

    /// Recruitment gives a worker only below the maximum (RULING 25), for £1 per
    /// worker owned.
    #[inline]
    fn recruitment_ok(&self, pl: &Player, e: EventId, cost: u8) -> Result<(), Why> {
        if pl.workers >= self.cards.rules.max_workers {
            return Err(Why::RecruitmentAtMax);
        }
        let price = cost as u32 * pl.workers as u32;
        if pl.money < price {
            return Err(Why::CannotAffordEvent(e, price));
        }
        Ok(())
    }

    // ------------------------------------------------------------------ one action

    /// Every check of an activation, in order; the cost when it is legal.
    fn activation_ok(&self, seat: Seat, a: &Activation) -> Result<Cost, Why> {
        let pl = self.player(seat);
        self.my_worker_ok(seat, a.slot)?;
        let c = self.adjacent_card(a.slot, a.card)?;
        let card = self.cards.card(c);
        self.token_ok(a.card, c, card, a.token)?;
        self.lobbying_ok(pl, a.card, c, a.lobbying)?;
        Self::commerce_ok(pl, self.shown_token(a.card, card, a.token), a.commerce)?;
        self.placement_ok(pl, c, card, a.placement)?;
        self.residence_ok(
            pl,
            Self::card_wants_residence(card),
            Of::Card(c),
            a.residence,
        )?;
        let adjacent = self.p.market.adjacent_workers(a.card) as u32;
        let cost = self.activation_cost_of(seat, a, c, adjacent);
        Self::afford_ok(pl, Of::Card(c), cost)?;
        Ok(cost)
    }

    /// Every check of an event use, in order.
    fn event_choice_ok(
        &self,
        seat: Seat,
        begin_activation: bool,
        choice: &EventChoice,
    ) -> Result<(), Why> {
        let pl = self.player(seat);
        if begin_activation && pl.phase != Phase::Placement {
            return Err(Why::AlreadyInPhaseTwo);
        }
        let e = self.event_ok(pl)?;
        match (choice, &self.cards.event(e).kind) {
            (EventChoice::Windfall { commerce, .. }, EventKind::Windfall) => {
                let token = self.p.event_token.ok_or(Why::EventNoToken)?;
                Self::commerce_ok(pl, Some(token), *commerce)
            }
            (EventChoice::Option { index, residence }, EventKind::Options(opts)) => {
                let o = opts.get(*index as usize).ok_or(Why::NoSuchEventOption(e))?;
                let of = Of::EventOption(e, *index);
                self.residence_ok(pl, o.residence, of, *residence)?;
                let cost = Cost {
                    money: o.pay_money as u32,
                    spyrium: o.pay_spyrium as u32,
                };
                Self::afford_ok(pl, of, cost)
            }
            (EventChoice::Overtime { building, option }, EventKind::Overtime { cost }) => {
                if pl.money < *cost as u32 {
                    return Err(Why::CannotAffordEvent(e, *cost as u32));
                }
                self.overtime_ok(seat, *building, *option)
            }
            (EventChoice::Recruitment, EventKind::Recruitment { cost }) => {
                self.recruitment_ok(pl, e, *cost)
            }
            (EventChoice::LatePlacement { slot }, EventKind::LatePlacement) => {
                Self::late_placement_phase_ok(pl, begin_activation)?;
                Self::active_worker_ok(pl)?;
                self.open_slot_ok(*slot)
            }
            _ => Err(Why::WrongEvent(e)),
        }
    }

    /// Why `action` is not legal for `seat` (who may act now), or `Ok`.
    pub(crate) fn why_not(&self, seat: Seat, action: &Action) -> Result<(), Why> {
        if self.p.pending_bonus {
            return match action {
                Action::Bonus { .. } => Ok(()),
                _ => Err(Why::BonusPending),
            };
        }
        let pl = self.player(seat);
        if let Action::Bonus { .. } = action {
            return Err(Why::NoBonusPending);
        }
        if pl.phase == Phase::Passed {
            return Err(Why::AlreadyPassed);
        }
        match action {
            Action::Place { slot } => {
                if pl.phase != Phase::Placement {
                    return Err(Why::PlaceInPhaseTwo);
                }
                Self::active_worker_ok(pl)?;
                self.open_slot_ok(*slot)
            }
            Action::GainMoney { slot, card } => {
                self.my_worker_ok(seat, *slot)?;
                self.gain_money_card_ok(*slot, *card)
            }
            Action::Activate(a) => self.activation_ok(seat, a).map(|_| ()),
            Action::UseBuilding {
                building,
                option,
                taylorism,
            } => self.use_building_ok(seat, *building, *option, *taylorism),
            Action::Event {
                begin_activation,
                choice,
            } => self.event_choice_ok(seat, *begin_activation, choice),
            Action::Pass => {
                if pl.in_market > 0 {
                    Err(Why::WorkersInMarket)
                } else {
                    Ok(())
                }
            }
            Action::Bonus { .. } => unreachable!("handled above"),
        }
    }

    /// [`Game::check`]: the shared seat refusals, then [`Spyrium::why_not`].
    pub(crate) fn check_action(&self, seat: Seat, action: &Action) -> Result<(), Refusal> {
        if let Some(r) = seat_refusal(self.num_players(), self.p.over, self.to_act(), seat) {
            return Err(r);
        }
        self.why_not(seat, action)
            .map_err(|why| self.refusal(seat, why))
    }

    // ------------------------------------------------------------------ the listing

    /// Appends the legal actions of `seat`: every action `why_not` accepts.
    pub(crate) fn legal_into(&self, seat: Seat, out: &mut Vec<Action>) {
        if self.p.over || seat != self.p.current as usize {
            return;
        }
        if self.p.pending_bonus {
            out.push(Action::Bonus {
                bonus: BonusKind::Worker,
            });
            out.push(Action::Bonus {
                bonus: BonusKind::Money,
            });
            return;
        }
        let pl = self.player(seat);
        match pl.phase {
            Phase::Placement => {
                if Self::active_worker_ok(pl).is_ok() {
                    for slot in 0..NUM_SLOTS as Slot {
                        if self.open_slot_ok(slot).is_ok() {
                            out.push(Action::Place { slot });
                        }
                    }
                }
                self.event_actions(seat, false, out);
                self.phase_two_actions(seat, true, out);
            }
            Phase::Activation => self.phase_two_actions(seat, false, out),
            Phase::Passed => {}
        }
    }

    fn phase_two_actions(&self, seat: Seat, from_placement: bool, out: &mut Vec<Action>) {
        let pl = self.player(seat);
        let slots = if pl.in_market > 0 {
            NUM_SLOTS as Slot
        } else {
            0
        };
        for slot in 0..slots {
            if self.my_worker_ok(seat, slot).is_err() {
                continue;
            }
            let (a, b) = SLOT_SPACES[slot as usize];
            for card in [None, Some(a), Some(b)] {
                if self.gain_money_card_ok(slot, card).is_ok() {
                    out.push(Action::GainMoney { slot, card });
                    if let Some(pos) = card {
                        self.activations(seat, slot, pos, out);
                    }
                }
            }
        }
        for b in 0..pl.buildings.len() as u8 {
            let taylorism = pl.is_inclined(b as usize);
            let uses = self.cards.card(pl.buildings[b as usize]).uses.len() as u8;
            for option in 0..uses {
                if self.use_building_ok(seat, b, option, taylorism).is_ok() {
                    out.push(Action::UseBuilding {
                        building: b,
                        option,
                        taylorism,
                    });
                }
            }
        }
        self.event_actions(seat, from_placement, out);
        if pl.in_market == 0 {
            out.push(Action::Pass);
        }
    }

    /// Every way to activate the card at `pos` with the worker in `slot`.
    ///
    /// Each choice walks a domain of values and keeps those the predicates accept.
    /// The domains are narrowed first where a value could only be refused (no token
    /// choice on a card without chosen tokens, no Commerce or Lobbying without the
    /// power ready, no residence choice where the effect has none): the listing is
    /// hot in search loops. The predicates still decide; a domain narrowed too far
    /// would miss legal actions, which the property tests would catch.
    fn activations(&self, seat: Seat, slot: Slot, pos: Pos, out: &mut Vec<Action>) {
        let Ok(c) = self.adjacent_card(slot, pos) else {
            return;
        };
        let card = self.cards.card(c);
        let pl = self.player(seat);
        let adjacent = self.p.market.adjacent_workers(pos) as u32;
        let wants_residence = Self::card_wants_residence(card);
        let tokens: &[Option<u8>] = if card.kind == CardKind::Character && card.tokens {
            &TOKEN_DOMAIN[1..]
        } else {
            &TOKEN_DOMAIN[..1]
        };
        let commerce_domain: &[Option<u8>] = if pl.power_ready(Power::Commerce) {
            &TOKEN_DOMAIN
        } else {
            &TOKEN_DOMAIN[..1]
        };
        let lobbying_domain: &[bool] = if pl.power_ready(Power::Lobbying) {
            &[false, true]
        } else {
            &[false]
        };
        let residences: &[Option<ResidenceChoice>] = if wants_residence {
            &RESIDENCE_DOMAIN[1..]
        } else {
            &RESIDENCE_DOMAIN[..1]
        };
        // No place for a non-building; a new space, then each building to replace.
        let placements = if card.kind == CardKind::Building {
            1..2 + pl.buildings.len()
        } else {
            0..1
        };
        for &token in tokens {
            if self.token_ok(pos, c, card, token).is_err() {
                continue;
            }
            let shown = self.shown_token(pos, card, token);
            for &commerce in commerce_domain {
                if Self::commerce_ok(pl, shown, commerce).is_err() {
                    continue;
                }
                for &lobbying in lobbying_domain {
                    if self.lobbying_ok(pl, pos, c, lobbying).is_err() {
                        continue;
                    }
                    for pi in placements.clone() {
                        let placement = match pi {
                            0 => None,
                            1 => Some(Placement::NewSpace),
                            i => Some(Placement::Replace(i as u8 - 2)),
                        };
                        if self.placement_ok(pl, c, card, placement).is_err() {
                            continue;
                        }
                        let mut a = Activation::new(slot, pos);
                        a.token = token;
                        a.commerce = commerce;
                        a.lobbying = lobbying;
                        a.placement = placement;
                        let cost = self.activation_cost_of(seat, &a, c, adjacent);
                        if Self::afford_ok(pl, Of::Card(c), cost).is_err() {
                            continue;
                        }
                        for &residence in residences {
                            if self
                                .residence_ok(pl, wants_residence, Of::Card(c), residence)
                                .is_ok()
                            {
                                a.residence = residence;
                                out.push(Action::Activate(a));
                            }
                        }
                    }
                }
            }
        }
    }

    /// Every way to use the turn's event.
    fn event_actions(&self, seat: Seat, begin_activation: bool, out: &mut Vec<Action>) {
        let pl = self.player(seat);
        let Ok(e) = self.event_ok(pl) else { return };
        let mut push = |choice| {
            out.push(Action::Event {
                begin_activation,
                choice,
            })
        };
        match &self.cards.event(e).kind {
            EventKind::Windfall => {
                let Some(token) = self.p.event_token else {
                    return;
                };
                let commerce_domain: &[Option<u8>] = if pl.power_ready(Power::Commerce) {
                    &TOKEN_DOMAIN
                } else {
                    &TOKEN_DOMAIN[..1]
                };
                for gain in [Gain::Money, Gain::Spyrium, Gain::Vp] {
                    for &commerce in commerce_domain {
                        if Self::commerce_ok(pl, Some(token), commerce).is_ok() {
                            push(EventChoice::Windfall { gain, commerce });
                        }
                    }
                }
            }
            EventKind::Options(opts) => {
                for (i, o) in opts.iter().enumerate() {
                    let of = Of::EventOption(e, i as u8);
                    let cost = Cost {
                        money: o.pay_money as u32,
                        spyrium: o.pay_spyrium as u32,
                    };
                    if Self::afford_ok(pl, of, cost).is_err() {
                        continue;
                    }
                    let residences = if o.residence {
                        &RESIDENCE_DOMAIN[1..]
                    } else {
                        &RESIDENCE_DOMAIN[..1]
                    };
                    for &residence in residences {
                        if self.residence_ok(pl, o.residence, of, residence).is_ok() {
                            push(EventChoice::Option {
                                index: i as u8,
                                residence,
                            });
                        }
                    }
                }
            }
            EventKind::Overtime { cost } => {
                if pl.money < *cost as u32 {
                    return;
                }
                for b in 0..pl.buildings.len() as u8 {
                    let uses = self.cards.card(pl.buildings[b as usize]).uses.len() as u8;
                    for option in 0..uses {
                        if self.overtime_ok(seat, b, option).is_ok() {
                            push(EventChoice::Overtime {
                                building: b,
                                option,
                            });
                        }
                    }
                }
            }
            EventKind::Recruitment { cost } => {
                if self.recruitment_ok(pl, e, *cost).is_ok() {
                    push(EventChoice::Recruitment);
                }
            }
            EventKind::LatePlacement => {
                if Self::late_placement_phase_ok(pl, begin_activation).is_ok()
                    && Self::active_worker_ok(pl).is_ok()
                {
                    for slot in 0..NUM_SLOTS as Slot {
                        if self.open_slot_ok(slot).is_ok() {
                            push(EventChoice::LatePlacement { slot });
                        }
                    }
                }
            }
        }
    }

    // ------------------------------------------------------------------ sentences

    /// The refusal for `why`: its code and a sentence saying what was wrong and, where
    /// it helps, what would be right.
    pub(crate) fn refusal(&self, seat: Seat, why: Why) -> Refusal {
        Refusal::new(why.code(), self.sentence(seat, why))
    }

    fn sentence(&self, seat: Seat, why: Why) -> String {
        let pl = self.player(seat);
        let m = &self.p.market;
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
                "both spaces of slot {} are empty; a worker must stand next to a card",
                slot_name(slot)
            ),
            Why::NoWorkerThere(slot) => {
                if pl.in_market == 0 {
                    "you have no worker in the market".to_string()
                } else {
                    format!(
                        "you have no worker in slot {}; your workers are in {}",
                        slot_name(slot),
                        worker_slots(m, seat)
                    )
                }
            }
            Why::NotAdjacent(slot, pos) => format!(
                "the card on space {} is not next to slot {}",
                pos as u32 + 1,
                slot_name(slot)
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
                worker_slots(m, seat)
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

fn worker_slots(m: &Market, seat: Seat) -> String {
    let v: Vec<String> = (0..NUM_SLOTS)
        .filter(|&s| m.workers[s][seat] > 0)
        .map(|s| slot_name(s as Slot))
        .collect();
    if v.is_empty() {
        "nowhere".into()
    } else {
        v.join(", ")
    }
}
