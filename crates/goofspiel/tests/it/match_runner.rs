//! The match runner (`gaslamp_core::Match`) with simultaneous seats, on Goofspiel.

use gaslamp_core::{codes, Game, Match, Observer, Record, ReplayError};
use goofspiel::{Action, Components, Event, Goofspiel};

fn new_match(players: usize, prizes: &[u8]) -> Match<Goofspiel> {
    let components = Components::new(prizes.len() as u8).unwrap();
    Match::new(
        &components,
        players,
        9,
        Some(serde_json::json!({ "prizes": prizes })),
    )
    .unwrap()
}

#[test]
fn the_version_grows_only_on_accepted_actions_and_a_refusal_changes_nothing() {
    let mut m = new_match(2, &[3, 1, 2]);
    assert_eq!(m.version(), 0);
    let before = (
        m.view(Observer::Seat(0)),
        m.view(Observer::Seat(1)),
        m.record(),
    );
    for (seat, text, code) in [
        (0, "bid 4", goofspiel::NO_SUCH_CARD),
        (0, "bid", codes::UNREADABLE_ACTION),
        (0, "\u{1b}[2J", codes::UNREADABLE_ACTION),
        (5, "bid 1", codes::NO_SUCH_SEAT),
    ] {
        let r = m.submit_text(seat, text).unwrap_err();
        assert_eq!(r.code, code, "{text:?}");
        assert!(!r.message.is_empty());
    }
    assert_eq!(m.version(), 0);
    let after = (
        m.view(Observer::Seat(0)),
        m.view(Observer::Seat(1)),
        m.record(),
    );
    assert_eq!(before, after);

    let acc = m.submit(0, &Action::Bid(2)).unwrap();
    assert_eq!((acc.version, acc.text.as_str()), (1, "bid 2"));
    // Bidding twice in a round: refused the same way by submit and submit_text.
    let r1 = m.submit(0, &Action::Bid(3)).unwrap_err();
    let r2 = m.submit_text(0, "bid 3").unwrap_err();
    assert_eq!(
        (r1.code, r2.code),
        (codes::NOT_YOUR_TURN, codes::NOT_YOUR_TURN)
    );
    assert_eq!(m.version(), 1);
    m.submit_text(1, "bid 1").unwrap();
    assert_eq!(m.version(), 2);
    let r = m.submit(0, &Action::Bid(2)).unwrap_err();
    assert_eq!(r.code, goofspiel::CARD_NOT_IN_HAND);
    assert_eq!(m.version(), 2);
}

#[test]
fn any_pending_seat_may_submit_first() {
    let mut m = new_match(3, &[2, 1]);
    m.submit(2, &Action::Bid(1)).unwrap();
    m.submit(0, &Action::Bid(2)).unwrap();
    assert_eq!(m.to_act().iter().collect::<Vec<_>>(), vec![1]);
    m.submit(1, &Action::Bid(1)).unwrap();
    assert_eq!(m.state().scores(), vec![2, 0, 0]);
    assert_eq!(m.to_act().len(), 3);
}

#[test]
fn a_withheld_record_omits_other_seats_pending_bids_and_the_seed() {
    let mut m = new_match(3, &[3, 1, 2]);
    m.submit(0, &Action::Bid(1)).unwrap();
    m.submit(1, &Action::Bid(2)).unwrap();
    m.submit(2, &Action::Bid(3)).unwrap(); // round 1 revealed
    m.submit(1, &Action::Bid(1)).unwrap(); // pending
    m.submit(2, &Action::Bid(2)).unwrap(); // pending
    let texts = |r: &Record| -> Vec<(usize, String)> {
        r.actions
            .iter()
            .map(|a| (a.seat, a.action.clone()))
            .collect()
    };
    let round1: Vec<(usize, String)> = vec![
        (0, "bid 1".into()),
        (1, "bid 2".into()),
        (2, "bid 3".into()),
    ];
    let for0 = m.record_for(Observer::Seat(0));
    assert_eq!(for0.seed, None);
    assert_eq!(for0.setup, None);
    assert_eq!(texts(&for0), round1);
    let for1 = m.record_for(Observer::Seat(1));
    let mut expected = round1.clone();
    expected.push((1, "bid 1".into()));
    assert_eq!(texts(&for1), expected);
    assert_eq!(for1.seed, None);
    assert_eq!(texts(&m.record_for(Observer::Spectator)), round1);
    assert!(matches!(
        Match::<Goofspiel>::from_record(&for1, &Components::new(3).unwrap()),
        Err(ReplayError::SeedWithheld)
    ));
    // The full record (for the match's owner) has everything.
    assert_eq!(m.record().actions.len(), 5);
    assert_eq!(m.record().seed, Some(9));
}

