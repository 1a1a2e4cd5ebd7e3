// Decisive Battles of the American Civil War: the army commander's hour. (a) Against the
// computer: an HQ's offensive and a brigade's deployment given from the panels, the view
// holding them, the hour run, the clock one hour on, the hour's fire and marches in the report
// and on the map. (b) Two browsers order the same hour: the first to end waits for the other,
// the hour runs once both have ended, and neither page ever shows the other side's orders.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { TEST_TIMEOUT, logLines, setup, tid, turnBar, until } from './harness.mjs';
import { assertFits, commandOffensive, createBullRun, deployOnMap, viewOf, waitForDb } from './db-helpers.mjs';

const env = setup('db', { before, after });

const turnIs = (page, re) => until(page, ([src]) => new RegExp(src).test(document.querySelector('[data-testid="turn"]')?.textContent ?? ''), [re.source]);

test('an hour ordered and run against the computer', { timeout: TEST_TIMEOUT }, (t) =>
  env.run(t, async (s) => {
    const page = await s.newPage('union');
    await createBullRun(page, s.url, { mode: 'computer', union: 'human', confederate: 'heuristic' });
    await waitForDb(page);
    const bar = await turnBar(page);
    assert.equal(bar.turn, '21 Jul 1861 5:00 a.m.: dawn, clear');
    assert.equal(bar.phase, 'Hour 1 of 15: orders');
    assert.equal(await tid(page, 'end-phase').innerText(), 'Run the hour');
    assert.match(await tid(page, 'db-status').innerText(), /Victory points: 0 · Casualties: 0 men · Contested/);
    // Menu 12's advice: the scenario's hints, folded under the status until opened.
    await tid(page, 'db-advice').locator('summary').click();
    assert.match(await tid(page, 'db-advice').innerText(), /As McDowell:.*Sudley Springs/s);
    // Only what the view holds is drawn: enemy brigades where sighted, none invented.
    const view0 = await viewOf(page, s.wsUrl, 'union');
    const enemies = view0.units.filter((u) => u.side === 'confederate' && u.where === 'map').map((u) => u.id).sort();
    const drawnEnemies = await page.evaluate(() => [...document.querySelectorAll('.db-counter.side-confederate')].map((c) => c.closest('[data-unit]')?.getAttribute('data-unit')).sort());
    assert.deepEqual(drawnEnemies, enemies);
    await assertFits(page);
    await s.shot(page, 'first hour');

    // Menu 8: the 5th Division's offensive on Henry Hill by way of the Stone Bridge.
    const given = await commandOffensive(page, 'MILES', '1014', '1510');
    assert.equal(given, 'Ordered this hour: offensive on Henry Hill by way of Stone Bridge');
    // Menu 11: Greene's battery deploys into a hex beside it, clicked on the map.
    const hex = await deployOnMap(page, 'GREENE');
    await tid(page, 'db-given').waitFor();
    const orders = await tid(page, 'db-given').innerText();
    assert.match(orders, /5th Division: offensive on Henry Hill by way of Stone Bridge/);
    assert.match(orders, new RegExp(`Greene's Battery .*: deploy to ${hex}`));
    // The view holds what was given.
    const view1 = await viewOf(page, s.wsUrl, 'union');
    const miles = view1.units.find((u) => u.id === 'MILES');
    const greene = view1.units.find((u) => u.id === 'GREENE');
    assert.deepEqual(miles.new_command, { command: 'offensive', objectives: ['1510', '1014'] });
    assert.equal(greene.order, 'deploy');
    assert.equal(greene.goal, hex);
    assert.equal(greene.ordered, true);
    await assertFits(page);
    await s.shot(page, 'orders given');

    // Run the hour: the computer orders, the hour runs, the clock moves on one hour.
    await tid(page, 'db-run-hour').click();
    await turnIs(page, /^21 Jul 1861 6:00 a\.m\./);
    assert.equal((await turnBar(page)).phase, 'Hour 2 of 15: orders');
    const lines = await logLines(page);
    assert.ok(lines.some((l) => /^Union order: 5th Division: offensive on Henry Hill by way of Stone Bridge$/.test(l)), lines.join('\n'));
    assert.ok(lines.some((l) => /^The Confederate orders are given$/.test(l)));
    assert.ok(lines.some((l) => / fires on .+ \(fire \d+\): /.test(l)), 'the hour\'s fire is reported');
    assert.ok(lines.some((l) => /(falls back|holds steady|routs|is shattered|flees|is destroyed)/.test(l)), 'the cohesion checks are reported');
    assert.ok(lines.some((l) => /^21 July 1861, 6:00 a\.m\.: hour 2$/.test(l)));
    assert.ok(lines.every((l) => !l.includes('{')), 'no line is raw JSON');
    // The hour on the map: the units fired on are marked, the marches drawn, until the next order.
    await tid(page, 'db-hour-layer').waitFor();
    assert.ok((await page.getByTestId('db-hit').count()) > 0, 'units fired on are marked');
    await s.shot(page, 'the hour run');
    await tid(page, 'db-tab-roster').click();
    await tid(page, 'db-roster-ANEV').waitFor();
    await s.shot(page, 'roster');
    await tid(page, 'db-tab-army').click();
    await tid(page, 'db-army-stand').click();
    await until(page, () => !document.querySelector('[data-testid="db-hour-layer"]'));
    assert.match(await tid(page, 'db-given').innerText(), /Army HQ stands/);
  }));

