//! The worked examples of the English rulebook (seed 000), and every technique and
//! event card: each set up precisely and checked to the pound, crystal and point.

use crate::common::*;
use gaslamp_core::Game;
use spyrium::cards::Power;
use spyrium::{Components, FinalScore, Phase, Spyrium};

// ------------------------------------------------------------------ setup

#[test]
fn example_turn_1_setup_revenue_2_and_a_token_on_the_university() {
    let a = [
        "geologist",
        "apprentice",
        "university-1",
        "mine-1",
        "workshop-1",
        "laboratory-1",
        "residence-a",
        "luxury-home",
        "adviser-a",
    ];
    let mut s = setup(&a, &PLAIN_EVENTS, &[2]);
    s.first_player = Some(2);
    let g = Spyrium::new(Components::builtin(), 3, SEED, &s).unwrap();
    assert_eq!(g.turn(), 1);
    for seat in 0..3 {
        let p = player(&g, seat);
        // £8 at setup + £2 revenue from the first residence space.
        assert_eq!(p.money, 10, "seat {seat}");
        assert_eq!(p.spyrium, 2);
        assert_eq!(p.workers, 3);
        assert_eq!(p.active, 3, "workers are made active");
        assert_eq!(p.in_market, 0);
        assert_eq!(p.score, 0);
        assert_eq!(p.residence, 0);
        assert_eq!(g.residence_value(seat), 2);
        assert_eq!(p.phase, Phase::Placement);
        assert!(p.buildings.is_empty());
        assert_eq!(p.techniques, 0);
        assert_eq!(p.bonuses, 0);
    }
    // The 9 first cards of the A deck, in a 3x3 rectangle; a token on the University.
    let dealt: Vec<_> = a.iter().map(|c| Some(card(c))).collect();
    assert_eq!(g.public().market.cards.to_vec(), dealt);
    for n in 1..=9 {
        let expect = if n == 3 { [0, 1, 0] } else { [0, 0, 0] };
        assert_eq!(tokens_on(&g, n), expect, "space {n}");
    }
    assert_eq!(g.reserve_len(), 23);
    assert_eq!(g.deck_left(), [21, 20, 9]);
    let ev = |id: &str| Components::builtin().event_by_id(id);
    assert_eq!(g.public().event, ev("patronage"));
    assert_eq!(g.public().future_event, ev("crystal-trade"));
    assert_eq!(g.public().first_player, 2);
    assert_eq!(current(&g), 2);
    assert_eq!(g.to_act().iter().collect::<Vec<_>>(), vec![2]);
}

#[test]
fn example_placing_next_to_the_apprentice_two_positions_in_the_corner() {
    let mut g = plain_game(2);
    set_card(&mut g, 1, Some("apprentice"));
    // Positions A and B: the two slots of the corner card; nothing outside the market.
    let around: Vec<String> = legal_starting(&g, 0, "place")
        .into_iter()
        .filter(|t| {
            let s = slot(t.trim_start_matches("place "));
            spyrium::market::Market::touches(s, space(1))
        })
        .collect();
    assert_eq!(around, vec!["place 1-2", "place 1-4"]);
    for s in ["1-2", "1-4"] {
        let mut h = g.clone();
        act(&mut h, 0, &format!("place {s}"));
        assert_eq!(h.public().market.adjacent_workers(space(1)), 1);
    }
    // An edge card has three positions, the centre four.
    let edge = legal_starting(&g, 0, "place")
        .iter()
        .filter(|t| spyrium::market::Market::touches(slot(&t[6..]), space(2)))
        .count();
    assert_eq!(edge, 3);
    let centre = legal_starting(&g, 0, "place")
        .iter()
        .filter(|t| spyrium::market::Market::touches(slot(&t[6..]), space(5)))
        .count();
    assert_eq!(centre, 4);
}

// ------------------------------------------------------------------ activation examples

#[test]
fn example_apprentice_black_pays_0_plus_4_spends_1_spyrium_scores_3() {
    let mut g = plain_game(3);
    set_card(&mut g, 5, Some("apprentice"));
    put_worker(&mut g, 0, "2-5"); // Black
    put_worker(&mut g, 1, "4-5");
    put_worker(&mut g, 1, "5-6");
    put_worker(&mut g, 2, "5-8");
    put_worker(&mut g, 2, "2-5");
    assert_eq!(g.public().market.adjacent_workers(space(5)), 5);
    let base = g.clone();
    // Black moves on to Phase II by calling upon the Apprentice.
    let events = act(&mut g, 0, "activate 2-5 @5");
    assert_eq!(changed(&events, 0), (-4, -1, 3, 0, 0));
    let p = player(&g, 0);
    assert_eq!(p.phase, Phase::Activation);
    assert_eq!((p.money, p.spyrium, p.score), (6, 1, 3));
    assert_eq!(p.in_market, 0);
    assert_eq!(p.used(), 1, "the worker is inactive next to the start card");
    // The character stays, and can be called upon again (also by the same player).
    assert_eq!(g.public().market.cards[4], Some(card("apprentice")));
    assert_eq!(g.public().market.adjacent_workers(space(5)), 4);
    put_worker(&mut g, 0, "5-8");
    act_as(&mut g, 0, "activate 5-8 @5");
    let p = player(&g, 0);
    assert_eq!((p.money, p.spyrium, p.score), (2, 0, 6));
    // Without Spyrium, no Apprentice.
    let mut h = base.clone();
    pl(&mut h, 0).spyrium = 0;
    let reason = refused(&mut h, 0, "activate 2-5 @5");
    assert_reason(&reason, "1 Spyrium");
    // Without the £4, neither.
    let mut h = base.clone();
    pl(&mut h, 0).money = 3;
    let reason = refused(&mut h, 0, "activate 2-5 @5");
    assert_reason(&reason, "costs £4");
}

