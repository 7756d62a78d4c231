//! The match runner: one game in progress, for every front door.
//!
//! A [`Match`] holds the state, the actions accepted so far (the record), and a
//! version number that grows by one with each accepted action, so a client or a
//! store can tell whether it has seen the latest state. It knows nothing about
//! terminals, sockets or storage. Actions come in through [`Match::submit`] (checked:
//! anything from a person, a network client or a file) or [`Match::step_unchecked`]
//! (simulations that take their actions from the legal list); any seat in
//! [`Game::to_act`] may submit, so simultaneous seats are served in any order.
//!
//! What leaves a match is filtered for its recipient: [`Match::view`] and
//! [`Match::events_for`] go through the game's one visibility decision
//! ([`Game::view`], [`Game::filter_event`]); [`Match::record_for`] gives a record
//! without the seed (which fixes every future shuffle) and without other seats'
//! unrevealed simultaneous choices until the game is over.
//!
//! A record is replayed in one place, [`Match::replay`]: checked, action by action,
//! with a look at the match after each one and the choice to stop there. Continuing a
//! saved game ([`Match::from_record`]), [`Record::replay`], the golden files, the
//! environments for learning agents and the registry's type-erased replay (made for
//! the server: rooms, old moves' logs, the replay viewer) are all calls of it.

use crate::{
    codes, seat_refusal, Game, Observer, Outcome, Record, Refusal, ReplayError, Seat, SeatSet,
    SetupError,
};
use serde::Deserialize;
use std::ops::ControlFlow;

/// An accepted action and what it caused.
#[derive(Clone, Debug)]
pub struct Accepted<G: Game> {
    pub seat: Seat,
    pub action: G::Action,
    /// The action in text notation, as the record holds it.
    pub text: String,
    /// Every event, unfiltered: pass them through [`Match::events_for`] before they
    /// leave for a recipient.
    pub events: Vec<G::Event>,
    /// The match's version after this action.
    pub version: u64,
}

/// One point of a replay ([`Match::replay`]): the match as it is there and, after an
/// action, which action of the record it was and what it did.
#[derive(Debug)]
pub struct ReplayStep<'a, G: Game> {
    /// The match at this point: at the start of the record (version 0), or just
    /// after the action.
    pub now: &'a Match<G>,
    /// `None` at the start; after an action, its index in the record's actions
    /// (0-based, so the match's version is `index + 1`) and what it did.
    pub action: Option<(usize, &'a Accepted<G>)>,
}

/// One game in progress.
#[derive(Clone, Debug)]
pub struct Match<G: Game> {
    /// The record's header (game, component set, players, seed, setup); its action
    /// list stays empty: the actions are in `actions`.
    header: Record,
    /// The state before any action, from which the record's texts are written.
    initial: G,
    state: G,
    actions: Vec<(Seat, G::Action)>,
    /// Indices in `actions` of simultaneous choices not revealed yet.
    pending: Vec<usize>,
}

impl<G: Game> Match<G> {
    /// A new game. The seed stays inside the match until [`Match::record`] is asked.
    pub fn new(
        components: &G::Components,
        players: usize,
        seed: u64,
        setup: Option<serde_json::Value>,
    ) -> Result<Self, SetupError> {
        let state = G::new_game(components, players, seed, setup.as_ref())?;
        Ok(Self::from_parts(
            Record::new::<G>(components, players, seed, setup),
            state,
        ))
    }

    /// A match at `state`, with the record's header (its actions are not kept:
    /// the match's own list is the record's from now on).
    fn from_parts(mut header: Record, state: G) -> Self {
        header.actions.clear();
        header.version = crate::RECORD_VERSION;
        Match {
            header,
            initial: state.clone(),
            state,
            // A game takes hundreds of actions: room for them from the start
            // rather than a doubling every few.
            actions: Vec::with_capacity(256),
            pending: Vec::new(),
        }
    }

    /// Continues a saved game: replays `record` (checked) and goes on from its end.
    pub fn from_record(record: &Record, components: &G::Components) -> Result<Self, ReplayError> {
        Self::replay(record, components, |_| ControlFlow::Continue(()))
    }

