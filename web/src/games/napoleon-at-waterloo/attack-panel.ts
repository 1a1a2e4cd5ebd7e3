// The panel where the phasing player puts an attack or bombardment together and sees the
// odds and every possible result before committing.

import { button, el } from '../../util/dom';
import { type CombatPlan, needsMode } from './combat-plan';
import { factors } from './counter';
import { formatPreview, resultChances } from './preview-format';
import type { NawUnit, NawView, PreviewAnswer, PreviewDetails } from './types';
import { RESULT_NAMES, unitShort } from './words';

export interface AttackPanelProps {
  view: NawView;
  units: ReadonlyMap<string, NawUnit>;
  plan: CombatPlan;
  /** Units that may join against the chosen targets. */
  eligible: ReadonlySet<string>;
  preview: PreviewAnswer | 'loading' | null;
  toggle(ids: string[]): void;
  setMode(mode: 'infantry' | 'cavalry'): void;
  clearTargets(): void;
  clearAll(): void;
  commit(): void;
}

export function renderAttackPanel(p: AttackPanelProps): HTMLElement {
  const bombard = p.plan.kind === 'bombard';
  const title = bombard ? 'Artillery bombardment' : 'Ground combat';
  const root = el('div', { class: 'attack-plan', 'data-testid': 'attack-plan' }, el('h2', {}, title));

  root.appendChild(
    el(
      'p',
      { class: 'hint' },
      bombard
        ? 'Click an enemy hex one or two hexes from your guns, then click guns (or tick them) to fire.'
        : 'Click an enemy hex to attack, then click your adjacent units (or tick them). Shift-click adds another defending hex; shift-click a unit takes its whole stack.',
    ),
  );

  root.appendChild(targetsBlock(p));
  root.appendChild(attackersBlock(p));
  if (needsMode(p.plan, p.units)) root.appendChild(modeBlock(p));
  root.appendChild(previewBlock(p));

  const ready = typeof p.preview === 'object' && p.preview?.legal === true;
  root.appendChild(
    el(
      'div',
      { class: 'button-row' },
      button(bombard ? 'Fire' : 'Attack', () => p.commit(), {
        class: 'primary',
        'data-testid': 'commit-attack',
        disabled: !ready,
        'aria-label': bombard ? 'Commit the bombardment' : 'Commit the attack',
      }),
      button('Clear', () => p.clearAll(), { 'data-testid': 'clear-attack', 'aria-label': 'Clear the attackers and targets' }),
    ),
  );
  return root;
}

function unitLine(u: NawUnit | undefined, id: string): string {
  return u ? `${unitShort(u, id)} ${factors(u)}${u.hex ? ` in ${u.hex}` : ''}` : id;
}

function targetsBlock(p: AttackPanelProps): HTMLElement {
  const block = el('div', { class: 'plan-block' }, el('h3', {}, 'Defender'));
  if (p.plan.targets.length === 0) {
    block.appendChild(el('p', { class: 'muted' }, 'No hex chosen yet.'));
    return block;
  }
  const list = el('ul', { class: 'plain-list', 'data-testid': 'attack-targets' });
  for (const hex of p.plan.targets) {
    const defenders = p.view.units.filter((u) => u.hex === hex && u.status === 'map');
    list.appendChild(el('li', {}, el('strong', {}, hex), ': ', defenders.map((u) => unitLine(u, u.id)).join('; ') || 'empty'));
  }
  block.append(list, button('Clear defender', () => p.clearTargets(), { class: 'small' }));
  return block;
}

