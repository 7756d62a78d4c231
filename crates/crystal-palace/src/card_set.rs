//! A set of cards of one kind, as bits.
//!
//! What a seat owns — its patents, prototypes, characters and shares — has no order
//! on the table, and the state is copied on every step of a search: a set of 64 bits
//! is 8 bytes to copy where a list sized for the whole set was close to 100. The set
//! lists its cards in component order (lowest index first), in the JSON too.

use serde::ser::SerializeSeq;
use serde::{Serialize, Serializer};

/// Cards (component indices below [`CardSet::CAPACITY`]) of one kind.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct CardSet(u64);

impl CardSet {
    /// The highest index a set holds, plus one.
    pub const CAPACITY: usize = 64;

    /// The empty set.
    pub const fn new() -> Self {
        CardSet(0)
    }

    /// Whether `card` is in the set.
    pub fn contains(self, card: u16) -> bool {
        (card as usize) < Self::CAPACITY && self.0 & (1 << card) != 0
    }

    /// Adds `card`. The component file's validation keeps every index below the
    /// capacity (`state.rs`).
    pub fn insert(&mut self, card: u16) {
        assert!(
            (card as usize) < Self::CAPACITY,
            "card index {card} beyond a card set's capacity"
        );
        self.0 |= 1 << card;
    }

    /// Removes `card`; whether it was there.
    pub fn remove(&mut self, card: u16) -> bool {
        let had = self.contains(card);
        if had {
            self.0 &= !(1 << card);
        }
        had
    }

    /// How many cards the set holds.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The cards, lowest index first.
    pub fn iter(self) -> Iter {
        Iter(self.0)
    }
}

/// The cards of a [`CardSet`], lowest index first.
#[derive(Clone, Debug)]
pub struct Iter(u64);

impl Iterator for Iter {
    type Item = u16;

    fn next(&mut self) -> Option<u16> {
        if self.0 == 0 {
            return None;
        }
        let card = self.0.trailing_zeros() as u16;
        self.0 &= self.0 - 1;
        Some(card)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Iter {}

impl IntoIterator for CardSet {
    type Item = u16;
    type IntoIter = Iter;

    fn into_iter(self) -> Iter {
        self.iter()
    }
}

impl IntoIterator for &CardSet {
    type Item = u16;
    type IntoIter = Iter;

    fn into_iter(self) -> Iter {
        self.iter()
    }
}

impl FromIterator<u16> for CardSet {
    fn from_iter<I: IntoIterator<Item = u16>>(cards: I) -> Self {
        let mut set = CardSet::new();
        for card in cards {
            set.insert(card);
        }
        set
    }
}

impl std::fmt::Debug for CardSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// A list of component indices, lowest first.
impl Serialize for CardSet {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut seq = s.serialize_seq(Some(self.len()))?;
        for card in self.iter() {
            seq.serialize_element(&card)?;
        }
        seq.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_set_holds_each_card_once_and_lists_them_in_component_order() {
        let mut s: CardSet = [40u16, 3, 63, 3].into_iter().collect();
        assert_eq!(s.len(), 3);
        assert_eq!(s.iter().collect::<Vec<_>>(), vec![3, 40, 63]);
        assert!(s.contains(40) && !s.contains(41) && !s.contains(200));
        assert!(s.remove(40));
        assert!(!s.remove(40), "removed once");
        assert_eq!(serde_json::to_string(&s).unwrap(), "[3,63]");
        assert_eq!(format!("{s:?}"), "{3, 63}");
        assert!(CardSet::new().is_empty());
    }

    #[test]
    #[should_panic(expected = "beyond a card set's capacity")]
    fn a_card_beyond_the_capacity_is_refused() {
        CardSet::new().insert(64);
    }
}
