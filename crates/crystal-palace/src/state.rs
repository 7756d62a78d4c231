//! The game state: what every seat owns, the boards, and the piles. The state is
//! split into what is public ([`Public`]) and what nobody sees ([`Hidden`]: the
//! orders of the face-down piles, and the seats' secret dice before the reveal), so
//! that a view is the public part plus the observer's own secrets, and a bot's
//! sample is the view plus freshly shuffled hidden parts.

use crate::card_set::CardSet;
use crate::components::{Components, LOCATIONS, ROUNDS};
use crate::effects::{Count, Effect};
use gaslamp_core::Seat;
use serde::Serialize;
use std::collections::VecDeque;
use std::sync::Arc;
use tinyvec::{ArrayVec, TinyVec};

// The state is cloned on every step of a search, so what changes during a game is
// kept in fixed-capacity inline storage (no allocation on clone: a clone is a
// copy). The capacities follow from the rules and the component file, whose
// validation refuses a file that would exceed them (`components.rs`).

/// Seats at the table.
pub const MAX_SEATS: usize = 5;
/// Dice a seat rolls (the rules' `max_dice` is at most 6).
pub const MAX_DICE: usize = 6;
/// Patents in a component file: a seat, a pile or the bottom of the deck holds at
/// most all of them (prototypes are built patents).
pub const MAX_PATENTS: usize = 48;
/// Characters in a component file.
pub const MAX_CHARACTERS: usize = 48;
/// Research tiles in a component file (a pile holds tiles of one back).
pub const MAX_TILES: usize = 64;
/// Shares in a component file.
pub const MAX_SHARES: usize = 32;
/// Flyer spaces on the buzz track (a seat collects a flyer once a space).
pub const MAX_FLYER_SPACES: usize = 16;
/// Loan tiles in the box.
pub const MAX_LOANS: usize = 40;
/// Research spaces on a player mat.
pub const MAX_RESEARCH: usize = 12;
/// Placement spaces and action spaces of a location side.
pub const MAX_SPACES: usize = 12;
/// Black Market spaces.
pub const MAX_MARKET: usize = 16;
/// Port ticket spaces.
pub const MAX_TICKETS: usize = 10;
/// Possibilities of the Port or the Station.
pub const MAX_POSSIBILITIES: usize = 8;
/// Face-up cards, tiles or shares of a location's display.
pub const MAX_DISPLAY: usize = 8;
/// Loans beyond the research spaces kept inline; more (rare) spill to the heap.
pub const INLINE_EXTRA_LOANS: usize = 4;

/// A seat's cards of one kind, or a pile's, in order.
pub type Cards<const N: usize> = ArrayVec<[u16; N]>;
/// A face-down pile (cards, tiles, shares) in the hidden part: component indices as
/// `u8` (every capacity is at most 64), which makes the state some 450 bytes
/// smaller to copy; the JSON holds the same numbers.
pub type Pile<const N: usize> = ArrayVec<[u8; N]>;

// A pile's indices fit in a `u8`.
const _: () =
    assert!(MAX_PATENTS <= 256 && MAX_CHARACTERS <= 256 && MAX_TILES <= 256 && MAX_SHARES <= 256);
// A seat's cards fit in a card set.
const _: () = assert!(
    MAX_PATENTS <= CardSet::CAPACITY
        && MAX_CHARACTERS <= CardSet::CAPACITY
        && MAX_SHARES <= CardSet::CAPACITY
);

/// A pile's indices as a list of cards (converted over the whole inline array, a
/// loop the compiler vectorizes, rather than pushed one by one).
pub(crate) fn widen<const N: usize>(pile: &Pile<N>) -> Cards<N> {
    let data: [u16; N] = std::array::from_fn(|i| u16::from(pile.as_inner()[i]));
    Cards::from_array_len(data, pile.len())
}

