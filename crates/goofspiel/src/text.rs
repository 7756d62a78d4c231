//! Goofspiel as messages: the board for a terminal and the final report as sheets,
//! log lines, the banner of a round; said at the edge to one reader with the words
//! of `locales/*/goofspiel.ftl`.

use crate::{Event, Goofspiel, View};
use gaslamp_core::i18n::Texts;
use gaslamp_core::{Cell, Game, Line, Message, Observer, Sheet};
use std::sync::LazyLock;

/// Goofspiel's sentences.
pub static TEXTS: LazyLock<Texts> = LazyLock::new(|| Texts::named("goofspiel"));

/// The board for a terminal, from one observer's view, as a sheet said at the
/// edge to its reader: the round and prize, each seat's score, hand and bid, the
/// last round.
pub fn board(view: &View) -> Sheet {
    let mut s = Sheet::new();
    let head = Message::new("board-head")
        .number("players", view.players as i64)
        .number("cards", view.cards);
    let now = match view.prize {
        Some(p) => Message::new("board-round")
            .number("round", view.round)
            .number("cards", view.cards)
            .number("prize", p)
            .list("left", cards_listed(view.prizes_left.iter().copied())),
        None => Message::new("board-over"),
    };
    s.line(Line::row(vec![Cell::say(head), Cell::say(now)]));
    for seat in 0..view.players {
        let me = view.observer == Observer::Seat(seat);
        let status = match (view.over, me.then_some(view.my_bid).flatten()) {
            (true, _) => None,
            (false, Some(card)) => Some(Message::new("board-you-bid").number("card", card)),
            (false, None) if view.has_bid[seat] => Some(Message::new("board-has-bid")),
            (false, None) => Some(Message::new("board-to-bid")),
        };
        let line = Message::new("board-seat")
            .seat("seat", seat)
            .number("score", view.scores[seat])
            .list("hand", cards_listed(view.hands[seat].iter().copied()));
        let cells = std::iter::once(line).chain(status).map(Cell::say).collect();
        s.line(Line::row(cells).gap(2));
    }
    if let Some(last) = view.history.last() {
        let who = match last.winner {
            Some(w) => Message::new("board-won-it").seat("seat", w),
            None => Message::new("board-tied"),
        };
        let bids = last
            .bids
            .iter()
            .enumerate()
            .map(|(seat, &card)| {
                Message::new("bid-of")
                    .seat("who", seat)
                    .number("card", card)
            })
            .collect();
        let last = Message::new("board-last")
            .number("prize", last.prize)
            .list("bids", bids)
            .message("who", who);
        s.wrapped(last, 0, 2);
    }
    s
}

/// Where the game stands, e.g. `Round 3 of 8, prize 5`.
pub fn banner(g: &Goofspiel) -> Message {
    match g.prize() {
        Some(p) => Message::new("banner-round")
            .number("round", g.round())
            .number("cards", g.cards)
            .number("prize", p),
        None => Message::new("banner-over"),
    }
}

/// An event as a message, for logs: said at the edge to one reader.
pub fn event_message(e: &Event) -> Option<Message> {
    Some(match e {
        Event::Bid {
            seat,
            card: Some(c),
        } => Message::new("log-bid-secret")
            .seat("who", *seat)
            .number("card", *c),
        Event::Bid { seat, card: None } => Message::new("log-has-bid").seat("who", *seat),
        Event::Revealed {
            round,
            prize,
            bids,
            winner,
        } => {
            let result = match winner {
                Some(w) => Message::new("log-wins")
                    .seat("who", *w)
                    .number("prize", *prize),
                None => Message::new("log-tied").number("prize", *prize),
            };
            let bids = bids
                .iter()
                .enumerate()
                .map(|(seat, card)| {
                    Message::new("bid-of")
                        .seat("who", seat)
                        .number("card", *card)
                })
                .collect();
            Message::new("log-revealed")
                .number("round", *round)
                .list("bids", bids)
                .message("result", result)
        }
        Event::PrizeRevealed { round, prize } => Message::new("log-prize")
            .number("round", *round)
            .number("prize", *prize),
        Event::GameOver { scores } => {
            let each = scores
                .iter()
                .enumerate()
                .map(|(seat, v)| {
                    Message::new("score-of")
                        .seat("who", seat)
                        .number("score", *v)
                })
                .collect();
            Message::new("log-over").list("scores", each)
        }
    })
}

/// Cards as messages to list ("1, 3 and 5").
pub fn cards_listed(cards: impl IntoIterator<Item = u8>) -> Vec<Message> {
    cards
        .into_iter()
        .map(|c| Message::new("card-number").number("card", c))
        .collect()
}

/// What bidding `card` does, for a menu: the prize it is for and the cards left
/// after it (`hand`: the seat's cards before the bid).
pub fn bid_message(card: u8, prize: Option<u8>, left: impl IntoIterator<Item = u8>) -> Message {
    match prize {
        Some(p) => Message::new("describe-bid")
            .number("card", card)
            .number("prize", p)
            .list("left", cards_listed(left)),
        None => Message::new("describe-bid-plain").number("card", card),
    }
}

