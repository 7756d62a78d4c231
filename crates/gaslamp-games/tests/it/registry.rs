//! The registry and the type-erased match, on every registered game.

use gaslamp_core::{codes, Observer};
use gaslamp_games::{find, ActionIn, ComponentError, NAMES};
use rand::{Rng, SeedableRng};
use std::ops::ControlFlow;

#[test]
fn every_name_is_its_games_own_name() {
    assert!(!NAMES.is_empty());
    for name in NAMES {
        let g = find(name).unwrap();
        assert_eq!(g.info().name, *name);
        assert_eq!(g.default_components().game(), *name);
    }
    assert_eq!(gaslamp_games::all().count(), NAMES.len());
}

/// Clients read every game's view the same way: its `observer` is `{"seat": N}` or
/// `"spectator"`, and `over` says whether the game has ended.
#[test]
fn every_games_view_json_names_its_observer_the_same_way() {
    for g in gaslamp_games::all() {
        let players = g.info().min_players;
        let m = g
            .new_match(&g.default_components(), players, 7, None)
            .unwrap();
        let seat = m.view_json(Observer::Seat(players - 1));
        assert_eq!(
            seat["observer"],
            serde_json::json!({ "seat": players - 1 }),
            "{}",
            g.info().name
        );
        let spectator = m.view_json(Observer::Spectator);
        assert_eq!(spectator["observer"], "spectator", "{}", g.info().name);
        assert_eq!(seat["over"], false, "{}", g.info().name);
    }
}

#[test]
fn an_unknown_name_is_refused_with_the_list_and_without_control_characters() {
    let e = find("chess\u{1b}[2J").err().unwrap().to_string();
    assert!(e.contains("spyrium"), "{e}");
    assert!(!e.contains('\u{1b}'), "{e}");
}

#[test]
fn components_above_the_limit_are_refused_before_parsing() {
    for g in gaslamp_games::all() {
        let big = vec![b'#'; 4 << 20];
        let e = g.components_from_bytes(&big).unwrap_err();
        assert!(matches!(e, ComponentError::TooLarge { .. }), "{e}");
        let dir = std::env::temp_dir().join(format!("gaslamp-big-{}", std::process::id()));
        std::fs::write(&dir, &big).unwrap();
        let e = g.components_from_file(&dir).unwrap_err();
        std::fs::remove_file(&dir).ok();
        assert!(matches!(e, ComponentError::TooLarge { .. }), "{e}");
    }
}

#[test]
fn a_broken_component_file_is_refused_with_its_problems() {
    let g = find("spyrium").unwrap();
    let e = g.components_from_bytes(b"version = \"x\"\n").unwrap_err();
    assert!(matches!(e, ComponentError::Invalid(_)), "{e}");
    assert!(!e.to_string().is_empty());
}

