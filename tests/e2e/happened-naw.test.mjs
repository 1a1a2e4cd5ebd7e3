// What just happened in Napoleon at Waterloo at 1366×768: the result banner of an attack (the
// die drawn as a die, the result, the losses, the hexes marked; Esc dismisses it), the decision
// in hand above the fold, and the computer's turn replayed step by step with arrows (its attack
// with its banner, Play and Pause), and past phases replayed from the report.

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { TEST_TIMEOUT, cli, createGame, endPhase, logLines, setup, tid, until, waitAnswering, waitForGame, waitForLog } from './harness.mjs';
import { banner, checkStep, forwardToAnArrow, laptopPage, replayState } from './happened-helpers.mjs';

const env = setup('happened-naw', { before, after });

test('Napoleon at Waterloo: the banner of an attack, with the die and the result, dismissed with Esc', { timeout: TEST_TIMEOUT }, (t) =>
  env.run(t, async (s) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'grognard-e2e-save-'));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    const save = path.join(dir, 'assault.json');
    await cli('new', 'napoleon-at-waterloo', '--seed', '2', '-o', save);
    await cli('apply', save, '{"type":"pass"}', '{"type":"pass"}');

    const page = await laptopPage(s, 'french');
    await page.goto(s.url);
    await tid(page, 'create-game').waitFor();
    await tid(page, 'mode-computer').check();
    await tid(page, 'seat-allied-player').selectOption('heuristic');
    await tid(page, 'load-game').setInputFiles(save);
    await waitForGame(page);
    await tid(page, 'attack-plan').waitFor();

    // The decision in hand is above the fold at 1366×768; the report is below it.
    const boxes = await page.evaluate(() => {
      const box = (id) => document.querySelector(`[data-testid="${id}"]`).getBoundingClientRect();
      return { panel: box('combat-panel'), log: box('event-log'), endPhase: box('end-phase'), height: innerHeight };
    });
    assert.ok(boxes.panel.bottom <= boxes.height, `the combat panel ends above the fold (${boxes.panel.bottom} ≤ ${boxes.height})`);
    assert.ok(boxes.endPhase.bottom <= boxes.height);
    assert.ok(boxes.log.top >= boxes.panel.bottom, 'the report comes below the decision');

    // Hougoumont (1014) attacked by the 6th division's two brigades.
    await page.locator('[data-testid^="unit-AA-"][data-hex="1014"]').dispatchEvent('click');
    await tid(page, 'attacker-FR-6-1').check();
    await tid(page, 'attacker-FR-6-2').check();
    await tid(page, 'commit-attack').click();
    // The report's words (GameModule.reportLine): "…14 against 3 at 4-1…: rolled 5, Defender retreats".
    const [combat] = await waitForLog(page, /14 against 3 at \d+-\d+.*rolled \d, (Attacker|Defender|Exchange)/);
    const [, die, resultWords] = combat.match(/rolled (\d), ([\w ]+)$/);
    const result = { 'Attacker eliminated': 'AE', 'Attacker retreats': 'Ar', 'Defender retreats': 'Dr', 'Defender eliminated': 'DE', Exchange: 'EX' }[resultWords];

    const b = await banner(page);
    t.diagnostic(JSON.stringify(b));
    assert.equal(b.title, 'French attack on 1014');
    assert.match(b.odds, /^14 to 3 at \d+-\d+/);
    assert.deepEqual(b.dice, [`die: ${die}`], 'the die as the report has it, named for screen readers');
    assert.deepEqual(b.pips, [Number(die)], 'drawn with as many pips');
    assert.match(b.result, new RegExp(`^${result}: `));
    assert.ok(b.overMap, 'the banner is over the map');
    assert.ok(b.marked.includes('1014'), 'the defender\'s hex is marked');
    await s.shot(page, 'attack banner');

    // Esc dismisses it, marks and all.
    await page.locator('body').focus();
    await page.keyboard.press('Escape');
    await until(page, () => document.querySelector('[data-testid="result-banner"]')?.hidden);
    assert.equal(await page.locator('[data-testid="happened-mark"]').count(), 0);
  }));

