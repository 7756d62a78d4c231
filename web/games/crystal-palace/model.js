// Crystal Palace's table model: pure functions from the view, the legal actions and
// the component catalog (`GET /api/games/crystal-palace/catalog`) to what the table
// draws and what the seat may point at. Tested by node (web/test/crystal-palace.test.mjs).

/** The eight locations in phase-3 order, by their key in the notation and the data. */
export const LOCATIONS = [
  'patent_office', 'british_museum', 'bank_of_england', 'westminster',
  'reform_club', 'london_times', 'port_of_london', 'waterloo_station',
];

/** The phase of a stage (`view.public.stage`), 1-7; 0 once over. */
export function phaseOf(stage) {
  return { commit: 1, place: 2, resolve: 3, salary: 4, build: 5, income: 6, over: 0 }[stage?.phase] ?? 0;
}

/** The seats from the start player on: the round's turn order. */
export function turnOrder(pub) {
  const n = pub.players.length;
  return Array.from({ length: n }, (_, k) => (pub.start + k) % n);
}

/** Whether a catalog entry's `field` is provisional (the project's own number, tag
 * `P`): the field's own tag, else the entry's. */
export function isProvisional(item, field) {
  const tagged = item?.tagged;
  if (!tagged) return false;
  return (tagged.fields?.[field] ?? tagged.tag) === 'P';
}

/**
 * Each location with its placement spaces as the table shows them: the space's least
 * die, fee and assistant symbol, the die on it (`{seat, value, resolved}`) and the
 * place actions that put a die there (`targets`, by die value).
 */
export function locations(view, catalog, legal) {
  const pub = view.public;
  const sides = catalog?.components?.locations?.[pub.players.length - 2] || [];
  const place = placeActions(legal);
  return LOCATIONS.map((key, l) => {
    const side = sides[l] || { placement: [], actions: [] };
    return {
      key,
      index: l,
      side,
      acted: pub.acted?.[l] || [],
      spaces: (side.placement || []).map((s, i) => ({
        index: i,
        min: s.min,
        fee: s.fee,
        assistant: s.assistant,
        die: pub.placed?.[l]?.[i] ?? null,
        targets: place.get(`${l}:${i}`) || [],
      })),
    };
  });
}

/** The place actions by `location:space`, each list ordered by die value. */
export function placeActions(legal) {
  const by = new Map();
  for (const a of legal || []) {
    const j = a.json;
    if (j?.type !== 'place') continue;
    const k = `${j.location}:${j.space}`;
    if (!by.has(k)) by.set(k, []);
    by.get(k).push(a);
  }
  for (const list of by.values()) list.sort((a, b) => a.json.value - b.json.value);
  return by;
}

/** The die values the seat may place now, highest first. */
export function placeableValues(legal) {
  return [...new Set((legal || []).filter((a) => a.json?.type === 'place').map((a) => a.json.value))].sort((a, b) => b - a);
}

/**
 * What pointing at a space or a die does, given what is already chosen: the action
 * to play (`act`), or what becomes chosen (`choose`). A die value and a space are
 * chosen in either order; a space that only one of the seat's values fits is played
 * at once.
 */
export function pointPlace(legal, chosen, point) {
  const place = placeActions(legal);
  if (point.space !== undefined) {
    const list = place.get(point.space) || [];
    if (chosen.die !== undefined) {
      const a = list.find((x) => x.json.value === chosen.die);
      if (a) return { act: a };
    }
    if (list.length === 1) return { act: list[0] };
    return list.length ? { choose: { space: point.space } } : {};
  }
  if (point.die !== undefined) {
    if (chosen.space !== undefined) {
      const a = (place.get(chosen.space) || []).find((x) => x.json.value === point.die);
      if (a) return { act: a };
    }
    return { choose: { die: point.die } };
  }
  return {};
}

/** Whether the space `key` (`location:space`) lights up, given what is chosen. */
export function spaceLit(legal, chosen, key) {
  const list = placeActions(legal).get(key) || [];
  return chosen.die === undefined ? list.length > 0 : list.some((a) => a.json.value === chosen.die);
}

