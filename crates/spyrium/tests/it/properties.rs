//! Property tests of the Spyrium engine over thousands of random games.
//!
//! Each game is drawn by proptest as a (seed, player count) pair; the actions are then
//! picked at random from `legal_actions` with a generator derived from the seed, so a
//! failing case is reproduced exactly by its seed and player count:
//!
//! ```text
//! GASLAMP_SEED=123 GASLAMP_PLAYERS=4 cargo test -p spyrium --test it properties \
//!     -- --ignored reproduce --nocapture
//! ```
//!
//! After every action the invariants of `check_state` are checked (resources, workers,
//! tokens and cards conserved, market workers, someone can always act, …), the text
//! notation of every listed action round-trips, the checked and unchecked `apply` agree,
//! and mutations of the chosen action that are not listed are refused without any
//! change. On a sample of states ("deep" states) every listed action is applied on a
//! clone, a wide set of unlisted candidates is refused, and the views are checked for
//! hidden information (OpenSpiel-style resampling test). At the end of each game the
//! record is serialized, read back and replayed to the very same states.
//!
//! `PROPTEST_CASES` overrides the number of games of each property.

use gaslamp_core::{Game, Match, Observer, Record, Seat};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use spyrium::market::NUM_SLOTS;
use spyrium::{
    Action, Activation, BonusKind, Components, EventChoice, Gain, Phase, Placement,
    ResidenceChoice, Spyrium,
};
use std::collections::HashSet;
use std::ops::ControlFlow;
use std::sync::Arc;

/// A game that has not ended after this many actions is a failure.
const MAX_ACTIONS: usize = 100_000;

macro_rules! ensure {
    ($cond:expr, $($fmt:tt)+) => {
        if !$cond {
            return Err(format!($($fmt)+));
        }
    };
}

fn cards() -> Arc<Components> {
    Components::builtin()
}

fn text(a: &Action) -> String {
    spyrium::notation::action_text(a)
}

fn cases(default: u32) -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn config(default_cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases: cases(default_cases),
        // Failures are reported with their seed and player count; no regression file.
        failure_persistence: None,
        max_shrink_iters: 256,
        ..ProptestConfig::default()
    }
}

/// Runs `f`, turning a panic into its message.
fn catch<T>(f: impl FnOnce() -> T) -> Result<T, String> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).map_err(|p| {
        p.downcast_ref::<String>()
            .cloned()
            .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_else(|| "a panic".into())
    })
}

// ---------------------------------------------------------------- invariants

/// Everything that must hold in every reachable state.
fn check_state(g: &Spyrium) -> Result<(), String> {
    let cards = g.components();
    let rules = &cards.rules;
    let p = g.public();
    let n = g.num_players();
    ensure!((2..=5).contains(&n), "{n} players");
    for (seat, pl) in p.players.iter().enumerate() {
        ensure!(
            (3..=7).contains(&pl.workers) && pl.workers <= rules.max_workers,
            "seat {seat} owns {} workers (must be 3..=7)",
            pl.workers
        );
        ensure!(
            pl.active as u32 + pl.in_market as u32 <= pl.workers as u32,
            "seat {seat}: {} active + {} in the market > {} owned",
            pl.active,
            pl.in_market,
            pl.workers
        );
        // Money and Spyrium are u32: an underflow panics in tests (overflow checks are
        // on), a wrapped value would be enormous.
        ensure!(
            pl.money < 100_000 && pl.spyrium < 100_000 && pl.score < 100_000,
            "seat {seat}: implausible money {} / spyrium {} / score {} (wrapped below zero?)",
            pl.money,
            pl.spyrium,
            pl.score
        );
        let market: u32 = (0..NUM_SLOTS)
            .map(|s| p.market.workers[s][seat] as u32)
            .sum();
        ensure!(
            market == pl.in_market as u32,
            "seat {seat}: {market} workers in the market slots but in_market = {}",
            pl.in_market
        );
        if pl.phase == Phase::Passed {
            ensure!(
                pl.in_market == 0,
                "seat {seat} passed with {} worker(s) in the market",
                pl.in_market
            );
        }
        ensure!(
            (pl.residence as usize) < rules.residence_track.len(),
            "seat {seat}: residence disc on space {} of {}",
            pl.residence + 1,
            rules.residence_track.len()
        );
        ensure!(
            pl.kept_total() <= rules.technique_cap,
            "seat {seat} keeps {} tokens (max {})",
            pl.kept_total(),
            rules.technique_cap
        );
        ensure!(
            pl.buildings.len() >= 64 || pl.inclined >> pl.buildings.len() == 0,
            "seat {seat}: inclined bits {:b} beyond its {} buildings",
            pl.inclined,
            pl.buildings.len()
        );
        ensure!(
            pl.bonuses <= 2,
            "seat {seat} got {} score-track bonuses",
            pl.bonuses
        );
    }
    for s in 0..NUM_SLOTS {
        for seat in n..5 {
            ensure!(
                p.market.workers[s][seat] == 0,
                "workers of the absent seat {seat} in slot {s}"
            );
        }
    }
    let tokens = spyrium::view::token_counts(g);
    let expected = rules.tokens.map(u32::from);
    ensure!(
        tokens == expected,
        "tokens by value {tokens:?}, expected {expected:?} (a token was lost or created)"
    );
    let counts = spyrium::view::card_counts(g);
    for (i, card) in cards.cards.iter().enumerate() {
        ensure!(
            counts[i] == card.copies as u16,
            "card `{}`: {} copies accounted for, the set has {}",
            card.id,
            counts[i],
            card.copies
        );
    }
    let to_act = g.to_act();
    if g.is_over() {
        ensure!(
            to_act.is_empty(),
            "the game is over but {to_act:?} must act"
        );
        ensure!(g.outcome().is_some(), "the game is over without an outcome");
        for s in 0..n {
            ensure!(
                g.legal_actions(s).is_empty(),
                "the game is over but seat {s} has legal actions"
            );
        }
        ensure!(
            g.scores().len() == n,
            "{} final scores for {n} players",
            g.scores().len()
        );
    } else {
        ensure!(
            to_act.len() == 1,
            "{} seats to act (expected exactly one)",
            to_act.len()
        );
        let cur = to_act.first().unwrap();
        ensure!(cur < n, "seat {cur} to act in a {n}-player game");
        ensure!(g.outcome().is_none(), "an outcome before the end");
        ensure!(
            g.turn() >= 1 && g.turn() <= cards.turns(),
            "turn {} of {}",
            g.turn(),
            cards.turns()
        );
        let legal = g.legal_actions(cur);
        ensure!(
            !legal.is_empty(),
            "seat {cur} must act but has no legal action"
        );
        if !p.pending_bonus {
            ensure!(
                g.player(cur).phase != Phase::Passed,
                "seat {cur} passed but is asked to act"
            );
        } else {
            let bonus = [
                Action::Bonus {
                    bonus: BonusKind::Worker,
                },
                Action::Bonus {
                    bonus: BonusKind::Money,
                },
            ];
            ensure!(
                legal == bonus,
                "a bonus is pending but the legal actions are {:?}",
                legal.iter().map(text).collect::<Vec<_>>()
            );
        }
        let set: HashSet<Action> = legal.iter().copied().collect();
        ensure!(set.len() == legal.len(), "duplicate legal actions");
        for s in (0..n).filter(|&s| s != cur) {
            ensure!(
                g.legal_actions(s).is_empty(),
                "seat {s} has legal actions while seat {cur} is to act"
            );
        }
    }
    Ok(())
}

