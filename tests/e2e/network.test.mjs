// Over the network: two browsers (two contexts, each its own localStorage) play one game
// through invitation links; forged tokens and a seat acting out of turn are refused.

import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
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
  waitForUnitHex,
  wsExchange,
} from './harness.mjs';

const env = setup('network', { before, after });

/** Creates a network game in `page` (both seats human); returns the invitation links. */
async function createNetworkGame(s, page, seed) {
  await createGame(page, s.url, { mode: 'network', french: 'human', allied: 'human', seed });
  await tid(page, 'invite-panel').waitFor();
  const links = {};
  for (const seat of ['french', 'allied', 'spectator']) links[seat] = await tid(page, `invite-link-${seat}`).inputValue();
  const origin = s.url.replace(/\/$/, '');
  // A seat's link carries its single-use invitation; the spectators' link is a token.
  for (const seat of ['french', 'allied']) assert.match(links[seat], new RegExp(`^${origin}/\\?i=[0-9a-f]{32}$`));
  assert.match(links.spectator, new RegExp(`^${origin}/\\?t=[0-9a-f]{32}$`));
  assert.equal(new Set(Object.values(links)).size, 3, 'each seat and the spectators have their own link');
  return links;
}

const tokenOf = (link) => new URL(link).searchParams.get('t');
const invitationOf = (link) => new URL(link).searchParams.get('i');
/** Once claimed, an invitation link is replaced by the seat's token link. */
const assertClaimed = (page) => assert.match(page.url(), /\/\?t=[0-9a-f]{32}$/);

test('two browsers play one game over the network', { timeout: TEST_TIMEOUT }, (t) =>
  env.run(t, async (s) => {
    const a = await s.newPage('A-french');
    const links = await createNetworkGame(s, a, 21);
    await s.shot(a, 'invite links');
    await tid(a, 'play-as-french').click();
    await waitForGame(a);
    assertClaimed(a);
    assert.equal((await turnBar(a)).toMove, 'French to move — your move');

    // B opens the Allied link in another browser context.
    const b = await s.newPage('B-allied');
    await b.goto(links.allied);
    await waitForGame(b);
    assertClaimed(b);
    let barB = await turnBar(b);
    assert.equal(barB.turn, 'Turn 1 of 10');
    assert.equal(barB.toMove, 'French to move — waiting for the other player');
    assert.equal(await tid(b, 'end-phase').isDisabled(), true, 'B may not end the French phase');
    await s.shot(b, 'B joined as allied');

    // A moves; B sees the counter move and the report line.
    const move = await moveUnit(a, 'FR-3-1');
    await waitForUnitHex(b, 'FR-3-1', move.to);
    const moveText = new RegExp(`moves ${move.from} -> ${move.to}`);
    await waitForLog(b, moveText);
    await s.shot(b, 'B sees the French move');

    // A ends the three French phases; then it is B's turn, on both screens.
    await endPhase(a);
    await endPhase(a);
    await endPhase(a);
    await until(b, () => document.querySelector('[data-testid="to-move"]')?.textContent === 'Allied to move — your move');
    barB = await turnBar(b);
    assert.equal(barB.phase, 'Allied movement');
    assert.equal(await tid(b, 'end-phase').isEnabled(), true);
    await until(a, () => document.querySelector('[data-testid="to-move"]')?.textContent === 'Allied to move — waiting for the other player');
    assert.equal(await tid(a, 'end-phase').isDisabled(), true);

    // B moves an Allied cavalry brigade; A sees it.
    const reply = await moveUnit(b, 'AA-C2');
    await waitForUnitHex(a, 'AA-C2', reply.to);
    await waitForLog(a, new RegExp(`moves ${reply.from} -> ${reply.to}`));
    await s.shot(b, 'B moved');
    await s.shot(a, 'A sees the Allied move');

    // Both reports tell the same story.
    const linesA = await logLines(a);
    const linesB = await logLines(b);
    assert.deepEqual(linesA, linesB);
    assert.equal(await unitHex(a, 'FR-3-1'), move.to);
    assert.equal(await unitHex(b, 'AA-C2'), reply.to);

    // B ends the Allied movement phase: A's turn bar follows.
    await endPhase(b);
    await until(a, () => /^Allied bombardment/.test(document.querySelector('[data-testid="phase"]')?.textContent ?? ''));
  }));

