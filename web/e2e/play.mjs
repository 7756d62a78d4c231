// How a browser test plays each game by pointing, as a player would: one action
// at a time, chosen at random among what the table offers.

/** Spyrium: plays one action by clicking a highlighted target, then what it opens.
 * Returns false when there was nothing to click. */
export async function clickOnce(page, rng) {
  // The board is drawn again when a message arrives: a target counted a moment ago
  // may be gone, so a click that cannot happen soon is given up and tried again.
  const click = (loc) => loc.click({ timeout: 2_000 }).then(() => true, () => false);
  const dialog = page.locator('dialog.choice[open] .choice-option');
  if (await dialog.count()) {
    return click(dialog.nth(Math.floor(rng() * (await dialog.count()))));
  }
  // With a worker chosen, its cards (or money) come first.
  const cards = page.locator('.market .space.target, .action-bar .target');
  const selected = await page.locator('.slot.selected').count();
  const pool = selected && (await cards.count()) ? cards : page.locator('.board .target:not(.selected)');
  const n = await pool.count();
  if (!n) return false;
  return click(pool.nth(Math.floor(rng() * n)));
}

/**
 * Crystal Palace: one step of play by pointing: the hot-seat screen, the dice picker
 * (each die set with one click on its face, `high`: every die a 6), raising money, or a
 * random highlighted target on the table (trades stay folded away). Returns what it
 * did, or null.
 */
export async function pointOnce(page, rng, { high = false } = {}) {
  const click = (loc) => loc.click({ timeout: 2_000 }).then(() => true, () => false);
  if (await page.locator('.cp-reveal').count()) return (await click(page.locator('.cp-reveal'))) && 'reveal';
  const commit = page.locator('.cp-picker .cp-commit:not([disabled])');
  if (await commit.count()) {
    // One click a die: its face (3 to 5 at random, or 6).
    const n = await page.locator('.cp-picker .cp-die-set').count();
    for (let i = 0; i < n; i++) {
      const value = high ? 6 : 3 + Math.floor(rng() * 3);
      await click(page.locator('.cp-picker .cp-die-set').nth(i).locator(`.cp-face[data-value="${value}"]`));
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

