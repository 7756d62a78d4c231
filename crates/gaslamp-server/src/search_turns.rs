//! Turns to run a search for people (a hint, an analysis point, a coach's judgement),
//! shared fairly: at most [`crate::Policy::searches`] run at once, server-wide, and
//! the others wait in line for a turn, by priority — a seat's holder asking for a hint
//! first, then players (a request with a player key), then anonymous clients — and in
//! order of arrival within a priority. Each client (a seat token, a player key, or an
//! anonymous client's address) has at most [`PER_CLIENT`] search waiting or running,
//! and each address at most [`PER_ADDRESS`] (loopback exempt while the policy says
//! so), so one client cannot take every turn; a search beyond its share, beyond
//! [`MAX_WAITING`] in line, or that waited [`MAX_WAIT`] is refused `503 busy`.

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::oneshot;

/// Searches one client may have waiting or running.
pub const PER_CLIENT: usize = 1;
/// Searches one address may have waiting or running.
pub const PER_ADDRESS: usize = 4;
/// Searches waiting at most, server-wide.
pub const MAX_WAITING: usize = 64;
/// The longest wait for a turn.
pub const MAX_WAIT: Duration = Duration::from_secs(10);

/// Whose search it is, first served first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Priority {
    /// A seat's holder asking for a hint for the move it must make.
    Hint = 0,
    /// A player (a request with a player key).
    Player = 1,
    /// Anyone else.
    Anonymous = 2,
}

/// Who asks.
#[derive(Clone, Debug)]
pub struct Asker {
    pub priority: Priority,
    /// The client: a seat token's hash, a player key's hash, or the address.
    pub client: String,
    /// The address, when it counts (not loopback while loopback is exempt).
    pub address: Option<IpAddr>,
}

/// Why a search gets no turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoTurn {
    /// The client (or its address) has as many searches waiting or running as it may.
    OverShare,
    /// The line is full, or the wait was too long.
    Busy,
}

struct Waiter {
    id: u64,
    asker: Asker,
    grant: oneshot::Sender<Turn>,
}

#[derive(Default)]
struct Line {
    running: usize,
    waiting: [VecDeque<Waiter>; 3],
    by_client: HashMap<String, usize>,
    by_address: HashMap<IpAddr, usize>,
    next_id: u64,
}

impl Line {
    fn waiting_count(&self) -> usize {
        self.waiting.iter().map(VecDeque::len).sum()
    }

    fn count(&mut self, asker: &Asker) {
        *self.by_client.entry(asker.client.clone()).or_insert(0) += 1;
        if let Some(a) = asker.address {
            *self.by_address.entry(a).or_insert(0) += 1;
        }
    }

    fn uncount(&mut self, asker: &Asker) {
        fn down<K: std::hash::Hash + Eq>(m: &mut HashMap<K, usize>, k: &K) {
            if let Some(n) = m.get_mut(k) {
                *n -= 1;
                if *n == 0 {
                    m.remove(k);
                }
            }
        }
        down(&mut self.by_client, &asker.client);
        if let Some(a) = asker.address {
            down(&mut self.by_address, &a);
        }
    }

    /// The next waiter, the highest priority first.
    fn pop(&mut self) -> Option<Waiter> {
        self.waiting.iter_mut().find_map(VecDeque::pop_front)
    }
}

/// The server's turns to search.
pub struct SearchTurns {
    slots: usize,
    line: Mutex<Line>,
}

/// A turn to search: the search runs while it is held; dropping it passes the turn
/// on.
pub struct Turn {
    turns: Arc<SearchTurns>,
    asker: Asker,
}

impl Drop for Turn {
    fn drop(&mut self) {
        self.turns.pass_on(&self.asker);
    }
}

/// A search waiting in line: if it is given up (its request went away, or waited
/// too long), it leaves the line.
struct Waiting<'a> {
    turns: &'a SearchTurns,
    id: u64,
}

impl Drop for Waiting<'_> {
    fn drop(&mut self) {
        let mut line = self.turns.line.lock().expect("the search line");
        for q in line.waiting.iter_mut() {
            if let Some(i) = q.iter().position(|w| w.id == self.id) {
                let w = q.remove(i).expect("found");
                line.uncount(&w.asker);
                return;
            }
        }
        // Not in line: it was given a turn, which its dropped receiver drops.
    }
}

impl SearchTurns {
    /// `slots` searches at once.
    pub fn new(slots: usize) -> Arc<SearchTurns> {
        Arc::new(SearchTurns {
            slots: slots.max(1),
            line: Mutex::default(),
        })
    }

