//! Many games stepped at once, for self-play: one call applies one action in each
//! game (for the seat whose turn it is), in parallel, and writes every game's next
//! observation, legal-action mask, rewards and end flag into flat buffers (the
//! Python API hands them over as NumPy arrays without copying).
//!
//! The seat to act in a game is the lowest seat of [`AnyEnv::to_act`]: at a
//! simultaneous moment the seats choose one after the other, each from its own view,
//! which shows nothing of the others' pending choices. A finished game is replaced by
//! a new one at once (its seed is the batch's seed plus the number of games started
//! before it), so every row always holds a game in play; the step that ended it says
//! so in `done` and carries the final rewards. A game that reaches its length limit
//! without ending ([`AnyEnv::is_truncated`]: the game's bound, or a lower limit set
//! with [`Batch::with_max_game_length`]) is replaced the same way: `done` is 1 and
//! [`Batch::truncated`] says the game was cut short, its rewards those of a game not
//! over (zero with `Win`).

use crate::env::{AnyEnv, Reward};
use crate::{AnyComponents, AnyGame};
use gaslamp_ai::BotSpec;
use gaslamp_core::{Observer, Refusal, Seat, SetupError};
use rayon::prelude::*;

/// The largest batch accepted.
pub const MAX_GAMES: usize = 1 << 16;

/// The buffers a step writes, one row per game, rows end to end.
pub struct Buffers<'a> {
    /// `games × observation_len`: the next seat's observation.
    pub observations: &'a mut [f32],
    /// `games × num_distinct_actions`: 1 where the next seat's action is legal
    /// (int8, as every mask the Python API gives). `None`: no masks are written; the
    /// legal indices of each row are there to read ([`Batch::legal`]) either way.
    pub masks: Option<&'a mut [i8]>,
    /// `games × players`: what each seat earned with this step.
    pub rewards: &'a mut [f32],
    /// `games`: 1 where the game ended with this step, or was cut short at its
    /// length limit (and a new one began).
    pub done: &'a mut [u8],
    /// `games`: the seat to act next in each game.
    pub seats: &'a mut [i64],
}

/// Buffers owned by the caller, the right size for a batch.
#[derive(Clone, Debug, Default)]
pub struct Output {
    pub observations: Vec<f32>,
    pub masks: Vec<i8>,
    pub rewards: Vec<f32>,
    pub done: Vec<u8>,
    pub seats: Vec<i64>,
}

impl Output {
    pub fn for_batch(b: &Batch) -> Self {
        let n = b.len();
        Output {
            observations: vec![0.0; n * b.observation_len()],
            masks: vec![0; n * b.num_distinct_actions()],
            rewards: vec![0.0; n * b.players()],
            done: vec![0; n],
            seats: vec![0; n],
        }
    }

    pub fn buffers(&mut self) -> Buffers<'_> {
        Buffers {
            observations: &mut self.observations,
            masks: Some(&mut self.masks),
            rewards: &mut self.rewards,
            done: &mut self.done,
            seats: &mut self.seats,
        }
    }

    /// Row `row` of the masks.
    pub fn mask(&self, row: usize) -> &[i8] {
        let a = self.masks.len() / self.done.len().max(1);
        &self.masks[row * a..(row + 1) * a]
    }
}

/// Why a batch step was refused: the game's row and the game's refusal. Nothing was
/// applied in any game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("game {row}: {refusal}")]
pub struct BatchRefusal {
    pub row: usize,
    pub refusal: Refusal,
}

struct Slot {
    env: Box<dyn AnyEnv>,
    scores: Vec<i32>,
    /// The seed of this row's next bot decision.
    bot_seed: u64,
    /// The legal indices of the seat to act next, ascending (written with its
    /// observation).
    legal: Vec<usize>,
}

/// Built-in bots in the seats no learner plays: the batch plays their moves itself
/// (each from its seat's view), so that every row waits on a learner's seat.
#[derive(Clone, Debug)]
pub struct Opponents {
    pub bot: BotSpec,
    /// `learners[seat]`: the seat is played through [`Batch::step`].
    pub learners: Vec<bool>,
}

/// The most bot moves played in one row between two learner moves: a game whose
/// bots never hand over is a logic error, reported instead of looping.
const MAX_BOT_MOVES: usize = 100_000;

/// A batch of games of one game, component set and player count.
pub struct Batch {
    game: &'static dyn AnyGame,
    components: AnyComponents,
    players: usize,
    seed: u64,
    started: u64,
    reward: Reward,
    slots: Vec<Slot>,
    observation_len: usize,
    num_actions: usize,
    opponents: Option<Opponents>,
    /// A length limit below the games' bound, if one was set.
    limit: Option<u64>,
    /// 1 where the last step cut a game short at its length limit.
    truncated: Vec<u8>,
}

