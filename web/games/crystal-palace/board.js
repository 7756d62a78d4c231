// Crystal Palace's table: the round and phase, the dice picker of phase 1, the eight
// locations with their placement spaces and dice, the seat's choices (and raising
// money when a payment cannot be covered), the Black Market, the tracks, the
// displays and every player's mat. What the seat may act on is a highlighted button.

import { h } from '../../dom.js';
import { t, seatColour } from '../../i18n.js';
import { said, seatShape } from '../../shell.js';
import { w, rules } from './words.js';
import {
  locations, placeableValues, pointPlace, spaceLit, diceFrame, diceBill, diceAction,
  decisionGroups, actionItem, effectWords, researchSlot, openLoans, blackMarket,
  isProvisional, phaseOf, turnOrder, nextDie, known, loanCost, takesLoan, characterLines, objectiveWords, patentLines, tileWords,
} from './model.js';

/** A seat's mark: its colour and its shape, told apart without colour too. */
const mark = (s, title) => h('span', { class: `disc seat-${s}`, title, 'aria-hidden': title ? undefined : 'true' }, seatShape(s));

const star = (item, field) => (isProvisional(item, field) ? h('span', { class: 'prov', title: w('cp_provisional') }, '*') : null);

/** Actions the table offers its own way, kept out of the shell's list of every
 * action: the dice of phase 1 (hundreds of combinations) are set with the picker,
 * and a die is placed on the board's spaces (a list would repeat the board). */
export const unlisted = new Set(['dice', 'place']);

/** The catalog indexed for drawing: names in the page's language. */
export { namedCatalog as catalog } from './model.js';

/** Marks on the board in `root` the space an action (its JSON) places a die on, or
 * the location it is about (the coach's preferred move in the replay). */
export function markAction(root, json) {
  for (const e of root.querySelectorAll('.pointed')) e.classList.remove('pointed');
  if (json?.type === 'place') root.querySelector(`.cp-space[data-space="${json.location}:${json.space}"]`)?.classList.add('pointed');
}

export function render(root, ctx) {
  const { view, catalog, legal, seat } = ctx;
  const pub = view.public;
  const name = (s) => ctx.names[s] ?? seatColour(s);
  // An action in words: its message said to the seat that may take it.
  const words = (a) => said(ctx.words, a.message, a.description) || a.text;
  const me = seat !== undefined ? pub.players[seat] : null;
  root.replaceChildren(h('div', { class: 'board cp-board' },
    header(pub, name, ctx.words, ctx.summary, catalog?.provisional),
    // The locations, and beside them the other players' mats in a column.
    h('div', { class: 'cp-play' }, board(ctx, name), rivals(ctx, name)),
    h('div', { class: 'cp-side' }, market(ctx, name), tracks(ctx, name), displays(ctx),
      // The rules in short; open or closed as the player left it, through redraws.
      h('details', { class: 'rules', open: Boolean(ctx.ui.rulesOpen), ontoggle: (e) => { ctx.ui.rulesOpen = e.target.open; } },
        h('summary', {}, t('rules')), h('ol', {}, rules().map((r) => h('li', {}, r))))),
    // One's decisions and one's own mat last, together: sticky at the window's
    // bottom, they stay on screen wherever the board is scrolled (a sticky element
    // above the window would leave it), and whatever a decision needs (the dice
    // picker, a choice of characters) grows upward over the board without moving
    // it. (On a phone the decisions are drawn above the board: see the style.)
    me ? h('div', { class: 'cp-dock' },
      dicePicker(ctx, me, name), raising(ctx, me, words), choices(ctx, words, name),
      mat(ctx, seat, true, name)) : null));
}

/** Names listed with the games' shared words ("Ada", "Ada and Ben", "Ada, Ben and Cy"). */
function listed(words, names) {
  if (names.length < 2) return names.join('');
  const text = { first: { text: names.slice(0, -1).join(', ') }, last: { text: names[names.length - 1] } };
  return said(words, { id: 'seats-and', args: text }, names.join(', '));
}