/// What never goes back during a game.
fn check_progress(before: &Spyrium, after: &Spyrium) -> Result<(), String> {
    let (a, b) = (before.public(), after.public());
    ensure!(
        b.turn >= a.turn,
        "the turn went back from {} to {}",
        a.turn,
        b.turn
    );
    for (seat, (x, y)) in a.players.iter().zip(b.players.iter()).enumerate() {
        ensure!(y.score >= x.score, "seat {seat}'s track score went down");
        ensure!(
            y.residence >= x.residence,
            "seat {seat}'s residence disc went left"
        );
        ensure!(y.workers >= x.workers, "seat {seat} lost a worker");
        ensure!(
            y.techniques & x.techniques == x.techniques,
            "seat {seat} lost a technique"
        );
        ensure!(y.bonuses >= x.bonuses, "seat {seat} lost a bonus");
        ensure!(
            (0..3).all(|v| y.kept[v] >= x.kept[v]),
            "seat {seat} lost a kept token"
        );
    }
    ensure!(
        (0..3).all(|k| b.deck_drawn[k] >= a.deck_drawn[k]),
        "a card went back into a deck"
    );
    ensure!(
        b.discard.len() >= a.discard.len() && b.discard[..a.discard.len()] == a.discard[..],
        "the discard pile lost cards"
    );
    Ok(())
}

/// `parse_action(action_text(a)) == a` for every listed action.
fn check_notation(g: &Spyrium, seat: Seat, legal: &[Action]) -> Result<(), String> {
    for a in legal {
        let t = g.action_text(seat, a);
        ensure!(
            t == text(a),
            "action_text differs from notation::action_text"
        );
        match g.parse_action(seat, &t) {
            Ok(b) => ensure!(b == *a, "`{t}` reads back as {b:?}, not {a:?}"),
            Err(e) => return Err(format!("`{t}` (listed: {a:?}) does not parse: {e}")),
        }
        // Case and spacing do not matter.
        let loud = format!("  {}  ", t.to_uppercase().replace(' ', "   "));
        ensure!(
            g.parse_action(seat, &loud).as_ref() == Ok(a),
            "`{loud}` does not read as `{t}`"
        );
    }
    Ok(())
}

/// Applies one listed action on a clone with the checked and unchecked `apply`.
fn check_listed_applies(g: &Spyrium, seat: Seat, a: &Action) -> Result<Spyrium, String> {
    let mut checked = g.clone();
    let events = catch(|| checked.apply(seat, a))
        .map_err(|p| format!("apply panicked on the listed `{}`: {p}", text(a)))?
        .map_err(|e| format!("listed action `{}` refused: {e}", text(a)))?;
    let mut unchecked = g.clone();
    catch(|| unchecked.apply_unchecked(seat, a))
        .map_err(|p| format!("apply_unchecked panicked on the listed `{}`: {p}", text(a)))?;
    ensure!(
        checked == unchecked,
        "`{}`: apply and apply_unchecked give different states",
        text(a)
    );
    match events.first() {
        Some(spyrium::Event::Acted {
            seat: s, action, ..
        }) => ensure!(
            *s == seat && *action == text(a),
            "`{}`: first event is Acted {{ {s}, {action} }}",
            text(a)
        ),
        other => return Err(format!("`{}`: first event is {other:?}", text(a))),
    }
    if checked.is_over() {
        ensure!(
            matches!(events.last(), Some(spyrium::Event::GameOver { .. })),
            "`{}` ended the game without a GameOver event",
            text(a)
        );
    }
    check_state(&checked).map_err(|e| format!("after `{}`: {e}", text(a)))?;
    check_progress(g, &checked).map_err(|e| format!("after `{}`: {e}", text(a)))?;
    Ok(checked)
}

/// Each candidate that is not listed for `seat` must be refused without any change.
fn check_refused(
    g: &Spyrium,
    seat: Seat,
    listed: &HashSet<Action>,
    candidates: impl IntoIterator<Item = Action>,
) -> Result<usize, String> {
    let mut n = 0;
    for c in candidates {
        if listed.contains(&c) {
            continue;
        }
        n += 1;
        let mut h = g.clone();
        match catch(|| h.apply(seat, &c))
            .map_err(|p| format!("seat {seat}: apply panicked on {c:?}: {p}"))?
        {
            Ok(_) => {
                return Err(format!(
                    "seat {seat}: unlisted action {c:?} (`{}`) was accepted",
                    text(&c)
                ))
            }
            Err(e) => {
                ensure!(
                    !e.message.trim().is_empty(),
                    "empty refusal reason for {c:?}"
                );
                ensure!(
                    h == *g,
                    "seat {seat}: refused action {c:?} changed the state"
                );
            }
        }
    }
    Ok(n)
}

// ---------------------------------------------------------------- candidate actions

fn all_slots() -> impl Iterator<Item = u8> {
    0..NUM_SLOTS as u8
}

fn bonus_and_pass() -> [Action; 3] {
    [
        Action::Pass,
        Action::Bonus {
            bonus: BonusKind::Worker,
        },
        Action::Bonus {
            bonus: BonusKind::Money,
        },
    ]
}

