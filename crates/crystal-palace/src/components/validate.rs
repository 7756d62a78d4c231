//! Validation: every problem, each naming its item and field.

use super::problems::{count, counts, Problems};
use super::raw::{
    RawCharacter, RawFile, RawFlyer, RawLocation, RawMarket, RawNation, RawPatent, RawPublisher,
    RawRules, RawShare, RawTile,
};
use super::{
    escape, Character, ComponentFileError, Components, Flyer, FlyerColor, Location, LocationSide,
    MarketSide, MarketSpace, Nation, ObjectiveLevel, Patent, PlacementSpace, Possibility, Poster,
    Publisher, PublisherRound, Rules, Share, Tile, TileBack, BUZZ_END, INCOME_TOP, LOCATIONS,
    ROUNDS, WESTMINSTER_TOP,
};
use crate::effects::{Atom, Count, Effect};
use crate::state::{
    MAX_CHARACTERS, MAX_FLYER_SPACES, MAX_LOANS, MAX_MARKET, MAX_PATENTS, MAX_POSSIBILITIES,
    MAX_RESEARCH, MAX_SHARES, MAX_SPACES, MAX_TICKETS, MAX_TILES,
};
use sha2::{Digest, Sha256};
use std::collections::{HashMap, HashSet};

/// Checks a component file read from `text`: every problem at once, or the component set.
pub(super) fn validate(raw: RawFile, text: &str) -> Result<Components, ComponentFileError> {
    let mut p = Problems(Vec::new());
    let rules = rules(&mut p, &raw.rules);
    // Characters first: patents link to them.
    let characters = characters(&mut p, &raw.characters);
    let patents = patents(&mut p, &raw.patents, &characters);
    let tiles = research(&mut p, &raw.research);
    let shares = shares(&mut p, &raw.shares);
    let flyers = flyers(&mut p, &raw.flyers, &rules);
    let publishers = publishers(&mut p, &raw.publishers);
    let nations = nations(&mut p, &raw.nations);
    let locations = locations(&mut p, &raw.locations);
    let market = black_market(&mut p, &raw.black_market);
    totals(
        &mut p,
        &patents,
        &characters,
        &tiles,
        &shares,
        &publishers,
        &nations,
    );
    if !p.0.is_empty() {
        return Err(ComponentFileError { problems: p.0 });
    }
    let components = Components {
        id: file_id(&raw.meta.name, text),
        name: raw.meta.name,
        provisional: raw.meta.provisional,
        note: raw.meta.note,
        rules,
        locations,
        market,
        patents,
        characters,
        tiles,
        shares,
        flyers,
        publishers,
        nations,
    };
    bounded(components)
}

/// The fields of `[rules]` that may carry their own provenance tag.
const RULES_FIELDS: &[&str] = &[
    "start_money",
    "start_gears",
    "start_energy",
    "start_dice",
    "max_dice",
    "start_vp",
    "assistants",
    "max_newspapers",
    "energy_price",
    "gear_price",
    "gear_newspapers",
    "gear_sells_for",
    "energy_sells_for",
    "newspapers_for_die",
    "newspapers_for_income",
    "newspapers_for_gear",
    "loan",
    "loans",
    "repaid_loan_vp",
    "empty_research_vp",
    "market_end_vp",
    "buzz_end_vp",
    "unused_die_money",
    "income_money",
    "income_start",
    "income_zero_vp",
    "income_drop",
    "posters",
    "flyer_spaces",
    "westminster_steps",
    "westminster_beyond",
    "ticket_vp",
    "tickets",
    "watch",
];