/// Blue (seat 1) owns a Working-Class Neighborhood and a Laboratory; a Factory with
/// two other workers next to it.
fn blue_factory() -> Spyrium {
    let mut g = plain_game(3);
    give_building(&mut g, 1, "neighborhood-1");
    give_building(&mut g, 1, "laboratory-1");
    set_workers(&mut g, 1, 4);
    set_card(&mut g, 5, Some("factory-1"));
    put_worker(&mut g, 1, "2-5");
    put_worker(&mut g, 0, "4-5");
    put_worker(&mut g, 2, "5-8");
    pl(&mut g, 1).money = 20;
    set_current(&mut g, 1);
    g
}

#[test]
fn example_factory_blue_has_three_placement_choices() {
    let mut g = blue_factory();
    assert_eq!(
        legal_starting(&g, 1, "activate 2-5 @5"),
        vec![
            "activate 2-5 @5 new",
            "activate 2-5 @5 replace 1",
            "activate 2-5 @5 replace 2"
        ]
    );
    // With £5, only the replacement of the Laboratory is affordable.
    pl(&mut g, 1).money = 5;
    assert_eq!(
        legal_starting(&g, 1, "activate 2-5 @5"),
        vec!["activate 2-5 @5 replace 2"]
    );
    let reason = refused(&mut g, 1, "activate 2-5 @5 new");
    assert_reason(&reason, "costs £10");
    let reason = refused(&mut g, 1, "activate 2-5 @5 replace 1");
    assert_reason(&reason, "costs £8");
    act(&mut g, 1, "activate 2-5 @5 replace 2");
    assert_eq!(player(&g, 1).money, 0);
}

#[test]
fn example_factory_blue_pays_6_plus_2_and_2_for_a_new_space() {
    let mut g = blue_factory();
    act(&mut g, 1, "activate 2-5 @5 new");
    assert_eq!(player(&g, 1).money, 20 - 6 - 2 - 2);
    assert_eq!(
        player(&g, 1).buildings.as_slice(),
        &[
            card("neighborhood-1"),
            card("laboratory-1"),
            card("factory-1")
        ]
    );
    assert_eq!(
        g.public().market.cards[4],
        None,
        "the building left the market"
    );
    assert_eq!(player(&g, 1).phase, Phase::Activation);
}

#[test]
fn example_factory_blue_replaces_the_neighborhood_for_no_space_cost() {
    let mut g = blue_factory();
    act(&mut g, 1, "activate 2-5 @5 replace 1");
    assert_eq!(player(&g, 1).money, 20 - 6 - 2);
    assert_eq!(
        player(&g, 1).buildings.as_slice(),
        &[card("factory-1"), card("laboratory-1")]
    );
    assert_eq!(g.public().discard.last(), Some(&card("neighborhood-1")));
    assert_eq!(player(&g, 1).workers, 4, "the Neighborhood's worker stays");
}

#[test]
fn example_factory_blue_replaces_the_laboratory_with_3_off() {
    let mut g = blue_factory();
    act(&mut g, 1, "activate 2-5 @5 replace 2");
    assert_eq!(player(&g, 1).money, 20 - (6 - 3) - 2);
    assert_eq!(
        player(&g, 1).buildings.as_slice(),
        &[card("neighborhood-1"), card("factory-1")]
    );
    assert_eq!(g.public().discard.last(), Some(&card("laboratory-1")));
}

#[test]
fn example_yellow_gains_5_from_the_mine() {
    let mut g = plain_game(4);
    set_card(&mut g, 5, Some("mine-1"));
    let yellow = 2;
    put_worker(&mut g, yellow, "2-5");
    put_worker(&mut g, yellow, "4-5");
    put_worker(&mut g, 0, "4-5");
    put_worker(&mut g, 0, "5-6");
    put_worker(&mut g, 1, "5-8");
    put_worker(&mut g, 3, "2-5");
    set_phase(&mut g, yellow, Phase::Activation);
    let base = g.clone();
    act_as(&mut g, yellow, "money 2-5 @5");
    assert_eq!(player(&g, yellow).money, 15);
    assert_eq!(player(&g, yellow).in_market, 1);
    assert_eq!(player(&g, yellow).used(), 1);
    assert_eq!(g.public().market.adjacent_workers(space(5)), 5);
    assert_eq!(g.public().market.cards[4], Some(card("mine-1")));
    // Naming the other card of the slot counts that card's workers instead.
    let mut h = base.clone();
    act_as(&mut h, yellow, "money 2-5 @2");
    assert_eq!(player(&h, yellow).money, 11);
}

#[test]
fn example_red_uses_the_event_spends_1_spyrium_gains_3() {
    let mut g = game_with_event(3, "crystal-trade", &[]);
    let red = 2;
    set_phase(&mut g, red, Phase::Activation);
    act_as(&mut g, red, "event 1");
    let p = player(&g, red);
    assert_eq!((p.spyrium, p.money), (1, 13));
    assert!(p.event_used, "the disc is on the event");
    let reason = refused_as(&mut g, red, "event 1");
    assert_reason(&reason, "already used this turn's event");
    // The other option needs 3 Spyrium.
    let mut h = game_with_event(3, "crystal-trade", &[]);
    let reason = refused_as(&mut h, red, "event 2");
    assert_reason(&reason, "3 Spyrium");
}

