// Accessibility smoke test: every control Chromium exposes on the lobby and the game screen
// (in several states: invitation links, a selected stack, the combat panel, the result
// banner, a replay, the help, the player aids, a tablet's tap preview and why-not tip) has an
// accessible name, as Chromium's own accessibility tree computes it; `?` opens the help and
// the keyboard alone can select a counter.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { TEST_TIMEOUT, clickableHexes, createGame, endPhase, litHexes, setup, tid, until, waitForGame } from './harness.mjs';
import { POINT_IN_PLACE, unlitPlaceNear } from './places.mjs';

const env = setup('a11y', { before, after });

/** Roles of things a person operates: each needs a name. */
const CONTROL_ROLES = new Set([
  'button', 'checkbox', 'combobox', 'link', 'listbox', 'menuitem', 'radio', 'searchbox',
  'slider', 'spinbutton', 'switch', 'tab', 'textbox', 'PopUpButton',
]);

/**
 * Chromium's accessibility tree for the page: the controls it exposes, and those without
 * a name (described by tag, test id and classes).
 */
async function controls(page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Accessibility.enable');
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const found = nodes.filter((n) => !n.ignored && CONTROL_ROLES.has(n.role?.value));
    const unnamed = [];
    for (const n of found.filter((x) => !String(x.name?.value ?? '').trim())) {
      let what = `${n.role.value} (AX node ${n.nodeId})`;
      if (n.backendDOMNodeId) {
        const { node } = await cdp.send('DOM.describeNode', { backendNodeId: n.backendDOMNodeId });
        const attrs = Object.fromEntries((node.attributes ?? []).reduce((acc, v, i, all) => (i % 2 ? acc : [...acc, [v, all[i + 1]]]), []));
        what = `<${node.localName}${attrs['data-testid'] ? ` data-testid="${attrs['data-testid']}"` : ''}${attrs.class ? ` class="${attrs.class}"` : ''}${attrs.id ? ` id="${attrs.id}"` : ''}> (${n.role.value})`;
      }
      unnamed.push(what);
    }
    return { count: found.length, roles: new Set(found.map((n) => n.role.value)), named: found.map((n) => `${n.role.value}: ${n.name?.value ?? ''}`), unnamed };
  } finally {
    await cdp.detach();
  }
}

async function expectAllNamed(s, page, where, { atLeast = 1, roles = [] } = {}) {
  const c = await controls(page);
  assert.ok(c.count >= atLeast, `${where}: expected at least ${atLeast} controls in the accessibility tree, found ${c.count}`);
  for (const role of roles) assert.ok(c.roles.has(role), `${where}: a ${role} is exposed (roles: ${[...c.roles].join(', ')})`);
  assert.deepEqual(c.unnamed, [], `${where}: every control has an accessible name`);
  await s.shot(page, where);
  return c;
}

