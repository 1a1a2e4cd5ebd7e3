// Blitzkrieg at the Ardennes in the browser. Against the computer: the German player deploys
// (one unit by hand, the rest with the raster's quick placement), moves a unit along its lit
// hexes, builds engagements with the odds and their multipliers shown, resolves the battles,
// and the computer's Allied turn comes back. Hot-seat: after the hand-over to the Allies no
// German unit that the Allied view leaves out (hidden in forest and mountain, revised rules)
// is drawn, compared with the Allied view the server sends.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { TEST_TIMEOUT, clickableHexes, litHexes, selectUnit, setup, tid, turnBar, until, unitHex, waitForUnitHex, wsExchange } from './harness.mjs';
import { drawnUnits } from './bka-helpers.mjs';

const env = setup('bka', { before, after });
const GAME = 'blitzkrieg-ardennes';

async function createGame(page, url, mode, allied) {
  await page.goto(url);
  await tid(page, 'create-game').waitFor();
  await tid(page, 'game-select').selectOption(GAME);
  await tid(page, `mode-${mode}`).check();
  await tid(page, 'seat-german-player').selectOption('human');
  await tid(page, 'seat-allied-player').selectOption(allied);
  await tid(page, 'seed').fill('7');
  await tid(page, 'create-game').click();
  await tid(page, 'bka-raster').waitFor();
}

/** The German deployment: one unit placed by a click on a lit hex, the rest by the raster's
 * quick placement, then "Deployment done". */
async function deploy(s, page) {
  const first = await page.locator('[data-testid^="bka-raster-"]').first().getAttribute('data-testid');
  const id = first.replace('bka-raster-', '');
  await tid(page, first).click();
  await page.locator('.hl-fill.hl-choice[data-hex]').first().waitFor();
  const lit = await litHexes(page, 'choice');
  assert.ok(lit.length > 20, `the start zone is lit for ${id} (${lit.length} hexes)`);
  let spots = await clickableHexes(page, lit);
  if (!spots.length) {
    await tid(page, 'zoom-fit').click();
    spots = await clickableHexes(page, lit);
  }
  assert.ok(spots.length, 'some lit start-zone hex is clickable');
  await page.mouse.click(spots[0].x, spots[0].y);
  await until(page, ([u, h]) => document.querySelector(`[data-testid="unit-${CSS.escape(u)}"]`)?.getAttribute('data-hex') === h, [id, spots[0].hex]);
  await s.shot(page, 'first unit placed');
  await tid(page, 'bka-place-rest').click();
  await tid(page, 'bka-raster').waitFor({ state: 'detached', timeout: 60_000 });
  assert.equal(await tid(page, 'end-phase').innerText(), 'Deployment done');
  await tid(page, 'end-phase').click();
  await until(page, () => /German movement/.test(document.querySelector('[data-testid="phase"]')?.textContent ?? ''));
}

/** Engages every enemy hex some German unit stands next to, all of them at once, after
 * reading the preview; returns the odds read. */
async function engageAll(page) {
  const odds = [];
  const drawn = await drawnUnits(page);
  const enemyHexes = [...new Set(Object.entries(drawn).filter(([id]) => !id.startsWith('GE-')).map(([, h]) => h))];
  for (const hex of enemyHexes) {
    const enemy = Object.entries(drawn).find(([id, h]) => h === hex && !id.startsWith('GE-'))[0];
    await tid(page, `unit-${enemy}`).dispatchEvent('click');
    await tid(page, 'bka-plan').waitFor();
    if ((await page.locator('[data-testid^="bka-attacker-"]').count()) === 0) {
      await tid(page, 'bka-plan-clear').click();
      continue;
    }
    await tid(page, 'bka-plan-all').click();
    await until(page, () => document.querySelector('[data-testid="bka-odds"], [data-testid="bka-refused"]'));
    if (!(await tid(page, 'bka-odds').count())) {
      await tid(page, 'bka-plan-clear').click();
      continue;
    }
    odds.push({ hex, text: await tid(page, 'bka-odds').innerText(), defence: await tid(page, 'bka-odds-defence').innerText() });
    await tid(page, 'bka-engage').click();
    await page.locator(`[data-testid="bka-engagement-${hex}"]`).waitFor();
    await tid(page, 'bka-plan').waitFor({ state: 'detached' });
  }
  return odds;
}

