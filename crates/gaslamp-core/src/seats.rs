use serde::{Deserialize, Serialize};

/// A seat at the table, `0..players`. Seat order is clockwise.
pub type Seat = usize;

/// A small set of seats (up to 32), e.g. the seats that must act now.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SeatSet(u32);

impl SeatSet {
    pub const EMPTY: SeatSet = SeatSet(0);

    pub fn single(seat: Seat) -> Self {
        SeatSet(1 << seat)
    }
    pub fn insert(&mut self, seat: Seat) {
        self.0 |= 1 << seat;
    }
    pub fn contains(self, seat: Seat) -> bool {
        seat < 32 && self.0 & (1 << seat) != 0
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }
    /// The lowest seat in the set.
    pub fn first(self) -> Option<Seat> {
        (self.0 != 0).then(|| self.0.trailing_zeros() as Seat)
    }
    pub fn iter(self) -> impl Iterator<Item = Seat> {
        (0..32).filter(move |&s| self.0 & (1 << s) != 0)
    }
}

impl FromIterator<Seat> for SeatSet {
    fn from_iter<I: IntoIterator<Item = Seat>>(iter: I) -> Self {
        let mut s = SeatSet::EMPTY;
        for x in iter {
            s.insert(x);
        }
        s
    }
}
