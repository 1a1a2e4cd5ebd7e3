// What just happened in Struggle for the Continent at 1366×768: a battle wave's result banner
// (a d10 a side for every pair), and the Entente's turn replayed with arrows.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { TEST_TIMEOUT, endPhase, setup, tid, until, waitForLog } from './harness.mjs';
import { aboveTheFold, banner, checkStep, forwardToAnArrow, laptopPage, replayState } from './happened-helpers.mjs';

const env = setup('happened-sfc', { before, after });

const sfcHeading = (page) => page.evaluate(() => document.querySelector('[data-testid="sfc-panel"] h3')?.textContent?.trim() ?? '');
// Waits until the panel's heading no longer begins with `prefix` (a turn or a set-up is over).
const untilHeadingLeaves = (page, prefix) =>
  until(page, (p) => !(document.querySelector('[data-testid="sfc-panel"] h3')?.textContent?.trim() ?? '').startsWith(p), prefix);

test('Struggle for the Continent: a wave\'s banner with a d10 a side; the Entente\'s turn replayed with arrows', { timeout: TEST_TIMEOUT * 3 }, (t) =>
  env.run(t, async (s) => {
    const page = await laptopPage(s, 'central');
    await page.goto(s.url);
    await tid(page, 'create-game').waitFor();
    await tid(page, 'game-select').selectOption('struggle-for-the-continent');
    await tid(page, 'mode-computer').check();
    await tid(page, 'seed').fill('5');
    await tid(page, 'create-game').click();
    await tid(page, 'sfc-panel').waitFor();

    // Set-up: every Central army in its capital (SFC 1.2), the computer sets up the rest.
    while (!/^Round 1 of \d+: Germany to move/.test(await sfcHeading(page))) {
      const placing = (await sfcHeading(page)).match(/^Set-up: (Germany|Austria|Turkey|Bulgaria) places/);
      if (placing && (await tid(page, 'sfc-place-rest').isVisible())) {
        // One click places all of the nation's armies, an action each: wait for the nation to be
        // done, not for the next heading ("… places 1 more"), or the loop clicks a button that
        // goes away under it.
        await tid(page, 'sfc-place-rest').click();
        await untilHeadingLeaves(page, placing[0]);
      } else {
        await page.waitForTimeout(100);
      }
    }

    // The first Central nation that can attack from one of its provinces attacks with all it has.
    let attacked = false;
    for (let turn = 0; turn < 4 && !attacked; turn++) {
      const froms = await page.locator('[data-testid^="sfc-from-"]').evaluateAll((bs) => bs.map((b) => b.dataset.testid));
      for (const from of froms) {
        await tid(page, from).click();
        const attack = page.locator('button[data-testid^="sfc-attack-"]:not([data-testid="sfc-attack-go"]):not([data-testid="sfc-attack-cancel"])');
        await page.waitForTimeout(300); // the reach of the chosen province is asked of the server
        if ((await attack.count()) === 0) continue;
        await attack.first().click();
        await tid(page, 'sfc-attack-go').click();
        attacked = true;
        break;
      }
      if (!attacked) await endPhase(page);
    }
    assert.ok(attacked, 'a Central nation attacked in round 1');
    await tid(page, 'sfc-fight-on').waitFor();
    assert.deepEqual(await aboveTheFold(page, ['sfc-fight-on', 'sfc-break-off']), { 'sfc-fight-on': 'shown', 'sfc-break-off': 'shown' });
    const [wave] = await waitForLog(page, /^Wave 1 at /);
    // The report's words: "Wave 1 at London: Germany rolled 6, +2 against England's 3: …".
    const [, attackerRoll, defenderRoll] = wave.match(/^Wave 1 at [^:]+: \D+ rolled (\d+)(?:, [+−]\d+)? against \D+'s (\d+)/);
    const b = await banner(page);
    t.diagnostic(JSON.stringify(b));
    assert.match(b.title, /^Battle for .+, wave 1$/);
    assert.deepEqual(b.dice.slice(0, 2), [`die: ${attackerRoll}`, `die: ${defenderRoll}`], 'the first pair\'s two dice, as the report has them');
    assert.equal(b.pips[0], 0, 'a d10 is drawn with its number, not pips');
    assert.match(b.result, /^Attackers win \d+, defenders win \d+, \d+ standoffs?: /);
    assert.ok(b.overMap && b.marked.length > 0);
    await s.shot(page, 'wave banner');

    // Break off (or answer whatever the battle asks), then end the Central turns; the computer
    // plays the Entente's and the replay offers itself when Germany's turn comes back.
    // Stop once Germany's turn is back: the replay may show a moment after the turn bar says so,
    // and pressing End phase then would play round 2 away. So End phase is pressed only in a
    // Central nation's round-1 turn, and the loop then waits for that turn to end: a click that
    // waited for the button through the Entente's turn would otherwise land on round 2.
    const backToGermany = async () => /^Round 2 of \d+: Germany to move/.test(await sfcHeading(page));
    const centralRoundOne = /^Round 1 of \d+: (Germany|Austria|Turkey|Bulgaria) to move/;
    for (let i = 0; i < 1200 && !(await tid(page, 'replay').isVisible()) && !(await backToGermany()); i++) {
      // A panel may be redrawn under the click (the server's next state): look again then.
      const press = (id) => tid(page, id).click({ timeout: 2_000 }).catch(() => {});
      const heading = await sfcHeading(page);
      if (await tid(page, 'sfc-break-off').isVisible()) await press('sfc-break-off');
      else if (await tid(page, 'sfc-stand').isVisible()) await press('sfc-stand');
      else if (centralRoundOne.test(heading) && (await tid(page, 'end-phase').isEnabled())) {
        await tid(page, 'end-phase').click({ timeout: 2_000 }).catch(() => {});
        await untilHeadingLeaves(page, heading);
      } else await page.waitForTimeout(100);
    }
    await tid(page, 'replay').waitFor();
    assert.match(await sfcHeading(page), /^Round 2 of \d+: Germany to move/);
    const whole = await replayState(page);
    t.diagnostic(`${whole.title}: ${whole.arrows.length} arrows`);
    assert.equal(whole.title, 'The turn of the Entente', 'named after the team that played, not its eight nations');
    assert.ok(whole.arrows.length > 0, 'the Entente\'s moves are drawn as arrows');
    await tid(page, 'replay-forward').click();
    await tid(page, 'replay-forward').click();
    const second = await replayState(page);
    assert.match(second.step, /^Step 2 of \d+$/);
    const withArrow = second.arrows.some((a) => a.current) ? second : await forwardToAnArrow(page);
    await checkStep(page, withArrow, Number(withArrow.step.match(/Step (\d+)/)[1]));
    await s.shot(page, 'entente turn replay step');
  }));
