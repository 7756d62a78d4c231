//! `gaslamp replay` and `gaslamp legal`: read a game record and replay it.

use anyhow::Context;
use gaslamp_core::{untrusted, Observer, Record, ReplayError, Seat};
use gaslamp_games::{GameVisitor, Presented};
use std::io::Write;
use std::path::Path;

/// A record holds an illegal action (exit code 2).
#[derive(Debug)]
pub struct IllegalInRecord {
    pub index: usize,
    pub seat: Seat,
    pub action: String,
    pub reason: String,
}

impl std::fmt::Display for IllegalInRecord {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "the action at index {} (`{}`, seat {}) is illegal: {}",
            self.index,
            untrusted(&self.action),
            self.seat,
            self.reason
        )
    }
}

impl std::error::Error for IllegalInRecord {}

/// Reads a record file, with a clear message when it is missing, too large or
/// malformed.
pub fn read_record(path: &Path) -> anyhow::Result<Record> {
    let shown = untrusted(&path.display().to_string());
    let bytes = gaslamp_games::read_limited(path, gaslamp_core::record::MAX_RECORD_BYTES)
        .with_context(|| format!("cannot read the record {shown}"))?;
    let text = String::from_utf8(bytes)
        .map_err(|_| anyhow::anyhow!("{shown} is not a game record: it is not UTF-8 text"))?;
    Record::from_json(&text).with_context(|| format!("{shown} is not a game record"))
}

/// Runs `visitor` with the type of the record's game (the registry decides which
/// games exist).
pub fn for_record_game<V, T>(record: &Record, visitor: V) -> anyhow::Result<T>
where
    V: GameVisitor<Output = anyhow::Result<T>>,
{
    gaslamp_games::visit(&record.game, visitor)
        .map_err(|e| anyhow::anyhow!("this record cannot be read: {e}"))?
}

/// Replays a record of game `G` with the component file at `components` (the game's own set if `None`).
pub fn replay_state<G: Presented>(record: &Record, components: Option<&Path>) -> anyhow::Result<G> {
    let components = crate::games::load_components::<G>(components)?;
    record.replay::<G>(&components).map_err(|e| match e {
        ReplayError::Illegal {
            index,
            seat,
            action,
            reason,
            ..
        } => anyhow::Error::new(IllegalInRecord {
            index,
            seat,
            action,
            reason,
        }),
        e @ ReplayError::ComponentsMismatch { .. } => {
            anyhow::Error::new(e).context("pass the record's component file with --components")
        }
        other => anyhow::Error::new(other),
    })
}

/// `gaslamp replay`: the final state as JSON (everything, or one seat's view).
pub fn replay(path: &Path, seat: Option<Seat>, components: Option<&Path>) -> anyhow::Result<()> {
    struct Visit<'a>(&'a Record, Option<Seat>, Option<&'a Path>);
    impl GameVisitor for Visit<'_> {
        type Output = anyhow::Result<serde_json::Value>;
        fn visit<G: Presented>(self) -> Self::Output {
            replay_json::<G>(self.0, self.1, self.2)
        }
    }
    let record = read_record(path)?;
    let json = for_record_game(&record, Visit(&record, seat, components))
        .with_context(|| format!("cannot replay {}", untrusted(&path.display().to_string())))?;
    let mut out = std::io::stdout().lock();
    writeln!(out, "{}", serde_json::to_string_pretty(&json)?)?;
    Ok(())
}

/// The final state of a record as JSON: the full state, or what `seat` may see.
pub fn replay_json<G: Presented>(
    record: &Record,
    seat: Option<Seat>,
    components: Option<&Path>,
) -> anyhow::Result<serde_json::Value> {
    if let Some(s) = seat {
        crate::games::check_seat(s, record.players)?;
    }
    let state: G = replay_state(record, components)?;
    Ok(match seat {
        None => state.full_state_json(),
        Some(s) => G::view_json(&state.view(Observer::Seat(s))),
    })
}

/// `gaslamp legal`: the legal actions after the record, one per line.
pub fn legal(path: &Path, components: Option<&Path>) -> anyhow::Result<()> {
    struct Visit<'a>(&'a Record, Option<&'a Path>);
    impl GameVisitor for Visit<'_> {
        type Output = anyhow::Result<Vec<String>>;
        fn visit<G: Presented>(self) -> Self::Output {
            legal_lines::<G>(self.0, self.1)
        }
    }
    let record = read_record(path)?;
    let lines = for_record_game(&record, Visit(&record, components))
        .with_context(|| format!("cannot replay {}", untrusted(&path.display().to_string())))?;
    let mut out = std::io::stdout().lock();
    for l in &lines {
        writeln!(out, "{l}")?;
    }
    if lines.is_empty() {
        eprintln!("the game is over: no seat has to act");
    }
    Ok(())
}

/// The text notation of every legal action after the record. When several seats must
/// act (simultaneous games), each seat's list is headed by a `# seat N` line.
pub fn legal_lines<G: Presented>(
    record: &Record,
    components: Option<&Path>,
) -> anyhow::Result<Vec<String>> {
    let state: G = replay_state(record, components)?;
    let to_act = state.to_act();
    let mut lines = Vec::new();
    for seat in to_act.iter() {
        if to_act.len() > 1 {
            lines.push(format!("# seat {seat}"));
        }
        for a in state.legal_actions(seat) {
            lines.push(state.action_text(seat, &a));
        }
    }
    Ok(lines)
}

#[cfg(test)]
mod tests {
    use super::*;
    use gaslamp_core::Game;
    use spyrium::{Components, Spyrium};

    fn record_with(actions: usize) -> Record {
        crate::games::test_record(actions)
    }

    #[test]
    fn the_full_state_has_hidden_piles_and_a_view_does_not() {
        let r = record_with(10);
        let full = replay_json::<Spyrium>(&r, None, None).unwrap();
        assert!(full.get("hidden").is_some());
        let view = replay_json::<Spyrium>(&r, Some(1), None).unwrap();
        assert!(view.get("hidden").is_none());
        assert_eq!(view["observer"]["seat"], 1);
        let e = replay_json::<Spyrium>(&r, Some(3), None).unwrap_err();
        assert!(e.is::<crate::games::ArgumentError>(), "a bad argument: {e}");
    }

    #[test]
    fn an_illegal_action_names_its_index() {
        let mut r = record_with(6);
        r.actions[4].action = "bonus worker".into();
        let e = replay_json::<Spyrium>(&r, None, None).unwrap_err();
        let illegal = e.downcast_ref::<IllegalInRecord>().expect("typed error");
        assert_eq!(illegal.index, 4);
        assert!(e.to_string().contains("index 4"), "{e}");
    }

    #[test]
    fn legal_lines_parse_back_to_legal_actions() {
        let r = record_with(5);
        let lines = legal_lines::<Spyrium>(&r, None).unwrap();
        assert!(!lines.is_empty());
        let g: Spyrium = r.replay(&Components::builtin()).unwrap();
        let seat = g.to_act().first().unwrap();
        let legal = g.legal_actions(seat);
        for l in lines {
            let a = g.parse_action(seat, &l).unwrap();
            assert!(legal.contains(&a), "{l}");
        }
    }
}
