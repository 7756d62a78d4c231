//! `gaslamp hint`: what the ISMCTS search recommends to a seat after a game record.
//!
//! The record is replayed (with the errors and exit codes of `gaslamp replay`); the
//! search is then given only what the seat may see (its view) and its legal actions,
//! exactly as a bot at that seat would be, so a hint never reveals hidden information.

use crate::records::{for_record_game, read_record, replay_state};
use anyhow::{bail, Context};
use gaslamp_ai::{Budget, Config};
use gaslamp_core::{Observer, Record, Seat};
use gaslamp_games::{GameVisitor, Presented};
use serde::Serialize;
use std::io::Write;
use std::path::Path;

/// Reads `--budget`: a number of iterations (`20000`) or a time (`500ms`, `1s`, `2.5s`).
pub fn parse_budget(text: &str) -> Result<Budget, String> {
    use gaslamp_ai::spec::{read_budget, BudgetError};
    read_budget(&text.trim().to_ascii_lowercase()).map_err(|e| match e {
        BudgetError::NotABudget => format!(
            "`{}` is not a search budget: give a number of iterations (e.g. 20000) or a time (e.g. 500ms, 1s, 2.5s)",
            gaslamp_core::untrusted(text)
        ),
        out_of_range => out_of_range.to_string(),
    })
}

/// What `hint` is asked.
#[derive(Clone, Debug)]
pub struct HintRequest {
    pub seat: Seat,
    pub budget: Budget,
    pub threads: usize,
    pub seed: u64,
    /// How many candidates to show.
    pub top: usize,
}

/// One candidate action.
#[derive(Clone, Debug, Serialize)]
pub struct HintCandidate {
    /// Text notation.
    pub action: String,
    pub description: String,
    /// The search's estimate of the seat's chance to win after this action (0 to 1).
    pub win_chance: f64,
    /// Iterations that tried this action first.
    pub visits: u64,
}

/// What `hint` prints (`--json`: this object).
#[derive(Clone, Debug, Serialize)]
pub struct HintReport {
    pub seat: Seat,
    /// The recommended action in text notation (the most visited candidate).
    pub recommended: String,
    pub recommended_description: String,
    /// The best `--top` candidates, most visited first.
    pub candidates: Vec<HintCandidate>,
    /// How many actions were legal.
    pub legal_actions: usize,
    pub iterations: u64,
    pub seconds: f64,
    pub threads: usize,
    pub seed: u64,
    /// Actions in the record (the position's depth).
    pub after_actions: usize,
}

/// `gaslamp hint`: prints the report as text or JSON.
pub fn hint(
    path: &Path,
    request: &HintRequest,
    components: Option<&Path>,
    json: bool,
) -> anyhow::Result<()> {
    struct Visit<'a>(&'a Record, &'a HintRequest, Option<&'a Path>, &'a Path);
    impl GameVisitor for Visit<'_> {
        type Output = anyhow::Result<HintReport>;
        fn visit<G: Presented>(self) -> Self::Output {
            hint_report::<G>(self.0, self.1, self.2, self.3)
        }
    }
    let record = read_record(path)?;
    let report = for_record_game(&record, Visit(&record, request, components, path))?;
    let mut out = std::io::stdout().lock();
    if json {
        writeln!(out, "{}", serde_json::to_string_pretty(&report)?)?;
    } else {
        print(&report, &record, request, &mut out)?;
    }
    Ok(())
}

/// Replays `record` and searches for `request.seat`.
pub fn hint_report<G: Presented>(
    record: &Record,
    request: &HintRequest,
    components: Option<&Path>,
    path: &Path,
) -> anyhow::Result<HintReport> {
    let seat = request.seat;
    crate::games::check_seat(seat, record.players)?;
    crate::games::check_threads(request.threads)?;
    let state: G = replay_state(record, components)
        .with_context(|| format!("cannot replay {}", path.display()))?;
    let to_act = state.to_act();
    if to_act.is_empty() {
        bail!("the game is over: no seat has to act, so there is nothing to advise");
    }
    if !to_act.contains(seat) {
        let who: Vec<String> = to_act.iter().map(|s| format!("seat {s}")).collect();
        bail!(
            "seat {seat} is not to act after this record: {} must act now (ask for a hint with --seat {})",
            who.join(" and "),
            to_act.first().expect("not empty")
        );
    }
    let legal = state.legal_actions(seat);
    if legal.is_empty() {
        bail!("seat {seat} has to act but has no legal action (an engine bug)");
    }
    let view = state.view(Observer::Seat(seat));
    let cfg = Config {
        budget: request.budget,
        threads: request.threads,
        ..Config::default()
    };
    let result = gaslamp_ai::search::<G>(&view, &legal, &cfg, request.seed);
    let candidate = |c: &gaslamp_ai::Candidate<G::Action>| HintCandidate {
        action: state.action_text(seat, &c.action),
        description: gaslamp_games::said::<G>(&state.action_message(seat, &c.action), Some(seat)),
        win_chance: c.win_chance,
        visits: c.visits,
    };
    let best = candidate(&result.candidates[0]);
    Ok(HintReport {
        seat,
        recommended: best.action.clone(),
        recommended_description: best.description,
        candidates: result
            .candidates
            .iter()
            .take(request.top)
            .map(candidate)
            .collect(),
        legal_actions: legal.len(),
        iterations: result.iterations,
        seconds: result.elapsed.as_secs_f64(),
        threads: request.threads,
        seed: request.seed,
        after_actions: record.actions.len(),
    })
}

