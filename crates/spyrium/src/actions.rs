//! The actions of Spyrium. Every choice a card offers is part of the action, so a bot
//! can enumerate them all: which worker and card, which token, where a building goes,
//! the residence move or score, the Commerce value, Lobbying, Taylorism, event options.
//! The only decision taken apart from an action is the 8/20 VP bonus, which is asked
//! right after the action that reached the threshold.

use crate::market::{Pos, Slot};
use serde::{Deserialize, Serialize};

/// One decision of one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
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
