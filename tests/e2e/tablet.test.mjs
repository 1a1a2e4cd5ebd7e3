// A tablet held upright (820×1180, touch) in every game: the panels below the map; a tap on a
// place the selection may not enter explains why (the same tip as a mouse's hover) and keeps
// the selection; a tap on a place it may reach previews the path and its cost, and a second
// tap on it makes the move; counters stay at least 30 px wide zoomed out; a reload keeps the
// zoom. Napoleon at Waterloo's preview and confirm are in anywhere.test.mjs.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { TEST_TIMEOUT, litHexes, setup, tid, until, waitForGame, wsExchange } from './harness.mjs';
import { POINT_IN_PLACE, TABLET, openGame, openSfcAtWar, unlitPlaceNear } from './places.mjs';

const env = setup('tablet', { before, after });

/** The panels sit below the map and both take the whole width. */
async function panelsBelowMap(page) {
  const map = await tid(page, 'map').boundingBox();
  const panel = await page.locator('.side-panel').boundingBox();
  assert.ok(panel.y >= map.y + map.height - 1, `the panels sit below the map (map ends at ${map.y + map.height}, panels start at ${panel.y})`);
  assert.ok(map.width >= 800 && panel.width >= 800, 'map and panels take the whole width');
  assert.ok(panel.y + 100 < 1180, 'the panels are on screen');
}

/** Taps a point of a place that no counter covers. */
async function tapPlace(page, place) {
  const p = await page.evaluate(POINT_IN_PLACE, place);
  assert.ok(p, `${place} can be tapped`);
  await page.touchscreen.tap(p.x, p.y);
}

/** Taps a place the selection may not enter; returns the tip's words and rule. */
async function tapWhyNot(page, place) {
  await tapPlace(page, place);
  await until(page, (h) => {
    const tip = document.querySelector('[data-testid="why-not"]');
    return tip && !tip.hidden && tip.dataset.hex === h;
  }, place);
  return {
    reason: await tid(page, 'why-not-reason').innerText(),
    rule: (await tid(page, 'why-not-rule').count()) ? await tid(page, 'why-not-rule').innerText() : null,
  };
}

/** The first lit place of a kind that a finger can tap away from any counter. */
async function tappableLit(page, kind, except) {
  for (const place of await litHexes(page, kind)) {
    if (place === except) continue;
    if (await page.evaluate(POINT_IN_PLACE, place)) return place;
  }
  return null;
}

/** The path drawn on the map and its cost label. */
async function pathShown(page) {
  await page.locator('.path-preview .path-cost text').waitFor();
  return (await page.locator('.path-preview .path-cost text').textContent()).trim();
}

/** Zoomed all the way out, the smallest counter's width on screen. */
async function smallestCounterZoomedOut(page) {
  for (let i = 0; i < 8; i++) await tid(page, 'zoom-out').tap();
  return page.evaluate(() => Math.min(...[...document.querySelectorAll('[data-testid^="unit-"][data-hex]')].map((c) => c.querySelector('.counter-shadow').getBoundingClientRect().width)));
}

/** Zooms in, reloads, and returns the view box before and after. */
async function zoomSurvivesReload(page, ready) {
  await tid(page, 'zoom-in').tap();
  await tid(page, 'zoom-in').tap();
  const zoomed = await tid(page, 'map').getAttribute('viewBox');
  await page.reload();
  await waitForGame(page);
  await ready();
  await until(page, (want) => document.querySelector('[data-testid="map"]')?.getAttribute('viewBox') === want, zoomed);
  return zoomed;
}

test('Napoleon at Waterloo on a tablet: a tap where the unit may not go says why and keeps it selected', { timeout: TEST_TIMEOUT }, (t) =>
  env.run(t, async (s) => {
    const seats = { french: { player: 'human' }, allied: { player: 'human' } };
    const { page } = await openGame(s, 'french', { game: 'napoleon-at-waterloo', scenario: 'waterloo', seed: 3, seats }, ['french'], undefined, TABLET);
    await panelsBelowMap(page);
    const box = await tid(page, 'unit-FR-1-1').boundingBox();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const unit = await until(page, () => document.querySelector('[data-testid^="unit-"][aria-pressed="true"]')?.getAttribute('data-unit'));
    await page.locator('.hl-fill.hl-reachable[data-hex]').first().waitFor();
    const lit = (await litHexes(page, 'reachable')).length;
    const hex = await unlitPlaceNear(page, '1613');
    assert.ok(hex, 'an unlit hex near the stack is on screen');

    const why = await tapWhyNot(page, hex);
    t.diagnostic(`${unit} -> ${hex}: ${why.rule}: ${why.reason}`);
    assert.match(why.reason, new RegExp(`^(Reaching ${hex} costs \\d+ movement points; ${unit} has 4|${unit} cannot reach ${hex}|${hex} holds enemy units)\\.$`));
    assert.match(why.rule, /^NAW Movement/);
    assert.equal(await tid(page, `unit-${unit}`).getAttribute('aria-pressed'), 'true', 'the unit stays selected');
    assert.equal((await litHexes(page, 'reachable')).length, lit, 'its reach stays lit');
    await s.shot(page, `tap on ${hex} says why not`);

    await tid(page, 'why-not-rule').tap();
    await until(page, () => document.querySelector('[data-testid="aids-dialog"] .aid-target')?.getAttribute('data-section') === 'NAW Movement');
    await s.shot(page, 'the rule in the aids');
    await tid(page, 'aids-close').tap();

    // A second tap on the place explained acts as a click: the unit is dropped (or the enemy
    // counter there shown), so a finger loses nothing a click could do.
    await tapPlace(page, hex);
    await until(page, (u) => document.querySelector(`[data-testid="unit-${u}"]`)?.getAttribute('aria-pressed') !== 'true', unit);
    assert.equal(await tid(page, 'why-not').isVisible(), false, 'the tip goes');
    await s.shot(page, `second tap on ${hex} acts`);
    s.assertNoPageErrors();
  }));

