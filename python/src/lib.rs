//! The Python module `gaslamp._gaslamp`: the registry's games as OpenSpiel-like
//! states ([`State`]), the built-in bots ([`PyBot`]) and batched self-play
//! ([`VectorEnv`]). Everything goes through `gaslamp_games::env` (legality and views
//! are the games' own); this file only converts to and from Python. The Python
//! package (`pysrc/gaslamp`) adds the PettingZoo environments on top.

use gaslamp_ai::BotSpec;
use gaslamp_core::{Observer, Record, Refusal, Seat};
use gaslamp_games::{AnyComponents, AnyEnv, AnyGame};
use numpy::{PyArray1, PyArrayMethods};
use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Mutex, OnceLock};

mod evaluate;
mod vector_env;

create_exception!(
    _gaslamp,
    IllegalActionError,
    PyValueError,
    "An action the rules refuse now; `code` is the stable refusal code."
);

/// The error for a refusal: its sentence as the message, its code as `code`.
fn illegal(r: Refusal) -> PyErr {
    refused(format!("{}: {}", r.code, r.message), r.code)
}

fn refused(message: String, code: &str) -> PyErr {
    let err = IllegalActionError::new_err(message);
    Python::with_gil(|py| {
        // Setting an attribute on a fresh exception object cannot fail.
        let _ = err.value(py).setattr("code", code);
    });
    err
}

/// A count or number that cannot be negative (a seat, an action index): a
/// `ValueError` naming the argument when it is.
fn whole(name: &str, value: i64) -> PyResult<u64> {
    u64::try_from(value)
        .map_err(|_| value_error(format!("`{name}` must be 0 or more, not {value}")))
}

/// An action index: a negative one names no action, an `IllegalActionError` (a
/// `ValueError`) with the code `unreadable_action` that names the argument.
fn index_arg(index: i64) -> PyResult<usize> {
    usize::try_from(index).map_err(|_| {
        let code = gaslamp_core::codes::UNREADABLE_ACTION;
        refused(
            format!("{code}: `index` must be 0 or more, not {index}"),
            code,
        )
    })
}

/// A seed: 0 to 2^64 - 1, else a `ValueError` naming the argument.
fn seed_arg(name: &str, value: i128) -> PyResult<u64> {
    u64::try_from(value)
        .map_err(|_| value_error(format!("`{name}` must be from 0 to 2^64 - 1, not {value}")))
}

fn value_error(e: impl std::fmt::Display) -> PyErr {
    PyValueError::new_err(e.to_string())
}

fn game(name: &str) -> PyResult<&'static dyn AnyGame> {
    gaslamp_games::find(name).map_err(value_error)
}

/// A game's own component set, loaded once: games made from it share it (a
/// component file is read and checked once, and per-set tables are made once).
fn default_components(game: &dyn AnyGame) -> AnyComponents {
    static LOADED: OnceLock<Mutex<HashMap<&'static str, AnyComponents>>> = OnceLock::new();
    let mut loaded = LOADED
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    loaded
        .entry(game.info().name)
        .or_insert_with(|| game.default_components())
        .clone()
}

fn components(game: &dyn AnyGame, path: Option<PathBuf>) -> PyResult<AnyComponents> {
    match path {
        None => Ok(default_components(game)),
        Some(p) => game.components_from_file(&p).map_err(value_error),
    }
}

fn players_ok(game: &dyn AnyGame, players: usize) -> PyResult<()> {
    let info = game.info();
    if (info.min_players..=info.max_players).contains(&players) {
        Ok(())
    } else {
        Err(value_error(format!(
            "{} is played by {} to {} players, not {players}",
            info.name, info.min_players, info.max_players
        )))
    }
}

/// The names of the games.
#[pyfunction]
fn games() -> Vec<&'static str> {
    gaslamp_games::NAMES.to_vec()
}

