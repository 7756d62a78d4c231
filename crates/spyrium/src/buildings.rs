//! Buildings (RULINGS 11-13): where a constructed building goes, and using a building
//! in Phase II (upright, or again with Taylorism or Overtime).

use crate::actions::*;
use crate::cards::{Card, CardId, CardKind, Power};
use crate::refusals::Why;
use crate::state::{Player, Spyrium};
use crate::techniques::workers_needed;
use gaslamp_core::Seat;

impl Spyrium {
    /// Where a building goes; other cards take no place.
    #[inline]
    pub(crate) fn placement_ok(
        &self,
        pl: &Player,
        c: CardId,
        card: &Card,
        placement: Option<Placement>,
    ) -> Result<(), Why> {
        let building = card.kind == CardKind::Building;
        match (building, placement) {
            (false, Some(_)) => Err(Why::NotABuilding(c)),
            (false, None) | (true, Some(Placement::NewSpace)) => Ok(()),
            (true, None) => Err(Why::NeedsPlacement(c)),
            (true, Some(Placement::Replace(i))) => {
                if (i as usize) < pl.buildings.len() {
                    Ok(())
                } else {
                    Err(Why::NoSuchBuilding(i))
                }
            }
        }
    }

    /// A building of the seat's neighbourhood, with option `option` (RULING 12).
    #[inline]
    pub(crate) fn building_option(&self, pl: &Player, b: u8, option: u8) -> Result<CardId, Why> {
        let Some(&c) = pl.buildings.get(b as usize) else {
            return Err(Why::NoSuchBuilding(b));
        };
        let card = self.cards.card(c);
        if card.uses.is_empty() {
            return Err(Why::BuildingHasNoUse(c));
        }
        if option as usize >= card.uses.len() {
            return Err(Why::NoSuchBuildingOption(c));
        }
        Ok(c)
    }

    /// The workers and Spyrium that option `option` of building `b` needs are there.
    #[inline]
    pub(crate) fn can_run_ok(
        &self,
        seat: Seat,
        b: u8,
        option: u8,
        overtime: bool,
    ) -> Result<(), Why> {
        let pl = self.player(seat);
        let card = self.cards.card(pl.buildings[b as usize]);
        let u = &card.uses[option as usize];
        if pl.active < workers_needed(self, seat, card, option as usize) {
            Err(Why::NotEnoughWorkers {
                building: b,
                option,
                overtime,
            })
        } else if pl.spyrium < u.pay_spyrium as u32 {
            Err(Why::NotEnoughSpyrium {
                building: b,
                option,
                overtime,
            })
        } else {
            Ok(())
        }
    }

    /// Use a building: upright, or inclined with Taylorism (RULING 12).
    pub(crate) fn use_building_ok(
        &self,
        seat: Seat,
        b: u8,
        option: u8,
        taylorism: bool,
    ) -> Result<(), Why> {
        let pl = self.player(seat);
        let c = self.building_option(pl, b, option)?;
        match (pl.is_inclined(b as usize), taylorism) {
            (true, false) => return Err(Why::BuildingInclined(c)),
            (false, true) => return Err(Why::BuildingNotInclined(c)),
            (true, true) => Self::power_ok(pl, Power::Taylorism)?,
            (false, false) => {}
        }
        self.can_run_ok(seat, b, option, false)
    }

    /// Overtime: an inclined building used again (its £ is checked apart).
    pub(crate) fn overtime_ok(&self, seat: Seat, b: u8, option: u8) -> Result<(), Why> {
        let pl = self.player(seat);
        let c = self.building_option(pl, b, option)?;
        if !pl.is_inclined(b as usize) {
            return Err(Why::BuildingNotInclined(c));
        }
        self.can_run_ok(seat, b, option, true)
    }

    /// Runs option `option` of building `b`: workers on it, Spyrium paid, gains; then
    /// the building is inclined (RULING 12).
    pub(crate) fn run_building(&mut self, seat: Seat, b: usize, option: usize) {
        let cards = self.cards.clone();
        let card = cards.card(self.p.players[seat].buildings[b]);
        let u = card.uses[option];
        let w = workers_needed(self, seat, card, option);
        let engineering = self.player(seat).has(Power::Engineering)
            && card.symbols & crate::cards::SYMBOL_FACTORY != 0;
        let pl = &mut self.p.players[seat];
        pl.active -= w;
        pl.spyrium -= u.pay_spyrium as u32;
        pl.spyrium += u.gain_spyrium as u32;
        pl.inclined |= 1 << b;
        let vp = u.gain_vp as u32 + if engineering { w as u32 } else { 0 };
        self.add_score(seat, vp);
    }

    /// Every legal use of a building (upright, or inclined with Taylorism).
    pub(crate) fn use_building_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        let pl = self.player(seat);
        for b in 0..pl.buildings.len() as u8 {
            let taylorism = pl.is_inclined(b as usize);
            let uses = self.cards.card(pl.buildings[b as usize]).uses.len() as u8;
            for option in 0..uses {
                if self.use_building_ok(seat, b, option, taylorism).is_ok() {
                    out.push(Action::UseBuilding {
                        building: b,
                        option,
                        taylorism,
                    });
                }
            }
        }
    }
}
