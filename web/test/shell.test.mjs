// The shell's game-neutral model (web/shell.js): names, progress, the score tables,
// the chart series, the log lines, the action blocks and the readable view.
import test from 'node:test';
import assert from 'node:assert/strict';
import { isolate, seatNames, progressText, whoActs, tabTitle, scoreTable, scoreSeries, moveLines, actionBlocks, viewRows, partName } from '../shell.js';
import { t, setLanguage, seatColour } from '../i18n.js';

const seats = [
  { seat: 0, kind: 'human', player: 'Ada' },
  { seat: 1, kind: 'bot', bot: 'greedy', level: 'easy' },
  { seat: 2, kind: 'bot', bot: 'random' },
  { seat: 3, kind: 'open' },
];

test('people see names, never seat numbers', () => {
  setLanguage('en');
  const names = seatNames(seats, t, seatColour);
  // A person's name is isolated from the sentences it is embedded in.
  const ada = '\u2068Ada\u2069';
  assert.equal(isolate('Ada'), ada);
  assert.deepEqual(names, [ada, 'Bot: easy (Red)', 'Bot: random (Green)', 'open (Yellow)']);
  assert.equal(whoActs([0, 2], false, names, t), `${ada}, Bot: random (Green)`);
  assert.equal(whoActs([0], true, names, t), 'game over');
  setLanguage('fr');
  assert.equal(seatNames(seats, t, seatColour)[1], 'Robot : facile (Rouge)');
  setLanguage('en');
});

test('progress and the tab title in words', () => {
  setLanguage('en');
  const names = seatNames(seats, t, seatColour);
  assert.equal(progressText({ progress: { unit: 'round', at: 2, of: 5 } }, t), 'Round 2 of 5');
  assert.equal(progressText({ progress: { unit: 'turn', at: 6, of: 6 } }, t), 'Turn 6 of 6');
  assert.equal(progressText(null, t), '');
  assert.equal(tabTitle([0], false, [0], names, t), '● your turn · Gaslamp');
  assert.equal(tabTitle([1], false, [0], names, t), 'Bot: easy (Red) · Gaslamp');
  assert.equal(tabTitle([1], true, [0], names, t), 'game over · Gaslamp');
  setLanguage('fr');
  assert.equal(progressText({ progress: { unit: 'round', at: 2, of: 5 } }, t), 'Manche 2 sur 5');
  setLanguage('en');
});

const summary = (final, winners) => ({
  progress: { unit: 'round', at: 5, of: 5 },
  scores: { final, parts: ['track', 'loans', 'empty_research'], seats: [{ total: 30, parts: [40, -10, 0] }, { total: 30, parts: [35, 0, -5] }, { total: 12, parts: [12, 0, 0] }] },
  winners,
});

test('the score table: named parts, a row per seat, the winners', () => {
  setLanguage('en');
  const names = ['Ada', 'Bob', 'Cy'];
  const end = scoreTable(summary(true, [0, 1]), names, t);
  assert.deepEqual(end.parts, ['Track', 'Loans', 'Empty research spaces']);
  assert.deepEqual(end.rows.map((r) => [r.name, r.total, r.winner]), [['Ada', 30, true], ['Bob', 30, true], ['Cy', 12, false]]);
  assert.deepEqual(end.rows[0].parts, [40, -10, 0]);
  // The server's winners decide (a game may break ties).
  assert.deepEqual(scoreTable(summary(true, [1]), names, t).rows.map((r) => r.winner), [false, true, false]);
  // During play nobody has won.
  assert.deepEqual(scoreTable(summary(false, undefined), names, t).rows.map((r) => r.winner), [false, false, false]);
  assert.equal(scoreTable({ progress: { unit: 'turn', at: 1, of: 6 } }, names, t), null);
  // A part without a word is still readable.
  assert.equal(partName('new_thing', t), 'new thing');
  setLanguage('fr');
  assert.deepEqual(scoreTable(summary(true, [0]), names, t).parts, ['Piste', 'Emprunts', 'Cases de recherche vides']);
  setLanguage('en');
});

test('the score chart follows the totals of each summary', () => {
  const s = (a, b) => ({ scores: { final: false, parts: ['track'], seats: [{ total: a, parts: [a] }, { total: b, parts: [b] }] } });
  assert.deepEqual(scoreSeries([s(0, 0), s(1, 0), s(1, 3)]), [[0, 1, 1], [0, 0, 3]]);
  assert.deepEqual(scoreSeries([{ progress: {} }]), []);
});

