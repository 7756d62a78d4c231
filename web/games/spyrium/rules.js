// Spyrium's rules in short, for the table's help panel, in the page's language
// (`locales/<code>/spyrium-table.ftl`, `rule-1`, `rule-2`, …; the full rules as
// implemented: docs/spyrium-rules.md).

import { language, PageWords } from '../../i18n.js';

/** The table's words, read once before the table's modules run. */
export const WORDS = await PageWords.load('spyrium-table');

/** The rules in short, in order, in the page's language. */
export function rules(code = language()) {
  return WORDS.numbered('rule', code);
}
