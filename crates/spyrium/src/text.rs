//! Spyrium as messages for people: the board for a terminal from one observer's view,
//! the details (every card's text, every player), the final report (as
//! [`gaslamp_core::Sheet`]s), the banner of a turn, and what cards, effects, events
//! and techniques do (as [`gaslamp_core::Message`]s). Nothing here writes a sentence:
//! the edge says each message to its reader with the words of
//! `locales/*/spyrium.ftl` ("you" for the reader's seat, every other seat by name).
//!
//! Workers in the market: the compact board marks each seat's workers with that
//! seat's sign (`*`, `#`, `%`, `&`, `=`, shown before each player's row as its
//! legend) in the gap that stands between the slot's two cards, so `[*#]` is one
//! worker of the first seat and one of the second; a slot with more workers than fit
//! shows how many (`[6]`). The details say each occupied slot's workers in words:
//! "between Miner and Geologist: Ada (2) and you (1)". The notation's slot names
//! (`1-2`) are not on the board: a slot is the gap between its two numbered cards.

use crate::cards::{Card, CardKind, Components, Effect, EventKind, Power, TokenUse};
use crate::cards::{Period, SYMBOL_FACTORY, SYMBOL_MINE, SYMBOL_RESEARCH};
use crate::market::SLOT_SPACES;
use crate::state::{Phase, Player, Public};
use crate::texts::{card_value, event_value};
use crate::{BonusKind, Spyrium, View};
use gaslamp_core::{Cell, Game, Line, Message, Observer, Sheet};

/// Where the game stands, e.g. `Turn 2 of 6 (period A)`.
pub fn banner(g: &Spyrium) -> Message {
    if g.is_over() {
        return Message::new("game-over");
    }
    Message::new("banner")
        .number("turn", g.turn() as i64)
        .number("turns", g.components().turns() as i64)
        .message("period", period_message(g.period()))
}

/// A period by its letter (`period-a`: "A").
fn period_message(p: Period) -> Message {
    Message::new(match p {
        Period::A => "period-a",
        Period::B => "period-b",
        Period::C => "period-c",
    })
}

// ------------------------------------------------------------------ joining

/// `items` joined pairwise by the message `id` (with `$a` and `$b`), from the right:
/// "a + b + c" with `join-plus`; `None` when there are none.
fn joined(id: &'static str, items: Vec<Message>) -> Option<Message> {
    items
        .into_iter()
        .rev()
        .reduce(|b, a| Message::new(id).message("a", a).message("b", b))
}

/// An amount on its own, as an item of a list.
fn amount(resource: &'static str, n: u32) -> Message {
    Message::new("an-amount").amount("amount", resource, n)
}

/// A number on its own, as an item of a list (a token's value).
fn number(n: u32) -> Message {
    Message::new("a-number").number("n", n)
}

/// Token values in order (`[1, 0, 2]` counts: 1, 3 and 3), from counts per value.
fn token_values(counts: &[u8; 3]) -> Vec<u32> {
    (1..=3u32)
        .flat_map(|v| std::iter::repeat_n(v, counts[v as usize - 1] as usize))
        .collect()
}

/// Token values listed in words ("1, 3 and 3").
fn tokens_listed(counts: &[u8; 3]) -> Vec<Message> {
    token_values(counts).into_iter().map(number).collect()
}

/// Token values as signs, for the compact board: `[1 3 3]`; empty when there are
/// none.
fn tokens_signs(counts: &[u8; 3]) -> String {
    let values = token_values(counts);
    if values.is_empty() {
        return String::new();
    }
    let values: Vec<String> = values.iter().map(u32::to_string).collect();
    format!("[{}]", values.join(" "))
}

// ------------------------------------------------------------------ card texts

/// A card's name (`card-<id>`, or the card file's name for a card the files do not
/// know).
pub fn card_title(card: &Card) -> Message {
    Message::new("the-name").arg("name", card_value(card))
}

/// An event's name (`event-<id>`, or the card file's name).
pub fn event_title(event: &crate::cards::EventCard) -> Message {
    Message::new("the-name").arg("name", event_value(event))
}

