// A game's options in the lobby's new-game form (docs/protocol.md, "Options"): Blitzkrieg at
// the Ardennes made with the original rules. The revised-only options grey out when the
// original rules are chosen and are not sent even if changed; only what the player changed
// goes in `create`; a number out of range is refused in the form. The games are made over
// the network so the lobby stays on screen (the invitation panel), and what the server made
// is read through the protocol: nothing here depends on the game's own page.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { TEST_TIMEOUT, setup, tid, until, wsExchange } from './harness.mjs';

const env = setup('options', { before, after });
const GAME = 'blitzkrieg-ardennes';
const REVISED_ONLY = ['hidden_units', 'searches_per_turn', 'uncertainty-plain', 'uncertainty-siegfried'];
const ALWAYS = ['v2_per_turn', 'allied_air_percent', 'german_fuel'];

/** The `create` requests the page sends, as parsed JSON. */
function watchCreates(page) {
  const creates = [];
  page.on('websocket', (ws) =>
    ws.on('framesent', ({ payload }) => {
      const m = typeof payload === 'string' ? JSON.parse(payload) : null;
      if (m?.type === 'create') creates.push(m);
    }),
  );
  return creates;
}

async function openForm(page, url) {
  await page.goto(url);
  await tid(page, 'create-game').waitFor();
  await tid(page, 'game-select').selectOption(GAME);
  await tid(page, 'mode-network').check();
  await tid(page, 'seed').fill('7');
}

const isOpen = (page) => tid(page, 'game-options').evaluate((d) => d.open);
const isDisabled = (page, key) => tid(page, `option-${key}`).isDisabled();

/** The German seat's view of the game the invitation panel is about, claimed from its
 * invitation through the protocol. */
async function germanView(s, page) {
  await tid(page, 'invite-panel').waitFor();
  const link = await tid(page, 'invite-link-german').inputValue();
  const invitation = new URL(link).searchParams.get('i');
  const [claimed] = await wsExchange(page, s.wsUrl, [{ type: 'claim', invitation }]);
  assert.equal(claimed.type, 'claimed', JSON.stringify(claimed));
  return joinedView(s, page, claimed.token);
}

async function joinedView(s, page, token) {
  const [joined] = await wsExchange(page, s.wsUrl, [{ type: 'join', token }]);
  assert.equal(joined.type, 'joined', JSON.stringify(joined).slice(0, 300));
  return joined.view;
}

/** The German seat's view of a game made at the defaults, to compare with. */
async function defaultGermanView(s, page, scenario) {
  const seats = { german: { player: 'human' }, allied: { player: 'human' } };
  const [created] = await wsExchange(page, s.wsUrl, [{ type: 'create', game: GAME, scenario, seats, mine: ['german'], seed: 7 }]);
  assert.equal(created.type, 'created', JSON.stringify(created));
  return joinedView(s, page, created.tokens.german);
}

const germanSupply = (view) => view.dumps.filter((d) => d.owner === 'german').map((d) => [d.name, d.supply]);

