//! Events and actions as messages (`spyrium::messages`), said to one reader: "you"
//! for the reader's own seat and every other seat by its name, in English and
//! French, with no notation in front of a player (no signed amounts, no slot codes,
//! no message or card ids, no "seat N"), and nothing about a rival that reads as if
//! it were about the reader.
//!
//! Random games of every player count say every event to every reader and every
//! legal action's menu line to its seat; a few positions pin the sentences and the
//! events' JSON.

use crate::common::*;
use gaslamp_core::i18n::Lang;
use gaslamp_core::{Game, Message, Reader, Seat};
use rand::Rng;
use spyrium::cards::BUILTIN_CARDS;
use spyrium::texts::TEXTS;
use spyrium::{Action, Components, Event, Spyrium};
use std::collections::BTreeSet;

const NAMES: [&str; 5] = ["Ada", "Ben", "Cy", "Dee", "Eve"];

fn names(players: usize) -> Vec<Option<String>> {
    NAMES[..players]
        .iter()
        .map(|n| Some(n.to_string()))
        .collect()
}

/// A sentence without the isolation marks around names.
fn plain(s: &str) -> String {
    s.replace(['\u{2068}', '\u{2069}'], "")
}

fn say(lang: Lang, seat: Option<Seat>, names: &[Option<String>], m: &Message) -> String {
    plain(&Reader { lang, seat, names }.say(&TEXTS, m))
}

/// The notation a sentence shows, if any: what no game may show a player
/// (`gaslamp_core::testing::notation_in`), and Spyrium's own: a building option
/// (`2:1`), a market space (`@5`).
fn notation(sentence: &str) -> Vec<String> {
    let mut found = gaslamp_core::testing::notation_in(sentence);
    let chars: Vec<char> = sentence.chars().collect();
    for (i, w) in chars.windows(2).enumerate() {
        let option = i + 2 < chars.len()
            && w[0].is_ascii_digit()
            && w[1] == ':'
            && chars[i + 2].is_ascii_digit();
        let space = w[0] == '@' && w[1].is_ascii_digit();
        if option || space {
            found.push(format!(
                "{:?}",
                chars[i.saturating_sub(3)..(i + 4).min(chars.len())]
                    .iter()
                    .collect::<String>()
            ));
        }
    }
    found
}

/// The words of a sentence that address its reader.
fn you_words(lang: Lang, sentence: &str) -> Vec<String> {
    let you: &[&str] = match lang.code() {
        "en" => &["you", "your", "yours"],
        "en-XA" => &["ýöû", "ýöûŕ", "ýöûŕš"],
        "fr" => &["vous", "votre", "vos"],
        other => panic!("no words of address known for {other}"),
    };
    sentence
        .split(|c: char| !c.is_alphabetic())
        .map(str::to_lowercase)
        .filter(|w| you.contains(&w.as_str()))
        .collect()
}

/// What one random game's messages do wrong, one line each.
fn game_problems(players: usize, seed: u64) -> Vec<String> {
    let names = names(players);
    let mut problems = Vec::new();
    let mut g = Spyrium::new_game(&Components::builtin(), players, seed, None).unwrap();
    let mut rng = gaslamp_core::rng_from_seed(seed);
    let check = |problems: &mut Vec<String>,
                 what: &str,
                 lang: Lang,
                 reader: Option<Seat>,
                 m: &Message,
                 s: &str| {
        let r = Reader {
            lang,
            seat: reader,
            names: &names,
        };
        let at = format!("{players}p seed {seed}, {what} to {reader:?} in {lang}");
        for id in r.missing(&TEXTS, m) {
            problems.push(format!("{at}: no message `{id}`: {s:?}"));
        }
        for n in notation(s) {
            problems.push(format!("{at}: notation {n} in {s:?}"));
        }
    };
    while !g.is_over() {
        let seat = g.to_act().first().unwrap();
        let legal = g.legal_actions(seat);
        for a in &legal {
            let m = g.action_message(seat, a);
            for lang in Lang::all() {
                let s = say(lang, Some(seat), &names, &m);
                check(&mut problems, "action", lang, Some(seat), &m, &s);
            }
        }
        let a = legal[rng.gen_range(0..legal.len())];
        for e in g.apply(seat, &a).unwrap() {
            let Some(m) = g.event_message(&e) else {
                continue;
            };
            let about = match &e {
                Event::Acted { seat, .. } | Event::Changed { seat, .. } => Some(*seat),
                Event::TurnStarted { .. } | Event::GameOver { .. } => None,
            };
            for lang in Lang::all() {
                for reader in (0..players).map(Some).chain([None]) {
                    let s = say(lang, reader, &names, &m);
                    check(&mut problems, "event", lang, reader, &m, &s);
                    let you = you_words(lang, &s);
                    // Said to a spectator, or about another seat: no "you".
                    if about.is_some() && about != reader && !you.is_empty()
                        || reader.is_none() && !you.is_empty()
                    {
                        problems.push(format!(
                            "{players}p seed {seed}: {you:?} said to {reader:?} in {lang} about {about:?}: {s:?}"
                        ));
                    }
                    // Said to the seat it is about: "you".
                    if about.is_some() && about == reader && you.is_empty() {
                        problems.push(format!(
                            "{players}p seed {seed}: no \"you\" said to {reader:?} in {lang} about itself: {s:?}"
                        ));
                    }
                }
            }
        }
    }
    problems
}

