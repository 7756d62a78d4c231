//! The face-down token reserve (RULING 8): a small stack of token values 1-3.

use gaslamp_core::GameRng;
use rand::seq::SliceRandom;
use tinyvec::ArrayVec;

/// Up to 60 tokens, the last one on top.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tokens(ArrayVec<[u8; 60]>);

impl Tokens {
    /// A stack with `counts[v-1]` tokens of value `v`, in value order (shuffle it).
    pub fn from_counts(counts: [u8; 3]) -> Self {
        let mut t = Tokens::default();
        for (v, &n) in counts.iter().enumerate() {
            for _ in 0..n {
                t.0.push(v as u8 + 1);
            }
        }
        t
    }
    pub fn shuffle(&mut self, rng: &mut GameRng) {
        self.0.shuffle(rng);
    }
    pub fn pop(&mut self) -> Option<u8> {
        self.0.pop()
    }
    pub fn len(&self) -> usize {
        self.0.len()
    }
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    /// How many of each value.
    pub fn counts(&self) -> [u8; 3] {
        let mut c = [0; 3];
        for &v in &self.0 {
            c[v as usize - 1] += 1;
        }
        c
    }
    /// The values, top last.
    pub fn as_slice(&self) -> &[u8] {
        &self.0
    }
}

impl FromIterator<u8> for Tokens {
    fn from_iter<I: IntoIterator<Item = u8>>(iter: I) -> Self {
        Tokens(iter.into_iter().collect())
    }
}