/// The seat whose action a row's next step takes: the lowest seat to act that a
/// learner plays (every seat without opponents).
fn acting_seat(env: &dyn AnyEnv, opponents: Option<&Opponents>) -> Seat {
    let to_act = env.to_act();
    match opponents {
        None => to_act.first().copied().unwrap_or(0),
        Some(o) => to_act.iter().copied().find(|&s| o.learners[s]).unwrap_or(0),
    }
}

/// Plays the bots' moves of a row until a learner must act or the game is over.
fn play_bots(slot: &mut Slot, opponents: Option<&Opponents>) {
    let Some(o) = opponents else { return };
    for _ in 0..MAX_BOT_MOVES {
        // Bots first, also at a simultaneous moment with a learner: their choices
        // stay secret from the learner's view until the reveal. Nobody to act (the
        // game is over) or only learners: the row waits on a learner.
        let to_act = slot.env.to_act();
        let Some(&seat) = to_act.iter().find(|&&s| !o.learners[s]) else {
            return;
        };
        slot.bot_seed = slot.bot_seed.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let index = slot
            .env
            .bot_index(seat, &o.bot, slot.bot_seed)
            .expect("a seat to act has a legal action");
        slot.env
            .apply_index(seat, index)
            .expect("a bot chooses a legal action");
    }
    panic!("the bots played {MAX_BOT_MOVES} moves without handing over to a learner");
}

impl Batch {
    /// `games` new games; game `i` has seed `seed + i`.
    pub fn new(
        game: &'static dyn AnyGame,
        components: &AnyComponents,
        players: usize,
        games: usize,
        seed: u64,
        reward: Reward,
    ) -> Result<Self, SetupError> {
        if games == 0 || games > MAX_GAMES {
            return Err(SetupError(format!(
                "a batch holds 1 to {MAX_GAMES} games, not {games}"
            )));
        }
        let first = game.new_env(components, players, seed, None)?;
        let mut b = Batch {
            game,
            components: components.clone(),
            players,
            seed,
            started: 0,
            reward,
            observation_len: first.observation_len(),
            num_actions: first.num_distinct_actions(),
            slots: Vec::with_capacity(games),
            opponents: None,
            limit: None,
            truncated: vec![0; games],
        };
        for row in 0..games {
            let env = b.next_game()?;
            b.slots.push(Slot {
                scores: env.scores(),
                env,
                bot_seed: seed ^ ((row as u64) << 40),
                legal: Vec::new(),
            });
        }
        Ok(b)
    }

    /// Puts `bot` in every seat but `learners`: from now on the batch plays those
    /// seats itself, and every row waits on a learner's seat.
    pub fn with_opponents(mut self, bot: BotSpec, learners: &[Seat]) -> Result<Self, SetupError> {
        let mut mask = vec![false; self.players];
        for &s in learners {
            if s >= self.players {
                return Err(SetupError(format!(
                    "there is no seat {s}: the seats are 0 to {}",
                    self.players - 1
                )));
            }
            mask[s] = true;
        }
        if !mask.contains(&true) {
            return Err(SetupError("name at least one learner seat".into()));
        }
        let opponents = Opponents {
            bot,
            learners: mask,
        };
        self.slots
            .par_iter_mut()
            .for_each(|slot| play_bots(slot, Some(&opponents)));
        for slot in &mut self.slots {
            slot.scores = slot.env.scores();
        }
        self.opponents = Some(opponents);
        Ok(self)
    }

    /// Cuts every game short after `limit` actions (counted from its start, the
    /// bots' too) unless it ends before; a limit above the games' bound is the bound.
    /// Refused: 0.
    pub fn with_max_game_length(mut self, limit: u64) -> Result<Self, SetupError> {
        for slot in &mut self.slots {
            slot.env.set_max_game_length(limit).map_err(SetupError)?;
        }
        self.limit = Some(limit);
        Ok(self)
    }

    fn next_game(&mut self) -> Result<Box<dyn AnyEnv>, SetupError> {
        let seed = self.seed.wrapping_add(self.started);
        self.started += 1;
        let mut env = self
            .game
            .new_env(&self.components, self.players, seed, None)?;
        if let Some(limit) = self.limit {
            env.set_max_game_length(limit).map_err(SetupError)?;
        }
        Ok(env)
    }

    /// 1 for each row whose game the last step cut short at its length limit (those
    /// rows' `done` is 1 too); all 0 before the first step.
    pub fn truncated(&self) -> &[u8] {
        &self.truncated
    }

