//! Records at the terminal: `replay`, `legal`, refused and foreign records, set-ups.

use super::*;

#[test]
fn replay_prints_the_full_state_or_only_a_seats_view() {
    let dir = tempfile::tempdir().unwrap();
    let (path, _) = random_record(dir.path(), 11, 12);
    let o = gaslamp(&["replay", path_str(&path)], "");
    assert!(o.status.success(), "{}", stderr(&o));
    let full: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(full["players"].as_array().unwrap().len(), 3);
    assert_eq!(full["market"].as_array().unwrap().len(), 9);
    assert!(
        full.get("hidden").is_some(),
        "the full state shows the hidden piles"
    );

    let o = gaslamp(&["replay", path_str(&path), "--seat", "2"], "");
    assert!(o.status.success(), "{}", stderr(&o));
    let view: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert!(
        !has_key(&view, "hidden"),
        "a seat's view has no hidden part: {view}"
    );
    assert_eq!(view["observer"]["seat"], 2);
    assert_eq!(view["players"], full["players"]);
    assert_eq!(view["market"], full["market"]);

    let o = gaslamp(&["replay", path_str(&path), "--seat", "3"], "");
    assert_eq!(o.status.code(), Some(64), "a bad argument");
    assert!(stderr(&o).contains("no such seat"), "{}", stderr(&o));
}

#[test]
fn replay_with_a_seat_out_of_range_exits_with_64() {
    seat_out_of_range_exits_with_64("replay", &[]);
}

#[test]
fn an_illegal_action_in_a_record_exits_with_2_and_names_its_index() {
    let dir = tempfile::tempdir().unwrap();
    let (path, mut record) = random_record(dir.path(), 5, 10);
    record.actions[6].action = "bonus worker".into();
    std::fs::write(&path, record.to_json_pretty()).unwrap();
    for cmd in ["replay", "legal"] {
        let o = gaslamp(&[cmd, path_str(&path)], "");
        assert_eq!(o.status.code(), Some(2), "{cmd}: {}", stderr(&o));
        let err = stderr(&o);
        assert!(err.contains("index 6"), "{cmd}: {err}");
        assert!(err.contains("bonus worker"), "{cmd}: {err}");
        assert!(stdout(&o).is_empty(), "{cmd} printed a state");
    }
}

#[test]
fn a_malformed_record_exits_with_1() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bad.json");
    std::fs::write(&path, r#"{"game": "spyrium", "players": 3}"#).unwrap();
    let o = gaslamp(&["replay", path_str(&path)], "");
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("malformed record"), "{}", stderr(&o));

    let o = gaslamp(&["replay", path_str(&dir.path().join("missing.json"))], "");
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("cannot read"), "{}", stderr(&o));

    std::fs::write(
        &path,
        r#"{"game": "chess", "cards": "x", "players": 2, "seed": 1, "actions": []}"#,
    )
    .unwrap();
    let o = gaslamp(&["legal", path_str(&path)], "");
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("`chess`"), "{}", stderr(&o));
}

#[test]
fn legal_prints_actions_that_parse_back_to_the_legal_ones() {
    let dir = tempfile::tempdir().unwrap();
    for (seed, n) in [(1, 0), (2, 9), (3, 25)] {
        let (path, record) = random_record(dir.path(), seed, n);
        let o = gaslamp(&["legal", path_str(&path)], "");
        assert!(o.status.success(), "{}", stderr(&o));
        let g: Spyrium = record.replay(&Components::builtin()).unwrap();
        let seat = g.to_act().first().unwrap();
        let legal = g.legal_actions(seat);
        let lines: Vec<String> = stdout(&o).lines().map(str::to_string).collect();
        assert_eq!(lines.len(), legal.len());
        for line in &lines {
            let a = g.parse_action(seat, line).unwrap();
            assert!(legal.contains(&a), "`{line}` is not legal");
        }
    }
}

#[test]
fn a_record_made_with_other_components_asks_for_its_component_file() {
    let dir = tempfile::tempdir().unwrap();
    let other = dir.path().join("other.toml");
    std::fs::write(
        &other,
        spyrium::cards::BUILTIN_CARDS.replacen("version = 1", "version = 2", 1),
    )
    .unwrap();
    let (record, _) = random_record(dir.path(), 4, 3);
    let o = gaslamp(
        &[
            "replay",
            path_str(&record),
            "--components",
            path_str(&other),
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("--components"), "{}", stderr(&o));
    // The same file given to play and replay works both ways.
    let rec2 = dir.path().join("other-game.json");
    let o = gaslamp(
        &[
            "play",
            "spyrium",
            "--seats",
            "random,random",
            "--seed",
            "3",
            "--cards",
            path_str(&other),
            "--record",
            path_str(&rec2),
        ],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let o = gaslamp(
        &["replay", path_str(&rec2), "--cards", path_str(&other)],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
}

#[test]
fn replay_stages_a_crystal_palace_rulebook_example_from_a_records_setup() {
    // The Reform Club example: Spring 1850, Brontë with the audiobook built.
    let dir = tempfile::tempdir().unwrap();
    let components = gaslamp_games::find("crystal-palace")
        .unwrap()
        .default_components();
    let record = serde_json::json!({
        "version": 3,
        "game": "crystal-palace",
        "components": components.id(),
        "players": 2,
        "seed": 1,
        "setup": {"first_player": 0, "round": 3, "characters": ["bronte"],
                  "players": [{"gears": 2, "energy": 1, "prototypes": ["audiobook"]}]},
        "actions": [
            {"seat": 0, "action": "dice 6 1 1 1"},
            {"seat": 1, "action": "dice 1 1 1 1"},
            {"seat": 0, "action": "place 6 club 1"},
            {"seat": 1, "action": "place 1 station 1"},
            {"seat": 0, "action": "pass"},
            {"seat": 1, "action": "pass"},
            {"seat": 0, "action": "character bronte"},
            {"seat": 0, "action": "market new"}
        ]
    });
    let path = dir.path().join("bronte.json");
    std::fs::write(&path, record.to_string()).unwrap();
    let o = gaslamp(&["replay", path_str(&path)], "");
    assert!(o.status.success(), "{}", stderr(&o));
    let full: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(
        full["components"]["provisional"], true,
        "replay says the set is provisional"
    );
    let blue = &full["public"]["players"][0];
    assert_eq!(
        blue["vp"],
        5 + 10 + 4,
        "10 VP in Spring 1850 and 4 for the audiobook"
    );
    assert_eq!(blue["buzz"], 1);
    assert_eq!(full["public"]["market"][0], 0, "the free assistant");
    let o = gaslamp(&["legal", path_str(&path)], "");
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o).lines().any(|l| l.starts_with("station ")),
        "{}",
        stdout(&o)
    );
}