/// A list of cards (indices below the pile's capacity, at most 256) as a pile.
pub(crate) fn narrow<const N: usize>(cards: &Cards<N>) -> Pile<N> {
    let data: [u8; N] = std::array::from_fn(|i| cards.as_inner()[i] as u8);
    Pile::from_array_len(data, cards.len())
}

/// A display: a card (tile, share) on each space, `None` when taken.
pub type Display = ArrayVec<[Option<u16>; MAX_DISPLAY]>;
/// One entry per seat.
pub type PerSeat<T> = ArrayVec<[T; MAX_SEATS]>;
/// `placed[location][space]`: the die on each placement space of every location.
pub type Placed = [ArrayVec<[Option<PlacedDie>; MAX_SPACES]>; LOCATIONS];
/// `acted[location][action space]`: the seat whose die took it.
pub type Acted = [ArrayVec<[Option<u8>; MAX_SPACES]>; LOCATIONS];

/// A research space on a player mat.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Slot {
    #[default]
    Empty,
    /// A research tile (its index in the component set).
    Tile { tile: u16 },
    /// A loan tile: its penalty (negative VP) and whether it was paid back.
    Loan { penalty: i8, repaid: bool },
    /// A £10 note placed at the end of the game.
    Note,
}

/// One seat's belongings and positions.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Player {
    pub nation: u16,
    pub money: i32,
    /// £ the seat owes and must raise before the game goes on (RULINGS 4).
    pub debt: i32,
    pub gears: i32,
    pub energy: i32,
    pub newspapers: u8,
    pub income: u8,
    pub vp: i32,
    /// Dice the seat rolls in phase 1 (owned, not ticketed).
    pub dice: u8,
    /// Dice gained after this round's reveal: usable from the next round.
    pub new_dice: u8,
    /// Dice left at the Port under a ticket.
    pub ticketed: u8,
    /// This round's revealed dice values (set at the reveal).
    pub rolled: ArrayVec<[u8; MAX_DICE]>,
    /// Dice not placed yet in phase 2: how many of each value (index 1..=6).
    pub unplaced: [u8; 7],
    /// Passed in phase 2: places no more dice this round.
    pub passed: bool,
    /// Prototypes built this round (at most 2).
    pub built: u8,
    pub westminster: u8,
    pub buzz: u8,
    /// Poster spaces holding this seat's buzz tokens (at most 2).
    pub tokens: ArrayVec<[u8; crate::buzz::TOKENS]>,
    /// The seat's objective level (0: the start space).
    pub objective: u8,
    pub research: ArrayVec<[Slot; MAX_RESEARCH]>,
    /// Loans beyond the research spaces (RULINGS 12): penalty, repaid.
    pub extra_loans: TinyVec<[(i8, bool); INLINE_EXTRA_LOANS]>,
    /// Patents, prototypes (built patents), characters and shares: sets, since what a
    /// seat owns has no order (listed in component order).
    pub patents: CardSet,
    pub prototypes: CardSet,
    pub characters: CardSet,
    pub shares: CardSet,
    /// Flyers already collected (each once a seat).
    pub flyers: Cards<MAX_FLYER_SPACES>,
}

/// A die on a placement space.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub struct PlacedDie {
    pub seat: u8,
    pub value: u8,
    /// Resolved in phase 3 (acted, passed, or paid £1).
    pub resolved: bool,
}

/// The phases of a round (1-7), and the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Stage {
    /// Phase 1: every seat chooses its dice values in secret.
    Commit,
    /// Phase 2: the seat `turn` places a die or passes.
    Place { turn: u8 },
    /// Phase 3: locations resolved in order.
    Resolve,
    /// Phase 4: the `k`-th seat from the start player pays salaries (`paid`: done,
    /// its abilities next, once any debt is raised).
    Salary { k: u8, paid: bool },
    /// Phase 5: the `k`-th seat's turn to build; `started` once its phase-5
    /// abilities were used.
    Build { k: u8, started: bool },
    /// Phase 6: step 1-4, for the `k`-th seat.
    Income { step: u8, k: u8 },
    /// The game is over and scored.
    Over,
}

