//! `gaslamp play`: bots and people at the terminal, saves, seeds, secrets.

use super::*;

#[test]
fn play_with_bots_only_runs_to_the_end_and_saves_a_replayable_record() {
    let dir = tempfile::tempdir().unwrap();
    let rec = dir.path().join("game.json");
    let o = gaslamp(
        &[
            "play",
            "spyrium",
            "--players",
            "3",
            "--seats",
            "random,random,random",
            "--seed",
            "21",
            "--record",
            path_str(&rec),
        ],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.contains("seed 21"), "{text}");
    assert!(text.contains("=== Turn 6 of 6"), "{text}");
    assert!(text.contains("Final scores"), "{text}");
    assert!(text.contains("Winner"), "{text}");
    assert!(text.contains("player 2 (random): "), "{text}");

    let o = gaslamp(&["replay", path_str(&rec)], "");
    assert!(o.status.success(), "{}", stderr(&o));
    let full: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(full["over"], true);
    let scores: Vec<i64> = full["final_scores"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_i64().unwrap())
        .collect();
    // The final report's line of each seat: at a table without names, "player N"
    // (counted from 1), its total, then its parts.
    for (seat, score) in scores.iter().enumerate() {
        let player = seat + 1;
        assert!(
            text.contains(&format!("  player {player}: {score} = ")),
            "player {player} scored {score}:\n{text}"
        );
    }

    // The same seed plays the same game.
    let again = gaslamp(
        &[
            "play",
            "spyrium",
            "--seats",
            "random,random,random",
            "--seed",
            "21",
        ],
        "",
    );
    let moves = |t: &str| t.lines().filter(|l| l.starts_with("  player ")).count();
    assert!(moves(&text) > 20, "{text}");
    assert_eq!(moves(&stdout(&again)), moves(&text));
}