/// Checks the rules, with the posters, flyer spaces, Westminster steps and tickets.
fn rules(p: &mut Problems, r: &RawRules) -> Rules {
    let rules_tagged = p.tagged("rules", &r.tag, &r.tags, RULES_FIELDS);
    rule_amounts(p, r);
    rule_tracks(p, r);
    let posters = posters(p, r);
    let flyer_spaces = flyer_spaces(p, r);
    let item = "rules";
    if r.westminster_steps.len() != WESTMINSTER_TOP as usize {
        p.push(
            item,
            "westminster_steps",
            "needs 4 bonuses, for the steps to II, III, IV and V",
        );
    }
    let westminster_steps: Vec<Effect> = r
        .westminster_steps
        .iter()
        .enumerate()
        .map(|(i, t)| p.effect(item, &format!("westminster_steps[{i}]"), t))
        .collect();
    let westminster_beyond = p.effect(item, "westminster_beyond", &r.westminster_beyond);
    let ticket_vp = p.rounds(item, "ticket_vp", &r.ticket_vp);
    if !(1..=MAX_TICKETS as u8).contains(&r.tickets) {
        p.push(item, "tickets", format!("1 to {MAX_TICKETS} ticket spaces"));
    }
    let watch = p.effect(item, "watch", &r.watch);
    Rules {
        start_money: r.start_money,
        start_gears: r.start_gears,
        start_energy: r.start_energy,
        start_dice: r.start_dice,
        max_dice: r.max_dice,
        start_vp: r.start_vp,
        assistants: r.assistants,
        max_newspapers: r.max_newspapers,
        energy_price: r.energy_price,
        gear_price: r.gear_price,
        gear_newspapers: r.gear_newspapers,
        gear_sells_for: r.gear_sells_for,
        energy_sells_for: r.energy_sells_for,
        newspapers_for_die: r.newspapers_for_die,
        newspapers_for_income: r.newspapers_for_income,
        newspapers_for_gear: r.newspapers_for_gear,
        loan: r.loan,
        loans: r.loans.clone(),
        repaid_loan_vp: r.repaid_loan_vp,
        empty_research_vp: r.empty_research_vp,
        market_end_vp: r.market_end_vp.clone(),
        buzz_end_vp: r.buzz_end_vp.clone(),
        unused_die_money: r.unused_die_money,
        income_money: r.income_money.clone(),
        income_start: r.income_start,
        income_zero_vp: r.income_zero_vp,
        income_drop: r.income_drop,
        posters,
        flyer_spaces,
        westminster_steps,
        westminster_beyond,
        ticket_vp,
        tickets: r.tickets,
        watch,
        tagged: rules_tagged,
    }
}

/// Checks the rules' starting amounts, prices and newspaper costs.
fn rule_amounts(p: &mut Problems, r: &RawRules) {
    let item = "rules";
    if !(1..=6).contains(&r.start_dice) || r.start_dice > r.max_dice || r.max_dice > 6 {
        p.push(
            item,
            "start_dice",
            "1 to 6 dice at the start, at most max_dice (at most 6)",
        );
    }
    if !(2..=6).contains(&r.assistants) {
        p.push(item, "assistants", "2 to 6 assistants a seat");
    }
    if !(4..=15).contains(&r.max_newspapers) {
        p.push(item, "max_newspapers", "4 to 15");
    }
    for (field, v) in [
        ("start_money", r.start_money),
        ("energy_price", r.energy_price),
        ("gear_price", r.gear_price),
        ("loan", r.loan),
    ] {
        if !(1..=999).contains(&v) {
            p.push(item, field, format!("{v} is out of range (1 to 999)"));
        }
    }
    for (field, v) in [
        ("start_gears", r.start_gears),
        ("start_energy", r.start_energy),
        ("start_vp", r.start_vp),
        ("gear_sells_for", r.gear_sells_for),
        ("energy_sells_for", r.energy_sells_for),
        ("gear_newspapers", r.gear_newspapers),
        ("unused_die_money", r.unused_die_money),
    ] {
        if !(0..=99).contains(&v) {
            p.push(item, field, format!("{v} is out of range (0 to 99)"));
        }
    }
    if r.gear_sells_for >= r.gear_price || r.energy_sells_for >= r.energy_price {
        p.push(
            item,
            "gear_sells_for",
            "selling must give less than buying costs (or money could be made from nothing)",
        );
    }
    for (field, v) in [
        ("newspapers_for_die", r.newspapers_for_die),
        ("newspapers_for_income", r.newspapers_for_income),
        ("newspapers_for_gear", r.newspapers_for_gear),
    ] {
        if v == 0 || v > r.max_newspapers {
            p.push(item, field, "1 to max_newspapers");
        }
    }
}

