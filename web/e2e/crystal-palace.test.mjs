// Crystal Palace's table in real Chromium: a whole game played by pointing, the
// secret dice kept from the other browser, phone width, French, keyboard play.

import test from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { env, shots, open, named, plain, seeded, replayScores, axeViolations, createRoom, englishOnFrenchPage, logAmountsHaveSymbols, cutWords } from './harness.mjs';
import { pointOnce } from './play.mjs';

const createGame = (page, seats) => createRoom(page, seats, { game: 'crystal-palace', ready: '.cp-board' });

/** The scores the end table shows and `gaslamp replay` of the room's record agree. */
async function assertEndMatchesReplay(page, room) {
  const shown = await page.locator('.end .scores tbody tr td.total').allTextContents();
  const record = await (await fetch(`${env.base}/api/rooms/${room}/record`)).text();
  assert.deepEqual(shown.map(Number), replayScores(record));
  // The table's heading says who won, where it said a phase.
  const winners = (await page.locator('.end .scores tr.winner th').allTextContents()).map((t) => plain(t).replace(/ ★.*$/, '').trim());
  const said = plain(await page.locator('.cp-phase').textContent());
  assert.ok(winners.length >= 1);
  for (const winner of winners) assert.ok(said.includes(winner), `"${said}" names ${winner}`);
  assert.ok(!said.includes('—'), said);
}

