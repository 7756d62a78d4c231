//! Information-set Monte Carlo tree search (single observer, 2-5 players, max^n).
//!
//! Every iteration draws a full state consistent with the bot's view
//! ([`Game::sample_from_view`]), so the search never reads the true hidden state. One
//! tree is shared by all draws: a node's children are the actions tried there, and an
//! action's selection count is balanced against how often it was *available* in the
//! draws that reached the node (availability-based UCB). Below the tree a cheap random
//! rollout runs for a few actions, then the position is judged by the game's estimate
//! ([`Game::heuristic`]) turned into win chances; a finished game gives each seat its
//! share of the win. Each node keeps the reward of the seat that chose its action
//! (max^n back-up). Several trees can be grown in parallel from different seeds and
//! their root statistics summed (root parallelism).
//!
//! # Simultaneous seats
//!
//! Where several seats must act at once (see "Simultaneous seats" in `gaslamp_core`),
//! the node keeps *decoupled* statistics: one table per pending seat, of its own
//! actions only. Each pending seat picks from its own table (an untried action first,
//! else UCB over availability, as at any node) without seeing what the others picked
//! there; the joint choice is then applied in seat order (the contract makes the order
//! irrelevant) and the search goes on below the joint choice. The root seat — the
//! bot's own, from [`Game::view_observer`] — reads its own table for the final choice,
//! whichever of the pending seats it is. Below the tree, the rollout lets every pending
//! seat choose from the state before any of them acted, so nobody reacts to a secret
//! choice there either. Games without simultaneous moves never reach this code: their
//! search is unchanged.

use gaslamp_core::{Bot, Game, GameRng, Observer, Seat, SeatSet};
use rand::{Rng, SeedableRng};
use rustc_hash::FxHashMap;
use std::time::{Duration, Instant};

/// How long a search may run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    /// A number of iterations in all (split over the threads). Deterministic.
    Iterations(u64),
    /// A wall-clock time per decision.
    Time(Duration),
}

/// Search parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Config {
    pub budget: Budget,
    /// Trees grown in parallel (root parallelism); 1 = one core.
    pub threads: usize,
    /// Exploration constant of UCB (rewards are in 0..1).
    pub exploration: f64,
    /// Actions played below the tree before judging the position; `None`: the
    /// game's own ([`Game::rollout_depth`]).
    pub rollout_depth: Option<u32>,
    /// Whether each rollout ends at the game's next checkpoint
    /// ([`Game::rollout_checkpoint`]), the rollout depth then only capping it; `None`:
    /// the game's own choice ([`Game::rollout_to_checkpoint`]).
    pub rollout_to_checkpoint: Option<bool>,
    /// Temperature (in points) that turns estimates into win chances.
    pub temperature: f64,
    /// Rollout policy: each rollout action is the best of this many random legal
    /// actions by the position estimate (1 = uniformly random, the cheapest).
    pub rollout_candidates: u32,
    /// Progressive widening: a node visited `n` times considers at most
    /// `1 + widening × √n` of its actions, the best first by the acting seat's own
    /// estimate one action ahead (its *prior*); 0 = every action from the start.
    /// Without it a node with hundreds of actions (Crystal Palace's dice choices)
    /// spends the whole budget trying each once.
    pub widening: f64,
    /// At a node where several seats act at once, the share of each seat's choices
    /// made at random among its tried actions instead of by UCB: decoupled UCB alone
    /// can keep the seats in step (see `select_simultaneous`). 0 = UCB only.
    pub simultaneous_mix: f64,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            budget: Budget::Iterations(crate::spec::DEFAULT_ITERATIONS),
            threads: 1,
            exploration: 0.25,
            rollout_depth: None,
            rollout_to_checkpoint: None,
            temperature: 4.0,
            rollout_candidates: 3,
            widening: 1.0,
            simultaneous_mix: 0.2,
        }
    }
}

impl Config {
    /// The rollout depth this search plays in game `G`: its own, or the game's.
    pub fn rollout_depth_in<G: Game>(&self) -> u32 {
        self.rollout_depth.unwrap_or_else(G::rollout_depth)
    }

    /// Whether this search's rollouts end at `G`'s next checkpoint: its own choice, or
    /// the game's.
    pub fn rollout_to_checkpoint_in<G: Game>(&self) -> bool {
        self.rollout_to_checkpoint
            .unwrap_or_else(G::rollout_to_checkpoint)
    }
}

