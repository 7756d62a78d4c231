// Any game without its own table: the view's main numbers and the legal actions as
// buttons. A game gets its own module (like games/spyrium/) to be drawn properly.

import { h } from '../dom.js';

export function render(root, ctx) {
  root.replaceChildren(
    h('div', { class: 'generic-board' },
      h('pre', { class: 'view-json' }, JSON.stringify(ctx.view, null, 1).slice(0, 4000))));
}
