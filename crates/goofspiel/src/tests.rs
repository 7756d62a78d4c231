//! Goofspiel's unit tests: rounds and ties, secret bids, refusals, the end, the notation,
//! setup, the heuristic and what clients read.

use super::*;
use gaslamp_core::{codes, Reader};

/// The board as the view's observer reads it, in the thread's language, at a table
/// of Ada, Ben, Cy, Dot and Eve.
pub(crate) fn board_read(view: &View) -> String {
    text::board(view).said(&table(view.observer.seat()), &TEXTS)
}

/// A reader at a table of Ada, Ben, Cy, Dot and Eve, in the thread's language.
pub(crate) fn table(seat: Option<Seat>) -> Reader<'static> {
    static NAMES: std::sync::LazyLock<Vec<Option<String>>> = std::sync::LazyLock::new(|| {
        ["Ada", "Ben", "Cy", "Dot", "Eve"]
            .map(|n| Some(n.to_string()))
            .into()
    });
    Reader {
        lang: gaslamp_core::i18n::lang(),
        seat,
        names: &NAMES,
    }
}

fn game(players: usize, prizes: &[u8]) -> Goofspiel {
    let v = serde_json::json!({ "prizes": prizes });
    Goofspiel::new_game(
        &Components::new(prizes.len() as u8).unwrap(),
        players,
        0,
        Some(&v),
    )
    .unwrap()
}

#[test]
fn the_single_highest_bid_wins_the_prize() {
    let mut g = game(3, &[5, 1, 2, 3, 4]);
    assert_eq!(g.prize(), Some(5));
    g.apply(0, &Action::Bid(2)).unwrap();
    g.apply(1, &Action::Bid(4)).unwrap();
    let ev = g.apply(2, &Action::Bid(3)).unwrap();
    assert_eq!(g.scores(), vec![0, 5, 0]);
    assert_eq!(
        ev[1],
        Event::Revealed {
            round: 1,
            prize: 5,
            bids: vec![2, 4, 3],
            winner: Some(1)
        }
    );
    assert_eq!(ev[2], Event::PrizeRevealed { round: 2, prize: 1 });
    assert_eq!(g.hand(1), vec![1, 2, 3, 5]);
}

#[test]
fn tied_highest_bids_discard_the_prize_even_if_a_lower_bid_is_unique() {
    let mut g = game(3, &[5, 1, 2, 3, 4]);
    g.apply(0, &Action::Bid(4)).unwrap();
    g.apply(1, &Action::Bid(4)).unwrap();
    let ev = g.apply(2, &Action::Bid(1)).unwrap();
    assert_eq!(g.scores(), vec![0, 0, 0]);
    assert!(matches!(ev[1], Event::Revealed { winner: None, .. }));
    assert_eq!(g.history()[0].winner, None);
    // The bid cards are spent all the same.
    assert_eq!(g.hand(0), vec![1, 2, 3, 5]);
    assert_eq!(g.hand(2), vec![2, 3, 4, 5]);
}

#[test]
fn bids_are_revealed_only_when_all_are_in() {
    let mut g = game(3, &[3, 1, 2]);
    let ev = g.apply(1, &Action::Bid(3)).unwrap();
    assert_eq!(ev.len(), 1);
    assert!(g.secret_pending());
    assert_eq!(g.to_act(), [0, 2].into_iter().collect());
    // Nobody else sees the card: not in views, hands, or the filtered event.
    for obs in [Observer::Seat(0), Observer::Seat(2), Observer::Spectator] {
        let v = g.view(obs);
        assert_eq!(v.my_bid, None);
        assert_eq!(v.has_bid, vec![false, true, false]);
        assert_eq!(v.hands[1], vec![1, 2, 3]);
        assert_eq!(
            g.filter_event(&ev[0], obs),
            Some(Event::Bid {
                seat: 1,
                card: None
            })
        );
        let json = serde_json::to_string(&v).unwrap();
        assert!(!json.contains("\"my_bid\":3"), "{json}");
    }
    assert_eq!(g.view(Observer::Seat(1)).my_bid, Some(3));
    assert_eq!(
        g.filter_event(&ev[0], Observer::Seat(1)),
        Some(ev[0].clone())
    );
    // Bidding again is refused: the seat is no longer to act.
    let r = g.check(1, &Action::Bid(2)).unwrap_err();
    assert_eq!(r.code, codes::NOT_YOUR_TURN);
    g.apply(0, &Action::Bid(1)).unwrap();
    assert!(g.secret_pending());
    g.apply(2, &Action::Bid(2)).unwrap();
    assert!(!g.secret_pending());
    assert_eq!(g.scores(), vec![0, 3, 0]);
    assert_eq!(g.to_act().len(), 3);
}

#[test]
fn the_order_of_the_bids_does_not_matter() {
    let orders = [[0, 1, 2, 3], [3, 2, 1, 0], [2, 0, 3, 1], [1, 3, 0, 2]];
    let bids = [6u8, 2, 6, 5];
    let mut results = Vec::new();
    for order in orders {
        let mut g = game(4, &[4, 6, 1, 2, 3, 5]);
        for s in order {
            g.apply(s, &Action::Bid(bids[s])).unwrap();
        }
        results.push(g);
    }
    assert!(results.windows(2).all(|w| w[0] == w[1]));
    assert_eq!(results[0].scores(), vec![0, 0, 0, 0]);
}

