//! The rulebook's worked examples (`../shared/crystal-palace/EXAMPLES.md`), each
//! staged through the public interface with setup overrides and played with the
//! notation: X1 to X25, one test each (X17 and X18, the two prototypes of one turn,
//! share one).

use crate::common::*;
use crystal_palace::CrystalPalace;
use gaslamp_core::Game;
use serde_json::json;

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

/// Flyers in a fixed order: £3 on space 2, a gear on space 5 (the buzz-track example).
const FLYERS: [&str; 11] = [
    "money-blue",
    "gear",
    "energy-blue",
    "newspaper-blue",
    "income-green",
    "vp-green",
    "gear-green",
    "newspaper-green",
    "vp-violet",
    "income-violet",
    "westminster-violet",
];

#[test]
fn x2_an_assistant_symbol_gives_an_assistant_action_and_a_low_die_fits_only_the_fee_space() {
    let mut g = game(2, json!({"first_player": 0}));
    dice(&mut g, &["5 5 5 5", "1 1 1 1"]);
    play(&mut g, 0, "place 5 westminster 2");
    assert!(
        legal(&g, 0).contains(&"skip".to_string()),
        "an Assistant action is due"
    );
    assert!(said(&g.waiting_message()).contains("Assistant action"));
    play(&mut g, 0, "skip");
    let at_westminster: Vec<String> = legal(&g, 1)
        .into_iter()
        .filter(|a| a.starts_with("place 1 westminster"))
        .collect();
    assert_eq!(at_westminster, vec!["place 1 westminster 4"]);
    let money = g.player(1).money;
    play(&mut g, 1, "place 1 westminster 4");
    assert_eq!(g.player(1).money, money - 2);
}

#[test]
fn x3_the_objective_advances_only_when_its_next_condition_holds() {
    // France: level 2 needs two characters.
    let setup = |chars: serde_json::Value| {
        json!({"first_player": 0, "nations": ["france", "japan"],
               "players": [{"objective": 1, "characters": chars}]})
    };
    let mut g = game(2, setup(json!(["holmes"])));
    dice(&mut g, &["5 5 5 5", "1 1 1 1"]);
    play(&mut g, 0, "place 5 westminster 2");
    assert!(!legal(&g, 0).contains(&"objective".to_string()));
    let mut g = game(2, setup(json!(["holmes", "bronte"])));
    dice(&mut g, &["5 5 5 5", "1 1 1 1"]);
    play(&mut g, 0, "place 5 westminster 2");
    assert!(legal(&g, 0).contains(&"objective".to_string()));
    play(&mut g, 0, "objective");
    assert_eq!(g.player(0).objective, 2);
}

#[test]
fn x8_patent_office_first_spaces_give_a_newspaper_and_a_lone_player_acts_again() {
    let mut g = game(
        2,
        json!({"first_player": 0, "patents": ["beer-glass-counter", "audiobook", "climate-changer", "iron-bridge"]}),
    );
    dice(&mut g, &["6 6 1 1", "1 1 1 1"]);
    play(&mut g, 0, "place 6 patents 1");
    play(&mut g, 1, "pass");
    play(&mut g, 0, "place 6 patents 3");
    play(&mut g, 0, "pass");
    let news = g.player(0).newspapers;
    play(&mut g, 0, "patent audiobook");
    assert_eq!(g.player(0).newspapers, news + 1);
    assert_eq!(g.player(0).patents.len(), 1);
    // Blue's second die acts at once: the second space's newspaper too.
    assert_eq!(g.current_seat(), Some(0));
    play(&mut g, 0, "patent beer-glass-counter");
    assert_eq!(g.player(0).newspapers, news + 2);
}

#[test]
fn x9_museum_a_permanent_tile_is_a_green_bonus_and_a_one_time_tile_offers_its_choice() {
    let mut g = game(
        2,
        json!({"first_player": 0, "green": ["ledger", "press-release", "windfall"]}),
    );
    dice(&mut g, &["6 1 1 1", "5 1 1 1"]);
    play(&mut g, 0, "place 6 museum 1");
    play(&mut g, 1, "place 5 museum 2");
    play(&mut g, 1, "skip");
    // A die at the Station keeps the round from running on past the Museum.
    play(&mut g, 0, "place 1 station 1");
    play(&mut g, 1, "pass");
    play(&mut g, 0, "pass");
    play(&mut g, 0, "tile ledger");
    assert_eq!(g.green_sources(0).len(), 1, "the Ledger pays every phase 6");
    let (money, gears, news) = (g.player(1).money, g.player(1).gears, g.player(1).newspapers);
    play(&mut g, 1, "tile press-release");
    assert_eq!(legal(&g, 1), vec!["choose 1", "choose 2"]);
    play(&mut g, 1, "choose 2");
    // The second die at the Museum paid £2 (2 players), then 1 gear and £2.
    assert_eq!(g.player(1).gears, gears + 1);
    assert_eq!(g.player(1).newspapers, news);
    assert_eq!(g.player(1).money, money - 2 + 2);
}