/// Random games through the erased match only: refusals change nothing, accepted
/// actions grow the version, the record for a seat has no seed until the end, and a
/// record resumes to the same views.
#[test]
fn erased_matches_play_whole_games() {
    for g in gaslamp_games::all() {
        let info = g.info();
        let c = g.default_components();
        for players in info.min_players..=info.max_players {
            let seed = 40 + players as u64;
            let mut m = g.new_match(&c, players, seed, None).unwrap();
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let mut steps = 0;
            while !m.is_over() {
                let to_act = m.to_act();
                assert!(!to_act.is_empty());
                let seat = to_act[rng.gen_range(0..to_act.len())];
                let version = m.version();
                let view = m.view_json(Observer::Seat(seat));
                // Hostile text and a seat that may not act are refused, changing nothing.
                let r = m.submit(seat, "\u{1b}[31mnonsense").unwrap_err();
                assert_eq!(r.code, codes::UNREADABLE_ACTION);
                if let Some(other) = (0..players).find(|s| !to_act.contains(s)) {
                    let r = m.submit(other, "pass").unwrap_err();
                    assert_eq!(r.code, codes::NOT_YOUR_TURN, "{r:?}");
                }
                let r = m.submit(players + 3, "pass").unwrap_err();
                assert_eq!(r.code, codes::NO_SUCH_SEAT);
                assert_eq!(m.version(), version);
                assert_eq!(m.view_json(Observer::Seat(seat)), view);
                let legal = m.legal(seat);
                assert!(!legal.is_empty());
                let a = &legal[rng.gen_range(0..legal.len())];
                assert_eq!(m.check(seat, &a.text), Ok(()));
                let done = if steps % 2 == 0 {
                    m.submit(seat, &a.text).unwrap()
                } else {
                    m.submit_json(seat, &a.json).unwrap()
                };
                assert_eq!(done.version, version + 1);
                assert_eq!(done.action, a.text);
                assert_eq!(m.version(), version + 1);
                if steps == 20 {
                    let mine = m.record_for(Observer::Seat(seat));
                    assert_eq!(mine.seed, None);
                    assert_eq!(mine.setup, None);
                    let full = m.record();
                    assert_eq!(full.seed, Some(seed));
                    let again = g.resume(&full, &c).unwrap();
                    assert_eq!(again.version(), m.version());
                    for s in 0..players {
                        assert_eq!(
                            again.view_json(Observer::Seat(s)),
                            m.view_json(Observer::Seat(s))
                        );
                    }
                    assert!(!m.view_text(&reader(None)).is_empty());
                }
                steps += 1;
                assert!(steps < 5000, "{} does not end", info.name);
            }
            assert!(m.final_report(&reader(Some(0))).is_some());
            assert!(m.outcome().is_some());
            let end = m.record_for(Observer::Seat(0));
            assert_eq!(end.seed, Some(seed));
            assert_eq!(end.actions.len() as u64, m.version());
            let json = serde_json::to_string(&end).unwrap();
            let back = gaslamp_core::Record::from_json(&json).unwrap();
            let again = g.resume(&back, &c).unwrap();
            assert_eq!(again.outcome(), m.outcome());
        }
    }
}

#[test]
fn records_of_format_versions_1_and_2_still_replay_and_unknown_versions_are_refused() {
    let g = find("spyrium").unwrap();
    let c = g.default_components();
    let mut m = g.new_match(&c, 3, 12, None).unwrap();
    for _ in 0..15 {
        let seat = m.to_act()[0];
        let a = m.legal(seat)[0].text.clone();
        m.submit(seat, &a).unwrap();
    }
    let mut json: serde_json::Value = serde_json::to_value(m.record()).unwrap();
    assert_eq!(json["version"], 3);
    assert_eq!(json["components"], c.id());
    assert!(json.get("cards").is_none());
    // Version 2: the component set's id in `cards`.
    let components = json.as_object_mut().unwrap().remove("components").unwrap();
    json["cards"] = components;
    json["version"] = 2.into();
    let v2 = gaslamp_core::Record::from_json(&json.to_string()).unwrap();
    assert_eq!((v2.version, v2.components.as_str()), (2, c.id()));
    // Version 1: the same without the version field, as written before versions.
    json.as_object_mut().unwrap().remove("version");
    let v1 = gaslamp_core::Record::from_json(&json.to_string()).unwrap();
    assert_eq!((v1.version, v1.components.as_str()), (1, c.id()));
    for old in [&v1, &v2] {
        let again = g.resume(old, &c).unwrap();
        assert_eq!(
            again.view_json(Observer::Spectator),
            m.view_json(Observer::Spectator)
        );
        // Continued, it is written in the current format.
        assert_eq!(again.record(), m.record());
    }
    json["version"] = 99.into();
    let e = gaslamp_core::Record::from_json(&json.to_string()).unwrap_err();
    assert!(e.to_string().contains("version 99"), "{e}");
    // A withheld record says why it cannot be replayed.
    let withheld = m.record_for(Observer::Seat(0));
    let e = g.resume(&withheld, &c).err().unwrap();
    assert!(e.to_string().contains("withheld"), "{e}");
}

/// Each format version names the component set one way: `cards` in versions 1 and 2,
/// `components` from version 3; the other name, or both, is refused with the reason.
#[test]
fn a_record_names_its_component_set_as_its_version_does() {
    let g = find("goofspiel").unwrap();
    let c = g.default_components();
    let read = |version: Option<u32>, fields: &[&str]| {
        let mut json = serde_json::json!({
            "game": "goofspiel", "players": 2, "seed": 1, "actions": []
        });
        if let Some(v) = version {
            json["version"] = v.into();
        }
        for f in fields {
            json[*f] = c.id().into();
        }
        gaslamp_core::Record::from_json(&json.to_string())
    };
    assert!(read(None, &["cards"]).is_ok());
    assert!(read(Some(2), &["cards"]).is_ok());
    assert!(read(Some(3), &["components"]).is_ok());
    for (version, fields, says) in [
        (None, &["components"][..], "`cards`"),
        (Some(2), &["components"][..], "`cards`"),
        (Some(3), &["cards"][..], "`components`"),
        (Some(3), &["cards", "components"][..], "not in both"),
        (Some(3), &[][..], "missing field `components`"),
    ] {
        let e = read(version, fields).unwrap_err().to_string();
        assert!(e.contains(says), "{version:?} {fields:?}: {e}");
    }
}

