//! Bots on the server: which ones the operator allows ([`BotPolicy`]), and how many
//! think at once ([`Bots`]). A room's creator chooses its bots and clock bot from
//! what the policy allows; anything dearer is refused (`bot_not_allowed`), so a
//! room's creator cannot choose how much of the server's CPU their room takes.

use crate::room::{Command, RoomHandle};
use gaslamp_ai::{BotSpec, GameSearch};
use gaslamp_core::Seat;
use gaslamp_games::BotTask;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Semaphore;

/// What the operator allows of bots (`gaslamp serve --bot-iterations … --bot-time …
/// --bots-thinking …`).
#[derive(Clone, Debug)]
pub struct BotPolicy {
    /// The most ISMCTS iterations per decision.
    pub max_iterations: u64,
    /// The longest time per decision.
    pub max_move_time: Duration,
    /// Bots thinking at once, server-wide: the others wait for a turn.
    pub thinking: usize,
}

impl Default for BotPolicy {
    fn default() -> Self {
        BotPolicy {
            // The "hard" level (4000) with room to tune; "expert" is 1 s.
            max_iterations: 10_000,
            max_move_time: Duration::from_secs(1),
            // One core left for the rooms' own work.
            thinking: std::thread::available_parallelism()
                .map_or(1, |n| n.get().saturating_sub(1))
                .max(1),
        }
    }
}

impl BotPolicy {
    /// Whether a bot may play `game` on this server, by the bound of a decision's
    /// cost as a whole ([`gaslamp_ai::cost`]): at most that of the default search
    /// with [`BotPolicy::max_iterations`] iterations (or, for a time budget, at most
    /// [`BotPolicy::max_move_time`] of iterations no dearer than the default's), on
    /// one thread. Refused: why, and what is allowed.
    pub fn check(&self, spec: &BotSpec, game: GameSearch) -> Result<(), String> {
        if spec
            .cost(game)
            .within(game, self.max_iterations, self.max_move_time)
        {
            Ok(())
        } else {
            Err(format!(
                "`{spec}` thinks more than this server allows: at most the work of {} iterations of the default search or {} ms of it a move, one thread (the levels easy, medium, hard and expert are within; a longer rollout, more candidates or a wider tree cost more per iteration, and progressive widening off (w=0) has no bound)",
                self.max_iterations,
                self.max_move_time.as_millis()
            ))
        }
    }
}

/// The server's bots at work: at most [`BotPolicy::thinking`] decisions at once, each
/// on the blocking pool.
pub struct Bots {
    permits: Arc<Semaphore>,
}

impl Bots {
    pub fn new(policy: &BotPolicy) -> Bots {
        Bots {
            permits: Arc::new(Semaphore::new(policy.thinking.max(1))),
        }
    }

    /// Runs a decision for `seat` at `version` when a turn to think is free, away
    /// from the async runtime, and sends it back to the room (`None` if the bot
    /// failed: a panic in its search).
    pub fn think(&self, room: RoomHandle, seat: Seat, version: u64, by_clock: bool, task: BotTask) {
        let permits = self.permits.clone();
        tokio::spawn(async move {
            let Ok(_turn) = permits.acquire_owned().await else {
                return;
            };
            let action = tokio::task::spawn_blocking(task).await.ok();
            room.send(Command::BotDone {
                seat,
                version,
                by_clock,
                action,
            })
            .await;
        });
    }

    /// Decisions waiting for a turn or thinking now (for metrics and tests).
    pub fn busy(&self, policy: &BotPolicy) -> usize {
        policy.thinking.max(1) - self.permits.available_permits()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    /// With one turn to think, decisions run one after another, whatever the rooms
    /// ask; each comes back to its room.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn no_more_bots_think_at_once_than_the_policy_allows() {
        let policy = BotPolicy {
            thinking: 1,
            ..BotPolicy::default()
        };
        let bots = Bots::new(&policy);
        let (tx, mut rx) = tokio::sync::mpsc::channel(16);
        let room = RoomHandle {
            id: "r".into(),
            generation: 0,
            tx,
        };
        let now = std::sync::Arc::new(AtomicUsize::new(0));
        let most = std::sync::Arc::new(AtomicUsize::new(0));
        for seat in 0..4 {
            let (now, most) = (now.clone(), most.clone());
            let task: BotTask = Box::new(move || {
                let n = now.fetch_add(1, Ordering::SeqCst) + 1;
                most.fetch_max(n, Ordering::SeqCst);
                std::thread::sleep(Duration::from_millis(30));
                now.fetch_sub(1, Ordering::SeqCst);
                serde_json::json!(seat)
            });
            bots.think(room.clone(), seat, 7, false, task);
        }
        let mut back = Vec::new();
        for _ in 0..4 {
            match *rx.recv().await.unwrap() {
                Command::BotDone {
                    seat,
                    version,
                    action,
                    ..
                } => {
                    assert_eq!(version, 7);
                    assert_eq!(action, Some(serde_json::json!(seat)));
                    back.push(seat);
                }
                _ => panic!("not a bot's decision"),
            }
        }
        back.sort();
        assert_eq!(back, vec![0, 1, 2, 3]);
        assert_eq!(most.load(Ordering::SeqCst), 1);
    }

    #[test]
    fn the_levels_are_allowed_and_dearer_bots_are_not() {
        let p = BotPolicy::default();
        for game in gaslamp_games::all() {
            let search = game.search();
            for ok in [
                "random",
                "greedy",
                "easy",
                "medium",
                "hard",
                "expert",
                "ismcts",
                "ismcts:500ms",
            ] {
                assert_eq!(
                    p.check(&BotSpec::parse(ok).unwrap(), search),
                    Ok(()),
                    "{ok}"
                );
            }
            for dear in [
                "ismcts:3600s",
                "ismcts:100000000",
                "ismcts:100:threads=256",
                "ismcts:2s",
                "ismcts:10000:depth=10000:stop=0:k=64:w=0",
            ] {
                let e = p.check(&BotSpec::parse(dear).unwrap(), search).unwrap_err();
                assert!(e.contains("the work of 10000 iterations"), "{dear}: {e}");
            }
        }
    }
}
