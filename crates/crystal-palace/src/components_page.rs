//! The component set as a Markdown page (`docs/crystal-palace-components.md` is this
//! for the shipped set; a test keeps it so): every item with its numbers, its effect in
//! the file's vocabulary and its provenance tags.

use crate::components::{Components, Location, Tagged, ROUND_NAMES};
use std::fmt::Write;

/// The page of the component set `c`.
pub fn markdown(c: &Components) -> String {
    let mut out = String::new();
    for section in [
        intro, rules, locations, market, characters, patents, tiles, shares, flyers, publishers,
        nations,
    ] {
        section(&mut out, c);
    }
    out
}

/// The title, where the page comes from, what the tags mean and the vocabulary of effects.
fn intro(out: &mut String, c: &Components) {
    let _ = writeln!(out, "# Crystal Palace: the component set\n");
    let _ = writeln!(
        out,
        "Generated from `crates/crystal-palace/data/components.toml` (`{}`) by\n`crystal_palace::components_page::markdown`; a test keeps this page equal to it\n(`GASLAMP_BLESS=1 cargo test -p crystal-palace --test it components_doc` rewrites it).\n",
        c.id
    );
    let _ = writeln!(
        out,
        "**This set is provisional.** The printed values of the game's boards, cards and tiles\nare not public (the rulebook's appendix and pictures are missing). Every item is tagged\nwith where its numbers come from: **R** the rulebook text, **X** pinned by a worked\nexample of the rulebook, **S** known from a public review (names only, unless said),\n**P** provisional, the project's own choice. An item's tag holds for all its numbers\nbut the fields listed after it. Replace the file with `--components FILE` (TOML or\nJSON, the same fields); it is validated and every problem is listed with its item and\nfield.\n"
    );
    let _ = writeln!(
        out,
        "Effects and costs are written in the vocabulary of `crates/crystal-palace/src/effects.rs`:\n`money N`, `gear N`, `energy N`, `newspaper N`, `income N`, `vp N`, `buzz N`,\n`westminster N`, `assistant N`, `assistant-free N`, `die N`, `green N`, `objective`,\n`violet blue|orange`, `watch`, `ticket`, `vp-per COUNT K N`, `money-per COUNT K N`;\n`,` joins steps, `|` offers a choice. VP by round are for {}.\n",
        ROUND_NAMES.join(", ")
    );
}

/// The rules' numbers and tracks.
fn rules(out: &mut String, c: &Components) {
    let r = &c.rules;
    let _ = writeln!(out, "## Rules and tracks ({})\n", tags(&r.tagged));
    let _ = writeln!(out, "| Number | Value |\n|---|---|");
    for (k, v) in [
        (
            "start",
            format!(
                "£{}, {} gear, {} energy, {} dice (at most {}), {} VP, {} assistants",
                r.start_money,
                r.start_gears,
                r.start_energy,
                r.start_dice,
                r.max_dice,
                r.start_vp,
                r.assistants
            ),
        ),
        (
            "newspapers",
            format!(
                "0 to {}; {} for a die, {} for +1 income, {} for a gear, 1 for £1",
                r.max_newspapers,
                r.newspapers_for_die,
                r.newspapers_for_income,
                r.newspapers_for_gear
            ),
        ),
        (
            "buy / sell",
            format!(
                "energy £{} / £{}, gear £{} (or {} newspapers) / £{}",
                r.energy_price,
                r.energy_sells_for,
                r.gear_price,
                r.gear_newspapers,
                r.gear_sells_for
            ),
        ),
        (
            "loans",
            format!(
                "£{}; {} tiles ({}); repaid {} VP",
                r.loan,
                r.loans.len(),
                {
                    let mut v = r.loans.clone();
                    v.sort_unstable();
                    v.dedup();
                    v.iter()
                        .map(|x| x.to_string())
                        .collect::<Vec<_>>()
                        .join("/")
                },
                r.repaid_loan_vp
            ),
        ),
        (
            "end",
            format!(
                "buzz {:?}, Black Market {:?}, {} VP an empty research space",
                r.buzz_end_vp, r.market_end_vp, r.empty_research_vp
            ),
        ),
        (
            "income track £ (0-12)",
            format!(
                "{:?}; start {}; phase 6 drop {}; income 0: {} VP",
                r.income_money, r.income_start, r.income_drop, r.income_zero_vp
            ),
        ),
        (
            "posters",
            r.posters
                .iter()
                .map(|p| format!("{}: {}", p.space, p.bonus))
                .collect::<Vec<_>>()
                .join("; "),
        ),
        (
            "flyer spaces",
            r.flyer_spaces
                .iter()
                .map(|(s, col)| format!("{s} {col:?}"))
                .collect::<Vec<_>>()
                .join(", "),
        ),
        (
            "Westminster II-V",
            r.westminster_steps
                .iter()
                .map(|e| e.to_string())
                .collect::<Vec<_>>()
                .join(" / ")
                + &format!("; beyond V: {}", r.westminster_beyond),
        ),
        (
            "tickets",
            format!(
                "{} spaces; VP by round {:?} plus the die",
                r.tickets, r.ticket_vp
            ),
        ),
        ("Pocket Watch", r.watch.to_string()),
        ("unused die", format!("£{}", r.unused_die_money)),
    ] {
        let _ = writeln!(out, "| {k} | {} |", cell(v));
    }
}