/// A technique's name, lower case as sentences use it (`power-crane`: "crane").
pub fn power_name(p: Power) -> Message {
    Message::new(format!("power-{}", p.name()))
}

/// What a technique does, from the rulebook (`power-crane-text`).
pub fn power_text(p: Power) -> Message {
    Message::new(format!("power-{}-text", p.name()))
}

/// A card's symbols as letters in the reader's language (`FR` in English: factory,
/// research); `None` for a card without symbols.
pub fn symbols_message(card: &Card) -> Option<Message> {
    let letters = [
        (SYMBOL_FACTORY, "symbol-factory"),
        (SYMBOL_MINE, "symbol-mine"),
        (SYMBOL_RESEARCH, "symbol-research"),
    ]
    .into_iter()
    .filter(|(bit, _)| card.symbols & bit != 0)
    .map(|(_, id)| Message::new(id))
    .collect();
    joined("join-letters", letters)
}

fn kind_message(k: CardKind) -> Message {
    Message::new(match k {
        CardKind::Character => "kind-character",
        CardKind::Building => "kind-building",
        CardKind::Technique => "kind-technique",
    })
}

fn kind_short(k: CardKind) -> Message {
    Message::new(match k {
        CardKind::Character => "kind-short-character",
        CardKind::Building => "kind-short-building",
        CardKind::Technique => "kind-short-technique",
    })
}

