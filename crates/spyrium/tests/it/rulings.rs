//! One test per ruling of `RULINGS.md` (the shared rulings of the Spyrium rules), named
//! after it. Each test sets up a precise situation and checks exact amounts, and that
//! illegal attempts are refused with a reason and change nothing.

use crate::common::*;
use gaslamp_core::Game;
use spyrium::cards::{Period, Power, Source, TokenUse, BUILTIN_CARDS};
use spyrium::market::{self, SLOT_SPACES, SPACE_SLOTS};
use spyrium::techniques::end_value;
use spyrium::{BonusKind, Components, Phase, Spyrium};

// ------------------------------------------------------------------ market and workers

#[test]
fn ruling_01_market_is_a_3x3_grid_with_twelve_slots_between_orthogonal_neighbours() {
    let g = plain_game(2);
    assert!(g.public().market.cards.iter().all(|c| c.is_some()));
    // The 12 slots: 6 between horizontal neighbours, 6 between vertical neighbours.
    let places = legal_starting(&g, 0, "place");
    let mut expected: Vec<String> = [
        "1-2", "2-3", "4-5", "5-6", "7-8", "8-9", "1-4", "2-5", "3-6", "4-7", "5-8", "6-9",
    ]
    .iter()
    .map(|s| format!("place {s}"))
    .collect();
    expected.sort();
    assert_eq!(places, expected);
    assert_eq!(SLOT_SPACES.len(), 12);
    // Corners have 2 slots, edges 3, the centre 4.
    let around: Vec<u32> = SPACE_SLOTS.iter().map(|m| m.count_ones()).collect();
    assert_eq!(around, vec![2, 3, 2, 3, 4, 3, 2, 3, 2]);
    // No slot between diagonal or distant spaces, nor on the outer border.
    for bad in ["1-5", "1-3", "3-4", "6-7", "1-9", "0-1", "9-10", "3-3"] {
        assert_eq!(market::parse_slot(bad), None, "{bad}");
        assert!(g.parse_action(0, &format!("place {bad}")).is_err(), "{bad}");
    }
}

#[test]
fn ruling_02_a_worker_needs_a_card_on_at_least_one_side_of_its_slot() {
    let mut g = plain_game(2);
    set_card(&mut g, 1, None);
    set_card(&mut g, 2, None);
    let reason = refused(&mut g, 0, "place 1-2");
    assert_reason(&reason, "empty");
    // The 11 other slots keep at least one card.
    assert_eq!(legal_starting(&g, 0, "place").len(), 11);
    // Between a card and an empty space is allowed.
    for s in ["2-3", "1-4", "2-5"] {
        let mut h = g.clone();
        act(&mut h, 0, &format!("place {s}"));
        assert_eq!(workers_in(&h, 0, s), 1);
        assert_eq!(player(&h, 0).active, 2);
        assert_eq!(player(&h, 0).in_market, 1);
        assert_eq!(player(&h, 0).phase, Phase::Placement);
    }
}

#[test]
fn ruling_03_a_card_is_adjacent_to_the_workers_of_its_2_3_or_4_slots() {
    // One worker of seats 1-3 in each of the 12 slots.
    let mut g = plain_game(4);
    for seat in 1..=3 {
        set_workers(&mut g, seat, 4);
    }
    for (i, &(a, b)) in SLOT_SPACES.iter().enumerate() {
        put_worker(&mut g, 1 + i % 3, &format!("{}-{}", a + 1, b + 1));
    }
    let adj: Vec<u8> = (0..9)
        .map(|p| g.public().market.adjacent_workers(p))
        .collect();
    assert_eq!(adj, vec![2, 3, 2, 3, 4, 3, 2, 3, 2]);
    // Seat 0 adds a worker and gains money from one of its two cards: £1 per other
    // worker in that card's slots.
    for (s, n, gain) in [
        ("1-2", 1, 2),
        ("1-2", 2, 3),
        ("2-5", 5, 4),
        ("2-5", 2, 3),
        ("8-9", 9, 2),
        ("5-6", 6, 3),
    ] {
        let mut h = g.clone();
        put_worker(&mut h, 0, s);
        act_as(&mut h, 0, &format!("money {s} @{n}"));
        assert_eq!(player(&h, 0).money, 10 + gain, "money {s} @{n}");
        assert_eq!(player(&h, 0).in_market, 0);
    }
    // A card not next to the slot cannot be named.
    let mut h = g.clone();
    put_worker(&mut h, 0, "1-2");
    let reason = refused_as(&mut h, 0, "money 1-2 @5");
    assert_reason(&reason, "is not next to the slot between");
}

#[test]
fn ruling_04_workers_stay_when_a_card_leaves_the_market() {
    let mut g = plain_game(2);
    set_card(&mut g, 1, Some("luxury-home"));
    set_card(&mut g, 2, Some("adviser-a"));
    put_worker(&mut g, 0, "1-2");
    put_worker(&mut g, 1, "1-4");
    put_worker(&mut g, 1, "1-2");
    set_phase(&mut g, 1, Phase::Activation);
    // Seat 1 constructs the Luxury Home: £5 + £2 (two other workers next to it).
    act_as(&mut g, 1, "activate 1-4 @1 new");
    assert_eq!(player(&g, 1).money, 3);
    assert_eq!(g.public().market.cards[0], None);
    // Nothing slides: the workers in 1-2 stay, next to space 2 only.
    assert_eq!(workers_in(&g, 0, "1-2"), 1);
    assert_eq!(workers_in(&g, 1, "1-2"), 1);
    assert_eq!(workers_in(&g, 1, "1-4"), 0);
    assert_eq!(player(&g, 0).in_market, 1);
    assert_eq!(player(&g, 1).in_market, 1);
    assert_eq!(g.public().market.adjacent_workers(space(2)), 2);
    assert_eq!(g.public().market.adjacent_workers(space(1)), 2);
    // Slots next to the empty space still take workers (space 4 / space 2 hold cards).
    assert_eq!(current(&g), 0);
    assert!(is_legal(&g, 0, "place 1-4"));
    assert!(is_legal(&g, 0, "place 1-2"));
    // The worker in 1-2 is no longer adjacent to the Luxury Home.
    let reason = refused(&mut g, 0, "money 1-2 @1");
    assert_reason(&reason, "no card left on space 1");
    let reason = refused(&mut g, 0, "activate 1-2 @1 new");
    assert_reason(&reason, "no card left on space 1");
    act(&mut g, 0, "money 1-2 @2");
    assert_eq!(player(&g, 0).money, 11);
}

