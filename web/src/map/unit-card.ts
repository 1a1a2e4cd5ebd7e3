// The detail card shown while the pointer rests on a counter (or a counter has focus).

import type { UnitDetails } from '../game-module';
import { el } from '../util/dom';

export class UnitCard {
  readonly element = el('div', { class: 'unit-card', role: 'tooltip', 'data-testid': 'unit-card', hidden: true });

  show(details: UnitDetails, near: { x: number; y: number }, within: DOMRect): void {
    this.element.replaceChildren(renderDetails(details));
    this.element.hidden = false;
    // Keep the card inside the map area, beside the pointer rather than under the finger.
    const width = this.element.offsetWidth || 240;
    const height = this.element.offsetHeight || 140;
    let x = near.x - within.left + 16;
    let y = near.y - within.top + 16;
    if (x + width > within.width) x = Math.max(4, near.x - within.left - width - 16);
    if (y + height > within.height) y = Math.max(4, within.height - height - 4);
    this.element.style.left = `${x}px`;
    this.element.style.top = `${y}px`;
  }

  hide(): void {
    this.element.hidden = true;
  }
}

/** The details as a titled definition list; also used by the side panel. */
export function renderDetails(details: UnitDetails): HTMLElement {
  const list = el('dl', { class: 'unit-details' });
  for (const [label, value] of details.rows) list.append(el('dt', {}, label), el('dd', {}, value));
  return el('div', {}, el('div', { class: 'unit-details-title' }, details.title), list);
}
