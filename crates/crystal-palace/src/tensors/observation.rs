//! The observation, written from a view section by section in the order the
//! module docs of [`super`] give.

use super::FACES;
use crate::components::{Components, ROUNDS};
use crate::state::{Decision, Public, Slot, Stage};
use crate::View;
use gaslamp_core::tensors::{seat_place, seat_written, Observation};
use gaslamp_core::{Observer, Seat};

/// The phases, in the order of the `phase` one-hot.
const PHASES: [&str; 7] = [
    "commit", "place", "resolve", "salary", "build", "income", "over",
];

/// A number as an observation entry.
fn f(x: impl Into<f64>) -> f32 {
    x.into() as f32
}

/// Writes the observation of view `v` to `out`.
pub(super) fn encode(v: &View, out: &mut Observation) {
    let w = Writer::new(v);
    w.game(out);
    w.decision(out);
    w.boards(out);
    w.displays(out);
    w.own_dice(out);
    w.piles(out);
    for k in 0..w.n {
        w.seat(out, k);
    }
    out.end_group();
}

/// What every section of the observation reads.
struct Writer<'a> {
    v: &'a View,
    c: &'a Components,
    p: &'a Public,
    /// The player count.
    n: usize,
    obs: Observer,
    /// The most research spaces of a nation of the set.
    research: usize,
    /// The numbers of patents, characters, research tiles and shares of the set.
    np: usize,
    nc: usize,
    nt: usize,
    ns: usize,
}

impl<'a> Writer<'a> {
    /// What the sections of view `v`'s observation read.
    fn new(v: &'a View) -> Self {
        let c = v.components();
        let research = c.max_research_spaces();
        Writer {
            v,
            c,
            p: &v.public,
            n: v.public.players.len(),
            obs: v.observer,
            research,
            np: c.patents.len(),
            nc: c.characters.len(),
            nt: c.tiles.len(),
            ns: c.shares.len(),
        }
    }

    /// Seat `s`'s place from the observer (`None` when `s` is no seat).
    fn place(&self, s: usize) -> Option<usize> {
        (s < self.n).then(|| seat_place(self.obs, s, self.n))
    }

    /// The place in the rules' list of the poster on poster space `space`.
    fn poster_index(&self, space: u8) -> Option<usize> {
        self.c.rules.posters.iter().position(|x| x.space == space)
    }

    /// Writes the game: observer, round, phase, turn, phase progress, start player.
    fn game(&self, out: &mut Observation) {
        let Writer { v, p, n, obs, .. } = *self;
        out.observer(obs, n);
        out.flag("over", "the game is over", v.over);
        out.one_hot(
            "round",
            "the round, 1-5 (index round - 1)",
            ROUNDS,
            (p.round as usize).checked_sub(1),
        );
        let (phase, turn) = match p.stage {
            Stage::Commit => (0, None),
            Stage::Place { turn } => (1, Some(turn as usize)),
            Stage::Resolve => (2, None),
            Stage::Salary { k, .. } => (3, Some((p.start as usize + k as usize) % n.max(1))),
            Stage::Build { k, .. } => (4, Some((p.start as usize + k as usize) % n.max(1))),
            Stage::Income { k, .. } => (5, Some((p.start as usize + k as usize) % n.max(1))),
            Stage::Over => (6, None),
        };
        let k_ok = match p.stage {
            Stage::Salary { k, .. } | Stage::Build { k, .. } | Stage::Income { k, .. } => {
                (k as usize) < n
            }
            _ => true,
        };
        out.one_hot(
            "phase",
            "the phase: commit (1), place (2), resolve (3), salary (4), build (5), income (6), over",
            PHASES.len(),
            Some(phase),
        );
        out.one_hot(
            "turn",
            "the seat whose turn the phase is (phase 2: the placer; phases 4-6: the seat being handled), as its place from the observer",
            n,
            turn.filter(|_| k_ok).and_then(|s| self.place(s)),
        );
        out.flag(
            "salary_paid",
            "phase 4: the seat's salaries are paid (its abilities next)",
            matches!(p.stage, Stage::Salary { paid: true, .. }),
        );
        out.flag(
            "build_started",
            "phase 5: the seat's phase-5 abilities were used",
            matches!(p.stage, Stage::Build { started: true, .. }),
        );
        out.one_hot(
            "income_step",
            "phase 6: the step, 1-4 (income, drop, green bonuses, posters; index step - 1)",
            4,
            match p.stage {
                Stage::Income { step, .. } => (step as usize).checked_sub(1).filter(|&s| s < 4),
                _ => None,
            },
        );
        out.one_hot(
            "start",
            "the start player, as its place from the observer",
            n,
            self.place(p.start as usize),
        );
        out.one_hot(
            "first_tiebreak",
            "round 1's start player when every dice total ties (drawn at setup), as its place from the observer",
            n,
            self.place(p.first_tiebreak as usize),
        );
    }

