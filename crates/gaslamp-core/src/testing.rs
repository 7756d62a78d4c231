//! The conformance harness every game must pass (feature `testing`).
//!
//! One call plays seeded random games of a game through its [`Game`] interface and
//! through [`Match`], and checks the promises the rest of Gaslamp relies on:
//!
//! ```ignore
//! gaslamp_core::testing::conformance::<Goofspiel>(&Components::default(), &Conformance::default());
//! ```
//!
//! At every step of every game, every seat in [`Game::to_act`] is served, in a random
//! order, with a random legal action (through [`Match::submit`],
//! [`Match::submit_text`] or [`Match::step_unchecked`] in turn), and:
//!
//! - **turns**: the game is over exactly when nobody must act; then nobody has legal
//!   actions and there is an outcome; otherwise exactly the seats in `to_act` have
//!   legal actions, without duplicates; only games that say they are `simultaneous`
//!   ever have several seats to act, and only they have [`Game::secret_pending`];
//! - **legal ⇔ accepted**: every listed action passes [`Game::check`]; actions listed
//!   elsewhere (other seats, other states, other games) that are not listed for a seat
//!   now — and every action for a seat that does not exist — are refused by `check`
//!   and by `apply` with the same non-empty code, a non-empty message, and no change
//!   (every observer's view, `to_act`, scores, legal lists); hostile texts never make
//!   [`Game::parse_action`] panic, and a refused submission leaves a [`Match`] as it was;
//! - **checked = unchecked**: `apply` and `apply_unchecked` of a listed action give
//!   equal states (every observer's view, `to_act`, scores, `is_over`, outcome, every
//!   seat's legal list, `secret_pending`);
//! - **notation**: `parse_action(action_text(a)) == a` for every listed action;
//! - **hidden information**: for every seat `p`, a state `s'` drawn by
//!   [`Game::sample_from_view`] from `p`'s view has the same view for `p`, the same
//!   `to_act` and the same legal actions for `p`; and for every acting seat's action
//!   (listed in both), whenever `p`'s views after the action are equal in `s` and `s'`,
//!   so are the events filtered for `p` (compared as JSON). Views after the action may
//!   legitimately differ when the action reveals hidden parts (a card drawn, the last
//!   secret bid); the events are then not compared, and the report counts both cases.
//!   So a view must hold everything an event has shown its observer (a revealed bid
//!   stays in the view's history): the view is the seat's whole knowledge, which is
//!   also what search bots sample from;
//! - **simultaneous seats** (see the crate documentation): when several seats must
//!   act, each one's action leaves the others in `to_act` with unchanged legal lists,
//!   makes `secret_pending` true, and whichever listed action it was, every other
//!   observer sees the same view and the same filtered events; applying every pending
//!   seat's action in two different orders gives equal states, with `secret_pending`
//!   true until the last and false after it;
//! - **records**: [`Match::record_for`] gives, before the end, a record without seed or
//!   setup that holds every action except other seats' unrevealed ones, and the full
//!   record once the game is over; the full record survives JSON and
//!   [`Match::from_record`] with equal states and version (checked at a random step of
//!   every game and at its end), and a withheld record refuses to replay;
//! - **replay**: [`Match::replay`] never stopped gives the match `from_record` gives
//!   (version, views, records), calling its closure at the start and after each
//!   action in order with the record's seats and texts; stopped after a random number
//!   `k` of actions, it gives the match at version `k`, equal to the replay of the
//!   record's first `k` actions;
//! - **termination**: every game ends within [`Conformance::max_steps`] actions.
//!
//! A failure panics with the game's name, the player count, the game's seed, the step
//! and what differed; [`check_game`] replays that one game.

use crate::{
    codes, Game, Match, Observer, Outcome, Record, ReplayError, Seat, SeatSet, RECORD_VERSION,
};
use rand::seq::SliceRandom;
use rand::Rng;
use std::collections::HashSet;
use std::fmt::Debug;
use std::ops::ControlFlow;

/// How much to play.
#[derive(Clone, Debug)]
pub struct Conformance {
    /// The player counts to play; empty: every count of the game's range.
    pub players: Vec<usize>,
    /// Random games per player count.
    pub games: usize,
    /// A game that has not ended after this many actions is a failure.
    pub max_steps: usize,
    /// Game `i` with `n` players uses seed `seed + 1000 * n + i`.
    pub seed: u64,
    /// Every `deep_every`-th step checks every listed action of every seat in depth
    /// (checked and unchecked apply, notation, hidden information, simultaneous
    /// choices); the other steps check the actions played and a few refusals.
    /// 1 = every step.
    pub deep_every: usize,
    /// Unlisted candidates tried per seat and step.
    pub refusal_candidates: usize,
}

impl Default for Conformance {
    fn default() -> Self {
        Conformance {
            players: Vec::new(),
            games: 12,
            max_steps: 100_000,
            seed: 0,
            deep_every: 1,
            refusal_candidates: 6,
        }
    }
}

/// What the harness exercised (so a game's test can assert the checks really ran).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    pub games: usize,
    /// Actions applied in all.
    pub steps: usize,
    pub deep_steps: usize,
    /// Unlisted actions refused.
    pub refusals: usize,
    /// Listed actions applied both checked and unchecked.
    pub checked_unchecked: usize,
    /// Resampled states whose views after an action were equal, so their events were
    /// compared.
    pub events_compared: usize,
    /// … and those whose views after the action differed (the action revealed
    /// hidden parts).
    pub views_revealed: usize,
    /// States where several seats had to act.
    pub simultaneous_states: usize,
    /// Pairs of different pending choices whose effect on the other observers was
    /// compared.
    pub pending_pairs: usize,
    /// Withheld records checked while a secret choice was pending.
    pub withheld_with_pending: usize,
    pub record_round_trips: usize,
    /// Games played by stalling policies (always the last legal action, always the
    /// first), each ended within [`Game::max_actions`].
    pub stalling_games: usize,
}

impl Report {
    fn add(&mut self, o: &Report) {
        self.games += o.games;
        self.steps += o.steps;
        self.deep_steps += o.deep_steps;
        self.refusals += o.refusals;
        self.checked_unchecked += o.checked_unchecked;
        self.events_compared += o.events_compared;
        self.views_revealed += o.views_revealed;
        self.simultaneous_states += o.simultaneous_states;
        self.pending_pairs += o.pending_pairs;
        self.withheld_with_pending += o.withheld_with_pending;
        self.record_round_trips += o.record_round_trips;
        self.stalling_games += o.stalling_games;
    }
}

