// What I may do, and why not, in each game at 1366×768: with a unit selected, resting the
// pointer on a place it may not enter shows the rule's words beside it, and the rule's name
// opens the player aids at that section; the aids button (and A) opens them on the current
// phase; resting the pointer on a stack lists the whole stack with its totals.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { TEST_TIMEOUT, selectUnit, setup, tid, until, waitForGame } from './harness.mjs';
import { POINT_IN_PLACE, openGame, openSfcAtWar, unlitPlaceNear } from './places.mjs';

const env = setup('why-not', { before, after });
const VIEWPORT = { width: 1366, height: 768 };

/** Rests the mouse on a place and waits for the why-not tip there; returns its words and rule. */
async function whyNotAt(page, place) {
  const p = await page.evaluate(POINT_IN_PLACE, place);
  assert.ok(p, `${place} is free for the mouse`);
  await page.mouse.move(p.x - 6, p.y - 6);
  await page.mouse.move(p.x, p.y, { steps: 3 });
  await until(page, (h) => {
    const tip = document.querySelector('[data-testid="why-not"]');
    return tip && !tip.hidden && tip.dataset.hex === h;
  }, place);
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
    const { page, tokens } = await openGame(s, 'french', { game: 'napoleon-at-waterloo', scenario: 'waterloo', seed: 3, seats: { french: { player: 'human' }, allied: { player: 'human' } } }, ['french']);
    await selectUnit(page, 'FR-1-1');
    await page.locator('.hl-fill.hl-reachable[data-hex]').first().waitFor();
    // The nearest hex beyond FR-1-1's reach (from 1613, with 4 movement points).
    const hex = await unlitPlaceNear(page, '1613');
    assert.ok(hex, 'an unlit hex near FR-1-1 is on screen');
    const why = await whyNotAt(page, hex);
    assert.match(why.reason, new RegExp(`^(Reaching ${hex} costs \\d+ movement points; FR-1-1 has 4|FR-1-1 cannot reach ${hex}|${hex} holds enemy units)\\.$`));
    assert.match(why.rule, /^NAW Movement/);
    await s.shot(page, `why not ${hex} beside the hex`);

    assert.equal(await page.getByRole('button', { name: `Read rule ${why.rule} in the player aids` }).count(), 1, 'the rule link is named');
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
    // A step's rule takes the reader to its section, inside the dialog: the address stays.
    const address = page.url();
    await page.getByRole('button', { name: 'Rule NAW Artillery' }).first().click();
    await until(page, () => document.querySelector('[data-testid="aids-dialog"] .aid-target')?.getAttribute('data-section') === 'NAW Artillery');
    assert.equal(page.url(), address);
    await closeAids(page);

    // FR-1-1 shares 1613 with another French brigade: the card lists both and the strength.
    const card = await hoverCard(page, 'FR-1-1');
    assert.match(card, /Stack in 1613/);
    assert.match(card, /Counters\s+2/);
    assert.match(card, /Strength\s+8/, 'FR-1-1 and FR-1-2, 4 each');
    await s.shot(page, 'stack card');

    // Out of turn, the End-phase key says whose turn it is (the Allied player's screen).
    const allied = await s.newPage('allied');
    await allied.setViewportSize(VIEWPORT);
    await allied.goto(new URL(`/?t=${tokens.allied}`, s.url).href);
    await waitForGame(allied);
    await allied.locator('body').press('e');
    await until(allied, () => /It is the French player's turn/.test(document.querySelector('[data-testid="message"]')?.textContent ?? ''));
    await s.shot(allied, 'ending the phase out of turn');
    s.assertNoPageErrors();
  }),
);