impl Stage {
    /// The phase number, 1-7 (0 when over).
    pub fn phase(self) -> u8 {
        match self {
            Stage::Commit => 1,
            Stage::Place { .. } => 2,
            Stage::Resolve => 3,
            Stage::Salary { .. } => 4,
            Stage::Build { .. } => 5,
            Stage::Income { .. } => 6,
            Stage::Over => 0,
        }
    }
}

/// Where a green (phase-6) bonus comes from.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, serde::Deserialize,
)]
#[serde(tag = "source", rename_all = "snake_case")]
pub enum GreenSource {
    /// A permanent research tile on research space `slot`.
    Tile { slot: u8 },
    /// An own assistant on Black Market space `space`.
    Market { space: u8 },
    /// A character's phase-6 ability.
    Character { card: u16 },
    /// The Pocket Watch.
    Watch,
}

/// A decision some seat owes before the game goes on (besides the phase's own:
/// dice, placement, phase-3 dice, building).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "decision", rename_all = "snake_case")]
pub enum Decision {
    /// An Assistant action; `free`: a Black Market placement costs nothing.
    Assistant { seat: u8, free: bool },
    /// After placing a die in phase 2: move one own Black Market assistant down.
    Drop { seat: u8 },
    /// Use one green bonus once.
    Green { seat: u8 },
    /// Choose one alternative of an effect.
    Choose {
        seat: u8,
        effect: Effect,
        source: String,
    },
    /// Place a buzz token on the poster at `space`, or not.
    Poster { seat: u8, space: u8 },
}

impl Decision {
    pub fn seat(&self) -> Seat {
        match *self {
            Decision::Assistant { seat, .. }
            | Decision::Drop { seat }
            | Decision::Green { seat }
            | Decision::Choose { seat, .. }
            | Decision::Poster { seat, .. } => seat as Seat,
        }
    }
}

/// Everything every seat may see.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Public {
    pub players: PerSeat<Player>,
    /// 1 to 5.
    pub round: u8,
    pub stage: Stage,
    pub start: u8,
    /// Decisions owed, first first.
    pub queue: VecDeque<Decision>,
    /// `placed[location][space]`.
    pub placed: Placed,
    /// `acted[location][action space]`: the seat whose die took it.
    pub acted: Acted,
    /// Port and Station possibilities used this round.
    pub used: [ArrayVec<[bool; MAX_POSSIBILITIES]>; 2],
    /// Port ticket spaces: the seat and die value there.
    pub tickets: ArrayVec<[Option<(u8, u8)>; MAX_TICKETS]>,
    /// Face-up patents at the Patent Office (`None`: taken).
    pub patent_display: Display,
    pub character_display: Display,
    pub museum: Display,
    pub bank: Display,
    /// The patent deck's top card (face up, not choosable).
    pub patent_top: Option<u16>,
    pub character_top: Option<u16>,
    /// Cards put back under the decks, bottom last, in order (public, RULINGS 13).
    pub patent_bottom: Cards<MAX_PATENTS>,
    pub character_bottom: Cards<MAX_CHARACTERS>,
    /// Black Market spaces, bottom first: the seat of the assistant there.
    pub market: ArrayVec<[Option<u8>; MAX_MARKET]>,
    pub market_gears: u8,
    pub publisher: u16,
    /// The flyer on each flyer space of the rules (same order).
    pub flyers: Cards<MAX_FLYER_SPACES>,
    /// Seats in the order they reached space 40 of the buzz track.
    pub arrivals: PerSeat<u8>,
    pub watch: Option<u8>,
    /// Loan tiles left in the box.
    pub loans_left: u8,
    /// Whether each seat has chosen its dice this round (not what).
    pub committed: PerSeat<bool>,
    /// Violet tiles left in the blue and orange stacks.
    pub violet_left: [u8; 2],
    /// The start player of round 1 when every dice total ties (drawn at setup).
    pub first_tiebreak: u8,
    /// The final scores with their parts, once the game is over.
    pub final_scores: Option<Vec<FinalScore>>,
    /// The trades made since the last action that was not a trade (the trading
    /// window: `docs/crystal-palace-rules.md`, "Trading windows").
    pub window: Window,
    /// Phase 3: the die resolved next, as (location, placement space); `None`
    /// outside phase 3. It follows from `stage` and `placed` and is kept up to date
    /// where they change (a phase starts, a die is resolved), so that
    /// [`Public::current_die`], asked several times a step, reads it instead of
    /// scanning the boards. Not serialized: the JSON is what it was without it.
    #[serde(skip)]
    pub(crate) next_die: Option<(u8, u8)>,
}

