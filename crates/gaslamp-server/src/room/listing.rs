//! What the lobby lists of a room. Its listing (what only its game knows: the
//! version, who is to act, whether it is over, the result) is written by storage
//! with the room and with each action the room commits, in the same transaction;
//! the lobby reads it back with the room's setup, seats and names as they are now
//! ([`Summary::listed`]), so listing rooms loads none and replays no record.

use super::seats::{self, Occupant};
use super::{Settings, Summary};
use crate::storage::{ListedRoom, ListingRow};
use gaslamp_games::AnyMatch;
use serde_json::Value;

/// The listing of a room whose game is `m`.
pub fn listing_of(m: &dyn AnyMatch) -> ListingRow {
    ListingRow {
        version: m.version(),
        to_act: m.to_act(),
        over: m.is_over(),
        result: result_of(m),
    }
}

/// Once the game is over: each seat's final score with its parts, as the lobby
/// shows it.
pub fn result_of(m: &dyn AnyMatch) -> Option<Value> {
    m.final_json().filter(|v| !v.is_null())
}

impl Summary {
    /// The summary of a listed room: the same as its room would answer, made from
    /// stored rows only. An error says why the rows cannot be read (a seat of an
    /// unknown kind).
    pub fn listed(room: &ListedRoom, listing: &ListingRow) -> Result<Summary, String> {
        let occupants = room
            .seats
            .iter()
            .zip(room.names.iter().cloned().chain(std::iter::repeat(None)))
            .map(|(row, name)| Occupant::from_row(row, name))
            .collect::<Result<Vec<_>, _>>()?;
        let settings = Settings::read(&room.settings);
        Ok(Summary {
            room: room.id.clone(),
            game: room.game.clone(),
            seats: seats::summaries(&occupants),
            to_act: listing.to_act.clone(),
            version: listing.version,
            over: listing.over,
            expired: room.expired,
            move_seconds: settings.move_seconds,
            turn_based: settings.turn_based,
            result: listing.result.clone(),
        })
    }
}
