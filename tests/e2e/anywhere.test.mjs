// Anywhere, any screen: sound effects off until turned on and remembered; the camera and hex
// numbers kept across a reload; a tablet held upright (panels below the map, tap to preview
// a move and tap again to make it, counters never too small for a finger); the link that
// opens a game against the computer on another browser.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  TEST_TIMEOUT,
  clickableHexes,
  createGame,
  litHexes,
  moveUnit,
  setup,
  tid,
  unitHex,
  until,
  waitForGame,
  waitForUnitHex,
} from './harness.mjs';

const env = setup('anywhere', { before, after });

const LAPTOP = { viewport: { width: 1366, height: 768 } };
const TABLET = { viewport: { width: 820, height: 1180 }, hasTouch: true };

/** Wraps the page's AudioContext so that every sound started is written down in
 * `window.__played` (an oscillator's wave, or "noise"), and contexts made are counted. */
function recordAudio() {
  window.__played = [];
  window.__contexts = 0;
  const Real = window.AudioContext;
  window.AudioContext = class extends Real {
    constructor(...args) {
      super(...args);
      window.__contexts += 1;
    }
    createOscillator() {
      const osc = super.createOscillator();
      const start = osc.start.bind(osc);
      osc.start = (...a) => {
        window.__played.push(osc.type);
        return start(...a);
      };
      return osc;
    }
    createBufferSource() {
      const source = super.createBufferSource();
      const start = source.start.bind(source);
      source.start = (...a) => {
        window.__played.push('noise');
        return start(...a);
      };
      return source;
    }
  };
}

const pressed = async (page, id) => (await tid(page, id).getAttribute('aria-pressed')) === 'true';

async function reload(page) {
  await page.reload();
  await waitForGame(page);
}

test('sound is off until turned on, plays a march, and the choice survives a reload', { timeout: TEST_TIMEOUT }, (t) =>
  env.run(t, async (s) => {
    const page = await s.newPage('french', LAPTOP);
    await page.addInitScript(recordAudio);
    await createGame(page, s.url, { mode: 'computer', french: 'human', allied: 'heuristic', seed: 11 });
    await waitForGame(page);
    assert.equal(await pressed(page, 'toggle-sound'), false, 'sound starts off');
    assert.equal(await tid(page, 'toggle-sound').getAttribute('aria-keyshortcuts'), 'S');
    await moveUnit(page, 'FR-1-1');
    assert.deepEqual(await page.evaluate(() => [window.__contexts, window.__played]), [0, []], 'silent, and no audio made at all, while off');

    await tid(page, 'toggle-sound').click();
    assert.equal(await pressed(page, 'toggle-sound'), true);
    await s.shot(page, 'sound on');
    await reload(page);
    assert.equal(await pressed(page, 'toggle-sound'), true, 'the choice is remembered across a reload');

    // A march: four drum beats (triangle oscillators).
    await moveUnit(page, 'FR-2-1');
    const played = await until(page, () => (window.__played.length >= 4 ? window.__played : null));
    assert.deepEqual(played.slice(0, 4), ['triangle', 'triangle', 'triangle', 'triangle'], `a march sounds as drum beats: ${played}`);
    // The report still says what the sound said.
    assert.match((await page.locator('[data-testid="event-log"] li').last().innerText()), /FR-2-1|moves/);

    // S turns it off again, remembered too.
    await page.locator('body').focus();
    await page.keyboard.press('s');
    assert.equal(await pressed(page, 'toggle-sound'), false);
    await reload(page);
    assert.equal(await pressed(page, 'toggle-sound'), false);
  }));

test('zoom, pan and hex numbers survive a reload', { timeout: TEST_TIMEOUT }, (t) =>
  env.run(t, async (s) => {
    const page = await s.newPage('french', LAPTOP);
    await createGame(page, s.url, { mode: 'computer', french: 'human', allied: 'heuristic', seed: 12 });
    await waitForGame(page);
    const viewBox = () => tid(page, 'map').getAttribute('viewBox');
    const opening = await viewBox();
    await tid(page, 'zoom-in').click();
    await tid(page, 'zoom-in').click();
    await page.locator('body').focus();
    await page.keyboard.press('ArrowLeft');
    await tid(page, 'toggle-labels').click();
    const zoomed = await viewBox();
    assert.notEqual(zoomed, opening);
    await s.shot(page, 'zoomed in with hex numbers');

    await reload(page);
    await until(page, (want) => document.querySelector('[data-testid="map"]')?.getAttribute('viewBox') === want, zoomed);
    assert.equal(await pressed(page, 'toggle-labels'), true, 'hex numbers stay shown');
    assert.equal(await page.locator('.numbers-shown').count(), 1);
    await s.shot(page, 'after the reload, the same view');
  }));