fn event_choices(buildings: usize) -> Vec<EventChoice> {
    let mut v = Vec::new();
    for gain in [Gain::Money, Gain::Spyrium, Gain::Vp] {
        for commerce in [None, Some(1), Some(2), Some(3)] {
            v.push(EventChoice::Windfall { gain, commerce });
        }
    }
    for index in 0..=5 {
        for residence in [
            None,
            Some(ResidenceChoice::Move),
            Some(ResidenceChoice::Score),
        ] {
            v.push(EventChoice::Option { index, residence });
        }
    }
    for building in 0..=buildings as u8 {
        for option in 0..=3 {
            v.push(EventChoice::Overtime { building, option });
        }
    }
    v.push(EventChoice::Recruitment);
    for slot in all_slots() {
        v.push(EventChoice::LatePlacement { slot });
    }
    v
}

/// Single-field changes of an activation.
fn activation_mutations(a: &Activation, buildings: usize, out: &mut Vec<Action>) {
    let mut push = |f: &dyn Fn(&mut Activation)| {
        let mut b = *a;
        f(&mut b);
        out.push(Action::Activate(b));
    };
    for slot in all_slots() {
        push(&|b| b.slot = slot);
    }
    for card in 0..9u8 {
        push(&|b| b.card = card);
    }
    for token in [None, Some(1), Some(2), Some(3)] {
        push(&|b| b.token = token);
    }
    for commerce in [None, Some(1), Some(2), Some(3)] {
        push(&|b| b.commerce = commerce);
    }
    push(&|b| b.lobbying = !b.lobbying);
    let mut placements = vec![None, Some(Placement::NewSpace)];
    placements.extend((0..=buildings as u8).map(|i| Some(Placement::Replace(i))));
    for placement in placements {
        push(&|b| b.placement = placement);
    }
    for residence in [
        None,
        Some(ResidenceChoice::Move),
        Some(ResidenceChoice::Score),
    ] {
        push(&|b| b.residence = residence);
    }
    out.push(Action::GainMoney {
        slot: a.slot,
        card: Some(a.card),
    });
}

/// Actions close to `a`: other slots, cards, tokens, placements, flipped flags, …
fn mutations(g: &Spyrium, seat: Seat, a: &Action) -> Vec<Action> {
    let nb = g.player(seat).buildings.len();
    let mut out = bonus_and_pass().to_vec();
    match *a {
        Action::Place { slot } => {
            out.extend(all_slots().map(|slot| Action::Place { slot }));
            for begin_activation in [false, true] {
                out.push(Action::Event {
                    begin_activation,
                    choice: EventChoice::LatePlacement { slot },
                });
            }
            out.push(Action::GainMoney { slot, card: None });
        }
        Action::GainMoney { slot, card } => {
            for s in all_slots() {
                out.push(Action::GainMoney { slot: s, card });
            }
            out.push(Action::GainMoney { slot, card: None });
            for c in 0..9 {
                out.push(Action::GainMoney {
                    slot,
                    card: Some(c),
                });
            }
            out.push(Action::Activate(Activation::new(slot, card.unwrap_or(0))));
            out.push(Action::Place { slot });
        }
        Action::Activate(x) => activation_mutations(&x, nb, &mut out),
        Action::UseBuilding {
            building,
            option,
            taylorism,
        } => {
            for b in 0..=nb as u8 + 1 {
                out.push(Action::UseBuilding {
                    building: b,
                    option,
                    taylorism,
                });
            }
            for o in 0..=3 {
                out.push(Action::UseBuilding {
                    building,
                    option: o,
                    taylorism,
                });
            }
            out.push(Action::UseBuilding {
                building,
                option,
                taylorism: !taylorism,
            });
            for begin_activation in [false, true] {
                out.push(Action::Event {
                    begin_activation,
                    choice: EventChoice::Overtime { building, option },
                });
            }
        }
        Action::Event {
            begin_activation,
            choice,
        } => {
            out.push(Action::Event {
                begin_activation: !begin_activation,
                choice,
            });
            for c in event_choices(nb) {
                out.push(Action::Event {
                    begin_activation,
                    choice: c,
                });
            }
        }
        Action::Pass | Action::Bonus { .. } => {
            out.extend(all_slots().map(|slot| Action::Place { slot }));
            out.push(Action::UseBuilding {
                building: 0,
                option: 0,
                taylorism: false,
            });
        }
    }
    out
}

/// A wide set of candidates for a deep state: every simple action shape, and the
/// mutations of every listed action (of at most `max_activations` activations).
fn universe(
    g: &Spyrium,
    seat: Seat,
    legal: &[Action],
    rng: &mut ChaCha8Rng,
    max_activations: usize,
) -> HashSet<Action> {
    let nb = g.player(seat).buildings.len();
    let mut out: HashSet<Action> = HashSet::new();
    out.extend(bonus_and_pass());
    out.extend(all_slots().map(|slot| Action::Place { slot }));
    for slot in all_slots() {
        out.insert(Action::GainMoney { slot, card: None });
        for c in 0..9 {
            out.insert(Action::GainMoney {
                slot,
                card: Some(c),
            });
        }
    }
    for building in 0..=nb as u8 {
        for option in 0..=3 {
            for taylorism in [false, true] {
                out.insert(Action::UseBuilding {
                    building,
                    option,
                    taylorism,
                });
            }
        }
    }
    for begin_activation in [false, true] {
        for choice in event_choices(nb) {
            out.insert(Action::Event {
                begin_activation,
                choice,
            });
        }
    }
    let mut activations = Vec::new();
    for a in legal {
        match a {
            Action::Activate(_) => activations.push(*a),
            _ => out.extend(mutations(g, seat, a)),
        }
    }
    for _ in 0..max_activations.min(activations.len()) {
        let i = rng.gen_range(0..activations.len());
        let a = activations.swap_remove(i);
        out.extend(mutations(g, seat, &a));
    }
    out
}