/// Records written by earlier versions of this program, kept as files: a finished
/// Spyrium game of format version 2 (written by `gaslamp play --record`) and a
/// finished Crystal Palace game of version 1 (the same fields without `version`).
/// Both replay to their end, with the scores they ended with then.
#[test]
fn record_files_of_format_versions_1_and_2_replay_to_their_end() {
    for (file, text, version, scores) in [
        (
            "spyrium-v2.json",
            include_str!("../records/spyrium-v2.json"),
            2,
            vec![14, 19, 16],
        ),
        (
            "crystal-palace-v1.json",
            include_str!("../records/crystal-palace-v1.json"),
            1,
            vec![-43, -19],
        ),
    ] {
        let record = gaslamp_core::Record::from_json(text).unwrap();
        assert_eq!(record.version, version, "{file}");
        let g = find(&record.game).unwrap();
        let c = g.default_components();
        assert_eq!(record.components, c.id(), "{file}");
        let m = g
            .resume(&record, &c)
            .unwrap_or_else(|e| panic!("{file}: {e}"));
        assert!(m.is_over(), "{file}");
        assert_eq!(m.outcome().unwrap().scores, scores, "{file}");
        let again = m.record();
        assert_eq!(again.version, gaslamp_core::RECORD_VERSION, "{file}");
        assert_eq!(again.actions, record.actions, "{file}");
    }
}

struct Codes;

impl gaslamp_games::GameVisitor for Codes {
    type Output = &'static [&'static str];
    fn visit<G: gaslamp_games::Presented>(self) -> Self::Output {
        G::REFUSAL_CODES
    }
}

/// Every code any game gives is documented, and random refusals through the erased
/// match only ever carry a listed code.
#[test]
fn every_refusal_code_is_listed_and_documented() {
    let doc = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../docs/refusal-codes.md"
    ))
    .unwrap();
    for name in NAMES {
        let own = gaslamp_games::visit(name, Codes).unwrap();
        for code in own.iter().chain(codes::ALL) {
            assert!(
                doc.contains(&format!("`{code}`")),
                "{name}: `{code}` is not in docs/refusal-codes.md"
            );
        }
        let g = find(name).unwrap();
        let info = g.info();
        let mut m = g
            .new_match(&g.default_components(), info.min_players, 3, None)
            .unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        let mut seen = 0;
        // Actions legal at some earlier moment, tried now by every seat: the ones not
        // legal now are refused, always with a listed code.
        let mut earlier: Vec<String> = Vec::new();
        while !m.is_over() {
            let seat = m.to_act()[0];
            for s in 0..info.min_players {
                for text in earlier.iter().rev().take(60) {
                    if let Err(r) = m.check(s, text) {
                        assert!(
                            own.contains(&r.code) || codes::ALL.contains(&r.code),
                            "{name}: {r:?}"
                        );
                        assert_ne!(r.code, codes::NOT_LEGAL_NOW, "{name}: {r:?}");
                        seen += 1;
                    }
                }
            }
            let legal = m.legal(seat);
            earlier.extend(legal.iter().map(|a| a.text.clone()));
            let a = &legal[rng.gen_range(0..legal.len())];
            m.submit(seat, &a.text).unwrap();
        }
        assert!(seen > 0, "{name}");
    }
}

