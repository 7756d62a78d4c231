//! The conformance of a game's tensor interface (index space, layout, hidden information).

use crate::Seat;

/// What [`tensors_conformance`] saw.
#[derive(Clone, Debug, Default)]
pub struct TensorsReport {
    pub games: usize,
    pub steps: usize,
    /// Distinct action indices seen legal.
    pub indices_seen: usize,
    /// The size of the index space.
    pub num_distinct_actions: usize,
    /// The observation length.
    pub observation_len: usize,
}

/// Checks a game's [`crate::tensors::Tensors`] over `games` seeded random games of
/// `players` seats:
///
/// - **index space**: fixed during a game; every index maps to an action and back
///   (`action_index(index_action(i)) == i`, for every seat); every legal action has an
///   index, distinct legal actions have distinct indices, and the action of a legal
///   action's index is that action;
/// - **layout**: the observation's fields follow each other without gaps and cover it;
///   its length and field names are the same for every observer at every step;
/// - **hidden information**: a state drawn by [`Game::sample_from_view`] from a seat's
///   view gives that seat the same observation (the observation follows from the view
///   only), and so does any other state with the same view.
pub fn tensors_conformance<G: crate::tensors::Tensors>(
    components: &G::Components,
    players: usize,
    games: u64,
    max_steps: usize,
) -> TensorsReport {
    use crate::tensors::Observation;
    use crate::Observer;
    use rand::Rng;
    use std::collections::HashSet;

    let encode = |g: &G, observer: Observer| {
        let mut o = Observation::with_layout();
        G::encode_view(&g.view(observer), &mut o);
        o
    };
    let mut report = TensorsReport::default();
    let mut seen: HashSet<usize> = HashSet::new();
    let mut layout_names: Option<Vec<String>> = None;
    for seed in 0..games {
        let mut g = G::new_game(components, players, seed, None).expect("a new game");
        let mut rng = crate::rng_from_seed(seed ^ 0x7e45);
        let n = g.num_distinct_actions();
        assert_eq!(
            n,
            g.action_blocks().iter().map(|b| b.len).sum::<usize>(),
            "the space is the sum of its blocks"
        );
        if seed == 0 {
            report.num_distinct_actions = n;
            for seat in 0..players {
                for i in 0..n {
                    let a = g
                        .index_action(seat, i)
                        .unwrap_or_else(|| panic!("index {i} of {n} names no action"));
                    assert_eq!(
                        g.action_index(seat, &a),
                        Some(i),
                        "index {i} names {a:?}, whose index differs"
                    );
                }
                assert!(
                    g.index_action(seat, n).is_none(),
                    "index {n} is beyond the space"
                );
            }
        }
        assert_eq!(
            report.num_distinct_actions, n,
            "the same space in every game"
        );
        let mut steps = 0;
        while !g.is_over() {
            assert!(
                steps < max_steps,
                "game {seed} did not end in {max_steps} steps"
            );
            assert_eq!(
                g.num_distinct_actions(),
                n,
                "the space changed during a game"
            );
            // Observations: same layout for every observer, fields without gaps.
            for observer in (0..players)
                .map(Observer::Seat)
                .chain([Observer::Spectator])
            {
                let o = encode(&g, observer);
                let mut at = 0;
                for f in o.layout() {
                    assert_eq!(f.offset, at, "field {} starts at {}", f.name, f.offset);
                    assert!(!f.meaning.is_empty(), "field {} has no meaning", f.name);
                    at += f.len;
                }
                assert_eq!(at, o.len(), "the fields cover the observation");
                let names: Vec<String> = o.layout().iter().map(|f| f.name.clone()).collect();
                match &layout_names {
                    None => {
                        report.observation_len = o.len();
                        layout_names = Some(names);
                    }
                    Some(l) => assert_eq!(l, &names, "the layout changed (step {steps})"),
                }
                assert!(o.values().iter().all(|v| v.is_finite()));
                if let Observer::Seat(p) = observer {
                    let s2 = G::sample_from_view(&g.view(observer), &mut rng);
                    assert_eq!(
                        encode(&s2, observer).values(),
                        o.values(),
                        "seat {p}'s observation differs in a state drawn from its view (game {seed}, step {steps})"
                    );
                }
            }
            // Actions: every legal action has its own index, and back.
            let to_act: Vec<Seat> = g.to_act().iter().collect();
            let seat = to_act[rng.gen_range(0..to_act.len())];
            let legal = g.legal_actions(seat);
            let mut here = HashSet::new();
            for a in &legal {
                let i = g
                    .action_index(seat, a)
                    .unwrap_or_else(|| panic!("legal action {a:?} has no index"));
                assert!(i < n, "index {i} of {a:?} is beyond {n}");
                assert!(here.insert(i), "two legal actions share index {i}");
                assert_eq!(g.index_action(seat, i).as_ref(), Some(a), "index {i}");
                seen.insert(i);
            }
            let a = legal[rng.gen_range(0..legal.len())].clone();
            g.apply_unchecked(seat, &a);
            steps += 1;
            report.steps += 1;
        }
        report.games += 1;
    }
    report.indices_seen = seen.len();
    report
}
