//! The actions of Spyrium. Every choice a card offers is part of the action, so a bot
//! can enumerate them all: which worker and card, which token, where a building goes,
//! the residence move or score, the Commerce value, Lobbying, Taylorism, event options.
//! The only decision taken apart from an action is the 8/20 VP bonus, which is asked
//! right after the action that reached the threshold.

use crate::market::{Pos, Slot};
use serde::{Deserialize, Serialize};

/// One decision of one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    /// Phase I: place a worker from the start card in a slot.
    Place { slot: Slot },
    /// Phase II: remove a worker from `slot`, naming an adjacent card still in the
    /// market (`None` when neither of its cards remains), and take £1 per other worker
    /// adjacent to that card.
    GainMoney { slot: Slot, card: Option<Pos> },
    /// Phase II: remove a worker from `slot` and activate the adjacent card at `card`.
    Activate(Activation),
    /// Phase II: use building number `building` (0-based in the neighbourhood) with
    /// option `option`. With `taylorism`, the building is inclined and is straightened
    /// and used again with the Taylorism technique.
    UseBuilding {
        building: u8,
        option: u8,
        taylorism: bool,
    },
    /// Use the turn's event. `begin_activation`: a Phase I player first moves to Phase II.
    Event {
        begin_activation: bool,
        choice: EventChoice,
    },
    /// Phase II: pass for the rest of the turn (no own worker may remain in the market).
    Pass,
    /// The 8 VP bonus choice.
    Bonus { bonus: BonusKind },
}

// Search trees look actions up in hash maps constantly: an action is hashed as one
// number packing all its fields (equal actions pack equal, as `Hash` requires).
impl std::hash::Hash for Action {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        state.write_u64(self.packed());
    }
}

impl Action {
    /// All fields of the action in one number (distinct actions give distinct
    /// numbers, though `Hash` only needs equal ones to agree).
    fn packed(&self) -> u64 {
        let opt = |v: Option<u8>| v.map_or(0, |x| x as u64 + 1);
        match *self {
            Action::Place { slot } => 1 | (slot as u64) << 8,
            Action::GainMoney { slot, card } => 2 | (slot as u64) << 8 | opt(card) << 16,
            Action::Activate(a) => {
                let placement = match a.placement {
                    None => 0,
                    Some(Placement::NewSpace) => 1,
                    Some(Placement::Replace(i)) => i as u64 + 2,
                };
                let residence = match a.residence {
                    None => 0,
                    Some(ResidenceChoice::Move) => 1,
                    Some(ResidenceChoice::Score) => 2,
                };
                3 | (a.slot as u64) << 8
                    | (a.card as u64) << 16
                    | opt(a.token) << 24
                    | opt(a.commerce) << 32
                    | (a.lobbying as u64) << 40
                    | placement << 41
                    | residence << 50
            }
            Action::UseBuilding {
                building,
                option,
                taylorism,
            } => 4 | (building as u64) << 8 | (option as u64) << 16 | (taylorism as u64) << 24,
            Action::Event {
                begin_activation,
                choice,
            } => {
                let c = match choice {
                    EventChoice::Windfall { gain, commerce } => {
                        1 | (gain as u64) << 4 | opt(commerce) << 8
                    }
                    EventChoice::Option { index, residence } => {
                        2 | (index as u64) << 4 | residence.map_or(0, |r| r as u64 + 1) << 12
                    }
                    EventChoice::Overtime { building, option } => {
                        3 | (building as u64) << 4 | (option as u64) << 12
                    }
                    EventChoice::Recruitment => 4,
                    EventChoice::LatePlacement { slot } => 5 | (slot as u64) << 4,
                };
                5 | (begin_activation as u64) << 8 | c << 16
            }
            Action::Pass => 6,
            Action::Bonus { bonus } => 7 | (bonus as u64) << 8,
        }
    }
}

/// The choices of an activation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Activation {
    pub slot: Slot,
    pub card: Pos,
    /// Token characters: the value of the token taken from the card.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub token: Option<u8>,
    /// With Commerce (once per turn): the value chosen for the token.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub commerce: Option<u8>,
    /// With Lobbying (once per turn): no £1 per other adjacent worker.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub lobbying: bool,
    /// Buildings: where the building goes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub placement: Option<Placement>,
    /// Cards with a residence effect: move or score.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub residence: Option<ResidenceChoice>,
}

impl Activation {
    pub fn new(slot: Slot, card: Pos) -> Self {
        Activation {
            slot,
            card,
            token: None,
            commerce: None,
            lobbying: false,
            placement: None,
            residence: None,
        }
    }
}

/// Where a newly constructed building goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Placement {
    /// A new space: £1 per building already owned (Crane: £3 less, min £0).
    NewSpace,
    /// Replace the building at this index (0-based); £3 off the price when they share
    /// a symbol.
    Replace(u8),
}

/// A residence action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ResidenceChoice {
    /// Move the disc one space right.
    Move,
    /// Score the current space's value.
    Score,
}

/// What a Windfall token's value is taken as.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Gain {
    Money,
    Spyrium,
    Vp,
}

/// How the turn's event is used.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum EventChoice {
    Windfall {
        gain: Gain,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        commerce: Option<u8>,
    },
    /// Option `index` (0-based) of an options event.
    Option {
        index: u8,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        residence: Option<ResidenceChoice>,
    },
    Overtime {
        building: u8,
        option: u8,
    },
    Recruitment,
    LatePlacement {
        slot: Slot,
    },
}

/// The two bonuses of the score track.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BonusKind {
    Worker,
    Money,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Components, Spyrium};
    use gaslamp_core::{rng_from_seed, Game};
    use rand::Rng;
    use std::collections::HashMap;

    /// Over the legal actions of random games, two actions pack to the same number
    /// only if they are equal.
    #[test]
    fn packed_actions_tell_every_legal_action_apart() {
        let mut rng = rng_from_seed(5);
        let mut seen: HashMap<u64, Action> = HashMap::new();
        let mut legal = Vec::new();
        for players in 2..=5 {
            for seed in 0..6 {
                let mut g = Spyrium::new_game(&Components::builtin(), players, seed, None).unwrap();
                while !g.is_over() {
                    let seat = g.to_act().first().unwrap();
                    legal.clear();
                    g.legal_actions_into(seat, &mut legal);
                    for a in &legal {
                        let prev = seen.entry(a.packed()).or_insert(*a);
                        assert_eq!(prev, a, "{prev:?} and {a:?} pack alike");
                    }
                    let a = legal[rng.gen_range(0..legal.len())];
                    g.apply_unchecked(seat, &a);
                }
            }
        }
        assert!(
            seen.len() > 200,
            "only {} distinct actions seen",
            seen.len()
        );
        // Hand-made actions with large fields stay apart too.
        let mut a = Activation::new(11, 8);
        a.placement = Some(Placement::Replace(255));
        let mut b = a;
        b.placement = Some(Placement::Replace(254));
        b.residence = Some(ResidenceChoice::Score);
        assert_ne!(Action::Activate(a).packed(), Action::Activate(b).packed());
    }
}
