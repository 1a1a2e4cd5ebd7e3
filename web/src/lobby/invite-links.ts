// Links that let other people join a network game: one per seat, one for spectators.

import { button, el } from '../util/dom';

export function inviteUrl(token: string, origin = window.location.origin): string {
  return `${origin}/?t=${encodeURIComponent(token)}`;
}

export function renderInviteLinks(
  seats: Record<string, string>,
  spectator: string | undefined,
  seatName: (seat: string) => string,
): HTMLElement {
  const root = el('div', { class: 'invite-links', 'data-testid': 'invite-links' });
  const rows: [string, string, string][] = Object.entries(seats).map(([seat, token]) => [seat, `${seatName(seat)} player`, token]);
  if (spectator) rows.push(['spectator', 'Spectators', spectator]);
  for (const [key, label, token] of rows) {
    const id = `invite-${key}`;
    const input = el('input', { id, type: 'text', readonly: true, value: inviteUrl(token), 'data-testid': `invite-link-${key}`, class: 'invite-input' });
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
