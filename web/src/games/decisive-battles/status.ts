// Menu 2's summary under the window: victory points, casualties, and whether the battle is
// contested, being won or lost; with the objectives and who holds them; and Menu 12's advice,
// the scenario's handy hints.

import { el } from '../../util/dom';
import type { DbView, Side } from './types';
import { menWords, sideName, STANDING_WORDS } from './words';

export function renderStatus(view: DbView, side: Side | null, advice: readonly string[] = []): HTMLElement {
  const own = side ? view.sides?.[side] : undefined;
  const root = el('div', { class: 'db-status', 'data-testid': 'db-status' });
  if (own && own.vp !== undefined) {
    root.appendChild(
      el('p', { class: 'status-line' },
        el('span', { 'data-testid': 'db-vp' }, `Victory points: ${own.vp}`), ' · ',
        el('span', { 'data-testid': 'db-casualties' }, `Casualties: ${menWords(own.men_lost)}`), ' · ',
        el('strong', { 'data-testid': 'db-standing', class: `db-standing-${own.standing}` }, STANDING_WORDS[own.standing ?? 'contested'] ?? own.standing)),
    );
  }
  const list = el('ul', { class: 'db-objective-list' });
  for (const o of view.objectives ?? []) {
    list.appendChild(el('li', { class: o.active ? '' : 'muted' }, `${o.name}: ${o.held_by ? sideName(o.held_by) : 'nobody'} (${o.vp_per_turn}/hr, ${o.vp_end} at the end)`));
  }
  root.appendChild(list);
  if (advice.length) {
    root.appendChild(
      el('details', { class: 'db-advice', 'data-testid': 'db-advice' },
        el('summary', {}, 'Advice'),
        ...advice.map((paragraph) => el('p', {}, paragraph))),
    );
  }
  return root;
}
