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
            .ok_or_else(|| ParseError::new("write `pick N`"))?;
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