/** Lit hexes whose centre is on the map area (a counter may stand in front: a click on it
 * gives its hex), with their screen points. */
async function hexesOnScreen(page, hexes) {
  return page.evaluate((labels) => {
    const box = document.querySelector('[data-testid="map"]').getBoundingClientRect();
    return labels.flatMap((label) => {
      const r = document.querySelector(`[data-testid="hex-${label}"]`)?.getBoundingClientRect();
      if (!r) return [];
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      return x > box.left + 10 && x < box.right - 10 && y > box.top + 10 && y < box.bottom - 10 ? [{ hex: label, x, y }] : [];
    });
  }, hexes);
}

/** Plays the screen's decisions (losses, retreats, advances, the pass button) until `done`
 * holds or a hand-over covers the screen; returns how many decisions it made. */
async function playUntil(page, done, deadlineMs = 60_000) {
  const deadline = Date.now() + deadlineMs;
  let made = 0;
  for (;;) {
    if (await done()) return made;
    if (await tid(page, 'handover').count()) return made;
    if (Date.now() > deadline) {
      const said = await tid(page, 'message').innerText().catch(() => '');
      const spots = await hexesOnScreen(page, await litHexes(page, 'choice'));
      const under = await page.evaluate((p) => p && document.elementFromPoint(p.x, p.y)?.outerHTML.slice(0, 200), spots[0]);
      assert.fail(`stuck at ${JSON.stringify(await turnBar(page))}; lit: ${JSON.stringify(spots)}; under the first: ${under}; message: ${said}`);
    }
    const bar = await turnBar(page);
    const mine = /your move/.test(bar.toMove);
    if (!mine) {
      await page.waitForTimeout(100);
      continue;
    }
    // The report's last line's seq: its count stops growing once the report is full.
    const lastSeq = () => document.querySelector('[data-testid="event-log"] li:last-child')?.getAttribute('data-seq') ?? '';
    const before = JSON.stringify(bar) + (await page.evaluate(lastSeq));
    const lose = tid(page, 'bka-act-lose_unit');
    const choice = await hexesOnScreen(page, await litHexes(page, 'choice'));
    if (await lose.count()) await lose.first().click();
    else if (choice.length && /retreat/.test((await tid(page, 'bka-battle').innerText().catch(() => '')) ?? '')) {
      await page.mouse.click(choice[0].x, choice[0].y);
    }
    else if (!(await tid(page, 'end-phase').isDisabled())) await tid(page, 'end-phase').click();
    else assert.fail(`nothing to do at ${JSON.stringify(bar)}: ${await tid(page, 'bka-panel').innerText()}`);
    made += 1;
    await until(page, (b) => {
      const text = (id) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() ?? '';
      const now = JSON.stringify({ turn: text('turn'), phase: text('phase'), toMove: text('to-move'), seatShown: text('seat-shown'), toMoveSeat: document.querySelector('[data-testid="to-move"]')?.getAttribute('data-seat') ?? '' }) + (document.querySelector('[data-testid="event-log"] li:last-child')?.getAttribute('data-seq') ?? '');
      return now !== b || document.querySelector('[data-testid="handover"]') || document.querySelector('.message.error, [data-testid="message"].error');
    }, before).catch(() => {});
  }
}

