//! Crystal Palace for a terminal, as messages: the banner, the table as an
//! observer sees it, the details of the cards on offer and the final report, laid
//! out as sheets ([`gaslamp_core::Sheet`]) and said at the edge to one reader ("you"
//! for the reader's seat, everyone else by name, in the reader's language).

use crate::components::{Components, Location};
use crate::messages::{self as m, amount, list_and};
use crate::state::{CrystalPalace, Public, Slot, Stage};
use crate::view::View;
use gaslamp_core::{Cell, Line, Message, Observer, Seat, Sheet, Value};

/// Where the game stands: the round, its name, the phase and what it does.
fn stage_line(round: u8, stage: Stage) -> Message {
    let round_name = Value::Name {
        kind: m::kind::ROUND.into(),
        id: round.clamp(1, 5).to_string().into(),
    };
    match stage {
        Stage::Over => Message::new("banner-over").arg("round_name", round_name),
        s => Message::new("banner")
            .number("round", round)
            .arg("round_name", round_name)
            .number("phase", s.phase())
            .arg(
                "phase_name",
                Value::Name {
                    kind: m::kind::PHASE.into(),
                    id: s.phase().clamp(1, 7).to_string().into(),
                },
            ),
    }
}

/// Where the game stands, in one line.
pub fn banner(g: &CrystalPalace) -> Message {
    stage_line(g.round(), g.stage())
}

/// A cell saying `id` (a column's title).
fn title(id: &'static str) -> Cell {
    Cell::say(Message::new(id))
}

/// A cell naming `seat` ("you" to its own reader).
fn seat_cell(seat: Seat) -> Cell {
    Cell::say(Message::new("seat-name").seat("seat", seat))
}

/// The loans a player has not repaid.
fn loans(p: &Public, seat: usize) -> usize {
    let pl = &p.players[seat];
    let on_mat = pl
        .research
        .iter()
        .filter(|x| matches!(x, Slot::Loan { repaid: false, .. }))
        .count();
    on_mat + pl.extra_loans.iter().filter(|l| !l.1).count()
}

/// The players' table: one row per player, the start player marked `*`.
fn players_table(c: &Components, p: &Public, out: &mut Sheet) {
    let widths = [1, 10, 11, 3, 3, 4, 3, 4, 3, 3, 4, 4, 4, 3, 5];
    let titles = [
        "board-col-player",
        "board-col-nation",
        "board-col-money",
        "board-col-debt",
        "board-col-gears",
        "board-col-energy",
        "board-col-newspapers",
        "board-col-income",
        "board-col-vp",
        "board-col-dice",
        "board-col-westminster",
        "board-col-buzz",
        "board-col-objective",
        "board-col-loans",
    ];
    let mut head = vec![Cell::signs("").left(widths[0])];
    head.extend(
        titles
            .iter()
            .zip(&widths[1..])
            .enumerate()
            .map(|(i, (&t, &w))| {
                if i < 2 {
                    title(t).left(w)
                } else {
                    title(t).right(w)
                }
            }),
    );
    out.line(Line::row(head));
    for (s, pl) in p.players.iter().enumerate() {
        let nation = Message::new("thing").arg(
            "name",
            m::component(
                crate::texts::Kind::Nation,
                &c.nations[pl.nation as usize].id,
                &c.nations[pl.nation as usize].name,
            ),
        );
        let start = if p.start as usize == s { "*" } else { "" };
        let numbers = [
            i64::from(pl.money),
            i64::from(pl.debt),
            i64::from(pl.gears),
            i64::from(pl.energy),
            i64::from(pl.newspapers),
            i64::from(pl.income),
            i64::from(pl.vp),
            i64::from(pl.dice),
            i64::from(pl.westminster),
            i64::from(pl.buzz),
            i64::from(pl.objective),
            loans(p, s) as i64,
        ];
        let mut cells = vec![
            Cell::signs(start).left(widths[0]),
            seat_cell(s).left(widths[1]),
            Cell::say(nation).left(widths[2]),
        ];
        cells.extend(
            numbers
                .iter()
                .zip(&widths[3..])
                .map(|(n, &w)| Cell::number(n).right(w)),
        );
        out.line(Line::row(cells));
    }
}

