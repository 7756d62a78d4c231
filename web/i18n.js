// The page's own words, in the page's languages: Fluent files (`web/locales/*.ftl`),
// said with `@fluent/bundle` as the games' words are (words.js). The files are read
// once, before any module that uses `t` runs (top-level await).

import { FluentBundle, FluentResource } from './vendor/fluent-bundle/index.js';

/** The languages the page has words for, the first the default. */
export const LANGUAGES = ['en', 'fr'];

/** Words of the page in Fluent files, one per language, in a folder (`locales/`
 * beside the module that loads them): the page's own, and a game table's. */
export class PageWords {
  constructor(resources) {
    this.resources = resources;
    this.bundles = Object.fromEntries(Object.entries(resources).map(([code, r]) => {
      const b = new FluentBundle(code, { useIsolating: false });
      b.addResource(r);
      return [code, b];
    }));
  }

  /** The files of every language in the folder `base` (a URL), read once (from
   * disk under node). */
  static async load(base) {
    const read = async (code) => {
      const url = new URL(`${code}.ftl`, base);
      if (url.protocol === 'file:') return (await import('node:fs/promises')).readFile(url, 'utf8');
      const r = await fetch(url);
      return r.ok ? r.text() : '';
    };
    const texts = await Promise.all(LANGUAGES.map(read));
    return new PageWords(Object.fromEntries(LANGUAGES.map((code, i) => [code, new FluentResource(texts[i])])));
  }

  /** The words for `key` in `code` (else the default language's), with its
   * variables from `args`; a key no file has is written as itself. */
  t(code, key, args = {}) {
    for (const b of [this.bundles[code], this.bundles[LANGUAGES[0]]]) {
      const m = b?.getMessage(key);
      if (m?.value) return b.formatPattern(m.value, args, []);
    }
    return key;
  }

  /** Whether `code`'s file has `key`. */
  has(code, key) {
    return Boolean(this.bundles[code]?.hasMessage(key));
  }

  /** The keys of `code`'s file. */
  keys(code) {
    return this.resources[code].body.map((m) => m.id);
  }

  /** By language, the keys the default language has and it lacks; for the default,
   * the keys another language has and it lacks (the unit tests want none). */
  missing() {
    const base = this.keys(LANGUAGES[0]);
    const out = { [LANGUAGES[0]]: [] };
    for (const code of LANGUAGES.slice(1)) {
      const have = this.keys(code);
      out[code] = base.filter((k) => !have.includes(k));
      out[LANGUAGES[0]].push(...have.filter((k) => !base.includes(k)));
    }
    return out;
  }
}

const PAGE = await PageWords.load(new URL('./locales/', import.meta.url));

let lang = LANGUAGES[0];

export function setLanguage(l) {
  lang = LANGUAGES.includes(l) ? l : LANGUAGES[0];
}

export function language() {
  return lang;
}

/** The page's words for `key` in the page's language (else the default's), with
 * its variables from `args`; a key no file has is written as itself. */
export function t(key, args = {}) {
  return PAGE.t(lang, key, args);
}

/** A seat's colour name ("Blue"), which the board also uses. */
export function seatColour(seat) {
  const key = `colour-${seat}`;
  return PAGE.has(lang, key) ? t(key) : `#${seat}`;
}

/** Every key has every language (checked by the unit tests). */
export function missingKeys() {
  return PAGE.missing();
}
