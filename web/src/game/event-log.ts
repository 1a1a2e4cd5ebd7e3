// The game report: every event's text in order, with each new phase as a heading line. A game
// may reword a line (GameModule.reportLine) and merge lines that repeat (reportRepeated).

import type { LoggedEvent } from '../protocol-types';
import { button, el } from '../util/dom';
import { isHeading, lineText } from './replay';

export interface ReportWords {
  line(e: LoggedEvent): string;
  repeated?(e: LoggedEvent, count: number): string | undefined;
}

const SERVER_WORDS: ReportWords = { line: (e) => e.text ?? '' };

/** One line of the report: its words, the event that leads it and how many it stands for. */
export interface ReportLine {
  text: string;
  first: LoggedEvent;
  count: number;
}

/** The lines of the report: events without words dropped, repeats merged where the game says how. */
export function reportLines(events: readonly LoggedEvent[], words: ReportWords = SERVER_WORDS): ReportLine[] {
  const lines: ReportLine[] = [];
  for (const e of events) {
    const text = words.line(e);
    if (text.trim() === '') continue;
    const last = lines[lines.length - 1];
    if (last && last.text === text && words.repeated?.(e, last.count + 1) !== undefined) last.count += 1;
    else lines.push({ text, first: e, count: 1 });
  }
  return lines;
}

export class EventLog {
  readonly element: HTMLElement;
  private readonly list = el('ol', { class: 'event-list', 'data-empty-text': 'Nothing has happened yet.' });

  /** `replay`: a heading's Replay button asks for its section of the report (the heading's event). */
  constructor(
    private readonly words: ReportWords = SERVER_WORDS,
    private readonly replay?: (heading: LoggedEvent) => void,
  ) {
    this.element = el(
      'section',
      { class: 'event-log', 'aria-labelledby': 'event-log-title' },
      el('h2', { id: 'event-log-title' }, 'Game report'),
      el('div', { class: 'event-scroll', role: 'log', 'aria-live': 'polite', 'data-testid': 'event-log', tabindex: 0 }, this.list),
    );
  }

  /** Shows the seat's whole log; keeps the lines already shown and adds or redraws the rest. */
  render(events: readonly LoggedEvent[]): void {
    const lines = reportLines(events, this.words);
    const shown = this.list.children;
    // Lines already on screen stay (a merged line may still grow), so a screen reader hears only what is new.
    let keep = 0;
    while (keep < shown.length && keep < lines.length && shown[keep]!.getAttribute('data-seq') === String(lines[keep]!.first.seq) && shown[keep]!.getAttribute('data-count') === String(lines[keep]!.count)) keep++;
    while (shown.length > keep) this.list.lastElementChild!.remove();
    for (const line of lines.slice(keep)) this.list.appendChild(entry(line, this.words, this.replay));
    const scroll = this.list.parentElement;
    if (scroll && keep < lines.length) scroll.scrollTop = scroll.scrollHeight;
  }
}

/**
 * One line of the report. The server's narration indents detail lines with spaces and frames
 * phase headings with "=="; a heading gets a button that replays its phase.
 */
function entry(
  { text: raw, first: e, count }: ReportLine,
  words: ReportWords,
  replay?: (heading: LoggedEvent) => void,
): HTMLLIElement {
  const type = e.event?.type ?? 'event';
  const indent = raw.length - raw.trimStart().length;
  const said = count > 1 ? (words.repeated?.(e, count) ?? raw) : raw;
  const text = lineText(said);
  const li = el('li', { class: `event event-${type}`, 'data-seq': e.seq, 'data-count': count, 'data-type': type }, text);
  if (replay && isHeading(e)) {
    const heading = text.split('\n')[0];
    // The word "Replay" is drawn by CSS, so that the line's text stays the report's own.
    li.appendChild(button('', () => replay(e), { class: 'event-replay', 'aria-label': `Replay: ${heading}`, title: 'Replay this phase on the map', 'data-testid': `replay-from-${e.seq}` }));
  }
  if (indent > 0) li.style.paddingLeft = `${Math.min(indent, 8) * 0.3}em`;
  return li;
}