/// Sets the language of the texts this thread's calls write from now on
/// (`observation_string`, `str(state)`, the reasons of refused actions): a code of
/// `languages()` (`"en"`, `"fr"`, the pseudo-locale `"en-XA"`). Codes and the action
/// notation never change.
#[pyfunction]
fn set_language(lang: &str) -> PyResult<()> {
    let lang = lang
        .parse::<gaslamp_core::i18n::Lang>()
        .map_err(value_error)?;
    gaslamp_core::i18n::set_lang(lang);
    Ok(())
}

/// The language of the texts this thread's calls write (`"en"`, `"fr"`).
#[pyfunction]
fn language() -> &'static str {
    gaslamp_core::i18n::lang().code()
}

/// The codes of the languages the texts are written in, English first (one per
/// folder of the project's `locales/`).
#[pyfunction]
fn languages() -> Vec<&'static str> {
    gaslamp_core::i18n::Lang::all().map(|l| l.code()).collect()
}

/// A game's static facts as JSON text.
#[pyfunction]
fn game_info(name: &str) -> PyResult<String> {
    serde_json::to_string(&game(name)?.info()).map_err(value_error)
}

/// A new game of `name` for `players` seats from `seed`; `components`: a component
/// file instead of the game's own set; `max_game_length`: a limit below the game's
/// bound at which the game counts as truncated.
/// `setup`: the game's setup overrides (a dict, or JSON text), as in a record's
/// `setup` (docs/record-format.md).
#[pyfunction]
#[pyo3(signature = (name, players, seed=0, components=None, max_game_length=None, setup=None))]
fn new_game(
    name: &str,
    players: usize,
    seed: i128,
    components: Option<PathBuf>,
    max_game_length: Option<u64>,
    setup: Option<&Bound<'_, PyAny>>,
) -> PyResult<State> {
    let g = game(name)?;
    players_ok(g, players)?;
    let seed = seed_arg("seed", seed)?;
    let c = self::components(g, components)?;
    let setup = setup.map(setup_arg).transpose()?;
    let mut env = g.new_env(&c, players, seed, setup).map_err(value_error)?;
    if let Some(limit) = max_game_length {
        env.set_max_game_length(limit).map_err(value_error)?;
    }
    Ok(State { env })
}

/// The most bytes of setup overrides read (as JSON text).
const MAX_SETUP_BYTES: usize = 1 << 20;

/// Setup overrides given as a dict (written as JSON) or as JSON text.
fn setup_arg(setup: &Bound<'_, PyAny>) -> PyResult<serde_json::Value> {
    let text: String = match setup.extract::<String>() {
        Ok(text) => text,
        Err(_) => setup
            .py()
            .import("json")?
            .call_method1("dumps", (setup,))
            .map_err(|e| value_error(format!("`setup` is not JSON: {e}")))?
            .extract()?,
    };
    if text.len() > MAX_SETUP_BYTES {
        return Err(value_error(format!(
            "`setup` has {} bytes of JSON, more than the {MAX_SETUP_BYTES} read",
            text.len()
        )));
    }
    serde_json::from_str(&text).map_err(|e| value_error(format!("`setup` is not JSON: {e}")))
}

/// A game continued from a record (JSON text), replayed and checked.
#[pyfunction]
#[pyo3(signature = (record, components=None))]
fn deserialize(record: &str, components: Option<PathBuf>) -> PyResult<State> {
    let r = Record::from_json(record).map_err(value_error)?;
    let g = game(&r.game)?;
    let c = self::components(g, components)?;
    let env = g.env_from_record(&r, &c).map_err(value_error)?;
    Ok(State { env })
}

/// One game in progress.
#[pyclass(module = "gaslamp._gaslamp")]
pub(crate) struct State {
    env: Box<dyn AnyEnv>,
}

impl State {
    fn seat(&self, seat: Option<i64>) -> PyResult<Seat> {
        let n = self.env.num_players();
        match seat.map(|s| whole("seat", s)).transpose()? {
            Some(s) if s < n as u64 => Ok(s as Seat),
            Some(s) => Err(value_error(format!(
                "there is no seat {s}: this game has seats 0 to {}",
                n - 1
            ))),
            None => self.env.to_act().first().copied().ok_or_else(|| {
                value_error("the game is over: nobody acts, so a seat must be named")
            }),
        }
    }

