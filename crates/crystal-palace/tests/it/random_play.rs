//! Random games for 2-5 players keep the game's invariants at every step.

use crystal_palace::state::{Slot, Stage};
use crystal_palace::{Components, CrystalPalace};
use gaslamp_core::{rng_from_seed, Game};
use rand::seq::SliceRandom;
use std::sync::Arc;

fn check_invariants(g: &CrystalPalace, what: &str) {
    let c = g.components();
    let n = g.num_players();
    for s in 0..n {
        let p = g.player(s);
        assert!(p.money >= 0, "{what}: seat {s} money {}", p.money);
        assert!(
            p.newspapers <= 7,
            "{what}: seat {s} newspapers {}",
            p.newspapers
        );
        assert!(p.income <= 12, "{what}: seat {s} income {}", p.income);
        assert!(
            g.total_dice(s) <= 6,
            "{what}: seat {s} has {} dice",
            g.total_dice(s)
        );
        assert!(p.gears >= 0 && p.energy >= 0, "{what}: seat {s}");
        assert!(p.tokens.len() <= 2, "{what}");
        assert!(
            g.market_assistants(s) < c.rules.assistants as usize,
            "{what}"
        );
        assert_eq!(
            p.research.len(),
            c.nations[p.nation as usize].research_spaces as usize
        );
    }
    let pb = g.public();
    // The Black Market is never full at rest (it bursts when its last space is taken).
    assert!(
        pb.market.iter().any(Option::is_none)
            || pb.market.iter().filter(|x| x.is_some()).count() == 1,
        "{what}: market {:?}",
        pb.market
    );
    // Cards are conserved: every patent is in exactly one place, seen or unseen.
    let view = g.view(gaslamp_core::Observer::Spectator);
    let mut patents: Vec<u16> = view.unseen.patents.to_vec();
    patents.extend(pb.patent_display.iter().flatten());
    patents.extend(pb.patent_top);
    patents.extend(&pb.patent_bottom);
    for p in &pb.players {
        patents.extend(&p.patents);
        patents.extend(&p.prototypes);
    }
    patents.sort_unstable();
    let all: Vec<u16> = (0..c.patents.len() as u16).collect();
    assert_eq!(patents, all, "{what}: patents not conserved");
    let mut chars: Vec<u16> = view.unseen.characters.to_vec();
    chars.extend(pb.character_display.iter().flatten());
    chars.extend(pb.character_top);
    chars.extend(&pb.character_bottom);
    for p in &pb.players {
        chars.extend(&p.characters);
    }
    chars.sort_unstable();
    let all: Vec<u16> = (0..c.characters.len() as u16).collect();
    assert_eq!(chars, all, "{what}: characters not conserved");
    // Research tiles: each in one place at most (in a pile, at the Museum, on a mat),
    // and no tile anywhere twice.
    let mut tiles: Vec<u16> = view.unseen.green.to_vec();
    tiles.extend(&view.unseen.violet_blue);
    tiles.extend(&view.unseen.violet_orange);
    tiles.extend(pb.museum.iter().flatten());
    for p in &pb.players {
        tiles.extend(p.research.iter().filter_map(|s| match s {
            Slot::Tile { tile } => Some(*tile),
            _ => None,
        }));
    }
    let n_tiles = tiles.len();
    tiles.sort_unstable();
    tiles.dedup();
    assert_eq!(
        tiles.len(),
        n_tiles,
        "{what}: a research tile in two places"
    );
    let violet = c
        .tiles
        .iter()
        .filter(|t| t.back != crystal_palace::components::TileBack::Green)
        .count();
    assert_eq!(
        view.unseen.violet_blue.len() + view.unseen.violet_orange.len(),
        usize::from(pb.violet_left[0]) + usize::from(pb.violet_left[1])
    );
    assert!(view.unseen.violet_blue.len() + view.unseen.violet_orange.len() <= violet);
    // Loans: tiles in the box plus tiles taken (beyond the box they count -10).
    let taken: usize = (0..n).map(|s| g.loans_of(s)).sum();
    assert!(
        view.unseen.loans.len() + taken >= c.rules.loans.len(),
        "{what}: loans lost"
    );
    assert_eq!(view.unseen.loans.len(), pb.loans_left as usize);
}