#[test]
fn ruling_05_gain_money_counts_other_workers_and_zero_when_cards_gone() {
    let mut g = plain_game(3);
    // Seat 0: a worker in 1-2 (both its cards will be gone), two next to space 5.
    put_worker(&mut g, 0, "1-2");
    put_worker(&mut g, 0, "5-6");
    put_worker(&mut g, 0, "4-5");
    put_worker(&mut g, 1, "2-3");
    put_worker(&mut g, 1, "2-5");
    put_worker(&mut g, 2, "1-4");
    put_worker(&mut g, 2, "5-8");
    set_card(&mut g, 1, None);
    set_card(&mut g, 2, None);
    set_phase(&mut g, 0, Phase::Activation);
    let base = g.clone();

    // Neither card of 1-2 remains: the only choice is £0, and it is still an action.
    let money_12: Vec<String> = legal_starting(&g, 0, "money 1-2");
    assert_eq!(money_12, vec!["money 1-2".to_string()]);
    assert!(legal_starting(&g, 0, "activate 1-2").is_empty());
    let reason = refused(&mut g, 0, "money 1-2 @1");
    assert_reason(&reason, "no card left on space 1");
    act(&mut g, 0, "money 1-2");
    assert_eq!(player(&g, 0).money, 10);
    assert_eq!(workers_in(&g, 0, "1-2"), 0);
    assert_eq!(player(&g, 0).in_market, 2);
    assert_eq!(player(&g, 0).used(), 1, "the worker is set aside, inactive");
    assert_eq!(current(&g), 1, "it was seat 0's action");

    // £1 per OTHER worker next to the named card, whoever owns it (own ones too):
    // around space 5: own 4-5, seat 1's 2-5, seat 2's 5-8 -> £3.
    let mut h = base.clone();
    act_as(&mut h, 0, "money 5-6 @5");
    assert_eq!(player(&h, 0).money, 13);
    // Around space 6: no other worker -> £0.
    let mut h = base.clone();
    act_as(&mut h, 0, "money 5-6 @6");
    assert_eq!(player(&h, 0).money, 10);

    // Capitalization adds £2 in both cases.
    let mut h = base.clone();
    give_technique(&mut h, 0, Power::Capitalization);
    act_as(&mut h, 0, "money 1-2");
    assert_eq!(player(&h, 0).money, 12);
    act_as(&mut h, 0, "money 5-6 @5");
    assert_eq!(player(&h, 0).money, 12 + 3 + 2);
}

#[test]
fn ruling_06_activation_must_be_affordable_in_full_and_never_goes_negative() {
    let mut g = plain_game(2);
    give_building(&mut g, 0, "mine-1");
    set_card(&mut g, 5, Some("luxury-home"));
    set_card(&mut g, 1, Some("apprentice"));
    set_card(&mut g, 3, Some("banker"));
    set_tokens(&mut g, 3, &[3]);
    put_worker(&mut g, 0, "2-5");
    put_worker(&mut g, 0, "1-2");
    put_worker(&mut g, 1, "4-5");
    set_phase(&mut g, 0, Phase::Activation);

    // Luxury Home in a new space: £5 + £1 (other worker) + £1 (space) = £7.
    pl(&mut g, 0).money = 6;
    let reason = refused(&mut g, 0, "activate 2-5 @5 new");
    assert_reason(&reason, "costs £7");
    assert_reason(&reason, "you have £6");
    // Replacing the Mine costs no space: £6 exactly, leaving £0.
    let mut h = g.clone();
    act(&mut h, 0, "activate 2-5 @5 replace 1");
    assert_eq!(player(&h, 0).money, 0);
    // With £7 the new space is affordable, leaving £0.
    let mut h = g.clone();
    pl(&mut h, 0).money = 7;
    act(&mut h, 0, "activate 2-5 @5 new");
    assert_eq!(player(&h, 0).money, 0);
    assert_eq!(player(&h, 0).buildings.len(), 2);

    // The Spyrium the effect needs must be there before anything happens.
    pl(&mut g, 0).money = 20;
    pl(&mut g, 0).spyrium = 0;
    let reason = refused(&mut g, 0, "activate 1-2 @1");
    assert_reason(&reason, "Spyrium");
    // The token price too: the Banker's token £3 (RULING 24: no other price; no
    // other worker: the worker in 1-2 is not next to space 3).
    let mut h = g.clone();
    pl(&mut h, 0).money = 2;
    put_worker(&mut h, 0, "2-3");
    let reason = refused(&mut h, 0, "activate 2-3 @3 token 3");
    assert_reason(&reason, "costs £3");
    pl(&mut h, 0).money = 3;
    act(&mut h, 0, "activate 2-3 @3 token 3");
    assert_eq!(player(&h, 0).money, 0);
    assert_eq!(player(&h, 0).score, 4);
}

#[test]
fn ruling_07_token_character_needs_a_token_and_stays_when_empty() {
    let mut g = plain_game(2);
    set_card(&mut g, 5, Some("bureaucrat-a"));
    set_tokens(&mut g, 5, &[2]);
    put_worker(&mut g, 0, "2-5");
    put_worker(&mut g, 0, "5-6");
    put_worker(&mut g, 1, "4-5");
    set_phase(&mut g, 0, Phase::Activation);
    // The last token: £1 + £2 (two other workers), 2 VP.
    act_as(&mut g, 0, "activate 2-5 @5 token 2");
    assert_eq!(player(&g, 0).money, 7);
    assert_eq!(player(&g, 0).score, 2);
    assert_eq!(tokens_on(&g, 5), [0, 0, 0]);
    assert!(g.public().market.cards[space(5) as usize].is_some());
    // No token left: it cannot be called upon any more.
    set_current(&mut g, 0);
    assert!(legal_starting(&g, 0, "activate 5-6 @5").is_empty());
    let reason = refused(&mut g, 0, "activate 5-6 @5 token 2");
    assert_reason(&reason, "no token left");
    let reason = refused(&mut g, 0, "activate 5-6 @5");
    assert_reason(&reason, "no token left");
    // It can still serve to gain money: one other worker (seat 1 in 4-5).
    act(&mut g, 0, "money 5-6 @5");
    assert_eq!(player(&g, 0).money, 8);
}

// ------------------------------------------------------------------ tokens

