//! The JSON forms of a view ([`View::to_json`], described in `docs/record-format.md`)
//! and of a full state with its hidden piles ([`Spyrium::full_state_json`]), as typed
//! structures: the shape clients (the browser, Python) read is written down once, here.

use crate::actions::BonusKind;
use crate::cards::{CardId, CardKind, Components, EventId, Power};
use crate::market::{slot_name, NUM_SLOTS, SPACES};
use crate::state::{FinalScore, Phase, Public, Spyrium};
use crate::view::View;
use gaslamp_core::{Observer, Seat};
use serde::{Serialize, Serializer};

/// A card by id and name.
#[derive(Serialize)]
pub struct CardRef<'a> {
    pub id: &'a str,
    pub name: &'a str,
}

/// An event card, with the token on it (if any).
#[derive(Serialize)]
pub struct EventJson<'a> {
    pub id: &'a str,
    pub name: &'a str,
    pub token: Option<u8>,
}

/// A card on a market space.
#[derive(Serialize)]
pub struct MarketCardJson<'a> {
    /// 1 to 9, like a phone keypad.
    pub space: usize,
    pub id: &'a str,
    pub name: &'a str,
    pub kind: CardKind,
    pub price: u8,
    /// The values of the tokens on the card, ascending.
    pub tokens: Vec<u8>,
    pub adjacent_workers: u8,
}

/// A slot between two market spaces and the workers in it, per seat.
#[derive(Serialize)]
pub struct SlotJson<'a> {
    /// `"1-2"`: the two spaces it lies between.
    pub slot: String,
    pub workers: &'a [u8],
}

/// The three decks (or anything counted per period).
#[derive(Serialize)]
pub struct Decks<T> {
    #[serde(rename = "A")]
    pub a: T,
    #[serde(rename = "B")]
    pub b: T,
    #[serde(rename = "C")]
    pub c: T,
}

#[derive(Serialize)]
pub struct ResidenceJson {
    /// 1-based space of the disc.
    pub space: u8,
    /// What scoring it gives now.
    pub value: u8,
}

#[derive(Serialize)]
pub struct WorkersJson {
    pub owned: u8,
    pub active: u8,
    pub in_market: u8,
    pub used: u8,
}

#[derive(Serialize)]
pub struct BuildingJson<'a> {
    /// 1-based, as in the notation (`use 2:1`).
    pub number: usize,
    pub id: &'a str,
    pub name: &'a str,
    pub vp: u8,
    pub symbols: String,
    pub inclined: bool,
}

#[derive(Serialize)]
pub struct PlayerJson<'a> {
    pub seat: Seat,
    pub money: u32,
    pub spyrium: u32,
    pub score: u32,
    pub residence: ResidenceJson,
    pub phase: &'static str,
    pub event_used: bool,
    pub workers: WorkersJson,
    pub buildings: Vec<BuildingJson<'a>>,
    pub techniques: Vec<&'static str>,
    pub techniques_used_this_turn: Vec<&'static str>,
    pub kept_tokens: Vec<u8>,
    pub bonuses_taken: u8,
    pub first_bonus: Option<BonusKind>,
}

/// Everything on the table: the part of the JSON every observer gets.
#[derive(Serialize)]
pub struct PublicJson<'a> {
    pub game: &'static str,
    pub cards: &'a str,
    pub turn: u8,
    pub turns: usize,
    pub period: String,
    pub over: bool,
    pub first_player: u8,
    pub to_act: Vec<Seat>,
    pub pending_bonus: bool,
    pub event: Option<EventJson<'a>>,
    pub future_event: Option<EventJson<'a>>,
    /// Spaces 1 to 9; `null` for an empty space.
    pub market: Vec<Option<MarketCardJson<'a>>>,
    pub slots: Vec<SlotJson<'a>>,
    pub decks_left: Decks<u8>,
    pub events_left: u8,
    pub token_reserve: u8,
    pub token_discard: Vec<u8>,
    pub discard: Vec<CardRef<'a>>,
    pub events_discarded: Vec<&'a str>,
    pub players: Vec<PlayerJson<'a>>,
    pub final_scores: Option<Vec<i32>>,
}

/// A view as JSON: the public part and who it was made for.
#[derive(Serialize)]
pub struct ViewJson<'a> {
    #[serde(flatten)]
    pub public: PublicJson<'a>,
    /// Who the view was made for: `{"seat": N}` or `"spectator"`.
    pub observer: Observer,
}

/// What nobody sees, in the full state only.
#[derive(Serialize)]
pub struct HiddenJson<'a> {
    /// The undealt cards of each deck, next first.
    pub decks: Decks<Vec<&'a str>>,
    /// The unrevealed events, next first.
    pub events: Vec<&'a str>,
    /// The face-down tokens, next drawn first.
    pub token_reserve: Vec<u8>,
}

/// The whole state as JSON, hidden piles included.
#[derive(Serialize)]
pub struct FullStateJson<'a> {
    #[serde(flatten)]
    pub public: PublicJson<'a>,
    pub hidden: HiddenJson<'a>,
    /// Every seat's final score with its parts, once the game is over.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub final_breakdown: Option<Vec<FinalScore>>,
}

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

fn powers(bits: u8) -> Vec<&'static str> {
    Power::ALL
        .iter()
        .filter(|w| bits & w.bit() != 0)
        .map(|w| w.name())
        .collect()
}

