//! The rulebook's worked examples (`../shared/crystal-palace/EXAMPLES.md`), each
//! staged through the public interface with setup overrides and played with the
//! notation. More examples are added as the staging grows.

use crystal_palace::{Components, CrystalPalace};
use gaslamp_core::{Game, Observer};
use serde_json::json;
use std::sync::Arc;

fn game(players: usize, setup: serde_json::Value) -> CrystalPalace {
    CrystalPalace::new_game(&Arc::new(Components::shipped()), players, 1, Some(&setup)).unwrap()
}

fn play(g: &mut CrystalPalace, seat: usize, text: &str) {
    let a = g
        .parse_action(seat, text)
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    if let Err(r) = g.apply(seat, &a) {
        panic!(
            "seat {seat} `{text}` refused: {} {}\n{}",
            r.code,
            r.message,
            g.waiting_for()
        );
    }
}

#[test]
fn x1_equal_totals_and_highest_dice_the_second_highest_die_decides_the_start_player() {
    // Red (seat 0) 6-4-3-1 and Blue (seat 1) 6-5-2-1: both 14, both a 6; Blue's 5 wins.
    let mut g = game(2, json!({"first_player": 0}));
    play(&mut g, 0, "dice 6 4 3 1");
    play(&mut g, 1, "dice 6 5 2 1");
    assert_eq!(g.public().start, 1);
    // Equal totals for everyone: all but the start player get a newspaper.
    assert_eq!(g.player(0).newspapers, 1);
    assert_eq!(g.player(1).newspapers, 0);
    assert_eq!(g.player(0).money, 40 - 14);
    assert_eq!(g.player(1).money, 40 - 14);
}

#[test]
fn x7_westminster_leftmost_of_equal_dice_acts_first_the_second_pays_and_the_third_gets_a_pound() {
    // Blue (0) at the star, Yellow (1) at III, Red (2); Blue and Yellow both show 5.
    let mut g = game(
        3,
        json!({"first_player": 0, "players": [{}, {"westminster": 2}, {}]}),
    );
    play(&mut g, 0, "dice 5 5 5 5");
    play(&mut g, 1, "dice 5 5 5 5");
    play(&mut g, 2, "dice 4 4 4 4");
    assert_eq!(g.public().start, 0, "ties broken by round 1's drawn seat");
    assert_eq!(
        g.player(2).newspapers,
        1,
        "the lowest total gets a newspaper"
    );
    play(&mut g, 0, "place 5 westminster 1");
    play(&mut g, 1, "place 5 westminster 2");
    play(&mut g, 1, "skip"); // the space's Assistant action
    play(&mut g, 2, "place 4 westminster 3");
    play(&mut g, 0, "pass");
    play(&mut g, 1, "pass");
    // A die at the Station keeps the round from running on past Westminster.
    play(&mut g, 2, "place 4 station 1");
    play(&mut g, 2, "pass");
    let before: Vec<i32> = (0..3).map(|s| g.player(s).money).collect();
    play(&mut g, 0, "westminster");
    assert_eq!(
        g.player(0).money,
        before[0] + 1 + 2,
        "+£1 first space, +£2 on II"
    );
    assert_eq!(g.player(0).westminster, 1);
    play(&mut g, 1, "westminster");
    assert_eq!(g.player(1).money, before[1] - 2, "the second pays £2");
    assert_eq!(g.player(1).westminster, 3);
    assert_eq!(g.player(1).energy, 2, "IV gives 1 energy");
    // Red's die finds no action space: £1.
    assert_eq!(g.player(2).money, before[2] + 1);
}

#[test]
fn x4_a_new_assistant_pays_the_lowest_free_space_and_a_move_the_next_free_space() {
    // Seat 0's assistant on tier 2, tier 1 free: new costs £1, moving up costs tier 3's £3.
    let mut g = game(2, json!({"first_player": 0, "market": [null, 0]}));
    play(&mut g, 0, "dice 6 6 6 6");
    play(&mut g, 1, "dice 1 1 1 1");
    let money = g.player(0).money;
    play(&mut g, 0, "place 6 westminster 2"); // an Assistant symbol
    let legal: Vec<String> = g
        .legal_actions(0)
        .iter()
        .map(|a| g.action_text(0, a))
        .collect();
    assert!(legal.contains(&"market new".to_string()), "{legal:?}");
    assert!(legal.contains(&"market move 2".to_string()), "{legal:?}");
    let mut g2 = g.clone();
    play(&mut g, 0, "market new");
    assert_eq!(g.player(0).money, money - 1);
    assert_eq!(g.public().market[0], Some(0));
    play(&mut g2, 0, "market move 2");
    assert_eq!(g2.player(0).money, money - 3);
    assert_eq!(g2.public().market[2], Some(0));
}