    pub fn len(&self) -> usize {
        self.slots.len()
    }

    pub fn is_empty(&self) -> bool {
        self.slots.is_empty()
    }

    pub fn players(&self) -> usize {
        self.players
    }

    pub fn observation_len(&self) -> usize {
        self.observation_len
    }

    pub fn num_distinct_actions(&self) -> usize {
        self.num_actions
    }

    /// The game in row `row`.
    pub fn env(&self, row: usize) -> Option<&dyn AnyEnv> {
        self.slots.get(row).map(|s| s.env.as_ref())
    }

    /// Games finished so far.
    pub fn games_started(&self) -> u64 {
        self.started
    }

    fn check_buffers(&self, b: &Buffers<'_>) -> Result<(), String> {
        let n = self.slots.len();
        let want = [
            (
                "observations",
                b.observations.len(),
                n * self.observation_len,
            ),
            (
                "masks",
                b.masks.as_ref().map_or(n * self.num_actions, |m| m.len()),
                n * self.num_actions,
            ),
            ("rewards", b.rewards.len(), n * self.players),
            ("done", b.done.len(), n),
            ("seats", b.seats.len(), n),
        ];
        for (name, got, expected) in want {
            if got != expected {
                return Err(format!("{name} has {got} entries, not {expected}"));
            }
        }
        Ok(())
    }

    /// Writes every game's current observation, mask and seat (rewards and `done`
    /// are zeroed).
    pub fn observe(&mut self, b: Buffers<'_>) -> Result<(), String> {
        self.check_buffers(&b)?;
        b.rewards.fill(0.0);
        b.done.fill(0);
        let (l, n) = (self.observation_len, self.slots.len());
        let opponents = self.opponents.as_ref();
        self.slots
            .par_iter_mut()
            .zip(b.observations.par_chunks_mut(l))
            .zip(mask_rows(b.masks, n, self.num_actions))
            .zip(b.seats.par_iter_mut())
            .for_each(|(((slot, obs), mask), seat)| {
                *seat = write_next(slot, opponents, obs, mask) as i64;
            });
        Ok(())
    }

    /// The legal indices of row `row`'s seat to act next (the `seats` entry of the
    /// last step or observation), ascending.
    pub fn legal(&self, row: usize) -> &[usize] {
        &self.slots[row].legal
    }

    /// Applies `actions[i]` in game `i` for its seat to act, then writes the buffers.
    /// Every action is checked first: if one is refused, no game changes.
    pub fn step(&mut self, actions: &[i64], b: Buffers<'_>) -> Result<(), BatchRefusal> {
        let n = self.slots.len();
        let shape = |m: String| BatchRefusal {
            row: 0,
            refusal: Refusal::new(gaslamp_core::codes::UNREADABLE_ACTION, m),
        };
        if actions.len() != n {
            return Err(shape(format!("{} actions for {n} games", actions.len())));
        }
        self.check_buffers(&b).map_err(shape)?;
        // Every action is checked before any is applied, so that a refusal anywhere
        // changes nothing.
        let opponents = self.opponents.clone();
        let opponents = opponents.as_ref();
        let seat_of = |env: &dyn AnyEnv| acting_seat(env, opponents);
        let index_of = |action: i64| usize::try_from(action).unwrap_or(usize::MAX);
        self.slots
            .par_iter()
            .zip(actions.par_iter())
            .enumerate()
            .try_for_each(|(row, (slot, &action))| {
                let env = slot.env.as_ref();
                env.check_index(seat_of(env), index_of(action))
                    .map_err(|refusal| BatchRefusal { row, refusal })
            })?;
        self.slots
            .par_iter_mut()
            .zip(actions.par_iter())
            .for_each(|(slot, &action)| {
                let seat = seat_of(slot.env.as_ref());
                slot.env.apply_checked_index(seat, index_of(action));
                play_bots(slot, opponents);
            });
        // New games for the finished and the cut short ones (seeds in row order).
        let mut fresh: Vec<Option<Box<dyn AnyEnv>>> = Vec::with_capacity(n);
        for (t, slot) in self.truncated.iter_mut().zip(&self.slots) {
            *t = u8::from(slot.env.is_truncated());
        }
        let over: Vec<bool> = self
            .slots
            .iter()
            .map(|s| s.env.is_over() || s.env.is_truncated())
            .collect();
        for over in over {
            fresh.push(if over {
                Some(self.next_game().map_err(|e| shape(e.0))?)
            } else {
                None
            });
        }
        let (l, p) = (self.observation_len, self.players);
        let reward = self.reward;
        self.slots
            .par_iter_mut()
            .zip(fresh.into_par_iter())
            .zip(b.observations.par_chunks_mut(l))
            .zip(mask_rows(b.masks, n, self.num_actions))
            .zip(b.rewards.par_chunks_mut(p))
            .zip(b.done.par_iter_mut())
            .zip(b.seats.par_iter_mut())
            .for_each(|((((((slot, fresh), obs), mask), rewards), done), seat)| {
                let env = &slot.env;
                let scores = env.scores();
                match reward {
                    Reward::Score => {
                        for (r, (now, before)) in
                            rewards.iter_mut().zip(scores.iter().zip(&slot.scores))
                        {
                            *r = (now - before) as f32;
                        }
                    }
                    Reward::Win => {
                        let outcome = env.outcome();
                        for (s, r) in rewards.iter_mut().enumerate() {
                            *r = outcome.as_ref().map_or(0.0, |o| o.win_share(s) as f32);
                        }
                    }
                }
                *done = u8::from(env.is_over() || env.is_truncated());
                if let Some(fresh) = fresh {
                    slot.env = fresh;
                    play_bots(slot, opponents);
                }
                slot.scores = slot.env.scores();
                *seat = write_next(slot, opponents, obs, mask) as i64;
            });
        Ok(())
    }
}

