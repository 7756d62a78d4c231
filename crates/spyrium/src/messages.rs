//! Spyrium's events and actions as messages ([`gaslamp_core::Message`]): a Fluent id
//! of `locales/*/spyrium.ftl` with typed arguments (a seat, an amount of a resource, a card,
//! an event or a place by its id), made into a sentence only at the edge, for one
//! reader ([`gaslamp_core::Reader`]): "you" for the reader's own seat, every other
//! seat by its name, in the reader's language.
//!
//! - [`Spyrium::event_message`] (and [`event_message`]): an event as a log line;
//! - [`Spyrium::action_message`]: a legal action as its seat's menu shows it,
//!   imperative, with what it pays and gains;
//! - [`Spyrium::acted_message`]: the same action told afterwards to everyone ("Ada
//!   calls upon the Geologist"); the `Acted` event carries it, made from the position
//!   the action was played in (the market changes with the action).
//!
//! An action is told from one description (`Told`) in both forms: its kind's pair of
//! messages (`action-…` for the menu, `acted-…` with `$who` for the log), its
//! arguments, and its details (`detail-…`: the token taken, Commerce, Lobbying, where
//! a building goes, the residence choice, the workers a building needs, …) in
//! `$details`.

use crate::actions::*;
use crate::cards::CardKind;
use crate::market::{Pos, Slot, SLOT_SPACES};
use crate::state::Spyrium;
use crate::texts::{card_value, event_value};
use crate::Event;
use gaslamp_core::{Game, Message, Seat, Value};
use std::borrow::Cow;

fn amount(resource: &'static str, n: u32) -> Value {
    Value::Amount {
        resource: Cow::Borrowed(resource),
        n,
    }
}

fn inner(message: Message) -> Value {
    Value::Message(Box::new(message))
}

/// Values listed with `join` between the last two and `list-comma` before: "a, b
/// and c" with `list-two`, "a, b, c" with `list-comma`.
fn list(mut items: Vec<Value>, join: &'static str) -> Option<Value> {
    let mut out = items.pop()?;
    let mut id = join;
    while let Some(item) = items.pop() {
        out = inner(Message::new(id).arg("a", item).arg("b", out));
        id = "list-comma";
    }
    Some(out)
}

/// The seat's resources that went down (paid) and up (gained), as amounts without a
/// sign, in the order money, Spyrium, VP, workers, residence track.
fn paid_and_gained(changes: [i64; 5]) -> (Vec<Value>, Vec<Value>) {
    const RESOURCES: [&str; 5] = ["money", "spyrium", "vp", "workers", "residence"];
    let mut paid = Vec::new();
    let mut gained = Vec::new();
    for (n, resource) in changes.into_iter().zip(RESOURCES) {
        let a = amount(resource, n.unsigned_abs().min(u32::MAX as u64) as u32);
        match n.signum() {
            -1 => paid.push(a),
            1 => gained.push(a),
            _ => {}
        }
    }
    (paid, gained)
}