test('La Grande Armée: why not this area, its rule in the aids, the aids on the phase, a stack', { timeout: TEST_TIMEOUT * 2 }, (t) =>
  env.run(t, async (s) => {
    const seats = { french: { player: 'human' }, allied: { player: 'human' }, neutral: { player: 'computer', agent: 'random' } };
    const { page } = await openGame(s, 'french', { game: 'la-grande-armee', scenario: '1-austrian-challenge', seed: 7, seats }, ['french']);
    await tid(page, 'lga-panel').waitFor();
    if (await tid(page, 'lga-build-panel').count()) await tid(page, 'lga-end-phase').click();
    await tid(page, 'lga-move-panel').waitFor();
    await tid(page, 'lga-next').click();
    await tid(page, 'lga-selected').waitFor();
    await page.waitForFunction(() => !/Finding where/.test(document.querySelector('[data-testid="lga-move-panel"]')?.textContent ?? ''));
    const from = await page.$eval('.counter.selected', (e) => e.getAttribute('data-hex'));
    const area = await unlitPlaceNear(page, from);
    assert.ok(area, `an unlit area near ${from} is on screen`);
    const why = await whyNotAt(page, area);
    t.diagnostic(`${from} -> ${area}: ${why.rule}: ${why.reason}`);
    assert.match(why.rule, /^LGA \d\.\d+$/);
    assert.ok(why.reason.length > 10, why.reason);
    await s.shot(page, `why not ${area}`);

    await tid(page, 'why-not-rule').click();
    const target = await aidsTarget(page);
    assert.equal(target.section, why.rule, 'the rule opens its own section');
    assert.ok(target.inView && target.focused);
    await s.shot(page, 'the rule in the aids');
    await closeAids(page);

    await tid(page, 'aids').click();
    const phase = await aidsTarget(page);
    assert.equal(phase.current, 'step');
    assert.match(phase.text, /^Phase V: movement and combat/);
    await s.shot(page, 'aids on phase V');
    await closeAids(page);

    // A French stack: the card lists the units under the top counter too, and their morale.
    const top = await page.$eval('.counter[data-unit][aria-label*="stack of"]', (e) => e.getAttribute('data-unit'));
    const card = await hoverCard(page, top);
    const count = Number(/Counters\s+(\d+)/.exec(card)?.[1]);
    assert.ok(count >= 2, card);
    const listed = await page.$$eval('[data-testid="unit-card"] dt', (dts) => dts.filter((d) => /^(Top|\d+\.)$/.test(d.textContent)).length);
    assert.equal(listed, count, 'every unit of the stack has its line');
    assert.match(card, /Morale \(known\)\s+\d+/);
    await s.shot(page, 'stack card');
    s.assertNoPageErrors();
  }),
);

test('Struggle for the Continent: why not this province, its rule in the aids, the aids on the phase, a stack', { timeout: TEST_TIMEOUT * 3 }, (t) =>
  env.run(t, async (s) => {
    const { page } = await openSfcAtWar(s, 'central');
    await until(page, () => /Germany to move/.test(document.querySelector('[data-testid="sfc-panel"]')?.textContent ?? ''));
    await tid(page, 'sfc-from-berlin').click();
    await page.locator('.hl-fill.hl-reachable[data-hex]').first().waitFor();
    const province = await unlitPlaceNear(page, 'berlin');
    assert.ok(province, 'an unlit province near Berlin is on screen');
    const why = await whyNotAt(page, province);
    t.diagnostic(`berlin -> ${province}: ${why.rule}: ${why.reason}`);
    assert.match(why.rule, /^SFC \d/);
    assert.ok(why.reason.length > 10, why.reason);
    await s.shot(page, `why not ${province}`);

    await tid(page, 'why-not-rule').click();
    const target = await aidsTarget(page);
    assert.ok(why.rule.startsWith(target.section), `${why.rule} opens ${target.section}`);
    assert.ok(target.inView && target.focused);
    await s.shot(page, 'the rule in the aids');
    await closeAids(page);

    await page.locator('body').focus();
    await page.keyboard.press('A');
    const phase = await aidsTarget(page);
    assert.equal(phase.current, 'step');
    assert.match(phase.text, /^Each nation in turn: mobilize/);
    await s.shot(page, 'aids on the move phase');
    await closeAids(page);

    // Belgium holds the Belgian army and ten French: the card shows both and eleven armies.
    await page.keyboard.press('Escape');
    await tid(page, 'zoom-fit').click();
    const card = await hoverCard(page, 'belgium@belgium');
    assert.match(card, /Stack in Belgium/);
    assert.match(card, /Counters\s+2/);
    assert.match(card, /Armies\s+11/);
    await s.shot(page, 'stack card');
    s.assertNoPageErrors();
  }),
);