// ---------------------------------------------------------------- phase 1: the dice picker

/**
 * The dice picker's frame from the legal `dice` actions: how many dice the seat has
 * (`k`) and whether an extra die may be bought with newspapers (`extra`); `null`
 * when the seat does not choose dice now.
 */
export function diceFrame(legal) {
  const dice = (legal || []).filter((a) => a.json?.type === 'dice');
  if (!dice.length) return null;
  const count = (a) => a.json.values.filter((v) => v > 0).length;
  const plain = dice.filter((a) => !a.json.extra);
  return { k: plain.length ? count(plain[0]) : count(dice[0]) - 1, extra: dice.some((a) => a.json.extra) };
}

/** The dice's cost: £1 a pip. */
export function diceCost(values) {
  return values.reduce((s, v) => s + v, 0);
}

/** The legal `dice` action choosing `values` (any order), with or without the extra
 * die; `undefined` if there is none. */
export function diceAction(legal, values, extra) {
  const want = [...values].sort((a, b) => b - a);
  return (legal || []).find((a) => a.json?.type === 'dice' && a.json.extra === extra
    && a.json.values.filter((v) => v > 0).join(' ') === want.join(' '));
}

/**
 * What the chosen dice cost the seat: the cost, the money it has, what it must raise
 * (the shortfall) and the fewest loans that would cover it.
 */
export function diceBill(values, player, loan = 10) {
  const cost = diceCost(values);
  const short = Math.max(0, cost - player.money);
  return { cost, money: player.money, short, loans: Math.ceil(short / loan) };
}

// ---------------------------------------------------------------- other decisions

/** The kinds of action that are trades (newspapers, buying, selling, loans, repaying). */
export const TRADE_TYPES = new Set(['trade', 'loan_over']);

/**
 * The seat's other choices, grouped for the table: `trades` (exchanges, purchases,
 * sales, loans), `pass` (pass or skip), and `choices` (the rest: what the seat takes
 * or does now), in the engine's order.
 */
export function decisionGroups(legal) {
  const g = { choices: [], trades: [], pass: [] };
  for (const a of legal || []) {
    const type = a.json?.type;
    if (type === 'dice' || type === 'place') continue;
    if (TRADE_TYPES.has(type)) g.trades.push(a);
    else if (type === 'pass' || type === 'skip') g.pass.push(a);
    else g.choices.push(a);
  }
  return g;
}

/** The catalog as the table draws it: each patent, character, research tile and
 * nation named in the page's language (the server's `names`, by id, sent in the
 * language asked for); the data's own name where the server gives none. */
export function namedCatalog(catalog) {
  if (!catalog?.components || !catalog.names) return catalog;
  const components = { ...catalog.components };
  for (const [kind, names] of Object.entries(catalog.names)) {
    const items = components[kind];
    if (!Array.isArray(items)) continue;
    components[kind] = items.map((item) => (names[item.id] ? { ...item, name: names[item.id] } : item));
  }
  return { ...catalog, components };
}

/** The catalog item an action is about (patent, character, research tile, share),
 * for its name and face. */
export function actionItem(action, catalog) {
  const j = action.json || {};
  const c = catalog?.components;
  if (!c) return null;
  switch (j.type) {
    case 'patent':
    case 'build':
      return c.patents?.[j.card] ?? null;
    case 'character':
      return c.characters?.[j.card] ?? null;
    case 'tile':
      return c.tiles?.[j.tile] ?? null;
    case 'share':
      return c.shares?.[j.share] ?? null;
    default:
      return null;
  }
}

// ---------------------------------------------------------------- effects in words

/** The page's word `key`, or `fallback` for a value the page has no word for (a
 * custom component file's). */
export function known(w, key, fallback) {
  const word = w(key);
  return word === key ? fallback : word;
}

/** The atoms that are amounts, which an effect may also take away. */
const LOSABLE = new Set(['money', 'gear', 'energy', 'newspaper', 'income', 'vp', 'buzz', 'westminster']);