test('La Grande Armée on a tablet: why not by a tap, near and far; tap to preview a march and tap to make it; counters; zoom kept', { timeout: TEST_TIMEOUT * 2 }, (t) =>
  env.run(t, async (s) => {
    const seats = { french: { player: 'human' }, allied: { player: 'human' }, neutral: { player: 'computer', agent: 'random' } };
    const { page } = await openGame(s, 'french', { game: 'la-grande-armee', scenario: '1-austrian-challenge', seed: 7, seats }, ['french'], undefined, TABLET);
    await tid(page, 'lga-panel').waitFor();
    await panelsBelowMap(page);
    if (await tid(page, 'lga-build-panel').count()) await tid(page, 'lga-end-phase').tap();
    await tid(page, 'lga-move-panel').waitFor();
    await tid(page, 'lga-next').tap();
    await tid(page, 'lga-selected').waitFor();
    await page.waitForFunction(() => !/Finding where/.test(document.querySelector('[data-testid="lga-move-panel"]')?.textContent ?? ''));
    const from = await page.$eval('.counter.selected', (e) => e.getAttribute('data-hex'));
    const selected = await tid(page, 'lga-selected').innerText();
    await s.shot(page, 'tablet portrait, a unit selected');

    // An area beyond the next one: the reason is the whole way's, not "not next to".
    const far = await unlitPlaceNear(page, from, { beyond: 1.6 });
    assert.ok(far, `an unlit area two or more away from ${from} is on screen`);
    const whyFar = await tapWhyNot(page, far);
    t.diagnostic(`${from} -> ${far}: ${whyFar.rule}: ${whyFar.reason}`);
    assert.match(whyFar.rule, /^LGA \d\.\d+$/);
    assert.doesNotMatch(whyFar.reason, /is not next to/, 'a distant area says what closes the way there');
    assert.equal(await tid(page, 'lga-selected').innerText(), selected, 'the unit stays selected');
    await s.shot(page, `tap on ${far} says why not`);

    // A first tap on a lit area draws the path and its cost; the unit stays; a second marches.
    const target = await tappableLit(page, 'reachable', from);
    assert.ok(target, 'a lit area can be tapped');
    await tapPlace(page, target);
    await tid(page, 'tap-confirm').waitFor({ state: 'visible' });
    assert.match(await pathShown(page), /^\d+ MP$/);
    assert.equal(await tid(page, 'lga-selected').innerText(), selected, 'a first tap only previews');
    await s.shot(page, `first tap on ${target} previews the march`);
    await tapPlace(page, target);
    await page.waitForFunction((b) => document.querySelector('[data-testid="lga-selected"]')?.textContent !== b, selected);
    assert.equal(await tid(page, 'tap-confirm').isVisible(), false);
    await s.shot(page, 'second tap marched');

    const smallest = await smallestCounterZoomedOut(page);
    assert.ok(smallest >= 29, `counters keep at least 30 px on a touch screen (smallest: ${smallest.toFixed(1)} px)`);
    await s.shot(page, 'zoomed out');
    await zoomSurvivesReload(page, () => tid(page, 'lga-panel').waitFor());
    await s.shot(page, 'the zoom kept across a reload');
    s.assertNoPageErrors();
  }));