/// The end of the game: every seat's score and the winners.
pub fn final_report(g: &Goofspiel) -> Sheet {
    let mut s = Sheet::new();
    s.say(Message::new("final-head"));
    for (seat, score) in g.scores().iter().enumerate() {
        s.line(
            Line::row(vec![Cell::say(
                Message::new("final-seat")
                    .seat("seat", seat)
                    .number("score", *score),
            )])
            .indent(2),
        );
    }
    if let Some(o) = g.outcome() {
        let best = o.scores.iter().copied().max().unwrap_or(0);
        s.say(
            Message::new("final-winners")
                .seats("who", o.winners.clone())
                .number("best", best),
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

#[cfg(test)]
mod tests {
    use super::*;
    use gaslamp_core::i18n::{with_lang, Lang};
    use gaslamp_core::Reader;

    /// Every message in both languages, and every id the sources use is written.
    #[test]
    fn every_message_is_written_in_english_and_french() {
        assert_eq!(TEXTS.problems(), Vec::<String>::new());
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/src");
        for f in std::fs::read_dir(dir).unwrap() {
            let src = std::fs::read_to_string(f.unwrap().path()).unwrap();
            let uses = src.split("tr!(TEXTS, \"").skip(1);
            for part in uses.chain(src.split("Message::new(\"").skip(1)) {
                let id = &part[..part.find('"').unwrap()];
                for l in Lang::all() {
                    assert!(TEXTS.has(l, id), "{id} in {l}");
                }
            }
        }
    }

    /// Every refusal of a whole game (every seat bidding every card, and one too
    /// many) carries its words, which say its message to a reader without a table,
    /// use only messages both files hold, and show the refused seat at a table with
    /// names no notation ("seat 1", a signed number, a Fluent leftover).
    #[test]
    fn every_refusal_is_a_message_said_without_notation() {
        use gaslamp_core::Game;
        let c = crate::Components::new(5).unwrap();
        let mut g = crate::Goofspiel::new_game(&c, 3, 4, None).unwrap();
        let names: Vec<Option<String>> = ["Ada", "Ben", "Cy"].map(|n| Some(n.into())).into();
        let mut problems = Vec::new();
        let mut codes = std::collections::BTreeSet::new();
        while !g.is_over() {
            let seat = g.to_act().first().unwrap();
            for (lang, card) in Lang::all().flat_map(|l| (0..=6).map(move |c| (l, c))) {
                let Some(r) = with_lang(lang, || g.refuse(seat, &crate::Action::Bid(card))) else {
                    continue;
                };
                codes.insert(r.code);
                let Some(words) = &r.words else {
                    problems.push(format!("no words: {r:?}"));
                    continue;
                };
                let nobody = Reader {
                    lang,
                    seat: None,
                    names: &[],
                };
                let reader = Reader {
                    lang,
                    seat: Some(seat),
                    names: &names,
                };
                let said = reader.say(&TEXTS, words);
                let notation = ["seat ", "joueur ", "player ", "{", "$", "-"]
                    .iter()
                    .any(|n| said.contains(n));
                if nobody.say(&TEXTS, words) != r.message
                    || !reader.missing(&TEXTS, words).is_empty()
                    || notation
                {
                    problems.push(format!("{lang}: {r:?} said {said:?}"));
                }
            }
            let legal = g.legal_actions(seat);
            g.apply(seat, &legal[0]).unwrap();
        }
        assert_eq!(codes.len(), 2, "{codes:?}");
        assert!(problems.is_empty(), "{problems:#?}");
    }

    /// A French game writes no English: its boards, banners, log lines, descriptions,
    /// refusals and final report, said to each seat at a table of names.
    #[test]
    fn a_french_game_writes_french() {
        use crate::tests::{board_read, table};
        use gaslamp_core::Game;
        let c = crate::Components::new(5).unwrap();
        let mut g = crate::Goofspiel::new_game(&c, 3, 4, None).unwrap();
        let mut texts = Vec::new();
        with_lang(Lang::known("fr"), || {
            let mut legal = Vec::new();
            while !g.is_over() {
                for seat in g.to_act().iter() {
                    let reader = table(Some(seat));
                    legal.clear();
                    g.legal_actions_into(seat, &mut legal);
                    texts.push(reader.say(&TEXTS, &g.action_message(seat, &legal[0])));
                    texts.push(g.refuse(seat, &crate::Action::Bid(99)).unwrap().message);
                    let events = g.apply(seat, &legal[legal.len() - 1]).unwrap();
                    let said = events.iter().filter_map(event_message);
                    texts.extend(said.map(|m| reader.say(&TEXTS, &m)));
                    texts.push(board_read(&g.view(Observer::Seat(seat))));
                    texts.push(reader.say(&TEXTS, &banner(&g)));
                    if g.is_over() {
                        break;
                    }
                }
            }
            texts.push(final_report(&g).said(&table(Some(0)), &TEXTS));
            texts.push(final_report(&g).said(&table(None), &TEXTS));
            texts.push(g.refuse(0, &crate::Action::Bid(1)).unwrap().message);
        });
        for t in &texts {
            for english in [
                "seat", " bid ", "prize", "round", "cards", "game", "you", "Winner",
            ] {
                assert!(!t.contains(english), "{english:?} in {t:?}");
            }
            assert!(gaslamp_core::testing::notation_in(t).is_empty(), "{t}");
        }
        assert!(texts.iter().any(|t| t.contains("Vous")));
        assert!(texts.iter().any(|t| t.contains("Ben")));
    }
}
