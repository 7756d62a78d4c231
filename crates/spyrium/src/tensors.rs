//! Spyrium as numbers (`gaslamp_core::tensors`): a fixed action index space and an
//! observation vector made from a [`View`].
//!
//! # Action indices and observations
//!
//! **Action indices.** The space is laid out in named blocks ([`Tensors::action_blocks`])
//! whose sizes follow from the card set and nothing else (they are the same for every
//! player count). Every action that can ever be legal has an index; actions that can
//! never be legal with the set (a token together with a building placement, Commerce
//! on a card without tokens, Lobbying in a set without the Lobbying technique, …) have
//! none. In index order:
//!
//! - `bonus worker|money` (2), `pass` (1), `place <slot>` (12),
//!   `money <slot> [@<card>]` (12 slots × none/first space/second space);
//! - activations of characters and techniques: (slot, side of the slot) 24 × Lobbying ×
//!   the token/Commerce/residence choices the set's characters and techniques allow
//!   (28 with the shipped set: a Commerce value is only ever a token's other value);
//! - constructions: 24 × Lobbying × placement (a new space, or replace building
//!   1..B) × the Commerce/residence choices the set's buildings allow;
//! - `use <building>:<option> [taylorism]`: B × the most options of a building × 2
//!   (Taylorism);
//! - the event, then the same with `phase2`: Windfall (3 gains × Commerce value),
//!   options (the most options of an event × residence choice), Overtime (B × options),
//!   Recruitment (1), Late placement (12 slots).
//!
//! Buildings are named by position in the neighbourhood, so the space needs B, a bound
//! on the buildings one seat can own ([`max_buildings`]): a building comes from the
//! deck of its period, and a seat constructs at most one building per worker per turn
//! (a worker is placed once a turn, workers never exceed `rules.max_workers`) and one
//! per market space (9); so B = Σ over periods of min(building cards in the period's
//! deck, turns of the period × min(max_workers, 9)), at most `state::MAX_BUILDINGS`.
//! With the shipped set B = 35 (19 + 11 + 5) and the space has 12,105 indices for every
//! player count, 10,368 of them constructions (24 × 2 × 36 placements × 6 choices).
//! Actions name no seat, so an index means the same action for every seat.
//!
//! **Observations.** The vector holds the whole view: the turn, period, the first
//! player and the seat to act (counted from the observer), the pending bonus; each
//! market space (its card, one-hot over the set's cards, and its tokens by value) and
//! slot (workers per seat); the event and future event (one-hot over the set's events)
//! and their tokens; the piles (undealt cards per deck, events left, the token
//! reserve, discarded tokens, cards and events); and per seat, from the observer on:
//! resources, residence, workers, phase, techniques and powers used, kept tokens, the
//! event and bonuses, and the neighbourhood position by position (building type
//! one-hot over the set's building cards, and the inclined flag), since action indices
//! name buildings by position. Its length depends on the card set and the player
//! count: 1,952 numbers for 2 players with the shipped set, and 747 more per seat
//! (the layout, with every field's meaning, comes from [`Observation::with_layout`]).

use crate::actions::*;
use crate::cards::{CardId, CardKind, Components, EventKind, Period, Power};
use crate::market::{slot_name, NUM_SLOTS, SLOT_SPACES, SPACES};
use crate::state::{Phase, Spyrium, MAX_BUILDINGS};
use crate::view::View;
use gaslamp_core::tensors::{seat_place, seat_written, ActionBlock, Observation, Tensors};
use gaslamp_core::Seat;

/// A bound on the buildings one seat can own with this card set (see the module
/// documentation): per period, the fewer of the period deck's building cards and the
/// constructions its turns allow (one per worker and per market space each turn).
pub fn max_buildings(cards: &Components) -> usize {
    let per_turn = (cards.rules.max_workers as usize).min(SPACES);
    let mut total = 0;
    for period in Period::ALL {
        let turns = cards.rules.turns.iter().filter(|&&p| p == period).count();
        let copies = cards.period_cards[period.index()]
            .iter()
            .filter(|&&c| cards.card(c).kind == CardKind::Building)
            .count();
        total += copies.min(turns * per_turn);
    }
    total.min(MAX_BUILDINGS)
}

/// The blocks, in index order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Block {
    Bonus,
    Pass,
    Place,
    Money,
    /// Activations of characters and techniques.
    Call,
    /// Activations of buildings (constructions).
    Construct,
    Use,
    /// The event; `true`: with `phase2`.
    Windfall(bool),
    EventOption(bool),
    Overtime(bool),
    Recruitment(bool),
    LatePlacement(bool),
}

