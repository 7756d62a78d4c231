//! Spyrium in words: the board drawn as plain text from a seat's view (no colours
//! needed), what cards, effects and events do, the banner of a turn, and the final
//! report. The terminal, the server's logs and the Python API all use these.

use crate::cards::{Card, CardKind, Components, Effect, EventKind, Power, TokenUse};
use crate::market::{slot_name, SLOT_SPACES};
use crate::state::{Phase, Player, Public};
pub use crate::texts::{card_name, event_name, power_name, power_title};
use crate::texts::{semicolon_join, TEXTS};
use crate::Event;
use crate::{Spyrium, View};
use gaslamp_core::{seat_names, tr, Game, Observer};
use std::fmt::Write;

/// A short line saying where the game stands, e.g. `Turn 2 of 6 (period A)`.
pub fn banner(g: &Spyrium) -> String {
    let turns = g.components().turns();
    if g.is_over() {
        return tr!(TEXTS, "game-over");
    }
    tr!(
        TEXTS,
        "banner",
        turn = g.turn(),
        turns = turns,
        period = format!("{:?}", g.period())
    )
}

/// The end of the game: every seat's final score with its parts, and the winners.
pub fn final_report(g: &Spyrium) -> String {
    let mut s = tr!(TEXTS, "final-scores");
    s.push('\n');
    for seat in 0..g.num_players() {
        let f = g.final_score(seat);
        let line = tr!(
            TEXTS,
            "final-seat",
            seat = seat,
            total = format!("{:>3}", f.total),
            track = f.track,
            buildings = f.buildings
        );
        write!(s, "  {line}").unwrap();
        for (power, vp) in &f.techniques {
            let part = tr!(
                TEXTS,
                "final-technique",
                vp = *vp,
                power = power_name(*power)
            );
            write!(s, " + {part}").unwrap();
        }
        s.push('\n');
    }
    if let Some(o) = g.outcome() {
        let best = o.scores.iter().copied().max().unwrap_or(0);
        let id = if o.winners.len() == 1 {
            "final-winner"
        } else {
            "final-winners-shared"
        };
        let line = tr!(TEXTS, id, seats = seat_names(&o.winners), best = best);
        writeln!(s, "{line}").unwrap();
    }
    s
}

/// An event in words, for logs; `None` for events not worth a line: its message
/// ([`crate::messages::event_message`]) said in the thread's language to no seat (a
/// seat reads "player N").
pub fn log_line(e: &Event) -> Option<String> {
    crate::messages::event_message(e).map(|m| crate::messages::say(&m))
}

// ------------------------------------------------------------------ the board

/// Longest line of running text.
const WIDTH: usize = 79;

fn fit(text: &str, width: usize) -> String {
    let n = text.chars().count();
    if n <= width {
        format!("{text}{}", " ".repeat(width - n))
    } else {
        let mut t: String = text.chars().take(width - 1).collect();
        t.push('~');
        t
    }
}

fn center(text: &str, width: usize) -> String {
    let n = text.chars().count();
    if n >= width {
        return fit(text, width);
    }
    let left = (width - n) / 2;
    format!("{}{text}{}", " ".repeat(left), " ".repeat(width - n - left))
}

/// Writes `text` as lines of at most `WIDTH` characters, broken between words: the
/// first line indented by `first`, the others by `rest`.
fn wrap(text: &str, first: usize, rest: usize, out: &mut String) {
    let mut line = " ".repeat(first);
    let mut empty = true;
    for word in text.split(' ') {
        if !empty && line.chars().count() + 1 + word.chars().count() > WIDTH {
            writeln!(out, "{line}").unwrap();
            line = " ".repeat(rest);
            empty = true;
        }
        if !empty {
            line.push(' ');
        }
        line.push_str(word);
        empty = false;
    }
    writeln!(out, "{line}").unwrap();
}

fn token_text(counts: &[u8; 3]) -> String {
    let mut v = Vec::new();
    for (i, &n) in counts.iter().enumerate() {
        for _ in 0..n {
            v.push((i + 1).to_string());
        }
    }
    v.join(" ")
}