#[test]
fn example_green_mine_1_spyrium_without_worker_or_2_with_a_worker_then_inclined() {
    let mut g = plain_game(4);
    let green = 3;
    give_building(&mut g, green, "mine-2");
    set_phase(&mut g, green, Phase::Activation);
    for (option, spyrium, active) in [(1, 3, 3), (2, 4, 2)] {
        let mut h = g.clone();
        act_as(&mut h, green, &format!("use 1:{option}"));
        let p = player(&h, green);
        assert_eq!((p.spyrium, p.active), (spyrium, active), "option {option}");
        assert!(p.is_inclined(0));
        for again in ["use 1:1", "use 1:2"] {
            let reason = refused_as(&mut h, green, again);
            assert_reason(&reason, "inclined");
        }
        // Straightened at the end of the turn.
        finish_turn(&mut h);
        act_as(&mut h, green, "use 1:2");
        assert_eq!(player(&h, green).spyrium, spyrium + 2);
    }
}

#[test]
fn example_architect_token_1_then_token_2_then_no_more() {
    let mut g = plain_game(3);
    set_card(&mut g, 5, Some("architect-b")); // no price of its own: the token is the price
    set_tokens(&mut g, 5, &[1, 2]); // 3 players: 2 tokens
    let red = 0;
    pl(&mut g, red).residence = 1; // the space of value 3
    assert_eq!(g.residence_value(red), 3);
    put_worker(&mut g, red, "2-5");
    set_phase(&mut g, red, Phase::Activation);
    let base = g.clone();

    // Red discards the 1 and pays £1 (RULING 24: nothing more): move to the 4...
    act(&mut g, red, "activate 2-5 @5 token 1 move");
    assert_eq!(player(&g, red).money, 10 - 1);
    assert_eq!(player(&g, red).residence, 2);
    assert_eq!(g.residence_value(red), 4);
    assert_eq!(player(&g, red).score, 0);
    assert_eq!(tokens_on(&g, 5), [0, 1, 0]);
    assert_eq!(g.public().token_discard, [1, 0, 0]);
    // ... or score 3.
    let mut h = base.clone();
    act(&mut h, red, "activate 2-5 @5 token 1 score");
    assert_eq!(player(&h, red).score, 3);
    assert_eq!(player(&h, red).residence, 1);
    assert_eq!(player(&h, red).money, 9);
    // A residence choice is required.
    let reason = refused(&mut base.clone(), red, "activate 2-5 @5 token 1");
    assert_reason(&reason, "`move` or `score`");

    // The next player must use the 2 token: £2 (+ £1 for its own other worker in
    // 5-8).
    assert_eq!(current(&g), 1);
    act(&mut g, 1, "place 5-6");
    act(&mut g, 2, "pass");
    act(&mut g, 0, "pass");
    act(&mut g, 1, "place 5-8");
    let reason = refused(&mut g, 1, "activate 5-6 @5 token 1 score");
    assert_reason(&reason, "no token of value 1");
    act(&mut g, 1, "activate 5-6 @5 token 2 score");
    assert_eq!(player(&g, 1).money, 10 - 2 - 1);
    assert_eq!(player(&g, 1).score, 2);
    assert_eq!(tokens_on(&g, 5), [0, 0, 0]);
    // Then it is impossible to call upon the Architect again; gaining money is fine.
    assert!(legal_starting(&g, 1, "activate 5-8 @5").is_empty());
    let reason = refused(&mut g, 1, "activate 5-8 @5 token 2 score");
    assert_reason(&reason, "no token left");
    act(&mut g, 1, "money 5-8 @5");
    assert_eq!(player(&g, 1).money, 7);
}

#[test]
fn example_blue_end_score_13_for_buildings_and_automation_capped_at_7() {
    let blue = 1;
    let g = end_game_with(4, |g| {
        give_building(g, blue, "luxury-home"); // 6
        give_building(g, blue, "factory-1"); // 5
        give_building(g, blue, "mine-2"); // 2
        give_technique(g, blue, Power::Automation);
        pl(g, blue).spyrium = 8;
        set_score(g, blue, 20);
    });
    assert_eq!(
        g.final_score(blue),
        FinalScore {
            track: 20,
            buildings: 13,
            techniques: vec![(Power::Automation, 7)],
            total: 40,
        }
    );
    assert_eq!(g.scores()[blue], 40);
}

// ------------------------------------------------------------------ residence, bonus

#[test]
fn example_residence_track_revenue_2_3_4_5_7_move_or_score() {
    let mut g = game_with_event(5, "country-house", &[]);
    for seat in 0..5 {
        pl(&mut g, seat).residence = seat as u8;
    }
    let values: Vec<u32> = (0..5).map(|s| g.residence_value(s)).collect();
    assert_eq!(values, vec![2, 3, 4, 5, 7]);
    // Move one space right...
    act_as(&mut g, 3, "event 1 move");
    assert_eq!(player(&g, 3).residence, 4);
    assert_eq!(player(&g, 3).spyrium, 1);
    assert_eq!(player(&g, 3).score, 0);
    // ... not from the last space; or score the current value.
    let reason = refused_as(&mut g, 4, "event 1 move");
    assert_reason(&reason, "score");
    act_as(&mut g, 4, "event 1 score");
    assert_eq!(player(&g, 4).score, 7);
    assert_eq!(player(&g, 4).residence, 4);
    act_as(&mut g, 0, "event 1 score");
    assert_eq!(player(&g, 0).score, 2);
    // Revenue at the beginning of the next turn.
    finish_turn(&mut g);
    let money: Vec<u32> = (0..5).map(|s| player(&g, s).money).collect();
    assert_eq!(money, vec![12, 13, 14, 17, 17]);
}

