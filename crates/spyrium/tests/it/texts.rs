//! The texts Spyrium writes for people, in English and French.
//!
//! A transcript of random games (banners, boards, descriptions of legal actions,
//! refusals of illegal ones, log lines, final reports, every card's and event's
//! text) is written in each language. The English one must equal the stored
//! `golden/english-texts.txt` byte for byte (English changes only on purpose: the file
//! is rewritten deliberately and its diff reviewed); the French one must hold no
//! English giveaway word.

use gaslamp_core::i18n::{with_lang, Lang};
use gaslamp_core::{Game, Message, Observer, Reader, Seat, Sheet};
use spyrium::cards::Power;
use spyrium::texts::TEXTS;
use spyrium::{notation, text, texts, Components, Spyrium};
use std::collections::BTreeSet;
use std::fmt::Write;

/// The names of the seats at the transcript's table.
const NAMES: [&str; 5] = ["Ada", "Ben", "Cy", "Dee", "Eve"];

fn names() -> Vec<Option<String>> {
    NAMES.map(|n| Some(n.to_string())).into()
}

/// A reader at the table of [`NAMES`] in the thread's language: `seat`, or a
/// spectator.
fn reader(seat: Option<Seat>, names: &[Option<String>]) -> Reader<'_> {
    Reader {
        lang: gaslamp_core::i18n::lang(),
        seat,
        names,
    }
}

/// Text for a file: without the marks that isolate names.
fn plain(text: String) -> String {
    text.replace(['\u{2068}', '\u{2069}'], "")
}

/// `message` said to `seat` at the table.
fn say(seat: Option<Seat>, message: &Message) -> String {
    plain(reader(seat, &names()).say(&TEXTS, message))
}

/// `sheet` said to `seat` at the table.
fn read(seat: Option<Seat>, sheet: &Sheet) -> String {
    plain(sheet.said(&reader(seat, &names()), &TEXTS))
}

/// Every text one random game writes, in the thread's language: boards and details
/// to the seat to act and to a spectator, menu lines to their seat, log lines to a
/// spectator, at a table of names.
fn game_transcript(players: usize, seed: u64) -> String {
    let mut out = String::new();
    let mut g = Spyrium::new_game(&Components::builtin(), players, seed, None).unwrap();
    let mut rng = gaslamp_core::rng_from_seed(seed);
    let actions: Vec<_> = crate::common::candidate_actions()
        .iter()
        .map(|t| notation::parse_action(t).unwrap())
        .collect();
    let mut refusals = BTreeSet::new();
    let mut descriptions = BTreeSet::new();
    let mut step = 0;
    writeln!(out, "== {players} players, seed {seed}").unwrap();
    while !g.is_over() {
        let seat = g.to_act().first().unwrap();
        writeln!(out, "-- {}", say(Some(seat), &text::banner(&g))).unwrap();
        if step % 9 == 0 {
            out.push_str(&read(
                Some(seat),
                &text::board(&g.view(Observer::Seat(seat))),
            ));
        }
        if step % 23 == 0 {
            out.push_str(&read(
                Some(seat),
                &text::details(&g.view(Observer::Seat(seat))),
            ));
            out.push_str(&read(None, &text::board(&g.view(Observer::Spectator))));
        }
        for a in &actions {
            if let Err(r) = g.check(seat, a) {
                refusals.insert(format!("{}: {}", r.code, r.message));
            }
        }
        let legal = g.legal_actions(seat);
        for a in &legal {
            descriptions.insert(say(Some(seat), &g.action_message(seat, a)));
        }
        let a = legal[rand::Rng::gen_range(&mut rng, 0..legal.len())];
        writeln!(out, "{}", say(Some(seat), &g.action_message(seat, &a))).unwrap();
        for e in g.apply(seat, &a).unwrap() {
            if let Some(m) = g.event_message(&e) {
                writeln!(out, "{}", say(None, &m)).unwrap();
            }
        }
        step += 1;
    }
    writeln!(out, "-- {}", say(None, &text::banner(&g))).unwrap();
    out.push_str(&read(Some(0), &text::final_report(&g)));
    out.push_str(&read(None, &text::details(&g.view(Observer::Spectator))));
    writeln!(out, "-- descriptions").unwrap();
    for d in descriptions {
        writeln!(out, "{d}").unwrap();
    }
    writeln!(out, "-- refusals").unwrap();
    for r in refusals {
        writeln!(out, "{r}").unwrap();
    }
    out
}