/// The workers of a slot, one seat digit per worker: `[002]`; `[ ]` when empty.
fn slot_workers(p: &Public, slot: usize) -> String {
    let mut s = String::new();
    for (seat, &n) in p.market.workers[slot][..p.players.len()].iter().enumerate() {
        for _ in 0..n {
            s.push_str(&seat.to_string());
        }
    }
    if s.len() > SMALL_GAP - 2 {
        let total: u32 = p.market.workers[slot].iter().map(|&n| n as u32).sum();
        return tr!(TEXTS, "slot-workers-many", n = total);
    }
    format!("[{s}]")
}

fn slot_of(a: usize, b: usize) -> usize {
    SLOT_SPACES
        .iter()
        .position(|&(x, y)| (x as usize, y as usize) == (a, b))
        .expect("neighbouring spaces have a slot")
}

fn kind_word(k: CardKind) -> String {
    match k {
        CardKind::Character => tr!(TEXTS, "kind-character"),
        CardKind::Building => tr!(TEXTS, "kind-building"),
        CardKind::Technique => tr!(TEXTS, "kind-technique"),
    }
}

/// A card's symbols as letters in the thread's language (`FR` in English: factory,
/// research).
pub fn symbol_text(card: &Card) -> String {
    card.symbol_letters()
        .chars()
        .map(|c| match c {
            'F' => tr!(TEXTS, "symbol-factory"),
            'M' => tr!(TEXTS, "symbol-mine"),
            'R' => tr!(TEXTS, "symbol-research"),
            other => other.to_string(),
        })
        .collect()
}

// ------------------------------------------------------------------ card texts

/// An effect in words, e.g. `pay 1 Spyrium -> 3 VP`.
pub fn effect_text(e: &Effect) -> String {
    let mut pay = Vec::new();
    let mut gain = Vec::new();
    if e.pay_money > 0 {
        pay.push(tr!(TEXTS, "amount-money", n = e.pay_money));
    }
    if e.pay_spyrium > 0 {
        pay.push(tr!(TEXTS, "amount-spyrium", n = e.pay_spyrium));
    }
    if e.gain_money > 0 {
        gain.push(tr!(TEXTS, "amount-money", n = e.gain_money));
    }
    if e.gain_spyrium > 0 {
        gain.push(tr!(TEXTS, "amount-spyrium", n = e.gain_spyrium));
    }
    if e.gain_vp > 0 {
        gain.push(tr!(TEXTS, "amount-vp", n = e.gain_vp));
    }
    if e.gain_workers > 0 {
        gain.push(tr!(TEXTS, "amount-workers", n = e.gain_workers));
    }
    match e.token {
        Some(TokenUse::GainMoney) => gain.push(tr!(TEXTS, "token-money")),
        Some(TokenUse::GainSpyrium) => gain.push(tr!(TEXTS, "token-spyrium")),
        Some(TokenUse::GainVp) => gain.push(tr!(TEXTS, "token-vp")),
        Some(TokenUse::PayMoney) => pay.push(tr!(TEXTS, "token-money")),
        None => {}
    }
    if e.residence {
        gain.push(tr!(TEXTS, "effect-residence"));
    }
    match (pay.is_empty(), gain.is_empty()) {
        (true, true) => tr!(TEXTS, "effect-none"),
        (true, false) => tr!(TEXTS, "effect-gain", gain = gain.join(" + ")),
        (false, true) => tr!(TEXTS, "effect-pay", pay = pay.join(" + ")),
        (false, false) => tr!(
            TEXTS,
            "effect-pay-gain",
            pay = pay.join(" + "),
            gain = gain.join(" + ")
        ),
    }
}

/// What a technique does, from the rulebook.
pub fn power_text(p: Power) -> String {
    tr!(TEXTS, &format!("power-{}-text", p.name()))
}

