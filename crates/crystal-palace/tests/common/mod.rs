//! Staging helpers shared by the rule, ruling and example tests.
#![allow(dead_code)]

use crystal_palace::{Action, Components, CrystalPalace};
use gaslamp_core::i18n::{with_lang, Lang};
use gaslamp_core::{Game, Reader, Seat};
use std::sync::Arc;

pub fn game(players: usize, setup: serde_json::Value) -> CrystalPalace {
    CrystalPalace::new_game(&Arc::new(Components::shipped()), players, 1, Some(&setup)).unwrap()
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
            g.waiting_for()
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

/// The names of the seats at the table a refusal is said at.
pub const NAMES: [&str; 5] = ["Ada", "Ben", "Cy", "Dee", "Eve"];

/// Whether a hyphenated lowercase word is a word of the language, not a key: a
/// French word with its pronoun (`trouvez-les`), or `par-dessus`.
fn hyphenated_word(w: &str) -> bool {
    let particles = ["le", "la", "les", "lui", "en", "y", "ci"];
    w == "par-dessus"
        || w.rsplit_once('-')
            .is_some_and(|(_, p)| particles.contains(&p))
}

/// The notation a refusal must not show a player: a signed amount (`£-2`, `-1`), a
/// hyphenated key (`gas-cooker`, `refusal-not-now`), a component id (`s1a`, `2a`),
/// a seat by number (`seat 1`, `player 2`, `joueur 3`), a Fluent leftover.
pub fn refusal_notation(sentence: &str) -> Vec<String> {
    let s: String = sentence
        .chars()
        .filter(|c| !matches!(c, '\u{2068}' | '\u{2069}'))
        .collect();
    let chars: Vec<char> = s.chars().collect();
    let mut found = Vec::new();
    for w in chars.windows(2) {
        let signed = matches!(w[0], '-' | '+' | '−') && (w[1].is_ascii_digit() || w[1] == '£');
        let sign_after = w[0] == '£' && matches!(w[1], '-' | '+' | '−');
        if signed || sign_after {
            found.push(format!(
                "a signed amount {:?}",
                w.iter().collect::<String>()
            ));
        }
        if w[0] == '$' && w[1].is_ascii_alphabetic() || w[0] == '{' || w[0] == '}' {
            found.push("a Fluent leftover".into());
        }
    }
    let words: Vec<&str> = s
        .split(|c: char| !(c.is_alphanumeric() || c == '-'))
        .map(|w| w.trim_matches('-'))
        .filter(|w| !w.is_empty())
        .collect();
    for w in &words {
        let key = w.contains('-') && w.chars().all(|c| c.is_ascii_lowercase() || c == '-');
        if key && !hyphenated_word(w) {
            found.push(format!("a hyphenated key {w:?}"));
        }
        let digit = w.chars().any(|c| c.is_ascii_digit());
        let letter = w.chars().any(|c| c.is_alphabetic());
        if digit && letter && w.len() <= 4 {
            found.push(format!("a component id {w:?}"));
        }
    }
    for pair in words.windows(2) {
        let seat = ["seat", "player", "joueur"].contains(&pair[0].to_lowercase().as_str());
        if seat && pair[1].chars().all(|c| c.is_ascii_digit()) {
            found.push(format!("a seat number {:?}", pair.join(" ")));
        }
    }
    found
}

/// What is wrong with the refusal of `action` for `seat`, in each language (none
/// when it is accepted): it must carry its words, said to a reader without a table
/// they must be its message, every message id they use must be in the language's
/// file, and said to the refused seat at a table with names Crystal Palace's own
/// refusals must show no notation.
pub fn refusal_problems(g: &CrystalPalace, seat: Seat, action: &Action) -> Vec<String> {
    let texts = crystal_palace::texts::texts();
    let names: Vec<Option<String>> = NAMES.iter().map(|n| Some(n.to_string())).collect();
    let mut out = Vec::new();
    for lang in Lang::all() {
        let Err(r) = with_lang(lang, || g.check(seat, action)) else {
            continue;
        };
        let at = format!("{lang} `{}` {:?}", r.code, r.message);
        let Some(words) = &r.words else {
            out.push(format!("{at}: no words"));
            continue;
        };
        let nobody = Reader {
            lang,
            seat: None,
            names: &[],
        };
        if nobody.say(texts, words) != r.message {
            out.push(format!(
                "{at}: its words say {:?}",
                nobody.say(texts, words)
            ));
        }
        let reader = Reader {
            lang,
            seat: Some(seat),
            names: &names[..g.num_players()],
        };
        for id in reader.missing(texts, words) {
            out.push(format!("{at}: no message {id}"));
        }
        if crystal_palace::REFUSAL_CODES.contains(&r.code) {
            let said = reader.say(texts, words);
            for n in refusal_notation(&said) {
                out.push(format!("{at}: {n} in {said:?}"));
            }
        }
    }
    out
}
