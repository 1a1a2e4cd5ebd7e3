// What I may do, and why not, in each game at 1366×768: with a unit selected, resting the
// pointer on a place it may not enter shows the rule's words beside it, and the rule's name
// opens the player aids at that section; the aids button (and A) opens them on the current
// phase; resting the pointer on a stack lists the whole stack with its totals.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { TEST_TIMEOUT, selectUnit, setup, tid, until, waitForGame, wsExchange } from './harness.mjs';

const env = setup('why-not', { before, after });
const VIEWPORT = { width: 1366, height: 768 };

/** A new game through the protocol, opened on the page with the given seats' tokens. */
async function openGame(s, label, create, seats) {
  const page = await s.newPage(label);
  await page.setViewportSize(VIEWPORT);
  await page.goto(s.url);
  const [created] = await wsExchange(page, s.wsUrl, [{ type: 'create', ...create }]);
  assert.equal(created.type, 'created', JSON.stringify(created));
  await page.goto(new URL(`/?${seats.map((seat) => `t=${created.tokens[seat]}`).join('&')}`, s.url).href);
  await waitForGame(page);
  return { page, tokens: created.tokens };
}

/** The screen point of a place the mouse can rest on: its centre, if nothing covers it. */
async function pointOf(page, hex) {
  return page.evaluate((label) => {
    const poly = document.querySelector(`[data-testid="hex-${label}"], [data-testid="area-${label}"]`);
    const r = poly.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    return { x, y, free: document.elementFromPoint(x, y) === poly };
  }, hex);
}

/** The unlit place nearest to a unit's counter that the mouse can rest on (no counter over it). */
async function unlitPlaceNear(page, unitId) {
  return page.evaluate((id) => {
    const unit = document.querySelector(`[data-testid="unit-${CSS.escape(id)}"]`).getBoundingClientRect();
    const map = document.querySelector('[data-testid="map"]').getBoundingClientRect();
    const lit = new Set([...document.querySelectorAll('.hl-fill.hl-reachable[data-hex], .hl-fill.hl-target[data-hex]')].map((e) => e.getAttribute('data-hex')));
    const out = [];
    for (const poly of document.querySelectorAll('[data-testid^="hex-"], [data-testid^="area-"]')) {
      const label = poly.getAttribute('data-testid').replace(/^(hex|area)-/, '');
      if (lit.has(label)) continue;
      const r = poly.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (x < map.left + 20 || x > map.right - 20 || y < map.top + 20 || y > map.bottom - 20) continue;
      if (document.elementFromPoint(x, y) !== poly) continue;
      out.push({ label, d: Math.hypot(x - unit.x, y - unit.y) });
    }
    out.sort((a, b) => a.d - b.d);
    return out[0]?.label ?? null;
  }, unitId);
}

/** Rests the mouse on a place and waits for the why-not tip there; returns its words and rule. */
async function whyNotAt(page, hex) {
  const p = await pointOf(page, hex);
  assert.ok(p.free, `${hex} is free for the mouse`);
  await page.mouse.move(p.x - 6, p.y - 6);
  await page.mouse.move(p.x, p.y, { steps: 3 });
  await until(page, (h) => {
    const tip = document.querySelector('[data-testid="why-not"]');
    return tip && !tip.hidden && tip.dataset.hex === h;
  }, hex);
  return {
    reason: await tid(page, 'why-not-reason').innerText(),
    rule: (await tid(page, 'why-not-rule').count()) ? await tid(page, 'why-not-rule').innerText() : null,
  };
}

/** The aids dialog is open and the element with the `aid-target` mark is the one expected. */
async function aidsTarget(page) {
  await tid(page, 'aids-dialog').waitFor();
  await until(page, () => document.querySelector('[data-testid="aids-dialog"] .aid-target'));
  return page.evaluate(() => {
    const t = document.querySelector('[data-testid="aids-dialog"] .aid-target');
    const body = document.querySelector('.aids-body').getBoundingClientRect();
    const r = t.getBoundingClientRect();
    return { text: t.textContent, section: t.getAttribute('data-section'), current: t.getAttribute('aria-current'), inView: r.top >= body.top - 1 && r.top < body.bottom, focused: document.activeElement === t };
  });
}

async function closeAids(page) {
  await tid(page, 'aids-close').click();
  await until(page, () => !document.querySelector('[data-testid="aids-dialog"]').open);
}

/** Rests the mouse on a counter and returns the hover card's text. */
async function hoverCard(page, unitId) {
  const box = await tid(page, `unit-${unitId}`).boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 3 });
  await tid(page, 'unit-card').waitFor();
  return tid(page, 'unit-card').innerText();
}

test('Napoleon at Waterloo: why not here, the rule in the aids, the aids on the phase, a stack', { timeout: TEST_TIMEOUT * 2 }, (t) =>
  env.run(t, async (s) => {
    const { page } = await openGame(s, 'french', { game: 'napoleon-at-waterloo', scenario: 'waterloo', seed: 3, seats: { french: { player: 'human' }, allied: { player: 'human' } } }, ['french']);
    await selectUnit(page, 'FR-1-1');
    await page.locator('.hl-fill.hl-reachable[data-hex]').first().waitFor();
    // The nearest hex beyond FR-1-1's reach (from 1613, with 4 movement points).
    const hex = await unlitPlaceNear(page, 'FR-1-1');
    assert.ok(hex, 'an unlit hex near FR-1-1 is on screen');
    const why = await whyNotAt(page, hex);
    assert.match(why.reason, new RegExp(`^(Reaching ${hex} costs \\d+ movement points; FR-1-1 has 4|FR-1-1 cannot reach ${hex}|${hex} holds enemy units)\\.$`));
    assert.match(why.rule, /^NAW Movement/);
    await s.shot(page, `why not ${hex} beside the hex`);

    await tid(page, 'why-not-rule').click();
    const target = await aidsTarget(page);
    assert.equal(target.section, 'NAW Movement', 'the rule opens its section');
    assert.ok(target.inView && target.focused, 'the section is scrolled into view and focused');
    await s.shot(page, 'the rule in the aids');
    await closeAids(page);

    await page.locator('body').focus();
    await page.keyboard.press('a');
    const phase = await aidsTarget(page);
    assert.equal(phase.current, 'step', 'the aids open on the current phase');
    assert.match(phase.text, /^French movement phase/);
    assert.equal(await page.locator('[data-testid="aids-table-crt"] tbody tr').count(), 10, 'the CRT: one row per modified die');
    await s.shot(page, 'aids on the French movement phase');
    await closeAids(page);

    // FR-1-1 shares 1613 with another French brigade: the card lists both and the strength.
    const card = await hoverCard(page, 'FR-1-1');
    assert.match(card, /Stack in 1613/);
    assert.match(card, /Counters\s+2/);
    assert.match(card, /Strength\s+8/, 'FR-1-1 and FR-1-2, 4 each');
    await s.shot(page, 'stack card');
    s.assertNoPageErrors();
  }),
);
