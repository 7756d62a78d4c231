// Crystal Palace's words on the page, in English and French (`locales/*.ftl` beside
// this module). No French edition of Crystal Palace is among the project's
// documents: the French is the project's own translation (docs/web.md says so),
// keeping the rulebook's English proper names (the locations of London, the
// characters).

import { language, PageWords } from '../../i18n.js';

/** The table's words, read once before the table's modules run. */
export const WORDS = await PageWords.load(new URL('./locales/', import.meta.url));

/** The page's Crystal Palace words for `key`, in the page's language. */
export function w(key, args = {}) {
  return WORDS.t(language(), key, args);
}
