//! Evaluation of a caller's policies against the built-in bots: the arena's games
//! (`gaslamp arena`: game `i` has seed `seed + i` and the lineup rotated by `i`, the
//! same bots, the same report and ratings) in which some seats of the lineup are
//! played by a policy handed, at each of its decisions, the seat's observation vector
//! and legal action indices — both made from the seat's view, as
//! [`crate::AnyEnv`] makes them. A lineup of bots only plays exactly the arena's games.

use crate::Presented;
use gaslamp_ai::arena::{self, ArenaReport, Chooser, Games};
use gaslamp_ai::BotSpec;
use gaslamp_core::tensors::Observation;
use gaslamp_core::{Bot, Observer, Seat};

/// Who plays one seat of the lineup.
#[derive(Clone, Debug)]
pub enum Contender {
    /// A built-in bot.
    Bot(BotSpec),
    /// The caller's policy `id` (handed to [`Policy`]), named `name` in the report.
    Policy { id: usize, name: String },
}

impl Contender {
    /// The entrant's name in the report: the bot's specification or the policy's
    /// name. Seats of the same name are one entrant.
    pub fn name(&self) -> String {
        match self {
            Contender::Bot(spec) => spec.to_string(),
            Contender::Policy { name, .. } => name.clone(),
        }
    }
}

/// A policy's decision: the policy's id, the seat, the seat's observation and its
/// legal action indices (ascending, never empty); the chosen index, or why none was.
pub type Policy<'a> = dyn Fn(usize, Seat, &[f32], &[usize]) -> Result<usize, String> + Sync + 'a;

/// The games of an evaluation.
#[derive(Clone, Debug)]
pub struct Evaluation {
    /// A contender per seat of the lineup (game `i`'s seat 0 takes lineup seat `i`
    /// when rotating).
    pub lineup: Vec<Contender>,
    pub games: usize,
    pub seed: u64,
    pub rotate: bool,
    /// Games played at once (bots think on these threads; a policy is called from
    /// them too).
    pub threads: usize,
}

/// Plays `evaluation`'s games of `G`.
pub(crate) fn evaluate<G: Presented>(
    components: &G::Components,
    evaluation: &Evaluation,
    policy: &Policy,
    progress: &(dyn Fn() + Sync),
) -> Result<ArenaReport, String> {
    let names: Vec<String> = evaluation.lineup.iter().map(Contender::name).collect();
    let lineup = &evaluation.lineup;
    let play = |game_seed: u64, seat_entry: &[usize]| {
        let mut bots: Vec<Option<Box<dyn Bot<G>>>> = seat_entry
            .iter()
            .map(|&b| match &lineup[b] {
                Contender::Bot(spec) => Some(spec.build::<G>(1)),
                Contender::Policy { .. } => None,
            })
            .collect();
        let mut callers: Vec<_> = seat_entry
            .iter()
            .map(|&b| {
                let (id, name) = match &lineup[b] {
                    Contender::Policy { id, name } => (*id, name.clone()),
                    Contender::Bot(_) => (usize::MAX, String::new()),
                };
                move |g: &G, seat: Seat| decide(g, seat, id, &name, policy)
            })
            .collect();
        let mut choosers: Vec<Chooser<G>> = bots
            .iter_mut()
            .zip(callers.iter_mut())
            .map(|(bot, caller)| match bot {
                Some(bot) => Chooser::Bot(bot.as_mut()),
                None => Chooser::Caller(caller),
            })
            .collect();
        arena::play_game_by(components, game_seed, &mut choosers)
    };
    let games = Games {
        lineup: &names,
        games: evaluation.games,
        seed: evaluation.seed,
        rotate: evaluation.rotate,
        threads: evaluation.threads,
    };
    arena::run_games::<G>(&games, &play, progress)
}