#[test]
fn random_games_say_every_event_and_action_to_every_reader_without_notation() {
    let mut problems = Vec::new();
    for players in 2..=5 {
        for seed in 0..4u64 {
            problems.extend(game_problems(players, 1000 * players as u64 + seed));
        }
    }
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems[..problems.len().min(40)].join("\n")
    );
}

#[test]
fn the_notation_matchers_find_what_players_must_not_see() {
    for bad in [
        "seat 0: place 8-9",
        "  seat 0: -£1, +1 Spyrium",
        "player 2 gains £-2.",
        "joueur 1 : event use 1:1",
        "money 4-5 @5",
        "You take neighborhood-1.",
        "You use detail-token.",
        "You pay { $paid }.",
    ] {
        assert!(!notation(bad).is_empty(), "{bad:?} passes");
    }
    for good in [
        "Ada pays £1 and gains 1 Spyrium.",
        "You construct Working-Class Neighborhood I, in a new space.",
        "Ada place un ouvrier entre Mine I (en haut à gauche) et Géologue.",
        "The game is over: Ben wins with 19 VP. Final scores: Ada 10 VP, you 19 VP.",
    ] {
        assert_eq!(notation(good), Vec::<String>::new(), "{good:?}");
    }
}

/// Two players on the plain market (1 Mine I, 2 Geologist, 3 Mine II, 4 Workshop I,
/// 5 Apprentice, …), each with a worker placed: seat 0 between Mine I and Geologist,
/// seat 1 between Geologist and Mine II.
fn two_placed() -> (Spyrium, Vec<Event>, Vec<Event>) {
    let mut g = plain_game(2);
    let e0 = act(&mut g, 0, "place 1-2");
    let e1 = act(&mut g, 1, "place 2-3");
    (g, e0, e1)
}

#[test]
fn an_action_is_told_with_you_to_its_seat_and_by_name_to_everyone_else() {
    let (_, placed, _) = two_placed();
    let names = names(2);
    let m = spyrium::messages::event_message(&placed[0]).unwrap();
    assert_eq!(
        say(Lang::EN, Some(0), &names, &m),
        "You place a worker between Mine I and Geologist."
    );
    assert_eq!(
        say(Lang::EN, Some(1), &names, &m),
        "Ada places a worker between Mine I and Geologist."
    );
    assert_eq!(
        say(Lang::EN, None, &names, &m),
        "Ada places a worker between Mine I and Geologist."
    );
    assert_eq!(
        say(Lang::known("fr"), Some(0), &names, &m),
        "Vous placez un ouvrier entre Mine I et Géologue."
    );
    assert_eq!(
        say(Lang::known("fr"), Some(1), &names, &m),
        "Ada place un ouvrier entre Mine I et Géologue."
    );
}