#[test]
fn after_the_end_every_record_is_full_and_replays_to_the_same_outcome() {
    let components = Components::default();
    let mut m = Match::<Goofspiel>::new(&components, 4, 123, None).unwrap();
    let mut turn = 0;
    while !m.is_over() {
        // Serve the pending seats in a rotating order.
        let seats: Vec<usize> = m.to_act().iter().collect();
        let seat = seats[turn % seats.len()];
        let card = m.legal(seat)[(turn * 7) % m.legal(seat).len()];
        m.submit(seat, &card).unwrap();
        turn += 1;
    }
    assert_eq!(m.version(), 32);
    let full = m.record();
    assert_eq!(full.seed, Some(123));
    for o in [Observer::Seat(0), Observer::Seat(3), Observer::Spectator] {
        assert_eq!(m.record_for(o), full);
    }
    let json = m.record_for(Observer::Seat(2)).to_json_pretty();
    let back =
        Match::<Goofspiel>::from_record(&Record::from_json(&json).unwrap(), &components).unwrap();
    assert_eq!(back.outcome(), m.outcome());
    assert_eq!(back.version(), m.version());
    assert_eq!(back.view(Observer::Spectator), m.view(Observer::Spectator));
}

#[test]
fn events_never_show_a_seat_another_seats_card_before_the_reveal() {
    let mut m = new_match(3, &[3, 1, 2]);
    let acc = m.submit(1, &Action::Bid(3)).unwrap();
    for o in [Observer::Seat(0), Observer::Seat(2), Observer::Spectator] {
        assert_eq!(
            m.events_for(&acc.events, o),
            vec![Event::Bid {
                seat: 1,
                card: None
            }]
        );
        assert_eq!(m.view(o).my_bid, None);
        let json = serde_json::to_string(&m.events_for(&acc.events, o)).unwrap();
        assert!(!json.contains('3'), "{json}");
    }
    assert_eq!(
        m.events_for(&acc.events, Observer::Seat(1)),
        vec![Event::Bid {
            seat: 1,
            card: Some(3)
        }]
    );
    m.submit(0, &Action::Bid(1)).unwrap();
    let last = m.submit(2, &Action::Bid(2)).unwrap();
    // The reveal shows every bid to everybody.
    for o in [Observer::Seat(0), Observer::Spectator] {
        let ev = m.events_for(&last.events, o);
        assert!(ev.contains(&Event::Revealed {
            round: 1,
            prize: 3,
            bids: vec![1, 3, 2],
            winner: Some(1)
        }));
        assert!(ev.contains(&Event::PrizeRevealed { round: 2, prize: 1 }));
    }
}

/// `Match::replay` sees the start and each action in order with what it did, stops
/// where its closure says (the match is then at that version, and goes on from there
/// as if played live), and names the first action a record cannot replay.
#[test]
fn replay_shows_every_step_and_stops_where_asked() {
    let mut played = new_match(2, &[3, 1, 2]);
    let mut live = Vec::new();
    for (seat, card) in [(0, 1), (1, 3), (1, 1), (0, 2), (0, 3), (1, 2)] {
        live.push(played.submit(seat, &Action::Bid(card)).unwrap());
    }
    assert!(played.is_over());
    let record = played.record();
    let components = Components::new(3).unwrap();

    let mut seen = Vec::new();
    let whole = Match::<Goofspiel>::replay(&record, &components, |step| {
        seen.push(match step.action {
            None => (step.now.version(), None),
            Some((index, a)) => {
                assert_eq!((a.seat, &a.text), (live[index].seat, &live[index].text));
                assert_eq!(
                    serde_json::to_value(&a.events).unwrap(),
                    serde_json::to_value(&live[index].events).unwrap()
                );
                (step.now.version(), Some(index))
            }
        });
        std::ops::ControlFlow::Continue(())
    })
    .unwrap();
    let expected: Vec<(u64, Option<usize>)> = std::iter::once((0, None))
        .chain((0..6).map(|i| (i as u64 + 1, Some(i))))
        .collect();
    assert_eq!(seen, expected);
    assert_eq!(whole.record(), record);
    assert_eq!(whole.outcome(), played.outcome());

    for k in 0..=6u64 {
        let mut calls = 0;
        let mut stopped = Match::<Goofspiel>::replay(&record, &components, |step| {
            calls += 1;
            if step.now.version() == k {
                std::ops::ControlFlow::Break(())
            } else {
                std::ops::ControlFlow::Continue(())
            }
        })
        .unwrap();
        assert_eq!((stopped.version(), calls), (k, k + 1));
        assert_eq!(stopped.record().actions, record.actions[..k as usize]);
        // The stopped match goes on like the one that was played.
        for ra in &record.actions[k as usize..] {
            stopped.submit_text(ra.seat, &ra.action).unwrap();
        }
        assert_eq!(stopped.record(), record);
    }

    let mut broken = record.clone();
    // Round 2's second bid, made by seat 1 instead of seat 0: seat 1 has bid already.
    broken.actions[3].seat = 1;
    let mut calls = 0;
    let e = Match::<Goofspiel>::replay(&broken, &components, |_| {
        calls += 1;
        std::ops::ControlFlow::Continue(())
    })
    .unwrap_err();
    assert_eq!(e.action_index(), Some(3), "{e}");
    assert!(
        matches!(
            e,
            ReplayError::Illegal {
                code: codes::NOT_YOUR_TURN,
                ..
            }
        ),
        "{e}"
    );
    assert_eq!(
        calls, 4,
        "the start and the three actions before the refused one"
    );
}
