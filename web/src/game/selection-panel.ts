// The side panel's unit section: the selected unit's details, the other units of its stack
// (to pick one without hunting under counters), its other legal actions, and the units off
// the map (reinforcements, exited, eliminated).

import { COUNTER_SIZE, type GameModule, type SeatState } from '../game-module';
import type { Action } from '../protocol-types';
import { renderDetails } from '../map/unit-card';
import { button, el, svg } from '../util/dom';
import { touchScreen } from '../map/tap-confirm';

export interface SelectionPanelHost {
  pick(unitId: string): void;
  act(action: Action): void;
}

export function renderSelection(
  module: GameModule,
  state: SeatState,
  selected: string | null,
  stack: readonly string[],
  /** Hexes lit for the selection; null when the game's own panel offers its moves. */
  reachable: number | null,
  host: SelectionPanelHost,
): HTMLElement {
  const root = el('section', { class: 'selection', 'aria-labelledby': 'selection-title', 'data-testid': 'selection' });
  root.appendChild(el('h2', { id: 'selection-title' }, 'Selected unit'));
  if (!selected) {
    const touch = touchScreen();
    const hint = module.selectionHint?.(touch) ?? (touch ? 'Tap a counter to select it; its details show here.' : 'Click a counter to select it. Hover a counter for its details.');
    root.appendChild(el('p', { class: 'muted', 'data-testid': 'selection-hint' }, hint));
    return root;
  }
  const details = renderDetails(module.unitDetails(selected, state.view));
  details.setAttribute('data-testid', 'selected-unit-details');
  root.appendChild(details);

  const myMove = reachable !== null && !state.over && state.seat !== null && state.toMove === state.seat;
  const moves = myMove && state.legal.some((a) => a.type === 'move' && a.unit === selected);
  if (moves) {
    root.appendChild(
      el('p', { class: 'hint' }, (reachable ?? 0) > 0 ? `${reachable} hexes lit: ${touchScreen() ? 'tap one for the path, tap it again to move' : 'hover one for the path, click it to move'}.` : 'Finding where it can go…'),
    );
  }
  // Other things this unit may do now, straight from the legal list (exiting, say).
  const extra = myMove ? state.legal.filter((a) => a.unit === selected && a.type !== 'move') : [];
  if (extra.length) {
    root.appendChild(
      el('div', { class: 'button-row' }, ...extra.map((a) => button(module.describeAction(a, state.view), () => host.act(a), { 'data-testid': `unit-action-${a.type}` }))),
    );
  }
  if (stack.length > 1) {
    root.appendChild(el('h3', {}, 'In this hex'));
    root.appendChild(counterButtons(module, state, stack, selected, host, 'stack-list'));
  }
  return root;
}

export function renderOffMap(module: GameModule, state: SeatState, selected: string | null, host: SelectionPanelHost): HTMLElement | null {
  const groups = module.offMapGroups(state.view, state.legal);
  if (groups.length === 0) return null;
  const root = el('section', { class: 'off-map', 'aria-label': 'Units off the map', 'data-testid': 'off-map' });
  groups.forEach((g, i) => {
    const details = el('details', { open: i === 0 && /ready|enter/i.test(g.title) }, el('summary', {}, `${g.title} (${g.unitIds.length})`));
    details.appendChild(counterButtons(module, state, g.unitIds, selected, host, `off-map-${i}`));
    root.appendChild(details);
  });
  return root;
}

function counterButtons(
  module: GameModule,
  state: SeatState,
  ids: readonly string[],
  selected: string | null,
  host: SelectionPanelHost,
  testid: string,
): HTMLElement {
  const list = el('div', { class: 'counter-buttons', 'data-testid': testid });
  for (const id of ids) {
    const pic = svg(
      'svg',
      { viewBox: `${-COUNTER_SIZE / 2 - 1} ${-COUNTER_SIZE / 2 - 1} ${COUNTER_SIZE + 2} ${COUNTER_SIZE + 2}`, width: 34, height: 34, 'aria-hidden': 'true' },
      module.drawCounter(id, state.view),
    );
    const b = el('button', {
      type: 'button',
      class: `counter-button${id === selected ? ' is-selected' : ''}`,
      'aria-label': module.unitLabel(id, state.view),
      'aria-pressed': String(id === selected),
      title: module.unitLabel(id, state.view),
      'data-unit-button': id,
      'data-testid': `${testid === 'stack-list' ? 'stack' : 'offmap'}-unit-${id}`,
    }, pic, el('span', {}, id));
    b.addEventListener('click', () => host.pick(id));
    list.appendChild(b);
  }
  return list;
}
