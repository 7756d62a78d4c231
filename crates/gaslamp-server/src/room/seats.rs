//! Who occupies each seat of a room, as stored and as the room holds it, and the
//! room's seat changes: joining, leaving, and the seats another node changed. Every
//! change of a seat's holder closes the old holder's connections in the same step.

use super::actor::RoomActor;
use super::{ErrorKind, Joined, Player, RoomError, SeatSummary};
use crate::storage::SeatRow;
use gaslamp_ai::BotSpec;
use gaslamp_core::Seat;

/// Who occupies a seat.
#[derive(Clone, Debug, PartialEq)]
pub enum Occupant {
    /// Free for a person to join.
    Open,
    /// A person, who holds the seat's token (only its hash is kept).
    Person {
        player: String,
        /// The person's name, for people to read.
        name: String,
        token_hash: String,
    },
    /// A bot of the server.
    Bot(BotSpec),
}

impl Occupant {
    /// The seat's kind as stored (`open`, `human`, `bot:SPEC`).
    pub fn stored(&self) -> String {
        match self {
            Occupant::Open => "open".into(),
            Occupant::Person { .. } => "human".into(),
            Occupant::Bot(b) => format!("bot:{b}"),
        }
    }

    /// The seat's row in storage.
    pub fn row(&self, seat: Seat) -> SeatRow {
        let (player_id, token_hash) = match self {
            Occupant::Person {
                player, token_hash, ..
            } => (Some(player.clone()), Some(token_hash.clone())),
            _ => (None, None),
        };
        SeatRow {
            seat,
            kind: self.stored(),
            player_id,
            token_hash,
        }
    }

    /// A stored seat, with its person's name (`name` looks it up).
    pub fn from_row(row: &SeatRow, name: Option<String>) -> Result<Occupant, String> {
        match (row.kind.as_str(), &row.player_id, &row.token_hash) {
            ("open", _, _) => Ok(Occupant::Open),
            ("human", Some(p), Some(t)) => Ok(Occupant::Person {
                player: p.clone(),
                name: name.unwrap_or_else(|| "?".into()),
                token_hash: t.clone(),
            }),
            (k, _, _) => match k.strip_prefix("bot:") {
                Some(spec) => BotSpec::parse(spec)
                    .map(Occupant::Bot)
                    .map_err(|e| e.to_string()),
                None => Err(format!("unknown seat kind `{k}`")),
            },
        }
    }

    /// The hash of the seat's token, if a person holds it.
    pub fn holder(&self) -> Option<&str> {
        match self {
            Occupant::Person { token_hash, .. } => Some(token_hash),
            _ => None,
        }
    }

    pub fn is_person(&self) -> bool {
        matches!(self, Occupant::Person { .. })
    }

    /// The seat as the lobby shows it; `shown`: its person's name as the room shows
    /// it (`shown_names`).
    pub fn summary(&self, seat: Seat, shown: Option<String>) -> SeatSummary {
        let (kind, bot, player) = match self {
            Occupant::Open => ("open", None, None),
            Occupant::Bot(b) => ("bot", Some(b.to_string()), None),
            Occupant::Person { .. } => ("human", None, shown),
        };
        let level = match self {
            Occupant::Bot(b) => gaslamp_ai::Level::of(b).map(gaslamp_ai::Level::name),
            _ => None,
        };
        SeatSummary {
            seat,
            kind,
            bot,
            level,
            player,
        }
    }
}

/// Every seat as the lobby shows it, with its person's name told apart
/// ([`shown_names`]).
pub fn summaries(seats: &[Occupant]) -> Vec<SeatSummary> {
    seats
        .iter()
        .zip(shown_names(seats))
        .enumerate()
        .map(|(seat, (o, shown))| o.summary(seat, shown))
        .collect()
}

/// The seat whose token hashes to `holder`.
pub fn seat_of(seats: &[Occupant], holder: &str) -> Option<Seat> {
    seats.iter().position(|o| o.holder() == Some(holder))
}

/// Whether `player` holds a seat of `seats`.
pub fn holds_a_seat(seats: &[Occupant], player: &str) -> bool {
    seats
        .iter()
        .any(|o| matches!(o, Occupant::Person { player: p, .. } if p == player))
}

/// Each person's name as the room shows it, by seat: two people of one name told
/// apart ("Ada", "Ada (2)", [`crate::names::told_apart`]).
pub fn shown_names(seats: &[Occupant]) -> Vec<Option<String>> {
    crate::names::told_apart(seats.iter().map(|o| match o {
        Occupant::Person { name, .. } => Some(name.as_str()),
        _ => None,
    }))
}

/// A person's name as the room shows it on its own (a chat line's author): their
/// name told apart from the others', else "seat N".
pub fn shown_name(seats: &[Occupant], seat: Seat) -> String {
    shown_names(seats)
        .into_iter()
        .nth(seat)
        .flatten()
        .unwrap_or_else(|| format!("seat {seat}"))
}

/// A person's name as the room's sentences embed it: shown as [`shown_name`],
/// isolated so that it cannot turn the sentence around ([`crate::names::isolate`]).
pub fn name_of(seats: &[Occupant], seat: Seat) -> String {
    match seats.get(seat) {
        Some(Occupant::Person { .. }) => crate::names::isolate(&shown_name(seats, seat)),
        _ => format!("seat {seat}"),
    }
}

