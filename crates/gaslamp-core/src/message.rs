//! What a game says, as data: a [`Message`] is a Fluent message id with typed
//! arguments (a seat is a seat, an amount is an amount of a resource, a card or a
//! place is its id), and a sentence is made from it only at the edge, for one
//! [`Reader`]: in the reader's language, "you" for the reader's own seat and every
//! other seat by its name.
//!
//! An engine builds messages and never sentences; the server (per connection), the
//! terminal, the Python API and the page each say a message to their reader with
//! the same Fluent files. The JSON form ([`Message`]'s `Serialize`) is what the page
//! reads: `{"id": "took-card", "args": {"who": {"seat": 1}, "cost": {"amount":
//! {"resource": "money", "n": 2}}}}`.
//!
//! # What a Fluent message receives
//!
//! Each argument `x` of a message becomes one or more Fluent variables:
//!
//! | argument | `$x` | also |
//! |---|---|---|
//! | [`Value::Seat`] | "you" (the shared message `you`) for the reader's seat, else the seat's name | `$x-you`: `yes` or `no` |
//! | [`Value::Seats`] | the seats listed ("Ada and you"; the shared `nobody` when empty) | `$x-you`: `yes` if the reader is among them; `$x-count`: how many |
//! | [`Value::Number`] | the number | |
//! | [`Value::Amount`] | the game's message `amount-RESOURCE` with `$n` ("£2") | `$x-n`: the number, for plurals |
//! | [`Value::Name`] | the game's message `KIND-ID` (`card-s1a`: the card's name) | |
//! | [`Value::Message`] | the inner message said to the same reader | |
//! | [`Value::List`] | the inner messages said and listed ("a, b and c"; the shared `nobody` when empty) | `$x-count`: how many |
//! | [`Value::Text`] | the text as it is (words from data, such as a custom card file's name) | |
//!
//! So a sentence chooses its own form for the reader: `{ $who-you -> [yes] You take
//! { $card } *[no] { $who } takes { $card } }`. Amounts have no sign: a message says
//! "pays" or "gains", never "£-2".

use crate::i18n::{Lang, Texts, SHARED};
use crate::Seat;
use fluent_bundle::FluentValue;
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::collections::BTreeMap;

/// A message id with its arguments: what happened, what an action does, why it is
/// refused, as data.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Message {
    /// The Fluent message id, in the game's files or the shared ones.
    pub id: Cow<'static, str>,
    /// The arguments by name.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub args: BTreeMap<Cow<'static, str>, Value>,
}

/// One argument of a message: the thing it is, not its words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Value {
    /// A seat: "you" to its own reader, its name to everyone else.
    Seat(Seat),
    /// Several seats, in order.
    Seats(Vec<Seat>),
    /// A number (a count, a round, a die's value).
    Number(i64),
    /// An amount of a resource (money, a kind of goods, victory points), without a
    /// sign: the message says which way it goes.
    Amount { resource: Cow<'static, str>, n: u32 },
    /// A thing of the game named by its id: a card, a place, a phase. Its words are
    /// the game's message `KIND-ID`.
    Name {
        kind: Cow<'static, str>,
        id: Cow<'static, str>,
    },
    /// A message within the message (an effect within an action's description).
    Message(Box<Message>),
    /// Several messages, listed in order (each seat's bid, each effect of a card).
    List(Vec<Message>),
    /// Words that come from data, not from the engine (a custom card file's name).
    Text(String),
}

impl Message {
    /// The message `id` with no arguments yet.
    pub fn new(id: impl Into<Cow<'static, str>>) -> Message {
        Message {
            id: id.into(),
            args: BTreeMap::new(),
        }
    }

    /// With argument `name` set to `value`.
    pub fn arg(mut self, name: &'static str, value: Value) -> Message {
        self.args.insert(Cow::Borrowed(name), value);
        self
    }

    /// With argument `name`: seat `seat`.
    pub fn seat(self, name: &'static str, seat: Seat) -> Message {
        self.arg(name, Value::Seat(seat))
    }

    /// With argument `name`: the seats `seats`.
    pub fn seats(self, name: &'static str, seats: Vec<Seat>) -> Message {
        self.arg(name, Value::Seats(seats))
    }

    /// With argument `name`: the number `n`.
    pub fn number(self, name: &'static str, n: impl Into<i64>) -> Message {
        self.arg(name, Value::Number(n.into()))
    }