/// Actions with values outside their ranges (as a client could send in JSON): slots
/// 12 and 255, spaces 9 and 255, token and Commerce values 0, 4 and 255, building and
/// option numbers 255. They must be refused like any other illegal action, never panic.
fn out_of_range(g: &Spyrium, seat: Seat, legal: &[Action]) -> HashSet<Action> {
    let nb = g.player(seat).buildings.len() as u8;
    let mut out = HashSet::new();
    let bad_slots = [NUM_SLOTS as u8, 255];
    let bad_spaces = [9u8, 255];
    let bad_values = [Some(0u8), Some(4), Some(255)];
    for slot in bad_slots {
        out.insert(Action::Place { slot });
        out.insert(Action::GainMoney { slot, card: None });
        out.insert(Action::GainMoney {
            slot,
            card: Some(0),
        });
        out.insert(Action::Activate(Activation::new(slot, 0)));
        for begin_activation in [false, true] {
            out.insert(Action::Event {
                begin_activation,
                choice: EventChoice::LatePlacement { slot },
            });
        }
    }
    let mut bases: Vec<Activation> = legal
        .iter()
        .filter_map(|a| match a {
            Action::Activate(x) => Some(*x),
            _ => None,
        })
        .take(12)
        .collect();
    bases.push(Activation::new(0, 0));
    for slot in 0..NUM_SLOTS as u8 {
        for card in bad_spaces {
            out.insert(Action::GainMoney {
                slot,
                card: Some(card),
            });
        }
    }
    for base in bases {
        let mut push = |f: &dyn Fn(&mut Activation)| {
            let mut b = base;
            f(&mut b);
            out.insert(Action::Activate(b));
        };
        for slot in bad_slots {
            push(&|b| b.slot = slot);
        }
        for card in bad_spaces {
            push(&|b| b.card = card);
        }
        for v in bad_values {
            push(&|b| b.token = v);
            push(&|b| b.commerce = v);
        }
        for i in [nb + 1, 63, 64, 254, 255] {
            push(&|b| b.placement = Some(Placement::Replace(i)));
        }
    }
    for (building, option) in [(255, 0), (0, 255), (255, 255), (nb, 255), (254, 0)] {
        for taylorism in [false, true] {
            out.insert(Action::UseBuilding {
                building,
                option,
                taylorism,
            });
        }
        for begin_activation in [false, true] {
            out.insert(Action::Event {
                begin_activation,
                choice: EventChoice::Overtime { building, option },
            });
        }
    }
    for begin_activation in [false, true] {
        for gain in [Gain::Money, Gain::Spyrium, Gain::Vp] {
            for commerce in bad_values {
                out.insert(Action::Event {
                    begin_activation,
                    choice: EventChoice::Windfall { gain, commerce },
                });
            }
        }
        for index in [6, 254, 255] {
            for residence in [
                None,
                Some(ResidenceChoice::Move),
                Some(ResidenceChoice::Score),
            ] {
                out.insert(Action::Event {
                    begin_activation,
                    choice: EventChoice::Option { index, residence },
                });
            }
        }
    }
    out
}

// ---------------------------------------------------------------- views

fn find_key(v: &serde_json::Value, key: &str, path: &str) -> Option<String> {
    match v {
        serde_json::Value::Object(m) => m.iter().find_map(|(k, x)| {
            if k == key {
                Some(format!("{path}.{k}"))
            } else {
                find_key(x, key, &format!("{path}.{k}"))
            }
        }),
        serde_json::Value::Array(a) => a
            .iter()
            .enumerate()
            .find_map(|(i, x)| find_key(x, key, &format!("{path}[{i}]"))),
        _ => None,
    }
}

/// The views hide what they must: no hidden data in the JSON, and two states that
/// differ only in hidden data (resampled from the view) show the very same view.
/// Returns whether the two samples' hidden parts differed.
/// With `all_seats` false, one random seat and the spectator are checked.
fn check_views(g: &Spyrium, rng: &mut ChaCha8Rng, all_seats: bool) -> Result<bool, String> {
    let n = g.num_players();
    let mut differed = false;
    let mut observers = (0..n).map(Observer::Seat).collect::<Vec<_>>();
    if !all_seats {
        observers = vec![observers[rng.gen_range(0..n)]];
    }
    observers.push(Observer::Spectator);
    for o in observers {
        let view = g.view(o);
        let json = serde_json::to_string(&view).map_err(|e| e.to_string())?;
        let value: serde_json::Value = serde_json::from_str(&json).map_err(|e| e.to_string())?;
        if let Some(path) = find_key(&value, "hidden", "$") {
            return Err(format!("the view of {o:?} has a hidden key at {path}"));
        }
        ensure!(
            value["token_reserve"].is_u64(),
            "the view of {o:?} shows the token reserve as {} (only its size is public)",
            value["token_reserve"]
        );
        for k in ["A", "B", "C"] {
            ensure!(
                value["decks_left"][k].is_u64(),
                "the view of {o:?} shows deck {k} as {} (only its size is public)",
                value["decks_left"][k]
            );
        }
        // The order of the undealt cards and events is nowhere in the view.
        let full = g.full_state_json();
        let hidden = &full["hidden"];
        let piles = ["A", "B", "C"]
            .iter()
            .map(|k| &hidden["decks"][*k])
            .chain([&hidden["events"]]);
        for pile in piles {
            if let Some(ids) = pile.as_array().filter(|v| v.len() >= 3) {
                let order = serde_json::to_string(&ids[..3]).map_err(|e| e.to_string())?;
                ensure!(
                    !json.contains(&order),
                    "the view of {o:?} shows the order of a hidden pile: {order}"
                );
            }
        }
        let mut ra = ChaCha8Rng::seed_from_u64(rng.gen());
        let mut rb = ChaCha8Rng::seed_from_u64(rng.gen());
        let a = Spyrium::sample_from_view(&view, &mut ra);
        let b = Spyrium::sample_from_view(&view, &mut rb);
        for (name, s) in [("first", &a), ("second", &b)] {
            ensure!(
                s.view(o) == view,
                "{o:?}: the {name} sample's view differs from the original view"
            );
            let sj = serde_json::to_string(&s.view(o)).map_err(|e| e.to_string())?;
            ensure!(
                sj == json,
                "{o:?}: the {name} sample's view JSON differs from the original's"
            );
            check_state(s).map_err(|e| format!("{o:?}: the {name} sample: {e}"))?;
            if let Some(cur) = g.to_act().first() {
                ensure!(
                    s.legal_actions(cur) == g.legal_actions(cur),
                    "{o:?}: the {name} sample has other legal actions than the real state"
                );
            }
        }
        if a.full_state_json() != b.full_state_json() {
            differed = true;
        }
        // A sample is a playable state: a random legal action applies to it.
        if let Some(cur) = a.to_act().first() {
            let legal = a.legal_actions(cur);
            let act = legal[rng.gen_range(0..legal.len())];
            check_listed_applies(&a, cur, &act)
                .map_err(|e| format!("{o:?}: playing on a sample: {e}"))?;
        }
    }
    // The spectator's view and the full state share their public part.
    let mut full = g.full_state_json();
    let spectator = serde_json::to_value(g.view(Observer::Spectator)).map_err(|e| e.to_string())?;
    if let Some(m) = full.as_object_mut() {
        m.remove("hidden");
        m.remove("final_breakdown");
        m.insert("observer".into(), "spectator".into());
    }
    ensure!(
        full == spectator,
        "the spectator view is not the full state minus its hidden part"
    );
    Ok(differed)
}

