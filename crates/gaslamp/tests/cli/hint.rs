//! `gaslamp hint`: a recommendation among the legal actions, and clear refusals.

use super::*;

#[test]
fn hint_with_a_seat_out_of_range_exits_with_64() {
    seat_out_of_range_exits_with_64("hint", &["--budget", "10"]);
}

/// The actions `gaslamp legal` prints after the record at `path`.
fn legal_lines(path: &Path) -> Vec<String> {
    let o = gaslamp(&["legal", path_str(path)], "");
    assert!(o.status.success(), "{}", stderr(&o));
    stdout(&o).lines().map(str::to_string).collect()
}

#[test]
fn hint_recommends_one_of_the_legal_actions() {
    let dir = tempfile::tempdir().unwrap();
    let (path, record) = random_record(dir.path(), 6, 9);
    let legal = legal_lines(&path);
    let seat = seat_to_act(&record).to_string();
    let o = gaslamp(
        &[
            "hint",
            path_str(&path),
            "--seat",
            &seat,
            "--budget",
            "200",
            "--top",
            "3",
        ],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    let recommended = text
        .lines()
        .find_map(|l| l.strip_prefix("Recommended: "))
        .unwrap_or_else(|| panic!("no recommendation in:\n{text}"));
    assert!(
        legal.iter().any(|l| l == recommended),
        "`{recommended}` is not one of {legal:?}"
    );
    assert!(
        text.contains("win chance") && text.contains("visits"),
        "{text}"
    );
    assert!(text.contains("iterations"), "{text}");

    let o = gaslamp(
        &[
            "hint",
            path_str(&path),
            "--seat",
            &seat,
            "--budget",
            "200",
            "--json",
        ],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["seat"].as_u64(), Some(seat.parse().unwrap()));
    let rec = v["recommended"].as_str().unwrap();
    assert!(legal.iter().any(|l| l == rec), "`{rec}` is not legal");
    let candidates = v["candidates"].as_array().unwrap();
    assert_eq!(candidates.len(), legal.len().min(5));
    assert_eq!(candidates[0]["action"], v["recommended"]);
    for c in candidates {
        assert!(
            legal.iter().any(|l| l == c["action"].as_str().unwrap()),
            "{c}"
        );
        assert!(c["description"].is_string(), "{c}");
        let w = c["win_chance"].as_f64().unwrap();
        assert!((0.0..=1.0).contains(&w), "{c}");
        assert!(c["visits"].as_u64().is_some(), "{c}");
    }
    assert!(v["iterations"].as_u64().unwrap() >= 200);
    assert!(v["seconds"].as_f64().unwrap() >= 0.0);
}

#[test]
fn hint_for_a_seat_not_to_act_or_an_illegal_record_fails_clearly() {
    let dir = tempfile::tempdir().unwrap();
    let (path, mut record) = random_record(dir.path(), 7, 8);
    let other = ((seat_to_act(&record) + 1) % 3).to_string();
    let o = gaslamp(
        &["hint", path_str(&path), "--seat", &other, "--budget", "50"],
        "",
    );
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(
        err.contains(&format!("seat {other} is not to act")),
        "{err}"
    );
    assert!(stdout(&o).is_empty());

    let o = gaslamp(&["hint", path_str(&path), "--seat", "3"], "");
    assert_eq!(o.status.code(), Some(64), "a bad argument");
    assert!(stderr(&o).contains("no such seat"), "{}", stderr(&o));

    record.actions[5].action = "bonus worker".into();
    std::fs::write(&path, record.to_json_pretty()).unwrap();
    let o = gaslamp(
        &["hint", path_str(&path), "--seat", "0", "--budget", "50"],
        "",
    );
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("index 5"), "{}", stderr(&o));
}
