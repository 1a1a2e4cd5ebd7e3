// Links that let other people join a network game: one per seat (or per team), one for
// spectators.

import type { CatalogTeam } from '../protocol-types';
import { button, el } from '../util/dom';

/** One invitation: the seats it gives (several for a whole team) and their tokens. */
export interface Invite {
  key: string;
  label: string;
  tokens: Record<string, string>;
}

/** An address that opens every token given: one seat, or a whole team. */
export function inviteUrl(tokens: readonly string[], origin = window.location.origin): string {
  return `${origin}/?${tokens.map((t) => `t=${encodeURIComponent(t)}`).join('&')}`;
}

/** The human seats' tokens as invitations: one per team where the game has teams (its human
 * seats together), else one per seat. */
export function groupInvites(tokens: Record<string, string>, teams: readonly CatalogTeam[], seatName: (seat: string) => string): Invite[] {
  const left = new Map(Object.entries(tokens));
  const out: Invite[] = [];
  for (const team of teams) {
    const held = team.seats.filter((seat) => left.has(seat));
    if (held.length === 0) continue;
    out.push({ key: team.id, label: `${team.name} (${held.map(seatName).join(', ')})`, tokens: Object.fromEntries(held.map((seat) => [seat, left.get(seat)!])) });
    for (const seat of held) left.delete(seat);
  }
  for (const [seat, token] of left) out.push({ key: seat, label: seatName(seat), tokens: { [seat]: token } });
  return out;
}

export function renderInviteLinks(invites: readonly Invite[], spectator: string | undefined): HTMLElement {
  const root = el('div', { class: 'invite-links', 'data-testid': 'invite-links' });
  const rows: [string, string, string[]][] = invites.map((invite) => [invite.key, `${invite.label} player`, Object.values(invite.tokens)]);
  if (spectator) rows.push(['spectator', 'Spectators', [spectator]]);
  for (const [key, label, tokens] of rows) {
    const id = `invite-${key}`;
    const input = el('input', { id, type: 'text', readonly: true, value: inviteUrl(tokens), 'data-testid': `invite-link-${key}`, class: 'invite-input' });
    input.addEventListener('focus', () => input.select());
    const copy = button('Copy', () => void copyText(input, copy), { 'aria-label': `Copy the link for the ${label}`, 'data-testid': `copy-invite-${key}`, class: 'small' });
    root.appendChild(el('div', { class: 'invite-row' }, el('label', { for: id }, label), input, copy));
  }
  return root;
}

async function copyText(input: HTMLInputElement, feedback: HTMLButtonElement): Promise<void> {
  try {
    await navigator.clipboard.writeText(input.value);
  } catch {
    // Without clipboard permission (plain http), fall back to selecting the text.
    input.select();
    document.execCommand?.('copy');
  }
  feedback.textContent = 'Copied';
  setTimeout(() => (feedback.textContent = 'Copy'), 1500);
}