function header(pub, name, words, summary, provisional) {
  const phase = phaseOf(pub.stage);
  const winners = pub.stage?.phase === 'over' ? summary?.winners ?? [] : null;
  // The round's name is the game's (its Fluent file, `round-name-N`).
  const round = said(words, { id: `round-name-${pub.round}` }, '');
  return h('section', { class: 'cp-header' },
    h('p', { class: 'cp-round' }, w('cp_round', { name: round, r: pub.round })),
    // At the end, who won instead of a phase.
    h('p', { class: 'cp-phase' }, winners
      ? w('cp_game_won', { who: listed(words, winners.map(name)), count: winners.length })
      : w('cp_phase', { p: phase || '—', what: w(`cp_phase_${phase}`) })),
    h('p', { class: 'cp-order' }, `${t('colon', { label: w('cp_turn_order') })} `,
      // Only names: the line keeps its length through the round (who has chosen
      // or passed is on each mat), so the board below it does not move.
      turnOrder(pub).map((s, k) => h('span', { class: `cp-order-seat seat-${s}` }, k ? ' → ' : '', mark(s), ` ${name(s)}`,
        k === 0 ? ` (${w('cp_start_player')})` : ''))),
    provisional ? h('p', { class: 'cp-provisional' }, w('cp_provisional')) : null);
}

// ---------------------------------------------------------------- phase 1

function dicePicker(ctx, me, name) {
  const { view, legal, seat, ui } = ctx;
  const pub = view.public;
  if (pub.stage?.phase !== 'commit' || !me) return null;
  const frame = diceFrame(legal);
  if (!frame) {
    const mine = view.my_dice?.values?.filter((v) => v > 0) ?? [];
    return h('section', { class: 'cp-picker done', 'aria-live': 'polite' },
      mine.length ? w('cp_your_choice', { dice: mine.join(' ') }) : '');
  }
  // Hot-seat: the device changes hands before each secret choice.
  if (ctx.hotSeat && ui.revealedFor !== seat) {
    return h('section', { class: 'cp-picker look-away', role: 'alert' },
      h('p', {}, w('cp_look_away', { who: name(seat) })),
      h('button', { class: 'target cp-reveal', onclick: () => { ui.revealedFor = seat; ctx.redraw(); } }, w('cp_show_my_dice', { who: name(seat) })));
  }
  const k = frame.k + (ui.extra && frame.extra ? 1 : 0);
  // The dice being set outlive a reload (this tab's storage, by room, seat and round).
  const kept = `gaslamp.cp-dice:${location.hash}:${seat}:${pub.round}`;
  if (!Array.isArray(ui.dice)) ui.dice = keptDice(kept);
  if (!Array.isArray(ui.dice) || ui.dice.length !== k) ui.dice = Array.from({ length: k }, (_, i) => ui.dice?.[i] ?? 3);
  const bill = diceBill(ui.dice, me, ctx.catalog?.components?.rules?.loan ?? 10);
  const action = diceAction(legal, ui.dice, Boolean(ui.extra && frame.extra));
  const set = (i, v) => () => {
    ui.dice[i] = v;
    sessionStorage.setItem(kept, JSON.stringify(ui.dice));
    ctx.redraw();
  };
  return h('section', { class: 'cp-picker', 'aria-label': w('cp_picker_title') },
    h('h3', {}, w('cp_picker_title')),
    h('p', { class: 'cp-picker-help' }, w('cp_picker_help')),
    // Each die's six faces: any value in one click.
    h('div', { class: 'cp-dice' }, ui.dice.map((v, i) => h('div', { class: 'cp-die-set', role: 'group', 'aria-label': w('cp_die_n', { i: i + 1 }) },
      h('span', { class: 'cp-die-name', 'aria-hidden': 'true' }, w('cp_die_n', { i: i + 1 })),
      FACES.map((f) => h('button', {
        class: `target cp-face${f === v ? ' selected' : ''}`, dataset: { value: String(f) }, 'aria-pressed': f === v ? 'true' : 'false',
        'aria-label': w('cp_die_face', { i: i + 1, v: f }), onclick: set(i, f),
      }, String(f)))))),
    frame.extra ? h('label', { class: 'cp-extra' },
      h('input', { type: 'checkbox', checked: Boolean(ui.extra), onchange: (e) => { ui.extra = e.target.checked; ctx.redraw(); } }),
      ` ${w('cp_extra_die', { n: ctx.catalog?.components?.rules?.newspapers_for_die ?? 4 })}`) : null,
    h('p', { class: `cp-bill${bill.short ? ' short' : ''}`, 'aria-live': 'polite' }, w('cp_bill', bill),
      bill.short ? [' ', w('cp_bill_short', bill), ' ', h('span', { class: 'cp-loan-cost' }, loanCostWords(ctx, true))] : null),
    h('button', {
      class: 'target cp-commit', disabled: !action, onclick: () => {
        if (!action) return;
        ui.dice = undefined;
        ui.extra = false;
        ui.revealedFor = undefined;
        sessionStorage.removeItem(kept);
        ctx.act(action.text);
      },
    }, w('cp_commit')));
}