test('a whole 4-player Crystal Palace game against three bots, played by pointing and the dice picker', { timeout: 900_000 }, async () => {
  const context = await env.browser.newContext({ bypassCSP: true });
  const page = await open(context, 1366, 800);
  await named(page, 'Paxton');
  const room = await createGame(page, ['me', 'easy', 'random', 'easy']);
  // Every character on the display says its cost, its salary by Westminster
  // position, its VP this round and by round (and its bonus or ability).
  // (Once the game's catalog has come: the table is drawn before it.)
  await page.waitForFunction(() => document.querySelectorAll('.cp-displays .cp-character').length >= 3);
  const characters = await page.locator('.cp-displays .cp-character').allTextContents();
  assert.ok(characters.length >= 3, `${characters.length} characters on the display`);
  for (const c of characters) {
    assert.match(c, /Cost: /, c);
    assert.match(c, /Salary in phase 4 by Westminster position \(★, II, III, IV, V\): £\d+ \/ £\d+ \/ £\d+ \/ £\d+ \/ £\d+/, c);
    assert.match(c, /\d+ VP if recruited this round \(by round: \d+ \/ \d+ \/ \d+ \/ \d+ \/ \d+\)/, c);
    assert.match(c, /When recruited: |Phase \d|At the (start|end)/, c);
  }
  // No amount on the table is a signed number ("£-2"): a cost says "pay £2".
  const boardText = await page.locator('.cp-board').textContent();
  assert.ok(!/£-\d|-£\d/.test(boardText), boardText.match(/.{30}(£-\d|-£\d).{10}/)?.[0]);
  assert.match(boardText, /pay £2/);
  // The rules in short, on the table, as Spyrium's.
  await page.locator('.cp-board details.rules summary').click();
  assert.equal(await page.locator('.cp-board details.rules li').count(), 9);
  assert.match(await page.locator('.cp-board details.rules li').first().textContent(), /^Five rounds/);
  await page.waitForTimeout(500);
  assert.equal(await page.locator('.cp-board details.rules[open]').count(), 1, 'still open after the table is drawn again');
  await page.locator('.cp-board details.rules summary').click();
  // Every mat says its nation's objective: what it counts, its levels, the next.
  const objectives = await page.locator('.cp-mat .cp-objective').allTextContents();
  assert.equal(objectives.length, 4);
  for (const o of objectives) assert.match(o, /^Objective \(.+\): \d+ → \d+ VP · \d+ → \d+ VP · \d+ → \d+ VP\. No level reached yet; next: \d+ \(\d+ now(: an Assistant action takes it)?\)\.$/, o);
  const rng = seeded(5);
  const seen = new Set();
  const updates = [];
  let matChecked = false;
  const deadline = Date.now() + 840_000;
  // Scroll the page down as a player would: the own mat must still be in view.
  await page.mouse.wheel(0, 1500);
  await page.waitForFunction(() => scrollY > 0);
  let loanCostShown = false;
  let recruitShown = false;
  while (!(await page.locator('.end:not([hidden]) .scores').count())) {
    assert.ok(Date.now() < deadline, 'the game did not end in time');
    // Phase 1 (the picker), placement and raising money, photographed once each.
    for (const [sel, shot] of [['.cp-picker .cp-commit', 'cp-phase1.png'], ['.cp-space.target', 'cp-placement.png'], ['.cp-raise', 'cp-raise.png']]) {
      if (!seen.has(shot) && (await page.locator(sel).count())) {
        // It may go between the count and the scroll (the bots moved on): then it is
        // photographed the next time.
        const there = await page.locator(sel).first().scrollIntoViewIfNeeded({ timeout: 2_000 }).then(() => true, () => false);
        if (!there) continue;
        await page.screenshot({ path: join(shots, shot) });
        // Each screen passes axe-core (its rule on visible words in names included).
        assert.deepEqual(await axeViolations(page), [], shot);
        seen.add(shot);
      }
    }
    // A recruit choice says what the character asks and gives.
    if (!recruitShown && (await page.locator('button[data-action^="character "]').count())) {
      const b = await page.locator('button[data-action^="character "]').first().textContent({ timeout: 1_000 }).catch(() => '');
      if (b) {
        assert.match(b, /Salary in phase 4 .*VP if recruited this round/, b);
        assert.deepEqual(await axeViolations(page), [], 'a recruit choice');
        recruitShown = true;
      }
    }
    // Before borrowing, what a loan will cost at the end is on the raise panel and on
    // each loan's button.
    if (!loanCostShown && (await page.locator('.cp-raise').count())) {
      const panel = await page.locator('.cp-raise').textContent({ timeout: 1_000 }).catch(() => '');
      if (panel) {
        assert.match(panel, /A loan taken now costs \d+( to \d+)? VP at the end \(\d+ if paid back\)/, panel);
        for (const b of await page.locator('.cp-raise button[data-action^="loan"]').allTextContents()) assert.match(b, /\(\d+( to \d+)? VP\)$/, b);
        loanCostShown = true;
      }
    }
    // After the first round the dice are all 6s: money runs short and must be raised.
    const round = Number((await page.locator('.cp-round').textContent().catch(() => '')).match(/round (\d)/)?.[1] ?? 1);
    const before = await page.locator('.log > li').count();
    const t0 = Date.now();
    const did = await pointOnce(page, rng, { high: round >= 2 });
    if (did) seen.add(did);
    else await page.waitForTimeout(50);
    // Click to update: from a click that plays a move to the log showing it.
    if (did === 'space' || did === 'choice') {
      if (await page.waitForFunction((k) => document.querySelectorAll('.log > li').length > k, before, { timeout: 5_000 }).then(() => true, () => false)) updates.push(Date.now() - t0);
    }
    // One's own mat stays on screen at 1366×800, wherever the page is scrolled.
    const box = await page.evaluate(() => {
      const r = document.querySelector('.cp-mat.mine')?.getBoundingClientRect();
      return r ? { y: r.y, height: r.height, scrollY } : null;
    });
    if (box) {
      assert.ok(box.y >= 0 && box.y + Math.min(box.height, 60) <= 800, `own mat on screen: ${JSON.stringify(box)}`);
      matChecked ||= box.scrollY > 0;
    }
  }
  await page.waitForSelector('.end .scores td.total');
  // Who won and the final table are in view without scrolling.
  await page.evaluate(() => scrollTo(0, 0));
  for (const sel of ['.cp-phase', '.end .scores']) {
    const r = await page.locator(sel).boundingBox();
    assert.ok(r.y >= 0 && r.y + r.height <= 800, `${sel} in view: ${JSON.stringify(r)}`);
  }
  await page.screenshot({ path: join(shots, 'cp-end-top.png') });
  assert.deepEqual(await axeViolations(page), [], 'the end at 1366×800');
  await page.screenshot({ path: join(shots, 'cp-end.png'), fullPage: true });
  for (const what of ['dice', 'space', 'choice', 'raise']) assert.ok(seen.has(what), `played a ${what} by pointing (${[...seen]})`);
  assert.ok(loanCostShown, 'the raise panel said what a loan costs');
  await assertEndMatchesReplay(page, room);
  // The end table names every part of the score.
  const headers = await page.locator('.end .scores thead th').allTextContents();
  assert.deepEqual(headers, ['Player', 'Track', 'Buzz', 'Black Market', 'Objective', 'Loans', 'Empty research spaces', 'Characters', 'Total']);
  // Figures for the docs (measured, not asserted): click to update, and page weight.
  updates.sort((x, y) => x - y);
  const weight = await page.evaluate(() => performance.getEntriesByType('resource').concat(performance.getEntriesByType('navigation'))
    .filter((e) => !e.name.includes('/api/')).reduce((s, e) => s + (e.encodedBodySize || 0), 0));
  const figures = { click_to_update_ms: { moves: updates.length, median: updates[Math.floor(updates.length / 2)], p90: updates[Math.floor(updates.length * 0.9)] }, page_bytes: weight };
  writeFileSync(join(shots, 'cp-figures.json'), JSON.stringify(figures, null, 1));
  console.log('Crystal Palace table figures:', JSON.stringify(figures));
  assert.ok(matChecked && updates.length > 20, 'figures measured');
  // The AI's win chances round by round, and the replay's score chart.
  await page.waitForSelector('.analysis-done', { timeout: 240_000 });
  assert.equal(await page.locator('.analysis svg.chart polyline').count(), 4);
  assert.match(await page.locator('.analysis-done').textContent(), /each round \(5 in all\)/);
  await page.click('.replay-button');
  await page.waitForSelector('.replay-controls');
  assert.equal(await page.locator('.replay svg.chart polyline').count(), 4);
  await page.click('.replay-first');
  assert.match(await page.locator('.replay-where').textContent(), /^Move 0 of \d+/);
  await page.screenshot({ path: join(shots, 'cp-end-charts.png'), fullPage: true });
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('one screen at 1366×800 in phase 2: the eight locations, one’s mat and the rivals’ column in view; the action list does not repeat the board', { timeout: 180_000 }, async () => {
  const context = await env.browser.newContext({ bypassCSP: true });
  const page = await open(context, 1366, 800);
  await named(page, 'Paxton');
  await createGame(page, ['me', 'easy', 'easy', 'easy']);
  await page.click('.cp-picker .cp-commit:not([disabled])');
  await page.waitForSelector('.cp-space.target', { timeout: 60_000 });
  await page.evaluate(() => scrollTo(0, 0));
  await page.screenshot({ path: join(shots, 'cp-one-screen.png') });
  assert.deepEqual(await axeViolations(page), [], 'the table in phase 2');
  const boxes = await page.evaluate(() => [...document.querySelectorAll('.cp-location, .cp-mat.mine, .cp-rivals, .cp-dock')].map((e) => {
    const r = e.getBoundingClientRect();
    return { what: e.dataset.location ?? e.className, top: r.top, bottom: r.bottom, left: r.left, right: r.right };
  }));
  assert.equal(boxes.filter((b) => !/^cp-(rivals|dock)|mine/.test(b.what)).length, 8, JSON.stringify(boxes));
  assert.equal(boxes.length, 11, 'the rivals’ column, one’s decisions and one’s own mat are drawn');
  const dock = boxes.find((b) => b.what === 'cp-dock');
  for (const b of boxes) {
    assert.ok(b.top >= 0 && b.bottom <= 800 && b.left >= 0 && b.right <= 1366, `${b.what} in view: ${JSON.stringify(b)}`);
    // One's decisions and mat are a dock at the window's bottom: nothing else hides under it.
    if (b.what.startsWith('cp-location') || b.what === 'cp-rivals') assert.ok(b.bottom <= dock.top + 1, `${b.what} above the dock: ${JSON.stringify([b, dock])}`);
  }
  // Each rival: name, money, goods, newspapers, dice, VP, loans, characters and
  // objective, the seat that acts marked.
  const rivals = await page.locator('.cp-rivals .cp-mat').allTextContents();
  assert.equal(rivals.length, 3);
  for (const r of rivals) for (const what of ['Bot: easy', '£', 'Gears', 'Energy', 'Newspapers', 'Dice', 'VP', 'Loans', 'Characters', 'Objective']) assert.ok(r.toLowerCase().includes(what.toLowerCase()), `${what} in ${r}`);
  // The placements are on the board (its spaces); the list holds only the rest.
  const listed = await page.locator('.action-list button').allTextContents();
  assert.ok(!listed.some((a) => /^place your/.test(a)), listed.slice(0, 3).join(' | '));
  assert.ok((await page.locator('.cp-space.target').count()) > 0);
  // From here until one's turn comes again, the board's places keep their
  // positions on the page (sampled every 50 ms), and no layout shift moves them.
  await page.evaluate(() => {
    window.tops = new Set();
    window.shifted = [];
    const sample = () => document.querySelectorAll('.cp-location').forEach((e) => window.tops.add(`${e.dataset.location} ${Math.round(e.getBoundingClientRect().top + scrollY)}`));
    window.sampler = setInterval(sample, 50);
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput && e.sources.some((x) => x.node?.closest?.('.cp-locations'))) window.shifted.push(e.value);
    }).observe({ type: 'layout-shift' });
  });
  // A placement by keyboard: the focus stays on the table when its space is taken.
  const before = await page.locator('.log > li').count();
  await page.locator('.cp-space.target').first().focus();
  await page.keyboard.press('Enter');
  if (await page.locator('.cp-space.target.selected, .cp-die.selected').count()) {
    await page.locator('.cp-space.target').first().focus();
    await page.keyboard.press('Enter');
  }
  await page.waitForFunction((k) => document.querySelectorAll('.log > li').length > k, before);
  await page.waitForTimeout(300);
  assert.ok(await page.evaluate(() => Boolean(document.activeElement?.closest('#table'))), `focus on ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))}`);
  // The bots place their dice; then one's turn starts again.
  await page.waitForFunction(() => !document.querySelector('.cp-space.target'), null, { timeout: 5_000 }).catch(() => {});
  await page.waitForSelector('.cp-space.target', { timeout: 60_000 });
  await page.waitForTimeout(200);
  const moved = await page.evaluate(() => {
    clearInterval(window.sampler);
    return { tops: [...window.tops], shifted: window.shifted };
  });
  assert.equal(moved.tops.length, 8, `each location at one place: ${moved.tops.join(', ')}`);
  assert.deepEqual(moved.shifted, [], 'no layout shift moved the locations');
  // The rivals' placements are told about them ("Bot: easy (Red) places a 4 …"),
  // not in the words of their own menus ("place your 4").
  const heads = (await page.locator('.log > li > div:first-child').allTextContents()).filter((l) => l.startsWith('Bot:'));
  assert.ok(heads.some((l) => /places a \d/.test(l)), heads.join(' | '));
  assert.ok(!heads.some((l) => /\byour?\b/i.test(l)), heads.join(' | '));
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('the board holds still for a whole round at 1366×800: the dice picker, the placements, the choices and the salaries grow the dock at the bottom, not the page above the board', { timeout: 300_000 }, async () => {
  const context = await env.browser.newContext();
  const page = await open(context, 1366, 800);
  await named(page, 'Paxton');
  await createGame(page, ['me', 'easy', 'easy', 'easy']);
  await page.waitForSelector('.cp-dock .cp-picker .cp-commit');
  await page.screenshot({ path: join(shots, 'cp-dock-phase1.png') });
  // Each location's place on the page, sampled every 50 ms from the dice picker of
  // round 1 to that of round 2, one's own clicks included.
  await page.evaluate(() => {
    window.tops = new Set();
    const sample = () => document.querySelectorAll('.cp-location').forEach((e) => window.tops.add(`${e.dataset.location} ${Math.round(e.getBoundingClientRect().top + scrollY)}`));
    sample();
    window.sampler = setInterval(sample, 50);
  });
  const rng = seeded(41);
  const did = new Set();
  const deadline = Date.now() + 240_000;
  // Round 1 played by pointing; in round 2, only what comes before its dice (money
  // to raise), so that its picker is seen before it is used.
  const round = () => page.locator('.cp-round').textContent();
  while (!/round 2/.test(await round())) {
    assert.ok(Date.now() < deadline, `round 2 did not come; did ${[...did].join(', ')}`);
    const step = await pointOnce(page, rng);
    if (step) did.add(step);
    else await page.waitForTimeout(100);
  }
  while (!(await page.locator('.cp-dock .cp-picker .cp-commit').count())) {
    assert.ok(Date.now() < deadline, `round 2's dice did not come; did ${[...did].join(', ')}`);
    const raise = page.locator('.cp-raise button.target');
    if (await raise.count()) await raise.first().click({ timeout: 2_000 }).catch(() => {});
    else await page.waitForTimeout(100);
  }
  await page.waitForTimeout(200);
  const tops = await page.evaluate(() => {
    clearInterval(window.sampler);
    return [...window.tops];
  });
  assert.ok(did.has('dice') && did.has('space'), [...did].join(', '));
  assert.equal(tops.length, 8, `each location at one place: ${tops.join(', ')}`);
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
  // One click a die, whatever its value.
  for (const [i, v] of [[0, 6], [1, 5], [2, 4]]) await pa.locator('.cp-picker .cp-die-set').nth(i).locator(`.cp-face[data-value="${v}"]`).click();
  assert.equal(await pa.locator('.cp-bill').textContent(), 'Cost £18 · you have £40');
  // A reload keeps the dice being set.
  await pa.reload();
  await pa.waitForSelector('.cp-picker .cp-commit');
  assert.deepEqual(await pa.locator('.cp-picker .cp-face[aria-pressed="true"]').allTextContents(), ['6', '5', '4', '3']);
  assert.equal(await pa.locator('.cp-bill').textContent(), 'Cost £18 · you have £40');
  await pa.click('.cp-picker .cp-commit');
  await pa.waitForSelector('.cp-picker.done');
  assert.match(await pa.locator('.cp-picker.done').textContent(), /6 5 4 3/);
  // Bob's page learns that Ada has chosen, and nothing of what.
  await pb.waitForFunction(() => [...document.querySelectorAll('.cp-rivals .cp-mat h3')].some((e) => /Ada/.test(e.textContent) && /has chosen/.test(e.textContent)));
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
  await page.selectOption('select.lang', 'fr');
  await page.waitForFunction(() => document.documentElement.lang === 'fr');
  await named(page, 'Marie');
  const room = await createGame(page, ['me', 'random']);
  assert.match(plain(await page.locator('.turn').textContent()), /^Manche 1 sur 5 · À jouer : Marie/);
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
  // The engine's texts (log, actions, the table) are French too.
  assert.ok((await page.locator('.log > li').count()) > 5);
  assert.deepEqual(await englishOnFrenchPage(page), [], 'English on the French page in round 2');
  // The log's amounts (money, goods, VP …) are drawn with their symbols.
  assert.ok((await logAmountsHaveSymbols(page, '£')).includes('money'));
  // No patent, character, research tile or nation by its English name where its
  // French one differs (and is no French word of another name).
  const catalog = async (lang) => (await fetch(`${env.base}/api/games/crystal-palace/catalog?lang=${lang}`)).json();
  const [en, fr] = [(await catalog('en')).names, (await catalog('fr')).names];
  const frNames = Object.values(fr).flatMap((m) => Object.values(m)).join(' | ');
  const englishOnly = Object.entries(en).flatMap(([kind, m]) => Object.entries(m).filter(([id, n]) => fr[kind][id] !== n).map(([, n]) => n))
    .filter((n) => !new RegExp(`\\b${n}\\b`).test(frNames));
  assert.ok(englishOnly.length > 20, englishOnly.join(', '));
  const shown = await page.evaluate(() => document.body.innerText);
  assert.deepEqual(englishOnly.filter((n) => new RegExp(`\\b${n}\\b`).test(shown)), [], 'English names on the French page');
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
  assert.deepEqual(await englishOnFrenchPage(page), [], 'English on the French end screen');
  assert.ok(await noSideways(), 'no sideways scroll at the end');
  // The final table reads without scrolling sideways: each player's total in view.
  const finalTable = await page.evaluate(() => {
    const box = document.querySelector('.end .table-scroll');
    const inView = (e) => { const r = e.getBoundingClientRect(); return r.width > 0 && r.left >= 0 && r.right <= innerWidth; };
    return { scrolls: box.scrollWidth > box.clientWidth + 1, totals: [...box.querySelectorAll('td.total')].map(inView) };
  });
  assert.deepEqual(await cutWords(page, '.end .scores tbody'), [], 'words cut in the final table');
  await page.locator('.end').screenshot({ path: join(shots, 'cp-phone-end-table-fr.png') });
  assert.equal(finalTable.scrolls, false, 'the final table scrolls sideways');
  assert.ok(finalTable.totals.length > 1 && finalTable.totals.every(Boolean), JSON.stringify(finalTable));
  assert.deepEqual(await axeViolations(page), [], 'the end screen');
  await page.screenshot({ path: join(shots, 'cp-phone-end-fr.png'), fullPage: true });
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a 40-character name without a space breaks no table, mat or column', { timeout: 120_000 }, async () => {
  const context = await env.browser.newContext();
  const page = await open(context, 1366, 800);
  const long = 'Wellington'.repeat(4);
  await named(page, long);
  await createGame(page, ['me', 'easy', 'easy', 'easy']);
  await page.waitForSelector('.cp-track-table');
  // Nothing sticks out of its box, and the page does not scroll sideways.
  const out = await page.evaluate(() => [...document.querySelectorAll('.cp-board section, .cp-board article, .cp-board table, .cp-order')]
    .filter((e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX === 'visible')
    .map((e) => `${e.className || e.tagName} ${e.scrollWidth} > ${e.clientWidth}`));
  assert.deepEqual(out, []);
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'no sideways scroll');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('hot-seat: before each secret choice of dice, the device is passed and the others look away', { timeout: 180_000 }, async () => {
  const context = await env.browser.newContext();
  const page = await open(context);
  await named(page, 'Ada');
  await createGame(page, ['me', 'me']);
  for (const who of [0, 1]) {
    await page.waitForSelector('.cp-look-away, .cp-picker.look-away');
    assert.match(await page.locator('.cp-picker.look-away').textContent(), /look away/);
    // Nothing of the picker before the reveal button.
    assert.equal(await page.locator('.cp-picker .cp-commit').count(), 0);
    await page.click('.cp-reveal');
    await page.click('.cp-picker .cp-commit');
    if (who === 0) await page.waitForSelector('.cp-picker.look-away');
  }
  await page.waitForFunction(() => /Phase 2/.test(document.querySelector('.cp-phase')?.textContent || ''), null, { timeout: 20_000 });
  assert.deepEqual(page.errors, []);
  await context.close();
});
