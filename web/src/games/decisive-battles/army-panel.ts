// Menus 4-6: the army HQ and its commander, the personal profile (only those the legal list
// opens), and where the army HQ goes: to an objective the side holds, to a corps HQ, to a
// friendly hex clicked on the map, or nowhere (stand).

import type { Action } from '../../protocol-types';
import { button, el } from '../../util/dom';
import { armyMoves, profiles } from './orders';
import { actButton, choiceSelect, section } from './panel-kit';
import type { PanelHost } from './panel-state';
import type { DbView, Side } from './types';
import { PROFILE_WORDS, placeName, unitName } from './words';

export function renderArmy(view: DbView, side: Side, legal: readonly Action[], host: PanelHost): HTMLElement {
  const own = view.sides?.[side];
  const army = view.units.find((u) => u.side === side && u.hq === 'army');
  const root = section('Army', 'db-army');
  if (army) {
    root.appendChild(
      el('p', { class: 'db-army-head' }, el('strong', {}, army.name), ` — ${army.commander ?? ''}`,
        army.second ? `; second in command ${army.second}` : '',
        el('br'), `Commander: ${own?.commander ?? army.leader ?? 'ok'}; HQ at ${army.hex ? placeName(army.hex, view) : `arriving ${army.arrives ?? ''}`}; staff ${army.staff ?? '?'}, leadership ${army.leadership ?? '?'}.`),
    );
  }
  const goal = own?.army_corps ? `to ${unitName(own.army_corps, view)}` : own?.army_goal ? `to ${placeName(own.army_goal, view)}` : 'standing';
  root.appendChild(el('p', { 'data-testid': 'db-army-orders' }, `Profile: ${own?.profile ?? 'sensible'}${own?.profile_chosen ? ' (chosen this hour)' : ''}. Army HQ ${goal}${own?.army_ordered ? ' (ordered this hour)' : ''}.`));

  const open = profiles(legal);
  if (open.length) {
    root.appendChild(el('h4', {}, 'Personal profile'));
    root.appendChild(el('div', { class: 'button-row' }, ...open.map((a) => actButton(PROFILE_WORDS[String(a.profile)] ?? String(a.profile), a, host.act, `db-profile-${a.profile}`))));
  }
  const moves = armyMoves(legal, new Set(view.objectives.map((o) => o.hex)));
  if (moves.hexes.size || moves.stand || moves.toCorps.length) {
    root.appendChild(el('h4', {}, 'Move the army HQ'));
    if (moves.objectives.length) {
      const choices = moves.objectives.map((a) => ({ value: String(a.to), label: placeName(a.to, view) }));
      if (!choices.some((c) => c.value === host.ui.armyObjective)) host.ui.armyObjective = choices[0]!.value;
      const go = moves.hexes.get(host.ui.armyObjective);
      root.appendChild(
        el('div', { class: 'db-row' },
          choiceSelect('Objective', choices, host.ui.armyObjective, 'db-army-objective', (v) => { host.ui.armyObjective = v; host.redraw(); }),
          actButton('Go', go, host.act, 'db-army-to-objective')),
      );
    }
    if (moves.toCorps.length) {
      root.appendChild(el('div', { class: 'button-row' }, ...moves.toCorps.map((a) => actButton(`To ${unitName(a.corps, view)}`, a, host.act, `db-army-corps-${a.corps}`))));
    }
    const picking = host.ui.picking?.kind === 'army';
    root.appendChild(
      el('div', { class: 'button-row' },
        button(picking ? 'Click a friendly hex… (Esc to stop)' : 'To a hex on the map', () => { host.ui.picking = picking ? null : { kind: 'army' }; host.redraw(); }, { 'data-testid': 'db-army-hex', 'aria-pressed': String(picking), disabled: moves.hexes.size === 0 }),
        actButton('Stand', moves.stand, host.act, 'db-army-stand')),
    );
  }
  return root;
}
