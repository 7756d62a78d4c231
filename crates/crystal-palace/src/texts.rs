//! The game's texts for people in English and French (`locales/en.ftl`,
//! `locales/fr.ftl`), written in the thread's language ([`gaslamp_core::i18n::lang`]),
//! and the words shared by many sentences: seats, locations, names of cards, effects
//! and costs.
//!
//! Component names in the data file are the English source; a built-in component's
//! name in another language is the message `patent-ID`, `character-ID`, `tile-ID` or
//! `nation-ID`. A component the files do not know (a custom component file) keeps
//! its data name.

use crate::components::{Components, Location};
use crate::effects::{Atom, Cost, Count, Effect, Stack};
use gaslamp_core::i18n::{Lang, Texts};
use gaslamp_core::{tr, Seat};
use std::sync::LazyLock;

/// The English messages.
pub const EN: &str = include_str!("../locales/en.ftl");
/// The French messages (the project's own translation).
pub const FR: &str = include_str!("../locales/fr.ftl");

/// Every message of the game.
pub static TEXTS: LazyLock<Texts> = LazyLock::new(|| Texts::new("crystal-palace", [EN, FR]));

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
    let message = format!("{}-{id}", kind.prefix());
    if TEXTS.has(Lang::En, &message) && TEXTS.tr_in(Lang::En, &message, &[]) == data_name {
        TEXTS.tr(&message, &[])
    } else {
        data_name.to_string()
    }
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

fn location_key(loc: Location) -> &'static str {
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

/// A location's title: "Patent Office".
pub fn location(loc: Location) -> String {
    TEXTS.tr(&format!("location-{}", location_key(loc)), &[])
}

/// A location in a sentence, in one of its forms: `the` ("the Patent Office"), `at`
/// ("at the Patent Office"), `of`, `on`.
pub fn location_as(loc: Location, form: &str) -> String {
    TEXTS.tr(&format!("location-{}-{form}", location_key(loc)), &[])
}

/// Where an effect comes from ("a flyer", a location, a card's name), as stored in
/// a pending choice (English), in the thread's language.
pub fn source_words(c: &Components, source: &str) -> String {
    let fixed = [
        ("a green bonus", "source-green-bonus"),
        ("a flyer", "source-flyer"),
        ("a poster", "source-poster"),
        ("an action space", "source-action-space"),
    ];
    if let Some((_, id)) = fixed.iter().find(|(s, _)| *s == source) {
        return TEXTS.tr(id, &[]);
    }
    if let Some(loc) = Location::ALL.into_iter().find(|l| l.title() == source) {
        return location(loc);
    }
    if let Some(i) = c.patents.iter().position(|x| x.name == source) {
        return patent_name(c, i);
    }
    if let Some(i) = c.characters.iter().position(|x| x.name == source) {
        return character_name(c, i);
    }
    if let Some(i) = c.tiles.iter().position(|x| x.name == source) {
        return tile_name(c, i);
    }
    source.to_string()
}

fn count_words(count: Count) -> String {
    TEXTS.tr(&format!("count-{}", count.name()), &[])
}

/// One step of an effect in words (in English its notation: "money 2").
pub fn atom_words(atom: &Atom) -> String {
    match *atom {
        Atom::Money { n } => tr!(TEXTS, "effect-money", n = n),
        Atom::Gear { n } => tr!(TEXTS, "effect-gear", n = n),
        Atom::Energy { n } => tr!(TEXTS, "effect-energy", n = n),
        Atom::Newspaper { n } => tr!(TEXTS, "effect-newspaper", n = n),
        Atom::Income { n } => tr!(TEXTS, "effect-income", n = n),
        Atom::Vp { n } => tr!(TEXTS, "effect-vp", n = n),
        Atom::Buzz { n } => tr!(TEXTS, "effect-buzz", n = n),
        Atom::Westminster { n } => tr!(TEXTS, "effect-westminster", n = n),
        Atom::Assistant {
            n,
            free_first: false,
        } => tr!(TEXTS, "effect-assistant", n = n),
        Atom::Assistant {
            n,
            free_first: true,
        } => tr!(TEXTS, "effect-assistant-free", n = n),
        Atom::Die { n } => tr!(TEXTS, "effect-die", n = n),
        Atom::Green { n } => tr!(TEXTS, "effect-green", n = n),
        Atom::Objective => tr!(TEXTS, "effect-objective"),
        Atom::Violet { stack: Stack::Blue } => tr!(TEXTS, "effect-violet-blue"),
        Atom::Violet {
            stack: Stack::Orange,
        } => tr!(TEXTS, "effect-violet-orange"),
        Atom::Watch => tr!(TEXTS, "effect-watch"),
        Atom::Ticket => tr!(TEXTS, "effect-ticket"),
        Atom::VpPer { count, per, n } => tr!(
            TEXTS,
            "effect-vp-per",
            count = count_words(count),
            per = per,
            n = n
        ),
        Atom::MoneyPer { count, per, n } => tr!(
            TEXTS,
            "effect-money-per",
            count = count_words(count),
            per = per,
            n = n
        ),
    }
}

/// An effect in words (in English its notation: "money 2, gear 1 | vp 3").
pub fn effect_words(effect: &Effect) -> String {
    effect
        .alternatives
        .iter()
        .map(|alt| {
            alt.iter()
                .map(atom_words)
                .collect::<Vec<_>>()
                .join(&tr!(TEXTS, "effect-and"))
        })
        .collect::<Vec<_>>()
        .join(&tr!(TEXTS, "effect-or"))
}

/// A list of atoms in words (one alternative of a choice).
pub fn atoms_words(atoms: &[Atom]) -> String {
    atoms
        .iter()
        .map(atom_words)
        .collect::<Vec<_>>()
        .join(&tr!(TEXTS, "effect-and"))
}

/// A cost in words: "£3 + 2 gears", "free".
pub fn cost_words(cost: &Cost) -> String {
    let mut parts = Vec::new();
    if cost.money > 0 {
        parts.push(tr!(TEXTS, "cost-money", n = cost.money));
    }
    if cost.gears > 0 {
        parts.push(tr!(TEXTS, "cost-gears", n = cost.gears));
    }
    if cost.energy > 0 {
        parts.push(tr!(TEXTS, "cost-energy", n = cost.energy));
    }
    if cost.newspapers > 0 {
        parts.push(tr!(TEXTS, "cost-newspapers", n = cost.newspapers));
    }
    if parts.is_empty() {
        tr!(TEXTS, "cost-free")
    } else {
        parts.join(" + ")
    }
}

/// A round's name: "Spring 1849" (rounds 1 to 5).
pub fn round_name(round: u8) -> String {
    TEXTS.tr(&format!("round-name-{}", round.clamp(1, 5)), &[])
}

/// A phase's name: "place your dice" (phases 1 to 7).
pub fn phase_name(phase: u8) -> String {
    TEXTS.tr(&format!("phase-name-{}", phase.clamp(1, 7)), &[])
}