#[test]
fn example_bonus_reaching_8_worker_active_at_once_then_20_gives_the_money() {
    let mut g = plain_game(2); // Patronage
    pl(&mut g, 0).score = 5;
    act(&mut g, 0, "event 1"); // Phase I: £3 -> 3 VP: exactly 8
    assert_eq!(player(&g, 0).score, 8);
    assert!(g.public().pending_bonus);
    act(&mut g, 0, "bonus worker");
    assert_eq!(player(&g, 0).workers, 4);
    assert_eq!(player(&g, 0).active, 4);
    assert_eq!(player(&g, 0).phase, Phase::Placement);
    act(&mut g, 1, "pass");
    // The new worker can be placed this very turn.
    for s in ["1-2", "2-3", "4-5", "5-6"] {
        act(&mut g, 0, &format!("place {s}"));
    }
    assert_eq!(player(&g, 0).in_market, 4);
    assert!(refused(&mut g, 0, "place 7-8").contains("no active worker"));
    // Exactly 20: the £5, without a choice.
    pl(&mut g, 0).score = 17;
    act(&mut g, 0, "activate 1-2 @2"); // Geologist: £1 + £1 (own worker in 2-3) -> 2 S
    assert_eq!(
        player(&g, 0).score,
        17,
        "the Geologist gives Spyrium, not VP"
    );
    assert_eq!(player(&g, 0).spyrium, 4);
    set_card(&mut g, 4, Some("adviser-a"));
    act(&mut g, 0, "activate 4-5 @4");
    assert_eq!(player(&g, 0).score, 20);
    assert!(!g.public().pending_bonus);
    assert_eq!(player(&g, 0).bonuses, 2);
    // £7 - £2 (Geologist) - £2 (Adviser, no other worker next to it) + £5
    assert_eq!(player(&g, 0).money, 7 - 2 - 2 + 5);
}

// ------------------------------------------------------------------ techniques

#[test]
fn technique_crane_new_space_3_less_and_1_vp_per_building() {
    let mut g = plain_game(2);
    set_card(&mut g, 5, Some("crane"));
    put_worker(&mut g, 0, "2-5");
    put_worker(&mut g, 0, "1-2");
    put_worker(&mut g, 1, "4-5");
    // Patent: £6 + £1; the card goes to the player, who needs no space for it.
    act(&mut g, 0, "activate 2-5 @5");
    assert_eq!(player(&g, 0).money, 3);
    assert!(player(&g, 0).has(Power::Crane));
    assert!(player(&g, 0).buildings.is_empty());
    assert_eq!(g.public().market.cards[4], None);
    // With 4 buildings, a new space costs £1 instead of £4.
    for id in ["mine-1", "mine-2", "workshop-1", "residence-a"] {
        give_building(&mut g, 0, id);
    }
    set_card(&mut g, 1, Some("luxury-home"));
    pl(&mut g, 0).money = 20;
    act_as(&mut g, 0, "activate 1-2 @1 new");
    assert_eq!(player(&g, 0).money, 20 - 5 - 1);
    assert!(player(&g, 0).has(Power::Crane), "a technique is never lost");

    // End: 1 VP per building owned, at most 7.
    let g = end_game_with(2, |g| {
        give_technique(g, 0, Power::Crane);
        for id in ["mine-1", "mine-1", "workshop-1"] {
            give_building(g, 0, id);
        }
        give_technique(g, 1, Power::Crane);
        for _ in 0..8 {
            give_building(g, 1, "mine-1");
        }
    });
    assert_eq!(g.final_score(0).techniques, vec![(Power::Crane, 3)]);
    assert_eq!(g.final_score(0).total, 3 + 4);
    assert_eq!(g.final_score(1).techniques, vec![(Power::Crane, 7)]);
    assert_eq!(g.final_score(1).total, 7 + 8);
}

#[test]
fn technique_capitalization_2_more_per_gain_money_and_1_vp_per_2_pounds() {
    let mut g = plain_game(3);
    give_technique(&mut g, 0, Power::Capitalization);
    put_worker(&mut g, 0, "2-5");
    put_worker(&mut g, 0, "1-2");
    put_worker(&mut g, 1, "4-5");
    put_worker(&mut g, 1, "5-6");
    set_card(&mut g, 1, None);
    set_card(&mut g, 2, None);
    act(&mut g, 0, "money 2-5 @5");
    assert_eq!(player(&g, 0).money, 10 + 2 + 2);
    act_as(&mut g, 0, "money 1-2");
    assert_eq!(player(&g, 0).money, 14 + 2);
    // Without it, no extra.
    let mut h = plain_game(3);
    put_worker(&mut h, 0, "2-5");
    put_worker(&mut h, 1, "4-5");
    act(&mut h, 0, "money 2-5 @5");
    assert_eq!(player(&h, 0).money, 11);

    let g = end_game_with(2, |g| {
        give_technique(g, 0, Power::Capitalization);
        pl(g, 0).money = 9;
        give_technique(g, 1, Power::Capitalization);
        pl(g, 1).money = 30;
    });
    assert_eq!(
        g.final_score(0).techniques,
        vec![(Power::Capitalization, 4)]
    );
    assert_eq!(g.final_score(0).total, 4);
    assert_eq!(
        g.final_score(1).techniques,
        vec![(Power::Capitalization, 7)]
    );
}

