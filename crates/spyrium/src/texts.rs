//! Spyrium's messages for people in every language: the Project Fluent files
//! `locales/*/spyrium.ftl`, embedded. Events, actions and refusals are messages as
//! data (`messages.rs`, `refusals.rs`), said to one reader with these files; the
//! other sentences the engine writes (board, notation errors) are messages of
//! [`TEXTS`] written with `gaslamp_core::tr!` in the thread's language
//! (`gaslamp_core::i18n::with_lang`).
//! Card, event and technique names come from the files too, with the card file's own
//! names for cards the files do not know (a custom card set).

use crate::cards::{Card, EventCard, Power};
use gaslamp_core::i18n::{Lang, Texts};
use gaslamp_core::{tr, Value};
use std::borrow::Cow;
use std::sync::LazyLock;

/// Spyrium's messages.
pub static TEXTS: LazyLock<Texts> = LazyLock::new(|| Texts::named("spyrium"));

/// Spyrium's messages.
pub fn texts() -> &'static Texts {
    &TEXTS
}

/// Whether the files name `KIND-ID` (a card or event of the built-in set does; one
/// of a custom card file may not).
fn known(kind: &str, id: &str) -> bool {
    TEXTS.has(Lang::EN, &format!("{kind}-{id}"))
}

/// A name from the files when they know `KIND-ID`, else `fallback` (the card file's
/// name).
fn named(kind: &str, id: &str, fallback: &str) -> String {
    if known(kind, id) {
        TEXTS.tr(&format!("{kind}-{id}"), &[])
    } else {
        fallback.to_string()
    }
}

/// A thing of the card file as a message argument: its id when the files name it,
/// else the card file's own words (a custom card set).
fn named_value(kind: &'static str, id: &str, fallback: &str) -> Value {
    if known(kind, id) {
        Value::Name {
            kind: Cow::Borrowed(kind),
            id: Cow::Owned(id.to_string()),
        }
    } else {
        Value::Text(fallback.to_string())
    }
}

/// A card as a message argument (`card-<id>`, or the card file's name).
pub fn card_value(card: &Card) -> Value {
    named_value("card", &card.id, &card.name)
}

/// An event card as a message argument (`event-<id>`, or the card file's name).
pub fn event_value(event: &EventCard) -> Value {
    named_value("event", &event.id, &event.name)
}

/// A card's name in the thread's language: the message `card-<id>`, or the card
/// file's name for a card the files do not know.
pub fn card_name(card: &Card) -> String {
    named("card", &card.id, &card.name)
}

/// An event's name in the thread's language: the message `event-<id>`, or the card
/// file's name for an event the files do not know.
pub fn event_name(event: &EventCard) -> String {
    named("event", &event.id, &event.name)
}

/// A technique's name in the thread's language, lower case as sentences use it
/// (`crane` in English).
pub fn power_name(p: Power) -> String {
    tr!(TEXTS, &format!("power-{}", p.name()))
}

/// A technique's name with a capital, for the start of a sentence or a title.
pub fn power_title(p: Power) -> String {
    let n = power_name(p);
    let mut chars = n.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => n,
    }
}

/// Parts of a sentence joined by semicolons ("a; b" in English, with a
/// non-breaking space before the semicolon in French).
pub fn semicolon_join<S: AsRef<str>>(parts: &[S]) -> String {
    let mut out = String::new();
    for (i, p) in parts.iter().enumerate() {
        out = if i == 0 {
            p.as_ref().to_string()
        } else {
            tr!(TEXTS, "join-semicolon", a = out, b = p.as_ref())
        };
    }
    out
}
