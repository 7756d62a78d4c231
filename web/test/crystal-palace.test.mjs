// Crystal Palace's table model (web/games/crystal-palace/model.js) and its words.
import test from 'node:test';
import assert from 'node:assert/strict';
import {
  LOCATIONS, locations, placeableValues, pointPlace, spaceLit, diceFrame, diceCost, diceAction, diceBill,
  decisionGroups, actionItem, effectWords, costWords, researchSlot, openLoans, blackMarket, isProvisional,
  phaseOf, turnOrder, nextDie, loanCost, takesLoan, characterLines, objectiveWords, patentLines, tileWords,
} from '../games/crystal-palace/model.js';
import { WORDS, w } from '../games/crystal-palace/words.js';
import { setLanguage } from '../i18n.js';

const dice = (values, extra = false) => ({ text: `dice ${values.join(' ')}${extra ? ' extra' : ''}`, json: { type: 'dice', values: [...values, 0, 0, 0, 0, 0, 0].slice(0, 6), extra }, description: '' });
const place = (value, location, space) => ({ text: `place ${value} ${location} ${space + 1}`, json: { type: 'place', value, location, space }, description: '' });

test('the dice picker: how many dice, the extra die, the cost, the action it commits', () => {
  const legal = [dice([6, 6, 6, 6]), dice([3, 2, 2, 1]), dice([1, 1, 1, 1]), dice([6, 6, 6, 6, 6], true), dice([2, 1, 1, 1, 1], true)];
  assert.deepEqual(diceFrame(legal), { k: 4, extra: true });
  assert.deepEqual(diceFrame(legal.slice(0, 3)), { k: 4, extra: false });
  assert.equal(diceFrame([place(3, 0, 0)]), null);
  assert.equal(diceCost([3, 2, 2, 1]), 8);
  // Any order of the dice finds the listed action (highest first).
  assert.equal(diceAction(legal, [1, 2, 3, 2], false).text, 'dice 3 2 2 1');
  assert.equal(diceAction(legal, [1, 1, 2, 1, 1], true).text, 'dice 2 1 1 1 1 extra');
  assert.equal(diceAction(legal, [1, 2, 3, 2], true), undefined);
  assert.equal(diceAction(legal, [5, 5, 5, 5], false), undefined);
  assert.deepEqual(diceBill([6, 6, 6, 6], { money: 40 }), { cost: 24, money: 40, short: 0, loans: 0 });
  assert.deepEqual(diceBill([6, 6, 6, 6], { money: 3 }), { cost: 24, money: 3, short: 21, loans: 3 });
});

const catalog = {
  provisional: true,
  components: {
    locations: [[
      { placement: [{ min: 1, fee: 0, assistant: false }, { min: 3, fee: 2, assistant: true }], actions: [{ alternatives: [[{ atom: 'newspaper', n: 1 }]] }], tagged: { tag: 'P', fields: { actions: 'R' } } },
      ...Array.from({ length: 7 }, () => ({ placement: [{ min: 2, fee: 0, assistant: false }], actions: [] })),
    ]],
    market: [{ spaces: [{ cost: 1, bonus: { alternatives: [[{ atom: 'money', n: 2 }]] } }, { cost: 2, bonus: { alternatives: [] } }, { cost: 3, bonus: { alternatives: [] } }] }],
    patents: [{ name: 'Audiobook' }], characters: [{ name: 'Ada Lovelace' }], tiles: [{ name: 'Ledger' }], shares: [{ id: 's1a' }],
  },
};

const view = {
  public: {
    stage: { phase: 'resolve' }, start: 1,
    players: [{ money: 5 }, { money: 7 }],
    placed: [[{ seat: 0, value: 2, resolved: true }, { seat: 1, value: 5, resolved: false }], [{ seat: 0, value: 6, resolved: false }], [], [], [], [], [], []],
    acted: [[0], [], [], [], [], [], [], []],
    market: [1, null, 0],
  },
};

