//! Crystal Palace in words: the banner, the table as an observer sees it, log lines,
//! action descriptions and the final report.

use crate::actions::Action;
use crate::components::Location;
use crate::events::Event;
use crate::state::{CrystalPalace, Slot, Stage};
use crate::texts::{
    character_name, cost_words, effect_words, location, nation_name, patent_name, phase_name,
    round_name, say, seat, seats, tile_name, TEXTS,
};
use crate::view::View;
use gaslamp_core::{tr, Observer, Seat};
use std::fmt::Write;

const WESTMINSTER: [&str; 5] = ["*", "II", "III", "IV", "V"];

fn stage_line(round: u8, stage: Stage) -> String {
    let round_name = round_name(round);
    match stage {
        Stage::Over => tr!(TEXTS, "banner-over", round_name = round_name),
        s => tr!(
            TEXTS,
            "banner",
            round = round,
            round_name = round_name,
            phase = s.phase(),
            phase_name = phase_name(s.phase())
        ),
    }
}

/// Where the game stands, in one line.
pub fn banner(g: &CrystalPalace) -> String {
    stage_line(g.round(), g.stage())
}

/// The table as `view`'s observer sees it.
pub fn board(view: &View) -> String {
    let c = view.components();
    let p = &view.public;
    let n = p.players.len();
    let mut out = String::new();
    let _ = writeln!(out, "{}", stage_line(p.round, p.stage));
    if c.provisional {
        let _ = writeln!(out, "{}", tr!(TEXTS, "board-provisional"));
    }
    let _ = writeln!(out, "{}", tr!(TEXTS, "board-header"));
    for (s, pl) in p.players.iter().enumerate() {
        let nation = nation_name(c, pl.nation as usize);
        let start = if p.start as usize == s { "*" } else { " " };
        let loans = pl
            .research
            .iter()
            .filter(|x| matches!(x, Slot::Loan { repaid: false, .. }))
            .count()
            + pl.extra_loans.iter().filter(|l| !l.1).count();
        let _ = writeln!(
            out,
            "{start}{s:<4} {:<14} {:>3} {:>4} {:>4} {:>2} {:>4} {:>3} {:>3} {:>4} {:>4} {:>4} {:>3} {:>5}",
            truncate(&nation, 14),
            pl.money,
            pl.debt,
            pl.gears,
            pl.energy,
            pl.newspapers,
            pl.income,
            pl.vp,
            pl.dice,
            WESTMINSTER[pl.westminster as usize],
            pl.buzz,
            pl.objective,
            loans
        );
    }
    if p.stage == Stage::Commit {
        let chosen: Vec<String> = (0..n)
            .map(|s| {
                if p.committed[s] {
                    tr!(TEXTS, "board-dice-chosen", seat = seat(s))
                } else {
                    tr!(TEXTS, "board-dice-choosing", seat = seat(s))
                }
            })
            .collect();
        let _ = writeln!(
            out,
            "{}",
            tr!(TEXTS, "board-dice", seats = chosen.join(", "))
        );
        if let (Observer::Seat(_), Some(d)) = (view.observer, view.my_dice) {
            let v: Vec<String> = d
                .values
                .iter()
                .filter(|&&x| x > 0)
                .map(|x| x.to_string())
                .collect();
            let _ = writeln!(out, "{}", tr!(TEXTS, "board-your-dice", dice = v.join(" ")));
        }
    }
    for loc in Location::ALL {
        let dice: Vec<String> = p.placed[loc.index()]
            .iter()
            .enumerate()
            .filter_map(|(i, d)| {
                d.map(|d| {
                    format!(
                        "{}:s{}={}{}",
                        i + 1,
                        d.seat,
                        d.value,
                        if d.resolved { "✓" } else { "" }
                    )
                })
            })
            .collect();
        let free = p.acted[loc.index()].iter().filter(|a| a.is_none()).count();
        let offer = match loc {
            Location::PatentOffice => ids(p
                .patent_display
                .iter()
                .flatten()
                .map(|&i| c.patents[i as usize].id.as_str())),
            Location::BritishMuseum => ids(p
                .museum
                .iter()
                .flatten()
                .map(|&i| c.tiles[i as usize].id.as_str())),
            Location::BankOfEngland => ids(p
                .bank
                .iter()
                .flatten()
                .map(|&i| c.shares[i as usize].id.as_str())),
            Location::ReformClub => ids(p
                .character_display
                .iter()
                .flatten()
                .map(|&i| c.characters[i as usize].id.as_str())),
            _ => String::new(),
        };
        let _ = writeln!(
            out,
            "{}",
            tr!(
                TEXTS,
                "board-location",
                number = loc.number(),
                title = format!("{:<16}", location(loc)),
                free = free,
                dice = if dice.is_empty() {
                    "-".into()
                } else {
                    dice.join(" ")
                },
                offer = if offer.is_empty() {
                    String::new()
                } else {
                    format!("  | {offer}")
                }
            )
        );
    }
    let market: Vec<String> = p
        .market
        .iter()
        .enumerate()
        .map(|(i, s)| match s {
            Some(seat) => format!("{}:s{seat}", i + 1),
            None => format!("{}:-", i + 1),
        })
        .collect();
    let _ = writeln!(
        out,
        "{}",
        tr!(
            TEXTS,
            "board-market",
            spaces = market.join(" "),
            gears = p.market_gears
        )
    );
    for (s, pl) in p.players.iter().enumerate() {
        let cards: Vec<&str> = pl
            .characters
            .iter()
            .map(|i| c.characters[i as usize].id.as_str())
            .chain(
                pl.prototypes
                    .iter()
                    .map(|i| c.patents[i as usize].id.as_str()),
            )
            .collect();
        let _ = writeln!(
            out,
            "{}",
            tr!(
                TEXTS,
                "board-player-cards",
                seat = seat(s),
                patents = ids(pl.patents.iter().map(|i| c.patents[i as usize].id.as_str())),
                cards = if cards.is_empty() {
                    "-".into()
                } else {
                    cards.join(" ")
                }
            )
        );
    }
    out
}

