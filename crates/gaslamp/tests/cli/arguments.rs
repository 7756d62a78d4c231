//! Bad, absurd and hostile arguments: refused with a reason, never echoed raw.

use super::*;

#[test]
fn an_unknown_game_is_refused_with_the_list_and_escaped() {
    let o = gaslamp(&["sim", "chess\u{1b}[2J"], "");
    assert_eq!(o.status.code(), Some(64));
    let err = stderr(&o);
    assert!(err.contains("spyrium"), "{err}");
    assert!(!err.contains('\u{1b}'), "{err}");
}

#[test]
fn hostile_action_text_is_not_echoed_raw() {
    let o = gaslamp(
        &["play", "spyrium", "--seats", "human,random", "--seed", "2"],
        "\u{1b}]0;pwned\u{7}\nq\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.contains("Cannot read"), "{text}");
    assert!(
        !text.contains('\u{1b}') && !text.contains('\u{7}'),
        "{text}"
    );
}

#[test]
fn bad_and_absurd_arguments_exit_with_64_and_say_why() {
    for (args, says) in [
        (vec!["sim", "spyrium", "--games", "x"], "invalid value"),
        (
            vec!["sim", "spyrium", "--games", "1000000000000"],
            "--games must be from 1",
        ),
        (vec!["sim", "spyrium", "--players", "9"], "2 to 5 players"),
        (
            vec!["bench", "spyrium", "--seconds", "1e9"],
            "--seconds must be",
        ),
        (
            vec!["bench", "spyrium", "--seconds", "NaN"],
            "--seconds must be",
        ),
        (
            vec![
                "arena",
                "spyrium",
                "--bots",
                "random,random",
                "--threads",
                "100000",
            ],
            "--threads must be",
        ),
        (vec!["play", "spyrium", "--no-such-flag"], "no-such-flag"),
    ] {
        let o = gaslamp(&args, "");
        assert_eq!(o.status.code(), Some(64), "{args:?}: {}", stderr(&o));
        assert!(stderr(&o).contains(says), "{args:?}: {}", stderr(&o));
    }
    let o = gaslamp(&["--help"], "");
    assert_eq!(o.status.code(), Some(0));
}

/// The operator's policy flags of `serve` refuse absurd numbers before anything
/// starts (no database opened, nothing listening).
#[test]
fn serve_refuses_absurd_policy_numbers() {
    for (args, says) in [
        (vec!["serve", "--bot-iterations", "0"], "--bot-iterations"),
        (vec!["serve", "--bot-seconds", "1e9"], "--bot-seconds"),
        (
            vec!["serve", "--bots-thinking", "100000"],
            "--bots-thinking",
        ),
        (vec!["serve", "--searches", "0"], "--searches"),
        (
            vec!["serve", "--rooms-per-player", "0"],
            "--rooms-per-player",
        ),
        (vec!["serve", "--rooms-per-hour", "0"], "--rooms-per-hour"),
    ] {
        let o = gaslamp(&args, "");
        assert_eq!(o.status.code(), Some(64), "{args:?}: {}", stderr(&o));
        assert!(stderr(&o).contains(says), "{args:?}: {}", stderr(&o));
    }
}