/// The transcript of three random games and of the card set, in the thread's
/// language.
fn transcript() -> String {
    let mut out = String::new();
    let cards = Components::builtin();
    writeln!(out, "== cards").unwrap();
    for c in &cards.cards {
        let (name, rules) = (text::card_title(c), text::card_text(c));
        writeln!(out, "{}: {}", say(None, &name), say(None, &rules)).unwrap();
    }
    for e in &cards.events {
        writeln!(
            out,
            "{}: {} / {}",
            say(None, &text::event_title(e)),
            say(None, &text::event_text(&e.kind, None)),
            say(None, &text::event_text(&e.kind, Some(2)))
        )
        .unwrap();
    }
    for p in Power::ALL {
        let (name, rules) = (text::power_name(p), text::power_text(p));
        writeln!(out, "{}: {}", say(None, &name), say(None, &rules)).unwrap();
    }
    for (players, seed) in [(4, 11), (2, 5), (5, 3)] {
        out.push_str(&game_transcript(players, seed));
    }
    out
}

/// English giveaway words: none may appear in a French text (outside the notation,
/// which is quoted between backticks and never translated).
const ENGLISH_WORDS: &[&str] = &[
    " the ",
    "The ",
    " worker",
    "worker ",
    "place a",
    "take ",
    "between",
    "Turn",
    "turn ",
    "money",
    " pass",
    "pass ",
    " VP",
    "VP ",
    "gain ",
    " and ",
    " with ",
    " you",
    "You ",
    "seat",
    "Seat",
    "building",
    "token",
    " card",
    "event",
    "Event",
    " empty",
    " left",
    " right",
    " top",
    " bottom",
    "nothing",
    " none",
    "use ",
    " used",
    "Winner",
    "period",
    " of ",
    " is ",
    " has ",
    " no ",
    "Next",
    "Decks",
    "choose",
    "call upon",
    "construct",
    "patent",
    "residence ",
    "Final",
    "inclined",
    "Miner",
    "Adviser",
    "Workshop",
    "Factory",
    "Laboratory",
    "University",
    "Neighborhood",
    "Luxury",
    "Mansion",
    "Palace",
    "Crane",
    "Windfall",
    "Overtime",
    "Recruitment",
    "Late placement",
    "Patronage",
    "Country",
    "Crystal",
    "Automation",
    "Engineering",
    "Taylorism",
    "Capitalization",
    "Commerce's",
    "Commerce:",
    "Commerce must",
    "wk",
];

/// The text with every backtick-quoted part (notation) left out.
fn without_notation(text: &str) -> String {
    text.split('`').step_by(2).collect::<Vec<_>>().join("")
}

/// REGENERATING. When a change of the English texts is intended, rewrite the file
/// deliberately with `GASLAMP_BLESS=1 cargo test -p spyrium --test it texts` and review
/// `git diff crates/spyrium/tests/golden/english-texts.txt` before committing.
#[test]
fn english_texts_are_unchanged() {
    let expected = include_str!("../golden/english-texts.txt");
    let got = transcript();
    if std::env::var_os("GASLAMP_BLESS").is_some() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/golden/english-texts.txt"
        );
        std::fs::write(path, &got).unwrap();
        return;
    }
    if got != expected {
        let (e, g): (Vec<_>, Vec<_>) = (expected.lines().collect(), got.lines().collect());
        let at = e
            .iter()
            .zip(&g)
            .position(|(a, b)| a != b)
            .unwrap_or(e.len().min(g.len()));
        panic!(
            "English texts changed at line {}:\n  was: {:?}\n  now: {:?}",
            at + 1,
            e.get(at),
            g.get(at)
        );
    }
}

