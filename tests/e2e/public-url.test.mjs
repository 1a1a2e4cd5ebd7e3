// A server told its public address (GROGNARD_PUBLIC_URL, as an operator behind a proxy or a
// router would) prints it and builds every link from it: the lobby's invitation links of a
// network game and the link that opens a game against the computer on another browser, even
// though this page was opened on 127.0.0.1.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { TEST_TIMEOUT, createGame, setup, tid, waitForGame } from './harness.mjs';

const PUBLIC = 'http://grognard.example:8080';
process.env.GROGNARD_PUBLIC_URL = PUBLIC; // the server this file starts inherits it
const env = setup('public-url', { before, after });

test('invitation links start with the public address the server was given', { timeout: TEST_TIMEOUT }, (t) =>
  env.run(t, async (s) => {
    const listening = env.server.log.map((l) => { try { return JSON.parse(l); } catch { return {}; } }).find((l) => l.msg === 'listening');
    assert.equal(listening?.public_url, PUBLIC, 'the server prints the address it builds links from');
    assert.equal(listening?.public_url_source, 'option');

    const page = await s.newPage('host', { viewport: { width: 1366, height: 768 } });
    await createGame(page, s.url, { mode: 'network' });
    await tid(page, 'invite-panel').waitFor();
    for (const id of ['invite-link-french', 'invite-link-allied']) assert.match(await tid(page, id).inputValue(), new RegExp(`^${PUBLIC}/\\?i=[0-9a-f]{32}$`), id);
    assert.match(await tid(page, 'invite-link-spectator').inputValue(), new RegExp(`^${PUBLIC}/\\?t=[0-9a-f]{32}$`));
    await s.shot(page, 'invitation links with the public address');

    await createGame(page, s.url, { mode: 'computer', french: 'human', allied: 'heuristic', seed: 5 });
    await waitForGame(page);
    const token = new URL(page.url()).searchParams.get('t');
    await page.locator('.invites-details summary').click();
    assert.equal(await tid(page, 'resume-link').inputValue(), `${PUBLIC}/?t=${token}`);
    await s.shot(page, 'the game link with the public address');
  }));