/// Plays the random games of `config` and checks every promise listed in the module
/// documentation; panics with the game, player count, seed and step of the first
/// failure. Returns what was exercised.
pub fn conformance<G: Game>(components: &G::Components, config: &Conformance) -> Report {
    let info = G::info();
    let players: Vec<usize> = if config.players.is_empty() {
        (info.min_players..=info.max_players).collect()
    } else {
        config.players.clone()
    };
    let mut total = Report::default();
    for &n in &players {
        for i in 0..config.games {
            let seed = config
                .seed
                .wrapping_add(1000 * n as u64)
                .wrapping_add(i as u64);
            match check_game::<G>(components, n, seed, config) {
                Ok(r) => total.add(&r),
                Err(e) => panic!("{e}"),
            }
            for policy in [Stalling::Last, Stalling::First] {
                if let Err(e) = ends_within_bound::<G>(components, n, seed, policy) {
                    panic!("{e}");
                }
                total.stalling_games += 1;
            }
        }
    }
    total
}

/// A policy chosen to make a game last: every seat that must act takes the last of
/// its legal actions, or the first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stalling {
    Last,
    First,
}

/// Plays a game of `players` and `seed` with `policy` for every seat; the number of
/// actions it took, or an error if it did not end within [`Game::max_actions`].
pub fn ends_within_bound<G: Game>(
    components: &G::Components,
    players: usize,
    seed: u64,
    policy: Stalling,
) -> Result<u64, String> {
    let name = G::info().name;
    let bound = G::max_actions(components, players);
    let mut g = G::new_game(components, players, seed, None)
        .map_err(|e| format!("{name}: {players} players, seed {seed}: {e}"))?;
    let mut n = 0u64;
    let mut legal = Vec::new();
    while !g.is_over() {
        let seat = g.to_act().iter().next().ok_or_else(|| {
            format!("{name}: {players} players, seed {seed}: nobody acts and the game is not over")
        })?;
        legal.clear();
        g.legal_actions_into(seat, &mut legal);
        let a = match policy {
            Stalling::Last => legal.last(),
            Stalling::First => legal.first(),
        }
        .ok_or_else(|| format!("{name}: {players} players, seed {seed}: seat {seat} must act but has no legal action"))?
        .clone();
        g.apply_unchecked(seat, &a);
        n += 1;
        if n > bound {
            return Err(format!(
                "{name}: {players} players, seed {seed}, every seat taking the {} legal action: not over after {bound} actions, the bound the game declares",
                match policy {
                    Stalling::Last => "last",
                    Stalling::First => "first",
                }
            ));
        }
    }
    Ok(n)
}

/// Plays and checks the one game of `players` players and `seed`; the error names
/// the game, the seed, the step and what was wrong.
pub fn check_game<G: Game>(
    components: &G::Components,
    players: usize,
    seed: u64,
    config: &Conformance,
) -> Result<Report, String> {
    let mut h = Harness::<G> {
        components,
        config,
        n: players,
        seed,
        rng: crate::rng_from_seed(seed ^ 0x5EED_C0DE_F00D_0001),
        pool: Vec::new(),
        pooled: HashSet::new(),
        pending: Vec::new(),
        report: Report::default(),
        step: 0,
        at: String::new(),
    };
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| h.play()))
        .unwrap_or_else(|p| {
            Err(format!(
                "panic: {}",
                p.downcast_ref::<String>()
                    .cloned()
                    .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_else(|| "(no message)".into())
            ))
        });
    let name = G::info().name;
    match result {
        Ok(()) => {
            h.report.games = 1;
            Ok(h.report)
        }
        Err(e) => Err(format!(
            "conformance of `{name}` failed: {players} players, game seed {seed}, step {}{}: {e}\n\
             (reproduce with gaslamp_core::testing::check_game(&components, {players}, {seed}, &config))",
            h.step,
            if h.at.is_empty() {
                String::new()
            } else {
                format!(" ({})", h.at)
            },
        )),
    }
}

macro_rules! ensure {
    ($cond:expr, $($fmt:tt)+) => {
        if !$cond {
            return Err(format!($($fmt)+));
        }
    };
}

/// Debug text, shortened for messages.
fn short<T: Debug>(t: &T) -> String {
    let s = format!("{t:?}");
    if s.chars().count() > 600 {
        let cut: String = s.chars().take(600).collect();
        format!("{cut}…")
    } else {
        s
    }
}

/// Everything of a state the harness compares (a game need not implement `PartialEq`);
/// [`differ`] compares two.
struct Fingerprint<G: Game> {
    views: Vec<G::View>,
    to_act: SeatSet,
    scores: Vec<i32>,
    over: bool,
    outcome: Option<Outcome>,
    legal: Vec<Vec<G::Action>>,
    pending: bool,
}

/// The seats of a set, for messages.
fn seats(s: SeatSet) -> Vec<Seat> {
    s.iter().collect()
}

fn observers(n: usize) -> impl Iterator<Item = Observer> {
    (0..n).map(Observer::Seat).chain([Observer::Spectator])
}

fn fingerprint<G: Game>(g: &G) -> Fingerprint<G> {
    let n = g.num_players();
    Fingerprint {
        views: observers(n).map(|o| g.view(o)).collect(),
        to_act: g.to_act(),
        scores: g.scores(),
        over: g.is_over(),
        outcome: g.outcome(),
        legal: (0..n).map(|s| g.legal_actions(s)).collect(),
        pending: g.secret_pending(),
    }
}

/// Which part of two fingerprints differs, for messages.
fn differ<G: Game>(a: &Fingerprint<G>, b: &Fingerprint<G>) -> Option<String> {
    let n = a.legal.len();
    for (i, o) in observers(n).enumerate() {
        if a.views.get(i) != b.views.get(i) {
            return Some(format!(
                "the views of {o:?} differ:\n  {}\n  {}",
                short(&a.views.get(i)),
                short(&b.views.get(i))
            ));
        }
    }
    if a.to_act != b.to_act {
        return Some(format!(
            "to_act differs: {:?} vs {:?}",
            seats(a.to_act),
            seats(b.to_act)
        ));
    }
    if a.scores != b.scores || a.over != b.over || a.outcome != b.outcome {
        return Some(format!(
            "scores / end differ: {:?} {} {:?} vs {:?} {} {:?}",
            a.scores, a.over, a.outcome, b.scores, b.over, b.outcome
        ));
    }
    for s in 0..n {
        if a.legal[s] != b.legal[s] {
            return Some(format!(
                "the legal actions of seat {s} differ:\n  {}\n  {}",
                short(&a.legal[s]),
                short(&b.legal[s])
            ));
        }
    }
    if a.pending != b.pending {
        return Some(format!(
            "secret_pending differs: {} vs {}",
            a.pending, b.pending
        ));
    }
    None
}

fn same<G: Game>(a: &G, b: &G, what: &str) -> Result<(), String> {
    match differ(&fingerprint(a), &fingerprint(b)) {
        None => Ok(()),
        Some(d) => Err(format!("{what}: {d}")),
    }
}