const FACES = [1, 2, 3, 4, 5, 6];

/** The dice a reload left being set, if any were kept (and are dice). */
function keptDice(key) {
  try {
    const v = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    return Array.isArray(v) && v.every((x) => FACES.includes(x)) ? v : undefined;
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------- decisions

function raising(ctx, me, words) {
  if (!(me.debt > 0)) return null;
  const g = decisionGroups(ctx.legal);
  return h('section', { class: 'cp-raise', role: 'alertdialog', 'aria-labelledby': 'cp-raise-title' },
    h('h3', { id: 'cp-raise-title' }, w('cp_raise_title', { debt: me.debt })),
    h('p', {}, w('cp_raise_help')),
    h('p', { class: 'cp-loan-cost' }, loanCostWords(ctx, true)),
    h('div', { class: 'cp-buttons' }, g.trades.map((a) => actionButton(ctx, a, words))));
}

/** What a loan taken now costs at the end, in words: `long` for a sentence of its
 * own, else a phrase for a loan's button. */
function loanCostWords(ctx, long) {
  const cost = loanCost(ctx.view, ctx.catalog?.components?.rules);
  return w(`cp_loan_cost_${long ? 'sentence' : 'phrase'}_${cost.low === cost.high ? 'one' : 'range'}`, cost);
}

/** A character's lines (cost, salary, what it gives, ability, VP), a line each
 * (spans, so that a button may hold them). */
/** A thing's lines of words (a character's, a patent's), each a line of its own. */
const linesOf = (kind, lines) => h('span', { class: `cp-lines cp-${kind}` }, lines.map((l) => h('span', { class: 'cp-line' }, l)));
const characterList = (ctx, ch, owned = false) => ch && linesOf('character', characterLines(ch, ctx.view.public.round, w, owned));
const patentList = (ctx, patent) => patent && linesOf('patent', patentLines(patent, ctx.view.public.round, w));

function actionButton(ctx, a, words) {
  const item = actionItem(a, ctx.catalog);
  return h('button', { class: 'target cp-choice', dataset: { action: a.text }, onclick: () => ctx.act(a.text) },
    item?.name ? h('b', {}, item.name, star(item, 'name'), t('colon', { label: '' }), ' ') : null, words(a),
    a.json?.type === 'character' ? characterList(ctx, item) : null,
    takesLoan(a) ? h('span', { class: 'cp-loan-cost' }, ` (${loanCostWords(ctx, false)})`) : null);
}

function choices(ctx, words, name) {
  const me = ctx.seat !== undefined ? ctx.view.public.players[ctx.seat] : null;
  if (me?.debt > 0) return null;
  const g = decisionGroups(ctx.legal);
  if (!g.choices.length && !g.pass.length && !g.trades.length) return waiting(ctx, me, name);
  const values = placeableValues(ctx.legal);
  const hint = values.length ? (ctx.ui.die !== undefined ? w('cp_pick_space', { v: ctx.ui.die }) : ctx.ui.space !== undefined ? w('cp_pick_value') : w('cp_pick_die')) : '';
  return h('section', { class: 'cp-choices', 'aria-label': w('cp_choices') },
    values.length ? h('div', { class: 'cp-my-dice', role: 'group', 'aria-label': w('cp_your_dice') },
      h('span', {}, `${t('colon', { label: w('cp_your_dice') })} `),
      values.map((v) => h('button', {
        class: `target cp-die${ctx.ui.die === v ? ' selected' : ''}`, dataset: { value: String(v) }, 'aria-pressed': ctx.ui.die === v ? 'true' : 'false',
        onclick: () => point(ctx, { die: v }),
      }, String(v)))) : null,
    hint ? h('p', { class: 'pointing-hint', 'aria-live': 'polite' }, hint) : null,
    g.choices.length ? [h('h3', {}, w('cp_choices')), h('div', { class: 'cp-buttons' }, g.choices.map((a) => actionButton(ctx, a, words)))] : null,
    g.pass.length ? h('div', { class: 'cp-buttons' }, g.pass.map((a) => h('button', { class: 'target cp-pass', dataset: { action: a.text }, onclick: () => ctx.act(a.text) }, words(a)))) : null,
    g.trades.length ? h('details', { class: 'cp-trades' }, h('summary', {}, w('cp_trades')), h('div', { class: 'cp-buttons' }, g.trades.map((a) => actionButton(ctx, a, words)))) : null);
}

/** From phase 2 on, while others decide, the bar where one's own decisions come
 * says whom the table waits for: it keeps its place, so the board below it does
 * not move when one's turn starts or ends. */
function waiting(ctx, me, name) {
  const phase = phaseOf(ctx.view.public.stage);
  if (!me || !phase || phase < 2) return null;
  const who = (ctx.toAct ?? []).filter((s) => s !== ctx.seat).map(name);
  return h('section', { class: 'cp-choices waiting', 'aria-label': w('cp_choices') },
    h('p', { class: 'pointing-hint' }, who.length ? w('cp_waiting_for', { who: listed(ctx.words, who) }) : '…'));
}

function point(ctx, p) {
  const ui = ctx.ui;
  const r = pointPlace(ctx.legal, { die: ui.die, space: ui.space }, p);
  if (r.act) {
    ui.die = undefined;
    ui.space = undefined;
    ctx.act(r.act.text);
  } else if (r.choose) {
    ui.die = r.choose.die;
    ui.space = r.choose.space;
    ctx.redraw();
  }
}

// ---------------------------------------------------------------- the locations

function board(ctx, name) {
  const { view, catalog, legal, ui } = ctx;
  const next = nextDie(view.public);
  return h('section', { class: 'cp-locations', 'aria-label': t('table') }, locations(view, catalog, legal).map((loc) => {
    const side = loc.side;
    const does = [w(`cp_does_${loc.key}`)];
    const actions = (side.actions || []).map((e, i) => {
      const who = loc.acted[i];
      const text = effectWords(e, w);
      return h('li', { class: 'cp-action-space' }, text || '—', who !== null && who !== undefined ? [' ', mark(who, name(who))] : null);
    });
    // A possibility in words (its name in the data is the notation's).
    const possibilities = (side.possibilities || []).map((p) => h('li', {}, effectWords(p.effect, w) || p.name));
    return h('article', { class: 'cp-location', dataset: { location: loc.key } },
      h('h3', {}, `${loc.index + 1}. ${w(`cp_loc_${loc.key}`)}`, star(side, 'placement')),
      h('p', { class: 'cp-does' }, does),
      h('div', { class: 'cp-spaces' }, loc.spaces.map((s) => {
        const key = `${loc.index}:${s.index}`;
        const lit = s.targets.length && spaceLit(legal, { die: ui.die }, key);
        const label = [w('cp_space', { i: s.index + 1, min: s.min }), s.fee ? w('cp_fee', { fee: s.fee }) : '', s.assistant ? w('cp_assistant_space') : ''].filter(Boolean).join(' · ');
        const die = s.die ? h('span', { class: `cp-placed seat-${s.die.seat}${s.die.resolved ? ' resolved' : ''}${next === key ? ' next' : ''}`, title: `${w('cp_die_of', { who: name(s.die.seat), v: s.die.value })}${s.die.resolved ? ` (${w('cp_resolved')})` : next === key ? ` (${w('cp_next_die')})` : ''}` }, String(s.die.value)) : null;
        const body = [h('span', { class: 'cp-min' }, `${s.min}+`), s.fee ? h('span', { class: 'cp-fee' }, `£${s.fee}`) : null, s.assistant ? h('span', { class: 'cp-assistant', title: w('cp_assistant_space') }, '♟') : null, die];
        return lit
          // Its name starts with what it shows ("2+ £2"), then says it in words.
          ? h('button', { class: `cp-space target${ui.space === key ? ' selected' : ''}`, dataset: { space: key }, 'aria-label': `${[`${s.min}+`, s.fee ? `£${s.fee}` : ''].filter(Boolean).join(' ')} · ${label}`, onclick: () => point(ctx, { space: key }) }, body)
          : h('div', { class: `cp-space${s.die ? ' taken' : ''}`, dataset: { space: key }, title: label }, body);
      })),
      actions.length ? h('ol', { class: 'cp-action-spaces', 'aria-label': w('cp_action_spaces') }, actions) : null,
      possibilities.length ? h('ul', { class: 'cp-possibilities', 'aria-label': w('cp_possibilities') }, possibilities) : null);
  }));
}

// ---------------------------------------------------------------- the rest of the table

function market(ctx, name) {
  const spaces = blackMarket(ctx.view, ctx.catalog);
  return h('section', { class: 'cp-market', 'aria-label': w('cp_market') },
    h('h3', {}, w('cp_market')),
    h('p', {}, w('cp_market_gears', { n: ctx.view.public.market_gears }), ' · ', w('cp_market_burst', { n: spaces.filter((x) => x.seat === null).length })),
    h('ol', { class: 'cp-market-spaces', reversed: true }, [...spaces].reverse().map((s) => h('li', { class: s.seat !== null ? `taken seat-${s.seat}` : '' },
      `${w('cp_tier', { t: s.tier })} · ${w('cp_cost', { n: s.cost })} · ${effectWords(s.bonus, w)}`,
      s.seat !== null ? [' ', mark(s.seat), ` ${name(s.seat)}`] : null))));
}

function tracks(ctx, name) {
  const pub = ctx.view.public;
  const row = (label, f) => h('tr', {}, h('th', { scope: 'row' }, label), pub.players.map((p, s) => h('td', { class: `seat-${s}` }, String(f(p, s)))));
  return h('section', { class: 'cp-tracks', 'aria-label': w('cp_tracks') },
    h('h3', {}, w('cp_tracks')),
    h('table', { class: 'cp-track-table' },
      h('thead', {}, h('tr', {}, h('td', {}), pub.players.map((_, s) => h('th', { scope: 'col' }, name(s))))),
      h('tbody', {}, row(w('cp_vp'), (p) => p.vp), row(w('cp_buzz'), (p) => `${p.buzz}/40`), row(w('cp_westminster'), (p) => p.westminster), row(w('cp_income'), (p) => p.income))),
    h('p', { class: 'cp-tickets' }, `${w('cp_tickets')} (${w('cp_ticket_now', { vp: ticketVp(ctx) })})`, star(ctx.catalog?.components?.rules, 'ticket_vp'), t('colon', { label: '' }), ' ', (pub.tickets || []).map((tk, r) => h('span', {}, r ? ' · ' : '', w('cp_ticket_of', { r: r + 1, who: tk === null || tk === undefined ? '—' : name(Array.isArray(tk) ? tk[0] : tk.seat ?? tk) })))));
}

/** The VP a Port of London ticket gives this round besides its die's value. */
function ticketVp(ctx) {
  const vp = ctx.catalog?.components?.rules?.ticket_vp ?? [];
  return vp[Math.min(Math.max(ctx.view.public.round, 1), vp.length) - 1] ?? '?';
}

function displays(ctx) {
  const { view } = ctx;
  const pub = view.public;
  // A deck: its face-up top card (not to be taken) and how many are left under it.
  const deck = (top, items, unseen) => [top === null || top === undefined ? w('cp_deck_empty') : w('cp_deck_top', { name: items?.[top]?.name ?? top }), w('cp_deck_left', { n: unseen?.length ?? 0 })].join(' · ');
  const c = ctx.catalog?.components;
  const list = (items, label, extra) => h('div', { class: 'cp-display' }, h('h4', {}, label, extra ? ` (${extra})` : ''),
    h('ul', {}, items.filter((x) => x !== null && x !== undefined).map((x) => h('li', {}, x))));
  const card = (item, detail) => (item ? [h('b', {}, item.name ?? item.id, star(item, 'name')), detail ? ` — ${detail}` : ''] : '?');
  return h('section', { class: 'cp-displays', 'aria-label': w('cp_displays') },
    h('h3', {}, w('cp_displays')),
    list((pub.patent_display || []).map((i) => [card(c?.patents?.[i]), patentList(ctx, c?.patents?.[i])]), w('cp_patents'), deck(pub.patent_top, c?.patents, [...(view.unseen?.patents || []), ...(pub.patent_bottom || [])])),
    list((pub.character_display || []).map((i) => [card(c?.characters?.[i]), characterList(ctx, c?.characters?.[i])]), w('cp_characters'), deck(pub.character_top, c?.characters, [...(view.unseen?.characters || []), ...(pub.character_bottom || [])])),
    list((pub.museum || []).map((i) => (i === null ? null : card(c?.tiles?.[i], tileWords(c?.tiles?.[i], w)))), w('cp_museum')),
    list((pub.bank || []).map((i) => (i === null ? null : h('b', {}, shareName(c?.shares?.[i])))), w('cp_bank')),
    h('p', {}, w('cp_violet_left', { blue: pub.violet_left?.[0] ?? 0, orange: pub.violet_left?.[1] ?? 0 })),
    h('p', { class: 'cp-publisher' }, publisherWords(c?.publishers?.[pub.publisher], pub.round), star(c?.publishers?.[pub.publisher], 'rounds')));
}

// A share by what it gives ("share: +2 income, 3 VP"): shares have no names.
function shareName(share) {
  return share ? w('cp_share_named', { income: share.income, vp: share.vp }) : '?';
}

// What the London Times' publisher tile asks this round: what it counts, the
// counts of its levels and the buzz each gives.
function publisherWords(publisher, round) {
  const r = publisher?.rounds?.[round - 1];
  if (!r) return w('cp_publisher');
  const counted = (r.counts || []).map((k) => known(w, `cp_count_${k}`, k)).join(' + ');
  return w('cp_publisher_round', { counted, levels: r.levels.join(' / '), buzz: r.buzz.join(' / ') });
}

/** The other players' mats, compact, as a column beside the locations (every
 * player's for a spectator). */
function rivals(ctx, name) {
  const players = ctx.view.public.players;
  // (It may scroll: the keyboard reaches it.)
  return h('section', { class: 'cp-rivals', tabindex: '0', 'aria-label': ctx.seat === undefined ? t('players') : w('cp_rivals') },
    players.map((_, s) => (s === ctx.seat ? null : mat(ctx, s, false, name))));
}

function mat(ctx, s, mine, name) {
  const p = ctx.view.public.players[s];
  const c = ctx.catalog?.components;
  const nation = c?.nations?.[p.nation];
  const maxNews = c?.rules?.max_newspapers ?? 7;
  const item = (label, value) => [h('dt', {}, t('colon', { label })), h('dd', {}, value)];
  const names = (list, from) => (list || []).map((i) => from?.[i]?.name ?? from?.[i]?.id ?? i).join(', ') || '—';
  const acting = ctx.toAct?.includes(s);
  // Where the seat is in the phase: to act, or done for now.
  const phase = phaseOf(ctx.view.public.stage);
  const status = acting ? w('cp_acting')
    : phase === 2 && p.passed ? w('cp_passed')
      : phase === 1 && ctx.view.public.committed?.[s] ? w('cp_chosen') : '';
  // The mat's characters, each by name with its salary and ability.
  const characterItems = () => p.characters.map((i) => h('li', {}, h('b', {}, c?.characters?.[i]?.name ?? i), characterList(ctx, c?.characters?.[i], true)));
  // What a rival's column keeps folded: what its mat holds beyond its resources.
  const holdings = [
    h('p', { class: 'cp-research' }, `${t('colon', { label: w('cp_research') })} `, (p.research || []).map((slot, i) => h('span', { class: `cp-slot ${slot.kind}` }, i ? ' · ' : '', researchSlot(slot, ctx.catalog, w)))),
    // Each patent with what its prototype costs, scores and gives; the prototypes
    // built, by name.
    p.patents?.length ? h('div', { class: 'cp-mat-patents' }, h('p', {}, t('colon', { label: w('cp_patents') })),
      h('ul', {}, p.patents.map((i) => h('li', {}, h('b', {}, c?.patents?.[i]?.name ?? i), patentList(ctx, c?.patents?.[i]))))) : h('p', {}, `${t('colon', { label: w('cp_patents') })} —`),
    h('p', {}, `${t('colon', { label: w('cp_prototypes') })} ${names(p.prototypes, c?.patents)}`),
    p.shares?.length ? h('p', {}, `${t('colon', { label: w('cp_shares') })} ${p.shares.map((i) => shareName(c?.shares?.[i])).join(', ')}`) : null,
  ];
  return h('section', { class: `cp-mat seat-${s}${mine ? ' mine' : ''}${acting ? ' acting' : ''}`, dataset: { seat: String(s) }, 'aria-label': w('cp_mat', { who: name(s) }) },
    h('h3', {}, mark(s), ` ${name(s)}`, mine ? ` (${w('cp_you')})` : '', nation ? ` · ${nation.name}` : '', star(nation, 'name'),
      status ? h('span', { class: `cp-status${acting ? ' cp-acting' : ''}` }, ` · ${status}`) : null),
    h('dl', { class: 'cp-stats' },
      item(w('cp_money'), `£${p.money}`),
      p.debt > 0 ? item(w('cp_debt'), `£${p.debt}`) : null,
      item(w('cp_gears'), String(p.gears)),
      item(w('cp_energy'), String(p.energy)),
      item(w('cp_newspapers'), `${p.newspapers}/${maxNews}`),
      item(w('cp_dice'), (p.rolled?.length ? p.rolled.join(' ') : String(p.dice))),
      item(w('cp_vp'), String(p.vp)),
      item(w('cp_income'), String(p.income)),
      item(w('cp_loans'), String(openLoans(p)))),
    h('p', { class: 'cp-objective' }, objectiveWords(nation, p.objective, ctx.view.objective_counts?.[s] ?? 0, w)),
    // Each character with what it asks and does: its salary, its ability (a
    // rival's by name, the rest folded with its holdings).
    !p.characters?.length ? h('p', {}, `${t('colon', { label: w('cp_characters') })} —`)
      : mine ? h('div', { class: 'cp-mat-characters' }, h('p', {}, t('colon', { label: w('cp_characters') })), h('ul', {}, characterItems()))
        : h('p', {}, `${t('colon', { label: w('cp_characters') })} ${names(p.characters, c?.characters)}`),
    mine ? holdings : h('details', {
      class: 'cp-more', open: Boolean(ctx.ui.moreOpen?.[s]),
      ontoggle: (e) => { ctx.ui.moreOpen = { ...ctx.ui.moreOpen, [s]: e.target.open }; },
    }, h('summary', {}, w('cp_more')), holdings,
      p.characters?.length ? h('ul', { class: 'cp-mat-characters' }, characterItems()) : null));
}