#[test]
fn technique_commerce_keeps_tokens_chooses_a_value_once_per_turn_1_vp_per_token() {
    let mut g = plain_game(3);
    set_card(&mut g, 5, Some("miner"));
    set_tokens(&mut g, 5, &[1, 1]);
    put_worker(&mut g, 0, "2-5");
    put_worker(&mut g, 0, "5-6");
    let base = g.clone();
    give_technique(&mut g, 0, Power::Commerce);
    act_as(&mut g, 0, "activate 2-5 @5 token 1 commerce 3");
    assert_eq!(player(&g, 0).spyrium, 5);
    assert_eq!(player(&g, 0).money, 9);
    assert_eq!(player(&g, 0).kept, [1, 0, 0]);
    let reason = refused_as(&mut g, 0, "activate 5-6 @5 token 1 commerce 2");
    assert_reason(&reason, "already used Commerce");
    act_as(&mut g, 0, "activate 5-6 @5 token 1");
    assert_eq!(player(&g, 0).spyrium, 6);
    assert_eq!(player(&g, 0).kept, [2, 0, 0]);
    assert_eq!(g.public().token_discard, [0, 0, 0]);
    // Next turn the value choice is available again.
    finish_turn(&mut g);
    assert!(player(&g, 0).power_ready(Power::Commerce));
    // Without Commerce the token is discarded and no value can be chosen.
    let mut h = base.clone();
    let reason = refused_as(&mut h, 0, "activate 2-5 @5 token 1 commerce 3");
    assert_reason(&reason, "do not have the Commerce technique");
    act_as(&mut h, 0, "activate 2-5 @5 token 1");
    assert_eq!(player(&h, 0).spyrium, 3);
    assert_eq!(player(&h, 0).kept, [0, 0, 0]);
    assert_eq!(h.public().token_discard, [1, 0, 0]);

    let g = end_game_with(2, |g| {
        give_technique(g, 0, Power::Commerce);
        pl(g, 0).kept = [2, 0, 0];
        give_technique(g, 1, Power::Commerce);
        pl(g, 1).kept = [3, 3, 1];
    });
    assert_eq!(g.final_score(0).techniques, vec![(Power::Commerce, 2)]);
    assert_eq!(g.final_score(1).techniques, vec![(Power::Commerce, 7)]);
    assert_eq!(g.final_score(1).total, 7);
}

#[test]
fn technique_automation_mines_need_no_worker_and_1_vp_per_spyrium() {
    let mut g = plain_game(2);
    give_technique(&mut g, 0, Power::Automation);
    give_building(&mut g, 0, "mine-1");
    give_building(&mut g, 0, "mine-2");
    give_building(&mut g, 0, "workshop-1");
    put_worker(&mut g, 0, "1-2");
    put_worker(&mut g, 0, "2-3");
    put_worker(&mut g, 0, "4-5");
    let base = g.clone();
    assert_eq!(player(&g, 0).active, 0);
    act_as(&mut g, 0, "use 1:1"); // Mine I: 1 S, no worker
    act_as(&mut g, 0, "use 2:2"); // Mine II: 2 S, no worker
    assert_eq!(player(&g, 0).spyrium, 2 + 1 + 2);
    assert_eq!(player(&g, 0).active, 0);
    // Other buildings still need their workers.
    let reason = refused_as(&mut g, 0, "use 3:1");
    assert_reason(&reason, "needs 1 active worker and");
    // Without Automation, Mine I needs its worker.
    let mut h = base.clone();
    pl(&mut h, 0).techniques = 0;
    let reason = refused_as(&mut h, 0, "use 1:1");
    assert_reason(&reason, "needs 1 active worker and");

    let g = end_game_with(2, |g| {
        give_technique(g, 0, Power::Automation);
        pl(g, 0).spyrium = 5;
        give_technique(g, 1, Power::Automation);
        pl(g, 1).spyrium = 8;
    });
    assert_eq!(g.final_score(0).techniques, vec![(Power::Automation, 5)]);
    assert_eq!(g.final_score(1).techniques, vec![(Power::Automation, 7)]);
}

