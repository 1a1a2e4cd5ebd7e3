// Entry point: one connection for the page, and a route from the address to the lobby or a
// game. `?i=CODE` (`?i=A&i=B` for a team) is an invitation link: claimed once, then replaced by
// the seats' tokens. `?t=TOKEN` opens one seat (reloads, spectators), `?t=A&t=B` several (a
// team); `?game=ID` opens every seat this browser holds in that game (hot-seat); `?balance` the
// balance page.

import './styles.css';
import type { BalancePage } from './balance/balance-page';
import { GamePage, openGamePage } from './game/game-page';
import { errorText } from './game/message-area';
import { SPECTATOR } from './game/session';
import { claimInvitations, tokensUrl } from './lobby/claim';
import { openLobby, type GameTarget } from './lobby/lobby-page';
import { ProtocolClient } from './protocol';
import { findGame, findGameByToken, type PlayMode } from './storage';

const client = new ProtocolClient();
client.connect();
const root = document.getElementById('app')!;
let current: GamePage | BalancePage | null = null;

function urlFor(target: GameTarget | null): string {
  if (!target) return '/';
  return 'token' in target ? `/?t=${encodeURIComponent(target.token)}` : `/?game=${encodeURIComponent(target.gameId)}`;
}

function navigate(target: GameTarget | null, notice?: string): void {
  history.pushState({}, '', urlFor(target));
  void route(notice);
}

/** Which seats a token or game id stands for, from this browser's memory or the server. */
async function resolve(params: URLSearchParams): Promise<{ tokens: Record<string, string>; mode: PlayMode }> {
  const invited = params.getAll('t');
  if (invited.length > 1) {
    // A team's invitation: every seat of the team, joined on this one page.
    const tokens: Record<string, string> = {};
    for (const token of invited) {
      const joined = await client.request({ type: 'join', token });
      if (joined.seat) tokens[joined.seat] = token;
    }
    if (Object.keys(tokens).length === 0) throw new Error('These links hold no seat.');
    return { tokens, mode: 'network' };
  }
  const token = invited[0];
  if (token) {
    const stored = findGameByToken(token);
    const seat = stored && Object.entries(stored.tokens).find(([, t]) => t === token)?.[0];
    if (stored && seat) return { tokens: { [seat]: token }, mode: stored.mode };
    if (stored && stored.spectator === token) return { tokens: { [SPECTATOR]: token }, mode: 'spectator' };
    // An invitation: the server tells which seat the token holds.
    const joined = await client.request({ type: 'join', token });
    return joined.seat ? { tokens: { [joined.seat]: token }, mode: 'network' } : { tokens: { [SPECTATOR]: token }, mode: 'spectator' };
  }
  const gameId = params.get('game')!;
  const stored = findGame(gameId);
  if (!stored) throw new Error('This browser holds no seat in that game. Open the link you were given instead.');
  if (Object.keys(stored.tokens).length > 0) return { tokens: { ...stored.tokens }, mode: stored.mode };
  if (stored.spectator) return { tokens: { [SPECTATOR]: stored.spectator }, mode: 'spectator' };
  throw new Error('This browser holds no seat in that game.');
}

async function route(notice?: string): Promise<void> {
  current?.dispose();
  current = null;
  let params = new URLSearchParams(location.search);
  if (params.has('i')) {
    try {
      const tokens = await claimInvitations(client, params.getAll('i'));
      // The invitation is spent: the address now holds the seats' tokens, as a reload needs.
      history.replaceState({}, '', tokensUrl(Object.values(tokens)));
      params = new URLSearchParams(location.search);
    } catch (error) {
      navigate(null, `Could not open the game. ${errorText(error)}`);
      return;
    }
  }
  if (params.has('balance')) {
    document.title = 'Grognard — balance analysis';
    // Its charting library loads with the page, not with every game.
    const { openBalancePage } = await import('./balance/balance-page');
    current = await openBalancePage(root, { client });
    return;
  }
  if (params.has('t') || params.has('game')) {
    try {
      const { tokens, mode } = await resolve(params);
      current = await openGamePage(root, { client, tokens, mode, toLobby: () => navigate(null) });
      document.title = `Grognard — ${document.querySelector('[data-testid="turn"]')?.textContent ?? 'game'}`;
    } catch (error) {
      navigate(null, `Could not open the game. ${errorText(error)}`);
    }
    return;
  }
  document.title = 'Grognard';
  await openLobby(root, { client, openGame: (t) => navigate(t), notice });
}

window.addEventListener('popstate', () => void route());
void route();