function attackersBlock(p: AttackPanelProps): HTMLElement {
  const block = el('div', { class: 'plan-block' }, el('h3', {}, p.plan.kind === 'bombard' ? 'Guns' : 'Attackers'));
  // The chosen units first, then the others that may still join.
  const ids = [...new Set([...p.plan.attackers, ...p.eligible])];
  if (ids.length === 0) {
    block.appendChild(el('p', { class: 'muted' }, 'No unit of yours can reach this target.'));
    return block;
  }
  const list = el('ul', { class: 'plain-list check-list', 'data-testid': 'attacker-list' });
  for (const id of ids) {
    const checked = p.plan.attackers.includes(id);
    const box = el('input', { type: 'checkbox', id: `atk-${id}`, checked, 'data-testid': `attacker-${id}` });
    box.addEventListener('change', () => p.toggle([id]));
    list.appendChild(el('li', {}, box, el('label', { for: `atk-${id}` }, unitLine(p.units.get(id), id))));
  }
  block.appendChild(list);
  const notChosen = [...p.eligible].filter((id) => !p.plan.attackers.includes(id));
  if (notChosen.length > 0 && p.plan.targets.length > 0) {
    block.appendChild(button('Add all', () => p.toggle(notChosen), { class: 'small', 'aria-label': 'Add every eligible unit' }));
  }
  return block;
}

function modeBlock(p: AttackPanelProps): HTMLElement {
  const block = el('fieldset', { class: 'plan-block mode-choice' }, el('legend', {}, 'Attack mode (infantry and cavalry together)'));
  for (const mode of ['infantry', 'cavalry'] as const) {
    const input = el('input', { type: 'radio', name: 'attack-mode', id: `mode-${mode}-attack`, value: mode, checked: p.plan.mode === mode, 'data-testid': `attack-mode-${mode}` });
    input.addEventListener('change', () => p.setMode(mode));
    block.append(input, el('label', { for: `mode-${mode}-attack` }, mode));
  }
  return block;
}

function previewBlock(p: AttackPanelProps): HTMLElement {
  const block = el('div', { class: 'plan-block preview', 'data-testid': 'odds', 'aria-live': 'polite' });
  if (p.preview === null) {
    block.appendChild(el('p', { class: 'muted' }, 'Choose a defender and at least one attacker to see the odds.'));
    return block;
  }
  if (p.preview === 'loading') {
    block.appendChild(el('p', { class: 'muted' }, 'Working out the odds…'));
    return block;
  }
  if (!p.preview.legal) {
    block.append(
      el('p', { class: 'illegal' }, `Not allowed: ${p.preview.reason ?? 'this combat breaks a rule'}`),
      p.preview.rule ? el('p', { class: 'rule' }, `Rule: ${p.preview.rule}`) : '',
    );
    return block;
  }
  const details = p.preview.details as PreviewDetails | undefined;
  if (!details?.defenses) return block;
  block.appendChild(renderPreviewTable(details));
  return block;
}

/** Odds and result table; shared with the defender's decision panel. */
export function renderPreviewTable(details: PreviewDetails): HTMLElement {
  const f = formatPreview(details);
  const root = el('div', { class: 'preview-table-box' });
  root.append(
    el('p', { class: 'odds-line' }, el('span', { class: 'odds-value', 'data-testid': 'odds-value' }, f.odds), ` — ${f.strengths}, ${f.attackMode} attack`),
    f.shift ? el('p', { class: 'shift-line' }, f.shift) : '',
  );
  const head = el('tr', {}, el('th', { scope: 'col' }, 'Defense'), el('th', { scope: 'col', title: 'Capability chart modifier' }, 'Mod.'));
  for (let face = 1; face <= 6; face++) head.appendChild(el('th', { scope: 'col', 'aria-label': `die ${face}`, title: `die roll ${face}` }, String(face)));
  const body = el('tbody');
  for (const row of f.rows) {
    const tr = el('tr', { 'data-defense': row.mode }, el('th', { scope: 'row' }, row.mode), el('td', { class: 'modifier' }, row.modifier));
    for (const cell of row.cells) {
      tr.appendChild(el('td', { class: `result result-${cell.tone}`, title: cell.meaning, 'aria-label': `die ${cell.face}: ${cell.meaning}` }, cell.code));
    }
    body.appendChild(tr);
    tr.title = resultChances(row);
  }
  root.appendChild(
    el('table', { class: 'crt', 'data-testid': 'result-table' }, el('caption', {}, 'Result for each die roll'), el('thead', {}, head), body),
  );
  root.appendChild(
    el(
      'p',
      { class: 'legend' },
      f.defenderChooses ? 'The defender picks the defense mode. ' : '',
      Object.entries(RESULT_NAMES).map(([code, name]) => `${code} ${name}`).join(' · '),
    ),
  );
  return root;
}