    /// Writes the first decision owed, the queue's length and the next phase-3 die.
    fn decision(&self, out: &mut Observation) {
        let Writer { c, p, n, .. } = *self;
        let head = p.queue.front();
        out.scalar(
            "queue_len",
            "decisions owed (the first is described below)",
            p.queue.len() as f32,
        );
        out.one_hot(
            "decision",
            "the kind of the first decision owed: assistant action, drop, green bonus, choice, poster; all 0 for none",
            5,
            head.map(|d| match d {
                Decision::Assistant { .. } => 0,
                Decision::Drop { .. } => 1,
                Decision::Green { .. } => 2,
                Decision::Choose { .. } => 3,
                Decision::Poster { .. } => 4,
            }),
        );
        out.one_hot(
            "decision_seat",
            "the seat that owes the first decision, as its place from the observer",
            n,
            head.and_then(|d| self.place(d.seat())),
        );
        out.flag(
            "decision_free",
            "the first decision is an Assistant action whose Black Market placement is free",
            matches!(head, Some(Decision::Assistant { free: true, .. })),
        );
        out.scalar(
            "decision_alternatives",
            "the first decision is a choice: its number of alternatives (else 0)",
            match head {
                Some(Decision::Choose { effect, .. }) => effect.alternatives.len() as f32,
                _ => 0.0,
            },
        );
        out.one_hot(
            "decision_poster",
            "the first decision is a poster: the poster (by its place in the rules' list)",
            c.rules.posters.len(),
            match head {
                Some(Decision::Poster { space, .. }) => self.poster_index(*space),
                _ => None,
            },
        );
        let spaces: usize = p.placed.iter().map(|l| l.len()).sum();
        out.one_hot(
            "current_die",
            "phase 3: the placement space whose die acts next (locations in phase-3 order, spaces left to right, flattened)",
            spaces,
            p.current_die().map(|(l, s)| {
                p.placed[..l].iter().map(|l| l.len()).sum::<usize>() + s
            }),
        );
    }

    /// Writes the boards: placement, action, ticket spaces, Black Market, used possibilities.
    fn boards(&self, out: &mut Observation) {
        let Writer { p, n, .. } = *self;
        let mut k = 0;
        for row in &p.placed {
            for d in row {
                out.begin_group("placement", k);
                out.one_hot(
                    "seat",
                    "the seat of the die on this placement space (locations in phase-3 order, spaces left to right), as its place from the observer",
                    n,
                    d.and_then(|d| self.place(d.seat as usize)),
                );
                out.scalar(
                    "value",
                    "the die's value (0: no die)",
                    d.map_or(0.0, |d| f(d.value)),
                );
                out.flag(
                    "resolved",
                    "the die was resolved in phase 3",
                    d.is_some_and(|d| d.resolved),
                );
                k += 1;
            }
        }
        out.end_group();
        let mut k = 0;
        for row in &p.acted {
            for a in row {
                out.begin_group("action_space", k);
                out.one_hot(
                    "seat",
                    "the seat whose die took this action space (locations in phase-3 order, spaces left to right), as its place from the observer",
                    n,
                    a.and_then(|s| self.place(s as usize)),
                );
                k += 1;
            }
        }
        out.end_group();
        out.numbers(
            "port_used",
            "1 for each Port possibility used this round (in the side's order)",
            p.used[0].iter().map(|&u| f(u8::from(u))),
        );
        out.numbers(
            "station_used",
            "1 for each Station possibility used this round (in the side's order)",
            p.used[1].iter().map(|&u| f(u8::from(u))),
        );
        for (i, t) in p.tickets.iter().enumerate() {
            out.begin_group("ticket", i);
            out.one_hot(
                "seat",
                "the seat of the die under this ticket, as its place from the observer",
                n,
                t.and_then(|(s, _)| self.place(s as usize)),
            );
            out.scalar(
                "value",
                "the die's value (0: free ticket space)",
                t.map_or(0.0, |(_, v)| f(v)),
            );
        }
        out.end_group();
        for (i, m) in p.market.iter().enumerate() {
            out.begin_group("market", i);
            out.one_hot(
                "seat",
                "the seat of the assistant on this Black Market tier (bottom first), as its place from the observer",
                n,
                m.and_then(|s| self.place(s as usize)),
            );
        }
        out.end_group();
        out.scalar(
            "market_gears",
            "gears left on the Black Market's banner",
            f(p.market_gears),
        );
    }

