//! `gaslamp sim` and `gaslamp bench`: their reports, as text and JSON.

use super::*;

#[test]
fn sim_json_reports_its_fields_and_every_game_ends() {
    let o = gaslamp(
        &[
            "sim",
            "spyrium",
            "--players",
            "3",
            "--games",
            "20",
            "--seed",
            "7",
            "--json",
        ],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    for field in [
        "games",
        "games_per_second",
        "mean_actions",
        "mean_winning_score",
        "max_winning_score",
        "unfinished",
        "unfinished_seeds",
    ] {
        assert!(v.get(field).is_some(), "missing {field} in {v}");
    }
    assert_eq!(v["games"], 20);
    assert_eq!(v["unfinished"], 0);
    assert!(v["mean_actions"].as_f64().unwrap() > 10.0);
    assert!(v["max_winning_score"].as_f64().unwrap() >= v["mean_winning_score"].as_f64().unwrap());
}

#[test]
fn sim_text_output_names_the_figures() {
    let o = gaslamp(&["sim", "spyrium", "--players", "2", "--games", "5"], "");
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    for word in [
        "games/s",
        "actions per game",
        "winning score",
        "unfinished games:   0",
    ] {
        assert!(text.contains(word), "{word} missing in:\n{text}");
    }
}

#[test]
fn bench_json_reports_every_figure() {
    let o = gaslamp(&["bench", "spyrium", "--json", "--seconds", "0.02"], "");
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    for field in [
        "games_per_second",
        "ns_per_apply",
        "ns_per_legal_listing",
        "ns_per_clone",
        "goal_games_per_second",
        "goal_met",
    ] {
        assert!(v.get(field).is_some(), "missing {field} in {v}");
    }
    assert!(v["games_per_second"].as_f64().unwrap() > 0.0);
    assert_eq!(v["goal_games_per_second"], 20000.0);
    // Crystal Palace's engine is measured too; only Spyrium has a speed goal.
    let o = gaslamp(
        &["bench", "crystal-palace", "--json", "--seconds", "0.02"],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert!(v["games_per_second"].as_f64().unwrap() > 0.0);
    assert!(v["goal_met"].is_null(), "{v}");
}

#[test]
fn bench_ai_json_reports_iterations_per_second_for_2_and_4_players() {
    let o = gaslamp(&["bench", "ai", "--json", "--seconds", "0.02"], "");
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    let rows = v["results"].as_array().unwrap();
    let players: Vec<u64> = rows
        .iter()
        .map(|r| r["players"].as_u64().unwrap())
        .collect();
    assert_eq!(players, [2, 4]);
    for r in rows {
        assert!(r["iterations_per_second"].as_f64().unwrap() > 0.0, "{r}");
        assert!(r["ms_per_default_decision"].as_f64().unwrap() > 0.0, "{r}");
    }
    assert_eq!(v["goal_iterations_per_second"], 100000.0);
    assert!(v["goal_met"].is_boolean(), "{v}");

    let o = gaslamp(&["bench", "ai", "--seconds", "0.02", "--players", "3"], "");
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(
        text.contains("3 players:") && text.contains("iterations/s"),
        "{text}"
    );
    assert!(text.contains("goal: >= 100000 iterations/s"), "{text}");
}

/// The search speed goal is Spyrium's: another game's figures are reported without
/// it (a Crystal Palace bench once ended in "goal ... NOT MET").
#[test]
fn bench_ai_states_the_goal_for_spyrium_only() {
    let args = [
        "bench",
        "crystal-palace",
        "--ai",
        "--seconds",
        "0.02",
        "--players",
        "4",
    ];
    let o = gaslamp(&args, "");
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(
        text.contains("4 players:") && !text.contains("goal"),
        "{text}"
    );
    let o = gaslamp(&[&args[..], &["--json"]].concat(), "");
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert!(
        v["goal_iterations_per_second"].is_null() && v["goal_met"].is_null(),
        "{v}"
    );
}