test('Struggle for the Continent on a tablet: why not by a tap; tap to preview a march and tap to make it; counters; zoom kept', { timeout: TEST_TIMEOUT * 2 }, (t) =>
  env.run(t, async (s) => {
    const { page } = await openSfcAtWar(s, 'central', TABLET);
    await until(page, () => /Germany to move/.test(document.querySelector('[data-testid="sfc-panel"]')?.textContent ?? ''));
    await panelsBelowMap(page);
    assert.match(await tid(page, 'selection-hint').innerText(), /^Tap a province where your armies stand/);
    await tapPlace(page, 'berlin');
    await until(page, () => document.querySelector('[data-testid="sfc-from-berlin"]')?.getAttribute('aria-pressed') === 'true');
    await page.locator('.hl-fill.hl-reachable[data-hex]').first().waitFor();

    const province = await unlitPlaceNear(page, 'berlin');
    assert.ok(province, 'an unlit province near Berlin is on screen');
    const why = await tapWhyNot(page, province);
    t.diagnostic(`berlin -> ${province}: ${why.rule}: ${why.reason}`);
    assert.match(why.rule, /^SFC \d/);
    assert.ok(why.reason.length > 10, why.reason);
    assert.equal(await tid(page, 'sfc-from-berlin').getAttribute('aria-pressed'), 'true', 'Berlin stays picked');
    assert.equal(await page.locator('.hl-fill.hl-selected[data-hex="berlin"]').count(), 1);
    await s.shot(page, `tap on ${province} says why not`);

    const target = await tappableLit(page, 'reachable', 'berlin');
    assert.ok(target, 'a lit province can be tapped');
    await tapPlace(page, target);
    await tid(page, 'tap-confirm').waitFor({ state: 'visible' });
    assert.match(await pathShown(page), /^\d+ moves?$/);
    assert.equal(await page.locator(`[data-testid="unit-germany@${target}"]`).count(), 0, 'a first tap only previews');
    await s.shot(page, `first tap on ${target} previews the march`);
    await tapPlace(page, target);
    await tid(page, `unit-germany@${target}`).waitFor();
    await s.shot(page, 'second tap marched');

    const smallest = await smallestCounterZoomedOut(page);
    assert.ok(smallest >= 29, `counters keep at least 30 px on a touch screen (smallest: ${smallest.toFixed(1)} px)`);
    await s.shot(page, 'zoomed out');
    await zoomSurvivesReload(page, () => tid(page, 'sfc-panel').waitFor());
    await s.shot(page, 'the zoom kept across a reload');
    s.assertNoPageErrors();
  }));

test('Struggle for the Continent on a tablet: a first tap on a target shows the attack’s odds, a second makes it', { timeout: TEST_TIMEOUT * 2 }, (t) =>
  env.run(t, async (s) => {
    const { page, tokens } = await openSfcAtWar(s, 'central', TABLET);
    await until(page, () => /Germany to move/.test(document.querySelector('[data-testid="sfc-panel"]')?.textContent ?? ''));
    // The German armies march (through the protocol) to a province beside Belgium with a move
    // left to attack it.
    const board = await page.evaluate(() => fetch('/api/board/struggle-for-the-continent/1914').then((r) => r.json()));
    const besideBelgium = new Set(board.links.flatMap((l) => (l.a === 'belgium' ? [l.b] : l.b === 'belgium' ? [l.a] : [])));
    const [asked] = await wsExchange(page, s.wsUrl, [{ type: 'inspect', token: tokens.germany, query: { type: 'reachable', from: 'berlin', nation: 'germany' } }]);
    const reach = asked.answer;
    const stand = reach.reach.filter((r) => besideBelgium.has(r.to) && r.cost < reach.moves).sort((a, b) => a.cost - b.cost)[0];
    assert.ok(stand, `a province beside Belgium within reach: ${JSON.stringify(reach.reach.map((r) => r.to))}`);
    let at = 'berlin';
    for (const to of stand.path) {
      const [r] = await wsExchange(page, s.wsUrl, [{ type: 'act', token: tokens.germany, action: { type: 'move', from: at, to, count: 14 } }]);
      assert.equal(r.type, 'ack', JSON.stringify(r));
      at = to;
    }
    await tid(page, `sfc-from-${stand.to}`).waitFor();

    await tapPlace(page, stand.to);
    await until(page, (p) => document.querySelector(`[data-testid="sfc-from-${p}"]`)?.getAttribute('aria-pressed') === 'true', stand.to);
    await page.locator('.hl-fill.hl-target[data-hex="belgium"]').waitFor();
    const belgium = await tid(page, 'unit-belgium@belgium').boundingBox();
    await page.touchscreen.tap(belgium.x + belgium.width / 2, belgium.y + belgium.height / 2);
    await tid(page, 'sfc-odds').waitFor();
    await tid(page, 'tap-again-hint').waitFor();
    assert.equal(await tid(page, 'sfc-battle').count(), 0, 'a first tap only shows the odds');
    await s.shot(page, 'first tap on Belgium shows the odds');
    await page.touchscreen.tap(belgium.x + belgium.width / 2, belgium.y + belgium.height / 2);
    await tid(page, 'sfc-battle').waitFor();
    await s.shot(page, 'second tap attacked');
    s.assertNoPageErrors();
  }));
