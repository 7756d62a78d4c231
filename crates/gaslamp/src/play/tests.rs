//! `gaslamp play`'s tests: whole games at the terminal with bots and typed input.

use super::*;
use crystal_palace::CrystalPalace;
use spyrium::{Components, Spyrium};
use std::sync::Arc;

fn config(seats: &str, seed: u64) -> PlayConfig {
    let seats = crate::seats::parse_seat_list(seats).unwrap().0;
    PlayConfig::new::<Spyrium>(None, Some(seats), Some(seed), None, None).unwrap()
}

fn run(seats: &str, seed: u64, input: &str) -> (PlayEnd, String) {
    let mut out = Vec::new();
    let end = play::<Spyrium>(
        &Components::builtin(),
        &config(seats, seed),
        None,
        &mut input.as_bytes(),
        &mut out,
    )
    .unwrap();
    (end, String::from_utf8(out).unwrap())
}

#[test]
fn bots_play_to_the_end_and_the_same_seed_gives_the_same_game() {
    let (end, a) = run("random,random,random", 5, "");
    assert_eq!(end, PlayEnd::Finished);
    assert!(a.contains("Final scores"), "{a}");
    assert!(a.contains("Winner"), "{a}");
    let (_, b) = run("random,random,random", 5, "");
    assert_eq!(a, b);
}

#[test]
fn search_bots_play_to_the_end_and_replay_the_same_game_from_the_seed() {
    let (end, a) = run("greedy,ismcts:20,random", 4, "");
    assert_eq!(end, PlayEnd::Finished);
    assert!(a.contains("  player 1: greedy (one-ply look-ahead"), "{a}");
    assert!(
        a.contains("  player 2: ismcts:20 (ISMCTS, 20 iterations"),
        "{a}"
    );
    assert!(a.contains("player 2 (ismcts:20): "), "{a}");
    assert!(a.contains("Final scores"), "{a}");
    let (_, b) = run("greedy,ismcts:20,random", 4, "");
    assert_eq!(a, b);
}

#[test]
fn a_human_can_act_by_number_and_by_text_and_quit() {
    let (end, out) = run("human,random", 11, "nonsense\n99\nplace 1-2\n1\nq\n");
    assert_eq!(end, PlayEnd::Quit);
    assert!(out.contains("Cannot read `nonsense`"), "{out}");
    assert!(out.contains("There is no action 99"), "{out}");
    assert!(out.contains("You: place 1-2"), "{out}");
    assert!(out.contains("Game left after"), "{out}");
}

/// `gaslamp play --lang fr`: the terminal's sentences and the game's are French
/// (Goofspiel: a bid by number, one by text, a refused one, an unreadable one,
/// then to the end).
#[test]
fn a_game_in_french_shows_no_english() {
    use gaslamp_core::i18n::{with_lang, Lang};
    use goofspiel::Goofspiel;
    let seats = crate::seats::parse_seat_list("human,random").unwrap().0;
    let config = PlayConfig::new::<Goofspiel>(None, Some(seats), Some(3), None, None).unwrap();
    let c = goofspiel::Components::new(4).unwrap();
    let mut out = Vec::new();
    let input = "1\nbid 99\nnonsense\n9\n1\n1\n1\n1\n";
    let end = with_lang(Lang::known("fr"), || {
        play::<Goofspiel>(&c, &config, None, &mut input.as_bytes(), &mut out)
    })
    .unwrap();
    assert_eq!(end, PlayEnd::Finished);
    let out = String::from_utf8(out).unwrap();
    for french in [
        "joueurs",
        "Joueurs :",
        "Vos actions permises",
        "Interdit :",
        "Impossible de lire",
        "Il n'y a pas d'action 9",
        "Partie terminée",
        "Scores finaux",
    ] {
        assert!(out.contains(french), "{french:?} in {out}");
    }
    assert!(out.contains("une personne à ce terminal"), "{out}");
    let shell = out;
    for english in [
        "players",
        "Seats",
        "Your",
        "seat ",
        "Game over",
        "Not allowed",
        "Cannot read",
        "There is no",
        "Final",
        "Winner",
        "prize",
    ] {
        assert!(!shell.contains(english), "{english:?} in {shell}");
    }
}

/// The terminal's sentences exist in English and French, and so does every id
/// its sources write.
#[test]
fn every_message_is_written_in_english_and_french() {
    use gaslamp_core::i18n::Lang;
    assert_eq!(TEXTS.problems(), Vec::<String>::new());
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/src");
    let mut ids: Vec<String> = ["easy", "medium", "hard", "expert"]
        .iter()
        .map(|l| format!("level-{l}"))
        .collect();
    for f in std::fs::read_dir(dir).unwrap() {
        let path = f.unwrap().path();
        if path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let src = std::fs::read_to_string(path).unwrap();
        for part in src.split("tr!(TEXTS, \"").skip(1) {
            ids.push(part[..part.find('"').unwrap()].to_string());
        }
        for part in src.split("Message::new(\"").skip(1) {
            ids.push(part[..part.find('"').unwrap()].to_string());
        }
    }
    assert!(ids.len() > 30);
    for id in ids {
        for l in Lang::all() {
            assert!(TEXTS.has(l, &id), "{id} in {l}");
        }
    }
}

