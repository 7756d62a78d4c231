use super::action_space::{dice_rank, dice_unrank, multisets};
use super::*;
use crate::state::Stage;
use gaslamp_core::{rng_from_seed, Game, Observer};
use rand::Rng;

fn components() -> Arc<Components> {
    Arc::new(Components::shipped())
}

fn encoded(g: &CrystalPalace, observer: Observer) -> Vec<f32> {
    let mut o = Observation::new();
    CrystalPalace::encode_view(&g.view(observer), &mut o);
    o.values().to_vec()
}

/// Plays random games of `players` seats, calling `each` with the game and the
/// seat about to act before every step.
fn random_games(players: usize, games: u64, mut each: impl FnMut(&CrystalPalace, Seat)) {
    let c = components();
    for seed in 0..games {
        let mut g = CrystalPalace::new_game(&c, players, seed, None).unwrap();
        let mut rng = rng_from_seed(seed ^ 0x51);
        while !g.is_over() {
            let to_act: Vec<Seat> = g.to_act().iter().collect();
            let seat = to_act[rng.gen_range(0..to_act.len())];
            each(&g, seat);
            let legal = g.legal_actions(seat);
            let a = legal[rng.gen_range(0..legal.len())];
            g.apply_unchecked(seat, &a);
        }
    }
}

#[test]
fn dice_ranks_are_dense_and_inverse() {
    for k in 0..=6 {
        let m = multisets(k, FACES);
        let mut seen = std::collections::HashSet::new();
        for r in 0..m {
            let v = dice_unrank(k, r);
            assert!(v[..k].windows(2).all(|w| w[0] >= w[1]));
            assert!(v[..k].iter().all(|x| (1..=6).contains(x)));
            assert_eq!(dice_rank(&v[..k]), r);
            assert!(seen.insert(v));
        }
    }
    assert_eq!(multisets(4, 6), 126);
    assert_eq!(dice_unrank(4, 0), [1, 1, 1, 1, 0, 0]);
    assert_eq!(dice_unrank(4, 125), [6, 6, 6, 6, 0, 0]);
}

#[test]
fn tensors_conform_for_every_player_count() {
    const GAMES: u64 = 10;
    let c = components();
    for players in 2..=5 {
        let r =
            gaslamp_core::testing::tensors_conformance::<CrystalPalace>(&c, players, GAMES, 5000);
        let g = CrystalPalace::new_game(&c, players, 0, None).unwrap();
        let mut o = Observation::new();
        CrystalPalace::encode_view(&g.view(Observer::Spectator), &mut o);
        eprintln!(
            "{players} players: {} action indices ({} seen legal), observation {} numbers, {} steps",
            r.num_distinct_actions,
            r.indices_seen,
            r.observation_len,
            r.steps
        );
        assert_eq!(r.games, GAMES as usize);
        assert_eq!(r.num_distinct_actions, g.num_distinct_actions());
        assert_eq!(r.observation_len, o.len());
        // Every block but those that are empty in the set is seen legal somewhere.
        assert!(r.indices_seen > 300, "{r:?}");
    }
}

#[test]
fn indices_round_trip_through_the_notation() {
    for players in [2, 3, 5] {
        let mut checked = 0;
        random_games(players, 2, |g, seat| {
            for a in g.legal_actions(seat) {
                let i = g
                    .action_index(seat, &a)
                    .expect("a legal action has an index");
                let named = g.index_action(seat, i).unwrap();
                let text = g.action_text(seat, &named);
                let back = g
                    .parse_action(seat, &text)
                    .unwrap_or_else(|e| panic!("`{text}`: {e}"));
                assert_eq!(g.action_index(seat, &back), Some(i), "`{text}`");
                checked += 1;
            }
        });
        assert!(checked > 1000, "{checked}");
    }
}

