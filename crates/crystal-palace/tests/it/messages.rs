//! The game's messages said to real readers: every event of random games said to
//! every seat and to a spectator, and every legal action's description said to its
//! seat, in English and in French, with no id left unsaid and no engine notation in
//! front of a player ("£-2", "vp-per", "s1a", "seat 1"); "you" only to a reader the
//! message is about.

use crate::common::refusal_problems;
use crystal_palace::messages::{self, kind};
use crystal_palace::{Action, Components, CrystalPalace, Event};
use gaslamp_core::i18n::Lang;
use gaslamp_core::testing::notation_in;
use gaslamp_core::{rng_from_seed, Game, Message, Observer, Reader, Seat, Value};
use rand::seq::SliceRandom;
use std::sync::Arc;

const NAMES: [&str; 5] = ["Ada", "Ben", "Cy", "Dee", "Eve"];

/// Whether the message (or one inside it) names `seat`.
fn names_seat(message: &Message, seat: Seat) -> bool {
    message.args.values().any(|v| match v {
        Value::Seat(s) => *s == seat,
        Value::Seats(seats) => seats.contains(&seat),
        Value::Message(inner) => names_seat(inner, seat),
        _ => false,
    })
}

/// The words of `lang` that address the reader.
fn you_words(lang: Lang) -> &'static [&'static str] {
    match lang.code() {
        "en" => &["you", "your"],
        "en-XA" => &["ýöû", "ýöûŕ"],
        "fr" => &["vous", "votre", "vos"],
        other => panic!("no words of address known for {other}"),
    }
}

fn addresses_the_reader(sentence: &str, lang: Lang) -> bool {
    sentence
        .split(|c: char| !c.is_alphabetic())
        .any(|w| you_words(lang).contains(&w.to_lowercase().as_str()))
}

/// Everything wrong with `message` said to `reader` (`what` names it).
fn check(reader: &Reader, message: &Message, what: &str, event: bool, out: &mut Vec<String>) {
    let texts = crystal_palace::texts::texts();
    let sentence = reader.say(texts, message);
    let lang = reader.lang;
    let who = match reader.seat {
        Some(s) => NAMES[s].to_string(),
        None => "a spectator".into(),
    };
    let missing = reader.missing(texts, message);
    if !missing.is_empty() {
        out.push(format!(
            "{lang} to {who}, {what}: missing {missing:?} in {sentence:?}"
        ));
    }
    for problem in notation_in(&sentence) {
        out.push(format!(
            "{lang} to {who}, {what}: {problem} in {sentence:?}"
        ));
    }
    if event {
        // "You" only for a reader the message is about; a spectator is never
        // addressed.
        let about_reader = reader.seat.is_some_and(|s| names_seat(message, s));
        if !about_reader && addresses_the_reader(&sentence, lang) {
            out.push(format!(
                "{lang} to {who}, {what}: addresses the reader, who is not in it: {sentence:?}"
            ));
        }
    }
}

/// Plays `games` seeded random games of each player count; every event said to every
/// reader and every legal action's description said to its seat, in both languages.
fn say_everything(games: u64) -> (Vec<String>, usize) {
    let c = Arc::new(Components::shipped());
    let names: Vec<Option<String>> = NAMES.iter().map(|n| Some(n.to_string())).collect();
    let mut problems = Vec::new();
    let mut said = 0;
    for players in 2..=5 {
        for game in 0..games {
            let seed = 7_000 + 10 * players as u64 + game;
            let mut g = CrystalPalace::new_game(&c, players, seed, None).unwrap();
            let mut rng = rng_from_seed(seed);
            let mut steps = 0;
            while !g.is_over() {
                let to_act: Vec<usize> = g.to_act().iter().collect();
                let seat = *to_act.choose(&mut rng).unwrap();
                let legal = g.legal_actions(seat);
                for lang in Lang::all() {
                    let reader = Reader {
                        lang,
                        seat: Some(seat),
                        names: &names[..players],
                    };
                    for a in &legal {
                        let what = format!(
                            "{players}p seed {seed}: the description of `{}`",
                            g.action_text(seat, a)
                        );
                        check(
                            &reader,
                            &g.action_message(seat, a),
                            &what,
                            false,
                            &mut problems,
                        );
                        said += 1;
                    }
                }
                let a: Action = *legal.choose(&mut rng).unwrap();
                let notation = g.action_text(seat, &a);
                let events = g.apply(seat, &a).unwrap();
                let observers = (0..players)
                    .map(Observer::Seat)
                    .chain([Observer::Spectator]);
                for observer in observers {
                    for e in events.iter().filter_map(|e| g.filter_event(e, observer)) {
                        let Some(message) = g.event_message(&e) else {
                            continue;
                        };
                        for lang in Lang::all() {
                            let reader = Reader {
                                lang,
                                seat: match observer {
                                    Observer::Seat(s) => Some(s),
                                    Observer::Spectator => None,
                                },
                                names: &names[..players],
                            };
                            let what = format!(
                                "{players}p seed {seed}: an event of {} `{notation}`",
                                NAMES[seat]
                            );
                            check(&reader, &message, &what, true, &mut problems);
                            said += 1;
                        }
                    }
                }
                steps += 1;
                assert!(steps < 20_000, "no end after 20000 actions");
            }
        }
    }
    (problems, said)
}

