// The page's game-neutral model: what the shell shows of any game, from the
// server's summary (progress, scores with named parts, winners; docs/web.md, "The
// shell's contract"), the room's seats and the moves. Pure functions, tested by node.

/** Each seat's shape beside its colour (workers, discs, dice owners), so that seats
 * are told apart without colour too. */
export const SEAT_SHAPES = ['●', '■', '▲', '◆', '★'];

/** A seat's shape. */
export function seatShape(seat) {
  return SEAT_SHAPES[seat] ?? '●';
}

/** A player's name isolated from the sentence around it (Unicode's first-strong
 * isolate and its pop, as `<bdi>` does): a right-to-left name cannot turn the
 * sentence around. */
export function isolate(name) {
  return `\u2068${name}\u2069`;
}

/** Each seat's name as people see it: the player's name (isolated), or the bot's
 * level (or kind) with its colour (two bots of one level stay apart), or "open". */
export function seatNames(seats, t, colour) {
  return (seats || []).map((x, i) => {
    if (x.player) return isolate(x.player);
    if (x.kind === 'bot') {
      const key = x.level ? `bot_${x.level}` : x.bot === 'random' ? 'random_bot' : `bot_${x.bot}`;
      const level = t(key) === key ? `${t('bot')} ${x.bot ?? ''}`.trim() : t(key);
      return `${level} (${colour(x.seat ?? i)})`;
    }
    return `${t('open')} (${colour(x.seat ?? i)})`;
  });
}

/** "Round 2 of 5", in the page's language. */
export function progressText(summary, t) {
  const p = summary?.progress;
  if (!p) return '';
  return t(`progress_${p.unit}`, { t: p.at, n: p.of });
}

/** Who must act, by name ("Ada, Bot: easy (Red)"); "game over" at the end. */
export function whoActs(toAct, over, names, t) {
  if (over) return t('game_over');
  if (!toAct?.length) return '…';
  return toAct.map((s) => names[s] ?? `${t('seat')} ${s + 1}`).join(', ');
}

/** The tab's title: whether the reader must act, who must, or the end. */
export function tabTitle(toAct, over, held, names, t) {
  if (over) return `${t('game_over')} · Gaslamp`;
  if ((toAct || []).some((s) => held.includes(s))) return `● ${t('your_turn')} · Gaslamp`;
  return `${whoActs(toAct, over, names, t)} · Gaslamp`;
}

/** A score part's name in words: the page's word for it, or the key made readable. */
export function partName(key, t) {
  const word = t(`part_${key}`);
  return word === `part_${key}` ? key.replace(/_/g, ' ') : word;
}

/**
 * The end table (or the "if it ended now" table): a row per seat in seat order,
 * each with its name, parts, total and whether it won; the header's part names.
 */
export function scoreTable(summary, names, t) {
  const s = summary?.scores;
  if (!s) return null;
  const best = Math.max(...s.seats.map((x) => x.total));
  const winners = summary.winners ?? (s.final ? s.seats.map((x, i) => (x.total === best ? i : -1)).filter((i) => i >= 0) : []);
  return {
    final: s.final,
    parts: s.parts.map((k) => partName(k, t)),
    rows: s.seats.map((x, seat) => ({ seat, name: names[seat] ?? String(seat + 1), parts: x.parts, total: x.total, winner: winners.includes(seat) })),
  };
}

/** Each seat's total over a game's summaries: the score chart's lines. */
export function scoreSeries(summaries) {
  const players = summaries.find((s) => s?.scores)?.scores.seats.length ?? 0;
  return Array.from({ length: players }, (_, seat) => summaries.map((s) => s?.scores?.seats[seat]?.total ?? 0));
}

/** A sentence cut at the names the page put in it (each isolated, `isolate`) and
 * the things its words named (`thingWord` in words.js): its text pieces, for each
 * name `{ seat, name }` — the seat whose name it is in `names` (the page's names,
 * isolated or not), undefined for a name the page does not know — and for each
 * thing `{ kind, id, name }`. */
export function nameParts(text, names) {
  const plain = (n) => String(n ?? '').replace(/[\u2066-\u2069]/g, '');
  const seats = new Map(names.map((n, i) => [plain(n), i]));
  return String(text).split(/(\u2068[^\u2068\u2069]*\u2069|\u2066[^\u2066\u2069]*\u2069)/).filter((p) => p !== '').map((piece) => {
    if (piece.startsWith('\u2068')) {
      const name = piece.slice(1, -1);
      return { seat: seats.get(name), name };
    }
    if (piece.startsWith('\u2066')) {
      const [head, name = ''] = piece.slice(1, -1).split('\u2063');
      const at = head.indexOf(':');
      return { kind: head.slice(0, at), id: head.slice(at + 1), name };
    }
    return piece;
  });
}

/** A sentence with its things as their words only (names stay isolated): for
 * buttons, labels and titles, which draw no thing. */
export function withoutThings(text) {
  return String(text ?? '').replace(/\u2066[^\u2063\u2069]*\u2063([^\u2069]*)\u2069/g, '$1');
}

/** What a message says on this page: `words.say(message, text)` when the page has
 * the game's words (the message said to its reader, seats by the page's names),
 * else the server's sentence `text`. */
export function said(words, message, text) {
  return (words?.say && message ? words.say(message, text) : text) || '';
}

