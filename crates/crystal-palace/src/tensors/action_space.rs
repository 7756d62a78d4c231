//! The action index space of a component set and player count: its blocks, the
//! ranks of dice choices, and the mapping between actions and indices.

use super::FACES;
use crate::actions::{Action, Trade};
use crate::components::{AbilityPhase, Components, Location, TileBack};
use crate::effects::Effect;
use crate::state::GreenSource;
use gaslamp_core::tensors::ActionBlock;
use gaslamp_core::Seat;

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

/// The number of blocks.
const BLOCKS: usize = FIXED_BLOCKS.len() + Trade::ALL.len();

impl Block {
    /// The block's position in index order.
    fn id(self) -> usize {
        match self {
            Block::Trade(t) => FIXED_BLOCKS.len() + t as usize,
            b => FIXED_BLOCKS.iter().position(|&x| x == b).unwrap_or(0),
        }
    }

    /// The block at position `id` in index order.
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
pub(super) fn multisets(m: usize, t: usize) -> usize {
    if t == 0 {
        usize::from(m == 0)
    } else {
        binomial(m + t - 1, t - 1)
    }
}

/// The rank of a list of die values written highest first among the lists of its
/// length, in increasing lexicographic order (all 1s first, all 6s last).
pub(super) fn dice_rank(values: &[u8]) -> usize {
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
pub(super) fn dice_unrank(k: usize, mut r: usize) -> [u8; 6] {
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

/// The placement spaces in index order: (location, space, least value), the first
/// index (inside the block) of each, `[location][space]` → position, and the block's
/// length.
type Placements = (Vec<(u8, u8, u8)>, Vec<usize>, Vec<Vec<usize>>, usize);

/// The placement spaces of the `players`-player boards, locations in phase-3 order.
fn placements(c: &Components, players: usize) -> Placements {
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
    (place, place_start, place_at, at)
}

/// Each item's position in `subset` (a list of items among `len`), or `None`.
fn positions<T: Copy + Into<usize>>(subset: &[T], len: usize) -> Vec<Option<usize>> {
    let mut pos = vec![None; len];
    for (i, &x) in subset.iter().enumerate() {
        pos[x.into()] = Some(i);
    }
    pos
}

/// The index space of one component set and player count.
#[derive(Debug)]
pub(super) struct Space {
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
    /// The number of indices.
    pub(super) total: usize,
}

impl Space {
    /// The index space of the set `c` at `players` seats.
    pub(super) fn new(c: &Components, players: usize) -> Space {
        let max_dice = (c.rules.max_dice as usize).min(6);
        let (place, place_start, place_at, place_len) = placements(c, players);
        let green_tiles: Vec<u16> = (0..c.tiles.len() as u16)
            .filter(|&t| c.tiles[t as usize].back == TileBack::Green)
            .collect();
        let research = c.max_research_spaces();
        let market_side = c.market_side(players);
        let market = market_side.spaces.len();
        let green_markets: Vec<u8> = (0..market as u8)
            .filter(|&i| !market_side.spaces[i as usize].bonus.is_empty())
            .collect();
        let green_characters: Vec<u16> = (0..c.characters.len() as u16)
            .filter(|&i| {
                matches!(
                    c.characters[i as usize].ability,
                    Some((AbilityPhase::Phase6, _))
                )
            })
            .collect();
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
        let mut space = Space {
            players,
            max_dice,
            place,
            place_start,
            place_at,
            patents: c.patents.len(),
            tile_pos: positions(&green_tiles, c.tiles.len()),
            green_tiles,
            research,
            shares: c.shares.len(),
            characters: c.characters.len(),
            possibilities,
            market,
            market_pos: positions(&green_markets, market),
            green_markets,
            character_pos: positions(&green_characters, c.characters.len()),
            green_characters,
            alternatives,
            start: [0; BLOCKS],
            len: [0; BLOCKS],
            total: 0,
        };
        space.lay_out(place_len);
        space
    }

    /// Sets each block's length and first index, and the total (`place_len`: placements).
    fn lay_out(&mut self, place_len: usize) {
        let dice: usize = (0..=self.max_dice).map(|k| multisets(k, FACES)).sum();
        let mut len = [1usize; BLOCKS];
        for b in FIXED_BLOCKS {
            len[b.id()] = match b {
                Block::Dice => dice,
                Block::DiceExtra => dice - 1,
                Block::Place => place_len,
                Block::Patent => self.patents,
                Block::Tile => self.green_tiles.len(),
                Block::TileOver => self.green_tiles.len() * self.research,
                Block::Share => self.shares,
                Block::Character => self.characters,
                Block::Possibility => self.possibilities,
                Block::Build => self.patents * self.players,
                Block::MarketMove => self.market.saturating_sub(1),
                Block::Drop => self.market,
                Block::GreenTile => self.research,
                Block::GreenMarket => self.green_markets.len(),
                Block::GreenCharacter => self.green_characters.len(),
                Block::Choose => self.alternatives,
                Block::LoanOver => self.research,
                _ => 1,
            };
        }
        let mut total = 0;
        for (start, &l) in self.start.iter_mut().zip(&len) {
            *start = total;
            total += l;
        }
        self.len = len;
        self.total = total;
    }

    /// The first index of the multisets of `k` values (inside a dice block; the
    /// extra block starts at 1 value).
    fn dice_offset(k: usize, extra: bool) -> usize {
        (usize::from(extra)..k).map(|j| multisets(j, FACES)).sum()
    }

    /// The block of a dice choice and its index inside the block.
    fn locate_dice(&self, values: [u8; 6], extra: bool) -> Option<(Block, usize)> {
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
        Some((b, Space::dice_offset(k, extra) + dice_rank(&values[..k])))
    }

    /// The block of an action and its index inside the block.
    fn locate(&self, seat: Seat, action: &Action) -> Option<(Block, usize)> {
        let n = self.players;
        let inside = |i: usize, len: usize| (i < len).then_some(i);
        Some(match *action {
            Action::Dice { values, extra } => self.locate_dice(values, extra)?,
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

    /// The index of an action played by `seat`, if it has one.
    pub(super) fn index(&self, seat: Seat, action: &Action) -> Option<usize> {
        let (b, i) = self.locate(seat, action)?;
        (i < self.len[b.id()]).then(|| self.start[b.id()] + i)
    }

    /// The dice choice at index `i` inside the dice block (`extra`: the extra one).
    fn dice_action(i: usize, extra: bool) -> Action {
        let mut k = usize::from(extra);
        while Space::dice_offset(k + 1, extra) <= i {
            k += 1;
        }
        Action::Dice {
            values: dice_unrank(k, i - Space::dice_offset(k, extra)),
            extra,
        }
    }

    /// The action at `index` when `seat` plays it.
    pub(super) fn action(&self, seat: Seat, index: usize) -> Option<Action> {
        if index >= self.total {
            return None;
        }
        // The last block starting at or before `index` (never an empty one: the
        // block after an empty block starts where it does).
        let id = self.start.partition_point(|&s| s <= index) - 1;
        let i = index - self.start[id];
        let n = self.players;
        Some(match Block::from_id(id) {
            Block::Dice => Space::dice_action(i, false),
            Block::DiceExtra => Space::dice_action(i, true),
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
    /// The blocks in index order: name, length and how an index inside is made.
    pub(super) fn blocks(&self, c: &Components) -> Vec<ActionBlock> {
        (0..BLOCKS)
            .map(|id| {
                let (name, meaning) = self.describe(c, Block::from_id(id));
                ActionBlock {
                    name,
                    len: self.len[id],
                    meaning,
                }
            })
            .collect()
    }

    /// The name and meaning of block `b`.
    fn describe(&self, c: &Components, b: Block) -> (String, String) {
        let one = |name: &str| (name.to_string(), "one index".to_string());
        match b {
            Block::Dice | Block::DiceExtra | Block::Place => self.describe_dice(b),
            Block::Pass => one("pass"),
            Block::Westminster => one("westminster"),
            Block::Times => one("times"),
            Block::Objective => one("objective"),
            Block::MarketNew => one("market new"),
            Block::Skip => one("skip"),
            Block::Poster => one("poster"),
            Block::Patent
            | Block::Tile
            | Block::TileOver
            | Block::Share
            | Block::Character
            | Block::Possibility
            | Block::Build => self.describe_cards(c, b),
            Block::MarketMove
            | Block::Drop
            | Block::LoanOver
            | Block::GreenTile
            | Block::GreenMarket
            | Block::GreenCharacter => self.describe_spaces(c, b),
            Block::GreenWatch => one("green watch"),
            Block::Choose => ("choose <alternative>".into(), "alternative - 1".into()),
            Block::Trade(t) => one(Trade::ALL[t as usize].text()),
        }
    }

    /// The name and meaning of the dice blocks and the placement block.
    fn describe_dice(&self, b: Block) -> (String, String) {
        let n = self.players;
        match b {
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
            _ => unreachable!("{b:?} is not a dice or placement block"),
        }
    }

    /// The name and meaning of the card, tile and possibility blocks.
    fn describe_cards(&self, c: &Components, b: Block) -> (String, String) {
        let n = self.players;
        match b {
            Block::Patent => (
                "patent <card>".into(),
                "the patent's position in the component set".into(),
            ),
            Block::Tile => (
                "tile <tile>".into(),
                format!(
                    "the tile's position among the green research tiles of the set: {}",
                    self.green_tiles
                        .iter()
                        .map(|&t| c.tiles[t as usize].id.as_str())
                        .collect::<Vec<_>>()
                        .join(", ")
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
            _ => unreachable!("{b:?} does not name a card, a tile or a possibility"),
        }
    }

    /// The name and meaning of the Black Market, research space and green source blocks.
    fn describe_spaces(&self, c: &Components, b: Block) -> (String, String) {
        match b {
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
            _ => unreachable!("{b:?} names no tier, research space or green source"),
        }
    }
}