/// The trades of the current trading window (RULINGS 21): what was traded since the
/// last action that was not a trade, by which seat. Within a window a seat cannot
/// undo a trade (no selling what it bought, no loan after a repayment, and the
/// reverse), and makes at most [`Window::MAX_TRADES`] trades while it owes nothing,
/// so no sequence of trades goes on for ever.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub struct Window {
    /// The seat that traded in it.
    pub seat: u8,
    /// The kinds of trade made: bit `i` for `Trade::ALL[i]`.
    pub made: u16,
    /// Trades made while owing nothing.
    pub count: u8,
}

impl Window {
    /// The most trades a seat makes in one window while it owes nothing.
    pub const MAX_TRADES: u8 = 12;

    /// Whether `trade` was made in this window by `seat`.
    pub fn made(&self, seat: usize, trade: crate::actions::Trade) -> bool {
        self.seat as usize == seat && self.made & trade.bit() != 0
    }

    /// Trades `seat` made in this window while owing nothing.
    pub fn count(&self, seat: usize) -> u8 {
        if self.seat as usize == seat {
            self.count
        } else {
            0
        }
    }

    /// Records a trade of `seat` (`owing`: made to raise a debt).
    pub fn record(&mut self, seat: usize, trade: crate::actions::Trade, owing: bool) {
        if self.seat as usize != seat {
            *self = Window {
                seat: seat as u8,
                ..Window::default()
            };
        }
        self.made |= trade.bit();
        if !owing {
            self.count = self.count.saturating_add(1);
        }
    }
}

impl Public {
    /// Phase 3: the die resolved next, as (location, placement space): locations in
    /// order; at each, the highest die first, ties by the leftmost.
    pub fn current_die(&self) -> Option<(usize, usize)> {
        if self.stage != Stage::Resolve {
            return None;
        }
        let die = self.next_die.map(|(l, s)| (l as usize, s as usize));
        debug_assert_eq!(die, self.find_die(), "the phase-3 die kept is stale");
        die
    }

    /// Marks the current phase-3 die, on placement space `space` of `loc`, resolved,
    /// and finds the next one.
    pub(crate) fn resolve_die(&mut self, loc: usize, space: usize) {
        if let Some(d) = &mut self.placed[loc][space] {
            d.resolved = true;
        }
        // The dice are resolved location by location: the next is at `loc` or after.
        self.next_die = self.find_die_from(loc).map(|(l, s)| (l as u8, s as u8));
    }

    /// Sets the die resolved next after a change of `stage` or `placed` (a phase
    /// starts, a die is resolved).
    pub(crate) fn update_die(&mut self) {
        self.next_die = self.find_die().map(|(l, s)| (l as u8, s as u8));
    }

    /// The die resolved next, found by scanning the boards (see
    /// [`Public::current_die`]).
    fn find_die(&self) -> Option<(usize, usize)> {
        self.find_die_from(0)
    }

