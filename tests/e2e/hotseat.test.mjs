// Hot-seat: both players on one screen. When the French end their player-turn, a hand-over
// screen covers the map until the Allied player continues; then the screen is theirs.

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

test('hot-seat hand-over between the French and the Allied player', { timeout: TEST_TIMEOUT }, (t) =>
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

    // The hand-over covers the screen; its button has the focus.
    const handover = tid(page, 'handover');
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
    bar = await turnBar(page);
    assert.equal(bar.seatShown, "Allied player's screen");
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
    // Turn 2: back to the French, through the hand-over again.
    await handover.waitFor();
    assert.match(await handover.innerText(), /Pass the device to the French player/);
    await proceed.click();
    await handover.waitFor({ state: 'detached' });
    bar = await turnBar(page);
    assert.equal(bar.turn, 'Turn 2 of 10');
    assert.equal(bar.seatShown, "French player's screen");
    assert.equal(bar.toMove, 'French to move — your move');
    await waitForUnitHex(page, 'AA-C4', reply.to);
    await s.shot(page, 'french turn 2');
  }));