#[test]
fn x5_moving_down_from_tier_3_up_gives_a_banner_gear_falling_off_from_tier_2_gives_nothing() {
    // Seat 0 on tier 6 with tier 5 taken: down to tier 4 and a gear. Seat 1 on tier 2
    // with tier 1 taken: off the market, no gear.
    let mut g = game(
        2,
        json!({"first_player": 0, "market": [0, 1, null, null, 1, 0]}),
    );
    play(&mut g, 0, "dice 6 6 6 6");
    play(&mut g, 1, "dice 5 5 5 5");
    let gears = g.player(0).gears;
    play(&mut g, 0, "place 6 patents 1");
    play(&mut g, 0, "drop 6");
    assert_eq!(g.public().market[3], Some(0));
    assert_eq!(g.public().market[5], None);
    assert_eq!(g.player(0).gears, gears + 1);
    let gears1 = g.player(1).gears;
    play(&mut g, 1, "place 5 patents 3");
    play(&mut g, 1, "drop 2");
    assert_eq!(g.public().market[1], None);
    assert_eq!(g.player(1).gears, gears1);
}

#[test]
fn x6_taking_the_last_free_space_bursts_the_black_market() {
    let mut g = game(
        2,
        json!({"first_player": 0, "market": [0, 1, 0, 1, 1, null]}),
    );
    play(&mut g, 0, "dice 6 6 6 6");
    play(&mut g, 1, "dice 5 5 5 5");
    play(&mut g, 0, "place 6 westminster 2");
    play(&mut g, 0, "market new");
    let market = &g.public().market;
    assert_eq!(market[5], Some(0));
    assert_eq!(market.iter().filter(|s| s.is_some()).count(), 1);
}

#[test]
fn ruling_4_a_payment_that_cannot_be_covered_is_raised_by_the_payer_before_play_goes_on() {
    let mut g = game(
        2,
        json!({"first_player": 0, "players": [{"money": 3, "newspapers": 1}]}),
    );
    play(&mut g, 0, "dice 2 1 1 1");
    play(&mut g, 1, "dice 1 1 1 1");
    // Seat 0 owed £5 with £3: it pays 3 and must raise 2 before anything else.
    assert_eq!(g.player(0).money, 0);
    assert_eq!(g.player(0).debt, 2);
    assert_eq!(g.to_act().iter().collect::<Vec<_>>(), vec![0]);
    let legal: Vec<String> = g
        .legal_actions(0)
        .iter()
        .map(|a| g.action_text(0, a))
        .collect();
    assert_eq!(
        legal,
        vec!["newspapers money", "sell gear", "sell energy", "loan"]
    );
    play(&mut g, 0, "newspapers money");
    assert_eq!(g.player(0).debt, 1);
    play(&mut g, 0, "loan");
    assert_eq!((g.player(0).money, g.player(0).debt), (9, 0));
    assert_eq!(g.loans_of(0), 1);
}

#[test]
fn ruling_14_a_seats_dice_are_its_own_secret_until_the_reveal() {
    let mut g = game(3, json!({}));
    play(&mut g, 1, "dice 6 6 5 1");
    let mine = serde_json::to_string(&g.view(Observer::Seat(1))).unwrap();
    assert!(
        mine.contains("\"my_dice\":{\"values\":[6,6,5,1,0,0]"),
        "{mine}"
    );
    for obs in [Observer::Seat(0), Observer::Seat(2), Observer::Spectator] {
        let v = g.view(obs);
        assert_eq!(v.my_dice, None);
        assert!(v.public.committed[1]);
        assert!(!serde_json::to_string(&v).unwrap().contains("[6,6,5,1"));
    }
}