#[test]
fn refusals_have_specific_codes() {
    let mut g = game(2, &[2, 1, 3]);
    g.apply(0, &Action::Bid(3)).unwrap();
    g.apply(1, &Action::Bid(1)).unwrap();
    let before = g.clone();
    let code = |g: &mut Goofspiel, seat, c| g.apply(seat, &Action::Bid(c)).unwrap_err().code;
    assert_eq!(code(&mut g, 0, 3), CARD_NOT_IN_HAND);
    assert_eq!(code(&mut g, 0, 0), NO_SUCH_CARD);
    assert_eq!(code(&mut g, 0, 4), NO_SUCH_CARD);
    assert_eq!(code(&mut g, 2, 1), codes::NO_SUCH_SEAT);
    assert_eq!(g, before);
    let msg = g.check(0, &Action::Bid(3)).unwrap_err().message;
    assert!(
        msg.contains("already played your 3") && msg.contains("1 and 2"),
        "{msg}"
    );
}

#[test]
fn the_game_ends_after_as_many_rounds_as_cards() {
    let mut g = game(2, &[2, 1, 3]);
    for (a, b) in [(1, 3), (2, 2), (3, 1)] {
        g.apply(0, &Action::Bid(a)).unwrap();
        g.apply(1, &Action::Bid(b)).unwrap();
    }
    assert!(g.is_over());
    assert_eq!(g.to_act(), SeatSet::EMPTY);
    assert_eq!(g.scores(), vec![3, 2]);
    assert_eq!(g.outcome().unwrap().winners, vec![0]);
    assert_eq!(g.heuristic(), vec![3.0, 2.0]);
    assert_eq!(
        g.check(0, &Action::Bid(1)).unwrap_err().code,
        codes::GAME_OVER
    );
    assert!(board_read(&g.view(Observer::Spectator)).contains("game over"));
}

#[test]
fn notation_reads_bids_and_explains_the_rest() {
    let g = game(2, &[1, 2]);
    assert_eq!(g.parse_action(0, " BID  2 "), Ok(Action::Bid(2)));
    assert_eq!(g.action_text(0, &Action::Bid(2)), "bid 2");
    for bad in ["", "bid", "bid x", "bid 300", "bid 1 2", "pass", "bid -1"] {
        let e = g.parse_action(0, bad).unwrap_err().message;
        assert!(e.contains("bid N"), "{bad:?}: {e}");
    }
    let hostile = format!("\u{1b}[2J{}", "x".repeat(5000));
    let e = g.parse_action(0, &hostile).unwrap_err();
    assert!(
        e.message.len() < 400 && !e.message.contains('\u{1b}'),
        "{e}"
    );
    // The reason is a message too, which an edge says in its reader's language;
    // the typed text in it is made safe already.
    let words = e.words.expect("a reason as a message");
    let fr = Reader {
        lang: gaslamp_core::i18n::Lang::known("fr"),
        seat: None,
        names: &[],
    }
    .say(&TEXTS, &words);
    assert!(fr.contains("écrivez") && !fr.contains('\u{1b}'), "{fr}");
}

#[test]
fn setup_and_components_are_validated() {
    assert!(Components::new(0).is_err());
    assert!(Components::new(14).is_err());
    assert_eq!(
        Goofspiel::components_id(&Components::default()),
        "goofspiel-8"
    );
    assert_eq!(Components::from_id("goofspiel-5").unwrap().cards, 5);
    assert!(Components::from_id("goofspiel-99").is_err());
    let o = Components::new(3).unwrap();
    for p in [0, 1, 6] {
        assert!(Goofspiel::new_game(&o, p, 0, None).is_err());
    }
    for bad in [
        serde_json::json!({"prizes": [1, 2]}),
        serde_json::json!({"prizes": [1, 1, 2]}),
        serde_json::json!({"prices": [1, 2, 3]}),
    ] {
        assert!(Goofspiel::new_game(&o, 2, 0, Some(&bad)).is_err(), "{bad}");
    }
    // The seed alone fixes the prize order.
    let a = Goofspiel::new_game(&Components::default(), 2, 5, None).unwrap();
    let b = Goofspiel::new_game(&Components::default(), 2, 5, None).unwrap();
    assert_eq!(a, b);
}

#[test]
fn the_heuristic_prefers_winning_the_prize_cheaply() {
    // Seat 1 has bid 1 (a sampled secret, in a search); seat 0 should bid 2.
    let mut g = game(2, &[5, 1, 2, 3, 4]);
    g.apply_unchecked(1, &Action::Bid(1));
    let value = |c| {
        let mut s = g.clone();
        s.apply_unchecked(0, &Action::Bid(c));
        let h = s.heuristic();
        h[0] - h[1]
    };
    let best = (1..=5)
        .max_by(|&a, &b| value(a).total_cmp(&value(b)))
        .unwrap();
    assert_eq!(best, 2);
}

#[test]
fn views_and_events_serialize_for_clients() {
    let mut g = game(2, &[2, 1]);
    let ev = g.apply(0, &Action::Bid(1)).unwrap();
    let v = serde_json::to_value(g.view(Observer::Seat(0))).unwrap();
    assert_eq!(v["my_bid"], 1);
    assert_eq!(v["prize"], 2);
    let e = serde_json::to_value(g.filter_event(&ev[0], Observer::Seat(1))).unwrap();
    assert_eq!(
        e,
        serde_json::json!({"type": "bid", "seat": 0, "card": null})
    );
    let text = board_read(&g.view(Observer::Seat(0)));
    assert!(
        text.contains("you bid 1") && text.contains("prize 2"),
        "{text}"
    );
    assert!(!board_read(&g.view(Observer::Seat(1))).contains("bid 1"));
}
