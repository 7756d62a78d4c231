//! The card file: its raw format (TOML or JSON), reading it as untrusted input, and its
//! validation into a [`Components`]. Validation reports every problem at once, each naming
//! the card (or event, or `rules` field) and the field.

use crate::cards::*;
use serde::Deserialize;
use sha2::{Digest, Sha256};
use std::collections::HashMap;
use std::io::Read;

/// A problem of the file itself (not of one card), as an error.
fn file_error(problem: String) -> CardFileError {
    CardFileError {
        problems: vec![escape_controls(&problem, false)],
    }
}

/// "1 MiB (1048576 bytes)", for messages about the size limit.
fn limit_text() -> String {
    format!(
        "{} MiB ({MAX_CARD_FILE_BYTES} bytes)",
        MAX_CARD_FILE_BYTES / (1024 * 1024)
    )
}

/// Loads a card file; `.json` files are read as JSON, everything else as TOML.
///
/// A card file is untrusted input: a file above [`MAX_CARD_FILE_BYTES`] is refused by
/// its size before anything is read, and reading stops at the limit in case the file
/// grows meanwhile or reports no size (a pipe, a device).
pub(crate) fn load(path: &std::path::Path) -> Result<Components, CardFileError> {
    let shown = path.display();
    let cannot = |e: std::io::Error| file_error(format!("cannot read {shown}: {e}"));
    let file = std::fs::File::open(path).map_err(cannot)?;
    let size = file.metadata().map_err(cannot)?.len();
    if size > MAX_CARD_FILE_BYTES as u64 {
        return Err(file_error(format!(
            "the card file {shown} is {size} bytes; card files are limited to {}",
            limit_text()
        )));
    }
    let mut bytes = Vec::with_capacity(size as usize);
    file.take(MAX_CARD_FILE_BYTES as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(cannot)?;
    if bytes.len() > MAX_CARD_FILE_BYTES {
        return Err(file_error(format!(
            "the card file {shown} is more than {} long",
            limit_text()
        )));
    }
    let text = String::from_utf8(bytes)
        .map_err(|e| file_error(format!("cannot read {shown}: not UTF-8 text ({e})")))?;
    if path.extension().and_then(|e| e.to_str()) == Some("json") {
        from_json(&text)
    } else {
        from_toml(&text)
    }
}

/// Refuses a card text above [`MAX_CARD_FILE_BYTES`] before parsing it.
fn check_size(text: &str) -> Result<(), CardFileError> {
    if text.len() > MAX_CARD_FILE_BYTES {
        return Err(file_error(format!(
            "the card text is {} bytes; card files are limited to {}",
            text.len(),
            limit_text()
        )));
    }
    Ok(())
}

/// `text` with every control character written as an escape (`\u{1b}`, `\t`, …), so
/// that messages never pass raw control characters from a file (terminal escape
/// sequences, fake line breaks) to a terminal or a log. `keep_newlines`: line breaks
/// stay (for the parser's own multi-line messages).
pub(crate) fn escape_controls(text: &str, keep_newlines: bool) -> String {
    if !text.chars().any(char::is_control) {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if c.is_control() && !(keep_newlines && c == '\n') {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    out
}

pub(crate) fn from_toml(text: &str) -> Result<Components, CardFileError> {
    check_size(text)?;
    let raw: RawFile = toml::from_str(text).map_err(|e| {
        // Name the card or event the faulty line belongs to.
        let within = e
            .span()
            .and_then(|span| entry_at(text, span.start))
            .map(|w| format!(" (in {w})"))
            .unwrap_or_default();
        CardFileError {
            problems: vec![escape_controls(
                &format!("not a valid card file{within}: {e}"),
                true,
            )],
        }
    })?;
    validate(raw, text)
}

pub(crate) fn from_json(text: &str) -> Result<Components, CardFileError> {
    check_size(text)?;
    let raw: RawFile = serde_json::from_str(text).map_err(|e| CardFileError {
        problems: vec![escape_controls(
            &format!("not a valid card file: {e}"),
            true,
        )],
    })?;
    validate(raw, text)
}

/// The `[[card]]` or `[[event]]` entry around byte `at` of a TOML card file, by its id.
fn entry_at(text: &str, at: usize) -> Option<String> {
    let before = &text[..at.min(text.len())];
    let start = before
        .rfind("[[card]]")
        .map(|i| (i, "card"))
        .into_iter()
        .chain(before.rfind("[[event]]").map(|i| (i, "event")))
        .max_by_key(|&(i, _)| i)?;
    let entry = &text[start.0..];
    let end = entry[2..].find("[[").map_or(entry.len(), |i| i + 2);
    let id = entry[..end].lines().find_map(|l| {
        let v = l.trim().strip_prefix("id")?.trim().strip_prefix('=')?;
        Some(v.trim().trim_matches('"').to_string())
    })?;
    Some(format!("{} '{id}'", start.1))
}

// ------------------------------------------------------------------ raw file format

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFile {
    meta: RawMeta,
    rules: RawRules,
    #[serde(default)]
    card: Vec<RawCard>,
    #[serde(default)]
    event: Vec<RawEvent>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMeta {
    name: String,
    version: u32,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Tagged<T> {
    value: T,
    source: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRules {
    start_money: Tagged<i64>,
    start_spyrium: Tagged<i64>,
    start_workers: Tagged<i64>,
    max_workers: Tagged<i64>,
    residence_track: Tagged<Vec<i64>>,
    bonus_thresholds: Tagged<Vec<i64>>,
    bonus_money: Tagged<i64>,
    technique_cap: Tagged<i64>,
    tokens: Tagged<Vec<i64>>,
    turns: Tagged<Vec<String>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCard {
    id: String,
    name: String,
    kind: String,
    period: Tagged<String>,
    copies: Tagged<i64>,
    price: Tagged<i64>,
    vp: Option<Tagged<i64>>,
    #[serde(default)]
    symbols: Vec<String>,
    #[serde(default)]
    tokens: bool,
    effect: Option<RawEffect>,
    #[serde(default)]
    uses: Vec<RawUse>,
    on_build: Option<RawEffect>,
    power: Option<String>,
    effect_source: String,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct RawEffect {
    #[serde(default)]
    pay_money: i64,
    #[serde(default)]
    pay_spyrium: i64,
    #[serde(default)]
    gain_money: i64,
    #[serde(default)]
    gain_spyrium: i64,
    #[serde(default)]
    gain_vp: i64,
    #[serde(default)]
    gain_workers: i64,
    #[serde(default)]
    residence: bool,
    token: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawUse {
    #[serde(default)]
    workers: i64,
    #[serde(default)]
    pay_spyrium: i64,
    #[serde(default)]
    gain_spyrium: i64,
    #[serde(default)]
    gain_vp: i64,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawEvent {
    id: String,
    name: String,
    kind: String,
    #[serde(default)]
    options: Vec<RawEffect>,
    cost: Option<i64>,
    source: String,
}

// ------------------------------------------------------------------ validation

/// The content part of a card set's id: the first 6 bytes of the SHA-256 of the file,
/// in hex, after CRLF line ends are made LF, so that a Windows checkout of the same
/// file gives the same id (records name their card set by it).
fn content_hash(text: &str) -> String {
    let hash = if text.contains('\r') {
        Sha256::digest(text.replace("\r\n", "\n").as_bytes())
    } else {
        Sha256::digest(text.as_bytes())
    };
    hash.iter().take(6).map(|b| format!("{b:02x}")).collect()
}

struct Problems(Vec<String>);

impl Problems {
    fn push(&mut self, s: String) {
        self.0.push(s);
    }
    /// A number in `lo..=hi`, else a problem naming `what`.
    fn num(&mut self, what: &str, v: i64, lo: i64, hi: i64) -> u8 {
        if v < lo || v > hi {
            let why = if v < 0 {
                "is negative"
            } else {
                "is out of range"
            };
            self.push(format!("{what}: {v} {why} (expected {lo}..={hi})"));
            0
        } else {
            v as u8
        }
    }
    fn source(&mut self, what: &str, s: &str) -> Source {
        match s {
            "R" => Source::R,
            "X" => Source::X,
            "P" => Source::P,
            _ => {
                self.push(format!(
                    "{what}: unknown source tag `{s}` (expected \"R\", \"X\" or \"P\")"
                ));
                Source::P
            }
        }
    }
    /// An effect table; problems are named `{label}: field `{field}.name``.
    fn effect(&mut self, label: &str, field: &str, e: &RawEffect) -> Effect {
        let what = |name: &str| format!("{label}: field `{field}.{name}`");
        let token = e.token.as_deref().and_then(|t| match t {
            "gain_money" => Some(TokenUse::GainMoney),
            "gain_spyrium" => Some(TokenUse::GainSpyrium),
            "gain_vp" => Some(TokenUse::GainVp),
            "pay_money" => Some(TokenUse::PayMoney),
            other => {
                self.push(format!(
                    "{}: unknown effect `{other}` (expected gain_money, gain_spyrium, gain_vp or pay_money)",
                    what("token")
                ));
                None
            }
        });
        Effect {
            pay_money: self.num(&what("pay_money"), e.pay_money, 0, 50),
            pay_spyrium: self.num(&what("pay_spyrium"), e.pay_spyrium, 0, 50),
            gain_money: self.num(&what("gain_money"), e.gain_money, 0, 50),
            gain_spyrium: self.num(&what("gain_spyrium"), e.gain_spyrium, 0, 50),
            gain_vp: self.num(&what("gain_vp"), e.gain_vp, 0, 50),
            gain_workers: self.num(&what("gain_workers"), e.gain_workers, 0, 10),
            residence: e.residence,
            token,
        }
    }
}

const MAX_BUILDINGS: usize = 64;

fn validate(raw: RawFile, text: &str) -> Result<Components, CardFileError> {
    let mut pr = Problems(Vec::new());
    if raw.meta.name.trim().is_empty() {
        pr.push("meta.name: must not be empty".into());
    }
    if raw.meta.name.chars().any(char::is_control) {
        pr.push("meta.name: contains control characters".into());
    }

    // Rules.
    let r = &raw.rules;
    let mut provisional = Vec::new();
    let mut tag = |pr: &mut Problems, name: &str, s: &str| {
        if pr.source(&format!("rules.{name}.source"), s) == Source::P {
            provisional.push(name.to_string());
        }
    };
    tag(&mut pr, "start_money", &r.start_money.source);
    tag(&mut pr, "start_spyrium", &r.start_spyrium.source);
    tag(&mut pr, "start_workers", &r.start_workers.source);
    tag(&mut pr, "max_workers", &r.max_workers.source);
    tag(&mut pr, "residence_track", &r.residence_track.source);
    tag(&mut pr, "bonus_thresholds", &r.bonus_thresholds.source);
    tag(&mut pr, "bonus_money", &r.bonus_money.source);
    tag(&mut pr, "technique_cap", &r.technique_cap.source);
    tag(&mut pr, "tokens", &r.tokens.source);
    tag(&mut pr, "turns", &r.turns.source);
    let start_money = pr.num("rules.start_money", r.start_money.value, 0, 100);
    let start_spyrium = pr.num("rules.start_spyrium", r.start_spyrium.value, 0, 100);
    let max_workers = pr.num("rules.max_workers", r.max_workers.value, 1, 10);
    let start_workers = pr.num("rules.start_workers", r.start_workers.value, 1, 10);
    if start_workers > max_workers {
        pr.push(format!(
            "rules.start_workers: {start_workers} is more than rules.max_workers ({max_workers})"
        ));
    }
    if r.residence_track.value.is_empty() || r.residence_track.value.len() > 10 {
        pr.push("rules.residence_track: needs 1 to 10 spaces".into());
    }
    let residence_track: Vec<u8> = r
        .residence_track
        .value
        .iter()
        .enumerate()
        .map(|(i, &v)| pr.num(&format!("rules.residence_track[{i}]"), v, 0, 50))
        .collect();
    let mut bonus_thresholds = [8u8, 20u8];
    if r.bonus_thresholds.value.len() != 2 {
        pr.push("rules.bonus_thresholds: needs exactly two thresholds".into());
    } else {
        for (i, t) in bonus_thresholds.iter_mut().enumerate() {
            *t = pr.num(
                &format!("rules.bonus_thresholds[{i}]"),
                r.bonus_thresholds.value[i],
                1,
                200,
            );
        }
        if bonus_thresholds[0] >= bonus_thresholds[1] {
            pr.push("rules.bonus_thresholds: the first must be below the second".into());
        }
    }
    let bonus_money = pr.num("rules.bonus_money", r.bonus_money.value, 0, 50);
    let technique_cap = pr.num("rules.technique_cap", r.technique_cap.value, 0, 100);
    let mut tokens = [0u8; 3];
    if r.tokens.value.len() != 3 {
        pr.push("rules.tokens: needs three counts (tokens of value 1, 2, 3)".into());
    } else {
        for (i, t) in tokens.iter_mut().enumerate() {
            *t = pr.num(&format!("rules.tokens[{i}]"), r.tokens.value[i], 0, 20);
        }
    }
    let mut turns = Vec::new();
    for (i, t) in r.turns.value.iter().enumerate() {
        match Period::parse(t) {
            Some(p) => turns.push(p),
            None => pr.push(format!(
                "rules.turns[{i}]: unknown period `{t}` (expected A, B or C)"
            )),
        }
    }
    if turns.is_empty() || turns.len() > 12 {
        pr.push("rules.turns: needs 1 to 12 turns".into());
    }
    if turns.len() * max_workers as usize > MAX_BUILDINGS {
        pr.push(format!(
            "rules.turns and rules.max_workers: at most {MAX_BUILDINGS} constructions per game are supported"
        ));
    }

    // Cards.
    let mut cards = Vec::new();
    let mut by_id = HashMap::new();
    let mut technique_of = [None; 7];
    if raw.card.len() > 250 {
        pr.push(format!(
            "card: {} card types; at most 250 are supported",
            raw.card.len()
        ));
    }
    for (i, rc) in raw.card.iter().enumerate() {
        let label = if rc.id.is_empty() {
            format!("card #{} ({})", i + 1, rc.name)
        } else {
            format!("card '{}' ({})", rc.id, rc.name)
        };
        let f = |field: &str| format!("{label}: field `{field}`");
        for (field, value) in [("id", &rc.id), ("name", &rc.name)] {
            if value.chars().any(char::is_control) {
                pr.push(format!("{}: contains control characters", f(field)));
            }
        }
        if rc.id.trim().is_empty() {
            pr.push(format!("{}: must not be empty", f("id")));
        } else if by_id.insert(rc.id.clone(), cards.len() as CardId).is_some() {
            pr.push(format!("{}: the id is used twice", f("id")));
        }
        let kind = match rc.kind.as_str() {
            "character" => CardKind::Character,
            "building" => CardKind::Building,
            "technique" => CardKind::Technique,
            other => {
                pr.push(format!(
                    "{}: unknown kind `{other}` (expected character, building or technique)",
                    f("kind")
                ));
                CardKind::Character
            }
        };
        let period = Period::parse(&rc.period.value).unwrap_or_else(|| {
            pr.push(format!(
                "{}: unknown period `{}` (expected A, B or C)",
                f("period"),
                rc.period.value
            ));
            Period::A
        });
        let copies = pr.num(&f("copies"), rc.copies.value, 1, 20);
        let price = pr.num(&f("price"), rc.price.value, 0, 99);
        let sources = CardSources {
            period: pr.source(&f("period.source"), &rc.period.source),
            copies: pr.source(&f("copies.source"), &rc.copies.source),
            price: pr.source(&f("price.source"), &rc.price.source),
            vp: rc
                .vp
                .as_ref()
                .map(|v| pr.source(&f("vp.source"), &v.source)),
            effect: pr.source(&f("effect_source"), &rc.effect_source),
        };
        let vp = match (&rc.vp, kind) {
            (Some(v), CardKind::Building) => pr.num(&f("vp"), v.value, 0, 99),
            (None, CardKind::Building) => {
                pr.push(format!("{}: a building needs its end-game VP", f("vp")));
                0
            }
            (Some(_), _) => {
                pr.push(format!("{}: only buildings have end-game VP", f("vp")));
                0
            }
            (None, _) => 0,
        };
        let mut symbols = 0;
        for s in &rc.symbols {
            match s.as_str() {
                "F" => symbols |= SYMBOL_FACTORY,
                "M" => symbols |= SYMBOL_MINE,
                "R" => symbols |= SYMBOL_RESEARCH,
                other => pr.push(format!(
                    "{}: unknown symbol `{other}` (expected F, M or R)",
                    f("symbols")
                )),
            }
        }
        if symbols != 0 && kind != CardKind::Building {
            pr.push(format!("{}: only buildings have symbols", f("symbols")));
        }
        let effect = rc
            .effect
            .as_ref()
            .map(|e| pr.effect(&label, "effect", e))
            .unwrap_or_default();
        let on_build = rc
            .on_build
            .as_ref()
            .map(|e| pr.effect(&label, "on_build", e))
            .unwrap_or_default();
        let uses: Vec<BuildingUse> = rc
            .uses
            .iter()
            .enumerate()
            .map(|(k, u)| {
                let w = format!("{}[{k}]", f("uses"));
                BuildingUse {
                    workers: pr.num(&format!("{w}.workers"), u.workers, 0, 5),
                    pay_spyrium: pr.num(&format!("{w}.pay_spyrium"), u.pay_spyrium, 0, 50),
                    gain_spyrium: pr.num(&format!("{w}.gain_spyrium"), u.gain_spyrium, 0, 50),
                    gain_vp: pr.num(&format!("{w}.gain_vp"), u.gain_vp, 0, 50),
                }
            })
            .collect();
        if uses.len() > 8 {
            pr.push(format!("{}: at most 8 options", f("uses")));
        }
        let mut power = None;
        match kind {
            CardKind::Character => {
                if rc.effect.is_none() {
                    pr.push(format!("{}: a character needs an effect", f("effect")));
                }
                if !rc.uses.is_empty() || rc.on_build.is_some() {
                    pr.push(format!(
                        "{}: only buildings have `uses` and `on_build`",
                        f("uses")
                    ));
                }
                if effect.gain_workers > 0 {
                    pr.push(format!(
                        "{}: characters cannot give workers",
                        f("effect.gain_workers")
                    ));
                }
                if rc.tokens != effect.token.is_some() {
                    pr.push(format!(
                        "{}: `tokens = true` and an effect with `token` go together",
                        f("tokens")
                    ));
                }
            }
            CardKind::Building => {
                if rc.effect.is_some() {
                    pr.push(format!(
                        "{}: buildings use `uses` and `on_build`, not `effect`",
                        f("effect")
                    ));
                }
                if on_build.pay_money > 0 || on_build.pay_spyrium > 0 {
                    pr.push(format!(
                        "{}: a construction effect cannot cost anything",
                        f("on_build")
                    ));
                }
                if on_build.token == Some(TokenUse::PayMoney) {
                    pr.push(format!(
                        "{}: a construction effect cannot pay a token's value",
                        f("on_build.token")
                    ));
                }
                if rc.tokens != on_build.token.is_some() {
                    pr.push(format!(
                        "{}: `tokens = true` and an on_build effect with `token` go together",
                        f("tokens")
                    ));
                }
            }
            CardKind::Technique => {
                if rc.effect.is_some() || !rc.uses.is_empty() || rc.on_build.is_some() {
                    pr.push(format!(
                        "{}: a technique's rule comes from its `power`, not from effects",
                        f("effect")
                    ));
                }
                if rc.tokens {
                    pr.push(format!("{}: techniques carry no tokens", f("tokens")));
                }
                if copies != 1 {
                    pr.push(format!("{}: each technique exists once", f("copies")));
                }
                match rc.power.as_deref().map(|p| (p, Power::parse(p))) {
                    None => pr.push(format!("{}: a technique needs a power", f("power"))),
                    Some((p, None)) => pr.push(format!(
                        "{}: unknown power `{p}` (expected crane, capitalization, commerce, automation, engineering, taylorism or lobbying)",
                        f("power")
                    )),
                    Some((_, Some(p))) => {
                        if technique_of[p as usize].is_some() {
                            pr.push(format!(
                                "{}: the power `{}` is given by two cards",
                                f("power"),
                                p.name()
                            ));
                        }
                        technique_of[p as usize] = Some(cards.len() as CardId);
                        power = Some(p);
                    }
                }
            }
        }
        if rc.power.is_some() && kind != CardKind::Technique {
            pr.push(format!("{}: only techniques have a power", f("power")));
        }
        cards.push(Card {
            id: rc.id.clone(),
            name: rc.name.clone(),
            kind,
            period,
            copies,
            price,
            vp,
            symbols,
            tokens: rc.tokens,
            effect,
            uses,
            on_build,
            power,
            sources,
        });
    }
    let mut period_cards: [Vec<CardId>; 3] = Default::default();
    for (i, c) in cards.iter().enumerate() {
        for _ in 0..c.copies {
            period_cards[c.period.index()].push(i as CardId);
        }
    }
    for p in Period::ALL {
        let needed = 9 * turns.iter().filter(|&&t| t == p).count();
        let have = period_cards[p.index()].len();
        if have < needed {
            pr.push(format!(
                "period {p:?}: the deck has {have} cards but its {} turn(s) need {needed} to fill the markets",
                needed / 9
            ));
        }
    }

    // Events.
    let mut events = Vec::new();
    let mut event_by_id = HashMap::new();
    for (i, re) in raw.event.iter().enumerate() {
        let label = format!("event '{}' ({})", re.id, re.name);
        for (field, value) in [("id", &re.id), ("name", &re.name)] {
            if value.chars().any(char::is_control) {
                pr.push(format!(
                    "{label}: field `{field}`: contains control characters"
                ));
            }
        }
        if re.id.trim().is_empty() {
            pr.push(format!("event #{}: field `id`: must not be empty", i + 1));
        } else if event_by_id
            .insert(re.id.clone(), events.len() as EventId)
            .is_some()
        {
            pr.push(format!("{label}: field `id`: the id is used twice"));
        }
        let source = pr.source(&format!("{label}: field `source`"), &re.source);
        let cost = |pr: &mut Problems| match re.cost {
            Some(c) => pr.num(&format!("{label}: field `cost`"), c, 0, 20),
            None => {
                pr.push(format!("{label}: field `cost`: this kind needs a cost"));
                0
            }
        };
        let kind = match re.kind.as_str() {
            "windfall" => EventKind::Windfall,
            "options" => {
                if re.options.is_empty() || re.options.len() > 8 {
                    pr.push(format!("{label}: field `options`: needs 1 to 8 options"));
                }
                let opts: Vec<Effect> = re
                    .options
                    .iter()
                    .enumerate()
                    .map(|(k, o)| pr.effect(&label, &format!("options[{k}]"), o))
                    .collect();
                if opts.iter().any(|o| o.token.is_some()) {
                    pr.push(format!(
                        "{label}: field `options`: event options cannot use tokens (use kind = \"windfall\")"
                    ));
                }
                EventKind::Options(opts)
            }
            "overtime" => EventKind::Overtime {
                cost: cost(&mut pr),
            },
            "recruitment" => EventKind::Recruitment {
                cost: cost(&mut pr),
            },
            "late_placement" => EventKind::LatePlacement,
            other => {
                pr.push(format!(
                    "{label}: field `kind`: unknown event kind `{other}` (expected windfall, options, overtime, recruitment or late_placement)"
                ));
                EventKind::LatePlacement
            }
        };
        events.push(EventCard {
            id: re.id.clone(),
            name: re.name.clone(),
            kind,
            source,
        });
    }
    if events.len() < turns.len() {
        pr.push(format!(
            "event: {} events but the game has {} turns",
            events.len(),
            turns.len()
        ));
    }
    if events.len() > 250 {
        pr.push("event: at most 250 events are supported".into());
    }

    if !pr.0.is_empty() {
        // Names, ids and unknown values come from the file: no raw control characters.
        let problems = pr.0.iter().map(|p| escape_controls(p, false)).collect();
        return Err(CardFileError { problems });
    }
    let hex = content_hash(text);
    Ok(Components {
        id: format!("{}@{}", raw.meta.name, hex),
        name: raw.meta.name,
        version: raw.meta.version,
        rules: Rules {
            start_money,
            start_spyrium,
            start_workers,
            max_workers,
            residence_track,
            bonus_thresholds,
            bonus_money,
            technique_cap,
            tokens,
            turns,
            provisional,
        },
        cards,
        events,
        period_cards,
        technique_of,
        by_id,
        event_by_id,
    })
}
