// Spyrium's table drawn from the model: the 3×3 market with its slots and workers,
// the events, the tracks and each player's area. Everything the seat may act on is a
// highlighted button (so it works by keyboard too); a target with several choices
// opens a dialog listing them in words.

import { h, fitWords } from '../../dom.js';
import { t, seatColour } from '../../i18n.js';
import { rules } from './rules.js';
import { seatShape } from '../../shell.js';
import {
  spaceCell, slotCell, cardInfo, cardName, techniqueName, slotWords, actionPlaces, distinctGains, targets, choicesForWorker, residenceTrack, bonusMarks, touched,
} from './model.js';

// The shell's optional hooks: the catalog indexed for drawing, and the log's lines.
export { indexCatalog as catalog } from './model.js';

/** A seat's score if the game ended now (at the end: its final score), from the
 * game's summary. */
const projected = (summary, seat) => summary?.scores?.seats[seat]?.total ?? null;

const KIND_MARK = { character: '☺', building: '⌂', technique: '✦' };

/** A card face: name, kind, price, VP, symbols, rules text, tokens on it, and a note
 * when one of its numbers is provisional. */
// A period's letter, as the cards' backs print it in every language.
const sign = (letter) => h('span', { translate: 'no' }, letter);

// A building's symbol: its letter in the page's language (the game's file), its
// name on hover.
function symbol(catalog, code) {
  const s = catalog?.symbols?.[code];
  return h('span', { class: `sym sym-${code}`, title: s?.name }, s?.letter ?? code);
}

/** A thing a message names, as the zoom shows it: a card's face (`null` for a thing
 * without one, or before the catalog has come). */
export function thingFace(catalog, kind, id) {
  return kind === 'card' && catalog?.byId?.has(id) ? cardFace(catalog, id) : null;
}

export function cardFace(catalog, id, extra = {}) {
  const c = cardInfo(catalog, id);
  const prov = c.provisional || [];
  const provMark = (field) => (prov.includes(field) ? h('span', { class: 'prov', title: t('provisional') }, '*') : null);
  const full = `${c.name} — ${c.text}${prov.length ? `\n${t('provisional')} (${prov.map((f) => t(`provisional-${f}`)).join(', ')})` : ''}`;
  return h('div', { class: `card kind-${c.kind}`, title: full, dataset: { card: id } },
    // The name alone on its line (the kind's mark leads the numbers): the most room
    // for a long name in a phone's narrow column.
    h('div', { class: 'card-head' }, h('span', { class: 'card-name' }, c.name)),
    h('div', { class: 'card-numbers' },
      h('span', { class: 'card-kind', 'aria-hidden': 'true' }, KIND_MARK[c.kind] || '?'),
      h('span', { class: 'price' }, `£${extra.price ?? c.price}`, provMark('price')),
      c.kind === 'building' ? h('span', { class: 'vp' }, `${c.vp} ${t('score')}`, provMark('vp')) : null,
      c.symbols ? h('span', { class: 'symbols' }, [...c.symbols].map((s) => symbol(catalog, s))) : null),
    h('div', { class: 'card-text' }, c.text),
    extra.tokens?.length ? h('div', { class: 'tokens' }, extra.tokens.map((v) => h('span', { class: 'token' }, String(v)))) : null,
    null);
}

function workerFigures(counts) {
  const figs = [];
  counts.forEach((n, seat) => {
    for (let i = 0; i < n; i++) figs.push(h('span', { class: `worker seat-${seat}`, title: seatColour(seat) }, seatShape(seat)));
  });
  return figs;
}

/** Marks on the board in `root` the slot and the card an action (its JSON) is
 * about (`null`: none): a dialog's choice pointed at, the coach's preferred move. */
export function markAction(root, json) {
  for (const e of root.querySelectorAll('.market .pointed')) e.classList.remove('pointed');
  if (!json) return;
  const { slot, space } = actionPlaces(json);
  if (slot) root.querySelector(`.market [data-slot="${slot}"]`)?.classList.add('pointed');
  if (space) root.querySelector(`.market [data-space="${space}"]`)?.classList.add('pointed');
}

const pointAt = (action) => markAction(document.querySelector('#table') ?? document, action?.json ?? null);

/** Opens a dialog with one button per action (its description); resolves with the
 * chosen action or null. */