    /// A turn for `asker`'s search: at once if one is free, else after those ahead
    /// of it in line (at most [`MAX_WAIT`]).
    pub async fn turn(self: &Arc<Self>, asker: Asker) -> Result<Turn, NoTurn> {
        let (rx, id) = {
            let mut line = self.line.lock().expect("the search line");
            let client = line.by_client.get(&asker.client).copied().unwrap_or(0);
            let address = asker
                .address
                .and_then(|a| line.by_address.get(&a).copied())
                .unwrap_or(0);
            if client >= PER_CLIENT || address >= PER_ADDRESS {
                return Err(NoTurn::OverShare);
            }
            if line.running < self.slots {
                line.running += 1;
                line.count(&asker);
                return Ok(Turn {
                    turns: self.clone(),
                    asker,
                });
            }
            if line.waiting_count() >= MAX_WAITING {
                return Err(NoTurn::Busy);
            }
            line.count(&asker);
            let (tx, rx) = oneshot::channel();
            line.next_id += 1;
            let id = line.next_id;
            line.waiting[asker.priority as usize].push_back(Waiter {
                id,
                asker,
                grant: tx,
            });
            (rx, id)
        };
        let _waiting = Waiting { turns: self, id };
        match tokio::time::timeout(MAX_WAIT, rx).await {
            Ok(Ok(turn)) => Ok(turn),
            _ => Err(NoTurn::Busy),
        }
    }

    /// A search ended: its asker's count goes down and its turn goes to the next
    /// waiter still waiting.
    fn pass_on(self: &Arc<Self>, asker: &Asker) {
        // Turns whose waiter went away meanwhile: dropped once the line is unlocked
        // (each passes its turn on in turn).
        let mut unclaimed = Vec::new();
        {
            let mut line = self.line.lock().expect("the search line");
            line.uncount(asker);
            match line.pop() {
                None => line.running -= 1,
                Some(w) => {
                    let turn = Turn {
                        turns: self.clone(),
                        asker: w.asker,
                    };
                    if let Err(turn) = w.grant.send(turn) {
                        unclaimed.push(turn);
                    }
                }
            }
        }
        drop(unclaimed);
    }

    /// Searches running now.
    pub fn running(&self) -> usize {
        self.line.lock().expect("the search line").running
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn asker(priority: Priority, client: &str) -> Asker {
        Asker {
            priority,
            client: client.into(),
            address: None,
        }
    }

    #[tokio::test]
    async fn a_hint_goes_before_the_analyses_waiting_ahead_of_it() {
        let turns = SearchTurns::new(1);
        let first = turns.turn(asker(Priority::Anonymous, "a")).await.unwrap();
        let order = Arc::new(Mutex::new(Vec::new()));
        let mut waiting = Vec::new();
        for (p, c) in [
            (Priority::Anonymous, "b"),
            (Priority::Player, "c"),
            (Priority::Hint, "d"),
        ] {
            let (turns, order) = (turns.clone(), order.clone());
            waiting.push(tokio::spawn(async move {
                let t = turns.turn(asker(p, c)).await.unwrap();
                order.lock().unwrap().push(c.to_string());
                drop(t);
            }));
            tokio::task::yield_now().await;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
        drop(first);
        for w in waiting {
            w.await.unwrap();
        }
        assert_eq!(*order.lock().unwrap(), ["d", "c", "b"]);
        assert_eq!(turns.running(), 0);
    }

    #[tokio::test]
    async fn a_client_has_one_search_and_an_address_its_share() {
        let turns = SearchTurns::new(8);
        let held = turns.turn(asker(Priority::Anonymous, "a")).await.unwrap();
        assert_eq!(
            turns.turn(asker(Priority::Anonymous, "a")).await.err(),
            Some(NoTurn::OverShare)
        );
        let ip: IpAddr = "192.0.2.1".parse().unwrap();
        let mut by_address = Vec::new();
        for i in 0..PER_ADDRESS {
            let mut a = asker(Priority::Anonymous, &format!("k{i}"));
            a.address = Some(ip);
            by_address.push(turns.turn(a).await);
        }
        let mut one_more = asker(Priority::Anonymous, "k-last");
        one_more.address = Some(ip);
        assert!(by_address.iter().all(Result::is_ok));
        assert_eq!(turns.turn(one_more).await.err(), Some(NoTurn::OverShare));
        drop(held);
        drop(by_address);
        assert_eq!(turns.running(), 0);
    }

    #[tokio::test]
    async fn a_waiter_that_goes_away_passes_its_turn_on() {
        let turns = SearchTurns::new(1);
        let held = turns.turn(asker(Priority::Player, "a")).await.unwrap();
        let t2 = turns.clone();
        let gone = tokio::spawn(async move { t2.turn(asker(Priority::Player, "b")).await.is_ok() });
        tokio::time::sleep(Duration::from_millis(10)).await;
        gone.abort();
        let t3 = turns.clone();
        let next = tokio::spawn(async move { t3.turn(asker(Priority::Player, "c")).await.is_ok() });
        tokio::time::sleep(Duration::from_millis(10)).await;
        drop(held);
        assert!(next.await.unwrap());
        assert_eq!(turns.running(), 0);
        // "b" left the line: it may ask again.
        assert!(turns.turn(asker(Priority::Player, "b")).await.is_ok());
    }
}