/// Checks the rules' loan tiles, end-of-game VP tables and income track.
fn rule_tracks(p: &mut Problems, r: &RawRules) {
    let item = "rules";
    if r.loans.is_empty() || r.loans.iter().any(|&v| !(-99..=0).contains(&v)) {
        p.push(
            item,
            "loans",
            "one penalty (0 to -99) per loan tile, at least one tile",
        );
    }
    if r.loans.len() > MAX_LOANS {
        p.push(
            item,
            "loans",
            format!(
                "{} loan tiles; at most {MAX_LOANS} are supported",
                r.loans.len()
            ),
        );
    }
    for (field, v) in [
        ("market_end_vp", &r.market_end_vp),
        ("buzz_end_vp", &r.buzz_end_vp),
    ] {
        if v.is_empty() || v.len() > 5 || v.iter().any(|x| !(0..=99).contains(x)) {
            p.push(item, field, "1 to 5 numbers, each 0 to 99");
        }
    }
    if r.income_money.len() != INCOME_TOP as usize + 1 {
        p.push(
            item,
            "income_money",
            format!(
                "needs {} numbers, £ for income 0 to {INCOME_TOP}",
                INCOME_TOP + 1
            ),
        );
    }
    if r.income_start > INCOME_TOP {
        p.push(item, "income_start", format!("0 to {INCOME_TOP}"));
    }
    if r.income_drop > INCOME_TOP {
        p.push(item, "income_drop", format!("0 to {INCOME_TOP}"));
    }
}

/// Checks the posters of the buzz track; returns them in the order of their spaces.
fn posters(p: &mut Problems, r: &RawRules) -> Vec<Poster> {
    let item = "rules";
    let mut posters = Vec::new();
    let mut poster_spaces = HashSet::new();
    for (i, ps) in r.posters.iter().enumerate() {
        let field = format!("posters[{i}]");
        if ps.space == 0 || ps.space >= BUZZ_END || !poster_spaces.insert(ps.space) {
            p.push(
                item,
                &field,
                format!(
                    "space {} must be 1 to {} and appear once",
                    ps.space,
                    BUZZ_END - 1
                ),
            );
        }
        let bonus = p.effect(item, &field, &ps.bonus);
        posters.push(Poster {
            space: ps.space,
            bonus,
        });
    }
    posters.sort_by_key(|p| p.space);
    posters
}

/// Checks the flyer spaces of the buzz track; returns them in the order of their spaces.
fn flyer_spaces(p: &mut Problems, r: &RawRules) -> Vec<(u8, FlyerColor)> {
    let item = "rules";
    let mut flyer_spaces = Vec::new();
    let mut seen_flyers = HashSet::new();
    for (i, f) in r.flyer_spaces.iter().enumerate() {
        if f.space == 0 || f.space >= BUZZ_END || !seen_flyers.insert(f.space) {
            p.push(
                item,
                &format!("flyer_spaces[{i}]"),
                format!(
                    "space {} must be 1 to {} and appear once",
                    f.space,
                    BUZZ_END - 1
                ),
            );
        }
        flyer_spaces.push((f.space, f.color));
    }
    flyer_spaces.sort_by_key(|f| f.0);
    if r.flyer_spaces.len() > MAX_FLYER_SPACES {
        p.push(
            item,
            "flyer_spaces",
            format!(
                "{} flyer spaces; at most {MAX_FLYER_SPACES} are supported",
                r.flyer_spaces.len()
            ),
        );
    }
    flyer_spaces
}

/// Checks the characters (ids, cost, VP, salaries, instant and ability).
fn characters(p: &mut Problems, raw: &[RawCharacter]) -> Vec<Character> {
    p.ids("character", raw.iter().map(|c| c.id.as_str()));
    let mut characters = Vec::new();
    for c in raw {
        let item = format!("character `{}`", c.id);
        let tagged = p.tagged(
            &item,
            &c.tag,
            &c.tags,
            &["name", "cost", "vp", "salary", "instant", "ability"],
        );
        let cost = p.cost(&item, "cost", &c.cost);
        let vp = p.rounds(&item, "vp", &c.vp);
        let mut salary = [0; WESTMINSTER_TOP as usize + 1];
        if c.salary.len() == salary.len() {
            salary.copy_from_slice(&c.salary);
        } else {
            p.push(
                &item,
                "salary",
                "needs 5 numbers, by Westminster position (star, II, III, IV, V)",
            );
        }
        if c.salary.iter().any(|s| !(0..=99).contains(s)) {
            p.push(&item, "salary", "salaries are 0 to 99");
        }
        let instant = p.effect(&item, "instant", &c.instant);
        let ability = c
            .ability
            .as_ref()
            .map(|a| (a.phase, p.effect(&item, "ability.effect", &a.effect)));
        characters.push(Character {
            id: c.id.clone(),
            name: c.name.clone(),
            cost,
            vp,
            salary,
            instant,
            ability,
            tagged,
        });
    }
    characters
}