    /// With argument `name`: `n` of `resource`.
    pub fn amount(self, name: &'static str, resource: &'static str, n: u32) -> Message {
        self.arg(
            name,
            Value::Amount {
                resource: Cow::Borrowed(resource),
                n,
            },
        )
    }

    /// With argument `name`: the thing `id` of kind `kind` (its words: `KIND-ID`).
    pub fn name(
        self,
        name: &'static str,
        kind: &'static str,
        id: impl Into<Cow<'static, str>>,
    ) -> Message {
        self.arg(
            name,
            Value::Name {
                kind: Cow::Borrowed(kind),
                id: id.into(),
            },
        )
    }

    /// With argument `name`: the message `inner`.
    pub fn message(self, name: &'static str, inner: Message) -> Message {
        self.arg(name, Value::Message(Box::new(inner)))
    }

    /// With argument `name`: the messages `items`, listed.
    pub fn list(self, name: &'static str, items: Vec<Message>) -> Message {
        self.arg(name, Value::List(items))
    }
}

/// Who a message is said to: their language, their seat (none for a spectator) and
/// the name of every seat as the table shows it (a seat without one, or beyond the
/// list, is "player N").
#[derive(Clone, Copy, Debug)]
pub struct Reader<'a> {
    pub lang: Lang,
    pub seat: Option<Seat>,
    pub names: &'a [Option<String>],
}

/// A name put into a sentence: isolated (Unicode's first-strong isolate and its pop,
/// as Fluent isolates its arguments), so that a name written right to left cannot
/// reorder the sentence around it.
pub fn isolated(name: &str) -> String {
    format!("\u{2068}{name}\u{2069}")
}

