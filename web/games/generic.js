// Any game without its own table: the view as a readable table of its fields, and
// the legal actions as buttons grouped by kind. A game gets its own module (like
// games/spyrium/) to be drawn properly.

import { h } from '../dom.js';
import { t } from '../i18n.js';
import { viewRows, actionBlocks } from '../shell.js';

function rowsTable(rows) {
  if (typeof rows === 'string') return rows;
  return h('table', { class: 'view-table' },
    h('tbody', {}, rows.map((r) => h('tr', {}, h('th', { scope: 'row' }, r.key), h('td', {}, rowsTable(r.value))))));
}

export function render(root, ctx) {
  const { view, legal } = ctx;
  const fields = Object.fromEntries(Object.entries(view || {}).filter(([k]) => k !== 'observer'));
  root.replaceChildren(
    h('div', { class: 'board generic-board' },
      h('section', { class: 'generic-view', 'aria-label': t('table') }, rowsTable(viewRows(fields))),
      legal.length ? h('section', { class: 'generic-actions', 'aria-label': t('actions') },
        actionBlocks(legal).map((b) => h('div', { class: 'action-block' },
          h('h3', {}, b.type.replace(/_/g, ' ')),
          h('div', { class: 'action-buttons' },
            b.actions.map((a) => h('button', { class: 'target', dataset: { action: a.text }, onclick: () => ctx.act(a.text) }, a.description || a.text)))))) : null));
}
