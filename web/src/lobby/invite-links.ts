// Links that let other people join a network game: one per seat (or per team), each holding
// the seats' invitations (claimed once, by whoever opens it first), and one for spectators.

import type { ServerInfo } from '../api';
import type { CatalogTeam } from '../protocol-types';
import { button, el } from '../util/dom';
import { tokensUrl } from './claim';

/** One invitation link: the seats it gives (several for a whole team) and their invitation codes. */
export interface Invite {
  key: string;
  label: string;
  codes: Record<string, string>;
}

/** Where links sent to other people point: the address this page was opened at, unless the
 * operator named the public address, or the page is on a loopback address that works only on
 * this machine (then the server's own idea of its address). */
export function linkOrigin(pageOrigin: string, server: ServerInfo | null): string {
  if (!server?.public_url) return pageOrigin;
  if (server.public_url_source === 'option') return server.public_url;
  const host = new URL(pageOrigin).hostname;
  const loopback = host === 'localhost' || host.startsWith('127.') || host === '[::1]';
  return loopback ? server.public_url : pageOrigin;
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

export function renderInviteLinks(invites: readonly Invite[], spectator: string | undefined, origin = window.location.origin): HTMLElement {
  const root = el('div', { class: 'invite-links', 'data-testid': 'invite-links' });
  const rows: [string, string, string][] = invites.map((invite) => [invite.key, `${invite.label} player`, inviteUrl(Object.values(invite.codes), origin)]);
  if (spectator) rows.push(['spectator', 'Spectators', spectatorUrl(spectator, origin)]);
  for (const [key, label, url] of rows) root.appendChild(linkRow({ id: `invite-${key}`, label, url, testId: `invite-link-${key}`, copyTestId: `copy-invite-${key}`, copy: `Copy the link for the ${label}` }));
  return root;
}

/** The link that opens this browser's own seats of a game (against the computer, say) in
 * another browser: their tokens, to be kept as secret as the seats. */
export function renderResumeLink(tokens: readonly string[], origin = window.location.origin): HTMLElement {
  return el(
    'div',
    { class: 'invite-links' },
    el('p', { class: 'hint' }, 'Opens your side of this game on another browser or device. Whoever has it plays your side: keep it to yourself.'),
    linkRow({ id: 'resume-link', label: tokens.length > 1 ? 'Your seats' : 'Your seat', url: origin + tokensUrl(tokens), testId: 'resume-link', copyTestId: 'copy-resume-link', copy: 'Copy the link to your side of the game' }),
  );
}

/** A labelled link in a read-only field (selected on focus) with a Copy button named `copy`. */
function linkRow(row: { id: string; label: string; url: string; testId: string; copyTestId: string; copy: string }): HTMLElement {
  const input = el('input', { id: row.id, type: 'text', readonly: true, value: row.url, 'data-testid': row.testId, class: 'invite-input' });
  input.addEventListener('focus', () => input.select());
  const copy = button('Copy', () => void copyText(input, copy), { 'aria-label': row.copy, 'data-testid': row.copyTestId, class: 'small' });
  return el('div', { class: 'invite-row' }, el('label', { for: row.id }, row.label), input, copy);
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