#[test]
fn ruling_08_tokens_drawn_from_reserve_discarded_and_reshuffled_only_when_empty() {
    // Draw order: the setup's Windfall, then turn 1's market tokens in space order.
    let a = [
        "miner",
        "geologist",
        "apprentice",
        "university-1",
        "mine-1",
        "mine-2",
        "workshop-1",
        "laboratory-1",
        "adviser-a",
    ];
    let mut g = new_game(
        3,
        &a,
        &["windfall", "patronage", "crystal-trade"],
        &[3, 1, 2, 2],
    );
    assert_eq!(g.public().event_token, Some(3));
    assert_eq!(g.public().future_token, None);
    assert_eq!(tokens_on(&g, 1), [1, 1, 0], "Miner: 2 tokens (3 players)");
    assert_eq!(tokens_on(&g, 4), [0, 1, 0], "University: 1 token");
    assert_eq!(g.reserve_len(), 20);
    assert_eq!(g.public().token_discard, [0, 0, 0]);
    assert_eq!(all_tokens(&g), 24);
    // A used token goes to the discard pile.
    put_worker(&mut g, 0, "1-2");
    act_as(&mut g, 0, "activate 1-2 @1 token 1");
    assert_eq!(player(&g, 0).spyrium, 3);
    assert_eq!(g.public().token_discard, [1, 0, 0]);
    assert_eq!(tokens_on(&g, 1), [0, 1, 0]);
    assert_eq!(all_tokens(&g), 24);
    // End of turn: market tokens and the event's token are discarded; the reserve is
    // not empty, so the discard pile is not reshuffled into it.
    finish_turn(&mut g);
    assert_eq!(g.turn(), 2);
    assert_eq!(g.public().token_discard, [1, 2, 1]);
    assert_eq!(all_tokens(&g), 24);

    // A set of only two tokens: both piles can run out and are reshuffled when empty.
    let text = BUILTIN_CARDS.replace(
        "tokens = { value = [8, 8, 8], source = \"R\" }",
        "tokens = { value = [1, 1, 0], source = \"R\" }",
    );
    assert_ne!(text, BUILTIN_CARDS);
    let small = std::sync::Arc::new(Components::from_toml(&text).expect("valid card file"));
    let turn1 = [
        "miner",
        "bureaucrat-a",
        "geologist",
        "apprentice",
        "mine-1",
        "mine-2",
        "workshop-1",
        "laboratory-1",
        "adviser-a",
    ];
    let turn2 = [
        "miner",
        "geologist",
        "apprentice",
        "mine-1",
        "mine-2",
        "workshop-1",
        "laboratory-1",
        "luxury-home",
        "residence-a",
    ];
    let deck: Vec<&str> = turn1.iter().chain(turn2.iter()).copied().collect();
    let mut g = Spyrium::new(small, 3, SEED, &setup(&deck, &PLAIN_EVENTS, &[2, 1])).unwrap();
    assert_eq!(tokens_on(&g, 1), [1, 1, 0]);
    // Both piles empty: the Bureaucrat simply gets no token.
    assert_eq!(tokens_on(&g, 2), [0, 0, 0]);
    assert_eq!(g.reserve_len(), 0);
    put_worker(&mut g, 0, "1-2");
    act_as(&mut g, 0, "activate 1-2 @1 token 2");
    assert_eq!(player(&g, 0).spyrium, 4);
    assert_eq!(g.public().token_discard, [0, 1, 0]);
    finish_turn(&mut g);
    // Turn 2: the reserve is empty when the Miner needs tokens: the discard pile is
    // reshuffled into it and both tokens are drawn.
    assert_eq!(g.turn(), 2);
    assert_eq!(tokens_on(&g, 1), [1, 1, 0]);
    assert_eq!(g.public().token_discard, [0, 0, 0]);
    assert_eq!(g.reserve_len(), 0);
}

#[test]
fn ruling_09_tokens_players_minus_one_on_characters_one_on_buildings_and_events_on_reveal() {
    let a = [
        "miner",
        "university-1",
        "bureaucrat-a",
        "geologist",
        "apprentice",
        "mine-1",
        "mine-2",
        "workshop-1",
        "luxury-home",
    ];
    for n in 2..=5usize {
        let g = new_game(n, &a, &PLAIN_EVENTS, &[]);
        let count = |space: u8| tokens_on(&g, space).iter().sum::<u8>() as usize;
        assert_eq!(count(1), n - 1, "Miner, {n} players");
        assert_eq!(count(2), 1, "University, {n} players");
        assert_eq!(count(3), n - 1, "Bureaucrat, {n} players");
        for s in 4..=9 {
            assert_eq!(count(s), 0, "space {s}, {n} players");
        }
        assert_eq!(g.reserve_len(), 24 - (2 * (n - 1) + 1));
    }
    // A token event gets its token when it is revealed as the future event (before
    // the market's tokens), and keeps it until it is discarded.
    let mut g = new_game(
        2,
        &a,
        &["patronage", "windfall", "crystal-trade"],
        &[3, 1, 1, 2],
    );
    assert_eq!(g.public().event_token, None);
    assert_eq!(
        g.public().future_event,
        Components::builtin().event_by_id("windfall")
    );
    assert_eq!(g.public().future_token, Some(3));
    assert_eq!(tokens_on(&g, 1), [1, 0, 0]);
    assert_eq!(tokens_on(&g, 2), [1, 0, 0]);
    assert_eq!(tokens_on(&g, 3), [0, 1, 0]);
    finish_turn(&mut g);
    assert_eq!(g.public().event_token, Some(3));
    assert_eq!(g.public().future_token, None);
    // At setup, for the first visible event.
    let g = new_game(2, &a, &["windfall", "patronage"], &[2]);
    assert_eq!(g.public().event_token, Some(2));
}

#[test]
fn ruling_10_commerce_kept_token_counts_one_vp_and_value_choice_is_once_per_turn_incl_windfall() {
    let mut g = game_with_event(3, "windfall", &[1]);
    assert_eq!(g.public().event_token, Some(1));
    set_card(&mut g, 5, Some("bureaucrat-a"));
    set_tokens(&mut g, 5, &[1, 2]);
    set_card(&mut g, 1, Some("university-1"));
    set_tokens(&mut g, 1, &[3]);
    give_technique(&mut g, 0, Power::Commerce);
    put_worker(&mut g, 0, "2-5");
    put_worker(&mut g, 0, "5-6");
    put_worker(&mut g, 0, "1-2");
    set_phase(&mut g, 0, Phase::Activation);
    let base = g.clone();

    // The token of value 1 is used as a 3 and kept: £1 + £1 (own worker in 5-6).
    act_as(&mut g, 0, "activate 2-5 @5 token 1 commerce 3");
    assert_eq!(player(&g, 0).score, 3);
    assert_eq!(player(&g, 0).money, 8);
    assert_eq!(player(&g, 0).kept, [1, 0, 0]);
    assert_eq!(g.public().token_discard, [0, 0, 0], "kept, not discarded");
    assert_eq!(tokens_on(&g, 5), [0, 1, 0]);
    // Once per turn: no second value choice, on a card or on the Windfall.
    let reason = refused_as(&mut g, 0, "activate 5-6 @5 token 2 commerce 3");
    assert_reason(&reason, "already used Commerce");
    let reason = refused_as(&mut g, 0, "event vp commerce 3");
    assert_reason(&reason, "Commerce");
    // Tokens are still kept without the value choice.
    act_as(&mut g, 0, "activate 5-6 @5 token 2");
    assert_eq!(player(&g, 0).score, 5);
    assert_eq!(player(&g, 0).kept, [1, 1, 0]);
    act_as(&mut g, 0, "event vp");
    assert_eq!(player(&g, 0).score, 6);
    // Each kept token is worth 1 VP whatever its value.
    assert_eq!(end_value(&g, 0, Power::Commerce), 2);

    // The value choice applies to the Windfall too, and then not to a card.
    let mut h = base.clone();
    act_as(&mut h, 0, "event money commerce 3");
    assert_eq!(player(&h, 0).money, 13);
    assert_eq!(h.public().event_token, Some(1), "the event keeps its token");
    assert_eq!(player(&h, 0).kept, [0, 0, 0]);
    let reason = refused_as(&mut h, 0, "activate 2-5 @5 token 1 commerce 3");
    assert_reason(&reason, "already used Commerce");
    // The choice must differ from the token's value to be a choice.
    let mut h = base.clone();
    let reason = refused_as(&mut h, 0, "event vp commerce 1");
    assert_reason(&reason, "Commerce");

    // A building's token: the University's 3 used as 1, kept (1 VP at the end).
    let mut h = base.clone();
    act_as(&mut h, 0, "activate 1-2 @1 commerce 1 new");
    assert_eq!(player(&h, 0).score, 1);
    assert_eq!(player(&h, 0).kept, [0, 0, 1]);
    assert_eq!(player(&h, 0).money, 10 - 4);

    // At most 7 kept: the 8th token is discarded.
    let mut h = base.clone();
    pl(&mut h, 0).kept = [3, 2, 2];
    act_as(&mut h, 0, "activate 2-5 @5 token 2");
    assert_eq!(player(&h, 0).kept, [3, 2, 2]);
    assert_eq!(h.public().token_discard, [0, 1, 0]);
    assert_eq!(end_value(&h, 0, Power::Commerce), 7);
}

