// The page: the home screen (name, new game, join, my games, open games) and the
// room (the table, the log, the chat, the list of actions, the end). Routes live in
// the URL's fragment: #/ , #/room/ID , #/join/INVITE.

import { h, fill } from './dom.js';
import { t, setLanguage, language, seatColour, LANGUAGE_LIST, negotiate } from './i18n.js';
import { me, register, call, tokens, keepToken, RoomSocket, ApiError } from './api.js';
import { tableFor } from './games/index.js';
import { seatNames, progressText, whoActs, tabTitle, scoreTable, scoreSeries, moveLines, nameParts, withoutThings, isolate, dedupe, sinceLastMove, focusMark, refocus } from './shell.js';
import { lineChart } from './chart.js';
import { wordsFor } from './words.js';
import { coachPanel } from './coach.js';
import { amountEl } from './symbols.js';

const app = document.getElementById('app');
let current = null; // the open room, to close when leaving it
// Counts the routes taken: a page that awaits the server before it draws itself
// draws only if no later route (a language switch, a name saved) drew the page since.
let routes = 0;

// The language: `?lang=CODE` in the address (how a pseudo-locale is reached), else
// the one chosen before, else the browser's nearest.
const asked = new URLSearchParams(location.search).get('lang');
if (asked) localStorage.setItem('gaslamp.lang', negotiate(asked));
setLanguage(localStorage.getItem('gaslamp.lang') || negotiate(navigator.language || ''));
document.documentElement.lang = language();

window.addEventListener('hashchange', route);
route();