export function chooseDialog(title, actions) {
  return new Promise((resolve) => {
    const dlg = h('dialog', { class: 'choice', 'aria-label': title });
    const done = (a) => {
      pointAt(null);
      dlg.close();
      dlg.remove();
      resolve(a);
    };
    dlg.append(
      h('h3', {}, title),
      h('div', { class: 'choices' }, actions.map((a) => h('button', {
        class: 'choice-option', onclick: () => done(a), dataset: { action: a.text },
        onmouseenter: () => pointAt(a), onfocus: () => pointAt(a), onmouseleave: () => pointAt(null), onblur: () => pointAt(null),
      }, a.description || a.text))),
      h('button', { class: 'cancel', onclick: () => done(null) }, t('cancel')));
    dlg.addEventListener('cancel', (e) => {
      e.preventDefault();
      done(null);
    });
    document.body.append(dlg);
    dlg.showModal();
    dlg.querySelector('button')?.focus();
  });
}

/** Acts with one of `actions`: at once when there is one, through a dialog otherwise. */
async function pick(ctx, title, actions) {
  if (!actions.length) return;
  const a = actions.length === 1 ? actions[0] : await chooseDialog(title, actions);
  if (a) ctx.act(a.text);
}

/** Passes, after asking when passing gives up workers still to place or to
 * activate (a pass cannot be taken back). */
async function confirmPass(ctx, pass) {
  const me = ctx.view.players[ctx.seat];
  const lost = me?.phase === 'placement' ? me.workers.active : me?.phase === 'activation' ? me.workers.in_market : 0;
  if (!lost) return ctx.act(pass.text);
  const key = me.phase === 'placement' ? 'pass_gives_up_placements' : 'pass_gives_up_activations';
  const a = await chooseDialog(t(key, { n: lost }), [{ ...pass, description: t('pass_anyway') }]);
  if (a) ctx.act(a.text);
}

/** Draws the table into `root`. `ctx`: {view, legal, seat, catalog, act, names, ui}
 * where `ui` keeps the pointing state between draws (the chosen worker). */