test('locations, spaces and what the seat may point at', () => {
  assert.equal(LOCATIONS.length, 8);
  const legal = [place(4, 0, 1), place(3, 0, 1), place(4, 1, 0)];
  const locs = locations(view, catalog, legal);
  assert.equal(locs.length, 8);
  assert.deepEqual(locs[0].spaces.map((s) => [s.min, s.fee, s.assistant, s.die?.value ?? null, s.targets.map((a) => a.json.value)]), [[1, 0, false, 2, []], [3, 2, true, 5, [3, 4]]]);
  assert.deepEqual(placeableValues(legal), [4, 3]);
  // A space first, then a die; or a die first, then a space; a space only one die fits is played at once.
  assert.deepEqual(pointPlace(legal, {}, { space: '0:1' }), { choose: { space: '0:1' } });
  assert.equal(pointPlace(legal, { space: '0:1' }, { die: 3 }).act.text, 'place 3 0 2');
  assert.deepEqual(pointPlace(legal, {}, { die: 4 }), { choose: { die: 4 } });
  assert.equal(pointPlace(legal, { die: 4 }, { space: '1:0' }).act.text, 'place 4 1 1');
  assert.equal(pointPlace(legal, {}, { space: '1:0' }).act.text, 'place 4 1 1');
  assert.deepEqual(pointPlace(legal, {}, { space: '2:0' }), {});
  assert.equal(spaceLit(legal, {}, '1:0'), true);
  assert.equal(spaceLit(legal, { die: 3 }, '1:0'), false);
  assert.equal(spaceLit(legal, { die: 3 }, '0:1'), true);
});

test('phase 3: the die resolved next is the first location’s highest unresolved die', () => {
  assert.equal(nextDie(view.public), '0:1');
  assert.equal(nextDie({ ...view.public, stage: { phase: 'place', turn: 0 } }), null);
  assert.equal(phaseOf({ phase: 'commit' }), 1);
  assert.equal(phaseOf({ phase: 'income', step: 2, k: 0 }), 6);
  assert.equal(phaseOf({ phase: 'over' }), 0);
  assert.deepEqual(turnOrder({ start: 1, players: [{}, {}, {}] }), [1, 2, 0]);
});

test('choices, trades and passing are told apart; an action names its card', () => {
  const legal = [
    { text: 'patent audiobook', json: { type: 'patent', card: 0 } },
    { text: 'pass', json: { type: 'pass' } },
    { text: 'buy energy', json: { type: 'trade', trade: 'buy_energy' } },
    { text: 'loan over 1', json: { type: 'loan_over', slot: 0 } },
    place(3, 0, 0), dice([1, 1, 1, 1]),
  ];
  const g = decisionGroups(legal);
  assert.deepEqual([g.choices, g.pass, g.trades].map((x) => x.map((a) => a.text)), [['patent audiobook'], ['pass'], ['buy energy', 'loan over 1']]);
  assert.equal(actionItem(legal[0], catalog).name, 'Audiobook');
  assert.equal(actionItem({ json: { type: 'character', card: 0 } }, catalog).name, 'Ada Lovelace');
  assert.equal(actionItem({ json: { type: 'tile', tile: 0 } }, catalog).name, 'Ledger');
  assert.equal(actionItem(legal[1], catalog), null);
});

test('effects, costs, research spaces, loans and the Black Market in words', () => {
  setLanguage('en');
  assert.equal(effectWords({ alternatives: [[{ atom: 'money', n: 2 }, { atom: 'vp', n: 1 }], [{ atom: 'buzz', n: 2 }]] }, w), '£2 + 1 VP or 2 buzz');
  assert.equal(effectWords({ alternatives: [] }, w), '');
  assert.equal(costWords({ money: 0, gears: 2, energy: 1, newspapers: 0 }, w), '2 gears + 1 energy');
  assert.equal(costWords({ money: 0, gears: 1, energy: 0, newspapers: 1 }, w), '1 gear + 1 newspaper');
  assert.equal(costWords({ money: 0, gears: 0, energy: 0, newspapers: 0 }, w), 'free');
  assert.equal(researchSlot({ kind: 'tile', tile: 0 }, catalog, w), 'Ledger');
  assert.equal(researchSlot({ kind: 'loan', penalty: -8, repaid: false }, catalog, w), 'loan (-8 VP)');
  assert.equal(researchSlot({ kind: 'empty' }, catalog, w), 'empty');
  assert.equal(openLoans({ research: [{ kind: 'loan', repaid: false }, { kind: 'loan', repaid: true }, { kind: 'empty' }], extra_loans: [[-9, false], [-9, true]] }), 2);
  assert.deepEqual(blackMarket(view, { components: { market: [catalog.components.market[0]] } }).map((s) => [s.cost, s.seat, s.tier]), [[1, 1, 1], [2, null, 2], [3, 0, 3]]);
  setLanguage('fr');
  assert.equal(effectWords({ alternatives: [[{ atom: 'vp', n: 1 }], [{ atom: 'buzz', n: 2 }]] }, w), '1 PV ou 2 buzz');
  setLanguage('en');
});

