//! The type-erased game and match: text and JSON in and out, for the front doors that
//! hold "any game" (server rooms, Python objects). Each call goes to the game's own
//! [`Match`]; nothing here decides legality or visibility.

use crate::env::{AnyEnv, Env};
use crate::evaluate::{Evaluation, Policy};
use crate::{sheet_said, ComponentError, Presented, Summary};
use gaslamp_ai::ArenaReport;
use gaslamp_ai::BotSpec;
use gaslamp_core::i18n::Texts;
use gaslamp_core::{
    codes, GameInfo, Match, Message, Observer, Outcome, Reader, Record, Refusal, ReplayError, Seat,
    SetupError,
};
use serde::Serialize;
use serde_json::Value;
use std::any::Any;
use std::marker::PhantomData;
use std::ops::ControlFlow;
use std::path::Path;
use std::sync::Arc;

/// A loaded component set of some game, with its identity (`name@hash`).
#[derive(Clone)]
pub struct AnyComponents {
    game: &'static str,
    id: String,
    /// The game's own component set (`G::Components`), read back by `typed`.
    typed: Arc<dyn Any + Send + Sync>,
}

impl std::fmt::Debug for AnyComponents {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "AnyComponents({}, {})", self.game, self.id)
    }
}

impl AnyComponents {
    /// The game these components belong to.
    pub fn game(&self) -> &'static str {
        self.game
    }

    /// The identity stored in records (`name@hash`).
    pub fn id(&self) -> &str {
        &self.id
    }

    fn typed<G: Presented>(&self) -> Result<&G::Components, SetupError> {
        self.typed.downcast_ref::<G::Components>().ok_or_else(|| {
            SetupError(format!(
                "these components are for {}, not {}",
                self.game,
                G::info().name
            ))
        })
    }
}

/// One legal action, in every form a client may want.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LegalAction {
    /// The text notation (what a client sends back).
    pub text: String,
    /// The action as JSON (the game's action type).
    pub json: Value,
    /// What it does, with its costs and gains, as a message (said at the edge to
    /// the seat that may take it).
    pub description: Message,
}

/// One log entry for one observer: what happened as a message (if it is worth a
/// line) and the event as JSON.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LogEntry {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<Message>,
    pub data: Value,
}

/// An accepted action and the log entries each observer may see, as messages: each
/// reader has them said in its own language, from its own seat.
#[derive(Clone, Debug)]
pub struct Submitted {
    pub seat: Seat,
    /// The action in text notation.
    pub action: String,
    /// The match's version after the action.
    pub version: u64,
    /// What the action does, as it was described before it was played (for the
    /// observers who may see the action).
    pub description: Message,
    per_seat: Vec<Vec<LogEntry>>,
    spectator: Vec<LogEntry>,
}

impl Submitted {
    /// What `observer` may see of what happened (already filtered by the game).
    pub fn log_for(&self, observer: Observer) -> &[LogEntry] {
        match observer {
            Observer::Seat(s) => self.per_seat.get(s).map_or(&[], Vec::as_slice),
            Observer::Spectator => &self.spectator,
        }
    }
}

