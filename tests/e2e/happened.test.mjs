// What just happened, in each game at 1366×768: the result banner of a combat (its die drawn
// as a die, the result, the losses, the hexes marked; Esc dismisses it), and the computer's
// turn replayed step by step with arrows and the report line of each step. Also: the decision
// in hand stays above the fold, the report scrolls below it.

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { TEST_TIMEOUT, cli, createGame, endPhase, logLines, setup, tid, until, waitAnswering, waitForGame, waitForLog } from './harness.mjs';

const env = setup('happened', { before, after });
const LAPTOP = { width: 1366, height: 768 };

async function laptopPage(s, label) {
  const page = await s.newPage(label);
  await page.setViewportSize(LAPTOP);
  return page;
}

/** The banner as the player reads it, with the dice's accessible names. */
async function banner(page) {
  await tid(page, 'result-banner').waitFor();
  return page.evaluate(() => {
    const b = document.querySelector('[data-testid="result-banner"]');
    const text = (id) => b.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() ?? '';
    const r = b.getBoundingClientRect();
    const map = document.querySelector('[data-testid="map"]').getBoundingClientRect();
    return {
      title: text('banner-title'),
      odds: text('banner-odds'),
      result: text('banner-result'),
      losses: text('banner-losses'),
      dice: [...b.querySelectorAll('[data-testid="die"]')].map((d) => d.getAttribute('aria-label')),
      pips: [...b.querySelectorAll('[data-testid="die"]')].map((d) => d.querySelectorAll('.die-pip').length),
      overMap: r.left >= map.left && r.right <= map.right && r.top >= map.top && r.bottom <= map.bottom,
      marked: [...document.querySelectorAll('[data-testid="happened-mark"]')].map((m) => m.getAttribute('data-hex')),
    };
  });
}

/** The replay bar and the arrows on the map. */
async function replayState(page) {
  return page.evaluate(() => {
    const bar = document.querySelector('[data-testid="replay"]');
    const arrows = [...document.querySelectorAll('[data-testid="replay-arrow"]')].map((a) => ({ from: a.dataset.from, to: a.dataset.to, current: a.dataset.current === '' || a.dataset.current === 'true' }));
    return {
      shown: !!bar && !bar.hidden,
      title: bar?.querySelector('[data-testid="replay-title"]')?.textContent ?? '',
      step: bar?.querySelector('[data-testid="replay-step"]')?.textContent ?? '',
      lines: [...(bar?.querySelectorAll('[data-testid="replay-lines"] li') ?? [])].map((l) => l.textContent),
      arrows,
      marked: [...document.querySelectorAll('[data-testid="happened-mark"]')].map((m) => m.getAttribute('data-hex')),
    };
  });
}

/** Steps forward until a step draws an arrow of its own (at most `max` steps); returns it. */
async function forwardToAnArrow(page, max = 40) {
  for (let i = 0; i < max; i++) {
    await tid(page, 'replay-forward').click();
    const state = await replayState(page);
    if (state.arrows.some((a) => a.current)) return state;
  }
  throw new Error('no step of the replay drew an arrow');
}

/** Checks a replay step against the report: its lines are the log's, its arrow is current. */
async function checkStep(page, state, stepNumber) {
  assert.match(state.step, new RegExp(`^Step ${stepNumber} of \\d+$`), state.step);
  assert.ok(state.lines.length > 0, 'the step shows its report lines');
  const log = await logLines(page);
  for (const line of state.lines) assert.ok(log.some((l) => l.includes(line)), `"${line}" is a line of the report`);
  assert.ok(state.arrows.filter((a) => a.current).length > 0, 'the step draws its arrows');
}

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
    const [combat] = await waitForLog(page, /14 to 3 at \d+-\d+.*die \d -> (AE|Ar|Dr|DE|EX)/);
    const [, die, result] = combat.match(/die (\d) -> (\w+)/);

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
    // Back goes back; Close takes the arrows away.
    await tid(page, 'replay-back').click();
    assert.notEqual((await replayState(page)).step, withArrow.step);
    await tid(page, 'replay-close').click();
    assert.equal(await page.locator('[data-testid="replay-arrow"]').count(), 0);

    // Any past phase from the report: its heading's Replay button.
    await page.locator('[data-testid="event-log"] li button[data-testid^="replay-from-"]', { hasText: 'Replay' }).filter({ has: page.locator(':scope') }).first().waitFor();
    const heading = page.locator('[data-testid="event-log"] li', { hasText: /allied movement phase/ }).first();
    await heading.getByRole('button', { name: /^Replay: / }).click();
    const past = await replayState(page);
    assert.match(past.title, /allied movement phase/);
    assert.ok(past.arrows.length > 0);
  }));
