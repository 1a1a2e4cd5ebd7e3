// Blitzkrieg at the Ardennes' orders that belong to a phase rather than to a move, played
// hot-seat from a save the CLI makes of a designer's scenario: the clear morning of 23
// December, with the German front pulled back out of contact so that no battle intervenes.
// The German player bombs an Allied unit (air phase), holds one reinforcement back and places
// the rest (the raster), flies air reconnaissance and launches a V2; after the hand-over the
// Allied player bombs a German dump and, after the Allied battles, gives protective fire.

import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { REPO, TEST_TIMEOUT, clickableHexes, cli, litHexes, logLines, setup, tid, turnBar, until, waitForGame, waitForLog, wsExchange } from './harness.mjs';
import { drawnUnits } from './bka-helpers.mjs';

const env = setup('bka-orders', { before, after });
const GAME = 'blitzkrieg-ardennes';

/** The German units next to the Allied line on 23 December, each set two or more columns
 * east, and two the shipped start would leave in an Allied-held hex. */
const PULLED_BACK = {
  'GE-62VGD-B': '3327', 'GE-GREIF-3': '3427', 'GE-12VGD-A': '3820', 'GE-18VGD-B': '3825', 'GE-212VGD-B': '3833',
  'GE-276VGD-A': '3732', 'GE-276VGD-B': '3732', 'GE-326VGD-A': '3717', 'GE-326VGD-B': '3718', 'GE-352VGD-B': '3632',
  'GE-3FJ-A': '3721', 'GE-401VAK': '3725', 'GE-560VGD-A': '3427',
};

/** A save at the German air phase of 23 December A.M. (clear: one German sortie, a V2, a
 * search; eleven German reinforcements due). */
