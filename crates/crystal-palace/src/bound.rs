//! How many actions a game can take, at most: a bound derived from the rules' shape
//! and the component set (`docs/crystal-palace-rules.md`, "Every game ends").
//!
//! Every action is one of three kinds, each counted here:
//!
//! 1. **Stage actions**, per seat and round: the dice commit, placements (one per
//!    die) and a pass, a phase-3 action per die, the builds of phase 5 and a pass.
//! 2. **Decisions** (Assistant actions, drops, green bonuses, choices, posters), each
//!    answered by one action. They are raised by placements and by applying effects;
//!    an answer may apply another effect. One application's whole tree of decisions is
//!    computed from the data (`Trees` below), where three things that can raise effects
//!    again are budgeted per seat and game instead, because the track or pile behind
//!    them only moves one way: Westminster's steps up to V (later steps give
//!    `westminster_beyond`), the buzz track's flyers and posters (buzz only grows),
//!    and the one-time research tiles (each placed at most once per game).
//! 3. **Trades** ([`crate::state::Window`]): at most `MAX_TRADES` in each window
//!    (between two non-trade actions) while owing nothing, and at most £D of raises
//!    for a debt of £D, a debt being at most the largest single payment.
//!
//! A component set whose effects could raise each other without end (a green bonus
//! whose effect raises a green bonus, say) has no bound: it is refused.

use crate::buzz::TOKENS;
use crate::components::{AbilityPhase, Components, Location, ROUNDS, WESTMINSTER_TOP};
use crate::effects::{Atom, Count, Effect};
use crate::prototypes::BUILDS_PER_ROUND;
use crate::state::Window;
use std::collections::HashMap;

/// The parts of the bound, for one player count.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ActionBound {
    /// Stage actions and decisions (every action that is not a trade).
    pub moves: u64,
    /// Trades made while owing nothing.
    pub trades: u64,
    /// Trades that raise debts.
    pub raises: u64,
}

impl ActionBound {
    pub fn total(&self) -> u64 {
        self.moves + self.trades + self.raises
    }
}