/// A card's rules in one line.
pub fn card_text(card: &Card) -> String {
    match card.kind {
        CardKind::Character => effect_text(&card.effect),
        CardKind::Building => {
            let mut s = String::new();
            if card.uses.is_empty() {
                s.push_str(&tr!(TEXTS, "card-cannot-be-used"));
            } else {
                let uses: Vec<String> = card
                    .uses
                    .iter()
                    .enumerate()
                    .map(|(i, u)| {
                        let mut t =
                            format!("{}) {}", i + 1, tr!(TEXTS, "use-workers", n = u.workers));
                        if u.pay_spyrium > 0 {
                            let a = tr!(TEXTS, "amount-spyrium", n = u.pay_spyrium);
                            write!(t, " + {a}").unwrap();
                        }
                        t.push_str(" ->");
                        let mut gains = Vec::new();
                        if u.gain_spyrium > 0 {
                            gains.push(tr!(TEXTS, "amount-spyrium", n = u.gain_spyrium));
                        }
                        if u.gain_vp > 0 {
                            gains.push(tr!(TEXTS, "amount-vp", n = u.gain_vp));
                        }
                        if gains.is_empty() {
                            gains.push(tr!(TEXTS, "use-nothing"));
                        }
                        write!(t, " {}", gains.join(" + ")).unwrap();
                        t
                    })
                    .collect();
                s.push_str(&tr!(TEXTS, "card-use", uses = uses.join(" | ")));
            }
            if card.on_build != Effect::default() {
                s = tr!(
                    TEXTS,
                    "card-when-built",
                    effect = effect_text(&card.on_build),
                    rest = s
                );
            }
            s
        }
        CardKind::Technique => match card.power {
            Some(p) => tr!(
                TEXTS,
                "card-technique",
                name = power_name(p),
                text = power_text(p)
            ),
            None => tr!(TEXTS, "kind-technique"),
        },
    }
}

/// An event's rules in one line.
pub fn event_text(kind: &EventKind, token: Option<u8>) -> String {
    match kind {
        EventKind::Windfall => match token {
            Some(t) => tr!(TEXTS, "event-windfall-text", token = t),
            None => format!(
                "{} {}",
                tr!(TEXTS, "event-windfall-rules"),
                tr!(TEXTS, "event-no-token")
            ),
        },
        EventKind::Options(opts) => {
            let o: Vec<String> = opts
                .iter()
                .enumerate()
                .map(|(i, e)| format!("{}) {}", i + 1, effect_text(e)))
                .collect();
            tr!(TEXTS, "event-options-text", options = o.join(" | "))
        }
        EventKind::Overtime { cost } => tr!(TEXTS, "event-overtime-text", cost = *cost),
        EventKind::Recruitment { cost } => tr!(TEXTS, "event-recruitment-text", cost = *cost),
        EventKind::LatePlacement => tr!(TEXTS, "event-late-placement-text"),
    }
}

/// An event's rules without a token in hand ("the token's value"), as the card set
/// shows them.
pub fn event_rules(kind: &EventKind) -> String {
    match kind {
        EventKind::Windfall => tr!(TEXTS, "event-windfall-rules"),
        k => event_text(k, None),
    }
}

// ------------------------------------------------------------------ players

fn phase_text(p: Phase) -> String {
    match p {
        Phase::Placement => tr!(TEXTS, "phase-placement"),
        Phase::Activation => tr!(TEXTS, "phase-activation"),
        Phase::Passed => tr!(TEXTS, "phase-passed"),
    }
}

fn player_details(cards: &Components, pl: &Player) -> Vec<String> {
    let mut lines = Vec::new();
    if pl.buildings.is_empty() {
        lines.push(tr!(TEXTS, "details-buildings-none"));
    } else {
        let b: Vec<String> = pl
            .buildings
            .iter()
            .enumerate()
            .map(|(i, &c)| {
                let k = cards.card(c);
                let vp = tr!(TEXTS, "cell-vp", vp = k.vp);
                let mut t = format!("{} {} ({vp}", i + 1, card_name(k));
                let sym = symbol_text(k);
                if !sym.is_empty() {
                    write!(t, " {sym}").unwrap();
                }
                t.push(')');
                if pl.is_inclined(i) {
                    write!(t, " [{}]", tr!(TEXTS, "details-inclined")).unwrap();
                }
                t
            })
            .collect();
        lines.push(tr!(TEXTS, "details-buildings", list = b.join(", ")));
    }
    let mut extras = Vec::new();
    let techs: Vec<String> = Power::ALL
        .iter()
        .filter(|&&w| pl.has(w))
        .map(|&w| {
            if pl.powers_used & w.bit() != 0 {
                tr!(TEXTS, "details-technique-used", name = power_name(w))
            } else {
                power_name(w)
            }
        })
        .collect();
    extras.push(if techs.is_empty() {
        tr!(TEXTS, "details-techniques-none")
    } else {
        tr!(TEXTS, "details-techniques", list = techs.join(", "))
    });
    let kept = token_text(&pl.kept);
    if !kept.is_empty() {
        extras.push(tr!(TEXTS, "details-kept-tokens", tokens = kept));
    }
    if pl.bonuses > 0 {
        let first = match pl.first_bonus {
            Some(crate::BonusKind::Worker) => tr!(TEXTS, "bonus-kind-worker"),
            Some(crate::BonusKind::Money) => tr!(TEXTS, "bonus-kind-money"),
            None => "?".to_string(),
        };
        extras.push(tr!(TEXTS, "details-bonuses", n = pl.bonuses, first = first));
    }
    lines.push(semicolon_join(&extras));
    lines
}