#[test]
fn x10_a_share_raises_income_and_victory_points() {
    let mut g = game(3, json!({"first_player": 0, "shares": [["s1a"]]}));
    dice(&mut g, &["6 1 1 1", "5 1 1 1", "1 1 1 1"]);
    play(&mut g, 0, "place 6 bank 1");
    play(&mut g, 1, "pass");
    play(&mut g, 2, "pass");
    play(&mut g, 0, "place 1 station 1");
    play(&mut g, 0, "pass");
    let (income, vp) = (g.player(0).income, g.player(0).vp);
    play(&mut g, 0, "share s1a");
    assert_eq!(g.player(0).vp, vp + 1);
    assert_eq!(g.player(0).shares.len(), 1);
    assert_eq!(g.player(0).income, income + 5);
}

#[test]
fn x11_westminster_beyond_v_stays_and_gives_energy_or_two_buzz() {
    let mut g = game(
        2,
        json!({"first_player": 0, "players": [{"westminster": 4}]}),
    );
    dice(&mut g, &["6 1 1 1", "1 1 1 1"]);
    play(&mut g, 0, "place 6 westminster 1");
    play(&mut g, 1, "pass");
    play(&mut g, 0, "pass");
    let money = g.player(0).money;
    play(&mut g, 0, "westminster");
    assert_eq!(g.player(0).money, money + 1, "first space: £1");
    assert_eq!(g.player(0).westminster, 4);
    assert_eq!(legal(&g, 0), vec!["choose 1", "choose 2"]);
    let energy = g.player(0).energy;
    play(&mut g, 0, "choose 1");
    assert_eq!(g.player(0).energy, energy + 1);
}

#[test]
fn x12_reform_club_bronte_with_the_audiobook_built_in_spring_1850() {
    let mut g = game(
        2,
        json!({"first_player": 0, "round": 3, "characters": ["bronte"],
               "players": [{"gears": 2, "energy": 1, "prototypes": ["audiobook"]}]}),
    );
    dice(&mut g, &["6 1 1 1", "1 1 1 1"]);
    play(&mut g, 0, "place 6 club 1");
    // Seat 1's die at the Station keeps the round from running on.
    play(&mut g, 1, "place 1 station 1");
    play(&mut g, 0, "pass");
    play(&mut g, 1, "pass");
    let (vp, buzz, money) = (g.player(0).vp, g.player(0).buzz, g.player(0).money);
    play(&mut g, 0, "character bronte");
    assert_eq!(g.player(0).buzz, buzz + 1, "the first two get a buzz");
    assert_eq!((g.player(0).gears, g.player(0).energy), (0, 0));
    // The instant Assistant action places an assistant for free.
    play(&mut g, 0, "market new");
    assert_eq!(g.player(0).money, money);
    assert_eq!(g.public().market[0], Some(0));
    assert_eq!(g.player(0).vp, vp + 10 + 4);
}

#[test]
fn x13_london_times_counts_characters_and_prototypes_on_the_publisher_tile() {
    let mut g = game(
        2,
        json!({"first_player": 0, "round": 3, "publisher": "1a", "flyers": FLYERS,
               "players": [{"characters": ["holmes", "fogg"], "prototypes": ["audiobook"]}]}),
    );
    dice(&mut g, &["6 1 1 1", "1 1 1 1"]);
    play(&mut g, 0, "place 6 times 1");
    play(&mut g, 1, "pass");
    play(&mut g, 0, "pass");
    let news = g.player(0).newspapers;
    play(&mut g, 0, "times");
    assert_eq!(g.player(0).newspapers, news + 1);
    assert_eq!(g.player(0).buzz, 4);
    // Poster 4 reached: a token may go there.
    assert_eq!(legal(&g, 0), vec!["poster", "skip"]);
}

