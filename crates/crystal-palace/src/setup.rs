//! Game setup: the boards for the player count, shuffled piles, nations, flyers and
//! the publisher side, all drawn from the seed, and the setup overrides that fix any
//! of them (to stage a rulebook example or a test position).
//!
//! # Setup overrides (JSON, every field optional)
//!
//! ```json
//! {
//!   "nations": ["france", "japan"],          // one per seat
//!   "patents": ["audiobook", "..."],         // the deck from the top: the display first, then the face-up top card, then the rest
//!   "characters": ["bronte", "..."],         // likewise
//!   "green": ["ledger", "..."],              // green research tiles: the Museum's first, then the pile
//!   "violet_blue": ["..."], "violet_orange": ["..."],
//!   "shares": [["s1a"], ["s2a", "..."]],     // per round, drawn first first
//!   "loans": [-8, -10],                       // drawn first first
//!   "flyers": ["gear", "..."],               // one per flyer space, in the rules' order
//!   "publisher": "1a",
//!   "first_player": 2,                        // round 1's tie-break
//!   "round": 3,                               // start in this round (phase 1)
//!   "market": [0, null, 1],                   // Black Market spaces from the bottom: a seat or null
//!   "tickets": [[1, 5], null],                // Port ticket spaces: [seat, die value] or null
//!   "players": [{"money": 12, "gears": 2, "characters": ["holmes"], "prototypes": ["audiobook"],
//!                "patents": [], "shares": [], "research": ["ledger", "loan -8", "repaid -9", "empty"],
//!                "energy": 1, "newspapers": 4, "income": 5, "vp": 20, "dice": 5, "westminster": 1,
//!                "buzz": 3, "tokens": [4], "objective": 1}]
//! }
//! ```
//!
//! Named items must exist, and a card may be in one place only.