/// Each location's sides by player count (sides that are the same are merged).
fn locations(out: &mut String, c: &Components) {
    let _ = writeln!(out, "\n## Locations\n");
    let _ = writeln!(out, "Placement spaces: minimum die, `A` an Assistant symbol, `£N` a fee. Action spaces: their bonus or cost, left to right.\n");
    let _ = writeln!(out, "| Location | Players | Placement spaces | Action spaces | Possibilities | Tags |\n|---|---|---|---|---|---|");
    for loc in Location::ALL {
        let mut players_of: Vec<(usize, &crate::components::LocationSide)> = Vec::new();
        for n in 2..=5 {
            players_of.push((n, c.side(n, loc)));
        }
        let mut i = 0;
        while i < players_of.len() {
            let side = players_of[i].1;
            let mut j = i;
            while j + 1 < players_of.len() && players_of[j + 1].1 == side {
                j += 1;
            }
            let players = if i == j {
                format!("{}", players_of[i].0)
            } else {
                format!("{}-{}", players_of[i].0, players_of[j].0)
            };
            let placement: Vec<String> = side
                .placement
                .iter()
                .map(|p| {
                    format!(
                        "{}{}{}",
                        p.min,
                        if p.assistant { " A" } else { "" },
                        if p.fee > 0 {
                            format!(" £{}", p.fee)
                        } else {
                            String::new()
                        }
                    )
                })
                .collect();
            let actions: Vec<String> = side
                .actions
                .iter()
                .map(|e| {
                    if e.is_empty() {
                        "-".into()
                    } else {
                        e.to_string()
                    }
                })
                .collect();
            let poss: Vec<String> = side
                .possibilities
                .iter()
                .map(|p| format!("{}: {}", p.name, p.effect))
                .collect();
            let _ = writeln!(
                out,
                "| {} | {players} | {} | {} | {} | {} |",
                loc.title(),
                placement.join(", "),
                cell(actions.join("; ")),
                cell(poss.join("; ")),
                tags(&side.tagged)
            );
            i = j + 1;
        }
    }
}

/// The Black Market's sides by player count.
fn market(out: &mut String, c: &Components) {
    let _ = writeln!(out, "\n## The Black Market\n");
    let _ = writeln!(out, "| Players | Spaces from the bottom (cost: bonus) | Banner gears | Gear from tier | Tags |\n|---|---|---|---|---|");
    for (i, m) in c.market.iter().enumerate() {
        let spaces: Vec<String> = m
            .spaces
            .iter()
            .map(|s| format!("£{}: {}", s.cost, s.bonus))
            .collect();
        let _ = writeln!(
            out,
            "| {} | {} | {} | {} | {} |",
            i + 2,
            cell(spaces.join("; ")),
            m.gears,
            m.gear_tier,
            tags(&m.tagged)
        );
    }
}

/// Every character: salary, bonus, ability, objective.
fn characters(out: &mut String, c: &Components) {
    let _ = writeln!(out, "\n## Characters ({})\n", c.characters.len());
    let _ = writeln!(out, "| Id | Name | Cost | VP by round | Salary (*, II-V) | Instant | Ability | Tags |\n|---|---|---|---|---|---|---|---|");
    for ch in &c.characters {
        let ability = match &ch.ability {
            Some((ph, e)) => format!("{ph:?}: {e}"),
            None => String::new(),
        };
        let _ = writeln!(
            out,
            "| `{}` | {} | {} | {:?} | {:?} | {} | {} | {} |",
            ch.id,
            ch.name,
            ch.cost,
            ch.vp,
            ch.salary,
            cell(ch.instant.to_string()),
            cell(ability),
            tags(&ch.tagged)
        );
    }
}

