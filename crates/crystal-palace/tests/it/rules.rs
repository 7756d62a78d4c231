//! One test per section of the rulebook (beyond the worked examples and rulings),
//! named after the section.

use crate::common::*;
use crystal_palace::state::{Slot, Stage};
use gaslamp_core::{Game, Observer, Outcome};
use serde_json::json;

#[test]
fn setup_every_seat_gets_40_pounds_a_gear_an_energy_4_dice_5_vp_and_the_boards_are_filled() {
    for players in 2..=5 {
        let g = game(players, json!({}));
        for s in 0..players {
            let p = g.player(s);
            assert_eq!(
                (p.money, p.gears, p.energy, p.dice, p.vp, p.newspapers),
                (40, 1, 1, 4, 5, 0)
            );
            assert_eq!(p.objective, 0);
            assert_eq!(
                g.supply_assistants(s),
                5,
                "6 assistants, one on the objective track"
            );
        }
        let pb = g.public();
        assert!(pb.patent_display.iter().all(Option::is_some));
        assert!(pb.character_display.iter().all(Option::is_some));
        assert!(pb.museum.iter().all(Option::is_some));
        assert!(pb.bank.iter().all(Option::is_some));
        assert!(pb.patent_top.is_some() && pb.character_top.is_some());
        assert_eq!(pb.flyers.len(), 11);
        let c = g.components();
        for (i, &f) in pb.flyers.iter().enumerate() {
            assert_eq!(
                c.flyers[f as usize].color, c.rules.flyer_spaces[i].1,
                "flyer colours"
            );
        }
        let nations: std::collections::HashSet<u16> =
            (0..players).map(|s| g.player(s).nation).collect();
        assert_eq!(nations.len(), players, "a nation each");
        assert_eq!(pb.market_gears, if players <= 3 { 2 } else { 3 });
    }
}

#[test]
fn setup_loans_staged_on_a_mat_come_out_of_the_loan_supply() {
    let full = game(2, json!({})).public().loans_left;
    assert_eq!(full, 30);
    let g = game(
        2,
        json!({"players": [{"research": ["loan -8", "repaid -9"]}, {"research": ["loan -10"]}]}),
    );
    assert_eq!(g.public().loans_left, full - 3);
    // The supply holds ten tiles of each value: an eleventh -8 is refused, by seat.
    let eleven = vec!["loan -8"; 6];
    let five = vec!["loan -8"; 5];
    let refused = crystal_palace::CrystalPalace::new_game(
        &std::sync::Arc::new(crystal_palace::components::Components::shipped()),
        2,
        1,
        Some(&json!({"players": [{"research": five}, {"research": eleven}]})),
    )
    .expect_err("refused")
    .0;
    assert!(
        refused.contains("seat 1: no loan tile of -8 left"),
        "{refused}"
    );
}

#[test]
fn phase_1_every_lowest_total_gets_a_newspaper_and_every_seat_pays_its_total() {
    let mut g = game(3, json!({"first_player": 0}));
    dice(&mut g, &["6 6 6 6", "2 1 1 1", "1 2 1 1"]);
    assert_eq!(g.public().start, 0);
    assert_eq!(
        (
            g.player(1).newspapers,
            g.player(2).newspapers,
            g.player(0).newspapers
        ),
        (1, 1, 0)
    );
    assert_eq!((g.player(0).money, g.player(1).money), (40 - 24, 40 - 5));
    assert_eq!(g.stage(), Stage::Place { turn: 0 });
}

#[test]
fn newspapers_exchange_at_their_rates_and_a_die_bought_later_waits_for_the_next_round() {
    let mut g = game(
        2,
        json!({"first_player": 0, "players": [{"newspapers": 7}]}),
    );
    dice(&mut g, &["6 1 1 1", "1 1 1 1"]);
    let p = g.player(0).clone();
    play(&mut g, 0, "newspapers die");
    assert_eq!(
        (
            g.player(0).newspapers,
            g.player(0).dice,
            g.player(0).new_dice
        ),
        (3, 4, 1)
    );
    play(&mut g, 0, "newspapers income");
    assert_eq!(
        (g.player(0).newspapers, g.player(0).income),
        (0, p.income + 1)
    );
    assert_eq!(
        refusal(&g, 0, "newspapers money").as_deref(),
        Some("trade_unavailable")
    );
    play(&mut g, 0, "buy energy");
    play(&mut g, 0, "buy gear");
    assert_eq!(g.player(0).money, p.money - 4 - 5);
    // Selling what it just bought waits for its next decision (a trading window).
    assert_eq!(
        refusal(&g, 0, "sell gear").as_deref(),
        Some("trade_undoes_trade")
    );
    play(&mut g, 0, "place 6 station 1");
    play(&mut g, 1, "pass");
    play(&mut g, 0, "sell gear");
    assert_eq!(g.player(0).money, p.money - 4 - 5 + 3);
}