#[test]
fn french_texts_hold_no_english_word() {
    let fr = with_lang(Lang::known("fr"), transcript);
    let mut bad = Vec::new();
    for line in fr.lines() {
        // The transcript's own headings.
        if line.starts_with("== ") || line == "-- descriptions" || line == "-- refusals" {
            continue;
        }
        // Refusals begin with their code, which never changes.
        let line = match line.split_once(": ") {
            Some((code, sentence)) if spyrium::REFUSAL_CODES.contains(&code) => sentence,
            _ => line,
        };
        let text = format!(" {} ", without_notation(line));
        for w in ENGLISH_WORDS {
            // A word ending with a letter is English only when no letter follows
            // ("pass" is not in "passer").
            let whole = text.match_indices(w).any(|(i, _)| {
                !w.ends_with(|c: char| c.is_alphabetic())
                    || !text[i + w.len()..].starts_with(|c: char| c.is_alphabetic())
            });
            if whole {
                bad.push(format!("{w:?} in {line:?}"));
            }
        }
    }
    assert!(
        bad.is_empty(),
        "{} English words:\n{}",
        bad.len(),
        bad[..bad.len().min(40)].join("\n")
    );
}

#[test]
fn the_french_board_fits_an_80_column_screen() {
    with_lang(Lang::known("fr"), || {
        for (players, seed) in [(4, 11), (5, 3), (2, 5)] {
            let mut g = Spyrium::new_game(&Components::builtin(), players, seed, None).unwrap();
            let mut rng = gaslamp_core::rng_from_seed(seed);
            while !g.is_over() {
                let seat = g.to_act().first().unwrap();
                for observer in [Observer::Seat(seat), Observer::Spectator] {
                    let board = read(observer.seat(), &text::board(&g.view(observer)));
                    let details = read(observer.seat(), &text::details(&g.view(observer)));
                    for line in board.lines().chain(details.lines()) {
                        assert!(line.chars().count() < 80, "line too long: {line}");
                    }
                }
                let legal = g.legal_actions(seat);
                let a = legal[rand::Rng::gen_range(&mut rng, 0..legal.len())];
                g.apply_unchecked(seat, &a);
            }
        }
    });
}

/// What is wrong with `sheet` said to `reader`: a message no file holds, notation
/// (`gaslamp_core::testing::notation_in`), a line wider than the sheet's 79 columns.
fn sheet_problems(sheet: &Sheet, reader: &Reader) -> Vec<String> {
    let mut found = Vec::new();
    for m in sheet.messages() {
        for id in reader.missing(&TEXTS, m) {
            found.push(format!("no message {id}"));
        }
    }
    for line in sheet.said(reader, &TEXTS).lines() {
        for n in gaslamp_core::testing::notation_in(line) {
            found.push(format!("{n} in {line:?}"));
        }
        if gaslamp_core::shown_width(line) > gaslamp_core::WIDTH {
            found.push(format!("too wide: {line:?}"));
        }
    }
    found
}

