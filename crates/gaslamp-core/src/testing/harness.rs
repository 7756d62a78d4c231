//! The harness: one seeded game played through a match, every promise checked at
//! every step (turns, legal and accepted, checked and unchecked apply, notation,
//! hidden information, simultaneous seats).

use super::*;

pub(super) struct Harness<'a, G: Game> {
    pub(super) components: &'a G::Components,
    pub(super) config: &'a Conformance,
    pub(super) n: usize,
    pub(super) seed: u64,
    pub(super) rng: crate::GameRng,
    /// Actions listed anywhere so far (candidates for refusals).
    pub(super) pool: Vec<G::Action>,
    pub(super) pooled: HashSet<G::Action>,
    /// Indices of the match's actions whose secret is still pending.
    pub(super) pending: Vec<usize>,
    pub(super) report: Report,
    pub(super) step: usize,
    /// What the current check is about (seat, action), for messages.
    pub(super) at: String,
}

impl<G: Game> Harness<'_, G> {
    pub(super) fn play(&mut self) -> Result<(), String> {
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

    pub(super) fn remember(&mut self, actions: &[G::Action]) {
        for a in actions {
            if self.pool.len() < 4096 && self.pooled.insert(a.clone()) {
                self.pool.push(a.clone());
            }
        }
    }

    pub(super) fn check_state(
        &mut self,
        s: &G,
        deep: bool,
        simultaneous: bool,
    ) -> Result<(), String> {
        if deep {
            self.report.deep_steps += 1;
        }
        let legal = self.check_turns(s, simultaneous)?;
        self.check_listed(s, &legal, deep)?;
        self.check_refusals(s, &legal)?;
        if deep {
            self.check_hostile_texts(s, &legal)?;
            self.check_hidden(s, &legal)?;
            if s.to_act().len() >= 2 {
                self.check_simultaneous(s, &legal)?;
            }
        }
        Ok(())
    }

    /// Turns: who acts, the outcome, the scores, the legal lists (every seat's, which
    /// it returns) and the views' JSON.
    fn check_turns(&mut self, s: &G, simultaneous: bool) -> Result<Vec<Vec<G::Action>>, String> {
        let n = self.n;
        let to_act = s.to_act();
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
        Ok(legal)
    }

    /// Listed actions (all of them at a deep step, else one per acting seat): check,
    /// notation, checked = unchecked.
    fn check_listed(&mut self, s: &G, legal: &[Vec<G::Action>], deep: bool) -> Result<(), String> {
        let n = self.n;
        for p in s.to_act().iter() {
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
        Ok(())
    }

    /// Unlisted actions, and seats that may not act, are refused without change:
    /// actions listed elsewhere, and mutations of one (numbers and flags changed, as
    /// a client could send them in JSON).
    fn check_refusals(&mut self, s: &G, legal: &[Vec<G::Action>]) -> Result<(), String> {
        let n = self.n;
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
        self.at.clear();
        Ok(())
    }

    /// Hostile texts never panic; whatever they read as is checked like any action.
    fn check_hostile_texts(&mut self, s: &G, legal: &[Vec<G::Action>]) -> Result<(), String> {
        let n = self.n;
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
        for p in s.to_act().iter() {
            let _ = s.parse_action(p, &long);
        }
        self.at.clear();
        Ok(())
    }

    /// For each seat, a state resampled from its view is indistinguishable to it.
    pub(super) fn check_hidden(&mut self, s: &G, legal: &[Vec<G::Action>]) -> Result<(), String> {
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
    pub(super) fn check_simultaneous(
        &mut self,
        s: &G,
        legal: &[Vec<G::Action>],
    ) -> Result<(), String> {
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
}