/// What the search found for one root action.
#[derive(Clone, Debug, PartialEq)]
pub struct Candidate<A> {
    pub action: A,
    pub visits: u64,
    /// The mean reward of the root seat after this action: its estimated win chance.
    pub win_chance: f64,
}

/// The result of a search.
#[derive(Clone, Debug)]
pub struct SearchResult<A> {
    /// Root actions, most visited first.
    pub candidates: Vec<Candidate<A>>,
    pub iterations: u64,
    pub elapsed: Duration,
}

struct Node<A> {
    /// The seat that chose the action leading here.
    actor: Seat,
    visits: u32,
    avail: u32,
    reward: f64,
    children: FxHashMap<A, u32>,
    /// The acting seat's estimate one action ahead of each action, worked out the
    /// first time widening holds expansion back here (progressive widening).
    prior: Option<Box<Prior<A>>>,
    /// The decoupled statistics, where several seats act at once (else `None`).
    simul: Option<Box<Simul<A>>>,
}

/// An action's estimate one action ahead, for the seat choosing it.
type Prior<A> = FxHashMap<A, f64>;

impl<A> Node<A> {
    fn new(actor: Seat) -> Self {
        Node {
            actor,
            visits: 0,
            avail: 1,
            reward: 0.0,
            children: FxHashMap::default(),
            prior: None,
            simul: None,
        }
    }
}

/// One pending seat's table at a simultaneous node: the seat, its actions tried and
/// their nodes, its prior.
type SeatTable<A> = (Seat, FxHashMap<A, u32>, Option<Prior<A>>);

/// A node where several seats act at once.
struct Simul<A> {
    /// For each pending seat, its actions tried here and their statistics (a node
    /// each, whose actor is that seat; its own children are unused), and its prior
    /// once widening needs it.
    seats: Vec<SeatTable<A>>,
    /// The node below each joint choice (the seats' actions in seat order).
    joint: FxHashMap<Vec<A>, u32>,
}

/// Turns estimates into win chances: a softmax with the given temperature.
pub fn win_chances(h: &[f64], temperature: f64, out: &mut Vec<f64>) {
    out.clear();
    let max = h.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let mut sum = 0.0;
    for &v in h {
        let e = ((v - max) / temperature).exp();
        out.push(e);
        sum += e;
    }
    for v in out.iter_mut() {
        *v /= sum;
    }
}

/// `ln(n)` for availability counts below 4096, looked up by the selection's UCB;
/// worked out once for every search.
static LN: std::sync::LazyLock<Vec<f64>> =
    std::sync::LazyLock::new(|| (0..4096).map(|n| (n as f64).ln()).collect());

/// One tree.
struct Tree<G: Game> {
    nodes: Vec<Node<G::Action>>,
    cfg: Config,
    // Scratch buffers reused across iterations.
    legal: Vec<G::Action>,
    untried: Vec<usize>,
    child_of: Vec<u32>,
    picks: Vec<usize>,
    /// Scratch states for rollout candidates.
    copies: Vec<G>,
    path: Vec<u32>,
    /// Nodes of the path whose seat chose at random at a simultaneous node: their
    /// statistics are left as they were (see `select_simultaneous`).
    off_policy: Vec<u32>,
    reward: Vec<f64>,
    estimate: Vec<f64>,
    /// The pending seats' choices at a simultaneous node, in seat order.
    joint: Vec<G::Action>,
}

impl<G: Game> Tree<G> {
    fn new(cfg: Config, root_seat: Seat) -> Self {
        Tree {
            nodes: vec![Node::new(root_seat)],
            cfg,
            legal: Vec::new(),
            untried: Vec::new(),
            child_of: Vec::new(),
            picks: Vec::new(),
            copies: Vec::new(),
            path: Vec::new(),
            off_policy: Vec::new(),
            reward: Vec::new(),
            estimate: Vec::new(),
            joint: Vec::new(),
        }
    }

