//! The game's texts in every language (`locales/*/crystal-palace.ftl`): both files complete and
//! readable, every message the sources use present, every built-in component named
//! in both languages, a French game free of English, and the English texts unchanged.

use crystal_palace::components::Location;
use crystal_palace::messages;
use crystal_palace::texts::{self, Kind, TEXTS};
use crystal_palace::{text, Action, Components, CrystalPalace};
use gaslamp_core::i18n::{with_lang, Lang, SHARED};
use gaslamp_core::{rng_from_seed, Game, Message, Observer, Reader};
use rand::seq::SliceRandom;
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};
use std::sync::Arc;

#[test]
fn both_files_read_and_have_the_same_messages() {
    let problems = TEXTS.problems();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The ids of `tr!(TEXTS, "id" …)`, `TEXTS.tr("id" …)`, `Message::new("id")` and
/// `about("id", …)` calls in `source`.
fn used_ids(source: &str) -> Vec<String> {
    let mut ids = Vec::new();
    for start in ["tr!(", "TEXTS.tr(", "Message::new(", "about("] {
        for (i, _) in source.match_indices(start) {
            let before = source[..i].chars().next_back();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue; // include_str!( and the like
            }
            let rest = source[i + start.len()..].trim_start();
            let rest = match rest.strip_prefix("TEXTS") {
                Some(r) => r.trim_start().strip_prefix(',').unwrap_or(r).trim_start(),
                None => rest,
            };
            if let Some(literal) = rest.strip_prefix('"') {
                if let Some(end) = literal.find('"') {
                    ids.push(literal[..end].to_string());
                }
            }
        }
    }
    ids
}

#[test]
fn every_message_the_sources_use_is_in_the_files() {
    let mut files = Vec::new();
    rust_files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut files,
    );
    let mut missing = Vec::new();
    let mut count = 0;
    for file in files {
        let source = std::fs::read_to_string(&file).unwrap();
        for id in used_ids(&source) {
            count += 1;
            if !TEXTS.has(Lang::EN, &id) && !SHARED.has(Lang::EN, &id) {
                missing.push(format!("{}: {id}", file.display()));
            }
        }
    }
    assert!(
        count > 150,
        "only {count} messages found: is the scan broken?"
    );
    // The ids made from parts.
    let mut made: Vec<String> = Vec::new();
    for r in 1..=5 {
        made.push(format!("round-name-{r}"));
    }
    for p in 1..=7 {
        made.push(format!("phase-name-{p}"));
    }
    for c in crystal_palace::effects::Count::ALL {
        made.push(format!("count-{}", c.name()));
    }
    for id in made {
        if !TEXTS.has(Lang::EN, &id) {
            missing.push(id);
        }
    }
    // The kinds of component a typed action names.
    for kind in ["patent", "research-tile", "share", "character"] {
        for id in [format!("what-{kind}"), format!("parse-no-such-{kind}")] {
            if !TEXTS.has(Lang::EN, &id) {
                missing.push(id);
            }
        }
    }
    for loc in Location::ALL {
        for form in ["the", "at", "of", "on"] {
            for lang in Lang::all() {
                let id = format!("location-{form}-{}", messages::location_id(loc));
                assert!(TEXTS.has(lang, &id), "{lang}: no text for {loc:?} {form}");
            }
        }
    }
    assert!(
        missing.is_empty(),
        "missing messages:\n{}",
        missing.join("\n")
    );
}

#[test]
fn every_built_in_component_is_named_in_both_languages() {
    let c = Components::shipped();
    let mut missing = Vec::new();
    let kinds = c
        .patents
        .iter()
        .map(|x| (Kind::Patent, &x.id, &x.name))
        .chain(
            c.characters
                .iter()
                .map(|x| (Kind::Character, &x.id, &x.name)),
        )
        .chain(c.tiles.iter().map(|x| (Kind::Tile, &x.id, &x.name)))
        .chain(c.nations.iter().map(|x| (Kind::Nation, &x.id, &x.name)));
    for (kind, id, name) in kinds {
        let message = format!("{}-{id}", kind.prefix());
        for lang in Lang::all() {
            if !TEXTS.has(lang, &message) {
                missing.push(format!("{lang} {message}"));
            }
        }
        assert_eq!(
            &TEXTS.tr_in(Lang::EN, &message, &[]),
            name,
            "the English text of {message} is the data's name"
        );
        assert_eq!(&texts::name_of(kind, id, name), name);
    }
    assert!(missing.is_empty(), "missing names:\n{}", missing.join("\n"));
    // A component the files do not know keeps its data name, in every language.
    assert_eq!(
        with_lang(Lang::known("fr"), || texts::name_of(
            Kind::Patent,
            "no-such",
            "Gadget"
        )),
        "Gadget"
    );
    // A known id with another name (a custom file) keeps that name too.
    assert_eq!(
        with_lang(Lang::known("fr"), || texts::name_of(
            Kind::Patent,
            "audiobook",
            "Gadget"
        )),
        "Gadget"
    );
    assert_ne!(
        with_lang(Lang::known("fr"), || texts::name_of(
            Kind::Character,
            "fogg",
            "Phileas Fogg"
        )),
        ""
    );
}