test('Napoleon at Waterloo: the computer\'s turn replayed step by step with arrows', { timeout: TEST_TIMEOUT * 2 }, (t) =>
  env.run(t, async (s) => {
    const page = await laptopPage(s, 'french');
    await createGame(page, s.url, { mode: 'computer', french: 'human', allied: 'heuristic', seed: 3 });
    await waitForGame(page);
    assert.equal(await tid(page, 'replay').isHidden(), true, 'nothing to replay at the start');
    await endPhase(page);
    await endPhase(page);
    await tid(page, 'end-phase').click();
    await waitAnswering(page, () => document.querySelector('[data-testid="turn"]')?.textContent?.trim() === 'Turn 2 of 10' && /^French movement/.test(document.querySelector('[data-testid="phase"]')?.textContent ?? ''), undefined, 120_000);

    // The replay offers itself: the whole Allied turn first, every arrow at once.
    await tid(page, 'replay').waitFor();
    const whole = await replayState(page);
    assert.equal(whole.title, 'The Allied turn');
    assert.equal(whole.step, 'The whole turn');
    assert.ok(whole.arrows.length > 0, 'the Allied moves are drawn as arrows');
    await s.shot(page, 'allied turn replay overview');

    // Step 1 and 2, each with its report line and its arrow (or its marks).
    await tid(page, 'replay-forward').click();
    await tid(page, 'replay-forward').click();
    const second = await replayState(page);
    assert.match(second.step, /^Step 2 of \d+$/);
    assert.ok(second.lines.length > 0);
    const withArrow = second.arrows.some((a) => a.current) ? second : await forwardToAnArrow(page);
    await checkStep(page, withArrow, Number(withArrow.step.match(/Step (\d+)/)[1]));
    const arrow = withArrow.arrows.find((a) => a.current);
    assert.ok(withArrow.lines.some((l) => l.includes(`${arrow.from} -> ${arrow.to}`) || l.includes(`-> ${arrow.to}`)), `the report line tells the move drawn (${arrow.from} → ${arrow.to}): ${withArrow.lines.join(' | ')}`);
    await s.shot(page, 'allied turn replay step');
    // Back goes back.
    await tid(page, 'replay-back').click();
    assert.notEqual((await replayState(page)).step, withArrow.step);
    // A step with the computer's attack shows that combat's banner, its die as the report has it.
    let attackStep = null;
    for (let i = 0; i < 60 && !attackStep; i++) {
      if (await tid(page, 'replay-forward').isDisabled()) break;
      await tid(page, 'replay-forward').click();
      const state = await replayState(page);
      if (state.lines.some((l) => / die \d -> \w+$/.test(l))) attackStep = state;
    }
    if (attackStep) {
      const die = attackStep.lines.find((l) => / die \d -> \w+$/.test(l)).match(/ die (\d) -> (\w+)$/);
      const b = await banner(page);
      assert.deepEqual(b.dice, [`die: ${die[1]}`]);
      assert.match(b.result, new RegExp(`^${die[2]}: `));
      assert.match(b.title, /^Allied (attack on|bombardment of) /);
      await s.shot(page, 'allied attack in the replay');
    } else {
      t.diagnostic('the computer made no attack this turn');
    }
    // Play walks on by itself from the start; Pause stops it.
    while (await tid(page, 'replay-back').isEnabled()) await tid(page, 'replay-back').click();
    const before = (await replayState(page)).step;
    await tid(page, 'replay-play').click();
    assert.equal(await tid(page, 'replay-play').getAttribute('aria-pressed'), 'true');
    await until(page, (b) => document.querySelector('[data-testid="replay-step"]')?.textContent !== b, before);
    await tid(page, 'replay-play').click();
    assert.equal(await tid(page, 'replay-play').getAttribute('aria-pressed'), 'false');
    // Close takes the arrows away.
    await tid(page, 'replay-close').click();
    assert.equal(await page.locator('[data-testid="replay-arrow"]').count(), 0);

    // Any past phase from the report: its heading's Replay button.
    const heading = page.locator('[data-testid="event-log"] li', { hasText: /allied movement phase/ }).first();
    await heading.getByRole('button', { name: /^Replay: / }).click();
    const past = await replayState(page);
    assert.match(past.title, /allied movement phase/);
    assert.ok(past.arrows.length > 0);
    // The heading's line keeps the report's own words (the button's word is drawn by CSS).
    assert.ok((await logLines(page)).includes('Game-turn 1 (1 pm), allied movement phase'), 'a heading line reads as the report has it');
    // A phase where nothing moved says so.
    await page.getByRole('button', { name: /^Replay: Game-turn 1 \(1 pm\), french bombardment/ }).click();
    await until(page, () => /french bombardment .*: nothing in it shows on the map\./.test(document.querySelector('[data-testid="message"]')?.textContent ?? ''));
  }));