export function render(root, ctx) {
  const { view, catalog } = ctx;
  const tg = targets(ctx.legal);
  const ui = ctx.ui;
  const recent = touched(ctx.recent || []);
  const flash = (cond) => (cond ? ' flash' : '');
  const chosen = ui.worker;
  const workerChoice = chosen !== undefined && tg.workers.has(chosen) ? choicesForWorker(tg, chosen) : null;
  if (!workerChoice) ui.worker = undefined;

  // The market: cards on even cells, slots between them.
  const grid = h('div', { class: 'market', role: 'group', 'aria-label': t('market') });
  view.market.forEach((card, i) => {
    const cell = spaceCell(i + 1);
    const style = { gridRow: String(cell.row + 1), gridColumn: String(cell.col + 1) };
    if (!card) {
      grid.append(h('div', { class: 'space empty', style, dataset: { space: String(i + 1) } }, t('empty')));
      return;
    }
    const acts = workerChoice?.cards.get(i) || [];
    const face = cardFace(catalog, card.id, { price: card.price, tokens: card.tokens });
    const el = acts.length
      ? h('button', { class: `space target${flash(recent.spaces.has(i + 1))}`, style, dataset: { space: String(i + 1) }, 'aria-label': `${cardName(catalog, card)}: ${acts.map((a) => a.description).join('; ')}`, onclick: () => pick(ctx, cardName(catalog, card), acts) }, face)
      : h('div', { class: `space${flash(recent.spaces.has(i + 1))}`, style, dataset: { space: String(i + 1) } }, face);
    grid.append(el);
  });
  view.slots.forEach((s, i) => {
    const cell = slotCell(s.slot);
    const style = { gridRow: String(cell.row + 1), gridColumn: String(cell.col + 1) };
    const orient = cell.row % 2 === 0 ? 'h' : 'v';
    const place = tg.slots.get(i);
    const mine = tg.workers.has(i);
    const figures = workerFigures(s.workers);
    const fl = flash(recent.slots.has(s.slot));
    let el;
    if (place) {
      el = h('button', { class: `slot slot-${orient} target${fl}`, style, dataset: { slot: s.slot }, 'aria-label': place[0].description, onclick: () => ctx.act(place[0].text) }, figures);
    } else if (mine) {
      const selected = ui.worker === i;
      el = h('button', {
        class: `slot slot-${orient} target${selected ? ' selected' : ''}${fl}`, style, dataset: { slot: s.slot },
        'aria-pressed': selected ? 'true' : 'false',
        'aria-label': `${t('colon', { label: t('workers') })} ${slotWords(view, s.slot, t, catalog)}`,
        onclick: () => {
          ui.worker = selected ? undefined : i;
          ctx.redraw();
        },
      }, figures);
    } else if (ctx.seat !== undefined) {
      // Not a legal place now (or not this seat's turn): still a button, so a click
      // asks the rules and the page shows why not (the refusal's sentence), changing
      // nothing.
      el = h('button', { class: `slot slot-${orient}${fl}`, style, dataset: { slot: s.slot }, 'aria-label': slotWords(view, s.slot, t, catalog), tabindex: '-1', onclick: () => ctx.act(`place ${s.slot}`) }, figures);
    } else {
      el = h('div', { class: `slot slot-${orient}${fl}`, style, dataset: { slot: s.slot } }, figures);
    }
    grid.append(el);
  });

  // Events.
  const ev = view.event;
  const eventInfo = ev ? catalog?.eventById?.get(ev.id) : null;
  // An event's name from the catalog, in the page's language (the view's is the data's).
  const eventName = (e) => catalog?.eventById?.get(e.id)?.name ?? e.name;
  const eventBody = ev
    ? [h('div', { class: 'event-name' }, eventName(ev)), h('div', { class: 'card-text' }, eventInfo?.text ?? ''),
      ev.token ? h('span', { class: 'token' }, String(ev.token)) : null,
      h('div', { class: 'used-by' }, view.players.filter((p) => p.event_used).map((p) => h('span', { class: `disc seat-${p.seat}`, title: seatColour(p.seat) }, seatShape(p.seat))))]
    : ['—'];
  const eventEl = tg.event.length
    ? h('button', { class: 'event target', title: tg.event.map((a) => a.description).join('; '), onclick: () => pick(ctx, ev ? eventName(ev) : t('event'), tg.event) }, eventBody)
    : h('div', { class: 'event' }, eventBody);
  const fut = view.future_event;
  const events = h('section', { class: 'events' },
    h('div', {}, h('h3', {}, t('event')), eventEl),
    h('div', {}, h('h3', {}, t('future_event')), h('div', { class: 'event future' }, fut ? [h('div', { class: 'event-name' }, eventName(fut)), fut.token ? h('span', { class: 'token' }, String(fut.token)) : null] : '—')),
    view.period ? h('div', { class: 'period' }, `${t('period')} `, sign(view.period)) : null,
    h('div', { class: 'decks' }, `${t('deck')} `, ['A', 'B', 'C'].map((p, i) => [i ? ' · ' : '', sign(p), ` ${view.decks_left[p]}`])));

  // Tracks.
  const res = residenceTrack(view, catalog);
  const tracks = h('section', { class: 'tracks' },
    h('div', { class: 'track residence', 'aria-label': t('residence') }, h('span', { class: 'track-label' }, t('residence')),
      res.map((r) => h('span', { class: 'track-space' }, h('b', {}, String(r.value)), r.seats.map((s) => h('span', { class: `disc seat-${s}`, title: seatColour(s) }, seatShape(s)))))),
    h('div', { class: 'track score', 'aria-label': t('score') }, h('span', { class: 'track-label' }, t('score')),
      view.players.map((p) => h('span', { class: 'track-score' }, h('span', { class: `disc seat-${p.seat}`, title: seatColour(p.seat) }, seatShape(p.seat)), ` ${p.score}`)),
      bonusMarks(view, catalog).map((m) => h('span', { class: 'bonus-mark', title: `${t('bonus')} ${m.at}` }, `▲${m.at}`, m.passed.map((s) => h('span', { class: `disc small seat-${s}`, title: seatColour(s) }, seatShape(s)))))));

  // Players: a line each for the others above the market; their areas below; one's
  // own area kept at the bottom of the window (the page need not be scrolled to see
  // one's money, Spyrium and workers while choosing).
  const others = view.players.filter((p) => p.seat !== ctx.seat);
  const strip = h('section', { class: 'opponents-strip', 'aria-label': t('players') }, others.map((p) => h('p', { class: `opponent seat-${p.seat}`, dataset: { seat: String(p.seat) } },
    h('span', { class: `disc seat-${p.seat}`, 'aria-hidden': 'true' }, seatShape(p.seat)), ` ${ctx.names[p.seat] ?? seatColour(p.seat)}`,
    view.first_player === p.seat ? h('span', { class: 'first-player' }, ` (${t('first_player')})`) : null, `${t('colon', { label: '' })} `,
    `£${p.money} · ${p.spyrium} ${t('spyrium')} · ${p.score} ${t('score')} · ${t('workers')} ${p.workers.active}/${p.workers.in_market}/${p.workers.owned}`,
    (ctx.view.to_act || []).includes(p.seat) ? h('strong', {}, ` · ${t('to_act')}`) : null)));
  const players = h('section', { class: 'players' }, others.map((p) => playerArea(p, ctx, tg)));
  const me = view.players.find((p) => p.seat === ctx.seat);

  // Buttons for what is not on the board.
  const bar = h('div', { class: 'action-bar' },
    tg.pass.length ? h('button', { class: 'target pass', onclick: () => confirmPass(ctx, tg.pass[0]) }, t('pass')) : null,
    tg.bonus.map((a) => h('button', { class: 'target', dataset: { action: a.text }, onclick: () => ctx.act(a.text) }, a.description)),
    workerChoice && workerChoice.money.length ? h('button', { class: 'target', onclick: () => pick(ctx, t('gain_money_here'), distinctGains(workerChoice.money)) }, t('gain_money_here')) : null);
  const hintLine = tg.slots.size ? t('pick_slot') : workerChoice ? t('pick_card') : tg.workers.size || tg.buildings.size || tg.event.length ? t('pick_worker') : '';

  root.replaceChildren(
    h('details', { class: 'rules' }, h('summary', {}, t('rules')), h('ul', {}, rules().map((r) => h('li', {}, r)))),
    h('div', { class: 'board' },
      strip,
      h('div', { class: 'board-main' }, events, h('div', { class: 'market-box' }, grid, h('p', { class: 'prov-legend' }, h('span', { class: 'prov' }, '*'), ` ${t('provisional')}`)), tracks),
      h('p', { class: 'pointing-hint', 'aria-live': 'polite' }, hintLine),
      bar,
      players,
      me ? playerArea(me, ctx, tg) : null));
  // A card's name whole, smaller where its column is narrow.
  fitWords(root, '.card-name');
}