/// Texts that read an action in notation (other texts are checked for English).
const ILLEGAL: &[&str] = &[
    "loan",
    "repay",
    "buy gear",
    "sell energy",
    "newspapers die",
    "market new",
    "market move 1",
    "choose 9",
    "drop 1",
    "objective",
    "place 6 patents 9",
    "place 1 station 1",
    "build audiobook",
    "patent audiobook",
    "westminster",
    "poster",
    "skip",
    "pass",
    "dice 6 6 6 6 6 6 extra",
    "loan over 1",
];

/// Every text of one random game, each with its kind, written in the thread's
/// language; `notation` is told each action's notation (which stays as it is).
fn play(players: usize, seed: u64, mut sink: impl FnMut(&str, String, &[String])) {
    let names: Vec<Option<String>> = ["Ada", "Ben", "Cy", "Dee", "Eve"]
        .map(|n| Some(n.to_string()))
        .into();
    let reader = |seat: Option<usize>| Reader {
        lang: gaslamp_core::i18n::lang(),
        seat,
        names: &names,
    };
    let say = |seat: Option<usize>, m: &Message| reader(seat).say(&TEXTS, m);
    let c = Arc::new(Components::shipped());
    let mut g = CrystalPalace::new_game(&c, players, seed, None).unwrap();
    let mut rng = rng_from_seed(seed);
    let mut steps = 0;
    let mut last_banner = String::new();
    while !g.is_over() {
        let banner = say(None, &text::banner(&g));
        if banner != last_banner {
            sink("banner", banner.clone(), &[]);
            for observer in [Observer::Spectator, Observer::Seat(0)] {
                let view = g.view(observer);
                let r = reader(observer.seat());
                sink("board", text::board(&view).said(&r, &TEXTS), &[]);
                sink("details", text::details(&view).said(&r, &TEXTS), &[]);
            }
            last_banner = banner;
        }
        let to_act: Vec<usize> = g.to_act().iter().collect();
        let seat = *to_act.choose(&mut rng).unwrap();
        let legal = g.legal_actions(seat);
        for a in &legal {
            sink(
                "description",
                say(Some(seat), &g.action_message(seat, a)),
                &[],
            );
        }
        sink("waiting", say(None, &g.waiting_message()), &[]);
        // Refusals: a seat out of turn, and actions in notation not legal now.
        for other in 0..players + 1 {
            if !to_act.contains(&other) {
                if let Err(r) = g.check(other, &legal[0]) {
                    sink("refusal", r.message, &[g.action_text(seat, &legal[0])]);
                }
            }
        }
        for t in ILLEGAL {
            if let Ok(a) = g.parse_action(seat, t) {
                if let Err(r) = g.check(seat, &a) {
                    let notation = [t.to_string(), g.action_text(seat, &a)];
                    sink("refusal", r.message, &notation);
                }
            }
        }
        let a: Action = *legal.choose(&mut rng).unwrap();
        let notation = g.action_text(seat, &a);
        let mut notations = vec![notation];
        if let Action::Trade { trade } = a {
            notations.push(trade.text().to_string());
        }
        let events = g.apply(seat, &a).unwrap();
        // A possibility's notation names the location of the die acting now, which
        // the log line reads after that die has acted.
        notations.push(g.action_text(seat, &a));
        for e in events {
            if let Some(line) = g.event_message(&e) {
                sink("log", say(None, &line), &notations);
            }
        }
        steps += 1;
        assert!(steps < 20_000, "no end after 20000 actions");
    }
    sink("banner", say(None, &text::banner(&g)), &[]);
    let board = text::board(&g.view(Observer::Spectator));
    sink("board", board.said(&reader(None), &TEXTS), &[]);
    for seat in [None, Some(0)] {
        sink(
            "report",
            text::final_report(&g).said(&reader(seat), &TEXTS),
            &[],
        );
    }
}

