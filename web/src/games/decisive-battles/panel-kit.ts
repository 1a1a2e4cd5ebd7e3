// Small pieces the panels share: a button that sends an action (its JSON in `data-action`, as
// the other games' buttons have it), a labelled select, a counter's picture.

import { COUNTER_SIZE } from '../../game-module';
import type { Action } from '../../protocol-types';
import { el, svg } from '../../util/dom';
import { drawBlankCounter, drawDbCounter } from './counter';
import type { DbUnit } from './types';

export type Act = (a: Action) => void;

export function actButton(label: string, action: Action | undefined, act: Act, testid: string, title?: string): HTMLButtonElement {
  const b = el('button', { type: 'button', 'data-testid': testid, 'data-action': action ? JSON.stringify(action) : undefined, disabled: !action, title }, label);
  if (action) b.addEventListener('click', () => act(action));
  return b;
}

export interface Choice {
  value: string;
  label: string;
}

/** A select with its label; `onChange` gets the value chosen. */
export function choiceSelect(label: string, choices: readonly Choice[], value: string, testid: string, onChange: (v: string) => void): HTMLLabelElement {
  const select = el('select', { 'data-testid': testid, 'aria-label': label }) as HTMLSelectElement;
  for (const c of choices) select.appendChild(el('option', { value: c.value }, c.label));
  select.value = value;
  select.addEventListener('change', () => onChange(select.value));
  return el('label', { class: 'db-choice' }, el('span', {}, label), select);
}

export function counterPicture(u: DbUnit | undefined, id: string, px = 28): SVGSVGElement {
  return svg('svg', { viewBox: `${-COUNTER_SIZE / 2 - 1} ${-COUNTER_SIZE / 2 - 1} ${COUNTER_SIZE + 2} ${COUNTER_SIZE + 2}`, width: px, height: px, 'aria-hidden': 'true', class: 'db-pic' }, u ? drawDbCounter(u) : drawBlankCounter(id));
}

export function section(title: string, testid: string, ...children: (Node | string | null | false)[]): HTMLElement {
  return el('section', { class: `db-section ${testid}`, 'data-testid': testid }, el('h3', {}, title), ...children);
}