#[test]
fn a_menu_line_says_what_the_action_pays_and_gains() {
    let (g, _, _) = two_placed();
    let names = names(2);
    let call = parse(&g, 0, "activate 1-2 @2");
    // The Geologist's £1 and £1 for Ben's worker next to it; 2 Spyrium.
    let m = g.action_message(0, &call);
    assert_eq!(
        say(Lang::EN, Some(0), &names, &m),
        "call upon Geologist: pay £2 and gain 2 Spyrium"
    );
    assert_eq!(
        say(Lang::known("fr"), Some(0), &names, &m),
        "faire appel au personnage Géologue\u{a0}: payer £2 et gagner 2 Spyrium"
    );
    let money = parse(&g, 0, "money 1-2 @2");
    assert_eq!(
        say(Lang::EN, Some(0), &names, &g.action_message(0, &money)),
        "take back your worker from between Mine I and Geologist and gain money from Geologist: gain £1"
    );
    let money = parse(&g, 0, "money 1-2 @1");
    assert_eq!(
        say(Lang::EN, Some(0), &names, &g.action_message(0, &money)),
        "take back your worker from between Mine I and Geologist and gain money from Mine I: gain £0"
    );
}

#[test]
fn changes_are_paid_and_gained_without_signs() {
    let (mut g, _, _) = two_placed();
    let names = names(2);
    let events = act(&mut g, 0, "activate 1-2 @2");
    let changed: Vec<&Event> = events
        .iter()
        .filter(|e| matches!(e, Event::Changed { .. }))
        .collect();
    assert_eq!(
        changed,
        [&Event::Changed {
            seat: 0,
            money: -2,
            spyrium: 2,
            score: 0,
            workers: 0,
            residence: 0
        }]
    );
    let m = g.event_message(changed[0]).unwrap();
    assert_eq!(
        say(Lang::EN, Some(0), &names, &m),
        "You pay £2 and gain 2 Spyrium."
    );
    assert_eq!(
        say(Lang::EN, Some(1), &names, &m),
        "Ada pays £2 and gains 2 Spyrium."
    );
    assert_eq!(
        say(Lang::known("fr"), Some(0), &names, &m),
        "Vous payez £2 et gagnez 2 Spyrium."
    );
    assert_eq!(
        say(Lang::known("fr"), None, &names, &m),
        "Ada paie £2 et gagne 2 Spyrium."
    );
    // To a reader without names, a seat is "player N".
    assert_eq!(
        say(Lang::EN, None, &[], &m),
        "player 1 pays £2 and gains 2 Spyrium."
    );
}

#[test]
fn events_travel_as_plain_typed_json() {
    let (_, placed, _) = two_placed();
    let json = serde_json::to_value(&placed[0]).unwrap();
    assert_eq!(json["type"], "acted");
    assert_eq!(json["seat"], 0);
    assert_eq!(json["action"], "place 1-2");
    assert_eq!(json["message"]["id"], "acted-place");
    assert_eq!(
        json["message"]["args"]["who"],
        serde_json::json!({"seat": 0})
    );
    assert_eq!(
        json["message"]["args"]["a"],
        serde_json::json!({"message": {"id": "space-card", "args": {"card": {"name": {"kind": "card", "id": "mine-1"}}}}})
    );
    let changed = Event::Changed {
        seat: 1,
        money: -2,
        spyrium: 2,
        score: 0,
        workers: 0,
        residence: 0,
    };
    assert_eq!(
        serde_json::to_value(&changed).unwrap(),
        serde_json::json!({"type": "changed", "seat": 1, "money": -2, "spyrium": 2, "score": 0, "workers": 0, "residence": 0})
    );
    assert_eq!(
        serde_json::to_value(Event::TurnStarted { turn: 2 }).unwrap(),
        serde_json::json!({"type": "turn_started", "turn": 2})
    );
}

#[test]
fn a_new_turn_begins_before_its_revenue_is_paid() {
    let mut g = plain_game(2);
    let mut last = Vec::new();
    while g.turn() == 1 {
        let s = current(&g);
        let legal = g.legal_actions(s);
        let a = if legal.contains(&Action::Pass) {
            Action::Pass
        } else {
            legal[0]
        };
        last = g.apply(s, &a).unwrap();
    }
    let kinds: Vec<&str> = last
        .iter()
        .map(|e| match e {
            Event::Acted { .. } => "acted",
            Event::TurnStarted { .. } => "turn",
            Event::Changed { .. } => "changed",
            Event::GameOver { .. } => "over",
        })
        .collect();
    assert_eq!(kinds, ["acted", "turn", "changed", "changed"]);
    let names = names(2);
    let said: Vec<String> = last
        .iter()
        .filter_map(|e| g.event_message(e))
        .map(|m| say(Lang::EN, Some(1), &names, &m))
        .collect();
    assert_eq!(said[1], "Turn 2 begins.");
    assert_eq!(said[2], "Ada gains £2.");
    assert_eq!(said[3], "You gain £2.");
}

