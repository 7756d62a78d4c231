//! Game records: setup + seed + actions, stored as JSON, replayed bit-for-bit.
//!
//! ```json
//! { "version": 3, "game": "spyrium", "components": "spyrium-base@1a2b…", "players": 4,
//!   "seed": 7, "setup": { … optional, game-specific … },
//!   "actions": [ { "seat": 2, "action": "place 1-2" }, … ] }
//! ```
//!
//! Actions are kept in the game's text notation, so a record is readable by people
//! and stable across changes of the in-memory action type.
//!
//! The seed fixes every future shuffle, so it is a secret while the game runs: a
//! record handed to a player mid-game ([`crate::Match::record_for`]) has no `seed` and
//! no `setup` and cannot be replayed; the full record is given once the game is over.
//!
//! Format versions, all of which replay:
//! - 1: no `version` field (written before version numbers existed), always a seed,
//!   the component set's id in `cards`;
//! - 2: `version`, and `seed` may be absent in a withheld record; still `cards`;
//! - 3 (written now): the component set's id is in `components`, the name used for
//!   the component set everywhere else.

use crate::{Game, Seat};
use serde::{Deserialize, Serialize};

/// The record format written now.
pub const RECORD_VERSION: u32 = 3;

/// The largest record text read, in bytes (a 6-turn Spyrium record is about 10 KB).
pub const MAX_RECORD_BYTES: u64 = 16 << 20;

fn version_one() -> u32 {
    1
}

/// A complete game record.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "RecordJson")]
pub struct Record {
    /// The record format's version ([`RECORD_VERSION`]); absent in version 1.
    pub version: u32,
    /// The game's name, e.g. `"spyrium"`.
    pub game: String,
    /// The component set's identity (name and content hash). Versions 1 and 2 call
    /// the field `cards`.
    pub components: String,
    pub players: usize,
    /// The game's seed; absent while it is withheld (the game is not over).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    /// Explicit setup overrides (game-specific), instead of shuffling from the seed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub setup: Option<serde_json::Value>,
    pub actions: Vec<RecordedAction>,
}

/// A record as read, any version: the component set's id under either name, checked
/// against the version by [`Record::try_from`].
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RecordJson {
    #[serde(default = "version_one")]
    version: u32,
    game: String,
    /// The name from version 3 on.
    components: Option<String>,
    /// The name in versions 1 and 2.
    cards: Option<String>,
    players: usize,
    #[serde(default)]
    seed: Option<u64>,
    #[serde(default)]
    setup: Option<serde_json::Value>,
    actions: Vec<RecordedAction>,
}

impl TryFrom<RecordJson> for Record {
    type Error = String;

    /// Each version names the component set one way: `cards` in versions 1 and 2,
    /// `components` from version 3. A version this program does not know yet is let
    /// through here with either name, so that [`Record::from_json`] can say which
    /// versions it reads.
    fn try_from(r: RecordJson) -> Result<Self, String> {
        let known = r.version <= RECORD_VERSION;
        let components = match (r.components, r.cards) {
            (Some(_), Some(_)) => {
                return Err("a record names its component set once, in `components` \
                    (`cards` in versions 1 and 2), not in both"
                    .into())
            }
            (Some(c), None) if r.version >= 3 || !known => c,
            (None, Some(c)) if r.version <= 2 || !known => c,
            (Some(_), None) => {
                return Err(format!(
                    "a record of format version {} names its component set in `cards`; \
                     `components` is the name from version 3 on",
                    r.version
                ))
            }
            (None, Some(_)) => {
                return Err(format!(
                    "a record of format version {} names its component set in `components`; \
                     `cards` is the name of versions 1 and 2",
                    r.version
                ))
            }
            (None, None) => return Err("missing field `components`".into()),
        };
        Ok(Record {
            version: r.version,
            game: r.game,
            components,
            players: r.players,
            seed: r.seed,
            setup: r.setup,
            actions: r.actions,
        })
    }
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
    #[error(
        "this record has format version {0}; this program reads versions 1 to {RECORD_VERSION}"
    )]
    UnknownVersion(u32),
    #[error("this record's seed is withheld (it was given out before the game ended), so it cannot be replayed")]
    SeedWithheld,
    #[error("this record is for the game `{found}`, not `{expected}`")]
    WrongGame { expected: String, found: String },
    #[error("the record was made with the component set `{record}` but `{loaded}` is loaded")]
    ComponentsMismatch { record: String, loaded: String },
    #[error("bad setup: {0}")]
    Setup(String),
    #[error("action {index} (seat {seat}, `{action}`): {reason}")]
    Illegal {
        index: usize,
        seat: Seat,
        /// The action's text as the record has it (untrusted: escape before printing).
        action: String,
        /// The refusal's stable code (see [`crate::codes`] and the game's list).
        code: &'static str,
        reason: String,
    },
}

