//! Goofspiel as numbers (`gaslamp_core::tensors`): the action `bid c` has index
//! `c - 1`; the observation is the view, seats written from the observer on.

use crate::{Action, Goofspiel, View};
use gaslamp_core::tensors::{seat_written, ActionBlock, Observation, Tensors};
use gaslamp_core::Seat;

impl Tensors for Goofspiel {
    fn action_blocks(&self) -> Vec<ActionBlock> {
        vec![ActionBlock {
            name: "bid <card>".into(),
            len: self.cards as usize,
            meaning: "card - 1".into(),
        }]
    }

    fn num_distinct_actions(&self) -> usize {
        self.cards as usize
    }

    fn action_index(&self, _seat: Seat, action: &Action) -> Option<usize> {
        let Action::Bid(c) = *action;
        (1..=self.cards).contains(&c).then(|| c as usize - 1)
    }

    fn index_action(&self, _seat: Seat, index: usize) -> Option<Action> {
        (index < self.cards as usize).then(|| Action::Bid(index as u8 + 1))
    }

    fn encode_view(v: &View, out: &mut Observation) {
        let n = v.cards as usize;
        out.observer(v.observer, v.players);
        out.scalar("round", "the current round, 1-based", f32::from(v.round));
        out.one_hot(
            "prize",
            "1 at this round's prize (card - 1); all 0 once the game is over",
            n,
            v.prize.map(|p| p as usize - 1),
        );
        out.counts(
            "prizes_left",
            "1 for each prize not revealed yet (card - 1)",
            n,
            v.prizes_left.iter().map(|&p| p as usize - 1),
        );
        out.one_hot(
            "my_bid",
            "the observer's own bid this round, before the reveal (card - 1)",
            n,
            v.my_bid.map(|b| b as usize - 1),
        );
        for k in 0..v.players {
            let s = seat_written(v.observer, k, v.players);
            out.begin_group("seat", k);
            out.counts(
                "hand",
                "1 for each card in hand (card - 1); a pending bid still counts as held",
                n,
                v.hands[s].iter().map(|&c| c as usize - 1),
            );
            out.scalar("score", "prizes won so far", v.scores[s] as f32);
            out.flag("has_bid", "has bid this round (not what)", v.has_bid[s]);
            out.counts(
                "won",
                "1 for each prize this seat won (card - 1)",
                n,
                v.history
                    .iter()
                    .filter(|r| r.winner == Some(s))
                    .map(|r| r.prize as usize - 1),
            );
            out.end_group();
        }
        // Past rounds, in order; rounds not played yet are all 0.
        for r in 0..n {
            out.begin_group("past_round", r);
            let h = v.history.get(r);
            out.one_hot(
                "prize",
                "the round's prize (card - 1)",
                n,
                h.map(|h| h.prize as usize - 1),
            );
            for k in 0..v.players {
                let s = seat_written(v.observer, k, v.players);
                out.one_hot(
                    bid_name(k),
                    "the bid of the seat written k-th (card - 1)",
                    n,
                    h.map(|h| h.bids[s] as usize - 1),
                );
            }
            out.end_group();
        }
    }
}

fn bid_name(k: usize) -> &'static str {
    ["bid_0", "bid_1", "bid_2", "bid_3", "bid_4"][k.min(4)]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Components;
    use gaslamp_core::{Game, Observer};

    #[test]
    fn tensors_conform_for_every_player_count() {
        for players in 2..=5 {
            let r = gaslamp_core::testing::tensors_conformance::<Goofspiel>(
                &Components::default(),
                players,
                20,
                1000,
            );
            assert_eq!(r.num_distinct_actions, 8);
            assert_eq!(r.indices_seen, 8, "every bid is legal at the start");
            assert!(r.observation_len > 8 * players);
        }
    }

    #[test]
    fn the_observer_comes_first() {
        let g = Goofspiel::new_game(&Components::default(), 3, 1, None).unwrap();
        let mut g = g;
        g.apply(1, &Action::Bid(3)).unwrap();
        let mut o = Observation::with_layout();
        Goofspiel::encode_view(&g.view(Observer::Seat(1)), &mut o);
        let has_bid = o
            .layout()
            .iter()
            .find(|f| f.name == "seat[0].has_bid")
            .unwrap();
        assert_eq!(o.values()[has_bid.offset], 1.0, "seat 1 sees itself first");
        let my_bid = o.layout().iter().find(|f| f.name == "my_bid").unwrap();
        assert_eq!(o.values()[my_bid.offset + 2], 1.0);
        let mut other = Observation::new();
        Goofspiel::encode_view(&g.view(Observer::Seat(0)), &mut other);
        assert!(
            other.values()[my_bid.offset..my_bid.offset + 8]
                .iter()
                .all(|&v| v == 0.0),
            "seat 0 does not see seat 1's bid"
        );
    }
}
