// What the games say, said on the page: an engine's message (a Fluent id with typed
// arguments, `gaslamp_core::Message` in JSON) made into a sentence for the page's
// reader with the game's Fluent files, as the server says it (docs/i18n.md): "you"
// for the reader's own seat, every other seat by the name the page gives it.

import { FluentBundle, FluentResource } from './vendor/fluent-bundle/index.js';

/** One game's words in one language: its Fluent file, then the shared one. */
export class Words {
  constructor(lang, gameSource, sharedSource) {
    this.lang = lang;
    this.game = bundle(lang, gameSource);
    this.shared = bundle(lang, sharedSource);
  }

  /** Whether either file has the message `id`. */
  has(id) {
    return this.game.hasMessage(id) || this.shared.hasMessage(id);
  }

  /** The words of `id` with `args`: from the game's file, else the shared one (an id
   * found nowhere is written as itself). */
  word(id, args) {
    for (const b of [this.game, this.shared]) {
      const m = b.getMessage(id);
      if (m?.value) return b.formatPattern(m.value, args, []);
    }
    return id;
  }

  /** `message` as a sentence for `reader`: `{ seat, name }`, its seat (undefined for
   * a spectator) and the name the page gives a seat. */
  say(message, reader) {
    if (!message?.id) return '';
    const args = {};
    for (const [name, value] of Object.entries(message.args || {})) this.args(name, value, reader, args);
    return this.word(message.id, args);
  }

  /** A seat as the reader reads it: "you", or its name, isolated (so that a
   * right-to-left name cannot turn the sentence around, and the page finds it to
   * draw it as the seat's chip: `nameParts` in shell.js). */
  seatWord(seat, reader) {
    if (seat === reader.seat) return this.word('you', {});
    return `\u2068${String(reader.name(seat)).replace(/[\u2068\u2069]/g, '')}\u2069`;
  }

  /** Words listed: "a", "a and b", "a, b and c"; "nobody" for none. */
  listed(words) {
    if (!words.length) return this.word('nobody', {});
    if (words.length === 1) return words[0];
    return this.word('seats-and', { first: words.slice(0, -1).join(', '), last: words[words.length - 1] });
  }

  /** The Fluent variables of argument `name` (the table of gaslamp_core::message). */
  args(name, value, reader, out) {
    const [kind, v] = Object.entries(value)[0] || [];
    switch (kind) {
      case 'seat':
        out[name] = this.seatWord(v, reader);
        out[`${name}-you`] = v === reader.seat ? 'yes' : 'no';
        break;
      case 'seats':
        out[name] = this.listed(v.map((s) => this.seatWord(s, reader)));
        out[`${name}-you`] = v.includes(reader.seat) ? 'yes' : 'no';
        out[`${name}-count`] = v.length;
        break;
      case 'number':
        out[name] = v;
        break;
      case 'amount':
        // Marked as a thing of kind "amount" (its id the resource), so the log draws
        // the resource's symbol beside the words.
        out[name] = thingWord(this.word(`amount-${v.resource}`, { n: v.n }), { kind: 'amount', id: v.resource });
        out[`${name}-n`] = v.n;
        break;
      case 'name':
        out[name] = thingWord(this.word(`${v.kind}-${v.id}`, {}), v);
        break;
      case 'message':
        out[name] = this.say(v, reader);
        break;
      case 'list':
        out[name] = this.listed(v.map((m) => this.say(m, reader)));
        out[`${name}-count`] = v.length;
        break;
      case 'text':
        out[name] = String(v);
        break;
      default:
        out[name] = '';
    }
  }
}

/** A named thing (a card, a patent …, or an amount of a resource) as said: its words isolated left to right
 * with its kind and id in front (`\u2066kind:id\u2063words\u2069`, the id behind an
 * invisible separator), so the page draws it as the thing it is (`nameParts` in
 * shell.js: a card that opens its zoom); `plain` in shell.js reads it as its words. */
export function thingWord(words, { kind, id }) {
  return `\u2066${kind}:${id}\u2063${words}\u2069`;
}

function bundle(lang, source) {
  // Names are isolated where they are given (shell.js `isolate`), as the server
  // isolates them: Fluent's own marks would wrap every argument.
  const b = new FluentBundle(lang, { useIsolating: false });
  b.addResource(new FluentResource(source || ''));
  return b;
}

const loaded = new Map();

/** The words of `game` in `lang`, fetched once (`GET /api/games/{game}/words`). */
export function wordsFor(game, lang) {
  const key = `${game}/${lang}`;
  if (!loaded.has(key)) {
    loaded.set(key, fetch(`/api/games/${encodeURIComponent(game)}/words?lang=${encodeURIComponent(lang)}`)
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`words: ${r.status}`))))
      .then((w) => new Words(lang, w.game, w.shared))
      .catch((e) => { loaded.delete(key); throw e; }));
  }
  return loaded.get(key);
}