/** The same for the log, with the things it names kept (`words.tell`), which the
 * log draws as what they are (`nameParts`). */
export function told(words, message, text) {
  return (words?.tell && message ? words.tell(message, text) : said(words, message, text)) || '';
}

/** A move in words for the log: the move told after it was played (its `acted`
 * entry's message, said to this reader: "Ben places a 4 …"), else who and what (its
 * description, worded for the one who took it), then a line for each of the move's
 * other log entries, said from its message ("Ben pays £7 and gains 2 VP."), and the
 * turn that begins (`words.turnBegins`, where the game numbers its turns). A secret
 * move is told by its first log line. */
export function moveLines(mv, name, words) {
  const what = told(words, mv.message, mv.description) || mv.action;
  const acted = (mv.log || []).find((e) => e.data?.type === 'acted' && (e.data.message ?? e.message));
  const toldMove = acted ? told(words, acted.data.message ?? acted.message, acted.text) : '';
  const head = `${toldMove || `${name(mv.seat)}: ${what || words.secret}`}${mv.by_clock ? ` ${words.byClock}` : ''}`;
  const rest = [];
  for (const e of mv.log || []) {
    const type = e.data?.type;
    // An `acted` entry without words repeats the move in its notation (the
    // description says it); the clock's entry is said by the clock mark.
    if (type === 'acted' || type === 'clock') continue;
    if (type === 'turn_started' && words.turnBegins) rest.push(words.turnBegins(e.data.turn));
    else rest.push(told(words, e.message, e.text).trim());
  }
  const lines = rest.filter((x) => x && x !== what && x !== toldMove);
  // A secret move (kept from this reader: no words of its own) is told by its first
  // log line ("Ben has chosen their dice"), not by "Ben: …" above it.
  if (!toldMove && !what && lines.length) return [`${lines[0]}${mv.by_clock ? ` ${words.byClock}` : ''}`, ...lines.slice(1)];
  return [head, ...lines];
}

/** The legal actions without repeats of the same text. */
export function dedupe(legal) {
  const seen = new Set();
  return legal.filter((a) => (seen.has(a.text) ? false : (seen.add(a.text), true)));
}

/** The moves since `seat` last moved (at most `limit`; a spectator: the last one). */
export function sinceLastMove(moves, seat, limit = 12) {
  let i = moves.length;
  while (i > 0 && moves[i - 1].seat !== seat) i--;
  const start = seat === undefined ? Math.max(0, moves.length - 1) : i;
  return moves.slice(Math.max(start, moves.length - limit));
}

/**
 * The legal actions grouped into blocks for a list of buttons: by the action's
 * `type` (its JSON), in the order first met. Each block: `{ type, actions }`.
 */
export function actionBlocks(legal) {
  const blocks = new Map();
  for (const a of legal) {
    const type = (a.json && typeof a.json === 'object' && a.json.type) || String(a.text).split(' ')[0] || 'action';
    if (!blocks.has(type)) blocks.set(type, []);
    blocks.get(type).push(a);
  }
  return [...blocks].map(([type, actions]) => ({ type, actions }));
}

/**
 * A view as rows for a readable table: each field's name and its value in words;
 * nested objects become nested rows, lists of plain values a comma-separated line,
 * lists of objects a row per item. Depth is bounded.
 */
export function viewRows(value, depth = 0) {
  if (value === null || value === undefined) return '—';
  if (typeof value !== 'object') return String(value);
  if (depth > 4) return '…';
  if (Array.isArray(value)) {
    if (value.every((x) => x === null || typeof x !== 'object')) return value.map((x) => (x === null ? '—' : String(x))).join(', ') || '—';
    return value.map((x, i) => ({ key: String(i + 1), value: viewRows(x, depth + 1) }));
  }
  return Object.entries(value).map(([key, v]) => ({ key: key.replace(/_/g, ' '), value: viewRows(v, depth + 1) }));
}

/** What names a focusable element across redraws: its action, place (space, slot,
 * building) or value, else its label or text. */
function focusName(el) {
  const d = el.dataset ?? {};
  return d.action ?? d.space ?? d.slot ?? d.building ?? d.value ?? el.getAttribute?.('aria-label') ?? el.textContent;
}

const FOCUSABLE = 'button, input, select, summary, a[href], [tabindex]';

/** Where the keyboard's focus is inside `root`, to find again after `root` is drawn
 * anew (its elements replaced): the element's name and its rank among those named
 * alike. */
export function focusMark(root, active) {
  if (!active || !root.contains(active) || active === root) return null;
  const name = focusName(active);
  const alike = [...root.querySelectorAll(FOCUSABLE)].filter((e) => focusName(e) === name);
  return { name, rank: Math.max(0, alike.indexOf(active)) };
}

/** Puts the focus back on the element `mark` names, if it is still there; else (the
 * button pressed is gone with the move it made) on `root` itself, so that the
 * keyboard stays on the table rather than falling to the page's start. */
export function refocus(root, mark) {
  if (!mark) return;
  const alike = [...root.querySelectorAll(FOCUSABLE)].filter((e) => focusName(e) === mark.name);
  const el = alike[Math.min(mark.rank, alike.length - 1)];
  if (el && !el.disabled) el.focus({ preventScroll: true });
  else root.focus({ preventScroll: true });
}
