// The coach's model (web/coach.js): counting the marks and summing a player's
// judged moves up, in both languages.
import test from 'node:test';
import assert from 'node:assert/strict';
import { markCounts, coachSummary, percent, MARKS } from '../coach.js';
import { t, setLanguage } from '../i18n.js';

const judged = [
  { mark: 'blunder' }, { mark: null }, { mark: 'inaccuracy' }, { mark: 'blunder' }, { mark: 'mistake' }, { mark: null },
];

test('the marks are counted worst first, an unmarked move counts for none', () => {
  assert.deepEqual(MARKS, ['blunder', 'mistake', 'inaccuracy']);
  assert.deepEqual(markCounts(judged), { blunder: 2, mistake: 1, inaccuracy: 1 });
  assert.deepEqual(markCounts([]), { blunder: 0, mistake: 0, inaccuracy: 0 });
});

test('the summary gives the counts, the moves judged and the choices made, in English and French', () => {
  setLanguage('en');
  assert.equal(coachSummary(judged, 31, t), '2 blunders, 1 mistake, 1 inaccuracy in 6 judged moves (of 31 choices).');
  setLanguage('fr');
  assert.equal(coachSummary(judged, 31, t), '2 gaffes, 1 erreur, 1 imprécision sur 6 coups jugés (31 choix en tout).');
  for (const m of [...MARKS, 'none']) assert.notEqual(t(`mark_${m}`), `mark_${m}`);
  setLanguage('en');
});

test('a win chance is shown as a whole percentage', () => {
  assert.equal(percent(0.456), '46 %');
  assert.equal(percent(1), '100 %');
  assert.equal(percent(undefined), '0 %');
});