/** One atom of an effect in words (`w` gives the page's words). */
export function atomWords(atom, w) {
  const n = atom.n;
  // An amount taken away is said so ("pay £2", "lose 1 VP"), never as "£-2".
  if (typeof n === 'number' && n < 0 && LOSABLE.has(atom.atom)) return w(atom.atom === 'money' ? 'cp_pay' : 'cp_lose', { what: atomWords({ ...atom, n: -n }, w) });
  switch (atom.atom) {
    case 'money': return `£${n}`;
    case 'gear': return w('cp_gears_n', { n });
    case 'energy': return w('cp_energy_n', { n });
    case 'newspaper': return w('cp_newspapers_n', { n });
    case 'income': return w('cp_income_n', { n });
    case 'vp': return w('cp_vp_n', { n });
    case 'buzz': return w('cp_buzz_n', { n });
    case 'westminster': return w('cp_westminster_n', { n });
    case 'assistant': return w(atom.free_first ? 'cp_assistant_free_n' : 'cp_assistant_n', { n });
    case 'die': return w('cp_dice_gain_n', { n });
    case 'green': return w('cp_green_n', { n });
    case 'objective': return w('cp_objective_up');
    case 'violet': return w('cp_violet', { stack: known(w, `cp_stack_${atom.stack}`, atom.stack) });
    case 'watch': return w('cp_watch');
    case 'ticket': return w('cp_ticket');
    case 'vp-per': return w('cp_vp_per', { n, per: atom.per, count: known(w, `cp_count_${atom.count}`, atom.count) });
    case 'money-per': return w('cp_money_per', { n, per: atom.per, count: known(w, `cp_count_${atom.count}`, atom.count) });
    default: return String(atom.atom ?? '?');
  }
}

/** An effect in words: its alternatives joined by "or", each atom by "+"; `''` for
 * an effect that does nothing. */
export function effectWords(effect, w) {
  const alts = effect?.alternatives || [];
  return alts.map((alt) => alt.map((a) => atomWords(a, w)).join(' + ')).filter(Boolean).join(w('cp_or'));
}

/** A cost (`{money, gears, energy, newspapers}`) in words. */
export function costWords(cost, w) {
  if (!cost) return '';
  const parts = [];
  if (cost.money) parts.push(`£${cost.money}`);
  if (cost.gears) parts.push(w('cp_gears_n', { n: cost.gears }));
  if (cost.energy) parts.push(w('cp_energy_n', { n: cost.energy }));
  if (cost.newspapers) parts.push(w('cp_newspapers_n', { n: cost.newspapers }));
  return parts.join(' + ') || w('cp_free');
}

/** A character as a player plans with it, in lines of words: its cost, its salary
 * in phase 4 by Westminster position, what it gives when recruited, its ability and
 * when that works, and its VP if recruited in `round` (with every round's). One
 * already `owned` says only what it still asks and does: its salary and ability. */
export function characterLines(ch, round, w, owned = false) {
  if (!ch) return [];
  const instant = effectWords(ch.instant, w);
  return [
    !owned && w('cp_char_cost', { cost: costWords(ch.cost, w) }),
    ch.salary?.length && w('cp_char_salary', { salary: ch.salary.map((n) => `£${n}`).join(' / ') }),
    !owned && instant && w('cp_char_instant', { effect: instant }),
    Array.isArray(ch.ability) && w('cp_char_ability', { phase: ch.ability[0], effect: effectWords(ch.ability[1], w) }),
    !owned && ch.vp?.length && w('cp_char_vp', { now: ch.vp[Math.min(Math.max(round, 1), ch.vp.length) - 1], all: ch.vp.join(' / ') }),
  ].filter(Boolean);
}

/** A patent as a player plans with it, in lines of words: what its prototype
 * costs, its VP if built in `round` (with every round's), and its effect, applied
 * to a player of the builder's choice (phase 5). */
export function patentLines(patent, round, w) {
  if (!patent) return [];
  const effect = effectWords(patent.effect, w);
  return [
    w('cp_patent_cost', { cost: costWords(patent.cost, w) }),
    patent.vp?.length && w('cp_patent_vp', { now: patent.vp[Math.min(Math.max(round, 1), patent.vp.length) - 1], all: patent.vp.join(' / ') }),
    effect && w('cp_patent_effect', { effect }),
  ].filter(Boolean);
}

