//! Spyrium in words: the board drawn as plain text from a seat's view (no colours
//! needed), what cards, effects and events do, the banner of a turn, and the final
//! report. The terminal, the server's logs and the Python API all use these.

use crate::cards::{Card, CardKind, Components, Effect, EventKind, Power, TokenUse};
use crate::market::{slot_name, SLOT_SPACES};
use crate::state::{Phase, Player, Public};
use crate::Event;
use crate::{Spyrium, View};
use gaslamp_core::{seat_names, Game, Observer};
use std::fmt::Write;

/// A short line saying where the game stands, e.g. `Turn 2 of 6 (period A)`.
pub fn banner(g: &Spyrium) -> String {
    let turns = g.components().turns();
    if g.is_over() {
        return "Game over".into();
    }
    format!("Turn {} of {turns} (period {:?})", g.turn(), g.period())
}

/// The end of the game: every seat's final score with its parts, and the winners.
pub fn final_report(g: &Spyrium) -> String {
    let mut s = String::from("Final scores:\n");
    for seat in 0..g.num_players() {
        let f = g.final_score(seat);
        write!(
            s,
            "  seat {seat}: {:>3} = {} on the score track + {} from buildings",
            f.total, f.track, f.buildings
        )
        .unwrap();
        for (power, vp) in &f.techniques {
            write!(s, " + {vp} from {}", power.name()).unwrap();
        }
        s.push('\n');
    }
    if let Some(o) = g.outcome() {
        let best = o.scores.iter().copied().max().unwrap_or(0);
        if o.winners.len() == 1 {
            writeln!(s, "Winner: {} with {best} points", seat_names(&o.winners)).unwrap();
        } else {
            writeln!(
                s,
                "Winners (a shared win): {} with {best} points each",
                seat_names(&o.winners)
            )
            .unwrap();
        }
    }
    s
}

/// An event in words, for logs; `None` for events not worth a line.
pub fn log_line(e: &Event) -> Option<String> {
    Some(match e {
        Event::Acted { seat, action } => format!("seat {seat}: {action}"),
        Event::Changed {
            seat,
            money,
            spyrium,
            score,
            workers,
            residence,
        } => {
            let mut parts = Vec::new();
            for (n, what) in [
                (*money, "£"),
                (*spyrium, " Spyrium"),
                (*score, " VP"),
                (*workers, " worker(s)"),
                (*residence, " residence"),
            ] {
                match (n, what) {
                    (0, _) => {}
                    (n, "£") => {
                        parts.push(format!("{}£{}", if n < 0 { "-" } else { "+" }, n.abs()))
                    }
                    (n, w) => parts.push(format!("{n:+}{w}")),
                }
            }
            format!("  seat {seat}: {}", parts.join(", "))
        }
        Event::TurnStarted { turn } => format!("turn {turn} begins"),
        Event::GameOver { scores } => format!(
            "the game is over: {}",
            scores
                .iter()
                .enumerate()
                .map(|(s, v)| format!("seat {s} {v}"))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    })
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
        return format!("{total}wk");
    }
    format!("[{s}]")
}

fn slot_of(a: usize, b: usize) -> usize {
    SLOT_SPACES
        .iter()
        .position(|&(x, y)| (x as usize, y as usize) == (a, b))
        .expect("neighbouring spaces have a slot")
}

fn kind_word(k: CardKind) -> &'static str {
    match k {
        CardKind::Character => "character",
        CardKind::Building => "building",
        CardKind::Technique => "technique",
    }
}

// ------------------------------------------------------------------ card texts

