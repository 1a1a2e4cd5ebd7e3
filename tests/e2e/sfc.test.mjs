// Struggle for the Continent in the browser: the Central Powers and the Entente each played
// by one person through a team invitation link (?t=A&t=B...). The armies are set up and
// brought face to face over the protocol; then, on screen, Germany attacks Belgium (held by
// the Belgian army and ten French armies) with ten armies after reading the odds, the
// battle is shown wave by wave, the German player fights on, the French player retreats to
// Flanders and the Belgian stands (SFC 4.1-4.5). With seed 7 the first wave leaves five
// Germans against the Belgian and six French armies (checked with the CLI).
// Against the computer: the lobby gives the Central Powers to one person and the other teams
// to the heuristic player; the person sets up by clicking capitals on the map, without a
// hand-over between the nations of the team, and the computer plays the Entente's turn.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { TEST_TIMEOUT, endPhase, setup, tid, until, waitForLog, wsExchange } from './harness.mjs';

const env = setup('sfc', { before, after });
const GAME = 'struggle-for-the-continent';
const CENTRAL = ['germany', 'austria', 'turkey', 'bulgaria'];
const ENTENTE = ['russia', 'france', 'england', 'serbia', 'belgium', 'italy', 'rumania', 'greece'];

/** Every army set up in its capital (SFC 1.2), in the order of set-up. */
async function setUpInCapitals(page, wsUrl, tokens) {
  const start = { germany: ['berlin', 10], austria: ['vienna', 9], turkey: ['istanbul', 3], bulgaria: ['sofia', 2], russia: ['petrograd', 15], france: ['paris', 10], england: ['london', 3], serbia: ['belgrade', 2], belgium: ['belgium', 1], italy: ['rome', 6], rumania: ['bucharest', 2], greece: ['athens', 1] };
  const acts = [];
  for (const nation of [...CENTRAL, ...ENTENTE]) {
    const [capital, count] = start[nation];
    for (let i = 0; i < count; i++) acts.push({ type: 'act', token: tokens[nation], action: { type: 'place', at: capital } });
  }
  for (let i = 0; i < acts.length; i += 40) {
    const replies = await wsExchange(page, wsUrl, acts.slice(i, i + 40));
    for (const r of replies) assert.equal(r.type, 'ack', JSON.stringify(r));
  }
}

/** Both teams set up in their capitals over the protocol (seed 7), the Germans in Rhineland and
 * ten French armies in Belgium; each team's page opened by its team invitation, Germany to move. */
async function faceToFace(s) {
    const central = await s.newPage('central');
    await central.goto(s.url);
    const seats = Object.fromEntries([...CENTRAL, ...ENTENTE].map((n) => [n, { player: 'human' }]));
    for (const n of ['spain', 'denmark', 'netherlands', 'albania', 'switzerland', 'norway', 'sweden']) seats[n] = { player: 'computer', agent: 'random' };
    const [created] = await wsExchange(central, s.wsUrl, [{ type: 'create', game: GAME, scenario: '1914', seed: 7, seats }]);
    assert.equal(created.type, 'created', JSON.stringify(created));
    const tokens = created.tokens;
    await setUpInCapitals(central, s.wsUrl, tokens);
    // Round 1: the Germans march to Rhineland; the French through Flanders into Belgium.
    const act = (nation, action) => ({ type: 'act', token: tokens[nation], action });
    const end = (nation) => act(nation, { type: 'end_turn' });
    const round1 = [
      act('germany', { type: 'move', from: 'berlin', to: 'rhineland', count: 10 }),
      ...CENTRAL.map(end),
      end('russia'),
      act('france', { type: 'move', from: 'paris', to: 'flanders', count: 10 }),
      act('france', { type: 'move', from: 'flanders', to: 'belgium', count: 10 }),
      ...ENTENTE.slice(1).map(end),
    ];
    for (const r of await wsExchange(central, s.wsUrl, round1)) assert.equal(r.type, 'ack', JSON.stringify(r));

    // One person holds each team: the team invitation opens all its seats on one page.
    const link = (team) => new URL(`/?${team.map((n) => `t=${tokens[n]}`).join('&')}`, s.url).href;
    await central.goto(link(CENTRAL));
    const entente = await s.newPage('entente');
    await entente.goto(link(ENTENTE));
    await tid(central, 'sfc-panel').waitFor();
    await central.waitForFunction(() => /Germany to move/.test(document.querySelector('[data-testid="sfc-panel"]')?.textContent ?? ''));
  return { central, entente };
}