    /// The die resolved next at location `first` or after.
    fn find_die_from(&self, first: usize) -> Option<(usize, usize)> {
        if self.stage != Stage::Resolve {
            return None;
        }
        for (l, spaces) in self.placed.iter().enumerate().skip(first) {
            let mut best: Option<(u8, usize)> = None;
            for (i, d) in spaces.iter().enumerate() {
                if let Some(d) = d {
                    if !d.resolved && best.is_none_or(|(v, _)| d.value > v) {
                        best = Some((d.value, i));
                    }
                }
            }
            if let Some((_, i)) = best {
                return Some((l, i));
            }
        }
        None
    }
}

/// One seat's final score and its parts.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct FinalScore {
    /// VP before the end's scoring.
    pub track: i32,
    pub buzz: i32,
    pub market: i32,
    pub objective: i32,
    pub loans: i32,
    pub empty_research: i32,
    pub abilities: i32,
    pub total: i32,
}

/// A seat's secret phase-1 choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Commit {
    /// The values, highest first; `0` pads unused entries.
    pub values: [u8; 6],
    /// 4 newspapers spent on an extra die rolled at once.
    pub extra: bool,
}

/// What nobody sees: pile orders (their contents are public knowledge, see the view)
/// and the seats' pending dice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Hidden {
    /// The patent deck below the top card and above the known bottom cards.
    pub patent_middle: Pile<MAX_PATENTS>,
    pub character_middle: Pile<MAX_CHARACTERS>,
    /// Green research tiles, next first.
    pub green: Pile<MAX_TILES>,
    pub violet_blue: Pile<MAX_TILES>,
    pub violet_orange: Pile<MAX_TILES>,
    /// The shares of each later round, drawn first first (`shares[r]` for round r+1).
    pub shares: [Pile<MAX_SHARES>; ROUNDS],
    /// Loan penalties, next first.
    pub loans: ArrayVec<[i8; MAX_LOANS]>,
    /// Each seat's chosen dice before the reveal.
    pub commits: PerSeat<Option<Commit>>,
}

/// A Crystal Palace game.
#[derive(Debug)]
pub struct CrystalPalace {
    pub(crate) c: Arc<Components>,
    pub(crate) p: Public,
    pub(crate) h: Hidden,
    /// Decisions raised by the step being applied, moved to the front of the queue
    /// when it ends (always empty between actions).
    pub(crate) staged: Vec<Decision>,
}

// Copies. A search copies a state several times a rollout step (each candidate action
// is tried on a copy), so `clone_from` writes into the copy it is given, field by
// field (no whole state built aside and moved in): the fields held inline are
// assigned, the few that may hold an allocation reuse the copy's own, and the shared
// components are not counted again when both states share them already. What a copy
// holds is what `clone` makes.

/// Copies `$src` into `$dst` field by field: the `copy` fields are assigned, the
/// `clone` fields cloned into what `$dst` holds. Every field must be named (the
/// fields are bound by destructuring), so a new one does not compile until it is
/// listed.
macro_rules! copy_fields {
    ($dst:expr, $src:expr, $ty:ident { copy: $($c:ident),+; clone: $($h:ident),+ }) => {{
        let $ty { $($c,)+ $($h,)+ } = $src;
        let dst = $dst;
        $(dst.$c = *$c;)+
        $(dst.$h.clone_from($h);)+
    }};
}

impl Clone for CrystalPalace {
    fn clone(&self) -> Self {
        CrystalPalace {
            c: Arc::clone(&self.c),
            p: self.p.clone(),
            h: self.h,
            staged: self.staged.clone(),
        }
    }

    fn clone_from(&mut self, o: &Self) {
        if !Arc::ptr_eq(&self.c, &o.c) {
            self.c = Arc::clone(&o.c);
        }
        copy_fields!(&mut self.p, &o.p, Public {
            copy: round, stage, start, placed, acted, used, tickets, patent_display,
                character_display, museum, bank, patent_top, character_top, patent_bottom,
                character_bottom, market, market_gears, publisher, flyers, arrivals, watch,
                loans_left, committed, violet_left, first_tiebreak, window, next_die;
            clone: players, queue, final_scores
        });
        self.h = o.h;
        self.staged.clone_from(&o.staged);
    }
}

