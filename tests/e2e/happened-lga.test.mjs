// What just happened in La Grande Armée at 1366×768: an attack's result banner, and the
// computer's turn replayed with arrows (its marches, hidden from the report by LGA 5.66, from
// the map before and after).

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { TEST_TIMEOUT, logLines, setup, tid, until, waitForLog, wsExchange } from './harness.mjs';
import { aboveTheFold, banner, laptopPage, replayState } from './happened-helpers.mjs';

const env = setup('happened-lga', { before, after });

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