#[test]
fn newspapers_an_extra_die_in_phase_1_is_rolled_at_once() {
    let mut g = game(
        2,
        json!({"first_player": 0, "players": [{"newspapers": 4}]}),
    );
    assert_eq!(
        refusal(&g, 0, "dice 6 5 4 3 2").as_deref(),
        Some("wrong_dice")
    );
    play(&mut g, 0, "dice 6 5 4 3 2 extra");
    play(&mut g, 1, "dice 1 1 1 1");
    assert_eq!((g.player(0).dice, g.player(0).newspapers), (5, 0));
    assert_eq!(g.player(0).rolled.as_slice(), [6, 5, 4, 3, 2]);
    assert_eq!(g.player(0).money, 40 - 20);
}

#[test]
fn phase_2_a_die_needs_the_spaces_minimum_and_passing_ends_the_seats_placement() {
    let mut g = game(2, json!({"first_player": 0}));
    dice(&mut g, &["6 6 6 6", "1 1 1 1"]);
    let place_first = |g: &mut crystal_palace::CrystalPalace| {
        let first = legal(g, 0)[0].clone();
        play(g, 0, &first);
        while g.current_seat() == Some(0) && legal(g, 0).contains(&"skip".to_string()) {
            play(g, 0, "skip");
        }
    };
    place_first(&mut g);
    assert_eq!(g.current_seat(), Some(1));
    assert_eq!(
        refusal(&g, 1, "place 1 westminster 3").as_deref(),
        Some("space_unavailable")
    );
    assert_eq!(
        refusal(&g, 1, "place 6 westminster 1").as_deref(),
        Some("no_such_die")
    );
    play(&mut g, 1, "pass");
    // Seat 0 places its other dice in a row; seat 1 is skipped.
    for _ in 0..3 {
        assert_eq!(g.current_seat(), Some(0));
        place_first(&mut g);
    }
    assert_eq!(g.stage(), Stage::Resolve);
    assert_eq!(
        g.player(1).unplaced[1],
        4,
        "a passed seat's dice stay unplaced"
    );
}

#[test]
fn black_market_an_assistant_placed_by_this_die_may_step_down_at_once() {
    let mut g = game(2, json!({"first_player": 0}));
    dice(&mut g, &["5 1 1 1", "1 1 1 1"]);
    play(&mut g, 0, "place 5 westminster 2");
    play(&mut g, 0, "market new");
    assert_eq!(legal(&g, 0), vec!["drop 1", "skip"]);
    play(&mut g, 0, "drop 1");
    assert_eq!(
        g.market_assistants(0),
        0,
        "off the lowest tier: back to the supply"
    );
}

#[test]
fn phase_3_a_die_left_unused_leaves_its_action_space_to_the_next_die() {
    // Bank, 2 players: one action space. Seat 0's 6 passes; seat 1's 5 takes it.
    let mut g = game(2, json!({"first_player": 0}));
    dice(&mut g, &["6 1 1 1", "5 1 1 1"]);
    play(&mut g, 0, "place 6 bank 1");
    play(&mut g, 1, "place 5 bank 2");
    play(&mut g, 1, "skip");
    play(&mut g, 0, "place 1 station 1");
    play(&mut g, 1, "pass");
    play(&mut g, 0, "pass");
    play(&mut g, 0, "pass");
    assert_eq!(g.current_seat(), Some(1));
    assert!(legal(&g, 1).iter().any(|a| a.starts_with("share ")));
}

#[test]
fn phase_6_income_0_costs_a_victory_point_and_a_drop_below_0_costs_a_pound_a_step() {
    let mut g = game(
        2,
        json!({"first_player": 0, "players": [{"income": 0, "money": 20}, {"income": 12}]}),
    );
    let (vp, money) = (g.player(0).vp, g.player(0).money);
    to_phase_4(&mut g, &["1 1 1 1", "1 1 1 1"]);
    assert_eq!(g.round(), 2);
    assert_eq!(g.player(0).vp, vp - 1);
    assert_eq!(
        g.player(0).money,
        money - 4 - 3,
        "dice £4, three steps below 0"
    );
    assert_eq!(g.player(1).income, 9);
}

