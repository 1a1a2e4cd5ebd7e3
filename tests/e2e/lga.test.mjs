// La Grande Armée in the browser: against the computer as French (build, move, finish a
// season), and French against a human Allied player on another screen (an attack with its
// preview, the defender's Reinforce / Withdraw offer). Uses the first La Grande Armée
// scenario of the catalog and skips when there is none.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { TEST_TIMEOUT, WAIT, setup, tid, waitForLog, wsExchange } from './harness.mjs';

const env = setup('lga', { before, after });
const GAME = 'la-grande-armee';

async function firstScenario(url) {
  const catalog = await (await fetch(new URL("/api/catalog", url))).json();
  return catalog.games.find((g) => g.id === GAME)?.scenarios?.[0]?.id ?? null;
}

/** Axial distance between CCRR labels on La Grande Armée's pointy-topped map, odd rows half a
 * hex left (web/src/map/hex.ts `toAxial`). */
function distance(a, b) {
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

const lit = (page, kind) => page.$$eval(`.hl-fill.hl-${kind}[data-hex]`, (els) => els.map((e) => e.getAttribute('data-hex')));
const enemyHexes = (page, side) =>
  page.$$eval(`.lga-counter.side-${side}`, (els) => els.map((e) => e.closest('[data-hex]')?.getAttribute('data-hex')).filter(Boolean));
const phaseText = (page) => tid(page, 'lga-phase-bar').innerText();

/** Builds the first unit the Build panel offers and waits for the report to say so. */
async function buildOne(page) {
  const first = page.locator('[data-testid^="lga-build-"][data-action]').first();
  assert.ok((await first.count()) > 0, 'the Build panel offers a unit to build');
  const action = JSON.parse(await first.getAttribute('data-action'));
  await first.click();
  await page.waitForFunction((unit) => [...document.querySelectorAll('[data-testid="event-log"] li')].some((li) => li.textContent.includes(`builds ${unit}`)), action.unit);
  return action;
}

/** Selects the next movable unit with NEXT and waits for its lit hexes. */
async function nextUnit(page) {
  await tid(page, 'lga-next').click();
  await tid(page, 'lga-selected').waitFor();
  await page.waitForFunction(() => !/Finding where/.test(document.querySelector('[data-testid="lga-move-panel"]')?.textContent ?? ''));
}

/** A human-against-human game (seed 7) with a page for each side, the French past their
 * build phase and in their movement phase. */
async function frenchMovementPhase(s, scenario) {
  const french = await s.newPage('french');
  await french.goto(s.url);
  const [created] = await wsExchange(french, s.wsUrl, [
    { type: 'create', game: GAME, scenario, seed: 7, seats: { french: { player: 'human' }, allied: { player: 'human' }, neutral: { player: 'computer', agent: 'random' } } },
  ]);
  await french.goto(new URL(`/?t=${created.tokens.french}`, s.url).href);
  const allied = await s.newPage('allied');
  await allied.goto(new URL(`/?t=${created.tokens.allied}`, s.url).href);
  await tid(french, 'lga-panel').waitFor();
  if (await tid(french, 'lga-build-panel').count()) await tid(french, 'lga-end-phase').click();
  await tid(french, 'lga-move-panel').waitFor();
  return { french, allied };
}

test('as French against the computer: build, move one area, end the turn, next season', { timeout: TEST_TIMEOUT * 3 }, async (t) => {
  const scenario = await firstScenario(env.server.url);
  if (!scenario) return t.skip('no La Grande Armée scenario in data/la-grande-armee/scenarios');
  await env.run(t, async (s) => {
    const page = await s.newPage('french');
    await page.goto(s.url);
    await tid(page, 'create-game').waitFor();
    await tid(page, 'game-select').selectOption(GAME);
    await tid(page, 'scenario-select').selectOption(scenario);
    await tid(page, 'mode-computer').check();
    await tid(page, 'seat-french-player').selectOption('human');
    for (const seat of ['allied', 'neutral']) {
      const sel = tid(page, `seat-${seat}-player`);
      if (await sel.count()) await sel.selectOption('heuristic');
    }
    await tid(page, 'seed').fill('5');
    await tid(page, 'create-game').click();
    await tid(page, 'lga-panel').waitFor();
    await tid(page, 'lga-victory-ladder').waitFor();
    // The ladder says what its levels mean (LGA 5.2).
    await tid(page, 'lga-level-meanings').locator('summary').click();
    const meanings = await tid(page, 'lga-level-meanings').innerText();
    for (const words of ['AV Automatic Victory', 'change how the war ends', 'TD Tactical Defeat', '4 for each friendly capital']) assert.ok(meanings.includes(words), `the ladder explains ${words}`);
    assert.ok((await page.locator('[data-testid^="lga-mp-"]').count()) > 1, 'the MP area lists the countries');
    await page.locator('.lga-board').waitFor({ state: 'attached' });
    await s.shot(page, 'start');
    const start = await phaseText(page);

    // Pointing at an area explains it (LGA 2.9): Paris, its controller, terrain and supply.
    await page.locator('[data-testid="hex-1104"]').hover({ force: true });
    await page.waitForFunction(() => /Paris/.test(document.querySelector('[data-testid="lga-area-info"]')?.textContent ?? ''));
    const info = await tid(page, 'lga-area-info').innerText();
    for (const word of ['Controller', 'French', 'Terrain', 'Supplied']) assert.ok(info.includes(word), `the area information names ${word}: ${info}`);
    // The legend explains this map's own drawing, not the generic terrain kinds.
    const legend = await page.locator('.legend-list').textContent();
    for (const word of ['Capital', 'Russian Hinterland', 'Sea link', 'Controlled by the French side']) assert.ok(legend.includes(word), `the legend explains ${word}`);
    assert.ok(!legend.includes('Road'), 'no roads on this map');

    // Scenario 1 opens in the French build phase (LGA 5.5).
    await tid(page, 'lga-build-panel').waitFor();
    const frenchMp = async () => Number((await tid(page, 'lga-mp-france').innerText()).split('\t')[2]);
    const mpBefore = await frenchMp();
    const built = await buildOne(page);
    await s.shot(page, 'built');
    const mpAfter = await frenchMp();
    t.diagnostic(`built ${JSON.stringify(built)}; French MPs ${mpBefore} -> ${mpAfter}`);
    assert.ok(mpAfter < mpBefore, 'building spent French military points');
    if (await tid(page, 'lga-build-panel').count()) await tid(page, 'lga-end-phase').click();
    await tid(page, 'lga-move-panel').waitFor();
    await nextUnit(page);
    const hexes = await lit(page, 'reachable');
    assert.ok(hexes.length > 0, 'the selected unit has lit hexes');
    const before = await tid(page, 'lga-selected').innerText();
    await page.locator(`[data-testid="hex-${hexes[0]}"]`).click({ force: true });
    await page.waitForFunction((b) => document.querySelector('[data-testid="lga-selected"]')?.textContent !== b || !document.querySelector('[data-testid="lga-selected"]'), before);
    await s.shot(page, 'moved');
    // The top bar's End button sends this game's end_phase (GameModule.passAction).
    assert.match(await tid(page, 'end-phase').innerText(), /End movement/);
    await tid(page, 'end-phase').click();
    // The computer plays the Allied and Neutral turns, and the French human answers each of
    // its attacks (Done) until the French turn of the next season comes back.
    const season = start.split('·')[0].trim();
    let defended = 0;
    const deadline = Date.now() + 120_000;
    for (;;) {
      assert.ok(Date.now() < deadline, 'the next season came within two minutes');
      const bar = await phaseText(page).catch(() => '');
      if (bar.includes('French turn') && bar.includes('(you)') && !bar.startsWith(season)) break;
      if (await tid(page, 'lga-defense-panel').count()) {
        if (defended === 0) {
          await s.shot(page, 'defending against the computer');
          // LGA 5.66: after the computer's attack the French defender is offered reinforcements.
          assert.ok((await page.locator('[data-testid^="lga-reinforce-"] button').count()) > 0, 'a reinforce move is offered');
        }
        defended += 1;
        await tid(page, 'lga-end-phase').click().catch(() => {});
      }
      await page.waitForTimeout(250);
    }
    t.diagnostic(`answered ${defended} computer attack(s)`);
    assert.ok(defended > 0, 'the computer attacked and the French player was asked for a defensive reply');
    await s.shot(page, 'next season');
  });
});

test('French attack with a preview; the Allied player gets the Reinforce / Withdraw offer', { timeout: TEST_TIMEOUT * 2 }, async (t) => {
  const scenario = await firstScenario(env.server.url);
  if (!scenario) return t.skip('no La Grande Armée scenario in data/la-grande-armee/scenarios');
  await env.run(t, async (s) => {
    const { french, allied } = await frenchMovementPhase(s, scenario);
    await allied.setViewportSize({ width: 1366, height: 768 });

    // March the units towards the nearest enemy, one area at a time, until one can attack.
    let attacked = false;
    for (let step = 0; step < 60 && !attacked; step++) {
      if ((await tid(french, 'lga-move-panel').count()) === 0) break;
      await nextUnit(french);
      // Preferably an area with Allied neighbours, which the defender could bring in (LGA 5.66).
      const allies = await enemyHexes(french, 'allied');
      const neighbours = (h) => allies.filter((a) => a !== h && distance(a, h) === 1).length;
      const targets = await lit(french, 'target');
      if (targets.length) {
        targets.sort((a, b) => neighbours(b) - neighbours(a));
        await french.locator(`[data-testid="hex-${targets[0]}"]`).click({ force: true });
        await tid(french, 'lga-attack-results').waitFor();
        assert.equal(await french.locator('[data-testid="lga-attack-results"] tbody tr').count(), 6, 'a result for each die face');
        await s.shot(french, 'attack preview');
        await tid(french, 'lga-commit-attack').click();
        attacked = true;
        break;
      }
      const reach = await lit(french, 'reachable');
      const enemies = await enemyHexes(french, 'allied');
      if (!reach.length || !enemies.length) {
        if (await tid(french, 'lga-halt').count()) await tid(french, 'lga-halt').click();
        continue;
      }
      const near = (h) => Math.min(...enemies.map((e) => distance(h, e)));
      const best = reach.sort((a, b) => near(a) - near(b))[0];
      const text = await tid(french, 'lga-selected').innerText();
      await french.locator(`[data-testid="hex-${best}"]`).click({ force: true });
      await french.waitForFunction((b) => document.querySelector('[data-testid="lga-selected"]')?.textContent !== b, text, { timeout: WAIT }).catch(() => {});
    }
    assert.ok(attacked, 'a French unit reached an enemy and attacked');
    // The defender answers on the Allied screen (LGA 5.66). Which moves it has depends on where
    // the march brought the attacker, so the test takes whichever the panel offers first.
    await tid(allied, 'lga-defense-panel').waitFor({ timeout: 10_000 });
    // The panel leads with the attack: who, from where, against whom where, and the roll; then the choices.
    const lead = await tid(allied, 'lga-defense-attack').innerText();
    assert.match(lead, /Attacker\s+.+ \(\w+\) from /);
    assert.match(lead, /Attacked\s+.+ in /);
    assert.match(lead, /Result\s+rolled [1-6], [+−]\d+ = -?\d+: [AD]/);
    const order = await tid(allied, 'lga-defense-panel').evaluate((p) => [...p.children].map((c) => c.getAttribute('data-testid') ?? c.tagName));
    assert.ok(order.indexOf('lga-defense-attack') < order.findIndex((x) => /^lga-(reinforce|withdraw|set-top)-/.test(x)), order.join(' '));
    await s.shot(allied, 'defense offer');
    const offers = allied.locator('[data-testid^="lga-reinforce-"] button, [data-testid^="lga-withdraw-"] button');
    assert.ok((await offers.count()) > 0, 'a reinforce or withdraw move is offered');
    const offer = JSON.parse(await offers.first().getAttribute('data-action'));
    await offers.first().click();
    await waitForLog(allied, new RegExp(`${offer.unit.replace(/[()]/g, '\\$&')} ${offer.type === 'reinforce' ? 'reinforces' : 'withdraws'}`));
    if (await tid(allied, 'lga-end-phase').count()) await tid(allied, 'lga-end-phase').click().catch(() => {});
    await tid(french, 'lga-move-panel').waitFor();
    await s.shot(french, 'after the attack');
  });
});

test('a long march: one click on a distant area walks the unit there along the cheapest path', { timeout: TEST_TIMEOUT * 2 }, async (t) => {
  const scenario = await firstScenario(env.server.url);
  if (!scenario) return t.skip('no La Grande Armée scenario in data/la-grande-armee/scenarios');
  await env.run(t, async (s) => {
    const { french } = await frenchMovementPhase(s, scenario);

    // The first unit with an area at least three steps away.
    let unit = null;
    let from = null;
    let to = null;
    for (let tries = 0; tries < 10 && !to; tries++) {
      await nextUnit(french);
      unit = await french.$eval('.counter.selected', (e) => e.getAttribute('data-unit'));
      from = await french.$eval('.counter.selected', (e) => e.getAttribute('data-hex'));
      const far = (await lit(french, 'reachable')).filter((h) => distance(h, from) >= 3);
      to = far.sort((a, b) => distance(b, from) - distance(a, from))[0] ?? null;
    }
    assert.ok(to, 'some French unit can reach an area three steps away');
    t.diagnostic(`${unit}: ${from} -> ${to}`);
    const movesOf = async () => (await french.locator('[data-testid="event-log"] li').allInnerTexts()).filter((l) => l.includes(`${unit} moves`));
    const before = (await movesOf()).length;
    await french.locator(`[data-testid="hex-${to}"]`).click({ force: true });
    // LGA 4.5: the unit walks area by area, each step an ordinary move with its own fog-of-war
    // roll (5.63); with this seed no roll stops it.
    await french.waitForFunction(([id, h]) => document.querySelector(`[data-testid="unit-${CSS.escape(id)}"]`)?.getAttribute('data-hex') === h, [unit, to], { timeout: WAIT * 2 });
    const walked = (await movesOf()).length - before;
    assert.ok(walked >= distance(from, to), `one click made ${walked} moves, at least one per area of the way`);
    await s.shot(french, 'after a long march');
    // The march is over: the next click is a new order, not a step of the old march.
    await french.waitForTimeout(500);
    assert.equal((await movesOf()).length - before, walked, 'no move after the unit arrived');
  });
});