impl PartialEq for CrystalPalace {
    fn eq(&self, o: &Self) -> bool {
        self.p == o.p && self.h == o.h && self.c.id == o.c.id
    }
}

impl CrystalPalace {
    pub fn components(&self) -> &Components {
        &self.c
    }

    pub fn public(&self) -> &Public {
        &self.p
    }

    pub fn round(&self) -> u8 {
        self.p.round
    }

    pub fn stage(&self) -> Stage {
        self.p.stage
    }

    pub fn player(&self, seat: Seat) -> &Player {
        &self.p.players[seat]
    }

    pub(crate) fn n(&self) -> usize {
        self.p.players.len()
    }

    /// The seat `k` places after the start player (clockwise).
    pub(crate) fn in_order(&self, k: usize) -> Seat {
        (self.p.start as usize + k) % self.n()
    }

    /// Round index 0-4 for tables by round.
    pub(crate) fn ri(&self) -> usize {
        (self.p.round as usize).clamp(1, 5) - 1
    }

    /// Assistants of `seat` on the Black Market.
    pub fn market_assistants(&self, seat: Seat) -> usize {
        self.p
            .market
            .iter()
            .filter(|s| **s == Some(seat as u8))
            .count()
    }

    /// Assistants of `seat` in its supply (one always lives on the objective track).
    pub fn supply_assistants(&self, seat: Seat) -> usize {
        (self.c.rules.assistants as usize)
            .saturating_sub(1)
            .saturating_sub(self.market_assistants(seat))
    }

    /// Total dice of `seat`, ticketed and not-yet-usable ones included.
    pub fn total_dice(&self, seat: Seat) -> u8 {
        let p = &self.p.players[seat];
        p.dice + p.new_dice + p.ticketed
    }

    /// Research tiles on `seat`'s mat.
    pub fn tiles_of(&self, seat: Seat) -> usize {
        self.p.players[seat]
            .research
            .iter()
            .filter(|s| matches!(s, Slot::Tile { .. }))
            .count()
    }

    /// Loans of `seat` (open and repaid).
    pub fn loans_of(&self, seat: Seat) -> usize {
        let p = &self.p.players[seat];
        p.research
            .iter()
            .filter(|s| matches!(s, Slot::Loan { .. }))
            .count()
            + p.extra_loans.len()
    }

    /// Open loans of `seat`.
    pub fn open_loans(&self, seat: Seat) -> usize {
        self.loans_open(seat).filter(|&open| open).count()
    }

    /// Whether `seat` has a loan not paid back (without counting them all).
    pub fn has_open_loan(&self, seat: Seat) -> bool {
        self.loans_open(seat).any(|open| open)
    }