#[test]
fn technique_engineering_1_more_vp_per_worker_on_factory_symbol_and_their_vp_at_the_end() {
    let mut g = plain_game(2);
    give_technique(&mut g, 0, Power::Engineering);
    give_building(&mut g, 0, "factory-1");
    give_building(&mut g, 0, "laboratory-1");
    give_building(&mut g, 0, "mine-2");
    give_building(&mut g, 0, "workshop-1");
    set_workers(&mut g, 0, 5);
    pl(&mut g, 0).spyrium = 10;
    pl(&mut g, 0).bonuses = 2; // no bonus in the way
    let base = g.clone();
    act_as(&mut g, 0, "use 1:2"); // Factory I: 2 W + 3 S -> 10 VP, +2
    assert_eq!(player(&g, 0).score, 12);
    act_as(&mut g, 0, "use 2:1"); // Laboratory I (F R): 1 W + 1 S -> 4 VP, +1
    assert_eq!(player(&g, 0).score, 17);
    act_as(&mut g, 0, "use 3:2"); // Mine II: no factory symbol, no VP
    assert_eq!(player(&g, 0).score, 17);
    act_as(&mut g, 0, "use 4:1"); // Workshop I: 3 VP, +1
    assert_eq!(player(&g, 0).score, 21);
    assert_eq!(player(&g, 0).spyrium, 10 - 3 - 1 + 2 - 1);
    let mut h = base.clone();
    pl(&mut h, 0).techniques = 0;
    act_as(&mut h, 0, "use 1:2");
    assert_eq!(player(&h, 0).score, 10);

    let g = end_game_with(3, |g| {
        give_technique(g, 0, Power::Engineering);
        for id in ["factory-1", "workshop-1", "mine-2", "luxury-home"] {
            give_building(g, 0, id);
        }
        give_technique(g, 1, Power::Engineering);
        for id in ["factory-2", "laboratory-1"] {
            give_building(g, 1, id);
        }
        give_technique(g, 2, Power::Engineering);
    });
    assert_eq!(g.final_score(0).techniques, vec![(Power::Engineering, 7)]);
    assert_eq!(g.final_score(0).total, 15 + 7);
    assert_eq!(g.final_score(1).techniques, vec![(Power::Engineering, 7)]);
    assert_eq!(g.final_score(2).techniques, vec![(Power::Engineering, 0)]);
    let g = end_game_with(2, |g| {
        give_technique(g, 0, Power::Engineering);
        give_building(g, 0, "workshop-1");
        give_building(g, 0, "laboratory-1");
    });
    assert_eq!(g.final_score(0).techniques, vec![(Power::Engineering, 5)]);
}

#[test]
fn technique_taylorism_once_per_turn_use_again_paying_again_and_1_vp_per_worker() {
    let mut g = plain_game(2);
    give_technique(&mut g, 0, Power::Taylorism);
    give_building(&mut g, 0, "workshop-1");
    pl(&mut g, 0).spyrium = 3;
    let fresh = g.clone();
    let reason = refused_as(&mut fresh.clone(), 0, "use 1:1 taylorism");
    assert_reason(&reason, "not inclined");
    pl(&mut g, 0).bonuses = 2; // no bonus in the way
    act_as(&mut g, 0, "use 1:1");
    act_as(&mut g, 0, "use 1:1 taylorism");
    let p = player(&g, 0);
    assert_eq!((p.active, p.spyrium, p.score), (1, 1, 6));
    assert!(p.is_inclined(0));
    let reason = refused_as(&mut g, 0, "use 1:1 taylorism");
    assert_reason(&reason, "Taylorism is not available");
    let reason = refused_as(&mut g, 0, "use 1:1");
    assert_reason(&reason, "inclined");
    // Again next turn.
    finish_turn(&mut g);
    pl(&mut g, 0).spyrium = 2;
    act_as(&mut g, 0, "use 1:1");
    act_as(&mut g, 0, "use 1:1 taylorism");
    assert_eq!(player(&g, 0).score, 12);
    assert_eq!(player(&g, 0).spyrium, 0);
    // Without Taylorism, no second use.
    let mut h = fresh.clone();
    pl(&mut h, 0).techniques = 0;
    act_as(&mut h, 0, "use 1:1");
    let reason = refused_as(&mut h, 0, "use 1:1 taylorism");
    assert_reason(&reason, "Taylorism is not available");

    let g = end_game_with(2, |g| {
        give_technique(g, 0, Power::Taylorism);
        set_workers(g, 0, 5);
        give_technique(g, 1, Power::Taylorism);
    });
    assert_eq!(g.final_score(0).techniques, vec![(Power::Taylorism, 5)]);
    assert_eq!(g.final_score(1).techniques, vec![(Power::Taylorism, 3)]);
}

#[test]
fn technique_lobbying_once_per_turn_no_extra_and_residence_value_at_the_end() {
    let mut g = plain_game(3);
    give_technique(&mut g, 0, Power::Lobbying);
    set_card(&mut g, 5, Some("adviser-a")); // £2, 3 VP
    put_worker(&mut g, 0, "2-5");
    put_worker(&mut g, 0, "2-5");
    put_worker(&mut g, 1, "4-5");
    put_worker(&mut g, 1, "5-6");
    put_worker(&mut g, 2, "5-8");
    let base = g.clone();
    assert!(is_legal(&g, 0, "activate 2-5 @5"));
    assert!(is_legal(&g, 0, "activate 2-5 @5 lobbying"));
    act(&mut g, 0, "activate 2-5 @5 lobbying");
    assert_eq!(player(&g, 0).money, 10 - 2);
    assert_eq!(player(&g, 0).score, 3);
    let reason = refused_as(&mut g, 0, "activate 2-5 @5 lobbying");
    assert_reason(&reason, "already used Lobbying");
    act_as(&mut g, 0, "activate 2-5 @5");
    assert_eq!(player(&g, 0).money, 8 - 2 - 3);
    assert_eq!(player(&g, 0).score, 6);
    finish_turn(&mut g);
    assert!(player(&g, 0).power_ready(Power::Lobbying));
    // Without Lobbying.
    let mut h = base.clone();
    pl(&mut h, 0).techniques = 0;
    let reason = refused(&mut h, 0, "activate 2-5 @5 lobbying");
    assert_reason(&reason, "do not have the Lobbying technique");
    act(&mut h, 0, "activate 2-5 @5");
    assert_eq!(player(&h, 0).money, 10 - 2 - 4);

    let g = end_game_with(2, |g| {
        give_technique(g, 0, Power::Lobbying);
        pl(g, 0).residence = 4;
        give_technique(g, 1, Power::Lobbying);
    });
    assert_eq!(g.final_score(0).techniques, vec![(Power::Lobbying, 7)]);
    assert_eq!(g.final_score(1).techniques, vec![(Power::Lobbying, 2)]);
}