impl ReplayError {
    /// Action `index` of a record (`action`) refused when replayed.
    pub fn illegal(index: usize, action: &RecordedAction, refusal: crate::Refusal) -> Self {
        ReplayError::Illegal {
            index,
            seat: action.seat,
            action: action.action.clone(),
            code: refusal.code,
            reason: refusal.message,
        }
    }

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
        components: &G::Components,
        players: usize,
        seed: u64,
        setup: Option<serde_json::Value>,
    ) -> Self {
        Record {
            version: RECORD_VERSION,
            game: G::info().name.to_string(),
            components: G::components_id(components),
            players,
            seed: Some(seed),
            setup,
            actions: Vec::new(),
        }
    }

    /// Reads a record from JSON text, with a clear message when it is malformed.
    pub fn from_json(text: &str) -> Result<Self, ReplayError> {
        if text.len() as u64 > MAX_RECORD_BYTES {
            return Err(ReplayError::Malformed(format!(
                "it has {} bytes; a record may have at most {MAX_RECORD_BYTES}",
                text.len()
            )));
        }
        let r: Record = serde_json::from_str(text)
            .map_err(|e| ReplayError::Malformed(crate::untrusted(&e.to_string())))?;
        if r.version == 0 || r.version > RECORD_VERSION {
            return Err(ReplayError::UnknownVersion(r.version));
        }
        Ok(r)
    }

    pub fn to_json_pretty(&self) -> String {
        serde_json::to_string_pretty(self).expect("a record always serializes")
    }

    /// The game state before any action.
    pub fn initial_state<G: Game>(&self, components: &G::Components) -> Result<G, ReplayError> {
        let info = G::info();
        if self.game != info.name {
            return Err(ReplayError::WrongGame {
                expected: info.name.to_string(),
                found: self.game.clone(),
            });
        }
        let loaded = G::components_id(components);
        if self.components != loaded {
            return Err(ReplayError::ComponentsMismatch {
                record: self.components.clone(),
                loaded,
            });
        }
        let seed = self.seed.ok_or(ReplayError::SeedWithheld)?;
        G::new_game(components, self.players, seed, self.setup.as_ref())
            .map_err(|e| ReplayError::Setup(e.0))
    }

    /// Replays every action (checked, by [`crate::Match::replay`]) and returns the
    /// final state, or why the record does not replay.
    pub fn replay<G: Game>(&self, components: &G::Components) -> Result<G, ReplayError> {
        crate::Match::from_record(self, components).map(crate::Match::into_state)
    }

    /// The record without its actions: what a game starts from.
    pub(crate) fn header(&self) -> Record {
        Record {
            version: self.version,
            game: self.game.clone(),
            components: self.components.clone(),
            players: self.players,
            seed: self.seed,
            setup: self.setup.clone(),
            actions: Vec::new(),
        }
    }

    /// Appends an action (in the state *before* it is applied) to the record.
    pub fn push<G: Game>(&mut self, state: &G, seat: Seat, action: &G::Action) {
        self.actions.push(RecordedAction {
            seat,
            action: state.action_text(seat, action),
        });
    }
}