    fn iterate(&mut self, view: &G::View, rng: &mut GameRng) {
        let mut state = G::sample_from_view(view, rng);
        self.path.clear();
        self.off_policy.clear();
        self.path.push(0);
        let mut node = 0u32;
        // Selection and expansion.
        while !state.is_over() {
            let to_act = state.to_act();
            let Some(seat) = to_act.first() else {
                break;
            };
            if to_act.len() > 1 {
                match self.select_simultaneous(node, to_act, &mut state, rng) {
                    Some(next) => {
                        node = next;
                        continue;
                    }
                    None => break,
                }
            }
            self.legal.clear();
            state.legal_actions_into(seat, &mut self.legal);
            // The child of each legal action, if it was tried (one lookup each).
            self.untried.clear();
            self.child_of.clear();
            let parent = &self.nodes[node as usize];
            for (i, a) in self.legal.iter().enumerate() {
                match parent.children.get(a) {
                    Some(&c) => self.child_of.push(c),
                    None => {
                        self.child_of.push(u32::MAX);
                        self.untried.push(i);
                    }
                }
            }
            let tried = self.legal.len() - self.untried.len();
            let visits = self.nodes[node as usize].visits;
            let width = self.width(visits);
            if !self.untried.is_empty() && (tried == 0 || tried < width) {
                let i = if tried + self.untried.len() > width {
                    let mut prior = self.nodes[node as usize].prior.take();
                    let p = prior.get_or_insert_with(|| Box::new(self.prior(&state, seat)));
                    let i = best_untried(p, &self.legal, &self.untried, rng);
                    self.nodes[node as usize].prior = prior;
                    i
                } else {
                    self.untried[rng.gen_range(0..self.untried.len())]
                };
                let action = self.legal[i].clone();
                let child = self.nodes.len() as u32;
                self.nodes.push(Node::new(seat));
                self.nodes[node as usize]
                    .children
                    .insert(action.clone(), child);
                state.apply_unchecked(seat, &action);
                self.path.push(child);
                break;
            }
            // Every available action has a child, or widening holds the others back:
            // pick by UCB over availability among those tried.
            let pick = ucb_pick(&mut self.nodes, &self.child_of, self.cfg.exploration);
            node = self.child_of[pick];
            state.apply_unchecked(seat, &self.legal[pick]);
            self.path.push(node);
        }
        // Rollout.
        let mut depth = 0;
        let max_depth = self.cfg.rollout_depth_in::<G>();
        let to_checkpoint = self.cfg.rollout_to_checkpoint_in::<G>();
        while depth < max_depth && !state.is_over() {
            if to_checkpoint && state.rollout_checkpoint() {
                break;
            }
            let to_act = state.to_act();
            let Some(seat) = to_act.first() else {
                break;
            };
            if to_act.len() > 1 {
                self.rollout_simultaneous(to_act, &mut state, rng);
                depth += to_act.len() as u32;
                continue;
            }
            self.legal.clear();
            state.legal_actions_into(seat, &mut self.legal);
            let k = self.cfg.rollout_candidates;
            if k <= 1 || self.legal.len() == 1 {
                let a = &self.legal[rng.gen_range(0..self.legal.len())];
                state.apply_unchecked(seat, a);
            } else {
                // The best of k different random candidates by the acting seat's own
                // estimate (the others' estimates are taken as unchanged by its action:
                // ranking by its margin over them would then give the same order).
                let n = self.legal.len();
                let k = (k as usize).min(n);
                distinct_picks(&mut self.picks, k, n, rng);
                // Every candidate but the last is tried on a copy (two reused buffers,
                // one holding the best so far), the last on the state itself; the
                // first of equally good candidates is kept.
                while self.copies.len() < 2 {
                    self.copies.push(state.clone());
                }
                let mut best: Option<(f64, usize)> = None;
                for &i in &self.picks[..k - 1] {
                    let buf = best.map_or(0, |(_, b)| 1 - b);
                    let copy = &mut self.copies[buf];
                    copy.clone_from(&state);
                    copy.apply_unchecked(seat, &self.legal[i]);
                    let v = copy.heuristic_seat(seat);
                    if best.is_none_or(|(b, _)| v > b) {
                        best = Some((v, buf));
                    }
                }
                state.apply_unchecked(seat, &self.legal[self.picks[k - 1]]);
                let v = state.heuristic_seat(seat);
                if let Some((b, buf)) = best {
                    if v <= b {
                        state.clone_from(&self.copies[buf]);
                    }
                }
            }
            depth += 1;
        }
        // Evaluation.
        self.reward.clear();
        match state.outcome() {
            Some(o) => self
                .reward
                .extend((0..o.scores.len()).map(|s| o.win_share(s))),
            None => {
                state.heuristic_into(&mut self.estimate);
                win_chances(&self.estimate, self.cfg.temperature, &mut self.reward)
            }
        }
        // Back-up: each node gets the reward of the seat that chose it.
        for &n in &self.path {
            if self.off_policy.contains(&n) {
                continue;
            }
            let nd = &mut self.nodes[n as usize];
            nd.visits += 1;
            nd.reward += self.reward[nd.actor];
        }
    }
}