/// Two matches are the same: version, state (every view, legal list, …) and the
/// records every observer gets.
fn same_match<G: Game>(a: &Match<G>, b: &Match<G>, what: &str) -> Result<(), String> {
    ensure!(
        a.version() == b.version(),
        "{what}: versions {} and {}",
        a.version(),
        b.version()
    );
    same(a.state(), b.state(), what)?;
    ensure!(a.record() == b.record(), "{what}: the records differ");
    for o in observers(a.num_players()) {
        ensure!(
            a.record_for(o) == b.record_for(o),
            "{what}: the records for {o:?} differ"
        );
    }
    Ok(())
}

fn json<T: serde::Serialize>(t: &T) -> Result<serde_json::Value, String> {
    serde_json::to_value(t).map_err(|e| format!("does not serialize to JSON: {e}"))
}

fn filtered_json<G: Game>(
    g: &G,
    events: &[G::Event],
    o: Observer,
) -> Result<serde_json::Value, String> {
    let v: Vec<G::Event> = events.iter().filter_map(|e| g.filter_event(e, o)).collect();
    json(&v)
}

/// Every action that differs from `a` in one number or flag of its JSON form (and
/// still reads as an action): neighbours, 0, -1, 255, 65535 and beyond; `null`
/// becomes 0 or 1; `true` and `false` swap.
fn mutations<A: serde::Serialize + serde::de::DeserializeOwned>(a: &A, out: &mut Vec<A>) {
    fn variants(v: &serde_json::Value, out: &mut Vec<serde_json::Value>) {
        use serde_json::Value;
        match v {
            Value::Array(xs) => {
                for i in 0..xs.len() {
                    let mut inner = Vec::new();
                    variants(&xs[i], &mut inner);
                    for m in inner {
                        let mut c = xs.clone();
                        c[i] = m;
                        out.push(Value::Array(c));
                    }
                }
            }
            Value::Object(map) => {
                for (k, x) in map {
                    let mut inner = Vec::new();
                    variants(x, &mut inner);
                    for m in inner {
                        let mut c = map.clone();
                        c.insert(k.clone(), m);
                        out.push(Value::Object(c));
                    }
                }
            }
            Value::Number(n) => {
                if let Some(i) = n.as_i64() {
                    for x in [i + 1, i - 1, 0, -1, 255, 256, 65535, 1 << 31, i64::MAX] {
                        if x != i {
                            out.push(x.into());
                        }
                    }
                } else if let Some(f) = n.as_f64() {
                    for x in [0.0, -1.0, f + 1.0, 1e300] {
                        out.push(x.into());
                    }
                }
            }
            Value::Bool(b) => out.push((!b).into()),
            Value::Null => {
                out.push(0.into());
                out.push(1.into());
            }
            Value::String(_) => {}
        }
    }
    let Ok(v) = serde_json::to_value(a) else {
        return;
    };
    let mut vs = Vec::new();
    variants(&v, &mut vs);
    out.extend(
        vs.into_iter()
            .filter_map(|v| serde_json::from_value(v).ok()),
    );
}

/// Texts a client could send: empty, control characters, long, odd numbers.
const HOSTILE: &[&str] = &[
    "",
    " ",
    "\u{0}",
    "\u{1b}[2J\u{7}",
    "-1",
    "99999999999999999999999",
    "1e400",
    "NaN",
    "é ü 🂡",
    "\n\t\r",
    ":::",
    "@@@ ### ---",
];

struct Harness<'a, G: Game> {
    components: &'a G::Components,
    config: &'a Conformance,
    n: usize,
    seed: u64,
    rng: crate::GameRng,
    /// Actions listed anywhere so far (candidates for refusals).
    pool: Vec<G::Action>,
    pooled: HashSet<G::Action>,
    /// Indices of the match's actions whose secret is still pending.
    pending: Vec<usize>,
    report: Report,
    step: usize,
    /// What the current check is about (seat, action), for messages.
    at: String,
}

