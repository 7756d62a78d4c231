//! What players read of every game is words: many random games of each game, in
//! each language, every log line said to every reader (each seat and a spectator)
//! and every legal action said to its seat, as the server says them. A sentence
//! fails on engine notation (signed amounts, hyphenated keys, component ids, "seat
//! N"), on a message id no file holds, and on "you" said to a spectator.

use gaslamp_core::i18n::Lang;
use gaslamp_core::{Message, Observer, Reader};
use gaslamp_games::AnyMatch;
use rand::{Rng, SeedableRng};
use regex::Regex;
use std::sync::LazyLock;

/// Games played of each game and player count.
const GAMES: u64 = 6;

/// The seats' names at the table.
fn names(players: usize) -> Vec<Option<String>> {
    ["Ada", "Ben", "Cy", "Dee", "Eve"]
        .iter()
        .take(players)
        .map(|n| Some(n.to_string()))
        .collect()
}

/// Words that address the reader.
static YOU: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)\b(you|your|yours|vous|votre|vos)\b").unwrap());

/// What is wrong with `sentence`, said from `message`.
fn problems(m: &dyn AnyMatch, reader: &Reader, message: &Message, sentence: &str) -> Vec<String> {
    let mut out: Vec<String> = reader
        .missing(m.texts(), message)
        .into_iter()
        .map(|id| format!("no words for {id}"))
        .collect();
    out.extend(gaslamp_core::testing::notation_in(sentence));
    out
}

/// Plays one random game of `m`, saying everything to every reader in `lang`;
/// returns every problem found, each with its sentence.
fn play(mut m: Box<dyn AnyMatch>, lang: Lang, seed: u64) -> Vec<String> {
    let players = m.num_players();
    let names = names(players);
    let readers: Vec<Option<usize>> = (0..players).map(Some).chain([None]).collect();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut out = Vec::new();
    let mut check = |m: &dyn AnyMatch, seat: Option<usize>, message: &Message, event: bool| {
        let reader = Reader {
            lang,
            seat,
            names: &names,
        };
        let sentence = reader.say(m.texts(), message);
        let mut found = problems(m, &reader, message, &sentence);
        if event && seat.is_none() {
            if let Some(hit) = YOU.find(&sentence) {
                found.push(format!("`{}` said to a spectator", hit.as_str()));
            }
        }
        out.extend(
            found
                .into_iter()
                .map(|p| format!("{p} in {sentence:?} ({message:?})")),
        );
    };
    while !m.is_over() && m.version() < 5000 {
        let to_act = m.to_act();
        let seat = to_act[rng.gen_range(0..to_act.len())];
        let legal = m.legal(seat);
        for a in &legal {
            check(m.as_ref(), Some(seat), &a.description, false);
        }
        let pick = legal[rng.gen_range(0..legal.len())].text.clone();
        let done = m.submit(seat, &pick).unwrap();
        for reader in &readers {
            let observer = reader.map_or(Observer::Spectator, Observer::Seat);
            for e in done.log_for(observer) {
                if let Some(message) = &e.message {
                    check(m.as_ref(), *reader, message, true);
                }
            }
        }
    }
    out
}

#[test]
fn every_game_speaks_to_its_readers_in_words() {
    let mut all = Vec::new();
    for g in gaslamp_games::all() {
        let info = g.info();
        for players in info.min_players..=info.max_players {
            for seed in 0..GAMES {
                for lang in Lang::all() {
                    let m = g
                        .new_match(&g.default_components(), players, seed, None)
                        .unwrap();
                    for p in play(m, lang, seed) {
                        all.push(format!("{} ({players} players, {lang}): {p}", info.name));
                    }
                }
            }
        }
    }
    all.sort();
    all.dedup();
    let by_game: Vec<String> = gaslamp_games::NAMES
        .iter()
        .map(|g| format!("{g}: {}", all.iter().filter(|p| p.starts_with(g)).count()))
        .collect();
    // The first few of each game.
    let first: Vec<&String> = gaslamp_games::NAMES
        .iter()
        .flat_map(|g| all.iter().filter(move |p| p.starts_with(g)).take(15))
        .collect();
    assert!(
        all.is_empty(),
        "problems by game: {}; the first:\n{}",
        by_game.join(", "),
        first
            .iter()
            .map(|s| s.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
}