/// Every patent: cost, effect, VP.
fn patents(out: &mut String, c: &Components) {
    let _ = writeln!(out, "\n## Patents ({})\n", c.patents.len());
    let _ = writeln!(out, "| Id | Name | Cost | VP by round | Link | Effect (to a seat of the builder's choice) | Tags |\n|---|---|---|---|---|---|---|");
    for p in &c.patents {
        let link = p
            .link
            .map(|l| format!("`{}`", c.characters[l].id))
            .unwrap_or_default();
        let _ = writeln!(
            out,
            "| `{}` | {} | {} | {:?} | {} | {} | {} |",
            p.id,
            p.name,
            p.cost,
            p.vp,
            cell(link),
            cell(p.effect.to_string()),
            tags(&p.tagged)
        );
    }
}

/// Every research tile.
fn tiles(out: &mut String, c: &Components) {
    let _ = writeln!(out, "\n## Research tiles ({})\n", c.tiles.len());
    let _ = writeln!(
        out,
        "| Id | Name | Back | When | Effect | Tags |\n|---|---|---|---|---|---|"
    );
    for t in &c.tiles {
        let _ = writeln!(
            out,
            "| `{}` | {} | {:?} | {} | {} | {} |",
            t.id,
            t.name,
            t.back,
            if t.permanent { "every phase 6" } else { "once" },
            cell(t.effect.to_string()),
            tags(&t.tagged)
        );
    }
}

/// Every share.
fn shares(out: &mut String, c: &Components) {
    let _ = writeln!(out, "\n## Shares ({})\n", c.shares.len());
    let _ = writeln!(
        out,
        "| Id | Round | Income | VP | Tags |\n|---|---|---|---|---|"
    );
    for s in &c.shares {
        let _ = writeln!(
            out,
            "| `{}` | {} | +{} | +{} | {} |",
            s.id,
            s.round,
            s.income,
            s.vp,
            tags(&s.tagged)
        );
    }
}

/// Every flyer.
fn flyers(out: &mut String, c: &Components) {
    let _ = writeln!(out, "\n## Flyers ({})\n", c.flyers.len());
    let _ = writeln!(out, "| Id | Colour | Effect | Tags |\n|---|---|---|---|");
    for f in &c.flyers {
        let _ = writeln!(
            out,
            "| `{}` | {:?} | {} | {} |",
            f.id,
            f.color,
            cell(f.effect.to_string()),
            tags(&f.tagged)
        );
    }
}

/// Every publisher side, round by round.
fn publishers(out: &mut String, c: &Components) {
    let _ = writeln!(out, "\n## Publisher sides ({})\n", c.publishers.len());
    let _ = writeln!(
        out,
        "Each round: what is counted, the level thresholds, the buzz of each level.\n"
    );
    let _ = writeln!(
        out,
        "| Id | {} | Tags |\n|---|---|---|---|---|---|---|",
        ROUND_NAMES.join(" | ")
    );
    for p in &c.publishers {
        let rounds: Vec<String> = p
            .rounds
            .iter()
            .map(|r| {
                format!(
                    "{} ≥{:?}: {:?}",
                    r.counts
                        .iter()
                        .map(|x| x.name())
                        .collect::<Vec<_>>()
                        .join(" + "),
                    r.levels,
                    r.buzz
                )
            })
            .collect();
        let _ = writeln!(
            out,
            "| `{}` | {} | {} |",
            p.id,
            rounds.join(" | "),
            tags(&p.tagged)
        );
    }
}

/// Every nation: research spaces and objective levels.
fn nations(out: &mut String, c: &Components) {
    let _ = writeln!(out, "\n## Nations ({})\n", c.nations.len());
    let _ = writeln!(
        out,
        "Nations come in pairs, the two sides of a player mat (in file order).\n"
    );
    let _ = writeln!(out, "| Id | Name | Research spaces | Objective levels (count ≥ need: VP) | Tags |\n|---|---|---|---|---|");
    for n in &c.nations {
        let obj: Vec<String> = n
            .objective
            .iter()
            .map(|o| format!("{} ≥ {}: {}", o.count.name(), o.need, o.vp))
            .collect();
        let _ = writeln!(
            out,
            "| `{}` | {} | {} | {} | {} |",
            n.id,
            n.name,
            n.research_spaces,
            obj.join("; "),
            tags(&n.tagged)
        );
    }
}

/// An item's provenance tags: its own, then those of the fields that differ.
fn tags(t: &Tagged) -> String {
    let mut s = match t.tag {
        Some(tag) => format!("{tag:?}"),
        None => "P".into(),
    };
    for (field, tag) in &t.fields {
        let _ = write!(s, ", {field} {tag:?}");
    }
    s
}

/// A table cell: `-` when empty, pipes escaped.
fn cell(s: String) -> String {
    if s.is_empty() {
        "-".to_string()
    } else {
        s.replace('|', "\\|")
    }
}
