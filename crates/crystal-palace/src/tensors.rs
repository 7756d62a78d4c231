//! Crystal Palace as numbers (`gaslamp_core::tensors`): a fixed action index space
//! and an observation vector made from a view.
//!
//! # The action index space
//!
//! The space follows from the component set and the player count alone (never from
//! the position). Its blocks, in index order (`action_blocks` gives each one's length
//! and how an index inside it is made):
//!
//! | block | indices |
//! |---|---|
//! | `dice <values>` | every multiset of 0 to `max_dice` die values (1-6): by size, then in increasing lexicographic order of the values written highest first (`dice 1 1 1 1` before `dice 2 1 1 1`) |
//! | `dice <values> extra` | likewise, sizes 1 to `max_dice` (the extra die included) |
//! | `place <value> <location> <space>` | locations in phase-3 order, their placement spaces left to right, the values the space accepts (its minimum to 6) |
//! | `pass`, `westminster`, `times`, `objective`, `market new`, `skip`, `poster` | one each |
//! | `patent <card>` | one per patent of the set |
//! | `tile <tile>` | one per green research tile (only green tiles are displayed in the Museum) |
//! | `tile <tile> over <space>` | green tile × research space (up to the most research spaces of a nation) |
//! | `share <share>`, `character <card>` | one per share, per character |
//! | `port\|station <possibility>` | one per possibility index (the Port's or the Station's, whichever location is acting; as many as the larger side has) |
//! | `build <card> for <target>` | patent × target, the target counted from the acting seat (0: itself, 1: the next seat, …) so that one policy serves every seat |
//! | `market move <tier>` | Black Market tiers but the top one (nothing is above it) |
//! | `drop <tier>` | Black Market tiers |
//! | `green tile <space>` | research spaces |
//! | `green market <tier>` | the Black Market tiers that have a bonus |
//! | `green character <card>` | the characters with a phase-6 ability |
//! | `green watch` | one |
//! | `choose <alternative>` | up to the most alternatives of an effect of the set (0 if no effect offers a choice) |
//! | the ten trades (`newspapers die` … `repay`) | one each, in [`Trade::ALL`]'s order |
//!
//! # The observation
//!
//! Written from the view alone; seats are written from the observer on (the
//! observer first; a spectator from seat 0), and every seat that appears as a value
//! (the seat of a placed die, of a Black Market assistant, the start player, …) is
//! written as its place in that order. In order:
//!
//! - the game: the observer's seat (absolute), over, the round, the phase (one-hot) and
//!   whose turn it is in phases 2, 4, 5 and 6, the salary/build flags and the income
//!   step, the start player, the round-1 tie-break seat;
//! - the decision at the head of the queue (kind, seat, free placement, the number of
//!   alternatives of a choice, the poster) and the queue's length; the phase-3 die that
//!   acts next;
//! - the boards: every placement space (the die's seat, value, resolved), every action
//!   space (the seat that took it), the Port's and the Station's used possibilities,
//!   the ticket spaces, the Black Market tiers, the banner gears;
//! - the displays as presence over the set (patents, characters, Museum tiles, Bank
//!   shares), the decks' top cards, the cards under the decks, the publisher, the flyer
//!   on each flyer space, the Pocket Watch, the loan tiles and violet tiles left;
//! - the observer's own dice before the reveal (counts by value, extra) and no one
//!   else's;
//! - the face-down piles, whose contents are public knowledge: presence over the set
//!   (and the loans by penalty);
//! - each seat: nation, money, debt, gears, energy, newspapers, income, VP, dice (owned,
//!   new, ticketed), this round's rolled and unplaced dice by value, passed, built,
//!   Westminster, buzz, buzz tokens (by poster), objective, committed, place of arrival
//!   at the end of the buzz track, each research space (kind, tile, loan penalty,
//!   repaid), the loans beyond the research spaces, patents, prototypes, characters,
//!   shares and flyers held (presence over the set), and the final score's parts once
//!   the game is over.
//!
//! Fixed bounds: the research spaces are written up to the most research spaces of a
//! nation of the set (a seat's missing spaces are all 0); lists of the set's items
//! (cards held, piles) are presence vectors over the set; everything else has one
//! entry per space, seat or item of the set and player count.

use crate::actions::{Action, Trade};
use crate::components::{AbilityPhase, Components, Location, TileBack, ROUNDS};
use crate::effects::Effect;
use crate::state::{Decision, GreenSource, Slot, Stage};
use crate::{CrystalPalace, View};
use gaslamp_core::tensors::{seat_place, seat_written, ActionBlock, Observation, Tensors};
use gaslamp_core::Seat;
use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;

/// Die faces.
const FACES: usize = 6;

/// The blocks of the index space, in index order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Block {
    Dice,
    DiceExtra,
    Place,
    Pass,
    Westminster,
    Times,
    Objective,
    MarketNew,
    Skip,
    Poster,
    Patent,
    Tile,
    TileOver,
    Share,
    Character,
    Possibility,
    Build,
    MarketMove,
    Drop,
    GreenTile,
    GreenMarket,
    GreenCharacter,
    GreenWatch,
    Choose,
    LoanOver,
    /// `Trade::ALL[i]`.
    Trade(u8),
}

/// The blocks before the trades.
const FIXED_BLOCKS: [Block; 25] = [
    Block::Dice,
    Block::DiceExtra,
    Block::Place,
    Block::Pass,
    Block::Westminster,
    Block::Times,
    Block::Objective,
    Block::MarketNew,
    Block::Skip,
    Block::Poster,
    Block::Patent,
    Block::Tile,
    Block::TileOver,
    Block::Share,
    Block::Character,
    Block::Possibility,
    Block::Build,
    Block::MarketMove,
    Block::Drop,
    Block::GreenTile,
    Block::GreenMarket,
    Block::GreenCharacter,
    Block::GreenWatch,
    Block::Choose,
    Block::LoanOver,
];

const BLOCKS: usize = FIXED_BLOCKS.len() + Trade::ALL.len();

impl Block {
    fn id(self) -> usize {
        match self {
            Block::Trade(t) => FIXED_BLOCKS.len() + t as usize,
            b => FIXED_BLOCKS.iter().position(|&x| x == b).unwrap_or(0),
        }
    }

    fn from_id(id: usize) -> Block {
        FIXED_BLOCKS
            .get(id)
            .copied()
            .unwrap_or_else(|| Block::Trade((id - FIXED_BLOCKS.len()) as u8))
    }
}

