// Crystal Palace's words on the page, in every language
// (`locales/<code>/crystal-palace-table.ftl`). No French edition of Crystal Palace is among the project's
// documents: the French is the project's own translation (docs/web.md says so),
// keeping the rulebook's English proper names (the locations of London, the
// characters).

import { language, PageWords } from '../../i18n.js';

/** The table's words, read once before the table's modules run. */
export const WORDS = await PageWords.load('crystal-palace-table');

/** The page's Crystal Palace words for `key`, in the page's language. */
export function w(key, args = {}) {
  return WORDS.t(language(), key, args);
}

/** Crystal Palace's rules in short, in order, in the page's language (`rule-1`,
 * `rule-2`, …; the full rules as implemented: docs/crystal-palace-rules.md). */
export function rules(code = language()) {
  return WORDS.numbered('rule', code);
}