const BLOCKS: [Block; 17] = [
    Block::Bonus,
    Block::Pass,
    Block::Place,
    Block::Money,
    Block::Call,
    Block::Construct,
    Block::Use,
    Block::Windfall(false),
    Block::EventOption(false),
    Block::Overtime(false),
    Block::Recruitment(false),
    Block::LatePlacement(false),
    Block::Windfall(true),
    Block::EventOption(true),
    Block::Overtime(true),
    Block::Recruitment(true),
    Block::LatePlacement(true),
];

/// Codes of the optional parts: 0 = none; a token or Commerce value 1..3; residence
/// 1 = move, 2 = score.
fn value_code(v: Option<u8>) -> Option<usize> {
    match v {
        None => Some(0),
        Some(v @ 1..=3) => Some(v as usize),
        Some(_) => None,
    }
}

fn value_of(code: usize) -> Option<u8> {
    (code > 0).then_some(code as u8)
}

fn residence_code(r: Option<ResidenceChoice>) -> usize {
    match r {
        None => 0,
        Some(ResidenceChoice::Move) => 1,
        Some(ResidenceChoice::Score) => 2,
    }
}

fn residence_of(code: usize) -> Option<ResidenceChoice> {
    match code {
        1 => Some(ResidenceChoice::Move),
        2 => Some(ResidenceChoice::Score),
        _ => None,
    }
}

/// The position of `code` among the set bits of `mask`.
fn rank(mask: u64, code: usize) -> usize {
    (mask & ((1u64 << code) - 1)).count_ones() as usize
}

/// The `k`-th set bit of `mask`.
fn select(mut mask: u64, k: usize) -> usize {
    for _ in 0..k {
        mask &= mask - 1;
    }
    mask.trailing_zeros() as usize
}

/// The sizes of the index space, read off a card set (no allocation: it is computed
/// for every call).
#[derive(Clone, Copy, Debug)]
struct Space {
    /// Building positions (B).
    buildings: usize,
    /// The most options of a building.
    uses: usize,
    /// 2 when the set has the technique, else 1 (only `false`).
    lobbying: usize,
    taylorism: usize,
    /// Commerce values: 4 (none, 1, 2, 3) when the set has Commerce, else 1.
    commerce: usize,
    /// Choices of a character or technique activation: bit (token×4+commerce)×3+residence.
    call: u64,
    /// Choices of a construction: bit commerce×3+residence.
    construct: u64,
    windfall: bool,
    /// The most options of an options event, and 3 residence codes if one has a
    /// residence action (else 1).
    options: usize,
    option_residence: usize,
    overtime: bool,
    recruitment: bool,
    late_placement: bool,
}

impl Space {
    fn new(cards: &Components) -> Space {
        let has = |p: Power| cards.technique_of[p as usize].is_some();
        let commerce = has(Power::Commerce);
        let residences = |r: bool| if r { 1..3 } else { 0..1 };
        let mut call = 0u64;
        let mut construct = 0u64;
        let mut uses = 0;
        for card in &cards.cards {
            match card.kind {
                CardKind::Technique => call |= 1,
                CardKind::Character => {
                    let tokens = if card.tokens { 1..4 } else { 0..1 };
                    for t in tokens {
                        for c in 0..4 {
                            // Commerce changes a chosen token to another value.
                            if c != 0 && (!commerce || t == 0 || c == t) {
                                continue;
                            }
                            for r in residences(card.effect.residence) {
                                call |= 1 << ((t * 4 + c) * 3 + r);
                            }
                        }
                    }
                }
                CardKind::Building => {
                    uses = uses.max(card.uses.len());
                    // Commerce changes the building's token (whose value the action
                    // does not name).
                    let values = if commerce && card.tokens { 4 } else { 1 };
                    for c in 0..values {
                        for r in residences(card.on_build.residence) {
                            construct |= 1 << (c * 3 + r);
                        }
                    }
                }
            }
        }
        let mut s = Space {
            buildings: max_buildings(cards),
            uses,
            lobbying: if has(Power::Lobbying) { 2 } else { 1 },
            taylorism: if has(Power::Taylorism) { 2 } else { 1 },
            commerce: if commerce { 4 } else { 1 },
            call,
            construct,
            windfall: false,
            options: 0,
            option_residence: 1,
            overtime: false,
            recruitment: false,
            late_placement: false,
        };
        for e in &cards.events {
            match &e.kind {
                EventKind::Windfall => s.windfall = true,
                EventKind::Options(opts) => {
                    s.options = s.options.max(opts.len());
                    if opts.iter().any(|o| o.residence) {
                        s.option_residence = 3;
                    }
                }
                EventKind::Overtime { .. } => s.overtime = true,
                EventKind::Recruitment { .. } => s.recruitment = true,
                EventKind::LatePlacement => s.late_placement = true,
            }
        }
        s
    }