/// The most actions a game of `players` can take with components `c`, or why there
/// is no bound.
pub fn action_bound(c: &Components, players: usize) -> Result<ActionBound, String> {
    let mut t = Trees::new(c);
    // Refused first: an unbounded payment.
    let largest = largest_payment(c, players)?;
    let n = players as u64;
    let r = &c.rules;
    let dice = u64::from(r.max_dice);
    let rounds = ROUNDS as u64;
    let characters = c.characters.len() as u64;
    let research = c
        .nations
        .iter()
        .map(|x| u64::from(x.research_spaces))
        .max()
        .unwrap_or(0);
    let market = c.market_side(players).spaces.len() as u64;

    // Stage actions of one seat in one round.
    let builds = u64::from(BUILDS_PER_ROUND);
    let stage = 1 + (dice + 1) + dice + (builds + 1);
    // Decisions of one placement: a drop, and an Assistant action on its symbol.
    let placing = 2 * dice;
    // One phase-3 action: the action space's bonus, then the action itself.
    let mut bonus = 0;
    let mut action = t.worst(&r.westminster_beyond)?;
    for loc in Location::ALL {
        let side = c.side(players, loc);
        for e in &side.actions {
            bonus = bonus.max(t.tree(e)?);
        }
        for p in &side.possibilities {
            action = action.max(t.tree(&p.effect)?);
        }
    }
    for ch in &c.characters {
        action = action.max(t.tree(&ch.instant)?);
    }
    let phase3 = dice * (bonus + action);
    let mut patent = 0;
    for p in &c.patents {
        patent = patent.max(t.tree(&p.effect)?);
    }
    let mut ability = 0;
    for ch in &c.characters {
        if let Some((phase, e)) = &ch.ability {
            if *phase != AbilityPhase::End {
                ability = ability.max(t.tree(e)?);
            }
        }
    }
    let green = t.green()?;
    let mut poster = 0;
    for p in &r.posters {
        poster = poster.max(t.tree(&p.bonus)?);
    }
    let tokens = TOKENS as u64;
    // Phase 6: every green bonus (research spaces, Black Market tiers, characters,
    // the Pocket Watch) and every buzz token's poster.
    let phase6 = (research + market + characters + 1) * green + tokens * poster;
    let per_round = stage + placing + phase3 + builds * patent + characters * ability + phase6;
    // Once a game per seat: Westminster's steps up to V, the flyers and the posters
    // of the buzz track (each a decision, and its bonus when placed in phase 6).
    let mut step = 0;
    for e in &r.westminster_steps {
        step = step.max(t.tree(e)?);
    }
    let mut flyer = 0;
    for f in &c.flyers {
        flyer = flyer.max(t.tree(&f.effect)?);
    }
    let posters = r.posters.len() as u64;
    let per_game = u64::from(WESTMINSTER_TOP) * step
        + r.flyer_spaces.len() as u64 * flyer
        + posters * (1 + poster);
    // Once a game in all: every one-time research tile, placed at most once.
    let mut tiles = 0;
    for tile in c.tiles.iter().filter(|x| !x.permanent) {
        tiles += t.tree(&tile.effect)?;
    }
    let moves = n * (rounds * per_round + per_game) + tiles;
    // Trades: each window between two moves (and before the first) holds at most
    // MAX_TRADES while owing nothing.
    let trades = (moves + 1) * u64::from(Window::MAX_TRADES);
    // Raises: every payment is made by one effect application (or the dice, a
    // salary, the income drop: three a seat and round). A move applies at most one
    // effect itself, and each Westminster step of it one more; the applications no
    // move makes are phase 4's and 6's (abilities, green bonuses, posters) and those
    // budgeted per game (steps to V, flyers, one-time tiles). Each payment leaves a
    // debt of at most the largest payment, and each raise pays at least £1.
    let steps = max_westminster_atom(c, players);
    let automatic = 2 * characters + research + market + 1 + tokens + 3;
    let once = u64::from(WESTMINSTER_TOP) + r.flyer_spaces.len() as u64;
    let one_time = c.tiles.iter().filter(|x| !x.permanent).count() as u64;
    let payments = moves * (1 + steps) + n * (rounds * automatic + once) + one_time;
    let raises = payments * largest;
    Ok(ActionBound {
        moves,
        trades,
        raises,
    })
}

/// The actions one application of an effect can cause (the decisions it raises and
/// those of the effects their answers apply), memoized; the worst green bonus.
struct Trees<'a> {
    c: &'a Components,
    done: HashMap<Effect, u64>,
    open: Vec<Effect>,
}

impl<'a> Trees<'a> {
    fn new(c: &'a Components) -> Self {
        Trees {
            c,
            done: HashMap::new(),
            open: Vec::new(),
        }
    }

    /// The worst one application of `e` can cause.
    fn tree(&mut self, e: &Effect) -> Result<u64, String> {
        if let Some(&k) = self.done.get(e) {
            return Ok(k);
        }
        if self.open.contains(e) {
            return Err(format!(
                "the effect `{e}` can raise itself again without end (through green bonuses or choices): no game with this component set is sure to end"
            ));
        }
        self.open.push(e.clone());
        let result = self.worst(e).map(|k| {
            // A choice is a decision, then one alternative.
            k + u64::from(e.alternatives.len() > 1)
        });
        self.open.pop();
        let k = result?;
        self.done.insert(e.clone(), k);
        Ok(k)
    }

    /// The worst alternative's atoms.
    fn worst(&mut self, e: &Effect) -> Result<u64, String> {
        let mut worst = 0;
        for alt in &e.alternatives {
            let mut k = 0;
            for &a in alt {
                k += self.atom(a)?;
            }
            worst = worst.max(k);
        }
        Ok(worst)
    }

