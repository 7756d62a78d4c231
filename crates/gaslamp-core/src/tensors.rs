//! Games as numbers, for learning agents (the Python API): a fixed action index
//! space and a fixed-length observation vector made from a view.
//!
//! # Action indices
//!
//! Every distinct action of a game has an index in `0..num_distinct_actions()`. The
//! space is fixed for one component set and player count (it does not change during a
//! game), so a policy network has one output per index and a mask marks the legal
//! ones. The space is laid out in named blocks ([`ActionBlock`]), documented in
//! `docs/python-tensors.md`. Every legal action has an index; an index may name an
//! action that is never legal in a given position (the mask says which are).
//!
//! An index is read for the seat that takes it: where an action names a seat (a
//! Crystal Palace prototype built for another player), the index counts seats from the
//! actor (0 = itself, 1 = the next seat, …), so that one policy serves every seat.
//!
//! # Observations
//!
//! [`Tensors::encode_view`] writes a view as `f32` numbers through an
//! [`Observation`], field by field. The length is fixed for a component set and
//! player count. Because it is made from the view alone, an observation never holds
//! more than its observer may see. Seats are written from the observer's seat on
//! (the observer first, then the next seat in turn order, …); a spectator's
//! observation starts at seat 0. Counts are written as they are (not scaled);
//! one-hot fields have one entry per possible value.

use crate::{Game, Seat};
use serde::Serialize;

/// One named block of an action index space.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ActionBlock {
    /// The actions of the block in notation, with the varying parts named,
    /// e.g. `place <slot>`.
    pub name: String,
    /// How many indices the block has.
    pub len: usize,
    /// How an index inside the block is made of its parts.
    pub meaning: String,
}

/// One named field of an observation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Field {
    /// The field's name, with its group, e.g. `seat[1].money`.
    pub name: String,
    /// Where the field starts in the vector.
    pub offset: usize,
    pub len: usize,
    /// What the numbers mean.
    pub meaning: String,
}

/// A game with a fixed action index space and observation vector.
pub trait Tensors: Game {
    /// The blocks of the action index space, in index order. The same for every state
    /// of one game (it follows from the component set and player count).
    fn action_blocks(&self) -> Vec<ActionBlock>;

    /// The size of the action index space: the sum of the blocks' lengths.
    fn num_distinct_actions(&self) -> usize {
        self.action_blocks().iter().map(|b| b.len).sum()
    }

    /// The index of `action` taken by `seat`; `None` if it has none (never for a
    /// legal action).
    fn action_index(&self, seat: Seat, action: &Self::Action) -> Option<usize>;

    /// The action of `seat` an index names (`None` beyond the space). It need not be
    /// legal now: check it before applying it.
    fn index_action(&self, seat: Seat, index: usize) -> Option<Self::Action>;

    /// Writes `view` as numbers. The fields and their lengths depend only on the
    /// component set and the player count.
    fn encode_view(view: &Self::View, out: &mut Observation);
}

/// The writer of an observation vector: values, and on request the layout (field
/// names and meanings) for the documentation.
#[derive(Clone, Debug, Default)]
pub struct Observation {
    values: Vec<f32>,
    layout: Option<Vec<Field>>,
    group: Option<(&'static str, usize)>,
}

impl Observation {
    /// A writer of values only (the fast path).
    pub fn new() -> Self {
        Self::default()
    }

    /// A writer that also records every field's name, place and meaning.
    pub fn with_layout() -> Self {
        Observation {
            layout: Some(Vec::new()),
            ..Self::default()
        }
    }

    /// Empties the writer for the next observation (the buffer is kept).
    pub fn clear(&mut self) {
        self.values.clear();
        if let Some(l) = &mut self.layout {
            l.clear();
        }
        self.group = None;
    }

    /// The values written so far.
    pub fn values(&self) -> &[f32] {
        &self.values
    }

    /// The fields written so far (empty unless made [`Observation::with_layout`]).
    pub fn layout(&self) -> &[Field] {
        self.layout.as_deref().unwrap_or(&[])
    }

    pub fn len(&self) -> usize {
        self.values.len()
    }

    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// Fields written from now on belong to `group[index]` (e.g. `seat[1]`), until
    /// [`Observation::end_group`].
    pub fn begin_group(&mut self, group: &'static str, index: usize) {
        self.group = Some((group, index));
    }

    pub fn end_group(&mut self) {
        self.group = None;
    }

    fn record(&mut self, name: &str, len: usize, meaning: &str) {
        if let Some(layout) = &mut self.layout {
            let name = match self.group {
                Some((g, i)) => format!("{g}[{i}].{name}"),
                None => name.to_string(),
            };
            layout.push(Field {
                name,
                offset: self.values.len(),
                len,
                meaning: meaning.to_string(),
            });
        }
    }

