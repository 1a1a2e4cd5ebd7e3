// The game report: every event's text in order, with each new phase as a heading line.

import type { LoggedEvent } from '../protocol-types';
import { button, el } from '../util/dom';
import { isHeading, lineText } from './replay';

export class EventLog {
  readonly element: HTMLElement;
  private readonly list = el('ol', { class: 'event-list', 'data-empty-text': 'Nothing has happened yet.' });
  private shown: readonly LoggedEvent[] = [];

  /** `replay`: a heading's Replay button asks for its section of the report (the heading's event). */
  constructor(private readonly replay?: (heading: LoggedEvent) => void) {
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
      const li = entry(e, this.replay);
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
function entry(e: LoggedEvent, replay?: (heading: LoggedEvent) => void): HTMLLIElement | null {
  const type = e.event?.type ?? 'event';
  const raw = e.text ?? '';
  if (raw.trim() === '') return null;
  const indent = raw.length - raw.trimStart().length;
  const text = lineText(raw);
  const li = el('li', { class: `event event-${type}`, 'data-seq': e.seq, 'data-type': type }, text);
  if (replay && isHeading(e)) {
    const heading = text.split('\n')[0];
    // The word "Replay" is drawn by CSS, so that the line's text stays the report's own.
    li.appendChild(button('', () => replay(e), { class: 'event-replay', 'aria-label': `Replay: ${heading}`, title: 'Replay this phase on the map', 'data-testid': `replay-from-${e.seq}` }));
  }
  if (indent > 0) li.style.paddingLeft = `${Math.min(indent, 8) * 0.3}em`;
  return li;
}