/// Checks the patents, and their links to characters (at most 2 to a character).
fn patents(p: &mut Problems, raw: &[RawPatent], characters: &[Character]) -> Vec<Patent> {
    let char_ids: HashMap<&str, usize> = characters
        .iter()
        .enumerate()
        .map(|(i, c)| (c.id.as_str(), i))
        .collect();
    p.ids("patent", raw.iter().map(|c| c.id.as_str()));
    let mut patents = Vec::new();
    for c in raw {
        let item = format!("patent `{}`", c.id);
        let tagged = p.tagged(
            &item,
            &c.tag,
            &c.tags,
            &["name", "cost", "vp", "link", "effect"],
        );
        let cost = p.cost(&item, "cost", &c.cost);
        let vp = p.rounds(&item, "vp", &c.vp);
        let link = match &c.link {
            None => None,
            Some(l) => match char_ids.get(l.as_str()) {
                Some(&i) => Some(i),
                None => {
                    p.push(
                        &item,
                        "link",
                        format!("there is no character `{}`", escape(l)),
                    );
                    None
                }
            },
        };
        let effect = p.effect(&item, "effect", &c.effect);
        patents.push(Patent {
            id: c.id.clone(),
            name: c.name.clone(),
            cost,
            vp,
            link,
            effect,
            tagged,
        });
    }
    for (i, c) in characters.iter().enumerate() {
        let links = patents.iter().filter(|p| p.link == Some(i)).count();
        if links > 2 {
            p.push(
                &format!("character `{}`", c.id),
                "link",
                format!("{links} patents link to it; at most 2 may"),
            );
        }
    }
    patents
}

/// Checks the research tiles (ids and effects; `ticket` is the Port's alone).
fn research(p: &mut Problems, raw: &[RawTile]) -> Vec<Tile> {
    p.ids("research tile", raw.iter().map(|c| c.id.as_str()));
    let mut tiles = Vec::new();
    for c in raw {
        let item = format!("research tile `{}`", c.id);
        let tagged = p.tagged(&item, &c.tag, &c.tags, &["name", "effect"]);
        let effect = p.effect(&item, "effect", &c.effect);
        if effect
            .alternatives
            .iter()
            .flatten()
            .any(|a| matches!(a, Atom::Ticket))
        {
            p.push(&item, "effect", "`ticket` is the Port's alone");
        }
        tiles.push(Tile {
            id: c.id.clone(),
            name: c.name.clone(),
            back: c.back,
            permanent: c.permanent,
            effect,
            tagged,
        });
    }
    tiles
}

/// Checks the shares (ids, round, income and VP).
fn shares(p: &mut Problems, raw: &[RawShare]) -> Vec<Share> {
    p.ids("share", raw.iter().map(|c| c.id.as_str()));
    let mut shares = Vec::new();
    for c in raw {
        let item = format!("share `{}`", c.id);
        let tagged = p.tagged(&item, &c.tag, &c.tags, &["income", "vp"]);
        if !(1..=ROUNDS as u8).contains(&c.round) {
            p.push(&item, "round", "1 to 5");
        }
        if !(0..=12).contains(&c.income) || !(0..=99).contains(&c.vp) {
            p.push(&item, "income", "income 0 to 12, vp 0 to 99");
        }
        shares.push(Share {
            id: c.id.clone(),
            round: c.round,
            income: c.income,
            vp: c.vp,
            tagged,
        });
    }
    shares
}

/// Checks the flyers, and that every flyer space of the rules has one of its colour.
fn flyers(p: &mut Problems, raw: &[RawFlyer], rules: &Rules) -> Vec<Flyer> {
    p.ids("flyer", raw.iter().map(|c| c.id.as_str()));
    let mut flyers = Vec::new();
    for c in raw {
        let item = format!("flyer `{}`", c.id);
        let tagged = p.tagged(&item, &c.tag, &c.tags, &["effect"]);
        let effect = p.effect(&item, "effect", &c.effect);
        flyers.push(Flyer {
            id: c.id.clone(),
            color: c.color,
            effect,
            tagged,
        });
    }
    for color in [FlyerColor::Blue, FlyerColor::Green, FlyerColor::Violet] {
        let spaces = rules.flyer_spaces.iter().filter(|f| f.1 == color).count();
        let have = flyers.iter().filter(|f| f.color == color).count();
        if have < spaces {
            p.push(
                "flyers",
                "color",
                format!(
                    "{have} {color:?} flyers for {spaces} {color:?} flyer spaces; every space needs one"
                ),
            );
        }
    }
    flyers
}

