//! Goofspiel in words: the board for a terminal, log lines, the banner of a round and
//! the final report, in the thread's language (`locales/*/goofspiel.ftl`).

use crate::{list, Event, Goofspiel, View};
use gaslamp_core::i18n::Texts;
use gaslamp_core::{seat_names, tr, Game, Message, Observer, Reader};
use std::fmt::Write;
use std::sync::LazyLock;

/// Goofspiel's sentences.
pub static TEXTS: LazyLock<Texts> = LazyLock::new(|| Texts::named("goofspiel"));

/// A plain-text board for a terminal: a few lines, from one observer's view.
pub fn render(view: &View) -> String {
    let mut s = tr!(
        TEXTS,
        "board-head",
        players = view.players,
        cards = view.cards
    );
    match view.prize {
        Some(p) => {
            let left = list(view.prizes_left.iter().copied());
            let line = tr!(
                TEXTS,
                "board-round",
                round = view.round,
                cards = view.cards,
                prize = p,
                left = left
            );
            let _ = writeln!(s, "{line}");
        }
        None => {
            let _ = writeln!(s, "{}", tr!(TEXTS, "board-over"));
        }
    }
    for seat in 0..view.players {
        let me = view.observer == Observer::Seat(seat);
        let status = if view.over {
            String::new()
        } else if me && view.my_bid.is_some() {
            format!(
                "  {}",
                tr!(TEXTS, "board-you-bid", card = view.my_bid.unwrap_or(0))
            )
        } else if view.has_bid[seat] {
            format!("  {}", tr!(TEXTS, "board-has-bid"))
        } else {
            format!("  {}", tr!(TEXTS, "board-to-bid"))
        };
        let you = if me {
            tr!(TEXTS, "board-you")
        } else {
            String::new()
        };
        let line = tr!(
            TEXTS,
            "board-seat",
            seat = seat,
            you = you,
            score = format!("{:>3}", view.scores[seat]),
            hand = list(view.hands[seat].iter().copied()),
            status = status
        );
        let _ = writeln!(s, "{line}");
    }
    if let Some(last) = view.history.last() {
        let who = match last.winner {
            Some(w) => tr!(TEXTS, "board-won-it", seat = w),
            None => tr!(TEXTS, "board-tied"),
        };
        let bids = list(last.bids.iter().copied());
        let _ = writeln!(
            s,
            "{}",
            tr!(
                TEXTS,
                "board-last",
                prize = last.prize,
                bids = bids,
                who = who
            )
        );
    }
    s
}

/// A short line saying where the game stands, e.g. `Round 3 of 8, prize 5`.
pub fn banner(g: &Goofspiel) -> String {
    match g.prize() {
        Some(p) => tr!(
            TEXTS,
            "banner-round",
            round = g.round(),
            cards = g.cards,
            prize = p
        ),
        None => tr!(TEXTS, "banner-over"),
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

/// A message said in the thread's language to a reader with no seat and no names
/// (a seat reads "player N"): for callers that want a line without a table.
pub fn said(message: &Message) -> String {
    Reader {
        lang: gaslamp_core::i18n::lang(),
        seat: None,
        names: &[],
    }
    .say(&TEXTS, message)
}

/// An event in words, for a reader without a table ([`event_message`], [`said`]).
pub fn log_line(e: &Event) -> Option<String> {
    event_message(e).map(|m| said(&m))
}

/// The end of the game: every seat's score and the winners.
pub fn final_report(g: &Goofspiel) -> String {
    let mut s = format!("{}\n", tr!(TEXTS, "final-head"));
    for (seat, score) in g.scores().iter().enumerate() {
        let line = tr!(
            TEXTS,
            "final-seat",
            seat = seat,
            score = format!("{score:>3}")
        );
        let _ = writeln!(s, "{line}");
    }
    if let Some(o) = g.outcome() {
        let best = o.scores.iter().copied().max().unwrap_or(0);
        let line = tr!(
            TEXTS,
            "final-winners",
            who = seat_names(&o.winners),
            count = o.winners.len(),
            best = best
        );
        let _ = writeln!(s, "{line}");
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

    /// A French game writes no English: its board, banner, log lines, descriptions,
    /// refusals and final report.
    #[test]
    fn a_french_game_writes_french() {
        use gaslamp_core::Game;
        let c = crate::Components::new(5).unwrap();
        let mut g = crate::Goofspiel::new_game(&c, 3, 4, None).unwrap();
        let mut texts = Vec::new();
        with_lang(Lang::known("fr"), || {
            let mut legal = Vec::new();
            while !g.is_over() {
                for seat in g.to_act().iter() {
                    legal.clear();
                    g.legal_actions_into(seat, &mut legal);
                    texts.push(g.describe_action(seat, &legal[0]));
                    texts.push(g.refuse(seat, &crate::Action::Bid(99)).unwrap().message);
                    let events = g.apply(seat, &legal[legal.len() - 1]).unwrap();
                    texts.extend(events.iter().filter_map(log_line));
                    texts.push(render(&g.view(Observer::Seat(seat))));
                    texts.push(banner(&g));
                    if g.is_over() {
                        break;
                    }
                }
            }
            texts.push(final_report(&g));
            texts.push(g.refuse(0, &crate::Action::Bid(1)).unwrap().message);
        });
        for t in &texts {
            for english in [
                "seat", " bid ", "prize", "round", "cards", "game", "you", "Winner",
            ] {
                assert!(!t.contains(english), "{english:?} in {t:?}");
            }
        }
        assert!(texts.iter().any(|t| t.contains("joueur")));
    }
}
