//! Environments for learning agents: any game of the registry through action indices
//! and observation vectors ([`gaslamp_core::tensors`]), with cheap copies, records,
//! resampling from a view and the built-in bots. The Python API is a thin layer over
//! this module; [`crate::Batch`] steps many games at once.
//!
//! Legality is the game's: an index is turned into the game's action and checked by
//! [`gaslamp_core::Game::check`] before it is applied. What a seat is shown is the
//! game's view: observations, texts and bots are made from [`gaslamp_core::Game::view`]
//! only.

use crate::Presented;
use gaslamp_ai::BotSpec;
use gaslamp_core::tensors::{ActionBlock, Field, Observation, Tensors};
use gaslamp_core::{
    codes, Game, GameInfo, Match, Observer, Outcome, Record, Refusal, ReplayError, Seat, SetupError,
};
use serde_json::Value;

/// How rewards are counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Reward {
    /// At the end, each seat's share of the win (1/k for each of k tied winners, 0 for
    /// the others); 0 before.
    #[default]
    Win,
    /// The change of each seat's score since the last step (its total is the final
    /// score).
    Score,
}

/// One game for a learning agent.
pub trait AnyEnv: Send + Sync {
    fn info(&self) -> GameInfo;
    /// A copy that goes on independently.
    fn clone_env(&self) -> Box<dyn AnyEnv>;
    fn num_players(&self) -> usize;
    /// The size of the action index space (fixed for the game's components and
    /// player count).
    fn num_distinct_actions(&self) -> usize;
    /// The blocks of the action index space.
    fn action_blocks(&self) -> Vec<ActionBlock>;
    /// The length of an observation vector (fixed like the action space).
    fn observation_len(&self) -> usize;
    /// The fields of an observation vector.
    fn observation_layout(&self) -> Vec<Field>;
    /// The seats that must act now (several at simultaneous moments).
    fn to_act(&self) -> Vec<Seat>;
    fn is_over(&self) -> bool;
    /// Actions applied since the game began (a state drawn from a view counts those
    /// of the game it was drawn from).
    fn move_number(&self) -> u64;
    /// The most actions this game may take: the game's bound
    /// ([`gaslamp_core::Game::max_actions`], within which every game ends whatever
    /// its players do) or a lower limit set with [`AnyEnv::set_max_game_length`].
    fn max_game_length(&self) -> u64;
    /// Lowers the limit at which the game counts as truncated (a limit above the
    /// game's bound is the bound). Refused: 0.
    fn set_max_game_length(&mut self, limit: u64) -> Result<(), String>;
    /// Whether the game stopped at its limit without ending: not over, and
    /// [`AnyEnv::move_number`] has reached [`AnyEnv::max_game_length`]. Learning
    /// environments report it as truncation.
    fn is_truncated(&self) -> bool {
        !self.is_over() && self.move_number() >= self.max_game_length()
    }
    /// Each seat's score (final once the game is over).
    fn scores(&self) -> Vec<i32>;
    fn outcome(&self) -> Option<Outcome>;
    /// The legal action indices of `seat`, ascending (none if it need not act).
    fn legal_indices(&self, seat: Seat, out: &mut Vec<usize>);
    /// Whether `seat` may take the action an index names now; changes nothing.
    fn check_index(&self, seat: Seat, index: usize) -> Result<(), Refusal>;
    /// Applies the action an index names that [`AnyEnv::check_index`] has just
    /// accepted for `seat`, without checking it again (the batch's fast path). An
    /// index not checked is a logic error of the caller.
    fn apply_checked_index(&mut self, seat: Seat, index: usize);
    /// Applies the action an index names, after the game's check; a refusal changes
    /// nothing.
    fn apply_index(&mut self, seat: Seat, index: usize) -> Result<(), Refusal>;
    /// Applies an action in text notation; its index is returned.
    fn apply_text(&mut self, seat: Seat, text: &str) -> Result<usize, Refusal>;
    /// Writes `observer`'s observation into `out`, which must have
    /// [`AnyEnv::observation_len`] entries.
    fn observation_into(&self, observer: Observer, out: &mut [f32]);
    /// `observer`'s view in words, in the thread's language, said to the observer's
    /// seat ("you"; the others are "player N").
    fn observation_text(&self, observer: Observer) -> String;
    /// `observer`'s view as JSON.
    fn view_json(&self, observer: Observer) -> Value;
    /// The notation of the action an index names for `seat` (legal now or not).
    fn action_text(&self, seat: Seat, index: usize) -> Result<String, Refusal>;
    /// The index of an action written in notation, if `seat` may take it now.
    fn text_index(&self, seat: Seat, text: &str) -> Result<usize, Refusal>;
    /// The game's record: setup, seed and every action. `None` for a state drawn
    /// from a view ([`AnyEnv::resample`]), which has no history.
    fn record(&self) -> Option<Record>;
    /// A full state drawn at random from what `seat` sees now: the hidden parts
    /// (deck orders, other seats' secret choices) are made up from `seed`.
    fn resample(&self, seat: Seat, seed: u64) -> Box<dyn AnyEnv>;
    /// The index a built-in bot chooses for `seat`, from that seat's view only;
    /// `None` when the seat need not act.
    fn bot_index(&self, seat: Seat, bot: &BotSpec, seed: u64) -> Option<usize>;
    /// Plays uniformly random legal actions until the game is over (every seat to
    /// act served in turn); used by benchmarks.
    fn play_out_random(&mut self, rng: &mut gaslamp_core::GameRng);
}

