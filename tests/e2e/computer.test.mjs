// Against the computer: from the lobby to a move on the map, the end of the player-turn with
// the computer's reply, and a reload that resumes the game where it was.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  TEST_TIMEOUT,
  createGame,
  endPhase,
  logLines,
  moveUnit,
  setup,
  tid,
  turnBar,
  unitHex,
  until,
  waitForGame,
  waitForLog,
  waitAnswering,
  waitForUnitHex,
} from './harness.mjs';

const env = setup('computer', { before, after });

/** A game against the heuristic computer, the French for the human, opened on the map. */
async function startAgainstComputer(s, page, seed) {
  await createGame(page, s.url, { mode: 'computer', french: 'human', allied: 'heuristic', seed });
  await waitForGame(page);
  assert.match(page.url(), /\/\?t=[0-9a-f]{32}$/, 'a game against the computer opens on its seat token');
}

/** The move's report line, e.g. "Durutte (…) moves 1613 -> 1512 (2 MP)". */
function moveLine(from, to, cost) {
  return new RegExp(`moves ${from} -> ${to} \\(${cost.replace(/\s+/g, ' ')}\\)`);
}

test('lobby to a move on the map, against the computer', { timeout: TEST_TIMEOUT }, (t) =>
  env.run(t, async (s) => {
    const page = await s.newPage('french');
    await page.goto(s.url);
    await tid(page, 'create-game').waitFor();
    // A scenario with a description shows it when chosen (La Grande Armée's, seed 1.3 "New").
    await tid(page, 'game-select').selectOption('la-grande-armee');
    await tid(page, 'scenario-select').selectOption('1-austrian-challenge');
    assert.match(await tid(page, 'scenario-description').innerText(), /Austria/);
    // The lobby offers the game, its scenario and the three ways to play.
    await tid(page, 'game-select').selectOption('napoleon-at-waterloo');
    assert.match(await tid(page, 'scenario-select').locator('option:checked').innerText(), /Waterloo/);
    await tid(page, 'mode-computer').check();
    // Against the computer, the first seat is the player's and the other the server's.
    assert.equal(await tid(page, 'seat-french-player').inputValue(), 'human');
    assert.equal(await tid(page, 'seat-allied-player').inputValue(), 'heuristic');
    await tid(page, 'seed').fill('11');
    await s.shot(page, 'lobby');
    await tid(page, 'create-game').click();

    await waitForGame(page);
    assert.match(page.url(), /\/\?t=[0-9a-f]{32}$/);
    const bar = await turnBar(page);
    assert.equal(bar.turn, 'Turn 1 of 10');
    assert.equal(bar.phase, 'French movement');
    assert.equal(bar.toMove, 'French to move — your move');
    const counters = await page.locator('[data-testid^="unit-"][data-hex]').count();
    assert.ok(counters > 50, `the opening position has its counters on the map (${counters})`);
    const hexes = await page.locator('[data-testid^="hex-"]').count();
    assert.equal(hexes, 27 * 22, 'every hex of the 27 × 22 map is drawn');
    await s.shot(page, 'game opened');

    const unit = 'FR-1-1';
    assert.equal(await unitHex(page, unit), '1613');
    // Pick the lit hex the farthest from the unit on screen, for a real path.
    const box = await tid(page, `unit-${unit}`).boundingBox();
    const far = (cs) => [...cs].sort((a, b) => Math.hypot(b.x - box.x, b.y - box.y) - Math.hypot(a.x - box.x, a.y - box.y))[0];
    // Select, see lit hexes, hover one (path + cost), click it.
    const selectShot = async () => s.shot(page, 'unit selected');
    const move = await moveUnit(page, unit, far, { beforeClick: async (seen) => {
      assert.ok(seen.lit.length > 0, 'reachable hexes light up');
      assert.match(seen.cost, /^\d+ MP$/, 'hovering a lit hex shows the cost in movement points');
      assert.ok(seen.pathPoints >= 2, `the path is drawn from the unit to the hex (${seen.pathPoints} points)`);
      // The side panel shows the unit and the other unit of its stack.
      assert.match(await tid(page, 'selected-unit-details').innerText(), /FR-1-1/);
      assert.equal(await tid(page, 'stack-unit-FR-1-2').count(), 1, 'FR-1-2 shares the hex 1613');
      await selectShot();
    } });
    assert.ok(move.lit.includes(move.to));
    assert.equal(await tid(page, `unit-${unit}`).getAttribute('data-hex'), move.to);
    assert.equal(await unitHex(page, 'FR-1-2'), '1613', 'the stack-mate stays behind');
    // Still selected, shown on its new hex, alone there.
    assert.equal(await tid(page, `unit-${unit}`).getAttribute('aria-pressed'), 'true');
    await until(page, (hex) => document.querySelector('[data-testid="selected-unit-details"]')?.textContent.includes(`on the map (${hex})`), move.to);
    assert.equal(await tid(page, 'stack-unit-FR-1-2').count(), 0, 'the side panel no longer lists FR-1-2 in the unit\'s hex');
    // The side panel told how many hexes were lit before the move.
    assert.match(move.hint, new RegExp(`^${move.lit.length} hexes lit`));

    const lines = await waitForLog(page, moveLine('1613', move.to, move.cost));
    assert.equal(lines.length, 1, `the report has the move once: ${lines.join(' | ')}`);
    // Still the French movement phase, and the move can be taken back.
    assert.equal((await turnBar(page)).phase, 'French movement');
    assert.equal(await tid(page, 'undo').isEnabled(), true);
    await s.shot(page, 'moved');
  }));