#[test]
fn an_illegal_text_action_gets_the_engines_reason() {
    // `pass` in Phase I with no worker in the market... is legal; a Gain money
    // from a slot without a worker of ours never is.
    let (_, out) = run("human,random", 3, "money 1-2 @1\nq\n");
    assert!(out.contains("Not allowed: "), "{out}");
}

#[test]
fn odd_and_out_of_range_input_is_refused_without_crashing() {
    let odd = [
        "activate 1-2 @2 replace 9",
        "activate 1-2 @1 token 9",
        "activate 1-2 @1 commerce 9",
        "activate 1-2 @5",
        "activate 9-9 @1",
        "money 1-2 @5",
        "money 1-2",
        "use 200:200",
        "use 1:1 taylorism",
        "event 200",
        "event 1 move",
        "event use 9:9",
        "event place 1-2",
        "event money commerce 2",
        "phase2 event",
        "bonus money",
        "pass",
        "0",
        "-1",
        "   ",
        "£££",
    ];
    for seed in 0..4 {
        let mut input = String::from("place 1-2\n");
        for line in odd {
            input.push_str(line);
            input.push('\n');
        }
        input.push_str("q\n");
        let (end, _) = run("human,random", seed, &input);
        assert_eq!(end, PlayEnd::Quit);
    }
}

#[test]
fn every_turn_of_a_human_fits_an_80_by_30_screen() {
    for (seats, seed) in [
        ("human,random", 1),
        ("human,greedy,random,random,random", 2),
    ] {
        let input = "1\n".repeat(400);
        let (_, out) = run(seats, seed, &input);
        let lines: Vec<&str> = out.lines().collect();
        let mut screens = 0;
        for (i, l) in lines.iter().enumerate() {
            if l.contains("your action (") {
                let start = (0..i)
                    .rev()
                    .find(|&j| lines[j].starts_with("Turn "))
                    .expect("a board before each prompt");
                assert!(
                    i - start < SCREEN_LINES,
                    "{} lines:\n{}",
                    i - start + 1,
                    lines[start..=i].join("\n")
                );
                for l in &lines[start..i] {
                    assert!(l.chars().count() < SCREEN_COLUMNS, "too wide: {l}");
                }
                screens += 1;
            }
        }
        assert!(screens > 20, "{out}");
    }
}

#[test]
fn end_of_input_quits() {
    let (end, _) = run("human,random", 3, "");
    assert_eq!(end, PlayEnd::Quit);
}

#[test]
fn hot_seat_people_are_told_to_look_away_and_a_choice_prints_only_at_the_reveal() {
    let seats = crate::seats::parse_seat_list("human,human").unwrap().0;
    let config = PlayConfig::new::<CrystalPalace>(None, Some(seats), Some(5), None, None).unwrap();
    let mut out = Vec::new();
    play::<CrystalPalace>(
        &Arc::new(crystal_palace::Components::shipped()),
        &config,
        None,
        &mut "dice 6 5 2 1\ndice 3 3 3 2\nq\n".as_bytes(),
        &mut out,
    )
    .unwrap();
    let text = String::from_utf8(out).unwrap();
    assert!(
        text.contains("everyone but the seat choosing must look away"),
        "{text}"
    );
    assert!(text.contains("player 2 chooses in secret: everyone else, look away now."));
    assert!(text.contains("player 1 has chosen (secret until every seat has)"));
    let reveal = text.find("dice revealed").expect("the reveal is printed");
    let first = text.find("6 5 2 1").expect("seat 0's dice are printed");
    assert!(
        first > reveal,
        "seat 0's dice were printed before the reveal:\n{text}"
    );
    assert!(
        text.contains("provisional component set"),
        "play says the set is provisional"
    );
}

#[test]
fn seat_list_must_match_the_player_count() {
    let seats = crate::seats::parse_seat_list("human,random").unwrap().0;
    let e = PlayConfig::new::<Spyrium>(Some(3), Some(seats), Some(1), None, None).unwrap_err();
    assert!(e.to_string().contains("--seats lists 2 seat(s)"), "{e}");
    let e = PlayConfig::new::<Spyrium>(Some(6), None, Some(1), None, None).unwrap_err();
    assert!(e.to_string().contains("2 to 5 players"), "{e}");
    let c = PlayConfig::new::<Spyrium>(Some(3), None, None, None, None).unwrap();
    assert_eq!(
        c.seats,
        vec![
            SeatKind::Human,
            SeatKind::Bot(BotSpec::Random),
            SeatKind::Bot(BotSpec::Random)
        ]
    );
    assert!(c.seed_from_clock);
}
