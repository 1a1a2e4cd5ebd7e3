// Small things a wargamer notices at 1366×768: the turn bar stays one line in every game, the
// help lists no hex-number key on a map without hexes, Struggle for the Continent's
// selection speaks of provinces, and a message never covers the decision under it.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { TEST_TIMEOUT, selectUnit, setup, tid, until } from './harness.mjs';
import { openGame, openSfcAtWar } from './places.mjs';

const env = setup('screen-fit', { before, after });

/** The turn bar's height and whether its parts stand on one line. */
async function turnBarLines(page) {
  return page.evaluate(() => {
    const bar = document.querySelector('[data-testid="turn-bar"]');
    const parts = [...bar.querySelectorAll('.turn-info > *, .turn-actions > *')].filter((e) => e.getClientRects().length > 0);
    const middles = parts.map((e) => {
      const r = e.getBoundingClientRect();
      return Math.round(r.top + r.height / 2);
    });
    return { height: Math.round(bar.getBoundingClientRect().height), rows: new Set(middles.map((m) => Math.round(m / 8))).size, middles };
  });
}

const ONE_LINE = 48; // px: a row of buttons and the bar's padding

test('La Grande Armée at 1366×768: the turn bar is one line', { timeout: TEST_TIMEOUT }, (t) =>
  env.run(t, async (s) => {
    const seats = { french: { player: 'human' }, allied: { player: 'human' }, neutral: { player: 'computer', agent: 'random' } };
    const { page } = await openGame(s, 'french', { game: 'la-grande-armee', scenario: '1-austrian-challenge', seed: 7, seats }, ['french']);
    await tid(page, 'lga-panel').waitFor();
    const bar = await turnBarLines(page);
    await s.shot(page, 'turn bar');
    assert.ok(bar.height <= ONE_LINE, `the turn bar is one line high: ${JSON.stringify(bar)}`);
  }));

test('Struggle for the Continent at 1366×768: one-line turn bar, no hex-number key, provinces picked', { timeout: TEST_TIMEOUT * 2 }, (t) =>
  env.run(t, async (s) => {
    const { page } = await openSfcAtWar(s, 'central');
    await until(page, () => /Germany to move/.test(document.querySelector('[data-testid="sfc-panel"]')?.textContent ?? ''));
    const bar = await turnBarLines(page);
    await s.shot(page, 'turn bar');
    assert.ok(bar.height <= ONE_LINE, `the turn bar is one line high: ${JSON.stringify(bar)}`);

    const hint = await tid(page, 'selection-hint').innerText();
    assert.doesNotMatch(hint, /click a counter/i);
    assert.match(hint, /province where your armies stand/);

    await page.locator('body').press('?');
    await tid(page, 'help-dialog').waitFor();
    const keys = await page.locator('[data-testid="help-dialog"] kbd').allInnerTexts();
    assert.ok(!keys.includes('L'), `no hex-number key on a map without hexes: ${keys.join(', ')}`);
    assert.ok(keys.includes('A') && keys.includes('S'), 'the other keys are listed');
    await s.shot(page, 'help without L');
  }));

test('Napoleon at Waterloo at 1366×768: a message stands above the selection, covering nothing', { timeout: TEST_TIMEOUT }, (t) =>
  env.run(t, async (s) => {
    const { page } = await openGame(s, 'french', { game: 'napoleon-at-waterloo', scenario: 'waterloo', seed: 3, seats: { french: { player: 'human' }, allied: { player: 'human' } } }, ['french']);
    await selectUnit(page, 'FR-1-1');
    await page.locator('body').press('?');
    await tid(page, 'help-dialog').waitFor();
    assert.ok((await page.locator('[data-testid="help-dialog"] kbd').allInnerTexts()).includes('L'), 'a hex map lists the hex-number key');
    await tid(page, 'help-close').click();
    await page.locator('body').press('u'); // "There is nothing to undo."
    await until(page, () => /nothing to undo/.test(document.querySelector('[data-testid="message"]')?.textContent ?? ''));
    // However far the decision is scrolled, the message is above it, not over it.
    const layout = await page.evaluate(() => {
      const scroller = document.querySelector('.decision-scroll');
      scroller.scrollTop = scroller.scrollHeight;
      const message = document.querySelector('[data-testid="message"]').getBoundingClientRect();
      const heading = document.querySelector('#selection-title').getBoundingClientRect();
      return { messageBottom: message.bottom, scrollTop: scroller.getBoundingClientRect().top, heading: heading.top };
    });
    await s.shot(page, 'message above the selection');
    assert.ok(layout.messageBottom <= layout.scrollTop + 0.5, `the message ends where the decision begins: ${JSON.stringify(layout)}`);
    const bar = await turnBarLines(page);
    assert.ok(bar.height <= ONE_LINE, `the turn bar is one line high: ${JSON.stringify(bar)}`);
  }));
