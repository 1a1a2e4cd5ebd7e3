// The game's panels: the raster, the selected unit's orders, the engagement being built with
// its odds and multipliers, the engagements defined, the battle being fought.

import { COUNTER_SIZE } from '../../game-module';
import type { Action } from '../../protocol-types';
import { button, el, svg } from '../../util/dom';
import { drawCounterOf } from './counter';
import type { EngagementPlan } from './engagement-plan';
import type { OddsRow } from './odds-breakdown';
import type { BkaUnit, BkaView, PreviewAnswer } from './types';
import { describeBkaAction, strengthWords, unitName } from './words';

export function counterButton(view: BkaView, id: string, pressed: boolean, onClick: () => void, testid: string): HTMLButtonElement {
  const pic = svg('svg', { viewBox: `${-COUNTER_SIZE / 2 - 1} ${-COUNTER_SIZE / 2 - 1} ${COUNTER_SIZE + 2} ${COUNTER_SIZE + 2}`, width: 34, height: 34, 'aria-hidden': 'true' }, drawCounterOf(id, view));
  const b = el('button', { type: 'button', class: `counter-button${pressed ? ' is-selected' : ''}`, 'aria-pressed': String(pressed), title: unitName(id, view), 'data-testid': testid }, pic, el('span', {}, id));
  b.addEventListener('click', onClick);
  return b;
}

export function actionButtons(actions: readonly Action[], view: BkaView, act: (a: Action) => void): HTMLElement {
  return el('div', { class: 'button-row' }, ...actions.map((a) => button(describeBkaAction(a, view), () => act(a), { 'data-testid': `bka-act-${a.type}` })));
}

function oddsTable(title: string, rows: OddsRow[], total: number | undefined, testid: string): HTMLElement {
  return el('table', { class: 'bka-odds-table', 'data-testid': testid },
    el('caption', {}, title),
    el('thead', {}, el('tr', {}, ...['Unit', 'Strength', 'Multipliers', 'Counted'].map((h) => el('th', { scope: 'col' }, h)))),
    el('tbody', {}, ...rows.map((r) => el('tr', {}, el('td', {}, r.what), el('td', {}, r.strength), el('td', {}, r.factors.join(', ') || '—'), el('td', {}, fmt(r.value))))),
    el('tfoot', {}, el('tr', {}, el('th', { colspan: 3, scope: 'row' }, 'Total (the server\'s)'), el('td', {}, total === undefined ? '…' : fmt(total)))),
  );
}

function fmt(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/0$/, '');
}

export interface PlanPanel {
  plan: EngagementPlan;
  candidates: BkaUnit[];
  preview: PreviewAnswer | 'loading' | null;
  attack: OddsRow[];
  defence: OddsRow[];
  toggle(id: string): void;
  all(): void;
  clear(): void;
  commit(): void;
}