/// A bot's decision runs on another thread from the seat's view only, and its answer
/// is a legal action: whole games of every registered game, bots only.
#[test]
fn bot_tasks_play_whole_games_from_another_thread() {
    for g in gaslamp_games::all() {
        let info = g.info();
        let mut m = g
            .new_match(&g.default_components(), info.min_players, 9, None)
            .unwrap();
        let bot = gaslamp_ai::BotSpec::parse("greedy").unwrap();
        let mut n = 0;
        while !m.is_over() {
            for seat in m.to_act() {
                let task = m
                    .bot_task(seat, &bot, n)
                    .expect("a seat to act has a decision");
                let action = std::thread::spawn(task).join().unwrap();
                let read = m.read(seat, ActionIn::Json(&action)).unwrap();
                let done = m.play(read).unwrap();
                assert_eq!(done.seat, seat);
                n += 1;
            }
        }
        assert!(m.bot_task(0, &bot, 0).is_none());
    }
}

/// An environment keeps its game's record as a match does (it runs one): played by
/// indices, its record is the match's for the same actions and replays, as an
/// environment or a match, to the same position; a state drawn from a view has no
/// history, so no record, and plays on all the same.
#[test]
fn an_environments_record_is_its_matchs_and_a_drawn_state_has_none() {
    for g in gaslamp_games::all() {
        let c = g.default_components();
        let players = g.info().min_players;
        let mut env = g.new_env(&c, players, 5, None).unwrap();
        let mut m = g.new_match(&c, players, 5, None).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
        let mut legal = Vec::new();
        // 11 actions: Goofspiel is then in a round with a bid not revealed yet.
        for _ in 0..11 {
            let seat = env.to_act()[0];
            env.legal_indices(seat, &mut legal);
            let i = legal[rng.gen_range(0..legal.len())];
            let text = env.action_text(seat, i).unwrap();
            env.apply_index(seat, i).unwrap();
            m.submit(seat, &text).unwrap();
        }
        let name = g.info().name;
        let record = env.record().unwrap();
        assert_eq!(record, m.record(), "{name}");
        let again = g.env_from_record(&record, &c).unwrap();
        assert_eq!(again.record().as_ref(), Some(&record), "{name}");
        let resumed = g.resume(&record, &c).unwrap();
        let mut a = vec![0f32; env.observation_len()];
        let mut b = a.clone();
        for s in 0..players {
            let o = Observer::Seat(s);
            env.observation_into(o, &mut a);
            again.observation_into(o, &mut b);
            assert_eq!(a, b, "{name}");
            assert_eq!(env.view_json(o), resumed.view_json(o), "{name}");
        }
        let mut drawn = env.resample(0, 1);
        assert_eq!(drawn.record(), None, "{name}");
        assert_eq!(drawn.to_act(), env.to_act(), "{name}");
        drawn.play_out_random(&mut rng);
        assert!(drawn.is_over() && drawn.record().is_none(), "{name}");
        // The environment the state was drawn from has not moved.
        assert_eq!(env.record().as_ref(), Some(&record), "{name}");
    }
}