/// Checks the publisher sides (ids, and each round's counts, levels and buzz).
fn publishers(p: &mut Problems, raw: &[RawPublisher]) -> Vec<Publisher> {
    p.ids("publisher", raw.iter().map(|c| c.id.as_str()));
    let mut publishers = Vec::new();
    for c in raw {
        let item = format!("publisher `{}`", c.id);
        let tagged = p.tagged(&item, &c.tag, &c.tags, &["rounds"]);
        if c.rounds.len() != ROUNDS {
            p.push(&item, "rounds", "needs 5 conditions, one a round");
        }
        let mut rounds = Vec::new();
        for (i, pr) in c.rounds.iter().enumerate() {
            let field = format!("rounds[{i}]");
            let cs = match counts(&pr.count) {
                Ok(cs) => cs,
                Err(e) => {
                    p.push(&item, &format!("{field}.count"), escape(&e));
                    Vec::new()
                }
            };
            if pr.levels.is_empty()
                || pr.levels.len() != pr.buzz.len()
                || pr.levels.windows(2).any(|w| w[0] >= w[1])
                || pr.levels[0] < 1
                || pr.buzz.iter().any(|b| !(0..=40).contains(b))
            {
                p.push(
                    &item,
                    &field,
                    "levels rising from at least 1, one buzz (0 to 40) for each level",
                );
            }
            rounds.push(PublisherRound {
                counts: cs,
                levels: pr.levels.clone(),
                buzz: pr.buzz.clone(),
            });
        }
        publishers.push(Publisher {
            id: c.id.clone(),
            rounds,
            tagged,
        });
    }
    publishers
}

/// Checks the nations (ids, research spaces and objective levels).
fn nations(p: &mut Problems, raw: &[RawNation]) -> Vec<Nation> {
    p.ids("nation", raw.iter().map(|c| c.id.as_str()));
    let mut nations = Vec::new();
    for c in raw {
        let item = format!("nation `{}`", c.id);
        let tagged = p.tagged(
            &item,
            &c.tag,
            &c.tags,
            &["name", "research_spaces", "objective"],
        );
        if !(1..=MAX_RESEARCH as u8).contains(&c.research_spaces) {
            p.push(&item, "research_spaces", format!("1 to {MAX_RESEARCH}"));
        }
        if c.objective.len() != 3 {
            p.push(&item, "objective", "needs 3 levels");
        }
        let mut objective = Vec::new();
        for (i, o) in c.objective.iter().enumerate() {
            let field = format!("objective[{i}]");
            let cnt = match count(&o.count) {
                Ok(x) => x,
                Err(e) => {
                    p.push(&item, &format!("{field}.count"), escape(&e));
                    Count::Characters
                }
            };
            if !(0..=99).contains(&o.need) || !(0..=99).contains(&o.vp) {
                p.push(&item, &field, "need and vp are 0 to 99");
            }
            objective.push(ObjectiveLevel {
                count: cnt,
                need: o.need,
                vp: o.vp,
            });
        }
        if objective.windows(2).any(|w| w[1].vp < w[0].vp) {
            p.push(
                &item,
                "objective",
                "a higher level gives at least as many VP",
            );
        }
        nations.push(Nation {
            id: c.id.clone(),
            name: c.name.clone(),
            research_spaces: c.research_spaces,
            objective,
            tagged,
        });
    }
    nations
}

