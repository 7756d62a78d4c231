// Crystal Palace's table in real Chromium: a whole game played by pointing, the
// secret dice kept from the other browser, phone width, French, keyboard play.

import test from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { env, shots, open, named, seeded, replayScores, axeViolations } from './harness.mjs';

async function createGame(page, seats) {
  await page.selectOption('#game', 'crystal-palace');
  await page.selectOption('#players', String(seats.length));
  for (let i = 0; i < seats.length; i++) await page.selectOption(`select[name=seat${i}]`, seats[i]);
  await page.click('#create');
  await page.waitForSelector('.cp-board');
  return page.url().match(/#\/room\/([0-9a-f]{16})/)[1];
}

/**
 * One step of play by pointing: the hot-seat screen, the dice picker (each die set
 * with + and −, `high`: every die raised to 6), raising money, or a random highlighted
 * target on the table (trades stay folded away). Returns what it did, or null.
 */
async function pointOnce(page, rng, { high = false } = {}) {
  const click = (loc) => loc.click({ timeout: 2_000 }).then(() => true, () => false);
  if (await page.locator('.cp-reveal').count()) return (await click(page.locator('.cp-reveal'))) && 'reveal';
  const commit = page.locator('.cp-picker .cp-commit:not([disabled])');
  if (await commit.count()) {
    const plus = page.locator('.cp-picker .cp-plus');
    const n = await plus.count();
    for (let i = 0; i < n; i++) {
      const times = high ? 3 : Math.floor(rng() * 3);
      for (let k = 0; k < times; k++) await click(page.locator('.cp-picker .cp-plus').nth(i));
    }
    return (await click(page.locator('.cp-picker .cp-commit:not([disabled])'))) && 'dice';
  }
  const raise = page.locator('.cp-raise button.target');
  if (await raise.count()) return (await click(raise.nth(Math.floor(rng() * (await raise.count()))))) && 'raise';
  const pool = page.locator('.cp-board .target:not(.selected):not([disabled]):visible');
  const n = await pool.count();
  if (!n) return null;
  const target = pool.nth(Math.floor(rng() * n));
  const cls = await target.getAttribute('class').catch(() => '');
  return (await click(target)) && (cls?.includes('cp-space') ? 'space' : cls?.includes('cp-die') ? 'die' : 'choice');
}

/** The scores the end table shows and `gaslamp replay` of the room's record agree. */
async function assertEndMatchesReplay(page, room) {
  const shown = await page.locator('.end .scores tbody tr td.total').allTextContents();
  const record = await (await fetch(`${env.base}/api/rooms/${room}/record`)).text();
  assert.deepEqual(shown.map(Number), replayScores(record));
}

test('a whole 4-player Crystal Palace game against three bots, played by pointing and the dice picker', { timeout: 900_000 }, async () => {
  const context = await env.browser.newContext();
  const page = await open(context, 1366, 800);
  await named(page, 'Paxton');
  const room = await createGame(page, ['me', 'easy', 'random', 'easy']);
  const rng = seeded(5);
  const seen = new Set();
  const deadline = Date.now() + 840_000;
  while (!(await page.locator('.end:not([hidden]) .scores').count())) {
    assert.ok(Date.now() < deadline, 'the game did not end in time');
    // Phase 1 (the picker), placement and raising money, photographed once each.
    for (const [sel, shot] of [['.cp-picker .cp-commit', 'cp-phase1.png'], ['.cp-space.target', 'cp-placement.png'], ['.cp-raise', 'cp-raise.png']]) {
      if (!seen.has(shot) && (await page.locator(sel).count())) {
        await page.screenshot({ path: join(shots, shot) });
        seen.add(shot);
      }
    }
    // After the first round the dice are all 6s: money runs short and must be raised.
    const round = Number((await page.locator('.cp-round').textContent().catch(() => '')).match(/round (\d)/)?.[1] ?? 1);
    const did = await pointOnce(page, rng, { high: round >= 2 });
    if (did) seen.add(did);
    else await page.waitForTimeout(50);
  }
  await page.waitForSelector('.end .scores td.total');
  await page.screenshot({ path: join(shots, 'cp-end.png'), fullPage: true });
  for (const what of ['dice', 'space', 'choice', 'raise']) assert.ok(seen.has(what), `played a ${what} by pointing (${[...seen]})`);
  await assertEndMatchesReplay(page, room);
  // The end table names every part of the score.
  const headers = await page.locator('.end .scores thead th').allTextContents();
  assert.deepEqual(headers, ['Player', 'Track', 'Buzz', 'Black Market', 'Objective', 'Loans', 'Empty research spaces', 'Characters', 'Total']);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('two people: neither page nor any message shows the other’s dice before the reveal', { timeout: 180_000 }, async () => {
  const a = await env.browser.newContext();
  const b = await env.browser.newContext();
  const pa = await open(a);
  await named(pa, 'Ada');
  await createGame(pa, ['me', 'open', 'random']);
  const pb = await open(b);
  await named(pb, 'Bob');
  await pb.goto(await pa.locator('.room-link').getAttribute('href'));
  await pb.waitForSelector('.cp-picker .cp-commit');
  // Ada sets her dice to 6 5 4 3 (4 dice: from 3 3 3 3) and commits.
  await pa.waitForSelector('.cp-picker .cp-commit');
  for (const [i, times] of [[0, 3], [1, 2], [2, 1]]) for (let k = 0; k < times; k++) await pa.locator('.cp-picker .cp-plus').nth(i).click();
  assert.equal(await pa.locator('.cp-bill').textContent(), 'Cost £18 · you have £40');
  await pa.click('.cp-picker .cp-commit');
  await pa.waitForSelector('.cp-picker.done');
  assert.match(await pa.locator('.cp-picker.done').textContent(), /6 5 4 3/);
  // Bob's page learns that Ada has chosen, and nothing of what.
  await pb.waitForFunction(() => /Ada[^→]*has chosen/.test(document.querySelector('.cp-order')?.textContent || ''));
  const secret = [/6 5 4 3/, /\[6,5,4,3,0,0\]/, /"values":\s*\[6,\s*5,\s*4,\s*3/];
  // Bob's own legal actions list every dice choice (Ada's among them): all the rest
  // of each message must not hold Ada's.
  for (const f of pb.frames_) {
    const m = JSON.parse(f);
    delete m.legal;
    const rest = JSON.stringify(m);
    for (const re of secret) assert.ok(!re.test(rest), `Bob received Ada's dice: ${rest.slice(0, 300)}`);
    for (const mv of [m.move, ...(m.moves || [])].filter((x) => x?.seat === 0 && m.view?.public?.stage?.phase === 'commit')) {
      assert.equal(mv.action, null, 'Ada’s move is secret');
    }
  }
  const dom = await pb.evaluate(() => document.body.textContent);
  for (const re of secret) assert.ok(!re.test(dom), 'Bob’s page shows Ada’s dice');
  await pb.screenshot({ path: join(shots, 'cp-secret-other.png') });
  // Bob commits too: the reveal shows both.
  await pb.click('.cp-picker .cp-commit');
  await pb.waitForFunction(() => /6 5 4 3/.test(document.querySelector('.cp-mat[data-seat="0"]')?.textContent || ''), null, { timeout: 20_000 });
  assert.deepEqual([...pa.errors, ...pb.errors], []);
  await a.close();
  await b.close();
});

test('phone width in French, a round played by keyboard alone, and no serious accessibility violation', { timeout: 600_000 }, async () => {
  const context = await env.browser.newContext({ bypassCSP: true });
  const page = await open(context, 390, 844);
  await page.click('button.lang');
  await page.waitForFunction(() => document.documentElement.lang === 'fr');
  await named(page, 'Marie');
  const room = await createGame(page, ['me', 'random']);
  assert.match(await page.locator('.turn').textContent(), /^Manche 1 sur 5 · À jouer : Marie/);
  assert.match(await page.locator('.cp-picker h3').textContent(), /Choisissez vos dés/);
  const noSideways = async () => {
    const wide = await page.evaluate(() => [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1 && !e.closest('[hidden]') && !e.closest('.table-scroll'))
      .slice(0, 8).map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`));
    const ok = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
    if (!ok) console.log('wider than the window:', wide);
    return ok;
  };
  assert.ok(await noSideways(), 'no sideways scroll at phone width');
  // Every target is at least 44 px on a side.
  const small = await page.evaluate(() => [...document.querySelectorAll('.cp-board .target')]
    .map((e) => e.getBoundingClientRect()).filter((r) => r.width > 0 && (r.width < 44 || r.height < 44)).length);
  assert.equal(small, 0, 'touch targets of 44 px at least');
  assert.deepEqual(await axeViolations(page), [], 'the room in phase 1');
  await page.screenshot({ path: join(shots, 'cp-phone-fr.png'), fullPage: true });
  // Keyboard alone: Tab to a highlighted target, Enter; until round 2 begins.
  let presses = 0;
  const inRound2 = async () => /Manche 2/.test(await page.locator('.turn').textContent());
  while (!(await inRound2())) {
    assert.ok(presses < 3000, 'round 1 did not end by keyboard');
    await page.keyboard.press('Tab');
    presses++;
    const focused = await page.evaluate(() => {
      const e = document.activeElement;
      if (!e?.closest('.cp-board') || !e.classList.contains('target') || e.disabled) return null;
      if (e.closest('.cp-trades')) return null;
      return e.className;
    });
    if (focused) {
      await page.keyboard.press('Enter');
      await page.waitForTimeout(80);
    }
    if (!(await page.locator('.cp-board .target').count())) await page.waitForTimeout(100);
  }
  assert.ok(await noSideways(), 'no sideways scroll in round 2');
  assert.deepEqual(page.errors, []);
  // The end screen passes axe too: the rest of the game by pointing.
  const rng = seeded(9);
  const deadline = Date.now() + 420_000;
  while (!(await page.locator('.end:not([hidden]) .scores').count())) {
    assert.ok(Date.now() < deadline, 'the game did not end in time');
    if (!(await pointOnce(page, rng))) await page.waitForTimeout(50);
  }
  await page.waitForSelector('.end .scores td.total');
  assert.deepEqual(await page.locator('.end .scores thead th').allTextContents(),
    ['Joueur', 'Piste', 'Buzz', 'Marché noir', 'Objectif', 'Emprunts', 'Cases de recherche vides', 'Personnages', 'Total']);
  await assertEndMatchesReplay(page, room);
  assert.ok(await noSideways(), 'no sideways scroll at the end');
  assert.deepEqual(await axeViolations(page), [], 'the end screen');
  await page.screenshot({ path: join(shots, 'cp-phone-end-fr.png'), fullPage: true });
  assert.deepEqual(page.errors, []);
  await context.close();
});
