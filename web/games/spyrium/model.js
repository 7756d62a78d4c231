// Spyrium's table as the page understands it, without any DOM: the view, the card
// catalog and the seat's legal actions turned into what to draw and what a click on
// each thing may do. Pure functions, tested with node's test runner.

import { dedupe } from '../../shell.js';

/** The 12 slots in the view's order, with their grid cells on a 5×5 board (cards at
 * even rows and columns, slots between them). */
export const SLOTS = ['1-2', '2-3', '4-5', '5-6', '7-8', '8-9', '1-4', '2-5', '3-6', '4-7', '5-8', '6-9'];

/** The grid cell (row, column; 0-based) of market space `space` (1-9). */
export function spaceCell(space) {
  const i = space - 1;
  return { row: 2 * Math.floor(i / 3), col: 2 * (i % 3) };
}

/** The grid cell of a slot `"a-b"`: between its two spaces. */
export function slotCell(slot) {
  const [a, b] = slot.split('-').map(Number);
  const ca = spaceCell(a);
  const cb = spaceCell(b);
  return { row: (ca.row + cb.row) / 2, col: (ca.col + cb.col) / 2 };
}

/** The catalog's card by id, or a stand-in naming it. */
export function cardInfo(catalog, id) {
  return catalog?.byId?.get(id) ?? { id, name: id, kind: 'unknown', text: '', provisional: [] };
}

/** A card of the view (`{id, name}`) by its name in the page's language: the
 * catalog's (the view's is the card file's, until the catalog has come). */
export function cardName(catalog, card) {
  return catalog?.byId?.get(card.id)?.name ?? card.name;
}

/** The card on market space `pos` (0-8) in words: its name in the page's language
 * (the `catalog`'s; the view's is the card file's), and where it lies when another
 * card of the market has the same name; an empty space by where it lies. */
export function spaceWords(view, pos, t, catalog) {
  const card = view.market[pos];
  const place = t(`place_${pos}`);
  if (!card) return t('empty_space', { place });
  const name = cardName(catalog, card);
  const twin = view.market.some((c, i) => i !== pos && c && c.id === card.id);
  return twin ? `${name} (${place})` : name;
}

/** A slot (`"4-7"`, the notation's code) in words, as the board shows it. */
export function slotWords(view, slot, t, catalog) {
  const [a, b] = slot.split('-').map((x) => Number(x) - 1);
  return t('slot_between', { a: spaceWords(view, a, t, catalog), b: spaceWords(view, b, t, catalog) });
}

/** Where on the board an action points (its slot, `"a-b"`, and market space, 1-9),
 * found in its JSON, to mark while the action is pointed at in a dialog. */
export function actionPlaces(json) {
  const out = { slot: null, space: null };
  const walk = (v) => {
    if (!v || typeof v !== 'object') return;
    if (Number.isInteger(v.slot) && out.slot === null) out.slot = SLOTS[v.slot] ?? null;
    if (Number.isInteger(v.card) && out.space === null) out.space = v.card + 1;
    for (const x of Object.values(v)) walk(x);
  };
  walk(json);
  return out;
}

/** The money an action gains, as its message says it (`with-outcome` whose
 * outcome gains an amount of money), or null when it says none. */
function moneyGained(message) {
  const gained = message?.args?.outcome?.message?.args?.gained?.amount;
  return gained?.resource === 'money' ? gained.n : null;
}

/** The "take money" choices worth offering: one per amount of money (taking £0
 * beside one card or beside the other comes to the same), the first of each. */
export function distinctGains(actions) {
  const seen = new Set();
  return actions.filter((a) => {
    const gain = moneyGained(a.message) ?? a.text;
    return seen.has(gain) ? false : (seen.add(gain), true);
  });
}

/** A technique's name (the card that gives the power `power`), not its id. */
export function techniqueName(catalog, power) {
  return (catalog?.cards || []).find((c) => c.kind === 'technique' && c.power === power)?.name ?? power;
}

/** Indexes a catalog from the server for lookups. */
export function indexCatalog(catalog) {
  if (!catalog) return null;
  return {
    ...catalog,
    byId: new Map((catalog.cards || []).map((c) => [c.id, c])),
    eventById: new Map((catalog.events || []).map((e) => [e.id, e])),
  };
}

/**
 * What a seat may point at, from its legal actions (each `{text, json, description}`):
 * - `slots`: slot index → the action placing a worker there;
 * - `workers`: slot index → the actions that take that worker back (money, activate);
 * - `buildings`: building index → its use actions;
 * - `event`: the event's actions; `pass`, `bonus`: the rest.
 */
export function targets(legal) {
  const t = { slots: new Map(), workers: new Map(), buildings: new Map(), event: [], pass: [], bonus: [], other: [] };
  const add = (map, key, a) => {
    if (!map.has(key)) map.set(key, []);
    map.get(key).push(a);
  };
  for (const a of dedupe(legal || [])) {
    const j = a.json || {};
    switch (j.type) {
      case 'place':
        add(t.slots, j.slot, a);
        break;
      case 'gain_money':
      case 'activate':
        add(t.workers, j.slot, a);
        break;
      case 'use_building':
        add(t.buildings, j.building, a);
        break;
      case 'event':
        t.event.push(a);
        break;
      case 'pass':
        t.pass.push(a);
        break;
      case 'bonus':
        t.bonus.push(a);
        break;
      default:
        t.other.push(a);
    }
  }
  return t;
}

/**
 * After choosing the worker in `slot`: for each market space (0-based position)
 * beside it, the actions on that card; `money` holds the "take money" actions.
 */
export function choicesForWorker(t, slot) {
  const cards = new Map();
  const money = [];
  for (const a of t.workers.get(slot) || []) {
    if (a.json.type === 'gain_money') money.push(a);
    else {
      if (!cards.has(a.json.card)) cards.set(a.json.card, []);
      cards.get(a.json.card).push(a);
    }
  }
  return { cards, money };
}

/** The score track's marks: the bonus thresholds with who passed them. */
export function bonusMarks(view, catalog) {
  const marks = catalog?.rules?.bonus_thresholds ?? [8, 20];
  return marks.map((m) => ({ at: m, passed: view.players.filter((p) => p.score >= m).map((p) => p.seat) }));
}

/** The residence track's spaces with the discs on each. */
export function residenceTrack(view, catalog) {
  const values = catalog?.rules?.residence_track ?? [2, 3, 4, 5, 7];
  return values.map((value, i) => ({
    space: i + 1,
    value,
    seats: view.players.filter((p) => p.residence.space === i + 1).map((p) => p.seat),
  }));
}

/** Whose move it is, in words. */
export function turnLine(view, colour, words) {
  if (view.over) return words.over;
  return (view.to_act || []).map(colour).join(', ');
}

/**
 * The places the given moves touched, to show what happened since a seat's last
 * move: slots (`"1-2"`), market spaces (1-9) and buildings (`"seat:number"`).
 */
export function touched(moves) {
  const slots = new Set();
  const spaces = new Set();
  const buildings = new Set();
  for (const mv of moves) {
    const a = mv.action || '';
    const m = a.match(/^(?:phase2 )?(?:event )?(place|money|activate) (\d-\d)(?: @(\d))?/);
    if (m) {
      slots.add(m[2]);
      if (m[3]) spaces.add(Number(m[3]));
    }
    const u = a.match(/^(?:phase2 )?(?:event )?use (\d+):/);
    if (u) buildings.add(`${mv.seat}:${u[1]}`);
  }
  return { slots, spaces, buildings };
}