/// English words that a French text should not contain (the notation, quoted in
/// backticks or given as the action's own text, is left out before the check).
const ENGLISH: &[&str] = &[
    "the",
    "your",
    "take",
    "takes",
    "loan",
    "loans",
    "round",
    "money",
    "pass",
    "passes",
    "done",
    "seat",
    "seats",
    "buy",
    "sell",
    "gear",
    "gears",
    "newspaper",
    "newspapers",
    "dice",
    "die",
    "income",
    "and",
    "for",
    "from",
    "tier",
    "space",
    "build",
    "builds",
    "chooses",
    "wins",
    "owe",
    "places",
    "recruit",
    "recruits",
    "nobody",
    "free",
    "every",
    "game",
    "over",
    "choosing",
    "chosen",
    "energy",
    "tile",
    "research",
    "share",
    "patent",
    "patents",
    "step",
    "reaches",
    "once",
    "market",
    "black",
    "nothing",
    "unused",
    "salary",
    "salaries",
    "spring",
    "autumn",
    "cost",
    "costs",
    "effect",
    "with",
    "now",
    "not",
];

/// Names kept in English in both languages (the locations', as on the board).
const PROPER_NAMES: &[&str] = &[
    "Patent Office",
    "British Museum",
    "Bank of England",
    "Reform Club",
    "London Times",
    "Port of London",
    "Waterloo Station",
    "Crystal Palace",
];

fn english_words(text: &str, notations: &[String]) -> Vec<String> {
    let mut t = text.to_string();
    for name in PROPER_NAMES {
        t = t.replace(name, " ");
    }
    for n in notations {
        t = t.replace(n.as_str(), " ");
    }
    // Quoted notation.
    let mut unquoted = String::new();
    for (i, part) in t.split('`').enumerate() {
        if i % 2 == 0 {
            unquoted.push_str(part);
            unquoted.push(' ');
        }
    }
    // Component ids (`gear-works`) are codes, not words.
    let words: Vec<&str> = unquoted
        .split_whitespace()
        .filter(|w| !(w.contains('-') && w.chars().all(|c| c.is_ascii_lowercase() || c == '-')))
        .collect();
    words
        .join(" ")
        .split(|ch: char| !ch.is_alphabetic())
        .map(str::to_lowercase)
        .filter(|w| ENGLISH.contains(&w.as_str()))
        .collect()
}

#[test]
fn a_french_game_writes_no_english() {
    let mut found = Vec::new();
    let mut kinds = std::collections::BTreeMap::new();
    with_lang(Lang::known("fr"), || {
        play(4, 4004, |kind, text, notations| {
            *kinds.entry(kind.to_string()).or_insert(0) += 1;
            let words = english_words(&text, notations);
            if !words.is_empty() && found.len() < 40 {
                let line = text
                    .lines()
                    .find(|l| !english_words(l, notations).is_empty())
                    .unwrap_or_default();
                found.push(format!("{kind}: {line:?}: {words:?}"));
            }
        });
    });
    for kind in [
        "banner",
        "board",
        "details",
        "description",
        "waiting",
        "refusal",
        "log",
        "report",
    ] {
        assert!(kinds.get(kind).copied().unwrap_or(0) > 0, "no {kind} seen");
    }
    assert!(
        found.is_empty(),
        "English in French texts:\n{}",
        found.join("\n")
    );
    // The same game in English reads English.
    let mut english = 0;
    play(4, 4004, |_, text, notations| {
        english += english_words(&text, notations).len();
    });
    assert!(english > 1000);
}

/// The English texts of two whole games, hashed: every banner, table, description,
/// refusal, log line and final report reads exactly as reviewed when the boards
/// and reports became sheets of messages (said at a table of Ada, Ben, Cy…, to a
/// spectator and to the first seat); a change of wording is reviewed in the
/// transcript the failure writes, then the hash updated.
#[test]
fn the_english_texts_are_unchanged() {
    for (players, seed, expected) in [
        (
            3,
            303,
            "46fcb904eee3083dee91bcf5caed59950f5f2ff773798e536ebfaca2684b2a28",
        ),
        (
            5,
            505,
            "a7a04e513ec6ef15d244c36204f7b8e2fe21cea9cc733af0e1a68569df4d2125",
        ),
    ] {
        let mut all = String::new();
        play(players, seed, |kind, text, _| {
            all.push_str(kind);
            all.push('\t');
            all.push_str(&text);
            all.push('\n');
        });
        let hash = format!("{:x}", Sha256::digest(all.as_bytes()));
        if hash != expected {
            let path = std::env::temp_dir().join(format!("crystal-palace-english-{players}p.txt"));
            std::fs::write(&path, &all).unwrap();
            panic!(
                "{players}p: the English texts changed (sha256 {hash}); they are in {}",
                path.display()
            );
        }
    }
}