/// The environment of game `G`.
#[derive(Clone)]
pub(crate) struct Env<G: Presented + Tensors> {
    game: Played<G>,
    num_actions: usize,
    observation_len: usize,
    /// The game's bound for this component set and player count.
    bound: u64,
    /// The limit of [`AnyEnv::max_game_length`] (at most `bound`).
    limit: u64,
    /// Actions applied since the game began.
    moves: u64,
}

/// An environment's game: a match, which keeps the record, or a state drawn from a
/// view, which has no history.
#[derive(Clone)]
enum Played<G: Game> {
    /// A game started or replayed here.
    Match(Match<G>),
    /// A state drawn from a view ([`AnyEnv::resample`]): no record.
    Drawn(G),
}

impl<G: Game> Played<G> {
    fn state(&self) -> &G {
        match self {
            Played::Match(m) => m.state(),
            Played::Drawn(g) => g,
        }
    }

    /// Applies an action already checked (or taken from the legal list).
    fn step(&mut self, seat: Seat, action: &G::Action) {
        match self {
            Played::Match(m) => m.step_unchecked(seat, action),
            Played::Drawn(g) => g.apply_unchecked(seat, action),
        }
    }
}

impl<G: Presented + Tensors> Env<G> {
    pub(crate) fn new(
        components: &G::Components,
        players: usize,
        seed: u64,
        setup: Option<Value>,
    ) -> Result<Self, SetupError> {
        let m = Match::new(components, players, seed, setup)?;
        Ok(Self::from_game(
            Played::Match(m),
            G::max_actions(components, players),
            0,
        ))
    }

    /// A game continued from a record, replayed (checked) by [`Match::from_record`].
    pub(crate) fn from_record(
        record: &Record,
        components: &G::Components,
    ) -> Result<Self, ReplayError> {
        let m = Match::from_record(record, components)?;
        let bound = G::max_actions(components, m.num_players());
        let moves = m.version();
        Ok(Self::from_game(Played::Match(m), bound, moves))
    }