/// Checks the locations: one side for every location and player count.
fn locations(p: &mut Problems, raw: &[RawLocation]) -> Vec<Vec<LocationSide>> {
    let mut sides: Vec<Vec<Option<LocationSide>>> = vec![vec![None; LOCATIONS]; 4];
    for (i, l) in raw.iter().enumerate() {
        let Some(loc) = Location::ALL.into_iter().find(|x| x.key() == l.id) else {
            p.push(
                &format!("locations[{i}]"),
                "id",
                format!(
                    "`{}` is not a location; the locations are {}",
                    escape(&l.id),
                    Location::ALL.map(Location::key).join(", ")
                ),
            );
            continue;
        };
        let item = format!("location `{}` for {:?} players", l.id, l.players);
        let side = location_side(p, &item, loc, l);
        for &n in &l.players {
            if !(2..=5).contains(&n) {
                p.push(
                    &item,
                    "players",
                    format!("{n} is not a player count (2 to 5)"),
                );
                continue;
            }
            if sides[n - 2][loc.index()].is_some() {
                p.push(&item, "players", format!("a second side for {n} players"));
            }
            sides[n - 2][loc.index()] = Some(side.clone());
        }
    }
    let mut locations = Vec::new();
    for (n, row) in sides.into_iter().enumerate() {
        let mut out = Vec::new();
        for (i, s) in row.into_iter().enumerate() {
            match s {
                Some(s) => out.push(s),
                None => {
                    p.push(
                        &format!("location `{}`", Location::ALL[i].key()),
                        "players",
                        format!("no side for {} players", n + 2),
                    );
                }
            }
        }
        locations.push(out);
    }
    locations
}

/// Checks one location side: placement spaces, action spaces and possibilities.
fn location_side(p: &mut Problems, item: &str, loc: Location, l: &RawLocation) -> LocationSide {
    let tagged = p.tagged(
        item,
        &l.tag,
        &l.tags,
        &["placement", "actions", "possibilities"],
    );
    if l.placement.is_empty() || l.placement.len() > MAX_SPACES {
        p.push(
            item,
            "placement",
            format!("1 to {MAX_SPACES} placement spaces"),
        );
    }
    let placement: Vec<PlacementSpace> = l
        .placement
        .iter()
        .enumerate()
        .map(|(j, s)| {
            if !(1..=6).contains(&s.min) || !(0..=99).contains(&s.fee) {
                p.push(item, &format!("placement[{j}]"), "min 1 to 6, fee 0 to 99");
            }
            PlacementSpace {
                min: s.min,
                assistant: s.assistant,
                fee: s.fee,
            }
        })
        .collect();
    if l.actions.is_empty() || l.actions.len() > MAX_SPACES {
        p.push(item, "actions", format!("1 to {MAX_SPACES} action spaces"));
    }
    let actions: Vec<Effect> = l
        .actions
        .iter()
        .enumerate()
        .map(|(j, t)| p.effect(item, &format!("actions[{j}]"), t))
        .collect();
    let possibilities = possibilities(p, item, loc, l);
    LocationSide {
        placement,
        actions,
        possibilities,
        tagged,
    }
}

/// Checks a location side's possibilities (the Port's and the Station's alone).
fn possibilities(p: &mut Problems, item: &str, loc: Location, l: &RawLocation) -> Vec<Possibility> {
    let possibilities: Vec<Possibility> = l
        .possibilities
        .iter()
        .enumerate()
        .map(|(j, x)| Possibility {
            name: x.name.clone(),
            effect: p.effect(item, &format!("possibilities[{j}]"), &x.effect),
        })
        .collect();
    if loc.has_possibilities() == possibilities.is_empty() {
        p.push(
            item,
            "possibilities",
            "the Port and the Station have possibilities; the other locations none",
        );
    }
    if possibilities.iter().any(|x| {
        x.name.is_empty()
            || !x
                .name
                .chars()
                .all(|c| c.is_ascii_lowercase() || c == '-' || c.is_ascii_digit())
    }) {
        p.push(
            item,
            "possibilities",
            "names are lowercase words (letters, digits, `-`)",
        );
    }
    if possibilities.len() > MAX_POSSIBILITIES {
        p.push(
            item,
            "possibilities",
            format!(
                "{} possibilities; at most {MAX_POSSIBILITIES} are supported",
                possibilities.len()
            ),
        );
    }
    let names: HashSet<&str> = possibilities.iter().map(|x| x.name.as_str()).collect();
    if names.len() != possibilities.len() {
        p.push(item, "possibilities", "two possibilities share a name");
    }
    possibilities
}

