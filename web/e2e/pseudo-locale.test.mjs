// Both games played in the pseudo-locale en-XA (locales/en-XA: the English files
// with every letter accented and 40 % longer, made by
// crates/gaslamp-core/tests/pseudo_locale.rs). A language costs only its files: so
// any visible text still in plain ASCII letters was not said from a Fluent file
// (a hard-coded string), and any text that no longer fits its box is where a longer
// language would break the table.

import test from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { env, shots, open, seeded, createRoom } from './harness.mjs';
import { clickOnce, pointOnce } from './play.mjs';

/** After a resize: two frames, so that what is checked is what the window shows (the
 * page fits its cards' names to the new width in the frame's resize step). */
const painted = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

// What stays as it is in every language: the brand and the games' names.
const PROPER = /\b(Gaslamp|Spyrium|Crystal Palace|Goofspiel)\b/g;

/** Visible texts (and the names a screen reader reads: `aria-label`, `title`,
 * `placeholder`, `alt`) holding a plain ASCII letter: words no Fluent file said.
 * Names people typed, chat, the notation in `code` and signs printed on the board
 * (`translate="no"`: a period's letter) are not the page's words. */
async function unlocalized(page) {
  return page.evaluate((proper) => {
    const theirs = 'code, kbd, .who, .chat li, textarea, input, script, style, [translate="no"]';
    const plainLetters = (s) => /[A-Za-z]/.test(s.replace(new RegExp(proper, 'g'), ''));
    const out = new Set();
    const where = (el) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || el.closest(theirs) || !el.checkVisibility()) continue;
      if (plainLetters(n.textContent)) out.add(`${where(el)}: ${n.textContent.trim().slice(0, 60)}`);
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      if (el.closest(theirs) || !el.checkVisibility()) continue;
      for (const a of ['aria-label', 'title', 'placeholder', 'alt']) {
        const v = el.getAttribute(a);
        if (v && plainLetters(v)) out.add(`${where(el)}[${a}]: ${v.slice(0, 60)}`);
      }
    }
    return [...out].slice(0, 15);
  }, PROPER.source);
}

/** Texts that no longer fit their box: cut (content wider than a box that hides or
 * scrolls what overflows), or spilling out of it; and a page wider than the screen. */
