// The symbols of what the games count (web/symbols.svg, drawn for Gaslamp), drawn
// beside the words that name an amount. The words stay the amount's text, for
// screen readers and copying; the symbol is decoration, hidden from assistive
// technology.

import { h, svg } from './dom.js';

/** The resources symbols.svg draws, by the resource names the games' messages use. */
export const SYMBOLS = ['money', 'income', 'spyrium', 'vp', 'workers', 'residence', 'gear', 'energy', 'newspaper', 'buzz'];

/** The symbol of `resource` (nothing for a resource the sprite does not draw). */
export function symbol(resource) {
  if (!SYMBOLS.includes(resource)) return null;
  return svg('svg', { class: 'symbol', 'aria-hidden': 'true', focusable: 'false', viewBox: '0 0 16 16' },
    svg('use', { href: `/web/symbols.svg#${resource}` }));
}

/** An amount of `resource` said in `words` ("£5", "2 gears"), with its symbol. */
export function amountEl(resource, words) {
  return h('span', { class: 'amount', dataset: { resource } }, symbol(resource), words);
}