impl<G: Game> Tree<G> {
    /// How many actions a node visited `visits` times considers (progressive
    /// widening); every action without widening.
    fn width(&self, visits: u32) -> usize {
        if self.cfg.widening <= 0.0 {
            usize::MAX
        } else {
            1 + (self.cfg.widening * f64::from(visits).sqrt()) as usize
        }
    }

    /// `seat`'s estimate one action ahead of each of its legal actions in `state`
    /// (`self.legal`), the prior of progressive widening.
    fn prior(&mut self, state: &G, seat: Seat) -> Prior<G::Action> {
        if self.copies.is_empty() {
            self.copies.push(state.clone());
        }
        let copy = &mut self.copies[0];
        let mut prior = FxHashMap::default();
        prior.reserve(self.legal.len());
        for a in &self.legal {
            copy.clone_from(state);
            copy.apply_unchecked(seat, a);
            prior.insert(a.clone(), copy.heuristic_seat(seat));
        }
        prior
    }

    /// Selection at a node where the seats `to_act` (several) act at once: each picks
    /// from its own statistics, then the joint choice is applied to `state`. Returns
    /// the node below the joint choice, or `None` when something new was expanded
    /// (the iteration goes on with a rollout).
    fn select_simultaneous(
        &mut self,
        node: u32,
        to_act: SeatSet,
        state: &mut G,
        rng: &mut GameRng,
    ) -> Option<u32> {
        let mut expanded = false;
        self.joint.clear();
        for seat in to_act.iter() {
            self.legal.clear();
            state.legal_actions_into(seat, &mut self.legal);
            let simul = self.nodes[node as usize].simul.get_or_insert_with(|| {
                Box::new(Simul {
                    seats: Vec::new(),
                    joint: FxHashMap::default(),
                })
            });
            let table = match simul.seats.iter().position(|(s, _, _)| *s == seat) {
                Some(t) => t,
                None => {
                    simul.seats.push((seat, FxHashMap::default(), None));
                    simul.seats.len() - 1
                }
            };
            self.untried.clear();
            self.child_of.clear();
            let entries = &simul.seats[table].1;
            for (i, a) in self.legal.iter().enumerate() {
                match entries.get(a) {
                    Some(&c) => self.child_of.push(c),
                    None => {
                        self.child_of.push(u32::MAX);
                        self.untried.push(i);
                    }
                }
            }
            let tried = self.legal.len() - self.untried.len();
            let width = self.width(self.nodes[node as usize].visits);
            let pick = if !self.untried.is_empty() && (tried == 0 || tried < width) {
                let i = if tried + self.untried.len() > width {
                    // The seat's actions ranked from the state before any pending
                    // seat acted, as each chooses without seeing the others.
                    let simul = self.nodes[node as usize].simul.as_mut()?;
                    let mut prior = simul.seats[table].2.take();
                    let p = prior.get_or_insert_with(|| self.prior(state, seat));
                    let i = best_untried(p, &self.legal, &self.untried, rng);
                    self.nodes[node as usize].simul.as_mut()?.seats[table].2 = prior;
                    i
                } else {
                    self.untried[rng.gen_range(0..self.untried.len())]
                };
                let entry = self.nodes.len() as u32;
                self.nodes.push(Node::new(seat));
                if let Some(simul) = self.nodes[node as usize].simul.as_mut() {
                    simul.seats[table].1.insert(self.legal[i].clone(), entry);
                }
                self.path.push(entry);
                expanded = true;
                i
            } else {
                let mut i = ucb_pick(&mut self.nodes, &self.child_of, self.cfg.exploration);
                // Decoupled UCB alone can lock the pending seats in step: in a
                // symmetric position their tables hold the same statistics, so they
                // keep making the same joint choice and never meet each other's other
                // answers (a dominated move then looks as good as the best). A random
                // choice among the tried actions now and then breaks the lockstep: the
                // other seats learn what it does to them, while the seat's own table
                // does not count it (it was not the seat's best guess). The searching
                // seat never deviates: every iteration counts for its own choice.
                let root_seat = self.nodes[0].actor;
                if seat != root_seat
                    && self.cfg.simultaneous_mix > 0.0
                    && rng.gen_bool(self.cfg.simultaneous_mix)
                {
                    let tried = self.child_of.iter().filter(|&&c| c != u32::MAX).count();
                    let k = rng.gen_range(0..tried);
                    let j = (0..self.child_of.len())
                        .filter(|&j| self.child_of[j] != u32::MAX)
                        .nth(k)
                        .unwrap_or(i);
                    if j != i {
                        self.off_policy.push(self.child_of[j]);
                        i = j;
                    }
                }
                self.path.push(self.child_of[i]);
                i
            };
            self.joint.push(self.legal[pick].clone());
        }
        for (seat, a) in to_act.iter().zip(&self.joint) {
            state.apply_unchecked(seat, a);
        }
        if expanded {
            return None;
        }
        let next = self.nodes.len() as u32;
        let simul = self.nodes[node as usize].simul.as_mut()?;
        if let Some(&below) = simul.joint.get(&self.joint) {
            self.path.push(below);
            return Some(below);
        }
        simul.joint.insert(self.joint.clone(), next);
        self.nodes.push(Node::new(to_act.first().unwrap_or(0)));
        self.path.push(next);
        None
    }

