//! `gaslamp.VectorEnv`: many games stepped together for self-play
//! (`gaslamp_games::batch`), their arrays written with the GIL released. The legal
//! actions come as masks (int8, one column per action index) or, with
//! `legal="indices"`, as each row's legal indices padded with -1 to the step's widest
//! row, far smaller where the index space is wide (Spyrium's 12,105).

use crate::{game, players_ok, refused, seed_arg, value_error, State};
use gaslamp_ai::BotSpec;
use gaslamp_games::{Batch, Buffers, Reward};
use numpy::{PyArray1, PyArray2, PyArrayMethods};
use pyo3::prelude::*;
use std::path::PathBuf;

/// Many games of one game stepped together, for self-play (see
/// `gaslamp_games::batch`).
#[pyclass(module = "gaslamp._gaslamp")]
pub(crate) struct VectorEnv {
    batch: Batch,
    /// With `reuse_buffers`: the arrays every step writes and returns.
    kept: Option<KeptArrays>,
    reuse: bool,
    /// The legal actions as masks (else as padded indices).
    masks: bool,
}

/// Observations, masks (none with `legal="indices"`), rewards, done flags, seats.
type KeptArrays = (
    Py<PyArray2<f32>>,
    Option<Py<PyArray2<i8>>>,
    Py<PyArray2<f32>>,
    Py<PyArray1<u8>>,
    Py<PyArray1<i64>>,
);

/// As [`KeptArrays`], the legal actions as masks (int8) or padded indices (int64).
type StepArrays<'py> = (
    Bound<'py, PyArray2<f32>>,
    Bound<'py, PyAny>,
    Bound<'py, PyArray2<f32>>,
    Bound<'py, PyArray1<u8>>,
    Bound<'py, PyArray1<i64>>,
);

impl VectorEnv {
    fn run<'py>(
        &mut self,
        py: Python<'py>,
        actions: Option<Vec<i64>>,
    ) -> PyResult<StepArrays<'py>> {
        let b = &mut self.batch;
        let n = b.len();
        let (o, m, r, d, s) = match &self.kept {
            Some((o, m, r, d, s)) => (
                o.bind(py).clone(),
                m.as_ref().map(|m| m.bind(py).clone()),
                r.bind(py).clone(),
                d.bind(py).clone(),
                s.bind(py).clone(),
            ),
            // SAFETY (all five): every entry of every array is written by the batch
            // below before the arrays are returned; on an error they are dropped unread.
            None => unsafe {
                (
                    PyArray2::<f32>::new(py, [n, b.observation_len()], false),
                    self.masks
                        .then(|| PyArray2::<i8>::new(py, [n, b.num_distinct_actions()], false)),
                    PyArray2::<f32>::new(py, [n, b.players()], false),
                    PyArray1::<u8>::new(py, n, false),
                    PyArray1::<i64>::new(py, n, false),
                )
            },
        };
        // SAFETY: the arrays are contiguous and of the batch's sizes (made here, or
        // kept from an earlier step); they are written with the GIL released, as
        // NumPy's own no-GIL operations write arrays. With `reuse_buffers` a view the
        // caller kept sees the new values: the documented price of no allocation.
        let result = unsafe {
            let bufs = Buffers {
                observations: o.as_slice_mut()?,
                masks: match &m {
                    Some(m) => Some(m.as_slice_mut()?),
                    None => None,
                },
                rewards: r.as_slice_mut()?,
                done: d.as_slice_mut()?,
                seats: s.as_slice_mut()?,
            };
            py.allow_threads(|| match &actions {
                None => b.observe(bufs).map_err(|e| (e, None)),
                Some(a) => b
                    .step(a, bufs)
                    .map_err(|e| (e.to_string(), Some(e.refusal.code))),
            })
        };
        let result = result.map_err(|(message, code)| match code {
            Some(code) => refused(message, code),
            None => value_error(message),
        });
        result?;
        if self.reuse && self.kept.is_none() {
            self.kept = Some((
                o.clone().unbind(),
                m.as_ref().map(|m| m.clone().unbind()),
                r.clone().unbind(),
                d.clone().unbind(),
                s.clone().unbind(),
            ));
        }
        let legal = match m {
            Some(m) => m.into_any(),
            None => self.legal_indices(py)?.into_any(),
        };
        Ok((o, legal, r, d, s))
    }

    /// Every row's legal indices, ascending, padded with -1 to the widest row (at
    /// least one column).
    fn legal_indices<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyArray2<i64>>> {
        let b = &self.batch;
        let n = b.len();
        let width = (0..n)
            .map(|row| b.legal(row).len())
            .max()
            .unwrap_or(0)
            .max(1);
        let mut out = vec![-1i64; n * width];
        for (row, chunk) in out.chunks_mut(width).enumerate() {
            for (o, &i) in chunk.iter_mut().zip(b.legal(row)) {
                *o = i as i64;
            }
        }
        PyArray1::from_vec(py, out).reshape([n, width])
    }
}

