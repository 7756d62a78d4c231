//! The game's texts for people in every language (`locales/*/crystal-palace.ftl`),
//! written in the thread's language ([`gaslamp_core::i18n::lang`]),
//! and the words shared by many sentences: seats, locations, names of cards, effects
//! and costs (the words of [`crate::messages`], said to a neutral reader).
//!
//! Component names in the data file are the English source; a built-in component's
//! name in another language is the message `patent-ID`, `character-ID`, `tile-ID` or
//! `nation-ID`. A component the files do not know (a custom component file) keeps
//! its data name.

use crate::components::{Components, Location};
use crate::effects::{Cost, Effect};
use crate::messages;
use gaslamp_core::i18n::Texts;
use gaslamp_core::{tr, Message, Reader, Seat, Value};
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

/// A patent's (or its prototype's) name.
pub fn patent_name(c: &Components, i: usize) -> String {
    let x = &c.patents[i];
    name_of(Kind::Patent, &x.id, &x.name)
}

/// A character's name.
pub fn character_name(c: &Components, i: usize) -> String {
    let x = &c.characters[i];
    name_of(Kind::Character, &x.id, &x.name)
}

/// A research tile's name.
pub fn tile_name(c: &Components, i: usize) -> String {
    let x = &c.tiles[i];
    name_of(Kind::Tile, &x.id, &x.name)
}

/// A nation's name.
pub fn nation_name(c: &Components, i: usize) -> String {
    let x = &c.nations[i];
    name_of(Kind::Nation, &x.id, &x.name)
}

/// "seat N".
pub fn seat(s: usize) -> String {
    tr!(TEXTS, "seat", n = s)
}

/// Seats in a list: "seat 0, seat 1 and seat 2", "nobody".
pub fn seats(seats: &[Seat]) -> String {
    let names: Vec<String> = seats.iter().map(|&s| seat(s)).collect();
    match names.len() {
        0 => tr!(TEXTS, "seats-none"),
        1 => names[0].clone(),
        n => tr!(
            TEXTS,
            "seats-list",
            first = names[..n - 1].join(", "),
            last = names[n - 1].clone()
        ),
    }
}

/// `message` said to a neutral reader in the thread's language: a seat reads
/// "player N" (the edge, which knows its reader, says messages itself).
pub fn say(message: &Message) -> String {
    Reader {
        lang: gaslamp_core::i18n::lang(),
        seat: None,
        names: &[],
    }
    .say(&TEXTS, message)
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

/// A location's title: "Patent Office".
pub fn location(loc: Location) -> String {
    name_words(&messages::location(messages::kind::LOCATION, loc))
}

/// A location in a sentence, in one of its forms: `the` ("the Patent Office"), `at`
/// ("at the Patent Office"), `of`, `on`.
pub fn location_as(loc: Location, form: &str) -> String {
    TEXTS.tr(
        &format!("location-{form}-{}", messages::location_id(loc)),
        &[],
    )
}

/// Where an effect comes from ("a flyer", a location, a card's name), as stored in
/// a pending choice (English), in the thread's language.
pub fn source_words(c: &Components, source: &str) -> String {
    name_words(&messages::source(c, source))
}

/// An effect in words: "£2 and 1 gear", "either 2 buzz or 1 VP".
pub fn effect_words(effect: &Effect) -> String {
    say(&messages::effect(effect))
}

/// A cost in words: "£3 and 2 gears", "nothing".
pub fn cost_words(cost: &Cost) -> String {
    say(&messages::cost(cost))
}

/// A round's name: "Spring 1849" (rounds 1 to 5).
pub fn round_name(round: u8) -> String {
    TEXTS.tr(&format!("round-name-{}", round.clamp(1, 5)), &[])
}

/// A phase's name: "place your dice" (phases 1 to 7).
pub fn phase_name(phase: u8) -> String {
    TEXTS.tr(&format!("phase-name-{}", phase.clamp(1, 7)), &[])
}