test('tablet portrait: panels below the map, tap to preview a move, tap again to make it', { timeout: TEST_TIMEOUT }, (t) =>
  env.run(t, async (s) => {
    const page = await s.newPage('tablet', TABLET);
    await createGame(page, s.url, { mode: 'computer', french: 'human', allied: 'heuristic', seed: 13 });
    await waitForGame(page);
    const map = await tid(page, 'map').boundingBox();
    const panel = await page.locator('.side-panel').boundingBox();
    assert.ok(panel.y >= map.y + map.height - 1, `the panels sit below the map (map ends at ${map.y + map.height}, panels start at ${panel.y})`);
    assert.ok(map.width >= 800 && panel.width >= 800, 'map and panels take the whole width');
    assert.ok(panel.y + 100 < 1180, 'the panels are on screen');
    await s.shot(page, 'tablet portrait');

    // Tap the top counter of FR-1-1's stack: it is selected and its reach lights up.
    const from = await unitHex(page, 'FR-1-1');
    const box = await tid(page, 'unit-FR-1-1').boundingBox();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const unit = await until(page, () => document.querySelector('[data-testid^="unit-"][aria-pressed="true"]')?.getAttribute('data-unit'));
    assert.equal(await unitHex(page, unit), from);
    await page.locator('.hl-fill.hl-reachable[data-hex]').first().waitFor();
    const targets = (await clickableHexes(page, await litHexes(page, 'reachable'))).filter((c) => c.hex !== from);
    assert.ok(targets.length > 0, 'some reachable hex can be tapped');
    const target = targets[0];
    assert.match(await page.locator('[data-testid="selection"] .hint').innerText(), /tap one for the path, tap it again to move/, 'the panel speaks of taps, not hovers');

    // First tap: the path and its cost, a prompt, and the unit stays where it is.
    await page.touchscreen.tap(target.x, target.y);
    await tid(page, 'tap-confirm').waitFor({ state: 'visible' });
    assert.match(await page.locator('.path-preview .path-cost text').textContent(), /^\d+ MP$/);
    assert.equal(await unitHex(page, unit), from, 'a first tap only previews');
    await s.shot(page, 'tablet tap previews the move');

    // Second tap on the same hex: the move is made.
    await page.touchscreen.tap(target.x, target.y);
    await waitForUnitHex(page, unit, target.hex);
    assert.equal(await tid(page, 'tap-confirm').isVisible(), false);
    await s.shot(page, 'tablet second tap moved');

    // Zoomed all the way out, counters stay big enough for a finger.
    for (let i = 0; i < 8; i++) await tid(page, 'zoom-out').tap();
    const smallest = await page.evaluate(() =>
      Math.min(...[...document.querySelectorAll('[data-testid^="unit-"][data-hex]')].map((c) => c.querySelector('.counter-shadow').getBoundingClientRect().width)),
    );
    assert.ok(smallest >= 29, `counters keep at least 30 px on a touch screen (smallest: ${smallest.toFixed(1)} px)`);
    await s.shot(page, 'tablet zoomed out');
  }));

test('a game against the computer has a link that opens it on another browser', { timeout: TEST_TIMEOUT }, (t) =>
  env.run(t, async (s) => {
    const page = await s.newPage('french', LAPTOP);
    await createGame(page, s.url, { mode: 'computer', french: 'human', allied: 'heuristic', seed: 14 });
    await waitForGame(page);
    const moved = await moveUnit(page, 'FR-1-1');
    await page.locator('.invites-details summary').click();
    const link = await tid(page, 'resume-link').inputValue();
    assert.equal(link, page.url(), 'the link is the address of this seat (the page was opened from the server’s own address)');
    await s.shot(page, 'link to this game');

    const other = await s.newPage('another browser', LAPTOP);
    await other.goto(link);
    await waitForGame(other);
    await waitForUnitHex(other, 'FR-1-1', moved.to);
    assert.match(await tid(other, 'to-move').innerText(), /French to move — your move/);
    await s.shot(other, 'the same game on another browser');
  }));