test('every control has an accessible name, and ? opens the help', { timeout: TEST_TIMEOUT }, (t) =>
  env.run(t, async (s) => {
    const page = await s.newPage('a11y');
    await page.goto(s.url);
    await tid(page, 'create-game').waitFor();
    const lobby = await expectAllNamed(s, page, 'lobby', { atLeast: 8, roles: ['combobox', 'radio', 'button', 'spinbutton'] });
    // The names are the visible labels.
    for (const name of ['combobox: Game', 'combobox: Scenario', 'radio: Against the computer — You take one side, the server plays the other.', 'combobox: French', 'combobox: Allied', 'spinbutton: Dice seed (optional)', 'button: Start the game']) {
      assert.ok(lobby.named.includes(name), `lobby: "${name}" in ${JSON.stringify(lobby.named)}`);
    }

    // The invitation links of a network game.
    await tid(page, 'mode-network').check();
    await tid(page, 'create-game').click();
    await tid(page, 'invite-panel').waitFor();
    const invites = await expectAllNamed(s, page, 'lobby with invitation links', { roles: ['textbox'] });
    assert.ok(invites.named.includes('textbox: Allied player'), JSON.stringify(invites.named));

    // My games (with Resume and Forget) after a game against the computer.
    await createGame(page, s.url, { mode: 'computer', french: 'human', allied: 'heuristic', seed: 41 });
    await waitForGame(page);
    await tid(page, 'to-lobby').click();
    await page.locator('[data-testid^="resume-"]').first().waitFor();
    await expectAllNamed(s, page, 'lobby with my games');
    await page.locator('[data-testid^="resume-"]').first().click();
    await waitForGame(page);

    // The game screen: a selected unit in a stack, the reinforcements list opened.
    await tid(page, 'unit-FR-1-1').dispatchEvent('click');
    await page.locator('.hl-fill.hl-reachable').first().waitFor();
    await page.locator('[data-testid="off-map"] summary').first().click();
    await page.locator('[data-testid^="offmap-unit-"]').first().waitFor();
    const game = await expectAllNamed(s, page, 'game with a selected stack', { atLeast: 50, roles: ['button'] });
    for (const name of ['button: End phase', 'button: Keyboard shortcuts (?)', 'button: Zoom in (+)']) {
      assert.ok(game.named.includes(name), `game: "${name}"`);
    }
    assert.ok(game.named.some((n) => /^button: .*FR-1-1/.test(n) || /^button: Quiot/.test(n)), 'counters are buttons named after their unit');
    assert.ok(game.named.includes('button: Hide the overview map'), 'the mini-map toggle is named');
    // The mini-map hidden: its toggle is named for what it does now.
    await tid(page, 'minimap-toggle').click();
    const hidden = await expectAllNamed(s, page, 'game with the mini-map hidden', { atLeast: 50, roles: ['button'] });
    assert.ok(hidden.named.includes('button: Show the overview map'));
    await tid(page, 'minimap-toggle').click();

    // The keyboard alone: Escape deselects, Tab reaches a counter, Enter selects it.
    await page.keyboard.press('Escape');
    await until(page, () => !document.querySelector('[data-testid^="unit-"][aria-pressed="true"]'));
    await tid(page, 'unit-FR-2-1').focus();
    await page.keyboard.press('Enter');
    await until(page, () => document.querySelector('[data-testid="unit-FR-2-1"]')?.getAttribute('aria-pressed') === 'true');
    await page.locator('.hl-fill.hl-reachable').first().waitFor();

    // `?` opens the help; it is a modal dialog with a name; Escape closes it.
    const help = tid(page, 'help-dialog');
    assert.equal(await help.isVisible(), false);
    await page.locator('body').press('?');
    await until(page, () => document.querySelector('[data-testid="help-dialog"]')?.open === true);
    assert.equal(await help.isVisible(), true);
    assert.match(await help.innerText(), /Keyboard shortcuts[\s\S]*End phase/);
    const withHelp = await controls(page);
    assert.deepEqual(withHelp.unnamed, []);
    assert.ok(withHelp.named.includes('button: Close'));
    await s.shot(page, 'help open');
    await page.keyboard.press('Escape');
    await until(page, () => document.querySelector('[data-testid="help-dialog"]')?.open === false);
    // The help button opens it too.
    await tid(page, 'help').click();
    await until(page, () => document.querySelector('[data-testid="help-dialog"]')?.open === true);
    await tid(page, 'help-close').click();
    await until(page, () => document.querySelector('[data-testid="help-dialog"]')?.open === false);

    // The player aids: a modal dialog on the current phase, its links and Close named; A opens it.
    assert.ok(game.named.includes('button: Player aids: tables, sequence of play and rules (A)'), 'the aids button is named');
    await page.locator('body').press('a');
    await until(page, () => document.querySelector('[data-testid="aids-dialog"]')?.open === true && document.querySelector('[data-testid="aids-current"]'));
    const withAids = await expectAllNamed(s, page, 'game with the player aids', { roles: ['button'] });
    assert.ok(withAids.named.includes('button: Close') && withAids.named.includes('button: Rule NAW Combat'), JSON.stringify(withAids.named));
    await page.keyboard.press('Escape');
    await until(page, () => document.querySelector('[data-testid="aids-dialog"]')?.open === false);

    // The combat panel: a defender chosen, the attackers' checkboxes listed.
    await endPhase(page);
    await endPhase(page);
    await tid(page, 'attack-plan').waitFor();
    await page.locator('[data-testid^="unit-AA-"][data-hex="1014"]').first().dispatchEvent('click');
    await tid(page, 'attacker-FR-9-1').check();
    await tid(page, 'odds-value').waitFor();
    const combat = await expectAllNamed(s, page, 'game with the combat panel', { roles: ['checkbox', 'button'] });
    assert.ok(combat.named.some((n) => /^checkbox: .*FR-9-1/.test(n)), 'attacker checkboxes are named after their unit');
    assert.ok(combat.named.includes('button: Commit the attack'));

    // The result banner: its close button and its die are named.
    await tid(page, 'commit-attack').click();
    await tid(page, 'result-banner').waitFor();
    const withBanner = await expectAllNamed(s, page, 'game with the result banner', { roles: ['button'] });
    assert.ok(withBanner.named.includes('button: Dismiss the combat result (Esc)'));
    assert.match(await page.locator('[data-testid="result-banner"] [data-testid="die"]').first().getAttribute('aria-label'), /^die: [1-6]$/);

    // A replay from the report: its heading's button, and the step buttons.
    const replayButtons = page.getByRole('button', { name: /^Replay: Game-turn 1 \(1 pm\), french ground combat/ });
    await replayButtons.first().click();
    await tid(page, 'replay').waitFor();
    const withReplay = await expectAllNamed(s, page, 'game with a replay', { roles: ['button'] });
    for (const name of ['Previous step', 'Play the replay', 'Next step', 'Close the replay']) assert.ok(withReplay.named.includes(`button: ${name}`), `the replay has a "${name}" button`);
    assert.ok(withReplay.named.some((n) => /^button: Replay: Game-turn 1/.test(n)), 'each phase heading of the report has a named Replay button');
  }));