/// Boards, details and final reports of random games of 2 to 5 players, said to
/// every seat and to a spectator at a table of names, in every language: every
/// message is in the files, no line shows notation, every line fits 79 columns.
#[test]
fn boards_details_and_final_reports_are_words_for_every_reader() {
    let names = names();
    let mut problems = BTreeSet::new();
    for players in 2..=5 {
        for seed in [1, 2] {
            let mut g = Spyrium::new_game(&Components::builtin(), players, seed, None).unwrap();
            let mut rng = gaslamp_core::rng_from_seed(seed);
            let readers = (0..players).map(Some).chain([None]);
            let mut step = 0;
            loop {
                let over = g.is_over();
                if over || step % 5 == 0 {
                    for (seat, lang) in readers
                        .clone()
                        .flat_map(|s| Lang::all().map(move |l| (s, l)))
                    {
                        let reader = Reader {
                            lang,
                            seat,
                            names: &names,
                        };
                        let observer = seat.map_or(Observer::Spectator, Observer::Seat);
                        let mut sheets = vec![
                            ("board", text::board(&g.view(observer))),
                            ("details", text::details(&g.view(observer))),
                        ];
                        if over {
                            sheets.push(("final report", text::final_report(&g)));
                        }
                        for (what, sheet) in sheets {
                            for p in sheet_problems(&sheet, &reader) {
                                problems.insert(format!("{lang} {what} to {seat:?}: {p}"));
                            }
                        }
                    }
                }
                if over {
                    break;
                }
                let seat = g.to_act().first().unwrap();
                let legal = g.legal_actions(seat);
                let a = legal[rand::Rng::gen_range(&mut rng, 0..legal.len())];
                g.apply_unchecked(seat, &a);
                step += 1;
            }
        }
    }
    let problems: Vec<String> = problems.into_iter().collect();
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems[..problems.len().min(40)].join("\n")
    );
}

#[test]
fn the_fluent_files_have_every_message_in_both_languages() {
    let problems = texts::texts().problems();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The ids of en.ftl's messages.
fn english_ids() -> BTreeSet<String> {
    gaslamp_core::i18n::source(Lang::EN, "spyrium")
        .unwrap()
        .lines()
        .filter(|l| l.starts_with(|c: char| c.is_ascii_lowercase()))
        .filter_map(|l| l.split_once(" = ").or_else(|| l.split_once(" =")))
        .map(|(id, _)| id.trim().to_string())
        .collect()
}

/// The string literals of a Rust source that look like message ids: kebab-case whose
/// first word starts a message id of en.ftl.
fn id_literals(source: &str, prefixes: &BTreeSet<String>) -> Vec<String> {
    let mut out = Vec::new();
    for (i, part) in source.split('"').enumerate() {
        if i % 2 == 1
            && part.contains('-')
            && part
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            && prefixes.contains(part.split('-').next().unwrap())
        {
            out.push(part.to_string());
        }
    }
    out
}

#[test]
fn every_message_the_sources_use_is_in_the_english_file() {
    let ids = english_ids();
    let prefixes: BTreeSet<String> = ids
        .iter()
        .map(|id| id.split('-').next().unwrap().to_string())
        .collect();
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/src");
    let mut used = 0;
    let mut missing = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "rs") {
            let source = std::fs::read_to_string(&path).unwrap();
            // Every `tr!(TEXTS, "id"` names a message.
            for call in source.split("tr!(").skip(1) {
                let rest = call.trim_start();
                if let Some(rest) = rest.strip_prefix("TEXTS,") {
                    if let Some(lit) = rest.trim_start().strip_prefix('"') {
                        let id = lit.split('"').next().unwrap();
                        used += 1;
                        if !ids.contains(id) {
                            missing.push(format!("{}: {id}", path.display()));
                        }
                    }
                }
            }
            // Ids chosen before the call (`let id = …; tr!(TEXTS, id)`) and the ids
            // of messages (`Message::new("id")`).
            for id in id_literals(&source, &prefixes) {
                used += 1;
                if !ids.contains(&id) {
                    missing.push(format!("{}: {id}", path.display()));
                }
            }
        }
    }
    assert!(used > 150, "only {used} message ids found in the sources");
    assert!(missing.is_empty(), "not in en.ftl:\n{}", missing.join("\n"));
}

/// Families of messages whose ids the sources compose from data (`card-<id>`, a
/// message argument's `KIND-ID`, `amount-<resource>`): a message of these is used
/// when its family is.
const COMPOSED: &[&str] = &[
    "card-",
    "event-",
    "power-",
    "place-",
    "amount-",
    "resource-",
];

