//! The game's words in every language (`locales/*/crystal-palace.ftl`), with which
//! the edges say its messages, and the names of its components for the catalog a
//! client draws from (in the thread's language).
//!
//! Component names in the data file are the English source; a built-in component's
//! name in another language is the message `patent-ID`, `character-ID`, `tile-ID` or
//! `nation-ID`. A component the files do not know (a custom component file) keeps
//! its data name.

use crate::components::Components;
use crate::messages;
use gaslamp_core::i18n::Texts;
use gaslamp_core::Value;
use std::sync::LazyLock;

/// Every message of the game.
pub static TEXTS: LazyLock<Texts> = LazyLock::new(|| Texts::named("crystal-palace"));

/// Every message of the game.
pub fn texts() -> &'static Texts {
    &TEXTS
}

/// The kinds of named components, each with the prefix of its messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Patent,
    Character,
    Tile,
    Nation,
}

impl Kind {
    pub fn prefix(self) -> &'static str {
        match self {
            Kind::Patent => "patent",
            Kind::Character => "character",
            Kind::Tile => "tile",
            Kind::Nation => "nation",
        }
    }
}

/// A component's name in the thread's language: the message `KIND-ID` when the
/// files know the component (its English text is the data's name), else the data's
/// name.
pub fn name_of(kind: Kind, id: &str, data_name: &str) -> String {
    name_words(&messages::component(kind, id, data_name))
}

/// Every named component's localized name, by id, for clients.
pub fn names(c: &Components) -> Vec<(Kind, String, String)> {
    let mut out = Vec::new();
    for x in &c.patents {
        out.push((
            Kind::Patent,
            x.id.clone(),
            name_of(Kind::Patent, &x.id, &x.name),
        ));
    }
    for x in &c.characters {
        out.push((
            Kind::Character,
            x.id.clone(),
            name_of(Kind::Character, &x.id, &x.name),
        ));
    }
    for x in &c.tiles {
        out.push((
            Kind::Tile,
            x.id.clone(),
            name_of(Kind::Tile, &x.id, &x.name),
        ));
    }
    for x in &c.nations {
        out.push((
            Kind::Nation,
            x.id.clone(),
            name_of(Kind::Nation, &x.id, &x.name),
        ));
    }
    out
}

/// A named thing's words (a [`Value::Name`] or [`Value::Text`] of
/// [`crate::messages`]) in the thread's language; other values name nothing.
fn name_words(value: &Value) -> String {
    match value {
        Value::Name { kind, id } => TEXTS.tr(&format!("{kind}-{id}"), &[]),
        Value::Text(t) => t.clone(),
        _ => String::new(),
    }
}