/// An effect in words, e.g. `pay 1 Spyrium -> 3 VP`.
pub fn effect_text(e: &Effect) -> String {
    let mut pay = Vec::new();
    let mut gain = Vec::new();
    if e.pay_money > 0 {
        pay.push(format!("£{}", e.pay_money));
    }
    if e.pay_spyrium > 0 {
        pay.push(format!("{} Spyrium", e.pay_spyrium));
    }
    if e.gain_money > 0 {
        gain.push(format!("£{}", e.gain_money));
    }
    if e.gain_spyrium > 0 {
        gain.push(format!("{} Spyrium", e.gain_spyrium));
    }
    if e.gain_vp > 0 {
        gain.push(format!("{} VP", e.gain_vp));
    }
    if e.gain_workers > 0 {
        gain.push(format!(
            "{} worker{}",
            e.gain_workers,
            if e.gain_workers > 1 { "s" } else { "" }
        ));
    }
    match e.token {
        Some(TokenUse::GainMoney) => gain.push("£ equal to the token".into()),
        Some(TokenUse::GainSpyrium) => gain.push("Spyrium equal to the token".into()),
        Some(TokenUse::GainVp) => gain.push("VP equal to the token".into()),
        Some(TokenUse::PayMoney) => pay.push("£ equal to the token".into()),
        None => {}
    }
    if e.residence {
        gain.push("a residence action (move or score)".into());
    }
    match (pay.is_empty(), gain.is_empty()) {
        (true, true) => "no effect".into(),
        (true, false) => format!("gain {}", gain.join(" + ")),
        (false, true) => format!("pay {}", pay.join(" + ")),
        (false, false) => format!("pay {} -> {}", pay.join(" + "), gain.join(" + ")),
    }
}

/// What a technique does, from the rulebook.
pub fn power_text(p: Power) -> &'static str {
    match p {
        Power::Crane => "a new building space costs £3 less; end: 1 VP per building",
        Power::Capitalization => "£2 more on each Gain money; end: 1 VP per £2",
        Power::Commerce => {
            "keep tokens you take (up to 7); once a turn choose a token's value; end: 1 VP per kept token"
        }
        Power::Automation => "Mines need no worker; end: 1 VP per Spyrium",
        Power::Engineering => {
            "+1 VP per worker on Factory buildings; end: the VP of your Factory buildings"
        }
        Power::Taylorism => {
            "once a turn, straighten an inclined building and use it again; end: 1 VP per worker"
        }
        Power::Lobbying => {
            "once a turn, no extra £ for workers around a card; end: your residence value"
        }
    }
}

/// A card's rules in one line.
pub fn card_text(card: &Card) -> String {
    match card.kind {
        CardKind::Character => effect_text(&card.effect),
        CardKind::Building => {
            let mut s = String::new();
            if card.on_build != Effect::default() {
                write!(s, "when built: {}; ", effect_text(&card.on_build)).unwrap();
            }
            if card.uses.is_empty() {
                s.push_str("cannot be used");
            } else {
                let uses: Vec<String> = card
                    .uses
                    .iter()
                    .enumerate()
                    .map(|(i, u)| {
                        let mut t = format!(
                            "{}) {} worker{}",
                            i + 1,
                            u.workers,
                            if u.workers == 1 { "" } else { "s" }
                        );
                        if u.pay_spyrium > 0 {
                            write!(t, " + {} Spyrium", u.pay_spyrium).unwrap();
                        }
                        t.push_str(" ->");
                        let mut gains = Vec::new();
                        if u.gain_spyrium > 0 {
                            gains.push(format!("{} Spyrium", u.gain_spyrium));
                        }
                        if u.gain_vp > 0 {
                            gains.push(format!("{} VP", u.gain_vp));
                        }
                        if gains.is_empty() {
                            gains.push("nothing".into());
                        }
                        write!(t, " {}", gains.join(" + ")).unwrap();
                        t
                    })
                    .collect();
                write!(s, "use: {}", uses.join(" | ")).unwrap();
            }
            s
        }
        CardKind::Technique => match card.power {
            Some(p) => format!("{}: {}", p.name(), power_text(p)),
            None => "technique".into(),
        },
    }
}