impl RoomActor {
    /// Gives `player` a seat (`None`: the first open one) and its token.
    ///
    /// A player holds at most one seat of a room, except the room's creator, who may
    /// take several (several people at one device, "hot seat").
    pub(super) async fn join(
        &mut self,
        player: Player,
        seat: Option<Seat>,
    ) -> Result<Joined, RoomError> {
        let conflict = |code, message: String| RoomError::new(ErrorKind::Conflict, code, message);
        if self.expired {
            return Err(conflict("room_expired", "this room has ended".into()));
        }
        if self.m.is_over() {
            return Err(conflict("game_over", "this room's game is over".into()));
        }
        if player.id != self.created_by && holds_a_seat(&self.seats, &player.id) {
            return Err(conflict(
                "already_seated",
                "you hold a seat of this room already (only its creator may hold several)".into(),
            ));
        }
        let seat = match seat {
            Some(s) => s,
            None => self
                .seats
                .iter()
                .position(|o| *o == Occupant::Open)
                .ok_or_else(|| conflict("room_full", "no seat is open".into()))?,
        };
        if self.seats.get(seat) != Some(&Occupant::Open) {
            return Err(conflict("seat_taken", format!("seat {seat} is not open")));
        }
        let token = crate::secrets::new_secret();
        let token_hash = crate::secrets::hash(&token);
        let taken = Box::pin(
            self.hub
                .store
                .take_seat(&self.id, seat, &player.id, &token_hash),
        )
        .await
        .map_err(RoomError::unavailable)?;
        if !taken {
            // Another node seated someone there first.
            self.reload_seats().await;
            return Err(conflict("seat_taken", format!("seat {seat} is not open")));
        }
        self.seats[seat] = Occupant::Person {
            player: player.id,
            name: player.name,
            token_hash,
        };
        self.seats_changed();
        Ok(Joined { seat, token })
    }

    /// `player` leaves `seat`, which opens again; their connections on it close.
    pub(super) async fn leave(&mut self, player: &str, seat: Seat) -> Result<(), RoomError> {
        let not_yours = || {
            RoomError::new(
                ErrorKind::Forbidden,
                "not_your_seat",
                format!("seat {seat} is not yours"),
            )
        };
        let mine =
            matches!(self.seats.get(seat), Some(Occupant::Person { player: p, .. }) if p == player);
        if !mine {
            return Err(not_yours());
        }
        let left = Box::pin(self.hub.store.leave_seat(&self.id, seat, player))
            .await
            .map_err(RoomError::unavailable)?;
        if !left {
            self.reload_seats().await;
            return Err(not_yours());
        }
        self.seats[seat] = Occupant::Open;
        self.seats_changed();
        Ok(())
    }

    /// The seat whose token hashes to `holder`; when this node does not know it, the
    /// seats are read again from storage (another node may have seated someone
    /// before its announcement arrived).
    pub(super) async fn seat_of(&mut self, holder: &str) -> Option<Seat> {
        if let Some(s) = seat_of(&self.seats, holder) {
            return Some(s);
        }
        self.reload_seats().await;
        seat_of(&self.seats, holder)
    }

    /// Reads the seats and their people's names again from storage (another node
    /// seated someone or saw them leave, or a player was renamed).
    pub(super) async fn reload_seats(&mut self) {
        let rows = match Box::pin(self.hub.store.seats(&self.id)).await {
            Ok(r) => r,
            Err(e) => return tracing::error!(room = %self.id, error = %e, "cannot read the seats"),
        };
        let mut seats = Vec::with_capacity(rows.len());
        for row in &rows {
            // Names are read again too: a player may have been renamed.
            let name = match &row.player_id {
                Some(p) => Box::pin(self.hub.store.player_name(p)).await.ok().flatten(),
                None => None,
            };
            match Occupant::from_row(row, name) {
                Ok(o) => seats.push(o),
                Err(e) => {
                    return tracing::error!(room = %self.id, error = %e, "a stored seat is unreadable")
                }
            }
        }
        if seats != self.seats {
            self.seats = seats;
            self.seats_changed();
        }
    }

    /// After any change of seats: every connection whose token no longer holds its
    /// seat is told and closed, before the room sends anything else.
    fn seats_changed(&mut self) {
        let goodbye = |lang| super::play::seat_lost(lang).to_text();
        let seats = &self.seats;
        let closed = self
            .conns
            .close_lost(|s| seats.get(s).and_then(Occupant::holder), goodbye);
        if closed > 0 {
            tracing::info!(room = %self.id, closed, "connections of a seat's old holder closed");
        }
        self.hints.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seat_goes_to_storage_and_back() {
        for o in [
            Occupant::Open,
            Occupant::Bot(BotSpec::Greedy),
            Occupant::Person {
                player: "p".into(),
                name: "Ada".into(),
                token_hash: "h".into(),
            },
        ] {
            let row = o.row(2);
            assert_eq!(row.seat, 2);
            assert_eq!(Occupant::from_row(&row, Some("Ada".into())).unwrap(), o);
        }
        let mut bad = Occupant::Open.row(0);
        bad.kind = "robot".into();
        assert!(Occupant::from_row(&bad, None).is_err());
    }
}
