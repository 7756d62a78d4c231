//! The residence track: a residence action moves the disc one space right (not from the
//! last space) or scores the current space's value.

use crate::actions::*;
use crate::refusals::{Of, Why};
use crate::state::{Player, Spyrium};
use gaslamp_core::Seat;

impl Spyrium {
    /// A residence choice where the effect gives a residence action, none elsewhere;
    /// `move` only before the last space.
    #[inline]
    pub(crate) fn residence_ok(
        &self,
        pl: &Player,
        wanted: bool,
        of: Of,
        choice: Option<ResidenceChoice>,
    ) -> Result<(), Why> {
        match (wanted, choice) {
            (true, None) => Err(Why::ResidenceChoiceNeeded(of)),
            (false, Some(_)) => Err(Why::NoResidenceAction(of)),
            (false, None) | (true, Some(ResidenceChoice::Score)) => Ok(()),
            (true, Some(ResidenceChoice::Move)) => {
                let last = self.cards.rules.residence_track.len() as u8 - 1;
                if pl.residence < last {
                    Ok(())
                } else {
                    Err(Why::ResidenceAtEnd)
                }
            }
        }
    }

    pub(crate) fn residence_action(&mut self, seat: Seat, choice: ResidenceChoice) {
        match choice {
            ResidenceChoice::Move => self.p.players[seat].residence += 1,
            ResidenceChoice::Score => {
                let v = self.residence_value(seat);
                self.add_score(seat, v);
            }
        }
    }
}