/// Columns of the compact board.
const SCREEN: usize = 80;
/// Width of a market cell and of the gap between cells on the compact board.
const SMALL_CELL: usize = 22;
const SMALL_GAP: usize = 6;

fn kind_short(k: CardKind) -> String {
    match k {
        CardKind::Character => tr!(TEXTS, "kind-short-character"),
        CardKind::Building => tr!(TEXTS, "kind-short-building"),
        CardKind::Technique => tr!(TEXTS, "kind-short-technique"),
    }
}

/// A market cell on two lines of [`SMALL_CELL`] characters: number and name; kind,
/// price, VP, symbols, tokens.
fn small_cell(cards: &Components, p: &Public, pos: usize) -> [String; 2] {
    match p.market.cards[pos] {
        None => [tr!(TEXTS, "cell-empty", pos = pos + 1), String::new()],
        Some(c) => {
            let k = cards.card(c);
            let mut info = format!("  {} £{}", kind_short(k.kind), k.price);
            if k.kind == CardKind::Building {
                write!(info, " {}", tr!(TEXTS, "cell-vp", vp = k.vp)).unwrap();
                let sym = symbol_text(k);
                if !sym.is_empty() {
                    write!(info, " {sym}").unwrap();
                }
            }
            let toks = token_text(&p.market.tokens[pos]);
            if !toks.is_empty() {
                let t = tr!(TEXTS, "cell-tokens", tokens = toks.replace(' ', ""));
                write!(info, " {t}").unwrap();
            }
            [format!("{} {}", pos + 1, card_name(k)), info]
        }
    }
}

