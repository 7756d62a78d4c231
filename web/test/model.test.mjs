// The pure parts of the page: the Spyrium table model and the two languages.
import test from 'node:test';
import assert from 'node:assert/strict';
import { SLOTS, spaceCell, slotCell, targets, choicesForWorker, residenceTrack, bonusMarks } from '../games/spyrium/model.js';
import { dedupe, sinceLastMove, moveLines } from '../shell.js';
import { t, setLanguage, missingKeys, seatColour } from '../i18n.js';

test('every slot lies between its two spaces on the board grid', () => {
  assert.equal(SLOTS.length, 12);
  for (const s of SLOTS) {
    const [a, b] = s.split('-').map(Number);
    const c = slotCell(s);
    const ca = spaceCell(a);
    const cb = spaceCell(b);
    assert.equal(Math.abs(ca.row - c.row) + Math.abs(ca.col - c.col), 1, s);
    assert.equal(Math.abs(cb.row - c.row) + Math.abs(cb.col - c.col), 1, s);
  }
  assert.deepEqual(spaceCell(5), { row: 2, col: 2 });
});

const legal = [
  { text: 'place 1-2', json: { type: 'place', slot: 0 }, description: 'place a worker between A and B' },
  { text: 'money 1-4 @1', json: { type: 'gain_money', slot: 6, card: 0 }, description: 'take back and gain £1' },
  { text: 'activate 1-4 @1 new', json: { type: 'activate', slot: 6, card: 0, placement: 'new_space' }, description: 'construct A in a new space' },
  { text: 'activate 1-4 @1 replace 1', json: { type: 'activate', slot: 6, card: 0, placement: { replace: 0 } }, description: 'construct A replacing B' },
  { text: 'activate 1-4 @4', json: { type: 'activate', slot: 6, card: 3 }, description: 'call upon D' },
  { text: 'use 1:1', json: { type: 'use_building', building: 0, option: 0, taylorism: false }, description: 'use W' },
  { text: 'use 1:1', json: { type: 'use_building', building: 0, option: 0, taylorism: false }, description: 'use W' },
  { text: 'event money', json: { type: 'event', begin_activation: false, choice: {} }, description: 'Windfall £2' },
  { text: 'pass', json: { type: 'pass' }, description: 'pass' },
  { text: 'bonus worker', json: { type: 'bonus', bonus: 'worker' }, description: 'bonus: a worker' },
];

test('legal actions become targets, each action once', () => {
  const tg = targets(legal);
  assert.deepEqual([...tg.slots.keys()], [0]);
  assert.deepEqual([...tg.workers.keys()], [6]);
  assert.equal(tg.buildings.get(0).length, 1, 'the repeated use is listed once');
  assert.equal(tg.event.length, 1);
  assert.equal(tg.pass.length, 1);
  assert.equal(tg.bonus.length, 1);
  assert.equal(dedupe(legal).length, legal.length - 1);
});

test('a chosen worker offers the cards beside it, each with its choices, and money', () => {
  const { cards, money } = choicesForWorker(targets(legal), 6);
  assert.deepEqual([...cards.keys()].sort(), [0, 3]);
  assert.equal(cards.get(0).length, 2, 'where to build is a choice of the card');
  assert.equal(money.length, 1);
  assert.equal(choicesForWorker(targets(legal), 0).cards.size, 0);
});

const words = { spyrium: 'Spyrium', score: 'VP', workers: 'workers', residence: 'residence', turnBegins: (n) => `turn ${n}`, secret: '…', byClock: '(clock)' };
const colour = (s) => ['Blue', 'Red'][s];

