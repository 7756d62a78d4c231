//! The JSON forms of a view ([`View::to_json`], described in `docs/record-format.md`)
//! and of a full state with its hidden piles ([`Spyrium::full_state_json`]).

use crate::cards::{CardId, CardSet, EventId, Power};
use crate::market::{slot_name, NUM_SLOTS, SPACES};
use crate::state::{Phase, Public, Spyrium};
use crate::view::View;
use gaslamp_core::Observer;
use serde::ser::{Serialize, Serializer};

fn phase_name(p: Phase) -> &'static str {
    match p {
        Phase::Placement => "placement",
        Phase::Activation => "activation",
        Phase::Passed => "passed",
    }
}

fn token_list(counts: &[u8; 3]) -> Vec<u8> {
    let mut v = Vec::new();
    for (i, &n) in counts.iter().enumerate() {
        v.extend(std::iter::repeat_n(i as u8 + 1, n as usize));
    }
    v
}

/// The public state as JSON (shared by views and the full state).
pub(crate) fn public_json(
    cards: &CardSet,
    p: &Public,
    deck_left: [u8; 3],
    events_left: u8,
    reserve: u8,
) -> serde_json::Value {
    use serde_json::json;
    let card_json = |c: CardId| {
        let k = cards.card(c);
        json!({ "id": k.id, "name": k.name })
    };
    let event_json = |e: Option<EventId>, token: Option<u8>| {
        e.map(|e| {
            let ev = cards.event(e);
            json!({ "id": ev.id, "name": ev.name, "token": token })
        })
    };
    let market: Vec<_> = (0..SPACES)
        .map(|pos| {
            p.market.cards[pos].map(|c| {
                let k = cards.card(c);
                json!({
                    "space": pos + 1,
                    "id": k.id,
                    "name": k.name,
                    "kind": k.kind,
                    "price": k.price,
                    "tokens": token_list(&p.market.tokens[pos]),
                    "adjacent_workers": p.market.adjacent_workers(pos as u8),
                })
            })
        })
        .collect();
    let slots: Vec<_> = (0..NUM_SLOTS)
        .map(|s| {
            json!({
                "slot": slot_name(s as u8),
                "workers": &p.market.workers[s][..p.players.len()],
            })
        })
        .collect();
    let turns = cards.turns();
    let players: Vec<_> = p
        .players
        .iter()
        .enumerate()
        .map(|(seat, pl)| {
            json!({
                "seat": seat,
                "money": pl.money,
                "spyrium": pl.spyrium,
                "score": pl.score,
                "residence": {
                    "space": pl.residence + 1,
                    "value": cards.rules.residence_track[pl.residence as usize],
                },
                "phase": phase_name(pl.phase),
                "event_used": pl.event_used,
                "workers": {
                    "owned": pl.workers,
                    "active": pl.active,
                    "in_market": pl.in_market,
                    "used": pl.used(),
                },
                "buildings": pl.buildings.iter().enumerate().map(|(i, &b)| {
                    let k = cards.card(b);
                    json!({ "number": i + 1, "id": k.id, "name": k.name,
                            "vp": k.vp, "symbols": k.symbol_letters(),
                            "inclined": pl.is_inclined(i) })
                }).collect::<Vec<_>>(),
                "techniques": Power::ALL.iter().filter(|&&w| pl.has(w))
                    .map(|&w| w.name()).collect::<Vec<_>>(),
                "techniques_used_this_turn": Power::ALL.iter()
                    .filter(|&&w| pl.powers_used & w.bit() != 0)
                    .map(|&w| w.name()).collect::<Vec<_>>(),
                "kept_tokens": token_list(&pl.kept),
                "bonuses_taken": pl.bonuses,
                "first_bonus": pl.first_bonus,
            })
        })
        .collect();
    let to_act: Vec<usize> = if p.over {
        vec![]
    } else {
        vec![p.current as usize]
    };
    json!({
        "game": "spyrium",
        "cards": cards.id,
        "turn": p.turn.min(turns as u8),
        "turns": turns,
        "period": format!("{:?}", cards.period_of_turn(p.turn as usize)),
        "over": p.over,
        "first_player": p.first_player,
        "to_act": to_act,
        "pending_bonus": p.pending_bonus,
        "event": event_json(p.event, p.event_token),
        "future_event": event_json(p.future_event, p.future_token),
        "market": market,
        "slots": slots,
        "decks_left": { "A": deck_left[0], "B": deck_left[1], "C": deck_left[2] },
        "events_left": events_left,
        "token_reserve": reserve,
        "token_discard": token_list(&p.token_discard),
        "discard": p.discard.iter().map(|&c| card_json(c)).collect::<Vec<_>>(),
        "events_discarded": p.events_discarded.iter().map(|&e| cards.event(e).id.clone()).collect::<Vec<_>>(),
        "players": players,
        "final_scores": p.final_scores.as_ref().map(|s| s.to_vec()),
    })
}

impl View {
    pub fn to_json(&self) -> serde_json::Value {
        let mut v = public_json(
            &self.cards,
            &self.public,
            self.deck_left,
            self.events_left,
            self.reserve,
        );
        v["observer"] = match self.observer {
            Observer::Seat(s) => serde_json::json!({ "seat": s }),
            Observer::Spectator => serde_json::json!("spectator"),
        };
        v
    }
}

impl Serialize for View {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.to_json().serialize(s)
    }
}

impl Spyrium {
    /// The whole state as JSON, hidden piles included (for `gaslamp replay` without
    /// `--seat`, debugging and golden files). Never send this to a player.
    pub fn full_state_json(&self) -> serde_json::Value {
        let d = self.deck_left();
        let mut v = public_json(
            &self.cards,
            &self.p,
            [d[0] as u8, d[1] as u8, d[2] as u8],
            self.events_left() as u8,
            self.reserve_len() as u8,
        );
        let deck = |k: usize| -> Vec<String> {
            self.h.piles.deck(k)[self.p.deck_drawn[k] as usize..]
                .iter()
                .map(|&c| self.cards.card(c).id.clone())
                .collect()
        };
        let mut reserve: Vec<u8> = self.h.reserve.as_slice().to_vec();
        reserve.reverse();
        v["hidden"] = serde_json::json!({
            "decks": { "A": deck(0), "B": deck(1), "C": deck(2) },
            "events": self.h.piles.events()[self.p.events_revealed as usize..]
                .iter().map(|&e| self.cards.event(e).id.clone()).collect::<Vec<_>>(),
            "token_reserve": reserve,
        });
        if self.p.over {
            let breakdown: Vec<_> = (0..self.num_players())
                .map(|s| serde_json::to_value(self.final_score(s)).expect("serializable"))
                .collect();
            v["final_breakdown"] = serde_json::Value::Array(breakdown);
        }
        v
    }
}