/** A research tile's effect in words, with when it works: in every phase 6 (a
 * permanent tile) or once, when taken. */
export function tileWords(tile, w) {
  const effect = effectWords(tile?.effect, w);
  return effect ? w(tile.permanent ? 'cp_tile_every_round' : 'cp_tile_once', { effect }) : '';
}

/** A nation's objective on its mat, in words: what it counts, each level's need and
 * VP, the level reached (`level`, 0 for none) and what the next one needs against
 * the seat's `count` now (the view's `objective_counts`, counted by the engine). */
export function objectiveWords(nation, level, count, w) {
  const levels = nation?.objective ?? [];
  if (!levels.length) return '';
  const counted = known(w, `cp_count_${levels[0].count}`, levels[0].count);
  const all = levels.map((l) => w('cp_objective_level', { need: l.need, vp: l.vp })).join(' · ');
  const reached = level > 0 ? w('cp_objective_reached', { level, of: levels.length, vp: levels[level - 1].vp }) : w('cp_objective_none');
  const next = levels[level];
  const ahead = !next ? w('cp_objective_done')
    : w(count >= next.need ? 'cp_objective_ready' : 'cp_objective_next', { need: next.need, count });
  return w('cp_objective_words', { counted, levels: all, reached, next: ahead });
}

/** A research space in words: the tile's name, a loan (its penalty, paid back or not),
 * a note, or empty. */
export function researchSlot(slot, catalog, w) {
  switch (slot?.kind) {
    case 'tile': {
      const tile = catalog?.components?.tiles?.[slot.tile];
      const does = tileWords(tile, w);
      return `${tile?.name ?? w('cp_tile')}${does ? ` (${does})` : ''}`;
    }
    case 'loan': return slot.repaid ? w('cp_loan_repaid') : w('cp_loan_open', { vp: slot.penalty });
    case 'note': return w('cp_note');
    default: return w('cp_empty');
  }
}

/** What a loan taken now costs at the end, in VP: the cheapest and the dearest of
 * the loan tiles still in the supply (the view's `unseen.loans`: their values, not
 * their order, RULINGS 13); once the box is empty a loan costs 10 (RULINGS 6).
 * `repaid`: what a loan paid back costs instead. */
export function loanCost(view, rules) {
  const left = (view?.unseen?.loans ?? []).map((v) => -v);
  const repaid = -(rules?.repaid_loan_vp ?? -5);
  return left.length ? { low: Math.min(...left), high: Math.max(...left), repaid } : { low: 10, high: 10, repaid };
}

/** Whether an action takes a loan. */
export const takesLoan = (a) => a.json?.type === 'loan_over' || (a.json?.type === 'trade' && a.json.trade === 'loan');

/** A seat's open loans (on its research spaces and beyond them). */
export function openLoans(player) {
  return (player.research || []).filter((s) => s.kind === 'loan' && !s.repaid).length
    + (player.extra_loans || []).filter((l) => !l[1]).length;
}

/** The Black Market's tiers, bottom first (the engine's "tier 1" is the lowest):
 * each one's cost and bonus and the assistant on it (a seat). */
export function blackMarket(view, catalog) {
  const side = catalog?.components?.market?.[view.public.players.length - 2];
  return (side?.spaces || []).map((s, i) => ({ index: i, cost: s.cost, bonus: s.bonus, seat: view.public.market?.[i] ?? null, tier: i + 1 }));
}

/** The die resolved next in phase 3, as `location:space`: the first location in
 * order with an unresolved die, its highest die (ties: the leftmost). */
export function nextDie(pub) {
  if (pub.stage?.phase !== 'resolve') return null;
  for (let l = 0; l < (pub.placed || []).length; l++) {
    let best = null;
    pub.placed[l].forEach((d, i) => {
      if (d && !d.resolved && (best === null || d.value > pub.placed[l][best].value)) best = i;
    });
    if (best !== null) return `${l}:${best}`;
  }
  return null;
}