    /// A rollout step where the seats `to_act` (several) act at once: each chooses by
    /// the rollout policy from the state before any of them acted, then all apply.
    fn rollout_simultaneous(&mut self, to_act: SeatSet, state: &mut G, rng: &mut GameRng) {
        self.joint.clear();
        let k = self.cfg.rollout_candidates as usize;
        for seat in to_act.iter() {
            self.legal.clear();
            state.legal_actions_into(seat, &mut self.legal);
            let n = self.legal.len();
            let choice = if k <= 1 || n == 1 {
                rng.gen_range(0..n)
            } else {
                let k = k.min(n);
                distinct_picks(&mut self.picks, k, n, rng);
                if self.copies.is_empty() {
                    self.copies.push(state.clone());
                }
                let mut best: Option<(f64, usize)> = None;
                for &i in &self.picks {
                    let copy = &mut self.copies[0];
                    copy.clone_from(state);
                    copy.apply_unchecked(seat, &self.legal[i]);
                    let v = copy.heuristic_seat(seat);
                    if best.is_none_or(|(b, _)| v > b) {
                        best = Some((v, i));
                    }
                }
                best.map_or(0, |(_, i)| i)
            };
            self.joint.push(self.legal[choice].clone());
        }
        for (seat, a) in to_act.iter().zip(&self.joint) {
            state.apply_unchecked(seat, a);
        }
    }
}

/// The entry of `child_of` with the best UCB over availability (counting one more
/// availability for each).
/// `k` different indices below `n` in `picks`: all of them in order when `k == n`,
/// else drawn at random (rollout candidates).
#[inline]
fn distinct_picks(picks: &mut Vec<usize>, k: usize, n: usize, rng: &mut GameRng) {
    picks.clear();
    while picks.len() < k {
        let i = if k == n {
            picks.len()
        } else {
            rng.gen_range(0..n)
        };
        if !picks.contains(&i) {
            picks.push(i);
        }
    }
}

/// The untried legal action (an index into `legal`, from `untried`) with the best
/// prior; ties, and actions the prior does not know (it was worked out from another
/// draw), at random.
fn best_untried<A: std::hash::Hash + Eq>(
    prior: &Prior<A>,
    legal: &[A],
    untried: &[usize],
    rng: &mut GameRng,
) -> usize {
    let mut best = f64::NEG_INFINITY;
    let mut pick = untried[0];
    let mut ties = 0u32;
    for &i in untried {
        let v = prior.get(&legal[i]).copied().unwrap_or(f64::NEG_INFINITY);
        if v > best {
            best = v;
            pick = i;
            ties = 1;
        } else if v == best {
            ties += 1;
            if rng.gen_range(0..ties) == 0 {
                pick = i;
            }
        }
    }
    pick
}

