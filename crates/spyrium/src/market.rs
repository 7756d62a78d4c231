//! The market: a 3×3 grid of card spaces and the 12 slots between neighbouring spaces
//! where workers stand (RULINGS 1-4).
//!
//! Spaces are numbered like a telephone keypad, 1-9 in the notation and 0-8 inside:
//!
//! ```text
//! 1 2 3
//! 4 5 6
//! 7 8 9
//! ```
//!
//! A slot is named by its two spaces, e.g. `1-2` (horizontal neighbours) or `2-5`
//! (vertical neighbours). Nothing stands on the outer border.

use crate::cards::CardId;

/// A card space, 0..9.
pub type Pos = u8;
/// A slot between two neighbouring spaces, 0..12.
pub type Slot = u8;

pub const SPACES: usize = 9;
pub const NUM_SLOTS: usize = 12;

/// The two spaces of each slot: 6 horizontal pairs, then 6 vertical pairs.
pub const SLOT_SPACES: [(Pos, Pos); NUM_SLOTS] = [
    (0, 1),
    (1, 2),
    (3, 4),
    (4, 5),
    (6, 7),
    (7, 8),
    (0, 3),
    (1, 4),
    (2, 5),
    (3, 6),
    (4, 7),
    (5, 8),
];

/// The slots around each space (2, 3 or 4), as a bit mask over slots.
pub const SPACE_SLOTS: [u16; SPACES] = space_slots();

const fn space_slots() -> [u16; SPACES] {
    let mut out = [0u16; SPACES];
    let mut s = 0;
    while s < NUM_SLOTS {
        let (a, b) = SLOT_SPACES[s];
        out[a as usize] |= 1 << s;
        out[b as usize] |= 1 << s;
        s += 1;
    }
    out
}

/// The text name of a slot, e.g. `"1-2"`.
pub fn slot_name(slot: Slot) -> String {
    let (a, b) = SLOT_SPACES[slot as usize];
    format!("{}-{}", a + 1, b + 1)
}

/// Reads a slot name (`"1-2"` or `"2-1"`).
pub fn parse_slot(text: &str) -> Option<Slot> {
    let (a, b) = text.split_once('-')?;
    let a: u8 = a.trim().parse().ok()?;
    let b: u8 = b.trim().parse().ok()?;
    let (a, b) = (a.checked_sub(1)?, b.checked_sub(1)?);
    SLOT_SPACES
        .iter()
        .position(|&(x, y)| (x, y) == (a, b) || (x, y) == (b, a))
        .map(|s| s as Slot)
}

/// Reads a space name (`"1"`..`"9"`, optionally written `@5`).
pub fn parse_pos(text: &str) -> Option<Pos> {
    let t = text.strip_prefix('@').unwrap_or(text);
    let p: u8 = t.parse().ok()?;
    (1..=9).contains(&p).then(|| p - 1)
}

/// The market of one turn: cards, their tokens, and the workers in the slots.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Market {
    /// The card on each space, if any.
    pub cards: [Option<CardId>; SPACES],
    /// Tokens on each card, as counts of values 1, 2, 3.
    pub tokens: [[u8; 3]; SPACES],
    /// Workers in each slot, per seat.
    pub workers: [[u8; 5]; NUM_SLOTS],
}

impl Market {
    /// Total workers (any owner) in a slot.
    pub fn slot_total(&self, slot: Slot) -> u8 {
        self.workers[slot as usize].iter().sum()
    }

    /// Workers (any owner) adjacent to the card space `pos` (RULING 3).
    pub fn adjacent_workers(&self, pos: Pos) -> u8 {
        let mut mask = SPACE_SLOTS[pos as usize];
        let mut n = 0;
        while mask != 0 {
            let s = mask.trailing_zeros() as Slot;
            n += self.slot_total(s);
            mask &= mask - 1;
        }
        n
    }

    /// Whether a worker may be placed in `slot`: one of its spaces holds a card (RULING 2).
    pub fn slot_open(&self, slot: Slot) -> bool {
        let (a, b) = SLOT_SPACES[slot as usize];
        self.cards[a as usize].is_some() || self.cards[b as usize].is_some()
    }

    /// The spaces of `slot` that still hold a card.
    pub fn slot_cards(&self, slot: Slot) -> impl Iterator<Item = Pos> + '_ {
        let (a, b) = SLOT_SPACES[slot as usize];
        [a, b]
            .into_iter()
            .filter(move |&p| self.cards[p as usize].is_some())
    }

    /// Whether `pos` is one of the two spaces of `slot`.
    pub fn touches(slot: Slot, pos: Pos) -> bool {
        let (a, b) = SLOT_SPACES[slot as usize];
        a == pos || b == pos
    }

    pub fn token_count(&self, pos: Pos) -> u8 {
        self.tokens[pos as usize].iter().sum()
    }

    /// The value of the single token on a building card, if any.
    pub fn first_token(&self, pos: Pos) -> Option<u8> {
        (0..3)
            .find(|&v| self.tokens[pos as usize][v] > 0)
            .map(|v| v as u8 + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ruling_01_twelve_slots_between_orthogonal_neighbours() {
        assert_eq!(SLOT_SPACES.len(), 12);
        // corner spaces have 2 slots, edge spaces 3, the centre 4
        let counts: Vec<u32> = SPACE_SLOTS.iter().map(|m| m.count_ones()).collect();
        assert_eq!(counts, vec![2, 3, 2, 3, 4, 3, 2, 3, 2]);
        for (a, b) in SLOT_SPACES {
            let (ra, ca) = (a / 3, a % 3);
            let (rb, cb) = (b / 3, b % 3);
            assert_eq!(
                ra.abs_diff(rb) + ca.abs_diff(cb),
                1,
                "{a}-{b} not neighbours"
            );
        }
    }

    #[test]
    fn slot_names_round_trip() {
        for s in 0..NUM_SLOTS as Slot {
            assert_eq!(parse_slot(&slot_name(s)), Some(s));
        }
        assert_eq!(parse_slot("2-1"), Some(0));
        assert_eq!(parse_slot("1-5"), None);
        assert_eq!(parse_slot("1-3"), None);
    }
}
