//! Rate limits: the one place that decides how fast a client may go.
//!
//! - **HTTP requests**, per player key (every request that carries one) and per peer
//!   address (every request). Requests from the server's own machine (loopback) are
//!   not limited by address: they are the operator's tools, or a reverse proxy on the
//!   same host, which sees the real addresses and should limit them itself
//!   (docs/server.md). A refused request gets `429 too_fast` with `Retry-After`.
//! - **WebSocket messages**, per seat (shared by every connection that holds the
//!   seat's token, so opening more sockets buys no speed) and per spectator connection.
//! - **Chat lines**, per seat, far slower than actions.
//! - **Rooms created**, per player key and per peer address (loopback exempt as
//!   above), per hour ([`crate::RoomPolicy`]).
//! - **Open connections** (HTTP and WebSocket), per peer address (loopback exempt
//!   as above, [`crate::ConnectionPolicy::per_address`]): one address cannot take
//!   every file descriptor of the server.
//!
//! Buckets that have filled up again are forgotten every minute, so the memory they
//! take follows the clients active in the last minute.

use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};
use std::collections::HashMap;
use std::net::IpAddr;
use std::num::NonZeroU32;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// Requests a player key may make in a burst, and per second after it.
pub const KEY_BURST: u32 = 120;
pub const KEY_PER_SECOND: u32 = 20;
/// Requests a peer address may make in a burst, and per second after it.
pub const ADDRESS_BURST: u32 = 600;
pub const ADDRESS_PER_SECOND: u32 = 60;
/// WebSocket messages a seat (or a spectator's connection) may send in a burst, and
/// per second after it: fast programmatic clients are not throttled, floods are.
pub const MESSAGE_BURST: u32 = 100;
pub const MESSAGE_PER_SECOND: u32 = 50;
/// Chat lines a seat (or a spectator's connection) may send in a burst, and the
/// seconds it waits for each one after it.
pub const CHAT_BURST: u32 = 5;
pub const CHAT_SECONDS_PER_LINE: u64 = 2;
/// How often full buckets are forgotten.
pub const FORGET_EVERY: Duration = Duration::from_secs(60);

/// Who sends WebSocket messages.
#[derive(Clone, Debug, Hash, PartialEq, Eq)]
pub enum Sender {
    /// A seat of a room, whichever of its connections sends.
    Seat { room: String, seat: usize },
    /// One spectator connection (by a number the server gives it).
    Spectator(u64),
}

/// Every rate limit of a server.
pub struct Limits {
    keys: DefaultKeyedRateLimiter<String>,
    addresses: DefaultKeyedRateLimiter<IpAddr>,
    messages: DefaultKeyedRateLimiter<Sender>,
    chat: DefaultKeyedRateLimiter<Sender>,
    rooms_by_key: DefaultKeyedRateLimiter<String>,
    rooms_by_address: DefaultKeyedRateLimiter<IpAddr>,
    clock: DefaultClock,
    /// Open connections by peer address.
    open: Arc<Mutex<HashMap<IpAddr, usize>>>,
    /// The most open connections of one address.
    per_address: usize,
    /// Whether loopback is exempt from the per-address limits.
    loopback_exempt: bool,
}

/// One open connection of a peer address: counted until the last holder drops it
/// (the HTTP connection, and the WebSocket it became).
pub struct ConnectionSlot {
    open: Arc<Mutex<HashMap<IpAddr, usize>>>,
    ip: Option<IpAddr>,
}

impl Drop for ConnectionSlot {
    fn drop(&mut self) {
        let Some(ip) = self.ip else { return };
        let mut open = self.open.lock().expect("the open connections");
        if let Some(n) = open.get_mut(&ip) {
            *n -= 1;
            if *n == 0 {
                open.remove(&ip);
            }
        }
    }
}

fn quota(burst: u32, per_second: u32) -> Quota {
    let n = |x: u32| NonZeroU32::new(x.max(1)).expect("at least 1");
    Quota::per_second(n(per_second)).allow_burst(n(burst))
}

/// `n` a hour, all of them at once if they come at once.
fn per_hour(n: u32) -> Quota {
    let n = NonZeroU32::new(n.max(1)).expect("at least 1");
    Quota::with_period(Duration::from_secs(3600) / n.get())
        .expect("a period above zero")
        .allow_burst(n)
}