test('the sound toggle, the link to the game, a tablet’s tap preview and its why-not tip keep every control named', { timeout: TEST_TIMEOUT }, (t) =>
  env.run(t, async (s) => {
    const page = await s.newPage('tablet', { viewport: { width: 820, height: 1180 }, hasTouch: true });
    await createGame(page, s.url, { mode: 'computer', french: 'human', allied: 'heuristic', seed: 43 });
    await waitForGame(page);
    await tid(page, 'toggle-sound').tap();
    await page.locator('.invites-details summary').tap();
    const box = await tid(page, 'unit-FR-1-1').boundingBox();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.locator('.hl-fill.hl-reachable[data-hex]').first().waitFor();
    const from = await tid(page, 'unit-FR-1-1').getAttribute('data-hex');
    const [target] = (await clickableHexes(page, await litHexes(page, 'reachable'))).filter((c) => c.hex !== from);
    await page.touchscreen.tap(target.x, target.y);
    await tid(page, 'tap-confirm').waitFor({ state: 'visible' });
    const c = await expectAllNamed(s, page, 'tablet with sound on, the game link and a tap preview', { roles: ['button', 'textbox'] });
    for (const name of ['button: Sound', 'textbox: Your seat', 'button: Copy the link to your side of the game']) {
      assert.ok(c.named.includes(name), `"${name}" in ${JSON.stringify(c.named)}`);
    }

    // A tap where the unit may not go: the why-not tip, its rule a named link into the aids.
    const hex = await unlitPlaceNear(page, from);
    const point = await page.evaluate(POINT_IN_PLACE, hex);
    await page.touchscreen.tap(point.x, point.y);
    await tid(page, 'why-not-rule').waitFor();
    assert.equal(await page.locator('.path-preview .path-cost').count(), 0, 'the tap ended the preview before it');
    const tip = await expectAllNamed(s, page, 'tablet with the why-not tip of a tap', { roles: ['button'] });
    assert.ok(tip.named.some((n) => /^button: Read rule NAW Movement.* in the player aids$/.test(n)), `the rule link is named: ${JSON.stringify(tip.named)}`);
  }));