use crate::components::ROUNDS;
use crate::components::{
    Components, FlyerColor, Location, TileBack, BUZZ_END, INCOME_TOP, WESTMINSTER_TOP,
};
use crate::state::{
    empty_boards, narrow, Cards, CrystalPalace, Display, Hidden, PerSeat, Player, Public, Slot,
    Stage, MAX_MARKET, MAX_SHARES, MAX_TICKETS,
};
use gaslamp_core::{rng_from_seed, SetupError};
use rand::seq::SliceRandom;
use rand::Rng;
use serde::Deserialize;
use std::collections::{HashSet, VecDeque};
use std::sync::Arc;
use tinyvec::ArrayVec;

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct Overrides {
    nations: Option<Vec<String>>,
    patents: Option<Vec<String>>,
    characters: Option<Vec<String>>,
    green: Option<Vec<String>>,
    violet_blue: Option<Vec<String>>,
    violet_orange: Option<Vec<String>>,
    shares: Option<Vec<Vec<String>>>,
    loans: Option<Vec<i8>>,
    flyers: Option<Vec<String>>,
    publisher: Option<String>,
    first_player: Option<usize>,
    round: Option<u8>,
    market: Option<Vec<Option<usize>>>,
    tickets: Option<Vec<Option<(usize, u8)>>>,
    players: Option<Vec<SeatOverride>>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct SeatOverride {
    money: Option<i32>,
    gears: Option<i32>,
    energy: Option<i32>,
    newspapers: Option<u8>,
    income: Option<u8>,
    vp: Option<i32>,
    dice: Option<u8>,
    westminster: Option<u8>,
    buzz: Option<u8>,
    tokens: Option<Vec<u8>>,
    objective: Option<u8>,
    research: Option<Vec<String>>,
    patents: Option<Vec<String>>,
    prototypes: Option<Vec<String>>,
    characters: Option<Vec<String>>,
    shares: Option<Vec<String>>,
}

fn err(s: impl Into<String>) -> SetupError {
    SetupError(format!("setup: {}", s.into()))
}

fn ids(
    names: &[String],
    lookup: impl Fn(&str) -> Option<usize>,
    what: &str,
    used: &mut HashSet<(char, usize)>,
    kind: char,
) -> Result<Vec<u16>, SetupError> {
    let mut out = Vec::new();
    for n in names {
        let i = lookup(n).ok_or_else(|| {
            err(format!(
                "there is no {what} `{}`",
                gaslamp_core::untrusted(n)
            ))
        })?;
        if !used.insert((kind, i)) {
            return Err(err(format!(
                "the {what} `{}` is in two places",
                gaslamp_core::untrusted(n)
            )));
        }
        out.push(i as u16);
    }
    Ok(out)
}

/// `order` first (as given), then every other item in random order.
fn deck(
    order: Vec<u16>,
    all: impl Iterator<Item = u16>,
    used: &HashSet<u16>,
    rng: &mut impl Rng,
) -> Vec<u16> {
    let mut rest: Vec<u16> = all
        .filter(|i| !order.contains(i) && !used.contains(i))
        .collect();
    rest.shuffle(rng);
    let mut d = order;
    d.extend(rest);
    d
}

impl CrystalPalace {
    /// A new game.
    pub fn new_with(
        c: Arc<Components>,
        players: usize,
        seed: u64,
        setup: Option<&serde_json::Value>,
    ) -> Result<Self, SetupError> {
        if !(2..=5).contains(&players) {
            return Err(SetupError(format!(
                "Crystal Palace is for 2 to 5 players, not {players}"
            )));
        }
        let o: Overrides = match setup {
            None => Overrides::default(),
            Some(v) => serde_json::from_value(v.clone()).map_err(|e| err(e.to_string()))?,
        };
        let mut rng = rng_from_seed(seed);
        let n = players;
        let mut used: HashSet<(char, usize)> = HashSet::new();

        // Per-seat cards first: they are out of the decks.
        let seat_o: Vec<SeatOverride> = o.players.unwrap_or_default();
        if seat_o.len() > n {
            return Err(err(format!(
                "{} seats in `players` for {n} players",
                seat_o.len()
            )));
        }
        let pidx = |s: &str| c.patent_index(s);
        let cidx = |s: &str| c.character_index(s);
        let mut seat_cards = Vec::new();
        for so in &seat_o {
            let patents = ids(
                so.patents.as_deref().unwrap_or(&[]),
                pidx,
                "patent",
                &mut used,
                'p',
            )?;
            let prototypes = ids(
                so.prototypes.as_deref().unwrap_or(&[]),
                pidx,
                "patent",
                &mut used,
                'p',
            )?;
            let characters = ids(
                so.characters.as_deref().unwrap_or(&[]),
                cidx,
                "character",
                &mut used,
                'c',
            )?;
            let shares = ids(
                so.shares.as_deref().unwrap_or(&[]),
                |s| c.share_index(s),
                "share",
                &mut used,
                's',
            )?;
            seat_cards.push((patents, prototypes, characters, shares));
        }

        // Nations: a random side of distinct random mats (two nations a mat).
        let nations: Vec<u16> = match &o.nations {
            Some(names) => {
                if names.len() != n {
                    return Err(err(format!("`nations` needs {n} names")));
                }
                ids(names, |s| c.nation_index(s), "nation", &mut used, 'n')?
            }
            None => {
                let mats = c.nations.len().div_ceil(2);
                let mut m: Vec<usize> = (0..mats).collect();
                m.shuffle(&mut rng);
                let mut out = Vec::new();
                for &mat in m.iter() {
                    if out.len() == n {
                        break;
                    }
                    let side = rng.gen_range(0..2);
                    let i = (mat * 2 + side).min(c.nations.len() - 1);
                    out.push(i as u16);
                }
                while out.len() < n {
                    out.push((out.len() % c.nations.len()) as u16);
                }
                out
            }
        };

        let display =
            |loc: Location, cap: usize| c.side(n, loc).actions.len().saturating_add(1).min(cap);
        let seat_used = |kind: char| -> HashSet<u16> {
            used.iter()
                .filter(|(k, _)| *k == kind)
                .map(|(_, i)| *i as u16)
                .collect()
        };

        // Patents and characters: display, face-up top, hidden middle.
        let p_order = ids(
            o.patents.as_deref().unwrap_or(&[]),
            pidx,
            "patent",
            &mut used.clone(),
            'p',
        )?;
        let patents = deck(
            p_order,
            0..c.patents.len() as u16,
            &seat_used('p'),
            &mut rng,
        );
        let c_order = ids(
            o.characters.as_deref().unwrap_or(&[]),
            cidx,
            "character",
            &mut used.clone(),
            'c',
        )?;
        let characters = deck(
            c_order,
            0..c.characters.len() as u16,
            &seat_used('c'),
            &mut rng,
        );
        let (patent_display, patent_top, patent_middle) =
            split_deck(patents, display(Location::PatentOffice, 8));
        let (character_display, character_top, character_middle) =
            split_deck(characters, display(Location::ReformClub, 8));

        // Research tiles.
        let tidx = |s: &str| c.tile_index(s);
        let mut tused = HashSet::new();
        let mut seat_research = Vec::new();
        for so in &seat_o {
            let mut slots = Vec::new();
            for r in so.research.as_deref().unwrap_or(&[]) {
                let words: Vec<&str> = r.split_whitespace().collect();
                let slot = match words.as_slice() {
                    ["empty"] => Slot::Empty,
                    ["note"] => Slot::Note,
                    [k @ ("loan" | "repaid"), v] => Slot::Loan {
                        penalty: v.parse::<i8>().map_err(|_| err(format!("`{}`: a loan needs its penalty, e.g. `loan -8`", gaslamp_core::untrusted(r))))?,
                        repaid: *k == "repaid",
                    },
                    [id] => {
                        let t = tidx(id).ok_or_else(|| err(format!("there is no research tile `{}`", gaslamp_core::untrusted(id))))?;
                        if !tused.insert(t as u16) {
                            return Err(err(format!("the research tile `{}` is in two places", gaslamp_core::untrusted(id))));
                        }
                        Slot::Tile { tile: t as u16 }
                    }
                    _ => return Err(err(format!("`{}` is not a research space: a tile id, `empty`, `note`, `loan -8` or `repaid -8`", gaslamp_core::untrusted(r)))),
                };
                slots.push(slot);
            }
            seat_research.push(slots);
        }
        let pile = |back: TileBack,
                    order: &Option<Vec<String>>,
                    rng: &mut rand_chacha::ChaCha8Rng,
                    tused: &mut HashSet<u16>|
         -> Result<Vec<u16>, SetupError> {
            let mut first = Vec::new();
            for id in order.as_deref().unwrap_or(&[]) {
                let t = tidx(id).ok_or_else(|| {
                    err(format!(
                        "there is no research tile `{}`",
                        gaslamp_core::untrusted(id)
                    ))
                })?;
                if c.tiles[t].back != back {
                    return Err(err(format!(
                        "the research tile `{}` has another back",
                        gaslamp_core::untrusted(id)
                    )));
                }
                if !tused.insert(t as u16) {
                    return Err(err(format!(
                        "the research tile `{}` is in two places",
                        gaslamp_core::untrusted(id)
                    )));
                }
                first.push(t as u16);
            }
            let all = (0..c.tiles.len() as u16).filter(|&i| c.tiles[i as usize].back == back);
            let mut rest: Vec<u16> = all.filter(|i| !tused.contains(i)).collect();
            rest.shuffle(rng);
            first.extend(rest);
            Ok(first)
        };
        let green = pile(TileBack::Green, &o.green, &mut rng, &mut tused)?;
        let vb = pile(TileBack::Blue, &o.violet_blue, &mut rng, &mut tused)?;
        let vo = pile(TileBack::Orange, &o.violet_orange, &mut rng, &mut tused)?;
        let museum_n = display(Location::BritishMuseum, 6);
        let museum: Display = (0..museum_n).map(|i| green.get(i).copied()).collect();
        let mut green_rest: Vec<u16> = green.into_iter().skip(museum_n).collect();
        green_rest.reverse();

        // Shares: round pools.
        let mut share_used = seat_used('s');
        let mut pools: Vec<Vec<u16>> = Vec::new();
        for r in 1..=5u8 {
            let mut first = Vec::new();
            if let Some(order) = o.shares.as_ref().and_then(|s| s.get(r as usize - 1)) {
                for id in order {
                    let i = c.share_index(id).ok_or_else(|| {
                        err(format!(
                            "there is no share `{}`",
                            gaslamp_core::untrusted(id)
                        ))
                    })?;
                    if c.shares[i].round != r || !share_used.insert(i as u16) {
                        return Err(err(format!(
                            "the share `{}` is not a round-{r} share or is in two places",
                            gaslamp_core::untrusted(id)
                        )));
                    }
                    first.push(i as u16);
                }
            }
            let mut rest: Vec<u16> = (0..c.shares.len() as u16)
                .filter(|&i| c.shares[i as usize].round == r && !share_used.contains(&i))
                .collect();
            rest.shuffle(&mut rng);
            first.extend(rest);
            pools.push(first);
        }
        let bank_n = display(Location::BankOfEngland, 3);

        // Loans.
        let mut loans: Vec<i8> = c.rules.loans.iter().map(|&v| v as i8).collect();
        loans.shuffle(&mut rng);
        if let Some(first) = &o.loans {
            let mut rest = c.rules.loans.iter().map(|&v| v as i8).collect::<Vec<_>>();
            for v in first {
                let i = rest
                    .iter()
                    .position(|x| x == v)
                    .ok_or_else(|| err(format!("no loan tile of {v} left for `loans`")))?;
                rest.remove(i);
            }
            rest.shuffle(&mut rng);
            loans = first.clone();
            loans.extend(rest);
        }
        // Loans staged on the seats' research spaces came out of the same supply:
        // each takes a tile of its value off the pile (the last drawn of them).
        for (s, slots) in seat_research.iter().enumerate() {
            for slot in slots {
                if let Slot::Loan { penalty, .. } = slot {
                    let i = loans.iter().rposition(|v| v == penalty).ok_or_else(|| {
                        err(format!(
                            "seat {s}: no loan tile of {penalty} left for its research spaces"
                        ))
                    })?;
                    loans.remove(i);
                }
            }
        }
        loans.reverse();

        // Flyers: a random one of the right colour on each flyer space.
        let flyers: Vec<u16> = match &o.flyers {
            Some(names) => {
                if names.len() != c.rules.flyer_spaces.len() {
                    return Err(err(format!(
                        "`flyers` needs {} ids",
                        c.rules.flyer_spaces.len()
                    )));
                }
                let v = ids(names, |s| c.flyer_index(s), "flyer", &mut used, 'f')?;
                for (i, &f) in v.iter().enumerate() {
                    if c.flyers[f as usize].color != c.rules.flyer_spaces[i].1 {
                        return Err(err(format!(
                            "flyer `{}` does not fit a {:?} space",
                            gaslamp_core::untrusted(&names[i]),
                            c.rules.flyer_spaces[i].1
                        )));
                    }
                }
                v
            }
            None => {
                let mut by_color = |color: FlyerColor| {
                    let mut v: Vec<u16> = (0..c.flyers.len() as u16)
                        .filter(|&i| c.flyers[i as usize].color == color)
                        .collect();
                    v.shuffle(&mut rng);
                    v
                };
                let mut piles = [
                    by_color(FlyerColor::Blue),
                    by_color(FlyerColor::Green),
                    by_color(FlyerColor::Violet),
                ];
                c.rules
                    .flyer_spaces
                    .iter()
                    .map(|(_, color)| piles[*color as usize].pop().unwrap_or(0))
                    .collect()
            }
        };
        let publisher = match &o.publisher {
            Some(id) => c.publisher_index(id).ok_or_else(|| {
                err(format!(
                    "there is no publisher side `{}`",
                    gaslamp_core::untrusted(id)
                ))
            })? as u16,
            None => rng.gen_range(0..c.publishers.len()) as u16,
        };
        let first = match o.first_player {
            Some(f) if f < n => f,
            Some(f) => return Err(err(format!("first_player {f}: seats are 0 to {}", n - 1))),
            None => rng.gen_range(0..n),
        };
        let round = o.round.unwrap_or(1);
        if !(1..=5).contains(&round) {
            return Err(err("round is 1 to 5"));
        }

        let r = &c.rules;
        let mut seats = PerSeat::new();
        for s in 0..n {
            let nation = &c.nations[nations[s] as usize];
            let mut p = Player {
                nation: nations[s],
                money: r.start_money,
                debt: 0,
                gears: r.start_gears,
                energy: r.start_energy,
                newspapers: 0,
                income: r.income_start,
                vp: r.start_vp,
                dice: r.start_dice,
                new_dice: 0,
                ticketed: 0,
                rolled: Default::default(),
                unplaced: [0; 7],
                passed: false,
                built: 0,
                westminster: 0,
                buzz: 0,
                tokens: Default::default(),
                objective: 0,
                research: std::iter::repeat_n(Slot::Empty, nation.research_spaces as usize)
                    .collect(),
                extra_loans: Default::default(),
                patents: Default::default(),
                prototypes: Default::default(),
                characters: Default::default(),
                shares: Default::default(),
                flyers: Default::default(),
            };
            if let Some(so) = seat_o.get(s) {
                // Distinct cards of the set: within the capacities the component
                // file's validation guarantees.
                let (pa, pr, ch, sh) = &seat_cards[s];
                p.patents = pa.iter().copied().collect();
                p.prototypes = pr.iter().copied().collect();
                p.characters = ch.iter().copied().collect();
                p.shares = sh.iter().copied().collect();
                if let Some(v) = so.money {
                    p.money = v.clamp(0, 9999);
                }
                if let Some(v) = so.gears {
                    p.gears = v.clamp(0, 99);
                }
                if let Some(v) = so.energy {
                    p.energy = v.clamp(0, 99);
                }
                if let Some(v) = so.newspapers {
                    p.newspapers = v.min(r.max_newspapers);
                }
                if let Some(v) = so.income {
                    p.income = v.min(INCOME_TOP);
                }
                if let Some(v) = so.vp {
                    p.vp = v.clamp(-999, 999);
                }
                if let Some(v) = so.dice {
                    if !(1..=r.max_dice).contains(&v) {
                        return Err(err(format!("seat {s}: dice 1 to {}", r.max_dice)));
                    }
                    p.dice = v;
                }
                if let Some(v) = so.westminster {
                    p.westminster = v.min(WESTMINSTER_TOP);
                }
                if let Some(v) = so.buzz {
                    p.buzz = v.min(BUZZ_END);
                }
                if let Some(v) = &so.tokens {
                    if v.len() > crate::buzz::TOKENS
                        || v.iter().any(|t| !r.posters.iter().any(|p| p.space == *t))
                    {
                        return Err(err(format!("seat {s}: tokens are at most 2 poster spaces")));
                    }
                    p.tokens = v.iter().copied().collect();
                }
                if let Some(v) = so.objective {
                    p.objective = v.min(nation.objective.len() as u8);
                }
                if !seat_research[s].is_empty() {
                    let mut slots = seat_research[s].clone();
                    if slots.len() > p.research.len() {
                        return Err(err(format!(
                            "seat {s}: {} research spaces on its mat",
                            p.research.len()
                        )));
                    }
                    slots.resize(p.research.len(), Slot::Empty);
                    p.research = slots.into_iter().collect();
                }
            }
            seats.push(p);
        }
        let side = c.market_side(n);
        let mut market: ArrayVec<[Option<u8>; MAX_MARKET]> =
            std::iter::repeat_n(None, side.spaces.len()).collect();
        if let Some(m) = &o.market {
            if m.len() > market.len() {
                return Err(err(format!("the Black Market has {} spaces", market.len())));
            }
            for (i, s) in m.iter().enumerate() {
                if let Some(s) = s {
                    if *s >= n {
                        return Err(err(format!("market: there is no seat {s}")));
                    }
                    market[i] = Some(*s as u8);
                }
            }
        }
        let mut tickets: ArrayVec<[Option<(u8, u8)>; MAX_TICKETS]> =
            std::iter::repeat_n(None, r.tickets as usize).collect();
        if let Some(t) = &o.tickets {
            if t.len() > tickets.len() {
                return Err(err(format!("the Port has {} ticket spaces", tickets.len())));
            }
            for (i, x) in t.iter().enumerate() {
                if let Some((seat, value)) = *x {
                    if seat >= n || !(1..=6).contains(&value) {
                        return Err(err("tickets: [seat, die value 1-6] or null"));
                    }
                    tickets[i] = Some((seat as u8, value));
                    // That die is out for the game.
                    seats[seat].ticketed += 1;
                }
            }
        }
        let bank: Display = {
            let pool = &mut pools[round as usize - 1];
            (0..bank_n)
                .map(|_| {
                    if pool.is_empty() {
                        None
                    } else {
                        Some(pool.remove(0))
                    }
                })
                .collect()
        };
        // Later rounds' pools, next share last (drawn with pop).
        let mut hidden_shares: [Cards<MAX_SHARES>; ROUNDS] =
            std::array::from_fn(|r| pools[r].iter().rev().copied().collect());
        hidden_shares[round as usize - 1].clear();
        for p in hidden_shares.iter_mut().take(round as usize - 1) {
            p.clear();
        }
        let (placed, acted) = empty_boards(&c, n);
        let unused = |loc: Location| {
            std::iter::repeat_n(false, c.side(n, loc).possibilities.len()).collect()
        };
        let used = [
            unused(Location::PortOfLondon),
            unused(Location::WaterlooStation),
        ];
        let public = Public {
            players: seats,
            round,
            stage: Stage::Commit,
            start: first as u8,
            queue: VecDeque::new(),
            placed,
            acted,
            used,
            tickets,
            patent_display,
            character_display,
            museum,
            bank,
            patent_top,
            character_top,
            patent_bottom: Default::default(),
            character_bottom: Default::default(),
            market,
            market_gears: side.gears,
            publisher,
            flyers: flyers.into_iter().collect(),
            arrivals: Default::default(),
            watch: None,
            loans_left: loans.len() as u8,
            committed: std::iter::repeat_n(false, n).collect(),
            violet_left: [vb.len() as u8, vo.len() as u8],
            first_tiebreak: first as u8,
            final_scores: None,
            window: Default::default(),
            next_die: None,
        };
        let mut vb = vb;
        vb.reverse();
        let mut vo = vo;
        vo.reverse();
        let hidden = Hidden {
            patent_middle: patent_middle.into_iter().map(|c| c as u8).collect(),
            character_middle: character_middle.into_iter().map(|c| c as u8).collect(),
            green: green_rest.into_iter().map(|c| c as u8).collect(),
            violet_blue: vb.into_iter().map(|c| c as u8).collect(),
            violet_orange: vo.into_iter().map(|c| c as u8).collect(),
            shares: hidden_shares.map(|pool| narrow(&pool)),
            loans: loans.into_iter().collect(),
            commits: std::iter::repeat_n(None, n).collect(),
        };
        Ok(CrystalPalace {
            c,
            p: public,
            h: hidden,
            staged: Vec::new(),
        })
    }
}

/// A deck (top first) split into a display of `k`, the face-up top card, and the
/// rest with the next card last (drawn with `pop`).
fn split_deck(d: Vec<u16>, k: usize) -> (Display, Option<u16>, Vec<u16>) {
    let display: Display = (0..k).map(|i| d.get(i).copied()).collect();
    let top = d.get(k).copied();
    let mut middle: Vec<u16> = d.into_iter().skip(k + 1).collect();
    middle.reverse();
    (display, top, middle)
}