test('against the computer: a German turn deployed, moved, engaged with the odds shown and resolved; the Allied turn comes back', { timeout: TEST_TIMEOUT * 1.5 }, (t) =>
  env.run(t, async (s) => {
    const page = await s.newPage('german');
    await createGame(page, s.url, 'computer', 'heuristic');
    assert.match((await turnBar(page)).turn, /^16 Dec 1944 A\.M\., fog$/);
    assert.match((await turnBar(page)).phase, /German deployment/);
    // The whole map at once: terrain, rivers, objectives, the dumps with their supply.
    await tid(page, 'zoom-fit').click();
    assert.equal(await page.locator('.bka-dump').count(), 6);
    assert.ok((await page.locator('.bka-river-hit title').allTextContents()).includes('Meuse'), 'the Meuse is named on hover');
    assert.equal(await page.locator('[data-objective]').count(), 3 + 1 + 6);
    await s.shot(page, 'overview at deployment');

    await deploy(s, page);
    // Enemy strengths in forest and cities are ranges, never one number.
    const ranges = await page.locator('.bka-counter.side-allied .bka-range').allTextContents();
    assert.ok(ranges.length > 0 && ranges.every((r) => /^\(\d+–\d+\)-\d+$/.test(r)), ranges.join(' '));

    // A unit away from the enemy moves along its lit hexes.
    const drawn = await drawnUnits(page);
    const mover = Object.keys(drawn).find((id) => id.startsWith('GE-') && /PZ$/.test(id));
    const from = await unitHex(page, mover);
    await selectUnit(page, mover);
    await page.locator('.hl-fill.hl-reachable[data-hex]').first().waitFor();
    assert.match(await tid(page, 'bka-selected').innerText(), /hexes striped in yellow/);
    const reach = (await clickableHexes(page, await litHexes(page, 'reachable'))).filter((c) => c.hex !== from);
    assert.ok(reach.length > 0, `some lit hex of ${mover} is clickable`);
    const to = reach.reduce((a, b) => (b.x < a.x ? b : a));
    await page.mouse.move(to.x, to.y, { steps: 4 });
    const cost = (await page.locator('.path-preview .path-cost text').textContent()).trim();
    assert.match(cost, /^[\d.]+ MP$/);
    await page.mouse.click(to.x, to.y);
    await waitForUnitHex(page, mover, to.hex);
    t.diagnostic(`${mover} moved ${from} to ${to.hex} at ${cost}`);
    await s.shot(page, 'moved');

    // Two neighbours picked together (Shift-click) and sent to a hex both can reach.
    const now = await drawnUnits(page);
    const germans = Object.entries(now).filter(([id]) => id.startsWith('GE-') && id !== mover);
    const [a, b] = (() => {
      for (const [x, hx] of germans) {
        const y = germans.find(([, hy]) => hy.slice(0, 2) === hx.slice(0, 2) && Math.abs(Number(hy.slice(2)) - Number(hx.slice(2))) === 1);
        if (y) return [x, y[0]];
      }
      return [];
    })();
    assert.ok(a && b, 'two German units stand side by side');
    await selectUnit(page, a);
    await page.locator('.hl-fill.hl-reachable[data-hex]').first().waitFor();
    await tid(page, `unit-${b}`).dispatchEvent('click', { shiftKey: true });
    await tid(page, 'bka-group').waitFor();
    await until(page, () => /^[1-9]\d* hexes every one/.test(document.querySelector('[data-testid="bka-group"] .hint')?.textContent ?? ''));
    const both = (await clickableHexes(page, await litHexes(page, 'reachable'))).filter((c) => c.hex !== now[a] && c.hex !== now[b]);
    assert.ok(both.length > 0, 'a hex both may reach is clickable');
    await page.mouse.click(both[0].x, both[0].y);
    await waitForUnitHex(page, a, both[0].hex);
    await waitForUnitHex(page, b, both[0].hex);
    t.diagnostic(`${a} and ${b} moved together to ${both[0].hex}`);

    // A gun aimed: its reach (table 1, three hexes) outlined, the enemy within it lit; a click
    // sets the target and the aim is drawn.
    const guns = Object.entries(await drawnUnits(page)).filter(([id]) => /VAK$/.test(id));
    let aimed = null;
    for (const [gun] of guns) {
      await selectUnit(page, gun);
      await until(page, () => document.querySelectorAll('.hl-fill.hl-candidate[data-hex]').length > 0);
      const range = await litHexes(page, 'candidate');
      assert.ok(range.length > 7 && range.length <= 37, `${gun}'s reach: ${range.length} hexes`);
      // The player clicks the enemy counter standing in a lit hex.
      const lit = await litHexes(page, 'target');
      const enemy = Object.entries(await drawnUnits(page)).find(([id, hex]) => !id.startsWith('GE-') && lit.includes(hex));
      if (!enemy) continue;
      await tid(page, `unit-${enemy[0]}`).dispatchEvent('click');
      await page.locator('.bka-aim-arrow').first().waitFor();
      assert.equal(await unitHex(page, gun), guns.find(([g]) => g === gun)[1], 'aiming does not move the gun');
      aimed = `${gun} aimed at ${enemy[0]} in ${enemy[1]}`;
      break;
    }
    assert.ok(aimed, `one of ${guns.map(([g]) => g).join(', ')} has an enemy within reach`);
    t.diagnostic(aimed);
    await page.keyboard.press('Escape');

    const odds = await engageAll(page);
    assert.ok(odds.length > 0, 'some engagement was possible');
    for (const o of odds) assert.match(o.text, /^Odds \d+-\d+: attack [\d.]+ against defence [\d.]+/);
    t.diagnostic(odds.map((o) => `${o.hex}: ${o.text}`).join('\n'));
    // Each defender's multipliers are listed: terrain (table 8), a river, artillery at half.
    assert.ok(odds.some((o) => /×/.test(o.defence)), odds.map((o) => o.defence).join('\n'));
    assert.equal(await page.locator('.bka-engage-arrow').count() > 0, true, 'the engagements are drawn');
    await s.shot(page, 'engagements');

    // "Resolve", the V2s, the battles; then the computer's Allied turn, and the German P.M. turn.
    assert.equal(await tid(page, 'end-phase').innerText(), 'Resolve');
    await playUntil(page, async () => /^16 Dec 1944 P\.M\./.test((await turnBar(page)).turn) && /^German/.test((await turnBar(page)).phase));
    const log = await page.locator('[data-testid="event-log"] li').allInnerTexts();
    assert.ok(log.some((l) => /^Battle at .+: roll \d/.test(l)), 'the battles are reported');
    assert.ok(log.some((l) => /the Allied turn/.test(l)), 'the computer played the Allied turn');
    await s.shot(page, 'the German P.M. turn');
  }));