/// The board on one 80×30 terminal screen with room for a log and a prompt: the
/// turn and events, the market with the workers in its slots, one line per player,
/// and the observer's own buildings. [`details`] has every card's text.
pub fn board(view: &View) -> String {
    let cards = &view.cards;
    let p = &view.public;
    let seat = match view.observer {
        Observer::Seat(s) => Some(s),
        Observer::Spectator => None,
    };
    let mut out = String::new();
    let turns = cards.turns();
    let turn = (p.turn as usize).clamp(1, turns);
    let you = match seat {
        Some(s) => tr!(TEXTS, "board-you", seat = s),
        None => tr!(TEXTS, "board-watching"),
    };
    let head = tr!(
        TEXTS,
        "board-head",
        turn = turn,
        turns = turns,
        period = format!("{:?}", cards.period_of_turn(turn)),
        first = p.first_player,
        you = you
    );
    writeln!(out, "{}", fit(&head, SCREEN - 1).trim_end()).unwrap();
    let labels = [
        tr!(TEXTS, "board-event-label"),
        tr!(TEXTS, "board-next-label"),
    ];
    let label_width = labels.iter().map(|l| l.chars().count()).max().unwrap_or(0);
    for (label, e, token) in [
        (&labels[0], p.event, p.event_token),
        (&labels[1], p.future_event, p.future_token),
    ] {
        let label = format!("{label:<label_width$}");
        let line = match e {
            None => tr!(TEXTS, "board-event-none", label = label),
            Some(e) => {
                let ev = cards.event(e);
                let tok = token.map_or(String::new(), |t| format!(" [{t}]"));
                tr!(
                    TEXTS,
                    "board-event",
                    label = label,
                    name = event_name(ev),
                    token = tok,
                    text = event_text(&ev.kind, token)
                )
            }
        };
        writeln!(out, "{}", fit(&line, SCREEN - 1).trim_end()).unwrap();
    }
    let decks = tr!(
        TEXTS,
        "board-decks",
        a = view.deck_left[0],
        b = view.deck_left[1],
        c = view.deck_left[2],
        events = view.events_left,
        reserve = view.reserve,
        discarded = p.token_discard.iter().map(|&n| n as u32).sum::<u32>()
    );
    writeln!(out, "{decks}").unwrap();
    for row in 0..3 {
        let mut lines = [String::new(), String::new()];
        for col in 0..3 {
            let pos = row * 3 + col;
            let cell = small_cell(cards, p, pos);
            for (i, l) in lines.iter_mut().enumerate() {
                l.push_str(&fit(&cell[i], SMALL_CELL));
            }
            if col < 2 {
                let slot = slot_of(pos, pos + 1);
                lines[0].push_str(&center(&slot_workers(p, slot), SMALL_GAP));
                lines[1].push_str(&center(&slot_name(slot as u8), SMALL_GAP));
            }
        }
        for l in lines {
            writeln!(out, "{}", l.trim_end()).unwrap();
        }
        if row < 2 {
            let mut l = String::new();
            for col in 0..3 {
                let pos = row * 3 + col;
                let slot = slot_of(pos, pos + 3);
                let label = format!("{} {}", slot_name(slot as u8), slot_workers(p, slot));
                l.push_str(&center(&label, SMALL_CELL));
                l.push_str(&" ".repeat(SMALL_GAP));
            }
            writeln!(out, "{}", l.trim_end()).unwrap();
        }
    }
    writeln!(out, "  {}", tr!(TEXTS, "board-players-header")).unwrap();
    for (s, pl) in p.players.iter().enumerate() {
        let mark = if !p.over && p.current as usize == s {
            '>'
        } else {
            ' '
        };
        let who = if Some(s) == seat {
            format!("{s} {}", tr!(TEXTS, "board-you-short"))
        } else {
            s.to_string()
        };
        let res = format!(
            "{}(£{})",
            pl.residence + 1,
            cards.rules.residence_track[pl.residence as usize]
        );
        writeln!(
            out,
            "{mark} {who:<6} {:>4} {:>4} {:>4}  {res:<6} {:<8} {:<6} {:<6} {:>4} {:>4}",
            pl.money,
            pl.spyrium,
            pl.score,
            format!("{}/{}/{}", pl.workers, pl.active, pl.in_market),
            match pl.phase {
                Phase::Placement => "I".to_string(),
                Phase::Activation => "II".to_string(),
                Phase::Passed => tr!(TEXTS, "board-passed"),
            },
            if pl.event_used {
                tr!(TEXTS, "board-event-used")
            } else {
                "-".to_string()
            },
            pl.buildings.len(),
            pl.techniques.count_ones(),
        )
        .unwrap();
    }
    if let Some(s) = seat {
        let pl = &p.players[s];
        let line = semicolon_join(&player_details(cards, pl));
        let yours = tr!(TEXTS, "board-yours", details = line);
        writeln!(out, "{}", fit(&yours, SCREEN - 1).trim_end()).unwrap();
        if p.pending_bonus && p.current as usize == s {
            let t = cards.rules.bonus_thresholds[0];
            let line = tr!(
                TEXTS,
                "board-bonus-reached",
                vp = t,
                money = cards.rules.bonus_money
            );
            writeln!(out, "{line}").unwrap();
        }
    }
    out
}