    /// Writes the displays, decks, publisher, flyers, Pocket Watch and tiles left.
    fn displays(&self, out: &mut Observation) {
        let Writer { c, p, n, .. } = *self;
        out.counts(
            "patent_display",
            "1 for each patent face up at the Patent Office (by position in the set)",
            self.np,
            p.patent_display.iter().flatten().map(|&x| x as usize),
        );
        out.counts(
            "character_display",
            "1 for each character face up at the Reform Club (by position in the set)",
            self.nc,
            p.character_display.iter().flatten().map(|&x| x as usize),
        );
        out.counts(
            "museum",
            "1 for each research tile at the British Museum (by position in the set)",
            self.nt,
            p.museum.iter().flatten().map(|&x| x as usize),
        );
        out.counts(
            "bank",
            "1 for each share at the Bank of England (by position in the set)",
            self.ns,
            p.bank.iter().flatten().map(|&x| x as usize),
        );
        out.one_hot(
            "patent_top",
            "the patent deck's face-up top card (by position in the set)",
            self.np,
            p.patent_top.map(|x| x as usize),
        );
        out.one_hot(
            "character_top",
            "the character deck's face-up top card (by position in the set)",
            self.nc,
            p.character_top.map(|x| x as usize),
        );
        out.counts(
            "patent_bottom",
            "1 for each patent put back under the deck (by position in the set)",
            self.np,
            p.patent_bottom.iter().map(|&x| x as usize),
        );
        out.counts(
            "character_bottom",
            "1 for each character put back under the deck (by position in the set)",
            self.nc,
            p.character_bottom.iter().map(|&x| x as usize),
        );
        out.one_hot(
            "publisher",
            "the publisher side (by position in the set)",
            c.publishers.len(),
            Some(p.publisher as usize).filter(|&x| x < c.publishers.len()),
        );
        for (i, &fl) in p.flyers.iter().enumerate() {
            out.begin_group("flyer_space", i);
            out.one_hot(
                "flyer",
                "the flyer on this flyer space (spaces in the rules' order; flyers by position in the set)",
                c.flyers.len(),
                Some(fl as usize),
            );
        }
        out.end_group();
        out.one_hot(
            "watch",
            "the Pocket Watch's holder, as its place from the observer",
            n,
            p.watch.and_then(|s| self.place(s as usize)),
        );
        out.scalar("loans_left", "loan tiles left in the box", f(p.loans_left));
        out.numbers(
            "violet_left",
            "violet tiles left in the blue and orange stacks",
            p.violet_left.iter().map(|&x| f(x)),
        );
    }

    /// Writes the observer's own dice before the reveal.
    fn own_dice(&self, out: &mut Observation) {
        let v = self.v;
        out.flag(
            "my_dice_chosen",
            "the observer has chosen its dice this round (before the reveal)",
            v.my_dice.is_some(),
        );
        out.counts(
            "my_dice",
            "the observer's chosen dice by value (index value - 1), before the reveal",
            FACES,
            v.my_dice
                .iter()
                .flat_map(|d| d.values.iter().filter(|&&x| x > 0).map(|&x| x as usize - 1)),
        );
        out.flag(
            "my_dice_extra",
            "the observer's choice buys an extra die with newspapers",
            v.my_dice.is_some_and(|d| d.extra),
        );
    }