/// An action as a client gives it: in text notation or as JSON (the game's action
/// type).
#[derive(Clone, Copy, Debug)]
pub enum ActionIn<'a> {
    Text(&'a str),
    Json(&'a Value),
}

/// An action read once for its seat ([`AnyMatch::read`]), to be played
/// ([`AnyMatch::play`]) without being read again.
pub struct ReadAction {
    seat: Seat,
    /// The game's action (`G::Action`).
    action: Box<dyn Any + Send>,
}

impl ReadAction {
    /// The seat it was read for.
    pub fn seat(&self) -> Seat {
        self.seat
    }
}

/// A game, type-erased.
pub trait AnyGame: Send + Sync {
    fn info(&self) -> GameInfo;
    /// The game's words: what its messages are said with ([`Presented::texts`]).
    fn texts(&self) -> &'static Texts;
    /// What the game's search plays unless a bot's spec says otherwise (what a
    /// bot's cost is reckoned from: [`gaslamp_ai::cost`]).
    fn search(&self) -> gaslamp_ai::GameSearch;
    /// The component set shipped with the game.
    fn default_components(&self) -> AnyComponents;
    /// A component set from a file's contents, validated.
    fn components_from_bytes(&self, bytes: &[u8]) -> Result<AnyComponents, ComponentError>;
    /// A component set from a file, refused before reading when too large.
    fn components_from_file(&self, path: &Path) -> Result<AnyComponents, ComponentError>;
    /// A new match.
    fn new_match(
        &self,
        components: &AnyComponents,
        players: usize,
        seed: u64,
        setup: Option<Value>,
    ) -> Result<Box<dyn AnyMatch>, SetupError>;
    /// The game's pieces as a client draws them, for a component set
    /// ([`Presented::catalog_json`]).
    fn catalog(&self, components: &AnyComponents) -> Result<Value, SetupError>;
    /// A new environment for a learning agent ([`crate::env`]).
    fn new_env(
        &self,
        components: &AnyComponents,
        players: usize,
        seed: u64,
        setup: Option<Value>,
    ) -> Result<Box<dyn AnyEnv>, SetupError>;
    /// An environment continued from a record (replayed, checked).
    fn env_from_record(
        &self,
        record: &Record,
        components: &AnyComponents,
    ) -> Result<Box<dyn AnyEnv>, ReplayError>;
    /// Plays an evaluation: the arena's games with some seats played by the caller's
    /// policies ([`crate::evaluate`]).
    fn evaluate(
        &self,
        components: &AnyComponents,
        evaluation: &Evaluation,
        policy: &Policy,
    ) -> Result<ArenaReport, String>;
    /// A match continued from a record (replayed, checked): [`AnyGame::replay`] to
    /// the record's end.
    fn resume(
        &self,
        record: &Record,
        components: &AnyComponents,
    ) -> Result<Box<dyn AnyMatch>, ReplayError>;
    /// Replays `record` (checked) from its start: `on_step` sees the match at the start
    /// (with `None`) and after each action (with what it submitted), and may stop early.
    /// Returns the match where the replay stopped.
    ///
    /// What `on_step` is given for an action is what [`AnyMatch::submit`] gave when it
    /// was played: its text, version, description (made from the position before the
    /// action) and every observer's log entries. One pass can so rebuild a match, the
    /// logs of its old moves, every step of a finished game and the points to analyse.
    // The closure's type is written out (no alias) so that the signature says what it
    // is given.
    #[allow(clippy::type_complexity)]
    fn replay(
        &self,
        record: &Record,
        components: &AnyComponents,
        on_step: &mut dyn FnMut(&dyn AnyMatch, Option<&Submitted>) -> ControlFlow<()>,
    ) -> Result<Box<dyn AnyMatch>, ReplayError>;
}

/// A match of some game, type-erased: text and JSON in and out.
pub trait AnyMatch: Send {
    fn info(&self) -> GameInfo;
    /// The game's words: what its messages are said with.
    fn texts(&self) -> &'static Texts;
    fn num_players(&self) -> usize;
    /// Grows by one with every accepted action.
    fn version(&self) -> u64;
    /// The seats that must act now (several at simultaneous moments).
    fn to_act(&self) -> Vec<Seat>;
    /// True while a simultaneous choice is made but not revealed yet: the last
    /// accepted action is then a secret of its seat.
    fn secret_pending(&self) -> bool;
    fn is_over(&self) -> bool;
    /// The legal actions of `seat` (none if it need not act).
    fn legal(&self, seat: Seat) -> Vec<LegalAction>;
    /// Whether `seat` may take the action written `text` now; changes nothing.
    fn check(&self, seat: Seat, text: &str) -> Result<(), Refusal>;
    /// Checks and applies an action in text notation. A refusal changes nothing.
    fn submit(&mut self, seat: Seat, text: &str) -> Result<Submitted, Refusal>;
    /// Checks and applies an action given as JSON (the game's action type).
    fn submit_json(&mut self, seat: Seat, action: &Value) -> Result<Submitted, Refusal>;
    /// Reads an action of `seat` once (a seat that may not act, or unreadable
    /// input, is refused here); changes nothing.
    fn read(&self, seat: Seat, input: ActionIn<'_>) -> Result<ReadAction, Refusal>;
    /// Checks and applies an action read by [`AnyMatch::read`] on this match, once
    /// each; a refusal changes nothing.
    fn play(&mut self, action: ReadAction) -> Result<Submitted, Refusal>;
    /// What `observer` may see, as JSON.
    fn view_json(&self, observer: Observer) -> Value;
    /// What `reader`'s seat (a spectator: none) may see, in words for `reader`.
    fn view_text(&self, reader: &Reader) -> String;
    /// Where the game stands, in one line for `reader`.
    fn banner(&self, reader: &Reader) -> String;
    fn outcome(&self) -> Option<Outcome>;
    /// The end of the game in words for `reader`, once it is over.
    fn final_report(&self, reader: &Reader) -> Option<String>;
    /// Where the game stands in the shell's game-neutral terms ([`Summary`]).
    fn summary(&self) -> Summary;
    /// Each seat's final score with its parts ([`Presented::final_json`]), once over.
    fn final_json(&self) -> Option<Value>;
    /// The full record with the seed: for the match's owner (storage) only.
    fn record(&self) -> Record;
    /// The record `observer` may have (no seed, no unrevealed choices before the end).
    fn record_for(&self, observer: Observer) -> Record;

    /// A bot's decision for `seat`, to run away from the caller (it may search for a
    /// while): the task holds only the seat's view and legal actions, and returns the
    /// chosen action as JSON (for [`AnyMatch::submit_json`]). `None` when the seat need
    /// not act.
    fn bot_task(&self, seat: Seat, bot: &BotSpec, seed: u64) -> Option<BotTask>;
    /// The search behind a hint for `seat`, from its view only, with `iterations`
    /// ISMCTS iterations: run it off the async runtime; it gives
    /// `{"action", "description", "win_chance", "candidates": [...]}`. `None` when the
    /// seat has nothing to do.
    fn hint_task(&self, seat: Seat, iterations: u64, seed: u64) -> Option<BotTask>;
    /// The coach's judgement of `played` (text notation), about to be taken by `seat`
    /// here, from the seat's view only ([`crate::coach::judge`], `iterations` per
    /// search): run it off the async runtime; it gives `{"played": {"action",
    /// "description", "json"}, "best": {…}, "best_chance",
    /// "played_chance", "loss", "mark"}`, each description a message (said by the
    /// edge to its reader). `None` when the seat need not act or may not take
    /// `played`.
    fn coach_task(&self, seat: Seat, played: &str, iterations: u64, seed: u64) -> Option<BotTask>;
}

/// A bot's decision, ready to run on any thread; returns the action as JSON.
pub type BotTask = Box<dyn FnOnce() -> Value + Send>;

/// The registry's entry for game `G`.
pub(crate) struct Entry<G>(PhantomData<fn() -> G>);

impl<G> Entry<G> {
    pub(crate) const NEW: Self = Entry(PhantomData);
}

fn erase<G: Presented>(components: G::Components) -> AnyComponents
where
    G::Components: 'static,
{
    AnyComponents {
        game: G::info().name,
        id: G::components_id(&components),
        typed: Arc::new(components),
    }
}

impl<G: Presented> AnyGame for Entry<G> {
    fn info(&self) -> GameInfo {
        G::info()
    }

    fn texts(&self) -> &'static Texts {
        G::texts()
    }

    fn search(&self) -> gaslamp_ai::GameSearch {
        gaslamp_ai::GameSearch::of::<G>()
    }

    fn default_components(&self) -> AnyComponents {
        erase::<G>(G::default_components())
    }

    fn components_from_bytes(&self, bytes: &[u8]) -> Result<AnyComponents, ComponentError> {
        if bytes.len() as u64 > G::MAX_COMPONENT_BYTES {
            return Err(ComponentError::TooLarge {
                path: "the component data".into(),
                size: bytes.len() as u64,
                limit: G::MAX_COMPONENT_BYTES,
            });
        }
        G::components_from_bytes(bytes)
            .map(erase::<G>)
            .map_err(ComponentError::Invalid)
    }

    fn components_from_file(&self, path: &Path) -> Result<AnyComponents, ComponentError> {
        crate::load_components::<G>(Some(path)).map(erase::<G>)
    }

    fn new_match(
        &self,
        c: &AnyComponents,
        players: usize,
        seed: u64,
        setup: Option<Value>,
    ) -> Result<Box<dyn AnyMatch>, SetupError> {
        let m = Match::<G>::new(c.typed::<G>()?, players, seed, setup)?;
        Ok(Box::new(m))
    }

    fn catalog(&self, c: &AnyComponents) -> Result<Value, SetupError> {
        Ok(G::catalog_json(c.typed::<G>()?))
    }

    fn new_env(
        &self,
        c: &AnyComponents,
        players: usize,
        seed: u64,
        setup: Option<Value>,
    ) -> Result<Box<dyn AnyEnv>, SetupError> {
        Ok(Box::new(Env::<G>::new(
            c.typed::<G>()?,
            players,
            seed,
            setup,
        )?))
    }

    fn env_from_record(
        &self,
        record: &Record,
        c: &AnyComponents,
    ) -> Result<Box<dyn AnyEnv>, ReplayError> {
        let components = c.typed::<G>().map_err(|e| ReplayError::Setup(e.0))?;
        Ok(Box::new(Env::<G>::from_record(record, components)?))
    }

    fn evaluate(
        &self,
        c: &AnyComponents,
        evaluation: &Evaluation,
        policy: &Policy,
    ) -> Result<ArenaReport, String> {
        let components = c.typed::<G>().map_err(|e| e.0)?;
        crate::evaluate::evaluate::<G>(components, evaluation, policy, &|| {})
    }

    fn resume(&self, record: &Record, c: &AnyComponents) -> Result<Box<dyn AnyMatch>, ReplayError> {
        self.replay(record, c, &mut |_, _| ControlFlow::Continue(()))
    }

    fn replay(
        &self,
        record: &Record,
        c: &AnyComponents,
        on_step: &mut dyn FnMut(&dyn AnyMatch, Option<&Submitted>) -> ControlFlow<()>,
    ) -> Result<Box<dyn AnyMatch>, ReplayError> {
        let components = c.typed::<G>().map_err(|e| ReplayError::Setup(e.0))?;
        // An action's description is made from the position it was chosen in, as
        // `submit` makes it: at each step, the next recorded action's, ready for the
        // step after it.
        let mut description = Message::new("");
        let m = Match::<G>::replay(record, components, |step| {
            let flow = match step.action {
                None => on_step(step.now, None),
                Some((_, accepted)) => {
                    let done = submitted(
                        step.now,
                        accepted,
                        std::mem::replace(&mut description, Message::new("")),
                    );
                    on_step(step.now, Some(&done))
                }
            };
            if flow.is_continue() {
                description = next_description(step.now, record);
            }
            flow
        })?;
        Ok(Box::new(m))
    }
}

/// The description of the record's next action in the match's position (an empty
/// message if it does not read there: the replay then stops with its refusal).
fn next_description<G: Presented>(m: &Match<G>, record: &Record) -> Message {
    let Some(next) = record.actions.get(m.version() as usize) else {
        return Message::new("");
    };
    m.parse(next.seat, &next.action)
        .map(|a| m.state().action_message(next.seat, &a))
        .unwrap_or_else(|_| Message::new(""))
}

fn log_entries<G: Presented>(
    m: &Match<G>,
    events: &[G::Event],
    observer: Observer,
) -> Vec<LogEntry> {
    m.events_for(events, observer)
        .iter()
        .map(|e| LogEntry {
            message: m.state().event_message(e),
            data: serde_json::to_value(e).unwrap_or(Value::Null),
        })
        .collect()
}

/// Checks and plays an action, once each: its description is made between, from
/// the position it was chosen in, once the rules allow it (an action from outside
/// may hold any numbers; a description is only made of a legal one). The game's
/// `apply` keeps its own guard.
fn submit_typed<G: Presented>(
    m: &mut Match<G>,
    seat: Seat,
    action: G::Action,
) -> Result<Submitted, Refusal> {
    Match::check(m, seat, &action)?;
    let description = m.state().action_message(seat, &action);
    let accepted = Match::submit(m, seat, &action)?;
    Ok(submitted(m, &accepted, description))
}

/// What an accepted action gives every observer, in the match just after it.
fn submitted<G: Presented>(
    m: &Match<G>,
    a: &gaslamp_core::Accepted<G>,
    description: Message,
) -> Submitted {
    Submitted {
        seat: a.seat,
        action: a.text.clone(),
        version: a.version,
        description,
        per_seat: (0..m.num_players())
            .map(|s| log_entries(m, &a.events, Observer::Seat(s)))
            .collect(),
        spectator: log_entries(m, &a.events, Observer::Spectator),
    }
}

impl<G: Presented> AnyMatch for Match<G> {
    fn info(&self) -> GameInfo {
        G::info()
    }

    fn texts(&self) -> &'static Texts {
        G::texts()
    }

    fn num_players(&self) -> usize {
        Match::num_players(self)
    }

    fn version(&self) -> u64 {
        Match::version(self)
    }

    fn to_act(&self) -> Vec<Seat> {
        Match::to_act(self).iter().collect()
    }

    fn is_over(&self) -> bool {
        Match::is_over(self)
    }

    fn secret_pending(&self) -> bool {
        self.state().secret_pending()
    }

    fn legal(&self, seat: Seat) -> Vec<LegalAction> {
        let s = self.state();
        Match::legal(self, seat)
            .iter()
            .map(|a| LegalAction {
                text: s.action_text(seat, a),
                json: serde_json::to_value(a).unwrap_or(Value::Null),
                description: s.action_message(seat, a),
            })
            .collect()
    }

    fn check(&self, seat: Seat, text: &str) -> Result<(), Refusal> {
        let action = self.parse(seat, text)?;
        Match::check(self, seat, &action)
    }

    fn submit(&mut self, seat: Seat, text: &str) -> Result<Submitted, Refusal> {
        let action = self.parse(seat, text)?;
        submit_typed(self, seat, action)
    }

    fn submit_json(&mut self, seat: Seat, action: &Value) -> Result<Submitted, Refusal> {
        let action = self.parse_json(seat, action)?;
        submit_typed(self, seat, action)
    }

    fn read(&self, seat: Seat, input: ActionIn<'_>) -> Result<ReadAction, Refusal> {
        let action = match input {
            ActionIn::Text(t) => self.parse(seat, t)?,
            ActionIn::Json(v) => self.parse_json(seat, v)?,
        };
        Ok(ReadAction {
            seat,
            action: Box::new(action),
        })
    }

    fn play(&mut self, read: ReadAction) -> Result<Submitted, Refusal> {
        let seat = read.seat;
        let action = read.action.downcast::<G::Action>().map_err(|_| {
            Refusal::new(
                codes::UNREADABLE_ACTION,
                format!("not an action of {}", G::info().name),
            )
        })?;
        submit_typed(self, seat, *action)
    }

    fn view_json(&self, observer: Observer) -> Value {
        G::view_json(&self.view(observer))
    }

    fn view_text(&self, reader: &Reader) -> String {
        let observer = reader.seat.map_or(Observer::Spectator, Observer::Seat);
        sheet_said::<G>(&G::board(&self.view(observer)), reader)
    }

    fn banner(&self, reader: &Reader) -> String {
        reader.say(G::texts(), &self.state().banner())
    }

    fn outcome(&self) -> Option<Outcome> {
        Match::outcome(self)
    }

    fn final_report(&self, reader: &Reader) -> Option<String> {
        self.is_over()
            .then(|| sheet_said::<G>(&self.state().final_report(), reader))
    }

    fn summary(&self) -> Summary {
        let g = self.state();
        Summary {
            progress: g.progress(),
            scores: g.scores_with_parts(),
            winners: Match::outcome(self).map(|o| o.winners),
        }
    }

    fn final_json(&self) -> Option<Value> {
        self.is_over().then(|| self.state().final_json())
    }

    fn record(&self) -> Record {
        Match::record(self)
    }

    fn record_for(&self, observer: Observer) -> Record {
        Match::record_for(self, observer)
    }

    fn hint_task(&self, seat: Seat, iterations: u64, seed: u64) -> Option<BotTask> {
        let legal = Match::legal(self, seat);
        if legal.is_empty() {
            return None;
        }
        let view = self.view(Observer::Seat(seat));
        // Words for the candidates come from the position the seat sees now.
        let state = self.state().clone();
        Some(Box::new(move || {
            let cfg = gaslamp_ai::Config {
                budget: gaslamp_ai::Budget::Iterations(iterations),
                ..Default::default()
            };
            let result = gaslamp_ai::search::<G>(&view, &legal, &cfg, seed);
            let candidates: Vec<Value> = result
                .candidates
                .iter()
                .take(5)
                .map(|c| {
                    serde_json::json!({
                        "action": state.action_text(seat, &c.action),
                        "description": state.action_message(seat, &c.action),
                        "win_chance": c.win_chance,
                        "visits": c.visits,
                    })
                })
                .collect();
            let best = candidates.first().cloned().unwrap_or(Value::Null);
            serde_json::json!({
                "action": best["action"],
                "description": best["description"],
                "win_chance": best["win_chance"],
                "candidates": candidates,
                "iterations": result.iterations,
            })
        }))
    }

    fn coach_task(&self, seat: Seat, played: &str, iterations: u64, seed: u64) -> Option<BotTask> {
        let legal = Match::legal(self, seat);
        let played = self.state().parse_action(seat, played).ok()?;
        if !legal.contains(&played) {
            return None;
        }
        let view = self.view(Observer::Seat(seat));
        let state = self.state().clone();
        Some(Box::new(move || {
            let j = crate::coach::judge::<G>(&view, &legal, &played, iterations, seed);
            // Stored once and said to each reader: the description as a message.
            let words = |a: &G::Action| {
                serde_json::json!({
                    "action": state.action_text(seat, a),
                    "description": state.action_message(seat, a),
                    "json": serde_json::to_value(a).unwrap_or(Value::Null),
                })
            };
            serde_json::json!({
                "played": words(&played),
                "best": words(&j.best),
                "best_chance": j.best_chance,
                "played_chance": j.played_chance,
                "loss": j.loss,
                "mark": crate::coach::mark(j.loss),
            })
        }))
    }

    fn bot_task(&self, seat: Seat, bot: &BotSpec, seed: u64) -> Option<BotTask> {
        let legal = Match::legal(self, seat);
        if legal.is_empty() {
            return None;
        }
        let view = self.view(Observer::Seat(seat));
        let mut bot = bot.build::<G>(1);
        Some(Box::new(move || {
            let mut rng = gaslamp_core::rng_from_seed(seed);
            let action = bot.choose(&view, &legal, &mut rng);
            serde_json::to_value(&action).unwrap_or(Value::Null)
        }))
    }
}