test('two browsers ordering the same hour', { timeout: TEST_TIMEOUT }, (t) =>
  env.run(t, async (s) => {
    const host = await s.newPage('host');
    await createBullRun(host, s.url, { mode: 'network', union: 'human', confederate: 'human' });
    await tid(host, 'invite-panel').waitFor();
    const links = {};
    for (const seat of ['union', 'confederate']) links[seat] = await tid(host, `invite-link-${seat}`).inputValue();
    const union = await s.newPage('union');
    await union.goto(links.union);
    await waitForDb(union);
    const rebel = await s.newPage('confederate');
    await rebel.goto(links.confederate);
    await waitForDb(rebel);
    assert.match((await turnBar(rebel)).toMove, /^Union to move — waiting for the other player$/);

    // The Union orders and ends first.
    const unionOrder = await commandOffensive(union, 'MILES', '1014', '1510');
    await deployOnMap(union, 'GREENE');
    const unionTexts = ['offensive on Henry Hill by way of Stone Bridge', 'deploy to'];
    await tid(union, 'db-run-hour').click();
    await tid(union, 'db-waiting').waitFor();
    assert.match(await tid(union, 'db-waiting').innerText(), /Waiting for the Confederate orders/);
    assert.equal((await turnBar(union)).turn.startsWith('21 Jul 1861 5:00 a.m.'), true, 'the hour waits for the other side');
    await s.shot(union, 'union waiting');

    // The Confederates see that the Union has ordered, never what.
    await until(rebel, () => /Confederate to move — your move/.test(document.querySelector('[data-testid="to-move"]')?.textContent ?? ''));
    const rebelText = () => rebel.evaluate(() => document.body.innerText);
    for (const words of unionTexts) assert.ok(!(await rebelText()).includes(words), `the Confederate page shows no "${words}"`);
    assert.ok((await logLines(rebel)).some((l) => l === 'The Union orders are given'));
    const rebelHq = await rebel.evaluate(() => document.querySelector('[data-testid^="db-hq-"][data-testid$="-offensive"]')?.getAttribute('data-testid')?.replace(/^db-hq-|-offensive$/g, ''));
    assert.ok(rebelHq, 'some Confederate HQ may be commanded');
    const rebelOrder = await commandOffensive(rebel, rebelHq, await rebel.evaluate((hq) => document.querySelector(`[data-testid="db-hq-${hq}-offensive-to"]`).value, rebelHq), null);
    // The Union page has no card of the Confederate HQ, and no line naming its order.
    const rebelName = await rebel.evaluate((hq) => document.querySelector(`[data-testid="db-hq-${hq}"] strong`)?.textContent, rebelHq);
    assert.equal(await tid(union, `db-hq-${rebelHq}`).count(), 0);
    assert.ok(!(await union.evaluate(() => document.body.innerText)).includes(`${rebelName}: ${rebelOrder.replace('Ordered this hour: ', '')}`), 'the Union page shows no Confederate order');
    await s.shot(rebel, 'confederate ordering');
    await tid(rebel, 'db-run-hour').click();

    // The hour runs once both have ended: both clocks move on.
    await turnIs(union, /^21 Jul 1861 6:00 a\.m\./);
    await turnIs(rebel, /^21 Jul 1861 6:00 a\.m\./);
    for (const words of unionTexts) assert.ok(!(await rebelText()).includes(words), `after the hour, still no "${words}" on the Confederate page`);
    assert.ok(!(await logLines(rebel)).some((l) => /^Union order/.test(l)));
    assert.ok(!(await logLines(union)).some((l) => /^Confederate order/.test(l)));
    assert.ok(unionOrder.length > 0);
    await assertFits(union);
    await assertFits(rebel);
    await s.shot(union, 'union after the hour');
    await s.shot(rebel, 'confederate after the hour');
  }));