test('provisional numbers are found from the data’s tags', () => {
  const loc = catalog.components.locations[0][0];
  assert.equal(isProvisional(loc, 'placement'), true, 'the entry is P');
  assert.equal(isProvisional(loc, 'actions'), false, 'its actions are R');
  assert.equal(isProvisional({ tagged: { tag: 'R', fields: { price: 'P' } } }, 'price'), true);
  assert.equal(isProvisional({ tagged: { tag: 'X', fields: {} } }, 'name'), false);
  assert.equal(isProvisional({}, 'name'), false);
});

test('Crystal Palace’s words exist in English and French', () => {
  for (const [code, keys] of Object.entries(WORDS.missing())) assert.deepEqual(keys, [], code);
  assert.ok('fr' in WORDS.missing());
  for (const k of WORDS.keys('fr')) assert.ok(WORDS.t('fr', k).length > 0 || WORDS.t('en', k) === '', k);
});

test('the catalog names patents, characters, tiles and nations in the language the server sent', async () => {
  const { namedCatalog } = await import('../games/crystal-palace/model.js');
  const catalog = {
    components: { patents: [{ id: 'audiobook', name: 'Audiobook', cost: 3 }, { id: 'custom', name: 'Custom' }], nations: [{ id: 'japan', name: 'Japan' }], locations: [[{ key: 'x' }]] },
    names: { patents: { audiobook: 'Livre audio' }, nations: { japan: 'Japon' } },
  };
  const named = namedCatalog(catalog);
  assert.deepEqual(named.components.patents.map((p) => p.name), ['Livre audio', 'Custom']);
  assert.equal(named.components.patents[0].cost, 3);
  assert.equal(named.components.nations[0].name, 'Japon');
  assert.deepEqual(named.components.locations, catalog.components.locations);
  assert.equal(catalog.components.patents[0].name, 'Audiobook', 'the catalog sent is left as it was');
  assert.equal(namedCatalog(null), null);
});

test('effects in French name the violet stack and what a gain counts in French', async () => {
  const { atomWords } = await import('../games/crystal-palace/model.js');
  const { w } = await import('../games/crystal-palace/words.js');
  const { setLanguage } = await import('../i18n.js');
  setLanguage('fr');
  assert.equal(atomWords({ atom: 'violet', stack: 'blue' }, w), 'une tuile violette (bleue)');
  assert.equal(atomWords({ atom: 'vp-per', n: 1, per: 1, count: 'characters' }, w), '1 PV par 1 personnages');
  assert.equal(atomWords({ atom: 'money-per', n: 2, per: 3, count: 'unknown-thing' }, w), '£2 par 3 unknown-thing');
  setLanguage('en');
  assert.equal(atomWords({ atom: 'violet', stack: 'orange' }, w), 'a violet tile (orange)');
});

test('what a loan taken now costs: the loan tiles left in the supply, as the view gives their values', () => {
  const rules = { repaid_loan_vp: -5 };
  assert.deepEqual(loanCost({ unseen: { loans: [-10, -9, -8, -8] } }, rules), { low: 8, high: 10, repaid: 5 });
  assert.deepEqual(loanCost({ unseen: { loans: [-9] } }, rules), { low: 9, high: 9, repaid: 5 });
  // The box is empty: a loan beyond it costs 10.
  assert.deepEqual(loanCost({ unseen: { loans: [] } }, rules), { low: 10, high: 10, repaid: 5 });
  assert.ok(takesLoan({ json: { type: 'trade', trade: 'loan' } }));
  assert.ok(takesLoan({ json: { type: 'loan_over', slot: 1 } }));
  assert.ok(!takesLoan({ json: { type: 'trade', trade: 'repay' } }));
});