test('end of the player-turn and the computer replies', { timeout: TEST_TIMEOUT }, (t) =>
  env.run(t, async (s) => {
    const page = await s.newPage('french');
    await startAgainstComputer(s, page, 3);
    await moveUnit(page, 'FR-1-1');
    // Still the French's move: the update patched the legal list the page held (the phase's
    // end below is offered from the patched list).
    assert.ok(page.legalPatches >= 1, `the legal list came as a patch (${page.legalPatches})`);

    // Every text the "to move" line shows, however briefly.
    await page.evaluate(() => {
      const node = document.querySelector('[data-testid="to-move"]');
      window.__toMove = [node.textContent];
      new MutationObserver(() => {
        if (window.__toMove.at(-1) !== node.textContent) window.__toMove.push(node.textContent);
      }).observe(node, { childList: true, characterData: true, subtree: true });
    });

    // Movement → bombardment with the E key, then the button twice.
    let bar = await endPhase(page, { key: true });
    assert.match(bar.phase, /^French bombardment/);
    await waitForLog(page, /Game-turn 1 \(1 pm\), french bombardment \(combat step 2a\)/);
    bar = await endPhase(page);
    assert.match(bar.phase, /^French ground combat/);
    await s.shot(page, 'french assault');
    const started = Date.now();
    await tid(page, 'end-phase').click();

    // The computer takes the Allied player-turn, then it is the French's again: turn 2.
    // The computer's turn comes in a few updates, a tenth of a second apart or less: the Allied
    // line may be on screen between two polls only, so wait on the observer's record of it.
    await until(page, () => window.__toMove.some((text) => /Allied/.test(text)));
    await s.shot(page, 'computer to move');
    // The computer's attacks may ask the French a question (defense mode, retreat): answer.
    const answers = await waitAnswering(page, () => {
      const text = (id) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim();
      return text('turn') === 'Turn 2 of 10' && text('phase') === 'French movement' && text('to-move') === 'French to move — your move';
    });
    t.diagnostic(`the French answered ${answers} combat question(s) during the Allied player-turn`);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    t.diagnostic(`the computer's player-turn took ${seconds} s`);
    const seen = await page.evaluate(() => window.__toMove);
    assert.ok(
      seen.some((text) => /^Allied to move \(computer, heuristic is thinking…\)$/.test(text)),
      `the turn bar showed the computer thinking; it showed: ${JSON.stringify(seen)}`,
    );
    assert.equal(await tid(page, 'end-phase').isEnabled(), true, 'End phase is the French player\'s again');
    // Every update since joining was a patch on the view the page held; none was a gap.
    assert.ok(page.patches >= 5, `the page got its updates as patches (${page.patches})`);

    // The report has the Allied phases, with Allied actions in them.
    const lines = await logLines(page);
    const start = lines.findIndex((l) => /Game-turn 1 \(1 pm\), allied movement phase/.test(l));
    const end = lines.findIndex((l) => /Game-turn 2 \(2 pm\), french movement phase/.test(l));
    assert.ok(start >= 0 && end > start, `the report has the Allied player-turn and then turn 2:\n${lines.join('\n')}`);
    const allied = lines.slice(start + 1, end).filter((l) => !/^Game-turn/.test(l));
    assert.ok(allied.length > 0, `the report shows the computer's actions:\n${lines.slice(start, end + 1).join('\n')}`);
    assert.ok(
      allied.some((l) => /moves \d{4} -> \d{4}|Attack on|Bombardment of/.test(l)),
      `some of them are Allied moves or attacks:\n${allied.join('\n')}`,
    );
    await s.shot(page, 'turn 2 french again');
  }));

test('a reload resumes the game where it was', { timeout: TEST_TIMEOUT }, (t) =>
  env.run(t, async (s) => {
    const page = await s.newPage('french');
    await startAgainstComputer(s, page, 5);
    const gameUrl = page.url();
    const move = await moveUnit(page, 'FR-2-1');
    await waitForLog(page, moveLine(move.from, move.to, move.cost));
    const linesBefore = await logLines(page);
    const barBefore = await turnBar(page);
    await s.shot(page, 'before reload');

    await page.reload();
    await waitForGame(page);
    assert.equal(page.url(), gameUrl);
    assert.equal(await unitHex(page, 'FR-2-1'), move.to, 'the moved counter is still on its new hex');
    assert.equal(await unitHex(page, 'FR-2-2'), move.from, 'its stack-mate stayed behind');
    const linesAfter = await waitForLog(page, moveLine(move.from, move.to, move.cost));
    assert.equal(linesAfter.length, 1);
    assert.deepEqual(await logLines(page), linesBefore, 'the report is the same after the reload');
    assert.deepEqual(await turnBar(page), barBefore);
    assert.equal(await tid(page, 'undo').isEnabled(), true, 'the move may still be taken back');
    await s.shot(page, 'after reload');

    // The lobby lists the game under "my games"; Resume goes back to it.
    await tid(page, 'to-lobby').click();
    const resume = page.locator('[data-testid^="resume-"]');
    await resume.first().waitFor();
    assert.equal(await resume.count(), 1);
    assert.match(await tid(page, 'my-games').innerText(), /French to move \(your move\)/);
    await s.shot(page, 'my games');
    await resume.first().click();
    await waitForGame(page);
    assert.equal(page.url(), gameUrl);
    await waitForUnitHex(page, 'FR-2-1', move.to);
    assert.deepEqual(await logLines(page), linesBefore);
  }));