/// Who has chosen their dice, and the reader's own dice while they are secret.
fn dice_choice(view: &View, out: &mut Sheet) {
    let p = &view.public;
    let chosen = (0..p.players.len())
        .map(|s| {
            let id = if p.committed[s] {
                "board-dice-chosen"
            } else {
                "board-dice-choosing"
            };
            Message::new(id).seat("seat", s)
        })
        .collect();
    out.say(Message::new("board-dice").list("seats", chosen));
    if let (Observer::Seat(_), Some(d)) = (view.observer, view.my_dice) {
        let values: Vec<u8> = d.values.iter().copied().filter(|&x| x > 0).collect();
        out.say(Message::new("board-your-dice").message("dice", m::dice_row(&values)));
    }
}

/// What a location offers to take: its face-up patents, tiles, shares or
/// characters.
fn offer(c: &Components, p: &Public, loc: Location) -> Vec<Message> {
    let thing = |v: Value| Message::new("thing").arg("name", v);
    let shown =
        |d: &crate::state::Display| d.iter().flatten().map(|&i| i as usize).collect::<Vec<_>>();
    match loc {
        Location::PatentOffice => shown(&p.patent_display)
            .into_iter()
            .map(|i| thing(m::patent(c, i)))
            .collect(),
        Location::BritishMuseum => shown(&p.museum)
            .into_iter()
            .map(|i| thing(m::tile(c, i)))
            .collect(),
        Location::BankOfEngland => shown(&p.bank)
            .into_iter()
            .map(|i| {
                let x = &c.shares[i];
                Message::new("taken-share")
                    .arg("income", amount("income", x.income))
                    .arg("vp", amount("vp", x.vp))
            })
            .collect(),
        Location::ReformClub => shown(&p.character_display)
            .into_iter()
            .map(|i| thing(m::character(c, i)))
            .collect(),
        _ => Vec::new(),
    }
}

/// One line per location: its free action spaces, the dice on it, what it offers.
fn locations(c: &Components, p: &Public, out: &mut Sheet) {
    for loc in Location::ALL {
        let dice: Vec<Message> = p.placed[loc.index()]
            .iter()
            .flatten()
            .map(|d| {
                let id = if d.resolved {
                    "board-die-done"
                } else {
                    "board-die"
                };
                Message::new(id)
                    .seat("who", usize::from(d.seat))
                    .number("value", d.value)
            })
            .collect();
        let free = p.acted[loc.index()].iter().filter(|a| a.is_none()).count();
        let offered = offer(c, p, loc);
        let id = if offered.is_empty() {
            "board-location"
        } else {
            "board-location-offer"
        };
        let line = Message::new(id)
            .number("number", loc.number() as i64)
            .arg("title", m::location(m::kind::LOCATION, loc))
            .number("free", free as i64)
            .message("dice", list_and(dice, Message::new("board-no-dice")))
            .message("offer", list_and(offered, Message::new("effect-none")));
        out.wrapped(line, 0, 4);
    }
}

/// The Black Market's spaces, bottom first, and the gears on its banner.
fn black_market(p: &Public, out: &mut Sheet) {
    let spaces = p
        .market
        .iter()
        .map(|s| match s {
            Some(seat) => Message::new("seat-name").seat("seat", usize::from(*seat)),
            None => Message::new("board-market-empty"),
        })
        .collect();
    out.wrapped(
        Message::new("board-market")
            .message(
                "spaces",
                list_and(spaces, Message::new("board-market-empty")),
            )
            .number("gears", p.market_gears),
        0,
        4,
    );
}

/// Each player's patents, and the prototypes and characters in front of them.
fn players_cards(c: &Components, p: &Public, out: &mut Sheet) {
    let thing = |v: Value| Message::new("thing").arg("name", v);
    for (s, pl) in p.players.iter().enumerate() {
        let patents = pl
            .patents
            .iter()
            .map(|i| thing(m::patent(c, i as usize)))
            .collect();
        let cards = pl
            .characters
            .iter()
            .map(|i| thing(m::character(c, i as usize)))
            .chain(
                pl.prototypes
                    .iter()
                    .map(|i| thing(m::patent(c, i as usize))),
            )
            .collect();
        let none = || Message::new("board-none");
        out.wrapped(
            Message::new("board-player-cards")
                .seat("seat", s)
                .message("patents", list_and(patents, none()))
                .message("cards", list_and(cards, none())),
            0,
            4,
        );
    }
}

