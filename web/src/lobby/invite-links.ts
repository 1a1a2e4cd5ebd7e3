// Links that let other people join a network game: one per seat (or per team), each holding
// the seats' invitations (claimed once, by whoever opens it first), and one for spectators.

import type { CatalogTeam } from '../protocol-types';
import { button, el } from '../util/dom';

/** One invitation link: the seats it gives (several for a whole team) and their invitation codes. */
export interface Invite {
  key: string;
  label: string;
  codes: Record<string, string>;
}

/** An address that claims every invitation given: one seat, or a whole team. */
export function inviteUrl(codes: readonly string[], origin = window.location.origin): string {
  return `${origin}/?${codes.map((c) => `i=${encodeURIComponent(c)}`).join('&')}`;
}

/** The address of a spectator token. */
export function spectatorUrl(token: string, origin = window.location.origin): string {
  return `${origin}/?t=${encodeURIComponent(token)}`;
}

/** The invited seats as links: one per team where the game has teams (its invited seats
 * together), else one per seat. */
export function groupInvites(codes: Record<string, string>, teams: readonly CatalogTeam[], seatName: (seat: string) => string): Invite[] {
  const left = new Map(Object.entries(codes));
  const out: Invite[] = [];
  for (const team of teams) {
    const held = team.seats.filter((seat) => left.has(seat));
    if (held.length === 0) continue;
    out.push({ key: team.id, label: `${team.name} (${held.map(seatName).join(', ')})`, codes: Object.fromEntries(held.map((seat) => [seat, left.get(seat)!])) });
    for (const seat of held) left.delete(seat);
  }
  for (const [seat, code] of left) out.push({ key: seat, label: seatName(seat), codes: { [seat]: code } });
  return out;
}

export function renderInviteLinks(invites: readonly Invite[], spectator: string | undefined): HTMLElement {
  const root = el('div', { class: 'invite-links', 'data-testid': 'invite-links' });
  const rows: [string, string, string][] = invites.map((invite) => [invite.key, `${invite.label} player`, inviteUrl(Object.values(invite.codes))]);
  if (spectator) rows.push(['spectator', 'Spectators', spectatorUrl(spectator)]);
  for (const [key, label, url] of rows) {
    const id = `invite-${key}`;
    const input = el('input', { id, type: 'text', readonly: true, value: url, 'data-testid': `invite-link-${key}`, class: 'invite-input' });
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
