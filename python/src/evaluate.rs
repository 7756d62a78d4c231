//! `gaslamp.evaluate`'s engine: the arena's games (`gaslamp_games::evaluate`) with
//! some seats played by Python callables. The bots think on worker threads with the
//! GIL released; a callable is called, holding the GIL, for its own seats only, with
//! the seat's observation (float32) and legal action indices (int64, ascending).

use crate::{game, players_ok, seed_arg, value_error};
use gaslamp_ai::BotSpec;
use gaslamp_core::Seat;
use gaslamp_games::{Contender, Evaluation};
use numpy::PyArray1;
use pyo3::prelude::*;
use std::path::PathBuf;
use std::sync::Mutex;

/// Plays `games` games of `name` between the lineup's seats and returns the arena's
/// report as JSON text. `lineup` has one `(name, policy)` per seat: with a policy
/// (an index into `policies`), `name` is the entrant's name; without, `name` is a bot
/// specification. The first exception a callable raises stops the games and is
/// raised again here.
#[pyfunction]
#[pyo3(signature = (name, lineup, policies, games, seed, rotate, threads, components=None))]
#[allow(clippy::too_many_arguments)]
pub(crate) fn evaluate_json(
    py: Python<'_>,
    name: &str,
    lineup: Vec<(String, Option<usize>)>,
    policies: Vec<PyObject>,
    games: i64,
    seed: i128,
    rotate: bool,
    threads: i64,
    components: Option<PathBuf>,
) -> PyResult<String> {
    let g = game(name)?;
    players_ok(g, lineup.len())?;
    let games = count_arg("games", games, MAX_GAMES)?;
    let threads = count_arg("threads", threads, MAX_THREADS)?;
    let seed = seed_arg("seed", seed)?;
    let contenders = lineup
        .into_iter()
        .map(|(name, policy)| match policy {
            Some(id) if id < policies.len() => Ok(Contender::Policy { id, name }),
            Some(id) => Err(value_error(format!("there is no policy {id}"))),
            None => BotSpec::parse(&name)
                .map(Contender::Bot)
                .map_err(value_error),
        })
        .collect::<PyResult<Vec<_>>>()?;
    let c = crate::components(g, components)?;
    let evaluation = Evaluation {
        lineup: contenders,
        games,
        seed,
        rotate,
        threads,
    };
    // The first exception a callable raised; the games stop at it.
    let raised: Mutex<Option<PyErr>> = Mutex::new(None);
    let call = |id: usize, seat: Seat, obs: &[f32], legal: &[usize]| -> Result<usize, String> {
        Python::with_gil(|py| {
            let obs = PyArray1::from_slice(py, obs);
            let legal: Vec<i64> = legal.iter().map(|&i| i as i64).collect();
            let legal = PyArray1::from_vec(py, legal);
            let chosen = policies[id]
                .call1(py, (obs, legal, seat))
                .and_then(|r| r.extract::<i64>(py));
            match chosen {
                Ok(i) => usize::try_from(i)
                    .map_err(|_| format!("a policy chose action index {i}, which names no action")),
                Err(e) => {
                    let text = e.to_string();
                    raised
                        .lock()
                        .unwrap_or_else(|p| p.into_inner())
                        .get_or_insert(e);
                    Err(text)
                }
            }
        })
    };
    let report = py.allow_threads(|| g.evaluate(&c, &evaluation, &call));
    if let Some(e) = raised.into_inner().unwrap_or_else(|p| p.into_inner()) {
        return Err(e);
    }
    let report = report.map_err(value_error)?;
    serde_json::to_string(&report).map_err(value_error)
}

/// A count from 1 to `max`, else a `ValueError` naming the argument.
fn count_arg(name: &str, value: i64, max: usize) -> PyResult<usize> {
    usize::try_from(value)
        .ok()
        .filter(|n| (1..=max).contains(n))
        .ok_or_else(|| value_error(format!("`{name}` must be from 1 to {max}, not {value}")))
}

/// The most games one evaluation plays (as `gaslamp arena`).
const MAX_GAMES: usize = 100_000_000;
/// The most threads one evaluation uses.
const MAX_THREADS: usize = 1024;