// ------------------------------------------------------------------ buildings

#[test]
fn ruling_11_new_space_costs_1_per_building_replacing_is_free_shared_symbol_3_off_once() {
    let mut g = plain_game(2);
    give_building(&mut g, 0, "mine-1"); // M
    give_building(&mut g, 0, "workshop-1"); // F
    give_building(&mut g, 0, "residence-a"); // no symbol
    set_card(&mut g, 5, Some("laboratory-1")); // £4, F R
    put_worker(&mut g, 0, "2-5");
    set_phase(&mut g, 0, Phase::Activation);
    pl(&mut g, 0).money = 20;
    let base = g.clone();
    // New space: £4 + £3 (three buildings owned).
    for (text, paid) in [
        ("new", 7),
        ("replace 1", 4), // no common symbol: no space, full price
        ("replace 2", 1), // F in common: £3 off
        ("replace 3", 4),
    ] {
        let mut h = base.clone();
        act_as(&mut h, 0, &format!("activate 2-5 @5 {text}"));
        assert_eq!(player(&h, 0).money, 20 - paid, "{text}");
    }
    let mut h = base.clone();
    act_as(&mut h, 0, "activate 2-5 @5 replace 2");
    assert_eq!(
        player(&h, 0).buildings.as_slice(),
        &[card("mine-1"), card("laboratory-1"), card("residence-a")]
    );
    assert_eq!(h.public().discard.last(), Some(&card("workshop-1")));
    let reason = refused_as(&mut base.clone(), 0, "activate 2-5 @5 replace 4");
    assert_reason(&reason, "no building number 4");

    // Laboratory replacing a Laboratory: two symbols shared, still £3 off once.
    let mut h = plain_game(2);
    give_building(&mut h, 0, "laboratory-1");
    set_card(&mut h, 5, Some("laboratory-2")); // £6
    put_worker(&mut h, 0, "2-5");
    act_as(&mut h, 0, "activate 2-5 @5 replace 1");
    assert_eq!(player(&h, 0).money, 10 - 3);

    // Never below £0: Mine I (£2) replacing Mine II.
    let mut h = plain_game(2);
    give_building(&mut h, 0, "mine-2");
    set_card(&mut h, 5, Some("mine-1"));
    put_worker(&mut h, 0, "2-5");
    act_as(&mut h, 0, "activate 2-5 @5 replace 1");
    assert_eq!(player(&h, 0).money, 10);

    // Crane: the space costs £3 less, not below £0.
    let mut h = base.clone();
    give_technique(&mut h, 0, Power::Crane);
    act_as(&mut h, 0, "activate 2-5 @5 new");
    assert_eq!(player(&h, 0).money, 20 - 4);
    let mut h = base.clone();
    give_technique(&mut h, 0, Power::Crane);
    give_building(&mut h, 0, "luxury-home");
    give_building(&mut h, 0, "mine-2");
    act_as(&mut h, 0, "activate 2-5 @5 new");
    assert_eq!(player(&h, 0).money, 20 - 4 - 2);
    // Crane does not change a replacement.
    let mut h = base.clone();
    give_technique(&mut h, 0, Power::Crane);
    act_as(&mut h, 0, "activate 2-5 @5 replace 2");
    assert_eq!(player(&h, 0).money, 20 - 1);

    // An inclined building can be replaced; the new one is upright and usable.
    let mut h = base.clone();
    pl(&mut h, 0).inclined = 0b010;
    act_as(&mut h, 0, "activate 2-5 @5 replace 2");
    assert!(!player(&h, 0).is_inclined(1));
    act_as(&mut h, 0, "use 2:1");
    assert_eq!(player(&h, 0).score, 4);

    // The replaced building's earlier benefits stay (the Neighborhood's worker).
    let mut h = plain_game(2);
    give_building(&mut h, 0, "neighborhood-1");
    set_workers(&mut h, 0, 4);
    pl(&mut h, 0).score = 3;
    set_card(&mut h, 5, Some("luxury-home"));
    put_worker(&mut h, 0, "2-5");
    act_as(&mut h, 0, "activate 2-5 @5 replace 1");
    assert_eq!(player(&h, 0).workers, 4);
    assert_eq!(player(&h, 0).score, 3);
    assert_eq!(player(&h, 0).buildings.as_slice(), &[card("luxury-home")]);
    assert_eq!(h.public().discard.last(), Some(&card("neighborhood-1")));
}