/// Each row's mask, or `None` for every row when no masks are written.
fn mask_rows(masks: Option<&mut [i8]>, rows: usize, width: usize) -> Vec<Option<&mut [i8]>> {
    match masks {
        Some(m) => m.chunks_mut(width).map(Some).collect(),
        None => (0..rows).map(|_| None).collect(),
    }
}

/// Writes the observation, legal indices and mask (if asked) of the seat to act
/// next; returns that seat.
fn write_next(
    slot: &mut Slot,
    opponents: Option<&Opponents>,
    obs: &mut [f32],
    mask: Option<&mut [i8]>,
) -> Seat {
    let env = slot.env.as_ref();
    let seat = acting_seat(env, opponents);
    env.observation_into(Observer::Seat(seat), obs);
    env.legal_indices(seat, &mut slot.legal);
    if let Some(mask) = mask {
        mask.fill(0);
        for &i in &slot.legal {
            mask[i] = 1;
        }
    }
    seat
}

#[cfg(test)]
mod tests {
    use super::*;
    use gaslamp_ai::BotSpec;

    #[test]
    fn a_batch_plays_games_to_their_end_and_starts_new_ones() {
        let game = crate::find("goofspiel").unwrap();
        let mut batch = Batch::new(game, &game.default_components(), 3, 4, 7, Reward::Win).unwrap();
        let mut b = Output::for_batch(&batch);
        batch.observe(b.buffers()).unwrap();
        let mut ends = 0;
        let mut total = 0.0;
        for _ in 0..3 * 8 * 2 {
            // The lowest legal index of every row's mask.
            let actions: Vec<i64> = (0..4)
                .map(|row| b.mask(row).iter().position(|&x| x == 1).unwrap() as i64)
                .collect();
            for row in 0..4 {
                let env = batch.env(row).unwrap();
                assert_eq!(b.seats[row] as usize, env.to_act()[0]);
            }
            batch.step(&actions, b.buffers()).unwrap();
            ends += b.done.iter().filter(|&&x| x == 1).count();
            total += b.rewards.iter().sum::<f32>();
        }
        assert_eq!(ends, 8, "each of 4 rows finished two 24-action games");
        assert!(
            (total - ends as f32).abs() < 1e-4,
            "each finished game shares one win"
        );
        assert_eq!(batch.games_started(), 12);
    }

    #[test]
    fn a_game_cut_short_at_its_length_limit_is_done_truncated_and_replaced() {
        let game = crate::find("goofspiel").unwrap();
        let batch = Batch::new(game, &game.default_components(), 2, 3, 7, Reward::Win).unwrap();
        assert!(batch.with_max_game_length(0).is_err());
        let batch = Batch::new(game, &game.default_components(), 2, 3, 7, Reward::Win).unwrap();
        let mut batch = batch.with_max_game_length(5).unwrap();
        let mut b = Output::for_batch(&batch);
        batch.observe(b.buffers()).unwrap();
        assert_eq!(batch.truncated(), &[0, 0, 0]);
        for step in 1..=10 {
            let actions: Vec<i64> = (0..3)
                .map(|row| b.mask(row).iter().position(|&x| x == 1).unwrap() as i64)
                .collect();
            batch.step(&actions, b.buffers()).unwrap();
            let cut = u8::from(step % 5 == 0);
            assert_eq!(batch.truncated(), &[cut; 3], "step {step}");
            assert_eq!(b.done, vec![cut; 3], "step {step}");
            assert!(
                b.rewards.iter().all(|&r| r == 0.0),
                "no win in a game cut short"
            );
            for row in 0..3 {
                let env = batch.env(row).unwrap();
                assert_eq!(env.move_number(), step % 5, "step {step}");
                assert_eq!(env.max_game_length(), 5);
            }
        }
        assert_eq!(batch.games_started(), 9);
    }

