// The server, as the page talks to it: the lobby over HTTP (docs/protocol.md) and a
// room's WebSocket, which reconnects by itself and asks for the moves it missed.
import { language } from './i18n.js';

const store = globalThis.localStorage;

/** The anonymous player kept by this browser: `{id, name, key}` or null. */
export function me() {
  try {
    return JSON.parse(store.getItem('gaslamp.player') || 'null');
  } catch {
    return null;
  }
}

/** Seat tokens this browser holds, by room: `{room: {seat: token}}`. */
export function tokens(room) {
  try {
    return JSON.parse(store.getItem('gaslamp.tokens') || '{}')[room] || {};
  } catch {
    return {};
  }
}

export function keepToken(room, seat, token) {
  let all = {};
  try {
    all = JSON.parse(store.getItem('gaslamp.tokens') || '{}');
  } catch {
    all = {};
  }
  all[room] = { ...(all[room] || {}), [seat]: token };
  store.setItem('gaslamp.tokens', JSON.stringify(all));
}

/** An error the server answered: its code and its sentence. */
export class ApiError extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export async function call(method, path, body) {
  const headers = { 'content-type': 'application/json' };
  const p = me();
  if (p) headers.authorization = `Bearer ${p.key}`;
  const r = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await r.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  if (!r.ok) throw new ApiError(r.status, json?.code ?? 'error', json?.message ?? text.slice(0, 200));
  return json;
}

/** Makes this browser's player, or renames the one it has (which keeps its key, so
 * "My games" stays). */
export async function register(name) {
  const known = me();
  if (known) {
    const r = await call('PUT', '/api/players/me', { name });
    const p = { ...known, name: r.name };
    store.setItem('gaslamp.player', JSON.stringify(p));
    return p;
  }
  const p = await call('POST', '/api/players', { name });
  store.setItem('gaslamp.player', JSON.stringify(p));
  return p;
}

/**
 * A room's connection. `onMessage(msg)` gets every server message; `onState(s)` gets
 * 'connecting' | 'open' | 'reconnecting', or the code of why the server closed it for
 * good: 'seat_lost' (the seat was left or taken) | 'room_expired'. It reconnects
 * after a drop with the last version seen, so the server sends the moves missed,
 * but not after a close for good.
 */
/** Error codes after which the server closes a connection for good. */
const ENDS = ['seat_lost', 'room_expired'];

export class RoomSocket {
  constructor(room, token, { onMessage, onState }) {
    this.room = room;
    this.token = token;
    this.onMessage = onMessage;
    this.onState = onState;
    this.version = 0;
    this.tries = 0;
    this.stopped = false;
    this.pending = new Map();
    this.nextId = 1;
    this.connect();
  }

  url() {
    const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
    const q = new URLSearchParams();
    if (this.token) q.set('token', this.token);
    if (this.version) q.set('since', String(this.version));
    // The engine's and the server's texts come in the page's language.
    q.set('lang', language());
    return `${proto}//${location.host}/api/rooms/${encodeURIComponent(this.room)}/ws?${q}`;
  }

  connect() {
    this.onState(this.tries ? 'reconnecting' : 'connecting');
    const ws = new WebSocket(this.url());
    this.ws = ws;
    ws.onopen = () => {
      this.tries = 0;
      this.onState('open');
    };
    ws.onmessage = (e) => {
      let m;
      try {
        m = JSON.parse(e.data);
      } catch {
        return;
      }
      if (m.type === 'error' && ENDS.includes(m.code)) {
        this.stopped = true;
        this.onState(m.code);
      }
      if (typeof m.version === 'number') this.version = m.version;
      if (m.move && typeof m.move.version === 'number') this.version = Math.max(this.version, m.move.version);
      this.onMessage(m);
    };
    ws.onclose = () => {
      if (this.stopped) return;
      this.tries += 1;
      this.onState('reconnecting');
      const wait = Math.min(8000, 300 * 2 ** Math.min(this.tries, 5));
      setTimeout(() => !this.stopped && this.connect(), wait);
    };
  }

  /** Sends an action (text notation); returns its client id. */
  act(text) {
    const id = `a${Date.now().toString(36)}-${this.nextId++}`;
    // The room's version when it was sent: a refusal of it may be out of date.
    this.pending.set(id, this.version);
    if (this.pending.size > 64) this.pending.delete(this.pending.keys().next().value);
    this.send({ type: 'action', id, action: text });
    return id;
  }

  /** Whether the action `id` was sent before the room reached `version` (the page
   * had not yet seen the move a refusal of it may be about). */
  sentBefore(id, version) {
    const at = this.pending.get(id);
    return at !== undefined && at < version;
  }

  chat(text) {
    this.send({ type: 'chat', text });
  }

  send(m) {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(m));
  }

  close() {
    this.stopped = true;
    this.ws?.close();
  }
}