// ------------------------------------------------------------------ events

#[test]
fn event_windfall_gains_the_token_value_as_money_spyrium_or_vp() {
    let g = game_with_event(2, "windfall", &[2]);
    assert_eq!(g.public().event_token, Some(2));
    for (text, money, spyrium, score) in [
        ("event money", 12, 2, 0),
        ("event spyrium", 10, 4, 0),
        ("event vp", 10, 2, 2),
    ] {
        let mut h = g.clone();
        act(&mut h, 0, text);
        let p = player(&h, 0);
        assert_eq!(
            (p.money, p.spyrium, p.score),
            (money, spyrium, score),
            "{text}"
        );
        assert_eq!(p.phase, Phase::Placement);
        // The token stays on the event: the next player gets the same value.
        assert_eq!(h.public().event_token, Some(2));
        act(&mut h, 1, "phase2 event vp");
        assert_eq!(player(&h, 1).score, 2);
        assert_eq!(player(&h, 1).phase, Phase::Activation);
    }
}

#[test]
fn event_country_house_pays_1_spyrium_and_acts_on_the_residence_track() {
    let g = game_with_event(2, "country-house", &[]);
    let mut h = g.clone();
    act(&mut h, 0, "event 1 move");
    assert_eq!(player(&h, 0).spyrium, 1);
    assert_eq!(player(&h, 0).residence, 1);
    finish_turn(&mut h);
    assert_eq!(player(&h, 0).money, 10 + 3);
    let mut h = g.clone();
    act(&mut h, 0, "event 1 score");
    assert_eq!((player(&h, 0).spyrium, player(&h, 0).score), (1, 2));
    let mut h = g.clone();
    pl(&mut h, 0).spyrium = 0;
    let reason = refused(&mut h, 0, "event 1 move");
    assert_reason(&reason, "1 Spyrium");
}

#[test]
fn event_patronage_3_pounds_for_3_vp_or_6_pounds_for_5_vp() {
    let g = game_with_event(2, "patronage", &[]);
    for (text, money, score) in [("event 1", 7, 3), ("event 2", 4, 5)] {
        let mut h = g.clone();
        act(&mut h, 0, text);
        assert_eq!((player(&h, 0).money, player(&h, 0).score), (money, score));
    }
    let mut h = g.clone();
    pl(&mut h, 0).money = 5;
    let reason = refused(&mut h, 0, "event 2");
    assert_reason(&reason, "£6");
    assert!(is_legal(&h, 0, "event 1"));
}

#[test]
fn event_crystal_trade_1_spyrium_for_3_pounds_or_3_spyrium_for_6_pounds() {
    let g = game_with_event(2, "crystal-trade", &[]);
    let mut h = g.clone();
    act(&mut h, 0, "event 1");
    assert_eq!((player(&h, 0).spyrium, player(&h, 0).money), (1, 13));
    let mut h = g.clone();
    pl(&mut h, 0).spyrium = 3;
    act(&mut h, 0, "event 2");
    assert_eq!((player(&h, 0).spyrium, player(&h, 0).money), (0, 16));
    let mut h = g.clone();
    let reason = refused(&mut h, 0, "event 2");
    assert_reason(&reason, "3 Spyrium");
}

#[test]
fn event_overtime_1_pound_to_straighten_and_use_again_paying_again() {
    let mut g = game_with_event(2, "overtime", &[]);
    give_building(&mut g, 0, "workshop-1");
    // Nothing inclined yet: nothing to use again.
    let reason = refused_as(&mut g, 0, "event use 1:1");
    assert_reason(&reason, "inclined");
    act_as(&mut g, 0, "use 1:1");
    let after_use = g.clone();
    act_as(&mut g, 0, "event use 1:1");
    let p = player(&g, 0);
    assert_eq!((p.money, p.active, p.spyrium, p.score), (9, 1, 0, 6));
    assert!(p.is_inclined(0));
    assert!(p.event_used);
    // The Spyrium must be paid again.
    let mut h = after_use.clone();
    pl(&mut h, 0).spyrium = 0;
    let reason = refused_as(&mut h, 0, "event use 1:1");
    assert_reason(&reason, "Overtime");
    // And the £1.
    let mut h = after_use.clone();
    pl(&mut h, 0).money = 0;
    let reason = refused_as(&mut h, 0, "event use 1:1");
    assert_reason(&reason, "£1");
}

#[test]
fn event_recruitment_1_pound_per_worker_owned_for_one_more_active_worker() {
    let g = game_with_event(2, "recruitment", &[]);
    let mut h = g.clone();
    act(&mut h, 0, "event");
    let p = player(&h, 0);
    assert_eq!((p.money, p.workers, p.active), (7, 4, 4));
    let mut h = g.clone();
    set_workers(&mut h, 0, 5);
    act(&mut h, 0, "event");
    assert_eq!((player(&h, 0).money, player(&h, 0).workers), (5, 6));
    let mut h = g.clone();
    pl(&mut h, 0).money = 2;
    let reason = refused(&mut h, 0, "event");
    assert_reason(&reason, "£3");
}

