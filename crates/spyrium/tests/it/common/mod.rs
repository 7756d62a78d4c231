//! Shared helpers of the rules tests (`rulings.rs`, `examples.rs`).
//!
//! A situation is set up in two steps: `Spyrium::new` with `SetupOverrides` (the top
//! of the decks, the event order, the token draws, the first player), then precise
//! edits of the public state through the doc-hidden `Spyrium::edit`. The helpers that
//! edit keep the state consistent (market worker counts match the players'
//! `in_market`, `active + in_market <= workers`). Actions always go through the
//! checked `gaslamp_core::Game::apply`.
#![allow(dead_code)]

use gaslamp_core::{Game, Seat};
use spyrium::cards::{CardId, Power};
use spyrium::market::{self, Pos, Slot};
use spyrium::state::Player;
use spyrium::{Action, Components, Event, Phase, SetupOverrides, Spyrium};

pub const SEED: u64 = 20_240_601;

/// `message` said as a refusal's `message` is: in the thread's language, to a reader
/// without a seat or names (a seat reads "player N").
pub fn said(message: &gaslamp_core::Message) -> String {
    gaslamp_core::Reader {
        lang: gaslamp_core::i18n::lang(),
        seat: None,
        names: &[],
    }
    .say(&spyrium::texts::TEXTS, message)
}

/// Nine period-A cards without tokens: the default turn-1 market, spaces 1-9.
pub const PLAIN_A: [&str; 9] = [
    "mine-1",
    "geologist",
    "mine-2",
    "workshop-1",
    "apprentice",
    "laboratory-1",
    "neighborhood-1",
    "adviser-a",
    "luxury-home",
];

/// The event order of the default game: no token event among the first six.
pub const PLAIN_EVENTS: [&str; 7] = [
    "patronage",
    "crystal-trade",
    "country-house",
    "overtime",
    "recruitment",
    "late-placement",
    "windfall",
];

/// Setup overrides: the top of the A deck, the event order, the token draws, seat 0
/// first.
pub fn setup(a: &[&str], events: &[&str], tokens: &[u8]) -> SetupOverrides {
    let mut s = SetupOverrides::default();
    s.decks
        .insert("A".into(), a.iter().map(|x| x.to_string()).collect());
    s.events = events.iter().map(|x| x.to_string()).collect();
    s.tokens = tokens.to_vec();
    s.first_player = Some(0);
    s
}

pub fn new_game(players: usize, a: &[&str], events: &[&str], tokens: &[u8]) -> Spyrium {
    Spyrium::new(
        Components::builtin(),
        players,
        SEED,
        &setup(a, events, tokens),
    )
    .expect("valid setup")
}

/// A game at the start of turn 1 with the plain market and events; seat 0 first.
pub fn plain_game(players: usize) -> Spyrium {
    new_game(players, &PLAIN_A, &PLAIN_EVENTS, &[])
}

/// A game with this turn-1 event (then the other events, no token event next).
pub fn game_with_event(players: usize, event: &str, tokens: &[u8]) -> Spyrium {
    let mut events = vec![event];
    events.extend(PLAIN_EVENTS.iter().copied().filter(|e| *e != event));
    new_game(players, &PLAIN_A, &events, tokens)
}

pub fn card(id: &str) -> CardId {
    Components::builtin()
        .card_by_id(id)
        .unwrap_or_else(|| panic!("no card `{id}`"))
}

pub fn slot(name: &str) -> Slot {
    market::parse_slot(name).unwrap_or_else(|| panic!("no slot `{name}`"))
}

/// Market space `n` (1-9, as in the notation) as the internal position.
pub fn space(n: u8) -> Pos {
    assert!((1..=9).contains(&n));
    n - 1
}

/// Puts a card (or nothing) on market space `n` (1-9), without tokens.
pub fn set_card(g: &mut Spyrium, n: u8, id: Option<&str>) {
    let m = &mut g.edit().market;
    m.cards[space(n) as usize] = id.map(card);
    m.tokens[space(n) as usize] = [0; 3];
}

/// Sets the tokens lying on market space `n` (1-9), by value.
pub fn set_tokens(g: &mut Spyrium, n: u8, values: &[u8]) {
    let mut t = [0u8; 3];
    for &v in values {
        t[v as usize - 1] += 1;
    }
    g.edit().market.tokens[space(n) as usize] = t;
}

pub fn tokens_on(g: &Spyrium, n: u8) -> [u8; 3] {
    g.public().market.tokens[space(n) as usize]
}

/// Moves one active worker of `seat` from its start card into slot `name`.
pub fn put_worker(g: &mut Spyrium, seat: Seat, name: &str) {
    let s = slot(name);
    let p = g.edit();
    assert!(
        p.players[seat].active > 0,
        "seat {seat} has no active worker"
    );
    p.players[seat].active -= 1;
    p.players[seat].in_market += 1;
    p.market.workers[s as usize][seat] += 1;
}

