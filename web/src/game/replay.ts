// A stretch of the report cut into steps, one per action, with what each step shows on the
// map; and which stretch is "the other side's turn" to offer when the player's turn begins.

import type { EventTrace, MapMove } from '../game-module';
import type { LoggedEvent } from '../protocol-types';

export interface ReplayStep {
  /** The report's seq of the action. */
  seq: number;
  /** The report's lines of the action, as the log shows them. */
  lines: string[];
  moves: MapMove[];
  hexes: string[];
}

export type Tracer = (event: LoggedEvent['event']) => EventTrace | null;

/** The log's words for an event: phase headings lose their "==" frames. */
export function lineText(text: string): string {
  return text.replace(/\s*==\s*/g, ' ').trim();
}

export function isHeading(e: LoggedEvent): boolean {
  return /^\s*==/.test(e.text ?? '');
}

/**
 * One step per action (the events that share a seq). An action the map cannot show and
 * that only opens a phase joins the next step, whose lines it heads; an action with neither
 * words nor marks is left out.
 */
export function replaySteps(events: readonly LoggedEvent[], trace: Tracer): ReplayStep[] {
  const steps: ReplayStep[] = [];
  let carried: string[] = [];
  let i = 0;
  while (i < events.length) {
    const seq = events[i]!.seq;
    const step: ReplayStep = { seq, lines: [...carried], moves: [], hexes: [] };
    let headingsOnly = true;
    for (; i < events.length && events[i]!.seq === seq; i++) {
      const e = events[i]!;
      const text = lineText(e.text ?? '');
      if (text) step.lines.push(...text.split('\n').map((l) => l.trim()).filter(Boolean));
      if (text && !isHeading(e)) headingsOnly = false;
      const t = trace(e.event);
      if (t) {
        step.moves.push(...t.moves);
        step.hexes.push(...t.hexes.filter((h) => !step.hexes.includes(h)));
      }
    }
    const shows = step.moves.length > 0 || step.hexes.length > 0;
    if (!shows && headingsOnly) {
      carried = step.lines;
      continue;
    }
    carried = [];
    if (shows || step.lines.length > 0) steps.push(step);
  }
  if (carried.length && steps.length) steps.at(-1)!.lines.push(...carried);
  return steps;
}

/** The events from the heading at `index` up to the next heading. */
export function sectionAt(events: readonly LoggedEvent[], index: number): LoggedEvent[] {
  let end = index + 1;
  while (end < events.length && !(isHeading(events[end]!) && events[end]!.seq !== events[index]!.seq)) end++;
  return events.slice(index, end);
}

export interface TurnMoment {
  seat: string | null;
  /** The seats the player plays with the one shown (its team). */
  mine: ReadonlySet<string>;
  phasing: string | null;
  toMove: string | null;
  seq: number;
  events: readonly LoggedEvent[];
}

/** The player's own turn, and theirs to act in: not a question asked during the other side's. */
export function playerHasTurn(m: TurnMoment): boolean {
  return m.seat !== null && m.phasing !== null && m.mine.has(m.phasing) && m.toMove !== null && m.mine.has(m.toMove);
}

/** Where units stand now that they did not at `before`: one arrow each (for moves the report hides). */
export function movesBetween(before: ReadonlyMap<string, string>, now: readonly { id: string; hex: string }[]): MapMove[] {
  return now.filter((u) => before.has(u.id) && before.get(u.id) !== u.hex).map((u) => ({ path: [before.get(u.id)!, u.hex], kind: 'move' as const }));
}

/**
 * Remembers, per player (the seat shown, or its whole team), when they last had the turn, and tells what happened since
 * when the turn comes back after the other side's.
 */
export class TurnWatcher {
  private readonly since = new Map<string, number>();
  private readonly othersHadTurn = new Map<string, boolean>();

  /**
   * Called with every state shown. Returns the events to replay when the player's turn has
   * just come back after the other side's, else null.
   */
  observe(args: TurnMoment): LoggedEvent[] | null {
    const { mine, phasing, events } = args;
    if (args.seat === null) return null;
    // One memory per player: a team's nations take turns on one screen.
    const player = playerKey(args);
    if (!this.since.has(player)) {
      // A page opened on a game in progress: what the others did after this player's last action.
      const own = events.filter((e) => e.seat !== null && mine.has(e.seat)).map((e) => e.seq);
      this.since.set(player, own.length ? Math.max(...own) : 0);
      this.othersHadTurn.set(player, true);
    }
    const myTurn = playerHasTurn(args);
    if (!myTurn) {
      if (phasing !== null && !mine.has(phasing)) this.othersHadTurn.set(player, true);
      return null;
    }
    const from = this.since.get(player)!;
    const came = this.othersHadTurn.get(player) ?? false;
    this.since.set(player, args.seq);
    this.othersHadTurn.set(player, false);
    if (!came) return null;
    // Everything since, the player's own answers included (a defence chosen during their attack).
    const since = events.filter((e) => e.seq > from);
    return since.some((e) => e.seat === null || !mine.has(e.seat)) ? since : null;
  }
}

/** The player a moment belongs to: the seats they play together. */
export function playerKey(m: Pick<TurnMoment, 'mine'>): string {
  return [...m.mine].sort().join(' ');
}