#[test]
fn event_late_placement_places_a_worker_during_phase_2() {
    let mut g = game_with_event(2, "late-placement", &[]);
    set_phase(&mut g, 0, Phase::Activation);
    let reason = refused(&mut g, 0, "place 2-3");
    assert_reason(&reason, "Phase I action");
    act(&mut g, 0, "event place 2-3");
    let p = player(&g, 0);
    assert_eq!(p.phase, Phase::Activation);
    assert_eq!((p.active, p.in_market), (2, 1));
    assert_eq!(workers_in(&g, 0, "2-3"), 1);
    // The worker must be removed before passing.
    let reason = refused_as(&mut g, 0, "pass");
    // Named as the board shows it (the slot's cards), not by its code.
    let slot = spyrium::market::parse_slot("2-3").unwrap();
    assert_reason(&reason, &said(&g.slot_message(slot)));
    assert!(!reason.contains("2-3"), "{reason}");
    act_as(&mut g, 0, "money 2-3 @3");
    act_as(&mut g, 0, "pass");
    assert_eq!(player(&g, 0).phase, Phase::Passed);
    // No active worker: nothing to place.
    let mut h = game_with_event(2, "late-placement", &[]);
    set_phase(&mut h, 0, Phase::Activation);
    for s in ["1-2", "4-5", "7-8"] {
        put_worker(&mut h, 0, s);
    }
    let reason = refused(&mut h, 0, "event place 2-3");
    assert_reason(&reason, "active worker");
}

// ------------------------------------------------------------------ card effects

/// (card, tokens on it, extra words, £, Spyrium, VP, residence).
type CharacterRow = (
    &'static str,
    &'static [u8],
    &'static str,
    i64,
    i64,
    i64,
    i64,
);
/// (building, its token, extra words, £, Spyrium, VP, workers, residence).
type BuildingRow = (
    &'static str,
    &'static [u8],
    &'static str,
    i64,
    i64,
    i64,
    i64,
    i64,
);

#[test]
fn example_every_character_effect_once() {
    // (card, tokens on it, extra words, £, Spyrium, VP, residence) for one call with
    // no other worker around: the price, then the effect of page 9.
    let table: [CharacterRow; 13] = [
        ("miner", &[2], "token 2", 0, 2, 0, 0),
        ("geologist", &[], "", -1, 2, 0, 0),
        ("apprentice", &[], "", 0, -1, 3, 0),
        ("bureaucrat-a", &[3], "token 3", -1, 0, 3, 0),
        ("bureaucrat-b", &[1], "token 1", -1, 0, 1, 0),
        ("adviser-a", &[], "", -2, 0, 3, 0),
        ("adviser-b", &[], "", -3, 0, 3, 0),
        ("engineer-b", &[], "", -2, -1, 4, 0),
        ("engineer-c", &[], "", -3, -1, 4, 0),
        // The token is the whole price (RULING 24).
        ("banker", &[2], "token 2", -2, 0, 4, 0),
        ("architect-b", &[3], "token 3 move", -3, 0, 0, 1),
        ("architect-c", &[1], "token 1 score", -1, 0, 2, 0),
        ("financier", &[1], "token 1", -1, 0, 5, 0),
    ];
    for (id, tokens, words, money, spyrium, vp, residence) in table {
        let mut g = plain_game(2);
        set_card(&mut g, 5, Some(id));
        set_tokens(&mut g, 5, tokens);
        put_worker(&mut g, 0, "2-5");
        let ev = act(&mut g, 0, format!("activate 2-5 @5 {words}").trim());
        assert_eq!(
            changed(&ev, 0),
            (money, spyrium, vp, 0, residence),
            "{id} {words}"
        );
        assert_eq!(g.public().market.cards[4], Some(card(id)), "{id} stays");
    }
}

#[test]
fn example_construction_effects_workers_residence_and_token_buildings() {
    // (building, its token, extra words, £, Spyrium, VP, workers, residence)
    let table: [BuildingRow; 7] = [
        ("neighborhood-1", &[], "", -3, 0, 0, 1, 0),
        ("neighborhood-2", &[], "", -5, 0, 0, 2, 0),
        ("residence-a", &[], "move", -3, 0, 0, 0, 1),
        ("residence-b", &[], "score", -3, 0, 2, 0, 0),
        ("university-1", &[2], "", -4, 0, 2, 0, 0),
        ("mine-3", &[3], "", -5, 3, 0, 0, 0),
        ("luxury-home", &[], "", -5, 0, 0, 0, 0),
    ];
    for (id, tokens, words, money, spyrium, vp, workers, residence) in table {
        let mut g = plain_game(2);
        set_card(&mut g, 5, Some(id));
        set_tokens(&mut g, 5, tokens);
        put_worker(&mut g, 0, "2-5");
        let ev = act(&mut g, 0, &format!("activate 2-5 @5 new {words}"));
        assert_eq!(
            changed(&ev, 0),
            (money, spyrium, vp, workers, residence),
            "{id}"
        );
        let p = player(&g, 0);
        assert_eq!(p.active, 2 + workers as u8, "{id}: new workers are active");
        assert_eq!(p.buildings.as_slice(), &[card(id)]);
        // The building's token was discarded.
        let discarded: u8 = g.public().token_discard.iter().sum();
        assert_eq!(discarded as usize, tokens.len(), "{id}");
        // Buildings without a use cannot be used.
        if [
            "neighborhood-1",
            "neighborhood-2",
            "residence-a",
            "residence-b",
            "luxury-home",
        ]
        .contains(&id)
        {
            let reason = refused_as(&mut g, 0, "use 1:1");
            assert_reason(&reason, "cannot be used");
        }
    }
}