/// Workers of `seat` in slot `name`.
pub fn workers_in(g: &Spyrium, seat: Seat, name: &str) -> u8 {
    g.public().market.workers[slot(name) as usize][seat]
}

/// Sets how many workers a player owns, all of them active on the start card.
pub fn set_workers(g: &mut Spyrium, seat: Seat, n: u8) {
    let pl = &mut g.edit().players[seat];
    assert_eq!(pl.in_market, 0, "set workers before placing any");
    pl.workers = n;
    pl.active = n;
}

pub fn pl(g: &mut Spyrium, seat: Seat) -> &mut Player {
    &mut g.edit().players[seat]
}

pub fn player(g: &Spyrium, seat: Seat) -> &Player {
    g.player(seat)
}

/// Adds a building to a player's neighbourhood; returns its 1-based number.
pub fn give_building(g: &mut Spyrium, seat: Seat, id: &str) -> usize {
    let c = card(id);
    let b = &mut g.edit().players[seat].buildings;
    b.push(c);
    b.len()
}

/// Sets a player's score-track total as if reached in play: the 8 and 20 VP bonuses
/// it passed count as already given (the £5 first), so that none is asked later.
pub fn set_score(g: &mut Spyrium, seat: Seat, score: u32) {
    let pl = &mut g.edit().players[seat];
    pl.score = score;
    pl.bonuses = [8, 20].iter().filter(|&&t| score >= t).count() as u8;
    pl.first_bonus = (pl.bonuses > 0).then_some(spyrium::BonusKind::Money);
}

pub fn give_technique(g: &mut Spyrium, seat: Seat, p: Power) {
    g.edit().players[seat].techniques |= p.bit();
}

pub fn set_phase(g: &mut Spyrium, seat: Seat, phase: Phase) {
    g.edit().players[seat].phase = phase;
}

/// Gives the turn to `seat` (to let one seat take several actions in a row).
pub fn set_current(g: &mut Spyrium, seat: Seat) {
    g.edit().current = seat as u8;
}

pub fn current(g: &Spyrium) -> Seat {
    g.public().current as usize
}

pub fn parse(g: &Spyrium, seat: Seat, text: &str) -> Action {
    g.parse_action(seat, text)
        .unwrap_or_else(|e| panic!("`{text}` does not parse: {e}"))
}

/// Applies a text action of `seat` through the checked `Game::apply`; panics with the
/// engine's reason when it is refused.
pub fn act(g: &mut Spyrium, seat: Seat, text: &str) -> Vec<Event> {
    let a = parse(g, seat, text);
    g.apply(seat, &a)
        .unwrap_or_else(|e| panic!("`{text}` refused for seat {seat}: {}", e.message))
}

/// Gives the turn to `seat`, then acts.
pub fn act_as(g: &mut Spyrium, seat: Seat, text: &str) -> Vec<Event> {
    set_current(g, seat);
    act(g, seat, text)
}

/// Asserts that the action is refused, that it is not in the legal list, and that
/// the state is unchanged; returns the reason.
pub fn refused(g: &mut Spyrium, seat: Seat, text: &str) -> String {
    let a = parse(g, seat, text);
    assert!(
        !g.legal_actions(seat).contains(&a),
        "`{text}` is listed as legal for seat {seat}"
    );
    let problems = refusal_problems(g, seat, &a);
    assert!(problems.is_empty(), "`{text}`: {}", problems.join("\n"));
    let before = g.clone();
    let r = g.apply(seat, &a);
    assert!(r.is_err(), "`{text}` was accepted for seat {seat}");
    assert!(*g == before, "a refused `{text}` changed the state");
    let reason = r.unwrap_err().message;
    assert!(!reason.is_empty());
    reason
}

/// Gives the turn to `seat`, then asserts the action is refused.
pub fn refused_as(g: &mut Spyrium, seat: Seat, text: &str) -> String {
    set_current(g, seat);
    refused(g, seat, text)
}

/// Asserts that `reason` contains `part` (with a readable failure message).
pub fn assert_reason(reason: &str, part: &str) {
    assert!(
        reason.contains(part),
        "reason `{reason}` does not mention `{part}`"
    );
}

pub fn is_legal(g: &Spyrium, seat: Seat, text: &str) -> bool {
    let a = parse(g, seat, text);
    g.legal_actions(seat).contains(&a)
}

/// The legal actions of `seat` in text notation, sorted.
pub fn legal_texts(g: &Spyrium, seat: Seat) -> Vec<String> {
    let mut v: Vec<String> = g
        .legal_actions(seat)
        .iter()
        .map(|a| g.action_text(seat, a))
        .collect();
    v.sort();
    v
}