#[test]
fn the_order_in_which_seats_commit_their_dice_changes_nothing() {
    let c = Arc::new(Components::shipped());
    for players in 2..=5 {
        for seed in 0..5u64 {
            let mut rng = rng_from_seed(seed);
            let mut g = CrystalPalace::new_game(&c, players, seed, None).unwrap();
            // Play into a random later round, then compare two commit orders.
            let stop = 40 + (seed as usize) * 37;
            for _ in 0..stop {
                if g.is_over() {
                    break;
                }
                let seat = g.to_act().first().unwrap();
                let a = *g.legal_actions(seat).choose(&mut rng).unwrap();
                g.apply(seat, &a).unwrap();
            }
            while g.stage() != Stage::Commit && !g.is_over() {
                let seat = g.to_act().first().unwrap();
                let a = *g.legal_actions(seat).choose(&mut rng).unwrap();
                g.apply(seat, &a).unwrap();
            }
            if g.is_over() {
                continue;
            }
            let choices: Vec<_> = (0..players)
                .map(|s| *g.legal_actions(s).choose(&mut rng).unwrap())
                .collect();
            let mut a = g.clone();
            for (s, choice) in choices.iter().enumerate() {
                a.apply(s, choice).unwrap();
            }
            let mut b = g.clone();
            for (s, choice) in choices.iter().enumerate().rev() {
                b.apply(s, choice).unwrap();
            }
            assert!(
                a == b,
                "{players}p seed {seed}: the commit order changed the game"
            );
        }
    }
}

#[test]
fn random_games_keep_every_invariant_and_end_after_five_rounds() {
    let c = Arc::new(Components::shipped());
    let mut steps_total = 0;
    for players in 2..=5 {
        for game in 0..6u64 {
            let seed = 100 * players as u64 + game;
            let mut g = CrystalPalace::new_game(&c, players, seed, None).unwrap();
            let mut rng = rng_from_seed(seed);
            let mut steps = 0;
            let mut rounds_seen = vec![];
            while !g.is_over() {
                let to_act: Vec<usize> = g.to_act().iter().collect();
                assert!(!to_act.is_empty(), "stalled: {players}p seed {seed}");
                let seat = *to_act.choose(&mut rng).unwrap();
                let legal = g.legal_actions(seat);
                assert!(!legal.is_empty(), "seat {seat} must act but has no action");
                let a = legal.choose(&mut rng).unwrap();
                g.apply(seat, a).unwrap();
                steps += 1;
                assert!(
                    steps < 20_000,
                    "{players}p seed {seed}: no end after 20000 actions"
                );
                if rounds_seen.last() != Some(&g.round()) {
                    rounds_seen.push(g.round());
                }
                check_invariants(&g, &format!("{players}p seed {seed} step {steps}"));
            }
            assert_eq!(rounds_seen, vec![1, 2, 3, 4, 5]);
            assert_eq!(g.stage(), Stage::Over);
            let finals = g.public().final_scores.clone().unwrap();
            assert_eq!(finals.len(), players);
            for (s, f) in finals.iter().enumerate() {
                assert_eq!(f.total, g.scores()[s]);
                assert_eq!(
                    f.total,
                    f.track
                        + f.abilities
                        + f.buzz
                        + f.market
                        + f.objective
                        + f.loans
                        + f.empty_research
                );
            }
            steps_total += steps;
        }
    }
    assert!(steps_total > 1000);
}

/// A search writes states over its scratch copies (`clone_from`, which reuses what the
/// copy holds): the copy must then be the state, whatever it held before (another
/// player count, a finished game with its final scores, decisions queued), and play
/// on as the state does.
#[test]
fn a_state_copied_over_another_is_the_state_copied() {
    let c = Arc::new(Components::shipped());
    let mut finished = CrystalPalace::new_game(&c, 5, 9, None).unwrap();
    let mut rng = rng_from_seed(9);
    while !finished.is_over() {
        let seat = finished.to_act().first().unwrap();
        let a = *finished.legal_actions(seat).choose(&mut rng).unwrap();
        finished.apply(seat, &a).unwrap();
    }
    assert!(finished.public().final_scores.is_some());
    for players in 2..=5 {
        let seed = 300 + players as u64;
        let mut g = CrystalPalace::new_game(&c, players, seed, None).unwrap();
        let mut rng = rng_from_seed(seed);
        let mut copy = finished.clone();
        let mut queued = 0;
        while !g.is_over() {
            copy.clone_from(&g);
            assert!(copy == g, "{players}p seed {seed}: the copy differs");
            queued += usize::from(!g.public().queue.is_empty());
            let seat = g.to_act().first().unwrap();
            let a = *g.legal_actions(seat).choose(&mut rng).unwrap();
            g.apply(seat, &a).unwrap();
            copy.apply(seat, &a).unwrap();
            assert!(
                copy == g,
                "{players}p seed {seed}: the copy plays otherwise"
            );
            // Next step the copy is overwritten by a later state of the game.
            if g.round() >= 3 {
                copy.clone_from(&finished);
                assert!(copy == finished);
            }
        }
        assert!(queued > 0, "{players}p seed {seed}: no decision was queued");
    }
}
