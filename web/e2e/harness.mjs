// What every browser test file shares: one `gaslamp serve` on a fresh SQLite file and
// one Chromium (Debian's /usr/bin/chromium, driven by playwright-core) for the file's
// tests, pages that record their errors and WebSocket messages, and helpers.

import test from 'node:test';
import assert from 'node:assert/strict';
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const bin = process.env.GASLAMP_BIN || join(root, 'target', 'debug', 'gaslamp');
export const shots = join(root, 'target', 'browser-test-output');
mkdirSync(shots, { recursive: true });

/** The file's server address (`env.base`) and browser (`env.browser`), set before
 * its first test; `env.serveArgs`: more flags for its `gaslamp serve`, set by the
 * file at its top level. */
export const env = { base: null, browser: null, serveArgs: [] };
let server;

test.before(async () => {
  // The hook starts as soon as it is registered: one turn of the event loop lets the
  // test file's top level (which may set `env.serveArgs`) run first.
  await new Promise((resolve) => setImmediate(resolve));
  const dir = mkdtempSync(join(tmpdir(), 'gaslamp-web-'));
  server = spawn(bin, ['serve', '--addr', '127.0.0.1:0', '--database', `sqlite://${join(dir, 'web.db')}`, ...env.serveArgs], { stdio: ['ignore', 'pipe', 'ignore'] });
  env.base = await new Promise((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/http:\/\/[^/\s]+\//);
      if (m) resolve(m[0].replace(/\/$/, ''));
    });
    server.on('exit', (c) => reject(new Error(`gaslamp serve exited with ${c}`)));
  });
  env.browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
});

test.after(async () => {
  await env.browser?.close();
  server?.kill();
});

/** A page with its console errors and every WebSocket message it received. */
export async function open(context, width = 1400, height = 1000) {
  const page = await context.newPage();
  await page.setViewportSize({ width, height });
  page.errors = [];
  page.frames_ = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  page.on('websocket', (ws) => ws.on('framereceived', (f) => page.frames_.push(String(f.payload))));
  await page.goto(`${env.base}/`);
  return page;
}

/** A page's text as read: without the marks that isolate names in sentences
 * (U+2066-U+2069, `isolate` in shell.js). */
export function plain(text) {
  return (text ?? '').replace(/[\u2066-\u2069]/g, '');
}

export async function named(page, name) {
  await page.fill('#name', name);
  await page.click('.name-form button');
  await page.waitForSelector('#create');
}

export function seeded(seed) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

/** The final totals `gaslamp replay` computes from the room's record (kept as the
 * server wrote it: its 64-bit seed does not survive a JavaScript number). */
export function replayScores(recordText) {
  const file = join(mkdtempSync(join(tmpdir(), 'gaslamp-rec-')), 'r.json');
  writeFileSync(file, recordText);
  const out = execFileSync(bin, ['replay', file], { encoding: 'utf8', maxBuffer: 1 << 26 });
  // Each game writes its final state its own way: Spyrium's final scores, Crystal
  // Palace's (with parts) in its public state, Goofspiel's points.
  const j = JSON.parse(out);
  const scores = j.final_scores ?? j.public?.final_scores ?? j.public?.scores;
  return scores.map((x) => (typeof x === 'object' ? x.total : x));
}

/** axe-core's serious and critical violations on the page as it is now (the page's
 * context must be made with `bypassCSP: true`: axe is injected as a script). */
export async function axeViolations(page) {
  await page.addScriptTag({ path: join(root, 'web', 'e2e', 'node_modules', 'axe-core', 'axe.min.js') });
  // With the experimental rule that a control's name starts with its visible words
  // (a voice user says what they see).
  const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } }));
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('; ')}`);
}

/** Creates a game of `game` from the home page with `seats` (`me`, `open`, a bot
 * level …) and waits for its table (`ready`); returns the room's id. */
export async function createRoom(page, seats, { game = 'spyrium', ready = '.market' } = {}) {
  await page.selectOption('#game', game);
  await page.selectOption('#players', String(seats.length));
  for (let i = 0; i < seats.length; i++) await page.selectOption(`select[name=seat${i}]`, seats[i]);
  await page.click('#create');
  await page.waitForSelector(ready);
  return page.url().match(/#\/room\/([0-9a-f]{16})/)[1];
}

/** English words a French page must not show (the engine's and the server's texts
 * come in the page's language): those found in the page's visible text, with their
 * line. Proper names stay as printed (Crystal Palace's London places: "Port of
 * London"), and the notation in `code` is not words. */
export async function englishOnFrenchPage(page) {
  // The rendered text (innerText leaves hidden parts out), without the notation.
  const text = await page.evaluate(() => {
    let t = document.body.innerText;
    for (const c of document.querySelectorAll('code')) t = t.split(c.innerText).join(' ');
    return t;
  });
  const names = /Port of London|Bank of England|Patent Office|British Museum|Reform Club|London Times|Waterloo Station|Westminster|Gaslamp/g;
  const english = /\b(the|seat|seats|takes?|pays?|gains?|money|workers?|round|turn|loans?|between|bids?|done|your?|and|of|with|from|spends?|buys?|sells?|loan|gear|energy)\b/;
  return text.split('\n').map((l) => l.replace(names, '')).filter((l) => english.test(l)).slice(0, 10);
}

/** Every amount in the page's log is drawn with its resource's symbol, which the
 * sprite draws, and every `mark` (a currency sign) of the log is inside an amount.
 * Returns the amounts' resources. */
export async function logAmountsHaveSymbols(page, mark) {
  const amounts = await page.locator('.log .amount').evaluateAll((els) => els.map((e) => ({ resource: e.dataset.resource, href: e.querySelector('svg.symbol use')?.getAttribute('href'), text: e.textContent })));
  assert.ok(amounts.length > 3, `${amounts.length} amounts in the log`);
  const sprite = await (await fetch(`${env.base}/web/symbols.svg`)).text();
  for (const a of amounts) {
    assert.equal(a.href, `/web/symbols.svg#${a.resource}`, JSON.stringify(a));
    assert.ok(sprite.includes(`<symbol id="${a.resource}"`), JSON.stringify(a));
  }
  const count = (text) => text.split(mark).length - 1;
  assert.equal(count(await page.locator('.log').textContent()), count(amounts.map((a) => a.text).join(' ')), `every ${mark} of the log in an amount`);
  return [...new Set(amounts.map((a) => a.resource))];
}

/** The words of the elements `selector` names that a line break cuts in two ("Vain|
 * queur" in a column too narrow), each word's pieces on more than one line. */
export function cutWords(page, selector) {
  return page.evaluate((sel) => {
    const cut = [];
    for (const el of document.querySelectorAll(sel)) {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const m of node.textContent.matchAll(/[^\s\u2066-\u2069]+/g)) {
          const r = document.createRange();
          r.setStart(node, m.index);
          r.setEnd(node, m.index + m[0].length);
          if (new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size > 1) cut.push(m[0]);
        }
      }
    }
    return cut;
  }, selector);
}