/// An event's rules in one line.
pub fn event_text(kind: &EventKind, token: Option<u8>) -> String {
    match kind {
        EventKind::Windfall => match token {
            Some(t) => format!("gain the token's value ({t}) as £, Spyrium or VP"),
            None => "gain the token's value as £, Spyrium or VP (no token)".into(),
        },
        EventKind::Options(opts) => {
            let o: Vec<String> = opts
                .iter()
                .enumerate()
                .map(|(i, e)| format!("{}) {}", i + 1, effect_text(e)))
                .collect();
            format!("choose one: {}", o.join(" | "))
        }
        EventKind::Overtime { cost } => {
            format!("pay £{cost}: straighten an inclined building and use it again")
        }
        EventKind::Recruitment { cost } => {
            format!("pay £{cost} per worker owned: one more worker, active at once")
        }
        EventKind::LatePlacement => {
            "place a worker from your start card in the market, also in Phase II".into()
        }
    }
}

// ------------------------------------------------------------------ players

fn phase_text(p: Phase) -> &'static str {
    match p {
        Phase::Placement => "I placement",
        Phase::Activation => "II activation",
        Phase::Passed => "passed",
    }
}

fn player_details(cards: &Components, pl: &Player) -> Vec<String> {
    let mut lines = Vec::new();
    if pl.buildings.is_empty() {
        lines.push("buildings: none".to_string());
    } else {
        let b: Vec<String> = pl
            .buildings
            .iter()
            .enumerate()
            .map(|(i, &c)| {
                let k = cards.card(c);
                let mut t = format!("{} {} ({}VP", i + 1, k.name, k.vp);
                let sym = k.symbol_letters();
                if !sym.is_empty() {
                    write!(t, " {sym}").unwrap();
                }
                t.push(')');
                if pl.is_inclined(i) {
                    t.push_str(" [inclined]");
                }
                t
            })
            .collect();
        lines.push(format!("buildings: {}", b.join(", ")));
    }
    let mut extras = Vec::new();
    let techs: Vec<String> = Power::ALL
        .iter()
        .filter(|&&w| pl.has(w))
        .map(|&w| {
            if pl.powers_used & w.bit() != 0 {
                format!("{} (used this turn)", w.name())
            } else {
                w.name().to_string()
            }
        })
        .collect();
    extras.push(if techs.is_empty() {
        "techniques: none".to_string()
    } else {
        format!("techniques: {}", techs.join(", "))
    });
    let kept = token_text(&pl.kept);
    if !kept.is_empty() {
        extras.push(format!("kept tokens: {kept}"));
    }
    if pl.bonuses > 0 {
        let first = match pl.first_bonus {
            Some(crate::BonusKind::Worker) => "worker",
            Some(crate::BonusKind::Money) => "money",
            None => "?",
        };
        extras.push(format!("bonuses taken: {} (first: {first})", pl.bonuses));
    }
    lines.push(extras.join("; "));
    lines
}

/// Columns of the compact board.
const SCREEN: usize = 80;
/// Width of a market cell and of the gap between cells on the compact board.
const SMALL_CELL: usize = 22;
const SMALL_GAP: usize = 6;

fn kind_short(k: CardKind) -> &'static str {
    match k {
        CardKind::Character => "char",
        CardKind::Building => "bldg",
        CardKind::Technique => "tech",
    }
}