/// Legal texts of `seat` starting with `prefix`, sorted.
pub fn legal_starting(g: &Spyrium, seat: Seat, prefix: &str) -> Vec<String> {
    legal_texts(g, seat)
        .into_iter()
        .filter(|t| t.starts_with(prefix))
        .collect()
}

/// The `Changed` event of a seat in an action's events, as (money, spyrium, score,
/// workers, residence); zeros when there is none.
pub fn changed(events: &[Event], seat: Seat) -> (i64, i64, i64, i64, i64) {
    for e in events {
        if let Event::Changed {
            seat: s,
            money,
            spyrium,
            score,
            workers,
            residence,
        } = e
        {
            if *s == seat {
                return (*money, *spyrium, *score, *workers, *residence);
            }
        }
    }
    (0, 0, 0, 0, 0)
}

/// Ends the current turn: every seat to act passes (removing its market workers by
/// gaining money first when it has any).
pub fn finish_turn(g: &mut Spyrium) {
    let turn = g.turn();
    let mut guard = 0;
    while !g.is_over() && g.turn() == turn {
        let s = current(g);
        let legal = g.legal_actions(s);
        let a = if legal.contains(&Action::Pass) {
            Action::Pass
        } else {
            *legal
                .iter()
                .find(|a| matches!(a, Action::GainMoney { .. }))
                .expect("a seat that cannot pass can gain money")
        };
        g.apply(s, &a).expect("listed actions are legal");
        guard += 1;
        assert!(guard < 200, "turn does not end");
    }
}

/// Plays (everybody passing) until turn `t` begins.
pub fn play_to_turn(g: &mut Spyrium, t: usize) {
    while g.turn() < t {
        finish_turn(g);
    }
    assert_eq!(g.turn(), t);
}

/// A game at the start of turn 6 (the last), everybody having passed before; `f`
/// then sets the situation, and everybody passes: the game is over.
pub fn end_game_with(players: usize, f: impl FnOnce(&mut Spyrium)) -> Spyrium {
    let mut g = plain_game(players);
    play_to_turn(&mut g, 6);
    f(&mut g);
    finish_turn(&mut g);
    assert!(g.is_over());
    g
}

/// Total number of tokens in circulation plus those kept with Commerce.
pub fn all_tokens(g: &Spyrium) -> usize {
    let p = g.public();
    let market: usize = p
        .market
        .tokens
        .iter()
        .map(|t| t.iter().map(|&x| x as usize).sum::<usize>())
        .sum();
    let discard: usize = p.token_discard.iter().map(|&x| x as usize).sum();
    let kept: usize = p.players.iter().map(|pl| pl.kept_total() as usize).sum();
    g.reserve_len()
        + market
        + discard
        + kept
        + p.event_token.is_some() as usize
        + p.future_token.is_some() as usize
}

/// What is wrong with the refusal of `action` for `seat`
/// (`gaslamp_core::testing::refusal_problems`, with the game's files and codes).
pub fn refusal_problems(g: &Spyrium, seat: Seat, action: &Action) -> Vec<String> {
    gaslamp_core::testing::refusal_problems(
        g,
        seat,
        action,
        spyrium::texts::texts(),
        spyrium::REFUSAL_CODES,
    )
}

/// Actions in notation tried on every position, most of them illegal there (the
/// texts' transcript holds their refusals; the messages test checks their words).
pub fn candidate_actions() -> Vec<String> {
    let mut out = Vec::new();
    for slot in ["1-2", "2-3", "4-5", "5-6", "1-4", "5-8", "6-9", "8-9"] {
        let (a, b) = slot.split_once('-').unwrap();
        out.push(format!("place {slot}"));
        out.push(format!("money {slot}"));
        out.push(format!("event place {slot}"));
        for card in [a, b] {
            out.push(format!("money {slot} @{card}"));
            for extra in [
                "",
                " new",
                " replace 1",
                " replace 4",
                " token 1",
                " token 3",
                " commerce 2",
                " lobbying",
                " move",
                " score",
                " token 2 new",
                " new move",
            ] {
                out.push(format!("activate {slot} @{card}{extra}"));
            }
        }
    }
    out.push("activate 1-2 @5".into());
    for s in [
        "use 1:1",
        "use 2:1",
        "use 1:2",
        "use 1:3",
        "use 1:1 taylorism",
        "use 2:2 taylorism",
        "event money",
        "event spyrium",
        "event vp commerce 2",
        "event 1",
        "event 2",
        "event 3",
        "event 1 move",
        "event 1 score",
        "event use 1:1",
        "event use 1:2",
        "event",
        "phase2 event 1",
        "phase2 event money",
        "pass",
        "bonus worker",
        "bonus money",
    ] {
        out.push(s.into());
    }
    out
}
