//! The harness's checks of records: what each observer may have, the JSON round trip,
//! replays, and refused submissions leaving a match as it was.

use super::*;

impl<G: Game> Harness<'_, G> {
    /// The records each observer may have now.
    pub(super) fn check_records(&mut self, m: &Match<G>) -> Result<(), String> {
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
    pub(super) fn check_round_trip(&mut self, m: &Match<G>) -> Result<(), String> {
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
    pub(super) fn check_replay(&mut self, r: &Record, whole: &Match<G>) -> Result<(), String> {
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
    pub(super) fn check_match_refusal(&mut self, m: &Match<G>) -> Result<(), String> {
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