#[test]
fn ruling_12_use_a_building_in_phase_2_workers_spent_then_inclined_usable_on_build_turn() {
    let mut g = plain_game(2);
    give_building(&mut g, 0, "workshop-1");
    give_building(&mut g, 0, "luxury-home");
    set_card(&mut g, 5, Some("mine-2"));
    put_worker(&mut g, 0, "2-5");
    // From Phase I, using a building is the Phase II action that starts Phase II.
    act_as(&mut g, 0, "use 1:1");
    assert_eq!(player(&g, 0).phase, Phase::Activation);
    assert_eq!(player(&g, 0).active, 1);
    assert_eq!(player(&g, 0).spyrium, 1);
    assert_eq!(player(&g, 0).score, 3);
    assert!(player(&g, 0).is_inclined(0));
    // Inclined: not again this turn.
    let reason = refused_as(&mut g, 0, "use 1:1");
    assert_reason(&reason, "inclined");
    // Buildings without a use cannot be used.
    let reason = refused_as(&mut g, 0, "use 2:1");
    assert_reason(&reason, "cannot be used");
    let reason = refused_as(&mut g, 0, "use 3:1");
    assert_reason(&reason, "no building number 3");
    // Built this turn, used this turn: Mine II (£3 + £2 space), then 1 worker -> 2 S.
    act_as(&mut g, 0, "activate 2-5 @5 new");
    assert_eq!(player(&g, 0).money, 5);
    act_as(&mut g, 0, "use 3:2");
    assert_eq!(player(&g, 0).spyrium, 3);
    assert_eq!(player(&g, 0).active, 0);
    assert_eq!(player(&g, 0).used(), 3);
    assert!(player(&g, 0).is_inclined(2));
    // The workers placed on buildings are spent until the end of the turn.
    finish_turn(&mut g);
    assert_eq!(player(&g, 0).active, 3);
    assert_eq!(player(&g, 0).inclined, 0);

    // Not enough active workers: refused.
    let mut h = plain_game(2);
    give_building(&mut h, 0, "factory-1");
    pl(&mut h, 0).spyrium = 5;
    put_worker(&mut h, 0, "1-2");
    put_worker(&mut h, 0, "2-3");
    let reason = refused_as(&mut h, 0, "use 1:2");
    assert_reason(&reason, "needs 2 active workers");
    assert_reason(&reason, "you have 1");
    // Not enough Spyrium: refused.
    pl(&mut h, 0).spyrium = 1;
    let reason = refused_as(&mut h, 0, "use 1:1");
    assert_reason(&reason, "2 Spyrium");

    // Overtime and Taylorism straighten and use again, paying again.
    let mut h = plain_game(2);
    give_building(&mut h, 0, "workshop-1");
    give_technique(&mut h, 0, Power::Taylorism);
    act_as(&mut h, 0, "use 1:1");
    act_as(&mut h, 0, "use 1:1 taylorism");
    assert_eq!(player(&h, 0).active, 1);
    assert_eq!(player(&h, 0).spyrium, 0);
    assert_eq!(player(&h, 0).score, 6);
    assert!(player(&h, 0).is_inclined(0));
}

#[test]
fn ruling_13_workers_only_up_to_seven_extra_ones_are_lost() {
    // Working-Class Neighborhood II at 6 workers: only one more.
    let mut g = plain_game(2);
    set_workers(&mut g, 0, 6);
    set_card(&mut g, 5, Some("neighborhood-2"));
    put_worker(&mut g, 0, "2-5");
    act_as(&mut g, 0, "activate 2-5 @5 new");
    assert_eq!(player(&g, 0).money, 5);
    assert_eq!(player(&g, 0).workers, 7);
    assert_eq!(player(&g, 0).active, 6);

    // Recruitment at 7 workers would give nothing: it is not offered (RULING 25).
    let mut g = game_with_event(2, "recruitment", &[]);
    set_workers(&mut g, 0, 7);
    let reason = refused_as(&mut g, 0, "event");
    assert_reason(&reason, "7 workers");

    // At 7 workers the 8 VP bonus must be the £5 (no choice is asked); at 20 VP the
    // worker is lost.
    let mut g = plain_game(2);
    set_workers(&mut g, 0, 7);
    pl(&mut g, 0).score = 6;
    set_card(&mut g, 5, Some("adviser-a"));
    put_worker(&mut g, 0, "2-5");
    put_worker(&mut g, 0, "5-6");
    act_as(&mut g, 0, "activate 2-5 @5");
    assert!(!g.public().pending_bonus);
    assert_eq!(current(&g), 1);
    assert_eq!(player(&g, 0).score, 9);
    assert_eq!(player(&g, 0).money, 10 - 3 + 5);
    assert_eq!(player(&g, 0).first_bonus, Some(BonusKind::Money));
    pl(&mut g, 0).score = 18;
    act_as(&mut g, 0, "activate 5-6 @5");
    assert!(!g.public().pending_bonus);
    assert_eq!(player(&g, 0).bonuses, 2);
    assert_eq!(player(&g, 0).workers, 7);
    assert_eq!(player(&g, 0).money, 12 - 2);
}

// ------------------------------------------------------------------ turn flow

#[test]
fn ruling_14_phase_1_place_use_event_or_start_phase_2_with_an_action_even_pass() {
    let g = plain_game(2);
    let legal = legal_texts(&g, 0);
    // Place a worker, use the event, or start Phase II with a Phase II action.
    assert!(legal.contains(&"place 1-2".to_string()));
    assert!(legal.contains(&"event 1".to_string()));
    assert!(legal.contains(&"phase2 event 1".to_string()));
    assert!(legal.contains(&"pass".to_string()));
    // Going to Phase II and passing is one action.
    let mut h = g.clone();
    act(&mut h, 0, "pass");
    assert_eq!(player(&h, 0).phase, Phase::Passed);
    assert_eq!(current(&h), 1);
    // Using the event in Phase I keeps Phase I; "phase2 event" moves to Phase II.
    let mut h = g.clone();
    act(&mut h, 0, "event 1");
    assert_eq!(player(&h, 0).phase, Phase::Placement);
    assert_eq!(player(&h, 0).score, 3);
    set_current(&mut h, 0);
    assert!(is_legal(&h, 0, "place 2-3"));
    let mut h = g.clone();
    act(&mut h, 0, "phase2 event 1");
    assert_eq!(player(&h, 0).phase, Phase::Activation);
    assert_eq!(player(&h, 0).score, 3);
    // A placed worker: no pass before it is removed; gain money starts Phase II.
    let mut h = g.clone();
    act(&mut h, 0, "place 1-2");
    assert_eq!(player(&h, 0).phase, Phase::Placement);
    let reason = refused_as(&mut h, 0, "pass");
    assert_reason(&reason, "still have 1 worker in the market");
    act_as(&mut h, 0, "money 1-2 @1");
    assert_eq!(player(&h, 0).phase, Phase::Activation);
    assert_eq!(player(&h, 0).in_market, 0);
}

#[test]
fn ruling_15_phase_2_actions_and_no_return_to_phase_1() {
    let mut g = plain_game(2);
    give_building(&mut g, 0, "mine-2");
    put_worker(&mut g, 0, "1-2");
    put_worker(&mut g, 0, "4-5");
    act_as(&mut g, 0, "money 1-2 @1");
    assert_eq!(player(&g, 0).phase, Phase::Activation);
    set_current(&mut g, 0);
    // Phase II: gain money, activate, use the event, use a building; no placing.
    let legal = legal_texts(&g, 0);
    assert!(legal.iter().any(|t| t.starts_with("money 4-5")));
    assert!(legal.iter().any(|t| t.starts_with("activate 4-5")));
    assert!(legal.iter().any(|t| t.starts_with("event")));
    assert!(legal.iter().any(|t| t.starts_with("use 1:")));
    assert!(!legal.iter().any(|t| t.starts_with("place")));
    assert!(!legal.iter().any(|t| t.starts_with("phase2")));
    let reason = refused(&mut g, 0, "place 2-3");
    assert_reason(&reason, "Phase I action");
    let reason = refused(&mut g, 0, "phase2 event 1");
    assert_reason(&reason, "already in Phase II");
    // Pass only once no own worker is left in the market.
    let reason = refused(&mut g, 0, "pass");
    assert_reason(
        &reason,
        &said(&g.slot_message(spyrium::market::parse_slot("4-5").unwrap())),
    );
    act(&mut g, 0, "money 4-5 @5");
    act_as(&mut g, 0, "pass");
    assert_eq!(player(&g, 0).phase, Phase::Passed);
    // A passed player takes no more actions this turn.
    assert!(g.legal_actions(0).is_empty());
    set_current(&mut g, 1);
    let reason = refused(&mut g, 0, "use 1:1");
    assert_reason(&reason, "player 2 must act now");
    assert_eq!(current(&g), 1);
}

