//! Component files: a broken one is refused naming every problem; the flag and its alias.

use super::*;

#[test]
fn a_broken_card_file_is_rejected_naming_every_bad_card_and_field() {
    let dir = tempfile::tempdir().unwrap();
    let text = spyrium::cards::BUILTIN_CARDS
        .replacen(
            "price = { value = 0, source = \"P\" }",
            "price = { value = -2, source = \"P\" }",
            1,
        )
        .replacen(
            "copies = { value = 1, source = \"P\" }",
            "copies = { value = -1, source = \"P\" }",
            1,
        );
    assert_ne!(text, spyrium::cards::BUILTIN_CARDS);
    let cards = dir.path().join("broken.toml");
    std::fs::write(&cards, text).unwrap();
    let (record, _) = random_record(dir.path(), 1, 3);
    for args in [
        vec![
            "sim",
            "spyrium",
            "--games",
            "1",
            "--cards",
            path_str(&cards),
        ],
        vec![
            "play",
            "spyrium",
            "--seats",
            "random,random",
            "--cards",
            path_str(&cards),
        ],
        vec![
            "bench",
            "spyrium",
            "--seconds",
            "0.01",
            "--cards",
            path_str(&cards),
        ],
        vec!["replay", path_str(&record), "--cards", path_str(&cards)],
        vec!["legal", path_str(&record), "--cards", path_str(&cards)],
        vec![
            "arena",
            "spyrium",
            "--bots",
            "random,random",
            "--games",
            "1",
            "--cards",
            path_str(&cards),
        ],
        vec![
            "hint",
            path_str(&record),
            "--seat",
            "0",
            "--budget",
            "10",
            "--cards",
            path_str(&cards),
        ],
        vec![
            "bench",
            "ai",
            "--seconds",
            "0.01",
            "--cards",
            path_str(&cards),
        ],
    ] {
        let o = gaslamp(&args, "");
        assert_eq!(o.status.code(), Some(1), "{args:?}");
        let err = stderr(&o);
        assert!(err.contains("2 problem(s)"), "{args:?}: {err}");
        assert!(
            err.contains("'miner'") && err.contains("`price`"),
            "{args:?}: {err}"
        );
        assert!(err.contains("`copies`"), "{args:?}: {err}");
        assert!(err.contains("broken.toml"), "{args:?}: {err}");
    }
}

#[test]
fn components_is_the_flag_and_cards_its_alias() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("cards.toml");
    std::fs::write(&file, spyrium::cards::BUILTIN_CARDS).unwrap();
    for flag in ["--components", "--cards"] {
        let o = gaslamp(
            &[
                "sim",
                "spyrium",
                "--games",
                "2",
                "--players",
                "2",
                flag,
                path_str(&file),
            ],
            "",
        );
        assert!(o.status.success(), "{flag}: {}", stderr(&o));
    }
}