    /// Whose view an observation call shows: `seat`'s (default, as everywhere: the
    /// first seat to act), or with `spectator` what every seat may see.
    fn observer(&self, seat: Option<i64>, spectator: bool) -> PyResult<Observer> {
        match (seat, spectator) {
            (None, true) => Ok(Observer::Spectator),
            (Some(s), true) => Err(value_error(format!(
                "a spectator has no seat: name `seat` ({s}) or `spectator=True`, not both"
            ))),
            (_, false) => Ok(Observer::Seat(self.seat(seat)?)),
        }
    }
}

#[pymethods]
impl State {
    /// The game's name.
    #[getter]
    fn game(&self) -> &'static str {
        self.env.info().name
    }

    #[getter]
    fn num_players(&self) -> usize {
        self.env.num_players()
    }

    /// The size of the action index space.
    fn num_distinct_actions(&self) -> usize {
        self.env.num_distinct_actions()
    }

    /// The length of an observation vector.
    fn observation_len(&self) -> usize {
        self.env.observation_len()
    }

    /// The action index space's blocks as JSON text.
    fn action_blocks_json(&self) -> PyResult<String> {
        serde_json::to_string(&self.env.action_blocks()).map_err(value_error)
    }

    /// The observation's fields as JSON text.
    fn observation_layout_json(&self) -> PyResult<String> {
        serde_json::to_string(&self.env.observation_layout()).map_err(value_error)
    }

    /// The seats that must act now (several at simultaneous moments; none at the end).
    fn current_seats(&self) -> Vec<Seat> {
        self.env.to_act()
    }

    fn is_terminal(&self) -> bool {
        self.env.is_over()
    }

    /// Actions applied since the game began.
    fn move_number(&self) -> u64 {
        self.env.move_number()
    }

    /// The most actions this game takes: the bound within which every game ends
    /// whatever its players do (docs/python.md), or the lower `max_game_length` given.
    fn max_game_length(&self) -> u64 {
        self.env.max_game_length()
    }

    /// Whether the game reached its `max_game_length` without ending (the
    /// environments report it as truncation).
    fn is_truncated(&self) -> bool {
        self.env.is_truncated()
    }

    /// Each seat's score (final once the game is over).
    fn scores(&self) -> Vec<i32> {
        self.env.scores()
    }

    /// Once the game is over, with `kind="win"` (the default): each seat's share of
    /// the win (1/k for each of k tied winners, 0 for the others; they sum to 1);
    /// with `kind="zero_sum"`: that share less 1/players (they sum to 0, as
    /// zero-sum algorithms expect). Zeros before the end.
    #[pyo3(signature = (kind="win"))]
    fn returns(&self, kind: &str) -> PyResult<Vec<f64>> {
        let n = self.env.num_players();
        let less = match kind {
            "win" => 0.0,
            "zero_sum" => 1.0 / n as f64,
            other => {
                return Err(value_error(format!(
                    "`kind` is \"win\" or \"zero_sum\", not {:?}",
                    gaslamp_core::untrusted(other)
                )))
            }
        };
        Ok(match self.env.outcome() {
            Some(o) => (0..n).map(|s| o.win_share(s) - less).collect(),
            None => vec![0.0; n],
        })
    }

    /// The legal action indices of `seat` (default: the first seat to act), ascending.
    #[pyo3(signature = (seat=None))]
    fn legal_actions(&self, seat: Option<i64>) -> PyResult<Vec<usize>> {
        let mut out = Vec::new();
        // A named seat must exist; with none, a finished game simply has no actions.
        let seat = match seat {
            Some(_) => Some(self.seat(seat)?),
            None => self.env.to_act().first().copied(),
        };
        if let Some(s) = seat {
            self.env.legal_indices(s, &mut out);
        }
        Ok(out)
    }

    /// The legal action indices of `seat` as an int64 NumPy array, ascending: the
    /// sparse form of the mask (what a wide index space wants).
    #[pyo3(signature = (seat=None))]
    fn legal_actions_array<'py>(
        &self,
        py: Python<'py>,
        seat: Option<i64>,
    ) -> PyResult<Bound<'py, PyArray1<i64>>> {
        let legal = self.legal_actions(seat)?;
        Ok(PyArray1::from_vec(
            py,
            legal.into_iter().map(|i| i as i64).collect(),
        ))
    }

    /// A mask over the action indices (int8, 1 = legal) for `seat`.
    #[pyo3(signature = (seat=None))]
    fn legal_actions_mask<'py>(
        &self,
        py: Python<'py>,
        seat: Option<i64>,
    ) -> PyResult<Bound<'py, PyArray1<i8>>> {
        let mut mask = vec![0i8; self.env.num_distinct_actions()];
        for i in self.legal_actions(seat)? {
            mask[i] = 1;
        }
        Ok(PyArray1::from_vec(py, mask))
    }

    /// Applies action `index` for `seat` (default: the first seat to act). An
    /// illegal action raises `IllegalActionError` and changes nothing.
    #[pyo3(signature = (index, seat=None))]
    fn apply_action(&mut self, index: i64, seat: Option<i64>) -> PyResult<()> {
        // A named seat that does not exist is the engine's refusal (`no_such_seat`).
        let s = match seat {
            Some(s) => whole("seat", s)? as usize,
            None => self.seat(None).map_err(|_| {
                illegal(Refusal::new(
                    gaslamp_core::codes::GAME_OVER,
                    gaslamp_core::tr!(gaslamp_core::i18n::SHARED, "game-over"),
                ))
            })?,
        };
        let index = index_arg(index)?;
        self.env.apply_index(s, index).map_err(illegal)
    }

    /// `seat`'s observation vector (float32; default: the first seat to act);
    /// `spectator=True`: a spectator's.
    #[pyo3(signature = (seat=None, *, spectator=false))]
    fn observation_tensor<'py>(
        &self,
        py: Python<'py>,
        seat: Option<i64>,
        spectator: bool,
    ) -> PyResult<Bound<'py, PyArray1<f32>>> {
        let observer = self.observer(seat, spectator)?;
        // SAFETY: the array is new, contiguous, of the observation's length, and
        // `observation_into` writes every entry before anyone can read it.
        let out = unsafe { PyArray1::<f32>::new(py, self.env.observation_len(), false) };
        self.env
            .observation_into(observer, unsafe { out.as_slice_mut()? });
        Ok(out)
    }

    /// `seat`'s view in words (default: the first seat to act); `spectator=True`: a
    /// spectator's.
    #[pyo3(signature = (seat=None, *, spectator=false))]
    fn observation_string(&self, seat: Option<i64>, spectator: bool) -> PyResult<String> {
        Ok(self.env.observation_text(self.observer(seat, spectator)?))
    }

    /// `seat`'s view as JSON text (default: the first seat to act);
    /// `spectator=True`: a spectator's.
    #[pyo3(signature = (seat=None, *, spectator=false))]
    fn view_json(&self, seat: Option<i64>, spectator: bool) -> PyResult<String> {
        serde_json::to_string(&self.env.view_json(self.observer(seat, spectator)?))
            .map_err(value_error)
    }

    /// The notation of the action `index` names for `seat`.
    #[pyo3(signature = (index, seat=None))]
    fn action_to_string(&self, index: i64, seat: Option<i64>) -> PyResult<String> {
        let s = self.seat(seat)?;
        let index = index_arg(index)?;
        self.env.action_text(s, index).map_err(illegal)
    }

    /// The index of an action in notation, if `seat` may take it now.
    #[pyo3(signature = (text, seat=None))]
    fn string_to_action(&self, text: &str, seat: Option<i64>) -> PyResult<usize> {
        let s = self.seat(seat)?;
        self.env.text_index(s, text).map_err(illegal)
    }

    /// An independent copy.
    fn clone(&self) -> State {
        State {
            env: self.env.clone_env(),
        }
    }

    fn __copy__(&self) -> State {
        self.clone()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> State {
        self.clone()
    }

    /// The game's record (JSON): setup, seed and every action, which replays it.
    /// It holds the seed, which fixes every future shuffle: it is the owner's, never
    /// an agent's input.
    fn serialize(&self) -> PyResult<String> {
        let r = self.env.record().ok_or_else(|| {
            value_error("a state drawn from a view has no history, so it has no record")
        })?;
        Ok(r.to_json_pretty())
    }

    /// Pickling goes through the record (a state drawn from a view has none, and a
    /// game on another component set needs that set when it is read back).
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, (String,))> {
        let read = py.import("gaslamp._gaslamp")?.getattr("deserialize")?;
        Ok((read, (self.serialize()?,)))
    }

    /// A full state drawn at random from what `seat` sees: deck orders and other
    /// seats' secret choices made up from `rng_seed`. It has no record.
    fn resample_from_view(&self, seat: i64, rng_seed: i128) -> PyResult<State> {
        let s = self.seat(Some(seat))?;
        Ok(State {
            env: self.env.resample(s, seed_arg("rng_seed", rng_seed)?),
        })
    }

    fn __repr__(&self) -> String {
        format!(
            "<gaslamp.State {} {} players{}>",
            self.env.info().name,
            self.env.num_players(),
            if self.env.is_over() { ", over" } else { "" }
        )
    }

    fn __str__(&self) -> String {
        self.env.observation_text(Observer::Spectator)
    }
}