#[test]
fn ruling_16_each_player_uses_the_turn_event_at_most_once_in_either_phase() {
    let mut g = plain_game(2); // turn 1: Patronage
    act(&mut g, 0, "event 1"); // Phase I
    assert_eq!(player(&g, 0).money, 7);
    assert_eq!(player(&g, 0).score, 3);
    assert!(player(&g, 0).event_used);
    // Another player may use it too.
    act(&mut g, 1, "phase2 event 2");
    assert_eq!(player(&g, 1).money, 4);
    assert_eq!(player(&g, 1).score, 5);
    // Not a second time, in Phase I or Phase II.
    assert!(!legal_texts(&g, 0).iter().any(|t| t.contains("event")));
    let reason = refused(&mut g, 0, "event 1");
    assert_reason(&reason, "already used this turn's event");
    let reason = refused(&mut g, 0, "phase2 event 2");
    assert_reason(&reason, "already used this turn's event");
    let reason = refused_as(&mut g, 1, "event 1");
    assert_reason(&reason, "already used this turn's event");
    // Next turn, the next event can be used again.
    finish_turn(&mut g);
    assert!(!player(&g, 0).event_used);
    assert_eq!(
        g.public().event,
        Components::builtin().event_by_id("crystal-trade")
    );
    act_as(&mut g, 0, "event 1");
    assert_eq!(player(&g, 0).spyrium, 1);
}

#[test]
fn ruling_17_clockwise_from_first_player_passed_skipped_first_player_moves_left() {
    let mut s = setup(&PLAIN_A, &PLAIN_EVENTS, &[]);
    s.first_player = Some(1);
    let mut g = Spyrium::new(Components::builtin(), 3, SEED, &s).unwrap();
    assert_eq!(current(&g), 1);
    assert_eq!(g.to_act().first(), Some(1));
    let reason = refused(&mut g, 0, "place 1-2");
    assert_reason(&reason, "player 2 must act now");
    act(&mut g, 1, "place 1-2");
    assert_eq!(current(&g), 2);
    act(&mut g, 2, "pass");
    assert_eq!(current(&g), 0);
    act(&mut g, 0, "place 2-3");
    assert_eq!(current(&g), 1, "seat 2 has passed and is skipped");
    act(&mut g, 1, "money 1-2 @1");
    assert_eq!(current(&g), 0);
    act(&mut g, 0, "money 2-3 @2");
    assert_eq!(current(&g), 1);
    act(&mut g, 1, "pass");
    assert_eq!(current(&g), 0);
    assert_eq!(g.turn(), 1);
    act(&mut g, 0, "pass");
    // All passed: turn 2, the first player card went one seat to the left.
    assert_eq!(g.turn(), 2);
    assert_eq!(g.public().first_player, 2);
    assert_eq!(current(&g), 2);
    finish_turn(&mut g);
    assert_eq!(g.public().first_player, 0);
    assert_eq!(current(&g), 0);
}

#[test]
fn ruling_18_end_of_turn_discards_market_and_event_straightens_and_reactivates() {
    let turn1 = [
        "mine-1",
        "geologist",
        "mine-2",
        "workshop-1",
        "apprentice",
        "laboratory-1",
        "neighborhood-1",
        "adviser-a",
        "miner",
    ];
    let turn2 = [
        "miner",
        "geologist",
        "apprentice",
        "mine-1",
        "workshop-1",
        "residence-a",
        "luxury-home",
        "university-1",
        "crane",
    ];
    let deck: Vec<&str> = turn1.iter().chain(turn2.iter()).copied().collect();
    let mut g = new_game(2, &deck, &PLAIN_EVENTS, &[2]);
    give_technique(&mut g, 1, Power::Taylorism);
    give_building(&mut g, 1, "mine-2");
    assert_eq!(tokens_on(&g, 9), [0, 1, 0]);
    act(&mut g, 0, "place 1-2");
    act(&mut g, 1, "place 5-6");
    act(&mut g, 0, "activate 1-2 @1 new"); // Mine I, £2
    act(&mut g, 1, "event 1"); // Patronage: £3 -> 3 VP
    act(&mut g, 0, "use 1:1"); // Mine I: 1 worker -> 1 S, inclined
    act(&mut g, 1, "money 5-6 @5");
    act(&mut g, 0, "pass");
    act(&mut g, 1, "use 1:1"); // Mine II: 1 S
    act(&mut g, 1, "use 1:1 taylorism");
    assert_eq!(player(&g, 1).spyrium, 4);
    assert!(player(&g, 0).is_inclined(0));
    assert_ne!(player(&g, 1).powers_used, 0);
    act(&mut g, 1, "pass");

    assert_eq!(g.turn(), 2);
    let p = g.public();
    // The 8 cards left in the market were discarded, with their token.
    let left: Vec<_> = turn1[1..].iter().map(|c| card(c)).collect();
    assert_eq!(p.discard.as_slice(), left.as_slice());
    assert_eq!(p.token_discard, [0, 1, 0]);
    // A new market from the deck; no worker in it.
    let dealt: Vec<_> = turn2.iter().map(|c| Some(card(c))).collect();
    assert_eq!(p.market.cards.to_vec(), dealt);
    assert!(p.market.workers.iter().all(|s| s.iter().all(|&w| w == 0)));
    // The event was discarded; the next one is the turn's event.
    let ev = |id: &str| Components::builtin().event_by_id(id).unwrap();
    assert_eq!(p.events_discarded.as_slice(), &[ev("patronage")]);
    assert_eq!(p.event, Some(ev("crystal-trade")));
    // Buildings straightened, once-per-turn powers ready, workers active, Phase I.
    for seat in 0..2 {
        let pl = &p.players[seat];
        assert_eq!(pl.inclined, 0);
        assert_eq!(pl.powers_used, 0);
        assert!(!pl.event_used);
        assert_eq!(pl.active, pl.workers);
        assert_eq!(pl.in_market, 0);
        assert_eq!(pl.phase, Phase::Placement);
    }
    // Revenue £2 each: seat 0 paid £2, seat 1 paid £3.
    assert_eq!(p.players[0].money, 10 - 2 + 2);
    assert_eq!(p.players[1].money, 10 - 3 + 2);
    assert_eq!(p.first_player, 1);
}