    /// Writes the face-down piles' contents (presence over the set, loans by penalty).
    fn piles(&self, out: &mut Observation) {
        let Writer { v, c, .. } = *self;
        let u = &v.unseen;
        out.counts(
            "unseen_patents",
            "1 for each patent in the deck below its top card (by position in the set)",
            self.np,
            u.patents.iter().map(|&x| x as usize),
        );
        out.counts(
            "unseen_characters",
            "1 for each character in the deck below its top card (by position in the set)",
            self.nc,
            u.characters.iter().map(|&x| x as usize),
        );
        out.counts(
            "unseen_green",
            "1 for each green research tile in the pile (by position in the set)",
            self.nt,
            u.green.iter().map(|&x| x as usize),
        );
        out.counts(
            "unseen_violet",
            "1 for each violet research tile in the blue and orange stacks (by position in the set)",
            self.nt,
            u.violet_blue
                .iter()
                .chain(&u.violet_orange)
                .map(|&x| x as usize),
        );
        out.counts(
            "unseen_shares",
            "1 for each share still to come in a later round (by position in the set)",
            self.ns,
            u.shares.iter().flatten().map(|&x| x as usize),
        );
        let mut penalties: Vec<i32> = c.rules.loans.clone();
        penalties.sort_unstable();
        penalties.dedup();
        out.counts(
            "unseen_loans",
            "loan tiles in the box by penalty (the set's distinct penalties, most negative first)",
            penalties.len(),
            u.loans
                .iter()
                .filter_map(|&l| penalties.iter().position(|&x| x == i32::from(l))),
        );
    }

    /// Writes the seat `k` places from the observer.
    fn seat(&self, out: &mut Observation, k: usize) {
        let s = seat_written(self.obs, k, self.n);
        out.begin_group("seat", k);
        self.seat_tracks(out, s);
        self.seat_research(out, s);
        self.seat_holdings(out, s);
    }

    /// Writes seat `s`'s nation, resources, tracks, dice, round flags and buzz tokens.
    fn seat_tracks(&self, out: &mut Observation, s: Seat) {
        let Writer { c, p, n, .. } = *self;
        let pl = &p.players[s];
        out.one_hot(
            "nation",
            "the seat's nation (by position in the set)",
            c.nations.len(),
            Some(pl.nation as usize).filter(|&x| x < c.nations.len()),
        );
        out.scalar("money", "£", f(pl.money));
        out.scalar(
            "debt",
            "£ owed, to raise before the game goes on",
            f(pl.debt),
        );
        out.scalar("gears", "gears", f(pl.gears));
        out.scalar("energy", "energy", f(pl.energy));
        out.scalar("newspapers", "newspapers", f(pl.newspapers));
        out.scalar("income", "the income track's position", f(pl.income));
        out.scalar("vp", "victory points", f(pl.vp));
        out.scalar(
            "dice",
            "dice rolled in phase 1 (owned, not ticketed)",
            f(pl.dice),
        );
        out.scalar(
            "new_dice",
            "dice gained this round, usable from the next",
            f(pl.new_dice),
        );
        out.scalar("ticketed", "dice left under Port tickets", f(pl.ticketed));
        out.counts(
            "rolled",
            "this round's revealed dice by value (index value - 1)",
            FACES,
            pl.rolled
                .iter()
                .filter(|&&x| (1..=6).contains(&x))
                .map(|&x| x as usize - 1),
        );
        out.numbers(
            "unplaced",
            "dice not placed yet in phase 2, by value (index value - 1)",
            pl.unplaced[1..].iter().map(|&x| f(x)),
        );
        out.flag("passed", "passed in phase 2", pl.passed);
        out.scalar("built", "prototypes built this round", f(pl.built));
        out.scalar(
            "westminster",
            "Westminster position (0: the star, 4: V)",
            f(pl.westminster),
        );
        out.scalar("buzz", "buzz track position", f(pl.buzz));
        out.counts(
            "tokens",
            "1 for each poster holding a buzz token of the seat (by place in the rules' list)",
            c.rules.posters.len(),
            pl.tokens.iter().filter_map(|&t| self.poster_index(t)),
        );
        out.scalar(
            "objective",
            "objective level (0: the start space)",
            f(pl.objective),
        );
        out.flag(
            "committed",
            "has chosen its dice this round (not what)",
            p.committed.get(s).copied().unwrap_or(false),
        );
        out.one_hot(
            "arrival",
            "its place of arrival on space 40 of the buzz track (0: first)",
            n,
            p.arrivals.iter().position(|&a| a as usize == s),
        );
    }

