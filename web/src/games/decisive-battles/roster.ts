// Menu 2's roster: every HQ and brigade of the side, each HQ followed by the units under it,
// with strength, guns, cohesion and condition; waiting and gone units too. A click on a
// row picks the unit and brings it into view.

import { el } from '../../util/dom';
import { counterPicture } from './panel-kit';
import type { DbUnit, DbView, Side } from './types';
import { formationWords, orderWords } from './words';

/** The side's units in the order of command: each HQ, then what it commands. */
export function rosterOrder(units: readonly DbUnit[], side: Side): DbUnit[] {
  const own = units.filter((u) => u.side === side);
  const out: DbUnit[] = [];
  const seen = new Set<string>();
  const visit = (u: DbUnit) => {
    if (seen.has(u.id)) return;
    seen.add(u.id);
    out.push(u);
    for (const c of own.filter((x) => x.superior === u.id && x.hq)) visit(c);
    for (const c of own.filter((x) => x.superior === u.id && !x.hq)) visit(c);
  };
  for (const u of own.filter((x) => !x.superior || !own.some((s) => s.id === x.superior))) visit(u);
  return out;
}

/** What state the unit is in, in a word or three. */
export function conditionWords(u: DbUnit, view: DbView): string {
  if (u.where === 'gone') return 'gone';
  if (u.where === 'waiting') return `arrives ${u.arrives?.slice(11) ?? ''}`;
  const parts: string[] = [];
  if (u.hq) parts.push(u.command ?? '');
  else parts.push(orderWords(u.order ?? '', u.goal, view), formationWords(u));
  if (u.shattered) parts.push('shattered');
  if (u.surprised) parts.push('surprised');
  if (u.leader && u.leader !== 'ok') parts.push(`leader ${u.leader}`);
  if (u.in_communication === false) parts.push('out of comms');
  return parts.filter(Boolean).join(', ');
}

export function renderRoster(view: DbView, side: Side, pick: (id: string) => void): HTMLElement {
  const rows = rosterOrder(view.units, side).map((u) => {
    const tr = el('tr', { class: `db-roster-row where-${u.where}${u.hq ? ' is-hq' : ''}`, 'data-testid': `db-roster-${u.id}`, tabindex: u.where === 'map' ? 0 : -1 },
      el('td', { class: 'db-roster-name' }, counterPicture(u, u.id, 20), u.name),
      el('td', {}, u.hq ? '' : String(u.men ?? u.strength * 100)),
      el('td', {}, u.hq ? '' : String(u.guns ?? '')),
      el('td', {}, u.cohesion === undefined ? '' : String(u.cohesion)),
      el('td', {}, conditionWords(u, view)));
    if (u.where === 'map') {
      tr.addEventListener('click', () => pick(u.id));
      tr.addEventListener('keydown', (ev) => { if (ev.key === 'Enter') pick(u.id); });
    }
    return tr;
  });
  return el('section', { class: 'db-section db-roster', 'data-testid': 'db-roster' },
    el('h3', {}, 'Roster'),
    el('table', { class: 'db-roster-table' },
      el('thead', {}, el('tr', {}, ...[['Unit', 'Unit'], ['Men', 'Men'], ['Gn', 'Guns'], ['Co', 'Cohesion'], ['Condition', 'Condition']].map(([h, t]) => el('th', { scope: 'col', title: t }, h)))),
      el('tbody', {}, ...rows)));
}
