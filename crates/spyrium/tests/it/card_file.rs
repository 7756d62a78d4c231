//! The card data file: the shipped set matches CARDS.md's counts and provenance, and a
//! broken file is rejected with every problem named by card and field.

use spyrium::cards::{CardKind, Period, Source, BUILTIN_CARDS, MAX_CARD_FILE_BYTES};
use spyrium::Components;

#[test]
fn builtin_set_has_the_counts_of_cards_md() {
    let cs = Components::builtin();
    let count = |kind: CardKind, period: Period| -> u32 {
        cs.cards
            .iter()
            .filter(|c| c.kind == kind && c.period == period)
            .map(|c| c.copies as u32)
            .sum()
    };
    use CardKind::*;
    use Period::*;
    assert_eq!(
        [
            count(Character, A),
            count(Character, B),
            count(Character, C)
        ],
        [8, 6, 3]
    );
    assert_eq!(
        [count(Building, A), count(Building, B), count(Building, C)],
        [19, 11, 5]
    );
    assert_eq!(
        [
            count(Technique, A),
            count(Technique, B),
            count(Technique, C)
        ],
        [3, 3, 1]
    );
    assert_eq!(
        cs.period_cards.iter().map(|d| d.len()).collect::<Vec<_>>(),
        vec![30, 20, 9]
    );
    assert_eq!(cs.events.len(), 7);
    assert_eq!(cs.rules.tokens, [8, 8, 8]);
    assert_eq!(cs.rules.residence_track, vec![2, 3, 4, 5, 7]);
    assert!(cs.id.starts_with("spyrium-base@"));
}

#[test]
fn numbers_stated_by_the_rulebook_are_tagged_r_pinned_by_an_example_x_and_the_rest_p() {
    let cs = Components::builtin();
    let card = |id: &str| cs.card(cs.card_by_id(id).unwrap());
    // Stated by the rulebook: Apprentice £0, Factory I £6, Luxury Home / Mansion / Palace VP.
    assert_eq!(
        (card("apprentice").price, card("apprentice").sources.price),
        (0, Source::R)
    );
    assert_eq!(
        (card("factory-1").price, card("factory-1").sources.price),
        (6, Source::R)
    );
    for (id, vp) in [("luxury-home", 6), ("mansion", 9), ("palace", 12)] {
        assert_eq!((card(id).vp, card(id).sources.vp), (vp, Some(Source::R)));
    }
    // Pinned by the Architect example: the token is the price (RULING 24).
    for id in ["architect-b", "architect-c", "banker", "financier"] {
        assert_eq!((card(id).price, card(id).sources.price), (0, Source::X));
    }
    // Provisional numbers keep their tag.
    assert_eq!(card("mine-1").sources.price, Source::P);
    assert_eq!(card("mine-1").sources.vp, Some(Source::P));
    assert_eq!(card("crane").sources.price, Source::P);
    assert!(cs
        .rules
        .provisional
        .contains(&"residence_track".to_string()));
    // Every card effect is from the rulebook.
    assert!(cs.cards.iter().all(|c| c.sources.effect == Source::R));
}

#[test]
fn a_broken_file_reports_every_problem_with_card_and_field() {
    let broken = BUILTIN_CARDS
        .replace(
            "id = \"geologist\"\nname = \"Geologist\"\nkind = \"character\"\nperiod = { value = \"A\", source = \"P\" }\ncopies = { value = 2, source = \"P\" }\nprice = { value = 1, source = \"P\" }",
            "id = \"geologist\"\nname = \"Geologist\"\nkind = \"character\"\nperiod = { value = \"A\", source = \"P\" }\ncopies = { value = 2, source = \"P\" }\nprice = { value = -1, source = \"P\" }",
        )
        .replace("effect = { token = \"gain_vp\" }", "effect = { token = \"gain_gold\" }")
        .replace("power = \"lobbying\"", "power = \"bribery\"");
    assert_ne!(broken, BUILTIN_CARDS);
    let err = Components::from_toml(&broken).unwrap_err();
    let text = err.to_string();
    assert!(
        text.contains("card 'geologist' (Geologist): field `price`: -1 is negative"),
        "{text}"
    );
    assert!(
        text.contains(
            "card 'bureaucrat-a' (Bureaucrat): field `effect.token`: unknown effect `gain_gold`"
        ),
        "{text}"
    );
    assert!(
        text.contains("card 'lobbying' (Lobbying): field `power`: unknown power `bribery`"),
        "{text}"
    );
    assert!(err.problems.len() >= 4, "{text}");
}

#[test]
fn a_deck_too_small_for_its_turns_is_rejected() {
    // Period C needs 9 cards for turn 6; drop the Palace (1 copy).
    let start = BUILTIN_CARDS.find("id = \"palace\"").unwrap();
    let block_start = BUILTIN_CARDS[..start].rfind("[[card]]").unwrap();
    let block_end = start + BUILTIN_CARDS[start..].find("[[card]]").unwrap();
    let text = format!(
        "{}{}",
        &BUILTIN_CARDS[..block_start],
        &BUILTIN_CARDS[block_end..]
    );
    let err = Components::from_toml(&text).unwrap_err().to_string();
    assert!(err.contains("period C: the deck has 8 cards"), "{err}");
}

#[test]
fn unknown_fields_and_bad_syntax_are_rejected_with_a_message() {
    let typo = BUILTIN_CARDS.replacen("copies = {", "copys = {", 1);
    let err = Components::from_toml(&typo).unwrap_err().to_string();
    assert!(err.contains("copys"), "{err}");
    assert!(err.contains("in card 'miner'"), "{err}");
    let err = Components::from_toml("this is not toml [")
        .unwrap_err()
        .to_string();
    assert!(err.contains("not a valid card file"), "{err}");
}