    /// Writes seat `s`'s research spaces and its loans beyond them.
    fn seat_research(&self, out: &mut Observation, s: Seat) {
        let pl = &self.p.players[s];
        let slot = |j: usize| pl.research.get(j).copied();
        out.numbers(
            "research_kind",
            "for each research space (up to the most a nation has), 4 entries: empty, research tile, loan, £10 note (all 0: the seat's mat has no such space)",
            (0..self.research).flat_map(|j| {
                let kind = match slot(j) {
                    Some(Slot::Empty) => Some(0),
                    Some(Slot::Tile { .. }) => Some(1),
                    Some(Slot::Loan { .. }) => Some(2),
                    Some(Slot::Note) => Some(3),
                    None => None,
                };
                (0..4).map(move |x| f(u8::from(kind == Some(x))))
            }),
        );
        out.numbers(
            "research_tile",
            "for each research space, one entry per research tile of the set: 1 at the tile on it",
            (0..self.research).flat_map(|j| {
                let tile = match slot(j) {
                    Some(Slot::Tile { tile }) => Some(tile as usize),
                    _ => None,
                };
                (0..self.nt).map(move |t| f(u8::from(tile == Some(t))))
            }),
        );
        out.numbers(
            "research_loan",
            "for each research space: the penalty of the loan on it (negative VP; 0: none)",
            (0..self.research).map(|j| match slot(j) {
                Some(Slot::Loan { penalty, .. }) => f(penalty),
                _ => 0.0,
            }),
        );
        out.numbers(
            "research_repaid",
            "for each research space: 1 if the loan on it was paid back",
            (0..self.research).map(|j| {
                f(u8::from(matches!(
                    slot(j),
                    Some(Slot::Loan { repaid: true, .. })
                )))
            }),
        );
        out.scalar(
            "extra_loans",
            "loans beyond the research spaces",
            pl.extra_loans.len() as f32,
        );
        out.scalar(
            "extra_loans_open",
            "of those, the loans not paid back",
            pl.extra_loans.iter().filter(|l| !l.1).count() as f32,
        );
        out.scalar(
            "extra_loans_penalty",
            "the penalties of the open loans beyond the research spaces, summed (negative VP)",
            pl.extra_loans
                .iter()
                .filter(|l| !l.1)
                .map(|l| f32::from(l.0))
                .sum(),
        );
    }

    /// Writes the cards and flyers seat `s` holds and its final score's parts.
    fn seat_holdings(&self, out: &mut Observation, s: Seat) {
        let Writer { c, p, .. } = *self;
        let pl = &p.players[s];
        out.counts(
            "patents",
            "1 for each patent held, not built (by position in the set)",
            self.np,
            pl.patents.iter().map(usize::from),
        );
        out.counts(
            "prototypes",
            "1 for each prototype built (by position in the set)",
            self.np,
            pl.prototypes.iter().map(usize::from),
        );
        out.counts(
            "characters",
            "1 for each character recruited (by position in the set)",
            self.nc,
            pl.characters.iter().map(usize::from),
        );
        out.counts(
            "shares",
            "1 for each share owned (by position in the set)",
            self.ns,
            pl.shares.iter().map(usize::from),
        );
        out.counts(
            "flyers",
            "1 for each flyer collected (by position in the set)",
            c.flyers.len(),
            pl.flyers.iter().map(|&x| x as usize),
        );
        let fs = p.final_scores.as_ref().and_then(|v| v.get(s));
        out.numbers(
            "final_score",
            "once the game is over: VP before the end's scoring, buzz, Black Market, objective, loans, empty research spaces, abilities, total (all 0 before)",
            [
                fs.map_or(0, |x| x.track),
                fs.map_or(0, |x| x.buzz),
                fs.map_or(0, |x| x.market),
                fs.map_or(0, |x| x.objective),
                fs.map_or(0, |x| x.loans),
                fs.map_or(0, |x| x.empty_research),
                fs.map_or(0, |x| x.abilities),
                fs.map_or(0, |x| x.total),
            ]
            .map(f),
        );
    }
}