// ---------------------------------------------------------------- games

/// How thoroughly a game is checked.
#[derive(Clone, Copy)]
struct Depth {
    /// One state in `deep_every` (on average) gets the deep checks.
    deep_every: u32,
    /// Activations whose mutations are tried in a deep state.
    max_activations: usize,
    /// One state in `views_every` (on average) gets its views checked; 0: never.
    views_every: u32,
    /// Whether out-of-range actions are tried in deep states.
    out_of_range: bool,
}

/// What a game covered.
#[derive(Default, Debug)]
struct Summary {
    actions: usize,
    deep_states: usize,
    applied: usize,
    refused: usize,
    samples_differed: usize,
    samples: usize,
    /// Kinds of actions applied, in the game or on a clone (see `kind`).
    kinds: HashSet<&'static str>,
}

fn kind(a: &Action) -> &'static str {
    match a {
        Action::Place { .. } => "place",
        Action::GainMoney { card: None, .. } => "money-nothing",
        Action::GainMoney { .. } => "money",
        Action::Activate(x) if x.lobbying => "activate-lobbying",
        Action::Activate(x) if x.commerce.is_some() => "activate-commerce",
        Action::Activate(x) if matches!(x.placement, Some(Placement::Replace(_))) => {
            "activate-replace"
        }
        Action::Activate(x) if x.placement.is_some() => "activate-new",
        Action::Activate(x) if x.token.is_some() => "activate-token",
        Action::Activate(_) => "activate",
        Action::UseBuilding {
            taylorism: true, ..
        } => "use-taylorism",
        Action::UseBuilding { .. } => "use",
        Action::Event {
            begin_activation: true,
            ..
        } => "event-phase2",
        Action::Event { choice, .. } => match choice {
            EventChoice::Windfall { .. } => "event-windfall",
            EventChoice::Option { .. } => "event-option",
            EventChoice::Overtime { .. } => "event-overtime",
            EventChoice::Recruitment => "event-recruitment",
            EventChoice::LatePlacement { .. } => "event-late-placement",
        },
        Action::Pass => "pass",
        Action::Bonus {
            bonus: BonusKind::Worker,
        } => "bonus-worker",
        Action::Bonus { .. } => "bonus-money",
    }
}

/// The generator that picks the actions of the game of `seed`.
fn action_rng(seed: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(seed ^ 0x9e37_79b9_7f4a_7c15)
}

/// Plays one random game with every check; the error names the step and the action.
fn play_checked(seed: u64, players: usize, depth: Depth) -> Result<Summary, String> {
    let mut record = Record::new::<Spyrium>(&cards(), players, seed, None);
    play_into(seed, players, depth, &mut record)
}

/// Like [`play_checked`], leaving the actions played so far in `record`.
fn play_into(
    seed: u64,
    players: usize,
    depth: Depth,
    record: &mut Record,
) -> Result<Summary, String> {
    let cards = cards();
    let mut history: Vec<String> = Vec::new();
    let ctx = |history: &[String], e: String| {
        let tail = history.len().saturating_sub(8);
        format!(
            "seed {seed}, {players} players, after {} action(s) (last: {:?}): {e}",
            history.len(),
            &history[tail..]
        )
    };
    let mut g = Spyrium::new_game(&cards, players, seed, None).map_err(|e| e.to_string())?;
    let again = Spyrium::new_game(&cards, players, seed, None).map_err(|e| e.to_string())?;
    ensure!(
        g == again,
        "seed {seed}, {players} players: two games from the same seed differ"
    );
    check_state(&g).map_err(|e| ctx(&history, format!("initial state: {e}")))?;
    // The actions come from their own generator, so the game played does not depend on
    // how deeply it is checked.
    let mut pick = action_rng(seed);
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed_c0de);
    let mut states = vec![g.clone()];
    let mut sum = Summary::default();
    while !g.is_over() {
        ensure!(
            sum.actions < MAX_ACTIONS,
            "seed {seed}, {players} players: the game has not ended after {MAX_ACTIONS} actions"
        );
        let seat = g
            .to_act()
            .first()
            .ok_or_else(|| ctx(&history, "nobody to act in a running game".into()))?;
        let legal = g.legal_actions(seat);
        let listed: HashSet<Action> = legal.iter().copied().collect();
        check_notation(&g, seat, &legal).map_err(|e| ctx(&history, e))?;
        let deep = sum.actions == 0 || rng.gen_ratio(1, depth.deep_every);
        if deep {
            sum.deep_states += 1;
            for a in &legal {
                let _ = g.action_message(seat, a);
                check_listed_applies(&g, seat, a).map_err(|e| ctx(&history, e))?;
                sum.applied += 1;
                sum.kinds.insert(kind(a));
            }
            let u = universe(&g, seat, &legal, &mut rng, depth.max_activations);
            sum.refused += check_refused(&g, seat, &listed, u).map_err(|e| ctx(&history, e))?;
            // Another seat, or a seat that does not exist, may not act.
            let empty = HashSet::new();
            let n = g.num_players();
            let sample: Vec<Action> = legal.iter().take(20).copied().collect();
            for other in (0..=n).filter(|&s| s != seat) {
                sum.refused += check_refused(&g, other, &empty, sample.iter().copied())
                    .map_err(|e| ctx(&history, e))?;
            }
            if depth.out_of_range {
                let bad = out_of_range(&g, seat, &legal);
                for s in [seat, (seat + 1) % n, n, 255, usize::MAX] {
                    sum.refused += check_refused(&g, s, &listed, bad.iter().copied())
                        .map_err(|e| ctx(&history, format!("out of range, seat {s}: {e}")))?;
                }
            }
        } else {
            // Every kind of listed action is applied on a clone at least once a game.
            for a in &legal {
                if !sum.kinds.contains(kind(a)) {
                    check_listed_applies(&g, seat, a).map_err(|e| ctx(&history, e))?;
                    sum.applied += 1;
                    sum.kinds.insert(kind(a));
                }
            }
        }
        if depth.views_every > 0 && (sum.actions == 0 || rng.gen_ratio(1, depth.views_every)) {
            sum.samples += 1;
            if check_views(&g, &mut rng, sum.actions == 0).map_err(|e| ctx(&history, e))? {
                sum.samples_differed += 1;
            }
        }
        let a = legal[pick.gen_range(0..legal.len())];
        sum.refused += check_refused(&g, seat, &listed, mutations(&g, seat, &a))
            .map_err(|e| ctx(&history, e))?;
        record.push(&g, seat, &a);
        history.push(format!("{seat}: {}", text(&a)));
        let before = g.clone();
        g = check_listed_applies(&before, seat, &a).map_err(|e| {
            history.pop();
            ctx(&history, e)
        })?;
        sum.kinds.insert(kind(&a));
        sum.actions += 1;
        states.push(g.clone());
    }
    // Over: nobody acts, and everything is refused.
    for seat in 0..players {
        let refused = check_refused(&g, seat, &HashSet::new(), bonus_and_pass())
            .map_err(|e| ctx(&history, e))?;
        sum.refused += refused;
    }
    if depth.views_every > 0 {
        check_views(&g, &mut rng, true).map_err(|e| ctx(&history, format!("final state: {e}")))?;
    }
    // The record, through JSON and back, replays to the same states.
    let json = serde_json::to_string(&*record).map_err(|e| e.to_string())?;
    let back = Record::from_json(&json).map_err(|e| e.to_string())?;
    ensure!(back == *record, "the record changes through JSON");
    let pretty = Record::from_json(&record.to_json_pretty()).map_err(|e| e.to_string())?;
    ensure!(pretty == *record, "the record changes through pretty JSON");
    // Replayed step by step, stopping at the first state that differs.
    let mut mismatch = None;
    let replayed = Match::<Spyrium>::replay(&back, &cards, |step| match step.action {
        Some((i, _)) if *step.now.state() != states[i + 1] => {
            mismatch = Some(i);
            ControlFlow::Break(())
        }
        _ => ControlFlow::Continue(()),
    })
    .map_err(|e| format!("seed {seed}, {players} players: replay failed: {e}"))?
    .into_state();
    if let Some(i) = mismatch {
        return Err(format!(
            "seed {seed}, {players} players: the replayed state after action {i} (`{}`) differs from the played one",
            history[i]
        ));
    }
    ensure!(
        replayed == g,
        "seed {seed}, {players} players: the replayed final state differs from the played one"
    );
    ensure!(
        back.replay::<Spyrium>(&cards).as_ref() == Ok(&g),
        "seed {seed}, {players} players: Record::replay differs"
    );
    Ok(sum)
}