export function renderPlan(p: PlanPanel): HTMLElement {
  const root = el('section', { class: 'bka-plan', 'data-testid': 'bka-plan' }, el('h3', {}, `Engagement against ${p.plan.targets.join(', ')}`));
  root.appendChild(el('p', { class: 'hint' }, 'Tick the attackers (or Shift-click their counters); click another enemy hex next to a single attacking hex to add it.'));
  const list = el('div', { class: 'bka-candidates' });
  for (const u of p.candidates) {
    const box = el('input', { type: 'checkbox', 'data-testid': `bka-attacker-${u.id}` }) as HTMLInputElement;
    box.checked = p.plan.attackers.includes(u.id);
    box.addEventListener('change', () => p.toggle(u.id));
    list.appendChild(el('label', { class: 'bka-candidate' }, box, ` ${u.name} (${u.hex}) ${strengthWords(u)}`));
  }
  if (!p.candidates.length) list.appendChild(el('p', { class: 'muted' }, 'None of your units is next to every hex chosen.'));
  root.appendChild(list);
  const pv = p.preview;
  if (pv === 'loading') root.appendChild(el('p', { class: 'muted' }, 'Working out the odds…'));
  else if (pv && !pv.legal) root.appendChild(el('p', { class: 'bka-refused', 'data-testid': 'bka-refused' }, `${pv.rule ?? ''}: ${pv.reason ?? 'not allowed'}`));
  else if (pv?.details) {
    const d = pv.details;
    root.append(
      el('p', { class: 'bka-odds', 'data-testid': 'bka-odds' }, `Odds ${d.odds}: attack ${fmt(d.attack)} against defence ${fmt(d.defence)}${d.across_river ? ' (all attackers across a river: defence doubled)' : ''}`),
      oddsTable('Attackers', p.attack, d.attack, 'bka-odds-attack'),
      oddsTable('Defenders (ranges counted at their middle)', p.defence, d.defence, 'bka-odds-defence'),
    );
    // The server counts what the rules count; a difference means the rows miss something.
    const seen = p.defence.reduce((sum, r) => sum + r.value, 0);
    if (Math.abs(seen - d.defence) > 0.01) root.appendChild(el('p', { class: 'hint', 'data-testid': 'bka-odds-gap' }, `The rows add up to ${fmt(seen)}; the server counts ${fmt(d.defence)}.`));
  }
  root.appendChild(
    el('div', { class: 'button-row' },
      button('All of them', () => p.all(), { 'data-testid': 'bka-plan-all' }),
      button('Clear', () => p.clear(), { 'data-testid': 'bka-plan-clear' }),
      button('Engage', () => p.commit(), { 'data-testid': 'bka-engage', disabled: !(pv && pv !== 'loading' && pv.legal) }),
    ),
  );
  return root;
}

/** The engagements defined, with their odds; the phasing side may undo one before "Resolve". */
export function renderEngagements(view: BkaView, legal: readonly Action[], act: (a: Action) => void): HTMLElement | null {
  const list = view.engagements ?? [];
  if (!list.length) return null;
  const root = el('section', { class: 'bka-engagements', 'data-testid': 'bka-engagements' }, el('h3', {}, `Engagements (${list.length})`));
  const ul = el('ul', {});
  for (const e of list) {
    const undo = legal.find((a) => a.type === 'disengage' && e.attackers.includes(String(a.unit)));
    const resolve = legal.find((a) => a.type === 'resolve' && e.attackers.includes(String(a.unit)));
    const who = e.attackers.length ? `${e.attackers.map((id) => unitName(id, view)).join(', ')}` : 'unseen units';
    ul.appendChild(
      el('li', { 'data-testid': `bka-engagement-${e.targets.join('-')}` },
        `${e.targets.join(', ')} at ${e.odds}: ${who} `,
        undo ? button('Undo', () => act(undo), { 'data-testid': 'bka-disengage' }) : '',
        resolve ? button('Resolve', () => act(resolve), { 'data-testid': 'bka-resolve' }) : ''),
    );
  }
  root.appendChild(ul);
  return root;
}

export function renderBattle(view: BkaView, mine: boolean): HTMLElement | null {
  const b = view.battle;
  if (!b) return null;
  const stage = { attacker_loses: 'the attacker chooses the unit it loses', defender_loses: 'the defender chooses the unit it loses', retreat: 'retreats', advance: 'advances' }[b.stage];
  return el('section', { class: 'bka-battle', 'data-testid': 'bka-battle' },
    el('h3', {}, `Battle at ${b.targets.join(', ')}`),
    el('p', {}, `Odds ${b.odds}, roll ${b.roll}: ${b.result} (table 2). Now: ${stage}.`),
    el('p', { class: 'hint' }, mine && b.pending.length ? `Waiting for: ${b.pending.map((id) => unitName(id, view)).join(', ')}. Pick a unit, then a hex outlined in green.` : ''),
  );
}
