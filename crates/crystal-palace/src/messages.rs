//! What the game says, as data ([`gaslamp_core::Message`]): the parts every message
//! is made of (the things of the game by name, amounts, effects and costs, lists),
//! and each event as a message ([`CrystalPalace::event_message`]). A sentence is
//! made from a message only at the edge, for one reader ([`gaslamp_core::Reader`]):
//! "you" for the reader's own seat, every other seat by its name, in the reader's
//! language, with the words of `locales/*/crystal-palace.ftl` ([`crate::texts::TEXTS`]).
//!
//! Amounts have no sign: a payment is said "pay £2", a loss "lose 1 VP". A named
//! thing of the component file is [`Value::Name`] (its words the Fluent message
//! `KIND-ID`) when the files know it under the data's name, else the data's name as
//! [`Value::Text`] (a custom component file).

use crate::components::{Components, Location};
use crate::effects::{Atom, Cost, Count, Effect, Stack};
use crate::events::Event;
use crate::state::CrystalPalace;
use crate::texts::{Kind, TEXTS};
use gaslamp_core::i18n::Lang;
use gaslamp_core::message::{Message, Value};
use gaslamp_core::Seat;

/// The kinds of named things whose words are the Fluent message `KIND-ID`.
pub mod kind {
    /// A location's title (`location-patent-office`).
    pub const LOCATION: &str = "location";
    /// A location after "at" (`location-at-patent-office`: "at the Patent Office").
    pub const LOCATION_AT: &str = "location-at";
    /// A location after "on" (where a die is placed).
    pub const LOCATION_ON: &str = "location-on";
    /// A location after "of" (`location-of-patent-office`: "of the Patent Office").
    pub const LOCATION_OF: &str = "location-of";
    /// A location as the subject of a sentence (`location-the-patent-office`: "the
    /// Patent Office").
    pub const LOCATION_THE: &str = "location-the";
    /// A round's name (`round-name-1`: "Spring 1849").
    pub const ROUND: &str = "round-name";
    /// A phase's name (`phase-name-3`).
    pub const PHASE: &str = "phase-name";
    /// Where an effect to choose from comes from (`source-flyer`).
    pub const SOURCE: &str = "source";
}

/// A location's id in the messages (`patent-office`).
pub fn location_id(loc: Location) -> &'static str {
    match loc {
        Location::PatentOffice => "patent-office",
        Location::BritishMuseum => "british-museum",
        Location::BankOfEngland => "bank-of-england",
        Location::Westminster => "westminster",
        Location::ReformClub => "reform-club",
        Location::LondonTimes => "london-times",
        Location::PortOfLondon => "port-of-london",
        Location::WaterlooStation => "waterloo-station",
    }
}

/// A location as a named thing of kind `kind` (see [`kind`]).
pub fn location(kind: &'static str, loc: Location) -> Value {
    Value::Name {
        kind: kind.into(),
        id: location_id(loc).into(),
    }
}

/// A component by name: [`Value::Name`] when the files know `KIND-ID` and its
/// English words are the data's name, else the data's name as it is.
pub fn component(kind: Kind, id: &str, data_name: &str) -> Value {
    let message = format!("{}-{id}", kind.prefix());
    if TEXTS.has(Lang::EN, &message) && TEXTS.tr_in(Lang::EN, &message, &[]) == data_name {
        Value::Name {
            kind: kind.prefix().into(),
            id: id.to_string().into(),
        }
    } else {
        Value::Text(data_name.to_string())
    }
}

/// A patent's (or its prototype's) name.
pub fn patent(c: &Components, i: usize) -> Value {
    let x = &c.patents[i];
    component(Kind::Patent, &x.id, &x.name)
}

/// A character's name.
pub fn character(c: &Components, i: usize) -> Value {
    let x = &c.characters[i];
    component(Kind::Character, &x.id, &x.name)
}

/// A research tile's name.
pub fn tile(c: &Components, i: usize) -> Value {
    let x = &c.tiles[i];
    component(Kind::Tile, &x.id, &x.name)
}