const LIGHT: Depth = Depth {
    deep_every: 64,
    max_activations: 2,
    views_every: 0,
    out_of_range: false,
};

const DEEP: Depth = Depth {
    deep_every: 6,
    max_activations: 8,
    views_every: 12,
    out_of_range: false,
};

const OUT_OF_RANGE: Depth = Depth {
    deep_every: 8,
    max_activations: 0,
    views_every: 0,
    out_of_range: true,
};

fn run(seed: u64, players: usize, depth: Depth) -> Result<(), TestCaseError> {
    play_checked(seed, players, depth)
        .map(|_| ())
        .map_err(TestCaseError::fail)
}

proptest! {
    #![proptest_config(config(2000))]

    /// Thousands of random games: invariants after every action, notation, checked
    /// apply, refusal of mutated actions, record replay.
    #[test]
    fn random_games_keep_every_invariant(seed in any::<u64>(), players in 2usize..=5) {
        run(seed, players, LIGHT)?;
    }
}

proptest! {
    #![proptest_config(config(250))]

    /// Fewer games, checked deeply in many states: every listed action applies, a wide
    /// set of unlisted actions is refused without change, and views hide hidden data.
    #[test]
    fn random_games_checked_deeply(seed in any::<u64>(), players in 2usize..=5) {
        run(seed, players, DEEP)?;
    }
}

proptest! {
    #![proptest_config(config(250))]

    /// Actions with out-of-range numbers (slot 255, space 9, token 4, replace 256, …)
    /// are refused with an error and no change: the checked `apply` never panics.
    #[test]
    fn out_of_range_actions_are_refused(seed in any::<u64>(), players in 2usize..=5) {
        run(seed, players, OUT_OF_RANGE)?;
    }
}

// ---------------------------------------------------------------- fixed checks

/// The same seed gives the same setup; different seeds give different setups.
#[test]
fn setups_depend_on_the_seed_only() {
    let cards = cards();
    for players in 2..=5 {
        let mut setups = HashSet::new();
        for seed in 0..200u64 {
            let a = Spyrium::new_game(&cards, players, seed, None).unwrap();
            let b = Spyrium::new_game(&cards, players, seed, None).unwrap();
            assert_eq!(a, b, "seed {seed}, {players} players: not deterministic");
            assert_eq!(a.full_state_json(), b.full_state_json());
            setups.insert(a.full_state_json().to_string());
        }
        assert!(
            setups.len() >= 198,
            "{players} players: only {} different setups from 200 seeds",
            setups.len()
        );
    }
}

/// Over a fixed set of games, every kind of action is listed and applied somewhere,
/// and refusals and resampling are really exercised.
#[test]
fn random_games_cover_every_kind_of_action() {
    let mut kinds = HashSet::new();
    let (mut refused, mut applied, mut differed, mut samples) = (0, 0, 0, 0);
    let games = (0..640u64).map(|g| (g, if g < 40 { DEEP } else { LIGHT }));
    for (game, depth) in games {
        let players = 2 + (game % 4) as usize;
        let s = play_checked(1000 + game, players, depth).unwrap_or_else(|e| panic!("{e}"));
        kinds.extend(s.kinds);
        refused += s.refused;
        applied += s.applied;
        differed += s.samples_differed;
        samples += s.samples;
    }
    let expected = [
        "place",
        "money",
        "money-nothing",
        "activate",
        "activate-token",
        "activate-new",
        "activate-replace",
        "activate-lobbying",
        "activate-commerce",
        "use",
        "use-taylorism",
        "event-phase2",
        "event-windfall",
        "event-option",
        "event-overtime",
        "event-recruitment",
        "event-late-placement",
        "pass",
        "bonus-worker",
        "bonus-money",
    ];
    let missing: Vec<_> = expected.iter().filter(|k| !kinds.contains(*k)).collect();
    assert!(
        missing.is_empty(),
        "never listed and applied in 640 random games: {missing:?}"
    );
    assert!(refused > 100_000, "only {refused} refusals checked");
    assert!(applied > 20_000, "only {applied} listed actions applied");
    assert!(
        samples > 200 && differed * 10 > samples * 9,
        "resampled hidden parts differed in only {differed} of {samples} states"
    );
}