#[test]
fn the_end_of_the_game_names_the_winners_and_every_score() {
    let names = names(3);
    let m = spyrium::messages::event_message(&Event::GameOver {
        scores: vec![30, 41, 41],
    })
    .unwrap();
    assert_eq!(
        say(Lang::EN, Some(2), &names, &m),
        "The game is over: Ben and you share the win with 41 VP. Final scores: Ada 30 VP, Ben 41 VP, you 41 VP."
    );
    assert_eq!(
        say(Lang::EN, None, &names, &m),
        "The game is over: Ben and Cy share the win with 41 VP. Final scores: Ada 30 VP, Ben 41 VP, Cy 41 VP."
    );
    let m = spyrium::messages::event_message(&Event::GameOver {
        scores: vec![30, 41, 12],
    })
    .unwrap();
    assert_eq!(
        say(Lang::known("fr"), Some(1), &names, &m),
        "La partie est terminée\u{a0}: vous gagnez avec 41 PV. Scores finaux\u{a0}: Ada 30 PV, vous 41 PV, Cy 12 PV."
    );
    assert_eq!(
        say(Lang::EN, Some(0), &names, &m),
        "The game is over: Ben wins with 41 VP. Final scores: you 30 VP, Ben 41 VP, Cy 12 VP."
    );
}

#[test]
fn a_card_the_files_do_not_know_is_told_by_its_own_name() {
    let mut file: toml::Value = toml::from_str(BUILTIN_CARDS).unwrap();
    let first = file["card"].as_array_mut().unwrap()[0].clone();
    assert_eq!(first["id"].as_str(), Some("miner"));
    for card in file["card"].as_array_mut().unwrap() {
        if card["id"].as_str() == Some("geologist") {
            card["id"] = "prospector".into();
            card["name"] = "Prospector".into();
        }
    }
    let cards =
        std::sync::Arc::new(Components::from_toml(&toml::to_string(&file).unwrap()).unwrap());
    let mut a = PLAIN_A;
    a[1] = "prospector";
    let mut g = Spyrium::new(cards, 2, SEED, &setup(&a, &PLAIN_EVENTS, &[])).unwrap();
    let place = g.parse_action(0, "place 1-2").unwrap();
    let events = g.apply(0, &place).unwrap();
    let m = g.event_message(&events[0]).unwrap();
    let names = names(2);
    assert_eq!(
        Reader {
            lang: Lang::known("fr"),
            seat: Some(1),
            names: &names
        }
        .missing(&TEXTS, &m),
        Vec::<String>::new()
    );
    assert_eq!(
        say(Lang::known("fr"), Some(1), &names, &m),
        "Ada place un ouvrier entre Mine I et Prospector."
    );
}

/// Random games of every player count, each position tried with many actions: every
/// refusal carries its words, which say its message to a reader without a table,
/// use only messages both files hold, and show no notation to the refused seat.
#[test]
fn every_refusal_of_random_games_is_a_message_said_without_notation() {
    let mut problems = BTreeSet::new();
    let mut codes = BTreeSet::new();
    for players in 2..=5 {
        let seed = 4_000 + players as u64;
        let mut g = Spyrium::new_game(&Components::builtin(), players, seed, None).unwrap();
        let actions: Vec<Action> = candidate_actions()
            .iter()
            .map(|t| spyrium::notation::parse_action(t).unwrap())
            .collect();
        let mut rng = gaslamp_core::rng_from_seed(seed);
        let mut step = 0;
        while !g.is_over() {
            let seat = g.to_act().first().unwrap();
            for a in actions.iter().filter(|_| step % 3 == 0) {
                if let Err(r) = g.check(seat, a) {
                    codes.insert(r.code);
                    problems.extend(refusal_problems(&g, seat, a));
                }
            }
            let legal = g.legal_actions(seat);
            let a = legal[rng.gen_range(0..legal.len())];
            g.apply(seat, &a).unwrap();
            step += 1;
        }
    }
    assert!(codes.len() >= 25, "only {} codes: {codes:?}", codes.len());
    let shown: Vec<&String> = problems.iter().take(30).collect();
    assert!(
        problems.is_empty(),
        "{} problems:\n{shown:#?}",
        problems.len()
    );
}
