// The game report: every event's text in order, with each new phase as a heading line.

import type { LoggedEvent } from '../protocol-types';
import { el } from '../util/dom';

export class EventLog {
  readonly element: HTMLElement;
  private readonly list = el('ol', { class: 'event-list', 'data-empty-text': 'Nothing has happened yet.' });
  private shown: readonly LoggedEvent[] = [];

  constructor() {
    this.element = el(
      'section',
      { class: 'event-log', 'aria-labelledby': 'event-log-title' },
      el('h2', { id: 'event-log-title' }, 'Game report'),
      el('div', { class: 'event-scroll', role: 'log', 'aria-live': 'polite', 'data-testid': 'event-log', tabindex: 0 }, this.list),
    );
  }

  /** Shows the seat's whole log; appends when it only grew, redraws when it was replaced. */
  render(events: readonly LoggedEvent[]): void {
    const grew = events.length >= this.shown.length && this.shown.every((e, i) => e === events[i]);
    if (!grew) this.list.replaceChildren();
    const from = grew ? this.shown.length : 0;
    for (const e of events.slice(from)) {
      const li = entry(e);
      if (li) this.list.appendChild(li);
    }
    this.shown = events;
    const scroll = this.list.parentElement;
    if (scroll && from < events.length) scroll.scrollTop = scroll.scrollHeight;
  }
}

/**
 * One line of the report. The server's narration indents detail lines with spaces and frames
 * phase headings with "=="; events it does not narrate (a die, say) have no text and no line.
 */
function entry(e: LoggedEvent): HTMLLIElement | null {
  const type = e.event?.type ?? 'event';
  const raw = e.text ?? '';
  if (raw.trim() === '') return null;
  const indent = raw.length - raw.trimStart().length;
  const text = raw.replace(/\s*==\s*/g, ' ').trim();
  const li = el('li', { class: `event event-${type}`, 'data-seq': e.seq, 'data-type': type }, text);
  if (indent > 0) li.style.paddingLeft = `${Math.min(indent, 8) * 0.3}em`;
  return li;
}