test('a move reads in words, then each change it made as its message says it, never as signed numbers', () => {
  const changed = (seat, id) => ({ text: `  seat ${seat}: -£7`, message: { id, args: { who: { seat } } }, data: { type: 'changed', seat } });
  const mv = {
    version: 7, seat: 0, action: 'activate 1-4 @1 new', description: 'construct Luxury Home for £6, in a new space', by_clock: false,
    log: [
      { text: 'seat 0: activate 1-4 @1 new', data: { type: 'acted', seat: 0 } },
      changed(0, 'changed-pay-gain'),
      changed(1, 'changed-gain'),
      { text: 'turn 2 begins', data: { type: 'turn_started', turn: 2 } },
    ],
  };
  const say = (m) => `${m.id} by ${colour(m.args?.who?.seat ?? 0)}.`;
  assert.deepEqual(moveLines(mv, colour, { ...words, say }), [
    'Blue: construct Luxury Home for £6, in a new space',
    'changed-pay-gain by Blue.',
    'changed-gain by Red.',
    'turn 2',
  ]);
  assert.deepEqual(moveLines({ seat: 1, action: null, description: null, log: [], by_clock: true }, colour, words), ['Red: … (clock)']);
  // Other entries: their message said by the page, else the server's sentence.
  const over = { seat: 2, description: 'passer', log: [{ text: 'la partie est finie : Blue : 0', message: { id: 'over' }, data: { type: 'game_over' } }] };
  assert.deepEqual(moveLines(over, colour, words), [`${colour(2)}: passer`, 'la partie est finie : Blue : 0']);
  assert.deepEqual(moveLines(over, colour, { ...words, say: (m) => `said ${m.id}` }), [`${colour(2)}: passer`, 'said over']);
  // The move told after it was played (its `acted` message) leads, said by the page.
  const told = { ...mv, log: [{ data: { type: 'acted', seat: 0, message: { id: 'acted-construct', args: { who: { seat: 0 } } } } }, ...mv.log.slice(1)] };
  const lines = moveLines(told, colour, { ...words, say });
  assert.deepEqual(lines, ['acted-construct by Blue.', 'changed-pay-gain by Blue.', 'changed-gain by Red.', 'turn 2']);
  assert.ok(lines.every((l) => !/[−+-]\s?£?\d/.test(l)), lines.join('\n'));
});

test('tracks place each disc on its space and mark the bonus thresholds passed', () => {
  const view = { players: [{ seat: 0, score: 9, residence: { space: 2 } }, { seat: 1, score: 3, residence: { space: 1 } }] };
  const catalog = { rules: { residence_track: [2, 3, 4, 5, 7], bonus_thresholds: [8, 20] } };
  const r = residenceTrack(view, catalog);
  assert.deepEqual(r.map((x) => x.seats), [[1], [0], [], [], []]);
  assert.deepEqual(bonusMarks(view, catalog), [{ at: 8, passed: [0] }, { at: 20, passed: [] }]);
});

test('every language has every key, and holes are filled', () => {
  const missing = missingKeys();
  assert.deepEqual(Object.keys(missing).sort(), ['en', 'en-XA', 'fr']);
  for (const [code, keys] of Object.entries(missing)) assert.deepEqual(keys, [], code);
  setLanguage('fr');
  assert.equal(t('progress_turn', { t: 2, n: 6 }), 'Tour 2 sur 6');
  assert.equal(seatColour(0), 'Bleu');
  setLanguage('en');
  assert.equal(t('progress_turn', { t: 2, n: 6 }), 'Turn 2 of 6');
  assert.equal(t('no_such_key'), 'no_such_key');
});

import { chartPoints } from '../chart.js';

test('chart points span the box, highest value at the top margin', () => {
  const { max, n, lines } = chartPoints([[0, 5, 10], [0, 2, 4]], 100, 100, 10);
  assert.equal(max, 10);
  assert.equal(n, 2);
  assert.equal(lines[0], '10.0,90.0 50.0,50.0 90.0,10.0');
  assert.equal(lines[1].split(' ').length, 3);
});

import { touched } from '../games/spyrium/model.js';

