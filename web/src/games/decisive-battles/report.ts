// The report in an after-action report's words: units and objectives by name, orders as
// sentences, each attack with its hits and what they cost, each cohesion check's outcome.

import type { LoggedEvent } from '../../protocol-types';
import type { DbView } from './types';
import { commandWords, describeDbAction, OUTCOME_WORDS, sideName, timeWords, unitName } from './words';

type GameEvent = LoggedEvent['event'];

const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v ?? 0));
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function dbReportLine(e: GameEvent, text: string, view: DbView): string {
  const indent = /^\s*/.exec(text)?.[0] ?? '';
  const line = (s: string) => indent + s;
  const name = (key: string) => unitName(e[key], view);
  switch (e.type) {
    case 'hour':
      return line(`${timeWords(String(e.time))}: hour ${e.turn}${e.briefing ? ', the briefing' : ''}`);
    case 'order_given': {
      const { ordered, side, ...rest } = e;
      return line(`${sideName(String(side))} order: ${describeDbAction({ ...rest, type: String(ordered) }, view)}`);
    }
    case 'orders_given':
      return line(`The ${sideName(String(e.side))} orders are given`);
    case 'command_taken_up':
      return line(`${name('hq')} takes up its new command`);
    case 'sound_of_the_guns':
      return line(`${name('hq')} marches to the sound of the guns`);
    case 'attack': {
      const hits = num(e.hits);
      const lost = num(e.cohesion_lost);
      const cost = hits === 0 ? 'no hits' : `${plural(hits, 'hit')}${lost ? `, ${lost} cohesion lost` : ''}`;
      const after = [e.hq_retreats ? 'the HQ falls back' : '', e.gone ? 'it is gone' : ''].filter(Boolean).join('; ');
      return line(`${name('attacker')} fires on ${name('target')} (fire ${num(e.fire)}): ${cost}${after ? `; ${after}` : ''}`);
    }
    case 'cohesion_check':
      return line(`${name('brigade')} ${OUTCOME_WORDS[String(e.outcome)] ?? e.outcome}${num(e.flee) ? ` (${plural(num(e.flee), 'hex', 'hexes')} to the rear)` : ''}`);
    case 'leader_fell':
      return line(`The commander of ${name('unit')} is ${e.fate}${e.cause ? ` (${String(e.cause).replace(/_/g, ' ')})` : ''}`);
    case 'moved': {
      const path = Array.isArray(e.path) ? e.path : [];
      const steps = Math.max(0, path.length - 1);
      return line(`${name('unit')} ${e.why === 'flight' ? 'flees' : 'marches'} ${plural(steps, 'hex', 'hexes')}${path.length ? ` to ${path.at(-1)}` : ''}`);
    }
    case 'battle_over':
    case 'resigned': {
      const r = (e.result ?? {}) as Record<string, unknown>;
      const head = e.type === 'resigned' ? `The ${sideName(String(e.side))}s resign` : 'The battle is over';
      return line(r.winner ? `${head}: a ${sideName(String(r.winner))} victory` : head);
    }
    default:
      return text;
  }
}

/** "offensive on Henry Hill" for an HQ's new command, used by the panels too. */
export function newCommandWords(c: { command: string; objectives: string[] } | undefined, view: DbView): string {
  return c ? commandWords(c.command, c.objectives, view) : '';
}
