//! Spyrium's messages for people in every language: the Project Fluent files
//! `locales/*/spyrium.ftl`, embedded. Events, actions and refusals are messages as
//! data (`messages.rs`, `refusals.rs`), and so are the board, the details, the
//! final report and the cards' texts (`text.rs`), said to one reader with these
//! files, and so are the notation's errors (`ParseError::said`); the setup's errors
//! (a test's or a tool's setup file) are written with `gaslamp_core::tr!` in the
//! thread's language (`gaslamp_core::i18n::with_lang`).
//! Card, event and technique names come from the files too, with the card file's own
//! names for cards the files do not know (a custom card set).

use crate::cards::{Card, EventCard};
use gaslamp_core::i18n::{Lang, Texts};
use gaslamp_core::Value;
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
