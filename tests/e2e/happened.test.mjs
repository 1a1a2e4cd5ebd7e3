// What just happened, in each game at 1366×768: the result banner of a combat (its die drawn
// as a die, the result, the losses, the hexes marked; Esc dismisses it), and the computer's
// turn replayed step by step with arrows and the report line of each step. Also: the decision
// in hand stays above the fold, the report scrolls below it.

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { TEST_TIMEOUT, cli, createGame, endPhase, logLines, setup, tid, until, waitAnswering, waitForGame, waitForLog, wsExchange } from './harness.mjs';

const env = setup('happened', { before, after });
const LAPTOP = { width: 1366, height: 768 };

async function laptopPage(s, label) {
  const page = await s.newPage(label);
  await page.setViewportSize(LAPTOP);
  return page;
}

/** Whether each control lies wholly on screen and inside the scroll box that holds it. */
async function aboveTheFold(page, ids) {
  return page.evaluate((list) => Object.fromEntries(list.map((id) => {
    const node = document.querySelector(`[data-testid="${id}"]`);
    if (!node) return [id, 'absent'];
    const r = node.getBoundingClientRect();
    const box = node.closest('.decision-area')?.getBoundingClientRect() ?? { top: 0, bottom: innerHeight };
    return [id, r.top >= Math.max(0, box.top) && r.bottom <= Math.min(innerHeight, box.bottom) ? 'shown' : `below (${Math.round(r.bottom)} > ${Math.round(Math.min(innerHeight, box.bottom))})`];
  })), ids);
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
  for (const line of state.lines.filter((l) => !l.startsWith('Where their units stand now'))) assert.ok(log.some((l) => l.includes(line)), `"${line}" is a line of the report`);
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
    // A phase where nothing moved says so.
    await page.getByRole('button', { name: /^Replay: Game-turn 1 \(1 pm\), french bombardment/ }).click();
    await until(page, () => /french bombardment .*: nothing in it shows on the map\./.test(document.querySelector('[data-testid="message"]')?.textContent ?? ''));
  }));

// ---------------------------------------------------------------------------------------
// La Grande Armée