/// Where an effect comes from, as stored in a pending choice (English: "a flyer",
/// a location's title, a card's data name).
pub fn source(c: &Components, source: &str) -> Value {
    let fixed = [
        ("a green bonus", "green-bonus"),
        ("a flyer", "flyer"),
        ("a poster", "poster"),
        ("an action space", "action-space"),
    ];
    if let Some((_, id)) = fixed.iter().find(|(s, _)| *s == source) {
        return Value::Name {
            kind: kind::SOURCE.into(),
            id: (*id).into(),
        };
    }
    if let Some(loc) = Location::ALL.into_iter().find(|l| l.title() == source) {
        return location(kind::LOCATION, loc);
    }
    if let Some(i) = c.patents.iter().position(|x| x.name == source) {
        return patent(c, i);
    }
    if let Some(i) = c.characters.iter().position(|x| x.name == source) {
        return character(c, i);
    }
    if let Some(i) = c.tiles.iter().position(|x| x.name == source) {
        return tile(c, i);
    }
    Value::Text(source.to_string())
}

/// `n` of `resource` (`money`, `gear`, `energy`, `newspaper`, `income`, `vp`,
/// `buzz`), whose words are the message `amount-RESOURCE`.
pub fn amount(resource: &'static str, n: i32) -> Value {
    Value::Amount {
        resource: resource.into(),
        n: n.unsigned_abs(),
    }
}

/// Items said one after the other: "a, b and c" (`list-and`), or `empty` for none.
pub fn list_and(items: Vec<Message>, empty: Message) -> Message {
    list(items, empty, "list-and", "list-and-more")
}

/// Alternatives: "a, b or c" (`list-or`; in French "a, soit b, soit c").
pub fn list_or(items: Vec<Message>, empty: Message) -> Message {
    list(items, empty, "list-or", "list-or-more")
}

/// Items each with its own list inside: "a: 1 and 2; b: 3" (`list-semicolon`).
pub fn list_semicolons(items: Vec<Message>, empty: Message) -> Message {
    list(items, empty, "list-semicolon", "list-semicolon")
}

/// `items` joined from the end: the message `last` joins the last two, `more`
/// each item before them to the rest ("a" `more` "b" `last` "c").
fn list(
    mut items: Vec<Message>,
    empty: Message,
    last: &'static str,
    more: &'static str,
) -> Message {
    let Some(mut out) = items.pop() else {
        return empty;
    };
    let mut id = last;
    while let Some(item) = items.pop() {
        out = Message::new(id).message("first", item).message("rest", out);
        id = more;
    }
    out
}

/// A number as a message (an item of a list of dice).
pub fn number(n: impl Into<i64>) -> Message {
    Message::new("number").number("n", n)
}

/// Dice values, in order: "6, 5 and 2".
pub fn dice(values: &[u8]) -> Message {
    list_and(
        values.iter().map(|&v| number(v)).collect(),
        Message::new("effect-none"),
    )
}

/// Dice values in a row, as the dice lie: "6 5 2" (within a list of seats, where
/// "and" would be ambiguous).
pub fn dice_row(values: &[u8]) -> Message {
    list(
        values.iter().map(|&v| number(v)).collect(),
        Message::new("effect-none"),
        "dice-row",
        "dice-row",
    )
}

fn gain_or_pay(resource: &'static str, n: i32, pay: &'static str) -> Message {
    let id = if n >= 0 { "effect-gain" } else { pay };
    Message::new(id).arg("amount", amount(resource, n))
}

/// What a count counts, for `n` of them ("prototype", "2 newspapers").
fn count(count: Count, n: i32) -> Message {
    Message::new(format!("count-{}", count.name())).number("n", n)
}

/// One step of an effect: "£2", "pay £2", "2 gears", "a die", "1 VP per 2
/// newspapers".
pub fn atom(atom: &Atom) -> Message {
    match *atom {
        Atom::Money { n } => gain_or_pay("money", n, "effect-pay"),
        Atom::Gear { n } => gain_or_pay("gear", n, "effect-pay"),
        Atom::Energy { n } => gain_or_pay("energy", n, "effect-pay"),
        Atom::Newspaper { n } => gain_or_pay("newspaper", n, "effect-pay"),
        Atom::Income { n } => gain_or_pay("income", n, "effect-lose"),
        Atom::Vp { n } => gain_or_pay("vp", n, "effect-lose"),
        Atom::Buzz { n } => gain_or_pay("buzz", n, "effect-lose"),
        Atom::Westminster { n } => Message::new("effect-westminster").number("n", n),
        Atom::Assistant { n, free_first } => Message::new(if free_first {
            "effect-assistant-free"
        } else {
            "effect-assistant"
        })
        .number("n", n),
        Atom::Die { n } => Message::new("effect-die").number("n", n),
        Atom::Green { n } => Message::new("effect-green").number("n", n),
        Atom::Objective => Message::new("effect-objective"),
        Atom::Violet { stack: Stack::Blue } => Message::new("effect-violet-blue"),
        Atom::Violet {
            stack: Stack::Orange,
        } => Message::new("effect-violet-orange"),
        Atom::Watch => Message::new("effect-watch"),
        Atom::Ticket => Message::new("effect-ticket"),
        Atom::VpPer { count: c, per, n } => Message::new("effect-per")
            .message("effect", gain_or_pay("vp", n, "effect-lose"))
            .number("per", per)
            .message("count", count(c, per)),
        Atom::MoneyPer { count: c, per, n } => Message::new("effect-per")
            .message("effect", gain_or_pay("money", n, "effect-pay"))
            .number("per", per)
            .message("count", count(c, per)),
    }
}

