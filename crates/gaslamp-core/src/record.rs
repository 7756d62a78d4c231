//! Game records: setup + seed + actions, stored as JSON, replayed bit-for-bit.
//!
//! ```json
//! { "game": "spyrium", "cards": "spyrium-base@1a2b…", "players": 4, "seed": 7,
//!   "setup": { … optional, game-specific … },
//!   "actions": [ { "seat": 2, "action": "place 1-2" }, … ] }
//! ```
//!
//! Actions are kept in the game's text notation, so a record is readable by people
//! and stable across changes of the in-memory action type.

use crate::{Game, Seat};
use serde::{Deserialize, Serialize};

/// A complete game record.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    /// The game's name, e.g. `"spyrium"`.
    pub game: String,
    /// The component set's identity (name and content hash).
    pub cards: String,
    pub players: usize,
    pub seed: u64,
    /// Explicit setup overrides (game-specific), instead of shuffling from the seed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub setup: Option<serde_json::Value>,
    pub actions: Vec<RecordedAction>,
}

/// One action of a record, in text notation, with the seat that took it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecordedAction {
    pub seat: Seat,
    pub action: String,
}

/// Why a record could not be replayed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    #[error("malformed record: {0}")]
    Malformed(String),
    #[error("this record is for the game `{found}`, not `{expected}`")]
    WrongGame { expected: String, found: String },
    #[error("the record was made with the card set `{record}` but `{loaded}` is loaded; pass the record's card file with --cards")]
    CardsMismatch { record: String, loaded: String },
    #[error("bad setup: {0}")]
    Setup(String),
    #[error("action {index} (`{action}`): {reason}")]
    Illegal {
        index: usize,
        action: String,
        reason: String,
    },
}

impl ReplayError {
    /// The index of the failing action, if the error is about one.
    pub fn action_index(&self) -> Option<usize> {
        match self {
            ReplayError::Illegal { index, .. } => Some(*index),
            _ => None,
        }
    }
}

impl Record {
    /// An empty record for a new game.
    pub fn new<G: Game>(
        options: &G::Options,
        players: usize,
        seed: u64,
        setup: Option<serde_json::Value>,
    ) -> Self {
        Record {
            game: G::info().name.to_string(),
            cards: G::options_id(options),
            players,
            seed,
            setup,
            actions: Vec::new(),
        }
    }

    /// Reads a record from JSON text, with a clear message when it is malformed.
    pub fn from_json(text: &str) -> Result<Self, ReplayError> {
        serde_json::from_str(text).map_err(|e| ReplayError::Malformed(e.to_string()))
    }

    pub fn to_json_pretty(&self) -> String {
        serde_json::to_string_pretty(self).expect("a record always serializes")
    }

    /// The game state before any action.
    pub fn initial_state<G: Game>(&self, options: &G::Options) -> Result<G, ReplayError> {
        let info = G::info();
        if self.game != info.name {
            return Err(ReplayError::WrongGame {
                expected: info.name.to_string(),
                found: self.game.clone(),
            });
        }
        let loaded = G::options_id(options);
        if self.cards != loaded {
            return Err(ReplayError::CardsMismatch {
                record: self.cards.clone(),
                loaded,
            });
        }
        G::new_game(options, self.players, self.seed, self.setup.as_ref())
            .map_err(|e| ReplayError::Setup(e.0))
    }

    /// Applies every action and returns the final state, or the first action that fails.
    pub fn replay<G: Game>(&self, options: &G::Options) -> Result<G, ReplayError> {
        self.replay_with(options, |_, _, _| {})
    }

    /// Like [`Record::replay`], calling `each(index, action, state_after)` after every action.
    pub fn replay_with<G: Game>(
        &self,
        options: &G::Options,
        mut each: impl FnMut(usize, &G::Action, &G),
    ) -> Result<G, ReplayError> {
        let mut state: G = self.initial_state(options)?;
        for (index, ra) in self.actions.iter().enumerate() {
            let illegal = |reason: String| ReplayError::Illegal {
                index,
                action: ra.action.clone(),
                reason,
            };
            if ra.seat >= state.num_players() {
                return Err(illegal(format!(
                    "seat {} does not exist in a {}-player game",
                    ra.seat,
                    state.num_players()
                )));
            }
            let action = state
                .parse_action(ra.seat, &ra.action)
                .map_err(|e| illegal(e.0))?;
            state
                .apply(ra.seat, &action)
                .map_err(|e| illegal(e.reason))?;
            each(index, &action, &state);
        }
        Ok(state)
    }

    /// Appends an action (in the state *before* it is applied) to the record.
    pub fn push<G: Game>(&mut self, state: &G, seat: Seat, action: &G::Action) {
        self.actions.push(RecordedAction {
            seat,
            action: state.action_text(seat, action),
        });
    }
}