function playerArea(p, ctx, tg) {
  const { catalog } = ctx;
  const mine = ctx.seat === p.seat;
  const name = ctx.names[p.seat] ?? '';
  const recent = touched(ctx.recent || []);
  const buildings = p.buildings.map((b, i) => {
    const acts = mine ? tg.buildings.get(i) || [] : [];
    const face = h('div', { class: `building${b.inclined ? ' inclined' : ''}${recent.buildings.has(`${p.seat}:${i + 1}`) ? ' flash' : ''}` }, cardFace(catalog, b.id), b.inclined ? h('span', { class: 'tag' }, t('inclined')) : null);
    return acts.length
      ? h('button', { class: 'building-btn target', dataset: { building: String(i + 1) }, 'aria-label': `${cardName(catalog, b)}: ${acts.map((a) => a.description).join('; ')}`, onclick: () => pick(ctx, cardName(catalog, b), acts) }, face)
      : face;
  });
  const w = p.workers;
  return h('div', { class: `player seat-${p.seat}${mine ? ' mine' : ''}${(ctx.view.to_act || []).includes(p.seat) ? ' acting' : ''}`, dataset: { seat: String(p.seat) } },
    h('h3', {}, h('span', { class: `disc seat-${p.seat}`, 'aria-hidden': 'true' }, seatShape(p.seat)), ` ${name || seatColour(p.seat)}`, mine ? ` (${t('you')})` : '',
      ctx.view.first_player === p.seat ? h('span', { class: 'first-player' }, ` · ${t('first_player')}`) : null),
    h('dl', { class: 'stats' },
      h('dt', {}, t('colon', { label: t('money') })), h('dd', { class: 'money' }, `£${p.money}`),
      h('dt', {}, t('colon', { label: t('spyrium') })), h('dd', { class: 'spyrium' }, String(p.spyrium)),
      h('dt', {}, t('colon', { label: t('score') })), h('dd', { class: 'score' }, String(p.score)),
      projected(ctx.summary, p.seat) !== null ? [h('dt', { title: t('projected_help') }, t('colon', { label: t('projected') })), h('dd', { class: 'projected' }, String(projected(ctx.summary, p.seat)))] : null,
      h('dt', {}, t('colon', { label: t('residence') })), h('dd', {}, `${p.residence.space} (${p.residence.value})`),
      h('dt', {}, t('colon', { label: t('workers') })), h('dd', {}, t('workers_now', { active: w.active, market: w.in_market, used: w.used, owned: w.owned })),
      h('dt', {}, t('colon', { label: t('phase') })), h('dd', {}, t(p.phase)),
      h('dt', {}, t('colon', { label: t('tokens') })), h('dd', {}, p.kept_tokens.length ? p.kept_tokens.join(' ') : '—'),
      h('dt', {}, t('colon', { label: t('techniques') })), h('dd', { class: 'techniques' }, p.techniques.length ? p.techniques.map((x) => techniqueName(catalog, x)).join(', ') : '—')),
    h('div', { class: 'buildings', role: 'group', 'aria-label': t('buildings') }, buildings));
}