    /// `bound`: the game's [`Game::max_actions`]; `moves`: actions already applied.
    fn from_game(game: Played<G>, bound: u64, moves: u64) -> Self {
        let state = game.state();
        let mut o = Observation::new();
        G::encode_view(&state.view(Observer::Spectator), &mut o);
        Env {
            num_actions: state.num_distinct_actions(),
            observation_len: o.len(),
            game,
            bound,
            limit: bound,
            moves,
        }
    }

    fn state(&self) -> &G {
        self.game.state()
    }

    /// Applies an action already checked, counting it.
    fn step(&mut self, seat: Seat, action: &G::Action) {
        self.game.step(seat, action);
        self.moves += 1;
    }

    fn index_action(&self, seat: Seat, index: usize) -> Result<G::Action, Refusal> {
        if index >= self.num_actions {
            return Err(Refusal::new(
                codes::UNREADABLE_ACTION,
                gaslamp_core::tr!(
                    gaslamp_core::i18n::SHARED,
                    "index-outside",
                    index = index,
                    count = self.num_actions
                ),
            ));
        }
        self.state().index_action(seat, index).ok_or_else(|| {
            Refusal::new(
                codes::UNREADABLE_ACTION,
                gaslamp_core::tr!(gaslamp_core::i18n::SHARED, "index-no-action", index = index),
            )
        })
    }

    /// An action in notation that `seat` may take now, with its index.
    fn checked_text(&self, seat: Seat, text: &str) -> Result<(G::Action, usize), Refusal> {
        self.seat_ok(seat)?;
        let state = self.state();
        let action = state.parse_action(seat, text).map_err(|e| Refusal {
            code: codes::UNREADABLE_ACTION,
            message: gaslamp_core::untrusted(&e.message),
            words: e.words,
        })?;
        state.check(seat, &action)?;
        let index = state
            .action_index(seat, &action)
            .expect("every legal action has an index (tested by the game)");
        Ok((action, index))
    }

    fn seat_ok(&self, seat: Seat) -> Result<(), Refusal> {
        let s = self.state();
        match gaslamp_core::seat_refusal(s.num_players(), s.is_over(), s.to_act(), seat) {
            Some(r) => Err(r),
            None => Ok(()),
        }
    }
}

impl<G: Presented + Tensors> AnyEnv for Env<G> {
    fn info(&self) -> GameInfo {
        G::info()
    }

    fn clone_env(&self) -> Box<dyn AnyEnv> {
        Box::new(self.clone())
    }

    fn num_players(&self) -> usize {
        self.state().num_players()
    }

    fn num_distinct_actions(&self) -> usize {
        self.num_actions
    }

    fn action_blocks(&self) -> Vec<ActionBlock> {
        self.state().action_blocks()
    }

    fn observation_len(&self) -> usize {
        self.observation_len
    }

    fn observation_layout(&self) -> Vec<Field> {
        let mut o = Observation::with_layout();
        G::encode_view(&self.state().view(Observer::Spectator), &mut o);
        o.layout().to_vec()
    }

    fn to_act(&self) -> Vec<Seat> {
        self.state().to_act().iter().collect()
    }

    fn is_over(&self) -> bool {
        self.state().is_over()
    }

    fn move_number(&self) -> u64 {
        self.moves
    }

    fn max_game_length(&self) -> u64 {
        self.limit
    }

    fn set_max_game_length(&mut self, limit: u64) -> Result<(), String> {
        if limit == 0 {
            return Err("a game's length limit is at least 1 action".into());
        }
        self.limit = limit.min(self.bound);
        Ok(())
    }

    fn scores(&self) -> Vec<i32> {
        self.state().scores()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.state().outcome()
    }

    fn legal_indices(&self, seat: Seat, out: &mut Vec<usize>) {
        out.clear();
        let state = self.state();
        let legal = state.legal_actions(seat);
        out.extend(legal.iter().map(|a| {
            state
                .action_index(seat, a)
                .expect("every legal action has an index (tested by the game)")
        }));
        out.sort_unstable();
    }