#[test]
fn ruling_19_seven_events_six_used_the_seventh_only_seen_as_turn_6_future_event() {
    let order = [
        "country-house",
        "patronage",
        "crystal-trade",
        "overtime",
        "recruitment",
        "late-placement",
        "windfall",
    ];
    let cards = Components::builtin();
    assert_eq!(cards.events.len(), 7);
    let ev: Vec<_> = order
        .iter()
        .map(|e| cards.event_by_id(e).unwrap())
        .collect();
    let mut g = new_game(2, &PLAIN_A, &order, &[]);
    // Periods: A on turns 1-3, B on turns 4-5, C on turn 6.
    let periods = [
        Period::A,
        Period::A,
        Period::A,
        Period::B,
        Period::B,
        Period::C,
    ];
    for t in 1..=6 {
        assert_eq!(g.turn(), t);
        assert_eq!(g.period(), periods[t - 1]);
        for c in g.public().market.cards.iter() {
            let c = c.expect("9 cards dealt every turn");
            assert_eq!(cards.card(c).period, periods[t - 1], "turn {t}");
        }
        assert_eq!(g.public().event, Some(ev[t - 1]), "turn {t}");
        assert_eq!(g.public().future_event, Some(ev[t]), "turn {t}");
        assert_eq!(g.public().events_discarded.len(), t - 1);
        finish_turn(&mut g);
    }
    assert!(g.is_over());
    assert_eq!(g.public().events_discarded.as_slice(), &ev[..6]);
    assert_eq!(g.events_left(), 0);
    assert!(
        g.public().future_token.is_some(),
        "Windfall shown with a token"
    );
}

// ------------------------------------------------------------------ score

#[test]
fn ruling_20_bonus_at_8_then_the_other_at_20_during_play_not_from_end_scoring() {
    let mut g = plain_game(2);
    pl(&mut g, 0).score = 6;
    pl(&mut g, 0).money = 20;
    set_card(&mut g, 5, Some("adviser-a")); // £2, 3 VP
    put_worker(&mut g, 0, "2-5");
    put_worker(&mut g, 0, "4-5");
    act_as(&mut g, 0, "activate 2-5 @5"); // £2 + £1
    assert_eq!(player(&g, 0).score, 9);
    // The choice is asked before play goes on.
    assert!(g.public().pending_bonus);
    assert_eq!(current(&g), 0);
    assert_eq!(legal_texts(&g, 0), vec!["bonus money", "bonus worker"]);
    let reason = refused(&mut g, 0, "money 4-5 @5");
    assert_reason(&reason, "bonus");
    let reason = refused(&mut g, 1, "pass");
    assert_reason(&reason, "player 1 must act now");
    let base = g.clone();

    // Worker first: one more active worker now, £5 at 20.
    act(&mut g, 0, "bonus worker");
    assert_eq!(player(&g, 0).workers, 4);
    assert_eq!(player(&g, 0).active, 2);
    assert_eq!(player(&g, 0).money, 17);
    assert_eq!(current(&g), 1);
    pl(&mut g, 0).score = 18;
    act_as(&mut g, 0, "activate 4-5 @5"); // £2, +3 -> 21
    assert!(
        !g.public().pending_bonus,
        "the second bonus is not a choice"
    );
    assert_eq!(player(&g, 0).money, 17 - 2 + 5);
    assert_eq!(player(&g, 0).workers, 4);
    assert_eq!(player(&g, 0).bonuses, 2);
    assert_eq!(current(&g), 1);

    // Money first: £5 now, the worker at 20.
    let mut g = base.clone();
    act(&mut g, 0, "bonus money");
    assert_eq!(player(&g, 0).money, 22);
    assert_eq!(player(&g, 0).workers, 3);
    pl(&mut g, 0).score = 18;
    act_as(&mut g, 0, "activate 4-5 @5");
    assert_eq!(player(&g, 0).workers, 4);
    assert_eq!(player(&g, 0).active, 2);
    assert_eq!(player(&g, 0).money, 20);

    // Both thresholds at once: the choice, then the other follows.
    let mut g = plain_game(2);
    give_building(&mut g, 0, "factory-2");
    pl(&mut g, 0).score = 7;
    pl(&mut g, 0).spyrium = 5;
    act_as(&mut g, 0, "use 1:2"); // 2 workers + 5 S -> 15 VP
    assert_eq!(player(&g, 0).score, 22);
    assert!(g.public().pending_bonus);
    act(&mut g, 0, "bonus money");
    assert!(!g.public().pending_bonus);
    assert_eq!(player(&g, 0).money, 15);
    assert_eq!(player(&g, 0).workers, 4);
    assert_eq!(player(&g, 0).active, 2);
    assert_eq!(player(&g, 0).bonuses, 2);

    // End scoring gives no bonus.
    let mut money = 0;
    let g = end_game_with(2, |g| {
        pl(g, 1).score = 7;
        give_building(g, 1, "luxury-home");
        money = player(g, 1).money;
    });
    assert_eq!(g.final_score(1).total, 13);
    assert_eq!(player(&g, 1).bonuses, 0);
    assert_eq!(player(&g, 1).money, money);
    assert_eq!(player(&g, 1).workers, 3);
}

#[test]
fn ruling_21_end_score_track_plus_buildings_plus_techniques_capped_ties_share_the_win() {
    let g = end_game_with(3, |g| {
        // Seat 0: 10 + Palace 12 + Mine I 1 = 23; money, Spyrium, workers score nothing.
        set_score(g, 0, 10);
        give_building(g, 0, "palace");
        give_building(g, 0, "mine-1");
        pl(g, 0).money = 50;
        pl(g, 0).spyrium = 9;
        set_workers(g, 0, 7);
        // Seat 1: 10 + Luxury Home 6 + Automation min(12 S, 7) = 23.
        set_score(g, 1, 10);
        give_building(g, 1, "luxury-home");
        give_technique(g, 1, Power::Automation);
        pl(g, 1).spyrium = 12;
        // Seat 2: 22 on the track, nothing else.
        set_score(g, 2, 22);
        pl(g, 2).money = 0;
    });
    let f0 = g.final_score(0);
    assert_eq!((f0.track, f0.buildings, f0.total), (10, 13, 23));
    assert!(f0.techniques.is_empty());
    let f1 = g.final_score(1);
    assert_eq!((f1.track, f1.buildings, f1.total), (10, 6, 23));
    assert_eq!(f1.techniques, vec![(Power::Automation, 7)]);
    assert_eq!(g.final_score(2).total, 22);
    assert_eq!(g.scores(), vec![23, 23, 22]);
    let o = g.outcome().unwrap();
    assert_eq!(o.winners, vec![0, 1]);
    assert_eq!(o.ranks, vec![1, 1, 3]);
    assert_eq!(o.win_share(0), 0.5);
    // After the 6th turn: no more actions.
    assert!(g.legal_actions(current(&g)).is_empty());
    assert_eq!(g.turn(), 7);
}

