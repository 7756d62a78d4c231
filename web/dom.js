// Building the page without ever parsing text as HTML: every string goes in as a text
// node or an attribute value, so a chat line or a player's name that holds markup is
// shown as typed and runs nothing.

/** An element: `h('button', {class: 'x', onclick: f}, 'text', child, ...)`. */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith('on') && typeof v === 'function') el.addEventListener(k.slice(2), v);
    else if (k === 'class') el.className = v;
    else if (k === 'dataset') Object.assign(el.dataset, v);
    else if (k === 'style' && typeof v === 'object') Object.assign(el.style, v);
    else if (v === true) el.setAttribute(k, '');
    else el.setAttribute(k, String(v));
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const c of children.flat(Infinity)) {
    if (c === undefined || c === null || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
}

/** Replaces an element's children. */
export function fill(el, ...children) {
  el.replaceChildren();
  append(el, children);
  return el;
}

/** An SVG element (attributes only; text through `text` children). */
export function svg(tag, attrs = {}, ...children) {
  const el = document.createElementNS('http://www.w3.org/2000/svg', tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined && v !== null) el.setAttribute(k, String(v));
  append(el, children);
  return el;
}

/** Shrinks the words of each `selector` element under `root` whose longest word is
 * wider than its box (a card's name in a phone's narrow column: "Capitalisation"),
 * step by step down to `min` of its size, so that no word is cut in two; one still
 * too wide at `min` may then break (class `squeezed`). `root` must be on the page;
 * it is fitted again when the window's width changes (a phone turned, a window
 * resized), until a later call fits another root. */
export function fitWords(root, selector, min = 0.7) {
  fitting = { root, selector, min };
  for (const el of root.querySelectorAll(selector)) {
    el.style.fontSize = '';
    el.classList.remove('squeezed');
    if (el.scrollWidth <= el.clientWidth) continue;
    const size = parseFloat(getComputedStyle(el).fontSize);
    for (let scale = 0.95; el.scrollWidth > el.clientWidth && scale >= min; scale -= 0.05) el.style.fontSize = `${(size * scale).toFixed(2)}px`;
    if (el.scrollWidth > el.clientWidth) el.classList.add('squeezed');
  }
}

/** What `fitWords` fitted last, fitted again when the window is resized (the
 * browser sends `resize` once a frame at most, before the frame is drawn). */
let fitting = null;
globalThis.addEventListener?.('resize', () => {
  if (fitting?.root.isConnected) fitWords(fitting.root, fitting.selector, fitting.min);
});