impl Reader<'_> {
    /// `message` as a sentence for this reader, with the words of `texts` (a game's
    /// files; an id they lack is looked up in the shared ones). An id found nowhere
    /// is written as itself: [`Reader::missing`] finds those.
    pub fn say(&self, texts: &Texts, message: &Message) -> String {
        let mut args: Vec<(String, FluentValue<'static>)> = Vec::new();
        for (name, value) in &message.args {
            self.fluent_args(texts, name, value, &mut args);
        }
        let args: Vec<(&str, FluentValue<'_>)> =
            args.iter().map(|(k, v)| (k.as_str(), v.clone())).collect();
        self.word(texts, &message.id, &args)
    }

    /// The ids `message` uses (with those of its amounts, names and inner messages)
    /// that neither `texts` nor the shared files hold in this reader's language.
    pub fn missing(&self, texts: &Texts, message: &Message) -> Vec<String> {
        let mut out = Vec::new();
        self.collect_missing(texts, message, &mut out);
        out
    }

    fn collect_missing(&self, texts: &Texts, message: &Message, out: &mut Vec<String>) {
        let mut need = |id: String| {
            if !texts.has(self.lang, &id) && !SHARED.has(self.lang, &id) {
                out.push(id);
            }
        };
        need(message.id.to_string());
        let mut inner = Vec::new();
        for value in message.args.values() {
            match value {
                Value::Amount { resource, .. } => need(format!("amount-{resource}")),
                Value::Name { kind, id } => need(format!("{kind}-{id}")),
                Value::Message(m) => inner.push(&**m),
                Value::List(items) => inner.extend(items),
                _ => {}
            }
        }
        for m in inner {
            self.collect_missing(texts, m, out);
        }
    }

    /// The words of `id`: from `texts` if it has them, else the shared files.
    fn word(&self, texts: &Texts, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        let lang = self.lang;
        if texts.has(lang, id) || texts.has(Lang::EN, id) || !SHARED.has(Lang::EN, id) {
            texts.tr_in(lang, id, args)
        } else {
            SHARED.tr_in(lang, id, args)
        }
    }

    /// A seat as this reader reads it: "you" or the seat's name.
    fn seat_word(&self, seat: Seat) -> String {
        if self.seat == Some(seat) {
            SHARED.tr_in(self.lang, "you", &[])
        } else {
            match self.names.get(seat) {
                Some(Some(name)) => isolated(name),
                _ => SHARED.tr_in(self.lang, "player-number", &[("n", (seat + 1).into())]),
            }
        }
    }

    fn yes_no(yes: bool) -> FluentValue<'static> {
        FluentValue::from(if yes { "yes" } else { "no" })
    }

    /// The Fluent variables of argument `name` (see the module's table).
    fn fluent_args(
        &self,
        texts: &Texts,
        name: &str,
        value: &Value,
        out: &mut Vec<(String, FluentValue<'static>)>,
    ) {
        let text = |s: String| FluentValue::from(s);
        match value {
            Value::Seat(seat) => {
                out.push((name.into(), text(self.seat_word(*seat))));
                out.push((
                    format!("{name}-you"),
                    Self::yes_no(self.seat == Some(*seat)),
                ));
            }
            Value::Seats(seats) => {
                out.push((name.into(), text(self.list(seats))));
                let mine = self.seat.is_some_and(|s| seats.contains(&s));
                out.push((format!("{name}-you"), Self::yes_no(mine)));
                out.push((format!("{name}-count"), FluentValue::from(seats.len())));
            }
            Value::Number(n) => out.push((name.into(), FluentValue::from(*n))),
            Value::Amount { resource, n } => {
                let id = format!("amount-{resource}");
                let words = self.word(texts, &id, &[("n", FluentValue::from(*n))]);
                out.push((name.into(), text(words)));
                out.push((format!("{name}-n"), FluentValue::from(*n)));
            }
            Value::Name { kind, id } => {
                let words = self.word(texts, &format!("{kind}-{id}"), &[]);
                out.push((name.into(), text(words)));
            }
            Value::Message(m) => out.push((name.into(), text(self.say(texts, m)))),
            Value::List(items) => {
                let words = items.iter().map(|m| self.say(texts, m)).collect();
                out.push((name.into(), text(self.listed(words))));
                out.push((format!("{name}-count"), FluentValue::from(items.len())));
            }
            Value::Text(t) => out.push((name.into(), text(t.clone()))),
        }
    }

    /// Seats listed: "Ada", "Ada and you", "Ada, Ben and you"; "nobody" for none.
    fn list(&self, seats: &[Seat]) -> String {
        self.listed(seats.iter().map(|&s| self.seat_word(s)).collect())
    }

    /// Words listed: "a", "a and b", "a, b and c"; "nobody" for none.
    fn listed(&self, words: Vec<String>) -> String {
        match words.as_slice() {
            [] => SHARED.tr_in(self.lang, "nobody", &[]),
            [one] => one.clone(),
            [init @ .., last] => SHARED.tr_in(
                self.lang,
                "seats-and",
                &[
                    ("first", init.join(", ").into()),
                    ("last", last.clone().into()),
                ],
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const EN: &str = "\
took-card = { $who-you ->
    [yes] You take { $card } for { $cost }.
   *[no] { $who } takes { $card } for { $cost }.
}
goes-to = The prize goes to { $to }.
amount-money = £{ $n }
card-s1a = the Steam Hammer
pays = { $who } { $who-you ->
    [yes] pay
   *[no] pays
} { $cost }: { $reason }
reason = a loan
shared-by = { $them } { $them-count ->
    [one] shares
   *[other] share
} it.
";
    const FR: &str = "\
took-card = { $who-you ->
    [yes] Vous prenez { $card } pour { $cost }.
   *[no] { $who } prend { $card } pour { $cost }.
}
goes-to = Le prix va à { $to }.
amount-money = { $n } £
card-s1a = le marteau-pilon
pays = { $who } { $who-you ->
    [yes] payez
   *[no] paie
} { $cost } : { $reason }
reason = un emprunt
shared-by = { $them } { $them-count ->
    [one] le partage
   *[other] le partagent
}.
";

    fn names() -> Vec<Option<String>> {
        vec![Some("Ada".into()), Some("Ben".into()), Some("Cy".into())]
    }

    fn took() -> Message {
        Message::new("took-card")
            .seat("who", 1)
            .name("card", "card", "s1a")
            .amount("cost", "money", 2)
    }

    #[test]
    fn a_message_says_you_to_its_own_seat_and_the_name_to_everyone_else() {
        let texts = Texts::from_sources("test", &[("en", EN), ("fr", FR)]);
        let names = names();
        let ben = Reader {
            lang: Lang::EN,
            seat: Some(1),
            names: &names,
        };
        let ada = Reader {
            seat: Some(0),
            ..ben
        };
        let spectator = Reader { seat: None, ..ben };
        assert_eq!(
            ben.say(&texts, &took()),
            "You take the Steam Hammer for £2."
        );
        assert_eq!(
            ada.say(&texts, &took()),
            "\u{2068}Ben\u{2069} takes the Steam Hammer for £2."
        );
        assert_eq!(ada.say(&texts, &took()), spectator.say(&texts, &took()));
        let to = Message::new("goes-to").seat("to", 0);
        assert_eq!(ada.say(&texts, &to), "The prize goes to you.");
        assert_eq!(
            ben.say(&texts, &to),
            "The prize goes to \u{2068}Ada\u{2069}."
        );
    }

    #[test]
    fn a_message_is_said_in_the_readers_language() {
        let texts = Texts::from_sources("test", &[("en", EN), ("fr", FR)]);
        let names = names();
        let ben = Reader {
            lang: Lang::known("fr"),
            seat: Some(1),
            names: &names,
        };
        assert_eq!(
            ben.say(&texts, &took()),
            "Vous prenez le marteau-pilon pour 2 £."
        );
        let to = Message::new("goes-to").seat("to", 1);
        assert_eq!(ben.say(&texts, &to), "Le prix va à vous.");
        let ada = Reader {
            seat: Some(0),
            ..ben
        };
        let pays = Message::new("pays")
            .seat("who", 0)
            .amount("cost", "money", 3)
            .message("reason", Message::new("reason"));
        assert_eq!(ada.say(&texts, &pays), "vous payez 3 £ : un emprunt");
    }

    #[test]
    fn seats_are_listed_with_the_reader_among_them() {
        let texts = Texts::from_sources("test", &[("en", EN), ("fr", FR)]);
        let names = names();
        let cy = Reader {
            lang: Lang::EN,
            seat: Some(2),
            names: &names,
        };
        let shared = |seats: Vec<Seat>| Message::new("shared-by").seats("them", seats);
        assert_eq!(
            cy.say(&texts, &shared(vec![0, 1, 2])),
            "\u{2068}Ada\u{2069}, \u{2068}Ben\u{2069} and you share it."
        );
        assert_eq!(
            cy.say(&texts, &shared(vec![1])),
            "\u{2068}Ben\u{2069} shares it."
        );
    }

    #[test]
    fn messages_are_listed_each_said_to_the_reader() {
        let texts = Texts::from_sources("test", &[("en", EN), ("fr", FR)]);
        let names = names();
        let ada = Reader {
            lang: Lang::EN,
            seat: Some(0),
            names: &names,
        };
        let to = |s| Message::new("goes-to").seat("to", s);
        let listed = |items| Message::new("all").list("items", items);
        let texts_with_all = Texts::from_sources(
            "test",
            &[
                (
                    "en",
                    format!("{EN}all = {{ $items-count }}: {{ $items }}\n").leak(),
                ),
                (
                    "fr",
                    format!("{FR}all = {{ $items-count }} : {{ $items }}\n").leak(),
                ),
            ],
        );
        assert_eq!(
            ada.say(&texts_with_all, &listed(vec![to(1), to(0)])),
            "2: The prize goes to \u{2068}Ben\u{2069}. and The prize goes to you."
        );
        assert_eq!(ada.say(&texts_with_all, &listed(vec![])), "0: nobody");
        assert_eq!(
            ada.missing(&texts, &listed(vec![to(1), Message::new("nowhere")])),
            vec!["all", "nowhere"]
        );
    }

    #[test]
    fn the_ids_no_file_holds_are_found() {
        let texts = Texts::from_sources("test", &[("en", EN), ("fr", FR)]);
        let names = names();
        let reader = Reader {
            lang: Lang::EN,
            seat: None,
            names: &names,
        };
        assert_eq!(reader.missing(&texts, &took()), Vec::<String>::new());
        let odd = Message::new("nowhere")
            .amount("a", "gold", 1)
            .name("b", "card", "zz")
            .message("c", Message::new("inner-nowhere"));
        assert_eq!(
            reader.missing(&texts, &odd),
            vec!["nowhere", "amount-gold", "card-zz", "inner-nowhere"]
        );
        // A shared id is found through the game's texts.
        assert_eq!(
            reader.missing(&texts, &Message::new("game-over")),
            Vec::<String>::new()
        );
        assert_eq!(
            reader.say(&texts, &Message::new("game-over")),
            "the game is over"
        );
    }

    #[test]
    fn a_message_travels_as_json_with_its_arguments_typed() {
        let json = serde_json::to_value(took()).unwrap();
        assert_eq!(
            json,
            serde_json::json!({
                "id": "took-card",
                "args": {
                    "who": {"seat": 1},
                    "card": {"name": {"kind": "card", "id": "s1a"}},
                    "cost": {"amount": {"resource": "money", "n": 2}},
                }
            })
        );
        let back: Message = serde_json::from_value(json).unwrap();
        assert_eq!(back, took());
    }
}