#[test]
fn play_with_a_human_reads_numbers_and_text_from_stdin() {
    let dir = tempfile::tempdir().unwrap();
    let rec = dir.path().join("partial.json");
    let o = gaslamp(
        &[
            "play",
            "spyrium",
            "--players",
            "2",
            "--seats",
            "human,random",
            "--seed",
            "8",
            "--record",
            path_str(&rec),
        ],
        "1\nnot an action\n42\n?\nb\nc\nplace 2-5\n2\nq\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.contains("Decks A/B/C"), "{text}");
    // `c` shows every card's text.
    assert!(text.contains("Cards in the market:"), "{text}");
    assert!(text.contains("Your legal actions:"), "{text}");
    assert!(text.contains("You: "), "{text}");
    assert!(text.contains("Cannot read `not an action`"), "{text}");
    assert!(text.contains("There is no action 42"), "{text}");
    assert!(text.contains("Game left after"), "{text}");
    let record = Record::from_json(&std::fs::read_to_string(&rec).unwrap()).unwrap();
    let mine: Vec<_> = record.actions.iter().filter(|a| a.seat == 0).collect();
    assert!(mine.len() >= 2, "{mine:?}");
    record.replay::<Spyrium>(&Components::builtin()).unwrap();
}

#[test]
fn play_stops_cleanly_at_end_of_input() {
    let o = gaslamp(
        &["play", "spyrium", "--seats", "random,human", "--seed", "2"],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("Game left after"));
}

#[test]
fn play_explains_an_illegal_action_with_the_engines_reason() {
    let o = gaslamp(
        &["play", "spyrium", "--seats", "human,random", "--seed", "8"],
        "money 1-2 @1\nq\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("Not allowed: "), "{}", stdout(&o));
}

#[test]
fn unknown_seat_kinds_and_bad_player_counts_are_explained() {
    let o = gaslamp(&["play", "spyrium", "--seats", "human,wizard"], "");
    assert!(!o.status.success());
    let err = stderr(&o);
    assert!(err.contains("unknown seat kind `wizard`"), "{err}");
    for kind in [
        "`human`",
        "`random`",
        "`greedy`",
        "`ismcts`",
        "`ismcts:LEVEL`",
        "`ismcts:N`",
        "`ismcts:500ms`",
        "easy|medium|hard|expert",
    ] {
        assert!(err.contains(kind), "{kind} missing in: {err}");
    }
    let o = gaslamp(&["play", "spyrium", "--seats", "greedy,ismcts:quickly"], "");
    assert_eq!(o.status.code(), Some(64), "a usage error");
    assert!(stderr(&o).contains("`ismcts:quickly`"), "{}", stderr(&o));

    let o = gaslamp(
        &["play", "spyrium", "--players", "6", "--seats", "random"],
        "",
    );
    assert_eq!(o.status.code(), Some(64), "a bad argument");
    assert!(stderr(&o).contains("2 to 5 players"), "{}", stderr(&o));
}

#[test]
fn play_with_search_bots_runs_to_the_end_and_names_each_seats_bot() {
    let o = gaslamp(
        &[
            "play",
            "spyrium",
            "--seats",
            "greedy,ismcts:30",
            "--seed",
            "5",
        ],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(
        text.contains("  player 1: greedy (one-ply look-ahead"),
        "{text}"
    );
    assert!(
        text.contains("  player 2: ismcts:30 (ISMCTS, 30 iterations per decision)"),
        "{text}"
    );
    assert!(text.contains("player 1 (greedy): "), "{text}");
    assert!(text.contains("player 2 (ismcts:30): "), "{text}");
    assert!(text.contains("Final scores"), "{text}");
    assert!(text.contains("Winner"), "{text}");
}

/// The first line that names a seed, if any.
fn seed_lines(text: &str) -> Vec<&str> {
    text.lines().filter(|l| l.contains("seed")).collect()
}

#[test]
fn a_seed_from_the_clock_is_shown_only_when_the_game_is_left_or_over() {
    let o = gaslamp(&["play", "spyrium", "--seats", "human,random"], "q\n");
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    let before_end = &text[..text.find("Game left").expect("the game was left")];
    assert!(
        !before_end.chars().any(|c| c.is_ascii_digit())
            || seed_lines(before_end)
                .iter()
                .all(|l| l.contains("shown when the game ends")),
        "{before_end}"
    );
    let after = &text[text.find("Game left").unwrap()..];
    assert!(after.contains("The seed was "), "{after}");
}

#[test]
fn the_record_is_saved_after_every_action_and_a_left_game_resumes() {
    let dir = tempfile::tempdir().unwrap();
    let rec = dir.path().join("save.json");
    // Two human actions, then leave.
    let o = gaslamp(
        &[
            "play",
            "spyrium",
            "--seats",
            "human,greedy",
            "--seed",
            "8",
            "--record",
            path_str(&rec),
        ],
        "1\n1\nq\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let saved = Record::from_json(&std::fs::read_to_string(&rec).unwrap()).unwrap();
    assert_eq!(saved.seed, Some(8));
    assert!(saved.actions.len() >= 3, "{:?}", saved.actions);
    let before = saved.actions.len();
    // Continue it with bots at every seat: the game finishes and the file holds it all.
    let o = gaslamp(
        &[
            "play",
            "--resume",
            path_str(&rec),
            "--seats",
            "random,random",
        ],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(
        text.contains(&format!(
            "continued after {before} action{}",
            if before == 1 { "" } else { "s" }
        )),
        "{text}"
    );
    assert!(text.contains("Final scores"), "{text}");
    let done = Record::from_json(&std::fs::read_to_string(&rec).unwrap()).unwrap();
    assert_eq!(done.actions[..before], saved.actions[..]);
    let g: Spyrium = done.replay(&Components::builtin()).unwrap();
    assert!(g.is_over());
}

#[test]
fn an_unwritable_record_path_is_refused_before_the_game_starts() {
    let dir = tempfile::tempdir().unwrap();
    let rec = dir.path().join("no-such-dir").join("save.json");
    let o = gaslamp(
        &[
            "play",
            "spyrium",
            "--seats",
            "human,random",
            "--record",
            path_str(&rec),
        ],
        "1\n",
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("cannot write the record"),
        "{}",
        stderr(&o)
    );
    assert!(!stdout(&o).contains("Seats:"), "{}", stdout(&o));
}

#[test]
fn goofspiel_at_the_terminal_keeps_every_bid_secret_until_the_reveal() {
    let dir = tempfile::tempdir().unwrap();
    let rec = dir.path().join("goof.json");
    let o = gaslamp(
        &[
            "play",
            "goofspiel",
            "--seats",
            "random,greedy,human",
            "--seed",
            "4",
            "--record",
            path_str(&rec),
        ],
        &"1\n".repeat(10),
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    let record = Record::from_json(&std::fs::read_to_string(&rec).unwrap()).unwrap();
    assert_eq!(record.game, "goofspiel");
    // Each round: the bots bid first (seats 0 and 1), then the human. Before each of
    // the human's prompts, nothing printed tells what the bots bid this round.
    let rounds = text.split("your action (").collect::<Vec<_>>();
    assert!(rounds.len() > 5, "{text}");
    for (r, before_prompt) in rounds.iter().enumerate().take(rounds.len() - 1) {
        // The part of this round: after the previous round's reveal.
        let this_round = before_prompt
            .rsplit("=== Round")
            .next()
            .unwrap_or(before_prompt);
        for seat in [0usize, 1] {
            let bid = &record.actions[3 * r + seat];
            assert_eq!(bid.seat, seat);
            // The board's line about the last round tells the bids of the one before.
            let lines = this_round.lines().filter(|l| !l.starts_with("last round"));
            for line in lines {
                // The terminal names seats from 1 ("player 1").
                let about_seat = line.contains(&format!("player {} ", seat + 1))
                    || line.contains(&format!("player {}:", seat + 1));
                assert!(
                    !(about_seat && line.contains(&bid.action)),
                    "round {}: seat {seat}'s `{}` shows before the reveal: {line}\n{this_round}",
                    r + 1,
                    bid.action
                );
            }
        }
        assert!(this_round.contains("has chosen (secret"), "{this_round}");
    }
    // And after the human's bid the round is revealed.
    assert!(text.contains("Round 1: player 1 bid "), "{text}");
}

#[test]
fn a_game_with_a_person_is_saved_in_the_data_directory_without_record() {
    let dir = tempfile::tempdir().unwrap();
    let o = gaslamp_in(
        dir.path(),
        &["play", "spyrium", "--seats", "human,random", "--seed", "6"],
        "1\nq\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let saves: Vec<_> = std::fs::read_dir(dir.path().join("saves"))
        .unwrap()
        .collect();
    assert_eq!(saves.len(), 1);
    let path = saves[0].as_ref().unwrap().path();
    assert!(
        stdout(&o).contains(path.to_str().unwrap()),
        "{}",
        stdout(&o)
    );
    let r = Record::from_json(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert!(!r.actions.is_empty());
    // A game of bots only is not saved unless asked.
    let o = gaslamp_in(
        dir.path(),
        &["play", "spyrium", "--seats", "random,random", "--seed", "6"],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(
        std::fs::read_dir(dir.path().join("saves")).unwrap().count(),
        1
    );
}

/// `--names`: the board, the log and the report name every seat and say "you" to
/// the one person at the terminal; no seat is a number. A wrong count or a name with
/// a control character is refused with what to give instead.
#[test]
fn play_names_the_players_and_speaks_to_the_person_at_the_terminal() {
    let o = gaslamp(
        &[
            "play",
            "goofspiel",
            "--seats",
            "human,random,random",
            "--names",
            "Ada,Ben,Cy",
            "--seed",
            "2",
        ],
        &"1\n".repeat(20),
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    for said in [
        "  Ada: human",
        "  Ben: random",
        "Cy (random)",
        "You: score",
        "Ben: score",
    ] {
        assert!(text.contains(said), "{said:?} in {text}");
    }
    assert!(text.contains("Final scores"), "{text}");
    // Every line but those that show what to type (the actions' notation, the
    // prompt's keys, the save file's path).
    let typed = ["`", "your action (", "/saves/", " - "];
    for line in text
        .lines()
        .filter(|l| !typed.iter().any(|t| l.contains(t)))
    {
        let notation = gaslamp_core::testing::notation_in(line);
        assert!(notation.is_empty(), "{notation:?} in {line:?}");
    }
    for (names, why) in [
        ("Ada,Ben", "--names lists 2 name(s)"),
        ("Ada,\u{7}x,Cy", "--names: name 2"),
    ] {
        let o = gaslamp(
            &[
                "play",
                "goofspiel",
                "--seats",
                "human,random,random",
                "--names",
                names,
            ],
            "",
        );
        assert!(!o.status.success());
        assert!(stderr(&o).contains(why), "{}", stderr(&o));
    }
}

/// Spyrium at the terminal with `--names`: the board's player rows, its head and
/// the cards' details say "you" to the person and name the others, every seat with
/// its sign (the legend of the workers in the market); no line but those that show
/// what to type holds notation.
#[test]
fn spyrium_names_the_players_on_its_board_and_details() {
    let o = gaslamp(
        &[
            "play",
            "spyrium",
            "--seats",
            "human,random",
            "--names",
            "Ada,Ben",
            "--seed",
            "8",
        ],
        "1\nb\nc\nq\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    // A bot's move is told as the log tells it, about the bot: never "your".
    let bot_moves: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with("  Ben (random): "))
        .collect();
    assert!(!bot_moves.is_empty(), "{text}");
    for line in bot_moves {
        assert!(
            line.contains(" - Ben ") && !line.contains(" your "),
            "{line}"
        );
    }
    for said in [
        "> * you ",
        "  # Ben ",
        "Cards in the market:",
        "  * You: I placement",
        "  # Ben: I placement",
    ] {
        assert!(text.contains(said), "{said:?} in {text}");
    }
    assert!(
        text.contains("You play first") || text.contains("Ben plays first"),
        "{text}"
    );
    // What to type: the legal actions' notation (numbered, in columns), the
    // prompt's keys, the save file's path.
    let typed = ["`", "your action (", "/saves/", " - "];
    let numbered = |l: &str| {
        let l = l.trim_start();
        l.starts_with(|c: char| c.is_ascii_digit()) && l.contains(". ")
    };
    for line in text
        .lines()
        .filter(|l| !typed.iter().any(|t| l.contains(t)) && !numbered(l))
    {
        let notation = gaslamp_core::testing::notation_in(line);
        assert!(notation.is_empty(), "{notation:?} in {line:?}");
    }
}