    fn check_index(&self, seat: Seat, index: usize) -> Result<(), Refusal> {
        self.seat_ok(seat)?;
        let action = self.index_action(seat, index)?;
        self.state().check(seat, &action)
    }

    fn apply_checked_index(&mut self, seat: Seat, index: usize) {
        let action = self
            .index_action(seat, index)
            .expect("the index was checked by check_index");
        self.step(seat, &action);
    }

    fn apply_index(&mut self, seat: Seat, index: usize) -> Result<(), Refusal> {
        self.seat_ok(seat)?;
        let action = self.index_action(seat, index)?;
        self.state().check(seat, &action)?;
        self.step(seat, &action);
        Ok(())
    }

    fn apply_text(&mut self, seat: Seat, text: &str) -> Result<usize, Refusal> {
        let (action, index) = self.checked_text(seat, text)?;
        self.step(seat, &action);
        Ok(index)
    }

    fn observation_into(&self, observer: Observer, out: &mut [f32]) {
        // One writer per thread, reused: no allocation per observation.
        thread_local! {
            static WRITER: std::cell::RefCell<Observation> = std::cell::RefCell::new(Observation::new());
        }
        WRITER.with(|w| {
            let mut o = w.borrow_mut();
            o.clear();
            G::encode_view(&self.state().view(observer), &mut o);
            out.copy_from_slice(o.values());
        });
    }

    fn observation_text(&self, observer: Observer) -> String {
        let reader = gaslamp_core::Reader {
            lang: gaslamp_core::i18n::lang(),
            seat: observer.seat(),
            names: &[],
        };
        crate::sheet_said::<G>(&G::board(&self.state().view(observer)), &reader)
    }

    fn view_json(&self, observer: Observer) -> Value {
        G::view_json(&self.state().view(observer))
    }

    fn action_text(&self, seat: Seat, index: usize) -> Result<String, Refusal> {
        if seat >= self.num_players() {
            return Err(gaslamp_core::seat_refusal(
                self.num_players(),
                false,
                Default::default(),
                seat,
            )
            .expect("a seat beyond the table is refused"));
        }
        let action = self.index_action(seat, index)?;
        Ok(self.state().action_text(seat, &action))
    }

    fn text_index(&self, seat: Seat, text: &str) -> Result<usize, Refusal> {
        self.checked_text(seat, text).map(|(_, index)| index)
    }

    fn record(&self) -> Option<Record> {
        match &self.game {
            Played::Match(m) => Some(m.record()),
            Played::Drawn(_) => None,
        }
    }

    fn resample(&self, seat: Seat, seed: u64) -> Box<dyn AnyEnv> {
        let mut rng = gaslamp_core::rng_from_seed(seed);
        let state = G::sample_from_view(&self.state().view(Observer::Seat(seat)), &mut rng);
        let mut env = Env::<G>::from_game(Played::Drawn(state), self.bound, self.moves);
        env.limit = self.limit;
        Box::new(env)
    }

    fn bot_index(&self, seat: Seat, bot: &BotSpec, seed: u64) -> Option<usize> {
        let legal = self.state().legal_actions(seat);
        if legal.is_empty() {
            return None;
        }
        let view = self.state().view(Observer::Seat(seat));
        let mut bot = bot.build::<G>(1);
        let mut rng = gaslamp_core::rng_from_seed(seed);
        let action = bot.choose(&view, &legal, &mut rng);
        self.state().action_index(seat, &action)
    }

    fn play_out_random(&mut self, rng: &mut gaslamp_core::GameRng) {
        use rand::Rng;
        let mut legal = Vec::new();
        while !self.state().is_over() {
            for seat in self.state().to_act().iter() {
                legal.clear();
                self.state().legal_actions_into(seat, &mut legal);
                if legal.is_empty() {
                    continue;
                }
                let a = legal[rng.gen_range(0..legal.len())].clone();
                self.step(seat, &a);
            }
        }
    }
}