/// A built-in bot (`random`, `greedy`, `ismcts`, `ismcts:hard`, `ismcts:2000`, …).
#[pyclass(name = "Bot", module = "gaslamp._gaslamp")]
struct PyBot {
    spec: BotSpec,
    seed: u64,
}

#[pymethods]
impl PyBot {
    #[new]
    #[pyo3(signature = (spec, seed=0))]
    fn new(spec: &str, seed: i128) -> PyResult<Self> {
        Ok(PyBot {
            spec: BotSpec::parse(spec).map_err(value_error)?,
            seed: seed_arg("seed", seed)?,
        })
    }

    /// The action index the bot chooses for `seat` (default: the first seat to act),
    /// from that seat's view only. Searching bots release the GIL while they think.
    #[pyo3(signature = (state, seat=None))]
    fn choose(&mut self, py: Python<'_>, state: &State, seat: Option<i64>) -> PyResult<usize> {
        let s = state.seat(seat)?;
        self.seed = self.seed.wrapping_add(1);
        let (spec, seed) = (&self.spec, self.seed);
        let env = &state.env;
        py.allow_threads(|| env.bot_index(s, spec, seed))
            .ok_or_else(|| value_error(format!("seat {s} need not act now")))
    }

    /// The bot's specification, written in full (`ismcts:4000`, …).
    #[getter]
    fn spec(&self) -> String {
        self.spec.to_string()
    }

    fn __repr__(&self) -> String {
        format!("<gaslamp.Bot {}>", self.spec)
    }
}

#[pymodule]
fn _gaslamp(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(games, m)?)?;
    m.add_function(wrap_pyfunction!(game_info, m)?)?;
    m.add_function(wrap_pyfunction!(set_language, m)?)?;
    m.add_function(wrap_pyfunction!(language, m)?)?;
    m.add_function(wrap_pyfunction!(languages, m)?)?;
    m.add_function(wrap_pyfunction!(new_game, m)?)?;
    m.add_function(wrap_pyfunction!(deserialize, m)?)?;
    m.add_function(wrap_pyfunction!(evaluate::evaluate_json, m)?)?;
    m.add_class::<State>()?;
    m.add_class::<PyBot>()?;
    m.add_class::<vector_env::VectorEnv>()?;
    m.add(
        "IllegalActionError",
        m.py().get_type::<IllegalActionError>(),
    )?;
    Ok(())
}