    /// Replays `record` from its start, checked: every action is read and submitted
    /// as [`Match::submit_text`] would, by the seat the record names. `on_step` is
    /// called at the start (version 0, no action) and after each action; returning
    /// [`ControlFlow::Break`] stops the replay there. Returns the match where the
    /// replay stopped (after the last action if it never stopped), or why the record
    /// does not replay: the game, component set, seed or setup do not start a game
    /// ([`Record::initial_state`]), or an action is refused
    /// ([`ReplayError::Illegal`], with its index).
    ///
    /// The match is the one a game played live would have: the same versions, the
    /// same [`Accepted`] (text, events) for each action, and the same records.
    pub fn replay(
        record: &Record,
        components: &G::Components,
        mut on_step: impl FnMut(ReplayStep<'_, G>) -> ControlFlow<()>,
    ) -> Result<Self, ReplayError> {
        let initial: G = record.initial_state(components)?;
        let mut m = Self::from_parts(record.header(), initial);
        let start = ReplayStep {
            now: &m,
            action: None,
        };
        if on_step(start).is_break() {
            return Ok(m);
        }
        for (index, ra) in record.actions.iter().enumerate() {
            let accepted = m
                .submit_text(ra.seat, &ra.action)
                .map_err(|r| ReplayError::illegal(index, ra, r))?;
            let step = ReplayStep {
                now: &m,
                action: Some((index, &accepted)),
            };
            if on_step(step).is_break() {
                break;
            }
        }
        Ok(m)
    }

    /// The current state. Callers that show it to someone go through
    /// [`Match::view`] instead.
    pub fn state(&self) -> &G {
        &self.state
    }

    /// The current state, the match's history dropped.
    pub fn into_state(self) -> G {
        self.state
    }

    /// Grows by one with every accepted action (0 before the first).
    pub fn version(&self) -> u64 {
        self.actions.len() as u64
    }

    pub fn num_players(&self) -> usize {
        self.state.num_players()
    }

    pub fn to_act(&self) -> SeatSet {
        self.state.to_act()
    }

    pub fn is_over(&self) -> bool {
        self.state.is_over()
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.state.outcome()
    }

    /// The legal actions of `seat` (none if it need not act).
    pub fn legal(&self, seat: Seat) -> Vec<G::Action> {
        self.state.legal_actions(seat)
    }

    /// Whether `seat` may take `action` now, and if not why; changes nothing.
    pub fn check(&self, seat: Seat, action: &G::Action) -> Result<(), Refusal> {
        #[cfg(feature = "testing")]
        crate::testing::work::checked();
        self.state.check(seat, action)
    }

    /// Checks and applies an action of any seat that must act now. A refusal changes
    /// nothing (neither the state, nor the record, nor the version).
    pub fn submit(&mut self, seat: Seat, action: &G::Action) -> Result<Accepted<G>, Refusal> {
        #[cfg(feature = "testing")]
        crate::testing::work::applied();
        let text = self.state.action_text(seat, action);
        let events = self.state.apply(seat, action)?;
        self.accepted(seat, action.clone());
        Ok(Accepted {
            seat,
            action: action.clone(),
            text,
            events,
            version: self.version(),
        })
    }

    /// [`Match::submit`] for an action in text notation. A seat that may not act is
    /// told so before its text is read.
    pub fn submit_text(&mut self, seat: Seat, text: &str) -> Result<Accepted<G>, Refusal> {
        let action = self.parse(seat, text)?;
        self.submit(seat, &action)
    }

    /// Reads an action of `seat` in text notation, refusing first a seat that may not
    /// act now.
    pub fn parse(&self, seat: Seat, text: &str) -> Result<G::Action, Refusal> {
        #[cfg(feature = "testing")]
        crate::testing::work::parsed();
        let s = &self.state;
        if let Some(r) = seat_refusal(s.num_players(), s.is_over(), s.to_act(), seat) {
            return Err(r);
        }
        // A parse error may quote the text: it is untrusted, so escaped here (its
        // words hold it escaped already).
        s.parse_action(seat, text).map_err(|e| Refusal {
            code: codes::UNREADABLE_ACTION,
            message: crate::untrusted(&e.message),
            words: e.words,
        })
    }

    /// Reads an action of `seat` given as JSON (the game's action type), refusing
    /// first a seat that may not act now.
    pub fn parse_json(&self, seat: Seat, action: &serde_json::Value) -> Result<G::Action, Refusal> {
        #[cfg(feature = "testing")]
        crate::testing::work::parsed();
        let s = &self.state;
        if let Some(r) = seat_refusal(s.num_players(), s.is_over(), s.to_act(), seat) {
            return Err(r);
        }
        G::Action::deserialize(action).map_err(|e| {
            Refusal::new(
                codes::UNREADABLE_ACTION,
                format!(
                    "not an action of {}: {}",
                    G::info().name,
                    crate::untrusted(&e.to_string())
                ),
            )
        })
    }

    /// Applies an action taken from [`Match::legal`] without checks or events: the
    /// fast path for simulations. An illegal action here is a logic error.
    pub fn step_unchecked(&mut self, seat: Seat, action: &G::Action) {
        self.state.apply_unchecked(seat, action);
        self.accepted(seat, action.clone());
    }

    /// Plays a uniformly random legal action of a random seat among those to act
    /// (every pending seat gets its turn in random order), returning who played
    /// what; `None` when no seat has a legal action (the game is over, or an engine
    /// bug). `legal` is a reused buffer.
    pub fn step_random(
        &mut self,
        rng: &mut crate::GameRng,
        legal: &mut Vec<G::Action>,
    ) -> Option<(Seat, G::Action)> {
        use rand::Rng;
        let to_act = self.to_act();
        let seat = match to_act.len() {
            0 => return None,
            1 => to_act.first()?,
            n => to_act.iter().nth(rng.gen_range(0..n))?,
        };
        legal.clear();
        self.state.legal_actions_into(seat, legal);
        if legal.is_empty() {
            return None;
        }
        let a = legal[rng.gen_range(0..legal.len())].clone();
        self.step_unchecked(seat, &a);
        Some((seat, a))
    }

    fn accepted(&mut self, seat: Seat, action: G::Action) {
        self.actions.push((seat, action));
        if self.state.secret_pending() {
            self.pending.push(self.actions.len() - 1);
        } else {
            self.pending.clear();
        }
    }

    /// What `observer` may see now.
    pub fn view(&self, observer: Observer) -> G::View {
        self.state.view(observer)
    }

    /// The events `observer` may see, each filtered by the game.
    pub fn events_for(&self, events: &[G::Event], observer: Observer) -> Vec<G::Event> {
        events
            .iter()
            .filter_map(|e| self.state.filter_event(e, observer))
            .collect()
    }

    /// The accepted actions so far, in order, with their seats.
    pub fn actions(&self) -> &[(Seat, G::Action)] {
        &self.actions
    }

    /// The full record, seed and every action included. It reveals every future
    /// shuffle: only for the match's owner (storage, the end of a game). Anything
    /// that goes to a player uses [`Match::record_for`].
    pub fn record(&self) -> Record {
        self.record_where(|_| true)
    }

    /// The record `observer` may have: the full one once the game is over; before,
    /// without the seed and the setup (a withheld record cannot be replayed) and
    /// without the other seats' unrevealed simultaneous choices.
    pub fn record_for(&self, observer: Observer) -> Record {
        if self.is_over() {
            return self.record();
        }
        let mut r = self.record_where(|i| {
            !self.pending.contains(&i) || Observer::Seat(self.actions[i].0) == observer
        });
        r.seed = None;
        r.setup = None;
        r
    }

    fn record_where(&self, keep: impl Fn(usize) -> bool) -> Record {
        let mut r = self.header.clone();
        let mut s = self.initial.clone();
        for (i, (seat, action)) in self.actions.iter().enumerate() {
            if keep(i) {
                r.push(&s, *seat, action);
            }
            s.apply_unchecked(*seat, action);
        }
        r
    }
}