function route() {
  routes += 1;
  current?.close();
  current = null;
  const parts = location.hash.replace(/^#\/?/, '').split('/');
  if (parts[0] === 'room' && /^[0-9a-f]{16}$/.test(parts[1] || '')) return room(parts[1]);
  if (parts[0] === 'join' && parts[1]) return joinInvite(decodeURIComponent(parts[1]));
  return home();
}

function header(...extra) {
  return h('header', { class: 'top' },
    h('a', { href: '#/', class: 'brand' }, 'Gaslamp'),
    ...extra,
    languagePicker());
}

// The languages offered: every one but the pseudo-locales, unless one is in use.
function languagePicker() {
  const offered = LANGUAGE_LIST.filter((l) => !l.pseudo || l.code === language());
  return h('select', {
    class: 'lang', 'aria-label': t('language'),
    onchange: (e) => {
      setLanguage(e.target.value);
      localStorage.setItem('gaslamp.lang', language());
      document.documentElement.lang = language();
      route();
    },
  }, ...offered.map((l) => h('option', { value: l.code, lang: l.code, selected: l.code === language() }, l.name)));
}

// An error in the page's words when it has some for its code (the server's sentence
// otherwise).
function codeWords(code, message) {
  const key = `err_${code}`;
  const words = code ? t(key) : key;
  return words === key ? message : words;
}

function errorText(e) {
  return `${t('colon', { label: t('error') })} ${e instanceof ApiError ? codeWords(e.code, e.message) : String(e.message || e)}`;
}

// ---------------------------------------------------------------- home

const SEAT_CHOICES = [
  ['me', 'me'], ['open', 'open_seat'], ['easy', 'bot_easy'], ['medium', 'bot_medium'],
  ['hard', 'bot_hard'], ['expert', 'bot_expert'], ['random', 'random_bot'],
];

async function home() {
  const p = me();
  const status = h('p', { class: 'status', role: 'status' });
  const nameInput = h('input', { id: 'name', maxlength: '40', value: p?.name ?? '', 'aria-label': t('your_name') });
  const nameForm = h('form', {
    class: 'name-form', onsubmit: async (e) => {
      e.preventDefault();
      try {
        await register(nameInput.value.trim());
        route();
      } catch (err) {
        fill(status, errorText(err));
      }
    },
  }, h('label', { for: 'name' }, t('your_name')), nameInput, h('button', { type: 'submit' }, t('save')));

  const routeNow = routes;
  const games = await call('GET', `/api/games?lang=${language()}`).catch(() => [{ name: 'spyrium', title: 'Spyrium', min_players: 2, max_players: 5 }]);
  const titles = Object.fromEntries(games.map((g) => [g.name, g.title]));
  if (routeNow !== routes) return;
  // A name typed on the page this one replaces (a language chosen meanwhile) is kept.
  const typed = document.getElementById('name');
  if (typed?.value) nameInput.value = typed.value;
  const gameSel = h('select', { id: 'game', 'aria-label': t('game') }, games.map((g) => h('option', { value: g.name }, g.title)));
  const countSel = h('select', { id: 'players', 'aria-label': t('players') });
  const seatsBox = h('div', { class: 'seats' });
  const clockSel = h('select', { id: 'clock', 'aria-label': t('clock') },
    h('option', { value: '' }, t('no_clock')),
    [1, 2, 5, 10].map((n) => h('option', { value: String(n * 60) }, t('minutes', { n }))),
    h('option', { value: 'turn' }, t('turn_based')));
  const drawSeats = () => {
    const n = Number(countSel.value);
    const old = [...seatsBox.querySelectorAll('select')].map((s) => s.value);
    fill(seatsBox, Array.from({ length: n }, (_, i) => h('label', { class: 'seat-choice' },
      `${t('seat')} ${i + 1} (${seatColour(i)}) `,
      h('select', { name: `seat${i}`, 'aria-label': `${t('seat')} ${i + 1}` },
        SEAT_CHOICES.map(([v, k]) => h('option', { value: v, selected: (old[i] ?? (i === 0 ? 'me' : 'easy')) === v }, t(k)))))));
  };
  const drawCounts = () => {
    const g = games.find((x) => x.name === gameSel.value) || games[0];
    const keep = Number(countSel.value) || 4;
    fill(countSel, Array.from({ length: g.max_players - g.min_players + 1 }, (_, i) => g.min_players + i)
      .map((n) => h('option', { value: String(n), selected: n === Math.min(Math.max(keep, g.min_players), g.max_players) }, String(n))));
    drawSeats();
  };
  gameSel.addEventListener('change', drawCounts);
  countSel.addEventListener('change', drawSeats);
  drawCounts();
  const createForm = h('form', {
    class: 'create', onsubmit: async (e) => {
      e.preventDefault();
      if (!me()) return fill(status, t('name_needed'));
      const seats = [...seatsBox.querySelectorAll('select')].map((s) => s.value);
      // The server seats the creator once; further "me" seats are opened and joined
      // by this browser (hot-seat).
      const firstMe = seats.indexOf('me');
      const body = { game: gameSel.value, seats: seats.map((v, i) => (v === 'me' && i !== firstMe ? 'open' : v)) };
      if (clockSel.value === 'turn') body.turn_based = true;
      else if (clockSel.value) body.move_seconds = Number(clockSel.value);
      try {
        const r = await call('POST', '/api/rooms', body);
        if (r.token !== undefined && r.seat !== undefined) keepToken(r.room, r.seat, r.token);
        localStorage.setItem(`gaslamp.invite.${r.room}`, r.invite);
        // Hot-seat: the other "me" seats are joined by this browser too.
        for (let i = 0; i < seats.length; i++) {
          if (seats[i] === 'me' && i !== r.seat) {
            const j = await call('POST', `/api/rooms/${r.room}/join`, { seat: i });
            keepToken(r.room, j.seat, j.token);
          }
        }
        location.hash = `#/room/${r.room}`;
      } catch (err) {
        fill(status, errorText(err));
      }
    },
  }, h('h2', {}, t('new_game')),
  h('label', {}, `${t('game')} `, gameSel), h('label', {}, ` ${t('players')} `, countSel),
  seatsBox, h('label', {}, `${t('clock')} `, clockSel), h('button', { type: 'submit', id: 'create' }, t('create')));

  const codeInput = h('input', { id: 'code', 'aria-label': t('code_or_link'), placeholder: t('code_or_link') });
  const joinForm = h('form', {
    class: 'join', onsubmit: (e) => {
      e.preventDefault();
      const v = codeInput.value.trim();
      const m = v.match(/#\/join\/([^/?#]+)/);
      location.hash = `#/join/${encodeURIComponent(m ? decodeURIComponent(m[1]) : v)}`;
    },
  }, h('h2', {}, t('join_by_code')), codeInput, h('button', { type: 'submit' }, t('join')));

  const mine = h('ul', { class: 'rooms mine' });
  const open = h('ul', { class: 'rooms open' });
  fill(app, header(), h('main', { class: 'home' },
    h('section', {}, nameForm, status),
    p ? h('section', {}, createForm) : null,
    p ? h('section', {}, joinForm) : null,
    p ? h('section', {}, h('h2', {}, t('my_games')), mine) : null,
    h('section', {}, h('h2', {}, t('open_games')), open)));

  const roomLine = (r, action) => {
    const who = whoActs(r.to_act, r.over, seatNames(r.seats, t, seatColour), t);
    return h('li', {}, h('a', { href: `#/room/${r.room}` }, `${titles[r.game] ?? r.game} · ${r.seats.length} ${t('players')} · ${who}`), ' ', action);
  };
  if (p) {
    call('GET', '/api/rooms/mine').then((rs) => fill(mine, rs.length ? rs.map((r) => {
      const held = Object.keys(tokens(r.room)).map(Number);
      const myTurn = !r.over && r.to_act.some((s) => held.includes(s));
      return roomLine(r, myTurn ? h('strong', {}, t('your_turn')) : null);
    }) : h('li', {}, t('none')))).catch((e) => fill(mine, errorText(e)));
  }
  call('GET', '/api/rooms').then((rs) => fill(open, rs.length ? rs.map((r) => roomLine(r, h('span', {},
    h('button', { onclick: () => joinRoom(r.room) }, t('join')), ' ',
    h('a', { href: `#/room/${r.room}` }, t('watch'))))) : h('li', {}, t('none')))).catch((e) => fill(open, errorText(e)));
}

async function joinRoom(id) {
  try {
    const j = await call('POST', `/api/rooms/${id}/join`, {});
    keepToken(id, j.seat, j.token);
    location.hash = `#/room/${id}`;
  } catch (e) {
    alert(errorText(e));
  }
}

async function joinInvite(code) {
  try {
    const r = await call('GET', `/api/invites/${encodeURIComponent(code)}`);
    if (!me()) return askName(code, await call('GET', `/api/rooms/${r.room}`).catch(() => ({})));
    {
      const held = tokens(r.room);
      if (!Object.keys(held).length) {
        const j = await call('POST', `/api/rooms/${r.room}/join`, {}).catch(() => null);
        if (j) keepToken(r.room, j.seat, j.token);
      }
    }
    location.hash = `#/room/${r.room}`;
  } catch (e) {
    fill(app, header(), h('main', {}, h('p', { class: 'status' }, errorText(e))));
  }
}

/** A first-time visitor with an invite: their name first, then the seat. */
function askName(code, room) {
  const status = h('p', { class: 'status', role: 'status' });
  const input = h('input', { id: 'name', maxlength: '40', 'aria-label': t('your_name'), autocomplete: 'nickname' });
  fill(app, header(), h('main', { class: 'home' }, h('section', {},
    h('h2', {}, t('invited', { game: room.game ?? '' })),
    h('form', {
      class: 'name-form join-name', onsubmit: async (e) => {
        e.preventDefault();
        try {
          await register(input.value.trim());
          joinInvite(code);
        } catch (err) {
          fill(status, errorText(err));
        }
      },
    }, h('label', { for: 'name' }, t('your_name')), input, h('button', { type: 'submit', id: 'join-with-name' }, t('join'))),
    status)));
  input.focus();
}

// ---------------------------------------------------------------- room

const catalogs = new Map();
async function catalogFor(game) {
  // A game's module may index its catalog for drawing (`catalog`); else it is used as sent.
  const index = tableFor(game).catalog ?? ((c) => c);
  // Kept by game and language: the cards' names and rules are in the page's language.
  const key = `${game}:${language()}`;
  if (!catalogs.has(key)) catalogs.set(key, call('GET', `/api/games/${encodeURIComponent(game)}/catalog?lang=${language()}`).then(index).catch(() => null));
  return catalogs.get(key);
}

function room(id) {
  const held = tokens(id);
  const seats = Object.keys(held).map(Number).sort((a, b) => a - b);
  // One connection per seat held here (hot-seat: several), or one as a spectator.
  // `summary`: the game's (progress, scores, winners), as the last message gave it;
  // `toAct`: the seats that must act; `names`: each seat's name.
  const st = { id, conns: new Map(), views: new Map(), legal: new Map(), moves: [], chat: [], names: [], summary: null, toAct: [], over: false, catalog: null, ui: {}, refusal: '', lastMoveSeen: 0 };
  const status = h('span', { class: 'conn', role: 'status' }, t('connecting'));
  const inviteBox = h('span', { class: 'invite' });
  // Focusable by script only: where the keyboard stays when its button goes.
  const boardEl = h('div', { class: 'table', id: 'table', tabindex: '-1' });
  const turnEl = h('p', { class: 'turn', 'aria-live': 'polite' });
  const refusalEl = h('p', { class: 'refusal', role: 'alert' });
  const hintEl = h('p', { class: 'hint', 'aria-live': 'polite' });
  const hintBtn = h('button', {
    class: 'hint-button', onclick: async () => {
      const seat = activeSeat();
      if (seat === undefined) return;
      fill(hintEl, t('hint_thinking'));
      try {
        const r = await call('POST', `/api/rooms/${id}/hint`, { token: held[seat], lang: language() });
        st.hint = r.action;
        fill(hintEl, t('hint_is', { what: sayTo(seat, r.message, r.description), pct: Math.round(r.win_chance * 100) }));
        draw();
      } catch (e) {
        fill(hintEl, errorText(e));
      }
    },
  }, t('hint'));
  const actionsEl = h('ul', { class: 'action-list', 'aria-label': t('actions'), tabindex: '0' });
  // Scrolling lists can be reached by keyboard (tabindex) to be scrolled.
  const logEl = h('ol', { class: 'log', 'aria-live': 'polite', 'aria-label': t('log'), tabindex: '0' });
  const chatEl = h('ul', { class: 'chat-lines', 'aria-label': t('chat'), tabindex: '0' });
  // At the end: the final scores above the board (in view as the game ends), what
  // came after it (the analysis, the coach, the replay) below.
  const endEl = h('section', { class: 'end', hidden: true });
  const afterEl = h('section', { class: 'after-game', hidden: true });
  const standingsEl = h('details', { class: 'standings', hidden: true });
  // A card under the pointer or the keyboard's focus, shown large with its full text.
  const zoomEl = h('aside', { class: 'zoom', 'aria-hidden': 'true', hidden: true });
  // A tap that closes the zoom must not open it again on the card under the finger.
  let zoomClosedAt = 0;
  const zoom = (e) => {
    // Without a hovering pointer (touch screens) only a long press or the focus opens it.
    if (e.type === 'mouseover' && (Date.now() - zoomClosedAt < 800 || window.matchMedia?.('(hover: none)').matches)) return;
    const thing = e.target.closest?.('.thing[data-kind]');
    const card = e.target.closest?.('.card') ?? (thing && tableFor(st.game).thingFace?.(st.catalog, thing.dataset.kind, thing.dataset.id));
    // Away from a card, the zoom goes: it never stays over the log or the actions.
    if (!card) {
      zoomEl.hidden = true;
      return;
    }
    zoomEl.hidden = false;
    fill(zoomEl, card.cloneNode(true), h('p', { class: 'zoom-note' }, card.getAttribute('title') || ''));
  };
  boardEl.addEventListener('mouseover', zoom);
  boardEl.addEventListener('focusin', zoom);
  // A long press on a card (touch screens' context menu) shows it large; a tap
  // elsewhere closes it.
  boardEl.addEventListener('contextmenu', (e) => {
    if (!e.target.closest?.('.card')) return;
    e.preventDefault();
    zoom(e);
  });
  zoomEl.addEventListener('click', () => {
    zoomEl.hidden = true;
    zoomClosedAt = Date.now();
  });
  boardEl.addEventListener('mouseleave', () => { zoomEl.hidden = true; });
  boardEl.addEventListener('focusout', () => { zoomEl.hidden = true; });
  // A card named in the log opens the same zoom (hover, focus, or a tap).
  // Elsewhere in the log it goes.
  for (const type of ['mouseover', 'focusin', 'click']) {
    logEl.addEventListener(type, (e) => {
      if (e.target.closest?.('.thing[data-kind]')) zoom({ type: type === 'click' ? 'focusin' : type, target: e.target });
      else zoomEl.hidden = true;
    });
  }
  logEl.addEventListener('mouseleave', () => { zoomEl.hidden = true; });
  logEl.addEventListener('focusout', () => { zoomEl.hidden = true; });
  const chatInput = h('input', { class: 'chat-input', maxlength: '500', 'aria-label': t('chat') });
  const chatForm = h('form', {
    class: 'chat-form', onsubmit: (e) => {
      e.preventDefault();
      const text = chatInput.value.trim();
      if (!text) return;
      (st.conns.get(activeSeat()) ?? [...st.conns.values()][0])?.chat(text);
      chatInput.value = '';
    },
  }, chatInput, h('button', { type: 'submit' }, t('send')));
  // Only the players at the table chat.
  chatForm.hidden = !seats.length;

  // A phone draws the log and chat under a long table: one tap goes there and back
  // (shown at phone width only, see the style).
  const jump = (label, to, focus = to) => h('button', {
    class: 'jump', type: 'button', onclick: () => {
      to.scrollIntoView({ block: 'start' });
      focus.focus({ preventScroll: true });
    },
  }, label);
  const [logHead, chatHead] = [h('h2', {}, t('log')), h('h2', {}, t('chat'))];
  fill(app, header(status, inviteBox), h('main', { class: 'room' },
    h('div', { class: 'room-main' }, turnEl, refusalEl,
      h('div', { class: 'hint-row' }, hintBtn, hintEl, jump(t('log'), logHead, logEl), jump(t('chat'), chatHead, chatEl)),
      endEl, boardEl, standingsEl, afterEl, zoomEl),
    h('aside', { class: 'side' }, jump(t('to_table'), app, boardEl),
      h('h2', {}, t('actions')), actionsEl,
      logHead, logEl,
      chatHead, chatEl, chatForm)));

  function activeSeat() {
    // The held seat that must act now (hot-seat: whoever's turn it is), else the first.
    return seats.find((s) => st.toAct.includes(s)) ?? seats[0];
  }

  // A seat's name, isolated (a right-to-left name cannot turn a sentence around; the
  // log finds it to draw its chip).
  const name = (s) => isolate(String(st.names[s] ?? seatColour(s)).replace(/[\u2068\u2069]/g, ''));
  // Whom the log speaks to: the page's seat; at a hot seat (several seats on one
  // screen) nobody is "you", every seat is named.
  const reader = seats.length === 1 ? seats[0] : undefined;
  // A message said to `seat` with the game's words once the page has them, else the
  // server's sentence `text` (made for this connection); `tellTo` keeps the things
  // it names for the log to draw, `sayTo` their words only.
  const tellTo = (seat, message, text) => (st.gameWords && message ? st.gameWords.say(message, { seat, name }) : text);
  const sayTo = (seat, message, text) => withoutThings(tellTo(seat, message, text));
  // The legal actions of `seat` with their descriptions said to it.
  const legalFor = (seat) => (st.legal.get(seat) || []).map((a) => ({ ...a, description: sayTo(seat, a.message, a.description) }));
  const words = {
    say: (message, text) => sayTo(reader, message, text),
    tell: (message, text) => tellTo(reader, message, text),
    turnBegins: (n) => `— ${t(`progress_${st.summary?.progress.unit ?? 'turn'}`, { t: n, n: st.summary?.progress.of ?? n })} —`,
    secret: '…', byClock: '⏱', over: t('game_over'),
  };

  function draw() {
    const seat = activeSeat();
    const view = st.views.get(seat ?? 'spectator') ?? [...st.views.values()][0];
    if (!view) return;
    const legal = seat !== undefined ? dedupe(legalFor(seat)) : [];
    const table = tableFor(st.game);
    // Drawing anew replaces the table's elements: the keyboard's focus is kept.
    const mark = focusMark(boardEl, document.activeElement);
    // The card zoomed may have left the table: the zoom goes with the old board.
    zoomEl.hidden = true;
    table.render(boardEl, {
      view, legal, seat, catalog: st.catalog, names: st.names, ui: st.ui,
      recent: sinceLastMove(st.moves, seat), summary: st.summary, toAct: st.toAct, hotSeat: seats.length > 1, words: { say: (m, text) => sayTo(seat, m, text) },
      act: (text) => act(seat, text), redraw: draw,
    });
    refocus(boardEl, mark);
    const progress = progressText(st.summary, t);
    fill(turnEl, progress ? `${progress} · ` : '', st.over ? t('game_over') : t('to_act_who', { who: whoActs(st.toAct, st.over, st.names, t) }),
      seats.length > 1 && seat !== undefined ? ` · ${t('hot_seat', { s: name(seat) })}` : '',
      seats.length === 0 ? ` · ${t('spectator')}` : '');
    fill(refusalEl, st.refusal ? `${t('colon', { label: t('refused') })} ${st.refusal}` : '');
    const unlisted = table.unlisted ?? new Set();
    fill(actionsEl, legal.filter((a) => !unlisted.has(a.json?.type)).map((a) => h('li', {}, h('button', { class: `action${a.text === st.hint ? ' recommended' : ''}`, dataset: { action: a.text }, onclick: () => act(seat, a.text) }, a.description || a.text))));
    // Without actions the Hint button is not shown, but keeps its place: the table
    // below does not move each time one's turn starts or ends.
    hintBtn.style.visibility = legal.length ? '' : 'hidden';
    if (!legal.length) fill(hintEl, '');
    document.title = tabTitle(st.toAct, st.over, seats, st.names, t);
    drawStandings();
    if (st.over) drawEnd();
  }

  function drawLog() {
    // Each name in a line is drawn as its seat's chip (its colour beside it).
    // A card (or other thing the game names) is drawn as itself: it opens its zoom;
    // an amount has its resource's symbol beside it.
    const face = tableFor(st.game).thingFace;
    const part = (p) => {
      if (typeof p === 'string') return p;
      if (p.kind === undefined) return h('bdi', { class: p.seat === undefined ? 'who' : `who seat-${p.seat}` }, p.name);
      if (p.kind === 'amount') return amountEl(p.id, p.name);
      const zoomable = face?.(st.catalog, p.kind, p.id);
      return zoomable ? h('button', { type: 'button', class: 'thing', dataset: { kind: p.kind, id: p.id } }, p.name) : h('bdi', { class: 'thing' }, p.name);
    };
    const chipped = (l) => nameParts(l, st.names.map((_, s) => name(s))).map(part);
    fill(logEl, st.moves.map((mv) => h('li', { class: `seat-${mv.seat}` }, moveLines(mv, name, words).map((l, i) => h('div', i ? { class: 'log-sub' } : {}, chipped(l))))));
    // Only the log's own box follows its end: the page never scrolls by itself.
    logEl.scrollTop = logEl.scrollHeight;
  }

  function drawChat() {
    fill(chatEl, st.chat.map((c) => h('li', {}, h('bdi', {}, h('b', {}, c.from)), ': ', h('bdi', {}, c.text))));
  }

  // A table of every seat's score with its parts (the end's, or if it ended now).
  // (Its roles are said outright: a phone draws its rows as cards, see the style,
  // and a table drawn so would lose them.)
  const scoresEl = (table, cls) => h('div', { class: 'table-scroll', tabindex: '0', role: 'region', 'aria-label': t(table.final ? 'final_scores' : 'projected') }, h('table', { class: cls, role: 'table' },
    h('thead', { role: 'rowgroup' }, h('tr', { role: 'row' }, [t('player'), ...table.parts, t('total')].map((p) => h('th', { scope: 'col', role: 'columnheader' }, p)))),
    h('tbody', { role: 'rowgroup' }, table.rows.map((r) => h('tr', { class: r.winner ? 'winner' : '', role: 'row', dataset: { seat: String(r.seat) } },
      h('th', { scope: 'row', role: 'rowheader' }, r.name, r.winner ? ` ★ ${t('winner')}` : ''),
      // Each cell names its column, which a phone writes beside its value.
      r.parts.map((v, i) => h('td', { role: 'cell', dataset: { label: table.parts[i] } }, String(v))),
      h('td', { class: 'total', role: 'cell', dataset: { label: t('total') } }, String(r.total)))))));

  // During play: every seat's score if the game ended now, with its parts.
  function drawStandings() {
    const table = st.over ? null : scoreTable(st.summary, st.names, t);
    standingsEl.hidden = !table;
    if (!table) return;
    const open = standingsEl.open;
    fill(standingsEl, h('summary', {}, t('projected')), h('p', { class: 'standings-help' }, t('projected_any')), scoresEl(table, 'standings-table'));
    standingsEl.open = open;
  }

  function drawEnd() {
    const table = scoreTable(st.summary, st.names, t);
    if (!table) return;
    endEl.hidden = false;
    afterEl.hidden = false;
    fill(endEl, h('h2', {}, t('final_scores')), scoresEl(table, 'scores'));
    fill(afterEl,
      analysisEl,
      coachEl(),
      replayShown ? null : h('button', { class: 'replay-button', onclick: (e) => { e.target.disabled = true; openReplay(); } }, t('replay')),
      replayEl);
    if (!st.analysing) {
      st.analysing = true;
      analyse(table.rows.map((r) => r.winner));
    }
  }

  // The AI's estimate of each player's chance of winning at the start of every turn,
  // asked for point by point so the page can show its progress.
  const analysisEl = h('section', { class: 'analysis' });
  async function analyse(won) {
    const progress = h('p', { class: 'analysis-progress', 'aria-live': 'polite' });
    const unit = t(`unit_${st.summary?.progress.unit ?? 'turn'}`);
    fill(analysisEl, h('h2', {}, t('win_chances', { unit })), progress);
    const series = won.map(() => []);
    const labels = [];
    for (let k = 0, points = 1; k < points; k++) {
      fill(progress, t('analysing', { unit, k: k + 1, n: points > 1 ? points : '…' }));
      if (!analysisEl.isConnected) return;
      let a = null;
      for (let tries = 0; !a && tries < 30; tries++) {
        a = await call('GET', `/api/rooms/${id}/analysis?point=${k}`).catch((e) => (e.status === 503 ? null : { error: e }));
        if (!a) await new Promise((r) => setTimeout(r, 1000));
      }
      if (!a || a.error) return fill(progress, a?.error ? errorText(a.error) : t('error'));
      points = a.points;
      a.win_chance.forEach((c, s) => series[s].push(Math.round((c ?? 0) * 100)));
      labels.push(a.turn);
    }
    // The end: the winners won.
    won.forEach((w, s) => series[s].push(w ? 100 : 0));
    fill(analysisEl, h('h2', {}, t('win_chances', { unit })),
      lineChart(series, t('win_chances_axis', { unit }), series.map((_, s) => name(s)), unit),
      h('p', { class: 'analysis-done' }, t('analysis_done', { unit, n: labels.length })));
  }

  // A coach's judgement with its moves said to the judged seat.
  function saidJudgement(j) {
    for (const side of [j?.played, j?.best]) if (side) side.description = sayTo(j.seat, side.message, side.description);
    return j;
  }

  // The coach, made once per end screen (it keeps its judged moves across redraws).
  let coachSection = null;
  function coachEl() {
    coachSection ??= coachPanel({
      room: id, players: st.names.map((_, s) => s), preferSeat: seats[0] ?? 0,
      unit: st.summary?.progress.unit, ask: (path) => call('GET', path).then(saidJudgement), name, errorText,
      show: async (j) => (await openReplay())?.goTo(j.version, j.best),
    });
    return coachSection;
  }

  const replayEl = h('div', { class: 'replay' });
  let replayShown = false;
  let replay = null;
  // The replay viewer, opened once: a promise of its `goTo(step, preferred)`, which
  // shows the position at `step` and, when given, marks the AI's preferred action
  // there on the board.
  function openReplay() {
    replayShown = true;
    document.querySelector('.replay-button')?.remove();
    replay ??= showReplay();
    return replay;
  }
  async function showReplay() {
    const r = await call('GET', `/api/rooms/${id}/replay?lang=${language()}`).catch((e) => fill(replayEl, errorText(e)));
    if (!r?.views) return null;
    const scores = scoreSeries(r.summaries || []);
    let at = r.views.length - 1;
    let preferred = null;
    const board = h('div', { class: 'replay-board' });
    const where = h('span', { class: 'replay-where', 'aria-live': 'polite' });
    const advice = h('p', { class: 'replay-preferred', 'aria-live': 'polite' });
    const show = () => {
      const mv = r.moves[at - 1];
      fill(where, t('move_n', { n: at, m: r.moves.length }), mv ? ` — ${name(mv.seat)}: ${sayTo(undefined, mv.message, mv.description) || mv.action}` : '');
      const table = tableFor(st.game);
      table.render(board, { view: r.views[at], legal: [], seat: undefined, catalog: st.catalog, names: st.names, ui: {}, act: () => {}, redraw: show, words: { say: (m, text) => sayTo(undefined, m, text) } });
      fill(advice, preferred ? t('coach_shown', { move: preferred.description || preferred.action }) : '');
      advice.hidden = !preferred;
      if (preferred) table.markAction?.(board, preferred.json);
    };
    const step = (to) => () => { preferred = null; at = Math.max(0, Math.min(r.views.length - 1, to())); show(); };
    // The arrow keys step through the replay too (Home and End: its ends).
    const keys = { ArrowLeft: () => at - 1, ArrowRight: () => at + 1, Home: () => 0, End: () => r.views.length - 1 };
    replayEl.tabIndex = 0;
    replayEl.setAttribute('aria-label', t('replay_keys'));
    replayEl.onkeydown = (e) => {
      if (!keys[e.key] || e.target.closest?.('input, select, textarea')) return;
      e.preventDefault();
      step(keys[e.key])();
    };
    fill(replayEl,
      h('h2', {}, t('score_chart')),
      lineChart(scores, t('score_chart'), scores.map((_, s) => name(s)), t('axis_move')),
      h('h2', {}, t('replay')),
      h('div', { class: 'replay-controls' },
        h('button', { class: 'replay-first', onclick: step(() => 0) }, `« ${t('first')}`),
        h('button', { class: 'replay-prev', onclick: step(() => at - 1) }, `◀ ${t('prev')}`),
        h('button', { class: 'replay-next', onclick: step(() => at + 1) }, `${t('next')} ▶`),
        h('button', { class: 'replay-last', onclick: step(() => r.views.length - 1) }, `${t('last')} »`),
        where),
      advice,
      board);
    show();
    return {
      goTo(to, best) {
        at = Math.max(0, Math.min(r.views.length - 1, to));
        preferred = best ?? null;
        show();
        replayEl.scrollIntoView({ block: 'start' });
        replayEl.focus({ preventScroll: true });
      },
    };
  }

  function act(seat, text) {
    st.refusal = '';
    st.hint = null;
    fill(hintEl, '');
    // What the table had half chosen (a worker, a die, the dice being set) is let go.
    st.ui = {};
    st.conns.get(seat)?.act(text);
  }

  function onMessage(seatKey, m) {
    switch (m.type) {
      case 'welcome':
        st.game = m.game;
        st.views.set(seatKey, m.view);
        st.legal.set(seatKey, m.legal);
        Object.assign(st, { summary: m.summary, toAct: m.to_act, over: m.over });
        st.chat = m.chat;
        for (const mv of m.moves) if (mv.version > st.lastMoveSeen) { st.moves.push(mv); st.lastMoveSeen = mv.version; }
        catalogFor(m.game).then((c) => { st.catalog = c; draw(); });
        if (!st.gameWords) wordsFor(m.game, language()).then((w) => { st.gameWords = w; draw(); drawLog(); }).catch(() => {});
        drawLog();
        drawChat();
        draw();
        break;
      case 'update':
        st.views.set(seatKey, m.view);
        st.legal.set(seatKey, m.legal);
        Object.assign(st, { summary: m.summary, toAct: m.to_act, over: m.over });
        if (m.move.version > st.lastMoveSeen) {
          st.refreshNames?.();
          st.moves.push(m.move);
          st.lastMoveSeen = m.move.version;
          drawLog();
        }
        draw();
        break;
      case 'refused':
        // A second click on a target that the first one already played is refused
        // after the move shows: that refusal says nothing about the board now.
        if (st.conns.get(seatKey)?.sentBefore?.(m.id, st.lastMoveSeen)) break;
        // Said to the refused seat (a hot seat's too: it is that seat's refusal),
        // with the seats' names as they are now: someone may have just joined.
        Promise.resolve(st.refreshNames()).finally(() => {
          st.refusal = sayTo(seatKey === 'spectator' ? undefined : seatKey, m.words, m.message);
          draw();
        });
        break;
      case 'chat':
        if (!st.chat.some((c) => c.seq === m.seq)) st.chat.push(m);
        drawChat();
        break;
      case 'error':
        st.refusal = codeWords(m.code, m.message);
        draw();
        break;
      default:
    }
  }

  const states = { open: 'connected', reconnecting: 'reconnecting', seat_lost: 'seat_lost', room_expired: 'room_expired' };
  const onState = (s) => fill(status, t(states[s] ?? 'connecting'));
  // The seats' names, asked again after a move while a seat is open (someone may
  // have joined). An unknown room says so instead of drawing an empty table.
  let open = true;
  const names = () => call('GET', `/api/rooms/${id}`).then((s) => {
    const now = seatNames(s.seats, t, seatColour);
    open = s.seats.some((x) => x.kind === 'open');
    // Drawn again only when a name changed (the table is left alone otherwise).
    if (now.join('\n') === st.names.join('\n')) return;
    st.names = now;
    draw();
    drawLog();
  });
  st.refreshNames = () => open && names().catch(() => {});
  // While a seat is open, someone may join between moves: ask now and then.
  const poll = setInterval(() => st.refreshNames(), 3000);
  names().catch((e) => {
    if (e.status === 404) {
      current?.close();
      fill(app, header(), h('main', { class: 'home' }, h('section', { class: 'no-room' }, h('h2', {}, t('no_such_room')), h('p', {}, h('a', { href: '#/' }, t('back'))))));
    } else fill(refusalEl, errorText(e));
  });
  if (seats.length) {
    for (const s of seats) st.conns.set(s, new RoomSocket(id, held[s], { onMessage: (m) => onMessage(s, m), onState }));
  } else {
    st.conns.set('spectator', new RoomSocket(id, null, { onMessage: (m) => onMessage('spectator', m), onState }));
  }
  // The creator's browser knows the invite code: its link seats whoever opens it in
  // a free seat. Anyone else gets the room's link, which watches.
  const invite = localStorage.getItem(`gaslamp.invite.${id}`);
  const link = invite ? `${location.origin}/#/join/${encodeURIComponent(invite)}` : `${location.origin}/#/room/${id}`;
  const copied = h('span', { class: 'copied', role: 'status' });
  fill(inviteBox, h('a', { href: link, class: 'room-link' }, ...(invite ? [`${t('invite')}: `, h('code', {}, invite)] : [t('room_link')])), ' ',
    h('button', {
      class: 'copy-link', onclick: async () => {
        try {
          await navigator.clipboard.writeText(link);
          fill(copied, t('copied'));
        } catch {
          fill(copied, link);
        }
      },
    }, t('copy')), ' ', copied);

  current = {
    close: () => {
      clearInterval(poll);
      st.conns.forEach((c) => c.close());
    },
  };
}
