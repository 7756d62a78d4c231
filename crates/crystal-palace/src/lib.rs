//! Crystal Palace (Feuerland 2019) for 2-5 players: the rules engine.
//!
//! Five rounds of seven phases: secret simultaneous dice values (phase 1), dice
//! placement (2), actions location by location (3), salaries (4), prototypes (5),
//! income and permanent effects (6), preparation (7). The rules as implemented are in
//! `docs/crystal-palace-rules.md`; the component set (every board side, card, tile and
//! track) is data, `data/components.toml`, validated by [`components`], with an effect
//! vocabulary ([`effects`]). The printed values are not public: the shipped set is
//! provisional, every number tagged with its provenance.
//!
//! The state is split into what is public and what nobody sees ([`state`]); a view
//! is the public part plus the observer's own secret dice ([`view`]); the rules
//! decide legality in one place ([`legality`]).

mod action_messages;
pub mod actions;
mod apply;
mod black_market;
pub mod bound;
mod buzz;
pub mod card_set;
pub mod components;
pub mod components_page;
pub mod effects;
pub mod events;
mod heuristic;
pub mod legality;
mod locations;
pub mod messages;
mod placement;
mod prototypes;
mod refusals;
mod resources;
pub mod round;
mod scoring;
mod setup;
pub mod state;
pub mod tensors;
pub mod text;
pub mod texts;
pub mod view;

pub use actions::{Action, Trade};
pub use components::Components;
pub use events::Event;
pub use legality::REFUSAL_CODES;
pub use state::CrystalPalace;
pub use view::View;

use events::Log;
use gaslamp_core::{
    Game, GameInfo, GameRng, Observer, Outcome, ParseError, Refusal, Seat, SeatSet, SetupError,
};
use std::sync::Arc;

/// The game's name in records and on the command line.
pub const NAME: &str = "crystal-palace";

impl Game for CrystalPalace {
    type Action = Action;
    type View = View;
    type Event = Event;
    type Components = Arc<Components>;

    fn info() -> GameInfo {
        GameInfo {
            name: NAME,
            min_players: 2,
            max_players: 5,
            simultaneous: true,
            chance: true,
            hidden_information: true,
        }
    }

    fn new_game(
        components: &Arc<Components>,
        players: usize,
        seed: u64,
        setup: Option<&serde_json::Value>,
    ) -> Result<Self, SetupError> {
        let mut g = CrystalPalace::new_with(components.clone(), players, seed, setup)?;
        g.advance(&mut Log::off());
        Ok(g)
    }

    fn components_id(components: &Arc<Components>) -> String {
        components.id.clone()
    }

    /// `crate::bound`: derived from the component set, which is refused at load
    /// when it has no bound.
    fn max_actions(components: &Arc<Components>, players: usize) -> u64 {
        bound::action_bound(components, players)
            .map(|b| b.total())
            .unwrap_or(u64::MAX)
    }

    fn num_players(&self) -> usize {
        self.n()
    }

    fn to_act(&self) -> SeatSet {
        self.to_act_now()
    }

    fn legal_actions_into(&self, seat: Seat, out: &mut Vec<Action>) {
        self.legal_into(seat, out);
    }

    fn check(&self, seat: Seat, action: &Action) -> Result<(), Refusal> {
        match self.refusal(seat, action) {
            Some(r) => Err(r),
            None => Ok(()),
        }
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, Refusal> {
        self.check(seat, action)?;
        let mut log = Log::on();
        self.apply_action(seat, action, &mut log);
        Ok(log.events)
    }

    fn apply_unchecked(&mut self, seat: Seat, action: &Action) {
        self.apply_action(seat, action, &mut Log::off());
    }

    fn view(&self, observer: Observer) -> View {
        self.make_view(observer)
    }

    fn view_observer(view: &View) -> Observer {
        view.observer
    }

    fn secret_pending(&self) -> bool {
        self.p.stage == state::Stage::Commit && self.p.committed.iter().any(|&c| c)
    }

    fn filter_event(&self, event: &Event, observer: Observer) -> Option<Event> {
        match event {
            Event::Committed { seat, dice, .. }
                if observer != Observer::Seat(*seat) && dice.is_some() =>
            {
                Some(Event::Committed {
                    seat: *seat,
                    dice: None,
                    extra: None,
                })
            }
            e => Some(e.clone()),
        }
    }

    fn sample_from_view(view: &View, rng: &mut GameRng) -> Self {
        CrystalPalace::from_view(view, rng)
    }

    fn is_over(&self) -> bool {
        self.is_over_now()
    }

    fn scores(&self) -> Vec<i32> {
        self.p.players.iter().map(|p| p.vp).collect()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.is_over_now()
            .then(|| Outcome::from_scores(self.scores()))
    }

    fn action_text(&self, _seat: Seat, action: &Action) -> String {
        self.action_text_of(action)
    }

    fn parse_action(&self, seat: Seat, text: &str) -> Result<Action, ParseError> {
        self.parse_action_text(seat, text)
    }

    fn heuristic_into(&self, out: &mut Vec<f64>) {
        out.clear();
        out.extend((0..self.n()).map(|s| self.estimate(s)));
    }

    fn heuristic_seat(&self, seat: Seat) -> f64 {
        self.estimate(seat)
    }

    /// 200 actions, a cap only: the rollouts end at the next round's start
    /// ([`Game::rollout_to_checkpoint`]), about 80 actions on at 4 players. A rollout
    /// must get past the round's actions, salaries, prototypes and income, so a search
    /// sees what a dice choice or a placement earns, not only what it costs: 12 (the
    /// default) ended before the dice were used and could not tell dice choices apart;
    /// 40 ended in the round's actions and judged the cheapest dice best
    /// (docs/bots.md).
    fn rollout_depth() -> u32 {
        200
    }

    /// Yes: a rollout judged at the next round's start is judged where the estimate's
    /// dice and stage terms are alike for every rollout. Before, rollouts of a fixed 80
    /// actions stopped anywhere in the next round, and more search stopped gaining past
    /// 4,000 iterations; ending at the round's start, a search is about three times
    /// cheaper an iteration and still gains from 8,000 to 16,000 (docs/bots.md, "The
    /// ladder of the checkpoint rollouts"). `ismcts:N:depth=80:stop=0` is the search of
    /// before.
    fn rollout_to_checkpoint() -> bool {
        true
    }

    /// The start of a round (or the end of the game): no dice chosen yet, the last
    /// round's income paid, so the estimate's dice and stage terms are the same for
    /// every rollout that stops here.
    fn rollout_checkpoint(&self) -> bool {
        match self.p.stage {
            state::Stage::Commit => self.h.commits.iter().all(Option::is_none),
            state::Stage::Over => true,
            _ => false,
        }
    }

    /// By the seat's own estimate: ranked by the margin over the best other seat, a
    /// greedy bot's `done` in phase 5 carried the game into the others' building and
    /// income, which then counted against it, and it borrowed instead (a loan puts
    /// those steps off). By its own estimate it takes fewer loans and scores more
    /// (docs/bots.md, "The greedy bot's loans").
    fn greedy_by_margin() -> bool {
        false
    }
}