/** Germany attacks Belgium from Rhineland with all ten armies, past the odds. */
async function attackBelgium(central) {
  await tid(central, 'sfc-from-rhineland').click();
  await tid(central, 'sfc-attack-belgium').click();
  await tid(central, 'sfc-odds').waitFor();
}

test('a battle wave by wave: the attacker fights on, one defender retreats, the other stands', { timeout: TEST_TIMEOUT * 3 }, async (t) => {
  await env.run(t, async (s) => {
    const { central, entente } = await faceToFace(s);
    await s.shot(central, 'round 2, Germany to move');

    // Germany: the armies in Rhineland, then the attack on Belgium with its odds.
    await tid(central, 'sfc-from-rhineland').click();
    await tid(central, 'sfc-attack-belgium').click();
    await tid(central, 'sfc-odds').waitFor();
    // Ten pairs in the first wave: Germans [5] against the Belgian [5] (0) and the French [4] (+1).
    const odds = await central.locator('[data-testid="sfc-odds"] tr').allInnerTexts();
    assert.equal(odds.length, 1 + 10, odds.join('\n'));
    assert.match(odds[1], /Belgium\s+0\s+45\s+10\s+45/);
    assert.match(odds[2], /France\s+\+1\s+55\s+9\s+36/);
    // The whole battle played out: how often Belgium falls, and the losses on each side.
    assert.match(await tid(central, 'sfc-battle-odds').innerText(), /Belgium taken \d+ times in 100 .* of your 10 armies and [\d.]+ of the 11 defenders fall/);
    await s.shot(central, 'attack with odds');
    await tid(central, 'sfc-attack-go').click();

    // Wave 1, pair by pair, with the running victories; the German player is asked first.
    await tid(central, 'sfc-wave-1').waitFor();
    assert.equal(await central.locator('[data-testid="sfc-wave-1"] tr').count(), 1 + 10);
    assert.match(await tid(central, 'sfc-running').innerText(), /Victories so far: attackers \d+, defenders \d+/);
    // The rest of the battle as it stands, for the decision to fight on.
    await tid(central, 'sfc-battle-now').waitFor();
    assert.match(await tid(central, 'sfc-battle-now').innerText(), /Belgium falls \d+ times in 100 if the attackers fight on/);
    await s.shot(central, 'wave 1');
    await tid(central, 'sfc-fight-on').click();

    // The Entente: France decides first (before Belgium in the team's order) and retreats.
    await tid(entente, 'sfc-retreat-flanders').waitFor();
    await tid(entente, 'sfc-wave-1').waitFor();
    await s.shot(entente, 'retreat offer');
    await tid(entente, 'sfc-retreat-flanders').click();
    await waitForLog(entente, /France retreats \d+ arm(y|ies) from Belgium to Flanders/);
    // Belgium is asked next, and stands; the second wave is fought.
    await tid(entente, 'sfc-stand').click();
    await waitForLog(central, /Wave 2 at Belgium/);
  });
});

/** The panel's heading, e.g. "Round 2 of 30: Germany to move". */
async function heading(page) {
  return (await tid(page, 'sfc-panel').locator('h3').innerText()).trim();
}

/** Clicks a capital's mark on the map (the whole map is shown), as a player sets up there. */
async function clickCapital(page, name) {
  const point = await page.evaluate((title) => {
    const mark = [...document.querySelectorAll('.sfc-capital')].find((g) => g.querySelector('title')?.textContent === title);
    const r = mark?.getBoundingClientRect();
    return r ? { x: r.x + r.width / 2, y: r.y + r.height / 2 } : null;
  }, `${name}, capital`);
  assert.ok(point, `${name} has a capital mark on the map`);
  await page.mouse.click(point.x, point.y);
}

/** Clicks a province where its name is written on the map. */
async function clickName(page, name) {
  const point = await page.evaluate((text) => {
    const label = [...document.querySelectorAll('.sfc-name')].find((t) => t.textContent === text);
    const r = label?.getBoundingClientRect();
    return r ? { x: r.x + r.width / 2, y: r.y + r.height / 2 } : null;
  }, name);
  assert.ok(point, `${name} is named on the map`);
  await page.mouse.click(point.x, point.y);
}