test('forged and wrong-seat tokens are refused', { timeout: TEST_TIMEOUT }, (t) =>
  env.run(t, async (s) => {
    // A made-up token: the client goes back to the lobby with a visible error.
    const stranger = await s.newPage('stranger');
    const forged = randomBytes(16).toString('hex');
    await stranger.goto(`${s.url}?t=${forged}`);
    const message = tid(stranger, 'message');
    await until(stranger, () => /not valid/.test(document.querySelector('[data-testid="message"]')?.textContent ?? ''));
    assert.match(await message.innerText(), /^Could not open the game\. This game link is not valid: /);
    assert.match(await message.getAttribute('class'), /message-error/);
    assert.equal(await message.isVisible(), true);
    assert.equal(new URL(stranger.url()).search, '', 'back in the lobby');
    await tid(stranger, 'create-game').waitFor();
    await s.shot(stranger, 'forged token refused');

    // A network game; the Allied player opens their link while the French are to move.
    const host = await s.newPage('host');
    const links = await createNetworkGame(s, host, 22);
    const b = await s.newPage('B-allied');
    await b.goto(links.allied);
    await waitForGame(b);
    assertClaimed(b);
    const allied = tokenOf(b.url());
    // Reloaded, the page opens the seat again from its token, not from the spent invitation.
    await b.reload();
    await waitForGame(b);
    assert.equal(tokenOf(b.url()), allied);
    // The Allied link opened again in another browser: the invitation is spent.
    const late = await s.newPage('late');
    await late.goto(links.allied);
    await until(late, () => /already been used/.test(document.querySelector('[data-testid="message"]')?.textContent ?? ''));
    assert.equal(new URL(late.url()).search, '', 'back in the lobby');
    // The French seat, claimed through the protocol; a second claim is refused.
    const claims = await wsExchange(b, s.wsUrl, [
      { type: 'claim', invitation: invitationOf(links.french) },
      { type: 'claim', invitation: invitationOf(links.french) },
    ]);
    assert.equal(claims[0].type, 'claimed', JSON.stringify(claims[0]));
    assert.equal(claims[0].seat, 'french');
    assert.equal(claims[1].code, 'claimed');
    const french = claims[0].token;
    const fr11 = await unitHex(b, 'FR-1-1');
    const linesBefore = await logLines(b);

    // Through the UI: End phase is disabled and the E key only explains why: whose turn it is.
    assert.equal(await tid(b, 'end-phase').isDisabled(), true);
    await b.locator('body').focus();
    await b.keyboard.press('e');
    await until(b, () => /It is the French player's turn/.test(document.querySelector('[data-testid="message"]')?.textContent ?? ''));
    // Selecting a French counter lights nothing: the Allied seat may not move it.
    await tid(b, 'unit-FR-1-1').dispatchEvent('click');
    await until(b, () => document.querySelector('[data-testid="unit-FR-1-1"]')?.getAttribute('aria-pressed') === 'true');
    assert.equal(await b.locator('.hl-fill.hl-reachable').count(), 0);
    await s.shot(b, 'allied cannot act');

    // Through the protocol, from the page: the Allied token acting now is refused.
    const replies = await wsExchange(b, s.wsUrl, [
      { type: 'act', token: allied, action: { type: 'pass' } },
      { type: 'act', token: allied, action: { type: 'move', unit: 'FR-1-1', to: '1612' } },
      { type: 'act', token: allied, action: { type: 'move', unit: 'AA-C2', to: '1508' } },
      { type: 'act', token: allied, action: { type: 'exit', unit: 'FR-2-1' } },
      { type: 'act', token: forged, action: { type: 'pass' } },
      { type: 'join', token: french },
    ]);
    const codes = replies.map((r) => (r.type === 'error' ? r.code : r.type));
    assert.deepEqual(codes, ['not_your_turn', 'not_your_turn', 'not_your_turn', 'not_your_turn', 'bad_token', 'joined']);
    // The state is unchanged: no action stored, FR-1-1 where it was, still the French to move.
    const joined = replies[5];
    assert.equal(joined.seq, 0);
    assert.equal(joined.to_move, 'french');
    assert.equal(joined.view.units.find((u) => u.id === 'FR-1-1').hex, fr11);
    assert.equal(joined.view.units.find((u) => u.id === 'AA-C2').hex, '1507');

    // Both screens still show the opening: nothing moved, the report unchanged.
    assert.equal(await unitHex(b, 'FR-1-1'), fr11);
    assert.equal(await unitHex(b, 'AA-C2'), '1507');
    assert.deepEqual(await logLines(b), linesBefore);
    assert.equal((await turnBar(b)).toMove, 'French to move — waiting for the other player');

    // The French token, now to move, may still not move an Allied unit: refused as illegal,
    // naming the rule.
    const c = await s.newPage('french');
    await c.goto(`${s.url.replace(/\/$/, '')}/?t=${french}`);
    await waitForGame(c);
    const illegal = await wsExchange(c, s.wsUrl, [{ type: 'act', token: french, action: { type: 'move', unit: 'AA-C2', to: '1508' } }]);
    assert.equal(illegal[0].type, 'error');
    assert.equal(illegal[0].code, 'illegal');
    assert.match(illegal[0].rule, /^NAW/);
    assert.equal((await turnBar(c)).toMove, 'French to move — your move');

    // The French move; the Allied token may not take that move back.
    const move = await moveUnit(c, 'FR-1-1');
    await waitForUnitHex(b, 'FR-1-1', move.to);
    const undo = await wsExchange(b, s.wsUrl, [{ type: 'undo', token: allied, seq: 1 }, { type: 'join', token: french }]);
    assert.equal(undo[0].type, 'error');
    // docs/protocol.md promises not_your_turn; the server answers cannot_undo ("the last
    // action must be yours"). Either way it is refused, which is what matters here.
    assert.ok(['not_your_turn', 'cannot_undo'].includes(undo[0].code), `undo by the Allied token: ${JSON.stringify(undo[0])}`);
    assert.equal(undo[1].seq, 1, 'the French move stands');
    assert.equal(undo[1].can_undo, true, 'the French may still take it back');
    assert.equal(await unitHex(c, 'FR-1-1'), move.to);
    await s.shot(c, 'french move stands');
  }));