/// One of the three messages `[pay, gain, pay-and-gain]` with `$paid` and `$gained`
/// (and `$paid-count`, for the comma after a list: "pay £1 and 1 Spyrium, and gain 3
/// VP"); `None` when nothing changed.
fn pay_gain(ids: [&'static str; 3], changes: [i64; 5]) -> Option<Message> {
    let (paid, gained) = paid_and_gained(changes);
    let count = paid.len();
    let (paid, gained) = (list(paid, "list-two"), list(gained, "list-two"));
    let id = match (&paid, &gained) {
        (None, None) => return None,
        (Some(_), None) => ids[0],
        (None, Some(_)) => ids[1],
        (Some(_), Some(_)) => ids[2],
    };
    let mut m = Message::new(id);
    if let Some(p) = paid {
        m = m.arg("paid", p).number("paid-count", count as i64);
    }
    if let Some(g) = gained {
        m = m.arg("gained", g);
    }
    Some(m)
}

/// An event as a log line; `None` for events not worth a line. Everything an event
/// says is on the table for everyone.
pub fn event_message(event: &Event) -> Option<Message> {
    Some(match event {
        Event::Acted { message, .. } => message.clone(),
        Event::Changed {
            seat,
            money,
            spyrium,
            score,
            workers,
            residence,
        } => pay_gain(
            ["changed-pay", "changed-gain", "changed-pay-gain"],
            [*money, *spyrium, *score, *workers, *residence],
        )?
        .seat("who", *seat),
        Event::TurnStarted { turn } => Message::new("log-turn-begins").number("turn", *turn),
        Event::GameOver { scores } => {
            let vp = |s: i32| amount("vp", s.max(0) as u32);
            let best = scores.iter().copied().max()?;
            let winners = (0..scores.len()).filter(|&s| scores[s] == best).collect();
            let each = scores
                .iter()
                .enumerate()
                .map(|(seat, &s)| {
                    inner(Message::new("log-score").seat("who", seat).arg("vp", vp(s)))
                })
                .collect();
            Message::new("log-game-over")
                .seats("winners", winners)
                .arg("best", vp(best))
                .arg("scores", list(each, "list-comma")?)
        }
    })
}

/// An action as both its forms tell it: the pair of message ids of its kind
/// (`action-…`, `acted-…`), its arguments, and its details in order.
struct Told {
    ids: (&'static str, &'static str),
    args: Message,
    details: Vec<Message>,
}

impl Told {
    fn new(ids: (&'static str, &'static str)) -> Told {
        Told {
            ids,
            args: Message::new(""),
            details: Vec::new(),
        }
    }

    fn arg(mut self, name: &'static str, value: Value) -> Told {
        self.args = self.args.arg(name, value);
        self
    }

    fn detail(&mut self, detail: Message) {
        self.details.push(detail);
    }

    /// The menu's form: `action-…`, imperative.
    fn menu(self) -> Message {
        let id = self.ids.0;
        self.message(id)
    }

    /// The log's form: `acted-…`, told of `seat`.
    fn log(self, seat: Seat) -> Message {
        let id = self.ids.1;
        self.message(id).seat("who", seat)
    }

    /// The message `id` with the arguments and `$details`: ", d1, d2" or nothing.
    fn message(self, id: &'static str) -> Message {
        let details = self.details.into_iter().map(inner).collect();
        let details = match list(details, "list-comma") {
            Some(l) => Message::new("detail-list").arg("list", l),
            None => Message::new("detail-none"),
        };
        let mut m = self.args.message("details", details);
        m.id = Cow::Borrowed(id);
        m
    }
}

impl Spyrium {
    /// An event as a log line (see [`event_message`]); `None` for events not worth a
    /// line.
    pub fn event_message(&self, event: &Event) -> Option<Message> {
        event_message(event)
    }

    /// The one-line description of a legal action for `seat`'s menu, imperative
    /// ("call upon Geologist: pay £1 and gain 2 Spyrium"), with what it pays and gains.
    /// An action that is not legal here is described without them.
    pub fn action_message(&self, seat: Seat, action: &Action) -> Message {
        let told = self.told(seat, action).menu();
        match self.outcome(seat, action) {
            Some(outcome) => Message::new("with-outcome")
                .message("action", told)
                .message("outcome", outcome),
            None => told,
        }
    }

    /// `seat`'s action told afterwards, to every reader ("Ada calls upon Geologist");
    /// made from the position the action is played in.
    pub fn acted_message(&self, seat: Seat, action: &Action) -> Message {
        self.told(seat, action).log(seat)
    }

    /// What a legal action pays and gains for its seat, found by playing it on a copy
    /// (the rules decide, with every technique and bonus): `None` for a pass (which
    /// can end the turn and draw what nobody sees), for an action that is not legal,
    /// and for one that changes nothing; Gain money says its £0. The residence track
    /// is left out: the action's details say the residence choice.
    fn outcome(&self, seat: Seat, action: &Action) -> Option<Message> {
        if *action == Action::Pass || self.check(seat, action).is_err() {
            return None;
        }
        let mut after = self.clone();
        after.apply_action(seat, action);
        if after.p.turn != self.p.turn {
            return None;
        }
        let [money, spyrium, score, workers, _] = self.player(seat).changes_to(after.player(seat));
        let changes = [money, spyrium, score, workers, 0];
        match action {
            Action::GainMoney { .. } if changes == [0; 5] => {
                Some(Message::new("outcome-gain").arg("gained", amount("money", 0)))
            }
            _ => pay_gain(["outcome-pay", "outcome-gain", "outcome-pay-gain"], changes),
        }
    }

    /// The card or empty space on market space `pos`: its name, with where it lies
    /// when another card of the market has the same name ("University I (top
    /// left)"), or "an empty space (left)".
    pub fn space_message(&self, pos: Pos) -> Message {
        let m = &self.p.market;
        let Some(place) = SPACE_PLACES.get(pos as usize) else {
            return Message::new("space-does-not-exist").number("space", u32::from(pos) + 1);
        };
        let place = Value::Name {
            kind: Cow::Borrowed("place"),
            id: Cow::Borrowed(place),
        };
        match m.cards[pos as usize] {
            Some(c) => {
                let card = self.cards.card(c);
                let twin = m.cards.iter().enumerate().any(|(i, o)| {
                    i != pos as usize && o.is_some_and(|o| self.cards.card(o).name == card.name)
                });
                if twin {
                    Message::new("space-card-place")
                        .arg("card", card_value(card))
                        .arg("place", place)
                } else {
                    Message::new("space-card").arg("card", card_value(card))
                }
            }
            None => Message::new("space-empty").arg("place", place),
        }
    }

    /// A slot as the board shows it: "the slot between A and B" (the notation's slot
    /// codes are not on the board a person sees).
    pub fn slot_message(&self, slot: Slot) -> Message {
        match SLOT_SPACES.get(slot as usize) {
            Some(&(a, b)) => Message::new("slot-between")
                .message("a", self.space_message(a))
                .message("b", self.space_message(b)),
            None => Message::new("slot-does-not-exist"),
        }
    }

    /// The two spaces of `slot` as arguments `$a` and `$b`.
    fn between(&self, told: Told, slot: Slot) -> Told {
        let (a, b) = SLOT_SPACES
            .get(slot as usize)
            .map_or((Pos::MAX, Pos::MAX), |&s| s);
        told.arg("a", inner(self.space_message(a)))
            .arg("b", inner(self.space_message(b)))
    }

    /// Building `b` of `seat`'s neighbourhood by its card's name.
    fn building_value(&self, seat: Seat, b: u8) -> Value {
        match self.player(seat).buildings.get(b as usize) {
            Some(&c) => card_value(self.cards.card(c)),
            None => inner(Message::new("building-does-not-exist").number("number", b + 1)),
        }
    }

    /// The workers option `option` of building `b` needs (none with Automation on a
    /// Mine), as a detail; nothing when it needs none.
    fn workers_detail(&self, seat: Seat, b: u8, option: u8, told: &mut Told) {
        let Some(&c) = self.player(seat).buildings.get(b as usize) else {
            return;
        };
        let card = self.cards.card(c);
        if (option as usize) < card.uses.len() {
            let w = crate::techniques::workers_needed(self, seat, card, option as usize);
            if w > 0 {
                told.detail(Message::new("detail-workers").number("n", w));
            }
        }
    }

    fn residence_detail(residence: Option<ResidenceChoice>, told: &mut Told) {
        match residence {
            Some(ResidenceChoice::Move) => told.detail(Message::new("detail-residence-move")),
            Some(ResidenceChoice::Score) => told.detail(Message::new("detail-residence-score")),
            None => {}
        }
    }

    fn commerce_detail(commerce: Option<u8>, told: &mut Told) {
        if let Some(v) = commerce {
            told.detail(Message::new("detail-commerce").number("value", v));
        }
    }

    /// The one description both forms of an action are told from.
    fn told(&self, seat: Seat, action: &Action) -> Told {
        match action {
            Action::Place { slot } => {
                self.between(Told::new(("action-place", "acted-place")), *slot)
            }
            Action::GainMoney {
                slot,
                card: Some(p),
            } => self
                .between(Told::new(("action-money", "acted-money")), *slot)
                .arg("card", inner(self.space_message(*p))),
            Action::GainMoney { slot, card: None } => self.between(
                Told::new(("action-money-no-card", "acted-money-no-card")),
                *slot,
            ),
            Action::Activate(a) => self.told_activation(seat, a),
            Action::UseBuilding {
                building,
                option,
                taylorism,
            } => {
                let mut told = Told::new(("action-use", "acted-use"))
                    .arg("card", self.building_value(seat, *building));
                self.workers_detail(seat, *building, *option, &mut told);
                if *taylorism {
                    told.detail(Message::new("detail-taylorism"));
                }
                told
            }
            Action::Event {
                begin_activation,
                choice,
            } => {
                let event = match self.p.event {
                    Some(e) => event_value(self.cards.event(e)),
                    None => inner(Message::new("no-event-card")),
                };
                let mut told = match choice {
                    EventChoice::Windfall { gain, commerce } => {
                        let what = match gain {
                            Gain::Money => "money",
                            Gain::Spyrium => "spyrium",
                            Gain::Vp => "vp",
                        };
                        let mut told = Told::new(("action-windfall", "acted-windfall")).arg(
                            "what",
                            Value::Name {
                                kind: Cow::Borrowed("resource"),
                                id: Cow::Borrowed(what),
                            },
                        );
                        Self::commerce_detail(*commerce, &mut told);
                        told
                    }
                    EventChoice::Option { residence, .. } => {
                        let mut told = Told::new(("action-event", "acted-event"));
                        Self::residence_detail(*residence, &mut told);
                        told
                    }
                    EventChoice::Overtime { building, option } => {
                        let mut told = Told::new(("action-overtime", "acted-overtime"))
                            .arg("card", self.building_value(seat, *building));
                        self.workers_detail(seat, *building, *option, &mut told);
                        told
                    }
                    EventChoice::Recruitment => Told::new(("action-event", "acted-event")),
                    EventChoice::LatePlacement { slot } => self.between(
                        Told::new(("action-late-placement", "acted-late-placement")),
                        *slot,
                    ),
                };
                told = told.arg("event", event);
                if *begin_activation {
                    told.details.insert(0, Message::new("detail-phase-two"));
                }
                told
            }
            Action::Pass => Told::new(("action-pass", "acted-pass")),
            Action::Bonus {
                bonus: BonusKind::Worker,
            } => Told::new(("action-bonus-worker", "acted-bonus-worker")),
            Action::Bonus {
                bonus: BonusKind::Money,
            } => Told::new(("action-bonus-money", "acted-bonus-money")),
        }
    }

    /// An activation: call upon a character, construct a building, patent a
    /// technique, with where the building goes, the token, Commerce, Lobbying and the
    /// residence choice.
    fn told_activation(&self, seat: Seat, a: &Activation) -> Told {
        let card = self
            .p
            .market
            .cards
            .get(a.card as usize)
            .copied()
            .flatten()
            .map(|c| self.cards.card(c));
        let ids = match card.map(|c| c.kind) {
            Some(CardKind::Character) => ("action-call-upon", "acted-call-upon"),
            Some(CardKind::Building) => ("action-construct", "acted-construct"),
            Some(CardKind::Technique) => ("action-patent", "acted-patent"),
            None => ("action-activate", "acted-activate"),
        };
        let mut told = Told::new(ids).arg("card", inner(self.space_message(a.card)));
        match a.placement {
            Some(Placement::NewSpace) => told.detail(Message::new("detail-new-space")),
            Some(Placement::Replace(i)) => told
                .detail(Message::new("detail-replacing").arg("card", self.building_value(seat, i))),
            None => {}
        }
        if let Some(v) = a.token {
            told.detail(Message::new("detail-token").number("value", v));
        }
        Self::commerce_detail(a.commerce, &mut told);
        if a.lobbying {
            told.detail(Message::new("detail-lobbying"));
        }
        Self::residence_detail(a.residence, &mut told);
        told
    }
}

/// Where each market space lies on the 3×3 board, in reading order (the ids of the
/// messages `place-…`).
const SPACE_PLACES: [&str; 9] = [
    "top-left",
    "top",
    "top-right",
    "left",
    "centre",
    "right",
    "bottom-left",
    "bottom",
    "bottom-right",
];
