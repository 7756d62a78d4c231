// The defects players hit on the Spyrium table (and the shell), each shown fixed in
// real Chromium: one's own board on screen, no code a person cannot see, invites for
// first-time visitors, a pass that asks first, names everywhere, seats told apart by
// shape, a zoom that goes, the keyboard's focus kept and visible, and the small ones.

import test from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { env, shots, open, named, plain, axeViolations, createRoom, englishOnFrenchPage, cutWords } from './harness.mjs';

const version = async (room) => (await (await fetch(`${env.base}/api/rooms/${room}`)).json()).version;
/** A slot code of the notation (`4-7`), which the board never shows. */
const SLOT_CODE = /\b[1-9]-[1-9]\b/;

test('one’s own board and a line per opponent are on screen at 1366×800 with the market; the page never scrolls by itself', { timeout: 120_000 }, async () => {
  const context = await env.browser.newContext();
  const page = await open(context, 1366, 800);
  await named(page, 'Ada');
  await createRoom(page, ['me', 'random', 'random', 'random']);
  await page.waitForSelector('.player.mine');
  const inView = (sel) => page.evaluate((s) => [...document.querySelectorAll(s)].map((e) => {
    const r = e.getBoundingClientRect();
    return r.top >= 0 && r.top + Math.min(r.height, 40) <= window.innerHeight;
  }), sel);
  assert.deepEqual(await inView('.player.mine'), [true], 'own board on screen');
  assert.deepEqual(await inView('.market'), [true], 'the market on screen');
  assert.deepEqual(await inView('.opponents-strip .opponent'), [true, true, true], 'a line per opponent');
  assert.match(await page.locator('.player.mine').textContent(), /Money:£\d+/);
  // Scrolled a little, a move (and the log's new lines) leaves the page where it is.
  await page.evaluate(() => window.scrollTo(0, 120));
  const before = await page.evaluate(() => window.scrollY);
  assert.ok(before > 0, 'the page can scroll');
  const entries = await page.locator('.log > li').count();
  await page.locator('.market .slot.target').first().click();
  await page.waitForFunction((k) => document.querySelectorAll('.log > li').length > k + 1, entries, { timeout: 20_000 });
  await page.waitForTimeout(300);
  assert.equal(await page.evaluate(() => window.scrollY), before, 'the page did not move');
  await page.screenshot({ path: join(shots, 'players-own-board.png') });
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('places are described as the board shows them, never by slot codes', { timeout: 120_000 }, async () => {
  const context = await env.browser.newContext();
  const page = await open(context);
  await named(page, 'Ada');
  await createRoom(page, ['me', 'random']);
  // Placing, then the worker placed: taking it back or activating names the cards.
  for (let i = 0; i < 6; i++) {
    await page.locator('.action-list button.action').first().waitFor();
    const texts = await page.locator('.action-list button.action').allTextContents();
    for (const x of texts) assert.ok(!SLOT_CODE.test(x), `a slot code in "${x}"`);
    const slot = page.locator('.market .slot.target');
    if (await slot.count()) {
      const entries = await page.locator('.log > li').count();
      await slot.first().click();
      // A move (a new log line), or a worker chosen to act with (its slot selected).
      await page.waitForFunction((k) => document.querySelectorAll('.log > li').length > k || document.querySelector('.slot.selected, dialog[open]'), entries, { timeout: 20_000 }).catch(() => {});
    } else break;
  }
  assert.ok(!SLOT_CODE.test(await page.locator('.log').textContent()), 'no slot code in the log');
  // A choice pointed at in a dialog marks its place on the board.
  await page.evaluate(() => import('/web/games/spyrium/board.js').then((m) => { window.choice = m.chooseDialog('Where?', [{ text: 'place 1-2', json: { type: 'place', slot: 0 }, description: 'there' }]); }));
  await page.hover('dialog.choice[open] .choice-option');
  assert.equal(await page.locator('.market [data-slot="1-2"].pointed').count(), 1, 'the slot is marked');
  await page.click('dialog.choice[open] .cancel');
  assert.equal(await page.locator('.market .pointed').count(), 0);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('an invite opened by a first-time visitor asks a name and seats them; the host sees who joined', { timeout: 120_000 }, async () => {
  const a = await env.browser.newContext();
  const b = await env.browser.newContext();
  const pa = await open(a);
  await named(pa, 'Ada');
  await createRoom(pa, ['me', 'open']);
  const link = await pa.locator('.room-link').getAttribute('href');
  const pb = await b.newPage();
  pb.errors = [];
  pb.on('pageerror', (e) => pb.errors.push(e.message));
  await pb.goto(link);
  await pb.waitForSelector('.join-name');
  assert.match(await pb.locator('main h2').textContent(), /invited/);
  await pb.fill('#name', 'Bob');
  await pb.click('#join-with-name');
  await pb.waitForSelector('.player.mine');
  assert.match(plain(await pb.locator('.player.mine h3').textContent()), /Bob \(you\)/);
  // The host sees Bob by name, without reloading.
  await pa.waitForFunction(() => /Bob/.test(document.querySelector('.opponents-strip')?.textContent || ''), null, { timeout: 20_000 });
  assert.deepEqual([...pa.errors, ...pb.errors], []);
  await a.close();
  await b.close();
});

test('a pass that gives up placements asks first; cancelling changes nothing', { timeout: 120_000 }, async () => {
  const context = await env.browser.newContext();
  const page = await open(context);
  await named(page, 'Ada');
  const room = await createRoom(page, ['me', 'random']);
  await page.waitForSelector('.action-bar .pass');
  const v = await version(room);
  await page.click('.action-bar .pass');
  await page.waitForSelector('dialog.choice[open]');
  assert.match(await page.locator('dialog.choice[open] h3').textContent(), /give up placing your \d remaining worker/);
  await page.click('dialog.choice[open] .cancel');
  await page.waitForTimeout(300);
  assert.equal(await version(room), v, 'cancelled: nothing happened');
  await page.click('.action-bar .pass');
  await page.click('dialog.choice[open] .choice-option');
  await page.waitForFunction(async () => true);
  for (let i = 0; i < 50 && (await version(room)) === v; i++) await page.waitForTimeout(100);
  assert.ok((await version(room)) > v, 'confirmed: passed');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('people are named, never by seat number: bots by the level chosen, refusals and logs by name', { timeout: 120_000 }, async () => {
  const a = await env.browser.newContext();
  const b = await env.browser.newContext();
  const pa = await open(a);
  await named(pa, 'Ada');
  await createRoom(pa, ['me', 'open', 'hard']);
  const strip = await pa.locator('.opponents-strip').textContent();
  assert.match(strip, /Bot: hard \(Green\)/);
  assert.ok(!/ismcts|seat \d/.test(strip), strip);
  const pb = await open(b);
  await named(pb, 'Bob');
  await pb.goto(await pa.locator('.room-link').getAttribute('href'));
  await pb.waitForSelector('.player.mine');
  // Whoever is not to act clicks a slot: the refusal names who must act.
  let refusal = '';
  for (let i = 0; i < 100 && !refusal; i++) {
    for (const p of [pa, pb]) {
      if (refusal || (await p.locator('.board .target').count())) continue;
      const slot = p.locator('.market button.slot');
      if (!(await slot.count())) continue;
      await slot.first().click({ timeout: 2_000 }).catch(() => {});
      await p.waitForSelector('.refusal:not(:empty)', { timeout: 2_000 }).catch(() => {});
      refusal = await p.locator('.refusal').textContent();
    }
    if (!refusal) await pa.waitForTimeout(100);
  }
  assert.match(refusal, /not your turn/, refusal);
  assert.ok(!/(seat|player) \d/.test(refusal), refusal);
  assert.match(refusal, /Ada|Bob|Bot: hard/, refusal);
  for (const p of [pa, pb]) assert.ok(!/(seat|player|joueur) \d/i.test(await p.locator('.log').textContent()), 'the log names seats');
  assert.deepEqual([...pa.errors, ...pb.errors], []);
  await a.close();
  await b.close();
});

test('seats are told apart by shape as well as colour, legible on a highlight', { timeout: 120_000 }, async () => {
  const context = await env.browser.newContext();
  const page = await open(context);
  await named(page, 'Ada');
  await createRoom(page, ['me', 'random', 'random', 'random']);
  const shapes = await page.evaluate(() => [0, 1, 2, 3].map((s) => document.querySelector(`.opponents-strip .seat-${s} .disc, .player.seat-${s} h3 .disc`)?.textContent));
  assert.equal(new Set(shapes).size, 4, `four shapes: ${shapes}`);
  const shadow = await page.evaluate(() => getComputedStyle(document.querySelector('.disc')).textShadow);
  assert.notEqual(shadow, 'none', 'an outline keeps a light colour legible');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('the card zoom goes when the pointer leaves the card; focus stays on the table and is visible', { timeout: 120_000 }, async () => {
  const context = await env.browser.newContext();
  const page = await open(context);
  await named(page, 'Ada');
  await createRoom(page, ['me', 'random']);
  await page.locator('.market .card').first().hover();
  await page.waitForSelector('.zoom:not([hidden])');
  // Onto the log, away from any card named there (which would open its own zoom).
  await page.locator('.log').hover({ position: { x: 3, y: 3 } });
  assert.equal(await page.locator('.zoom:not([hidden])').count(), 0, 'the zoom went');
  // Keyboard: Tab to a highlighted slot, Enter; the focus stays on the board after the move.
  let focused = null;
  for (let i = 0; i < 80 && !focused; i++) {
    await page.keyboard.press('Tab');
    focused = await page.evaluate(() => (document.activeElement?.matches('.market .slot.target') ? true : null));
  }
  assert.ok(focused, 'a slot reached by Tab');
  const ring = await page.evaluate(() => {
    const f = getComputedStyle(document.activeElement).outlineColor;
    const other = [...document.querySelectorAll('.target')].find((e) => e !== document.activeElement);
    return { focus: f, highlight: other ? getComputedStyle(other).outlineColor : null };
  });
  assert.notEqual(ring.focus, ring.highlight, `the focus ring differs from the highlight: ${JSON.stringify(ring)}`);
  const entries = await page.locator('.log > li').count();
  await page.keyboard.press('Enter');
  await page.waitForFunction((k) => document.querySelectorAll('.log > li').length > k, entries, { timeout: 20_000 });
  await page.waitForTimeout(200);
  assert.ok(await page.evaluate(() => document.activeElement && document.activeElement !== document.body), 'focus kept, not back to the page');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('the small ones: a favicon, an unknown room, a long chat word, the copy button, a double click', { timeout: 120_000 }, async () => {
  const context = await env.browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await open(context);
  const icon = await page.locator('link[rel=icon]').getAttribute('href');
  assert.equal((await fetch(`${env.base}${icon}`)).status, 200);
  await page.goto(`${env.base}/#/room/0123456789abcdef`);
  await page.waitForSelector('.no-room');
  await page.goto(`${env.base}/`);
  await named(page, 'Ada');
  const room = await createRoom(page, ['me', 'random']);
  await page.fill('.chat-input', 'x'.repeat(500));
  await page.click('.chat-form button');
  await page.waitForSelector('.chat-lines li');
  assert.ok(await page.evaluate(() => {
    const c = document.querySelector('.chat-lines');
    return c.scrollWidth <= c.clientWidth + 1;
  }), 'no sideways scroll in the chat');
  await page.click('.copy-link');
  await page.waitForSelector('.copied:not(:empty)');
  // A double click on a slot: the move is played once, and no stale refusal shows.
  const v = await version(room);
  await page.locator('.market .slot.target').first().dblclick();
  for (let i = 0; i < 50 && (await version(room)) === v; i++) await page.waitForTimeout(100);
  await page.waitForTimeout(500);
  assert.equal(await page.locator('.refusal').textContent(), '', 'no stale refusal');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('axe-core: no serious or critical violation on the home page, the room and a dialog', { timeout: 120_000 }, async () => {
  const context = await env.browser.newContext({ bypassCSP: true });
  const page = await open(context);
  assert.deepEqual(await axeViolations(page), [], 'home');
  await named(page, 'Ada');
  await createRoom(page, ['me', 'random']);
  assert.deepEqual(await axeViolations(page), [], 'room');
  await page.click('.action-bar .pass');
  await page.waitForSelector('dialog.choice[open]');
  assert.deepEqual(await axeViolations(page), [], 'dialog');
  await page.click('dialog.choice[open] .cancel');
  await context.close();
});

test('a new name keeps “My games”', { timeout: 60_000 }, async () => {
  const context = await env.browser.newContext();
  const page = await open(context);
  await named(page, 'Ada');
  const room = await createRoom(page, ['me', 'open']);
  await page.goto(`${env.base}/`);
  await page.waitForSelector(`.rooms.mine a[href="#/room/${room}"]`);
  await named(page, 'Ada Lovelace');
  await page.waitForSelector(`.rooms.mine a[href="#/room/${room}"]`, { timeout: 10_000 });
  assert.equal(await page.inputValue('#name'), 'Ada Lovelace');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('phone width: 44 px targets, nothing overlapping, readable text, a card read large by a long press, one’s board on screen', { timeout: 120_000 }, async () => {
  const context = await env.browser.newContext({ hasTouch: true });
  const page = await open(context, 390, 844);
  await named(page, 'Ada');
  await createRoom(page, ['me', 'random']);
  await page.waitForSelector('.player.mine');
  const layout = await page.evaluate(() => {
    const rect = (e) => e.getBoundingClientRect();
    const smallOnes = [...document.querySelectorAll('.board .target')].filter((e) => {
      const r = rect(e);
      return r.width > 0 && (r.width < 44 || r.height < 44);
    });
    const small = smallOnes.length;
    const smallList = smallOnes.map((e) => `${e.className} ${Math.round(rect(e).width)}x${Math.round(rect(e).height)}`);
    const slots = [...document.querySelectorAll('.market .slot')].map(rect);
    const cards = [...document.querySelectorAll('.market .space')].map(rect);
    const overlap = (a, b) => Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
    const overlaps = slots.flatMap((s) => cards.map((c) => overlap(s, c))).filter((x) => x > 1).length;
    const smallest = Math.min(...[...document.querySelectorAll('.market .card-text, .market .card-head')].map((e) => parseFloat(getComputedStyle(e).fontSize)));
    const mine = rect(document.querySelector('.player.mine'));
    // Every control on the page (the Hint button, the rules summary's toggle, the
    // header's, the chat's), but a card named inside a sentence.
    const smallControls = [...document.querySelectorAll('button:not(.thing), summary, select, input')].filter((e) => {
      const r = rect(e);
      return r.width > 0 && (r.width < 44 || r.height < 43.5);
    }).map((e) => `${e.tagName.toLowerCase()}.${e.className} "${e.textContent.trim().slice(0, 20)}" ${Math.round(rect(e).width)}x${Math.round(rect(e).height)}`);
    return { small, smallList, smallControls, overlaps, smallest, mineOnScreen: mine.top < window.innerHeight - 40, sideways: document.documentElement.scrollWidth > window.innerWidth + 1 };
  });
  const { smallList, smallControls } = layout;
  delete layout.smallList;
  delete layout.smallControls;
  assert.deepEqual(smallList, [], 'targets under 44 px');
  assert.deepEqual(smallControls, [], 'controls under 44 px');
  assert.deepEqual(layout, { small: 0, overlaps: 0, smallest: layout.smallest, mineOnScreen: true, sideways: false });
  assert.ok(layout.smallest >= 11, `card text of ${layout.smallest} px`);
  // The log and the chat, under the long table, are one tap away, and so is the way back.
  const inView = (sel) => page.evaluate((s) => { const r = document.querySelector(s).getBoundingClientRect(); return r.top >= 0 && r.top < innerHeight; }, sel);
  assert.ok(await page.evaluate(() => document.documentElement.scrollHeight > 2 * innerHeight), 'a table taller than two screens');
  await page.locator('.hint-row .jump', { hasText: 'Log' }).tap();
  await page.waitForTimeout(300);
  assert.ok(await inView('.log'), 'the log in view');
  assert.ok(await page.evaluate(() => document.activeElement === document.querySelector('.log')), 'the focus on the log');
  await page.locator('.side .jump').tap();
  await page.waitForTimeout(300);
  assert.ok(await inView('#table'), 'the table in view again');
  await page.locator('.hint-row .jump', { hasText: 'Chat' }).tap();
  await page.waitForTimeout(300);
  assert.ok(await inView('.chat-lines'), 'the chat in view');
  await page.evaluate(() => scrollTo(0, 0));
  // A long press on a card shows it large; a tap on it closes it.
  await page.locator('.market .card').first().dispatchEvent('contextmenu');
  await page.waitForSelector('.zoom:not([hidden])');
  await page.screenshot({ path: join(shots, 'players-phone-zoom.png') });
  // A finger's tap (a mouse's click would first move the pointer off the card, which
  // closes its zoom by itself).
  await page.locator('.zoom').tap();
  await page.waitForTimeout(300);
  assert.equal(await page.locator('.zoom:not([hidden])').count(), 0, 'closed, and not opened again by the tap');
  // (The pointer is moved off the board: a full-page capture relays the page out
  // under it.)
  await page.mouse.move(1, 1);
  await page.waitForTimeout(1000);
  assert.equal(await page.locator('.zoom:not([hidden])').count(), 0, 'still closed a second later');
  // A closed zoom takes no room: no empty strip over the bottom of the table.
  assert.ok(await page.locator('.zoom').isHidden(), 'the closed zoom is not drawn');
  await page.screenshot({ path: join(shots, 'players-phone.png') });
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a French phone: each card’s name keeps its words whole (a long one is made smaller), and a count agrees with its noun', { timeout: 120_000 }, async () => {
  const context = await env.browser.newContext({ hasTouch: true });
  const page = await open(context, 390, 844);
  await page.selectOption('select.lang', 'fr');
  await page.waitForFunction(() => document.documentElement.lang === 'fr');
  await named(page, 'Marie');
  await createRoom(page, ['me', 'random', 'random']);
  await page.waitForSelector('.player.mine');
  assert.deepEqual(await cutWords(page, '.card-name'), [], 'card names cut on the board');
  // The longest French names, each in a market card's box at this width (boxes
  // added beside the market for the test, then taken away).
  const squeezed = await page.evaluate(async (names) => {
    const { fitWords } = await import('/web/dom.js');
    const space = document.querySelector('.market .space');
    return names.map((name, i) => {
      const probe = space.cloneNode(false);
      probe.className = 'probe';
      probe.style.width = `${space.getBoundingClientRect().width}px`;
      probe.append(document.querySelector('.market .card').cloneNode(true));
      probe.querySelector('.card-name').textContent = name;
      document.querySelector('.market').append(probe);
      fitWords(probe, '.card-name');
      return probe.querySelector('.card-name').classList.contains('squeezed') ? name : null;
    }).filter(Boolean);
  }, ['Capitalisation', 'Conseiller', 'Contremaître']);
  assert.deepEqual(squeezed, [], 'names too long even made smaller');
  assert.deepEqual(await cutWords(page, '.probe .card-name'), [], 'names cut');
  await page.evaluate(() => document.querySelectorAll('.probe').forEach((e) => e.remove()));
  // No worker used yet: "0 utilisé", as French counts (0 and 1 take the singular).
  const workers = await page.locator('.player.mine').textContent();
  assert.match(workers, / 0 utilisé \//, workers);
  // French puts a space before a colon ("Argent : £10"), one that no line break takes.
  const glued = await page.evaluate(() => `${document.querySelector('#table').innerText}\n${document.querySelector('.side').innerText}`.match(/.{0,20}\S:(?!\/\/).{0,10}/gu) ?? []);
  assert.deepEqual(glued, [], 'a colon without its space');
  assert.ok(/Argent\u00a0:/.test(workers), workers);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a French game: the engine’s and the server’s texts are French, refusals and logs name people', { timeout: 180_000 }, async () => {
  const a = await env.browser.newContext();
  const b = await env.browser.newContext();
  const pages = [];
  for (const [ctx, who] of [[a, 'Ada'], [b, 'Bob']]) {
    const p = await open(ctx);
    await p.selectOption('select.lang', 'fr');
    await p.waitForFunction(() => document.documentElement.lang === 'fr');
    await named(p, who);
    pages.push(p);
  }
  const [pa, pb] = pages;
  await createRoom(pa, ['me', 'open', 'easy']);
  await pb.goto(await pa.locator('.room-link').getAttribute('href'));
  await pb.waitForSelector('.player.mine');
  // Whoever is not to act clicks a slot: the refusal is French and names who must act.
  let refusal = '';
  for (let i = 0; i < 100 && !refusal; i++) {
    for (const p of pages) {
      if (refusal || (await p.locator('.board .target').count())) continue;
      const slot = p.locator('.market button.slot');
      if (!(await slot.count())) continue;
      await slot.first().click({ timeout: 2_000 }).catch(() => {});
      await p.waitForSelector('.refusal:not(:empty)', { timeout: 2_000 }).catch(() => {});
      refusal = await p.locator('.refusal').textContent();
    }
    if (!refusal) await pa.waitForTimeout(100);
  }
  // Said to the refused seat: "not your turn", and who must act, by name.
  assert.match(plain(refusal), /ce n'est pas votre tour : (Ada|Bob) doit jouer maintenant$/, refusal);
  assert.ok(!/joueur \d|seat|turn/.test(refusal), refusal);
  // A dozen moves from the list of actions, whoever must act.
  let moves = 0;
  for (let tries = 0; moves < 12 && tries < 300; tries++) {
    let played = false;
    for (const p of pages) {
      const listed = p.locator('.action-list button.action');
      const n = await listed.count();
      if (!n) continue;
      const before = await p.locator('.log > li').count();
      if (await listed.nth(n - 1).click({ timeout: 2_000 }).then(() => true, () => false)) {
        await p.waitForFunction((k) => document.querySelectorAll('.log > li').length > k, before, { timeout: 5_000 }).catch(() => {});
        moves++;
        played = true;
      }
    }
    if (!played) await pa.waitForTimeout(100);
  }
  assert.ok(moves >= 6, `only ${moves} moves`);
  // No card or event shows its English name where its French one differs.
  const catalog = async (lang) => (await fetch(`${env.base}/api/games/spyrium/catalog?lang=${lang}`)).json();
  const [en, fr] = [await catalog('en'), await catalog('fr')];
  const frName = new Map([...fr.cards, ...fr.events].map((c) => [c.id, c.name]));
  // (An English name that is also a French word of some name, like "Commerce" in
  // "Commerce de cristaux", cannot be told apart and is left out.)
  const frNames = [...frName.values()].join(' | ');
  const englishOnly = [...en.cards, ...en.events].filter((c) => frName.get(c.id) !== c.name).map((c) => c.name)
    .filter((n) => !new RegExp(`\\b${n}\\b`).test(frNames));
  assert.ok(englishOnly.includes('Windfall') && englishOnly.length > 10, englishOnly.join(', '));
  for (const p of pages) {
    // What is read (the text) and what screen readers and dialogs say: the slots'
    // and cards' names, a choice's title.
    const text = await p.evaluate(() => [document.body.innerText, ...[...document.querySelectorAll('[aria-label], [title]')].map((e) => `${e.getAttribute('aria-label') ?? ''} ${e.getAttribute('title') ?? ''}`)].join('\n'));
    assert.deepEqual(englishOnly.filter((n) => new RegExp(`\\b${n}\\b`).test(text)), [], 'English names on the French page');
  }
  // A choice's dialog is titled in French: the first card that opens one.
  const cards = pa.locator('.market .space.target, .building-btn.target');
  for (let i = 0; i < (await cards.count()) && !(await pa.locator('dialog.choice[open]').count()); i++) await cards.nth(i).click({ timeout: 2_000 }).catch(() => {});
  if (await pa.locator('dialog.choice[open]').count()) {
    const title = await pa.locator('dialog.choice[open] h3').textContent();
    assert.deepEqual(englishOnly.filter((n) => new RegExp(`\\b${n}\\b`).test(title)), [], `the dialog's title: ${title}`);
    await pa.keyboard.press('Escape');
  }
  for (const p of pages) {
    const log = await p.locator('.log').textContent();
    const seatWord = log.search(/joueur \d|seat \d/);
    assert.equal(seatWord, -1, `the log names people: ${log.slice(Math.max(0, seatWord - 150), seatWord + 80)}`);
    assert.deepEqual(await englishOnFrenchPage(p), [], 'English on the French page');
  }
  await pa.screenshot({ path: join(shots, 'spyrium-fr.png'), fullPage: true });
  assert.deepEqual([...pa.errors, ...pb.errors], []);
  await a.close();
  await b.close();
});

/** On the home page: French chosen while the list of games it asks for answers late
 * (later asks at once), and "Ada" typed meanwhile. Gives how many asks there were. */
async function nameTypedWhileFrenchLoads(page) {
  // The home drawn first (the page reads its words before it draws).
  await page.waitForSelector('#name');
  let held = 0;
  await page.route((url) => url.pathname === '/api/games', async (r) => {
    held += 1;
    if (held === 1) await new Promise((res) => setTimeout(res, 1500));
    await r.continue();
  });
  await page.selectOption('select.lang', 'fr');
  await page.fill('#name', 'Ada');
  return () => held;
}

test('a name typed while the language switch loads is still in its field when the new page is drawn', { timeout: 60_000 }, async () => {
  const context = await env.browser.newContext();
  const page = await open(context);
  await page.waitForSelector('#name');
  const english = await page.locator('label[for=name]').textContent();
  await nameTypedWhileFrenchLoads(page);
  await page.waitForFunction((en) => document.querySelector('label[for=name]')?.textContent !== en, english);
  assert.equal(await page.inputValue('#name'), 'Ada');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a name saved while the language switch still loads is kept: the switch’s late page is not drawn over it', { timeout: 60_000 }, async () => {
  const context = await env.browser.newContext();
  const page = await open(context);
  const held = await nameTypedWhileFrenchLoads(page);
  await page.click('.name-form button');
  await page.waitForSelector('#create');
  // The switch's page arrives after the saved name's: the home with the new game stays.
  await page.waitForTimeout(2000);
  assert.equal(held(), 2, 'both pages asked for the games');
  assert.equal(await page.locator('#create').count(), 1, 'the new-game form is still there');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
  assert.deepEqual(page.errors, []);
  await context.close();
});