test('a character as a player plans with it: cost, salary by position, bonus, ability, VP by round', async () => {
  const holmes = {
    id: 'holmes', name: 'Sherlock Holmes', cost: { money: 6, energy: 1 }, vp: [9, 8, 7, 6, 5], salary: [4, 3, 2, 2, 1],
    instant: { alternatives: [] }, ability: ['phase4', { alternatives: [[{ vp_per: { count: 'newspapers', per: 2, n: 1 } }]] }],
  };
  const lines = characterLines(holmes, 3, w);
  assert.equal(lines.length, 4, lines.join(' | '));
  assert.match(lines[0], /^Cost: £6 \+ 1 energy$/);
  assert.equal(lines[1], 'Salary in phase 4 by Westminster position (★, II, III, IV, V): £4 / £3 / £2 / £2 / £1');
  assert.match(lines[2], /^Phase 4, after salaries: /);
  assert.equal(lines[3], '7 VP if recruited this round (by round: 9 / 8 / 7 / 6 / 5)');
  assert.deepEqual(characterLines(null, 1, w), []);
  // On its owner's mat: what it still asks and does.
  assert.deepEqual(characterLines(holmes, 3, w, true), [lines[1], lines[2]]);
});

test('a patent as a player plans with it: its prototype’s cost, VP by round, and whom its effect reaches; a research tile and when it works', () => {
  const crane = {
    id: 'hydraulic-crane', name: 'Hydraulic Crane', cost: { gears: 1, energy: 1 }, vp: [6, 5, 4, 3, 2],
    effect: { alternatives: [[{ atom: 'money', n: 8 }]] },
  };
  assert.deepEqual(patentLines(crane, 2, w), [
    'Prototype: 1 gear + 1 energy',
    '5 VP if built this round (by round: 6 / 5 / 4 / 3 / 2)',
    'Effect, for a player of the builder’s choice: £8',
  ]);
  assert.deepEqual(patentLines(null, 1, w), []);
  const ledger = { name: 'Ledger', permanent: true, effect: { alternatives: [[{ atom: 'income', n: 1 }]] } };
  const press = { name: 'Press Release', permanent: false, effect: { alternatives: [[{ atom: 'newspaper', n: 2 }]] } };
  assert.match(tileWords(ledger, w), /income in every phase 6$/);
  assert.match(tileWords(press, w), /newspapers, once when taken$/);
  assert.match(researchSlot({ kind: 'tile', tile: 0 }, { components: { tiles: [ledger] } }, w), /^Ledger \(.*income in every phase 6\)$/);
});

test('a nation’s objective on its mat: what it counts, its levels, the level reached, the next', () => {
  const france = { objective: [{ count: 'characters', need: 1, vp: 1 }, { count: 'characters', need: 2, vp: 4 }, { count: 'characters', need: 3, vp: 7 }] };
  assert.equal(objectiveWords(france, 0, 0, w), 'Objective (characters): 1 → 1 VP · 2 → 4 VP · 3 → 7 VP. No level reached yet; next: 1 (0 now).');
  assert.equal(objectiveWords(france, 1, 2, w), 'Objective (characters): 1 → 1 VP · 2 → 4 VP · 3 → 7 VP. Level 1 of 3 reached (1 VP at the end); next: 2 (2 now: an Assistant action takes it).');
  assert.match(objectiveWords(france, 3, 3, w), /Level 3 of 3 reached \(7 VP at the end\); every level reached\.$/);
  assert.equal(objectiveWords(undefined, 0, 0, w), '');
});

test('the rules in short, in both languages, in order', async () => {
  const { rules } = await import('../games/crystal-palace/words.js');
  assert.equal(rules('en').length, 9);
  assert.match(rules('en')[0], /^Five rounds/);
  assert.match(rules('en')[8], /^The end: /);
  assert.ok(rules('fr').every((r, i) => r.length > 20 && r !== rules('en')[i]));
});

test('an amount an effect takes away is said in words, not as a negative number', async () => {
  const { atomWords, effectWords } = await import('../games/crystal-palace/model.js');
  assert.equal(atomWords({ atom: 'money', n: -2 }, w), 'pay £2');
  assert.equal(atomWords({ atom: 'vp', n: -1 }, w), 'lose 1 VP');
  assert.equal(atomWords({ atom: 'money', n: 1 }, w), '£1');
  assert.ok(!/-\d/.test(effectWords({ alternatives: [[{ atom: 'money', n: -2 }, { atom: 'income', n: -1 }]] }, w)));
});