test('Blitzkrieg at the Ardennes made with the original rules through the form', { timeout: TEST_TIMEOUT }, (t) =>
  env.run(t, async (s) => {
    const page = await s.newPage('creator');
    const creates = watchCreates(page);
    await openForm(page, s.url);

    // Closed by default, saying nothing is changed; opened, every option at its default.
    assert.equal(await tid(page, 'game-options').isVisible(), true);
    assert.equal(await isOpen(page), false);
    assert.match(await tid(page, 'game-options-summary').innerText(), /^Options — as published$/);
    await tid(page, 'game-options-summary').click();
    assert.equal(await isOpen(page), true);
    assert.equal(await tid(page, 'option-rules').inputValue(), 'revised');
    assert.equal(await tid(page, 'option-hidden_units').isChecked(), true);
    assert.equal(await tid(page, 'option-searches_per_turn').inputValue(), '1');
    assert.equal(await tid(page, 'option-uncertainty-forest').inputValue(), '4');
    assert.equal(await tid(page, 'option-german_fuel').inputValue(), '0');
    for (const key of [...REVISED_ONLY, ...ALWAYS]) assert.equal(await isDisabled(page, key), false, `${key} applies under the revised rules`);
    // Every field is named by its label (the terrains by theirs, within the option's group).
    assert.equal(await page.getByRole('combobox', { name: 'Rule set' }).inputValue(), 'revised');
    assert.equal(await page.getByRole('checkbox', { name: 'Hidden units in forest and mountain' }).isChecked(), true);
    assert.equal(await page.getByRole('spinbutton', { name: /^German fuel/ }).inputValue(), '0');
    const uncertainty = page.getByRole('group', { name: /^Uncertainty of intelligence/ });
    assert.equal(await uncertainty.getByRole('spinbutton', { name: 'Siegfried' }).inputValue(), '2');
    await tid(page, 'game-options').scrollIntoViewIfNeeded();
    await s.shot(page, 'options open at their defaults');

    // A revised-only option changed, then the original rules: it greys out, says why, and
    // its change is not sent.
    await tid(page, 'option-hidden_units').uncheck();
    await tid(page, 'option-rules').selectOption('original');
    for (const key of REVISED_ONLY) assert.equal(await isDisabled(page, key), true, `${key} is for the revised rules only`);
    for (const key of ALWAYS) assert.equal(await isDisabled(page, key), false, `${key} applies under either rule set`);
    assert.equal(await tid(page, 'option-hidden_units-note').innerText(), 'Only with Rule set: Revised (Amiga 1 meg version)');
    assert.equal(await tid(page, 'option-rules-note').isVisible(), false);
    await tid(page, 'option-german_fuel').fill('2');
    assert.match(await tid(page, 'game-options-summary').innerText(), /— 2 changed$/);

    // A number out of range is refused in the form: nothing is sent.
    await tid(page, 'option-v2_per_turn').fill('12');
    await tid(page, 'create-game').click();
    await until(page, () => document.querySelector('[data-testid="option-v2_per_turn"]')?.matches(':invalid'));
    await page.waitForTimeout(300);
    assert.equal(creates.length, 0, 'no create with V2s out of range');
    assert.equal(await isOpen(page), true);
    await tid(page, 'game-options').scrollIntoViewIfNeeded();
    await s.shot(page, 'original rules chosen, fuel +2, V2s out of range');
    await tid(page, 'option-v2_per_turn').fill('1');

    await tid(page, 'create-game').click();
    const view = await germanView(s, page);
    assert.equal(creates.length, 1);
    assert.deepEqual(creates[0].options, { rules: 'original', german_fuel: 2 }, 'only the changes that apply are sent');
    assert.equal(view.rules, 'original', 'the German view is of a game under the original rules');
    // German fuel +2: every German dump's supply number two above the shipped scenario's.
    const shipped = await defaultGermanView(s, page, view.scenario);
    assert.equal(shipped.rules, 'revised');
    const supply = germanSupply(view);
    assert.ok(supply.length > 0, 'the Germans have dumps');
    assert.deepEqual(supply, germanSupply(shipped).map(([name, n]) => [name, n + 2]));
    await s.shot(page, 'game made');
  }));

test('a game made at the defaults sends no options; a game without options shows none', { timeout: TEST_TIMEOUT }, (t) =>
  env.run(t, async (s) => {
    const page = await s.newPage('creator');
    const creates = watchCreates(page);
    await openForm(page, s.url);

    // Changed and changed back is no change.
    await tid(page, 'game-options-summary').click();
    await tid(page, 'option-allied_air_percent').fill('150');
    await tid(page, 'option-allied_air_percent').fill('100');
    assert.match(await tid(page, 'game-options-summary').innerText(), /— as published$/);
    await tid(page, 'create-game').click();
    const view = await germanView(s, page);
    assert.equal(creates.length, 1);
    assert.equal('options' in creates[0], false, `no options field: ${JSON.stringify(creates[0])}`);
    assert.equal(view.rules, 'revised');

    await page.goto(s.url);
    await tid(page, 'create-game').waitFor();
    await tid(page, 'game-select').selectOption('napoleon-at-waterloo');
    assert.equal(await tid(page, 'game-options').isVisible(), false, 'Napoleon at Waterloo offers no options');
  }));