    fn calls(&self) -> usize {
        self.call.count_ones() as usize
    }

    fn constructs(&self) -> usize {
        self.construct.count_ones() as usize
    }

    fn len(&self, block: Block) -> usize {
        let sides = NUM_SLOTS * 2;
        match block {
            Block::Bonus => 2,
            Block::Pass => 1,
            Block::Place => NUM_SLOTS,
            Block::Money => NUM_SLOTS * 3,
            Block::Call => sides * self.lobbying * self.calls(),
            Block::Construct => sides * self.lobbying * (self.buildings + 1) * self.constructs(),
            Block::Use => self.buildings * self.uses * self.taylorism,
            Block::Windfall(_) => usize::from(self.windfall) * 3 * self.commerce,
            Block::EventOption(_) => self.options * self.option_residence,
            Block::Overtime(_) => usize::from(self.overtime) * self.buildings * self.uses,
            Block::Recruitment(_) => usize::from(self.recruitment),
            Block::LatePlacement(_) => usize::from(self.late_placement) * NUM_SLOTS,
        }
    }

    fn total(&self) -> usize {
        BLOCKS.iter().map(|&b| self.len(b)).sum()
    }

    /// The block and the index inside it, if the action has one.
    fn locate(&self, action: &Action) -> Option<(Block, usize)> {
        let slot_ok = |slot: u8| (slot as usize) < NUM_SLOTS;
        let (block, local) = match *action {
            Action::Bonus { bonus } => (Block::Bonus, bonus as usize),
            Action::Pass => (Block::Pass, 0),
            Action::Place { slot } => (Block::Place, slot_ok(slot).then_some(slot as usize)?),
            Action::GainMoney { slot, card } => {
                if !slot_ok(slot) {
                    return None;
                }
                let (a, b) = SLOT_SPACES[slot as usize];
                let c = match card {
                    None => 0,
                    Some(p) if p == a => 1,
                    Some(p) if p == b => 2,
                    Some(_) => return None,
                };
                (Block::Money, slot as usize * 3 + c)
            }
            Action::Activate(a) => {
                if !slot_ok(a.slot) {
                    return None;
                }
                let (first, second) = SLOT_SPACES[a.slot as usize];
                let side = if a.card == first {
                    0
                } else if a.card == second {
                    1
                } else {
                    return None;
                };
                let lobbying = usize::from(a.lobbying);
                if lobbying >= self.lobbying {
                    return None;
                }
                let head = (a.slot as usize * 2 + side) * self.lobbying + lobbying;
                let t = value_code(a.token)?;
                let c = value_code(a.commerce)?;
                let r = residence_code(a.residence);
                match a.placement {
                    None => {
                        let code = (t * 4 + c) * 3 + r;
                        if self.call & (1 << code) == 0 {
                            return None;
                        }
                        (Block::Call, head * self.calls() + rank(self.call, code))
                    }
                    Some(placement) => {
                        let code = c * 3 + r;
                        if t != 0 || self.construct & (1 << code) == 0 {
                            return None;
                        }
                        let p = match placement {
                            Placement::NewSpace => 0,
                            Placement::Replace(i) if (i as usize) < self.buildings => {
                                1 + i as usize
                            }
                            Placement::Replace(_) => return None,
                        };
                        let place = head * (self.buildings + 1) + p;
                        (
                            Block::Construct,
                            place * self.constructs() + rank(self.construct, code),
                        )
                    }
                }
            }
            Action::UseBuilding {
                building,
                option,
                taylorism,
            } => {
                let (b, o, t) = (building as usize, option as usize, usize::from(taylorism));
                if b >= self.buildings || o >= self.uses || t >= self.taylorism {
                    return None;
                }
                (Block::Use, (b * self.uses + o) * self.taylorism + t)
            }
            Action::Event {
                begin_activation: p2,
                choice,
            } => match choice {
                EventChoice::Windfall { gain, commerce } => {
                    let c = value_code(commerce)?;
                    if c >= self.commerce {
                        return None;
                    }
                    (Block::Windfall(p2), gain as usize * self.commerce + c)
                }
                EventChoice::Option { index, residence } => {
                    let r = residence_code(residence);
                    if index as usize >= self.options || r >= self.option_residence {
                        return None;
                    }
                    (
                        Block::EventOption(p2),
                        index as usize * self.option_residence + r,
                    )
                }
                EventChoice::Overtime { building, option } => {
                    let (b, o) = (building as usize, option as usize);
                    if b >= self.buildings || o >= self.uses {
                        return None;
                    }
                    (Block::Overtime(p2), b * self.uses + o)
                }
                EventChoice::Recruitment => (Block::Recruitment(p2), 0),
                EventChoice::LatePlacement { slot } => (
                    Block::LatePlacement(p2),
                    slot_ok(slot).then_some(slot as usize)?,
                ),
            },
        };
        (local < self.len(block)).then_some((block, local))
    }