#[pymethods]
impl VectorEnv {
    /// `num_envs` games of `name` for `players` seats; game `i` has seed `seed + i`,
    /// and finished games are replaced by new ones. `reward`: "win" (the share of
    /// the win at the end) or "score" (score changes). `reuse_buffers`: every step
    /// returns the same arrays, overwritten (no allocation; copy what you keep).
    /// `opponents`: a bot (`"greedy"`, `"ismcts:500"`, …) that plays every seat but
    /// `learners` (default: seat 0), so that each row waits on a learner's seat.
    /// `max_game_length`: games not over after that many actions are cut short
    /// (`done` 1, `truncated` 1) and replaced; default the game's bound. `legal`:
    /// "mask" (int8 masks) or "indices" (each row's legal indices, int64, padded
    /// with -1 to the step's widest row).
    #[new]
    #[pyo3(signature = (name, num_envs, players, seed=0, reward="win", components=None, reuse_buffers=false, opponents=None, learners=None, max_game_length=None, legal="mask"))]
    #[allow(clippy::too_many_arguments)]
    fn new(
        py: Python<'_>,
        name: &str,
        num_envs: usize,
        players: usize,
        seed: i128,
        reward: &str,
        components: Option<PathBuf>,
        reuse_buffers: bool,
        opponents: Option<&str>,
        learners: Option<Vec<usize>>,
        max_game_length: Option<u64>,
        legal: &str,
    ) -> PyResult<Self> {
        let masks = match legal {
            "mask" => true,
            "indices" => false,
            other => {
                return Err(value_error(format!(
                    "`legal` is \"mask\" or \"indices\", not {:?}",
                    gaslamp_core::untrusted(other)
                )))
            }
        };
        let g = game(name)?;
        players_ok(g, players)?;
        let reward = match reward {
            "win" => Reward::Win,
            "score" => Reward::Score,
            other => {
                return Err(value_error(format!(
                    "reward is \"win\" or \"score\", not {:?}",
                    gaslamp_core::untrusted(other)
                )))
            }
        };
        let seed = seed_arg("seed", seed)?;
        let c = crate::components(g, components)?;
        let mut batch = Batch::new(g, &c, players, num_envs, seed, reward).map_err(value_error)?;
        if let Some(limit) = max_game_length {
            batch = batch.with_max_game_length(limit).map_err(value_error)?;
        }
        match (opponents, learners) {
            (None, None) => {}
            (None, Some(_)) => {
                return Err(value_error(
                    "learners go with opponents: name the bot that plays the other seats",
                ))
            }
            (Some(bot), learners) => {
                let bot = BotSpec::parse(bot).map_err(value_error)?;
                let learners = learners.unwrap_or_else(|| vec![0]);
                batch = py
                    .allow_threads(|| batch.with_opponents(bot, &learners))
                    .map_err(value_error)?;
            }
        }
        Ok(VectorEnv {
            batch,
            kept: None,
            reuse: reuse_buffers,
            masks,
        })
    }

    #[getter]
    fn num_envs(&self) -> usize {
        self.batch.len()
    }

    #[getter]
    fn num_players(&self) -> usize {
        self.batch.players()
    }

    fn num_distinct_actions(&self) -> usize {
        self.batch.num_distinct_actions()
    }

    /// 1 for each game the last step cut short at its length limit (its `done` is 1
    /// too, and a new game took its row); zeros before the first step.
    #[getter]
    fn truncated<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<u8>> {
        PyArray1::from_slice(py, self.batch.truncated())
    }

    fn observation_len(&self) -> usize {
        self.batch.observation_len()
    }

    /// Every game's observation, legal actions (masks, or padded indices with
    /// `legal="indices"`), rewards (zero), done flags (zero) and seat to act, as
    /// arrays with one row per game.
    fn observe<'py>(&mut self, py: Python<'py>) -> PyResult<StepArrays<'py>> {
        self.run(py, None)
    }

    /// Applies one action index per game (for its seat to act), with the GIL
    /// released; returns the next observations, legal actions, the rewards of every seat,
    /// done flags and the next seats. If any action is refused, no game changes.
    fn step<'py>(
        &mut self,
        py: Python<'py>,
        actions: &Bound<'py, PyAny>,
    ) -> PyResult<StepArrays<'py>> {
        // A NumPy int64 array is read in one go; any other sequence of integers
        // element by element.
        let actions: Vec<i64> = match actions.downcast::<PyArray1<i64>>() {
            Ok(a) => a.readonly().as_slice()?.to_vec(),
            Err(_) => actions.extract()?,
        };
        let n = self.batch.len();
        if actions.len() != n {
            return Err(value_error(format!(
                "`actions` must hold one action index per game: {n} games, {} given",
                actions.len()
            )));
        }
        if let Some((row, a)) = actions.iter().enumerate().find(|(_, a)| **a < 0) {
            return Err(value_error(format!(
                "`actions[{row}]` must be 0 or more, not {a}"
            )));
        }
        self.run(py, Some(actions))
    }

    /// A copy of game `row` as a `State`.
    fn state(&self, row: usize) -> PyResult<State> {
        let env = self
            .batch
            .env(row)
            .ok_or_else(|| value_error(format!("there is no game {row}")))?;
        Ok(State {
            env: env.clone_env(),
        })
    }
}
