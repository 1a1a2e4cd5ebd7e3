// The decisions a combat waits for (docs/cli.md "Sequence of play"): defense mode, losses,
// retreats, advances and volunteered gun retreats. Each choice is one of the `legal` actions;
// retreat and advance targets can also be clicked on the map.

import type { Action } from '../../protocol-types';
import { button, el } from '../../util/dom';
import type { NawCombat, NawUnit, NawView } from './types';
import { describeNawAction, modeName, resultName, sideName, unitShort } from './words';

export interface DecisionPanelProps {
  view: NawView;
  units: ReadonlyMap<string, NawUnit>;
  /** The seat this screen shows, and whether it is the one to decide. */
  deciding: boolean;
  legal: readonly Action[];
  /** At the advance stage: the unit whose targets are lit on the map. */
  advancing: string | null;
  chooseAdvancing(unitId: string): void;
  act(action: Action): void;
  /** Hovering a losses option lights those units on the map. */
  previewUnits(ids: string[]): void;
}

const STAGE_QUESTIONS: Record<NawCombat['stage'], string> = {
  defense_mode: 'choose the defense mode',
  losses: 'choose the attacking units lost in the exchange',
  retreat: 'retreat the beaten units',
  advance: 'advance into the vacated hexes, or stop',
  volunteer_retreat: 'decide whether the guns accept the retreat',
};

export function renderDecisionPanel(p: DecisionPanelProps): HTMLElement {
  const combat = p.view.combat!;
  const root = el('div', { class: 'combat-decision', 'data-testid': 'combat-decision' });
  root.appendChild(el('h2', {}, combat.kind === 'bombardment' ? 'Bombardment' : 'Ground combat'));
  root.appendChild(summary(combat, p));

  if (!p.deciding) {
    const who = sideName(p.view.to_move);
    root.appendChild(el('p', { class: 'waiting' }, `Waiting for the ${who} player to ${STAGE_QUESTIONS[combat.stage]}.`));
    return root;
  }

  const kind = {
    defense_mode: 'defend',
    losses: 'losses',
    retreat: 'retreat',
    advance: 'advance',
    volunteer_retreat: 'volunteer_retreat',
  }[combat.stage];
  const options = p.legal.filter((a) => a.type === kind);
  const pass = p.legal.find((a) => a.type === 'pass');
  root.appendChild(el('p', { class: 'question' }, `You must ${STAGE_QUESTIONS[combat.stage]}.`));

  if (combat.stage === 'losses') {
    root.appendChild(el('p', {}, `Give up at least ${combat.losses_required ?? '?'} strength points, and no more units than needed.`));
  }
  if (combat.stage === 'retreat') {
    const next = combat.retreating?.[0];
    if (next) root.appendChild(el('p', {}, `Next to retreat: ${unitShort(p.units.get(next), next)}. Click a lit hex on the map or choose below.`));
  }
  if (combat.stage === 'advance') root.appendChild(advancingChooser(p, options));

  const shown = combat.stage === 'advance' && p.advancing ? options.filter((a) => a.unit === p.advancing) : options;
  const list = el('div', { class: 'choice-list', role: 'group', 'aria-label': 'Choices' });
  for (const action of shown) {
    const b = button(describeNawAction(action, p.view), () => p.act(action), {
      class: 'choice',
      'data-testid': `choice-${action.type}`,
      'data-action': JSON.stringify(action),
    });
    if (action.type === 'losses') {
      const ids = action.units as string[];
      b.addEventListener('pointerenter', () => p.previewUnits(ids));
      b.addEventListener('focus', () => p.previewUnits(ids));
      b.addEventListener('pointerleave', () => p.previewUnits([]));
      b.addEventListener('blur', () => p.previewUnits([]));
    }
    list.appendChild(b);
  }
  if (pass && (combat.stage === 'advance' || combat.stage === 'volunteer_retreat')) {
    list.appendChild(button(describeNawAction(pass, p.view), () => p.act(pass), { class: 'choice secondary', 'data-testid': 'choice-pass' }));
  }
  root.appendChild(list);
  return root;
}

function summary(c: NawCombat, p: DecisionPanelProps): HTMLElement {
  const names = (ids: string[]) => ids.map((id) => unitShort(p.units.get(id), id)).join(', ');
  const lines = [
    el('p', {}, `${sideName(c.attacker)} ${c.kind === 'bombardment' ? 'guns' : 'attack'} on ${c.targets.join(', ')} (${modeName(c.attack_mode)}).`),
    el('p', { class: 'small-print' }, `Attackers: ${names(c.attackers)}.`),
    el('p', { class: 'small-print' }, `Defenders: ${names(c.defenders)}.`),
  ];
  if (c.result) {
    lines.push(
      el('p', { class: `combat-result result-${c.result}` }, `Result: ${c.result} — ${resultName(c.result)}`, c.defense_mode ? ` (defending as ${modeName(c.defense_mode)})` : ''),
    );
  }
  return el('div', { class: 'combat-summary' }, ...lines);
}

function advancingChooser(p: DecisionPanelProps, options: readonly Action[]): HTMLElement {
  const unitsThatMay = [...new Set(options.map((a) => String(a.unit)))];
  const group = el('fieldset', { class: 'advance-choice' }, el('legend', {}, 'Unit to advance'));
  for (const id of unitsThatMay) {
    const input = el('input', { type: 'radio', name: 'advancing', id: `adv-${id}`, checked: p.advancing === id, 'data-testid': `advancing-${id}` });
    input.addEventListener('change', () => p.chooseAdvancing(id));
    group.append(el('div', {}, input, el('label', { for: `adv-${id}` }, unitShort(p.units.get(id), id))));
  }
  group.appendChild(el('p', { class: 'hint' }, 'Then click a lit hex on the map, or a button below.'));
  return group;
}