/// The table as `view`'s observer sees it.
pub fn board(view: &View) -> Sheet {
    let c = view.components();
    let p = &view.public;
    let mut out = Sheet::new();
    out.say(stage_line(p.round, p.stage));
    if c.provisional {
        out.wrapped(Message::new("board-provisional"), 0, 2);
    }
    players_table(c, p, &mut out);
    if p.stage == Stage::Commit {
        dice_choice(view, &mut out);
    }
    locations(c, p, &mut out);
    black_market(p, &mut out);
    players_cards(c, p, &mut out);
    out
}

/// Numbers in a row: the VP of each round, the salary at each Westminster position.
fn numbers(values: &[i32]) -> Message {
    list_and(
        values.iter().map(|&v| m::number(v)).collect(),
        Message::new("effect-none"),
    )
}

/// Everything the view shows, with the texts of the cards on offer.
pub fn details(view: &View) -> Sheet {
    let c = view.components();
    let p = &view.public;
    let mut out = board(view);
    out.blank();
    out.say(Message::new("details-patents"));
    for &i in p.patent_display.iter().flatten() {
        let x = &c.patents[i as usize];
        let line = Message::new("details-patent")
            .arg("name", m::patent(c, i as usize))
            .message("cost", m::cost(&x.cost))
            .message("vp", numbers(&x.vp))
            .message("effect", m::effect(&x.effect));
        out.wrapped(line, 2, 6);
    }
    out.say(Message::new("details-characters"));
    for &i in p.character_display.iter().flatten() {
        let x = &c.characters[i as usize];
        let line = Message::new("details-character")
            .arg("name", m::character(c, i as usize))
            .message("cost", m::cost(&x.cost))
            .message("vp", numbers(&x.vp))
            .message("salary", numbers(&x.salary))
            .message("instant", m::effect(&x.instant));
        out.wrapped(line, 2, 6);
    }
    out.say(Message::new("details-tiles"));
    for &i in p.museum.iter().flatten() {
        let x = &c.tiles[i as usize];
        let when = if x.permanent {
            "tile-permanent"
        } else {
            "tile-once"
        };
        let line = Message::new("details-tile")
            .arg("name", m::tile(c, i as usize))
            .message("when", Message::new(when))
            .message("effect", m::effect(&x.effect));
        out.wrapped(line, 2, 6);
    }
    out
}

/// The end: each player's final score by its parts, the winners.
pub fn final_report(g: &CrystalPalace) -> Sheet {
    let mut out = Sheet::new();
    let Some(finals) = &g.public().final_scores else {
        out.say(Message::new("report-not-over"));
        return out;
    };
    let columns = [
        ("report-col-track", 6),
        ("report-col-abilities", 6),
        ("report-col-buzz", 6),
        ("report-col-market", 6),
        ("report-col-objective", 6),
        ("report-col-loans", 6),
        ("report-col-research", 6),
        ("report-col-total", 6),
    ];
    let mut head = vec![title("report-col-player").left(10)];
    head.extend(columns.iter().map(|&(t, w)| title(t).right(w)));
    out.line(Line::row(head));
    for (s, f) in finals.iter().enumerate() {
        let parts = [
            f.track,
            f.abilities,
            f.buzz,
            f.market,
            f.objective,
            f.loans,
            f.empty_research,
            f.total,
        ];
        let mut row = vec![seat_cell(s).left(10)];
        row.extend(
            parts
                .iter()
                .zip(&columns)
                .map(|(n, &(_, w))| Cell::number(n).right(w)),
        );
        out.line(Line::row(row));
    }
    let best = finals.iter().map(|f| f.total).max().unwrap_or(0);
    let winners: Vec<Seat> = (0..finals.len())
        .filter(|&s| finals[s].total == best)
        .collect();
    // A total below zero (loans) is said as such, not with a sign.
    out.say(
        Message::new("report-winners")
            .seats("seats", winners)
            .number("vp", best.abs())
            .number("below", i64::from(best < 0)),
    );
    if g.components().provisional {
        out.wrapped(Message::new("report-provisional"), 0, 2);
    }
    out
}
