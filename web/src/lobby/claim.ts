// Invitation links (`/?i=CODE`, `/?i=A&i=B` for a whole team): each invitation is claimed once
// for its seat's token, which this browser then keeps like any other (docs/protocol.md, "Tokens").

import type { ProtocolClient } from '../protocol';
import { findGameByInvitation, rememberGame } from '../storage';

/** The invited seats' tokens, seat → token: claimed now, or kept from this browser's own
 * earlier claim of the same invitation (a link opened twice). Throws the server's refusal. */
export async function claimInvitations(client: Pick<ProtocolClient, 'request'>, codes: readonly string[]): Promise<Record<string, string>> {
  const tokens: Record<string, string> = {};
  for (const code of codes) {
    const known = findGameByInvitation(code);
    const seat = known?.claimed?.[code];
    const token = seat !== undefined ? known?.tokens[seat] : undefined;
    if (seat !== undefined && token !== undefined) {
      tokens[seat] = token;
      continue;
    }
    const claimed = await client.request({ type: 'claim', invitation: code });
    rememberGame({ game_id: claimed.game_id, game: claimed.game, scenario: claimed.scenario, mode: 'network', tokens: { [claimed.seat]: claimed.token }, claimed: { [code]: claimed.seat } });
    tokens[claimed.seat] = claimed.token;
  }
  return tokens;
}

/** The address that opens the given seat tokens (what an invitation link becomes once claimed). */
export function tokensUrl(tokens: readonly string[]): string {
  return `/?${tokens.map((t) => `t=${encodeURIComponent(t)}`).join('&')}`;
}