/// Checks the Black Market: one side for every player count.
fn black_market(p: &mut Problems, raw: &[RawMarket]) -> Vec<MarketSide> {
    let mut markets: Vec<Option<MarketSide>> = vec![None; 4];
    for (i, m) in raw.iter().enumerate() {
        let item = format!("black_market[{i}] for {:?} players", m.players);
        let tagged = p.tagged(&item, &m.tag, &m.tags, &["spaces", "gears", "gear_tier"]);
        if m.spaces.len() < 2 || m.spaces.len() > MAX_MARKET {
            p.push(&item, "spaces", format!("2 to {MAX_MARKET} spaces"));
        }
        if m.gear_tier == 0 || m.gear_tier as usize > m.spaces.len() {
            p.push(&item, "gear_tier", "a tier of the market (1-based)");
        }
        let spaces: Vec<MarketSpace> = m
            .spaces
            .iter()
            .enumerate()
            .map(|(j, s)| {
                if !(0..=99).contains(&s.cost) {
                    p.push(&item, &format!("spaces[{j}].cost"), "0 to 99");
                }
                MarketSpace {
                    cost: s.cost,
                    bonus: p.effect(&item, &format!("spaces[{j}].bonus"), &s.bonus),
                }
            })
            .collect();
        let side = MarketSide {
            spaces,
            gears: m.gears,
            gear_tier: m.gear_tier,
            tagged,
        };
        for &n in &m.players {
            if !(2..=5).contains(&n) {
                p.push(
                    &item,
                    "players",
                    format!("{n} is not a player count (2 to 5)"),
                );
                continue;
            }
            if markets[n - 2].is_some() {
                p.push(&item, "players", format!("a second side for {n} players"));
            }
            markets[n - 2] = Some(side.clone());
        }
    }
    let mut market = Vec::new();
    for (n, m) in markets.into_iter().enumerate() {
        match m {
            Some(m) => market.push(m),
            None => p.push(
                "black_market",
                "players",
                format!("no side for {} players", n + 2),
            ),
        }
    }
    market
}

/// Checks there is enough of everything, and no more than the game state holds.
fn totals(
    p: &mut Problems,
    patents: &[Patent],
    characters: &[Character],
    tiles: &[Tile],
    shares: &[Share],
    publishers: &[Publisher],
    nations: &[Nation],
) {
    // Enough of everything for five rounds at five players.
    let green = tiles.iter().filter(|t| t.back == TileBack::Green).count();
    if patents.len() < 8 {
        p.push("patents", "count", "at least 8 patents");
    }
    if characters.len() < 8 {
        p.push("characters", "count", "at least 8 characters");
    }
    if green < 6 {
        p.push("research", "count", "at least 6 green research tiles");
    }
    for round in 1..=ROUNDS as u8 {
        if !shares.iter().any(|s| s.round == round) {
            p.push("shares", "round", format!("no share for round {round}"));
        }
    }
    if publishers.is_empty() {
        p.push("publishers", "count", "at least one publisher side");
    }
    // At most as many of each as the game state has room for (`crate::state`).
    for (kind, field, n, max) in [
        ("patents", "count", patents.len(), MAX_PATENTS),
        ("characters", "count", characters.len(), MAX_CHARACTERS),
        ("research", "count", tiles.len(), MAX_TILES),
        ("shares", "count", shares.len(), MAX_SHARES),
    ] {
        if n > max {
            p.push(
                kind,
                field,
                format!("{n} items; at most {max} are supported"),
            );
        }
    }
    if nations.len() < 5 {
        p.push("nations", "count", "at least 5 nations (one a seat)");
    }
}

/// The set's id: `name@` and 12 hex digits of the file's SHA-256 (`\r\n` read as `\n`).
fn file_id(name: &str, text: &str) -> String {
    let hash = Sha256::digest(text.replace("\r\n", "\n").as_bytes());
    let hex: String = hash.iter().take(6).map(|b| format!("{b:02x}")).collect();
    format!("{}@{hex}", escape(name))
}

/// Checks that every game with the set ends within a bound (`crate::bound`).
fn bounded(components: Components) -> Result<Components, ComponentFileError> {
    let mut unbounded: Vec<String> = (2..=5)
        .filter_map(|players| crate::bound::action_bound(&components, players).err())
        .collect();
    unbounded.dedup();
    if !unbounded.is_empty() {
        return Err(ComponentFileError {
            problems: unbounded
                .into_iter()
                .map(|why| format!("effects: {why}"))
                .collect(),
        });
    }
    Ok(components)
}