test('against the computer: one person sets up (several armies a click) and plays the Central Powers, the computer the Entente and the neutrals', { timeout: TEST_TIMEOUT * 3 }, async (t) => {
  await env.run(t, async (s) => {
    const page = await s.newPage('central');
    await page.goto(s.url);
    await tid(page, 'create-game').waitFor();
    await tid(page, 'game-select').selectOption(GAME);
    await tid(page, 'mode-computer').check();
    // The first team is the player's, the others the computer's, a whole team a choice.
    assert.equal(await tid(page, 'team-central-player').inputValue(), 'human');
    assert.equal(await tid(page, 'team-entente-player').inputValue(), 'heuristic');
    assert.equal(await tid(page, 'team-neutral-player').inputValue(), 'heuristic');
    await tid(page, 'seed').fill('5');
    await s.shot(page, 'lobby');
    await tid(page, 'create-game').click();
    await tid(page, 'sfc-panel').waitFor();
    await tid(page, 'zoom-fit').click();

    // SFC 1.2, with no hand-over between the nations of the one person's team. Germany: ten
    // armies a click on Rhineland places nine (the last must go to Berlin, which has none),
    // and the button puts the last one in Berlin.
    const headingIs = (re) => until(page, ([src]) => new RegExp(src).test(document.querySelector('[data-testid="sfc-panel"] h3')?.textContent ?? ''), [re.source]);
    await headingIs(/^Set-up: Germany places 10 armies/);
    await tid(page, 'sfc-place-count').fill('10');
    await tid(page, 'sfc-place-count').dispatchEvent('change');
    await clickName(page, 'Rhineland');
    await headingIs(/^Set-up: Germany places 1 army/);
    // Nine armies placed one by one read as one line of the report.
    assert.ok((await page.locator('[data-testid="event-log"] li').allInnerTexts()).includes('Germany places 9 armies in Rhineland'));
    assert.match(await tid(page, 'sfc-place-rest').innerText(), /All 1 in Berlin/);
    await tid(page, 'sfc-place-rest').click();
    // Austria: all nine in Vienna at once; Turkey and Bulgaria army by army on their capitals.
    await headingIs(/^Set-up: Austria places 9 armies/);
    await tid(page, 'sfc-place-rest').click();
    await headingIs(/^Set-up: Turkey places 3 armies/);
    await tid(page, 'sfc-place-count').fill('1');
    await tid(page, 'sfc-place-count').dispatchEvent('change');
    const capitals = { Turkey: 'Istanbul', Bulgaria: 'Sofia' };
    const isCentralSetUp = () => /^Set-up: (Turkey|Bulgaria) places/.test(document.querySelector('[data-testid="sfc-panel"] h3')?.textContent ?? '');
    let placed = 0;
    while (placed < 3 + 2) {
      await until(page, isCentralSetUp);
      const h = await heading(page);
      const nation = /^Set-up: (\w+)/.exec(h)[1];
      await clickCapital(page, capitals[nation]);
      await until(page, (before) => document.querySelector('[data-testid="sfc-panel"] h3')?.textContent?.trim() !== before, h);
      placed += 1;
      assert.equal(await tid(page, 'handover').count(), 0, 'no hand-over within a team');
    }
    await until(page, () => /Round 1 of \d+: Germany to move/.test(document.querySelector('[data-testid="sfc-panel"] h3')?.textContent ?? ''));
    // The computer set up the Entente meanwhile: its armies stand on the map.
    await page.locator('[data-testid^="unit-"][data-hex="paris"]').first().waitFor();
    await s.shot(page, 'set up, round 1');
    // The legend explains this map: its lines, the teams' holdings (hatched in the teams'
    // patterns, which the map defines) and every nation with its team.
    const legend = await page.locator('.legend-list').textContent();
    for (const words of ['Capital', 'Border across the sea (SFC 2.7)', 'Impassable (SFC 2.9)', 'Held by the Central Powers', 'Held by the Entente', 'Germany (Central Powers)', 'Rumania (Entente)', 'Spain (neutral)'])
      assert.ok(legend.includes(words), `the legend explains ${words}`);
    assert.equal(await page.locator('pattern#sfc-held-central, pattern#sfc-held-entente').count(), 2);

    // Round 1: the Central Powers end their turns (SFC 1.4: no mobilisation on the first
    // turn), the computer plays the Entente's; any battle it brings is answered by standing.
    for (let i = 0; i < 4; i++) await endPhase(page);
    let stands = 0;
    const deadline = Date.now() + 60_000;
    while (!/^Round 2 of \d+: Germany to move/.test(await heading(page))) {
      assert.ok(Date.now() < deadline, `round 2 did not come: ${await heading(page)}`);
      const stand = tid(page, 'sfc-stand');
      if (await stand.isVisible()) {
        await stand.click();
        stands += 1;
      }
      await page.waitForTimeout(100);
    }
    const lines = await page.locator('[data-testid="event-log"] li').allInnerTexts();
    assert.ok(lines.some((l) => /^Russia /.test(l)) && lines.some((l) => /^France /.test(l)), 'the computer played the Entente nations');
    // Round 2 opens with the German mobilisation in Berlin (SFC 3.2), unless the Entente took
    // Berlin (3.4: none while the capital is occupied); the map hatches it then.
    const round2Starts = lines.lastIndexOf('Round 2: the Central Powers');
    assert.ok(round2Starts >= 0, 'the report announces round 2');
    const round2 = lines.slice(round2Starts);
    const berlinLost = (await page.locator('[data-held="entente"][data-area="berlin"]').count()) > 0;
    t.diagnostic(`Berlin ${berlinLost ? 'lost' : 'held'} after the Entente's first turn`);
    assert.equal(round2.some((l) => /^Germany mobilises \d+ arm/.test(l)), !berlinLost, round2.join('\n'));
    t.diagnostic(`answered ${stands} battle(s) of the computer's`);
    await s.shot(page, 'round 2, the player to move again');
  });
});