async function overflowing(page) {
  return page.evaluate(() => {
    const out = new Set();
    const where = (el) => `${el.tagName.toLowerCase()}${typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
    for (const el of document.body.querySelectorAll('*')) {
      const texts = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim());
      if (!texts.length || !el.checkVisibility()) continue;
      const cs = getComputedStyle(el);
      if (cs.display === 'inline' || cs.display === 'contents') continue;
      const text = el.textContent.trim().slice(0, 40);
      if (cs.overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1) out.add(`cut: ${where(el)} "${text}" (${el.scrollWidth} > ${el.clientWidth} px)`);
      const box = el.getBoundingClientRect();
      for (const n of texts) {
        const range = document.createRange();
        range.selectNodeContents(n);
        const r = range.getBoundingClientRect();
        if (r.width && (r.right > box.right + 1 || r.left < box.left - 1)) out.add(`spills: ${where(el)} "${text}" (${Math.round(r.width)} px in ${Math.round(box.width)} px)`);
      }
    }
    const page = document.scrollingElement;
    if (page.scrollWidth > innerWidth + 1) out.add(`the page is wider than the screen: ${page.scrollWidth} > ${innerWidth} px`);
    return [...out].slice(0, 15);
  });
}

/** Both checks on the page as it is now, named by `what`. */
async function check(page, what) {
  assert.deepEqual(await unlocalized(page), [], `${what}: text not said from a Fluent file`);
  assert.deepEqual(await overflowing(page), [], `${what}: text that does not fit`);
}

/** Plays a whole game with `step` (one action; false when there was none), checking
 * every few steps, at every dialog and at the end. */
async function playChecked(page, step, name) {
  let steps = 0;
  let phone = 0;
  const deadline = Date.now() + 480_000;
  while (!(await page.locator('.end:not([hidden]) .scores').count())) {
    assert.ok(Date.now() < deadline, `${name}: the game did not end in time`);
    const dialog = await page.locator('dialog[open]').count();
    if (dialog || steps % 8 === 0) await check(page, `${name}, step ${steps}${dialog ? ' (a dialog)' : ''}`);
    // Every 24 steps, the same table at phone width.
    if (steps >= 24 * (phone + 1) && !dialog) {
      phone += 1;
      await page.setViewportSize({ width: 390, height: 844 });
      await painted(page);
      await check(page, `${name}, step ${steps} at phone width`);
      if (phone === 1) await page.screenshot({ path: join(shots, `pseudo-${name}-phone.png`), fullPage: true });
      await page.setViewportSize({ width: 1366, height: 800 });
    }
    if (await step()) steps++;
    else await page.waitForTimeout(40);
  }
  assert.ok(phone > 0, `${name}: the game ended before it was seen at phone width`);
  await page.waitForSelector('.end .scores td.total');
  await check(page, `${name}, the end`);
  await page.screenshot({ path: join(shots, `pseudo-${name}-end.png`), fullPage: true });
}

async function openPseudo(context, width, height) {
  const page = await open(context, width, height);
  await page.goto(`${env.base}/?lang=en-XA`);
  await page.waitForSelector('#name');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en-XA');
  return page;
}

test('en-XA: the home page and a whole Spyrium game show only words said from the files, and every text fits', { timeout: 600_000 }, async () => {
  const context = await env.browser.newContext();
  const page = await openPseudo(context, 1366, 800);
  await check(page, 'the home page before a name');
  // The checks find what they look for: a hard-coded word, a cut text, a spilling one.
  await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.id = 'probe';
    // Styles set through the CSSOM: the page's rules (CSP) refuse a style attribute.
    const p = (text) => Object.assign(document.createElement('p'), { textContent: text });
    const cut = p('ŵîðéŕ ţĥåñ îţš ƀöẋ');
    const spill = p('šþîļļš öûţ öƒ îţš ƀöẋ');
    for (const el of [cut, spill]) Object.assign(el.style, { width: '30px', whiteSpace: 'nowrap' });
    cut.style.overflow = 'hidden';
    probe.append(p('Hard-coded'), cut, spill);
    document.body.append(probe);
  });
  assert.deepEqual(await unlocalized(page), ['p: Hard-coded']);
  const found = await overflowing(page);
  assert.ok(found.some((f) => f.startsWith('cut: p "ŵîðéŕ')) && found.some((f) => f.startsWith('spills: p "šþîļļš')), found.join('\n'));
  await page.evaluate(() => document.getElementById('probe').remove());
  await page.fill('#name', 'Åðå');
  await page.click('.name-form button');
  await page.waitForSelector('#create');
  await check(page, 'the home page');
  await createRoom(page, ['me', 'random']);
  await page.click('.rules summary');
  await check(page, 'Spyrium, the rules open');
  await page.locator('.market .card').first().hover();
  await check(page, 'Spyrium, a card zoomed');
  await page.mouse.move(0, 0);
  const rng = seeded(11);
  await playChecked(page, () => clickOnce(page, rng), 'spyrium');
  // The same table at phone width.
  await page.setViewportSize({ width: 390, height: 844 });
  await painted(page);
  await check(page, 'Spyrium, the end at phone width');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('en-XA: a whole Crystal Palace game shows only words said from the files, and every text fits', { timeout: 600_000 }, async () => {
  const context = await env.browser.newContext();
  const page = await openPseudo(context, 1366, 800);
  await page.fill('#name', 'Þåẋţöñ');
  await page.click('.name-form button');
  await page.waitForSelector('#create');
  await createRoom(page, ['me', 'random'], { game: 'crystal-palace', ready: '.cp-board' });
  const rng = seeded(12);
  let steps = 0;
  await playChecked(page, async () => {
    // Dice raised high after twenty steps: money runs short and is raised.
    steps++;
    return pointOnce(page, rng, { high: steps > 20 });
  }, 'crystal-palace');
  await page.setViewportSize({ width: 390, height: 844 });
  await painted(page);
  await check(page, 'Crystal Palace, the end at phone width');
  assert.deepEqual(page.errors, []);
  await context.close();
});