#[test]
fn ruling_22_banker_gives_4_vp_and_technique_vp_follow_each_technique_rule() {
    let mut g = plain_game(3);
    set_card(&mut g, 5, Some("banker")); // token price, 4 VP
    set_tokens(&mut g, 5, &[2, 3]);
    put_worker(&mut g, 0, "2-5");
    act_as(&mut g, 0, "activate 2-5 @5 token 2");
    assert_eq!(player(&g, 0).score, 4);
    assert_eq!(player(&g, 0).money, 10 - 2);
    assert_eq!(tokens_on(&g, 5), [0, 0, 1]);

    // Technique VP from the technique's own rule (not "objectives met").
    let g = end_game_with(2, |g| {
        for id in ["mine-1", "workshop-1", "residence-a"] {
            give_building(g, 0, id);
        }
        give_technique(g, 0, Power::Crane);
        give_technique(g, 0, Power::Taylorism);
        give_technique(g, 0, Power::Lobbying);
        set_workers(g, 0, 5);
        pl(g, 0).residence = 2; // value 4
        pl(g, 0).score = 0;
    });
    let f = g.final_score(0);
    assert_eq!(
        f.techniques,
        vec![
            (Power::Crane, 3),
            (Power::Taylorism, 5),
            (Power::Lobbying, 4)
        ]
    );
    assert_eq!(f.buildings, 1 + 2 + 3);
    assert_eq!(f.total, 6 + 12);
}

#[test]
fn ruling_23_factory_1_first_option_is_1_worker_and_2_spyrium_for_6_vp() {
    let mut g = plain_game(2);
    give_building(&mut g, 0, "factory-1");
    put_worker(&mut g, 0, "1-2");
    put_worker(&mut g, 0, "2-3");
    pl(&mut g, 0).spyrium = 2;
    // One active worker left: the first option is possible, the second (2 W) is not.
    assert_eq!(legal_starting(&g, 0, "use"), vec!["use 1:1"]);
    let reason = refused_as(&mut g, 0, "use 1:2");
    assert_reason(&reason, "needs 2 active workers");
    act_as(&mut g, 0, "use 1:1");
    assert_eq!(player(&g, 0).active, 0);
    assert_eq!(player(&g, 0).spyrium, 0);
    assert_eq!(player(&g, 0).score, 6);
    // The card data says so too.
    let f = Components::builtin();
    let u = &f.card(card("factory-1")).uses;
    assert_eq!((u[0].workers, u[0].pay_spyrium, u[0].gain_vp), (1, 2, 6));
    assert_eq!((u[1].workers, u[1].pay_spyrium, u[1].gain_vp), (2, 3, 10));
}

/// The refusal code `check` gives for a text action of `seat`.
fn refusal_code(g: &Spyrium, seat: usize, text: &str) -> &'static str {
    let a = parse(g, seat, text);
    g.check(seat, &a)
        .expect_err(&format!("`{text}` is legal for seat {seat}"))
        .code
}

#[test]
fn ruling_24_architect_banker_financier_the_token_is_the_price() {
    // The rulebook's Architect example: the value-1 token costs £1, the next player
    // pays £2 with the value-2 token; the £1 per other adjacent worker still applies.
    let mut g = plain_game(3);
    set_card(&mut g, 5, Some("architect-b"));
    set_tokens(&mut g, 5, &[1, 2]);
    put_worker(&mut g, 0, "2-5");
    put_worker(&mut g, 1, "5-6");
    act_as(&mut g, 0, "activate 2-5 @5 token 1 move");
    // £1 (token) + £1 (seat 1's worker next to the Architect).
    assert_eq!(player(&g, 0).money, 10 - 1 - 1);
    assert_eq!(player(&g, 0).residence, 1);
    act_as(&mut g, 1, "activate 5-6 @5 token 2 score");
    // £2 (token), nobody else next to the card any more.
    assert_eq!(player(&g, 1).money, 10 - 2);
    assert_eq!(player(&g, 1).score, 2);

    // Banker and Financier: the token value is all they cost.
    let mut g = plain_game(2);
    set_card(&mut g, 5, Some("financier"));
    set_tokens(&mut g, 5, &[3]);
    put_worker(&mut g, 0, "2-5");
    pl(&mut g, 0).money = 2;
    assert_eq!(
        refusal_code(&g, 0, "activate 2-5 @5 token 3"),
        "cannot_afford"
    );
    let reason = refused_as(&mut g, 0, "activate 2-5 @5 token 3");
    assert_reason(&reason, "costs £3");
    pl(&mut g, 0).money = 3;
    act_as(&mut g, 0, "activate 2-5 @5 token 3");
    assert_eq!((player(&g, 0).money, player(&g, 0).score), (0, 5));

    // The card data: printed price 0, tagged as pinned by the example (X).
    let cards = Components::builtin();
    for id in ["architect-b", "architect-c", "banker", "financier"] {
        let c = cards.card(card(id));
        assert_eq!(c.price, 0, "{id}");
        assert_eq!(c.sources.price, Source::X, "{id}");
        assert_eq!(c.effect.token, Some(TokenUse::PayMoney), "{id}");
    }
}

#[test]
fn ruling_25_an_event_option_that_does_nothing_is_not_legal() {
    // Late placement only in Phase II: in Phase I it needs `phase2` first.
    let mut g = game_with_event(2, "late-placement", &[]);
    assert!(legal_starting(&g, 0, "event place").is_empty());
    assert!(is_legal(&g, 0, "phase2 event place 2-3"));
    assert_eq!(refusal_code(&g, 0, "event place 2-3"), "wrong_phase");
    let reason = refused(&mut g, 0, "event place 2-3");
    assert_reason(&reason, "Phase II");
    act(&mut g, 0, "phase2 event place 2-3");
    assert_eq!(player(&g, 0).phase, Phase::Activation);
    assert_eq!(workers_in(&g, 0, "2-3"), 1);
    // In Phase II it is offered without `phase2`.
    let mut h = game_with_event(2, "late-placement", &[]);
    set_phase(&mut h, 0, Phase::Activation);
    assert!(is_legal(&h, 0, "event place 2-3"));
    assert_eq!(refusal_code(&h, 0, "phase2 event place 2-3"), "wrong_phase");

    // Recruitment not at 7 workers (no worker to take), in either phase.
    let mut g = game_with_event(2, "recruitment", &[]);
    set_workers(&mut g, 0, 7);
    for text in ["event", "phase2 event"] {
        assert!(!is_legal(&g, 0, text));
        assert_eq!(refusal_code(&g, 0, text), "event_does_nothing");
    }
    let reason = refused(&mut g, 0, "event");
    assert_reason(&reason, "Recruitment would give nothing");
    // At 6 workers it gives the 7th for £6.
    let mut g = game_with_event(2, "recruitment", &[]);
    set_workers(&mut g, 0, 6);
    act(&mut g, 0, "event");
    assert_eq!((player(&g, 0).workers, player(&g, 0).money), (7, 4));
}