#[test]
fn random_games_say_every_event_and_action_to_every_reader_in_words() {
    let (problems, said) = say_everything(2);
    assert!(said > 10_000, "only {said} sentences said");
    let mut shown: Vec<&String> = problems.iter().take(40).collect();
    shown.dedup();
    assert!(
        problems.is_empty(),
        "{} problems, the first:\n{}",
        problems.len(),
        shown
            .iter()
            .map(|s| s.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
}

/// The matchers find what they look for (a test that could not fail proves nothing).
#[test]
fn the_notation_matchers_find_notation() {
    for bad in [
        "seat 1 pays £-2",
        "money -2, die 1",
        "vp-per prototypes 2 1",
        "player 2 buys the share s1a",
        "publisher tile 2a",
        "le joueur 3 passe",
        "{ $who } passes",
        "+1 income",
    ] {
        assert!(!notation_in(bad).is_empty(), "{bad:?} passed");
    }
    for good in [
        "\u{2068}Ada\u{2069} pays £2 and loses 1 VP",
        "Vous prenez la tuile par-dessus la case 2",
        "Koh-i-Noor Case",
    ] {
        assert_eq!(notation_in(good), Vec::<String>::new(), "{good:?}");
    }
    assert!(addresses_the_reader("Your die", Lang::EN));
    assert!(addresses_the_reader(
        "Ben gets it; vous aussi",
        Lang::known("fr")
    ));
    assert!(!addresses_the_reader("Youth and Ben", Lang::EN));
}

/// A seat reads "you" about itself and its name about anyone else; a spectator
/// reads names only; a rival's build reads as the rival's.
#[test]
fn an_event_reads_you_to_its_seat_and_the_name_to_everyone_else() {
    let c = Arc::new(Components::shipped());
    let g = CrystalPalace::new_game(&c, 3, 1, None).unwrap();
    let names: Vec<Option<String>> = NAMES[..3].iter().map(|n| Some(n.to_string())).collect();
    let texts = crystal_palace::texts::texts();
    let build = Event::Acted {
        seat: 0,
        message: messages::about("log-build-other", 0)
            .arg("name", messages::patent(&c, 0))
            .message("cost", messages::cost(&c.patents[0].cost))
            .arg("vp", messages::amount("vp", 5))
            .seat("target", 1)
            .message("effect", messages::effect(&c.patents[0].effect)),
    };
    let message = g.event_message(&build).unwrap();
    let say = |lang, seat| {
        Reader {
            lang,
            seat,
            names: &names,
        }
        .say(texts, &message)
    };
    let patent = c.patents[0].name.as_str();
    assert!(
        say(Lang::EN, Some(0)).starts_with(&format!("You build the prototype {patent}")),
        "{}",
        say(Lang::EN, Some(0))
    );
    assert!(
        say(Lang::EN, Some(1)).contains("; you get its effect"),
        "{}",
        say(Lang::EN, Some(1))
    );
    let cy = say(Lang::EN, Some(2));
    assert!(
        cy.starts_with("\u{2068}Ada\u{2069} builds") && cy.contains("\u{2068}Ben\u{2069} gets"),
        "{cy}"
    );
    assert_eq!(cy, say(Lang::EN, None));
    assert!(say(Lang::known("fr"), Some(0)).starts_with("Vous construisez"));
    assert!(say(Lang::known("fr"), Some(1)).contains("vous recevez son effet"));
}

/// The events clients get as `data` are plain and typed: a message with its id
/// and typed arguments, a phase by its numbers.
#[test]
fn events_travel_as_typed_data() {
    let acted = Event::Acted {
        seat: 2,
        message: messages::about("log-place", 2)
            .number("value", 5)
            .arg(
                "on",
                messages::location(
                    kind::LOCATION_ON,
                    crystal_palace::components::Location::PatentOffice,
                ),
            )
            .number("space", 1)
            .arg("fee", messages::amount("money", 0)),
    };
    assert_eq!(
        serde_json::to_value(&acted).unwrap(),
        serde_json::json!({
            "type": "acted",
            "seat": 2,
            "message": {
                "id": "log-place",
                "args": {
                    "who": {"seat": 2},
                    "value": {"number": 5},
                    "on": {"name": {"kind": "location-on", "id": "patent-office"}},
                    "space": {"number": 1},
                    "fee": {"amount": {"resource": "money", "n": 0}},
                }
            }
        })
    );
    assert_eq!(
        serde_json::to_value(Event::Phase { round: 2, phase: 3 }).unwrap(),
        serde_json::json!({"type": "phase", "round": 2, "phase": 3})
    );
}

/// Actions in notation tried on every position, most of them refused there.
const REFUSAL_CANDIDATES: &[&str] = &[
    "loan",
    "repay",
    "buy gear",
    "buy energy",
    "sell gear",
    "sell energy",
    "newspapers die",
    "newspapers income",
    "newspapers money",
    "market new",
    "market move 1",
    "choose 9",
    "choose 1",
    "drop 1",
    "objective",
    "place 6 patents 9",
    "place 1 station 1",
    "place 2 westminster 1",
    "place 5 museum 1",
    "build audiobook",
    "build gas-cooker for 2",
    "patent audiobook",
    "tile ledger",
    "share s1a",
    "character bronte",
    "westminster",
    "times",
    "port gears",
    "station energy",
    "green watch",
    "green tile 1",
    "poster",
    "skip",
    "pass",
    "dice 6 6 6 6 6 6 extra",
    "dice 6 5",
    "loan over 1",
];

/// Random games of every player count, each position tried with many actions by
/// every seat (and one that does not exist): every refusal carries its words, which
/// say its message to a reader without a table, use only messages both files hold,
/// and show the refused seat no notation.
#[test]
fn every_refusal_of_random_games_is_a_message_said_without_notation() {
    let c = Arc::new(Components::shipped());
    let mut problems = std::collections::BTreeSet::new();
    let mut codes = std::collections::BTreeSet::new();
    for players in 2..=5 {
        let seed = 9_000 + players as u64;
        let mut g = CrystalPalace::new_game(&c, players, seed, None).unwrap();
        let mut rng = rng_from_seed(seed);
        let mut step = 0;
        while !g.is_over() {
            let to_act: Vec<usize> = g.to_act().iter().collect();
            let seat = *to_act.choose(&mut rng).unwrap();
            let legal = g.legal_actions(seat);
            for s in (0..=players).filter(|_| step % 4 == 0) {
                let parsed = REFUSAL_CANDIDATES
                    .iter()
                    .filter_map(|t| g.parse_action(s, t).ok());
                for a in parsed.chain(legal.iter().copied()) {
                    if let Err(r) = g.check(s, &a) {
                        codes.insert(r.code);
                        problems.extend(refusal_problems(&g, s, &a));
                    }
                }
            }
            g.apply(seat, legal.choose(&mut rng).unwrap()).unwrap();
            step += 1;
        }
    }
    assert!(codes.len() >= 12, "only {} codes: {codes:?}", codes.len());
    let shown: Vec<&String> = problems.iter().take(30).collect();
    assert!(
        problems.is_empty(),
        "{} problems:\n{shown:#?}",
        problems.len()
    );
}
