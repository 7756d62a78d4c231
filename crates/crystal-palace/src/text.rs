//! Crystal Palace in words: the banner, the table as an observer sees it, log lines,
//! action descriptions and the final report.

use crate::actions::{Action, Trade};
use crate::components::Location;
use crate::events::Event;
use crate::state::{CrystalPalace, Decision, Slot, Stage};
use crate::texts::{
    atoms_words, character_name, cost_words, effect_words, location, location_as, nation_name,
    patent_name, phase_name, round_name, seat, seats, source_words, tile_name, TEXTS,
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

/// One event in words.
pub fn log_line(g: &CrystalPalace, event: &Event) -> Option<String> {
    let _ = g;
    Some(match event {
        Event::Committed {
            seat: s,
            dice,
            extra,
        } => match dice {
            Some(d) => {
                let dice = d.iter().map(u8::to_string).collect::<Vec<_>>().join(" ");
                if *extra == Some(true) {
                    tr!(TEXTS, "log-committed-extra", seat = seat(*s), dice = dice)
                } else {
                    tr!(TEXTS, "log-committed", seat = seat(*s), dice = dice)
                }
            }
            None => tr!(TEXTS, "log-committed-secret", seat = seat(*s)),
        },
        Event::Revealed {
            dice,
            start,
            newspapers,
        } => {
            let all: Vec<String> = dice
                .iter()
                .enumerate()
                .map(|(s, d)| {
                    tr!(
                        TEXTS,
                        "log-revealed-seat",
                        seat = seat(s),
                        dice = d.iter().map(u8::to_string).collect::<Vec<_>>().join(" "),
                        total = d.iter().map(|&x| u32::from(x)).sum::<u32>()
                    )
                })
                .collect();
            tr!(
                TEXTS,
                "log-revealed",
                dice = all.join(", "),
                start = seat(*start),
                newspapers = seats(newspapers)
            )
        }
        Event::Acted { text, .. } => text.clone(),
        Event::Phase { round, phase, name } => tr!(
            TEXTS,
            "log-phase",
            round = *round,
            phase = *phase,
            name = name.as_str()
        ),
        Event::Note { text, .. } => text.clone(),
        Event::GameOver { scores } => tr!(
            TEXTS,
            "log-game-over",
            scores = scores
                .iter()
                .enumerate()
                .map(|(s, v)| tr!(TEXTS, "log-score", seat = seat(s), vp = *v))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    })
}

/// A one-line description of an action for menus, in words (the notation is shown
/// beside it).
pub fn describe(g: &CrystalPalace, seat: Seat, action: &Action) -> String {
    let c = g.components();
    let r = &c.rules;
    let ri = (g.round() as usize).clamp(1, 5) - 1;
    let p = g.player(seat);
    match *action {
        Action::Dice { values, extra } => {
            let v: Vec<String> = values
                .iter()
                .filter(|&&x| x > 0)
                .map(u8::to_string)
                .collect();
            let pips: u32 = values.iter().map(|&x| u32::from(x)).sum();
            if extra {
                tr!(
                    TEXTS,
                    "desc-dice-extra",
                    dice = v.join(" "),
                    pips = pips,
                    newspapers = r.newspapers_for_die
                )
            } else {
                tr!(TEXTS, "desc-dice", dice = v.join(" "), pips = pips)
            }
        }
        Action::Place {
            value,
            location,
            space,
        } => {
            let loc = Location::from_index(location as usize % 8);
            match c
                .side(g.num_players_of(), loc)
                .placement
                .get(space as usize)
            {
                Some(s) => tr!(
                    TEXTS,
                    "desc-place",
                    value = value,
                    at = location_as(loc, "at"),
                    space = u32::from(space) + 1,
                    min = s.min,
                    fee = if s.fee > 0 {
                        tr!(TEXTS, "desc-place-fee", fee = s.fee)
                    } else {
                        String::new()
                    },
                    assistant = if s.assistant {
                        tr!(TEXTS, "desc-place-assistant")
                    } else {
                        String::new()
                    }
                ),
                None => tr!(
                    TEXTS,
                    "desc-place-short",
                    value = value,
                    at = location_as(loc, "at")
                ),
            }
        }
        Action::Pass => match g.stage() {
            Stage::Place { .. } => tr!(TEXTS, "desc-pass-place"),
            Stage::Resolve => tr!(TEXTS, "desc-pass-resolve"),
            _ => tr!(TEXTS, "desc-pass-build"),
        },
        Action::Patent { card } => {
            let x = &c.patents[card as usize];
            tr!(
                TEXTS,
                "desc-patent",
                name = patent_name(c, card as usize),
                cost = cost_words(&x.cost),
                vp = x.vp[ri],
                effect = effect_words(&x.effect)
            )
        }
        Action::Tile { tile, over } => {
            let x = &c.tiles[tile as usize];
            let name = tile_name(c, tile as usize);
            match over {
                Some(s) => tr!(
                    TEXTS,
                    "desc-tile-over",
                    name = name,
                    when = tile_when(x.permanent),
                    effect = effect_words(&x.effect),
                    space = u32::from(s) + 1
                ),
                None => tr!(
                    TEXTS,
                    "desc-tile",
                    name = name,
                    when = tile_when(x.permanent),
                    effect = effect_words(&x.effect)
                ),
            }
        }
        Action::Share { share } => {
            let x = &c.shares[share as usize];
            tr!(
                TEXTS,
                "desc-share",
                id = x.id.as_str(),
                income = x.income,
                vp = x.vp
            )
        }
        Action::Westminster => {
            if p.westminster < crate::components::WESTMINSTER_TOP {
                tr!(
                    TEXTS,
                    "desc-westminster",
                    step = WESTMINSTER[p.westminster as usize + 1],
                    effect = effect_words(&r.westminster_steps[p.westminster as usize])
                )
            } else {
                tr!(
                    TEXTS,
                    "desc-westminster-top",
                    effect = effect_words(&r.westminster_beyond)
                )
            }
        }
        Action::Character { card } => {
            let x = &c.characters[card as usize];
            let name = character_name(c, card as usize);
            if x.instant.is_empty() {
                tr!(
                    TEXTS,
                    "desc-character",
                    name = name,
                    cost = cost_words(&x.cost),
                    vp = x.vp[ri]
                )
            } else {
                tr!(
                    TEXTS,
                    "desc-character-instant",
                    name = name,
                    cost = cost_words(&x.cost),
                    vp = x.vp[ri],
                    instant = effect_words(&x.instant)
                )
            }
        }
        Action::Times => tr!(TEXTS, "desc-times", buzz = g.times_buzz(seat)),
        Action::Possibility { index } => {
            let loc = g.possibility_location();
            match c
                .side(g.num_players_of(), loc)
                .possibilities
                .get(index as usize)
            {
                Some(x) => tr!(
                    TEXTS,
                    "desc-possibility",
                    location = location(loc),
                    effect = effect_words(&x.effect)
                ),
                None => location(loc),
            }
        }
        Action::Build { card, target } => {
            let x = &c.patents[card as usize];
            let name = patent_name(c, card as usize);
            let cost = cost_words(&x.cost);
            let effect = effect_words(&x.effect);
            if target as Seat == seat {
                tr!(
                    TEXTS,
                    "desc-build-self",
                    name = name,
                    cost = cost,
                    vp = x.vp[ri],
                    effect = effect
                )
            } else {
                tr!(
                    TEXTS,
                    "desc-build-other",
                    name = name,
                    cost = cost,
                    vp = x.vp[ri],
                    effect = effect,
                    target = seat_name(target as Seat)
                )
            }
        }
        Action::Objective => tr!(TEXTS, "desc-objective", level = p.objective + 1),
        Action::MarketNew => match g.market_lowest_free() {
            Some(t) => tr!(TEXTS, "desc-market-new", tier = t + 1),
            None => tr!(TEXTS, "desc-market-new-any"),
        },
        Action::MarketMove { space } => match g.market_free_above(space as usize) {
            Some(t) => tr!(
                TEXTS,
                "desc-market-move",
                from = u32::from(space) + 1,
                to = t + 1,
                cost = c.market_side(g.num_players_of()).spaces[t].cost
            ),
            None => tr!(TEXTS, "desc-market-move-any"),
        },
        Action::Skip => match g.public().queue.front() {
            Some(Decision::Assistant { .. }) => tr!(TEXTS, "desc-skip-assistant"),
            Some(Decision::Drop { .. }) => tr!(TEXTS, "desc-skip-drop"),
            Some(Decision::Poster { .. }) => tr!(TEXTS, "desc-skip-poster"),
            _ => tr!(TEXTS, "desc-skip"),
        },
        Action::Drop { space } => tr!(TEXTS, "desc-drop", tier = u32::from(space) + 1),
        Action::Green { source } => match g.green_effect(seat, source) {
            Some(e) => tr!(TEXTS, "desc-green", effect = effect_words(&e)),
            None => tr!(TEXTS, "desc-green-any"),
        },
        Action::Choose { alternative } => match g.public().queue.front() {
            Some(Decision::Choose { effect, source, .. }) => effect
                .alternatives
                .get(alternative as usize)
                .map(|a| {
                    tr!(
                        TEXTS,
                        "desc-choose",
                        effect = atoms_words(a),
                        source = source_words(c, source)
                    )
                })
                .unwrap_or_default(),
            _ => String::new(),
        },
        Action::Poster => match g.public().queue.front() {
            Some(Decision::Poster { space, .. }) => tr!(
                TEXTS,
                "desc-poster",
                space = *space,
                bonus = r
                    .posters
                    .iter()
                    .find(|x| x.space == *space)
                    .map_or_else(String::new, |x| effect_words(&x.bonus))
            ),
            _ => tr!(TEXTS, "desc-poster-any"),
        },
        Action::LoanOver { slot } => {
            let tile = match g.player(seat).research.get(slot as usize) {
                Some(crate::state::Slot::Tile { tile }) => tile_name(c, *tile as usize),
                _ => tr!(TEXTS, "desc-loan-over-any-tile"),
            };
            tr!(
                TEXTS,
                "desc-loan-over",
                tile = tile,
                space = u32::from(slot) + 1,
                loan = r.loan
            )
        }
        Action::Trade { trade } => match trade {
            Trade::NewspapersDie => {
                tr!(TEXTS, "desc-trade-newspapers-die", n = r.newspapers_for_die)
            }
            Trade::NewspapersIncome => tr!(
                TEXTS,
                "desc-trade-newspapers-income",
                n = r.newspapers_for_income
            ),
            Trade::NewspapersGear => tr!(
                TEXTS,
                "desc-trade-newspapers-gear",
                n = r.newspapers_for_gear
            ),
            Trade::NewspapersMoney => tr!(TEXTS, "desc-trade-newspapers-money"),
            Trade::BuyEnergy => tr!(TEXTS, "desc-trade-buy-energy", price = r.energy_price),
            Trade::BuyGear => tr!(TEXTS, "desc-trade-buy-gear", price = r.gear_price),
            Trade::SellGear => tr!(TEXTS, "desc-trade-sell-gear", price = r.gear_sells_for),
            Trade::SellEnergy => tr!(TEXTS, "desc-trade-sell-energy", price = r.energy_sells_for),
            Trade::Loan => tr!(TEXTS, "desc-trade-loan", loan = r.loan),
            Trade::Repay => tr!(
                TEXTS,
                "desc-trade-repay",
                loan = r.loan,
                vp = r.repaid_loan_vp
            ),
        },
    }
}

/// "seat N" where a local `seat` hides [`seat`].
fn seat_name(s: Seat) -> String {
    seat(s)
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

impl CrystalPalace {
    fn num_players_of(&self) -> usize {
        self.public().players.len()
    }
}