test('what happened since a seat last moved, and the places it touched', () => {
  const moves = [
    { seat: 0, action: 'place 1-2' },
    { seat: 1, action: 'activate 4-5 @5 new' },
    { seat: 2, action: 'use 2:1' },
    { seat: 1, action: 'phase2 event money' },
  ];
  assert.deepEqual(sinceLastMove(moves, 0).map((m) => m.action), ['activate 4-5 @5 new', 'use 2:1', 'phase2 event money']);
  assert.deepEqual(sinceLastMove(moves, 1).map((m) => m.action), []);
  assert.deepEqual(sinceLastMove(moves, undefined).map((m) => m.action), ['phase2 event money']);
  const t = touched(sinceLastMove(moves, 0));
  assert.deepEqual([...t.slots], ['4-5']);
  assert.deepEqual([...t.spaces], [5]);
  assert.deepEqual([...t.buildings], ['2:2']);
});

import { rules, WORDS as SPYRIUM_WORDS } from '../games/spyrium/rules.js';

test('the rules summary says the same things in every language', () => {
  assert.equal(rules('en').length, 7);
  for (const [code, keys] of Object.entries(SPYRIUM_WORDS.missing())) assert.deepEqual(keys, [], code);
  assert.ok(rules('fr').every((r, i) => r.length > 20 && r !== rules('en')[i]));
});

import { techniqueName } from '../games/spyrium/model.js';

test('a technique is named by its card, not its power id', () => {
  const catalog = { cards: [{ id: 'c1', kind: 'technique', power: 'crane', name: 'Steam Crane' }, { id: 'c2', kind: 'building', name: 'Crane Works' }] };
  assert.equal(techniqueName(catalog, 'crane'), 'Steam Crane');
  assert.equal(techniqueName(catalog, 'unknown'), 'unknown');
});

import { slotWords, spaceWords, actionPlaces } from '../games/spyrium/model.js';

test('slots and spaces in words, as the board shows them; where an action points', () => {
  setLanguage('en');
  const view = { market: [{ id: 'u1', name: 'University I' }, { id: 'bk', name: 'Bank' }, null, { id: 'u1', name: 'University I' }, { id: 'mi', name: 'Mine' }, null, null, null, null] };
  assert.equal(slotWords(view, '1-2', t), 'the slot between University I (top left) and Bank');
  assert.equal(slotWords(view, '2-3', t), 'the slot between Bank and an empty space (top right)');
  assert.equal(spaceWords(view, 4, t), 'Mine');
  assert.deepEqual(actionPlaces({ type: 'place', slot: 9 }), { slot: '4-7', space: null });
  assert.deepEqual(actionPlaces({ type: 'activate', slot: 0, card: 1 }), { slot: '1-2', space: 2 });
  assert.deepEqual(actionPlaces({ type: 'event', choice: { late_placement: { slot: 11 } } }), { slot: '6-9', space: null });
  assert.deepEqual(actionPlaces({ type: 'pass' }), { slot: null, space: null });
  // The names are the catalog's, in the page's language.
  setLanguage('fr');
  const catalog = { byId: new Map([['u1', { name: 'Université I' }], ['bk', { name: 'Banquier' }]]) };
  assert.equal(slotWords(view, '1-2', t, catalog), 'l’emplacement entre Université I (en haut à gauche) et Banquier');
  setLanguage('en');
});

import { distinctGains } from '../games/spyrium/model.js';

test('taking £0 beside one card or the other is one choice, read from the messages in any language', () => {
  const gained = (n) => ({
    id: 'with-outcome',
    args: {
      action: { message: { id: 'action-money' } },
      outcome: { message: { id: 'outcome-gain', args: { gained: { amount: { resource: 'money', n } } } } },
    },
  });
  // The descriptions are French: the amount is read from the message, not the words.
  const a = (text, n) => ({ text, description: `gagner ${n} £`, message: gained(n) });
  const gains = distinctGains([a('money 1-2 @1', 0), a('money 1-2 @2', 0), a('money 1-2 @3', 2)]);
  assert.deepEqual(gains.map((x) => x.text), ['money 1-2 @1', 'money 1-2 @3']);
  // An action whose message says no amount is its own choice.
  const plain = distinctGains([{ text: 'x', message: { id: 'action-money' } }, { text: 'y', message: { id: 'action-money' } }]);
  assert.deepEqual(plain.map((x) => x.text), ['x', 'y']);
});