    /// For each research space and each loan beside the mat: whether it holds a
    /// loan not paid back.
    fn loans_open(&self, seat: Seat) -> impl Iterator<Item = bool> + '_ {
        let p = &self.p.players[seat];
        p.research
            .iter()
            .map(|s| matches!(s, Slot::Loan { repaid: false, .. }))
            .chain(p.extra_loans.iter().map(|l| !l.1))
    }

    /// How many `count` `seat` has.
    pub fn count(&self, seat: Seat, count: Count) -> i32 {
        let p = &self.p.players[seat];
        (match count {
            Count::Characters => p.characters.len(),
            Count::Prototypes => p.prototypes.len(),
            Count::Patents => p.patents.len(),
            Count::Cards => p.characters.len() + p.prototypes.len(),
            Count::Newspapers => p.newspapers as usize,
            Count::Gears => p.gears.max(0) as usize,
            Count::Energy => p.energy.max(0) as usize,
            Count::Shares => p.shares.len(),
            Count::Tiles => self.tiles_of(seat),
            Count::Dice => self.total_dice(seat) as usize,
            Count::Loans => self.loans_of(seat),
            Count::Westminster => p.westminster as usize,
            Count::Assistants => self.market_assistants(seat),
            Count::BuzzTokens => p.tokens.len(),
        }) as i32
    }

    /// The green bonuses `seat` has now.
    pub fn green_sources(&self, seat: Seat) -> Vec<GreenSource> {
        self.green_sources_iter(seat).collect()
    }

    /// The green bonuses `seat` has now, in the order of [`Self::green_sources`],
    /// without collecting them (whether there is any is asked on every step).
    pub(crate) fn green_sources_iter(&self, seat: Seat) -> impl Iterator<Item = GreenSource> + '_ {
        let p = &self.p.players[seat];
        let tiles = p.research.iter().enumerate().filter_map(|(i, s)| match *s {
            Slot::Tile { tile } if self.c.tiles[tile as usize].permanent => {
                Some(GreenSource::Tile { slot: i as u8 })
            }
            _ => None,
        });
        let market = self.p.market.iter().enumerate().filter_map(move |(i, s)| {
            (*s == Some(seat as u8) && !self.c.market_side(self.n()).spaces[i].bonus.is_empty())
                .then_some(GreenSource::Market { space: i as u8 })
        });
        let characters = p.characters.iter().filter_map(|card| {
            matches!(
                &self.c.characters[card as usize].ability,
                Some((crate::components::AbilityPhase::Phase6, _))
            )
            .then_some(GreenSource::Character { card })
        });
        let watch = (self.p.watch == Some(seat as u8)).then_some(GreenSource::Watch);
        tiles.chain(market).chain(characters).chain(watch)
    }

    /// The effect of a green bonus.
    pub fn green_effect(&self, seat: Seat, source: GreenSource) -> Option<Effect> {
        let p = &self.p.players[seat];
        match source {
            GreenSource::Tile { slot } => match p.research.get(slot as usize) {
                Some(Slot::Tile { tile }) if self.c.tiles[*tile as usize].permanent => {
                    Some(self.c.tiles[*tile as usize].effect.clone())
                }
                _ => None,
            },
            GreenSource::Market { space } => (self.p.market.get(space as usize).copied().flatten()
                == Some(seat as u8))
            .then(|| {
                self.c.market_side(self.n()).spaces[space as usize]
                    .bonus
                    .clone()
            }),
            GreenSource::Character { card } => {
                if !p.characters.contains(card) {
                    return None;
                }
                match &self.c.characters[card as usize].ability {
                    Some((crate::components::AbilityPhase::Phase6, e)) => Some(e.clone()),
                    _ => None,
                }
            }
            GreenSource::Watch => {
                (self.p.watch == Some(seat as u8)).then(|| self.c.rules.watch.clone())
            }
        }
    }

    /// The seats holding a placed die at `loc`, for views and tests.
    pub fn dice_at(&self, loc: usize) -> Vec<(usize, PlacedDie)> {
        self.p.placed[loc]
            .iter()
            .enumerate()
            .filter_map(|(i, d)| d.map(|d| (i, d)))
            .collect()
    }
}

/// Empty boards for `players` seats: the dice on each location's placement spaces,
/// and the seats on its action spaces.
pub(crate) fn empty_boards(c: &Components, players: usize) -> (Placed, Acted) {
    let sides = &c.locations[players - 2];
    let placed = std::array::from_fn(|l| {
        let mut v = ArrayVec::new();
        v.resize(sides[l].placement.len(), None);
        v
    });
    let acted = std::array::from_fn(|l| {
        let mut v = ArrayVec::new();
        v.resize(sides[l].actions.len(), None);
        v
    });
    (placed, acted)
}