impl Default for Limits {
    fn default() -> Self {
        Limits::new(&crate::Policy::default())
    }
}

impl Limits {
    /// The limits of a server with `policy`.
    pub fn new(policy: &crate::Policy) -> Self {
        let rooms = &policy.rooms;
        let chat = Quota::with_period(Duration::from_secs(CHAT_SECONDS_PER_LINE))
            .expect("a period above zero")
            .allow_burst(NonZeroU32::new(CHAT_BURST).expect("above zero"));
        Limits {
            keys: RateLimiter::keyed(quota(KEY_BURST, KEY_PER_SECOND)),
            addresses: RateLimiter::keyed(quota(ADDRESS_BURST, ADDRESS_PER_SECOND)),
            messages: RateLimiter::keyed(quota(MESSAGE_BURST, MESSAGE_PER_SECOND)),
            chat: RateLimiter::keyed(chat),
            rooms_by_key: RateLimiter::keyed(per_hour(rooms.created_per_player_hour)),
            rooms_by_address: RateLimiter::keyed(per_hour(rooms.created_per_address_hour)),
            clock: DefaultClock::default(),
            open: Arc::default(),
            per_address: policy.connections.per_address.max(1),
            loopback_exempt: policy.loopback_exempt,
        }
    }

    /// The address whose allowance a client's request takes: none for loopback
    /// while it is exempt (the operator's tools, or a reverse proxy on the host).
    pub fn counted(&self, peer: Option<IpAddr>) -> Option<IpAddr> {
        peer.filter(|ip| !(self.loopback_exempt && ip.is_loopback()))
    }

    /// Takes one new room from the allowance of its creator's key (hash) and address.
    pub fn room(&self, peer: Option<IpAddr>, key_hash: &str) -> Result<(), Duration> {
        if let Some(ip) = self.counted(peer) {
            self.take(&self.rooms_by_address, &ip)?;
        }
        self.take(&self.rooms_by_key, &key_hash.to_string())
    }

    /// A slot for a new connection from `peer`; `None` when that address has
    /// [`crate::ConnectionPolicy::per_address`] open already.
    pub fn connection(&self, peer: IpAddr) -> Option<ConnectionSlot> {
        let ip = self.counted(Some(peer));
        if let Some(ip) = ip {
            let mut open = self.open.lock().expect("the open connections");
            let n = open.entry(ip).or_insert(0);
            if *n >= self.per_address {
                return None;
            }
            *n += 1;
        }
        Some(ConnectionSlot {
            open: self.open.clone(),
            ip,
        })
    }

    /// Open connections counted for `peer`.
    pub fn connections_of(&self, peer: IpAddr) -> usize {
        let open = self.open.lock().expect("the open connections");
        open.get(&peer).copied().unwrap_or(0)
    }
}

impl Limits {
    /// Takes one HTTP request from the allowance of its address and of its player
    /// key (the key's hash); refused: how long to wait.
    pub fn request(&self, peer: Option<IpAddr>, key_hash: Option<&str>) -> Result<(), Duration> {
        if let Some(ip) = self.counted(peer) {
            self.take(&self.addresses, &ip)?;
        }
        if let Some(k) = key_hash {
            self.take(&self.keys, &k.to_string())?;
        }
        Ok(())
    }

    /// Takes one WebSocket message from its sender's allowance.
    pub fn message(&self, from: &Sender) -> Result<(), Duration> {
        self.take(&self.messages, from)
    }

    /// Takes one chat line from its sender's allowance.
    pub fn chat(&self, from: &Sender) -> Result<(), Duration> {
        self.take(&self.chat, from)
    }

    fn take<K: std::hash::Hash + Eq + Clone>(
        &self,
        limiter: &DefaultKeyedRateLimiter<K>,
        key: &K,
    ) -> Result<(), Duration> {
        limiter
            .check_key(key)
            .map_err(|not_until| not_until.wait_time_from(self.clock.now()))
    }

    /// Forgets the buckets that are full again (their clients went quiet).
    pub fn forget_idle(&self) {
        for l in [&self.messages, &self.chat] {
            l.retain_recent();
            l.shrink_to_fit();
        }
        self.keys.retain_recent();
        self.keys.shrink_to_fit();
        self.addresses.retain_recent();
        self.addresses.shrink_to_fit();
        self.rooms_by_key.retain_recent();
        self.rooms_by_key.shrink_to_fit();
        self.rooms_by_address.retain_recent();
        self.rooms_by_address.shrink_to_fit();
    }

