// The coach after a game: one player's moves judged by the AI from that player's own
// view at the time (the server's `GET /api/rooms/{id}/coach`), asked for one by one
// so the page shows its progress; the moves that lost winning chance marked, each
// with the move the AI preferred and a button that shows it on the replay's board.

import { h, fill } from './dom.js';
import { t, language } from './i18n.js';

/** The marks, worst first (the server's names, the thresholds of docs/bots.md). */
export const MARKS = ['blunder', 'mistake', 'inaccuracy'];

/** How many judged moves carry each mark. */
export function markCounts(judged) {
  const counts = Object.fromEntries(MARKS.map((m) => [m, 0]));
  for (const j of judged) if (j.mark in counts) counts[j.mark]++;
  return counts;
}

/** A win chance (0 to 1) as a whole percentage. */
export const percent = (x) => `${Math.round((x ?? 0) * 100)} %`;

/** The line that sums a player's judged moves up. */
export function coachSummary(judged, choices, tr = t) {
  const c = markCounts(judged);
  return tr('coach_summary', { blunders: c.blunder, mistakes: c.mistake, inaccuracies: c.inaccuracy, n: judged.length, choices });
}

/** One judged move as a list item; `show(j)` shows the AI's move on the board. */
export function judgedItem(j, unitWord, show, tr = t) {
  const better = j.best.action !== j.played.action;
  return h('li', { class: `coach-move${j.mark ? ` ${j.mark}` : ''}`, dataset: { mark: j.mark ?? '', version: String(j.version) } },
    h('span', { class: 'coach-mark' }, tr(j.mark ? `mark_${j.mark}` : 'mark_none')),
    ' ', h('span', { class: 'coach-when' }, `${unitWord} ${j.turn}`), ': ',
    h('span', { class: 'coach-played' }, j.played.description || j.played.action),
    h('div', { class: 'coach-chances' }, tr('coach_chances', { best: percent(j.best_chance), played: percent(j.played_chance) })),
    better ? h('div', { class: 'coach-best' }, tr('coach_preferred', { move: j.best.description || j.best.action }), ' ',
      h('button', { class: 'coach-show', onclick: () => show(j) }, tr('coach_show'))) : null);
}

/**
 * The coach's section: a choice of player (`preferSeat` first), a button that
 * starts the judging, its progress and the judged moves. `ask(path)` calls the
 * server (rejecting with `.status` on errors); `name(seat)` names a seat; `unit` is
 * the game's unit of progress; `show(j)` shows a judged move on the replay's board.
 */
export function coachPanel({ room, players, preferSeat, unit, ask, name, show, errorText }) {
  const unitWord = t(`unit_${unit ?? 'turn'}`);
  const seatSelect = h('select', { id: 'coach-seat' }, players.map((s) => h('option', { value: String(s), selected: s === preferSeat }, name(s))));
  const start = h('button', { class: 'coach-start' }, t('coach_start'));
  const progress = h('p', { class: 'coach-progress', 'aria-live': 'polite' });
  const list = h('ol', { class: 'coach-moves' });
  const section = h('section', { class: 'coach', 'aria-label': t('coach') },
    h('h2', {}, t('coach')),
    h('p', { class: 'coach-help' }, t('coach_help')),
    h('div', { class: 'coach-form' }, h('label', { for: 'coach-seat' }, t('player')), ' ', seatSelect, ' ', start),
    progress, list);
  // Asks again while the server's searches are all busy (503), a second apart.
  const patient = async (path) => {
    for (let tries = 0; tries < 60; tries++) {
      const r = await ask(path).catch((e) => (e.status === 503 ? null : Promise.reject(e)));
      if (r) return r;
      await new Promise((res) => setTimeout(res, 1000));
    }
    throw new Error(t('error'));
  };
  let run = 0;
  start.onclick = async () => {
    const mine = ++run;
    const seat = Number(seatSelect.value);
    fill(list);
    const judged = [];
    try {
      const head = await patient(`/api/rooms/${room}/coach?seat=${seat}`);
      if (!head.moves) return fill(progress, t('coach_nothing', { who: name(seat) }));
      for (let k = 0; k < head.moves; k++) {
        if (mine !== run || !section.isConnected) return;
        fill(progress, t('coach_judging', { who: name(seat), k: k + 1, n: head.moves }));
        const j = await patient(`/api/rooms/${room}/coach?seat=${seat}&move=${k}&lang=${language()}`);
        judged.push(j);
        list.append(judgedItem(j, unitWord, show));
      }
      fill(progress, coachSummary(judged, head.choices));
      progress.classList.add('coach-done');
    } catch (e) {
      fill(progress, errorText ? errorText(e) : String(e.message ?? e));
    }
  };
  return section;
}