fn ids<'a>(it: impl Iterator<Item = &'a str>) -> String {
    let v: Vec<&str> = it.collect();
    if v.is_empty() {
        "-".into()
    } else {
        v.join(" ")
    }
}

/// When a research tile's effect applies: "every phase 6:" or "once:".
fn tile_when(permanent: bool) -> String {
    if permanent {
        tr!(TEXTS, "tile-permanent")
    } else {
        tr!(TEXTS, "tile-once")
    }
}

fn truncate(s: &str, n: usize) -> String {
    s.chars().take(n).collect()
}

/// Everything the view shows, with card texts.
pub fn details(view: &View) -> String {
    let c = view.components();
    let p = &view.public;
    let mut out = board(view);
    let _ = writeln!(out, "\n{}", tr!(TEXTS, "details-patents"));
    for &i in p.patent_display.iter().flatten() {
        let x = &c.patents[i as usize];
        let _ = writeln!(
            out,
            "  {}",
            tr!(
                TEXTS,
                "details-patent",
                id = x.id.as_str(),
                name = patent_name(c, i as usize),
                cost = cost_words(&x.cost),
                vp = format!("{:?}", x.vp),
                effect = effect_words(&x.effect)
            )
        );
    }
    let _ = writeln!(out, "{}", tr!(TEXTS, "details-characters"));
    for &i in p.character_display.iter().flatten() {
        let x = &c.characters[i as usize];
        let _ = writeln!(
            out,
            "  {}",
            tr!(
                TEXTS,
                "details-character",
                id = x.id.as_str(),
                name = character_name(c, i as usize),
                cost = cost_words(&x.cost),
                vp = format!("{:?}", x.vp),
                salary = format!("{:?}", x.salary),
                instant = effect_words(&x.instant)
            )
        );
    }
    let _ = writeln!(out, "{}", tr!(TEXTS, "details-tiles"));
    for &i in p.museum.iter().flatten() {
        let x = &c.tiles[i as usize];
        let _ = writeln!(
            out,
            "  {}",
            tr!(
                TEXTS,
                "details-tile",
                id = x.id.as_str(),
                name = tile_name(c, i as usize),
                when = tile_when(x.permanent),
                effect = effect_words(&x.effect)
            )
        );
    }
    out
}

/// One event in words, said to a neutral reader in the thread's language (a seat
/// reads "player N"): [`CrystalPalace::event_message`] is the event as data, for an
/// edge that knows its reader.
pub fn log_line(g: &CrystalPalace, event: &Event) -> Option<String> {
    g.event_message(event).map(|m| say(&m))
}

/// A one-line description of an action for menus, in words (the notation is shown
/// beside it), said to a neutral reader: [`CrystalPalace::action_message`] is the
/// description as data.
pub fn describe(g: &CrystalPalace, seat: Seat, action: &Action) -> String {
    say(&g.action_message(seat, action))
}

/// The end in words.
pub fn final_report(g: &CrystalPalace) -> String {
    let mut out = String::new();
    let Some(finals) = &g.public().final_scores else {
        return tr!(TEXTS, "report-not-over");
    };
    let _ = writeln!(out, "{}", tr!(TEXTS, "report-header"));
    for (s, f) in finals.iter().enumerate() {
        let _ = writeln!(
            out,
            "{s:<5} {:>5} {:>9} {:>4} {:>6} {:>9} {:>5} {:>8} {:>6}",
            f.track, f.abilities, f.buzz, f.market, f.objective, f.loans, f.empty_research, f.total
        );
    }
    let best = finals.iter().map(|f| f.total).max().unwrap_or(0);
    let winners: Vec<Seat> = (0..finals.len())
        .filter(|&s| finals[s].total == best)
        .collect();
    let _ = writeln!(
        out,
        "{}",
        if winners.len() == 1 {
            tr!(TEXTS, "report-wins", seat = seat(winners[0]), vp = best)
        } else {
            tr!(TEXTS, "report-share", seats = seats(&winners), vp = best)
        }
    );
    if g.components().provisional {
        let _ = writeln!(out, "{}", tr!(TEXTS, "report-provisional"));
    }
    out
}