/// Policy `id`'s action for `seat`: it is handed the seat's observation and legal
/// indices; an index it may not take now is an error naming it.
fn decide<G: Presented>(
    g: &G,
    seat: Seat,
    id: usize,
    name: &str,
    policy: &Policy,
) -> Result<G::Action, String> {
    let mut o = Observation::new();
    G::encode_view(&g.view(Observer::Seat(seat)), &mut o);
    let mut legal: Vec<usize> = g
        .legal_actions(seat)
        .iter()
        .map(|a| {
            g.action_index(seat, a)
                .expect("every legal action has an index (tested by the game)")
        })
        .collect();
    legal.sort_unstable();
    let index = policy(id, seat, o.values(), &legal)?;
    if legal.binary_search(&index).is_err() {
        return Err(format!(
            "{name} chose action index {index} at seat {seat}, which it may not take now ({} legal)",
            legal.len()
        ));
    }
    Ok(g.index_action(seat, index)
        .expect("a legal index names an action"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::find;

    fn lineup(specs: &[&str]) -> Vec<Contender> {
        specs
            .iter()
            .map(|s| Contender::Bot(BotSpec::parse(s).unwrap()))
            .collect()
    }

    /// The figures of two reports, seconds left out.
    fn figures(r: &ArenaReport) -> serde_json::Value {
        let mut v = serde_json::to_value(r).unwrap();
        v.as_object_mut().unwrap().remove("seconds");
        v
    }

    #[test]
    fn a_lineup_of_bots_plays_the_arenas_games() {
        let g = find("spyrium").unwrap();
        let c = g.default_components();
        let specs = ["greedy", "random", "ismcts:30"];
        let e = Evaluation {
            lineup: lineup(&specs),
            games: 6,
            seed: 40,
            rotate: true,
            threads: 2,
        };
        let never = |_: usize, _: Seat, _: &[f32], _: &[usize]| -> Result<usize, String> {
            unreachable!("no policy plays")
        };
        let ours = g.evaluate(&c, &e, &never).unwrap();
        let bots: Vec<BotSpec> = specs.iter().map(|s| BotSpec::parse(s).unwrap()).collect();
        let arena = gaslamp_ai::run_arena::<spyrium::Spyrium>(
            &<spyrium::Spyrium as Presented>::default_components(),
            &bots,
            6,
            40,
            1,
            &|| {},
        )
        .unwrap();
        assert_eq!(figures(&ours), figures(&arena));
    }

    #[test]
    fn a_policy_is_handed_its_seats_legal_indices_and_plays_them() {
        let g = find("goofspiel").unwrap();
        let c = g.default_components();
        let mut e = Evaluation {
            lineup: vec![
                Contender::Policy {
                    id: 7,
                    name: "highest".into(),
                },
                Contender::Bot(BotSpec::parse("random").unwrap()),
            ],
            games: 20,
            seed: 3,
            rotate: true,
            threads: 2,
        };
        let calls = std::sync::atomic::AtomicUsize::new(0);
        let highest = |id: usize, _: Seat, obs: &[f32], legal: &[usize]| {
            assert_eq!(id, 7);
            assert!(!obs.is_empty() && legal.windows(2).all(|w| w[0] < w[1]));
            calls.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            Ok(*legal.last().unwrap())
        };
        let r = g.evaluate(&c, &e, &highest).unwrap();
        // 8 bids a game, 20 games.
        assert_eq!(calls.load(std::sync::atomic::Ordering::Relaxed), 160);
        assert_eq!(r.entrants[0].bot, "highest");
        assert_eq!(r.entrants[0].games, 20);
        // Without rotation, the policy always sits at seat 0.
        e.rotate = false;
        let r = g.evaluate(&c, &e, &highest).unwrap();
        assert!(r.results.iter().all(|g| g.entrants == vec![0, 1]));
        // An index it may not take is an error that names the policy.
        let wrong = |_: usize, _: Seat, _: &[f32], _: &[usize]| Ok(1_000_000);
        let err = g.evaluate(&c, &e, &wrong).unwrap_err();
        assert!(err.contains("highest chose action index 1000000"), "{err}");
        let failing = |_: usize, _: Seat, _: &[f32], _: &[usize]| Err("no idea".to_string());
        assert_eq!(g.evaluate(&c, &e, &failing).unwrap_err(), "no idea");
    }
}