/** Axial distance between CCRR labels on La Grande Armée's map (as lga.test.mjs). */
function lgaDistance(a, b) {
  const ax = (l) => {
    const col = Number(l.slice(0, 2)) - 1;
    const r = Number(l.slice(2, 4)) - 1;
    return { q: col - (r - (r & 1)) / 2, r };
  };
  const p = ax(a);
  const o = ax(b);
  const dq = p.q - o.q;
  const dr = p.r - o.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

const litOf = (page, kind) => page.$$eval(`.hl-fill.hl-${kind}[data-hex]`, (els) => els.map((e) => e.getAttribute('data-hex')));
const alliedHexes = (page) => page.$$eval('.lga-counter.side-allied', (els) => els.map((e) => e.closest('[data-hex]')?.getAttribute('data-hex')).filter(Boolean));

/** Marches French units towards the Allies, one area at a time, until one attacks (as lga.test.mjs). */
async function lgaMarchAndAttack(page) {
  for (let step = 0; step < 60; step++) {
    if ((await tid(page, 'lga-move-panel').count()) === 0) return false;
    await tid(page, 'lga-next').click();
    await tid(page, 'lga-selected').waitFor();
    await page.waitForFunction(() => !/Finding where/.test(document.querySelector('[data-testid="lga-move-panel"]')?.textContent ?? ''));
    const targets = await litOf(page, 'target');
    if (targets.length) {
      await page.locator(`[data-testid="hex-${targets[0]}"]`).click({ force: true });
      await tid(page, 'lga-commit-attack').click();
      return true;
    }
    const reach = await litOf(page, 'reachable');
    const enemies = await alliedHexes(page);
    if (!reach.length || !enemies.length) {
      if (await tid(page, 'lga-halt').count()) await tid(page, 'lga-halt').click();
      continue;
    }
    const near = (h) => Math.min(...enemies.map((e) => lgaDistance(h, e)));
    const best = reach.sort((a, b) => near(a) - near(b))[0];
    const text = await tid(page, 'lga-selected').innerText();
    await page.locator(`[data-testid="hex-${best}"]`).click({ force: true });
    await page.waitForFunction((b) => document.querySelector('[data-testid="lga-selected"]')?.textContent !== b, text, { timeout: 20_000 }).catch(() => {});
  }
  return false;
}

test('La Grande Armée: an attack\'s banner; the computer\'s turn replayed with arrows', { timeout: TEST_TIMEOUT * 3 }, (t) =>
  env.run(t, async (s) => {
    const page = await laptopPage(s, 'french');
    await page.goto(s.url);
    const [created] = await wsExchange(page, s.wsUrl, [
      { type: 'create', game: 'la-grande-armee', scenario: '1-austrian-challenge', seed: 7, seats: { french: { player: 'human' }, allied: { player: 'computer', agent: 'heuristic' }, neutral: { player: 'computer', agent: 'heuristic' } } },
    ]);
    assert.equal(created.type, 'created', JSON.stringify(created));
    await page.goto(new URL(`/?t=${created.tokens.french}`, s.url).href);
    await tid(page, 'lga-panel').waitFor();
    if (await tid(page, 'lga-build-panel').count()) await tid(page, 'lga-end-phase').click();
    await tid(page, 'lga-move-panel').waitFor();
    // The decision in hand is on screen at 1366×768: the move panel's buttons.
    assert.deepEqual(await aboveTheFold(page, ['lga-next', 'lga-end-phase']), { 'lga-next': 'shown', 'lga-end-phase': 'shown' });

    assert.ok(await lgaMarchAndAttack(page), 'a French unit reached the Allies and attacked');
    const [combat] = await waitForLog(page, / attacks .*: roll (\d) [+-]\d+ = -?\d+: ([ADS]\d)/);
    const [, die, result] = combat.match(/: roll (\d) [+-]\d+ = -?\d+: ([ADS]\d)/);
    const b = await banner(page);
    t.diagnostic(JSON.stringify(b));
    assert.match(b.title, / attacks /);
    assert.deepEqual(b.dice, [`die: ${die}`]);
    assert.deepEqual(b.pips, [Number(die)]);
    assert.match(b.result, new RegExp(`^${result}: `));
    assert.match(b.odds, new RegExp(`^roll ${die} `));
    assert.ok(b.overMap && b.marked.length > 0);
    await s.shot(page, 'attack banner');
    // The banner closes with its button.
    await tid(page, 'banner-close').click();
    assert.equal(await tid(page, 'result-banner').isHidden(), true);

    // The rest of the French turn, then the computer's Allied and Neutral turns; an Allied
    // attack on the French asks their defence (LGA 5.66): Done.
    await tid(page, 'lga-end-phase').click();
    for (let i = 0; i < 600 && !(await tid(page, 'replay').isVisible()); i++) {
      const defence = await tid(page, 'lga-defense-panel').isVisible();
      if (defence) await tid(page, 'lga-end-phase').click();
      else await page.waitForTimeout(100);
    }
    await tid(page, 'replay').waitFor({ timeout: 60_000 });
    const whole = await replayState(page);
    t.diagnostic(`${whole.title}: ${whole.arrows.length} arrows`);
    assert.match(whole.title, /^The (Allied turn|turns of Allied, Neutral)$/);
    assert.ok(whole.arrows.length > 0, 'the other side\'s moves are drawn as arrows');
    await s.shot(page, 'computer turn replay overview');
    // LGA 5.66 hides the other side's marches from the report: the first step shows where its
    // units went, from the map before and after; the next steps are the report's.
    await tid(page, 'replay-forward').click();
    const first = await replayState(page);
    assert.match(first.step, /^Step 1 of \d+$/);
    assert.match(first.lines[0], /^Where their units stand now/);
    assert.ok(first.arrows.some((a) => a.current), 'the units that moved are drawn as arrows');
    await s.shot(page, 'computer turn replay step 1');
    await tid(page, 'replay-forward').click();
    const second = await replayState(page);
    assert.match(second.step, /^Step 2 of \d+$/);
    const log = await logLines(page);
    assert.ok(second.lines.length > 0);
    for (const line of second.lines) assert.ok(log.some((l) => l.includes(line)), `"${line}" is a line of the report`);
    // The first step's arrows stay, faint, under the second's.
    for (const arrow of first.arrows.filter((a) => a.current)) {
      assert.ok(second.arrows.some((a) => a.from === arrow.from && a.to === arrow.to), `the arrow ${arrow.from} → ${arrow.to} is still drawn`);
    }
    await s.shot(page, 'computer turn replay step');
  }));

// ---------------------------------------------------------------------------------------
// Struggle for the Continent

const sfcHeading = (page) => page.evaluate(() => document.querySelector('[data-testid="sfc-panel"] h3')?.textContent?.trim() ?? '');

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
      if (/^Set-up: (Germany|Austria|Turkey|Bulgaria) places/.test(await sfcHeading(page)) && (await tid(page, 'sfc-place-rest').isVisible())) {
        const before = await sfcHeading(page);
        await tid(page, 'sfc-place-rest').click();
        await until(page, (h) => document.querySelector('[data-testid="sfc-panel"] h3')?.textContent?.trim() !== h, before);
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
    const [, attackerRoll, defenderRoll] = wave.match(/^Wave 1 at [^:]+: \D+ (\d+)[+-−]\d+ vs \D+ (\d+)/);
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
    for (let i = 0; i < 1200 && !(await tid(page, 'replay').isVisible()); i++) {
      // A panel may be redrawn under the click (the server's next state): look again then.
      const press = (id) => tid(page, id).click({ timeout: 2_000 }).catch(() => {});
      if (await tid(page, 'sfc-break-off').isVisible()) await press('sfc-break-off');
      else if (await tid(page, 'sfc-stand').isVisible()) await press('sfc-stand');
      else if (await tid(page, 'end-phase').isEnabled()) await press('end-phase');
      else await page.waitForTimeout(100);
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