#[test]
fn x14_port_ticket_in_autumn_1850_gives_four_and_the_die_value() {
    let mut g = game(
        2,
        json!({"first_player": 0, "round": 4, "tickets": [[1, 3]]}),
    );
    dice(&mut g, &["6 1 1 1", "1 1 1 1"]);
    play(&mut g, 0, "place 6 port 1");
    play(&mut g, 1, "pass");
    play(&mut g, 0, "pass");
    let vp = g.player(0).vp;
    play(&mut g, 0, "port ticket");
    assert_eq!(
        g.public().tickets[1],
        Some((0, 6)),
        "the middle space, the first is taken"
    );
    assert_eq!(g.player(0).vp, vp + 4 + 6);
    assert_eq!((g.player(0).dice, g.player(0).ticketed), (3, 1));
}

#[test]
fn x15_waterloo_station_first_possibility_gives_two_energy() {
    let mut g = game(2, json!({"first_player": 0}));
    dice(&mut g, &["6 1 1 1", "1 1 1 1"]);
    play(&mut g, 0, "place 6 station 1");
    play(&mut g, 1, "pass");
    play(&mut g, 0, "pass");
    let energy = g.player(0).energy;
    play(&mut g, 0, "station energy");
    assert_eq!(g.player(0).energy, energy + 2);
}

#[test]
fn x16_salaries_by_westminster_position_then_holmes_pays_a_vp_per_two_newspapers() {
    let mut g = game(
        2,
        json!({"first_player": 0, "players": [
            {"money": 9, "newspapers": 5, "westminster": 1, "characters": ["holmes", "bronte"]}]}),
    );
    to_phase_4(&mut g, &["1 1 1 1", "1 1 1 1"]);
    // Salary 3 + 3 with £5: £1 to raise.
    assert_eq!((g.player(0).money, g.player(0).debt), (0, 1));
    let vp = g.player(0).vp;
    play(&mut g, 0, "newspapers money");
    assert_eq!(g.player(0).newspapers, 4);
    assert_eq!(g.player(0).vp, vp + 2, "Holmes: 4 newspapers, 2 VP");
}

#[test]
fn x17_x18_prototypes_audiobook_for_oneself_and_the_crane_given_to_another() {
    let mut g = game(
        2,
        json!({"first_player": 0, "round": 3, "players": [
            {"money": 30, "gears": 2, "energy": 1, "westminster": 4, "characters": ["bronte"],
             "patents": ["audiobook", "hydraulic-crane"]},
            // Seat 1's own patent keeps phase 5 from ending before the checks.
            {"prototypes": ["glass-house"], "patents": ["beer-glass-counter"]}]}),
    );
    to_phase_4(&mut g, &["1 1 1 1", "1 1 1 1"]);
    let (vp, money) = (g.player(0).vp, g.player(0).money);
    play(&mut g, 0, "build audiobook");
    assert_eq!(
        g.player(0).vp,
        vp + 3 + 4,
        "3 VP in Spring 1850 and 4 for Brontë"
    );
    assert_eq!(g.player(0).money, money + 8);
    assert_eq!((g.player(0).gears, g.player(0).energy), (1, 0));
    let (vp1, money1) = (g.player(1).vp, g.player(1).money);
    play(&mut g, 0, "build hydraulic-crane for 1");
    assert_eq!(g.player(0).money, money + 8 - 4, "an energy bought for £4");
    assert_eq!(g.player(0).vp, vp + 7 + 4);
    assert_eq!(g.player(1).vp, vp1 + 1, "one prototype: 1 VP");
    assert_eq!(g.player(1).money, money1 - 2);
}

#[test]
fn x19_phase_6_green_bonuses_of_the_black_market_and_research_tiles() {
    let mut g = game(
        2,
        json!({"first_player": 0, "market": [null, null, null, 0, 1, null],
               "players": [{"research": ["ledger"], "income": 4}, {}]}),
    );
    let news = g.player(0).newspapers;
    to_phase_4(&mut g, &["1 1 1 1", "1 1 1 1"]);
    // After the round: Blue's income 4 - 3 + 1 (market) + 1 (Ledger); Red stepped to II.
    assert_eq!(g.round(), 2);
    assert_eq!(g.player(0).income, 3);
    assert_eq!(g.player(0).newspapers, news + 1);
    assert_eq!(g.player(1).westminster, 1);
    // Phase 7 moved every assistant down one space.
    assert_eq!(g.public().market[2], Some(0));
    assert_eq!(g.public().market[3], Some(1));
}