/// Messages the engine does not say but its readers do: the game's name (the
/// server's `/api/games`) and the buildings' symbols by name (the registry's
/// catalog).
const SAID_ELSEWHERE: &[&str] = &[
    "game-title",
    "symbol-name-factory",
    "symbol-name-mine",
    "symbol-name-research",
];

#[test]
fn every_message_of_the_english_file_is_used() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/src");
    let mut sources = String::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "rs") {
            sources.push_str(&std::fs::read_to_string(&path).unwrap());
        }
    }
    let unused: Vec<String> = english_ids()
        .into_iter()
        .filter(|id| !sources.contains(&format!("\"{id}\"")))
        .filter(|id| !COMPOSED.iter().any(|f| id.starts_with(f)))
        .filter(|id| !SAID_ELSEWHERE.contains(&id.as_str()))
        .collect();
    assert!(
        unused.is_empty(),
        "not used by the sources:\n{}",
        unused.join("\n")
    );
}

#[test]
fn every_builtin_card_event_and_technique_is_named_in_both_languages() {
    let cards = Components::builtin();
    let t = texts::texts();
    for lang in Lang::all() {
        for c in &cards.cards {
            assert!(
                t.has(lang, &format!("card-{}", c.id)),
                "{lang}: card-{}",
                c.id
            );
        }
        for e in &cards.events {
            assert!(
                t.has(lang, &format!("event-{}", e.id)),
                "{lang}: event-{}",
                e.id
            );
        }
        for p in Power::ALL {
            assert!(
                t.has(lang, &format!("power-{}", p.name())),
                "{lang}: {}",
                p.name()
            );
            assert!(
                t.has(lang, &format!("power-{}-text", p.name())),
                "{lang}: {}",
                p.name()
            );
        }
    }
    // English names are the card file's names.
    for c in &cards.cards {
        assert_eq!(say(None, &text::card_title(c)), c.name);
    }
    for e in &cards.events {
        assert_eq!(say(None, &text::event_title(e)), e.name);
    }
    let fr = |id: &str| {
        with_lang(Lang::known("fr"), || {
            say(
                None,
                &text::card_title(cards.card(cards.card_by_id(id).unwrap())),
            )
        })
    };
    assert_eq!(fr("neighborhood-1"), "Cité ouvrière I");
    assert_eq!(fr("commerce"), "Négoce");
    assert_eq!(fr("luxury-home"), "Hôtel particulier");
}

#[test]
fn a_card_the_files_do_not_know_keeps_its_own_name() {
    let mut file: toml::Value = toml::from_str(include_str!("../../data/cards.toml")).unwrap();
    let card = &mut file["card"].as_array_mut().unwrap()[0];
    card["id"] = "prospector".into();
    card["name"] = "Prospector".into();
    let cards = Components::from_toml(&toml::to_string(&file).unwrap()).unwrap();
    let c = cards.card(cards.card_by_id("prospector").unwrap());
    assert_eq!(
        with_lang(Lang::known("fr"), || say(None, &text::card_title(c))),
        "Prospector"
    );
}

/// Bad action texts and bad setups with the English sentence each had before the
/// texts moved to the Fluent files.
const NOTATION_ERRORS: &[(&str, &str)] = &[
    ("", "empty action"),
    ("place", "`place` needs a slot such as `1-2`"),
    ("place 1-5", "`1-5` is not a slot: name two neighbouring spaces 1-9 of the market, e.g. `1-2` or `2-5`"),
    ("activate 1-2 @2 token x", "`token` needs a number from 1"),
    ("use", "`use` needs a building and an option, e.g. `use 2:1`"),
    ("use a:b", "`a:b` is not building:option, e.g. `2:1` for option 1 of your second building"),
    ("phase2", "`phase2` must be followed by `event …`"),
    ("phase2 pass", "`phase2` is only written before `event`; other Phase II actions start Phase II by themselves"),
    ("money 1-2 x", "`x` is not a market space: write @1 to @9"),
    ("activate 1-2", "`activate` needs the card's space after the slot, e.g. `activate 1-2 @2`"),
    ("activate 1-2 @2 fly", "unknown word `fly` in an activation (expected token N, commerce N, lobbying, new, replace N, move or score)"),
    ("use 1:1 again", "unknown word `again` after `use` (expected taylorism)"),
    ("event money twice", "unknown word `twice` (expected commerce N)"),
    ("event 1 up", "unknown word `up` (expected move or score)"),
    ("bonus", "`bonus` needs `worker` or `money`"),
    ("jump", "unknown action `jump` (expected place, money, activate, use, event, pass or bonus)"),
    ("pass now", "unexpected `now` at the end of the action"),
];