    fn atom(&mut self, a: Atom) -> Result<u64, String> {
        Ok(match a {
            // Each an Assistant action: one answer, which applies no effect.
            Atom::Assistant { n, .. } => n.max(0) as u64,
            // Each a decision whose answer applies a green bonus.
            Atom::Green { n } => n.max(0) as u64 * (1 + self.green()?),
            // Past V only `westminster_beyond`; the steps up to V are budgeted per
            // seat and game.
            Atom::Westminster { n } => {
                let beyond = self.c.rules.westminster_beyond.clone();
                n.max(0) as u64 * self.tree(&beyond)?
            }
            // Flyers, posters and one-time tiles are budgeted per seat and game.
            Atom::Buzz { .. } | Atom::Violet { .. } => 0,
            Atom::Money { .. }
            | Atom::Gear { .. }
            | Atom::Energy { .. }
            | Atom::Newspaper { .. }
            | Atom::Income { .. }
            | Atom::Vp { .. }
            | Atom::Die { .. }
            | Atom::Objective
            | Atom::Watch
            | Atom::Ticket
            | Atom::VpPer { .. }
            | Atom::MoneyPer { .. } => 0,
        })
    }

    /// The worst green bonus: a permanent research tile, a Black Market tier, a
    /// phase-6 character ability or the Pocket Watch.
    fn green(&mut self) -> Result<u64, String> {
        let c = self.c;
        let mut sources: Vec<Effect> = c
            .tiles
            .iter()
            .filter(|t| t.permanent)
            .map(|t| t.effect.clone())
            .collect();
        sources.extend(
            c.market
                .iter()
                .flat_map(|m| m.spaces.iter().map(|s| s.bonus.clone())),
        );
        sources.extend(c.characters.iter().filter_map(|ch| match &ch.ability {
            Some((AbilityPhase::Phase6, e)) => Some(e.clone()),
            _ => None,
        }));
        sources.push(c.rules.watch.clone());
        let mut worst = 0;
        for e in &sources {
            worst = worst.max(self.tree(e)?);
        }
        Ok(worst)
    }
}

/// Every effect a game can apply (for the payments).
fn all_effects(c: &Components, players: usize) -> Vec<&Effect> {
    let r = &c.rules;
    let mut effects: Vec<&Effect> = Vec::new();
    for loc in Location::ALL {
        let side = c.side(players, loc);
        effects.extend(side.actions.iter());
        effects.extend(side.possibilities.iter().map(|p| &p.effect));
    }
    effects.extend(c.patents.iter().map(|p| &p.effect));
    effects.extend(c.characters.iter().map(|x| &x.instant));
    effects.extend(
        c.characters
            .iter()
            .filter_map(|x| x.ability.as_ref().map(|a| &a.1)),
    );
    effects.extend(c.tiles.iter().map(|x| &x.effect));
    effects.extend(c.flyers.iter().map(|x| &x.effect));
    effects.extend(
        c.market
            .iter()
            .flat_map(|m| m.spaces.iter().map(|s| &s.bonus)),
    );
    effects.extend(r.posters.iter().map(|p| &p.bonus));
    effects.extend(r.westminster_steps.iter());
    effects.push(&r.westminster_beyond);
    effects.push(&r.watch);
    effects
}

/// The most Westminster steps one effect gives.
fn max_westminster_atom(c: &Components, players: usize) -> u64 {
    all_effects(c, players)
        .into_iter()
        .flat_map(|e| e.alternatives.iter().flatten())
        .map(|a| match a {
            Atom::Westminster { n } => (*n).max(0) as u64,
            _ => 0,
        })
        .max()
        .unwrap_or(0)
}

/// The largest count an effect can multiply a payment by, if it is bounded.
fn count_bound(c: &Components, count: Count) -> Option<u64> {
    let patents = c.patents.len() as u64;
    let characters = c.characters.len() as u64;
    Some(match count {
        Count::Characters => characters,
        Count::Prototypes | Count::Patents => patents,
        Count::Cards => characters + patents,
        Count::Newspapers => u64::from(c.rules.max_newspapers),
        Count::Shares => c.shares.len() as u64,
        Count::Tiles => c
            .nations
            .iter()
            .map(|x| u64::from(x.research_spaces))
            .max()
            .unwrap_or(0),
        Count::Dice => u64::from(c.rules.max_dice),
        Count::Westminster => u64::from(WESTMINSTER_TOP),
        Count::Assistants => u64::from(c.rules.assistants),
        Count::BuzzTokens => TOKENS as u64,
        // Goods and loans have no upper bound.
        Count::Gears | Count::Energy | Count::Loans => return None,
    })
}

