//! Goofspiel in words: the board for a terminal, log lines, the banner of a round and
//! the final report.

use crate::{list, Event, Goofspiel, View};
use gaslamp_core::{seat_names, Game, Observer};
use std::fmt::Write;

/// A plain-text board for a terminal: a few lines, from one observer's view.
pub fn render(view: &View) -> String {
    let mut s = String::new();
    let _ = write!(
        s,
        "Goofspiel, {} players, {} cards — ",
        view.players, view.cards
    );
    match view.prize {
        Some(p) => {
            let _ = writeln!(
                s,
                "round {} of {}: prize {p} (prizes left: {})",
                view.round,
                view.cards,
                list(view.prizes_left.iter().copied())
            );
        }
        None => {
            let _ = writeln!(s, "game over");
        }
    }
    for seat in 0..view.players {
        let me = view.observer == Observer::Seat(seat);
        let status = if view.over {
            String::new()
        } else if me && view.my_bid.is_some() {
            format!("  you bid {}", view.my_bid.unwrap_or(0))
        } else if view.has_bid[seat] {
            "  has bid".into()
        } else {
            "  to bid".into()
        };
        let _ = writeln!(
            s,
            "seat {seat}{}  score {:>3}  hand {}{status}",
            if me { " (you)" } else { "" },
            view.scores[seat],
            list(view.hands[seat].iter().copied()),
        );
    }
    if let Some(last) = view.history.last() {
        let who = match last.winner {
            Some(w) => format!("seat {w} won it"),
            None => "tied highest bids, discarded".into(),
        };
        let _ = writeln!(
            s,
            "last round: prize {}, bids {}, {who}",
            last.prize,
            list(last.bids.iter().copied())
        );
    }
    s
}

/// A short line saying where the game stands, e.g. `Round 3 of 8, prize 5`.
pub fn banner(g: &Goofspiel) -> String {
    match g.prize() {
        Some(p) => format!("Round {} of {}, prize {p}", g.round(), g.cards),
        None => "Game over".into(),
    }
}

/// An event in words, for logs.
pub fn log_line(e: &Event) -> Option<String> {
    Some(match e {
        Event::Bid {
            seat,
            card: Some(c),
        } => format!("seat {seat} bid {c} (secret until every seat has bid)"),
        Event::Bid { seat, card: None } => format!("seat {seat} has bid"),
        Event::Revealed {
            round,
            prize,
            bids,
            winner,
        } => {
            let who = match winner {
                Some(w) => format!("seat {w} wins the {prize}"),
                None => format!("tied highest bids: the {prize} is discarded"),
            };
            format!("round {round}: bids {}; {who}", list(bids.iter().copied()))
        }
        Event::PrizeRevealed { round, prize } => format!("round {round}: the prize is {prize}"),
        Event::GameOver { scores } => {
            let each: Vec<String> = scores
                .iter()
                .enumerate()
                .map(|(seat, v)| format!("seat {seat} {v}"))
                .collect();
            format!("the game is over: {}", each.join(", "))
        }
    })
}

/// The end of the game: every seat's score and the winners.
pub fn final_report(g: &Goofspiel) -> String {
    let mut s = String::from("Final scores:\n");
    for (seat, score) in g.scores().iter().enumerate() {
        let _ = writeln!(s, "  seat {seat}: {score:>3}");
    }
    if let Some(o) = g.outcome() {
        let best = o.scores.iter().copied().max().unwrap_or(0);
        let _ = writeln!(
            s,
            "Winner(s): {} with {best} points",
            seat_names(&o.winners)
        );
    }
    s
}

/// The whole state, hidden parts included (the prize deck's order, this round's
/// pending bids), as JSON: for debugging and test files, never for a player.
pub fn full_state_json(g: &Goofspiel) -> serde_json::Value {
    serde_json::json!({
        "public": g.view(Observer::Spectator),
        "hidden": {
            "prize_deck_next_last": g.deck,
            "pending_bids": g.bids,
        },
    })
}