fn setup_error(players: usize, setup: serde_json::Value) -> String {
    match Spyrium::new_game(&Components::builtin(), players, 1, Some(&setup)) {
        Ok(_) => panic!("{setup} was accepted"),
        Err(e) => e.0,
    }
}

const SETUP_ERRORS: &[(usize, &str, &str)] = &[
    (6, "{}", "Spyrium is played by 2 to 5 players, not 6"),
    (
        2,
        r#"{"decks": {"D": []}}"#,
        "setup.decks: unknown period `D` (expected A, B or C)",
    ),
    (
        2,
        r#"{"decks": {"A": ["nope"]}}"#,
        "setup.decks.A: unknown card id `nope`",
    ),
    (
        2,
        r#"{"decks": {"A": ["palace"]}}"#,
        "setup.decks.A: card `palace` belongs to period C",
    ),
    (
        2,
        r#"{"decks": {"C": ["palace", "palace"]}}"#,
        "setup.decks.C: lists more copies of a card than the deck has",
    ),
    (
        2,
        r#"{"events": ["nope"]}"#,
        "setup.events: unknown event id `nope`",
    ),
    (
        2,
        r#"{"events": ["windfall", "windfall"]}"#,
        "setup.events: an event is listed twice",
    ),
    (
        2,
        r#"{"tokens": [4]}"#,
        "setup.tokens: 4 is not a token value (1, 2 or 3)",
    ),
    (
        2,
        r#"{"tokens": [1, 1, 1, 1, 1, 1, 1, 1, 1]}"#,
        "setup.tokens: lists more tokens of a value than exist",
    ),
    (
        2,
        r#"{"first_player": 3}"#,
        "setup.first_player: seat 3 does not exist in a 2-player game",
    ),
];

#[test]
fn notation_and_setup_errors_read_as_before_in_english_and_in_french() {
    for (text, expected) in NOTATION_ERRORS {
        let e = notation::parse_action(text).unwrap_err();
        assert_eq!(e.message, *expected, "{text:?}");
        let fr = with_lang(Lang::known("fr"), || {
            notation::parse_action(text).unwrap_err().message
        });
        assert_ne!(fr, *expected, "{text:?}");
        // The reason is a message as well: an edge says it in its reader's language,
        // whatever the thread's.
        let words = e.words.as_ref().expect("a reason as a message");
        let reader = |lang| gaslamp_core::Reader {
            lang,
            seat: None,
            names: &[],
        };
        assert_eq!(reader(Lang::EN).say(texts::texts(), words), *expected);
        assert_eq!(reader(Lang::known("fr")).say(texts::texts(), words), fr);
    }
    for (players, setup, expected) in SETUP_ERRORS {
        let setup: serde_json::Value = serde_json::from_str(setup).unwrap();
        assert_eq!(setup_error(*players, setup.clone()), *expected);
        let fr = with_lang(Lang::known("fr"), || setup_error(*players, setup));
        assert_ne!(fr, *expected);
        // After the field's name (JSON, not translated).
        let sentence = fr.split_once(':').map_or(fr.as_str(), |(_, s)| s);
        for w in [" the ", " is ", " not ", "player", " an "] {
            assert!(!without_notation(sentence).contains(w), "{w:?} in {fr}");
        }
    }
}