#[test]
fn the_space_is_fixed_by_the_set_and_player_count() {
    let c = components();
    for players in 2..=5 {
        let g = CrystalPalace::new_game(&c, players, 7, None).unwrap();
        let blocks = g.action_blocks();
        let n: usize = blocks.iter().map(|b| b.len).sum();
        assert_eq!(n, g.num_distinct_actions());
        let find = |name: &str| blocks.iter().find(|b| b.name == name).unwrap().len;
        let dice = (0..=6).map(|k| multisets(k, 6)).sum::<usize>();
        assert_eq!(find("dice <values>"), dice);
        assert_eq!(find("dice <values> extra"), dice - 1);
        assert_eq!(find("build <card> for <target>"), c.patents.len() * players);
        assert_eq!(find("patent <card>"), c.patents.len());
        assert_eq!(find("repay"), 1);
        let other = CrystalPalace::new_game(&c, players, 8, None).unwrap();
        assert_eq!(other.num_distinct_actions(), n);
        assert!(blocks.iter().all(|b| !b.meaning.is_empty()));
    }
}

#[test]
fn build_targets_are_counted_from_the_acting_seat() {
    let c = components();
    for players in 2..=5 {
        let g = CrystalPalace::new_game(&c, players, 1, None).unwrap();
        for card in [0u16, 5] {
            for rel in 0..players {
                let at = |seat: usize| {
                    g.action_index(
                        seat,
                        &Action::Build {
                            card,
                            target: ((seat + rel) % players) as u8,
                        },
                    )
                    .unwrap()
                };
                let i = at(0);
                for seat in 1..players {
                    assert_eq!(at(seat), i, "relative target {rel}, seat {seat}");
                    assert_eq!(
                        g.index_action(seat, i),
                        Some(Action::Build {
                            card,
                            target: ((seat + rel) % players) as u8
                        })
                    );
                }
            }
        }
        // Seat 1 building for seat 0 is the last relative target.
        let a = g.action_index(1, &Action::Build { card: 0, target: 0 });
        let b = g.action_index(
            0,
            &Action::Build {
                card: 0,
                target: (players - 1) as u8,
            },
        );
        assert_eq!(a, b);
    }
}

#[test]
fn a_dice_choice_is_seen_by_its_own_seat_only() {
    let c = components();
    for players in [2, 4] {
        let g = CrystalPalace::new_game(&c, players, 3, None).unwrap();
        assert_eq!(g.stage(), Stage::Commit);
        let legal = g.legal_actions(0);
        let (a, b) = (legal[0], legal[legal.len() - 1]);
        assert_ne!(a, b);
        let mut ga = g.clone();
        ga.apply(0, &a).unwrap();
        let mut gb = g.clone();
        gb.apply(0, &b).unwrap();
        for observer in (1..players)
            .map(Observer::Seat)
            .chain([Observer::Spectator])
        {
            assert_eq!(
                encoded(&ga, observer),
                encoded(&gb, observer),
                "{observer:?} sees seat 0's dice"
            );
        }
        assert_ne!(
            encoded(&ga, Observer::Seat(0)),
            encoded(&gb, Observer::Seat(0))
        );
        assert_ne!(
            encoded(&g, Observer::Seat(1)),
            encoded(&ga, Observer::Seat(1)),
            "the others see that seat 0 has chosen"
        );
        // Seat 0 sees its own dice in `my_dice`.
        let mut o = Observation::with_layout();
        CrystalPalace::encode_view(&ga.view(Observer::Seat(0)), &mut o);
        let field = o.layout().iter().find(|f| f.name == "my_dice").unwrap();
        let mine = &o.values()[field.offset..field.offset + field.len];
        let Action::Dice { values, .. } = a else {
            panic!("{a:?}")
        };
        for v in 1..=6u8 {
            let count = values.iter().filter(|&&x| x == v).count() as f32;
            assert_eq!(mine[v as usize - 1], count, "value {v}");
        }
    }
}

#[test]
fn seats_are_written_from_the_observer_on() {
    let c = components();
    let mut g = CrystalPalace::new_game(&c, 3, 2, None).unwrap();
    g.p.players[2].money = 777;
    let mut o = Observation::with_layout();
    CrystalPalace::encode_view(&g.view(Observer::Seat(2)), &mut o);
    let money = o
        .layout()
        .iter()
        .find(|f| f.name == "seat[0].money")
        .unwrap();
    assert_eq!(o.values()[money.offset], 777.0);
    let mut o = Observation::with_layout();
    CrystalPalace::encode_view(&g.view(Observer::Seat(1)), &mut o);
    let money = o
        .layout()
        .iter()
        .find(|f| f.name == "seat[1].money")
        .unwrap();
    assert_eq!(o.values()[money.offset], 777.0);
}