    /// One number.
    pub fn scalar(&mut self, name: &str, meaning: &str, value: f32) {
        self.record(name, 1, meaning);
        self.values.push(value);
    }

    /// A flag: 1 or 0.
    pub fn flag(&mut self, name: &str, meaning: &str, value: bool) {
        self.scalar(name, meaning, if value { 1.0 } else { 0.0 });
    }

    /// Several numbers.
    pub fn numbers(&mut self, name: &str, meaning: &str, values: impl IntoIterator<Item = f32>) {
        let start = self.values.len();
        self.values.extend(values);
        if self.layout.is_some() {
            let len = self.values.len() - start;
            let written: Vec<f32> = self.values.drain(start..).collect();
            self.record(name, len, meaning);
            self.values.extend(written);
        }
    }

    /// The field `observer`: one entry per seat, 1 at the observer's own (absolute)
    /// seat, all 0 for a spectator. Every game writes it first.
    pub fn observer(&mut self, observer: crate::Observer, players: usize) {
        let seat = match observer {
            crate::Observer::Seat(s) => Some(s),
            crate::Observer::Spectator => None,
        };
        self.one_hot(
            "observer",
            "1 at the observer's seat (absolute); all 0 for a spectator",
            players,
            seat,
        );
    }

    /// `len` entries, 1 at `index` and 0 elsewhere (all 0 for `None`). An index
    /// beyond `len` is a logic error of the encoder; it leaves all entries 0.
    pub fn one_hot(&mut self, name: &str, meaning: &str, len: usize, index: Option<usize>) {
        self.record(name, len, meaning);
        let start = self.values.len();
        self.values.resize(start + len, 0.0);
        if let Some(i) = index {
            debug_assert!(i < len, "{name}: index {i} of {len}");
            if i < len {
                self.values[start + i] = 1.0;
            }
        }
    }

    /// `len` entries, each the count of its value among `items` (a histogram, e.g.
    /// how many of each card a seat holds). Items beyond `len` are a logic error of
    /// the encoder and are not counted.
    pub fn counts(
        &mut self,
        name: &str,
        meaning: &str,
        len: usize,
        items: impl IntoIterator<Item = usize>,
    ) {
        self.record(name, len, meaning);
        let start = self.values.len();
        self.values.resize(start + len, 0.0);
        for i in items {
            debug_assert!(i < len, "{name}: item {i} of {len}");
            if i < len {
                self.values[start + i] += 1.0;
            }
        }
    }
}

/// The seat written `k`-th in an observation made for `observer` (see the module
/// documentation): seats are written from the observer on.
pub fn seat_written(observer: crate::Observer, k: usize, players: usize) -> Seat {
    match observer {
        crate::Observer::Seat(s) => (s + k) % players,
        crate::Observer::Spectator => k,
    }
}

/// Where `seat` is written in an observation made for `observer` (the inverse of
/// [`seat_written`]).
pub fn seat_place(observer: crate::Observer, seat: Seat, players: usize) -> usize {
    match observer {
        crate::Observer::Seat(s) => (seat + players - s) % players,
        crate::Observer::Spectator => seat,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Observer;

    #[test]
    fn layout_names_every_field_in_place() {
        let mut o = Observation::with_layout();
        o.scalar("round", "the round", 3.0);
        o.begin_group("seat", 1);
        o.one_hot("phase", "the phase", 3, Some(2));
        o.counts("cards", "cards held", 4, [1, 1, 3]);
        o.end_group();
        o.numbers("left", "cards left", [5.0, 6.0]);
        assert_eq!(
            o.values(),
            &[3.0, 0.0, 0.0, 1.0, 0.0, 2.0, 0.0, 1.0, 5.0, 6.0]
        );
        let names: Vec<_> = o
            .layout()
            .iter()
            .map(|f| (f.name.as_str(), f.offset, f.len))
            .collect();
        assert_eq!(
            names,
            [
                ("round", 0, 1),
                ("seat[1].phase", 1, 3),
                ("seat[1].cards", 4, 4),
                ("left", 8, 2)
            ]
        );
        let mut fast = Observation::new();
        fast.scalar("round", "", 3.0);
        fast.numbers("left", "", [5.0]);
        assert!(fast.layout().is_empty());
        assert_eq!(fast.values(), &[3.0, 5.0]);
    }

    #[test]
    fn seats_are_written_from_the_observer_on() {
        for players in 1..=5 {
            for s in 0..players {
                let obs = Observer::Seat(s);
                assert_eq!(seat_written(obs, 0, players), s);
                for seat in 0..players {
                    assert_eq!(
                        seat_written(obs, seat_place(obs, seat, players), players),
                        seat
                    );
                }
            }
            assert_eq!(
                seat_written(Observer::Spectator, 2 % players, players),
                2 % players
            );
        }
    }
}
