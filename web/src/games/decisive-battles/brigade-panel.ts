// Menus 9-11: the brigades the army may order this hour, and the chosen one's orders. An
// engaged brigade (Menu 10) shows the enemy it is engaged with (inspect "engaged") and the
// engaged orders the legal list opens; a manoeuvre brigade (Menu 11) column or an objective,
// deploy into a hex beside it (clicked on the map), regroup, stand, reserve.

import type { Action } from '../../protocol-types';
import { button, el } from '../../util/dom';
import { brigadeOrders, isEngaged, orderableBrigades } from './orders';
import { actButton, choiceSelect, counterPicture, section } from './panel-kit';
import type { PanelHost } from './panel-state';
import type { DbView, EngagedAnswer } from './types';
import { formationWords, kindWords, orderWords, placeName, unitName } from './words';

const ENGAGED_HINTS: Record<string, string> = {
  assault: 'charge with a volley of musketry',
  skirmish: 'stand and fire, or harass at two hexes',
  advance: 'close on the enemy',
  withdraw: 'move out of contact',
};

export function renderBrigades(view: DbView, legal: readonly Action[], selected: string | null, engaged: ReadonlyMap<string, EngagedAnswer | 'loading'>, host: PanelHost): HTMLElement {
  const root = section('Brigades', 'db-brigades');
  const open = orderableBrigades(legal);
  // A brigade takes one order an hour: those ordered stay listed, their order shown.
  const ordered = view.units.filter((u) => !u.hq && u.ordered && u.commander !== undefined && !open.includes(u.id)).map((u) => u.id);
  const ids = [...open, ...ordered];
  if (!ids.length) {
    root.appendChild(el('p', { class: 'muted' }, 'No brigade within reach of the army HQ\'s orders this hour: their commanders act on their own.'));
    return root;
  }
  root.appendChild(el('p', { class: 'hint' }, 'Pick a brigade for its orders (or click its counter).'));
  const list = el('div', { class: 'db-brigade-list' });
  for (const id of ids) {
    const u = view.units.find((x) => x.id === id);
    const orders = brigadeOrders(legal, id);
    const b = el('button', { type: 'button', class: `db-brigade-button${id === selected ? ' is-selected' : ''}${u?.ordered ? ' is-ordered' : ''}`, 'aria-pressed': String(id === selected), 'data-testid': `db-brigade-${id}`, title: u?.name ?? id },
      counterPicture(u, id, 24),
      el('span', { class: 'db-brigade-name' }, u?.name.replace(/ \(.*\)$/, '') ?? id),
      el('span', { class: 'db-brigade-order' }, `${isEngaged(orders) ? '⚔ ' : ''}${u ? orderWords(u.order ?? '', u.goal, view) : ''}${u?.ordered ? ' ✓' : ''}`));
    b.addEventListener('click', () => host.pick(id));
    list.appendChild(b);
  }
  root.appendChild(list);
  if (selected && open.includes(selected)) root.appendChild(orderMenu(view, legal, selected, engaged.get(selected), host));
  return root;
}

function orderMenu(view: DbView, legal: readonly Action[], id: string, engaged: EngagedAnswer | 'loading' | undefined, host: PanelHost): HTMLElement {
  const u = view.units.find((x) => x.id === id);
  const o = brigadeOrders(legal, id);
  const root = el('div', { class: 'db-order-menu', 'data-testid': 'db-order-menu' });
  root.appendChild(el('h4', {}, u?.name ?? id));
  if (u) {
    root.appendChild(el('p', { class: 'db-card-line' }, `${kindWords(u)}, ${formationWords(u)}; ${u.men ?? u.strength * 100} men, ${u.guns ?? 0} guns, cohesion ${u.cohesion ?? '?'}; order ${orderWords(u.order ?? '', u.goal, view)}${u.ordered ? ' (given this hour)' : ''}.`));
  }
  if (isEngaged(o)) {
    const target = engaged === 'loading' || !engaged ? 'Finding its target…' : engaged.enemy ? `Engaged with ${unitName(engaged.enemy, view)}${enemyWords(view, engaged.enemy)}.` : 'Engaged, its target out of sight.';
    root.appendChild(el('p', { class: 'db-engaged', 'data-testid': 'db-engaged-target' }, target));
    root.appendChild(el('div', { class: 'button-row' }, ...o.engaged.map((a) => actButton(cap(String(a.order)), a, host.act, `db-order-${a.order}`, ENGAGED_HINTS[String(a.order)]))));
    return root;
  }
  const ui = host.ui;
  if (o.column) root.appendChild(el('div', { class: 'button-row' }, actButton('Column', o.column, host.act, 'db-order-column', 'March in column to the division\'s objective')));
  if (o.objective.length) {
    const hexes = o.objective.map((a) => String(a.to));
    if (!hexes.includes(ui.objective[id] ?? '')) ui.objective[id] = hexes[0]!;
    const to = ui.objective[id]!;
    root.appendChild(
      el('div', { class: 'db-row' },
        choiceSelect('Objective', hexes.map((h) => ({ value: h, label: placeName(h, view) })), to, 'db-order-objective-to', (v) => { ui.objective[id] = v; host.redraw(); }),
        actButton('Objective', o.objective.find((a) => a.to === to), host.act, 'db-order-objective')),
    );
  }
  if (o.deploy.size) {
    const picking = ui.picking?.kind === 'deploy' && ui.picking.brigade === id;
    root.appendChild(
      el('div', { class: 'db-row' },
        button(picking ? 'Click a hex outlined in green…' : 'Deploy…', () => { ui.picking = picking ? null : { kind: 'deploy', brigade: id }; host.redraw(); }, { 'data-testid': 'db-order-deploy', 'aria-pressed': String(picking), title: 'Reposition within one hex: click the hex on the map' }),
        ...(picking ? [...o.deploy].map(([hex, a]) => actButton(hex, a, host.act, `db-deploy-${hex}`, `Deploy into ${hex}`)) : [])),
    );
  }
  const rest = [['Regroup', o.regroup, 'db-order-regroup', 'Move to its superior HQ'], ['Stand', o.stand, 'db-order-stand', 'Stay exactly where it is'], ['Reserve', o.reserve, 'db-order-reserve', 'Rest and recover cohesion']] as const;
  const row = rest.filter(([, a]) => a).map(([label, a, testid, title]) => actButton(label, a, host.act, testid, title));
  if (row.length) root.appendChild(el('div', { class: 'button-row' }, ...row));
  return root;
}

function enemyWords(view: DbView, id: string): string {
  const e = view.units.find((x) => x.id === id);
  return e ? ` (${kindWords(e)}, ${formationWords(e)}, ${e.shaken ? 'shaken' : 'steady'}, at ${e.hex})` : '';
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