test('hot-seat: after the hand-over the Allied screen draws no German unit the Allied view leaves out', { timeout: TEST_TIMEOUT }, (t) =>
  env.run(t, async (s) => {
    const page = await s.newPage('hotseat');
    await createGame(page, s.url, 'hotseat', 'human');
    await deploy(s, page);
    await engageAll(page);
    await playUntil(page, async () => false);
    const handover = tid(page, 'handover');
    await handover.waitFor();
    assert.match(await handover.innerText(), /Allied player/);
    await s.shot(page, 'handover');
    await tid(page, 'handover-continue').click();
    await handover.waitFor({ state: 'detached' });
    assert.equal((await turnBar(page)).seatShown, "Allied player's screen");

    // Both seats' views as the server sends them.
    const tokens = await page.evaluate(() => JSON.parse(localStorage.getItem('grognard.games.v1')).find((g) => g.game === 'blitzkrieg-ardennes').tokens);
    const [allied, german] = await wsExchange(page, s.wsUrl, [{ type: 'join', token: tokens.allied }, { type: 'join', token: tokens.german }]);
    const seenByAllies = new Set(allied.view.units.filter((u) => u.side === 'german').map((u) => u.id));
    const hidden = german.view.units.filter((u) => u.side === 'german' && !seenByAllies.has(u.id)).map((u) => u.id);
    assert.ok(hidden.length > 0, 'some German unit is hidden from the Allies');
    await until(page, () => !document.querySelector('[data-testid="handover"]'));
    const drawn = await drawnUnits(page);
    const germanDrawn = Object.keys(drawn).filter((id) => id.startsWith('GE-'));
    assert.deepEqual(hidden.filter((id) => id in drawn), [], 'no hidden German unit is drawn');
    assert.deepEqual(germanDrawn.filter((id) => !seenByAllies.has(id)), [], 'every German counter drawn is one the Allied view holds');
    t.diagnostic(`${hidden.length} German units hidden, ${germanDrawn.length} drawn`);
    await s.shot(page, 'allied screen');
  }));
