// Player aids behind one button: the sequence of play with the current phase marked, the
// game's charts and its rules by section, all from the game's aids data (fetchAids). A
// refusal's rule ("LGA 5.61") opens the aids at that section.

import type { PlayerAids } from './aids-data';
import { button, el } from '../util/dom';
import './why-not-aids.css';

/** The section a rule name points into: the longest section id it starts with, followed by a
 * word or a bracket ("NAW ZOC (2)" → "NAW ZOC"). A number only matches itself: "LGA 2.11" is
 * no part of "LGA 2.1" in the manual. */
export function sectionFor(aids: PlayerAids, rule: string): string | undefined {
  let best: string | undefined;
  for (const { id } of aids.sections) {
    if (!rule.startsWith(id)) continue;
    const next = rule.charAt(id.length);
    const boundary = next === '' || next === ' ' || next === '(';
    if (boundary && (!best || id.length > best.length)) best = id;
  }
  return best;
}

/** The index of the step of the sequence of play that holds this phase key, or -1. */
export function currentStep(aids: PlayerAids, phaseKey: string | undefined): number {
  return phaseKey === undefined ? -1 : aids.sequence.findIndex((s) => s.keys.includes(phaseKey));
}

const anchor = (section: string) => `aid-${section.replace(/[^A-Za-z0-9]+/g, '-')}`;

export class AidsDialog {
  readonly element = el('dialog', { class: 'aids-dialog', 'aria-labelledby': 'aids-title', 'data-testid': 'aids-dialog' });
  private aids: PlayerAids | null = null;

  constructor(private readonly load: () => Promise<PlayerAids>) {}

  get open(): boolean {
    return this.element.open;
  }

  /** Opens on a rule's section, or else on the current step of the sequence of play. */
  async show(phaseKey: string | undefined, rule?: string): Promise<void> {
    if (!this.element.open) this.element.showModal();
    try {
      this.aids ??= await this.load();
    } catch (error) {
      this.element.replaceChildren(el('p', { role: 'alert' }, `The player aids could not be read: ${(error as Error).message}`), closeForm());
      return;
    }
    this.render(this.aids, currentStep(this.aids, phaseKey));
    const section = rule ? sectionFor(this.aids, rule) : undefined;
    if (section) return this.reveal(section);
    const step = this.element.querySelector<HTMLElement>('[aria-current="step"]') ?? this.element.querySelector<HTMLElement>('.aids-sequence');
    if (!step) return;
    step.classList.add('aid-target');
    // On the phase, the whole sequence stays in view around the marked step.
    this.element.querySelector('.aids-body h3')?.scrollIntoView({ block: 'start' });
    step.focus({ preventScroll: true });
  }

  /** Scrolls to a rule's section and marks it. (Buttons, not #links: the address is the client's route.) */
  private reveal(section: string): void {
    const target = this.element.querySelector<HTMLElement>(`#${anchor(section)}`);
    if (!target) return;
    this.element.querySelectorAll('.aid-target').forEach((e) => e.classList.remove('aid-target'));
    target.classList.add('aid-target');
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }

  private render(aids: PlayerAids, current: number): void {
    const link = (section: string) => button(section, () => this.reveal(section), { class: 'link-button aid-link', 'aria-label': `Rule ${section}` });
    const sequence = el(
      'ol',
      { class: 'aids-sequence', tabindex: '-1', 'data-testid': 'aids-sequence' },
      ...aids.sequence.map((step, i) =>
        el('li', i === current ? { 'aria-current': 'step', class: 'aid-current', tabindex: '-1', 'data-testid': 'aids-current' } : {}, step.title, ' ', link(step.section), i === current ? el('strong', {}, ' ← now') : ''),
      ),
    );
    const tables = aids.tables.map((t) =>
      el(
        'section',
        { class: 'aids-table', 'data-testid': `aids-table-${t.id}`, 'aria-label': t.title },
        el('h3', {}, t.title, ' ', link(t.section)),
        t.note ? el('p', { class: 'muted' }, t.note) : '',
        el('table', {}, el('thead', {}, el('tr', {}, ...t.columns.map((c) => el('th', { scope: 'col' }, c)))), el('tbody', {}, ...t.rows.map((r) => el('tr', {}, ...r.map((cell, i) => (i === 0 ? el('th', { scope: 'row' }, cell) : el('td', {}, cell))))))),
      ),
    );
    const rules = aids.sections.map((s) =>
      el('section', { id: anchor(s.id), class: 'aids-rule', tabindex: '-1', 'data-section': s.id }, el('h4', {}, `${s.id} — ${s.title}`), el('p', {}, s.summary)),
    );
    this.element.replaceChildren(
      el('h2', { id: 'aids-title' }, 'Player aids'),
      el('div', { class: 'aids-body' }, el('h3', {}, 'Sequence of play'), sequence, ...tables, el('h3', {}, 'Rules by section'), ...rules),
      closeForm(),
    );
  }
}

function closeForm(): HTMLFormElement {
  return el('form', { method: 'dialog', class: 'aids-close' }, el('button', { class: 'primary', 'data-testid': 'aids-close' }, 'Close'));
}