    fn index(&self, action: &Action) -> Option<usize> {
        let (block, local) = self.locate(action)?;
        let offset: usize = BLOCKS
            .iter()
            .take_while(|&&b| b != block)
            .map(|&b| self.len(b))
            .sum();
        Some(offset + local)
    }

    fn action(&self, mut index: usize) -> Option<Action> {
        let mut block = None;
        for &b in &BLOCKS {
            let n = self.len(b);
            if index < n {
                block = Some(b);
                break;
            }
            index -= n;
        }
        let i = index;
        let activation = |head: usize| {
            let lobbying = head % self.lobbying == 1;
            let slot_side = head / self.lobbying;
            let (first, second) = SLOT_SPACES[slot_side / 2];
            let card = [first, second][slot_side % 2];
            let mut a = Activation::new((slot_side / 2) as u8, card);
            a.lobbying = lobbying;
            a
        };
        Some(match block? {
            Block::Bonus => Action::Bonus {
                bonus: [BonusKind::Worker, BonusKind::Money][i],
            },
            Block::Pass => Action::Pass,
            Block::Place => Action::Place { slot: i as u8 },
            Block::Money => {
                let slot = (i / 3) as u8;
                let (a, b) = SLOT_SPACES[slot as usize];
                Action::GainMoney {
                    slot,
                    card: [None, Some(a), Some(b)][i % 3],
                }
            }
            Block::Call => {
                let code = select(self.call, i % self.calls());
                let mut a = activation(i / self.calls());
                a.token = value_of(code / 12);
                a.commerce = value_of(code / 3 % 4);
                a.residence = residence_of(code % 3);
                Action::Activate(a)
            }
            Block::Construct => {
                let code = select(self.construct, i % self.constructs());
                let place = i / self.constructs();
                let mut a = activation(place / (self.buildings + 1));
                a.placement = Some(match place % (self.buildings + 1) {
                    0 => Placement::NewSpace,
                    p => Placement::Replace(p as u8 - 1),
                });
                a.commerce = value_of(code / 3);
                a.residence = residence_of(code % 3);
                Action::Activate(a)
            }
            Block::Use => Action::UseBuilding {
                building: (i / self.taylorism / self.uses) as u8,
                option: (i / self.taylorism % self.uses) as u8,
                taylorism: i % self.taylorism == 1,
            },
            Block::Windfall(p2) => Action::Event {
                begin_activation: p2,
                choice: EventChoice::Windfall {
                    gain: [Gain::Money, Gain::Spyrium, Gain::Vp][i / self.commerce],
                    commerce: value_of(i % self.commerce),
                },
            },
            Block::EventOption(p2) => Action::Event {
                begin_activation: p2,
                choice: EventChoice::Option {
                    index: (i / self.option_residence) as u8,
                    residence: residence_of(i % self.option_residence),
                },
            },
            Block::Overtime(p2) => Action::Event {
                begin_activation: p2,
                choice: EventChoice::Overtime {
                    building: (i / self.uses) as u8,
                    option: (i % self.uses) as u8,
                },
            },
            Block::Recruitment(p2) => Action::Event {
                begin_activation: p2,
                choice: EventChoice::Recruitment,
            },
            Block::LatePlacement(p2) => Action::Event {
                begin_activation: p2,
                choice: EventChoice::LatePlacement { slot: i as u8 },
            },
        })
    }

