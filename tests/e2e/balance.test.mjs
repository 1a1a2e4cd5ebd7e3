// The balance page: from the lobby, six games of random players on the server with progress,
// then the summary and the four plots (Observable Plot SVG, marks counted against the
// summary); a designer's file that cannot start is refused naming the place in it; a long job
// is cancelled.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { TEST_TIMEOUT, setup, tid } from './harness.mjs';

const env = setup('balance', { before, after });

/** The marks of one kind in a plot's SVG (Observable Plot labels each mark's group). */
async function marks(page, plot, kind, element) {
  return tid(page, plot).locator(`svg [aria-label="${kind}"] ${element}`).count();
}

/** The balance page with La Grande Armée's scenario chosen and random players on every seat;
 * tall enough that the screenshot holds the four plots. */
async function openBalance(s, scenario) {
  const page = await s.newPage('analyst', { viewport: { width: 1280, height: 1900 } });
  await page.goto(s.url);
  await tid(page, 'open-balance').click();
  await tid(page, 'balance-run').waitFor();
  await tid(page, 'balance-game').selectOption('la-grande-armee');
  await tid(page, 'balance-scenario').selectOption(scenario);
  for (const seat of ['french', 'allied', 'neutral']) await tid(page, `balance-seat-${seat}`).selectOption('random');
  return page;
}

test('six games of random players: progress, summary and four plots', { timeout: TEST_TIMEOUT }, (t) =>
  env.run(t, async (s) => {
    // The Battle of Nations: random players' games there are short and both sides win some.
    const page = await openBalance(s, '6-battle-of-nations');
    assert.match(page.url(), /\/\?balance$/);
    await tid(page, 'balance-games').fill('6');
    await tid(page, 'balance-seed').fill('1');
    await tid(page, 'balance-run').click();
    await tid(page, 'balance-summary').waitFor();
    assert.equal(await tid(page, 'balance-progress-text').innerText(), '6/6 games');
    assert.match(await tid(page, 'balance-message').innerText(), /6 games played/);

    // One bar and one interval line per winner in the table, each share inside its interval.
    const rows = await tid(page, 'balance-summary').locator('tbody tr').allInnerTexts();
    assert.equal(rows.length, 2, 'seeds 1-6: the French win five, the Allies one (grognard balance says so too)');
    let games = 0;
    for (const row of rows) {
      const [, count, share, low, high] = row.match(/\t(\d+)\t([\d.]+)% \(([\d.]+)–([\d.]+)%\)/) ?? [];
      assert.ok(count, `a row of the table: ${row}`);
      games += Number(count);
      assert.ok(Number(low) <= Number(share) && Number(share) <= Number(high), row);
    }
    assert.equal(games, 6, 'the winners count every game');
    // Each side's victory points at the end: a mean inside its 95% interval, inside the range.
    const means = await tid(page, 'balance-means').locator('tbody tr').allInnerTexts();
    assert.deepEqual(
      means.map((row) => row.split('\t')[0]),
      ['Allied VP', 'French VP'],
    );
    for (const row of means) {
      const [, mean, low, high, min, max] = row.match(/\t([\d.]+) \(([\d.-]+)–([\d.]+)\)\t(\d+)–(\d+)/) ?? [];
      assert.ok(mean, `a row of the means: ${row}`);
      assert.ok(Number(low) <= Number(mean) && Number(mean) <= Number(high), row);
      assert.ok(Number(min) <= Number(mean) && Number(mean) <= Number(max), row);
    }
    assert.equal(await marks(page, 'plot-shares', 'bar', 'rect'), rows.length);
    assert.equal(await marks(page, 'plot-shares', 'rule', 'line'), rows.length);
    assert.equal(await marks(page, 'plot-shares', 'tick', 'line'), 2 * rows.length);
    // Histograms: French and Allied victory points faceted, game lengths, at least one bin each.
    assert.ok((await marks(page, 'plot-scores', 'rect', 'rect')) >= 2);
    assert.equal(await tid(page, 'plot-scores').locator('svg [aria-label="fy-axis tick label"] text').count(), 2);
    assert.ok((await marks(page, 'plot-lengths', 'rect', 'rect')) >= 1);
    const conditions = await marks(page, 'plot-conditions', 'bar', 'rect');
    assert.ok(conditions >= 1 && conditions <= 6);
    assert.equal(await marks(page, 'plot-conditions', 'text', 'text'), conditions);
    await s.shot(page, 'balance-result');
  }),
);

test('a designer’s file that cannot start is refused; a long job is cancelled', { timeout: TEST_TIMEOUT }, (t) =>
  env.run(t, async (s) => {
    const page = await openBalance(s, '7-waterloo');
    await tid(page, 'balance-scenario').selectOption('');
    const broken = { id: 'my-waterloo', game: 'la-grande-armee', end: 'never' };
    await tid(page, 'balance-scenario-file').setInputFiles({ name: 'mine.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(broken)) });
    await page.getByText(/The scenario file cannot be played: .*scenario_file/).waitFor();
    assert.equal(await tid(page, 'balance-seats').locator('select').count(), 0, 'no seats for a file that cannot start');

    await tid(page, 'balance-scenario').selectOption('7-waterloo');
    for (const seat of ['french', 'allied', 'neutral']) await tid(page, `balance-seat-${seat}`).selectOption('random');
    await tid(page, 'balance-games').fill('2000');
    await tid(page, 'balance-run').click();
    await tid(page, 'balance-cancel').waitFor();
    await tid(page, 'balance-cancel').click();
    await page.getByText(/Cancelled after \d+ of 2000 games/).waitFor();
    assert.equal(await tid(page, 'balance-run').isEnabled(), true, 'ready for another run');
  }),
);