/// The public part, shared by views and the full state.
pub fn public_json<'a>(
    cards: &'a Components,
    p: &'a Public,
    deck_left: [u8; 3],
    events_left: u8,
    reserve: u8,
) -> PublicJson<'a> {
    let card_ref = |c: CardId| {
        let k = cards.card(c);
        CardRef {
            id: &k.id,
            name: &k.name,
        }
    };
    let event = |e: Option<EventId>, token: Option<u8>| {
        e.map(|e| {
            let ev = cards.event(e);
            EventJson {
                id: &ev.id,
                name: &ev.name,
                token,
            }
        })
    };
    let market = (0..SPACES)
        .map(|pos| {
            p.market.cards[pos].map(|c| {
                let k = cards.card(c);
                MarketCardJson {
                    space: pos + 1,
                    id: &k.id,
                    name: &k.name,
                    kind: k.kind,
                    price: k.price,
                    tokens: token_list(&p.market.tokens[pos]),
                    adjacent_workers: p.market.adjacent_workers(pos as u8),
                }
            })
        })
        .collect();
    let slots = (0..NUM_SLOTS)
        .map(|s| SlotJson {
            slot: slot_name(s as u8),
            workers: &p.market.workers[s][..p.players.len()],
        })
        .collect();
    let players = p
        .players
        .iter()
        .enumerate()
        .map(|(seat, pl)| PlayerJson {
            seat,
            money: pl.money,
            spyrium: pl.spyrium,
            score: pl.score,
            residence: ResidenceJson {
                space: pl.residence + 1,
                value: cards.rules.residence_track[pl.residence as usize],
            },
            phase: phase_name(pl.phase),
            event_used: pl.event_used,
            workers: WorkersJson {
                owned: pl.workers,
                active: pl.active,
                in_market: pl.in_market,
                used: pl.used(),
            },
            buildings: pl
                .buildings
                .iter()
                .enumerate()
                .map(|(i, &b)| {
                    let k = cards.card(b);
                    BuildingJson {
                        number: i + 1,
                        id: &k.id,
                        name: &k.name,
                        vp: k.vp,
                        symbols: k.symbol_letters(),
                        inclined: pl.is_inclined(i),
                    }
                })
                .collect(),
            techniques: powers(pl.techniques),
            techniques_used_this_turn: powers(pl.powers_used),
            kept_tokens: token_list(&pl.kept),
            bonuses_taken: pl.bonuses,
            first_bonus: pl.first_bonus,
        })
        .collect();
    let turns = cards.turns();
    PublicJson {
        game: "spyrium",
        cards: &cards.id,
        turn: p.turn.min(turns as u8),
        turns,
        period: format!("{:?}", cards.period_of_turn(p.turn as usize)),
        over: p.over,
        first_player: p.first_player,
        to_act: if p.over {
            vec![]
        } else {
            vec![p.current as usize]
        },
        pending_bonus: p.pending_bonus,
        event: event(p.event, p.event_token),
        future_event: event(p.future_event, p.future_token),
        market,
        slots,
        decks_left: Decks {
            a: deck_left[0],
            b: deck_left[1],
            c: deck_left[2],
        },
        events_left,
        token_reserve: reserve,
        token_discard: token_list(&p.token_discard),
        discard: p.discard.iter().map(|&c| card_ref(c)).collect(),
        events_discarded: p
            .events_discarded
            .iter()
            .map(|&e| cards.event(e).id.as_str())
            .collect(),
        players,
        final_scores: p.final_scores.as_ref().map(|s| s.to_vec()),
    }
}

impl View {
    /// The view in its JSON structure.
    pub fn json(&self) -> ViewJson<'_> {
        ViewJson {
            public: public_json(
                &self.cards,
                &self.public,
                self.deck_left,
                self.events_left,
                self.reserve,
            ),
            observer: self.observer,
        }
    }

    pub fn to_json(&self) -> serde_json::Value {
        serde_json::to_value(self.json()).expect("a view always serializes")
    }
}

impl Serialize for View {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.json().serialize(s)
    }
}

impl Spyrium {
    /// The whole state in its JSON structure, hidden piles included. Never for a
    /// player.
    pub fn full_state(&self) -> FullStateJson<'_> {
        let d = self.deck_left();
        let deck = |k: usize| -> Vec<&str> {
            self.h.piles.deck(k)[self.p.deck_drawn[k] as usize..]
                .iter()
                .map(|&c| self.cards.card(c).id.as_str())
                .collect()
        };
        let mut reserve: Vec<u8> = self.h.reserve.as_slice().to_vec();
        reserve.reverse();
        FullStateJson {
            public: public_json(
                &self.cards,
                &self.p,
                [d[0] as u8, d[1] as u8, d[2] as u8],
                self.events_left() as u8,
                self.reserve_len() as u8,
            ),
            hidden: HiddenJson {
                decks: Decks {
                    a: deck(0),
                    b: deck(1),
                    c: deck(2),
                },
                events: self.h.piles.events()[self.p.events_revealed as usize..]
                    .iter()
                    .map(|&e| self.cards.event(e).id.as_str())
                    .collect(),
                token_reserve: reserve,
            },
            final_breakdown: self.p.over.then(|| {
                (0..self.num_players())
                    .map(|s| self.final_score(s))
                    .collect()
            }),
        }
    }

    /// The whole state as JSON, hidden piles included (for `gaslamp replay` without
    /// `--seat`, debugging and golden files). Never send this to a player.
    pub fn full_state_json(&self) -> serde_json::Value {
        serde_json::to_value(self.full_state()).expect("a state always serializes")
    }
}