    /// The name and meaning of a block.
    fn describe(&self, block: Block) -> (String, String) {
        let slots = (0..NUM_SLOTS as u8)
            .map(slot_name)
            .collect::<Vec<_>>()
            .join(" ");
        let b = self.buildings;
        let u = self.uses;
        let l = self.lobbying;
        let choices = |mask: u64, parts: &dyn Fn(usize) -> String| {
            let mut list = Vec::new();
            let mut m = mask;
            while m != 0 {
                let code = m.trailing_zeros() as usize;
                list.push(format!("{} = {}", list.len(), parts(code)));
                m &= m - 1;
            }
            list.join(", ")
        };
        let words = |t: usize, c: usize, r: usize| {
            let mut w = Vec::new();
            if t > 0 {
                w.push(format!("token {t}"));
            }
            if c > 0 {
                w.push(format!("commerce {c}"));
            }
            if r > 0 {
                w.push(["", "move", "score"][r].to_string());
            }
            if w.is_empty() {
                "nothing".to_string()
            } else {
                w.join(" ")
            }
        };
        let event =
            |p2: bool, rest: &str| format!("{}event{rest}", if p2 { "phase2 " } else { "" });
        match block {
            Block::Bonus => ("bonus worker|money".into(), "0 = worker, 1 = money".into()),
            Block::Pass => ("pass".into(), "0".into()),
            Block::Place => ("place <slot>".into(), format!("slot: 0..11 = {slots}")),
            Block::Money => (
                "money <slot> [@<card>]".into(),
                "slot×3+card; slot as in `place`; card 0 = none named, 1 = the slot's first \
                 space, 2 = its second (1-2: 1 then 2)"
                    .into(),
            ),
            Block::Call => (
                "activate <slot> @<card> [token <t>] [commerce <c>] [lobbying] [move|score]".into(),
                format!(
                    "characters and techniques: ((slot×2+side)×{l}+lobbying)×{}+choice; slot \
                     as in `place`; side 0 = the slot's first space, 1 = its second; \
                     lobbying 0/1; choice: {}",
                    self.calls(),
                    choices(self.call, &|code| words(code / 12, code / 3 % 4, code % 3)),
                ),
            ),
            Block::Construct => (
                "activate <slot> @<card> [commerce <c>] [lobbying] new|replace <n> [move|score]"
                    .into(),
                format!(
                    "buildings: (((slot×2+side)×{l}+lobbying)×{}+placement)×{}+choice; slot, \
                     side and lobbying as for characters; placement 0 = new, n = replace n \
                     (1..{b}); choice: {}",
                    b + 1,
                    self.constructs(),
                    choices(self.construct, &|code| words(0, code / 3, code % 3)),
                ),
            ),
            Block::Use => (
                "use <building>:<option> [taylorism]".into(),
                format!(
                    "((building-1)×{u}+(option-1))×{}+taylorism; building 1..{b}, taylorism 0/1",
                    self.taylorism
                ),
            ),
            Block::Windfall(p2) => (
                event(p2, " money|spyrium|vp [commerce <c>]"),
                format!(
                    "gain×{}+commerce; gain 0 = money, 1 = spyrium, 2 = vp; commerce 0 = none, \
                     else the value",
                    self.commerce
                ),
            ),
            Block::EventOption(p2) => (
                event(p2, " <option> [move|score]"),
                format!(
                    "(option-1)×{}+residence; residence 0 = none, 1 = move, 2 = score",
                    self.option_residence
                ),
            ),
            Block::Overtime(p2) => (
                event(p2, " use <building>:<option>"),
                format!("(building-1)×{u}+(option-1); building 1..{b}"),
            ),
            Block::Recruitment(p2) => (event(p2, ""), "0 (Recruitment)".into()),
            Block::LatePlacement(p2) => (event(p2, " place <slot>"), "slot, as in `place`".into()),
        }
    }
}

/// The index of a building type among the set's building cards (file order).
fn building_type(cards: &Components, c: CardId) -> usize {
    cards.cards[..c as usize]
        .iter()
        .filter(|k| k.kind == CardKind::Building)
        .count()
}

impl Tensors for Spyrium {
    fn action_blocks(&self) -> Vec<ActionBlock> {
        let s = Space::new(&self.cards);
        BLOCKS
            .iter()
            .map(|&b| {
                let (name, meaning) = s.describe(b);
                ActionBlock {
                    name,
                    len: s.len(b),
                    meaning,
                }
            })
            .collect()
    }

    fn num_distinct_actions(&self) -> usize {
        Space::new(&self.cards).total()
    }

    fn action_index(&self, _seat: Seat, action: &Action) -> Option<usize> {
        Space::new(&self.cards).index(action)
    }

    fn index_action(&self, _seat: Seat, index: usize) -> Option<Action> {
        Space::new(&self.cards).action(index)
    }