/// The whole board as the view's observer sees it, with every market card's text
/// and every player's buildings and techniques.
pub fn details(view: &View) -> String {
    let cards = &view.cards;
    let p = &view.public;
    let mut out = board(view);
    writeln!(out, "\n{}", tr!(TEXTS, "details-market")).unwrap();
    for pos in 0..9 {
        if let Some(c) = p.market.cards[pos] {
            let k = cards.card(c);
            let mut head = format!(
                "{} {} ({}, £{}",
                pos + 1,
                card_name(k),
                kind_word(k.kind),
                k.price
            );
            if k.kind == CardKind::Building {
                write!(head, ", {}", tr!(TEXTS, "details-end-vp", vp = k.vp)).unwrap();
                let sym = symbol_text(k);
                if !sym.is_empty() {
                    write!(head, ", {}", tr!(TEXTS, "details-symbols", symbols = sym)).unwrap();
                }
            }
            let toks = token_text(&p.market.tokens[pos]);
            if !toks.is_empty() {
                write!(head, ", {}", tr!(TEXTS, "details-tokens", tokens = toks)).unwrap();
            }
            let around = p.market.adjacent_workers(pos as u8);
            if around > 0 {
                let t = tr!(TEXTS, "details-workers-around", n = around);
                write!(head, ", {t}").unwrap();
            }
            let line = tr!(TEXTS, "details-card", head = head, text = card_text(k));
            wrap(&line, 2, 6, &mut out);
        }
    }
    writeln!(out, "{}", tr!(TEXTS, "details-players")).unwrap();
    for (s, pl) in p.players.iter().enumerate() {
        let line = tr!(
            TEXTS,
            "details-seat",
            seat = s,
            phase = phase_text(pl.phase)
        );
        writeln!(out, "  {line}").unwrap();
        for line in player_details(cards, pl) {
            wrap(&line, 4, 6, &mut out);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use gaslamp_core::Observer;

    #[test]
    fn the_board_shows_every_space_slot_and_player() {
        let g = Spyrium::new_game(&Components::builtin(), 4, 7, None).unwrap();
        let text = details(&g.view(Observer::Seat(1)));
        for slot in 0..12u8 {
            assert!(
                text.contains(&slot_name(slot)),
                "slot {slot} missing:\n{text}"
            );
        }
        for pos in 0..9 {
            let c = g.public().market.cards[pos].unwrap();
            let name = &g.components().card(c).name;
            assert!(text.contains(name.as_str()), "{name} missing:\n{text}");
        }
        assert!(text.contains("1 you"), "{text}");
        assert!(text.contains("Turn 1 of 6"), "{text}");
        for line in text.lines() {
            assert!(line.chars().count() < 80, "line too long: {line}");
        }
    }

    #[test]
    fn the_compact_board_fits_an_80_by_30_screen_with_room_for_a_log() {
        for players in 2..=5 {
            for seed in 0..20 {
                let mut g = Spyrium::new_game(&Components::builtin(), players, seed, None).unwrap();
                let mut rng = gaslamp_core::rng_from_seed(seed);
                // Boards from the start to the end of a random game.
                while !g.is_over() {
                    let seat = g.to_act().first().unwrap();
                    let text = board(&g.view(Observer::Seat(seat)));
                    assert!(
                        text.lines().count() <= 21,
                        "{} lines:\n{text}",
                        text.lines().count()
                    );
                    for line in text.lines() {
                        assert!(line.chars().count() < 80, "line too long: {line}");
                    }
                    let legal = g.legal_actions(seat);
                    let a = legal[rand::Rng::gen_range(&mut rng, 0..legal.len())];
                    g.apply_unchecked(seat, &a);
                }
            }
        }
        let g = Spyrium::new_game(&Components::builtin(), 4, 7, None).unwrap();
        let text = board(&g.view(Observer::Seat(1)));
        for slot in 0..12u8 {
            assert!(
                text.contains(&slot_name(slot)),
                "slot {slot} missing:\n{text}"
            );
        }
        assert!(text.contains("1 you"), "{text}");
        assert!(board(&g.view(Observer::Spectator)).contains("You are watching"));
    }

    #[test]
    fn effects_read_as_words() {
        let e = Effect {
            pay_spyrium: 1,
            gain_vp: 3,
            ..Effect::default()
        };
        assert_eq!(effect_text(&e), "pay 1 Spyrium -> 3 VP");
        let e = Effect {
            token: Some(TokenUse::GainSpyrium),
            ..Effect::default()
        };
        assert_eq!(effect_text(&e), "gain Spyrium equal to the token");
        assert_eq!(effect_text(&Effect::default()), "no effect");
    }

    #[test]
    fn slot_workers_show_one_digit_per_worker() {
        let mut g = Spyrium::new_game(&Components::builtin(), 3, 1, None).unwrap();
        g.edit().market.workers[0] = [2, 0, 1, 0, 0];
        assert_eq!(slot_workers(g.public(), 0), "[002]");
        assert_eq!(slot_workers(g.public(), 1), "[]");
        g.edit().market.workers[0] = [3, 2, 1, 0, 0];
        assert_eq!(slot_workers(g.public(), 0), "6wk");
    }

    #[test]
    fn final_report_names_the_winners() {
        let mut g = Spyrium::new_game(&Components::builtin(), 2, 3, None).unwrap();
        let mut rng = gaslamp_core::rng_from_seed(3);
        while !g.is_over() {
            let seat = g.to_act().first().unwrap();
            let legal = g.legal_actions(seat);
            let a = legal[rand::Rng::gen_range(&mut rng, 0..legal.len())];
            g.apply_unchecked(seat, &a);
        }
        let report = final_report(&g);
        assert!(
            report.contains("seat 0:") && report.contains("seat 1:"),
            "{report}"
        );
        assert!(report.contains("Winner"), "{report}");
    }
}
