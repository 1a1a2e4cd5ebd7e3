// Decisive Battles' page helpers: a First Bull Run game made through the lobby, an HQ's
// command and a brigade's order given from the panels, the view a seat's token sees.

import assert from 'node:assert/strict';
import { clickableHexes, litHexes, tid, until, waitForGame, wsExchange } from './harness.mjs';

export const GAME = 'decisive-battles';

/** Fills the lobby's form for First Bull Run and starts the game. */
export async function createBullRun(page, url, { mode, union = 'human', confederate = 'heuristic', seed = 7 }) {
  await page.goto(url);
  await tid(page, 'create-game').waitFor();
  await tid(page, 'game-select').selectOption(GAME);
  await tid(page, 'scenario-select').selectOption('first-bull-run');
  await tid(page, `mode-${mode}`).check();
  await tid(page, 'seat-union-player').selectOption(union);
  await tid(page, 'seat-confederate-player').selectOption(confederate);
  await tid(page, 'seed').fill(String(seed));
  await tid(page, 'create-game').click();
}

export async function waitForDb(page) {
  await waitForGame(page);
  await tid(page, 'db-panel').waitFor();
}

/** The view a seat sees, asked with its token from this browser's storage. */
export async function viewOf(page, wsUrl, seat) {
  const token = await page.evaluate(([game, s]) => JSON.parse(localStorage.getItem('grognard.games.v1')).find((g) => g.game === game)?.tokens?.[s], [GAME, seat]);
  assert.ok(token, `this browser holds the ${seat} seat`);
  return (await wsExchange(page, wsUrl, [{ type: 'join', token }]))[0].view;
}

/** Menu 8: an offensive for `hq` on `to` by way of `via`, from the HQs tab. */
export async function commandOffensive(page, hq, to, via) {
  await tid(page, 'db-tab-hqs').click();
  await tid(page, `db-hq-${hq}-offensive-to`).selectOption(to);
  if (via) await tid(page, `db-hq-${hq}-offensive-via`).selectOption(via);
  await tid(page, `db-hq-${hq}-offensive`).click();
  await tid(page, `db-hq-${hq}-given`).waitFor();
  return (await tid(page, `db-hq-${hq}-given`).innerText()).trim();
}

/** Menu 11: deploy `brigade` into a hex beside it, clicked on the map among those lit. */
export async function deployOnMap(page, brigade) {
  await tid(page, 'db-tab-brigades').click();
  await tid(page, `db-brigade-${brigade}`).click();
  await tid(page, 'db-order-menu').waitFor();
  await tid(page, 'db-order-deploy').click();
  await page.locator('.hl-fill.hl-choice[data-hex]').first().waitFor();
  const lit = await litHexes(page, 'choice');
  const spots = await clickableHexes(page, lit);
  let hex;
  if (spots.length) {
    hex = spots[0].hex;
    await page.mouse.click(spots[0].x, spots[0].y);
  } else {
    // Every lit hex under a counter or off screen: the panel's buttons give the same order.
    hex = lit[0];
    await tid(page, `db-deploy-${hex}`).click();
  }
  // Ordered: the brigade's row says so, ticked.
  await until(page, ([b, h]) => (document.querySelector(`[data-testid="db-brigade-${b}"]`)?.textContent ?? '').endsWith(`deploy to ${h} ✓`), [brigade, hex]);
  return hex;
}

/** The page is no wider than its window. */
export async function assertFits(page) {
  const [wide, window] = await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
  assert.ok(wide <= window, `the page is ${wide} px wide in a ${window} px window`);
}