test('a move in the log: who, what, and what happened, each message said by the page', () => {
  const name = (s) => ['Ada', 'Bob'][s];
  // The page's words: a message said with the seats' names (here, its id and seat).
  const say = (m) => `${m.id}(${name(m.args.who.seat)})`;
  const words = { secret: '…', byClock: '(clock)', say };
  const mv = {
    seat: 1, action: 'bid 4', description: 'Bid your 4', message: { id: 'describe-bid', args: { who: { seat: 1 } } }, by_clock: false,
    log: [{ text: 'Bob bid 4', message: { id: 'log-has-bid', args: { who: { seat: 1 } } } }, { data: {} }, { text: 'Round 2: Ada wins the 5' }],
  };
  assert.deepEqual(moveLines(mv, name, words), ['Bob: describe-bid(Bob)', 'log-has-bid(Bob)', 'Round 2: Ada wins the 5']);
  // Without the game's words yet: the server's sentences, made for this connection.
  assert.deepEqual(moveLines(mv, name, { ...words, say: undefined }), ['Bob: Bid your 4', 'Bob bid 4', 'Round 2: Ada wins the 5']);
  assert.deepEqual(moveLines({ seat: 0, action: null, description: null, log: [], by_clock: true }, name, words), ['Ada: … (clock)']);
  // The entry that repeats the move's notation is left out (the description says it),
  // and so is the clock's (the clock mark says it).
  const acted = { seat: 1, action: 'loan', description: 'take a loan', log: [{ text: 'loan', data: { type: 'acted', seat: 1 } }, { text: 'Bob takes a loan', data: { type: 'note' } }, { text: 'time ran out', data: { type: 'clock', seat: 1 } }] };
  assert.deepEqual(moveLines(acted, name, words), ['Bob: take a loan', 'Bob takes a loan']);
  // A move told after it was played heads its lines, said to this reader: a rival's
  // placement is not the "place your 4" of its own menu.
  const placed = {
    seat: 1, action: 'place 4 7 3', description: 'place your 4 at the Port', message: { id: 'desc-place', args: { who: { seat: 1 } } },
    log: [{ text: 'Bob places a 4 at the Port', message: { id: 'log-place', args: { who: { seat: 1 } } }, data: { type: 'acted', seat: 1 } }],
  };
  assert.deepEqual(moveLines(placed, name, words), ['log-place(Bob)']);
  assert.deepEqual(moveLines(placed, name, { ...words, say: undefined }), ['Bob places a 4 at the Port']);
  // A secret move, told by what the log says of it to this reader.
  const chosen = { seat: 1, action: null, description: null, message: null, log: [{ text: 'Bob has chosen their dice', data: { type: 'note' } }, { text: 'All dice revealed', data: { type: 'note' } }] };
  assert.deepEqual(moveLines(chosen, name, words), ['Bob has chosen their dice', 'All dice revealed']);
});

test('actions grouped by kind; a view as readable rows', () => {
  const blocks = actionBlocks([
    { text: 'bid 1', json: { type: 'bid', card: 1 } },
    { text: 'pass', json: { type: 'pass' } },
    { text: 'bid 2', json: { type: 'bid', card: 2 } },
    { text: 'loan', json: 'loan' },
  ]);
  assert.deepEqual(blocks.map((b) => [b.type, b.actions.length]), [['bid', 2], ['pass', 1], ['loan', 1]]);
  const rows = viewRows({ round: 2, hands: [[1, 2], null], prize_left: null, players: [{ money: 3 }] });
  assert.deepEqual(rows[0], { key: 'round', value: '2' });
  assert.deepEqual(rows[1], { key: 'hands', value: [{ key: '1', value: '1, 2' }, { key: '2', value: '—' }] });
  assert.deepEqual(rows[2], { key: 'prize left', value: '—' });
  assert.deepEqual(rows[3], { key: 'players', value: [{ key: '1', value: [{ key: 'money', value: '3' }] }] });
});

test('a sentence is cut at the names the page put in it', async () => {
  const { nameParts, isolate } = await import('../shell.js');
  const names = [isolate('Ada'), 'Bot: easy (Red)'];
  assert.deepEqual(nameParts(`${isolate('Ada')} bid 3 and ${isolate('Bot: easy (Red)')} wins; ${isolate('Zed')}`, names), [
    { seat: 0, name: 'Ada' }, ' bid 3 and ', { seat: 1, name: 'Bot: easy (Red)' }, ' wins; ', { seat: undefined, name: 'Zed' },
  ]);
  assert.deepEqual(nameParts('no names', names), ['no names']);
});

test('a card a sentence names is cut out as the thing it is; labels keep its words only', async () => {
  const { nameParts, withoutThings, isolate } = await import('../shell.js');
  const { thingWord } = await import('../words.js');
  const line = `${isolate('Ada')} takes ${thingWord('the Steam Hammer', { kind: 'card', id: 's1a' })} for £2.`;
  assert.deepEqual(nameParts(line, [isolate('Ada')]), [
    { seat: 0, name: 'Ada' }, ' takes ', { kind: 'card', id: 's1a', name: 'the Steam Hammer' }, ' for £2.',
  ]);
  assert.equal(withoutThings(line), `${isolate('Ada')} takes the Steam Hammer for £2.`);
  assert.equal(withoutThings('plain words'), 'plain words');
});