    fn encode_view(v: &View, out: &mut Observation) {
        let cards = &*v.cards;
        let p = &v.public;
        let n = p.players.len();
        let obs = v.observer;
        let place = |seat: usize| seat_place(obs, seat, n);
        let num_cards = cards.cards.len();
        let num_events = cards.events.len();
        let types = cards
            .cards
            .iter()
            .filter(|c| c.kind == CardKind::Building)
            .count();
        let b = max_buildings(cards);

        out.observer(obs, n);
        out.scalar(
            "turn",
            "the current turn, 1-based (turns + 1 once the game is over)",
            f32::from(p.turn),
        );
        out.one_hot(
            "period",
            "the current turn's period: A, B, C",
            3,
            Some(cards.period_of_turn(p.turn as usize).index()),
        );
        out.flag("over", "the game is over", p.over);
        out.one_hot(
            "first_player",
            "the turn's first player, counted from the observer",
            n,
            Some(place(p.first_player as usize)),
        );
        out.one_hot(
            "to_act",
            "the seat to act, counted from the observer; all 0 once the game is over",
            n,
            (!p.over).then(|| place(p.current as usize)),
        );
        out.flag(
            "pending_bonus",
            "the seat to act must choose its 8 VP bonus",
            p.pending_bonus,
        );
        let m = &p.market;
        for pos in 0..SPACES {
            out.begin_group("space", pos);
            out.one_hot(
                "card",
                "the card on this market space (1-9 read like a keypad), one-hot over the \
                 set's cards in file order; all 0 for an empty space",
                num_cards,
                m.cards[pos].map(|c| c as usize),
            );
            out.numbers(
                "tokens",
                "tokens on the card, by value 1, 2, 3",
                m.tokens[pos].iter().map(|&t| f32::from(t)),
            );
            out.end_group();
        }
        for slot in 0..NUM_SLOTS {
            out.begin_group("slot", slot);
            out.numbers(
                "workers",
                "workers in the slot (slots as in the action `place`), per seat counted \
                 from the observer",
                (0..n).map(|k| f32::from(m.workers[slot][seat_written(obs, k, n)])),
            );
            out.end_group();
        }
        out.one_hot(
            "event",
            "the turn's event, one-hot over the set's events; all 0 without one",
            num_events,
            p.event.map(|e| e as usize),
        );
        out.one_hot(
            "event_token",
            "the value of the token on the turn's event (1, 2, 3); all 0 without one",
            3,
            p.event_token.map(|t| t as usize - 1),
        );
        out.one_hot(
            "future_event",
            "the event on the Future events space, one-hot over the set's events",
            num_events,
            p.future_event.map(|e| e as usize),
        );
        out.one_hot(
            "future_token",
            "the value of the token on the future event (1, 2, 3)",
            3,
            p.future_token.map(|t| t as usize - 1),
        );
        out.numbers(
            "deck_left",
            "undealt cards in the period decks A, B, C",
            v.deck_left.iter().map(|&d| f32::from(d)),
        );
        out.scalar(
            "events_left",
            "events not revealed yet",
            f32::from(v.events_left),
        );
        out.scalar(
            "reserve",
            "face-down tokens in the reserve",
            f32::from(v.reserve),
        );
        out.numbers(
            "token_discard",
            "discarded tokens, by value 1, 2, 3",
            p.token_discard.iter().map(|&t| f32::from(t)),
        );
        out.counts(
            "discard",
            "discarded cards, counted per card of the set (file order)",
            num_cards,
            p.discard.iter().map(|&c| c as usize),
        );
        out.counts(
            "events_discarded",
            "past events, 1 per event of the set (file order)",
            num_events,
            p.events_discarded.iter().map(|&e| e as usize),
        );
        for k in 0..n {
            let pl = &p.players[seat_written(obs, k, n)];
            out.begin_group("seat", k);
            out.scalar("money", "£", pl.money as f32);
            out.scalar("spyrium", "Spyrium crystals", pl.spyrium as f32);
            out.scalar("score", "points on the score track", pl.score as f32);
            out.scalar(
                "residence",
                "the disc's space on the residence track, 0 = the first",
                f32::from(pl.residence),
            );
            out.scalar("workers", "workers owned", f32::from(pl.workers));
            out.scalar("active", "workers on the start card", f32::from(pl.active));
            out.scalar(
                "in_market",
                "workers in the market",
                f32::from(pl.in_market),
            );
            out.one_hot(
                "phase",
                "Phase I (placement), Phase II (activation), passed",
                3,
                Some(match pl.phase {
                    Phase::Placement => 0,
                    Phase::Activation => 1,
                    Phase::Passed => 2,
                }),
            );
            out.numbers(
                "techniques",
                "1 per technique patented: crane, capitalization, commerce, automation, \
                 engineering, taylorism, lobbying",
                Power::ALL.iter().map(|&w| f32::from(u8::from(pl.has(w)))),
            );
            out.numbers(
                "powers_used",
                "1 per once-per-turn power used this turn (techniques' order)",
                Power::ALL
                    .iter()
                    .map(|&w| f32::from(u8::from(pl.powers_used & w.bit() != 0))),
            );
            out.numbers(
                "kept",
                "tokens kept with Commerce, by value 1, 2, 3",
                pl.kept.iter().map(|&t| f32::from(t)),
            );
            out.flag("event_used", "has used this turn's event", pl.event_used);
            out.scalar(
                "bonuses",
                "score-track bonuses received (0, 1, 2)",
                f32::from(pl.bonuses),
            );
            out.one_hot(
                "first_bonus",
                "the first bonus taken: worker, money; all 0 before it",
                2,
                pl.first_bonus.map(|bk| bk as usize),
            );
            out.scalar(
                "building_count",
                "buildings in the neighbourhood",
                pl.buildings.len() as f32,
            );
            out.counts(
                "buildings",
                "the neighbourhood by position (the building numbers of actions, 1 first): \
                 position×T+type, one-hot over the T building cards of the set (file order) \
                 at each of the B positions; all 0 for an empty position",
                b * types,
                pl.buildings
                    .iter()
                    .enumerate()
                    .map(|(i, &c)| i * types + building_type(cards, c)),
            );
            out.numbers(
                "inclined",
                "1 per inclined building, by position",
                (0..b).map(|i| f32::from(u8::from(pl.is_inclined(i)))),
            );
            out.end_group();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::{action_text, parse_action};
    use crate::Components;
    use gaslamp_core::Observer;
    use gaslamp_core::{rng_from_seed, Game};
    use rand::Rng;

    #[test]
    fn tensors_conform_for_every_player_count() {
        for players in 2..=5 {
            let r = gaslamp_core::testing::tensors_conformance::<Spyrium>(
                &Components::builtin(),
                players,
                100,
                2000,
            );
            assert_eq!(r.num_distinct_actions, 12_105);
            assert!(r.indices_seen > 500, "{r:?}");
            eprintln!("{players} players: {r:?}");
        }
    }

    #[test]
    fn the_shipped_set_owns_at_most_35_buildings() {
        assert_eq!(max_buildings(&Components::builtin()), 35);
    }

    /// Every index names an action whose notation reads back to the same index, and
    /// so does every legal action of random games.
    #[test]
    fn indices_round_trip_through_the_notation() {
        let g = Spyrium::new_game(&Components::builtin(), 3, 0, None).unwrap();
        let round_trip = |g: &Spyrium, i: usize| {
            let a = g.index_action(0, i).unwrap();
            let back = parse_action(&action_text(&a)).unwrap();
            assert_eq!(back, a, "{}", action_text(&a));
            g.action_index(0, &back)
        };
        for i in 0..g.num_distinct_actions() {
            assert_eq!(round_trip(&g, i), Some(i));
        }
        let mut rng = rng_from_seed(9);
        let mut legal = Vec::new();
        for players in 2..=5 {
            for seed in 0..3 {
                let mut g = Spyrium::new_game(&Components::builtin(), players, seed, None).unwrap();
                while !g.is_over() {
                    let seat = g.to_act().first().unwrap();
                    legal.clear();
                    g.legal_actions_into(seat, &mut legal);
                    for a in &legal {
                        let i = g.action_index(seat, a).unwrap();
                        assert_eq!(round_trip(&g, i), Some(i));
                    }
                    let a = legal[rng.gen_range(0..legal.len())];
                    g.apply_unchecked(seat, &a);
                }
            }
        }
    }

    /// With money topped up before every action, and constructions in new spaces
    /// preferred, seats build as much as workers and the market allow: they stay
    /// within [`max_buildings`], and every legal action keeps its index.
    #[test]
    fn unlimited_money_stays_within_the_building_bound() {
        let mut rng = rng_from_seed(3);
        let mut legal = Vec::new();
        let mut most = 0;
        for players in [2, 5] {
            for seed in 0..20 {
                let mut g = Spyrium::new_game(&Components::builtin(), players, seed, None).unwrap();
                while !g.is_over() {
                    let seat = g.to_act().first().unwrap();
                    g.edit().players[seat].money = 500;
                    g.edit().players[seat].spyrium = 50;
                    legal.clear();
                    g.legal_actions_into(seat, &mut legal);
                    for a in &legal {
                        let i = g
                            .action_index(seat, a)
                            .expect("a legal action has an index");
                        assert_eq!(g.index_action(seat, i).as_ref(), Some(a));
                    }
                    let builds: Vec<_> = legal
                        .iter()
                        .filter(|a| match a {
                            Action::Activate(x) => x.placement == Some(Placement::NewSpace),
                            Action::Place { .. } => true,
                            _ => false,
                        })
                        .collect();
                    let a = if !builds.is_empty() && rng.gen_bool(0.9) {
                        *builds[rng.gen_range(0..builds.len())]
                    } else {
                        legal[rng.gen_range(0..legal.len())]
                    };
                    g.apply_unchecked(seat, &a);
                    most = most.max(g.player(seat).buildings.len());
                }
            }
        }
        assert!(most <= max_buildings(&Components::builtin()));
        assert!(
            most >= 10,
            "only {most} buildings: the test does not build much"
        );
        eprintln!("most buildings owned: {most}");
    }

    #[test]
    fn a_token_with_a_placement_has_no_index() {
        let g = Spyrium::new_game(&Components::builtin(), 2, 0, None).unwrap();
        let mut a = Activation::new(0, 1);
        a.token = Some(1);
        a.placement = Some(Placement::NewSpace);
        assert_eq!(g.action_index(0, &Action::Activate(a)), None);
        a.token = None;
        assert!(g.action_index(0, &Action::Activate(a)).is_some());
        // Nor does a card that is not next to the slot, or a building beyond B.
        let mut far = Activation::new(0, 8);
        far.placement = Some(Placement::NewSpace);
        assert_eq!(g.action_index(0, &Action::Activate(far)), None);
        a.placement = Some(Placement::Replace(35));
        assert_eq!(g.action_index(0, &Action::Activate(a)), None);
        a.placement = Some(Placement::Replace(34));
        assert!(g.action_index(0, &Action::Activate(a)).is_some());
    }

    #[test]
    fn the_observer_comes_first() {
        let mut g = Spyrium::new_game(&Components::builtin(), 3, 4, None).unwrap();
        g.edit().players[1].money = 17;
        g.edit().players[2].money = 5;
        let mut o = Observation::with_layout();
        Spyrium::encode_view(&g.view(Observer::Seat(1)), &mut o);
        let at = |name: &str| {
            o.layout()
                .iter()
                .find(|f| f.name == name)
                .unwrap_or_else(|| panic!("no field {name}"))
                .offset
        };
        assert_eq!(o.values()[at("seat[0].money")], 17.0);
        assert_eq!(o.values()[at("seat[1].money")], 5.0);
        let to_act = at("to_act");
        let current = g.public().current as usize;
        assert_eq!(o.values()[to_act + (current + 3 - 1) % 3], 1.0);
        // A building at position 2 is written in that position's part of the field.
        let types = Components::builtin()
            .cards
            .iter()
            .filter(|c| c.kind == CardKind::Building)
            .count();
        let mine = Components::builtin().card_by_id("mine-2").unwrap();
        let palace = Components::builtin().card_by_id("palace").unwrap();
        g.edit().players[1].buildings.push(palace);
        g.edit().players[1].buildings.push(mine);
        g.edit().players[1].inclined = 0b10;
        let mut o2 = Observation::with_layout();
        Spyrium::encode_view(&g.view(Observer::Seat(1)), &mut o2);
        let f = o2
            .layout()
            .iter()
            .find(|f| f.name == "seat[0].buildings")
            .unwrap();
        assert_eq!(f.len, 35 * types);
        let mine_type = building_type(&Components::builtin(), mine);
        assert_eq!(o2.values()[f.offset + types + mine_type], 1.0);
        assert_eq!(
            o2.values()[f.offset..f.offset + f.len].iter().sum::<f32>(),
            2.0
        );
        let inclined = o2
            .layout()
            .iter()
            .find(|f| f.name == "seat[0].inclined")
            .unwrap();
        assert_eq!(
            o2.values()[inclined.offset..inclined.offset + 2],
            [0.0, 1.0]
        );
    }

    /// The sizes the module documentation gives for the shipped set.
    #[test]
    fn sizes_with_the_shipped_set() {
        for players in 2..=5 {
            let g = Spyrium::new_game(&Components::builtin(), players, 0, None).unwrap();
            let mut o = Observation::new();
            Spyrium::encode_view(&g.view(Observer::Spectator), &mut o);
            assert_eq!(g.num_distinct_actions(), 12_105);
            assert_eq!(o.len(), 1952 + 747 * (players - 2));
        }
    }
}
