//! The phase-1 positions the search studies start from (`root_study`, `dice_study`).

use crystal_palace::{Components, CrystalPalace};
use gaslamp_ai::GreedyBot;
use gaslamp_core::{Bot, Game, Observer};
use std::sync::Arc;

/// Position `pos`: a 4-player game (seed 900 + `pos`) played by greedy bots up to the
/// first phase-1 decision of round 2 (even `pos`) or 3 (odd), and that round.
pub fn position(c: &Arc<Components>, pos: u64) -> (CrystalPalace, u8) {
    let mut g = CrystalPalace::new_game(c, 4, 900 + pos, None).unwrap();
    let mut rng = gaslamp_core::rng_from_seed(pos);
    let target_round = 2 + (pos % 2) as u8;
    let mut bot = GreedyBot;
    loop {
        let to_act = g.to_act();
        if to_act.len() > 1 && g.public().round == target_round {
            return (g, target_round);
        }
        let seat = to_act.first().unwrap();
        let legal = g.legal_actions(seat);
        let v = g.view(Observer::Seat(seat));
        let a = Bot::<CrystalPalace>::choose(&mut bot, &v, &legal, &mut rng);
        g.apply_unchecked(seat, &a);
    }
}
