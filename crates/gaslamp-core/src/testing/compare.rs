//! What the harness compares: a state's fingerprint (everything observable of it),
//! two states or matches, JSON forms, short messages.

use super::*;

/// Debug text, shortened for messages.
pub(super) fn short<T: Debug>(t: &T) -> String {
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
pub(super) struct Fingerprint<G: Game> {
    pub(super) views: Vec<G::View>,
    pub(super) to_act: SeatSet,
    pub(super) scores: Vec<i32>,
    pub(super) over: bool,
    pub(super) outcome: Option<Outcome>,
    pub(super) legal: Vec<Vec<G::Action>>,
    pub(super) pending: bool,
}

/// The seats of a set, for messages.
pub(super) fn seats(s: SeatSet) -> Vec<Seat> {
    s.iter().collect()
}

pub(super) fn observers(n: usize) -> impl Iterator<Item = Observer> {
    (0..n).map(Observer::Seat).chain([Observer::Spectator])
}

pub(super) fn fingerprint<G: Game>(g: &G) -> Fingerprint<G> {
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
pub(super) fn differ<G: Game>(a: &Fingerprint<G>, b: &Fingerprint<G>) -> Option<String> {
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

pub(super) fn same<G: Game>(a: &G, b: &G, what: &str) -> Result<(), String> {
    match differ(&fingerprint(a), &fingerprint(b)) {
        None => Ok(()),
        Some(d) => Err(format!("{what}: {d}")),
    }
}

/// Two matches are the same: version, state (every view, legal list, …) and the
/// records every observer gets.
pub(super) fn same_match<G: Game>(a: &Match<G>, b: &Match<G>, what: &str) -> Result<(), String> {
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

pub(super) fn json<T: serde::Serialize>(t: &T) -> Result<serde_json::Value, String> {
    serde_json::to_value(t).map_err(|e| format!("does not serialize to JSON: {e}"))
}

pub(super) fn filtered_json<G: Game>(
    g: &G,
    events: &[G::Event],
    o: Observer,
) -> Result<serde_json::Value, String> {
    let v: Vec<G::Event> = events.iter().filter_map(|e| g.filter_event(e, o)).collect();
    json(&v)
}