/// `AnyGame::replay` on every game: in one pass it shows the start and then, after
/// each action, the match and exactly what `submit` gave when the action was played
/// (text, version, description, every observer's log); never stopped it gives the
/// match `resume` gives, and stopped after `k` actions the match at version `k`,
/// which plays on like the original. A refused action stops it with its index.
#[test]
fn erased_replay_gives_what_each_action_gave_live_and_stops_where_asked() {
    for g in gaslamp_games::all() {
        let name = g.info().name;
        let c = g.default_components();
        let players = g.info().max_players;
        let mut m = g.new_match(&c, players, 21, None).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(21);
        let observers: Vec<Observer> = (0..players)
            .map(Observer::Seat)
            .chain([Observer::Spectator])
            .collect();
        let views = |m: &dyn gaslamp_games::AnyMatch| -> Vec<serde_json::Value> {
            observers.iter().map(|o| m.view_json(*o)).collect()
        };
        let mut live = Vec::new();
        let mut live_views = vec![views(m.as_ref())];
        while !m.is_over() && live.len() < 60 {
            let seat = m.to_act()[0];
            let legal = m.legal(seat);
            let a = &legal[rng.gen_range(0..legal.len())];
            live.push(m.submit(seat, &a.text).unwrap());
            live_views.push(views(m.as_ref()));
        }
        let record = m.record();

        let mut steps = 0;
        let whole = g
            .replay(&record, &c, &mut |now, done| {
                let v = now.version() as usize;
                assert_eq!(v, steps, "{name}");
                assert_eq!(views(now), live_views[v], "{name}: views at version {v}");
                match done {
                    None => assert_eq!(v, 0, "{name}"),
                    Some(d) => {
                        let l = &live[v - 1];
                        assert_eq!(
                            (d.seat, &d.action, d.version),
                            (l.seat, &l.action, l.version),
                            "{name}: action {}",
                            v - 1
                        );
                        assert_eq!(d.description, l.description, "{name}");
                        for o in &observers {
                            assert_eq!(d.log_for(*o), l.log_for(*o), "{name}: {o:?}");
                        }
                    }
                }
                steps += 1;
                ControlFlow::Continue(())
            })
            .unwrap();
        assert_eq!(steps, live.len() + 1, "{name}");
        let resumed = g.resume(&record, &c).unwrap();
        for r in [&whole, &resumed] {
            assert_eq!(r.version(), m.version(), "{name}");
            assert_eq!(r.record(), record, "{name}");
            assert_eq!(views(r.as_ref()), views(m.as_ref()), "{name}");
            for o in &observers {
                assert_eq!(r.record_for(*o), m.record_for(*o), "{name}");
            }
        }

        let k = live.len() / 2;
        let mut stopped = g
            .replay(&record, &c, &mut |now, _| {
                if now.version() == k as u64 {
                    ControlFlow::Break(())
                } else {
                    ControlFlow::Continue(())
                }
            })
            .unwrap();
        assert_eq!(stopped.version(), k as u64, "{name}");
        assert_eq!(views(stopped.as_ref()), live_views[k], "{name}");
        for (ra, l) in record.actions[k..].iter().zip(&live[k..]) {
            let again = stopped.submit(ra.seat, &ra.action).unwrap();
            assert_eq!(again.description, l.description, "{name}");
        }
        assert_eq!(stopped.record(), record, "{name}");

        let mut broken = record.clone();
        broken.actions[k].action = "\u{1b}[2Jnonsense".into();
        let mut calls = 0;
        let e = g
            .replay(&broken, &c, &mut |_, _| {
                calls += 1;
                ControlFlow::Continue(())
            })
            .err()
            .unwrap();
        assert_eq!(e.action_index(), Some(k), "{name}: {e}");
        assert_eq!(calls, k + 1, "{name}");
    }
}

/// An environment's length limit is its game's declared bound unless lowered: a game
/// reaching a lower limit without ending is truncated (not over), its move number
/// counts every action, a drawn state keeps both, and a limit of 0 is refused.
#[test]
fn an_environment_is_truncated_at_its_length_limit() {
    for g in gaslamp_games::all() {
        let name = g.info().name;
        let c = g.default_components();
        let players = g.info().min_players;
        let mut env = g.new_env(&c, players, 3, None).unwrap();
        let bound = env.max_game_length();
        assert!(bound > 10, "{name}: a bound of {bound}");
        assert!(env.set_max_game_length(0).is_err(), "{name}");
        env.set_max_game_length(u64::MAX).unwrap();
        assert_eq!(
            env.max_game_length(),
            bound,
            "{name}: never above the bound"
        );
        env.set_max_game_length(7).unwrap();
        let mut legal = Vec::new();
        for k in 0..7 {
            assert!(!env.is_truncated(), "{name}: truncated after {k} actions");
            assert_eq!(env.move_number(), k, "{name}");
            let seat = env.to_act()[0];
            env.legal_indices(seat, &mut legal);
            env.apply_index(seat, legal[0]).unwrap();
        }
        assert!(env.is_truncated() && !env.is_over(), "{name}");
        let drawn = env.resample(0, 1);
        assert_eq!(
            (drawn.move_number(), drawn.max_game_length()),
            (7, 7),
            "{name}"
        );
        assert!(drawn.is_truncated(), "{name}");
        let again = g.env_from_record(&env.record().unwrap(), &c).unwrap();
        assert_eq!(again.move_number(), 7, "{name}");
        assert_eq!(
            again.max_game_length(),
            bound,
            "{name}: a record keeps no limit"
        );
    }
}

/// A reader of the thread's language at a table of named players.
fn reader(seat: Option<gaslamp_core::Seat>) -> gaslamp_core::Reader<'static> {
    static NAMES: [Option<String>; 5] = [None, None, None, None, None];
    gaslamp_core::Reader {
        lang: gaslamp_core::i18n::lang(),
        seat,
        names: &NAMES,
    }
}