/// An effect, e.g. `pay 1 Spyrium -> 3 VP`: what it pays and what it gains, each
/// joined by `+`.
pub fn effect_message(e: &Effect) -> Message {
    let amounts = |pairs: &[(&'static str, u8)]| -> Vec<Message> {
        pairs
            .iter()
            .filter(|(_, n)| *n > 0)
            .map(|&(resource, n)| amount(resource, n.into()))
            .collect()
    };
    let mut pay = amounts(&[("money", e.pay_money), ("spyrium", e.pay_spyrium)]);
    let mut gain = amounts(&[
        ("money", e.gain_money),
        ("spyrium", e.gain_spyrium),
        ("vp", e.gain_vp),
        ("workers", e.gain_workers),
    ]);
    match e.token {
        Some(TokenUse::GainMoney) => gain.push(Message::new("token-money")),
        Some(TokenUse::GainSpyrium) => gain.push(Message::new("token-spyrium")),
        Some(TokenUse::GainVp) => gain.push(Message::new("token-vp")),
        Some(TokenUse::PayMoney) => pay.push(Message::new("token-money")),
        None => {}
    }
    if e.residence {
        gain.push(Message::new("effect-residence"));
    }
    match (joined("join-plus", pay), joined("join-plus", gain)) {
        (None, None) => Message::new("effect-none"),
        (None, Some(gain)) => Message::new("effect-gain").message("gain", gain),
        (Some(pay), None) => Message::new("effect-pay").message("pay", pay),
        (Some(pay), Some(gain)) => Message::new("effect-pay-gain")
            .message("pay", pay)
            .message("gain", gain),
    }
}

/// An item of a numbered list of options: "1) text".
fn numbered(i: usize, text: Message) -> Message {
    Message::new("numbered")
        .number("number", i as i64 + 1)
        .message("text", text)
}

/// A building's rules: each use ("1) 2 workers + 1 Spyrium -> 3 VP"), after what
/// constructing it does.
fn building_text(card: &Card) -> Message {
    let uses = card.uses.iter().enumerate().map(|(i, u)| {
        let mut cost = vec![Message::new("use-workers").number("n", u.workers)];
        if u.pay_spyrium > 0 {
            cost.push(amount("spyrium", u.pay_spyrium.into()));
        }
        let mut gain = Vec::new();
        if u.gain_spyrium > 0 {
            gain.push(amount("spyrium", u.gain_spyrium.into()));
        }
        if u.gain_vp > 0 {
            gain.push(amount("vp", u.gain_vp.into()));
        }
        let gain = joined("join-plus", gain).unwrap_or_else(|| Message::new("use-nothing"));
        let cost = joined("join-plus", cost).expect("a use costs its workers");
        numbered(
            i,
            Message::new("use-cost-gain")
                .message("cost", cost)
                .message("gain", gain),
        )
    });
    let uses = match joined("join-bar", uses.collect()) {
        Some(uses) => Message::new("card-use").message("uses", uses),
        None => Message::new("card-cannot-be-used"),
    };
    if card.on_build == Effect::default() {
        uses
    } else {
        Message::new("card-when-built")
            .message("effect", effect_message(&card.on_build))
            .message("rest", uses)
    }
}

/// A card's rules in one line.
pub fn card_text(card: &Card) -> Message {
    match card.kind {
        CardKind::Character => effect_message(&card.effect),
        CardKind::Building => building_text(card),
        CardKind::Technique => match card.power {
            Some(p) => Message::new("card-technique")
                .message("name", power_name(p))
                .message("text", power_text(p)),
            None => kind_message(CardKind::Technique),
        },
    }
}

/// An event's rules in one line, with the token it holds (a Windfall has one).
pub fn event_text(kind: &EventKind, token: Option<u8>) -> Message {
    match kind {
        EventKind::Windfall => match token {
            Some(t) => Message::new("event-windfall-text").number("token", t),
            None => Message::new("event-no-token").message("rules", event_rules(kind)),
        },
        EventKind::Options(opts) => {
            let options = opts
                .iter()
                .enumerate()
                .map(|(i, e)| numbered(i, effect_message(e)))
                .collect();
            match joined("join-bar", options) {
                Some(options) => Message::new("event-options-text").message("options", options),
                None => Message::new("effect-none"),
            }
        }
        EventKind::Overtime { cost } => {
            Message::new("event-overtime-text").amount("cost", "money", (*cost).into())
        }
        EventKind::Recruitment { cost } => {
            Message::new("event-recruitment-text").amount("cost", "money", (*cost).into())
        }
        EventKind::LatePlacement => Message::new("event-late-placement-text"),
    }
}

/// An event's rules without a token in hand ("the token's value"), as the card set
/// shows them.
pub fn event_rules(kind: &EventKind) -> Message {
    match kind {
        EventKind::Windfall => Message::new("event-windfall-rules"),
        k => event_text(k, None),
    }
}

// ------------------------------------------------------------------ players

/// Each seat's sign on the compact board: its workers in the market and the mark
/// before its row (see the module's documentation).
const SEAT_SIGNS: [char; 5] = ['*', '#', '%', '&', '='];

fn phase_message(p: Phase) -> Message {
    Message::new(match p {
        Phase::Placement => "phase-placement",
        Phase::Activation => "phase-activation",
        Phase::Passed => "phase-passed",
    })
}

fn phase_short(p: Phase) -> Message {
    Message::new(match p {
        Phase::Placement => "phase-short-placement",
        Phase::Activation => "phase-short-activation",
        Phase::Passed => "phase-short-passed",
    })
}

/// A player's buildings: "buildings: 1 Mine I (1 VP, M), 2 Factory I (2 VP, F)
/// [inclined]".
fn buildings_message(cards: &Components, pl: &Player) -> Message {
    let each = pl.buildings.iter().enumerate().map(|(i, &c)| {
        let k = cards.card(c);
        let facts = std::iter::once(amount("vp", k.vp.into()))
            .chain(symbols_message(k))
            .collect();
        let id = if pl.is_inclined(i) {
            "details-building-inclined"
        } else {
            "details-building"
        };
        Message::new(id)
            .number("number", i as i64 + 1)
            .arg("card", card_value(k))
            .message("facts", joined("list-comma", facts).expect("a VP fact"))
    });
    match joined("list-comma", each.collect()) {
        Some(list) => Message::new("details-buildings").message("list", list),
        None => Message::new("details-buildings-none"),
    }
}

/// A player's techniques, kept tokens and bonuses, joined by semicolons.
fn extras_message(pl: &Player) -> Message {
    let techniques = Power::ALL.iter().filter(|&&w| pl.has(w)).map(|&w| {
        if pl.powers_used & w.bit() != 0 {
            Message::new("details-technique-used").message("name", power_name(w))
        } else {
            power_name(w)
        }
    });
    let mut extras = vec![match joined("list-comma", techniques.collect()) {
        Some(list) => Message::new("details-techniques").message("list", list),
        None => Message::new("details-techniques-none"),
    }];
    if pl.kept.iter().any(|&n| n > 0) {
        extras.push(Message::new("details-kept-tokens").list("tokens", tokens_listed(&pl.kept)));
    }
    if pl.bonuses > 0 {
        let id = match pl.first_bonus {
            Some(BonusKind::Worker) => "details-bonuses-worker-first",
            Some(BonusKind::Money) => "details-bonuses-money-first",
            None => "details-bonuses",
        };
        extras.push(Message::new(id).number("n", pl.bonuses));
    }
    joined("join-semicolon", extras).expect("the techniques are said")
}

// ------------------------------------------------------------------ the board

/// Columns of a market cell on the compact board: its number, then its name (and
/// below, its facts); and of the gap between two cells, which holds a slot.
const CELL_NUMBER: usize = 2;
const CELL_TEXT: usize = 20;
const CELL: usize = CELL_NUMBER + CELL_TEXT;
const SLOT_GAP: usize = 6;
/// The most worker signs a slot shows before it shows a count instead.
const SLOT_ROOM: usize = SLOT_GAP - 2;

/// The workers of a slot as signs: `[*#]` (one sign per worker, see
/// [`SEAT_SIGNS`]), `[6]` when more than fit, `[]` when empty.
fn slot_workers(p: &Public, slot: usize) -> String {
    let workers = &p.market.workers[slot][..p.players.len()];
    let total: usize = workers.iter().map(|&n| n as usize).sum();
    if total > SLOT_ROOM {
        return format!("[{total}]");
    }
    let signs: String = workers
        .iter()
        .zip(SEAT_SIGNS)
        .flat_map(|(&n, sign)| std::iter::repeat_n(sign, n as usize))
        .collect();
    format!("[{signs}]")
}

/// The slot between market spaces `a` and `b`.
fn slot_of(a: usize, b: usize) -> usize {
    SLOT_SPACES
        .iter()
        .position(|&(x, y)| (x as usize, y as usize) == (a, b))
        .expect("neighbouring spaces have a slot")
}

/// A market cell on two lines: its number and name; its kind, price, VP and symbols
/// (a building), and its tokens as signs at the right.
fn market_cell(cards: &Components, p: &Public, pos: usize) -> [Vec<Cell>; 2] {
    let number = Cell::number(pos + 1).left(CELL_NUMBER);
    let Some(c) = p.market.cards[pos] else {
        let empty = Cell::say(Message::new("cell-empty")).left(CELL_TEXT);
        return [vec![number, empty], vec![Cell::signs("").left(CELL)]];
    };
    let k = cards.card(c);
    let name = Cell::say(card_title(k)).left(CELL_TEXT);
    let mut facts = vec![kind_short(k.kind), amount("money", k.price.into())];
    if k.kind == CardKind::Building {
        facts.push(amount("vp", k.vp.into()));
        facts.extend(symbols_message(k));
    }
    let facts = joined("join-space", facts).expect("a kind and a price");
    let tokens = tokens_signs(&p.market.tokens[pos]);
    let room = if tokens.is_empty() {
        0
    } else {
        tokens.len() + 1
    };
    let info = vec![
        Cell::signs("").left(CELL_NUMBER),
        Cell::say(facts).left(CELL_TEXT - room),
        Cell::signs(tokens).right(room),
    ];
    [vec![number, name], info]
}

/// The market: three rows of cells, with the slots between neighbouring cells (in
/// the gap between two cells of a row; under a cell for the one below it).
fn market_lines(cards: &Components, p: &Public, s: &mut Sheet) {
    for row in 0..3 {
        let mut lines = [Vec::new(), Vec::new()];
        for col in 0..3 {
            let pos = row * 3 + col;
            let [name, info] = market_cell(cards, p, pos);
            lines[0].extend(name);
            lines[1].extend(info);
            if col < 2 {
                let workers = slot_workers(p, slot_of(pos, pos + 1));
                lines[0].push(Cell::signs(workers).center(SLOT_GAP));
                lines[1].push(Cell::signs("").left(SLOT_GAP));
            }
        }
        for cells in lines {
            s.line(Line::row(cells).gap(0));
        }
        if row < 2 {
            let mut cells = Vec::new();
            for col in 0..3 {
                let pos = row * 3 + col;
                let workers = slot_workers(p, slot_of(pos, pos + 3));
                cells.push(Cell::signs(workers).center(CELL));
                cells.push(Cell::signs("").left(SLOT_GAP));
            }
            s.line(Line::row(cells).gap(0));
        }
    }
}

/// The turn, the events (this turn's and the next), the decks.
fn head_lines(view: &View, seat: Option<usize>, s: &mut Sheet) {
    let (cards, p) = (&view.cards, &view.public);
    let turns = cards.turns();
    let turn = (p.turn as usize).clamp(1, turns);
    let head = Message::new(if seat.is_some() {
        "board-head"
    } else {
        "board-head-watching"
    });
    s.say(
        head.number("turn", turn as i64)
            .number("turns", turns as i64)
            .message("period", period_message(cards.period_of_turn(turn)))
            .seat("first", p.first_player.into()),
    );
    for (id, e, token) in [
        ("board-event-now", p.event, p.event_token),
        ("board-event-next", p.future_event, p.future_token),
    ] {
        let event = match e {
            None => Message::new("board-event-none"),
            Some(e) => {
                let ev = cards.event(e);
                let id = if token.is_some() {
                    "board-event-token"
                } else {
                    "board-event"
                };
                Message::new(id)
                    .arg("name", event_value(ev))
                    .number("token", token.unwrap_or(0))
                    .message("text", event_text(&ev.kind, token))
            }
        };
        s.say(Message::new(id).message("event", event));
    }
    s.say(
        Message::new("board-decks")
            .number("a", view.deck_left[0])
            .number("b", view.deck_left[1])
            .number("c", view.deck_left[2])
            .number("events", view.events_left)
            .number("reserve", view.reserve)
            .number(
                "discarded",
                p.token_discard.iter().map(|&n| n as i64).sum::<i64>(),
            ),
    );
}

/// Widths of the player table's columns: the mark of the seat to act, the seat's
/// sign, the seat, £, Spyrium, VP, residence, workers, phase, event, buildings,
/// techniques.
const COLUMNS: [usize; 12] = [1, 1, 10, 4, 4, 4, 7, 8, 6, 6, 4, 4];

/// The player table: a header, then one row per seat.
fn player_lines(cards: &Components, p: &Public, s: &mut Sheet) {
    let heads = [
        "board-col-player",
        "board-col-money",
        "board-col-spyrium",
        "board-col-vp",
        "board-col-residence",
        "board-col-workers",
        "board-col-phase",
        "board-col-event",
        "board-col-buildings",
        "board-col-techniques",
    ];
    let mut header = vec![Cell::signs(""), Cell::signs("")];
    header.extend(heads.map(|id| Cell::say(Message::new(id))));
    s.line(Line::row(in_columns(header)));
    for (seat, pl) in p.players.iter().enumerate() {
        let to_act = !p.over && p.current as usize == seat;
        let residence = Message::new("board-residence")
            .number("space", pl.residence + 1)
            .amount(
                "value",
                "money",
                cards.rules.residence_track[pl.residence as usize].into(),
            );
        let event = if pl.event_used {
            Cell::say(Message::new("board-event-used"))
        } else {
            Cell::signs("-")
        };
        let row = vec![
            Cell::signs(if to_act { ">" } else { " " }),
            Cell::signs(SEAT_SIGNS[seat].to_string()),
            Cell::say(Message::new("seat-name").seat("seat", seat)),
            Cell::number(pl.money),
            Cell::number(pl.spyrium),
            Cell::number(pl.score),
            Cell::say(residence),
            Cell::signs(format!("{}/{}/{}", pl.workers, pl.active, pl.in_market)),
            Cell::say(phase_short(pl.phase)),
            event,
            Cell::number(pl.buildings.len()),
            Cell::number(pl.techniques.count_ones()),
        ];
        s.line(Line::row(in_columns(row)));
    }
}

/// `cells` in the player table's [`COLUMNS`]: numbers at the right, words at the
/// left.
fn in_columns(cells: Vec<Cell>) -> Vec<Cell> {
    let numbers = [3, 4, 5, 10, 11];
    cells
        .into_iter()
        .zip(COLUMNS)
        .enumerate()
        .map(|(i, (c, w))| {
            if numbers.contains(&i) {
                c.right(w)
            } else {
                c.left(w)
            }
        })
        .collect()
}

/// The board on one 80×30 terminal screen with room for a log and a prompt: the
/// turn and events, the market with the workers in its slots, one line per player,
/// and the observer's own buildings. [`details`] has every card's text.
pub fn board(view: &View) -> Sheet {
    let (cards, p) = (&view.cards, &view.public);
    let seat = match view.observer {
        Observer::Seat(s) => Some(s),
        Observer::Spectator => None,
    };
    let mut s = Sheet::new();
    head_lines(view, seat, &mut s);
    market_lines(cards, p, &mut s);
    player_lines(cards, p, &mut s);
    if let Some(seat) = seat {
        let pl = &p.players[seat];
        let details = Message::new("join-semicolon")
            .message("a", buildings_message(cards, pl))
            .message("b", extras_message(pl));
        s.say(Message::new("board-yours").message("details", details));
        if p.pending_bonus && p.current as usize == seat {
            s.say(
                Message::new("board-bonus-reached")
                    .amount("vp", "vp", cards.rules.bonus_thresholds[0].into())
                    .amount("money", "money", cards.rules.bonus_money.into()),
            );
        }
    }
    s
}

// ------------------------------------------------------------------ details

/// A market card with its facts and its rules: "1 Miner (character, £2, tokens 1
/// and 2): pay £1 -> 2 Spyrium".
fn market_card(p: &Public, pos: usize, k: &Card) -> Message {
    let mut facts = vec![kind_message(k.kind), amount("money", k.price.into())];
    if k.kind == CardKind::Building {
        facts.push(Message::new("details-end-vp").amount("vp", "vp", k.vp.into()));
        if let Some(symbols) = symbols_message(k) {
            facts.push(Message::new("details-symbols").message("symbols", symbols));
        }
    }
    let tokens = &p.market.tokens[pos];
    if tokens.iter().any(|&n| n > 0) {
        facts.push(Message::new("details-tokens").list("tokens", tokens_listed(tokens)));
    }
    let around = p.market.adjacent_workers(pos as u8);
    if around > 0 {
        facts.push(Message::new("details-workers-around").number("n", around));
    }
    Message::new("details-card")
        .number("number", pos as i64 + 1)
        .arg("card", card_value(k))
        .message("facts", joined("list-comma", facts).expect("a kind"))
        .message("text", card_text(k))
}

/// The card on market space `pos`, or an empty space.
fn space_message(cards: &Components, p: &Public, pos: usize) -> Message {
    match p.market.cards[pos] {
        Some(c) => card_title(cards.card(c)),
        None => Message::new("details-space-empty").number("number", pos as i64 + 1),
    }
}

/// Each occupied slot with its workers in words: "between Miner and Geologist: Ada
/// (2) and you (1)".
fn slot_lines(cards: &Components, p: &Public, s: &mut Sheet) {
    for (slot, &(a, b)) in SLOT_SPACES.iter().enumerate() {
        let workers: Vec<Message> = p.market.workers[slot][..p.players.len()]
            .iter()
            .enumerate()
            .filter(|(_, &n)| n > 0)
            .map(|(seat, &n)| {
                Message::new("details-workers-of")
                    .seat("who", seat)
                    .number("n", n)
            })
            .collect();
        if workers.is_empty() {
            continue;
        }
        let line = Message::new("details-slot")
            .message("a", space_message(cards, p, a as usize))
            .message("b", space_message(cards, p, b as usize))
            .list("workers", workers);
        s.wrapped(line, 2, 6);
    }
}

/// The whole board as the view's observer sees it, with every market card's text,
/// the workers of every slot, and every player's buildings and techniques.
pub fn details(view: &View) -> Sheet {
    let (cards, p) = (&view.cards, &view.public);
    let mut s = board(view);
    s.blank();
    s.say(Message::new("details-market"));
    for pos in 0..9 {
        if let Some(c) = p.market.cards[pos] {
            s.wrapped(market_card(p, pos, cards.card(c)), 2, 6);
        }
    }
    if p.market.workers.iter().flatten().any(|&n| n > 0) {
        s.say(Message::new("details-workers"));
        slot_lines(cards, p, &mut s);
    }
    s.say(Message::new("details-players"));
    for (seat, pl) in p.players.iter().enumerate() {
        let head = Message::new("details-seat")
            .seat("seat", seat)
            .message("phase", phase_message(pl.phase));
        s.line(
            Line::row(vec![
                Cell::signs(SEAT_SIGNS[seat].to_string()),
                Cell::say(head),
            ])
            .indent(2),
        );
        s.wrapped(buildings_message(cards, pl), 4, 6);
        s.wrapped(extras_message(pl), 4, 6);
    }
    s
}

// ------------------------------------------------------------------ the end

/// The end of the game: every seat's final score with its parts, and the winners.
pub fn final_report(g: &Spyrium) -> Sheet {
    let mut s = Sheet::new();
    s.say(Message::new("final-scores"));
    for seat in 0..g.num_players() {
        let f = g.final_score(seat);
        let mut parts = vec![
            Message::new("final-track").number("vp", f.track),
            Message::new("final-buildings").number("vp", f.buildings),
        ];
        for (power, vp) in &f.techniques {
            parts.push(
                Message::new("final-technique")
                    .number("vp", *vp)
                    .message("power", power_name(*power)),
            );
        }
        let line = Message::new("final-seat")
            .seat("seat", seat)
            .number("total", f.total)
            .message("parts", joined("join-plus", parts).expect("the track"));
        s.wrapped(line, 2, 6);
    }
    if let Some(o) = g.outcome() {
        let best = o.scores.iter().copied().max().unwrap_or(0);
        s.say(
            Message::new("final-winners")
                .seats("seats", o.winners.clone())
                .number("best", best),
        );
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::texts::TEXTS;
    use gaslamp_core::{Reader, Seat};

    const NAMES: [&str; 5] = ["Ada", "Ben", "Cy", "Dee", "Eve"];

    /// A reader in English at a table of Ada, Ben, Cy, Dee and Eve.
    fn reader(seat: Option<Seat>, names: &[Option<String>]) -> Reader<'_> {
        Reader {
            lang: gaslamp_core::i18n::Lang::EN,
            seat,
            names,
        }
    }

    fn names() -> Vec<Option<String>> {
        NAMES.map(|n| Some(n.to_string())).into()
    }

    /// `sheet` said to `seat` at the table of names, isolation marks left out.
    fn read(sheet: &Sheet, seat: Option<Seat>) -> String {
        let names = names();
        let text = sheet.said(&reader(seat, &names), &TEXTS);
        text.chars()
            .filter(|c| !('\u{2066}'..='\u{2069}').contains(c))
            .collect()
    }

    fn say(m: &Message) -> String {
        reader(None, &[]).say(&TEXTS, m)
    }

    #[test]
    fn the_board_shows_every_space_and_player() {
        let g = Spyrium::new_game(&Components::builtin(), 4, 7, None).unwrap();
        let text = read(&details(&g.view(Observer::Seat(1))), Some(1));
        for pos in 0..9 {
            let c = g.public().market.cards[pos].unwrap();
            let name = &g.components().card(c).name;
            assert!(
                text.contains(&format!("{} {name}", pos + 1)),
                "{name} missing:\n{text}"
            );
        }
        for (seat, who) in ["Ada", "you", "Cy", "Dee"].iter().enumerate() {
            let row = format!("{} {who} ", SEAT_SIGNS[seat]);
            assert!(text.contains(&row), "{row:?} missing:\n{text}");
        }
        assert!(text.contains("Turn 1 of 6, period A"), "{text}");
        for line in text.lines() {
            assert!(line.chars().count() < 80, "line too long: {line}");
        }
    }

    #[test]
    fn the_compact_board_fits_an_80_by_30_screen_with_room_for_a_log() {
        let names = names();
        for players in 2..=5 {
            for seed in 0..20 {
                let mut g = Spyrium::new_game(&Components::builtin(), players, seed, None).unwrap();
                let mut rng = gaslamp_core::rng_from_seed(seed);
                // Boards from the start to the end of a random game.
                while !g.is_over() {
                    let seat = g.to_act().first().unwrap();
                    let sheet = board(&g.view(Observer::Seat(seat)));
                    let text = sheet.said(&reader(Some(seat), &names), &TEXTS);
                    assert!(
                        text.lines().count() <= 21,
                        "{} lines:\n{text}",
                        text.lines().count()
                    );
                    for line in text.lines() {
                        let width = gaslamp_core::shown_width(line);
                        assert!(width < 80, "line too long: {line}");
                    }
                    let legal = g.legal_actions(seat);
                    let a = legal[rand::Rng::gen_range(&mut rng, 0..legal.len())];
                    g.apply_unchecked(seat, &a);
                }
            }
        }
        let g = Spyrium::new_game(&Components::builtin(), 4, 7, None).unwrap();
        let text = read(&board(&g.view(Observer::Seat(1))), Some(1));
        // Seat 1 plays first in this game.
        assert_eq!(g.public().first_player, 1);
        assert!(text.contains("# you "), "{text}");
        assert!(text.contains("You play first"), "{text}");
        let watching = read(&board(&g.view(Observer::Spectator)), None);
        assert!(watching.contains("Ben plays first"), "{watching}");
        assert!(watching.contains("You are watching"), "{watching}");
        assert!(watching.contains("# Ben "), "{watching}");
    }

    #[test]
    fn effects_read_as_words() {
        let e = Effect {
            pay_spyrium: 1,
            gain_vp: 3,
            ..Effect::default()
        };
        assert_eq!(say(&effect_message(&e)), "pay 1 Spyrium -> 3 VP");
        let e = Effect {
            gain_money: 2,
            gain_vp: 1,
            token: Some(TokenUse::GainSpyrium),
            ..Effect::default()
        };
        assert_eq!(
            say(&effect_message(&e)),
            "gain £2 + 1 VP + Spyrium equal to the token"
        );
        assert_eq!(say(&effect_message(&Effect::default())), "no effect");
    }

    #[test]
    fn slot_workers_show_one_sign_per_worker_of_each_seat() {
        let mut g = Spyrium::new_game(&Components::builtin(), 3, 1, None).unwrap();
        g.edit().market.workers[0] = [2, 0, 1, 0, 0];
        assert_eq!(slot_workers(g.public(), 0), "[**%]");
        assert_eq!(slot_workers(g.public(), 1), "[]");
        g.edit().market.workers[0] = [3, 2, 1, 0, 0];
        assert_eq!(slot_workers(g.public(), 0), "[6]");
        // The details say them in words, to each reader.
        g.edit().market.workers[0] = [2, 0, 1, 0, 0];
        let text = read(&details(&g.view(Observer::Seat(2))), Some(2));
        assert!(text.contains(": Ada (2) and you (1)"), "{text}");
    }

    #[test]
    fn final_report_names_the_winners() {
        let mut g = Spyrium::new_game(&Components::builtin(), 2, 3, None).unwrap();
        let mut rng = gaslamp_core::rng_from_seed(3);
        while !g.is_over() {
            let seat = g.to_act().first().unwrap();
            let legal = g.legal_actions(seat);
            let a = legal[rand::Rng::gen_range(&mut rng, 0..legal.len())];
            g.apply_unchecked(seat, &a);
        }
        let report = read(&final_report(&g), Some(1));
        let total = |seat| g.final_score(seat).total;
        assert!(
            report.contains(&format!("  Ada: {} = ", total(0)))
                && report.contains(&format!("  You: {} = ", total(1))),
            "{report}"
        );
        assert!(report.contains("Winner"), "{report}");
    }
}