async function clearMorningSave(t) {
  const dir = mkdtempSync(path.join(tmpdir(), 'grognard-e2e-bka-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const scenario = JSON.parse(readFileSync(path.join(REPO, 'data', GAME, 'scenarios', 'wacht-am-rhein.json'), 'utf8'));
  scenario.id = 'e2e-clear-morning';
  scenario.name = 'The clear morning of 23 December (a test position)';
  scenario.position = {
    turn: '1944-12-23 AM',
    side: 'german',
    units: Object.entries(PULLED_BACK).map(([unit, hex]) => ({ unit, hex })),
    eliminated: ['GE-STOSSER'],
  };
  const file = path.join(dir, 'scenario.json');
  writeFileSync(file, JSON.stringify(scenario));
  const save = path.join(dir, 'save.json');
  await cli('new', GAME, '--scenario-file', file, '--seed', '5', '-o', save);
  return save;
}

/** Waits for the phase shown in the turn bar. */
async function waitForPhase(page, re) {
  await until(page, ([src]) => new RegExp(src).test(document.querySelector('[data-testid="phase"]')?.textContent ?? ''), [re.source]);
}

async function handOver(page, seatWords) {
  const handover = tid(page, 'handover');
  await handover.waitFor();
  assert.match(await handover.innerText(), seatWords);
  await tid(page, 'handover-continue').click();
  await handover.waitFor({ state: 'detached' });
}

test('hot-seat: an air strike, a reinforcement held, air reconnaissance, a V2, a dump bombed and protective fire', { timeout: TEST_TIMEOUT * 2 }, (t) =>
  env.run(t, async (s) => {
    const save = await clearMorningSave(t);
    const page = await s.newPage('orders');
    await page.goto(s.url);
    await tid(page, 'create-game').waitFor();
    await tid(page, 'mode-hotseat').check();
    await tid(page, 'load-game').setInputFiles(save);
    await waitForGame(page);
    const tokens = await page.evaluate(() => JSON.parse(localStorage.getItem('grognard.games.v1')).find((g) => g.game === 'blitzkrieg-ardennes').tokens);
    const viewOf = async (seat) => (await wsExchange(page, s.wsUrl, [{ type: 'join', token: tokens[seat] }]))[0].view;
    assert.match((await turnBar(page)).turn, /^23 Dec 1944 A\.M\., clear$/);
    await waitForPhase(page, /^German air/);

    // The air phase: the Allied units a strike may hit are outlined; a click on one bombs it.
    const orders = tid(page, 'bka-phase-orders');
    assert.match(await orders.innerText(), /Air strikes \(1 left\)/);
    const targets = await litHexes(page, 'target');
    const drawn = await drawnUnits(page);
    const victim = Object.keys(drawn).find((id) => !id.startsWith('GE-') && targets.includes(drawn[id]));
    assert.ok(victim, `an Allied unit stands in one of the ${targets.length} hexes outlined`);
    assert.ok(Object.entries(drawn).filter(([id]) => id.startsWith('GE-')).every(([, hex]) => !targets.includes(hex) || Object.entries(drawn).some(([id, h]) => h === hex && !id.startsWith('GE-'))), 'no German-only hex is outlined');
    const strength = (await viewOf('allied')).units.find((u) => u.id === victim).strength;
    // The long pass button ("No more air strikes") keeps to the window: the side panel whole.
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
    assert.ok(widths[0] <= widths[1], `the page is ${widths[0]} px wide in a ${widths[1]} px window`);
    await s.shot(page, 'air phase');
    await tid(page, `unit-${victim}`).dispatchEvent('click');
    await waitForPhase(page, /^German reinforcements/);
    const bombed = (await logLines(page)).find((l) => /^air attack on .+: loss \d/.test(l));
    assert.ok(bombed, 'the strike is reported');
    const loss = Number(/loss (\d+)/.exec(bombed)[1]);
    const left = (await viewOf('allied')).units.find((u) => u.id === victim);
    assert.equal(left?.strength ?? 0, Math.max(strength - loss, 0), `${victim}: ${strength} less ${loss}`);
    t.diagnostic(`${victim} bombed: ${bombed}`);

    // The raster: one unit held back (it waits off the map for the next turn), the rest placed.
    const raster = tid(page, 'bka-raster');
    assert.match(await raster.locator('h3').innerText(), /^Raster: 11 reinforcements$/);
    const held = 'GE-9SS-PZ';
    await tid(page, `bka-raster-${held}`).click();
    await page.locator('.hl-fill.hl-choice[data-hex]').first().waitFor();
    await tid(page, 'bka-act-hold').click();
    await tid(page, `bka-raster-${held}`).waitFor({ state: 'detached' });
    assert.match(await raster.locator('h3').innerText(), /^Raster: 10 reinforcements$/);
    await tid(page, `offmap-unit-${held}`).waitFor({ state: 'attached' });
    await waitForLog(page, /held back for the next turn/);
    await tid(page, 'bka-place-rest').click();
    await raster.waitFor({ state: 'detached', timeout: 60_000 });
    await waitForPhase(page, /^German movement/);
    assert.equal((await viewOf('german')).off_map.waiting.includes(held), true, `${held} waits for the next turn`);

    // Air reconnaissance: the button, then one of the hexes outlined in green.
    assert.match(await orders.innerText(), /Air reconnaissance \(1 left\)/);
    await tid(page, 'bka-search').click();
    await until(page, () => document.querySelectorAll('.hl-fill.hl-choice[data-hex]').length > 0);
    let spots = await clickableHexes(page, await litHexes(page, 'choice'));
    if (!spots.length) {
      await tid(page, 'zoom-fit').click();
      spots = await clickableHexes(page, await litHexes(page, 'choice'));
    }
    assert.ok(spots.length, 'a hex to search around is clickable');
    await page.mouse.click(spots[0].x, spots[0].y);
    await page.locator('.bka-searched').first().waitFor();
    await waitForLog(page, new RegExp(`^air reconnaissance over ${spots[0].hex} finds \\d+$`));
    assert.equal(await tid(page, 'bka-search').count(), 0, 'one search a turn');
    // The hexes searched: the one clicked and those within two hexes of it (19 off the edges).
    const searched = (await viewOf('german')).searched;
    assert.ok(searched.includes(spots[0].hex) && searched.length > 7 && searched.length <= 19, searched.join(' '));
    assert.equal(await page.locator('[data-testid="map"] .bka-searched').count(), searched.length, 'every hex searched is marked');
    await s.shot(page, 'searched');

    // "Resolve" (no engagement), then the V2 at Liège or Antwerp.
    assert.equal(await tid(page, 'end-phase').innerText(), 'Resolve');
    await tid(page, 'end-phase').click();
    await waitForPhase(page, /^German V2 launches/);
    const v2 = tid(page, 'bka-act-launch_v2');
    assert.deepEqual((await v2.allInnerTexts()).sort(), ['Launch a V2 at Antwerp', 'Launch a V2 at Liège']);
    const supplyBefore = Object.fromEntries((await viewOf('german')).dumps.map((d) => [d.name, d.supply]));
    await v2.first().click();
    await waitForLog(page, /^V2 on \d{4}: roll \d$/);

    // No battle: the Allied turn, after the hand-over.
    await handOver(page, /Allied player/);
    await waitForPhase(page, /^Allied air/);
    const alliedView = await viewOf('allied');
    const hits = (await logLines(page)).filter((l) => /dump is hit/.test(l));
    for (const l of hits) {
      const [, name, supply] = /the (.+) dump is hit: supply (\d+)/.exec(l);
      assert.equal(Number(supply), supplyBefore[name] - 1, l);
    }
    t.diagnostic(`V2: ${hits.join('; ') || 'a miss'}; Allied sorties ${alliedView.sorties_left}`);

    // The Allied air: a German dump bombed from the phase's buttons.
    const dumpStrikes = tid(page, 'bka-act-bomb');
    assert.ok((await dumpStrikes.count()) > 0, 'the German dumps may be bombed');
    const sorties = alliedView.sorties_left;
    await dumpStrikes.first().click();
    await until(page, (n) => new RegExp(`Air strikes \\(${n} left\\)`).test(document.querySelector('[data-testid="bka-phase-orders"]')?.textContent ?? ''), sorties - 1);
    await waitForLog(page, /^air attack on the dump at \d{4}$/);
    await tid(page, 'end-phase').click();
    await waitForPhase(page, /^Allied reinforcements/);
    await tid(page, 'end-phase').click();
    await waitForPhase(page, /^Allied movement/);
    await tid(page, 'end-phase').click();

    // Protective fire: a gun picked from the phase's list, then an Allied unit outlined.
    await waitForPhase(page, /^Allied protective fire/);
    const gunButton = page.locator('[data-testid^="bka-gun-"]').first();
    const gun = (await gunButton.getAttribute('data-testid')).replace('bka-gun-', '');
    await gunButton.click();
    await until(page, () => document.querySelectorAll('.hl-fill.hl-choice[data-hex]').length > 0);
    const covered = await litHexes(page, 'choice');
    const friend = Object.entries(await drawnUnits(page)).find(([id, hex]) => !id.startsWith('GE-') && id !== gun && covered.includes(hex));
    assert.ok(friend, `an Allied unit stands within ${gun}'s reach`);
    await tid(page, `unit-${friend[0]}`).dispatchEvent('click');
    await page.locator('.bka-aim-arrow').first().waitFor();
    await waitForLog(page, /will give protective fire to/);
    assert.deepEqual((await viewOf('allied')).protective_fire, [{ gun, unit: friend[0] }]);
    t.diagnostic(`${gun} protects ${friend[0]} in ${friend[1]}`);
    await s.shot(page, 'protective fire');
    assert.equal(await tid(page, 'end-phase').innerText(), 'Protective fire set');
    await tid(page, 'end-phase').click();
    await handOver(page, /German player/);
    assert.match((await turnBar(page)).turn, /^23 Dec 1944 P\.M\., clear$/);
  }));