#[inline]
fn ucb_pick<A>(nodes: &mut [Node<A>], child_of: &[u32], c: f64) -> usize {
    let ln: &[f64] = &LN;
    let mut best = f64::NEG_INFINITY;
    let mut pick = 0;
    for (i, &ci) in child_of.iter().enumerate() {
        // An action not tried yet (held back by widening).
        if ci == u32::MAX {
            continue;
        }
        let ch = &mut nodes[ci as usize];
        ch.avail += 1;
        let n = ch.visits.max(1) as f64;
        let ln_avail = match ln.get(ch.avail as usize) {
            Some(&l) => l,
            None => (ch.avail as f64).ln(),
        };
        let u = ch.reward / n + c * (ln_avail / n).sqrt();
        if u > best {
            best = u;
            pick = i;
        }
    }
    pick
}

/// Runs a search from `view` and returns the statistics of the root actions in `legal`.
pub fn search<G: Game>(
    view: &G::View,
    legal: &[G::Action],
    cfg: &Config,
    seed: u64,
) -> SearchResult<G::Action> {
    let start = Instant::now();
    let root_seat = match G::view_observer(view) {
        Observer::Seat(s) => s,
        Observer::Spectator => 0,
    };
    let threads = cfg.threads.max(1);
    let run = |t: usize| -> (Vec<(G::Action, u64, f64)>, u64) {
        let mut rng = GameRng::seed_from_u64(seed ^ (t as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let mut tree = Tree::<G>::new(cfg.clone(), root_seat);
        let mut done = 0u64;
        match cfg.budget {
            Budget::Iterations(n) => {
                let mine = n / threads as u64 + u64::from((t as u64) < n % threads as u64);
                for _ in 0..mine.max(1) {
                    tree.iterate(view, &mut rng);
                    done += 1;
                }
            }
            Budget::Time(d) => loop {
                for _ in 0..16 {
                    tree.iterate(view, &mut rng);
                }
                done += 16;
                if start.elapsed() >= d {
                    break;
                }
            },
        }
        let root = &tree.nodes[0];
        // The root seat's own table where several seats act at the root.
        let table = root
            .simul
            .as_ref()
            .and_then(|s| s.seats.iter().find(|(p, _, _)| *p == root_seat))
            .map_or(&root.children, |(_, t, _)| t);
        let stats = legal
            .iter()
            .map(|a| match table.get(a) {
                Some(&c) => {
                    let n = &tree.nodes[c as usize];
                    (a.clone(), n.visits as u64, n.reward)
                }
                None => (a.clone(), 0, 0.0),
            })
            .collect();
        (stats, done)
    };
    let results: Vec<_> = if threads == 1 {
        vec![run(0)]
    } else {
        use rayon::prelude::*;
        (0..threads).into_par_iter().map(run).collect()
    };
    let mut candidates: Vec<Candidate<G::Action>> = legal
        .iter()
        .enumerate()
        .map(|(i, a)| {
            let (visits, reward) = results
                .iter()
                .map(|(s, _)| (s[i].1, s[i].2))
                .fold((0, 0.0), |acc, x| (acc.0 + x.0, acc.1 + x.1));
            Candidate {
                action: a.clone(),
                visits,
                win_chance: if visits > 0 {
                    reward / visits as f64
                } else {
                    0.0
                },
            }
        })
        .collect();
    // Most visited first; ties by win chance, then by the order of `legal` (stable).
    candidates.sort_by(|a, b| {
        b.visits.cmp(&a.visits).then(
            b.win_chance
                .partial_cmp(&a.win_chance)
                .unwrap_or(std::cmp::Ordering::Equal),
        )
    });
    SearchResult {
        candidates,
        iterations: results.iter().map(|r| r.1).sum(),
        elapsed: start.elapsed(),
    }
}

/// The ISMCTS bot.
#[derive(Clone, Debug)]
pub struct IsmctsBot {
    pub cfg: Config,
    label: String,
}

impl IsmctsBot {
    pub fn new(cfg: Config, label: impl Into<String>) -> Self {
        IsmctsBot {
            cfg,
            label: label.into(),
        }
    }
}

impl<G: Game> Bot<G> for IsmctsBot {
    fn name(&self) -> String {
        self.label.clone()
    }

    fn choose(&mut self, view: &G::View, legal: &[G::Action], rng: &mut GameRng) -> G::Action {
        if legal.len() == 1 {
            return legal[0].clone();
        }
        let seed = rng.gen();
        let r = search::<G>(view, legal, &self.cfg, seed);
        r.candidates[0].action.clone()
    }
}
