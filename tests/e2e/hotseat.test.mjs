// Hot-seat: both players on one screen. Where the next player has something to hide (La
// Grande Armée's fog of war), a hand-over screen covers the map until that player continues;
// where both see the same (Napoleon at Waterloo), the screen passes without one.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  TEST_TIMEOUT,
  createGame,
  endPhase,
  moveUnit,
  setup,
  tid,
  turnBar,
  until,
  waitForGame,
  waitForUnitHex,
} from './harness.mjs';

const env = setup('hotseat', { before, after });

test('hot-seat without a hand-over where both players see the same (Napoleon at Waterloo)', { timeout: TEST_TIMEOUT }, (t) =>
  env.run(t, async (s) => {
    const page = await s.newPage('hotseat');
    await createGame(page, s.url, { mode: 'hotseat', french: 'human', allied: 'human', seed: 31 });
    await waitForGame(page);
    assert.match(page.url(), /\/\?game=[0-9a-f]+$/, 'a hot-seat game opens by its id, with every seat');
    let bar = await turnBar(page);
    assert.equal(bar.toMove, 'French to move — your move');
    assert.equal(bar.seatShown, "French player's screen");
    assert.equal(await tid(page, 'handover').count(), 0, 'no hand-over before the first move');

    const move = await moveUnit(page, 'FR-4-1');
    await endPhase(page);
    await endPhase(page);
    assert.match((await turnBar(page)).phase, /^French ground combat/);
    assert.equal(await tid(page, 'handover').count(), 0, 'no hand-over within the French player-turn');
    await s.shot(page, 'french ground combat');
    await tid(page, 'end-phase').click();

    // Napoleon at Waterloo hides nothing from either player (the catalog's hidden_information
    // is false): the screen passes to the Allied player without a hand-over.
    await until(page, () => document.querySelector('[data-testid="seat-shown"]')?.textContent === "Allied player's screen");
    assert.equal(await tid(page, 'handover').count(), 0, 'no hand-over where nothing is hidden');
    bar = await turnBar(page);
    assert.equal(bar.phase, 'Allied movement');
    assert.equal(bar.toMove, 'Allied to move — your move');
    assert.equal(await tid(page, 'end-phase').isEnabled(), true);
    assert.equal(bar.turn, 'Turn 1 of 10');
    await s.shot(page, 'allied screen');

    // The Allied player plays on this screen: a move, then the player-turn ends.
    const reply = await moveUnit(page, 'AA-C4');
    await waitForUnitHex(page, 'FR-4-1', move.to);
    await endPhase(page);
    await endPhase(page);
    await tid(page, 'end-phase').click();
    // Turn 2: back to the French, again without a cover.
    await until(page, () => document.querySelector('[data-testid="turn"]')?.textContent === 'Turn 2 of 10');
    bar = await turnBar(page);
    assert.equal(bar.seatShown, "French player's screen");
    assert.equal(bar.toMove, 'French to move — your move');
    assert.equal(await tid(page, 'handover').count(), 0);
    await waitForUnitHex(page, 'AA-C4', reply.to);
    await s.shot(page, 'french turn 2');
  }));

// La Grande Armée hides the enemy's morale, fatigue and screened stacks (LGA 6.3): between
// the French and the Allied player the screen is covered until the next player continues.
test('hot-seat hand-over where the next player has something to hide (La Grande Armée)', { timeout: TEST_TIMEOUT * 2 }, (t) =>
  env.run(t, async (s) => {
    const page = await s.newPage('lga-hotseat');
    await page.goto(s.url);
    await tid(page, 'create-game').waitFor();
    await tid(page, 'game-select').selectOption('la-grande-armee');
    await tid(page, 'mode-hotseat').check();
    await tid(page, 'seat-french-player').selectOption('human');
    await tid(page, 'seat-allied-player').selectOption('human');
    await tid(page, 'seat-neutral-player').selectOption('heuristic');
    await tid(page, 'seed').fill('5');
    await tid(page, 'create-game').click();
    await tid(page, 'lga-panel').waitFor();
    assert.equal((await turnBar(page)).seatShown, "French player's screen");
    // The French end each of their phases until the Allied player is to decide.
    const handover = tid(page, 'handover');
    for (let i = 0; i < 12 && !(await handover.count()); i++) {
      const before = await tid(page, 'phase').textContent();
      await tid(page, 'end-phase').click();
      await until(page, (b) => document.querySelector('[data-testid="handover"]') || document.querySelector('[data-testid="phase"]')?.textContent !== b, before);
    }
    await handover.waitFor();
    assert.match(await handover.innerText(), /Pass the device to the Allied player/);
    assert.equal(await handover.getAttribute('role'), 'dialog');
    const proceed = tid(page, 'handover-continue');
    await until(page, () => document.activeElement?.getAttribute('data-testid') === 'handover-continue');
    assert.match(await proceed.innerText(), /I am the Allied player/);
    // Behind the cover, the French screen stays; Escape does not lift the cover.
    assert.equal((await turnBar(page)).seatShown, "French player's screen");
    await page.keyboard.press('Escape');
    assert.equal(await handover.isVisible(), true, 'the hand-over stays until continued');
    await s.shot(page, 'handover');
    await proceed.click();
    await handover.waitFor({ state: 'detached' });
    assert.equal((await turnBar(page)).seatShown, "Allied player's screen");
    await s.shot(page, 'allied screen');
  }));