/// Reproduces one game: `GASLAMP_SEED=… GASLAMP_PLAYERS=… cargo test -p spyrium
/// --test properties -- --ignored reproduce --nocapture` checks it with every check
/// (the actions do not depend on the depth) and prints its record up to the failure.
#[test]
#[ignore]
fn reproduce() {
    let seed: u64 = std::env::var("GASLAMP_SEED")
        .expect("set GASLAMP_SEED")
        .parse()
        .unwrap();
    let players: usize = std::env::var("GASLAMP_PLAYERS")
        .expect("set GASLAMP_PLAYERS")
        .parse()
        .unwrap();
    let mut record = Record::new::<Spyrium>(&cards(), players, seed, None);
    let all = Depth {
        out_of_range: true,
        ..DEEP
    };
    let result = play_into(seed, players, all, &mut record);
    println!("{}", record.to_json_pretty());
    if let Err(e) = result {
        panic!("{e}");
    }
}

// ---------------------------------------------------------------- check ⇔ listing

/// A small number, now and then out of range.
fn small(rng: &mut ChaCha8Rng, hi: u8) -> u8 {
    match rng.gen_range(0..20) {
        0 => 255,
        1 => hi + rng.gen_range(0..3),
        _ => rng.gen_range(0..hi),
    }
}

/// `None` or a small number, now and then out of range.
fn maybe_small(rng: &mut ChaCha8Rng, hi: u8) -> Option<u8> {
    rng.gen_bool(0.5).then(|| small(rng, hi))
}

fn random_residence(rng: &mut ChaCha8Rng) -> Option<ResidenceChoice> {
    [
        None,
        Some(ResidenceChoice::Move),
        Some(ResidenceChoice::Score),
    ][rng.gen_range(0..3)]
}

fn random_placement(rng: &mut ChaCha8Rng) -> Option<Placement> {
    match rng.gen_range(0..3) {
        0 => None,
        1 => Some(Placement::NewSpace),
        _ => Some(Placement::Replace(small(rng, 6))),
    }
}

fn random_event_choice(rng: &mut ChaCha8Rng) -> EventChoice {
    match rng.gen_range(0..5) {
        0 => EventChoice::Windfall {
            gain: [Gain::Money, Gain::Spyrium, Gain::Vp][rng.gen_range(0..3)],
            commerce: maybe_small(rng, 4),
        },
        1 => EventChoice::Option {
            index: small(rng, 3),
            residence: random_residence(rng),
        },
        2 => EventChoice::Overtime {
            building: small(rng, 6),
            option: small(rng, 3),
        },
        3 => EventChoice::Recruitment,
        _ => EventChoice::LatePlacement {
            slot: small(rng, NUM_SLOTS as u8),
        },
    }
}

/// A fully random action (any kind, any field values).
fn random_action(rng: &mut ChaCha8Rng) -> Action {
    match rng.gen_range(0..7) {
        0 => Action::Place {
            slot: small(rng, NUM_SLOTS as u8),
        },
        1 => Action::GainMoney {
            slot: small(rng, NUM_SLOTS as u8),
            card: maybe_small(rng, 9),
        },
        2 => {
            let mut a = Activation::new(small(rng, NUM_SLOTS as u8), small(rng, 9));
            a.token = maybe_small(rng, 4);
            a.commerce = maybe_small(rng, 4);
            a.lobbying = rng.gen_bool(0.3);
            a.placement = random_placement(rng);
            a.residence = random_residence(rng);
            Action::Activate(a)
        }
        3 => Action::UseBuilding {
            building: small(rng, 6),
            option: small(rng, 3),
            taylorism: rng.gen_bool(0.3),
        },
        4 => Action::Event {
            begin_activation: rng.gen_bool(0.5),
            choice: random_event_choice(rng),
        },
        5 => Action::Pass,
        _ => Action::Bonus {
            bonus: [BonusKind::Worker, BonusKind::Money][rng.gen_range(0..2)],
        },
    }
}

/// `a` with one or two fields set to random values.
fn mutate_randomly(a: &Action, rng: &mut ChaCha8Rng) -> Action {
    let mut a = *a;
    for _ in 0..rng.gen_range(1..=2) {
        a = match a {
            Action::Place { .. } => Action::Place {
                slot: small(rng, NUM_SLOTS as u8),
            },
            Action::GainMoney { slot, card } => match rng.gen_range(0..2) {
                0 => Action::GainMoney {
                    slot: small(rng, NUM_SLOTS as u8),
                    card,
                },
                _ => Action::GainMoney {
                    slot,
                    card: maybe_small(rng, 9),
                },
            },
            Action::Activate(mut x) => {
                match rng.gen_range(0..7) {
                    0 => x.slot = small(rng, NUM_SLOTS as u8),
                    1 => x.card = small(rng, 9),
                    2 => x.token = maybe_small(rng, 4),
                    3 => x.commerce = maybe_small(rng, 4),
                    4 => x.lobbying = !x.lobbying,
                    5 => x.placement = random_placement(rng),
                    _ => x.residence = random_residence(rng),
                }
                Action::Activate(x)
            }
            Action::UseBuilding {
                building,
                option,
                taylorism,
            } => match rng.gen_range(0..3) {
                0 => Action::UseBuilding {
                    building: small(rng, 6),
                    option,
                    taylorism,
                },
                1 => Action::UseBuilding {
                    building,
                    option: small(rng, 3),
                    taylorism,
                },
                _ => Action::UseBuilding {
                    building,
                    option,
                    taylorism: !taylorism,
                },
            },
            Action::Event {
                begin_activation,
                choice,
            } => match rng.gen_range(0..3) {
                0 => Action::Event {
                    begin_activation: !begin_activation,
                    choice,
                },
                _ => Action::Event {
                    begin_activation,
                    choice: random_event_choice(rng),
                },
            },
            _ => random_action(rng),
        };
    }
    a
}

