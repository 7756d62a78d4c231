//! Staging helpers shared by the rule, ruling and example tests.
#![allow(dead_code)]

use crystal_palace::{Action, Components, CrystalPalace};
use gaslamp_core::{Game, Seat};
use std::sync::Arc;

pub fn game(players: usize, setup: serde_json::Value) -> CrystalPalace {
    CrystalPalace::new_game(&Arc::new(Components::shipped()), players, 1, Some(&setup)).unwrap()
}

/// `message` said in English to a reader without a table (a seat is "player N").
pub fn said(message: &gaslamp_core::Message) -> String {
    gaslamp_core::Reader {
        lang: gaslamp_core::i18n::Lang::EN,
        seat: None,
        names: &[],
    }
    .say(&crystal_palace::texts::TEXTS, message)
}

/// Reads and applies an action; panics with the engine's reason if refused.
pub fn play(g: &mut CrystalPalace, seat: usize, text: &str) {
    let a = g
        .parse_action(seat, text)
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    if let Err(r) = g.apply(seat, &a) {
        panic!(
            "seat {seat} `{text}` refused: {} {}\n{}",
            r.code,
            r.message,
            said(&g.waiting_message())
        );
    }
}

/// The refusal code of an action, or `None` if it is accepted (on a copy); a
/// refusal must be a message said without notation ([`refusal_problems`]).
pub fn refusal(g: &CrystalPalace, seat: usize, text: &str) -> Option<String> {
    let a = g.parse_action(seat, text).ok()?;
    let problems = refusal_problems(g, seat, &a);
    assert!(problems.is_empty(), "`{text}`: {}", problems.join("\n"));
    g.check(seat, &a).err().map(|r| r.code.to_string())
}

/// The legal actions of `seat` in notation.
pub fn legal(g: &CrystalPalace, seat: usize) -> Vec<String> {
    g.legal_actions(seat)
        .iter()
        .map(|a| g.action_text(seat, a))
        .collect()
}

/// Every seat chooses the given dice (seat order).
pub fn dice(g: &mut CrystalPalace, dice: &[&str]) {
    for (s, d) in dice.iter().enumerate() {
        play(g, s, &format!("dice {d}"));
    }
}

/// Every seat chooses dice and places nothing: the round runs on to phase 4.
pub fn to_phase_4(g: &mut CrystalPalace, d: &[&str]) {
    dice(g, d);
    while let (crystal_palace::state::Stage::Place { .. }, Some(s)) = (g.stage(), g.current_seat())
    {
        play(g, s, "pass");
    }
}

/// Plays on with every seat's first legal action until the game is over.
pub fn first_actions_to_the_end(g: &mut CrystalPalace) {
    while !g.is_over() {
        let s = g.to_act().first().expect("someone acts");
        let first = g.legal_actions(s)[0];
        g.apply(s, &first).unwrap();
    }
}

/// What is wrong with the refusal of `action` for `seat`
/// (`gaslamp_core::testing::refusal_problems`, with the game's files and codes).
pub fn refusal_problems(g: &CrystalPalace, seat: Seat, action: &Action) -> Vec<String> {
    gaslamp_core::testing::refusal_problems(
        g,
        seat,
        action,
        crystal_palace::texts::texts(),
        crystal_palace::REFUSAL_CODES,
    )
}