#[test]
fn x20_posters_pay_every_phase_6_and_a_token_placed_then_pays_at_once() {
    let mut g = game(
        2,
        json!({"first_player": 0, "players": [
            {"buzz": 7, "tokens": [7]}, {"buzz": 5, "tokens": [4]}]}),
    );
    let (vp0, vp1) = (g.player(0).vp, g.player(1).vp);
    to_phase_4(&mut g, &["1 1 1 1", "1 1 1 1"]);
    assert_eq!(g.player(0).vp, vp0 + 2, "poster 7: 2 VP");
    assert_eq!(
        legal(&g, 1),
        vec!["choose 1", "choose 2"],
        "poster 4: £2 or 2 buzz"
    );
    play(&mut g, 1, "choose 2");
    assert_eq!(g.player(1).buzz, 7);
    play(&mut g, 1, "poster");
    assert_eq!(g.player(1).tokens.as_slice(), [4, 7]);
    assert_eq!(g.player(1).vp, vp1 + 2, "the new token pays at once");
}

#[test]
fn x21_phase_7_every_assistant_steps_down_and_the_lowest_goes_home() {
    let mut g = game(2, json!({"first_player": 0, "market": [1, 0]}));
    to_phase_4(&mut g, &["1 1 1 1", "1 1 1 1"]);
    assert_eq!(g.round(), 2);
    assert_eq!(g.public().market[0], Some(0));
    assert_eq!(g.market_assistants(1), 0);
}

#[test]
fn x22_passing_a_poster_offers_a_token_and_a_flyer_pays_once() {
    let mut g = game(
        2,
        json!({"first_player": 0, "flyers": FLYERS, "players": [{"buzz": 3}]}),
    );
    dice(&mut g, &["6 1 1 1", "1 1 1 1"]);
    play(&mut g, 0, "place 6 station 1");
    play(&mut g, 1, "pass");
    play(&mut g, 0, "pass");
    let gears = g.player(0).gears;
    play(&mut g, 0, "station buzz");
    assert_eq!(g.player(0).buzz, 5);
    assert_eq!(g.player(0).gears, gears + 1, "the flyer on space 5");
    assert_eq!(legal(&g, 0), vec!["poster", "skip"]);
    play(&mut g, 0, "poster");
    assert_eq!(g.player(0).tokens.as_slice(), [4]);
}

/// Plays round 5 to the end with nobody placing a die.
fn to_the_end(g: &mut CrystalPalace) {
    let n = g.num_players();
    let d: Vec<&str> = vec!["1 1 1 1"; n];
    to_phase_4(g, &d);
    first_actions_to_the_end(g);
}

#[test]
fn x23_the_first_at_the_crystal_palace_ranks_first_and_the_next_position_second() {
    let mut g = game(
        3,
        json!({"first_player": 0, "round": 5, "players": [{"buzz": 38}, {"buzz": 30}, {"buzz": 10}]}),
    );
    dice(&mut g, &["6 1 1 1", "1 1 1 1", "1 1 1 1"]);
    play(&mut g, 0, "place 6 station 1");
    for s in [1, 2, 0] {
        play(&mut g, s, "pass");
    }
    play(&mut g, 0, "station buzz");
    assert_eq!(g.public().arrivals.as_slice(), [0]);
    first_actions_to_the_end(&mut g);
    let f = g.public().final_scores.clone().unwrap();
    assert_eq!((f[0].buzz, f[1].buzz, f[2].buzz), (6, 4, 2));
}

#[test]
fn x24_the_three_highest_black_market_assistants_score_3_2_1() {
    let mut g = game(
        2,
        json!({"first_player": 0, "round": 5, "market": [null, null, 0, 1, 1, 0]}),
    );
    to_the_end(&mut g);
    let f = g.public().final_scores.clone().unwrap();
    assert_eq!((f[0].market, f[1].market), (3, 2 + 1));
}

#[test]
fn x25_player_mat_objective_repaid_loan_empty_spaces_and_a_ten_pound_note() {
    let mut g = game(
        2,
        json!({"first_player": 0, "round": 5, "nations": ["france", "japan"],
               "players": [{"objective": 2, "money": 16, "gears": 0, "energy": 0, "income": 3,
                            "research": ["repaid -9"]}]}),
    );
    to_the_end(&mut g);
    let f = g.public().final_scores.clone().unwrap();
    assert_eq!(f[0].objective, 4);
    assert_eq!(f[0].loans, -5);
    let notes = g
        .player(0)
        .research
        .iter()
        .filter(|s| matches!(s, crystal_palace::state::Slot::Note))
        .count();
    assert_eq!(notes, 1, "£{} left covers one space", g.player(0).money);
    assert_eq!(f[0].empty_research, -8);
}
