// The page's own words, in every language: Fluent files (`locales/<code>/page.ftl`
// at the project's root, served at `/locales/`), said with `@fluent/bundle` as the
// games' words are (words.js). The languages are the server's (`/api/languages`:
// one per folder of `locales/`), and their files are read once, before any module
// that uses `t` runs (top-level await): a language costs only its files.

import { FluentBundle, FluentResource } from './vendor/fluent-bundle/index.js';

const LOCALES = new URL('../locales/', import.meta.url);

/** Reads `path` under the locales folder: from the server, or from disk under node. */
async function readLocale(path, json = false) {
  const url = new URL(path, LOCALES);
  if (url.protocol === 'file:') return (await import('node:fs/promises')).readFile(url, 'utf8');
  const r = await fetch(url);
  if (!r.ok) return '';
  return json ? r.json() : r.text();
}

/** Every language as `{ code, name, pseudo }`, English first: the server's list, or
 * under node the folders of `locales/` (named by their shared file). */
async function readLanguages() {
  if (LOCALES.protocol !== 'file:') {
    try {
      const r = await fetch(new URL('/api/languages', LOCALES));
      if (r.ok) return await r.json();
    } catch { /* the page still speaks English */ }
    return [{ code: 'en', name: 'English', pseudo: false }];
  }
  const { readdir } = await import('node:fs/promises');
  const codes = (await readdir(LOCALES)).filter((c) => !c.startsWith('.'));
  codes.sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b)));
  return Promise.all(codes.map(async (code) => {
    const shared = new FluentBundle(code, { useIsolating: false });
    shared.addResource(new FluentResource(await readLocale(`${code}/shared.ftl`)));
    const m = shared.getMessage('language-name');
    return { code, name: m?.value ? shared.formatPattern(m.value) : code, pseudo: /-X[AB]$/.test(code) };
  }));
}

/** Every language the page has words in, English (the default) first. */
export const LANGUAGE_LIST = await readLanguages();
/** Their codes. */
export const LANGUAGES = LANGUAGE_LIST.map((l) => l.code);

/** Words of the page in Fluent files, one per language: the page's own
 * (`page.ftl`) and a game table's (`crystal-palace-table.ftl`). */
export class PageWords {
  constructor(resources) {
    this.resources = resources;
    this.bundles = Object.fromEntries(Object.entries(resources).map(([code, r]) => {
      const b = new FluentBundle(code, { useIsolating: false });
      b.addResource(r);
      return [code, b];
    }));
  }

  /** The file `name` of every language, read once. */
  static async load(name) {
    const texts = await Promise.all(LANGUAGES.map((code) => readLocale(`${code}/${name}.ftl`)));
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

  /** The numbered entries `prefix-1`, `prefix-2`, … (a table's rules in short), in
   * order, in `code`. */
  numbered(prefix, code) {
    const n = (k) => Number(k.slice(prefix.length + 1));
    return this.keys(LANGUAGES[0]).filter((k) => k.startsWith(`${prefix}-`) && /^\d+$/.test(k.slice(prefix.length + 1)))
      .sort((a, b) => n(a) - n(b)).map((k) => this.t(code, k));
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

const PAGE = await PageWords.load('page');

let lang = LANGUAGES[0];

export function setLanguage(l) {
  lang = LANGUAGES.includes(l) ? l : LANGUAGES[0];
}

export function language() {
  return lang;
}

/** The nearest language to the tag `tag`: its exact code, else its primary
 * language's (`fr-CA`: French; a pseudo-locale only by its exact code), else
 * English — as the server negotiates (gaslamp_core::i18n::Lang). */
export function negotiate(tag) {
  const exact = LANGUAGES.find((c) => c.toLowerCase() === tag.replace('_', '-').toLowerCase());
  const primary = tag.split(/[-_]/)[0].toLowerCase();
  return exact || LANGUAGES.find((c) => c === primary) || LANGUAGES[0];
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
