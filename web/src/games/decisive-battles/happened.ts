// What the hour shows on the map: each march and flight as an arrow along its path, each
// attack as an arrow from the firer to its target; and the last hour's events, which stay
// marked on the map until the side gives its next order.

import type { EventTrace, MapMove } from '../../game-module';
import type { LoggedEvent } from '../../protocol-types';
import type { DbView } from './types';

type GameEvent = LoggedEvent['event'];

const str = (e: GameEvent, key: string) => String(e[key] ?? '');

function hexOf(id: string, view: DbView | undefined): string | undefined {
  return view?.units?.find((u) => u.id === id)?.hex;
}

export function dbEventTrace(e: GameEvent, view?: DbView): EventTrace | null {
  switch (e.type) {
    case 'moved': {
      const path = Array.isArray(e.path) ? e.path.map(String) : [];
      const kind: MapMove['kind'] = e.why === 'flight' ? 'retreat' : 'move';
      return { moves: path.length >= 2 ? [{ path, kind }] : [], hexes: path.slice(-1) };
    }
    case 'attack': {
      // Where each stood as it fired (an unseen firer's hex is not told); else where it stands.
      const from = (e.attacker_hex as string | undefined) ?? hexOf(str(e, 'attacker'), view);
      const to = (e.target_hex as string | undefined) ?? hexOf(str(e, 'target'), view);
      return { moves: from && to && from !== to ? [{ path: [from, to], kind: 'attack' }] : [], hexes: to ? [to] : [] };
    }
    case 'cohesion_check': {
      const at = hexOf(str(e, 'brigade'), view);
      return at ? { moves: [], hexes: [at] } : null;
    }
    case 'leader_fell': {
      const at = hexOf(str(e, 'unit'), view);
      return at ? { moves: [], hexes: [at] } : null;
    }
    default:
      return null;
  }
}

/** The events of the last hour run: from the hour before the newest `hour` event to it. */
export function lastHourEvents(events: readonly LoggedEvent[]): LoggedEvent[] {
  const hours = events.map((e, i) => (e.event.type === 'hour' ? i : -1)).filter((i) => i >= 0);
  if (!hours.length) return [];
  const end = hours.at(-1)!;
  // The run begins after the last orders_given of the hour before (both sides' end of orders).
  let start = hours.length > 1 ? hours.at(-2)! + 1 : 0;
  for (let i = end - 1; i >= start; i--) {
    if (events[i]!.event.type === 'orders_given') {
      start = i + 1;
      break;
    }
  }
  return events.slice(start, end);
}

/** Whether the seat has given an order since the newest hour began (the marks then go). */
export function orderedSinceHour(events: readonly LoggedEvent[]): boolean {
  for (let i = events.length - 1; i >= 0; i--) {
    const t = events[i]!.event.type;
    if (t === 'hour') return false;
    if (t === 'order_given' || t === 'orders_given') return true;
  }
  return false;
}

export interface HourMarks {
  /** Units fired on: their counters are marked. */
  hit: string[];
  /** Units that fired. */
  fired: string[];
  moves: MapMove[];
}

export function hourMarks(events: readonly LoggedEvent[]): HourMarks {
  const hit = new Set<string>();
  const fired = new Set<string>();
  const moves: MapMove[] = [];
  for (const { event: e } of events) {
    if (e.type === 'attack') {
      if (e.target !== 'unseen') hit.add(str(e, 'target'));
      if (e.attacker !== 'unseen') fired.add(str(e, 'attacker'));
    } else if (e.type === 'moved' && Array.isArray(e.path) && e.path.length >= 2) {
      moves.push({ path: e.path.map(String), kind: e.why === 'flight' ? 'retreat' : 'move' });
    }
  }
  return { hit: [...hit], fired: [...fired], moves };
}
