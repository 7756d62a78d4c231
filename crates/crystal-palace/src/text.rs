//! Crystal Palace in words: the banner, the table as an observer sees it, log lines,
//! action descriptions and the final report.

use crate::actions::{Action, Trade};
use crate::components::{Location, ROUND_NAMES};
use crate::events::Event;
use crate::round::PHASE_NAMES;
use crate::state::{CrystalPalace, Decision, Slot, Stage};
use crate::view::View;
use gaslamp_core::{Observer, Seat};
use std::fmt::Write;

const WESTMINSTER: [&str; 5] = ["*", "II", "III", "IV", "V"];

fn stage_line(round: u8, stage: Stage) -> String {
    let round_name = ROUND_NAMES[(round as usize).clamp(1, 5) - 1];
    match stage {
        Stage::Over => format!("Game over after {round_name}"),
        s => format!(
            "Round {round} of 5 ({round_name}), phase {}: {}",
            s.phase(),
            PHASE_NAMES[s.phase() as usize - 1]
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
        let _ = writeln!(
            out,
            "(provisional component set: numbers tagged P are the project's own, not printed)"
        );
    }
    let _ = writeln!(
        out,
        "seat  nation          £   owe gear en news inc  VP dice West buzz obj loans"
    );
    for (s, pl) in p.players.iter().enumerate() {
        let nation = &c.nations[pl.nation as usize].name;
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
            truncate(nation, 14),
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
                format!(
                    "seat {s} {}",
                    if p.committed[s] {
                        "has chosen"
                    } else {
                        "is choosing"
                    }
                )
            })
            .collect();
        let _ = writeln!(out, "Dice: {}", chosen.join(", "));
        if let (Observer::Seat(_), Some(d)) = (view.observer, view.my_dice) {
            let v: Vec<String> = d
                .values
                .iter()
                .filter(|&&x| x > 0)
                .map(|x| x.to_string())
                .collect();
            let _ = writeln!(
                out,
                "Your dice (secret until all have chosen): {}",
                v.join(" ")
            );
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
            "{}. {:<16} actions free {free}  dice {}{}",
            loc.number(),
            loc.title(),
            if dice.is_empty() {
                "-".into()
            } else {
                dice.join(" ")
            },
            if offer.is_empty() {
                String::new()
            } else {
                format!("  | {offer}")
            }
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
        "Black Market (bottom first) {}  banner gears {}",
        market.join(" "),
        p.market_gears
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
            "seat {s}: patents {}  built/recruited {}",
            ids(pl.patents.iter().map(|i| c.patents[i as usize].id.as_str())),
            if cards.is_empty() {
                "-".into()
            } else {
                cards.join(" ")
            }
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

fn truncate(s: &str, n: usize) -> String {
    s.chars().take(n).collect()
}

/// Everything the view shows, with card texts.
pub fn details(view: &View) -> String {
    let c = view.components();
    let p = &view.public;
    let mut out = board(view);
    let _ = writeln!(out, "\nFace-up patents:");
    for &i in p.patent_display.iter().flatten() {
        let x = &c.patents[i as usize];
        let _ = writeln!(
            out,
            "  {} ({}): cost {}, VP {:?}, effect {}",
            x.id, x.name, x.cost, x.vp, x.effect
        );
    }
    let _ = writeln!(out, "Characters at the Reform Club:");
    for &i in p.character_display.iter().flatten() {
        let x = &c.characters[i as usize];
        let _ = writeln!(
            out,
            "  {} ({}): cost {}, VP {:?}, salary {:?}, instant {}",
            x.id, x.name, x.cost, x.vp, x.salary, x.instant
        );
    }
    let _ = writeln!(out, "Research tiles at the British Museum:");
    for &i in p.museum.iter().flatten() {
        let x = &c.tiles[i as usize];
        let _ = writeln!(
            out,
            "  {} ({}): {} {}",
            x.id,
            x.name,
            if x.permanent {
                "every phase 6:"
            } else {
                "once:"
            },
            x.effect
        );
    }
    out
}

/// One event in words.
pub fn log_line(g: &CrystalPalace, event: &Event) -> Option<String> {
    let _ = g;
    Some(match event {
        Event::Committed { seat, dice, extra } => match dice {
            Some(d) => format!(
                "seat {seat} chooses dice {}{}",
                d.iter().map(u8::to_string).collect::<Vec<_>>().join(" "),
                if *extra == Some(true) {
                    " (an extra die for 4 newspapers)"
                } else {
                    ""
                }
            ),
            None => format!("seat {seat} has chosen its dice"),
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
                    format!(
                        "seat {s} {} (total {})",
                        d.iter().map(u8::to_string).collect::<Vec<_>>().join(" "),
                        d.iter().map(|&x| u32::from(x)).sum::<u32>()
                    )
                })
                .collect();
            format!(
                "dice revealed: {}; seat {start} starts; a newspaper for {}",
                all.join(", "),
                gaslamp_core::seat_names(newspapers)
            )
        }
        Event::Acted { text, .. } => text.clone(),
        Event::Phase { round, phase, name } => format!("— round {round}, phase {phase}: {name}"),
        Event::Note { text, .. } => text.clone(),
        Event::GameOver { scores } => format!(
            "the game is over: {}",
            scores
                .iter()
                .enumerate()
                .map(|(s, v)| format!("seat {s} {v} VP"))
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
            format!(
                "roll {} and pay £{pips}{}",
                v.join(" "),
                if extra {
                    format!(", one die bought for {} newspapers", r.newspapers_for_die)
                } else {
                    String::new()
                }
            )
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
                Some(s) => format!(
                    "place your {value} at {}, space {} (needs {}{}{})",
                    loc.the(),
                    u32::from(space) + 1,
                    s.min,
                    if s.fee > 0 {
                        format!(", fee £{}", s.fee)
                    } else {
                        String::new()
                    },
                    if s.assistant {
                        ", an Assistant action"
                    } else {
                        ""
                    }
                ),
                None => format!("place your {value} at {}", loc.the()),
            }
        }
        Action::Pass => match g.stage() {
            Stage::Place { .. } => "place no more dice this round".into(),
            Stage::Resolve => "leave this die unused (nothing for it)".into(),
            _ => "build nothing more this round".into(),
        },
        Action::Patent { card } => {
            let x = &c.patents[card as usize];
            format!(
                "take the patent {}: its prototype costs {}, gives {} VP this round, effect {}",
                x.name, x.cost, x.vp[ri], x.effect
            )
        }
        Action::Tile { tile, over } => {
            let x = &c.tiles[tile as usize];
            format!(
                "take the research tile {} ({} {}){}",
                x.name,
                if x.permanent {
                    "every phase 6:"
                } else {
                    "once:"
                },
                x.effect,
                match over {
                    Some(s) => format!(" over the tile on research space {}", u32::from(s) + 1),
                    None => String::new(),
                }
            )
        }
        Action::Share { share } => {
            let x = &c.shares[share as usize];
            format!("buy the share {}: +{} income, +{} VP", x.id, x.income, x.vp)
        }
        Action::Westminster => {
            if p.westminster < crate::components::WESTMINSTER_TOP {
                format!(
                    "step up in Westminster to {}: {}",
                    WESTMINSTER[p.westminster as usize + 1],
                    r.westminster_steps[p.westminster as usize]
                )
            } else {
                format!("stay on Westminster V: {}", r.westminster_beyond)
            }
        }
        Action::Character { card } => {
            let x = &c.characters[card as usize];
            format!(
                "recruit {}: costs {}, {} VP now{}",
                x.name,
                x.cost,
                x.vp[ri],
                if x.instant.is_empty() {
                    String::new()
                } else {
                    format!(", at once {}", x.instant)
                }
            )
        }
        Action::Times => format!("{} buzz from the London Times", g.times_buzz(seat)),
        Action::Possibility { index } => {
            let loc = g.possibility_location();
            match c
                .side(g.num_players_of(), loc)
                .possibilities
                .get(index as usize)
            {
                Some(x) => format!("{}: {}", loc.title(), x.effect),
                None => loc.title().into(),
            }
        }
        Action::Build { card, target } => {
            let x = &c.patents[card as usize];
            format!(
                "build the {} ({}) for {} VP; its effect ({}) goes to {}",
                x.name,
                x.cost,
                x.vp[ri],
                x.effect,
                if target as Seat == seat {
                    "you".to_string()
                } else {
                    format!("seat {target}")
                }
            )
        }
        Action::Objective => format!("advance your objective to level {}", p.objective + 1),
        Action::MarketNew => match g.market_lowest_free() {
            Some(t) => format!("place a new assistant on Black Market tier {}", t + 1),
            None => "place a new assistant on the Black Market".into(),
        },
        Action::MarketMove { space } => match g.market_free_above(space as usize) {
            Some(t) => format!(
                "move your assistant up from tier {} to tier {} (£{})",
                u32::from(space) + 1,
                t + 1,
                c.market_side(g.num_players_of()).spaces[t].cost
            ),
            None => "move an assistant up".into(),
        },
        Action::Skip => match g.public().queue.front() {
            Some(Decision::Assistant { .. }) => "take no Assistant action".into(),
            Some(Decision::Drop { .. }) => {
                "leave your Black Market assistants where they are".into()
            }
            Some(Decision::Poster { .. }) => "keep your buzz token for a later poster".into(),
            _ => "skip".into(),
        },
        Action::Drop { space } => format!(
            "move your Black Market assistant on tier {} one step down",
            u32::from(space) + 1
        ),
        Action::Green { source } => match g.green_effect(seat, source) {
            Some(e) => format!("use a green bonus once: {e}"),
            None => "use a green bonus".into(),
        },
        Action::Choose { alternative } => match g.public().queue.front() {
            Some(Decision::Choose { effect, source, .. }) => effect
                .alternatives
                .get(alternative as usize)
                .map(|a| {
                    format!(
                        "{} (from {source})",
                        a.iter()
                            .map(|x| x.to_string())
                            .collect::<Vec<_>>()
                            .join(", ")
                    )
                })
                .unwrap_or_default(),
            _ => String::new(),
        },
        Action::Poster => match g.public().queue.front() {
            Some(Decision::Poster { space, .. }) => format!(
                "place a buzz token on the poster at {space} ({} every phase 6)",
                r.posters
                    .iter()
                    .find(|x| x.space == *space)
                    .map_or_else(String::new, |x| x.bonus.to_string())
            ),
            _ => "place a buzz token".into(),
        },
        Action::LoanOver { slot } => {
            let tile = match g.player(seat).research.get(slot as usize) {
                Some(crate::state::Slot::Tile { tile }) => c.tiles[*tile as usize].name.clone(),
                _ => "a research tile".into(),
            };
            format!(
                "take a loan over {tile} (research space {}, discarded): £{} now, its tile's VP at the end",
                u32::from(slot) + 1,
                r.loan
            )
        }
        Action::Trade { trade } => match trade {
            Trade::NewspapersDie => format!(
                "{} newspapers for a die (from the next round)",
                r.newspapers_for_die
            ),
            Trade::NewspapersIncome => {
                format!("{} newspapers for +1 income", r.newspapers_for_income)
            }
            Trade::NewspapersGear => format!("{} newspapers for a gear", r.newspapers_for_gear),
            Trade::NewspapersMoney => "a newspaper for £1".into(),
            Trade::BuyEnergy => format!("buy an energy for £{}", r.energy_price),
            Trade::BuyGear => format!("buy a gear for £{}", r.gear_price),
            Trade::SellGear => format!("sell a gear for £{}", r.gear_sells_for),
            Trade::SellEnergy => format!("sell an energy for £{}", r.energy_sells_for),
            Trade::Loan => format!("take a loan: £{} now, its tile's VP at the end", r.loan),
            Trade::Repay => format!(
                "repay a loan for £{}: it counts {} VP",
                r.loan, r.repaid_loan_vp
            ),
        },
    }
}

/// The end in words.
pub fn final_report(g: &CrystalPalace) -> String {
    let mut out = String::new();
    let Some(finals) = &g.public().final_scores else {
        return "the game is not over".into();
    };
    let _ = writeln!(
        out,
        "seat  track abilities buzz market objective loans research  total"
    );
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
        "{} with {best} VP",
        if winners.len() == 1 {
            format!("seat {} wins", winners[0])
        } else {
            format!("{} share the win", gaslamp_core::seat_names(&winners))
        }
    );
    if g.components().provisional {
        let _ = writeln!(
            out,
            "(played with the provisional component set: numbers tagged P are not the printed ones)"
        );
    }
    out
}

impl CrystalPalace {
    fn num_players_of(&self) -> usize {
        self.public().players.len()
    }
}