test('a defender stands for the rest of the battle and is not asked again between waves', { timeout: TEST_TIMEOUT * 3 }, async (t) => {
  await env.run(t, async (s) => {
    const { central, entente } = await faceToFace(s);
    for (const page of [central, entente]) await page.setViewportSize({ width: 1366, height: 768 });
    // A map without hexes has no hex-number toggle.
    assert.equal(await tid(central, 'toggle-labels').count(), 0);
    // The selected province is outlined; the words name the colours the map draws.
    await tid(central, 'sfc-from-rhineland').click();
    await central.locator('.hl-fill.hl-reachable[data-hex]').first().waitFor({ state: 'attached' });
    assert.equal(await central.locator('.hl-fill.hl-selected[data-hex="rhineland"]').count(), 1);
    assert.match(await tid(central, 'sfc-from-hint').innerText(), /outlined in black dashes on white on the map.*Click a province striped in yellow to move there, one outlined in red to attack it/);
    const looks = await central.evaluate(() => ({
      reachable: getComputedStyle(document.querySelector('.hl-fill.hl-reachable')).fill,
      stripe: document.querySelector('#lit-reachable-stripes rect:last-child').getAttribute('fill'),
      target: getComputedStyle(document.querySelector('.hl-outline.hl-target')).stroke,
    }));
    assert.match(looks.reachable, /url\("?#lit-reachable-stripes"?\)/);
    assert.equal(looks.stripe, '#ffd400'); // yellow
    assert.equal(looks.target, 'rgb(179, 23, 27)'); // red
    await s.shot(central, 'Rhineland selected, reachable and target provinces');
    // The mini-map can be hidden, and stays hidden after a reload.
    await tid(central, 'minimap-toggle').click();
    assert.equal(await tid(central, 'minimap').isVisible(), false);
    await central.reload();
    await tid(central, 'sfc-panel').waitFor();
    assert.equal(await tid(central, 'minimap').isVisible(), false);
    assert.equal(await tid(central, 'minimap-toggle').getAttribute('aria-label'), 'Show the overview map');
    await s.shot(central, 'mini-map hidden after a reload');
    await tid(central, 'minimap-toggle').click();
    assert.equal(await tid(central, 'minimap').isVisible(), true);

    await attackBelgium(central);
    await tid(central, 'sfc-attack-go').click();
    await tid(central, 'sfc-fight-on').click();
    // France gives the standing order once; Belgium is asked, and stands for this wave only.
    await tid(entente, 'sfc-stand-rest').waitFor();
    assert.match(await tid(entente, 'sfc-stand-rest').getAttribute('title'), /France is not asked again in this battle/);
    await tid(entente, 'sfc-stand-rest').click();
    await waitForLog(entente, /^France stands$/);
    await tid(entente, 'sfc-stand').click();
    await waitForLog(central, /Wave 2 at Belgium/);
    await tid(central, 'sfc-fight-on').click();
    // After wave 2 the page answers for France; only Belgium (if it still stands there) is asked.
    await until(entente, () => [...document.querySelectorAll('[data-testid="event-log"] li')].filter((li) => li.textContent === 'France stands').length === 2);
    assert.match(await tid(entente, 'sfc-standing').innerText(), /^France stands for the rest of this battle/);
    await s.shot(entente, 'wave 2, France standing to the end');
  });
});