/// A market cell on two lines of [`SMALL_CELL`] characters: number and name; kind,
/// price, VP, symbols, tokens.
fn small_cell(cards: &Components, p: &Public, pos: usize) -> [String; 2] {
    match p.market.cards[pos] {
        None => [format!("{} (empty)", pos + 1), String::new()],
        Some(c) => {
            let k = cards.card(c);
            let mut info = format!("  {} £{}", kind_short(k.kind), k.price);
            if k.kind == CardKind::Building {
                write!(info, " {}VP", k.vp).unwrap();
                let sym = k.symbol_letters();
                if !sym.is_empty() {
                    write!(info, " {sym}").unwrap();
                }
            }
            let toks = token_text(&p.market.tokens[pos]);
            if !toks.is_empty() {
                write!(info, " t{}", toks.replace(' ', "")).unwrap();
            }
            [format!("{} {}", pos + 1, k.name), info]
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
        Some(s) => format!("You are seat {s}."),
        None => "You are watching.".into(),
    };
    writeln!(
        out,
        "{}",
        fit(
            &format!(
                "Turn {turn} of {turns}, period {:?}. Seat {} plays first. {you}",
                cards.period_of_turn(turn),
                p.first_player
            ),
            SCREEN - 1
        )
        .trim_end()
    )
    .unwrap();
    for (label, e, token) in [
        ("Event", p.event, p.event_token),
        ("Next ", p.future_event, p.future_token),
    ] {
        let line = match e {
            None => format!("{label}: none"),
            Some(e) => {
                let ev = cards.event(e);
                let tok = token.map_or(String::new(), |t| format!(" [{t}]"));
                format!(
                    "{label}: {}{tok} - {}",
                    ev.name,
                    event_text(&ev.kind, token)
                )
            }
        };
        writeln!(out, "{}", fit(&line, SCREEN - 1).trim_end()).unwrap();
    }
    writeln!(
        out,
        "Decks A/B/C {}/{}/{}, events {}, tokens {} face down, {} discarded.",
        view.deck_left[0],
        view.deck_left[1],
        view.deck_left[2],
        view.events_left,
        view.reserve,
        p.token_discard.iter().map(|&n| n as u32).sum::<u32>()
    )
    .unwrap();
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
    writeln!(
        out,
        "  seat      £  Spy   VP  res    workers  phase  event  bldg tech"
    )
    .unwrap();
    for (s, pl) in p.players.iter().enumerate() {
        let mark = if !p.over && p.current as usize == s {
            '>'
        } else {
            ' '
        };
        let who = if Some(s) == seat {
            format!("{s} you")
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
                Phase::Placement => "I",
                Phase::Activation => "II",
                Phase::Passed => "passed",
            },
            if pl.event_used { "used" } else { "-" },
            pl.buildings.len(),
            pl.techniques.count_ones(),
        )
        .unwrap();
    }
    if let Some(s) = seat {
        let pl = &p.players[s];
        let mut line = String::new();
        for d in player_details(cards, pl) {
            if !line.is_empty() {
                line.push_str("; ");
            }
            line.push_str(&d);
        }
        writeln!(
            out,
            "{}",
            fit(&format!("Yours: {line}"), SCREEN - 1).trim_end()
        )
        .unwrap();
        if p.pending_bonus && p.current as usize == s {
            let t = cards.rules.bonus_thresholds[0];
            writeln!(
                out,
                "You reached {t} VP: choose a bonus (one more worker, or £{}).",
                cards.rules.bonus_money
            )
            .unwrap();
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
    writeln!(out, "\nCards in the market:").unwrap();
    for pos in 0..9 {
        if let Some(c) = p.market.cards[pos] {
            let k = cards.card(c);
            let mut head = format!(
                "{} {} ({}, £{}",
                pos + 1,
                k.name,
                kind_word(k.kind),
                k.price
            );
            if k.kind == CardKind::Building {
                write!(head, ", {} VP at the end", k.vp).unwrap();
                let sym = k.symbol_letters();
                if !sym.is_empty() {
                    write!(head, ", symbols {sym}").unwrap();
                }
            }
            let toks = token_text(&p.market.tokens[pos]);
            if !toks.is_empty() {
                write!(head, ", tokens {toks}").unwrap();
            }
            let around = p.market.adjacent_workers(pos as u8);
            if around > 0 {
                write!(head, ", {around} worker(s) around").unwrap();
            }
            wrap(&format!("{head}): {}", card_text(k)), 2, 6, &mut out);
        }
    }
    writeln!(out, "Players (workers = owned/active/in market):").unwrap();
    for (s, pl) in p.players.iter().enumerate() {
        writeln!(out, "  seat {s}: {}", phase_text(pl.phase)).unwrap();
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
