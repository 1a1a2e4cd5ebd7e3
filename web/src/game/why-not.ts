// Why not here: with a unit selected, resting the pointer on a hex it may not enter (or, on a
// touch screen, tapping it: tap-explain.ts) asks the server to judge the order that hex implies (inspect `preview`) and shows the rule's words
// beside the hex, with the rule's section as a link into the player aids. The rules stay on
// the server; this only asks and shows.

import type { Action } from '../protocol-types';
import { button, el } from '../util/dom';
import './why-not-aids.css';

interface PreviewAnswer {
  legal: boolean;
  rule?: string;
  reason?: string;
}

export interface WhyNotHost {
  inspect(query: Record<string, unknown>): Promise<unknown>;
  /** Where the hex is on screen, relative to the tip's container; null when off the map. */
  placeOf(hex: string): { x: number; y: number } | null;
  openRule(rule: string): void;
}

/** Long enough that sweeping the pointer across the map asks nothing. */
export const HOVER_DELAY_MS = 250;

export class WhyNot {
  readonly element = el('div', { class: 'why-not', role: 'status', 'aria-live': 'polite', 'data-testid': 'why-not', hidden: true });
  private timer: ReturnType<typeof setTimeout> | undefined;
  private asking = 0;

  constructor(private readonly host: WhyNotHost) {
    // Crossing other hexes on the way to the tip's link must not replace the tip.
    this.element.addEventListener('pointerenter', () => {
      clearTimeout(this.timer);
      this.asking++;
    });
  }

  /** The pointer is over `hex`; `probe` is the order a click there would give, if any. */
  hover(hex: string | null, probe: Action | undefined): void {
    clearTimeout(this.timer);
    this.asking++;
    // A shown tip stays while the next question is asked, so the pointer can reach its link.
    if (!hex || !probe) return this.hide();
    this.timer = setTimeout(() => void this.ask(hex, probe), HOVER_DELAY_MS);
  }

  /** A finger tapped `hex` (a touch screen has no hover): ask at once and show the answer. */
  explain(hex: string, probe: Action): void {
    clearTimeout(this.timer);
    this.asking++;
    void this.ask(hex, probe);
  }

  /** The place the tip stands on, if it is shown. */
  get shownAt(): string | null {
    return this.element.hidden ? null : (this.element.dataset.hex ?? null);
  }

  hide(): void {
    this.element.hidden = true;
    this.element.replaceChildren();
  }

  private async ask(hex: string, probe: Action): Promise<void> {
    const ask = ++this.asking;
    let answer: PreviewAnswer;
    try {
      answer = (await this.host.inspect({ type: 'preview', action: probe })) as PreviewAnswer;
    } catch {
      return; // a question the server cannot answer leaves the map as it was
    }
    if (ask !== this.asking) return;
    if (answer.legal || !answer.reason) return this.hide();
    this.show(hex, answer.reason, answer.rule);
  }

  private show(hex: string, reason: string, rule: string | undefined): void {
    const at = this.host.placeOf(hex);
    if (!at) return;
    const ruleLink = rule
      ? button(rule, () => this.host.openRule(rule), { class: 'link-button', 'data-testid': 'why-not-rule', 'aria-label': `Read rule ${rule} in the player aids` })
      : '';
    this.element.replaceChildren(el('strong', {}, 'Not here: '), el('span', { 'data-testid': 'why-not-reason' }, capitalize(reason)), rule ? ' ' : '', ruleLink);
    this.element.dataset.hex = hex;
    this.element.style.left = `${Math.round(at.x + 18)}px`;
    this.element.style.top = `${Math.round(at.y - 12)}px`;
    this.element.hidden = false;
  }
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1) + (/[.!?]$/.test(text) ? '' : '.');
}
