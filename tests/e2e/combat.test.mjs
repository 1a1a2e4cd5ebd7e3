// An attack with its odds shown: a save made by the CLI at the French ground-combat phase
// of turn 1 is loaded through the lobby; the player picks the defender and the attackers,
// reads the odds and the result table, commits, and the report shows the die and the result.

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import {
  TEST_TIMEOUT,
  cli,
  logLines,
  setup,
  tid,
  turnBar,
  until,
  waitAnswering,
  waitForGame,
  waitForLog,
} from './harness.mjs';

const env = setup('combat', { before, after });

/** Hougoumont: a British garrison in the woods, next to two French divisions at the start. */
const TARGET = '1014';

test('an attack with its odds shown, from a loaded save', { timeout: TEST_TIMEOUT }, (t) =>
  env.run(t, async (s) => {
    // The save: a new game, then the French pass their movement and bombardment phases.
    const dir = mkdtempSync(path.join(tmpdir(), 'grognard-e2e-save-'));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    const save = path.join(dir, 'assault.json');
    await cli('new', 'napoleon-at-waterloo', '--seed', '2', '-o', save);
    await cli('apply', save, '{"type":"pass"}');
    const last = JSON.parse(await cli('apply', save, '{"type":"pass"}'));
    assert.equal(last.to_move, 'french');

    const page = await s.newPage('french');
    await page.goto(s.url);
    await tid(page, 'create-game').waitFor();
    // The players of "New game" take the seats of the loaded game.
    await tid(page, 'mode-computer').check();
    await tid(page, 'seat-allied-player').selectOption('heuristic');
    await tid(page, 'load-game').setInputFiles(save);
    await waitForGame(page);
    assert.match(page.url(), /\/\?t=[0-9a-f]{32}$/);
    const bar = await turnBar(page);
    assert.equal(bar.turn, 'Turn 1 of 10');
    assert.match(bar.phase, /^French ground combat/);
    assert.equal(bar.toMove, 'French to move — your move');
    // The report of the replayed actions is there.
    await waitForLog(page, /Game-turn 1 \(1 pm\), french ground combat \(combat step 2b\)/);

    // The combat panel invites an attack; the hexes that may be attacked are lit.
    const panel = tid(page, 'attack-plan');
    await panel.waitFor();
    await until(page, (hex) => !!document.querySelector(`.hl-fill.hl-target[data-hex="${hex}"]`), TARGET);
    assert.equal(await tid(page, 'commit-attack').isDisabled(), true, 'nothing to commit yet');
    await s.shot(page, 'loaded at ground combat');

    // The defender: a click on the enemy counter in Hougoumont.
    const defender = page.locator(`[data-testid^="unit-AA-"][data-hex="${TARGET}"]`);
    assert.equal(await defender.count(), 1);
    const defenderId = (await defender.getAttribute('data-testid')).slice('unit-'.length);
    await defender.dispatchEvent('click');
    await until(page, (hex) => !!document.querySelector(`.hl-fill.hl-chosen[data-hex="${hex}"]`), TARGET);
    assert.match(await tid(page, 'attack-targets').innerText(), new RegExp(TARGET));
    // The units that may attack it are listed: the 6th and 9th divisions' brigades.
    const candidates = await page.locator('[data-testid^="attacker-"]').evaluateAll((boxes) => boxes.map((b) => b.dataset.testid.slice('attacker-'.length)));
    for (const id of ['FR-6-1', 'FR-6-2', 'FR-9-1', 'FR-9-2']) assert.ok(candidates.includes(id), `${id} may attack (${candidates})`);

    // One attacker ticked: odds appear.
    await tid(page, 'attacker-FR-6-1').check();
    const odds = tid(page, 'odds-value');
    await odds.waitFor();
    const oddsOne = (await odds.textContent()).trim();
    assert.match(oddsOne, /\d+-\d+/);
    // A second attacker by a click on its counter (under FR-6-1 in the stack): the odds go up.
    await tid(page, 'unit-FR-6-2').dispatchEvent('click');
    assert.equal(await tid(page, 'attacker-FR-6-2').isChecked(), true);
    await until(page, (before) => {
      const text = document.querySelector('[data-testid="odds-value"]')?.textContent?.trim();
      return text && text !== before;
    }, oddsOne);
    const oddsText = (await odds.textContent()).trim();
    assert.match(oddsText, /^\d+-\d+( → \d+-\d+)?$/, `odds like "4-1" or "4-1 → 3-1" after the woods shift: ${oddsText}`);
    const finalOdds = oddsText.split(' → ').at(-1);
    assert.match(await tid(page, 'odds').innerText(), /14 against 3/, 'the strengths: 7 + 7 against 3');

    // The result table: one column per die face, one row per defense mode.
    const table = tid(page, 'result-table');
    const faces = await table.locator('thead th[aria-label^="die "]').allInnerTexts();
    assert.deepEqual(faces, ['1', '2', '3', '4', '5', '6']);
    const rows = await table.locator('tbody tr').evaluateAll((trs) =>
      trs.map((tr) => ({ mode: tr.dataset.defense, cells: [...tr.querySelectorAll('td.result')].map((td) => td.textContent.trim()) })),
    );
    assert.ok(rows.length >= 1);
    for (const row of rows) {
      assert.equal(row.cells.length, 6, `six results for ${row.mode}`);
      for (const cell of row.cells) assert.match(cell, /^(AE|Ar|Dr|DE|EX)$/);
    }
    assert.equal(await tid(page, 'commit-attack').isEnabled(), true);
    await s.shot(page, 'attack planned with odds');

    // Commit: the report shows the attack, the die and the result.
    await tid(page, 'commit-attack').click();
    // In a report's words: the brigades by name, the chart's words, the die rolled.
    await waitForLog(page, /Attack on 1014 by (Bauduin's brigade and Soye's brigade|Soye's brigade and Bauduin's brigade)/);
    const [combat] = await waitForLog(page, /14 against 3 at \d+-\d+.*rolled \d, (Attacker|Defender|Exchange)/);
    const m = combat.match(/at (\d+-\d+).*, [\w ]+ against (\w+) \(([+−]\d+|0)\): rolled (\d), ([\w ]+)$/);
    assert.ok(m, `a combat line: ${combat}`);
    const [, loggedOdds, defenseMode, , die, resultWords] = m;
    const result = { 'Attacker eliminated': 'AE', 'Attacker retreats': 'Ar', 'Defender retreats': 'Dr', 'Defender eliminated': 'DE', Exchange: 'EX' }[resultWords];
    assert.equal(loggedOdds, finalOdds, 'the combat was fought at the odds the panel showed');
    const row = rows.find((r) => r.mode === defenseMode);
    assert.ok(row, `the table had a row for the defense mode ${defenseMode}`);
    assert.equal(row.cells[Number(die) - 1], result, `the table said die ${die} → ${row.cells[Number(die) - 1]}`);
    t.diagnostic(`combat: ${combat.trim()}`);
    await s.shot(page, 'attack resolved');

    // Whatever the result asks next (an advance, a retreat), answer it; then the attackers
    // have attacked and the garrison has been assaulted: no attack on 1014 is left.
    await waitAnswering(page, () => !document.querySelector('[data-testid="combat-decision"]'));
    const lines = await logLines(page);
    if (result === 'DE') assert.ok(lines.some((l) => l.includes(`is destroyed in ${TARGET}`)), `the garrison is destroyed:\n${lines.join('\n')}`);
    assert.equal(await page.locator(`.hl-fill.hl-target[data-hex="${TARGET}"]`).count(), 0, 'Hougoumont may not be assaulted twice');
    if (result === 'DE') assert.equal(await page.locator(`[data-testid="unit-${defenderId}"]`).count(), 0);
    await s.shot(page, 'after the combat');
  }));