/// One alternative of an effect: its steps in order.
pub fn atoms(atoms: &[Atom]) -> Message {
    list_and(
        atoms.iter().map(atom).collect(),
        Message::new("effect-none"),
    )
}

/// An effect: its steps, or its alternatives ("either £2 or 1 gear").
pub fn effect(effect: &Effect) -> Message {
    match effect.alternatives.as_slice() {
        [] => Message::new("effect-none"),
        [one] => atoms(one),
        alternatives => Message::new("effect-either").message(
            "alternatives",
            list_or(
                alternatives.iter().map(|a| atoms(a)).collect(),
                Message::new("effect-none"),
            ),
        ),
    }
}

/// A cost: "£3 and 2 gears", "free".
pub fn cost(cost: &Cost) -> Message {
    let parts = [
        ("money", cost.money),
        ("gear", cost.gears),
        ("energy", cost.energy),
        ("newspaper", cost.newspapers),
    ];
    list_and(
        parts
            .iter()
            .filter(|(_, n)| *n > 0)
            .map(|&(r, n)| Message::new("effect-gain").arg("amount", amount(r, n)))
            .collect(),
        Message::new("cost-free"),
    )
}

/// A message about `who` (the argument every log line has).
pub fn about(id: &'static str, who: Seat) -> Message {
    Message::new(id).seat("who", who)
}

impl CrystalPalace {
    /// One event as a message, for any reader (the edge says it to one reader, after
    /// [`gaslamp_core::Game::filter_event`] has kept from that reader what it may not
    /// see); `None`: nothing worth a line.
    pub fn event_message(&self, event: &Event) -> Option<Message> {
        Some(match event {
            Event::Committed {
                seat,
                dice: d,
                extra,
            } => match d {
                Some(values) => {
                    let m = about(
                        if *extra == Some(true) {
                            "log-committed-extra"
                        } else {
                            "log-committed"
                        },
                        *seat,
                    )
                    .message("dice", dice(values));
                    if *extra == Some(true) {
                        m.arg(
                            "newspapers",
                            amount(
                                "newspaper",
                                i32::from(self.components().rules.newspapers_for_die),
                            ),
                        )
                    } else {
                        m
                    }
                }
                None => about("log-committed-secret", *seat),
            },
            Event::Revealed {
                dice: all,
                start,
                newspapers,
            } => {
                let each = all
                    .iter()
                    .enumerate()
                    .map(|(s, d)| {
                        about("log-revealed-seat", s)
                            .message("dice", dice_row(d))
                            .number("total", d.iter().map(|&x| i64::from(x)).sum::<i64>())
                    })
                    .collect();
                Message::new(if newspapers.is_empty() {
                    "log-revealed"
                } else {
                    "log-revealed-newspapers"
                })
                .message("dice", list_semicolons(each, Message::new("effect-none")))
                .seat("start", *start)
                .seats("newspapers", newspapers.clone())
            }
            Event::Acted { message, .. } | Event::Note { message, .. } => message.clone(),
            Event::Phase { round, phase } => Message::new("log-phase")
                .number("round", *round)
                .number("phase", *phase)
                .name("name", kind::PHASE, phase.clamp(&1, &7).to_string()),
            Event::GameOver { scores } => Message::new("log-game-over").message(
                "scores",
                list_and(
                    scores
                        .iter()
                        .enumerate()
                        .map(|(s, &vp)| {
                            // Amounts have no sign: a score below zero is said
                            // "minus 3 VP" by its own message.
                            let id = if vp < 0 {
                                "log-score-negative"
                            } else {
                                "log-score"
                            };
                            about(id, s).arg("vp", amount("vp", vp))
                        })
                        .collect(),
                    Message::new("effect-none"),
                ),
            ),
        })
    }
}
