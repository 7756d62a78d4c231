// A line chart of a number per seat over a game's moves (SVG, no library).

import { svg, h } from './dom.js';
import { seatShape } from './shell.js';

/** Scales series (arrays of numbers, one per seat) into polyline points on a
 * `width`×`height` box with a margin; pure, for the tests. */
export function chartPoints(series, width = 600, height = 220, margin = 28) {
  const n = Math.max(1, ...series.map((s) => s.length - 1));
  const max = Math.max(1, ...series.flat());
  const x = (i) => margin + (i / n) * (width - 2 * margin);
  const y = (v) => height - margin - (v / max) * (height - 2 * margin);
  return { max, n, lines: series.map((s) => s.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ')) };
}

/** A chart of one line per seat with its legend (each seat's shape and name) and
 * the axis below named `xLabel` (e.g. "turn"). */
export function lineChart(series, label, names, xLabel = '') {
  const width = 600;
  const height = 220;
  const { max, n, lines } = chartPoints(series, width, height);
  const chart = svg('svg', { class: 'chart', viewBox: `0 0 ${width} ${height}`, role: 'img', 'aria-label': label },
    svg('text', { x: 4, y: 14 }, label),
    svg('text', { x: 4, y: 30 }, String(max)),
    svg('text', { x: 4, y: height - 8 }, '0'),
    xLabel ? svg('text', { x: width / 2 - 20, y: height - 8 }, `${xLabel} →`) : null,
    svg('text', { x: width - 60, y: height - 8 }, String(n)),
    lines.map((pts, seat) => svg('polyline', { class: `line seat-${seat}`, points: pts }, svg('title', {}, names[seat] ?? String(seat)))));
  return h('figure', { class: 'chart-figure' }, chart,
    h('figcaption', {}, h('ul', { class: 'legend' }, series.map((_, seat) => h('li', { class: `seat-${seat}` },
      h('span', { class: `disc seat-${seat}`, 'aria-hidden': 'true' }, seatShape(seat)), ` ${names[seat] ?? String(seat + 1)}`)))));
}