#[test]
fn json_card_files_load_too() {
    let value: toml::Value = toml::from_str(BUILTIN_CARDS).unwrap();
    let json = serde_json::to_string(&value).unwrap();
    let cs = Components::from_json(&json).unwrap();
    assert_eq!(cs.cards, Components::builtin().cards);
}

#[test]
fn the_card_set_id_does_not_depend_on_line_ends() {
    let lf = BUILTIN_CARDS.replace("\r\n", "\n");
    let crlf = lf.replace('\n', "\r\n");
    assert_ne!(lf, crlf);
    let a = Components::from_toml(&lf).unwrap();
    let b = Components::from_toml(&crlf).unwrap();
    assert_eq!(a.id, b.id);
    assert_eq!(a.id, Components::builtin().id);
    assert_eq!(a.cards, b.cards);
    // Any other change of the content changes the id.
    let other = Components::from_toml(&lf.replacen("version = 1", "version = 2", 1)).unwrap();
    assert_ne!(other.id, a.id);
}

#[test]
fn an_unknown_source_tag_is_rejected_naming_the_tags() {
    let text = BUILTIN_CARDS.replacen("source = \"X\" }", "source = \"Q\" }", 1);
    let err = Components::from_toml(&text).unwrap_err().to_string();
    assert!(err.contains("unknown source tag `Q`"), "{err}");
    assert!(err.contains("\"X\""), "{err}");
}

/// A temporary file that is removed when dropped.
struct TempFile(std::path::PathBuf);

impl TempFile {
    fn new(name: &str) -> TempFile {
        let path =
            std::env::temp_dir().join(format!("spyrium-card-file-{}-{name}", std::process::id()));
        TempFile(path)
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

#[test]
fn a_card_file_above_the_size_limit_is_refused_before_it_is_read() {
    assert_eq!(MAX_CARD_FILE_BYTES, 1024 * 1024);
    // A 2 MiB file (sparse: its size is set, nothing is written). `load` refuses it by
    // its size, naming the size and the limit; had it been read, the refusal would
    // come from the text check instead ("the card text is ...").
    let big = TempFile::new("big.toml");
    let f = std::fs::File::create(&big.0).unwrap();
    f.set_len(2 * 1024 * 1024).unwrap();
    drop(f);
    let err = Components::load(&big.0).unwrap_err().to_string();
    assert!(err.contains("is 2097152 bytes"), "{err}");
    assert!(err.contains("limited to 1 MiB (1048576 bytes)"), "{err}");
    assert!(!err.contains("card text"), "{err}");

    // The same limit when parsing text or bytes already in memory.
    let padding = format!("# {}\n", "x".repeat(2 * 1024 * 1024));
    let text = format!("{BUILTIN_CARDS}{padding}");
    let err = Components::from_toml(&text).unwrap_err().to_string();
    assert!(err.contains("the card text is"), "{err}");
    assert!(err.contains("limited to 1 MiB (1048576 bytes)"), "{err}");
    let err = Components::from_json(&" ".repeat(MAX_CARD_FILE_BYTES + 1))
        .unwrap_err()
        .to_string();
    assert!(err.contains("limited to 1 MiB"), "{err}");

    // At the limit a file is read (and here fails only as a card file would).
    let at_limit = TempFile::new("at-limit.toml");
    let mut text = BUILTIN_CARDS.to_string();
    text.push_str(&"#".repeat(MAX_CARD_FILE_BYTES - text.len()));
    std::fs::write(&at_limit.0, &text).unwrap();
    assert_eq!(
        Components::load(&at_limit.0).unwrap().cards,
        Components::builtin().cards
    );
}

#[test]
fn messages_never_echo_control_characters_from_the_file() {
    // The card name holds "\u{1b}[31m" (switch a terminal to red), written with the
    // TOML escape \u001b, which is read as the ESC character.
    let text = BUILTIN_CARDS
        .replacen(
            "name = \"Miner\"",
            &format!("name = \"{}\"", "Evil\\u001b[31m Miner"),
            1,
        )
        .replacen(
            "effect = { token = \"gain_spyrium\" }",
            "effect = { token = \"gain_\\u001b[2Jgold\" }",
            1,
        );
    let err = Components::from_toml(&text).unwrap_err();
    let shown = err.to_string();
    assert!(!shown.contains('\u{1b}'), "raw ESC in {shown:?}");
    assert!(shown.contains("Evil\\u{1b}[31m Miner"), "{shown}");
    assert!(shown.contains("gain_\\u{1b}[2Jgold"), "{shown}");
    // A name with control characters is itself a problem of the file.
    assert!(
        shown.contains("field `name`: contains control characters"),
        "{shown}"
    );
    assert!(err.problems.iter().all(|p| !p.contains(char::is_control)));
    // Also in the JSON form, and in a parser error that quotes the line.
    let value: toml::Value = toml::from_str(&text).unwrap();
    let json = serde_json::to_string(&value).unwrap();
    let shown = Components::from_json(&json).unwrap_err().to_string();
    assert!(!shown.contains('\u{1b}'), "raw ESC in {shown:?}");
    let broken = format!("{BUILTIN_CARDS}\n[[card]]\nid = \"x\u{1b}[31m\" oops\n");
    let shown = Components::from_toml(&broken).unwrap_err().to_string();
    assert!(!shown.contains('\u{1b}'), "raw ESC in {shown:?}");
}