#[test]
fn phase_7_leftover_cards_go_under_their_decks_in_order_and_the_displays_refill() {
    let mut g = game(2, json!({"first_player": 0}));
    let display: Vec<u16> = g
        .public()
        .patent_display
        .iter()
        .flatten()
        .copied()
        .collect();
    let top = g.public().patent_top.unwrap();
    to_phase_4(&mut g, &["1 1 1 1", "1 1 1 1"]);
    assert_eq!(g.round(), 2);
    assert_eq!(
        g.public().patent_bottom.as_slice(),
        display,
        "under the deck, in order, public"
    );
    assert_eq!(
        g.public().patent_display[0],
        Some(top),
        "the old top card comes first"
    );
    assert!(g
        .public()
        .bank
        .iter()
        .flatten()
        .all(|&s| g.components().shares[s as usize].round == 2));
}

#[test]
fn loans_go_on_an_empty_research_space_else_over_a_research_tile() {
    let mut g = game(
        2,
        json!({"first_player": 0, "players": [{"research": ["ledger", "windfall", "loan -8", "loan -9", "loan -10", "empty"]}]}),
    );
    dice(&mut g, &["6 1 1 1", "1 1 1 1"]);
    play(&mut g, 0, "loan");
    assert!(matches!(g.player(0).research[5], Slot::Loan { .. }));
    // Every space is taken now: the borrower says which tile the loan replaces
    // (RULINGS 17), here the second.
    assert_eq!(refusal(&g, 0, "loan").as_deref(), Some("trade_unavailable"));
    let offered: Vec<String> = legal(&g, 0)
        .into_iter()
        .filter(|a| a.starts_with("loan"))
        .collect();
    assert_eq!(offered, vec!["loan over 1", "loan over 2"]);
    play(&mut g, 0, "loan over 2");
    assert!(matches!(g.player(0).research[1], Slot::Loan { .. }));
    assert!(
        matches!(g.player(0).research[0], Slot::Tile { .. }),
        "the other tile stays"
    );
    // Repaying in the window of the loan would undo it: a move first.
    assert_eq!(
        refusal(&g, 0, "repay").as_deref(),
        Some("trade_undoes_trade")
    );
    play(&mut g, 0, "place 6 station 1");
    play(&mut g, 1, "pass");
    let money = g.player(0).money;
    play(&mut g, 0, "repay");
    assert_eq!(g.player(0).money, money - 10);
    assert!(
        g.player(0).research.iter().any(|s| matches!(
            s,
            Slot::Loan {
                penalty: -10,
                repaid: true
            }
        )),
        "the heaviest open loan"
    );
}

#[test]
fn buzz_track_ends_at_40_and_extra_buzz_is_lost() {
    let mut g = game(2, json!({"first_player": 0, "players": [{"buzz": 39}]}));
    dice(&mut g, &["6 2 1 1", "1 1 1 1"]);
    play(&mut g, 0, "place 6 station 1");
    play(&mut g, 1, "pass");
    play(&mut g, 0, "place 2 port 1");
    play(&mut g, 0, "pass");
    play(&mut g, 0, "port gears");
    play(&mut g, 0, "station buzz");
    assert_eq!(g.player(0).buzz, 40);
    assert_eq!(g.public().arrivals.as_slice(), [0]);
}

#[test]
fn income_track_steps_above_12_pay_a_pound_each() {
    let mut g = game(
        3,
        json!({"first_player": 0, "shares": [["s1a"]], "players": [{"income": 10}]}),
    );
    dice(&mut g, &["6 1 1 1", "1 1 1 1", "1 1 1 1"]);
    play(&mut g, 0, "place 6 bank 1");
    play(&mut g, 1, "pass");
    play(&mut g, 2, "pass");
    play(&mut g, 0, "place 1 station 1");
    play(&mut g, 0, "pass");
    let money = g.player(0).money;
    play(&mut g, 0, "share s1a");
    assert_eq!(g.player(0).income, 12);
    assert_eq!(
        g.player(0).money,
        money + 3,
        "5 income from 10: 2 steps, then £3"
    );
}

#[test]
fn end_of_the_game_after_phase_6_of_spring_1851_most_vp_wins_and_ties_share() {
    let mut g = game(2, json!({"first_player": 0, "round": 5}));
    to_phase_4(&mut g, &["1 1 1 1", "1 1 1 1"]);
    first_actions_to_the_end(&mut g);
    assert!(g.is_over());
    assert_eq!(g.stage(), Stage::Over);
    assert!(g.to_act().is_empty());
    let o = g.outcome().unwrap();
    assert_eq!(o, Outcome::from_scores(g.scores()));
    let tie = Outcome::from_scores(vec![30, 30]);
    assert_eq!(tie.winners, vec![0, 1]);
    assert!(g.view(Observer::Spectator).over);
}