/// The largest single payment a seat can owe (a debt is at most that).
fn largest_payment(c: &Components, players: usize) -> Result<u64, String> {
    let r = &c.rules;
    let price = |n: i32, each: i32| u64::from(n.unsigned_abs()) * each.max(0) as u64;
    let cost = |k: &crate::effects::Cost| {
        k.money.max(0) as u64 + price(k.gears, r.gear_price) + price(k.energy, r.energy_price)
    };
    let mut worst = 0u64;
    for e in all_effects(c, players) {
        for alt in &e.alternatives {
            let mut owed = 0u64;
            for &a in alt {
                owed += match a {
                    Atom::Money { n } if n < 0 => u64::from(n.unsigned_abs()),
                    Atom::Gear { n } if n < 0 => price(n, r.gear_price),
                    Atom::Energy { n } if n < 0 => price(n, r.energy_price),
                    Atom::Income { n } if n < 0 => u64::from(n.unsigned_abs()),
                    Atom::MoneyPer { count, per, n } if n < 0 => {
                        let k = count_bound(c, count).ok_or_else(|| {
                            format!(
                                "the effect `{e}` makes a payment that grows with {} without bound: no game with this component set is sure to end",
                                count.name()
                            )
                        })?;
                        k / per.max(1) as u64 * u64::from(n.unsigned_abs())
                    }
                    _ => 0,
                };
            }
            worst = worst.max(owed);
        }
    }
    let salaries: u64 = c
        .characters
        .iter()
        .map(|x| x.salary.iter().copied().max().unwrap_or(0).max(0) as u64)
        .sum();
    let cards = c
        .patents
        .iter()
        .map(|p| cost(&p.cost))
        .chain(c.characters.iter().map(|x| cost(&x.cost)))
        .max()
        .unwrap_or(0);
    let fees = Location::ALL
        .into_iter()
        .flat_map(|loc| {
            c.side(players, loc)
                .placement
                .iter()
                .map(|s| s.fee.max(0) as u64)
        })
        .max()
        .unwrap_or(0);
    let tiers = c
        .market
        .iter()
        .flat_map(|m| m.spaces.iter().map(|s| s.cost.max(0) as u64))
        .max()
        .unwrap_or(0);
    let dice = u64::from(r.max_dice) * 6;
    Ok([
        worst,
        salaries,
        cards,
        fees,
        tiers,
        dice,
        u64::from(r.income_drop),
    ]
    .into_iter()
    .max()
    .unwrap_or(0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_set_has_a_bound_for_every_player_count() {
        let c = Components::shipped();
        let mut last = 0;
        for players in 2..=5 {
            let b = action_bound(&c, players).unwrap();
            assert!(b.total() > last, "more players, more actions");
            last = b.total();
        }
    }

    /// `docs/crystal-palace-rules.md` states the bound for 2-5 players: the table
    /// there is what this module derives.
    #[test]
    fn the_documented_bounds_are_the_derived_ones() {
        let doc = include_str!("../../../docs/crystal-palace-rules.md");
        let c = Components::shipped();
        let number = |n: u64| {
            let s = n.to_string();
            let mut out = String::new();
            for (i, ch) in s.chars().enumerate() {
                if i > 0 && (s.len() - i).is_multiple_of(3) {
                    out.push(',');
                }
                out.push(ch);
            }
            out
        };
        for players in 2..=5 {
            let b = action_bound(&c, players).unwrap();
            let row = format!(
                "| {players} | {} | {} | {} | **{}** |",
                number(b.moves),
                number(b.trades),
                number(b.raises),
                number(b.total())
            );
            assert!(
                doc.contains(&row),
                "docs/crystal-palace-rules.md lacks the row {row}"
            );
        }
    }

    #[test]
    fn a_green_bonus_that_raises_a_green_bonus_has_no_bound() {
        let mut c = Components::shipped();
        c.rules.watch = Effect::parse("money 3, green 1").unwrap();
        let e = action_bound(&c, 4).unwrap_err();
        assert!(e.contains("without end"), "{e}");
    }
}