fn budget_words(b: &Budget) -> String {
    match b {
        Budget::Iterations(n) => format!("{n} iterations"),
        Budget::Time(d) => format!("{} s", d.as_secs_f64()),
    }
}

fn print(
    report: &HintReport,
    record: &Record,
    request: &HintRequest,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    writeln!(
        out,
        "{}, {} players, after {} action(s): seat {} to act, {} legal action(s).",
        record.game, record.players, report.after_actions, report.seat, report.legal_actions
    )?;
    writeln!(
        out,
        "ISMCTS search (budget {}): {} iterations in {:.2} s on {} thread(s), seed {}.",
        budget_words(&request.budget),
        report.iterations,
        report.seconds,
        report.threads,
        report.seed
    )?;
    writeln!(out, "\nRecommended: {}", report.recommended)?;
    writeln!(out, "  {}", report.recommended_description)?;
    if report.candidates.is_empty() {
        return Ok(());
    }
    writeln!(
        out,
        "\nTop {} of {} action(s), most searched first:",
        report.candidates.len(),
        report.legal_actions
    )?;
    let width = report
        .candidates
        .iter()
        .map(|c| c.action.len())
        .max()
        .unwrap_or(0)
        .max(6);
    let num = report.candidates.len().to_string().len();
    writeln!(
        out,
        "  {:>num$}  {:<width$}  {:>10}  {:>8}  description",
        "#", "action", "win chance", "visits"
    )?;
    for (i, c) in report.candidates.iter().enumerate() {
        // An action the search never tried has no estimate.
        let chance = if c.visits > 0 {
            format!("{:.1}%", 100.0 * c.win_chance)
        } else {
            "-".into()
        };
        writeln!(
            out,
            "  {:>num$}  {:<width$}  {:>10}  {:>8}  {}",
            i + 1,
            c.action,
            chance,
            c.visits,
            c.description
        )?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use gaslamp_core::Game;
    use spyrium::{Components, Spyrium};
    use std::time::Duration;

    fn record_with(actions: usize) -> Record {
        crate::games::test_record(actions)
    }

    fn request(seat: Seat) -> HintRequest {
        HintRequest {
            seat,
            budget: Budget::Iterations(60),
            threads: 1,
            seed: 3,
            top: 3,
        }
    }

    #[test]
    fn budgets_read_like_bot_specs() {
        assert_eq!(parse_budget("20000"), Ok(Budget::Iterations(20000)));
        assert_eq!(
            parse_budget("500MS"),
            Ok(Budget::Time(Duration::from_millis(500)))
        );
        assert_eq!(parse_budget("1s"), Ok(Budget::Time(Duration::from_secs(1))));
        assert!(parse_budget("soon").unwrap_err().contains("500ms"));
        assert!(parse_budget("0").is_err());
        assert!(parse_budget("1e400s").unwrap_err().contains("1 hour"));
        assert!(!parse_budget("\u{1b}[2J").unwrap_err().contains('\u{1b}'));
    }

    #[test]
    fn the_recommended_action_is_legal_and_searches_repeat() {
        let r = record_with(7);
        let g: Spyrium = r.replay(&Components::builtin()).unwrap();
        let seat = g.to_act().first().unwrap();
        let report = hint_report::<Spyrium>(&r, &request(seat), None, Path::new("x")).unwrap();
        let a = g.parse_action(seat, &report.recommended).unwrap();
        assert!(g.legal_actions(seat).contains(&a));
        assert_eq!(report.candidates[0].action, report.recommended);
        assert!(report.candidates.len() <= 3);
        assert!(report.iterations >= 60);
        let again = hint_report::<Spyrium>(&r, &request(seat), None, Path::new("x")).unwrap();
        assert_eq!(again.recommended, report.recommended);
    }

    #[test]
    fn a_seat_not_to_act_and_a_missing_seat_are_refused() {
        let r = record_with(4);
        let g: Spyrium = r.replay(&Components::builtin()).unwrap();
        let seat = g.to_act().first().unwrap();
        let other = (seat + 1) % 3;
        let e = hint_report::<Spyrium>(&r, &request(other), None, Path::new("x")).unwrap_err();
        assert!(e.to_string().contains("is not to act"), "{e}");
        let e = hint_report::<Spyrium>(&r, &request(3), None, Path::new("x")).unwrap_err();
        assert!(e.to_string().contains("no such seat"), "{e}");
    }
}