/// An action typed in notation that cannot be read is explained in the reader's
/// language (the terminal): the same sentences as before in English, French words
/// in French, the notation quoted as typed.
#[test]
fn an_unreadable_action_is_explained_in_english_and_in_french() {
    let c = Arc::new(Components::shipped());
    let g = CrystalPalace::new_game(&c, 3, 5, None).unwrap();
    let bad = [
        "",
        "dice 7",
        "dice x",
        "dice 1 1 1 1 1 1 1",
        "place 3",
        "place 3 nowhere 1",
        "place 3 bank 0",
        "patent nothing",
        "tile",
        "share zzz",
        "character nobody",
        "build nothing",
        "market fly",
        "drop 0",
        "green sky",
        "choose 0",
        "loan under 2",
        "newspapers fish",
        "dance",
        "pass now please",
    ];
    let read = |lang| -> Vec<String> {
        with_lang(lang, || {
            bad.iter()
                .map(|t| g.parse_action(0, t).unwrap_err().message)
                .collect()
        })
    };
    let (en, fr) = (read(Lang::EN), read(Lang::known("fr")));
    assert_eq!(en[0], "``: empty action");
    assert_eq!(en[1], "`dice 7`: 7 is not a die value (1-6)");
    assert_eq!(en[7], "`patent nothing`: there is no patent `nothing`");
    assert_eq!(
        en[18].split(';').next(),
        Some("`dance`: `dance` is not an action")
    );
    for (e, f) in en.iter().zip(&fr) {
        assert_ne!(e, f);
        let words: Vec<&str> = f
            .split('`')
            .enumerate()
            .filter(|(i, _)| i % 2 == 0)
            .map(|(_, w)| w)
            .collect();
        let outside = words.join(" ");
        for english in [
            "missing",
            "there is",
            "is not",
            "expected",
            "numbered",
            "empty",
            "at most",
            "unexpected",
        ] {
            assert!(!outside.contains(english), "{english:?} in {f}");
        }
    }
}

/// The terminal's boards, details and final reports of random games, said to every
/// seat and to a spectator at a table with names, in every language: each message
/// in words (no seat number, signed amount, key or component id), none missing
/// from the files, every line within 79 columns; the reader's own seat is "you"
/// and the others' names are there.
#[test]
fn boards_and_reports_say_words_to_every_reader() {
    use gaslamp_core::testing::notation_in;
    use gaslamp_core::{shown_width, Sheet, WIDTH};
    let names: Vec<Option<String>> = ["Ada", "Ben", "Cy", "Dee", "Eve"]
        .map(|n| Some(n.to_string()))
        .into();
    let mut problems = Vec::new();
    let mut check = |sheet: &Sheet, players: usize, seat: Option<usize>, what: &str| {
        for lang in Lang::all().filter(|l| !l.is_pseudo()) {
            let reader = Reader {
                lang,
                seat,
                names: &names,
            };
            let at = format!("{lang} {players}p to {seat:?}: {what}");
            for m in sheet.messages() {
                let said = reader.say(&TEXTS, m);
                for n in notation_in(&said) {
                    problems.push(format!("{at}: {n} in {said:?}"));
                }
                for id in reader.missing(&TEXTS, m) {
                    problems.push(format!("{at}: no message {id}"));
                }
            }
            let text = sheet.said(&reader, &TEXTS);
            for line in text.lines().filter(|l| shown_width(l) > WIDTH) {
                problems.push(format!("{at}: too long: {line:?}"));
            }
            let others = (0..players).filter(|&s| Some(s) != seat);
            if what == "report"
                && !others
                    .map(|s| names[s].as_deref().unwrap())
                    .all(|n| text.contains(n))
            {
                problems.push(format!("{at}: a name is missing:\n{text}"));
            }
        }
    };
    for players in 2..=5 {
        let c = Arc::new(Components::shipped());
        let mut g = CrystalPalace::new_game(&c, players, 90 + players as u64, None).unwrap();
        let mut rng = rng_from_seed(players as u64);
        let mut step = 0;
        while !g.is_over() {
            if step % 97 == 0 {
                for seat in (0..players).map(Some).chain([None]) {
                    let view = g.view(seat.map_or(Observer::Spectator, Observer::Seat));
                    check(&text::details(&view), players, seat, "details");
                }
            }
            let seat = *g
                .to_act()
                .iter()
                .collect::<Vec<_>>()
                .choose(&mut rng)
                .unwrap();
            let a = *g.legal_actions(seat).choose(&mut rng).unwrap();
            g.apply(seat, &a).unwrap();
            step += 1;
        }
        for seat in (0..players).map(Some).chain([None]) {
            check(&text::final_report(&g), players, seat, "report");
        }
    }
    assert!(
        problems.is_empty(),
        "{}",
        problems[..problems.len().min(30)].join("\n")
    );
}