/// For each candidate and each seat (and a seat that does not exist): `check` accepts
/// it exactly when it is listed; a refusal has a documented code (never
/// `not_legal_now`), a sentence and its message, and `apply` gives the same refusal
/// and changes nothing. Returns the number of refusals checked.
fn check_agrees_with_listing(g: &Spyrium, candidates: &[Action]) -> Result<usize, String> {
    let n = g.num_players();
    let shared: Vec<&str> = gaslamp_core::codes::ALL
        .iter()
        .copied()
        .filter(|&c| c != gaslamp_core::codes::NOT_LEGAL_NOW)
        .collect();
    let mut refused = 0;
    for seat in (0..n).chain([n, 255]) {
        let listed: HashSet<Action> = g.legal_actions(seat).into_iter().collect();
        for c in candidates {
            let r = g.check(seat, c);
            ensure!(
                r.is_ok() == listed.contains(c),
                "seat {seat}: check says {r:?} for {c:?} (`{}`), but it is {}listed",
                text(c),
                if listed.contains(c) { "" } else { "not " }
            );
            let Err(e) = r else { continue };
            refused += 1;
            ensure!(
                spyrium::REFUSAL_CODES.contains(&e.code) || shared.contains(&e.code),
                "seat {seat}: refusal code `{}` for {c:?} is not a documented code",
                e.code
            );
            ensure!(
                !e.message.trim().is_empty(),
                "seat {seat}: empty sentence for {c:?}"
            );
            ensure!(
                e.words.is_some(),
                "seat {seat}: the refusal of {c:?} is a sentence, not a message: {e:?}"
            );
            let mut h = g.clone();
            let applied = h.apply(seat, c);
            ensure!(
                applied.as_ref().err() == Some(&e),
                "seat {seat}: apply of {c:?} gave {applied:?}, check gave {e:?}"
            );
            ensure!(h == *g, "seat {seat}: a refused {c:?} changed the state");
        }
    }
    Ok(refused)
}

/// Plays one random game, checking `check` against the listing in a sample of states
/// with candidates from the state itself, from earlier states (other seats, other
/// moments), random mutations and fully random actions.
fn play_checking_refusals(seed: u64, players: usize, every: u32) -> Result<usize, String> {
    let mut g = Spyrium::new_game(&cards(), players, seed, None).map_err(|e| e.to_string())?;
    let mut pick = action_rng(seed);
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0xc4ec_4ed0);
    let mut pool: Vec<Action> = Vec::new();
    let mut refused = 0;
    let mut step = 0;
    while !g.is_over() {
        let seat = g.to_act().first().ok_or("nobody to act")?;
        let legal = g.legal_actions(seat);
        if step == 0 || rng.gen_ratio(1, every) {
            let mut candidates = legal.clone();
            for _ in 0..24.min(pool.len()) {
                candidates.push(pool[rng.gen_range(0..pool.len())]);
            }
            for _ in 0..24 {
                let base = legal[rng.gen_range(0..legal.len())];
                candidates.push(mutate_randomly(&base, &mut rng));
            }
            for _ in 0..24 {
                candidates.push(random_action(&mut rng));
            }
            refused += check_agrees_with_listing(&g, &candidates)
                .map_err(|e| format!("seed {seed}, {players} players, step {step}: {e}"))?;
        }
        for a in legal.iter().take(8) {
            if pool.len() < 400 {
                pool.push(*a);
            } else {
                let i = rng.gen_range(0..pool.len());
                pool[i] = *a;
            }
        }
        let a = legal[pick.gen_range(0..legal.len())];
        g.apply_unchecked(seat, &a);
        step += 1;
    }
    // Once over, everything is refused with `game_over` (or `no_such_seat`).
    let candidates: Vec<Action> = (0..16).map(|_| random_action(&mut rng)).collect();
    refused += check_agrees_with_listing(&g, &candidates)
        .map_err(|e| format!("seed {seed}, {players} players, game over: {e}"))?;
    Ok(refused)
}

proptest! {
    #![proptest_config(config(120))]

    /// `check` refuses exactly the actions that are not listed, with a documented code,
    /// and a refused `apply` changes nothing.
    #[test]
    fn check_refuses_exactly_the_unlisted_actions(seed in any::<u64>(), players in 2usize..=5) {
        play_checking_refusals(seed, players, 6).map_err(TestCaseError::fail)?;
    }
}

/// Every refusal code is given somewhere in a fixed set of games, so none of
/// `REFUSAL_CODES` is dead.
#[test]
fn refusals_use_many_codes() {
    let mut seen = HashSet::new();
    for game in 0..40u64 {
        let players = 2 + (game % 4) as usize;
        let mut g = Spyrium::new_game(&cards(), players, 500 + game, None).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(game);
        while !g.is_over() {
            let seat = g.to_act().first().unwrap();
            for _ in 0..40 {
                let c = random_action(&mut rng);
                if let Err(e) = g.check(seat, &c) {
                    seen.insert(e.code);
                }
            }
            let legal = g.legal_actions(seat);
            for a in legal.iter().take(4) {
                if let Err(e) = g.check(seat, &mutate_randomly(a, &mut rng)) {
                    seen.insert(e.code);
                }
            }
            g.apply_unchecked(seat, &legal[rng.gen_range(0..legal.len())]);
        }
    }
    assert!(
        !seen.contains(gaslamp_core::codes::NOT_LEGAL_NOW),
        "Spyrium gave the generic not_legal_now"
    );
    assert!(
        seen.len() >= 30,
        "only {} distinct refusal codes seen: {seen:?}",
        seen.len()
    );
}

/// `docs/refusal-codes.md` names every code Spyrium gives and every shared code.
#[test]
fn refusal_codes_are_documented() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/refusal-codes.md");
    let doc = std::fs::read_to_string(&path).expect("docs/refusal-codes.md exists");
    let missing: Vec<&str> = spyrium::REFUSAL_CODES
        .iter()
        .chain(gaslamp_core::codes::ALL)
        .copied()
        .filter(|c| !doc.contains(&format!("`{c}`")))
        .collect();
    assert!(
        missing.is_empty(),
        "codes missing from {}: {missing:?}",
        path.display()
    );
    let mut unique = HashSet::new();
    for c in spyrium::REFUSAL_CODES {
        assert!(unique.insert(c), "`{c}` is listed twice in REFUSAL_CODES");
        assert!(
            !gaslamp_core::codes::ALL.contains(c),
            "`{c}` is a shared code; REFUSAL_CODES lists Spyrium's own"
        );
    }
}
