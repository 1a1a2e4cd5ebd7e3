// Full-screen layers over the game: the hot-seat hand-over, the final result, and the
// keyboard help. Each takes focus when it opens, so keyboard users land on its button.

import type { ResultSummary } from '../game-module';
import { button, el } from '../util/dom';

/** Covers the whole screen until the next player is at the device. */
export function handoverScreen(seatName: string, onContinue: () => void): HTMLElement {
  const go = button(`I am the ${seatName} player — continue`, () => onContinue(), { class: 'primary big', 'data-testid': 'handover-continue' });
  const screen = el(
    'div',
    { class: 'overlay handover', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'handover-title', 'data-testid': 'handover' },
    el(
      'div',
      { class: 'overlay-card' },
      el('h2', { id: 'handover-title' }, `Pass the device to the ${seatName} player`),
      el('p', {}, 'The other player should look away. Continue when you are ready.'),
      go,
    ),
  );
  queueMicrotask(() => go.focus());
  return screen;
}

export function finalScreen(summary: ResultSummary, onClose: () => void, onLobby: () => void): HTMLElement {
  const close = button('Look at the map', () => onClose(), { 'data-testid': 'final-close' });
  const rows = summary.rows.map(([label, value]) => el('tr', {}, el('th', { scope: 'row' }, label), el('td', {}, value)));
  const screen = el(
    'div',
    { class: 'overlay final', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'final-title', 'data-testid': 'final-screen' },
    el(
      'div',
      { class: 'overlay-card' },
      el('p', { class: 'final-kicker' }, 'The battle is over'),
      el('h2', { id: 'final-title', 'data-testid': 'final-headline' }, summary.headline),
      el('table', { class: 'final-table' }, el('tbody', {}, ...rows)),
      el('div', { class: 'button-row' }, close, button('Back to the lobby', () => onLobby(), { class: 'primary' })),
    ),
  );
  queueMicrotask(() => close.focus());
  return screen;
}

const HEX_NUMBERS_KEY = 'L';

export const SHORTCUTS: [string, string][] = [
  ['Esc', 'Deselect; close a dialog'],
  ['E', 'End phase (when allowed)'],
  ['U', 'Undo your last action'],
  ['L', 'Show or hide hex numbers'],
  ['S', 'Sound effects on or off'],
  ['+ / −', 'Zoom in / out'],
  ['Arrow keys', 'Move the map'],
  ['Tab, Enter', 'Go to a counter and select it'],
  ['Shift + click', 'Combat: add a whole stack, or another defending hex'],
  ['A', 'Player aids: tables, sequence of play, rules'],
  ['?', 'This help'],
];

export interface HelpOptions {
  /** Whether the map has hex numbers (an area map has none, and no L key). */
  hexNumbers: boolean;
}

export function helpDialog(options: HelpOptions): HTMLDialogElement {
  const shortcuts = SHORTCUTS.filter(([key]) => options.hexNumbers || key !== HEX_NUMBERS_KEY);
  const dialog = el(
    'dialog',
    { class: 'help-dialog', 'aria-labelledby': 'help-title', 'data-testid': 'help-dialog' },
    el('h2', { id: 'help-title' }, 'Keyboard shortcuts'),
    el(
      'table',
      {},
      el('tbody', {}, ...shortcuts.map(([key, what]) => el('tr', {}, el('th', { scope: 'row' }, el('kbd', {}, key)), el('td', {}, what)))),
    ),
  );
  dialog.appendChild(el('form', { method: 'dialog' }, el('button', { class: 'primary', 'data-testid': 'help-close' }, 'Close')));
  return dialog;
}