impl<G: Game> Harness<'_, G> {
    fn play(&mut self) -> Result<(), String> {
        let info = G::info();
        let mut m = Match::<G>::new(self.components, self.n, self.seed, None)
            .map_err(|e| format!("new game: {e}"))?;
        ensure!(
            m.num_players() == self.n,
            "num_players() is {}, expected {}",
            m.num_players(),
            self.n
        );
        let again = G::new_game(self.components, self.n, self.seed, None)
            .map_err(|e| format!("new game: {e}"))?;
        same(m.state(), &again, "two games with one seed")?;
        let round_trip_at = self.rng.gen_range(1..16usize);
        let deep_every = self.config.deep_every.max(1);
        let bound = G::max_actions(self.components, self.n);
        while !m.is_over() {
            ensure!(
                self.step < self.config.max_steps,
                "the game did not end within {} actions",
                self.config.max_steps
            );
            ensure!(
                (self.step as u64) < bound,
                "the game did not end within {bound} actions, the bound it declares"
            );
            let deep = self.step.checked_rem(deep_every) == Some(0);
            self.at.clear();
            self.check_state(m.state(), deep, info.simultaneous)?;
            if deep || !self.pending.is_empty() {
                self.check_records(&m)?;
            }
            if self.step == round_trip_at {
                self.check_round_trip(&m)?;
            }
            self.check_match_refusal(&m)?;
            // One random seat of those to act (so every one is served, in random order).
            let to_act: Vec<Seat> = m.to_act().iter().collect();
            let seat = to_act[self.rng.gen_range(0..to_act.len())];
            let legal = m.legal(seat);
            let a = legal[self.rng.gen_range(0..legal.len())].clone();
            let text = m.state().action_text(seat, &a);
            self.at = format!("seat {seat} plays `{text}`");
            let mut expected = m.state().clone();
            expected.apply_unchecked(seat, &a);
            let version = m.version();
            match self.step % 3 {
                0 => {
                    let acc = m.submit(seat, &a).map_err(|r| {
                        format!("a listed action was refused: {} ({})", r.message, r.code)
                    })?;
                    ensure!(
                        acc.version == version + 1 && acc.text == text && acc.seat == seat,
                        "accepted version {} text `{}` seat {}, expected {} `{text}` {seat}",
                        acc.version,
                        acc.text,
                        acc.seat,
                        version + 1
                    );
                    for o in observers(self.n) {
                        json(&m.events_for(&acc.events, o))?;
                    }
                }
                1 => {
                    m.submit_text(seat, &text).map_err(|r| {
                        format!(
                            "the text of a listed action was refused: {} ({})",
                            r.message, r.code
                        )
                    })?;
                }
                _ => m.step_unchecked(seat, &a),
            }
            ensure!(
                m.version() == version + 1,
                "the version went from {version} to {} on an accepted action",
                m.version()
            );
            same(&expected, m.state(), "the match's state after the action")?;
            if m.state().secret_pending() {
                self.pending.push(m.actions().len() - 1);
            } else {
                self.pending.clear();
            }
            self.step += 1;
            self.report.steps += 1;
        }
        self.at.clear();
        self.check_state(m.state(), true, info.simultaneous)?;
        self.check_records(&m)?;
        self.check_round_trip(&m)?;
        Ok(())
    }

    fn remember(&mut self, actions: &[G::Action]) {
        for a in actions {
            if self.pool.len() < 4096 && self.pooled.insert(a.clone()) {
                self.pool.push(a.clone());
            }
        }
    }

    fn check_state(&mut self, s: &G, deep: bool, simultaneous: bool) -> Result<(), String> {
        let n = self.n;
        let to_act = s.to_act();
        if deep {
            self.report.deep_steps += 1;
        }
        // Turns.
        ensure!(
            s.is_over() == to_act.is_empty(),
            "is_over() is {} but to_act is {:?}",
            s.is_over(),
            seats(to_act)
        );
        ensure!(
            s.is_over() == s.outcome().is_some(),
            "is_over() is {} but outcome() is {:?}",
            s.is_over(),
            s.outcome()
        );
        ensure!(
            s.scores().len() == n,
            "{} scores for {n} players",
            s.scores().len()
        );
        ensure!(
            to_act.iter().all(|p| p < n),
            "to_act {:?} names a seat beyond {n} players",
            seats(to_act)
        );
        if !simultaneous {
            ensure!(
                to_act.len() <= 1,
                "seats {:?} must act at once, but the game's info() says it is not simultaneous",
                seats(to_act)
            );
            ensure!(
                !s.secret_pending(),
                "secret_pending() in a game whose info() says it is not simultaneous"
            );
        }
        let legal: Vec<Vec<G::Action>> = (0..n).map(|p| s.legal_actions(p)).collect();
        for (p, l) in legal.iter().enumerate() {
            ensure!(
                l.is_empty() != to_act.contains(p),
                "seat {p} has {} legal actions but to_act is {:?}",
                l.len(),
                seats(to_act)
            );
            let distinct: HashSet<&G::Action> = l.iter().collect();
            ensure!(
                distinct.len() == l.len(),
                "seat {p}'s legal list has duplicates: {}",
                short(l)
            );
            self.remember(l);
        }
        ensure!(
            s.legal_actions(n).is_empty(),
            "the missing seat {n} has legal actions"
        );
        for p in 0..n {
            json(&s.view(Observer::Seat(p)))?;
        }
        json(&s.view(Observer::Spectator))?;
        // Listed actions: check, notation, checked = unchecked.
        for p in to_act.iter() {
            let sample: Vec<G::Action> = if deep {
                legal[p].clone()
            } else {
                vec![legal[p][self.rng.gen_range(0..legal[p].len())].clone()]
            };
            for a in &sample {
                let text = s.action_text(p, a);
                self.at = format!("seat {p}, listed action `{text}`");
                if let Err(r) = s.check(p, a) {
                    return Err(format!(
                        "check refuses a listed action: {} ({})",
                        r.message, r.code
                    ));
                }
                match s.parse_action(p, &text) {
                    Ok(b) if b == *a => {}
                    Ok(b) => {
                        return Err(format!(
                            "`{text}` reads back as {b:?}, not {a:?} (the notation does not round-trip)"
                        ))
                    }
                    Err(e) => return Err(format!("`{text}` does not read back: {e}")),
                }
                let mut checked = s.clone();
                let events = checked.apply(p, a).map_err(|r| {
                    format!("apply refuses a listed action: {} ({})", r.message, r.code)
                })?;
                for o in observers(n) {
                    filtered_json(&checked, &events, o)?;
                }
                let mut unchecked = s.clone();
                unchecked.apply_unchecked(p, a);
                same(&checked, &unchecked, "checked and unchecked apply")?;
                self.report.checked_unchecked += 1;
            }
        }
        self.at.clear();
        // Unlisted actions, and seats that may not act, are refused without change:
        // actions listed elsewhere, and mutations of one (numbers and flags changed, as
        // a client could send them in JSON).
        if !self.pool.is_empty() {
            let before = fingerprint(s);
            let base = self.pool[self.rng.gen_range(0..self.pool.len())].clone();
            let mut mutated = Vec::new();
            mutations(&base, &mut mutated);
            let k = self.config.refusal_candidates;
            for p in 0..=n {
                let listed: HashSet<&G::Action> =
                    legal.get(p).map(|l| l.iter().collect()).unwrap_or_default();
                let mut candidates: Vec<G::Action> = (0..k * 3)
                    .map(|_| self.pool[self.rng.gen_range(0..self.pool.len())].clone())
                    .filter(|a| !listed.contains(a))
                    .take(k)
                    .collect();
                mutated.shuffle(&mut self.rng);
                candidates.extend(
                    mutated
                        .iter()
                        .filter(|a| !listed.contains(a))
                        .take(k)
                        .cloned(),
                );
                for a in &candidates {
                    self.at = format!("seat {p}, unlisted action {}", short(a));
                    let r = match s.check(p, a) {
                        Ok(()) => return Err("check accepts an action that is not listed".into()),
                        Err(r) => r,
                    };
                    ensure!(
                        !r.code.is_empty() && !r.message.trim().is_empty(),
                        "a refusal without code or message: {r:?}"
                    );
                    if p == n {
                        ensure!(
                            r.code == codes::NO_SUCH_SEAT,
                            "a seat beyond the table is refused with `{}`, not `{}`",
                            r.code,
                            codes::NO_SUCH_SEAT
                        );
                    }
                    let mut t = s.clone();
                    match t.apply(p, a) {
                        Ok(_) => return Err("apply accepts an action that is not listed".into()),
                        Err(r2) => ensure!(
                            r2.code == r.code,
                            "check refuses with `{}` ({}) but apply with `{}` ({})",
                            r.code,
                            r.message,
                            r2.code,
                            r2.message
                        ),
                    }
                    if let Some(d) = differ(&before, &fingerprint(&t)) {
                        return Err(format!("a refused action changed the state: {d}"));
                    }
                    self.report.refusals += 1;
                }
            }
        }
        // Hostile texts never panic; whatever they read as is checked like any action.
        if deep {
            for p in 0..=n {
                for text in HOSTILE {
                    self.at = format!("seat {p}, text {text:?}");
                    if let Ok(a) = s.parse_action(p, text) {
                        let listed = legal.get(p).is_some_and(|l| l.contains(&a));
                        ensure!(
                            s.check(p, &a).is_ok() == listed,
                            "`{text:?}` reads as {a:?}, and check disagrees with the legal list"
                        );
                    }
                }
            }
            let long = format!("{}\u{1b}", "9".repeat(10_000));
            for p in to_act.iter() {
                let _ = s.parse_action(p, &long);
            }
        }
        self.at.clear();
        if deep {
            self.check_hidden(s, &legal)?;
            if to_act.len() >= 2 {
                self.check_simultaneous(s, &legal)?;
            }
        }
        Ok(())
    }

    /// For each seat, a state resampled from its view is indistinguishable to it.
    fn check_hidden(&mut self, s: &G, legal: &[Vec<G::Action>]) -> Result<(), String> {
        let n = self.n;
        let to_act = s.to_act();
        for q in 0..n {
            let oq = Observer::Seat(q);
            let view = s.view(oq);
            ensure!(
                G::view_observer(&view) == oq,
                "view_observer of seat {q}'s view is {:?}",
                G::view_observer(&view)
            );
            let s2 = G::sample_from_view(&view, &mut self.rng);
            self.at = format!("resampled from seat {q}'s view");
            ensure!(
                s2.view(oq) == view,
                "sample_from_view changes the view of seat {q}:\n  {}\n  {}",
                short(&view),
                short(&s2.view(oq))
            );
            ensure!(
                s2.to_act() == to_act && s2.is_over() == s.is_over(),
                "a resampled state has to_act {:?}, the true one {:?}",
                seats(s2.to_act()),
                seats(to_act)
            );
            ensure!(
                s2.legal_actions(q) == legal[q],
                "seat {q}'s legal actions differ in a state resampled from its view:\n  {}\n  {}",
                short(&legal[q]),
                short(&s2.legal_actions(q))
            );
            for p in to_act.iter() {
                let other: Vec<G::Action> = s2.legal_actions(p);
                for a in legal[p].iter().filter(|a| other.contains(a)) {
                    self.at = format!(
                        "resampled from seat {q}'s view; seat {p} plays `{}`",
                        s.action_text(p, a)
                    );
                    let mut t1 = s.clone();
                    let mut t2 = s2.clone();
                    let e1 = t1.apply(p, a).map_err(|r| r.message)?;
                    let e2 = t2
                        .apply(p, a)
                        .map_err(|r| format!("refused in the resampled state: {}", r.message))?;
                    if t1.view(oq) == t2.view(oq) {
                        let f1 = filtered_json(&t1, &e1, oq)?;
                        let f2 = filtered_json(&t2, &e2, oq)?;
                        ensure!(
                            f1 == f2,
                            "seat {q}'s view after the action is the same in the true and a resampled state, but its events differ (they show hidden information):\n  {f1}\n  {f2}"
                        );
                        self.report.events_compared += 1;
                    } else {
                        self.report.views_revealed += 1;
                    }
                }
            }
        }
        self.at.clear();
        Ok(())
    }

    /// The simultaneous-seat contract at a state where several seats must act.
    fn check_simultaneous(&mut self, s: &G, legal: &[Vec<G::Action>]) -> Result<(), String> {
        let to_act = s.to_act();
        self.report.simultaneous_states += 1;
        for p in to_act.iter() {
            let rest: SeatSet = to_act.iter().filter(|&q| q != p).collect();
            let x = &legal[p][0];
            let mut tx = s.clone();
            let ex = tx.apply(p, x).map_err(|r| r.message)?;
            for y in &legal[p] {
                self.at = format!(
                    "seat {p} chooses `{}` or `{}` while seats {:?} must act",
                    s.action_text(p, x),
                    s.action_text(p, y),
                    seats(to_act)
                );
                let mut ty = s.clone();
                let ey = ty.apply(p, y).map_err(|r| r.message)?;
                ensure!(
                    ty.to_act() == rest,
                    "after seat {p}'s choice to_act is {:?}, expected the others, {:?}",
                    seats(ty.to_act()),
                    seats(rest)
                );
                ensure!(
                    ty.secret_pending(),
                    "secret_pending() is false after seat {p}'s choice while seats {:?} have not chosen",
                    seats(rest)
                );
                for q in rest.iter() {
                    ensure!(
                        ty.legal_actions(q) == legal[q],
                        "seat {p}'s choice changed seat {q}'s legal actions:\n  {}\n  {}",
                        short(&legal[q]),
                        short(&ty.legal_actions(q))
                    );
                }
                if y == x {
                    continue;
                }
                for o in observers(self.n).filter(|&o| o != Observer::Seat(p)) {
                    ensure!(
                        tx.view(o) == ty.view(o),
                        "{o:?} can tell seat {p}'s pending choices apart by the view:\n  {}\n  {}",
                        short(&tx.view(o)),
                        short(&ty.view(o))
                    );
                    let fx = filtered_json(&tx, &ex, o)?;
                    let fy = filtered_json(&ty, &ey, o)?;
                    ensure!(
                        fx == fy,
                        "{o:?} can tell seat {p}'s pending choices apart by the events:\n  {fx}\n  {fy}"
                    );
                }
                self.report.pending_pairs += 1;
            }
        }
        // Two orders of the same choices give the same state.
        let seats: Vec<Seat> = to_act.iter().collect();
        let choice: Vec<G::Action> = seats
            .iter()
            .map(|&p| legal[p][self.rng.gen_range(0..legal[p].len())].clone())
            .collect();
        let order: Vec<usize> = (0..seats.len()).collect();
        let mut other = order.clone();
        while other == order {
            other.shuffle(&mut self.rng);
        }
        let mut results = Vec::new();
        for ord in [&order, &other] {
            self.at = format!(
                "the choices {} applied in the seat order {:?}",
                short(&choice),
                ord.iter().map(|&i| seats[i]).collect::<Vec<_>>()
            );
            let mut t = s.clone();
            for (k, &i) in ord.iter().enumerate() {
                t.apply(seats[i], &choice[i]).map_err(|r| {
                    format!(
                        "seat {}'s listed choice was refused after others chose: {}",
                        seats[i], r.message
                    )
                })?;
                let last = k + 1 == ord.len();
                ensure!(
                    t.secret_pending() != last,
                    "secret_pending() is {} after {} of {} pending seats chose",
                    t.secret_pending(),
                    k + 1,
                    ord.len()
                );
            }
            results.push(t);
        }
        same(
            &results[0],
            &results[1],
            "two orders of the same simultaneous choices",
        )?;
        self.at.clear();
        Ok(())
    }

    /// The records each observer may have now.
    fn check_records(&mut self, m: &Match<G>) -> Result<(), String> {
        let full = m.record();
        ensure!(
            full.actions.len() as u64 == m.version(),
            "the record holds {} actions at version {}",
            full.actions.len(),
            m.version()
        );
        ensure!(
            full.seed == Some(self.seed) && full.version == RECORD_VERSION,
            "the full record has seed {:?} and version {}",
            full.seed,
            full.version
        );
        for o in observers(self.n) {
            let r = m.record_for(o);
            if m.is_over() {
                ensure!(
                    r == full,
                    "after the end, record_for({o:?}) is not the full record"
                );
                continue;
            }
            ensure!(
                r.seed.is_none() && r.setup.is_none(),
                "record_for({o:?}) before the end has a seed or setup"
            );
            let expected: Vec<_> = full
                .actions
                .iter()
                .enumerate()
                .filter(|(i, a)| !self.pending.contains(i) || o == Observer::Seat(a.seat))
                .map(|(_, a)| a.clone())
                .collect();
            ensure!(
                r.actions == expected,
                "record_for({o:?}) holds {}, expected {} (other seats' pending choices withheld)",
                short(&r.actions),
                short(&expected)
            );
            match Match::<G>::from_record(&r, self.components) {
                Err(ReplayError::SeedWithheld) => {}
                other => {
                    return Err(format!(
                        "a withheld record should refuse to replay, got {}",
                        short(&other.map(|m| m.version()))
                    ))
                }
            }
            if !self.pending.is_empty() {
                self.report.withheld_with_pending += 1;
            }
        }
        Ok(())
    }

    /// The full record through JSON and back gives the same match.
    fn check_round_trip(&mut self, m: &Match<G>) -> Result<(), String> {
        let text = m.record().to_json_pretty();
        let r = Record::from_json(&text).map_err(|e| format!("record JSON: {e}"))?;
        let back = Match::<G>::from_record(&r, self.components)
            .map_err(|e| format!("the record does not replay: {e}"))?;
        ensure!(
            back.version() == m.version(),
            "the replayed match has version {}, the original {}",
            back.version(),
            m.version()
        );
        same(m.state(), back.state(), "a match and its replayed record")?;
        let replayed: G = r
            .replay(self.components)
            .map_err(|e| format!("Record::replay: {e}"))?;
        same(m.state(), &replayed, "a match and Record::replay")?;
        self.check_replay(&r, &back)?;
        self.report.record_round_trips += 1;
        Ok(())
    }

    /// [`Match::replay`] of the full record `r` (which `from_record` replayed to
    /// `whole`): never stopped, it gives the same match, its steps in order (the start,
    /// then each action with its index, version and text); stopped after a random
    /// number `k` of actions, the match at version `k`, the one the record's first `k`
    /// actions give.
    fn check_replay(&mut self, r: &Record, whole: &Match<G>) -> Result<(), String> {
        let mut seen = 0u64;
        let mut wrong = None;
        let all = Match::<G>::replay(r, self.components, |step| {
            let v = step.now.version();
            let ok = match step.action {
                None => seen == 0 && v == 0,
                Some((index, a)) => {
                    index as u64 + 1 == v
                        && v == seen
                        && a.version == v
                        && a.seat == r.actions[index].seat
                        && a.text == r.actions[index].action
                }
            };
            if !ok && wrong.is_none() {
                wrong = Some(format!("step {seen} of the replay: version {v}"));
            }
            seen += 1;
            ControlFlow::Continue(())
        })
        .map_err(|e| format!("Match::replay: {e}"))?;
        if let Some(w) = wrong {
            return Err(format!(
                "Match::replay gave its steps out of order or unlike the record: {w}"
            ));
        }
        ensure!(
            seen == r.actions.len() as u64 + 1,
            "Match::replay called its closure {seen} times for {} actions",
            r.actions.len()
        );
        same_match(&all, whole, "Match::replay and Match::from_record")?;

        let k = self.rng.gen_range(0..=r.actions.len());
        let stopped = Match::<G>::replay(r, self.components, |step| {
            if step.now.version() == k as u64 {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        })
        .map_err(|e| format!("Match::replay stopped after {k} actions: {e}"))?;
        ensure!(
            stopped.version() == k as u64,
            "Match::replay stopped after {k} actions gives version {}",
            stopped.version()
        );
        let mut first_k = r.clone();
        first_k.actions.truncate(k);
        let expected = Match::<G>::from_record(&first_k, self.components)
            .map_err(|e| format!("the record's first {k} actions: {e}"))?;
        same_match(
            &stopped,
            &expected,
            &format!("Match::replay stopped after {k} actions and the first {k} replayed"),
        )
    }

    /// A refused submission leaves a match exactly as it was.
    fn check_match_refusal(&mut self, m: &Match<G>) -> Result<(), String> {
        let mut c = m.clone();
        let before = fingerprint(m.state());
        let version = m.version();
        let seat = self.rng.gen_range(0..=self.n);
        for text in HOSTILE {
            self.at = format!("match: seat {seat} submits {text:?}");
            if let Err(r) = c.submit_text(seat, text) {
                ensure!(
                    !r.code.is_empty() && !r.message.is_empty(),
                    "a refusal without code or message"
                );
                if seat == self.n {
                    ensure!(
                        r.code == codes::NO_SUCH_SEAT,
                        "seat {seat} refused with `{}`",
                        r.code
                    );
                } else if m.to_act().contains(seat) {
                    ensure!(
                        r.code != codes::NOT_YOUR_TURN && r.code != codes::GAME_OVER,
                        "seat {seat} may act but was refused with `{}`",
                        r.code
                    );
                }
            } else {
                // A hostile text that reads as a legal action: undo by starting over.
                c = m.clone();
            }
        }
        if !self.pool.is_empty() {
            let a = self.pool[self.rng.gen_range(0..self.pool.len())].clone();
            if seat >= self.n || !m.legal(seat).contains(&a) {
                self.at = format!("match: seat {seat} submits {}", short(&a));
                ensure!(
                    c.submit(seat, &a).is_err(),
                    "a match accepted an unlisted action"
                );
            }
        }
        ensure!(
            c.version() == version && c.actions().len() == m.actions().len(),
            "a refused submission changed the version"
        );
        if let Some(d) = differ(&before, &fingerprint(c.state())) {
            return Err(format!("a refused submission changed the match: {d}"));
        }
        self.at.clear();
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    //! The harness catches each kind of mistake: a toy simultaneous game, correct and
    //! with one deliberate bug at a time.

    use super::*;
    use crate::{seat_refusal, GameInfo, GameRng, ParseError, Refusal, SetupError};
    use serde::Serialize;

    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
    enum Bug {
        None,
        LeakView,
        LeakEvent,
        OrderDependent,
        LenientCheck,
        RefusalChanges,
        BadNotation,
        NoSecretPending,
        Endless,
        ParsePanics,
        ApplyCodeDiffers,
    }

    /// Every round each seat picks 1 to 3 secretly; when all are in, each seat scores
    /// its pick if nobody else picked the same. Three rounds.
    #[derive(Clone, Debug)]
    struct Toy {
        bug: Bug,
        round: u32,
        picks: Vec<Option<u8>>,
        /// The order in which this round's picks came in (for the order bug).
        order: Vec<usize>,
        scores: Vec<i32>,
        refused: u32,
        history: Vec<Vec<u8>>,
    }

    #[derive(Clone, Debug, PartialEq, Serialize)]
    struct ToyView {
        /// The toy's rules (so that a resampled state has the same bug).
        bug: Bug,
        observer: Observer,
        round: u32,
        scores: Vec<i32>,
        chosen: Vec<bool>,
        mine: Option<u8>,
        leaked: Vec<Option<u8>>,
        refused: u32,
        /// Every revealed round's picks.
        history: Vec<Vec<u8>>,
    }

    #[derive(Clone, Debug, Serialize)]
    enum ToyEvent {
        Picked { seat: Seat, pick: Option<u8> },
        Revealed { picks: Vec<u8> },
    }

    impl Game for Toy {
        type Action = u8;
        type View = ToyView;
        type Event = ToyEvent;
        type Components = Bug;

        fn info() -> GameInfo {
            GameInfo {
                name: "toy",
                min_players: 2,
                max_players: 3,
                simultaneous: true,
                chance: false,
                hidden_information: true,
            }
        }
        fn new_game(
            bug: &Bug,
            players: usize,
            _seed: u64,
            _setup: Option<&serde_json::Value>,
        ) -> Result<Self, SetupError> {
            Ok(Toy {
                bug: *bug,
                round: 0,
                picks: vec![None; players],
                order: Vec::new(),
                scores: vec![0; players],
                refused: 0,
                history: Vec::new(),
            })
        }
        fn components_id(bug: &Bug) -> String {
            format!("toy-{bug:?}")
        }
        fn max_actions(_: &Bug, players: usize) -> u64 {
            3 * players as u64
        }
        fn num_players(&self) -> usize {
            self.picks.len()
        }
        fn to_act(&self) -> SeatSet {
            if self.is_over() {
                return SeatSet::EMPTY;
            }
            (0..self.picks.len())
                .filter(|&s| self.picks[s].is_none())
                .collect()
        }
        fn legal_actions_into(&self, seat: Seat, out: &mut Vec<u8>) {
            if self.to_act().contains(seat) {
                out.extend(1..=3);
            }
        }
        fn check(&self, seat: Seat, a: &u8) -> Result<(), Refusal> {
            if let Some(r) = seat_refusal(self.num_players(), self.is_over(), self.to_act(), seat) {
                return Err(r);
            }
            let max = if self.bug == Bug::LenientCheck { 4 } else { 3 };
            if (1..=max).contains(a) {
                Ok(())
            } else {
                Err(Refusal::new("no_such_pick", "pick 1, 2 or 3"))
            }
        }
        fn apply(&mut self, seat: Seat, a: &u8) -> Result<Vec<ToyEvent>, Refusal> {
            if let Err(mut r) = self.check(seat, a) {
                if self.bug == Bug::RefusalChanges {
                    self.refused += 1;
                }
                if self.bug == Bug::ApplyCodeDiffers {
                    r.code = codes::NOT_LEGAL_NOW;
                }
                return Err(r);
            }
            let mut ev = vec![ToyEvent::Picked {
                seat,
                pick: Some(*a),
            }];
            if let Some(p) = self.pick(seat, *a) {
                ev.push(ToyEvent::Revealed { picks: p });
            }
            Ok(ev)
        }
        fn apply_unchecked(&mut self, seat: Seat, a: &u8) {
            self.pick(seat, *a);
        }
        fn view(&self, observer: Observer) -> ToyView {
            ToyView {
                bug: self.bug,
                observer,
                round: self.round,
                scores: self.scores.clone(),
                chosen: self.picks.iter().map(Option::is_some).collect(),
                mine: match observer {
                    Observer::Seat(s) => self.picks[s],
                    Observer::Spectator => None,
                },
                leaked: if self.bug == Bug::LeakView {
                    self.picks.clone()
                } else {
                    Vec::new()
                },
                refused: self.refused,
                history: self.history.clone(),
            }
        }
        fn view_observer(v: &ToyView) -> Observer {
            v.observer
        }
        fn secret_pending(&self) -> bool {
            self.bug != Bug::NoSecretPending && self.picks.iter().any(Option::is_some)
        }
        fn filter_event(&self, e: &ToyEvent, o: Observer) -> Option<ToyEvent> {
            match e {
                ToyEvent::Picked { seat, .. }
                    if o != Observer::Seat(*seat) && self.bug != Bug::LeakEvent =>
                {
                    Some(ToyEvent::Picked {
                        seat: *seat,
                        pick: None,
                    })
                }
                e => Some(e.clone()),
            }
        }
        fn sample_from_view(v: &ToyView, rng: &mut GameRng) -> Self {
            Toy {
                bug: v.bug,
                round: v.round,
                picks: (0..v.chosen.len())
                    .map(|s| match (v.chosen[s], v.observer == Observer::Seat(s)) {
                        (false, _) => None,
                        (true, true) => v.mine,
                        (true, false) => Some(rng.gen_range(1..=3)),
                    })
                    .collect(),
                order: Vec::new(),
                scores: v.scores.clone(),
                refused: v.refused,
                history: v.history.clone(),
            }
        }
        fn is_over(&self) -> bool {
            self.bug != Bug::Endless && self.round >= 3
        }
        fn scores(&self) -> Vec<i32> {
            self.scores.clone()
        }
        fn outcome(&self) -> Option<Outcome> {
            self.is_over()
                .then(|| Outcome::from_scores(self.scores.clone()))
        }
        fn action_text(&self, _: Seat, a: &u8) -> String {
            format!("pick {a}")
        }
        fn parse_action(&self, _: Seat, text: &str) -> Result<u8, ParseError> {
            if self.bug == Bug::ParsePanics && text.is_empty() {
                panic!("empty text");
            }
            let n = text
                .trim()
                .strip_prefix("pick ")
                .and_then(|n| n.parse::<u8>().ok())
                .ok_or_else(|| ParseError("write `pick N`".into()))?;
            Ok(if self.bug == Bug::BadNotation && n == 3 {
                2
            } else {
                n
            })
        }
    }

    impl Toy {
        /// Records a pick; returns the picks when the round is revealed.
        fn pick(&mut self, seat: Seat, a: u8) -> Option<Vec<u8>> {
            self.picks[seat] = Some(a);
            self.order.push(seat);
            if self.picks.iter().any(Option::is_none) {
                return None;
            }
            let picks: Vec<u8> = self.picks.iter().map(|p| p.unwrap_or(0)).collect();
            for s in 0..picks.len() {
                if picks.iter().filter(|&&p| p == picks[s]).count() == 1 {
                    self.scores[s] += i32::from(picks[s]);
                }
            }
            if self.bug == Bug::OrderDependent {
                self.scores[self.order[self.order.len() - 1]] += 1;
            }
            self.picks.iter_mut().for_each(|p| *p = None);
            self.order.clear();
            self.history.push(picks.clone());
            self.round += 1;
            Some(picks)
        }
    }

    fn run(bug: Bug) -> Result<Report, String> {
        let config = Conformance {
            games: 2,
            max_steps: 200,
            ..Conformance::default()
        };
        let mut total = Report::default();
        for players in 2..=3 {
            for seed in 0..2 {
                total.add(&check_game::<Toy>(&bug, players, seed, &config)?);
            }
        }
        Ok(total)
    }

    #[test]
    fn a_correct_simultaneous_game_passes() {
        let r = conformance::<Toy>(&Bug::None, &Conformance::default());
        assert_eq!(r.games, 2 * 12);
        assert!(
            r.pending_pairs > 0 && r.events_compared > 0 && r.refusals > 0,
            "{r:?}"
        );
    }

    #[test]
    fn a_game_that_outlives_its_declared_bound_is_caught() {
        for policy in [Stalling::Last, Stalling::First] {
            assert_eq!(ends_within_bound::<Toy>(&Bug::None, 3, 1, policy), Ok(9));
            let e = ends_within_bound::<Toy>(&Bug::Endless, 2, 1, policy).unwrap_err();
            assert!(e.contains("not over after 6 actions"), "{e}");
        }
    }

    #[test]
    fn each_kind_of_mistake_is_caught_and_named() {
        for (bug, expected) in [
            (
                Bug::LeakView,
                &["can tell seat 0's pending choices apart by the view"][..],
            ),
            (
                Bug::LeakEvent,
                &[
                    "they show hidden information",
                    "pending choices apart by the events",
                ],
            ),
            (
                Bug::OrderDependent,
                &["two orders of the same simultaneous choices"],
            ),
            (
                Bug::LenientCheck,
                &["check accepts an action that is not listed"],
            ),
            (Bug::RefusalChanges, &["a refused action changed the state"]),
            (Bug::BadNotation, &["does not round-trip"]),
            (Bug::NoSecretPending, &["secret_pending() is false"]),
            (
                Bug::Endless,
                &["did not end within 6 actions, the bound it declares"],
            ),
            (Bug::ParsePanics, &["panic: empty text"]),
            (Bug::ApplyCodeDiffers, &["but apply with `not_legal_now`"]),
        ] {
            let e = run(bug).expect_err(&format!("{bug:?} was not caught"));
            assert!(expected.iter().any(|x| e.contains(x)), "{bug:?}: {e}");
            assert!(
                e.contains("conformance of `toy` failed") && e.contains("game seed"),
                "{e}"
            );
        }
    }
}

/// What [`tensors_conformance`] saw.
#[derive(Clone, Debug, Default)]
pub struct TensorsReport {
    pub games: usize,
    pub steps: usize,
    /// Distinct action indices seen legal.
    pub indices_seen: usize,
    /// The size of the index space.
    pub num_distinct_actions: usize,
    /// The observation length.
    pub observation_len: usize,
}

/// Checks a game's [`crate::tensors::Tensors`] over `games` seeded random games of
/// `players` seats:
///
/// - **index space**: fixed during a game; every index maps to an action and back
///   (`action_index(index_action(i)) == i`, for every seat); every legal action has an
///   index, distinct legal actions have distinct indices, and the action of a legal
///   action's index is that action;
/// - **layout**: the observation's fields follow each other without gaps and cover it;
///   its length and field names are the same for every observer at every step;
/// - **hidden information**: a state drawn by [`Game::sample_from_view`] from a seat's
///   view gives that seat the same observation (the observation follows from the view
///   only), and so does any other state with the same view.
pub fn tensors_conformance<G: crate::tensors::Tensors>(
    components: &G::Components,
    players: usize,
    games: u64,
    max_steps: usize,
) -> TensorsReport {
    use crate::tensors::Observation;
    use crate::Observer;
    use rand::Rng;
    use std::collections::HashSet;

    let encode = |g: &G, observer: Observer| {
        let mut o = Observation::with_layout();
        G::encode_view(&g.view(observer), &mut o);
        o
    };
    let mut report = TensorsReport::default();
    let mut seen: HashSet<usize> = HashSet::new();
    let mut layout_names: Option<Vec<String>> = None;
    for seed in 0..games {
        let mut g = G::new_game(components, players, seed, None).expect("a new game");
        let mut rng = crate::rng_from_seed(seed ^ 0x7e45);
        let n = g.num_distinct_actions();
        assert_eq!(
            n,
            g.action_blocks().iter().map(|b| b.len).sum::<usize>(),
            "the space is the sum of its blocks"
        );
        if seed == 0 {
            report.num_distinct_actions = n;
            for seat in 0..players {
                for i in 0..n {
                    let a = g
                        .index_action(seat, i)
                        .unwrap_or_else(|| panic!("index {i} of {n} names no action"));
                    assert_eq!(
                        g.action_index(seat, &a),
                        Some(i),
                        "index {i} names {a:?}, whose index differs"
                    );
                }
                assert!(
                    g.index_action(seat, n).is_none(),
                    "index {n} is beyond the space"
                );
            }
        }
        assert_eq!(
            report.num_distinct_actions, n,
            "the same space in every game"
        );
        let mut steps = 0;
        while !g.is_over() {
            assert!(
                steps < max_steps,
                "game {seed} did not end in {max_steps} steps"
            );
            assert_eq!(
                g.num_distinct_actions(),
                n,
                "the space changed during a game"
            );
            // Observations: same layout for every observer, fields without gaps.
            for observer in (0..players)
                .map(Observer::Seat)
                .chain([Observer::Spectator])
            {
                let o = encode(&g, observer);
                let mut at = 0;
                for f in o.layout() {
                    assert_eq!(f.offset, at, "field {} starts at {}", f.name, f.offset);
                    assert!(!f.meaning.is_empty(), "field {} has no meaning", f.name);
                    at += f.len;
                }
                assert_eq!(at, o.len(), "the fields cover the observation");
                let names: Vec<String> = o.layout().iter().map(|f| f.name.clone()).collect();
                match &layout_names {
                    None => {
                        report.observation_len = o.len();
                        layout_names = Some(names);
                    }
                    Some(l) => assert_eq!(l, &names, "the layout changed (step {steps})"),
                }
                assert!(o.values().iter().all(|v| v.is_finite()));
                if let Observer::Seat(p) = observer {
                    let s2 = G::sample_from_view(&g.view(observer), &mut rng);
                    assert_eq!(
                        encode(&s2, observer).values(),
                        o.values(),
                        "seat {p}'s observation differs in a state drawn from its view (game {seed}, step {steps})"
                    );
                }
            }
            // Actions: every legal action has its own index, and back.
            let to_act: Vec<Seat> = g.to_act().iter().collect();
            let seat = to_act[rng.gen_range(0..to_act.len())];
            let legal = g.legal_actions(seat);
            let mut here = HashSet::new();
            for a in &legal {
                let i = g
                    .action_index(seat, a)
                    .unwrap_or_else(|| panic!("legal action {a:?} has no index"));
                assert!(i < n, "index {i} of {a:?} is beyond {n}");
                assert!(here.insert(i), "two legal actions share index {i}");
                assert_eq!(g.index_action(seat, i).as_ref(), Some(a), "index {i}");
                seen.insert(i);
            }
            let a = legal[rng.gen_range(0..legal.len())].clone();
            g.apply_unchecked(seat, &a);
            steps += 1;
            report.steps += 1;
        }
        report.games += 1;
    }
    report.indices_seen = seen.len();
    report
}
