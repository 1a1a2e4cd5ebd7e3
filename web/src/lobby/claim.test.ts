import { beforeEach, describe, expect, it, vi } from 'vitest';
import { findGameByToken } from '../storage';
import { claimInvitations, tokensUrl } from './claim';

/** A server that gives each invitation's seat a token once, and refuses a second claim. */
function fakeServer(seats: Record<string, string>) {
  const used = new Set<string>();
  const sent: string[] = [];
  const client = {
    request: async (req: { type: string; invitation: string }) => {
      sent.push(req.invitation);
      if (used.has(req.invitation)) throw new Error('claimed');
      used.add(req.invitation);
      const seat = seats[req.invitation]!;
      return { type: 'claimed', game_id: 'g1', game: 'napoleon-at-waterloo', scenario: 'waterloo', seat, token: `token-${seat}` };
    },
  };
  return { client: client as never, sent };
}

describe('claiming invitations', () => {
  beforeEach(() => {
    // The tests run in node: a localStorage of their own.
    const items = new Map<string, string>();
    vi.stubGlobal('window', { localStorage: { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => items.set(k, v) } });
  });

  it('claims each invitation of a link once and keeps the tokens like any other', async () => {
    const { client, sent } = fakeServer({ ig: 'germany', ia: 'austria' });
    expect(await claimInvitations(client, ['ig', 'ia'])).toEqual({ germany: 'token-germany', austria: 'token-austria' });
    expect(findGameByToken('token-austria')?.tokens).toEqual({ germany: 'token-germany', austria: 'token-austria' });
    expect(findGameByToken('token-austria')?.mode).toBe('network');
    // The same link opened again in this browser: its seats, without a second claim.
    expect(await claimInvitations(client, ['ig', 'ia'])).toEqual({ germany: 'token-germany', austria: 'token-austria' });
    expect(sent).toEqual(['ig', 'ia']);
  });

  it('turns the claimed tokens into the address that replaces the invitation', () => {
    expect(tokensUrl(['a', 'b c'])).toBe('/?t=a&t=b%20c');
  });
});