    /// Buckets held now (for tests and metrics).
    pub fn held(&self) -> usize {
        self.keys.len()
            + self.addresses.len()
            + self.messages.len()
            + self.chat.len()
            + self.rooms_by_key.len()
            + self.rooms_by_address.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_is_refused_after_its_burst_and_another_key_is_not() {
        let l = Limits::default();
        for _ in 0..KEY_BURST {
            l.request(None, Some("a")).unwrap();
        }
        let wait = l.request(None, Some("a")).unwrap_err();
        assert!(wait > Duration::ZERO && wait <= Duration::from_secs(1));
        l.request(None, Some("b")).unwrap();
    }

    #[test]
    fn an_address_is_limited_but_loopback_is_not() {
        let l = Limits::default();
        let far: IpAddr = "192.0.2.7".parse().unwrap();
        for _ in 0..ADDRESS_BURST {
            l.request(Some(far), None).unwrap();
        }
        assert!(l.request(Some(far), None).is_err());
        // The address's refusal holds whatever key the request carries.
        assert!(l.request(Some(far), Some("fresh")).is_err());
        let here: IpAddr = "127.0.0.1".parse().unwrap();
        for _ in 0..ADDRESS_BURST * 2 {
            l.request(Some(here), None).unwrap();
        }
    }

    #[test]
    fn a_seat_shares_one_allowance_and_chat_is_slower() {
        let l = Limits::default();
        let seat = Sender::Seat {
            room: "r".into(),
            seat: 1,
        };
        for _ in 0..MESSAGE_BURST {
            l.message(&seat).unwrap();
        }
        assert!(l.message(&seat).is_err());
        assert!(l.message(&Sender::Spectator(3)).is_ok());
        for _ in 0..CHAT_BURST {
            l.chat(&seat).unwrap();
        }
        let wait = l.chat(&seat).unwrap_err();
        assert!(wait > Duration::from_millis(500));
    }

    #[test]
    fn rooms_are_limited_per_key_and_per_far_address() {
        let rooms = crate::RoomPolicy {
            created_per_player_hour: 3,
            created_per_address_hour: 5,
            ..crate::RoomPolicy::default()
        };
        let l = Limits::new(&crate::Policy {
            rooms,
            ..crate::Policy::default()
        });
        for _ in 0..3 {
            l.room(None, "k").unwrap();
        }
        let wait = l.room(None, "k").unwrap_err();
        assert!(wait > Duration::from_secs(60), "{wait:?}");
        let far: IpAddr = "192.0.2.9".parse().unwrap();
        for i in 0..5 {
            l.room(Some(far), &format!("key{i}")).unwrap();
        }
        assert!(l.room(Some(far), "another").is_err());
    }

    #[test]
    fn an_address_holds_at_most_its_connections_until_one_closes() {
        let mut policy = crate::Policy::default();
        policy.connections.per_address = 3;
        let l = Limits::new(&policy);
        let far: IpAddr = "192.0.2.8".parse().unwrap();
        let mut held: Vec<ConnectionSlot> = (0..3).map(|_| l.connection(far).unwrap()).collect();
        assert!(l.connection(far).is_none());
        assert!(l.connection("192.0.2.9".parse().unwrap()).is_some());
        held.pop();
        assert_eq!(l.connections_of(far), 2);
        held.push(l.connection(far).unwrap());
        drop(held);
        assert_eq!(l.connections_of(far), 0);
        // Loopback is exempt unless the operator says otherwise.
        let here: IpAddr = "127.0.0.1".parse().unwrap();
        let many: Vec<_> = (0..10).map(|_| l.connection(here).unwrap()).collect();
        assert_eq!(many.len(), 10);
        policy.loopback_exempt = false;
        let l = Limits::new(&policy);
        let few: Vec<_> = (0..10).filter_map(|_| l.connection(here)).collect();
        assert_eq!(few.len(), 3);
    }

    #[test]
    fn full_buckets_are_forgotten() {
        let l = Limits::default();
        l.message(&Sender::Spectator(1)).unwrap();
        assert!(l.held() >= 1);
        std::thread::sleep(Duration::from_millis(60));
        // One message of a burst of 100 at 50 a second is back after 20 ms.
        l.forget_idle();
        assert_eq!(l.held(), 0);
    }
}