/// `n` choose `k`.
fn binomial(n: usize, k: usize) -> usize {
    if k > n {
        return 0;
    }
    let k = k.min(n - k);
    (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
}

/// How many multisets of `m` values there are among `t` values.
fn multisets(m: usize, t: usize) -> usize {
    if t == 0 {
        usize::from(m == 0)
    } else {
        binomial(m + t - 1, t - 1)
    }
}

/// The rank of a list of die values written highest first among the lists of its
/// length, in increasing lexicographic order (all 1s first, all 6s last).
fn dice_rank(values: &[u8]) -> usize {
    let k = values.len();
    let mut r = 0;
    for (i, &x) in values.iter().enumerate() {
        for y in 1..x as usize {
            r += multisets(k - i - 1, y);
        }
    }
    r
}

/// The list of `k` die values of rank `r` (the inverse of [`dice_rank`]).
fn dice_unrank(k: usize, mut r: usize) -> [u8; 6] {
    let mut out = [0u8; 6];
    for (i, v) in out.iter_mut().enumerate().take(k) {
        let mut x = 1;
        loop {
            let c = multisets(k - i - 1, x);
            if r < c || x == FACES {
                break;
            }
            r -= c;
            x += 1;
        }
        *v = x as u8;
    }
    out
}

/// Every effect of the set that can be applied in a game of `players` seats.
fn effects(c: &Components, players: usize) -> Vec<&Effect> {
    let r = &c.rules;
    let mut out: Vec<&Effect> = Vec::new();
    out.extend(r.posters.iter().map(|p| &p.bonus));
    out.extend(r.westminster_steps.iter());
    out.push(&r.westminster_beyond);
    out.push(&r.watch);
    for side in &c.locations[players - 2] {
        out.extend(side.actions.iter());
        out.extend(side.possibilities.iter().map(|p| &p.effect));
    }
    out.extend(c.market_side(players).spaces.iter().map(|s| &s.bonus));
    out.extend(c.patents.iter().map(|p| &p.effect));
    for ch in &c.characters {
        out.push(&ch.instant);
        if let Some((_, e)) = &ch.ability {
            out.push(e);
        }
    }
    out.extend(c.tiles.iter().map(|t| &t.effect));
    out.extend(c.flyers.iter().map(|f| &f.effect));
    out
}

/// The index space of one component set and player count.
#[derive(Debug)]
struct Space {
    players: usize,
    max_dice: usize,
    /// The placement spaces in index order: (location, space, least value), and the
    /// first index (inside the block) of each.
    place: Vec<(u8, u8, u8)>,
    place_start: Vec<usize>,
    /// `place_at[location][space]`: the position in `place`.
    place_at: Vec<Vec<usize>>,
    patents: usize,
    /// Green research tiles in index order, and each tile's position among them.
    green_tiles: Vec<u16>,
    tile_pos: Vec<Option<usize>>,
    research: usize,
    shares: usize,
    characters: usize,
    possibilities: usize,
    market: usize,
    /// Black Market tiers with a bonus, and each tier's position among them.
    green_markets: Vec<u8>,
    market_pos: Vec<Option<usize>>,
    /// Characters with a phase-6 ability, and each character's position among them.
    green_characters: Vec<u16>,
    character_pos: Vec<Option<usize>>,
    alternatives: usize,
    /// First index and length of each block, by block id.
    start: [usize; BLOCKS],
    len: [usize; BLOCKS],
    total: usize,
}

impl Space {
    fn new(c: &Components, players: usize) -> Space {
        let max_dice = (c.rules.max_dice as usize).min(6);
        let mut place = Vec::new();
        let mut place_start = Vec::new();
        let mut place_at = Vec::new();
        let mut at = 0;
        for loc in Location::ALL {
            let mut row = Vec::new();
            for (i, s) in c.side(players, loc).placement.iter().enumerate() {
                row.push(place.len());
                place.push((loc.index() as u8, i as u8, s.min.clamp(1, 6)));
                place_start.push(at);
                at += FACES + 1 - s.min.clamp(1, 6) as usize;
            }
            place_at.push(row);
        }
        let place_len = at;
        let green_tiles: Vec<u16> = (0..c.tiles.len() as u16)
            .filter(|&t| c.tiles[t as usize].back == TileBack::Green)
            .collect();
        let mut tile_pos = vec![None; c.tiles.len()];
        for (i, &t) in green_tiles.iter().enumerate() {
            tile_pos[t as usize] = Some(i);
        }
        let research = c
            .nations
            .iter()
            .map(|n| n.research_spaces as usize)
            .max()
            .unwrap_or(0);
        let market_side = c.market_side(players);
        let market = market_side.spaces.len();
        let green_markets: Vec<u8> = (0..market as u8)
            .filter(|&i| !market_side.spaces[i as usize].bonus.is_empty())
            .collect();
        let mut market_pos = vec![None; market];
        for (i, &s) in green_markets.iter().enumerate() {
            market_pos[s as usize] = Some(i);
        }
        let green_characters: Vec<u16> = (0..c.characters.len() as u16)
            .filter(|&i| {
                matches!(
                    c.characters[i as usize].ability,
                    Some((AbilityPhase::Phase6, _))
                )
            })
            .collect();
        let mut character_pos = vec![None; c.characters.len()];
        for (i, &ch) in green_characters.iter().enumerate() {
            character_pos[ch as usize] = Some(i);
        }
        let possibilities = [Location::PortOfLondon, Location::WaterlooStation]
            .iter()
            .map(|&l| c.side(players, l).possibilities.len())
            .max()
            .unwrap_or(0);
        let alternatives = effects(c, players)
            .iter()
            .map(|e| e.alternatives.len())
            .filter(|&a| a > 1)
            .max()
            .unwrap_or(0);
        let dice: usize = (0..=max_dice).map(|k| multisets(k, FACES)).sum();
        let mut len = [1usize; BLOCKS];
        for b in FIXED_BLOCKS {
            len[b.id()] = match b {
                Block::Dice => dice,
                Block::DiceExtra => dice - 1,
                Block::Place => place_len,
                Block::Patent => c.patents.len(),
                Block::Tile => green_tiles.len(),
                Block::TileOver => green_tiles.len() * research,
                Block::Share => c.shares.len(),
                Block::Character => c.characters.len(),
                Block::Possibility => possibilities,
                Block::Build => c.patents.len() * players,
                Block::MarketMove => market.saturating_sub(1),
                Block::Drop => market,
                Block::GreenTile => research,
                Block::GreenMarket => green_markets.len(),
                Block::GreenCharacter => green_characters.len(),
                Block::Choose => alternatives,
                Block::LoanOver => research,
                _ => 1,
            };
        }
        let mut start = [0usize; BLOCKS];
        let mut total = 0;
        for id in 0..BLOCKS {
            start[id] = total;
            total += len[id];
        }
        Space {
            players,
            max_dice,
            place,
            place_start,
            place_at,
            patents: c.patents.len(),
            green_tiles,
            tile_pos,
            research,
            shares: c.shares.len(),
            characters: c.characters.len(),
            possibilities,
            market,
            green_markets,
            market_pos,
            green_characters,
            character_pos,
            alternatives,
            start,
            len,
            total,
        }
    }

    /// The first index of the multisets of `k` values (inside a dice block; the
    /// extra block starts at 1 value).
    fn dice_offset(k: usize, extra: bool) -> usize {
        (usize::from(extra)..k).map(|j| multisets(j, FACES)).sum()
    }

    /// The block of an action and its index inside the block.
    fn locate(&self, seat: Seat, action: &Action) -> Option<(Block, usize)> {
        let n = self.players;
        let inside = |i: usize, len: usize| (i < len).then_some(i);
        Some(match *action {
            Action::Dice { values, extra } => {
                let k = values.iter().take_while(|&&v| v > 0).count();
                let ok = k <= self.max_dice
                    && (k > 0 || !extra)
                    && values[k..].iter().all(|&v| v == 0)
                    && values[..k].iter().all(|&v| (1..=6).contains(&v))
                    && values[..k].windows(2).all(|w| w[0] >= w[1]);
                if !ok {
                    return None;
                }
                let b = if extra { Block::DiceExtra } else { Block::Dice };
                (b, Space::dice_offset(k, extra) + dice_rank(&values[..k]))
            }
            Action::Place {
                value,
                location,
                space,
            } => {
                let p = *self.place_at.get(location as usize)?.get(space as usize)?;
                let min = self.place[p].2;
                if !(min..=6).contains(&value) {
                    return None;
                }
                (Block::Place, self.place_start[p] + (value - min) as usize)
            }
            Action::Pass => (Block::Pass, 0),
            Action::Westminster => (Block::Westminster, 0),
            Action::Times => (Block::Times, 0),
            Action::Objective => (Block::Objective, 0),
            Action::MarketNew => (Block::MarketNew, 0),
            Action::Skip => (Block::Skip, 0),
            Action::Poster => (Block::Poster, 0),
            Action::Patent { card } => (Block::Patent, inside(card as usize, self.patents)?),
            Action::Tile { tile, over } => {
                let t = self.tile_pos.get(tile as usize).copied().flatten()?;
                match over {
                    None => (Block::Tile, t),
                    Some(s) => (
                        Block::TileOver,
                        t * self.research + inside(s as usize, self.research)?,
                    ),
                }
            }
            Action::Share { share } => (Block::Share, inside(share as usize, self.shares)?),
            Action::Character { card } => {
                (Block::Character, inside(card as usize, self.characters)?)
            }
            Action::Possibility { index } => (
                Block::Possibility,
                inside(index as usize, self.possibilities)?,
            ),
            Action::Build { card, target } => {
                let card = inside(card as usize, self.patents)?;
                let target = inside(target as usize, n)?;
                (Block::Build, card * n + (target + n - seat % n) % n)
            }
            Action::MarketMove { space } => (
                Block::MarketMove,
                inside(space as usize, self.market.saturating_sub(1))?,
            ),
            Action::Drop { space } => (Block::Drop, inside(space as usize, self.market)?),
            Action::Green { source } => match source {
                GreenSource::Tile { slot } => {
                    (Block::GreenTile, inside(slot as usize, self.research)?)
                }
                GreenSource::Market { space } => (
                    Block::GreenMarket,
                    self.market_pos.get(space as usize).copied().flatten()?,
                ),
                GreenSource::Character { card } => (
                    Block::GreenCharacter,
                    self.character_pos.get(card as usize).copied().flatten()?,
                ),
                GreenSource::Watch => (Block::GreenWatch, 0),
            },
            Action::Choose { alternative } => (
                Block::Choose,
                inside(alternative as usize, self.alternatives)?,
            ),
            Action::LoanOver { slot } => (Block::LoanOver, inside(slot as usize, self.research)?),
            Action::Trade { trade } => (
                Block::Trade(Trade::ALL.iter().position(|&t| t == trade)? as u8),
                0,
            ),
        })
    }

    fn index(&self, seat: Seat, action: &Action) -> Option<usize> {
        let (b, i) = self.locate(seat, action)?;
        (i < self.len[b.id()]).then(|| self.start[b.id()] + i)
    }

    fn action(&self, seat: Seat, index: usize) -> Option<Action> {
        if index >= self.total {
            return None;
        }
        // The last block starting at or before `index` (never an empty one: the
        // block after an empty block starts where it does).
        let id = self.start.partition_point(|&s| s <= index) - 1;
        let i = index - self.start[id];
        let n = self.players;
        Some(match Block::from_id(id) {
            Block::Dice | Block::DiceExtra => {
                let extra = Block::from_id(id) == Block::DiceExtra;
                let mut k = usize::from(extra);
                while Space::dice_offset(k + 1, extra) <= i {
                    k += 1;
                }
                Action::Dice {
                    values: dice_unrank(k, i - Space::dice_offset(k, extra)),
                    extra,
                }
            }
            Block::Place => {
                let p = self.place_start.partition_point(|&s| s <= i) - 1;
                let (location, space, min) = self.place[p];
                Action::Place {
                    value: min + (i - self.place_start[p]) as u8,
                    location,
                    space,
                }
            }
            Block::Pass => Action::Pass,
            Block::Westminster => Action::Westminster,
            Block::Times => Action::Times,
            Block::Objective => Action::Objective,
            Block::MarketNew => Action::MarketNew,
            Block::Skip => Action::Skip,
            Block::Poster => Action::Poster,
            Block::Patent => Action::Patent { card: i as u16 },
            Block::Tile => Action::Tile {
                tile: self.green_tiles[i],
                over: None,
            },
            Block::TileOver => Action::Tile {
                tile: self.green_tiles[i / self.research],
                over: Some((i % self.research) as u8),
            },
            Block::Share => Action::Share { share: i as u16 },
            Block::Character => Action::Character { card: i as u16 },
            Block::Possibility => Action::Possibility { index: i as u8 },
            Block::Build => Action::Build {
                card: (i / n) as u16,
                target: ((seat % n + i % n) % n) as u8,
            },
            Block::MarketMove => Action::MarketMove { space: i as u8 },
            Block::Drop => Action::Drop { space: i as u8 },
            Block::GreenTile => Action::Green {
                source: GreenSource::Tile { slot: i as u8 },
            },
            Block::GreenMarket => Action::Green {
                source: GreenSource::Market {
                    space: self.green_markets[i],
                },
            },
            Block::GreenCharacter => Action::Green {
                source: GreenSource::Character {
                    card: self.green_characters[i],
                },
            },
            Block::GreenWatch => Action::Green {
                source: GreenSource::Watch,
            },
            Block::Choose => Action::Choose {
                alternative: i as u8,
            },
            Block::LoanOver => Action::LoanOver { slot: i as u8 },
            Block::Trade(t) => Action::Trade {
                trade: Trade::ALL[t as usize],
            },
        })
    }

    fn blocks(&self, c: &Components) -> Vec<ActionBlock> {
        let n = self.players;
        let tile_ids = |v: &[u16]| -> String {
            v.iter()
                .map(|&t| c.tiles[t as usize].id.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        };
        (0..BLOCKS)
            .map(|id| {
                let (name, meaning): (String, String) = match Block::from_id(id) {
                    Block::Dice => (
                        "dice <values>".into(),
                        format!(
                            "the multisets of k die values (1-6) for k = 0 to {}: by k, each k starting at the sum of C(j+5, 5) for j < k; inside k, the values written highest first in increasing lexicographic order (all 1s first, all 6s last): the rank is the sum over positions i of C(k-i-1+y-1, y-1) for each y from 1 below the value at i",
                            self.max_dice
                        ),
                    ),
                    Block::DiceExtra => (
                        "dice <values> extra".into(),
                        format!(
                            "as `dice <values>` for k = 1 to {} values (the extra die included), each k starting at the sum of C(j+5, 5) for 1 <= j < k",
                            self.max_dice
                        ),
                    ),
                    Block::Place => (
                        "place <value> <location> <space>".into(),
                        format!(
                            "the placement spaces of the {n}-player boards, locations in phase-3 order (patents museum bank westminster club times port station), spaces left to right; for each, the values from the space's least value to 6. Spaces (least value): {}",
                            self.place
                                .iter()
                                .map(|&(l, s, m)| format!(
                                    "{} {} ({m})",
                                    Location::from_index(l as usize).short(),
                                    s + 1
                                ))
                                .collect::<Vec<_>>()
                                .join(", ")
                        ),
                    ),
                    Block::Pass => ("pass".into(), "one index".into()),
                    Block::Westminster => ("westminster".into(), "one index".into()),
                    Block::Times => ("times".into(), "one index".into()),
                    Block::Objective => ("objective".into(), "one index".into()),
                    Block::MarketNew => ("market new".into(), "one index".into()),
                    Block::Skip => ("skip".into(), "one index".into()),
                    Block::Poster => ("poster".into(), "one index".into()),
                    Block::Patent => (
                        "patent <card>".into(),
                        "the patent's position in the component set".into(),
                    ),
                    Block::Tile => (
                        "tile <tile>".into(),
                        format!(
                            "the tile's position among the green research tiles of the set: {}",
                            tile_ids(&self.green_tiles)
                        ),
                    ),
                    Block::TileOver => (
                        "tile <tile> over <space>".into(),
                        format!(
                            "green tile position (as in `tile <tile>`) × {} + research space - 1",
                            self.research
                        ),
                    ),
                    Block::Share => (
                        "share <share>".into(),
                        "the share's position in the component set".into(),
                    ),
                    Block::Character => (
                        "character <card>".into(),
                        "the character's position in the component set".into(),
                    ),
                    Block::Possibility => (
                        "port|station <possibility>".into(),
                        "the possibility's position on the acting location's side (the Port's or the Station's)".into(),
                    ),
                    Block::Build => (
                        "build <card> for <target>".into(),
                        format!(
                            "the patent's position in the component set × {n} + the target counted from the acting seat ((target - seat) mod {n}; 0: the acting seat itself, written `build <card>`)"
                        ),
                    ),
                    Block::MarketMove => (
                        "market move <tier>".into(),
                        "tier - 1 (the top tier has nothing above it)".into(),
                    ),
                    Block::Drop => ("drop <tier>".into(), "tier - 1".into()),
                    Block::LoanOver => (
                        "loan over <space>".into(),
                        "research space - 1 (a loan over the research tile there, when every space is taken)".into(),
                    ),
                    Block::GreenTile => ("green tile <space>".into(), "research space - 1".into()),
                    Block::GreenMarket => (
                        "green market <tier>".into(),
                        format!(
                            "the tier's position among the tiers with a bonus: {}",
                            self.green_markets
                                .iter()
                                .map(|t| (t + 1).to_string())
                                .collect::<Vec<_>>()
                                .join(", ")
                        ),
                    ),
                    Block::GreenCharacter => (
                        "green character <card>".into(),
                        format!(
                            "the character's position among the characters with a phase-6 ability: {}",
                            self.green_characters
                                .iter()
                                .map(|&ch| c.characters[ch as usize].id.as_str())
                                .collect::<Vec<_>>()
                                .join(", ")
                        ),
                    ),
                    Block::GreenWatch => ("green watch".into(), "one index".into()),
                    Block::Choose => (
                        "choose <alternative>".into(),
                        "alternative - 1".into(),
                    ),
                    Block::Trade(t) => (
                        Trade::ALL[t as usize].text().into(),
                        "one index".into(),
                    ),
                };
                ActionBlock {
                    name,
                    len: self.len[id],
                    meaning,
                }
            })
            .collect()
    }
}

/// Spaces computed so far on this thread, by component set (the same `Arc`) and
/// player count; the most recent first.
const CACHED: usize = 8;

/// A cached space: the component set, the player count, the space.
type Cached = (Arc<Components>, usize, Rc<Space>);

thread_local! {
    static SPACES: RefCell<Vec<Cached>> =
        const { RefCell::new(Vec::new()) };
}

fn space_of(c: &Arc<Components>, players: usize) -> Rc<Space> {
    SPACES.with(|cell| {
        let mut v = cell.borrow_mut();
        if let Some(i) = v
            .iter()
            .position(|(k, p, _)| *p == players && Arc::ptr_eq(k, c))
        {
            if i > 0 {
                let e = v.remove(i);
                v.insert(0, e);
            }
            return v[0].2.clone();
        }
        let s = Rc::new(Space::new(c, players));
        v.insert(0, (c.clone(), players, s.clone()));
        v.truncate(CACHED);
        s
    })
}

impl CrystalPalace {
    fn space(&self) -> Rc<Space> {
        space_of(&self.c, self.n())
    }
}

impl Tensors for CrystalPalace {
    fn action_blocks(&self) -> Vec<ActionBlock> {
        self.space().blocks(&self.c)
    }

    fn num_distinct_actions(&self) -> usize {
        self.space().total
    }

    fn action_index(&self, seat: Seat, action: &Action) -> Option<usize> {
        self.space().index(seat, action)
    }

    fn index_action(&self, seat: Seat, index: usize) -> Option<Action> {
        self.space().action(seat, index)
    }

    fn encode_view(v: &View, out: &mut Observation) {
        encode(v, out);
    }
}

const PHASES: [&str; 7] = [
    "commit", "place", "resolve", "salary", "build", "income", "over",
];

fn f(x: impl Into<f64>) -> f32 {
    x.into() as f32
}

fn encode(v: &View, out: &mut Observation) {
    let c = v.components();
    let p = &v.public;
    let n = p.players.len();
    let obs = v.observer;
    let place = |s: usize| (s < n).then(|| seat_place(obs, s, n));
    let research = c
        .nations
        .iter()
        .map(|x| x.research_spaces as usize)
        .max()
        .unwrap_or(0);
    let poster_index = |space: u8| c.rules.posters.iter().position(|x| x.space == space);
    let (np, nc, nt, ns) = (
        c.patents.len(),
        c.characters.len(),
        c.tiles.len(),
        c.shares.len(),
    );

    // The game.
    out.observer(obs, n);
    out.flag("over", "the game is over", v.over);
    out.one_hot(
        "round",
        "the round, 1-5 (index round - 1)",
        ROUNDS,
        (p.round as usize).checked_sub(1),
    );
    let (phase, turn) = match p.stage {
        Stage::Commit => (0, None),
        Stage::Place { turn } => (1, Some(turn as usize)),
        Stage::Resolve => (2, None),
        Stage::Salary { k, .. } => (3, Some((p.start as usize + k as usize) % n.max(1))),
        Stage::Build { k, .. } => (4, Some((p.start as usize + k as usize) % n.max(1))),
        Stage::Income { k, .. } => (5, Some((p.start as usize + k as usize) % n.max(1))),
        Stage::Over => (6, None),
    };
    let k_ok = match p.stage {
        Stage::Salary { k, .. } | Stage::Build { k, .. } | Stage::Income { k, .. } => {
            (k as usize) < n
        }
        _ => true,
    };
    out.one_hot(
        "phase",
        "the phase: commit (1), place (2), resolve (3), salary (4), build (5), income (6), over",
        PHASES.len(),
        Some(phase),
    );
    out.one_hot(
        "turn",
        "the seat whose turn the phase is (phase 2: the placer; phases 4-6: the seat being handled), as its place from the observer",
        n,
        turn.filter(|_| k_ok).and_then(place),
    );
    out.flag(
        "salary_paid",
        "phase 4: the seat's salaries are paid (its abilities next)",
        matches!(p.stage, Stage::Salary { paid: true, .. }),
    );
    out.flag(
        "build_started",
        "phase 5: the seat's phase-5 abilities were used",
        matches!(p.stage, Stage::Build { started: true, .. }),
    );
    out.one_hot(
        "income_step",
        "phase 6: the step, 1-4 (income, drop, green bonuses, posters; index step - 1)",
        4,
        match p.stage {
            Stage::Income { step, .. } => (step as usize).checked_sub(1).filter(|&s| s < 4),
            _ => None,
        },
    );
    out.one_hot(
        "start",
        "the start player, as its place from the observer",
        n,
        place(p.start as usize),
    );
    out.one_hot(
        "first_tiebreak",
        "round 1's start player when every dice total ties (drawn at setup), as its place from the observer",
        n,
        place(p.first_tiebreak as usize),
    );

    // The decision at the head of the queue.
    let head = p.queue.front();
    out.scalar(
        "queue_len",
        "decisions owed (the first is described below)",
        p.queue.len() as f32,
    );
    out.one_hot(
        "decision",
        "the kind of the first decision owed: assistant action, drop, green bonus, choice, poster; all 0 for none",
        5,
        head.map(|d| match d {
            Decision::Assistant { .. } => 0,
            Decision::Drop { .. } => 1,
            Decision::Green { .. } => 2,
            Decision::Choose { .. } => 3,
            Decision::Poster { .. } => 4,
        }),
    );
    out.one_hot(
        "decision_seat",
        "the seat that owes the first decision, as its place from the observer",
        n,
        head.and_then(|d| place(d.seat())),
    );
    out.flag(
        "decision_free",
        "the first decision is an Assistant action whose Black Market placement is free",
        matches!(head, Some(Decision::Assistant { free: true, .. })),
    );
    out.scalar(
        "decision_alternatives",
        "the first decision is a choice: its number of alternatives (else 0)",
        match head {
            Some(Decision::Choose { effect, .. }) => effect.alternatives.len() as f32,
            _ => 0.0,
        },
    );
    out.one_hot(
        "decision_poster",
        "the first decision is a poster: the poster (by its place in the rules' list)",
        c.rules.posters.len(),
        match head {
            Some(Decision::Poster { space, .. }) => poster_index(*space),
            _ => None,
        },
    );
    let spaces: usize = p.placed.iter().map(|l| l.len()).sum();
    out.one_hot(
        "current_die",
        "phase 3: the placement space whose die acts next (locations in phase-3 order, spaces left to right, flattened)",
        spaces,
        p.current_die().map(|(l, s)| {
            p.placed[..l].iter().map(|l| l.len()).sum::<usize>() + s
        }),
    );

    // The boards.
    let mut k = 0;
    for row in &p.placed {
        for d in row {
            out.begin_group("placement", k);
            out.one_hot(
                "seat",
                "the seat of the die on this placement space (locations in phase-3 order, spaces left to right), as its place from the observer",
                n,
                d.and_then(|d| place(d.seat as usize)),
            );
            out.scalar(
                "value",
                "the die's value (0: no die)",
                d.map_or(0.0, |d| f(d.value)),
            );
            out.flag(
                "resolved",
                "the die was resolved in phase 3",
                d.is_some_and(|d| d.resolved),
            );
            k += 1;
        }
    }
    out.end_group();
    let mut k = 0;
    for row in &p.acted {
        for a in row {
            out.begin_group("action_space", k);
            out.one_hot(
                "seat",
                "the seat whose die took this action space (locations in phase-3 order, spaces left to right), as its place from the observer",
                n,
                a.and_then(|s| place(s as usize)),
            );
            k += 1;
        }
    }
    out.end_group();
    out.numbers(
        "port_used",
        "1 for each Port possibility used this round (in the side's order)",
        p.used[0].iter().map(|&u| f(u8::from(u))),
    );
    out.numbers(
        "station_used",
        "1 for each Station possibility used this round (in the side's order)",
        p.used[1].iter().map(|&u| f(u8::from(u))),
    );
    for (i, t) in p.tickets.iter().enumerate() {
        out.begin_group("ticket", i);
        out.one_hot(
            "seat",
            "the seat of the die under this ticket, as its place from the observer",
            n,
            t.and_then(|(s, _)| place(s as usize)),
        );
        out.scalar(
            "value",
            "the die's value (0: free ticket space)",
            t.map_or(0.0, |(_, v)| f(v)),
        );
    }
    out.end_group();
    for (i, m) in p.market.iter().enumerate() {
        out.begin_group("market", i);
        out.one_hot(
            "seat",
            "the seat of the assistant on this Black Market tier (bottom first), as its place from the observer",
            n,
            m.and_then(|s| place(s as usize)),
        );
    }
    out.end_group();
    out.scalar(
        "market_gears",
        "gears left on the Black Market's banner",
        f(p.market_gears),
    );

    // Displays, decks, piles.
    out.counts(
        "patent_display",
        "1 for each patent face up at the Patent Office (by position in the set)",
        np,
        p.patent_display.iter().flatten().map(|&x| x as usize),
    );
    out.counts(
        "character_display",
        "1 for each character face up at the Reform Club (by position in the set)",
        nc,
        p.character_display.iter().flatten().map(|&x| x as usize),
    );
    out.counts(
        "museum",
        "1 for each research tile at the British Museum (by position in the set)",
        nt,
        p.museum.iter().flatten().map(|&x| x as usize),
    );
    out.counts(
        "bank",
        "1 for each share at the Bank of England (by position in the set)",
        ns,
        p.bank.iter().flatten().map(|&x| x as usize),
    );
    out.one_hot(
        "patent_top",
        "the patent deck's face-up top card (by position in the set)",
        np,
        p.patent_top.map(|x| x as usize),
    );
    out.one_hot(
        "character_top",
        "the character deck's face-up top card (by position in the set)",
        nc,
        p.character_top.map(|x| x as usize),
    );
    out.counts(
        "patent_bottom",
        "1 for each patent put back under the deck (by position in the set)",
        np,
        p.patent_bottom.iter().map(|&x| x as usize),
    );
    out.counts(
        "character_bottom",
        "1 for each character put back under the deck (by position in the set)",
        nc,
        p.character_bottom.iter().map(|&x| x as usize),
    );
    out.one_hot(
        "publisher",
        "the publisher side (by position in the set)",
        c.publishers.len(),
        Some(p.publisher as usize).filter(|&x| x < c.publishers.len()),
    );
    for (i, &fl) in p.flyers.iter().enumerate() {
        out.begin_group("flyer_space", i);
        out.one_hot(
            "flyer",
            "the flyer on this flyer space (spaces in the rules' order; flyers by position in the set)",
            c.flyers.len(),
            Some(fl as usize),
        );
    }
    out.end_group();
    out.one_hot(
        "watch",
        "the Pocket Watch's holder, as its place from the observer",
        n,
        p.watch.and_then(|s| place(s as usize)),
    );
    out.scalar("loans_left", "loan tiles left in the box", f(p.loans_left));
    out.numbers(
        "violet_left",
        "violet tiles left in the blue and orange stacks",
        p.violet_left.iter().map(|&x| f(x)),
    );

    // The observer's own dice before the reveal.
    out.flag(
        "my_dice_chosen",
        "the observer has chosen its dice this round (before the reveal)",
        v.my_dice.is_some(),
    );
    out.counts(
        "my_dice",
        "the observer's chosen dice by value (index value - 1), before the reveal",
        FACES,
        v.my_dice
            .iter()
            .flat_map(|d| d.values.iter().filter(|&&x| x > 0).map(|&x| x as usize - 1)),
    );
    out.flag(
        "my_dice_extra",
        "the observer's choice buys an extra die with newspapers",
        v.my_dice.is_some_and(|d| d.extra),
    );

    // The face-down piles (contents public, order hidden).
    let u = &v.unseen;
    out.counts(
        "unseen_patents",
        "1 for each patent in the deck below its top card (by position in the set)",
        np,
        u.patents.iter().map(|&x| x as usize),
    );
    out.counts(
        "unseen_characters",
        "1 for each character in the deck below its top card (by position in the set)",
        nc,
        u.characters.iter().map(|&x| x as usize),
    );
    out.counts(
        "unseen_green",
        "1 for each green research tile in the pile (by position in the set)",
        nt,
        u.green.iter().map(|&x| x as usize),
    );
    out.counts(
        "unseen_violet",
        "1 for each violet research tile in the blue and orange stacks (by position in the set)",
        nt,
        u.violet_blue
            .iter()
            .chain(&u.violet_orange)
            .map(|&x| x as usize),
    );
    out.counts(
        "unseen_shares",
        "1 for each share still to come in a later round (by position in the set)",
        ns,
        u.shares.iter().flatten().map(|&x| x as usize),
    );
    let mut penalties: Vec<i32> = c.rules.loans.clone();
    penalties.sort_unstable();
    penalties.dedup();
    out.counts(
        "unseen_loans",
        "loan tiles in the box by penalty (the set's distinct penalties, most negative first)",
        penalties.len(),
        u.loans
            .iter()
            .filter_map(|&l| penalties.iter().position(|&x| x == i32::from(l))),
    );

    // The seats, from the observer on.
    for k in 0..n {
        let s = seat_written(obs, k, n);
        let pl = &p.players[s];
        out.begin_group("seat", k);
        out.one_hot(
            "nation",
            "the seat's nation (by position in the set)",
            c.nations.len(),
            Some(pl.nation as usize).filter(|&x| x < c.nations.len()),
        );
        out.scalar("money", "£", f(pl.money));
        out.scalar(
            "debt",
            "£ owed, to raise before the game goes on",
            f(pl.debt),
        );
        out.scalar("gears", "gears", f(pl.gears));
        out.scalar("energy", "energy", f(pl.energy));
        out.scalar("newspapers", "newspapers", f(pl.newspapers));
        out.scalar("income", "the income track's position", f(pl.income));
        out.scalar("vp", "victory points", f(pl.vp));
        out.scalar(
            "dice",
            "dice rolled in phase 1 (owned, not ticketed)",
            f(pl.dice),
        );
        out.scalar(
            "new_dice",
            "dice gained this round, usable from the next",
            f(pl.new_dice),
        );
        out.scalar("ticketed", "dice left under Port tickets", f(pl.ticketed));
        out.counts(
            "rolled",
            "this round's revealed dice by value (index value - 1)",
            FACES,
            pl.rolled
                .iter()
                .filter(|&&x| (1..=6).contains(&x))
                .map(|&x| x as usize - 1),
        );
        out.numbers(
            "unplaced",
            "dice not placed yet in phase 2, by value (index value - 1)",
            pl.unplaced[1..].iter().map(|&x| f(x)),
        );
        out.flag("passed", "passed in phase 2", pl.passed);
        out.scalar("built", "prototypes built this round", f(pl.built));
        out.scalar(
            "westminster",
            "Westminster position (0: the star, 4: V)",
            f(pl.westminster),
        );
        out.scalar("buzz", "buzz track position", f(pl.buzz));
        out.counts(
            "tokens",
            "1 for each poster holding a buzz token of the seat (by place in the rules' list)",
            c.rules.posters.len(),
            pl.tokens.iter().filter_map(|&t| poster_index(t)),
        );
        out.scalar(
            "objective",
            "objective level (0: the start space)",
            f(pl.objective),
        );
        out.flag(
            "committed",
            "has chosen its dice this round (not what)",
            p.committed.get(s).copied().unwrap_or(false),
        );
        out.one_hot(
            "arrival",
            "its place of arrival on space 40 of the buzz track (0: first)",
            n,
            p.arrivals.iter().position(|&a| a as usize == s),
        );
        let slot = |j: usize| pl.research.get(j).copied();
        out.numbers(
            "research_kind",
            "for each research space (up to the most a nation has), 4 entries: empty, research tile, loan, £10 note (all 0: the seat's mat has no such space)",
            (0..research).flat_map(|j| {
                let kind = match slot(j) {
                    Some(Slot::Empty) => Some(0),
                    Some(Slot::Tile { .. }) => Some(1),
                    Some(Slot::Loan { .. }) => Some(2),
                    Some(Slot::Note) => Some(3),
                    None => None,
                };
                (0..4).map(move |x| f(u8::from(kind == Some(x))))
            }),
        );
        out.numbers(
            "research_tile",
            "for each research space, one entry per research tile of the set: 1 at the tile on it",
            (0..research).flat_map(|j| {
                let tile = match slot(j) {
                    Some(Slot::Tile { tile }) => Some(tile as usize),
                    _ => None,
                };
                (0..nt).map(move |t| f(u8::from(tile == Some(t))))
            }),
        );
        out.numbers(
            "research_loan",
            "for each research space: the penalty of the loan on it (negative VP; 0: none)",
            (0..research).map(|j| match slot(j) {
                Some(Slot::Loan { penalty, .. }) => f(penalty),
                _ => 0.0,
            }),
        );
        out.numbers(
            "research_repaid",
            "for each research space: 1 if the loan on it was paid back",
            (0..research).map(|j| {
                f(u8::from(matches!(
                    slot(j),
                    Some(Slot::Loan { repaid: true, .. })
                )))
            }),
        );
        out.scalar(
            "extra_loans",
            "loans beyond the research spaces",
            pl.extra_loans.len() as f32,
        );
        out.scalar(
            "extra_loans_open",
            "of those, the loans not paid back",
            pl.extra_loans.iter().filter(|l| !l.1).count() as f32,
        );
        out.scalar(
            "extra_loans_penalty",
            "the penalties of the open loans beyond the research spaces, summed (negative VP)",
            pl.extra_loans
                .iter()
                .filter(|l| !l.1)
                .map(|l| f32::from(l.0))
                .sum(),
        );
        out.counts(
            "patents",
            "1 for each patent held, not built (by position in the set)",
            np,
            pl.patents.iter().map(usize::from),
        );
        out.counts(
            "prototypes",
            "1 for each prototype built (by position in the set)",
            np,
            pl.prototypes.iter().map(usize::from),
        );
        out.counts(
            "characters",
            "1 for each character recruited (by position in the set)",
            nc,
            pl.characters.iter().map(usize::from),
        );
        out.counts(
            "shares",
            "1 for each share owned (by position in the set)",
            ns,
            pl.shares.iter().map(usize::from),
        );
        out.counts(
            "flyers",
            "1 for each flyer collected (by position in the set)",
            c.flyers.len(),
            pl.flyers.iter().map(|&x| x as usize),
        );
        let fs = p.final_scores.as_ref().and_then(|v| v.get(s));
        out.numbers(
            "final_score",
            "once the game is over: VP before the end's scoring, buzz, Black Market, objective, loans, empty research spaces, abilities, total (all 0 before)",
            [
                fs.map_or(0, |x| x.track),
                fs.map_or(0, |x| x.buzz),
                fs.map_or(0, |x| x.market),
                fs.map_or(0, |x| x.objective),
                fs.map_or(0, |x| x.loans),
                fs.map_or(0, |x| x.empty_research),
                fs.map_or(0, |x| x.abilities),
                fs.map_or(0, |x| x.total),
            ]
            .map(f),
        );
    }
    out.end_group();
}

#[cfg(test)]
mod tests {
    use super::*;
    use gaslamp_core::{rng_from_seed, Game, Observer};
    use rand::Rng;

    fn components() -> Arc<Components> {
        Arc::new(Components::shipped())
    }

    fn encoded(g: &CrystalPalace, observer: Observer) -> Vec<f32> {
        let mut o = Observation::new();
        CrystalPalace::encode_view(&g.view(observer), &mut o);
        o.values().to_vec()
    }

    /// Plays random games of `players` seats, calling `each` with the game and the
    /// seat about to act before every step.
    fn random_games(players: usize, games: u64, mut each: impl FnMut(&CrystalPalace, Seat)) {
        let c = components();
        for seed in 0..games {
            let mut g = CrystalPalace::new_game(&c, players, seed, None).unwrap();
            let mut rng = rng_from_seed(seed ^ 0x51);
            while !g.is_over() {
                let to_act: Vec<Seat> = g.to_act().iter().collect();
                let seat = to_act[rng.gen_range(0..to_act.len())];
                each(&g, seat);
                let legal = g.legal_actions(seat);
                let a = legal[rng.gen_range(0..legal.len())];
                g.apply_unchecked(seat, &a);
            }
        }
    }

    #[test]
    fn dice_ranks_are_dense_and_inverse() {
        for k in 0..=6 {
            let m = multisets(k, FACES);
            let mut seen = std::collections::HashSet::new();
            for r in 0..m {
                let v = dice_unrank(k, r);
                assert!(v[..k].windows(2).all(|w| w[0] >= w[1]));
                assert!(v[..k].iter().all(|x| (1..=6).contains(x)));
                assert_eq!(dice_rank(&v[..k]), r);
                assert!(seen.insert(v));
            }
        }
        assert_eq!(multisets(4, 6), 126);
        assert_eq!(dice_unrank(4, 0), [1, 1, 1, 1, 0, 0]);
        assert_eq!(dice_unrank(4, 125), [6, 6, 6, 6, 0, 0]);
    }

    #[test]
    fn tensors_conform_for_every_player_count() {
        const GAMES: u64 = 10;
        let c = components();
        for players in 2..=5 {
            let r = gaslamp_core::testing::tensors_conformance::<CrystalPalace>(
                &c, players, GAMES, 5000,
            );
            let g = CrystalPalace::new_game(&c, players, 0, None).unwrap();
            let mut o = Observation::new();
            CrystalPalace::encode_view(&g.view(Observer::Spectator), &mut o);
            eprintln!(
                "{players} players: {} action indices ({} seen legal), observation {} numbers, {} steps",
                r.num_distinct_actions,
                r.indices_seen,
                r.observation_len,
                r.steps
            );
            assert_eq!(r.games, GAMES as usize);
            assert_eq!(r.num_distinct_actions, g.num_distinct_actions());
            assert_eq!(r.observation_len, o.len());
            // Every block but those that are empty in the set is seen legal somewhere.
            assert!(r.indices_seen > 300, "{r:?}");
        }
    }

    #[test]
    fn indices_round_trip_through_the_notation() {
        for players in [2, 3, 5] {
            let mut checked = 0;
            random_games(players, 2, |g, seat| {
                for a in g.legal_actions(seat) {
                    let i = g
                        .action_index(seat, &a)
                        .expect("a legal action has an index");
                    let named = g.index_action(seat, i).unwrap();
                    let text = g.action_text(seat, &named);
                    let back = g
                        .parse_action(seat, &text)
                        .unwrap_or_else(|e| panic!("`{text}`: {e}"));
                    assert_eq!(g.action_index(seat, &back), Some(i), "`{text}`");
                    checked += 1;
                }
            });
            assert!(checked > 1000, "{checked}");
        }
    }

    #[test]
    fn the_space_is_fixed_by_the_set_and_player_count() {
        let c = components();
        for players in 2..=5 {
            let g = CrystalPalace::new_game(&c, players, 7, None).unwrap();
            let blocks = g.action_blocks();
            let n: usize = blocks.iter().map(|b| b.len).sum();
            assert_eq!(n, g.num_distinct_actions());
            let find = |name: &str| blocks.iter().find(|b| b.name == name).unwrap().len;
            let dice = (0..=6).map(|k| multisets(k, 6)).sum::<usize>();
            assert_eq!(find("dice <values>"), dice);
            assert_eq!(find("dice <values> extra"), dice - 1);
            assert_eq!(find("build <card> for <target>"), c.patents.len() * players);
            assert_eq!(find("patent <card>"), c.patents.len());
            assert_eq!(find("repay"), 1);
            let other = CrystalPalace::new_game(&c, players, 8, None).unwrap();
            assert_eq!(other.num_distinct_actions(), n);
            assert!(blocks.iter().all(|b| !b.meaning.is_empty()));
        }
    }

    #[test]
    fn build_targets_are_counted_from_the_acting_seat() {
        let c = components();
        for players in 2..=5 {
            let g = CrystalPalace::new_game(&c, players, 1, None).unwrap();
            for card in [0u16, 5] {
                for rel in 0..players {
                    let at = |seat: usize| {
                        g.action_index(
                            seat,
                            &Action::Build {
                                card,
                                target: ((seat + rel) % players) as u8,
                            },
                        )
                        .unwrap()
                    };
                    let i = at(0);
                    for seat in 1..players {
                        assert_eq!(at(seat), i, "relative target {rel}, seat {seat}");
                        assert_eq!(
                            g.index_action(seat, i),
                            Some(Action::Build {
                                card,
                                target: ((seat + rel) % players) as u8
                            })
                        );
                    }
                }
            }
            // Seat 1 building for seat 0 is the last relative target.
            let a = g.action_index(1, &Action::Build { card: 0, target: 0 });
            let b = g.action_index(
                0,
                &Action::Build {
                    card: 0,
                    target: (players - 1) as u8,
                },
            );
            assert_eq!(a, b);
        }
    }

    #[test]
    fn a_dice_choice_is_seen_by_its_own_seat_only() {
        let c = components();
        for players in [2, 4] {
            let g = CrystalPalace::new_game(&c, players, 3, None).unwrap();
            assert_eq!(g.stage(), Stage::Commit);
            let legal = g.legal_actions(0);
            let (a, b) = (legal[0], legal[legal.len() - 1]);
            assert_ne!(a, b);
            let mut ga = g.clone();
            ga.apply(0, &a).unwrap();
            let mut gb = g.clone();
            gb.apply(0, &b).unwrap();
            for observer in (1..players)
                .map(Observer::Seat)
                .chain([Observer::Spectator])
            {
                assert_eq!(
                    encoded(&ga, observer),
                    encoded(&gb, observer),
                    "{observer:?} sees seat 0's dice"
                );
            }
            assert_ne!(
                encoded(&ga, Observer::Seat(0)),
                encoded(&gb, Observer::Seat(0))
            );
            assert_ne!(
                encoded(&g, Observer::Seat(1)),
                encoded(&ga, Observer::Seat(1)),
                "the others see that seat 0 has chosen"
            );
            // Seat 0 sees its own dice in `my_dice`.
            let mut o = Observation::with_layout();
            CrystalPalace::encode_view(&ga.view(Observer::Seat(0)), &mut o);
            let field = o.layout().iter().find(|f| f.name == "my_dice").unwrap();
            let mine = &o.values()[field.offset..field.offset + field.len];
            let Action::Dice { values, .. } = a else {
                panic!("{a:?}")
            };
            for v in 1..=6u8 {
                let count = values.iter().filter(|&&x| x == v).count() as f32;
                assert_eq!(mine[v as usize - 1], count, "value {v}");
            }
        }
    }

    #[test]
    fn seats_are_written_from_the_observer_on() {
        let c = components();
        let mut g = CrystalPalace::new_game(&c, 3, 2, None).unwrap();
        g.p.players[2].money = 777;
        let mut o = Observation::with_layout();
        CrystalPalace::encode_view(&g.view(Observer::Seat(2)), &mut o);
        let money = o
            .layout()
            .iter()
            .find(|f| f.name == "seat[0].money")
            .unwrap();
        assert_eq!(o.values()[money.offset], 777.0);
        let mut o = Observation::with_layout();
        CrystalPalace::encode_view(&g.view(Observer::Seat(1)), &mut o);
        let money = o
            .layout()
            .iter()
            .find(|f| f.name == "seat[1].money")
            .unwrap();
        assert_eq!(o.values()[money.offset], 777.0);
    }
}
