// Gaslamp's table in real Chromium (Debian's /usr/bin/chromium, driven by
// playwright-core), against `gaslamp serve` on a fresh SQLite file (web/e2e/harness.mjs).
//
// Run by .ci/run after the Rust tests (the gaslamp binary must be built). Screenshots
// go to target/browser-test-output/ (not committed).

import test from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import net from 'node:net';
import { join } from 'node:path';
import { env, bin, shots, open, named, plain, seeded, replayScores, axeViolations, createRoom, logAmountsHaveSymbols } from './harness.mjs';
import { actionPlaces } from '../games/spyrium/model.js';
import { clickOnce } from './play.mjs';

// The coach judges at most 3 moves a player here (each is two searches of the debug
// build).
const COACHED = 3;
env.serveArgs.push('--coach-moves', String(COACHED));

/** `n` things in English words ("1 mistake", "2 mistakes"). */
const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Runs the coach on the end screen for the first seat (the page's player) and
 * checks it against the server's judgements: a line per judged move with its mark,
 * the summary's counts, and "Show on the board" opening the replay at the position
 * before the move with the AI's preferred move named. Returns that judgement, or null
 * when the AI agreed with every judged move. */
async function coachShows(page, room) {
  await page.click('.coach-start');
  await page.waitForSelector('.coach-progress.coach-done', { timeout: 180_000 });
  const ask = async (q) => (await fetch(`${env.base}/api/rooms/${room}/coach?seat=0${q}`)).json();
  const head = await ask('');
  assert.equal(head.moves, Math.min(COACHED, head.choices), JSON.stringify(head));
  const judged = [];
  for (let k = 0; k < head.moves; k++) judged.push(await ask(`&move=${k}`));
  const items = page.locator('.coach-move');
  assert.equal(await items.count(), head.moves);
  assert.deepEqual(await items.evaluateAll((els) => els.map((e) => e.dataset.mark)), judged.map((j) => j.mark ?? ''));
  const count = (m) => judged.filter((j) => j.mark === m).length;
  assert.equal(await page.locator('.coach-progress').textContent(),
    `${plural(count('blunder'), 'blunder')}, ${plural(count('mistake'), 'mistake')}, ${plural(count('inaccuracy'), 'inaccuracy', 'inaccuracies')} in ${head.moves} judged moves (of ${head.choices} choices).`);
  const k = judged.findIndex((j) => j.best.action !== j.played.action);
  if (k < 0) {
    // The AI agreed with every judged move (it happens: the seed and the other seat's
    // moves are random): no move is named as preferred, nothing offers to show one.
    assert.equal(await page.locator('.coach-best, .coach-show').count(), 0);
    return null;
  }
  await items.nth(k).locator('.coach-show').click();
  await page.waitForSelector('.replay-preferred:not([hidden])');
  assert.match(await page.locator('.replay-where').textContent(), new RegExp(`^Move ${judged[k].version} of \\d+( — |$)`));
  assert.equal(await page.locator('.replay-preferred').textContent(), `The AI preferred: ${judged[k].best.description}`);
  return judged[k];
}

/** The messages a page received hold nothing hidden: no seed, no hidden piles, and
 * legal actions only while its own seat must act. */
function assertNoLeak(frames, seat) {
  assert.ok(frames.length > 0);
  for (const f of frames) {
    const m = JSON.parse(f);
    assert.ok(!/"seed"|"hidden"/.test(f), `hidden data in ${f.slice(0, 200)}`);
    const view = m.view;
    if (!view) continue;
    for (const d of Object.values(view.decks_left || {})) assert.equal(typeof d, 'number');
    assert.equal(typeof view.token_reserve, 'number');
    if (m.legal?.length) assert.ok(seat !== null && m.to_act.includes(seat), `legal actions for seat ${seat}, to act ${m.to_act}`);
  }
}

/** Every view a seat's page received equals, but for its `observer`, the public view
 * at that version as the server's replay of the finished game gives it (Spyrium hides
 * nothing from one seat that it shows another): the page got nothing more. */
async function assertViewsArePublic(frames, room) {
  const replay = await (await fetch(`${env.base}/api/rooms/${room}/replay`)).json();
  const strip = (v) => ({ ...v, observer: null });
  let compared = 0;
  for (const f of frames) {
    const m = JSON.parse(f);
    const version = m.type === 'welcome' ? m.version : m.type === 'update' ? m.move.version : null;
    if (version === null) continue;
    assert.deepEqual(strip(m.view), strip(replay.views[version]), `the view at version ${version}`);
    compared++;
  }
  assert.ok(compared > 20, `${compared} views compared`);
}

test('a whole 4-player game against three bots, played only by clicking highlighted targets', { timeout: 600_000 }, async () => {
  // axe-core is injected at the end: the context lets scripts in.
  const context = await env.browser.newContext({ bypassCSP: true });
  const page = await open(context);
  await named(page, 'Ada');
  const room = await createRoom(page, ['me', 'easy', 'random', 'easy']);
  await page.screenshot({ path: join(shots, 'table.png'), fullPage: true });
  // A card under the pointer is shown large with its full text.
  const name = await page.locator('.market .card .card-name').first().textContent();
  await page.locator('.market .card').first().hover();
  assert.equal(await page.locator('.zoom:not([hidden]) .card-name').textContent(), name);
  // The rules summary opens.
  await page.click('.rules summary');
  assert.ok((await page.locator('.rules li').count()) >= 5);
  const rng = seeded(7);
  let clicks = 0;
  let shotDialog = false;
  const deadline = Date.now() + 540_000;
  while (!(await page.locator('.end:not([hidden]) .scores').count())) {
    assert.ok(Date.now() < deadline, 'the game did not end in time');
    if (!shotDialog && (await page.locator('dialog.choice[open]').count())) {
      await page.screenshot({ path: join(shots, 'dialog.png') });
      shotDialog = true;
    }
    if (await clickOnce(page, rng)) clicks++;
    else await page.waitForTimeout(30);
  }
  await page.waitForSelector('.scores td.total');
  await page.screenshot({ path: join(shots, 'end.png'), fullPage: true });
  // A card named in the log is drawn as that card: pointing at it shows it large.
  const inLog = page.locator('.log button.thing[data-kind="card"]').last();
  const cardWords = (await inLog.textContent()).trim();
  await inLog.hover();
  const zoomed = (await page.locator('.zoom:not([hidden]) .card-name').textContent()).trim();
  assert.ok(cardWords.toLowerCase().includes(zoomed.toLowerCase()), `the log's ${cardWords} opens ${zoomed}`);
  await page.mouse.move(0, 0);
  await logAmountsHaveSymbols(page, '£');
  // The log's numbers keep every digit from 100 on: its margin holds "999.".
  const margin = await page.locator('.log').evaluate((log) => {
    const probe = document.createElement('span');
    probe.textContent = '999.\u00a0';
    probe.style.font = getComputedStyle(log.querySelector('li')).font;
    document.body.append(probe);
    const needed = probe.getBoundingClientRect().width;
    probe.remove();
    return { needed, has: parseFloat(getComputedStyle(log).paddingLeft), entries: log.children.length };
  });
  assert.ok(margin.entries >= 100, `${margin.entries} log entries`);
  assert.ok(margin.has >= margin.needed, `the log's margin (${margin.has} px) holds "999." (${margin.needed} px)`);
  const shown = await page.locator('.scores tbody tr td.total').allTextContents();
  const record = await (await fetch(`${env.base}/api/rooms/${room}/record`)).text();
  assert.deepEqual(shown.map(Number), replayScores(record));
  // "If it ended now" has become the final score.
  const projected = [];
  for (let seat = 0; seat < shown.length; seat++) projected.push(await page.locator(`.board .player[data-seat="${seat}"] .projected`).textContent());
  assert.deepEqual(projected, shown);
  assert.ok(clicks > 10, `${clicks} clicks`);
  // The AI's win chances over the turns, computed after the game with progress.
  await page.waitForSelector('.analysis-done', { timeout: 120_000 });
  assert.equal(await page.locator('.analysis svg.chart polyline').count(), 4);
  // The replay viewer steps through the game from its first position; the chart of
  // scores has a line per player.
  await page.click('.replay-button');
  await page.waitForSelector('.replay-controls');
  assert.equal(await page.locator('.replay svg.chart polyline').count(), 4);
  await page.click('.replay-first');
  assert.match(await page.locator('.replay-where').textContent(), /^Move 0 of \d+/);
  await page.click('.replay-next');
  assert.match(await page.locator('.replay-where').textContent(), /^Move 1 of \d+ — /);
  await page.screenshot({ path: join(shots, 'replay.png'), fullPage: true });
  // The coach: the AI's preferred move is marked on the replay's board (its slot and
  // card, as many as the move names).
  const coached = await coachShows(page, room);
  assert.ok(coached, "among a Spyrium game's first judged moves the AI preferred another at least once");
  const places = actionPlaces(coached.best.json);
  assert.equal(await page.locator('.replay-board .market .pointed').count(), (places.slot ? 1 : 0) + (places.space ? 1 : 0), JSON.stringify(coached.best));
  await page.screenshot({ path: join(shots, 'coach.png'), fullPage: true });
  // Stepping on leaves the preferred move behind.
  await page.click('.replay-next');
  assert.equal(await page.locator('.replay-board .market .pointed').count(), 0);
  assert.ok(await page.locator('.replay-preferred').isHidden());
  assert.deepEqual(await axeViolations(page), [], 'the end screen');
  assert.deepEqual(page.errors, []);
  assertNoLeak(page.frames_, 0);
  await assertViewsArePublic(page.frames_, room);
  await context.close();
});

test('two people in one room see each other, a reload resumes, an illegal click says why', { timeout: 180_000 }, async () => {
  const a = await env.browser.newContext();
  const b = await env.browser.newContext();
  const pa = await open(a);
  await named(pa, 'Ada');
  const room = await createRoom(pa, ['me', 'open']);
  const pb = await open(b);
  await named(pb, 'Bob');
  // Bob opens Ada's invite link: it seats him in the free seat.
  const invite = await pa.locator('.room-link').getAttribute('href');
  assert.match(invite, /#\/join\//);
  await pb.goto(invite);
  await pb.waitForSelector('.market');
  await pb.waitForFunction(() => /\(you\)/.test(document.querySelector('.player[data-seat="1"] h3')?.textContent || ''));
  await pa.waitForFunction(() => document.querySelector('.player[data-seat="1"] h3')?.textContent.includes('Bob'), null, { timeout: 10_000 }).catch(() => {});
  // Whoever must act places a worker; the other sees it in their log.
  const rng = seeded(3);
  // (A click may meet a board being drawn anew, or only choose a worker: it is tried
  // again until the other page shows a new move.)
  for (let i = 0; i < 6; i++) {
    let moved = false;
    for (let tries = 0; !moved && tries < 30; tries++) {
      const acting = (await pa.locator('.board .target').count()) ? pa : pb;
      const other = acting === pa ? pb : pa;
      const before = await other.locator('.log > li').count();
      await clickOnce(acting, rng);
      if (await acting.locator('dialog.choice[open]').count()) await acting.locator('dialog.choice[open] .choice-option').first().click({ timeout: 2_000 }).catch(() => {});
      moved = await other.waitForFunction((n) => document.querySelectorAll('.log > li').length > n, before, { timeout: 3_000 }).then(() => true, () => false);
    }
    assert.ok(moved, 'a move was played and seen by the other page');
  }
  // A reload in the middle: the same seat, the same moves (once the last move has
  // reached this page too: the loop above waited only for the other page).
  for (let i = 0; i < 100 && (await pa.locator('.log > li').count()) !== (await pb.locator('.log > li').count()); i++) await pa.waitForTimeout(100);
  const logBefore = await pa.locator('.log > li').count();
  await pa.reload();
  await pa.waitForSelector('.market');
  await pa.waitForFunction((n) => document.querySelectorAll('.log > li').length === n, logBefore, { timeout: 10_000 });
  // An illegal click: a slot that is not highlighted while it is that seat's turn
  // (there is one once a seat is in its Phase II: placing is over for it).
  let acting;
  for (let i = 0; i < 60; i++) {
    acting = (await pa.locator('.board .target').count()) ? pa : pb;
    if (await acting.locator('.market button.slot:not(.target)').count()) break;
    if (!(await acting.locator('.board .target').count())) {
      await pa.waitForTimeout(50);
      continue;
    }
    await acting.locator('.board .target:not(.selected)').first().click();
    if (await acting.locator('dialog.choice[open]').count()) await acting.locator('dialog.choice[open] .choice-option').first().click();
    await acting.waitForTimeout(150);
  }
  const wrong = acting.locator('.market button.slot:not(.target)');
  assert.ok(await wrong.count(), 'a slot where the seat may not place');
  const version = (await (await fetch(`${env.base}/api/rooms/${room}`)).json()).version;
  await wrong.first().click();
  await acting.waitForSelector('.refusal:not(:empty)');
  const text = await acting.locator('.refusal').textContent();
  assert.ok(text.length > 10, text);
  assert.equal((await (await fetch(`${env.base}/api/rooms/${room}`)).json()).version, version, 'a refusal changes nothing');
  await acting.screenshot({ path: join(shots, 'refusal.png') });
  assert.deepEqual(pa.errors.concat(pb.errors), []);
  assertNoLeak(pa.frames_, 0);
  assertNoLeak(pb.frames_, 1);
  await a.close();
  await b.close();
});

test('keyboard-only play, the phone-width layout, and names and chat shown as text', { timeout: 180_000 }, async () => {
  const context = await env.browser.newContext();
  const page = await open(context, 390, 844);
  await named(page, '<img src=x onerror="window.__xss=1">Eve');
  await createRoom(page, ['me', 'random']);
  // No horizontal scroll at phone width.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `${overflow}px of horizontal scroll`);
  await page.screenshot({ path: join(shots, 'phone.png'), fullPage: true });
  // A hint: the AI's suggestion with its win chance, marked in the list of actions.
  await page.waitForSelector('.board .target', { timeout: 20_000 });
  await page.click('.hint-button');
  await page.waitForFunction(() => /%/.test(document.querySelector('.hint')?.textContent || ''), null, { timeout: 30_000 });
  assert.equal(await page.locator('.action-list .action.recommended').count(), 1);
  // Three actions by keyboard: Tab to a highlighted target, Enter (and Enter again in
  // a dialog).
  for (let done = 0; done < 3;) {
    await page.waitForSelector('.board .target', { timeout: 20_000 });
    let found = false;
    for (let i = 0; i < 200 && !found; i++) {
      await page.keyboard.press('Tab');
      found = await page.evaluate(() => document.activeElement?.classList.contains('target') && !document.activeElement.classList.contains('selected'));
    }
    assert.ok(found, 'a highlighted target is reachable by Tab');
    const log = await page.locator('.log > li').count();
    await page.keyboard.press('Enter');
    for (let k = 0; k < 3 && (await page.locator('dialog.choice[open]').count()); k++) await page.keyboard.press('Enter');
    const moved = await page.waitForFunction((n) => document.querySelectorAll('.log > li').length > n, log, { timeout: 3_000 }).then(() => true, () => false);
    if (moved) done++;
  }
  // A chat line holding markup is shown as typed and runs nothing.
  const evil = '<script>window.__xss=2</script><b>bold</b>';
  await page.fill('.chat-input', evil);
  await page.keyboard.press('Enter');
  await page.waitForFunction((t) => [...document.querySelectorAll('.chat-lines li')].some((li) => li.textContent.includes(t)), evil);
  assert.equal(await page.locator('.chat-lines b:has-text("bold")').count(), 0);
  assert.equal(await page.evaluate(() => window.__xss), undefined);
  assert.ok((await page.locator('.player[data-seat="0"] h3').textContent()).includes('<img src=x'));
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('hot-seat: two people on one device play both seats of a game', { timeout: 120_000 }, async () => {
  const context = await env.browser.newContext();
  const page = await open(context);
  await named(page, 'Ada');
  const room = await createRoom(page, ['me', 'me']);
  const summary = await (await fetch(`${env.base}/api/rooms/${room}`)).json();
  assert.deepEqual(summary.seats.map((s) => s.kind), ['human', 'human']);
  const rng = seeded(11);
  for (let i = 0; i < 8; i++) {
    await page.waitForSelector('.board .target', { timeout: 10_000 });
    const before = (await (await fetch(`${env.base}/api/rooms/${room}`)).json()).version;
    assert.match(await page.locator('.turn').textContent(), /Hot-seat/);
    while ((await (await fetch(`${env.base}/api/rooms/${room}`)).json()).version === before) {
      if (!(await clickOnce(page, rng))) await page.waitForTimeout(30);
      await page.waitForTimeout(60);
    }
  }
  // Both seats were played from this page.
  assert.ok((await page.locator('.log > li.seat-0').count()) > 0);
  assert.ok((await page.locator('.log > li.seat-1').count()) > 0);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('the page reconnects by itself when the server goes away and comes back', { timeout: 120_000 }, async () => {
  // A server of this test's own, on a port it keeps across the restart.
  const dir = mkdtempSync(join(tmpdir(), 'gaslamp-drop-'));
  const db = `sqlite://${join(dir, 'drop.db')}`;
  const probe = await new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
  const addr = `127.0.0.1:${probe}`;
  const start = () => new Promise((resolve, reject) => {
    const p = spawn(bin, ['serve', '--addr', addr, '--database', db], { stdio: ['ignore', 'pipe', 'ignore'] });
    p.stdout.on('data', (d) => String(d).includes('http://') && resolve(p));
    p.on('exit', (c) => reject(new Error(`gaslamp serve exited with ${c}`)));
  });
  let srv = await start();
  const context = await env.browser.newContext();
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  await page.goto(`http://${addr}/`);
  await named(page, 'Ada');
  await createRoom(page, ['me', 'random']);
  const rng = seeded(5);
  const playOne = async () => {
    await page.waitForSelector('.board .target', { timeout: 20_000 });
    const n = await page.locator('.log > li').count();
    for (let i = 0; i < 50; i++) {
      await clickOnce(page, rng);
      const moved = await page.waitForFunction((k) => document.querySelectorAll('.log > li').length > k, n, { timeout: 1_000 }).then(() => true, () => false);
      if (moved) return;
    }
    assert.fail('no move was made');
  };
  await playOne();
  // The server is killed: the page says it is reconnecting, then is back by itself.
  srv.kill('SIGKILL');
  await page.waitForFunction(() => /reconnecting/i.test(document.querySelector('.conn')?.textContent || ''), null, { timeout: 10_000 });
  srv = await start();
  await page.waitForFunction(() => /^Connected$/.test(document.querySelector('.conn')?.textContent || ''), null, { timeout: 20_000 });
  await playOne();
  assert.deepEqual(page.errors, []);
  await context.close();
  srv.kill();
});

/**
 * The shell every game is played in, game-neutral: against a random bot, the seat's
 * moves chosen at random from "All your actions", checking after each what the shell
 * shows (progress in words, who acts by name, the tab title, the scores if it ended
 * now with their parts), for at most `moves` moves or to the end; at the end, the end
 * table (a row per player, every part, totals equal to `gaslamp replay` of the room's
 * record), the win-chance chart and the replay's score chart.
 */
async function shellGame(game, moves, screenshot) {
  const context = await env.browser.newContext();
  const page = await open(context);
  await named(page, 'Brunel');
  await page.selectOption('#game', game);
  await page.selectOption('#players', '2');
  await page.selectOption('select[name=seat0]', 'me');
  await page.selectOption('select[name=seat1]', 'random');
  await page.click('#create');
  await page.waitForSelector('.turn');
  const room = page.url().match(/#\/room\/([0-9a-f]{16})/)[1];
  const rng = seeded(11);
  let played = 0;
  // What the seat may do: "All your actions", or else the table's highlighted targets
  // (a game's table may offer some choices its own way, e.g. Crystal Palace's dice).
  const choices = page.locator('.action-list button.action, #table .target:not([disabled]):visible');
  for (let tries = 0; played < moves && tries < 400 && !(await page.locator('.end:not([hidden]) .scores').count()); tries++) {
    const ok = await choices.first().waitFor({ timeout: 20_000 }).then(() => true, () => false);
    if (!ok) break;
    const turn = await page.locator('.turn').textContent();
    assert.match(turn, /^(Turn|Round) \d+ of \d+ · To act: /, turn);
    assert.ok(!/seat \d|Seat \d/.test(turn), `no seat numbers: ${turn}`);
    const title = await page.title();
    assert.ok(title.includes('your turn') || title.includes('Brunel') || title.includes('Bot'), title);
    const standings = page.locator('.standings:not([hidden]) .standings-table tbody tr');
    assert.equal(await standings.count(), 2, 'the scores if it ended now, a row per player');
    assert.match(await standings.first().textContent(), /Brunel/);
    const listed = page.locator('.action-list button.action');
    const pool = (await listed.count()) ? listed : choices;
    const n = await pool.count();
    const before = await page.locator('.log > li').count();
    if (!(await pool.nth(Math.floor(rng() * n)).click({ timeout: 2_000 }).then(() => true, () => false))) continue;
    const moved = await page.waitForFunction((k) => document.querySelectorAll('.log > li').length > k || document.querySelector('.end:not([hidden])'), before, { timeout: pool === listed ? 10_000 : 1_000 }).then(() => true, () => false);
    if (moved) played++;
  }
  assert.ok(played >= Math.min(moves, 5), `only ${played} moves were played`);
  if (screenshot) await page.screenshot({ path: join(shots, screenshot), fullPage: true });
  assert.deepEqual(page.errors, []);
  return { context, page, room, played };
}

test('a game without its own table (Goofspiel) is played to the end in the shell: readable table, end screen, charts', { timeout: 300_000 }, async () => {
  const { context, page, room } = await shellGame('goofspiel', 1000, 'generic-table.png');
  // Never raw JSON: the view is a table of named fields; the actions are buttons grouped by kind.
  await page.waitForSelector('.end:not([hidden]) .scores td.total', { timeout: 30_000 });
  assert.equal(await page.locator('.generic-board pre').count(), 0);
  assert.ok((await page.locator('.generic-board .view-table th').count()) > 3);
  const headers = await page.locator('.end .scores thead th').allTextContents();
  assert.deepEqual(headers, ['Player', 'Prizes', 'Total']);
  const rows = page.locator('.end .scores tbody tr');
  assert.equal(await rows.count(), 2);
  assert.match(plain(await rows.nth(0).locator('th').textContent()), /^Brunel/);
  const shown = await page.locator('.end .scores tbody tr td.total').allTextContents();
  const record = await (await fetch(`${env.base}/api/rooms/${room}/record`)).text();
  assert.deepEqual(shown.map(Number), replayScores(record));
  assert.ok(await page.locator('.end .scores tr.winner').count() >= 1);
  assert.equal(await page.title(), 'game over · Gaslamp');
  await page.waitForSelector('.analysis-done', { timeout: 120_000 });
  assert.equal(await page.locator('.analysis svg.chart polyline').count(), 2);
  // Each chart has a legend naming the players.
  assert.deepEqual((await page.locator('.analysis .legend li').allTextContents()).map(plain), [' Brunel', ' Bot: random (Red)'].map((x) => `${x.includes('Brunel') ? '●' : '■'}${x}`));
  await page.click('.replay-button');
  await page.waitForSelector('.replay-controls');
  assert.equal(await page.locator('.replay svg.chart polyline').count(), 2);
  // The arrow keys step through the replay.
  const where = () => page.locator('.replay-where').textContent();
  const last = await where();
  await page.focus('.replay');
  await page.keyboard.press('ArrowLeft');
  assert.notEqual(await where(), last);
  assert.match(await where(), /^Move (\d+) of \d+/);
  await page.keyboard.press('Home');
  assert.match(await where(), /^Move 0 of/);
  await coachShows(page, room);
  await page.screenshot({ path: join(shots, 'generic-end.png'), fullPage: true });
  assert.deepEqual(page.errors, []);
  await context.close();
});

for (const game of ['spyrium', 'crystal-palace']) {
  test(`the shell shows ${game} in the same game-neutral terms`, { timeout: 180_000 }, async () => {
    const { context } = await shellGame(game, 15);
    await context.close();
  });
}