    #[test]
    fn opponents_play_their_seats_and_rows_wait_on_learners() {
        for name in ["goofspiel", "spyrium"] {
            let game = crate::find(name).unwrap();
            let batch = Batch::new(game, &game.default_components(), 3, 3, 2, Reward::Win)
                .unwrap()
                .with_opponents(BotSpec::Greedy, &[1])
                .unwrap();
            let mut batch = batch;
            let mut b = Output::for_batch(&batch);
            batch.observe(b.buffers()).unwrap();
            let mut ends = 0;
            for _ in 0..400 {
                assert!(
                    b.seats.iter().all(|&s| s == 1),
                    "{name}: only seat 1 is asked"
                );
                for row in 0..3 {
                    let env = batch.env(row).unwrap();
                    assert!(
                        env.to_act().contains(&1)
                            && !env.to_act().contains(&0)
                            && !env.to_act().contains(&2)
                    );
                }
                let actions: Vec<i64> = (0..3)
                    .map(|row| b.mask(row).iter().rposition(|&x| x == 1).unwrap() as i64)
                    .collect();
                batch.step(&actions, b.buffers()).unwrap();
                ends += b.done.iter().filter(|&&d| d == 1).count();
            }
            assert!(ends > 0, "{name}: games end and start again");
        }
        let game = crate::find("goofspiel").unwrap();
        let new = || Batch::new(game, &game.default_components(), 2, 1, 0, Reward::Win).unwrap();
        assert!(new().with_opponents(BotSpec::Random, &[]).is_err());
        assert!(new().with_opponents(BotSpec::Random, &[2]).is_err());
    }

    #[test]
    fn a_refused_action_changes_no_game() {
        let game = crate::find("goofspiel").unwrap();
        let mut batch =
            Batch::new(game, &game.default_components(), 2, 3, 1, Reward::Score).unwrap();
        let mut b = Output::for_batch(&batch);
        let views = |batch: &Batch| -> Vec<_> {
            (0..3)
                .map(|i| batch.env(i).unwrap().view_json(Observer::Spectator))
                .collect()
        };
        let before = views(&batch);
        let err = batch.step(&[0, 99, 0], b.buffers()).unwrap_err();
        assert_eq!(err.row, 1);
        assert!(err.to_string().contains("outside"), "{err}");
        assert_eq!(before, views(&batch));
        assert!(batch.step(&[0, 0], b.buffers()).is_err());
        assert!(batch.step(&[0, -1, 0], b.buffers()).is_err());
        assert_eq!(before, views(&batch));
        assert!(Batch::new(game, &game.default_components(), 2, 0, 1, Reward::Win).is_err());
    }

    #[test]
    fn the_legal_indices_are_the_masks_ones_and_are_kept_without_masks() {
        let game = crate::find("spyrium").unwrap();
        let c = game.default_components();
        let mut with = Batch::new(game, &c, 3, 5, 11, Reward::Win).unwrap();
        let mut without = Batch::new(game, &c, 3, 5, 11, Reward::Win).unwrap();
        let mut b = Output::for_batch(&with);
        let mut bare = Output::for_batch(&without);
        with.observe(b.buffers()).unwrap();
        let mut unmasked = bare.buffers();
        unmasked.masks = None;
        without.observe(unmasked).unwrap();
        for step in 0..300 {
            for row in 0..5 {
                let ones: Vec<usize> = (0..b.mask(row).len())
                    .filter(|&i| b.mask(row)[i] == 1)
                    .collect();
                assert_eq!(with.legal(row), ones.as_slice(), "step {step}, row {row}");
                assert_eq!(without.legal(row), with.legal(row));
            }
            // Every row plays the middle one of its legal indices.
            let actions: Vec<i64> = (0..5)
                .map(|row| with.legal(row)[with.legal(row).len() / 2] as i64)
                .collect();
            with.step(&actions, b.buffers()).unwrap();
            let mut unmasked = bare.buffers();
            unmasked.masks = None;
            without.step(&actions, unmasked).unwrap();
            assert_eq!(b.observations, bare.observations);
        }
        assert!(bare.masks.iter().all(|&m| m == 0), "no mask was written");
    }
}
